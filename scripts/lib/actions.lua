-- lib.actions: what every action declaration writes the same way — the unit an action names,
-- and a `can` made from the function that plans or checks the action. (A `list` whose items
-- are checked as `can` would check them declares `list_checked = true`; a plan shared by
-- `can`, `resolve` and `describe` is sandtable.actions.plan's.)

local A = {}

--- The unit `act.unit` names, or nil and "<rule>: there is no unit '<name>'".
function A.unit_of(act, rule)
  local u = type(act.unit) == "string" and sandtable.units.get(act.unit) or nil
  if not u then return nil, ("%s: there is no unit '%s'"):format(rule, tostring(act.unit)) end
  return u
end

--- The unit `act.unit` names when it is the acting side's and on the map, else nil and why;
--- `other` is added to the reason given for a unit of the other side.
function A.own_unit(act, rule, other)
  local u, missing = A.unit_of(act, rule)
  if not u then return nil, missing end
  if u.side ~= sandtable.game.active_side() then
    return nil, ("%s: %s belongs to the other side%s"):format(rule, u.key, other or "")
  end
  if not u.on_map then return nil, ("%s: %s is not on the map"):format(rule, u.key) end
  return u
end

--- A `can(act)` from `check(act)`, whose first result is truthy when the action is legal (a
--- plan, or true) and whose second is the reason when it is not.
function A.can_from(check)
  return function(act)
    local ok, why = check(act)
    if ok then return true end
    return false, why
  end
end

return A
