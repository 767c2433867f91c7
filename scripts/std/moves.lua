-- A standard "move one unit to a hex" action, built on the kernel's movement service.
--
-- Usage in a ruleset:
--   local moves = require("std.moves")
--   local move = moves.action{ rule = "4.1", budget = function(u) return u.movement end }
--   actions = { move = move }, and call moves.reset() in the movement phase's on_begin.
--
-- The action is { kind = "move", unit = "<unit key>", to = "<hex label>" }. Each unit moves
-- once per phase (remembered in sandtable.vars under `var`). Legality reasons name the rule.

local M = {}

--- Forgets which units have moved (call at the start of each movement phase).
---@param var string? the sandtable.vars key (default "moved")
function M.reset(var)
  sandtable.vars.set(var or "moved", {})
end

--- True if the unit with this key has moved this phase.
---@param key string
---@param var string?
function M.has_moved(key, var)
  local m = sandtable.vars.get(var or "moved")
  return m ~= nil and m[key] == true
end

--- opts.rule names the movement rule in refusals; opts.zoc_enter_rule and opts.zoc_leave_rule
--- name the rules for entering and leaving enemy zones of control (e.g. "4.2", "4.3").
---@param opts { rule: string?, zoc_enter_rule: string?, zoc_leave_rule: string?, var: string?, budget: (fun(u: Unit): number?)?, after: (fun(u: Unit, cost: number, path: string[]))? }
function M.action(opts)
  opts = opts or {}
  local var = opts.var or "moved"
  local rule = opts.rule and (opts.rule .. ": ") or ""

  local function moved(key)
    local m = sandtable.vars.get(var)
    return m ~= nil and m[key] == true
  end

  local function budget(u)
    if opts.budget then return opts.budget(u) end
    return nil
  end

  local a = {}

  function a.can(act)
    local u = act.unit and sandtable.units.get(act.unit)
    if not u then return false, ("there is no unit '%s'"):format(tostring(act.unit)) end
    if u.side ~= sandtable.game.active_side() then
      return false, ("%s belongs to the other side"):format(u.key)
    end
    if not u.on_map then return false, ("%s is not on the map"):format(u.key) end
    if type(act.to) ~= "string" or not sandtable.map.on_map(act.to) then
      return false, ("'%s' is not a hex of this map"):format(tostring(act.to))
    end
    if moved(u.key) then
      return false, ("%s%s has already moved this phase"):format(rule, u.key)
    end
    if act.to == u.hex then return false, ("%s is already in %s"):format(u.key, act.to) end
    local path = sandtable.move.path(u, act.to, { budget = budget(u) })
    if path then return true end
    for _, other in ipairs(sandtable.units.at(act.to)) do
      if other.side ~= u.side then
        return false, ("%san enemy unit is in %s"):format(rule, act.to)
      end
    end
    if sandtable.move.path(u, act.to, { budget = budget(u), ignore_zoc = true }) then
      if sandtable.move.in_enemy_zoc(u.hex, u.side) then
        local r = opts.zoc_leave_rule and (opts.zoc_leave_rule .. ": ") or rule
        return false, ("%s%s starts in an enemy zone of control: leaving it costs extra movement points (or is not allowed), so it cannot reach %s"):format(r, u.key, act.to)
      end
      local r = opts.zoc_enter_rule and (opts.zoc_enter_rule .. ": ") or rule
      return false, ("%s%s cannot reach %s: entering an enemy zone of control on the way ends its move"):format(r, u.key, act.to)
    end
    return false, ("%s%s cannot reach %s: too far for its movement allowance, over-stacked, or across impassable terrain"):format(rule, u.key, act.to)
  end

  function a.resolve(act)
    local u = sandtable.units.get(act.unit)
    local path, cost = sandtable.move.path(u, act.to, { budget = budget(u) })
    sandtable.units.move(u, act.to, cost)
    local m = sandtable.vars.get(var) or {}
    m[u.key] = true
    sandtable.vars.set(var, m)
    if opts.after then opts.after(u, cost, path) end
  end

  function a.list(side)
    local out = {}
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if not moved(u.key) then
        for _, d in ipairs(sandtable.move.reachable(u, { budget = budget(u) })) do
          out[#out + 1] = { kind = "move", unit = u.key, to = d.hex }
        end
      end
    end
    return out
  end

  return a
end

return M
