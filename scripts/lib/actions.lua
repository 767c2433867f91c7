-- lib.actions: what every action declaration writes the same way — the unit an action names,
-- a `can` made from the function that plans or checks the action, and the candidates a `list`
-- returned, remembered so that `can` need not search again for them.

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

--- The candidates an action's `list` returned, by table identity (weak keys).
--- sandtable.actions.legal passes each listed table itself to `can` within the same read-only
--- call, so a candidate `list` found was just checked by the same search (the state cannot
--- have changed in between); actions that are applied arrive as fresh tables and are always
--- checked in full. This keeps legal() within the Lua budget on a full map (one search a
--- unit, not one a candidate).
---   listing.add(out, item)   appends `item` to `out` and remembers it
---   listing.can(check)       a `can` that passes remembered candidates, else asks `check`
function A.listing()
  local listed = setmetatable({}, { __mode = "k" })
  local L = {}
  function L.add(out, item)
    listed[item] = true
    out[#out + 1] = item
  end
  function L.can(check)
    return function(act)
      if listed[act] then return true end
      return check(act)
    end
  end
  return L
end

return A
