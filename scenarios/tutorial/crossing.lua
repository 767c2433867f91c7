-- Tutorial scenario "The Crossing": Union troops from the west must take the Mill beyond
-- Mill Creek from a Confederate rearguard that is reinforced on turn 3.

-- Mill Creek runs north–south between map columns 06 and 07. On this flat-topped map with
-- odd columns shifted down, hex 06rr touches 07rr and 07(rr+1), so the creek is those
-- hexsides for every row.
local creek = {}
for r = 1, 10 do
  creek[#creek + 1] = ("06%02d/07%02d"):format(r, r)
  if r < 10 then creek[#creek + 1] = ("06%02d/07%02d"):format(r, r + 1) end
end

local west, east = {}, {}
for r = 1, 10 do
  west[#west + 1] = ("01%02d"):format(r)
  east[#east + 1] = ("12%02d"):format(r)
end

return {
  name = "The Crossing",
  description = "Eight hourly turns. The Union attacks across Mill Creek; the Confederates hold the Mill and are reinforced from the east on turn 3.",
  turns = 8,
  first_side = "blue",
  start = { day = 0, time = "08:00" },

  map = {
    cols = 12, rows = 10, orientation = "flat", labels = "CCRR",
    terrain = "clear",
    hexes = {
      woods = { "0403", "0404", "0503", "0806", "0807", "0906", "1003", "1004" },
      rough = { "0208", "0209", "0309" },
    },
    elevation = { [1] = { "1002", "1003", "1102", "1103" } },
    hexsides = {
      creek = creek,
      bridge = { "0605/0705" },
      ford = { "0608/0709" },
    },
    routes = {
      road = { { "0105", "0205", "0305", "0405", "0505", "0605", "0705", "0805", "0905", "1005", "1105", "1205" } },
    },
    places = {
      { name = "Mill", hex = "0805", kind = "mill" },
      { name = "Mill Bridge", hex = "0605", kind = "bridge" },
      { name = "Lower Ford", hex = "0608", kind = "ford" },
    },
    areas = { W = west, E = east },
  },

  commands = {
    { key = "USA", name = "Union column", echelon = "division", side = "blue" },
    { key = "CSA", name = "Confederate rearguard", echelon = "division", side = "gray" },
  },

  units = {
    { key = "1/USA", name = "1st Brigade", side = "blue", type = "infantry", strength = 4, hex = "0204", parent = "USA" },
    { key = "2/USA", name = "2nd Brigade", side = "blue", type = "infantry", strength = 4, hex = "0206", parent = "USA" },
    { key = "3/USA", name = "3rd Brigade", side = "blue", type = "infantry", strength = 3, hex = "0305", parent = "USA" },
    { key = "4/USA", name = "4th Brigade", side = "blue", type = "infantry", strength = 3, hex = "0103", parent = "USA" },
    { key = "Cav/USA", name = "Cavalry", side = "blue", type = "cavalry", strength = 2, hex = "0108", parent = "USA" },
    { key = "Art/USA", name = "Artillery", side = "blue", type = "artillery", strength = 3, hex = "0105", parent = "USA" },
    { key = "5/USA", name = "5th Brigade", side = "blue", type = "infantry", strength = 4, parent = "USA",
      arrives = { turn = 2, area = "W" } },

    { key = "1/CSA", name = "1st Brigade", side = "gray", type = "infantry", strength = 4, hex = "0805", parent = "CSA" },
    { key = "2/CSA", name = "2nd Brigade", side = "gray", type = "infantry", strength = 3, hex = "0807", parent = "CSA" },
    { key = "3/CSA", name = "3rd Brigade", side = "gray", type = "infantry", strength = 3, hex = "0703", parent = "CSA" },
    { key = "Art/CSA", name = "Artillery", side = "gray", type = "artillery", strength = 2, hex = "0905", parent = "CSA" },
    { key = "4/CSA", name = "4th Brigade", side = "gray", type = "infantry", strength = 4, parent = "CSA",
      arrives = { turn = 3, area = "E" } },
  },
}
