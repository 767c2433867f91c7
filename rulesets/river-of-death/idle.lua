-- Why a unit that did nothing this turn was holding, not idle (the ruleset's `idle_reason` hook,
-- read by the stall report of bot games). Only reasons the rules or the computer players' plan
-- give; nil for every other unit, whatever it is doing.
local U = require("util")

local M = {}

local WORK_RULE = { entrench = "6.62", dismantle = "6.68", destroy = "6.843", rebuild = "6.844", search = "6.854" }

-- 6.622, 6.842, 6.844, 6.854: a unit at work stays in its hex until the work is done.
local function at_work(u)
  local w = u:prop("work")
  if not w then return nil end
  return ("%s: at work (%s) at %s"):format(WORK_RULE[w.kind] or "6.6", w.kind, u.hex)
end

-- 12.122 Wilder and Lilly held, 12.423 Polk not started: the rules forbid the move.
local function held_by_rule(u)
  local ok, why = require("arrivals").may_move(u, {})
  if ok == false then return why end
  return nil
end

-- The day's objective hexes of 11.31-11.33 as the computer players read them (bots.goal_of):
-- a unit standing on one holds it. On the 20th, the Kelly house and Snodgrass Hill count only
-- where the Union may remain on the field (11.33 b2); 12.46 and 12.56 fix b1, where no hex is
-- held for points.
local function on_objective(u)
  if not U.is_combat(u) then return nil end
  local clock = sandtable.game.clock()
  if clock.day == 2 then
    local sc = sandtable.game.scenario()
    if sc and sc.victory and sc.victory.union_choice == "b1" then return nil end
  end
  local _, goals = require("bots").goal_of(u)
  for _, h in ipairs(goals or {}) do
    if h == u.hex then
      return ("%s: holds the objective hex %s"):format(({ [0] = "11.31", "11.32", "11.33" })[clock.day] or "11.3", h)
    end
  end
  return nil
end

-- 5.21: a leader whose whole command on the map is within his command radius is where he
-- must be (a leader's only task is command control).
local function with_command(u)
  if not U.is_leader(u) then return nil end
  local cmd = u.leader and u.leader.commands
  if not cmd then return nil end
  local command = require("command")
  local r = command.radius(u)
  if r <= 0 then return nil end
  local under = require("lib.oob").under
  local n = 0
  for _, x in ipairs(sandtable.units.all{ side = u.side, sort = "key" }) do
    if x.on_map and U.is_combat(x) and x.parent and under(x.parent, cmd) then
      if sandtable.map.distance(x.hex, u.hex) > r then return nil end
      n = n + 1
    end
  end
  if n == 0 then return nil end
  return ("5.21: %d units of %s within his radius of %d"):format(n, cmd, r)
end

-- 5.21: a leader who can reach no hex that puts more of his command within his radius
-- (command.best_post) stands where he keeps most of it in command; one with none of it in
-- radius is not holding anything.
local function best_placed(u)
  if not U.is_leader(u) or u:prop("rank") == "army" then return nil end
  local _, best, here, size = require("command").best_post(u)
  if not best or here == 0 or best > here then return nil end
  return ("5.21: no hex within his reach puts more of his command within his radius (%d of %d units)"):format(here, size)
end

-- 5.311: an army leader stacked with a corps or wing leader adds a hex to his radius; that is
-- the army leader's only task.
local function extending_radius(u)
  if not U.is_leader(u) or u:prop("rank") ~= "army" then return nil end
  local wings = sandtable.vars.get("wings")
  for _, l in ipairs(sandtable.units.at(u.hex)) do
    if l ~= u and U.is_leader(l) and l.side == u.side
      and (l:prop("rank") == "corps" or (type(wings) == "table" and wings[l.key] ~= nil)) then
      return ("5.311: stacked with %s, whose command radius he extends"):format(l.key)
    end
  end
  return nil
end

-- 6.13: a battery in a pocket walled in by steep slopes (U.pens_guns), such as the Vittetoe
-- house (0422) on the generated map, where a rout may leave it, can never move out of it again.
local function guns_walled_in(u)
  if not U.is_artillery(u) or U.routed(u) or not U.pens_guns(u.hex) then return nil end
  return ("6.13: steep slopes round %s are prohibited to limbered guns"):format(u.hex)
end

-- 6.47/5.26: a unit out of command control may not change formation, and unlimbered guns do
-- not move (6.12): a battery left unlimbered out of its leader's radius is held where it
-- stands until a leader brings it back into command (the computer players' leaders go to the
-- centre of their command, 5.21, and may leave an outlying battery out, as Art/Cleburne).
local function guns_out_of_command(u)
  if not U.is_artillery(u) or u.formation ~= "unlimbered" or U.routed(u) then return nil end
  if require("command").in_command(u) then return nil end
  return ("6.47/5.26: %s is unlimbered out of command control and may not limber"):format(u.key)
end

-- 6.812: a wagon moves along roads only and never through a friendly unit. One with no road
-- hex open to it nearer area F (the computer players march the Union wagons there, 11.34) is
-- held where it is by friends it may not pass, such as guns walled in on its road.
local function wagon_blocked(u)
  if not U.is_wagon(u) then return nil end
  local f = sandtable.move.field(sandtable.map.area("F"), { class = "wagon", steps = true })
  local here = f[u.hex]
  if not here or here == 0 then return nil end
  for _, d in ipairs(require("movement").reach(u)) do
    if (f[d.hex] or here) < here then return nil end
  end
  return ("6.812: no road hex nearer area F open to it from %s (friendly units in the way)"):format(u.hex)
end

function M.idle_reason(u)
  return at_work(u) or held_by_rule(u) or on_objective(u) or with_command(u) or best_placed(u) or extending_radius(u)
    or guns_walled_in(u) or guns_out_of_command(u) or wagon_blocked(u)
end

return M
