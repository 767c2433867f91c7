-- 6.11 Two Days of Battle (large scenario), seed lines 1166-1176: the traditional two-day
-- battle, from Jay's Mill on Saturday morning to the evening of Sunday the 20th. Ruleset
-- this-terrible-sound.
--
-- 6.11 prints no set-up of its own: both sides' "set up, orders, ammunition/previous losses,
-- and reinforcements" are 6.7's (lines 1172, 1174). The set-up and its orders are therefore
-- _saturday_setup.lua, the module saturday.lua (6.7) uses, so the two cannot drift apart;
-- strengths as 6.7 (oob.setup{ after18 = true }: the units that lost 1-2 SP on the 18th start
-- at their parenthesised strength, and the strengths the text prints). Reinforcements: 6.7's
-- "as per Union / Confederate Reinforcement Schedule ... from 7:00 a.m. on" (lines 854, 864)
-- read over the two days: every arrival of the schedules (_campaign.lua, seed lines
-- 2223-2277) from 7:00 a.m. on the 19th to the last turn. Clock: 7:00 a.m. 19 September
-- (day 1) is turn 1; day turns of 15 minutes, night turns of 30 from 7:30 p.m. to 5:00 a.m.;
-- 8:00 p.m. on the 20th is turn 129.

local oob = require("oob")
local map = require("map")
local C = require("_campaign")
local SS = require("_saturday_setup")

local START = { day = 1, time = "07:00" }
local TURNS = 129
local S = oob.setup{ after18 = true }

----------------------------------------------------------------------------------------------
-- Set-up (lines 1172, 1174 -> 6.7 lines 848, 858)
----------------------------------------------------------------------------------------------
-- 6.11 line 1172: "Union Information: Identical to the Union set up, orders, ammunition/previous
--   losses, and reinforcements given for Scenario 6.7, Saturday, 19th of September, above."
-- 6.7 line 848, quoted line by line in _saturday_setup.lua above its units: "Rosecrans, A Cumb
--   HQ and Supply, 1 Bn Ohio SS, 15 Penn Cav, 10 Ohio—w/i 1 C3.03. Thomas, 14 Corps HQ and
--   Supply, 9 Mich, L 1 Ohio Cav—A47.23. Baird—A48.24. 1/1/14, A 1 Mich battery—w/i 1 A47.26.
--   2/1/14, 4 Ind battery—w/i 2 A49.24. 3/1/14, H 5 US battery—w/i 1 A44.27. Negley—C15.15.
--   1/2/14—w/i 2 C21.16. Bridges/A/2/14—C20.14. 2/2/14, M 1 Ohio battery—w/i 1 C12.16. 3/2/14, G
--   1 Ohio battery—w/i 2 C10.15. Brannan—A38.23. 1/3/14, D 1 Mich battery—w/i 2 A37.26. 2/3/14,
--   C 1 Ohio battery—w/i 2 A40.26. 3/3/14, I 4 US battery—w/i 2 A38.23. Reynolds, 4/14
--   Division—in line along road between B36.11 and B46.10. McCook, 20 Corps HQ and Supply, I 2
--   Ky Cav—C4.04. Johnson, 2/20 Division—w/i 3 C7.04. Crittenden, 21 Corps HQ and Supply,
--   Mendenhall, K 15 Ill Cav—B46.19. Wood, 1/21 Division—w/i 4 B44.20. Palmer, 2/21 Division—w/i
--   5 B31.26. Van Cleve, 3/21 Division—w/i 4 B34.22. Wilder, Wilder Brigade (less 39 Ind, 98
--   Ill—7, 123 Ill—4)—w/i 2 B19.22, all units in breastworks. Minty, 1/2/Cav (4 Mich—5, 7
--   Penn—6), CBOT Battery—w/i 1 B13.13. 2/2/Res—w/i 2 D37.12. 2/1/Res—w/i 1 D35.09."
SS.union(S)

-- 6.11 line 1174: "Confederate Information: Identical to the Confederate set up, orders,
--   ammunition/previous losses, and reinforcements given for Scenario 6.7, Saturday, 19th of
--   September, above."
-- 6.7 line 858, quoted line by line in _saturday_setup.lua above its units: "D H Hill, H Corps
--   HQ and Supply—C28.31. Breckinridge, Foules Cav—C27.27. A/B/H, S/B/H, Slocumb, Mebane—w/i 5
--   C27.27. H/B/H, Cobb battery—w/i 2 C21.22. Polk, P Corps HQ and Supply, Greenleaf Cav—C2.32.
--   H/P Division—w/i 3 B47.30. C/P Division—w/i 5 E42.05. Buckner, B Corps HQ and Supply, Clark
--   Cav—E26.06. W/B Corps—w/i 2 E26.06. Preston, Arty/P/B—w/i 1 E27.05. G/P/B—w/i 2 E25.02.
--   K/P/B—w/i 2 E27.04. T/P/B—w/i 2 E27.06. Stewart—E21.04. C/S/B, Humphreys battery—w/i 1
--   E21.02. Br/S/B, Anderson battery—w/i 2 E21.04. Ba/S/B, Oliver battery—w/i 2 E21.06. Hood,
--   Walker, 1 Corps HQ—E12.04. Johnson—E15.02. G/JPD/1—w/i 2 E15.02. F/JPD/1—w/i 1 E11.01.
--   M/JPD/1—w/i 2 E13.02. Law—B9.34. R/L/1—w/i 2 B7.33. S/L/1—w/i 2 B3.32. B/L/1, Lumsden
--   battery—w/i 2 E5.02. Res Corps HQ, Nelson Cav—E2.12. Ector—E7.09. E/G/Res (repl leader,
--   Ector commands division)—on road in line between E5.10 and E10.07. W/G/Res, Res Corps
--   Supply—w/i 2 E1.15. Liddell, L/Res (29 Miss/W/L/Res (6), 34 Miss/W/L/Res (5))—on road in
--   line between D62.04 and D59.14. Forrest, F Cav HQ, Jackson Cav (1)—E5.19. Armstrong, A/F
--   Cav Division—w/i 3 F14.23. Pegram, D/P/F, 10 Conf/S/P/F, Martin/S/P/F (7)—w/i 2 E5.19."
SS.confederate(S)

----------------------------------------------------------------------------------------------
-- Reinforcements (6.7 lines 854, 864: the schedules "from 7:00 a.m. on"; lines 2223-2277)
----------------------------------------------------------------------------------------------
-- Union Reinforcement Schedule from 7:00 a.m. 19 September (seed lines 2233-2240):
--   C31.04 7:00 a.m. Davis, 1/20 Division (less 1/1/20, 5 Wisc batt) [4]      -> turn 1
--   C31.04 10:00 a.m. Sheridan, 3/20 Division [4]                             -> turn 13
--   C13.01 4:00 p.m. E. McCook, 1/1/Cav, 2/1/Cav, D 1 Ohio batt, Mitchell, Cav HQ, 39 Ind/Wilder [6] -> turn 37
--   — 10:00 p.m. Withdraw Minty, 1/2/Cav, CBOT battery [9]                   -> turn 56 (data)
--   C13.01 7:00 a.m., Sept 20 Crook, 2/2/Cav, CBOT battery [4]               -> turn 78
--   A1.12 1:00 p.m. Res Corps [7]                                             -> turn 102
--   C13.01 1:00 p.m. 1/1/20, 5 Wisc battery [8]                               -> turn 102
-- The earlier lines (18th - 4:00 a.m. 19th) are the units the set-up already holds.
-- The CBOT battery, set up with Minty, leaves with him at 10:00 p.m. and returns with Crook
-- (order 9: the schedule entry's `returns`, given by movement.lua when it withdraws); 2/1/Res and 2/2/Res, set up on Map D
-- with orders to exit, arrive again with the Res Corps at 1:00 p.m. on the 20th once they
-- have exited (the entry's `returns`, given by movement.lua when they exit).
local reinforcements = C.schedule(S, C.union_schedule, { side = "union", start = START, turns = TURNS, cite = "6.11 line 1172 / 6.7 line 854 / schedule line 2227:" })

-- Confederate Reinforcement Schedule from 7:00 a.m. 19 September (seed lines 2262-2269):
--   F4.34 7:00 a.m., Sept 19 Bragg, A Tenn HQ and Supply, Drews/A Tenn, Holloway/A Tenn [4] -> turn 1
--   D40.34 Noon WITHDRAW: Martin/S/P/F Cav                                    -> turn 21 (data)
--   C31.33 1:00 p.m. Cleburne, C/H Division [3]                               -> turn 25
--   E5.35 10:00 p.m. Longstreet, Kershaw, H/M/1, K/M/1, R/1 Corps artillery (except Lumsden) [3] -> turn 56
--   D33.35 11:00 p.m. S/P/F Cav (less 10 Conf Cav) (optional) [3]             -> turn 58 (options.lua)
--   C31.33 1:00 a.m., Sept 20 Wharton, W/W Cav Division [5]                   -> turn 62
--   E5.35 5:00 a.m. Gist, C/G/Res [3]                                         -> turn 70
--   C31.33 9:00 a.m. Wheeler, W Cav Corps [6]                                 -> turn 86
-- reconstructed (_campaign.lua): Pickett's Miners and Sappers, the army HQ's third escort,
-- arrive with Bragg; the 1 Corps HQ, set up at E12.04, does not arrive again with Longstreet.
-- The Confederate Wood (W/C/H, with C/H) is keyed "S. A. M. Wood" in the order of battle.
for _, r in ipairs(C.schedule(S, C.confederate_schedule, { side = "confederate", start = START, turns = TURNS, cite = "6.11 line 1174 / 6.7 line 864 / schedule line 2258:" })) do
  reinforcements[#reinforcements + 1] = r
end

-- The schedules' withdrawals, also as 6.7's vars.withdrawals (Martin at noon; Minty, 1/2/Cav
-- and the CBOT battery at 10:00 p.m.).
local withdrawals = {}
for _, r in ipairs(reinforcements) do
  if r.withdraw then
    withdrawals[#withdrawals + 1] = { side = r.side, day = r.day, time = r.time, turn = r.turn, hex = r.hex, units = r.units, order = r.order }
  end
end

-- 2.7/3.7 optional troops (rulesets/this-terrible-sound/options.lua).
local O = require("options")
if O.add_optional_troops then O.add_optional_troops(S, "6.11") end

-- Orders: 6.7's set-up orders (lines 850, 860), then the schedules' order explanations
-- (lines 2242-2250, 2270-2275) for the commands that arrive, given at the start as 6.7 does
-- (on_arrival: they govern the command once it is on the map).
local orders = { union = SS.orders("union"), confederate = SS.orders("confederate") }
local function add(side, o) o.on_arrival = true; orders[side][#orders[side] + 1] = o end
-- Union order 4 (1/20, 3/20, 2/2/Cav): "Move to re-join corps."
add("union", { to = "1/20", kind = "move", text = C.union_orders[4], join = "20 Corps", order = 4 })
add("union", { to = "3/20", kind = "move", text = C.union_orders[4], join = "20 Corps", order = 4 })
-- Union order 6 (Cav Corps, 39 Ind).
add("union", { to = "Cav Corps", kind = "defend", text = C.union_orders[6], place = "Crawfish Springs", order = 6 })
add("union", { to = "39 Ind/Wilder", kind = "move", text = "39th Indiana must rejoin Wilder.", join = "Wilder", order = 6 })
-- reconstructed: Crook's 2/2/Cav "re-join corps" is the Cav Corps (order 4).
add("union", { to = "2/2/Cav", kind = "move", text = C.union_orders[4], join = "Cav Corps", order = 4 })
-- Union order 7 (Res Corps).
add("union", { to = "Res Corps (US)", kind = "move", text = C.union_orders[7], join = "14 Corps", order = 7, free_order_at = "Thomas' HQ" })
-- Union order 8 (1/1/20, 5 Wisc): report to Cav Corps at Crawfish Spring (else order 4).
add("union", { to = "1/1/20", kind = "move", text = C.union_orders[8], place = "Crawfish Springs", join = "Cav Corps", otherwise = C.union_orders[4], order = 8 })
-- Confederate order 4 (A Tenn), 3 (C/H, M/1 and R/1 Corps, C/G/Res), 5 (W/W Cav), 6 (W Cav).
add("confederate", { to = "A Tenn", kind = "move", text = C.confederate_orders[4], hex = "E6.19", order = 4 })
add("confederate", { to = "C/H", kind = "move", text = C.confederate_orders[3], join = "H Corps", order = 3 })
add("confederate", { to = "M/1", kind = "move", text = C.confederate_orders[3], join = "1 Corps", order = 3 })
add("confederate", { to = "R/1 Corps", kind = "move", text = C.confederate_orders[3], join = "1 Corps", order = 3 })
add("confederate", { to = "C/G/Res", kind = "move", text = C.confederate_orders[3], join = "G/Res", order = 3 })
add("confederate", { to = "W/W Cav", kind = "defend", text = C.confederate_orders[5], place = "Glass Mill bridge", order = 5 })
add("confederate", { to = "W Cav", kind = "attack", text = C.confederate_orders[6], place = "Crawfish Springs", order = 6 })

return {
  name = "6.11 Two Days of Battle",
  description = "19-20 September 1863, 7:00 a.m. on the 19th to 8:00 p.m. on the 20th: the traditional two-day battle, from Jay's Mill to the evening of Sunday. 129 turns, Union first.",
  source = "This Terrible Sound rulebook, 6.11 (seed 001_ec5e0dc59d1e4565.txt lines 1166-1176), 6.7's set-up (lines 848-864) and the Reinforcement Schedules (lines 2223-2277)",
  -- Line 1170: Map Area: All. First turn 7:00 a.m. September 19th, last turn 8:00 p.m.
  -- September 20th, 129 turns, Union first.
  turns = TURNS,
  first_side = "union",
  start = START,
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.11",
    date = "1863-09-19",
    -- Line 1170: all six sheets.
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } }, { sheet = "C", rows = { 1, 31 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } }, { sheet = "F", rows = { 1, 31 } } },
    orders = orders,
    -- 6.7 lines 852, 862: "Ammunition: 300. Previous Losses: 4." / "Ammunition: 250. Previous
    -- losses: 5." No stragglers or wrecked regiments.
    ammunition = { union = 300, confederate = 250 },
    previous_losses = { union = 4, confederate = 5 },
    reinforcements = reinforcements,
    reinforcement_orders = { union = C.union_orders, confederate = C.confederate_orders },
    withdrawals = withdrawals,
    -- 6.7 line 848: Wilder's brigade starts in breastworks (unit status).
    breastworks_at_start = { union = "all units of Wilder's brigade set up within 2 of B19.22" },
    -- Line 1176: Decisive 36+, Major 22-35, Minor 11-21, Draw 10 to -10, Union Minor -11 to
    -- -21, Union Major -22 to -35, Union Decisive -36 or less. Historically a Confederate major
    -- victory with 29 VPs.
    victory = {
      levels = C.levels(36, 22, 11, -10, -21, -35),
      historical = { winner = "confederate", level = "major", vp = 29 },
    },
    notes = {
      "6.11 prints no set-up: 6.7's set-up, orders, ammunition and previous losses (_saturday_setup.lua, shared with saturday.lua), and both whole reinforcement schedules from 7:00 a.m. on the 19th to 8:00 p.m. on the 20th.",
      "The schedules' withdrawals (Martin/S/P/F Cav at noon on the 19th; Minty, 1/2/Cav and the CBOT battery at 10:00 p.m.) are vars.withdrawals; the CBOT battery returns with Crook at 7:00 a.m. on the 20th (movement.lua gives it that arrival when it withdraws) and Martin with Scott's Brigade under 3.7f.",
      "Bragg's 7:00 a.m. arrival does not name Pickett's Miners and Sappers (the army HQ's escort): they arrive with him (_campaign.lua).",
      "Not set up and on no schedule from 7:00 a.m. on the 19th: Raum (Hill's escort), Howell/Arty/G/Res, E+C 1 La Cav (Hood's escort, 6.7 does not set it up), M. Walker (1/3/14: the Union Leader Table event).",
      "The Confederate leader Wood (W/C/H) is keyed 'S. A. M. Wood' in the order of battle; the Union Wood (1/21) is 'Wood'.",
      "Wing HQs are on no schedule: the wings are created by order (3.3).",
    },
  },
}
