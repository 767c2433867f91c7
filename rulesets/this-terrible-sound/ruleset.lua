-- This Terrible Sound (The Gamers, Civil War Brigade Series, Regimental Sub-Series):
-- the battle of Chickamauga, 18-20 September 1863, by regiments and batteries.
--
-- Source of truth: the seed rulebook text (shared/seeds/001_ec5e0dc59d1e4565.txt), which
-- holds the game-specific rules and data but not the series rules. The series core is
-- reconstructed in charts.lua (every value marked seed / notes / reconstructed) and explained
-- in README.md "Series core (reconstructed)". This file holds the declarations and wires one
-- module per part of the rules into the sequence of play (README "Module layout"); the
-- modules implement the rules of play (README "Readings of the rules of play").

local charts = require("charts")

-- One module per part of the rules, wired by lib.wiring (scripts/lib/wiring.lua: what a
-- module returns, and how its hooks are called, in the order of this list).
-- Order matters: command structure first, then orders (4.1 stoppage, acceptance), then random
-- events (4.4a: last in the command phase, rolled in events.on_phase_end("command")).
local options = require("options")

--   options    the optional rules 2.7a-j, 3.7a-j, 4.5, 4.6: their troops and VP
--   command    leaders, radii, attachments, wings as structure: 2.1-2.5, 3.1, 3.3d, 3.4, 4.2, S.3
--   orders     orders, acceptance, initiative, 4.1 stoppage, wings' orders: 2.7f, 3.2, 3.3, 3.6, S.2
--   events     4.4 random events
--   movement   1.x, 4.3, 4.5, 4.6, 6.0, reinforcements, S.4
--   fire       2.3 fire, 2.4 shift, 2.6, S.5, S.9
--   assault    3.5, S.6
--   morale     S.7, S.8, S.10 stragglers
--   victory    5.x, 6.x victory, variants' VP
local wiring = require("lib.wiring").new{
  "options", "command", "orders", "events", "movement", "fire", "assault", "morale", "victory",
}
local victory = wiring:module("victory")
local bots = require("bots")
local standard = require("bots_standard")

-- S.1 A phase of the sequence of play, wired to the modules' hooks. A phase with actions waits
-- for the player's end_phase (command, movement, the fire phases, close combat: each has
-- decisions every turn; modules' can_end keep it open while an obligation is unmet); the rally
-- phase has no actions (morale.lua's rally, bloodlust's end and straggler recovery need no
-- decision, fire.lua's resupply neither), so the kernel passes it at once after its hooks.
local function phase(id, name, extra) return wiring:phase(id, name, "S.1.2", extra) end

-- Terrain effects (charts.terrain_effects): "terrain" in a route means the line formation
-- pays the hex's own cost (declared as no route for that class).
local tec = charts.terrain_effects
local route = require("lib.routes").declared
local ma = charts.movement_allowance

return {
  id = "this-terrible-sound",
  name = "This Terrible Sound (Chickamauga, regimental)",
  version = "0.2.0",
  description = "The Gamers' This Terrible Sound (Civil War Brigade Series, Regimental Sub-Series): Chickamauga, 18-20 September 1863, by regiments, batteries and leaders. The series core is reconstructed (README); the game-specific rules 1-5, every optional rule and the twelve scenarios 6.1-6.12 are implemented (see the rules list for each rule's status).",

  sides = {
    { id = "union", name = "Union (Army of the Cumberland)" },
    { id = "confederate", name = "Confederate (Army of Tennessee)" },
  },

  -- Move classes by formation (charts.terrain_effects columns).
  move_classes = { "line", "column", "mounted", "limbered", "unlimbered", "leader", "wagon" },

  -- Unit types; movement allowances from charts.movement_allowance (S.4.1). A unit's
  -- formation gives its move class and allowance (formations below).
  -- 2.4 Wilder's brigade is mounted infantry; 4.2 HQ escorts are ordinary units with props.escort.
  unit_types = {
    { id = "infantry", name = "Infantry regiment", movement = ma.infantry.line, move_class = "line", zoc = "front", description = "An infantry regiment or battalion; 1 strength point = 50 men (designer's notes)." },
    { id = "mounted_infantry", name = "Mounted infantry regiment", movement = ma.mounted_infantry.line, move_class = "line", zoc = "front", description = "2.4 Wilder's brigade: fights dismounted as infantry, moves mounted." },
    { id = "cavalry", name = "Cavalry regiment", movement = ma.cavalry.line, move_class = "line", zoc = "front", description = "A cavalry regiment, battalion or escort company; 3.5 Confederate cavalry often fought dismounted." },
    { id = "artillery", name = "Artillery battery or section", movement = ma.artillery.limbered, move_class = "limbered", zoc = "front", description = "1 strength point = 1 gun. A section (18 Ind Lt a/b) has props.section = true." },
    { id = "leader", name = "Leader", movement = ma.leader, move_class = "leader", leader = true, zoc = "none", stack = 0, description = "Army, wing, corps, division or brigade commander (or a replacement leader)." },
    -- S.4.7 reconstructed: an HQ marker moves at a leader's costs (series chart "Leaders & HQs"; the
    -- seed sets HQs up in woods, e.g. 6.3 W Cav HQ C22.23): movement.lua class_of
    { id = "hq", name = "Headquarters", movement = ma.hq, move_class = "leader", zoc = "none", stack = 0, description = "Army, wing or corps HQ marker (or a generic divisional/brigade goal HQ)." },
    { id = "supply", name = "Supply wagon", movement = ma.supply, move_class = "wagon", zoc = "none", stack = 0, description = "The army or corps supply (\"HQ and Supply\" in the set-ups)." },
    { id = "ammo_train", name = "Ammunition train", movement = ma.ammo_train, move_class = "wagon", zoc = "none", stack = 0, description = "2.6 The Reserve Corps Ammunition Train." },
  },

  -- S.4.2 Formations: infantry line or column; cavalry and mounted infantry dismounted
  -- (line) or mounted; artillery unlimbered or limbered. Column, limbered and mounted are
  -- march formations without ZOC (charts.zoc).
  formations = {
    { id = "line", name = "Line", move_class = "line", zoc = "front", description = "Infantry in line, dismounted cavalry or mounted infantry." },
    { id = "column", name = "Column", move_class = "column", movement = ma.infantry.column, zoc = "none", description = "Infantry in column: march formation." },
    { id = "limbered", name = "Limbered", move_class = "limbered", movement = ma.artillery.limbered, zoc = "none", description = "Limbered artillery: march formation, may not fire." },
    { id = "unlimbered", name = "Unlimbered", move_class = "unlimbered", movement = ma.artillery.unlimbered, zoc = "front", description = "Unlimbered artillery: fires; moves one hex by prolonge." },
    { id = "mounted", name = "Mounted", move_class = "mounted", movement = ma.cavalry.mounted, zoc = "none", description = "Mounted cavalry or mounted infantry." },
    { id = "dismounted", name = "Dismounted", move_class = "line", movement = ma.cavalry.line, zoc = "front", description = "Alias of line for cavalry (set-ups may name it)." },
  },

  -- 1.5 terrain of the generated map; costs charts.terrain_effects.hexes (S.4.3).
  terrain = {
    { id = "forest", name = "Forest", los_height = 1, cost = tec.hexes.forest, night_factor = tec.night.forest_multiplier, description = "1.5 Woods without a fence: forest for movement and line of sight." },
    { id = "field", name = "Field", cost = tec.hexes.field, description = "1.5 Open ground (no woods, or woods with a fence: open for movement)." },
  },

  -- Hexside kinds of the generated map; costs charts.terrain_effects (S.4.3). 1.1 slopes,
  -- 1.3 runs (stream) no effect; the creek only at bridges and fords.
  hexsides = {
    { id = "creek", name = "Chickamauga Creek", cost = tec.hexsides.creek, blocks_zoc = true },
    { id = "bridge", name = "Bridge", negates = { "creek" }, cost = tec.hexsides.bridge },
    { id = "ford", name = "Ford", negates = { "creek" }, cost = tec.hexsides.ford },
    { id = "stream", name = "Run", cost = tec.hexsides.stream, description = "1.3 Runs have no effect on play." },
    { id = "road", name = "Road", route = route(tec.routes.road) },
    { id = "trail", name = "Trail", route = route(tec.routes.trail) },
    { id = "slope", name = "Slope", cost = tec.hexsides.slope, description = "1.1 One thick contour line." },
    { id = "extreme_slope", name = "Extreme slope", cost = tec.hexsides.extreme_slope, description = "1.1 Two or more thick contour lines." },
  },

  -- S.4.4 Entering an enemy ZOC ends the move (charts.zoc); routed and disorganized units
  -- exert none. Stacking by strength points (charts.stacking) is enforced by movement.lua.
  zoc = { stop_on_enter = true, leave = "free", suppressed_by = { "routed", "disorganized" } },

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
  -- tests/this_terrible_sound_setup.rs plays the clock through each of these spans.
  calendar = { turn_minutes = 15, night_turn_minutes = 30, night = { from = "19:30", to = "05:00" } },

  -- Every numbered game-specific rule with its status (all missing or data for now).
  rules = require("rules"),

  -- 2.7, 3.7 the variants, 4.5 and 4.6 the optional rules (options.lua).
  options = options.list,

  tables = {
    scale = charts.scale,
    movement_allowance = charts.movement_allowance,
    formation_change = charts.formation_change,
    terrain_effects = charts.terrain_effects,
    stacking = charts.stacking,
    zoc = charts.zoc,
    command_radius = charts.command_radius,
    fire_level_by_strength = charts.fire_level_by_strength,
    small_arms = charts.small_arms,
    gun_types = charts.gun_types,
    artillery_range = charts.artillery_range,
    artillery_vs = charts.artillery_vs,
    fire_columns = charts.fire_columns,
    fire_table = charts.fire_table,
    rounder = charts.rounder,
    fire_shifts = charts.fire_shifts,
    fire_dice = charts.fire_dice,
    morale_grades = charts.morale_grades,
    default_morale_grade = charts.default_morale_grade,
    straggler_modifiers = charts.straggler_modifiers,
    straggler_table_1 = charts.straggler_table_1,
    straggler_table_2 = charts.straggler_table_2,
    morale_states = charts.morale_states,
    morale_state_effects = charts.morale_state_effects,
    morale_table = charts.morale_table,
    morale_modifiers = charts.morale_modifiers,
    rally = charts.rally,
    wreck = charts.wreck,
    straggler_recovery = charts.straggler_recovery,
    close_combat = charts.close_combat,
    leader_loss = charts.leader_loss,
    default_leader_rating = charts.default_leader_rating,
    command_points = charts.command_points,
    order_methods = charts.order_methods,
    order_modifiers = charts.order_modifiers,
    acceptance_columns = charts.acceptance_columns,
    acceptance_table = charts.acceptance_table,
    delay_recovery = charts.delay_recovery,
    delay_worsen = charts.delay_worsen,
    max_orders = charts.max_orders,
    initiative = charts.initiative,
    attack_stoppage = charts.attack_stoppage,
    bragg_bypass = charts.bragg_bypass,
    ammunition = charts.ammunition,
    night = charts.night,
    breastworks = charts.breastworks,
    shifting_reinforcements = charts.shifting_reinforcements,
    victory = charts.victory,
    random_events = charts.random_events,
    sequence = charts.sequence,
  },
  -- S.2.4 The order acceptance table as printed: a row per net-value column, a column per roll.
  -- S.5 The Fire Table as printed: a column per band of fire points, a row per roll of 2d6.
  table_layouts = {
    fire_table = {
      title = "Fire Table",
      columns = "fire_columns",
      rows = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12" },
      row_title = "roll",
    },
    acceptance_table = {
      title = "Order Acceptance Table",
      rows = { "≤0", "1-2", "3-4", "5-6", "7-8", "9+" },
      row_title = "net",
      columns = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12" },
    },
  },

  -- S.1.2 Sequence of play: each game turn the first player's turn, then the other's (6.0
  -- note 3); each player turn: command, movement, the other side's defensive fire, the
  -- phasing side's offensive fire, close combat, rally (charts.sequence).
  phases = {
    -- 6.0 "w/i N <hex>" set-ups: the owning player places each such unit within N hexes of
    -- its anchor (movement.lua deploy), the phasing side first, then the other (a phase of
    -- the non-phasing player). Both pass at once when no unit waits to be placed, i.e. after
    -- the first turn's set-up, and in scenarios without such set-ups.
    phase("set_up", "Set-up", { end_if = function() return not require("movement").setting_up(require("util").acting_side()) end,
      description = "6.0 The phasing player places his units set up \"w/i N\" hexes of a hex (first game turn only)." }),
    phase("set_up_other", "Set-up (other side)", { side = "inactive", end_if = function() return not require("movement").setting_up(require("util").acting_side()) end,
      description = "6.0 The other player places his units set up \"w/i N\" hexes of a hex (first game turn only)." }),
    phase("command", "Command", { description = "3.3e bypass roll; orders and command points; 4.1 attack stoppage; initiative (4.3a breastworks); order acceptance and delay recovery; 4.5 bridges; 4.4 random events last." }),
    -- S.2.6 / 4.4: after a loose cannon or the fateful order the enemy writes the order: a
    -- phase of the non-phasing player that passes at once unless such an order is pending
    -- (orders.pending), and then waits for it (reconstructed: the series has the enemy write
    -- it at once; the kernel lets only one side act in a phase).
    phase("enemy_order", "Enemy-written order", { side = "inactive", end_if = wiring:ends_unless_pending("enemy_order"),
      description = "S.2.6 loose cannon / 4.4 fateful order: the enemy writes the order." }),
    phase("movement", "Movement", { description = "Formations, facing, movement, reinforcements (4.6), breastwork construction (4.3)." }),
    phase("defensive_fire", "Defensive fire", { side = "inactive", description = "The non-phasing player's small-arms and artillery fire." }),
    phase("offensive_fire", "Offensive fire", { description = "The phasing player's small-arms and artillery fire." }),
    phase("close_combat", "Close combat", { description = "Assaults: defender fires, attacker checks, attacker fires, defender checks." }),
    phase("rally", "Rally", { description = "Rally, bloodlust ends, straggler recovery (on the hour and at night), resupply, wrecks." }),
  },

  actions = wiring:merged("actions", "action"),
  -- Choices the rules give a player outside his own action (movement.lua: where a unit
  -- retreats, S.6.1 / S.7.1 / S.2.8).
  decisions = wiring:merged("decisions", "decision"),

  on_game_begin = function() wiring:each("on_game_begin") end,
  on_turn_begin = function() wiring:each("on_turn_begin") end,
  on_turn_end = function() wiring:each("on_turn_end") end,

  -- The computer players a side may be given (--bot SIDE=PROFILE, the Players menu); the
  -- first is the default.
  bot_profiles = {
    {
      id = "standard", name = "Standard", union = standard.bot, confederate = standard.bot,
      description = "The baseline's bots with the chain of command kept whole (division and corps leaders at the center of their commands, back into their superior's radius when out of it, HQs with their leaders), leaders riding to their move orders' goals, attacks going on past the ground taken, every idle command of the attacking side sent in (no reserve kept back), attack groups closing once half are up, and defenders not marching piecemeal onto a goal the enemy holds (README, Computer players).",
    },
    {
      id = "baseline", name = "Baseline (7 Dec 2026)", union = bots.union, confederate = bots.confederate,
      description = "The computer players as they were on 7 December 2026, kept unchanged so that every later profile is measured against them (sandtable batch --ladder NEW:baseline).",
    },
  },

  -- For the stall report of bot games: a unit its command's order (or the lack of one) or 4.1's
  -- stoppage keeps in place is holding, not idle (idle.lua).
  idle_reason = require("idle").reason,

  -- What a unit shows players: formation, facing, morale, ammunition, stragglers, MP left, and
  -- to its own side its order (describe.lua).
  describe_unit = require("describe").describe_unit,
  -- The route of its order to its objective, drawn while a unit is selected (describe.lua).
  unit_route = require("describe").unit_route,

  -- 5.0 and the scenarios' victory conditions (victory.lua).
  victory = function()
    local r = victory.result and victory.result()
    if r then return r end
    return { winner = nil, level = "none", reason = "5.0: victory.lua gave no result (a ruleset error: the game ends undecided)" }
  end,
}
