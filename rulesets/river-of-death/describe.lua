-- What a unit shows players (the window's unit panel and the badges on its counter):
-- strength and its side (7.21), formation and facing (6.3, 6.4), morale level (7.62), command
-- control (5.2), routed (7.65), works and the markers of 6.6-6.8, and the movement points left
-- in its own movement phase. Only looks; the ruleset's `describe_unit` hook.

local U = require("util")

local D = {}

local MARKS = {
  { "routed", "R", "routed (7.65)" },
  { "captured", "C", "captured artillery: may not fire this turn (8.34)" },
  { "digging", "T", "digging trenches (6.623)" },
  { "searching", "S", "searching for a ford (6.854)" },
  { "destroying", "X", "destroying a bridge (6.843)" },
  { "rebuilding", "B", "rebuilding a bridge (6.844)" },
  { "fired", "F", "fired this combat phase (7.34)" },
}

function D.describe_unit(u)
  local lines, badges = {}, {}
  local function line(label, value) lines[#lines + 1] = { label = label, value = tostring(value) } end
  if U.is_leader(u) then
    line("Leader", u.leader and u.leader.commands and ("commands " .. u.leader.commands) or "leader")
  elseif U.is_combat(u) then
    line("Strength", ("%d of %d%s"):format(u.strength, u.max_strength, U.half(u) and ", half-strength side (7.21)" or ""))
    line("Formation", u.formation or "none")
    if U.has_facing(u) and u.facing then line("Facing", u.facing) else line("Facing", "none (6.34)") end
    line("Morale", ("level %d (7.62)"):format(U.morale_level(u)))
    if u.on_map then
      line("Command", require("command").in_command(u) and "in command (5.2)" or "out of command (5.2)")
    end
  end
  for _, m in ipairs(MARKS) do
    if u:has(m[1]) then
      line("Marker", m[3])
      badges[#badges + 1] = { text = m[2], tip = m[3] }
    end
  end
  if u:prop("captured_from") then line("Captured", "from the " .. u:prop("captured_from") .. " (7.72)") end
  if u.on_map and not U.is_leader(u) and u.side == sandtable.game.active_side()
    and sandtable.game.phase() == "movement" then
    line("MP left", require("movement").left(u))
  end
  return { lines = lines, badges = badges }
end

return D
