-- 6.10 Three Days of Battle (large scenario), seed lines 1138-1164: the whole battle, from the
-- skirmishing of 18 September to the evening of the 20th. Ruleset this-terrible-sound.
--
-- Set-up as printed (see sunday.lua for the conventions). Strengths: full (the battle has not
-- begun: the units marked * in the loss tables lost their 1-2 SP on the 18th, in play). Clock:
-- 2:00 p.m. 18 September (day 0) is turn 1; 8:00 p.m. 20 September is turn 178. Both sides'
-- whole reinforcement schedules (lines 2223-2277) apply.

local oob = require("oob")
local map = require("map")
local C = require("_campaign")

local START = { day = 0, time = "14:00" }
local TURNS = 178
local S = oob.setup{ after18 = false }

----------------------------------------------------------------------------------------------
-- Union set-up (line 1146)
----------------------------------------------------------------------------------------------

-- 6.10 line 1146: Set Up: Rosecrans, A Cumb HQ and Supply, 1 Bn Ohio SS, 10 Ohio, 15 Penn Cav.—w/i 2 C3.03.
--   Crittenden, 21 Corps HQ and Supply, K, 15 Ill Cav—B46.19. Wood, 1/21 Division—w/i 5 B45.23, west
--   of Chickamauga Creek. Palmer, 2/21—w/i 5 C23.13. Van Cleve, 3/21 Division (less 3/3/21 and 3
--   Wisc Lt battery)—w/i 10 of B36.24, west of Chickamauga Creek. 3/3/21, 3 Wisc Lt battery—w/i 5
--   C20.20. Wilder, 92 Ill, 98 Ill, 17 Ind, 18a Ind Lt battery—w/i 4 E4.17, all units in
--   breastworks. 4 Mich/1/2/Cav—D37.27. 4 US/1/2/Cav—D41.27. 7 Penn/1/2/Cav—D38.27. Minty, CBOT
--   battery—D39.27. 72 Ind/Wilder, 123 Ill/Wilder, 18b Ind Lt battery—w/i 5 D15.21.
-- reconstructed: read as "Set Up: Rosecrans, A Cumb HQ and Supply, 1 Bn Ohio SS, 10 Ohio, 15 Penn Cav—w/i 2 C3.03. Crittenden, 21 Corps HQ and Supply, K 15 Ill Cav—B46.19. Wood, 1/21 Division—w/i 5 B45.23. Palmer, 2/21—w/i 5 C23.13. Van Cleve, 3/21 Division—w/i 10 B36.24. 3/3/21, 3 Wisc Lt battery—w/i 5 C20.20. Col. Wilder, "
S.place("union", { "Rosecrans", "A Cumb HQ", "A Cumb Supply", "1 Bn Ohio SS/A Cumb", "10 Ohio/A Cumb", "15 Penn Cav/A Cumb" }, { hex = "C3.03", within = 2, cite = "6.10 line 1146" })
S.place("union", { "Crittenden", "21 Corps HQ", "21 Corps Supply", "K 15 Ill Cav/21 Corps" }, { hex = "B46.19", cite = "6.10 line 1146" })
S.place("union", { "Wood" }, { hex = "B45.23", within = 5, cite = "6.10 line 1146" })
S.place("union", { "Palmer" }, { hex = "C23.13", within = 5, cite = "6.10 line 1146" })
S.place("union", { "Van Cleve" }, { hex = "B36.24", within = 10, cite = "6.10 line 1146" })
S.place("union", { "3 Wisc Lt/Arty/3/21" }, { hex = "C20.20", within = 5, cite = "6.10 line 1146" })
S.place("union", { "Wilder", "92 Ill/Wilder", "98 Ill/Wilder", "17 Ind/Wilder", "18 Ind Lt a/Wilder" }, { hex = "E4.17", within = 4, status = { "breastworks" }, cite = "6.10 line 1146" })
S.place("union", { "4 Mich Cav/1/2/Cav" }, { hex = "D37.27", cite = "6.10 line 1146" })
S.place("union", { "4 US Cav/1/2/Cav" }, { hex = "D41.27", cite = "6.10 line 1146" })
S.place("union", { "7 Penn Cav/1/2/Cav" }, { hex = "D38.27", cite = "6.10 line 1146" })
S.place("union", { "Minty", "CBOT/Arty/2/Cav" }, { hex = "D39.27", cite = "6.10 line 1146" })
S.place("union", { "72 Ind/Wilder", "123 Ill/Wilder", "18 Ind Lt b/Wilder" }, { hex = "D15.21", within = 5, cite = "6.10 line 1146" })
S.org("union", "3/3/21", { hex = "C20.20", within = 5, cite = "6.10 line 1146" })
S.org("union", "1/21", { hex = "B45.23", within = 5, cite = "6.10 line 1146" })
S.org("union", "2/21", { hex = "C23.13", within = 5, cite = "6.10 line 1146" })
S.org("union", "3/21", { hex = "B36.24", within = 10, cite = "6.10 line 1146" })

C.wood_for(S, "confederate")
----------------------------------------------------------------------------------------------
-- Confederate set-up (line 1156)
----------------------------------------------------------------------------------------------

-- 6.10 line 1156: Set Up: Hill, H Corps HQ and Supply—C29.31. Breckinridge, B/H Division—w/i 5 C27.27. Polk, P
--   Corps HQ and Supply, Greenleaf Cav—C2.32. Hindman, H/P Division—w/i 5 B47.30, east of
--   Chickamauga Creek. Cheatham, C/P Division—w/i 5 E43.05. Armstrong, A/F Cav Division—w/i 4
--   F14.23. Walker, Res Corps HQ and Supply, Nelson Cav—E55.14. Ector, E/G/Res, W/G/Res,
--   Howell/Arty/G/Res—w/i 5 E55.12. Liddell, L/Res Division—w/i 4 E13.23. Buckner, B Corps HQ and
--   Supply, Clark's Tenn Cav—E32.15. W/B Corps—w/i 2 E32.15, east of Chickamauga Creek. Preston, P/B
--   Division—w/i 5 E39.10. Stewart, S/B Division—w/i 5 E30.20.
-- reconstructed: read as "Set Up: Hill, H Corps HQ and Supply—C29.31. Breckinridge, B/H Division—w/i 5 C27.27. Polk, P Corps HQ and Supply, Greenleaf Cav—C2.32. Hindman, H/P Division—w/i 5 B47.30. Cheatham, C/P Division—w/i 5 E43.05. Armstrong, A/F Cav Division—w/i 4 F14.23. Walker, Res Corps HQ and Supply, Nelson Cav—E55.14"
S.place("confederate", { "Hill", "H Corps HQ", "H Corps Supply" }, { hex = "C29.31", cite = "6.10 line 1156" })
S.place("confederate", { "Breckinridge" }, { hex = "C27.27", within = 5, cite = "6.10 line 1156" })
S.place("confederate", { "Polk", "P Corps HQ", "P Corps Supply", "Greenleaf/P Corps" }, { hex = "C2.32", cite = "6.10 line 1156" })
S.place("confederate", { "Hindman" }, { hex = "B47.30", within = 5, cite = "6.10 line 1156" })
S.place("confederate", { "Cheatham" }, { hex = "E43.05", within = 5, cite = "6.10 line 1156" })
S.place("confederate", { "Armstrong" }, { hex = "F14.23", within = 4, cite = "6.10 line 1156" })
S.place("confederate", { "Walker", "Res Corps HQ", "Res Corps Supply", "Nelson/Res Corps" }, { hex = "E55.14", cite = "6.10 line 1156" })
S.place("confederate", { { "Ector", commands = "G/Res" }, "Howell/Arty/G/Res" }, { hex = "E55.12", within = 5, cite = "6.10 line 1156" })
S.place("confederate", { "Liddell" }, { hex = "E13.23", within = 4, cite = "6.10 line 1156" })
S.place("confederate", { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps" }, { hex = "E32.15", cite = "6.10 line 1156" })
S.place("confederate", { "Preston" }, { hex = "E39.10", within = 5, cite = "6.10 line 1156" })
S.place("confederate", { "Stewart" }, { hex = "E30.20", within = 5, cite = "6.10 line 1156" })
S.org("confederate", "E/G/Res", { hex = "E55.12", within = 5, cite = "6.10 line 1156" })
S.org("confederate", "W/G/Res", { hex = "E55.12", within = 5, cite = "6.10 line 1156" })
S.org("confederate", "B/H", { hex = "C27.27", within = 5, cite = "6.10 line 1156" })
S.org("confederate", "H/P", { hex = "B47.30", within = 5, cite = "6.10 line 1156" })
S.org("confederate", "C/P", { hex = "E43.05", within = 5, cite = "6.10 line 1156" })
S.org("confederate", "A/F Cav", { hex = "F14.23", within = 4, cite = "6.10 line 1156" })
S.org("confederate", "L/Res", { hex = "E13.23", within = 4, cite = "6.10 line 1156" })
S.org("confederate", "W/B Corps", { hex = "E32.15", within = 2, cite = "6.10 line 1156" })
S.org("confederate", "P/B", { hex = "E39.10", within = 5, cite = "6.10 line 1156" })
S.org("confederate", "S/B", { hex = "E30.20", within = 5, cite = "6.10 line 1156" })

----------------------------------------------------------------------------------------------
-- Reinforcements (lines 1152, 1162): "As per the Arrival Chart."
----------------------------------------------------------------------------------------------
C.wood_for(S, "union")
local reinforcements = C.schedule(S, C.union_schedule, { side = "union", start = START, turns = TURNS, cite = "6.10 line 1152 / schedule line 2227:" })
C.wood_for(S, "confederate")
for _, r in ipairs(C.schedule(S, C.confederate_schedule, { side = "confederate", start = START, turns = TURNS, cite = "6.10 line 1162 / schedule line 2258:" })) do
  reinforcements[#reinforcements + 1] = r
end
C.wood_for(S, "union")

-- The schedules' withdrawals (Martin at noon on the 19th; Minty, 1/2/Cav and the CBOT battery
-- at 10:00 p.m.), as 6.11's vars.withdrawals; movement.lua brings the CBOT battery back with
-- Crook (7:00 a.m. on the 20th, the entry's `returns`) and Martin with 3.7f when it is on.
local withdrawals = {}
for _, r in ipairs(reinforcements) do
  if r.withdraw then
    withdrawals[#withdrawals + 1] = { side = r.side, day = r.day, time = r.time, turn = r.turn, hex = r.hex, units = r.units, order = r.order }
  end
end

-- 2.7/3.7 optional troops (rulesets/this-terrible-sound/options.lua).
local O = require("options")
if O.add_optional_troops then O.add_optional_troops(S, "6.10") end

return {
  name = "6.10 Three Days of Battle",
  description = "18-20 September 1863, 2:00 p.m. on the 18th to 8:00 p.m. on the 20th: the whole battle of Chickamauga. 178 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.10 (seed 001_ec5e0dc59d1e4565.txt lines 1138-1164)",
  -- Line 1142: Map Area: All. First turn 2:00 p.m. September 18th, last turn 8:00 p.m. September 20th, 178 turns, Confederate first.
  turns = TURNS,
  first_side = "confederate",
  start = START,
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.10",
    date = "1863-09-18",
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } }, { sheet = "C", rows = { 1, 31 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } }, { sheet = "F", rows = { 1, 31 } } },
    random_events = true,
    -- Lines 1150, 1160.
    ammunition = { union = 600, confederate = 450 },
    previous_losses = { union = 0, confederate = 0 },
    -- Line 1146: "west of / east of Chickamauga Creek" limits of the w/i zones (data for the set-up).
    setup_sides_of_creek = { ["1/21"] = "west", ["3/21"] = "west", ["H/P"] = "east", ["W/B Corps"] = "east" },
    orders = {
      union = {
        { to = "21 Corps", kind = "defend", text = "Defend the crossing at Lee and Gordon's Mills, and the left flank of the Union army.", place = "Lee and Gordon's Mill" },
        { to = "2/21", kind = "divisional_goal", type = "defend", text = "Defend the crossings near Glass Mill.", place = "Glass Mill" },
        { to = "3/3/21", kind = "brigade_goal", type = "defend", text = "Defend the crossings near Glass Mill.", place = "Glass Mill" },
        { to = "Wilder", kind = "brigade_goal", type = "defend", text = "Prevent a Rebel crossing at Alexander's Bridge as long as possible, and then fall back and join 21 Corps.", place = "Alexander's Bridge" },
        { to = "1/2/Cav", kind = "brigade_goal", type = "defend", text = "Prevent a Rebel Crossing at Reed's Bridge and ford as long as possible, and then fall back and join 21 Corps.", place = "Reed's Bridge" },
        { kind = "brigade_goal", units = { "72 Ind/Wilder", "123 Ill/Wilder", "18 Ind Lt b/Wilder" }, type = "defend", text = "Defend the Dyers Mill crossings until Wilder's Brigade moves to join the 21 Corps, then rejoin their brigade.", place = "Dyer's Mill" },
      },
      confederate = {
        { to = "H Corps", kind = "defend", text = "Defend the crossing at Glass Mill.", place = "Glass Mill" },
        { to = "P Corps", kind = "defend", text = "Defend the crossing at Lee and Gordon's Mill.", place = "Lee and Gordon's Mill" },
        { to = "A/F Cav", kind = "none", text = "No orders." },
        { to = "Res Corps", kind = "corps_order", type = "move", text = "Cross Chickamauga Creek at Alexander's Bridge. Once across, wait for the 1 Corps to arrive from the north, and then take up the line behind 1 Corps and support them.", place = "Alexander's Bridge" },
        { to = "B Corps", kind = "corps_order", type = "move", text = "Cross at Thedford's and Dalton Fords and take up defensive positions in support of Res Corps, once Res Corps has finished crossing at Alexander's Bridge.", place = "Thedford's Ford" },
        { kind = "command", leader = "Ector", commands = "G/Res", text = "Ector commands G/Res division." },
      },
    },
    reinforcements = reinforcements,
    withdrawals = withdrawals,
    -- The schedules' order explanations, read as the orders the arrivals bring (orders.lua
    -- gives them with the scenario's own; _campaign.lua union_arrival_orders, ...).
    arrival_orders = C.arrival_orders_of(reinforcements),
    -- Line 1164.
    victory = {
      levels = C.levels(36, 22, 11, -10, -21, -35),
      historical = { winner = "confederate", level = "major", vp = 29 },
    },
    notes = {
      "The schedules' withdrawals (Minty, 1/2/Cav and the CBOT battery at 10:00 p.m. on the 19th; Martin/S/P/F Cav at noon on the 19th) are vars.withdrawals; the CBOT battery returns with Crook at 7:00 a.m. on the 20th (movement.lua gives it that arrival when it withdraws) and Martin with Scott's Brigade under 3.7f. 2/1/Res and 2/2/Res, which arrive on the 18th and leave the map on the 19th by their exit orders (order 1), arrive again with the Res Corps at 1:00 p.m. on the 20th: the schedule names the corps again (_campaign.lua lists them as the entry's returns; movement.lua gives an exiting unit that arrival).",
      "Thomas' 6:00 p.m. arrival prints '39 Mich, I 1 Ohio Cav': read as 9 Mich and L 1 Ohio Cav (his provost and escort in every set-up).",
      "Bragg's 7:00 a.m. arrival does not name Pickett's Miners and Sappers (the army HQ's escort): they arrive with him.",
      "Wing HQs (Right Wing HQ, Left Wing HQ and its escort A 1 La Cav) are on no schedule: the wings are created by order (3.3) and their HQ counters are not placed.",
      "M. Walker (1/3/14) enters only by the Union Leader Table event and does not arrive with Brannan's division.",
    },
  },
}
