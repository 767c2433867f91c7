-- 6.9 Longstreet's Attack (large scenario), seed lines 946-1136: from Longstreet's assault at
-- 11:00 a.m. on 20 September to the end of the day. Ruleset this-terrible-sound.
--
-- Set-up by hex as printed (see sunday.lua for the conventions: "w/i N", "(n)" strengths, a
-- listed organization brings its units and leaders, "Repl leader"). Clock: 11:00 a.m.
-- 20 September is turn 1; 1:00 p.m. is turn 9; 8:00 p.m. turn 36.

local oob = require("oob")
local map = require("map")
local C = require("_campaign")

local START = { day = 2, time = "11:00" }
local TURNS = 36
local S = oob.setup{ after18 = true }

----------------------------------------------------------------------------------------------
-- Union set-up (lines 954-1022)
----------------------------------------------------------------------------------------------

-- 6.9 line 954: Set Up: Rosecrans, A Cumb HQ—B4.14. 1 Bn Ohio SS, 10 Ohio, 15 Penn Cav, A Cumb Supply—w/i 1
--   B12.14. Thomas, 14 Corps HQ and Supply—A47.23. 9 Mich, L 1 Ohio Cav—w/i 1 A47.23.
S.place("union", { "Rosecrans", "A Cumb HQ" }, { hex = "B4.14", cite = "6.9 line 954" })
S.place("union", { "1 Bn Ohio SS/A Cumb", "10 Ohio/A Cumb", "15 Penn Cav/A Cumb", "A Cumb Supply" }, { hex = "B12.14", within = 1, cite = "6.9 line 954" })
S.place("union", { "Thomas", "14 Corps HQ", "14 Corps Supply" }, { hex = "A47.23", cite = "6.9 line 954" })
S.place("union", { "9 Mich/14 Corps", "L 1 Ohio Cav/14 Corps" }, { hex = "A47.23", within = 1, cite = "6.9 line 954" })

-- 6.9 line 956: 1/14 — Baird—A43.26.
S.place("union", { "Baird" }, { hex = "A43.26", cite = "6.9 line 956" })

-- 6.9 line 958: • 1/1/14: 94 Ohio (5), 38 Ind (4), 4 Ind Lt Bty (4)—A43.27. 2 Ohio (2), 10 Wisc (4)—A43.26.
--   Scribner, 33 Ohio (4)—A42.26.
S.place("union", { { "94 Ohio/1/1/14", strength = 5 }, { "38 Ind/1/1/14", strength = 4 }, { "4 Ind Lt/Arty/1/14", strength = 4 } }, { hex = "A43.27", cite = "6.9 line 958" })
S.place("union", { { "2 Ohio/1/1/14", strength = 2 }, { "10 Wis/1/1/14", strength = 4 } }, { hex = "A43.26", cite = "6.9 line 958" })
S.place("union", { "Scribner", { "33 Ohio/1/1/14", strength = 4 } }, { hex = "A42.26", cite = "6.9 line 958" })

-- 6.9 line 959: • 2/1/14: Starkweather, 24 Ill (5), 21 Wisc (6)—A44.27. 79 Penn (6), 1 Wisc (6)—A44.26.
S.place("union", { "Starkweather", { "24 Ill/2/1/14", strength = 5 }, { "21 Wis/2/1/14", strength = 6 } }, { hex = "A44.27", cite = "6.9 line 959" })
S.place("union", { { "79 Penn/2/1/14", strength = 6 }, { "1 Wis/2/1/14", strength = 6 } }, { hex = "A44.26", cite = "6.9 line 959" })

-- 6.9 line 960: • 3/1/14: J. King, 1/18 US (4), 2/18 US (4)—A40.25. 1/16 US (2), 1/19 US (2)—A41.26. 1/15 US
--   (3), H 5 US Bty (2), A 1 Mich Bty (1)—A41.25.
S.place("union", { "J. King", { "1/18 US/3/1/14", strength = 4 }, { "2/18 US/3/1/14", strength = 4 } }, { hex = "A40.25", cite = "6.9 line 960" })
S.place("union", { { "1/16 US/3/1/14", strength = 2 }, { "1/19 US/3/1/14", strength = 2 } }, { hex = "A41.26", cite = "6.9 line 960" })
S.place("union", { { "1/15 US/3/1/14", strength = 3 }, { "H 5 US/Arty/1/14", strength = 2 }, { "A 1 Mich/Arty/1/14", strength = 1 } }, { hex = "A41.25", cite = "6.9 line 960" })

-- 6.9 line 962: 2/14 — Negley—A47.16.
S.place("union", { "Negley" }, { hex = "A47.16", cite = "6.9 line 962" })

-- 6.9 line 964: • 1/2/14: J. Beatty, 104 Ill (4), 15 Ky (4)—A45.19. 88 Ind (3), 42 Ind (3)—A45.20.
S.place("union", { "J. Beatty", { "104 Ill/1/2/14", strength = 4 }, { "15 Ky/1/2/14", strength = 4 } }, { hex = "A45.19", cite = "6.9 line 964" })
S.place("union", { { "88 Ind/1/2/14", strength = 3 }, { "42 Ind/1/2/14", strength = 3 } }, { hex = "A45.20", cite = "6.9 line 964" })

-- 6.9 line 965: • 2/2/14: Stanley, 18 Ohio—A45.21. 11 Mich, 19 Ill, Bridges Bty (2)—A45.22. 3/2/14—w/i 1 A47.15.
--   Arty/2/14: M 1 Ohio, G 1 Ohio—w/i 1 A47.16. I 4 US/Arty/3/14—A48.18.
S.place("union", { "Stanley", "18 Ohio/2/2/14" }, { hex = "A45.21", cite = "6.9 line 965" })
S.place("union", { "11 Mich/2/2/14", "19 Ill/2/2/14", { "Bridges/Arty/2/14", strength = 2 } }, { hex = "A45.22", cite = "6.9 line 965" })
S.place("union", { "M 1 Ohio/Arty/2/14", "G 1 Ohio/Arty/2/14" }, { hex = "A47.16", within = 1, cite = "6.9 line 965" })
S.place("union", { "I 4 US/Arty/3/14" }, { hex = "A48.18", cite = "6.9 line 965" })
S.org("union", "3/2/14", { hex = "A47.15", within = 1, cite = "6.9 line 965" })

-- 6.9 line 967: 3/14 — Brannan—A57.22.
S.place("union", { "Brannan" }, { hex = "A57.22", cite = "6.9 line 967" })

-- 6.9 line 969: • 1/3/14: Connell, 82 Ind—A58.23. 31 Ohio (9)—A59.23. 17 Ohio (9)—A57.23.
S.place("union", { "Connell", "82 Ind/1/3/14" }, { hex = "A58.23", cite = "6.9 line 969" })
S.place("union", { { "31 Ohio/1/3/14", strength = 9 } }, { hex = "A59.23", cite = "6.9 line 969" })
S.place("union", { { "17 Ohio/1/3/14", strength = 9 } }, { hex = "A57.23", cite = "6.9 line 969" })

-- 6.9 line 970: • 2/3/14: Croxton, 4 Ky (9)—A56.23. 14 Ohio (5), 10 Ky (5)—A55.23. 10 Ind (4), 74 Ind
--   (5)—A54.23.
S.place("union", { "Croxton", { "4 Ky/2/3/14", strength = 9 } }, { hex = "A56.23", cite = "6.9 line 970" })
S.place("union", { { "14 Ohio/2/3/14", strength = 5 }, { "10 Ky/2/3/14", strength = 5 } }, { hex = "A55.23", cite = "6.9 line 970" })
S.place("union", { { "10 Ind/2/3/14", strength = 4 }, { "74 Ind/2/3/14", strength = 5 } }, { hex = "A54.23", cite = "6.9 line 970" })

-- 6.9 line 971: • 3/3/14: Van Derveer, 2 Minn (6), 87 Ind (6)—A44.22. 9 Ohio (7), 35 Ohio (4)—A44.23. Arty/3/14:
--   D 1 Mich, C 1 Ohio—w/i 1 A57.22.
S.place("union", { "Van Derveer", { "2 Minn/3/3/14", strength = 6 }, { "87 Ind/3/3/14", strength = 6 } }, { hex = "A44.22", cite = "6.9 line 971" })
S.place("union", { { "9 Ohio/3/3/14", strength = 7 }, { "35 Ohio/3/3/14", strength = 4 } }, { hex = "A44.23", cite = "6.9 line 971" })
S.place("union", { "D 1 Mich/Arty/3/14", "C 1 Ohio/Arty/3/14" }, { hex = "A57.22", within = 1, cite = "6.9 line 971" })

-- 6.9 line 973: 4/14 — Reynolds—A52.22.
S.place("union", { "Reynolds" }, { hex = "A52.22", cite = "6.9 line 973" })

-- 6.9 line 975: • 2/4/14: E. King, 75 Ind (5), 101 Ind (7)—A52.23. 105 Ohio (6), 68 Ind (5), 19 Ind Lt
--   Bty—A53.23.
S.place("union", { "E. King", { "75 Ind/2/4/14", strength = 5 }, { "101 Ind/2/4/14", strength = 7 } }, { hex = "A52.23", cite = "6.9 line 975" })
S.place("union", { { "105 Ohio/2/4/14", strength = 6 }, { "68 Ind/2/4/14", strength = 5 }, "19 Ind Lt/Arty/4/14" }, { hex = "A53.23", cite = "6.9 line 975" })

-- 6.9 line 976: • 3/4/14: Turchin, 92 Ohio (7), 18 Ky (4)—A50.24. 96 Ohio (7), 21 Ind Lt Bty—A51.24. 11
--   Ohio—A50.23.
S.place("union", { "Turchin", { "92 Ohio/3/4/14", strength = 7 }, { "18 Ky/3/4/14", strength = 4 } }, { hex = "A50.24", cite = "6.9 line 976" })
S.place("union", { { "36 Ohio/3/4/14", strength = 7 }, "21 Ind Lt/Arty/4/14" }, { hex = "A51.24", cite = "6.9 line 976" })
S.place("union", { "11 Ohio/3/4/14" }, { hex = "A50.23", cite = "6.9 line 976" })

-- 6.9 line 978: Wilder, 17 Ind, 18 Ind a Lt Bty, Brigade goal HQ—B22.11. 39 Ind—B19.11. 92 Ill, 18 Ind b Lt
--   Bty—B20.11. 98 Ill (7)—B21.11. 72 Ind—B23.11. 123 Ill (4)—B24.11.
S.place("union", { "17 Ind/Wilder", "18 Ind Lt a/Wilder" }, { hex = "B22.11", status = { "breastworks" }, cite = "6.9 line 978" })
S.place("union", { "39 Ind/Wilder" }, { hex = "B19.11", status = { "breastworks" }, cite = "6.9 line 978" })
S.place("union", { "92 Ill/Wilder", "18 Ind Lt b/Wilder" }, { hex = "B20.11", status = { "breastworks" }, cite = "6.9 line 978" })
S.place("union", { { "98 Ill/Wilder", strength = 7 } }, { hex = "B21.11", status = { "breastworks" }, cite = "6.9 line 978" })
S.place("union", { "72 Ind/Wilder" }, { hex = "B23.11", status = { "breastworks" }, cite = "6.9 line 978" })
S.place("union", { { "123 Ill/Wilder", strength = 4 } }, { hex = "B24.11", status = { "breastworks" }, cite = "6.9 line 978" })
S.org("union", "Wilder", { hex = "B22.11", status = { "breastworks" }, cite = "6.9 line 978" })

-- 6.9 line 980: McCook, 20 Corps HQ, I 2 Ky Cav—B5.21. 20 Corps Supply—B8.19.
S.place("union", { "McCook", "20 Corps HQ", "I 2 Ky Cav/20 Corps" }, { hex = "B5.21", cite = "6.9 line 980" })
S.place("union", { "20 Corps Supply" }, { hex = "B8.19", cite = "6.9 line 980" })

-- 6.9 line 982: 1/20 — Davis—B7.23.
S.place("union", { "Davis" }, { hex = "B7.23", cite = "6.9 line 982" })

-- 6.9 line 984: • 2/1/20: Carlin, 21 Ill (5)—B7.25. 101 Ohio (3), 81 Ind (4)—B6.24. 38 Ill (4), 2 Minn Lt
--   Bty—B8.24.
S.place("union", { "Carlin", { "21 Ill/2/1/20", strength = 5 } }, { hex = "B7.25", cite = "6.9 line 984" })
S.place("union", { { "101 Ohio/2/1/20", strength = 3 }, { "81 Ind/2/1/20", strength = 4 } }, { hex = "B6.24", cite = "6.9 line 984" })
S.place("union", { { "38 Ill/2/1/20", strength = 4 }, "2 Minn Lt/Arty/1/20" }, { hex = "B8.24", cite = "6.9 line 984" })

-- 6.9 line 985: • 3/1/20: Repl Leader, 8 Kansas (5), 35 Ill (4)—B7.23. 25 Ill (5), 15 Wisc (3)—B8.22. 8 Wisc Lt
--   Bty—B7.22.
S.place("union", { { "Repl 3/1/20", replacement = "3/1/20" }, { "8 Kansas/3/1/20", strength = 5 }, { "35 Ill/3/1/20", strength = 4 } }, { hex = "B7.23", cite = "6.9 line 985" })
S.place("union", { { "25 Ill/3/1/20", strength = 5 }, { "15 Wisc/3/1/20", strength = 3 } }, { hex = "B8.22", cite = "6.9 line 985" })
S.place("union", { "8 Wisc Lt/Arty/1/20" }, { hex = "B7.22", cite = "6.9 line 985" })

-- 6.9 line 987: 2/20 — Johnson—A43.24.
S.place("union", { "R. W. Johnson" }, { hex = "A43.24", cite = "6.9 line 987" })

-- 6.9 line 989: • 1/2/20: Willich, 89 Ill (7), 15 Ohio—A43.24. 32 Ind (6), 49 Ohio (4)—A44.24.
S.place("union", { "Willich", { "89 Ill/1/2/20", strength = 7 }, "15 Ohio/1/2/20" }, { hex = "A43.24", cite = "6.9 line 989" })
S.place("union", { { "32 Ind/1/2/20", strength = 6 }, { "49 Ohio/1/2/20", strength = 4 } }, { hex = "A44.24", cite = "6.9 line 989" })

-- 6.9 line 990: • 2/2/20: Dodge, 30 Ind (3), 77 Penn (3)—A40.23. 79 Ill (3)—A39.23. 29 Ind (5)—A40.24.
S.place("union", { "Dodge", { "30 Ind/2/2/20", strength = 3 }, { "77 Penn/2/2/20", strength = 3 } }, { hex = "A40.23", cite = "6.9 line 990" })
S.place("union", { { "79 Ill/2/2/20", strength = 3 } }, { hex = "A39.23", cite = "6.9 line 990" })
S.place("union", { { "29 Ind/2/2/20", strength = 5 } }, { hex = "A40.24", cite = "6.9 line 990" })

-- 6.9 line 991: • 3/2/20: Repl leader, 1 Ohio (6), 6 Ind (5)—A46.26. 93 Ohio (4), 5 Ind Lt Bty (5)—A45.27. 5 Ky
--   (4)—A45.26. Arty/2/20: 20 Ohio Lt, A 1 Ohio—A45.25.
S.place("union", { { "Repl 3/2/20", replacement = "3/2/20" }, { "1 Ohio/3/2/20", strength = 6 }, { "6 Ind/3/2/20", strength = 5 } }, { hex = "A46.26", cite = "6.9 line 991" })
S.place("union", { { "93 Ohio/3/2/20", strength = 4 }, { "5 Ind Lt/Arty/2/20", strength = 5 } }, { hex = "A45.27", cite = "6.9 line 991" })
S.place("union", { { "5 Ky/3/2/20", strength = 4 } }, { hex = "A45.26", cite = "6.9 line 991" })
S.place("union", { "20 Ohio Lt/Arty/2/20", "A 1 Ohio/Arty/2/20" }, { hex = "A45.25", cite = "6.9 line 991" })

-- 6.9 line 993: 3/20 — Sheridan—B8.15.
S.place("union", { "Sheridan" }, { hex = "B8.15", cite = "6.9 line 993" })

-- 6.9 line 995: • 1/3/20: Lytle, 88 Ill, 36 Ill—B10.15. 24 Wisc, 21 Mich—B11.15.
S.place("union", { "Lytle", "88 Ill/1/3/20", "36 Ill/1/3/20" }, { hex = "B10.15", cite = "6.9 line 995" })
S.place("union", { "24 Wisc/1/3/20", "21 Mich/1/3/20" }, { hex = "B11.15", cite = "6.9 line 995" })

-- 6.9 line 996: • 2/3/20 (all units in column): Laiboldt, 15 Mo—B7.16. 73 Ill—B6.16. 44 Ill—B8.16. 2 Mo—B9.16.
S.place("union", { "Laiboldt", "15 Mo/2/3/20" }, { hex = "B7.16", formation = "column", cite = "6.9 line 996" })
S.place("union", { "73 Ill/2/3/20" }, { hex = "B6.16", formation = "column", cite = "6.9 line 996" })
S.place("union", { "44 Ill/2/3/20" }, { hex = "B8.16", formation = "column", cite = "6.9 line 996" })
S.place("union", { "2 Mo/2/3/20" }, { hex = "B9.16", formation = "column", cite = "6.9 line 996" })

-- 6.9 line 997: • 3/3/20 (all units in column): 22 Ill (5)—B13.14. 51 Ill (5)—B14.13. Repl Leader, 42
--   Ill—B15.14. 27 Ill (5)—B16.13.
S.place("union", { { "22 Ill/3/3/20", strength = 5 } }, { hex = "B13.14", formation = "column", cite = "6.9 line 997" })
S.place("union", { { "51 Ill/3/3/20", strength = 5 } }, { hex = "B14.13", formation = "column", cite = "6.9 line 997" })
S.place("union", { { "Repl 3/3/20", replacement = "3/3/20" }, "42 Ill/3/3/20" }, { hex = "B15.14", formation = "column", cite = "6.9 line 997" })
S.place("union", { { "27 Ill/3/3/20", strength = 5 } }, { hex = "B16.13", formation = "column", cite = "6.9 line 997" })

-- 6.9 line 998: • Arty/3/20 (all units limbered): C 1 Ill—B11.14. 11 Ind Lt—B8.15. G 1 Mo—B17.14.
S.place("union", { "C 1 Ill/Arty/3/20" }, { hex = "B11.14", formation = "limbered", cite = "6.9 line 998" })
S.place("union", { "11 Ind Lt/Arty/3/20" }, { hex = "B8.15", formation = "limbered", cite = "6.9 line 998" })
S.place("union", { "G 1 Mo/Arty/3/20" }, { hex = "B17.14", formation = "limbered", cite = "6.9 line 998" })

-- 6.9 line 1000: 21 Corps HQ and Supply, K 15 Ill Cav—B1.11. Crittenden—A54.20.
S.place("union", { "21 Corps HQ", "21 Corps Supply", "K 15 Ill Cav/21 Corps" }, { hex = "B1.11", cite = "6.9 line 1000" })
S.place("union", { "Crittenden" }, { hex = "A54.20", cite = "6.9 line 1000" })

-- 6.9 line 1002: 1/21 — Wood—A61.20.
S.place("union", { "Wood" }, { hex = "A61.20", cite = "6.9 line 1002" })

-- 6.9 line 1004: • 1/1/21 (all units in column): Buell, 100 Ill (5)—B1.20. 26 Ohio (5)—A62.20. 58 Ind (6)—B1.21.
--   13 Mich (3)—B2.20.
S.place("union", { "Buell", { "100 Ill/1/1/21", strength = 5 } }, { hex = "B1.20", formation = "column", cite = "6.9 line 1004" })
S.place("union", { { "26 Ohio/1/1/21", strength = 5 } }, { hex = "A62.20", formation = "column", cite = "6.9 line 1004" })
S.place("union", { { "58 Ind/1/1/21", strength = 6 } }, { hex = "B1.21", formation = "column", cite = "6.9 line 1004" })
S.place("union", { { "13 Mich/1/1/21", strength = 3 } }, { hex = "B2.20", formation = "column", cite = "6.9 line 1004" })

-- 6.9 line 1005: • 3/1/21 (all units in column): Harker, 65 Ohio—A59.20. 3 Ky—A60.19. 64 Ohio—A60.20. 125 Ohio
--   (5)—A61.20.
S.place("union", { "Harker", "65 Ohio/3/1/21" }, { hex = "A59.20", formation = "column", cite = "6.9 line 1005" })
S.place("union", { "3 Ky/3/1/21" }, { hex = "A60.19", formation = "column", cite = "6.9 line 1005" })
S.place("union", { "64 Ohio/3/1/21" }, { hex = "A60.20", formation = "column", cite = "6.9 line 1005" })
S.place("union", { { "125 Ohio/3/1/21", strength = 5 } }, { hex = "A61.20", formation = "column", cite = "6.9 line 1005" })

-- 6.9 line 1006: • Arty/1/21 (all units limbered): 8 Ind Lt—A61.21. 6 Ohio Lt—A58.20.
S.place("union", { "8 Ind Lt/Arty/1/21" }, { hex = "A61.21", formation = "limbered", cite = "6.9 line 1006" })
S.place("union", { "6 Ohio Lt/Arty/1/21" }, { hex = "A58.20", formation = "limbered", cite = "6.9 line 1006" })

-- 6.9 line 1008: 2/21 — Palmer, C 7 Ill Cav—A46.22.
S.place("union", { "Palmer", "C 7 Ill Cav/2/21" }, { hex = "A46.22", cite = "6.9 line 1008" })

-- 6.9 line 1010: • 1/2/21: Cruft, 90 Ohio (6)—A47.25. 31 Ind (6), 1 Ky (1), 2 Ky (6)—A47.26.
S.place("union", { "Cruft", { "90 Ohio/1/2/21", strength = 6 } }, { hex = "A47.25", cite = "6.9 line 1010" })
S.place("union", { { "31 Ind/1/2/21", strength = 6 }, { "1 Ky/1/2/21", strength = 1 }, { "2 Ky/1/2/21", strength = 6 } }, { hex = "A47.26", cite = "6.9 line 1010" })

-- 6.9 line 1011: • 2/2/21: Hazen, 6 Ky (4), 124 Ohio (6)—A48.24. 9 Ind (6), F 1 Ohio Bty—A48.25. 41 Ohio (5), B 1
--   Ohio Bty—A49.25.
S.place("union", { "Hazen", { "6 Ky/2/2/21", strength = 4 }, { "124 Ohio/2/2/21", strength = 6 } }, { hex = "A48.24", cite = "6.9 line 1011" })
S.place("union", { { "9 Ind/2/2/21", strength = 6 }, "F 1 Ohio/Arty/2/21" }, { hex = "A48.25", cite = "6.9 line 1011" })
S.place("union", { { "41 Ohio/2/2/21", strength = 5 }, "B 1 Ohio/Arty/2/21" }, { hex = "A49.25", cite = "6.9 line 1011" })

-- 6.9 line 1012: • 3/2/21: Grose, 84 Ill (7), 6 Ohio (5)—A47.24. 36 Ind (5), 23 Ky (4), 24 Ohio (4)—A46.24.
S.place("union", { "Grose", { "84 Ill/3/2/21", strength = 7 }, { "6 Ohio/3/2/21", strength = 5 } }, { hex = "A47.24", cite = "6.9 line 1012" })
S.place("union", { { "36 Ind/3/2/21", strength = 5 }, { "23 Ky/3/2/21", strength = 4 }, { "24 Ohio/3/2/21", strength = 4 } }, { hex = "A46.24", cite = "6.9 line 1012" })

-- 6.9 line 1013: • Arty/2/21: H 4 US, M 4 US—A46.23.
S.place("union", { "H 4 US/Arty/2/21", "M 4 US/Arty/2/21" }, { hex = "A46.23", cite = "6.9 line 1013" })

-- 6.9 line 1015: 3/21 — Van Cleve—A54.20.
S.place("union", { "Van Cleve" }, { hex = "A54.20", cite = "6.9 line 1015" })

-- 6.9 line 1017: • 1/3/21 (all units in column): 19 Ohio (7)—A54.19. S. Beatty, 9 Ky (3)—A55.20. 79 Ind
--   (5)—A56.20. 17 Ky (8)—A57.20.
S.place("union", { { "19 Ohio/1/3/21", strength = 7 } }, { hex = "A54.19", formation = "column", cite = "6.9 line 1017" })
S.place("union", { "S. Beatty", { "9 Ky/1/3/21", strength = 3 } }, { hex = "A55.20", formation = "column", cite = "6.9 line 1017" })
S.place("union", { { "79 Ind/1/3/21", strength = 5 } }, { hex = "A56.20", formation = "column", cite = "6.9 line 1017" })
S.place("union", { { "17 Ky/1/3/21", strength = 8 } }, { hex = "A57.20", formation = "column", cite = "6.9 line 1017" })

-- 6.9 line 1018: • 2/3/21 (all units in column): 86 Ind (4)—A51.19. Dick, 59 Ohio (5)—A52.19. 44 Ind—A53.20. 13
--   Ohio (5)—A54.20.
S.place("union", { { "86 Ind/2/3/21", strength = 4 } }, { hex = "A51.19", formation = "column", cite = "6.9 line 1018" })
S.place("union", { "Dick", { "59 Ohio/2/3/21", strength = 5 } }, { hex = "A52.19", formation = "column", cite = "6.9 line 1018" })
S.place("union", { "44 Ind/2/3/21" }, { hex = "A53.20", formation = "column", cite = "6.9 line 1018" })
S.place("union", { { "13 Ohio/2/3/21", strength = 5 } }, { hex = "A54.20", formation = "column", cite = "6.9 line 1018" })

-- 6.9 line 1019: • 3/3/21 (all units in column): 99 Ohio—A47.20. Barnes, 51 Ohio (5)—A48.19. 35 Ind (4)—A49.19. 8
--   Ky (5)—A50.19.
S.place("union", { "99 Ohio/3/3/21" }, { hex = "A47.20", formation = "column", cite = "6.9 line 1019" })
S.place("union", { "Barnes", { "51 Ohio/3/3/21", strength = 5 } }, { hex = "A48.19", formation = "column", cite = "6.9 line 1019" })
S.place("union", { { "35 Ind/3/3/21", strength = 4 } }, { hex = "A49.19", formation = "column", cite = "6.9 line 1019" })
S.place("union", { { "8 Ky/3/3/21", strength = 5 } }, { hex = "A50.19", formation = "column", cite = "6.9 line 1019" })

-- 6.9 line 1020: • Arty/3/21: 3 Wisc Lt—A54.16. 26 Penn Lt, Mendenhall—A54.15. 7 Ind Lt—A56.15.
S.place("union", { "3 Wisc Lt/Arty/3/21" }, { hex = "A54.16", cite = "6.9 line 1020" })
S.place("union", { "26 Penn Lt/Arty/3/21", "Mendenhall" }, { hex = "A54.15", cite = "6.9 line 1020" })
S.place("union", { "7 Ind Lt/Arty/3/21" }, { hex = "A56.15", cite = "6.9 line 1020" })

-- 6.9 line 1022: Mitchell, Cav Corps HQ and Supply—C3.03. Crook, CBOT/Arty/2/Cav, 2/2/Cav—w/i 2 C19.14. McCook, D
--   1 Ohio/Arty/1/Cav—w/i 2 B55.10. 1/1/Cav—w/i 2 D52.12. 2/1/Cav—w/i 2 D57.15.
S.place("union", { "Mitchell", "Cav Corps HQ", "Cav Corps Supply" }, { hex = "C3.03", cite = "6.9 line 1022" })
S.place("union", { "Crook", "CBOT/Arty/2/Cav" }, { hex = "C19.14", within = 2, cite = "6.9 line 1022" })
S.place("union", { "E. McCook", "D 1 Ohio/Arty/1/Cav" }, { hex = "B55.10", within = 2, cite = "6.9 line 1022" })
S.org("union", "2/2/Cav", { hex = "C19.14", within = 2, cite = "6.9 line 1022" })
S.org("union", "1/1/Cav", { hex = "D52.12", within = 2, cite = "6.9 line 1022" })
S.org("union", "2/1/Cav", { hex = "D57.15", within = 2, cite = "6.9 line 1022" })

C.wood_for(S, "confederate")
----------------------------------------------------------------------------------------------
-- Confederate set-up (lines 1034-1126)
----------------------------------------------------------------------------------------------

-- 6.9 line 1034: Set Up: Bragg, ATenn HQ and Supply—D43.15. Holloway Cav, Dreux Cav, Pickett—w/i 1 D43.15.
S.place("confederate", { "Bragg", "A Tenn HQ", "A Tenn Supply" }, { hex = "D43.15", cite = "6.9 line 1034" })
S.place("confederate", { "Holloway/A Tenn", "Dreux/A Tenn", "Pickett/A Tenn" }, { hex = "D43.15", within = 1, cite = "6.9 line 1034" })

-- 6.9 line 1036: Right Wing — Polk, Right Wing HQ, P Corps Supply, Greenleaf Cav—D50.03.
S.place("confederate", { "Polk", "Right Wing HQ", "P Corps Supply", "Greenleaf/P Corps" }, { hex = "D50.03", cite = "6.9 line 1036" })

-- 6.9 line 1038: C/P — Cheatham, G 2 Ga Cav—D56.06.
S.place("confederate", { "Cheatham", "2 Ga Cav/C/P" }, { hex = "D56.06", cite = "6.9 line 1038" })

-- 6.9 line 1040: • J/C/P: Jackson, 8 Miss (7), Scogin Bty (3)—D61.05. 5 Ga (4), 5 Miss (4)—D60.05. 2 Ga Bn SS
--   (1), 2 Bn 1 Conf—D62.05.
S.place("confederate", { "J. K. Jackson", { "8 Miss/J/C/P", strength = 7 }, { "Scogin/Arty/C/P", strength = 3 } }, { hex = "D61.05", cite = "6.9 line 1040" })
S.place("confederate", { { "5 Ga/J/C/P", strength = 4 }, { "5 Miss/J/C/P", strength = 4 } }, { hex = "D60.05", cite = "6.9 line 1040" })
S.place("confederate", { { "2 Ga Bn SS/J/C/P", strength = 1 }, "2/1 Conf/J/C/P" }, { hex = "D62.05", cite = "6.9 line 1040" })

-- 6.9 line 1041: • M/C/P: Maney, 6+9 Tenn (3), 24 Tenn Bn SS, 4 Tenn (PA) (3)—D62.03. 1+27 Tenn (10), Smith
--   Bty—D61.03.
S.place("confederate", { "Maney", { "6+9 Tenn/M/C/P", strength = 3 }, "24 Tenn Bn SS/M/C/P", { "4 Tenn (PA)/M/C/P", strength = 3 } }, { hex = "D62.03", cite = "6.9 line 1041" })
S.place("confederate", { { "1+27 Tenn/M/C/P", strength = 10 }, "Smith/Arty/C/P" }, { hex = "D61.03", cite = "6.9 line 1041" })

-- 6.9 line 1042: • Sm/C/P: Repl leader, Dawson Bn SS (5), Scott Bty (3)—D57.05. 11 Tenn (4), 12+47 Tenn
--   (4)—D56.05. 13+154 Tenn (4), 29 Tenn (4)—D55.05.
S.place("confederate", { { "Repl Sm/C/P", replacement = "Sm/C/P" }, { "Dawson SS/Sm/C/P", strength = 5 }, { "Scott/Arty/C/P", strength = 3 } }, { hex = "D57.05", cite = "6.9 line 1042" })
S.place("confederate", { { "11 Tenn/Sm/C/P", strength = 4 }, { "12+47 Tenn/Sm/C/P", strength = 4 } }, { hex = "D56.05", cite = "6.9 line 1042" })
S.place("confederate", { { "13+154 Tenn/Sm/C/P", strength = 4 }, { "29 Tenn/Sm/C/P", strength = 4 } }, { hex = "D55.05", cite = "6.9 line 1042" })

-- 6.9 line 1043: • St/C/P: Strahl, 23 Tenn, Stanford Bty—D56.02. 24 Tenn (4), 19 Tenn (3)—D57.03. 4+5 Tenn (4),
--   31 Tenn (4)—D55.03.
S.place("confederate", { "Strahl", "33 Tenn/St/C/P", "Stanford/Arty/C/P" }, { hex = "D56.02", cite = "6.9 line 1043" })
S.place("confederate", { { "24 Tenn/St/C/P", strength = 4 }, { "19 Tenn/St/C/P", strength = 3 } }, { hex = "D57.03", cite = "6.9 line 1043" })
S.place("confederate", { { "4+5 Tenn/St/C/P", strength = 4 }, { "31 Tenn/St/C/P", strength = 4 } }, { hex = "D55.03", cite = "6.9 line 1043" })

-- 6.9 line 1044: • W/C/P: Wright, 8 Tenn (4), Carnes Bty (2)—D59.03. 16 Tenn (4), 38 Tenn (3)—D60.02. 28 Tenn
--   (4), 51+52 Tenn (3)—D58.02.
S.place("confederate", { "Wright", { "8 Tenn/W/C/P", strength = 4 }, { "Carnes/Arty/C/P", strength = 2 } }, { hex = "D59.03", cite = "6.9 line 1044" })
S.place("confederate", { { "16 Tenn/W/C/P", strength = 4 }, { "38 Tenn/W/C/P", strength = 3 } }, { hex = "D60.02", cite = "6.9 line 1044" })
S.place("confederate", { { "28 Tenn/W/C/P", strength = 4 }, { "51+52 Tenn/W/C/P", strength = 3 } }, { hex = "D58.02", cite = "6.9 line 1044" })

-- 6.9 line 1046: D. H. Hill, H Corps HQ and Supply, Raum Cav—A41.32.
S.place("confederate", { "Hill", "H Corps HQ", "H Corps Supply", "Raum/H Corps" }, { hex = "A41.32", cite = "6.9 line 1046" })

-- 6.9 line 1048: B/H — Breckinridge, Foules Cav—A34.30.
S.place("confederate", { "Breckinridge", "Foules/B/H" }, { hex = "A34.30", cite = "6.9 line 1048" })

-- 6.9 line 1050: • A/B/H: Repl leader, 13+20 La (2), 19 La (2)—A35.29. 32 Ala (2), Slocumb Bty (5)—A34.28. 16+25
--   La (2), 14 La Bn—A33.28.
S.place("confederate", { { "Repl A/B/H", replacement = "A/B/H" }, { "13+20 La/A/B/H", strength = 2 }, { "19 La/A/B/H", strength = 2 } }, { hex = "A35.29", cite = "6.9 line 1050" })
S.place("confederate", { { "32 Ala/A/B/H", strength = 2 }, { "Slocumb/Arty/B/H", strength = 5 } }, { hex = "A34.28", cite = "6.9 line 1050" })
S.place("confederate", { { "16+25 La/A/B/H", strength = 2 }, "14 La Bn/A/B/H" }, { hex = "A33.28", cite = "6.9 line 1050" })

-- 6.9 line 1051: • H/B/H: 6 Ky (3), Cobb Bty—A39.31. 2 Ky (1), 41 Ala (2)—A38.30. Repl leader, 9 Ky (1), 4 Ky
--   (3)—A37.30.
S.place("confederate", { { "6 Ky/H/B/H", strength = 3 }, "Cobb/Arty/B/H" }, { hex = "A39.31", cite = "6.9 line 1051" })
S.place("confederate", { { "2 Ky/H/B/H", strength = 1 }, { "41 Ala/H/B/H", strength = 2 } }, { hex = "A38.30", cite = "6.9 line 1051" })
S.place("confederate", { { "Repl H/B/H", replacement = "H/B/H" }, { "9 Ky/H/B/H", strength = 1 }, { "4 Ky/H/B/H", strength = 3 } }, { hex = "A37.30", cite = "6.9 line 1051" })

-- 6.9 line 1052: • S/B/H: Stovall, 60 NC (1), 4 Fla (1), 1+3 Fla (2), Mebane Bty—A31.27.
S.place("confederate", { "Stovall", { "60 NC/S/B/H", strength = 1 }, { "4 Fla/S/B/H", strength = 1 }, { "1+3 Fla/S/B/H", strength = 2 }, "Mebane/Arty/B/H" }, { hex = "A31.27", cite = "6.9 line 1052" })

-- 6.9 line 1054: C/H — Cleburne, Sanders Cav—A50.29.
S.place("confederate", { "Cleburne", "Sanders/C/H" }, { hex = "A50.29", cite = "6.9 line 1054" })

-- 6.9 line 1056: • D/C/H: Repl leader, 17+18 Texas (3), 24+25 Texas (4)—A49.29. 6 Texas (4), 10+15 Texas (4),
--   9+24 Ark (1)—A50.28.
S.place("confederate", { { "Repl D/C/H", replacement = "D/C/H" }, { "17+18 Texas/D/C/H", strength = 3 }, { "24+25 Texas/D/C/H", strength = 4 } }, { hex = "A49.29", cite = "6.9 line 1056" })
S.place("confederate", { { "6 Texas/D/C/H", strength = 4 }, { "10+15 Texas/D/C/H", strength = 4 }, { "9+24 Ark/D/C/H", strength = 1 } }, { hex = "A50.28", cite = "6.9 line 1056" })

-- 6.9 line 1057: • P/C/H: 35 Tenn, Calvert Bty—A48.29. Polk, 3+5 Conf (7), Douglas Bty—A47.30. 2 Tenn (2), 1 Ark
--   (4), 48 Tenn (1)—A46.30.
S.place("confederate", { "35 Tenn/P/C/H", "Calvert/Arty/C/H" }, { hex = "A48.29", cite = "6.9 line 1057" })
S.place("confederate", { "L. Polk", { "3+5 Conf/P/C/H", strength = 7 }, "Douglas/Arty/C/H" }, { hex = "A47.30", cite = "6.9 line 1057" })
S.place("confederate", { { "2 Tenn/P/C/H", strength = 2 }, { "1 Ark/P/C/H", strength = 4 }, { "48 Tenn/P/C/H", strength = 1 } }, { hex = "A46.30", cite = "6.9 line 1057" })

-- 6.9 line 1058: • W/C/H: 32+45 Miss (4), 15 Miss Bn SS (1), 18 Ala Bn (1), Semples Bty—A50.27. Wood, 16 Ala (4),
--   33 Ala (5)—A51.27. 45 Ala (7)—A52.26.
S.place("confederate", { { "32+45 Miss/W/C/H", strength = 4 }, { "15 Miss SS/W/C/H", strength = 1 }, { "18 Ala Bn/W/C/H", strength = 1 }, "Semples/Arty/C/H" }, { hex = "A50.27", cite = "6.9 line 1058" })
S.place("confederate", { "S. A. M. Wood", { "16 Ala/W/C/H", strength = 4 }, { "33 Ala/W/C/H", strength = 5 } }, { hex = "A51.27", cite = "6.9 line 1058" })
S.place("confederate", { { "45 Ala/W/C/H", strength = 7 } }, { hex = "A52.26", cite = "6.9 line 1058" })

-- 6.9 line 1060: Walker, Res Corps HQ and Supply, Nelson Cav—A29.25.
S.place("confederate", { "Walker", "Res Corps HQ", "Res Corps Supply", "Nelson/Res Corps" }, { hex = "A29.25", cite = "6.9 line 1060" })

-- 6.9 line 1062: G/Res — Gist—A34.25.
S.place("confederate", { "Gist" }, { hex = "A34.25", cite = "6.9 line 1062" })

-- 6.9 line 1064: • C/G/Res: Colquitt, 46 Ga, 8 Ga Bn—A33.25. 24 SC—A34.25.
S.place("confederate", { "Colquitt", "46 Ga/C/G/Res", "8 Ga Bn/C/G/Res" }, { hex = "A33.25", cite = "6.9 line 1064" })
S.place("confederate", { "24 SC/C/G/Res" }, { hex = "A34.25", cite = "6.9 line 1064" })

-- 6.9 line 1065: • E/W/Res: Ector, 32 Texas DC (2), 14 Texas DC (1), 29 NC (2), Stone SS (1)—A57.27. 10 Texas DC
--   (2), Pound SS (1), 9 Texas DC (2)—A38.27.
-- reconstructed: "A57.27" lies among Stewart's and Law's units, 19 rows from the brigade's other
-- hex (A38.27) and G/Res (A33-A36); read A37.27 (one digit), beside A38.27.
S.place("confederate", { "Ector", { "32 Texas/E/G/Res", strength = 2 }, { "14 Texas/E/G/Res", strength = 1 }, { "29 NC/E/G/Res", strength = 2 }, { "Stone/E/G/Res", strength = 1 } }, { hex = "A37.27", cite = "6.9 line 1065 (printed A57.27)" })
S.place("confederate", { { "10 Texas/E/G/Res", strength = 2 }, { "Pound/E/G/Res", strength = 1 }, { "9 Texas/E/G/Res", strength = 2 } }, { hex = "A38.27", cite = "6.9 line 1065" })

-- 6.9 line 1066: • W/G/Res: Wilson, 29 Ga (3), 25 Ga (4)—A35.26. 4 La Bn (2), 1 Ga Bn SS (1), 30 Ga (4)—A36.26.
S.place("confederate", { "Wilson", { "29 Ga/W/G/Res", strength = 3 }, { "25 Ga/W/G/Res", strength = 4 } }, { hex = "A35.26", cite = "6.9 line 1066" })
S.place("confederate", { { "4 La Bn/W/G/Res", strength = 2 }, { "1 Ga Bn SS/W/G/Res", strength = 1 }, { "30 Ga/W/G/Res", strength = 4 } }, { hex = "A36.26", cite = "6.9 line 1066" })

-- 6.9 line 1067: • Arty/G/Res: Howell—A34.26.
S.place("confederate", { "Howell/Arty/G/Res" }, { hex = "A34.26", cite = "6.9 line 1067" })

-- 6.9 line 1069: L/Res — Liddell—A33.21.
S.place("confederate", { "Liddell" }, { hex = "A33.21", cite = "6.9 line 1069" })

-- 6.9 line 1071: • G/L/Res: 8 Ark (5), Warren Bty—A36.21. Govan, 1 La Reg (2), 6+7 Ark (4)—A35.21. 2+15 Ark (4),
--   5+13 Ark (5)—A34.21.
S.place("confederate", { { "8 Ark/G/L/Res", strength = 5 }, "Warren/Arty/L/Res" }, { hex = "A36.21", cite = "6.9 line 1071" })
S.place("confederate", { "Govan", { "1 La Reg/G/L/Res", strength = 2 }, { "6+7 Ark/G/L/Res", strength = 4 } }, { hex = "A35.21", cite = "6.9 line 1071" })
S.place("confederate", { { "2+15 Ark/G/L/Res", strength = 4 }, { "5+13 Ark/G/L/Res", strength = 5 } }, { hex = "A34.21", cite = "6.9 line 1071" })

-- 6.9 line 1072: • W/L/Res: 30 Miss (6), Fowler Bty (3)—A33.21. Walthall, 27 Miss (4), 24 Miss (5)—A32.21. 29
--   Miss (4), 34 Miss (4)—A31.21.
S.place("confederate", { { "30 Miss/W/L/Res", strength = 6 }, { "Fowler/Arty/L/Res", strength = 3 } }, { hex = "A33.21", cite = "6.9 line 1072" })
S.place("confederate", { "Walthall", { "27 Miss/W/L/Res", strength = 4 }, { "24 Miss/W/L/Res", strength = 5 } }, { hex = "A32.21", cite = "6.9 line 1072" })
S.place("confederate", { { "29 Miss/W/L/Res", strength = 4 }, { "34 Miss/W/L/Res", strength = 4 } }, { hex = "A31.21", cite = "6.9 line 1072" })

-- 6.9 line 1074: Left Wing — Longstreet, Left Wing HQ, A 1 La Cav—B4.32.
S.place("confederate", { "Longstreet", "Left Wing HQ", "A 1 La Cav/1 Corps" }, { hex = "B4.32", cite = "6.9 line 1074" })

-- 6.9 line 1076: H/P — Hindman, Lenoir Cav—B8.30.
S.place("confederate", { "Hindman", "Lenoir/H/P" }, { hex = "B8.30", cite = "6.9 line 1076" })

-- 6.9 line 1078: • A/H/P: 9 Miss—B9.30. Anderson, 10 Miss, 44 Miss—B8.29. 7 Miss, 9 Miss Bn—B7.30. 41 Miss—B6.29.
S.place("confederate", { "9 Miss/A/H/P" }, { hex = "B9.30", cite = "6.9 line 1078" })
S.place("confederate", { "Anderson", "10 Miss/A/H/P", "44 Miss/A/H/P" }, { hex = "B8.29", cite = "6.9 line 1078" })
S.place("confederate", { "7 Miss/A/H/P", "9 Miss Bn SS/A/H/P" }, { hex = "B7.30", cite = "6.9 line 1078" })
S.place("confederate", { "41 Miss/A/H/P" }, { hex = "B6.29", cite = "6.9 line 1078" })

-- 6.9 line 1079: • D/H/P: 25 Ala, 39 Ala—B4.27. 50 Ala—B5.28. 22 Ala, 17 Ala Bn SS—B6.27. Deas, 19 Ala—B7.28.
S.place("confederate", { "25 Ala/D/H/P", "39 Ala/D/H/P" }, { hex = "B4.27", cite = "6.9 line 1079" })
S.place("confederate", { "50 Ala/D/H/P" }, { hex = "B5.28", cite = "6.9 line 1079" })
S.place("confederate", { "22 Ala/D/H/P", "17 Ala Bn SS/D/H/P" }, { hex = "B6.27", cite = "6.9 line 1079" })
S.place("confederate", { "Deas", "19 Ala/D/H/P" }, { hex = "B7.28", cite = "6.9 line 1079" })

-- 6.9 line 1080: • M/H/P: 10+19 SC—B8.27. Manigault, 24 Ala—B9.28. 28 Ala—B10.27. 34 Ala—B11.28.
S.place("confederate", { "10+19 SC/M/H/P" }, { hex = "B8.27", cite = "6.9 line 1080" })
S.place("confederate", { "Manigault", "24 Ala/M/H/P" }, { hex = "B9.28", cite = "6.9 line 1080" })
S.place("confederate", { "28 Ala/M/H/P" }, { hex = "B10.27", cite = "6.9 line 1080" })
S.place("confederate", { "34 Ala/M/H/P" }, { hex = "B11.28", cite = "6.9 line 1080" })

-- 6.9 line 1081: • Arty/H/P: Dent—B6.28. Garrity—B8.30. Waters—B10.28.
S.place("confederate", { "Dent/Arty/H/P" }, { hex = "B6.28", cite = "6.9 line 1081" })
S.place("confederate", { "Garrity/Arty/H/P" }, { hex = "B8.30", cite = "6.9 line 1081" })
S.place("confederate", { "Waters/Arty/H/P" }, { hex = "B10.28", cite = "6.9 line 1081" })

-- 6.9 line 1083: Buckner, B Corps HQ and Supply, Clark Cav—E23.03.
S.place("confederate", { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps" }, { hex = "E23.03", cite = "6.9 line 1083" })

-- 6.9 line 1085: P/B — Preston—E15.02.
S.place("confederate", { "Preston" }, { hex = "E15.02", cite = "6.9 line 1085" })

-- 6.9 line 1087: • G/P/B: 3 Ala Bn—E24.01. Wolihin Bty—E23.02. 1 Ala Bn—E22.01. Gracie, 63 Tenn, Baxter
--   Bty—E21.02. 43 Ala—E20.02. Peeples Bty—E19.03. 2 Ala Bn—E18.02. 4 Ala Bn—E17.02.
S.place("confederate", { "3 Ala Bn/G/P/B" }, { hex = "E24.01", cite = "6.9 line 1087" })
S.place("confederate", { "Wolihin/Arty/P/B" }, { hex = "E23.02", cite = "6.9 line 1087" })
S.place("confederate", { "1 Ala Bn/G/P/B" }, { hex = "E22.01", cite = "6.9 line 1087" })
S.place("confederate", { "Gracie", "63 Tenn/G/P/B", "Baxter/W/B Corps" }, { hex = "E21.02", cite = "6.9 line 1087" })
S.place("confederate", { "43 Ala/G/P/B" }, { hex = "E20.02", cite = "6.9 line 1087" })
S.place("confederate", { "Peeples/Arty/P/B" }, { hex = "E19.03", cite = "6.9 line 1087" })
S.place("confederate", { "2 Ala Bn/G/P/B" }, { hex = "E18.02", cite = "6.9 line 1087" })
S.place("confederate", { "4 Ala Bn/G/P/B" }, { hex = "E17.02", cite = "6.9 line 1087" })

-- 6.9 line 1088: • K/P/B: Jeffress Bty—E16.01. 65 Ga—E15.01. Kelly, 5 Ky—B14.34. 58 NC—B13.34. 63 Va—B12.34.
S.place("confederate", { "Jeffress/Arty/P/B" }, { hex = "E16.01", cite = "6.9 line 1088" })
S.place("confederate", { "65 Ga/K/P/B" }, { hex = "E15.01", cite = "6.9 line 1088" })
S.place("confederate", { "Kelly", "5 Ky/K/P/B" }, { hex = "B14.34", cite = "6.9 line 1088" })
S.place("confederate", { "58 NC/K/P/B" }, { hex = "B13.34", cite = "6.9 line 1088" })
S.place("confederate", { "63 Va/K/P/B" }, { hex = "B12.34", cite = "6.9 line 1088" })

-- 6.9 line 1089: • T/P/B: Trigg, 6 Fla (4)—B13.31. 1 Fla Cav (7)—B14.30. 54 Va (7)—B13.30. 7 Fla (7)—B12.30.
S.place("confederate", { "Trigg", { "6 Fla/T/P/B", strength = 4 } }, { hex = "B13.31", cite = "6.9 line 1089" })
S.place("confederate", { { "1 Fla Cav/T/P/B", strength = 7 } }, { hex = "B14.30", cite = "6.9 line 1089" })
S.place("confederate", { { "54 Va/T/P/B", strength = 7 } }, { hex = "B13.30", cite = "6.9 line 1089" })
S.place("confederate", { { "7 Fla/T/P/B", strength = 7 } }, { hex = "B12.30", cite = "6.9 line 1089" })

-- 6.9 line 1091: S/B — Stewart, Humphreys Bty—A53.30.
S.place("confederate", { "Stewart", "Humphreys/Arty/S/B" }, { hex = "A53.30", cite = "6.9 line 1091" })

-- 6.9 line 1093: • Ba/S/B: 15+37 Tenn, 58 Ala (5)—A53.27. Bate, 26 Tenn (3), 23 Tenn Bn (2), Oliver Bty—A52.27.
--   37 Ga (5), 20 Tenn (2), 4 Ga Bn SS (1)—A51.28.
S.place("confederate", { "15+37 Tenn/Ba/S/B", { "58 Ala/Ba/S/B", strength = 5 } }, { hex = "A53.27", cite = "6.9 line 1093" })
S.place("confederate", { "Bate", { "26 Tenn/Br/S/B", strength = 3 }, { "23 Tenn Bn/Br/S/B", strength = 2 }, "Oliver/Arty/S/B" }, { hex = "A52.27", cite = "6.9 line 1093" })
S.place("confederate", { { "37 Ga/Ba/S/B", strength = 5 }, { "20 Tenn/Ba/S/B", strength = 2 }, { "4 Ga Bn SS/Ba/S/B", strength = 1 } }, { hex = "A51.28", cite = "6.9 line 1093" })

-- 6.9 line 1094: • Br/S/B: Repl leader, 32 Tenn (5), Anderson Bty—A54.26. 18 Tenn (4), 45 Tenn (3)—A55.26.
S.place("confederate", { { "Repl Br/S/B", replacement = "Br/S/B" }, { "32 Tenn/Br/S/B", strength = 5 }, "Anderson/Arty/S/B" }, { hex = "A54.26", cite = "6.9 line 1094" })
S.place("confederate", { { "18 Tenn/Br/S/B", strength = 4 }, { "45 Tenn/Br/S/B", strength = 3 } }, { hex = "A55.26", cite = "6.9 line 1094" })

-- 6.9 line 1095: • C/S/B: 18 Ala (6)—A52.29. Clayton, 36 Ala (7)—A53.29. 38 Ala (7)—A54.28.
S.place("confederate", { { "18 Ala/C/S/B", strength = 6 } }, { hex = "A52.29", cite = "6.9 line 1095" })
S.place("confederate", { "Clayton", { "36 Ala/C/S/B", strength = 7 } }, { hex = "A53.29", cite = "6.9 line 1095" })
S.place("confederate", { { "38 Ala/C/S/B", strength = 7 } }, { hex = "A54.28", cite = "6.9 line 1095" })

-- 6.9 line 1097: W/B Corps Arty—w/i 1 E23.04.
S.org("confederate", "W/B Corps", { hex = "E23.04", within = 1, cite = "6.9 line 1097" })

-- 6.9 line 1099: Hood, 1 Corps HQ, E+C 1 La Cav—A60.31.
S.place("confederate", { "Hood", "1 Corps HQ", "E+C 1 La Cav/1 Corps" }, { hex = "A60.31", cite = "6.9 line 1099" })

-- 6.9 line 1101: JPD/1 — Johnson—A60.26.
S.place("confederate", { "B. R. Johnson" }, { hex = "A60.26", cite = "6.9 line 1101" })

-- 6.9 line 1103: • F/JPD/1: Fulton, 44 Tenn (5), 25 Tenn (2)—A62.25. 47 Tenn (3), 23 Tenn (3), York Bty—B1.26.
S.place("confederate", { "Fulton", { "44 Tenn/F/JPD/1", strength = 5 }, { "25 Tenn/F/JPD/1", strength = 2 } }, { hex = "A62.25", cite = "6.9 line 1103" })
S.place("confederate", { { "17 Tenn/F/JPD/1", strength = 3 }, { "23 Tenn/F/JPD/1", strength = 3 }, "York/F/JPD/1" }, { hex = "B1.26", cite = "6.9 line 1103" })

-- 6.9 line 1104: • G/JPD/1: 30 Tenn (2), 7 Texas (2)—B2.26. Repl leader, 41 Tenn (3), 1 Tenn Bn (1), 50 Tenn
--   (1)—B2.27. 10 Tenn (3), 3 Tenn (3), Bledsoe Bty—A62.26.
S.place("confederate", { { "30 Tenn/G/JPD/1", strength = 2 }, { "7 Texas/G/JPD/1", strength = 2 } }, { hex = "B2.26", cite = "6.9 line 1104" })
S.place("confederate", { { "Repl G/JPD/1", replacement = "G/JPD/1" }, { "41 Tenn/G/JPD/1", strength = 3 }, { "1 Tenn Bn/G/JPD/1", strength = 1 }, { "50 Tenn/G/JPD/1", strength = 1 } }, { hex = "B2.27", cite = "6.9 line 1104" })
S.place("confederate", { { "10 Tenn/G/JPD/1", strength = 3 }, { "3 Tenn/G/JPD/1", strength = 3 }, "Bledsoe/G/JPD/1" }, { hex = "A62.26", cite = "6.9 line 1104" })

-- 6.9 line 1105: • M/JPD/1: 1 Ark MR (4), 2 Ark MR—A59.25. McNair, 4+31+4 Bn Ark (7), Culpepper Bty—A60.25. 39 NC
--   (4), 25 Ark (2)—A61.25.
S.place("confederate", { { "1 Ark MR/M/JPD/1", strength = 4 }, "2 Ark MR/M/JPD/1" }, { hex = "A59.25", cite = "6.9 line 1105" })
S.place("confederate", { "McNair", { "4+31+4 Ark Bn/M/JPD/1", strength = 7 }, "Culpepper/M/JPD/1" }, { hex = "A60.25", cite = "6.9 line 1105" })
S.place("confederate", { { "39 NC/M/JPD/1", strength = 4 }, { "25 Ark/M/JPD/1", strength = 2 } }, { hex = "A61.25", cite = "6.9 line 1105" })

-- 6.9 line 1107: L/1 — Law—A59.28.
S.place("confederate", { "Law" }, { hex = "A59.28", cite = "6.9 line 1107" })

-- 6.9 line 1109: • B/L/1: Benning, 15 Ga (2), 17 Ga (4)—A61.29. 20 Ga (2), 2 Ga (3)—A60.28.
S.place("confederate", { "Benning", { "15 Ga/B/L/1", strength = 2 }, { "17 Ga/B/L/1", strength = 4 } }, { hex = "A61.29", cite = "6.9 line 1109" })
S.place("confederate", { { "20 Ga/B/L/1", strength = 2 }, { "2 Ga/B/L/1", strength = 3 } }, { hex = "A60.28", cite = "6.9 line 1109" })

-- 6.9 line 1110: • R/L/1: Robertson, 3 Ark (5), 5 Texas (4)—A62.27. 1 Texas (5), 4 Texas (5)—B1.28.
S.place("confederate", { "Robertson", { "3 Ark/R/L/1", strength = 5 }, { "5 Texas/R/L/1", strength = 4 } }, { hex = "A62.27", cite = "6.9 line 1110" })
S.place("confederate", { { "1 Texas/R/L/1", strength = 5 }, { "4 Texas/R/L/1", strength = 5 } }, { hex = "B1.28", cite = "6.9 line 1110" })

-- 6.9 line 1111: • S/L/1: 15 Ala (6)—A60.27. Repl leader, 47 Ala (5), 48 Ala (4)—A59.27. 44 Ala (5), 4 Ala
--   (4)—A58.27.
S.place("confederate", { { "15 Ala/S/L/1", strength = 6 } }, { hex = "A60.27", cite = "6.9 line 1111" })
S.place("confederate", { { "Repl S/L/1", replacement = "S/L/1" }, { "47 Ala/S/L/1", strength = 5 }, { "48 Ala/S/L/1", strength = 4 } }, { hex = "A59.27", cite = "6.9 line 1111" })
S.place("confederate", { { "44 Ala/S/L/1", strength = 5 }, { "4 Ala/S/L/1", strength = 4 } }, { hex = "A58.27", cite = "6.9 line 1111" })

-- 6.9 line 1113: M/1 — Kershaw—A59.30.
S.place("confederate", { "Kershaw" }, { hex = "A59.30", cite = "6.9 line 1113" })

-- 6.9 line 1115: • K/M/1: Repl Col., 2 SC, 7 SC—A59.30. 3 SC Bn, 8 SC—A58.30. 3 SC, 15 SC—A60.30.
S.place("confederate", { { "Repl K/M/1", replacement = "K/M/1" }, "2 SC/K/M/1", "7 SC/K/M/1" }, { hex = "A59.30", cite = "6.9 line 1115" })
S.place("confederate", { "3 SC Bn/K/M/1", "8 SC/K/M/1" }, { hex = "A58.30", cite = "6.9 line 1115" })
S.place("confederate", { "3 SC/K/M/1", "15 SC/K/M/1" }, { hex = "A60.30", cite = "6.9 line 1115" })

-- 6.9 line 1116: • H/M/1: Humphreys, 13 Miss, 18 Miss—A61.30. 17 Miss, 21 Miss—A62.30.
S.place("confederate", { "Humphreys", "13 Miss/H/M/1", "18 Miss/H/M/1" }, { hex = "A61.30", cite = "6.9 line 1116" })
S.place("confederate", { "17 Miss/H/M/1", "21 Miss/H/M/1" }, { hex = "A62.30", cite = "6.9 line 1116" })

-- 6.9 line 1118: R/1 Corps Arty Bn—w/i 2 B5.33.
S.org("confederate", "R/1 Corps", { hex = "B5.33", within = 2, cite = "6.9 line 1118" })

-- 6.9 line 1120: F Cav Corps — Forrest, F Cav HQ, Jackson (1)—A24.29.
S.place("confederate", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } }, { hex = "A24.29", cite = "6.9 line 1120" })

-- 6.9 line 1122: • A/F Cav: Armstrong—A23.28. D/A/F Cav—w/i 1 A23.26: 8 Tenn (6), 11 Tenn (5), Shaw (3), 10 Tenn
--   (6), 4 Tenn (6), 9 Tenn (5). W/A/F Cav—w/i 1 A26.26.
S.place("confederate", { "Armstrong" }, { hex = "A23.28", cite = "6.9 line 1122" })
S.place("confederate", { { "8 Tenn/D/A/F Cav", strength = 6 }, { "11 Tenn/D/A/F Cav", strength = 5 }, { "Shaw/D/A/F Cav", strength = 3 }, { "10 Tenn/D/A/F Cav", strength = 6 }, { "4 Tenn/D/A/F Cav", strength = 6 }, { "9 Tenn/D/A/F Cav", strength = 5 } }, { hex = "A23.26", within = 1, cite = "6.9 line 1122" })
S.org("confederate", "D/A/F Cav", { hex = "A23.26", within = 1, cite = "6.9 line 1122" })
S.org("confederate", "W/A/F Cav", { hex = "A26.26", within = 1, cite = "6.9 line 1122" })

-- 6.9 line 1123: • Arty/A/F Cav: Morton—A27.26. Huggins—A29.26.
S.place("confederate", { "Morton/Arty/A/F Cav" }, { hex = "A27.26", cite = "6.9 line 1123" })
S.place("confederate", { "Huggins/Arty/A/F Cav" }, { hex = "A29.26", cite = "6.9 line 1123" })

-- 6.9 line 1124: • P/F Cav: Pegram—A19.25. D/P/F Cav—w/i 1 A18.24: 1 Ga (5), 6 NC (6), 6 Ga (4), Rucker Lgn (6).
--   10 Conf/S/P/F Cav (4)—w/i 1 A18.24, attached to D/P/F Cav.
S.place("confederate", { "Pegram" }, { hex = "A19.25", cite = "6.9 line 1124" })
S.place("confederate", { { "1 Ga/D/P/F Cav", strength = 5 }, { "6 NC/D/P/F Cav", strength = 6 }, { "6 Ga/D/P/F Cav", strength = 4 }, { "Rucker/D/P/F Cav", strength = 6 }, { "10 Conf/S/P/F Cav", strength = 4 } }, { hex = "A18.24", within = 1, cite = "6.9 line 1124" })
S.org("confederate", "D/P/F Cav", { hex = "A18.24", within = 1, cite = "6.9 line 1124" })

-- 6.9 line 1126: W Cav — Wheeler, W Cav HQ—C22.23. Wharton, W/W Cav—w/i 2 C20.21. Martin, M/W Cav—w/i 2 C23.27.
S.place("confederate", { "Wheeler", "W Cav HQ" }, { hex = "C22.23", cite = "6.9 line 1126" })
S.place("confederate", { "Wharton" }, { hex = "C20.21", within = 2, cite = "6.9 line 1126" })
S.place("confederate", { "W. T. Martin" }, { hex = "C23.27", within = 2, cite = "6.9 line 1126" })
S.org("confederate", "W/W Cav", { hex = "C20.21", within = 2, cite = "6.9 line 1126" })
S.org("confederate", "M/W Cav", { hex = "C23.27", within = 2, cite = "6.9 line 1126" })

----------------------------------------------------------------------------------------------
-- Reinforcements (lines 1030, 1134): "As per Arrival chart, after 11:00 a.m. September 20th."
----------------------------------------------------------------------------------------------
C.wood_for(S, "union")
local reinforcements = C.schedule(S, C.union_schedule, { side = "union", start = START, turns = TURNS, cite = "6.9 line 1030 / schedule line 2227:" })
C.wood_for(S, "confederate")
for _, r in ipairs(C.schedule(S, C.confederate_schedule, { side = "confederate", start = START, turns = TURNS, cite = "6.9 line 1134 / schedule line 2258:" })) do
  reinforcements[#reinforcements + 1] = r
end
C.wood_for(S, "union")

return {
  name = "6.9 Longstreet's Attack",
  description = "20 September 1863, 11:00 a.m.-8:00 p.m.: Longstreet's assault column strikes the gap left by Wood's division, and the Union right collapses toward Snodgrass Hill. 36 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.9 (seed 001_ec5e0dc59d1e4565.txt lines 946-1136)",
  -- Line 950: Map Area: All. First turn 11:00 a.m. September 20th, last turn 8:00 p.m., 36 turns, Confederate first.
  turns = TURNS,
  first_side = "confederate",
  start = START,
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.9",
    date = "1863-09-20",
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } }, { sheet = "C", rows = { 1, 31 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } }, { sheet = "F", rows = { 1, 31 } } },
    random_events = true,
    -- Lines 1028, 1132.
    ammunition = { union = 250, confederate = 200 },
    previous_losses = { union = 160, confederate = 212 },
    stragglers = {
      union = { ["1/1/14"] = 4, ["1/2/14"] = 5 },
      confederate = { ["A/B/H"] = 8, ["H/B/H"] = 9, ["S/B/H"] = 7, ["D/C/H"] = 9, ["P/C/H"] = 6, ["W/C/H"] = 6, ["G/L/Res"] = 2, ["W/L/Res"] = 2 },
    },
    wrecked_regiments = {
      union = { ["1/1/14"] = 2, ["3/1/14"] = 3, ["1/2/14"] = 1, ["1/2/21"] = 1 },
      confederate = { ["J/C/P"] = 1, ["W/C/P"] = 1, ["A/B/H"] = 3, ["H/B/H"] = 3, ["S/B/H"] = 4, ["D/C/H"] = 4, ["P/C/H"] = 3, ["W/C/H"] = 4,
        ["E/G/Res"] = 6, ["W/G/Res"] = 2, ["G/L/Res"] = 1, ["Ba/S/B"] = 2, ["G/JPD/1"] = 5, ["B/L/1"] = 2 },
    },
    eliminated_by_straggling = { "47 Ga/S/B/H" }, -- line 1132: "note, 47 Ga eliminated by straggling" (not set up)
    -- Lines 1024, 1128 (no facing printed: reconstructed toward the enemy).
    breastworks = {
    ["A39.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A40.23"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A40.24"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A40.25"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A41.26"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A42.26"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A43.27"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A44.27"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A45.27"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A46.26"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A47.26"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A48.25"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A48.24"] = { side = "union", facing = { "NE", "E", "SE" } },
    ["A48.23"] = { side = "union", facing = { "NE", "E", "SE" } },
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
    -- Line 1026 order 9: Mendenhall's ad hoc command (2.3).
    mendenhall = { batteries = { "3 Wisc Lt/Arty/3/21", "26 Penn Lt/Arty/3/21", "7 Ind Lt/Arty/3/21" } },
    orders = {
      union = {
        { to = "14 Corps", kind = "defend", text = "Defend the line of the Lafayette Road and their current position.", place = "Lafayette Road" },
        { to = "Wilder", kind = "defend", text = "Defend in place." },
        { kind = "attachment", unit = "2/20", to = "14 Corps" },
        { kind = "attachment", unit = "2/21", to = "14 Corps" },
        { to = "20 Corps", kind = "defend", text = "Defend the southern flank of the 14th Corps." },
        { to = "21 Corps", kind = "none", text = "No orders." },
        { to = "1/21", kind = "divisional_goal", type = "move", text = "Move north and attach itself to the 14th Corps.", attach_to = "14 Corps" },
        { to = "3/21", kind = "divisional_goal", type = "move", text = "Move north and attach itself to the 14th Corps.", attach_to = "14 Corps" },
        { to = "Mendenhall", kind = "divisional_goal", type = "defend", text = "Mendenhall commands the 3 Wisc, 26 Penn, and 7 Ind Lt Batteries, with a Divisional Goal to defend the Dyer Field from current locations.", place = "Dyer Field" },
        { to = "Cav Corps", kind = "defend", text = "Defend Crawfish Spring.", place = "Crawfish Springs" },
        { to = "2/Cav", kind = "divisional_goal", type = "defend", text = "Delay the Rebel advance on Crawfish Spring via Glass Mill as long as possible.", place = "Glass Mill" },
      },
      confederate = {
        { kind = "wings", wings = "historical", text = "The Wing structure is in play, using the historical wing compositions given in rule 3.3f." },
        { to = "Right Wing", kind = "none", text = "No unit in the Right Wing has any orders." },
        { to = "Left Wing", kind = "attack", text = "Attack to capture the Lafayette Rd, Dyer Field, and the Widow Glenn House, and flank the Union line along the Lafayette Road around the Poe Field.", place = "Dyer Field" },
        { to = "F Cav", kind = "defend", text = "Defend in place." },
        { kind = "attachment", unit = "10 Conf/S/P/F Cav", to = "D/P/F Cav" },
        { to = "W Cav", kind = "attack", text = "Attack towards Crawfish Spring and threaten the Union forces there.", place = "Crawfish Springs" },
      },
    },
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
    -- Line 1136.
    victory = {
      levels = C.levels(36, 22, 11, -10, -21, -35),
      historical = { winner = "confederate", level = "major", vp = 29 },
    },
    notes = {
      "Seed misprints read from the loss tables and 6.8: '96 Ohio (7)' in 3/4/14 is 36 Ohio; '47 Tenn (3)' in F/JPD/1 is 17 Tenn; '23 Tenn' in St/C/P is 33 Tenn; 'E/W/Res' is E/G/Res; 'McCook, D 1 Ohio' is E. McCook; 'Martin, M/W Cav' is W. T. Martin.",
      "Printed hex read differently (one digit): Ector's half of E/G/Res 'A57.27' as A37.27, beside the brigade's other hex A38.27.",
      "The printed 'Repl Col.' of K/M/1 is a replacement leader (Kershaw commands M/1).",
    },
  },
}
