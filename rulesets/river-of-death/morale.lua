-- 7.6 Morale checks and rout, 7.67 further rout rules, 9 rally. Interface the other modules use:
--   M.check(u, opts) -> passed, roll, level   7.64 a morale check. opts:
--       mods = { {n, why}, ... }   extra modifiers (melee's, 8.x)
--       why                        the purpose (logged, named in the die roll)
--       from                       the hex (or unit) the fire or charge came from: flank/rear
--                                   modifiers (6.32, 7.37) and the entrenchment modifier (6.67)
--       orientation                "front", "flank" or "rear": overrides the one worked out from `from`
--       lost                       points just lost (-1 per point beyond the first)
--       rally                      true for 9.21's rally attempt
--     The unit does not rout here: on failure the caller routs it (M.rout) or applies 8.32/8.34.
--   M.rout(u, opts) -> hex | nil        7.65 rout three hexes (four when the side is demoralised,
--       11.2) away from opts.from (a hex or unit, the enemy that caused it); nil if the unit
--       surrendered (surrounded) or was destroyed by withdrawal fire on the way
--   M.orientation(target, from_hex) -> "front" | "flank" | "rear", case   7.37 (fire.lua uses it)
--   M.field_offset(hex, facing, other) -> X, Y   other's position in hex's facing frame (X > 0 ahead)
--   M.turn(d, k) -> direction          `k` sixths anticlockwise from `d` (the kernel's)
--   M.zoc_units(hex, side) -> units     the units hostile to `side` whose ZOC covers `hex` (6.21)
local U = require("util")
local dirs = require("lib.hexdirs")
local units = require("lib.units")
local modifiers = require("lib.modifiers")

local M = { actions = {}, phase_actions = { rally = { "rally" } } }

---------------------------------------------------------------------------------------------
-- Facing geometry: the kernel's (sandtable.map.turn, .facing_frame, .bearing), exact integer
-- arithmetic, so no floating point decides a front/flank boundary.
---------------------------------------------------------------------------------------------

-- The direction `k` sixths of a turn anticlockwise from `d`.
function M.turn(d, k) return sandtable.map.turn(d, k) end

-- `other`'s position seen from `hex` turned so that `facing` points along +X: X in half hex
-- widths (X > 0 ahead of the line through the hex centre across the facing), Y in rows
-- (sandtable.map.facing_frame): |t| < 90 when X > 0, |t| = 60 when X = |Y|.
function M.field_offset(hex, facing, other) return sandtable.map.facing_frame(hex, facing, other) end

-- 7.37 (diagram 6.3, reconstructed from the text): the line of fire from the firer's hex centre
-- to the target's enters the target hex through its frontal hexsides ("a": the firer is in the
-- half-plane ahead), along the vertex of a frontal and a flank hexside ("e": flank, or frontal
-- if the line is blocked through the flank hex "b"), through a flank hexside ("b"), along the
-- vertex of a flank and the rear hexside ("c": the firing player chooses, fire.lua's
-- decision fire_through), or through the rear hexside ("d"). Units without facing (6.34) are fired at frontally.
local function blocks_through(from, hex)
  if U.combat_unit_at(hex) then return true end
  if sandtable.map.terrain(hex) == "woods" then return true end
  return not sandtable.los.clear(from, hex)
end

function M.orientation(target, from)
  if not U.has_facing(target) or not from or from == target.hex then return "front", "a" end
  -- The hexside of the target the line leaves toward the firer (sandtable.map.bearing): 0 and
  -- ±1 the frontal ones, ±2 the flanks, 3 the rear; k2 when it runs through a corner.
  local k, k2 = sandtable.map.bearing(target.hex, target.facing, from)
  if not k2 then
    k = math.abs(k)
    if k <= 1 then return "front", "a" elseif k == 2 then return "flank", "b" end
    return "rear", "d"
  end
  if math.abs(k2) == 1 then return "front", "a" end -- between the faced hexside and the next
  if math.abs(k2) == 2 then
    -- "e", exactly abeam: the flank hex "b" on the firer's side
    local b = sandtable.map.neighbor(target.hex, M.turn(target.facing, k2))
    if b and blocks_through(from, b) then return "front", "e" end
    return "flank", "e"
  end
  return "rear", "c"
end

-- 6.21 A unit's ZOC covers its three frontal hexes; 6.25/7.662 units without facing (routed,
-- column, limbered, digging, leaders, wagons) have none; 6.23 it extends across the creek.
function M.frontal(u, hex)
  if not U.has_facing(u) then return sandtable.map.distance(u.hex, hex) == 1 end
  for _, k in ipairs({ 0, 1, 5 }) do
    if sandtable.map.neighbor(u.hex, M.turn(u.facing, k)) == hex then return true end
  end
  return false
end

function M.zoc_units(hex, side)
  local out = {}
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    for _, e in ipairs(sandtable.units.at(n)) do
      if e.side ~= side and U.is_combat(e) and U.has_facing(e) and M.frontal(e, hex) then out[#out + 1] = e end
    end
  end
  return U.by_key(out)
end

local function hex_of(x)
  if x == nil then return nil end
  if type(x) == "string" then
    if sandtable.map.on_map(x) then return x end
    local u = sandtable.units.get(x)
    return u and u.hex
  end
  return x.hex
end

---------------------------------------------------------------------------------------------
-- 7.64 Morale check
---------------------------------------------------------------------------------------------
function M.check(u, opts)
  opts = opts or {}
  local mm = U.chart("morale_modifiers")
  local level = U.morale_level(u) -- 7.62 (6.82 Wilder)
  local mods = {}
  local function add(n, why) if n and n ~= 0 then mods[#mods + 1] = { n, why } end end
  -- 5.312a the leadership value of a leader in radius (command.lua: 5.313, 5.36, 11.2)
  add(require("command").leader_value(u), "5.312a leadership")
  if opts.lost and opts.lost > 1 then
    add(mm.per_point_lost_beyond_first * (opts.lost - 1), "7.64 points lost beyond the first") -- reconstructed (charts)
  end
  local from = hex_of(opts.from)
  local orient = opts.orientation
  if not orient and from then orient = M.orientation(u, from) end
  if orient == "flank" then add(mm.hit_through_flank, "6.32 through the flank") end
  if orient == "rear" then add(mm.hit_through_rear, "6.32 through the rear") end
  if u.hex and sandtable.map.terrain(u.hex) == "woods" then add(mm.in_woods, "7.64 in woods") end
  if from and require("works").entrenched_against(u, from) then add(mm.entrenched, "6.67 entrenched") end
  if u.formation == "column" or u.formation == "limbered" then add(mm.in_column_or_limbered, "6.41 in march formation") end
  if opts.rally then add(mm.rally_attempt, "9.21 rally attempt") end
  if U.night() then add(mm.night, "10 night") end
  for _, m in ipairs(opts.mods or {}) do add(m[1], m[2]) end
  local final, parts = modifiers.total(level, mods)
  local why = opts.why or "7.63 morale check"
  local roll = U.d10(("7.64 morale %s (%s)"):format(u.key, why))
  local die = roll
  -- 12.425 turn 1 of Longstreet's Breakthrough: +1 to every Union morale die roll
  if u.side == "union" and sandtable.vars.get("longstreet_first_turn") and sandtable.game.turn() == 1 then
    die = die + 1
    parts[#parts + 1] = "12.425 +1 to the die"
  end
  local passed = die <= final
  sandtable.log.event("morale_checked", ("7.64 %s checks morale (%s): level %d%s = %d, roll %d: %s"):format(
    u.key, why, level, #parts > 0 and (" " .. table.concat(parts, ", ")) or "", final, die, passed and "passes" or "fails"),
    { unit = u.key, level = level, final = final, roll = die, passed = passed, why = why })
  return passed, roll, final
end

---------------------------------------------------------------------------------------------
-- 7.65 Rout
---------------------------------------------------------------------------------------------

local enemy_in = units.enemy_in

local function nearest_enemy(hex, side, enemies)
  return units.nearest_distance(hex, enemies or U.enemy_combat_units(side)) or 99
end

-- The hexes of `side`'s wagons, which no routing unit enters (6.812).
local function wagon_hexes(side)
  local out = {}
  for _, w in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if w.on_map and U.is_wagon(w) then out[#out + 1] = w.hex end
  end
  return out
end

-- Every rout path: the kernel's simple paths of `n` hexes (sandtable.move.walks) ignoring
-- terrain (7.65: at a leader's costs every hex and hexside is open but the creek, crossed at
-- bridges and located fords only), never into enemy units or friendly wagons (6.812). A path
-- whose last hex holds a friendly combat unit goes on to the nearest vacant hex (at most six
-- more, breadth-first with ties by label, so that crowded lines cannot multiply the paths).
local function rout_paths(u, n)
  return sandtable.move.walks(u, n, { class = "leader", block = wagon_hexes(u.side), vacant = 6 })
end

-- The rout paths open to `u` (7.65: ending at least three hexes from the enemy that caused
-- the rout), in the order the computer player prefers them: the fewest hexes of enemy ZOC left
-- on the way (withdrawal fire, 6.94), then the end farthest from the nearest enemy combat unit
-- ("toward their own lines"), then the fewest friendly units routed through (7.63), then the
-- shortest, then by the hex labels of the path. The choice among them is the owner's
-- (choose_path).
local function ranked(u, paths, from)
  local out = {}
  local enemies, near, zoc_at = U.enemy_combat_units(u.side), {}, {}
  for _, p in ipairs(paths) do
    local last = p[#p]
    if near[last] == nil then near[last] = nearest_enemy(last, u.side, enemies) end
    if not from or sandtable.map.distance(last, from) >= 3 then
      local zoc, friends = 0, 0
      for i = 2, #p - 1 do
        if zoc_at[p[i]] == nil then zoc_at[p[i]] = #M.zoc_units(p[i], u.side) > 0 end
        if zoc_at[p[i]] then zoc = zoc + 1 end
        if sandtable.units.stack(p[i], u.side) > 0 then friends = friends + 1 end
      end
      local labels = table.concat(p, ",")
      out[#out + 1] = { path = p, zoc = zoc, friends = friends, labels = labels,
        key = { zoc, -near[last], friends, #p, labels } }
    end
  end
  table.sort(out, function(a, b)
    for i = 1, #a.key do
      if a.key[i] ~= b.key[i] then return a.key[i] < b.key[i] end
    end
    return false
  end)
  return out
end

local function path_label(r)
  local notes = {}
  if r.zoc > 0 then notes[#notes + 1] = ("%d hex%s in enemy ZOC"):format(r.zoc, r.zoc > 1 and "es" or "") end
  if r.friends > 0 then notes[#notes + 1] = ("through %d friendly unit%s"):format(r.friends, r.friends > 1 and "s" or "") end
  local way = table.concat(r.path, " > ", 2)
  return #notes > 0 and ("%s (%s)"):format(way, table.concat(notes, ", ")) or way
end

-- 7.65 "the player owning the routing unit has the final say on how it moves": he picks where
-- it ends, then, where several ways lead there, which way (the hexes of enemy ZOC it leaves and
-- the friends it passes differ). Nil when no path is open.
local OFF_MAP = "off the map"

local function choose_path(u, options, why, off)
  local ends, seen = {}, {}
  for _, r in ipairs(options) do
    local last = r.path[#r.path]
    if not seen[last] then
      seen[last] = true
      ends[#ends + 1] = { value = last, hex = last, label = ("%s (%d hexes)"):format(last, #r.path - 1) }
    end
  end
  -- 7.673 routing off the map is a way too (listed last: the computer takes it only when no
  -- rout on the map is left, since a unit off the map is out of the battle until it rallies)
  if off then
    ends[#ends + 1] = { value = OFF_MAP, hex = off[#off], label = ("off the map at %s (7.673)"):format(off[#off]) }
  end
  if #ends == 0 then return nil end
  local last = sandtable.decisions.choose({ side = u.side, kind = "rout_end", rule = "7.65",
    prompt = ("%s routs from %s (%s): to which hex?"):format(u.key, u.hex, why), choices = ends,
    context = { unit = u.key } })
  if last == OFF_MAP then return nil, true end
  local ways = {}
  for _, r in ipairs(options) do
    if r.path[#r.path] == last then ways[#ways + 1] = { value = r.labels, label = path_label(r) } end
  end
  local way = sandtable.decisions.choose({ side = u.side, kind = "rout_path", rule = "7.65",
    prompt = ("%s routs from %s to %s: by which way?"):format(u.key, u.hex, last), choices = ways,
    context = { unit = u.key } })
  for _, r in ipairs(options) do
    if r.labels == way then return r.path end
  end
end

function M.surrender(u, why)
  sandtable.log.event("unit_surrendered", ("%s: %s surrenders"):format(why, u.key), { unit = u.key, why = why })
  U.lose(u, u.strength, why)
end

local function mark_routed(u)
  sandtable.units.set_status(u, "routed", true)
  sandtable.units.set_facing(u, nil) -- 7.662 no facing
  require("works").interrupt(u, "routed")
end

-- 7.673 The shortest rout path to a map-edge hex within `n - 1` hexes (ties by the labels), from
-- which the unit steps off the map: { start, ..., edge } or nil (friends may stand in the edge
-- hex: the unit passes through it). The paths are the kernel's, as rout_paths'.
local function path_off_map(u, n)
  local block = wagon_hexes(u.side)
  for k = 0, n - 1 do
    local best, key
    for _, p in ipairs(sandtable.move.walks(u, k, { class = "leader", block = block })) do
      if sandtable.map.is_edge(p[#p]) then
        local s = table.concat(p, ",")
        if not best or s < key then best, key = p, s end
      end
    end
    if best then return best end
  end
  return nil
end

M.OFF_MAP_BOX = "routed_off_map"

-- Whether the scenario's map has the off-map box `id` (test maps may not).
local function has_box(id)
  for _, b in ipairs(sandtable.map.boxes()) do
    if b == id then return true end
  end
  return false
end

--- Whether `u` could rout now from the enemy at `from` (a hex or unit) without surrendering:
--- a rout path on the map, or off it (7.673). Only looks (query mode).
function M.can_rout(u, from)
  local n = 3
  if (sandtable.vars.get("demoralized") or {})[u.side] then n = n + 1 end
  if #ranked(u, rout_paths(u, n), hex_of(from)) > 0 then return true end
  return has_box(M.OFF_MAP_BOX) and path_off_map(u, n) ~= nil
end

function M.rout(u, opts)
  opts = opts or {}
  if u.eliminated or not u.on_map then return nil end
  local from = hex_of(opts.from)
  local why = opts.why or "7.65 rout"
  local demoralized = (sandtable.vars.get("demoralized") or {})[u.side]
  local n = opts.hexes or 3
  if demoralized then n = n + 1 end -- 11.2 routed units rout four hexes instead of three
  local off = has_box(M.OFF_MAP_BOX) and path_off_map(u, n) or nil
  local path, go_off = choose_path(u, ranked(u, rout_paths(u, n), from), why, off)
  mark_routed(u)
  if not path then
    -- 7.673 a unit its owner routs off the map (or that has no other way: it cannot rout its
    -- full distance on the map but can reach the edge) goes into the display box beside the
    -- hex it left.
    if go_off then
      for i = 2, #off do sandtable.units.move(u, off[i]) end
      local exit = u.hex
      local ok = pcall(sandtable.units.remove, u, M.OFF_MAP_BOX, "7.673 routs off the map at " .. exit)
      if ok then
        sandtable.units.set_prop(u, "routed_off_at", exit)
        sandtable.log.event("unit_routed", ("%s: %s routs off the map at %s"):format(why, u.key, exit),
          { unit = u.key, path = off, why = why, off_map = exit })
        return nil
      end
    end
    -- 7.65 unable to rout three hexes (surrounded): surrenders
    M.surrender(u, "7.65 surrounded, cannot rout")
    return nil
  end
  local start = u.hex
  local leaders = {}
  for _, l in ipairs(sandtable.units.at(start)) do
    if l.side == u.side and U.is_leader(l) then leaders[#leaders + 1] = l end
  end
  sandtable.log.event("unit_routed", ("%s: %s routs %s"):format(why, u.key, table.concat(path, " > ")),
    { unit = u.key, path = path, why = why })
  local fire = require("fire")
  for i = 2, #path do
    -- 6.94/8.26 a unit routing voluntarily from a charge draws the chargers' withdrawal fire
    -- as it leaves its hex (opts.leave_fire, melee.lua)
    if i == 2 and opts.leave_fire then
      opts.leave_fire(u)
      if u.eliminated or not u.on_map then return nil end
    end
    -- 7.65 withdrawal fire from the ZOCs the path leaves; never from the hex the rout starts
    -- in (6.94)
    if i > 2 and #M.zoc_units(path[i - 1], u.side) > 0 then
      if not fire.withdrawal(u, "7.65 withdrawal fire at a routing unit", { in_rout = true }) then
        if u.eliminated then return nil end
      end
    end
    sandtable.units.move(u, path[i])
  end
  -- 5.37 each leader stacked with it may rout with it or stay alone in the hex: the owner's
  -- choice (alone, an enemy entering the hex overruns him, 5.322)
  for _, l in ipairs(leaders) do
    if not l.eliminated and l.hex == start then
      local go = sandtable.decisions.choose({ side = u.side, kind = "leader_rout", rule = "5.37",
        prompt = ("%s has routed from %s to %s: does %s rout with it or stay?"):format(u.key, start, u.hex, l.key),
        choices = {
          { value = "rout", label = ("rout with %s to %s"):format(u.key, u.hex), hex = u.hex },
          { value = "stay", label = ("stay alone in %s"):format(start), hex = start },
        },
        context = { unit = u.key, leader = l.key } })
      if go == "rout" then sandtable.units.move(l, u.hex) end
    end
  end
  -- 7.65 unlimbered artillery is limbered after routing
  if U.is_artillery(u) and u.formation == "unlimbered" then sandtable.units.set_formation(u, "limbered") end
  -- 7.63/7.65 each friendly unit routed through checks morale (units already routed do not)
  for i = 2, #path - 1 do
    local f = U.combat_unit_at(path[i])
    if f and f ~= u and f.side == u.side and not U.routed(f) and not f.eliminated then
      local passed = M.check(f, { why = "7.63 a friendly unit routed through" })
      if not passed then M.rout(f, { from = from, why = "7.65 rout (friendly unit routed through)" }) end
    end
  end
  return u.hex
end

---------------------------------------------------------------------------------------------
-- 9 Rally phase: { kind = "rally", unit = KEY, facing = DIR? }. Each of the moving player's
-- routed units on the map may try once (9.1); the phase waits while one has not tried
-- (pending), so that no attempt is forgotten — the player may still end the phase.
---------------------------------------------------------------------------------------------
local function tried()
  local t = sandtable.vars.get("rally_tried") or {}
  local set = {}
  for _, k in ipairs(t) do set[k] = true end
  return set, t
end

-- Routed units on the map, and (7.673) those waiting off it in the display box.
local function routed_here(u)
  return u.on_map or u.box == M.OFF_MAP_BOX
end

local function rally_candidates(side)
  local out = {}
  local set = tried()
  for _, u in ipairs(sandtable.units.all{ side = side, status = "routed", location = "any" }) do
    if routed_here(u) and U.is_combat(u) and not set[u.key] then out[#out + 1] = u end
  end
  return out
end

-- 7.673 Where a unit that rallies off the map comes back: the hex it left, or the first hex
-- next to it (by label) with no enemy unit and no friendly combat unit.
local function return_hex(u)
  local exit = u:prop("routed_off_at")
  if not exit then return nil end
  local function free(h)
    return not enemy_in(h, u.side) and U.combat_unit_at(h) == nil
  end
  if free(exit) then return exit end
  local around = sandtable.map.neighbors(exit)
  table.sort(around)
  for _, h in ipairs(around) do
    if free(h) then return h end
  end
  return nil
end

-- 9.23 the computer player's free facing: toward the nearest enemy combat unit (ties by
-- direction order E, NE, NW, W, SW, SE)
local function default_facing(u)
  local enemies = U.by_key(U.enemy_combat_units(u.side))
  local function near(n) return math.min(99, units.nearest_distance(n, enemies) or 99) end
  return dirs.toward(u.hex, nil, near) or "E"
end

--- The facing toward the nearest enemy combat unit (the computer player's free facings: 9.23,
--- 8.34).
function M.facing_toward_enemy(u) return default_facing(u) end

M.actions.rally = {
  rule = "9.2",
  list = function(side)
    side = side or sandtable.game.active_side()
    local out = {}
    for _, u in ipairs(rally_candidates(side)) do out[#out + 1] = { kind = "rally", unit = u.key } end
    return out
  end,
  can = function(act)
    local u = sandtable.units.get(act.unit or "")
    if not u then return false, "9.1: no such unit" end
    if u.side ~= sandtable.game.active_side() then return false, "9.1: only the moving player's units rally" end
    if not U.routed(u) or not routed_here(u) then return false, "9.1: only routed units on the map (or routed off it, 7.673) rally" end
    if tried()[u.key] then return false, "9.1: each routed unit attempts to rally once a rally phase" end
    if act.facing ~= nil then
      local ok = false
      for _, d in ipairs(sandtable.map.directions()) do
        if d == act.facing then ok = true end
      end
      if not ok then return false, "9.23: facing must be one of E, NE, NW, W, SW, SE" end
    end
    return true
  end,
  resolve = function(act)
    local u = sandtable.units.get(act.unit)
    local set, list = tried()
    if not set[u.key] then list[#list + 1] = u.key end
    sandtable.vars.set("rally_tried", list)
    -- 9.21 a normal morale check with all modifiers (7.64)
    local passed = M.check(u, { rally = true, why = "9.21 rally" })
    if passed and not u.on_map then
      -- 7.673 back on the map in or next to the hex it left; it moves normally next turn
      local h = return_hex(u)
      if not h then
        sandtable.log.say(("7.673 %s rallies but every hex at %s is held: it waits off the map"):format(u.key, tostring(u:prop("routed_off_at"))))
        return
      end
      sandtable.units.move(u, h)
      sandtable.units.set_prop(u, "routed_off_at", nil)
    end
    if passed then
      sandtable.units.set_status(u, "routed", false)
      sandtable.log.event("unit_rallied", ("9.21 %s rallies"):format(u.key), { unit = u.key })
      -- 9.23 a free facing change (units without facing, 6.34, keep none): the one the action
      -- names, else the owner's decision once the rally has passed (rally_facing)
      if u.formation ~= "column" and u.formation ~= "limbered" then
        if act.facing then
          sandtable.units.set_facing(u, act.facing)
        else
          sandtable.units.set_facing(u, default_facing(u)) -- until he answers
          local choices = {}
          for _, d in ipairs(sandtable.map.directions()) do
            choices[#choices + 1] = { value = d, label = ("face %s"):format(d), hex = sandtable.map.neighbor(u.hex, d) }
          end
          sandtable.decisions.ask{
            side = u.side, kind = "rally_facing", rule = "9.23",
            prompt = ("%s rallies at %s: which way does it face (a free facing change)?"):format(u.key, u.hex),
            choices = choices,
            context = { unit = u.key },
          }
        end
      end
    elseif u.on_map then
      -- 9.22 / 7.672 failed: routs three more hexes per 7.65 (off the map it stays there, 7.673)
      M.rout(u, { why = "9.22 failed rally" })
    end
  end,
  describe = function(act) return { text = ("rally %s"):format(act.unit or "?") } end,
}

-- 9.23 the owner's free facing for a rallied unit. The computer player faces the nearest
-- enemy combat unit (the old fixed policy).
M.decisions = {
  -- 7.65 where and by which way a unit routs, 5.37 whether a stacked leader goes with it
  -- (decisions.choose in M.rout). The computer player takes the first choice: rout paths are
  -- listed best first (ranked), and a leader routs with his unit rather than be left alone
  -- for 5.322.
  -- The standard profile passes over an end hex that would pen a battery for good (6.13).
  rout_end = {
    rule = "7.65",
    bot = function(d, profile)
      if profile == "standard" then return require("bots_standard").rout_end(d) end
      return U.first_choice(d)
    end,
  },
  rout_path = { rule = "7.65", bot = U.first_choice },
  leader_rout = { rule = "5.37", bot = U.first_choice },
  rally_facing = {
    rule = "9.23",
    resolve = function(d, choice)
      local u = sandtable.units.get(d.context.unit)
      if u and u.on_map and not U.routed(u) then sandtable.units.set_facing(u, choice) end
    end,
    bot = function(d) return default_facing(sandtable.units.get(d.context.unit)) end,
  },
}

function M.on_phase_begin(phase)
  if phase == "rally" then sandtable.vars.set("rally_tried", {}) end
end

function M.pending(phase)
  if phase ~= "rally" then return false end
  return #rally_candidates(sandtable.game.active_side()) > 0
end

return M
