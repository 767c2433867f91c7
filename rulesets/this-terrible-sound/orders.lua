-- orders.lua — the command phase's orders system (series core S.2; seed 2.1, 2.7f, 3.1, 3.2,
-- 3.3-3.3c, 3.3e, 3.6, 3.7c, 3.7e, 4.1 divisional attack stoppage). Rule list:
-- rules_orders.lua. README "Series core (reconstructed) / Orders" is the contract.
--
-- STATE
--   vars.order_state = {
--     next = n,                         next order id
--     list = { order, ... },            every order of the game, by id (never removed)
--     cp = { side, turn, used },        S.2.2 command points spent this player turn
--     initiative = { [leader] = turn }, S.2.6 once a turn
--     failed = { { to, type, goal, turn } },  S.2.6 (Powell) orders that failed acceptance this turn
--     enemy_writes = { { side = writer, victim = side, to = cmd, leader?, why, fateful? } },
--                                       S.2.6 loose cannon / 4.4 fateful order: the enemy writes
--     breastworks = { [leader] = { game = n, ["day" .. d] = n } },   4.3a initiative limits
--     bypass = { granted = bool, turn = n },   3.3e Bragg's bypass of the wings
--   }
--   an order = { id, side, from = leader key | "scenario" | "enemy", to = command key (or a
--     unit key: 3.6 Miners and Sappers, 6.2's 9 Ohio), type = "attack" | "defend" | "move" |
--     "reserve" | "rejoin" | "exit" | "bridge_repair" | "create_wings" | "dissolve_wings" |
--     "none", goal = hex | nil, text, method = "ipv" | "ao" | "aw" | nil, complex, force,
--     status = "transit" | "A" | "D1".."D6" | "Dt" | "superseded" | "cancelled" | "lapsed" |
--     "inactive", issued = turn, arrives = turn, delivered = turn, accepted = turn,
--     initiative = bool, worsen = n (4.4 Orders delay on an order in transit), scenario = bool }
--   vars.stopped = { [division key] = { turn, why } }      4.1 divisions in attack stoppage
--   vars.no_orders = { [command key] = true }              4.1 reverted goals, S.2.8 ECR, 6.2 "no orders"
--   vars.fired_at = { [unit key] = turn }                   4.1: targets of small-arms fire
-- Scenario orders (the scenario's vars.orders, the seed's "Orders:") are loaded at
-- on_game_begin with status "A" (or the scenario's D-status). vars.orders itself is left as the
-- scenario wrote it.
--
-- INTERFACE (for other modules):
--   orders.current(cmd_or_unit) -> { id, type, goal, text, to, from } | nil   the accepted
--        order governing a command or unit (walks up brigade/division/corps/wing/army; a
--        command in no-orders status has none)
--   orders.may_attack(unit) -> bool, why   false when its division is stopped (4.1) or it has
--        no attack order (S.2.1 "defend in place"); bloodlust units always may
--   orders.stop_division(div, why) / orders.stop_corps(corps, why)      4.1 (and 4.4 events)
--   orders.worsen_one(side, why) / accept_one(side, why) / throw_away(side, leader, turns, why)
--   orders.initiative(leader, purpose) -> ok, loose_cannon   S.2.6 (purpose "breastworks": 4.3a)
--   orders.note_fired_at(unit)            fire.lua: every target of small-arms fire
--   orders.emergency_corps_retreat(corps, why)   S.2.8 (movement.lua when an enemy unit enters
--        a corps HQ hex)
--   orders.stopped(div) -> bool ; orders.list(side) -> orders (tests, bots, host)
-- ACTIONS (command phase)
--   { kind = "order", from = LEADER, to = LEADER | COMMAND | "Pickett", type = "attack" |
--     "defend" | "move" | "reserve" | "rejoin" | "exit" | "bridge_repair", goal = HEX?,
--     method = "in_person" | "aide_oral" | "aide_written", complex = bool?, force = 0|1|2?,
--     text = string? }
--   { kind = "initiative", leader = LEADER, type = "attack" | "defend" | "move" | "reserve" |
--     "rejoin", goal = HEX?, to = COMMAND? (3.3a Longstreet: any command of his wing) }
--   { kind = "enemy_order", to = COMMAND, type = ..., goal = HEX }   (the enemy_order phase,
--     the non-phasing player's) the order the enemy writes after a loose cannon (S.2.6) or the
--     fateful order (4.4)
--   { kind = "bypass_wings" }   3.3e Bragg's roll (once a turn, after the wings exist)
-- HOOKS: on_game_begin (scenario orders), on_phase_begin("command"): 3.3e flag reset, 6.3's
--   recall roll, 4.1 stoppage checks, deliveries and acceptance rolls, delay recovery;
--   pending("enemy_order") / can_end("enemy_order"): the enemy_order phase (ruleset.lua) waits
--   while an order the enemy must write is unwritten.

local U = require("util")
local M = {}

local function C() return require("command") end

---------------------------------------------------------------------------------------------
-- Small helpers
---------------------------------------------------------------------------------------------
-- An option the ruleset may not declare yet (2.7f, 3.7c, 3.7e): false when undeclared.
local function opt(id) return require("options").on(id) end
M.opt = opt

local function state()
  local s = sandtable.vars.get("order_state") or {}
  s.next = s.next or 1
  s.list = s.list or {}
  s.initiative = s.initiative or {}
  s.failed = s.failed or {}
  s.enemy_writes = s.enemy_writes or {}
  s.breastworks = s.breastworks or {}
  s.bypass = s.bypass or { granted = false }
  return s
end
local function save(s) sandtable.vars.set("order_state", s) end

local function var(name) return sandtable.vars.get(name) or {} end

local METHODS = { in_person = "ipv", aide_oral = "ao", aide_written = "aw", ipv = "ipv", ao = "ao", aw = "aw" }
local TYPES = { attack = true, defend = true, move = true, reserve = true, rejoin = true, exit = true, bridge_repair = true }
local INIT_TYPES = { attack = true, defend = true, move = true, reserve = true, rejoin = true }

-- The command tree: command.lua's parent_of (attachments, wings) first, else the kernel's
-- order of battle (sandtable.oob, through scripts/lib/oob.lua). TREE indexes the kernel's
-- commands by key for the loops below (it never changes in a game).
local oob = require("lib.oob")
local TREE
local function tree()
  if TREE then return TREE end
  TREE = {}
  for _, c in ipairs(sandtable.oob.commands()) do
    TREE[c.key] = { parent = c.parent, echelon = c.echelon, side = c.side }
  end
  return TREE
end
local function is_command(key) return key ~= nil and tree()[key] ~= nil end
local function echelon(key) local c = tree()[key or ""]; return c and c.echelon or nil end
local function parent(key)
  local ok, p = pcall(C().parent_of, key)
  if ok and p ~= nil then return p end
  local c = tree()[key or ""]
  return c and c.parent or nil
end
local function ancestors(key) return oob.chain_by(parent, key) end
local function under(key, top) return oob.under_by(parent, key, top) end

-- The leader commanding `cmd`: command.leader_of, else the leader on the map whose
-- leader.commands is cmd (the commander before a replacement).
local function leader_of(cmd)
  local ok, l = pcall(C().leader_of, cmd)
  if ok and l then return l end
  local best
  for _, u in ipairs(sandtable.units.all{ type = "leader", sort = "key" }) do
    if u.leader and u.leader.commands == cmd then
      if not best or (best:prop("replacement") and not u:prop("replacement")) then best = u end
    end
  end
  return best
end
M.leader_of = leader_of

local function army_key(side)
  for k, c in pairs(tree()) do
    if c.side == side and c.echelon == "army" then return k end
  end
  return nil
end

-- S.2.1 / 2.1 / 3.1 the army commander in play (none when absent).
local function army_commander(side)
  local ok, l = pcall(C().army_commander, side)
  if ok and l then return l end
  local a = army_key(side)
  return a and leader_of(a) or nil
end
M.army_commander = army_commander

-- The command a unit belongs to (a leader: the command he leads).
local function command_of(u)
  if U.is_leader(u) and u.leader and u.leader.commands then return u.leader.commands end
  -- a regiment the scenario attaches to another brigade (vars.trace_to: 6.2 10 Conf to
  -- D/P/F Cav, 6.6 10 and 74 Ind to 2/4/14) acts under that brigade's orders
  local tt = var("trace_to")[u.key or ""]
  if tt and is_command(tt) then return tt end
  local ok, b = pcall(C().brigade_of, u)
  if ok and b then return b end
  return u.parent
end

-- 4.1 the division-level command of a key: a division, or (2.5) a brigade directly under a
-- corps (2/2/Res), never Wilder (2.4: no stoppage).
local function is_division_level(key)
  local e = echelon(key)
  if e == "division" then return true end
  if e == "brigade" and key ~= "Wilder" then
    local p = parent(key)
    return echelon(p) == "corps"
  end
  return false
end
local function division_of_key(key)
  for _, k in ipairs(ancestors(key)) do
    if is_division_level(k) then return k end
  end
  return nil
end

-- 3.2 anti-initiative modifier; 0 with 3.7e, 3.7c or a scenario's "ignore all anti-initiatives"
-- (6.2 special rule 1).
local function anti(l)
  if sandtable.vars.get("ignore_anti_initiative") then return 0 end
  local sr = sandtable.vars.get("special_rules")
  if sr and sr.ignore_anti_initiative then return 0 end
  if opt("well_oiled_machine") or opt("change_in_command") then return 0 end -- 3.7e, 3.7c
  return l:prop("anti_initiative") or 0
end
M.anti_initiative = anti

-- The base rating (U.rating honours props.rating and the 4.4 "all" overrides: Cheatham drunk).
local function rating(l) return U.rating(l) end

-- 3.3a: inside Longstreet's wing (the Left Wing commanded by Longstreet).
local function in_longstreet_wing(cmd)
  for _, k in ipairs(ancestors(cmd)) do
    if echelon(k) == "wing" then
      local l = leader_of(k)
      return k == "Left Wing" or (l ~= nil and l.key == "Longstreet")
    end
  end
  return false
end

-- 3.3b The pool a sender's orders spend: nil for the army commander, the wing commander's own
-- for the commander of a wing that is not Longstreet's (reconstructed: Longstreet's super
-- corps passes Bragg's order on without orders of his own, 3.3a).
local function pool_of(side, from)
  local army = army_commander(side)
  if army and from.key == army.key then return nil end
  local w = C().wing_of_commander(from.key)
  if w and not in_longstreet_wing(w) then return from.key end
  return nil
end
M.pool_of = pool_of

local function find(s, id)
  for i, o in ipairs(s.list) do if o.id == id then return o, i end end
  return nil
end

local function log(kind, text, fields, seen) sandtable.log.event(kind, text, fields, seen) end
-- S.2 orders are written in secret: what an order says, its acceptance and its delays are the
-- writing side's to read (the log's entries and their dice); the other side sees the troops
-- act on it on the map.
local function own(side) return side and { side = side } or nil end

-- Random choice among `n` (4.4d) with the U dice: a die when n <= 6, two dice read 1-36
-- when n <= 36 (re-rolled above n); beyond 36, two dice choose a block of the list.
function M.pick(list, purpose)
  local n = #list
  if n == 0 then return nil end
  if n == 1 then return list[1] end
  for _ = 1, 50 do
    local r
    if n <= 6 then r = U.d6(purpose)
    else
      local a, b = U.d6(purpose), U.d6(purpose)
      r = (a - 1) * 6 + b
      if n > 36 then r = ((r - 1) * n) // 36 + 1 end
    end
    if r <= n then return list[r] end
  end
  return list[1]
end

---------------------------------------------------------------------------------------------
-- Queries
---------------------------------------------------------------------------------------------
local function accepted_for(s, key)
  local best
  for _, o in ipairs(s.list) do
    if o.to == key and o.status == "A" and (not best or o.id > best.id) then best = o end
  end
  return best
end

local function view(o)
  if not o then return nil end
  return { id = o.id, type = o.type, goal = o.goal, text = o.text, to = o.to, from = o.from,
    initiative = o.initiative, scenario = o.scenario, fateful = o.fateful }
end

-- The accepted order governing a command (or a unit): its own, else its superiors'. A
-- command in no-orders status (4.1 goal reversion, S.2.8 ECR, a scenario's "no orders") has
-- none, and neither have those under it.
function M.current(x)
  local key = x
  local s = state()
  if type(x) ~= "string" then
    local own = accepted_for(s, x.key)
    if own then return view(own) end
    key = command_of(x)
  elseif not is_command(x) then
    local u = sandtable.units.get(x)
    if u then
      local own = accepted_for(s, u.key)
      if own then return view(own) end
      key = command_of(u)
    end
  end
  local nos = var("no_orders")
  for _, k in ipairs(ancestors(key)) do
    local o = accepted_for(s, k)
    if o then return view(o) end
    if nos[k] then return nil end
  end
  return nil
end

function M.stopped(div) return var("stopped")[div] ~= nil end
-- 4.1 Whether `div` is a stopped division within a corps order: it withdraws out of small-arms
-- range (movement.lua) while it stays stopped.
function M.withdraws(div)
  local r = var("stopped")[div]
  return type(r) == "table" and r.withdraw == true
end

function M.list(side)
  local out = {}
  for _, o in ipairs(state().list) do
    if side == nil or o.side == side then out[#out + 1] = o end
  end
  return out
end

-- May this unit attack (close combat; the fire module may also refuse fire at will)?
function M.may_attack(u)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u then return false, "S.2.1: no such unit" end
  if U.morale_state(u) == "bloodlust" then return true end -- 4.4 9th Ohio; bloodlust ignores orders
  local cmd = command_of(u)
  local stopped = var("stopped")
  for _, k in ipairs(ancestors(cmd)) do
    if stopped[k] then
      return false, ("4.1: %s is in attack stoppage (may defend, not attack)"):format(k)
    end
  end
  local o = M.current(u)
  if not o then return false, "S.2.1: no accepted order: it may only defend in place" end
  if o.type ~= "attack" then
    return false, ("S.2.1: its order is %s, not attack"):format(o.type)
  end
  return true
end

function M.note_fired_at(u)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u then return end
  local f = var("fired_at")
  f[u.key] = sandtable.game.turn()
  sandtable.vars.set("fired_at", f)
end

---------------------------------------------------------------------------------------------
-- Acceptance (S.2.4), delay (S.2.5)
---------------------------------------------------------------------------------------------
local function clear_stoppage_for(o)
  local st = var("stopped")
  local changed = false
  if st[o.to] then st[o.to] = nil; changed = true end
  if o.type == "rejoin" then
    -- 4.1 2): a complex "rejoin" order to the corps restarts its divisions
    local keys = {}
    for k in pairs(st) do keys[#keys + 1] = k end
    table.sort(keys)
    for _, k in ipairs(keys) do
      if under(k, o.to) then st[k] = nil; changed = true end
    end
  end
  if changed then sandtable.vars.set("stopped", st) end
end

-- Accept order `o` (in state `s`): it replaces the command's accepted order (S.2.5: one
-- accepted, one in delay).
local function accept(s, o, why)
  if o.type == "create_wings" or o.type == "dissolve_wings" then
    -- 3.3 the wing order takes effect for its wing when its commander accepts it; it does
    -- not replace his standing order
    o.status = "executed"
    o.accepted = sandtable.game.turn()
    if o.type == "create_wings" then
      C().add_wing(o.wing.key, o.wing.commander, o.wing.divisions, o.wing.hq, "3.3 order " .. o.id .. " accepted")
    else
      C().dissolve_wing(o.wing.key, "3.3 order " .. o.id .. " accepted")
    end
    log("order_accepted", ("%s: order %d (%s) to %s accepted"):format(why or "S.2.4", o.id, o.type, o.to),
      { order = o.id, to = o.to, type = o.type, side = o.side }, own(o.side))
    return
  end
  if o.type == "rejoin" then
    -- 4.1 2) the rejoin order restarts the stopped divisions under the corps's standing order
    o.status = "executed"
    o.accepted = sandtable.game.turn()
    local nos = var("no_orders")
    if nos[o.to] then nos[o.to] = nil; sandtable.vars.set("no_orders", nos) end
    clear_stoppage_for(o)
    log("order_accepted", ("%s: order %d (rejoin) to %s accepted: its stopped divisions rejoin the attack"):format(why or "S.2.4", o.id, o.to),
      { order = o.id, to = o.to, type = o.type, side = o.side }, own(o.side))
    return
  end
  for _, p in ipairs(s.list) do
    if p.to == o.to and p.status == "A" and p.id ~= o.id then p.status = "superseded" end
  end
  o.status = "A"
  o.accepted = sandtable.game.turn()
  local nos = var("no_orders")
  if nos[o.to] then nos[o.to] = nil; sandtable.vars.set("no_orders", nos) end
  clear_stoppage_for(o)
  log("order_accepted", ("%s: order %d (%s) to %s accepted"):format(why or "S.2.4", o.id, o.type, o.to),
    { order = o.id, to = o.to, type = o.type, side = o.side }, own(o.side))
end

local function step_worse(status, n)
  local w = U.chart("delay_worsen")
  for _ = 1, n or 0 do status = w[status] or status end
  return status
end

-- The net acceptance value (S.2.4): sender + receiver + method + complex + force + 3.2.
function M.net_value(o)
  local from = sandtable.units.get(o.from)
  local to = sandtable.units.get(o.to_unit or "")
  local v = 0
  if from then v = v + rating(from) end
  if to then v = v + rating(to) end
  v = v + (U.chart("order_methods")[o.method] or 0)
  local mods = U.chart("order_modifiers")
  if o.complex then v = v + mods.complex end
  v = v + (mods.force[o.force or 0] or 0)
  -- 3.2 B: orders from Bragg add the receiver's anti-initiative modifier
  if from and from.key == "Bragg" and to then v = v + anti(to) end
  -- 3.3b "Orders from Polk are rolled for individually on the Order Acceptance Table, and all
  -- anti-initiative modifiers apply": the other wing commander's orders add the receiver's
  -- anti-initiative as Bragg's do (reconstructed: the receiver's, as in 3.2 B's example)
  if from and from.key ~= "Bragg" and to and o.side and pool_of(o.side, from) then v = v + anti(to) end
  return v
end

local function column_of(net)
  for i, c in ipairs(U.chart("acceptance_columns")) do
    if net <= c.max then return i end
  end
  return #U.chart("acceptance_columns")
end

-- The order reaches its receiver: receipt cancels the order in delay (S.2.5), then the
-- acceptance roll.
local function deliver(s, o)
  local t = sandtable.game.turn()
  for _, p in ipairs(s.list) do
    if p.to == o.to and p.id ~= o.id and p.status:match("^D%d$") then
      p.status = "cancelled"
      log("order_cancelled", ("S.2.5: order %d to %s in %s cancelled by the receipt of order %d"):format(p.id, p.to, "delay", o.id),
        { order = p.id, by = o.id }, own(p.side))
    end
  end
  o.delivered = t
  local net = M.net_value(o)
  local col = column_of(net)
  local roll = U.roll2d6(("S.2.4 acceptance: order %d to %s"):format(o.id, o.to), own(o.side))
  local result = U.chart("acceptance_table")[col][roll - 1]
  local worse = o.worsen or 0
  if worse > 0 then result = step_worse(result, worse) end -- 4.4 Orders delay on an order in transit
  log("order_acceptance", ("S.2.4 order %d to %s: net %d, column %d, roll %d: %s"):format(o.id, o.to, net, col, roll, result),
    { order = o.id, to = o.to, net = net, column = col, roll = roll, result = result }, own(o.side))
  if result == "A" then
    accept(s, o, "S.2.4")
  else
    o.status = result
    o.delayed = t
    s.failed[#s.failed + 1] = { to = o.to, type = o.type, goal = o.goal, turn = t }
  end
end

-- S.2.5 each friendly command phase an order in delay is accepted on a d66 at or above the
-- chart's value (not on the turn it was delivered).
local function recover(s, o)
  local need = U.chart("delay_recovery")[o.status]
  if not need then return end
  local r = U.d66(("S.2.5 delay recovery: order %d (%s)"):format(o.id, o.status), own(o.side))
  local ok = r >= need
  log("order_delay_roll", ("S.2.5 order %d to %s in %s: d66 %d (need %d): %s"):format(o.id, o.to, o.status, r, need, ok and "accepted" or "still delayed"),
    { order = o.id, status = o.status, roll = r, need = need, accepted = ok }, own(o.side))
  if ok then accept(s, o, "S.2.5") end
end

---------------------------------------------------------------------------------------------
-- 4.1 Divisional attack stoppage
---------------------------------------------------------------------------------------------
local function units_under(key, side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if U.is_combat(u) and under(command_of(u), key) then out[#out + 1] = u end
  end
  return out
end

local function wrecked_count(div, side)
  local n = 0
  for _, u in ipairs(units_under(div, side)) do if u:has("wrecked") then n = n + 1 end end
  local ok, m = pcall(require("morale").wrecked_regiments, div)
  if ok and type(m) == "number" and m > n then n = m end
  return n
end

function M.stop_division(div, why)
  local st = var("stopped")
  if st[div] then return end
  -- a division acting on its own divisional goal reverts to no orders; one that is part of a
  -- larger corps order "must remain in command range, but withdraw from small arms range of
  -- the defender" (withdraw = true: movement.lua's 4.1 withdrawal)
  local s = state()
  local own = accepted_for(s, div)
  st[div] = { turn = sandtable.game.turn(), why = why, withdraw = own == nil or nil }
  sandtable.vars.set("stopped", st)
  local reverted = false
  if own then
    own.status = "lapsed"
    save(s)
    local nos = var("no_orders")
    nos[div] = true
    sandtable.vars.set("no_orders", nos)
    reverted = true
  end
  log("stoppage", ("4.1 %s stops its attack%s (%s)"):format(div, reverted and " and reverts to no orders" or ": may not attack, withdraws out of small-arms range", why or ""),
    { division = div, why = why, reverted = reverted })
end

-- Divisions of a corps (or wing) under an attack order.
local function attacking_divisions(side, top)
  local out = {}
  local keys = {}
  for k, c in pairs(tree()) do if c.side == side and is_division_level(k) then keys[#keys + 1] = k end end
  table.sort(keys)
  local st = var("stopped")
  -- divisions with combat units in play (one pass over the units)
  local present = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if U.is_combat(u) then
      local d = division_of_key(command_of(u))
      if d then present[d] = true end
    end
  end
  for _, k in ipairs(keys) do
    if present[k] and not st[k] and (top == nil or under(k, top)) then
      local o = M.current(k)
      if o and o.type == "attack" then out[#out + 1] = k end
    end
  end
  return out
end
M.attacking_divisions = attacking_divisions

function M.stop_corps(corps, why)
  local side = (tree()[corps] or {}).side
  for _, d in ipairs(attacking_divisions(side, corps)) do M.stop_division(d, why) end
  log("stoppage", ("corps attack stoppage: %s (%s)"):format(corps, why or ""), { corps = corps, why = why })
end

-- 6.6 SCR1 (vars.special_rules.thomas_commands_all): Thomas's initiative reaches any command.
local function commands_all(l)
  local sr = sandtable.vars.get("special_rules")
  return type(sr) == "table" and sr.thomas_commands_all ~= nil and l.key == "Thomas"
end

-- 2.7j Whether a rogue general rolls this check or commands the corps above `key` as the
-- replacement of its fallen commander (command.lua's rogue_command: vars.acting).
local function rogue_led(key, leader)
  if leader and leader:prop("rogue") then return true end
  local acting = var("acting")
  for _, k in ipairs(ancestors(key)) do
    local a = acting[k]
    local l = a and sandtable.units.get(a)
    if l and l.on_map and l:prop("rogue") then return true end
  end
  return false
end
M.rogue_led = rogue_led

-- The check of one division (or of Longstreet's wing as one corps, 3.3a).
local function stoppage_check(key, leader, side, units, is_wing)
  local row = 1
  local wrecked = 0
  if is_wing then
    for _, d in ipairs(attacking_divisions(side, key)) do wrecked = wrecked + wrecked_count(d, side) end
  else
    wrecked = wrecked_count(key, side)
  end
  local chart = U.chart("attack_stoppage")
  for i, r in ipairs(chart.rows) do if wrecked <= r.max then row = i; break end end
  local r = leader and rating(leader) or 0
  r = math.max(0, math.min(5, r))
  local need = chart.need[row][r + 1]
  -- 2.7f is secret from the Confederate player until the end of play: the Union's stoppage
  -- rolls are rolled and written for the Union's eyes, in every game whether the option is on
  -- or off (a log that differed would tell); the Confederate reads the outcome only.
  -- reconstructed: the seed does not say how the rolls stay secret at the table.
  local secret = side == "union" and { side = "union" } or nil
  local roll = U.roll2d6(("4.1 attack stoppage: %s"):format(key), secret)
  local mod = 0
  -- 2.7f; 2.7j "do not use the die roll modifier for attack stoppage rolls if used as a
  -- replacement": a rogue general who replaced a fallen corps commander is not cautious —
  -- reconstructed: the modifier is 2.7f's, dropped for his own rolls and for the divisions
  -- of the corps he commands
  if side == "union" and opt("rosecrans_caution") and not rogue_led(key, leader) then
    mod = mod + require("options").values_of("rosecrans_caution").modifier
  end
  local ok, div_wrecked = pcall(require("morale").division_wrecked, key)
  if ok and div_wrecked then mod = mod + chart.wrecked_division end
  local total = roll + mod
  local passed = total >= need
  local outcome = passed and "continues" or "stops"
  sandtable.log.event("stoppage_check", ("4.1 %s: %d wrecked, rating %d, need %d: roll %d%+d = %d, %s"):format(key, wrecked, r, need, roll, mod, total, outcome),
    { command = key, wrecked = wrecked, rating = r, need = need, roll = roll, modifier = mod, passed = passed }, secret)
  if secret then
    log("stoppage_result", ("4.1 %s: the Union's attack stoppage roll (made in secret): %s"):format(key, outcome),
      { command = key, passed = passed })
  end
  if not passed then
    if is_wing then M.stop_corps(key, "4.1/3.3a Longstreet's wing stops") else M.stop_division(key, "4.1 stoppage roll") end
  end
end

local function stoppage_checks(side)
  local fired = var("fired_at")
  local hit = {}
  for k in pairs(fired) do
    local u = sandtable.units.get(k)
    if u and u.side == side then hit[#hit + 1] = u end
  end
  if #hit == 0 then return end
  table.sort(hit, function(a, b) return a.key < b.key end)
  local attacking = {}
  for _, d in ipairs(attacking_divisions(side)) do attacking[d] = true end
  local checked = {}
  local keys = {}
  for _, u in ipairs(hit) do
    local d = division_of_key(command_of(u))
    if d and attacking[d] and not checked[d] then
      checked[d] = true
      keys[#keys + 1] = d
    end
  end
  table.sort(keys)
  local wing_done = false
  for _, d in ipairs(keys) do
    if in_longstreet_wing(d) then
      if not wing_done then
        wing_done = true
        local lw = nil
        for _, k in ipairs(ancestors(d)) do if echelon(k) == "wing" then lw = k end end
        stoppage_check(lw, leader_of(lw), side, nil, true)
      end
    elseif not var("stopped")[d] then
      stoppage_check(d, leader_of(d), side, nil, false)
    end
  end
  -- the marks are consumed: "since its last command phase"
  for _, u in ipairs(hit) do fired[u.key] = nil end
  sandtable.vars.set("fired_at", fired)
end

---------------------------------------------------------------------------------------------
-- 4.4 hooks for events.lua
---------------------------------------------------------------------------------------------
local function open_orders(s, side)
  local out = {}
  for _, o in ipairs(s.list) do
    if o.side == side and (o.status == "transit" or o.status:match("^D%d$")) then out[#out + 1] = o end
  end
  return out
end

-- 4.4 Orders delay: one order in transit or delay, chosen at random, one step worse.
function M.worsen_one(side, why)
  local s = state()
  local o = M.pick(open_orders(s, side), "4.4d orders delay: which order")
  if not o then log("random_event_effect", "4.4 Orders delay: no order in transit or delay", {}) return nil end
  if o.status == "transit" then
    o.worsen = (o.worsen or 0) + 1
  else
    o.status = step_worse(o.status, 1)
  end
  save(s)
  log("random_event_effect", ("4.4 Orders delay: order %d to %s %s"):format(o.id, o.to, o.status == "transit" and "will roll one step worse" or ("now " .. o.status)),
    { order = o.id, status = o.status, worsen = o.worsen, why = why })
  return o.id
end

-- 4.4 Immediate order acceptance: one order in transit or delay, chosen at random.
function M.accept_one(side, why)
  local s = state()
  local o = M.pick(open_orders(s, side), "4.4d immediate acceptance: which order")
  if not o then log("random_event_effect", "4.4 Immediate order acceptance: no order in transit or delay", {}) return nil end
  accept(s, o, "4.4 immediate order acceptance")
  save(s)
  return o.id
end

-- 4.4 Poor staff work: the army commander's orders to `leader_key`'s command are thrown away
-- (Dt) and no new order may go to him for `turns` turns; an accepted attack order thrown away
-- is an attack stoppage.
function M.throw_away(side, leader_key, turns, why)
  local l = sandtable.units.get(leader_key)
  local cmd = l and l.leader and l.leader.commands or leader_key
  local s = state()
  local stop = false
  for _, o in ipairs(s.list) do
    if o.side == side and o.to == cmd and not o.scenario and o.from ~= "enemy" and not o.initiative
      and (o.status == "transit" or o.status == "A" or o.status:match("^D%d$")) then
      if o.status == "A" and o.type == "attack" then stop = true end
      o.status = "Dt"
    end
  end
  s.staff_work = s.staff_work or {}
  s.staff_work[cmd] = sandtable.game.turn() + turns
  save(s)
  log("random_event_effect", ("4.4 Poor staff work: orders to %s thrown away; no new orders to him for %d turns"):format(cmd, turns),
    { command = cmd, until_turn = sandtable.game.turn() + turns, why = why })
  if stop then
    if is_division_level(cmd) then M.stop_division(cmd, "4.4 poor staff work") else M.stop_corps(cmd, "4.4 poor staff work") end
  end
end

-- Commands (any echelon) of `side` that Bragg's orders reach now (for poor staff work).
function M.commands_with_army_orders(side)
  local s = state()
  local seen, out = {}, {}
  local army = army_commander(side)
  for _, o in ipairs(s.list) do
    if o.side == side and army and o.from == army.key and (o.status == "transit" or o.status == "A" or o.status:match("^D%d$")) and not seen[o.to] then
      seen[o.to] = true
      out[#out + 1] = o.to
    end
  end
  table.sort(out)
  return out
end

-- S.2.8 Emergency Corps Retreat: the corps reverts to no orders (it falls back: movement.lua).
-- 3.3a: not for a corps HQ inside Longstreet's wing; 4.4 fateful order: not until arrival.
function M.emergency_corps_retreat(corps, why)
  if in_longstreet_wing(corps) and corps ~= "Left Wing" then return false end
  local o = M.current(corps)
  if o and o.fateful then return false end
  local s = state()
  for _, p in ipairs(s.list) do if p.to == corps and p.status == "A" then p.status = "lapsed" end end
  save(s)
  local nos = var("no_orders")
  nos[corps] = true
  sandtable.vars.set("no_orders", nos)
  log("emergency_corps_retreat", ("S.2.8 Emergency Corps Retreat: %s reverts to no orders (%s)"):format(corps, why or ""), { corps = corps, why = why })
  return true
end

---------------------------------------------------------------------------------------------
-- Initiative (S.2.6)
---------------------------------------------------------------------------------------------
-- The roll. purpose "breastworks" (4.3a: loose cannons ignored; 5 a game, 3 a day).
function M.initiative(leader, purpose)
  if type(leader) == "string" then leader = sandtable.units.get(leader) end
  local ch = U.chart("initiative")
  local cmd = command_of(leader)
  local a = in_longstreet_wing(cmd) and 0 or anti(leader) -- 3.3a wing members ignore 3.2
  local r = rating(leader) + a
  local total, d1, d2 = U.roll2d6(("S.2.6 initiative: %s%s"):format(leader.key, purpose and (" (" .. purpose .. ")") or ""))
  local loose = (d1 + d2) == ch.loose_cannon and purpose ~= "breastworks"
  local ok = (total + r) >= ch.need and not loose
  if purpose == "breastworks" then
    local s = state()
    local b = s.breastworks[leader.key] or { game = 0 }
    local dk = "day" .. sandtable.game.clock().day
    b.game = b.game + 1
    b[dk] = (b[dk] or 0) + 1
    s.breastworks[leader.key] = b
    save(s)
  end
  log("initiative", ("S.2.6 %s initiative: %d + %d = %d (need %d): %s"):format(leader.key, total, r, total + r, ch.need,
    loose and "loose cannon" or (ok and "success" or "failure")),
    { leader = leader.key, roll = total, rating = r, need = ch.need, success = ok, loose_cannon = loose, purpose = purpose })
  return ok, loose
end

-- 4.3a may this leader still roll for breastworks?
function M.breastworks_rolls_left(leader_key)
  local b = state().breastworks[leader_key] or { game = 0 }
  local lim = U.chart("initiative").breastworks_limits
  local d = b["day" .. sandtable.game.clock().day] or 0
  return math.min(lim.per_game - b.game, lim.per_day - d)
end

---------------------------------------------------------------------------------------------
-- Actions
---------------------------------------------------------------------------------------------
local function goal_ok(g)
  if g == nil then return true end
  return sandtable.map.on_map(g)
end

-- S.2.2 / 3.3b Command points are counted by pool: the army commander's, and each other wing
-- commander's once he has accepted Bragg's wing order ("he calculates command points (just as
-- if he were an army commander)"). `pool` is nil for the army's, else the wing commander's key.
-- s.cp = { side, turn, used (the army's), wing = { [leader key] = used } }.
local function cp_left(s, side, pool)
  local per = U.chart("command_points").per_turn
  local cp = s.cp
  if cp and cp.side == side and cp.turn == sandtable.game.turn() then
    if pool then return per - ((cp.wing or {})[pool] or 0) end
    return per - cp.used
  end
  return per
end
local function cp_spend(s, side, pool, cost)
  local t = sandtable.game.turn()
  if not (s.cp and s.cp.side == side and s.cp.turn == t) then s.cp = { side = side, turn = t, used = 0 } end
  if pool then
    s.cp.wing = s.cp.wing or {}
    s.cp.wing[pool] = (s.cp.wing[pool] or 0) + cost
  else
    s.cp.used = s.cp.used + cost
  end
end
M.cp_left = function(side, pool) return cp_left(state(), side, pool) end

-- Resolve `to` into (command key, receiving unit handle).
local function receiver(to)
  if to == nil then return nil end
  local u = sandtable.units.get(to)
  if u then
    if U.is_leader(u) and u.leader and u.leader.commands then
      local w = C().wing_of_commander(u.key) -- 3.3a/3.3b a wing commander takes orders for his wing
      return w or u.leader.commands, u
    end
    -- 3.6 Pickett's Miners and Sappers (props.sappers) take orders as a unit; the Union Pioneer
    -- Brigade's battalions (2.7e, props.pioneers only) are a brigade under its leader
    if u:prop("sappers") then return u.key, u end
    return nil
  end
  if is_command(to) then return to, leader_of(to) end
  return nil
end

local function pessimism(side)
  local ok, p = pcall(function() return require("events").pessimism(side) end)
  return ok and p
end


-- S.2.1 / 3.3b / 3.3e who may send an order to whom.
local function sender_may(side, from, cmd)
  local army = army_commander(side)
  if army and from.key == army.key then
    if cmd == army_key(side) then return false, "S.2.1: the army commander does not order himself" end
    -- 3.3e: until Bragg's bypass roll succeeds, orders into a wing go to its commander
    local s = state()
    if not s.bypass.granted then
      for i, k in ipairs(ancestors(cmd)) do
        if i > 1 and echelon(k) == "wing" then
          return false, ("3.3e: orders to commands of the %s go through its commander until Bragg rolls 10-12"):format(k)
        end
      end
    end
    return true
  end
  -- 3.3b a wing commander (not Longstreet's super corps) who holds an accepted order orders
  -- the commands of his wing
  local own = C().wing_of_commander(from.key)
  if own and under(cmd, own) and cmd ~= own then
    if M.current(own) then return true end
    return false, "3.3b: a wing commander may issue orders only after accepting one (or by initiative)"
  end
  if not army then return false, "2.1/3.1: no army commander in play: new orders only by initiative" end
  return false, "S.2.1: only the army commander (or a wing commander, 3.3b) sends orders"
end

M.actions = {}

M.actions.order = {
  rule = "S.2.1",
  can = function(a)
    if sandtable.game.phase() ~= "command" then return false, "S.2.7: orders are written in the command phase" end
    local side = sandtable.game.active_side()
    local from = sandtable.units.get(a.from or "")
    if not from or not U.is_leader(from) or from.side ~= side or not from.on_map then
      return false, "S.2.1: the sender must be a leader of the phasing side in play"
    end
    if not TYPES[a.type or ""] then return false, "S.2.1: order type must be attack, defend, move, reserve, rejoin, exit or bridge_repair" end
    if not goal_ok(a.goal) then return false, "S.2.1: the goal must be a hex of the map" end
    local method = METHODS[a.method or ""]
    if not method then return false, "S.2.3: method must be in_person, aide_oral or aide_written" end
    local f = a.force or 0
    if f ~= 0 and f ~= 1 and f ~= 2 then return false, "S.2.4: force is 0, 1 or 2" end
    local cmd, rec = receiver(a.to)
    if not cmd or not rec then return false, "S.2.1: the receiver must be a leader or command of the order of battle in play" end
    if rec.side ~= side then return false, "S.2.1: orders go to friendly commands" end
    if not rec.on_map then return false, "S.2.3: the receiving leader is not in play" end
    local ok, why = sender_may(side, from, cmd)
    if not ok then return false, why end
    if rec:prop("sappers") and a.type ~= "bridge_repair" and a.type ~= "move" then
      return false, "3.6: the Miners and Sappers take bridge-repair or move orders (an escort otherwise)"
    end
    if (a.type == "attack" or a.type == "exit") and pessimism(side) then
      return false, "4.4 Bragg's pessimism: no attack (or exit) orders for 24 hours"
    end
    local s = state()
    if s.staff_work and s.staff_work[cmd] and s.staff_work[cmd] > sandtable.game.turn() then
      return false, ("4.4 poor staff work: no new orders to %s until turn %d"):format(cmd, s.staff_work[cmd])
    end
    if method == "ipv" and from.hex ~= rec.hex then
      return false, "S.2.3: an in person order needs the sender stacked with the receiver"
    end
    local cost = U.chart("command_points").cost[method]
    if rec:prop("sappers") and a.type == "bridge_repair" then cost = 0 end -- 3.6
    local pool = pool_of(side, from)
    if cost > cp_left(s, side, pool) then
      return false, ("%s: %d command points needed, %d left this turn%s"):format(pool and "3.3b" or "S.2.2", cost,
        cp_left(s, side, pool), pool and (" (" .. from.key .. "'s own as wing commander)") or "")
    end
    return true
  end,
  resolve = function(a)
    local side = sandtable.game.active_side()
    local from = sandtable.units.get(a.from)
    local cmd, rec = receiver(a.to)
    local method = METHODS[a.method]
    local s = state()
    local cost = U.chart("command_points").cost[method]
    if rec:prop("sappers") and a.type == "bridge_repair" then cost = 0 end
    local t = sandtable.game.turn()
    cp_spend(s, side, pool_of(side, from), cost) -- S.2.2; 3.3b a wing commander's own points
    -- S.2.3 an aide rides 10 MP a turn (one MP a hex, reconstructed); in person: at once
    local dist = sandtable.map.distance(from.hex, rec.hex)
    local rate = U.chart("movement_allowance").order_rate
    local transit = 0
    if method ~= "ipv" then transit = math.max(1, (dist + rate - 1) // rate) end
    local o = { id = s.next, side = side, from = from.key, to = cmd, to_unit = rec.key, type = a.type, goal = a.goal,
      text = a.text, method = method, complex = (a.complex == true) or a.type == "rejoin", force = a.force or 0,
      status = "transit", issued = t, arrives = t + transit }
    s.next = s.next + 1
    s.list[#s.list + 1] = o
    log("order_sent", ("S.2.1 %s sends %s (%s) to %s: %d CP, arrives turn %d"):format(from.key, a.type, method, cmd, cost, o.arrives),
      { order = o.id, from = from.key, to = cmd, type = a.type, method = method, cost = cost, arrives = o.arrives, distance = dist }, own(side))
    if transit == 0 then deliver(s, o) end
    save(s)
  end,
  describe = function(a) return { rule = "S.2.1", from = a.from, to = a.to, type = a.type, goal = a.goal, method = a.method } end,
}

local function same_failed(s, cmd, a)
  local t = sandtable.game.turn()
  for _, f in ipairs(s.failed) do
    if f.turn == t and f.to == cmd and f.type == a.type and f.goal == a.goal then return true end
  end
  return false
end

M.actions.initiative = {
  rule = "S.2.6",
  can = function(a)
    if sandtable.game.phase() ~= "command" then return false, "S.2.7: initiative is rolled in the command phase" end
    local side = sandtable.game.active_side()
    local l = sandtable.units.get(a.leader or "")
    if not l or not U.is_leader(l) or l.side ~= side or not l.on_map or not (l.leader and l.leader.commands) then
      return false, "S.2.6: a leader of the phasing side in play rolls initiative"
    end
    local army = army_commander(side)
    if army and army.key == l.key then return false, "S.2.6: the army commander writes orders; he does not roll initiative" end
    if not INIT_TYPES[a.type or ""] then return false, "S.2.6: the order must be attack, defend, move, reserve or rejoin" end
    if not goal_ok(a.goal) then return false, "S.2.6: the goal must be a hex of the map" end
    local cmd = C().wing_of_commander(l.key) or l.leader.commands
    local to = a.to or cmd
    if l:prop("rogue") then
      -- 2.7j a rogue general may "issue orders via initiative to any unit": any command of his
      -- side, named in the action (he commands none of his own)
      local c = tree()[a.to or ""]
      if not c or c.side ~= side then
        return false, "2.7j: a rogue general's initiative order names the command it goes to (any command of his side)"
      end
    elseif to ~= cmd and commands_all(l) then
      -- 6.6 SCR1 "Thomas may command any unit on the field via initiative, including Res Corps"
      local c = tree()[to]
      if not c or c.side ~= side then return false, "6.6: Thomas's initiative order goes to a command of his side" end
    elseif to ~= cmd then
      -- 3.3a Longstreet gives an order to any unit in his wing
      if not (echelon(cmd) == "wing" and in_longstreet_wing(cmd) and under(to, cmd)) then
        return false, "S.2.6: an initiative order is for the leader's own command (3.3a: Longstreet, any command of his wing)"
      end
    end
    local s = state()
    if s.initiative[l.key] == sandtable.game.turn() then return false, "S.2.6: one initiative roll a turn for each leader" end
    if same_failed(s, to, a) then return false, "S.2.6: not for the very order that just failed its acceptance roll" end
    return true
  end,
  resolve = function(a)
    local side = sandtable.game.active_side()
    local l = sandtable.units.get(a.leader)
    local s = state()
    s.initiative[l.key] = sandtable.game.turn()
    save(s)
    local ok, loose = M.initiative(l, "order")
    s = state()
    local to = a.to or C().wing_of_commander(l.key) or l.leader.commands
    if ok then
      -- 2.7j / 6.6 SCR1: an order to another command goes to that command's own leader
      local tl = (l:prop("rogue") or (commands_all(l) and to ~= (C().wing_of_commander(l.key) or l.leader.commands))) and leader_of(to) or l
      local o = { id = s.next, side = side, from = l.key, to = to, to_unit = (tl or l).key, type = a.type, goal = a.goal, text = a.text,
        status = "transit", issued = sandtable.game.turn(), initiative = true, complex = a.type == "rejoin" }
      s.next = s.next + 1
      s.list[#s.list + 1] = o
      accept(s, o, "S.2.6 initiative")
    elseif loose then
      s.enemy_writes[#s.enemy_writes + 1] = { side = U.enemy(side), victim = side, to = to, leader = l.key, why = "S.2.6 loose cannon" }
      log("loose_cannon", ("S.2.6 loose cannon: the %s player writes %s's order"):format(U.enemy(side), l.key), { leader = l.key, to = to })
    end
    save(s)
  end,
  describe = function(a) return { rule = "S.2.6", leader = a.leader, type = a.type, goal = a.goal } end,
}

-- The enemy's pending order for `to` (4.4's fateful order: any division of the victim, "*division").
local function writes_for(s, to)
  for i, e in ipairs(s.enemy_writes) do
    if e.to == to then return e, i end
    if e.to == "*division" and is_command(to) and tree()[to].side == e.victim and is_division_level(to) then return e, i end
  end
  return nil
end

M.actions.enemy_order = {
  rule = "S.2.6",
  can = function(a)
    local s = state()
    local w = writes_for(s, a.to)
    if not w then return false, "S.2.6/4.4: no order of that command is the enemy's to write" end
    if U.acting_side() ~= w.side then return false, ("S.2.6/4.4: the %s player writes this order"):format(w.side) end
    if not TYPES[a.type or ""] then return false, "S.2.6: order type must be attack, defend, move or reserve" end
    if w.fateful and (a.type ~= "move" or not a.goal) then return false, "4.4 The fateful order: a move to a new location (goal), no attack" end
    if not goal_ok(a.goal) then return false, "S.2.6: the goal must be a hex of the map" end
    return true
  end,
  resolve = function(a)
    local s = state()
    local w, wi = writes_for(s, a.to)
    table.remove(s.enemy_writes, wi)
    local l = leader_of(a.to)
    local o = { id = s.next, side = w.victim, from = "enemy", to = a.to, to_unit = w.leader or (l and l.key) or nil, type = a.type, goal = a.goal, text = a.text,
      status = "transit", issued = sandtable.game.turn(), fateful = w.fateful }
    s.next = s.next + 1
    s.list[#s.list + 1] = o
    accept(s, o, w.why)
    save(s)
  end,
  describe = function(a) return { rule = "S.2.6", to = a.to, type = a.type, goal = a.goal } end,
}

---------------------------------------------------------------------------------------------
-- S.2 Orders written in the window: the parts of an order, an initiative roll and an order
-- the enemy writes, as slots (the window builds them part by part; each part offers what the
-- rules allow given the parts already picked, with what it costs).
---------------------------------------------------------------------------------------------
local function leader_label(l, why)
  return ("%s (%s)"):format(l.key, why)
end

local function command_label(cmd)
  local l = leader_of(cmd)
  return l and ("%s (%s)"):format(cmd, l.key) or cmd
end

local TYPE_ORDER = { "attack", "defend", "move", "reserve", "rejoin", "exit", "bridge_repair" }

-- The order types the receiver may take (3.6 sappers; 4.4 pessimism), from `allowed`.
local function types_for(side, rec, allowed)
  local out = {}
  for _, t in ipairs(TYPE_ORDER) do
    if allowed[t] then
      local ok = true
      if rec and rec:prop("sappers") and t ~= "bridge_repair" and t ~= "move" then ok = false end
      if (t == "attack" or t == "exit") and pessimism(side) then ok = false end
      if ok then out[#out + 1] = { value = t, label = t:gsub("_", " ") } end
    end
  end
  return out
end

-- The chances of each acceptance result (S.2.4) at net value `net`, over 2d6: "A 58 %, D1 28 %…".
local function acceptance_chances(net)
  local row = U.chart("acceptance_table")[column_of(net)]
  local by, order = {}, {}
  for a = 1, 6 do
    for b = 1, 6 do
      local r = row[a + b - 1]
      if not by[r] then by[r] = 0; order[#order + 1] = r end
      by[r] = by[r] + 1
    end
  end
  -- accepted first, then the delays from the shortest (D1) to Dt
  local rank = function(r) return r == "A" and 0 or (r == "Dt" and 99) or tonumber(r:match("^D(%d)$")) or 50 end
  table.sort(order, function(x, y) return rank(x) < rank(y) end)
  local parts = {}
  for _, r in ipairs(order) do parts[#parts + 1] = ("%s %d%%"):format(r, math.floor(by[r] * 100 / 36 + 0.5)) end
  return table.concat(parts, ", ")
end

-- The parts every written order has: its objective (any hex of the map) and its text.
local function goal_slot(label)
  return { id = "goal", kind = "hex", label = label or "Objective: a hex of the map", any = true, optional = true }
end
local TEXT_SLOT = { id = "text", kind = "text", label = "The order as written", optional = true }

-- Union order 7 of the schedule (6.8-6.12): "Once Granger arrives at Thomas' HQ, the Union
-- player may give Granger one free (immediately accepted) order." The order carrying it
-- (free_order_at) names the command; reconstructed: "arrives at" is in or next to the hex of
-- the HQ of Thomas's command (his own hex if it has none); the free order costs no command
-- points, is not rolled for, and is given once, in the Union command phase.
local function free_order_of(side)
  for _, o in ipairs(state().list) do
    if o.side == side and o.free_order_at and not o.free_used and o.status == "A" then return o end
  end
  return nil
end

local function at_thomas_hq(l)
  local thomas = sandtable.units.get("Thomas")
  if not (thomas and thomas.on_map and l and l.on_map) then return false end
  local hq = thomas.leader and thomas.leader.commands and sandtable.units.get(thomas.leader.commands .. " HQ")
  local at = (hq and hq.on_map) and hq.hex or thomas.hex
  return sandtable.map.distance(l.hex, at) <= 1
end

M.actions.free_order = {
  rule = "6.8 order 7",
  label = "Granger's free order",
  slots = {
    { id = "type", kind = "choice", label = "Type of order" },
    goal_slot(),
    TEXT_SLOT,
  },
  options = function(a, slot)
    if slot == "type" and free_order_of(sandtable.game.active_side()) then return types_for(sandtable.game.active_side(), nil, INIT_TYPES) end
    return {}
  end,
  can = function(a)
    if sandtable.game.phase() ~= "command" then return false, "order 7: the free order is given in the command phase" end
    local o = free_order_of(sandtable.game.active_side())
    if not o then return false, "order 7: no free order to give (the Reserve Corps's order grants one, once)" end
    local l = leader_of(o.to)
    if not at_thomas_hq(l) then return false, ("order 7: %s must first arrive at Thomas' HQ"):format(l and l.key or "Granger") end
    if not INIT_TYPES[a.type or ""] then return false, "order 7: the order must be attack, defend, move, reserve or rejoin" end
    if not goal_ok(a.goal) then return false, "order 7: the goal must be a hex of the map" end
    return true
  end,
  resolve = function(a)
    local s = state()
    local side = sandtable.game.active_side()
    local given
    for _, o in ipairs(s.list) do
      if o.side == side and o.free_order_at and not o.free_used and o.status == "A" then given = o break end
    end
    given.free_used = sandtable.game.turn()
    local l = leader_of(given.to)
    local o = { id = s.next, side = side, from = "free order", to = given.to, to_unit = l and l.key or nil, type = a.type, goal = a.goal,
      text = a.text, status = "transit", issued = sandtable.game.turn(), free = true }
    s.next = s.next + 1
    s.list[#s.list + 1] = o
    accept(s, o, "order 7: Granger's free order (immediately accepted)")
    save(s)
  end,
  describe = function(a) return { rule = "6.8 order 7", type = a.type, goal = a.goal } end,
}

M.actions.order.label = "Write an order"
M.actions.order.slots = {
  { id = "from", kind = "unit", label = "Issued by (S.2.1)" },
  { id = "to", kind = "choice", label = "To (S.2.1)" },
  { id = "type", kind = "choice", label = "Type of order (S.2.1)" },
  goal_slot("Objective (S.2.1): a hex of the map"),
  { id = "method", kind = "choice", label = "Sent (S.2.3)" },
  { id = "complex", kind = "choice", label = "Complex order (S.2.4)", optional = true },
  { id = "force", kind = "choice", label = "Force (S.2.4)", optional = true },
  TEXT_SLOT,
}
M.actions.order.options = function(a, slot)
  if sandtable.game.phase() ~= "command" then return {} end
  local side = sandtable.game.active_side()
  local from = a.from and sandtable.units.get(a.from)
  local out = {}
  if slot == "from" then
    for _, l in ipairs(sandtable.units.all{ side = side, type = "leader", sort = "key" }) do
      if l.on_map and l.leader and l.leader.commands then
        local army = army_commander(side)
        local why = army and army.key == l.key and "army commander"
          or (C().wing_of_commander(l.key) and M.current(C().wing_of_commander(l.key)) and "wing commander")
        if why then
          local pool = pool_of(side, l)
          why = ("%s, %d command points left"):format(why, cp_left(state(), side, pool))
          out[#out + 1] = { value = l.key, label = leader_label(l, why), unit = l.key, hex = l.hex }
        end
      end
    end
  elseif slot == "to" and from then
    local keys = {}
    for k, c in pairs(tree()) do
      if c.side == side then keys[#keys + 1] = k end
    end
    table.sort(keys)
    for _, k in ipairs(keys) do
      local cmd, rec = receiver(k)
      if cmd == k and rec and rec.on_map and sender_may(side, from, k) then
        out[#out + 1] = { value = k, label = ("%s, %d hexes away"):format(command_label(k), sandtable.map.distance(from.hex, rec.hex)),
          hex = rec.hex }
      end
    end
    -- 3.6 the Miners and Sappers take orders as a unit
    for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
      if u.on_map and u:prop("sappers") then out[#out + 1] = { value = u.key, label = u.key .. " (3.6)", unit = u.key, hex = u.hex } end
    end
  elseif slot == "type" then
    local _, rec = receiver(a.to)
    out = types_for(side, rec, TYPES)
  elseif slot == "method" and from then
    local _, rec = receiver(a.to)
    local rate = U.chart("movement_allowance").order_rate
    local turn = sandtable.game.turn()
    for _, m in ipairs({ "in_person", "aide_oral", "aide_written" }) do
      local short = METHODS[m]
      local cost = U.chart("command_points").cost[short]
      if rec and rec:prop("sappers") and a.type == "bridge_repair" then cost = 0 end
      local transit = 0
      if short ~= "ipv" and rec then transit = math.max(1, (sandtable.map.distance(from.hex, rec.hex) + rate - 1) // rate) end
      local ok = short ~= "ipv" or (rec and from.hex == rec.hex)
      if ok then
        local label = ("%s: %d CP, %s"):format(m:gsub("_", " "), cost,
          transit == 0 and "delivered at once" or ("arrives turn %d"):format(turn + transit))
        if rec then
          local net = M.net_value({ from = from.key, to_unit = rec.key, method = short, complex = a.complex == true,
            force = a.force or 0, side = side })
          label = label .. ("; acceptance (net %d): %s"):format(net, acceptance_chances(net))
        end
        out[#out + 1] = { value = m, label = label }
      end
    end
  elseif slot == "complex" then
    local mods = U.chart("order_modifiers")
    out = { { value = false, label = "simple" }, { value = true, label = ("complex (%+d to acceptance)"):format(mods.complex) } }
  elseif slot == "force" then
    local mods = U.chart("order_modifiers")
    for f = 0, 2 do out[#out + 1] = { value = f, label = ("F-%d (%+d to acceptance)"):format(f, mods.force[f] or 0) } end
  end
  return out
end

M.actions.initiative.label = "Roll initiative"
M.actions.initiative.slots = {
  { id = "leader", kind = "unit", label = "Leader (S.2.6)" },
  { id = "type", kind = "choice", label = "Type of order (S.2.6)" },
  goal_slot(),
  { id = "to", kind = "choice", label = "For the command (3.3a, 2.7j, 6.6)", optional = true },
}
M.actions.initiative.options = function(a, slot)
  if sandtable.game.phase() ~= "command" then return {} end
  local side = sandtable.game.active_side()
  local out = {}
  if slot == "leader" then
    local army = army_commander(side)
    local s = state()
    for _, l in ipairs(sandtable.units.all{ side = side, type = "leader", sort = "key" }) do
      if l.on_map and l.leader and l.leader.commands and not (army and army.key == l.key)
        and s.initiative[l.key] ~= sandtable.game.turn() then
        out[#out + 1] = { value = l.key, label = leader_label(l, ("rating %d, %s"):format(rating(l), l.leader.commands)),
          unit = l.key, hex = l.hex }
      end
    end
  elseif slot == "type" then
    out = types_for(side, nil, INIT_TYPES)
  elseif slot == "to" and a.leader then
    local l = sandtable.units.get(a.leader)
    if l then
      local own = C().wing_of_commander(l.key) or (l.leader and l.leader.commands)
      local keys = {}
      for k, c in pairs(tree()) do if c.side == side then keys[#keys + 1] = k end end
      table.sort(keys)
      for _, k in ipairs(keys) do
        local ok = (l:prop("rogue") or commands_all(l)) or (k ~= own and echelon(own) == "wing" and in_longstreet_wing(own) and under(k, own))
        if ok then out[#out + 1] = { value = k, label = command_label(k) } end
      end
    end
  end
  return out
end

M.actions.enemy_order.label = "Write the enemy's order"
M.actions.enemy_order.slots = {
  { id = "to", kind = "choice", label = "The enemy command (S.2.6 / 4.4)" },
  { id = "type", kind = "choice", label = "Type of order" },
  goal_slot(),
  TEXT_SLOT,
}
M.actions.enemy_order.options = function(a, slot)
  local s = state()
  local side = U.acting_side()
  local out = {}
  if slot == "to" then
    for _, w in ipairs(s.enemy_writes) do
      if w.side == side then
        if w.to == "*division" then
          local keys = {}
          for k, c in pairs(tree()) do
            if c.side == w.victim and is_division_level(k) then keys[#keys + 1] = k end
          end
          table.sort(keys)
          for _, k in ipairs(keys) do out[#out + 1] = { value = k, label = command_label(k) .. " (" .. w.why .. ")" } end
        else
          out[#out + 1] = { value = w.to, label = command_label(w.to) .. " (" .. w.why .. ")" }
        end
      end
    end
  elseif slot == "type" and a.to then
    local w = writes_for(s, a.to)
    if w and w.fateful then
      out = { { value = "move", label = "move (4.4: the fateful order, to a new location)" } }
    elseif w then
      out = types_for(w.victim, nil, TYPES)
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- 3.3 Create and dissolve the wings: { kind = "wing_order", type = "create_wings" |
--   "dissolve_wings", method, wings = { { wing = "Left Wing", commander = LEADER, divisions =
--   { DIVISION... }, hq = HEX }, ... } } from the army commander. One order for each wing
--   commander, given together; they cost one order's command points (reconstructed: "a simple
--   order … given simultaneously to each new wing commander"), travel and roll for acceptance
--   separately, and each wing exists from its commander's acceptance.
---------------------------------------------------------------------------------------------
local WING_KEYS = { "Left Wing", "Right Wing" }

-- 3.3b the commander of the wing that is not Longstreet's: Polk, else Hill, else any corps
-- commander (3.3d: the next ranking when a potential commander has fallen).
local function second_wing_commanders()
  local out = {}
  for _, k in ipairs({ "Polk", "Hill" }) do
    local l = sandtable.units.get(k)
    if l and l.on_map then out[#out + 1] = k return out end
  end
  for _, l in ipairs(sandtable.units.all{ side = "confederate", type = "leader", sort = "key" }) do
    if l.on_map and C().echelon(l) == "corps" and l.key ~= "Longstreet" then out[#out + 1] = l.key end
  end
  return out
end

local function infantry_divisions_in_play()
  local out, seen = {}, {}
  for _, u in ipairs(sandtable.units.all{ side = "confederate" }) do
    if U.is_infantry(u) then
      local d = division_of_key(command_of(u))
      if d and echelon(d) == "division" and not seen[d] then seen[d] = true out[#out + 1] = d end
    end
  end
  table.sort(out)
  return out
end

local function oob_corps_of(div)
  local k = tree()[div] and tree()[div].parent
  local n = 0
  while k and n < 8 do
    if echelon(k) == "corps" then return k end
    k = tree()[k] and tree()[k].parent
    n = n + 1
  end
  return nil
end

-- How many existing corps a set of wings ({ [wing] = { divisions } }) breaks up: corps whose
-- divisions go to more than one wing (3.3: "no more than one").
function M.corps_broken(wings)
  local by_corps = {}
  for w, divs in pairs(wings) do
    for _, d in ipairs(divs) do
      local c = oob_corps_of(d)
      if c then by_corps[c] = by_corps[c] or {}; by_corps[c][w] = true end
    end
  end
  local broken = 0
  for _, c in pairs(by_corps) do
    local n = 0
    for _ in pairs(c) do n = n + 1 end
    if n > 1 then broken = broken + 1 end
  end
  return broken
end

-- 3.3c A variant's further wing (the Army of Mississippi mod registers "Third Wing"):
-- M.optional_wings[key] = { active = function() -> bool, commander = function() -> leader | nil }.
-- When more infantry divisions are in play than two wings of six can hold, Bragg's wing order
-- creates the further wings with the two, all at once; the divisions are divided as equally as
-- possible among them all.
M.optional_wings = {}
local WING_SIZE = 6

local function check_wing_order(a)
  if sandtable.game.phase() ~= "command" then return false, "S.2.7: orders are written in the command phase" end
  local side = sandtable.game.active_side()
  local army = army_commander(side)
  if side ~= "confederate" then return false, "3.3: only the Confederate army forms wings" end
  if not army then return false, "3.1: no army commander in play" end
  local method = METHODS[a.method or ""]
  if not method then return false, "S.2.3: method must be in_person, aide_oral or aide_written" end
  local w = var("wings")
  local active = C().wings()
  if type(a.wings) ~= "table" or #a.wings == 0 then return false, "3.3: name the wings (wing, commander, divisions, hq)" end
  if a.type == "dissolve_wings" then
    if #active == 0 then return false, "3.3: there are no wings to dissolve" end
    for _, x in ipairs(a.wings) do
      local found = false
      for _, y in ipairs(active) do if y.key == x.wing then found = true end end
      if not found then return false, ("3.3: %s is not an active wing"):format(tostring(x.wing)) end
    end
  elseif a.type == "create_wings" then
    if w.never_again then return false, "3.3: once dissolved, the wings may never be reformed" end
    if #active > 0 then return false, "3.3: the wings already exist" end
    local lg = sandtable.units.get("Longstreet")
    if not (lg and lg.on_map) then return false, "3.3: only after Longstreet enters play" end
    local declared = {}
    for _, k in ipairs(WING_KEYS) do declared[k] = true end
    for _, k in ipairs(var("extra_wings")) do declared[k] = true end -- 3.3c (options.lua)
    local divisions = infantry_divisions_in_play()
    local optional = {}
    if #divisions > #WING_KEYS * WING_SIZE then
      local keys = {}
      for k, spec in pairs(M.optional_wings) do if spec.active() then keys[#keys + 1] = k end end
      table.sort(keys)
      for _, k in ipairs(keys) do declared[k] = true; optional[k] = M.optional_wings[k] end
    end
    local n_expected = 0
    for _ in pairs(declared) do n_expected = n_expected + 1 end
    if #a.wings ~= n_expected then return false, ("3.3: all or nothing: Bragg must create all %d wings at once"):format(n_expected) end
    local assigned, by_corps = {}, {}
    local has_longstreet = false
    for _, x in ipairs(a.wings) do
      if not declared[x.wing or ""] then return false, ("3.3: no wing %s"):format(tostring(x.wing)) end
      local l = sandtable.units.get(x.commander or "")
      if not l or not l.on_map or l.side ~= side then return false, "3.3: each wing commander must be a leader in play" end
      if x.commander == "Longstreet" then has_longstreet = true end
      if type(x.divisions) ~= "table" or #x.divisions > 6 then return false, "3.3: no more than six divisions a wing" end
      if not x.hq or not sandtable.map.on_map(x.hq) then return false, "3.3: give the location of the new wing HQ" end
      for _, d in ipairs(x.divisions) do
        if echelon(d) ~= "division" then return false, ("3.3: %s is not a division"):format(tostring(d)) end
        if assigned[d] then return false, ("3.3: %s is assigned twice"):format(d) end
        assigned[d] = x.wing
        local c = oob_corps_of(d)
        if c then by_corps[c] = by_corps[c] or {}; by_corps[c][x.wing] = true end
      end
    end
    if not has_longstreet then return false, "3.3a: Longstreet commands a wing" end
    local others = second_wing_commanders()
    for _, x in ipairs(a.wings) do
      if optional[x.wing] then
        local c = optional[x.wing].commander()
        if not c or c.key ~= x.commander then
          return false, ("3.3c: %s commands the %s"):format(c and c.key or "the senior corps commander", x.wing)
        end
      elseif x.commander ~= "Longstreet" and (#a.wings == 2 or next(optional) ~= nil) then
        local ok = false
        for _, k in ipairs(others) do if k == x.commander then ok = true end end
        if not ok then return false, ("3.3b: the other wing goes to %s"):format(table.concat(others, " or ")) end
      end
    end
    for _, d in ipairs(divisions) do
      if not assigned[d] then return false, ("3.3: every infantry division in play goes to a wing (%s is not assigned)"):format(d) end
    end
    if next(optional) ~= nil then
      local lo, hi = math.huge, 0
      for _, x in ipairs(a.wings) do lo = math.min(lo, #x.divisions); hi = math.max(hi, #x.divisions) end
      if hi - lo > 1 then
        return false, ("3.3c: the divisions are divided as equally as possible among the wings (%d to %d)"):format(lo, hi)
      end
    end
    local broken = 0
    for _, c in pairs(by_corps) do
      local n = 0
      for _ in pairs(c) do n = n + 1 end
      if n > 1 then broken = broken + 1 end
    end
    if broken > 1 then return false, "3.3: no more than one existing corps may be broken up between wings" end
  else
    return false, "3.3: type is create_wings or dissolve_wings"
  end
  return M.check_wing_sending(a)
end

-- The part of a wing order's check that is about sending it (S.2.2/S.2.3): each wing
-- commander in play, in person needs the sender stacked, the command points. The Army of
-- Mississippi mod's 3.3c third wing order uses it after its own checks.
function M.check_wing_sending(a)
  if sandtable.game.phase() ~= "command" then return false, "S.2.7: orders are written in the command phase" end
  local side = sandtable.game.active_side()
  local army = army_commander(side)
  if not army then return false, "3.1: no army commander in play" end
  local method = METHODS[a.method or ""]
  if not method then return false, "S.2.3: method must be in_person, aide_oral or aide_written" end
  local active = C().wings()
  for _, x in ipairs(a.wings) do
    local l = sandtable.units.get(x.commander or (active[1] and "") or "")
    if a.type == "dissolve_wings" then
      for _, y in ipairs(active) do if y.key == x.wing then l = sandtable.units.get(y.commander) end end
    end
    if not l or not l.on_map then return false, "3.3: the wing commander is not in play" end
    if method == "ipv" and army.hex ~= l.hex then return false, "S.2.3: an in person order needs the sender stacked with the receiver" end
  end
  local cost = U.chart("command_points").cost[method]
  if cost > cp_left(state(), side) then
    return false, ("S.2.2: %d command points needed, %d left this turn"):format(cost, cp_left(state(), side))
  end
  return true
end

-- Sends a wing order (checked): one order a wing commander, one order's command points,
-- each travelling and rolled for acceptance separately (3.3); a = { type, method, wings =
-- { { wing, commander, divisions, hq } }, text }. The mod's 3.3c third wing sends its order
-- through this.
function M.send_wing_order(a)
  local side = sandtable.game.active_side()
  local army = army_commander(side)
  local method = METHODS[a.method]
  local s = state()
  local t = sandtable.game.turn()
  if not (s.cp and s.cp.side == side and s.cp.turn == t) then s.cp = { side = side, turn = t, used = 0 } end
  s.cp.used = s.cp.used + U.chart("command_points").cost[method]
  local active = C().wings()
  local rate = U.chart("movement_allowance").order_rate
  local now = {}
  for _, x in ipairs(a.wings) do
    local commander = x.commander
    if a.type == "dissolve_wings" then
      for _, y in ipairs(active) do if y.key == x.wing then commander = y.commander end end
    end
    local l = sandtable.units.get(commander)
    local dist = sandtable.map.distance(army.hex, l.hex)
    local transit = method == "ipv" and 0 or math.max(1, (dist + rate - 1) // rate)
    local o = { id = s.next, side = side, from = army.key, to = x.wing, to_unit = l.key, type = a.type,
      wing = { key = x.wing, commander = commander, divisions = x.divisions, hq = x.hq },
      method = method, complex = false, force = 0, status = "transit", issued = t, arrives = t + transit,
      text = a.text or ("3.3 " .. a.type .. ": " .. x.wing) }
    s.next = s.next + 1
    s.list[#s.list + 1] = o
    log("order_sent", ("3.3 %s sends %s (%s) to %s for the %s: arrives turn %d"):format(army.key, a.type, method, commander, x.wing, o.arrives),
      { order = o.id, from = army.key, to = x.wing, type = a.type, method = method, arrives = o.arrives }, own(army.side))
    if transit == 0 then now[#now + 1] = o end
  end
  for _, o in ipairs(now) do deliver(s, o) end
  save(s)
end

---------------------------------------------------------------------------------------------
-- 3.3 The wing order in parts (slots), as a window offers them: the type, the method, then for
-- each wing its commander, its divisions and the place of its new HQ; the divisions are
-- picked by a unit of each (its commander where he is in play, else its first infantry unit by
-- key: the unit a player clicks on the map). An order written with these parts is read as the
-- { wings = { { wing, commander, divisions, hq } } } form (wings_of); that form is still taken
-- as it is (the bots, the Army of Mississippi mod). Dissolving dissolves every active wing.
-- The Third Wing's parts are used only where a variant declares it (3.3c: the mod).
---------------------------------------------------------------------------------------------
local WING_PARTS = { { key = "Left Wing", id = "left" }, { key = "Right Wing", id = "right" }, { key = "Third Wing", id = "third" } }

-- The division a key picked in a divisions part stands for: a division key as it is, a
-- division's commander, or any unit of the division.
local function division_picked(k)
  if type(k) ~= "string" then return nil end
  if echelon(k) == "division" then return k end
  local u = sandtable.units.get(k)
  if not u then return nil end
  local d = division_of_key(command_of(u))
  if d and echelon(d) == "division" then return d end
  return nil
end

local function wings_of(a)
  if type(a.wings) == "table" then return a end
  local out = {}
  for k, v in pairs(a) do out[k] = v end
  local wings = {}
  if a.type == "dissolve_wings" then
    for _, w in ipairs(C().wings()) do wings[#wings + 1] = { wing = w.key } end
  else
    for _, w in ipairs(WING_PARTS) do
      local cmd = a[w.id .. "_commander"]
      if cmd ~= nil then
        local divs = {}
        for _, k in ipairs(type(a[w.id .. "_divisions"]) == "table" and a[w.id .. "_divisions"] or {}) do
          divs[#divs + 1] = division_picked(k) or tostring(k)
        end
        wings[#wings + 1] = { wing = w.key, commander = cmd, divisions = divs, hq = a[w.id .. "_hq"] }
      end
    end
  end
  out.wings = wings
  return out
end
M.wings_of = wings_of

-- The unit that stands for division `d` in a divisions part (see above), or nil.
local function division_unit(d)
  local l = leader_of(d)
  if l and l.on_map then return l end
  for _, u in ipairs(sandtable.units.all{ side = "confederate", sort = "key" }) do
    if u.on_map and U.is_infantry(u) and division_of_key(command_of(u)) == d then return u end
  end
  return nil
end

-- The wings a create_wings order must name now (3.3: two; 3.3c the variant's further wings).
local function wings_to_create()
  local keys = { ["Left Wing"] = true, ["Right Wing"] = true }
  for _, k in ipairs(var("extra_wings")) do keys[k] = true end
  if #infantry_divisions_in_play() > #WING_KEYS * WING_SIZE then
    for k, spec in pairs(M.optional_wings) do if spec.active() then keys[k] = true end end
  end
  return keys
end

M.actions.wing_order = {
  rule = "3.3",
  label = "Form or dissolve the wings",
  can = function(a) return check_wing_order(wings_of(a)) end,
  resolve = function(a) M.send_wing_order(wings_of(a)) end,
  describe = function(a)
    local w = wings_of(a)
    return { rule = "3.3", type = w.type, wings = w.wings, method = w.method }
  end,
}
M.actions.wing_order.slots = {
  { id = "type", kind = "choice", label = "Create or dissolve the wings (3.3)" },
  { id = "method", kind = "choice", label = "Sent (S.2.3)" },
}
for _, w in ipairs(WING_PARTS) do
  local slots = M.actions.wing_order.slots
  slots[#slots + 1] = { id = w.id .. "_commander", kind = "unit", label = w.key .. ": commander (3.3a, 3.3b, 3.3c)", optional = true }
  slots[#slots + 1] = { id = w.id .. "_divisions", kind = "units", label = w.key .. ": its divisions, a unit of each (3.3: at most six)", optional = true }
  slots[#slots + 1] = { id = w.id .. "_hq", kind = "hex", label = w.key .. ": the new wing HQ (3.3)", any = true, optional = true }
end
M.actions.wing_order.slots[#M.actions.wing_order.slots + 1] = TEXT_SLOT

M.actions.wing_order.options = function(a, slot)
  if sandtable.game.phase() ~= "command" then return {} end
  local side = sandtable.game.active_side()
  local army = army_commander(side)
  if side ~= "confederate" or not army then return {} end
  local out = {}
  local active = C().wings()
  if slot == "type" then
    if #active > 0 then
      out[1] = { value = "dissolve_wings", label = "dissolve the wings (3.3: never to be reformed)" }
    elseif not var("wings").never_again then
      out[1] = { value = "create_wings", label = "create the wings (3.3)" }
    end
    return out
  end
  if slot == "method" then
    for _, m in ipairs({ "in_person", "aide_oral", "aide_written" }) do
      local cost = U.chart("command_points").cost[METHODS[m]]
      out[#out + 1] = { value = m, label = ("%s: %d CP (%d left)"):format(m:gsub("_", " "), cost, cp_left(state(), side)) }
    end
    return out
  end
  if a.type ~= "create_wings" then return out end
  local part
  for _, w in ipairs(WING_PARTS) do
    if slot:sub(1, #w.id + 1) == w.id .. "_" then part = w end
  end
  if not part or not wings_to_create()[part.key] then return out end
  local what = slot:sub(#part.id + 2)
  if what == "commander" then
    local cands = {}
    local spec = M.optional_wings[part.key]
    if spec then
      local c = spec.commander()
      if c then cands[1] = c.key end
    else
      cands[1] = "Longstreet" -- 3.3a
      for _, k in ipairs(second_wing_commanders()) do cands[#cands + 1] = k end -- 3.3b
    end
    for _, k in ipairs(cands) do
      local l = sandtable.units.get(k)
      if l and l.on_map then out[#out + 1] = { value = k, label = leader_label(l, part.key), unit = k, hex = l.hex } end
    end
  elseif what == "divisions" then
    -- the divisions in play not yet given to another wing
    local taken = {}
    for _, w in ipairs(WING_PARTS) do
      if w ~= part then
        for _, k in ipairs(type(a[w.id .. "_divisions"]) == "table" and a[w.id .. "_divisions"] or {}) do
          local d = division_picked(k)
          if d then taken[d] = true end
        end
      end
    end
    for _, d in ipairs(infantry_divisions_in_play()) do
      local u = division_unit(d)
      if u and not taken[d] then
        out[#out + 1] = { value = u.key, label = ("%s (%s)"):format(d, u.key), unit = u.key, hex = u.hex }
      end
    end
  elseif what == "hq" then
    local l = type(a[part.id .. "_commander"]) == "string" and sandtable.units.get(a[part.id .. "_commander"])
    if l and l.on_map then out[1] = { value = l.hex, label = ("%s (%s's hex)"):format(l.hex, l.key), hex = l.hex } end
  end
  return out
end

local function wings_active()
  -- command.lua's vars.wings: { active = bool?, [wing HQ] = { commander, divisions } }
  local w = sandtable.vars.get("wings")
  if w == nil or w.active == false then return false end
  if w.active == true then return true end
  for _, v in pairs(w) do if type(v) == "table" and not v.dissolved then return true end end
  return false
end

M.actions.bypass_wings = {
  rule = "3.3e",
  can = function(a)
    if sandtable.game.phase() ~= "command" then return false, "3.3e: at the beginning of the command phase" end
    local side = sandtable.game.active_side()
    local army = army_commander(side)
    if side ~= "confederate" or not army then return false, "3.3e: Bragg's roll" end
    if not wings_active() then return false, "3.3e: only once the wings exist" end
    for _, o in ipairs(state().list) do
      if o.type == "create_wings" and (o.status == "transit" or o.status:match("^D%d$")) then
        return false, "3.3e: only after every order creating the wings has been accepted"
      end
    end
    local s = state()
    if s.bypass.granted then return false, "3.3e: Bragg already bypasses the wings" end
    if s.bypass.turn == sandtable.game.turn() then return false, "3.3e: one roll a turn" end
    return true
  end,
  resolve = function()
    local s = state()
    s.bypass.turn = sandtable.game.turn()
    local r = U.roll2d6("3.3e Bragg bypasses the wing commanders")
    s.bypass.granted = r >= U.chart("bragg_bypass")
    save(s)
    log("bypass_roll", ("3.3e Bragg's bypass roll %d: %s"):format(r, s.bypass.granted and "he may bypass the wings" or "not yet"),
      { roll = r, granted = s.bypass.granted })
  end,
  describe = function() return { rule = "3.3e" } end,
}

M.phase_actions = { command = { "order", "wing_order", "initiative", "bypass_wings", "free_order" }, enemy_order = { "enemy_order" } }

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------
local function infer_type(e)
  if e.type then return e.type end
  if e.kind == "attack" or e.kind == "defend" or e.kind == "none" then return e.kind end
  if e.kind == "join" then return "move" end
  local t = (e.text or ""):lower()
  if t:find("attack") or t:find("capture") then return "attack" end
  if t:find("defend") or t:find("defense") or t:find("prevent") or t:find("delay") then return "defend" end
  return "move"
end

-- The scenario's starting orders become the accepted (or delayed) orders.
-- The scenario's printed orders and, after them, those its arrivals bring (vars.arrival_orders:
-- the schedules' explanations, 6.8-6.10), side by side.
local function printed_orders()
  local given = sandtable.vars.get("orders")
  local arriving = sandtable.vars.get("arrival_orders")
  if type(given) ~= "table" and type(arriving) ~= "table" then return nil end
  local out = {}
  for _, side in ipairs(sandtable.game.sides()) do
    out[side] = {}
    for _, src in ipairs({ given or {}, arriving or {} }) do
      for _, e in ipairs(src[side] or {}) do out[side][#out[side] + 1] = e end
    end
  end
  return out
end

-- "Move to join X": the goal follows the hex of the command joined — `join` names a command
-- (its leader, else its HQ), a leader, or "corps" / "superior" (the ordered command's corps,
-- or next higher command). Kept on that hex at each of the side's command phases while the
-- order stands (reconstructed: the series' "join" is to reach the command; where it is now
-- is the only place to go).
local function join_target(o)
  local j = o.join
  if j == "corps" then
    for _, k in ipairs(ancestors(o.to)) do if echelon(k) == "corps" then j = k break end end
  elseif j == "superior" then
    j = parent(o.to)
  end
  if not j then return nil end
  local u = sandtable.units.get(j)
  if not u and is_command(j) then
    u = leader_of(j)
    if not (u and u.on_map) then u = sandtable.units.get(j .. " HQ") end
  end
  return u and u.on_map and u.hex or nil
end

local function follow_joins(s, side)
  for _, o in ipairs(s.list) do
    if o.join and o.status == "A" and (side == nil or o.side == side) then
      local h = join_target(o)
      if h then o.goal = h end
    end
  end
end

function M.on_game_begin()
  local given = printed_orders()
  if type(given) ~= "table" then return end
  local s = state()
  local nos = var("no_orders")
  for _, side in ipairs(sandtable.game.sides()) do
    for _, e in ipairs(given[side] or {}) do
      if e.to and e.kind ~= "attachment" and not e.not_in_play
        and (is_command(e.to) or sandtable.units.get(e.to) ~= nil) then
        local ty = infer_type(e)
        if ty == "none" and e.hex then
          -- reconstructed: 6.2's "No orders; must move to D57.15 and halt" is a move order to
          -- that hex (the command may not approach the enemy beyond it: a move order's goal)
          ty = "move"
        end
        if ty == "none" then
          nos[e.to] = true
        else
          local status = e.delay or "A"
          if status == "A" and accepted_for(s, e.to) then status = "inactive" end -- reconstructed: a second printed order (6.2 F Cav's, tied to 1 Corps not in play) is kept as data
          local l = is_command(e.to) and leader_of(e.to) or nil
          local o = { id = s.next, side = side, from = "scenario", to = e.to, to_unit = l and l.key or nil, type = ty,
            goal = e.hex or e.then_hex or (e.place and sandtable.map.place(e.place)) or nil, text = e.text, status = status,
            issued = 0, scenario = true, recall = e.recall, kind = e.kind, join = e.join, free_order_at = e.free_order_at,
            arrival = e.arrival }
          if status == "A" then o.accepted = 0 else o.delayed = 0 end
          s.next = s.next + 1
          s.list[#s.list + 1] = o
          -- 2.2a/3.4a "Any division can be detached and given a Divisional Goal": a division
          -- the scenario gives an accepted divisional goal is detached (2.2c/3.4c, the
          -- scenario's own assignment) and answers to its goal, not to its corps HQ's radius
          -- (command.lua superior). reconstructed: this is what keeps 6.3's 2/Cav (Crook, w/i 2
          -- C19.14, "delay the Rebel advance ... via Glass Mill") in command though the
          -- Cavalry Corps HQ stands at C3.03, beyond the 12-MP corps radius.
          if (e.kind == "divisional_goal" or e.goal == "division") and status == "A" and echelon(e.to) == "division" then
            C().attach(e.to, nil, "scenario: divisional goal (2.2a/3.4a)")
          end
        end
      end
    end
  end
  follow_joins(s)
  save(s)
  sandtable.vars.set("no_orders", nos)
  -- 2.2c/3.4c The scenario's attachments of commands ({ kind = "attachment", unit(s), to }:
  -- 6.3 1/1/20 to the Cav Corps, 6.6 3/3/21 to 2/21, J/C/P to C/H, ...) override 2.2/3.4.
  -- Regiments keep their own brigade (a regiment's parent is not a command attachment).
  -- A regiment attached to another brigade (6.2 "10 Conf/S/P/F Cav is attached to D/P/F
  -- Cav", repeated in 6.5/6.6/6.8/6.9; 6.6 10 and 74 Ind "(units attached to 2/4/14)") traces
  -- command to that brigade's leader and takes its orders (vars.trace_to, command.lua
  -- in_command, command_of above); 2.2b/3.4b's "regiments are never attached" is the
  -- players' limit, which 2.2c/3.4c's scenario assignments override. A regiment attached to
  -- an HQ "as if it were an escort" (6.2 order 6: Martin/S/P/F Cav to the F Cav HQ) becomes
  -- one (props.escort: 4.2 — within 6 MP of the HQ, tracing to it, no straggler recovery).
  -- reconstructed: 6.2 prints Martin twice (order 3: to D/P/F Cav with 10 Conf; order 6: to
  -- the F Cav HQ as an escort); the later, specific order is taken. It keeps its own morale
  -- grade (props.morale_grade): the escorts' D is the reconstruction for the HQ guards, not
  -- for a line regiment.
  local tt = var("trace_to")
  for _, side in ipairs(sandtable.game.sides()) do
    for _, e in ipairs(given[side] or {}) do
      if e.kind == "attachment" and e.to then
        for _, k in ipairs(e.units or { e.unit }) do
          local u = not is_command(k) and sandtable.units.get(k) or nil
          if is_command(k) and is_command(e.to) then
            C().attach(k, e.to, "scenario attachment (2.2c/3.4c)")
          elseif u and e.as_escort then
            local grade = U.morale_grade(u)
            sandtable.units.set_prop(u, "morale_grade", grade)
            sandtable.units.set_prop(u, "escort", e.to)
            tt[k] = nil
            log("attach", ("scenario: %s is attached to %s as if it were an escort (4.2)"):format(k, e.to), { unit = k, to = e.to })
          elseif u and is_command(e.to) and not (u:prop("escort")) then
            tt[k] = e.to
            log("attach", ("scenario: %s is attached to %s (it traces command to its leader)"):format(k, e.to), { unit = k, to = e.to })
          end
        end
      end
    end
  end
  sandtable.vars.set("trace_to", tt)
end

-- An accepted order given outside the command system (6.2 special rule 2's voluntary
-- withdrawal): { to, type, text, goal? } for `side`, accepted now. Returns the order.
function M.give(side, e)
  local s = state()
  local l = is_command(e.to) and leader_of(e.to) or nil
  local o = { id = s.next, side = side, from = e.from or "scenario", to = e.to, to_unit = l and l.key or nil, type = e.type,
    goal = e.goal, text = e.text, status = "A", issued = sandtable.game.turn(), accepted = sandtable.game.turn(), scenario = true, kind = e.kind }
  s.next = s.next + 1
  s.list[#s.list + 1] = o
  save(s)
  return o
end

-- 6.3 W Cav's standing recall: every Confederate turn 9+ on two dice re-routes the attack.
-- 6.3 order 1: "every turn the Rebel player must roll 2 dice—on a roll of 9+, the W Cav corps
-- must immediately re-cross Chickamauga Creek to the east bank, move north to Lee and Gordon's
-- Mill, cross again, and attack southwest towards Crawfish Spring." The recalled order has two
-- legs (the scenario's recall.stages): a move to the mill, which allows no attack (S.2.1),
-- then, once the corps's commander stands within 2 hexes of it (reconstructed: "move ... to"
-- read as his arrival there), the attack toward Crawfish Spring.
local RECALL_REACHED = 2
local function recall_stage(o, i)
  local st = o.recall.stages and o.recall.stages[i]
  if not st then return end
  o.stage = i
  o.type = st.type
  o.goal = st.hex or (st.place and sandtable.map.place(st.place)) or o.goal
end

local function recall_rolls(s, side)
  for _, o in ipairs(s.list) do
    if o.side == side and o.status == "A" and o.recall and not o.recalled then
      local r = U.roll2d6("6.3 W Cav recall (Bragg's new orders)")
      if r >= (o.recall.on_or_above or 9) then
        o.recalled = true
        o.text = o.recall.text
        recall_stage(o, 1)
        log("order_recalled", ("6.3 roll %d: %s"):format(r, o.recall.text), { order = o.id, roll = r, type = o.type, goal = o.goal })
      end
    elseif o.side == side and o.status == "A" and o.recalled and o.stage and o.recall.stages and o.stage < #o.recall.stages then
      local l = leader_of(o.to)
      if l and l.on_map and o.goal and sandtable.map.distance(l.hex, o.goal) <= RECALL_REACHED then
        recall_stage(o, o.stage + 1)
        log("order_recalled", ("6.3: %s reaches %s: %s toward %s"):format(l.key, o.recall.stages[o.stage - 1].place or "", o.type, tostring(o.goal)),
          { order = o.id, stage = o.stage, type = o.type, goal = o.goal })
      end
    end
  end
end

function M.on_phase_begin(phase)
  if phase ~= "command" then return end
  local side = sandtable.game.active_side()
  local t = sandtable.game.turn()
  -- 4.1 stoppage checks first (notes §3 order: orders, stoppage, initiative, delay reduction;
  -- the checks need no player decision so they come at the start of the phase)
  stoppage_checks(side)
  local s = state()
  recall_rolls(s, side)
  follow_joins(s, side)
  -- arrivals and acceptance rolls (S.2.3, S.2.4), then delay recovery (S.2.5), by order id
  local due, delayed = {}, {}
  for _, o in ipairs(s.list) do
    if o.side == side then
      if o.status == "transit" and (o.arrives or 0) <= t and not o.initiative then due[#due + 1] = o.id
      elseif o.status:match("^D%d$") and (o.delayed or 0) < t then delayed[#delayed + 1] = o.id end
    end
  end
  for _, id in ipairs(delayed) do
    local o = find(s, id)
    if o and o.status:match("^D%d$") then recover(s, o) end
  end
  for _, id in ipairs(due) do
    local o = find(s, id)
    if o and o.status == "transit" then deliver(s, o) end
  end
  -- S.2.6 failures of earlier turns are forgotten
  local keep = {}
  for _, f in ipairs(s.failed) do if f.turn == t then keep[#keep + 1] = f end end
  s.failed = keep
  save(s)
end

-- The phase waits only while the enemy must still write an order (loose cannon, fateful order).
-- Whether an enemy-written order has a command in play to receive it (a command whose
-- units or leader are on the map; 4.4's "*division": any such division of the victim). An
-- order with none lapses (on_phase_end) instead of holding the game.
local writable
local function in_play(key)
  local l = leader_of(key)
  if l and l.on_map then return true end
  for _, u in ipairs(C().units_of(key)) do if u.on_map then return true end end
  return false
end
writable = function(e)
  if e.to ~= "*division" then return is_command(e.to) and in_play(e.to) end
  local keys = {}
  for k, c in pairs(tree()) do
    if c.side == e.victim and is_division_level(k) then keys[#keys + 1] = k end
  end
  table.sort(keys)
  for _, k in ipairs(keys) do if in_play(k) then return true end end
  return false
end

function M.pending(phase)
  if phase ~= "enemy_order" then return false end
  -- the enemy_order phase belongs to the non-phasing player (the writer); the phasing player
  -- is the victim
  local victim = sandtable.game.active_side()
  for _, e in ipairs(state().enemy_writes) do
    if e.victim == victim and writable(e) then return true end
  end
  return false
end

-- S.2.6 / 4.4 The enemy_order phase ends only once the enemy has written the order.
function M.can_end(phase)
  if phase ~= "enemy_order" then return true end
  if M.pending(phase) then return false, "S.2.6/4.4: the enemy must write the pending order first" end
  return true
end

-- 6.6 SCR4 (vars.takeover = { by, area, lapses }): "When Reserve Corps arrives, Brannan's
-- divisional goal lapses, and all units defending Horseshoe Ridge are attached to the Reserve
-- Corps." reconstructed: "arrives" is read as arriving at Horseshoe Ridge, the destination of
-- the Reserve Corps' order ("move to Horseshoe Ridge"), not as its entry at A1.12 (1:00 p.m.,
-- the first turn, some fifty hexes north, where an attachment would put the ridge's defenders
-- out of command at once): at the end of a movement phase of its side in which the corps
-- commander or one of its units stands on or next to a hex of the area. The units defending
-- the ridge are the lapsing goal's division and every command (at division level: 2.2a
-- attaches divisions to corps, 2.5 a lone brigade acts as one) with a combat unit on the area;
-- each is attached to the arriving corps (2.2c, the scenario's assignment) and follows its
-- orders. Once a game.
function M.takeover(side)
  local t = sandtable.vars.get("takeover")
  if type(t) ~= "table" or sandtable.vars.get("takeover_done") then return false end
  local by = t.by
  if not is_command(by) or tree()[by].side ~= side then return false end
  local ok, hexes = pcall(sandtable.map.area, t.area)
  if not ok or type(hexes) ~= "table" then return false end
  local on, near = {}, {}
  for _, h in ipairs(hexes) do
    on[h] = true
    near[h] = true
    for _, n in ipairs(sandtable.map.neighbors(h)) do near[n] = true end
  end
  local arrived
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if u.on_map and near[u.hex] and (U.is_combat(u) or U.is_leader(u)) then
      local k = command_of(u)
      if k == by or under(k, by) then arrived = u.key break end
    end
  end
  if not arrived then return false end
  sandtable.vars.set("takeover_done", sandtable.game.turn())
  local s = state()
  local lapsed = {}
  for _, o in ipairs(s.list) do
    if o.to == t.lapses and o.status == "A" and o.goal ~= nil and o.scenario then
      o.status = "lapsed"
      lapsed[#lapsed + 1] = o.id
    end
  end
  save(s)
  local keys, seen = {}, {}
  local function add(k)
    if k and not seen[k] and k ~= by and not under(k, by) then seen[k] = true keys[#keys + 1] = k end
  end
  add(t.lapses)
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if u.on_map and on[u.hex] and U.is_combat(u) then add(division_of_key(command_of(u))) end
  end
  for _, k in ipairs(keys) do
    local d = var("detached"); d[k] = nil; sandtable.vars.set("detached", d)
    C().attach(k, by, "scenario: 6.6 the Reserve Corps takes over Horseshoe Ridge")
  end
  log("takeover", ("6.6: %s arrives at %s (%s): %s's divisional goal lapses; %s attached to %s"):format(by, t.area, arrived,
    t.lapses, table.concat(keys, ", "), by), { by = by, unit = arrived, lapsed = lapsed, attached = keys })
  return true
end

-- An order the enemy did not write lapses at the end of the movement phase.
function M.on_phase_end(phase)
  if phase ~= "movement" then return end
  M.takeover(sandtable.game.active_side())
  local s = state()
  if #s.enemy_writes == 0 then return end
  local side = sandtable.game.active_side()
  local keep = {}
  for _, e in ipairs(s.enemy_writes) do
    if e.victim == side then
      log("enemy_order_lapsed", ("%s: the order for %s was not written"):format(e.why, e.to), { to = e.to })
    else
      keep[#keep + 1] = e
    end
  end
  s.enemy_writes = keep
  save(s)
end

-- events.lua: the enemy writes an order for `cmd` (4.4 The fateful order of the day).
function M.enemy_writes(victim, cmd, why, fateful)
  local s = state()
  s.enemy_writes[#s.enemy_writes + 1] = { side = U.enemy(victim), victim = victim, to = cmd, leader = (leader_of(cmd) or {}).key, why = why, fateful = fateful }
  save(s)
end

M.division_of_key = division_of_key
M.is_division_level = is_division_level
M.command_of = command_of
M.ancestors = ancestors
M.echelon = echelon
M.accept_order = function(side, to, type, why)
  local s = state()
  local l = leader_of(to)
  local o = { id = s.next, side = side, from = "event", to = to, to_unit = l and l.key or nil, type = type, status = "transit", issued = sandtable.game.turn() }
  s.next = s.next + 1
  s.list[#s.list + 1] = o
  accept(s, o, why)
  save(s)
end

M.U = U
return M
