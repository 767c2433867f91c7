-- 6.6 Rock of Chickamauga (mid-size scenario), seed lines 710-838: Thomas' stand on Snodgrass
-- Hill and around Kelly Field, the afternoon of 20 September. Ruleset this-terrible-sound.
--
-- Conventions as afternoon-19th.lua. "<hex>, <hex>" after a brigade: its units stand on those
-- two hexes (props.setup = { hexes }), divided in the printed order; "set up with any 1/14
-- unit": on a hex of one. Strengths: "(n)" in the set-up; a unit printed without one takes the
-- loss table's fourth column ("Sept 20", the column the 6.6 set-up's numbers reproduce: 2/1/14's
-- 24 Ill (5), 79 Penn (6), 1 Wisc (6)), its parenthesised number when it has stragglers, or
-- its full strength where that column is "-". Line 716: only the units named set up. Clock:
-- 1:00 p.m. is turn 1 (15-minute day turns, 30-minute night turns from 7:30 p.m.).

local oob = require("oob")
local map = require("map")

local S = oob.setup{ after18 = true }
local U, C = "union", "confederate"

local function at(side, hex, list, cite, opts)
  local w = { hex = hex, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.place(side, list, w)
end
-- A brigade on two hexes: the leader and the first half on `a`, the rest on `b`.
local function two(side, a, b, list, cite, opts)
  local half = math.ceil(#list / 2)
  for i, e in ipairs(list) do
    local w = { hex = i <= half and a or b, cite = cite }
    for k, v in pairs(opts or {}) do w[k] = v end
    S.place(side, { e }, w)
  end
  for _, u in ipairs(S.list) do
    if u.props and u.props.cite == cite and not u.props.setup then u.props.setup = { hexes = { a, b } } end
  end
end
local function marker(side, key, parent, hex, cite)
  S.list[#S.list + 1] = { key = key, side = side, type = "hq", name = key, parent = parent, strength = 1,
    hex = hex, props = { cite = cite, generic_goal_hq = true,
      src = "reconstructed: a generic goal HQ marker named by the set-up, not in the order of battle" } }
end
local COL, DIS = { formation = "column" }, { "disorganized" }

---------------------------------------------------------------------------------------------
-- Union set-up (lines 718-758)
---------------------------------------------------------------------------------------------
-- 6.6 line 718: "Thomas, 14 Corps HQ and Supply. 9 Mich, L 1 Ohio Cav—w/i 1 A57.23" (Thomas and
-- his HQ have no hex of their own: read as the same w/i 1 A57.23).
at(U, "A57.23", { "Thomas", "14 Corps HQ", "14 Corps Supply", "9 Mich/14 Corps", "L 1 Ohio Cav/14 Corps" }, "6.6 line 718", { within = 1 })
-- 6.6 line 720: "1/14: Baird—A43.25. 1/1/14—A41.26, A40.25: 2 Ohio (4), 33 Ohio (5), 94 Ohio (4), 38
-- Ind (5), 10 Wisc (4). 2/1/14—A42.26, A43.27: 24 Ill (5), 79 Penn (6), 1 Wisc (6), 21 Wisc (6).
-- 3/1/14—A40.24, A41.24: 1/15US (3), 1/16US (2), 1/18US (4), 2/18US (4), 1/19US (2). Arty/1/14—set
-- up with any 1/14 unit: 4 Ind Lt (4), A 1 Mich (1), H 5 US (2)."
at(U, "A43.25", { "Baird" }, "6.6 line 720")
two(U, "A41.26", "A40.25", { "Scribner", { "2 Ohio/1/1/14", strength = 4 }, { "33 Ohio/1/1/14", strength = 5 }, { "94 Ohio/1/1/14", strength = 4 },
  { "38 Ind/1/1/14", strength = 5 }, { "10 Wis/1/1/14", strength = 4 } }, "6.6 line 720 (1/1/14)")
two(U, "A42.26", "A43.27", { "Starkweather", { "24 Ill/2/1/14", strength = 5 }, { "79 Penn/2/1/14", strength = 6 }, { "1 Wis/2/1/14", strength = 6 },
  { "21 Wis/2/1/14", strength = 6 } }, "6.6 line 720 (2/1/14)")
two(U, "A40.24", "A41.24", { "J. King", { "1/15 US/3/1/14", strength = 3 }, { "1/16 US/3/1/14", strength = 2 }, { "1/18 US/3/1/14", strength = 4 },
  { "2/18 US/3/1/14", strength = 4 }, { "1/19 US/3/1/14", strength = 2 } }, "6.6 line 720 (3/1/14)")
at(U, "A41.26", { { "4 Ind Lt/Arty/1/14", strength = 4 } }, "6.6 line 720 (with 1/1/14)")
at(U, "A42.26", { { "A 1 Mich/Arty/1/14", strength = 1 } }, "6.6 line 720 (with 2/1/14)")
at(U, "A40.24", { { "H 5 US/Arty/1/14", strength = 2 } }, "6.6 line 720 (with 3/1/14)")
-- 6.6 line 722: "2/14: Beatty/1/2/14—A50.16 (no other units present). 2/2/14 (all units in column):
-- 19 Ill—A50.11, Stanley, 11 Mich—A49.11, 18 Ohio—A48.10. 3/2/14 (no commander or other units
-- present): 21 Ohio—A59.09."
at(U, "A50.16", { "J. Beatty" }, "6.6 line 722")
at(U, "A50.11", { "19 Ill/2/2/14" }, "6.6 line 722", COL)
at(U, "A49.11", { "Stanley", "11 Mich/2/2/14" }, "6.6 line 722", COL)
at(U, "A48.10", { "18 Ohio/2/2/14" }, "6.6 line 722", COL)
at(U, "A59.09", { "21 Ohio/3/2/14" }, "6.6 line 722")
-- 6.6 line 724: "3/14: Div Goal HQ A—A47.13. Brannan—A53.12. 1/3/14—regular brigade commander gone,
-- brigade led by Col. Walker from RE table: Walker—A51.13, 82 Ind—A52.14, 17 Ohio (8)—A50.13,
-- disorganized, 31 Ohio (8)—A50.14, disorganized."
marker(U, "Div Goal HQ A", "3/14", "A47.13", "6.6 line 724")
at(U, "A53.12", { "Brannan" }, "6.6 line 724")
at(U, "A51.13", { "M. Walker" }, "6.6 line 724")
at(U, "A52.14", { "82 Ind/1/3/14" }, "6.6 line 724")
at(U, "A50.13", { { "17 Ohio/1/3/14", strength = 8 } }, "6.6 line 724", { status = DIS })
at(U, "A50.14", { { "31 Ohio/1/3/14", strength = 8 } }, "6.6 line 724", { status = DIS })
-- 6.6 line 726: "2/3/14: Repl Leader, 4 Ky (1), 14 Ohio (5)—A54.11. 10 Ky (5)—A53.12. 74 Ind (5), 10
-- Ind (4)—A50.22 (units attached to 2/4/14). 3/3/14 (all units in column): V. Derveer, 35 Ohio
-- (4)—A44.19, 2 Minn (6)—A44.20, 9 Ohio (7)—A44.21, 87 Ind (6)—A43.15. Arty/3/14: D 1 Mich—A43.15,
-- I 4 US—A48.16."
at(U, "A54.11", { { "Repl 2/3/14", replacement = "2/3/14", name = "Replacement leader, 2/3/14" }, { "4 Ky/2/3/14", strength = 1 }, { "14 Ohio/2/3/14", strength = 5 } }, "6.6 line 726")
at(U, "A53.12", { { "10 Ky/2/3/14", strength = 5 } }, "6.6 line 726")
at(U, "A50.22", { { "74 Ind/2/3/14", strength = 5 }, { "10 Ind/2/3/14", strength = 4 } }, "6.6 line 726")
at(U, "A44.19", { "Van Derveer", { "35 Ohio/3/3/14", strength = 4 } }, "6.6 line 726", COL)
at(U, "A44.20", { { "2 Minn/3/3/14", strength = 6 } }, "6.6 line 726", COL)
at(U, "A44.21", { { "9 Ohio/3/3/14", strength = 7 } }, "6.6 line 726", COL)
at(U, "A43.15", { { "87 Ind/3/3/14", strength = 6 } }, "6.6 line 726", COL)
at(U, "A43.15", { "D 1 Mich/Arty/3/14" }, "6.6 line 726")
at(U, "A48.16", { "I 4 US/Arty/3/14" }, "6.6 line 726")
-- 6.6 line 728: "4/14: Reynolds—A51.23. 2/4/14, 19 Ind Battery—A51.23, A51.24: 68 Ind (5), 105 Ohio
-- (6), 101 Ind (7), 75 Ind (5). 3/4/14, 21 Ind Battery—A50.24, A49.25: 18 Ky (4), 36 Ohio (7), 92
-- Ohio (7)." 3/4/14 whole (6.0 note 4): 11 Ohio at full, its column being "-".
at(U, "A51.23", { "Reynolds" }, "6.6 line 728")
two(U, "A51.23", "A51.24", { "E. King", "19 Ind Lt/Arty/4/14", { "68 Ind/2/4/14", strength = 5 }, { "105 Ohio/2/4/14", strength = 6 },
  { "101 Ind/2/4/14", strength = 7 }, { "75 Ind/2/4/14", strength = 5 } }, "6.6 line 728 (2/4/14)")
two(U, "A50.24", "A49.25", { "Turchin", "21 Ind Lt/Arty/4/14", { "18 Ky/3/4/14", strength = 4 }, { "36 Ohio/3/4/14", strength = 7 },
  { "92 Ohio/3/4/14", strength = 7 }, "11 Ohio/3/4/14" }, "6.6 line 728 (3/4/14)")
-- 6.6 line 730: "20 Corps, 2/20: Johnson—A42.22. 1/2/20—A48.21, A48.22: 89 Ill (5), 32 Ind (5), 15
-- Ohio (4), 49 Ohio (3). 2/2/20, A 1 Ohio Battery—A39.22, A38.21: 79 Ill (1), 29 Ind (3), 30 Ind
-- (3), 77 Penn (3). 3/2/20, repl leader, 5 Ind Lt Battery—A39.23, A40.23: 6 Ind (3), 5 Ky (4), 1
-- Ohio (4), 93 Ohio (2)." 5 Ind Lt: column "4".
at(U, "A42.22", { "R. W. Johnson" }, "6.6 line 730")
two(U, "A48.21", "A48.22", { "Willich", { "89 Ill/1/2/20", strength = 5 }, { "32 Ind/1/2/20", strength = 5 }, { "15 Ohio/1/2/20", strength = 4 },
  { "49 Ohio/1/2/20", strength = 3 } }, "6.6 line 730 (1/2/20)")
two(U, "A39.22", "A38.21", { "Dodge", "A 1 Ohio/Arty/2/20", { "79 Ill/2/2/20", strength = 1 }, { "29 Ind/2/2/20", strength = 3 },
  { "30 Ind/2/2/20", strength = 3 }, { "77 Penn/2/2/20", strength = 3 } }, "6.6 line 730 (2/2/20)")
two(U, "A39.23", "A40.23", { { "Repl 3/2/20", replacement = "3/2/20", name = "Replacement leader, 3/2/20" }, { "5 Ind Lt/Arty/2/20", strength = 4 },
  { "6 Ind/3/2/20", strength = 3 }, { "5 Ky/3/2/20", strength = 4 }, { "1 Ohio/3/2/20", strength = 4 }, { "93 Ohio/3/2/20", strength = 2 } }, "6.6 line 730 (3/2/20)")
-- 6.6 line 732: "21 Corps, 1/21: Wood—A48.16. 1/1/21: Buell, 58 Ind (3)—A55.11. 3/1/21: Harker, 64
-- Ohio—A48.16, 125 Ohio (5)—A47.17, 65 Ohio—A46.16, 3 Ky—A47.15."
at(U, "A48.16", { "Wood" }, "6.6 line 732")
at(U, "A55.11", { "Buell", { "58 Ind/1/1/21", strength = 3 } }, "6.6 line 732")
at(U, "A48.16", { "Harker", "64 Ohio/3/1/21" }, "6.6 line 732")
at(U, "A47.17", { { "125 Ohio/3/1/21", strength = 5 } }, "6.6 line 732")
at(U, "A46.16", { "65 Ohio/3/1/21" }, "6.6 line 732")
at(U, "A47.15", { "3 Ky/3/1/21" }, "6.6 line 732")
-- 6.6 line 734: "2/21: Palmer, C 7 Ill Cav—A45.25. 1/2/21—A45.27, A46.26: 31 Ind (6), 1 Ky (1), 2 Ky
-- (6), 90 Ohio (6). 2/2/21—A47.26, A47.25: 84 Ill (7), 36 Ind (5), 23 Ky (4), 6 Ohio (5), 24 Ohio
-- (4). 3/2/21—A48.24, A48.25: 9 Ind (6), 6 Ky (4), 41 Ohio (5), 124 Ohio (6). Arty/2/21—with any
-- 2/21 unit. 3/3/21—(attached to 2/21)—A44.27, A44.26: 8 Ky (5), 35 Ind (4), 51 Ohio (5)."
-- reconstructed: the regiments listed under "2/2/21" are Grose's (3/2/21) and those under
-- "3/2/21" Hazen's (2/2/21): the brigade labels are swapped; the regiments are placed where
-- printed, each with its own brigade commander.
at(U, "A45.25", { "Palmer", "C 7 Ill Cav/2/21" }, "6.6 line 734")
two(U, "A45.27", "A46.26", { "Cruft", { "31 Ind/1/2/21", strength = 6 }, { "1 Ky/1/2/21", strength = 1 }, { "2 Ky/1/2/21", strength = 6 },
  { "90 Ohio/1/2/21", strength = 6 } }, "6.6 line 734 (1/2/21)")
two(U, "A47.26", "A47.25", { "Grose", { "84 Ill/3/2/21", strength = 7 }, { "36 Ind/3/2/21", strength = 5 }, { "23 Ky/3/2/21", strength = 4 },
  { "6 Ohio/3/2/21", strength = 5 }, { "24 Ohio/3/2/21", strength = 4 } }, "6.6 line 734 (printed 2/2/21)")
two(U, "A48.24", "A48.25", { "Hazen", { "9 Ind/2/2/21", strength = 6 }, { "6 Ky/2/2/21", strength = 4 }, { "41 Ohio/2/2/21", strength = 5 },
  { "124 Ohio/2/2/21", strength = 6 } }, "6.6 line 734 (printed 3/2/21)")
at(U, "A45.27", { "B 1 Ohio/Arty/2/21" }, "6.6 line 734 (with 1/2/21)")
at(U, "A47.26", { "H 4 US/Arty/2/21" }, "6.6 line 734 (with 3/2/21)")
at(U, "A48.24", { "F 1 Ohio/Arty/2/21", "M 4 US/Arty/2/21" }, "6.6 line 734 (with 2/2/21)")
two(U, "A44.27", "A44.26", { "Barnes", { "8 Ky/3/3/21", strength = 5 }, { "35 Ind/3/3/21", strength = 4 }, { "51 Ohio/3/3/21", strength = 5 },
  "99 Ohio/3/3/21" }, "6.6 line 734 (3/3/21)")
-- 6.6 line 736: "3/21: 1/3/21: 17 Ky (4)—A51.13, disorganized (no other units present). 2/3/21: Dick,
-- 13 Ohio (2)—A52.11, 44 Ind (1), 86 Ind (2)—A45.17."
at(U, "A51.13", { { "17 Ky/1/3/21", strength = 4 } }, "6.6 line 736", { status = DIS })
at(U, "A52.11", { "Dick", { "13 Ohio/2/3/21", strength = 2 } }, "6.6 line 736")
at(U, "A45.17", { { "44 Ind/2/3/21", strength = 1 }, { "86 Ind/2/3/21", strength = 2 } }, "6.6 line 736")
-- Line 738: Union breastworks (units in them start with the status).
local UBW = { "A39.23", "A40.23", "A40.24", "A40.25", "A41.26", "A42.26", "A43.27", "A44.27", "A45.27", "A46.26",
  "A47.26", "A48.25", "A48.24", "A48.23", "A49.25", "A50.24", "A51.24", "A52.23", "A53.23" }

-- Union reinforcements, line 746: "1:00 p.m., hex A1.12: All units of Reserve Corps. 3:00 p.m., hex
-- A1.12: roll 2 dice every turn, on 9+ Sheridan and 3/20 Division arrive (use loss charts for
-- starting strengths)." The 3/20 strengths are the "Sept 20" column's (parenthesised) numbers.
local RES = { turn = 1, hex = "A1.12" }
at(U, nil, { "Res Corps (US) HQ", "Res Corps (US) Supply" }, "6.6 line 746, 1:00 p.m.", { arrives = RES })
S.org(U, "Res Corps (US)", { arrives = RES, cite = "6.6 line 746, 1:00 p.m." })
local SH = { turn = 9, hex = "A1.12", roll = { dice = 2, on_or_above = 9, every_turn = true } }
at(U, nil, { "Sheridan", "Lytle", "Laiboldt", "Bradley",
  { "36 Ill/1/3/20", strength = 2 }, { "88 Ill/1/3/20", strength = 1 }, { "21 Mich/1/3/20", strength = 3 }, { "24 Wisc/1/3/20", strength = 3 },
  { "44 Ill/2/3/20", strength = 4 }, { "73 Ill/2/3/20", strength = 3 }, { "2 Mo/2/3/20", strength = 2 }, { "15 Mo/2/3/20", strength = 2 },
  { "22 Ill/3/3/20", strength = 3 }, { "27 Ill/3/3/20", strength = 2 }, { "42 Ill/3/3/20", strength = 2 }, { "51 Ill/3/3/20", strength = 1 },
  { "C 1 Ill/Arty/3/20", strength = 3 }, { "11 Ind Lt/Arty/3/20", strength = 4 }, { "G 1 Mo/Arty/3/20", strength = 6 } },
  "6.6 line 746, 3:00 p.m. on 9+", { arrives = SH })

---------------------------------------------------------------------------------------------
-- Confederate set-up (lines 756-832)
---------------------------------------------------------------------------------------------
-- 6.6 line 756: "Bragg, A Tenn HQ and Supply, Dreux Cavalry, Holloway Cavalry—w/i 1 D43.14. Polk,
-- Right Wing HQ, P Corps Supply, Greenleaf Cavalry—D50.01."
at(C, "D43.14", { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn" }, "6.6 line 756", { within = 1 })
at(C, "D50.01", { "Polk", "Right Wing HQ", "P Corps Supply", "Greenleaf/P Corps" }, "6.6 line 756")
-- 6.6 line 758: "C/P: Cheatham, 2 Ga Cavalry—A38.32."
at(C, "A38.32", { "Cheatham", "2 Ga Cav/C/P" }, "6.6 line 758")
-- 6.6 line 760: "Sm/C/P: 23 Tenn (4)—A29.29. Dawson SS (5)—A30.29. Repl leader, 13+154 Tenn (4), Scott
-- Battery (3)—A31.30. 11 Tenn (4)—A32.30. 12+47 Tenn (4)—A33.31." ("23 Tenn": 29 Tenn, the
-- brigade's regiment otherwise missing; reconstructed.)
at(C, "A29.29", { { "29 Tenn/Sm/C/P", strength = 4 } }, "6.6 line 760 (printed 23 Tenn)")
at(C, "A30.29", { { "Dawson SS/Sm/C/P", strength = 5 } }, "6.6 line 760")
at(C, "A31.30", { { "Repl Sm/C/P", replacement = "Sm/C/P", name = "Replacement leader, Sm/C/P" }, { "13+154 Tenn/Sm/C/P", strength = 4 }, { "Scott/Arty/C/P", strength = 3 } }, "6.6 line 760")
at(C, "A32.30", { { "11 Tenn/Sm/C/P", strength = 4 } }, "6.6 line 760")
at(C, "A33.31", { { "12+47 Tenn/Sm/C/P", strength = 4 } }, "6.6 line 760")
-- 6.6 line 762: "St/C/P: 33 Tenn, 4+5 Tenn (4)—A34.31. Strahl, 31 Tenn (4), Stanford Battery—A35.32.
-- 19 Tenn (3)—A36.32. 24 Tenn (4)—A37.33."
at(C, "A34.31", { "33 Tenn/St/C/P", { "4+5 Tenn/St/C/P", strength = 4 } }, "6.6 line 762")
at(C, "A35.32", { "Strahl", { "31 Tenn/St/C/P", strength = 4 }, "Stanford/Arty/C/P" }, "6.6 line 762")
at(C, "A36.32", { { "19 Tenn/St/C/P", strength = 3 } }, "6.6 line 762")
at(C, "A37.33", { { "24 Tenn/St/C/P", strength = 4 } }, "6.6 line 762")
-- 6.6 line 764: "W/C/P: 8 Tenn (4), 28 Tenn (4)—A38.32. Wright, 38 Tenn (3), Carnes (2)—A39.33. 16
-- Tenn (4), 51+52 Tenn (3)—A40.33."
at(C, "A38.32", { { "8 Tenn/W/C/P", strength = 4 }, { "28 Tenn/W/C/P", strength = 4 } }, "6.6 line 764")
at(C, "A39.33", { "Wright", { "38 Tenn/W/C/P", strength = 3 }, { "Carnes/Arty/C/P", strength = 2 } }, "6.6 line 764")
at(C, "A40.33", { { "16 Tenn/W/C/P", strength = 4 }, { "51+52 Tenn/W/C/P", strength = 3 } }, "6.6 line 764")
-- 6.6 line 766: "M/C/P: 24 Tenn Bn SS (1), 4 Tenn PA (3)—A41.34. Maney, 1+27 Tenn (10)—A42.33. 6+9
-- Tenn (3), Smith Battery—A43.34."
at(C, "A41.34", { { "24 Tenn Bn SS/M/C/P", strength = 1 }, { "4 Tenn (PA)/M/C/P", strength = 3 } }, "6.6 line 766")
at(C, "A42.33", { "Maney", { "1+27 Tenn/M/C/P", strength = 10 } }, "6.6 line 766")
at(C, "A43.34", { { "6+9 Tenn/M/C/P", strength = 3 }, "Smith/Arty/C/P" }, "6.6 line 766")
-- 6.6 line 768: "H Corps: Hill, H Corps HQ and Supply, Raum Cavalry—A41.32."
at(C, "A41.32", { "Hill", "H Corps HQ", "H Corps Supply", "Raum/H Corps" }, "6.6 line 768")
-- 6.6 line 770: "B/H: Breckinridge, Foules Cavalry—A35.31."
at(C, "A35.31", { "Breckinridge", "Foules/B/H" }, "6.6 line 770")
-- 6.6 line 772: "S/B/H: 1+3 Fla (2), Mebane Battery—A30.25. Stovall, 4 Fla (1)—A31.26. 47 Ga (1), 60 NC
-- (1)—A32.26."
at(C, "A30.25", { { "1+3 Fla/S/B/H", strength = 2 }, "Mebane/Arty/B/H" }, "6.6 line 772")
at(C, "A31.26", { "Stovall", { "4 Fla/S/B/H", strength = 1 } }, "6.6 line 772")
at(C, "A32.26", { { "47 Ga/S/B/H", strength = 1 }, { "60 NC/S/B/H", strength = 1 } }, "6.6 line 772")
-- 6.6 line 774: "A/B/H: 14 La Bn, 32 La (2)—A33.27. 16+25 La (2), Slocumb Battery—A34.27. Repl leader,
-- 13+20 La (2)—A35.28. 19 La (2)—A36.28." ("32 La": 32 Ala; Slocumb: column "5".)
at(C, "A33.27", { "14 La Bn/A/B/H", { "32 Ala/A/B/H", strength = 2 } }, "6.6 line 774 (printed 32 La)")
at(C, "A34.27", { { "16+25 La/A/B/H", strength = 2 }, { "Slocumb/Arty/B/H", strength = 5 } }, "6.6 line 774")
at(C, "A35.28", { { "Repl A/B/H", replacement = "A/B/H", name = "Replacement leader, A/B/H" }, { "13+20 La/A/B/H", strength = 2 } }, "6.6 line 774")
at(C, "A36.28", { { "19 La/A/B/H", strength = 2 } }, "6.6 line 774")
-- 6.6 line 776: "H/B/H: 2 Ky (2), Cobb Battery—A36.29. Repl leader, 41 Ala (2)—A37.30. 4 Ky (3)—A38.30.
-- 6 Ky, 9 Ky (1)—A39.31."
at(C, "A36.29", { { "2 Ky/H/B/H", strength = 2 }, "Cobb/Arty/B/H" }, "6.6 line 776")
at(C, "A37.30", { { "Repl H/B/H", replacement = "H/B/H", name = "Replacement leader, H/B/H" }, { "41 Ala/H/B/H", strength = 2 } }, "6.6 line 776")
at(C, "A38.30", { { "4 Ky/H/B/H", strength = 3 } }, "6.6 line 776")
at(C, "A39.31", { "6 Ky/H/B/H", { "9 Ky/H/B/H", strength = 1 } }, "6.6 line 776")
-- 6.6 line 778: "C/H: Cleburne, Sanders Cavalry—A47.31."
at(C, "A47.31", { "Cleburne", "Sanders/C/H" }, "6.6 line 778")
-- 6.6 line 780: "P/C/H: 35 Tenn, 48 Tenn (1)—A42.30. Polk, 1 Ark (4), Calvert Battery—A43.30. 3+5 Conf
-- (7), 2 Tenn (2)—A44.30." 35 Tenn: column "(4)".
at(C, "A42.30", { { "35 Tenn/P/C/H", strength = 4 }, { "48 Tenn/P/C/H", strength = 1 } }, "6.6 line 780")
at(C, "A43.30", { "L. Polk", { "1 Ark/P/C/H", strength = 4 }, "Calvert/Arty/C/H" }, "6.6 line 780")
at(C, "A44.30", { { "3+5 Conf/P/C/H", strength = 7 }, { "2 Tenn/P/C/H", strength = 2 } }, "6.6 line 780")
-- 6.6 line 782: "W/C/H: 33 Ala (5)—A45.30. 16 Ala (4), Semples Battery—A46.29. Wood, 45 Ala (7)—A47.29.
-- 32+45 Miss (4), 18 Ala Bn (1), 15 Miss Bn SS (1)—A48.28."
at(C, "A45.30", { { "33 Ala/W/C/H", strength = 5 } }, "6.6 line 782")
at(C, "A46.29", { { "16 Ala/W/C/H", strength = 4 }, "Semples/Arty/C/H" }, "6.6 line 782")
at(C, "A47.29", { "S. A. M. Wood", { "45 Ala/W/C/H", strength = 7 } }, "6.6 line 782")
at(C, "A48.28", { { "32+45 Miss/W/C/H", strength = 4 }, { "18 Ala Bn/W/C/H", strength = 1 }, { "15 Miss SS/W/C/H", strength = 1 } }, "6.6 line 782")
-- 6.6 line 784: "D/C/H: 24+25 Texas (4), Douglas Battery—A49.28. Repl leader, 10+15 Texas (4), 17+18
-- Texas (3)—A50.27. 6 Texas (4), 9+24 Ark (1)—A51.27."
at(C, "A49.28", { { "24+25 Texas/D/C/H", strength = 4 }, "Douglas/Arty/C/H" }, "6.6 line 784")
at(C, "A50.27", { { "Repl D/C/H", replacement = "D/C/H", name = "Replacement leader, D/C/H" }, { "10+15 Texas/D/C/H", strength = 4 }, { "17+18 Texas/D/C/H", strength = 3 } }, "6.6 line 784")
at(C, "A51.27", { { "6 Texas/D/C/H", strength = 4 }, { "9+24 Ark/D/C/H", strength = 1 } }, "6.6 line 784")
-- 6.6 line 786: "J/C/P (attached to C/H): 5 Miss (4), 5 Ga (4)—A39.29. 8 Miss (7), Scogins Battery (3)—
-- A40.29. Jackson, 2/1 Conf (3), 2 Ga Bn SS (1)—A41.30."
at(C, "A39.29", { { "5 Miss/J/C/P", strength = 4 }, { "5 Ga/J/C/P", strength = 4 } }, "6.6 line 786")
at(C, "A40.29", { { "8 Miss/J/C/P", strength = 7 }, { "Scogin/Arty/C/P", strength = 3 } }, "6.6 line 786")
at(C, "A41.30", { "J. K. Jackson", { "2/1 Conf/J/C/P", strength = 3 }, { "2 Ga Bn SS/J/C/P", strength = 1 } }, "6.6 line 786")
-- 6.6 line 788: "Res Corps: Walker, Res Corps HQ, Nelson Cavalry—A33.25. Res Corps Supply—A29.26."
at(C, "A33.25", { "Walker", "Res Corps HQ", "Nelson/Res Corps" }, "6.6 line 788")
at(C, "A29.26", { "Res Corps Supply" }, "6.6 line 788")
-- 6.6 line 790: "G/Res: Gist, Howell/G/Res—A36.25."
at(C, "A36.25", { "Gist", "Howell/Arty/G/Res" }, "6.6 line 790")
-- 6.6 line 792: "E/G/Res: 9 Texas (2), 14 Texas Cav (1), Stone SS (1), Pound SS (1)—A37.27. Ector, 29 NC
-- (2), 32 Texas Cav (2), 10 Texas Cav (2)—A37.26."
at(C, "A37.27", { { "9 Texas/E/G/Res", strength = 2 }, { "14 Texas/E/G/Res", strength = 1 }, { "Stone/E/G/Res", strength = 1 }, { "Pound/E/G/Res", strength = 1 } }, "6.6 line 792")
at(C, "A37.26", { "Ector", { "29 NC/E/G/Res", strength = 2 }, { "32 Texas/E/G/Res", strength = 2 }, { "10 Texas/E/G/Res", strength = 2 } }, "6.6 line 792")
-- 6.6 line 794: "W/G/Res: Wilson, 29 Ga (3), 25 Ga (3)—A37.25. 4 La Bn (2), 1 Ga Bn SS (1), 30 Ga (3)—
-- A36.24."
at(C, "A37.25", { "Wilson", { "29 Ga/W/G/Res", strength = 3 }, { "25 Ga/W/G/Res", strength = 3 } }, "6.6 line 794")
at(C, "A36.24", { { "4 La Bn/W/G/Res", strength = 2 }, { "1 Ga Bn SS/W/G/Res", strength = 1 }, { "30 Ga/W/G/Res", strength = 3 } }, "6.6 line 794")
-- 6.6 line 796: "C/G/Res: Colquitt, 24 SC (4)—A35.24. 46 Ga (5), 8 Ga Bn (2)—A34.23."
at(C, "A35.24", { "Colquitt", { "24 SC/C/G/Res", strength = 4 } }, "6.6 line 796")
at(C, "A34.23", { { "46 Ga/C/G/Res", strength = 5 }, { "8 Ga Bn/C/G/Res", strength = 2 } }, "6.6 line 796")
-- 6.6 line 798: "L/Res: Liddell, Warren Battery—A32.23."
at(C, "A32.23", { "Liddell", "Warren/Arty/L/Res" }, "6.6 line 798")
-- 6.6 line 800: "W/L/Res: 30 Miss (3), 29 Miss (2)—A33.23. Walthall, 27 Miss (4), 34 Miss (2)—A32.22. 24
-- Miss (5)—A31.23."
at(C, "A33.23", { { "30 Miss/W/L/Res", strength = 3 }, { "29 Miss/W/L/Res", strength = 2 } }, "6.6 line 800")
at(C, "A32.22", { "Walthall", { "27 Miss/W/L/Res", strength = 4 }, { "34 Miss/W/L/Res", strength = 2 } }, "6.6 line 800")
at(C, "A31.23", { { "24 Miss/W/L/Res", strength = 5 } }, "6.6 line 800")
-- 6.6 line 802: "G/L/Res: Govan, 5+13 Ark (5), 2+15 Ark (2)—A30.23. 8 Ark (3), 1 La Reg (1), 6+7 Ark
-- (2)—A29.23. Fowler Battery—A30.24." Fowler: column "3".
at(C, "A30.23", { "Govan", { "5+13 Ark/G/L/Res", strength = 5 }, { "2+15 Ark/G/L/Res", strength = 2 } }, "6.6 line 802")
at(C, "A29.23", { { "8 Ark/G/L/Res", strength = 3 }, { "1 La Reg/G/L/Res", strength = 1 }, { "6+7 Ark/G/L/Res", strength = 2 } }, "6.6 line 802")
at(C, "A30.24", { { "Fowler/Arty/L/Res", strength = 3 } }, "6.6 line 802")
-- 6.6 line 804: "F Cav Corps: Forrest, F Cav HQ, Jackson (1)—A25.28."
at(C, "A25.28", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } }, "6.6 line 804")
-- 6.6 line 806: "A/F: Armstrong, Bradley Cavalry—A24.26. Huggins Battery—A28.26. Morton Battery—
-- A26.26. W/A/F—w/i 1 A24.26. D/A/F—w/i 1 A22.26: 4 Tenn (6), 8 Tenn (6), 9 Tenn (6), 10 Tenn (6),
-- 11 Tenn (5), Shaw (3)."
at(C, "A24.26", { "Armstrong", "Bradley/A/F Cav" }, "6.6 line 806")
at(C, "A28.26", { "Huggins/Arty/A/F Cav" }, "6.6 line 806")
at(C, "A26.26", { "Morton/Arty/A/F Cav" }, "6.6 line 806")
S.org(C, "W/A/F Cav", { hex = "A24.26", within = 1, cite = "6.6 line 806" })
at(C, "A22.26", { "Dibrell", { "4 Tenn/D/A/F Cav", strength = 6 }, { "8 Tenn/D/A/F Cav", strength = 6 }, { "9 Tenn/D/A/F Cav", strength = 6 },
  { "10 Tenn/D/A/F Cav", strength = 6 }, { "11 Tenn/D/A/F Cav", strength = 5 }, { "Shaw/D/A/F Cav", strength = 3 } }, "6.6 line 806", { within = 1 })
-- 6.6 line 808: "P/F: Pegram—A20.25. D/P/F, 10 Conf/S/P/F (4)—w/i 2 A18.26: 1 Ga (3), 6 Ga (4), 6 NC
-- (6), Rucker (6)."
at(C, "A20.25", { "Pegram" }, "6.6 line 808")
at(C, "A18.26", { "Davidson", "Huwald/D/P/F Cav", { "10 Conf/S/P/F Cav", strength = 4 }, { "1 Ga/D/P/F Cav", strength = 3 }, { "6 Ga/D/P/F Cav", strength = 4 },
  { "6 NC/D/P/F Cav", strength = 6 }, { "Rucker/D/P/F Cav", strength = 6 } }, "6.6 line 808", { within = 2 })
-- 6.6 line 810: "Left Wing: Longstreet, Left Wing HQ, A 1 La Cav—A60.24. R 1 Corps Artillery—w/i 1
-- A60.24." Havis: column "-" (full); Lumsden: "3".
at(C, "A60.24", { "Longstreet", "Left Wing HQ", "A 1 La Cav/1 Corps" }, "6.6 line 810")
at(C, "A60.24", { { "Lumsden/R/1 Corps", strength = 3 } }, "6.6 line 810", { within = 1 })
S.org(C, "R/1 Corps", { hex = "A60.24", within = 1, cite = "6.6 line 810" })
-- 6.6 line 812: "B Corps, S/B: Stewart—A58.25."
at(C, "A58.25", { "Stewart" }, "6.6 line 812")
-- 6.6 line 814: "Ba/S/B: 15+37 Tenn, 20 Tenn (2)—A57.27. Bate, 58 Ala (5), 1 Ga Bn SS (1)—A58.26. 37 Ga
-- (5)—A58.25." ("1 Ga Bn SS": 4 Ga Bn SS, Bate's battalion; 15+37 Tenn: column "-", full.)
at(C, "A57.27", { "15+37 Tenn/Ba/S/B", { "20 Tenn/Ba/S/B", strength = 2 } }, "6.6 line 814")
at(C, "A58.26", { "Bate", { "58 Ala/Ba/S/B", strength = 5 }, { "4 Ga Bn SS/Ba/S/B", strength = 1 } }, "6.6 line 814 (printed 1 Ga Bn SS)")
at(C, "A58.25", { { "37 Ga/Ba/S/B", strength = 5 } }, "6.6 line 814")
-- 6.6 line 816: "Br/S/B: 32 Tenn (5), Anderson Battery—A57.24. Repl leader, 23 Tenn Bn (2), 18 Tenn (4),
-- Oliver Battery—A56.24. 45 Tenn (3), 26 Tenn (3), Humphreys Battery—A56.25."
at(C, "A57.24", { { "32 Tenn/Br/S/B", strength = 5 }, "Anderson/Arty/S/B" }, "6.6 line 816")
at(C, "A56.24", { { "Repl Br/S/B", replacement = "Br/S/B", name = "Replacement leader, Br/S/B" }, { "23 Tenn Bn/Br/S/B", strength = 2 }, { "18 Tenn/Br/S/B", strength = 4 }, "Oliver/Arty/S/B" }, "6.6 line 816")
at(C, "A56.25", { { "45 Tenn/Br/S/B", strength = 3 }, { "26 Tenn/Br/S/B", strength = 3 }, "Humphreys/Arty/S/B" }, "6.6 line 816")
-- 6.6 line 818: "C/S/B: 38 Ala (7)—A55.26. Clayton, 18 Ala (6)—A54.26. 36 Ala (7)—A53.27."
at(C, "A55.26", { { "38 Ala/C/S/B", strength = 7 } }, "6.6 line 818")
at(C, "A54.26", { "Clayton", { "18 Ala/C/S/B", strength = 6 } }, "6.6 line 818")
at(C, "A53.27", { { "36 Ala/C/S/B", strength = 7 } }, "6.6 line 818")
-- 6.6 line 820: "1 Corps: Hood, 1 Corps HQ, E+C 1 La Cavalry—A60.16."
at(C, "A60.16", { "Hood", "1 Corps HQ", "E+C 1 La Cav/1 Corps" }, "6.6 line 820")
-- 6.6 line 822: "JPD/1: Johnson—A60.13. G/JPD/1—w/i 1 A61.12: Repl leader, 1 Tenn Bn (1), 3 Tenn (3), 10
-- Tenn (3), 30 Tenn (2), 41 Tenn (3), 50 Tenn (1), 7 Texas (2). F/JPD/1—w/i 1 A61.10: 17 Tenn (3),
-- 23 Tenn (3), 25 Tenn (2), 44 Tenn (5). M/JPD/1—w/i 1 A60.14: 1 Ark MR (4), 4+31+4 Ark Bn (7), 25
-- Ark (2), 39 NC (4)." Gregg (wounded on the 19th) is replaced; Bledsoe, Fulton, York, McNair,
-- 2 Ark MR and Culpepper set up with their brigades (6.0 note 4).
at(C, "A60.13", { "B. R. Johnson" }, "6.6 line 822")
at(C, "A61.12", { { "Repl G/JPD/1", replacement = "G/JPD/1", name = "Replacement leader, G/JPD/1" }, { "1 Tenn Bn/G/JPD/1", strength = 1 }, { "3 Tenn/G/JPD/1", strength = 3 },
  { "10 Tenn/G/JPD/1", strength = 3 }, { "30 Tenn/G/JPD/1", strength = 2 }, { "41 Tenn/G/JPD/1", strength = 3 }, { "50 Tenn/G/JPD/1", strength = 1 },
  { "7 Texas/G/JPD/1", strength = 2 }, "Bledsoe/G/JPD/1" }, "6.6 line 822", { within = 1 })
at(C, "A61.10", { "Fulton", { "17 Tenn/F/JPD/1", strength = 3 }, { "23 Tenn/F/JPD/1", strength = 3 }, { "25 Tenn/F/JPD/1", strength = 2 },
  { "44 Tenn/F/JPD/1", strength = 5 }, "York/F/JPD/1" }, "6.6 line 822", { within = 1 })
at(C, "A60.14", { "McNair", { "1 Ark MR/M/JPD/1", strength = 4 }, { "4+31+4 Ark Bn/M/JPD/1", strength = 7 }, { "25 Ark/M/JPD/1", strength = 2 },
  { "39 NC/M/JPD/1", strength = 4 }, "2 Ark MR/M/JPD/1", "Culpepper/M/JPD/1" }, "6.6 line 822", { within = 1 })
-- 6.6 line 824: "L/1: Law—A58.19. B/L/1—A57.21: 2 Ga (3), 15 Ga (2), 17 Ga (4), 20 Ga (2). R/L/1—w/i 1
-- A58.20: 3 Ark (5), 1 Texas (3), 4 Texas (3), 5 Texas (2). S/L/1—w/i 1 A58.22: Repl leader, 4 Ala
-- (3), 15 Ala (4), 44 Ala (3), 47 Ala (4), 48 Ala (2)."
at(C, "A58.19", { "Law" }, "6.6 line 824")
at(C, "A57.21", { "Benning", { "2 Ga/B/L/1", strength = 3 }, { "15 Ga/B/L/1", strength = 2 }, { "17 Ga/B/L/1", strength = 4 }, { "20 Ga/B/L/1", strength = 2 } }, "6.6 line 824")
at(C, "A58.20", { "Robertson", { "3 Ark/R/L/1", strength = 5 }, { "1 Texas/R/L/1", strength = 3 }, { "4 Texas/R/L/1", strength = 3 }, { "5 Texas/R/L/1", strength = 2 } }, "6.6 line 824", { within = 1 })
at(C, "A58.22", { { "Repl S/L/1", replacement = "S/L/1", name = "Replacement leader, S/L/1" }, { "4 Ala/S/L/1", strength = 3 }, { "15 Ala/S/L/1", strength = 4 },
  { "44 Ala/S/L/1", strength = 3 }, { "47 Ala/S/L/1", strength = 4 }, { "48 Ala/S/L/1", strength = 2 } }, "6.6 line 824", { within = 1 })
-- 6.6 line 826: "M/1: Kershaw—A57.18. H/M/1: Humphreys, 21 Miss, 18 Miss—A55.19. 13 Miss, 17 Miss—
-- A55.20. K/M/1: 8 SC, 15 SC—A58.16. Repl Leader A, 3 SC Bn, 3 SC—A58.17. 7 SC, 2 SC—A58.18."
at(C, "A57.18", { "Kershaw" }, "6.6 line 826")
at(C, "A55.19", { "Humphreys", "21 Miss/H/M/1", "18 Miss/H/M/1" }, "6.6 line 826")
at(C, "A55.20", { "13 Miss/H/M/1", "17 Miss/H/M/1" }, "6.6 line 826")
at(C, "A58.16", { "8 SC/K/M/1", "15 SC/K/M/1" }, "6.6 line 826")
at(C, "A58.17", { { "Repl K/M/1", replacement = "K/M/1", name = "Replacement leader A, K/M/1" }, "3 SC Bn/K/M/1", "3 SC/K/M/1" }, "6.6 line 826")
at(C, "A58.18", { "7 SC/K/M/1", "2 SC/K/M/1" }, "6.6 line 826")

-- Confederate reinforcements, line 834: "All reinforcements enter play on a roll of 9+ on two dice.
-- Start rolling at time indicated, roll once per turn for each group. 2:00 p.m., hex A62.24:
-- Buckner, B Corps HQ and Supply, Clark Cav, Preston, P/B (less 65 Ga and Jeffress Battery), W/B
-- Corps Artillery (less Baxter Battery). 2:30 p.m., hex A62.10: H/P Division." Strengths: the
-- "Sept 20" column (T/P/B 7, 4, 7, 7; H/P's parenthesised numbers); "-": full.
local ROLL = { dice = 2, on_or_above = 9, every_turn = true }
local BU = { turn = 5, hex = "A62.24", roll = ROLL }
at(C, nil, { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps" }, "6.6 line 834, 2:00 p.m. on 9+", { arrives = BU })
at(C, nil, { { "1 Fla Cav/T/P/B", strength = 7 }, { "6 Fla/T/P/B", strength = 4 }, { "7 Fla/T/P/B", strength = 7 }, { "54 Va/T/P/B", strength = 7 } },
  "6.6 line 834, 2:00 p.m. on 9+", { arrives = BU })
S.org(C, "P/B", { arrives = BU, cite = "6.6 line 834, 2:00 p.m. on 9+" }, { "65 Ga/K/P/B", "Jeffress/Arty/P/B" })
S.org(C, "W/B Corps", { arrives = BU, cite = "6.6 line 834, 2:00 p.m. on 9+" }, { "Baxter/W/B Corps" })
local HP = { turn = 7, hex = "A62.10", roll = ROLL }
at(C, nil, { { "7 Miss/A/H/P", strength = 4 }, { "9 Miss/A/H/P", strength = 4 }, { "10 Miss/A/H/P", strength = 4 }, { "41 Miss/A/H/P", strength = 5 },
  { "44 Miss/A/H/P", strength = 3 }, { "19 Ala/D/H/P", strength = 5 }, { "22 Ala/D/H/P", strength = 4 }, { "25 Ala/D/H/P", strength = 4 },
  { "39 Ala/D/H/P", strength = 4 }, { "50 Ala/D/H/P", strength = 7 }, { "24 Ala/M/H/P", strength = 6 }, { "28 Ala/M/H/P", strength = 6 },
  { "34 Ala/M/H/P", strength = 7 }, { "10+19 SC/M/H/P", strength = 5 } }, "6.6 line 834, 2:30 p.m. on 9+", { arrives = HP })
S.org(C, "H/P", { arrives = HP, cite = "6.6 line 834, 2:30 p.m. on 9+" })
-- H/P's recoverable stragglers (line 836 note: it recovers them off map until it begins
-- rolling): the loss table's "Sept 20" column prints "5 (4)" — set up at 4, recover up to 5
-- (the note at the end of the Confederate Forces table) — so each regiment carries the
-- difference. reconstructed: 10 Miss's bare "(4)" (full 5) carries none; the column's sums
-- (A/H/P 7, D/H/P 7, M/H/P 7) are near the printed brigade counts of line 832 (9, 8, 7).
do
  local hp = { ["7 Miss/A/H/P"] = 1, ["9 Miss/A/H/P"] = 2, ["41 Miss/A/H/P"] = 3, ["44 Miss/A/H/P"] = 1,
    ["19 Ala/D/H/P"] = 2, ["22 Ala/D/H/P"] = 1, ["25 Ala/D/H/P"] = 1, ["39 Ala/D/H/P"] = 1, ["50 Ala/D/H/P"] = 2,
    ["24 Ala/M/H/P"] = 1, ["28 Ala/M/H/P"] = 2, ["34 Ala/M/H/P"] = 1, ["10+19 SC/M/H/P"] = 3 }
  for _, u in ipairs(S.list) do
    if hp[u.key] then u.props = u.props or {}; u.props.stragglers = hp[u.key] end
  end
end

-- Units standing in printed breastworks start with the status.
do
  local set = {}
  for _, h in ipairs(UBW) do set[h] = true end
  for _, u in ipairs(S.list) do
    if u.side == U and u.hex and set[u.hex] and u.type ~= "leader" and u.type ~= "hq" and u.type ~= "supply" then
      u.status = u.status or {}
      u.status[#u.status + 1] = "breastworks"
    end
  end
end

local O = require("options"); if O.add_optional_troops then O.add_optional_troops(S, "6.6") end


local units = S.units()

return {
  name = "6.6 Rock of Chickamauga",
  description = "20 September 1863, 1:00-8:00 p.m.: Thomas holds Snodgrass Hill and Kelly Field against Longstreet and Polk, then retreats. 28 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.6 (seed 001_ec5e0dc59d1e4565.txt lines 710-838)",
  -- Line 714: first turn 1:00 p.m. September 20th, last turn 8:00 p.m., 28 turns, Confederate
  -- first (1:00-7:15 p.m. is 26 day turns, 7:30 and 8:00 p.m. 2 night turns).
  turns = 28,
  first_side = "confederate",
  start = { day = 2, time = "13:00" },
  map = map,
  commands = S.commands(),
  units = units,
  vars = {
    scenario = "6.6",
    date = "1863-09-20",
    -- Line 714: Map A and the west half of Map D (movement.in_area limits
    -- the sheet, rows and columns: 6.0 note 1).
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "D", rows = { 1, 62 }, cols = { 1, 17 } } },
    orders = {
      union = {
        -- Line 740.
        { to = "14 Corps", kind = "defend", text = "Defend the Kelly Field position.", place = "Kelly house" },
        { to = "3/14", kind = "defend", goal = "division", text = "Divisional goal: defend Snodgrass House and the hills to the south, comprising Horseshoe Ridge.", place = "Snodgrass house" },
        { kind = "attachment", units = { "74 Ind/2/3/14", "10 Ind/2/3/14" }, to = "2/4/14" },
        { kind = "attachment", unit = "3/3/21", to = "2/21" },
        -- Line 748 (reinforcement orders).
        { to = "Res Corps (US)", kind = "defend", text = "Move to Horseshoe Ridge, defend the flank of the 14th Corps, including the hills to the west.", place = "Snodgrass house", on_arrival = true },
        { to = "2/2/Res", kind = "defend", goal = "brigade", text = "Brigade goal: move to Savannah Church (A36.17) and defend McDonald Field.", hex = "A36.17", on_arrival = true },
        { to = "3/20", kind = "defend", goal = "division", text = "Divisional goal: defend McDonald Field.", place = "McDonald house", on_arrival = true },
      },
      -- Line 828.
      confederate = {
        -- Order 1: the wings are structure (vars.wings below), not orders ("NO units have any
        -- orders at start, except the M/1 Division", order 5).
        { kind = "wings", wings = "historical", text = "Both wings are in force, with the historical structures of 3.3f." },
        { kind = "note", text = "Kershaw commands M/1, as McLaws is not present." },
        { kind = "attachment", unit = "J/C/P", to = "C/H" },
        { kind = "attachment", unit = "10 Conf/S/P/F Cav", to = "D/P/F Cav" },
        { to = "M/1", kind = "attack", goal = "division", text = "Attack Horseshoe Ridge and capture the Snodgrass House (no other unit has orders at start).", place = "Snodgrass house" },
        -- Line 836 (reinforcement orders).
        { to = "P/B", kind = "attack", goal = "division", text = "Divisional goal: move to Dyer Field and attack Horseshoe Ridge from the southeast.", place = "Dyer house", on_arrival = true },
        { to = "H/P", kind = "attack", goal = "division", text = "Divisional goal: move to the Vittatoe House (A57.09) and attack to flank Horseshoe Ridge from the southwest.", hex = "A57.09", on_arrival = true },
      },
    },
    -- Line 742: special command rules (data for command.lua).
    -- 6.6 SCR2 "All divisions are attached to and trace to 14 Corps, except where given
    -- divisional goals" (2.2c: the limits of 2.2a do not apply). 3/14 (divisional goal) and
    -- 3/20 (arriving with one) answer to their goals instead (orders.lua detaches them).
    attachments = { ["2/20"] = "14 Corps", ["1/21"] = "14 Corps", ["2/21"] = "14 Corps", ["3/21"] = "14 Corps" },
    special_rules = {
      thomas_commands_all = "Thomas may command any unit on the field via initiative, including Res Corps.",
      attached_to_14_corps = "All divisions are attached to and trace to 14 Corps, except where given divisional goals; 1 Res Corps and 2/2/Res Corps trace divisional radii to either corps command; 10 and 74 Ind trace to 2/4/14; 3/3/21 is attached to 2/21.",
      any_brigade_commander = "A unit without its brigade commander may trace to any brigade commander; a brigade commander without his division commander to any division commander. Beatty (1/2/14), with none of his units present, may command any such unit with his ratings.",
      reserve_corps_takes_horseshoe = "When the Reserve Corps arrives, Brannan's divisional goal lapses and all units defending Horseshoe Ridge are attached to the Reserve Corps.",
      hp_recovers_off_map = "H/P may recover stragglers off map from the first turn, as long as it has not begun rolling for entry.",
    },
    -- 6.6 SCR2 (line 742, command.lua): "1 Res Corps and 2/2/Res Corps trace divisional radii
    -- to either corps command, as needed" (1/Res, Steedman; 2/2/Res, McCook acting as a
    -- division, 2.5).
    either_corps = { ["1/Res"] = { "Res Corps (US)", "14 Corps" }, ["2/2/Res"] = { "Res Corps (US)", "14 Corps" } },
    -- 6.6 SCR2: "10 and 74 Ind trace command to 2/4/14, as noted in set up" (command.lua).
    trace_to = { ["74 Ind/2/3/14"] = "2/4/14", ["10 Ind/2/3/14"] = "2/4/14" },
    -- 6.6 SCR4: "When Reserve Corps arrives, Brannan's divisional goal lapses, and all units
    -- defending Horseshoe Ridge are attached to the Reserve Corps" (orders.lua takeover).
    takeover = { by = "Res Corps (US)", area = "Horseshoe Ridge", lapses = "3/14" },
    -- Line 836 note: H/P recovers stragglers off map until it begins rolling (morale.lua).
    off_map_recovery = { "H/P" },
    -- Line 828 order 1: "Both wings are in force, and consist of the historical structures
    -- listed in 3.3f" (seed lines 241-245; as sunday.lua and longstreets-attack.lua).
    wings = {
      active = true,
      ["Right Wing"] = { commander = "Polk", divisions = { "C/P", "H Corps", "C/H", "B/H", "Res Corps", "G/Res", "L/Res" } },
      ["Left Wing"] = { commander = "Longstreet", divisions = { "H/P", "S/B", "P/B", "L/1", "M/1", "JPD/1", "B Corps", "1 Corps" } },
    },
    -- Lines 744, 832.
    ammunition = { union = 80, confederate = 120 },
    previous_losses = { union = 190, confederate = 254 },
    brigade_losses = {
      union = {
        ["1/1/14"] = { wrecked = 1, stragglers = 0 }, ["3/1/14"] = { wrecked = 3, stragglers = 0 }, ["2/3/14"] = { wrecked = 0, stragglers = 2 },
        ["1/2/20"] = { wrecked = 0, stragglers = 3 }, ["2/2/20"] = { wrecked = 2, stragglers = 2 }, ["3/2/20"] = { wrecked = 2, stragglers = 3 },
        ["1/3/20"] = { wrecked = 4, stragglers = 6 }, ["2/3/20"] = { wrecked = 4, stragglers = 4 }, ["3/3/20"] = { wrecked = 4, stragglers = 5 },
        ["1/1/21"] = { wrecked = 4, stragglers = 3 }, ["1/2/21"] = { wrecked = 1, stragglers = 0 }, ["1/3/21"] = { wrecked = 4, stragglers = 4 },
        ["2/3/21"] = { wrecked = 3, stragglers = 9 },
      },
      confederate = {
        ["J/C/P"] = { wrecked = 1, stragglers = 0 }, ["M/C/P"] = { wrecked = 1, stragglers = 0 }, ["W/C/P"] = { wrecked = 1, stragglers = 0 },
        ["A/H/P"] = { wrecked = 2, stragglers = 9 }, ["D/H/P"] = { wrecked = 1, stragglers = 8 }, ["M/H/P"] = { wrecked = 1, stragglers = 7 },
        ["D/C/H"] = { wrecked = 4, stragglers = 9 }, ["P/C/H"] = { wrecked = 3, stragglers = 4 }, ["W/C/H"] = { wrecked = 4, stragglers = 3 },
        ["A/B/H"] = { wrecked = 3, stragglers = 8 }, ["H/B/H"] = { wrecked = 3, stragglers = 7 }, ["S/B/H"] = { wrecked = 4, stragglers = 6 },
        ["C/G/Res"] = { wrecked = 2, stragglers = 4 }, ["E/G/Res"] = { wrecked = 6, stragglers = 0 }, ["W/G/Res"] = { wrecked = 4, stragglers = 2 },
        ["G/L/Res"] = { wrecked = 4, stragglers = 6 }, ["W/L/Res"] = { wrecked = 3, stragglers = 6 }, ["Ba/S/B"] = { wrecked = 2, stragglers = 0 },
        ["G/JPD/1"] = { wrecked = 5, stragglers = 0 }, ["B/L/1"] = { wrecked = 2, stragglers = 0 }, ["R/L/1"] = { wrecked = 3, stragglers = 3 },
        ["S/L/1"] = { wrecked = 2, stragglers = 5 },
      },
    },
    breastworks_at_start = { union = UBW },
    reinforcements = {
      { side = "union", time = "13:00", turn = 1, hex = "A1.12", units = { "Res Corps (US)" } },
      { side = "union", time = "15:00", turn = 9, hex = "A1.12", units = { "Sheridan", "3/20" }, roll = ROLL },
      { side = "confederate", time = "14:00", turn = 5, hex = "A62.24", units = { "Buckner", "B Corps HQ", "B Corps Supply", "Clark/B Corps", "Preston", "P/B", "W/B Corps" }, less = { "65 Ga/K/P/B", "Jeffress/Arty/P/B", "Baxter/W/B Corps" }, roll = ROLL },
      { side = "confederate", time = "14:30", turn = 7, hex = "A62.10", units = { "H/P" }, roll = ROLL },
    },
    -- Line 838.
    victory = {
      levels = {
        { min = 20, winner = "confederate", level = "decisive" },
        { min = 10, winner = "confederate", level = "major" },
        { min = 4, winner = "confederate", level = "minor" },
        { min = -3, level = "draw" },
        { min = -9, winner = "union", level = "minor" },
        { min = -19, winner = "union", level = "major" },
        { min = -1000, winner = "union", level = "decisive" },
      },
      historical = { winner = "confederate", level = "minor", vp = 4 },
      note = "25 points are not counted for ineligible terrain on maps not used (all Confederate awards).",
    },
    notes = {
      "Read differently from the print: Sm/C/P '23 Tenn' as 29 Tenn; A/B/H '32 La' as 32 Ala; Ba/S/B '1 Ga Bn SS' as 4 Ga Bn SS; 2/21's brigade labels '2/2/21' and '3/2/21' are swapped (the regiments are placed where printed, with their own brigadiers).",
      "Thomas, his HQ and supply have no printed hex: set up with 9 Mich and L 1 Ohio Cav within 1 of A57.23.",
      "Rolled arrivals (props.arrives.roll = { dice = 2, on_or_above = 9, every_turn = true }): from the printed turn on, each group (same turn and hex) rolls once a turn and enters on 9+ (options.lua, scenario_rolls).",
      "The Confederate leader Wood (W/C/H) is keyed 'S. A. M. Wood' in the order of battle; the Union Wood (1/21) is 'Wood'.",
    },
  },
}
