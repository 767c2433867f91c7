-- The optional rules of This Terrible Sound (to be written): the Union variants 2.7a-j, the
-- Confederate variants 3.7a-j, the optional 4.5 (bridge destruction and repair) and 4.6
-- (shifting reinforcements). Returns
--   list   the ruleset's `options` declarations (id, name, rule, description, default; 2.7f
--          hidden with secret_for = "union")
--   on(id) -> value   the option's value, false for an id not declared (so that modules can ask
--          about options a mod adds)
-- and module hooks like the other modules (on_game_begin … for the variants' troops and VP).
local M = { list = {}, actions = {}, phase_actions = {} }

function M.on(id)
  local ok, v = pcall(sandtable.game.option, id)
  return ok and v or false
end

return M
