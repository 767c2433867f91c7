-- 5 Command control and leaders (5.1 attacking, changing formation and moving normally need
-- it: fire.lua, movement.lua and melee.lua ask M.in_command; 5.2 command control; 5.3 leaders);
-- 5.4 the Confederate reorganisation into wings; 10.2 night
-- radii; 11.2 demoralised leaders; 12.422/12.423/12.522 as the scenarios set them.
-- Interface the other modules use:
--   M.in_command(u) -> boolean        5.23 fixed in the command phase for the player turn; 5.24 exempt units
--   M.leader_value(u) -> n, leader_key | nil   5.312a/5.313/5.25/5.36/11.2: the best value applicable to a
--                                       morale check of `u` now (0 if none)
--   M.melee_leader_value(u) -> n, leader_key | nil   5.312b the best value of a leader of its command
--                                       stacked with `u` (0 if none)
--   M.radius(leader) -> n              5.21/5.22/5.311/5.42/5.43/10.2
--   M.overrun(hex, by_unit)            5.322 an enemy combat unit is about to enter or pass `hex`:
--                                       call it BEFORE moving the unit in (the kernel refuses a
--                                       move into a hex holding an enemy leader); lone leaders
--                                       there are captured on 9-10 or placed on the nearest unit
--                                       of their command
--   M.leader_lost(leader, why)         5.33-5.35, 11.1: elimination, replacement, casualty points
--   M.value(leader) -> n               the leader's value now (replacement, 11.2 demoralisation)
--   M.commanders(u) -> leaders          the leaders whose command `u` belongs to (5.21, 5.22, 5.42)
--
-- State (vars):
--   command_control = { [side] = { turn = n, on = { keys }, off = { keys } } }   5.23: the
--       command phase's determination for that side's player turn
--   leader_lost_with = { turn = n, phase = id, pairs = { [unit_key] = leader_key } }   5.36
--   wings = { [wing_commander_key] = { division keys } }   5.41/12.422 (the scenarios or the
--       reorganize action set it)
--   reorganized = { turn = n, wings = ... }   5.45 the record both players see
--
-- Action (command phase, 5.4): { kind = "reorganize", wings = { LONGSTREET = { "Hindman", ... },
--   POLK = { ... } } }
local U = require("util")

local M = { actions = {}, phase_actions = { command = { "reorganize" } } }

local function cr() return U.chart("command_radius") end

---------------------------------------------------------------------------------------------
-- The command tree: the scenario's (oob.lua's commands), asked of the engine (sandtable.oob
-- through scripts/lib/oob.lua)
---------------------------------------------------------------------------------------------
local oob = require("lib.oob")
local parent_of = oob.parent

-- Whether command `cmd` lies under (or is) command `top`.
local under = oob.under

-- 5.44 cavalry commands (the Union Cavalry Corps, Forrest's and Wheeler's corps).
local CAVALRY_CORPS = { Cav = true, F = true, Wh = true }
local function cavalry_command(cmd)
  for k in pairs(CAVALRY_CORPS) do
    if under(cmd, k) then return true end
  end
  return false
end

-- The division of a command (a unit's parent), or nil if it belongs straight to a corps/army.
local division_of = oob.division

local function rank(l) return l:prop("rank") end
local function is_army(l) return rank(l) == "army" end

local function wings() return sandtable.vars.get("wings") end

-- The wing commander of a division (5.41), or nil.
local function wing_of_division(div)
  local w = wings()
  if not w or not div then return nil end
  local keys = {}
  for k in pairs(w) do keys[#keys + 1] = k end
  table.sort(keys)
  for _, k in ipairs(keys) do
    for _, d in ipairs(w[k]) do
      if d == div then return k end
    end
  end
  return nil
end

local function is_wing_commander(l)
  local w = wings()
  return w ~= nil and w[l.key] ~= nil
end

-- The wing of a (non-wing) leader: his division's, or for a corps leader the wing holding one
-- of his corps' divisions (sorted, so the first such wing).
local function wing_of_leader(l)
  local cmd = l.leader and l.leader.commands
  local c = cmd and sandtable.oob.command(cmd)
  if not c then return nil end
  if c.echelon == "division" then return wing_of_division(cmd) end
  local keys = {}
  for _, d in ipairs(sandtable.oob.commands(c.side)) do
    if d.parent == cmd and d.echelon == "division" then keys[#keys + 1] = d.key end
  end
  table.sort(keys)
  for _, k in ipairs(keys) do
    local w = wing_of_division(k)
    if w then return w end
  end
  return nil
end

local function leaders_of(side)
  local out = {}
  for _, l in ipairs(sandtable.units.all{ side = side, type = "leader" }) do
    if l.on_map then out[#out + 1] = l end
  end
  return U.by_key(out)
end

local function stacked_leaders(hex, side)
  local out = {}
  for _, l in ipairs(sandtable.units.at(hex)) do
    if l.side == side and U.is_leader(l) then out[#out + 1] = l end
  end
  return U.by_key(out)
end

---------------------------------------------------------------------------------------------
-- Leader values (5.31, 5.33, 11.2)
---------------------------------------------------------------------------------------------
local function exempt_from_demoralization(l)
  local ok, list = pcall(U.chart, "demoralization_exempt")
  if not ok then list = require("charts").demoralization_exempt end -- not declared as a table
  for _, k in ipairs(list or {}) do
    if k == l.key then return true end
  end
  return false
end

function M.value(l)
  local v = (l.leader and l.leader.ratings and l.leader.ratings.value) or 0
  -- 5.33 a replacement leader (printed on the back) is one lower (charts.leaders replacement)
  if l:prop("replaced") then
    local r = l:prop("replacement")
    v = (r and r.value) or math.max(0, v - 1)
  end
  -- 11.2 demoralisation: every leader's value -1 ("0" becomes "-1"), except the exempt ones
  if (sandtable.vars.get("demoralized") or {})[l.side] and not exempt_from_demoralization(l) then
    v = v - 1
  end
  return v
end

---------------------------------------------------------------------------------------------
-- Radii (5.21, 5.22, 5.311, 5.42, 5.43, 10.2)
---------------------------------------------------------------------------------------------
function M.radius(l)
  local c = cr()
  local r
  if is_wing_commander(l) then
    r = c.wing -- 5.42 wing commanders trace six hexes
  elseif is_army(l) then
    r = 0 -- 5.311 army leaders give no command control
  else
    r = (l.leader and l.leader.radius) or c[l.side] or 3 -- 5.21 four, 5.22 three
  end
  if l.hex and not is_army(l) then
    for _, o in ipairs(stacked_leaders(l.hex, l.side)) do
      -- 5.311 an army leader adds one hex to a stacked corps or wing leader
      if is_army(o) and (rank(l) == "corps" or is_wing_commander(l)) then r = r + c.army_bonus end
      -- 5.43 a wing commander adds one hex to a stacked leader of his wing
      if o ~= l and is_wing_commander(o) and not is_wing_commander(l) and wing_of_leader(l) == o.key then
        r = r + c.wing_bonus
      end
    end
  end
  if U.night() then r = r + c.night end -- 10.2 one less at night (Confederate 3, Union 2)
  return math.max(0, r)
end

-- 5.21 the hexes a path of at most `radius` hexes reaches from `hex`, free of enemy units and
-- enemy ZOC except through friendly units in that ZOC (sandtable.move.trace's defaults).
local function reach(side, hex, radius, cache, key)
  if cache and key and cache[key] then return cache[key] end
  local r = sandtable.move.trace(side, hex, radius)
  if cache and key then cache[key] = r end
  return r
end

local function leader_reaches(l, hex, cache)
  if l.hex == hex then return true end
  return reach(l.side, l.hex, M.radius(l), cache, l.key)[hex] ~= nil
end

-- 12.423 Polk gives no command control until he has rolled 1-2 (vars.polk_started, kept by
-- the special rules of section 12).
local function held_back(l)
  return l.key == "POLK" and sandtable.vars.get("polk_started") == false
end

---------------------------------------------------------------------------------------------
-- Who commands whom
---------------------------------------------------------------------------------------------

-- 5.21 the unit's division or corps leader; 5.34 a lost Union division leader's brigades answer
-- to the corps leader (the corps leader is always one of the candidates).
local function own_leader(l, u)
  local cmd = l.leader and l.leader.commands
  if not cmd or not u.parent then return false end
  if is_army(l) or is_wing_commander(l) then return false end
  return cmd == u.parent or cmd == parent_of(u.parent)
end

local function thomas_army() return sandtable.vars.get("thomas_commands_army") == true end

-- The leaders (on the map) able to give command control to units this instant, with the 5.42
-- chain after the Confederate reorganisation: a wing commander activates the corps and
-- division leaders of his wing within six hexes; an activated corps leader activates his own
-- (original, 5.42) division leaders within his radius. Cavalry leaders are unaffected (5.44).
local function active_leaders(side, cache)
  local active = {}
  local all = leaders_of(side)
  local w = wings()
  local chain = side == "confederate" and w ~= nil
  for _, l in ipairs(all) do
    if not is_army(l) and not is_wing_commander(l) and not held_back(l) then
      if not chain or cavalry_command(l.leader and l.leader.commands) or not wing_of_leader(l) then
        active[l.key] = true
      end
    end
  end
  if chain then
    local keys = {}
    for k in pairs(w) do keys[#keys + 1] = k end
    table.sort(keys)
    local corps_on = {}
    for _, wk in ipairs(keys) do
      local c = sandtable.units.get(wk)
      if c and c.on_map and not held_back(c) then
        for _, l in ipairs(all) do
          if not is_army(l) and not is_wing_commander(l) and not held_back(l)
            and wing_of_leader(l) == wk and leader_reaches(c, l.hex, cache) then
            active[l.key] = true
            if rank(l) == "corps" then corps_on[#corps_on + 1] = l end
          end
        end
      end
    end
    for _, k in ipairs(corps_on) do
      for _, l in ipairs(all) do
        if rank(l) == "division" and not active[l.key] and not held_back(l)
          and parent_of(l.leader.commands) == k.leader.commands and leader_reaches(k, l.hex, cache) then
          active[l.key] = true
        end
      end
    end
  end
  return active, all
end

-- 5.24 units always in command control: mounted cavalry, infantry in column, limbered
-- artillery, wagons; 6.82 Wilder.
local function exempt(u)
  if U.is_wagon(u) or U.is_wilder(u) then return true end
  return u.formation == "mounted" or u.formation == "column" or u.formation == "limbered"
end

local function escort_radius(side)
  local c = cr()
  -- reconstructed: 5.25 names Bragg and Rosecrans but 5.311 gives them no radius; the escort
  -- takes command from its army leader within the side's ordinary radius (4/3, 10.2 at night)
  local r = c[side] or 3
  if U.night() then r = r + c.night end
  return math.max(0, r)
end

-- Whether `u` is in command control this instant (5.21-5.25, 5.42, 6.82).
local function compute(u, active, all, cache)
  if not U.is_combat(u) and not U.is_wagon(u) then return true end
  if exempt(u) then return true end
  -- 5.25 the army HQ escorts take command only from Bragg or Rosecrans
  if u:prop("hq_escort") then
    for _, l in ipairs(all) do
      if is_army(l) and (l.hex == u.hex or reach(l.side, l.hex, escort_radius(l.side), cache, "escort:" .. l.key)[u.hex]) then
        return true
      end
    end
    return false
  end
  for _, l in ipairs(all) do
    if active[l.key] then
      local mine = own_leader(l, u)
        or (l.key == "THOMAS" and u.side == "union") -- 5.22 / 12.522 Thomas commands any Union unit
        or (U.is_artillery(u) and u.formation == "unlimbered") -- 5.21 unlimbered artillery: any leader
      if mine and leader_reaches(l, u.hex, cache) then return true end
    end
  end
  -- 6.82 Wilder gives command control to Lilly's artillery (per 5.22: the Union radius)
  if u:prop("lilly") then
    for _, w in ipairs(sandtable.units.all{ side = u.side }) do
      if w.on_map and U.is_wilder(w) and not U.routed(w) then
        local r = math.max(0, (cr()[u.side] or 3) + (U.night() and cr().night or 0))
        if w.hex == u.hex or reach(w.side, w.hex, r, cache, "wilder:" .. w.key)[u.hex] then return true end
      end
    end
  end
  return false
end

-- 5.23 The determination of the command phase for `side`: every unit on the map.
local function determine(side)
  local cache = {}
  local active, all = active_leaders(side, cache)
  local on, off = {}, {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and (U.is_combat(u) or U.is_wagon(u)) then
      if compute(u, active, all, cache) then on[#on + 1] = u.key else off[#off + 1] = u.key end
    end
  end
  table.sort(on)
  table.sort(off)
  local cc = sandtable.vars.get("command_control") or {}
  cc[side] = { turn = sandtable.game.turn(), on = on, off = off }
  sandtable.vars.set("command_control", cc)
  sandtable.log.event("command_determined", ("5.23 %s command control: %d in command, %d out of command%s"):format(
    side, #on, #off, #off > 0 and (" (" .. table.concat(off, ", ") .. ")") or ""),
    { side = side, on = on, off = off })
end

-- 5.314 the determination is the program's: a unit in radius of its leader cannot decline it.
function M.in_command(u)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u or U.is_leader(u) then return true end
  -- 5.23 the command phase's determination holds for the whole player turn
  local rec = (sandtable.vars.get("command_control") or {})[u.side]
  if rec and rec.turn == sandtable.game.turn() and sandtable.game.active_side() == u.side then
    for _, k in ipairs(rec.on) do if k == u.key then return true end end
    for _, k in ipairs(rec.off) do if k == u.key then return false end end
  end
  -- units not on the map at the command phase (reinforcements, 6.711) and the other side's
  -- units: determined now
  if not u.on_map then return true end
  local cache = {}
  local active, all = active_leaders(u.side, cache)
  return compute(u, active, all, cache)
end

-- The leaders whose command `u` belongs to (5.21, 5.22/12.522 Thomas, 5.42 its wing commander).
-- `value_use` restricts Thomas to XIV Corps (5.22) unless 12.522 is in force.
local function applicable(l, u)
  if is_army(l) then return false end -- 5.31 only division, corps and wing leaders have values
  if own_leader(l, u) then return true end
  if is_wing_commander(l) then
    return wing_of_division(division_of(u.parent)) == l.key -- 5.43/5.312 his wing's brigades
  end
  if l.key == "THOMAS" and u.side == "union" then
    return thomas_army() or under(u.parent, "XIV") -- 5.22 value to XIV only; 12.522 any unit
  end
  -- 6.82 Wilder may apply the value of any Union leader in radius
  if U.is_wilder(u) and l.side == u.side then return true end
  return false
end

function M.commanders(u)
  local out = {}
  for _, l in ipairs(leaders_of(u.side)) do
    if applicable(l, u) then out[#out + 1] = l end
  end
  return out
end

-- 5.36 a leader lost in combat lends no value to the unit he was stacked with (this phase).
local function lost_with(u, l)
  local r = sandtable.vars.get("leader_lost_with")
  if not r or r.turn ~= sandtable.game.turn() or r.phase ~= sandtable.game.phase() then return false end
  return (r.pairs or {})[u.key] == l.key
end

local function best(u, pick)
  if not U.is_combat(u) or u:prop("hq_escort") then return 0, nil end -- 5.25 escorts never use values
  local bv, bk
  for _, l in ipairs(leaders_of(u.side)) do
    if applicable(l, u) and not lost_with(u, l) and pick(l) then
      local v = M.value(l)
      -- 5.313 the owning player chooses among the leaders in radius: the best value
      if bv == nil or v > bv then bv, bk = v, l.key end
    end
  end
  if bv == nil then return 0, nil end
  return bv, bk
end

-- 5.312a/5.23: a leader of its command whose radius reaches the unit at the instant of the check.
function M.leader_value(u)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u or not u.on_map then return 0, nil end
  local cache = {}
  return best(u, function(l) return leader_reaches(l, u.hex, cache) end)
end

-- 5.312b: a leader of its command stacked with it.
function M.melee_leader_value(u)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u or not u.on_map then return 0, nil end
  return best(u, function(l) return l.hex == u.hex end)
end

---------------------------------------------------------------------------------------------
-- Leader losses (5.32-5.35, 11.1)
---------------------------------------------------------------------------------------------

-- The combat units on the map of a leader's command: his division or corps (and its
-- divisions), his wing's divisions, or the whole army.
local function command_units(l)
  local out = {}
  local cmd = l.leader and l.leader.commands
  for _, u in ipairs(sandtable.units.all{ side = l.side }) do
    if u.on_map and U.is_combat(u) then
      local mine
      if is_wing_commander(l) then
        mine = wing_of_division(division_of(u.parent)) == l.key
      elseif is_army(l) then
        mine = true
      else
        mine = u.parent ~= nil and cmd ~= nil and under(u.parent, cmd)
      end
      if mine then out[#out + 1] = u end
    end
  end
  return U.by_key(out)
end

-- The nearest unit of his command (5.322, 5.33): fewest hexes; "if two units are equally
-- close, the owning player has his choice" (5.322; 5.33 is silent on ties and takes the same
-- rule). `why` names the rule for the question.
local function nearest_unit(l, from, why)
  local near, bd = {}, nil
  for _, u in ipairs(command_units(l)) do
    local d = sandtable.map.distance(from, u.hex)
    if not bd or d < bd then near, bd = { u }, d elseif d == bd then near[#near + 1] = u end
  end
  if #near <= 1 then return near[1] end
  local choices = {}
  for _, u in ipairs(near) do
    choices[#choices + 1] = { value = u.key, unit = u.key, hex = u.hex, label = ("%s at %s"):format(u.key, u.hex) }
  end
  local key = sandtable.decisions.choose({ side = l.side, kind = "leader_placed", rule = why,
    prompt = ("%s is placed on the nearest unit of his command (%d hexes from %s): which?"):format(l.key, bd, from),
    choices = choices, context = { leader = l.key } })
  for _, u in ipairs(near) do
    if u.key == key then return u end
  end
end

local function place_on(l, u, why)
  if l.hex ~= u.hex then sandtable.units.move(l, u.hex) end
  sandtable.log.event("leader_placed", ("%s: %s placed with %s at %s"):format(why, l.key, u.key, u.hex),
    { leader = l.key, unit = u.key, hex = u.hex, why = why })
end

-- 5.35 the whole command is gone: removed, no victory points.
local function remove_commandless(l, why)
  sandtable.log.event("leader_removed", ("5.35 %s's command is eliminated: removed from play without victory points (%s)"):format(l.key, why),
    { leader = l.key, why = why })
  sandtable.units.eliminate(l, "5.35 command eliminated")
end

function M.leader_lost(l, why)
  if type(l) == "string" then l = sandtable.units.get(l) end
  if not l or l.eliminated or not l.on_map then return end
  why = why or "5.321 combat"
  local hex = l.hex
  -- 5.33 "all Confederate leaders have replacements … (except wing commanders)": a leader who
  -- commands a wing when he is lost (5.4: Polk, Longstreet) has none, whatever his counter
  local rep = l:prop("replacement") and not is_wing_commander(l)
  local target = rep and nearest_unit(l, hex, "5.33")
  if not target and not command_units(l)[1] then
    remove_commandless(l, why)
    return
  end
  -- 5.36 remember the unit he was stacked with, for this phase's morale checks
  local with = U.combat_unit_at(hex)
  if with and with.side == l.side then
    local r = sandtable.vars.get("leader_lost_with")
    if not r or r.turn ~= sandtable.game.turn() or r.phase ~= sandtable.game.phase() then
      r = { turn = sandtable.game.turn(), phase = sandtable.game.phase(), pairs = {} }
    end
    r.pairs[with.key] = l.key
    sandtable.vars.set("leader_lost_with", r)
  end
  -- 11.1 one point per star (a colonel one point); 5.33 also for an eliminated replacement
  local stars = (l.leader and l.leader.ratings and l.leader.ratings.stars) or 1
  U.record_casualties(l.side, stars, ("5.32 leader %s eliminated (%s)"):format(l.key, why), { leader = true })
  if rep then
    -- 5.33/5.34 a replacement (value one lower) is placed at once on the nearest unit of his
    -- command; replacements are never removed from play
    local first = not l:prop("replaced")
    sandtable.units.set_prop(l, "replaced", true)
    sandtable.log.event("leader_replaced", ("5.33 %s eliminated (%s): %s replacement, value %d"):format(
      l.key, why, first and "a" or "another", M.value(l)), { leader = l.key, why = why, value = M.value(l) })
    place_on(l, target, "5.33 replacement")
  else
    -- 5.34 the Union has replacements for corps leaders only; 5.33 none for wing commanders
    sandtable.log.event("leader_eliminated", ("5.32 %s eliminated (%s), no replacement"):format(l.key, why),
      { leader = l.key, why = why })
    sandtable.units.eliminate(l, why)
  end
end

-- 5.322 A leader alone in a hex that an enemy combat unit enters or passes through.
function M.overrun(hex, by)
  if type(by) == "string" then by = sandtable.units.get(by) end
  if not by or not U.is_combat(by) then return end
  local enemies = {}
  local friends = false
  for _, x in ipairs(sandtable.units.at(hex)) do
    if x.side ~= by.side then
      if U.is_leader(x) then enemies[#enemies + 1] = x elseif U.is_combat(x) then friends = true end
    end
  end
  if friends then return end
  for _, l in ipairs(U.by_key(enemies)) do
    local roll = U.d10(("5.322 %s overruns %s at %s"):format(by.key, l.key, hex))
    if roll >= 9 then
      sandtable.log.event("leader_captured", ("5.322 %s captured by %s (roll %d)"):format(l.key, by.key, roll),
        { leader = l.key, by = by.key, roll = roll })
      M.leader_lost(l, "5.322 captured")
    else
      local t = nearest_unit(l, hex, "5.322")
      if t then
        place_on(l, t, ("5.322 escapes %s (roll %d)"):format(by.key, roll))
      else
        remove_commandless(l, "5.322 escaped, no unit of his command")
      end
    end
  end
end

-- 8.32 leaders in the hex of a half-strength unit that surrenders in melee: 9-10 eliminated,
-- otherwise per 5.322 (placed on the nearest unit of their command).
function M.melee_surrender(hex, side, why)
  for _, l in ipairs(stacked_leaders(hex, side)) do
    local roll = U.d10(("8.32 %s in a surrender at %s"):format(l.key, hex))
    if roll >= 9 then
      M.leader_lost(l, why or "8.32 melee surrender")
    else
      local t = nearest_unit(l, hex, "5.322")
      if t then place_on(l, t, ("8.32 escapes (roll %d)"):format(roll)) else remove_commandless(l, "8.32") end
    end
  end
end

---------------------------------------------------------------------------------------------
-- 5.4 Confederate command reorganisation (command phase of the 0300/0400 turn, 20 September)
---------------------------------------------------------------------------------------------
local HOOD = { "Johnson", "Law", "Kershaw" } -- 5.41 Hood's Corps' three divisions go to Longstreet
-- 5.4 the Lieutenant Generals in order of seniority ("Longstreet and Polk were both senior to
-- D.H. Hill"; reconstructed: Longstreet before Polk, by date of rank)
local SENIORITY = { "LONGSTREET", "POLK", "D. H. HILL" }
-- 12.422's historical assignment, the default (5.41 recommends keeping corps together)
local HISTORICAL = {
  { "Hindman", "Stewart", "Preston", "Johnson", "Law", "Kershaw" },
  { "Cheatham", "Cleburne", "Breckinridge", "Gist", "Liddell" },
}

-- 5.41 the infantry divisions (5.44 cavalry is not reorganised).
local function infantry_divisions()
  local out = {}
  for _, c in ipairs(require("oob").commands) do
    if c.side == "confederate" and c.echelon == "division" and not cavalry_command(c.key) then out[#out + 1] = c.key end
  end
  return out
end

-- The two senior Lieutenant Generals surviving (on the map or due, not a replacement).
local function senior_generals()
  local out = {}
  for _, k in ipairs(SENIORITY) do
    local l = sandtable.units.get(k)
    if l and not l.eliminated and not l:prop("replaced") then out[#out + 1] = k end
    if #out == 2 then break end
  end
  return out
end

local function reorganisation_due()
  if wings() then return false end
  if sandtable.game.active_side() ~= "confederate" or sandtable.game.phase() ~= "command" then return false end
  local c = sandtable.game.clock()
  return c.day >= 2 and c.minute >= 3 * 60 and c.minute < 7 * 60
end

local function check_reorganize(act)
  if not reorganisation_due() then
    return false, "5.4: the reorganisation is made in the Confederate command phase of the 0300/0400 turn, 20 September (once)"
  end
  if type(act.wings) ~= "table" then return false, "5.4: give wings = { [commander] = { divisions } }" end
  local gens = senior_generals()
  if #gens < 2 then return false, "5.4: two Lieutenant Generals must survive to command the wings" end
  local given = {}
  for k, v in pairs(act.wings) do
    if k ~= gens[1] and k ~= gens[2] then
      return false, ("5.4: the wings go to the two senior surviving Lieutenant Generals (%s, %s), not %s"):format(gens[1], gens[2], tostring(k))
    end
    if type(v) ~= "table" then return false, "5.41: each wing is a list of divisions" end
    given[#given + 1] = k
  end
  if #given ~= 2 then return false, ("5.41: two wings, commanded by %s and %s"):format(gens[1], gens[2]) end
  local divs, seen = {}, {}
  for _, d in ipairs(infantry_divisions()) do divs[d] = true end
  local sizes = {}
  for _, k in ipairs(gens) do
    for _, d in ipairs(act.wings[k]) do
      if not divs[d] then return false, ("5.41/5.44: %s is not a Confederate infantry division"):format(tostring(d)) end
      if seen[d] then return false, ("5.41: %s is assigned twice"):format(d) end
      seen[d] = k
    end
    sizes[#sizes + 1] = #act.wings[k]
  end
  for d in pairs(divs) do
    if not seen[d] then return false, ("5.41: %s is not assigned to a wing"):format(d) end
  end
  table.sort(sizes)
  if sizes[1] ~= 5 or sizes[2] ~= 6 then return false, "5.41: one wing of six infantry divisions and one of five" end
  for _, d in ipairs(HOOD) do
    if gens[1] == "LONGSTREET" or gens[2] == "LONGSTREET" then
      if seen[d] ~= "LONGSTREET" then return false, ("5.41: Hood's divisions (%s) must go to Longstreet"):format(d) end
    end
  end
  return true
end

local function apply_wings(w, how)
  sandtable.vars.set("wings", w)
  local keys = {}
  for k in pairs(w) do keys[#keys + 1] = k end
  table.sort(keys)
  local parts = {}
  for _, k in ipairs(keys) do parts[#parts + 1] = ("%s: %s"):format(k, table.concat(w[k], ", ")) end
  sandtable.vars.set("reorganized", { turn = sandtable.game.turn(), wings = w, how = how })
  -- 5.45 recorded for both players: the log and vars.reorganized
  sandtable.log.event("command_reorganized", ("5.4 Confederate reorganisation (%s): %s"):format(how, table.concat(parts, "; ")),
    { wings = w, how = how })
end

-- The default (the player ends the phase without reorganising): 12.422's historical wings,
-- the six-division wing to the senior general (with Hood's three when Longstreet commands).
local function default_wings()
  local gens = senior_generals()
  if #gens < 2 then return nil end
  local w = {}
  local six = gens[1]
  if gens[2] == "LONGSTREET" then six = gens[2] end
  local five = six == gens[1] and gens[2] or gens[1]
  w[six] = { table.unpack(HISTORICAL[1]) }
  w[five] = { table.unpack(HISTORICAL[2]) }
  return w
end

M.actions.reorganize = {
  rule = "5.4",
  list = function(side)
    if side and side ~= "confederate" then return {} end
    if not reorganisation_due() then return {} end
    local w = default_wings()
    if not w then return {} end
    return { { kind = "reorganize", wings = w } }
  end,
  can = check_reorganize,
  resolve = function(act)
    apply_wings(act.wings, "the Confederate player's assignment")
    determine("confederate") -- 5.42 command control now originates with the wing commanders
  end,
  describe = function(act) return { rule = "5.4", wings = act.wings } end,
}

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------
function M.on_phase_begin(phase)
  if phase ~= "command" then return end
  -- 12.423 Polk's roll first: it is made at the start of the Confederate player turn, and the
  -- command control fixed now depends on it
  require("arrivals").polk_roll(sandtable.game.active_side())
  determine(sandtable.game.active_side())
end

-- 5.4 the command phase waits for the reorganisation.
function M.pending(phase)
  return phase == "command" and reorganisation_due() and #senior_generals() >= 2
end

function M.on_phase_end(phase)
  if phase ~= "command" then return end
  if reorganisation_due() then
    local w = default_wings()
    if w then
      apply_wings(w, "default: 12.422's historical wings, the player ended the phase")
      determine("confederate")
    end
  end
end

---------------------------------------------------------------------------------------------
-- 5.21 Where a leader keeps most of his command in radius (the computer players' leaders and
-- the stall report's reason for one that stands)
---------------------------------------------------------------------------------------------
-- The combat units of leader `l`'s own command on the map and not routed, by key.
function M.command_units(l)
  local cmd = l.leader and l.leader.commands
  local out = {}
  if not cmd then return out end
  for _, u in ipairs(sandtable.units.all{ side = l.side, sort = "key" }) do
    if u.on_map and U.is_combat(u) and not U.routed(u) and u.parent and under(u.parent, cmd) then out[#out + 1] = u end
  end
  return out
end

-- 5.322 a leader alone next to an enemy combat unit may be captured when it moves in.
local function exposed(hex, side)
  local friend = U.combat_unit_at(hex)
  if friend and friend.side == side then return false end
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    local e = U.combat_unit_at(n)
    if e and e.side ~= side then return true end
  end
  return false
end

-- The hex leader `l` may reach this phase (movement.reach) that puts most of his command
-- within his present radius (counted in hexes), never one where he would stand alone next to
-- an enemy combat unit; on equal counts his own hex, then the first in map order. Returns that
-- hex, its count, the count where he stands and the command's size; nil when no unit of his
-- command is on the map.
function M.best_post(l)
  local units = M.command_units(l)
  if #units == 0 or not l.on_map then return nil end
  local r = M.radius(l)
  local cover = {}
  for _, u in ipairs(units) do
    for _, h in ipairs(sandtable.map.within(u.hex, r)) do cover[h] = (cover[h] or 0) + 1 end
  end
  local here = cover[l.hex] or 0
  local best, bn = l.hex, here
  for _, d in ipairs(require("movement").reach(l)) do
    local n = cover[d.hex] or 0
    if n > bn and not exposed(d.hex, l.side) then best, bn = d.hex, n end
  end
  return best, bn, here, #units
end

-- 5.322/5.33 which of the equally near units a leader is placed on (nearest_unit): the
-- computer player takes the first by key.
M.decisions = {
  leader_placed = { rule = "5.322", bot = U.first_choice },
}

return M
