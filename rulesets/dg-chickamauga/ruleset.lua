-- Chickamauga: Decision Games' *Chickamauga* (1996), the reprint of SPI's Blue & Gray
-- *Chickamauga* (1975), on the Blue & Gray standard rules.
--
-- Sources: the seed's exclusive rules (shared/seeds/003_c4d2c546bbebb010.txt), which are the
-- source of truth, and the facts of the standard rules, charts and order of battle as
-- transcribed by the VALOR project (MIT licence). The printed rule is followed; where the
-- HexWar digital version differs it is an option. Reconstructions are marked in comments and
-- listed in README.md. Every rule implemented names its number in a comment; rules.lua
-- declares each rule's coverage status (`sandtable rules dg-chickamauga`).
--
-- Modules: movement.lua (5, 6, 10.2, 15, 16, 18.2), combat.lua (7, 8, 9, 10.1, 11),
-- retreat.lua (7.7, 7.8), victory.lua (17, 18.0), describe.lua (what a unit shows players),
-- util.lua, bots.lua, rules.lua.

local U = require("util")
local movement = require("movement")
local combat = require("combat")
local retreat = require("retreat")
local victory = require("victory")
local bots = require("bots")
local standard = require("bots_standard")
local describe = require("describe")
local referee = require("referee")

-- V.1 (option cavalry_variant) The seed's variant: remove the Confederate Forrest, Scott,
-- Harrison and Morgan cavalry brigades; add Chalmers and Bowen (Wofford and Bryan) as turn 8
-- reinforcements at 1627 or 1928. Without the option, Wofford and Bryan are not in play.
local function cavalry_variant()
  local on = sandtable.game.option("cavalry_variant")
  for _, u in ipairs(sandtable.units.all{ location = "any" }) do
    local v = u.props.cavalry_variant
    if (on and v == "removed") or (not on and v == "added") then
      if u.location == "map" or u.location == "pending" then
        sandtable.units.remove(u, "withdrawn", on and "V.1 removed by the cavalry variant" or "V.1 only in the cavalry variant")
      end
    end
  end
end

-- At the start of each Union Movement Phase, whether the supply train has an open road off the
-- map (18.11, 18.23: roads and trails free of Confederate units and their zones of control,
-- from its hex or, once due, from where it may enter): a "train_road_open" line in the log
-- (detail level), so that how often the train gets off when it can is measured from games'
-- logs. The log is not part of the game's state: it changes no game.
local function report_train_road()
  if sandtable.game.active_side() ~= "union" then return end
  local from = movement.train_road_open_from()
  if from then
    sandtable.log.event("train_road_open", ("18.23: the supply train's road off the map is open from %s"):format(from),
      { from = from }, { level = "detail" })
  end
end

return {
  id = "dg-chickamauga",
  name = "Chickamauga (Decision Games / SPI Blue & Gray)",
  version = "1.0.0",
  description = "The battle of Chickamauga, 19-20 September 1863, on the Blue & Gray system: 15 game turns, rigid zones of control, mandatory combat, artillery bombardment, a night turn, reinforcements in column, exits toward Chattanooga, the Union supply train and victory points.",

  sides = {
    { id = "union", name = "Union (Army of the Cumberland)" },
    { id = "confederate", name = "Confederate (Army of Tennessee)" },
  },

  move_classes = { "foot" },

  -- 5.0 The movement allowance of all units is six MP. 2.4 Each unit has one combat strength
  -- for attack and defence. 6.1 Every combat unit exerts a zone of control into the six
  -- adjacent hexes; 18.25 the supply train exerts none. 5.32 Each unit counts one against the
  -- stacking limit; 18.21 the train never stacks, so it counts as a full stack.
  unit_types = {
    { id = "infantry", name = "Infantry", movement = 6, zoc = "all", stack = 1 },
    { id = "cavalry", name = "Cavalry", movement = 6, zoc = "all", stack = 1 },
    { id = "artillery", name = "Artillery", movement = 6, zoc = "all", stack = 1 },
    { id = "train", name = "Supply train", movement = 6, zoc = "none", stack = 2 },
  },

  -- 9.0 Terrain effects chart: clear 1 MP, forest 3, rough 3, forest-rough 6. Forest and
  -- forest-rough block lines of sight (8.33; rough does not). Offmap hexes (beyond the
  -- printed edge) may not be entered.
  terrain = {
    { id = "clear", name = "Clear", cost = 1 },
    { id = "forest", name = "Forest", cost = 3, los_height = 1 },
    { id = "rough", name = "Rough", cost = 3, defense = "doubled" },
    { id = "forest_rough", name = "Forest and rough", cost = 6, los_height = 1, defense = "doubled" },
    { id = "offmap", name = "Off the map", cost = "prohibited" },
  },

  -- 5.25 Creek hexsides may be crossed only at bridges (no extra cost) and fords (+1 MP);
  -- 6.6 zones of control do not extend across a creek hexside except at a bridge or ford.
  -- 5.22 Road hex to road hex through a road hexside: 1 MP whatever the terrain. 5.23 Trail
  -- hex to trail hex through a trail hexside: the terrain's cost but at most 2 MP (a capped
  -- route: clear still costs 1).
  hexsides = {
    { id = "creek", name = "Chickamauga Creek", cost = "prohibited", blocks_zoc = true },
    { id = "bridge", name = "Bridge", negates = { "creek" } },
    { id = "ford", name = "Ford", negates = { "creek" }, cost = 1 },
    { id = "road", name = "Road", route = 1 },
    { id = "trail", name = "Trail", route = 2, route_mode = "cap" },
  },

  -- 6.0 Units entering an enemy zone of control stop; 5.13/6.3 a unit may never leave one by
  -- movement.
  zoc = { stop_on_enter = true, leave = "never" },
  -- 5.32 At most two units in a hex; 5.31 units pass freely through friends.
  stacking = { limit = 2 },
  -- 8.32 A line of sight along a hexside is blocked only if both hexes block.
  los = { hexside = "both_block", max_hindrance = 0 },

  tables = {
    crt = combat.CRT,
    odds_columns = combat.COLUMNS,
  },
  -- 7.6 The table as printed: the odds across the top, the die roll down the side.
  table_layouts = {
    crt = { title = "Combat Results Table", columns = "odds_columns", row_title = "roll" },
  },

  -- Every numbered rule with its coverage status.
  rules = require("rules"),

  options = {
    {
      id = "cavalry_variant",
      name = "Historical Confederate cavalry",
      rule = "V.1",
      description = "The seed's variant: remove the Confederate Forrest, Scott, Harrison and Morgan cavalry brigades; add the Chalmers and Bowen infantry brigades (Wofford and Bryan on their reverse sides) as turn 8 reinforcements at 1627 or 1928. Their strengths (3 each) are reconstructed.",
      default = false,
    },
    {
      id = "hexwar_entry",
      name = "HexWar reinforcement entry",
      rule = "H.1",
      description = "As in the HexWar version: when a reinforcement's entry hex is blocked, the game allocates the new entry hex (the nearest map-edge hex, lowest label first) instead of the player choosing among the nearest.",
      default = false,
    },
    {
      id = "attack_effectiveness",
      name = "Attack Effectiveness",
      rule = "11.0",
      description = "Standard optional rule: attacking units that suffer an Ar become ineffective: they may not attack or enter an enemy zone of control, must retreat if in one at the start of their combat phase, and recover at the end of the night turn.",
      default = false,
    },
  },

  -- 4.0 Sequence of play: each game turn the Union player turn (14.3: the Union is the first
  -- player) then the Confederate; each player turn is a Movement Phase then a Combat Phase.
  phases = {
    {
      id = "movement",
      name = "Movement",
      rule = "4.0",
      actions = { "enter", "move", "exit" },
      on_begin = function()
        movement.reset()
        report_train_road()
      end,
      -- 5.32 The phase cannot end with a hex over-stacked (a reinforcement in a full stack, 15.0).
      can_end = function() return movement.can_end() end,
    },
    {
      id = "combat",
      name = "Combat",
      rule = "4.0",
      actions = { "attack", "advance" },
      on_begin = function() combat.begin_phase() end,
      -- 10.1 No combat phase during a night turn.
      end_if = function() return U.night() end,
      -- 7.0 The phase cannot end while a mandatory attack is owed.
      can_end = function() return combat.can_end() end,
      on_end = function() combat.end_phase() end,
    },
  },

  actions = {
    move = movement.move,
    enter = movement.enter,
    exit = movement.exit,
    attack = combat.action,
    advance = combat.advance,
  },

  -- The choices the rules give a player outside his own action: where his unit retreats
  -- (7.71, 7.82), whether the defender advances after a failed attack (7.75), and which
  -- attacking units an exchange costs (7.6 Ex).
  decisions = {
    retreat = retreat.decision,
    defender_advance = combat.defender_advance,
    exchange_losses = combat.exchange_losses,
  },

  -- The referee: every action re-checked against the rulebook, apart from the code that
  -- carries it out (referee.lua; `sandtable play --referee`, the tests' bot games).
  referee = function(check) return referee.check(check) end,

  on_game_begin = function()
    victory.init()
    cavalry_variant()
  end,

  on_turn_end = function()
    -- 11.4 (option) Ineffective units recover at the end of a night turn.
    if U.night() then
      for _, u in ipairs(sandtable.units.all{ status = "ineffective" }) do
        sandtable.units.set_status(u, "ineffective", false)
      end
    end
    -- 15.53 After the fifteenth turn the game ends and is scored (17.0).
    if sandtable.game.turn() == sandtable.game.last_turn() then
      victory.final_scoring()
    end
  end,

  victory = function() return victory.result() end,

  -- What a unit shows players: strength, movement left, combat done or owed (describe.lua).
  describe_unit = describe.describe_unit,

  -- For the stall report of bot games: a unit holding what its hex is worth — a victory point
  -- hex of its side (17.2), the road hex of the eastern edge (17.31), an exit the Union bars
  -- (16.1), a place in its line whose zone of control alone keeps an enemy unit from such a hex
  -- this turn (5.13) — is holding, not idle (victory.holds); a supply train with no road or
  -- trail to an exit has no move to make (18.23).
  idle_reason = function(u)
    if not u.on_map then return nil end
    return victory.holds(u.side, u.hex) or (U.is_train(u) and movement.train_stranded(u.hex) or nil)
  end,

  -- The computer players a side may be given (--bot SIDE=PROFILE, the Players menu); the
  -- first is the default.
  bot_profiles = {
    {
      id = "standard", name = "Standard", union = standard.union, confederate = standard.confederate,
      description = "Stronger than the baseline: the supply train takes the road that is open now, waits rather than enter where it would be stuck, and the stacks across its road are attacked; both sides attack at lower odds (Confederates 1-1, Union 2-1); the Confederates contest the Union's hold on 2503 (17.31) and march on the exits from turn 7; the Union holds its 20-point hexes with two units each and guards the exits only while the road east is open; units with nothing to do march toward the enemy (the Union's from turn 8), or onto a threatened objective when they can get no nearer; the supply train retreats onto its road.",
    },
    {
      id = "baseline", name = "Baseline (7 Dec 2026)", union = bots.union, confederate = bots.confederate,
      description = "The computer players as they were on 7 December 2026, kept unchanged so that every later profile is measured against them (sandtable batch --ladder NEW:baseline).",
    },
  },
}
