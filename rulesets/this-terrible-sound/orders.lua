-- orders.lua — the command phase's orders system (series core S.2, S.3.4; seed 2.1, 2.2,
-- 2.3 (Mendenhall's initiative command), 2.4/2.5 (order channels of Wilder and 2/2/Res),
-- 2.7f, 3.1, 3.2, 3.3-3.3e (wings), 3.4, 3.6 (Miners and Sappers' acceptance), 3.7c, 3.7e,
-- 4.1 divisional attack stoppage). Rule list: rules_orders.lua.
--
-- STATE (vars.orders): { [side] = { [order_id] = order } }, an order =
--   { id, side, from = leader key, to = command key, kind = "attack" | "defend" | "move" |
--     "divisional_goal" | "brigade_goal" | "exit" | "create_wings" | "dissolve_wings" |
--     "rejoin" | "bridge_repair" | "breastworks", method = "ipv" | "ao" | "aw",
--     complex = bool, force = 0|1|2, objective = { hexes } | nil, text,
--     status = "transit" | "A" | "D1".."D6" | "Dt", arrives = turn, issued = turn,
--     initiative = bool }
-- vars.stopped = { [division key] = { turn, by = "4.1" | "4.4" } }: divisions in attack
-- stoppage; vars.no_orders = { [command key] = true } (4.1 reverted goals).
-- Scenario orders (vars.orders in the scenario files, the seed's "Orders:") are loaded at
-- on_game_begin into this state with status "A" (or the D-status the scenario gives).
--
-- INTERFACE (for other modules):
--   orders.current(command_key) -> order | nil    the accepted order governing a command
--                                                 (walks up to division/corps/wing/army)
--   orders.may_attack(unit) -> bool, why          false when its division is stopped (4.1),
--                                                 has no attack order, or Bragg's pessimism
--   orders.stop_division(div_key, why)            4.1 stoppage (events.lua 4.4 results too)
--   orders.stop_corps(corps_key, why)             every attacking division of a corps
--   orders.worsen_one(side, why)                  4.4 "Orders delay" (charts.delay_worsen)
--   orders.accept_one(side, why)                  4.4 "Immediate order acceptance"
--   orders.throw_away(side, leader_key, turns, why)  4.4 "Poor staff work"
--   orders.initiative(leader, purpose) -> ok, loose_cannon   S.2.6 roll (charts.initiative);
--                                                 purpose "breastworks" (4.3a) counts the limits
--   orders.note_fired_at(unit)                    fire.lua calls for every small-arms target:
--                                                 its division checks 4.1 next command phase
-- ACTIONS (command phase): send_order, roll_initiative, create_wings (3.3), bypass_wings (3.3e)
-- HOOKS: on_game_begin (load scenario orders), on_phase_begin("command"): 3.3e bypass roll,
--   4.1 stoppage checks, delay recovery of orders in D1-D6, arrivals of orders in transit and
--   their acceptance rolls; pending("command") while the player may still send orders.

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = { command = {} }

function M.current(command_key) return nil end -- stub: no orders yet
function M.may_attack(unit) return true end -- stub: everyone may attack until orders exist
function M.stop_division(div_key, why) sandtable.log.event("stoppage", "4.1 " .. div_key .. " stops (not implemented)", { division = div_key, why = why }) end
function M.stop_corps(corps_key, why) sandtable.log.event("stoppage", "corps stoppage " .. corps_key .. " (not implemented)", { corps = corps_key, why = why }) end
function M.worsen_one(side, why) end
function M.accept_one(side, why) end
function M.throw_away(side, leader_key, turns, why) end
function M.initiative(leader, purpose) return false, false end
function M.note_fired_at(unit) end

M.U = U
return M
