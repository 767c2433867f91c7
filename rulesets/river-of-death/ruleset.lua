-- Chickamauga: River of Death (Phoenix Enterprises): a brigade-level game of the battle of
-- 18-20 September 1863, one-hour turns (two-hour turns from 1900 to 0700), facing, formations,
-- fire, charge and melee (rulebook: shared/seeds/000_6f5cfa80538a25b4.txt, the source of truth).
--
-- This file holds the declarations and wires the rule modules (below) into the sequence of
-- play; charts.lua the reconstructed charts, oob.lua the order of battle, rules.lua every
-- numbered rule with its status; README.md lists the reconstructions.

local charts = require("charts")

-- The rules of play live in one module per part of the rulebook, wired by lib.wiring
-- (scripts/lib/wiring.lua: what a module returns, and how its hooks are called). The hooks run
-- in the order of the list (so that "at the start of the movement phase" work of 6.623, 6.843
-- and 6.854 happens before reinforcements arrive); can_end is an obligation still unmet (rule
-- 6.712 …); the command and rally phases wait for the player only while some module has a
-- pending decision.
--   command    5, 8's leaders, 10.2
--   works      6.6, 6.83-6.85
--   arrivals   6.7, 7.71, 10.3, section 12 special rules
--   movement   6.1-6.5, 6.8, 6.9, 7.66, 10.1, 10.4
--   fire       7
--   morale     7.6, 9
--   melee      8
--   victory    11
local wiring = require("lib.wiring").new{ "command", "works", "arrivals", "movement", "fire", "morale", "melee", "victory" }
local victory = wiring:module("victory")
local bots = require("bots")
local bots_standard = require("bots_standard")
local referee = require("referee")

-- 4 A phase of the turn sequence, wired to the modules' hooks.
local function phase(id, name, extra) return wiring:phase(id, name, "4", extra) end

-- 6.13 Terrain Effects on Movement, from charts.lua (reconstructed there).
local tec = charts.terrain_effects
-- A route's "terrain" is a formation that pays the hex's own cost (line formation, 6.41).
local route = require("lib.routes").declared

-- 10.41/10.42 Night in the woods, off a road or trail (the kernel applies a night factor off
-- routes only): the march formations may not enter; the chart's multiplier for the others.
local function night_in_woods()
  local n = {}
  for class, f in pairs(tec.night_woods_multiplier or {}) do n[class] = f end
  for _, class in ipairs({ "column", "mounted", "limbered" }) do n[class] = "prohibited" end
  return n
end

return {
  id = "river-of-death",
  name = "Chickamauga: River of Death (Phoenix)",
  version = "0.2.0",
  description = "The battle of Chickamauga, 18-20 September 1863, at brigade scale (Phoenix Enterprises' River of Death): one-hour turns with two-hour night turns, command radii, facing and formations, fire and morale, charge and melee, entrenchments, burnt bridges and fords to be found, reinforcements and early releases, and the daily victory points of the 18th, 19th and 20th. Charts are reconstructed (README).",

  sides = {
    { id = "union", name = "Union (Army of the Cumberland)" },
    { id = "confederate", name = "Confederate (Army of Tennessee)" },
  },

  -- 6.4 Movement formations: line (infantry in line, dismounted cavalry), and the march
  -- formations column, mounted and limbered; leaders and wagons (6.812) move on their own terms.
  move_classes = { "line", "column", "mounted", "limbered", "leader", "wagon" },

  -- 6.12 Movement allowances (charts.movement_allowance); 6.21 a ZOC covers the three frontal
  -- hexes; 6.25/6.34 units without facing have none (leaders, wagons, columns, limbered
  -- artillery); 6.51/6.52 one combat unit a hex, leaders stack free.
  unit_types = {
    { id = "infantry", name = "Infantry", movement = charts.movement_allowance.infantry_line, move_class = "line", zoc = "front", stack = 1 },
    { id = "cavalry", name = "Cavalry", movement = charts.movement_allowance.cavalry_dismounted, move_class = "line", zoc = "front", stack = 1, description = "Dismounted cavalry moves as infantry in line (6.12); Wilder's mounted infantry is treated as cavalry (6.82)." },
    { id = "artillery", name = "Artillery", movement = charts.movement_allowance.artillery_limbered, move_class = "limbered", zoc = "front", stack = 1, description = "Field artillery: two of move, limber, unlimber, fire a turn (6.17)." },
    { id = "horse_artillery", name = "Horse artillery", movement = charts.movement_allowance.horse_artillery_limbered, move_class = "limbered", zoc = "front", stack = 1, description = "Three of move, limber, unlimber, fire a turn (6.17)." },
    { id = "leader", name = "Leader", movement = charts.movement_allowance.leader, move_class = "leader", zoc = "none", stack = 0, leader = true },
    { id = "wagon", name = "Wagon", movement = charts.movement_allowance.wagon, move_class = "wagon", zoc = "none", stack = 1, description = "6.812: road hexes only, three a turn, fires with 1, no facing, no ZOC." },
  },

  -- 6.4 Formations. Units in column, limbered or routed have no facing and no ZOC (6.34, 6.25).
  formations = {
    { id = "line", name = "Line", move_class = "line", zoc = "front", description = "Infantry in line, dismounted cavalry (6.41, 6.12)." },
    { id = "column", name = "Column", move_class = "column", zoc = "none", description = "Infantry in column: march formation, no facing, may not fire (6.34, 6.41)." },
    { id = "mounted", name = "Mounted", move_class = "mounted", movement = charts.movement_allowance.cavalry_mounted, zoc = "front", description = "Mounted cavalry: march formation with a facing (6.42)." },
    { id = "limbered", name = "Limbered", move_class = "limbered", zoc = "none", description = "Limbered artillery: march formation, no facing, may not fire (6.34, 6.41)." },
    { id = "unlimbered", name = "Unlimbered", move_class = "limbered", movement = charts.movement_allowance.artillery_unlimbered, zoc = "front", description = "Unlimbered artillery never moves (6.12)." },
  },

  -- Terrain ids of scenarios/river-of-death/map.lua; costs from charts.terrain_effects (6.13).
  terrain = {
    { id = "woods", name = "Woods", cost = tec.hexes.woods, night_factor = night_in_woods(), los_height = 1 },
    { id = "clear", name = "Clear", cost = tec.hexes.clear },
    -- 7.39 the Line-of-Sight Table: an orchard hex blocks a line between hexes of the same
    -- level, as woods do (charts.line_of_sight); a one-level obstacle like woods
    { id = "orchard", name = "Orchard", cost = tec.hexes.orchard, los_height = 1 },
  },

  -- Hexside kinds of map.lua. 6.83 the creek is crossed only at bridges and fords (the rules
  -- must also refuse unlocated fords, 6.85, and destroyed bridges, 6.84); 6.23 ZOCs extend
  -- across the creek, bridges and fords; 6.41 roads and trails for march formations.
  -- reconstructed: a hexside with a bridge and a ford is crossed by the bridge (no ford cost).
  -- 6.41 march formations moving along a road do not pay the stream penalty. 6.69 an
  -- entrenched hexside (works.lua puts the kind on the map with the entrenchment) costs the
  -- chart's extra and bars limbered artillery, and its crest is not paid for.
  hexsides = {
    { id = "creek", name = "Chickamauga Creek", cost = tec.hexsides.creek },
    { id = "bridge", name = "Bridge", negates = { "creek" }, move_negates = { ford = true }, cost = tec.hexsides.bridge },
    { id = "ford", name = "Ford", negates = { "creek" }, cost = tec.hexsides.ford },
    { id = "stream", name = "Minor stream", cost = tec.hexsides.stream },
    { id = "slope", name = "Slope (crest)", cost = tec.hexsides.slope },
    { id = "steep_slope", name = "Steep slope", cost = tec.hexsides.steep_slope },
    { id = "road", name = "Road", route = route(tec.routes.road), move_negates = { stream = { "column", "mounted", "limbered" } } },
    { id = "trail", name = "Trail", route = route(tec.routes.trail) },
    { id = "entrenchment", name = "Entrenchment", cost = tec.hexsides.entrenchment, move_negates = { slope = true, steep_slope = true } },
  },

  -- 6.16/6.22 Entering an enemy ZOC ends the move; leaving it later is allowed (withdrawal
  -- fire, 6.94, is a rule); 7.662 routed units have no ZOC.
  -- 6.25/6.34 units digging trenches have no facing, so no ZOC either (the kernel's zones are
  -- what command radii and communication paths trace around, 5.21, 11.35).
  zoc = { stop_on_enter = true, leave = "free", suppressed_by = { "routed", "digging" } },
  -- 6.51 One combat unit a hex at the end of movement (leaders stack 0, 6.52).
  stacking = { limit = 1 },
  los = { hexside = "both_block", max_hindrance = 1 },

  -- 4, 10: hourly day turns; the turns from 1900 to 0700 last two hours (long_turns), and of
  -- those the night turns of rule 10 are 2100/2200-0500/0600: the 1900/2000 dusk turn is two
  -- hours but not night (reconstructed: the text never calls it a night turn).
  calendar = {
    turn_minutes = 60,
    night_turn_minutes = 120,
    long_turns = { from = "19:00", to = "07:00" },
    night = { from = "21:00", to = "07:00" },
  },

  tables = {
    turn_record = charts.turns,
    reinforcements = charts.reinforcements,
    early_release = charts.early_release,
    movement_allowance = charts.movement_allowance,
    formation_change = charts.formation_change,
    artillery_capabilities = charts.artillery_capabilities,
    terrain_effects = charts.terrain_effects,
    combat_columns = charts.combat_columns,
    combat_table = charts.combat_table,
    combat_rows = charts.combat_rows,
    leader_loss = charts.leader_loss,
    formation_effects = charts.formation_effects,
    range_effects = charts.range_effects,
    fire_modifiers = charts.fire_modifiers,
    morale = charts.morale,
    morale_modifiers = charts.morale_modifiers,
    melee_modifiers = charts.melee_modifiers,
    line_of_sight = charts.line_of_sight,
    straggler_recovery = charts.straggler_recovery,
    fords = charts.fords,
    leaders = charts.leaders,
    command_radius = charts.command_radius,
    victory = charts.victory,
  },
  -- The combat table as printed: a row per strength bracket, a column per modified roll.
  table_layouts = {
    combat_table = {
      title = "Combat Results Table",
      rows = "combat_columns",
      row_title = "strength",
      columns = charts.combat_roll_headers,
    },
  },

  -- The rulebook has no optional rules; the player's in-game choices (6.731 delaying the
  -- Reserve Corps, 11.33 b1/b2) are decisions of play, not options.
  options = {},

  rules = require("rules"),

  -- 4 Turn sequence: in each player turn command, movement, the other side's defensive fire,
  -- the moving side's offensive fire, charge and melee, rally. The Confederate moves first in
  -- every scenario (4, the scenarios' first_side).
  phases = {
    -- A phase that ends by itself unless some module waits for a decision (5.4's
    -- reorganisation, 9.1's rally attempts).
    phase("command", "Command", { end_if = wiring:ends_unless_pending("command") }),
    phase("movement", "Movement"),
    phase("defensive_fire", "Defensive fire", { side = "inactive" }),
    phase("offensive_fire", "Offensive fire"),
    phase("charge_melee", "Charge and melee"),
    phase("rally", "Rally", { end_if = wiring:ends_unless_pending("rally") }),
  },

  -- Every module's actions and decision handlers (sandtable.decisions: the players' choices in
  -- the middle of play, e.g. melee.lua's 8.26, 8.272 and 8.34), each kind declared once.
  actions = wiring:merged("actions", "action"),
  decisions = wiring:merged("decisions", "decision"),

  -- The referee: every action re-checked against the rulebook, apart from the code that
  -- carries it out (referee.lua; `sandtable play --referee`, the tests' bot games).
  referee = function(check) return referee.check(check) end,

  on_game_begin = function() wiring:each("on_game_begin") end,
  on_turn_begin = function() wiring:each("on_turn_begin") end,
  on_turn_end = function() wiring:each("on_turn_end") end,

  -- The computer players a side may be given (--bot SIDE=PROFILE, the Players menu); the
  -- first is the default.
  bot_profiles = {
    {
      id = "standard", name = "Standard", union = bots_standard.union, confederate = bots_standard.confederate,
      description = "The baseline's fire, charges and rallies; in movement each side also uses its works (the Union entrenches at night and burns the bridges it holds, the Confederates search for fords and rebuild bridges), the Union wagons exit through F, where 11.33 b1 is fixed the Union withdraws through F and the Confederates exit through G when they can reach it, and the Union line moves up to meet attacks instead of standing wherever the enemy comes near (bots_standard.lua).",
    },
    {
      id = "baseline", name = "Baseline (7 Dec 2026)", union = bots.union, confederate = bots.confederate,
      description = "The computer players as they were on 7 December 2026, kept unchanged so that every later profile is measured against them (sandtable batch --ladder NEW:baseline).",
    },
  },

  -- For the stall report of bot games: a unit at work, held by a special rule, on an objective
  -- hex of the day or a leader with his command in radius is holding, not idle (idle.lua).
  idle_reason = require("idle").idle_reason,

  -- What a unit shows players: strength, formation, facing, morale, command, markers, MP left.
  describe_unit = require("describe").describe_unit,

  -- 11.4 Victory levels (victory.lua).
  victory = function()
    if victory.result then return victory.result() end
    return { winner = nil, level = "none", reason = "11.4: victory.lua gave no result (a ruleset error: the game ends undecided)" }
  end,
}
