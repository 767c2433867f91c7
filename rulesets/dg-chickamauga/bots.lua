-- Computer players for Chickamauga. They only look (queries, the rules' own functions) and
-- return one action at a time; ties are broken by labels and keys, so a game is decided by
-- its seed alone.
--
-- The policy, in the words of a player:
-- * Movement. Bring reinforcements on as they come, one at a time, and march them off the
--   entry road. Put the supply train on the road to Chattanooga and get it off the map. Plan
--   attacks first: an enemy hex is worth attacking when the units that can reach it (with
--   those already in contact and the artillery in range) give at least 2-1 (3-1 against a
--   stack in good ground); send just enough of them. Every other unit marches on its
--   objective by the cheapest road, out of enemy zones of control (entering one commits it to
--   attack, 7.12), preferring good ground and a friend beside it, and holds a victory point
--   hex once on it. The Union holds what it has and strikes at 1920 and 2311 when they are
--   weakly held; the Confederates take the 5-point hexes and drive for 0502, 0211 and the
--   exits, and exit toward Chattanooga late in the game while the road east is open.
-- * Combat. Meet every obligation (7.11, 7.12, 7.23): each enemy hex in contact gets an
--   attack; weak "soak-off" attacks are made at 1-1 or 2-1 where possible (no attacker
--   losses on those columns) and the rest of the strength goes where it can reach 3-1; free
--   bombardments go to the best target in range; the odds column is lowered when a lower one
--   is better for the attacker (3-1 has fewer exchanges than 4-1, 7.9).
-- * Advance after combat into victory point hexes and good ground.

local U = require("util")
local movement = require("movement")
local combat = require("combat")
local victory = require("victory")

local B = {}

-- ---------------------------------------------------------------------------------------------
-- The policy: what a profile may change (bots_standard.lua). These defaults are the baseline
-- profile's policy, and every function below reads the policy of the profile being played
-- through `P`, which `B.profile` sets at each call (the bots run one call at a time).
-- ---------------------------------------------------------------------------------------------

local BASELINE = {
  id = "baseline",
  -- the least odds column a planned attack must reach (6 = 2-1, 7 = 3-1)
  threshold = { confederate = 6, union = 7 },
  -- the turn from which the Confederates march on the exits and leave (16.1), while the road
  -- east is open (17.31)
  confederate_exit_turn = 9,
  -- the distance field the supply train follows to the exits (nil: the road field ignoring
  -- units, 18.23)
  train_field = nil,
  -- whether the train may enter at a hex (nil: wherever the rules allow)
  train_may_enter = nil,
  -- objectives a profile adds to a side's list: fn(side, b, list)
  more_objectives = nil,
  -- what an attack on an enemy hex is worth beyond the baseline's value: fn(side, b, hex) -> n
  target_bonus = nil,
  -- the least odds column against a particular enemy hex (nil: `threshold`): fn(side, b, hex)
  target_threshold = nil,
  -- score bonus of a hex for an advance after combat: fn(side, hex) -> n
  advance_bonus = nil,
  -- moves for units the plan leaves where they stand: fn(side, b, idle, reaches, occ) -> moves
  idle_moves = nil,
  -- what standing on the objective hex itself adds to a hex's score for a unit marching on
  -- it (0: a unit next to its objective does not step onto it, a move of less than the
  -- two points a march needs)
  on_objective = 0,
  -- the least garrison of a victory point hex the side holds: fn(side, vp_hex) -> n (nil: one,
  -- more as enemy strength comes near)
  least_garrison = nil,
  -- whether the Union guards the exits now: fn() -> boolean (nil: always)
  exits_need_guard = nil,
}
B.BASELINE = BASELINE

local P = BASELINE

-- ---------------------------------------------------------------------------------------------
-- Distance fields (cost in MP to reach a set of hexes, ignoring units), cached per map revision
-- ---------------------------------------------------------------------------------------------

local cache = { key = nil, fields = {} }

-- The map's revision (it changes with every change of the map), so that cached fields never
-- outlive their map.
local function map_key() return sandtable.map.revision() end

-- The cost from every hex to the nearest hex of `targets` (a list), moving as a unit would
-- (the kernel's distance field at the declared costs, units left out; `roads_only`: along
-- roads and trails, as the train moves, 18.23). Hexes off the playing area (9.0) get none.
local function field(name, targets, roads_only)
  local k = map_key()
  if cache.key ~= k then
    cache.key = k
    cache.fields = {}
  end
  if cache.fields[name] then return cache.fields[name] end
  local dist = sandtable.move.field(targets, { class = "foot", roads_only = roads_only })
  for _, h in ipairs(U.keys(dist)) do
    if not movement.TERRAIN[sandtable.map.terrain(h)] then dist[h] = nil end
  end
  cache.fields[name] = dist
  return dist
end

-- ---------------------------------------------------------------------------------------------
-- Board summary (computed once per plan)
-- ---------------------------------------------------------------------------------------------

local DOUBLE = { rough = true, forest_rough = true }

local function hex_strength(hex, side)
  local s = 0
  for _, u in ipairs(sandtable.units.at(hex)) do
    if u.side == side then s = s + u.strength end
  end
  return s
end

local function defence_estimate(hex)
  local s = 0
  for _, u in ipairs(sandtable.units.at(hex)) do s = s + u.strength end
  if DOUBLE[sandtable.map.terrain(hex)] then s = 2 * s end
  return s
end

local function board(side)
  local enemy = sandtable.game.enemy(side)
  local b = {
    side = side, enemy = enemy, enemy_hexes = {}, enemy_units = {},
    zoc = U.set(sandtable.move.zoc(side)), threat = {}, near = {}, contact_cache = {},
  }
  local seen = {}
  for _, e in ipairs(sandtable.units.all{ side = enemy }) do
    b.enemy_units[#b.enemy_units + 1] = e
    if not seen[e.hex] then
      seen[e.hex] = true
      b.enemy_hexes[#b.enemy_hexes + 1] = e.hex
    end
    -- enemy strength that could attack a hex next turn (within four hexes), and how near
    -- the nearest enemy is (for artillery, which wants to be two or three hexes off)
    if not U.is_train(e) then
      -- (a sum and a least distance: the order of the hexes does not matter)
      for h, d in pairs(sandtable.map.distances(e.hex, 4)) do
        b.threat[h] = (b.threat[h] or 0) + e.strength
        if d < (b.near[h] or 99) then b.near[h] = d end
      end
    end
  end
  table.sort(b.enemy_hexes)
  return b
end

-- Enemy hexes (with units exerting a zone of control) in contact with hex h.
local function contacts(h, b)
  if not b.zoc[h] then return {} end
  local c = b.contact_cache[h]
  if c then return c end
  c = {}
  for _, n in ipairs(sandtable.map.neighbors(h)) do
    if U.contact(h, n) then
      for _, e in ipairs(sandtable.units.at(n)) do
        if e.side == b.enemy and not U.is_train(e) then
          c[#c + 1] = n
          break
        end
      end
    end
  end
  b.contact_cache[h] = c
  return c
end

-- ---------------------------------------------------------------------------------------------
-- Objectives
-- ---------------------------------------------------------------------------------------------

local schedule_cache = { key = nil, list = nil }

local function vp_hexes()
  local k = map_key()
  if schedule_cache.key ~= k then
    schedule_cache.key = k
    schedule_cache.list = victory.schedule()
  end
  return schedule_cache.list
end

-- The objectives of `side`. A victory point hex the side holds is to be held (it scores for
-- the side, or denies the enemy): its garrison grows with the enemy strength near it. One the
-- enemy holds is to be taken, worth half as much again. The Union guards the two exits
-- against a break-through; the Confederates, late in the game and while the road east is
-- open, march on the exits themselves. `cap` is how many units an objective wants (nil: an
-- even share of the army).
local function objectives(side, b)
  local list = {}
  local turn = sandtable.game.turn()
  for _, h in ipairs(vp_hexes()) do
    local owner = victory.owner(h.hex)
    if owner == side then
      local near = 0
      if b then
        for _, e in ipairs(b.enemy_units) do
          if sandtable.map.distance(e.hex, h.hex) <= 6 then near = near + e.strength end
        end
      end
      local least = P.least_garrison and P.least_garrison(side, h) or 1
      list[#list + 1] = { hex = h.hex, value = h.vp, cap = math.max(least, 1 + math.min(4, near // 8)) }
    else
      list[#list + 1] = { hex = h.hex, value = h.vp * 1.5 }
    end
  end
  if side == "union" then
    if not P.exits_need_guard or P.exits_need_guard() then
      for _, e in ipairs(U.area("exits")) do list[#list + 1] = { hex = e, value = 25, cap = 1 } end
    end
    -- 17.31 A Union unit on the road hex of the eastern edge cuts the Confederate line of
    -- communication: every Confederate exit then scores nothing.
    for _, e in ipairs(U.area("east_edge")) do
      if U.road_hex(e) then list[#list + 1] = { hex = e, value = 30, cap = 1 } end
    end
  elseif turn >= P.confederate_exit_turn and victory.confederate_loc() then
    for _, e in ipairs(U.area("exits")) do list[#list + 1] = { hex = e, value = 80, exit = true } end
  end
  if P.more_objectives then P.more_objectives(side, b, list) end
  table.sort(list, function(x, y)
    if x.value ~= y.value then return x.value > y.value end
    return x.hex < y.hex
  end)
  for _, o in ipairs(list) do o.field = field("obj:" .. o.hex, { o.hex }) end
  return list
end

-- Shares the objectives out: pairs of (unit, objective) by value per distance, each objective
-- up to its cap (default: an even share of the army).
local function assign(units, objs)
  local assigned, count = {}, {}
  local cand = {}
  for _, u in ipairs(units) do
    for i, o in ipairs(objs) do
      local f = o.field[u.hex]
      if f then cand[#cand + 1] = { u = u, i = i, score = o.value / (f + 6) } end
    end
  end
  table.sort(cand, function(x, y)
    if x.score ~= y.score then return x.score > y.score end
    if x.u.key ~= y.u.key then return x.u.key < y.u.key end
    return x.i < y.i
  end)
  local share = math.max(2, math.ceil(#units / math.max(1, #objs)) + 1)
  for _, p in ipairs(cand) do
    local cap = objs[p.i].cap or share
    if not assigned[p.u.key] and (count[p.i] or 0) < cap then
      assigned[p.u.key] = objs[p.i]
      count[p.i] = (count[p.i] or 0) + 1
    end
  end
  return assigned
end

-- ---------------------------------------------------------------------------------------------
-- Movement
-- ---------------------------------------------------------------------------------------------

-- Every reinforcement of the side that has entered this phase and not moved yet, by key: the
-- column marches off one by one, and one that cannot move does not hold up those behind it.
local function entered_not_moved(side)
  local r = sandtable.vars.get("mv") or {}
  local out = {}
  for _, key in ipairs(U.keys(r.spent or {})) do
    local u = sandtable.units.get(key)
    if u and u.side == side and u.on_map and not U.is_train(u) and not (r.moved or {})[key] then out[#out + 1] = u end
  end
  return out
end

-- A hex a unit could never leave by movement (every neighbour prohibited: off the map, or
-- across a creek without bridge or ford, as 1128 on the south edge): no reinforcement is
-- entered there, it is delayed instead (15.3).
local function dead_end(hex)
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    if movement.step_cost(hex, n) then return false end
  end
  return true
end

local function enter_action(side)
  local best
  for _, a in ipairs(movement.enter.list(side)) do
    local u = sandtable.units.get(a.unit)
    local barred = U.is_train(u) and P.train_may_enter and not P.train_may_enter(a.hex)
    if not dead_end(a.hex) and not barred and movement.enter.can(a) == true then
      -- the train enters last, onto an empty hex
      local rank = movement.entry_cost(a.hex) * 10 + (U.is_train(u) and 100 or 0)
      if not best or rank < best.rank or (rank == best.rank and (a.unit < best.a.unit or (a.unit == best.a.unit and a.hex < best.a.hex))) then
        best = { a = a, rank = rank }
      end
    end
  end
  return best and best.a
end

local function train_move(t)
  local exits = U.area("exits")
  if U.set(exits)[t.hex] then
    if movement.exit.can({ kind = "exit", unit = t.key }) == true then
      return { kind = "exit", unit = t.key }
    end
    return nil
  end
  if movement.has_moved(t.key) then return nil end
  local f = P.train_field and P.train_field() or field("train", exits, true)
  local best, bd = nil, f[t.hex] or math.huge
  for _, d in ipairs(movement.reach(t)) do
    local v = f[d.hex] or math.huge
    if v < bd or (v == bd and best and d.hex < best) then best, bd = d.hex, v end
  end
  if best then return { kind = "move", unit = t.key, to = best } end
  return nil
end

-- Plans the attacks of this movement phase: enemy hexes the side can hit at good odds with
-- units that can reach contact with that hex alone. Returns a list of { unit, to } and the set
-- of units committed.
local function plan_attacks(side, b, units, reaches, occ)
  -- The Confederates, who must take ground, attack at 2-1; the Union counter-attacks at 3-1.
  local threshold = P.threshold[side]
  local in_contact = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if not U.is_train(u) and b.zoc[u.hex] then
      for _, h in ipairs(contacts(u.hex, b)) do in_contact[h] = (in_contact[h] or 0) + u.strength end
    end
  end
  -- candidate (unit, destination) per target: a reachable hex in contact with that enemy hex
  -- only
  local cands = {}
  for _, u in ipairs(units) do
    local best = {}
    for _, d in ipairs(reaches[u.key]) do
      if b.zoc[d.hex] then
        local cs = contacts(d.hex, b)
        if #cs == 1 then
          local t = cs[1]
          local score = (DOUBLE[sandtable.map.terrain(d.hex)] and 3 or 0) - d.cost * 0.1
            - ((b.route and b.route[d.hex]) and 5 or 0)
          if not best[t] or score > best[t].score or (score == best[t].score and d.hex < best[t].hex) then
            best[t] = { hex = d.hex, score = score }
          end
        end
      end
    end
    for t, d in pairs(best) do
      cands[t] = cands[t] or {}
      table.insert(cands[t], { u = u, dest = d.hex })
    end
  end
  local targets = {}
  for _, h in ipairs(U.keys(cands)) do
    local d = defence_estimate(h)
    local value = d / 2
    if victory.owner(h) ~= nil then value = value + 10 end
    -- a Union unit on the road hex of the eastern edge cuts the Confederate line (17.31)
    if side == "confederate" and U.set(U.area("east_edge"))[h] and U.road_hex(h) then value = value + 20 end
    if P.target_bonus then value = value + P.target_bonus(side, b, h) end
    local th = P.target_threshold and P.target_threshold(side, b, h) or threshold
    targets[#targets + 1] = { hex = h, d = d, value = value, threshold = th }
  end
  table.sort(targets, function(x, y)
    if x.value ~= y.value then return x.value > y.value end
    return x.hex < y.hex
  end)
  local moves, committed = {}, {}
  for _, t in ipairs(targets) do
    local list = {}
    for _, c in ipairs(cands[t.hex]) do
      if not committed[c.u.key] then list[#list + 1] = c end
    end
    table.sort(list, function(x, y)
      if x.u.strength ~= y.u.strength then return x.u.strength > y.u.strength end
      return x.u.key < y.u.key
    end)
    local have = in_contact[t.hex] or 0
    local total = have
    for _, c in ipairs(list) do total = total + c.u.strength end
    local threshold = t.threshold
    if combat.column(total, t.d) >= threshold then
      local used, slots = {}, {}
      for _, c in ipairs(list) do
        if combat.column(have, t.d) >= threshold + 1 then break end
        local n = slots[c.dest] or occ[c.dest] or 0
        if n < 2 then
          slots[c.dest] = n + 1
          have = have + c.u.strength
          used[#used + 1] = c
        end
      end
      if combat.column(have, t.d) >= threshold then
        for _, c in ipairs(used) do
          committed[c.u.key] = true
          occ[c.dest] = (occ[c.dest] or 0) + 1
          occ[c.u.hex] = (occ[c.u.hex] or 1) - 1
          moves[#moves + 1] = { unit = c.u.key, to = c.dest }
        end
      end
    end
  end
  return moves, committed
end

-- Positional value of a hex for a unit marching on objective `o`: near the objective, in good
-- ground, beside a friend, not exposed to more enemy strength than it can bear; Union units
-- keep within ten hexes of the roads to the exits (17.32).
local function position_score(u, hex, o, b, occ, near_exit)
  local f = o.field[hex] or 999
  local s = -f
  if hex == o.hex then s = s + P.on_objective end
  if o.exit and U.set(U.area("exits"))[hex] then s = s + 50 end
  if DOUBLE[sandtable.map.terrain(hex)] then s = s + 2 end
  local n = occ[hex] or 0
  if n == 1 then s = s + 1 end
  local threat = b.threat[hex] or 0
  if threat > 0 then
    local def = u.strength * (n + 1)
    if DOUBLE[sandtable.map.terrain(hex)] then def = def * 2 end
    local ratio = threat / def
    local limit = u.side == "union" and 2 or 3
    if ratio > limit then s = s - (ratio - limit) * 1.5 end
  end
  if u.side == "union" and near_exit and (near_exit[hex] or 99) > 8 then s = s - 20 end
  if b.route and b.route[hex] then s = s - 30 end
  -- artillery keeps two or three hexes from the enemy, where it may bombard (8.12)
  if U.is_artillery(u) then
    local d = b.near[hex] or 99
    if d == 2 or d == 3 then s = s + 3 end
  end
  return s
end

-- Hex steps from the roads leading to the exits (17.32), ignoring units: the hexes joined to
-- an exit by road (the kernel's field along routes, trails left out) are 0, and every other
-- hex counts the steps to the nearest of them (the field in steps, creek hexsides closed
-- where no bridge or ford crosses). Hexes off the playing area (9.0) get none.
local function exit_road_distance()
  local k = map_key()
  if cache.key ~= k then
    cache.key = k
    cache.fields = {}
  end
  if cache.fields.exit_roads then return cache.fields.exit_roads end
  local roads = sandtable.move.field(U.area("exits"), { class = "foot", roads_only = true, without = { "trail" }, steps = true })
  local dist = sandtable.move.field(U.keys(roads), { class = "foot", steps = true })
  for _, h in ipairs(U.keys(dist)) do
    if not movement.TERRAIN[sandtable.map.terrain(h)] then dist[h] = nil end
  end
  cache.fields.exit_roads = dist
  return dist
end

-- Where the supply train starts its road: its hex, or its entry hexes while it waits to enter
-- (from two turns before it is due).
local function train_starts()
  local t = U.train_on_map()
  if t then return { t.hex } end
  local starts = {}
  for _, p in ipairs(sandtable.units.all{ side = "union", type = "train", location = "pending" }) do
    local a = p.props.arrives
    if a and a.turn <= sandtable.game.turn() + 2 then starts = U.area(a.area) end
  end
  return starts
end

-- The hexes of the road down a field from each start to its goals, as a set (movement.lua).
local route_along = movement.road_route

-- The road the supply train will take to the exits (the hexes of its cheapest road from
-- where it is, or from its entry hexes while it waits to enter): other Union units keep off
-- it, since nothing may pass through the train nor it through them (18.21, 18.22).
local function train_route()
  local f = P.train_field and P.train_field() or field("train", U.area("exits"), true)
  return route_along(f, train_starts())
end

-- The whole movement plan of a phase: attacks first, then marches, each move taking account
-- of the stacks the earlier ones make.
local function make_plan(side)
  local b = board(side)
  if side == "union" then b.route = train_route() end
  local occ = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    occ[u.hex] = (occ[u.hex] or 0) + (U.is_train(u) and 2 or 1)
  end
  local units, reaches = {}, {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if not U.is_train(u) and not movement.has_moved(u.key) and not b.zoc[u.hex] then
      units[#units + 1] = u
      reaches[u.key] = movement.reach(u)
    end
  end
  local moves, committed = {}, {}
  -- artillery does not close with the enemy: it bombards from two or three hexes (8.0)
  local foot = {}
  for _, u in ipairs(units) do
    if not U.is_artillery(u) then foot[#foot + 1] = u end
  end
  if not U.night() then moves, committed = plan_attacks(side, b, foot, reaches, occ) end
  local rest = {}
  for _, u in ipairs(units) do
    if not committed[u.key] then rest[#rest + 1] = u end
  end
  local objs = objectives(side, b)
  local assigned = assign(rest, objs)
  local near_exit = side == "union" and exit_road_distance() or nil
  local idle = {}
  for _, u in ipairs(rest) do
    local o = assigned[u.key]
    local on_route = b.route and b.route[u.hex]
    idle[#idle + 1] = u
    if o and (on_route or not (u.hex == o.hex and not o.exit)) then
      local here = position_score(u, u.hex, o, b, occ, near_exit)
      occ[u.hex] = occ[u.hex] - 1
      local best, bs = nil, here + 2
      for _, d in ipairs(reaches[u.key]) do
        if not b.zoc[d.hex] and (occ[d.hex] or 0) < 2 then
          local s = position_score(u, d.hex, o, b, occ, near_exit)
          if s > bs or (s == bs and best and d.hex < best) then best, bs = d.hex, s end
        end
      end
      if best then
        occ[best] = (occ[best] or 0) + 1
        moves[#moves + 1] = { unit = u.key, to = best }
        idle[#idle] = nil
      else
        occ[u.hex] = occ[u.hex] + 1
      end
    end
  end
  if P.idle_moves then
    for _, m in ipairs(P.idle_moves(side, b, idle, reaches, occ, assigned)) do moves[#moves + 1] = m end
  end
  return moves
end

local plan_cache = { key = nil, moves = nil }

local function movement_action(side)
  -- 1. the entry column: a unit that has entered moves off before the next enters
  local column = entered_not_moved(side)
  if #column > 0 then
    local b = board(side)
    local objs = objectives(side, b)
    if side == "union" then b.route = train_route() end
    local near_exit = side == "union" and exit_road_distance() or nil
    local occ = {}
    for _, e in ipairs(column) do
      local o = assign({ e }, objs)[e.key]
      -- 5.32 one that entered a full stack must move off it, into an enemy zone if need be
      local must = sandtable.units.stack(e.hex, side) > 2
      local best, bs = nil, -math.huge
      for pass = 1, must and 2 or 1 do
        for _, d in ipairs(movement.reach(e)) do
          if pass == 2 or not b.zoc[d.hex] then
            local s = o and position_score(e, d.hex, o, b, occ, near_exit) or 0
            if s > bs or (s == bs and best and d.hex < best) then best, bs = d.hex, s end
          end
        end
        if best then break end
      end
      if best then return { kind = "move", unit = e.key, to = best } end
    end
  end
  local en = enter_action(side)
  if en then return en end
  -- 2. the supply train, once it is free to go
  local t = U.train_on_map()
  if t and t.side == side and U.set(U.area("exits"))[t.hex] then
    local a = train_move(t)
    if a then return a end
  end
  -- 3. exits toward Chattanooga, late in the game while the road east is open (17.31)
  if side == "confederate" and sandtable.game.turn() >= P.confederate_exit_turn then
    for _, h in ipairs(U.area("exits")) do
      for _, u in ipairs(U.own_at(h, side)) do
        if movement.exit.can({ kind = "exit", unit = u.key }) == true and victory.confederate_loc() then
          return { kind = "exit", unit = u.key }
        end
      end
    end
  end
  -- 4. the phase's plan
  local key = map_key() .. ":" .. sandtable.game.turn() .. ":" .. side .. ":" .. P.id
  if plan_cache.key ~= key then
    plan_cache.key = key
    plan_cache.moves = make_plan(side)
  end
  for _, m in ipairs(plan_cache.moves) do
    if not movement.has_moved(m.unit) then
      local u = sandtable.units.get(m.unit)
      if u and u.on_map and u.hex ~= m.to then
        local a = { kind = "move", unit = m.unit, to = m.to }
        if movement.move.can(a) == true then return a end
      end
    end
  end
  -- 5. the supply train moves last, when the road ahead of it has been cleared
  if t and t.side == side then
    local a = train_move(t)
    if a then return a end
  end
  return { kind = "end_phase" }
end

-- ---------------------------------------------------------------------------------------------
-- Combat
-- ---------------------------------------------------------------------------------------------

-- Expected value of a column for the attacker: eliminated and retreated enemies are good,
-- attacker losses and retreats bad.
local function column_value(c, att, def)
  local v = 0
  for roll = 1, 6 do
    local r = combat.CRT[roll][c]
    if r == "De" then v = v + def
    elseif r == "Dr" then v = v + 1
    elseif r == "Ex" then v = v + def - def * 0.8
    elseif r == "Ar" then v = v - 0.5
    elseif r == "Ae" then v = v - att
    end
  end
  return v / 6
end

local function best_odds(ev, printed_att)
  local bestc, bestv = ev.column, nil
  for c = ev.column, math.max(1, ev.column - 3), -1 do
    local v = column_value(c, printed_att, ev.printed)
    if not bestv or v > bestv + 1e-9 then bestc, bestv = c, v end
  end
  return bestc, bestv
end

local function finish_attack(act)
  local ev = combat.evaluate(act)
  if ev.reason then return act end
  local att = 0
  for _, u in ipairs(ev.normal) do att = att + u.strength end
  local c = best_odds(ev, att)
  if c < ev.column then act.odds = combat.column_name(c) end
  return act
end

local function combat_action(side)
  local c = U.cbt()
  -- advance after combat
  if c.pending then
    local best
    for _, a in ipairs(combat.advance.list(side)) do
      if combat.advance.can(a) == true then
        local owner = victory.owner(a.to)
        local score = 0
        if owner ~= nil and owner ~= side then score = score + 10 end
        if DOUBLE[sandtable.map.terrain(a.to)] then score = score + 2 end
        if side == "confederate" then score = score + 1 end
        if P.advance_bonus then score = score + P.advance_bonus(side, a.to) end
        if score > 0 and (not best or score > best.score or (score == best.score and a.unit < best.a.unit)) then
          best = { a = a, score = score }
        end
      end
    end
    if best then return best.a end
  end
  local ob = combat.obligations(side)
  local b = board(side)
  if #ob.order > 0 then
    -- Most constrained enemy hex first; attack it with all its attackers that have no other
    -- obligation, plus the ones it needs, plus artillery in range.
    local best
    for _, h in ipairs(ob.order) do
      local keys = ob.hexes[h]
      local n = #keys
      if not best or n < best.n or (n == best.n and h < best.h) then best = { h = h, n = n } end
    end
    local h = best.h
    -- attackers: units in contact with h, grouped by hex (7.22)
    local attackers, seen = {}, {}
    for _, key in ipairs(ob.hexes[h]) do
      local u = sandtable.units.get(key)
      if not seen[u.hex] then
        seen[u.hex] = true
        for _, o in ipairs(U.own_at(u.hex, side)) do
          if not c.used[o.key] and not U.is_train(o) and not o:has("ineffective") and not c.advanced[o.key] then
            attackers[#attackers + 1] = o.key
          end
        end
      end
    end
    -- artillery that may bombard h
    for _, a in ipairs(sandtable.units.all{ side = side, type = "artillery" }) do
      if not c.used[a.key] and not c.fired[a.hex] and not sandtable.move.in_enemy_zoc(a.hex, side)
        and combat.in_bombard_range(a, h) then
        attackers[#attackers + 1] = a.key
      end
    end
    table.sort(attackers)
    local act = finish_attack({ kind = "attack", targets = { h }, attackers = attackers })
    if combat.action.can(act) == true then return act end
    -- the full group was refused (it would strand another obligation): try it without each
    -- stack that has other enemies to attack
    local reduced = {}
    for _, key in ipairs(attackers) do
      local u = sandtable.units.get(key)
      local others = 0
      for _, n in ipairs(contacts(u.hex, b)) do
        if n ~= h and not c.hexes[n] then others = others + 1 end
      end
      if others == 0 then reduced[#reduced + 1] = key end
    end
    if #reduced > 0 then
      act = finish_attack({ kind = "attack", targets = { h }, attackers = reduced })
      if combat.action.can(act) == true then return act end
    end
    -- a multi-hex attack on h and the other hexes its attackers touch
    for _, key in ipairs(ob.hexes[h]) do
      local u = sandtable.units.get(key)
      local ts = { h }
      for _, n in ipairs(contacts(u.hex, b)) do
        if n ~= h and not c.hexes[n] then ts[#ts + 1] = n end
      end
      if #ts > 1 then
        local ks = {}
        for _, o in ipairs(U.own_at(u.hex, side)) do
          if not c.used[o.key] and not U.is_train(o) then ks[#ks + 1] = o.key end
        end
        act = finish_attack({ kind = "attack", targets = ts, attackers = ks })
        if combat.action.can(act) == true then return act end
      end
    end
    -- 7.0 the phase cannot end while an attack is owed: the first legal attack that meets it
    local owed = combat.owed_attacks(side, 1)
    if owed[1] then return finish_attack(owed[1]) end
    return { kind = "end_phase" }
  end
  -- free bombardments: the best target in range at 1-1 or better
  local bestb
  for _, a in ipairs(sandtable.units.all{ side = side, type = "artillery" }) do
    if not c.used[a.key] and not c.fired[a.hex] and not sandtable.move.in_enemy_zoc(a.hex, side) then
      for _, h in ipairs(sandtable.map.within(a.hex, 3)) do
        if h ~= a.hex and U.enemy_in(h, side) and not c.hexes[h] and combat.in_bombard_range(a, h) then
          local keys = {}
          for _, o in ipairs(U.own_at(a.hex, side)) do
            if U.is_artillery(o) and not c.used[o.key] then keys[#keys + 1] = o.key end
          end
          local act = { kind = "attack", targets = { h }, attackers = keys }
          local ev = combat.evaluate(act)
          if not ev.reason and ev.column >= 5 then
            local v = column_value(ev.column, 0, ev.printed)
            if not bestb or v > bestb.v then bestb = { act = act, v = v } end
          end
        end
      end
    end
  end
  if bestb and combat.action.can(bestb.act) == true then return bestb.act end
  return { kind = "end_phase" }
end

-- ---------------------------------------------------------------------------------------------

local function play(side)
  local phase = sandtable.game.phase()
  if phase == "movement" then return movement_action(side) end
  if phase == "combat" then return combat_action(side) end
  return { kind = "end_phase" }
end

-- The bot of a profile: `policy` overrides the baseline's (missing fields keep the baseline's).
function B.profile(policy)
  local merged = BASELINE
  if policy and policy ~= BASELINE then merged = setmetatable(policy, { __index = BASELINE }) end
  return function(side)
    P = merged
    return play(side)
  end
end

B.union = B.profile(BASELINE)
B.confederate = B.union
-- The exits' road distances (tests compare them with the Lua spread they replaced).
B.exit_road_distance = exit_road_distance
-- Building blocks for other profiles (bots_standard.lua).
B.field = field
B.contacts = contacts
B.defence_estimate = defence_estimate
B.hex_strength = hex_strength
B.DOUBLE = DOUBLE
B.column_value = column_value
B.train_starts = train_starts
B.route_along = route_along

return B
