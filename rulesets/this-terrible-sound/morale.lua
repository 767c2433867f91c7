-- morale.lua — morale states (bloodlust, normal, shaken, disorganized, routed), the
-- straggler tables and the morale table (series S.7), rally, wrecks of regiments, brigades,
-- divisions (S.8, seed 5.4's counting), straggler recovery (S.8, 4.2 escorts never, 5.4 not
-- off map when wrecked), routed movement obligations (with movement.retreat), bloodlust's
-- obligation to assault, night effects on stragglers (S.10). Rule list: rules_morale.lua.
--
-- STATE: unit statuses (U.set_morale_state), props.stragglers / props.killed (U.lose,
--   U.straggle, U.recover), vars.wrecked = { brigades = { [key] = true }, divisions = {...} }.
-- INTERFACE:
--   morale.apply_fire(target_hex, loss, opts) -> { [unit key] = { lost, stragglers, state } }
--        splits a fire result among the hex's units (largest first, reconstructed), rolls the
--        straggler table (1 with a loss, 2 without), then the morale check; opts: { flank,
--        night, miss = n (negative fire value), close_combat = bool }
--   morale.check(unit, modifier, why, opts) -> new state     charts.morale_table + modifiers
--   morale.brigade_wrecked(key) -> bool ; morale.division_wrecked(key) -> bool
--   morale.wrecked_regiments(division_key) -> n    (orders.lua 4.1 stoppage row)
--   morale.wrecked_divisions(side) -> n             (events.lua panic / pessimism)
--   morale.wrecked_brigades(corps_key) -> n         (victory.lua 5.4)
-- ACTIONS (rally phase): rally { unit = K }; recover_stragglers runs by itself in
--   on_phase_begin("rally") on the hour and at night (charts.straggler_recovery).

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = { rally = {} }

function M.apply_fire(target_hex, loss, opts) return {} end
function M.check(unit, modifier, why, opts) return U.morale_state(unit) end
function M.brigade_wrecked(key) return false end
function M.division_wrecked(key) return false end
function M.wrecked_regiments(division_key) return 0 end
function M.wrecked_divisions(side) return 0 end
function M.wrecked_brigades(corps_key) return 0 end

M.U = U
return M
