-- 6.6 entrenching, 6.83-6.85 the creek, bridges destroyed and rebuilt, fords searched for
-- (to be written). Interface the other modules use:
--   M.entrenched_against(target, from_hex) -> boolean   6.67: `target` is entrenched and `from_hex`
--                                       lies only beyond its entrenched hexsides
--   M.interrupt(u, why)                6.65/6.843/6.844/6.853: a digging, destroying, rebuilding or
--                                       searching unit fires, is charged, routs or moves: its work stops
local M = { actions = {}, phase_actions = {} }

function M.entrenched_against(_target, _from_hex) return false end
function M.interrupt(_u, _why) end

return M
