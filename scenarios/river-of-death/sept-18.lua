-- Chickamauga: River of Death, scenario 12.2 (ruleset river-of-death). Set-up hexes were
-- chosen to satisfy each set-up line of the rulebook on the generated map (checked by
-- tests/river_of_death_setup.rs); where a landmark of the text is not on the map the choice is
-- explained in rulesets/river-of-death/README.md.

local build = require("_build")
local shared = require("_setup_12_11")

return build({
  rule = "12.2",
  name = "Sept. 18th: Seizing the Crossing Points",
  description = "12.2: five turns of 18 September (1500 to 1900/2000): the Confederates force the bridges and search for fords; Wilder and Minty hold the crossings.",
  start = { day = 0, time = "15:00" },
  turns = 5, -- rule 12.25: 1500 to 1900/2000 18 Sept
  -- rule 12.23: reinforcements of 18 September through the 1900/2000 turn
  arrivals = "chart",
  off_map = true, -- 7.711 Wheeler's and Mitchell's cavalry wait in the off-map displays
  -- rule 12.11 (and 12.21/12.22 for 12.2): the set-up, entrenchments and special-rule state
  setup = shared.setup,
  entrenchments = shared.entrenchments,
  casualties = { union = 0, confederate = 0 }, -- rule 12.24
  vars = shared.vars,
  victory = { rule = "12.26", points = { "casualty record (11.1)", "11.31" }, levels = { { 1, 5, "draw" }, { 6, nil, "win" } } },
})
