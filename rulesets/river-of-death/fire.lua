-- 7 Fire combat: strengths, ranges, fields of fire, orientation, the Combat Table, defensive
-- and offensive fire, advance after combat (to be written). Interface the other modules use:
--   M.withdrawal(target, why)          6.9/6.93: every enemy unit whose ZOC `target` is in may fire
--                                       at it, each alone; returns true if the target is still able
--                                       to carry on (not eliminated, not routed)
--   M.resolve(firers, target, opts) -> result   one fire attack (opts.strengths overrides each
--                                       firer's strength, for 8.272's divided fire; opts.why)
--   M.result(points, roll) -> "-", "M" or a number   the Combat Table (7.31)
-- Placeholder until the rules are written: declared so the phase waits for the player, never legal.
local function not_yet(rule, what)
  return {
    rule = rule,
    list = function() return {} end,
    can = function() return false, rule .. ": " .. what .. " is not implemented yet" end,
    resolve = function() error(rule .. ": " .. what .. " is not implemented yet") end,
  }
end

local M = { actions = { fire = not_yet("7.3", "fire combat") }, phase_actions = { defensive_fire = { "fire" }, offensive_fire = { "fire" } } }

function M.withdrawal(_target, _why) return true end

return M
