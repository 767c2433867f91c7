-- 6.8 Sunday, 20th of September (large scenario), seed lines 868-944: the whole day of the 20th,
-- from Polk's attacks to Longstreet's breakthrough and Snodgrass Hill. Ruleset this-terrible-sound.
--
-- Set-up by hex as printed; "w/i N <hex>" units stand on <hex> with props.setup = { within = N }
-- (see opening-guns.lua). Strengths: "(n)" in the text, else full strength (6.0 note 5), or
-- the parenthesised strength of the units marked * in the loss tables. A listed higher
-- organization brings every subordinate unit and leader not listed elsewhere (6.0 note 4); a
-- "Repl leader" replaces the brigade's own commander, who is not set up. Clock: 8:00 a.m.
-- 20 September is turn 1 (day 2); 9:00 a.m. is turn 5, 1:00 p.m. turn 21, 8:00 p.m. turn 48.

local oob = require("oob")
local map = require("map")
local C = require("_campaign")

local START = { day = 2, time = "08:00" }
local TURNS = 48
local S = oob.setup{ after18 = true }

----------------------------------------------------------------------------------------------
-- Union set-up (lines 876-896)
----------------------------------------------------------------------------------------------

-- 6.8 line 876: Set Up: Rosecrans, A Cumb HQ and Supply—B12.14. 15 Penn Cav, 10 Ohio, 1 Bn Ohio SS—w/i 1 B12.14.
--   Thomas, 14 Corps HQ and Supply—A47.23. L, 1 Ohio Cav, 9 Mich/14 Corps—w/i 1 A47.23.
S.place("union", { "Rosecrans", "A Cumb HQ", "A Cumb Supply" }, { hex = "B12.14", cite = "6.8 line 876" })
S.place("union", { "15 Penn Cav/A Cumb", "10 Ohio/A Cumb", "1 Bn Ohio SS/A Cumb" }, { hex = "B12.14", within = 1, cite = "6.8 line 876" })
S.place("union", { "Thomas", "14 Corps HQ", "14 Corps Supply" }, { hex = "A47.23", cite = "6.8 line 876" })
S.place("union", { "L 1 Ohio Cav/14 Corps", "9 Mich/14 Corps" }, { hex = "A47.23", within = 1, cite = "6.8 line 876" })

-- 6.8 line 878: 1/14: Baird—A43.26. 1/1/14: Scribner, 33 Ohio (6)—A42.26. 2 Ohio (5), 10 Wisc (4)—A43.26. 94
--   Ohio (5), 38 Ind (6), 4 Ind Lt Bty (4)—A43.27. 2/1/14: Starkweather, 24 Ill (5), 21 Wisc
--   (6)—A44.27. 1 Wisc (6), 79 Penn (6)—A44.26. 3/1/14: J. King, 1/18 US (4), 2/18 US (4)—A40.25.
--   1/16 US (2), 1/19 US (2)—A41.26. 1/15 US (3), H 5 US Bty (2), A 1 Mich Bty (1)—A41.25.
S.place("union", { "Baird" }, { hex = "A43.26", cite = "6.8 line 878" })
S.place("union", { "Scribner", { "33 Ohio/1/1/14", strength = 6 } }, { hex = "A42.26", cite = "6.8 line 878" })
S.place("union", { { "2 Ohio/1/1/14", strength = 5 }, { "10 Wis/1/1/14", strength = 4 } }, { hex = "A43.26", cite = "6.8 line 878" })
S.place("union", { { "94 Ohio/1/1/14", strength = 5 }, { "38 Ind/1/1/14", strength = 6 }, { "4 Ind Lt/Arty/1/14", strength = 4 } }, { hex = "A43.27", cite = "6.8 line 878" })
S.place("union", { "Starkweather", { "24 Ill/2/1/14", strength = 5 }, { "21 Wis/2/1/14", strength = 6 } }, { hex = "A44.27", cite = "6.8 line 878" })
S.place("union", { { "1 Wis/2/1/14", strength = 6 }, { "79 Penn/2/1/14", strength = 6 } }, { hex = "A44.26", cite = "6.8 line 878" })
S.place("union", { "J. King", { "1/18 US/3/1/14", strength = 4 }, { "2/18 US/3/1/14", strength = 4 } }, { hex = "A40.25", cite = "6.8 line 878" })
S.place("union", { { "1/16 US/3/1/14", strength = 2 }, { "1/19 US/3/1/14", strength = 2 } }, { hex = "A41.26", cite = "6.8 line 878" })
S.place("union", { { "1/15 US/3/1/14", strength = 3 }, { "H 5 US/Arty/1/14", strength = 2 }, { "A 1 Mich/Arty/1/14", strength = 1 } }, { hex = "A41.25", cite = "6.8 line 878" })

-- 6.8 line 880: 2/14: Negley, Divisional Goal HQ—A59.20. 1/2/14: Beatty, Brigade Goal HQ, 104 Ill—A36.21. 88
--   Ind—A30.21. 42 Ind—A31.22. 15 Ky—A38.23. 2/2/14—all units in column: 11 Mich—A55.20, Stanley, 19
--   Ill—A56.20, 18 Ohio—A57.20. 3/2/14—all units in column: 78 Penn—A60.20, 21 Ohio—A61.20, Sirwell,
--   74 Ohio—A62.20, 37 Ind—A62.19. Arty/2/14—all units limbered, Bridges—A33.21: M 1 Ohio—A58.20, G
--   1 Ohio—A59.20.
S.place("union", { "Negley" }, { hex = "A59.20", cite = "6.8 line 880" })
S.place("union", { "J. Beatty", "104 Ill/1/2/14" }, { hex = "A36.21", cite = "6.8 line 880" })
S.place("union", { "88 Ind/1/2/14" }, { hex = "A30.21", cite = "6.8 line 880" })
S.place("union", { "42 Ind/1/2/14" }, { hex = "A31.22", cite = "6.8 line 880" })
S.place("union", { "15 Ky/1/2/14" }, { hex = "A38.23", cite = "6.8 line 880" })
S.place("union", { "11 Mich/2/2/14" }, { hex = "A55.20", formation = "column", cite = "6.8 line 880" })
S.place("union", { "Stanley", "19 Ill/2/2/14" }, { hex = "A56.20", formation = "column", cite = "6.8 line 880" })
S.place("union", { "18 Ohio/2/2/14" }, { hex = "A57.20", formation = "column", cite = "6.8 line 880" })
S.place("union", { "78 Penn/3/2/14" }, { hex = "A60.20", formation = "column", cite = "6.8 line 880" })
S.place("union", { "21 Ohio/3/2/14" }, { hex = "A61.20", formation = "column", cite = "6.8 line 880" })
S.place("union", { "Sirwell", "74 Ohio/3/2/14" }, { hex = "A62.20", formation = "column", cite = "6.8 line 880" })
S.place("union", { "37 Ind/3/2/14" }, { hex = "A62.19", formation = "column", cite = "6.8 line 880" })
S.place("union", { "Bridges/Arty/2/14" }, { hex = "A33.21", formation = "limbered", cite = "6.8 line 880" })
S.place("union", { "M 1 Ohio/Arty/2/14" }, { hex = "A58.20", formation = "limbered", cite = "6.8 line 880" })
S.place("union", { "G 1 Ohio/Arty/2/14" }, { hex = "A59.20", formation = "limbered", cite = "6.8 line 880" })

-- 6.8 line 882: 3/14: Brannan—A57.22. 1/3/14: 17 Ohio (9)—A57.23. Connell, 82 Ind—A58.23. 31 Ohio (9)—A59.23.
--   2/3/14: Croxton, 4 Ky (9)—A56.23. 14 Ohio (5), 10 Ky (5)—A55.23. 10 Ind (4), 74 Ind (5)—A54.23.
--   3/3/14: Van Derveer, 9 Ohio (7), 35 Ohio (5)—A59.22. 2 Minn (7), 87 Ind (6)—A60.21.
--   Arty/3/14—w/i 1 A57.22.
S.place("union", { "Brannan" }, { hex = "A57.22", cite = "6.8 line 882" })
S.place("union", { { "17 Ohio/1/3/14", strength = 9 } }, { hex = "A57.23", cite = "6.8 line 882" })
S.place("union", { "Connell", "82 Ind/1/3/14" }, { hex = "A58.23", cite = "6.8 line 882" })
S.place("union", { { "31 Ohio/1/3/14", strength = 9 } }, { hex = "A59.23", cite = "6.8 line 882" })
S.place("union", { "Croxton", { "4 Ky/2/3/14", strength = 9 } }, { hex = "A56.23", cite = "6.8 line 882" })
S.place("union", { { "14 Ohio/2/3/14", strength = 5 }, { "10 Ky/2/3/14", strength = 5 } }, { hex = "A55.23", cite = "6.8 line 882" })
S.place("union", { { "10 Ind/2/3/14", strength = 4 }, { "74 Ind/2/3/14", strength = 5 } }, { hex = "A54.23", cite = "6.8 line 882" })
S.place("union", { "Van Derveer", { "9 Ohio/3/3/14", strength = 7 }, { "35 Ohio/3/3/14", strength = 5 } }, { hex = "A59.22", cite = "6.8 line 882" })
S.place("union", { { "2 Minn/3/3/14", strength = 7 }, { "87 Ind/3/3/14", strength = 6 } }, { hex = "A60.21", cite = "6.8 line 882" })
S.org("union", "Arty/3/14", { hex = "A57.22", within = 1, cite = "6.8 line 882" })

-- 6.8 line 884: 4/14: Reynolds—A52.22. 2/4/14: E. King, 75 Ind (5), 101 Ind (7)—A52.23. 105 Ohio (6), 68 Ind
--   (5), 19 Ind Lt Bty—A53.23. 3/4/14: Turchin, 92 Ohio (7), 18 Ky (4)—A50.24. 11 Ohio—A50.23. 36
--   Ohio (7), 21 Ind Lt Bty—A51.24.
S.place("union", { "Reynolds" }, { hex = "A52.22", cite = "6.8 line 884" })
S.place("union", { "E. King", { "75 Ind/2/4/14", strength = 5 }, { "101 Ind/2/4/14", strength = 7 } }, { hex = "A52.23", cite = "6.8 line 884" })
S.place("union", { { "105 Ohio/2/4/14", strength = 6 }, { "68 Ind/2/4/14", strength = 5 }, "19 Ind Lt/Arty/4/14" }, { hex = "A53.23", cite = "6.8 line 884" })
S.place("union", { "Turchin", { "92 Ohio/3/4/14", strength = 7 }, { "18 Ky/3/4/14", strength = 4 } }, { hex = "A50.24", cite = "6.8 line 884" })
S.place("union", { "11 Ohio/3/4/14" }, { hex = "A50.23", cite = "6.8 line 884" })
S.place("union", { { "36 Ohio/3/4/14", strength = 7 }, "21 Ind Lt/Arty/4/14" }, { hex = "A51.24", cite = "6.8 line 884" })

-- 6.8 line 886: 2/20: Johnson—A42.22. 1/2/20: Willich, 89 Ill (7), 15 Ohio—A43.24. 32 Ind (6), 49 Ohio
--   (4)—A44.24. 2/2/20: Dodge, 30 Ind (3), 77 Penn (3)—A40.23. 79 Ill (3)—A39.23. 29 Ind (5)—A40.24.
--   3/2/20: Repl leader, 1 Ohio (6), 6 Ind (5)—A46.26. 93 Ohio (4), 5 Ind Lt Bty (5)—A45.27. 5 Ky
--   (4)—A45.26. Arty/2/20: 20 Ohio Lt, A 1 Ohio—A44.23.
S.place("union", { "R. W. Johnson" }, { hex = "A42.22", cite = "6.8 line 886" })
S.place("union", { "Willich", { "89 Ill/1/2/20", strength = 7 }, "15 Ohio/1/2/20" }, { hex = "A43.24", cite = "6.8 line 886" })
S.place("union", { { "32 Ind/1/2/20", strength = 6 }, { "49 Ohio/1/2/20", strength = 4 } }, { hex = "A44.24", cite = "6.8 line 886" })
S.place("union", { "Dodge", { "30 Ind/2/2/20", strength = 3 }, { "77 Penn/2/2/20", strength = 3 } }, { hex = "A40.23", cite = "6.8 line 886" })
S.place("union", { { "79 Ill/2/2/20", strength = 3 } }, { hex = "A39.23", cite = "6.8 line 886" })
S.place("union", { { "29 Ind/2/2/20", strength = 5 } }, { hex = "A40.24", cite = "6.8 line 886" })
S.place("union", { { "Repl 3/2/20", replacement = "3/2/20" }, { "1 Ohio/3/2/20", strength = 6 }, { "6 Ind/3/2/20", strength = 5 } }, { hex = "A46.26", cite = "6.8 line 886" })
S.place("union", { { "93 Ohio/3/2/20", strength = 4 }, { "5 Ind Lt/Arty/2/20", strength = 5 } }, { hex = "A45.27", cite = "6.8 line 886" })
S.place("union", { { "5 Ky/3/2/20", strength = 4 } }, { hex = "A45.26", cite = "6.8 line 886" })
S.place("union", { "20 Ohio Lt/Arty/2/20", "A 1 Ohio/Arty/2/20" }, { hex = "A44.23", cite = "6.8 line 886" })

-- 6.8 line 888: 2/21: Palmer, C 7 Ill Cav—A46.22. 1/2/21: 31 Ind (6), 1 Ky (1), 2 Ky (6)—A47.26. Cruft, 90 Ohio
--   (6)—A47.25. 2/2/21: Hazen, 6 Ky (4), 124 Ohio (6)—A48.23. 11 Ohio (5), B 1 Ohio Bty—A48.24. 9
--   Ind (6), F 1 Ohio Bty—A48.25. 3/2/21: Grose, 84 Ill (7), 6 Ohio (5)—A47.24. 36 Ind (5), 23 Ky
--   (4), 24 Ohio (4)—A46.24. Arty/2/21: H 4 US, M 4 US—A46.23.
S.place("union", { "Palmer", "C 7 Ill Cav/2/21" }, { hex = "A46.22", cite = "6.8 line 888" })
S.place("union", { { "31 Ind/1/2/21", strength = 6 }, { "1 Ky/1/2/21", strength = 1 }, { "2 Ky/1/2/21", strength = 6 } }, { hex = "A47.26", cite = "6.8 line 888" })
S.place("union", { "Cruft", { "90 Ohio/1/2/21", strength = 6 } }, { hex = "A47.25", cite = "6.8 line 888" })
S.place("union", { "Hazen", { "6 Ky/2/2/21", strength = 4 }, { "124 Ohio/2/2/21", strength = 6 } }, { hex = "A48.23", cite = "6.8 line 888" })
S.place("union", { { "41 Ohio/2/2/21", strength = 5 }, "B 1 Ohio/Arty/2/21" }, { hex = "A48.24", cite = "6.8 line 888" })
S.place("union", { { "9 Ind/2/2/21", strength = 6 }, "F 1 Ohio/Arty/2/21" }, { hex = "A48.25", cite = "6.8 line 888" })
S.place("union", { "Grose", { "84 Ill/3/2/21", strength = 7 }, { "6 Ohio/3/2/21", strength = 5 } }, { hex = "A47.24", cite = "6.8 line 888" })
S.place("union", { { "36 Ind/3/2/21", strength = 5 }, { "23 Ky/3/2/21", strength = 4 }, { "24 Ohio/3/2/21", strength = 4 } }, { hex = "A46.24", cite = "6.8 line 888" })
S.place("union", { "H 4 US/Arty/2/21", "M 4 US/Arty/2/21" }, { hex = "A46.23", cite = "6.8 line 888" })

-- 6.8 line 890: McCook, 20 Corps HQ and Supply, I 2 Ky Cav—B11.15. 1/20: Davis—B7.12. 2/1/20, 2 Minn Bty—w/i 1
--   B9.11: 21 Ill (5), 38 Ill (4), 81 Ind (4), 101 Ohio (3). 3/1/20, 8 Wisc Lt Bty—w/i 2 B7.12: Repl
--   Leader, 8 Kansas (5), 15 Wisc (3), 25 Ill (5), 35 Ill (4). 3/20: Sheridan, Arty/3/20—w/i 1
--   B14.13. 1/3/20—w/i 1 B13.13. 2/3/20—w/i 1 B15.13. 3/3/20—w/i 1 B14.12: Repl Leader, 22 Ill (5),
--   27 Ill (5), 51 Ill (5).
S.place("union", { "McCook", "20 Corps HQ", "20 Corps Supply", "I 2 Ky Cav/20 Corps" }, { hex = "B11.15", cite = "6.8 line 890" })
S.place("union", { "Davis" }, { hex = "B7.12", cite = "6.8 line 890" })
S.place("union", { "2 Minn Lt/Arty/1/20", { "21 Ill/2/1/20", strength = 5 }, { "38 Ill/2/1/20", strength = 4 }, { "81 Ind/2/1/20", strength = 4 }, { "101 Ohio/2/1/20", strength = 3 } }, { hex = "B9.11", within = 1, cite = "6.8 line 890" })
S.place("union", { "8 Wisc Lt/Arty/1/20", { "Repl 3/1/20", replacement = "3/1/20" }, { "8 Kansas/3/1/20", strength = 5 }, { "15 Wisc/3/1/20", strength = 3 }, { "25 Ill/3/1/20", strength = 5 }, { "35 Ill/3/1/20", strength = 4 } }, { hex = "B7.12", within = 2, cite = "6.8 line 890" })
S.place("union", { "Sheridan" }, { hex = "B14.13", within = 1, cite = "6.8 line 890" })
S.place("union", { { "Repl 3/3/20", replacement = "3/3/20" }, { "22 Ill/3/3/20", strength = 5 }, { "27 Ill/3/3/20", strength = 5 }, { "51 Ill/3/3/20", strength = 5 } }, { hex = "B14.12", within = 1, cite = "6.8 line 890" })
S.org("union", "2/1/20", { hex = "B9.11", within = 1, cite = "6.8 line 890" })
S.org("union", "3/1/20", { hex = "B7.12", within = 2, cite = "6.8 line 890" }, { "Heg" })
S.org("union", "Arty/3/20", { hex = "B14.13", within = 1, cite = "6.8 line 890" })
S.org("union", "1/3/20", { hex = "B13.13", within = 1, cite = "6.8 line 890" })
S.org("union", "2/3/20", { hex = "B15.13", within = 1, cite = "6.8 line 890" })
S.org("union", "3/3/20", { hex = "B14.12", within = 1, cite = "6.8 line 890" }, { "Bradley" })

-- 6.8 line 892: Crittenden, 21 Corps HQ and Supply, Mendenhall, K 15 Ill Cav—B1.11. 1/21: Wood, Arty/1/21—w/i 1
--   B3.12. 1/1/21—w/i 1 B2.11: 13 Mich (3), 26 Ohio (5), 58 Ind (6), 100 Ill (5). 3/1/21—w/i 1
--   B4.12: 25 Ohio (5). 3/21: Van Cleve—A59.10. 1/3/21, 26 Pa Lt Bty—w/i 1 A57.09: Repl Leader, 9 Ky
--   (3), 17 Ky (8), 19 Ohio (7), 79 Ind (5). 2/3/21, 7 Ind Lt Bty—w/i 1 A59.10: 18 Ohio (5), 59 Ohio
--   (5), 86 Ind (4). 3/3/21, 3 Wisc Lt Bty—w/i 1 A61.11: 8 Ky (5), 35 Ind (4), 51 Ohio (5).
S.place("union", { "Crittenden", "21 Corps HQ", "21 Corps Supply", "Mendenhall", "K 15 Ill Cav/21 Corps" }, { hex = "B1.11", cite = "6.8 line 892" })
S.place("union", { "Wood" }, { hex = "B3.12", within = 1, cite = "6.8 line 892" })
S.place("union", { { "13 Mich/1/1/21", strength = 3 }, { "26 Ohio/1/1/21", strength = 5 }, { "58 Ind/1/1/21", strength = 6 }, { "100 Ill/1/1/21", strength = 5 } }, { hex = "B2.11", within = 1, cite = "6.8 line 892" })
S.place("union", { { "125 Ohio/3/1/21", strength = 5 } }, { hex = "B4.12", within = 1, cite = "6.8 line 892" })
S.place("union", { "Van Cleve" }, { hex = "A59.10", cite = "6.8 line 892" })
S.place("union", { "26 Penn Lt/Arty/3/21", { "Repl 1/3/21", replacement = "1/3/21" }, { "9 Ky/1/3/21", strength = 3 }, { "17 Ky/1/3/21", strength = 8 }, { "19 Ohio/1/3/21", strength = 7 }, { "79 Ind/1/3/21", strength = 5 } }, { hex = "A57.09", within = 1, cite = "6.8 line 892" })
S.place("union", { "7 Ind Lt/Arty/3/21", { "13 Ohio/2/3/21", strength = 5 }, { "59 Ohio/2/3/21", strength = 5 }, { "86 Ind/2/3/21", strength = 4 } }, { hex = "A59.10", within = 1, cite = "6.8 line 892" })
S.place("union", { "3 Wisc Lt/Arty/3/21", { "8 Ky/3/3/21", strength = 5 }, { "35 Ind/3/3/21", strength = 4 }, { "51 Ohio/3/3/21", strength = 5 } }, { hex = "A61.11", within = 1, cite = "6.8 line 892" })
S.org("union", "Arty/1/21", { hex = "B3.12", within = 1, cite = "6.8 line 892" })
S.org("union", "1/1/21", { hex = "B2.11", within = 1, cite = "6.8 line 892" })
S.org("union", "3/1/21", { hex = "B4.12", within = 1, cite = "6.8 line 892" })
S.org("union", "1/3/21", { hex = "A57.09", within = 1, cite = "6.8 line 892" }, { "S. Beatty" })
S.org("union", "2/3/21", { hex = "A59.10", within = 1, cite = "6.8 line 892" })
S.org("union", "3/3/21", { hex = "A61.11", within = 1, cite = "6.8 line 892" })

-- 6.8 line 894: Wilder, 17 Ind, 18 Ind Lt a Bty, Brigade goal HQ—B22.11. 39 Ind—B19.11. 92 Ill, 18 Ind Lt b
--   Bty—B20.11. 98 Ill (7)—B21.11. 72 Ind—B23.11. 123 Ill (4)—B24.11.
S.place("union", { "17 Ind/Wilder", "18 Ind Lt a/Wilder" }, { hex = "B22.11", status = { "breastworks" }, cite = "6.8 line 894" })
S.place("union", { "39 Ind/Wilder" }, { hex = "B19.11", status = { "breastworks" }, cite = "6.8 line 894" })
S.place("union", { "92 Ill/Wilder", "18 Ind Lt b/Wilder" }, { hex = "B20.11", status = { "breastworks" }, cite = "6.8 line 894" })
S.place("union", { { "98 Ill/Wilder", strength = 7 } }, { hex = "B21.11", status = { "breastworks" }, cite = "6.8 line 894" })
S.place("union", { "72 Ind/Wilder" }, { hex = "B23.11", status = { "breastworks" }, cite = "6.8 line 894" })
S.place("union", { { "123 Ill/Wilder", strength = 4 } }, { hex = "B24.11", status = { "breastworks" }, cite = "6.8 line 894" })
S.org("union", "Wilder", { hex = "B22.11", status = { "breastworks" }, cite = "6.8 line 894" })

-- 6.8 line 896: Mitchell, Cav Corps HQ—C3.03. 1/Cav Division—w/i 4 C3.03.
S.place("union", { "Mitchell", "Cav Corps HQ" }, { hex = "C3.03", cite = "6.8 line 896" })
S.org("union", "1/Cav", { hex = "C3.03", within = 4, cite = "6.8 line 896" })

C.wood_for(S, "confederate")
----------------------------------------------------------------------------------------------
-- Confederate set-up (lines 908-934)
----------------------------------------------------------------------------------------------

-- 6.8 line 908: Set Up: Bragg—D50.03. A Tenn HQ and Supply, Dreux, Halloway, Pickett—E27.17. Polk, P Corps HQ
--   and Supply, Right Wing HQ, Greenleaf—D62.15. Forrest, F Cav Corps HQ, Jackson/F Cav (1)—A25.34.
--   Armstrong, Bradley Cav, Arty/A/F Cav—A26.32. D/A/F Cav—w/i 2 A25.32: 4 Tenn (6), 8 Tenn (6), 9
--   Tenn (5), 10 Tenn (6), 11 Tenn (5), Shaw (3). W/A/F Cav—w/i 2 A27.32. Pegram—D26.02. D/P/F
--   Cav—w/i 2 D26.02: 1 Ga (5), 6 Ga (4), Rucker (6). 10 Conf/S/P/F Cav (4)—w/i 2 D24.03. Walker,
--   Res Corps HQ and Supply, Nelson Cav—D32.04.
S.place("confederate", { "Bragg" }, { hex = "D50.03", cite = "6.8 line 908" })
S.place("confederate", { "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn", "Pickett/A Tenn" }, { hex = "E27.17", cite = "6.8 line 908" })
S.place("confederate", { "Polk", "P Corps HQ", "P Corps Supply", "Right Wing HQ", "Greenleaf/P Corps" }, { hex = "D62.15", cite = "6.8 line 908" })
S.place("confederate", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } }, { hex = "A25.34", cite = "6.8 line 908" })
S.place("confederate", { "Armstrong", "Bradley/A/F Cav" }, { hex = "A26.32", cite = "6.8 line 908" })
S.place("confederate", { { "4 Tenn/D/A/F Cav", strength = 6 }, { "8 Tenn/D/A/F Cav", strength = 6 }, { "9 Tenn/D/A/F Cav", strength = 5 }, { "10 Tenn/D/A/F Cav", strength = 6 }, { "11 Tenn/D/A/F Cav", strength = 5 }, { "Shaw/D/A/F Cav", strength = 3 } }, { hex = "A25.32", within = 2, cite = "6.8 line 908" })
S.place("confederate", { "Pegram" }, { hex = "D26.02", cite = "6.8 line 908" })
S.place("confederate", { { "1 Ga/D/P/F Cav", strength = 5 }, { "6 Ga/D/P/F Cav", strength = 4 }, { "Rucker/D/P/F Cav", strength = 6 } }, { hex = "D26.02", within = 2, cite = "6.8 line 908" })
S.place("confederate", { { "10 Conf/S/P/F Cav", strength = 4 } }, { hex = "D24.03", within = 2, cite = "6.8 line 908" })
S.place("confederate", { "Walker", "Res Corps HQ", "Res Corps Supply", "Nelson/Res Corps" }, { hex = "D32.04", cite = "6.8 line 908" })
S.org("confederate", "Arty/A/F Cav", { hex = "A26.32", cite = "6.8 line 908" })
S.org("confederate", "D/A/F Cav", { hex = "A25.32", within = 2, cite = "6.8 line 908" })
S.org("confederate", "W/A/F Cav", { hex = "A27.32", within = 2, cite = "6.8 line 908" })
S.org("confederate", "D/P/F Cav", { hex = "D26.02", within = 2, cite = "6.8 line 908" })

-- 6.8 line 910: G/Res: Gist—D36.02. C/G/Res: 46 Ga—D40.01. Colquitt, 24 SC—D41.01. 8 Ga Bn—D42.01. E/G/Res: 29
--   NC (2), Pound (1)—D35.02. 32 Texas (2), Howell/Arty/G/Res—D36.02. Ector, 10 Texas (2), 14 Texas
--   (1)—D37.02. 9 Texas (2), Stone (1)—D38.02. W/G/Res: 1 Ga Bn SS (1), 4 La Bn (2)—D29.03. 25 Ga
--   (4)—D30.02. Wilson, 30 Ga (4)—D31.03. 29 Ga (3)—D32.02.
S.place("confederate", { "Gist" }, { hex = "D36.02", cite = "6.8 line 910" })
S.place("confederate", { "46 Ga/C/G/Res" }, { hex = "D40.01", cite = "6.8 line 910" })
S.place("confederate", { "Colquitt", "24 SC/C/G/Res" }, { hex = "D41.01", cite = "6.8 line 910" })
S.place("confederate", { "8 Ga Bn/C/G/Res" }, { hex = "D42.01", cite = "6.8 line 910" })
S.place("confederate", { { "29 NC/E/G/Res", strength = 2 }, { "Pound/E/G/Res", strength = 1 } }, { hex = "D35.02", cite = "6.8 line 910" })
S.place("confederate", { { "32 Texas/E/G/Res", strength = 2 }, "Howell/Arty/G/Res" }, { hex = "D36.02", cite = "6.8 line 910" })
S.place("confederate", { "Ector", { "10 Texas/E/G/Res", strength = 2 }, { "14 Texas/E/G/Res", strength = 1 } }, { hex = "D37.02", cite = "6.8 line 910" })
S.place("confederate", { { "9 Texas/E/G/Res", strength = 2 }, { "Stone/E/G/Res", strength = 1 } }, { hex = "D38.02", cite = "6.8 line 910" })
S.place("confederate", { { "1 Ga Bn SS/W/G/Res", strength = 1 }, { "4 La Bn/W/G/Res", strength = 2 } }, { hex = "D29.03", cite = "6.8 line 910" })
S.place("confederate", { { "25 Ga/W/G/Res", strength = 4 } }, { hex = "D30.02", cite = "6.8 line 910" })
S.place("confederate", { "Wilson", { "30 Ga/W/G/Res", strength = 4 } }, { hex = "D31.03", cite = "6.8 line 910" })
S.place("confederate", { { "29 Ga/W/G/Res", strength = 3 } }, { hex = "D32.02", cite = "6.8 line 910" })

-- 6.8 line 912: L/Res: Liddell, Fowler/Arty/L/Res (3), Warren/Arty/L/Res—D32.06. G/L/Res: 5+13 Ark (7)—D29.06.
--   6+7 Ark (4)—D30.05. Govan, 1 La Reg (2), 2+15 Ark (4)—D31.06. 8 Ark (6)—D32.05. W/L/Res: 29 Miss
--   (4)—D33.06. 30 Miss (6)—D34.05. Walthall, 27 Miss (6)—D35.06. 24 Miss (7)—D36.05. 34 Miss
--   (4)—D37.06.
S.place("confederate", { "Liddell", { "Fowler/Arty/L/Res", strength = 3 }, "Warren/Arty/L/Res" }, { hex = "D32.06", cite = "6.8 line 912" })
S.place("confederate", { { "5+13 Ark/G/L/Res", strength = 7 } }, { hex = "D29.06", cite = "6.8 line 912" })
S.place("confederate", { { "6+7 Ark/G/L/Res", strength = 4 } }, { hex = "D30.05", cite = "6.8 line 912" })
S.place("confederate", { "Govan", { "1 La Reg/G/L/Res", strength = 2 }, { "2+15 Ark/G/L/Res", strength = 4 } }, { hex = "D31.06", cite = "6.8 line 912" })
S.place("confederate", { { "8 Ark/G/L/Res", strength = 6 } }, { hex = "D32.05", cite = "6.8 line 912" })
S.place("confederate", { { "29 Miss/W/L/Res", strength = 4 } }, { hex = "D33.06", cite = "6.8 line 912" })
S.place("confederate", { { "30 Miss/W/L/Res", strength = 6 } }, { hex = "D34.05", cite = "6.8 line 912" })
S.place("confederate", { "Walthall", { "27 Miss/W/L/Res", strength = 6 } }, { hex = "D35.06", cite = "6.8 line 912" })
S.place("confederate", { { "24 Miss/W/L/Res", strength = 7 } }, { hex = "D36.05", cite = "6.8 line 912" })
S.place("confederate", { { "34 Miss/W/L/Res", strength = 4 } }, { hex = "D37.06", cite = "6.8 line 912" })

-- 6.8 line 914: C/P: Cheatham, Arty/C/P—w/i 1 D59.06: Carnes (2), Scogin (3), Scott (3). J/C/P: 2 Ga Bn SS (1),
--   5 Ga (4)—D60.05. Jackson, 2 Bn 1 Conf (3), 5 Miss (4)—D61.05. 8 Miss (7)—D62.05. M/C/P: Maney,
--   6+9 Tenn (3)—D60.02. 1+27 Tenn (10)—D61.03. 4 Tenn (PA) (3), 24 Tenn Bn SS—D62.03. Sm/C/P:
--   Dawson SS (5), 12+47 Tenn (4)—D54.04. Repl leader, 11 Tenn (4)—D55.05. 29 Tenn (4)—D56.05.
--   13+154 Tenn (4)—D57.05. St/C/P: 33 Tenn, 31 Tenn (4)—D54.01. Strahl, 24 Tenn (4), 19 Tenn
--   (3)—D55.02. 4+5 Tenn (4)—D56.02. W/C/P: 38 Tenn (3)—D57.03. Wright, 16 Tenn (4), 51+52 Tenn
--   (3)—D58.02. 8 Tenn (4), 28 Tenn (4)—D59.03.
S.place("confederate", { "Cheatham", { "Carnes/Arty/C/P", strength = 2 }, { "Scogin/Arty/C/P", strength = 3 }, { "Scott/Arty/C/P", strength = 3 } }, { hex = "D59.06", within = 1, cite = "6.8 line 914" })
S.place("confederate", { { "2 Ga Bn SS/J/C/P", strength = 1 }, { "5 Ga/J/C/P", strength = 4 } }, { hex = "D60.05", cite = "6.8 line 914" })
S.place("confederate", { "J. K. Jackson", { "2/1 Conf/J/C/P", strength = 3 }, { "5 Miss/J/C/P", strength = 4 } }, { hex = "D61.05", cite = "6.8 line 914" })
S.place("confederate", { { "8 Miss/J/C/P", strength = 7 } }, { hex = "D62.05", cite = "6.8 line 914" })
S.place("confederate", { "Maney", { "6+9 Tenn/M/C/P", strength = 3 } }, { hex = "D60.02", cite = "6.8 line 914" })
S.place("confederate", { { "1+27 Tenn/M/C/P", strength = 10 } }, { hex = "D61.03", cite = "6.8 line 914" })
S.place("confederate", { { "4 Tenn (PA)/M/C/P", strength = 3 }, "24 Tenn Bn SS/M/C/P" }, { hex = "D62.03", cite = "6.8 line 914" })
S.place("confederate", { { "Dawson SS/Sm/C/P", strength = 5 }, { "12+47 Tenn/Sm/C/P", strength = 4 } }, { hex = "D54.04", cite = "6.8 line 914" })
S.place("confederate", { { "Repl Sm/C/P", replacement = "Sm/C/P" }, { "11 Tenn/Sm/C/P", strength = 4 } }, { hex = "D55.05", cite = "6.8 line 914" })
S.place("confederate", { { "29 Tenn/Sm/C/P", strength = 4 } }, { hex = "D56.05", cite = "6.8 line 914" })
S.place("confederate", { { "13+154 Tenn/Sm/C/P", strength = 4 } }, { hex = "D57.05", cite = "6.8 line 914" })
S.place("confederate", { "33 Tenn/St/C/P", { "31 Tenn/St/C/P", strength = 4 } }, { hex = "D54.01", cite = "6.8 line 914" })
S.place("confederate", { "Strahl", { "24 Tenn/St/C/P", strength = 4 }, { "19 Tenn/St/C/P", strength = 3 } }, { hex = "D55.02", cite = "6.8 line 914" })
S.place("confederate", { { "4+5 Tenn/St/C/P", strength = 4 } }, { hex = "D56.02", cite = "6.8 line 914" })
S.place("confederate", { { "38 Tenn/W/C/P", strength = 3 } }, { hex = "D57.03", cite = "6.8 line 914" })
S.place("confederate", { "Wright", { "16 Tenn/W/C/P", strength = 4 }, { "51+52 Tenn/W/C/P", strength = 3 } }, { hex = "D58.02", cite = "6.8 line 914" })
S.place("confederate", { { "8 Tenn/W/C/P", strength = 4 }, { "28 Tenn/W/C/P", strength = 4 } }, { hex = "D59.03", cite = "6.8 line 914" })
S.org("confederate", "Arty/C/P", { hex = "D59.06", within = 1, cite = "6.8 line 914" })

-- 6.8 line 916: H Corps: DH Hill, H Corps HQ and Supply—D50.03. B/H: Breckinridge, Foules—A41.32. A/B/H: 13+20
--   La—A31.32. 16+25 La—A32.31. Adams, 19 La—A33.32. 32 Ala, 14 La Bn—A34.31. H/B/H: 6 Ky, 4
--   Ky—A40.31. 41 Ala—A41.31. 9 Ky—A42.31. 2 Ky—A43.31. S/B/H: 47 Ga, 60 NC—A36.31. Stovall, 4
--   Fla—A37.32. 1+3 Fla—A38.31. Arty/B/H: Cobb—A42.32. Slocumb (5)—A32.32. Mebane—A41.32.
S.place("confederate", { "Hill", "H Corps HQ", "H Corps Supply" }, { hex = "D50.03", cite = "6.8 line 916" })
S.place("confederate", { "Breckinridge", "Foules/B/H" }, { hex = "A41.32", cite = "6.8 line 916" })
S.place("confederate", { "13+20 La/A/B/H" }, { hex = "A31.32", cite = "6.8 line 916" })
S.place("confederate", { "16+25 La/A/B/H" }, { hex = "A32.31", cite = "6.8 line 916" })
S.place("confederate", { "Adams", "19 La/A/B/H" }, { hex = "A33.32", cite = "6.8 line 916" })
S.place("confederate", { "32 Ala/A/B/H", "14 La Bn/A/B/H" }, { hex = "A34.31", cite = "6.8 line 916" })
S.place("confederate", { "6 Ky/H/B/H", "4 Ky/H/B/H" }, { hex = "A40.31", cite = "6.8 line 916" })
S.place("confederate", { "41 Ala/H/B/H" }, { hex = "A41.31", cite = "6.8 line 916" })
S.place("confederate", { "9 Ky/H/B/H" }, { hex = "A42.31", cite = "6.8 line 916" })
S.place("confederate", { "2 Ky/H/B/H" }, { hex = "A43.31", cite = "6.8 line 916" })
S.place("confederate", { "47 Ga/S/B/H", "60 NC/S/B/H" }, { hex = "A36.31", cite = "6.8 line 916" })
S.place("confederate", { "Stovall", "4 Fla/S/B/H" }, { hex = "A37.32", cite = "6.8 line 916" })
S.place("confederate", { "1+3 Fla/S/B/H" }, { hex = "A38.31", cite = "6.8 line 916" })
S.place("confederate", { "Cobb/Arty/B/H" }, { hex = "A42.32", cite = "6.8 line 916" })
S.place("confederate", { { "Slocumb/Arty/B/H", strength = 5 } }, { hex = "A32.32", cite = "6.8 line 916" })
S.place("confederate", { "Mebane/Arty/B/H" }, { hex = "A41.32", cite = "6.8 line 916" })

-- 6.8 line 918: C/H: Cleburne, Sanders, Divisional Goal HQ—A52.34. D/C/H: 9+24 Ark, 6 Texas—A58.30. 10+15
--   Texas—A57.31. Deshler, 17+18 Texas—A56.31. 24+25 Texas—A55.32. P/C/H: 1 Ark—D47.02. 35
--   Tenn—D48.01. Polk, 48 Tenn, 2 Tenn—D49.01. 3+5 Conf (7)—A50.34. W/C/H: 33 Ala (6), 16 Ala
--   (5)—B51.34. Wood, 45 Ala (7)—A52.33. 32+45 Miss (7)—A53.33. 15 Miss Bn SS, 18 Ala Bn—A54.32.
--   Arty/C/H: Douglas—A57.32. Semples—A54.33. Calvert—D50.01.
S.place("confederate", { "Cleburne", "Sanders/C/H" }, { hex = "A52.34", cite = "6.8 line 918" })
S.place("confederate", { "9+24 Ark/D/C/H", "6 Texas/D/C/H" }, { hex = "A58.30", cite = "6.8 line 918" })
S.place("confederate", { "10+15 Texas/D/C/H" }, { hex = "A57.31", cite = "6.8 line 918" })
S.place("confederate", { "Deshler", "17+18 Texas/D/C/H" }, { hex = "A56.31", cite = "6.8 line 918" })
S.place("confederate", { "24+25 Texas/D/C/H" }, { hex = "A55.32", cite = "6.8 line 918" })
S.place("confederate", { "1 Ark/P/C/H" }, { hex = "D47.02", cite = "6.8 line 918" })
S.place("confederate", { "35 Tenn/P/C/H" }, { hex = "D48.01", cite = "6.8 line 918" })
S.place("confederate", { "L. Polk", "48 Tenn/P/C/H", "2 Tenn/P/C/H" }, { hex = "D49.01", cite = "6.8 line 918" })
S.place("confederate", { { "3+5 Conf/P/C/H", strength = 7 } }, { hex = "A50.34", cite = "6.8 line 918" })
-- reconstructed: "B51.34" is 60 rows south of Wood (A52.33), off the rest of C/H; read A51.34 as
-- polk-vs-thomas.lua reads the same print of 6.5.
S.place("confederate", { { "33 Ala/W/C/H", strength = 6 }, { "16 Ala/W/C/H", strength = 5 } }, { hex = "A51.34", cite = "6.8 line 918 (printed B51.34)" })
S.place("confederate", { "S. A. M. Wood", { "45 Ala/W/C/H", strength = 7 } }, { hex = "A52.33", cite = "6.8 line 918" })
S.place("confederate", { { "32+45 Miss/W/C/H", strength = 7 } }, { hex = "A53.33", cite = "6.8 line 918" })
S.place("confederate", { "15 Miss SS/W/C/H", "18 Ala Bn/W/C/H" }, { hex = "A54.32", cite = "6.8 line 918" })
S.place("confederate", { "Douglas/Arty/C/H" }, { hex = "A57.32", cite = "6.8 line 918" })
S.place("confederate", { "Semples/Arty/C/H" }, { hex = "A54.33", cite = "6.8 line 918" })
S.place("confederate", { "Calvert/Arty/C/H" }, { hex = "D50.01", cite = "6.8 line 918" })

-- 6.8 line 920: Longstreet, Left Wing HQ, A 1 La Cav—E15.02. Buckner, B Corps HQ and Supply, Clark—E25.06. W/B
--   Corps Arty—w/i 2 E24.02.
S.place("confederate", { "Longstreet", "Left Wing HQ", "A 1 La Cav/1 Corps" }, { hex = "E15.02", cite = "6.8 line 920" })
S.place("confederate", { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps" }, { hex = "E25.06", cite = "6.8 line 920" })
S.org("confederate", "W/B Corps", { hex = "E24.02", within = 2, cite = "6.8 line 920" })

-- 6.8 line 922: P/B: Preston—E22.02. G/P/B—w/i 1 B24.34. K/P/B—w/i 1 B21.01. T/P/B—w/i 1 B19.32: 1 Fla Cav (7),
--   6 Fla (4), 7 Fla (7), 54 Va (7). Arty/P/B—w/i 2 E22.02.
S.place("confederate", { "Preston" }, { hex = "E22.02", cite = "6.8 line 922" })
S.place("confederate", { { "1 Fla Cav/T/P/B", strength = 7 }, { "6 Fla/T/P/B", strength = 4 }, { "7 Fla/T/P/B", strength = 7 }, { "54 Va/T/P/B", strength = 7 } }, { hex = "B19.32", within = 1, cite = "6.8 line 922" })
S.org("confederate", "G/P/B", { hex = "B24.34", within = 1, cite = "6.8 line 922" })
-- reconstructed: "B21.01" lies on the far (west) side of Map B, 30 columns from the rest of
-- Preston's division (B24.34, B19.32, E22.02); read E21.01 (one letter: the sheet), next to
-- Preston, between G/P/B and T/P/B.
S.org("confederate", "K/P/B", { hex = "E21.01", within = 1, cite = "6.8 line 922 (printed B21.01)" })
S.org("confederate", "T/P/B", { hex = "B19.32", within = 1, cite = "6.8 line 922" })
S.org("confederate", "Arty/P/B", { hex = "E22.02", within = 2, cite = "6.8 line 922" })

-- 6.8 line 924: S/B: Stewart, Divisional Goal HQ—A55.29. Ba/S/B: 37 Ga (5)—A52.27. Bate, 20 Tenn, 15+37 Tenn
--   (2)—A53.27. 4 Ga Bn SS (1), 58 Ala (5)—A54.26. Br/S/B: 23 Tenn Bn (2), 18 Tenn (4)—A55.26.
--   Brown, 32 Tenn (5)—A56.26. 26 Tenn (3), 45 Tenn (3)—A57.26. C/S/B: 36 Ala (7)—A53.29. Clayton,
--   38 Ala (7)—A54.28. 18 Ala (6)—A55.28. Arty/S/B: Oliver—A53.27. Anderson—A56.26.
--   Humphreys—A54.28.
S.place("confederate", { "Stewart" }, { hex = "A55.29", cite = "6.8 line 924" })
S.place("confederate", { { "37 Ga/Ba/S/B", strength = 5 } }, { hex = "A52.27", cite = "6.8 line 924" })
S.place("confederate", { "Bate", "20 Tenn/Ba/S/B", { "15+37 Tenn/Ba/S/B", strength = 2 } }, { hex = "A53.27", cite = "6.8 line 924" })
S.place("confederate", { { "4 Ga Bn SS/Ba/S/B", strength = 1 }, { "58 Ala/Ba/S/B", strength = 5 } }, { hex = "A54.26", cite = "6.8 line 924" })
S.place("confederate", { { "23 Tenn Bn/Br/S/B", strength = 2 }, { "18 Tenn/Br/S/B", strength = 4 } }, { hex = "A55.26", cite = "6.8 line 924" })
S.place("confederate", { "Brown", { "32 Tenn/Br/S/B", strength = 5 } }, { hex = "A56.26", cite = "6.8 line 924" })
S.place("confederate", { { "26 Tenn/Br/S/B", strength = 3 }, { "45 Tenn/Br/S/B", strength = 3 } }, { hex = "A57.26", cite = "6.8 line 924" })
S.place("confederate", { { "36 Ala/C/S/B", strength = 7 } }, { hex = "A53.29", cite = "6.8 line 924" })
S.place("confederate", { "Clayton", { "38 Ala/C/S/B", strength = 7 } }, { hex = "A54.28", cite = "6.8 line 924" })
S.place("confederate", { { "18 Ala/C/S/B", strength = 6 } }, { hex = "A55.28", cite = "6.8 line 924" })
S.place("confederate", { "Oliver/Arty/S/B" }, { hex = "A53.27", cite = "6.8 line 924" })
S.place("confederate", { "Anderson/Arty/S/B" }, { hex = "A56.26", cite = "6.8 line 924" })
S.place("confederate", { "Humphreys/Arty/S/B" }, { hex = "A54.28", cite = "6.8 line 924" })

-- 6.8 line 926: Hood, 1 Corps HQ, C+E 1 La Cav—A61.32. JPD/1: Johnson—A59.25. F/JPD/1—w/i 1 A61.27: 17 Tenn (3),
--   23 Tenn (3), 25 Tenn (2), 44 Tenn (5). G/JPD/1—w/i 1 A59.29: Repl Leader, 1 Tenn Bn (1), 3 Tenn
--   (3), 10 Tenn (3), 30 Tenn (2), 41 Tenn (3), 50 Tenn (1), 7 Texas (2). M/JPD/1—w/i 1 A59.27: 1
--   Ark MR (4), 25 Ark (2), 4+31+4 Ark Bn (7), 39 NC (4).
S.place("confederate", { "Hood", "1 Corps HQ", "E+C 1 La Cav/1 Corps" }, { hex = "A61.32", cite = "6.8 line 926" })
S.place("confederate", { "B. R. Johnson" }, { hex = "A59.25", cite = "6.8 line 926" })
S.place("confederate", { { "17 Tenn/F/JPD/1", strength = 3 }, { "23 Tenn/F/JPD/1", strength = 3 }, { "25 Tenn/F/JPD/1", strength = 2 }, { "44 Tenn/F/JPD/1", strength = 5 } }, { hex = "A61.27", within = 1, cite = "6.8 line 926" })
S.place("confederate", { { "Repl G/JPD/1", replacement = "G/JPD/1" }, { "1 Tenn Bn/G/JPD/1", strength = 1 }, { "3 Tenn/G/JPD/1", strength = 3 }, { "10 Tenn/G/JPD/1", strength = 3 }, { "30 Tenn/G/JPD/1", strength = 2 }, { "41 Tenn/G/JPD/1", strength = 3 }, { "50 Tenn/G/JPD/1", strength = 1 }, { "7 Texas/G/JPD/1", strength = 2 } }, { hex = "A59.29", within = 1, cite = "6.8 line 926" })
S.place("confederate", { { "1 Ark MR/M/JPD/1", strength = 4 }, { "25 Ark/M/JPD/1", strength = 2 }, { "4+31+4 Ark Bn/M/JPD/1", strength = 7 }, { "39 NC/M/JPD/1", strength = 4 } }, { hex = "A59.27", within = 1, cite = "6.8 line 926" })
S.org("confederate", "F/JPD/1", { hex = "A61.27", within = 1, cite = "6.8 line 926" })
S.org("confederate", "G/JPD/1", { hex = "A59.29", within = 1, cite = "6.8 line 926" }, { "Gregg" })
S.org("confederate", "M/JPD/1", { hex = "A59.27", within = 1, cite = "6.8 line 926" })

-- 6.8 line 928: L/1: Law—B1.30. B/L/1—w/i 1 B1.30: 2 Ga (3), 15 Ga (2), 17 Ga (4), 20 Ga (2). R/L/1—w/i 1 B1.32:
--   3 Ark (5), 1 Texas (5), 4 Texas (5), 5 Texas (4). S/L/1—w/i 1 B2.29: Repl Leader, 4 Ala (4), 15
--   Ala (6), 44 Ala (5), 47 Ala (5), 48 Ala (4). Lumsden/R/1 Corps Arty (3)—A61.32.
S.place("confederate", { "Law" }, { hex = "B1.30", cite = "6.8 line 928" })
S.place("confederate", { { "2 Ga/B/L/1", strength = 3 }, { "15 Ga/B/L/1", strength = 2 }, { "17 Ga/B/L/1", strength = 4 }, { "20 Ga/B/L/1", strength = 2 } }, { hex = "B1.30", within = 1, cite = "6.8 line 928" })
S.place("confederate", { { "3 Ark/R/L/1", strength = 5 }, { "1 Texas/R/L/1", strength = 5 }, { "4 Texas/R/L/1", strength = 5 }, { "5 Texas/R/L/1", strength = 4 } }, { hex = "B1.32", within = 1, cite = "6.8 line 928" })
S.place("confederate", { { "Repl S/L/1", replacement = "S/L/1" }, { "4 Ala/S/L/1", strength = 4 }, { "15 Ala/S/L/1", strength = 6 }, { "44 Ala/S/L/1", strength = 5 }, { "47 Ala/S/L/1", strength = 5 }, { "48 Ala/S/L/1", strength = 4 } }, { hex = "B2.29", within = 1, cite = "6.8 line 928" })
S.place("confederate", { { "Lumsden/R/1 Corps", strength = 3 } }, { hex = "A61.32", cite = "6.8 line 928" })
S.org("confederate", "B/L/1", { hex = "B1.30", within = 1, cite = "6.8 line 928" })
S.org("confederate", "R/L/1", { hex = "B1.32", within = 1, cite = "6.8 line 928" })
S.org("confederate", "S/L/1", { hex = "B2.29", within = 1, cite = "6.8 line 928" }, { "Sheffield" })

-- 6.8 line 930: M/1: Kershaw, Divisional goal HQ—E3.18. K/M/1, Repl leader—w/i 1 E3.18. H/M/1—w/i 1 E4.18. R/1
--   Corps Arty (except Lumsden, above)—w/i 1 E5.19.
S.place("confederate", { "Kershaw" }, { hex = "E3.18", cite = "6.8 line 930" })
S.place("confederate", { { "Repl K/M/1", replacement = "K/M/1" } }, { hex = "E3.18", within = 1, cite = "6.8 line 930" })
S.org("confederate", "K/M/1", { hex = "E3.18", within = 1, cite = "6.8 line 930" })
S.org("confederate", "H/M/1", { hex = "E4.18", within = 1, cite = "6.8 line 930" })
S.org("confederate", "R/1 Corps", { hex = "E5.19", within = 1, cite = "6.8 line 930" })

-- 6.8 line 932: H/P: Hindman, Lenoir—B6.32. A/H/P: 9 Miss—B5.33. 9 Miss Bn, 44 Miss—B6.32. Anderson, 7 Miss, 10
--   Miss—B7.33. 41 Miss—B8.33. D/H/P: 50 Ala—B4.30. Deas, 39 Ala, 25 Ala—B5.31. 19 Ala—B6.30. 17 Ala
--   Bn SS, 22 Ala—B7.31. M/H/P: 10+19 SC—B9.31. Manigault, 28 Ala—B10.30. 24 Ala—B11.31. 34
--   Ala—B12.31. Arty/H/P—w/i 2 B6.32.
S.place("confederate", { "Hindman", "Lenoir/H/P" }, { hex = "B6.32", cite = "6.8 line 932" })
S.place("confederate", { "9 Miss/A/H/P" }, { hex = "B5.33", cite = "6.8 line 932" })
S.place("confederate", { "9 Miss Bn SS/A/H/P", "44 Miss/A/H/P" }, { hex = "B6.32", cite = "6.8 line 932" })
S.place("confederate", { "Anderson", "7 Miss/A/H/P", "10 Miss/A/H/P" }, { hex = "B7.33", cite = "6.8 line 932" })
S.place("confederate", { "41 Miss/A/H/P" }, { hex = "B8.33", cite = "6.8 line 932" })
S.place("confederate", { "50 Ala/D/H/P" }, { hex = "B4.30", cite = "6.8 line 932" })
S.place("confederate", { "Deas", "39 Ala/D/H/P", "25 Ala/D/H/P" }, { hex = "B5.31", cite = "6.8 line 932" })
S.place("confederate", { "19 Ala/D/H/P" }, { hex = "B6.30", cite = "6.8 line 932" })
S.place("confederate", { "17 Ala Bn SS/D/H/P", "22 Ala/D/H/P" }, { hex = "B7.31", cite = "6.8 line 932" })
S.place("confederate", { "10+19 SC/M/H/P" }, { hex = "B9.31", cite = "6.8 line 932" })
S.place("confederate", { "Manigault", "28 Ala/M/H/P" }, { hex = "B10.30", cite = "6.8 line 932" })
S.place("confederate", { "24 Ala/M/H/P" }, { hex = "B11.31", cite = "6.8 line 932" })
S.place("confederate", { "34 Ala/M/H/P" }, { hex = "B12.31", cite = "6.8 line 932" })
S.org("confederate", "Arty/H/P", { hex = "B6.32", within = 2, cite = "6.8 line 932" })

-- 6.8 line 934: Wharton, Divisional goal HQ—C25.33. C/W/W Cav—w/i 3 C13.30. H/W/W Cav—w/i 3 C26.25.
S.place("confederate", { "Wharton" }, { hex = "C25.33", cite = "6.8 line 934" })
S.org("confederate", "C/W/W Cav", { hex = "C13.30", within = 3, cite = "6.8 line 934" })
S.org("confederate", "H/W/W Cav", { hex = "C26.25", within = 3, cite = "6.8 line 934" })
-- reconstructed: Wharton's line (934) names his HQ and two brigades but not White's battery
-- (Arty/W/W Cav, arrived with the division at 1:00 a.m.): it stands with Wharton.
S.org("confederate", "Arty/W/W Cav", { hex = "C25.33", cite = "6.8 line 934 (reconstructed)" })

----------------------------------------------------------------------------------------------
-- Reinforcements (lines 904, 942): the schedules for 20 September after 8:00 a.m.
----------------------------------------------------------------------------------------------
-- reconstructed: Crook's 2/2/Cav and the CBOT battery are due at 7:00 a.m. (before the first
-- turn) and are not in the set-up: they enter on turn 1 at C13.01.
C.wood_for(S, "union")
local reinforcements = C.schedule(S, C.union_schedule, { side = "union", start = START, turns = TURNS, early = "turn1", from = { day = 2, time = "07:00" }, cite = "6.8 line 904 / schedule line 2227:" })
C.wood_for(S, "confederate")
for _, r in ipairs(C.schedule(S, C.confederate_schedule, { side = "confederate", start = START, turns = TURNS, cite = "6.8 line 942 / schedule line 2258:" })) do
  reinforcements[#reinforcements + 1] = r
end

C.wood_for(S, "union")

-- 2.7/3.7 optional troops (rulesets/this-terrible-sound/options.lua).
local O = require("options")
if O.add_optional_troops then O.add_optional_troops(S, "6.8") end

return {
  name = "6.8 Sunday, 20th of September",
  description = "20 September 1863, 8:00 a.m.-8:00 p.m.: the full day's action, from Polk's piecemeal attacks to Longstreet's breakthrough and the last stand on Snodgrass Hill. 48 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.8 (seed 001_ec5e0dc59d1e4565.txt lines 868-944)",
  -- Line 872: Map Area: All. First turn 8:00 a.m. September 20th, last turn 8:00 p.m., 48 turns, Confederate first.
  turns = TURNS,
  first_side = "confederate",
  start = START,
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.8",
    date = "1863-09-20",
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } }, { sheet = "C", rows = { 1, 31 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } }, { sheet = "F", rows = { 1, 31 } } },
    random_events = true,
    -- Lines 902, 940.
    ammunition = { union = 300, confederate = 225 },
    previous_losses = { union = 145, confederate = 169 },
    stragglers = { union = 0, confederate = 0 },
    wrecked_regiments = {
      union = { ["3/1/14"] = 3, ["1/2/21"] = 1 },
      confederate = { ["E/G/Res"] = 6, ["W/G/Res"] = 2, ["G/L/Res"] = 1, ["J/C/P"] = 1, ["M/C/P"] = 1, ["W/C/P"] = 1, ["Ba/S/B"] = 2, ["G/JPD/1"] = 5, ["B/L/1"] = 2 },
    },
    -- Lines 898, 936. The seed gives no facing: reconstructed as the three hexsides toward the
    -- enemy (Union east, Confederate west).
    breastworks = {
    ["A39.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A40.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A40.24"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A40.25"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A41.26"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A42.26"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A43.27"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A44.27"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A49.25"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A50.24"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A51.24"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A52.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A53.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A54.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A55.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A56.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A57.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A58.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A59.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A60.22"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A61.22"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A62.22"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B1.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B2.22"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B19.11"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B20.11"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B21.11"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B22.11"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B23.11"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["B24.11"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A52.27"] = { side = "confederate", facing = { "NW", "W", "SW" } },
    ["A53.27"] = { side = "confederate", facing = { "NW", "W", "SW" } },
    ["A54.26"] = { side = "confederate", facing = { "NW", "W", "SW" } },
    ["A55.26"] = { side = "confederate", facing = { "NW", "W", "SW" } },
    ["A56.26"] = { side = "confederate", facing = { "NW", "W", "SW" } },
    ["A57.26"] = { side = "confederate", facing = { "NW", "W", "SW" } },
    },
    -- Line 898: "Uncompleted Breastworks ... 8 accumulated day turns of construction, and will
    -- be done by 8:45 a.m." (4.3b: 12 day turns).
    building = {
    ["A45.27"] = { side = "union", turns = 8, active = true, facing = { "NE", "E", "SE" } },
    ["A46.26"] = { side = "union", turns = 8, active = true, facing = { "NE", "E", "SE" } },
    ["A47.26"] = { side = "union", turns = 8, active = true, facing = { "NE", "E", "SE" } },
    ["A48.25"] = { side = "union", turns = 8, active = true, facing = { "NE", "E", "SE" } },
    ["A48.24"] = { side = "union", turns = 8, active = true, facing = { "NE", "E", "SE" } },
    ["A48.23"] = { side = "union", turns = 8, active = true, facing = { "NE", "E", "SE" } },
    },
    -- Generic goal HQ markers the set-up places (2.4 / 3.4: divisional and brigade goals). The
    -- order of battle has no such markers except Wilder's (Wilder HQ): kept as data.
    goal_hqs = {
      { command = "2/14", hex = "A59.20" },
      { command = "1/2/14", hex = "A36.21" },
      { command = "C/H", hex = "A52.34" },
      { command = "S/B", hex = "A55.29" },
      { command = "M/1", hex = "E3.18" },
      { command = "W/W Cav", hex = "C25.33" },
    },
    -- Lines 900, 938.
    orders = {
      union = {
        { to = "14 Corps", kind = "defend", text = "Defend the line of the Lafayette Road from the McDonald House to the Brotherton House and Field.", place = "Lafayette Road" },
        { kind = "attachment", unit = "2/20", to = "14 Corps" },
        { kind = "attachment", unit = "2/21", to = "14 Corps" },
        { to = "1/2/14", kind = "brigade_goal", type = "defend", text = "Defend the Union flank in the McDonald Field.", place = "McDonald Field" },
        { to = "2/14", kind = "divisional_goal", type = "move", text = "2/14 Division (less 1/2/14): move to the Snodgrass Field and await further orders.", place = "Snodgrass Field", except = { "1/2/14" } },
        { to = "20 Corps", kind = "none", text = "No orders." },
        { to = "21 Corps", kind = "none", text = "No orders." },
        { to = "Cav Corps", kind = "none", text = "No orders." },
      },
      confederate = {
        { kind = "wings", wings = "historical", text = "The Right Wing is in effect, using the historical composition listed in 3.3f." },
        { to = "H Corps", kind = "attack", text = "Attack at once to clear the Lafayette Road.", place = "Lafayette Road" },
        { to = "B/H", kind = "divisional_goal", type = "attack", text = "Capture the McDonald Field and flank the Union line from the north.", place = "McDonald Field" },
        { to = "C/H", kind = "divisional_goal", type = "attack", text = "Launch a frontal attack against the line along Kelly Field.", place = "Kelly Field", delay = "D5" },
        { to = "Res Corps", kind = "corps_order", type = "reserve", text = "Support H Corps.", delay = "D6" },
        { to = "C/P", kind = "corps_order", type = "reserve", text = "No attack orders at this time: act as wing reserve, and await further orders." },
        { kind = "wings", wings = "historical", wing = "Left Wing", text = "The Left Wing is in effect, using the historical composition listed in 3.3f. The Left Wing has no orders except for S/B Division and M/1 Divisions." },
        { to = "S/B", kind = "divisional_goal", type = "attack", text = "Attack the Poe Field.", place = "Poe Field", delay = "D6" },
        { to = "M/1", kind = "divisional_goal", type = "move", text = "Join First Corps.", place = "1 Corps" },
        { to = "F Cav", kind = "corps_order", type = "attack", text = "Advance with B/H Division and protect its northern flank." },
        { kind = "attachment", unit = "10 Conf/S/P/F Cav", to = "D/P/F Cav" },
        { to = "W/W Cav", kind = "divisional_goal", type = "defend", text = "Defend the crossings of Glass Mill Bridge and Ford.", place = "Glass Mill" },
      },
    },
    -- 3.3f historical wings (line 938 orders 1 and 6).
    wings = {
      active = true,
      ["Right Wing"] = { commander = "Polk", divisions = { "C/P", "H Corps", "C/H", "B/H", "Res Corps", "G/Res", "L/Res" } },
      ["Left Wing"] = { commander = "Longstreet", divisions = { "H/P", "S/B", "P/B", "L/1", "M/1", "JPD/1", "B Corps", "1 Corps" } },
    },
    attachments = { ["2/20"] = "14 Corps", ["2/21"] = "14 Corps", ["10 Conf/S/P/F Cav"] = "D/P/F Cav" },
    reinforcements = reinforcements,
    -- The schedules' order explanations, read as the orders the arrivals bring (orders.lua
    -- gives them with the scenario's own; _campaign.lua union_arrival_orders, ...).
    arrival_orders = C.arrival_orders_of(reinforcements),
    -- Line 944.
    victory = {
      levels = C.levels(36, 22, 11, -10, -21, -35),
      historical = { winner = "confederate", level = "major", vp = 29 },
    },
    notes = {
      "Seed misprints read from the loss tables and the other set-ups: '25 Ohio (5)' in 3/1/21 is 125 Ohio; '11 Ohio (5)' in 2/2/21 is 41 Ohio; '18 Ohio (5)' in 2/3/21 is 13 Ohio.",
      "Printed hexes read differently (each one character): W/C/H's 33 and 16 Ala 'B51.34' as A51.34 (60 rows from Wood's A52.33; 6.5 reads the same print so); K/P/B 'w/i 1 B21.01' as E21.01 (beside Preston, between G/P/B and T/P/B).",
      "Crook's 2/2/Cav and the CBOT battery (due 7:00 a.m., before the first turn, and not in the set-up) enter on turn 1 at C13.01.",
      "White's battery (Arty/W/W Cav) is not named in Wharton's set-up line and stands with Wharton at C25.33.",
      "Divisional/brigade goal HQ markers (2/14, 1/2/14, C/H, S/B, M/1, W/W Cav) are not in the order of battle: vars.goal_hqs.",
    },
  },
}
