-- The referee (sandtable's `referee` hook): after each action, re-checks what it did against
-- the rulebook. It is written from the rules and the charts in force and shares no code with
-- fire.lua, melee.lua or movement.lua, which carry the actions out: where the two disagree,
-- one of them is wrong, and the finding says which rule. It reads the game and never changes
-- it.
--
-- What it checks:
--   fire     7.62 leaders never fire, and 5.321/6.93 are never fired at (only combat units
--            and wagons are targets); 7.31/6.41 no fire from march formation (column,
--            limbered), 7.662 nor by a routed unit; 7.34 each unit fires once a combat phase
--            and is fired at once; the range: the unit's line of the Range Effects chart,
--            7.42 at most three hexes for unlimbered artillery in defensive fire, 10.1 one hex
--            at night; the fire table's column for the points fired and its cell for the
--            modified roll (clamped to the table's rows), 7.3
--   withdrawal fire (6.93) the same target, range and table checks
--   charge   8.2 every charger adjacent to the charged unit
--   movement 6.12 unlimbered artillery never moves; 6.51 never into a hex of an enemy combat
--            unit; at the end of the movement phase at most one combat unit in a hex
--
-- Not checked here (carried out by fire.lua alone): the field of fire (7.38), the line of
-- sight (7.39), the orientation of fire (7.37) and the movement points spent (6.13).

local R = {}

local function get(key) return key and sandtable.units.get(key) end

local function is_combat(type) return type ~= "leader" and type ~= "wagon" end

-- The unit a fire or charge names: a key, or a hex (the enemy combat unit or wagon there).
local function target_of(check, x, side)
  if type(x) ~= "string" then return nil end
  if check.before[x] then return x end
  local keys = {}
  for k, u in pairs(check.before) do
    if u.hex == x and u.side ~= side and u.type ~= "leader" then keys[#keys + 1] = k end
  end
  table.sort(keys)
  return keys[1]
end

-- The longest range of `key` by the Range Effects chart in force: its line (wagon, artillery
-- by type, Wilder's own line, cavalry, infantry), 7.42 and 10.1.
local function max_range(key, b, phase)
  local re = sandtable.tables.get("range_effects")
  local u = get(key)
  local line
  if b.type == "wagon" then
    line = "wagon"
  elseif b.type == "artillery" or b.type == "horse_artillery" then
    line = b.type
  elseif b.type == "cavalry" then
    line = (u and u:prop("wilder") == true) and "wilder" or "cavalry"
  else
    line = "infantry"
  end
  local r = #(re[line] or {})
  if phase == "defensive_fire" and (b.type == "artillery" or b.type == "horse_artillery") then
    r = math.min(r, 3) -- 7.42
  end
  if sandtable.game.is_night() then r = math.min(r, 1) end -- 10.1
  return r
end

-- 7.3 The fire table's column for `points` and its result for the modified roll.
local function table_result(points, modified)
  local cols = sandtable.tables.get("combat_columns")
  local col = points < 1 and 1 or #cols
  for i, c in ipairs(cols) do
    if points >= c[1] and points <= c[2] then col = i end
  end
  local rows = sandtable.tables.get("combat_rows")
  local r = math.max(rows.min, math.min(rows.max, modified))
  return col, sandtable.tables.get("combat_table")[col][r - rows.min + 1]
end

local function check_resolution(e, out)
  local f = e.fields
  local t = get(f.target)
  if t and (t.type == "leader") then
    out[#out + 1] = ("5.321/6.93: %s (%s), a leader, was fired at"):format(f.target, tostring(f.why))
  end
  local col, res = table_result(tonumber(f.strength) or 0, tonumber(f.modified) or 0)
  if tonumber(f.column) ~= col then
    out[#out + 1] = ("7.3: %s points are column %d of the fire table; column %s was used"):format(tostring(f.strength), col, tostring(f.column))
  end
  if tostring(res) ~= tostring(f.result) then
    out[#out + 1] = ("7.3: column %d with a modified roll of %s is %s on the fire table; the result given is %s"):format(
      col, tostring(f.modified), tostring(res), tostring(f.result))
  end
  local roll = tonumber(f.roll)
  if not roll or roll < 1 or roll > 10 then out[#out + 1] = ("7.3: a roll of %s on the ten-sided die"):format(tostring(f.roll)) end
end

local function fired_before(check)
  local firers, targets = {}, {}
  for i = 1, #check.phase_actions - 1 do
    local a = check.phase_actions[i]
    if a.kind == "fire" then
      for _, k in ipairs(a.units or {}) do firers[k] = true end
      local t = target_of(check, a.target, nil)
      if t then targets[t] = true end
    end
  end
  return firers, targets
end

local function check_fire(check, out)
  local act, before = check.action, check.before
  local units = act.units or {}
  local side = check.side
  local target = target_of(check, act.target, side)
  local tb = target and before[target]
  local firers, targets = fired_before(check)
  if target and targets[target] then
    out[#out + 1] = ("7.34: %s was fired at a second time this phase"):format(target)
  end
  for _, k in ipairs(units) do
    local b = before[k]
    if not b or not b.hex then
      out[#out + 1] = ("7.3: %s, not on the map, fired"):format(tostring(k))
    else
      if b.type == "leader" then out[#out + 1] = ("7.62: %s, a leader, fired"):format(k) end
      if b.formation == "column" or b.formation == "limbered" then
        out[#out + 1] = ("6.41/7.31: %s fired in march formation (%s)"):format(k, b.formation)
      end
      for _, s in ipairs(b.status or {}) do
        if s == "routed" then out[#out + 1] = ("7.662: %s fired while routed"):format(k) end
      end
      if firers[k] then out[#out + 1] = ("7.34: %s fired a second time this phase"):format(k) end
      if tb and tb.hex then
        local d = sandtable.map.distance(b.hex, tb.hex)
        local r = max_range(k, b, check.phase)
        if d > r then
          out[#out + 1] = ("7.31/7.42/10.1: %s fired at %s %d hexes away; its range is %d"):format(k, target, d, r)
        end
      end
    end
  end
end

local function check_charge(check, out)
  local act, before = check.action, check.before
  local t = before[act.target or ""]
  if not t or not t.hex then return end
  for _, k in ipairs(act.units or {}) do
    local b = before[k]
    if b and b.hex and sandtable.map.distance(b.hex, t.hex) ~= 1 then
      out[#out + 1] = ("8.2: %s at %s charged %s at %s, not adjacent"):format(k, b.hex, act.target, t.hex)
    end
  end
end

local function check_moves(check, out)
  for _, e in ipairs(check.events) do
    if e.kind == "unit_moved" and e.phase == "movement" and check.action.kind ~= "decide" then
      local key = e.fields.unit
      local b = check.before[key]
      if b and (b.type == "artillery" or b.type == "horse_artillery") and b.formation == "unlimbered" then
        out[#out + 1] = ("6.12: %s moved %s → %s unlimbered"):format(key, e.fields.from, e.fields.to)
      end
      if b and is_combat(b.type) then
        for k, o in pairs(check.before) do
          if o.hex == e.fields.to and o.side ~= b.side and is_combat(o.type) then
            out[#out + 1] = ("6.51: %s entered %s, held by the enemy %s"):format(key, e.fields.to, k)
          end
        end
      end
    end
  end
end

-- 6.51 At the end of the movement phase, at most one combat unit in a hex.
local function check_stacking(check, out)
  local at = {}
  for k, u in pairs(check.before) do
    if u.hex and is_combat(u.type) then
      at[u.hex] = at[u.hex] or {}
      table.insert(at[u.hex], k)
    end
  end
  local hexes = {}
  for h, l in pairs(at) do
    if #l > 1 then hexes[#hexes + 1] = h end
  end
  table.sort(hexes)
  for _, h in ipairs(hexes) do
    table.sort(at[h])
    out[#out + 1] = ("6.51: %s ends the movement phase with %d combat units (%s)"):format(h, #at[h], table.concat(at[h], ", "))
  end
end

function R.check(check)
  local out = {}
  local kind = check.action.kind
  if kind == "fire" then check_fire(check, out) end
  if kind == "charge" then check_charge(check, out) end
  if kind == "end_phase" and check.phase == "movement" then check_stacking(check, out) end
  check_moves(check, out)
  for _, e in ipairs(check.events) do
    if e.kind == "fire_resolved" then check_resolution(e, out) end
  end
  return out
end

return R
