-- 8 Charge and melee; 7.72 captured artillery (to be written).
-- Placeholder until the rules are written: declared so the phase waits for the player, never legal.
local function not_yet(rule, what)
  return {
    rule = rule,
    list = function() return {} end,
    can = function() return false, rule .. ": " .. what .. " is not implemented yet" end,
    resolve = function() error(rule .. ": " .. what .. " is not implemented yet") end,
  }
end

local M = { actions = { charge = not_yet("8.2", "charge and melee") }, phase_actions = { charge_melee = { "charge" } } }
return M
