-- lib.flood: breadth-first spreads over the map from a set of hexes — the banks of a creek,
-- the hexes joined by road, how many hexes from a line of communication. The rule says which
-- steps are allowed (`may_step(from, to)`); the spread is deterministic whatever the order of
-- neighbours, since it answers with sets and hex distances only.

local F = {}

--- Hex distances (in steps) from the `starts` hexes over the steps `may_step(from, to)`
--- allows, spreading no farther than `limit` steps (default: no limit): { [hex] = steps },
--- the starts at 0 (duplicates ignored). Also the hexes in the order reached.
function F.spread(starts, may_step, limit)
  local dist, queue = {}, {}
  for _, h in ipairs(starts) do
    if dist[h] == nil then
      dist[h] = 0
      queue[#queue + 1] = h
    end
  end
  local i = 1
  while i <= #queue do
    local h = queue[i]
    i = i + 1
    if limit == nil or dist[h] < limit then
      for _, n in ipairs(sandtable.map.neighbors(h)) do
        if dist[n] == nil and may_step(h, n) then
          dist[n] = dist[h] + 1
          queue[#queue + 1] = n
        end
      end
    end
  end
  return dist, queue
end

--- The set { [hex] = true } of hexes reached from `starts` (see F.spread).
function F.reach(starts, may_step)
  local dist = F.spread(starts, may_step)
  local set = {}
  for h in pairs(dist) do set[h] = true end
  return set
end

return F
