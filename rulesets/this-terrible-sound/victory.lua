-- victory.lua — 5.0-5.5d victory points (terrain, losses, wrecked formations, exits with
-- their line of communications), the scenarios' own victory conditions (6.x vars.victory),
-- the optional variants' VP awards (2.7a-j, 3.7a-j: options declared in ruleset.lua when the
-- optional troops exist) and the scenarios' previous losses (5.0). Rule list: rules_victory.lua.
--
-- USES: vars.losses (U.lose keeps it), morale.brigade_wrecked / division_wrecked /
--   wrecked_brigades, movement.bridge_intact, orders.current (5.5b exits need orders).
-- INTERFACE:
--   victory.result() -> { winner, level, reason } | nil   ruleset.victory calls it
--   victory.points(side) -> number, breakdown            (bots, hosts)
--   victory.exit_brigade(brigade_key, exit_no)            movement.lua calls when the last
--                                                         unit of a brigade exits (5.5b)

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = {}

function M.result() return nil end
function M.points(side) return 0, {} end
function M.exit_brigade(brigade_key, exit_no) end

M.U = U
return M
