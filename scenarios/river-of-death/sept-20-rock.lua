-- Chickamauga: River of Death, scenario 12.5 (ruleset river-of-death). Set-up hexes were
-- chosen to satisfy each set-up line of the rulebook on the generated map (checked by
-- tests/river_of_death_setup.rs); where a landmark of the text is not on the map the choice is
-- explained in rulesets/river-of-death/README.md.

local build = require("_build")

return build({
  rule = "12.5",
  name = "Sept. 20th: The Rock of Chickamauga",
  description = "12.5: 20 September from 1400 to the 1900/2000 turn (6 game turns). The Union right is gone; Thomas holds Snodgrass Hill and the Kelly field while Granger's Reserve Corps comes up and Longstreet renews the assault.",
  start = { day = 2, time = "14:00" },
  turns = 6, -- rule 12.55: 1400 through 1900/2000 20 Sept
  -- rule 12.53: Wilder and Lilly enter area F at 1400 (no other reinforcements)
  arrivals = "none",
  extra_arrivals = { { day = 2, time = "14:00", area = "F", units = { "1-4-XIV", "XIV HA" }, note = "rule 12.53" } },
  setup = {
    -- 12.511 a) not in play: ROSECRANS, HQ Escort; A. McCOOK; DAVIS, 2-1-XX, 3-1-XX; CRITTENDEN; VAN CLEVE, 3-XXI; NEGLEY, 1-2-XIV, 3-2-XIV; Minty, CROOK; SHERIDAN, 1-3-XX, 2-3-XX, 3-3-XX. b) 2-XIV Art, 1-XX Art, 3-XX Art are captured (12.512 j)
    -- 12.511 c) PALMER; JOHNSON; REYNOLDS; BAIRD; 2-XX; 2-XXI; 1-XIV; 4-XIV: within 3 hexes of the Kelly house (exclusive), on and east of the LaFayette Road
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
    { "REYNOLDS", "1116" },
    -- 12.511 d) THOMAS: in the Snodgrass house
    { "THOMAS", "0819" },
    -- 12.511 e) 2-2-XIV, entrenched: adjacent to a Snodgrass Hill hexside
    { "2-2-XIV", "0719", "line", "SE" },
    -- 12.511 f) WOOD; 1-XXI: on slope hexes within 1 hex (not south) of the blacksmith shop
    { "1-1-XXI", "1019", "line", "SE" },
    { "3-1-XXI", "0918", "line", "SE" },
    { "1-XXI Art", "0919", "unlimbered", "SE" },
    { "WOOD", "1019" },
    -- 12.511 g) BRANNAN; 3-XIV: within 3 hexes (not south) of the Vittetoe house
    { "1-3-XIV", "0422", "line", "SE" },
    { "2-3-XIV", "0322", "line", "SE" },
    { "3-3-XIV", "0421", "line", "SE" },
    { "3-XIV Art", "0521", "unlimbered", "SE" },
    { "BRANNAN", "0422" },
    -- 12.511 h) GRANGER; STEEDMAN; 1-Res in column, limbered: 3 adjacent trail hexes west of Snodgrass Hill (README: the trail north-west of the hill)
    { "1-1-Res", "0716", "column" },
    { "2-1-Res", "0717", "column" },
    { "1-Res Art", "0718", "limbered" },
    { "GRANGER", "0716" },
    { "STEEDMAN", "0717" },
    -- 12.511 i) D. McCOOK; 2-Res: within 3 hexes of the McDonald house, west of Cloud's Creek
    { "2-2-Res", "1010", "line", "E" },
    { "2-Res Art", "0910", "unlimbered", "E" },
    { "D. McCOOK", "1010" },
    -- 12.511 j) XIV Wagon within 4 road hexes of the Mullis house; XX and XXI Wagons within 8 road hexes of the Vittetoe house
    { "XIV Wagon", "0712" },
    { "XX Wagon", "0424" },
    { "XXI Wagon", "0425" },
    -- 12.512 a) not in play: PEGRAM, Scott, Pegram Horse Artillery. b) FORREST; Forrest's Cavalry Corps per 12.412 b)
    { "Wheeler/Armstrong", "2014", "line", "SW" },
    { "Dibrell/Armstrong", "1914", "line", "SW" },
    { "Davidson/Pegram", "2013", "line", "SW" },
    { "HA/Armstrong", "2113", "unlimbered", "SW" },
    { "FORREST", "1914" },
    { "ARMSTRONG", "2014" },
    -- 12.512 c) CLEBURNE; D. H. HILL; CHEATHAM; Cleburne's and Cheatham's Divisions per 12.412 d)
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
    -- 12.512 d) POLK: in the Alexander house
    { "POLK", "2028" },
    -- 12.512 e) WALKER; LIDDELL; BRECKINRIDGE; GIST; Gist's, Liddell's, Breckinridge's Divisions per 12.412 e)
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
    -- 12.512 f) STEWART; Stewart's Division: between the Alexander's Bridge road, the Brotherton road, the LaFayette Road and the Union entrenchments, off roads, not adjacent to Union units
    { "Bate/Stewart", "1722", "line", "W" },
    { "Brown/Stewart", "1822", "line", "W" },
    { "Clayton/Stewart", "1922", "line", "W" },
    { "Art/Stewart", "1923", "unlimbered", "W" },
    { "STEWART", "1722" },
    -- 12.512 g) HINDMAN; JOHNSON; LAW; their divisions without artillery: trail hexes of the Dyer house's hex row west of the LaFayette Road (README: only three exist; the rest on the nearest trail hexes)
    { "Anderson/Hindman", "0825", "line", "NW" },
    { "Deas/Hindman", "0925", "line", "NW" },
    { "Manigault/Hindman", "1025", "line", "NW" },
    { "Johnson/Johnson", "0724", "line", "NW" },
    { "Gregg/Johnson", "0826", "line", "NW" },
    { "McNair/Johnson", "0924", "line", "NW" },
    { "Law/Law", "0926", "line", "NW" },
    { "Robertson/Law", "0927", "line", "NW" },
    { "Benning/Law", "1023", "line", "NW" },
    { "HINDMAN", "0825" },
    { "JOHNSON (CS)", "0724" },
    { "LAW", "0926" },
    -- 12.512 h) KERSHAW; Kershaw's Division: within 1 hex (not north) of the Poe house, not adjacent to Union units
    { "Kershaw/Kershaw", "1120", "line", "NW" },
    { "Humphreys/Kershaw", "1121", "line", "NW" },
    { "KERSHAW", "1120" },
    -- 12.512 i) PRESTON; Preston's Division, no artillery: within 1 hex of the Brotherton house
    { "Gracie/Preston", "1125", "line", "W" },
    { "Trigg/Preston", "1024", "line", "W" },
    { "Kelly/Preston", "1026", "line", "W" },
    { "PRESTON", "1125" },
    -- 12.512 j) Artillery park, limbered: within 2 hexes of the A. Brock house, with the captured Union artillery
    { "Art/Preston", "1030", "limbered" },
    { "Art/Johnson", "0930", "limbered" },
    { "Art/Hindman", "1029", "limbered" },
    { "Res Art/Buckner", "1031", "limbered" },
    { "Army Res Art", "1129", "limbered" },
    { "2-XIV Art", "1130", "limbered" },
    { "3-XX Art", "1131", "limbered" },
    { "1-XX Art", "0830", "limbered" },
    -- 12.512 k) LONGSTREET; HOOD; BUCKNER: anywhere to give command control
    { "LONGSTREET", "1323" },
    { "HOOD", "0926" },
    { "BUCKNER", "1030" },
    -- 12.512 l) BRAGG; HQ Escort: in the Thedford house
    { "BRAGG", "1734" },
    { "HQ Escort (CS)", "1734", "line", "W" },
  },
  -- rule 12.421: previous losses spread evenly over each division's units
  losses = {
    -- 12.511 c) 2-XX (-14)
    ["1-2-XX"] = 4,
    ["2-2-XX"] = 4,
    ["3-2-XX"] = 3,
    ["2-XX Art"] = 3,
    -- 12.511 c) 1-XIV (-14)
    ["1-1-XIV"] = 4,
    ["2-1-XIV"] = 4,
    ["3-1-XIV"] = 3,
    ["1-XIV Art"] = 3,
    -- 12.511 c) 4-XIV (-8)
    ["2-4-XIV"] = 3,
    ["3-4-XIV"] = 3,
    ["4-XIV Art"] = 2,
    -- 12.511 e) 2-2-XIV (-1)
    ["2-2-XIV"] = 1,
    -- 12.511 f) 1-XXI (-6)
    ["1-1-XXI"] = 2,
    ["3-1-XXI"] = 2,
    ["1-XXI Art"] = 2,
    -- 12.511 g) 3-XIV (-11)
    ["1-3-XIV"] = 3,
    ["2-3-XIV"] = 3,
    ["3-3-XIV"] = 3,
    ["3-XIV Art"] = 2,
    -- 12.512 c) Cleburne's Division (-13)
    ["Wood/Cleburne"] = 4,
    ["Polk/Cleburne"] = 3,
    ["Deshler/Cleburne"] = 3,
    ["Art/Cleburne"] = 3,
    -- 12.512 c) Cheatham's Division (-20)
    ["Jackson/Cheatham"] = 4,
    ["Maney/Cheatham"] = 4,
    ["Smith/Cheatham"] = 3,
    ["Wright/Cheatham"] = 3,
    ["Strahl/Cheatham"] = 3,
    ["Art/Cheatham"] = 3,
    -- 12.512 e) Gist's Division (-7)
    ["Gist/Gist"] = 2,
    ["Ector/Gist"] = 2,
    ["Wilson/Gist"] = 2,
    ["Art/Gist"] = 1,
    -- 12.512 e) Liddell's Division (-13)
    ["Govan/Liddell"] = 5,
    ["Walthall/Liddell"] = 4,
    ["Art/Liddell"] = 4,
    -- 12.512 e) Breckinridge's Division (-10)
    ["Helm/Breckinridge"] = 3,
    ["Adams/Breckinridge"] = 3,
    ["Stovall/Breckinridge"] = 2,
    ["Art/Breckinridge"] = 2,
    -- 12.512 f) Stewart's Division (-17)
    ["Bate/Stewart"] = 5,
    ["Brown/Stewart"] = 4,
    ["Clayton/Stewart"] = 4,
    ["Art/Stewart"] = 4,
    -- 12.512 g) Hindman's Division (-13), no artillery
    ["Anderson/Hindman"] = 5,
    ["Deas/Hindman"] = 4,
    ["Manigault/Hindman"] = 4,
    -- 12.512 g) Johnson's Division (-12), no artillery: 11 on the brigades, the artillery's 1 is listed in j)
    ["Johnson/Johnson"] = 4,
    ["Gregg/Johnson"] = 4,
    ["McNair/Johnson"] = 3,
    -- 12.512 g) Law's Division (-15), no artillery
    ["Law/Law"] = 5,
    ["Robertson/Law"] = 5,
    ["Benning/Law"] = 5,
    -- 12.512 h) Kershaw's Division (-3)
    ["Kershaw/Kershaw"] = 2,
    ["Humphreys/Kershaw"] = 1,
    -- 12.512 i) Preston's Division (-1), no artillery
    ["Gracie/Preston"] = 1,
    -- 12.512 j) Johnson Artillery (-1)
    ["Art/Johnson"] = 1,
    -- 12.512 j) Union 2-XIV Art (-2, captured)
    ["2-XIV Art"] = 2,
    -- 12.512 j) Union 3-XX Art (-6, captured)
    ["3-XX Art"] = 6,
    -- 12.512 j) Union 1-XX Art (-5, captured)
    ["1-XX Art"] = 5,
  },
  -- 8.34 / 12.512 j) the Union artillery captured by the Confederates
  captured = { ["2-XIV Art"] = "confederate", ["3-XX Art"] = "confederate", ["1-XX Art"] = "confederate" },
  -- 12.511 c) nine entrenchments at the Kelly field, f) three (Wood), g) four (Brannan),
  -- e) 2-2-XIV entrenched
  entrenchments = { { hex = "1417", facing = "E" }, { hex = "1316", facing = "E" }, { hex = "1318", facing = "E" }, { hex = "1315", facing = "E" }, { hex = "1317", facing = "E" }, { hex = "1319", facing = "E" }, { hex = "1214", facing = "E" }, { hex = "1216", facing = "E" }, { hex = "1218", facing = "E" }, { hex = "1019", facing = "SE" }, { hex = "0918", facing = "SE" }, { hex = "0919", facing = "SE" }, { hex = "0422", facing = "SE" }, { hex = "0322", facing = "SE" }, { hex = "0421", facing = "SE" }, { hex = "0521", facing = "SE" }, { hex = "0719", facing = "SE" } },
  casualties = { union = 156, confederate = 124 }, -- rule 12.54
  vars = {
    wings = { -- rule 12.521 / 12.422
      POLK = { "Cheatham", "Cleburne", "Breckinridge", "Gist", "Liddell" },
      LONGSTREET = { "Hindman", "Stewart", "Preston", "Johnson", "Law", "Kershaw" },
    },
    polk_started = false, -- rule 12.521 / 12.423
    cavalry_may_mount = false, -- rule 12.521 / 12.424
    thomas_commands_army = true, -- rule 12.522
    fords_located = { "Lambert's Ford" }, -- reconstructed: located on the 18th (12.312 e)
    bridges_destroyed = {},
  },
  victory = { rule = "12.56", levels = "11.4", union_choice = "b1", daily_points = { confederate = 32, union = 30 } },
})
