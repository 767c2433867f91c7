-- 6.7 Saturday, 19th of September (large scenario), seed lines 840-866: the whole of the 19th,
-- from Jay's Mill to Cleburne's night attack. Ruleset this-terrible-sound.
--
-- Conventions as jays-mill.lua ("w/i N <hex>": props.setup = { within, of }; "in line between
-- A and B": props.setup = { line }, one unit a hex on the straight hex line, leaders with
-- their units). Strengths: no set-up strength is printed except the units that lost 1-2 SP
-- on the 18th (after18; line 848 "98 Ill—7, 123 Ill—4", "4 Mich—5, 7 Penn—6", line 858 "(6)",
-- "(5)", "(1)", "(7)"): every other unit is at full strength. Reinforcements: the Union and
-- Confederate Reinforcement Schedules (lines 2223-2280) from 7:00 a.m. on; 7:00 a.m. is
-- turn 1 (day turns of 15 minutes, night turns of 30 from 7:30 p.m.).

local oob = require("oob")
local map = require("map")

local S = oob.setup{ after18 = true }
local U, C = "union", "confederate"

local function at(side, hex, list, cite, opts)
  local w = { hex = hex, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.place(side, list, w)
end
local function org(side, cmd, hex, within, cite, opts, except)
  local w = { hex = hex, within = within, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.org(side, cmd, w, except)
end
local BW = { "breastworks" }

---------------------------------------------------------------------------------------------
-- Union set-up, line 848
---------------------------------------------------------------------------------------------
-- 6.7 line 848: "Rosecrans, A Cumb HQ and Supply, 1 Bn Ohio SS, 15 Penn Cav, 10 Ohio—w/i 1 C3.03.
-- Thomas, 14 Corps HQ and Supply, 9 Mich, L 1 Ohio Cav—A47.23. Baird—A48.24. 1/1/14, A 1 Mich
-- battery—w/i 1 A47.26. 2/1/14, 4 Ind battery—w/i 2 A49.24. 3/1/14, H 5 US battery—w/i 1 A44.27."
at(U, "C3.03", { "Rosecrans", "A Cumb HQ", "A Cumb Supply", "1 Bn Ohio SS/A Cumb", "15 Penn Cav/A Cumb", "10 Ohio/A Cumb" }, "6.7 line 848", { within = 1 })
at(U, "A47.23", { "Thomas", "14 Corps HQ", "14 Corps Supply", "9 Mich/14 Corps", "L 1 Ohio Cav/14 Corps" }, "6.7 line 848")
at(U, "A48.24", { "Baird" }, "6.7 line 848")
at(U, "A47.26", { "A 1 Mich/Arty/1/14" }, "6.7 line 848", { within = 1 })
org(U, "1/1/14", "A47.26", 1, "6.7 line 848")
at(U, "A49.24", { "4 Ind Lt/Arty/1/14" }, "6.7 line 848", { within = 2 })
org(U, "2/1/14", "A49.24", 2, "6.7 line 848")
at(U, "A44.27", { "H 5 US/Arty/1/14" }, "6.7 line 848", { within = 1 })
org(U, "3/1/14", "A44.27", 1, "6.7 line 848")
-- 6.7 line 848: "Negley—C15.15. 1/2/14—w/i 2 C21.16. Bridges/A/2/14—C20.14. 2/2/14, M 1 Ohio
-- battery—w/i 1 C12.16. 3/2/14, G 1 Ohio battery—w/i 2 C10.15."
at(U, "C15.15", { "Negley" }, "6.7 line 848")
org(U, "1/2/14", "C21.16", 2, "6.7 line 848")
at(U, "C20.14", { "Bridges/Arty/2/14" }, "6.7 line 848")
at(U, "C12.16", { "M 1 Ohio/Arty/2/14" }, "6.7 line 848", { within = 1 })
org(U, "2/2/14", "C12.16", 1, "6.7 line 848")
at(U, "C10.15", { "G 1 Ohio/Arty/2/14" }, "6.7 line 848", { within = 2 })
org(U, "3/2/14", "C10.15", 2, "6.7 line 848")
-- 6.7 line 848: "Brannan—A38.23. 1/3/14, D 1 Mich battery—w/i 2 A37.26. 2/3/14, C 1 Ohio battery—
-- w/i 2 A40.26. 3/3/14, I 4 US battery—w/i 2 A38.23."
at(U, "A38.23", { "Brannan" }, "6.7 line 848")
at(U, "A37.26", { "D 1 Mich/Arty/3/14" }, "6.7 line 848", { within = 2 })
org(U, "1/3/14", "A37.26", 2, "6.7 line 848")
at(U, "A40.26", { "C 1 Ohio/Arty/3/14" }, "6.7 line 848", { within = 2 })
org(U, "2/3/14", "A40.26", 2, "6.7 line 848")
at(U, "A38.23", { "I 4 US/Arty/3/14" }, "6.7 line 848", { within = 2 })
org(U, "3/3/14", "A38.23", 2, "6.7 line 848")
-- 6.7 line 848: "Reynolds, 4/14 Division—in line along road between B36.11 and B46.10."
-- reconstructed: the units stand one a hex on the straight hex line B36.11-B46.10 (the
-- generated map's road is not followed), leaders with their units.
local LINE4 = { "B36.11", "B46.10" }
local lw = { line = LINE4, formation = "line", cite = "6.7 line 848" }
at(U, "B36.11", { "Reynolds", "E. King", "68 Ind/2/4/14" }, "6.7 line 848", lw)
at(U, "B37.11", { "75 Ind/2/4/14" }, "6.7 line 848", lw)
at(U, "B38.11", { "101 Ind/2/4/14" }, "6.7 line 848", lw)
at(U, "B39.11", { "105 Ohio/2/4/14" }, "6.7 line 848", lw)
at(U, "B40.11", { "19 Ind Lt/Arty/4/14" }, "6.7 line 848", { line = LINE4, cite = "6.7 line 848" })
at(U, "B41.11", { "21 Ind Lt/Arty/4/14" }, "6.7 line 848", { line = LINE4, cite = "6.7 line 848" })
at(U, "B42.10", { "Turchin", "18 Ky/3/4/14" }, "6.7 line 848", lw)
at(U, "B43.10", { "11 Ohio/3/4/14" }, "6.7 line 848", lw)
at(U, "B44.10", { "36 Ohio/3/4/14" }, "6.7 line 848", lw)
at(U, "B45.10", { "92 Ohio/3/4/14" }, "6.7 line 848", lw)
-- 6.7 line 848: "McCook, 20 Corps HQ and Supply, I 2 Ky Cav—C4.04. Johnson, 2/20 Division—w/i 3
-- C7.04. Crittenden, 21 Corps HQ and Supply, Mendenhall, K 15 Ill Cav—B46.19. Wood, 1/21
-- Division—w/i 4 B44.20. Palmer, 2/21 Division—w/i 5 B31.26. Van Cleve, 3/21 Division—w/i 4 B34.22."
at(U, "C4.04", { "McCook", "20 Corps HQ", "20 Corps Supply", "I 2 Ky Cav/20 Corps" }, "6.7 line 848")
org(U, "2/20", "C7.04", 3, "6.7 line 848")
at(U, "B46.19", { "Crittenden", "21 Corps HQ", "21 Corps Supply", "Mendenhall", "K 15 Ill Cav/21 Corps" }, "6.7 line 848")
org(U, "1/21", "B44.20", 4, "6.7 line 848")
org(U, "2/21", "B31.26", 5, "6.7 line 848")
org(U, "3/21", "B34.22", 4, "6.7 line 848")
-- 6.7 line 848: "Wilder, Wilder Brigade (less 39 Ind, 98 Ill—7, 123 Ill—4)—w/i 2 B19.22, all units
-- in breastworks. Minty, 1/2/Cav (4 Mich—5, 7 Penn—6), CBOT Battery—w/i 1 B13.13. 2/2/Res—w/i 2
-- D37.12. 2/1/Res—w/i 1 D35.09."
at(U, "B19.22", { { "98 Ill/Wilder", strength = 7 }, { "123 Ill/Wilder", strength = 4 }, "Wilder HQ" }, "6.7 line 848", { within = 2, status = BW })
org(U, "Wilder", "B19.22", 2, "6.7 line 848", { status = BW }, { "39 Ind/Wilder" })
at(U, "B13.13", { { "4 Mich Cav/1/2/Cav", strength = 5 }, { "7 Penn Cav/1/2/Cav", strength = 6 }, "CBOT/Arty/2/Cav" }, "6.7 line 848", { within = 1 })
org(U, "1/2/Cav", "B13.13", 1, "6.7 line 848")
org(U, "2/2/Res", "D37.12", 2, "6.7 line 848")
org(U, "2/1/Res", "D35.09", 1, "6.7 line 848")

-- Union reinforcements (line 854: the Union Reinforcement Schedule, lines 2226-2240, from 7:00
-- a.m. on): 7:00 a.m. C31.04 Davis, 1/20 (less 1/1/20, 5 Wisc); 10:00 a.m. C31.04 Sheridan, 3/20;
-- 4:00 p.m. C13.01 E. McCook, 1/1/Cav, 2/1/Cav, D 1 Ohio, Mitchell, Cav HQ, 39 Ind/Wilder.
org(U, "1/20", nil, nil, "Union schedule line 2233, 7:00 a.m.", { arrives = { turn = 1, hex = "C31.04" } },
  { "Post", "59 Ill/1/1/20", "74 Ill/1/1/20", "75 Ill/1/1/20", "22 Ind/1/1/20", "5 Wisc Lt/Arty/1/20" })
org(U, "3/20", nil, nil, "Union schedule line 2234, 10:00 a.m.", { arrives = { turn = 13, hex = "C31.04" } })
local CAV = { turn = 37, hex = "C13.01" }
at(U, nil, { "E. McCook", "D 1 Ohio/Arty/1/Cav", "Mitchell", "Cav Corps HQ", "39 Ind/Wilder" }, "Union schedule line 2235, 4:00 p.m.", { arrives = CAV })
org(U, "1/1/Cav", nil, nil, "Union schedule line 2235, 4:00 p.m.", { arrives = CAV })
org(U, "2/1/Cav", nil, nil, "Union schedule line 2235, 4:00 p.m.", { arrives = CAV })

---------------------------------------------------------------------------------------------
-- Confederate set-up, line 858
---------------------------------------------------------------------------------------------
-- 6.7 line 858: "D H Hill, H Corps HQ and Supply—C28.31. Breckinridge, Foules Cav—C27.27. A/B/H,
-- S/B/H, Slocumb, Mebane—w/i 5 C27.27. H/B/H, Cobb battery—w/i 2 C21.22."
at(C, "C28.31", { "Hill", "H Corps HQ", "H Corps Supply" }, "6.7 line 858")
at(C, "C27.27", { "Breckinridge", "Foules/B/H" }, "6.7 line 858")
at(C, "C27.27", { "Slocumb/Arty/B/H", "Mebane/Arty/B/H" }, "6.7 line 858", { within = 5 })
org(C, "A/B/H", "C27.27", 5, "6.7 line 858")
org(C, "S/B/H", "C27.27", 5, "6.7 line 858")
at(C, "C21.22", { "Cobb/Arty/B/H" }, "6.7 line 858", { within = 2 })
org(C, "H/B/H", "C21.22", 2, "6.7 line 858")
-- 6.7 line 858: "Polk, P Corps HQ and Supply, Greenleaf Cav—C2.32. H/P Division—w/i 3 B47.30. C/P
-- Division—w/i 5 E42.05."
at(C, "C2.32", { "Polk", "P Corps HQ", "P Corps Supply", "Greenleaf/P Corps" }, "6.7 line 858")
org(C, "H/P", "B47.30", 3, "6.7 line 858")
org(C, "C/P", "E42.05", 5, "6.7 line 858")
-- 6.7 line 858: "Buckner, B Corps HQ and Supply, Clark Cav—E26.06. W/B Corps—w/i 2 E26.06. Preston,
-- Arty/P/B—w/i 1 E27.05. G/P/B—w/i 2 E25.02. K/P/B—w/i 2 E27.04. T/P/B—w/i 2 E27.06."
at(C, "E26.06", { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps" }, "6.7 line 858")
org(C, "W/B Corps", "E26.06", 2, "6.7 line 858")
at(C, "E27.05", { "Preston" }, "6.7 line 858", { within = 1 })
org(C, "Arty/P/B", "E27.05", 1, "6.7 line 858")
org(C, "G/P/B", "E25.02", 2, "6.7 line 858")
org(C, "K/P/B", "E27.04", 2, "6.7 line 858")
org(C, "T/P/B", "E27.06", 2, "6.7 line 858")
-- 6.7 line 858: "Stewart—E21.04. C/S/B, Humphreys battery—w/i 1 E21.02. Br/S/B, Anderson battery—
-- w/i 2 E21.04. Ba/S/B, Oliver battery—w/i 2 E21.06."
at(C, "E21.04", { "Stewart" }, "6.7 line 858")
at(C, "E21.02", { "Humphreys/Arty/S/B" }, "6.7 line 858", { within = 1 })
org(C, "C/S/B", "E21.02", 1, "6.7 line 858")
at(C, "E21.04", { "Anderson/Arty/S/B" }, "6.7 line 858", { within = 2 })
org(C, "Br/S/B", "E21.04", 2, "6.7 line 858")
at(C, "E21.06", { "Oliver/Arty/S/B" }, "6.7 line 858", { within = 2 })
org(C, "Ba/S/B", "E21.06", 2, "6.7 line 858")
-- 6.7 line 858: "Hood, Walker, 1 Corps HQ—E12.04. Johnson—E15.02. G/JPD/1—w/i 2 E15.02. F/JPD/1—
-- w/i 1 E11.01. M/JPD/1—w/i 2 E13.02. Law—B9.34. R/L/1—w/i 2 B7.33. S/L/1—w/i 2 B3.32. B/L/1,
-- Lumsden battery—w/i 2 E5.02."
at(C, "E12.04", { "Hood", "Walker", "1 Corps HQ" }, "6.7 line 858")
at(C, "E15.02", { "B. R. Johnson" }, "6.7 line 858")
org(C, "G/JPD/1", "E15.02", 2, "6.7 line 858")
org(C, "F/JPD/1", "E11.01", 1, "6.7 line 858")
org(C, "M/JPD/1", "E13.02", 2, "6.7 line 858")
at(C, "B9.34", { "Law" }, "6.7 line 858")
org(C, "R/L/1", "B7.33", 2, "6.7 line 858")
org(C, "S/L/1", "B3.32", 2, "6.7 line 858")
at(C, "E5.02", { "Lumsden/R/1 Corps" }, "6.7 line 858", { within = 2 })
org(C, "B/L/1", "E5.02", 2, "6.7 line 858")
-- 6.7 line 858: "Res Corps HQ, Nelson Cav—E2.12. Ector—E7.09. E/G/Res (repl leader, Ector commands
-- division)—on road in line between E5.10 and E10.07. W/G/Res, Res Corps Supply—w/i 2 E1.15."
at(C, "E2.12", { "Res Corps HQ", "Nelson/Res Corps" }, "6.7 line 858")
at(C, "E7.09", { { "Ector", commands = "G/Res" } }, "6.7 line 858")
-- reconstructed: one unit a hex on the straight hex line E5.10-E10.07 (six hexes for seven
-- units: Stone and Pound, the two battalions, share the first).
local LINEE = { "E5.10", "E10.07" }
local le = { line = LINEE, formation = "line", cite = "6.7 line 858" }
at(C, "E5.10", { "Stone/E/G/Res", "Pound/E/G/Res", { "Repl E/G/Res", replacement = "E/G/Res", name = "Replacement commander, E/G/Res" } }, "6.7 line 858", le)
at(C, "E6.09", { "29 NC/E/G/Res" }, "6.7 line 858", le)
at(C, "E7.09", { "9 Texas/E/G/Res" }, "6.7 line 858", le)
at(C, "E8.08", { "10 Texas/E/G/Res" }, "6.7 line 858", le)
at(C, "E9.08", { "14 Texas/E/G/Res" }, "6.7 line 858", le)
at(C, "E10.07", { "32 Texas/E/G/Res" }, "6.7 line 858", le)
at(C, "E1.15", { "Res Corps Supply" }, "6.7 line 858", { within = 2 })
org(C, "W/G/Res", "E1.15", 2, "6.7 line 858")
-- 6.7 line 858: "Liddell, L/Res (29 Miss/W/L/Res (6), 34 Miss/W/L/Res (5))—on road in line between
-- D62.04 and D59.14." Placed as in 6.2 (jays-mill.lua): the straight hex line, one unit a hex.
local LINED = { "D62.04", "D59.14" }
local ld = { line = LINED, formation = "line", cite = "6.7 line 858" }
at(C, "D62.04", { "2+15 Ark/G/L/Res" }, "6.7 line 858", ld)
at(C, "D62.05", { "5+13 Ark/G/L/Res" }, "6.7 line 858", ld)
at(C, "D61.06", { "Govan", "6+7 Ark/G/L/Res" }, "6.7 line 858", ld)
at(C, "D61.07", { "8 Ark/G/L/Res" }, "6.7 line 858", ld)
at(C, "D61.08", { "1 La Reg/G/L/Res" }, "6.7 line 858", ld)
at(C, "D61.09", { "Fowler/Arty/L/Res" }, "6.7 line 858", { line = LINED, cite = "6.7 line 858" })
at(C, "D60.09", { "Liddell", "Warren/Arty/L/Res" }, "6.7 line 858", { line = LINED, cite = "6.7 line 858" })
at(C, "D60.10", { "24 Miss/W/L/Res" }, "6.7 line 858", ld)
at(C, "D60.11", { "Walthall", "27 Miss/W/L/Res" }, "6.7 line 858", ld)
at(C, "D60.12", { { "29 Miss/W/L/Res", strength = 6 } }, "6.7 line 858", ld)
at(C, "D59.13", { "30 Miss/W/L/Res" }, "6.7 line 858", ld)
at(C, "D59.14", { { "34 Miss/W/L/Res", strength = 5 } }, "6.7 line 858", ld)
-- 6.7 line 858: "Forrest, F Cav HQ, Jackson Cav (1)—E5.19. Armstrong, A/F Cav Division—w/i 3 F14.23.
-- Pegram, D/P/F, 10 Conf/S/P/F, Martin/S/P/F (7)—w/i 2 E5.19."
at(C, "E5.19", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } }, "6.7 line 858")
org(C, "A/F Cav", "F14.23", 3, "6.7 line 858")
at(C, "E5.19", { "Pegram", "10 Conf/S/P/F Cav", { "Martin/S/P/F Cav", strength = 7 } }, "6.7 line 858", { within = 2 })
org(C, "D/P/F Cav", "E5.19", 2, "6.7 line 858")

-- Confederate reinforcements (line 864: the Confederate Reinforcement Schedule, lines 2257-2268,
-- from 7:00 a.m. on): 7:00 a.m. F4.34 Bragg, A Tenn HQ and Supply, Dreux, Holloway; noon
-- withdraw Martin (vars.withdrawals); 1:00 p.m. C31.33 Cleburne, C/H.
at(C, nil, { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn" }, "Confederate schedule line 2261, 7:00 a.m.", { arrives = { turn = 1, hex = "F4.34" } })
-- reconstructed: the order of battle gives the Confederate Wood (W/C/H) the key of the Union
-- Wood (1/21), and oob.setup refuses a key twice; the Union Wood is already placed, so the
-- key is released here and the Confederate one renamed below.
S.seen["Wood"] = nil
org(C, "C/H", nil, nil, "Confederate schedule line 2263, 1:00 p.m.", { arrives = { turn = 25, hex = "C31.33" } })

-- reconstructed: the Confederate leader "Wood" (W/C/H) shares his key with the Union "Wood"
-- (1/21); unit keys must be unique in a game, so he is renamed here.
for _, u in ipairs(S.list) do
  if u.side == C and u.key == "Wood" then u.key = "S. A. M. Wood"; u.props.oob_key = "Wood" end
end

-- The optional troops of the 2.7 / 3.7 variants (options.lua).
local O = require("options"); if O.add_optional_troops then O.add_optional_troops(S, "6.7") end

local units = S.units()

return {
  name = "6.7 Saturday, 19th of September",
  description = "19 September 1863, 7:00 a.m.-9:00 p.m.: the whole of the first day, from Jay's Mill to Cleburne's night attack. 54 turns, Union first.",
  source = "This Terrible Sound rulebook, 6.7 (seed 001_ec5e0dc59d1e4565.txt lines 840-866) and the Reinforcement Schedules (lines 2223-2280)",
  -- Line 844: first turn 7:00 a.m. September 19th, last turn 9:00 p.m., 54 turns, Union first
  -- (7:00 a.m.-7:15 p.m. is 50 day turns, 7:30-9:00 p.m. 4 night turns).
  turns = 54,
  first_side = "union",
  start = { day = 1, time = "07:00" },
  map = map,
  commands = S.commands(),
  units = units,
  vars = {
    scenario = "6.7",
    date = "1863-09-19",
    -- Line 844: all six sheets.
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } }, { sheet = "C", rows = { 1, 31 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } }, { sheet = "F", rows = { 1, 31 } } },
    orders = {
      -- Line 850.
      union = {
        { to = "14 Corps", kind = "defend", text = "Defend the Lafayette Road from attack from the west, between the Brotherton house and Cloud Church.", place = "Kelly house" },
        { to = "1/14", kind = "move", goal = "division", text = "Divisional goal: move to the support of 3/14 if it encounters enemy infantry." },
        { to = "2/14", kind = "defend", goal = "division", text = "Divisional goal: defend the crossings at Glass Mill bridge and ford, to protect the Lafayette Road.", place = "Glass Mill bridge" },
        { to = "3/14", kind = "attack", goal = "division", text = "Divisional goal: deploy in line and advance west towards Jay's Mill, to find and attack enemy infantry in the vicinity of the mill; generally remain between the Reed's Bridge and Alexander's Bridge Roads.", place = "Jay's Mill" },
        { to = "4/14", kind = "move", goal = "division", text = "Divisional goal: join the corps.", join = "14 Corps" },
        { to = "20 Corps", kind = "none", text = "No orders." },
        { to = "2/20", kind = "move", goal = "division", text = "Divisional goal: move to join 14 Corps, and act under its orders until further notice.", join = "14 Corps" },
        { kind = "attachment", unit = "2/20", to = "14 Corps", note = "act under its orders until further notice" },
        { to = "21 Corps", kind = "defend", text = "Defend the Lafayette Road and protect the crossing at Lee and Gordon's Mill.", place = "Lee and Gordon's Mill" },
        { to = "Wilder", kind = "defend", goal = "brigade", text = "Brigade goal: defend the ridgeline currently occupied.", place = "Wilder's hill" },
        { to = "1/2/Cav", kind = "none", text = "No orders." },
        { to = "2/1/Res", kind = "exit", goal = "brigade", text = "Brigade goal: exit the map as soon as possible, moving up the Reed's Bridge Road to exit via the north edge of Map A.", no_initiative = true, distorted_if_exited = true },
        { to = "2/2/Res", kind = "exit", goal = "brigade", text = "Brigade goal: exit the map as soon as possible, moving up the Reed's Bridge Road to exit via the north edge of Map A.", no_initiative = true, distorted_if_exited = true },
        -- Union schedule orders (lines 2244-2250), given on arrival.
        { to = "1/20", kind = "move", text = "Move to re-join corps.", join = "20 Corps", on_arrival = true },
        { to = "3/20", kind = "move", text = "Move to re-join corps.", join = "20 Corps", on_arrival = true },
        { to = "Cav Corps", kind = "defend", text = "Move to Crawfish Spring and defend the rear of the Union army. 39th Indiana must rejoin Wilder.", place = "Crawfish Springs", on_arrival = true },
      },
      -- Line 860.
      confederate = {
        { to = "H Corps", kind = "defend", text = "Defend the crossing at Glass Mill, and demonstrate across Chickamauga Creek with one brigade in order to draw Union attention, but not to become seriously engaged.", place = "Glass Mill" },
        { to = "P Corps", kind = "move", text = "Move HQ to E31.09.", hex = "E31.09" },
        { to = "H/P", kind = "defend", goal = "division", text = "Divisional goal: defend the crossing at Lee and Gordon's Mill.", place = "Lee and Gordon's Mill" },
        { to = "C/P", kind = "move", goal = "division", text = "Divisional goal: move north via Dalton Ford to the vicinity of E12.13, halt, form line facing west, and await further orders.", hex = "E12.13" },
        { to = "B Corps", kind = "none", text = "No orders." },
        { to = "1 Corps", kind = "none", text = "No orders." },
        { to = "Res Corps", kind = "none", text = "No orders." },
        { to = "G/Res", kind = "defend", goal = "division", text = "Divisional goal: move to Jay's Mill and support Forrest's Cavalry Corps in the defense of that place.", place = "Jay's Mill", delay = "D5" },
        { to = "F Cav", kind = "defend", text = "Move at once to Jay's Mill and defend it, including both the Reed's Bridge Roads and Brotherton Roads.", place = "Jay's Mill" },
        { kind = "attachment", units = { "10 Conf/S/P/F Cav", "Martin/S/P/F Cav" }, to = "D/P/F Cav" },
        { to = "A/F Cav", kind = "move", text = "Rejoin the Corps.", join = "F Cav" },
        { to = "W/A/F Cav", kind = "defend", goal = "brigade", text = "Brigade goal: move to the vicinity of C13.27 and defend the ford against a Union crossing.", hex = "C13.27" },
        -- Confederate schedule orders (lines 2270-2275), given on arrival.
        { to = "A Tenn", kind = "move", text = "Army HQ is ordered to relocate to E6.19.", hex = "E6.19", on_arrival = true },
        { to = "C/H", kind = "move", text = "Move to join corps or division.", join = "H Corps", on_arrival = true },
      },
    },
    -- Lines 852, 862.
    ammunition = { union = 300, confederate = 250 },
    previous_losses = { union = 4, confederate = 5 },
    reinforcements = {
      { side = "union", time = "07:00", turn = 1, hex = "C31.04", units = { "Davis", "1/20" }, less = { "1/1/20", "5 Wisc Lt/Arty/1/20" } },
      { side = "union", time = "10:00", turn = 13, hex = "C31.04", units = { "Sheridan", "3/20" } },
      { side = "union", time = "16:00", turn = 37, hex = "C13.01", units = { "E. McCook", "1/1/Cav", "2/1/Cav", "D 1 Ohio/Arty/1/Cav", "Mitchell", "Cav Corps HQ", "39 Ind/Wilder" } },
      { side = "confederate", time = "07:00", turn = 1, hex = "F4.34", units = { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn" } },
      { side = "confederate", time = "13:00", turn = 25, hex = "C31.33", units = { "Cleburne", "C/H" } },
    },
    -- Confederate schedule line 2262: "Noon, D40.34, WITHDRAW: Martin/S/P/F Cav" (the Union
    -- schedule's 10:00 p.m. withdrawal of Minty falls after the last turn).
    withdrawals = { { side = "confederate", time = "12:00", turn = 21, hex = "D40.34", units = { "Martin/S/P/F Cav" } } },
    -- Line 848: Wilder's brigade starts in breastworks (unit status).
    breastworks_at_start = { union = "all units of Wilder's brigade set up within 2 of B19.22" },
    -- Line 866.
    victory = {
      levels = {
        { min = 21, winner = "confederate", level = "decisive" },
        { min = 11, winner = "confederate", level = "major" },
        { min = 7, winner = "confederate", level = "minor" },
        { min = -4, level = "draw" },
        { min = -9, winner = "union", level = "minor" },
        { min = -19, winner = "union", level = "major" },
        { min = -1000, winner = "union", level = "decisive" },
      },
      historical = { level = "draw", vp = 4 },
    },
    notes = {
      "Not listed in the set-up and not set up: Raum (Hill's escort), Howell/Arty/G/Res, E+C 1 La Cav (Hood's escort), Sanders arrives with C/H.",
      "E/G/Res on the line E5.10-E10.07 and 4/14 on the line B36.11-B46.10 stand on the straight hex line (the generated map's roads are not followed).",
      "The Confederate leader Wood (W/C/H) has the key 'S. A. M. Wood' here: the order of battle gives him the key of the Union Wood (1/21).",
      "The Union schedule prints '39 Mich, I 1 Ohio Cav' with Thomas on the 18th; this scenario sets up 9 Mich and L 1 Ohio Cav as line 848 gives.",
    },
  },
}
