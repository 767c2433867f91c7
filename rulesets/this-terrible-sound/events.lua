-- events.lua — 4.4 Random Events (4.4a-4.4d), both sides' Random Events Tables and Leader
-- Tables (charts.random_events), and the designer's note against re-targeting a leader.
-- Rule list: rules_orders.lua (4.4x).
--
-- WHEN: last in the phasing player's command phase (4.4a), in on_phase_end("command"), after
--   orders.lua's arrivals, acceptance and delay rolls and every action of the phase; only the
--   phasing side rolls (4.4a: no Union event in a Confederate player turn). Never when the
--   scenario has vars.random_events == false (4.4b: 6.1-6.3).
-- STATE: vars.events = { pessimism_until = { day, minute }, targeted = { [side] = { leader
--   keys } }, walker = turn, oates = bool, whitaker_until = turn, walthall_turn = turn,
--   cheatham_day = day, ninth_ohio = turn, panic = { turn, stayed = {}, left = {} },
--   random_move = { mover = side, owner = side, left = n, turn, moved = { keys } } }
-- USES: orders.stop_division / stop_corps / worsen_one / accept_one / throw_away /
--   enemy_writes / accept_order; command.leader_casualty(leader, "wounded"|"killed", why);
--   fire.resolve_on_column(unit, "4-6", { flank = true, no_low_ammo = true, units = { unit } })
--   (Friendly Fire: only the chosen unit is hit); movement.delay_next_reinforcement(side, 8, why);
--   assault.resolve({ unit }, hex) (9th Ohio); morale.wrecked_divisions(side) (Army Panic,
--   Bragg's Pessimism); command.attach (panic: a staying division joins a staying corps).
-- INTERFACE: events.walthall_active() -> bool (fire.lua's -1 shift), events.pessimism(side) ->
--   bool (orders.lua refuses attack and exit orders; victory.lua: no exits), events.roll(side)
--   -> result id | nil (tests), events.leader_table(side, d66) (tests).
-- ACTION (movement phase of the side that rolled): { kind = "random_move", unit = REGIMENT,
--   to = HEX } — 4.4 Owning/Enemy Player Random Movement: two regiments up to 3 hexes each.

local U = require("util")
local M = {}

local function O() return require("orders") end
local function log(text, fields) sandtable.log.event("random_event_effect", text, fields or {}) end

local function ev()
  local e = sandtable.vars.get("events") or {}
  e.targeted = e.targeted or {}
  return e
end
local function save(e) sandtable.vars.set("events", e) end

local function chart() return U.chart("random_events") end
-- A chart indexed by roll: stored data may give the keys as strings.
local function at(t, n) return t[n] or t[tostring(n)] end

local function call(modname, fname, ...)
  local ok, m = pcall(require, modname)
  if not ok or type(m[fname]) ~= "function" then return nil end
  return m[fname](...)
end

local function hexes_to_enemy(u)
  local best
  for _, e in ipairs(U.enemy_combat_units(u.side)) do
    local d = sandtable.map.distance(u.hex, e.hex)
    if not best or d < best then best = d end
  end
  return best
end

local function leaders_of_echelon(side, ech)
  local out = {}
  for _, l in ipairs(sandtable.units.all{ side = side, type = "leader", sort = "key" }) do
    local c = l.leader and l.leader.commands
    if c and O().echelon(c) == ech and not l:prop("replacement") then out[#out + 1] = l end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- Interface
---------------------------------------------------------------------------------------------
function M.walthall_active()
  return ev().walthall_turn == sandtable.game.turn()
end

function M.pessimism(side)
  if side ~= "confederate" then return false end
  local p = ev().pessimism_until
  if not p then return false end
  local c = sandtable.game.clock()
  return c.day < p.day or (c.day == p.day and c.minute < p.minute)
end

---------------------------------------------------------------------------------------------
-- Leader casualties (Leader Table 11, 12-14, 15-23, 24-35)
---------------------------------------------------------------------------------------------
local function casualty(l, kind, why)
  local t = chart().leader_loss[kind]
  local r = U.d6(("4.4 leader loss: %s"):format(l.key))
  local result = "none"
  if r >= t.killed then result = "killed"
  elseif kind ~= "other" or r >= t.wounded then result = "wounded" end
  log(("%s: %s, die %d: %s"):format(why, l.key, r, result), { leader = l.key, roll = r, result = result, event = why })
  if result ~= "none" then call("command", "leader_casualty", l, result, why) end
  return result
end

-- 4.4c eligible division (8 hexes) / brigade (4 hexes) leaders; the designer's note: none
-- targeted twice until every eligible leader has been once.
local function eligible(side, ech)
  local range = chart().eligibility[ech]
  local out = {}
  for _, l in ipairs(leaders_of_echelon(side, ech)) do
    local d = hexes_to_enemy(l)
    if d and d <= range then out[#out + 1] = l end
  end
  return out
end

local function choose_target(side, list, purpose)
  local e = ev()
  local done = {}
  for _, k in ipairs(e.targeted[side] or {}) do done[k] = true end
  local fresh = {}
  for _, l in ipairs(list) do if not done[l.key] then fresh[#fresh + 1] = l end end
  if #fresh == 0 then
    fresh = list
    e.targeted[side] = {}
  end
  local l = O().pick(fresh, purpose)
  if l then
    local t = e.targeted[side] or {}
    t[#t + 1] = l.key
    e.targeted[side] = t
    save(e)
  end
  return l
end

---------------------------------------------------------------------------------------------
-- Results
---------------------------------------------------------------------------------------------
local R = {}

local function panic_range(side)
  local wrecked = call("morale", "wrecked_divisions", side) or 0
  for _, row in ipairs(chart().panic[side]) do
    if wrecked <= row[1] then return row[2], wrecked end
  end
  return nil, wrecked
end

-- Union 2/12: Army Panic.
function R.army_panic(side)
  local from, wrecked = panic_range(side)
  if not from then log(("4.4 Army Panic: %d wrecked divisions, no panic possible"):format(wrecked), { wrecked = wrecked }) return end
  local r = U.d66("4.4 Army Panic check")
  if r < from then log(("4.4 Army Panic: %d wrecked, d66 %d (panic on %d+): steady"):format(wrecked, r, from), { wrecked = wrecked, roll = r, panic = false }) return end
  log(("4.4 Army Panic: %d wrecked, d66 %d: the army panics"):format(wrecked, r), { wrecked = wrecked, roll = r, panic = true })
  local stayed, left = {}, {}
  for _, l in ipairs(leaders_of_echelon(side, "corps")) do
    local d = U.d6(("4.4 Army Panic: %s stays on <= rating"):format(l.key))
    local cmd = l.leader.commands
    if d <= U.rating(l) then stayed[#stayed + 1] = cmd else left[#left + 1] = cmd end
  end
  -- the divisions of departing corps (and Wilder) roll to stay if a corps remains
  local staying_divs = {}
  if #stayed > 0 then
    local cand = {}
    for _, l in ipairs(leaders_of_echelon(side, "division")) do cand[#cand + 1] = l end
    local w = sandtable.units.get("Wilder")
    if w and w.on_map and w.side == side then cand[#cand + 1] = w end
    for _, l in ipairs(cand) do
      local cmd = l.leader.commands
      local in_left = false
      for _, c in ipairs(left) do
        for _, a in ipairs(O().ancestors(cmd)) do if a == c then in_left = true end end
      end
      if in_left or cmd == "Wilder" then
        local d = U.d6(("4.4 Army Panic: %s stays on <= rating"):format(l.key))
        if d <= U.rating(l) then
          staying_divs[#staying_divs + 1] = cmd
          call("command", "attach", cmd, stayed[1], "4.4 Army Panic: joins a corps that stays")
        else
          left[#left + 1] = cmd
        end
      end
    end
  end
  local army = O().army_commander(side)
  if army then left[#left + 1] = army.leader.commands end
  for _, c in ipairs(left) do O().accept_order(side, c, "exit", "4.4 Army Panic: leaves the map by the west or north edge") end
  local e = ev()
  e.panic = { turn = sandtable.game.turn(), stayed = stayed, left = left, joined = staying_divs }
  save(e)
end

-- Confederate 2/12: Bragg's Pessimism.
function R.bragg_pessimism(side)
  local from, wrecked = panic_range(side)
  if not from then log(("4.4 Bragg's Pessimism: %d wrecked divisions, no effect possible"):format(wrecked), { wrecked = wrecked }) return end
  local r = U.d66("4.4 Bragg's Pessimism")
  if r < from then log(("4.4 Bragg's Pessimism: d66 %d (needs %d+): no effect"):format(r, from), { roll = r, pessimism = false }) return end
  local c = sandtable.game.clock()
  local e = ev()
  e.pessimism_until = { day = c.day + 1, minute = c.minute } -- 24 hours
  save(e)
  log(("4.4 Bragg's Pessimism: d66 %d: no attack orders (nor exits) for 24 hours"):format(r), { roll = r, pessimism = true })
end

-- Union 4: the fateful order of the day — the Rebel player writes a move for one division.
function R.fateful_order(side)
  O().enemy_writes(side, "*division", "4.4 The fateful order of the day", true)
  log("4.4 The fateful order of the day: the enemy writes a move order for one division", { victim = side })
end

-- Confederate 4: Poor staff work.
function R.poor_staff_work(side)
  local cmds = O().commands_with_army_orders(side)
  local c = O().pick(cmds, "4.4d poor staff work: which commander")
  if not c then log("4.4 Poor staff work: the army commander has no orders out: no effect") return end
  O().throw_away(side, c, chart().staff_work_turns, "4.4 poor staff work")
end

-- 5: Division attack stoppage (one attacking division at random, 4.4d).
function R.division_stoppage(side)
  local d = O().pick(O().attacking_divisions(side), "4.4d division attack stoppage: which division")
  if not d then log("4.4 Division attack stoppage: no division has attack orders") return end
  O().stop_division(d, "4.4 random event")
end

-- 11: Corps attack stoppage.
function R.corps_stoppage(side)
  local seen, corps = {}, {}
  for _, d in ipairs(O().attacking_divisions(side)) do
    for _, a in ipairs(O().ancestors(d)) do
      local e = O().echelon(a)
      if (e == "corps" or e == "wing") and not seen[a] then
        seen[a] = true
        corps[#corps + 1] = a
        break
      end
    end
  end
  table.sort(corps)
  local c = O().pick(corps, "4.4d corps attack stoppage: which corps")
  if not c then log("4.4 Corps attack stoppage: no corps has attack orders") return end
  O().stop_corps(c, "4.4 random event")
end

function R.delay_reinforcements(side)
  log(("4.4 Delay reinforcements: the next %s reinforcement is postponed %d turns"):format(side, chart().delay_reinforcements_turns), { side = side })
  call("movement", "delay_next_reinforcement", side, chart().delay_reinforcements_turns, "4.4 delay reinforcements")
end

function R.orders_delay(side) O().worsen_one(side, "4.4 orders delay") end
function R.immediate_acceptance(side) O().accept_one(side, "4.4 immediate order acceptance") end

function R.leader_table(side)
  local r = U.d66("4.4 Leader Table: " .. side)
  return M.leader_table(side, r)
end

---------------------------------------------------------------------------------------------
-- Leader Table results
---------------------------------------------------------------------------------------------
local L = {}

function L.army_commander_casualty(side)
  local a = O().army_commander(side)
  if not a then log("4.4 army commander casualty: not in play: no result") return end
  casualty(a, "army", "4.4 army commander casualty")
end

function L.corps_commander_loss(side)
  local l = O().pick(leaders_of_echelon(side, "corps"), "4.4d corps commander loss: which")
  if not l then log("4.4 corps commander loss: none in play") return end
  casualty(l, "corps", "4.4 corps commander loss")
end

function L.division_commander_loss(side)
  local l = choose_target(side, eligible(side, "division"), "4.4d division commander loss: which")
  if not l then log("4.4c division commander loss: none eligible") return end
  casualty(l, "other", "4.4 division commander loss")
end

function L.brigade_commander_loss(side)
  local l = choose_target(side, eligible(side, "brigade"), "4.4d brigade commander loss: which")
  if not l then log("4.4c brigade commander loss: none eligible") return end
  casualty(l, "other", "4.4 brigade commander loss")
end

-- Union 36-43: Deploy Col. Walker (placed with a 14 Corps unit; the units he takes are
-- command.lua's, vars.walker).
function L.deploy_walker(side)
  local w = sandtable.units.get("M. Walker")
  if not w or w.on_map or w.eliminated then log("4.4 Deploy Col. Walker: not available") return end
  local cand = {}
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if U.is_combat(u) then
      for _, a in ipairs(O().ancestors(O().command_of(u))) do if a == "14 Corps" then cand[#cand + 1] = u; break end end
    end
  end
  local u = O().pick(cand, "4.4d Col. Walker: with which 14 Corps unit") -- reconstructed: the player's choice, by chance
  if not u then log("4.4 Deploy Col. Walker: no 14 Corps unit in play") return end
  sandtable.units.move(w, u.hex)
  local e = ev(); e.walker = sandtable.game.turn(); save(e)
  log(("4.4 Deploy Col. Walker with %s at %s"):format(u.key, u.hex), { unit = u.key, hex = u.hex })
end

-- Union 44-46: 9th Ohio Attacks!
function L.ninth_ohio_attacks(side)
  local u = sandtable.units.get("9 Ohio/3/3/14")
  if not u or not u.on_map then log("4.4 9th Ohio attacks: not in play") return end
  local d = hexes_to_enemy(u)
  if not d or d > chart().ninth_ohio.move then log("4.4 9th Ohio attacks: no enemy within four hexes: ignored") return end
  U.set_morale_state(u, "bloodlust", "4.4 9th Ohio attacks")
  local e = ev(); e.ninth_ohio = sandtable.game.turn(); save(e)
  local adj = {}
  for _, h in ipairs(sandtable.map.neighbors(u.hex)) do
    if #U.combat_units_at(h) > 0 and U.combat_units_at(h)[1].side ~= side then adj[#adj + 1] = h end
  end
  local h = O().pick(adj, "4.4d 9th Ohio: which enemy hex")
  log(("4.4 9th Ohio attacks: in bloodlust%s"):format(h and (", close combat against " .. h) or ": must move up to 4 hexes and close combat"), { target = h })
  if h then call("assault", "resolve", { u }, h) end
end

-- 51-52: Friendly fire: a unit adjacent to a friend and within 4 hexes of the enemy, on the
-- 4-6 column, low ammo ignored, as a flank attack.
function L.friendly_fire(side)
  local cand = {}
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if U.is_combat(u) then
      local d = hexes_to_enemy(u)
      local friend = false
      for _, h in ipairs(sandtable.map.neighbors(u.hex)) do
        for _, x in ipairs(U.combat_units_at(h)) do if x.side == side then friend = true end end
      end
      if friend and d and d <= 4 then cand[#cand + 1] = u end
    end
  end
  local u = O().pick(cand, "4.4d friendly fire: which unit") -- reconstructed: the enemy's choice, by chance
  if not u then log("4.4 Friendly fire: no eligible unit") return end
  log(("4.4 Friendly fire on %s at %s (4-6 column, flank)"):format(u.key, u.hex), { unit = u.key, hex = u.hex })
  call("fire", "resolve_on_column", u, "4-6", { flank = true, no_low_ammo = true, units = { u }, firers = {}, why = "4.4 Friendly Fire" })
end

-- Union 53-54: BG Whitaker drunk: -3 for morale for four turns, then his replacement.
function L.whitaker_drunk(side)
  local w = sandtable.units.get("Whitaker")
  if not w or not w.on_map then log("4.4 Whitaker drunk: not in play") return end
  sandtable.units.set_prop(w, "rating_override", { value = chart().whitaker.morale_rating })
  local e = ev(); e.whitaker_until = sandtable.game.turn() + chart().whitaker.turns; save(e)
  log("4.4 BG Whitaker drunk: rated -3 for morale for four turns", { leader = "Whitaker" })
end

-- Confederate 36-43: Col. Oates, where are you? (toggles)
function L.oates(side)
  local u = sandtable.units.get("15 Ala/S/L/1")
  local e = ev()
  e.oates = not e.oates
  save(e)
  if u then sandtable.units.set_prop(u, "oates", e.oates or nil) end
  log(e.oates and "4.4 Col. Oates: the 15th Alabama traces 8 hexes to any brigade commander" or "4.4 Col. Oates: the 15th Alabama returns to its brigade", { oates = e.oates })
end

-- Confederate 44-46: Cheatham drunk: his replacement rating for the rest of the day.
function L.cheatham_drunk(side)
  local c = sandtable.units.get("Cheatham")
  if not c or not c.on_map then log("4.4 Cheatham drunk: not in play") return end
  sandtable.units.set_prop(c, "rating_override", { value = U.chart("default_leader_rating").replacement, all = true })
  local e = ev(); e.cheatham_day = sandtable.game.clock().day; save(e)
  log("4.4 Cheatham drunk: his replacement side for the rest of the day", { leader = "Cheatham" })
end

-- Confederate 53-54: Walthall's tactics (fire.lua reads walthall_active()).
function L.walthall_tactics(side)
  local e = ev(); e.walthall_turn = sandtable.game.turn(); save(e)
  log("4.4 Walthall's tactics: fire at W/L/Res shifts one column left this turn")
end

local function random_movement(side, mover)
  local e = ev()
  e.random_move = { mover = mover, owner = side, left = chart().random_movement.units, turn = sandtable.game.turn(), moved = {} }
  save(e)
  log(("4.4 Random movement: the %s player moves two %s regiments up to 3 hexes"):format(mover, side), { mover = mover, owner = side })
end
function L.own_random_movement(side) random_movement(side, side) end
function L.enemy_random_movement(side) random_movement(side, U.enemy(side)) end

function M.leader_table(side, r)
  local result
  for _, row in ipairs(chart().leader_table[side]) do
    if r >= row[1] and r <= row[2] then result = row[3] end
  end
  sandtable.log.event("leader_table", ("4.4 %s Leader Table d66 %d: %s"):format(side, r, tostring(result)), { side = side, roll = r, result = result })
  if result and L[result] then L[result](side) end
  return result
end

-- 4.4a the phasing side's roll: 2d6, 10-12 roll again on its table.
function M.roll(side)
  local c = chart()
  local r = U.roll2d6("4.4a random events: " .. side)
  if r < c.trigger then
    sandtable.log.event("random_event", ("4.4a %s random events roll %d: no effect"):format(side, r), { side = side, roll = r })
    return nil
  end
  local r2 = U.roll2d6("4.4a random events table: " .. side)
  local result = at(c[side], r2)
  sandtable.log.event("random_event", ("4.4a %s random events roll %d, table %d: %s"):format(side, r, r2, tostring(result)),
    { side = side, roll = r, table_roll = r2, result = result })
  if result and R[result] then R[result](side) end
  return result
end

---------------------------------------------------------------------------------------------
-- Action: random movement
---------------------------------------------------------------------------------------------
M.actions = {}
M.actions.random_move = {
  rule = "4.4",
  can = function(a)
    local rm = ev().random_move
    if not rm or rm.turn ~= sandtable.game.turn() or rm.left <= 0 then return false, "4.4: no random movement to make" end
    local u = sandtable.units.get(a.unit or "")
    if not u or not u.on_map or u.side ~= rm.owner or not U.is_combat(u) or U.is_artillery(u) then
      return false, "4.4: random movement moves regiments of the side that rolled"
    end
    for _, k in ipairs(rm.moved) do if k == u.key then return false, "4.4: two different regiments" end end
    if not a.to or not sandtable.map.on_map(a.to) then return false, "4.4: the destination must be a hex of the map" end
    for _, x in ipairs(sandtable.units.at(a.to)) do if x.side ~= u.side then return false, "4.4: not into an enemy hex" end end
    local reach = sandtable.move.trace(u.side, u.hex, chart().random_movement.hexes, { avoid_enemy_zoc = false })
    if not reach[a.to] or a.to == u.hex then return false, "4.4: up to 3 hexes, not through enemy units" end
    return true
  end,
  resolve = function(a)
    local e = ev()
    local u = sandtable.units.get(a.unit)
    sandtable.units.move(u, a.to)
    e.random_move.left = e.random_move.left - 1
    table.insert(e.random_move.moved, u.key)
    save(e)
    log(("4.4 random movement: %s to %s"):format(u.key, a.to), { unit = u.key, to = a.to })
  end,
  describe = function(a) return { rule = "4.4", unit = a.unit, to = a.to } end,
}
M.phase_actions = { movement = { "random_move" } }

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------
function M.on_phase_end(phase)
  if phase == "command" then
    if sandtable.vars.get("random_events") == false then return end -- 4.4b
    M.roll(sandtable.game.active_side())
  elseif phase == "movement" then
    local e = ev()
    if e.random_move then e.random_move = nil; save(e) end
  end
end

-- Whitaker's four turns; Cheatham sobers up on the first morning twilight turn (05:00).
function M.on_turn_begin()
  local e = ev()
  local t = sandtable.game.turn()
  local changed = false
  if e.whitaker_until and t >= e.whitaker_until then
    local w = sandtable.units.get("Whitaker")
    if w then
      sandtable.units.set_prop(w, "rating_override", nil)
      sandtable.units.set_prop(w, "replacement", true)
      log("4.4 Whitaker flips to his replacement side", { leader = "Whitaker" })
    end
    e.whitaker_until = nil
    changed = true
  end
  local c = sandtable.game.clock()
  if e.cheatham_day and c.day > e.cheatham_day and c.minute >= 5 * 60 then
    local ch = sandtable.units.get("Cheatham")
    if ch then sandtable.units.set_prop(ch, "rating_override", nil) end
    log("4.4 Cheatham returns to his normal side", { leader = "Cheatham" })
    e.cheatham_day = nil
    changed = true
  end
  if changed then save(e) end
end

M.U = U
return M
