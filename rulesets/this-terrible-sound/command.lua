-- command.lua — leaders and the chain of command: echelons, command radii, attachments and
-- detachments, wings as structure, leader casualties and replacements, HQs, escorts.
-- Seed 2.1/3.1 (army command and succession), 2.2a-c/3.4a-c (attachments), 2.3 (Mendenhall's
-- ad hoc command as structure), 2.4 (Wilder's radius), 2.5 (2/2/Res as a division), 3.3d
-- (wing dissolved on the commander's loss), 4.2 (HQ guards within 6 MP, trace to the HQ),
-- series S.3 (radii, out of command, leader casualties). Rule list: rules_command.lua.
--
-- The command tree is the order of battle's (oob_union.lua, oob_confederate.lua: every
-- command with its echelon, parent and named leader), whatever part of it a scenario sets up.
--
-- STATE (vars):
--   attachments = { [division or brigade key] = new parent key }       2.2/2.4/3.4
--   detached = { [division or brigade key] = true }                      2.2/3.4 (divisional goal)
--   wings = { active = bool, [wing key] = { commander, divisions = { keys } } } (orders.lua
--     creates them, 3.3); wings_dissolved = { [wing key] = true } (3.3d)
--   mendenhall = { batteries = { keys } }                                2.3
--   army_commander = { [side] = leader key }                             2.1/3.1 successor
--   acting = { [command key] = leader key }                              S.3.3 senior subordinate
--   fallen = { [leader key] = "killed" | "wounded" }                     S.3.3
-- INTERFACE:
--   command.echelon(leader) -> "army"|"wing"|"corps"|"division"|"brigade"|nil
--   command.leader_of(command_key) -> leader handle | nil   (the leader in play commanding it)
--   command.parent_of(command_key) -> command key (after attachments, wings)
--   command.brigade_of(unit), division_of(unit), corps_of(unit) -> key | nil
--   command.units_of(command_key) -> { handles } (combat units under it, attachments applied)
--   command.radius(leader) -> MP (charts.command_radius by echelon)
--   command.in_command(unit, memo?, at?) -> bool, why   (S.3.1 chain; memo: a table reused across
--                                            calls within one hook to share the radius searches)
--   command.anchor_of(unit, memo?) -> leader or HQ, reaches   (what a regiment traces to, and
--                                            whether that radius reaches it)
--   command.followed(hq_or_wagon) -> leader | nil   ("X HQ" / "X Supply": X's leader)
--   command.leader_casualty(leader, "wounded"|"killed", why)
--   command.check_leaders(hex, why) -> { {key, result} }   S.3.3 the 2d6 roll for each leader
--                                            stacked in `hex` after a result with a loss
--   command.army_commander(side) -> leader | nil
--   command.attach(key, to_key, why) -> ok, why   (2.2/3.4 limits; to_key nil = detach;
--                                            why starting "scenario" = 2.2c/3.4c override)
-- HOOKS: on_game_begin (scenario attachments from vars.attachments as given).

local U = require("util")
local tables = require("lib.tables")
local actions = require("lib.actions")
local M = {}

M.actions = {}
M.phase_actions = { command = { "rogue_command" } }

---------------------------------------------------------------------------------------------
-- The order of battle's command tree (both sides; keys are unique across sides)
---------------------------------------------------------------------------------------------
local TREE, LEADER_CMD
local function tree()
  if TREE then return TREE end
  TREE, LEADER_CMD = {}, {}
  for _, side in ipairs({ "union", "confederate" }) do
    local data = require("oob_" .. side)
    for _, c in ipairs(data.commands) do
      TREE[c.key] = { key = c.key, echelon = c.echelon, parent = c.parent, leader = c.leader, side = side }
    end
    for _, l in ipairs(data.leaders) do LEADER_CMD[l.key] = l end
  end
  -- The optional formations of the variants (oob_optional.lua: 2.7c/e/h/i/j, 3.7a/b/g/h/i/j,
  -- the 3.3c Third Wing): their commands join the tree (a key the base order of battle holds
  -- stays the base's), and a base leader who leads an optional command when his variant is in
  -- play (oob_optional.leader_commands: Hardee -> A Miss, ...) is keyed to it when that
  -- command's units are in the game (see leader_command below).
  local ok, opt = pcall(require, "oob_optional")
  if ok and type(opt) == "table" then
    for _, side in ipairs({ "union", "confederate" }) do
      local data = opt[side]
      for _, c in ipairs((data and data.commands) or {}) do
        if not TREE[c.key] then
          TREE[c.key] = { key = c.key, echelon = c.echelon, parent = c.parent, leader = c.leader, side = side, optional = true }
        end
      end
      for _, l in ipairs((data and data.leaders) or {}) do
        if not LEADER_CMD[l.key] then LEADER_CMD[l.key] = l end
      end
    end
  end
  return TREE
end

-- The command a leader leads: his unit's (the scenario's, options.lua's variant override
-- applied) if he is in the game, else the order of battle's.
local function leader_command(key)
  local u = key and sandtable.units.get(key)
  if u and u.leader and u.leader.commands then return u.leader.commands end
  tree()
  return LEADER_CMD[key or ""] and LEADER_CMD[key].command
end

local function vars(name) return sandtable.vars.get(name) or {} end
-- A shared read-only view of a variable (sandtable.vars.peek: converted once per vars
-- revision): for reads only, never changed in place (performance, no rule change).
local function peek(name) return sandtable.vars.peek(name) or {} end

local function sorted_keys(t)
  local out = {}
  for k in pairs(t) do if type(k) == "string" then out[#out + 1] = k end end
  table.sort(out)
  return out
end

-- The army command of a side ("A Cumb", "A Tenn").
local function army_key(side)
  for _, k in ipairs(sorted_keys(tree())) do
    local c = TREE[k]
    if c.side == side and c.echelon == "army" then return k end
  end
end

-- Active wings (3.3; created by orders.lua): { key, commander, divisions, super }.
local function active_wings()
  local w = peek("wings")
  local out = {}
  if w.active == false then return out end
  local gone = peek("wings_dissolved")
  for _, k in ipairs(sorted_keys(w)) do
    local v = w[k]
    if type(v) == "table" and not gone[k] and not v.dissolved then
      out[#out + 1] = { key = k, commander = v.commander, divisions = v.divisions or v.commands or {},
        super = v.super or v.commander == "Longstreet" }
    end
  end
  return out
end

-- active_wings() shared between calls while vars stay the same (keyed on the vars
-- revision); for the read-only loops below, never changed in place.
local WINGS_REV, WINGS
local function wings_read()
  local rev = sandtable.vars.revision()
  if WINGS_REV ~= rev then WINGS, WINGS_REV = active_wings(), rev end
  return WINGS
end

local in_list = tables.contains

-- The corps a command belongs to in the printed order of battle.
local function oob_corps(key)
  local k, guard = key, 0
  while k and guard < 12 do
    local c = tree()[k]
    if not c then return nil end
    if c.echelon == "corps" then return k end
    k, guard = c.parent, guard + 1
  end
end

function M.parent_of(command_key)
  local c = tree()[command_key or ""]
  if not c then return nil end
  local att = peek("attachments")[command_key]
  if att then return att end
  -- 3.3a Longstreet's divisions trace to his wing; 3.3b the other wing takes the divisions of
  -- its commander's own corps (the others keep their corps).
  if c.echelon == "division" then
    for _, w in ipairs(wings_read()) do
      if in_list(w.divisions, command_key) then
        local own = leader_command(w.commander)
        if w.super or c.parent == own then return w.key end
      end
    end
  end
  -- 3.3b a corps whose divisions are in a wing answers to the wing (its divisions still trace
  -- to the corps HQ unless they are of the wing commander's own corps)
  if c.echelon == "corps" then
    for _, w in ipairs(wings_read()) do
      for _, d in ipairs(w.divisions) do
        if TREE[d] and TREE[d].parent == command_key then return w.key end
      end
    end
  end
  return c.parent
end

-- 2.5 A brigade whose division has no leader in the game acts as a division (McCook's
-- 2/2/Res: J. D. Morgan belongs to the optional 2.7c units).
local function leaderless_division(div)
  local c = tree()[div or ""]
  if not c or c.echelon ~= "division" or not c.leader then return false end
  return sandtable.units.get(c.leader) == nil
end

function M.echelon(leader)
  if not leader or not U.is_leader(leader) then return nil end
  if leader.key == "Mendenhall" then return "brigade" end -- 2.3 "as if he were a brigade commander"
  for _, w in ipairs(wings_read()) do
    if w.commander == leader.key then return "wing" end -- 3.3a/3.3b
  end
  local cmd = leader.leader and leader.leader.commands
  local c = tree()[cmd or ""]
  if not c then
    -- a command the scenario declares but the order of battle does not
    local ok, sc = pcall(function() return sandtable.game.scenario().commands end)
    if ok and type(sc) == "table" then
      for _, x in ipairs(sc) do if x.key == cmd then return x.echelon end end
    end
    return nil
  end
  if c.echelon == "brigade" then
    if peek("detached")[cmd] then return "division" end -- 2.2b/3.4b a detached brigade acts as a division
    if leaderless_division(c.parent) then return "division" end -- 2.5
    if cmd == "Wilder" and peek("attachments")[cmd] then return "division" end -- 2.4
  end
  return c.echelon
end

-- The leader in play (on the map) commanding `command_key`: the order of battle's leader,
-- else a replacement leader of the command, else the acting senior subordinate (S.3.3).
function M.leader_of(command_key)
  local c = tree()[command_key or ""]
  if command_key == "Mendenhall" then
    local m = sandtable.units.get("Mendenhall")
    return (m and m.on_map) and m or nil
  end
  if c and c.leader then
    local l = sandtable.units.get(c.leader)
    if l and l.on_map then return l end
  end
  local acting = vars("acting")[command_key or ""]
  if acting then
    local l = sandtable.units.get(acting)
    if l and l.on_map then return l end
  end
  local side = c and c.side
  local best
  for _, l in ipairs(sandtable.units.all{ side = side, type = "leader" }) do
    -- 2.7j a rogue general (props.rogue, listed under the army) commands nothing of his own
    if l.leader and l.leader.commands == command_key and l.key ~= "Mendenhall" and not l:prop("rogue") then
      if not best or (l:prop("replacement") and not best:prop("replacement")) then best = l end
    end
  end
  return best
end

-- Walks up from a unit's command to the first command of echelon `want`.
local function up_to(u, want)
  if not u then return nil end
  local k = u.parent
  if U.is_leader(u) then k = u.leader and u.leader.commands or k end
  local guard = 0
  while k and guard < 12 do
    local c = tree()[k]
    if not c then return nil end
    local e = c.echelon
    if type(want) == "table" then
      if want[e] then return k end
    elseif e == want then
      return k
    end
    k, guard = M.parent_of(k), guard + 1
  end
end

function M.brigade_of(u) return up_to(u, "brigade") end

function M.division_of(u)
  local b = M.brigade_of(u)
  if b and (peek("detached")[b] or b == "Wilder") then return b end -- 2.2b/3.4b, 2.4
  local d = up_to(u, "division")
  if d and b and leaderless_division(d) then return b end -- 2.5 McCook's one-brigade division
  return d
end

function M.corps_of(u) return up_to(u, { corps = true, wing = true }) end

-- Whether command `k` lies under (or is) `top`, attachments applied.
local function under(k, top)
  local guard = 0
  while k and guard < 12 do
    if k == top then return true end
    k, guard = M.parent_of(k), guard + 1
  end
  return false
end

function M.units_of(command_key)
  local out = {}
  local side = tree()[command_key or ""] and TREE[command_key].side
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if U.is_combat(u) and under(u.parent, command_key) then out[#out + 1] = u end
  end
  if command_key == "Mendenhall" then
    for _, k in ipairs(vars("mendenhall").batteries or {}) do
      local u = sandtable.units.get(k)
      if u and u.on_map then out[#out + 1] = u end
    end
  end
  return out
end

-- S.3.1 The command radius of a leader (MP), by echelon.
function M.radius(leader)
  local r = U.chart("command_radius")
  local e = M.echelon(leader)
  if e == "wing" then
    -- reconstructed: 16 is Longstreet's (3.3a, a super corps); the other wings trace as corps (3.3b)
    for _, w in ipairs(wings_read()) do
      if w.commander == leader.key and not w.super then return r.corps end
    end
  end
  return r[e or "brigade"] or r.brigade
end

---------------------------------------------------------------------------------------------
-- S.3.1 Command radius: traced in movement points at the tracing leader's (mounted) costs,
-- ignoring zones of control, never through enemy-held hexes (reconstructed: README "radii in
-- MP"; the leader's own movement class: a mounted officer riding to the unit).
---------------------------------------------------------------------------------------------
local function reach_of(from, budget, memo)
  local key = from.key .. "@" .. tostring(from.hex) .. "/" .. budget
  local r = memo.reach[key]
  if r then return r end
  r = { [from.hex] = true }
  if U.is_leader(from) then
    for _, d in ipairs(sandtable.move.reachable(from, { budget = budget, ignore_zoc = true })) do r[d.hex] = true end
  else
    -- an HQ marker anchors the radius, traced at a mounted officer's (leader's) costs from its
    -- hex (an HQ marker moves at a leader's costs too: movement.lua class_of)
    for h in pairs(require("movement").reach_mp(from, from.hex, budget, "leader")) do r[h] = true end
  end
  memo.reach[key] = r
  return r
end

local function within(from, hex, budget, memo)
  if not from or not from.on_map or not hex then return false end
  return reach_of(from, budget, memo)[hex] == true
end

-- The HQ marker of a command (corps and wing HQs, 4.2 escorts), or its leader.
local function hq_of(key)
  local h = sandtable.units.get(key .. " HQ")
  if h and h.on_map then return h end
  local x = sandtable.units.get(key)
  if x and x.on_map and (U.is_hq(x)) then return x end
  -- 3.3b a corps whose commander leads a wing: its HQ is removed and the Wing HQ is used
  -- instead (its escorts too)
  local c = tree()[key]
  if c and c.echelon == "corps" and c.leader then
    for _, w in ipairs(wings_read()) do
      if w.commander == c.leader then
        local wh = sandtable.units.get(w.key .. " HQ")
        if wh and wh.on_map then return wh end
      end
    end
  end
  return M.leader_of(key)
end

local leader_in_command

-- Whether a command's leader or HQ is in this game at all (on the map, to arrive, or lost):
-- a level of command the scenario leaves out is skipped (reconstructed: 6.1's Minty traces to
-- no division leader, the scenario has none).
local function in_game(cmd)
  local c = tree()[cmd or ""]
  if not c then return false end
  if c.leader and sandtable.units.get(c.leader) then return true end
  if sandtable.units.get(cmd .. " HQ") then return true end
  return vars("acting")[cmd] ~= nil
end

-- The superior anchor a leader traces to and the radius: division leaders to the corps (or
-- wing) HQ, brigade leaders to the division leader; corps, wing and army leaders always in.
local function superior(l)
  local e = M.echelon(l)
  local cmd = l.leader and l.leader.commands
  if l.key == "Mendenhall" then return nil end -- 2.3 he is a corps staff officer
  if e == "army" or e == "corps" or e == "wing" then return nil end
  if peek("detached")[cmd or ""] then return nil end -- a detached command answers to its goal
  local r = U.chart("command_radius")
  local p = M.parent_of(cmd)
  if e == "division" then
    -- 2.5/2.4: a brigade acting as a division traces to the corps of its order of battle
    local k, guard = p, 0
    while k and guard < 8 do
      local c = tree()[k]
      if not c then return nil end
      if c.echelon == "corps" or c.echelon == "wing" then break end
      if c.echelon == "army" then return nil end -- Wilder under the army commander (2.4)
      k, guard = M.parent_of(k), guard + 1
    end
    if not k then return nil end
    local anchor = hq_of(k)
    local radius = r.corps
    for _, w in ipairs(wings_read()) do
      if w.key == k and w.super then radius = r.wing end -- 3.3a Longstreet's 16
    end
    -- 3.3a Under Longstreet the corps HQs are superfluous: the wing's leader stands for its HQ.
    return anchor, radius, k
  end
  -- brigade: its division leader
  local d = p
  local guard = 0
  while d and guard < 8 do
    local c = tree()[d]
    if not c then return nil end
    if c.echelon == "division" then break end
    if c.echelon == "corps" or c.echelon == "army" or c.echelon == "wing" then return nil end
    d, guard = M.parent_of(d), guard + 1
  end
  if not d then return nil end
  return M.leader_of(d), r.division, d
end

-- 6.6 SCR3 (vars.special_rules.any_brigade_commander): "Any unit who does not have a brigade
-- commander can trace to any brigade commander ... Any brigade commander without a divisional
-- commander may trace to any divisional commander" (Beatty, with none of his units, among
-- them). The first leader of echelon `want` of `side` within `radius` MP of `hex` whose own
-- command is in play, by key; nil when the rule is not in force or none is near.
local function any_commander(side, want, hex, radius, memo)
  local sr = vars("special_rules")
  if not sr.any_brigade_commander then return nil end
  for _, l in ipairs(sandtable.units.all{ side = side, type = "leader", sort = "key" }) do
    local c = tree()[(l.leader and l.leader.commands) or ""]
    if l.on_map and c and c.echelon == want and not l:prop("rogue") and within(l, hex, radius, memo) then return l end
  end
  return nil
end

leader_in_command = function(l, memo)
  local k = "L:" .. l.key
  if memo.status[k] ~= nil then return memo.status[k], memo.why[k] end
  memo.status[k] = true -- guards cycles
  local ok, why = true, nil
  local anchor, radius, cmd = superior(l)
  if cmd and not anchor and M.echelon(l) == "brigade" and vars("special_rules").any_brigade_commander then
    anchor = any_commander(l.side, "division", l.hex, radius, memo) -- 6.6 SCR3
    if not anchor then
      memo.status[k], memo.why[k] = false, ("6.6: %s has no division commander and none is within %d MP"):format(l.key, radius)
      return false, memo.why[k]
    end
  end
  -- 6.6 SCR2 (vars.either_corps): "1 Res Corps and 2/2/Res Corps trace divisional radii to
  -- either corps command, as needed" — a division (or 2.5 brigade acting as one) listed there
  -- out of its own corps HQ's radius traces to the first listed corps HQ whose radius reaches it.
  local either = vars("either_corps")[l.leader and l.leader.commands or ""]
  if cmd and M.echelon(l) == "division" and type(either) == "table"
    and not (anchor and within(anchor, l.hex, radius, memo)) then
    for _, k in ipairs(either) do
      local h = hq_of(k)
      if h and within(h, l.hex, U.chart("command_radius").corps, memo) then
        anchor, radius, cmd = h, U.chart("command_radius").corps, k
        break
      end
    end
  end
  if cmd then
    if not anchor then
      if in_game(cmd) then ok, why = false, ("S.3.1: %s has no leader or HQ in play"):format(cmd) end
    elseif not within(anchor, l.hex, radius, memo) then
      ok, why = false, ("S.3.1: %s is beyond %s's %d MP command radius"):format(l.key, anchor.key, radius)
    elseif U.is_leader(anchor) then
      local aok, awhy = leader_in_command(anchor, memo)
      if not aok then ok, why = false, awhy end
    end
  end
  memo.status[k], memo.why[k] = ok, why
  return ok, why
end

function M.new_memo() return { reach = {}, status = {}, why = {} } end

-- S.3.1 What a regiment or battery at `hex` traces its command to: a table { anchor = the
-- leader or HQ marker, reaches = whether the anchor's radius reaches `hex`, out = why not,
-- chain = whether the anchor's own command must be traced on }, or nil and why it is out of
-- command with nothing to trace to; nothing at all when it has no radius to trace.
local function trace_of(u, hex, memo)
  local r = U.chart("command_radius")
  -- 4.2 HQ guards and provosts trace to their HQ as if it were their brigade commander.
  local esc = u:prop("escort")
  if esc then
    local base = esc:gsub(" HQ$", "")
    local anchor = sandtable.units.get(esc)
    if not (anchor and anchor.on_map) then anchor = hq_of(base) end
    if not anchor then return nil, ("4.2: %s's HQ (%s) is not in play"):format(u.key, esc) end
    return { anchor = anchor, out = ("4.2: %s is more than %d MP from %s"):format(u.key, r.escort, anchor.key),
      -- measured at the escort's own costs (movement.within_mp)
      reaches = anchor.on_map and require("movement").within_mp(u, anchor.hex, hex, r.escort) }
  end
  -- 2.3 Mendenhall's batteries trace to him as to a brigade commander.
  if in_list(vars("mendenhall").batteries, u.key) then
    local m = M.leader_of("Mendenhall")
    return { anchor = m, reaches = within(m, hex, r.brigade, memo),
      out = ("2.3: %s is beyond Mendenhall's brigade command radius"):format(u.key) }
  end
  -- S.3.1 a regiment or battery traces to the first leader above it (brigade leader; the
  -- division leader for divisional artillery, the corps HQ for corps artillery) at the
  -- brigade radius (reconstructed for batteries: the seed gives artillery no other radius).
  -- 6.6 SCR2 (vars.trace_to): "10 and 74 Ind trace command to 2/4/14, as noted in set up";
  -- the scenarios' other regiment attachments (6.2 10 Conf to D/P/F Cav; orders.lua) — such a
  -- regiment traces to that brigade's leader at the brigade radius (orders.lua: it takes that
  -- brigade's orders; it stays in its own brigade for losses and wrecks). reconstructed: with
  -- that leader out of play it traces to its own brigade as usual.
  local tt = vars("trace_to")[u.key]
  if tt then
    local l = M.leader_of(tt)
    if l and l.on_map then
      return { anchor = l, reaches = within(l, hex, r.brigade, memo), chain = true,
        out = ("6.6: %s is beyond %s's %d MP command radius (it traces to %s)"):format(u.key, l.key, r.brigade, tt) }
    end
  end
  local k, guard = u.parent, 0
  while k and guard < 12 do
    local c = tree()[k]
    if not c then return nil end -- a command outside the order of battle: no radius to trace
    if c.leader or c.echelon == "corps" or c.echelon == "army" then
      local anchor
      if c.echelon == "corps" or c.echelon == "army" then anchor = hq_of(k) else anchor = M.leader_of(k) end
      if not anchor and c.echelon == "brigade" and vars("special_rules").any_brigade_commander then
        -- 6.6 SCR3: without its own brigade commander it traces to any brigade commander (the
        -- rule replaces the skipped level: none within reach is out of command)
        anchor = any_commander(u.side, "brigade", hex, r.brigade, memo)
        if not anchor then
          return nil, ("6.6: %s has no brigade commander and none is within %d MP"):format(u.key, r.brigade)
        end
      end
      if not anchor then
        if in_game(k) then return nil, ("S.3.1: %s has no leader in play"):format(k) end
        return nil
      end
      return { anchor = anchor, reaches = within(anchor, hex, r.brigade, memo), chain = U.is_leader(anchor),
        out = ("S.3.1: %s is beyond %s's %d MP command radius"):format(u.key, anchor.key, r.brigade) }
    end
    k, guard = M.parent_of(k), guard + 1
  end
  return nil
end

-- S.3.1/S.3.2 Whether a unit is in command now, and why not; with `at`, whether a regiment or
-- battery would be in command in that hex, its leaders where they stand (4.1's withdrawal
-- "must remain in command range": movement.lua). A leader is always judged where he stands.
function M.in_command(u, memo, at)
  memo = memo or M.new_memo()
  if not u or not u.on_map then return true end
  if U.is_leader(u) then return leader_in_command(u, memo) end
  if U.is_hq(u) or U.is_wagon(u) then return true end
  local t, why = trace_of(u, at or u.hex, memo)
  if not t then return why == nil, why end
  if not t.reaches then return false, t.out end
  if t.chain then return leader_in_command(t.anchor, memo) end
  return true
end

-- The leader an HQ marker ("X HQ") or supply wagon ("X Supply") goes with: the leader in play
-- commanding X, or nil.
function M.followed(u)
  local cmd = u and (u.key:match("^(.-) HQ$") or u.key:match("^(.-) Supply$"))
  return cmd and M.leader_of(cmd) or nil
end

-- S.3.1 The leader or HQ marker a regiment or battery traces its command radius to (as
-- in_command measures it) and whether that radius reaches it, or nil: the bots lead a unit
-- out of command back toward it.
function M.anchor_of(u, memo)
  if not u or not u.on_map or U.is_leader(u) or U.is_hq(u) or U.is_wagon(u) then return nil end
  local t = trace_of(u, u.hex, memo or M.new_memo())
  if not (t and t.anchor and t.anchor.on_map) then return nil end
  return t.anchor, t.reaches == true
end

---------------------------------------------------------------------------------------------
-- 2.1/3.1 Army command
---------------------------------------------------------------------------------------------
function M.army_commander(side)
  local succ = vars("army_commander")[side]
  if succ then
    local l = sandtable.units.get(succ)
    if l and l.on_map then return l end
  end
  return M.leader_of(army_key(side))
end

-- The senior corps commander in play (lowest seniority number).
local function senior_corps_commander(side, except)
  return (tables.min_by(sandtable.units.all{ side = side, type = "leader" }, function(l)
    local e = M.echelon(l)
    if l.key ~= except and not l:prop("replacement") and (e == "corps" or e == "wing") then
      return l:prop("seniority") or 999
    end
  end))
end

---------------------------------------------------------------------------------------------
-- S.3.3 Leader casualties
---------------------------------------------------------------------------------------------
local function set_var(name, k, v)
  local t = vars(name)
  t[k] = v
  sandtable.vars.set(name, t)
end

function M.leader_casualty(leader, result, why)
  if type(leader) == "string" then leader = sandtable.units.get(leader) end
  if not leader or leader.eliminated then return end
  local side, hex, key = leader.side, leader.hex, leader.key
  local cmd = leader.leader and leader.leader.commands
  local echelon = M.echelon(leader)
  local wings = active_wings()
  set_var("fallen", key, result)
  sandtable.log.event("leader_casualty", ("S.3.3: %s is %s (%s)"):format(key, result, why or ""),
    { leader = key, result = result, command = cmd, why = why })
  sandtable.units.eliminate(leader, ("S.3.3 %s: %s"):format(result, why or ""))
  -- 3.3d A wing whose commander falls is dissolved for good; its units revert to their corps.
  for _, w in ipairs(wings) do
    if w.commander == key then
      set_var("wings_dissolved", w.key, true)
      sandtable.log.event("wing_dissolved", ("3.3d: %s is dissolved: its commander %s is %s"):format(w.key, key, result), { wing = w.key })
    end
  end
  -- 2.1/3.1 The army commander is replaced by the senior corps commander in play.
  if echelon == "army" or vars("army_commander")[side] == key then
    local s = senior_corps_commander(side, key)
    if s then
      set_var("army_commander", side, s.key)
      sandtable.log.event("army_command", ("%s: %s takes command of the army"):format(side == "union" and "2.1" or "3.1", s.key), { side = side, leader = s.key })
    end
  end
  -- S.3.3 The replacement leader of the command takes over at the fallen leader's hex.
  if cmd and M.leader_of(cmd) == nil then
    local repl
    for _, l in ipairs(sandtable.units.all{ side = side, location = "any" }) do
      if U.is_leader(l) and not l.eliminated and not l.on_map and l:prop("replacement") and l.leader and l.leader.commands == cmd then
        repl = repl or l
      end
    end
    if repl and hex then
      sandtable.units.move(repl, hex)
      sandtable.log.event("replacement", ("S.3.3: %s replaces %s in %s"):format(repl.key, key, hex), { leader = repl.key, command = cmd })
    else
      -- reconstructed: no replacement counter: the senior leader of the commands directly
      -- under it takes over (the seed's seniority lists)
      local best
      for _, l in ipairs(sandtable.units.all{ side = side, type = "leader" }) do
        local lc = l.leader and l.leader.commands
        if lc and lc ~= cmd and tree()[lc] and M.parent_of(lc) == cmd then
          if not best or (l:prop("seniority") or 999) < (best:prop("seniority") or 999) then best = l end
        end
      end
      if best then
        set_var("acting", cmd, best.key)
        sandtable.log.event("replacement", ("S.3.3: %s takes command of %s"):format(best.key, cmd), { leader = best.key, command = cmd })
      end
    end
  end
end

-- S.3.3 The leader casualty check: 2d6 for each leader stacked in `hex` (charts.leader_loss:
-- 2 killed, 11-12 wounded). Returns { { key, result } } for the leaders hit.
function M.check_leaders(hex, why)
  local ll = U.chart("leader_loss")
  local out = {}
  for _, l in ipairs(U.by_key(sandtable.units.at(hex))) do
    if U.is_leader(l) then
      local roll = U.roll2d6(("S.3.3 leader casualty: %s"):format(l.key))
      local result
      if in_list(ll.killed, roll) then result = "killed" elseif in_list(ll.wounded, roll) then result = "wounded" end
      if result then
        out[#out + 1] = { l.key, result }
        M.leader_casualty(l, result, why)
      end
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- 2.2/3.4 Attachments and detachments (2.3 Mendenhall, 2.4 Wilder)
---------------------------------------------------------------------------------------------
local function count_attached(to)
  local n = 0
  for _, k in ipairs(sorted_keys(vars("attachments"))) do
    if vars("attachments")[k] == to and k ~= "Wilder" then n = n + 1 end
  end
  return n
end

function M.attach(key, to, why)
  local c = tree()[key or ""]
  local scenario = type(why) == "string" and why:lower():sub(1, 8) == "scenario"
  -- 2.3 Mendenhall's ad hoc command of up to six batteries within his brigade radius.
  if to == "Mendenhall" then
    local u = sandtable.units.get(key or "")
    if not u or not U.is_artillery(u) then return false, "2.3: Mendenhall commands batteries only" end
    if u.side ~= "union" then return false, "2.3: Mendenhall commands Union batteries" end
    local m = vars("mendenhall")
    m.batteries = m.batteries or {}
    if in_list(m.batteries, key) then return false, ("2.3: %s is already under Mendenhall"):format(key) end
    if #m.batteries >= 6 then return false, "2.3: Mendenhall may never affect more than 6 batteries at a time" end
    local men = M.leader_of("Mendenhall")
    if not scenario and not (men and within(men, u.hex, U.chart("command_radius").brigade, M.new_memo())) then
      return false, ("2.3: %s is not within Mendenhall's brigade command radius"):format(key)
    end
    m.batteries[#m.batteries + 1] = key
    sandtable.vars.set("mendenhall", m)
    sandtable.log.event("attach", ("2.3: %s joins Mendenhall's command (%s)"):format(key, why or ""), { unit = key, to = to })
    return true
  end
  if to == nil and key and key:sub(1, 11) == "Mendenhall:" then return false, "2.3" end
  if not c then
    local u = sandtable.units.get(key or "")
    if u and u:prop("escort") then return false, "4.2: HQ guards and provosts may never be reassigned" end
    return false, ("2.2b/3.4b: regiments are never allowed to be detached or attached (%s)"):format(tostring(key))
  end
  local union = c.side == "union"
  local r2 = union and "2.2" or "3.4"
  if scenario then
    -- 2.2c/3.4c scenario-specific attachments override the limits
    if to == nil then set_var("detached", key, true) else set_var("attachments", key, to) end
    sandtable.log.event("attach", ("%sc: %s %s (%s)"):format(r2, key, to and ("attached to " .. to) or "detached", why), { command = key, to = to })
    return true
  end
  if to ~= nil and not tree()[to] then return false, ("%s: no command %s"):format(r2, tostring(to)) end
  if c.echelon == "brigade" and key == "Wilder" then
    -- 2.4 Wilder: under the army commander or attached to any Union corps, free of 2.2's limits
    if to ~= nil and TREE[to].echelon ~= "corps" and TREE[to].echelon ~= "army" then
      return false, "2.4: Wilder's Brigade may be attached to a Union corps only"
    end
    set_var("attachments", key, (to and TREE[to].echelon == "corps") and to or nil)
    sandtable.log.event("attach", ("2.4: Wilder's Brigade %s"):format(to and ("under " .. to) or "under the army commander"), { command = key, to = to })
    return true
  end
  if c.echelon == "brigade" then
    if to ~= nil then
      return false, ("%sb: no %s brigade can ever be assigned to another division or brigade"):format(r2, union and "Union" or "Confederate")
    end
    -- up to one brigade per division detached
    for _, k in ipairs(sorted_keys(vars("detached"))) do
      if k ~= key and TREE[k] and TREE[k].echelon == "brigade" and TREE[k].parent == c.parent then
        return false, ("%sb: %s already has a detached brigade (%s)"):format(r2, c.parent, k)
      end
    end
    set_var("detached", key, true)
    sandtable.log.event("attach", ("%sb: %s is detached (%s)"):format(r2, key, why or ""), { command = key })
    return true
  end
  if c.echelon == "division" then
    if to == nil then
      set_var("detached", key, true) -- any division may be detached
      sandtable.log.event("attach", ("%sa: %s is detached (%s)"):format(r2, key, why or ""), { command = key })
      return true
    end
    if TREE[to].echelon ~= "corps" then return false, ("%sa: a division may only be attached to a corps"):format(r2) end
    if to == oob_corps(key) then
      -- back to its own corps
      local a = vars("attachments"); a[key] = nil; sandtable.vars.set("attachments", a)
      local d = vars("detached"); d[key] = nil; sandtable.vars.set("detached", d)
      return true
    end
    if not union then return false, "3.4a: no Confederate corps can attach a division from another corps" end
    local limit = 1
    local thomas = sandtable.units.get("Thomas")
    if to == "14 Corps" and thomas and thomas.on_map then limit = 2 end
    if count_attached(to) >= limit then
      return false, ("2.2a: %s may not attach more than %d division%s at a time"):format(to, limit, limit > 1 and "s" or "")
    end
    set_var("attachments", key, to)
    local d = vars("detached"); d[key] = nil; sandtable.vars.set("detached", d)
    sandtable.log.event("attach", ("2.2a: %s is attached to %s (%s)"):format(key, to, why or ""), { command = key, to = to })
    return true
  end
  return false, ("%s: %s (%s) cannot be attached or detached"):format(r2, key, c.echelon)
end

-- 2.3 Mendenhall dissolves his ad hoc command: the batteries revert to their parents.
function M.release_mendenhall(why)
  sandtable.vars.set("mendenhall", { batteries = {} })
  sandtable.log.event("attach", "2.3: Mendenhall's batteries revert to their parent organizations (" .. (why or "") .. ")", {})
end

---------------------------------------------------------------------------------------------
-- 3.3 Wings as structure (orders.lua's create/dissolve wings orders call these on acceptance)
---------------------------------------------------------------------------------------------
-- The wing `commander_key` commands now (3.3a/3.3b), or nil.
function M.wing_of_commander(commander_key)
  for _, w in ipairs(wings_read()) do
    if w.commander == commander_key then return w.key end
  end
  return nil
end

-- The active wings: { { key, commander, divisions, super } } sorted by key.
function M.wings() return active_wings() end

-- 3.3/3.3c Create wing `key` under `commander` with `divisions`; its HQ marker ("<key> HQ",
-- if the scenario has it) goes to `hq_hex`. orders.lua calls this when a wing commander
-- accepts his create-wings order (3.3), including the Army of Mississippi mod's third wing
-- (3.3c: a Divisional Goal HQ as its marker, its divisions taken from the two existing wings,
-- so a division named here leaves any other wing). A wing other than Longstreet's works like
-- Polk's (3.3b): "remove the appropriate Corps HQ and use the Wing HQ instead" — the
-- commander's own corps HQ leaves the map.
function M.add_wing(key, commander, divisions, hq_hex, why)
  local w = vars("wings")
  local list, mine = {}, {}
  for _, d in ipairs(divisions or {}) do list[#list + 1] = d; mine[d] = true end
  table.sort(list)
  for _, k in ipairs(sorted_keys(w)) do
    local v = w[k]
    if k ~= key and type(v) == "table" then
      local keep = {}
      for _, d in ipairs(v.divisions or v.commands or {}) do if not mine[d] then keep[#keep + 1] = d end end
      v.divisions, v.commands = keep, nil
    end
  end
  w[key] = { commander = commander, divisions = list, super = commander == "Longstreet" }
  w.active = true
  sandtable.vars.set("wings", w)
  local hq = sandtable.units.get(key .. " HQ")
  if hq and hq_hex and sandtable.map.on_map(hq_hex) then
    sandtable.units.move(hq, hq_hex)
    if hq:prop("arrives") ~= nil then sandtable.units.set_prop(hq, "arrives", nil) end
  end
  if commander ~= "Longstreet" then
    local own = leader_command(commander)
    local chq = own and tree()[own] and tree()[own].echelon == "corps" and sandtable.units.get(own .. " HQ")
    if chq and chq.on_map then
      sandtable.units.remove(chq, "pending", ("3.3b: %s's corps HQ is replaced by the %s HQ"):format(commander, key))
      if chq:prop("arrives") ~= nil then sandtable.units.set_prop(chq, "arrives", nil) end
    end
  end
  sandtable.log.event("wing_created", ("3.3: %s under %s: %s (%s)"):format(key, commander, table.concat(list, ", "), why or ""),
    { wing = key, commander = commander, divisions = list })
end

-- 3.3 Dissolve wing `key`: its commander reverts to his corps; the wings may never be reformed.
function M.dissolve_wing(key, why)
  set_var("wings_dissolved", key, true)
  local w = vars("wings")
  w.never_again = true
  sandtable.vars.set("wings", w)
  local hq = sandtable.units.get(key .. " HQ")
  if hq and hq.on_map then sandtable.units.remove(hq, "pending", "3.3 the wing is dissolved: its HQ marker leaves the map") end
  sandtable.log.event("wing_dissolved", ("3.3: %s is dissolved (%s)"):format(key, why or ""), { wing = key })
end

---------------------------------------------------------------------------------------------
-- 2.7j Rogue generals (Hooker, Sherman, McPherson: props.rogue) "replace any wounded or killed
-- corps commander": { kind = "rogue_command", leader = ROGUE, command = CORPS } in the command
-- phase takes command of a Union corps whose own commander is wounded or killed (vars.fallen),
-- overriding any replacement (vars.acting); one corps at a time. His initiative orders to any
-- unit are orders.lua's, his morale effect on any unit morale.lua's, the stoppage modifier
-- orders.lua's (rogue_led).
---------------------------------------------------------------------------------------------
local function rogue_plan(a)
  if sandtable.game.phase() ~= "command" then return nil, "2.7j: in the command phase" end
  local l = sandtable.units.get(a.leader or "")
  if not l or not U.is_leader(l) or not l:prop("rogue") then return nil, "2.7j: only Hooker, Sherman or McPherson (a rogue general)" end
  if l.side ~= sandtable.game.active_side() or not l.on_map then return nil, "2.7j: the rogue general must be in play" end
  local c = tree()[a.command or ""]
  if not c or c.echelon ~= "corps" or c.side ~= l.side then return nil, "2.7j: a corps of his own army" end
  local fallen = vars("fallen")
  if not (c.leader and fallen[c.leader]) then
    return nil, ("2.7j: %s's commander (%s) is not wounded or killed"):format(a.command, tostring(c.leader))
  end
  for k, who in pairs(vars("acting")) do
    if who == l.key and k ~= a.command then return nil, ("2.7j: %s already commands %s"):format(l.key, k) end
  end
  if vars("acting")[a.command] == l.key then return nil, ("2.7j: %s already commands %s"):format(l.key, a.command) end
  return { l = l, cmd = a.command }
end

M.actions.rogue_command = {
  rule = "2.7j",
  can = actions.can_from(rogue_plan),
  resolve = function(a)
    local p = assert(rogue_plan(a))
    set_var("acting", p.cmd, p.l.key)
    sandtable.log.event("replacement", ("2.7j: %s replaces the fallen commander of %s"):format(p.l.key, p.cmd), { leader = p.l.key, command = p.cmd })
  end,
  describe = function(a) return { rule = "2.7j", leader = a.leader, command = a.command } end,
  list = function(side)
    local out = {}
    side = side or sandtable.game.active_side()
    if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "command" then return out end
    local keys = {}
    for k, c in pairs(tree()) do if c.echelon == "corps" and c.side == side then keys[#keys + 1] = k end end
    table.sort(keys)
    for _, l in ipairs(sandtable.units.all{ side = side, type = "leader", sort = "key" }) do
      if l:prop("rogue") then
        for _, k in ipairs(keys) do
          local a = { kind = "rogue_command", leader = l.key, command = k }
          if rogue_plan(a) then out[#out + 1] = a end
        end
      end
    end
    return out
  end,
}

-- 2.2c/3.4c Scenario attachments (vars.attachments as the scenario gives them) are kept;
-- 2.5 needs nothing at start.
function M.on_game_begin() end

M.U = U
return M
