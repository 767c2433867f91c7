-- 11 Victory: demoralisation, the daily points, wagons, victory levels (to be written).
local M = { actions = {}, phase_actions = {} }
return M
