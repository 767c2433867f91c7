-- 6.4 Afternoon of the 19th (mid-size scenario), seed lines 562-652: Cheatham's, Stewart's and
-- Cleburne's attacks of the afternoon of 19 September. Ruleset this-terrible-sound.
--
-- Conventions as jays-mill.lua: "w/i N <hex>" is placed on <hex> with props.setup = { within
-- = N, of = <hex> }. Strengths: "(n)" in the set-up is the current strength; a unit printed
-- without one takes the loss table's first column ("Sept 19 am", the column whose numbers the
-- 6.4 set-up reproduces: e.g. 1/1/14's 2 Ohio (2), 33 Ohio (4), 10 Wisc (2)) — its
-- parenthesised strength when it has stragglers — or, where that column is "-", its full
-- strength (6.0 note 5). Units marked * start at their parenthesised strength (after18).
-- Clock: 1:00 p.m. is turn 1 (day turns of 15 minutes, night turns of 30 from 7:30 p.m.).
-- Units printed "(0)" do not set up (the straggler note, seed line 1914): they are listed in
-- vars.off_map_stragglers.

local oob = require("oob")
local map = require("map")

local S = oob.setup{ after18 = true }
local U, C = "union", "confederate"

-- Places `list` on `hex` (each entry a key or { key, strength = n, ... }).
local function at(side, hex, list, cite, opts)
  local w = { hex = hex, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.place(side, list, w)
end
-- A generic goal HQ marker the order of battle lacks (reconstructed: oob.lua has no
-- Confederate goal-HQ markers; the set-up names them).
local function marker(side, key, parent, hex, cite, setup)
  S.list[#S.list + 1] = { key = key, side = side, type = "hq", name = key, parent = parent, strength = 1,
    hex = hex, props = { cite = cite, generic_goal_hq = true, setup = setup,
      src = "reconstructed: a generic goal HQ marker named by the set-up, not in the order of battle" } }
end
local BW = { "breastworks" }

---------------------------------------------------------------------------------------------
-- Union set-up (line 570)
---------------------------------------------------------------------------------------------
-- 6.4 line 570: "Rosecrans, A Cumb HQ and Supply—B12.14. 15 Penn Cav, 1 Bn Ohio SS, 10 Ohio—w/i 2
-- B12.14. 1/2/Cav, CBOT/Arty/2/Cav—w/i 2 B12.14: 4 Mich Cav (5), 7 Penn Cav (6). Thomas, 14 Corps
-- HQ and supply—A47.23. 9 Mich, L 1 Ohio Cav—w/i 1 A47.23."
at(U, "B12.14", { "Rosecrans", "A Cumb HQ", "A Cumb Supply" }, "6.4 line 570")
at(U, "B12.14", { "15 Penn Cav/A Cumb", "1 Bn Ohio SS/A Cumb", "10 Ohio/A Cumb" }, "6.4 line 570", { within = 2 })
at(U, "B12.14", { { "4 Mich Cav/1/2/Cav", strength = 5 }, { "7 Penn Cav/1/2/Cav", strength = 6 }, "CBOT/Arty/2/Cav" }, "6.4 line 570", { within = 2 })
S.org(U, "1/2/Cav", { hex = "B12.14", within = 2, cite = "6.4 line 570" })
at(U, "A47.23", { "Thomas", "14 Corps HQ", "14 Corps Supply" }, "6.4 line 570")
at(U, "A47.23", { "9 Mich/14 Corps", "L 1 Ohio Cav/14 Corps" }, "6.4 line 570", { within = 1 })

-- 6.4 line 572: "1/14: Baird—A29.26. 1/1/14, 4 Ind battery (4)—w/i 1 A34.28: 2 Ohio (2), 33 Ohio
-- (4), 94 Ohio (4), 10 Wisc (2), 38 Ind (5). 2/1/14, A 1 Mich battery (1)—w/i 2 A29.29: 1 Wisc
-- (4), 24 Ill (4), 21 Wisc (5), 79 Penn (4). 3/1/14, H 5US battery (2)—w/i 1 A26.27: 1/15 US (1),
-- 1/18 US (3), 2/18 (2); 1/16 US and 1/19 US eliminated."
at(U, "A29.26", { "Baird" }, "6.4 line 572")
at(U, "A34.28", { { "4 Ind Lt/Arty/1/14", strength = 4 }, { "2 Ohio/1/1/14", strength = 2 }, { "33 Ohio/1/1/14", strength = 4 },
  { "94 Ohio/1/1/14", strength = 4 }, { "10 Wis/1/1/14", strength = 2 }, { "38 Ind/1/1/14", strength = 5 }, "Scribner" }, "6.4 line 572", { within = 1 })
at(U, "A29.29", { { "A 1 Mich/Arty/1/14", strength = 1 }, { "1 Wis/2/1/14", strength = 4 }, { "24 Ill/2/1/14", strength = 4 },
  { "21 Wis/2/1/14", strength = 5 }, { "79 Penn/2/1/14", strength = 4 }, "Starkweather" }, "6.4 line 572", { within = 2 })
at(U, "A26.27", { { "H 5 US/Arty/1/14", strength = 2 }, { "1/15 US/3/1/14", strength = 1 }, { "1/18 US/3/1/14", strength = 3 },
  { "2/18 US/3/1/14", strength = 2 }, "J. King" }, "6.4 line 572", { within = 1 })
-- "1/16 US and 1/19 US eliminated": loss table "2 (0)" — not set up (vars.off_map_stragglers).

-- 6.4 line 574: "3/14: Brannan, D 1 Mich Battery—A36.27. 1/3/14, I 4 US battery—w/i 1 A34.28: 17
-- Ohio (8), 31 Ohio (9). 2/3/14—w/i 2 A37.27: 10 Ind (3), 74 Ind (3), 4 Ky (8), 10 Ky (5), 14 Ohio
-- (3). 3/3/14, C 1 Ohio battery—w/i 2 A40.26: 87 Ind (5), 2 Minn (7), 35 Ohio (5), 9 Ohio (6)."
at(U, "A36.27", { "Brannan", "D 1 Mich/Arty/3/14" }, "6.4 line 574")
at(U, "A34.28", { "I 4 US/Arty/3/14", { "17 Ohio/1/3/14", strength = 8 }, { "31 Ohio/1/3/14", strength = 9 } }, "6.4 line 574", { within = 1 })
-- 82 Ind and Connell: "1/3/14" sets up whole (6.0 note 4); 82 Ind's column is "-": full.
S.org(U, "1/3/14", { hex = "A34.28", within = 1, cite = "6.4 line 574 (6.0 note 4)" })
at(U, "A37.27", { { "10 Ind/2/3/14", strength = 3 }, { "74 Ind/2/3/14", strength = 3 }, { "4 Ky/2/3/14", strength = 8 },
  { "10 Ky/2/3/14", strength = 5 }, { "14 Ohio/2/3/14", strength = 3 }, "Croxton" }, "6.4 line 574", { within = 2 })
at(U, "A40.26", { "C 1 Ohio/Arty/3/14", { "87 Ind/3/3/14", strength = 5 }, { "2 Minn/3/3/14", strength = 7 },
  { "35 Ohio/3/3/14", strength = 5 }, { "9 Ohio/3/3/14", strength = 6 }, "Van Derveer" }, "6.4 line 574", { within = 2 })

-- 6.4 line 576: "4/14: Reynolds, 75 Ind/2/4/14—A60.22. 2/4/14: 68 Ind—A60.24, E. King, 101 Ind, 19
-- Ind Lt battery—A61.24, 105 Ohio—A62.24. 3/4/14, 21 Ind Lt battery—w/i 2 A42.23."
at(U, "A60.22", { "Reynolds", "75 Ind/2/4/14" }, "6.4 line 576")
at(U, "A60.24", { "68 Ind/2/4/14" }, "6.4 line 576")
at(U, "A61.24", { "E. King", "101 Ind/2/4/14", "19 Ind Lt/Arty/4/14" }, "6.4 line 576")
at(U, "A62.24", { "105 Ohio/2/4/14" }, "6.4 line 576")
at(U, "A42.23", { "21 Ind Lt/Arty/4/14" }, "6.4 line 576", { within = 2 })
S.org(U, "3/4/14", { hex = "A42.23", within = 2, cite = "6.4 line 576" })

-- 6.4 line 578: "2/20: Johnson—A50.28. 1/2/20: Willich, 15 Ohio, 49 Ohio—A51.31, 32 Ind, 89 Ill—
-- A52.30. 2/2/20: Dodge, 77 Penn, 29 Ind—A51.28, 79 Ill, 30 Ind—A50.28. 3/2/20: Baldwin—A47.31, 5
-- Ky, 93 Ohio—A47.32, 1 Ohio, 6 Ind—A48.31. Arty/2/20: A 1 Ohio—A51.30, 20 Ohio Lt—A50.27, 5 Ind
-- Lt—A47.31."
at(U, "A50.28", { "R. W. Johnson" }, "6.4 line 578")
at(U, "A51.31", { "Willich", "15 Ohio/1/2/20", "49 Ohio/1/2/20" }, "6.4 line 578")
at(U, "A52.30", { "32 Ind/1/2/20", "89 Ill/1/2/20" }, "6.4 line 578")
at(U, "A51.28", { "Dodge", "77 Penn/2/2/20", "29 Ind/2/2/20" }, "6.4 line 578")
at(U, "A50.28", { "79 Ill/2/2/20", "30 Ind/2/2/20" }, "6.4 line 578")
at(U, "A47.31", { "Baldwin", "5 Ind Lt/Arty/2/20" }, "6.4 line 578")
at(U, "A47.32", { "5 Ky/3/2/20", "93 Ohio/3/2/20" }, "6.4 line 578")
at(U, "A48.31", { "1 Ohio/3/2/20", "6 Ind/3/2/20" }, "6.4 line 578")
at(U, "A51.30", { "A 1 Ohio/Arty/2/20" }, "6.4 line 578")
at(U, "A50.27", { "20 Ohio Lt/Arty/2/20" }, "6.4 line 578")

-- 6.4 line 580: "2/21: Palmer, C 7 Ill Cav—A54.31. 1/2/21: 1 Ky—A56.29, Cruft, 2 Ky—A58.31, 31 Ind,
-- B 1 Ohio Lt/Arty/2/21—A58.32, 90 Ohio—A58.33. 2/2/21: 41 Ohio—A57.34, 124 Ohio—A56.34, 9 Ind, F 1
-- Ohio/Arty/2/21—A55.43, Hazen, 6 Ky—A56.32. 3/2/21: 23 Ky—A59.29, Grose, H 4US/Arty/2/21—A59.28,
-- 24 Ohio—A60.28, 36 Ind—A60.27, 84 Ill—A60.26."
at(U, "A54.31", { "Palmer", "C 7 Ill Cav/2/21" }, "6.4 line 580")
at(U, "A56.29", { "1 Ky/1/2/21" }, "6.4 line 580")
at(U, "A58.31", { "Cruft", "2 Ky/1/2/21" }, "6.4 line 580")
at(U, "A58.32", { "31 Ind/1/2/21", "B 1 Ohio/Arty/2/21" }, "6.4 line 580")
at(U, "A58.33", { "90 Ohio/1/2/21" }, "6.4 line 580")
at(U, "A57.34", { "41 Ohio/2/2/21" }, "6.4 line 580")
at(U, "A56.34", { "124 Ohio/2/2/21" }, "6.4 line 580")
-- reconstructed: "A55.43" is no hex (a sheet has 35 columns); A55.33 lies between 124 Ohio
-- (A56.34) and Hazen (A56.32).
at(U, "A55.33", { "9 Ind/2/2/21", "F 1 Ohio/Arty/2/21" }, "6.4 line 580 (printed A55.43)")
at(U, "A56.32", { "Hazen", "6 Ky/2/2/21" }, "6.4 line 580")
at(U, "A59.29", { "23 Ky/3/2/21" }, "6.4 line 580")
at(U, "A59.28", { "Grose", "H 4 US/Arty/2/21" }, "6.4 line 580")
at(U, "A60.28", { "24 Ohio/3/2/21" }, "6.4 line 580")
at(U, "A60.27", { "36 Ind/3/2/21" }, "6.4 line 580")
at(U, "A60.26", { "84 Ill/3/2/21" }, "6.4 line 580")
-- 6 Ohio/3/2/21 and M 4 US/Arty/2/21 are not listed: not set up (vars.notes).

-- 6.4 line 582: "3/21: Van Cleve—B4.24. 1/3/21: 17 Ky—B1.25, Beatty, 79 Ind, 9 Ky—B2.24, 19 Ohio,
-- 26 Penn Lt/Arty/3/21—B3.25. 2/3/21: 59 Ohio—B4.25, Dick, 18 Ohio, 7 Ind Lt/Arty/3/21—B5.25, 86
-- Ind, 44 Ind—B6.25. 3/3/21, 3 Wisc Lt/Arty/3/21—w/i 3 B36.24."
at(U, "B4.24", { "Van Cleve" }, "6.4 line 582")
at(U, "B1.25", { "17 Ky/1/3/21" }, "6.4 line 582")
at(U, "B2.24", { "S. Beatty", "79 Ind/1/3/21", "9 Ky/1/3/21" }, "6.4 line 582")
at(U, "B3.25", { "19 Ohio/1/3/21", "26 Penn Lt/Arty/3/21" }, "6.4 line 582")
at(U, "B4.25", { "59 Ohio/2/3/21" }, "6.4 line 582")
-- reconstructed: "18 Ohio" is in Stanley's 2/2/14, not Dick's brigade; 13 Ohio is Dick's
-- regiment the line otherwise omits.
at(U, "B5.25", { "Dick", "13 Ohio/2/3/21", "7 Ind Lt/Arty/3/21" }, "6.4 line 582 (printed 18 Ohio)")
at(U, "B6.25", { "86 Ind/2/3/21", "44 Ind/2/3/21" }, "6.4 line 582")
at(U, "B36.24", { "3 Wisc Lt/Arty/3/21" }, "6.4 line 582", { within = 3 })
S.org(U, "3/3/21", { hex = "B36.24", within = 3, cite = "6.4 line 582" })

-- 6.4 line 584: "Wilder's Brigade: 92 Ill, 18 Ind Lt b battery—B1.23. 98 Ill (7)—B17.22. 72 Ind—
-- B18.21. Wilder, Brigade HQ A, 18 Ind Lt a battery—B19.22. 123 Ill (4)—B20.21. 17 Ind—B21.22."
-- Line 590: "Union breastworks: B17.22, B18.21, B19.22, B20.21, B21.22."
at(U, "B1.23", { "92 Ill/Wilder", "18 Ind Lt b/Wilder" }, "6.4 line 584")
at(U, "B17.22", { { "98 Ill/Wilder", strength = 7 } }, "6.4 line 584", { status = BW })
at(U, "B18.21", { "72 Ind/Wilder" }, "6.4 line 584", { status = BW })
at(U, "B19.22", { "Wilder", "Wilder HQ", "18 Ind Lt a/Wilder" }, "6.4 line 584", { status = BW })
at(U, "B20.21", { { "123 Ill/Wilder", strength = 4 } }, "6.4 line 584", { status = BW })
at(U, "B21.22", { "17 Ind/Wilder" }, "6.4 line 584", { status = BW })

-- 6.4 line 586: "1/20: Davis—B16.26. 2/1/20: 38 Ill—B16.27, Carlin, 101 Ohio—B17.28, 81 Ind—B18.27,
-- 21 Ill—B17.26. 3/1/20: 8 Kansas—B13.20, Heg, 35 Ill, 15 Wisc—B14.30, 25 Ill—B15.30. Arty/1/20: 8
-- Wisc Lt—B14.29, 2 Minn Lt—B19.26."
at(U, "B16.26", { "Davis" }, "6.4 line 586")
at(U, "B16.27", { "38 Ill/2/1/20" }, "6.4 line 586")
at(U, "B17.28", { "Carlin", "101 Ohio/2/1/20" }, "6.4 line 586")
at(U, "B18.27", { "81 Ind/2/1/20" }, "6.4 line 586")
at(U, "B17.26", { "21 Ill/2/1/20" }, "6.4 line 586")
at(U, "B13.20", { "8 Kansas/3/1/20" }, "6.4 line 586 (as printed; B13.30 beside the brigade may be meant)")
at(U, "B14.30", { "Heg", "35 Ill/3/1/20", "15 Wisc/3/1/20" }, "6.4 line 586")
at(U, "B15.30", { "25 Ill/3/1/20" }, "6.4 line 586")
at(U, "B14.29", { "8 Wisc Lt/Arty/1/20" }, "6.4 line 586")
at(U, "B19.26", { "2 Minn Lt/Arty/1/20" }, "6.4 line 586")

-- 6.4 line 588: "21 Corps HQ and Supply, Crittenden, Mendenhall, K 15 Ill Cav—B46.19. 1/21—w/i 4
-- B44.20."
at(U, "B46.19", { "21 Corps HQ", "21 Corps Supply", "Crittenden", "Mendenhall", "K 15 Ill Cav/21 Corps" }, "6.4 line 588")
S.org(U, "1/21", { hex = "B44.20", within = 4, cite = "6.4 line 588" })

-- Union reinforcements, line 596: "1:30, hex B62.04—McCook, 20 Corps HQ and Supply, I 2 Ky Cav,
-- 3/20 ... 4:30, hex B62.04—Negley, 2/14 (less 1/2/14, 78 Penn/3/2/14, Bridges battery)."
local R1 = { turn = 3, hex = "B62.04" }
at(U, nil, { "McCook", "20 Corps HQ", "20 Corps Supply", "I 2 Ky Cav/20 Corps" }, "6.4 line 596, 1:30 p.m.", { arrives = R1 })
S.org(U, "3/20", { arrives = R1, cite = "6.4 line 596, 1:30 p.m." })
local R2 = { turn = 15, hex = "B62.04" }
S.org(U, "2/14", { arrives = R2, cite = "6.4 line 596, 4:30 p.m." },
  { "J. Beatty", "104 Ill/1/2/14", "42 Ind/1/2/14", "88 Ind/1/2/14", "15 Ky/1/2/14", "78 Penn/3/2/14", "Bridges/Arty/2/14" })

---------------------------------------------------------------------------------------------
-- Confederate set-up (line 602)
---------------------------------------------------------------------------------------------
-- 6.4 line 602: "Bragg, A Tenn HQ and Supply, Dreux, Holloway—E27.17. Forrest, F Cav Corps HQ,
-- Jackson (1)—D39.16. Armstrong, Bradley Cav, Arty/A/F Cav—D46.06. D/A/F Cav—w/i 3 D46.06: 9 Tenn
-- (4), 10 Tenn (6), Shaw (2), 11 Tenn (4), 4 Tenn (6), 8 Tenn (5). Pegram, Huwald/Arty/P/F Cav—
-- D36.10. D/P/F Cav, 10 Conf/S/P/F Cav (2)—w/i 3 D36.10: Rucker (5), 6 Ga (2), 6 NC (4), 1 Ga (5).
-- Walker, Res Corps HQ and Supply, Nelson Cav—D43.14. Ector, G/Res (less Gist, C/G/Res)—w/i 2
-- D53.17. E/G/Res (repl leader, Ector commands Division): Stone (0), 10 Texas (1), 29 NC (1),
-- Pound (0), 14 Texas (0), 32 Texas (0), 9 Texas (0)."
at(C, "E27.17", { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn" }, "6.4 line 602")
at(C, "D39.16", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } }, "6.4 line 602")
at(C, "D46.06", { "Armstrong", "Bradley/A/F Cav", "Morton/Arty/A/F Cav", "Huggins/Arty/A/F Cav" }, "6.4 line 602")
at(C, "D46.06", { "Dibrell", { "9 Tenn/D/A/F Cav", strength = 4 }, { "10 Tenn/D/A/F Cav", strength = 6 }, { "Shaw/D/A/F Cav", strength = 2 },
  { "11 Tenn/D/A/F Cav", strength = 4 }, { "4 Tenn/D/A/F Cav", strength = 6 }, { "8 Tenn/D/A/F Cav", strength = 5 } }, "6.4 line 602", { within = 3 })
at(C, "D36.10", { "Pegram", "Huwald/D/P/F Cav" }, "6.4 line 602")
at(C, "D36.10", { "Davidson", { "10 Conf/S/P/F Cav", strength = 2 }, { "Rucker/D/P/F Cav", strength = 5 }, { "6 Ga/D/P/F Cav", strength = 2 },
  { "6 NC/D/P/F Cav", strength = 4 }, { "1 Ga/D/P/F Cav", strength = 5 } }, "6.4 line 602", { within = 3 })
at(C, "D43.14", { "Walker", "Res Corps HQ", "Res Corps Supply", "Nelson/Res Corps" }, "6.4 line 602")
at(C, "D53.17", { { "Ector", commands = "G/Res" }, "Howell/Arty/G/Res", { "Repl E/G/Res", replacement = "E/G/Res", name = "Replacement commander, E/G/Res" },
  { "10 Texas/E/G/Res", strength = 1 }, { "29 NC/E/G/Res", strength = 1 } }, "6.4 line 602", { within = 2 })
-- Stone, Pound, 14 Texas, 32 Texas, 9 Texas (0): not set up (vars.off_map_stragglers).
-- 6.4 line 604: "W/G/Res: 29 Ga (1), 25 Ga (2), 4 La Bn (1), 1 Ga Bn SS (0), 30 Ga (3). Liddell,
-- Arty/L/Res—D44.10."
at(C, "D53.17", { "Wilson", { "29 Ga/W/G/Res", strength = 1 }, { "25 Ga/W/G/Res", strength = 2 }, { "4 La Bn/W/G/Res", strength = 1 },
  { "30 Ga/W/G/Res", strength = 3 } }, "6.4 line 604 (with G/Res, w/i 2 D53.17)", { within = 2 })
at(C, "D44.10", { "Liddell", { "Fowler/Arty/L/Res", strength = 3 }, "Warren/Arty/L/Res" }, "6.4 line 604")
-- Fowler: no number printed; loss table column "3".
-- 6.4 line 606: "W/L/Res: 30 Miss (5)—D49.11. 34 Miss (3)—D46.09. Walthall, 27 Miss (5)—D47.10. 29
-- Miss (3)—D46.09. 24 Miss (5)—D45.09."
at(C, "D49.11", { { "30 Miss/W/L/Res", strength = 5 } }, "6.4 line 606")
at(C, "D46.09", { { "34 Miss/W/L/Res", strength = 3 }, { "29 Miss/W/L/Res", strength = 3 } }, "6.4 line 606")
at(C, "D47.10", { "Walthall", { "27 Miss/W/L/Res", strength = 5 } }, "6.4 line 606")
at(C, "D45.09", { { "24 Miss/W/L/Res", strength = 5 } }, "6.4 line 606")
-- 6.4 line 608: "G/L/Res: 8 Ark (4)—D44.08. Govan, 5+13 Ark—D43.09. 1 La Reg (1)—D42.08. 2+15 Ark
-- (2)—D41.09. 6+7 Ark (3)—D40.08." 5+13 Ark: loss-table column "7".
at(C, "D44.08", { { "8 Ark/G/L/Res", strength = 4 } }, "6.4 line 608")
at(C, "D43.09", { "Govan", { "5+13 Ark/G/L/Res", strength = 7 } }, "6.4 line 608")
at(C, "D42.08", { { "1 La Reg/G/L/Res", strength = 1 } }, "6.4 line 608")
at(C, "D41.09", { { "2+15 Ark/G/L/Res", strength = 2 } }, "6.4 line 608")
at(C, "D40.08", { { "6+7 Ark/G/L/Res", strength = 3 } }, "6.4 line 608")

-- 6.4 line 610: "Polk, P Corps HQ and Supply, Greenleaf—D58.07. Cheatham, 2 Ga Cav—D55.03."
at(C, "D58.07", { "Polk", "P Corps HQ", "P Corps Supply", "Greenleaf/P Corps" }, "6.4 line 610")
at(C, "D55.03", { "Cheatham", "2 Ga Cav/C/P" }, "6.4 line 610")
-- 6.4 line 612: "J/C/P: 2 Ga Bn SS—D49.02. 8 Miss—D50.01. 5 Miss, 2 Bn-1 Conf—D51.02. Jackson, 5
-- Ga—D52.02."
at(C, "D49.02", { "2 Ga Bn SS/J/C/P" }, "6.4 line 612")
at(C, "D50.01", { "8 Miss/J/C/P" }, "6.4 line 612")
at(C, "D51.02", { "5 Miss/J/C/P", "2/1 Conf/J/C/P" }, "6.4 line 612")
at(C, "D52.02", { "J. K. Jackson", "5 Ga/J/C/P" }, "6.4 line 612")
-- 6.4 line 614: "M/C/P: 1+27 Tenn—D52.05. Maney, 24 Tenn Bn SS, 4 Tenn (PA)—D53.05. 6+9 Tenn—D54.04."
at(C, "D52.05", { "1+27 Tenn/M/C/P" }, "6.4 line 614")
at(C, "D53.05", { "Maney", "24 Tenn Bn SS/M/C/P", "4 Tenn (PA)/M/C/P" }, "6.4 line 614")
at(C, "D54.04", { "6+9 Tenn/M/C/P" }, "6.4 line 614")
-- 6.4 line 616: "Sm/C/P: Dawson SS—D56.02. 13+154 Tenn—D57.03. Smith, 12+47 Tenn—D58.02. 11 Tenn—
-- D59.02. 29 Tenn—D60.02."
at(C, "D56.02", { "Dawson SS/Sm/C/P" }, "6.4 line 616")
at(C, "D57.03", { "13+154 Tenn/Sm/C/P" }, "6.4 line 616")
at(C, "D58.02", { "P. Smith", "12+47 Tenn/Sm/C/P" }, "6.4 line 616")
at(C, "D59.02", { "11 Tenn/Sm/C/P" }, "6.4 line 616")
at(C, "D60.02", { "29 Tenn/Sm/C/P" }, "6.4 line 616")
-- 6.4 line 618: "St/C/P: 19 Tenn—D56.06. Strahl, 31 Tenn—D57.06. 33 Tenn—D58.05. 24 Tenn—D59.05. 4+5
-- Tenn—D60.04."
at(C, "D56.06", { "19 Tenn/St/C/P" }, "6.4 line 618")
at(C, "D57.06", { "Strahl", "31 Tenn/St/C/P" }, "6.4 line 618")
at(C, "D58.05", { "33 Tenn/St/C/P" }, "6.4 line 618")
at(C, "D59.05", { "24 Tenn/St/C/P" }, "6.4 line 618")
at(C, "D60.04", { "4+5 Tenn/St/C/P" }, "6.4 line 618")
-- 6.4 line 620: "W/C/P: 16 Tenn—D62.01. 8 Tenn—E1.01. 51+52 Tenn—B2.34. 28 Tenn—B4.33. 38 Tenn—
-- B4.31. Wright, Brigade goal HQ A—B3.34."
at(C, "D62.01", { "16 Tenn/W/C/P" }, "6.4 line 620")
at(C, "E1.01", { "8 Tenn/W/C/P" }, "6.4 line 620")
at(C, "B2.34", { "51+52 Tenn/W/C/P" }, "6.4 line 620")
at(C, "B4.33", { "28 Tenn/W/C/P" }, "6.4 line 620")
at(C, "B4.31", { "38 Tenn/W/C/P" }, "6.4 line 620")
at(C, "B3.34", { "Wright" }, "6.4 line 620")
marker(C, "Brigade Goal HQ A", "W/C/P", "B3.34", "6.4 line 620")
-- 6.4 line 622: "Arty/C/P: Scogin—D50.02. Smith—D53.06. Scott—D59.03. Stanford—D58.06. Carnes—B3.34."
at(C, "D50.02", { "Scogin/Arty/C/P" }, "6.4 line 622")
at(C, "D53.06", { "Smith/Arty/C/P" }, "6.4 line 622")
at(C, "D59.03", { "Scott/Arty/C/P" }, "6.4 line 622")
at(C, "D58.06", { "Stanford/Arty/C/P" }, "6.4 line 622")
at(C, "B3.34", { "Carnes/Arty/C/P" }, "6.4 line 622")

-- 6.4 line 624: "H/P, Divisional Goal HQ B—w/i 3 B47.30. Hood, 1 Corps HQ, E+C 1 La Cav—E12.04.
-- Law, Lumsden/R/1 Corps—E7.01."
S.org(C, "H/P", { hex = "B47.30", within = 3, cite = "6.4 line 624" })
marker(C, "Divisional Goal HQ B", "H/P", "B47.30", "6.4 line 624", { within = 3, of = "B47.30" })
at(C, "E12.04", { "Hood", "1 Corps HQ", "E+C 1 La Cav/1 Corps" }, "6.4 line 624")
at(C, "E7.01", { "Law", "Lumsden/R/1 Corps" }, "6.4 line 624")
-- 6.4 line 626: "S/L/1: 44 Ala, 48 Ala—E5.01. Sheffield, 15 Ala—B6.34. 47 Ala, 4 Ala—B7.34."
at(C, "E5.01", { "44 Ala/S/L/1", "48 Ala/S/L/1" }, "6.4 line 626")
at(C, "B6.34", { "Sheffield", "15 Ala/S/L/1" }, "6.4 line 626")
at(C, "B7.34", { "47 Ala/S/L/1", "4 Ala/S/L/1" }, "6.4 line 626")
-- 6.4 line 628: "R/L/1: Robertson, 1 Texas, 4 Texas—B8.33. 5 Texas, 3 Ark—B9.34."
at(C, "B8.33", { "Robertson", "1 Texas/R/L/1", "4 Texas/R/L/1" }, "6.4 line 628")
at(C, "B9.34", { "5 Texas/R/L/1", "3 Ark/R/L/1" }, "6.4 line 628")
-- 6.4 line 630: "B/L/1: Benning, 15 Ga, 17 Ga—E8.01. 2 Ga, 20 Ga—E7.02."
at(C, "E8.01", { "Benning", "15 Ga/B/L/1", "17 Ga/B/L/1" }, "6.4 line 630")
at(C, "E7.02", { "2 Ga/B/L/1", "20 Ga/B/L/1" }, "6.4 line 630")
-- 6.4 line 632: "Johnson—E15.02. F/JPD/1: 17 Tenn, 25 Tenn—B10.34. Fulton, 23 Tenn, York battery—
-- E11.01. 44 Tenn—B12.34."
at(C, "E15.02", { "B. R. Johnson" }, "6.4 line 632")
at(C, "B10.34", { "17 Tenn/F/JPD/1", "25 Tenn/F/JPD/1" }, "6.4 line 632")
at(C, "E11.01", { "Fulton", "23 Tenn/F/JPD/1", "York/F/JPD/1" }, "6.4 line 632")
at(C, "B12.34", { "44 Tenn/F/JPD/1" }, "6.4 line 632")
-- 6.4 line 634: "G/JPD/1: Gregg, 7 Texas, Bledsoe battery—E13.01. 10 Tenn, 30 Tenn—B14.34. 3 Tenn, 1
-- Tenn Bn—B15.34. 41 Tenn, 50 Tenn—B16.34."
at(C, "E13.01", { "Gregg", "7 Texas/G/JPD/1", "Bledsoe/G/JPD/1" }, "6.4 line 634")
at(C, "B14.34", { "10 Tenn/G/JPD/1", "30 Tenn/G/JPD/1" }, "6.4 line 634")
at(C, "B15.34", { "3 Tenn/G/JPD/1", "1 Tenn Bn/G/JPD/1" }, "6.4 line 634")
at(C, "B16.34", { "41 Tenn/G/JPD/1", "50 Tenn/G/JPD/1" }, "6.4 line 634")
-- 6.4 line 636: "M/JPD/1: McNair, 4+31+4 Ark Bn—E14.02. 1 Ark MR, 2 Ark MR—E13.02. 25 Ark, 39 NC—
-- E12.02. Culpepper battery—E13.03."
at(C, "E14.02", { "McNair", "4+31+4 Ark Bn/M/JPD/1" }, "6.4 line 636")
at(C, "E13.02", { "1 Ark MR/M/JPD/1", "2 Ark MR/M/JPD/1" }, "6.4 line 636")
at(C, "E12.02", { "25 Ark/M/JPD/1", "39 NC/M/JPD/1" }, "6.4 line 636")
at(C, "E13.03", { "Culpepper/M/JPD/1" }, "6.4 line 636")
-- 6.4 line 638: "Buckner, B Corps HQ and Supply, Clark Cav—E26.06. W/B Corps—w/i 2 E26.06. Preston—
-- E23.03. Arty/P/B—w/i 2 E23.03."
at(C, "E26.06", { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps" }, "6.4 line 638")
S.org(C, "W/B Corps", { hex = "E26.06", within = 2, cite = "6.4 line 638" })
at(C, "E23.03", { "Preston" }, "6.4 line 638")
S.org(C, "Arty/P/B", { hex = "E23.03", within = 2, cite = "6.4 line 638" })
-- 6.4 line 640: "T/P/B: Trigg—B20.34. 1 Fla Cav—B18.34. 54 Va—B19.34. 6 Fla—B20.33. 7 Fla—B21.34."
at(C, "B20.34", { "Trigg" }, "6.4 line 640")
at(C, "B18.34", { "1 Fla Cav/T/P/B" }, "6.4 line 640")
at(C, "B19.34", { "54 Va/T/P/B" }, "6.4 line 640")
at(C, "B20.33", { "6 Fla/T/P/B" }, "6.4 line 640")
at(C, "B21.34", { "7 Fla/T/P/B" }, "6.4 line 640")
-- 6.4 line 642: "G/P/B: 4 Ala Bn, 1 Ala Bn—E19.03. 43 Ala—E20.02. Gracie, 3 Ala Bn, 2 Ala Bn—E21.02.
-- 63 Tenn—E22.01."
at(C, "E19.03", { "4 Ala Bn/G/P/B", "1 Ala Bn/G/P/B" }, "6.4 line 642")
at(C, "E20.02", { "43 Ala/G/P/B" }, "6.4 line 642")
at(C, "E21.02", { "Gracie", "3 Ala Bn/G/P/B", "2 Ala Bn/G/P/B" }, "6.4 line 642")
at(C, "E22.01", { "63 Tenn/G/P/B" }, "6.4 line 642")
-- 6.4 line 644: "K/P/B: 58 NC—E19.05. 63 Va—E20.04. Kelly, 65 Ga—E21.04. 5 Ky—E22.03."
at(C, "E19.05", { "58 NC/K/P/B" }, "6.4 line 644")
at(C, "E20.04", { "63 Va/K/P/B" }, "6.4 line 644")
at(C, "E21.04", { "Kelly", "65 Ga/K/P/B" }, "6.4 line 644")
at(C, "E22.03", { "5 Ky/K/P/B" }, "6.4 line 644")
-- 6.4 line 646: "Stewart, Divisional Goal HQ C—E9.05. C/S/B, Humphreys/Arty/S/B—w/i 2 E9.05, column
-- or limbered. Br/S/B, Anderson/Arty/S/B—w/i 2 E13.06, column or limbered. Ba/S/B, Oliver/Arty/
-- S/B—w/i 2 E17.08, column or limbered."
at(C, "E9.05", { "Stewart" }, "6.4 line 646")
marker(C, "Divisional Goal HQ C", "S/B", "E9.05", "6.4 line 646")
at(C, "E9.05", { { "Humphreys/Arty/S/B", formation = "limbered" } }, "6.4 line 646", { within = 2 })
S.org(C, "C/S/B", { hex = "E9.05", within = 2, formation = "column", cite = "6.4 line 646" })
at(C, "E13.06", { { "Anderson/Arty/S/B", formation = "limbered" } }, "6.4 line 646", { within = 2 })
S.org(C, "Br/S/B", { hex = "E13.06", within = 2, formation = "column", cite = "6.4 line 646" })
at(C, "E17.08", { { "Oliver/Arty/S/B", formation = "limbered" } }, "6.4 line 646", { within = 2 })
S.org(C, "Ba/S/B", { hex = "E17.08", within = 2, formation = "column", cite = "6.4 line 646" })

-- Confederate reinforcements, line 650: "2:00 p.m., hex B62.33: Hill, H Corps HQ and Supply ...
-- 2:30 p.m., hex B62.33: B/H Div, Divisional Goal HQ D ... 3:30 p.m., hex E62.10: C/H Division."
at(C, nil, { "Hill", "H Corps HQ", "H Corps Supply" }, "6.4 line 650, 2:00 p.m.", { arrives = { turn = 5, hex = "B62.33" } })
S.org(C, "B/H", { arrives = { turn = 7, hex = "B62.33" }, cite = "6.4 line 650, 2:30 p.m." })
S.list[#S.list + 1] = { key = "Divisional Goal HQ D", side = C, type = "hq", name = "Divisional Goal HQ D", parent = "B/H", strength = 1,
  arrives = { turn = 7, hex = "B62.33" }, props = { cite = "6.4 line 650, 2:30 p.m.", generic_goal_hq = true,
    src = "reconstructed: a generic goal HQ marker named by the set-up, not in the order of battle" } }
S.org(C, "C/H", { arrives = { turn = 11, hex = "E62.10" }, cite = "6.4 line 650, 3:30 p.m." })

-- The optional troops of the 2.7 / 3.7 variants (options.lua).
local O = require("options"); if O.add_optional_troops then O.add_optional_troops(S, "6.4") end


local units = S.units()

return {
  name = "6.4 Afternoon of the 19th",
  description = "19 September 1863, 1:00-9:00 p.m.: Cheatham's, Stewart's and Cleburne's attacks against the Union line along the Lafayette Road. 30 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.4 (seed 001_ec5e0dc59d1e4565.txt lines 562-652)",
  -- Line 566: first turn 1:00 p.m. September 19th, last turn 9:00 p.m., 30 turns, Confederate first
  -- (1:00-7:15 p.m. is 26 day turns, 7:30-9:00 p.m. 4 night turns).
  turns = 30,
  first_side = "confederate",
  start = { day = 1, time = "13:00" },
  map = map,
  commands = S.commands(),
  units = units,
  vars = {
    scenario = "6.4",
    date = "1863-09-19",
    -- Line 566: Maps A, B, D and E.
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } } },
    orders = {
      -- Line 592.
      union = {
        { to = "14 Corps", kind = "defend", text = "Defend the line of the Lafayette Road from Reed's Bridge Road south to the Brock House at B10.24; maintain a forward defense along the Alexander's Bridge and Brotherton Roads to their junction.", hex = "B10.24" },
        { kind = "attachment", units = { "2/20", "2/21", "3/21" }, to = "14 Corps" },
        { to = "2/4/14", kind = "move", text = "Detached from 4/14: move to join the 2/21 division and be attached to it to support its defense.", join = "2/21" },
        { kind = "attachment", unit = "2/4/14", to = "2/21" },
        { kind = "attachment", units = { "92 Ill/Wilder", "18 Ind Lt b/Wilder" }, to = "4/14" },
        { to = "Wilder", kind = "defend", goal = "brigade", text = "Brigade goal: defend the hill he currently occupies in the vicinity of B19.22.", hex = "B19.22" },
        { to = "3/3/21", kind = "defend", goal = "brigade", text = "Brigade goal: defend the Lafayette Road at the vicinity of the Scott House and the junction of the Alexander Road.", place = "Scott house" },
        { to = "21 Corps", kind = "defend", text = "Defend Lee and Gordon's Mill and the crossing there.", place = "Lee and Gordon's Mill" },
        { to = "1/2/Cav", kind = "none", text = "No orders." },
        -- Line 596 (reinforcement orders).
        { to = "20 Corps", kind = "defend", text = "Move to Lee and Gordon's Mill and replace 21 Corps in defending the crossing there.", place = "Lee and Gordon's Mill", on_arrival = true },
        { to = "2/14", kind = "move", text = "Move to Army HQ and await further orders.", on_arrival = true },
      },
      -- Line 648.
      confederate = {
        { to = "F Cav", kind = "none", text = "No orders." },
        { kind = "attachment", unit = "10 Conf/S/P/F Cav", to = "D/P/F Cav" },
        { to = "Res Corps", kind = "none", text = "No orders." },
        { to = "P Corps", kind = "attack", text = "Attack and clear the Brock Field, continue and capture the Lafayette Road between the Poe and Brotherton Fields.", place = "Brotherton house" },
        { to = "W/C/P", kind = "attack", goal = "brigade", text = "Brigade goal: capture the Brotherton House.", place = "Brotherton house" },
        { to = "H/P", kind = "defend", goal = "division", text = "Divisional goal: defend the crossing at Lee and Gordon's Mill until relieved by Breckinridge's Division of Hill's Corps, then join the corps.", place = "Lee and Gordon's Mill" },
        { to = "B Corps", kind = "none", text = "No orders." },
        { to = "S/B", kind = "attack", goal = "division", text = "Divisional goal: support the P Corps attack and capture the Brotherton House.", place = "Brotherton house" },
        { to = "1 Corps", kind = "none", text = "No orders." },
        -- Line 650 (reinforcement orders).
        { to = "H Corps", kind = "move", text = "Move to army HQ and await further orders.", on_arrival = true },
        { to = "B/H", kind = "move", goal = "division", text = "Move to Lee and Gordon's Mill to replace Hindman in defending that crossing.", place = "Lee and Gordon's Mill", on_arrival = true },
        { to = "C/H", kind = "move", text = "Move to Thedford Ford and await further orders.", place = "Thedford's Ford", on_arrival = true },
      },
    },
    -- Lines 594, 648: artillery ammunition points.
    ammunition = { union = 150, confederate = 140 },
    previous_losses = { union = 56, confederate = 58 },
    -- Lines 594, 648: stragglers and wrecked regiments by brigade (data; the units' own straggler
    -- counts are not printed).
    brigade_losses = {
      union = {
        ["1/1/14"] = { stragglers = 9, wrecked = 3 }, ["2/1/14"] = { stragglers = 3, wrecked = 2 },
        ["3/1/14"] = { stragglers = 9, wrecked = 5 }, ["1/3/14"] = { stragglers = 1, wrecked = 0 },
        ["2/3/14"] = { stragglers = 7, wrecked = 2 }, ["3/3/14"] = { stragglers = 2, wrecked = 0 },
      },
      confederate = {
        ["D/A/F Cav"] = { stragglers = 4, wrecked = 1 }, ["P/A/F Cav"] = { stragglers = 5, wrecked = 2, note = "as printed; no such brigade (D/P/F Cav?)" },
        ["S/P/F Cav"] = { stragglers = 2, wrecked = 1 }, ["E/G/Res"] = { stragglers = 9, wrecked = 7 },
        ["W/G/Res"] = { stragglers = 7, wrecked = 5 }, ["W/L/Res"] = { stragglers = 6, wrecked = 2 },
        ["G/L/Res"] = { stragglers = 8, wrecked = 3 },
      },
    },
    -- Printed "(0)" or "eliminated": off the map, able to recover stragglers (seed line 1914).
    off_map_stragglers = {
      { unit = "1/16 US/3/1/14", stragglers = 2 }, { unit = "1/19 US/3/1/14", stragglers = 2 },
      { unit = "Stone/E/G/Res", stragglers = 1 }, { unit = "Pound/E/G/Res", stragglers = 1 },
      { unit = "14 Texas/E/G/Res", stragglers = 1 }, { unit = "32 Texas/E/G/Res", stragglers = 2 },
      { unit = "9 Texas/E/G/Res", stragglers = 2 }, { unit = "1 Ga Bn SS/W/G/Res", stragglers = 1 },
    },
    -- Line 590.
    breastworks_at_start = { union = { "B17.22", "B18.21", "B19.22", "B20.21", "B21.22" } },
    reinforcements = {
      { side = "union", time = "13:30", turn = 3, hex = "B62.04", units = { "McCook", "20 Corps HQ", "20 Corps Supply", "I 2 Ky Cav/20 Corps", "3/20" } },
      { side = "union", time = "16:30", turn = 15, hex = "B62.04", units = { "Negley", "2/14" }, less = { "1/2/14", "78 Penn/3/2/14", "Bridges/Arty/2/14" } },
      { side = "confederate", time = "14:00", turn = 5, hex = "B62.33", units = { "Hill", "H Corps HQ", "H Corps Supply" } },
      { side = "confederate", time = "14:30", turn = 7, hex = "B62.33", units = { "B/H", "Divisional Goal HQ D" } },
      { side = "confederate", time = "15:30", turn = 11, hex = "E62.10", units = { "C/H" } },
    },
    -- Line 652.
    victory = {
      levels = {
        { min = 21, winner = "confederate", level = "decisive" },
        { min = 11, winner = "confederate", level = "major" },
        { min = 7, winner = "confederate", level = "minor" },
        { min = -4, winner = nil, level = "draw" },
        { min = -9, winner = "union", level = "minor" },
        { min = -19, winner = "union", level = "major" },
        { min = -1000, winner = "union", level = "decisive" },
      },
      historical = { winner = "confederate", level = "minor", vp = 7 },
    },
    notes = {
      "Not listed in the set-up and not set up: 6 Ohio/3/2/21 and M 4 US/Arty/2/21 (2/21 is placed unit by unit), W/A/F Cav (A/F Cav is placed by brigade), 39 Ind/Wilder (arrives 6:00 p.m. on the full schedule), Raum (Hill's escort), Martin/S/P/F Cav (withdrawn at noon).",
      "Printed hexes: F 1 Ohio's 'A55.43' is no hex and is read A55.33; 8 Kansas 'B13.20' is kept as printed (B13.30 may be meant); 'P/A/F Cav' in the Confederate loss list has no brigade of that name.",
      "'18 Ohio' in Dick's 2/3/21 is read 13 Ohio (18 Ohio is Stanley's, 2/2/14).",
      "The Confederate leader Wood (W/C/H) is keyed 'S. A. M. Wood' in the order of battle; the Union Wood (1/21) is 'Wood'.",
    },
  },
}
