-- What a unit shows players (the window's unit panel and the badges on its counter): its
-- strength, what it has done this phase and what it still may or must do, in the rules' words.
-- Only looks; called by the engine as the ruleset's `describe_unit` hook.

local U = require("util")
local movement = require("movement")
local combat = require("combat")

local D = {}

function D.describe_unit(u)
  local lines, badges = {}, {}
  local function line(label, value) lines[#lines + 1] = { label = label, value = tostring(value) } end
  local function badge(text, tip) badges[#badges + 1] = { text = text, tip = tip } end
  if U.is_train(u) then
    line("Supply train", "defence 1; moves only along roads and trails, never stacks (18.2)")
  else
    line("Strength", ("%d (attack and defence, 2.4)"):format(u.strength))
  end
  if not u.on_map then return { lines = lines, badges = badges } end
  local phase = sandtable.game.phase()
  local mine = u.side == sandtable.game.active_side()
  if mine and phase == "movement" then
    if movement.has_moved(u.key) then
      line("Movement", "moved this phase")
      badge("M", "moved this phase")
    else
      line("Movement", ("%d of %d MP (5.0)"):format(movement.left(u), movement.ALLOWANCE))
    end
  elseif mine and phase == "combat" and not U.night() then
    local c = U.cbt()
    if c.advanced[u.key] then
      line("Combat", "advanced after combat: may not attack again (7.75)")
    elseif c.used[u.key] then
      line("Combat", "has attacked this phase (7.14)")
      badge("A", "attacked this phase")
    else
      local owed = U.set(combat.obligations(u.side).units)
      if owed[u.key] then
        line("Combat", "must attack this phase (7.12)")
        badge("!", "must attack (7.12)")
      end
    end
  end
  if U.cbt().retreated[u.key] then
    line("Retreated", "adds nothing to a later defence this phase (7.74)")
    badge("R", "retreated this phase")
  end
  if u:has("ineffective") then
    line("Ineffective", "may not attack nor enter an enemy zone of control (11.2)")
    badge("I", "ineffective (11.2)")
  end
  if sandtable.move.in_enemy_zoc(u.hex, u.side) then
    line("Zone of control", "in an enemy zone of control: may not leave it by movement (5.13)")
  end
  return { lines = lines, badges = badges }
end

return D
