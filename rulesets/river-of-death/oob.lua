-- The order of battle of Chickamauga: River of Death (Phoenix): every brigade, artillery unit,
-- cavalry brigade, wagon and leader of both armies, as the game's counters have them (rule 2.3,
-- 2.33), with the command each belongs to. Shared by the five scenarios of section 12
-- (scenarios/river-of-death/_build.lua places them).
--
-- Designations follow the rulebook: Union brigades "brigade-division-corps" ("1-4-XIV" is
-- Wilder, 6.82; "1-2-Cav" is Minty; "2-2-Res" is D. McCook, 6.74), Union division artillery
-- "<division>-<corps> Art" ("2-XIV Art", "1-XX Art", 12.511b), Lilly "XIV HA" (6.82). Leaders are
-- keyed in capitals as the set-ups print them (THOMAS, WOOD, ...); the two Johnsons are
-- "JOHNSON (US)" and "JOHNSON (CS)". Confederate brigades are keyed "<brigade>/<division>"
-- (several brigades share a name with a leader: Wood, Polk, Gist, Law, Kershaw, Johnson).
--
-- Strengths: the rulebook gives none (the counters are not in the text). Each is
-- reconstructed from the historical engaged strength at about 100 men a point (rule 1.2) and,
-- for artillery, at about two guns a point (1.2: "between one and three cannon" a point); the
-- basis is given beside each value. All strengths were checked against every loss the
-- set-ups impose (12.34, 12.411-12.412, 12.511-12.512 distributed per 12.421) so that no unit
-- is eliminated by them.
--
-- Morale (rule 7.62) is 7 full / 5 half for every combat unit except Wilder (6.82: 9 / 7);
-- artillery keeps 7 (no half side). Kept in props.morale.

local charts = require("charts")

local M = {}

-- Commands (army, corps / wing, division). The Union division of a brigade is its middle
-- number; the Confederate corps letters are those of rule 2.33.
M.commands = {
  -- Union: Army of the Cumberland
  { key = "AotC", name = "Army of the Cumberland", echelon = "army", side = "union" },
  { key = "XIV", name = "XIV Corps", echelon = "corps", side = "union", parent = "AotC" },
  { key = "1-XIV", name = "1st Division, XIV Corps (Baird)", echelon = "division", side = "union", parent = "XIV" },
  { key = "2-XIV", name = "2nd Division, XIV Corps (Negley)", echelon = "division", side = "union", parent = "XIV" },
  { key = "3-XIV", name = "3rd Division, XIV Corps (Brannan)", echelon = "division", side = "union", parent = "XIV" },
  { key = "4-XIV", name = "4th Division, XIV Corps (Reynolds)", echelon = "division", side = "union", parent = "XIV" },
  { key = "XX", name = "XX Corps", echelon = "corps", side = "union", parent = "AotC" },
  { key = "1-XX", name = "1st Division, XX Corps (Davis)", echelon = "division", side = "union", parent = "XX" },
  { key = "2-XX", name = "2nd Division, XX Corps (Johnson)", echelon = "division", side = "union", parent = "XX" },
  { key = "3-XX", name = "3rd Division, XX Corps (Sheridan)", echelon = "division", side = "union", parent = "XX" },
  { key = "XXI", name = "XXI Corps", echelon = "corps", side = "union", parent = "AotC" },
  { key = "1-XXI", name = "1st Division, XXI Corps (Wood)", echelon = "division", side = "union", parent = "XXI" },
  { key = "2-XXI", name = "2nd Division, XXI Corps (Palmer)", echelon = "division", side = "union", parent = "XXI" },
  { key = "3-XXI", name = "3rd Division, XXI Corps (Van Cleve)", echelon = "division", side = "union", parent = "XXI" },
  { key = "Res", name = "Reserve Corps", echelon = "corps", side = "union", parent = "AotC" },
  { key = "1-Res", name = "1st Division, Reserve Corps (Steedman)", echelon = "division", side = "union", parent = "Res" },
  { key = "2-Res", name = "2nd Division, Reserve Corps (D. McCook's brigade)", echelon = "division", side = "union", parent = "Res" },
  { key = "Cav", name = "Cavalry Corps (Mitchell)", echelon = "corps", side = "union", parent = "AotC" },
  { key = "1-Cav", name = "1st Cavalry Division (E. McCook)", echelon = "division", side = "union", parent = "Cav" },
  { key = "2-Cav", name = "2nd Cavalry Division (Crook)", echelon = "division", side = "union", parent = "Cav" },
  -- Confederate: Army of Tennessee
  { key = "AoT", name = "Army of Tennessee", echelon = "army", side = "confederate" },
  { key = "P", name = "Polk's Corps", echelon = "corps", side = "confederate", parent = "AoT" },
  { key = "Cheatham", name = "Cheatham's Division", echelon = "division", side = "confederate", parent = "P" },
  { key = "Hindman", name = "Hindman's Division", echelon = "division", side = "confederate", parent = "P" },
  { key = "HI", name = "D. H. Hill's Corps", echelon = "corps", side = "confederate", parent = "AoT" },
  { key = "Cleburne", name = "Cleburne's Division", echelon = "division", side = "confederate", parent = "HI" },
  { key = "Breckinridge", name = "Breckinridge's Division", echelon = "division", side = "confederate", parent = "HI" },
  { key = "W", name = "Walker's Reserve Corps", echelon = "corps", side = "confederate", parent = "AoT" },
  { key = "Gist", name = "Gist's Division", echelon = "division", side = "confederate", parent = "W" },
  { key = "Liddell", name = "Liddell's Division", echelon = "division", side = "confederate", parent = "W" },
  { key = "B", name = "Buckner's Corps", echelon = "corps", side = "confederate", parent = "AoT" },
  { key = "Stewart", name = "Stewart's Division", echelon = "division", side = "confederate", parent = "B" },
  { key = "Preston", name = "Preston's Division", echelon = "division", side = "confederate", parent = "B" },
  { key = "Hd", name = "Hood's Corps", echelon = "corps", side = "confederate", parent = "AoT" },
  { key = "Johnson", name = "Johnson's Division", echelon = "division", side = "confederate", parent = "Hd" },
  { key = "Law", name = "Law's (Hood's) Division", echelon = "division", side = "confederate", parent = "Hd" },
  { key = "Kershaw", name = "Kershaw's (McLaws') Division", echelon = "division", side = "confederate", parent = "Hd" },
  { key = "F", name = "Forrest's Cavalry Corps", echelon = "corps", side = "confederate", parent = "AoT" },
  { key = "Armstrong", name = "Armstrong's Cavalry Division", echelon = "division", side = "confederate", parent = "F" },
  { key = "Pegram", name = "Pegram's Cavalry Division", echelon = "division", side = "confederate", parent = "F" },
  { key = "Wh", name = "Wheeler's Cavalry Corps", echelon = "corps", side = "confederate", parent = "AoT" },
  { key = "Wharton", name = "Wharton's Cavalry Division", echelon = "division", side = "confederate", parent = "Wh" },
  { key = "Martin", name = "Martin's Cavalry Division", echelon = "division", side = "confederate", parent = "Wh" },
}

-- Combat units: key, name, side, type, full strength, command. Basis of each reconstructed
-- strength: approximate strength engaged at Chickamauga (Official Records returns as
-- summarised in the standard campaign histories), rounded to 100 men a point; artillery from
-- the number of guns of the division's batteries.
local U, C = "union", "confederate"
M.units = {
  -- Union XIV Corps
  { "1-1-XIV", "Scribner", U, "infantry", 17, "1-XIV" }, -- reconstructed: ~1,750 men (38 Ind, 2, 33, 94 Ohio, 10 Wis)
  { "2-1-XIV", "Starkweather", U, "infantry", 15, "1-XIV" }, -- reconstructed: ~1,500 men
  { "3-1-XIV", "J. H. King (Regulars)", U, "infantry", 14, "1-XIV" }, -- reconstructed: ~1,400 men (five US regular battalions)
  { "1-XIV Art", "1-XIV Artillery", U, "artillery", 9, "1-XIV" }, -- reconstructed: 3 batteries, 18 guns
  { "1-2-XIV", "J. Beatty", U, "infantry", 12, "2-XIV" }, -- reconstructed: ~1,200 men
  { "2-2-XIV", "Stanley", U, "infantry", 10, "2-XIV" }, -- reconstructed: ~1,000 men (19 Ill, 11 Mich, 18 Ohio)
  { "3-2-XIV", "Sirwell", U, "infantry", 10, "2-XIV" }, -- reconstructed: ~1,000 men present (two regiments with the trains)
  { "2-XIV Art", "2-XIV Artillery", U, "artillery", 8, "2-XIV" }, -- reconstructed: 3 batteries, ~16 guns
  { "1-3-XIV", "Connell", U, "infantry", 13, "3-XIV" }, -- reconstructed: ~1,300 men
  { "2-3-XIV", "Croxton", U, "infantry", 20, "3-XIV" }, -- reconstructed: ~2,000 men (five large regiments)
  { "3-3-XIV", "Van Derveer", U, "infantry", 17, "3-XIV" }, -- reconstructed: ~1,750 men
  { "3-XIV Art", "3-XIV Artillery", U, "artillery", 8, "3-XIV" }, -- reconstructed: 3 batteries, ~16 guns
  { "1-4-XIV", "Wilder (Mtd. Inf)", U, "cavalry", 20, "4-XIV", { wilder = true } }, -- reconstructed: ~2,000 mounted infantry with Spencers; 6.82 treated as cavalry
  { "2-4-XIV", "E. A. King", U, "infantry", 14, "4-XIV" }, -- reconstructed: ~1,400 men
  { "3-4-XIV", "Turchin", U, "infantry", 14, "4-XIV" }, -- reconstructed: ~1,400 men
  { "4-XIV Art", "4-XIV Artillery", U, "artillery", 6, "4-XIV" }, -- reconstructed: 2 batteries, 12 guns
  { "XIV HA", "Lilly (18th Indiana)", U, "horse_artillery", 5, "4-XIV", { lilly = true } }, -- reconstructed: 10 guns (6 rifles, 4 mountain howitzers); 6.82
  { "XIV Wagon", "XIV Corps wagons", U, "wagon", 1, "XIV" }, -- rule 6.812: fires with a strength of 1
  -- Union XX Corps (1-1-XX, Post, guarded the trains and was not on the field: 12.511a lists
  -- only 2-1-XX and 3-1-XX)
  { "2-1-XX", "Carlin", U, "infantry", 13, "1-XX" }, -- reconstructed: ~1,300 men
  { "3-1-XX", "Heg", U, "infantry", 12, "1-XX" }, -- reconstructed: ~1,200 men
  { "1-XX Art", "1-XX Artillery", U, "artillery", 6, "1-XX" }, -- reconstructed: 2 batteries, 12 guns (12.512j: takes 5 losses and survives)
  { "1-2-XX", "Willich", U, "infantry", 15, "2-XX" }, -- reconstructed: ~1,500 men
  { "2-2-XX", "Dodge", U, "infantry", 13, "2-XX" }, -- reconstructed: ~1,300 men
  { "3-2-XX", "Baldwin", U, "infantry", 13, "2-XX" }, -- reconstructed: ~1,300 men
  { "2-XX Art", "2-XX Artillery", U, "artillery", 8, "2-XX" }, -- reconstructed: 3 batteries, ~16 guns
  { "1-3-XX", "Lytle", U, "infantry", 14, "3-XX" }, -- reconstructed: ~1,400 men
  { "2-3-XX", "Laiboldt", U, "infantry", 12, "3-XX" }, -- reconstructed: ~1,200 men
  { "3-3-XX", "Bradley", U, "infantry", 13, "3-XX" }, -- reconstructed: ~1,300 men
  { "3-XX Art", "3-XX Artillery", U, "artillery", 8, "3-XX" }, -- reconstructed: 3 batteries, ~16 guns (12.512j: takes 6 losses and survives)
  { "XX Wagon", "XX Corps wagons", U, "wagon", 1, "XX" }, -- rule 6.812
  -- Union XXI Corps (2-1-XXI, Wagner, garrisoned Chattanooga)
  { "1-1-XXI", "Buell", U, "infantry", 13, "1-XXI" }, -- reconstructed: ~1,300 men
  { "3-1-XXI", "Harker", U, "infantry", 15, "1-XXI" }, -- reconstructed: ~1,500 men
  { "1-XXI Art", "1-XXI Artillery", U, "artillery", 6, "1-XXI" }, -- reconstructed: 2 batteries, 12 guns
  { "1-2-XXI", "Cruft", U, "infantry", 12, "2-XXI" }, -- reconstructed: ~1,200 men
  { "2-2-XXI", "Hazen", U, "infantry", 13, "2-XXI" }, -- reconstructed: ~1,300 men
  { "3-2-XXI", "Grose", U, "infantry", 15, "2-XXI" }, -- reconstructed: ~1,500 men
  { "2-XXI Art", "2-XXI Artillery", U, "artillery", 8, "2-XXI" }, -- reconstructed: 4 batteries, ~16 guns
  { "1-3-XXI", "S. Beatty", U, "infantry", 14, "3-XXI" }, -- reconstructed: ~1,400 men
  { "2-3-XXI", "Dick", U, "infantry", 11, "3-XXI" }, -- reconstructed: ~1,100 men
  { "3-3-XXI", "Barnes", U, "infantry", 9, "3-XXI" }, -- reconstructed: ~900 men
  { "3-XXI Art", "3-XXI Artillery", U, "artillery", 8, "3-XXI" }, -- reconstructed: 3 batteries, ~16 guns
  { "XXI Wagon", "XXI Corps wagons", U, "wagon", 1, "XXI" }, -- rule 6.812; 12.121 the XXI Corps wagon
  -- Union Reserve Corps
  { "1-1-Res", "Whitaker", U, "infantry", 24, "1-Res" }, -- reconstructed: ~2,400 men (six regiments)
  { "2-1-Res", "J. G. Mitchell", U, "infantry", 13, "1-Res" }, -- reconstructed: ~1,300 men
  { "1-Res Art", "1-Res Artillery", U, "artillery", 5, "1-Res" }, -- reconstructed: 2 batteries, 10 guns
  { "2-2-Res", "D. McCook's brigade", U, "infantry", 15, "2-Res" }, -- reconstructed: ~1,500 men; rule 6.74
  { "2-Res Art", "2-Res Artillery", U, "artillery", 3, "2-Res" }, -- reconstructed: 1 battery, 6 guns; rule 6.74
  -- Union cavalry: Minty on the map (12.111b); the rest in the off-map display (7.711)
  { "1-2-Cav", "Minty", U, "cavalry", 10, "2-Cav" }, -- reconstructed: ~1,000 men (4 Mich, 7 Pa, 4 US)
  { "2-2-Cav", "Long", U, "cavalry", 9, "2-Cav", { off_map = true } }, -- reconstructed: ~900 men; 7.711 off-map display
  { "1-1-Cav", "Campbell", U, "cavalry", 8, "1-Cav", { off_map = true } }, -- reconstructed: ~800 men; 7.711
  { "2-1-Cav", "Ray", U, "cavalry", 9, "1-Cav", { off_map = true } }, -- reconstructed: ~900 men; 7.711
  { "3-1-Cav", "Watkins", U, "cavalry", 6, "1-Cav", { off_map = true } }, -- reconstructed: ~600 men; 7.711
  { "Cav HA", "Cavalry Corps horse artillery (Chicago Board of Trade)", U, "horse_artillery", 3, "Cav", { off_map = true } }, -- reconstructed: 1 battery, 6 guns; 7.711
  { "HQ Escort (US)", "Army HQ Escort", U, "cavalry", 3, "AotC", { hq_escort = true } }, -- reconstructed: escort companies, ~300 men; rule 5.25

  -- Confederate Polk's Corps
  { "Jackson/Cheatham", "Jackson", C, "infantry", 14, "Cheatham" }, -- reconstructed: ~1,400 men
  { "Maney/Cheatham", "Maney", C, "infantry", 12, "Cheatham" }, -- reconstructed: ~1,200 men
  { "Smith/Cheatham", "P. Smith", C, "infantry", 13, "Cheatham" }, -- reconstructed: ~1,300 men
  { "Wright/Cheatham", "Wright", C, "infantry", 11, "Cheatham" }, -- reconstructed: ~1,100 men
  { "Strahl/Cheatham", "Strahl", C, "infantry", 10, "Cheatham" }, -- reconstructed: ~1,000 men
  { "Art/Cheatham", "Cheatham Artillery", C, "artillery", 10, "Cheatham" }, -- reconstructed: 5 batteries, ~20 guns
  { "Anderson/Hindman", "Anderson", C, "infantry", 18, "Hindman" }, -- reconstructed: ~1,800 men
  { "Deas/Hindman", "Deas", C, "infantry", 19, "Hindman" }, -- reconstructed: ~1,900 men
  { "Manigault/Hindman", "Manigault", C, "infantry", 20, "Hindman" }, -- reconstructed: ~2,000 men
  { "Art/Hindman", "Hindman Artillery", C, "artillery", 6, "Hindman" }, -- reconstructed: 3 batteries, ~12 guns
  -- D. H. Hill's Corps
  { "Wood/Cleburne", "S. A. M. Wood", C, "infantry", 16, "Cleburne" }, -- reconstructed: ~1,600 men
  { "Polk/Cleburne", "L. E. Polk", C, "infantry", 14, "Cleburne" }, -- reconstructed: ~1,400 men
  { "Deshler/Cleburne", "Deshler", C, "infantry", 17, "Cleburne" }, -- reconstructed: ~1,700 men
  { "Art/Cleburne", "Cleburne Artillery", C, "artillery", 6, "Cleburne" }, -- reconstructed: 3 batteries, 12 guns
  { "Helm/Breckinridge", "Helm", C, "infantry", 17, "Breckinridge" }, -- reconstructed: ~1,700 men (Orphan Brigade)
  { "Adams/Breckinridge", "Adams", C, "infantry", 16, "Breckinridge" }, -- reconstructed: ~1,600 men
  { "Stovall/Breckinridge", "Stovall", C, "infantry", 12, "Breckinridge" }, -- reconstructed: ~1,200 men
  { "Art/Breckinridge", "Breckinridge Artillery", C, "artillery", 8, "Breckinridge" }, -- reconstructed: 4 batteries, ~16 guns
  -- Walker's Reserve Corps
  { "Gist/Gist", "Gist's brigade (Colquitt)", C, "infantry", 14, "Gist" }, -- reconstructed: ~1,400 men
  { "Ector/Gist", "Ector", C, "infantry", 10, "Gist" }, -- reconstructed: ~1,000 men
  { "Wilson/Gist", "Wilson", C, "infantry", 12, "Gist" }, -- reconstructed: ~1,200 men
  { "Art/Gist", "Gist Artillery", C, "artillery", 3, "Gist" }, -- reconstructed: 1 battery, ~6 guns
  { "Govan/Liddell", "Govan (Liddell's brigade)", C, "infantry", 14, "Liddell" }, -- reconstructed: ~1,400 men
  { "Walthall/Liddell", "Walthall", C, "infantry", 17, "Liddell" }, -- reconstructed: ~1,800 men; 12.34 loses 1
  { "Art/Liddell", "Liddell Artillery", C, "artillery", 5, "Liddell" }, -- reconstructed: 2 batteries, 8 guns (12.412e: loses 4 and survives)
  -- Buckner's Corps
  { "Bate/Stewart", "Bate", C, "infantry", 13, "Stewart" }, -- reconstructed: ~1,300 men
  { "Brown/Stewart", "Brown", C, "infantry", 13, "Stewart" }, -- reconstructed: ~1,300 men
  { "Clayton/Stewart", "Clayton", C, "infantry", 14, "Stewart" }, -- reconstructed: ~1,400 men
  { "Art/Stewart", "Stewart Artillery", C, "artillery", 8, "Stewart" }, -- reconstructed: 4 batteries, ~16 guns
  { "Gracie/Preston", "Gracie", C, "infantry", 20, "Preston" }, -- reconstructed: ~2,000 men
  { "Trigg/Preston", "Trigg", C, "infantry", 15, "Preston" }, -- reconstructed: ~1,500 men
  { "Kelly/Preston", "Kelly", C, "infantry", 11, "Preston" }, -- reconstructed: ~1,100 men
  { "Art/Preston", "Preston Artillery", C, "artillery", 6, "Preston" }, -- reconstructed: 3 batteries, 12 guns
  { "Res Art/Buckner", "Buckner Reserve Artillery", C, "artillery", 7, "B" }, -- reconstructed: 4 batteries, ~14 guns
  -- Hood's Corps (Longstreet's men and Johnson's provisional division)
  { "Johnson/Johnson", "Johnson's brigade (Fulton)", C, "infantry", 9, "Johnson" }, -- reconstructed: ~900 men
  { "Gregg/Johnson", "Gregg", C, "infantry", 14, "Johnson" }, -- reconstructed: ~1,400 men
  { "McNair/Johnson", "McNair", C, "infantry", 10, "Johnson" }, -- reconstructed: ~1,000 men
  { "Art/Johnson", "Johnson Artillery", C, "artillery", 4, "Johnson" }, -- reconstructed: 2 batteries, 8 guns
  { "Law/Law", "Law's brigade (Sheffield)", C, "infantry", 13, "Law" }, -- reconstructed: ~1,300 men
  { "Robertson/Law", "Robertson (Texas brigade)", C, "infantry", 13, "Law" }, -- reconstructed: ~1,300 men
  { "Benning/Law", "Benning", C, "infantry", 12, "Law" }, -- reconstructed: ~1,200 men
  { "Kershaw/Kershaw", "Kershaw's brigade", C, "infantry", 20, "Kershaw" }, -- reconstructed: ~2,000 men
  { "Humphreys/Kershaw", "Humphreys", C, "infantry", 14, "Kershaw" }, -- reconstructed: ~1,400 men
  -- Army troops
  { "Army Res Art", "Army Reserve Artillery (Robertson)", C, "artillery", 8, "AoT" }, -- reconstructed: Robertson's battalion, ~16 guns
  { "HQ Escort (CS)", "Army HQ Escort", C, "cavalry", 2, "AoT", { hq_escort = true } }, -- reconstructed: escort companies, ~200 men; rule 5.25
  -- Forrest's Cavalry Corps
  { "Wheeler/Armstrong", "J. T. Wheeler", C, "cavalry", 9, "Armstrong" }, -- reconstructed: ~900 men
  { "Dibrell/Armstrong", "Dibrell", C, "cavalry", 10, "Armstrong" }, -- reconstructed: ~1,000 men
  { "HA/Armstrong", "Armstrong Horse Artillery", C, "horse_artillery", 4, "Armstrong" }, -- reconstructed: 2 batteries, 8 guns
  { "Davidson/Pegram", "Davidson", C, "cavalry", 13, "Pegram" }, -- reconstructed: ~1,300 men; 12.112
  { "Scott/Pegram", "Scott", C, "cavalry", 9, "Pegram" }, -- reconstructed: ~900 men
  { "HA/Pegram", "Pegram Horse Artillery", C, "horse_artillery", 4, "Pegram" }, -- reconstructed: 2 batteries, 8 guns
  -- Wheeler's Cavalry Corps (off-map display, 7.711)
  { "Crews/Wharton", "Crews", C, "cavalry", 10, "Wharton", { off_map = true } }, -- reconstructed: ~1,000 men
  { "Harrison/Wharton", "Harrison", C, "cavalry", 10, "Wharton", { off_map = true } }, -- reconstructed: ~1,000 men
  { "Morgan/Martin", "J. T. Morgan", C, "cavalry", 8, "Martin", { off_map = true } }, -- reconstructed: ~800 men
  { "Russell/Martin", "Russell", C, "cavalry", 8, "Martin", { off_map = true } }, -- reconstructed: ~800 men
  { "HA/Wheeler", "Wheeler Horse Artillery", C, "horse_artillery", 4, "Wh", { off_map = true } }, -- reconstructed: 2 batteries, 8 guns
}

-- Leaders: key, name, side, rank, the command they lead. Leadership values, stars and
-- replacements are in charts.leaders (rule 5.31, 5.33, 5.34, 11.1).
M.leaders = {
  { "ROSECRANS", "Rosecrans", U, "army", "AotC" },
  { "THOMAS", "Thomas", U, "corps", "XIV" },
  { "A. McCOOK", "A. McD. McCook", U, "corps", "XX" },
  { "CRITTENDEN", "Crittenden", U, "corps", "XXI" },
  { "GRANGER", "Granger", U, "corps", "Res" },
  { "MITCHELL", "Mitchell", U, "corps", "Cav" },
  { "BAIRD", "Baird", U, "division", "1-XIV" },
  { "NEGLEY", "Negley", U, "division", "2-XIV" },
  { "BRANNAN", "Brannan", U, "division", "3-XIV" },
  { "REYNOLDS", "Reynolds", U, "division", "4-XIV" },
  { "DAVIS", "Davis", U, "division", "1-XX" },
  { "JOHNSON (US)", "R. W. Johnson", U, "division", "2-XX" },
  { "SHERIDAN", "Sheridan", U, "division", "3-XX" },
  { "WOOD", "T. J. Wood", U, "division", "1-XXI" },
  { "PALMER", "Palmer", U, "division", "2-XXI" },
  { "VAN CLEVE", "Van Cleve", U, "division", "3-XXI" },
  { "STEEDMAN", "Steedman", U, "division", "1-Res" },
  { "D. McCOOK", "Col. D. McCook", U, "division", "2-Res" },
  { "E. McCOOK", "Col. E. McCook", U, "division", "1-Cav" },
  { "CROOK", "Crook", U, "division", "2-Cav" },
  { "BRAGG", "Bragg", C, "army", "AoT" },
  { "LONGSTREET", "Longstreet", C, "wing", "AoT" },
  { "POLK", "L. Polk", C, "corps", "P" },
  { "D. H. HILL", "D. H. Hill", C, "corps", "HI" },
  { "WALKER", "W. H. T. Walker", C, "corps", "W" },
  { "BUCKNER", "Buckner", C, "corps", "B" },
  { "HOOD", "Hood", C, "corps", "Hd" },
  { "FORREST", "Forrest", C, "corps", "F" },
  { "WHEELER", "J. Wheeler", C, "corps", "Wh" },
  { "CHEATHAM", "Cheatham", C, "division", "Cheatham" },
  { "HINDMAN", "Hindman", C, "division", "Hindman" },
  { "CLEBURNE", "Cleburne", C, "division", "Cleburne" },
  { "BRECKINRIDGE", "Breckinridge", C, "division", "Breckinridge" },
  { "GIST", "Gist", C, "division", "Gist" },
  { "LIDDELL", "Liddell", C, "division", "Liddell" },
  { "STEWART", "Stewart", C, "division", "Stewart" },
  { "PRESTON", "Preston", C, "division", "Preston" },
  { "JOHNSON (CS)", "B. R. Johnson", C, "division", "Johnson" },
  { "LAW", "Law", C, "division", "Law" },
  { "KERSHAW", "Kershaw", C, "division", "Kershaw" },
  { "ARMSTRONG", "Armstrong", C, "division", "Armstrong" },
  { "PEGRAM", "Pegram", C, "division", "Pegram" },
  { "WHARTON", "Wharton", C, "division", "Wharton" },
  { "MARTIN", "Martin", C, "division", "Martin" },
}

-- The unit declaration (without a location) of every counter, by key.
M.by_key = {}
M.order = {}
for _, u in ipairs(M.units) do
  local key, name, side, typ, strength, parent, extra = u[1], u[2], u[3], u[4], u[5], u[6], u[7]
  local props = { morale = (extra and extra.wilder) and { 9, 7 } or { 7, 5 } } -- rule 7.62, 6.82
  if extra then
    for _, k in ipairs({ "wilder", "lilly", "off_map", "hq_escort" }) do
      if extra[k] then props[k] = true end
    end
  end
  M.by_key[key] = { key = key, name = name, side = side, type = typ, strength = strength, max_strength = strength, parent = parent, props = props }
  M.order[#M.order + 1] = key
end
for _, l in ipairs(M.leaders) do
  local key, name, side, rank, cmd = l[1], l[2], l[3], l[4], l[5]
  local v = charts.leaders[key]
  -- 5.21/5.22 command radius 4 (Confederate) or 3 (Union); 5.42 wing commanders 6; 5.311 the
  -- army leaders give no command control (radius 0).
  local radius = (rank == "army") and 0 or (rank == "wing" and 6 or (side == C and 4 or 3))
  M.by_key[key] = {
    key = key, name = name, side = side, type = "leader", strength = 1, parent = cmd,
    leader = { commands = cmd, radius = radius, ratings = { value = v.value, stars = v.stars } },
    props = { rank = rank, replacement = v.replacement },
  }
  M.order[#M.order + 1] = key
end

-- The combat units of a command (a division or corps key), in order of battle order.
function M.of(command)
  local out = {}
  for _, u in ipairs(M.units) do
    -- 6.82 Wilder (1-4-XIV) and Lilly (XIV HA) are detached from Reynolds' division.
    local detached = u[7] and (u[7].wilder or u[7].lilly)
    if u[6] == command and u[4] ~= "wagon" and not detached then out[#out + 1] = u[1] end
  end
  return out
end

return M
