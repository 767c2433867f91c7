-- command.lua — leaders and the chain of command: echelons, command radii, attachments and
-- detachments, wings as structure, leader casualties and replacements, HQs, escorts.
-- Seed 2.1/3.1 (army command and succession), 2.2a-c/3.4a-c (attachments), 2.3 (Mendenhall's
-- ad hoc command as structure), 2.4 (Wilder's radius), 2.5 (2/2/Res as a division), 3.3d
-- (wing dissolved on the commander's loss), 4.2 (HQ guards within 6 MP, trace to the HQ),
-- series S.3 (radii, out of command, leader casualties). Rule list: rules_command.lua.
--
-- STATE: vars.attachments = { [division or brigade key] = new parent key }, vars.wings =
--   { active = bool, [wing HQ] = { commander, divisions = { keys } } }, vars.mendenhall =
--   { batteries = { keys } }, vars.walker = { units = { keys }, division = key } (4.4).
--   Leaders carry props.rank, seniority, anti_initiative, rating, replacement.
-- INTERFACE:
--   command.echelon(leader) -> "army"|"wing"|"corps"|"division"|"brigade"|nil
--   command.leader_of(command_key) -> leader handle | nil
--   command.parent_of(command_key) -> command key (after attachments, wings, Mendenhall)
--   command.division_of(unit) -> key | nil ; command.corps_of(unit) -> key | nil
--   command.brigade_of(unit) -> key | nil
--   command.units_of(command_key) -> { handles } (combat units under it, attachments applied)
--   command.radius(leader) -> MP (charts.command_radius by echelon)
--   command.in_command(unit) -> bool, why   (radius to its brigade leader, brigade leader to
--                                            division, division to corps HQ; escorts to HQ)
--   command.leader_casualty(leader, "wounded"|"killed", why)  removes him, brings the
--        replacement (props.replacement leader of the command, else senior subordinate),
--        2.1/3.1 army succession by seniority, 3.3d dissolves his wing
--   command.army_commander(side) -> leader | nil
--   command.attach(key, to_key, why) -> ok, why   (2.2/3.4 limits)
-- HOOKS: on_game_begin (scenario attachments from vars.orders "attached to").

local U = require("util")
local M = {}

M.actions = {}
M.phase_actions = {}

-- Minimal working version used by util.rating: the echelon of the command a leader commands.
function M.echelon(leader)
  local c = leader.leader and leader.leader.commands
  if not c then return nil end
  local ok, cmds = pcall(function() return sandtable.game.scenario().commands end)
  if ok and type(cmds) == "table" then
    for _, x in ipairs(cmds) do if x.key == c then return x.echelon end end
  end
  return nil
end

function M.leader_of(command_key) return nil end
function M.parent_of(command_key) return nil end
function M.division_of(unit) return nil end
function M.corps_of(unit) return nil end
function M.brigade_of(unit) return unit.parent end
function M.units_of(command_key) return {} end
function M.radius(leader) return 0 end
function M.in_command(unit) return true end
function M.leader_casualty(leader, result, why) end
function M.army_commander(side) return nil end
function M.attach(key, to_key, why) return false, "not implemented" end

M.U = U
return M
