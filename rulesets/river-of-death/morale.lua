-- 7.6 Morale checks and rout, 9 rally (to be written). Interface the other modules use:
--   M.check(u, opts) -> passed, roll, level   7.64 (opts.mods = { {n, why}, ... } extra modifiers,
--                                       opts.why the purpose)
--   M.rout(u, opts)                    7.65 rout three hexes (four when demoralised, 11.2) away from
--                                       opts.from (a hex or unit), surrender if it cannot
local M = { actions = {}, phase_actions = {} }
return M
