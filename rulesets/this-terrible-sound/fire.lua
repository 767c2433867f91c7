-- fire.lua — fire combat (series S.5): small-arms and artillery fire, fire levels, fire
-- points, the Fire Combat Table with the rounder, column shifts, low ammunition and
-- artillery ammunition (S.9), leader casualty checks after fire (with command.lua), and the
-- seed's fire rules: 2.3 (Mendenhall's grand battery, past the three-battery limit), 2.4 (left
-- shift against dismounted Wilder), 2.6 (the Reserve Corps Ammunition Train), 4.3c (the
-- breastworks shift), designer's notes (fire beyond 500 yards hits only the guns).
-- Rule list: rules_fire.lua.
--
-- PIPELINE (one fire): total fire points of the firers at the target hex (charts.small_arms /
-- gun_types x artillery_range x artillery_vs) -> column (charts.fire_columns) -> shifts
-- (charts.fire_shifts, each line once) -> 2d6 on charts.fire_table -> rounder for .5 ->
-- losses split among the target hex's units by morale.apply_fire(...) (stragglers and morale
-- checks) -> leader casualty check (charts.leader_loss) -> orders.note_fired_at(target) for
-- small arms. Low ammo: a natural 2 or 12 on the fire dice (charts.ammunition).
-- INTERFACE:
--   fire.points(unit, target_hex, range) -> number     one firer's fire points
--   fire.column(points, shifts) -> label               charts.fire_columns after shifts
--   fire.resolve(target_hex, points, shifts, opts) -> result   the table roll and its
--        consequences; opts: { firers = {units}, range, flank = bool, close_combat = bool,
--        no_low_ammo = bool, column = label (forces a column: 4.4 Friendly Fire "4-6") }
--        result = { column, roll, value, loss, morale_mod }
--   fire.ammo(side) -> number | "unlimited"          artillery pool (vars.ammunition)
-- ACTIONS: fire { units = [K...], target = HEX } in defensive_fire (the inactive side) and
--   offensive_fire (the phasing side); resupply (rally phase).

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = { defensive_fire = {}, offensive_fire = {} }

function M.points(unit, target_hex, range) return 0 end
function M.column(points, shifts) return "<1" end
function M.resolve(target_hex, points, shifts, opts) return { column = "<1", roll = 0, value = 0, loss = 0, morale_mod = 0 } end
function M.ammo(side)
  local a = sandtable.vars.get("ammunition")
  return a and a[side] or "unlimited"
end

M.U = U
return M
