-- 6.5 Polk vs. Thomas (mid-size scenario), seed lines 654-708: Polk's attacks on Thomas' Kelly
-- Field line, the morning of 20 September. Ruleset this-terrible-sound.
--
-- Conventions as afternoon-19th.lua. Strengths: "(n)" in the set-up; a unit printed without one
-- takes the loss table's second column ("Sept 19 pm", the column the 6.5 set-up's numbers
-- reproduce: 1/1/14's 33 Ohio (6), 2 Ohio (5), 10 Wisc (4)), or its full strength where that
-- column is "-" (6.0 note 5). Clock: 8:00 a.m. is turn 1 (15-minute day turns).

local oob = require("oob")
local map = require("map")

local S = oob.setup{ after18 = true }
local U, C = "union", "confederate"

local function at(side, hex, list, cite, opts)
  local w = { hex = hex, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.place(side, list, w)
end
-- A generic goal HQ marker the order of battle lacks (reconstructed).
local function marker(side, key, parent, hex, cite)
  S.list[#S.list + 1] = { key = key, side = side, type = "hq", name = key, parent = parent, strength = 1,
    hex = hex, props = { cite = cite, generic_goal_hq = true,
      src = "reconstructed: a generic goal HQ marker named by the set-up, not in the order of battle" } }
end
local COL, LIMB = { formation = "column" }, { formation = "limbered" }

---------------------------------------------------------------------------------------------
-- Union set-up (line 662)
---------------------------------------------------------------------------------------------
-- 6.5 line 662: "Thomas, 14 Corps HQ and Supply—A47.23. L, 1 Ohio Cav, 9 Mich/14 Corps—w/i 1 A47.23."
at(U, "A47.23", { "Thomas", "14 Corps HQ", "14 Corps Supply" }, "6.5 line 662")
at(U, "A47.23", { "L 1 Ohio Cav/14 Corps", "9 Mich/14 Corps" }, "6.5 line 662", { within = 1 })
-- 6.5 line 664: "1/14: Baird—A43.26. 1/1/14: Scribner, 33 Ohio (6)—A42.26, 2 Ohio (5), 10 Wisc
-- (4)—A43.26, 94 Ohio (5), 38 Ind (6), 4 Ind Lt Bty (4)—A43.27."
at(U, "A43.26", { "Baird" }, "6.5 line 664")
at(U, "A42.26", { "Scribner", { "33 Ohio/1/1/14", strength = 6 } }, "6.5 line 664")
at(U, "A43.26", { { "2 Ohio/1/1/14", strength = 5 }, { "10 Wis/1/1/14", strength = 4 } }, "6.5 line 664")
at(U, "A43.27", { { "94 Ohio/1/1/14", strength = 5 }, { "38 Ind/1/1/14", strength = 6 }, { "4 Ind Lt/Arty/1/14", strength = 4 } }, "6.5 line 664")
-- 6.5 line 666: "2/1/14: Starkweather, 24 Ill (5), 21 Wisc (6)—A44.27, 1 Wisc (6), 79 Penn (6)—A44.26."
at(U, "A44.27", { "Starkweather", { "24 Ill/2/1/14", strength = 5 }, { "21 Wis/2/1/14", strength = 6 } }, "6.5 line 666")
at(U, "A44.26", { { "1 Wis/2/1/14", strength = 6 }, { "79 Penn/2/1/14", strength = 6 } }, "6.5 line 666")
-- 6.5 line 668: "3/1/14: J. King, 1/18 US (4), 2/18 US (4)—A40.25, 1/16 US (2), 1/19 US (2)—A41.26,
-- 1/15 US (3), H 5 US Bty (2), A 1 Mich Bty (1)—A41.25."
at(U, "A40.25", { "J. King", { "1/18 US/3/1/14", strength = 4 }, { "2/18 US/3/1/14", strength = 4 } }, "6.5 line 668")
at(U, "A41.26", { { "1/16 US/3/1/14", strength = 2 }, { "1/19 US/3/1/14", strength = 2 } }, "6.5 line 668")
at(U, "A41.25", { { "1/15 US/3/1/14", strength = 3 }, { "H 5 US/Arty/1/14", strength = 2 }, { "A 1 Mich/Arty/1/14", strength = 1 } }, "6.5 line 668")
-- 6.5 line 670: "2/14: Negley, Divisional Goal HQ—A59.20. 1/2/14: Beatty, Brigade Goal HQ, 104 Ill—
-- A36.21, 88 Ind—A30.21, 42 Ind—A31.22, 15 Ky—A38.23. 2/2/14 (all units in column): 11 Mich—
-- A55.20, Stanley, 19 Ill—A56.20, 18 Ohio—A57.20. 3/2/14 (all units in column): 78 Penn—A60.20,
-- 21 Ohio—A61.20, Sirwell, 74 Ohio—A62.20, 37 Ind—A62.19. Arty/2/14 (all units limbered):
-- Bridges—A33.21, M 1 Ohio—A58.20, G 1 Ohio—A59.20."
at(U, "A59.20", { "Negley" }, "6.5 line 670")
marker(U, "Divisional Goal HQ (2/14)", "2/14", "A59.20", "6.5 line 670")
at(U, "A36.21", { "J. Beatty", "104 Ill/1/2/14" }, "6.5 line 670")
marker(U, "Brigade Goal HQ (1/2/14)", "1/2/14", "A36.21", "6.5 line 670")
at(U, "A30.21", { "88 Ind/1/2/14" }, "6.5 line 670")
at(U, "A31.22", { "42 Ind/1/2/14" }, "6.5 line 670")
at(U, "A38.23", { "15 Ky/1/2/14" }, "6.5 line 670")
at(U, "A55.20", { "11 Mich/2/2/14" }, "6.5 line 670", COL)
at(U, "A56.20", { "Stanley", "19 Ill/2/2/14" }, "6.5 line 670", COL)
at(U, "A57.20", { "18 Ohio/2/2/14" }, "6.5 line 670", COL)
at(U, "A60.20", { "78 Penn/3/2/14" }, "6.5 line 670", COL)
at(U, "A61.20", { "21 Ohio/3/2/14" }, "6.5 line 670", COL)
at(U, "A62.20", { "Sirwell", "74 Ohio/3/2/14" }, "6.5 line 670", COL)
at(U, "A62.19", { "37 Ind/3/2/14" }, "6.5 line 670", COL)
at(U, "A33.21", { "Bridges/Arty/2/14" }, "6.5 line 670", LIMB)
at(U, "A58.20", { "M 1 Ohio/Arty/2/14" }, "6.5 line 670", LIMB)
at(U, "A59.20", { "G 1 Ohio/Arty/2/14" }, "6.5 line 670", LIMB)
-- 6.5 line 672: "3/14: Brannan—A57.22. 1/3/14: 17 Ohio (9)—A57.23, Connell, 82 Ind—A58.23, 31 Ohio
-- (9)—A59.23. 2/3/14: Croxton, 4 Ky (9)—A56.23, 14 Ohio (5), 10 Ky (5)—A55.23, 10 Ind (4), 74 Ind
-- (5)—A54.23. 3/3/14: Van Derveer, 9 Ohio (7), 35 Ohio (5)—A59.22, 2 Minn (7), 87 Ind (6)—A60.21.
-- Arty/3/14—w/i 1 A57.22."
at(U, "A57.22", { "Brannan" }, "6.5 line 672")
at(U, "A57.23", { { "17 Ohio/1/3/14", strength = 9 } }, "6.5 line 672")
at(U, "A58.23", { "Connell", "82 Ind/1/3/14" }, "6.5 line 672")
at(U, "A59.23", { { "31 Ohio/1/3/14", strength = 9 } }, "6.5 line 672")
at(U, "A56.23", { "Croxton", { "4 Ky/2/3/14", strength = 9 } }, "6.5 line 672")
at(U, "A55.23", { { "14 Ohio/2/3/14", strength = 5 }, { "10 Ky/2/3/14", strength = 5 } }, "6.5 line 672")
at(U, "A54.23", { { "10 Ind/2/3/14", strength = 4 }, { "74 Ind/2/3/14", strength = 5 } }, "6.5 line 672")
at(U, "A59.22", { "Van Derveer", { "9 Ohio/3/3/14", strength = 7 }, { "35 Ohio/3/3/14", strength = 5 } }, "6.5 line 672")
at(U, "A60.21", { { "2 Minn/3/3/14", strength = 7 }, { "87 Ind/3/3/14", strength = 6 } }, "6.5 line 672")
S.org(U, "Arty/3/14", { hex = "A57.22", within = 1, cite = "6.5 line 672" })
-- 6.5 line 674: "4/14: Reynolds—A52.22. 2/4/14: E. King, 75 Ind (5), 101 Ind (7)—A52.23, 105 Ohio
-- (6), 68 Ind (5), 19 Ind Lt Bty—A53.23. 3/4/14: Turchin, 92 Ohio (7), 18 Ky (4)—A50.24, 11 Ohio—
-- A50.23, 36 Ohio (7), 21 Ind Lt Bty—A51.24."
at(U, "A52.22", { "Reynolds" }, "6.5 line 674")
at(U, "A52.23", { "E. King", { "75 Ind/2/4/14", strength = 5 }, { "101 Ind/2/4/14", strength = 7 } }, "6.5 line 674")
at(U, "A53.23", { { "105 Ohio/2/4/14", strength = 6 }, { "68 Ind/2/4/14", strength = 5 }, "19 Ind Lt/Arty/4/14" }, "6.5 line 674")
at(U, "A50.24", { "Turchin", { "92 Ohio/3/4/14", strength = 7 }, { "18 Ky/3/4/14", strength = 4 } }, "6.5 line 674")
at(U, "A50.23", { "11 Ohio/3/4/14" }, "6.5 line 674")
at(U, "A51.24", { { "36 Ohio/3/4/14", strength = 7 }, "21 Ind Lt/Arty/4/14" }, "6.5 line 674")
-- 6.5 line 676: "2/20: Johnson—A42.22. 1/2/20: Willich, 89 Ill (7), 15 Ohio—A43.24, 32 Ind (6), 49
-- Ohio (4)—A44.24. 2/2/20: Dodge, 30 Ind (3), 77 Penn (3)—A40.23, 79 Ill (3)—A39.23, 29 Ind (5)—
-- A40.24. 3/2/20: Repl leader, 1 Ohio (6), 6 Ind (5)—A46.26, 93 Ohio (4), 5 Ind Lt Bty (5)—A45.27,
-- 5 Ky (4)—A45.26. Arty/2/20: 20 Ohio Lt, A 1 Ohio—A44.23."
at(U, "A42.22", { "R. W. Johnson" }, "6.5 line 676")
at(U, "A43.24", { "Willich", { "89 Ill/1/2/20", strength = 7 }, "15 Ohio/1/2/20" }, "6.5 line 676")
at(U, "A44.24", { { "32 Ind/1/2/20", strength = 6 }, { "49 Ohio/1/2/20", strength = 4 } }, "6.5 line 676")
at(U, "A40.23", { "Dodge", { "30 Ind/2/2/20", strength = 3 }, { "77 Penn/2/2/20", strength = 3 } }, "6.5 line 676")
at(U, "A39.23", { { "79 Ill/2/2/20", strength = 3 } }, "6.5 line 676")
at(U, "A40.24", { { "29 Ind/2/2/20", strength = 5 } }, "6.5 line 676")
at(U, "A46.26", { { "Repl 3/2/20", replacement = "3/2/20", name = "Replacement leader, 3/2/20" }, { "1 Ohio/3/2/20", strength = 6 }, { "6 Ind/3/2/20", strength = 5 } }, "6.5 line 676")
at(U, "A45.27", { { "93 Ohio/3/2/20", strength = 4 }, { "5 Ind Lt/Arty/2/20", strength = 5 } }, "6.5 line 676")
at(U, "A45.26", { { "5 Ky/3/2/20", strength = 4 } }, "6.5 line 676")
at(U, "A44.23", { "20 Ohio Lt/Arty/2/20", "A 1 Ohio/Arty/2/20" }, "6.5 line 676")
-- 6.5 line 678: "2/21: Palmer, C 7 Ill Cav—A46.22. 1/2/21: 31 Ind (6), 1 Ky (1), 2 Ky (6)—A47.26,
-- Cruft, 90 Ohio (6)—A47.25. 2/2/21: Hazen, 6 Ky (4), 124 Ohio (6)—A48.24, 11 Ohio (5), B 1 Ohio
-- Bty—A49.25, 9 Ind (6), F 1 Ohio Bty—A48.25. 3/2/21: Grose, 84 Ill (7), 6 Ohio (5)—A47.24, 36 Ind
-- (5), 23 Ky (4), 24 Ohio (4)—A46.24. Arty/2/21: H 4 US, M 4 US—A46.23."
at(U, "A46.22", { "Palmer", "C 7 Ill Cav/2/21" }, "6.5 line 678")
at(U, "A47.26", { { "31 Ind/1/2/21", strength = 6 }, { "1 Ky/1/2/21", strength = 1 }, { "2 Ky/1/2/21", strength = 6 } }, "6.5 line 678")
at(U, "A47.25", { "Cruft", { "90 Ohio/1/2/21", strength = 6 } }, "6.5 line 678")
at(U, "A48.24", { "Hazen", { "6 Ky/2/2/21", strength = 4 }, { "124 Ohio/2/2/21", strength = 6 } }, "6.5 line 678")
-- reconstructed: "11 Ohio" (Turchin's, set up at A50.23) in Hazen's brigade is read 41 Ohio,
-- the brigade's regiment the line otherwise omits.
at(U, "A49.25", { { "41 Ohio/2/2/21", strength = 5 }, "B 1 Ohio/Arty/2/21" }, "6.5 line 678 (printed 11 Ohio)")
at(U, "A48.25", { { "9 Ind/2/2/21", strength = 6 }, "F 1 Ohio/Arty/2/21" }, "6.5 line 678")
at(U, "A47.24", { "Grose", { "84 Ill/3/2/21", strength = 7 }, { "6 Ohio/3/2/21", strength = 5 } }, "6.5 line 678")
at(U, "A46.24", { { "36 Ind/3/2/21", strength = 5 }, { "23 Ky/3/2/21", strength = 4 }, { "24 Ohio/3/2/21", strength = 4 } }, "6.5 line 678")
at(U, "A46.23", { "H 4 US/Arty/2/21", "M 4 US/Arty/2/21" }, "6.5 line 678")

-- Line 680: Union breastworks (units in them get the status); uncompleted breastworks with 8
-- day turns of construction, done by 8:45 a.m.
local UBW = { "A39.23", "A40.23", "A40.24", "A40.25", "A41.26", "A42.26", "A43.27", "A44.27", "A49.25", "A50.24",
  "A51.24", "A52.23", "A53.23", "A54.23", "A55.23", "A56.23", "A57.23", "A58.23", "A59.23", "A60.22", "A61.22", "A62.22" }
local UBW_UNDONE = { "A45.27", "A46.26", "A47.26", "A48.25", "A48.24", "A48.23" }

-- Union reinforcements, line 686: "11:00 a.m., hex A1.12: Res Corps."
local RES = { turn = 13, hex = "A1.12" }
at(U, nil, { "Res Corps (US) HQ", "Res Corps (US) Supply" }, "6.5 line 686, 11:00 a.m.", { arrives = RES })
S.org(U, "Res Corps (US)", { arrives = RES, cite = "6.5 line 686, 11:00 a.m." })

---------------------------------------------------------------------------------------------
-- Confederate set-up (line 692)
---------------------------------------------------------------------------------------------
-- 6.5 line 692: "Bragg, A Tenn HQ—D50.03. Polk, P Corps HQ and Supply, Right Wing HQ, Greenleaf—
-- D62.15. Forrest, F Cav Corps HQ, Jackson/F Cav (1)—A25.34. Armstrong, Bradley Cav, Arty/A/F Cav—
-- A26.32. D/A/F Cav—w/i 2 A25.32: 4 Tenn (6), 8 Tenn (6), 9 Tenn (5), 10 Tenn (6), 11 Tenn (5),
-- Shaw (3). W/A/F Cav—w/i 2 A27.32. Pegram—D26.02. D/P/F Cav—w/i 2 D26.02: 1 Ga (5), 6 Ga (4),
-- Rucker (6). 10 Conf/S/P/F (4). Walker, Res Corps HQ and Supply, Nelson Cav—D32.04."
at(C, "D50.03", { "Bragg", "A Tenn HQ" }, "6.5 line 692")
at(C, "D62.15", { "Polk", "P Corps HQ", "P Corps Supply", "Right Wing HQ", "Greenleaf/P Corps" }, "6.5 line 692")
at(C, "A25.34", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } }, "6.5 line 692")
at(C, "A26.32", { "Armstrong", "Bradley/A/F Cav", "Morton/Arty/A/F Cav", "Huggins/Arty/A/F Cav" }, "6.5 line 692")
at(C, "A25.32", { "Dibrell", { "4 Tenn/D/A/F Cav", strength = 6 }, { "8 Tenn/D/A/F Cav", strength = 6 }, { "9 Tenn/D/A/F Cav", strength = 5 },
  { "10 Tenn/D/A/F Cav", strength = 6 }, { "11 Tenn/D/A/F Cav", strength = 5 }, { "Shaw/D/A/F Cav", strength = 3 } }, "6.5 line 692", { within = 2 })
S.org(C, "W/A/F Cav", { hex = "A27.32", within = 2, cite = "6.5 line 692" })
at(C, "D26.02", { "Pegram" }, "6.5 line 692")
-- 6 NC and Huwald: D/P/F Cav sets up whole (6.0 note 4); 6 NC at the column's 6.
at(C, "D26.02", { "Davidson", { "1 Ga/D/P/F Cav", strength = 5 }, { "6 Ga/D/P/F Cav", strength = 4 }, { "Rucker/D/P/F Cav", strength = 6 },
  { "6 NC/D/P/F Cav", strength = 6 }, "Huwald/D/P/F Cav", { "10 Conf/S/P/F Cav", strength = 4 } }, "6.5 line 692", { within = 2 })
at(C, "D32.04", { "Walker", "Res Corps HQ", "Res Corps Supply", "Nelson/Res Corps" }, "6.5 line 692")
-- 6.5 line 694: "G/Res: Gist—D36.02. C/G/Res: 46 Ga—D40.01, Colquitt, 24 SC—D41.01, 8 Ga Bn—D42.01.
-- E/G/Res: 29 NC (2), Pound (1)—D35.02, 32 Texas (2), Howell/Arty/G/Res—D36.02, Ector, 10 Texas
-- (2), 14 Texas (1)—D37.02, 9 Texas (2), Stone (1)—D38.02. W/G/Res: 1 Ga Bn SS (1), 4 La Bn (2)—
-- D29.03, 25 Ga (4)—D30.02, Wilson, 30 Ga (4)—D31.03, 29 Ga (3)—D32.02."
at(C, "D36.02", { "Gist" }, "6.5 line 694")
at(C, "D40.01", { "46 Ga/C/G/Res" }, "6.5 line 694")
at(C, "D41.01", { "Colquitt", "24 SC/C/G/Res" }, "6.5 line 694")
at(C, "D42.01", { "8 Ga Bn/C/G/Res" }, "6.5 line 694")
at(C, "D35.02", { { "29 NC/E/G/Res", strength = 2 }, { "Pound/E/G/Res", strength = 1 } }, "6.5 line 694")
at(C, "D36.02", { { "32 Texas/E/G/Res", strength = 2 }, "Howell/Arty/G/Res" }, "6.5 line 694")
at(C, "D37.02", { "Ector", { "10 Texas/E/G/Res", strength = 2 }, { "14 Texas/E/G/Res", strength = 1 } }, "6.5 line 694")
at(C, "D38.02", { { "9 Texas/E/G/Res", strength = 2 }, { "Stone/E/G/Res", strength = 1 } }, "6.5 line 694")
at(C, "D29.03", { { "1 Ga Bn SS/W/G/Res", strength = 1 }, { "4 La Bn/W/G/Res", strength = 2 } }, "6.5 line 694")
at(C, "D30.02", { { "25 Ga/W/G/Res", strength = 4 } }, "6.5 line 694")
at(C, "D31.03", { "Wilson", { "30 Ga/W/G/Res", strength = 4 } }, "6.5 line 694")
at(C, "D32.02", { { "29 Ga/W/G/Res", strength = 3 } }, "6.5 line 694")
-- 6.5 line 696: "L/Res: Liddell, Fowler/Arty/L/Res (3), Warren/Arty/L/Res—D32.06. G/L/Res: 5+13 Ark
-- (7)—D29.06, 6+7 Ark (4)—D30.05, Govan, 1 La Reg (2), 2+15 Ark (4)—D31.06, 8 Ark (6)—D32.05.
-- W/L/Res: 29 Miss (4)—D33.06, 30 Miss (6)—D34.05, Walthall, 27 Miss (6)—D35.06, 24 Miss (7)—
-- D36.05, 34 Miss (4)—D37.06."
at(C, "D32.06", { "Liddell", { "Fowler/Arty/L/Res", strength = 3 }, "Warren/Arty/L/Res" }, "6.5 line 696")
at(C, "D29.06", { { "5+13 Ark/G/L/Res", strength = 7 } }, "6.5 line 696")
at(C, "D30.05", { { "6+7 Ark/G/L/Res", strength = 4 } }, "6.5 line 696")
at(C, "D31.06", { "Govan", { "1 La Reg/G/L/Res", strength = 2 }, { "2+15 Ark/G/L/Res", strength = 4 } }, "6.5 line 696")
at(C, "D32.05", { { "8 Ark/G/L/Res", strength = 6 } }, "6.5 line 696")
at(C, "D33.06", { { "29 Miss/W/L/Res", strength = 4 } }, "6.5 line 696")
at(C, "D34.05", { { "30 Miss/W/L/Res", strength = 6 } }, "6.5 line 696")
at(C, "D35.06", { "Walthall", { "27 Miss/W/L/Res", strength = 6 } }, "6.5 line 696")
at(C, "D36.05", { { "24 Miss/W/L/Res", strength = 7 } }, "6.5 line 696")
at(C, "D37.06", { { "34 Miss/W/L/Res", strength = 4 } }, "6.5 line 696")
-- 6.5 line 698: "C/P: Cheatham, Arty/C/P—w/i 1 D59.06: Carnes (2), Scogin (3), Scott (3). J/C/P: 2 Ga
-- Bn SS (1), 5 Ga (4)—D60.05, Jackson, 2 Bn 1 Conf (3), 5 Miss (4)—D61.05, 8 Miss (7)—D62.05.
-- M/C/P: Maney, 6+9 Tenn (3)—D60.02, 1+27 Tenn (10)—D61.03, 4 Tenn (PA) (3), 24 Tenn Bn SS—D62.03.
-- Sm/C/P: Dawson SS (5), 12+47 Tenn (4)—D54.04, Repl leader, 11 Tenn (4)—D55.05, 29 Tenn (4)—
-- D56.05, 13+154 Tenn (4)—D57.05. St/C/P: 33 Tenn, 31 Tenn (4)—D54.01, Strahl, 24 Tenn (4), 19
-- Tenn (3)—D55.02, 4+5 Tenn (4)—D56.02. W/C/P: 38 Tenn (3)—D57.03, Wright, 16 Tenn (4), 51+52 Tenn
-- (3)—D58.02, 8 Tenn (4), 28 Tenn (4)—D59.03."
at(C, "D59.06", { "Cheatham", { "Carnes/Arty/C/P", strength = 2 }, { "Scogin/Arty/C/P", strength = 3 }, { "Scott/Arty/C/P", strength = 3 },
  "Smith/Arty/C/P", "Stanford/Arty/C/P" }, "6.5 line 698", { within = 1 })
at(C, "D60.05", { { "2 Ga Bn SS/J/C/P", strength = 1 }, { "5 Ga/J/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D61.05", { "J. K. Jackson", { "2/1 Conf/J/C/P", strength = 3 }, { "5 Miss/J/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D62.05", { { "8 Miss/J/C/P", strength = 7 } }, "6.5 line 698")
at(C, "D60.02", { "Maney", { "6+9 Tenn/M/C/P", strength = 3 } }, "6.5 line 698")
at(C, "D61.03", { { "1+27 Tenn/M/C/P", strength = 10 } }, "6.5 line 698")
at(C, "D62.03", { { "4 Tenn (PA)/M/C/P", strength = 3 }, "24 Tenn Bn SS/M/C/P" }, "6.5 line 698")
at(C, "D54.04", { { "Dawson SS/Sm/C/P", strength = 5 }, { "12+47 Tenn/Sm/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D55.05", { { "Repl Sm/C/P", replacement = "Sm/C/P", name = "Replacement leader, Sm/C/P" }, { "11 Tenn/Sm/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D56.05", { { "29 Tenn/Sm/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D57.05", { { "13+154 Tenn/Sm/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D54.01", { "33 Tenn/St/C/P", { "31 Tenn/St/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D55.02", { "Strahl", { "24 Tenn/St/C/P", strength = 4 }, { "19 Tenn/St/C/P", strength = 3 } }, "6.5 line 698")
at(C, "D56.02", { { "4+5 Tenn/St/C/P", strength = 4 } }, "6.5 line 698")
at(C, "D57.03", { { "38 Tenn/W/C/P", strength = 3 } }, "6.5 line 698")
at(C, "D58.02", { "Wright", { "16 Tenn/W/C/P", strength = 4 }, { "51+52 Tenn/W/C/P", strength = 3 } }, "6.5 line 698")
at(C, "D59.03", { { "8 Tenn/W/C/P", strength = 4 }, { "28 Tenn/W/C/P", strength = 4 } }, "6.5 line 698")
-- 6.5 line 700: "H Corps: DH Hill, H Corps HQ and Supply—D50.03. B/H: Breckinridge, Foules—A41.32.
-- A/B/H: 13+20 La—A31.32, 16+25 La—A32.31, Adams, 19 La—A33.32, 32 Ala, 14 La Bn—A34.31. H/B/H: 6
-- Ky, 4 Ky—A40.31, 41 Ala—A41.31, 9 Ky—A42.31, 2 Ky—A43.31. S/B/H: 47 Ga, 60 NC—A36.31, Stovall, 4
-- Fla—A37.32, 1+3 Fla—A38.31. Arty/B/H: Cobb—A42.32, Slocumb (3)—A32.32, Mebane—A41.32."
at(C, "D50.03", { "Hill", "H Corps HQ", "H Corps Supply" }, "6.5 line 700")
at(C, "A41.32", { "Breckinridge", "Foules/B/H" }, "6.5 line 700")
at(C, "A31.32", { "13+20 La/A/B/H" }, "6.5 line 700")
at(C, "A32.31", { "16+25 La/A/B/H" }, "6.5 line 700")
at(C, "A33.32", { "Adams", "19 La/A/B/H" }, "6.5 line 700")
at(C, "A34.31", { "32 Ala/A/B/H", "14 La Bn/A/B/H" }, "6.5 line 700")
at(C, "A40.31", { "6 Ky/H/B/H", "4 Ky/H/B/H" }, "6.5 line 700")
-- reconstructed: Helm is not named; he commanded H/B/H until mortally wounded later that
-- morning, and is set up with the centre of his brigade.
at(C, "A41.31", { "Helm", "41 Ala/H/B/H" }, "6.5 line 700 (Helm reconstructed)")
at(C, "A42.31", { "9 Ky/H/B/H" }, "6.5 line 700")
at(C, "A43.31", { "2 Ky/H/B/H" }, "6.5 line 700")
at(C, "A36.31", { "47 Ga/S/B/H", "60 NC/S/B/H" }, "6.5 line 700")
at(C, "A37.32", { "Stovall", "4 Fla/S/B/H" }, "6.5 line 700")
at(C, "A38.31", { "1+3 Fla/S/B/H" }, "6.5 line 700")
at(C, "A42.32", { "Cobb/Arty/B/H" }, "6.5 line 700")
at(C, "A32.32", { { "Slocumb/Arty/B/H", strength = 3 } }, "6.5 line 700")
at(C, "A41.32", { "Mebane/Arty/B/H" }, "6.5 line 700")
-- 6.5 line 702: "C/H: Cleburne, Sanders, Divisional Goal HQ—A52.34. D/C/H: 9+24 Ark, 6 Texas—A58.30,
-- 10+15 Texas—A57.31, Deshler, 17+18 Texas—A56.31, 24+25 Texas—A55.32. P/C/H: 1 Ark—D47.02, 35
-- Tenn—D48.01, Polk, 48 Tenn, 2 Tenn—D49.01, 3+5 Conf (7)—A50.34. W/C/H: 33 Ala (6), 16 Ala (5)—
-- B51.34, Wood, 45 Ala (6)—A52.33, 32+45 Miss (7)—A53.33, 15 Miss Bn SS, 18 Ala Bn—A54.32.
-- Arty/C/H: Douglas—A57.32, Semples—A54.33, Calvert—D50.01."
at(C, "A52.34", { "Cleburne", "Sanders/C/H" }, "6.5 line 702")
marker(C, "Divisional Goal HQ (C/H)", "C/H", "A52.34", "6.5 line 702")
at(C, "A58.30", { "9+24 Ark/D/C/H", "6 Texas/D/C/H" }, "6.5 line 702")
at(C, "A57.31", { "10+15 Texas/D/C/H" }, "6.5 line 702")
at(C, "A56.31", { "Deshler", "17+18 Texas/D/C/H" }, "6.5 line 702")
at(C, "A55.32", { "24+25 Texas/D/C/H" }, "6.5 line 702")
at(C, "D47.02", { "1 Ark/P/C/H" }, "6.5 line 702")
at(C, "D48.01", { "35 Tenn/P/C/H" }, "6.5 line 702")
at(C, "D49.01", { "L. Polk", "48 Tenn/P/C/H", "2 Tenn/P/C/H" }, "6.5 line 702")
at(C, "A50.34", { { "3+5 Conf/P/C/H", strength = 7 } }, "6.5 line 702")
-- reconstructed: "B51.34" lies far outside the map area (Map A, west half of D); read A51.34,
-- beside Wood at A52.33.
at(C, "A51.34", { { "33 Ala/W/C/H", strength = 6 }, { "16 Ala/W/C/H", strength = 5 } }, "6.5 line 702 (printed B51.34)")
at(C, "A52.33", { "S. A. M. Wood", { "45 Ala/W/C/H", strength = 6 } }, "6.5 line 702")
at(C, "A53.33", { { "32+45 Miss/W/C/H", strength = 7 } }, "6.5 line 702")
at(C, "A54.32", { "15 Miss SS/W/C/H", "18 Ala Bn/W/C/H" }, "6.5 line 702")
at(C, "A57.32", { "Douglas/Arty/C/H" }, "6.5 line 702")
at(C, "A54.33", { "Semples/Arty/C/H" }, "6.5 line 702")
at(C, "D50.01", { "Calvert/Arty/C/H" }, "6.5 line 702")
-- 6.5 line 704: "S/B: Stewart, Divisional Goal HQ—A55.29. Ba/S/B: 37 Ga (5)—A52.27, Bate, 20 Tenn,
-- 15+37 Tenn (2)—A53.27, 4 Ga Bn SS (1), 58 Ala (5)—A54.26. Br/S/B: 23 Tenn Bn (2), 18 Tenn (4)—
-- A55.26, Brown, 32 Tenn (5)—A56.26, 26 Tenn (3), 45 Tenn (3)—A57.26. C/S/B: 36 Ala (7)—A53.29,
-- Clayton, 38 Ala (7)—A54.28, 18 Ala (6)—A55.28. Arty/S/B: Oliver—A53.27, Anderson—A56.26,
-- Humphreys—A54.28." 20 Tenn: loss-table column "2".
at(C, "A55.29", { "Stewart" }, "6.5 line 704")
marker(C, "Divisional Goal HQ (S/B)", "S/B", "A55.29", "6.5 line 704")
at(C, "A52.27", { { "37 Ga/Ba/S/B", strength = 5 } }, "6.5 line 704")
at(C, "A53.27", { "Bate", { "20 Tenn/Ba/S/B", strength = 2 }, { "15+37 Tenn/Ba/S/B", strength = 2 }, "Oliver/Arty/S/B" }, "6.5 line 704")
at(C, "A54.26", { { "4 Ga Bn SS/Ba/S/B", strength = 1 }, { "58 Ala/Ba/S/B", strength = 5 } }, "6.5 line 704")
at(C, "A55.26", { { "23 Tenn Bn/Br/S/B", strength = 2 }, { "18 Tenn/Br/S/B", strength = 4 } }, "6.5 line 704")
at(C, "A56.26", { "Brown", { "32 Tenn/Br/S/B", strength = 5 }, "Anderson/Arty/S/B" }, "6.5 line 704")
at(C, "A57.26", { { "26 Tenn/Br/S/B", strength = 3 }, { "45 Tenn/Br/S/B", strength = 3 } }, "6.5 line 704")
at(C, "A53.29", { { "36 Ala/C/S/B", strength = 7 } }, "6.5 line 704")
at(C, "A54.28", { "Clayton", { "38 Ala/C/S/B", strength = 7 }, "Humphreys/Arty/S/B" }, "6.5 line 704")
at(C, "A55.28", { { "18 Ala/C/S/B", strength = 6 } }, "6.5 line 704")
-- Line 704: Confederate breastworks.
local CBW = { "A52.27", "A53.27", "A54.26", "A55.26", "A56.26", "A57.26" }

-- Units standing in printed breastworks start with the status.
local function in_bw(list, side)
  local set = {}
  for _, h in ipairs(list) do set[h] = true end
  for _, u in ipairs(S.list) do
    if u.side == side and u.hex and set[u.hex] and u.type ~= "leader" and u.type ~= "hq" and u.type ~= "supply" then
      u.status = u.status or {}
      u.status[#u.status + 1] = "breastworks"
    end
  end
end
in_bw(UBW, U)
in_bw(CBW, C)

local O = require("options"); if O.add_optional_troops then O.add_optional_troops(S, "6.5") end


local units = S.units()

return {
  name = "6.5 Polk vs. Thomas",
  description = "20 September 1863, 8:00 a.m.-1:00 p.m.: Polk's attacks against Thomas' breastworks around Kelly Field. 21 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.5 (seed 001_ec5e0dc59d1e4565.txt lines 654-708)",
  -- Line 658: first turn 8:00 a.m. September 20th, last turn 1:00 p.m., 21 turns, Confederate first.
  turns = 21,
  first_side = "confederate",
  start = { day = 2, time = "08:00" },
  map = map,
  commands = S.commands(),
  units = units,
  vars = {
    scenario = "6.5",
    date = "1863-09-20",
    -- Line 658: Map A and the west half of Map D (columns 1-17 of 35: movement.in_area
    -- limits the sheet, rows and columns, 6.0 note 1).
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "D", rows = { 1, 62 }, cols = { 1, 17 } } },
    orders = {
      -- Line 682.
      union = {
        { to = "14 Corps", kind = "defend", text = "Defend the line of the Lafayette Road from the McDonald House to the Brotherton House and Field.", place = "Kelly house" },
        { kind = "attachment", unit = "2/20", to = "14 Corps" },
        { kind = "attachment", unit = "2/21", to = "14 Corps" },
        { to = "1/2/14", kind = "defend", goal = "brigade", text = "Brigade goal: defend the Union flank in the McDonald Field.", place = "McDonald house" },
        { to = "2/14", kind = "move", goal = "division", text = "Divisional goal (less 1/2/14): move to the Snodgrass Field and await further orders.", place = "Snodgrass house" },
        -- Line 686.
        { to = "Res Corps (US)", kind = "move", text = "Move to support 14 Corps.", join = "14 Corps", on_arrival = true },
      },
      -- Line 706.
      confederate = {
        -- Order 1: the wing is structure (vars.wings below), not an order of its own: the
        -- "attack order" it has transmitted is the commands' orders that follow, each with its
        -- printed status (an order to the wing itself would govern Res Corps, whose order is
        -- in delay).
        { kind = "wings", wings = "historical", text = "The Right Wing is in effect, with the historical composition of 3.3f; it has transmitted an attack order, whose status follows." },
        { to = "H Corps", kind = "attack", text = "Attack at once to clear the Lafayette Road; B/H is to capture the McDonald Field and flank the Union line from the north.", place = "McDonald house" },
        { to = "C/H", kind = "attack", goal = "division", text = "Divisional goal: launch a frontal attack against the line along Kelly Field.", place = "Kelly house", delay = "D5" },
        { to = "Res Corps", kind = "attack", text = "Support H Corps.", delay = "D6" },
        -- (type given: the text's "attack" would otherwise read as an attack order)
        { to = "C/P", kind = "reserve", type = "reserve", text = "No attack orders: act as wing reserve and await further orders." },
        { to = "S/B", kind = "attack", goal = "division", text = "Divisional goal: attack the Poe Field (S/B is not part of the Right Wing).", place = "Poe house", delay = "D6" },
        { to = "F Cav", kind = "move", text = "Advance with B/H Division and protect its northern flank (F Cav is not part of the Right Wing)." },
        { kind = "attachment", unit = "10 Conf/S/P/F Cav", to = "D/P/F Cav" },
      },
    },
    -- Line 706 order 1: "The Right Wing is in effect, using the historical composition listed
    -- in 3.3f" (seed lines 241-245; as sunday.lua). Longstreet is not in this scenario: no
    -- Left Wing; S/B and F Cav are "not part of the Right Wing" (orders 5, 6), as 3.3f has it.
    wings = {
      active = true,
      ["Right Wing"] = { commander = "Polk", divisions = { "C/P", "H Corps", "C/H", "B/H", "Res Corps", "G/Res", "L/Res" } },
    },
    -- Lines 684, 706.
    ammunition = { union = 200, confederate = 160 },
    previous_losses = { union = 145, confederate = 169 },
    brigade_losses = {
      union = { ["3/1/14"] = { stragglers = 0, wrecked = 3 }, ["1/2/21"] = { stragglers = 0, wrecked = 1 } },
      confederate = {
        ["E/G/Res"] = { stragglers = 0, wrecked = 6 }, ["W/G/Res"] = { stragglers = 0, wrecked = 2 },
        ["G/L/Res"] = { stragglers = 0, wrecked = 1 }, ["J/C/P"] = { stragglers = 0, wrecked = 1 },
        ["M/C/P"] = { stragglers = 0, wrecked = 1 }, ["W/C/P"] = { stragglers = 0, wrecked = 1 },
        ["Ba/S/B"] = { stragglers = 0, wrecked = 2 },
      },
    },
    -- Lines 680, 704.
    breastworks_at_start = { union = UBW, confederate = CBW,
      uncompleted = { side = "union", hexes = UBW_UNDONE, day_turns_built = 8, done_at = "08:45" } },
    reinforcements = {
      { side = "union", time = "11:00", turn = 13, hex = "A1.12", units = { "Res Corps (US)" } },
    },
    -- Line 708.
    victory = {
      levels = {
        { min = 24, winner = "confederate", level = "decisive" },
        { min = 13, winner = "confederate", level = "major" },
        { min = 7, winner = "confederate", level = "minor" },
        { min = -6, level = "draw" },
        { min = -12, winner = "union", level = "minor" },
        { min = -23, winner = "union", level = "major" },
        { min = -1000, winner = "union", level = "decisive" },
      },
      historical = { winner = "union", level = "minor", vp = -11 },
    },
    notes = {
      "Not listed and not set up: 2 Ga Cav (Cheatham's escort), P. Smith (a replacement leader commands Sm/C/P), Baldwin (a replacement leader commands 3/2/20), Raum, Lenoir.",
      "Read differently from the print: Hazen's '11 Ohio' as 41 Ohio; W/C/H's 'B51.34' as A51.34; Helm (not named) set up with 41 Ala at A41.31.",
      "Goal HQ markers ('Divisional Goal HQ', 'Brigade Goal HQ') are not in the order of battle: added as generic markers keyed by their command.",
      "The Confederate leader Wood (W/C/H) is keyed 'S. A. M. Wood' in the order of battle; the Union Wood (1/21) is 'Wood'.",
    },
  },
}
