-- Coverage status of the This Terrible Sound rules 1.x, 4.3a-b, 4.5, 4.6, 6.0 and the series rules S.1, S.4, S.10 (movement.lua; S.1 ruleset.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title, note)
  return { id = id, title = title, status = "missing", note = note }
end
local function enforced(id, title, note)
  return { id = id, title = title, status = "enforced", note = note }
end

return {
  enforced("1.1", "Slopes and extreme slopes: one thick contour line is a slope hexside, two or more an extreme slope",
    "Slope +1 MP (limbered +2), extreme slope +2 (guns and wagons prohibited) from charts.terrain_effects; movement.upslope(from, to) for fire.lua"),
  { id = "1.2", title = "Slope hexes: steep hillside for movement; no effect on line of sight", status = "not-applicable",
    note = "The generated map has no slope-hex kind (charts.terrain_effects.hexes.slope_hex waits for one); nothing to enforce until the map carries them" },
  { id = "1.3", title = "Runs have no effect on play", status = "not-applicable",
    note = "Runs are historical decoration: the map carries them as the 'stream' hexside kind, which has no cost and no effect." },
  { id = "1.4", title = "Orchards: ignore one orchard hex along a line of sight; two or more block", status = "not-applicable",
    note = "The generated map carries no orchards: scenarios/this-terrible-sound/mapgen.json maps the source's orchards to field (open ground), so no hex hinders line of sight. When the map gets an orchard terrain kind, declare it in ruleset.lua with los_hindrance = 1 and los.max_hindrance = 1 (one orchard ignored, two block; fire.los uses the kernel's check)." },
  { id = "1.5", title = "Fields and fences: woods with a fence is open for movement, woods only for line of sight", status = "partial",
    note = "field costs 1 for foot and forest 2 (ruleset.lua terrain, charts.terrain_effects), and forest blocks line of sight; but the generated map knows only field and forest hexes: no hex is woods with a fence, so the rule's 'open for movement, woods for line of sight' hex never occurs (the seed's map would need a third terrain kind, declared with the field's movement costs and the forest's LOS)" },
  { id = "1.6", title = "Buildings have no effect on play", status = "not-applicable",
    note = "Buildings are places on the map for reference only (scenario victory conditions name some of them)." },
  { id = "1.7", title = "Map assembly: sheets A, B, C down the west, D, E, F down the east", status = "table-only",
    note = "Done once by the generated map (scenarios/this-terrible-sound/map.lua); nothing to enforce in play." },
  enforced("4.3a", "Breastworks: permission to build by initiative, in or next to woods",
    "breastworks_initiative (command phase) calls orders.initiative(leader, \"breastworks\"), not for the army commander, 5 rolls a game and 3 a day a leader; build_breastworks needs the hex in or next to woods, a Shaken-or-better unit that has not moved, permission in its chain; a natural 2 is a failure, never a loose cannon (rule_4_3a_permission_to_entrench_is_an_initiative_roll_without_loose_cannons)"),
  enforced("4.3b", "Breastworks: three hours to build (12 day or 6 night turns)",
    "a night turn counts 2 of 12, counted at the end of the builders' rally phase; moving or changing formation pauses, the time is kept"),
  enforced("4.5a", "Bridge destruction (optional): 11-12 on two dice",
    "destroy_bridge (command phase) behind the option `bridge_destruction` (options.lua); a unit next to the bridge, Shaken or better, no enemy unit next to it, one roll a bridge a phase; a burned bridge is impassable and scores for the Union (5.1)"),
  enforced("4.5b", "Bridge repair (optional): 10+ on two dice, pioneers +1",
    "repair_bridge (command phase) behind the option `bridge_destruction`; props.pioneers or props.sappers (3.6 Pickett's Miners and Sappers) +1; one roll a bridge a phase"),
  enforced("4.6", "Shifting reinforcements (optional): a die of hours' delay per road edge hex shifted",
    "shift_reinforcement (movement phase, at the time of entry) behind the option `shifting_reinforcements` (options.lua): to a road map-edge hex of a friendly map (Union A-C, Confederate D-F), the whole group of that arrival; reconstructed: the road edge hexes shifted are counted along the sorted list of road edge hexes, the shorter way round, and an hour is four day turns"),
  enforced("6.0", "Scenario conventions: half maps, set-up overstacking, first player, higher organizations, parenthesised strengths",
    "movement.lua keeps moves, entries, 4.6 shifts, retreats and random moves inside vars.map_area (half maps by rows, and by columns: 6.5/6.6 west half of Map D = columns 1-17; victory.lua counts only its hexes) and checks stacking only for the unit that moves (note 2); notes 3-5 are the scenario files'. A set-up 'w/i N <hex>' is the owning player's to place: the first turn's set-up phases (set_up for the phasing side, then set_up_other for the other; reconstructed: the seed does not say who sets up first) wait until each such unit is placed with the deploy action (unit, hex: within N of the anchor, in the playing area, off enemy units, within S.4.5's stacking with the units already placed; the anchor when the zone is full); printed breastworks follow the unit to its hex; the bots place through the same action (nearest the anchor first). The set-ups 'in line between A and B' (a hex of the straight hex line from A to B) and 6.6's brigades printed on two hexes are the owner's the same way (rule_6_0_the_owner_places_an_in_line_set_up_on_its_line, rule_6_0_the_owner_divides_a_brigade_printed_on_two_hexes)."),
  { id = "S.1.1", title = "Scale: 110 yards a hex, 15-minute day and 30-minute night turns, regiments and batteries, 1 SP = 50 men or 1 gun", status = "table-only",
    note = "charts.scale and the ruleset calendar; tests/this_terrible_sound_setup.rs plays the calendar" },
  { id = "S.1.2", title = "Sequence of play: first player turn then second; command, movement, defensive fire, offensive fire, close combat, rally", status = "table-only",
    note = "ruleset.lua's six phases; movement.lua's actions refuse outside the movement (or command) phase" },
  enforced("S.4.1", "Movement allowances by type and formation; formation changes cost MP"),
  { id = "S.4.7", title = "HQ markers move at a leader's costs; supply wagons and trains at a wagon's (no woods)", status = "reconstructed",
    note = "ruleset.lua unit type hq has move_class leader, movement.lua class_of: the seed sets HQ markers up in woods (6.3 W Cav HQ C22.23, Divisional Goal HQs) and the CWB series' movement chart has one row for Leaders & HQs, another for Wagons & Trains. Before, 6.3's W Cav HQ could never leave C22.23" },
  enforced("S.4.2", "Formations and facing: line (frontal hexes), column, mounted/dismounted, limbered/unlimbered"),
  enforced("S.4.3", "Terrain effects on movement: field, forest, slopes, extreme slopes, roads and trails (march formations), the creek only at bridges and fords"),
  enforced("S.4.4", "Zones of control: formed units in line and unlimbered guns into their front; entering ends the move"),
  enforced("S.4.5", "Stacking: 12 strength points a hex (guns count one each; leaders and markers free)"),
  { id = "S.4.6", title = "Reinforcements enter at their scheduled turn and hex in march formation; exits off the map edge; scheduled withdrawals leave and return where the seed brings them back", status = "enforced",
    note = "movement.lua: vars.withdrawals leave at the start of their side's movement phase; a unit a later schedule entry names again (entry.returns: the CBOT battery with Crook, Union order 9) or an optional group brings back (3.7f Martin) gets that arrival when it leaves" },
  enforced("S.10.1", "Night: 30-minute turns 19:30-05:00, forest costs double, visibility 2 hexes",
    "movement: forest costs double (a Lua search at night); visibility is fire.lua's"),
}
