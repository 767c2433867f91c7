-- fire.lua — fire combat (series S.5): small-arms and artillery fire, fire levels, fire
-- points, the Fire Combat Table with the rounder, column shifts, low ammunition and
-- artillery ammunition (S.9), leader casualty checks after fire (with command.lua), and the
-- seed's fire rules: 2.3 (Mendenhall's grand battery, past the three-battery limit), 2.4 (left
-- shift against dismounted Wilder), 2.6 (the Reserve Corps Ammunition Train), 4.3c (the
-- breastworks shift), designer's notes (fire beyond 500 yards hits only the guns).
-- Rule list: rules_fire.lua.
--
-- PIPELINE (one fire): total fire points of the firers at the target hex (charts.small_arms /
-- gun_types x artillery_range x artillery_vs) -> column (charts.fire_columns) -> shifts
-- (charts.fire_shifts, each line once) -> 2d6 on charts.fire_table -> rounder for .5 ->
-- "fire_resolved" event -> losses split among the target hex's units by morale.apply_fire(...)
-- (stragglers and morale checks) -> leader casualty check (charts.leader_loss) ->
-- orders.note_fired_at(target) for small arms. Low ammo: a natural 2 or 12 on the fire dice
-- (charts.ammunition).
-- DICE, in order: fire 2d6 (S.5.3), the rounder d6 when the value has a half (S.5.3), then
-- morale.apply_fire's own dice, then 2d6 per leader in the target hex when there was a loss
-- (S.3 leader casualty, leaders by key).
-- INTERFACE:
--   fire.points(unit, target_hex, range) -> number     one firer's fire points (0: cannot)
--   fire.column(points, shifts) -> label               charts.fire_columns after shifts
--   fire.shifts(firers, target_hex, opts) -> net, lines   the applicable shift lines (each once)
--   fire.resolve(target_hex, points, shifts, opts) -> result   the table roll and its
--        consequences; shifts: a number (net) or a list of { line, n }; opts: { firers =
--        {units}, range, flank = bool, close_combat = bool, no_low_ammo = bool, column = label
--        (forces a column: 4.4 Friendly Fire "4-6"), units = { unit handles } (only these
--        are hit: the guns beyond 500 yards), why }
--        result = { column, roll, value, loss, morale_mod, shifts }
--   fire.resolve_on_column(target_unit_or_hex, column, opts)   4.4 Friendly Fire (events.lua)
--   fire.ammo(side) -> number | "unlimited"          artillery pool (vars.ammunition)
--   fire.why_not(u) / fire.why_not_at(u, hex)         refusal reasons (nil when it may)
--   fire.los(a, b) -> bool, why                       S.5.1 line of sight (1.4, S.10)
--   fire.leader_casualties(hex, side, why)           S.3 after a result with a loss
--   fire.supplied(u) -> source key | nil              S.9 / 2.6 resupply source in reach
-- ACTIONS: fire { kind = "fire", units = [K...], target = HEX } in defensive_fire (the
--   inactive side) and offensive_fire (the phasing side). Resupply runs by itself at the start
--   of the rally phase for the phasing side (S.9.1, S.9.2, 2.6).

local U = require("util")
local actions = require("lib.actions")
local M = {}

M.actions = {}
M.phase_actions = { defensive_fire = { "fire" }, offensive_fire = { "fire" } }

local function phase() return sandtable.game.phase() end
local function is_fire_phase(p) return p == "defensive_fire" or p == "offensive_fire" end

---------------------------------------------------------------------------------------------
-- S.5.1 Small-arms fire points: fire level by strength, weapon class, range
---------------------------------------------------------------------------------------------
local LEVELS = { "A", "B", "C" }

-- The fire level of a small-arms unit now: by strength, one level lower when disorganized
-- and one more when Low Ammo (README S.5), never below C.
function M.fire_level(u)
  local level
  for _, row in ipairs(U.chart("fire_level_by_strength")) do
    if u.strength >= row.min then level = row.level break end
  end
  if not level then return nil end
  local i = 1
  for k, l in ipairs(LEVELS) do if l == level then i = k end end
  local eff = U.chart("morale_state_effects")[U.morale_state(u)] or {}
  i = i - (eff.fire_level or 0) -- S.7 disorganized fires a level lower
  if u:has("low_ammo") then i = i + 1 end -- S.9.1 Low Ammo fires a level lower
  -- reconstructed: C is the lowest level; a C unit that would drop keeps C (the Low Ammo
  -- column shift still applies)
  return LEVELS[math.min(i, #LEVELS)]
end

-- The weapon class: props.weapon, else "plus" for the regiments of Wilder's Brigade (2.4
-- Spencers; reconstructed: the oob prints no weapons), else "normal".
function M.weapon(u)
  local w = u:prop("weapon")
  if w then return w end
  if U.is_wilder(u) and not U.is_artillery(u) then return "plus" end -- reconstructed: 2.4 / designer's notes: Spencer-armed
  return "normal"
end

local function small_arms_points(u, range)
  local sa = U.chart("small_arms")
  if range > sa.max_range then return 0 end
  local level = M.fire_level(u)
  if not level then return 0 end
  local w = M.weapon(u)
  if w == "shotgun" then
    -- notes §4 (RSS errata): shotguns 3x in close combat, 1x at range 1, none at 2+
    return sa.normal[level][range] * (sa.shotgun_multiplier[range] or 0)
  end
  local t = sa[w] or sa.normal
  return t[level][range] or 0
end

---------------------------------------------------------------------------------------------
-- S.5.2 Artillery fire points
---------------------------------------------------------------------------------------------
function M.gun(u)
  local g = U.chart("gun_types")
  local name = u:prop("gun") or g.default
  return g[name] or g[g.default], name
end

-- Troops (infantry, cavalry) in a hex: the x1/2 at 4+ hexes applies (notes §4).
local function troops_in(hex, side)
  for _, t in ipairs(U.combat_units_at(hex)) do
    if t.side ~= side and not U.is_artillery(t) then return true end
  end
  return false
end

local function artillery_points(u, hex, range)
  local gun = M.gun(u)
  if range > gun.range then return 0 end
  local mult
  for _, band in ipairs(U.chart("artillery_range")) do
    if range <= band.max then mult = band.mult break end
  end
  if mult == "canister" then mult = gun.canister end
  local p = u.strength * gun.value * (mult or 0)
  local vs = U.chart("artillery_vs")
  -- notes §4: x1/2 against infantry and cavalry at 4+ hexes; at 5+ (designer's notes) only
  -- the guns are hit, at x1
  if hex and range >= vs.troops_far.from and range < vs.guns_only_beyond and troops_in(hex, u.side) then
    p = p * vs.troops_far.mult
  end
  return p
end

function M.max_range(u)
  if U.is_artillery(u) then return M.gun(u).range end
  local r = U.chart("small_arms").max_range
  if M.weapon(u) == "shotgun" then r = 1 end -- notes §4: shotguns cannot fire at 2+
  return r
end

-- One firer's fire points at `target_hex` from `range` hexes (0 = close combat).
function M.points(u, target_hex, range)
  if range == nil and target_hex and u.hex then range = sandtable.map.distance(u.hex, target_hex) end
  range = range or 1
  if U.is_artillery(u) then return artillery_points(u, target_hex, range) end
  if U.is_combat(u) then return small_arms_points(u, range) end
  return 0
end

---------------------------------------------------------------------------------------------
-- S.5.3 The Fire Combat Table
---------------------------------------------------------------------------------------------
local function column_index(points)
  local cols = U.chart("fire_columns")
  local idx = 1
  for i, c in ipairs(cols) do
    if points >= c.min then idx = i end
  end
  return idx
end

local function net_of(shifts)
  if type(shifts) == "number" then return shifts end
  local n = 0
  for _, s in ipairs(shifts or {}) do n = n + (s.n or s[2] or 0) end
  return n
end

-- The column label for `points` after `shifts` (a net number or a list of { line, n }).
function M.column(points, shifts)
  local cols = U.chart("fire_columns")
  local i = column_index(points or 0) + net_of(shifts)
  i = math.max(1, math.min(#cols, i))
  return cols[i].label
end

---------------------------------------------------------------------------------------------
-- S.5.4 Column shifts (charts.fire_shifts; each line once)
---------------------------------------------------------------------------------------------
local function vulnerable(t)
  if t.formation == "column" or t.formation == "limbered" then return true end
  local eff = U.chart("morale_state_effects")[U.morale_state(t)] or {}
  return eff.target_shift == "vulnerable_target"
end

-- The shift lines for `firers` (units; or opts.from = { hexes }) firing at `hex`. opts:
-- close_combat, defender_flank (the defender's fire when assaulted through its flank),
-- targets (the target units; default the enemy combat units in the hex).
function M.shifts(firers, hex, opts)
  opts = opts or {}
  local fs = U.chart("fire_shifts")
  local mv = require("movement")
  local lines = {}
  local function add(line, n) lines[#lines + 1] = { line = line, n = n } end
  local side = firers[1] and firers[1].side or opts.side
  local targets = opts.targets
  if not targets then
    targets = {}
    for _, t in ipairs(U.by_key(U.combat_units_at(hex))) do
      if t.side ~= side then targets[#targets + 1] = t end
    end
  end
  local froms = {}
  for _, f in ipairs(firers) do
    if f.hex then froms[#froms + 1] = f.hex end
  end
  -- upslope: any firer firing up a slope (reconstructed: combined fire takes the line least
  -- favourable to the firers, as each line is used once)
  for _, from in ipairs(froms) do
    if mv.upslope(from, hex) then add("upslope", fs.upslope) break end
  end
  -- 4.3c breastworks: the target's breastworks face a firer (one left shift)
  local covered = false
  for _, t in ipairs(targets) do
    for _, from in ipairs(froms) do
      if mv.breastworks_cover(t, from) then covered = true end
    end
  end
  if covered then add("breastworks", U.chart("breastworks").fire_shift) end
  if U.night() then add("night", U.chart("night").fire_shift) end -- S.10
  local low = false
  for _, f in ipairs(firers) do
    if f:has("low_ammo") then low = true end
    if U.is_artillery(f) and M.ammo(f.side) ~= "unlimited" and (M.ammo(f.side) or 0) <= 0 then low = true end -- S.9.2 empty pool
  end
  if low then add("low_ammo", fs.low_ammo) end
  -- vulnerable target: column, limbered, disorganized, routed, or fired on through its flank
  -- by every firer (reconstructed: any unit of the hex so placed)
  local vul = false
  for _, t in ipairs(targets) do
    if vulnerable(t) then vul = true end
    if #froms > 0 and not opts.close_combat_defender then
      local all_flank = true
      for _, from in ipairs(froms) do
        if not mv.flank_attack(t, from) then all_flank = false end
      end
      if all_flank and t.facing then vul = true end
    end
  end
  if vul then add("vulnerable_target", fs.vulnerable_target) end
  local mounted = false
  for _, t in ipairs(targets) do
    if U.is_mounted(t) then mounted = true end
  end
  if mounted then add("mounted_target", fs.mounted_target) end
  if opts.defender_flank then add("close_combat_flank_defence", fs.close_combat_flank_defence) end
  -- 2.4 fire exclusively against dismounted units of Wilder's Brigade
  local wilder = #targets > 0
  for _, t in ipairs(targets) do
    if not (U.is_wilder(t) and U.is_mounted_infantry(t) and not U.is_mounted(t)) then wilder = false end
  end
  if wilder then add("wilder_dismounted", fs.wilder_dismounted) end
  -- 4.4 Walthall's Tactics: a unit of W/L/Res is the target (events.lua)
  local ev = require("events")
  if ev.walthall_active and ev.walthall_active() then
    for _, t in ipairs(targets) do
      if t.parent == "W/L/Res" then add("walthall", fs.walthall) break end
    end
  end
  return net_of(lines), lines
end

---------------------------------------------------------------------------------------------
-- S.9 Ammunition
---------------------------------------------------------------------------------------------
function M.ammo(side)
  local a = sandtable.vars.get("ammunition")
  local v = a and a[side]
  if v == nil then return "unlimited" end
  return v
end

local function spend_ammo(side, n, why)
  local a = sandtable.vars.get("ammunition")
  if not a or a[side] == nil or a[side] == "unlimited" then return end
  a[side] = math.max(0, a[side] - n)
  sandtable.vars.set("ammunition", a)
  sandtable.log.event("ammunition", ("S.9.2 %s artillery ammunition %d (%s)"):format(side, a[side], why or ""), { side = side, left = a[side], spent = n })
end

---------------------------------------------------------------------------------------------
-- S.3 leader casualties after a result with a loss
---------------------------------------------------------------------------------------------
function M.leader_casualties(hex, side, why)
  local ll = U.chart("leader_loss")
  local leaders = {}
  for _, l in ipairs(sandtable.units.at(hex)) do
    if U.is_leader(l) and (side == nil or l.side == side) then leaders[#leaders + 1] = l end
  end
  for _, l in ipairs(U.by_key(leaders)) do
    local r = U.roll2d6("S.3 leader casualty: " .. l.key)
    local result
    for _, v in ipairs(ll.killed) do if r == v then result = "killed" end end
    for _, v in ipairs(ll.wounded) do if r == v then result = "wounded" end end
    sandtable.log.event("leader_check", ("S.3 %s: leader casualty roll %d: %s"):format(l.key, r, result or "unhurt"), { leader = l.key, roll = r, result = result or "none" })
    if result then require("command").leader_casualty(l, result, "S.3 " .. (why or "fire")) end
  end
end

---------------------------------------------------------------------------------------------
-- S.5.3 resolve one fire on the table
---------------------------------------------------------------------------------------------
function M.resolve(target_hex, points, shifts, opts)
  opts = opts or {}
  local why = opts.why or "S.5.3 fire"
  local net = net_of(shifts)
  local column = opts.column or M.column(points or 0, net)
  local names, hit = {}, nil
  for _, f in ipairs(opts.firers or {}) do names[#names + 1] = f.key end
  if opts.units then
    hit = {}
    for _, t in ipairs(opts.units) do hit[#hit + 1] = t.key end
  end
  local roll, a, b = U.roll2d6(("S.5.3 fire at %s (%s)"):format(target_hex, why))
  local value = U.chart("fire_table")[column][roll - 1]
  local loss, morale_mod, rounder = 0, 0, nil
  if value < 0 then
    morale_mod = -value -- S.5.3 a miss that still shakes: added to the morale roll
  else
    loss = math.floor(value)
    if value - loss > 0 then
      rounder = U.d6("S.5.3 rounder at " .. target_hex)
      if rounder >= U.chart("rounder").up_on then loss = loss + 1 end
    end
  end
  -- S.9.1 a natural 2 or 12 on the fire dice puts the firing small-arms units Low Ammo
  local low = {}
  if not opts.no_low_ammo then
    for _, n in ipairs(U.chart("ammunition").small_arms_low_ammo) do
      if roll == n then
        for _, f in ipairs(opts.firers or {}) do
          if not U.is_artillery(f) and not f:has("low_ammo") then low[#low + 1] = f end
        end
      end
    end
  end
  sandtable.log.event("fire_resolved", ("%s: %s at %s: %s points, column %s (shift %+d), roll %d (%d+%d): %s%s"):format(
    why, #names > 0 and table.concat(names, " + ") or "fire", target_hex, tostring(points), column, net, roll, a, b,
    tostring(value), rounder and (" rounder " .. rounder .. " -> " .. loss) or ""),
    { hex = target_hex, points = points, column = column, shifts = net, roll = roll, value = value,
      loss = loss, rounder = rounder, morale_mod = morale_mod, firers = names, why = why,
      close_combat = opts.close_combat or false, hit = hit })
  for _, f in ipairs(low) do
    sandtable.units.set_status(f, "low_ammo", true)
    sandtable.log.event("low_ammo", ("S.9.1 %s is Low Ammo (natural %d)"):format(f.key, roll), { unit = f.key, roll = roll })
  end
  -- 4.3b construction pauses when a builder fires or is fired at (movement.lua keeps the time)
  local mv = require("movement")
  for _, f in ipairs(opts.firers or {}) do mv.interrupt_building(f, "fired") end
  for _, t in ipairs(opts.units or U.by_key(U.combat_units_at(target_hex))) do mv.interrupt_building(t, "was fired at") end
  local target_side
  for _, t in ipairs(U.combat_units_at(target_hex)) do target_side = t.side end
  local applied = require("morale").apply_fire(target_hex, loss, {
    flank = opts.flank, night = U.night(), miss = value < 0 and value or nil,
    close_combat = opts.close_combat, units = opts.units, why = why,
  })
  if loss > 0 then M.leader_casualties(target_hex, target_side, why) end
  return { column = column, roll = roll, value = value, loss = loss, morale_mod = morale_mod, shifts = net, applied = applied }
end

-- 4.4 Friendly Fire: a fire on a fixed column at a unit's hex (events.lua).
function M.resolve_on_column(target, column, opts)
  opts = opts or {}
  local hex = type(target) == "string" and target or target.hex
  local o = {}
  for k, v in pairs(opts) do o[k] = v end
  o.column = column
  o.why = o.why or "4.4 Friendly Fire"
  return M.resolve(hex, 0, 0, o)
end

---------------------------------------------------------------------------------------------
-- S.5.1 line of sight, fields of fire, who may fire
---------------------------------------------------------------------------------------------
-- S.10 visibility in hexes now (nil: unlimited).
function M.visibility()
  local n = U.chart("night")
  local tv = n.twilight_visibility[U.time()]
  if tv then return tv end
  if U.night() then return n.visibility end
  return nil
end

-- Line of sight: the kernel's (forest los_height 1 blocks; 1.4 orchards count as hindrance up
-- to the declared max_hindrance; 1.6 buildings have no effect, none are declared), and the
-- S.10 visibility.
function M.los(a, b)
  local d = sandtable.map.distance(a, b)
  local vis = M.visibility()
  if vis and d > vis then return false, ("S.10: visibility is %d hexes (%d)"):format(vis, d) end
  if d <= 1 then return true end
  local c = sandtable.los.check(a, b)
  if not c.clear then return false, ("S.5.1: no line of sight from %s to %s (blocked at %s)"):format(a, b, tostring(c.blocked_by)) end
  return true
end

function M.why_not(u)
  if not u or u.eliminated or not u.on_map then return "S.5.1: not a unit on the map" end
  if not U.is_combat(u) then return "S.5.1: only combat units fire" end
  if U.routed(u) then return "S.7: a routed unit may not fire" end
  if u.formation == "limbered" then return "S.5.2: limbered artillery may not fire" end
  if U.is_mounted(u) then return "S.5.1: mounted units fire only dismounted (reconstructed: march formation)" end
  if u.formation == "column" then return "S.5.1: infantry in column may not fire (reconstructed: march formation)" end
  if u:has("fired") then return "S.5.5: a unit fires once a fire phase" end
  return nil
end

function M.why_not_at(u, hex)
  local d = sandtable.map.distance(u.hex, hex)
  if d < 1 then return "S.5.1: fire at another hex" end
  local r = M.max_range(u)
  if d > r then return ("S.5.1: %s is out of range (%d hexes, range %d)"):format(hex, d, r) end
  local vs = U.chart("artillery_vs")
  if U.is_artillery(u) and d >= vs.guns_only_beyond then
    local guns = false
    for _, t in ipairs(U.combat_units_at(hex)) do
      if t.side ~= u.side and U.is_artillery(t) then guns = true end
    end
    if not guns then return ("S.5.2: beyond 500 yards (%d hexes) only the guns of a stack are hit, and %s holds none"):format(d, hex) end
  end
  if not require("movement").frontal(u, hex) then return ("S.5.1: %s is not in %s's front (field of fire)"):format(hex, u.key) end
  local ok, why = M.los(u.hex, hex)
  if not ok then return why end
  if M.points(u, hex, d) <= 0 then return ("S.5.1: %s has no fire points at %d hexes"):format(u.key, d) end
  return nil
end

---------------------------------------------------------------------------------------------
-- 2.3 the three-battery limit and Mendenhall's grand battery
---------------------------------------------------------------------------------------------
local function mendenhall_hex()
  local m = sandtable.units.get("Mendenhall")
  if m and m.on_map and not m.eliminated then return m.hex end
  return nil
end

-- Batteries counted against the limit (2.3: those within 2 hexes of Mendenhall are not).
local function counted(u)
  if not U.is_artillery(u) then return false end
  local mh = mendenhall_hex()
  if mh and u.side == "union" and sandtable.map.distance(mh, u.hex) <= 2 then return false end
  return true
end

local function batteries_at(hex)
  local t = sandtable.vars.get("fire_batteries") or {}
  return t[hex] or 0
end

---------------------------------------------------------------------------------------------
-- The fire action (S.5.5)
---------------------------------------------------------------------------------------------
local function check_fire(act)
  local ph = phase()
  if not is_fire_phase(ph) then return false, "S.5.5: fire only in the fire phases" end
  if type(act.units) ~= "table" or #act.units == 0 then return false, "S.5.1: name the firing units" end
  local hex = act.target
  if type(hex) ~= "string" or not sandtable.map.on_map(hex) then return false, "S.5.1: the target is a hex of the map" end
  local side = U.acting_side()
  for _, k in ipairs(act.units) do
    local u = sandtable.units.get(k)
    if not u then return false, "S.5.1: no unit " .. tostring(k) end
    if u.side ~= side then
      return false, ph == "defensive_fire" and "S.5.5: only the non-phasing player fires in defensive fire"
        or "S.5.5: only the phasing player fires in offensive fire"
    end
  end
  local targets = {}
  for _, t in ipairs(U.combat_units_at(hex)) do
    if t.side ~= side then targets[#targets + 1] = t end
  end
  if #targets == 0 then return false, "S.5.1: no enemy combat unit in " .. hex end
  local firers, seen, n_batt = {}, {}, 0
  for _, k in ipairs(act.units) do
    local u = sandtable.units.get(k)
    if seen[k] then return false, "S.5.5: name each firer once" end
    seen[k] = true
    local why = M.why_not(u) or M.why_not_at(u, hex)
    if why then return false, why end
    if counted(u) then n_batt = n_batt + 1 end
    firers[#firers + 1] = u
  end
  local max = U.chart("artillery_vs").max_batteries_per_target
  if n_batt > 0 and batteries_at(hex) + n_batt > max then
    return false, ("2.3/S.5.2: at most %d batteries fire at one target (%d already this phase); only batteries within 2 hexes of Mendenhall are exempt"):format(max, batteries_at(hex))
  end
  return true, nil, firers, hex
end

-- Points, shifts and column of a fire action (no dice).
function M.assess(firers, hex)
  local total, parts = 0, {}
  for _, u in ipairs(firers) do
    local d = sandtable.map.distance(u.hex, hex)
    local p = M.points(u, hex, d)
    total = total + p
    parts[#parts + 1] = { unit = u.key, range = d, points = p }
  end
  local net, lines = M.shifts(firers, hex)
  return total, net, lines, parts
end

local function guns_only(firers, hex)
  -- designer's notes: fire over 500 yards hits only the cannon. With every firer at 5+
  -- hexes only the target's artillery takes the result (reconstructed: a mixed fire, some
  -- firers nearer, hits the whole stack).
  local vs = U.chart("artillery_vs")
  for _, u in ipairs(firers) do
    if sandtable.map.distance(u.hex, hex) < vs.guns_only_beyond then return nil end
  end
  local keys = {}
  for _, t in ipairs(U.by_key(U.combat_units_at(hex))) do
    if U.is_artillery(t) and t.side ~= firers[1].side then keys[#keys + 1] = t end
  end
  return keys
end

M.actions.fire = {
  rule = "S.5",
  result = "fire_resolved.value", -- the Fire Table's result (the odds of a fire name it)
  list = function(side)
    local ph = phase()
    if not is_fire_phase(ph) then return {} end
    side = side or U.acting_side()
    if side ~= U.acting_side() then return {} end
    local hexes, seen = {}, {}
    for _, e in ipairs(U.enemy_combat_units(side)) do
      if not seen[e.hex] then seen[e.hex] = true hexes[#hexes + 1] = e.hex end
    end
    table.sort(hexes)
    local out = {}
    for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
      if u.on_map and U.is_combat(u) and not M.why_not(u) then
        local r = M.max_range(u)
        for _, h in ipairs(hexes) do
          if sandtable.map.distance(u.hex, h) <= r and not M.why_not_at(u, h) then
            out[#out + 1] = { kind = "fire", units = { u.key }, target = h }
          end
        end
      end
    end
    return out
  end,
  can = actions.can_from(check_fire),
  resolve = function(act)
    local _, _, firers, hex = check_fire(act)
    local ph = phase()
    local total, net, lines = M.assess(firers, hex)
    local small_arms = false
    local n_batt = 0
    for _, u in ipairs(firers) do
      sandtable.units.set_status(u, "fired", true) -- S.5.5 once a fire phase
      if U.is_artillery(u) then
        if counted(u) then n_batt = n_batt + 1 end
        local pool = M.ammo(u.side)
        if pool ~= "unlimited" and pool <= 0 and not u:has("low_ammo") then
          -- S.9.2 the pool is empty: the battery fires Low Ammo and stays so until resupplied
          sandtable.units.set_status(u, "low_ammo", true)
        end
        spend_ammo(u.side, U.chart("ammunition").artillery_cost_per_fire, u.key) -- S.9.2
      else
        small_arms = true
      end
    end
    if n_batt > 0 then
      local t = sandtable.vars.get("fire_batteries") or {}
      t[hex] = (t[hex] or 0) + n_batt
      sandtable.vars.set("fire_batteries", t)
    end
    local targets = U.by_key(U.combat_units_at(hex))
    local only = guns_only(firers, hex)
    local flank = false
    for _, l in ipairs(lines) do
      if l.line == "vulnerable_target" then
        for _, t in ipairs(targets) do
          local all = true
          for _, f in ipairs(firers) do
            if not require("movement").flank_attack(t, f.hex) then all = false end
          end
          if all and t.facing and t.side ~= firers[1].side then flank = true end
        end
      end
    end
    -- S.5.1 / 4.1 targets of small-arms fire are marked and reported to orders.lua
    if small_arms then
      local orders = require("orders")
      for _, t in ipairs(targets) do
        if t.side ~= firers[1].side then
          sandtable.units.set_status(t, "fired_at", true)
          orders.note_fired_at(t)
        end
      end
    end
    local why = (ph == "defensive_fire" and "S.5.5 defensive fire" or "S.5.5 offensive fire")
    return M.resolve(hex, total, lines, { firers = firers, flank = flank, units = only, why = why })
  end,
  describe = function(act)
    local ok, why, firers, hex = check_fire(act)
    if not ok then return { text = "fire: " .. tostring(why) } end
    local total, net, lines, parts = M.assess(firers, hex)
    local names = {}
    for _, l in ipairs(lines) do names[#names + 1] = ("%s %+d"):format(l.line, l.n) end
    local col = M.column(total, net)
    return {
      text = ("fire %s at %s: %s points, column %s%s"):format(table.concat(act.units, "+"), hex, tostring(total), col,
        #names > 0 and (" (" .. table.concat(names, ", ") .. ")") or ""),
      points = total, column = col, base_column = M.column(total, 0), shifts = lines, firers = parts,
    }
  end,
}

---------------------------------------------------------------------------------------------
-- S.9 resupply (rally phase), 2.6 the Reserve Corps Ammunition Train
---------------------------------------------------------------------------------------------
local function ancestors(u)
  local parents = {}
  local ok, sc = pcall(function() return sandtable.game.scenario() end)
  if ok and type(sc) == "table" then
    for _, c in ipairs(sc.commands or {}) do parents[c.key] = c.parent end
  end
  local out, k, n = {}, u.parent, 0
  while k and n < 20 do
    out[k] = true
    k = parents[k]
    n = n + 1
  end
  return out
end

-- The supply source within reach of `u` (nil if none): the supply wagon of a command above it
-- (its corps, its army), or for the Union the Reserve Corps Ammunition Train (2.6: a source
-- for all Union units). Reach: charts.ammunition.resupply_radius hexes of path free of enemy
-- units and ZOC (reconstructed: a hex count for the MP).
function M.supplied(u)
  if not u.on_map then return nil end
  local up = ancestors(u)
  local radius = U.chart("ammunition").resupply_radius
  local sources = {}
  for _, s in ipairs(sandtable.units.all{ side = u.side, sort = "key" }) do
    if s.on_map and U.is_wagon(s) then
      if (s.type == "supply" and up[s.parent]) or (s.type == "ammo_train" and u.side == "union") then
        sources[#sources + 1] = s
      end
    end
  end
  for _, s in ipairs(sources) do
    if sandtable.map.distance(s.hex, u.hex) <= radius then
      local reach = sandtable.move.trace(u.side, s.hex, radius)
      if reach[u.hex] then return s.key end
    end
  end
  return nil
end

function M.resupply(side)
  for _, u in ipairs(sandtable.units.all{ side = side, status = "low_ammo", sort = "key" }) do
    if u.on_map then
      local art = U.is_artillery(u)
      local pool = M.ammo(side)
      if art and u.formation ~= "limbered" then
        -- designer's notes: artillery re-supply only when limbered
      elseif art and pool ~= "unlimited" and pool <= 0 then
        -- S.9.2 nothing left in the pool
      else
        local src = M.supplied(u)
        if src then
          sandtable.units.set_status(u, "low_ammo", false)
          local rule = (sandtable.units.get(src).type == "ammo_train") and "2.6" or (art and "S.9.2" or "S.9.1")
          sandtable.log.event("resupply", ("%s %s resupplied from %s"):format(rule, u.key, src), { unit = u.key, source = src, rule = rule })
        end
      end
    end
  end
end

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------
function M.on_phase_begin(ph)
  if is_fire_phase(ph) or ph == "close_combat" then
    for _, u in ipairs(sandtable.units.all{ status = "fired" }) do sandtable.units.set_status(u, "fired", false) end
    sandtable.vars.set("fire_batteries", nil)
  end
  if ph == "rally" then M.resupply(sandtable.game.active_side()) end
end

function M.on_turn_begin()
  -- "fired_at": target of small-arms fire this game turn (util.lua)
  for _, u in ipairs(sandtable.units.all{ status = "fired_at" }) do sandtable.units.set_status(u, "fired_at", false) end
end

M.U = U
return M
