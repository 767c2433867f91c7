-- events.lua — 4.4 Random Events (4.4a-4.4d) and both sides' Random Events and Leader Tables
-- (charts.random_events), plus the designer's-note rule against re-targeting a leader.
-- Rule list: rules_orders.lua (4.4x).
--
-- WHEN: last in the friendly command phase (4.4a), after acceptance: orders.lua's
--   on_phase_begin("command") runs first because MODULES lists orders before events; the
--   roll itself is made in events.on_phase_end("command") so that everything the player does
--   in the command phase precedes it. Never in scenarios with vars.random_events == false
--   (4.4b: 6.1-6.3).
-- STATE: vars.events = { pessimism_until = turn, staff_work = { [leader] = until },
--   targeted = { [side] = { leader keys } }, walker = {...}, oates = bool,
--   whitaker_until = turn, walthall_turn = turn, cheatham_day = day }.
-- USES: orders.stop_division / stop_corps / worsen_one / accept_one / throw_away;
--   command.leader_casualty(leader, "wounded"|"killed", why); fire.resolve_on_column(target,
--   "4-6", { flank = true, no_low_ammo = true }) (Friendly Fire); movement.delay_next_reinforcement
--   (side, 8); movement.random_move(unit, 3); assault.resolve({ unit }, target_hex) (9th Ohio);
--   morale.wrecked_divisions(side) (Army Panic, Bragg's Pessimism).
-- INTERFACE: events.walthall_active() -> bool (fire.lua's -1 shift), events.pessimism(side) ->
--   bool (orders.lua: no attack orders, no exits), events.roll(side) (tests).

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = {}

function M.walthall_active() return false end
function M.pessimism(side) return false end
function M.roll(side) end -- stub: not implemented

M.U = U
return M
