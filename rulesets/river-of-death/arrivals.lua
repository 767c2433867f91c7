-- 6.7 reinforcements and early releases, 6.732-6.733 off-map cavalry, 6.74 D. McCook, 6.75
-- Longstreet's bridge, 7.71 off-map cavalry skirmishing, 10.3 straggler recovery, and the
-- special rules of section 12 (12.121, 12.122, 12.423, 12.424, 12.425, 12.521).
--
-- Actions (movement phase):
--   { kind = "enter", unit = KEY, hex = HEX, formation = ID?, facing = DIR? }
--       6.711-6.724 a reinforcement (or off-map cavalry, 6.732/6.733) enters at a hex of its
--       area; formation per 6.722 (default: the march formation it waits in); facing for line
--       and mounted units (default: toward the middle of the map)
--   { kind = "delay_reserve" }                     6.731 the Reserve Corps enters at 1400 via F
--   { kind = "withdraw", unit = KEY }              6.74 c) D. McCook's units leave through G
--   { kind = "release_division", division = KEY }  12.121 the XXI Corps division released now
--
-- Interface (movement.lua extension points and more):
--   M.may_move(u, path) -> true | false, reason    12.121, 12.122, 12.423, 6.74 b)
--   M.may_mount(u) -> true | false, reason         12.424
--   M.due(u) -> area | nil, reason                 whether a waiting unit may enter now
--   M.entry_hexes(u, area) -> { hex, ... }         6.721/6.724
--   M.entry_cost(u, hex, formation?) -> mp          6.723
--   M.east_bank() -> { [hex] = true }              the Confederate side of Chickamauga Creek
-- Vars written: reserve_released (6.731), reserve_delayed, dmccook_free (6.74 d),
-- confederate_cavalry_released (6.733), longstreet_crossing (6.75), skirmish_done (7.712),
-- demoralized (10.31: a side once demoralised stays so), xxi_trigger_turn / xxi_released
-- (12.121), wilder_held (12.122), polk_started (12.423), union_morale_bonus_turn (12.425),
-- arrivals_entered (6.723 the count of entries at each hex this movement phase).
local U = require("util")
local charts = require("charts")
local dirs = require("lib.hexdirs")
local units = require("lib.units")
local oob = require("lib.oob")

local M = { actions = {}, phase_actions = {} }


local function col_row(hex) return tonumber(hex:sub(1, 2)), tonumber(hex:sub(3, 4)) end

local function area_or_nil(name)
  local ok, hexes = pcall(sandtable.map.area, name)
  if ok then return hexes end
  return nil
end

local set_of = require("lib.tables").set

-- "HH:MM" of the day as a number of minutes, and a day/time as one comparable number.
local function stamp(day, time)
  local h, m = time:match("^(%d+):(%d+)$")
  return day * 1440 + tonumber(h) * 60 + tonumber(m)
end
local function now()
  local c = sandtable.game.clock()
  return stamp(c.day, c.time)
end

---------------------------------------------------------------------------------------------
-- Geography: the creek's banks and the lines of 6.731, 6.74 b) and 12.121
---------------------------------------------------------------------------------------------
local east_cache
-- The east bank: every hex reached from the Confederate entrance areas A and B without
-- crossing a Chickamauga Creek hexside (bridges and fords included: they are crossings).
function M.east_bank()
  if east_cache then return east_cache end
  local starts = {}
  for _, a in ipairs({ "A", "B" }) do
    for _, h in ipairs(area_or_nil(a) or {}) do starts[#starts + 1] = h end
  end
  local seen = {}
  for h in pairs(sandtable.map.spread(starts, { not_across = { "creek" }, as_drawn = true })) do seen[h] = true end
  east_cache = seen
  return seen
end

-- For a line given by named map areas: the smallest row of the line in each column.
local function line_rows(names)
  local rows, any = {}, false
  for _, n in ipairs(names) do
    for _, h in ipairs(area_or_nil(n) or {}) do
      local c, r = col_row(h)
      if not rows[c] or r < rows[c] then rows[c] = r end
      any = true
    end
  end
  return any and rows or nil
end

-- "Onto or across" a perimeter to the north (6.731 c, d): the hex is on the line or north of
-- it in its column (reconstructed: the perimeters run west-east across the map, the Union
-- rear toward Rossville and McFarland's Gap lying north of them).
local function north_of(rows, hex, on_line)
  local c, r = col_row(hex)
  local b = rows[c]
  if not b then return false end
  return r < b or (on_line and on_line[hex] == true)
end

-- 6.731 b) the line from the Brotherton house due east to the B. Brock house, thence
-- north-east to Dyer's Mill; "onto, west or north of" it (reconstructed: west of the
-- Brotherton house the line runs on due west, so "west" is the part north of that
-- continuation; beyond Dyer's Mill nothing counts).
local function line_b(hex)
  local p1, p2, p3 = sandtable.map.place("Brotherton house"), sandtable.map.place("B. Brock house"), sandtable.map.place("Dyer's Mill")
  if not (p1 and p2 and p3) then return false end
  local c, r = col_row(hex)
  local c1, r1 = col_row(p1)
  local c2, r2 = col_row(p2)
  local c3, r3 = col_row(p3)
  local lr
  if c <= c1 then lr = r1
  elseif c <= c2 then lr = r1 + (r2 - r1) * (c - c1) / (c2 - c1)
  elseif c <= c3 then lr = r2 + (r3 - r2) * (c - c2) / (c3 - c2)
  else return false end
  return r <= lr
end

---------------------------------------------------------------------------------------------
-- Which units are which
---------------------------------------------------------------------------------------------
local command_parent = oob.parent

-- The division command of a unit (a leader's is the one he commands).
local division_of = oob.command_of

local function is_reserve(u)
  local a = u:prop("arrives")
  return u.side == "union" and a ~= nil and type(a.note) == "string" and a.note:find("6.731", 1, true) ~= nil
end

-- 6.74 D. McCook's brigade, its artillery and its leader, on the 19th (re-entering with the
-- Reserve Corps on the 20th they are ordinary units).
local DMCCOOK = { ["D. McCOOK"] = true, ["2-2-Res"] = true, ["2-Res Art"] = true }
local function is_dmccook(u)
  if not DMCCOOK[u.key] then return false end
  local a = u:prop("arrives")
  return u:prop("reenters") ~= nil or (a ~= nil and a.day == 1)
end

local function first_turn_of(area_units)
  local t
  for _, u in ipairs(area_units) do
    local a = u:prop("arrives")
    if a and (not t or a.turn < t) then t = a.turn end
  end
  return t
end

---------------------------------------------------------------------------------------------
-- 6.72 Entrance areas and entry hexes
---------------------------------------------------------------------------------------------
local edge_cache
local function edges()
  if edge_cache then return edge_cache end
  edge_cache = {}
  for _, h in ipairs(sandtable.map.hexes()) do
    if sandtable.map.is_edge(h) then edge_cache[#edge_cache + 1] = h end
  end
  return edge_cache
end

local enemy_in = units.enemy_in

-- 6.51 (as this ruleset reads it, each move ends unstacked): a combat unit does not enter
-- onto a friendly combat unit, or it could end the phase stacked with one that stays there.
local function friend_in(hex, u)
  if not U.is_combat(u) then return false end
  for _, x in ipairs(sandtable.units.at(hex)) do
    if x.side == u.side and x.key ~= u.key and U.is_combat(x) then return true end
  end
  return false
end

-- 6.721 any hex of the area; 6.724 enemy units never block an area: as many as possible
-- enter inside it, the rest one hex to the right or left along the edge, then another.
function M.entry_hexes(u, area)
  local hexes = area_or_nil(area) or {}
  local inside, out, blocked = set_of(hexes), {}, 0
  for _, h in ipairs(hexes) do
    if enemy_in(h, u.side) then
      blocked = blocked + 1
    elseif not friend_in(h, u) then
      out[#out + 1] = h
    end
  end
  if blocked > 0 then
    local k, added = 1, 0
    while added < blocked and k <= 10 do
      for _, e in ipairs(edges()) do
        if not inside[e] and not enemy_in(e, u.side) and not friend_in(e, u) then
          local d = math.huge
          for _, h in ipairs(hexes) do d = math.min(d, sandtable.map.distance(h, e)) end
          if d == k then out[#out + 1] = e; added = added + 1 end
        end
      end
      k = k + 1
    end
  end
  table.sort(out)
  return out
end

---------------------------------------------------------------------------------------------
-- Due reinforcements (6.711, 6.712, 6.731-6.733)
---------------------------------------------------------------------------------------------
-- The areas through which a waiting unit may enter now (empty if none), whether it must enter
-- now (6.712), and the reason it may not.
local function entry_areas(u)
  local side, turn = u.side, sandtable.game.turn()
  if u.location == "pending" then
    local a = u:prop("arrives")
    if not a then return {}, false, ("6.711: %s is not a reinforcement"):format(u.key) end
    if a.turn <= turn then return { a.area }, true end
    -- 6.731 the Reserve Corps, released early, enters through G in any Union player turn.
    if is_reserve(u) and sandtable.vars.get("reserve_released") and not sandtable.vars.get("reserve_delayed") then
      return { "G" }, false
    end
    return {}, false, ("6.712: %s may not enter before its turn (%s)"):format(u.key, tostring(a.time or a.turn))
  elseif u.location == "box" then
    local e = u:prop("enters")
    if not e then return {}, false, ("7.711: %s has no entry"):format(u.key) end
    local er = charts.early_release
    if side == "union" then
      -- 6.732 from 1600 19th at the player's discretion; by 1600 20th at the latest.
      local first = stamp(er.union_off_map_cavalry.earliest.day, er.union_off_map_cavalry.earliest.time)
      local last = stamp(er.union_off_map_cavalry.latest.day, er.union_off_map_cavalry.latest.time)
      if now() < first then
        return {}, false, ("6.732: the Union off-map cavalry may not enter before 1600 19 September (%s)"):format(u.key)
      end
      return { er.union_off_map_cavalry.area }, now() >= last
    end
    -- 6.733 released: through D or E; otherwise at its time on the chart (7.711).
    local due = now() >= stamp(e.day, e.time)
    if sandtable.vars.get("confederate_cavalry_released") then
      return er.confederate_off_map_cavalry.areas, due
    end
    if due then return { e.area }, true end
    return {}, false, ("6.733: the Confederate off-map cavalry is not released (%s)"):format(u.key)
  end
  return {}, false, ("6.711: %s is not waiting to enter"):format(u.key)
end

function M.due(u)
  local areas, _, why = entry_areas(u)
  if #areas == 0 then return nil, why end
  return areas
end

-- 6.722 A unit entering without a formation given (the off-map cavalry waits in its display
-- without one) enters in march formation: infantry in column, cavalry mounted, artillery
-- limbered (the formation _build.lua gives reinforcements).
local MARCH = { infantry = "column", cavalry = "mounted", artillery = "limbered", horse_artillery = "limbered" }
local function entry_formation(act, u)
  return act.formation or u.formation or MARCH[u.type]
end

-- 6.722 Infantry in column or line, cavalry mounted or dismounted, artillery limbered.
local FORMATIONS = {
  infantry = { column = true, line = true },
  cavalry = { mounted = true, line = true },
  artillery = { limbered = true },
  horse_artillery = { limbered = true },
}

local function move_class(u, formation)
  if U.is_leader(u) then return "leader" end
  if U.is_wagon(u) then return "wagon" end
  if formation == "unlimbered" or formation == "limbered" then return "limbered" end
  return formation or "line"
end

local function on_road(hex)
  for _, n in ipairs(sandtable.map.neighbors(hex)) do
    if sandtable.map.has_hexside(hex, n, "road") then return true end
  end
  return false
end

local function entered()
  local r = sandtable.vars.get("arrivals_entered")
  if type(r) ~= "table" or r.turn ~= sandtable.game.turn() or r.side ~= sandtable.game.active_side() then
    return { turn = sandtable.game.turn(), side = sandtable.game.active_side(), hexes = {} }
  end
  r.hexes = r.hexes or {}
  return r
end

-- 6.723 The first unit through a hex pays its terrain cost (a march formation entering on a
-- road pays the road's), the second twice that, the third three times …
function M.entry_cost(u, hex, formation)
  local class = move_class(u, formation or u.formation)
  local tec = U.chart("terrain_effects")
  local base
  local march = class == "column" or class == "mounted" or class == "limbered" or class == "leader" or class == "wagon"
  if march and on_road(hex) then
    base = tec.routes.road[class]
  else
    local row = tec.hexes[sandtable.map.terrain(hex)] or {}
    base = row[class]
  end
  if base == nil or base == "prohibited" then return nil end
  local n = (entered().hexes[hex] or 0) + 1
  return base * n, n
end

local function default_facing(hex)
  local all = sandtable.map.hexes()
  local mid = all[(#all + 1) // 2]
  return dirs.toward(hex, mid)
end

M.actions.enter = { rule = "6.711" }
function M.actions.enter.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  if not u then return false, ("6.711: there is no unit '%s'"):format(tostring(act.unit)) end
  if u.side ~= sandtable.game.active_side() then return false, ("6.711: %s belongs to the other side"):format(u.key) end
  local areas, _, why = entry_areas(u)
  if #areas == 0 then return false, why end
  if type(act.hex) ~= "string" or not sandtable.map.on_map(act.hex) then
    return false, ("6.721: '%s' is not a hex of this map"):format(tostring(act.hex))
  end
  local ok = false
  for _, a in ipairs(areas) do
    for _, h in ipairs(M.entry_hexes(u, a)) do if h == act.hex then ok = true end end
  end
  if not ok then
    if enemy_in(act.hex, u.side) then
      return false, ("6.51: %s holds an enemy unit"):format(act.hex)
    end
    if friend_in(act.hex, u) then
      return false, ("6.51: %s holds a friendly combat unit; %s would end its move stacked with it"):format(act.hex, u.key)
    end
    return false, ("6.721/6.724: %s enters through area %s (or, when enemy units hold part of it, the next edge hexes)"):format(u.key, table.concat(areas, " or "))
  end
  local f = entry_formation(act, u)
  local allowed = FORMATIONS[u.type]
  if allowed and not allowed[f or ""] then
    return false, ("6.722: %s may not enter in formation %s"):format(u.key, tostring(f))
  end
  if not allowed and act.formation then
    return false, ("6.722: %s has no formation"):format(u.key)
  end
  -- 12.424 Confederate cavalry may not mount.
  if f == "mounted" then
    local may, mwhy = M.may_mount(u)
    if not may then return false, mwhy end
  end
  if act.facing ~= nil then
    local good = false
    for _, d in ipairs(sandtable.map.directions()) do if d == act.facing then good = true end end
    if not good then return false, ("6.3: '%s' is not a direction"):format(tostring(act.facing)) end
  end
  local cost = M.entry_cost(u, act.hex, f)
  if not cost then return false, ("6.723: %s may not enter %s"):format(u.key, act.hex) end
  local allowance = sandtable.units.get(u.key).movement
  if U.is_combat(u) and FORMATIONS[u.type] then
    -- The allowance of the formation it enters in (u.movement off the map is its type's).
    local ma = U.chart("movement_allowance")
    if f == "mounted" then allowance = ma.cavalry_mounted end
  end
  if cost > allowance then
    return false, ("6.723: %s would pay %s MP to enter at %s, more than its allowance (%s)"):format(u.key, tostring(cost), act.hex, tostring(allowance))
  end
  return true
end

function M.actions.enter.resolve(act)
  local u = sandtable.units.get(act.unit)
  local from_box = u.location == "box"
  local f = entry_formation(act, u)
  local cost, n = M.entry_cost(u, act.hex, f)
  sandtable.units.move(u, act.hex, cost)
  if FORMATIONS[u.type] and f ~= u.formation then sandtable.units.set_formation(u, f) end
  if f == "line" or f == "mounted" then
    sandtable.units.set_facing(u, act.facing or default_facing(act.hex))
  else
    sandtable.units.set_facing(u, nil)
  end
  local r = entered()
  r.hexes[act.hex] = n
  sandtable.vars.set("arrivals_entered", r)
  local mv = require("movement")
  if mv.spend then mv.spend(u, cost) end
  sandtable.log.event("reinforcement_entered", ("6.711: %s enters at %s (%s, %s MP)"):format(u.key, act.hex, tostring(f or "-"), tostring(cost)),
    { unit = u.key, hex = act.hex, formation = f, cost = cost })
  -- 6.733 a) the Union off-map cavalry on the map releases the Confederate's.
  if from_box and u.side == "union" and not sandtable.vars.get("confederate_cavalry_released") then
    sandtable.vars.set("confederate_cavalry_released", true)
    sandtable.log.say("6.733 a: Union off-map cavalry has entered; the Confederate off-map cavalry is released")
  end
  -- 6.75 Longstreet's crossing.
  if u.key == "LONGSTREET" then
    local roll = U.d10("6.75 Longstreet's crossing")
    local bridge = charts.early_release.longstreet_crossing[roll]
    sandtable.vars.set("longstreet_crossing", bridge)
    sandtable.log.event("longstreet_crossing", ("6.75: Longstreet rolls %d: he must cross at %s"):format(roll, bridge),
      { roll = roll, bridge = bridge })
  end
end

function M.actions.enter.list(side)
  local out = {}
  side = side or sandtable.game.active_side()
  local waiting = sandtable.units.all{ side = side, location = "pending" }
  for _, u in ipairs(sandtable.units.all{ side = side, location = "box" }) do waiting[#waiting + 1] = u end
  for _, u in ipairs(waiting) do
    local areas = entry_areas(u)
    for _, a in ipairs(areas) do
      for _, h in ipairs(M.entry_hexes(u, a)) do
        local t = { kind = "enter", unit = u.key, hex = h }
        if M.actions.enter.can(t) == true then out[#out + 1] = t end
      end
    end
  end
  return out
end

-- 6.731 The Reserve Corps may delay two turns and enter at 1400 through F.
M.actions.delay_reserve = { rule = "6.731" }
local function reserve_waiting()
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = "union", location = "pending" }) do
    if is_reserve(u) then out[#out + 1] = u end
  end
  return out
end
function M.actions.delay_reserve.can(_act)
  if sandtable.game.active_side() ~= "union" then return false, "6.731: only the Union delays the Reserve Corps" end
  if sandtable.vars.get("reserve_delayed") then return false, "6.731: the Reserve Corps is already delayed" end
  local w = reserve_waiting()
  if #w == 0 then return false, "6.731: no Reserve Corps unit is waiting" end
  if first_turn_of(w) ~= sandtable.game.turn() then
    return false, "6.731: the Reserve Corps chooses to delay in its turn of arrival (1200 20th)"
  end
  local r = entered()
  for _ in pairs(r.hexes) do return false, "6.731: some reinforcements have already entered this turn" end
  return true
end
function M.actions.delay_reserve.resolve(_act)
  local d = charts.early_release.reserve_corps.delayed
  for _, u in ipairs(reserve_waiting()) do
    local a = u:prop("arrives")
    a.turn, a.area, a.day, a.time = a.turn + 2, d.area, d.day, d.time
    sandtable.units.set_prop(u, "arrives", a)
  end
  sandtable.vars.set("reserve_delayed", true)
  sandtable.log.event("reserve_delayed", "6.731: the Reserve Corps delays two turns and will enter at 1400 through F", {})
end
function M.actions.delay_reserve.list(_side)
  if M.actions.delay_reserve.can({}) == true then return { { kind = "delay_reserve" } } end
  return {}
end

-- 6.74 c) D. McCook's units withdraw through G (they re-enter with the Reserve Corps).
M.actions.withdraw = { rule = "6.74" }
function M.actions.withdraw.can(act)
  local u = act.unit and sandtable.units.get(act.unit)
  if not u or not u.on_map then return false, "6.74: no such unit on the map" end
  if u.side ~= sandtable.game.active_side() then return false, ("6.74: %s belongs to the other side"):format(u.key) end
  if not is_dmccook(u) then return false, ("6.74: only D. McCook's units withdraw (%s)"):format(u.key) end
  if not set_of(area_or_nil("G"))[u.hex] then return false, ("6.74 c: %s withdraws from a hex of area G"):format(u.key) end
  return true
end
local function withdraw(u, why)
  local r = u:prop("reenters")
  sandtable.units.remove(u, "pending", why)
  if r then
    sandtable.units.set_prop(u, "arrives", { turn = r.turn, area = r.area, day = r.day, time = r.time, note = "rule 6.731: re-enters with the Reserve Corps" })
  else
    sandtable.units.set_prop(u, "arrives", nil) -- not back within this scenario
  end
  sandtable.units.set_prop(u, "reenters", nil)
  sandtable.log.event("unit_withdrawn", ("%s: %s withdraws through G"):format(why, u.key), { unit = u.key })
end
function M.actions.withdraw.resolve(act)
  withdraw(sandtable.units.get(act.unit), "6.74 c")
end
function M.actions.withdraw.list(side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side or sandtable.game.active_side() }) do
    local t = { kind = "withdraw", unit = u.key }
    if is_dmccook(u) and M.actions.withdraw.can(t) == true then out[#out + 1] = t end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- 12.121 XXI Corps held near Lee and Gordon's Mill
---------------------------------------------------------------------------------------------
local XXI_DIVISIONS = { "1-XXI", "2-XXI", "3-XXI" }

local function xxi_active() return type(sandtable.vars.get("xxi_released")) == "table" end

local function xxi_released(div)
  for _, d in ipairs(sandtable.vars.get("xxi_released") or {}) do if d == div then return true end end
  return false
end

local function xxi_held(u)
  if u.side ~= "union" or not xxi_active() then return false end
  -- "The XXI Corps wagon is released along with the first division to be released."
  if U.is_wagon(u) and u.parent == "XXI" then return #(sandtable.vars.get("xxi_released") or {}) == 0 end
  local div = division_of(u)
  if not div or command_parent(div) ~= "XXI" then return false end
  return not xxi_released(div)
end

-- 12.121 "If Confederate movement has not begun releasing XXI Corps by the Confederate half of
-- the 1600 game turn, September 19th, XXI Corps may release one division per game turn
-- beginning with the Union half of the 1600 turn": from the Union player turn at 1600 on the
-- 19th (or any later one), the releases begin without a trigger.
local function xxi_time_release()
  if not xxi_active() or sandtable.vars.get("xxi_trigger_turn") then return end
  if sandtable.game.active_side() ~= "union" then return end
  local c = sandtable.game.clock()
  if c.day < 1 or (c.day == 1 and c.minute < 16 * 60) then return end
  sandtable.vars.set("xxi_trigger_turn", sandtable.game.turn())
  sandtable.log.say("12.121: no Confederate unit has released XXI Corps by 1600 on the 19th: its divisions are released one a turn from now")
end

M.actions.release_division = { rule = "12.121" }
function M.actions.release_division.can(act)
  if not xxi_active() then return false, "12.121: no XXI Corps division is held in this scenario" end
  if sandtable.game.active_side() ~= "union" then return false, "12.121: the Union releases its divisions" end
  local t = sandtable.vars.get("xxi_trigger_turn")
  if not t then return false, "12.121: no Confederate unit west of the creek has come within two hexes of the LaFayette Road" end
  if sandtable.vars.get("xxi_release_turn") == sandtable.game.turn() then return false, "12.121: one division a game turn" end
  if (type(act.division) ~= "string" or command_parent(act.division) ~= "XXI") then return false, ("12.121: '%s' is not a XXI Corps division"):format(tostring(act.division)) end
  if xxi_released(act.division) then return false, ("12.121: %s is already released"):format(act.division) end
  return true
end
local function release(div)
  local l = sandtable.vars.get("xxi_released") or {}
  l[#l + 1] = div
  sandtable.vars.set("xxi_released", l)
  sandtable.vars.set("xxi_release_turn", sandtable.game.turn())
  sandtable.log.event("division_released", ("12.121: %s is released"):format(div), { division = div })
end
function M.actions.release_division.resolve(act) release(act.division) end
function M.actions.release_division.list(_side)
  local out = {}
  for _, d in ipairs(XXI_DIVISIONS) do
    local t = { kind = "release_division", division = d }
    if M.actions.release_division.can(t) == true then out[#out + 1] = t end
  end
  return out
end

local function xxi_trigger()
  if not xxi_active() or sandtable.vars.get("xxi_trigger_turn") then return end
  local road = area_or_nil("LaFayette Road")
  if not road then return end
  local east = M.east_bank()
  for _, u in ipairs(U.enemy_combat_units("union")) do
    if not east[u.hex] then
      for _, h in ipairs(road) do
        if sandtable.map.distance(u.hex, h) <= 2 then
          sandtable.vars.set("xxi_trigger_turn", sandtable.game.turn())
          sandtable.log.say(("12.121: %s, west of the creek, is within two hexes of the LaFayette Road: XXI Corps divisions are released one a turn"):format(u.key))
          return
        end
      end
    end
  end
end

---------------------------------------------------------------------------------------------
-- Movement restrictions (movement.lua's extension point)
---------------------------------------------------------------------------------------------

-- 6.74 b) east of the LaFayette Road, west of Cloud's Creek, north of where they meet
-- (reconstructed: the road's westmost and the creek's eastmost hex in each row bound the
-- area, rows without either take the nearest row's; "south of the intersection" is below the
-- last row where the two named lines share a hex).
local function dmccook_box(hex)
  local road, creek = area_or_nil("LaFayette Road"), area_or_nil("Cloud's Creek")
  if not road or not creek then return true end
  local rmin, cmax, cross = {}, {}, 0
  local rs = set_of(road)
  for _, h in ipairs(road) do
    local c, r = col_row(h)
    if not rmin[r] or c < rmin[r] then rmin[r] = c end
  end
  for _, h in ipairs(creek) do
    local c, r = col_row(h)
    if not cmax[r] or c > cmax[r] then cmax[r] = c end
    if rs[h] and r > cross then cross = r end
  end
  local c, r = col_row(hex)
  if r > cross then return false end
  local function nearest(t)
    for d = 0, 60 do
      if t[r - d] then return t[r - d] end
      if t[r + d] then return t[r + d] end
    end
    return nil
  end
  local lo, hi = nearest(rmin), nearest(cmax)
  if lo and c < lo then return false end
  if hi and c > hi then return false end
  return true
end

-- 12.121 within seven hexes of Lee and Gordon's Mill and west of the creek.
local function xxi_box(hex)
  local mill = sandtable.map.place("Lee and Gordon's Mill")
  if not mill then return true end
  return sandtable.map.distance(mill, hex) <= 7 and not M.east_bank()[hex]
end

function M.may_move(u, path)
  -- 12.122 Wilder and Lilly hold (they may change facing and formation).
  if sandtable.vars.get("wilder_held") and (U.is_wilder(u) or u:prop("lilly")) then
    return false, ("12.122: %s may not move until Alexander's Bridge is destroyed or Wilder routs"):format(u.key)
  end
  -- 12.423 Polk neither moves nor commands until he rolls 1-2 (or 1600).
  if u.key == "POLK" and sandtable.vars.get("polk_started") == false then
    return false, "12.423: Polk has not started (roll 1 or 2 at the start of the Confederate turn)"
  end
  -- 6.75 Longstreet crosses the creek only at the bridge he rolled.
  local lc = u.key == "LONGSTREET" and sandtable.vars.get("longstreet_crossing")
  if lc and path and #path > 1 then
    local names = { ["Dyer's Bridge"] = "Dyer's Ford and Bridge" }
    local br
    for _, b in ipairs(require("works").bridges()) do
      if b.name == (names[lc] or lc) then br = b end
    end
    local east = M.east_bank()
    for i = 2, #path do
      local a, b = path[i - 1], path[i]
      if (east[a] == true) ~= (east[b] == true) then
        if not br or not ((br.a == a and br.b == b) or (br.a == b and br.b == a)) then
          return false, ("6.75: Longstreet must cross the creek at %s"):format(lc)
        end
      end
    end
  end
  local dm = is_dmccook(u) and not sandtable.vars.get("dmccook_free")
  local xh = xxi_held(u)
  if dm or xh then
    for _, h in ipairs(path or {}) do
      if dm and not dmccook_box(h) then
        return false, ("6.74 b: %s may not move east of Cloud's Creek, south of its meeting with the LaFayette Road, or west of the road (%s)"):format(u.key, h)
      end
      if xh and not xxi_box(h) then
        return false, ("12.121: %s is held within seven hexes of Lee and Gordon's Mill, west of the creek (%s)"):format(u.key, h)
      end
    end
  end
  return true
end

-- 12.424 Confederate cavalry may not mount.
function M.may_mount(u)
  if u.side == "confederate" and sandtable.vars.get("cavalry_may_mount") == false then
    return false, ("12.424: Confederate cavalry may not mount in this scenario (%s)"):format(u.key)
  end
  return true
end

---------------------------------------------------------------------------------------------
-- 6.731 early release of the Reserve Corps, 6.733 b) of the Confederate off-map cavalry,
-- 12.122 Wilder routed
---------------------------------------------------------------------------------------------
-- 6.731 a) "have crossed Dyer's bridge or Dyer's ford": movement.lua reports each step; a
-- Confederate combat unit stepping into Dyer's Mill (2806, the west end of both) from the east
-- bank has crossed, even if it moves on in the same move.
function M.note_step(u, from, to)
  if u.side ~= "confederate" or not U.is_combat(u) or sandtable.vars.get("dyer_crossed") then return end
  local dyer = sandtable.map.place("Dyer's Mill")
  if dyer and to == dyer and M.east_bank()[from] then sandtable.vars.set("dyer_crossed", u.key) end
end

-- 6.731 c) "Kelly's Creek south to the LaFayette road, thence north on the road to the
-- McFarland Gap road": the road's hexes between the two junctions (the hexes it shares with
-- each), in their column, are on the perimeter too.
local function road_leg(on)
  local road, a, b = area_or_nil("LaFayette Road"), set_of(area_or_nil("Kelly's Creek")), set_of(area_or_nil("McFarland Gap Road"))
  if not road then return end
  local ja, jb
  for _, h in ipairs(road) do
    if a[h] and not ja then ja = h end
    if b[h] and not jb then jb = h end
  end
  if not ja or not jb then return end
  local ca, ra = col_row(ja)
  local cb, rb = col_row(jb)
  if ca ~= cb then return end
  for _, h in ipairs(road) do
    local c, r = col_row(h)
    if c == ca and r > math.min(ra, rb) and r < math.max(ra, rb) then on[h] = true end
  end
end

local function check_releases()
  local side = sandtable.game.active_side()
  if side == "confederate" and not sandtable.vars.get("reserve_released") and #reserve_waiting() > 0 then
    local t = now()
    local dyer = sandtable.map.place("Dyer's Mill") -- reconstructed: the west end of Dyer's bridge and ford is 2806
    local c_rows = line_rows({ "Kelly's Creek", "McFarland Gap Road" })
    local d_rows = line_rows({ "Cloud's Creek", "McFarland Gap Road" })
    local c_on = set_of(area_or_nil("Kelly's Creek")); for h in pairs(set_of(area_or_nil("McFarland Gap Road"))) do c_on[h] = true end
    road_leg(c_on)
    local d_on = set_of(area_or_nil("Cloud's Creek")); for h in pairs(set_of(area_or_nil("McFarland Gap Road"))) do d_on[h] = true end
    for _, u in ipairs(U.enemy_combat_units("union")) do
      local why
      local crossed = sandtable.vars.get("dyer_crossed")
      if (dyer and u.hex == dyer) or crossed == u.key then why = "a) across Dyer's bridge or ford"
      elseif t < stamp(1, "08:00") and line_b(u.hex) then why = "b) onto or beyond the Brotherton - B. Brock - Dyer's Mill line"
      elseif t < stamp(2, "08:00") and c_rows and north_of(c_rows, u.hex, c_on) then why = "c) onto or across the Kelly's Creek - LaFayette Road - McFarland Gap Road perimeter"
      elseif t < stamp(2, "12:00") and d_rows and north_of(d_rows, u.hex, d_on) then why = "d) onto or across the Cloud's Creek - McFarland Gap Road perimeter"
      end
      if why then
        sandtable.vars.set("reserve_released", true)
        -- 6.74 d) before the 1000 Union player turn of the 19th D. McCook is freed too.
        if t <= stamp(1, "10:00") then sandtable.vars.set("dmccook_free", true) end
        sandtable.log.event("reserve_released", ("6.731 %s: %s; the Union Reserve Corps may enter through G"):format(why, u.key),
          { unit = u.key, why = why })
        break
      end
    end
  end
  -- 6.733 b) a Union unit across Chickamauga Creek releases the Confederate off-map cavalry.
  if side == "union" and not sandtable.vars.get("confederate_cavalry_released") and area_or_nil("A") then
    local east = M.east_bank()
    for _, u in ipairs(U.enemy_combat_units("confederate")) do
      if east[u.hex] then
        sandtable.vars.set("confederate_cavalry_released", true)
        sandtable.log.say(("6.733 b: %s has crossed Chickamauga Creek; the Confederate off-map cavalry is released"):format(u.key))
        break
      end
    end
  end
  -- 12.122 Wilder routed.
  if sandtable.vars.get("wilder_held") then
    for _, u in ipairs(sandtable.units.all{ side = "union", location = "any" }) do
      if U.is_wilder(u) and (u:has("routed") or u.eliminated) then
        sandtable.vars.set("wilder_held", false)
        sandtable.log.say("12.122: Wilder has routed; Wilder and Lilly move normally")
      end
    end
  end
  if side == "confederate" then xxi_trigger() end
end

---------------------------------------------------------------------------------------------
-- 7.712 Off-map cavalry skirmishing
---------------------------------------------------------------------------------------------
local BOXES = { union = "union_off_map_cavalry", confederate = "confederate_off_map_cavalry" }

local function box_units(side)
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = side, location = "box" }) do
    if u.box == BOXES[side] and not u.eliminated then out[#out + 1] = u end
  end
  return out
end

-- One unit's skirmish fire: dismounted (or unlimbered) at its longest range (7.712).
local function skirmish_fire(u)
  local re = U.chart("range_effects")
  local row = U.is_artillery(u) and (u.type == "horse_artillery" and re.horse_artillery or re.artillery) or re.cavalry
  local mult = row[#row]
  local fe = U.chart("formation_effects")
  local strength = math.max(fe.minimum or 1, math.floor(u.strength * mult))
  local col
  for i, c in ipairs(U.chart("combat_columns")) do
    if strength >= c[1] and strength <= c[2] then col = i end
  end
  local roll = U.d10(("7.712 off-map skirmish: %s"):format(u.key))
  local rows = charts.combat_rows
  local res = U.chart("combat_table")[col][roll - rows.min + 1]
  local hits = tonumber(res) or 0 -- "M" results are no effect
  return hits, roll, strength, res
end

-- Losses spread evenly: every unit loses one before any loses a second.
local function spread(units, n)
  local lost = {}
  while n > 0 do
    local any = false
    for _, u in ipairs(units) do
      if n > 0 and u.strength - (lost[u.key] or 0) > 0 then
        lost[u.key] = (lost[u.key] or 0) + 1
        n = n - 1
        any = true
      end
    end
    if not any then break end
  end
  for _, u in ipairs(units) do
    if lost[u.key] then U.lose(u, lost[u.key], "7.712 off-map skirmish") end
  end
end

local function skirmish()
  local c = sandtable.game.clock()
  local sk = charts.off_map_skirmish
  local when = set_of(sk.when)
  local days = {}
  for _, d in ipairs(sk.days) do days[d] = true end
  if not when[c.time] or not days[c.day] then return end
  local done = sandtable.vars.get("skirmish_done") or {}
  if done[tostring(c.day)] then return end
  local us, cs = box_units("union"), box_units("confederate")
  if #us == 0 or #cs == 0 then return end
  local total = { union = 0, confederate = 0 }
  for _, group in ipairs({ us, cs }) do
    for _, u in ipairs(group) do
      local hits = skirmish_fire(u)
      total[u.side] = total[u.side] + hits
    end
  end
  local to_cs = total.union // sk.divide_hits_by
  local to_us = total.confederate // sk.divide_hits_by
  spread(cs, to_cs)
  spread(us, to_us)
  done[tostring(c.day)] = true
  sandtable.vars.set("skirmish_done", done)
  sandtable.log.event("off_map_skirmish", ("7.712: off-map skirmish: Union hits %d, Confederate hits %d: Confederate lose %d, Union lose %d"):format(
    total.union, total.confederate, to_cs, to_us), { union_hits = total.union, confederate_hits = total.confederate, union_losses = to_us, confederate_losses = to_cs })
end

---------------------------------------------------------------------------------------------
-- 10.3 Straggler recovery
---------------------------------------------------------------------------------------------
local function recoverable(u)
  -- 10.32 never artillery, cavalry or mounted infantry (Wilder is cavalry, 6.82).
  return U.is_infantry(u) and not U.is_wilder(u) and u.on_map and not u.eliminated
end

local function stragglers(side)
  local vic = charts.victory.demoralization
  local dem = sandtable.vars.get("demoralized") or {}
  -- 10.31 a side demoralised stays so whatever the record shows after recovery.
  if U.casualties(side) >= (vic[side] or math.huge) and not dem[side] then
    dem[side] = true
    sandtable.vars.set("demoralized", dem)
  end
  local divisions = oob.keys(side, "division")
  local recovered_total = 0
  for _, div in ipairs(divisions) do
    local units = {}
    for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
      if u.parent == div and recoverable(u) and u.strength < u.max_strength then units[#units + 1] = u end
    end
    -- reconstructed: a division rolls when one of its brigades able to recover has lost points
    if #units > 0 then
      local roll = U.d10(("10.3 stragglers: %s"):format(div))
      local pts = U.chart("straggler_recovery")[roll] or 0
      local got = 0
      -- 10.3 "allocated to any brigade(s) of that division at the owning player's discretion":
      -- he places them one at a time (decision straggler_point; listed most depleted first, the
      -- computer's pick), never above full strength; the excess is lost
      local add = {}
      local total = pts
      while pts > 0 do
        local open = {}
        for _, u in ipairs(units) do
          local deficit = u.max_strength - u.strength - (add[u.key] or 0)
          if deficit > 0 then open[#open + 1] = { u = u, deficit = deficit } end
        end
        if #open == 0 then break end
        table.sort(open, function(a, b)
          if a.deficit ~= b.deficit then return a.deficit > b.deficit end
          return a.u.key < b.u.key
        end)
        local choices = {}
        for _, o in ipairs(open) do
          choices[#choices + 1] = { value = o.u.key, unit = o.u.key, hex = o.u.hex,
            label = ("%s (%d of %d)"):format(o.u.key, o.u.strength + (add[o.u.key] or 0), o.u.max_strength) }
        end
        local key = sandtable.decisions.choose({ side = side, kind = "straggler_point", rule = "10.3",
          prompt = ("%s recovers %d straggler point%s (10.3): point %d goes to which brigade?"):format(
            div, total, total > 1 and "s" or "", got + 1),
          choices = choices, context = { division = div } })
        add[key] = (add[key] or 0) + 1
        pts = pts - 1
        got = got + 1
      end
      for _, u in ipairs(units) do
        if add[u.key] then sandtable.units.set_strength(u, u.strength + add[u.key], "10.3 stragglers recovered") end
      end
      recovered_total = recovered_total + got
      sandtable.log.event("stragglers_recovered", ("10.3: %s rolls %d: %d strength points recovered"):format(div, roll, got),
        { division = div, roll = roll, points = got })
    end
  end
  if recovered_total > 0 then
    -- 10.31 reduce the Casualty Record, and with it the enemy's victory points for them (11.4)
    U.recover_casualties(side, recovered_total, "10.3 stragglers recovered")
  end
end

---------------------------------------------------------------------------------------------
-- Hooks
---------------------------------------------------------------------------------------------
function M.on_game_begin()
  -- 12.425 the Union adds 1 to its morale check die rolls on turn 1 (morale.lua reads it).
  if sandtable.vars.get("longstreet_first_turn") then sandtable.vars.set("union_morale_bonus_turn", 1) end
end

function M.on_turn_begin()
  skirmish()
end

local function longstreet_wing_allowance()
  if not sandtable.vars.get("longstreet_first_turn") or sandtable.game.turn() ~= 1 then return end
  local wings = sandtable.vars.get("wings") or {}
  local wing = set_of(wings.LONGSTREET)
  local command = require("command")
  local ma = charts.movement_allowance.longstreet_wing_first_turn
  for _, u in ipairs(sandtable.units.all{ side = "confederate", sort = "key" }) do
    if U.is_infantry(u) and wing[u.parent] and (not command.in_command or command.in_command(u)) then
      sandtable.units.set_prop(u, "movement", ma)
    end
  end
end

-- 12.423 Polk rolls "at the start of the Confederate player turn"; from 1600 he starts.
-- command.lua calls this as the command phase begins, before it fixes the turn's command
-- control, which depends on whether Polk has started (5.42).
function M.polk_roll(side)
  if side == "confederate" and sandtable.vars.get("polk_started") == false then
    local c = sandtable.game.clock()
    if stamp(0, c.time) >= stamp(0, "16:00") then
      sandtable.vars.set("polk_started", true)
      sandtable.log.say("12.423: it is 1600: Polk moves and commands normally")
    else
      local roll = U.d10("12.423 Polk starts")
      if roll <= 2 then
        sandtable.vars.set("polk_started", true)
        sandtable.log.say(("12.423: Polk rolls %d and starts"):format(roll))
      else
        sandtable.log.say(("12.423: Polk rolls %d and does not start"):format(roll))
      end
    end
  end
end

function M.on_phase_begin(phase)
  local side = sandtable.game.active_side()
  if phase == "command" then xxi_time_release() end
  if phase == "movement" then
    if side == "confederate" then longstreet_wing_allowance() end
    if sandtable.game.clock().time == "23:00" then stragglers(side) end
  end
end

function M.on_phase_end(phase)
  check_releases()
  local side = sandtable.game.active_side()
  if phase == "movement" and side == "confederate" and sandtable.vars.get("longstreet_first_turn") and sandtable.game.turn() == 1 then
    -- 12.425 the allowance of 12 is for turn 1 only.
    for _, u in ipairs(sandtable.units.all{ side = "confederate", sort = "key" }) do
      if u:prop("movement") == charts.movement_allowance.longstreet_wing_first_turn and U.is_infantry(u) then
        sandtable.units.set_prop(u, "movement", nil)
      end
    end
  end
  if phase == "movement" and side == "union" then
    -- 12.121 one division a game turn once triggered (reconstructed: in order of battle when
    -- the player names none).
    if xxi_active() and sandtable.vars.get("xxi_trigger_turn") and sandtable.vars.get("xxi_release_turn") ~= sandtable.game.turn() then
      for _, d in ipairs(XXI_DIVISIONS) do
        if not xxi_released(d) then release(d); break end
      end
    end
    -- 6.74 c) D. McCook's units still on the map at the end of the 1000 Union turn of the
    -- 19th leave (reconstructed: they go off the map whether or not they reached G).
    local c = sandtable.game.clock()
    if c.day == 1 and c.time == "10:00" and not sandtable.vars.get("dmccook_free") then
      for _, u in ipairs(sandtable.units.all{ side = "union", sort = "key" }) do
        if is_dmccook(u) and u.on_map then withdraw(u, "6.74 c") end
      end
    end
  end
end

-- 6.712 The movement phase does not end while a reinforcement due now has somewhere to enter.
function M.can_end(phase)
  if phase ~= "movement" then return true end
  local side = sandtable.game.active_side()
  local waiting = sandtable.units.all{ side = side, location = "pending", sort = "key" }
  for _, u in ipairs(sandtable.units.all{ side = side, location = "box" }) do waiting[#waiting + 1] = u end
  for _, u in ipairs(waiting) do
    local areas, must = entry_areas(u)
    if must then
      for _, a in ipairs(areas) do
        if #M.entry_hexes(u, a) > 0 then
          return false, ("6.712: %s must enter this turn (area %s)"):format(u.key, a)
        end
      end
    end
  end
  return true
end

M.phase_actions.movement = { "enter", "delay_reserve", "withdraw", "release_division" }

-- 10.3 which brigade each recovered straggler point goes to: the computer takes the first
-- listed, the most depleted.
M.decisions = {
  straggler_point = { rule = "10.3", bot = U.first_choice },
}

return M
