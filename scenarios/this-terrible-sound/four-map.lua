-- 6.12 Four Map Chickamauga (large scenario), seed lines 1178-1226: the two-day battle on maps
-- A, B, D and E only (maps C and F are left out). Ruleset this-terrible-sound.
--
-- Set-up: 6.12 prints 6.7's set-up text without the units on maps C and F, and with Polk's
-- group on B62.33 instead of C2.32 (lines 1186, 1209); it is placed by _saturday_setup.lua
-- (6.7's set-up, shared with saturday.lua and two-days.lua) with opts.four_map, which leaves
-- out exactly what 6.12 does not list. Strengths as 6.7 (oob.setup{ after18 = true } and the
-- printed strengths). Reinforcements: "Use the following instead of the regular
-- reinforcement schedule" (lines 1192, 1215): 6.12's own tables (_campaign.lua alt_union_612,
-- alt_confederate_612). Clock as 6.11: 7:00 a.m. 19 September (day 1) is turn 1, 8:00 p.m. on
-- the 20th is turn 129.

local oob = require("oob")
local map = require("map")
local C = require("_campaign")
local SS = require("_saturday_setup")

local START = { day = 1, time = "07:00" }
local TURNS = 129
local S = oob.setup{ after18 = true }

----------------------------------------------------------------------------------------------
-- Union set-up (line 1186)
----------------------------------------------------------------------------------------------
-- 6.12 line 1186: "Set Up: Thomas, 14 Corps HQ and Supply, 9 Mich, L 1 Ohio Cav—A47.23.
--   Baird—A48.24. 1/1/14, A 1 Mich battery—w/i 1 A47.26. 2/1/14, 4 Ind battery—w/i 2 A49.24.
--   3/1/14, H 5 US battery—w/i 1 A44.27. Brannan—A38.23. 1/3/14, D 1 Mich battery—w/i 2 A37.26.
--   2/3/14, C 1 Ohio battery—w/i 2 A40.26. 3/3/14, I 4 US battery—w/i 2 A38.23. Reynolds, 4/14
--   Division—in line along road between B36.11 and B46.10. Crittenden, 21 Corps HQ and Supply,
--   Mendenhall, K 15 Ill Cav—B46.19. Wood, 1/21 Division—w/i 4 B44.20. Palmer, 2/21 Division—w/i
--   5 B31.26. Van Cleve, 3/21 Division—w/i 4 B34.22. Wilder, Wilder Brigade (less 39 Ind, 98
--   Ill—7, 123 Ill—4)—w/i 2 B19.22, all units in breastworks. Minty, 1/2/Cav (4 Mich—5, 7
--   Penn—6), CBOT Battery—w/i 1 B13.13. 2/2/Res—w/i 2 D37.12. 2/1/Res—w/i 1 D35.09."
-- (6.7's line 848 less Rosecrans' group at C3.03, Negley's 2/14 and McCook's 20 Corps with 2/20,
-- which arrive by the table below.)
SS.union(S, { four_map = true })

----------------------------------------------------------------------------------------------
-- Confederate set-up (line 1209)
----------------------------------------------------------------------------------------------
-- 6.12 line 1209: "Set Up: Polk, P Corps HQ and Supply, Greenleaf Cav—B62.33. H/P Division—w/i 3
--   B47.30. C/P Division—w/i 5 E42.05. Buckner, B Corps HQ and Supply, Clark Cav—E26.06. W/B
--   Corps—w/i 2 E26.06. Preston, Arty/P/B—w/i 1 E27.05. G/P/B—w/i 2 E25.02. K/P/B—w/i 2 E27.04.
--   T/P/B—w/i 2 E27.06. Stewart—E21.04. C/S/B, Humphreys battery—w/i 1 E21.02. Br/S/B, Anderson
--   battery—w/i 2 E21.04. Ba/S/B, Oliver battery—w/i 2 E21.06. Hood, Walker, 1 Corps HQ—E12.04.
--   Johnson—E15.02. G/JPD/1—w/i 2 E15.02. F/JPD/1—w/i 1 E11.01. M/JPD/1—w/i 2 E13.02. Law—B9.34.
--   R/L/1—w/i 2 B7.33. S/L/1—w/i 2 B3.32. B/L/1, Lumsden battery—w/i 2 E5.02. Res Corps HQ,
--   Nelson Cav—E2.12. Ector—E7.09. E/G/Res (repl leader, Ector commands division)—on road in
--   line between E5.10 and E10.07. W/G/Res, Res Corps Supply—w/i 2 E1.15. Liddell, L/Res (29
--   Miss/W/L/Res (6), 34 Miss/W/L/Res (5))—on road in line between D62.04 and D59.14. Forrest, F
--   Cav HQ, Jackson Cav (1)—E5.19. Pegram, D/P/F, 10 Conf/S/P/F, Martin/S/P/F (7)—w/i 2 E5.19."
-- (6.7's line 858 less Hill's H Corps HQ and B/H on map C and Armstrong's A/F Cav on map F,
-- which are not in this scenario; Polk on B62.33.)
SS.confederate(S, { four_map = true })

----------------------------------------------------------------------------------------------
-- Reinforcements (lines 1192-1205, 1215-1224): instead of the regular schedules
----------------------------------------------------------------------------------------------
-- Union, lines 1195-1203:
--   B62.04 10:00 a.m., Sept 19th 2/20 Division [1]                                  -> turn 13
--   B62.04 10:30 a.m. Rosecrans, 15 Penn Cav, 1 Bn Ohio SS, 10 Ohio, A Cumb HQ and Supply [2] -> turn 15
--   B62.04 11:30 a.m. 1/20 Division (less 1/1/20, 5 Wisc Battery) [3]              -> turn 19
--   B62.04 Noon McCook, I 2 Ky Cav, 20 Corps HQ and Supply [4]                      -> turn 21
--   B62.04 2:00 p.m. 3/20 Division [5]                                              -> turn 29
--   B62.04 3:00 p.m. 2/14 Division [6]                                              -> turn 33
--   B62.04 6:00 p.m. 39 Indiana/Wilder [7]                                          -> turn 45
--   — 10:00 p.m. Withdraw Minty, 1/2/Cav, CBOT battery                             -> turn 56 (data)
--   A1.12 1:00 p.m., Sept 20th Res Corps [8]                                        -> turn 102
-- A division arrives with its leader (6.0 note 4: Johnson, Davis, Sheridan, Negley).
-- 2/1/Res and 2/2/Res, set up on Map D with orders to exit, arrive again with the Res Corps
-- once they have exited (the entry's `returns`, given by movement.lua when they exit). 1/1/20, 5 Wisc, Crook's 2/2/Cav and the Cavalry
-- Corps (the regular schedule's Map C arrivals) are not in this scenario.
local reinforcements = C.schedule(S, C.alt_union_612, { side = "union", start = START, turns = TURNS, cite = "6.12 line 1195:" })

-- Confederate, lines 1218-1222:
--   E62.34 7:00 a.m., Sept 19 Bragg, A Tenn HQ and Supply, Drews/A Tenn, Holloway/A Tenn [1] -> turn 1
--   D40.34 Noon WITHDRAW: Martin/S/P/F Cav                                          -> turn 21 (data)
--   E62.10 2:00 p.m. Cleburne, C/H Division [2]                                     -> turn 29
--   E5.35 10:00 p.m. Longstreet, Kershaw, H/M/1, K/M/1, R/1 Corps artillery (except Lumsden) [2] -> turn 56
--   E5.35 5:00 a.m., Sept 20th Gist, C/G/Res [2]                                    -> turn 70
-- reconstructed (_campaign.lua): Pickett's Miners and Sappers arrive with Bragg; the 1 Corps
-- HQ, set up at E12.04, does not arrive again with Longstreet. The Confederate Wood (W/C/H,
-- with C/H) is keyed "S. A. M. Wood" in the order of battle.
for _, r in ipairs(C.schedule(S, C.alt_confederate_612, { side = "confederate", start = START, turns = TURNS, cite = "6.12 line 1218:" })) do
  reinforcements[#reinforcements + 1] = r
end

local withdrawals = {}
for _, r in ipairs(reinforcements) do
  if r.withdraw then
    withdrawals[#withdrawals + 1] = { side = r.side, day = r.day, time = r.time, turn = r.turn, hex = r.hex, units = r.units }
  end
end

-- 2.7/3.7 optional troops (rulesets/this-terrible-sound/options.lua).
local O = require("options")
if O.add_optional_troops then O.add_optional_troops(S, "6.12") end

-- Orders: 6.12's set-up orders (lines 1188, 1211: 6.7's less those of 2/14, 20 Corps, 2/20,
-- H Corps, A/F Cav and W/A/F Cav), then the tables' order explanations (lines 1205, 1224)
-- for the commands that arrive, given at the start (on_arrival) as 6.7 does.
local orders = { union = SS.orders("union", true), confederate = SS.orders("confederate", true) }
local function add(side, o) o.on_arrival = true; orders[side][#orders[side] + 1] = o end
local UO, CO = C.alt_union_612_orders, C.alt_confederate_612_orders
-- 1: "Move to join 14 Corps, division is attached to 14 Corps."
add("union", { to = "2/20", kind = "move", text = UO[1], join = "14 Corps", order = 1 })
add("union", { kind = "attachment", unit = "2/20", to = "14 Corps", order = 1 })
-- 2: "Army HQ is to move to B12.14."
add("union", { to = "A Cumb", kind = "move", text = UO[2], hex = "B12.14", order = 2 })
-- 3: "1/20 has a Divisional Goal to move to B17.27 and defend the Vinyard field and the line of the Lafayette Road."
add("union", { to = "1/20", kind = "defend", goal = "division", text = UO[3], hex = "B17.27", order = 3 })
-- 4: "20 Corps is ordered to move to B48.11 and assume defense of the crossing at Lee and Gordon's Mill."
add("union", { to = "20 Corps", kind = "defend", text = UO[4], hex = "B48.11", order = 4 })
-- 5: "Move to join 20 Corps."
add("union", { to = "3/20", kind = "move", text = UO[5], join = "20 Corps", order = 5 })
-- 6: "2/14 has a Divisional Goal to move to B12.14 and await further orders."
add("union", { to = "2/14", kind = "move", goal = "division", text = UO[6], hex = "B12.14", order = 6 })
-- 7: "Move to join brigade."
add("union", { to = "39 Ind/Wilder", kind = "move", text = UO[7], join = "Wilder", order = 7 })
-- 8: "Res Corps has orders to move to support Thomas. ..."
add("union", { to = "Res Corps (US)", kind = "move", text = UO[8], join = "14 Corps", order = 8, free_order_at = "Thomas' HQ" })
-- Confederate 1: "Army HQ is ordered to move to E6.19."
add("confederate", { to = "A Tenn", kind = "move", text = CO[1], hex = "E6.19", order = 1 })
-- Confederate 2: "Move to join corps or division."
-- reconstructed: C/H's corps (Hill's H Corps HQ) is not in this scenario; the order is kept as
-- printed (join H Corps), a join with no HQ on the map to go to.
add("confederate", { to = "C/H", kind = "move", text = CO[2], join = "H Corps", order = 2 })
add("confederate", { to = "M/1", kind = "move", text = CO[2], join = "1 Corps", order = 2 })
add("confederate", { to = "R/1 Corps", kind = "move", text = CO[2], join = "1 Corps", order = 2 })
add("confederate", { to = "C/G/Res", kind = "move", text = CO[2], join = "G/Res", order = 2 })

return {
  name = "6.12 Four Map Chickamauga",
  description = "19-20 September 1863, 7:00 a.m. on the 19th to 8:00 p.m. on the 20th on maps A, B, D and E: the two-day battle without the Crawfish Spring flank. 129 turns, Union first.",
  source = "This Terrible Sound rulebook, 6.12 (seed 001_ec5e0dc59d1e4565.txt lines 1178-1226)",
  -- Line 1182: Map Area: Maps A, B, D, E. First turn 7:00 a.m. September 19th, last turn
  -- 8:00 p.m. September 20th, 129 turns, Union first.
  turns = TURNS,
  first_side = "union",
  start = START,
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.12",
    date = "1863-09-19",
    -- Line 1182: maps A, B, D and E (movement.lua keeps moves inside; victory.lua counts the
    -- 5.1 VP hexes of these sheets only).
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } } },
    orders = orders,
    -- Lines 1190, 1213: "Ammunition: 300. Previous Losses: 4." / "Ammunition: 250. Previous
    -- losses: 5." No stragglers or wrecked regiments.
    ammunition = { union = 300, confederate = 250 },
    previous_losses = { union = 4, confederate = 5 },
    -- Lines 1192, 1215: "Use the following instead of the regular reinforcement schedule."
    reinforcements = reinforcements,
    reinforcement_schedule = "6.12",
    reinforcement_orders = { union = UO, confederate = CO },
    withdrawals = withdrawals,
    -- Line 1186: Wilder's brigade starts in breastworks (unit status).
    breastworks_at_start = { union = "all units of Wilder's brigade set up within 2 of B19.22" },
    -- Line 1226: Decisive 30+, Major 19-29, Minor 8-18, Draw 7 to -7, Union Minor -8 to -18,
    -- Union Major -19 to -29, Union Decisive -30 or less. Historically a Confederate major
    -- victory with 23 VPs.
    victory = {
      levels = C.levels(30, 19, 8, -7, -18, -29),
      historical = { winner = "confederate", level = "major", vp = 23 },
    },
    notes = {
      "Maps C and F are not used: Hill's H Corps HQ and B/H, Armstrong's A/F Cav, the Cavalry Corps, Crook, 1/1/20 with the 5 Wisc battery, Wharton and Wheeler are not in the scenario.",
      "6.12's own reinforcement tables replace the regular schedules (vars.reinforcements; _campaign.lua alt_union_612 / alt_confederate_612).",
      "The withdrawals (Martin/S/P/F Cav at noon on the 19th; Minty, 1/2/Cav and the CBOT battery at 10:00 p.m.) are data in vars.reinforcements and vars.withdrawals.",
      "Bragg's 7:00 a.m. arrival does not name Pickett's Miners and Sappers (the army HQ's escort): they arrive with him.",
      "Cleburne's C/H is ordered to join its corps, whose HQ (Hill's) is not in the scenario.",
      "The Confederate leader Wood (W/C/H) is keyed 'S. A. M. Wood' in the order of battle; the Union Wood (1/21) is 'Wood'.",
    },
  },
}
