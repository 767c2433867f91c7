-- Chickamauga: River of Death, scenario 12.3 (ruleset river-of-death). Set-up hexes were
-- chosen to satisfy each set-up line of the rulebook on the generated map (checked by
-- tests/river_of_death_setup.rs); where a landmark of the text is not on the map the choice is
-- explained in rulesets/river-of-death/README.md.

local build = require("_build")

return build({
  rule = "12.3",
  name = "Sept. 19th: The Indecisive Battle",
  description = "12.3: 19 September from 0700 to the 1900/2000 turn (13 game turns). Thomas attacks toward Jay's Mill; both armies feed divisions into the woods as they arrive.",
  start = { day = 1, time = "07:00" },
  turns = 13, -- rule 12.35: 0700 through 1900/2000 19 Sept
  -- rule 12.33: reinforcements of the chart for 19 September, 0700 through 1900/2000
  arrivals = "chart",
  off_map = true, -- 7.711 / 6.732 / 6.733 the off-map cavalry displays
  setup = {
    -- 12.311 a) CRITTENDEN; WOOD; PALMER; VAN CLEVE; XXI Corps (all); per 12.111 a): within 7 hexes of Lee and Gordon's Mill, west of the creek
    { "1-1-XXI", "0845", "line", "E" },
    { "3-1-XXI", "0744", "line", "E" },
    { "1-XXI Art", "0745", "unlimbered", "E" },
    { "1-2-XXI", "0746", "line", "E" },
    { "2-2-XXI", "0844", "line", "E" },
    { "3-2-XXI", "0644", "line", "E" },
    { "2-XXI Art", "0645", "unlimbered", "E" },
    { "1-3-XXI", "0646", "line", "E" },
    { "2-3-XXI", "0743", "line", "E" },
    { "3-3-XXI", "0747", "line", "E" },
    { "3-XXI Art", "0843", "unlimbered", "E" },
    { "CRITTENDEN", "0746" },
    { "WOOD", "0845" },
    { "PALMER", "0844" },
    { "VAN CLEVE", "0646" },
    { "XXI Wagon", "0943" },
    -- 12.311 b) CROOK; 1-2-Cav (Minty): within 1 hex of the Cloud church
    { "1-2-Cav", "1006", "line", "E" },
    { "CROOK", "1006" },
    -- 12.311 c) XIV Horse Art (Lilly); 1-4-XIV (Wilder): within 1 hex of the Viniard house
    { "1-4-XIV", "1033", "line", "E" },
    { "XIV HA", "0932", "unlimbered", "E" },
    -- 12.311 d) BAIRD; 1-XIV (all): within 6 hexes of the Kelly house, east of the LaFayette Road
    { "1-1-XIV", "1217", "line", "E" },
    { "2-1-XIV", "1215", "line", "E" },
    { "3-1-XIV", "1216", "line", "E" },
    { "1-XIV Art", "1218", "unlimbered", "E" },
    { "BAIRD", "1217" },
    -- 12.311 e) BRANNAN; 3-XIV (all): west of and adjacent to Kelly's Creek, within 2 hexes of the Reed's Bridge road
    { "1-3-XIV", "1112", "line", "E" },
    { "2-3-XIV", "1212", "line", "E" },
    { "3-3-XIV", "1312", "line", "E" },
    { "3-XIV Art", "1113", "unlimbered", "E" },
    { "BRANNAN", "1112" },
    -- 12.311 f) REYNOLDS; 2-4-XIV; 3-4-XIV; 4-XIV Artillery; in column, limbered: adjacent Dry Valley road hexes from the Withers house south
    { "2-4-XIV", "0241", "column" },
    { "3-4-XIV", "0242", "column" },
    { "4-XIV Art", "0243", "limbered" },
    { "REYNOLDS", "0241" },
    -- 12.311 g) THOMAS: on the Kelly house
    { "THOMAS", "1117" },
    -- 12.311 h) XIV wagon: within 12 road hexes of the road hex in entrance area E
    { "XIV Wagon", "0240" },
    -- 12.312 a) FORREST; ARMSTRONG; Forrest's Cavalry Corps (all but PEGRAM and Scott), dismounted: within 2 hexes of Jay's Mill, not west of it
    { "Wheeler/Armstrong", "2419", "line", "W" },
    { "Dibrell/Armstrong", "2418", "line", "W" },
    { "Davidson/Pegram", "2420", "line", "W" },
    { "HA/Armstrong", "2519", "unlimbered", "W" },
    { "HA/Pegram", "2417", "unlimbered", "W" },
    { "FORREST", "2418" },
    { "ARMSTRONG", "2419" },
    -- 12.312 b) WALKER; GIST; LIDDELL; Walker's Corps (all but Gist's brigade): within 3 hexes of Fowler's Ford, west of the creek
    { "Ector/Gist", "1932", "line", "W" },
    { "Wilson/Gist", "1832", "line", "W" },
    { "Art/Gist", "1931", "unlimbered", "W" },
    { "Govan/Liddell", "1933", "line", "W" },
    { "Walthall/Liddell", "2031", "line", "W" },
    { "Art/Liddell", "1732", "unlimbered", "W" },
    { "WALKER", "1932" },
    { "GIST", "1832" },
    { "LIDDELL", "1933" },
    -- 12.312 c) HOOD; JOHNSON; LAW; Johnson's and Law's Divisions: within 4 hexes of the Alexander house, south of the Alexander's Bridge road, west of the creek
    { "Johnson/Johnson", "1928", "line", "W" },
    { "Gregg/Johnson", "2029", "line", "W" },
    { "McNair/Johnson", "2129", "line", "W" },
    { "Art/Johnson", "1828", "unlimbered", "W" },
    { "Law/Law", "1927", "line", "W" },
    { "Robertson/Law", "1929", "line", "W" },
    { "Benning/Law", "1930", "line", "W" },
    { "HOOD", "2029" },
    { "JOHNSON (CS)", "1928" },
    { "LAW", "1927" },
    -- 12.312 d) BUCKNER; STEWART; PRESTON; Buckner's Corps in column, limbered: east of the creek in adjacent hexes from the trail hex at Thedford's Ford south along the road toward area C
    { "Bate/Stewart", "1935", "column" },
    { "Brown/Stewart", "1936", "column" },
    { "Clayton/Stewart", "2037", "column" },
    { "Art/Stewart", "2038", "limbered" },
    { "Gracie/Preston", "2139", "column" },
    { "Trigg/Preston", "2140", "column" },
    { "Kelly/Preston", "2141", "column" },
    { "Art/Preston", "2241", "limbered" },
    { "Res Art/Buckner", "2142", "limbered" },
    { "BUCKNER", "1935" },
    { "STEWART", "1936" },
    { "PRESTON", "2139" },
  },
  -- rule 12.34: Walthall's brigade (of Liddell) has lost one strength point
  losses = { ["Walthall/Liddell"] = 1 },
  -- 12.311 a) five entrenchments (XXI Corps) and d) four (Baird)
  entrenchments = { { hex = "0746", facing = "E" }, { hex = "0844", facing = "E" }, { hex = "0644", facing = "E" }, { hex = "0845", facing = "E" }, { hex = "0744", facing = "E" }, { hex = "1217", facing = "E" }, { hex = "1215", facing = "E" }, { hex = "1216", facing = "E" }, { hex = "1218", facing = "E" } },
  casualties = { union = 0, confederate = 1 }, -- rule 12.34
  vars = {
    fords_located = { "Lambert's Ford" }, -- rule 12.312 e)
    bridges_destroyed = {}, -- rule 12.312 e) Alexander's Bridge intact
    xxi_released = {}, -- rule 12.32 / 12.121
  },
  victory = { rule = "12.36", points = { "casualty record (11.1)", "11.2", "11.32", "11.34" }, levels = { { 1, 10, "draw" }, { 11, 20, "marginal" }, { 21, 30, "tactical" }, { 31, nil, "decisive" } } },
})
