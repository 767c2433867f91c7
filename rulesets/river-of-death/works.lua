-- 6.6 entrenching (and 6.68 dismantling), 6.83 the creek, 6.84 bridges destroyed and rebuilt,
-- 6.85 fords searched for.
--
-- State: vars.entrenchments { {hex, facing} } (the set-ups' markers, 6.63: three frontal
-- hexsides around `facing`); vars.fords_located and vars.bridges_destroyed (names);
-- vars.works_start { [unit key] = { hex, formation } } where each combat unit stood at the
-- start of the game turn (6.622, 6.842, 6.844 "from the beginning of one turn"); a working
-- unit carries a status (util.lua: "digging", "searching", "destroying", "rebuilding") and
-- the prop `work` = { kind, hex, turn, facing?, ford?, bridge?, markers? }.
--
-- Actions (movement phase):
--   { kind = "entrench", unit = KEY }                       6.62 place a "digging" symbol
--   { kind = "dismantle", unit = KEY }                      6.68 start dismantling (road hexside)
--   { kind = "destroy_bridge", unit = KEY, bridge = NAME }  6.843 place an "intact bridge" marker
--   { kind = "rebuild_bridge", unit = KEY, bridge = NAME }  6.844 one of the two rebuilders
--   { kind = "search_ford", unit = KEY, ford = NAME }       6.854 a) place a "SEARCH" marker
--
-- Interface the other modules use:
--   M.entrenched_against(target, from_hex) -> boolean   6.67
--   M.interrupt(u, why)          why: "fired", "charged", "melee", "routed", "moved",
--                                "eliminated" (6.65, 6.843, 6.844, 6.853/6.854c)
--   M.locate_ford(a, b, why, side?) -> boolean                 6.852 the ford of hexside a/b is located
--   M.entrenchment_at(hex) -> { hex, facing, sides } | nil
--   M.ford_at(a, b), M.bridge_at(a, b) -> record | nil; M.fords(), M.bridges()
local U = require("util")
local oob = require("oob")
local charts = require("charts")

local M = { actions = {}, phase_actions = {} }

-- The bridges of map.lua (hexside kind "bridge") by the map's place names. 6.842: Lee and
-- Gordon's Mill and Dyer's bridge may not be destroyed (charts.unbreakable_bridges).
local BRIDGES = {
  { name = "Lee and Gordon's Mill bridge", hexside = "0845/0846" },
  { name = "Alexander's Bridge", hexside = "2128/2228" },
  { name = "Reed's Bridge", hexside = "2717/2817" },
  { name = "Dyer's Ford and Bridge", hexside = "2806/2906" },
}

local function split(hs)
  local a, b = hs:match("^(%w+)/(%w+)$")
  return a, b
end

local function on_map(a, b)
  return a and b and sandtable.map.on_map(a) and sandtable.map.on_map(b) and sandtable.map.distance(a, b) == 1
end

local function list_has(list, name)
  for _, n in ipairs(list or {}) do if n == name then return true end end
  return false
end

local function add_name(var, name)
  local l = sandtable.vars.get(var) or {}
  if not list_has(l, name) then l[#l + 1] = name end
  table.sort(l)
  sandtable.vars.set(var, l)
end

local function remove_name(var, name)
  local out = {}
  for _, n in ipairs(sandtable.vars.get(var) or {}) do if n ~= name then out[#out + 1] = n end end
  sandtable.vars.set(var, out)
end

-- Each ford of charts.fords that lies on this map: { name, a, b, number }.
function M.fords()
  local out = {}
  for _, f in ipairs(U.chart("fords")) do
    local a, b = split(f.hexside)
    if on_map(a, b) then out[#out + 1] = { name = f.name, a = a, b = b, number = f.number } end
  end
  return out
end

function M.bridges()
  local unbreakable = {}
  -- charts.unbreakable_bridges is not a declared table: read from charts.lua
  for _, n in ipairs(charts.unbreakable_bridges) do unbreakable[n] = true end
  local out = {}
  for _, br in ipairs(BRIDGES) do
    local a, b = split(br.hexside)
    if on_map(a, b) then
      out[#out + 1] = { name = br.name, a = a, b = b, unbreakable = unbreakable[br.name] == true }
    end
  end
  return out
end

local function same_side(r, a, b) return (r.a == a and r.b == b) or (r.a == b and r.b == a) end

function M.ford_at(a, b)
  for _, f in ipairs(M.fords()) do if same_side(f, a, b) then return f end end
  return nil
end

function M.bridge_at(a, b)
  for _, br in ipairs(M.bridges()) do if same_side(br, a, b) then return br end end
  return nil
end

local function by_name(list, name)
  for _, r in ipairs(list) do if r.name == name then return r end end
  return nil
end

function M.ford_located(name) return list_has(sandtable.vars.get("fords_located"), name) end
function M.bridge_destroyed(name) return list_has(sandtable.vars.get("bridges_destroyed"), name) end

---------------------------------------------------------------------------------------------
-- Entrenchments (6.63: one a hex, three hexsides, permanent unless dismantled, 6.68)
---------------------------------------------------------------------------------------------
-- 6.63 The three hexsides an entrenchment facing `facing` covers: the faced one and its two
-- neighbours.
local function sides_of(facing)
  for _, d in ipairs(sandtable.map.directions()) do
    if d == facing then
      return { [sandtable.map.turn(d, 1)] = true, [d] = true, [sandtable.map.turn(d, -1)] = true }
    end
  end
  return {}
end

function M.entrenchment_at(hex)
  for _, e in ipairs(sandtable.vars.get("entrenchments") or {}) do
    if e.hex == hex then return { hex = e.hex, facing = e.facing, sides = sides_of(e.facing) } end
  end
  return nil
end

-- Whether the hexside between adjacent hexes a and b is an entrenched hexside (of an
-- entrenchment in either hex).
local function entrenched_hexside(a, b)
  local e = M.entrenchment_at(a)
  if e and e.sides[sandtable.map.direction(a, b)] then return true end
  e = M.entrenchment_at(b)
  if e and e.sides[sandtable.map.direction(b, a)] then return true end
  return false
end

-- 6.66 Only infantry in line, dismounted cavalry and unlimbered artillery benefit.
local function may_benefit(u)
  if U.routed(u) then return false end
  if (U.is_infantry(u) or U.is_cavalry(u)) and u.formation == "line" then return true end
  return U.is_artillery(u) and u.formation == "unlimbered"
end

-- 6.67 `target` is entrenched and is fired at (or charged) from `from_hex` only through its
-- entrenched hexsides: the hexside the line from the target to `from_hex` leaves its hex by
-- (both hexsides when the line runs along the corner between them) is entrenched.
function M.entrenched_against(target, from_hex)
  if type(target) == "string" then target = sandtable.units.get(target) end
  if not target or not target.on_map or not from_hex or from_hex == target.hex then return false end
  local e = M.entrenchment_at(target.hex)
  if not e or not may_benefit(target) then return false end
  local exits
  if sandtable.map.distance(target.hex, from_hex) == 1 then
    exits = { from_hex }
  else
    local line = sandtable.map.line(target.hex, from_hex)
    exits = line[2] or {}
  end
  if #exits == 0 then return false end
  for _, h in ipairs(exits) do
    local d = sandtable.map.direction(target.hex, h)
    if not d or not e.sides[d] then return false end
  end
  return true
end

-- 6.69 An entrenchment's three hexsides carry the hexside kind "entrenchment" on the map, so
-- that movement (ruleset.lua declares its cost: +2 for infantry and cavalry, never limbered
-- artillery, the crest under it not paid for) sees it. `hex`'s hexsides are set to what the
-- entrenchments of both neighbouring hexes say.
local function mark_entrenchment(hex, why)
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    local want = entrenched_hexside(hex, n)
    if sandtable.map.has_hexside(hex, n, "entrenchment") ~= want then
      sandtable.map.set_hexside(hex, n, "entrenchment", want, why)
    end
  end
end

---------------------------------------------------------------------------------------------
-- Work in progress
---------------------------------------------------------------------------------------------
local WORK_STATUS = { entrench = "digging", dismantle = "digging", destroy = "destroying", rebuild = "rebuilding", search = "searching" }

local function work_of(u) return u:prop("work") end

local function stop_work(u, why, quiet)
  local w = work_of(u)
  if not w then return end
  local st = WORK_STATUS[w.kind]
  if st and u:has(st) then sandtable.units.set_status(u, st, false) end
  sandtable.units.set_prop(u, "work", nil)
  if w.kind == "destroy" then
    for _, m in ipairs(sandtable.markers.all("intact_bridge")) do
      if m.props.unit == u.key then sandtable.markers.remove(m.id) end
    end
  end
  if not quiet then
    sandtable.log.event("work_stopped", ("%s: %s stops %s (%s)"):format(
      ({ entrench = "6.65", dismantle = "6.68", destroy = "6.843", rebuild = "6.844", search = "6.854 c" })[w.kind],
      u.key, w.kind, why or "interrupted"), { unit = u.key, work = w.kind, why = why })
  end
end

-- Which causes stop which work: 6.65 digging stops if the unit fires or is charged; 6.841/6.843
-- a destroyer may fire and is stopped only when routed or melee attacked; 6.844 rebuilders
-- may not fire or melee; 6.853 searchers may not fire, charge or melee, and 6.854 c) lose
-- their markers when they move. Routing, moving and elimination stop every work.
local STOPS = {
  entrench = { fired = true, charged = true, melee = true, routed = true, moved = true, eliminated = true },
  dismantle = { fired = true, charged = true, melee = true, routed = true, moved = true, eliminated = true },
  -- 6.843 "routed by fire attack, or melee attacked": a charge is the melee attack (melee.lua
  -- interrupts the charged unit at the announcement); fire alone does not stop it (6.841)
  destroy = { charged = true, melee = true, routed = true, moved = true, eliminated = true },
  rebuild = { fired = true, charged = true, melee = true, routed = true, moved = true, eliminated = true },
  search = { fired = true, charged = true, melee = true, routed = true, moved = true, eliminated = true },
}

-- The callers' words for the causes ("moves", "changes formation", "fires", "routs" …).
local CAUSE = {
  fired = "fired", fires = "fired", fire = "fired",
  charged = "charged", charge = "charged",
  melee = "melee", meleed = "melee",
  routed = "routed", routs = "routed", rout = "routed",
  moved = "moved", moves = "moved", move = "moved", changes = "moved", advances = "moved", advanced = "moved",
  eliminated = "eliminated",
}

function M.interrupt(u, why)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u then return end
  local w = work_of(u)
  if not w then return end
  local word = tostring(why or ""):match("^(%a+)") or ""
  local cause = CAUSE[word] or word
  if not STOPS[w.kind][cause] then return end
  stop_work(u, why)
end

-- movement.lua's extension point: 6.854 a) a unit that began a search this turn moves no
-- further. Other works stop when the unit moves (movement.lua calls M.interrupt).
function M.may_move(u, _path)
  local w = work_of(u)
  if w and w.kind == "search" and w.turn == sandtable.game.turn() then
    return false, ("6.854 a: %s stopped to search for %s and moves no further this turn"):format(u.key, w.ford)
  end
  return true
end

-- Whether the unit has stood in its hex, in its formation, since the start of this game turn
-- (6.622, 6.66, 6.842, 6.844).
local function held_since_turn_start(u)
  local s = (sandtable.vars.get("works_start") or {})[u.key]
  return s ~= nil and s.hex == u.hex and s.formation == u.formation
end

local function common_checks(u, act, rule)
  if not u then return false, ("%s: there is no unit '%s'"):format(rule, tostring(act.unit)) end
  if u.side ~= U.acting_side() then return false, ("%s: %s belongs to the other side"):format(rule, u.key) end
  if not u.on_map then return false, ("%s: %s is not on the map"):format(rule, u.key) end
  if U.routed(u) then return false, ("%s: %s is routed"):format(rule, u.key) end
  if work_of(u) then return false, ("%s: %s is already at work (%s)"):format(rule, u.key, work_of(u).kind) end
  return true
end

local command_parent = {}
for _, c in ipairs(oob.commands) do command_parent[c.key] = c.parent end

-- 6.621 stacked with or adjacent to its division or corps leader (Wilder: any Union leader).
local function leader_near(u)
  local div = u.parent
  local corps = div and command_parent[div]
  for _, l in ipairs(sandtable.units.all{ side = u.side, type = "leader" }) do
    local cmd = l.leader and l.leader.commands
    local ok = U.is_wilder(u) or (cmd ~= nil and (cmd == div or cmd == corps))
    if ok and l.hex and sandtable.map.distance(l.hex, u.hex) <= 1 then return true end
  end
  return false
end

local function builder(u)
  return (U.is_infantry(u) or U.is_cavalry(u)) and u.formation == "line"
end

local function start_work(u, kind, extra)
  local w = { kind = kind, hex = u.hex, turn = sandtable.game.turn(), facing = u.facing }
  for k, v in pairs(extra or {}) do w[k] = v end
  sandtable.units.set_prop(u, "work", w)
  sandtable.units.set_status(u, WORK_STATUS[kind], true)
end

---------------------------------------------------------------------------------------------
-- 6.62 Entrenching and 6.68 dismantling
---------------------------------------------------------------------------------------------
local function dig_checks(u, act, rule)
  local ok, why = common_checks(u, act, rule)
  if not ok then return false, why end
  if not builder(u) then
    return false, ("6.66: only infantry in line and dismounted cavalry build or dismantle entrenchments (%s)"):format(u.key)
  end
  if not held_since_turn_start(u) then
    return false, ("6.622/6.66: %s must hold its hex in the same formation from the start of the turn"):format(u.key)
  end
  if sandtable.move.in_enemy_zoc(u.hex, u.side) then
    return false, ("6.64: %s is in an enemy zone of control"):format(u.key)
  end
  if not leader_near(u) then
    return false, ("6.621: %s must be stacked with or adjacent to its division or corps leader%s"):format(
      u.key, U.is_wilder(u) and " (Wilder: any Union leader)" or "")
  end
  return true
end

M.actions.entrench = { rule = "6.62" }
function M.actions.entrench.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  if u and u.side ~= "union" then return false, "6.61: only Union units may entrench" end
  local ok, why = dig_checks(u, act, "6.62")
  if not ok then return false, why end
  if not U.night() then return false, "6.621: units entrench only during night game turns" end
  if M.entrenchment_at(u.hex) then return false, ("6.63: %s already holds an entrenchment"):format(u.hex) end
  if not u.facing then return false, ("6.63: %s has no facing for the entrenchment's three sides"):format(u.key) end
  return true
end
function M.actions.entrench.resolve(act)
  local u = sandtable.units.get(act.unit)
  start_work(u, "entrench")
  sandtable.log.event("digging_started", ("6.623: %s digs at %s facing %s"):format(u.key, u.hex, u.facing),
    { unit = u.key, hex = u.hex, facing = u.facing })
end

-- 6.68 the road passes through one of the entrenched hexsides.
local function road_through(e)
  for _, d in ipairs(sandtable.map.directions()) do
    if e.sides[d] then
      local n = sandtable.map.neighbor(e.hex, d)
      if n and sandtable.map.has_hexside(e.hex, n, "road") then return true end
    end
  end
  return false
end

M.actions.dismantle = { rule = "6.68" }
function M.actions.dismantle.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  local ok, why = dig_checks(u, act, "6.68")
  if not ok then return false, why end
  local e = M.entrenchment_at(u.hex)
  if not e then return false, ("6.68: there is no entrenchment at %s"):format(u.hex) end
  if not road_through(e) then
    return false, ("6.68: only an entrenchment whose entrenched hexside a road passes through may be dismantled (%s)"):format(u.hex)
  end
  return true
end
function M.actions.dismantle.resolve(act)
  local u = sandtable.units.get(act.unit)
  start_work(u, "dismantle")
  sandtable.log.event("dismantling_started", ("6.68: %s dismantles the entrenchment at %s"):format(u.key, u.hex),
    { unit = u.key, hex = u.hex })
end

---------------------------------------------------------------------------------------------
-- 6.84 Destroying and rebuilding bridges
---------------------------------------------------------------------------------------------
local function other_end(br, hex)
  if br.a == hex then return br.b end
  if br.b == hex then return br.a end
  return nil
end

M.actions.destroy_bridge = { rule = "6.843" }
function M.actions.destroy_bridge.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  local ok, why = common_checks(u, act, "6.841")
  if not ok then return false, why end
  if u.side ~= "union" or not U.is_cavalry(u) or u.formation ~= "line" then
    return false, ("6.841: only dismounted Union cavalry and Wilder destroy bridges (%s)"):format(u.key)
  end
  local command = require("command")
  if command.in_command and not command.in_command(u) then
    return false, ("6.841: %s is not in command control"):format(u.key)
  end
  local br = by_name(M.bridges(), act.bridge)
  if not br then return false, ("6.842: there is no bridge '%s'"):format(tostring(act.bridge)) end
  if br.unbreakable then return false, ("6.842: %s may not be destroyed"):format(br.name) end
  if M.bridge_destroyed(br.name) then return false, ("6.843: %s is already destroyed"):format(br.name) end
  local far = other_end(br, u.hex)
  if not far then return false, ("6.842: %s must occupy a hex with %s as one of its hexsides"):format(u.key, br.name) end
  if not held_since_turn_start(u) then
    return false, ("6.842: %s must hold the bridge hex from the start of the turn"):format(u.key)
  end
  for _, m in ipairs(sandtable.markers.all("intact_bridge")) do
    if m.props.bridge == br.name then return false, ("6.843: %s already has an \"intact bridge\" marker"):format(br.name) end
  end
  local enemy = U.combat_unit_at(far)
  if enemy and enemy.side == "confederate" then
    return false, ("6.843: a Confederate combat unit occupies the other bridge hex (%s)"):format(far)
  end
  return true
end
function M.actions.destroy_bridge.resolve(act)
  local u = sandtable.units.get(act.unit)
  local br = by_name(M.bridges(), act.bridge)
  start_work(u, "destroy", { bridge = br.name })
  sandtable.markers.add("intact_bridge", u.hex, { hexside = sandtable.map.direction(u.hex, other_end(br, u.hex)), side = u.side,
    props = { bridge = br.name, unit = u.key, turn = sandtable.game.turn() } })
  sandtable.log.event("bridge_marked", ("6.843: %s places an \"intact bridge\" marker on %s"):format(u.key, br.name),
    { unit = u.key, bridge = br.name })
end

function M.set_bridge(name, present, why)
  local br = by_name(M.bridges(), name)
  if not br then return end
  sandtable.map.set_hexside(br.a, br.b, "bridge", present, why)
  if present then remove_name("bridges_destroyed", name) else add_name("bridges_destroyed", name) end
  -- 12.122 Wilder and Lilly hold until Alexander's bridge is destroyed.
  if not present and name == "Alexander's Bridge" and sandtable.vars.get("wilder_held") then
    sandtable.vars.set("wilder_held", false)
    sandtable.log.say("12.122: Alexander's Bridge is destroyed; Wilder and Lilly move normally")
  end
end

M.actions.rebuild_bridge = { rule = "6.844" }
function M.actions.rebuild_bridge.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  local ok, why = common_checks(u, act, "6.844")
  if not ok then return false, why end
  if not U.is_infantry(u) or u.formation ~= "line" then
    return false, ("6.844: only infantry in line rebuild bridges (%s)"):format(u.key)
  end
  local command = require("command")
  if command.in_command and not command.in_command(u) then
    return false, ("6.844: %s is not in command control"):format(u.key)
  end
  local br = by_name(M.bridges(), act.bridge)
  if not br then return false, ("6.844: there is no bridge '%s'"):format(tostring(act.bridge)) end
  if not M.bridge_destroyed(br.name) then return false, ("6.844: %s is not destroyed"):format(br.name) end
  if not other_end(br, u.hex) then
    return false, ("6.844: %s must stand on one side of %s"):format(u.key, br.name)
  end
  if not held_since_turn_start(u) then
    return false, ("6.844: %s must begin the turn in position"):format(u.key)
  end
  return true
end
function M.actions.rebuild_bridge.resolve(act)
  local u = sandtable.units.get(act.unit)
  start_work(u, "rebuild", { bridge = act.bridge })
  sandtable.log.event("rebuilding_started", ("6.844: %s starts rebuilding %s from %s"):format(u.key, act.bridge, u.hex),
    { unit = u.key, bridge = act.bridge })
end

-- 6.844 The two rebuilders of `br`, one on each side, in place and still rebuilding.
local function rebuilders(br)
  local out = {}
  for _, h in ipairs({ br.a, br.b }) do
    local c = U.combat_unit_at(h)
    local w = c and work_of(c)
    if not (w and w.kind == "rebuild" and w.bridge == br.name and w.hex == h) then return nil end
    out[#out + 1] = c
  end
  return out
end

---------------------------------------------------------------------------------------------
-- 6.85 Locating fords
---------------------------------------------------------------------------------------------
function M.locate_ford(a, b, why, side)
  local f = M.ford_at(a, b)
  if not f then return false end
  if M.ford_located(f.name) then return true end
  add_name("fords_located", f.name)
  -- 11.31a scores the fords the Confederates locate: who found each ford is kept.
  if side then
    local by = sandtable.vars.get("fords_located_by") or {}
    by[f.name] = side
    sandtable.vars.set("fords_located_by", by)
  end
  sandtable.map.set_hexside(f.a, f.b, "ford", true, why or "6.852 ford located")
  sandtable.log.event("ford_located", ("6.852: %s is located (%s)"):format(f.name, why or "located"),
    { ford = f.name, why = why })
  return true
end

M.actions.search_ford = { rule = "6.854" }
function M.actions.search_ford.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  local ok, why = common_checks(u, act, "6.851")
  if not ok then return false, why end
  if not (U.is_cavalry(u) or (U.is_infantry(u) and u.formation == "line")) then
    return false, ("6.851: only cavalry and infantry in line search for fords (%s)"):format(u.key)
  end
  local f = by_name(M.fords(), act.ford)
  if not f then return false, ("6.854: there is no ford '%s'"):format(tostring(act.ford)) end
  if M.ford_located(f.name) then return false, ("6.852: %s is already located"):format(f.name) end
  if u.hex ~= f.a and u.hex ~= f.b then
    return false, ("6.854 a: %s must stand adjacent to the %s hexside"):format(u.key, f.name)
  end
  return true
end
function M.actions.search_ford.resolve(act)
  local u = sandtable.units.get(act.unit)
  start_work(u, "search", { ford = act.ford, markers = 1 })
  sandtable.log.event("search_started", ("6.854 a: %s searches for %s"):format(u.key, act.ford),
    { unit = u.key, ford = act.ford })
end

---------------------------------------------------------------------------------------------
-- Lists for players and bots
---------------------------------------------------------------------------------------------
local function own_units(side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side or U.acting_side() }) do
    if U.is_combat(u) and not U.is_wagon(u) then out[#out + 1] = u end
  end
  return out
end

local function try(kind, t)
  t.kind = kind
  local ok = M.actions[kind].can(t)
  return ok == true
end

function M.actions.entrench.list(side)
  local out = {}
  for _, u in ipairs(own_units(side)) do
    local t = { unit = u.key }
    if try("entrench", t) then out[#out + 1] = t end
  end
  return out
end

function M.actions.dismantle.list(side)
  local out = {}
  for _, u in ipairs(own_units(side)) do
    if M.entrenchment_at(u.hex) then
      local t = { unit = u.key }
      if try("dismantle", t) then out[#out + 1] = t end
    end
  end
  return out
end

function M.actions.destroy_bridge.list(side)
  local out = {}
  for _, u in ipairs(own_units(side)) do
    for _, br in ipairs(M.bridges()) do
      if br.a == u.hex or br.b == u.hex then
        local t = { unit = u.key, bridge = br.name }
        if try("destroy_bridge", t) then out[#out + 1] = t end
      end
    end
  end
  return out
end

function M.actions.rebuild_bridge.list(side)
  local out = {}
  for _, u in ipairs(own_units(side)) do
    for _, br in ipairs(M.bridges()) do
      if br.a == u.hex or br.b == u.hex then
        local t = { unit = u.key, bridge = br.name }
        if try("rebuild_bridge", t) then out[#out + 1] = t end
      end
    end
  end
  return out
end

function M.actions.search_ford.list(side)
  local out = {}
  for _, u in ipairs(own_units(side)) do
    for _, f in ipairs(M.fords()) do
      if f.a == u.hex or f.b == u.hex then
        local t = { unit = u.key, ford = f.name }
        if try("search_ford", t) then out[#out + 1] = t end
      end
    end
  end
  return out
end

M.phase_actions.movement = { "entrench", "dismantle", "destroy_bridge", "rebuild_bridge", "search_ford" }

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------

-- 6.83/6.85/6.84 At the start: fords not yet located and bridges destroyed are closed, so the
-- creek hexside under them is impassable (the ford and bridge hexside kinds negate "creek").
function M.on_game_begin()
  -- 6.69 entrenchments of the set-up on the map
  for _, e in ipairs(sandtable.vars.get("entrenchments") or {}) do
    mark_entrenchment(e.hex, "6.63 entrenched at the start")
  end
  for _, f in ipairs(M.fords()) do
    if not M.ford_located(f.name) and sandtable.map.has_hexside(f.a, f.b, "ford") then
      sandtable.map.set_hexside(f.a, f.b, "ford", false, "6.85 not yet located")
    end
  end
  for _, br in ipairs(M.bridges()) do
    if M.bridge_destroyed(br.name) then
      sandtable.map.set_hexside(br.a, br.b, "bridge", false, "6.84 destroyed at the start")
    end
  end
end

function M.on_turn_begin()
  local start = {}
  for _, u in ipairs(sandtable.units.all{}) do
    if U.is_combat(u) and u.hex then start[u.key] = { hex = u.hex, formation = u.formation } end
  end
  sandtable.vars.set("works_start", start)
end

-- A unit's work whose hex it has left (a move, a rout, an advance the other modules did not
-- report) is over.
local function still_in_place(u, w)
  return u.on_map and u.hex == w.hex and not U.routed(u)
end

local function complete(u, w)
  local turn = sandtable.game.turn()
  if w.kind == "entrench" then
    -- 6.623 invert the digging symbol: the entrenchment faces the way the unit faced.
    local list = sandtable.vars.get("entrenchments") or {}
    list[#list + 1] = { hex = w.hex, facing = w.facing }
    sandtable.vars.set("entrenchments", list)
    mark_entrenchment(w.hex, "6.623 entrenchment built")
    stop_work(u, "done", true)
    sandtable.log.event("entrenchment_built", ("6.623: %s has entrenched %s facing %s"):format(u.key, w.hex, w.facing),
      { unit = u.key, hex = w.hex, facing = w.facing, turn = turn })
  elseif w.kind == "dismantle" then
    local list = {}
    for _, e in ipairs(sandtable.vars.get("entrenchments") or {}) do
      if e.hex ~= w.hex then list[#list + 1] = e end
    end
    sandtable.vars.set("entrenchments", list)
    mark_entrenchment(w.hex, "6.68 entrenchment dismantled")
    stop_work(u, "done", true)
    sandtable.log.event("entrenchment_dismantled", ("6.68: %s has dismantled the entrenchment at %s"):format(u.key, w.hex),
      { unit = u.key, hex = w.hex })
  elseif w.kind == "destroy" then
    stop_work(u, "done", true)
    M.set_bridge(w.bridge, false, "6.843 bridge destroyed")
    sandtable.markers.add("destroyed_bridge", w.hex, { props = { bridge = w.bridge } })
    sandtable.log.event("bridge_destroyed", ("6.843: %s has destroyed %s"):format(u.key, w.bridge),
      { unit = u.key, bridge = w.bridge })
  end
end

-- 6.854 b/c One search roll: the location number or less locates the ford. "-1 … for each
-- SEARCH marker stacked on it at the start of the third turn's movement phase": from the third
-- turn's roll on, -1 a marker, the first one included (two markers then: -2), each failed roll
-- adding a marker and so another -1.
local function search_roll(u, w)
  local f = by_name(M.fords(), w.ford)
  if not f or M.ford_located(f.name) then
    stop_work(u, "the ford is located", true)
    return
  end
  local markers = w.markers or 1
  local mod = markers >= 2 and -markers or 0
  local roll = U.d10(("6.854 ford search: %s at %s"):format(u.key, f.name))
  local final = roll + mod
  if final <= f.number then
    stop_work(u, "located", true)
    M.locate_ford(f.a, f.b, ("6.854 b: %s rolled %d%s, location number %d"):format(
      u.key, roll, mod ~= 0 and (" %d"):format(mod) or "", f.number), u.side)
  else
    w.markers = (w.markers or 1) + 1
    sandtable.units.set_prop(u, "work", w)
    sandtable.log.event("ford_not_located", ("6.854 c: %s rolled %d%s against %d: %s not located, %d SEARCH markers"):format(
      u.key, roll, mod ~= 0 and (" %d"):format(mod) or "", f.number, f.name, w.markers),
      { unit = u.key, ford = f.name, roll = roll, modifier = mod, markers = w.markers })
  end
end

-- 6.623 / 6.843 / 6.854 b "at the start of the next turn's movement phase": work begun in an
-- earlier turn of the acting side is completed (or rolled for) before new work is placed.
function M.on_phase_begin(phase)
  if phase ~= "movement" then return end
  local side = sandtable.game.active_side()
  local turn = sandtable.game.turn()
  local units = sandtable.units.all{ side = side, location = "any", sort = "key" }
  for _, u in ipairs(units) do
    local w = work_of(u)
    if w and w.turn < turn then
      if not still_in_place(u, w) then
        stop_work(u, "moved")
      elseif w.kind == "search" then
        search_roll(u, w)
      elseif w.kind ~= "rebuild" then
        complete(u, w)
      end
    end
  end
end

-- 6.844 Rebuilding: both units began the turn of their first action in place; at the end of
-- the second complete turn in place the destroyed bridge marker is removed.
function M.on_turn_end()
  local turn = sandtable.game.turn()
  for _, br in ipairs(M.bridges()) do
    if M.bridge_destroyed(br.name) then
      local r = rebuilders(br)
      if r then
        local first = math.max(work_of(r[1]).turn, work_of(r[2]).turn)
        if turn >= first + 1 then
          for _, u in ipairs(r) do stop_work(u, "done", true) end
          M.set_bridge(br.name, true, "6.844 bridge rebuilt")
          for _, m in ipairs(sandtable.markers.all("destroyed_bridge")) do
            if m.props.bridge == br.name then sandtable.markers.remove(m.id) end
          end
          sandtable.log.event("bridge_rebuilt", ("6.844: %s is rebuilt by %s and %s"):format(br.name, r[1].key, r[2].key),
            { bridge = br.name, units = { r[1].key, r[2].key } })
        end
      end
    end
  end
end

return M
