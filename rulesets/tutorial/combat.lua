-- Tutorial rule 5: combat. Odds, the combat results table, losses and retreats.
--
-- An attack is { kind = "attack", target = "<hex>", attackers = { "<unit key>", ... } }.

local tables = require("lib.tables")

local M = {}

-- 5.2 Odds columns of the combat results table, lowest first, as attacker:defender.
M.COLUMNS = { { 1, 2 }, { 1, 1 }, { 2, 1 }, { 3, 1 }, { 4, 1 } }

-- 5.4 Combat results table: one row per die roll (1–6), one column per odds column.
-- DE defender eliminated; D1 defender loses 1 strength point; DR defenders retreat one hex;
-- EX both sides lose 1 strength point; AR attackers retreat one hex; A1 attacker loses 1
-- strength point; AE attackers eliminated.
M.CRT = {
  --  1-2    1-1    2-1    3-1    4-1
  { "DR", "DR", "D1", "D1", "DE" }, -- 1
  { "AR", "DR", "DR", "D1", "D1" }, -- 2
  { "AR", "EX", "DR", "DR", "D1" }, -- 3
  { "A1", "AR", "EX", "DR", "DR" }, -- 4
  { "A1", "A1", "AR", "EX", "DR" }, -- 5
  { "AE", "A1", "A1", "AR", "EX" }, -- 6
}

local function crt()
  return sandtable.tables.get("crt")
end

local function columns()
  return sandtable.tables.get("odds_columns")
end

local function attacked()
  return sandtable.vars.get("attacked") or { units = {}, hexes = {} }
end

function M.reset()
  sandtable.vars.set("attacked", { units = {}, hexes = {} })
end

--- Whether unit `u` has attacked this phase (5.1).
function M.has_attacked(u)
  return attacked().units[u.key] == true
end

-- 6.1 Each strength point lost gives the enemy one victory point.
function M.lose(u, n, why)
  local before = u.strength
  sandtable.units.damage(u, n, why)
  local lost = before - math.max(before - n, 0)
  if lost > 0 then
    sandtable.score.add_vp(sandtable.game.enemy(u.side), lost, "6.1 enemy losses")
  end
end

-- The column index for attack strength `a` against defence `d`, rounded in the defender's
-- favour (5.2): the highest column whose ratio the odds reach. Exact integer comparison.
function M.column(a, d)
  local cols = columns()
  local found = nil
  for i, c in ipairs(cols) do
    if a * c[2] >= d * c[1] then found = i end
  end
  return found
end

-- 5.3 Defence strength of the units in a hex: doubled in woods, or when every adjacent
-- attacker is across a creek hexside (the bridge and ford negate the creek); artillery firing
-- from two hexes away neither causes nor prevents the creek doubling. Not cumulative.
function M.defence(target, attackers)
  local total = 0
  for _, u in ipairs(sandtable.units.at(target)) do total = total + u.strength end
  local doubled = sandtable.map.terrain(target) == "woods"
  if not doubled then
    local adjacent, across = 0, 0
    for _, a in ipairs(attackers) do
      if sandtable.map.distance(a.hex, target) == 1 then
        adjacent = adjacent + 1
        if sandtable.map.has_hexside(a.hex, target, "creek") then across = across + 1 end
      end
    end
    doubled = adjacent > 0 and across == adjacent
  end
  return doubled and total * 2 or total, doubled
end

-- 5.5 Artillery may attack from two hexes away if it has a line of sight to the target;
-- other units must be adjacent.
local function in_range(u, target)
  local d = sandtable.map.distance(u.hex, target)
  if d == 1 then return true end
  return u.type == "artillery" and d == 2 and sandtable.los.clear(u.hex, target)
end

-- 3.5 a hex never holds both sides, so any unit of another side makes it the enemy's.
local enemy_in = require("lib.units").enemy_in

function M.odds(act)
  local side = sandtable.game.active_side()
  local attackers = {}
  local strength = 0
  for _, key in ipairs(act.attackers or {}) do
    local u = sandtable.units.get(key)
    if u then
      attackers[#attackers + 1] = u
      strength = strength + u.strength
    end
  end
  local defence, doubled = M.defence(act.target, attackers)
  return strength, defence, M.column(strength, defence), doubled, side
end

M.action = {}

function M.action.can(act)
  local side = sandtable.game.active_side()
  if type(act.target) ~= "string" or not sandtable.map.on_map(act.target) then
    return false, "5.1: name the hex attacked"
  end
  if not enemy_in(act.target, side) then
    return false, ("5.1: there is no enemy unit in %s"):format(act.target)
  end
  local done = attacked()
  if done.hexes[act.target] then
    return false, ("5.1: %s has already been attacked this phase"):format(act.target)
  end
  if type(act.attackers) ~= "table" or #act.attackers == 0 then
    return false, "5.1: an attack needs at least one attacking unit"
  end
  local seen = {}
  for _, key in ipairs(act.attackers) do
    local u = sandtable.units.get(key)
    if not u or u.side ~= side or not u.on_map then
      return false, ("5.1: %s is not a unit of yours on the map"):format(tostring(key))
    end
    if seen[key] then return false, ("5.1: %s is listed twice"):format(key) end
    seen[key] = true
    if done.units[key] then
      return false, ("5.1: %s has already attacked this phase"):format(key)
    end
    if not in_range(u, act.target) then
      return false, ("5.1/5.5: %s is not adjacent to %s (artillery: within 2 hexes with a line of sight)"):format(key, act.target)
    end
  end
  local a, d, col = M.odds(act)
  if not col then
    return false, ("5.2: odds of %d to %d are below 1-2"):format(a, d)
  end
  return true
end

-- 5.6 Retreat: one hex, into a hex free of enemy units and enemy zones of control, that the
-- unit could enter, and not over-stacked; one of the hexes farthest from the enemy, measured to
-- the nearest of the hexes in `from`. Where several are equally far the owning player chooses
-- (a decision, below); a unit that cannot retreat loses 1 strength point instead.
local function retreat_hexes(u, from)
  local best, best_d = {}, -1
  local options = sandtable.map.neighbors(u.hex)
  table.sort(options)
  for _, hex in ipairs(options) do
    local ok = sandtable.move.step(u, hex) ~= nil
      and not enemy_in(hex, u.side)
      and not sandtable.move.in_enemy_zoc(hex, u.side)
      and sandtable.units.stack(hex, u.side) < 2
    if ok then
      local d = math.huge
      for _, f in ipairs(from) do d = math.min(d, sandtable.map.distance(hex, f)) end
      if d > best_d then best, best_d = { hex }, d
      elseif d == best_d then best[#best + 1] = hex end
    end
  end
  return best
end

local function retreat_to(u, hex, why)
  sandtable.units.move(u, hex)
  sandtable.log.say(("5.6: %s retreats to %s (%s)"):format(u.key, hex, why))
end

-- The retreats of one combat wait in a queue (vars "retreats": { unit, from, why } each), so
-- that play can stop for an owner's choice between two of them: each unit's hexes depend on
-- where the ones before it went (stacking).
local function continue_retreats()
  local queue = sandtable.vars.get("retreats") or {}
  while #queue > 0 do
    local r = queue[1]
    local u = sandtable.units.get(r.unit)
    local hexes = u.on_map and retreat_hexes(u, r.from) or {}
    if not u.on_map then
      table.remove(queue, 1)
    elseif #hexes == 0 then
      table.remove(queue, 1)
      M.lose(u, 1, "5.6 cannot retreat")
    elseif #hexes == 1 then
      table.remove(queue, 1)
      retreat_to(u, hexes[1], r.why)
    else
      local choices = {}
      for _, h in ipairs(hexes) do choices[#choices + 1] = { value = h, label = "retreat to " .. h, hex = h } end
      sandtable.vars.set("retreats", queue)
      sandtable.decisions.ask{
        side = u.side, kind = "retreat", rule = "5.6",
        prompt = ("Where does %s retreat from %s? (%s)"):format(u.key, u.hex, r.why),
        choices = choices,
      }
      return
    end
  end
  sandtable.vars.set("retreats", nil)
end

local function retreat(u, from, why)
  local queue = sandtable.vars.get("retreats") or {}
  queue[#queue + 1] = { unit = u.key, from = from, why = why }
  sandtable.vars.set("retreats", queue)
end

-- The owner's answer: his unit retreats there, then the other retreats of the combat go on.
M.retreat_decision = {
  rule = "5.6",
  resolve = function(d, hex)
    local queue = sandtable.vars.get("retreats")
    local r = table.remove(queue, 1)
    sandtable.vars.set("retreats", queue)
    retreat_to(sandtable.units.get(r.unit), hex, r.why)
    continue_retreats()
  end,
  -- The computer player takes the lowest label.
  bot = function(d) return d.choices[1].value end,
}

-- The unit of a list that takes a single strength loss: the strongest; ties go to the first
-- in the list (defenders: order-of-battle order; attackers: the order the attack lists them).
local function strongest(units)
  local best = nil
  for _, u in ipairs(units) do
    if not best or u.strength > best.strength then best = u end
  end
  return best
end

function M.action.resolve(act)
  local side = sandtable.game.active_side()
  local a, d, col, doubled = M.odds(act)
  local cols = columns()
  local roll = sandtable.dice.d6(("5.4 combat vs %s at %d-%d"):format(act.target, cols[col][1], cols[col][2]))
  local result = crt()[roll][col]
  sandtable.log.event("combat_resolved",
    ("Attack on %s: %d vs %d%s → %d-%d, roll %d: %s"):format(
      act.target, a, d, doubled and " (doubled, 5.3)" or "", cols[col][1], cols[col][2], roll, result),
    { target = act.target, attack = a, defence = d, odds = cols[col][1] .. "-" .. cols[col][2], roll = roll, result = result })

  local done = attacked()
  done.hexes[act.target] = true
  local attackers, adjacent = {}, {}
  for _, key in ipairs(act.attackers) do
    done.units[key] = true
    local u = sandtable.units.get(key)
    attackers[#attackers + 1] = u
    -- 5.5 Artillery attacking from two hexes away is not affected by attacker results.
    if sandtable.map.distance(u.hex, act.target) == 1 then adjacent[#adjacent + 1] = u end
  end
  sandtable.vars.set("attacked", done)
  local defenders = sandtable.units.at(act.target)
  -- 5.6 Defenders retreat away from the attacking units (adjacent ones, else the artillery).
  local from_hexes = {}
  for _, u in ipairs(#adjacent > 0 and adjacent or attackers) do from_hexes[#from_hexes + 1] = u.hex end

  if result == "DE" then
    for _, u in ipairs(defenders) do M.lose(u, u.strength, "5.4 DE") end
  elseif result == "D1" then
    M.lose(strongest(defenders), 1, "5.4 D1")
  elseif result == "DR" then
    for _, u in ipairs(defenders) do retreat(u, from_hexes, "5.4 DR") end
  elseif result == "EX" then
    M.lose(strongest(defenders), 1, "5.4 EX")
    if #adjacent > 0 then M.lose(strongest(adjacent), 1, "5.4 EX") end
  elseif result == "AR" then
    for _, u in ipairs(adjacent) do retreat(u, { act.target }, "5.4 AR") end
  elseif result == "A1" then
    if #adjacent > 0 then M.lose(strongest(adjacent), 1, "5.4 A1") end
  elseif result == "AE" then
    for _, u in ipairs(adjacent) do M.lose(u, u.strength, "5.4 AE") end
  end
  continue_retreats()
end

-- Candidate attacks: for each enemy hex, every unit of ours that may attack it.
function M.action.list(side)
  local done = attacked()
  local targets = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if not done.units[u.key] then
      for _, hex in ipairs(sandtable.map.within(u.hex, 2)) do
        if enemy_in(hex, side) and not done.hexes[hex] and in_range(u, hex) then
          tables.push(targets, hex, u.key)
        end
      end
    end
  end
  local out = {}
  for _, hex in ipairs(tables.sorted_keys(targets)) do
    out[#out + 1] = { kind = "attack", target = hex, attackers = targets[hex] }
  end
  return out
end

-- 7.2 (optional) Last Stand: the Confederate units adjacent to a Union unit when their combat
-- phase begins must attack in it. The worked example of an obligation: the phase's `can_end`
-- refuses, naming the units and the hexes they may attack, while one of them has not attacked
-- and still has a legal attack (alone, or with every unit that may join it).
function M.mark_last_stand()
  local side = sandtable.game.active_side()
  local bound = {}
  if side == "gray" and sandtable.game.option("last_stand") then
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      for _, hex in ipairs(sandtable.map.neighbors(u.hex)) do
        if enemy_in(hex, side) then bound[#bound + 1] = u.key; break end
      end
    end
  end
  sandtable.vars.set("last_stand", bound)
end

-- The units still bound to attack (7.2) and the enemy hexes each could attack, sorted.
function M.owed_attacks()
  local side = sandtable.game.active_side()
  local units, hexes, seen = {}, {}, {}
  local open = {}
  for _, a in ipairs(M.action.list(side)) do open[a.target] = a.attackers end
  for _, key in ipairs(sandtable.vars.get("last_stand") or {}) do
    local u = sandtable.units.get(key)
    if u and u.on_map and not M.has_attacked(u) then
      local can = false
      for _, hex in ipairs(sandtable.map.neighbors(u.hex)) do
        local with = open[hex]
        if with and (M.action.can({ kind = "attack", target = hex, attackers = { key } })
            or M.action.can({ kind = "attack", target = hex, attackers = with })) then
          can = true
          if not seen[hex] then seen[hex] = true; hexes[#hexes + 1] = hex end
        end
      end
      if can then units[#units + 1] = key end
    end
  end
  table.sort(units)
  table.sort(hexes)
  return units, hexes
end

function M.can_end()
  local units, hexes = M.owed_attacks()
  if #units == 0 then return true end
  return false, ("7.2 Last Stand: %s must still attack (%s)"):format(table.concat(units, ", "), table.concat(hexes, ", ")),
    { units = units, hexes = hexes }
end

-- The parts of an attack a player picks, part by part, in the window: the hex attacked, then
-- the units that attack it (5.1, 5.5).
M.action.label = "Attack"
M.action.result = "combat_resolved" -- the CRT result (the odds of an attack name it)
M.action.slots = {
  { id = "target", kind = "hex", label = "Hex attacked (5.1)" },
  { id = "attackers", kind = "units", label = "Attacking units (5.1, 5.5)" },
}

function M.action.options(act, slot)
  local side = sandtable.game.active_side()
  local done = attacked()
  local out = {}
  if slot == "target" then
    local seen = {}
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if not done.units[u.key] then
        for _, hex in ipairs(sandtable.map.within(u.hex, 2)) do
          if not seen[hex] and enemy_in(hex, side) and not done.hexes[hex] and in_range(u, hex) then
            seen[hex] = true
            out[#out + 1] = { value = hex, label = hex, hex = hex }
          end
        end
      end
    end
    table.sort(out, function(a, b) return a.value < b.value end)
  elseif slot == "attackers" and type(act.target) == "string" then
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if u.on_map and not done.units[u.key] and in_range(u, act.target) then
        out[#out + 1] = { value = u.key, label = ("%s (%d)"):format(u.key, u.strength), unit = u.key, hex = u.hex }
      end
    end
  end
  return out
end

-- What an attack would be, for the host to show before confirming.
function M.action.describe(act)
  local a, d, col, doubled = M.odds(act)
  local cols = columns()
  return {
    attack = a,
    defence = d,
    odds = col and (cols[col][1] .. "-" .. cols[col][2]) or "below 1-2",
    doubled = doubled,
    results = col and (function()
      local r = {}
      for i = 1, 6 do r[i] = crt()[i][col] end
      return r
    end)() or {},
  }
end

return M
