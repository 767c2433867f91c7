-- movement.lua — formations, facing, zones of control, stacking, movement and night movement
-- (series S.4, S.10), reinforcements and exits (scenario schedules, 4.6 shifting
-- reinforcements), terrain rules 1.1, 1.2, 1.5, breastworks 4.3a-b (building and the marker;
-- the fire shift and morale bonus are read by fire.lua/morale.lua), bridges 4.5a-b, escorts'
-- 6-MP leash (4.2, with command.lua), 6.0 scenario conventions (restricted playing area,
-- set-up overstacking). Rule list: rules_movement.lua.
--
-- Costs: by day the kernel's search (sandtable.move.reachable / path: ruleset.lua declares
-- charts.terrain_effects, the allowances by type and formation and the front ZOC); at night
-- (S.10.1: forest costs double) a Lua search over the same chart, one per unit. The rules the
-- kernel cannot know are added here: stacking by SP (S.4.5), facing costs (S.4.2), leaving a
-- ZOC (S.4.4), out of command / orders (S.3.2), escorts (4.2), the playing area (6.0),
-- burned bridges (4.5).
--
-- STATE (vars): breastworks = { [hex] = { facing = { dirs }, side } }, building = { [hex] =
--   { turns = n (day-turn units), facing = { dirs }, side } }, entrench = { [leader] = turn }
--   (4.3a permission), bridges_burned = { [hexside "A|B"] = true }, delays = { [unit] = turns },
--   exited = { [unit] = { turn, hex } }. Unit prop `mv` = { turn, side, mp, free_used, moved }.
-- INTERFACE:
--   movement.frontal(unit, hex) -> bool     hex is in the unit's front (kernel front arc; no
--                                           facing: every hex is frontal)
--   movement.flank_attack(target, from_hex) -> bool   from_hex is not in the target's front
--                                           (false for a target without facing)
--   movement.upslope(from_hex, to_hex) -> bool       crossing a slope/extreme slope upward
--   movement.breastworks_cover(target, from_hex) -> bool   4.3c the target's breastwork faces from_hex
--   movement.retreat(unit, hexes, from_hex, why) -> bool    away from from_hex; false if it cannot
--   movement.advance(unit, hex, why)               assault's advance after combat
--   movement.delay_next_reinforcement(side, turns, why)   4.4 Delay Reinforcements
--   movement.random_move(unit, hexes, why)         4.4 random movement (ignores radius)
--   movement.bridge_intact(name_or_hexside) -> bool 4.5; victory.lua 5.1
--   movement.spent(u) / left(u) / allowance(u)     MP this movement phase
-- ACTIONS: see M.actions below (movement phase: move, face, formation, enter, exit,
--   build_breastworks, shift_reinforcement; command phase: breastworks_initiative,
--   destroy_bridge, repair_bridge).

local U = require("util")
local M = {}

local function command() return require("command") end
local function orders() return require("orders") end

M.actions = {}
M.phase_actions = {
  command = { "breastworks_initiative", "destroy_bridge", "repair_bridge", "scout_fords", "voluntary_withdrawal" },
  movement = { "move", "face", "formation", "enter", "exit", "build_breastworks", "shift_reinforcement", "voluntary_withdrawal" },
  set_up = { "deploy" }, set_up_other = { "deploy" }, -- 6.0 w/i set-ups (below)
}

-- Directions: the map's, asked of the kernel (scripts/lib/hexdirs.lua; pointy-topped: E, NE,
-- NW, W, SW, SE).
local dirs = require("lib.hexdirs")
local actions = require("lib.actions")
local norm_dir, rotate, turn_steps = dirs.normalize, dirs.rotate, dirs.steps

local FACED = { line = true, dismounted = true, unlimbered = true }
-- S.4.2 Units with a facing: in line (infantry, dismounted cavalry or mounted infantry) or
-- unlimbered guns; columns, limbered guns, mounted troops, leaders and wagons have none.
function M.has_facing(u) return u.formation ~= nil and FACED[u.formation] == true end

local has = require("lib.tables").contains

local function vars(name) return sandtable.vars.get(name) or {} end
local function set_var(name, k, v)
  local t = vars(name)
  t[k] = v
  sandtable.vars.set(name, t)
end

-- Optional rules 4.5 ("bridge_destruction") and 4.6 ("shifting_reinforcements"), declared by
-- options.lua (false while undeclared).
local function optional(id) return require("options").on(id) == true end

local hq_refusal -- S.3.4 (below)
local exit_scoring -- 5.5 (below)
local return_of -- the schedule's return of a unit that left the map (below)

---------------------------------------------------------------------------------------------
-- Facing, flanks, slopes, breastworks (for fire.lua, assault.lua, morale.lua)
---------------------------------------------------------------------------------------------
-- S.4.2 The frontal hexes of a unit with a facing: the three adjacent hexes ahead of the
-- hexside it faces and beyond them the half-plane ahead (the kernel's front arc).
function M.frontal(u, hex)
  if not u or not u.on_map or not M.has_facing(u) or not u.facing then return true end
  if hex == u.hex then return false end
  if sandtable.map.distance(u.hex, hex) == 1 then
    local d = sandtable.map.direction(u.hex, hex)
    return d == u.facing or d == rotate(u.facing, 1) or d == rotate(u.facing, -1)
  end
  return sandtable.los.in_arc(u, hex)
end

-- S.4.2 / S.5 An attack or fire from `from_hex` comes through the target's flank or rear.
function M.flank_attack(target, from_hex)
  if not target or not M.has_facing(target) or not target.facing then return false end
  return not M.frontal(target, from_hex)
end

local function slope_between(a, b)
  return sandtable.map.has_hexside(a, b, "slope") or sandtable.map.has_hexside(a, b, "extreme_slope")
end

-- 1.1 Whether going from `from_hex` to `to_hex` climbs a slope or extreme slope hexside: for
-- adjacent hexes, a slope hexside between them with `to_hex` higher; for distant hexes,
-- `to_hex` higher and a slope hexside crossed along the line between them.
function M.upslope(from_hex, to_hex)
  if not from_hex or not to_hex or from_hex == to_hex then return false end
  if sandtable.map.elevation(to_hex) <= sandtable.map.elevation(from_hex) then return false end
  if sandtable.map.distance(from_hex, to_hex) == 1 then return slope_between(from_hex, to_hex) end
  local prev = from_hex
  for _, step in ipairs(sandtable.map.line(from_hex, to_hex)) do
    local h = step[1]
    if h and h ~= prev and sandtable.map.distance(prev, h) == 1 then
      if slope_between(prev, h) then return true end
      prev = h
    end
  end
  return false
end

-- The direction from `hex` toward `other` (its first step along the line).
local direction_toward = dirs.first_step

-- 4.3c A) The breastwork in the target's hex faces `from_hex` (one of its three hexsides).
function M.breastworks_cover(target, from_hex)
  if not target or not target.on_map then return false end
  local b = vars("breastworks")[target.hex]
  if not b or b.side ~= target.side then return false end
  local d = direction_toward(target.hex, from_hex)
  return d ~= nil and has(b.facing, d)
end

---------------------------------------------------------------------------------------------
-- Movement points
---------------------------------------------------------------------------------------------
local function rec(u)
  local r = u:prop("mv")
  if type(r) ~= "table" or r.turn ~= sandtable.game.turn() or r.side ~= sandtable.game.active_side() then
    return { turn = sandtable.game.turn(), side = sandtable.game.active_side(), mp = 0 }
  end
  return r
end
local function save(u, r) sandtable.units.set_prop(u, "mv", r) end

-- S.4.1 The unit's movement allowance in `formation` (its own by default).
function M.allowance(u, formation)
  local ma = U.chart("movement_allowance")
  if U.is_leader(u) then return ma.leader end
  if U.is_hq(u) then return ma.hq end
  if u.type == "supply" then return ma.supply end
  if u.type == "ammo_train" then return ma.ammo_train end
  formation = formation or u.formation
  if formation == "dismounted" then formation = "line" end
  local t = ma[u.type]
  if type(t) == "table" then
    return t[formation or ""] or (U.is_artillery(u) and t.limbered) or t.line or 0
  end
  return u.movement or 0
end
function M.spent(u) return rec(u).mp or 0 end
function M.left(u) return math.max(0, M.allowance(u) - M.spent(u)) end
function M.moved(u) return rec(u).moved == true end

---------------------------------------------------------------------------------------------
-- 6.0 The restricted playing area (vars.map_area = { { sheet, rows = { a, b }, cols = { c, d }? },
-- ... }). Labels are sheet, row, column ("D40.17": sheet D, row 40, column 17; map.lua
-- row_first). 6.0 note 1: a half map is the half on one side of the crease, "use the crease as
-- a map-edge": rows for the top/bottom (north/south) halves (6.1, 6.3), columns for the
-- west/east halves (6.5, 6.6 "west half of Map D": cols 1-17 of the sheet's 35).
---------------------------------------------------------------------------------------------
function M.in_area(hex)
  local area = sandtable.vars.peek("map_area") -- read only (performance: converted once per vars revision)
  if not area then return sandtable.map.on_map(hex) end
  local sheet, row, col = tostring(hex):match("^(%a+)(%d+)%.(%d+)$")
  if not sheet then return true end
  row, col = tonumber(row), tonumber(col)
  for _, a in ipairs(area) do
    if a.sheet == sheet and row >= a.rows[1] and row <= a.rows[2]
      and (a.cols == nil or (col >= a.cols[1] and col <= a.cols[2])) then
      return true
    end
  end
  return false
end

-- The cache key of the area (its sheets, rows and columns).
local function area_key(area)
  local key = ""
  for _, a in ipairs(area) do
    key = key .. a.sheet .. a.rows[1] .. "-" .. a.rows[2]
    if a.cols then key = key .. "c" .. a.cols[1] .. "-" .. a.cols[2] end
    key = key .. ";"
  end
  return key
end

-- The hexes just outside the area (blocked in searches so a move cannot leave it).
local RING_KEY, RING
local function area_ring()
  local area = sandtable.vars.peek("map_area")
  if not area then return nil end
  local key = area_key(area)
  if RING_KEY == key then return RING end
  local ring, seen = {}, {}
  for _, h in ipairs(sandtable.map.hexes()) do
    if M.in_area(h) then
      for _, n in ipairs(sandtable.map.neighbors(h)) do
        if not seen[n] and not M.in_area(n) then seen[n] = true; ring[#ring + 1] = n end
      end
    end
  end
  table.sort(ring)
  RING_KEY, RING = key, ring
  return ring
end

M.area_ring = area_ring

-- S.4.3 A wagon's way to within `near` hexes of `hex`: the kernel's distance field at a
-- wagon's costs inside the playing area, { [hex] = MP to the nearest such hex }. Woods and
-- extreme slopes are closed to wagons (roads and trails through them are not): a hex missing
-- from it has no way for a wagon there.
function M.wagon_field(hex, near)
  local goals = {}
  for _, h in ipairs(sandtable.map.within(hex, near)) do
    if M.in_area(h) then goals[#goals + 1] = h end
  end
  table.sort(goals)
  return sandtable.move.field(goals, { class = "wagon", block = area_ring() })
end

---------------------------------------------------------------------------------------------
-- Enemy proximity (S.3.2 out of command, S.7 disorganized, orders: no approach)
---------------------------------------------------------------------------------------------
local withdraws, withdrawal_hexes, open_reach -- 4.1, M.reach (below)
local function enemy_hexes(side)
  local out = {}
  for _, e in ipairs(U.enemy_combat_units(side)) do out[e.hex] = true end
  return out
end

-- Distance from `hex` to the nearest enemy combat unit (999 if none). Memoized per `enemies`
-- table (weak keys): a caller that keeps its table for a phase (move.list, the bots' M.reach)
-- pays one scan a hex (performance: a reach checks every hex it reaches).
local NEAR = setmetatable({}, { __mode = "k" })
local function nearest_enemy(hex, side, enemies)
  enemies = enemies or enemy_hexes(side)
  local memo = NEAR[enemies]
  if not memo then memo = {} NEAR[enemies] = memo end
  local best = memo[hex]
  if best then return best end
  best = enemies[hex] and 0 or 999
  local dist = sandtable.map.distance
  for h in pairs(best > 0 and enemies or {}) do
    local d = dist(hex, h)
    if d < best then best = d if d <= 1 then break end end
  end
  memo[hex] = best
  return best
end

-- Why `u` may not end a move closer to the enemy than it started, or nil; the second value is
-- the goal hex that still lets it approach (a defend order's place, reconstructed below).
local function no_approach_rule(u, memo)
  if not U.is_combat(u) then return nil end
  local state = U.morale_state(u)
  if state == "routed" or state == "disorganized" then
    return ("S.7: a %s unit may not move closer to the enemy"):format(state)
  end
  if state == "bloodlust" then return nil end -- S.7.1 bloodlust seeks the enemy whatever its orders
  local ok = command().in_command(u, memo)
  if not ok then return "S.3.2: a unit out of command may not move closer to the enemy" end
  -- 4.1 a stopped division (or one within a stopped corps) may defend, not advance
  local o = orders()
  local cmd = o.command_of(u)
  for _, k in ipairs(o.ancestors(cmd)) do
    if o.stopped(k) then return ("4.1: %s is in attack stoppage and may not advance on the enemy"):format(k) end
  end
  -- S.2.1 (notes §3) A command with no accepted order may only defend in place; a defend order
  -- lets it hold, not advance. Always in force: the scenarios' orders are accepted orders from
  -- the first turn (orders.lua).
  local cur = o.current(u)
  if cur == nil then
    return "S.2.1: a command with no accepted order may only defend in place (no move toward the enemy)"
  end
  if cur.type == "defend" or cur.type == "reserve" then
    -- reconstructed: a defend order names the place to defend (6.1 "Prevent a crossing at
    -- Alexander's Bridge", 6.3 "Defend Crawfish Spring"): its units may close on that place
    return ("S.2.1: a command under a %s order may not move toward the enemy (except toward its goal)"):format(cur.type), cur.goal
  end
  return nil
end

-- Whether a move from `from` to `to` breaks the no-approach rule (`rule`, `goal`).
local function approaches(from, to, side, enemies, goal)
  if nearest_enemy(to, side, enemies) >= nearest_enemy(from, side, enemies) then return false end
  if goal and sandtable.map.on_map(goal) and sandtable.map.distance(to, goal) < sandtable.map.distance(from, goal) then return false end
  return true
end

---------------------------------------------------------------------------------------------
-- 4.1 Divisional attack stoppage: "When a division stops and is part of a larger corps order,
-- it must remain in command range, but withdraw from small arms range of the defender. All
-- units of the stopped division may not attack, but may defend if attacked. Generally, units
-- of the stopped division should withdraw a turn's movement or as far as possible and still
-- remain in command radius." (orders.withdraws: a division stopped within a corps order.)
-- Read as: in each of its side's movement phases while the division stays stopped, each of
-- its combat units (regiments and batteries) that stands within small-arms range of an enemy
-- combat unit (charts.small_arms.max_range hexes) and has not yet moved this phase must move
-- out of that range, to a hex of the player's choice; where no hex it can reach is out of
-- range, as far from the enemy as it can get ("as far as possible"); never from in command
-- into out of command (its leaders where they stand when it moves). The phase does not end
-- while such a unit can still withdraw (M.can_end). reconstructed: the range is counted in
-- hexes, line of sight aside; "a turn's movement" is the rule's advice ("generally ...
-- should"), not enforced: any hex out of range will do.
---------------------------------------------------------------------------------------------
local function small_arms_range() return U.chart("small_arms").max_range end

-- The stopped division (within a corps order) that unit `u` belongs to, or nil.
local function withdrawing_division(u)
  if not U.is_combat(u) then return nil end
  local st = sandtable.vars.peek("stopped") -- read only (a shared view: index it, no next/pairs)
  if type(st) ~= "table" then return nil end
  local o = orders()
  for _, k in ipairs(o.ancestors(o.command_of(u))) do
    local r = st[k]
    if type(r) == "table" and r.withdraw == true then return k end -- orders.withdraws(k)
  end
  return nil
end
M.withdrawing_division = withdrawing_division

-- Whether `u` owes the 4.1 withdrawal now: of a withdrawing division, not yet moved this
-- phase, within small-arms range of an enemy combat unit.
withdraws = function(u, enemies)
  if not u.on_map or M.moved(u) then return false end
  if not withdrawing_division(u) then return false end
  return nearest_enemy(u.hex, u.side, enemies or enemy_hexes(u.side)) <= small_arms_range()
end
M.must_fall_back = function(u) return withdraws(u) end

-- Of the hexes `out` that `u` may otherwise reach, those 4.1's withdrawal lets it end in (see
-- above), and the reason a hex of `out` left aside is refused.
withdrawal_hexes = function(u, out, memo, enemies)
  local C = command()
  memo = memo or C.new_memo()
  local R = small_arms_range()
  local div = withdrawing_division(u)
  local keep_command = C.in_command(u, memo)
  local cands, best = {}, -1
  for _, h in ipairs(out) do
    if not keep_command or C.in_command(u, memo, h) then
      local d = nearest_enemy(h, u.side, enemies)
      cands[#cands + 1] = { h = h, d = d }
      if d > best then best = d end
    end
  end
  local here = nearest_enemy(u.hex, u.side, enemies)
  local res = {}
  for _, c in ipairs(cands) do
    if (c.d > R or c.d == best) and c.d > here then res[#res + 1] = c.h end
  end
  local why
  if best > R then
    why = ("4.1: %s is stopped: %s must withdraw out of small-arms range (more than %d hexes from the enemy)%s"):format(
      div, u.key, R, keep_command and " and remain in command range" or "")
  elseif best > here then
    why = ("4.1: %s is stopped: %s cannot get out of small-arms range and must withdraw as far as possible (%d hexes from the enemy)%s"):format(
      div, u.key, best, keep_command and " and remain in command range" or "")
  else
    why = ("4.1: %s is stopped: %s cannot withdraw from small-arms range%s and must hold"):format(
      div, u.key, keep_command and " without leaving command range" or "")
  end
  return res, why
end

---------------------------------------------------------------------------------------------
-- Terrain (S.4.3): the chart column of a unit's formation, for the checks that read the chart
---------------------------------------------------------------------------------------------
-- S.4.7 reconstructed (6.3, 6.5, 6.6, ...): an HQ marker moves at a leader's costs, not a wagon's. The
-- seed sets HQ markers up in woods (6.3 W Cav HQ C22.23, the Divisional Goal HQs of 6.5/6.6),
-- where a wagon may not go, and never says they are stuck there; the CWB series' Terrain
-- Effects on Movement Chart puts "Leaders & HQs" on one row and "Wagons & Trains" on another.
-- Supply wagons and the ammunition train stay wagons (ruleset.lua: type hq, move_class leader).
local function class_of(u)
  if U.is_leader(u) or U.is_hq(u) then return "leader" end
  if U.is_wagon(u) then return "wagon" end
  local f = u.formation
  if f == "column" or f == "mounted" or f == "limbered" or f == "unlimbered" then return f end
  return "line"
end

local function val(entry, class)
  if type(entry) == "table" then return entry[class] end
  return entry
end

local function side_key(a, b) if a < b then return a .. "|" .. b end return b .. "|" .. a end

function M.bridge_intact(x)
  local burned = vars("bridges_burned")
  if type(x) == "string" and burned[x] then return false end
  if type(x) == "string" then
    local h = sandtable.map.place(x)
    if not h and sandtable.map.on_map(x) then h = x end -- a hex label: any bridge of the hex
    if h then
      for _, n in ipairs(sandtable.map.neighbors(h)) do
        if burned[side_key(h, n)] then return false end
      end
    end
  end
  return true
end

-- 6.2 SR3 (special rule 3): "The Confederate player may not use any fords to cross Chickamauga Creek
-- until he has successfully rolled initiative to do so" (vars.special_rules.
-- confederate_fords_need_initiative; vars.fords_scouted[side] once a leader's scout_fords
-- initiative roll succeeds).
local function fords_closed(u)
  local sr = sandtable.vars.get("special_rules")
  if type(sr) ~= "table" or not sr.confederate_fords_need_initiative then return false end
  return u.side == "confederate" and not vars("fords_scouted")[u.side]
end
M.fords_closed = fords_closed

-- S.4.4 Leaving an enemy ZOC costs charts.zoc.leave_cost MP more.
local function in_enemy_zoc(u) return sandtable.move.in_enemy_zoc(u.hex, u.side) end

-- The budget a unit has for moving now (MP left, less the ZOC leaving cost).
local function budget_of(u)
  local b = M.left(u)
  if in_enemy_zoc(u) and U.is_combat(u) then b = b - (U.chart("zoc").leave_cost or 0) end
  return b
end

-- The kernel's search takes every movement rule of the terrain effects chart as declared
-- (ruleset.lua): costs per formation's class, S.10.1 night forest (terrain night_factor), the
-- creek only at bridges and fords, 4.5a burned bridges (taken off the map, M.burn_bridge). What
-- it is told here: 6.0 the playing area's ring is closed, and 6.2 special rule 3's fords are
-- absent until scouted.
local function search_opts(u, budget)
  return { budget = budget, block = area_ring(), without = fords_closed(u) and { "ford" } or nil }
end

-- S.2.1 The way a unit would march to its order's objective, drawn on the map while it is
-- selected: the kernel's least-cost path at its formation's costs through the playing area,
-- zones of control and its movement points aside (a route, not a move). Nil when none.
local ROUTE_BUDGET = 10000
function M.route_to(u, hex)
  if not u.on_map or u.hex == hex or not sandtable.map.on_map(hex) then return nil end
  local o = search_opts(u, ROUTE_BUDGET)
  o.ignore_zoc = true
  return (sandtable.move.path(u, hex, o))
end

-- { [hex] = cost } where the unit's move may end.
local function reach(u, budget)
  if budget <= 0 then return {} end
  local out = sandtable.move.costs(u, search_opts(u, budget))
  out[u.hex] = nil
  return out
end

local function path_of(u, to, budget)
  return sandtable.move.path(u, to, search_opts(u, budget))
end

---------------------------------------------------------------------------------------------
-- Stacking (S.4.5; 6.0 note 2)
---------------------------------------------------------------------------------------------
local function stack_sp_of(u)
  if not U.is_combat(u) then return 0 end
  return u.strength * (U.is_artillery(u) and (U.chart("stacking").artillery_sp or 1) or 1)
end
local function stack_refusal(u, hex)
  local sp = stack_sp_of(u)
  if sp == 0 then return nil end
  local here = 0
  for _, x in ipairs(U.combat_units_at(hex)) do
    if x.side == u.side and x.key ~= u.key then here = here + stack_sp_of(x) end
  end
  local limit = U.chart("stacking").limit_sp
  if here + sp > limit then
    return ("S.4.5: %s would hold %d SP (limit %d)"):format(hex, here + sp, limit)
  end
  return nil
end

-- Whether `to` lies within `budget` MP of `from` at unit u's costs (its formation's column of
-- the terrain chart, no ZOC, not through enemy-held hexes): a small Lua search.
function M.within_mp(u, from, to, budget)
  if from == to then return true end
  if sandtable.map.distance(from, to) > budget / 0.5 then return false end
  return M.reach_mp(u, from, budget)[to] ~= nil
end

-- { [hex] = MP } within `budget` MP of `from` at the costs of `class` (u's own by default), no
-- ZOC, never into hexes held by u's enemy (command.lua traces HQ radii at a leader's costs).
function M.reach_mp(u, from, budget, class)
  return sandtable.move.costs(u, { from = from, budget = budget, class = class, ignore_zoc = true })
end

-- The HQ an escort `u` stays near (its HQ marker, else its command's leader) and the radius,
-- or nil when it has none on the map.
local function escort_anchor(u)
  local esc = u:prop("escort")
  if not esc then return nil end
  local hq = sandtable.units.get(esc)
  if not (hq and hq.on_map) then hq = command().leader_of((esc:gsub(" HQ$", ""))) end
  if not hq or not hq.on_map then return nil end
  return hq, U.chart("command_radius").escort
end

-- 4.2 Escorts stay within 6 MP of their HQ, measured at the escort's own costs from the HQ's
-- hex. `area` (optional, from escort_area) holds that search done once for many hexes.
local function escort_refusal(u, hex, area)
  local hq, r
  if area then hq, r = area.hq, area.r else hq, r = escort_anchor(u) end
  if not hq then return nil end
  local ok
  if area then
    -- as M.within_mp, its search shared by every hex of a reach
    ok = hex == hq.hex or (sandtable.map.distance(hq.hex, hex) <= r / 0.5 and area.mp[hex] ~= nil)
  else
    ok = M.within_mp(u, hq.hex, hex, r)
  end
  if ok then return nil end
  return ("4.2: %s must stay within %d MP of %s"):format(u.key, r, hq.key)
end

-- The escort's area for escort_refusal: one search from its HQ (performance: M.reach checks
-- every hex the escort reaches, and a search a hex overran the bots' instruction budget with
-- many escorts on the map), or false when it has no HQ on the map.
local function escort_area(u)
  local hq, r = escort_anchor(u)
  if not hq then return false end
  return { hq = hq, r = r, mp = M.reach_mp(u, hq.hex, r) }
end

---------------------------------------------------------------------------------------------
-- move
---------------------------------------------------------------------------------------------
---------------------------------------------------------------------------------------------
-- 6.2 special rule 2: "At any point in the scenario, the Union player can trigger voluntary
-- withdrawal for each brigade. Once triggered, all units of that brigade must immediately move
-- to exit the map as called for in their orders." (vars.special_rules.
-- union_voluntary_withdrawal; vars.withdrawing = { [brigade] = turn }; the exit hexes
-- vars.withdrawal_exit). reconstructed: no 6.2 order names an exit, so the brigade exits by
-- the Union's own edge of Map D (jays-mill.lua: the column-01 edge where its reinforcements
-- enter, D37.01-D49.01); the trigger gives the brigade an accepted exit order (orders.give:
-- it may not attack, S.2.1); every move of its units (leader, regiments, and a regiment
-- attached to it) must end nearer that edge; a unit on it with movement points left must
-- exit; the movement phase does not end while one of them can still move toward the edge or
-- exit. The trigger is the player's action in his command or movement phase.
---------------------------------------------------------------------------------------------
local function withdrawal_on()
  local sr = sandtable.vars.get("special_rules")
  return type(sr) == "table" and sr.union_voluntary_withdrawal ~= nil
end
-- The withdrawing brigade `u` belongs to (its attached brigade first), or nil.
local function withdrawing(u)
  local w = vars("withdrawing")
  if next(w) == nil then return nil end
  if U.is_leader(u) and u.leader and w[u.leader.commands or ""] then return u.leader.commands end
  local tt = vars("trace_to")[u.key]
  if tt then return w[tt] and tt or nil end
  local ok, b = pcall(command().brigade_of, u)
  b = ok and b or u.parent
  if b and w[b] then return b end
  return nil
end
M.withdrawing = withdrawing
local function exit_distance(hex)
  local best = 999
  for _, h in ipairs(sandtable.vars.get("withdrawal_exit") or {}) do
    if sandtable.map.on_map(h) then
      local d = sandtable.map.distance(hex, h)
      if d < best then best = d end
    end
  end
  return best
end
local function withdraw_refusal(u, to)
  local b = withdrawing(u)
  if not b then return nil end
  if exit_distance(to) >= exit_distance(u.hex) then
    return ("6.2 special rule 2: %s is withdrawing; its units must move toward the exit (the Union edge of Map D)"):format(b)
  end
  return nil
end

local own_unit = actions.own_unit

local function facing_cost(u, r, from, to)
  local steps = turn_steps(from, to)
  if steps == 0 then return 0, false end
  local free = (U.chart("formation_change").free_hexside_changes or 1)
  if r.free_used then free = 0 end
  return math.max(0, steps - free) * (U.chart("formation_change").about_face or 1), true
end

-- A corps HQ marker: an HQ unit whose command is a corps of the order of battle.
local function corps_hq(u)
  return U.is_hq(u) and u.parent ~= nil and orders().echelon(u.parent) == "corps"
end

-- S.3.4 Corps HQs move only by orders: the corps needs an accepted order (its own or its
-- superior's, initiative included). 3.3a Under Longstreet's wing the corps HQs move normally.
hq_refusal = function(u)
  if not corps_hq(u) then return nil end
  local o = orders()
  for _, k in ipairs(o.ancestors(u.parent)) do
    if o.echelon(k) == "wing" and k == "Left Wing" then return nil end
  end
  if o.current(u.parent) == nil then
    return ("S.3.4: %s moves only by orders (%s has no accepted order)"):format(u.key, u.parent)
  end
  return nil
end

-- S.2.8 / S.3.4 Emergency Corps Retreat. The kernel never lets an enemy unit share a hex, so
-- "an enemy unit enters the corps HQ hex" is read as: an enemy combat unit ends a move (or an
-- advance) next to a corps HQ that has no friendly combat unit in its hex (reconstructed: the
-- HQ would be overrun). orders.emergency_corps_retreat reverts the corps to no orders (not in
-- Longstreet's wing, 3.3a); the HQ falls back charts.close_combat.retreat_hexes hexes.
function M.check_ecr(mover, why)
  if not mover or not mover.on_map or not U.is_combat(mover) then return end
  local hqs = {}
  for _, n in ipairs(sandtable.map.neighbors(mover.hex)) do
    for _, x in ipairs(sandtable.units.at(n)) do
      if x.side ~= mover.side and corps_hq(x) then
        local guarded = false
        for _, y in ipairs(U.combat_units_at(n)) do if y.side == x.side then guarded = true end end
        if not guarded then hqs[#hqs + 1] = x end
      end
    end
  end
  for _, hq in ipairs(U.by_key(hqs)) do
    local done = orders().emergency_corps_retreat(hq.parent, ("%s: %s reaches %s (%s)"):format("S.2.8", mover.key, hq.key, why or "move"))
    if done then M.retreat(hq, U.chart("close_combat").retreat_hexes, mover.hex, "S.2.8 Emergency Corps Retreat") end
  end
end

-- The plan of a move, or nil and the refusal naming the rule.
local function plan_move(u, act, memo)
  local to = act.to
  if type(to) ~= "string" or not sandtable.map.on_map(to) then return nil, ("S.4: '%s' is not a hex of this map"):format(tostring(to)) end
  if to == u.hex then return nil, ("S.4: %s is already in %s"):format(u.key, to) end
  if not M.in_area(to) then return nil, ("6.0: %s is outside this scenario's playing area"):format(to) end
  if U.is_artillery(u) and u.formation == "unlimbered" and sandtable.map.distance(u.hex, to) > 1 then
    return nil, "S.4.1: unlimbered guns move one hex by prolonge"
  end
  local r = rec(u)
  if r.stopped then return nil, ("S.4.4: %s entered an enemy zone of control and may move no further"):format(u.key) end
  if r.building then return nil, "4.3b: a unit building breastworks may not move" end
  local want
  if act.facing ~= nil then
    want = norm_dir(act.facing)
    if not want then return nil, ("S.4.2: '%s' is not a direction (E, NE, NW, W, SW, SE)"):format(tostring(act.facing)) end
    if not M.has_facing(u) then return nil, ("S.4.2: %s in %s has no facing"):format(u.key, tostring(u.formation)) end
  end
  local budget = budget_of(u)
  local fcost, turned = 0, false
  if want then fcost, turned = facing_cost(u, r, u.facing, want) end
  if budget - fcost <= 0 then return nil, ("S.4.1: %s has no movement points left"):format(u.key) end
  local path, cost = path_of(u, to, budget - fcost)
  if not path then
    local p2 = path_of(u, to, 999)
    if p2 then return nil, ("S.4.1: %s cannot reach %s with the %s MP it has left"):format(u.key, to, tostring(budget - fcost)) end
    return nil, ("S.4.3/S.4.4: %s has no path to %s (terrain, enemy units, zones of control)"):format(u.key, to)
  end
  local why = stack_refusal(u, to) or escort_refusal(u, to) or withdraw_refusal(u, to)
  if why then return nil, why end
  local rule, goal = no_approach_rule(u, memo)
  if rule and approaches(u.hex, to, u.side, enemy_hexes(u.side), goal) then return nil, rule end
  local hqwhy = hq_refusal(u)
  if hqwhy then return nil, hqwhy end
  -- 4.1 a unit of a division stopped within a corps order withdraws out of small-arms range
  local enemies = enemy_hexes(u.side)
  if withdraws(u, enemies) then
    local ok, why41 = withdrawal_hexes(u, open_reach(u, memo, enemies), memo, enemies)
    if not has(ok, to) then return nil, why41 end
  end
  local zoc_extra = 0
  if in_enemy_zoc(u) and U.is_combat(u) then zoc_extra = U.chart("zoc").leave_cost or 0 end
  return { path = path, cost = cost + fcost + zoc_extra, facing = want, turned = turned }
end

-- list_checked: `list` finds each candidate with the search `can` makes (M.reach), so
-- sandtable.actions.legal does not ask `can` again.
M.actions.move = { rule = "S.4", list_checked = true }

-- The plan of a move, made once for its can, resolve and describe (sandtable.actions.plan).
local function planned(u, act)
  return sandtable.actions.plan(act, function(a) return plan_move(u, a) end)
end

function M.actions.move.can(act)
  local u, why = own_unit(act, "S.4")
  if not u then return false, why end
  if sandtable.game.phase() ~= "movement" then return false, "S.1.2: units move in the movement phase" end
  local p, reason = planned(u, act)
  if not p then return false, reason end
  return true
end

function M.actions.move.resolve(act)
  local u = sandtable.units.get(act.unit)
  local p = assert(planned(u, act))
  local from = u.hex
  local r = rec(u)
  r.mp = (r.mp or 0) + p.cost
  r.moved = true
  if p.turned then r.free_used = true end
  sandtable.units.move(u, act.to, p.cost)
  if in_enemy_zoc(u) then r.stopped = true end -- S.4.4
  save(u, r)
  if p.facing then sandtable.units.set_facing(u, p.facing) end
  M.interrupt_building(u, "moved")
  M.check_ecr(u, "move")
  -- The kernel's unit_moved line is what players read; this one adds the MP left (detail).
  sandtable.log.say(("S.4: %s moves %s -> %s (%s MP, %s left)%s"):format(u.key, from, act.to, tostring(p.cost),
    tostring(M.left(u)), r.stopped and "; S.4.4 it entered an enemy zone of control and stops" or ""),
    { level = "detail" })
end

function M.actions.move.describe(act)
  local u = type(act.unit) == "string" and sandtable.units.get(act.unit) or nil
  if not u or not u.on_map then return { unit = act.unit, to = act.to } end
  local p, why = planned(u, act)
  if not p then return { unit = u.key, from = u.hex, to = act.to, refused = why } end
  return { unit = u.key, from = u.hex, to = act.to, path = p.path, cost = p.cost, facing = p.facing or u.facing, left_after = M.left(u) - p.cost }
end

-- The hexes unit `u` may move to now (keeping its facing) by every rule but 4.1's withdrawal,
-- cheap: one search a unit. A move is listed only where plan_move would take it (the move is
-- `list_checked`): the same filters apply to guns moved by prolonge as to any other unit.
open_reach = function(u, memo, enemies)
  if not u.on_map then return {} end
  local r = rec(u)
  if r.stopped or r.building then return {} end
  local hexes
  if U.is_artillery(u) and u.formation == "unlimbered" then
    -- prolonge: one hex, if the MP left pay for it (S.4.4: leaving an enemy ZOC costs +2
    -- first; plan_move's budget)
    hexes = {}
    if budget_of(u) > 0 then
      for _, n in ipairs(sandtable.map.neighbors(u.hex)) do
        if sandtable.move.step(u, n) then hexes[n] = true end
      end
    end
  else
    hexes = reach(u, budget_of(u))
  end
  if hq_refusal(u) then return {} end
  local rule, goal = no_approach_rule(u, memo)
  enemies = enemies or enemy_hexes(u.side)
  local esc = u:prop("escort") ~= nil and escort_area(u)
  local out = {}
  for h in pairs(hexes) do
    if M.in_area(h) and not stack_refusal(u, h) and (not rule or not approaches(u.hex, h, u.side, enemies, goal))
      and (not esc or not escort_refusal(u, h, esc)) and not withdraw_refusal(u, h) then
      out[#out + 1] = h
    end
  end
  table.sort(out)
  return out
end

-- The hexes unit `u` may move to now (keeping its facing), 4.1's withdrawal applied.
function M.reach(u, memo, enemies)
  enemies = enemies or enemy_hexes(u.side)
  local out = open_reach(u, memo, enemies)
  if #out == 0 or not withdraws(u, enemies) then return out end
  return (withdrawal_hexes(u, out, memo, enemies))
end

function M.actions.move.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "movement" then return out end
  local memo = command().new_memo()
  local enemies = enemy_hexes(side)
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    for _, h in ipairs(M.reach(u, memo, enemies)) do
      local item = { kind = "move", unit = u.key, to = h }
      out[#out + 1] = item
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- face (S.4.2): one hexside free in a movement phase, each further hexside 1 MP
---------------------------------------------------------------------------------------------
M.actions.face = { rule = "S.4.2" }
local function face_plan(act)
  local u, why = own_unit(act, "S.4.2")
  if not u then return nil, why end
  if not M.has_facing(u) then return nil, ("S.4.2: %s in %s has no facing"):format(u.key, tostring(u.formation)) end
  local f = norm_dir(act.facing)
  if not f then return nil, ("S.4.2: '%s' is not a direction (E, NE, NW, W, SW, SE)"):format(tostring(act.facing)) end
  if f == u.facing then return nil, ("S.4.2: %s already faces %s"):format(u.key, f) end
  local r = rec(u)
  local cost = facing_cost(u, r, u.facing, f)
  if M.spent(u) + cost > M.allowance(u) then
    return nil, ("S.4.2: turning %s to %s costs %d MP; it has %s left"):format(u.key, f, cost, tostring(M.left(u)))
  end
  return { u = u, facing = f, cost = cost }
end
function M.actions.face.can(act)
  if sandtable.game.phase() ~= "movement" then return false, "S.1.2: facing changes in the movement phase" end
  local p, why = face_plan(act)
  if not p then return false, why end
  return true
end
function M.actions.face.resolve(act)
  local p = assert(face_plan(act))
  local r = rec(p.u)
  r.mp = (r.mp or 0) + p.cost
  r.free_used = true
  save(p.u, r)
  sandtable.units.set_facing(p.u, p.facing)
  sandtable.log.say(("S.4.2: %s faces %s (%d MP)"):format(p.u.key, p.facing, p.cost))
end
function M.actions.face.describe(act)
  local p, why = face_plan(act)
  if not p then return { unit = act.unit, facing = act.facing, refused = why } end
  return { unit = p.u.key, from = p.u.facing, facing = p.facing, cost = p.cost }
end
function M.actions.face.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "movement" then return out end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if M.has_facing(u) and u.facing then
      for _, d in ipairs(dirs.all()) do
        if d ~= u.facing and face_plan({ unit = u.key, facing = d }) then out[#out + 1] = { kind = "face", unit = u.key, facing = d } end
      end
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- formation (S.4.1/S.4.2; charts.formation_change)
---------------------------------------------------------------------------------------------
M.actions.formation = { rule = "S.4.1" }
local FORMS = {
  infantry = { "column", "line" }, cavalry = { "line", "mounted" }, mounted_infantry = { "line", "mounted" },
  artillery = { "limbered", "unlimbered" },
}
local function change_cost(u, to)
  local fc = U.chart("formation_change")
  if U.is_infantry(u) then return fc.line_column end
  if U.is_artillery(u) then return fc.limber_unlimber end
  return fc.mount_dismount
end
local function formation_plan(act)
  local u, why = own_unit(act, "S.4.1")
  if not u then return nil, why end
  local forms = FORMS[u.type]
  if not forms then return nil, ("S.4.2: %s has no formations"):format(u.key) end
  local to = act.formation == "dismounted" and "line" or act.formation
  if not has(forms, to) then return nil, ("S.4.2: %s may be in %s, not '%s'"):format(u.key, table.concat(forms, " or "), tostring(act.formation)) end
  local cur = u.formation == "dismounted" and "line" or u.formation
  if cur == to then return nil, ("S.4.2: %s is already in %s"):format(u.key, to) end
  if U.routed(u) then return nil, ("S.7: %s is routed and may not change formation"):format(u.key) end
  local r = rec(u)
  if r.building then return nil, "4.3b: a unit building breastworks may not change formation" end
  local cost = change_cost(u, to)
  local limit = math.max(M.allowance(u, cur), M.allowance(u, to))
  if M.spent(u) + cost > limit then
    return nil, ("S.4.1: changing %s to %s costs %d MP; it has spent %s of %s"):format(u.key, to, cost, tostring(M.spent(u)), tostring(limit))
  end
  local f
  if act.facing ~= nil then
    f = norm_dir(act.facing)
    if not f then return nil, ("S.4.2: '%s' is not a direction"):format(tostring(act.facing)) end
  end
  if FACED[to] then
    f = f or u.facing
    if not f then return nil, ("S.4.2: %s needs a facing to form %s"):format(u.key, to) end
  elseif f then
    return nil, ("S.4.2: in %s %s has no facing"):format(to, u.key)
  end
  return { u = u, to = to, cost = cost, facing = f }
end
function M.actions.formation.can(act)
  if sandtable.game.phase() ~= "movement" then return false, "S.1.2: formation changes in the movement phase" end
  local p, why = formation_plan(act)
  if not p then return false, why end
  return true
end
function M.actions.formation.resolve(act)
  local p = assert(formation_plan(act))
  local r = rec(p.u)
  r.mp = (r.mp or 0) + p.cost
  r.moved = true
  save(p.u, r)
  sandtable.units.set_formation(p.u, p.to)
  sandtable.units.set_facing(p.u, p.facing)
  M.interrupt_building(p.u, "changed formation")
  sandtable.log.say(("S.4.1: %s changes to %s (%d MP)"):format(p.u.key, p.to, p.cost))
end
function M.actions.formation.describe(act)
  local p, why = formation_plan(act)
  if not p then return { unit = act.unit, formation = act.formation, refused = why } end
  return { unit = p.u.key, from = p.u.formation, formation = p.to, cost = p.cost, facing = p.facing }
end
function M.actions.formation.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "movement" then return out end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    for _, f in ipairs(FORMS[u.type] or {}) do
      local a = { kind = "formation", unit = u.key, formation = f }
      if FACED[f] and not u.facing then
        for _, d in ipairs(dirs.all()) do
          local b = { kind = "formation", unit = u.key, formation = f, facing = d }
          if formation_plan(b) then out[#out + 1] = b end
        end
      elseif formation_plan(a) then
        out[#out + 1] = a
      end
    end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- Reinforcements (S.4.6): pending units with props.arrives = { turn, hex | area } enter in
-- march formation at their hex in the friendly movement phase; 4.4 delays (vars.delays);
-- 4.6 shifts (props.arrives rewritten).
---------------------------------------------------------------------------------------------
local function due_turn(u)
  local a = u:prop("arrives")
  if type(a) ~= "table" or not a.turn then return nil end
  return a.turn + (vars("delays")[u.key] or 0)
end

local function entry_hexes(u)
  local a = u:prop("arrives") or {}
  if a.hex then return { a.hex } end
  if a.area then
    local ok, hs = pcall(sandtable.map.area, a.area)
    if ok and hs then
      local out = {}
      for _, h in ipairs(hs) do out[#out + 1] = h end
      return out
    end
  end
  return {}
end

local MARCH = { infantry = "column", cavalry = "mounted", mounted_infantry = "mounted", artillery = "limbered" }

local function enter_plan(act)
  local u = type(act.unit) == "string" and sandtable.units.get(act.unit) or nil
  if not u then return nil, ("S.4.6: there is no unit '%s'"):format(tostring(act.unit)) end
  if u.side ~= sandtable.game.active_side() then return nil, "S.4.6: reinforcements enter in their own movement phase" end
  if u.location ~= "pending" then return nil, ("S.4.6: %s is not a reinforcement waiting to enter"):format(u.key) end
  local due = due_turn(u)
  if not due then return nil, ("S.4.6: %s has no arrival"):format(u.key) end
  if sandtable.game.turn() < due then return nil, ("S.4.6: %s enters on turn %d"):format(u.key, due) end
  local hexes = entry_hexes(u)
  local hex = act.hex or hexes[1]
  if not has(hexes, hex) then return nil, ("S.4.6: %s enters at %s"):format(u.key, table.concat(hexes, ", ")) end
  if not M.in_area(hex) then return nil, ("6.0: the entry hex %s is outside this scenario's playing area"):format(hex) end
  for _, x in ipairs(sandtable.units.at(hex)) do
    if x.side ~= u.side then return nil, ("S.4.6: the entry hex %s is held by the enemy (4.6 may shift the entry)"):format(hex) end
  end
  local why = stack_refusal(u, hex)
  if why then return nil, why .. "; move units off the entry hex first" end
  return { u = u, hex = hex }
end

M.actions.enter = { rule = "S.4.6" }
function M.actions.enter.can(act)
  if sandtable.game.phase() ~= "movement" then return false, "S.4.6: reinforcements enter in the movement phase" end
  local p, why = enter_plan(act)
  if not p then return false, why end
  return true
end
function M.actions.enter.resolve(act)
  local p = assert(enter_plan(act))
  local u = p.u
  sandtable.units.move(u, p.hex)
  local f = MARCH[u.type]
  if f then sandtable.units.set_formation(u, f); sandtable.units.set_facing(u, nil) end
  -- the entry hex costs its terrain (S.4.6: the unit enters as if moving onto the map)
  local tec = U.chart("terrain_effects")
  local c = val(tec.hexes[sandtable.map.terrain(p.hex)], class_of(u))
  local r = rec(u)
  r.mp = type(c) == "number" and c or 1
  r.moved = true
  save(u, r)
  sandtable.log.say(("S.4.6: %s enters at %s"):format(u.key, p.hex))
end
function M.actions.enter.describe(act)
  local p, why = enter_plan(act)
  if not p then return { unit = act.unit, refused = why } end
  return { unit = p.u.key, hex = p.hex }
end
function M.actions.enter.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "movement" then return out end
  for _, u in ipairs(sandtable.units.all{ side = side, location = "pending" }) do
    local due = due_turn(u)
    if due and due <= sandtable.game.turn() then
      for _, h in ipairs(entry_hexes(u)) do
        local a = { kind = "enter", unit = u.key, hex = h }
        if enter_plan(a) then out[#out + 1] = a end
      end
    end
  end
  return out
end

-- 6.2 SR2 The units of a withdrawing brigade that must still move (see above): not yet moved
-- this phase and able to move nearer the exit, or on the exit edge with movement points left.
local function must_withdraw(side)
  if next(vars("withdrawing")) == nil then return nil end
  local edge = {}
  for _, h in ipairs(sandtable.vars.get("withdrawal_exit") or {}) do edge[h] = true end
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if u.on_map and withdrawing(u) and not U.is_hq(u) and not U.is_wagon(u) then
      if edge[u.hex] and M.left(u) > 0 then return u, "exit" end
      if not M.moved(u) and #M.reach(u) > 0 then return u, "move" end
    end
  end
  return nil
end
M.must_withdraw = must_withdraw

M.actions.voluntary_withdrawal = { rule = "6.2" }
local function withdrawal_plan(act)
  if not withdrawal_on() then return nil, "6.2: voluntary withdrawal is not a rule of this scenario" end
  local side = sandtable.game.active_side()
  if side ~= "union" then return nil, "6.2 special rule 2: the Union player triggers voluntary withdrawal" end
  local ph = sandtable.game.phase()
  if ph ~= "command" and ph ~= "movement" then return nil, "6.2 special rule 2: in the Union command or movement phase" end
  local b = act.brigade
  local c = type(b) == "string" and require("orders").echelon(b)
  if c ~= "brigade" then return nil, ("6.2 special rule 2: '%s' is not a brigade"):format(tostring(b)) end
  if vars("withdrawing")[b] then return nil, ("6.2 special rule 2: %s is already withdrawing"):format(b) end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and U.is_combat(u) and withdrawing(u) == nil then
      local tt = vars("trace_to")[u.key]
      local ok, ub = pcall(command().brigade_of, u)
      if (tt or (ok and ub) or u.parent) == b then return { brigade = b, side = side } end
    end
  end
  return nil, ("6.2 special rule 2: %s has no unit of the Union on the map"):format(b)
end
M.actions.voluntary_withdrawal.can = actions.can_from(withdrawal_plan)
function M.actions.voluntary_withdrawal.resolve(act)
  local p = assert(withdrawal_plan(act))
  set_var("withdrawing", p.brigade, sandtable.game.turn())
  require("orders").give(p.side, { to = p.brigade, type = "exit", from = "6.2 special rule 2", kind = "voluntary_withdrawal",
    text = "Voluntary withdrawal: move to exit the map (6.2 special rule 2)." })
  sandtable.log.event("voluntary_withdrawal", ("6.2 special rule 2: the Union player triggers the withdrawal of %s"):format(p.brigade),
    { brigade = p.brigade })
end
function M.actions.voluntary_withdrawal.describe(act) return { rule = "6.2", brigade = act.brigade } end
function M.actions.voluntary_withdrawal.list(side)
  -- not offered to the computer players' move lists (a voluntary choice); named by the player
  return {}
end

-- S.4.6 The movement phase may not end while a due reinforcement can still enter.
function M.can_end(phase)
  if phase == "set_up" or phase == "set_up_other" then
    local side = U.acting_side()
    if not M.setting_up(side) then return true end
    local keys, hexes = {}, {}
    local pending = vars("setup_pending")
    for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
      if pending[u.key] then keys[#keys + 1] = u.key; hexes[#hexes + 1] = u.hex end
    end
    return false, ("6.0: set up first your units whose hex is yours to pick (%s%s)"):format(keys[1],
      #keys > 1 and (" and %d more"):format(#keys - 1) or ""), { units = keys, hexes = hexes }
  end
  if phase ~= "movement" then return true end
  local l = M.actions.enter.list(sandtable.game.active_side())
  if #l > 0 then
    return false, ("S.4.6: %s is due and can enter (enter it, or shift it with 4.6)"):format(l[1].unit)
  end
  local u, what = must_withdraw(sandtable.game.active_side())
  if u then
    return false, ("6.2 special rule 2: %s is withdrawing and must %s"):format(u.key,
      what == "exit" and "exit the map" or "move toward the exit")
  end
  local owed = M.owed_withdrawals(sandtable.game.active_side())
  if #owed > 0 then
    local hexes, keys = {}, {}
    for _, x in ipairs(owed) do hexes[#hexes + 1] = x.hex; keys[#keys + 1] = x.key end
    return false, ("4.1: %s is stopped: %s must withdraw out of small-arms range first%s"):format(
      withdrawing_division(owed[1]), owed[1].key, #owed > 1 and (" (and %d more)"):format(#owed - 1) or ""),
      { hexes = hexes, units = keys }
  end
  return true
end

-- 4.1 The units of `side` that owe the withdrawal of a stopped division (see above) and can
-- still make it (a hex in reach), by key.
function M.owed_withdrawals(side)
  local memo, enemies = command().new_memo(), enemy_hexes(side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if u.on_map and withdraws(u, enemies) and #M.reach(u, memo, enemies) > 0 then out[#out + 1] = u end
  end
  return out
end

function M.delay_next_reinforcement(side, turns, why)
  local best
  for _, u in ipairs(sandtable.units.all{ side = side, location = "pending" }) do
    local d = due_turn(u)
    if d and d >= sandtable.game.turn() and (not best or d < best) then best = d end
  end
  if not best then return false end
  local delays = vars("delays")
  local n = 0
  for _, u in ipairs(sandtable.units.all{ side = side, location = "pending" }) do
    if due_turn(u) == best then delays[u.key] = (delays[u.key] or 0) + turns; n = n + 1 end
  end
  sandtable.vars.set("delays", delays)
  sandtable.log.event("reinforcements_delayed", ("4.4: the %s reinforcements due on turn %d are delayed %d turns (%s)"):format(side, best, turns, why or ""), { side = side, turn = best, turns = turns })
  return true
end

-- 4.6 Shifting reinforcements (optional): { kind = "shift_reinforcement", unit, hex } — the
-- unit's group (same arrival turn and hex) enters instead at `hex`, a road map-edge hex of the
-- friendly maps (Union A-C, Confederate D-F); delay: 1d6 hours per road edge hex shifted.
local FRIENDLY_SHEETS = { union = { A = true, B = true, C = true }, confederate = { D = true, E = true, F = true } }
local function road_edge_hexes(side)
  local out = {}
  for _, h in ipairs(sandtable.map.hexes()) do
    if sandtable.map.is_edge(h) and M.in_area(h) then -- 6.0: only hexes of the playing area
      local sheet = tostring(h):match("^(%a+)%d")
      if not sheet or FRIENDLY_SHEETS[side][sheet] then
        for _, n in ipairs(sandtable.map.neighbors(h)) do
          if sandtable.map.has_hexside(h, n, "road") then out[#out + 1] = h; break end
        end
      end
    end
  end
  return out
end

local function shift_plan(act)
  if not optional("shifting_reinforcements") then return nil, "4.6: shifting reinforcements is an optional rule not in use" end
  local u = type(act.unit) == "string" and sandtable.units.get(act.unit) or nil
  if not u or u.location ~= "pending" or not due_turn(u) then return nil, "4.6: only a reinforcement may be shifted" end
  if u.side ~= sandtable.game.active_side() then return nil, "4.6: shift your own reinforcements" end
  if sandtable.game.turn() < due_turn(u) then return nil, "4.6: a reinforcement is shifted at the time of entry" end
  local from = entry_hexes(u)[1]
  local edges = road_edge_hexes(u.side)
  if not has(edges, act.hex) then return nil, ("4.6: %s is not a road map-edge hex of a friendly map"):format(tostring(act.hex)) end
  if act.hex == from then return nil, "4.6: that is the scheduled entry hex" end
  -- count the road edge hexes between (reconstructed: along the sorted edge list, the shorter way round)
  local ia, ib
  for i, h in ipairs(edges) do if h == from then ia = i end; if h == act.hex then ib = i end end
  local n = ia and math.min(math.abs(ia - ib), #edges - math.abs(ia - ib)) or 1
  return { u = u, from = from, hex = act.hex, n = math.max(1, n) }
end

M.actions.shift_reinforcement = { rule = "4.6" }
M.actions.shift_reinforcement.can = actions.can_from(shift_plan)
function M.actions.shift_reinforcement.resolve(act)
  local p = assert(shift_plan(act))
  local hours = 0
  for _ = 1, p.n do hours = hours + U.d6("4.6 shifting reinforcements: " .. p.u.key) end
  local per_hour = 60 // U.chart("scale").day_turn_minutes -- reconstructed: counted in day turns
  local a = p.u:prop("arrives")
  local group = {}
  for _, x in ipairs(sandtable.units.all{ side = p.u.side, location = "pending" }) do
    local xa = x:prop("arrives")
    if xa and xa.turn == a.turn and entry_hexes(x)[1] == p.from then group[#group + 1] = x end
  end
  for _, x in ipairs(group) do
    local xa = x:prop("arrives")
    xa.turn = due_turn(x) + hours * per_hour
    xa.hex, xa.area = p.hex, nil
    sandtable.units.set_prop(x, "arrives", xa)
    set_var("delays", x.key, nil)
  end
  sandtable.log.event("shift", ("4.6: %d units shifted from %s to %s, delayed %d hours"):format(#group, p.from, p.hex, hours), { from = p.from, to = p.hex, hours = hours })
end
function M.actions.shift_reinforcement.describe(act)
  local p, why = shift_plan(act)
  if not p then return { unit = act.unit, refused = why } end
  return { unit = p.u.key, from = p.from, hex = p.hex, dice = p.n }
end

---------------------------------------------------------------------------------------------
-- Exits: { kind = "exit", unit } a unit in a map-edge hex (or the edge of the playing area)
-- with MP left leaves the map (victory.lua scores exits).
---------------------------------------------------------------------------------------------
-- 5.5a the number of a critical exit hex (vars.exit_hexes = { [n] = { hexes } }), or nil.
function M.exit_number(hex)
  local ex = sandtable.vars.get("exit_hexes") or {}
  local nums = {}
  for k in pairs(ex) do nums[#nums + 1] = tonumber(k) end
  table.sort(nums)
  for _, n in ipairs(nums) do
    if has(ex[n] or ex[tostring(n)], hex) then return n end
  end
  return nil
end

-- 5.5b When the last surviving unit of a Confederate brigade leaves the map by a numbered
-- critical exit (5.5a) and the brigade's order (taken when the unit exited) is an exit order,
-- the brigade is scored by victory.exit_brigade (wrecked brigades count nothing there).
-- Reconstructed: the exit of the brigade's last unit decides the exit number; units still to
-- arrive are not "currently surviving" units in play.
exit_scoring = function(u, hex, order)
  if u.side ~= "confederate" or not U.is_combat(u) then return end
  local b = command().brigade_of(u) or u.parent
  if not b then return end
  for _, x in ipairs(sandtable.units.all{ side = u.side }) do
    if x.on_map and U.is_combat(x) and (command().brigade_of(x) or x.parent) == b then return end -- not yet the whole brigade
  end
  local n = M.exit_number(hex)
  if not n then
    sandtable.log.event("exit_unscored", ("5.5a: %s left by %s, not a numbered critical exit: no VP"):format(b, hex), { brigade = b, hex = hex })
    return
  end
  if not order or order.type ~= "exit" then
    sandtable.log.event("exit_unscored", ("5.5b: %s exits without an exit order: no VP"):format(b), { brigade = b, hex = hex })
    return
  end
  require("victory").exit_brigade(b, n)
end

local function exit_plan(act)
  local u, why = own_unit(act, "S.4.6")
  if not u then return nil, why end
  local edge = sandtable.map.is_edge(u.hex)
  if not edge and sandtable.vars.peek("map_area") then
    for _, n in ipairs(sandtable.map.neighbors(u.hex)) do if not M.in_area(n) then edge = true end end
  end
  if not edge then return nil, ("S.4.6: %s is not at the map edge"):format(u.key) end
  if M.left(u) <= 0 then return nil, ("S.4.6: %s has no movement points left"):format(u.key) end
  return { u = u, order = orders().current(u) }
end
M.actions.exit = { rule = "S.4.6" }
function M.actions.exit.can(act)
  if sandtable.game.phase() ~= "movement" then return false, "S.4.6: units exit in the movement phase" end
  local p, why = exit_plan(act)
  if not p then return false, why end
  return true
end
function M.actions.exit.resolve(act)
  local p = assert(exit_plan(act))
  local hex = p.u.hex
  set_var("exited", p.u.key, { turn = sandtable.game.turn(), hex = hex })
  sandtable.units.set_status(p.u, "exited", true)
  sandtable.units.remove(p.u, "pending", "S.4.6 exits the map")
  sandtable.units.set_prop(p.u, "arrives", nil)
  sandtable.log.event("exit", ("S.4.6: %s exits the map at %s"):format(p.u.key, hex), { unit = p.u.key, hex = hex })
  -- A unit that exits and that a later schedule entry names again arrives again there (6.10:
  -- 2/1/Res and 2/2/Res leave by their exit order on the 19th and return with the Res Corps at
  -- 1:00 p.m. on the 20th; return_of below, the withdrawals' rule): it is a reinforcement
  -- again, no longer "exited" (vars.exited keeps the record).
  local back = return_of(p.u, sandtable.game.turn())
  if back then
    sandtable.units.set_prop(p.u, "arrives", back)
    sandtable.units.set_status(p.u, "exited", false)
    sandtable.log.event("exit_return", ("S.4.6: %s will arrive again at %s on turn %d (the schedule names it again)"):format(p.u.key,
      tostring(back.hex), back.turn), { unit = p.u.key, returns = back })
  end
  exit_scoring(p.u, hex, p.order)
end
function M.actions.exit.describe(act)
  local p, why = exit_plan(act)
  if not p then return { unit = act.unit, refused = why } end
  return { unit = p.u.key, hex = p.u.hex }
end

---------------------------------------------------------------------------------------------
-- 4.3 Breastworks
---------------------------------------------------------------------------------------------
local function forest_near(hex)
  if sandtable.map.terrain(hex) == "forest" then return true end
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    if sandtable.map.terrain(n) == "forest" then return true end
  end
  return false
end

-- 4.3a Whether a leader in the unit's chain of command (not the army commander) holds
-- permission (a successful breastworks initiative roll, vars.entrench).
local function permitted(u)
  local ent = vars("entrench")
  local c = command()
  local k, guard = u.parent, 0
  while k and guard < 12 do
    local l = c.leader_of(k)
    if l and ent[l.key] and c.echelon(l) ~= "army" then return true end
    k, guard = c.parent_of(k), guard + 1
  end
  return false
end

-- 4.3a The breastworks initiative roll (command phase): { kind = "breastworks_initiative", leader }.
M.actions.breastworks_initiative = { rule = "4.3a" }
local function bi_plan(act)
  local l = type(act.leader) == "string" and sandtable.units.get(act.leader) or nil
  if not l or not U.is_leader(l) or not l.on_map then return nil, "4.3a: name a leader in play" end
  if l.side ~= sandtable.game.active_side() then return nil, "4.3a: roll for your own leaders" end
  if command().echelon(l) == "army" then return nil, "4.3a: the army commander may never issue orders to entrench" end
  if vars("entrench")[l.key] then return nil, ("4.3a: %s already has permission"):format(l.key) end
  local t = vars("entrench_rolls")[l.key] or {}
  if #t >= 5 then return nil, "4.3a: no leader may roll more than five times a game" end
  local day = sandtable.game.clock().day
  local today = 0
  for _, d in ipairs(t) do if d.day == day then today = today + 1 end; if d.turn == sandtable.game.turn() then return nil, "4.3a: one breastworks roll a leader a turn" end end
  if today >= 3 then return nil, "4.3a: no more than three breastworks rolls a day" end
  return { l = l, rolls = t, day = day }
end
function M.actions.breastworks_initiative.can(act)
  if sandtable.game.phase() ~= "command" then return false, "4.3a: the breastworks initiative roll is made in the command phase" end
  local p, why = bi_plan(act)
  if not p then return false, why end
  return true
end
function M.actions.breastworks_initiative.resolve(act)
  local p = assert(bi_plan(act))
  p.rolls[#p.rolls + 1] = { day = p.day, turn = sandtable.game.turn() }
  set_var("entrench_rolls", p.l.key, p.rolls)
  -- 4.3a an initiative roll (orders.lua), loose cannons ignored
  local ok = orders().initiative(p.l, "breastworks")
  if ok then set_var("entrench", p.l.key, sandtable.game.turn()) end
  sandtable.log.event("breastworks_initiative", ("4.3a: %s %s permission to build breastworks"):format(p.l.key, ok and "gains" or "fails to gain"), { leader = p.l.key, ok = ok == true })
end
function M.actions.breastworks_initiative.describe(act) return { leader = act.leader } end
function M.actions.breastworks_initiative.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "command" then return out end
  for _, l in ipairs(sandtable.units.all{ side = side, type = "leader" }) do
    local a = { kind = "breastworks_initiative", leader = l.key }
    if bi_plan(a) then out[#out + 1] = a end
  end
  return out
end

-- 6.2 SR3: { kind = "scout_fords", leader } in the command phase — an initiative roll
-- made for that purpose by a Confederate leader in play (once a turn a leader) opens the fords
-- to the Confederates for the rest of the game. reconstructed: a natural 2 is only a failure
-- (the roll is for scouting, not for an order: no loose cannon, as 4.3a's breastworks roll).
M.actions.scout_fords = { rule = "6.2" }
local function scout_plan(act)
  local sr = sandtable.vars.get("special_rules")
  if type(sr) ~= "table" or not sr.confederate_fords_need_initiative then return nil, "6.2: the fords are not restricted in this scenario" end
  local l = type(act.leader) == "string" and sandtable.units.get(act.leader) or nil
  if not l or not U.is_leader(l) or not l.on_map then return nil, "6.2: name a leader in play" end
  if l.side ~= sandtable.game.active_side() or l.side ~= "confederate" then return nil, "6.2: the Confederate player scouts the fords" end
  if vars("fords_scouted")[l.side] then return nil, "6.2: the fords are already scouted" end
  if vars("ford_rolls")[l.key] == sandtable.game.turn() then return nil, "6.2: one roll a leader a turn" end
  return { l = l }
end
function M.actions.scout_fords.can(act)
  if sandtable.game.phase() ~= "command" then return false, "6.2: initiative is rolled in the command phase" end
  local p, why = scout_plan(act)
  if not p then return false, why end
  return true
end
function M.actions.scout_fords.resolve(act)
  local p = assert(scout_plan(act))
  set_var("ford_rolls", p.l.key, sandtable.game.turn())
  local ok = orders().initiative(p.l, "fords")
  if ok then set_var("fords_scouted", p.l.side, sandtable.game.turn()) end
  sandtable.log.event("scout_fords", ("6.2 special rule 3: %s %s the fords of Chickamauga Creek"):format(p.l.key, ok and "finds" or "fails to find"),
    { leader = p.l.key, ok = ok == true })
end
function M.actions.scout_fords.describe(act) return { leader = act.leader } end
function M.actions.scout_fords.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "command" then return out end
  for _, l in ipairs(sandtable.units.all{ side = side, type = "leader", sort = "key" }) do
    local a = { kind = "scout_fords", leader = l.key }
    if scout_plan(a) then out[#out + 1] = a end
  end
  return out
end

-- 4.3a/b Start (or resume) building: { kind = "build_breastworks", hex, facing = DIR } — the
-- three hexsides centred on `facing` (4.3c A, chosen when construction begins).
local function builders(hex, side)
  local out = {}
  for _, u in ipairs(U.combat_units_at(hex)) do
    if u.side == side and U.shaken_or_better(u) and not M.moved(u) then out[#out + 1] = u end
  end
  return out
end
local function build_plan(act)
  local hex = act.hex
  if type(hex) ~= "string" or not sandtable.map.on_map(hex) then return nil, "4.3a: name a hex" end
  local side = sandtable.game.active_side()
  if vars("breastworks")[hex] then return nil, ("4.3c: %s already has breastworks"):format(hex) end
  if not forest_near(hex) then return nil, "4.3a: the hex must be in or adjacent to a woods hex" end
  local b = builders(hex, side)
  if #b == 0 then return nil, "4.3a: a friendly unit, Shaken or better, must be in the hex without having moved" end
  local ok = false
  for _, u in ipairs(b) do if permitted(u) then ok = true end end
  if not ok then return nil, "4.3a: no leader in the chain of command has rolled initiative to create breastworks" end
  local cur = vars("building")[hex]
  local f = norm_dir(act.facing)
  if cur and cur.side == side then
    if cur.active and cur.turn == sandtable.game.turn() then return nil, "4.3b: construction is already under way this turn" end
    return { hex = hex, side = side, facing = cur.facing, resume = true }
  end
  if not f then return nil, "4.3c: choose the breastworks' facing (a direction: the three hexsides centred on it)" end
  return { hex = hex, side = side, facing = dirs.front(f) }
end
M.actions.build_breastworks = { rule = "4.3b" }
function M.actions.build_breastworks.can(act)
  if sandtable.game.phase() ~= "movement" then return false, "4.3b: construction is started in the movement phase" end
  local p, why = build_plan(act)
  if not p then return false, why end
  return true
end
function M.actions.build_breastworks.resolve(act)
  local p = assert(build_plan(act))
  local b = vars("building")
  local cur = b[p.hex] or { turns = 0, facing = p.facing, side = p.side }
  cur.active, cur.turn = true, sandtable.game.turn()
  b[p.hex] = cur
  sandtable.vars.set("building", b)
  for _, u in ipairs(builders(p.hex, p.side)) do
    sandtable.units.set_status(u, "building", true)
    local r = rec(u); r.building = true; save(u, r)
  end
  sandtable.log.event("breastworks", ("4.3b: construction %s in %s (%d of 12 day-turns done)"):format(p.resume and "resumes" or "begins", p.hex, cur.turns), { hex = p.hex, turns = cur.turns })
end
function M.actions.build_breastworks.describe(act)
  local p, why = build_plan(act)
  if not p then return { hex = act.hex, refused = why } end
  return { hex = p.hex, facing = p.facing, resume = p.resume == true }
end
function M.actions.build_breastworks.list(side)
  side = side or sandtable.game.active_side()
  local out = {}
  if side ~= sandtable.game.active_side() or sandtable.game.phase() ~= "movement" then return out end
  if next(vars("entrench")) == nil then return out end
  local seen = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if U.is_combat(u) and not seen[u.hex] then
      seen[u.hex] = true
      local cur = vars("building")[u.hex]
      if cur then
        local a = { kind = "build_breastworks", hex = u.hex }
        if build_plan(a) then out[#out + 1] = a end
      else
        for _, d in ipairs(dirs.all()) do
          local a = { kind = "build_breastworks", hex = u.hex, facing = d }
          if build_plan(a) then out[#out + 1] = a else break end
        end
      end
    end
  end
  return out
end

-- 4.3b Building pauses when a builder moves, fires, is fired on or falls below shaken; the
-- turns accumulated stay with the hex.
function M.interrupt_building(u, why)
  if not u:has("building") then return end
  sandtable.units.set_status(u, "building", false)
  local b = vars("building")
  local cur = b[u.hex]
  if cur and cur.active then
    cur.active = false
    sandtable.vars.set("building", b)
    sandtable.log.event("breastworks", ("4.3b: construction in %s pauses (%s %s)"):format(u.hex, u.key, why), { hex = u.hex })
  end
end

-- 4.3b At the end of the builders' player turn (rally phase end) a turn of work is counted
-- if some builder still qualifies: a day turn counts 1, a night turn 2 (12 day or 6 night).
local function count_building()
  local b = vars("building")
  local side = sandtable.game.active_side()
  local bw = vars("breastworks")
  local changed = false
  local hexes = {}
  for h in pairs(b) do hexes[#hexes + 1] = h end
  table.sort(hexes)
  for _, h in ipairs(hexes) do
    local cur = b[h]
    if cur.active and cur.side == side then
      local ok = false
      for _, u in ipairs(U.combat_units_at(h)) do
        if u.side == side and u:has("building") then
          if U.shaken_or_better(u) and not u:has("fired") and not u:has("fired_at") then ok = true
          else sandtable.units.set_status(u, "building", false) end
        end
      end
      if ok then
        cur.turns = cur.turns + (U.night() and 2 or 1)
        cur.active = false -- resumed by a build_breastworks action each turn (4.3b: "again meets the criteria")
        if cur.turns >= U.chart("breastworks").day_turns then
          bw[h] = { facing = cur.facing, side = side }
          b[h] = nil
          for _, u in ipairs(U.combat_units_at(h)) do
            if u.side == side then
              sandtable.units.set_status(u, "building", false)
              sandtable.units.set_status(u, "breastworks", true)
            end
          end
          sandtable.log.event("breastworks", ("4.3b: breastworks completed in %s facing %s"):format(h, table.concat(cur.facing, ",")), { hex = h })
        end
      else
        cur.active = false
        sandtable.log.event("breastworks", ("4.3b: no work in %s this turn"):format(h), { hex = h })
      end
      changed = true
    end
  end
  if changed then sandtable.vars.set("building", b); sandtable.vars.set("breastworks", bw) end
end

---------------------------------------------------------------------------------------------
-- 4.5 Bridges (optional): command phase ("order acceptance phase"); one roll per bridge per phase
---------------------------------------------------------------------------------------------
-- 4.5a/4.5b A bridge burned or repaired: vars.bridges_burned keeps the record the rules read
-- (which crossing was a bridge, 5.1's points), and the bridge is taken off the map's hexside
-- (or put back) so that every search, zone of control and trace sees the creek there.
function M.burn_bridge(a, b, burned, why)
  set_var("bridges_burned", side_key(a, b), burned or nil)
  sandtable.map.set_hexside(a, b, "bridge", not burned, why)
end

local function bridge_plan(act, repair)
  local rule = repair and "4.5b" or "4.5a"
  if not optional("bridge_destruction") then return nil, rule .. ": bridge destruction and repair is an optional rule not in use" end
  local u, why = own_unit(act, rule)
  if not u then return nil, why end
  local a, b = act.hex, act.across
  if type(a) ~= "string" or type(b) ~= "string" or not sandtable.map.on_map(a) or not sandtable.map.on_map(b) or sandtable.map.distance(a, b) ~= 1 then
    return nil, rule .. ": name the bridge hexside by its two hexes (hex, across)"
  end
  local key = side_key(a, b)
  local burned = vars("bridges_burned")[key]
  -- a burned bridge is off the map (M.burn_bridge): the record says it was there
  if not burned and not has(sandtable.map.hexside(a, b, true), "bridge") then return nil, rule .. ": there is no bridge there" end
  if repair and not burned then return nil, "4.5b: the bridge is intact" end
  if not repair and burned then return nil, "4.5a: the bridge is already burned" end
  if u.hex ~= a and u.hex ~= b then return nil, rule .. ": the unit must be adjacent to the bridge" end
  if not U.shaken_or_better(u) then return nil, rule .. ": the unit must be Shaken or better" end
  for _, h in ipairs({ a, b }) do
    for _, x in ipairs(sandtable.units.at(h)) do
      if x.side ~= u.side and U.is_combat(x) then return nil, rule .. ": no enemy unit may be adjacent to the bridge" end
    end
  end
  local rolled = vars("bridge_rolls")[key]
  if rolled and rolled.turn == sandtable.game.turn() and rolled.side == u.side then return nil, rule .. ": only one roll per bridge per order acceptance phase" end
  return { u = u, key = key, a = a, b = b }
end
for _, kind in ipairs({ "destroy_bridge", "repair_bridge" }) do
  local repair = kind == "repair_bridge"
  M.actions[kind] = { rule = repair and "4.5b" or "4.5a" }
  M.actions[kind].can = function(act)
    if sandtable.game.phase() ~= "command" then return false, (repair and "4.5b" or "4.5a") .. ": rolled in the friendly order acceptance (command) phase" end
    local p, why = bridge_plan(act, repair)
    if not p then return false, why end
    return true
  end
  M.actions[kind].resolve = function(act)
    local p = assert(bridge_plan(act, repair))
    set_var("bridge_rolls", p.key, { turn = sandtable.game.turn(), side = p.u.side })
    local c = require("options").values_of("bridge_destruction")
    local roll = U.roll2d6((repair and "4.5b bridge repair: " or "4.5a bridge destruction: ") .. p.key)
    if repair and (p.u:prop("pioneers") or p.u:prop("sappers")) then roll = roll + c.pioneer_mod end
    local ok = roll >= (repair and c.repair or c.destroy)
    if ok then M.burn_bridge(p.a, p.b, not repair, (repair and "4.5b %s repairs the bridge" or "4.5a %s burns the bridge"):format(p.u.key)) end
    sandtable.log.event("bridge", ("%s: %s %s the bridge %s (%d)"):format(repair and "4.5b" or "4.5a", p.u.key, ok and (repair and "repairs" or "burns") or "fails to " .. (repair and "repair" or "burn"), p.key, roll), { bridge = p.key, ok = ok, roll = roll })
  end
  M.actions[kind].describe = function(act) return { unit = act.unit, hex = act.hex, across = act.across } end
end

---------------------------------------------------------------------------------------------
-- Retreat, advance, random movement (for assault.lua, morale.lua, events.lua)
---------------------------------------------------------------------------------------------
-- S.6.1 / S.7.1 / S.2.8 One step of a retreat, from `at` into its neighbour `n`: one hex
-- farther from `from_hex` (where the fire or the assault came from), in the playing area (6.0),
-- never into an enemy-held hex; ground the retreating formation may not enter (march-only
-- terrain) is crossed at a leader's costs, never over the creek or a burned bridge
-- (reconstructed). Nil when the step is not a retreat, else its rank for the computer player:
-- out of enemy ZOC first, then not overstacked, then the cheaper step, then label order (the
-- fixed policy retreats followed before the owner chose).
local function retreat_step(u, at, n, from_hex)
  if sandtable.map.distance(n, from_hex) <= sandtable.map.distance(at, from_hex) or not M.in_area(n) then return nil end
  local cost = sandtable.move.step(u, n, { from = at })
  if cost == nil then
    for _, x in ipairs(sandtable.units.at(n)) do if x.side ~= u.side then return nil end end
    if has(sandtable.map.hexside(at, n), "creek") or vars("bridges_burned")[side_key(at, n)] then return nil end
    cost = 9
  end
  return { sandtable.move.in_enemy_zoc(n, u.side) and 1 or 0, stack_refusal(u, n) and 1 or 0, cost, n }
end

local function rank_before(a, b)
  for i = 1, math.max(#a, #b) do
    local x, y = a[i], b[i]
    if x == nil or y == nil then return x == nil and y ~= nil end
    for j = 1, 4 do
      if x[j] ~= y[j] then return x[j] < y[j] end
    end
  end
  return false
end

-- Whether a retreat that reached `at` could go on (it stops short only where it cannot).
local function can_step_on(u, at, from_hex)
  for _, n in ipairs(sandtable.map.neighbors(at)) do
    if retreat_step(u, at, n, from_hex) then return true end
  end
  return false
end

-- Every way a unit may retreat `hexes` hexes from `from_hex` (or fewer, where it can go no
-- farther): { path = { start, ... }, ranks = { step rank, ... } }, best first for the computer.
-- The candidates are the kernel's simple paths at a leader's costs (sandtable.move.walks; a
-- leader may cross any ground a retreat may), kept where every step is a retreat step.
local function retreat_ways(u, hexes, from_hex)
  local ways = {}
  for k = hexes, 1, -1 do
    for _, path in ipairs(sandtable.move.walks(u, k, { class = "leader", block = area_ring() })) do
      local ranks = {}
      for i = 2, #path do
        ranks[i - 1] = retreat_step(u, path[i - 1], path[i], from_hex)
        if not ranks[i - 1] then ranks = nil break end
      end
      if ranks and (k == hexes or not can_step_on(u, path[#path], from_hex)) then
        ways[#ways + 1] = { path = path, ranks = ranks }
      end
    end
  end
  table.sort(ways, function(a, b) return rank_before(a.ranks, b.ranks) end)
  return ways
end

local function retreat_label(w)
  local last, notes = w.ranks[#w.ranks], {}
  if last[1] == 1 then notes[#notes + 1] = "in an enemy ZOC" end
  if last[2] == 1 then notes[#notes + 1] = "overstacked" end
  local s = ("%s (%d hex%s%s)"):format(w.path[#w.path], #w.ranks, #w.ranks > 1 and "es" or "",
    #notes > 0 and ("; " .. table.concat(notes, ", ")) or "")
  return s
end

-- The owning player says where his unit retreats to (the series leaves the retreat to its
-- owner; only the distance and "away from the enemy" are ruled). Nothing in these rules
-- happens on the way, so the hex it ends in is the choice; it goes there by the best way.
-- Decision `retreat`; the computer takes the first (the old fixed policy's hex).
local function choose_retreat(u, ways, from_hex, why)
  local ends, way_to = {}, {}
  for _, w in ipairs(ways) do
    local last = w.path[#w.path]
    if not way_to[last] then
      way_to[last] = w
      ends[#ends + 1] = { value = last, hex = last, label = retreat_label(w) }
    end
  end
  local rule = type(why) == "string" and why:match("^(S?%.?%d[%w%.]*)") or "S.6.1"
  local to = sandtable.decisions.choose({ side = u.side, kind = "retreat", rule = rule,
    prompt = ("%s retreats from %s, away from %s (%s): to which hex?"):format(u.key, u.hex, from_hex, why or "retreat"),
    choices = ends, context = { unit = u.key, from = from_hex } })
  return way_to[to].path
end

M.decisions = {
  retreat = { rule = "S.6.1", bot = function(d) return d.choices[1].value end },
}

-- Moves `u` `hexes` hexes away from `from_hex` (fewer where it can go no farther), to the hex
-- its owner picks. Returns false if it cannot take the first step (the caller captures it).
function M.retreat(u, hexes, from_hex, why)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u or not u.on_map then return false end
  from_hex = from_hex or u.hex
  local ways = retreat_ways(u, hexes, from_hex)
  if #ways == 0 then
    sandtable.log.say(("S.6: %s cannot retreat (%s)"):format(u.key, why or ""))
    return false
  end
  local path = choose_retreat(u, ways, from_hex, why)
  for i = 2, #path do sandtable.units.move(u, path[i]) end
  M.interrupt_building(u, "retreated")
  sandtable.log.event("retreat", ("%s retreats %d hexes to %s (%s)"):format(u.key, #path - 1, u.hex, why or ""), { unit = u.key, hexes = #path - 1, to = u.hex, why = why })
  return true
end

-- S.6 Advance after close combat into the vacated `hex` (no cost; a unit with a facing faces
-- the way it advanced).
function M.advance(u, hex, why)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u or not u.on_map or not hex then return false end
  for _, x in ipairs(sandtable.units.at(hex)) do if x.side ~= u.side then return false end end
  local d = sandtable.map.direction(u.hex, hex)
  sandtable.units.move(u, hex)
  if M.has_facing(u) and d then sandtable.units.set_facing(u, d) end
  M.check_ecr(u, "advance after close combat")
  sandtable.log.event("advance", ("%s advances into %s (%s)"):format(u.key, hex, why or ""), { unit = u.key, hex = hex })
  return true
end

-- 4.4 Random movement: `hexes` hexes in a direction from one d6 (1 E ... 6 SE), stopping
-- before a hex it may not enter; ignores command radius.
function M.random_move(u, hexes, why)
  if type(u) == "string" then u = sandtable.units.get(u) end
  if not u or not u.on_map then return 0 end
  local d = dirs.all()[U.d6("4.4 random movement direction: " .. u.key)]
  local n = 0
  for _ = 1, hexes do
    local h = sandtable.map.neighbor(u.hex, d)
    if not h or not M.in_area(h) or not sandtable.move.step(u, h) or stack_refusal(u, h) then break end
    sandtable.units.move(u, h)
    n = n + 1
  end
  sandtable.log.event("random_move", ("4.4: %s moves %d hexes %s (%s)"):format(u.key, n, d, why or ""), { unit = u.key, dir = d, hexes = n })
  return n
end

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------
-- Scheduled withdrawals (the schedules' "WITHDRAW", vars.withdrawals = { { side, turn, hex,
-- units = { unit or command keys } } }): at the start of the owning side's movement phase of
-- that turn the units (a command: its combat units, leaders, HQ and supply) leave the map.
-- reconstructed: they leave from where they stand (the printed hex is the schedule's edge
-- hex); a withdrawal is not an exit and scores no 5.5 VP. They return where the seed brings
-- them back (a unit has one arrival at a time: the return is given when it leaves):
--   the schedule's later arrival naming a unit the scenario already holds (vars.reinforcements
--     entries' `returns`, _campaign.lua: Union order 9, "the CBOT battery leaves with Minty,
--     and returns with Crook and 2/2/Cav", C13.01 7:00 a.m. on the 20th);
--   an optional group that brings it back (props.variant_return, options.lua: 3.7f Scott's
--     Brigade "including the Martin detachment which was previously withdrawn") when the
--     option is on.
return_of = function(u, turn)
  local vr = u:prop("variant_return")
  if type(vr) == "table" and vr.arrives and require("options").on(vr.option) and (vr.arrives.turn or 0) > turn then
    return vr.arrives, vr.rule
  end
  local best
  for _, r in ipairs(sandtable.vars.get("reinforcements") or {}) do
    if r.side == u.side and (r.turn or 0) > turn and r.hex and has(r.returns, u.key)
      and (not best or r.turn < best.turn) then
      best = r
    end
  end
  if best then return { turn = best.turn, hex = best.hex }, "schedule" end
end

local function withdraw(side, turn)
  local list = sandtable.vars.get("withdrawals")
  if type(list) ~= "table" then return end
  local done = vars("withdrawals_done")
  local changed = false
  for i, w in ipairs(list) do
    if w.side == side and w.turn and w.turn <= turn and not done[tostring(i)] then
      done[tostring(i)] = turn
      changed = true
      local keys, seen = {}, {}
      local function add(u) if u and u.on_map and not seen[u.key] then seen[u.key] = true keys[#keys + 1] = u end end
      for _, k in ipairs(w.units or {}) do
        local u = sandtable.units.get(k)
        if u then add(u) else
          for _, x in ipairs(command().units_of(k)) do add(x) end
          add(command().leader_of(k))
          add(sandtable.units.get(k .. " HQ"))
          add(sandtable.units.get(k .. " Supply"))
        end
      end
      for _, u in ipairs(U.by_key(keys)) do
        sandtable.units.set_prop(u, "withdrawn_at", turn)
        sandtable.units.remove(u, "pending", "scheduled withdrawal")
        local back, why = return_of(u, turn)
        sandtable.units.set_prop(u, "arrives", back)
        sandtable.log.event("withdrawal", ("Schedule: %s withdraws from %s (turn %d)%s"):format(u.key, tostring(w.hex or "the map"), w.turn,
          back and (" and returns at %s on turn %d (%s)"):format(tostring(back.hex), back.turn, why) or ""),
          { unit = u.key, turn = w.turn, returns = back })
      end
    end
  end
  if changed then sandtable.vars.set("withdrawals_done", done) end
end

-- The scheduled withdrawals of `side` due by `turn` (the movement phase's; tests).
M.withdraw_scheduled = withdraw

-- Then 4.3c printed breastworks: a set-up's units "in breastworks" (6.1, 6.4-6.7, 6.10-6.12: the
-- units' status, no hex data) stand in breastworks of their hex as if built, so that fire
-- (the one-column shift), morale and the bots read them as they read 6.8's and 6.9's hexes.
-- reconstructed: the seed prints no facing for them; they face the unit's own facing, else
-- the nearest enemy unit at the start (three hexsides centred on it, 4.3c A).
-- 6.0 A set-up "w/i N <hex>" (props.setup = { within = N, of = hex }; 6.1 "Wilder, 92 Ill, 98
-- Ill, 17 Ind, 18a Ind Lt battery—w/i 4 E4.17"): the scenario file places the units on the
-- anchor hex; the rules leave the hex to the owning player. At game begin each such unit (any
-- type: regiments, batteries, leaders, HQs) is listed in vars.setup_pending = { [key] = { of,
-- within } }; the set-up phases of the first game turn (ruleset.lua: set_up for the phasing
-- side, set_up_other for the other side, both before any command phase) wait until the
-- side has placed each of its units with the `deploy` action ({ unit, hex }: a hex within N
-- of the anchor, in the playing area, free of enemy units, where S.4.5's stacking holds with
-- the units already placed; the units still waiting on the anchor do not count). A zone too
-- small for its units lets the rest stay on the anchor (6.0 note 2's overstacking). The bots
-- place through the same action (bots.lua). Units printed "in breastworks" get their printed
-- breastworks where they are placed (4.3c, below). reconstructed: the seed does not say who
-- sets up first; the phasing side of the first turn places first.
-- The other set-ups that leave the hex to the owner go the same way: "in line between A and B"
-- (6.2, 6.7, 6.10-6.12: props.setup = { line = { A, B } }; a hex of the straight hex line from A
-- to B, the scenarios' reading of "on road in line", jays-mill.lua) and a brigade printed on
-- two hexes (6.6 Rock of Chickamauga: props.setup = { hexes = { a, b } }; the owner divides
-- it). The hex the scenario file gives the unit is its zone's anchor: where the computer
-- places it first, and where it stays when the zone has no room.
local function setup_pending() return vars("setup_pending") end

-- The set-up zone a unit's props.setup leaves to its owner, or nil.
local function setup_zone(u, st)
  if type(st) ~= "table" then return nil end
  if st.within and st.of and st.within > 0 and u.hex == st.of then return { of = st.of, within = st.within } end
  if type(st.line) == "table" and #st.line == 2 then return { of = u.hex, line = st.line } end
  if type(st.hexes) == "table" and #st.hexes > 0 then return { of = u.hex, hexes = st.hexes } end
  return nil
end

-- What the set-up says, in the seed's words.
local function zone_text(z)
  if z.within then return ("within %d hexes of %s"):format(z.within, z.of) end
  if z.line then return ("in line between %s and %s"):format(z.line[1], z.line[2]) end
  return "on " .. table.concat(z.hexes, " or ")
end

-- Every hex of a set-up zone (its anchor included).
local function zone_hexes(z)
  if z.within then return sandtable.map.within(z.of, z.within) end
  local out, seen = {}, {}
  local function add(h) if h and not seen[h] then seen[h] = true out[#out + 1] = h end end
  add(z.of)
  if z.line then
    for _, step in ipairs(sandtable.map.line(z.line[1], z.line[2])) do
      for _, h in ipairs(step) do add(h) end
    end
  else
    for _, h in ipairs(z.hexes) do add(h) end
  end
  return out
end

local function list_setup_zones()
  local pending, any = {}, false
  for _, u in ipairs(sandtable.units.all{ sort = "key" }) do
    local z = u.on_map and setup_zone(u, u:prop("setup"))
    if z then
      pending[u.key] = z
      any = true
    end
  end
  if any then sandtable.vars.set("setup_pending", pending) end
end

-- Whether `side` still has units to place (6.0 w/i set-ups).
function M.setting_up(side)
  local p = sandtable.vars.peek("setup_pending")
  if type(p) ~= "table" then return false end
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if p[u.key] then return true end
  end
  return false
end

-- The hexes `u` (waiting in its set-up) may be placed in, nearest the anchor first, then by
-- label; the anchor alone when the zone has no room left.
function M.setup_hexes(u)
  local z = setup_pending()[u.key]
  if not z then return {} end
  local pend = setup_pending()
  local limit = U.chart("stacking").limit_sp
  local sp = stack_sp_of(u)
  local out = {}
  for _, h in ipairs(zone_hexes(z)) do
    local ok = M.in_area(h)
    local load = 0
    for _, x in ipairs(sandtable.units.at(h)) do
      if x.side ~= u.side then ok = false
      elseif U.is_combat(x) and x.key ~= u.key and not pend[x.key] then load = load + stack_sp_of(x) end
    end
    if ok and (sp == 0 or load + sp <= limit) then out[#out + 1] = h end
  end
  table.sort(out, function(a, b)
    local da, db = sandtable.map.distance(z.of, a), sandtable.map.distance(z.of, b)
    if da ~= db then return da < db end
    return a < b
  end)
  if #out == 0 then out = { z.of } end
  return out
end

local SETUP_PHASES = { set_up = true, set_up_other = true }
M.actions.deploy = { rule = "6.0", label = "Set up" }
M.actions.deploy.slots = {
  { id = "unit", kind = "unit", label = "A unit whose set-up hex is yours to pick (6.0)" },
  { id = "hex", kind = "hex", label = "Its hex in the set-up's zone" },
}
local function deploy_plan(act)
  if not SETUP_PHASES[sandtable.game.phase()] then return nil, "6.0: units are set up in the set-up phases" end
  local u = type(act.unit) == "string" and sandtable.units.get(act.unit) or nil
  if not u then return nil, ("6.0: no unit '%s'"):format(tostring(act.unit)) end
  if u.side ~= U.acting_side() then return nil, ("6.0: %s is not yours to set up"):format(u.key) end
  local z = setup_pending()[u.key]
  if not z then return nil, ("6.0: %s has no set-up left to make"):format(u.key) end
  if not has(M.setup_hexes(u), act.hex) then
    return nil, ("6.0: %s sets up %s, in the playing area, off enemy units and within S.4.5's stacking: not %s"):format(
      u.key, zone_text(z), tostring(act.hex))
  end
  return { u = u, hex = act.hex, z = z }
end
M.actions.deploy.can = actions.can_from(deploy_plan)
local printed_breastworks -- 4.3c (below)
function M.actions.deploy.resolve(act)
  local p = assert(deploy_plan(act))
  if p.hex ~= p.u.hex then sandtable.units.move(p.u, p.hex) end
  set_var("setup_pending", p.u.key, nil)
  sandtable.log.event("set_up", ("6.0: %s sets up in %s (%s)"):format(p.u.key, p.hex, zone_text(p.z)),
    { unit = p.u.key, hex = p.hex, of = p.z.of, within = p.z.within, line = p.z.line, hexes = p.z.hexes })
  printed_breastworks(p.u)
end
function M.actions.deploy.options(a, slot)
  local side = U.acting_side()
  local out = {}
  if slot == "unit" then
    for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
      local z = setup_pending()[u.key]
      if z then out[#out + 1] = { value = u.key, unit = u.key, label = ("%s (%s)"):format(u.key, zone_text(z)) } end
    end
  elseif slot == "hex" and type(a.unit) == "string" then
    local u = sandtable.units.get(a.unit)
    if u then
      for _, h in ipairs(M.setup_hexes(u)) do out[#out + 1] = { value = h, hex = h, label = h } end
    end
  end
  return out
end
function M.actions.deploy.describe(act)
  local p, why = deploy_plan(act)
  if not p then return { unit = act.unit, hex = act.hex, refused = why } end
  return { unit = p.u.key, hex = p.hex, anchor = p.z.of, within = p.z.within, line = p.z.line, hexes = p.z.hexes }
end
M.actions.deploy.list_checked = true
function M.actions.deploy.list(side)
  side = side or U.acting_side()
  local out = {}
  if not SETUP_PHASES[sandtable.game.phase()] or side ~= U.acting_side() then return out end
  for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
    if setup_pending()[u.key] then
      for _, h in ipairs(M.setup_hexes(u)) do out[#out + 1] = { kind = "deploy", unit = u.key, hex = h } end
    end
  end
  return out
end

function M.on_game_begin()
  list_setup_zones()
  -- A scenario may begin with bridges burned (vars.bridges_burned): off the map too.
  local burned = vars("bridges_burned")
  local keys = {}
  for k in pairs(burned) do keys[#keys + 1] = k end
  table.sort(keys)
  for _, k in ipairs(keys) do
    local a, b = k:match("^(.-)|(.+)$")
    if a and sandtable.map.on_map(a) and sandtable.map.on_map(b) then
      sandtable.map.set_hexside(a, b, "bridge", false, "4.5a burned before the scenario")
    end
  end
  local pending = setup_pending()
  for _, u in ipairs(sandtable.units.all{ sort = "key" }) do
    if not pending[u.key] then printed_breastworks(u) end -- a unit still to be placed: when placed
  end
end

-- 4.3c The printed breastworks of a unit set up "in breastworks", in its hex (see above).
printed_breastworks = function(u)
  local bw = vars("breastworks")
  if u.on_map and U.is_combat(u) and u:has("breastworks") and not bw[u.hex] then
    local f = norm_dir(u.facing)
    if not f then
      local best, bd
      for _, e in ipairs(sandtable.units.all{ side = U.enemy(u.side), sort = "key" }) do
        if e.on_map and U.is_combat(e) then
          local d = sandtable.map.distance(u.hex, e.hex)
          if not bd or d < bd then best, bd = e, d end
        end
      end
      f = best and direction_toward(u.hex, best.hex)
    end
    if f then
      bw[u.hex] = { facing = dirs.front(f), side = u.side, printed = true }
      sandtable.vars.set("breastworks", bw)
    end
  end
end

function M.on_phase_begin(phase)
  if phase ~= "movement" then return end
  withdraw(sandtable.game.active_side(), sandtable.game.turn())
end

function M.on_phase_end(phase)
  if phase == "rally" then count_building() end
end

M.U = U
return M
