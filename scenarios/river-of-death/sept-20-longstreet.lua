-- Chickamauga: River of Death, scenario 12.4 (ruleset river-of-death). Set-up hexes were
-- chosen to satisfy each set-up line of the rulebook on the generated map (checked by
-- tests/river_of_death_setup.rs); where a landmark of the text is not on the map the choice is
-- explained in rulesets/river-of-death/README.md.

local build = require("_build")

return build({
  rule = "12.4",
  name = "Sept. 20th: Longstreet's Breakthrough",
  description = "12.4: 20 September from 1100 to the 1900/2000 turn (9 game turns). Wood has pulled out of the line at the Brotherton farm and Longstreet's five divisions are poised to pour through the gap.",
  start = { day = 2, time = "11:00" },
  turns = 9, -- rule 12.45: 1100 through 1900/2000 20 Sept
  -- rule 12.43: the only reinforcement is the Union Reserve Corps, 1200 through area G
  arrivals = "none",
  extra_arrivals = { { day = 2, time = "12:00", area = "G", units = { "GRANGER", "STEEDMAN", "1-1-Res", "2-1-Res", "1-Res Art", "D. McCOOK", "2-2-Res", "2-Res Art" }, note = "rule 12.43" } },
  setup = {
    -- 12.411 a) PALMER; JOHNSON; BAIRD; THOMAS; REYNOLDS; 2-XX; 2-XXI; 1-XIV; 4-XIV: within 3 hexes of the Kelly house (exclusive), on and east of the LaFayette Road
    { "1-2-XX", "1417", "line", "E" },
    { "2-2-XX", "1316", "line", "E" },
    { "3-2-XX", "1318", "line", "E" },
    { "2-XX Art", "1315", "unlimbered", "E" },
    { "1-2-XXI", "1317", "line", "E" },
    { "2-2-XXI", "1319", "line", "E" },
    { "3-2-XXI", "1214", "line", "E" },
    { "2-XXI Art", "1216", "unlimbered", "E" },
    { "1-1-XIV", "1218", "line", "E" },
    { "2-1-XIV", "1215", "line", "E" },
    { "3-1-XIV", "1217", "line", "E" },
    { "1-XIV Art", "1114", "unlimbered", "E" },
    { "2-4-XIV", "1116", "line", "E" },
    { "3-4-XIV", "1118", "line", "E" },
    { "4-XIV Art", "1115", "unlimbered", "E" },
    { "PALMER", "1317" },
    { "JOHNSON (US)", "1417" },
    { "BAIRD", "1218" },
    { "THOMAS", "1215" },
    { "REYNOLDS", "1116" },
    -- 12.411 b) BRANNAN; 3-XIV: on and adjacent to (not west of) the Poe house
    { "1-3-XIV", "1120", "line", "E" },
    { "2-3-XIV", "1220", "line", "E" },
    { "3-3-XIV", "1219", "line", "E" },
    { "3-XIV Art", "1221", "unlimbered", "E" },
    { "BRANNAN", "1120" },
    -- 12.411 c) NEGLEY; 2-XIV in column, limbered: adjacent trail hexes from the Dyer house west (README: the trail is two hexes long; the column goes on along the road it joins)
    { "1-2-XIV", "0825", "column" },
    { "2-2-XIV", "0724", "column" },
    { "3-2-XIV", "0723", "column" },
    { "2-XIV Art", "0722", "limbered" },
    { "NEGLEY", "0825" },
    -- 12.411 d) WOOD; 1-XXI in column, limbered: woods hexes adjacent to (not east of) the Poe house
    { "1-1-XXI", "1020", "column" },
    { "3-1-XXI", "1119", "column" },
    { "1-XXI Art", "1121", "limbered" },
    { "WOOD", "1020" },
    -- 12.411 e) CRITTENDEN; VAN CLEVE; 3-XXI in column, limbered: adjacent Glenn-Kelly trail hexes south of the blacksmith shop (README: starts at 1021)
    { "1-3-XXI", "1021", "column" },
    { "2-3-XXI", "0922", "column" },
    { "3-3-XXI", "1023", "column" },
    { "3-XXI Art", "0924", "limbered" },
    { "CRITTENDEN", "1019" },
    { "VAN CLEVE", "1021" },
    -- 12.411 f) A. McCOOK; DAVIS; SHERIDAN; 1-XX; 3-XX facing south-east: from the LaFayette road hex NE of the A. Brock house, SW to the house, west to the Widow Glenn house
    { "2-1-XX", "1129", "line", "SE" },
    { "3-1-XX", "1030", "line", "SE" },
    { "1-XX Art", "0930", "unlimbered", "SE" },
    { "1-3-XX", "0830", "line", "SE" },
    { "2-3-XX", "0730", "line", "SE" },
    { "3-3-XX", "0630", "line", "SE" },
    { "3-XX Art", "0631", "unlimbered", "SE" },
    { "A. McCOOK", "1030" },
    { "DAVIS", "1129" },
    { "SHERIDAN", "0830" },
    -- 12.411 g) ROSECRANS; HQ Escort: on a hex of Lytle Hill
    { "ROSECRANS", "0728" },
    { "HQ Escort (US)", "0728", "line", "SE" },
    -- 12.411 h) 1-4-XIV (Wilder); XIV HA (Lilly): within 1 hex of Cave Spring
    { "1-4-XIV", "0334", "line", "E" },
    { "XIV HA", "0234", "unlimbered", "E" },
    -- 12.411 i) CROOK; 1-2-Cav (Minty): within 2 hexes of the Mullis house
    { "1-2-Cav", "0715", "line", "E" },
    { "CROOK", "0715" },
    -- 12.411 j) XIV Wagon: within 4 road hexes of the Mullis house
    { "XIV Wagon", "0712" },
    -- 12.411 k) XX Wagon; XXI Wagon: within 4 road hexes of the Vittetoe house
    { "XX Wagon", "0423" },
    { "XXI Wagon", "0421" },
    -- 12.412 a) not in play: PEGRAM; Scott; Pegram Horse Artillery. b) FORREST; Forrest's Cavalry Corps, dismounted (12.424): on or north of the Reed's Bridge road, east of Cloud's Creek
    { "Wheeler/Armstrong", "2014", "line", "SW" },
    { "Dibrell/Armstrong", "1914", "line", "SW" },
    { "Davidson/Pegram", "2013", "line", "SW" },
    { "HA/Armstrong", "2113", "unlimbered", "SW" },
    { "FORREST", "1914" },
    { "ARMSTRONG", "2014" },
    -- 12.412 c) POLK: in the Alexander house
    { "POLK", "2028" },
    -- 12.412 d) CLEBURNE; D. H. HILL; CHEATHAM; Cleburne's and Cheatham's Divisions: within 5 hexes of the Winfrey house, on and north of the Alexander's Bridge road, not adjacent to Union units
    { "Wood/Cleburne", "2224", "line", "W" },
    { "Polk/Cleburne", "2124", "line", "W" },
    { "Deshler/Cleburne", "2223", "line", "W" },
    { "Art/Cleburne", "2225", "unlimbered", "W" },
    { "Jackson/Cheatham", "2323", "line", "W" },
    { "Maney/Cheatham", "2324", "line", "W" },
    { "Smith/Cheatham", "2325", "line", "W" },
    { "Wright/Cheatham", "2024", "line", "W" },
    { "Strahl/Cheatham", "2122", "line", "W" },
    { "Art/Cheatham", "2123", "unlimbered", "W" },
    { "CLEBURNE", "2224" },
    { "D. H. HILL", "2124" },
    { "CHEATHAM", "2323" },
    -- 12.412 e) WALKER; LIDDELL; BRECKINRIDGE; GIST; Gist's, Liddell's, Breckinridge's Divisions: between the Reed's Bridge, LaFayette and Alexander's Bridge roads and Jay's Mill's hex row, off roads, not adjacent to Union units
    { "Gist/Gist", "1915", "line", "W" },
    { "Ector/Gist", "1814", "line", "W" },
    { "Wilson/Gist", "1815", "line", "W" },
    { "Art/Gist", "1816", "unlimbered", "W" },
    { "Govan/Liddell", "1916", "line", "W" },
    { "Walthall/Liddell", "2015", "line", "W" },
    { "Art/Liddell", "1714", "unlimbered", "W" },
    { "Helm/Breckinridge", "1715", "line", "W" },
    { "Adams/Breckinridge", "1716", "line", "W" },
    { "Stovall/Breckinridge", "1817", "line", "W" },
    { "Art/Breckinridge", "1917", "unlimbered", "W" },
    { "WALKER", "1915" },
    { "GIST", "1814" },
    { "LIDDELL", "1916" },
    { "BRECKINRIDGE", "1715" },
    -- 12.412 f) LONGSTREET; JOHNSON; KERSHAW; STEWART; HINDMAN; BUCKNER; LAW (and HOOD, README): within 5 hexes of the Brotherton house (exclusive), east of (not on) the LaFayette Road, not adjacent to Union units
    { "Johnson/Johnson", "1126", "line", "W" },
    { "Gregg/Johnson", "1225", "line", "W" },
    { "McNair/Johnson", "1223", "line", "W" },
    { "Art/Johnson", "1224", "unlimbered", "W" },
    { "Law/Law", "1226", "line", "W" },
    { "Robertson/Law", "1227", "line", "W" },
    { "Benning/Law", "1325", "line", "W" },
    { "Kershaw/Kershaw", "1228", "line", "W" },
    { "Humphreys/Kershaw", "1323", "line", "W" },
    { "Bate/Stewart", "1324", "line", "W" },
    { "Brown/Stewart", "1326", "line", "W" },
    { "Clayton/Stewart", "1327", "line", "W" },
    { "Art/Stewart", "1425", "unlimbered", "W" },
    { "Anderson/Hindman", "1322", "line", "W" },
    { "Deas/Hindman", "1328", "line", "W" },
    { "Manigault/Hindman", "1329", "line", "W" },
    { "Art/Hindman", "1423", "unlimbered", "W" },
    { "LONGSTREET", "1225" },
    { "JOHNSON (CS)", "1126" },
    { "KERSHAW", "1228" },
    { "STEWART", "1324" },
    { "HINDMAN", "1325" },
    { "BUCKNER", "1229" },
    { "LAW", "1226" },
    { "HOOD", "1227" },
    -- 12.412 g) PRESTON; Preston's Division; Buckner Reserve Artillery: within 3 hexes of the Hall house
    { "Gracie/Preston", "1234", "line", "W" },
    { "Trigg/Preston", "1134", "line", "W" },
    { "Kelly/Preston", "1233", "line", "W" },
    { "Art/Preston", "1235", "unlimbered", "W" },
    { "Res Art/Buckner", "1333", "unlimbered", "W" },
    { "PRESTON", "1233" },
    -- 12.412 h) Army Reserve Artillery (Robertson): within command radius of a Confederate leader (Buckner)
    { "Army Res Art", "1426", "unlimbered", "W" },
    -- 12.412 i) BRAGG; HQ Escort: in the Thedford house
    { "BRAGG", "1734" },
    { "HQ Escort (CS)", "1734", "line", "W" },
  },
  -- rule 12.421: previous losses spread evenly over each division's units (the first units in
  -- order of battle take the odd points)
  losses = {
    -- 12.411 a) 2-XX (-14)
    ["1-2-XX"] = 4,
    ["2-2-XX"] = 4,
    ["3-2-XX"] = 3,
    ["2-XX Art"] = 3,
    -- 12.411 a) 1-XIV (-14)
    ["1-1-XIV"] = 4,
    ["2-1-XIV"] = 4,
    ["3-1-XIV"] = 3,
    ["1-XIV Art"] = 3,
    -- 12.411 a) 4-XIV (-8)
    ["2-4-XIV"] = 3,
    ["3-4-XIV"] = 3,
    ["4-XIV Art"] = 2,
    -- 12.411 b) 3-XIV (-6)
    ["1-3-XIV"] = 2,
    ["2-3-XIV"] = 2,
    ["3-3-XIV"] = 1,
    ["3-XIV Art"] = 1,
    -- 12.411 c) 2-XIV (-6)
    ["1-2-XIV"] = 2,
    ["2-2-XIV"] = 2,
    ["3-2-XIV"] = 1,
    ["2-XIV Art"] = 1,
    -- 12.411 d) 1-XXI (-3)
    ["1-1-XXI"] = 1,
    ["3-1-XXI"] = 1,
    ["1-XXI Art"] = 1,
    -- 12.411 e) 3-XXI (-6)
    ["1-3-XXI"] = 2,
    ["2-3-XXI"] = 2,
    ["3-3-XXI"] = 1,
    ["3-XXI Art"] = 1,
    -- 12.411 f) 1-XX (-14)
    ["2-1-XX"] = 5,
    ["3-1-XX"] = 5,
    ["1-XX Art"] = 4,
    -- 12.411 f) 3-XX (-3)
    ["1-3-XX"] = 1,
    ["2-3-XX"] = 1,
    ["3-3-XX"] = 1,
    -- 12.412 d) Cleburne's Division (-7)
    ["Wood/Cleburne"] = 2,
    ["Polk/Cleburne"] = 2,
    ["Deshler/Cleburne"] = 2,
    ["Art/Cleburne"] = 1,
    -- 12.412 d) Cheatham's Division (-20)
    ["Jackson/Cheatham"] = 4,
    ["Maney/Cheatham"] = 4,
    ["Smith/Cheatham"] = 3,
    ["Wright/Cheatham"] = 3,
    ["Strahl/Cheatham"] = 3,
    ["Art/Cheatham"] = 3,
    -- 12.412 e) Gist's Division (-7)
    ["Gist/Gist"] = 2,
    ["Ector/Gist"] = 2,
    ["Wilson/Gist"] = 2,
    ["Art/Gist"] = 1,
    -- 12.412 e) Liddell's Division (-13)
    ["Govan/Liddell"] = 5,
    ["Walthall/Liddell"] = 4,
    ["Art/Liddell"] = 4,
    -- 12.412 f) Johnson's Division (-4)
    ["Johnson/Johnson"] = 1,
    ["Gregg/Johnson"] = 1,
    ["McNair/Johnson"] = 1,
    ["Art/Johnson"] = 1,
    -- 12.412 f) Law's Division (-6)
    ["Law/Law"] = 2,
    ["Robertson/Law"] = 2,
    ["Benning/Law"] = 2,
    -- 12.412 f) Stewart's Division (-15)
    ["Bate/Stewart"] = 4,
    ["Brown/Stewart"] = 4,
    ["Clayton/Stewart"] = 4,
    ["Art/Stewart"] = 3,
    -- 12.412 g) Preston's Division (-1)
    ["Gracie/Preston"] = 1,
  },
  -- 12.411 a) nine entrenchments
  entrenchments = { { hex = "1417", facing = "E" }, { hex = "1316", facing = "E" }, { hex = "1318", facing = "E" }, { hex = "1315", facing = "E" }, { hex = "1317", facing = "E" }, { hex = "1319", facing = "E" }, { hex = "1214", facing = "E" }, { hex = "1216", facing = "E" }, { hex = "1218", facing = "E" } },
  casualties = { union = 79, confederate = 73 }, -- rule 12.44 (the Union divisions' listed losses sum to 74: README)
  vars = {
    -- rule 12.422 Confederate wings (5.42)
    wings = {
      POLK = { "Cheatham", "Cleburne", "Breckinridge", "Gist", "Liddell" },
      LONGSTREET = { "Hindman", "Stewart", "Preston", "Johnson", "Law", "Kershaw" },
    },
    polk_started = false, -- rule 12.423
    cavalry_may_mount = false, -- rule 12.424
    longstreet_first_turn = true, -- rule 12.425
    fords_located = { "Lambert's Ford" }, -- reconstructed: located on the 18th (12.312 e)
    bridges_destroyed = {},
  },
  victory = { rule = "12.46", levels = "11.4", union_choice = "b1", daily_points = { confederate = 32, union = 30 } },
})
