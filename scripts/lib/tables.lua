-- lib.tables: small helpers on Lua tables that every ruleset needs — sets from lists, lists
-- searched, shallow copies, sorted keys, grouping, the least element. Sorted keys are how a
-- ruleset walks a map-like table: `pairs` order differs between runs (architecture.md,
-- Determinism) and must never decide anything.

local T = {}

--- A set (value -> true) of the values of `list` (nil: the empty set).
function T.set(list)
  local s = {}
  for _, v in ipairs(list or {}) do s[v] = true end
  return s
end

--- Whether `list` (nil: empty) holds `x`.
function T.contains(list, x)
  for _, v in ipairs(list or {}) do if v == x then return true end end
  return false
end

--- A shallow copy of `t` (nil: an empty table).
function T.copy(t)
  local o = {}
  for k, v in pairs(t or {}) do o[k] = v end
  return o
end

--- The keys of `t` (nil: none), sorted; they must be of one comparable type.
function T.sorted_keys(t)
  local out = {}
  for k in pairs(t or {}) do out[#out + 1] = k end
  table.sort(out)
  return out
end

--- Appends `value` to the list `groups[key]`, creating it; walk the groups afterwards with
--- T.sorted_keys(groups).
function T.push(groups, key, value)
  local g = groups[key]
  if not g then
    g = {}
    groups[key] = g
  end
  g[#g + 1] = value
end

--- The first element of `list` with the least `f(x)`, elements for which `f` gives nil left
--- out (nil when none is left), and that value.
function T.min_by(list, f)
  local best, bv
  for _, x in ipairs(list) do
    local v = f(x)
    if v ~= nil and (bv == nil or v < bv) then best, bv = x, v end
  end
  return best, bv
end

return T
