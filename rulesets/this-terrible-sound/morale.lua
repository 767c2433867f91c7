-- morale.lua — morale states (bloodlust, normal, shaken, disorganized, routed), the
-- straggler tables and the morale table (series S.7), rally, wrecks of regiments, brigades,
-- divisions (S.8, seed 5.4's counting), straggler recovery (S.8, 4.2 escorts never, 5.4 not
-- off map when wrecked), bloodlust's end. Rule list: rules_morale.lua.
--
-- STATE: unit statuses (U.set_morale_state), props.stragglers / props.killed (U.lose,
--   U.straggle, U.recover), vars.close_combat_turn = { [unit key] = game turn of its last
--   close combat } (S.7.4 bloodlust ends after a turn without close combat).
-- INTERFACE:
--   morale.apply_fire(target_hex, loss, opts) -> { [unit key] = { lost, killed, stragglers,
--        state, roll } }
--        S.7.2/S.7.3: splits a fire result among the hex's combat units, one SP at a time to
--        the strongest (ties by key; reconstructed), rolls Straggler Table 1 for each unit
--        that lost SP (the rest of its loss is permanent), then each unit of the hex checks
--        morale (-1 per SP it lost), then Straggler Table 2 for each unit that lost nothing
--        or whose result is disorganized or routed. opts: {
--          miss = n         a negative fire value: no loss, the check adds |n| (charts)
--          flank = bool     fired on / assaulted through a flank hexside (-2)
--          from = hex       where the fire came from (breastworks facing, routed retreat)
--          close_combat = bool   an assault's fire: bloodlust possible; no retreat here
--                           (assault.lua retreats the defender, S.6)
--          units = {handles}     only these units are hit (5+ hexes: only the guns)
--          mods = { {n, why} }   further modifiers
--          why = text }
--   morale.check(unit, modifier, why, opts) -> new state, modified roll
--        S.7.3 2d6 + modifier + the unit's modifiers on charts.morale_table by grade; opts:
--        { lost = SP, flank, from, close_combat, mods, no_retreat }
--   morale.brigade_wrecked(key) -> bool ; morale.division_wrecked(key) -> bool
--   morale.wrecked_regiments(division_key) -> n    (orders.lua 4.1 stoppage row)
--   morale.wrecked_divisions(side) -> n             (events.lua panic / pessimism)
--   morale.wrecked_brigades(corps_key) -> n         (victory.lua 5.4)
--   morale.brigades_of(command_key) -> { keys }     brigades under a command, sorted
-- RALLY (S.7.4, automatic in on_phase_begin("rally"), for the phasing side): rally attempts,
--   bloodlust ends, straggler recovery (S.8.2). Automatic because a rally attempt has no
--   cost and no risk in the reconstructed chart, so every player would try every eligible
--   unit and the best leader: there is no decision, so pending("rally") is always false.

local U = require("util")
local modifiers = require("lib.modifiers")
local M = {}

M.actions = {}
M.phase_actions = { rally = {} }

local function movement() return require("movement") end
local function command() return require("command") end

---------------------------------------------------------------------------------------------
-- The command tree: command.parent_of when it knows attachments and wings, else the kernel's
-- order of battle (scripts/lib/oob.lua over sandtable.oob; it never changes in a game).
---------------------------------------------------------------------------------------------
local oob = require("lib.oob")

local function parent_of(key)
  local ok, p = pcall(function() return command().parent_of(key) end)
  if ok and p then return p end
  return oob.parent(key)
end

-- Whether command `key` is `ancestor` or under it.
local function under(key, ancestor) return oob.under_by(parent_of, key, ancestor, 20) end

-- A regiment for wrecks: infantry, cavalry or mounted infantry (not guns, leaders, wagons).
local function regiment(u) return U.is_combat(u) and not U.is_artillery(u) end

local function brigade_key(u)
  local ok, b = pcall(function() return command().brigade_of(u) end)
  if ok and b then return b end
  return u.parent
end

-- S.8.1 a regiment is wrecked with its status (U.check_wreck) or when eliminated.
local function regiment_wrecked(u) return u.eliminated or u:has("wrecked") end

-- The regiments of the game indexed by brigade, once per command structure (performance: the
-- full order of battle has some 1,200 units and 5.4 counts every brigade at every turn end;
-- a scan of every unit per brigade ran out of the hook's instruction budget). Handles are live
-- views, so the index holds while units move, wreck or leave; it is rebuilt when the command
-- structure (attachments, detachments, wings) changes. INDEX = { sig, all = { handles by key },
-- by_side = { [side] = { handles } }, brigade = { [brigade] = { handles } }, brigades = sorted
-- keys, of = { [unit key] = brigade } }.
local INDEX
local function index()
  local sig = U.structure_signature()
  if INDEX and INDEX.sig == sig then return INDEX end
  local ix = { sig = sig, all = {}, by_side = {}, brigade = {}, brigades = {}, of = {} }
  for _, u in ipairs(sandtable.units.all{ location = "any", sort = "key" }) do
    if regiment(u) then
      ix.all[#ix.all + 1] = u
      ix.by_side[u.side] = ix.by_side[u.side] or {}
      table.insert(ix.by_side[u.side], u)
      local b = brigade_key(u)
      if b then
        ix.of[u.key] = b
        if not ix.brigade[b] then ix.brigade[b] = {}; ix.brigades[#ix.brigades + 1] = b end
        table.insert(ix.brigade[b], u)
      end
    end
  end
  table.sort(ix.brigades)
  INDEX = ix
  return ix
end

-- Every regiment of the scenario (on the map, off it, arrived or not, eliminated), by key.
local function all_regiments(side)
  local ix = index()
  if side then return ix.by_side[side] or {} end
  return ix.all
end

local function regiments_of_brigade(key)
  local out = {}
  for _, u in ipairs(index().brigade[key] or {}) do
    if u.location ~= "pending" then out[#out + 1] = u end
  end
  return out
end

-- S.8.1 (reconstructed: charts.wreck.brigade_fraction) a brigade is wrecked when at least
-- half of its regiments in play (arrived; exited ones count, 5.4) are wrecked.
function M.brigade_wrecked(key)
  local regs = regiments_of_brigade(key)
  if #regs == 0 then return false end
  local n = 0
  for _, u in ipairs(regs) do if regiment_wrecked(u) then n = n + 1 end end
  return n >= #regs * U.chart("wreck").brigade_fraction
end

-- 5.4 Whether wrecking regiment `u` (not yet wrecked) would wreck its brigade: one more
-- wrecked regiment reaches S.8.1's half (the brigade's wreck is worth a victory point).
function M.wreck_tips_brigade(u)
  if not regiment(u) or regiment_wrecked(u) then return false end
  local key = index().of[u.key]
  if not key or M.brigade_wrecked(key) then return false end
  local regs = regiments_of_brigade(key)
  local n = 1
  for _, r in ipairs(regs) do if regiment_wrecked(r) then n = n + 1 end end
  return n >= #regs * U.chart("wreck").brigade_fraction
end

-- Brigades (commands with regiments in play) at or under command `key`, sorted.
function M.brigades_of(key)
  local ix = index()
  local out = {}
  for _, b in ipairs(ix.brigades) do
    local live = false
    for _, u in ipairs(ix.brigade[b]) do if u.location ~= "pending" then live = true break end end
    if live and under(b, key) then out[#out + 1] = b end
  end
  return out
end

-- S.8.1 (reconstructed: charts.wreck.division_fraction) a division is wrecked when at least
-- half of its brigades in play are wrecked (a one-brigade division, 2.5, with its brigade).
function M.division_wrecked(key)
  local bs = M.brigades_of(key)
  if #bs == 0 then return false end
  local n = 0
  for _, b in ipairs(bs) do if M.brigade_wrecked(b) then n = n + 1 end end
  return n >= #bs * U.chart("wreck").division_fraction
end

-- Wrecked regiments under a command (4.1 stoppage row).
function M.wrecked_regiments(key)
  local ix = index()
  local n = 0
  for _, b in ipairs(ix.brigades) do
    if under(b, key) then
      for _, u in ipairs(ix.brigade[b]) do if regiment_wrecked(u) then n = n + 1 end end
    end
  end
  return n
end

-- Wrecked brigades under a command (5.4 corps thresholds).
function M.wrecked_brigades(key)
  local n = 0
  for _, b in ipairs(M.brigades_of(key)) do if M.brigade_wrecked(b) then n = n + 1 end end
  return n
end

-- Wrecked infantry divisions of a side (seed Random Events: Army Panic, Bragg's Pessimism).
function M.wrecked_divisions(side)
  local ix = index()
  local keys = oob.keys(side, "division")
  local n = 0
  for _, k in ipairs(keys) do
    local infantry = false
    for _, b in ipairs(ix.brigades) do
      if under(b, k) then
        for _, u in ipairs(ix.brigade[b]) do
          if u.side == side and U.is_infantry(u) then infantry = true break end
        end
      end
      if infantry then break end
    end
    if infantry and M.division_wrecked(k) then n = n + 1 end
  end
  return n
end

-- The unit's division: the division echelon above its brigade.
local function division_of(u)
  local ok, d = pcall(function() return command().division_of(u) end)
  if ok and d then return d end
  local k, n = brigade_key(u), 0
  while k and n < 20 do
    if oob.echelon(k) == "division" then return k end
    k = parent_of(k)
    n = n + 1
  end
  return nil
end

---------------------------------------------------------------------------------------------
-- Leaders near a unit
---------------------------------------------------------------------------------------------
local function leaders_within(u, range)
  local out = {}
  if not u.hex then return out end
  for _, l in ipairs(sandtable.units.all{ side = u.side, type = "leader" }) do
    if l.hex and sandtable.map.distance(l.hex, u.hex) <= range then out[#out + 1] = l end
  end
  return U.by_key(out)
end

-- The best morale rating among `leaders` (nil if none); `chain` keeps only leaders of the
-- unit's chain of command.
local function best_leader(u, leaders, chain)
  local best, who
  for _, l in ipairs(leaders) do
    local c = l.leader and l.leader.commands
    -- 2.7j a rogue general (Hooker, Sherman, McPherson: props.rogue) "can effect morale for
    -- any unit": he counts for every unit of his side, in its chain of command or not
    if not chain or l:prop("rogue") or (c and under(brigade_key(u), c)) then
      local r = U.rating(l, "morale")
      if not best or r > best then best, who = r, l end
    end
  end
  return best, who
end

---------------------------------------------------------------------------------------------
-- S.7.3 Morale check
---------------------------------------------------------------------------------------------
local function in_close_combat(u)
  local t = sandtable.vars.get("close_combat_turn") or {}
  t[u.key] = sandtable.game.turn()
  sandtable.vars.set("close_combat_turn", t)
end

-- The modifiers of a check, as { {n, why}, ... } in a fixed order.
function M.modifiers(u, modifier, opts)
  opts = opts or {}
  local mm = U.chart("morale_modifiers")
  local mods = {}
  local function add(n, why) if n and n ~= 0 then mods[#mods + 1] = { n, why } end end
  add(modifier, opts.modifier_why or "S.7.3 fire result")
  if opts.lost and opts.lost > 0 then add(mm.per_sp_lost * opts.lost, ("S.7.3 %d SP lost"):format(opts.lost)) end
  local r = best_leader(u, leaders_within(u, 0), false)
  if r then add(r, "S.7.3 leader stacked") end
  local covered
  if opts.from and u.hex then covered = movement().breastworks_cover(u, opts.from) else covered = u:has("breastworks") end
  if covered then add(mm.breastworks, "4.3c breastworks") end
  if opts.flank then add(mm.flank, "S.7.3 flank") end
  if u.formation == "column" or u.formation == "limbered" then add(mm.column_or_limbered, "S.7.3 column or limbered") end
  if u:has("wrecked") then add(mm.wrecked_regiment, "S.8.1 wrecked regiment") end
  local b = brigade_key(u)
  if b and regiment(u) and M.brigade_wrecked(b) then add(mm.wrecked_brigade, "S.8.1 wrecked brigade") end
  local d = division_of(u)
  if d and M.division_wrecked(d) then add(mm.wrecked_division, "S.8.1 wrecked division") end
  if U.night() then add(mm.night, "S.10 night") end
  if u:has("low_ammo") then add(mm.low_ammo, "S.9 low ammo") end
  if U.morale_state(u) == "bloodlust" then add(mm.bloodlust, "S.7.1 bloodlust") end
  local okc, inc = pcall(function() return command().in_command(u) end)
  if okc and inc == false then add(U.chart("command_radius").out_of_command_morale, "S.3 out of command") end
  for _, m in ipairs(opts.mods or {}) do add(m[1], m[2]) end
  return mods
end

-- The Morale Table result for a modified roll: "routed" | "disorganized" | "shaken" |
-- "bloodlust" (close combat only) | "normal" (no effect).
function M.result(grade, roll, close_combat)
  local t = U.chart("morale_table")[grade] or U.chart("morale_table").C
  if roll <= t.routed then return "routed" end
  if roll <= t.disorganized then return "disorganized" end
  if roll <= t.shaken then return "shaken" end
  if close_combat and roll >= t.bloodlust then return "bloodlust" end
  return "normal"
end

-- S.7.3 the new state from the result: a worse result replaces the state; the same result
-- (shaken on shaken, disorganized on disorganized) makes it one step worse; bloodlust only
-- replaces normal (reconstructed: a shaken unit does not turn bloodthirsty).
function M.combine(state, result)
  local rs, rr = U.state_rank(state), U.state_rank(result)
  if result == "bloodlust" then return state == "normal" and "bloodlust" or state end
  if result == "normal" then return state end
  if rr > rs then return result end
  if rr == rs and (result == "shaken" or result == "disorganized") then
    return result == "shaken" and "disorganized" or "routed"
  end
  if state == "bloodlust" then return result end
  return state
end

-- S.7.1 a routed unit that cannot retreat is captured (its strength a permanent loss).
local function rout(u, from, why)
  if not from or u.eliminated or not u.on_map then return end
  local n = U.chart("close_combat").retreat_hexes -- reconstructed: routed by fire retreats as a beaten defender, 2 hexes
  local ok = movement().retreat(u, n, from, why)
  if not ok then
    U.lose(u, u.strength, "S.7.1 routed and cannot retreat: captured")
  end
end

function M.check(u, modifier, why, opts)
  opts = opts or {}
  if not U.is_combat(u) or u.eliminated then return U.morale_state(u), nil end
  if opts.close_combat then in_close_combat(u) end
  local grade = U.morale_grade(u)
  local mods = M.modifiers(u, modifier, opts)
  local dice = U.roll2d6(("S.7.3 morale %s (%s)"):format(u.key, why or "check"))
  local final, parts = modifiers.total(dice, mods)
  local result = M.result(grade, final, opts.close_combat)
  local before = U.morale_state(u)
  local after = M.combine(before, result)
  sandtable.log.event("morale_check", ("S.7.3 %s (grade %s) checks morale (%s): 2d6 %d%s = %d: %s, %s -> %s"):format(
    u.key, grade, why or "check", dice, #parts > 0 and (" " .. table.concat(parts, ", ")) or "", final, result, before, after),
    { unit = u.key, grade = grade, dice = dice, roll = final, result = result, before = before, state = after, why = why })
  if after ~= before then
    U.set_morale_state(u, after, ("S.7.3 %s"):format(why or "morale check"))
    if after == "routed" and not opts.close_combat and not opts.no_retreat then
      rout(u, opts.from, ("S.7.1 routed (%s)"):format(why or "morale"))
    end
  end
  return after, final
end

---------------------------------------------------------------------------------------------
-- S.7.2 Straggler tables
---------------------------------------------------------------------------------------------
local function straggler_mod(u)
  local sm = U.chart("straggler_modifiers")
  local n = 0
  if U.night() then n = n + sm.night end
  if u:has("wrecked") then n = n + sm.wrecked_regiment end
  local b = brigade_key(u)
  if b and M.brigade_wrecked(b) then n = n + sm.wrecked_brigade end
  local d = division_of(u)
  if d and M.division_wrecked(d) then n = n + sm.wrecked_division end
  local s = U.morale_state(u)
  if s == "disorganized" or s == "routed" then n = n + sm.routed_or_disorganized end
  return n
end

-- Roll a straggler table (1 or 2) for `u`: the table's value (before capping).
local function straggler_roll(u, table_no, why)
  local tbl = U.chart(table_no == 1 and "straggler_table_1" or "straggler_table_2")
  local row = tbl[U.morale_grade(u)] or tbl.C
  local die = U.d6(("S.7.2 straggler table %d %s (%s)"):format(table_no, u.key, why or "fire"))
  local r = math.max(1, math.min(#row, die + straggler_mod(u)))
  return row[r], die, r
end

-- Split `loss` SP among `units`: one at a time to the strongest remaining (ties by key).
local function split(units, loss)
  local left, share = {}, {}
  for _, u in ipairs(units) do left[u.key], share[u.key] = u.strength, 0 end
  for _ = 1, loss do
    local best
    for _, u in ipairs(units) do
      if left[u.key] > 0 and (not best or left[u.key] > left[best.key]) then best = u end
    end
    if not best then break end
    left[best.key] = left[best.key] - 1
    share[best.key] = share[best.key] + 1
  end
  return share
end

function M.apply_fire(target_hex, loss, opts)
  opts = opts or {}
  local why = opts.why or "fire"
  local units = opts.units
  if not units then units = U.combat_units_at(target_hex) end
  local list = {}
  for _, u in ipairs(units) do if U.is_combat(u) and not u.eliminated then list[#list + 1] = u end end
  list = U.by_key(list)
  local out = {}
  if #list == 0 then return out end
  loss = loss or 0
  if loss ~= math.floor(loss) then -- S.5 the rounder (fire.lua normally rounds first)
    local d = U.d6("S.5 rounder")
    loss = (d >= U.chart("rounder").up_on) and math.ceil(loss) or math.floor(loss)
  end
  local miss = 0
  if opts.miss and opts.miss ~= 0 then miss = math.abs(opts.miss)
  elseif opts.morale_mod then miss = opts.morale_mod end
  local share = split(list, math.max(0, loss))
  -- S.7.2 Straggler Table 1 for each unit with a loss; artillery loses guns, not stragglers
  -- (reconstructed: a gun does not straggle).
  for _, u in ipairs(list) do
    local n = share[u.key]
    local r = { lost = n, killed = 0, stragglers = 0 }
    if n > 0 then
      local s = 0
      if not U.is_artillery(u) then
        s = math.min(n, (straggler_roll(u, 1, why)))
      end
      -- permanent first, so that the straggle does not wreck before the loss is logged
      r.killed = U.lose(u, n - s, ("S.7.2 %s: killed and wounded"):format(why))
      r.stragglers = U.straggle(u, s, ("S.7.2 %s: stragglers"):format(why))
    end
    out[u.key] = r
  end
  -- S.7.3 every unit of the hex checks morale
  for _, u in ipairs(list) do
    local r = out[u.key]
    if not u.eliminated then
      local copts = { lost = r.lost, flank = opts.flank, from = opts.from, close_combat = opts.close_combat, mods = opts.mods,
        modifier_why = "S.5 near miss", no_retreat = opts.no_retreat }
      r.state, r.roll = M.check(u, miss, why, copts)
      -- S.7.2 Straggler Table 2: no loss in this fire, or a disorganized / routed result
      if not u.eliminated and (r.lost == 0 or r.state == "disorganized" or r.state == "routed") and not U.is_artillery(u) then
        local s = straggler_roll(u, 2, why)
        if s > 0 then r.stragglers = r.stragglers + U.straggle(u, s, ("S.7.2 %s: Straggler Table 2"):format(why)) end
      end
    else
      r.state = "eliminated"
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- S.7.4 Rally, bloodlust ends; S.8.2 straggler recovery (rally phase, phasing side)
---------------------------------------------------------------------------------------------
local function enemy_within(u, n)
  for _, e in ipairs(U.enemy_combat_units(u.side)) do
    if e.hex and sandtable.map.distance(e.hex, u.hex) <= n then return true end
  end
  return false
end

local BETTER = { shaken = "normal", disorganized = "shaken", routed = "disorganized" }

local function rally(side)
  local rc = U.chart("rally")
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    local s = U.morale_state(u)
    if U.is_combat(u) and BETTER[s] then
      if enemy_within(u, 1) then
        sandtable.log.event("rally", ("S.7.4 %s (%s) is adjacent to the enemy: no rally"):format(u.key, s), { unit = u.key, state = s })
      else
        local r, l = best_leader(u, leaders_within(u, rc.leader_range), true)
        if not (s == "routed" and rc.routed_needs_leader and not r) then
        local need = rc.need[U.morale_grade(u)] or rc.need.C
        local dice = U.roll2d6(("S.7.4 rally %s"):format(u.key))
        local total = dice + (r or 0)
        local ok = total >= need
        sandtable.log.event("rally", ("S.7.4 %s (%s) rallies: 2d6 %d%s = %d, needs %d: %s"):format(u.key, s, dice,
          r and ("%+d %s"):format(r, l.key) or "", total, need, ok and ("now " .. BETTER[s]) or "fails"),
          { unit = u.key, dice = dice, total = total, need = need, ok = ok })
        if ok then U.set_morale_state(u, BETTER[s], "S.7.4 rally") end
        end
      end
    end
  end
end

local function bloodlust_ends(side)
  local t = sandtable.vars.get("close_combat_turn") or {}
  local turn = sandtable.game.turn()
  for _, u in ipairs(sandtable.units.all{ side = side, status = "bloodlust", location = "any", sort = "key" }) do
    if (t[u.key] or 0) < turn then
      U.set_morale_state(u, "normal", "S.7.4 bloodlust ends after a turn without close combat")
    end
  end
end

-- S.8.2 on the hour and every night turn: one die a regiment with stragglers, not within 3
-- hexes of an enemy unit, not fired on this turn; success brings back 1 SP. Escorts never
-- (4.2); off the map only if not wrecked (5.4).
-- 6.6 (vars.off_map_recovery = { command, ... }): "H/P can recover stragglers off map,
-- starting with the first turn of the scenario, as long as it does not begin rolling for
-- entry. Once it begins rolling, it may not stop and recover stragglers again while still
-- off-map." A unit of such a command not yet arrived recovers by the same procedure (S.8.2:
-- on the hour and night turns, one die) while its arrival group has made no entry roll
-- (options.lua vars.optional_rolls[group].last). reconstructed: the printed "Start rolling at
-- time indicated" makes the first roll due at 2:30 p.m., so recovery runs until then.
local function recovers_off_map(u)
  local list = sandtable.vars.get("off_map_recovery")
  if type(list) ~= "table" then return false end
  local C = require("command")
  local mine = false
  for _, k in ipairs(list) do
    local x, guard = u.parent, 0
    while x and guard < 12 do
      if x == k then mine = true break end
      x, guard = C.parent_of(x), guard + 1
    end
  end
  if not mine then return false end
  local a = u:prop("arrives")
  local g
  if type(a) == "table" and type(a.roll) == "table" then
    -- options.lua names the group at its first movement phase: side:turn:hex
    g = a.roll.group or (a.turn and ("%s:%d:%s"):format(u.side, a.turn, tostring(a.hex or a.area))) or nil
  end
  if g and ((sandtable.vars.get("optional_rolls") or {})[g] or {}).last then return false end
  return true
end
M.recovers_off_map = recovers_off_map

function M.straggler_recovery(side)
  local sr = U.chart("straggler_recovery")
  if not (U.on_the_hour() or U.night()) then return end
  for _, u in ipairs(sandtable.units.all{ side = side, location = "any", sort = "key" }) do
    local s = u:prop("stragglers") or 0
    if s > 0 and not u.eliminated and (u.location ~= "pending" or recovers_off_map(u)) and not U.is_escort(u) then
      local eligible = true
      if u.on_map then
        if enemy_within(u, sr.not_within) or u:has("fired_at") then eligible = false end
      elseif u:has("wrecked") and u.location ~= "pending" then
        eligible = false -- 5.4 wrecked when it departed: no recovery off the map
      end
      if eligible then
        local need = sr.need[U.morale_grade(u)] or sr.need.C
        local die = U.d6(("S.8.2 straggler recovery %s"):format(u.key))
        local total = die + (U.night() and sr.night_mod or 0)
        local n = 0
        if total >= need then n = U.recover(u, 1, "S.8.2 straggler recovery") end
        sandtable.log.event("straggler_recovery", ("S.8.2 %s: d6 %d%s, needs %d: %s"):format(u.key, die,
          U.night() and (" %+d night"):format(sr.night_mod) or "", need, n > 0 and "1 SP back" or "none"),
          { unit = u.key, die = die, total = total, need = need, recovered = n })
      end
    end
  end
end

-- Scenario stragglers (6.4-6.6 "Ammunition and Previous Losses": "1/1/14—9 stragglers, 3
-- wrecked regiments", vars.brigade_losses = { [side] = { [brigade] = { stragglers, wrecked } } }).
-- The seed prints the count a brigade; its regiments already start at their reduced strength,
-- and the stragglers are the part of those losses they may recover (S.8.2, up to the
-- strength before the stragglers, as the loss tables' "n (m)"). reconstructed: the seed does
-- not say which regiments carry them, so they go one SP at a time to the regiment (not
-- artillery, not an escort, not eliminated; on the map or still to arrive) with the most
-- losses not yet so counted, ties by unit key; never more than a regiment's losses, and a
-- count beyond the brigade's losses is dropped with a log line. A brigade whose regiments
-- already carry stragglers from the loss tables (6.6 H/P) keeps those. The brigade's count
-- includes those of its regiments printed "(0)", off the map (vars.off_map_stragglers, 6.4);
-- they are taken out of it first.
function M.scenario_stragglers()
  local bl = sandtable.vars.get("brigade_losses")
  if type(bl) ~= "table" then return end
  local off = sandtable.vars.get("off_map_stragglers") or {}
  local function off_map(b)
    local n = 0
    for _, o in ipairs(off) do
      if type(o.unit) == "string" and o.unit:sub(-(#b + 1)) == "/" .. b then n = n + (tonumber(o.stragglers) or 0) end
    end
    return n
  end
  local sides = {}
  for side in pairs(bl) do sides[#sides + 1] = side end
  table.sort(sides)
  for _, side in ipairs(sides) do
    local brigades = {}
    for b in pairs(bl[side]) do brigades[#brigades + 1] = b end
    table.sort(brigades)
    for _, b in ipairs(brigades) do
      local want = math.max(0, (tonumber(bl[side][b].stragglers) or 0) - off_map(b))
      local regs, carried = {}, false
      for _, u in ipairs(sandtable.units.all{ side = side, location = "any", sort = "key" }) do
        if u.parent == b and U.is_combat(u) and not U.is_artillery(u) and not U.is_escort(u) and not u.eliminated then
          regs[#regs + 1] = u
          if (u:prop("stragglers") or 0) > 0 then carried = true end
        end
      end
      if want > 0 and not carried then
        local given = {}
        local left = want
        while left > 0 do
          local best, room = nil, 0
          for _, u in ipairs(regs) do
            local r = U.wreck_losses(u) - (given[u.key] or 0)
            if r > room then best, room = u, r end
          end
          if not best then break end
          given[best.key] = (given[best.key] or 0) + 1
          left = left - 1
        end
        for _, u in ipairs(regs) do
          if given[u.key] then sandtable.units.set_prop(u, "stragglers", given[u.key]) end
        end
        sandtable.log.event("scenario_stragglers", ("%s: %d stragglers on its regiments of the %d printed%s%s"):format(
          b, want - left, tonumber(bl[side][b].stragglers) or 0,
          want < (tonumber(bl[side][b].stragglers) or 0) and (", %d off the map"):format(off_map(b)) or "",
          left > 0 and (", %d more than its losses: dropped"):format(left) or ""),
          { brigade = b, stragglers = want - left, printed = tonumber(bl[side][b].stragglers) or 0 })
      end
    end
  end
end

function M.on_game_begin()
  -- S.8.1 wreck status of units that start below strength (scenario losses, 6.0 note 5)
  for _, u in ipairs(sandtable.units.all{ location = "any" }) do
    if not u.eliminated then U.check_wreck(u, "S.8.1 scenario starting strength") end
  end
  M.scenario_stragglers()
end

function M.on_phase_begin(phase)
  if phase ~= "rally" then return end
  local side = sandtable.game.active_side()
  rally(side)
  bloodlust_ends(side)
  M.straggler_recovery(side)
end

function M.pending(phase) return false end

M.U = U
return M
