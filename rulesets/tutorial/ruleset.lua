-- The tutorial ruleset: "Mill Creek", a small teaching game for sandtable.
--
-- It is the worked example of docs/authoring-rulesets.md and exercises the whole API: declared
-- terrain and hexsides with movement costs, zones of control, stacking, a combat results table,
-- dice, victory points, reinforcements, an optional rule and computer players.
--
-- The rules are written down in rulesets/tutorial/README.md; each rule implemented here names
-- its number in a comment.

local moves = require("std.moves")
local combat = require("combat")
local bots = require("bots")

-- 7.1 (optional) Forced March: infantry may spend extra movement points (the option's
-- declared values: how many, and the straggling roll and loss).
local function forced_march() return sandtable.game.option_values("forced_march") end
local function allowance(u)
  local ma = u.movement
  if u.type == "infantry" and sandtable.game.option("forced_march") then
    ma = ma + forced_march().extra_mp
  end
  return ma
end
bots.budget = allowance

-- 3.1 Each unit may move once per movement phase, up to its movement allowance.
local move = moves.action{
  rule = "3.1",
  zoc_enter_rule = "4.2",
  zoc_leave_rule = "4.3",
  budget = allowance,
  after = function(u, cost)
    -- 7.1 A unit that used the extra point straggles on a roll of 6: it loses 1 strength.
    if cost > u.movement then
      local fm = forced_march()
      local roll = sandtable.dice.d6("7.1 forced march straggling, " .. u.key)
      if roll >= fm.straggle_on then
        combat.lose(u, fm.loss, "7.1 forced march stragglers")
      end
    end
  end,
}

-- 2.1 Reinforcements enter at the start of their side's movement phase on their turn, in
-- the first hex of their entry area that is free of enemy units and not over-stacked.
local function place_reinforcements()
  local side = sandtable.game.active_side()
  local turn = sandtable.game.turn()
  for _, u in ipairs(sandtable.units.all{ side = side, location = "pending" }) do
    local arrives = u.props.arrives
    if arrives and arrives.turn == turn then
      local placed = false
      for _, hex in ipairs(sandtable.map.area(arrives.area)) do
        local free = true
        for _, other in ipairs(sandtable.units.at(hex)) do
          if other.side ~= side then free = false end
        end
        if free and sandtable.units.stack(hex, side) < 2 then
          sandtable.units.move(u, hex)
          placed = true
          break
        end
      end
      if not placed then
        sandtable.log.say(("2.1: %s cannot enter this turn: area %s is blocked"):format(u.key, arrives.area))
        local later = u.props.arrives
        later.turn = turn + 1
        sandtable.units.set_prop(u, "arrives", later)
      end
    end
  end
end

-- 7.3 (optional) Dispatches: at the start of his movement phase the side to move reads, for
-- his eyes only, which of his reinforcements arrive next turn and where. The worked example of
-- an event for one side (`sandtable.log.event(..., { side = … })`): the window shows it to that
-- side's player only, and covers the game between two players at one screen.
local function dispatch()
  if not sandtable.game.option("dispatches") then return end
  local side = sandtable.game.active_side()
  local due = {}
  for _, u in ipairs(sandtable.units.all{ side = side, location = "pending" }) do
    local arrives = u.props.arrives
    if arrives and arrives.turn == sandtable.game.turn() + 1 then
      due[#due + 1] = ("%s in area %s"):format(u.key, arrives.area)
    end
  end
  table.sort(due)
  local text = #due > 0 and ("7.3 dispatch: next turn %s arrive%s"):format(table.concat(due, ", "), #due > 1 and "" or "s")
    or "7.3 dispatch: no reinforcements next turn"
  sandtable.log.event("dispatch", text, { due = due }, { side = side })
end

return {
  id = "tutorial",
  name = "Mill Creek (tutorial)",
  version = "1.0.0",
  description = "A small teaching game: a Union brigade-sized force must take the mill across Mill Creek from a Confederate rearguard. Two phases per player turn, an odds combat table, one optional rule.",

  sides = {
    { id = "blue", name = "Union" },
    { id = "gray", name = "Confederate" },
  },

  move_classes = { "foot", "mounted", "wheeled" },

  -- 3.2 Movement allowances; 4.1 which units exert a zone of control; 3.5 stacking value.
  unit_types = {
    { id = "infantry", name = "Infantry", movement = 4, move_class = "foot", zoc = "all", stack = 1 },
    { id = "cavalry", name = "Cavalry", movement = 6, move_class = "mounted", zoc = "all", stack = 1 },
    { id = "artillery", name = "Artillery", movement = 3, move_class = "wheeled", zoc = "none", stack = 1 },
  },

  -- 3.3 Terrain effects chart: cost to enter a hex, by movement class.
  terrain = {
    { id = "clear", name = "Clear", cost = 1 },
    { id = "woods", name = "Woods", cost = { foot = 2, mounted = 3, wheeled = 3 }, los_height = 1 },
    { id = "rough", name = "Rough", cost = { foot = 3, mounted = 3, wheeled = "prohibited" } },
  },

  -- 3.4 Hexsides: the creek is crossed only at the bridge or the ford; the road costs 1/2.
  hexsides = {
    { id = "creek", name = "Mill Creek", cost = "prohibited", blocks_zoc = true },
    { id = "bridge", name = "Bridge", negates = { "creek" } },
    { id = "ford", name = "Ford", negates = { "creek" }, cost = { default = 1, wheeled = 2 } },
    { id = "road", name = "Road", route = 0.5 },
  },

  -- 4.2 Entering an enemy zone of control ends a unit's move; 4.3 leaving one costs 1 MP.
  zoc = { stop_on_enter = true, leave = 1 },
  -- 3.5 At most two units of a side in a hex at the end of a move.
  stacking = { limit = 2 },
  -- 5.5 Line of sight: woods block; a line along a hexside is blocked only if both hexes block.
  los = { hexside = "both_block", max_hindrance = 0 },
  -- 1.2 Each game turn is one hour.
  calendar = { turn_minutes = 60, night = { from = "19:00", to = "06:00" } },

  tables = {
    crt = combat.CRT,
    odds_columns = combat.COLUMNS,
  },
  -- The table as printed: the odds across the top, the die roll down the side.
  table_layouts = {
    crt = { title = "Combat Results Table", columns = "odds_columns", row_title = "roll" },
  },

  -- Every numbered rule of README.md with its coverage status (sandtable rules tutorial).
  rules = require("rules"),

  options = {
    {
      id = "forced_march",
      name = "Forced March",
      rule = "7.1",
      description = "Infantry may spend {extra_mp} extra movement point; a unit that does rolls a die and loses {loss} strength on a {straggle_on}.",
      default = false,
      values = { extra_mp = 1, loss = 1, straggle_on = 6 },
    },
    {
      id = "last_stand",
      name = "Last Stand",
      rule = "7.2",
      description = "Confederate units adjacent to a Union unit when their combat phase begins must attack in it; the phase cannot end until they have, unless they have no legal attack.",
      default = false,
    },
    {
      id = "dispatches",
      name = "Dispatches",
      rule = "7.3",
      description = "At the start of his movement phase each player reads a dispatch meant for him alone: his reinforcements due next turn, and where.",
      default = false,
    },
  },

  -- 1.1 Sequence of play: each player turn is a Movement Phase then a Combat Phase; the Union
  -- player turn comes first.
  phases = {
    {
      id = "movement",
      name = "Movement",
      rule = "1.1",
      actions = { "move" },
      on_begin = function()
        moves.reset()
        place_reinforcements()
        dispatch()
      end,
    },
    {
      id = "combat",
      name = "Combat",
      rule = "1.1",
      actions = { "attack" },
      on_begin = function()
        combat.reset()
        combat.mark_last_stand()
      end,
      -- 7.2 (optional) the attacks still owed under Last Stand
      can_end = function() return combat.can_end() end,
    },
  },

  actions = {
    move = move,
    attack = combat.action,
  },

  -- 5.6 The owner chooses among equally good retreat hexes (combat.lua).
  decisions = {
    retreat = combat.retreat_decision,
  },

  -- What a unit shows players: strength, whether it may still move or attack.
  describe_unit = function(u)
    local lines, badges = {}, {}
    lines[#lines + 1] = { label = "Strength", value = ("%d of %d"):format(u.strength, u.max_strength) }
    local mine = u.side == sandtable.game.active_side()
    if mine and sandtable.game.phase() == "movement" then
      local moved = moves.has_moved(u.key)
      lines[#lines + 1] = { label = "Movement", value = moved and "moved (3.1)" or (("%g MP (3.2)"):format(allowance(u))) }
      if moved then badges[#badges + 1] = { text = "M", tip = "moved this phase" } end
    elseif mine and sandtable.game.phase() == "combat" and combat.has_attacked(u) then
      lines[#lines + 1] = { label = "Combat", value = "attacked this phase (5.1)" }
      badges[#badges + 1] = { text = "A", tip = "attacked this phase" }
    end
    return { lines = lines, badges = badges }
  end,

  -- 6.1 Victory: each strength point a side loses gives the enemy 1 VP (scored as it
  -- happens, see combat.lose); 6.2 the side holding the Mill at the end scores 5 VP;
  -- 6.3 the side with more VP wins, decisively with a margin of 6 or more.
  on_turn_end = function()
    if sandtable.game.turn() == sandtable.game.last_turn() then
      local holder = sandtable.units.at(sandtable.map.place("Mill"))[1]
      if holder then
        sandtable.score.add_vp(holder.side, 5, "6.2 holds the Mill at the end")
      end
    end
  end,

  victory = function()
    local blue, gray = sandtable.score.vp("blue"), sandtable.score.vp("gray")
    local margin = blue - gray
    local winner, level
    if margin == 0 then
      winner, level = nil, "draw"
    else
      winner = margin > 0 and "blue" or "gray"
      level = math.abs(margin) >= 6 and "decisive" or "marginal"
    end
    return { winner = winner, level = level, reason = ("6.3: VP blue %d, gray %d"):format(blue, gray) }
  end,

  bots = {
    blue = bots.attacker,
    gray = bots.defender,
  },
}
