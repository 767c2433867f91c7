-- 6.1-6.5 movement, zones of control, facing, formations, stacking; 6.81-6.82 wagons and
-- Wilder; 6.9 withdrawal fire (when it is triggered); 7.66 routed movement; 10.1/10.4 night
-- movement (to be written).
-- Placeholder until the rules are written: declared so the phase waits for the player, never legal.
local function not_yet(rule, what)
  return {
    rule = rule,
    list = function() return {} end,
    can = function() return false, rule .. ": " .. what .. " is not implemented yet" end,
    resolve = function() error(rule .. ": " .. what .. " is not implemented yet") end,
  }
end

local M = { actions = { move = not_yet("6.1", "movement") }, phase_actions = { movement = { "move" } } }
return M
