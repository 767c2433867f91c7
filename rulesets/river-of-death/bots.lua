-- The computer players (to be written): nil ends the phase.
local M = {}
function M.union(_side) return nil end
function M.confederate(_side) return nil end
return M
