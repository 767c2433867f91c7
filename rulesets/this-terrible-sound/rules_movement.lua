-- Coverage status of the This Terrible Sound rules 1.x, 4.3a-b, 4.5, 4.6, 6.0 and the series rules S.1, S.4, S.10 (movement.lua; S.1 ruleset.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  missing("1.1", "Slopes and extreme slopes: one thick contour line is a slope hexside, two or more an extreme slope"),
  missing("1.2", "Slope hexes: steep hillside for movement; no effect on line of sight"),
  { id = "1.3", title = "Runs have no effect on play", status = "not-applicable",
    note = "Runs are historical decoration: the map carries them as the 'stream' hexside kind, which has no cost and no effect." },
  missing("1.4", "Orchards: ignore one orchard hex along a line of sight; two or more block"),
  missing("1.5", "Fields and fences: woods with a fence is open for movement, woods only for line of sight"),
  { id = "1.6", title = "Buildings have no effect on play", status = "not-applicable",
    note = "Buildings are places on the map for reference only (scenario victory conditions name some of them)." },
  { id = "1.7", title = "Map assembly: sheets A, B, C down the west, D, E, F down the east", status = "table-only",
    note = "Done once by the generated map (scenarios/this-terrible-sound/map.lua); nothing to enforce in play." },
  missing("4.3a", "Breastworks: permission to build by initiative, in or next to woods"),
  missing("4.3b", "Breastworks: three hours to build (12 day or 6 night turns)"),
  missing("4.5a", "Bridge destruction (optional): 11-12 on two dice"),
  missing("4.5b", "Bridge repair (optional): 10+ on two dice, pioneers +1"),
  missing("4.6", "Shifting reinforcements (optional): a die of hours' delay per road edge hex shifted"),
  missing("6.0", "Scenario conventions: half maps, set-up overstacking, first player, higher organizations, parenthesised strengths"),
  missing("S.1.1", "Scale: 110 yards a hex, 15-minute day and 30-minute night turns, regiments and batteries, 1 SP = 50 men or 1 gun"),
  missing("S.1.2", "Sequence of play: first player turn then second; command, movement, defensive fire, offensive fire, close combat, rally"),
  missing("S.4.1", "Movement allowances by type and formation; formation changes cost MP"),
  missing("S.4.2", "Formations and facing: line (frontal hexes), column, mounted/dismounted, limbered/unlimbered"),
  missing("S.4.3", "Terrain effects on movement: field, forest, slopes, extreme slopes, roads and trails (march formations), the creek only at bridges and fords"),
  missing("S.4.4", "Zones of control: formed units in line and unlimbered guns into their front; entering ends the move"),
  missing("S.4.5", "Stacking: 12 strength points a hex (guns count one each; leaders and markers free)"),
  missing("S.4.6", "Reinforcements enter at their scheduled turn and hex in march formation; exits off the map edge"),
  missing("S.10.1", "Night: 30-minute turns 19:30-05:00, forest costs double, visibility 2 hexes"),
}
