-- 6.7's set-up (seed lines 848 and 858), shared by 6.7 Saturday (saturday.lua), 6.11 Two Days
-- of Battle (two-days.lua: "Identical to the Union/Confederate set up ... given for Scenario
-- 6.7", lines 1172-1174) and 6.12 Four Map Chickamauga (four-map.lua: the same set-up without
-- the units on maps C and F, lines 1186 and 1209). A module: files starting with "_" are not
-- scenarios.
--
--   union(S, opts), confederate(S, opts)   place the side's set-up into the oob.setup builder S
--       (same order, hexes, strengths and statuses as saturday.lua always had).
--       opts.four_map = true: 6.12's text instead of 6.7's: the units 6.12 does not list are
--       left out (Union: Rosecrans' group at C3.03, Negley's 2/14, McCook's 20 Corps and 2/20;
--       Confederate: Hill's H Corps HQ and B/H, Armstrong's A/F Cav) and Polk's group stands on
--       B62.33 instead of C2.32. Everything else 6.12 prints is 6.7's text word for word.
--   orders(side, four_map)   the set-up orders (lines 850 and 860; 6.12: lines 1188 and 1211,
--       which drop the orders of the commands not in play) as vars.orders entries.
--
-- Conventions as saturday.lua ("w/i N <hex>": props.setup = { within, of }; "in line between A
-- and B": props.setup = { line }). Strengths: full, except the units that lost 1-2 SP on the
-- 18th (oob.setup{ after18 = true }) and the strengths the text prints.

local M = {}
local U, C = "union", "confederate"
local BW = { "breastworks" }

local function at(S, side, hex, list, cite, opts)
  local w = { hex = hex, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.place(side, list, w)
end
local function org(S, side, cmd, hex, within, cite, opts, except)
  local w = { hex = hex, within = within, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.org(side, cmd, w, except)
end

---------------------------------------------------------------------------------------------
-- Union set-up, line 848 (6.12: line 1186)
---------------------------------------------------------------------------------------------
function M.union(S, opts)
  opts = opts or {}
  local four = opts.four_map
  local cu = four and "6.12 line 1186" or "6.7 line 848"
  local function at_(...) return at(S, ...) end
  local function org_(...) return org(S, ...) end
  -- 6.7 line 848: "Rosecrans, A Cumb HQ and Supply, 1 Bn Ohio SS, 15 Penn Cav, 10 Ohio—w/i 1 C3.03.
  -- Thomas, 14 Corps HQ and Supply, 9 Mich, L 1 Ohio Cav—A47.23. Baird—A48.24. 1/1/14, A 1 Mich
  -- battery—w/i 1 A47.26. 2/1/14, 4 Ind battery—w/i 2 A49.24. 3/1/14, H 5 US battery—w/i 1 A44.27."
  -- 6.12 line 1186 does not list Rosecrans' group (map C): it arrives at 10:30 a.m. (line 1196).
  if not four then
  at_(U, "C3.03", { "Rosecrans", "A Cumb HQ", "A Cumb Supply", "1 Bn Ohio SS/A Cumb", "15 Penn Cav/A Cumb", "10 Ohio/A Cumb" }, cu, { within = 1 })
  end
  at_(U, "A47.23", { "Thomas", "14 Corps HQ", "14 Corps Supply", "9 Mich/14 Corps", "L 1 Ohio Cav/14 Corps" }, cu)
  at_(U, "A48.24", { "Baird" }, cu)
  at_(U, "A47.26", { "A 1 Mich/Arty/1/14" }, cu, { within = 1 })
  org_(U, "1/1/14", "A47.26", 1, cu)
  at_(U, "A49.24", { "4 Ind Lt/Arty/1/14" }, cu, { within = 2 })
  org_(U, "2/1/14", "A49.24", 2, cu)
  at_(U, "A44.27", { "H 5 US/Arty/1/14" }, cu, { within = 1 })
  org_(U, "3/1/14", "A44.27", 1, cu)
  -- 6.7 line 848: "Negley—C15.15. 1/2/14—w/i 2 C21.16. Bridges/A/2/14—C20.14. 2/2/14, M 1 Ohio
  -- battery—w/i 1 C12.16. 3/2/14, G 1 Ohio battery—w/i 2 C10.15."
  -- 6.12 line 1186 does not list Negley's 2/14 (map C): it arrives at 3:00 p.m. (line 1200).
  if not four then
  at_(U, "C15.15", { "Negley" }, cu)
    org_(U, "1/2/14", "C21.16", 2, cu)
    at_(U, "C20.14", { "Bridges/Arty/2/14" }, cu)
    at_(U, "C12.16", { "M 1 Ohio/Arty/2/14" }, cu, { within = 1 })
    org_(U, "2/2/14", "C12.16", 1, cu)
    at_(U, "C10.15", { "G 1 Ohio/Arty/2/14" }, cu, { within = 2 })
    org_(U, "3/2/14", "C10.15", 2, cu)
  end
  -- 6.7 line 848: "Brannan—A38.23. 1/3/14, D 1 Mich battery—w/i 2 A37.26. 2/3/14, C 1 Ohio battery—
  -- w/i 2 A40.26. 3/3/14, I 4 US battery—w/i 2 A38.23."
  at_(U, "A38.23", { "Brannan" }, cu)
  at_(U, "A37.26", { "D 1 Mich/Arty/3/14" }, cu, { within = 2 })
  org_(U, "1/3/14", "A37.26", 2, cu)
  at_(U, "A40.26", { "C 1 Ohio/Arty/3/14" }, cu, { within = 2 })
  org_(U, "2/3/14", "A40.26", 2, cu)
  at_(U, "A38.23", { "I 4 US/Arty/3/14" }, cu, { within = 2 })
  org_(U, "3/3/14", "A38.23", 2, cu)
  -- 6.7 line 848: "Reynolds, 4/14 Division—in line along road between B36.11 and B46.10."
  -- reconstructed: the units stand one a hex on the straight hex line B36.11-B46.10 (the
  -- generated map's road is not followed), leaders with their units.
  local LINE4 = { "B36.11", "B46.10" }
  local lw = { line = LINE4, formation = "line", cite = cu }
  at_(U, "B36.11", { "Reynolds", "E. King", "68 Ind/2/4/14" }, cu, lw)
  at_(U, "B37.11", { "75 Ind/2/4/14" }, cu, lw)
  at_(U, "B38.11", { "101 Ind/2/4/14" }, cu, lw)
  at_(U, "B39.11", { "105 Ohio/2/4/14" }, cu, lw)
  at_(U, "B40.11", { "19 Ind Lt/Arty/4/14" }, cu, { line = LINE4, cite = cu })
  at_(U, "B41.11", { "21 Ind Lt/Arty/4/14" }, cu, { line = LINE4, cite = cu })
  at_(U, "B42.10", { "Turchin", "18 Ky/3/4/14" }, cu, lw)
  at_(U, "B43.10", { "11 Ohio/3/4/14" }, cu, lw)
  at_(U, "B44.10", { "36 Ohio/3/4/14" }, cu, lw)
  at_(U, "B45.10", { "92 Ohio/3/4/14" }, cu, lw)
  -- 6.7 line 848: "McCook, 20 Corps HQ and Supply, I 2 Ky Cav—C4.04. Johnson, 2/20 Division—w/i 3
  -- C7.04. Crittenden, 21 Corps HQ and Supply, Mendenhall, K 15 Ill Cav—B46.19. Wood, 1/21
  -- Division—w/i 4 B44.20. Palmer, 2/21 Division—w/i 5 B31.26. Van Cleve, 3/21 Division—w/i 4 B34.22."
  -- 6.12 line 1186 does not list McCook, 20 Corps and 2/20 (map C): they arrive at 10:00 a.m. and noon (lines 1195, 1198).
  if not four then
  at_(U, "C4.04", { "McCook", "20 Corps HQ", "20 Corps Supply", "I 2 Ky Cav/20 Corps" }, cu)
    org_(U, "2/20", "C7.04", 3, cu)
  end
  at_(U, "B46.19", { "Crittenden", "21 Corps HQ", "21 Corps Supply", "Mendenhall", "K 15 Ill Cav/21 Corps" }, cu)
  org_(U, "1/21", "B44.20", 4, cu)
  org_(U, "2/21", "B31.26", 5, cu)
  org_(U, "3/21", "B34.22", 4, cu)
  -- 6.7 line 848: "Wilder, Wilder Brigade (less 39 Ind, 98 Ill—7, 123 Ill—4)—w/i 2 B19.22, all units
  -- in breastworks. Minty, 1/2/Cav (4 Mich—5, 7 Penn—6), CBOT Battery—w/i 1 B13.13. 2/2/Res—w/i 2
  -- D37.12. 2/1/Res—w/i 1 D35.09."
  at_(U, "B19.22", { { "98 Ill/Wilder", strength = 7 }, { "123 Ill/Wilder", strength = 4 }, "Wilder HQ" }, cu, { within = 2, status = BW })
  org_(U, "Wilder", "B19.22", 2, cu, { status = BW }, { "39 Ind/Wilder" })
  at_(U, "B13.13", { { "4 Mich Cav/1/2/Cav", strength = 5 }, { "7 Penn Cav/1/2/Cav", strength = 6 }, "CBOT/Arty/2/Cav" }, cu, { within = 1 })
  org_(U, "1/2/Cav", "B13.13", 1, cu)
  org_(U, "2/2/Res", "D37.12", 2, cu)
  org_(U, "2/1/Res", "D35.09", 1, cu)
end

---------------------------------------------------------------------------------------------
-- Confederate set-up, line 858 (6.12: line 1209)
---------------------------------------------------------------------------------------------
function M.confederate(S, opts)
  opts = opts or {}
  local four = opts.four_map
  local cc = four and "6.12 line 1209" or "6.7 line 858"
  local function at_(...) return at(S, ...) end
  local function org_(...) return org(S, ...) end
  -- 6.7 line 858: "D H Hill, H Corps HQ and Supply—C28.31. Breckinridge, Foules Cav—C27.27. A/B/H,
  -- S/B/H, Slocumb, Mebane—w/i 5 C27.27. H/B/H, Cobb battery—w/i 2 C21.22."
  -- 6.12 line 1209 does not list Hill's H Corps HQ and B/H (map C): not in the scenario.
  if not four then
  at_(C, "C28.31", { "Hill", "H Corps HQ", "H Corps Supply" }, cc)
    at_(C, "C27.27", { "Breckinridge", "Foules/B/H" }, cc)
    at_(C, "C27.27", { "Slocumb/Arty/B/H", "Mebane/Arty/B/H" }, cc, { within = 5 })
    org_(C, "A/B/H", "C27.27", 5, cc)
    org_(C, "S/B/H", "C27.27", 5, cc)
    at_(C, "C21.22", { "Cobb/Arty/B/H" }, cc, { within = 2 })
    org_(C, "H/B/H", "C21.22", 2, cc)
  end
  -- 6.7 line 858: "Polk, P Corps HQ and Supply, Greenleaf Cav—C2.32. H/P Division—w/i 3 B47.30. C/P
  -- Division—w/i 5 E42.05."
  -- 6.12 line 1209: "Polk, P Corps HQ and Supply, Greenleaf Cav—B62.33." (C2.32 is on map C.)
  at_(C, four and "B62.33" or "C2.32", { "Polk", "P Corps HQ", "P Corps Supply", "Greenleaf/P Corps" }, cc)
  org_(C, "H/P", "B47.30", 3, cc)
  org_(C, "C/P", "E42.05", 5, cc)
  -- 6.7 line 858: "Buckner, B Corps HQ and Supply, Clark Cav—E26.06. W/B Corps—w/i 2 E26.06. Preston,
  -- Arty/P/B—w/i 1 E27.05. G/P/B—w/i 2 E25.02. K/P/B—w/i 2 E27.04. T/P/B—w/i 2 E27.06."
  at_(C, "E26.06", { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps" }, cc)
  org_(C, "W/B Corps", "E26.06", 2, cc)
  at_(C, "E27.05", { "Preston" }, cc, { within = 1 })
  org_(C, "Arty/P/B", "E27.05", 1, cc)
  org_(C, "G/P/B", "E25.02", 2, cc)
  org_(C, "K/P/B", "E27.04", 2, cc)
  org_(C, "T/P/B", "E27.06", 2, cc)
  -- 6.7 line 858: "Stewart—E21.04. C/S/B, Humphreys battery—w/i 1 E21.02. Br/S/B, Anderson battery—
  -- w/i 2 E21.04. Ba/S/B, Oliver battery—w/i 2 E21.06."
  at_(C, "E21.04", { "Stewart" }, cc)
  at_(C, "E21.02", { "Humphreys/Arty/S/B" }, cc, { within = 1 })
  org_(C, "C/S/B", "E21.02", 1, cc)
  at_(C, "E21.04", { "Anderson/Arty/S/B" }, cc, { within = 2 })
  org_(C, "Br/S/B", "E21.04", 2, cc)
  at_(C, "E21.06", { "Oliver/Arty/S/B" }, cc, { within = 2 })
  org_(C, "Ba/S/B", "E21.06", 2, cc)
  -- 6.7 line 858: "Hood, Walker, 1 Corps HQ—E12.04. Johnson—E15.02. G/JPD/1—w/i 2 E15.02. F/JPD/1—
  -- w/i 1 E11.01. M/JPD/1—w/i 2 E13.02. Law—B9.34. R/L/1—w/i 2 B7.33. S/L/1—w/i 2 B3.32. B/L/1,
  -- Lumsden battery—w/i 2 E5.02."
  at_(C, "E12.04", { "Hood", "Walker", "1 Corps HQ" }, cc)
  at_(C, "E15.02", { "B. R. Johnson" }, cc)
  org_(C, "G/JPD/1", "E15.02", 2, cc)
  org_(C, "F/JPD/1", "E11.01", 1, cc)
  org_(C, "M/JPD/1", "E13.02", 2, cc)
  at_(C, "B9.34", { "Law" }, cc)
  org_(C, "R/L/1", "B7.33", 2, cc)
  org_(C, "S/L/1", "B3.32", 2, cc)
  at_(C, "E5.02", { "Lumsden/R/1 Corps" }, cc, { within = 2 })
  org_(C, "B/L/1", "E5.02", 2, cc)
  -- 6.7 line 858: "Res Corps HQ, Nelson Cav—E2.12. Ector—E7.09. E/G/Res (repl leader, Ector commands
  -- division)—on road in line between E5.10 and E10.07. W/G/Res, Res Corps Supply—w/i 2 E1.15."
  at_(C, "E2.12", { "Res Corps HQ", "Nelson/Res Corps" }, cc)
  at_(C, "E7.09", { { "Ector", commands = "G/Res" } }, cc)
  -- reconstructed: one unit a hex on the straight hex line E5.10-E10.07 (six hexes for seven
  -- units: Stone and Pound, the two battalions, share the first).
  local LINEE = { "E5.10", "E10.07" }
  local le = { line = LINEE, formation = "line", cite = cc }
  at_(C, "E5.10", { "Stone/E/G/Res", "Pound/E/G/Res", { "Repl E/G/Res", replacement = "E/G/Res", name = "Replacement commander, E/G/Res" } }, cc, le)
  at_(C, "E6.09", { "29 NC/E/G/Res" }, cc, le)
  at_(C, "E7.09", { "9 Texas/E/G/Res" }, cc, le)
  at_(C, "E8.08", { "10 Texas/E/G/Res" }, cc, le)
  at_(C, "E9.08", { "14 Texas/E/G/Res" }, cc, le)
  at_(C, "E10.07", { "32 Texas/E/G/Res" }, cc, le)
  at_(C, "E1.15", { "Res Corps Supply" }, cc, { within = 2 })
  org_(C, "W/G/Res", "E1.15", 2, cc)
  -- 6.7 line 858: "Liddell, L/Res (29 Miss/W/L/Res (6), 34 Miss/W/L/Res (5))—on road in line between
  -- D62.04 and D59.14." Placed as in 6.2 (jays-mill.lua): the straight hex line, one unit a hex.
  local LINED = { "D62.04", "D59.14" }
  local ld = { line = LINED, formation = "line", cite = cc }
  at_(C, "D62.04", { "2+15 Ark/G/L/Res" }, cc, ld)
  at_(C, "D62.05", { "5+13 Ark/G/L/Res" }, cc, ld)
  at_(C, "D61.06", { "Govan", "6+7 Ark/G/L/Res" }, cc, ld)
  at_(C, "D61.07", { "8 Ark/G/L/Res" }, cc, ld)
  at_(C, "D61.08", { "1 La Reg/G/L/Res" }, cc, ld)
  at_(C, "D61.09", { "Fowler/Arty/L/Res" }, cc, { line = LINED, cite = cc })
  at_(C, "D60.09", { "Liddell", "Warren/Arty/L/Res" }, cc, { line = LINED, cite = cc })
  at_(C, "D60.10", { "24 Miss/W/L/Res" }, cc, ld)
  at_(C, "D60.11", { "Walthall", "27 Miss/W/L/Res" }, cc, ld)
  at_(C, "D60.12", { { "29 Miss/W/L/Res", strength = 6 } }, cc, ld)
  at_(C, "D59.13", { "30 Miss/W/L/Res" }, cc, ld)
  at_(C, "D59.14", { { "34 Miss/W/L/Res", strength = 5 } }, cc, ld)
  -- 6.7 line 858: "Forrest, F Cav HQ, Jackson Cav (1)—E5.19. Armstrong, A/F Cav Division—w/i 3 F14.23.
  -- Pegram, D/P/F, 10 Conf/S/P/F, Martin/S/P/F (7)—w/i 2 E5.19."
  at_(C, "E5.19", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } }, cc)
  -- 6.12 line 1209 does not list Armstrong's A/F Cav (map F): not in the scenario.
  if not four then
  org_(C, "A/F Cav", "F14.23", 3, cc)
  end
  at_(C, "E5.19", { "Pegram", "10 Conf/S/P/F Cav", { "Martin/S/P/F Cav", strength = 7 } }, cc, { within = 2 })
  org_(C, "D/P/F Cav", "E5.19", 2, cc)
end

---------------------------------------------------------------------------------------------
-- Set-up orders: lines 850 (Union) and 860 (Confederate); 6.12: lines 1188 and 1211
---------------------------------------------------------------------------------------------
local ORDERS = {
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
  },
}
-- 6.12 lines 1188 and 1211 print 6.7's orders without these (their commands are not set up):
-- Union 2 (2/14), 6 (20 Corps), 7 (2/20); Confederate 1 (H Corps), 11 (A/F Cav), 12 (W/A/F Cav).
local NOT_IN_612 = { ["2/14"] = true, ["20 Corps"] = true, ["2/20"] = true, ["H Corps"] = true, ["A/F Cav"] = true, ["W/A/F Cav"] = true }

-- A fresh copy of `side`'s set-up orders (6.12's when `four_map`).
function M.orders(side, four_map)
  local out = {}
  for _, o in ipairs(ORDERS[side]) do
    local key = o.unit or o.to
    if not (four_map and (NOT_IN_612[key])) then
      local c = {}
      for k, v in pairs(o) do c[k] = v end
      out[#out + 1] = c
    end
  end
  return out
end

return M
