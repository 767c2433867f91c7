-- Chickamauga: River of Death, scenario 12.1 (ruleset river-of-death). Set-up hexes were
-- chosen to satisfy each set-up line of the rulebook on the generated map (checked by
-- tests/river_of_death_setup.rs); where a landmark of the text is not on the map the choice is
-- explained in rulesets/river-of-death/README.md.

local build = require("_build")
local shared = require("_setup_12_11")

return build({
  rule = "12.1",
  name = "The Battle of Chickamauga, 18-20 September 1863",
  description = "12.1: the whole battle in 41 game turns, from 1500 on 18 September to the 1900/2000 turn of the 20th. The Confederates hold only Davidson at Dyer's Bridge; everything else arrives by the Turn Record and Reinforcement Chart.",
  start = { day = 0, time = "15:00" },
  turns = 41, -- rule 12.15: 1500 18 Sept to 1900/2000 20 Sept
  -- rule 12.13: every reinforcement of the chart, 18-20 September
  arrivals = "chart",
  off_map = true, -- 7.711 Wheeler's and Mitchell's cavalry wait in the off-map displays
  -- rule 12.11 (and 12.21/12.22 for 12.2): the set-up, entrenchments and special-rule state
  setup = shared.setup,
  entrenchments = shared.entrenchments,
  casualties = { union = 0, confederate = 0 }, -- rule 12.14
  vars = shared.vars,
  victory = { rule = "12.16", levels = "11.4" },
})
