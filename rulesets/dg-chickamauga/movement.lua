-- Movement (standard rules 5 and 6, 10.2 at night), reinforcements (15), exits (16) and the
-- supply train's movement (18.2).
--
-- Actions of the Movement Phase:
--   { kind = "move",  unit = KEY, to = HEX }             5.0 move one unit
--   { kind = "enter", unit = KEY, hex = HEX }            15.0 place a reinforcement
--   { kind = "exit",  unit = KEY }                       16.1 leave the map at 0101 or 0111
--
-- The kernel's movement service does the path-finding from the ruleset's declarations
-- (terrain costs, roads and capped trails, fords, creeks, rigid zones of control, stacking).
-- The supply train's rules are given to it as options: nothing may move through the train's
-- hex (18.22), and the train itself moves only along roads and trails through hexes holding
-- no unit (18.21, 18.23).

local U = require("util")
local victory = require("victory")

local M = {}

-- 5.0 The movement allowance of every unit is six movement points.
M.ALLOWANCE = 6

-- 9.0 Terrain effects chart: cost to enter a hex (offmap hexes are prohibited).
M.TERRAIN = { clear = 1, forest = 3, rough = 3, forest_rough = 6 }

-- ---------------------------------------------------------------------------------------------
-- Records of the Movement Phase
-- ---------------------------------------------------------------------------------------------

-- What each unit has spent this phase (5.15: movement points are never carried over or
-- transferred), which units have moved (5.0: each unit moves once), and how many
-- reinforcements have entered at each hex (15.0).
local function rec()
  return sandtable.vars.get("mv") or { spent = {}, moved = {}, entered = {} }
end

function M.reset()
  sandtable.vars.set("mv", { spent = {}, moved = {}, entered = {} })
end

--- Movement points the unit has left this phase.
function M.left(u)
  local r = rec()
  if r.moved[u.key] then return 0 end
  return M.ALLOWANCE - (r.spent[u.key] or 0)
end

function M.has_moved(key)
  return rec().moved[key] == true
end

-- ---------------------------------------------------------------------------------------------
-- Costs and searches
-- ---------------------------------------------------------------------------------------------

-- The cost of one step as the declarations give it (ruleset.lua): the terrain of the hex
-- entered (9.0); 5.22 along a road hexside 1 MP whatever the terrain; 5.23 along a trail
-- hexside the terrain cost but at most 2; 5.25 a ford hexside +1 MP, a bridge nothing, a creek
-- hexside without either may not be crossed. nil if the step is prohibited.
function M.step_cost(from, to)
  local tc = M.TERRAIN[sandtable.map.terrain(to)]
  if not tc then return nil end
  local route, extra = nil, 0
  for _, k in ipairs(sandtable.map.hexside(from, to)) do
    if k == "creek" then
      return nil
    elseif k == "road" then
      route = math.min(route or 1, 1)
    elseif k == "trail" then
      local c = math.min(tc, 2)
      route = math.min(route or c, c)
    elseif k == "ford" then
      extra = extra + 1
    end
  end
  return (route or tc) + extra
end

-- The kernel's search with the two rules the declarations cannot say, given as options: 18.23
-- the train moves only along roads and trails (roads_only), and the hexes of `block` may be
-- neither entered nor passed through (18.21, 18.22; see block_set). It applies 5.12 (no enemy
-- hexes), 6.0 (entering an enemy zone of control stops the move), 5.13/6.3 (a unit starting in
-- one does not move) and the declared costs. { [hex] = cost }, the start included.
local function costs(u, budget, block, from)
  return sandtable.move.costs(u, {
    budget = math.max(budget, 0), block = U.keys(block), roads_only = U.is_train(u), from = from,
  })
end

-- Whether the unit's moves need the train's rules: the train itself, and units that could
-- come near the train's hex (18.22).
local function special(u)
  if U.is_train(u) then return true end
  local t = U.train_on_map()
  return t ~= nil and t.side == u.side and sandtable.map.distance(t.hex, u.hex) <= M.ALLOWANCE + 1
end

local function block_set(u)
  local block = {}
  if U.is_train(u) then
    -- 18.21 The train may not enter (or pass through) a hex occupied by another unit.
    for _, o in ipairs(sandtable.units.all{ side = u.side }) do
      if o.key ~= u.key then block[o.hex] = true end
    end
  else
    -- 18.22 No unit may move through the hex occupied by the supply train.
    local t = U.train_on_map()
    if t and t.side == u.side then block[t.hex] = true end
  end
  return block
end

-- 10.2 During a night turn units may not enter an enemy zone of control; 18.11 the train
-- never may; 11.2 (option) neither may ineffective units.
local function barred_from_zoc(u)
  return U.night() or U.is_train(u) or u:has("ineffective")
end

--- Every hex where the unit may end a move with `budget` movement points: { hex, cost }.
function M.reach(u, budget)
  budget = budget or M.left(u)
  if budget <= 0 or not u.on_map then return {} end
  local out = {}
  if special(u) then
    local best = costs(u, budget, block_set(u))
    for _, hex in ipairs(U.keys(best)) do
      if hex ~= u.hex then
        -- 5.32 At most two units in a hex (the train counts as two: it never stacks, 18.21).
        local room = sandtable.units.stack(hex, u.side) + (U.is_train(u) and 2 or 1) <= 2
        if room then out[#out + 1] = { hex = hex, cost = best[hex] } end
      end
    end
  else
    out = sandtable.move.reachable(u, { budget = budget })
  end
  if barred_from_zoc(u) then
    local zoc = U.set(sandtable.move.zoc(u.side))
    local kept = {}
    for _, d in ipairs(out) do
      if not zoc[d.hex] then kept[#kept + 1] = d end
    end
    out = kept
  end
  return out
end

--- The path (list of hexes, start first) and cost of a move to `to`, or nil.
function M.path(u, to, budget)
  budget = budget or M.left(u)
  if budget <= 0 or not u.on_map then return nil end
  if barred_from_zoc(u) and sandtable.move.in_enemy_zoc(to, u.side) then return nil end
  if special(u) then
    if to == u.hex then return nil end
    if sandtable.units.stack(to, u.side) + (U.is_train(u) and 2 or 1) > 2 then return nil end
    return sandtable.move.path(u, to, {
      budget = budget, block = U.keys(block_set(u)), roads_only = U.is_train(u),
    })
  end
  return sandtable.move.path(u, to, { budget = budget })
end

-- ---------------------------------------------------------------------------------------------
-- The move action
-- ---------------------------------------------------------------------------------------------

M.move = { rule = "5.0" }

function M.move.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  if not u then return false, ("5.0: there is no unit '%s'"):format(tostring(act.unit)) end
  if u.side ~= sandtable.game.active_side() then
    return false, ("5.0: %s belongs to the other side"):format(u.key)
  end
  if not u.on_map then return false, ("5.0: %s is not on the map"):format(u.key) end
  if type(act.to) ~= "string" or not sandtable.map.on_map(act.to) then
    return false, ("5.0: '%s' is not a hex of this map"):format(tostring(act.to))
  end
  if M.has_moved(u.key) then
    return false, ("5.0: %s has already moved this phase"):format(u.key)
  end
  if act.to == u.hex then return false, ("5.0: %s is already in %s"):format(u.key, act.to) end
  if M.path(u, act.to) then return true end
  -- Why not: the most specific rule first.
  if U.enemy_in(act.to, u.side) then
    return false, ("5.12: an enemy unit is in %s"):format(act.to)
  end
  if M.TERRAIN[sandtable.map.terrain(act.to)] == nil then
    return false, ("9.0: %s is off the playing area"):format(act.to)
  end
  if sandtable.move.in_enemy_zoc(u.hex, u.side) then
    return false, ("5.13/6.3: %s is in an enemy zone of control and may not leave it by movement"):format(u.key)
  end
  if barred_from_zoc(u) and sandtable.move.in_enemy_zoc(act.to, u.side) then
    if U.is_train(u) then
      return false, ("18.11: the supply train may not enter an enemy zone of control (%s)"):format(act.to)
    elseif U.night() then
      return false, ("10.2: no unit may enter an enemy zone of control during a night turn (%s)"):format(act.to)
    end
    return false, ("11.2: %s is ineffective and may not enter an enemy zone of control"):format(u.key)
  end
  local t = U.train_on_map()
  if t and t.key ~= u.key and act.to == t.hex then
    return false, ("18.21: no unit may stack with the supply train in %s"):format(act.to)
  end
  if U.is_train(u) then
    return false, ("18.23: the supply train cannot reach %s along roads and trails through empty hexes"):format(act.to)
  end
  if sandtable.move.path(u, act.to, { budget = M.left(u), ignore_zoc = true }) then
    return false, ("6.0: %s cannot reach %s: entering an enemy zone of control on the way ends its move"):format(u.key, act.to)
  end
  if sandtable.units.stack(act.to, u.side) >= 2 and M.path(u, act.to, 99) == nil then
    return false, ("5.32: %s already holds two units"):format(act.to)
  end
  return false, ("5.21: %s cannot reach %s with %s movement points (terrain, creeks without a bridge or ford, enemy zones of control, stacking or the supply train's hex in the way)"):format(u.key, act.to, tostring(M.left(u)))
end

-- Records the move and who passed last through the victory point hexes on the way (17.2).
local function moved(u, cost, path)
  local r = rec()
  r.moved[u.key] = true
  r.spent[u.key] = (r.spent[u.key] or 0) + cost
  sandtable.vars.set("mv", r)
  victory.touch(u.side, path)
end

function M.move.resolve(act)
  local u = sandtable.units.get(act.unit)
  local path, cost = M.path(u, act.to)
  sandtable.units.move(u, act.to, cost)
  moved(u, cost, path)
end

function M.move.list(side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if not M.has_moved(u.key) then
      for _, d in ipairs(M.reach(u)) do
        out[#out + 1] = { kind = "move", unit = u.key, to = d.hex }
      end
    end
  end
  return out
end

function M.move.describe(act)
  local u = sandtable.units.get(act.unit)
  local path, cost = u and M.path(u, act.to)
  return { path = path, cost = cost }
end

-- ---------------------------------------------------------------------------------------------
-- Reinforcements (15)
-- ---------------------------------------------------------------------------------------------

-- 15.0 Whether a reinforcement may enter at a hex. Only an enemy unit bars it (15.0: "may not
-- enter the map in a hex occupied by an enemy unit"); friendly units do not, since 5.31 lets
-- a unit pass through friends and 5.32 limits a stack only at the end of the phase. So a unit
-- may enter a full friendly stack when it can then move on to a hex with room (the column
-- cost paid, 6.0/5.13 an enemy zone of control at the hex stops it there); the Movement Phase
-- cannot end over-stacked (M.can_end). The train needs an empty road or trail hex (18.21,
-- 18.23).
local function room(u, hex)
  if M.TERRAIN[sandtable.map.terrain(hex)] == nil then return false end
  if U.enemy_in(hex, u.side) then return false end
  -- 10.2 Not into an enemy zone of control at night; 18.11 the train never.
  if barred_from_zoc(u) and sandtable.move.in_enemy_zoc(hex, u.side) then return false end
  if U.is_train(u) then
    return #sandtable.units.at(hex) == 0 and U.road_or_trail_hex(hex)
  end
  if sandtable.units.stack(hex, u.side) + 1 <= 2 then return true end
  local budget = M.ALLOWANCE - M.entry_cost(hex)
  for h in pairs(costs(u, budget, block_set(u), hex)) do
    if h ~= hex and sandtable.units.stack(h, u.side) + 1 <= 2 then return true end
  end
  return false
end

-- 5.32 At most two units in a hex at the end of the phase: a reinforcement that entered a full
-- friendly stack (15.0) owes a move off it before the Movement Phase may end. The hexes and
-- units are named, for the window to mark.
function M.can_end()
  local side = sandtable.game.active_side()
  local count, keys = {}, {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map then
      count[u.hex] = (count[u.hex] or 0) + 1
      keys[u.hex] = keys[u.hex] or {}
      table.insert(keys[u.hex], u.key)
    end
  end
  local hexes, units = {}, {}
  for _, h in ipairs(U.keys(count)) do
    if sandtable.units.stack(h, side) > 2 then
      hexes[#hexes + 1] = h
      table.sort(keys[h])
      for _, k in ipairs(keys[h]) do units[#units + 1] = k end
    end
  end
  if #hexes == 0 then return true end
  return false, ("5.32: at most two units in a hex at the end of the phase: move a unit off %s (%s)"):format(
    table.concat(hexes, ", "), table.concat(units, ", ")), { hexes = hexes, units = units }
end

--- Whether the unit is a reinforcement its side may bring on now (due this turn or delayed
--- from an earlier one, 15.3).
function M.due(u)
  local a = u.props.arrives
  return u.location == "pending" and a ~= nil and a.turn ~= nil and a.turn <= sandtable.game.turn()
end

--- The hexes where a due reinforcement may enter now, sorted, and whether they are the
--- scheduled ones. 15.0 It enters at its scheduled location unless an enemy unit (or a full
--- stack) holds it; 15.5 a reinforcement unable to enter there may enter at the map-edge hex
--- nearest the scheduled location (the player's choice among equally near ones).
function M.entry_hexes(u)
  local scheduled = U.area(u.props.arrives.area)
  local ok = {}
  for _, h in ipairs(scheduled) do
    if room(u, h) then ok[#ok + 1] = h end
  end
  if #ok > 0 then
    table.sort(ok)
    return ok, true
  end
  local best, near = math.huge, {}
  for _, e in ipairs(U.area("map_edge")) do
    if room(u, e) then
      local d = math.huge
      for _, s in ipairs(scheduled) do d = math.min(d, sandtable.map.distance(s, e)) end
      if d < best then
        best, near = d, { e }
      elseif d == best then
        near[#near + 1] = e
      end
    end
  end
  table.sort(near)
  -- H.1 (option hexwar_entry) The HexWar version allocates the new entry hex itself: here the
  -- lowest-labelled of the nearest.
  if #near > 1 and sandtable.game.option("hexwar_entry") then near = { near[1] } end
  return near, false
end

M.enter = { rule = "15.0" }

-- 15.0 The column cost: the first reinforcement to enter at a hex this phase pays 1 MP, the
-- second 2 MP, and so on; a unit cannot pay more than its allowance (5.0), so at most six
-- enter at one hex in a turn (the HexWar limit, H.1, is the same).
function M.entry_cost(hex)
  return ((rec().entered or {})[hex] or 0) + 1
end

function M.enter.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  if not u then return false, ("15.0: there is no unit '%s'"):format(tostring(act.unit)) end
  if u.side ~= sandtable.game.active_side() then
    return false, ("15.0: %s belongs to the other side"):format(u.key)
  end
  if u.location ~= "pending" or not u.props.arrives then
    return false, ("15.0: %s is not a reinforcement waiting to enter"):format(u.key)
  end
  if not M.due(u) then
    return false, ("15.51/15.52: %s is due on turn %d"):format(u.key, u.props.arrives.turn)
  end
  if type(act.hex) ~= "string" or not sandtable.map.on_map(act.hex) then
    return false, ("15.0: '%s' is not a hex of this map"):format(tostring(act.hex))
  end
  local hexes, scheduled = M.entry_hexes(u)
  if not U.set(hexes)[act.hex] then
    if U.enemy_in(act.hex, u.side) then
      return false, ("15.0: reinforcements may not enter in a hex occupied by an enemy unit (%s)"):format(act.hex)
    end
    if #hexes == 0 then
      return false, ("15.5: %s has nowhere to enter this turn; it may be delayed"):format(u.key)
    end
    if scheduled then
      return false, ("15.0: %s enters at its scheduled location (%s)"):format(u.key, table.concat(hexes, " or "))
    end
    if sandtable.game.option("hexwar_entry") then
      return false, ("H.1: the HexWar entry rule allocates %s to %s"):format(hexes[1], u.key)
    end
    return false, ("15.5: its scheduled location is blocked: %s may enter at the nearest map-edge hex (%s)"):format(u.key, table.concat(hexes, " or "))
  end
  local cost = M.entry_cost(act.hex)
  if cost > M.ALLOWANCE then
    return false, ("15.0: %d reinforcements have entered at %s this turn; the next would need %d MP, more than its allowance"):format(cost - 1, act.hex, cost)
  end
  return true
end

function M.enter.resolve(act)
  local u = sandtable.units.get(act.unit)
  local cost = M.entry_cost(act.hex)
  sandtable.units.move(u, act.hex, cost)
  local r = rec()
  r.entered[act.hex] = cost
  r.spent[u.key] = cost
  sandtable.vars.set("mv", r)
  victory.touch(u.side, { act.hex })
  sandtable.log.say(("15.0: %s enters at %s, the %s at that hex this turn: %d MP spent"):format(
    u.key, act.hex, ({ "first", "second", "third", "fourth", "fifth", "sixth" })[cost] or tostring(cost), cost))
end

function M.enter.list(side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side, location = "pending" }) do
    if M.due(u) then
      for _, h in ipairs(M.entry_hexes(u)) do
        if M.entry_cost(h) <= M.ALLOWANCE then
          out[#out + 1] = { kind = "enter", unit = u.key, hex = h }
        end
      end
    end
  end
  return out
end

-- ---------------------------------------------------------------------------------------------
-- Exits (16)
-- ---------------------------------------------------------------------------------------------

M.exit = { rule = "16.1" }

-- 16.1 Either player may exit units at hexes 0101 and 0111; 16.2 it costs one MP.
function M.exit.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  if not u then return false, ("16.1: there is no unit '%s'"):format(tostring(act.unit)) end
  if u.side ~= sandtable.game.active_side() then
    return false, ("16.1: %s belongs to the other side"):format(u.key)
  end
  if not u.on_map then return false, ("16.1: %s is not on the map"):format(u.key) end
  if not U.set(U.area("exits"))[u.hex] then
    return false, ("16.1: units exit only at %s"):format(table.concat(U.area("exits"), " and "))
  end
  if sandtable.move.in_enemy_zoc(u.hex, u.side) then
    return false, ("5.13/6.3: %s is in an enemy zone of control and may not leave it by movement"):format(u.key)
  end
  local left = M.ALLOWANCE - (rec().spent[u.key] or 0)
  if left < 1 then
    return false, ("16.2: exiting costs one movement point; %s has none left"):format(u.key)
  end
  return true
end

function M.exit.resolve(act)
  local u = sandtable.units.get(act.unit)
  local r = rec()
  r.moved[u.key] = true
  r.spent[u.key] = (r.spent[u.key] or 0) + 1
  sandtable.vars.set("mv", r)
  -- 16.3 A unit that leaves the map may not return; it is not destroyed (17.1 scores it).
  local ex = sandtable.vars.get("exited") or {}
  ex[u.side] = (ex[u.side] or 0) + u.max_strength
  sandtable.vars.set("exited", ex)
  sandtable.units.remove(u, "exited", ("16.1: exits the map at %s"):format(u.hex))
end

function M.exit.list(side)
  local out = {}
  for _, h in ipairs(U.area("exits")) do
    for _, u in ipairs(U.own_at(h, side)) do
      out[#out + 1] = { kind = "exit", unit = u.key }
    end
  end
  return out
end

-- ---------------------------------------------------------------------------------------------
-- The supply train's road off the map (18.11, 18.23, 16.1)
-- ---------------------------------------------------------------------------------------------

--- The hexes of the road (road and trail hexsides, 18.23) down the field `f` from each start
--- to the field's goals, as a set.
function M.road_route(f, starts)
  local route = {}
  for _, h in ipairs(starts) do
    local cur = h
    for _ = 1, 60 do
      route[cur] = true
      local best, bv = nil, f[cur] or math.huge
      if bv == 0 then break end
      for _, n in ipairs(sandtable.map.neighbors(cur)) do
        local v = f[n]
        if v and v < bv and (sandtable.map.has_hexside(cur, n, "road") or sandtable.map.has_hexside(cur, n, "trail")) then
          best, bv = n, v
        end
      end
      if not best then break end
      cur = best
    end
  end
  return route
end

-- The hexes the train may not use now: those holding a Confederate unit and those in a
-- Confederate zone of control (18.11).
local function train_closed()
  local closed = sandtable.move.zoc("union")
  for _, e in ipairs(sandtable.units.all{ side = "confederate" }) do closed[#closed + 1] = e.hex end
  return closed
end

--- The train's road to the exits as it is open now: the cost along roads and trails (18.23)
--- from every hex to an exit (16.1), the closed hexes left out. It changes with every move.
function M.open_train_road()
  return sandtable.move.field(U.area("exits"), { class = "foot", roads_only = true, block = train_closed() })
end

--- Where the train's road starts now: its hex on the map, or, while it waits to enter and is
--- due (15.0), the hexes where it may enter now (15.5 included); none otherwise.
function M.train_road_starts()
  local t = U.train_on_map()
  if t then return { t.hex } end
  for _, p in ipairs(sandtable.units.all{ side = "union", type = "train", location = "pending" }) do
    if M.due(p) then return (M.entry_hexes(p)) end
  end
  return {}
end

--- The first hex (sorted) from which the train has an open road off the map now, or nil.
function M.train_road_open_from()
  local open = M.open_train_road()
  local starts = M.train_road_starts()
  table.sort(starts)
  for _, h in ipairs(starts) do
    if open[h] then return h end
  end
  return nil
end

--- 18.0 Whether a Confederate stack in `hex` stands across the supply train's road off the
--- map: while the train has still to exit (on the map, or due to enter), its hex or a hex
--- of its zone of control lies on the train's cheapest road to the exits (roads and trails,
--- units left out, 18.23), which the train may not use (18.11). Returns that road hex, or nil.
function M.across_train_road(hex)
  local starts = M.train_road_starts()
  if #starts == 0 then return nil end
  table.sort(starts)
  local road = M.road_route(sandtable.move.field(U.area("exits"), { class = "foot", roads_only = true }), starts)
  if road[hex] then return hex end
  local zoc = U.set(sandtable.move.zoc("union"))
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    if road[n] and zoc[n] and U.contact(hex, n) then return n end
  end
  return nil
end

--- 18.23 Why the train on `hex` can never leave the map, or nil: no road or trail leads from
--- there to an exit (units left out), so no move of its own brings it nearer one.
function M.train_stranded(hex)
  if sandtable.move.field(U.area("exits"), { class = "foot", roads_only = true })[hex] then return nil end
  return ("18.23: no road or trail leads from %s to an exit: the supply train can never leave the map"):format(hex)
end

-- Hexes next to `hex` that a unit there could reach or attack from (in contact, 6.6).
local function in_contact_with(hex)
  local out = {}
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    if M.TERRAIN[sandtable.map.terrain(n)] and U.contact(hex, n) then out[#out + 1] = n end
  end
  return out
end

-- The hexes of `side`'s zones of control that only its combat units on `hex` exert (5.13; the
-- train exerts none, 18.25), as a set: without that stack they are open to the enemy.
local function only_zoc_of(side, hex)
  local own = {}
  local combat = false
  for _, u in ipairs(U.own_at(hex, side)) do
    if not U.is_train(u) then combat = true end
  end
  if not combat then return own end
  for _, n in ipairs(in_contact_with(hex)) do
    local other = false
    for _, m in ipairs(in_contact_with(n)) do
      if m ~= hex then
        for _, u in ipairs(U.own_at(m, side)) do
          if not U.is_train(u) then other = true end
        end
      end
    end
    if not other then own[n] = true end
  end
  return own
end

-- How far a line's hold is looked for: goals and enemy units within this many hexes of it.
local LINE_REACH = 8

--- 5.13, 6.0 Zones of control are rigid: an enemy unit that enters one stops there and may
--- not leave it by movement. The first enemy unit (by key) that the zone of control of
--- `side`'s stack on `hex` alone keeps from one of the hexes `goals()` lists this coming turn
--- — one that could reach the goal, or a hex in contact with it to attack it, within its six
--- MP through no other hex of `side`'s zones of control, were that stack's zone gone — and
--- that goal; nil when there is none (the kernel's distance field, those zones closed).
--- `goals(near)` lists the goals for which `near(hex)` holds; it is asked only for a stack that
--- controls hexes alone with an enemy near.
function M.zoc_keeps_from(side, hex, goals)
  local enemy = sandtable.game.enemy(side)
  local foes = {}
  for _, e in ipairs(sandtable.units.all{ side = enemy, sort = "key" }) do
    if e.on_map and not U.is_train(e) and sandtable.map.distance(hex, e.hex) <= LINE_REACH then foes[#foes + 1] = e end
  end
  if #foes == 0 then return nil end
  local own = only_zoc_of(side, hex)
  if next(own) == nil then return nil end
  local near_goals = goals(function(g) return sandtable.map.distance(hex, g) <= LINE_REACH end)
  if #near_goals == 0 then return nil end
  local zoc = sandtable.move.zoc(enemy)
  local function reach(goal_hexes, opened)
    local targets = {}
    for _, g in ipairs(goal_hexes) do
      targets[g] = true
      for _, n in ipairs(in_contact_with(g)) do targets[n] = true end
    end
    local block = {}
    for _, h in ipairs(zoc) do
      if not targets[h] and not (opened and own[h]) then block[#block + 1] = h end
    end
    return sandtable.move.field(U.keys(targets), { class = "foot", side = enemy, block = block, limit = M.ALLOWANCE })
  end
  local now, opened = reach(near_goals, false), reach(near_goals, true)
  for _, e in ipairs(foes) do
    if opened[e.hex] and not now[e.hex] then
      for _, g in ipairs(near_goals) do
        if reach({ g }, true)[e.hex] then return e, g end
      end
    end
  end
  return nil
end

return M
