-- 8 Charge and melee; 7.72 captured artillery; 7.63 morale checks of adjacent friends in the
-- charge and melee phase.
--
-- Action (phase charge_melee, the moving player):
--   { kind = "charge", units = { KEY, ... }, target = KEY, advance = KEY? }
--   units: the chargers (8.271); target: the charged enemy unit; advance: the charger that
--   occupies the vacated hex (8.273, 8.352; default the first charger listed still able).
--
-- 8.27 The charge sequence is resolve_charge (8.271-8.274).
-- 8.1 Charge, then melee, as two sub-phases: each charge action resolves the charge sub-phase
-- at once (8.271-8.274: defensive fire, morale checks, a rout and advance); a defender that
-- stands goes to melee, and the melees are fought when the phase ends, in the order the
-- charges were announced (vars.melees, then the queue vars.melee_queue), after every charge
-- of the phase.
--
-- The players' choices in the middle of a charge or melee are decisions
-- (sandtable.decisions); the work left when one is asked is kept as data (the decision's
-- context, vars.melee_queue) and carried on by the decision's handler (M.decisions):
--   charge_response  8.26  the charged defender stands, routs voluntarily, or (mounted
--                          cavalry charged by infantry) retreats one or two hexes
--   fire_split       8.272 the defender charged by several units in its frontal hexes divides
--                          its strength among them (one decision per charger but the last)
--   captured_facing  8.34  the capturer's free facing for a captured battery
-- 8.31 no voluntary rout from melee: the only voluntary rout offered is 8.26's, when the
-- charge is announced; the melee sub-phase never offers one.
local U = require("util")
local modifiers = require("lib.modifiers")

local M = { actions = {}, decisions = {}, phase_actions = { charge_melee = { "charge" } } }

local MAX_ROUNDS = 20 -- the loop guard (see melee())

local function command() return require("command") end
local function morale() return require("morale") end
local function works() return require("works") end

-- A chart by name: the ruleset's table (a mod may replace it), else charts.lua (leader_loss
-- is not declared as a table).
local function chart(name)
  local ok, t = pcall(U.chart, name)
  if ok then return t end
  return require("charts")[name]
end

-- 7.31 the Combat Table: fire.lua's lookup, or the chart directly if fire.lua has none.
local function result(points, roll)
  local fire = require("fire")
  if fire.result then return fire.result(points, roll) end
  local cols = chart("combat_columns")
  local col = #cols
  for i, c in ipairs(cols) do
    if points >= c[1] and points <= c[2] then col = i; break end
  end
  local r = math.max(0, math.min(13, roll))
  local res = chart("combat_table")[col][r + 1]
  if res == "-" or res == "M" then return res end
  return tonumber(res)
end

local function state()
  local s = sandtable.vars.get("charges")
  if not s or s.turn ~= sandtable.game.turn() or s.side ~= sandtable.game.active_side() then
    s = { turn = sandtable.game.turn(), side = sandtable.game.active_side(), units = {}, targets = {} }
  end
  return s
end

local contains = require("lib.tables").contains

---------------------------------------------------------------------------------------------
-- Who may charge whom (8.22-8.25)
---------------------------------------------------------------------------------------------
local function crosses(a, b, kind)
  for _, k in ipairs(sandtable.map.hexside(a, b, true)) do
    if k == kind then return true end
  end
  return false
end

-- Why `u` may not charge the unit in `hex` (nil if it may).
local function why_not_charger(u, hex, side)
  if not u or not u.on_map then return "8.271: the charger is not on the map" end
  if u.side ~= side then return ("8.2: %s is not yours"):format(u.key) end
  if U.is_leader(u) then return ("8.2: %s is a leader, not a combat unit"):format(u.key) end
  -- 8.22 units that may never charge
  if U.is_wagon(u) then return ("8.22: wagons may not charge (%s)"):format(u.key) end
  if U.is_artillery(u) then return ("8.22: artillery may not charge (%s)"):format(u.key) end
  if u.formation == "column" then return ("8.22: infantry in column may not charge (%s)"):format(u.key) end
  if U.half(u) then return ("8.22: %s has its half-strength side up"):format(u.key) end
  if not command().in_command(u) then return ("8.22/5.26: %s is out of command control"):format(u.key) end
  if U.routed(u) then return ("7.662/8.24: %s is routed"):format(u.key) end
  if u:has("searching") then return ("6.853: %s is searching for a ford"):format(u.key) end
  if u:has("destroying") then return ("6.841: %s is destroying a bridge and may not melee"):format(u.key) end
  if u:has("rebuilding") then return ("6.844: %s is rebuilding a bridge and may not melee"):format(u.key) end
  if u:has("digging") then return ("6.65: %s is digging and has no facing"):format(u.key) end
  -- 8.23 from an adjacent hex
  if sandtable.map.distance(u.hex, hex) ~= 1 then return ("8.23: %s is not adjacent to the charged unit"):format(u.key) end
  local mounted = u.formation == "mounted"
  if crosses(u.hex, hex, "creek") then
    if crosses(u.hex, hex, "bridge") then
      if not mounted then return ("8.23: only mounted cavalry may charge across a bridge (%s)"):format(u.key) end
    else
      return ("8.23: %s may not charge across Chickamauga Creek or its fords"):format(u.key)
    end
  end
  if mounted and sandtable.map.terrain(hex) == "woods" then
    return ("8.23: mounted cavalry may not charge into woods (%s)"):format(u.key)
  end
  -- 8.24 through the direct front hexside only
  if not u.facing or sandtable.map.neighbor(u.hex, u.facing) ~= hex then
    return ("8.24: %s may charge only through its direct front hexside"):format(u.key)
  end
  return nil
end

local function units_of(act)
  local out = {}
  for _, k in ipairs(act.units or {}) do out[#out + 1] = sandtable.units.get(k) or false end
  return out
end

local function check(act)
  if sandtable.game.phase() ~= "charge_melee" then return false, "8: charges are made in the charge and melee phase" end
  local side = sandtable.game.active_side()
  local t = type(act.target) == "string" and sandtable.units.get(act.target) or nil
  if not t or not t.on_map then return false, "8.271: name the charged unit (target = its key)" end
  if t.side == side then return false, "8.271: the charged unit must be an enemy unit" end
  if U.is_leader(t) then return false, "8.271: a leader alone is not charged (5.322: enter his hex)" end
  if type(act.units) ~= "table" or #act.units == 0 then return false, "8.271: name the charging units" end
  local s = state()
  if contains(s.targets, t.key) then return false, ("8.25: %s has already been charged this phase (all chargers charge together)"):format(t.key) end
  local seen, total = {}, 0
  for i, u in ipairs(units_of(act)) do
    if not u then return false, ("8.271: no unit %s"):format(tostring(act.units[i])) end
    if seen[u.key] then return false, ("8.271: %s is named twice"):format(u.key) end
    seen[u.key] = true
    if contains(s.units, u.key) then return false, ("8.21: %s has already charged this phase"):format(u.key) end
    local why = why_not_charger(u, t.hex, side)
    if why then return false, why end
    total = total + u.strength
  end
  -- 8.25 at least as many strength points as the defender (leaders never count; artillery at full)
  if total < t.strength then
    return false, ("8.25: the chargers' %d strength points are fewer than the defender's %d (1-1 needed)"):format(total, t.strength)
  end
  if act.advance ~= nil and not seen[act.advance] then return false, "8.273: the advancing unit must be one of the chargers" end
  return true
end

---------------------------------------------------------------------------------------------
-- Strengths and modifiers (8.33, 5.312b, 8.351, 8.36)
---------------------------------------------------------------------------------------------
-- 8.33 artillery melees at half its current strength, rounded up; 5.312b plus the value of a
-- leader of its command stacked with it; never below 1 (7.35).
local function melee_strength(u)
  local s = u.strength
  if U.is_artillery(u) then s = (s + 1) // 2 end
  local lv, lk = command().melee_leader_value(u)
  return math.max(1, s + lv), lv, lk
end

local RANK = { front = 0, flank = 1, rear = 2 }

-- The attacker's die modifiers (charts.melee_modifiers, reconstructed there).
local function attack_mods(chargers, t)
  local mm = chart("melee_modifiers")
  local mods = {}
  local function add(n, why) if n and n ~= 0 then mods[#mods + 1] = { n, why } end end
  local entrenched_all, mounted_all, up, orient = true, true, false, nil
  for _, c in ipairs(chargers) do
    if not works().entrenched_against(t, c.hex) then entrenched_all = false end
    if c.formation ~= "mounted" then mounted_all = false end
    if (sandtable.map.has_hexside(c.hex, t.hex, "slope") or sandtable.map.has_hexside(c.hex, t.hex, "steep_slope"))
      and sandtable.map.elevation(t.hex) > sandtable.map.elevation(c.hex) then
      up = true
    end
    -- one roll for all chargers: the orientation least favourable to them (as fire.lua's 7.37)
    local o = morale().orientation(t, c.hex)
    if not orient or RANK[o] < RANK[orient] then orient = o end
  end
  -- 8.36/6.67 no attacker's modifier against an entrenched unit charged only across its
  -- entrenched hexsides
  if not entrenched_all then add(mm.attacker_charge, "8.351 attacker") end
  if mounted_all and sandtable.map.terrain(t.hex) == "clear" then add(mm.mounted_charge_in_clear, "mounted charge in clear") end
  if orient == "flank" then add(mm.charge_into_flank, "into the flank") end
  if orient == "rear" then add(mm.charge_into_rear, "into the rear") end
  if sandtable.map.terrain(t.hex) == "woods" then add(mm.defender_in_woods, "defender in woods") end
  if up then add(mm.charge_upslope, "upslope") end
  return mods
end

local function sum(mods)
  local n, parts = modifiers.total(0, mods)
  return n, table.concat(parts, ", ")
end

-- The hex giving the defender its worst orientation (for its morale check: 6.32).
local function worst_from(t, chargers)
  local best, hex
  for _, c in ipairs(chargers) do
    local o = morale().orientation(t, c.hex)
    if not best or RANK[o] > RANK[best] then best, hex = o, c.hex end
  end
  return hex
end

---------------------------------------------------------------------------------------------
-- Consequences: 7.63 adjacent friends, advances, 8.32 surrender, 8.34 capture
---------------------------------------------------------------------------------------------

-- 7.63 each friendly unit adjacent to a unit that routs or is eliminated in the charge and
-- melee phase checks morale; a failure routs it, which calls its own neighbours in turn (each
-- unit checks once per charge or melee, so the cascade ends). Units fighting in this charge or
-- melee are left out (reconstructed: their own 8.273/8.352 checks stand for it).
local function adjacent_checks(hex, side, from, ctx)
  local nbs = sandtable.map.neighbors(hex)
  table.sort(nbs)
  for _, n in ipairs(nbs) do
    local f = U.combat_unit_at(n)
    if f and f.side == side and not U.routed(f) and not ctx.exclude[f.key] and not ctx.checked[f.key] then
      ctx.checked[f.key] = true
      if not morale().check(f, { why = "7.63 adjacent friendly unit routed or eliminated in the charge and melee phase" }) then
        local fh = f.hex
        morale().rout(f, { from = from, why = "7.65 rout (7.63 adjacent friend broke)" })
        adjacent_checks(fh, side, from, ctx)
      end
    end
  end
end

local function vacant_of_enemy(hex, side)
  for _, x in ipairs(sandtable.units.at(hex)) do
    if x.side ~= side and not U.is_leader(x) then return false end
  end
  return true
end

-- 8.26/8.273/8.352 one charger occupies the vacated hex without changing its facing.
local function advance(hex, chargers, preferred, side)
  if not vacant_of_enemy(hex, side) then return end
  local adv
  for _, c in ipairs(chargers) do
    if c.key == preferred and not c.eliminated and c.on_map and not U.routed(c) then adv = c end
  end
  if not adv then
    for _, c in ipairs(chargers) do
      if not adv and not c.eliminated and c.on_map and not U.routed(c) and sandtable.map.distance(c.hex, hex) == 1 then adv = c end
    end
  end
  if not adv then return end
  command().overrun(hex, adv) -- 5.322 enemy leaders left alone in the hex
  local facing = adv.facing
  sandtable.units.move(adv, hex)
  if facing and adv.facing ~= facing then sandtable.units.set_facing(adv, facing) end
  sandtable.log.event("charge_advanced", ("8.273 %s advances into %s (facing unchanged)"):format(adv.key, hex),
    { unit = adv.key, hex = hex })
end

-- 7.72/8.34 unlimbered artillery failing in melee surrenders: it is captured, "owned by the
-- capturing player" (sandtable.units.set_side; it leaves its order of battle), who "immediately
-- receives a free facing for the captured unit only" (a decision, captured_facing). It carries
-- the "CAP'T. ARTILLERY" marker (status "captured": fire.lua refuses it) until the capturer's
-- next player turn (M.on_phase_begin clears it); then it "may thereafter be moved and fired by
-- the capturing player" (7.72). 8.34 melee casualty points only for the points actually
-- eliminated: the points it keeps are not on the Casualty Record (only U.lose records). Also
-- recorded in vars.captured_artillery and props captured_from/captured_by (nothing scores
-- them: the Casualty Record, 11.1, is the only count of losses).
local function capture(art, by_side)
  local hex, from = art.hex, art.side
  local list = sandtable.vars.get("captured_artillery") or {}
  list[#list + 1] = { unit = art.key, from = from, by = by_side, strength = art.strength, hex = hex, turn = sandtable.game.turn() }
  sandtable.vars.set("captured_artillery", list)
  sandtable.units.set_side(art, by_side, "8.34 captured in melee")
  sandtable.units.set_status(art, "captured", true)
  sandtable.units.set_prop(art, "captured_from", from)
  sandtable.units.set_prop(art, "captured_by", by_side)
  sandtable.log.event("artillery_captured", ("8.34/7.72 %s (%d points) is captured by the %s; no advance"):format(art.key, art.strength, by_side),
    { unit = art.key, by = by_side, strength = art.strength })
  -- 5.322 the leaders stacked with it are now alone with an enemy combat unit
  command().overrun(hex, art)
  -- 8.34 the free facing: the capturer's choice among the six hexsides
  local choices = {}
  for _, d in ipairs(sandtable.map.directions()) do
    choices[#choices + 1] = { value = d, label = ("face %s%s"):format(d, d == art.facing and " (as now)" or ""),
      hex = sandtable.map.neighbor(hex, d) }
  end
  sandtable.decisions.ask{
    side = by_side, kind = "captured_facing", rule = "8.34",
    prompt = ("%s is captured at %s: which way does it face (a free facing)?"):format(art.key, hex),
    choices = choices,
    context = { unit = art.key },
  }
end

-- A unit failing its morale check: 8.34 capture (unlimbered artillery in melee), 8.32
-- surrender of points (half strength in melee), else rout (7.65). Returns true if it left its
-- hex (or play).
local function breaks(u, opts, ctx)
  local hex, side = u.hex, u.side
  if opts.melee and U.is_artillery(u) and u.formation == "unlimbered" then
    capture(u, U.enemy(side))
    adjacent_checks(hex, side, opts.from, ctx)
    return false -- 8.34 the attacker does not advance
  end
  if opts.melee and U.half(u) then
    -- 8.32 surrender points equal to the opponents' current strength; leaders in the hex roll
    sandtable.log.event("melee_surrender", ("8.32 %s (half strength) fails in melee: surrenders %d points"):format(u.key, opts.opponents),
      { unit = u.key, points = opts.opponents })
    U.lose(u, opts.opponents, "8.32 surrendered in melee")
    command().melee_surrender(hex, side, "8.32 melee surrender")
  end
  if not u.eliminated then morale().rout(u, { from = opts.from, why = opts.why }) end
  adjacent_checks(hex, side, opts.from, ctx)
  return true
end

---------------------------------------------------------------------------------------------
-- The charge sub-phase (8.26-8.274)
---------------------------------------------------------------------------------------------
local function alive(chargers, t)
  local out = {}
  for _, c in ipairs(chargers) do
    if not c.eliminated and c.on_map and not U.routed(c) and (not t or sandtable.map.distance(c.hex, t.hex) == 1) then out[#out + 1] = c end
  end
  return out
end

local function total(list)
  local n = 0
  for _, c in ipairs(list) do n = n + c.strength end
  return n
end

-- 5.321 leaders stacked with a unit that loses points on a natural 10 (the Combat Table's
-- leader loss, charts.leader_loss): each is eliminated on a further 9-10.
local function leader_losses(hex, side, natural, res, why)
  local ll = chart("leader_loss")
  if type(res) ~= "number" or natural ~= ll.natural_roll or not hex then return end
  local ls = {}
  for _, l in ipairs(sandtable.units.at(hex)) do
    if l.side == side and U.is_leader(l) then ls[#ls + 1] = l end
  end
  for _, l in ipairs(U.by_key(ls)) do
    local r = U.d10("5.321 leader loss " .. l.key)
    if contains(ll.then_eliminated_on, r) then command().leader_lost(l, "5.321 " .. why) end
  end
end

-- 8.272 the chargers in the defender's frontal hexes, in the order listed, if it may fire.
local function fire_front(t, chargers)
  local fire = require("fire")
  if U.routed(t) or not fire.resolve then return {} end
  if fire.strength and not fire.strength(t, 1) then return {} end -- 7.31 a formation that may not fire
  local front = {}
  for _, c in ipairs(chargers) do
    if morale().frontal(t, c.hex) then front[#front + 1] = c end
  end
  return front
end

-- 8.272 the defender's fire at the chargers in its frontal hexes: `parts[i]` points at the
-- i-th of them (fire_front's order).
local function defensive_fire(t, front, parts, ctx)
  local fire = require("fire")
  for i, c in ipairs(front) do
    local part = parts[i] or 0
    if part > 0 and not t.eliminated and not c.eliminated then
      local hex = c.hex
      fire.resolve({ t }, c, { strengths = { [t.key] = part }, why = ("8.272 defensive fire at charging %s"):format(c.key) })
      -- 8.273 a hit charger checks morale (fire.resolve does it, 7.63) and routs if it fails
      if c.eliminated or U.routed(c) then adjacent_checks(hex, c.side, t.hex, ctx) end
    end
  end
end

-- The computer player's division (the old fixed policy): evenly, the odd points to the
-- chargers first listed.
local function even_split(strength, n)
  local out = {}
  local each, odd = strength // n, strength % n
  for i = 1, n do out[i] = each + (i <= odd and 1 or 0) end
  return out
end

-- The charge under way (what a decision of the defender interrupts): its chargers and target
-- from the action, and a fresh record of 7.63's checks (none is made before the decisions).
local function charge_of(act)
  local t = sandtable.units.get(act.target)
  local chargers = {}
  for _, u in ipairs(units_of(act)) do chargers[#chargers + 1] = u end
  local ctx = { exclude = { [t.key] = true }, checked = {} }
  for _, c in ipairs(chargers) do ctx.exclude[c.key] = true end
  return t, chargers, ctx
end

-- 8.273/8.274 after the defensive fire: the chargers hit have checked; the defender checks,
-- routs (a charger advances) or stands (melee).
local function after_fire(act, t, chargers, ctx)
  local left = alive(chargers, t)
  if #left == 0 then
    sandtable.log.event("charge_repulsed", ("8.273 the charge on %s is repulsed by its fire"):format(t.key), { target = t.key })
    return
  end
  if t.eliminated then return end
  -- 8.273 the defender checks morale (reconstructed: -1 charged by mounted cavalry in clear)
  local mods = {}
  local all_mounted = true
  for _, c in ipairs(left) do if c.formation ~= "mounted" then all_mounted = false end end
  if all_mounted and sandtable.map.terrain(t.hex) == "clear" then
    mods[#mods + 1] = { chart("morale_modifiers").charged_by_mounted_cavalry_in_clear, "charged by mounted cavalry in clear" }
  end
  local from = worst_from(t, left)
  local hex = t.hex
  if U.routed(t) or not morale().check(t, { why = "8.273 charged", from = from, mods = mods }) then
    breaks(t, { from = from, why = "8.273 routs from the charge" }, ctx)
    advance(hex, left, act.advance, U.enemy(t.side))
    return
  end
  -- 8.274 the defender stands: melee (fought when the phase's charges are all made, 8.1)
  local keys = {}
  for _, c in ipairs(left) do keys[#keys + 1] = c.key end
  local melees = sandtable.vars.get("melees") or {}
  melees[#melees + 1] = { target = t.key, units = keys, advance = act.advance }
  sandtable.vars.set("melees", melees)
  sandtable.log.event("melee_pending", ("8.274 %s stands: melee with %s"):format(t.key, table.concat(keys, ", ")),
    { target = t.key, units = keys })
end

-- 8.272 the defender's division of its fire: with several chargers in its frontal hexes it
-- is asked, charger by charger but the last (who gets the rest), how many of its points fire
-- at each (`parts` the points given so far). Then the fire and the rest of the charge.
local function split_fire(act, parts)
  local t, chargers, ctx = charge_of(act)
  local front = fire_front(t, chargers)
  if #front == 0 then return after_fire(act, t, chargers, ctx) end
  local given = 0
  for _, p in ipairs(parts) do given = given + p end
  local rest = math.max(0, t.strength - given)
  -- the last charger takes the rest (and when no point is left there is nothing to choose)
  if #parts < #front - 1 and rest > 0 then
    local i = #parts + 1
    local c = front[i]
    local choices = {}
    for n = rest, 0, -1 do
      choices[#choices + 1] = { value = n, unit = c.key,
        label = ("%d of %d points at %s (%d left for %s)"):format(n, rest, c.key, rest - n,
          i + 1 == #front and front[#front].key or "the others") }
    end
    local even = even_split(t.strength, #front)
    sandtable.decisions.ask{
      side = t.side, kind = "fire_split", rule = "8.272",
      prompt = ("%s (%d points) is charged by %d units in its frontal hexes: how many points fire at %s?"):format(
        t.key, t.strength, #front, c.key),
      choices = choices,
      context = { act = act, parts = parts, even = math.min(even[i], rest) },
    }
    return
  end
  for i = #parts + 1, #front do parts[i] = (i == #front) and rest or 0 end
  defensive_fire(t, front, parts, ctx)
  after_fire(act, t, chargers, ctx)
end

-- 8.26 the defender's options when the charge is announced: stand (fire per 8.272, then
-- check morale); rout voluntarily (not unlimbered artillery; from a charge with mounted
-- cavalry only mounted cavalry may); mounted cavalry charged by infantry (no mounted
-- charger: reconstructed reading of "an infantry charge", dismounted cavalry charges as
-- infantry) may instead retreat one or two hexes. Reconstructed where the text is silent: a
-- retreat moves each hex farther from the nearest charger, through hexes the unit could
-- enter (movement.step_cost, no enemy unit), not on through an enemy ZOC it enters (6.16),
-- ending without a friendly combat unit (6.51); a voluntary rout is offered only where a rout
-- path exists (a rout into surrender is no choice).
local function retreat_options(t, chargers)
  local mv = require("movement")
  local function near(h)
    local d = 99
    for _, c in ipairs(chargers) do d = math.min(d, sandtable.map.distance(h, c.hex)) end
    return d
  end
  local function open(from, h)
    for _, x in ipairs(sandtable.units.at(h)) do
      if x.side ~= t.side then return false end
    end
    return near(h) > near(from) and mv.step_cost(t, from, h) ~= nil
  end
  local ends, out = {}, {}
  local function add(path)
    local last = path[#path]
    if ends[last] or U.combat_unit_at(last) then return end
    ends[last] = true
    out[#out + 1] = path
  end
  local n1s = sandtable.map.neighbors(t.hex)
  table.sort(n1s)
  for _, h1 in ipairs(n1s) do
    if open(t.hex, h1) then add({ h1 }) end
  end
  for _, h1 in ipairs(n1s) do
    if open(t.hex, h1) and not mv.in_enemy_zoc(h1, t.side) then
      local n2s = sandtable.map.neighbors(h1)
      table.sort(n2s)
      for _, h2 in ipairs(n2s) do
        if h2 ~= t.hex and open(h1, h2) then add({ h1, h2 }) end
      end
    end
  end
  return out
end

local function response_options(t, chargers)
  local out = { { value = "stand", label = ("%s stands (defensive fire, then a morale check)"):format(t.key) } }
  if U.routed(t) or U.is_wagon(t) then return out end
  if U.is_artillery(t) and t.formation == "unlimbered" then return out end -- 8.26 exception
  local mounted_charge = false
  for _, c in ipairs(chargers) do
    if c.formation == "mounted" then mounted_charge = true end
  end
  local cavalry = t.formation == "mounted"
  if (not mounted_charge or cavalry) and morale().can_rout(t, worst_from(t, chargers)) then
    out[#out + 1] = { value = "rout", label = ("%s routs voluntarily (no defensive fire)"):format(t.key) }
  end
  if cavalry and not mounted_charge then
    for _, p in ipairs(retreat_options(t, chargers)) do
      out[#out + 1] = { value = "retreat " .. table.concat(p, " "), hex = p[#p], path = p,
        label = ("%s retreats to %s%s (no defensive fire)"):format(t.key, p[#p], #p > 1 and (" via " .. p[1]) or "") }
    end
  end
  return out
end

-- 8.26/6.94 the chargers' withdrawal fire at a defender leaving its hex voluntarily: each
-- charger alone (6.93) whose ZOC covers the hex and whose field of fire holds it, if its owner
-- fires (fire.takes_withdrawal_fire).
local function leave_fire(t, chargers, why, in_rout)
  local fire = require("fire")
  local start = t.hex
  for _, c in ipairs(chargers) do
    if t.eliminated or not t.on_map or t.hex ~= start then return end
    if not c.eliminated and c.on_map and U.has_facing(c) and morale().frontal(c, start)
      and not fire.why_not(c, sandtable.game.phase(), true) and fire.in_field(c, start)
      and fire.takes_withdrawal_fire(c, t, why) then
      fire.resolve({ c }, t, { why = "6.93 " .. why, withdrawal = true, in_rout = in_rout })
    end
  end
end

-- 8.26 the defender's answer carried out; `choice` one of response_options' values.
local function respond(act, choice)
  local t, chargers, ctx = charge_of(act)
  if choice == "stand" then return split_fire(act, {}) end
  local hex = t.hex
  local from = worst_from(t, chargers)
  if choice == "rout" then
    -- 8.26 no defensive fire; 6.94 the attacker may withdrawal fire as it goes; 7.65 the rout
    morale().rout(t, { from = from, why = "8.26 voluntary rout from the charge", leave_fire = function(u)
      leave_fire(u, chargers, "8.26 withdrawal fire at a unit routing voluntarily from a charge", true)
    end })
    adjacent_checks(hex, t.side, from, ctx) -- 7.63 a friendly adjacent unit routs
  else
    local path
    for _, o in ipairs(response_options(t, chargers)) do
      if o.value == choice then path = o.path end
    end
    -- 8.26 mounted cavalry retreats (not a rout), without defensive fire; the attacker may
    -- withdrawal fire (a hit calls a morale check, 7.63; a failure routs it instead)
    leave_fire(t, chargers, "8.26 withdrawal fire at retreating mounted cavalry", false)
    if not t.eliminated and t.on_map and t.hex == hex and not U.routed(t) then
      for _, h in ipairs(path) do sandtable.units.move(t, h) end
      sandtable.log.event("charge_retreat", ("8.26 %s retreats from %s to %s"):format(t.key, hex, t.hex),
        { unit = t.key, from = hex, path = path })
    elseif U.routed(t) or t.eliminated then
      adjacent_checks(hex, t.side, from, ctx)
    end
  end
  -- 8.26 one charging unit must advance into the vacated hex, without changing its facing
  advance(hex, alive(chargers), act.advance, U.enemy(t.side))
end

local function resolve_charge(act)
  local t, chargers = charge_of(act)
  local s = state()
  for _, c in ipairs(chargers) do s.units[#s.units + 1] = c.key end
  s.targets[#s.targets + 1] = t.key
  sandtable.vars.set("charges", s)
  -- 8.271 the announcement
  local names = {}
  for _, c in ipairs(chargers) do names[#names + 1] = ("%s (%d)"):format(c.key, c.strength) end
  sandtable.log.event("charge_announced", ("8.271 %s charge %s (%d) at %s"):format(table.concat(names, ", "), t.key, t.strength, t.hex),
    { units = act.units, target = t.key, hex = t.hex })
  -- 6.65/6.843 a charged unit's digging or bridge destruction stops
  works().interrupt(t, "charged")
  -- 8.26 the defender's choice: stand, rout voluntarily, or (mounted cavalry) retreat
  local options = response_options(t, chargers)
  if #options == 1 then return respond(act, "stand") end
  local choices = {}
  for _, o in ipairs(options) do choices[#choices + 1] = { value = o.value, label = o.label, hex = o.hex } end
  sandtable.decisions.ask{
    side = t.side, kind = "charge_response", rule = "8.26",
    prompt = ("%s charge %s at %s: does it stand, or give up the hex?"):format(table.concat(names, ", "), t.key, t.hex),
    choices = choices,
    context = { act = act },
  }
end

-- The defender's answer to a charge (8.26). The computer player always stands (the old fixed
-- policy: giving up the hex without a shot is rarely better than firing and checking morale).
M.decisions.charge_response = {
  rule = "8.26",
  resolve = function(d, choice) respond(d.context.act, choice) end,
  bot = function() return "stand" end,
}

-- The defender's division of its fire (8.272). The computer player divides evenly, the odd
-- points to the chargers first listed (the old fixed policy).
M.decisions.fire_split = {
  rule = "8.272",
  resolve = function(d, choice)
    local parts = d.context.parts or {}
    parts[#parts + 1] = choice
    split_fire(d.context.act, parts)
  end,
  bot = function(d) return d.context.even end,
}

---------------------------------------------------------------------------------------------
-- The melee sub-phase (8.3)
---------------------------------------------------------------------------------------------

-- Losses to the chargers: one point at a time to the strongest charger left (ties by key)
-- (reconstructed: the text does not say how the defender's result is shared).
local function share(chargers, points, why)
  local n = 0
  for _ = 1, points do
    local best
    for _, c in ipairs(U.by_key(chargers)) do
      if not c.eliminated and (not best or c.strength > best.strength) then best = c end
    end
    if not best then break end
    n = n + U.lose(best, 1, why)
  end
  return n
end

-- 8.35 one melee, fought round after round until one side breaks (8.353).
-- Termination: every round both sides roll and each side's loss is at least 0; a round with no
-- rout and no elimination repeats with the same or smaller strengths. It cannot loop in
-- practice: a natural 10 for the attackers (modified at least 10 + 1 - 1 - 1 = 9 with the worst
-- modifiers, at least column 1) gives s >= 9 > 8, a point lost, so with probability at least
-- 1/10 a round takes a point, and the strengths are finite. The cap makes it certain: after
-- MAX_ROUNDS rounds the melee is broken off (logged), both sides keep their hexes.
local function melee(m, ctx)
  local t = sandtable.units.get(m.target)
  local all = {}
  for _, k in ipairs(m.units) do all[#all + 1] = sandtable.units.get(k) end
  if not t or t.eliminated or not t.on_map then return end
  local side = all[1] and all[1].side
  if U.routed(t) then
    -- routed meanwhile (7.63): the hex may be free for a charger
    return
  end
  for round = 1, MAX_ROUNDS do
    local chargers = alive(all, t)
    if #chargers == 0 then
      sandtable.log.event("melee_ended", ("8.353 no charger is left against %s"):format(t.key), { target = t.key })
      return
    end
    -- 8.351 simultaneous rolls with the melee modifiers
    local a, parts = 0, {}
    for _, c in ipairs(chargers) do
      local s, lv = melee_strength(c)
      a = a + s
      parts[#parts + 1] = lv ~= 0 and ("%s %d (leader %+d)"):format(c.key, s, lv) or ("%s %d"):format(c.key, s)
    end
    local d, dlv = melee_strength(t)
    local amods = attack_mods(chargers, t)
    local an, atext = sum(amods)
    local ra = U.d10(("8.351 melee round %d: %s at %s"):format(round, table.concat(parts, " + "), t.key))
    local rd = U.d10(("8.351 melee round %d: %s (%d) at the chargers"):format(round, t.key, d))
    local res_a, res_d = result(a, ra + an), result(d, rd)
    sandtable.log.event("melee_round", ("8.351 melee round %d at %s: chargers %d, roll %d%s = %d: %s; %s %d%s, roll %d: %s"):format(
      round, t.hex, a, ra, atext ~= "" and (" " .. atext) or "", ra + an, tostring(res_a), t.key, d,
      dlv ~= 0 and (" (leader " .. ("%+d"):format(dlv) .. ")") or "", rd, tostring(res_d)),
      { round = round, target = t.key, attack = a, attack_roll = ra, attack_modified = ra + an, attack_result = tostring(res_a),
        defence = d, defence_roll = rd, defence_result = tostring(res_d) })
    -- 5.321 leaders with units that lose points on a natural 10
    local thex = t.hex
    local hexes = {}
    for _, c in ipairs(chargers) do hexes[c.key] = c.hex end
    leader_losses(thex, t.side, ra, res_a, "melee")
    if type(res_d) == "number" and rd == chart("leader_loss").natural_roll then
      for _, c in ipairs(chargers) do leader_losses(c.hex, c.side, rd, res_d, "melee") end
    end
    local lost_d = type(res_a) == "number" and U.lose(t, res_a, "8.351 melee") or 0
    local lost_a = type(res_d) == "number" and share(chargers, res_d, "8.351 melee") or 0
    for _, c in ipairs(chargers) do
      if c.eliminated then adjacent_checks(hexes[c.key], c.side, thex, ctx) end
    end
    if t.eliminated then
      adjacent_checks(thex, t.side, nil, ctx)
      advance(thex, all, m.advance, side)
      return
    end
    chargers = alive(all, t)
    if #chargers == 0 then
      sandtable.log.event("melee_ended", ("8.353 every charger against %s is eliminated"):format(t.key), { target = t.key })
      return
    end
    -- 8.352 the defender checks first
    local from = worst_from(t, chargers)
    if not morale().check(t, { why = "8.352 melee", from = from, lost = lost_d }) then
      local left = breaks(t, { melee = true, from = from, why = "8.352 routs from melee", opponents = total(chargers) }, ctx)
      if left then advance(thex, all, m.advance, side) end
      return
    end
    -- then each charger; failures rout (8.32 for half-strength ones)
    for _, c in ipairs(chargers) do
      if not morale().check(c, { why = "8.352 melee", from = thex, lost = lost_a }) then
        breaks(c, { melee = true, from = thex, why = "8.352 charger routs from melee", opponents = t.strength }, ctx)
      end
    end
    if #alive(all, t) == 0 then
      sandtable.log.event("melee_ended", ("8.352 every charger against %s routs: the melee is over"):format(t.key), { target = t.key })
      return
    end
  end
  sandtable.log.event("melee_broken_off", ("8.353 melee at %s broken off after %d rounds (loop guard)"):format(t.hex, MAX_ROUNDS),
    { target = t.key, rounds = MAX_ROUNDS })
end

-- The melees of the phase, fought in turn from a queue (vars.melee_queue) so that a capture's
-- facing decision (8.34) can interrupt them: its handler carries on with the next.
local function run_melees()
  while true do
    local q = sandtable.vars.get("melee_queue")
    if not q or #q == 0 then
      sandtable.vars.set("melee_queue", nil)
      return
    end
    local m = table.remove(q, 1)
    sandtable.vars.set("melee_queue", q)
    local ctx = { exclude = { [m.target] = true }, checked = {} }
    for _, k in ipairs(m.units) do ctx.exclude[k] = true end
    melee(m, ctx)
    if sandtable.decisions.pending() then return end
  end
end

local function fight_melees()
  local melees = sandtable.vars.get("melees") or {}
  if #melees == 0 then return end
  sandtable.vars.set("melees", nil)
  sandtable.vars.set("melee_queue", melees)
  run_melees()
end

-- 8.34 the capturer's free facing for the battery he captured, then the melees go on. The
-- computer player faces it toward the nearest enemy combat unit (as a rallied unit, 9.23).
M.decisions.captured_facing = {
  rule = "8.34",
  resolve = function(d, choice)
    local art = sandtable.units.get(d.context.unit)
    if art and art.on_map then
      sandtable.units.set_facing(art, choice)
      sandtable.log.say(("8.34 the %s give captured %s a free facing: %s"):format(art.side, art.key, choice))
    end
    run_melees()
  end,
  bot = function(d)
    local art = sandtable.units.get(d.context.unit)
    return morale().facing_toward_enemy(art)
  end,
}

---------------------------------------------------------------------------------------------
-- The action
---------------------------------------------------------------------------------------------
local function describe(act)
  local t = type(act.target) == "string" and sandtable.units.get(act.target) or nil
  local out = { rule = "8.2", target = act.target, chargers = {} }
  if not t then return out end
  local a, chargers = 0, {}
  for _, u in ipairs(units_of(act)) do
    if u then
      chargers[#chargers + 1] = u
      local s, lv = melee_strength(u)
      a = a + u.strength
      out.chargers[#out.chargers + 1] = { unit = u.key, strength = u.strength, melee = s, leader = lv }
    end
  end
  out.attack = a
  out.defence = t.strength
  out.ratio = t.strength > 0 and (a / t.strength) or nil
  out.melee_defence = melee_strength(t)
  if #chargers > 0 and t.on_map then
    out.modifiers = {}
    for _, m in ipairs(attack_mods(chargers, t)) do out.modifiers[#out.modifiers + 1] = { value = m[1], why = m[2] } end
  end
  out.text = ("%d vs %d (8.25 needs 1-1)"):format(a, t.strength)
  return out
end

M.actions.charge = {
  rule = "8.2",
  can = check,
  resolve = resolve_charge,
  describe = describe,
  list = function(side)
    side = side or sandtable.game.active_side()
    if sandtable.game.phase() ~= "charge_melee" or side ~= sandtable.game.active_side() then return {} end
    local s = state()
    local by_target = {}
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if u.on_map and U.is_combat(u) and u.facing and not contains(s.units, u.key) then
        local hex = sandtable.map.neighbor(u.hex, u.facing)
        local t = hex and U.combat_unit_at(hex)
        if t and t.side ~= side and not contains(s.targets, t.key) and not why_not_charger(u, hex, side) then
          by_target[t.key] = by_target[t.key] or {}
          table.insert(by_target[t.key], u.key)
        end
      end
    end
    local keys = {}
    for k in pairs(by_target) do keys[#keys + 1] = k end
    table.sort(keys)
    local out = {}
    for _, k in ipairs(keys) do
      table.sort(by_target[k])
      out[#out + 1] = { kind = "charge", units = by_target[k], target = k }
    end
    return out
  end,
}

function M.on_phase_begin(phase)
  if phase == "charge_melee" then
    sandtable.vars.set("melees", nil)
    sandtable.vars.set("melee_queue", nil)
  end
  -- 8.34 the "CAP'T. ARTILLERY" marker stays until the capturer's next turn: at the start of
  -- his player turn it comes off, and the battery may move and fire for him (7.72). (The
  -- scenario's captured batteries of 12.512 j lose it at the start of the first Confederate
  -- turn.)
  if phase == "command" then
    for _, u in ipairs(sandtable.units.all{ side = sandtable.game.active_side(), status = "captured", location = "any", sort = "key" }) do
      sandtable.units.set_status(u, "captured", false)
      sandtable.log.say(("8.34 %s's captured-artillery marker is removed: the %s may move and fire it (7.72)"):format(u.key, u.side))
    end
  end
end

-- 8.1 the melee sub-phase follows the charges
function M.on_phase_end(phase)
  if phase == "charge_melee" then fight_melees() end
end

return M
