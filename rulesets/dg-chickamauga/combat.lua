-- Combat (standard rule 7), artillery bombardment (8), terrain in combat (9.0), night (10.1),
-- the supply train in combat (18.11, 18.12, 18.25) and the optional Attack Effectiveness rule
-- (11, option attack_effectiveness).
--
-- An attack is
--   { kind = "attack", targets = { HEX, ... }, attackers = { KEY, ... },
--     odds = "2-1",                 -- optional, 7.9 voluntary lower odds
--     losses = { KEY, ... },        -- optional, 7.6 Ex: which attackers are lost
--     retreats = { [KEY] = HEX },   -- optional, 7.71 where attacking units retreat
--     artillery_retreat = true }    -- optional, 8.16 bombarding artillery takes the Ar
-- (`target = HEX` is accepted for a single hex). Attackers adjacent to the targets attack
-- normally; artillery two or three hexes away bombards (8.1). After a result that empties a
-- hex, one victorious unit may advance into it (7.75):
--   { kind = "advance", unit = KEY, to = HEX }

local U = require("util")
local retreat = require("retreat")
local victory = require("victory")
local movement = require("movement")
local tables = require("lib.tables")

local C = {}

-- 7.6 The odds columns of the Combat Results Table, attacker to defender.
C.COLUMNS = {
  { 1, 5 }, { 1, 4 }, { 1, 3 }, { 1, 2 }, { 1, 1 }, { 2, 1 }, { 3, 1 }, { 4, 1 }, { 5, 1 }, { 6, 1 },
}

-- 7.6 The Combat Results Table: one row per die roll, one column per odds column.
-- Ae attacker eliminated; Ar attacker retreats; Dr defender retreats; De defender eliminated;
-- Ex exchange.
C.CRT = {
  --  1-5   1-4   1-3   1-2   1-1   2-1   3-1   4-1   5-1   6-1
  { "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "De", "De", "De", "De" }, -- 1
  { "Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De", "De" }, -- 2
  { "Ar", "Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De" }, -- 3
  { "Ae", "Ar", "Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr" }, -- 4
  { "Ae", "Ae", "Ar", "Ar", "Ar", "Ar", "Dr", "Ex", "Ex", "Dr" }, -- 5
  { "Ae", "Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Ex", "Ex", "Ex" }, -- 6
}

local function crt() return sandtable.tables.get("crt") end
local function columns() return sandtable.tables.get("odds_columns") end

function C.column_name(i)
  local c = columns()[i]
  return c[1] .. "-" .. c[2]
end

function C.column_of(name)
  for i = 1, #columns() do
    if C.column_name(i) == name then return i end
  end
  return nil
end

-- 7.0 The odds are the attack strength to the defence strength, rounded down in favour of
-- the defender (13 to 4 is 3-1); 7.6 odds above 6-1 are resolved at 6-1, odds below 1-5 at
-- 1-5 (they are still rolled). Exact integer comparisons, never divisions.
function C.column(a, d)
  local cols = columns()
  if d <= 0 then return #cols end
  local found = 1
  for i, c in ipairs(cols) do
    if a * c[2] >= d * c[1] then found = i end
  end
  return found
end

function C.reset()
  U.set_cbt({ used = {}, hexes = {}, advanced = {}, retreated = {}, fired = {} })
end

local function targets_of(act)
  if type(act.targets) == "table" then return act.targets end
  if type(act.target) == "string" then return { act.target } end
  return {}
end

-- Units that may still attack this phase: not used (7.14), not the train (18.11), not
-- advanced (7.75), not ineffective (11.2, option).
local function eligible(u, c)
  return u.on_map and not c.used[u.key] and not U.is_train(u) and not c.advanced[u.key]
    and not u:has("ineffective")
end

-- 8.12 Bombardment range: two or three hexes (counting the target hex, not the firer's), with
-- a line of sight (8.3); 8.45 or an adjacent enemy across a creek hexside (no contact).
function C.in_bombard_range(a, hex)
  local d = sandtable.map.distance(a.hex, hex)
  if d == 1 then return not U.contact(a.hex, hex) end
  -- 8.31-8.35 Line of sight from centre to centre: forest and forest-rough hexes block
  -- (rough does not, 8.33); a line along a hexside is blocked only if both hexes block
  -- (8.32); the firer's and target's hexes never block (8.34); units never block (8.35).
  return d >= 2 and d <= 3 and sandtable.los.clear(a.hex, hex)
end

-- 9.0 (clarification) Does the line of sight from a to b cross a creek, ford or bridge
-- hexside, or an impassable (offmap) hex? A unit attacked only by bombardment across such a
-- line has its defence doubled.
local function los_crosses_water(a, b)
  local line = sandtable.map.line(a, b)
  for i = 1, #line - 1 do
    for _, p in ipairs(line[i]) do
      for _, q in ipairs(line[i + 1]) do
        if sandtable.map.distance(p, q) == 1 then
          for _, k in ipairs(sandtable.map.hexside(p, q, true)) do
            if k == "creek" or k == "ford" or k == "bridge" then return true end
          end
        end
      end
    end
    if i > 1 then
      for _, p in ipairs(line[i]) do
        if sandtable.map.terrain(p) == "offmap" then return true end
      end
    end
  end
  return false
end

-- 7.4 / 9.0 The defence of one hex: the strength of its units (7.21 a stack defends as one;
-- 7.74 a unit that retreated this phase adds nothing), doubled in rough and forest-rough, or
-- when every adjacent attacker attacks across a bridge or ford hexside (bombarding artillery
-- has no effect on this); a hex attacked only by bombardment is doubled when the lines of
-- sight cross a creek, ford or bridge hexside or an impassable hex. 7.4 Not cumulative.
function C.hex_defence(hex, normal, bombard, c)
  local st = 0
  for _, u in ipairs(sandtable.units.at(hex)) do
    if not c.retreated[u.key] then st = st + u.strength end
  end
  local t = sandtable.map.terrain(hex)
  local doubled = t == "rough" or t == "forest_rough"
  if not doubled and #normal > 0 then
    doubled = true
    for _, a in ipairs(normal) do
      if not (sandtable.map.has_hexside(a.hex, hex, "bridge") or sandtable.map.has_hexside(a.hex, hex, "ford")) then
        doubled = false
      end
    end
  elseif not doubled and #bombard > 0 then
    doubled = true
    for _, a in ipairs(bombard) do
      if not los_crosses_water(a.hex, hex) then doubled = false end
    end
  end
  return doubled and 2 * st or st, doubled
end

--- Evaluates an attack: the attackers split into normal and bombarding units, the strengths
--- and the odds column; `reason` if it is not allowed (the legality of the targets and the
--- mandatory-combat obligations are checked by the action's `can`).
function C.evaluate(act, c)
  c = c or U.cbt()
  local side = sandtable.game.active_side()
  local targets = targets_of(act)
  local ev = { targets = targets, normal = {}, bombard = {}, attack = 0, defence = 0, printed = 0, doubled = {} }
  if #targets == 0 then
    ev.reason = "7.0: name the hex or hexes attacked"
    return ev
  end
  if type(act.attackers) ~= "table" or #act.attackers == 0 then
    ev.reason = "7.13: an attack needs at least one attacking unit"
    return ev
  end
  local seen = {}
  for _, key in ipairs(act.attackers) do
    local u = sandtable.units.get(key)
    if not u or u.side ~= side or not u.on_map then
      ev.reason = ("7.13: %s is not a unit of yours on the map"):format(tostring(key))
      return ev
    end
    if seen[key] then
      ev.reason = ("7.14: %s is listed twice"):format(key)
      return ev
    end
    seen[key] = true
    if U.is_train(u) then
      ev.reason = "18.11: the supply train may never attack"
      return ev
    end
    if c.advanced[key] then
      ev.reason = ("7.75: %s advanced after combat and may not attack again this phase"):format(key)
      return ev
    end
    if c.used[key] then
      ev.reason = ("7.14: %s has already attacked this phase"):format(key)
      return ev
    end
    if u:has("ineffective") then
      ev.reason = ("11.2: %s is ineffective and may not attack"):format(key)
      return ev
    end
    local all_contact = true
    for _, t in ipairs(targets) do
      if not U.contact(u.hex, t) then all_contact = false end
    end
    if all_contact then
      ev.normal[#ev.normal + 1] = u
    elseif U.is_artillery(u) then
      -- 8.41 Artillery in an enemy zone of control must take part in a normal attack and may
      -- not bombard.
      if sandtable.move.in_enemy_zoc(u.hex, side) then
        ev.reason = ("8.41: %s is in an enemy zone of control: it must attack normally, adjacent to every hex attacked"):format(key)
        return ev
      end
      -- 8.14 Artillery stacked together bombards the same target.
      if c.fired[u.hex] then
        ev.reason = ("8.14: artillery in %s has already bombarded another target this phase"):format(u.hex)
        return ev
      end
      -- 8.22 In a combined attack on several hexes, bombarding artillery need be in range of
      -- only one of them.
      local ok = false
      for _, t in ipairs(targets) do
        if C.in_bombard_range(u, t) then ok = true end
      end
      if not ok then
        ev.reason = ("8.12/8.3: %s is not within two or three hexes of %s with a clear line of sight"):format(key, table.concat(targets, ", "))
        return ev
      end
      ev.bombard[#ev.bombard + 1] = u
    else
      -- 7.24/7.25 Every normal attacker must be adjacent to every hex attacked; 6.6/9.0 not
      -- across a creek hexside without a bridge or ford.
      ev.reason = ("7.25: %s is not adjacent to every hex attacked (%s), or a creek without a bridge or ford is between"):format(key, table.concat(targets, ", "))
      return ev
    end
  end
  -- 8.13 Bombardment alone attacks a single hex (only a combined attack, 8.2, may attack more).
  if #ev.normal == 0 and #targets > 1 then
    ev.reason = "8.13: artillery bombarding alone attacks a single hex"
    return ev
  end
  for _, u in ipairs(ev.normal) do ev.attack = ev.attack + u.strength end
  for _, u in ipairs(ev.bombard) do ev.attack = ev.attack + u.strength end
  for _, t in ipairs(targets) do
    local d, doubled = C.hex_defence(t, ev.normal, ev.bombard, c)
    ev.defence = ev.defence + d
    if doubled then ev.doubled[#ev.doubled + 1] = t end
    for _, u in ipairs(sandtable.units.at(t)) do ev.printed = ev.printed + u.max_strength end
  end
  ev.column = C.column(ev.attack, ev.defence)
  ev.odds = C.column_name(ev.column)
  return ev
end

-- ---------------------------------------------------------------------------------------------
-- Mandatory combat (7.0, 7.11-7.14, 7.23)
-- ---------------------------------------------------------------------------------------------

-- Enemy hexes in contact with hex `h` whose units exert a zone of control (not the train,
-- 18.25: it need not be attacked), and which may still be attacked: not attacked this phase
-- (7.14) and holding no unit that advanced after combat (7.75).
local function open_enemy_hexes(h, side, c, attacked)
  local out = {}
  for _, n in ipairs(sandtable.map.neighbors(h)) do
    if U.contact(h, n) and not attacked[n] then
      local zoc, blocked = false, false
      for _, e in ipairs(sandtable.units.at(n)) do
        if e.side ~= side then
          if not U.is_train(e) then zoc = true end
          if c.advanced[e.key] then blocked = true end
        end
      end
      if zoc and not blocked then out[#out + 1] = n end
    end
  end
  return out
end

--- The obligations left: phasing units that must still attack (7.12: in an enemy zone of
--- control, with an enemy they may still attack) and enemy hexes that must still be attacked
--- (7.11, 7.23: every enemy unit with phasing units in its zone of control). `used` and
--- `attacked` default to the phase's records.
function C.obligations(side, c, used, attacked)
  c = c or U.cbt()
  used = used or c.used
  attacked = attacked or c.hexes
  local units, hexes, order = {}, {}, {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if eligible(u, c) and not used[u.key] then
      local open = open_enemy_hexes(u.hex, side, c, attacked)
      if #open > 0 then
        units[#units + 1] = u.key
        for _, h in ipairs(open) do
          if not hexes[h] then
            hexes[h] = {}
            order[#order + 1] = h
          end
          table.insert(hexes[h], u.key)
        end
      end
    end
  end
  table.sort(order)
  return { units = units, hexes = hexes, order = order }
end

-- Checks that an attack leaves every obligation still possible: no phasing unit in contact is
-- left with no enemy it may attack (7.12), and no enemy in contact is left with no phasing
-- unit that could attack it (7.11, 7.23).
local function obligations_after(side, c, ev, act)
  local before = C.obligations(side, c)
  local used, attacked = {}, {}
  for k, v in pairs(c.used) do used[k] = v end
  for k, v in pairs(c.hexes) do attacked[k] = v end
  for _, key in ipairs(act.attackers) do used[key] = true end
  for _, t in ipairs(ev.targets) do attacked[t] = true end
  local after = C.obligations(side, c, used, attacked)
  local still = U.set(after.units)
  for _, key in ipairs(before.units) do
    if not used[key] and not still[key] then
      return false, ("7.12: %s is in an enemy zone of control and would be left with no enemy to attack: it must join this attack or attack another hex"):format(key)
    end
  end
  for _, h in ipairs(before.order) do
    if not attacked[h] and not after.hexes[h] then
      return false, ("7.11/7.23: the enemy in %s would be left with no unit able to attack it: every enemy unit with phasing units in its zone of control must be attacked"):format(h)
    end
  end
  return true
end

-- ---------------------------------------------------------------------------------------------
-- The attack action
-- ---------------------------------------------------------------------------------------------

C.action = { rule = "7.0" }

function C.action.can(act)
  -- 10.1 No combat of any kind during a night turn.
  if U.night() then return false, "10.1: there is no combat during a night turn" end
  local side = sandtable.game.active_side()
  local c = U.cbt()
  local targets = targets_of(act)
  local tseen = {}
  for _, t in ipairs(targets) do
    if type(t) ~= "string" or not sandtable.map.on_map(t) then
      return false, ("7.0: '%s' is not a hex of this map"):format(tostring(t))
    end
    if tseen[t] then return false, ("7.14: %s is listed twice"):format(t) end
    tseen[t] = true
    if not U.enemy_in(t, side) then
      return false, ("7.0: there is no enemy unit in %s"):format(t)
    end
    if c.hexes[t] then
      return false, ("7.14: %s has already been attacked this phase"):format(t)
    end
    for _, e in ipairs(sandtable.units.at(t)) do
      if c.advanced[e.key] then
        return false, ("7.75: %s advanced after combat and may not be attacked again this phase"):format(e.key)
      end
    end
  end
  local ev = C.evaluate(act, c)
  if ev.reason then return false, ev.reason end
  -- 7.22 Units stacked together attack as one: every unit of an attacking hex that may attack
  -- takes part in the attack.
  local listed = U.set(act.attackers)
  for _, a in ipairs(ev.normal) do
    for _, o in ipairs(U.own_at(a.hex, side)) do
      if not listed[o.key] and eligible(o, c) then
        return false, ("7.22: %s is stacked with %s and must attack with it"):format(o.key, a.key)
      end
    end
  end
  if act.odds ~= nil then
    local want = type(act.odds) == "string" and C.column_of(act.odds)
    if not want then return false, ("7.9: '%s' is not an odds column"):format(tostring(act.odds)) end
    if want > ev.column then
      return false, ("7.9: the odds are %s; the attacker may only announce lower odds"):format(ev.odds)
    end
  end
  return obligations_after(side, c, ev, act)
end

-- The attacker's choices of losses in an exchange (7.6 Ex): sets of participating units (not
-- bombarding artillery, 8.15) whose printed strengths total at least the defenders' printed
-- strength, none of whose units could be spared (a set with a unit to spare only loses more);
-- all of them if even all are not enough. Best first by the computer player's measure: the
-- smallest total, then the fewest units, then the attack's order.
local function exchange_options(normal, need)
  local total = 0
  for _, u in ipairs(normal) do total = total + u.max_strength end
  if total <= need then return { normal } end
  local n = #normal
  local sets = {}
  for mask = 1, (1 << n) - 1 do
    local sum, count, spare = 0, 0, false
    for i = 1, n do
      if mask & (1 << (i - 1)) ~= 0 then
        sum = sum + normal[i].max_strength
        count = count + 1
      end
    end
    if sum >= need then
      for i = 1, n do
        if mask & (1 << (i - 1)) ~= 0 and sum - normal[i].max_strength >= need then spare = true end
      end
      if not spare then sets[#sets + 1] = { mask = mask, sum = sum, count = count } end
    end
  end
  table.sort(sets, function(a, b)
    if a.sum ~= b.sum then return a.sum < b.sum end
    if a.count ~= b.count then return a.count < b.count end
    return a.mask < b.mask
  end)
  local out = {}
  for _, st in ipairs(sets) do
    local units = {}
    for i = 1, n do
      if st.mask & (1 << (i - 1)) ~= 0 then units[#units + 1] = normal[i] end
    end
    out[#out + 1] = units
  end
  return out
end

-- Do the units `units` and the keys `keys` name the same set?
local function same_set(units, keys)
  if type(keys) ~= "table" or #keys ~= #units then return false end
  local set = U.set(keys)
  for _, u in ipairs(units) do
    if not set[u.key] then return false end
  end
  return true
end

local function empty(hex)
  return #sandtable.units.at(hex) == 0
end

local keys_of = U.keys_of

-- 18.11 If Confederate units move adjacent to the supply train during the Union combat phase
-- (by a retreat or an advance), the train must immediately retreat: its retreat is queued
-- (its owner chooses where, 18.23). Returns true if it must.
local function train_check(moved)
  if sandtable.game.active_side() ~= "union" then return false end
  local t = U.train_on_map()
  if not t then return false end
  for _, key in ipairs(moved) do
    local u = sandtable.units.get(key)
    if u and u.on_map and u.side ~= t.side and sandtable.map.distance(u.hex, t.hex) == 1 then
      sandtable.log.say(("18.11: %s has moved next to the supply train, which must retreat"):format(u.key))
      retreat.start({ { unit = t.key, why = "18.11 enemy adjacent" } }, nil)
      return true
    end
  end
  return false
end

-- 7.75 The defender's possible advances after an Ar or Ae: each surviving defending unit (not
-- the train) next to a hex the attackers vacated, that it could enter.
local function defender_advances(defenders, vacated)
  local out = {}
  for _, h in ipairs(vacated) do
    for _, key in ipairs(defenders) do
      local d = sandtable.units.get(key)
      if d.on_map and not U.is_train(d) and sandtable.map.distance(d.hex, h) == 1
        and movement.step_cost(d.hex, h) ~= nil and empty(h) then
        out[#out + 1] = { unit = d.key, to = h }
      end
    end
  end
  return out
end

-- What follows the retreats of an attack (retreat.lua's queue): the advance after combat.
-- After Ar or Ae the defender may advance one unit into a hex the attackers vacated (7.75,
-- 7.76): the defending player is asked (decision "defender_advance"), unless the supply train
-- must retreat (18.11: the Confederates may not advance then). After De, Ex or Dr one
-- victorious attacking unit may advance into a vacated hex: the attacker chooses with an
-- advance action, before any other attack.
retreat.finishers.attack = function(a, moved)
  local vacated = {}
  if a.result == "Ar" or a.result == "Ae" then
    for _, h in ipairs(a.attacker_hexes) do
      if empty(h) then vacated[#vacated + 1] = h end
    end
    if train_check(moved) then return end
    local options = defender_advances(a.defenders, vacated)
    if #options == 0 then return end
    local defender_side = sandtable.units.get(options[1].unit).side
    local choices = { { value = "none", label = "no advance" } }
    for _, o in ipairs(options) do
      choices[#choices + 1] = { value = o.unit .. " to " .. o.to, label = ("%s advances into %s"):format(o.unit, o.to),
        hex = o.to, unit = o.unit }
    end
    sandtable.decisions.ask{
      side = defender_side,
      kind = "defender_advance",
      rule = "7.75",
      prompt = ("The attack on %s failed (%s): may one defending unit advance into %s?"):format(
        table.concat(a.targets, "+"), a.result, table.concat(vacated, ", ")),
      choices = choices,
      context = { options = options },
    }
    return
  end
  for _, t in ipairs(a.targets) do
    if empty(t) then vacated[#vacated + 1] = t end
  end
  train_check(moved)
  if #vacated > 0 then
    local keys = {}
    for _, k in ipairs(a.victors) do
      if sandtable.units.get(k).on_map then keys[#keys + 1] = k end
    end
    if #keys > 0 then
      local c = U.cbt()
      table.sort(vacated)
      c.pending = { hexes = vacated, units = keys }
      U.set_cbt(c)
    end
  end
end

--- The handler of the defender's advance (7.75, 7.76: one unit at most).
C.defender_advance = {
  rule = "7.75",
  resolve = function(d, choice)
    if choice == "none" then return end
    for _, o in ipairs(d.context.options) do
      if o.unit .. " to " .. o.to == choice then
        local u = sandtable.units.get(o.unit)
        local from = u.hex
        sandtable.units.move(u, o.to)
        victory.touch(u.side, { o.to })
        local c = U.cbt()
        c.advanced[u.key] = true
        U.set_cbt(c)
        sandtable.log.say(("7.75: the defending %s advances from %s into %s"):format(u.key, from, o.to))
        -- (train_check starts the train's retreat, which runs as far as its owner's choice:
        -- going on here would ask that choice a second time)
        train_check({ u.key })
        return
      end
    end
  end,
  -- The computer player advances only to take a victory point hex that is not already his:
  -- his strongest unit that can.
  bot = function(d)
    local best, best_strength
    for _, o in ipairs(d.context.options) do
      local u = sandtable.units.get(o.unit)
      local owner = victory.owner(o.to)
      if owner ~= nil and owner ~= u.side and (not best or u.strength > best_strength) then
        best, best_strength = o.unit .. " to " .. o.to, u.strength
      end
    end
    return best or "none"
  end,
}

--- Resolves an evaluated attack: the die, the result, eliminations; then the retreats, each
--- its owner's choice (retreat.lua), and the advance after combat (finishers.attack).
function C.resolve_attack(act)
  local side = sandtable.game.active_side()
  local c = U.cbt()
  c.pending = nil
  U.set_cbt(c)
  local ev = C.evaluate(act, c)
  local col = ev.column
  if act.odds then col = math.min(col, C.column_of(act.odds) or col) end
  local odds = C.column_name(col)
  local roll = sandtable.dice.d6(("7.6 attack on %s at %s"):format(table.concat(ev.targets, "+"), odds))
  local result = crt()[roll][col]
  local names = function(list)
    local o = {}
    for _, u in ipairs(list) do o[#o + 1] = u.key end
    return table.concat(o, ", ")
  end
  sandtable.log.event("combat_resolved",
    ("Attack on %s by %s%s: %d vs %d%s = %s%s, roll %d: %s"):format(
      table.concat(ev.targets, "+"), names(ev.normal),
      #ev.bombard > 0 and ((#ev.normal > 0 and " with " or "") .. "bombardment by " .. names(ev.bombard)) or "",
      ev.attack, ev.defence, #ev.doubled > 0 and (" (doubled in " .. table.concat(ev.doubled, ", ") .. ")") or "",
      ev.odds, col ~= ev.column and (", announced as " .. odds .. " (7.9)") or "", roll, result),
    { targets = ev.targets, attack = ev.attack, defence = ev.defence, odds = odds, roll = roll, result = result })

  c = U.cbt()
  for _, t in ipairs(ev.targets) do c.hexes[t] = true end
  for _, key in ipairs(act.attackers) do c.used[key] = true end
  for _, a in ipairs(ev.bombard) do c.fired[a.hex] = true end
  U.set_cbt(c)

  local defenders = {}
  for _, t in ipairs(ev.targets) do
    for _, u in ipairs(sandtable.units.at(t)) do defenders[#defenders + 1] = u end
  end
  local attacker_hexes = {}
  for _, a in ipairs(ev.normal) do attacker_hexes[a.hex] = true end
  local victors, retreats = {}, {}

  local after = {
    kind = "attack",
    result = result,
    targets = ev.targets,
    attacker_hexes = U.keys(attacker_hexes),
    defenders = keys_of(defenders),
  }
  if result == "De" or result == "Ex" then
    for _, u in ipairs(defenders) do U.eliminate(u, "7.6 " .. result) end
    if result == "Ex" then
      -- 7.6 Ex: the attacker loses units totalling at least the defenders' printed strength,
      -- which he chooses (or names in the attack, `losses`); 8.15 bombarding artillery is never
      -- lost.
      local options = exchange_options(ev.normal, ev.printed)
      local pick = #options == 1 and options[1] or nil
      for _, o in ipairs(options) do
        if same_set(o, act.losses) then pick = o end
      end
      after.normal = keys_of(ev.normal)
      if not pick then
        local choices = {}
        for _, o in ipairs(options) do
          local parts = {}
          for _, u in ipairs(o) do parts[#parts + 1] = ("%s (%d)"):format(u.key, u.max_strength) end
          choices[#choices + 1] = { value = keys_of(o), label = "lose " .. table.concat(parts, " and ") }
        end
        sandtable.decisions.ask{
          side = side,
          kind = "exchange_losses",
          rule = "7.6",
          prompt = ("Exchange: which attacking units are lost (printed strength %d or more)?"):format(ev.printed),
          choices = choices,
          context = { after = after },
        }
        return
      end
      C.exchange_done(after, keys_of(pick))
      return
    end
    victors = keys_of(ev.normal)
  elseif result == "Dr" then
    for _, u in ipairs(defenders) do
      retreats[#retreats + 1] = { unit = u.key, why = "7.6 Dr" }
    end
    victors = keys_of(ev.normal)
  elseif result == "Ar" or result == "Ae" then
    local hits = {}
    for _, u in ipairs(ev.normal) do hits[#hits + 1] = u end
    -- 8.15 Bombarding artillery suffers no combat result; 8.16 it may take an Ar voluntarily.
    if result == "Ar" and act.artillery_retreat then
      for _, u in ipairs(ev.bombard) do hits[#hits + 1] = u end
    end
    for _, u in ipairs(hits) do
      if result == "Ae" then
        U.eliminate(u, "7.6 Ae")
      else
        local hint = type(act.retreats) == "table" and act.retreats[u.key] or nil
        retreats[#retreats + 1] = { unit = u.key, why = "7.6 Ar", hint = hint }
        -- 11.1 (option) An attacker that suffers an Ar becomes ineffective (marked before its
        -- retreat; one eliminated for want of a retreat hex keeps the mark to no effect).
        if sandtable.game.option("attack_effectiveness") then
          sandtable.units.set_status(u, "ineffective")
        end
      end
    end
  end
  after.victors = victors
  retreat.start(retreats, after)
end

--- Completes an exchange once the attacker's losses are chosen (`lost`, keys): they are
--- eliminated and the others are the victors who may advance.
function C.exchange_done(after, lost)
  local set = U.set(lost)
  for _, k in ipairs(lost) do U.eliminate(sandtable.units.get(k), "7.6 Ex") end
  local victors = {}
  for _, k in ipairs(after.normal) do
    if not set[k] then victors[#victors + 1] = k end
  end
  after.victors = victors
  retreat.start({}, after)
end

--- The handler of the attacker's choice of exchange losses (7.6 Ex).
C.exchange_losses = {
  rule = "7.6",
  resolve = function(d, choice)
    C.exchange_done(d.context.after, choice)
  end,
  -- The computer player loses the smallest total, then the fewest units (the first choice).
  bot = function(d) return d.choices[1].value end,
}

function C.action.resolve(act)
  C.resolve_attack(act)
end

-- Candidate attacks for bots and hosts: for each enemy hex in contact, the eligible units in
-- contact with it; for each enemy hex within bombardment range, the artillery that may
-- bombard it.
function C.action.list(side)
  if U.night() then return {} end
  local c = U.cbt()
  local targets = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if eligible(u, c) then
      local radius = U.is_artillery(u) and 3 or 1
      for _, h in ipairs(sandtable.map.within(u.hex, radius)) do
        if h ~= u.hex and U.enemy_in(h, side) and not c.hexes[h] then
          local ok = U.contact(u.hex, h)
            or (U.is_artillery(u) and not sandtable.move.in_enemy_zoc(u.hex, side) and C.in_bombard_range(u, h))
          if ok then tables.push(targets, h, u.key) end
        end
      end
    end
  end
  local out = {}
  for _, h in ipairs(tables.sorted_keys(targets)) do
    out[#out + 1] = { kind = "attack", targets = { h }, attackers = targets[h] }
  end
  -- 7.0 While attacks are owed, the attacks that meet them (the plain lists above may all
  -- strand another obligation).
  for _, a in ipairs(C.owed_attacks(side, 8)) do out[#out + 1] = a end
  return out
end

-- The parts of an attack a player picks (the window builds the attack from them): the enemy
-- hexes attacked (7.25: several, if every normal attacker is adjacent to all of them), the
-- attacking units (7.13, 7.22, 8.1), and the odds announced (7.9, optional: lower odds only).
C.action.label = "Attack"
C.action.result = "combat_resolved" -- the CRT result (the odds of an attack name it)
C.action.slots = {
  { id = "targets", kind = "hexes", label = "Enemy hexes attacked (7.25)" },
  { id = "attackers", kind = "units", label = "Attacking units (7.13, 8.1)" },
  { id = "odds", kind = "choice", label = "Announce lower odds (7.9)", optional = true },
}

local function unit_label(u)
  return ("%s (%d)"):format(u.key, u.strength)
end

local function hex_label(h)
  local parts = {}
  for _, u in ipairs(sandtable.units.at(h)) do parts[#parts + 1] = unit_label(u) end
  return ("%s: %s"):format(h, table.concat(parts, ", "))
end

-- May unit `u` take part in an attack on all of `targets` (adjacent to each, or artillery
-- bombarding one of them)?
local function may_join(u, targets, c)
  if not eligible(u, c) then return false end
  local all_contact = #targets > 0
  for _, t in ipairs(targets) do
    if not U.contact(u.hex, t) then all_contact = false end
  end
  if all_contact then return true end
  if U.is_artillery(u) and not sandtable.move.in_enemy_zoc(u.hex, u.side) and not c.fired[u.hex] then
    for _, t in ipairs(targets) do
      if C.in_bombard_range(u, t) then return true end
    end
  end
  return false
end

function C.action.options(act, slot)
  if U.night() then return {} end
  local side = sandtable.game.active_side()
  local c = U.cbt()
  local targets = targets_of(act)
  local out = {}
  if slot == "targets" then
    local chosen = U.set(targets)
    local seen = {}
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if eligible(u, c) then
        for _, h in ipairs(sandtable.map.within(u.hex, U.is_artillery(u) and 3 or 1)) do
          if not seen[h] and U.enemy_in(h, side) and not c.hexes[h] then
            local with = { h }
            for _, t in ipairs(targets) do if t ~= h then with[#with + 1] = t end end
            local blocked = false
            for _, e in ipairs(sandtable.units.at(h)) do
              if c.advanced[e.key] then blocked = true end
            end
            if chosen[h] or (not blocked and may_join(u, with, c)) then
              seen[h] = true
              out[#out + 1] = { value = h, label = hex_label(h), hex = h }
            end
          end
        end
      end
    end
    for _, t in ipairs(targets) do
      if not seen[t] then out[#out + 1] = { value = t, label = hex_label(t), hex = t } end
    end
    table.sort(out, function(a, b) return a.value < b.value end)
  elseif slot == "attackers" then
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if u.on_map and may_join(u, targets, c) then
        out[#out + 1] = { value = u.key, label = unit_label(u), unit = u.key, hex = u.hex }
      end
    end
  elseif slot == "odds" then
    local ev = C.evaluate(act, c)
    if not ev.reason then
      for i = ev.column, 1, -1 do
        out[#out + 1] = { value = C.column_name(i), label = i == ev.column and (C.column_name(i) .. " (as computed)") or C.column_name(i) }
      end
    end
  end
  return out
end

function C.action.describe(act)
  local ev = C.evaluate(act)
  local r = {}
  if ev.column then
    for i = 1, 6 do r[i] = crt()[i][ev.column] end
  end
  return { attack = ev.attack, defence = ev.defence, odds = ev.odds, doubled = ev.doubled, results = r, reason = ev.reason }
end

-- ---------------------------------------------------------------------------------------------
-- Advance after combat (7.75, 7.76)
-- ---------------------------------------------------------------------------------------------

C.advance = { rule = "7.75" }

function C.advance.can(act)
  local p = U.cbt().pending
  if not p then return false, "7.75: no hex was vacated by the last combat" end
  local u = act.unit and sandtable.units.get(act.unit)
  if not u or not U.set(p.units)[u.key] then
    return false, ("7.75: only a victorious unit that took part in the last combat may advance (%s)"):format(table.concat(p.units, ", "))
  end
  if not U.set(p.hexes)[act.to] then
    return false, ("7.75: the advance is into the hex vacated (%s)"):format(table.concat(p.hexes, ", "))
  end
  if sandtable.map.distance(u.hex, act.to) ~= 1 or movement.step_cost(u.hex, act.to) == nil or not empty(act.to) then
    return false, ("7.75: %s cannot advance one hex into %s"):format(u.key, act.to)
  end
  return true
end

function C.advance.resolve(act)
  local u = sandtable.units.get(act.unit)
  local from = u.hex
  sandtable.units.move(u, act.to)
  victory.touch(u.side, { act.to })
  local c = U.cbt()
  -- 7.76 Only one unit advances, even if two hexes were vacated; 7.75 it may neither attack
  -- nor be attacked again this phase.
  c.pending = nil
  c.advanced[u.key] = true
  U.set_cbt(c)
  sandtable.log.say(("7.75: %s advances from %s into %s"):format(u.key, from, act.to))
end

function C.advance.list(side)
  local p = U.cbt().pending
  if not p then return {} end
  local out = {}
  for _, key in ipairs(p.units) do
    for _, h in ipairs(p.hexes) do
      out[#out + 1] = { kind = "advance", unit = key, to = h }
    end
  end
  return out
end

-- ---------------------------------------------------------------------------------------------
-- Phase hooks
-- ---------------------------------------------------------------------------------------------

-- 11.31 (option) An ineffective unit in an enemy zone of control at the start of its side's
-- combat phase must retreat (each where its owner chooses).
function C.begin_phase()
  C.reset()
  if sandtable.game.option("attack_effectiveness") and not U.night() then
    local side = sandtable.game.active_side()
    local steps = {}
    for _, u in ipairs(sandtable.units.all{ side = side, status = "ineffective" }) do
      if u.on_map and sandtable.move.in_enemy_zoc(u.hex, side) then
        steps[#steps + 1] = { unit = u.key, why = "11.31 ineffective in an enemy zone of control" }
      end
    end
    if #steps > 0 then retreat.start(steps, nil) end
  end
end

--- The attacks a player could make now on the enemy hexes still owed one (7.11, 7.23): for
--- each owed hex, every choice of the stacks in contact with it (7.22: a stack attacks
--- together), then the combined attacks of one stack on that hex and the others it touches
--- (7.25); those that `can` allows, in that order. `limit` stops after that many (default all).
function C.owed_attacks(side, limit)
  local c = U.cbt()
  local ob = C.obligations(side)
  local out = {}
  local function try(targets, keys)
    if limit and #out >= limit then return end
    local act = { kind = "attack", targets = targets, attackers = keys }
    if C.action.can(act) == true then out[#out + 1] = act end
  end
  for _, h in ipairs(ob.order) do
    local stacks, seen = {}, {}
    for _, key in ipairs(ob.hexes[h]) do
      local u = sandtable.units.get(key)
      if not seen[u.hex] then
        seen[u.hex] = true
        local ks = {}
        for _, o in ipairs(U.own_at(u.hex, side)) do
          if eligible(o, c) then ks[#ks + 1] = o.key end
        end
        table.sort(ks)
        stacks[#stacks + 1] = { hex = u.hex, keys = ks }
      end
    end
    table.sort(stacks, function(a, b) return a.hex < b.hex end)
    for mask = 1, (1 << #stacks) - 1 do
      local keys = {}
      for i, st in ipairs(stacks) do
        if mask & (1 << (i - 1)) ~= 0 then
          for _, k in ipairs(st.keys) do keys[#keys + 1] = k end
        end
      end
      try({ h }, keys)
    end
    for _, st in ipairs(stacks) do
      local others = {}
      for _, n in ipairs(open_enemy_hexes(st.hex, side, c, c.hexes)) do
        if n ~= h then others[#others + 1] = n end
      end
      table.sort(others)
      for mask = 1, (1 << #others) - 1 do
        local ts = { h }
        for i, n in ipairs(others) do
          if mask & (1 << (i - 1)) ~= 0 then ts[#ts + 1] = n end
        end
        try(ts, st.keys)
      end
    end
  end
  return out
end

-- 7.0 Combat is mandatory: the combat phase cannot end while an enemy unit in contact is owed
-- an attack (7.11, 7.23) or a phasing unit in an enemy zone of control has not attacked
-- (7.12). The owed hexes and units are named, for the window to mark. Only if no legal attack
-- at all can meet what is owed (a position the rules do not foresee) may the phase end.
function C.can_end()
  if U.night() then return true end
  local side = sandtable.game.active_side()
  local ob = C.obligations(side)
  if #ob.order == 0 then return true end
  if #C.owed_attacks(side, 1) == 0 then return true end
  return false, ("7.0/7.11/7.12: combat is mandatory: the enemy in %s must still be attacked, by %s"):format(
    table.concat(ob.order, ", "), table.concat(ob.units, ", ")), { hexes = ob.order, units = ob.units }
end

function C.end_phase()
  if U.night() then return end
  local side = sandtable.game.active_side()
  local ob = C.obligations(side)
  if #ob.order > 0 then
    -- can_end let the phase end: no legal attack could meet what was owed.
    sandtable.log.say(("7.0: no legal attack can be made on %s, which the rules would have attacked; the phase ends"):format(
      table.concat(ob.order, ", ")))
  end
  local c = U.cbt()
  c.pending = nil
  U.set_cbt(c)
end

return C
