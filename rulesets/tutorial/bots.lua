-- Computer players for the tutorial. They only look (legality checks and queries) and return
-- one action at a time; their random choices use sandtable.bot.random, never the game dice.

local combat = require("combat")

local M = {}

-- The movement points a unit may spend in a move. ruleset.lua sets this to the move action's
-- budget, so that the bots use Forced March (7.1) when it is in force.
M.budget = function(u) return u.movement end

local function moved(key)
  local m = sandtable.vars.get("moved")
  return m ~= nil and m[key] == true
end

-- Moves the first unit (in id order) that can get closer to `goal`, to the reachable hex
-- nearest to it (ties broken at random). Units already within `hold` hexes stay put.
local function advance_towards(side, goal, hold)
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    local here = sandtable.map.distance(u.hex, goal)
    if not moved(u.key) and here > hold then
      local best, ties = here, {}
      for _, d in ipairs(sandtable.move.reachable(u, { budget = M.budget(u) })) do
        local dist = sandtable.map.distance(d.hex, goal)
        if dist < best then
          best, ties = dist, { d.hex }
        elseif dist == best and best < here then
          ties[#ties + 1] = d.hex
        end
      end
      if #ties > 0 then
        return { kind = "move", unit = u.key, to = ties[sandtable.bot.random(#ties)] }
      end
    end
  end
  return { kind = "end_phase" }
end

-- The candidate attack with the best odds column, if it reaches `min_column`.
local function best_attack(side, min_column)
  local best, best_col = nil, min_column - 1
  for _, act in ipairs(combat.action.list(side)) do
    local ok = combat.action.can(act)
    if ok == true then
      local _, _, col = combat.odds(act)
      if col and col > best_col then best, best_col = act, col end
    end
  end
  return best or { kind = "end_phase" }
end

-- 7.2 Last Stand: while an attack is owed, the best-odds attack by the owed units on the hexes
-- they are bound to attack (every unit that may join), whatever the odds.
local function owed_attack(side)
  local units, hexes = combat.owed_attacks()
  if #units == 0 then return nil end
  local bound, at = {}, {}
  for _, k in ipairs(units) do bound[k] = true end
  for _, h in ipairs(hexes) do at[h] = true end
  local best, best_col
  for _, act in ipairs(combat.action.list(side)) do
    local mine = false
    for _, k in ipairs(act.attackers) do mine = mine or bound[k] end
    if at[act.target] and mine and combat.action.can(act) == true then
      local _, _, col = combat.odds(act)
      if col and (not best_col or col > best_col) then best, best_col = act, col end
    end
  end
  return best
end

-- The Union bot: march on the Mill, attack at 1-1 or better.
function M.attacker(side)
  local phase = sandtable.game.phase()
  local mill = sandtable.map.place("Mill")
  if phase == "movement" then
    return advance_towards(side, mill, 0)
  elseif phase == "combat" then
    return best_attack(side, 2)
  end
  return { kind = "end_phase" }
end

-- The Confederate bot: gather within two hexes of the Mill, counter-attack at 2-1 or better.
function M.defender(side)
  local phase = sandtable.game.phase()
  local mill = sandtable.map.place("Mill")
  if phase == "movement" then
    return advance_towards(side, mill, 2)
  elseif phase == "combat" then
    return owed_attack(side) or best_attack(side, 3)
  end
  return { kind = "end_phase" }
end

return M
