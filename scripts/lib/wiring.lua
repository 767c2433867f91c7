-- lib.wiring: a ruleset built from rule modules, one per part of its rulebook, wired into the
-- one declaration ruleset.lua returns. River of Death and This Terrible Sound are built so.
--
-- Each module returns a table with any of
--   actions        = { kind = action, ... }             its player actions
--   decisions      = { kind = handler, ... }            its sandtable.decisions handlers
--   phase_actions  = { phase_id = { kind, ... }, ... }   which of its actions each phase allows
-- and any of these hooks, called in the order the modules are listed:
--   on_game_begin(), on_turn_begin(), on_turn_end(),
--   on_phase_begin(phase_id), on_phase_end(phase_id),
--   can_end(phase_id) -> true | false, reason, what?   an obligation still unmet (what: the
--                                                  hexes and units owed, for a window)
--   pending(phase_id) -> boolean                   the phase waits for a decision of a module
--
-- Usage (ruleset.lua):
--   local wiring = require("lib.wiring").new{ "command", "movement", ... }
--   phases = { wiring:phase("movement", "Movement", "4"), ... },
--   actions = wiring:merged("actions", "action"),
--   on_turn_begin = function() wiring:each("on_turn_begin") end,
-- The order of the list is the order of the rules: it decides which module's hook runs first.

local W = {}
W.__index = W

--- The wiring of `modules`, a list of module names (required here, in that order) in the
--- order their hooks run.
function W.new(modules)
  local list = {}
  for i, name in ipairs(modules) do list[i] = { name, require(name) } end
  return setmetatable({ modules = list }, W)
end

--- The module called `name`, or nil.
function W:module(name)
  for _, m in ipairs(self.modules) do
    if m[1] == name then return m[2] end
  end
  return nil
end

--- Calls hook `hook` of every module that has it, in module order.
function W:each(hook, ...)
  for _, m in ipairs(self.modules) do
    local f = m[2][hook]
    if f then f(...) end
  end
end

--- Every module's `field` table (actions, decisions) under one table; a key declared by two
--- modules is a programming error (`what` names it in the message).
function W:merged(field, what)
  local out = {}
  for _, m in ipairs(self.modules) do
    local t = m[2][field] or {}
    -- keys in sorted order, so that which duplicate is reported never depends on `pairs`
    local keys = {}
    for k in pairs(t) do keys[#keys + 1] = k end
    table.sort(keys)
    for _, k in ipairs(keys) do
      assert(not out[k], (what or field) .. " " .. k .. " declared by two modules")
      out[k] = t[k]
    end
  end
  return out
end

--- The action kinds phase `id` allows, in module order then as each module lists them.
function W:phase_actions(id)
  local out = {}
  for _, m in ipairs(self.modules) do
    for _, kind in ipairs((m[2].phase_actions or {})[id] or {}) do out[#out + 1] = kind end
  end
  return out
end

--- Whether phase `id` may end: false and the first module's reason while an obligation is
--- unmet.
function W:can_end(id)
  for _, m in ipairs(self.modules) do
    local f = m[2].can_end
    if f then
      local ok, why, what = f(id)
      if ok ~= true then return false, why, what end
    end
  end
  return true
end

--- A phase declaration wired to the modules' hooks: its actions, on_begin/on_end (the
--- modules' on_phase_begin/on_phase_end), can_end; `extra` adds or overrides fields.
function W:phase(id, name, rule, extra)
  local p = { id = id, name = name, rule = rule, actions = self:phase_actions(id) }
  p.on_begin = function() self:each("on_phase_begin", id) end
  p.on_end = function() self:each("on_phase_end", id) end
  p.can_end = function() return self:can_end(id) end
  local keys = {}
  for k in pairs(extra or {}) do keys[#keys + 1] = k end
  table.sort(keys)
  for _, k in ipairs(keys) do p[k] = extra[k] end
  return p
end

--- An `end_if` for a phase that ends by itself unless some module's `pending(id)` says it
--- waits for a decision.
function W:ends_unless_pending(id)
  return function()
    for _, m in ipairs(self.modules) do
      local f = m[2].pending
      if f and f(id) then return false end
    end
    return true
  end
end

return W
