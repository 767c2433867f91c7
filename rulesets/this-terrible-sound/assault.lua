-- assault.lua — close combat (series S.6; charts.close_combat): who may attack (infantry in
-- line, bloodlust or normal, with orders.may_attack), 2.4 (Wilder dismounted may attack,
-- never mounted), 3.5 (dismounted Confederate cavalry may attack; other cavalry never),
-- the subsequence defender fires (range 0, -3 if attacked through its flank) -> attacker
-- morale -> attacker fires only if it passed -> defender morale -> retreat/advance.
-- Rule list: rules_fire.lua (3.5 and the S.6 entries).
--
-- USES: fire.resolve(hex, fire.points(u, hex, 0)..., { close_combat = true, flank = ... }),
--   morale.check, movement.flank_attack / retreat / advance, orders.may_attack.
-- INTERFACE:
--   assault.may_attack(unit) -> bool, why
--   assault.resolve(attackers, target_hex) -> { outcome = "taken" | "held" | "repulsed" }
--        (events.lua 4.4 "9th Ohio Attacks!" calls it)
-- ACTIONS: assault { units = [K...], target = HEX } in the close_combat phase.

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = { close_combat = {} }

function M.may_attack(unit) return false, "close combat is not implemented yet" end
function M.resolve(attackers, target_hex) return { outcome = "held" } end

M.U = U
return M
