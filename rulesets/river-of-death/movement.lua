-- 6.1-6.5 movement, zones of control, facing, formations, stacking; 6.81-6.82 wagons and
-- Wilder; 6.9 withdrawal fire (when it is triggered: fire.lua fires it); 7.66 routed movement;
-- 10.1/10.4 night movement; 5.26's movement effects of being out of command control.
--
-- Actions of the movement phase (6.11):
--   { kind = "move", unit = KEY, to = HEX, facing = DIR?, path = { HEX, ... }? }
--       move one unit; `facing` is its facing at the end (units with a facing, 6.33; default:
--       the facing it arrives with); `path` the hexes it moves through (the start hex may be
--       left out; default: the cheapest path)
--   { kind = "face", unit = KEY, facing = DIR }                           6.33 change facing
--   { kind = "formation", unit = KEY, formation = ID, facing = DIR? }     6.42 change formation
--       (`facing` is needed when a unit without facing forms one with a facing: column to
--       line, limbered to unlimbered)
--
-- Interface for the other modules:
--   M.allowance(u, formation?) -> mp       6.12/5.26 the unit's movement allowance
--   M.spent(u) / M.left(u) -> mp           movement points spent / left this movement phase
--   M.spend(u, mp)                         records movement points spent (6.723 entry costs)
--   M.stopped(u) -> boolean                6.16 it entered an enemy ZOC this phase
--   M.zoc(side) -> { [hex] = true }        6.21-6.25 hexes in the ZOC of units hostile to `side`
--   M.in_enemy_zoc(u | hex, side?) -> boolean
--   M.frontal(u) -> { dir, dir, dir } | nil   6.32 the three frontal directions (nil: no facing)
--   M.force_formation(u, formation, facing?)  7.36 involuntary change: no cost, no withdrawal
--                                             fire (6.92), no command control needed (6.47)
--   M.step_cost(u, from, to, class?) -> mp | nil, reason   one step under the terrain chart
--   M.search(u, budget, relax?) -> { [hex] = mp }, { [hex] = previous hex }   the move search
-- Extension points other modules may define (called if present, in module order):
--   may_move(u, path) -> true | false, reason     a rule of theirs forbids the move (12.121 …)
--
-- The searching is the kernel's (sandtable.move): the Terrain Effects chart is declared in
-- ruleset.lua (costs per class, 10.41/10.42 night in the woods, 6.41 roads over streams for
-- march formations, a bridge over a ford, 6.69 entrenchments as a hexside kind works.lua puts
-- on the map), and this module says which hexes a search may not enter (6.51 enemy units,
-- 6.812 wagons and friends, the adjacency rules) and which it may (5.322 lone enemy leaders).

local U = require("util")
local command = require("command")
local fire = require("fire")
local works = require("works")
local arrivals = require("arrivals")

local M = { actions = {}, phase_actions = { movement = { "move", "face", "formation" } } }

local EXT = { works, arrivals, command }

---------------------------------------------------------------------------------------------
-- Directions: the map's (scripts/lib/hexdirs.lua over sandtable.map.directions, .turn; River
-- of Death's is pointy-topped)
---------------------------------------------------------------------------------------------
local dirs = require("lib.hexdirs")
local actions = require("lib.actions")
local norm_dir, rotate = dirs.normalize, dirs.rotate

-- 6.32 The three frontal directions of a facing.
local frontal_of = dirs.front

local function is_frontal(f, d)
  if not f then return true end -- 6.34 no facing: all six hexes are frontal
  return d == f or d == rotate(f, -1) or d == rotate(f, 1)
end

function M.frontal(u)
  if not U.has_facing(u) then return nil end
  return frontal_of(u.facing)
end

---------------------------------------------------------------------------------------------
-- Movement allowances (6.12) and movement classes (6.41)
---------------------------------------------------------------------------------------------
local FORMATIONS = {
  infantry = { line = "infantry_line", column = "infantry_column" },
  cavalry = { line = "cavalry_dismounted", mounted = "cavalry_mounted" },
  artillery = { limbered = "artillery_limbered", unlimbered = "artillery_unlimbered" },
  horse_artillery = { limbered = "horse_artillery_limbered", unlimbered = "artillery_unlimbered" },
}

-- The formations a unit type may take (6.41-6.43); leaders and wagons have none.
function M.formations_of(u)
  local f = FORMATIONS[u.type]
  if not f then return {} end
  local out = {}
  for k in pairs(f) do out[#out + 1] = k end
  table.sort(out)
  return out
end

-- 6.12 The movement allowance of the unit in `formation` (default its own), halved (rounded
-- down) when it is out of command control (5.26). A `movement` prop (12.425) overrides the chart.
function M.allowance(u, formation)
  formation = formation or u.formation
  local a = u:prop("movement")
  if a == nil then
    local ma = U.chart("movement_allowance")
    if U.is_leader(u) then
      a = ma.leader
    elseif U.is_wagon(u) then
      a = ma.wagon
    else
      local key = (FORMATIONS[u.type] or {})[formation or ""]
      a = key and ma[key] or u.movement or 0
    end
  end
  -- 5.26 Out of command control: the movement allowance is halved (round down).
  if not U.is_leader(u) and not command.in_command(u) then a = math.floor(a / 2) end
  return a
end

-- 6.41 The movement class (column of the Terrain Effects chart) of the unit in `formation`.
local function class_of(u, formation)
  if U.is_leader(u) then return "leader" end
  if U.is_wagon(u) then return "wagon" end
  formation = formation or u.formation
  if formation == "column" or formation == "mounted" or formation == "limbered" then return formation end
  if formation == "unlimbered" then return "limbered" end
  return "line" -- infantry in line, dismounted cavalry (6.12)
end


---------------------------------------------------------------------------------------------
-- Records of the movement phase, in the unit's prop `mv` stamped with the game turn (a unit
-- moves only in its own side's movement phase, so a stale stamp reads as nothing spent; 6.15
-- points are never carried over).
---------------------------------------------------------------------------------------------
local function rec(u)
  local r = u:prop("mv")
  if type(r) ~= "table" or r.turn ~= sandtable.game.turn() then
    return { turn = sandtable.game.turn(), mp = 0 }
  end
  return r
end

local function save(u, r) sandtable.units.set_prop(u, "mv", r) end

function M.spent(u) return rec(u).mp or 0 end
function M.stopped(u) return rec(u).stopped == true end
function M.left(u) return math.max(0, M.allowance(u) - M.spent(u)) end

function M.spend(u, mp)
  local r = rec(u)
  r.mp = (r.mp or 0) + mp
  save(u, r)
end

---------------------------------------------------------------------------------------------
-- Zones of control (6.2)
---------------------------------------------------------------------------------------------

-- 6.21 A unit's ZOC covers its three frontal hexes only; 6.23/6.24 it extends across the
-- creek, bridges, fords, streams and every terrain; 6.25 units without facing (6.34: routed,
-- leaders, limbered artillery, columns, digging units, wagons) have none (6.812 wagons,
-- 7.662 routed).
function M.zoc_of(e)
  if not e.on_map or not U.is_combat(e) or not U.has_facing(e) then return {} end
  local out = {}
  for _, d in ipairs(frontal_of(e.facing)) do
    local n = sandtable.map.neighbor(e.hex, d)
    if n then out[#out + 1] = n end
  end
  return out
end

-- The kernel's zones (ruleset.lua declares them: "front" for units with facing, none for
-- columns, limbered artillery, leaders and wagons, suppressed by "routed" and "digging") are
-- the same hexes M.zoc_of gives unit by unit.
function M.zoc(side)
  local z = {}
  for _, h in ipairs(sandtable.move.zoc(side)) do z[h] = true end
  return z
end

function M.in_enemy_zoc(x, side)
  local hex = x
  if type(x) ~= "string" then hex, side = x.hex, side or x.side end
  if not hex then return false end
  return sandtable.move.in_enemy_zoc(hex, side)
end

---------------------------------------------------------------------------------------------
-- Terrain (6.13, 6.41, 6.83, 10.41, 10.42): the kernel's step over the declared chart; this
-- module names the rule that closes a step.
---------------------------------------------------------------------------------------------
local has = require("lib.tables").contains

-- The rule a refused step breaks, from the kernel's reason (sandtable.move.step).
local function refusal(u, why, from, to)
  if why.why == "closed" then return "6.51: units may never enter a hex occupied by an enemy unit" end
  if why.why == "hexside" then
    if why.kind == "creek" then return "6.83: Chickamauga Creek may only be crossed at bridges and located fords" end
    if why.kind == "entrenchment" then
      return ("6.69: limbered artillery may never cross an entrenched hexside (%s/%s)"):format(from, to)
    end
    return ("6.13: the %s hexside is prohibited for this unit"):format(why.kind)
  end
  if why.night then
    return "10.41: at night units in march formation may not enter woods except along a road or trail"
  end
  if U.is_wagon(u) then return "6.812: wagons may only move along roads" end
  return ("6.13: %s is prohibited terrain for this unit"):format(tostring(why.kind))
end

-- The cost of one step from `from` into the adjacent `to` for unit `u` moving as movement
-- class `class`, or nil and the reason it is prohibited. `open`: hexes of enemy units the
-- step may enter (5.322); `night`: false to ignore night (7.66 routed units).
local function step_cost(u, class, from, to, open, night)
  local c, why = sandtable.move.step(u, to, { from = from, class = class, open = open, night = night })
  if c then return c end
  return nil, refusal(u, why or { why = "closed" }, from, to)
end

function M.step_cost(u, from, to, class)
  return step_cost(u, class or class_of(u), from, to, { to })
end

---------------------------------------------------------------------------------------------
-- The search: every hex the unit may end a move in, with the cheapest path.
---------------------------------------------------------------------------------------------

-- The hexes enemy units hold, the hexes adjacent to them, and the hexes holding enemy leaders
-- alone (5.322: a combat unit may enter or pass them; command.overrun settles the leaders).
local function enemy_hexes(side, combat)
  local held, adj, leaders = {}, {}, {}
  for _, e in ipairs(sandtable.units.all{ side = U.enemy(side) }) do
    if e.on_map then
      if U.is_leader(e) then
        if leaders[e.hex] == nil then leaders[e.hex] = true end
      else
        leaders[e.hex] = false
      end
      held[e.hex] = true
      for _, n in ipairs(sandtable.map.neighbors(e.hex)) do adj[n] = true end
    end
  end
  local lone = {}
  if combat and command.overrun then
    for h, alone in pairs(leaders) do
      if alone then held[h], lone[h] = nil, true end
    end
  end
  return held, adj, lone
end

-- Why the unit may not voluntarily move adjacent to an enemy unit, or nil if it may.
local function adjacency_rule(u)
  if U.routed(u) then return "7.663: routed units may never voluntarily move adjacent to enemy units" end
  if U.night() then return "10.1: during night turns units may not voluntarily move adjacent to an enemy unit" end
  if u.formation == "column" or u.formation == "limbered" then
    return "6.12: limbered artillery and infantry in column may not voluntarily move adjacent to an enemy unit"
  end
  if U.is_combat(u) and not command.in_command(u) then
    return "5.26: units out of command control may not voluntarily move adjacent to an enemy unit"
  end
  return nil
end

-- The context of a search for unit `u` now: what it may not enter beyond the kernel's own
-- rules (enemy units, terrain), as hex lists for sandtable.move: `wagon_block` (6.812) and
-- `adj_block` (the adjacency rule, when one applies); `open`, the hexes of lone enemy leaders
-- it may enter (5.322).
local function context(u)
  local side = u.side
  local held, adj, lone = enemy_hexes(side, U.is_combat(u) and not U.routed(u))
  local friends, wagons = {}, {}
  for _, f in ipairs(sandtable.units.all{ side = side }) do
    if f.on_map and f.key ~= u.key then
      friends[f.hex] = friends[f.hex] or {}
      table.insert(friends[f.hex], f)
      if U.is_wagon(f) then wagons[f.hex] = true end
    end
  end
  local adj_rule = adjacency_rule(u)
  local sorted_keys = require("lib.tables").sorted_keys
  return {
    u = u, side = side, start = u.hex, class = class_of(u),
    zoc = M.zoc(side), held = held, adj = adj, lone = lone, adj_rule = adj_rule,
    friends = friends, wagons = wagons, open = sorted_keys(lone),
    wagon_block = sorted_keys(U.is_wagon(u) and friends or wagons),
    adj_block = adj_rule and sorted_keys(adj) or {},
  }
end

-- Whether the unit may enter `hex` (on its way or to stop): nil, or the reason it may not.
local function entry_refusal(ctx, hex)
  local u = ctx.u
  if ctx.held[hex] then return "6.51: units may never enter a hex occupied by an enemy unit" end
  -- reconstructed: 6.812's "through" is read as "into or through": a wagon never shares a hex
  -- with a friendly unit by moving, and no unit moves into a wagon's hex.
  if U.is_wagon(u) then
    if ctx.friends[hex] then return "6.812: wagons may not move through friendly units" end
  elseif ctx.wagons[hex] then
    return "6.812: friendly units may not move through wagons"
  end
  if ctx.adj_rule and ctx.adj[hex] then return ctx.adj_rule end
  return nil
end

-- Whether the move may end in `hex`: nil, or the reason it may not. 6.51 is checked at the end
-- of each move rather than of the phase (reconstructed: a stricter reading that never leaves a
-- phase unable to end because an over-stacked unit has no points left to move off).
local function end_refusal(ctx, hex)
  local u = ctx.u
  local here = ctx.friends[hex] or {}
  if U.is_combat(u) then
    for _, f in ipairs(here) do
      if U.is_combat(f) then
        return ("6.51: no more than one combat unit may occupy a hex (%s is in %s); units may only pass through friends"):format(f.key, hex)
      end
    end
  elseif U.is_leader(u) and ctx.zoc[hex] then
    -- 5.34 Leaders may only enter an enemy ZOC to stack with a friendly combat unit.
    local ok = false
    for _, f in ipairs(here) do if U.is_combat(f) then ok = true end end
    if not ok then return "5.34: leaders may only enter an enemy zone of control to stack with a friendly combat unit" end
  end
  return nil
end

-- The kernel's search (sandtable.move.costs): every hex the unit reaches within `budget`
-- MP, with its least cost and the hex before it on the cheapest path (ties go by hex label).
-- 6.16 entering an enemy zone of control ends the move. `relax` leaves out rules to find the
-- one that bars a way (M.why_not): `wagons`, `zoc`, `adjacent`.
local function search(ctx, budget, relax)
  relax = relax or {}
  local block = {}
  if not relax.wagons then for _, h in ipairs(ctx.wagon_block) do block[#block + 1] = h end end
  if not relax.adjacent then for _, h in ipairs(ctx.adj_block) do block[#block + 1] = h end end
  return sandtable.move.costs(ctx.u, {
    budget = budget, block = block, open = ctx.open, ignore_zoc = relax.zoc == true, previous = true,
  })
end

-- The search of unit `u` now within `budget` MP ({ [hex] = MP }, { [hex] = previous hex }),
-- with `relax` as M.why_not relaxes it (tests compare it with the Lua search it replaced).
function M.search(u, budget, relax) return search(context(u), budget, relax) end

local function path_to(prev, start, to)
  local p = { to }
  local h = to
  while h ~= start do
    h = prev[h]
    table.insert(p, 1, h)
  end
  return p
end

-- 7.66 A routed unit moves one hex a turn, ignoring terrain costs (prohibited hexsides stay
-- prohibited: 7.65 routs only across bridges and located fords); 7.661 never to a hex closer
-- to an enemy unit in its line of sight; 7.663 never adjacent to an enemy unit.
local function routed_refusal(ctx, to)
  local u = ctx.u
  if sandtable.map.distance(u.hex, to) ~= 1 then
    return "7.66: routed units may move only one hex a turn"
  end
  local why = entry_refusal(ctx, to) or end_refusal(ctx, to)
  if why then return why end
  local _, reason = step_cost(u, ctx.class, u.hex, to, ctx.open, false)
  if reason then return reason end
  for _, e in ipairs(sandtable.units.all{ side = U.enemy(u.side), sort = "key" }) do
    if e.on_map and sandtable.map.distance(to, e.hex) < sandtable.map.distance(u.hex, e.hex)
      and sandtable.los.clear(u.hex, e.hex) then
      return ("7.661: a routed unit may not move closer to an enemy unit in its line of sight (%s)"):format(e.key)
    end
  end
  return nil
end

---------------------------------------------------------------------------------------------
-- Checks shared by the actions
---------------------------------------------------------------------------------------------
local function own_unit(act, rule)
  return actions.own_unit(act, rule, "; units move in their own movement phase")
end

local function ext_may_move(u, path)
  for _, m in ipairs(EXT) do
    if m.may_move then
      local ok, why = m.may_move(u, path)
      if ok ~= true then return false, why or "the move is not allowed" end
    end
  end
  return true
end

-- Why the search found no way to `to`: the first relaxation (in points, then friends and
-- wagons, then enemy zones of control, then enemy adjacency) that finds one names the rule.
function M.why_not(ctx, to, left)
  local u = ctx.u
  if search(ctx, 999)[to] then
    return ("6.13/6.45: %s cannot reach %s with the %s movement points it has left"):format(u.key, to, tostring(left))
  end
  local relax = { wagons = true }
  if search(ctx, 999, relax)[to] then
    if U.is_wagon(u) then return "6.812: wagons may not move through friendly units" end
    return "6.812: friendly units may not move through wagons"
  end
  relax.zoc = true
  if search(ctx, 999, relax)[to] then
    return ("6.16: %s would have to pass through an enemy zone of control, where it must stop"):format(u.key)
  end
  if ctx.adj_rule then
    relax.adjacent = true
    if search(ctx, 999, relax)[to] then return ctx.adj_rule end
  end
  if sandtable.map.distance(u.hex, to) == 1 then
    local _, reason = step_cost(u, ctx.class, u.hex, to, ctx.open)
    if reason then return reason end
  end
  return ("6.1: %s has no path to %s (terrain, the creek, enemy units)"):format(u.key, to)
end

-- The plan of a move: { path, cost, facing (on arrival), turn_at_start, final_facing } or
-- nil, reason. `ctx` may be given (listing).
local function plan_move(u, act, ctx)
  local to = act.to
  if type(to) ~= "string" or not sandtable.map.on_map(to) then
    return nil, ("6.1: '%s' is not a hex of this map"):format(tostring(to))
  end
  if to == u.hex then return nil, ("6.1: %s is already in %s"):format(u.key, to) end
  local want = nil
  if act.facing ~= nil then
    want = norm_dir(act.facing)
    if not want then return nil, ("6.31: '%s' is not a direction (E, NE, NW, W, SW, SE)"):format(tostring(act.facing)) end
  end
  ctx = ctx or context(u)
  local path, cost
  if U.routed(u) then
    if want then return nil, "7.662: a routed unit has no facing" end
    if rec(u).routed_moved then return nil, "7.66: routed units may move only one hex a turn" end
    local why = routed_refusal(ctx, to)
    if why then return nil, why end
    path, cost = { u.hex, to }, 0 -- 7.66 ignoring terrain costs
  else
    if U.is_artillery(u) and u.formation == "unlimbered" then
      return nil, "6.12: unlimbered artillery may never move (it may change facing)"
    end
    if M.stopped(u) then
      return nil, ("6.16: %s entered an enemy zone of control this phase and may move no further"):format(u.key)
    end
    -- 6.17 Moving is one of artillery's capabilities.
    if not U.may_use(u, "move") then
      return nil, ("6.17: %s has used its %d capabilities this turn and may not move"):format(u.key, U.chart("artillery_capabilities")[u.type] or 2)
    end
    local left = M.left(u)
    if left <= 0 then return nil, ("6.45: %s has no movement points left"):format(u.key) end
    if act.path ~= nil then
      -- A path chosen by the player: each step checked as the search would.
      if type(act.path) ~= "table" or #act.path == 0 then return nil, "6.1: path must be a list of hexes" end
      path = {}
      for i, h in ipairs(act.path) do
        if not (i == 1 and h == u.hex) then path[#path + 1] = h end
      end
      table.insert(path, 1, u.hex)
      if path[#path] ~= to then return nil, "6.1: the path must end at the destination" end
      local total = 0
      for i = 2, #path do
        local a, b = path[i - 1], path[i]
        if type(b) ~= "string" or not sandtable.map.on_map(b) or sandtable.map.distance(a, b) ~= 1 then
          return nil, ("6.1: the path is not a chain of adjacent hexes at %s"):format(tostring(b))
        end
        if i > 2 and ctx.zoc[a] then
          return nil, ("6.16: %s must stop on entering the enemy zone of control in %s"):format(u.key, a)
        end
        for j = 1, i - 1 do
          if path[j] == b then return nil, ("6.1: the path enters %s twice"):format(b) end
        end
        local why = entry_refusal(ctx, b)
        if why then return nil, why end
        local sc, reason = step_cost(u, ctx.class, a, b, ctx.open)
        if not sc then return nil, reason end
        total = total + sc
      end
      if total > left + 1e-9 then
        return nil, ("6.13: the path costs %s movement points; %s has %s left"):format(tostring(total), u.key, tostring(left))
      end
      cost = total
    else
      local best, prev = search(ctx, left)
      if best[to] == nil then
        local why = entry_refusal(ctx, to)
        if why then return nil, why end
        return nil, M.why_not(ctx, to, left)
      end
      path, cost = path_to(prev, u.hex, to), best[to]
    end
    local why = end_refusal(ctx, to)
    if why then return nil, why end
  end
  local ok, why = ext_may_move(u, path)
  if not ok then return nil, why end
  -- 6.33 Facing: a unit moves through one of its frontal hexsides; turning is free, except
  -- that a turn in an enemy ZOC may draw withdrawal fire (6.94).
  local f = U.has_facing(u) and u.facing or nil
  local turn_at_start = false
  if f then
    for i = 2, #path do
      local d = sandtable.map.direction(path[i - 1], path[i])
      if not is_frontal(f, d) then
        if i == 2 then turn_at_start = true end
        f = d
      end
    end
  elseif want then
    return nil, ("6.34: %s has no facing"):format(u.key)
  end
  local last = f and sandtable.map.direction(path[#path - 1], path[#path]) or nil
  local turn_at_end = want ~= nil and want ~= f and not is_frontal(want, last)
  return { path = path, cost = cost, arrive = f, facing = want or f, turn_at_start = turn_at_start, turn_at_end = turn_at_end, ctx = ctx }
end

---------------------------------------------------------------------------------------------
-- 6.9 Withdrawal fire: fire.lua fires it; this module says when (6.94).
---------------------------------------------------------------------------------------------
-- Calls fire.withdrawal if `u` is in an enemy ZOC; returns true if the unit may carry on.
local function withdrawal(u, why)
  if not M.in_enemy_zoc(u) then return true end
  local ok = fire.withdrawal(u, why)
  if ok == false then
    sandtable.log.say(("6.94: %s is stopped by withdrawal fire (%s)"):format(u.key, why))
    return false
  end
  local v = sandtable.units.get(u.key)
  return v ~= nil and v.on_map and not v.eliminated and not U.routed(v)
end

---------------------------------------------------------------------------------------------
-- move
---------------------------------------------------------------------------------------------
M.actions.move = { rule = "6.1" }

-- list_checked: `list` finds each candidate with the same search `can` makes, so
-- sandtable.actions.legal does not ask `can` again (one search a unit, not one a candidate:
-- legal() stays within the Lua budget on the full map).
M.actions.move.list_checked = true

-- The plan of a move, made once for its can, resolve and describe (sandtable.actions.plan).
local function planned(u, act)
  return sandtable.actions.plan(act, function(a) return plan_move(u, a) end)
end

function M.actions.move.can(act)
  local u, why = own_unit(act, "6.1")
  if not u then return false, why end
  local p, reason = planned(u, act)
  if not p then return false, reason end
  return true
end

function M.actions.move.resolve(act)
  local u = sandtable.units.get(act.unit)
  local p = assert(planned(u, act))
  local from = u.hex
  local started_in_zoc = M.in_enemy_zoc(u)
  -- 6.94 Turning to move out through a non-frontal hexside in an enemy ZOC, then leaving the
  -- ZOC, may each draw withdrawal fire, before the unit goes (6.46's "just before").
  if started_in_zoc then
    if p.turn_at_start and not withdrawal(u, "facing") then return end
    if not withdrawal(u, "leave") then return end
    u = sandtable.units.get(act.unit)
    -- The fire may have changed the unit (7.36 a column deploys): plan again.
    local again = plan_move(u, act)
    if not again then
      sandtable.log.say(("6.94: after withdrawal fire %s can no longer reach %s and stays in %s"):format(u.key, act.to, from))
      return
    end
    p = again
  end
  if works.interrupt then works.interrupt(u, "moves") end
  -- 5.322 Enemy leaders alone in a hex the unit enters or passes: command.overrun captures or
  -- displaces them, before the unit goes in.
  for i = 2, #p.path do
    if p.ctx.lone[p.path[i]] then command.overrun(p.path[i], u) end
  end
  for _, x in ipairs(sandtable.units.at(act.to)) do
    if x.side ~= u.side then
      sandtable.log.say(("5.322: %s is still held by %s; %s stays in %s"):format(act.to, x.key, u.key, from))
      return
    end
  end
  local r = rec(u)
  if U.routed(u) then
    r.routed_moved = true
  else
    r.mp = (r.mp or 0) + p.cost
    U.use(u, "move") -- 6.17
  end
  sandtable.units.move(u, act.to, p.cost)
  -- 11.31a the bridges the Confederates cross on the 18th score (victory.lua counts them).
  for i = 2, #p.path do require("victory").note_step(u, p.path[i - 1], p.path[i]) end
  -- 6.731 a) a crossing of Dyer's bridge or ford on the way releases the Reserve Corps.
  for i = 2, #p.path do arrivals.note_step(u, p.path[i - 1], p.path[i]) end
  local entered_zoc = M.in_enemy_zoc(u)
  if entered_zoc then r.stopped = true end -- 6.16
  save(u, r)
  if p.arrive then sandtable.units.set_facing(u, p.arrive) end
  if p.facing and p.facing ~= p.arrive then
    -- 6.33 The final facing; a change in an enemy ZOC may draw withdrawal fire (6.94).
    if p.turn_at_end and entered_zoc and not withdrawal(u, "facing") then return end
    sandtable.units.set_facing(u, p.facing)
  end
  -- The kernel's unit_moved line is what players read; this one adds the MP left (detail).
  sandtable.log.say(("6.1: %s moves %s -> %s (%s MP, %s left)%s"):format(u.key, from, act.to, tostring(p.cost),
    tostring(M.left(u)), entered_zoc and "; 6.16 it has entered an enemy zone of control and stops" or ""),
    { level = "detail" })
end

function M.actions.move.describe(act)
  local u = type(act.unit) == "string" and sandtable.units.get(act.unit) or nil
  if not u or not u.on_map then return { unit = act.unit, to = act.to } end
  local p, why = planned(u, act)
  if not p then return { unit = u.key, from = u.hex, to = act.to, refused = why } end
  return {
    unit = u.key, from = u.hex, to = act.to, path = p.path, cost = p.cost, facing = p.facing,
    left_after = U.routed(u) and 0 or math.max(0, M.left(u) - p.cost),
    enters_enemy_zoc = p.ctx.zoc[act.to] == true, withdrawal_fire = M.in_enemy_zoc(u),
  }
end

-- Every hex each unit of `side` may move to (one candidate each, cheapest path, arriving facing).
function M.reach(u)
  if not u.on_map then return {} end
  local ctx = context(u)
  local out = {}
  if U.routed(u) then
    if rec(u).routed_moved then return {} end
    for _, n in ipairs(sandtable.map.neighbors(u.hex)) do
      if not routed_refusal(ctx, n) and ext_may_move(u, { u.hex, n }) then out[#out + 1] = { hex = n, cost = 0 } end
    end
    return out
  end
  if (U.is_artillery(u) and u.formation == "unlimbered") or M.stopped(u) or not U.may_use(u, "move") then return {} end
  local left = M.left(u)
  if left <= 0 then return {} end
  local best, prev = search(ctx, left)
  local ext = false
  for _, m in ipairs(EXT) do if m.may_move then ext = true end end
  local hexes = {}
  for h in pairs(best) do
    if h ~= u.hex and not end_refusal(ctx, h) and (not ext or ext_may_move(u, path_to(prev, u.hex, h))) then
      hexes[#hexes + 1] = h
    end
  end
  table.sort(hexes)
  for _, h in ipairs(hexes) do out[#out + 1] = { hex = h, cost = best[h] } end
  return out
end

function M.actions.move.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() then return out end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    for _, d in ipairs(M.reach(u)) do
      local item = { kind = "move", unit = u.key, to = d.hex }
      out[#out + 1] = item
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- face (6.33)
---------------------------------------------------------------------------------------------
M.actions.face = { rule = "6.33" }

local function face_refusal(act)
  local u, why = own_unit(act, "6.33")
  if not u then return nil, why end
  -- 6.34 Units without facing: routed, leaders, limbered artillery, columns, digging, wagons.
  if not U.has_facing(u) then return nil, ("6.34: %s has no facing"):format(u.key) end
  local f = norm_dir(act.facing)
  if not f then return nil, ("6.31: '%s' is not a direction (E, NE, NW, W, SW, SE)"):format(tostring(act.facing)) end
  if f == u.facing then return nil, ("6.33: %s already faces %s"):format(u.key, f) end
  return u, f
end

function M.actions.face.can(act)
  local u, why = face_refusal(act)
  if not u then return false, why end
  return true
end

function M.actions.face.resolve(act)
  local u, f = face_refusal(act)
  -- 6.33/6.94 No cost; in an enemy ZOC the change may draw withdrawal fire first.
  if not withdrawal(u, "facing") then return end
  u = sandtable.units.get(act.unit)
  if not U.has_facing(u) then return end
  sandtable.units.set_facing(u, f)
  sandtable.log.say(("6.33: %s faces %s"):format(u.key, f))
end

function M.actions.face.describe(act)
  local u = type(act.unit) == "string" and sandtable.units.get(act.unit) or nil
  return { unit = act.unit, from = u and u.facing, facing = act.facing, withdrawal_fire = u ~= nil and u.on_map and M.in_enemy_zoc(u) }
end

function M.actions.face.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() then return out end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and U.has_facing(u) then
      for _, d in ipairs(sandtable.map.directions()) do
        if d ~= u.facing then out[#out + 1] = { kind = "face", unit = u.key, facing = d } end
      end
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- formation (6.4)
---------------------------------------------------------------------------------------------
M.actions.formation = { rule = "6.42" }

local FACED = { line = true, mounted = true, unlimbered = true }

-- 6.42 The cost of changing from formation `a` to `b` (charts.formation_change); the 6.17
-- capability it uses, if any.
local function change_cost(u, a, b)
  local fc = U.chart("formation_change")
  if U.is_infantry(u) then
    return b == "column" and fc.infantry.line_to_column or fc.infantry.column_to_line
  elseif U.is_cavalry(u) then
    return b == "mounted" and fc.cavalry.mount or fc.cavalry.dismount
  elseif U.is_artillery(u) then
    local t = fc[u.type] or fc.artillery
    if b == "limbered" then return t.limber, "limber" end
    return t.unlimber, "unlimber"
  end
  return nil
end

local function formation_plan(act)
  local u, why = own_unit(act, "6.42")
  if not u then return nil, why end
  local to = act.formation
  local allowed = M.formations_of(u)
  if #allowed == 0 then return nil, ("6.41: %s has no formations"):format(u.key) end
  if not has(allowed, to) then
    return nil, ("6.41: %s may be in %s, not '%s'"):format(u.key, table.concat(allowed, " or "), tostring(to))
  end
  if u.formation == to then return nil, ("6.42: %s is already in %s"):format(u.key, to) end
  -- reconstructed: a routed unit has no facing and moves only as 7.66 says; it changes
  -- formation when it rallies (9.23), not in the movement phase.
  if U.routed(u) then return nil, ("7.66: %s is routed; it moves one hex a turn and may not change formation"):format(u.key) end
  -- 6.47/5.26 Formation changes need command control (5.24 exempt units are in command).
  if not command.in_command(u) then
    return nil, ("6.47/5.26: %s is out of command control and may not change formation"):format(u.key)
  end
  -- 12.424 Confederate cavalry may not mount (the Sept. 20th scenarios).
  if to == "mounted" and u.side == "confederate" and sandtable.vars.get("cavalry_may_mount") == false then
    return nil, "12.424: Confederate cavalry may not mount during this scenario"
  end
  local cost, cap = change_cost(u, u.formation, to)
  -- 6.17 Limbering and unlimbering are artillery capabilities.
  if cap and not U.may_use(u, cap) then
    return nil, ("6.17: %s has used its %d capabilities this turn and may not %s"):format(u.key, U.chart("artillery_capabilities")[u.type] or 2, cap)
  end
  -- 6.45 The change must fit the allowance: the points spent plus the cost may not exceed the
  -- larger of the two formations' allowances (reconstructed: so that artillery may unlimber
  -- after moving, 6.43, and limber from its allowance of 0); 6.44 moving on afterwards is
  -- limited by the new formation's allowance (M.left).
  local limit = math.max(M.allowance(u, u.formation), M.allowance(u, to))
  local spent = M.spent(u)
  if spent + cost > limit then
    return nil, ("6.45: changing %s to %s costs %s MP; %s has spent %s of %s"):format(u.key, to, tostring(cost), u.key, tostring(spent), tostring(limit))
  end
  local f = nil
  if act.facing ~= nil then
    f = norm_dir(act.facing)
    if not f then return nil, ("6.31: '%s' is not a direction (E, NE, NW, W, SW, SE)"):format(tostring(act.facing)) end
  end
  if FACED[to] then
    if not f then f = U.has_facing(u) and u.facing or nil end
    if not f then return nil, ("6.42: %s needs a facing to form %s"):format(u.key, to) end
  elseif f then
    return nil, ("6.34: in %s %s has no facing"):format(to, u.key)
  end
  -- 6.42 turning while changing between two formations with facing is a facing change too.
  local turns = f ~= nil and U.has_facing(u) and f ~= u.facing
  return { u = u, to = to, cost = cost, cap = cap, facing = f, turns = turns }
end

M.actions.formation.can = actions.can_from(formation_plan)

function M.actions.formation.resolve(act)
  local p = assert(formation_plan(act))
  local u = p.u
  -- 6.46 Withdrawal fire is made just before the unit changes formation (in an enemy ZOC).
  if not withdrawal(u, "formation") then return end
  if p.turns and not withdrawal(u, "facing") then return end
  u = sandtable.units.get(act.unit)
  if works.interrupt then works.interrupt(u, "changes formation") end
  local r = rec(u)
  r.mp = (r.mp or 0) + p.cost
  save(u, r)
  if p.cap then U.use(u, p.cap) end
  sandtable.units.set_formation(u, p.to)
  sandtable.units.set_facing(u, p.facing)
  sandtable.log.say(("6.42: %s changes to %s (%s MP)"):format(u.key, p.to, tostring(p.cost)))
end

function M.actions.formation.describe(act)
  local p, why = formation_plan(act)
  if not p then return { unit = act.unit, formation = act.formation, refused = why } end
  return { unit = p.u.key, from = p.u.formation, formation = p.to, cost = p.cost, facing = p.facing, withdrawal_fire = M.in_enemy_zoc(p.u) }
end

function M.actions.formation.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() then return out end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map then
      for _, f in ipairs(M.formations_of(u)) do
        if f ~= u.formation then
          if FACED[f] and not U.has_facing(u) then
            for _, d in ipairs(sandtable.map.directions()) do out[#out + 1] = { kind = "formation", unit = u.key, formation = f, facing = d } end
          else
            out[#out + 1] = { kind = "formation", unit = u.key, formation = f }
          end
        end
      end
    end
  end
  return out
end

-- 7.36 An involuntary formation change (a column that takes a loss deploys): no cost
-- (charts.formation_change.involuntary), no withdrawal fire (6.92), no command control
-- needed (6.47).
function M.force_formation(u, formation, facing)
  if type(u) == "string" then u = sandtable.units.get(u) end
  sandtable.units.set_formation(u, formation)
  if FACED[formation] then
    sandtable.units.set_facing(u, norm_dir(facing) or u.facing or "E")
  else
    sandtable.units.set_facing(u, nil)
  end
end

return M
