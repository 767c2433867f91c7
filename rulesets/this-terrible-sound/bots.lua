-- bots.lua — the computer players of This Terrible Sound: `M.union(side)` and
-- `M.confederate(side)` return the next action of the phase (query mode), or nil to end it.
-- Every action is checked with its own `can` before it is returned; iteration is over sorted
-- lists; the bots need no randomness (ties break by key). Caches are pure functions of the
-- game state: the map's movement graph (per playing area), distance fields (per goal), and a
-- per-phase memory (keyed by turn, phase and side) of the units already handled.
--
-- Profiles (ruleset.lua bot_profiles): the policy below is the baseline's; BASELINE holds the
-- values of its tunable parts and M.profile(params) runs it with others (bots_standard.lua,
-- the default profile, says which and why).
--
-- Per phase:
--   set_up          6.0: each unit set up "w/i N" of a hex goes to the first hex offered
--                   (nearest the anchor, then by label); leaders and HQs stay on the anchor.
--   command         (1) an order the enemy must write for us (S.2.6 loose cannon, 4.4 fateful
--                   order) is written: hold where you are; (2) 3.3e Bragg's bypass roll when the
--                   wings exist; (3) the army commander (if in play) writes orders to the
--                   commands directly under him (corps, the 3.3 wings, detached divisions) that
--                   have no order (or one stuck in S.2.5 delay for two turns: a new order's
--                   receipt cancels it), or whose order is done (move goal reached, attack goal taken): attack
--                   toward the nearest objective not held when the side must take ground, defend
--                   the nearest held objective otherwise; the attacking side also replaces the
--                   defend orders of commands more than 8 hexes from the enemy with attacks,
--                   all but one (its reserve, the farthest) until the second half of the
--                   scenario's turns, then all; in person when stacked, aide oral when
--                   the receiver is within an aide's ride of one turn (10 hexes), aide written
--                   beyond (oral if the CP do not allow it); (4) initiative for a leader whose
--                   command has no order at all (attacking side), or whose own move order is done
--                   or blocked by the enemy (attacking side: an attack order toward its goal;
--                   a wing commander rolls for his wing); the defending side's brigades and
--                   divisions counterattack an adjacent enemy hex they outnumber 2:1 in SP (or
--                   that is disorganized or routed), and defend again once it is held;
--                   (5) 4.3a breastworks initiative for leaders whose command holds a defend
--                   order with the enemy within 10 hexes; (6) 6.2 SR3: while the scenario
--                   closes the fords until scouted, every leader in play rolls to scout them,
--                   once a turn each (the roll costs nothing), until one succeeds; (7) 2.7j: a
--                   rogue general in play takes command of a corps whose commander has fallen
--                   (the first by key), which frees it of 2.7f's stoppage modifier.
--   movement        due reinforcements enter first (the phase refuses to end otherwise), at
--                   the entry hex nearest their goal; then each unit, by key, at most four
--                   actions: a unit of a division stopped within a corps order (4.1) that
--                   stands within small-arms range withdraws before anything else, to the hex
--                   of its move list farthest from the enemy; combat units follow their command's accepted order
--                   (orders.current): attack -> march toward the goal (distance field at march
--                   costs, creek only at bridges and fords), deploy to line / unlimber facing
--                   the enemy within 4 hexes, close to fire range, fresh infantry next to the
--                   enemy where it is not outnumbered (2:1 wanted against breastworks) and
--                   only once its attack group (division, else brigade) is up: 60% of the
--                   group's fresh foot SP within 3 hexes of the enemy (until then it stages 2
--                   hexes off; then the friends within 2 hexes of the target count toward the
--                   odds, as they close in the same phase), preferring a hex on an enemy's
--                   flank or rear, then an enemy in the open; a worn unit (wrecked, under
--                   3 SP, shaken or disorganized) within 2 hexes of the enemy steps back to 3+
--                   hexes to rally; a battery unlimbers only where it may and sees the
--                   nearest enemy (3-4 hexes off preferred), and limbers up to find such a
--                   hex when it sees nothing; defend -> go to the goal if far and no enemy is near, else hold,
--                   face the enemy, build breastworks where permitted; move -> march formation
--                   toward the goal, never ending within 2 hexes of the enemy (deploy and hold
--                   instead); exit -> to the goal / nearest edge and exit; no order, reserve ->
--                   hold and face. Leaders move after the combat units, bottom-up (brigade,
--                   division, corps, wing): each to the medoid of his subordinate leaders (a
--                   brigade leader: of his units), never ending beyond his own superior's
--                   command radius (S.3.1: out of it his whole command is out of command and
--                   may not approach the enemy, S.3.2); HQs and supply follow their commander.
--   fire            the (target hex, firers) with the best expected result: all the units that
--                   may fire at the hex (fire.why_not / why_not_at, at most three batteries),
--                   less those whose fire does not raise the column (fire.assess / column);
--                   value from the Fire Combat Table's column (losses and morale checks).
--   close_combat    bloodlust units assault (the phase refuses to end otherwise); other
--                   assaults only by units that may attack (assault.may_attack: attack orders),
--                   fresh (normal or bloodlust, not wrecked, 3+ SP), at 1.5:1 or better in
--                   range-0 fire points (2:1 against breastworks), or against a disorganized or
--                   routed defender.
--   rally           nil (rally is automatic, morale.lua).
local U = require("util")

local M = {}

local dirs = require("lib.hexdirs")
local INF = 1e9

local function mod(name) return require(name) end

local OWNER = {
  order = "orders", initiative = "orders", enemy_order = "orders", bypass_wings = "orders",
  move = "movement", face = "movement", deploy = "movement", formation = "movement", enter = "movement", exit = "movement",
  build_breastworks = "movement", breastworks_initiative = "movement", scout_fords = "movement",
  rogue_command = "command",
  fire = "fire", assault = "assault",
}

-- The parameters of a computer player profile (ruleset.lua bot_profiles). BASELINE holds the
-- values the bots have always played with; M.profile(params) gives a profile's entry point,
-- which runs each bot call with its own parameters (CFG), so two profiles can share a game
-- (batch --ladder). A parameter left out keeps the baseline's value.
local BASELINE = {
  -- S.6 range-0 fire points an assault wants against the defender's (1.5:1), against
  -- breastworks (4.3c, 2:1).
  assault_odds = 1.5, assault_odds_works = 2,
  -- S.2.6 the defender's counterattack by initiative: own SP next to an enemy hex against its SP.
  counter_odds = 2,
  -- The attacking side's defend orders more than this many hexes from the enemy become attacks;
  -- with keep_reserve, all but the farthest command until the second half of the scenario.
  idle_defend_distance = 8, keep_reserve = true,
  -- The share of an attack group's fresh foot SP that must be up before its units close.
  ready_share = 0.6,
  -- Where a leader above a brigade stands among the leaders he commands (S.3.1): "medoid" (the
  -- point with the least summed distance to the others) or "center" (the hex in reach nearest
  -- the farthest point: every subordinate as near as can be, so that none falls out of the
  -- radius). And whether such a leader already out of his superior's radius heads back to him
  -- first.
  leader_spot = "medoid", rejoin_superior = false,
  -- Whether a leader whose command marches under its own move order rides to the goal himself
  -- (the order is done when he is there: order_done, 6.3's recall stages).
  leader_to_move_goal = false,
  -- Whether, on the attacking side, a leader whose command's attack order is done (its goal
  -- held) rolls initiative to attack on (toward the nearest objective or enemy) instead of
  -- standing on the ground taken.
  renew_attacks = false,
  -- Whether units under a defend order march to its goal when the enemy holds it (false: they
  -- hold where they are; retaking it is the counterattack's business, at its odds).
  defend_retakes_goal = true,
  -- How far an HQ marker or supply wagon may trail its commander before it follows (S.3.1: the
  -- divisions trace their radius to the corps HQ).
  hq_follow = 2,
  -- 5.4 Whether fire prefers a target whose regiment is a loss or two from the wreck that
  -- wrecks its brigade (a victory point), by this weight (1: no preference).
  wreck_weight = 1,
  -- 3.3b Whether a wing commander holding an accepted attack order sends the commands of his
  -- wing that stand under a reserve order (or whose order is done) to attack.
  wing_commits_reserve = false,
  -- S.3.1/S.3.2 Whether the advance is paced to the chain of command: a unit in command does not
  -- end a move beyond the radius it traces to, and one out of command whose leader is in play
  -- heads back into it (out of command it may not approach the enemy).
  keep_in_command = false,
  -- S.4.3 Whether a supply wagon follows its commander along the ways wagons may take (a
  -- distance field at a wagon's costs) rather than by map distance (it stalls at woods).
  wagon_ways = false,
  -- Where a brigade leader stands among his regiments: "medoid", or "cover" (the hex in reach
  -- whose radius takes in most of their SP, then the nearest his command's goal: he leads the
  -- advance from as far forward as keeps them all in command).
  brigade_spot = "medoid",
  -- S.4.6 Whether the due units of a command whose leader already stands on the map without
  -- any of its combat units enter before the others (else all by key).
  entry_by_leader = false,
  -- S.2.5 The delays (D1 .. this) in which an order is waited out however long it has been
  -- stuck: it is not replaced by a new one after two turns (0: every delay is replaced).
  wait_out_delay = 0,
  -- S.5.1 Whether an unlimbered battery under an attack order, facing the nearest enemy, that
  -- may fire at no enemy hex from where it stands (out of range, beyond 500 yards with no guns
  -- there, its line of sight blocked) limbers up to find a firing position, with the enemy 2
  -- hexes off too (false: 3 to 8 hexes off, and only when it has no line of sight to the
  -- nearest enemy hex).
  battery_seeks_target = false,
}
local CFG = BASELINE

local PROF = { can = 0, ne = 0, reach = 0, field = 0 }
local function can(kind, act)
  PROF.can = PROF.can + 1
  act.kind = kind
  local a = mod(OWNER[kind]).actions[kind]
  if not a then return false end
  local ok = a.can(act)
  return ok == true
end

-- Sorts the list in place by unit key (U.by_key's way: each key read from its handle once).
local function by_key(list)
  local sorted = U.by_key(list)
  for i, u in ipairs(sorted) do list[i] = u end
  return list
end

local function dist(a, b) return sandtable.map.distance(a, b) end

---------------------------------------------------------------------------------------------
-- Memory of the current phase (module state, never game state).
---------------------------------------------------------------------------------------------
local MEMO = { stamp = nil }
local function memo()
  local s = ("%d/%s/%s"):format(sandtable.game.turn(), sandtable.game.phase(), sandtable.game.active_side())
  if MEMO.stamp ~= s then MEMO = { stamp = s, done = {}, moved = {}, formed = {}, count = {}, bad = {}, tried = {} } end
  return MEMO
end

-- The phase memo's entry `key` of `bucket`, made by `make()` the first time it is asked for.
local function cached(mem, bucket, key, make)
  local b = mem[bucket]
  if not b then
    b = {}
    mem[bucket] = b
  end
  local v = b[key]
  if v == nil then
    v = make()
    b[key] = v
  end
  return v
end

---------------------------------------------------------------------------------------------
-- The playing area and distance fields over it (the kernel's: sandtable.move.field)
---------------------------------------------------------------------------------------------
local GRAPH = { key = nil }
local function graph()
  local area = sandtable.vars.get("map_area")
  local key = tostring(sandtable.vars.get("scenario"))
  for _, a in ipairs(area or {}) do key = key .. a.sheet .. a.rows[1] .. "-" .. a.rows[2] .. ";" end
  if GRAPH.key == key then return GRAPH end
  local mv = mod("movement")
  local hexes, inside = {}, {}
  for _, h in ipairs(sandtable.map.hexes()) do
    if mv.in_area(h) then hexes[#hexes + 1] = h; inside[h] = true end
  end
  table.sort(hexes)
  GRAPH = { key = key, hexes = hexes, inside = inside, ring = mv.area_ring() or {}, fields = {}, nfields = 0 }
  return GRAPH
end

-- Work done in the current bot call (reset by bot()).
local CALL = { fields = 0, limit = 4, reaches = 0, rlimit = 24 }
local DEFER = {} -- a unit whose plan needs a field this call may not compute

-- { [hex] = march cost to the nearest of `goals` }: a column's costs from the terrain effects
-- chart (S.4.3; at night S.10.1), inside the playing area, the creek only at bridges and fords
-- still standing (4.5a burned ones are off the map), units left out: cached by goals, the
-- map's revision (a burned bridge changes it) and night.
local function field(goals)
  local g = graph()
  local inside = {}
  for _, h in ipairs(goals) do if g.inside[h] then inside[#inside + 1] = h end end
  table.sort(inside)
  local key = table.concat(inside, ",") .. "#" .. sandtable.map.revision() .. (sandtable.game.is_night() and "#night" or "")
  local f = g.fields[key]
  if f then return f end
  -- performance: at most CALL.limit new fields a call (the units that need more wait for the
  -- next call, see movement)
  if CALL.fields >= CALL.limit then return nil end
  CALL.fields = CALL.fields + 1
  if g.nfields > 60 then g.fields, g.nfields = {}, 0 end
  f = #inside > 0 and sandtable.move.field(inside, { class = "column", block = g.ring }) or {}
  g.fields[key] = f
  g.nfields = g.nfields + 1
  return f
end

-- A stand-in for a distance field when a call's field budget is spent: march cost estimated
-- as 1.5 MP a hex of straight-line distance to `goal` (performance, reconstructed bot
-- behaviour: cheap and always available).
local function direct(goal)
  return setmetatable({ direct = true }, { __index = function(_, h)
    if type(h) ~= "string" then return nil end
    return dist(h, goal) * 1.5
  end })
end

local function fv(f, hex)
  if not f then return INF end
  return f[hex] or INF
end

-- The direction from `hex` whose neighbour is nearest `other` (lib.hexdirs).
local function toward(hex, other) return dirs.toward(hex, other, dist) or "E" end

---------------------------------------------------------------------------------------------
-- Enemies (per phase)
---------------------------------------------------------------------------------------------
local function enemy_info(side, mem)
  if mem.enemy then return mem.enemy end
  local hexes, set, sp, weak = {}, {}, {}, {}
  local works = {}
  for h, b in pairs(sandtable.vars.get("breastworks") or {}) do
    if type(b) == "table" and b.side == U.enemy(side) then works[h] = true end
  end
  for _, e in ipairs(U.enemy_combat_units(side)) do
    if not set[e.hex] then set[e.hex] = true hexes[#hexes + 1] = e.hex weak[e.hex] = true end
    sp[e.hex] = (sp[e.hex] or 0) + (e.strength or 0)
    local st = U.morale_state(e)
    if st ~= "disorganized" and st ~= "routed" then weak[e.hex] = false end
  end
  table.sort(hexes)
  mem.enemy = { hexes = hexes, set = set, near = {}, sp = sp, weak = weak, works = works }
  return mem.enemy
end

-- The nearest enemy hex (ties by label) and its distance, memoized per phase and hex
-- (performance: every reachable hex of every unit is scored with it).
local function nearest_enemy(hex, info)
  local m = info.near[hex]
  if m then return m[1], m[2] end
  local best, bd = nil, INF
  for _, h in ipairs(info.hexes) do
    local d = dist(hex, h)
    if d < bd then best, bd = h, d end
  end
  info.near[hex] = { best, bd }
  return best, bd
end

---------------------------------------------------------------------------------------------
-- Orders, commands, objectives
---------------------------------------------------------------------------------------------
local function orders() return mod("orders") end

-- performance: orders.current and orders.list read the whole order state (every order written
-- this game) on each call; within one bot call nothing changes it, so each answer is kept for
-- the call (CALL_ORDERS, reset by bot()).
local CALL_ORDERS = { cur = {}, list = {}, held = {} }
local function current(x)
  local k = type(x) == "string" and x or ("unit:" .. x.key)
  local v = CALL_ORDERS.cur[k]
  if v == nil then
    v = orders().current(x) or false
    CALL_ORDERS.cur[k] = v
  end
  return v or nil
end
local function order_list(side)
  local v = CALL_ORDERS.list[side]
  if not v then
    v = orders().list(side)
    CALL_ORDERS.list[side] = v
  end
  return v
end
local function command() return mod("command") end

-- The side's posture: "attack" when its scenario orders are mostly attacks (or, without
-- scenario orders, the Confederates), else "defend".
local function scenario_attacks(side)
  local a, d = 0, 0
  for _, o in ipairs(order_list(side)) do
    if o.scenario then
      if o.type == "attack" then a = a + 1 elseif o.type == "defend" then d = d + 1 end
    end
  end
  return a, d
end

-- reconstructed bot behaviour: somebody must take ground. When neither side's scenario orders
-- are mostly attacks (6.7 Saturday: both armies' set-up orders are mostly defend and move),
-- the Confederates attack — the army that came to fight at Chickamauga.
local function posture(side)
  local a, d = scenario_attacks(side)
  if a == 0 and d == 0 then return side == "confederate" and "attack" or "defend" end
  if a >= d then return "attack" end
  if side == "confederate" then
    local ea, ed = scenario_attacks(U.enemy(side))
    if not (ea > 0 and ea >= ed) then return "attack" end
  end
  return "defend"
end

local function holder(hex)
  -- performance: kept for the bot call (victory.holder reads vars.held each time)
  local v = CALL_ORDERS.held[hex]
  if v ~= nil then return v or nil end
  local ok, h = pcall(function() return mod("victory").holder(hex) end)
  h = ok and h or nil
  CALL_ORDERS.held[hex] = h or false
  return h
end

-- Objective hexes in the playing area: 5.1 VP hexes, the scenario's place and hexes.
local OBJ = { key = nil }
local function objectives()
  local key = tostring(sandtable.vars.get("scenario"))
  if OBJ.key == key then return OBJ.list end
  local mv = mod("movement")
  local seen, out = {}, {}
  local function add(h, v)
    if h and sandtable.map.on_map(h) and mv.in_area(h) and not seen[h] then
      seen[h] = true
      out[#out + 1] = { hex = h, value = v or 1 }
    end
  end
  local v = sandtable.vars.get("victory") or {}
  if v.place then add(sandtable.map.place(v.place), 3) end
  for _, h in ipairs(v.hexes or {}) do add(h, 2) end
  for _, t in ipairs((U.chart("victory") or {}).terrain or {}) do add(t[1], math.max(t[2], t[3])) end
  table.sort(out, function(a, b) return a.hex < b.hex end)
  OBJ = { key = key, list = out }
  return out
end

-- The objective for a command whose leader stands at `hex`.
local function objective_for(side, hex, attack, info)
  local best, bs
  for _, o in ipairs(objectives()) do
    local h = holder(o.hex)
    local want = attack and h ~= side or (not attack and h ~= U.enemy(side))
    if want then
      local s = dist(hex, o.hex) / (1 + o.value)
      if not bs or s < bs then best, bs = o.hex, s end
    end
  end
  if attack then
    local e, de = nearest_enemy(hex, info)
    if e and (not best or de * 2 < dist(hex, best)) then return e end
  end
  if best then return best end
  if attack then
    local e = nearest_enemy(hex, info)
    return e
  end
  return hex
end

-- An order on its way to `cmd`, or put in delay (S.2.5) less than two turns ago. An order
-- stuck longer in delay is replaced: the receipt of a new order cancels it (S.2.5).
local function fresh(u)
  local st = U.morale_state(u)
  return (st == "normal" or st == "bloodlust") and not u:has("wrecked") and u.strength >= 3
end

-- Whether an order in delay `status` ("D1" .. "D6") is waited out (wait_out_delay): its
-- chance of acceptance each command phase (charts.delay_recovery: D1 1/3, D2 1/6, D3 1/9) is
-- better than a new order's, which rides to its receiver and is rolled again on the
-- Acceptance Table (6.5: Bragg's orders to the Right Wing, net 2, come out accepted on 12
-- only, D3 or worse on 8 or less; replaced every two turns, the wing's attack order was never
-- accepted in seed 1).
local function waited_out(status)
  local n = tonumber(tostring(status):match("^D(%d)$"))
  return n ~= nil and n <= CFG.wait_out_delay
end

local function open_order_for(side, cmd)
  local t = sandtable.game.turn()
  for _, o in ipairs(order_list(side)) do
    if o.to == cmd then
      if o.status == "transit" then return true end
      if waited_out(o.status) then return true end
      if tostring(o.status):match("^D%d$") and not o.scenario and t - (o.delayed or o.issued or t) < 2 then return true end
    end
  end
  return false
end

-- Whether an order is done: a move whose goal the command's leader reached, an attack whose
-- goal the side now holds.
local function order_done(o, l, side)
  if not o then return true end
  if o.type == "move" and o.goal and l and dist(l.hex, o.goal) <= 3 then return true end
  if o.type == "attack" and o.goal and holder(o.goal) == side then return true end
  return false
end

---------------------------------------------------------------------------------------------
-- Command phase
---------------------------------------------------------------------------------------------
local function enemy_writes(side)
  local s = sandtable.vars.get("order_state") or {}
  local C = command()
  local function place(cmd)
    local l = orders().leader_of(cmd)
    if l and l.on_map then return l.hex end
    local us = by_key(C.units_of(cmd))
    for _, u in ipairs(us) do if u.on_map then return u.hex end end
    return nil
  end
  for _, e in ipairs(s.enemy_writes or {}) do
    if e.side == side then
      local cands = {}
      if e.to == "*division" then
        -- 4.4's fateful order: any division of the victim in play (by key)
        local sc = sandtable.game.scenario()
        for _, c in ipairs((sc and sc.commands) or {}) do
          if c.side == e.victim and c.echelon == "division" then cands[#cands + 1] = c.key end
        end
        table.sort(cands)
      else
        cands = { e.to }
      end
      for _, to in ipairs(cands) do
        local hex = place(to)
        if hex then
          -- hold where it stands (a defend order there); the fateful order must be a move
          local act = { to = to, type = e.fateful and "move" or "defend", goal = hex }
          if can("enemy_order", act) then return act end
          act = { to = to, type = "move", goal = hex }
          if can("enemy_order", act) then return act end
        end
      end
    end
  end
  return nil
end

-- performance: command.units_of scans every unit of the side; once a phase per command
-- (the command phase moves no unit)
local function units_of(cmd)
  return cached(memo(), "units_of", cmd, function() return by_key(command().units_of(cmd)) end)
end

-- The distance in hexes from the enemy of the nearest of `cmd`'s units on the map (those
-- that `keep` accepts, when given), INF when none.
local function enemy_distance_of(cmd, info, keep)
  local d = INF
  for _, u in ipairs(units_of(cmd)) do
    if u.on_map and (not keep or keep(u)) then d = math.min(d, select(2, nearest_enemy(u.hex, info))) end
  end
  return d
end

local function army_key(side)
  local sc = sandtable.game.scenario()
  for _, c in ipairs((sc and sc.commands) or {}) do
    if c.side == side and c.echelon == "army" then return c.key end
  end
  return nil
end

-- An order from leader `from` to leader `l`'s command, by the cheapest way that reaches him
-- soon (S.2.3): in person when stacked, an aide's oral order within a turn's ride, else
-- written (oral if the command points do not allow it); nil when the rules refuse them all.
local function send_order(from, l, type, goal)
  local d = dist(from.hex, l.hex)
  local methods
  if from.hex == l.hex then methods = { "in_person", "aide_oral" }
  elseif d <= U.chart("movement_allowance").order_rate then methods = { "aide_oral", "aide_written" }
  else methods = { "aide_written", "aide_oral" } end
  for _, m in ipairs(methods) do
    local act = { from = from.key, to = l.key, type = type, goal = goal, method = m }
    if can("order", act) then return act end
  end
  return nil
end

local function army_orders(side, mem, info)
  local army = command().army_commander(side)
  if not army or not army.on_map then return nil end
  local ak = army_key(side)
  local sc = sandtable.game.scenario()
  local attack = posture(side) == "attack"
  local cmds, seen = {}, {}
  for _, c in ipairs((sc and sc.commands) or {}) do
    if c.side == side and c.key ~= ak and command().parent_of(c.key) == ak then cmds[#cmds + 1] = c.key seen[c.key] = true end
  end
  -- 3.3 the wings answer to the army commander (they are not among the scenario's commands)
  for _, w in ipairs(command().wings()) do
    local wl = sandtable.units.get(w.commander or "")
    if not seen[w.key] and wl and wl.side == side and command().parent_of(w.key) == ak then cmds[#cmds + 1] = w.key end
  end
  table.sort(cmds)
  -- The attacking side's idle defenders: a command holding a defend order whose nearest
  -- combat unit is more than 8 hexes from the enemy guards nothing the enemy threatens; all
  -- but one of them (the reserve: the farthest from the enemy, ties by key) are sent to
  -- attack, and in the second half of the scenario's turns the reserve too (kept back for
  -- the whole game it never fought). Commands in contact keep their defend orders (a
  -- crossing, a flank). Once a phase.
  local idle = mem.idle or {}
  if attack and not mem.idle then
    mem.idle = idle
    local far = {}
    for _, cmd in ipairs(cmds) do
      local o = current(cmd)
      if o and o.type == "defend" then
        local dmin = enemy_distance_of(cmd, info, U.is_combat)
        if dmin > CFG.idle_defend_distance and dmin < INF then far[#far + 1] = { cmd = cmd, d = dmin } end
      end
    end
    table.sort(far, function(a, b) if a.d ~= b.d then return a.d > b.d end return a.cmd < b.cmd end)
    local committed = sandtable.game.turn() * 2 > sandtable.game.last_turn()
    for i, f in ipairs(far) do
      if not (CFG.keep_reserve and i == 1 and #cmds >= 3 and not committed) then idle[f.cmd] = true end
    end
  end
  for _, cmd in ipairs(cmds) do
    if not mem.tried["order:" .. cmd] then
      mem.tried["order:" .. cmd] = true
      local l = command().leader_of(cmd)
      if l and l.on_map and #units_of(cmd) > 0 and not open_order_for(side, cmd) then
        local o = current(cmd)
        if order_done(o, l, side) or idle[cmd] then
          local act = send_order(army, l, attack and "attack" or "defend", objective_for(side, l.hex, attack, info))
          if act then return act end
        end
      end
    end
  end
  return nil
end

-- 3.3b A wing commander whose wing holds an accepted attack order commits its commands under
-- a reserve order, or whose order is done, to the attack (wing_commits_reserve; 6.5: Polk's
-- reserve, Cheatham's five brigades, otherwise stood the whole game behind the Right Wing's
-- attack). His own command points pay (orders.lua).
local function wing_orders(side, mem, info)
  if not CFG.wing_commits_reserve or posture(side) ~= "attack" then return nil end
  local C = command()
  for _, w in ipairs(C.wings()) do
    local wl = sandtable.units.get(w.commander or "")
    local wo = current(w.key)
    if wl and wl.on_map and wl.side == side and wo and wo.type == "attack" then
      for _, cmd in ipairs(w.divisions or {}) do
        if not mem.tried["wing:" .. cmd] then
          mem.tried["wing:" .. cmd] = true
          local l = C.leader_of(cmd)
          local o = current(cmd)
          if l and l.on_map and #units_of(cmd) > 0 and not open_order_for(side, cmd) and o
            and ((o.to == cmd and o.type == "reserve") or (o.type == "attack" and order_done(o, l, side))) then
            local act = send_order(wl, l, "attack", objective_for(side, l.hex, true, info))
            if act then return act end
          end
        end
      end
    end
  end
  return nil
end

-- The defender's counterattack (S.2.6 initiative): a brigade or division under a defend
-- order (or none) whose fresh units stand next to an enemy hex they outnumber 2:1 in SP, or
-- whose enemy there is disorganized or routed, attacks that hex; once its own initiative
-- attack's goal is held, it goes back to defending where its leader stands. Returns the goal
-- and the order type, or nil.
local function counterattack(l, cmd, o, side, info)
  local e = command().echelon(l)
  if e ~= "brigade" and e ~= "division" then return nil end
  if o and o.type == "attack" then
    if o.to == cmd and o.initiative and o.goal and holder(o.goal) == side then return l.hex, "defend" end
    return nil
  end
  if o and o.type ~= "defend" then return nil end
  local own, cand = {}, {}
  for _, u in ipairs(units_of(cmd)) do
    if u.on_map and U.is_combat(u) and fresh(u) and not U.is_artillery(u) then
      for _, n in ipairs(sandtable.map.neighbors(u.hex)) do
        if info.set[n] then
          if not own[n] then own[n] = 0 cand[#cand + 1] = n end
          own[n] = own[n] + u.strength
        end
      end
    end
  end
  table.sort(cand)
  local best, bv
  for _, n in ipairs(cand) do
    local esp = math.max(info.sp[n] or 0, 1)
    local v = own[n] / esp
    if (info.weak[n] or v >= CFG.counter_odds) and (not bv or v > bv) then best, bv = n, v end
  end
  if best then return best, "attack" end
  return nil
end

local function initiative(side, mem, info)
  local attack = posture(side) == "attack"
  local army = command().army_commander(side)
  local leaders = sandtable.units.all{ side = side, type = "leader", sort = "key" }
  for _, l in ipairs(leaders) do
    -- 3.3 a wing commander's initiative is for his wing (orders.lua)
    local cmd = l.leader and (command().wing_of_commander(l.key) or l.leader.commands)
    if cmd and l.on_map and not (army and army.key == l.key) and not mem.tried["init:" .. l.key] then
      mem.tried["init:" .. l.key] = true
      local o = current(cmd)
      local want
      if attack and not open_order_for(side, cmd) then
        if o == nil then
          local p = command().parent_of(cmd)
          local pl = p and command().leader_of(p)
          -- the highest command without orders rolls (its subordinates follow it); a
          -- superior whose leader is this very leader, or who is the army commander (he
          -- writes orders, he does not roll), does not stop it
          if p == nil or current(p) ~= nil or pl == nil or pl.key == l.key or (army and pl.key == army.key) then
            want = objective_for(side, l.hex, true, info)
          end
        elseif o.to == cmd and o.type ~= "attack" then
          local _, d = nearest_enemy(l.hex, info)
          d = math.min(d, enemy_distance_of(cmd, info))
          if order_done(o, l, side) then want = objective_for(side, l.hex, true, info)
          elseif d <= 4 then want = o.goal or objective_for(side, l.hex, true, info) end
        elseif CFG.renew_attacks and o.type == "attack" and order_done(o, l, side) then
          want = objective_for(side, l.hex, true, info)
        end
      end
      local kind = "attack"
      if not attack and not want and not open_order_for(side, cmd) then
        want, kind = counterattack(l, cmd, o, side, info)
      end
      if want and #units_of(cmd) > 0 then
        local act = { leader = l.key, type = kind, goal = want }
        if can("initiative", act) then return act end
      end
    end
  end
  return nil
end

local function breastworks_rolls(side, mem, info)
  local leaders = sandtable.units.all{ side = side, type = "leader", sort = "key" }
  for _, l in ipairs(leaders) do
    local cmd = l.leader and l.leader.commands
    if cmd and l.on_map and not mem.tried["bw:" .. l.key] then
      mem.tried["bw:" .. l.key] = true
      local o = current(cmd)
      local _, d = nearest_enemy(l.hex, info)
      if o and o.to == cmd and o.type == "defend" and d <= 10 then
        local act = { leader = l.key }
        if can("breastworks_initiative", act) then return act end
      end
    end
  end
  return nil
end

-- 6.2 SR3: a leader not yet tried this phase whose scouting roll the rules allow (the fords
-- closed, not scouted, his first roll this turn).
local function ford_scouting(side, mem)
  for _, l in ipairs(sandtable.units.all{ side = side, type = "leader", sort = "key" }) do
    if l.on_map and not mem.tried["ford:" .. l.key] then
      mem.tried["ford:" .. l.key] = true
      local act = { leader = l.key }
      if can("scout_fords", act) then return act end
    end
  end
  return nil
end

-- 2.7j: the first rogue_command the rules allow (rogue generals and corps by key).
local function rogue_command(side, mem)
  if mem.tried.rogue then return nil end
  mem.tried.rogue = true
  for _, a in ipairs(mod("command").actions.rogue_command.list(side)) do
    if can("rogue_command", a) then return a end
  end
  return nil
end

local function command_phase(side)
  local mem = memo()
  local info = enemy_info(side, mem)
  local act
  if not mem.tried.bypass then
    mem.tried.bypass = true
    act = {}
    if can("bypass_wings", act) then return act end
  end
  return army_orders(side, mem, info) or wing_orders(side, mem, info) or initiative(side, mem, info) or breastworks_rolls(side, mem, info)
    or ford_scouting(side, mem) or rogue_command(side, mem)
end

---------------------------------------------------------------------------------------------
-- Movement phase
---------------------------------------------------------------------------------------------
local MARCH = { infantry = "column", cavalry = "mounted", mounted_infantry = "mounted", artillery = "limbered" }
local DEPLOY = { infantry = "line", cavalry = "line", mounted_infantry = "line", artillery = "unlimbered" }

-- The order governing unit `u` (cached by command for the phase) and its goal field.
local function plan_of(u, mem, info)
  local key = u.parent or u.key
  mem.plans = mem.plans or {}
  local p = mem.plans[key]
  if p then return p end
  local o = current(u)
  p = { type = o and o.type or "none", goal = o and o.goal or nil }
  if p.type == "attack" and not p.goal then
    local l = command().leader_of(key)
    local from = (l and l.on_map and l.hex) or (u.on_map and u.hex) or nil
    p.goal = from and nearest_enemy(from, info) or nil
  end
  if p.goal and not mod("movement").in_area(p.goal) then p.goal = nil end
  if p.goal then
    p.field = field({ p.goal })
    if not p.field then
      -- over this call's field budget: steer by straight-line distance this call (not cached,
      -- so a later call computes the real field)
      p.field = direct(p.goal)
      return p
    end
  end
  mem.plans[key] = p
  return p
end

local function due(u)
  local a = u:prop("arrives")
  if type(a) ~= "table" or not a.turn then return false end
  local delays = sandtable.vars.get("delays") or {}
  return a.turn + (delays[u.key] or 0) <= sandtable.game.turn()
end

local groups

-- Whether the first leader up from command `k` who is on the map has no combat unit of his
-- command there: he waits on his troops (S.3.1: a leader commands what is within his radius).
-- Kept for the phase by command (performance: leader_of scans the side's leaders).
local function leader_waiting(k, side, mem)
  mem.waiting = mem.waiting or {}
  local v = mem.waiting[k]
  if v ~= nil then return v end
  local C, c, guard = command(), k, 0
  v = false
  while c and guard < 12 do
    local l = C.leader_of(c)
    if l and l.on_map then v = groups(side, mem)[c] == nil break end
    c, guard = C.parent_of(c), guard + 1
  end
  mem.waiting[k] = v
  return v
end

-- The due reinforcements in the order they enter: by key, or with entry_by_leader those whose
-- leader already waits on the map first (6.1: Forrest and his HQ stood ten turns at Reed's
-- Bridge while Johnson's regiments, first by key, filled the entry hex).
local function entry_order(side, mem)
  local pending = sandtable.units.all{ side = side, location = "pending", sort = "key" }
  if not CFG.entry_by_leader then return pending end
  local first, rest = {}, {}
  for _, u in ipairs(pending) do
    local list = U.is_combat(u) and due(u) and u.parent and leader_waiting(u.parent, side, mem) and first or rest
    list[#list + 1] = u
  end
  for _, u in ipairs(rest) do first[#first + 1] = u end
  return first
end

local function entry(side, mem, info)
  local pending = entry_order(side, mem)
  for _, u in ipairs(pending) do
    if due(u) and not u:has("exited") then
      local a = u:prop("arrives") or {}
      local hexes = {}
      if a.hex then hexes = { a.hex }
      elseif a.area then
        local ok, hs = pcall(sandtable.map.area, a.area)
        if ok and hs then for _, h in ipairs(hs) do hexes[#hexes + 1] = h end end
      end
      local p = plan_of(u, mem, info) or { deferred = true }
      if p.deferred then mem.deferred = true end
      table.sort(hexes, function(x, y)
        local fx, fy = fv(p.field, x), fv(p.field, y)
        if fx ~= fy then return fx < fy end
        return x < y
      end)
      local n = 0
      for _, h in ipairs(hexes) do
        n = n + 1
        if n > 12 then break end
        local act = { unit = u.key, hex = h }
        if can("enter", act) then return act end
      end
    end
  end
  return nil
end

local adjacent_odds


-- Units of each command (per phase): { [command key] = { units } } with every ancestor.
groups = function(side, mem)
  if mem.groups then return mem.groups end
  local g = {}
  local C = command()
  -- performance: command.parent_of reads the wings and attachments vars on every call; one
  -- call per command here
  local par = {}
  local function parent(k)
    local p = par[k]
    if p == nil then p = C.parent_of(k) or false par[k] = p end
    return p or nil
  end
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if u.on_map and U.is_combat(u) and not U.routed(u) then
      local k, guard = u.parent, 0
      while k and guard < 12 do
        g[k] = g[k] or {}
        table.insert(g[k], u)
        k, guard = parent(k), guard + 1
      end
    end
  end
  mem.groups = g
  return g
end

local function best_in_reach(u, mem, info, score)
  local mv = mod("movement")
  CALL.reaches = CALL.reaches + 1
  mem.cmemo = mem.cmemo or command().new_memo()
  local cur = score(u.hex)
  local best, bs = nil, cur
  for _, h in ipairs(mv.reach(u, mem.cmemo, info.set)) do
    local s = score(h)
    if s < bs then best, bs = h, s end
  end
  return best
end

local function try_move(u, to, info)
  local act = { unit = u.key, to = to }
  if mod("movement").has_facing(u) then
    local e, d = nearest_enemy(to, info)
    if e and d <= 6 then
      act.facing = toward(to, e)
      if can("move", act) then return act end
      act.facing = nil
    end
  end
  if can("move", act) then return act end
  return nil
end

-- The move to the best hex in reach by `score` (best_in_reach), if the rules take it.
local function move_best(u, mem, info, score)
  local to = best_in_reach(u, mem, info, score)
  return to and try_move(u, to, info) or nil
end

-- A command memo (command.new_memo) for this bot call: the leaders' radius searches are kept
-- for the phase (keyed by leader and hex), their in-command answers for the call only (a
-- leader may have moved since).
local function call_memo(mem)
  if not CALL.cmemo then
    mem.creach = mem.creach or {}
    CALL.cmemo = { reach = mem.creach, status = {}, why = {} }
  end
  return CALL.cmemo
end

-- The hexes a leader who has not moved this phase can still bring within a regiment's radius
-- (S.3.1, charts.command_radius.brigade) by his own move after it: within his allowance plus
-- that radius at his costs, zones of control aside (the kernel's search); nil once he has
-- moved (his radius is where he stands). Once a phase per leader and hex.
local function leader_pace(a, mem)
  local mv = mod("movement")
  if not U.is_leader(a) or mv.moved(a) then return nil end
  return cached(mem, "pace", a.key .. "@" .. a.hex, function()
    local r = U.chart("command_radius").brigade
    return sandtable.move.costs(a, { budget = mv.left(a) + r, ignore_zoc = true })
  end)
end

-- S.3.1/S.3.2 The advance paced to the chain of command (keep_in_command): for a unit in
-- command, `score` with every hex ruled out that would leave it out of command once its
-- leader has moved up after it (out of command it could not approach the enemy afterwards,
-- and it fights at -1 morale); else `score` itself. The leader comes up: leader_move's
-- "cover" spot.
local function paced(u, mem, score)
  if not CFG.keep_in_command then return score end
  local C, memo = command(), call_memo(mem)
  if not C.in_command(u, memo) then return score end
  local a = C.anchor_of(u, memo)
  local reach = a and leader_pace(a, mem)
  return function(h)
    if h ~= u.hex and not (reach and reach[h]) and not C.in_command(u, memo, h) then return INF end
    return score(h)
  end
end

-- S.3.2 A unit out of command whose own leader (or HQ) is in play and beyond reach goes back
-- into his radius, else as near him as it may (the move list keeps it from ending closer to
-- the enemy); nil when it is in command, or when what cuts it off is higher up the chain (its
-- leader's own radius: the leader rejoins, see leader_move).
local function rejoin_move(u, mem, info)
  local C, memo = command(), call_memo(mem)
  if C.in_command(u, memo) then return nil end
  local a, reaches = C.anchor_of(u, memo)
  if not a or reaches then return nil end
  return move_best(u, mem, info, function(h)
    return (C.in_command(u, memo, h) and 0 or 1000) + dist(h, a.hex)
  end)
end

-- S.3.1 The anchor a leader traces his command radius to and its radius (as command.lua's
-- superior(): a division leader to his corps or wing HQ, or its leader; a brigade leader to his
-- division leader), or nil. Its radius as a set of hexes, once a phase per anchor and hex.
local function anchor_of(l)
  local C = command()
  local R = U.chart("command_radius")
  local e = C.echelon(l)
  if e == "division" then
    local k = C.corps_of(l)
    if not k then return nil end
    local a = sandtable.units.get(k .. " HQ")
    if not (a and a.on_map) then a = C.leader_of(k) end
    local r = R.corps
    for _, w in ipairs(C.wings()) do if w.key == k and w.super then r = R.wing end end
    return a, r
  elseif e == "brigade" then
    local d = C.division_of(l)
    if not d or d == (l.leader and l.leader.commands) then return nil end
    return C.leader_of(d), R.division
  end
  return nil
end

local function radius_set(a, r, mem)
  if not a or not a.on_map then return nil end
  return cached(mem, "radii", a.key .. "@" .. tostring(a.hex) .. "/" .. r, function()
    local set = { [a.hex] = true }
    if U.is_leader(a) then
      for _, d in ipairs(sandtable.move.reachable(a, { budget = r, ignore_zoc = true })) do set[d.hex] = true end
    else
      for h in pairs(mod("movement").reach_mp(a, a.hex, r, "leader")) do set[h] = true end
    end
    return set
  end)
end

-- { [hex] = MP } from which a leader reaches regiment `u` within `r` MP (S.3.1: the radius is
-- traced from the leader at his costs, no ZOC, never through the enemy): the kernel's field
-- from the regiment's hex at a leader's costs, out to `r` (the terrain chart's costs are the
-- same both ways). Once a phase per hex.
local function reached_from(u, r, mem)
  return cached(mem, "cover", u.hex .. "/" .. r, function()
    return sandtable.move.field({ u.hex }, { class = "leader", unit = u, limit = r })
  end)
end

-- S.3.1 The brigade leader's spot (brigade_spot = "cover"): the score of hex `h` for leader `l`
-- of `units` (least is best): the SP his radius would leave out, then the distance to `goal`.
local function cover_score(l, units, goal, mem)
  local r = command().radius(l)
  local fields = {}
  for i, u in ipairs(units) do fields[i] = reached_from(u, r, mem) end
  return function(h)
    local out = 0
    for i, u in ipairs(units) do
      if h ~= u.hex and (fields[i][h] or INF) > r then out = out + (u.strength or 1) end
    end
    return out * 100 + (goal and dist(h, goal) or 0)
  end
end

local function leader_move(l, side, mem, info)
  -- 3.3 a wing commander leads (and anchors the radius of) his whole wing
  local cmd = l.leader and (command().wing_of_commander(l.key) or l.leader.commands)
  if not cmd then return nil end
  -- the army commander stays put, unless he commands by succession (2.1/3.1: 6.3's Wheeler,
  -- the senior leader present): then he leads his own corps like any other leader
  local army = command().army_commander(side)
  if army and army.key == l.key and (cmd == army_key(side) or orders().echelon(cmd) == "army") then return nil end
  local units = groups(side, mem)[cmd]
  if not units or #units == 0 then return nil end
  -- S.3.1 the radius is traced from a leader (or his HQ) to the leaders one level down: a
  -- division leader stands among his brigade leaders, a corps or wing leader among his
  -- division leaders (their units when none is on the map); a brigade leader among his units
  local ech = command().echelon(l) or "brigade"
  local pts = units
  if ech ~= "brigade" then
    local C, seen, subs = command(), {}, {}
    for _, u in ipairs(units) do
      local k = ech == "division" and C.brigade_of(u) or C.division_of(u)
      local sl = k and not seen[k] and C.leader_of(k)
      if k then seen[k] = true end
      if sl and sl.on_map and sl.key ~= l.key then subs[#subs + 1] = sl end
      -- (keep_in_command: the units that trace to him themselves, a division's batteries, are
      -- his to keep within reach too: S.3.1 at the brigade radius)
      if CFG.keep_in_command and C.anchor_of(u, call_memo(mem)) == l then subs[#subs + 1] = u end
    end
    if #subs > 0 then pts = by_key(subs) end
  end
  -- the medoid (least summed map distance to the others; labels span sheets, so no
  -- arithmetic on them), over at most 40 points (bounded work)
  local target, td
  local step = math.max(1, #pts // 40)
  for i = 1, #pts, step do
    local d = 0
    for j = 1, #pts, step do d = d + dist(pts[i].hex, pts[j].hex) end
    if not td or d < td then target, td = pts[i], d end
  end
  if not target then return nil end
  -- S.3.1 stay within the superior's radius (out of it, the whole command is out of command
  -- and may not approach the enemy, S.3.2)
  local a, r = anchor_of(l)
  local set = a and radius_set(a, r, mem)
  local out = set and not set[l.hex]
  if out then set = nil end -- already out: go where the command is
  local dest
  -- (a brigade leader keeps to his regiments, at the baseline's medoid: his radius is 4 MP
  -- traced over the ground, which a center on the map's distances does not respect)
  local senior = ech ~= "brigade"
  local o = CFG.leader_to_move_goal and current(cmd)
  if o and o.type == "move" and o.to == cmd and o.goal and mod("movement").in_area(o.goal) then
    if dist(l.hex, o.goal) <= 1 then return nil end
    dest = best_in_reach(l, mem, info, function(h)
      local _, de = nearest_enemy(h, info)
      return dist(h, o.goal) * 10 + (de <= 1 and 100 or 0)
    end)
  elseif out and CFG.rejoin_superior and (senior or CFG.brigade_spot == "cover") then
    -- S.3.2 out of his superior's radius his whole command is out of command: back toward him
    -- (a brigade leader too where he stands by his regiments' cover: his out-of-command
    -- regiments then come back to him, rejoin_move, as far as they may)
    dest = best_in_reach(l, mem, info, function(h)
      local _, de = nearest_enemy(h, info)
      return dist(h, a.hex) * 10 + (de <= 1 and 100 or 0)
    end)
  elseif CFG.brigade_spot == "cover" and not senior then
    local covered = cover_score(l, units, plan_of(units[1], mem, info).goal, mem)
    dest = best_in_reach(l, mem, info, function(h)
      local _, de = nearest_enemy(h, info)
      return covered(h) + (de <= 1 and 100 or 0) + (set and not set[h] and 100000 or 0)
    end)
  elseif CFG.leader_spot == "center" and senior then
    local function farthest(h)
      local m = 0
      for _, p in ipairs(pts) do m = math.max(m, dist(h, p.hex)) end
      return m
    end
    if farthest(l.hex) <= 1 then return nil end
    dest = best_in_reach(l, mem, info, function(h)
      local _, de = nearest_enemy(h, info)
      return farthest(h) * 10 + dist(h, target.hex) + (de <= 1 and 100 or 0) + (set and not set[h] and 1000 or 0)
    end)
  else
    if dist(l.hex, target.hex) <= 1 then return nil end
    dest = best_in_reach(l, mem, info, function(h)
      local _, de = nearest_enemy(h, info)
      return dist(h, target.hex) * 10 + (de <= 1 and 100 or 0) + (set and not set[h] and 1000 or 0)
    end)
  end
  if dest then return try_move(l, dest, info) end
  return nil
end

-- S.4.3 A wagon's way to within `near` hexes of `hex` (movement.wagon_field), once a phase.
local function wagon_way(hex, near, mem)
  return cached(mem, "wagon", hex .. "/" .. near, function() return mod("movement").wagon_field(hex, near) end)
end

local function follower_move(u, side, mem, info)
  -- HQ "X HQ" and supply "X Supply" follow the leader of command X.
  local l = command().followed(u)
  -- a wagon by the ways open to wagons (wagon_ways), to within idle.WAGON_NEAR hexes of him;
  -- where no way leads there it waits (idle.lua gives the reason)
  local wagon = CFG.wagon_ways and U.is_wagon(u)
  local follow = wagon and mod("idle").WAGON_NEAR or CFG.hq_follow
  if not l or not l.on_map or dist(u.hex, l.hex) <= follow then return nil end
  local way = wagon and wagon_way(l.hex, follow, mem)
  if way and not way[u.hex] then return nil end
  local dest = best_in_reach(u, mem, info, function(h)
    local _, de = nearest_enemy(h, info)
    local near = way and fv(way, h) or dist(h, l.hex) * 10
    return near + (de <= 2 and 100 or 0)
  end)
  if dest then return try_move(u, dest, info) end
  return nil
end

local function form(u, to, facing, mem)
  if mem.formed[u.key] or u.formation == to or (to == "line" and u.formation == "dismounted") then return nil end
  mem.formed[u.key] = true
  local act = { unit = u.key, formation = to }
  if to == "line" or to == "unlimbered" then act.facing = facing end
  if can("formation", act) then return act end
  return nil
end

local function face(u, want, mem)
  if mem.faced and mem.faced[u.key] then return nil end
  mem.faced = mem.faced or {}
  mem.faced[u.key] = true
  if not mod("movement").has_facing(u) or u.facing == want then return nil end
  local act = { unit = u.key, facing = want }
  if can("face", act) then return act end
  return nil
end

local function edge_goal(u)
  local g = graph()
  local best, bd
  for _, h in ipairs(g.hexes) do
    if sandtable.map.is_edge(h) then
      local d = dist(u.hex, h)
      if not bd or d < bd then best, bd = h, d end
    end
  end
  return best
end

-- Whether closing on the enemy at `h` is reasonable for `u`: the enemy SP in the hexes next
-- to `h` against `u`'s strength plus the friendly combat SP already next to those hexes; true
-- when at least even (2:1 when an enemy hex there has breastworks, 4.3), or every adjacent
-- enemy hex is disorganized or routed; false otherwise.
-- With `ready` (the unit's attack group is up, see group_ready), the fresh friends within 2
-- hexes of those enemy hexes count too: they close in the same phase.
adjacent_odds = function(u, h, info, ready)
  local esp, weak, own, need = 0, true, u.strength or 0, 1
  local seen = {}
  local function count(m)
    if m ~= u.hex and not seen[m] then
      seen[m] = true
      for _, f in ipairs(U.combat_units_at(m)) do
        if f.side == u.side and f.key ~= u.key and (sandtable.map.distance(m, h) <= 1 or fresh(f)) then
          own = own + (f.strength or 0)
        end
      end
    end
  end
  for _, n in ipairs(sandtable.map.neighbors(h)) do
    if info.set[n] then
      esp = esp + (info.sp[n] or 0)
      if not info.weak[n] then weak = false end
      if info.works and info.works[n] then need = 2 end
      for _, m in ipairs(sandtable.map.neighbors(n)) do
        count(m)
        if ready then for _, m2 in ipairs(sandtable.map.neighbors(m)) do count(m2) end end
      end
    end
  end
  if weak then return true end
  return own >= esp * need
end

-- Concentration: the attack group of a unit (its division, else its brigade) goes in together.
-- The group is "ready" when at least 60% of its fresh foot units (by SP) stand within 3 hexes
-- of the enemy (or already next to it); until then its units stage 2 hexes off and do not
-- close. Kept for the bot call (a move changes it; recomputed on the next call).
local function attack_group(u)
  local C = command()
  return C.division_of(u) or u.parent or u.key
end

local function group_ready(u, side, mem, info)
  local key = attack_group(u)
  CALL.ready = CALL.ready or {}
  local v = CALL.ready[key]
  if v ~= nil then return v end
  local us = groups(side, mem)[key] or { u }
  local up, all = 0, 0
  for _, f in ipairs(us) do
    if f.on_map and fresh(f) and U.on_foot(f) and not U.is_artillery(f) then
      all = all + f.strength
      local _, de = nearest_enemy(f.hex, info)
      if de <= 3 then up = up + f.strength end
    end
  end
  v = all == 0 or up >= CFG.ready_share * all
  CALL.ready[key] = v
  return v
end

-- Where to close: a hex on an adjacent enemy's flank or rear (S.4.2 flank attack) is worth
-- 12, an adjacent enemy in the open (field: no woods cover, fire sees it) 4 (per hex, bounded:
-- six neighbours).
local function flank_bonus(h, side)
  local b, mv = 0, mod("movement")
  for _, n in ipairs(sandtable.map.neighbors(h)) do
    for _, t in ipairs(U.combat_units_at(n)) do
      if t.side ~= side then
        if mv.flank_attack(t, h) then b = math.max(b, 12) end
        if sandtable.map.terrain(n) == "field" then b = math.max(b, 4) end
      end
    end
  end
  return b
end

-- Whether a battery at `hex` may unlimber there (terrain) and would see the nearest enemy
-- hex (S.5.1 line of sight), per phase and hex (bounded work: one check a hex).
local function shot_from(hex, info)
  info.shot = info.shot or {}
  local v = info.shot[hex]
  if v ~= nil then return v end
  local e = nearest_enemy(hex, info)
  local t = U.chart("terrain_effects").hexes[sandtable.map.terrain(hex)]
  local gun_ok = not (type(t) == "table" and t.unlimbered == "prohibited")
  v = gun_ok and e ~= nil and mod("fire").los(hex, e) == true
  info.shot[hex] = v
  return v
end

-- Whether unlimbered battery `u` may fire at some enemy hex from where it stands (S.5.1:
-- range, front, line of sight; fire.why_not_at).
local function has_target(u, info)
  local fire = mod("fire")
  for _, h in ipairs(info.hexes) do
    if not fire.why_not_at(u, h) then return true end
  end
  return false
end

local function combat_move(u, side, mem, info)
  local mv = mod("movement")
  -- 4.1 A unit of a division stopped within a corps order that stands within small-arms range
  -- withdraws (routed or not: the rule binds all its units): the move list holds only the hexes
  -- the rule lets it end in; the bot takes the one farthest from the enemy (the rule's "as far
  -- as possible"), ties by label.
  if not mem.moved[u.key] and mv.must_fall_back(u) then
    mem.moved[u.key] = true
    local act = move_best(u, mem, info, function(h)
      local _, de = nearest_enemy(h, info)
      return -de
    end)
    if act then return act end
  end
  if U.routed(u) then return nil end
  local st = U.morale_state(u)
  local p = plan_of(u, mem, info)
  if not p then return DEFER end
  -- performance: at most CALL.rlimit movement searches a call (see movement)
  if not mem.moved[u.key] and CALL.reaches >= CALL.rlimit then return DEFER end
  local enemy, d = nearest_enemy(u.hex, info)
  if u:has("building") and d > 3 then return nil end
  local in_zoc = sandtable.move.in_enemy_zoc(u.hex, u.side)
  local deploy_to = DEPLOY[u.type]
  local march_to = MARCH[u.type]
  local arty = U.is_artillery(u)
  local facing = enemy and toward(u.hex, enemy) or (u.facing or "E")
  local marching = U.in_march(u)

  -- Exit orders: to the goal or the nearest edge, then off the map.
  if p.type == "exit" then
    if sandtable.map.is_edge(u.hex) then
      local act = { unit = u.key }
      if can("exit", act) then return act end
    end
    if not mem.moved[u.key] then
      local g = p.goal or edge_goal(u)
      local f = g and (field({ g }) or direct(g))
      mem.moved[u.key] = true
      if f then
        local to = best_in_reach(u, mem, info, function(h) return fv(f, h) end)
        if to then return try_move(u, to, info) end
      end
    end
    return nil
  end

  local wants_ground = p.type == "attack" or p.type == "move" or (p.type == "defend" and p.goal and dist(u.hex, p.goal) > 3 and d > 6
    and (CFG.defend_retakes_goal or holder(p.goal) ~= U.enemy(side)))
  local far_goal = p.field and fv(p.field, u.hex) > 3 and fv(p.field, u.hex) < INF

  -- Deploy a march formation near the enemy, facing it.
  if marching and d <= (arty and 5 or 4) and deploy_to
    and not (arty and p.type == "attack" and d >= 3 and not shot_from(u.hex, info)) then
    local act = form(u, deploy_to, facing, mem)
    if act then return act end
  end
  -- A battery under an attack order: unlimber at a firing position (line of sight to the
  -- nearest enemy 3-4 hexes off); limber up to find one when it sees nothing within 4 hexes.
  if arty and p.type == "attack" and not in_zoc then
    if marching and d >= 2 and d <= 4 and shot_from(u.hex, info) then
      local act = form(u, deploy_to, facing, mem)
      if act then return act end
    elseif not marching and d <= 8 and not mem.moved[u.key]
      and ((d >= 3 and not shot_from(u.hex, info))
        or (CFG.battery_seeks_target and d >= 2 and u.facing == facing and not has_target(u, info))) then
      local act = form(u, march_to, nil, mem)
      if act then return act end
    end
  end
  -- Far from the enemy with ground to cover: march formation.
  if wants_ground and far_goal and not marching and d >= 7 and not in_zoc and march_to and not mem.moved[u.key] then
    local act = form(u, march_to, nil, mem)
    if act then return act end
  end
  -- Rest: a wrecked, worn (under 3 SP), shaken or disorganized unit under an attack order
  -- that stands within 2 hexes of the enemy steps back out of the line (3+ hexes off, as near
  -- its goal as that allows) to rally instead of being shot up where it cannot assault.
  if p.type == "attack" and not arty and not fresh(u) and st ~= "bloodlust" and d <= 2 and not in_zoc
    and not mem.moved[u.key] then
    mem.moved[u.key] = true
    local f = p.field
    local act = move_best(u, mem, info, function(h)
      local _, de = nearest_enemy(h, info)
      if de < 3 then return INF - 1 end
      return fv(f, h) + de
    end)
    if act then return act end
  end
  -- S.3.2 Out of command, back into the radius first (keep_in_command).
  if CFG.keep_in_command and wants_ground and not mem.moved[u.key] and not in_zoc and st ~= "disorganized"
    and st ~= "bloodlust" then
    local act = rejoin_move(u, mem, info)
    if act then mem.moved[u.key] = true return act end
  end
  -- Move.
  if wants_ground and p.field and not mem.moved[u.key] and not in_zoc and st ~= "disorganized" then
    mem.moved[u.key] = true
    local attack = p.type == "attack" and not arty
    local may_close = attack and fresh(u) and U.on_foot(u) and not U.in_march(u)
    local goal_reached = fv(p.field, u.hex) <= (p.type == "defend" and 1 or 0)
    if not goal_reached or (attack and d > 1) then
      local f = p.field
      local act = move_best(u, mem, info, paced(u, mem, function(h)
        local v = fv(f, h)
        if v >= INF then return INF end
        local s = v * 10
        local _, de = nearest_enemy(h, info)
        if U.in_march(u) and de <= 2 then s = s + 1000 end
        if p.type ~= "attack" and de <= 2 then s = s + 1000 end
        if arty and de <= 1 then s = s + 1000 end
        if arty and p.type == "attack" and de >= 3 and de <= 4 and shot_from(h, info) then
          -- a firing position: 3-4 hexes off (out of small-arms range) with a line of sight
          s = s - 80
        end
        if de == 1 and p.type == "attack" and not arty then
          -- close to assault range only where the unit is not alone against more than its
          -- own strength (or the enemy there is disorganized or routed): no piecemeal attacks
          local ready = may_close and group_ready(u, side, mem, info)
          local ok = ready and adjacent_odds(u, h, info, true) ~= false
          s = s + (ok and -40 - flank_bonus(h, side) or 300)
        end
        if de == 2 and may_close then s = s - 15 end
        return s
      end))
      if act then return act end
    end
  end
  mem.moved[u.key] = true
  -- Hold: deploy if the enemy is close, face it, dig in.
  if enemy and d <= 6 then
    if (marching or (u.formation == nil and p.type ~= "attack")) and deploy_to and d <= 6
      and not (arty and p.type == "attack" and not shot_from(u.hex, info)) then
      local act = form(u, deploy_to, facing, mem)
      if act then return act end
    end
    if not in_zoc or d == 1 then
      local act = face(u, facing, mem)
      if act then return act end
    end
  end
  if (p.type == "defend" or p.type == "none") and enemy and d <= 10 and d > 2 and not mv.moved(u) and not u:has("breastworks") then
    local bw = sandtable.vars.get("breastworks") or {}
    mem.bw_tried = mem.bw_tried or {}
    if not bw[u.hex] and not mem.bw_tried[u.hex] and next(sandtable.vars.get("entrench") or {}) ~= nil then
      mem.bw_tried[u.hex] = true
      local act = { hex = u.hex, facing = toward(u.hex, enemy) }
      if can("build_breastworks", act) then return act end
      act = { hex = u.hex }
      if can("build_breastworks", act) then return act end
    end
  end
  return nil
end

local function plan_unit(u, side, mem, info)
  if not u.on_map then return nil end
  if U.is_leader(u) then
    if mem.moved[u.key] then return nil end
    mem.moved[u.key] = true
    return leader_move(u, side, mem, info)
  end
  if U.is_hq(u) or U.is_wagon(u) then
    if mem.moved[u.key] then return nil end
    mem.moved[u.key] = true
    return follower_move(u, side, mem, info)
  end
  if not U.is_combat(u) then return nil end
  return combat_move(u, side, mem, info)
end

local ECH_RANK = { brigade = 1, division = 2, corps = 3, wing = 4, army = 5 }

local function movement(side)
  local mem = memo()
  local info = enemy_info(side, mem)
  local act = entry(side, mem, info)
  if act then mem.groups, mem.waiting = nil, nil return act end
  local units = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and not mem.done[u.key] then units[#units + 1] = u end
  end
  by_key(units)
  -- combat units first (leaders follow where their commands went), then leaders and trains
  -- S.3.1 leaders bottom-up (brigade, division, corps, wing, army: each goes where its
  -- subordinates went), then HQ markers and wagons (they follow their leaders)
  local order, leaders = {}, {}
  for _, u in ipairs(units) do if U.is_combat(u) then order[#order + 1] = u end end
  for _, u in ipairs(units) do if U.is_leader(u) then leaders[#leaders + 1] = { u = u, r = ECH_RANK[command().echelon(u) or "brigade"] or 1 } end end
  table.sort(leaders, function(a, b) if a.r ~= b.r then return a.r < b.r end return a.u.key < b.u.key end)
  for _, x in ipairs(leaders) do order[#order + 1] = x.u end
  for _, u in ipairs(units) do if not U.is_combat(u) and not U.is_leader(u) then order[#order + 1] = u end end
  -- Units whose plan needs a distance field beyond this call's budget (CALL.limit) are
  -- deferred to the next call; a call that finds no action for any other unit raises the
  -- budget a few times, then lets the deferred units hold this phase (performance: the bot
  -- call's instruction budget on the six-sheet map; reconstructed bot behaviour).
  for round = 1, 3 do
    local deferred = false
    for _, u in ipairs(order) do
      if not mem.done[u.key] then
        local n = mem.count[u.key] or 0
        local a = n < 4 and plan_unit(u, side, mem, info) or nil
        if os_prof then print("PROF", round, u.key, a == DEFER and "defer" or (a and a.kind or "-"), PROF.can, CALL.fields, CALL.reaches) end
        if a == DEFER then
          deferred = true
        elseif a then
          mem.count[u.key] = n + 1
          -- (the groups need no rebuilding after a move: no unit joins or leaves a command
          -- or routs by moving, an entry resets them; the lists hold the units themselves, so
          -- their hexes are current)
          return a
        else
          mem.done[u.key] = true
        end
      end
    end
    if not deferred then return nil end
    CALL.rlimit = CALL.rlimit + 24
  end
  return nil
end

---------------------------------------------------------------------------------------------
-- Fire
---------------------------------------------------------------------------------------------
local P2 = { 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 }
local COLVAL = {}
local function column_value(label)
  if COLVAL[label] then return COLVAL[label] end
  local row = U.chart("fire_table")[label]
  local v = 0
  for i = 1, 11 do
    local x = row[i]
    local p = P2[i] / 36
    if x > 0 then v = v + p * (x + 0.5) else v = v + p * 0.1 * (4 + x) end
  end
  COLVAL[label] = v
  return v
end

local function target_weight(hex, side)
  local w, n = 1, 0
  for _, t in ipairs(U.combat_units_at(hex)) do
    if t.side ~= side then
      n = n + 1
      local st = U.morale_state(t)
      if st == "disorganized" or st == "routed" or st == "shaken" then w = math.max(w, 1.25) end
      if t:has("wrecked") or t.strength <= 3 then w = math.max(w, 1.2) end
      if CFG.wreck_weight ~= 1 and (U.losses_to_wreck(t) or INF) <= 2 and mod("morale").wreck_tips_brigade(t) then
        w = math.max(w, CFG.wreck_weight)
      end
    end
  end
  if n == 0 then return 0 end
  return w
end

local function fire_phase(side)
  local fire = mod("fire")
  local mem = memo()
  if not mem.pairs then
    -- candidate (firer, target hex) pairs, once a phase
    local info = enemy_info(side, mem)
    mem.pairs = {}
    for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
      if u.on_map and U.is_combat(u) and not fire.why_not(u) then
        local r = fire.max_range(u)
        local list = {}
        for _, h in ipairs(info.hexes) do
          if dist(u.hex, h) <= r then list[#list + 1] = h end
        end
        if #list > 0 then mem.pairs[#mem.pairs + 1] = { u = u, hexes = list } end
      end
    end
  end
  local by_hex, hexes = {}, {}
  for _, pr in ipairs(mem.pairs) do
    local u = pr.u
    if u.on_map and not u.eliminated and not fire.why_not(u) and not (u:has("building") and true) then
      for _, h in ipairs(pr.hexes) do
        if not mem.bad[h] and not fire.why_not_at(u, h) then
          if not by_hex[h] then by_hex[h] = {} hexes[#hexes + 1] = h end
          table.insert(by_hex[h], u)
        end
      end
    end
  end
  table.sort(hexes)
  local max_b = U.chart("artillery_vs").max_batteries_per_target
  local best, bv
  for _, h in ipairs(hexes) do
    local w = target_weight(h, side)
    if w > 0 then
      local group, nb = {}, 0
      local used = ((sandtable.vars.get("fire_batteries") or {})[h]) or 0
      -- small arms first, then the strongest batteries up to the limit (2.3)
      local arts = {}
      for _, u in ipairs(by_hex[h]) do
        if U.is_artillery(u) then arts[#arts + 1] = u else group[#group + 1] = u end
      end
      table.sort(arts, function(a, b)
        local pa, pb = fire.points(a, h), fire.points(b, h)
        if pa ~= pb then return pa > pb end
        return a.key < b.key
      end)
      for _, a in ipairs(arts) do
        if nb + used < max_b then group[#group + 1] = a nb = nb + 1 end
      end
      if #group > 0 then
        local total, net = fire.assess(group, h)
        local col = fire.column(total, net)
        -- drop firers that do not raise the column (they may fire elsewhere)
        if #group > 1 and #group <= 10 then
          local order = {}
          for _, u in ipairs(group) do order[#order + 1] = { u = u, p = fire.points(u, h) } end
          table.sort(order, function(a, b) if a.p ~= b.p then return a.p < b.p end return a.u.key < b.u.key end)
          for _, o in ipairs(order) do
            if #group > 1 then
              local rest = {}
              for _, g in ipairs(group) do if g ~= o.u then rest[#rest + 1] = g end end
              local t2, n2 = fire.assess(rest, h)
              if fire.column(t2, n2) == col then group = rest end
            end
          end
        end
        local v = column_value(col) * w
        if v > 0.35 and (not bv or v > bv) then best, bv = { hex = h, group = group }, v end
      end
    end
  end
  if not best then return nil end
  local keys = {}
  for _, u in ipairs(best.group) do keys[#keys + 1] = u.key end
  table.sort(keys)
  local act = { units = keys, target = best.hex }
  if can("fire", act) then return act end
  mem.bad[best.hex] = true
  return fire_phase(side)
end

---------------------------------------------------------------------------------------------
-- Close combat
---------------------------------------------------------------------------------------------
local function defenders_at(hex, side)
  local out = {}
  for _, t in ipairs(U.combat_units_at(hex)) do
    if t.side ~= side then out[#out + 1] = t end
  end
  return by_key(out)
end

local function close_combat(side)
  local mem = memo()
  local fire, A, mv = mod("fire"), mod("assault"), mod("movement")
  local st = sandtable.vars.get("assaulted") or { units = {}, hexes = {} }
  local info = enemy_info(side, mem)
  -- candidates by target hex
  local by_hex, hexes = {}, {}
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if u.on_map and U.is_combat(u) and not st.units[u.key] and not U.is_artillery(u) and A.may_attack(u) then
      local bl = U.morale_state(u) == "bloodlust"
      if bl or fresh(u) then
        local ns = sandtable.map.neighbors(u.hex)
        table.sort(ns)
        for _, h in ipairs(ns) do
          if info.set[h] and not st.hexes[h] and not mem.bad[h] and mv.frontal(u, h) and #defenders_at(h, side) > 0 then
            if not by_hex[h] then by_hex[h] = { units = {}, bloodlust = false } hexes[#hexes + 1] = h end
            table.insert(by_hex[h].units, u)
            if bl then by_hex[h].bloodlust = true end
          end
        end
      end
    end
  end
  table.sort(hexes)
  local used = {}
  local best, bs
  for _, h in ipairs(hexes) do
    local c = by_hex[h]
    local atk, ap = {}, 0
    for _, u in ipairs(c.units) do
      if not used[u.key] then atk[#atk + 1] = u ap = ap + fire.points(u, h, 0) end
    end
    if #atk > 0 then
      local dp, weak, works = 0, true, false
      for _, d in ipairs(defenders_at(h, side)) do
        local s = U.morale_state(d)
        if s ~= "disorganized" and s ~= "routed" then weak = false end
        if not U.routed(d) and d.formation ~= "limbered" and d.formation ~= "column" and not U.is_mounted(d) then
          dp = dp + fire.points(d, atk[1].hex, 0)
        end
        for _, a in ipairs(atk) do if mv.breastworks_cover(d, a.hex) then works = true end end
      end
      local need = works and CFG.assault_odds_works or CFG.assault_odds
      local ratio = ap / math.max(dp, 0.5)
      local good = weak or ratio >= need
      local score = ratio + (c.bloodlust and 100 or 0)
      if (good or c.bloodlust) and (not bs or score > bs) then best, bs = { hex = h, units = atk }, score end
    end
  end
  if not best then return nil end
  local keys = {}
  for _, u in ipairs(best.units) do keys[#keys + 1] = u.key end
  table.sort(keys)
  local act = { units = keys, target = best.hex }
  if can("assault", act) then return act end
  mem.bad[best.hex] = true
  return close_combat(side)
end

---------------------------------------------------------------------------------------------
-- 6.0 Set-up: each unit set up "w/i N" of a hex, by key, goes to the first hex the deploy
-- action offers (nearest the anchor, then by label: regiments and batteries spread out within
-- stacking; leaders, HQs and wagons stay on the anchor).
local function set_up(side)
  local mv = mod("movement")
  for _, o in ipairs(mv.actions.deploy.options({}, "unit")) do
    local hexes = mv.actions.deploy.options({ unit = o.value }, "hex")
    if hexes[1] then
      local act = { unit = o.value, hex = hexes[1].value }
      if can("deploy", act) then return act end
    end
  end
  return nil
end

local function bot(side)
  CALL.fields, CALL.limit, CALL.reaches, CALL.rlimit, CALL.ready, CALL.cmemo = 0, 4, 0, 24, nil, nil
  CALL_ORDERS = { cur = {}, list = {}, held = {} }
  local ph = sandtable.game.phase()
  if ph == "set_up" or ph == "set_up_other" then return set_up(side) end
  if ph == "enemy_order" then return enemy_writes(side) end
  if ph == "command" then return command_phase(side) end
  if ph == "movement" then return movement(side) end
  if ph == "defensive_fire" or ph == "offensive_fire" then return fire_phase(side) end
  if ph == "close_combat" then return close_combat(side) end
  return nil -- rally: automatic (morale.lua)
end

-- A profile's entry point: the bot with `params` over the baseline's (BASELINE).
function M.profile(params)
  local cfg = setmetatable(params or {}, { __index = BASELINE })
  return function(side)
    CFG = cfg
    return bot(side)
  end
end

M.union = M.profile({})
M.confederate = M.union

-- Exposed for tests and tools.
M.posture = posture
M.objectives = objectives
M.field = field

return M
