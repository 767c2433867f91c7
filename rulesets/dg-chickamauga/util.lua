-- Helpers shared by the modules of the Chickamauga ruleset: map areas, night turns, contact
-- across hexsides, eliminations with their victory points, and the per-phase records kept in
-- sandtable.vars.

local units = require("lib.units")
local tables = require("lib.tables")

local U = {}

--- The hexes of a named map area, or an empty list if the map has no such area (small test
--- maps need not declare every area).
function U.area(name)
  local ok, hexes = pcall(sandtable.map.area, name)
  if ok then return hexes end
  return {}
end

--- A set (hex -> true) of a list (lib.tables).
U.set = tables.set

--- The keys of a list of units, in order.
function U.keys_of(units)
  local o = {}
  for _, u in ipairs(units) do o[#o + 1] = u.key end
  return o
end

--- Sorted keys of a set or map (never trust `pairs` order; lib.tables).
U.keys = tables.sorted_keys

-- 10.0 Night game turns: the scenario's vars.night_turns (turn 9 in the campaign).
function U.night(turn)
  turn = turn or sandtable.game.turn()
  for _, n in ipairs(sandtable.vars.get("night_turns") or { 9 }) do
    if n == turn then return true end
  end
  return false
end

function U.is_train(u)
  return u.type == "train"
end

function U.is_artillery(u)
  return u.type == "artillery"
end

-- 6.6 Two adjacent hexes are "in contact" unless a creek hexside (not a bridge or ford)
-- separates them: zones of control do not cross it, and no normal attack is made across it
-- (9.0: creek hexsides are crossed only at bridges and fords).
function U.contact(a, b)
  return sandtable.map.distance(a, b) == 1 and not sandtable.map.has_hexside(a, b, "creek")
end

--- The units of `side` in a hex.
function U.own_at(hex, side)
  local out = {}
  for _, u in ipairs(sandtable.units.at(hex)) do
    if u.side == side then out[#out + 1] = u end
  end
  return out
end

--- True if a unit hostile to `side` is in the hex (lib.units).
U.enemy_in = units.enemy_in

--- The Union supply train if it is on the map (18.0).
function U.train_on_map()
  for _, u in ipairs(sandtable.units.all{ type = "train" }) do
    return u
  end
  return nil
end

-- 17.1 Each player receives one victory point for each enemy strength point eliminated.
-- Every elimination of the game goes through here so that the points are scored as it
-- happens. The supply train counts its defence strength of 1 (18.12).
function U.eliminate(u, why)
  local sp = u.max_strength
  sandtable.units.eliminate(u, why)
  if sp > 0 then
    sandtable.score.add_vp(sandtable.game.enemy(u.side), sp, "17.1 enemy strength eliminated (" .. u.key .. ")")
  end
end

-- Per-phase records of combat (reset at the start of every combat phase): units that have
-- attacked, hexes that have been attacked, units that advanced (7.75), units that retreated
-- (7.74), hexes whose artillery has fired (8.14) and the advance after combat on offer.
function U.cbt()
  return sandtable.vars.get("cbt") or { used = {}, hexes = {}, advanced = {}, retreated = {}, fired = {} }
end

function U.set_cbt(c)
  sandtable.vars.set("cbt", c)
end

--- Hexes of road: a hex with at least one road hexside.
function U.road_hex(hex)
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    if sandtable.map.has_hexside(hex, n, "road") then return true end
  end
  return false
end

-- 18.23 Road or trail hex: a hex with at least one road or trail hexside.
function U.road_or_trail_hex(hex)
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    if sandtable.map.has_hexside(hex, n, "road") or sandtable.map.has_hexside(hex, n, "trail") then
      return true
    end
  end
  return false
end

return U
