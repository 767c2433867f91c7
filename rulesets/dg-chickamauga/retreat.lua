-- Retreat (7.7), displacement (7.8) and the supply train's retreats (18.11, 18.23, 18.24).
--
-- The owner chooses where his units retreat (7.71). The acting player may name a hex for each
-- of his own units in the attack action (`retreats = { [key] = hex }`); otherwise, and always
-- for the other side's units, the ruleset chooses for the owner (a reconstruction, README):
-- the legal hex farthest from the enemy, then the best defensive terrain, then the lowest
-- label (R.1).

local U = require("util")
local movement = require("movement")
local victory = require("victory")

local R = {}

-- 7.72 A hex a unit may retreat into, ignoring stacking: one it could enter (terrain and
-- hexside, 5.25; offmap hexes are off the map, 16.6), without enemy units and not in an
-- enemy zone of control; 18.23 the train only into a road or trail hex.
local function open(u, from, hex)
  if movement.step_cost(from, hex) == nil then return false end
  if U.enemy_in(hex, u.side) then return false end
  if sandtable.move.in_enemy_zoc(hex, u.side) then return false end
  return true
end

local function room(u, hex)
  local here = sandtable.units.at(hex)
  if U.is_train(u) then return #here == 0 end
  for _, o in ipairs(here) do
    if U.is_train(o) then return false end
  end
  return sandtable.units.stack(hex, u.side) + 1 <= 2
end

local DEFENCE = { rough = 2, forest_rough = 2, forest = 1, clear = 0 }

-- The retreat policy's score of a hex: far from the enemy, good terrain.
local function score(u, hex)
  local nearest = 99
  for _, e in ipairs(sandtable.units.all{ side = sandtable.game.enemy(u.side) }) do
    nearest = math.min(nearest, sandtable.map.distance(hex, e.hex))
  end
  return nearest * 10 + (DEFENCE[sandtable.map.terrain(hex)] or 0)
end

local function sorted_candidates(u, from, hint, exclude)
  local out = {}
  for _, h in ipairs(sandtable.map.neighbors(from)) do
    if not exclude[h] and open(u, from, h) then out[#out + 1] = h end
  end
  local sc = {}
  for _, h in ipairs(out) do sc[h] = score(u, h) end
  table.sort(out, function(a, b)
    if a == hint then return b ~= hint end
    if b == hint then return false end
    if sc[a] ~= sc[b] then return sc[a] > sc[b] end
    return a < b
  end)
  return out
end

-- Plans the retreat of unit `u`: a list of { unit, hex } moves to make in order (displaced
-- units first), or nil if it cannot retreat. `exclude` holds hexes taken by the chain.
local function plan(u, hint, exclude, depth)
  local from = u.hex
  local cands = sorted_candidates(u, from, hint, exclude)
  for _, h in ipairs(cands) do
    if room(u, h) and (not U.is_train(u) or U.road_or_trail_hex(h)) then
      return { { unit = u.key, hex = h } }
    end
  end
  -- 7.81 Only when no other retreat is open may a retreating unit displace friendly units
  -- (one for one); 7.82 a displaced unit retreats like a retreating unit, and may itself
  -- displace; if it cannot retreat, the retreating unit is eliminated instead. 18.24 the train
  -- may displace and be displaced.
  if depth >= 4 then return nil end
  for _, h in ipairs(cands) do
    if not U.is_train(u) or U.road_or_trail_hex(h) then
      local friends = U.own_at(h, u.side)
      -- the train displaces every unit in the hex (it never stacks); others displace one
      local need = U.is_train(u) and #friends or 1
      if #friends > 0 and #friends >= need then
        local ex = {}
        for k in pairs(exclude) do ex[k] = true end
        ex[from] = true
        ex[h] = true
        local moves, ok = {}, true
        for i = 1, need do
          local sub = plan(friends[i], nil, ex, depth + 1)
          if not sub then
            ok = false
            break
          end
          for _, m in ipairs(sub) do
            moves[#moves + 1] = m
            ex[m.hex] = true
          end
        end
        if ok then
          moves[#moves + 1] = { unit = u.key, hex = h, displaced = true }
          return moves
        end
      end
    end
  end
  return nil
end

--- Whether the unit could retreat now (for the bots' estimates).
function R.can_retreat(u)
  return plan(u, nil, {}, 0) ~= nil
end

--- Retreats unit `u` one hex (7.71), displacing friends if it must (7.8), or eliminates it
--- (7.72). Moved units are appended to `moved` (keys) for the supply train's rule (18.11).
--- Returns true if it retreated.
function R.retreat(u, why, hint, moved)
  local moves = plan(u, hint, {}, 0)
  if not moves then
    sandtable.log.say(("7.72: %s has no hex to retreat into and is eliminated (%s)"):format(u.key, why))
    U.eliminate(u, "7.72 no retreat (" .. why .. ")")
    return false
  end
  local c = U.cbt()
  for _, m in ipairs(moves) do
    local x = sandtable.units.get(m.unit)
    local from = x.hex
    sandtable.units.move(x, m.hex)
    victory.touch(x.side, { m.hex })
    -- 7.74 A unit that retreated adds no strength to a later defence this phase.
    c.retreated[x.key] = true
    if x.key ~= u.key then
      sandtable.log.say(("7.82: %s is displaced from %s to %s"):format(x.key, from, m.hex))
      -- 7.8 Displaced artillery that has not fired may not fire this phase.
      if U.is_artillery(x) then c.used[x.key] = true end
    else
      sandtable.log.say(("7.71: %s retreats from %s to %s%s (%s)"):format(
        x.key, from, m.hex, m.displaced and ", displacing" or "", why))
    end
    if moved then moved[#moved + 1] = x.key end
  end
  U.set_cbt(c)
  return true
end

return R
