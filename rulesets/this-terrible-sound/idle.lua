-- idle.lua — why a unit on the map legitimately stands still this turn: the ruleset's
-- `idle_reason(unit)` hook, read by the stall report of bot games (src/lab/stall.rs). Only the
-- rules' own reasons to hold are given: what its command's accepted order (or the lack of one)
-- and 4.1's stoppage tell it to do. A unit under an attack or exit order, or a move or defend
-- order whose goal is still ahead of it, has no reason: standing still it is idle.
local U = require("util")

local M = {}

-- A unit within this many hexes of its order's goal has reached it (the bots' reading of "at
-- the goal": bots.lua's order_done and a defend order's march, "go to the goal if far").
local AT_GOAL = 3

local function orders() return require("orders") end

-- 4.1 the stopped command (a division, or the corps or wing above it) over `u`, or nil.
local function stopped_over(u)
  local o = orders()
  for _, k in ipairs(o.ancestors(o.command_of(u))) do
    if o.stopped(k) then return k end
  end
  return nil
end

-- A unit under a defend order with no enemy combat unit within this many hexes, away from its
-- goal, marches to the goal (bots.lua: "defend -> go to the goal if far and no enemy is near");
-- nearer the enemy it holds where it meets him.
local ENEMY_NEAR = 6

local function enemy_within(u, n)
  for _, e in ipairs(U.enemy_combat_units(u.side)) do
    if sandtable.map.distance(u.hex, e.hex) <= n then return true end
  end
  return false
end

-- Who holds a hex (victory.lua: 5.1 control), or nil.
local function held_by(hex)
  if not hex then return nil end
  local ok, h = pcall(function() return require("victory").holder(hex) end)
  return ok and h or nil
end

local function at_goal(u, order)
  return order.goal == nil or not sandtable.map.on_map(order.goal)
    or sandtable.map.distance(u.hex, order.goal) <= AT_GOAL
end

-- S.3.2 why `u` is out of command with no way back into it: a command of its chain has no
-- leader (or HQ) in play to trace to (command.in_command's reasons "... in play"), or nil. Out
-- of command it may not move closer to the enemy, and no move of its own mends that.
local function cut_off(u)
  local ok, why = require("command").in_command(u)
  if ok or type(why) ~= "string" or not why:find("in play", 1, true) then return nil end
  return why
end

-- 4.2/S.3.2 Why escort `u`, beyond its HQ's radius, has no move at all, or nil: every hex it
-- could reach is closer to the enemy, and out of command it may not approach him, so the rules
-- keep it where it stands until its HQ comes back within reach of it.
local function boxed_in(u)
  local C = require("command")
  if not u:prop("escort") or C.in_command(u) or #require("movement").reach(u, C.new_memo()) > 0 then return nil end
  local _, why = C.in_command(u)
  return ("S.3.2: out of command (%s), it has no move that does not approach the enemy"):format(why)
end

-- Whether every combat unit of the command of leader (or HQ, or wagon) `u` on the map holds:
-- stands in an enemy ZOC or has a reason of its own. Nil when none is on the map.
local function command_holds(u)
  local cmd = orders().command_of(u)
  local any = false
  for _, f in ipairs(cmd and require("command").units_of(cmd) or {}) do
    if f.on_map and U.is_combat(f) then
      any = true
      if not sandtable.move.in_enemy_zoc(f.hex, f.side) and M.reason(f) == nil then return false end
    end
  end
  return any or nil
end

-- Whether every combat unit of leader `u`'s command on the map is in command (S.3.1): a
-- leader's moves serve his command's radius, and none is then needed. Nil when none is there.
local function whole_in_command(u)
  local cmd = u.leader and u.leader.commands
  local C = require("command")
  local memo, any = C.new_memo(), false
  for _, f in ipairs(cmd and C.units_of(cmd) or {}) do
    if f.on_map and U.is_combat(f) then
      any = true
      if not C.in_command(f, memo) then return false end
    end
  end
  return any or nil
end

-- A supply wagon goes with its commander (bots.lua follower_move): within this many hexes of
-- him it is with him.
M.WAGON_NEAR = 2

-- S.4.3 Why supply wagon `u` stands where it is, or nil: it is with its commander, or no way a
-- wagon may take (roads and trails through the woods) leads to him.
local function wagon_waits(u)
  local l = require("command").followed(u)
  if not (l and l.on_map) then return nil end
  if sandtable.map.distance(u.hex, l.hex) <= M.WAGON_NEAR then
    return ("S.3.1: it stands with its commander (%s)"):format(l.key)
  end
  if not require("movement").wagon_field(l.hex, M.WAGON_NEAR)[u.hex] then
    return ("S.4.3: no road or trail leads a wagon to its commander (%s): woods are closed to wagons"):format(l.key)
  end
  return nil
end

-- S.3.1 Whether leader `u`'s command has no combat unit on the map (all yet to come, gone or
-- eliminated): he has nobody to lead.
local function leads_nothing(u)
  local cmd = u.leader and u.leader.commands
  for _, f in ipairs(cmd and require("command").units_of(cmd) or {}) do
    if f.on_map then return false end
  end
  return cmd ~= nil
end

-- The reason `u` holds, or nil (free to act). Leaders, HQs and wagons go with their command:
-- they hold while all of it holds (S.3.1: they stay within their radius of it), else by its
-- order (orders.current reads a leader's command, an HQ's or wagon's parent).
function M.reason(u)
  if not u.on_map then return nil end
  if not require("movement").in_area(u.hex) then
    -- (6.3 sets 1/Cav up on Map D as printed, outside its playing area: movement.lua offers
    -- such a unit no hex, as every move must end inside the area)
    return "6.0: it stands outside the scenario's playing area: it has no hex to move to"
  end
  if U.is_wagon(u) then
    local why = wagon_waits(u)
    if why then return why end
  end
  if not U.is_combat(u) and command_holds(u) then
    return "S.3.1: it stays with its command, which holds"
  end
  if U.is_leader(u) and leads_nothing(u) then
    return "S.3.1: no unit of his command is on the map: he has nobody to lead"
  end
  if U.is_leader(u) and whole_in_command(u) then
    return "S.3.1: every unit of his command is in command: he stands where he keeps it so"
  end
  local esc = u:prop("escort")
  local hq = esc and sandtable.units.get(esc)
  if hq and hq.on_map and require("command").in_command(u) then
    return ("4.2: it guards %s, within its radius"):format(esc)
  end
  if U.is_leader(u) and u.leader and orders().echelon(u.leader.commands) == "army" then
    return "S.2: the army commander writes the orders from where he stands"
  end
  if u:has("building") then return "4.3b: building breastworks (it may not move)" end
  local stopped = stopped_over(u)
  if stopped then return ("4.1: %s is in attack stoppage (it may defend, not advance)"):format(stopped) end
  local cut = cut_off(u)
  if cut then return ("S.3.2: out of command (%s): it may not approach the enemy"):format(cut) end
  local boxed = U.is_combat(u) and boxed_in(u)
  if boxed then return boxed end
  local order = orders().current(u)
  if order == nil then return "S.2.1: no accepted order: its command may only defend in place" end
  if order.type == "reserve" then return "S.2.1: under a reserve order: it awaits further orders" end
  if order.type == "defend" and (at_goal(u, order) or enemy_within(u, ENEMY_NEAR) or held_by(order.goal) == U.enemy(u.side)) then
    -- (a goal the enemy holds is retaken by a counterattack, not by a march onto it)
    return ("S.2.1: under a defend order (%s): it holds, it may not advance on the enemy"):format(tostring(order.goal or u.hex))
  end
  if order.type == "attack" and order.goal and held_by(order.goal) == u.side and at_goal(u, order) then
    return ("S.2.1: its attack order's goal (%s) is taken: it holds the objective"):format(tostring(order.goal))
  end
  if order.type == "move" and at_goal(u, order) then
    return ("S.2.1: its move order's goal (%s) is reached: it halts there"):format(tostring(order.goal))
  end
  return nil
end

return M
