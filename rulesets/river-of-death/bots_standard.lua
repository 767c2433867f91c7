-- The "standard" computer players of River of Death: the baseline's blocks (bots.lua, through
-- `bots.profile`) with these changes, each for an objective the rules give a player:
--   works         each side uses the works its rules allow when they can be started: the Union
--                 entrenches at night near the enemy (6.61-6.62), its dismounted cavalry and
--                 Wilder burn the bridges they hold (6.841-6.843, 11.31 scores them on the 18th);
--                 the Confederates search for the fords beside them (6.851-6.854) and rebuild
--                 burnt bridges (6.844), and on the 18th one Confederate unit is sent to each
--                 unlocated ford on the east bank to search for it (11.31 scores fords located).
--   wagons        the Union wagons march by road to area F and exit (11.34: 15 points to the
--                 Union for each, 10 to the Confederates for each still on the map at the end).
--   withdrawal    where 11.33 b1 is fixed (12.46, 12.56: the Union withdraws toward
--                 Chattanooga), Union combat units not held by an enemy zone of control march to
--                 area F and exit (b1: a point for each exited, two to the Confederates for each
--                 still on the map); the Confederates send units that can still reach area G in
--                 the turns left there to exit (11.33 a: two points each); a withdrawing unit
--                 out of command control (6.47: it may not change formation, so a battery left
--                 unlimbered never moves) is fetched by the nearest leader of its command;
--                 in the last turns a withdrawing unit held in an enemy zone of control
--                 breaks away (6.94).
--   the line      the Union line moves to meet attacks: a unit near the enemy but off its
--                 objective goes on to it instead of standing (the baseline stops every Union
--                 unit within 4 hexes of an enemy), and a reserve on its objective with no enemy
--                 near marches to the part of the objective the enemy is attacking.
--   leaders       a Confederate leader goes to the hex within reach that keeps most of his
--                 command within his radius (5.21), and to a bridge rebuilder of his command
--                 out of it (6.844); the Union's keep the baseline's ride.
--   batteries     Confederate guns that see no enemy limber and move to where they do (6.12,
--                 6.17, 7.39); the Union's keep the baseline's plan.
--   bridges       the Confederates bring an infantry unit to each end of a burnt bridge and
--                 rebuild it (6.844).
local B = require("bots")
local U = require("util")

local M = {}

local INF = B.INF

local function mod(name) return require(name) end

local function sorted_by_key(list)
  table.sort(list, function(a, b) return a.key < b.key end)
  return list
end

---------------------------------------------------------------------------------------------
-- The scenario's objectives
---------------------------------------------------------------------------------------------
-- 11.33 b1 is fixed by the scenario (12.46, 12.56) and it is the 20th. The scenario does not
-- change during a game: read once per Lua state.
local B1_FIXED
local function union_withdraws()
  if B1_FIXED == nil then
    local sc = sandtable.game.scenario()
    local v = sc and sc.victory
    B1_FIXED = v ~= nil and v.union_choice == "b1"
  end
  return B1_FIXED and sandtable.game.clock().day == 2
end

-- Game turns left after this one (the scenario's last turn is 0).
local function turns_left()
  local last = sandtable.game.last_turn and sandtable.game.last_turn() or nil
  if not last then return INF end
  return last - sandtable.game.turn()
end

local function exit_field(name, class)
  return B.field(name .. ":" .. class, B.area(name))
end

-- Area F by road for wagons (6.812), by any way for the others.
local function f_field(u)
  if U.is_wagon(u) then return B.field("F:wagon", B.area("F"), "wagon") end
  return exit_field("F", "leader")
end

-- 11.33 a: a Confederate unit exits through G when it can still get there — a column covers
-- about four hexes a turn off the roads (7 MP), so it must be within four hexes a turn left.
local function heads_for_g(u)
  if u.side ~= "confederate" or not union_withdraws() or not U.is_combat(u) then return false end
  local g = exit_field("G", "leader")
  local steps = g[u.hex] or INF
  return steps < INF and steps <= 4 * (turns_left() + 1)
end

-- 11.33 b1: the line withdraws when fewer than WITHDRAW_TURNS game turns are left: in 12.4
-- it meets Longstreet's first assault in its works (6.67: -3 to fire at them) and marches for
-- F from the second turn; 12.5's six turns it starts at once. Lab runs (README): holding to
-- six turns left let the Confederates shoot up the line in the open and demoralise it (11.2)
-- in about half the games, and stragglers in the hills were still on the map at the end.
local WITHDRAW_TURNS = 8

local function withdrawing(u)
  if u.side ~= "union" or not union_withdraws() then return false end
  if U.is_wagon(u) then return true end
  if not U.is_combat(u) then return false end
  return turns_left() < WITHDRAW_TURNS
end

local function wants_exit(u, area_name)
  if U.is_wagon(u) then return u.side == "union" and area_name == "F" end
  if area_name == "F" then return withdrawing(u) end
  return heads_for_g(u)
end

-- Which exit area a hex belongs to (nil: none).
local function exit_area_of(hex)
  for _, name in ipairs({ "F", "G" }) do
    for _, h in ipairs(B.area(name)) do if h == hex then return name end end
  end
  return nil
end

---------------------------------------------------------------------------------------------
-- The Union line: the objective hexes the enemy is attacking (within 3 hexes of an enemy).
---------------------------------------------------------------------------------------------
-- Within one movement phase the enemy does not move: the threatened hexes of each objective
-- are found once a phase (module state, never game state, like bots.lua's memory).
local THREAT = { stamp = nil }
local function threatened_field(u, foes)
  local name, goals = B.goal_of(u)
  if not goals or #goals == 0 then return nil end
  local stamp = ("%d/%s/%s"):format(sandtable.game.turn(), sandtable.game.phase(), sandtable.game.active_side())
  if THREAT.stamp ~= stamp then THREAT = { stamp = stamp, by_goal = {} } end
  local cached = THREAT.by_goal[name]
  if cached ~= nil then return cached or nil end
  local f = false
  local hit = {}
  for _, h in ipairs(goals) do
    local _, d = B.nearest(h, foes, true)
    if d <= 3 then hit[#hit + 1] = h end
  end
  if #hit > 0 then
    table.sort(hit)
    -- the threatened hexes change each turn: the field's cache key names them
    f = B.field(("threat:%s:%s"):format(name, table.concat(hit, ",")), hit)
  end
  THREAT.by_goal[name] = f
  return f or nil
end

---------------------------------------------------------------------------------------------
-- Works (6.6, 6.84, 6.85): the actions the works module lists for the side, in a fixed order.
---------------------------------------------------------------------------------------------
-- 6.621: only at night, near enough to the enemy for the works to matter.
local function entrench_helps(act, foes)
  if not U.night() then return false end
  local u = sandtable.units.get(act.unit)
  local _, d = B.nearest(u.hex, foes, true)
  return d <= 6
end

-- 6.844: the work stops when either rebuilder leaves; one unit alone would wait at the bridge
-- for a partner who may never come, so a rebuilder starts only when the other end holds a
-- Confederate infantry unit in line.
local function partner_in_place(act)
  local u = sandtable.units.get(act.unit)
  for _, br in ipairs(mod("works").bridges()) do
    if br.name == act.bridge then
      local p = U.combat_unit_at(br.a == u.hex and br.b or br.a)
      return p ~= nil and p.side == u.side and U.is_infantry(p) and p.formation == "line"
    end
  end
  return false
end

local WORKS = {
  union = {
    { kind = "destroy_bridge" },
    { kind = "entrench", when = U.night, helps = entrench_helps },
  },
  confederate = {
    { kind = "rebuild_bridge", helps = partner_in_place },
    { kind = "search_ford" },
  },
}

-- The works the side may start, listed once a phase at its first step (a unit that reaches a
-- ford or a bridge during the phase starts next phase), each checked again when it is taken.
local function works_action(side, foes, mem)
  if not mem.works then
    local works = mod("works")
    mem.works = {}
    for _, w in ipairs(WORKS[side] or {}) do
      if not w.when or w.when() then
        for _, act in ipairs(works.actions[w.kind].list(side) or {}) do
          if not w.helps or w.helps(act, foes) then mem.works[#mem.works + 1] = { kind = w.kind, act = act } end
        end
      end
    end
  end
  while #mem.works > 0 do
    local w = table.remove(mem.works, 1)
    if B.can(w.kind, w.act) then return w.act end
  end
  return nil
end

-- On the 18th, one Confederate unit able to search (cavalry, infantry) is sent to the east end
-- of each unlocated ford: the nearest by the ford's field, ties by key. Cached per turn.
local SEARCHERS = { stamp = nil }
local function ford_searchers()
  local stamp = ("%d/%d"):format(sandtable.game.turn(), sandtable.map.revision())
  if SEARCHERS.stamp == stamp then return SEARCHERS.by_unit end
  local works, east = mod("works"), mod("arrivals").east_bank()
  local by_unit = {}
  if sandtable.game.clock().day == 0 then
    local cands = {}
    for _, u in ipairs(sandtable.units.all{ side = "confederate" }) do
      if u.on_map and (U.is_infantry(u) or U.is_cavalry(u)) and not U.routed(u) then cands[#cands + 1] = u end
    end
    sorted_by_key(cands)
    for _, f in ipairs(works.fords()) do
      if not works.ford_located(f.name) then
        local goal = east[f.a] and f.a or (east[f.b] and f.b or nil)
        if goal then
          local fd = B.field("ford:" .. f.name, { goal })
          local best, bd = nil, INF
          for _, u in ipairs(cands) do
            local d = fd[u.hex] or INF
            if not by_unit[u.key] and d < bd then best, bd = u, d end
          end
          if best and bd < 12 then by_unit[best.key] = { ford = f.name, field = fd } end
        end
      end
    end
  end
  SEARCHERS = { stamp = stamp, by_unit = by_unit }
  return by_unit
end

-- 6.844 A burnt bridge is rebuilt by two infantry units in line, one on each side of it, in
-- command and in place for two whole turns. The Confederates send the nearest infantry unit to
-- each end (by the end's field, which crosses the creek only where it can be crossed, so each
-- comes from its own bank), when both are within REBUILD_REACH hexes and no enemy is within 3
-- hexes of the bridge: a rebuilt bridge opens the crossing to the rest of the army. Cached per
-- turn like the ford searchers.
local REBUILD_REACH = 15
local REBUILDERS = { stamp = nil }
local function bridge_rebuilders()
  local stamp = ("%d/%d"):format(sandtable.game.turn(), sandtable.map.revision())
  if REBUILDERS.stamp == stamp then return REBUILDERS.by_unit end
  local works = mod("works")
  local by_unit = {}
  local searching = ford_searchers()
  local cands = {}
  for _, u in ipairs(sandtable.units.all{ side = "confederate" }) do
    if u.on_map and U.is_infantry(u) and not U.routed(u) and not searching[u.key] then cands[#cands + 1] = u end
  end
  sorted_by_key(cands)
  local foes = B.enemies("confederate")
  for _, br in ipairs(works.bridges()) do
    local _, da = B.nearest(br.a, foes, true)
    local _, db = B.nearest(br.b, foes, true)
    if works.bridge_destroyed(br.name) and da > 3 and db > 3 then
      local pair = {}
      for _, h in ipairs({ br.a, br.b }) do
        local f = B.field("bridge:" .. br.name .. ":" .. h, { h })
        local best, bd = nil, INF
        for _, u in ipairs(cands) do
          local d = f[u.hex] or INF
          if not by_unit[u.key] and not pair[u.key] and d < bd then best, bd = u, d end
        end
        if best and bd <= REBUILD_REACH then pair[best.key] = { bridge = br.name, hex = h, field = f } end
      end
      local keys = require("lib.tables").sorted_keys(pair)
      if #keys == 2 then
        for _, k in ipairs(keys) do by_unit[k] = pair[k] end
      end
    end
  end
  REBUILDERS = { stamp = stamp, by_unit = by_unit }
  return by_unit
end

-- A rebuilder at its end of the bridge forms line (6.844) facing across the creek.
local function rebuilder_forms_line(u, mem)
  local r = u.side == "confederate" and bridge_rebuilders()[u.key]
  if not r or u.hex ~= r.hex or u.formation == "line" or mem.formed[u.key] then return nil end
  mem.formed[u.key] = true
  local other
  for _, br in ipairs(mod("works").bridges()) do
    if br.name == r.bridge then other = br.a == u.hex and br.b or br.a end
  end
  local act = { kind = "formation", unit = u.key, formation = "line", facing = B.toward(u.hex, other) }
  if B.can("formation", act) then return act end
  return nil
end

-- A move toward field `f` by the baseline's choice of destination (defenders never end next
-- to an enemy), or nil.
local function move_by_field(u, f, foes)
  local to = B.best_destination(u, f, foes, false)
  if not to then return nil end
  local act = { kind = "move", unit = u.key, to = to }
  if B.can("move", act) then return act end
  return nil
end

-- 5.311 An army leader gives no command control of his own but adds a hex to the radius of a
-- corps or wing leader he is stacked with. Bragg and Rosecrans ride to the corps or wing leader
-- whose command gains most by it (its units one hex beyond his radius), on equal gains the one
-- nearest the enemy, then by key.
local function is_army(l) return l:prop("rank") == "army" end
local function extends(l)
  if l:prop("rank") == "corps" then return true end
  local wings = sandtable.vars.get("wings")
  return type(wings) == "table" and wings[l.key] ~= nil
end

local function army_leader_goal(army, foes)
  local command = mod("command")
  local bonus = U.chart("command_radius").army_bonus
  local gain, base = {}, {}
  for _, x in ipairs(sandtable.units.all{ side = army.side, sort = "key" }) do
    if x.on_map and U.is_combat(x) then
      for _, l in ipairs(command.commanders(x) or {}) do
        if l.on_map and extends(l) then
          if not base[l.key] then
            base[l.key] = command.radius(l) - (l.hex == army.hex and bonus or 0)
            gain[l.key] = gain[l.key] or 0
          end
          if sandtable.map.distance(x.hex, l.hex) == base[l.key] + bonus then gain[l.key] = gain[l.key] + 1 end
        end
      end
    end
  end
  local best, bg, bd = nil, -1, INF
  for _, key in ipairs(require("lib.tables").sorted_keys(gain)) do
    local l = sandtable.units.get(key)
    local _, d = B.nearest(l.hex, foes, true)
    if gain[key] > bg or (gain[key] == bg and d < bd) then best, bg, bd = l, gain[key], d end
  end
  return best
end

local function army_leader_move(u, foes)
  local l = army_leader_goal(u, foes)
  if not l or l.hex == u.hex then return nil end
  local act = { kind = "move", unit = u.key, to = l.hex }
  if B.can("move", act) then return act end
  return move_by_field(u, sandtable.move.field({ l.hex }, { unit = u }), foes)
end

-- 5.23/6.47: a unit out of command control may not change formation, so a withdrawing battery
-- left unlimbered never limbers (and unlimbered guns never move, 6.12) and a brigade in line
-- never forms column to march off. Once a phase, each such unit (by key) is given the leader
-- of its command nearest it (command.commanders, army leaders aside), who rides to it; it is
-- in command at the next command phase.
local function stranded(u)
  return withdrawing(u) and U.is_combat(u) and not U.in_march(u) and not U.routed(u)
    and not mod("command").in_command(u)
end

local function fetchers(side, mem)
  if mem.fetch then return mem.fetch end
  mem.fetch = {}
  for _, x in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if x.on_map and stranded(x) then
      local best, bd = nil, INF
      for _, l in ipairs(mod("command").commanders(x) or {}) do
        local d = l.on_map and not is_army(l) and not mem.fetch[l.key] and sandtable.map.distance(l.hex, x.hex) or INF
        if d < bd or (d == bd and best and l.key < best.key) then best, bd = l, d end
      end
      if best then mem.fetch[best.key] = x.hex end
    end
  end
  return mem.fetch
end

-- A leader fetching a stranded unit rides to its hex, or as near as he can get.
local function fetch_move(l, side, foes, mem)
  local hex = fetchers(side, mem)[l.key]
  if hex == l.hex then return nil end
  local act = { kind = "move", unit = l.key, to = hex }
  if B.can("move", act) then return act end
  return move_by_field(l, sandtable.move.field({ hex }, { unit = l }), foes)
end

-- The army leaders ride last in the phase, once every other unit's plan is made (so that they
-- join a corps leader where he stands at the end of it).
local function army_leaders_last(side, foes, mem)
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if u.on_map and U.is_leader(u) and is_army(u) and not mem.moved[u.key] then
      mem.moved[u.key] = true
      local act = army_leader_move(u, foes)
      if act then return act end
    end
  end
  return nil
end

---------------------------------------------------------------------------------------------
-- Leaders (5.21): to the hex within reach that puts most of their command within radius.
---------------------------------------------------------------------------------------------
-- The baseline rides to the unit nearest his command's centre and stops within a hex of it,
-- wherever the rest of the command is: in the full battle leaders stood 15-25 turns with part
-- of their command out of radius (README, round 4). A leader whose command is all within his
-- radius stays; one who can reach a hex covering more of it goes there; otherwise the
-- baseline's ride to the centre.
-- 6.844 needs both rebuilders in command control: a leader with a rebuilder of his command at
-- its bridge end and out of his radius rides to it first.
local function leader_to_rebuilder(l)
  if l.side ~= "confederate" then return nil end
  local r = mod("command").radius(l)
  local rebuilders = bridge_rebuilders()
  for _, u in ipairs(mod("command").command_units(l)) do
    local job = rebuilders[u.key]
    if job and u.hex == job.hex and sandtable.map.distance(u.hex, l.hex) > r then
      return move_by_field(l, sandtable.move.field({ u.hex }, { unit = l }), B.enemies(l.side))
    end
  end
  return nil
end

local function leader_to_post(l, mem)
  if is_army(l) then return nil end
  local ride = leader_to_rebuilder(l)
  if ride then
    mem.moved[l.key] = true
    return ride
  end
  local to, best, here, size = mod("command").best_post(l)
  if not to then return nil end
  if here == size then
    mem.moved[l.key] = true
    return nil
  end
  if best > here then
    mem.moved[l.key] = true
    local act = { kind = "move", unit = l.key, to = to }
    if B.can("move", act) then return act end
  end
  return nil
end

---------------------------------------------------------------------------------------------
-- Batteries (6.12, 6.17, 7.39): guns that see no enemy limber and move to where they do.
---------------------------------------------------------------------------------------------
-- The baseline unlimbers a battery within 4 hexes of the enemy and limbers it only beyond 7:
-- one that unlimbered behind woods (7.39) stood there, unable to fire or move (6.12), for
-- 20 turns and more in the full battle (README, round 4).

-- Whether guns at `hex` would have an unrouted enemy within their daytime range (7.31) and in
-- line of sight (7.39); the field of fire (7.38) is the facing they take when they unlimber.
local function guns_bear_from(u, hex, foes)
  local fire = mod("fire")
  local range = #(U.chart("range_effects")[u.type] or {})
  for _, e in ipairs(foes) do
    if not U.routed(e) then
      local d = sandtable.map.distance(hex, e.hex)
      if d <= range and (d <= 1 or fire.los(hex, e.hex)) then return true end
    end
  end
  return false
end

-- The hex within reach, not within 2 hexes of an enemy (6.12: limbered guns may not move next
-- to one), from which the guns bear, nearest the battery's objective, then the cheapest.
local function firing_position(u, f, foes)
  local best, bv, bc
  for _, d in ipairs(mod("movement").reach(u)) do
    local _, de = B.nearest(d.hex, foes, true)
    if de >= 3 and guns_bear_from(u, d.hex, foes) then
      local v = f and f[d.hex] or INF
      if not best or v < bv or (v == bv and d.cost < bc) then best, bv, bc = d.hex, v, d.cost end
    end
  end
  return best
end

-- A battery outside enemy zones of control (limbering or moving there draws withdrawal fire,
-- 6.94) and off its objective hex that cannot fire where it stands: unlimbered, it limbers
-- (6.17: limbering and moving are its two capabilities this turn); limbered within range of an
-- enemy (8 hexes), it moves to a hex from which it can fire, and the baseline's plan unlimbers it
-- there facing the nearest enemy (within 4 hexes) — or, with no such hex in reach, marches on
-- toward its objective without unlimbering on the way.
local function battery_to_fire(u, foes, mem)
  if not U.is_artillery(u) or U.routed(u) or mod("movement").in_enemy_zoc(u) then return nil end
  local f = B.goal_field(u)
  if f and f[u.hex] == 0 then return nil end
  local _, d = B.nearest(u.hex, foes, true)
  if d > 8 or guns_bear_from(u, u.hex, foes) then return nil end
  if u.formation == "unlimbered" then
    mem.formed[u.key] = true
    local act = { kind = "formation", unit = u.key, formation = "limbered" }
    if B.can("formation", act) then return act end
    return nil
  end
  local to = firing_position(u, f, foes)
  if to then
    local act = { kind = "move", unit = u.key, to = to }
    if B.can("move", act) then
      mem.moved[u.key] = true
      return act
    end
  end
  mem.formed[u.key] = true
  return nil
end

---------------------------------------------------------------------------------------------
-- The profile's parameters
---------------------------------------------------------------------------------------------
local function phase_first(side, foes, mem)
  -- 11.33/11.34 exits from F and G
  for _, act in ipairs(mod("victory").actions.exit.list(side) or {}) do
    local u = sandtable.units.get(act.unit)
    local tag = "exit:" .. act.unit
    if not mem.bad[tag] and wants_exit(u, exit_area_of(u.hex)) then
      mem.bad[tag] = true
      if B.can("exit", act) then return act end
    end
  end
  return works_action(side, foes, mem)
end

-- Wagons march to F (11.34); the rest goes on with the baseline's plan (the army leaders'
-- too, which leaves them in place: they ride in army_leaders_last).
local function unit_first(u, side, foes, mem)
  if U.is_wagon(u) then
    mem.moved[u.key] = true
    return move_by_field(u, f_field(u), foes)
  end
  if U.is_leader(u) and union_withdraws() and fetchers(side, mem)[u.key] then
    -- he stays with the stranded unit once there (the baseline would ride to his centroid)
    mem.moved[u.key] = true
    return fetch_move(u, side, foes, mem)
  end
  local leaving = withdrawing(u) or heads_for_g(u)
  -- a withdrawing unit keeps its march formation unless an enemy holds it in its zone: the
  -- baseline's "deploy within 4 hexes of the enemy" would turn it into line (or unlimber the
  -- guns, 6.17's capabilities) every other turn and it would never reach the exit
  if leaving and U.in_march(u) and not mod("movement").in_enemy_zoc(u) then
    mem.formed[u.key] = true
    return nil
  end
  -- a withdrawing unit takes march formation as soon as no enemy is within 2 hexes
  if leaving and not U.in_march(u) and not mem.formed[u.key] then
    local _, d = B.nearest(u.hex, foes, true)
    if d > 2 and not mod("movement").in_enemy_zoc(u) then
      mem.formed[u.key] = true
      local to = B.march_formation(u)
      local act = { kind = "formation", unit = u.key, formation = to }
      if to == "mounted" then act.facing = u.facing or "E" end
      if to and B.can("formation", act) then return act end
    end
  end
  if leaving then return nil end
  -- The Union's leaders and batteries keep the baseline's plan (README, round 4): with its
  -- leaders posted and its guns moved the standard Union lost all five of its battle games
  -- against the baseline Confederates (margins -99 to -154; +22 a game before; why was not
  -- examined), and under 11.33 b1 a posted leader stood on the road the wagons must take
  -- (6.812: no wagon exited in 12.5 seed 1).
  if u.side == "union" then return nil end
  if U.is_leader(u) then return leader_to_post(u, mem) end
  local act = rebuilder_forms_line(u, mem)
  if act then return act end
  return battery_to_fire(u, foes, mem)
end

local function goal_field(u)
  if withdrawing(u) then return f_field(u) end
  if heads_for_g(u) then return exit_field("G", "leader") end
  local s = u.side == "confederate" and (ford_searchers()[u.key] or bridge_rebuilders()[u.key])
  if s then return s.field end
  if u.side == "union" then
    local f = B.goal_field(u)
    if f and (f[u.hex] or INF) <= 1 then
      local foes = B.enemies(u.side)
      local _, d = B.nearest(u.hex, foes, true)
      -- a reserve on its objective with no enemy near goes where the objective is attacked
      if d > 4 then return threatened_field(u, foes) or f end
    end
    return f
  end
  return B.goal_field(u)
end

-- 6.94: leaving an enemy zone of control draws a free shot from each enemy whose zone the unit
-- is in; staying, it is shot at every turn and counted on the map at the end (11.33 b1: two
-- points to the Confederates). Once fewer than LATE_SLIP game turns are left (12.4: from its
-- fourth turn) a withdrawing unit that can move (not unlimbered guns, 6.12) leaves the zone
-- for F. Lab runs (README, round 4): from the second turn it lost more than it saved.
local LATE_SLIP = 6
local function breaks_away(u)
  return withdrawing(u) and turns_left() < LATE_SLIP and u.formation ~= "unlimbered"
end

local function holds(u, ctx)
  if ctx.in_zoc then return not breaks_away(u) end
  if withdrawing(u) or heads_for_g(u) then return false end
  if ctx.attack then return ctx.fv <= 0 end
  -- the Union line: on its objective it holds; off it, it goes on even near the enemy
  return ctx.fv <= 1 and ctx.d <= 4
end

local bot = B.profile({ phase_first = phase_first, unit_first = unit_first, phase_last = army_leaders_last, goal_field = goal_field, holds = holds })
M.union = bot
M.confederate = bot

-- 7.65 The owner picks where a routing unit ends. A battery routed into a pocket walled in by
-- steep slopes can never leave it (6.13; 2-XIV Art into the Vittetoe house in 12.4, which
-- then barred the XX Wagon's road to F for the rest of the game, or into 0521-0522 beside it):
-- the standard profile takes the first end hex offered that does not pen its guns, the
-- baseline the first.
function M.rout_end(d)
  local u = sandtable.units.get(d.context.unit)
  if u and U.is_artillery(u) then
    for _, c in ipairs(d.choices) do
      if not U.pens_guns(c.hex) then return c.value end
    end
  end
  return U.first_choice(d)
end

-- Exposed for tests and the stall report.
M.union_withdraws = union_withdraws
M.ford_searchers = ford_searchers
M.bridge_rebuilders = bridge_rebuilders

return M
