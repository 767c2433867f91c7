-- Chickamauga, 19-20 September 1863: the 15-turn battle of Decision Games' *Chickamauga*
-- (1996), the reprint of SPI's Blue & Gray *Chickamauga* (1975), for ruleset dg-chickamauga.
--
-- Sources: the seed's exclusive rules (the turns, the first player, reinforcement entry, the
-- exits, the supply train, the victory points and their hexes, the cavalry variant) and the
-- VALOR project's transcription of the published deployment and reinforcement charts
-- (scenario_chickamauga.json, MIT licence; the game itself belongs to its publisher). Facts
-- only are taken over; see rulesets/dg-chickamauga/README.md.
--
-- Every unit has one printed combat strength (attack = defence) and a movement allowance of
-- six (5.0). The supply train defends with 1 and never attacks (18.11, 18.12).

local map = require("map")

-- 16.3 Units that exit go to the box "exited" and never return; units taken out of play by
-- the cavalry variant (V.1) go to "withdrawn". The map module has no boxes of its own.
map.boxes = {
  { id = "exited", name = "Exited toward Chattanooga" },
  { id = "withdrawn", name = "Not in play (variant)" },
}

return {
  name = "Chickamauga",
  description = "The battle of 19-20 September 1863 in 15 game turns (turn 9 is night). The Union player moves first. Hold or take the victory-point hexes, destroy enemy strength, exit toward Chattanooga at 0101 and 0111, and get the Union supply train off the map.",
  -- 15.53 The game lasts 15 turns; 14.3 the Union player is the first player.
  turns = 15,
  first_side = "union",
  start = { day = 0, time = "08:00" },
  map = map,
  source = "Decision Games, Chickamauga (1996) exclusive rules; VALOR transcription (MIT) of the SPI 1975 deployment and reinforcement charts",

  vars = {
    -- 10.0 Night game turns (shaded on the turn record track).
    night_turns = { 9 },
  },

  -- 17.1 / 17.2 Victory point hexes: who scores each, how much, and who passed through last
  -- at the start (17.23).
  victory = {
    hexes = {
      { hex = "0211", side = "confederate", vp = 20, owner = "union" },
      { hex = "0502", side = "confederate", vp = 20, owner = "union" },
      { hex = "0822", side = "either", vp = 5, owner = "union" },
      { hex = "1108", side = "either", vp = 5, owner = "union" },
      { hex = "1115", side = "either", vp = 5, owner = "union" },
      { hex = "1920", side = "union", vp = 10, owner = "confederate" },
      { hex = "2311", side = "union", vp = 20, owner = "confederate" },
    },
  },

  units = {
    -- 14.1 Union initial deployment
    { key = "1/1/XIV", side = "union", type = "infantry", strength = 5, hex = "1317" },
    { key = "2/1/XIV", side = "union", type = "infantry", strength = 5, hex = "1319" },
    { key = "3/1/XIV", side = "union", type = "infantry", strength = 5, hex = "1318" },
    { key = "1/3/XIV", side = "union", type = "infantry", strength = 4, hex = "1413" },
    { key = "2/3/XIV", side = "union", type = "infantry", strength = 5, hex = "1414" },
    { key = "3/3/XIV", side = "union", type = "infantry", strength = 5, hex = "1315" },
    { key = "Wilder", side = "union", type = "infantry", strength = 8, hex = "1022" },
    { key = "2/4/XIV", side = "union", type = "infantry", strength = 5, hex = "0822" },
    { key = "1/2 Cav", side = "union", type = "cavalry", strength = 5, hex = "2011" },
    { key = "1/1/XXI", side = "union", type = "infantry", strength = 4, hex = "1127" },
    { key = "3/1/XXI", side = "union", type = "infantry", strength = 4, hex = "1227" },
    { key = "1/1/Res", side = "union", type = "infantry", strength = 6, hex = "0302" },
    { key = "2/1/Res", side = "union", type = "infantry", strength = 4, hex = "0402" },
    { key = "2/2/Res", side = "union", type = "infantry", strength = 5, hex = "1505" },
    -- 14.2 Confederate initial deployment
    { key = "Wood", side = "confederate", type = "infantry", strength = 5, hex = "2026" },
    { key = "Polk", side = "confederate", type = "infantry", strength = 5, hex = "2027" },
    { key = "Fulton", side = "confederate", type = "infantry", strength = 3, hex = "2022" },
    { key = "Brown", side = "confederate", type = "infantry", strength = 4, hex = "1726" },
    { key = "Bates", side = "confederate", type = "infantry", strength = 4, hex = "1825" },
    { key = "Clayton", side = "confederate", type = "infantry", strength = 4, hex = "1926" },
    { key = "Gracie", side = "confederate", type = "infantry", strength = 7, hex = "1526" },
    { key = "Trigg", side = "confederate", type = "infantry", strength = 4, hex = "1527" },
    { key = "Kelly", side = "confederate", type = "infantry", strength = 3, hex = "1626" },
    { key = "Gregg", side = "confederate", type = "infantry", strength = 4, hex = "2517" },
    { key = "McNair", side = "confederate", type = "infantry", strength = 4, hex = "2317" },
    { key = "Kershaw", side = "confederate", type = "infantry", strength = 4, hex = "1721" },
    { key = "Humphrey", side = "confederate", type = "infantry", strength = 3, hex = "1921" },
    { key = "Law", side = "confederate", type = "infantry", strength = 4, hex = "1821" },
    { key = "Robertson", side = "confederate", type = "infantry", strength = 3, hex = "2316" },
    { key = "Anderson", side = "confederate", type = "infantry", strength = 4, hex = "1722" },
    { key = "Benning", side = "confederate", type = "infantry", strength = 3, hex = "1922" },
    { key = "Jackson", side = "confederate", type = "infantry", strength = 4, hex = "1820" },
    { key = "Maney", side = "confederate", type = "infantry", strength = 3, hex = "1920" },
    { key = "Smith", side = "confederate", type = "infantry", strength = 4, hex = "1620" },
    { key = "Wright", side = "confederate", type = "infantry", strength = 4, hex = "1720" },
    { key = "Strahl", side = "confederate", type = "infantry", strength = 3, hex = "2020" },
    { key = "3 Arty", side = "confederate", type = "artillery", strength = 5, hex = "2120" },
    { key = "Gist", side = "confederate", type = "infantry", strength = 5, hex = "2017" },
    { key = "Ector", side = "confederate", type = "infantry", strength = 5, hex = "2118" },
    { key = "Wilson", side = "confederate", type = "infantry", strength = 5, hex = "2218" },
    { key = "Liddell", side = "confederate", type = "infantry", strength = 4, hex = "2422" },
    { key = "Walthall", side = "confederate", type = "infantry", strength = 4, hex = "2421" },
    { key = "Armstrong", side = "confederate", type = "cavalry", strength = 3, hex = "2212" },
    { key = "Davidson", side = "confederate", type = "cavalry", strength = 3, hex = "2411" },
    { key = "Forrest", side = "confederate", type = "cavalry", strength = 6, hex = "2015", props = { cavalry_variant = "removed" } },
    { key = "Scott", side = "confederate", type = "cavalry", strength = 6, hex = "2314", props = { cavalry_variant = "removed" } },
    -- 15.51 Union reinforcements: at 0728 or 1027 (area union_entry)
    { key = "1/2/XIV", side = "union", type = "infantry", strength = 5, arrives = { turn = 2, area = "union_entry" } },
    { key = "2/2/XIV", side = "union", type = "infantry", strength = 4, arrives = { turn = 2, area = "union_entry" } },
    { key = "3/2/XIV", side = "union", type = "infantry", strength = 5, arrives = { turn = 2, area = "union_entry" } },
    { key = "XIV Arty", side = "union", type = "artillery", strength = 3, arrives = { turn = 2, area = "union_entry" } },
    { key = "3/4/XIV", side = "union", type = "infantry", strength = 5, arrives = { turn = 2, area = "union_entry" } },
    { key = "1/2/XXI", side = "union", type = "infantry", strength = 4, arrives = { turn = 2, area = "union_entry" } },
    { key = "2/2/XXI", side = "union", type = "infantry", strength = 5, arrives = { turn = 2, area = "union_entry" } },
    { key = "3/2/XXI", side = "union", type = "infantry", strength = 5, arrives = { turn = 2, area = "union_entry" } },
    { key = "1/3/XXI", side = "union", type = "infantry", strength = 4, arrives = { turn = 2, area = "union_entry" } },
    { key = "2/3/XXI", side = "union", type = "infantry", strength = 4, arrives = { turn = 2, area = "union_entry" } },
    { key = "3/3/XXI", side = "union", type = "infantry", strength = 4, arrives = { turn = 2, area = "union_entry" } },
    { key = "XXI Arty", side = "union", type = "artillery", strength = 3, arrives = { turn = 2, area = "union_entry" } },
    { key = "2/1/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "3/1/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "1/2/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "2/2/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "3/2/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "1/3/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "2/3/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "3/3/XX", side = "union", type = "infantry", strength = 5, arrives = { turn = 5, area = "union_entry" } },
    { key = "XX Arty", side = "union", type = "artillery", strength = 3, arrives = { turn = 5, area = "union_entry" } },
    { key = "1/1 Cav", side = "union", type = "cavalry", strength = 4, arrives = { turn = 6, area = "union_entry" } },
    { key = "3/1 Cav", side = "union", type = "cavalry", strength = 4, arrives = { turn = 6, area = "union_entry" } },
    { key = "2/1 Cav", side = "union", type = "cavalry", strength = 4, arrives = { turn = 6, area = "union_entry" } },
    { key = "Supply Train", side = "union", type = "train", strength = 1, arrives = { turn = 7, area = "union_entry" } },
    { key = "2/2 Cav", side = "union", type = "cavalry", strength = 4, arrives = { turn = 8, area = "union_entry" } },
    -- 15.52 Confederate reinforcements: at 1627 or 1928 (area confederate_entry)
    { key = "Deshler", side = "confederate", type = "infantry", strength = 5, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "Helm", side = "confederate", type = "infantry", strength = 4, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "Adams", side = "confederate", type = "infantry", strength = 4, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "Stovall", side = "confederate", type = "infantry", strength = 3, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "2 Arty", side = "confederate", type = "artillery", strength = 4, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "Deas", side = "confederate", type = "infantry", strength = 6, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "Anderson (Hindman)", side = "confederate", type = "infantry", strength = 6, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "Manigault", side = "confederate", type = "infantry", strength = 6, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "1 Arty", side = "confederate", type = "artillery", strength = 3, arrives = { turn = 2, area = "confederate_entry" } },
    { key = "Crews", side = "confederate", type = "cavalry", strength = 3, arrives = { turn = 5, area = "confederate_entry" } },
    { key = "Russell", side = "confederate", type = "cavalry", strength = 2, arrives = { turn = 5, area = "confederate_entry" } },
    { key = "Morgan", side = "confederate", type = "cavalry", strength = 4, arrives = { turn = 5, area = "confederate_entry" }, props = { cavalry_variant = "removed" } },
    { key = "Harrison", side = "confederate", type = "cavalry", strength = 5, arrives = { turn = 5, area = "confederate_entry" }, props = { cavalry_variant = "removed" } },
    { key = "Rodney", side = "confederate", type = "cavalry", strength = 4, arrives = { turn = 8, area = "confederate_entry" } },
    -- V.1 (option cavalry_variant) Chalmers and Bowen, labelled Wofford and Bryan on their
    -- reverse sides, turn 8 reinforcements at 1627 or 1928. R.4 RECONSTRUCTED strengths: the
    -- sources give none; 3 each, like Humphreys' brigade of the same division (McLaws').
    { key = "Wofford", name = "Wofford (Chalmers counter)", side = "confederate", type = "infantry", strength = 3, arrives = { turn = 8, area = "confederate_entry" }, props = { cavalry_variant = "added" } },
    { key = "Bryan", name = "Bryan (Bowen counter)", side = "confederate", type = "infantry", strength = 3, arrives = { turn = 8, area = "confederate_entry" }, props = { cavalry_variant = "added" } },
  },
}
