-- The computer players of River of Death: `M.union(side)` and `M.confederate(side)` return the
-- next action of the phase (query mode), or nil to end it.
--
-- Per phase:
--   command         nil: 5.4's reorganisation takes the historical default (command.lua).
--   movement        due reinforcements enter first (arrivals.lua's `enter`); then each unit, by
--                   key, is handled at most once: leaders go to the unit of their command nearest
--                   its centroid (5.21: keeping the command in radius); combat units far from the
--                   enemy take march formation and march toward the day's objective (a distance
--                   field over the map that crosses the creek only at bridges and located fords);
--                   near the enemy (4 hexes) they deploy to line / unlimber facing the nearest
--                   enemy; Confederates close in, the Union holds its ground and faces.
--                   Objectives (11.31-11.33): the 18th the LaFayette road west of the creek; the
--                   19th the LaFayette road from the Kelly house south and the Dry Valley road
--                   from the Vittetoe house south; the 20th the Kelly house and Snodgrass Hill.
--   fire            all the units able to fire at the most valuable target fire together (the
--                   expected Combat Table effect, with flank/rear, march formation, routed,
--                   half-strength and weak-morale targets valued more); flank-only groups are
--                   tried too (7.37 takes the least favourable orientation). An advance after
--                   combat is taken when it brings the unit nearer its objective (Confederates)
--                   or onto an objective (Union), else declined.
--   charge_melee    a charge (from charge.list's candidates) only at 2:1 or better after the
--                   defender's expected fire, or 1.5:1 against a half-strength defender, or
--                   any legal odds against a routed one (8.22 already excludes half-strength
--                   chargers).
--   rally           every routed unit tries to rally.
-- Every action returned was checked with its own `can` (or comes from its `list`). Decisions
-- iterate sorted lists only; the bots need no randomness.
local U = require("util")
local dirs = require("lib.hexdirs")

local M = {}

local INF = 1e9

local function mod(name) return require(name) end

local function can(kind, act)
  local owner = ({ move = "movement", face = "movement", formation = "movement", enter = "arrivals",
    fire = "fire", advance = "fire", charge = "melee", rally = "morale", exit = "victory",
    entrench = "works", destroy_bridge = "works", rebuild_bridge = "works", search_ford = "works" })[kind]
  local a = mod(owner).actions[kind]
  act.kind = kind
  local ok = a.can(act)
  return ok == true
end

---------------------------------------------------------------------------------------------
-- Memory of the current phase (module state, never game state): which units are handled.
-- It is keyed by turn, phase and side, so a new phase starts afresh.
---------------------------------------------------------------------------------------------
local MEMO = { stamp = nil }
local function memo()
  local s = ("%d/%s/%s"):format(sandtable.game.turn(), sandtable.game.phase(), sandtable.game.active_side())
  if MEMO.stamp ~= s then MEMO = { stamp = s, done = {}, moved = {}, formed = {}, count = {}, bad = {}, first_done = {} } end
  return MEMO
end

---------------------------------------------------------------------------------------------
-- Geometry
---------------------------------------------------------------------------------------------
local function dist(a, b) return sandtable.map.distance(a, b) end

-- The direction from `hex` whose neighbour is nearest `other` (ties in E, NE, NW … order).
local function toward(hex, other) return dirs.toward(hex, other, dist) or "E" end

local function area(name)
  local ok, hexes = pcall(sandtable.map.area, name)
  if ok and type(hexes) == "table" then return hexes end
  return {}
end

local function place(name)
  local ok, h = pcall(sandtable.map.place, name)
  if ok then return h end
  return nil
end

local function row_of(hex) return tonumber(hex:sub(3, 4)) or 0 end
local function col_of(hex) return tonumber(hex:sub(1, 2)) or 0 end

---------------------------------------------------------------------------------------------
-- Distance fields: hexes to the nearest goal hex, crossing the creek only at intact bridges and
-- located fords (6.83-6.85: works.lua takes the others off the map). The kernel's field in hex
-- steps at a leader's costs (the class every other hexside and terrain lets pass). Cached per
-- map revision (a bridge destroyed or a ford located changes it) and goal; `class` another
-- movement class's costs (wagons: roads only).
---------------------------------------------------------------------------------------------
local FIELDS = { revision = nil }
local function field(name, goals, class)
  local r = sandtable.map.revision()
  if FIELDS.revision ~= r then FIELDS = { revision = r } end
  if FIELDS[name] then return FIELDS[name] end
  local f = sandtable.move.field(goals, { class = class or "leader", steps = true })
  FIELDS[name] = f
  return f
end

-- A stable small number from a string (the division a unit belongs to).
local function hash(s)
  local n = 0
  for i = 1, #(s or "") do n = (n * 31 + s:byte(i)) % 1000003 end
  return n
end

local WEST
local function west_bank()
  if WEST == nil then
    local ok, w = pcall(function() return mod("victory").west_bank() end)
    WEST = ok and w or {}
  end
  return WEST
end

local function road_from(name, landmark)
  local from = place(landmark)
  local out = {}
  for _, h in ipairs(area(name)) do
    if not from or row_of(h) >= row_of(from) then out[#out + 1] = h end
  end
  return out
end

-- The goal of unit `u` today: a field name and its goal hexes (nil: no objective on this map).
local function goal_of(u)
  local day = sandtable.game.clock().day
  local g = hash(u.parent or u.key) % 3
  if day == 0 then
    local w, out = west_bank(), {}
    for _, h in ipairs(area("LaFayette Road")) do if w[h] then out[#out + 1] = h end end
    if #out == 0 then out = area("LaFayette Road") end
    return "lafayette18", out
  elseif day == 1 then
    if g == 2 then return "dryvalley", road_from("Dry Valley Road", "Vittetoe house") end
    return "lafayette19", road_from("LaFayette Road", "Kelly house")
  else
    if g == 2 then return "snodgrass", area("Snodgrass Hill") end
    local k = place("Kelly house")
    local out = {}
    if k then
      out[1] = k
      for _, n in ipairs(sandtable.map.neighbors(k)) do out[#out + 1] = n end
    end
    return "kelly", out
  end
end

local function goal_field(u)
  local name, goals = goal_of(u)
  if not goals or #goals == 0 then return nil end
  return field(name, goals)
end

---------------------------------------------------------------------------------------------
-- Enemies
---------------------------------------------------------------------------------------------
local function enemies(side)
  local out = {}
  for _, e in ipairs(sandtable.units.all{ side = U.enemy(side) }) do
    if e.on_map and U.is_combat(e) then out[#out + 1] = e end
  end
  table.sort(out, function(a, b) return a.key < b.key end)
  return out
end

local function nearest(hex, foes, unrouted)
  local best, bd = nil, INF
  for _, e in ipairs(foes) do
    if not (unrouted and U.routed(e)) then
      local d = dist(hex, e.hex)
      if d < bd then best, bd = e, d end
    end
  end
  return best, bd
end

local function adjacent_enemy(hex, foes)
  for _, e in ipairs(foes) do
    if dist(hex, e.hex) == 1 then return true end
  end
  return false
end

---------------------------------------------------------------------------------------------
-- Movement
---------------------------------------------------------------------------------------------
local function waiting_units(side)
  local out = {}
  for _, loc in ipairs({ "pending", "box" }) do
    for _, u in ipairs(sandtable.units.all{ side = side, location = loc }) do out[#out + 1] = u end
  end
  table.sort(out, function(a, b) return a.key < b.key end)
  return out
end

-- 6.711 the first due reinforcement, at the cheapest free hex of its area.
local function entry(side, mem)
  local arr = mod("arrivals")
  if not arr.due or not arr.actions or not arr.actions.enter then return nil end
  for _, u in ipairs(waiting_units(side)) do
    if not mem.bad["enter:" .. u.key] then
      local areas = arr.due(u)
      if areas then
        local best, bs
        for _, a in ipairs(areas) do
          for _, h in ipairs(arr.entry_hexes(u, a)) do
            local cost = arr.entry_cost and arr.entry_cost(u, h) or 1
            if cost then
              local s = cost
              for _, x in ipairs(sandtable.units.at(h)) do
                if x.side == side and not U.is_leader(x) then s = s + 100 end
              end
              if not bs or s < bs then
                local act = { kind = "enter", unit = u.key, hex = h }
                if can("enter", act) then best, bs = act, s end
              end
            end
          end
        end
        if best then return best end
        mem.bad["enter:" .. u.key] = true
      end
    end
  end
  return nil
end

-- Whether command `cmd` lies under `top` (the engine's order of battle).
local under = require("lib.oob").under

-- Leaders keep their command within radius: to the unit of their command nearest its centroid.
local function leader_move(l, foes)
  if l:prop("rank") == "army" then return nil end
  local cmd = l.leader and l.leader.commands
  if not cmd then return nil end
  local units = {}
  for _, u in ipairs(sandtable.units.all{ side = l.side }) do
    if u.on_map and U.is_combat(u) and not U.routed(u) and u.parent and under(u.parent, cmd) then
      units[#units + 1] = u
    end
  end
  if #units == 0 then return nil end
  table.sort(units, function(a, b) return a.key < b.key end)
  local cx, cy = 0, 0
  for _, u in ipairs(units) do cx, cy = cx + col_of(u.hex), cy + row_of(u.hex) end
  cx, cy = cx / #units, cy / #units
  local target, td = nil, INF
  for _, u in ipairs(units) do
    local d = (col_of(u.hex) - cx) ^ 2 + (row_of(u.hex) - cy) ^ 2
    if d < td then target, td = u, d end
  end
  if not target or target.hex == l.hex or dist(l.hex, target.hex) <= 1 then return nil end
  local act = { kind = "move", unit = l.key, to = target.hex }
  if can("move", act) then return act end
  local best, bs = nil, dist(l.hex, target.hex)
  for _, d in ipairs(mod("movement").reach(l)) do
    local s = dist(d.hex, target.hex)
    if s < bs and not adjacent_enemy(d.hex, foes) then best, bs = d.hex, s end
  end
  if best then
    act = { kind = "move", unit = l.key, to = best }
    if can("move", act) then return act end
  end
  return nil
end

local function march_formation(u)
  if U.is_infantry(u) then return "column" end
  if U.is_cavalry(u) then return "mounted" end
  if U.is_artillery(u) then return "limbered" end
  return nil
end

local function deployed_formation(u)
  if U.is_infantry(u) or U.is_cavalry(u) then return "line" end
  if U.is_artillery(u) then return "unlimbered" end
  return nil
end

-- The best reachable hex for `u`: nearer its objective (field), for march formations not
-- within 2 hexes of the enemy, for attackers next to an enemy, for defenders never next to one.
local function best_destination(u, f, foes, attack)
  local here = f and f[u.hex] or INF
  local function score(hex)
    local fv = f and f[hex] or INF
    if fv >= INF then return INF end
    local s = fv * 10
    local _, d = nearest(hex, foes, true)
    if U.in_march(u) and d < 3 then s = s + 1000 end
    if d == 1 then
      if attack and not U.in_march(u) and not U.half(u) then s = s - 15 else s = s + 200 end
    end
    return s
  end
  local cur = score(u.hex)
  local best, bs, bc = nil, cur, nil
  for _, d in ipairs(mod("movement").reach(u)) do
    local s = score(d.hex)
    if s < bs or (s == bs and best and d.cost < bc) then best, bs, bc = d.hex, s, d.cost end
  end
  if best == nil or (f and (f[best] or INF) > here and bs >= cur) then return nil end
  return best
end

-- A unit at work on an entrenchment, a bridge or a ford stays in its hex (6.622, 6.842, 6.844,
-- 6.854: moving ends the work).
local function at_work(u)
  return u:has("digging") or u:has("searching") or u:has("destroying") or u:has("rebuilding")
end

-- `P` is the profile's parameters (see `M.profile`); the baseline's are empty.
local function plan_unit(u, side, foes, mem, P)
  if not u.on_map or U.routed(u) then return nil end
  if at_work(u) then return nil end
  if P.unit_first and not mem.first_done[u.key] then
    mem.first_done[u.key] = true
    local act = P.unit_first(u, side, foes, mem)
    if act then return act end
  end
  if U.is_leader(u) then
    if mem.moved[u.key] then return nil end
    local act = leader_move(u, foes)
    if act then mem.moved[u.key] = true end
    return act
  end
  if U.is_wagon(u) or not U.is_combat(u) then return nil end
  local mv = mod("movement")
  local foe, d = nearest(u.hex, foes, true)
  local near = foe ~= nil and d <= 4
  local attack = side == "confederate"
  local f = (P.goal_field or goal_field)(u)
  local fv = f and f[u.hex] or INF
  local in_zoc = mv.in_enemy_zoc(u)

  -- Deploy a march formation near the enemy, facing it.
  if U.in_march(u) and near and not mem.formed[u.key] then
    local to = deployed_formation(u)
    if to then
      local act = { kind = "formation", unit = u.key, formation = to, facing = toward(u.hex, foe.hex) }
      mem.formed[u.key] = true
      if can("formation", act) then return act end
    end
  end
  -- Far from the enemy and from the objective: take march formation (roads are faster).
  if not U.in_march(u) and not near and not in_zoc and d >= 7 and fv > 3 and fv < INF
    and not mem.formed[u.key] and not mem.moved[u.key] then
    local to = march_formation(u)
    if to then
      local act = { kind = "formation", unit = u.key, formation = to }
      if to == "mounted" then act.facing = u.facing or toward(u.hex, foe and foe.hex or u.hex) end
      mem.formed[u.key] = true
      if can("formation", act) then return act end
    end
  end
  -- Move: never out of an enemy ZOC (withdrawal fire); the Union holds once near the enemy.
  local hold = in_zoc or (not attack and near) or fv <= (attack and 0 or 1)
  if P.holds then hold = P.holds(u, { in_zoc = in_zoc, near = near, attack = attack, fv = fv, foe = foe, d = d }) end
  if not mem.moved[u.key] and not hold and f then
    mem.moved[u.key] = true
    local to = best_destination(u, f, foes, attack)
    if to then
      local act = { kind = "move", unit = u.key, to = to }
      if U.has_facing(u) then
        local e = nearest(to, foes, true)
        if e and dist(to, e.hex) <= 5 then act.facing = toward(to, e.hex) end
      end
      if can("move", act) then return act end
      act.facing = nil
      if can("move", act) then return act end
    end
  end
  mem.moved[u.key] = true
  -- Face the nearest enemy (outside an enemy ZOC: turning there draws withdrawal fire).
  if foe and d <= 5 and U.has_facing(u) and not in_zoc then
    local o = mod("morale").orientation(u, foe.hex)
    local want = toward(u.hex, foe.hex)
    if (o ~= "front" or d <= 2) and want ~= u.facing then
      local act = { kind = "face", unit = u.key, facing = want }
      if can("face", act) then return act end
    end
  end
  return nil
end

local function movement(side, P)
  local mem = memo()
  local act = entry(side, mem)
  if act then return act end
  local foes = enemies(side)
  if P.phase_first then
    act = P.phase_first(side, foes, mem)
    if act then return act end
  end
  local units = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and not mem.done[u.key] then units[#units + 1] = u end
  end
  table.sort(units, function(a, b) return a.key < b.key end)
  for _, u in ipairs(units) do
    local n = mem.count[u.key] or 0
    local a = n < 4 and plan_unit(u, side, foes, mem, P) or nil
    if a then
      mem.count[u.key] = n + 1
      return a
    end
    mem.done[u.key] = true
  end
  if P.phase_last then return P.phase_last(side, foes, mem) end
  return nil
end

---------------------------------------------------------------------------------------------
-- Fire
---------------------------------------------------------------------------------------------
local RANK = { front = 0, flank = 1, rear = 2 }

-- The expected value of a fire attack by `firers` (with their ranges) at `t`.
local function fire_value(firers, t)
  local fire, works = mod("fire"), mod("works")
  local fm = U.chart("fire_modifiers")
  local total, orient, entrenched = 0, nil, true
  for _, f in ipairs(firers) do
    local s = fire.strength(f, dist(f.hex, t.hex)) or 0
    total = total + s
    local o = mod("morale").orientation(t, f.hex)
    if not orient or RANK[o] < RANK[orient] then orient = o end
    if not (works.entrenched_against and works.entrenched_against(t, f.hex)) then entrenched = false end
  end
  if total <= 0 then return 0 end
  local m = 0
  if entrenched then m = m + (fm.target_entrenched or 0) end
  if sandtable.map.terrain(t.hex) == "woods" then m = m + (fm.target_in_woods or 0) end
  if U.in_march(t) then m = m + (fm.target_march_formation or 0) end
  if orient == "flank" then m = m + (fm.through_flank or 0) end
  if orient == "rear" then m = m + (fm.through_rear or 0) end
  if U.routed(t) then m = m + (fm.target_routed or 0) end
  local morale = U.is_wagon(t) and 10 or U.morale_level(t)
  local check = math.max(0, math.min(1, (10 - morale + 2) / 10)) -- a rough chance to fail a check
  local v = 0
  for roll = 1, 10 do
    local r = fire.result(total, roll + m)
    if type(r) == "number" then
      v = v + r + (U.is_wagon(t) and 0 or (1 + r * 0.3) * check * 2)
      if r >= t.strength then v = v + 3 end
    elseif r == "M" then
      v = v + check * 2
    end
  end
  v = v / 10
  if U.is_wagon(t) then v = v * 3 end
  if U.half(t) then v = v * 1.3 end
  if U.is_artillery(t) then v = v * 1.2 end
  return v
end

local function advance_choice(side, P)
  local p = sandtable.vars.get("fire_advance")
  if not p then return nil end
  local foes = enemies(side)
  for _, k in ipairs(p.units or {}) do
    local u = sandtable.units.get(k)
    if u and u.on_map then
      local f = (P.goal_field or goal_field)(u)
      local better = f and (f[p.hex] or INF) < (f[u.hex] or INF)
      local onto = f and (f[p.hex] or INF) <= 1
      local _, d = nearest(p.hex, foes, true)
      local ok = (side == "confederate" and better and not U.half(u)) or (side ~= "confederate" and onto and d > 1)
      if ok then
        local act = { kind = "advance", unit = k }
        if can("advance", act) then return act end
      end
    end
  end
  return { kind = "advance", decline = true }
end

local function fire_phase(side, P)
  local ph = sandtable.game.phase()
  if sandtable.vars.get("fire_advance") then return advance_choice(side, P) end
  local fire = mod("fire")
  local mem = memo()
  local firers = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and (U.is_combat(u) or U.is_wagon(u)) and not fire.why_not(u, ph) then firers[#firers + 1] = u end
  end
  if #firers == 0 then return nil end
  table.sort(firers, function(a, b) return a.key < b.key end)
  local targets = {}
  for _, t in ipairs(sandtable.units.all{ side = U.enemy(side) }) do
    if t.on_map and (U.is_combat(t) or U.is_wagon(t)) and not t:has("fired_at") and not mem.bad[t.key] then
      targets[#targets + 1] = t
    end
  end
  table.sort(targets, function(a, b) return a.key < b.key end)
  local best, bv = nil, 0
  for _, t in ipairs(targets) do
    local group, side_group = {}, {}
    for _, f in ipairs(firers) do
      if dist(f.hex, t.hex) <= fire.max_range(f, ph) and not fire.why_not_at(f, t, ph) then
        group[#group + 1] = f
        if mod("morale").orientation(t, f.hex) ~= "front" then side_group[#side_group + 1] = f end
      end
    end
    if #group > 0 then
      for _, g in ipairs({ group, side_group }) do
        if #g > 0 then
          local v = fire_value(g, t)
          if v > bv then best, bv = { t = t, g = g }, v end
        end
      end
    end
  end
  if not best then return nil end
  local keys = {}
  for _, f in ipairs(best.g) do keys[#keys + 1] = f.key end
  local act = { kind = "fire", units = keys, target = best.t.key }
  if can("fire", act) then return act end
  mem.bad[best.t.key] = true
  return fire_phase(side, P)
end

---------------------------------------------------------------------------------------------
-- Charge and melee
---------------------------------------------------------------------------------------------
local function expected_loss(points)
  local fire = mod("fire")
  local v = 0
  for roll = 1, 10 do
    local r = fire.result(points, roll)
    if type(r) == "number" then v = v + r end
  end
  return v / 10
end

local function charge_phase(side)
  local melee = mod("melee")
  local list = melee.actions.charge.list(side) or {}
  local best, bs = nil, nil
  for _, c in ipairs(list) do
    local t = sandtable.units.get(c.target)
    if t and t.on_map then
      local a = 0
      local ok = true
      for _, k in ipairs(c.units) do
        local u = sandtable.units.get(k)
        if not u or U.half(u) then ok = false else a = a + u.strength end
      end
      local d = math.max(1, t.strength)
      local loss = U.routed(t) and 0 or expected_loss(t.strength)
      local eff = a - loss
      local good = ok and (U.routed(t) or eff >= 2 * d or (U.half(t) and eff >= 1.5 * d))
      if good then
        local s = eff / d + (U.routed(t) and 2 or 0)
        if not bs or s > bs then
          local act = { kind = "charge", units = c.units, target = c.target }
          if can("charge", act) then best, bs = act, s end
        end
      end
    end
  end
  return best
end

---------------------------------------------------------------------------------------------
-- Rally
---------------------------------------------------------------------------------------------
local function rally_phase(side)
  local list = mod("morale").actions.rally.list(side) or {}
  for _, r in ipairs(list) do
    if can("rally", r) then return r end
  end
  return nil
end

---------------------------------------------------------------------------------------------
-- A computer player built from these blocks with the parameters `P` (all optional; the baseline
-- gives none, so it plays exactly as before):
--   P.phase_first(side, foes, mem) -> action?  asked first in each movement step, after entries
--   P.unit_first(u, side, foes, mem) -> action? asked once a phase for each unit before its plan
--   P.phase_last(side, foes, mem) -> action?   asked when every unit's plan is made
--   P.goal_field(u) -> field?                   the unit's objective (default: `goal_field`)
--   P.holds(u, ctx) -> boolean                  whether the unit stays put this movement phase
--                                               (ctx: in_zoc, near, attack, fv, foe, d)
function M.profile(P)
  P = P or {}
  return function(side)
    local ph = sandtable.game.phase()
    if ph == "movement" then return movement(side, P) end
    if ph == "defensive_fire" or ph == "offensive_fire" then return fire_phase(side, P) end
    if ph == "charge_melee" then return charge_phase(side) end
    if ph == "rally" then return rally_phase(side) end
    return nil -- command: 5.4's default reorganisation
  end
end

local bot = M.profile({})
M.union = bot
M.confederate = bot

-- Building blocks for other profiles (bots_standard.lua), tests and tools.
M.goal_of = goal_of
M.goal_field = goal_field
M.field = field
M.can = can
M.enemies = enemies
M.nearest = nearest
M.adjacent_enemy = adjacent_enemy
M.at_work = at_work
M.best_destination = best_destination
M.march_formation = march_formation
M.toward = toward
M.area = area
M.place = place
M.INF = INF

return M
