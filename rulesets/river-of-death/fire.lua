-- 7 Fire combat: strengths, ranges, fields of fire, orientation, the Combat Table, defensive
-- and offensive fire, advance after combat; 6.9 withdrawal fire; 10.1 night ranges.
-- Interface the other modules use:
--   M.withdrawal(target, why, opts?) -> boolean   6.9/6.93: every enemy unit whose ZOC `target`
--       is in fires at it, each alone, a free shot (reconstructed: the enemy always takes it, it
--       costs nothing); true if the target may carry on (not eliminated, not routed).
--       opts.in_rout: the target is routing (7.65), so a casualty does not rout it again (7.671)
--   M.resolve(firers, target, opts) -> result, info   one fire attack. opts: strengths =
--       { [key] = n } the part of each firer's current strength that fires (8.272's divided
--       fire; formation and range effects still apply), why, mods = { {n, why} } more die
--       modifiers, withdrawal (6.93: no "fired"/"fired_at" marks), in_rout. info = { strength,
--       column, roll, modified, lost, eliminated, routed, vacated }
--   M.result(points, roll) -> "-", "M" or a number   the Combat Table (7.31)
--   M.strength(u, range) -> n | nil, why   7.31/7.35 one unit's fire strength at a range
--   M.in_field(u, hex) -> boolean      7.38 field of fire;  M.los(a, b) -> boolean   7.39
--
-- Actions:
--   { kind = "fire", units = { KEY, ... }, target = KEY or HEX }   7.3 (one or more firers, 7.34)
--   { kind = "advance", unit = KEY } / { kind = "advance", decline = true }   7.52
local U = require("util")
local Mo = require("morale")
local modifiers = require("lib.modifiers")
local dirs = require("lib.hexdirs")
local actions = require("lib.actions")

local M = {
  actions = {},
  phase_actions = { defensive_fire = { "fire" }, offensive_fire = { "fire", "advance" } },
}

local function phase() return sandtable.game.phase() end

-- A chart the ruleset may not declare in `tables` (leader_loss, combat_rows): the declared
-- one if any (so a mod can replace it), else charts.lua's.
local function chart(name)
  local ok, t = pcall(U.chart, name)
  if ok then return t end
  return require("charts")[name]
end
local function is_fire_phase(p) return p == "defensive_fire" or p == "offensive_fire" end

---------------------------------------------------------------------------------------------
-- 7.31 Strength: Fire Strength Formation Effects and Range Effects (charts.lua)
---------------------------------------------------------------------------------------------
local function formation_key(u)
  if U.is_wagon(u) then return "wagon" end
  if U.is_infantry(u) then return "infantry_" .. (u.formation or "line") end
  if U.is_cavalry(u) then
    return (U.is_wilder(u) and "wilder_" or "cavalry_") .. (u.formation == "mounted" and "mounted" or "dismounted")
  end
  if U.is_artillery(u) then return "artillery_" .. (u.formation or "unlimbered") end
  return nil
end

local function range_key(u)
  if U.is_wagon(u) then return "wagon" end
  if U.is_artillery(u) then return u.type end
  if U.is_cavalry(u) then return U.is_wilder(u) and "wilder" or "cavalry" end
  return "infantry"
end

-- The longest range `u` may fire at now: its Range Effects line; 7.42 unlimbered artillery at
-- most three hexes in defensive fire; 10.1 one hex at night.
function M.max_range(u, ph)
  local re = U.chart("range_effects")
  local r = #(re[range_key(u)] or {})
  if (ph or phase()) == "defensive_fire" and U.is_artillery(u) then
    r = math.min(r, re.unlimbered_artillery_defensive_max) -- 7.42
  end
  if U.night() then r = math.min(r, re.night_max) end -- 10.1
  return r
end

-- 7.31 one unit's fire strength at `range` hexes (`base` overrides its current strength,
-- 8.272): formation effect times range effect, rounded down unit by unit but never below 1
-- (7.35).
function M.strength(u, range, base)
  local fe = U.chart("formation_effects")[formation_key(u) or ""]
  if fe == nil then return nil, "7.31: a unit in " .. tostring(u.formation) .. " may not fire (6.41)" end
  if fe == "1" then return 1 end -- 6.812 wagons fire with a strength of 1
  local line = U.chart("range_effects")[range_key(u)] or {}
  local re = line[range]
  if not re then return nil, "7.31: out of range" end
  local s = math.floor((base or u.strength) * fe * re + 1e-9)
  return math.max(U.chart("formation_effects").minimum or 1, s) -- 7.35 never below 1
end

---------------------------------------------------------------------------------------------
-- 7.31 The Combat Table
---------------------------------------------------------------------------------------------
function M.column(points)
  local cols = U.chart("combat_columns")
  for i, c in ipairs(cols) do
    if points >= c[1] and points <= c[2] then return i end
  end
  return points < 1 and 1 or #cols
end

function M.result(points, roll)
  local rows = chart("combat_rows")
  local t = U.chart("combat_table")
  local col = t[M.column(points)]
  local r = math.max(rows.min, math.min(rows.max, roll))
  local res = col[r - rows.min + 1]
  if res == "-" or res == "M" then return res end
  return tonumber(res)
end

---------------------------------------------------------------------------------------------
-- 7.38 Field of fire, 7.39 line of sight
---------------------------------------------------------------------------------------------
-- 7.381 infantry and cavalry: the three frontal hexes and the "a" hexes, i.e. the hexes from
-- which a line of fire would strike the unit frontally (7.37): the half-plane ahead of the
-- line through its centre across its facing (reconstructed: the diagram is not in the text;
-- the "e" hexes exactly abeam are outside). 7.382 artillery: the same within two hexes (the
-- diagram's two rings, reconstructed), and beyond them the cone between the lines from its
-- centre through the centres of its left-front and right-front hexes (lines included).
-- Units without facing (wagons, 6.812) fire all round.
function M.in_field(u, hex)
  if not U.has_facing(u) then return true end
  local X, Y = Mo.field_offset(u.hex, u.facing, hex)
  if X <= 0 then return false end
  if not U.is_artillery(u) or sandtable.map.distance(u.hex, hex) <= 2 then return true end
  return math.abs(Y) <= X
end

-- 7.39 the kernel's line of sight (woods and orchards one level high, crests: charts.line_of_sight),
-- and the table's "combat unit" obstacle between hexes of the same level (a line along a
-- hexside is blocked only if both hexes block).
function M.los(a, b)
  local c = sandtable.los.check(a, b)
  if not c.clear then return false, c.blocked_by end
  if sandtable.map.elevation(a) == sandtable.map.elevation(b) then
    local line = sandtable.map.line(a, b)
    for i = 2, #line - 1 do
      local all = true
      for _, h in ipairs(line[i]) do
        if not U.combat_unit_at(h) then all = false end
      end
      if all and #line[i] > 0 then return false, line[i][1] end
    end
  end
  return true
end

-- Firing up across a crest: a slope hexside crossed into higher ground on the line of fire.
local function upslope(a, b)
  local line = sandtable.map.line(a, b)
  for i = 2, #line do
    local p, q = line[i - 1], line[i]
    if #p == 1 and #q == 1 and sandtable.map.distance(p[1], q[1]) == 1 then
      if (sandtable.map.has_hexside(p[1], q[1], "slope") or sandtable.map.has_hexside(p[1], q[1], "steep_slope"))
        and sandtable.map.elevation(q[1]) > sandtable.map.elevation(p[1]) then
        return true
      end
    end
  end
  return false
end

---------------------------------------------------------------------------------------------
-- Who may fire, at what
---------------------------------------------------------------------------------------------
-- Reasons a unit may not fire at all (nil if it may). `free` for withdrawal fire (6.92: not
-- counted against the combat-phase fire, 6.17's capabilities or command control).
function M.why_not(u, ph, free)
  if not u or u.eliminated or not u.on_map then return "7.3: not a unit on the map" end
  if U.is_leader(u) then return "7.62: leaders do not fire" end
  if U.routed(u) then return "7.662: a routed unit may not fire" end
  if u:has("searching") then return "6.853: a unit searching for a ford may not fire" end
  if u:has("rebuilding") then return "6.844: a unit rebuilding a bridge may not fire" end
  if u:has("captured") then return "8.34: captured artillery may not fire this turn" end
  local fe = U.chart("formation_effects")[formation_key(u) or ""]
  if fe == nil then
    return ("7.31/6.41: a unit in %s (march formation) may not fire"):format(tostring(u.formation))
  end
  if free then return nil end
  if u:has("fired") then return "7.34: a unit fires once a combat phase" end
  if U.is_artillery(u) and not U.may_use(u, "fire") then
    return "6.17/7.32: the artillery has used its capabilities this turn"
  end
  if ph == "offensive_fire" and not require("command").in_command(u) then
    return "5.26: a unit out of command control may not offensive fire"
  end
  return nil
end

-- Reasons `u` may not fire at `target` (nil if it may): range (7.42, 7.51, 10.1), field of
-- fire (7.38), line of sight (7.39).
function M.why_not_at(u, target, ph)
  local d = sandtable.map.distance(u.hex, target.hex)
  local maxr = M.max_range(u, ph)
  if d > maxr then
    if U.night() then return ("10.1: at night fire ranges are one hex (%d)"):format(d) end
    if ph == "defensive_fire" and U.is_artillery(u) and d <= #(U.chart("range_effects")[range_key(u)] or {}) then
      return ("7.42: unlimbered artillery defensive fire reaches three hexes at most (%d)"):format(d)
    end
    return ("7.31: %s out of range (%d hexes, range %d)"):format(target.key, d, maxr)
  end
  if not M.in_field(u, target.hex) then return ("7.38: %s is not in %s's field of fire"):format(target.key, u.key) end
  if d > 1 then
    local ok, by = M.los(u.hex, target.hex)
    if not ok then return ("7.39: no line of sight from %s to %s (blocked at %s)"):format(u.hex, target.hex, tostring(by)) end
  end
  return nil
end

-- The enemy unit that may be fired at in a hex: its combat unit or wagon (leaders alone are
-- not targets, 5.322).
local function target_in(hex, side)
  for _, t in ipairs(sandtable.units.at(hex)) do
    if t.side ~= side and (U.is_combat(t) or U.is_wagon(t)) then return t end
  end
  return nil
end

local function resolve_target(x, side)
  if type(x) ~= "string" then return nil end
  local t = sandtable.units.get(x)
  if t then return t end
  if sandtable.map.on_map(x) then return target_in(x, side) end
  return nil
end

---------------------------------------------------------------------------------------------
-- One fire attack
---------------------------------------------------------------------------------------------
local RANK = { front = 0, flank = 1, rear = 2 }

-- 5.321 leader loss: a natural 10 with a numeric result, then 9-10 on a further roll, for
-- each leader in the target hex.
local function leader_losses(target_hex, side, natural, res, why)
  local ll = chart("leader_loss")
  if type(res) ~= "number" or natural ~= ll.natural_roll then return end
  local leaders = {}
  for _, l in ipairs(sandtable.units.at(target_hex)) do
    if l.side == side and U.is_leader(l) then leaders[#leaders + 1] = l end
  end
  for _, l in ipairs(U.by_key(leaders)) do
    local r = U.d10("5.321 leader loss " .. l.key)
    local lost = false
    for _, v in ipairs(ll.then_eliminated_on) do
      if r == v then lost = true end
    end
    if lost then
      local command = require("command")
      if command.leader_lost then
        command.leader_lost(l, "5.321 " .. why)
      else
        sandtable.units.eliminate(l, "5.321 " .. why)
        U.record_casualties(l.side, (l.leader and l.leader.ratings and l.leader.ratings.stars) or 1, "5.321 leader lost", { leader = true })
      end
    end
  end
end

-- 7.36 the facing of a column deployed by a loss: the owner's choice. Listed with the
-- direction whose neighbour is nearest the firer first (ties in E, NE, NW, W, SW, SE order),
-- the computer player's answer, then the others in that order.
local function deploy_facing(target, from)
  local best = dirs.toward(target.hex, from)
  local choices = { { value = best, label = ("face %s (toward %s)"):format(best, from), hex = sandtable.map.neighbor(target.hex, best) } }
  for _, d in ipairs(sandtable.map.directions()) do
    local n = sandtable.map.neighbor(target.hex, d)
    if d ~= best then choices[#choices + 1] = { value = d, label = "face " .. d, hex = n } end
  end
  return sandtable.decisions.choose({ side = target.side, kind = "deploy_facing", rule = "7.36",
    prompt = ("%s in column lost a point at %s and deploys into line: which way does it face?"):format(target.key, target.hex),
    choices = choices, context = { unit = target.key } })
end

-- 7.37 fire along the flank/rear vertex ("c"): the firing player chooses flank or rear. Asked
-- only when it decides the fire's orientation (combined fire takes the least favourable line,
-- so only when every other firer's line is through the rear); listed rear first, the computer
-- player's answer (+2 rather than +1 to hit, -2 rather than -1 to morale).
local function through_c(firers, target)
  local fm, mm = U.chart("fire_modifiers"), U.chart("morale_modifiers")
  return sandtable.decisions.choose({ side = firers[1].side, kind = "fire_through", rule = "7.37",
    prompt = ("The line of fire at %s enters along its flank/rear vertex: through the flank or the rear?"):format(target.key),
    choices = {
      { value = "rear", label = ("through the rear (%+d to the fire roll, %+d to its morale)"):format(fm.through_rear, mm.hit_through_rear) },
      { value = "flank", label = ("through the flank (%+d to the fire roll, %+d to its morale)"):format(fm.through_flank, mm.hit_through_flank) },
    },
    context = { target = target.key } })
end

function M.resolve(firers, target, opts)
  opts = opts or {}
  local why = opts.why or "7.31 fire"
  local fm = U.chart("fire_modifiers")
  local total, parts = 0, {}
  local orient, from, entrenched_all, up = nil, nil, true, false
  local c_from
  for _, f in ipairs(firers) do
    local d = sandtable.map.distance(f.hex, target.hex)
    local s = M.strength(f, d, opts.strengths and opts.strengths[f.key]) or 1
    total = total + s
    parts[#parts + 1] = ("%s %d"):format(f.key, s)
    -- 7.37 combined fire takes the orientation least favourable to the firers (reconstructed:
    -- one roll, so the flank or rear bonus needs every line of fire); a line along the
    -- flank/rear vertex ("c") is the firing player's choice, made below
    local o, letter = Mo.orientation(target, f.hex)
    if letter == "c" then
      c_from = c_from or f.hex
    elseif not orient or RANK[o] < RANK[orient] then
      orient, from = o, f.hex
    end
    if not require("works").entrenched_against(target, f.hex) then entrenched_all = false end
    if upslope(f.hex, target.hex) then up = true end
  end
  if c_from and (not orient or orient == "rear") then
    local o = through_c(firers, target)
    if not orient or RANK[o] < RANK[orient] then orient, from = o, c_from end
  end
  local mods = {}
  local function add(n, w) if n and n ~= 0 then mods[#mods + 1] = { n, w } end end
  if entrenched_all then add(fm.target_entrenched, "6.67 entrenched") end -- only through entrenched hexsides
  if sandtable.map.terrain(target.hex) == "woods" then add(fm.target_in_woods, "target in woods") end
  if U.in_march(target) then add(fm.target_march_formation, "6.41 march formation") end
  if orient == "flank" then add(fm.through_flank, "7.37 through the flank") end
  if orient == "rear" then add(fm.through_rear, "7.37 through the rear") end
  if up then add(fm.target_upslope, "upslope") end
  if U.routed(target) then add(fm.target_routed, "routed target") end
  for _, m in ipairs(opts.mods or {}) do add(m[1], m[2]) end
  local natural = U.d10(("%s: %s at %s"):format(why, table.concat(parts, " + "), target.key))
  local modified, mtext = modifiers.total(natural, mods)
  local res = M.result(total, modified)
  local info = { strength = total, column = M.column(total), roll = natural, modified = modified, lost = 0, orientation = orient }
  sandtable.log.event("fire_resolved", ("%s: %s at %s (%s): %d points, column %d, roll %d%s = %d: %s"):format(
    why, table.concat(parts, " + "), target.key, orient, total, info.column, natural,
    #mtext > 0 and (" " .. table.concat(mtext, ", ")) or "", modified, tostring(res)),
    { target = target.key, strength = total, column = info.column, roll = natural, modified = modified,
      result = tostring(res), orientation = orient, why = why })
  local hex = target.hex
  leader_losses(hex, target.side, natural, res, why)
  if type(res) == "number" then
    local was_routed = U.routed(target)
    info.lost = U.lose(target, res, why)
    if target.eliminated then
      info.eliminated = true
    elseif U.is_wagon(target) then
      -- 6.812 wagons have no morale
    elseif was_routed then
      -- 7.671 a routed unit that takes a casualty routs three more hexes
      if not opts.in_rout then Mo.rout(target, { from = from, why = "7.671 routed unit hit" }) end
    else
      if U.is_infantry(target) and target.formation == "column" then
        -- 7.36 a column that loses a point deploys at once, at no cost and without
        -- withdrawal fire (6.92)
        local mv = require("movement")
        local facing = deploy_facing(target, from)
        if mv.force_formation then
          mv.force_formation(target, "line", facing)
        else
          sandtable.units.set_formation(target, "line")
          sandtable.units.set_facing(target, facing)
        end
        sandtable.log.event("formation_changed", ("7.36 %s deploys into line after a loss"):format(target.key), { unit = target.key })
      end
      -- 7.63 a casualty calls for a morale check
      if not Mo.check(target, { from = from, orientation = orient, lost = info.lost, why = "7.63 casualty" }) then
        Mo.rout(target, { from = from, why = "7.65 failed morale check" })
      end
    end
  elseif res == "M" and not U.routed(target) and not U.is_wagon(target) then
    -- 7.63 an "M" result calls for a morale check; 7.671 a routed unit ignores it
    if not Mo.check(target, { from = from, orientation = orient, why = "7.63 M result" }) then
      Mo.rout(target, { from = from, why = "7.65 failed morale check" })
    end
  end
  info.routed = not target.eliminated and U.routed(target)
  info.vacated = target.eliminated or target.hex ~= hex
  return res, info
end

---------------------------------------------------------------------------------------------
-- 6.9 Withdrawal fire
---------------------------------------------------------------------------------------------
-- 6.94 "a friendly unit may withdrawal fire": the firer's owner decides, unit by unit. The
-- computer player always fires (a free shot, 6.92).
function M.takes_withdrawal_fire(e, target, why)
  return sandtable.decisions.choose({ side = e.side, kind = "withdrawal_fire", rule = "6.94",
    prompt = ("%s: does %s withdrawal-fire at %s (a free shot, 6.92)?"):format(why or "6.94", e.key, target.key),
    choices = {
      { value = "fire", label = ("%s fires at %s"):format(e.key, target.key), unit = e.key },
      { value = "hold", label = "hold fire" },
    },
    context = { firer = e.key, target = target.key } }) == "fire"
end

M.decisions = {
  deploy_facing = { rule = "7.36", bot = U.first_choice },
  fire_through = { rule = "7.37", bot = U.first_choice },
  withdrawal_fire = { rule = "6.94", bot = U.first_choice },
}

function M.withdrawal(target, why, opts)
  opts = opts or {}
  if target.eliminated or not target.on_map then return false end
  -- 6.93 withdrawal fire is "exactly like normal fire", whose targets are combat units and
  -- wagons (target_in), never a leader: leaders have no strength to lose and are lost only as
  -- 5.32 says (5.321's roll when their unit's hex is hit, 5.322 overrun). A leader leaving a
  -- zone of control draws none.
  if U.is_leader(target) then return true end
  local shooters = Mo.zoc_units(target.hex, target.side)
  for _, e in ipairs(shooters) do
    if target.eliminated or not target.on_map then break end
    -- 6.93 each alone, exactly like normal fire; 6.92/6.94 a free shot the owner "may" take
    if not M.why_not(e, phase(), true) and M.in_field(e, target.hex) and M.takes_withdrawal_fire(e, target, why) then
      M.resolve({ e }, target, { why = "6.93 " .. (why or "withdrawal fire"), withdrawal = true, in_rout = opts.in_rout })
    end
  end
  return not target.eliminated and target.on_map and not U.routed(target)
end

---------------------------------------------------------------------------------------------
-- The fire action (7.3, 7.4, 7.5)
---------------------------------------------------------------------------------------------
local function pending_advance() return sandtable.vars.get("fire_advance") end

local function firers_of(act)
  if type(act.units) == "table" then return act.units end
  if type(act.unit) == "string" then return { act.unit } end
  return {}
end

local function check_fire(act)
  local ph = phase()
  if not is_fire_phase(ph) then return false, "7.3: fire only in the fire phases" end
  if pending_advance() then return false, "7.52: the advance after combat must be taken or declined first" end
  local keys = firers_of(act)
  if #keys == 0 then return false, "7.3: name the firing units" end
  local side = U.acting_side()
  local seen = {}
  local firers = {}
  for _, k in ipairs(keys) do
    local u = sandtable.units.get(k)
    if not u then return false, "7.3: no unit " .. tostring(k) end
    if seen[k] then return false, "7.23: a unit's fire is unitary; name it once" end
    seen[k] = true
    if u.side ~= side then
      return false, ph == "defensive_fire" and "7.41: only the non-moving player fires in defensive fire"
        or "7.51: only the moving player fires in offensive fire"
    end
    firers[#firers + 1] = u
  end
  local target = resolve_target(act.target, side)
  if not target or not target.on_map then return false, "7.3: no enemy unit to fire at there" end
  if target.side == side then return false, "7.3: fire at enemy units only" end
  if not (U.is_combat(target) or U.is_wagon(target)) then return false, "7.3: leaders alone are not fired at (5.322)" end
  if target:has("fired_at") then return false, "7.34: a unit may be fired at only once a combat phase" end
  for _, u in ipairs(firers) do
    local r = M.why_not(u, ph) or M.why_not_at(u, target, ph)
    if r then return false, r end
  end
  return true, nil, firers, target
end

M.actions.fire = {
  rule = "7.3",
  result = "fire_resolved", -- the Fire Results Table's result (the odds of a fire name it)
  list = function(side)
    local ph = phase()
    if not is_fire_phase(ph) or pending_advance() then return {} end
    side = side or U.acting_side()
    if side ~= U.acting_side() then return {} end
    local out = {}
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if (U.is_combat(u) or U.is_wagon(u)) and not M.why_not(u, ph) then
        for _, hex in ipairs(sandtable.map.within(u.hex, M.max_range(u, ph))) do
          local t = target_in(hex, side)
          if t and not t:has("fired_at") and not M.why_not_at(u, t, ph) then
            out[#out + 1] = { kind = "fire", units = { u.key }, target = t.key }
          end
        end
      end
    end
    return out
  end,
  can = actions.can_from(check_fire),
  resolve = function(act)
    local _, _, firers, target = check_fire(act)
    local ph = phase()
    local hex = target.hex
    for _, u in ipairs(firers) do
      sandtable.units.set_status(u, "fired", true) -- 7.34
      U.use(u, "fire") -- 6.17/7.32
      if u:has("digging") then require("works").interrupt(u, "fired") end -- 6.65
    end
    sandtable.units.set_status(target, "fired_at", true) -- 7.34
    local _, info = M.resolve(firers, target, { why = ph == "defensive_fire" and "7.4 defensive fire" or "7.5 offensive fire" })
    -- 7.52 advance after combat (offensive fire, 7.1: units of the moving player): one adjacent
    -- firer, not artillery (nor wagons, 6.812: roads only, reconstructed), may advance
    if ph == "offensive_fire" and info.vacated and not target_in(hex, firers[1].side) then
      local cands = {}
      for _, u in ipairs(firers) do
        if not u.eliminated and u.on_map and sandtable.map.distance(u.hex, hex) == 1
          and not U.is_artillery(u) and not U.is_wagon(u) and not U.routed(u) then
          cands[#cands + 1] = u.key
        end
      end
      if #cands > 0 then sandtable.vars.set("fire_advance", { hex = hex, units = cands }) end
    end
  end,
  describe = function(act)
    return { text = ("fire %s at %s"):format(table.concat(firers_of(act), "+"), tostring(act.target)) }
  end,
}

---------------------------------------------------------------------------------------------
-- 7.52 Advance after fire combat
---------------------------------------------------------------------------------------------
local function locate_ford(a, b, why, side)
  local works = require("works")
  if works.locate_ford then return works.locate_ford(a, b, why, side) end
  for _, f in ipairs(U.chart("fords")) do
    if f.hexside == a .. "/" .. b or f.hexside == b .. "/" .. a then
      local list = sandtable.vars.get("fords_located") or {}
      for _, n in ipairs(list) do
        if n == f.name then return end
      end
      list[#list + 1] = f.name
      sandtable.vars.set("fords_located", list)
      sandtable.log.event("ford_located", ("%s: %s located"):format(why, f.name), { ford = f.name, why = why })
    end
  end
end

local function check_advance(act)
  local p = pending_advance()
  if not p then return false, "7.52: no advance after combat is open" end
  if act.decline then return true end
  local ok = false
  for _, k in ipairs(p.units) do
    if k == act.unit then ok = true end
  end
  if not ok then
    return false, "7.52: only a unit that fired into the vacated hex from beside it may advance (" .. table.concat(p.units, ", ") .. ")"
  end
  local u = sandtable.units.get(act.unit)
  if U.combat_unit_at(p.hex) then return false, "7.52: the hex is not vacant" end
  local all = sandtable.map.hexside(u.hex, p.hex, true)
  local creek = false
  for _, k in ipairs(all) do
    if k == "creek" then creek = true end
  end
  if creek then
    local works = require("works")
    if sandtable.map.has_hexside(u.hex, p.hex, "bridge") then
      if u.formation == "line" then return false, "7.52: infantry in line and dismounted cavalry may not advance across a bridge" end
    elseif not sandtable.map.has_hexside(u.hex, p.hex, "ford") and not (works.ford_at and works.ford_at(u.hex, p.hex)) then
      -- 7.52 a ford may be crossed, located or not (6.85 works closes unlocated fords)
      return false, "6.83: the creek is crossed only at bridges and fords"
    end
  end
  return true
end

M.actions.advance = {
  rule = "7.52",
  list = function()
    local p = pending_advance()
    if not p then return {} end
    local out = { { kind = "advance", decline = true } }
    for _, k in ipairs(p.units) do out[#out + 1] = { kind = "advance", unit = k } end
    return out
  end,
  can = function(act)
    local ok, why = check_advance(act)
    if ok then return true end
    return false, why
  end,
  resolve = function(act)
    local p = pending_advance()
    sandtable.vars.set("fire_advance", nil)
    if act.decline then
      sandtable.log.event("advance_declined", "7.52 advance after combat declined", { hex = p.hex })
      return
    end
    local u = sandtable.units.get(act.unit)
    local from = u.hex
    -- 7.52 without changing facing and without withdrawal fire (6.92)
    local facing = u.facing
    local command = require("command")
    if command.overrun then command.overrun(p.hex, u) end -- 5.322 enemy leaders left alone
    sandtable.units.move(u, p.hex)
    if facing then sandtable.units.set_facing(u, facing) end
    -- 7.52 advancing across an unlocated ford locates it
    local works = require("works")
    if (works.ford_at and works.ford_at(from, p.hex)) or sandtable.map.has_hexside(from, p.hex, "ford") then
      locate_ford(from, p.hex, "7.52 advance after combat", u.side)
    end
    sandtable.log.event("unit_advanced", ("7.52 %s advances into %s"):format(u.key, p.hex), { unit = u.key, hex = p.hex })
  end,
  describe = function(act)
    if act.decline then return { text = "decline the advance" } end
    return { text = "advance " .. tostring(act.unit) }
  end,
}

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------
local function clear_marks()
  for _, s in ipairs({ "fired", "fired_at" }) do
    for _, u in ipairs(sandtable.units.all{ status = s }) do sandtable.units.set_status(u, s, false) end
  end
end

function M.on_phase_begin(ph)
  -- 7.34 once a combat phase: the marks are cleared when the combat phase (defensive fire)
  -- begins, and at the start of each player turn so that none stays on the map
  if ph == "defensive_fire" or ph == "command" then clear_marks() end
end

function M.on_phase_end(ph)
  if is_fire_phase(ph) then sandtable.vars.set("fire_advance", nil) end
end

function M.can_end(ph)
  if is_fire_phase(ph) and pending_advance() then
    return false, "7.52: take or decline the advance after combat first"
  end
  return true
end

return M
