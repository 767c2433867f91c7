-- lib.hexdirs: the six directions of a hex, and turning and pointing with them. The map owns
-- them (sandtable.map.directions, .turn, .direction, .neighbor): a ruleset never keeps its own
-- table of direction names, which would be wrong on a map of the other orientation.
--
-- Nothing here is cached: the map is only known once a game is loaded, and asking the kernel
-- is cheap.

local D = {}

--- The map's six directions in order round the hex, counter-clockwise (pointy-topped: E, NE,
--- NW, W, SW, SE).
function D.all() return sandtable.map.directions() end

--- The position (1-6) of direction `d` in D.all(), or nil if `d` is not one of them.
function D.index(d)
  for i, x in ipairs(sandtable.map.directions()) do
    if x == d then return i end
  end
  return nil
end

--- `d` as a direction name of this map (upper case), or nil if it is none (player input).
function D.normalize(d)
  if type(d) ~= "string" then return nil end
  d = d:upper()
  return D.index(d) and d or nil
end

--- The direction `n` sixths of a turn counter-clockwise from `d` (negative: clockwise).
function D.rotate(d, n) return sandtable.map.turn(d, n) end

--- How many hexsides apart two facings are (0-3); 0 when either is missing.
function D.steps(a, b)
  if not a or not b then return 0 end
  local d = math.abs(D.index(a) - D.index(b)) % 6
  return math.min(d, 6 - d)
end

--- The three hexsides of a front faced toward `d`: the one to its right, `d`, the one to its
--- left.
function D.front(d) return { D.rotate(d, -1), d, D.rotate(d, 1) } end

--- The direction from `hex` whose neighbour is nearest `other` (ties: the first in D.all()
--- order), or nil when `hex` has no neighbour on the map. `dist(a, b)` measures (default: the
--- map's distance in hexes).
function D.toward(hex, other, dist)
  dist = dist or sandtable.map.distance
  local best, bd
  for _, d in ipairs(sandtable.map.directions()) do
    local n = sandtable.map.neighbor(hex, d)
    if n then
      local m = dist(n, other)
      if not bd or m < bd then best, bd = d, m end
    end
  end
  return best
end

--- The direction of the first step along the straight hex line from `hex` toward `other`
--- (the adjacent hex itself when `other` is adjacent), or nil.
function D.first_step(hex, other)
  if sandtable.map.distance(hex, other) == 1 then return sandtable.map.direction(hex, other) end
  for _, step in ipairs(sandtable.map.line(hex, other)) do
    local h = step[1]
    if h and h ~= hex and sandtable.map.distance(hex, h) == 1 then return sandtable.map.direction(hex, h) end
  end
  return nil
end

return D
