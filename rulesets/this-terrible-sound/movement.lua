-- movement.lua — formations, facing, zones of control, stacking, movement and night movement
-- (series S.4), reinforcements and exits (scenario schedules, 4.6 shifting reinforcements),
-- terrain rules 1.1, 1.2, 1.4 (orchard line of sight), 1.5, breastworks 4.3a-c (building and
-- the marker; the fire shift and morale bonus are read by fire.lua/morale.lua), bridges
-- 4.5a-b, escorts' 6-MP leash (4.2, with command.lua), 6.0 scenario conventions (half maps,
-- set-up overstacking, set-up zones "w/i N"). Rule list: rules_movement.lua.
--
-- Costs come from the kernel (ruleset.lua declares charts.terrain_effects and the allowances
-- by type and formation): use sandtable.move.path / reachable / step; add the rules the kernel
-- cannot know (stacking by SP, command radius, routed units' retreat, night forest x2).
-- STATE: vars.breastworks = { [hex] = { facing = { dirs }, side } }, vars.building =
--   { [hex] = { turns = n, facing = { dirs } } }, vars.bridges_burned = { [name] = true },
--   vars.shifted = { [reinforcement id] = { hex, turn } }, vars.exited = { [unit] = { turn, hex } }.
-- INTERFACE:
--   movement.frontal(unit, hex) -> bool     hex is in the unit's front (line/unlimbered facing)
--   movement.flank_attack(target, from_hex) -> bool   from_hex is not in the target's front
--   movement.upslope(from_hex, to_hex) -> bool       crossing slope/extreme slope upward
--   movement.breastworks_cover(target, from_hex) -> bool   4.3c the target's breastwork
--                                                  faces from_hex (3 hexsides)
--   movement.retreat(unit, hexes, from_hex, why) -> bool    away from from_hex; false if it
--                                                  cannot (morale.lua then eliminates/captures)
--   movement.advance(unit, hex, why)               assault's advance after combat
--   movement.delay_next_reinforcement(side, turns, why)   4.4 Delay Reinforcements
--   movement.random_move(unit, hexes, why)         4.4 random movement (ignores radius)
--   movement.bridge_intact(name) -> bool           4.5; victory.lua 5.1
-- ACTIONS (movement phase): move, formation, face, enter, exit, build_breastworks (4.3a,
--   after orders.initiative(leader, "breastworks")), destroy_bridge / repair_bridge (4.5,
--   command phase: "order acceptance phase"), shift_reinforcement (4.6).

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = { movement = {} }

function M.frontal(unit, hex) return true end
function M.flank_attack(target, from_hex) return false end
function M.upslope(from_hex, to_hex) return false end
function M.breastworks_cover(target, from_hex) return target:has("breastworks") end
function M.retreat(unit, hexes, from_hex, why) return false end
function M.advance(unit, hex, why) end
function M.delay_next_reinforcement(side, turns, why) end
function M.random_move(unit, hexes, why) end
function M.bridge_intact(name) return true end

M.U = U
return M
