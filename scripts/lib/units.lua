-- lib.units: who stands where — enemies in a hex, a side's units on the map, the nearest of
-- them. Plain questions to sandtable.units that every ruleset asks; what counts as a combat
-- unit, a leader or a wagon stays the ruleset's (passed in as `keep`).

local M = {}

--- Whether a unit of a side other than `side` is in `hex`.
function M.enemy_in(hex, side)
  for _, u in ipairs(sandtable.units.at(hex)) do
    if u.side ~= side then return true end
  end
  return false
end

--- The units of `side` on the map for which `keep(u)` is true (all of them without `keep`),
--- in id order.
function M.on_map(side, keep)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and (keep == nil or keep(u)) then out[#out + 1] = u end
  end
  return out
end

--- The distance in hexes from `hex` to the nearest of `units` (a list of units on the map), or
--- nil when the list is empty.
function M.nearest_distance(hex, units)
  local best
  for _, u in ipairs(units) do
    local d = sandtable.map.distance(hex, u.hex)
    if not best or d < best then best = d end
  end
  return best
end

return M
