-- 5 Command control and leaders (to be written). Interface the other modules use:
--   M.in_command(u) -> boolean        5.23 fixed in the command phase for the player turn; 5.24 exempt units
--   M.leader_value(u) -> n, leader_key | nil   5.312a/5.313/5.25/5.36/11.2: the best value applicable to a
--                                       morale check of `u` now (0 if none)
--   M.melee_leader_value(u) -> n       5.312b the value of a leader of its command stacked with `u`
--   M.radius(leader) -> n              5.21/5.22/5.311/5.42/5.43/10.2
--   M.overrun(hex, by_unit)            5.322 an enemy combat unit enters or passes a hex where leaders are alone
--   M.leader_lost(leader, why)         5.33-5.35, 11.1: elimination, replacement, casualty points
local M = { actions = {}, phase_actions = {} }

function M.in_command(_u) return true end
function M.leader_value(_u) return 0, nil end
function M.melee_leader_value(_u) return 0 end

return M
