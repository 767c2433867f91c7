-- This Terrible Sound (The Gamers, Civil War Brigade Series, Regimental Sub-Series):
-- the battle of Chickamauga, 18-20 September 1863, by regiments and batteries.
--
-- Source of truth: the seed rulebook text (shared/seeds/001_ec5e0dc59d1e4565.txt), which
-- holds the game-specific rules and data but not the series rules. This version holds
-- declarations and data only: the order of battle (oob_union.lua, oob_confederate.lua,
-- oob.lua builds scenario units from them), the calendar, the numbered rules (rules.lua, all
-- `missing` or data) and the small scenarios 6.1-6.3. No game rule is enforced yet; the
-- phases below are placeholders in which nothing can be done but end the phase.
-- Reconstructions are marked `-- reconstructed:` and listed in README.md.

return {
  id = "this-terrible-sound",
  name = "This Terrible Sound (Chickamauga, regimental)",
  version = "0.1.0",
  description = "The Gamers' This Terrible Sound (Civil War Brigade Series, Regimental Sub-Series): Chickamauga, 18-20 September 1863, by regiments, batteries and leaders. This version holds the order of battle and set-ups; the rules are not implemented yet (every numbered rule is declared 'missing', the phases are placeholders and nothing moves or fights).",

  sides = {
    { id = "union", name = "Union (Army of the Cumberland)" },
    { id = "confederate", name = "Confederate (Army of Tennessee)" },
  },

  -- Movement classes for the later terrain effects chart (series rules, not in the seed).
  move_classes = { "foot", "mounted", "wheeled" },

  -- Unit types as the series uses them. Movement allowances are series values the seed does
  -- not give: left at 0 until the rules session reconstructs them (no move action exists).
  -- 2.4 Wilder's brigade is mounted infantry (cavalry rules when mounted); 4.2 HQ escorts and
  -- provosts are ordinary infantry or cavalry units with props.escort naming their HQ.
  unit_types = {
    { id = "infantry", name = "Infantry regiment", move_class = "foot", description = "An infantry regiment or battalion; 1 strength point = 50 men (designer's notes)." },
    { id = "mounted_infantry", name = "Mounted infantry regiment", move_class = "mounted", description = "2.4 Wilder's brigade: fights dismounted as infantry, moves mounted." },
    { id = "cavalry", name = "Cavalry regiment", move_class = "mounted", description = "A cavalry regiment, battalion or escort company; 3.5 Confederate cavalry often fought dismounted." },
    { id = "artillery", name = "Artillery battery or section", move_class = "wheeled", description = "1 strength point = 1 gun. A section (18 Ind Lt a/b) has props.section = true." },
    { id = "leader", name = "Leader", leader = true, zoc = "none", stack = 0, description = "Army, wing, corps, division or brigade commander (or a replacement leader)." },
    { id = "hq", name = "Headquarters", move_class = "wheeled", zoc = "none", stack = 0, description = "Army, wing or corps HQ marker (or a generic divisional/brigade goal HQ)." },
    { id = "supply", name = "Supply wagon", move_class = "wheeled", zoc = "none", stack = 0, description = "The army or corps supply (\"HQ and Supply\" in the set-ups)." },
    { id = "ammo_train", name = "Ammunition train", move_class = "wheeled", zoc = "none", stack = 0, description = "2.6 The Reserve Corps Ammunition Train." },
  },

  -- Formations of the series (line, column; limbered and unlimbered artillery; mounted and
  -- dismounted cavalry). Their effects are series rules, not yet written.
  formations = {
    { id = "line", name = "Line" },
    { id = "column", name = "Column" },
    { id = "limbered", name = "Limbered" },
    { id = "unlimbered", name = "Unlimbered" },
    { id = "mounted", name = "Mounted" },
    { id = "dismounted", name = "Dismounted" },
  },

  -- Terrain kinds of the generated map (scenarios/this-terrible-sound/map.lua: default
  -- "forest", listed "field"). 1.5 a field is any hex without woods or with woods and a fence;
  -- 1.4 orchards are drawn as fields by the map generator (one orchard hex along a line of
  -- sight is ignored). Costs are series values not in the seed: not declared yet.
  terrain = {
    { id = "forest", name = "Forest", los_height = 1, description = "1.5 Woods without a fence: forest for movement and line of sight." },
    { id = "field", name = "Field", description = "1.5 Open ground (no woods, or woods with a fence: open for movement)." },
  },

  -- Hexside kinds of the generated map. 1.1 slope and extreme slope hexsides; 1.3 runs
  -- (stream) have no effect. The creek is crossed only at bridges and fords -- reconstructed:
  -- the seed's set-ups and orders always cross Chickamauga Creek at named bridges and fords
  -- and 6.2 special rule 3 forbids the fords until scouted; its exact effect is a series rule.
  -- Road and trail costs are series values not in the seed: route costs left for the rules
  -- session (declared here as routes of cost 1 so that the kinds load).
  hexsides = {
    { id = "creek", name = "Chickamauga Creek", cost = "prohibited", blocks_zoc = true },
    { id = "bridge", name = "Bridge", negates = { "creek" } },
    { id = "ford", name = "Ford", negates = { "creek" } },
    { id = "stream", name = "Run", description = "1.3 Runs have no effect on play." },
    { id = "road", name = "Road", route = 1 },
    { id = "trail", name = "Trail", route = 1 },
    { id = "slope", name = "Slope", description = "1.1 One thick contour line." },
    { id = "extreme_slope", name = "Extreme slope", description = "1.1 Two or more thick contour lines." },
  },

  -- Calendar. 4.3b: "three hours ... 12 day turns, or 6 night turns": day turns are 15
  -- minutes, night turns 30. The night runs from 7:30 p.m. to 5:00 a.m.; derivation (a turn
  -- is named by its start time; the turn after a day turn starts 15 minutes later, after a
  -- night turn 30 minutes later; both ends count):
  --   6.1 2:00-6:00 p.m., all day: 4 h x 4 + 1 = 17 turns (seed: 17).
  --   6.7 7:00 a.m.-9:00 p.m.: day 7:00-7:15 p.m. = 12.25 h x 4 + 1 = 50, night 7:30, 8:00,
  --       8:30, 9:00 = 4; 54 turns (seed: 54). With night from N o'clock the count is
  --       2N + 15, so 54 fixes N = 19.5 (7:30 p.m.); 6.4 (1:00-9:00 p.m., 2N - 9 = 30) agrees.
  --   6.11 7:00 a.m. 19th - 8:00 p.m. 20th: 50 + night 7:30 p.m.-4:30 a.m. (19) + day
  --       5:00 a.m.-7:15 p.m. (58) + 7:30, 8:00 p.m. (2) = 129 (seed: 129). With morning at
  --       M o'clock the count is 139 - 2M, so M = 5 (5:00 a.m.; 5.5d also names "5 AM, 20th").
  --   6.10 2:00 p.m. 18th - 8:00 p.m. 20th: day 2:00-7:15 p.m. (22) + night (19) + day (58)
  --       + night (19) + day (58) + 7:30, 8:00 p.m. (2) = 178 turns (seed: 178).
  -- tests/tts_setup.rs plays the clock through each of these spans.
  calendar = { turn_minutes = 15, night_turn_minutes = 30, night = { from = "19:30", to = "05:00" } },

  -- Every numbered game-specific rule with its status (all missing or data for now).
  rules = require("rules"),

  -- Placeholder phases after the series' sequence of play (command, movement, fire, close
  -- combat, rally); they allow no action yet: each player ends them in turn.
  phases = {
    { id = "command", name = "Command (placeholder)", description = "Orders, initiative, attack stoppage and random events: not implemented yet." },
    { id = "movement", name = "Movement (placeholder)", description = "Not implemented yet; reinforcements are not placed." },
    { id = "combat", name = "Fire and close combat (placeholder)", description = "Not implemented yet." },
    { id = "rally", name = "Rally (placeholder)", description = "Straggler recovery and rallying: not implemented yet." },
  },

  -- No rules, so no winner: the scenarios' victory conditions are data in their vars.
  victory = function()
    return { winner = nil, level = "none", reason = "the rules of This Terrible Sound are not implemented yet; victory is not judged" }
  end,
}
