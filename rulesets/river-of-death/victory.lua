-- 11 Victory conditions: the Casualty Record (11.1, kept by util.lua as losses happen),
-- demoralisation (11.2), the daily points scored at the end of each day's 1900/2000 turn
-- (11.31-11.33), wagons (11.34), communication paths (11.35), victory levels (11.4) and the
-- scenarios' own scoring (12.26, 12.36, 12.46, 12.56). Also the `exit` action through areas F
-- and G that 11.33 and 11.34 score.
--
-- Victory points are kept in the kernel's score as they are earned, each with its reason, so a
-- player can see where every point came from: the opponent's Casualty Record (util.lua adds a
-- point to the enemy for each point recorded), the demoralisation bonus, the daily points and
-- the wagons.

local U = require("util")

local M = { actions = {}, phase_actions = { movement = { "exit" } } }

local function chart() return U.chart("victory") end

-- The hexes of a named map area, or none if the map has no such area (test maps, mods' maps).
local function area(name)
  local ok, hexes = pcall(sandtable.map.area, name)
  return ok and hexes or {}
end

-- The scenario's victory table (scenarios/river-of-death/*.lua): `rule`, `levels` ("11.4" or a
-- list of { from, to, level }), `points` (the parts that count, for 12.26 and 12.36; all of 11
-- when absent), `union_choice` ("b1" in 12.46/12.56), `daily_points` (12.46/12.56).
local function scenario()
  local s = sandtable.game.scenario()
  return (s and s.victory) or { levels = "11.4" }
end

-- Whether a part of rule 11 counts in this scenario: 12.26 counts the Casualty Record and
-- 11.31 only; 12.36 the Casualty Record, 11.2, 11.32 and 11.34; the others all of 11.4.
function M.counts(part)
  local points = scenario().points
  if not points then return true end
  for _, p in ipairs(points) do
    if p:find(part, 1, true) then return true end
  end
  return false
end

---------------------------------------------------------------------------------------------
-- The banks of Chickamauga Creek: the hexes joined to area F (the Union's rear, west of the
-- creek) without crossing a creek hexside, bridges and fords included (a unit at a bridge is on
-- one bank or the other). Depends on the map only, so it is computed once per Lua state.
---------------------------------------------------------------------------------------------
local west_bank_cache
function M.west_bank()
  if west_bank_cache then return west_bank_cache end
  local west = {}
  for h in pairs(sandtable.map.spread(area("F"), { not_across = { "creek" }, as_drawn = true })) do west[h] = true end
  west_bank_cache = west
  return west
end

---------------------------------------------------------------------------------------------
-- 11.35 Communication: a path free of enemy units and enemy zones of control (no exception
-- for friendly units, unlike 5.21) and across the creek only at bridges and located fords,
-- from `hex` to entrance areas A-D (Confederate) or F-G (Union).
---------------------------------------------------------------------------------------------
local LOC_AREAS = { confederate = { "A", "B", "C", "D" }, union = { "F", "G" } }

function M.communicates(side, hex)
  local reach = sandtable.move.trace(side, hex, 400, {
    avoid_enemy_units = true,
    avoid_enemy_zoc = true,
    friendly_negates_zoc = false,
    blocked_hexsides = { "creek" },
  })
  for _, name in ipairs(LOC_AREAS[side]) do
    for _, h in ipairs(area(name)) do
      if reach[h] then return true end
    end
  end
  return false
end

---------------------------------------------------------------------------------------------
-- Helpers for the daily points.
---------------------------------------------------------------------------------------------
local function combat_units_on_map(side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if u.on_map and U.is_combat(u) then out[#out + 1] = u end
  end
  return out
end

local function award(side, n, why)
  if n ~= 0 then sandtable.score.add_vp(side, n, why) end
end

-- Whether a unit exerts a zone of control into `hex` (6.21: its three frontal hexes; 6.25 none
-- without facing; 7.662 none when routed).
local function zoc_into(u, hex)
  if not U.has_facing(u) or U.routed(u) then return false end
  if sandtable.map.distance(u.hex, hex) ~= 1 then return false end
  return sandtable.los.in_arc(u, hex)
end

-- 11.32 "Cut" (NOTE of 11.32): 20 or more unrouted Confederate strength points occupying or
-- exerting a zone of control on the road's hexes at or south of `landmark` (reconstructed: the
-- strength of every unit that occupies or covers at least one such hex is added up), each of
-- those units able to trace communication (11.35).
function M.road_cut(road, landmark)
  local from = sandtable.map.place(landmark)
  if not from then return false, 0 end
  local _, from_row = from:match("^(%d%d)(%d%d)$")
  local hexes = {}
  for _, h in ipairs(area(road)) do
    local _, row = h:match("^(%d%d)(%d%d)$")
    if tonumber(row) >= tonumber(from_row) then hexes[#hexes + 1] = h end -- rows count north to south
  end
  local total = 0
  for _, u in ipairs(combat_units_on_map("confederate")) do
    if not U.routed(u) then
      local on = false
      for _, h in ipairs(hexes) do
        if u.hex == h or zoc_into(u, h) then on = true break end
      end
      if on and M.communicates("confederate", u.hex) then total = total + u.strength end
    end
  end
  return total >= chart().sept19.cut_strength, total
end

-- 11.33 b2 "controls" a hex (reconstructed: the text does not define control): no Confederate
-- unit in it, and either a Union unit in it or no Confederate zone of control over it.
local function union_controls(hex)
  local union_there = false
  for _, u in ipairs(sandtable.units.at(hex)) do
    if u.side == "confederate" then return false end
    if U.is_combat(u) then union_there = true end
  end
  return union_there or not require("movement").in_enemy_zoc(hex, "union")
end

local function exited(box, side, unrouted_combat)
  local n = 0
  for _, u in ipairs(sandtable.units.all{ side = side, location = "any" }) do
    if u.box == box and (not unrouted_combat or (U.is_combat(u) and not U.routed(u))) then n = n + 1 end
  end
  return n
end

---------------------------------------------------------------------------------------------
-- 11.31 September 18th.
---------------------------------------------------------------------------------------------
function M.score_sept18()
  local c = chart().sept18
  local west = M.west_bank()
  -- a) Confederate: 2 a ford located (by the Confederates) and a bridge crossed; 2 a Union
  -- strength point eliminated on the 18th; 1 a Confederate combat unit on the west bank.
  local fords = 0
  local by = sandtable.vars.get("fords_located_by") or {}
  local names = {}
  for name in pairs(by) do names[#names + 1] = name end
  table.sort(names)
  for _, name in ipairs(names) do
    if by[name] == "confederate" then fords = fords + 1 end
  end
  local crossed = 0
  for _ in pairs(sandtable.vars.get("bridges_crossed") or {}) do crossed = crossed + 1 end
  award("confederate", c.ford_or_bridge * (fords + crossed), ("11.31a %d fords located and %d bridges crossed"):format(fords, crossed))
  local by_day = sandtable.vars.get("casualties_by_day") or {}
  local union_lost = ((by_day.union or {})["0"]) or 0
  award("confederate", c.union_sp * union_lost, ("11.31a %d Union strength points eliminated on the 18th"):format(union_lost))
  local west_units, east_units = 0, 0
  for _, u in ipairs(combat_units_on_map("confederate")) do
    if west[u.hex] then west_units = west_units + 1 else east_units = east_units + 1 end
  end
  award("confederate", c.conf_unit_west * west_units, ("11.31a %d Confederate combat units on the west bank"):format(west_units))
  -- b) Union: 10 a bridge destroyed; Wilder and Minty; 2 a Confederate combat unit east of the
  -- creek.
  local destroyed = 0
  for _ in pairs(sandtable.vars.get("bridges_destroyed") or {}) do destroyed = destroyed + 1 end
  award("union", c.bridge_destroyed * destroyed, ("11.31b %d bridges destroyed"):format(destroyed))
  -- "10 pts total if Wilder and Minty do not take any casualties AND are within 5 hexes of
  -- any LaFayette road hex. 4 pts total if only one condition is fulfilled by either unit."
  -- Reconstructed reading: two conditions, each judged over both units (neither has lost a
  -- point today; both are within 5 hexes of the road): both met 10, one met 4, none 0.
  local road = area("LaFayette Road")
  local unhurt, near = true, true
  for _, key in ipairs({ "1-4-XIV", "1-2-Cav" }) do
    local u = sandtable.units.get(key)
    if not u or not u.on_map then
      unhurt, near = false, false
    else
      if u.strength < u.max_strength - (u:prop("previous_losses") or 0) then unhurt = false end
      local best = math.huge
      for _, h in ipairs(road) do best = math.min(best, sandtable.map.distance(u.hex, h)) end
      if best > 5 then near = false end
    end
  end
  if unhurt and near then
    award("union", c.wilder_minty_both, "11.31b Wilder and Minty unhurt and within 5 hexes of the LaFayette road")
  elseif unhurt or near then
    award("union", c.wilder_minty_one, "11.31b Wilder and Minty: one condition met")
  end
  award("union", c.union_unit_east * east_units, ("11.31b %d Confederate combat units east of the creek"):format(east_units))
end

---------------------------------------------------------------------------------------------
-- 11.32 September 19th.
---------------------------------------------------------------------------------------------
function M.score_sept19()
  local c = chart().sept19
  local lafayette, lf = M.road_cut("LaFayette Road", "Kelly house")
  local dry_valley, dv = M.road_cut("Dry Valley Road", "Vittetoe house")
  if lafayette then
    award("confederate", c.lafayette_cut, ("11.32a the LaFayette road cut at or south of the Kelly house (%d strength points)"):format(lf))
  else
    award("union", c.lafayette_held, "11.32b the Confederates did not cut the LaFayette road")
  end
  if dry_valley then
    award("confederate", c.dry_valley_cut, ("11.32a the Dry Valley road cut at or south of the Vittetoe house (%d strength points)"):format(dv))
  else
    award("union", c.dry_valley_held, "11.32b the Confederates did not cut the Dry Valley road")
  end
end

---------------------------------------------------------------------------------------------
-- 11.33 September 20th: the Union player's choice b1 (withdraw toward Chattanooga) or b2
-- (remain on the field). 12.46 and 12.56 allow b1 only; otherwise the Union player elects
-- (decision union_choice, below).
---------------------------------------------------------------------------------------------
function M.sept20_points(choice)
  local c = chart().sept20
  if choice == "b1" then
    local exited_f = exited("exited_f", "union", true)
    local conf_exit_g = exited("exited_g", "confederate", true)
    local union_on_map = #combat_units_on_map("union")
    return {
      union = { { c.union_exit_f * exited_f, ("11.33 b1 %d unrouted Union combat units exited through F"):format(exited_f) } },
      confederate = {
        { c.conf_exit_g * conf_exit_g, ("11.33 a %d unrouted Confederate combat units exited through G"):format(conf_exit_g) },
        { c.union_on_map * union_on_map, ("11.33 a %d Union combat units still on the map"):format(union_on_map) },
      },
    }
  end
  local held = true
  local key_hexes = { sandtable.map.place("Kelly house") }
  for _, h in ipairs(area("Snodgrass Hill")) do key_hexes[#key_hexes + 1] = h end
  for _, h in ipairs(key_hexes) do
    if not (union_controls(h) and M.communicates("union", h)) then held = false end
  end
  local union_units, conf_units = 0, 0
  for _, u in ipairs(combat_units_on_map("union")) do if not U.routed(u) then union_units = union_units + 1 end end
  for _, u in ipairs(combat_units_on_map("confederate")) do if not U.routed(u) then conf_units = conf_units + 1 end end
  return {
    union = { { held and c.union_stay * union_units or 0, held
      and ("11.33 b2 %d unrouted Union combat units on the map, holding the Kelly house and Snodgrass Hill"):format(union_units)
      or "11.33 b2 the Kelly house and Snodgrass Hill not held with communication: no points" } },
    confederate = { { c.conf_on_map * conf_units, ("11.33 a %d unrouted Confederate combat units on the map"):format(conf_units) } },
  }
end

local function total(parts)
  local n = 0
  for _, p in ipairs(parts) do n = n + p[1] end
  return n
end

-- The computer player's election (the old fixed policy): the choice that leaves the Union the
-- better balance of 11.33's points (b1 when equal). Only looks.
local function best_choice()
  local b1, b2 = M.sept20_points("b1"), M.sept20_points("b2")
  return (total(b2.union) - total(b2.confederate) > total(b1.union) - total(b1.confederate)) and "b2" or "b1"
end

-- 11.33 b "(Only one of the following may apply)": the Union player elects b1 or b2 — a
-- decision, asked when the last phase of the 1900/2000 turn of the 20th ends (the points are
-- scored at the end of that game turn, 11.3, and nothing moves in between); 12.46 and 12.56
-- fix b1 (one legal option: no question). The labels give each choice's points as they stand.
local function ask_union_choice()
  if scenario().union_choice or not M.counts("11.33") then return end
  local choices = {}
  for _, c in ipairs({ { "b1", "withdraw toward Chattanooga" }, { "b2", "remain on the battlefield" } }) do
    local p = M.sept20_points(c[1])
    choices[#choices + 1] = { value = c[1], label = ("%s: %s (Union %d, Confederate %d points)"):format(
      c[1], c[2], total(p.union), total(p.confederate)) }
  end
  sandtable.decisions.ask{
    side = "union", kind = "union_choice", rule = "11.33",
    prompt = "September 20th, 1900/2000: does the Union withdraw toward Chattanooga (11.33 b1) or remain on the battlefield (b2)?",
    choices = choices,
  }
end

function M.on_phase_end(phase)
  local clock = sandtable.game.clock()
  if clock.day ~= 2 or clock.time ~= "19:00" or phase ~= "rally" then return end
  -- the last player turn of the game turn (rule 4: the scenario's second side)
  local sc = sandtable.game.scenario() or {}
  if sandtable.game.active_side() ~= sandtable.game.enemy(sc.first_side or "confederate") then return end
  ask_union_choice()
end

M.decisions = {
  union_choice = {
    rule = "11.33",
    resolve = function(_, choice) sandtable.vars.set("union_choice", choice) end,
    bot = function() return best_choice() end,
  },
}

function M.score_sept20()
  -- 11.33 the Union player's election (the decision above), else the scenario's
  local choice = scenario().union_choice or sandtable.vars.get("union_choice")
  if not choice then choice = best_choice() end
  local pts = M.sept20_points(choice)
  sandtable.log.event("union_choice", "11.33 the Union player elects " .. choice, { choice = choice })
  for _, side in ipairs({ "union", "confederate" }) do
    for _, p in ipairs(pts[side]) do award(side, p[1], p[2]) end
  end
end

---------------------------------------------------------------------------------------------
-- 11.34 Wagons: 25 to the Confederate for each wagon eliminated (util.lose calls this), 15 to
-- the Union for each wagon exited through F (the exit action), 10 to the Confederate for each
-- wagon still on the map at the end of the 1900/2000 turn of the 20th.
---------------------------------------------------------------------------------------------
function M.wagon_eliminated(u)
  if M.counts("11.34") then
    award(U.enemy(u.side), chart().wagons.eliminated, "11.34 wagon " .. u.key .. " eliminated")
  end
end

local function wagons_on_map_at_end()
  local n = 0
  for _, u in ipairs(sandtable.units.all{ side = "union" }) do
    if u.on_map and U.is_wagon(u) then n = n + 1 end
  end
  award("confederate", chart().wagons.on_map_end * n, ("11.34 %d Union wagons still on the map"):format(n))
end

---------------------------------------------------------------------------------------------
-- 11.31a bridges crossed: movement.lua reports every step a Confederate unit takes across a
-- bridge hexside on the 18th.
---------------------------------------------------------------------------------------------
function M.note_step(u, from, to)
  if u.side ~= "confederate" or sandtable.game.clock().day ~= 0 then return end
  if not sandtable.map.has_hexside(from, to, "bridge") then return end
  local key = from < to and (from .. "/" .. to) or (to .. "/" .. from)
  local crossed = sandtable.vars.get("bridges_crossed") or {}
  if not crossed[key] then
    crossed[key] = true
    sandtable.vars.set("bridges_crossed", crossed)
  end
end

---------------------------------------------------------------------------------------------
-- The `exit` action (11.33, 11.34, 6.74c): a unit in an edge hex of area F or G leaves the map
-- in its movement phase for good. Leaving an enemy zone of control draws withdrawal fire (6.94).
---------------------------------------------------------------------------------------------
local function exit_area(hex)
  for _, name in ipairs({ "F", "G" }) do
    for _, h in ipairs(area(name)) do
      if h == hex then return name end
    end
  end
  return nil
end

M.actions.exit = {
  rule = "11.33",
  list = function(side)
    local out = {}
    for _, u in ipairs(sandtable.units.all{ side = side }) do
      if u.on_map and exit_area(u.hex) then out[#out + 1] = { kind = "exit", unit = u.key } end
    end
    return out
  end,
  can = function(a)
    local u = sandtable.units.get(a.unit or "")
    if not u then return false, "11.33: no unit " .. tostring(a.unit) end
    if u.side ~= sandtable.game.active_side() then return false, "11.33: only the moving player's units may exit" end
    if not u.on_map then return false, "11.33: the unit is not on the map" end
    if not exit_area(u.hex) then return false, "11.33: units exit only from a hex of entrance area F or G" end
    if U.routed(u) then return false, "7.66: routed units move only one hex away from the enemy; they do not exit" end
    if u.formation == "unlimbered" then return false, "6.12: unlimbered artillery never moves; limber it first" end
    if U.is_leader(u) then return false, "11.33: leaders stay with their commands" end
    return true
  end,
  resolve = function(a)
    local u = sandtable.units.get(a.unit)
    local exit_to = exit_area(u.hex)
    if require("movement").in_enemy_zoc(u) then
      -- 6.94 leaving an enemy zone of control.
      if not require("fire").withdrawal(u, "6.94 exits the map from an enemy zone of control") then return end
      if u.eliminated or not u.on_map then return end
    end
    sandtable.units.remove(u, exit_to == "F" and "exited_f" or "exited_g", "11.33 exits through area " .. exit_to)
    if U.is_wagon(u) and exit_to == "F" and u.side == "union" and M.counts("11.34") then
      award("union", chart().wagons.exited_f, "11.34 wagon " .. u.key .. " exited through F")
    end
  end,
  describe = function(a)
    local u = sandtable.units.get(a.unit or "")
    return { title = "Exit " .. tostring(a.unit), rule = "11.33", area = u and u.hex and exit_area(u.hex) }
  end,
}

---------------------------------------------------------------------------------------------
-- Hooks.
---------------------------------------------------------------------------------------------
function M.on_game_begin()
  -- 11.4 the Casualty Record the scenario starts with (12.14 …) is the enemy's points.
  local c = sandtable.vars.get("casualties") or { union = 0, confederate = 0 }
  for _, side in ipairs({ "union", "confederate" }) do
    award(U.enemy(side), c[side] or 0, ("11.1 %s casualty record at the start of the scenario"):format(side))
  end
  -- 12.46/12.56 the daily points accumulated before the scenario starts.
  local daily = scenario().daily_points
  if daily then
    award("confederate", daily.confederate or 0, (scenario().rule or "12") .. " daily points accumulated before the scenario")
    award("union", daily.union or 0, (scenario().rule or "12") .. " daily points accumulated before the scenario")
  end
end

function M.on_turn_end()
  -- 11.2 the first side to demoralise the other gets 25, none if both fall in the same turn.
  local d = sandtable.vars.get("demoralized") or {}
  if M.counts("11.2") and not sandtable.vars.get("demoralization_bonus") then
    local turn = sandtable.game.turn()
    local fell = {}
    for _, side in ipairs({ "union", "confederate" }) do
      if d[side] and (sandtable.vars.get("demoralized_turn") or {})[side] == turn then fell[#fell + 1] = side end
    end
    if #fell == 1 then
      award(U.enemy(fell[1]), chart().demoralization.bonus, "11.2 first to demoralise the enemy (" .. fell[1] .. ")")
      sandtable.vars.set("demoralization_bonus", U.enemy(fell[1]))
    elseif #fell == 2 then
      sandtable.vars.set("demoralization_bonus", "none")
      sandtable.log.event("demoralization", "11.2 both armies demoralised in the same turn: no points", {})
    end
  end
  -- 11.3 the daily points, at the end of the 1900/2000 game turn of each day.
  local clock = sandtable.game.clock()
  if clock.time ~= "19:00" then return end
  if clock.day == 0 and M.counts("11.31") then M.score_sept18() end
  if clock.day == 1 and M.counts("11.32") then M.score_sept19() end
  if clock.day == 2 then
    if M.counts("11.33") then M.score_sept20() end
    if M.counts("11.34") then wagons_on_map_at_end() end
  end
end

-- 11.4 (and 12.26, 12.36) Victory levels by the difference of victory points.
function M.level(diff)
  local levels = scenario().levels
  if levels == "11.4" or type(levels) ~= "table" then levels = chart().levels end
  for _, l in ipairs(levels) do
    if diff >= l[1] and (l[2] == nil or diff <= l[2]) then return l[3] end
  end
  return "draw"
end

function M.result()
  local u, c = sandtable.score.vp("union"), sandtable.score.vp("confederate")
  local rule = scenario().rule or "11.4"
  local diff = math.abs(u - c)
  local level = diff == 0 and "draw" or M.level(diff)
  local reason = ("%s: Union %d, Confederate %d victory points"):format(rule, u, c)
  if level == "draw" then return { winner = "draw", level = "draw", reason = reason } end
  return { winner = u > c and "union" or "confederate", level = level, reason = reason }
end

return M
