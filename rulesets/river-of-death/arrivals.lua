-- 6.7 reinforcements and early releases, 6.732-6.733 off-map cavalry, 6.74 D. McCook, 6.75
-- Longstreet's bridge, 7.71 off-map cavalry skirmishing, 10.3 straggler recovery, and the
-- special rules of section 12 (to be written).
local M = { actions = {}, phase_actions = {} }
return M
