-- The referee (sandtable's `referee` hook): after each action, re-checks what it did against
-- the rulebook. It is written from the rules (the standard rules' numbers, the terrain effects
-- chart, the Combat Results Table in force) and shares no code with movement.lua, combat.lua
-- or retreat.lua, which carry the actions out: where the two disagree, one of them is wrong,
-- and the finding says which rule. It reads the game and never changes it.
--
-- What it checks:
--   move    5.0 one move a phase, within six MP less what entering cost (15.0); 5.12 never
--           into an enemy hex; 5.13/6.3 not out of an enemy zone of control; 6.0 a move ends
--           on entering one; 10.2 none entered at night; 9.0 the MP charged are the cheapest
--           legal path's by the terrain chart (5.22 roads, 5.23 trails, 5.25 fords and
--           creeks); 18.22 nothing passes through the train; 18.21/18.23 the train on roads
--           and trails, through empty hexes, never into an enemy zone (18.11)
--   enter   15.0 not into an enemy hex; the k-th at a hex in a phase pays k MP
--   exit    16.1/16.2 from 0101 or 0111, not in an enemy zone of control, with an MP left
--   attack  7.0/7.6 the odds column from the strengths (rounded for the defender, 1-5 to 6-1),
--           7.9 or lower if announced; the result is the table's cell for the roll; 7.13 and
--           8.12 every attacker adjacent or, artillery, two or three hexes away; 7.22/8.2 the
--           attack strength is the attackers' total; 7.4 the defence lies between the
--           defenders' total (rough and forest-rough doubled, 9.0) and twice it
--   combat  7.71/7.75/7.8 every retreat, advance and displacement is one hex
--   the end of a phase: 5.32 at most two units in a hex; 18.21 the train alone

local R = {}

R.ALLOWANCE = 6 -- 5.0
-- 9.0 Terrain effects chart: the cost to enter a hex by its terrain.
R.TERRAIN = { clear = 1, forest = 3, rough = 3, forest_rough = 6 }

local function kinds(a, b)
  local k = {}
  for _, x in ipairs(sandtable.map.hexside(a, b)) do k[x] = true end
  return k
end

-- 5.25 A creek hexside may be crossed only at a bridge or ford; 6.6 the same for zones.
local function across_creek(k) return k.creek and not k.bridge and not k.ford end

-- 9.0 The cost of one step, or nil if prohibited.
local function step(a, b, roads_only)
  local t = R.TERRAIN[sandtable.map.terrain(b)]
  if not t then return nil end
  local k = kinds(a, b)
  if across_creek(k) then return nil end
  if roads_only and not (k.road or k.trail) then return nil end
  local c = t
  if k.road then
    c = 1 -- 5.22
  elseif k.trail then
    c = math.min(t, 2) -- 5.23
  end
  if k.ford then c = c + 1 end -- 5.25
  return c
end

local function night(turn)
  for _, n in ipairs(sandtable.vars.get("night_turns") or { 9 }) do
    if n == turn then return true end
  end
  return false
end

-- Where every unit stood before the action: hex -> sorted keys.
local function occupants(before)
  local at = {}
  for key, u in pairs(before) do
    if u.hex then
      at[u.hex] = at[u.hex] or {}
      table.insert(at[u.hex], key)
    end
  end
  for _, l in pairs(at) do table.sort(l) end
  return at
end

-- 6.1 Every combat unit exerts a zone of control into the six hexes around it (18.25 the
-- train none), 6.6 not across a creek hexside without a bridge or ford.
local function zone(before, side)
  local z = {}
  for _, u in pairs(before) do
    if u.hex and u.side ~= side and u.type ~= "train" then
      for _, n in ipairs(sandtable.map.neighbors(u.hex)) do
        if not across_creek(kinds(u.hex, n)) then z[n] = true end
      end
    end
  end
  return z
end

local function enemy_in(at, before, hex, side)
  for _, k in ipairs(at[hex] or {}) do
    if before[k].side ~= side then return true end
  end
  return false
end

-- The cheapest legal path's cost from `from` to `to` for unit `key`, or nil.
local function cheapest(check, key, from, to)
  local before, u = check.before, check.before[key]
  local at, z = occupants(before), zone(before, u.side)
  local train = u.type == "train"
  local no_zoc = train or night(check.turn) or R.has(u.status, "ineffective")
  local best, open = { [from] = 0 }, { from }
  while #open > 0 do
    table.sort(open, function(x, y)
      if best[x] ~= best[y] then return best[x] < best[y] end
      return x < y
    end)
    local h = table.remove(open, 1)
    if h == to then return best[h] end
    -- 6.0 entering an enemy zone of control ends the move
    if h == from or not z[h] then
      for _, n in ipairs(sandtable.map.neighbors(h)) do
        local c = step(h, n, train)
        local ok = c ~= nil and not enemy_in(at, before, n, u.side) -- 5.12
        if ok and no_zoc and z[n] then ok = false end -- 10.2, 18.11, 11.2
        if ok and train and at[n] then ok = false end -- 18.21
        if ok and not train then
          for _, k in ipairs(at[n] or {}) do
            if before[k].type == "train" and n ~= to then ok = false end -- 18.22
          end
        end
        if ok and best[h] + c <= R.ALLOWANCE and (best[n] == nil or best[h] + c < best[n]) then
          if best[n] == nil then open[#open + 1] = n end
          best[n] = best[h] + c
        end
      end
    end
  end
  return nil
end

function R.has(list, x)
  for _, v in ipairs(list or {}) do
    if v == x then return true end
  end
  return false
end

-- The events of `kind` about `key` in this phase, before this action's.
local function earlier(check, kind, key)
  local out, n = {}, #check.phase_events - #check.events
  for i = 1, n do
    local e = check.phase_events[i]
    if e.kind == kind and (key == nil or e.fields.unit == key) then out[#out + 1] = e end
  end
  return out
end

local function entry_spent(check, key)
  local spent = 0
  for _, e in ipairs(earlier(check, "unit_placed", key)) do spent = spent + (tonumber(e.fields.cost) or 0) end
  return spent
end

local function check_move(check, e, out)
  local key, from, to = e.fields.unit, e.fields.from, e.fields.to
  local u = check.before[key]
  if not u then return end
  local cost = tonumber(e.fields.cost)
  if #earlier(check, "unit_moved", key) > 0 then
    out[#out + 1] = ("5.0: %s moved a second time this phase"):format(key)
  end
  if u.side ~= check.side then out[#out + 1] = ("5.0: %s moved in the other side's phase"):format(key) end
  if zone(check.before, u.side)[from] then
    out[#out + 1] = ("5.13/6.3: %s left an enemy zone of control at %s by movement"):format(key, from)
  end
  local want = cheapest(check, key, from, to)
  local left = R.ALLOWANCE - entry_spent(check, key)
  if want == nil then
    out[#out + 1] = ("5.0/6.0/9.0: no legal path of six MP or less takes %s from %s to %s"):format(key, from, to)
  elseif cost ~= want then
    out[#out + 1] = ("9.0: %s was charged %s MP from %s to %s; the cheapest legal path costs %d"):format(
      key, tostring(e.fields.cost), from, to, want)
  end
  if want and want > left then
    out[#out + 1] = ("5.0/15.0: %s spent %d MP with %d left after entering"):format(key, want, left)
  end
end

local function check_enter(check, e, out)
  local key, hex = e.fields.unit, e.fields.to
  local at = occupants(check.before)
  if enemy_in(at, check.before, hex, check.side) then
    out[#out + 1] = ("15.0: %s entered %s, which holds an enemy unit"):format(key, hex)
  end
  local k = 1
  for _, p in ipairs(earlier(check, "unit_placed")) do
    if p.fields.to == hex then k = k + 1 end
  end
  if tonumber(e.fields.cost) ~= k then
    out[#out + 1] = ("15.0: %s, the reinforcement number %d at %s this phase, paid %s MP instead of %d"):format(
      key, k, hex, tostring(e.fields.cost), k)
  end
  if k > R.ALLOWANCE then out[#out + 1] = ("15.0/5.0: %s paid more than its allowance to enter"):format(key) end
end

local function check_exit(check, act, out)
  local u = check.before[act.unit]
  if not u then return end
  local exits = {}
  for _, h in ipairs(sandtable.map.area("exits")) do exits[h] = true end
  if not exits[u.hex] then out[#out + 1] = ("16.1: %s exited from %s, not an exit hex"):format(act.unit, tostring(u.hex)) end
  if zone(check.before, u.side)[u.hex] then
    out[#out + 1] = ("16.1/6.3: %s exited from an enemy zone of control"):format(act.unit)
  end
  local spent = entry_spent(check, act.unit)
  for _, m in ipairs(earlier(check, "unit_moved", act.unit)) do spent = spent + (tonumber(m.fields.cost) or 0) end
  if spent > R.ALLOWANCE - 1 then
    out[#out + 1] = ("16.2: %s exited with %d MP spent; exiting costs one more"):format(act.unit, spent)
  end
end

-- 7.0 The odds column of attack a to defence d: the highest column whose ratio a:d reaches
-- (rounded in the defender's favour); 7.6 below 1-5 is 1-5, above 6-1 is 6-1.
local function column(a, d)
  local cols = sandtable.tables.get("odds_columns")
  if d <= 0 then return #cols end
  local found = 1
  for i, c in ipairs(cols) do
    if a * c[2] >= d * c[1] then found = i end
  end
  return found
end

local function column_of(name)
  for i, c in ipairs(sandtable.tables.get("odds_columns")) do
    if (c[1] .. "-" .. c[2]) == name then return i end
  end
  return nil
end

local function check_attack(check, e, out)
  local f, act, before = e.fields, check.action, check.before
  local targets = f.targets or {}
  local at = occupants(before)
  local roll = tonumber(f.roll)
  if not roll or roll < 1 or roll > 6 then out[#out + 1] = ("7.6: a roll of %s on one die"):format(tostring(f.roll)) end
  -- 7.13/8.12 the attackers and their strength
  local total = 0
  for _, k in ipairs(act.attackers or {}) do
    local a = before[k]
    if not a or not a.hex then
      out[#out + 1] = ("7.13: attacker %s was not on the map"):format(tostring(k))
    else
      total = total + a.strength
      if a.side ~= check.side then out[#out + 1] = ("7.13: %s attacked in the other side's phase"):format(k) end
      local near = false
      for _, t in ipairs(targets) do
        local d = sandtable.map.distance(a.hex, t)
        if d == 1 or (a.type == "artillery" and d >= 2 and d <= 3) then near = true end
      end
      if not near then out[#out + 1] = ("7.13/8.12: %s at %s is neither adjacent to nor in range of %s"):format(k, a.hex, table.concat(targets, "+")) end
    end
  end
  if tonumber(f.attack) ~= total then
    out[#out + 1] = ("7.22/8.2: the attack strength is %s; the attackers total %d"):format(tostring(f.attack), total)
  end
  -- 7.4/7.74/9.0 the defence: the defenders that have not retreated this phase, doubled in
  -- rough and forest-rough; other doublings (bridges, fords, bombardment across water) at
  -- most double the rest.
  -- (A defender that moved earlier in the phase retreated, or advanced after its defence,
  -- 7.75: the bounds leave it out of the lower and keep it in the upper.)
  local moved = {}
  for _, m in ipairs(earlier(check, "unit_moved")) do moved[m.fields.unit] = true end
  local low, high = 0, 0
  for _, t in ipairs(targets) do
    local stayed, all = 0, 0
    for _, k in ipairs(at[t] or {}) do
      if before[k].side ~= check.side then
        all = all + before[k].strength
        if not moved[k] then stayed = stayed + before[k].strength end
      end
    end
    local terrain = sandtable.map.terrain(t)
    local forced = terrain == "rough" or terrain == "forest_rough"
    low = low + (forced and 2 * stayed or stayed)
    high = high + 2 * all
  end
  local d = tonumber(f.defence) or -1
  if d < low or d > high then
    out[#out + 1] = ("7.4/9.0: the defence is %s; the defenders give %d to %d"):format(tostring(f.defence), low, high)
  end
  -- 7.0/7.6/7.9 the column, and the table's result for it
  local col = column(tonumber(f.attack) or 0, d)
  local used = column_of(f.odds)
  if not used then
    out[#out + 1] = ("7.6: '%s' is not an odds column"):format(tostring(f.odds))
    return
  end
  if act.odds ~= nil then
    if used ~= column_of(act.odds) or used > col then
      out[#out + 1] = ("7.9: resolved at %s; announced %s with the odds at %d:%d"):format(f.odds, tostring(act.odds), f.attack, d)
    end
  elseif used ~= col then
    out[#out + 1] = ("7.0/7.6: %d to %d is column %d, resolved at %s"):format(f.attack, d, col, f.odds)
  end
  local row = roll and sandtable.tables.get("crt")[roll]
  if row and row[used] ~= f.result then
    out[#out + 1] = ("7.6: %s rolling %d is %s on the table; the result given is %s"):format(f.odds, roll, tostring(row[used]), tostring(f.result))
  end
end

-- 5.32 / 7.73 at most two units of a side in a hex, 18.21 the train alone.
local function check_stacks(check, side, out)
  local at = occupants(check.before)
  local hexes = {}
  for h in pairs(at) do hexes[#hexes + 1] = h end
  table.sort(hexes)
  for _, h in ipairs(hexes) do
    local mine, train = {}, false
    for _, k in ipairs(at[h]) do
      if check.before[k].side == side then
        mine[#mine + 1] = k
        if check.before[k].type == "train" then train = true end
      end
    end
    if #mine > 2 then
      out[#out + 1] = ("5.32: %s ends the %s phase with %d units (%s)"):format(h, check.phase, #mine, table.concat(mine, ", "))
    elseif train and #mine > 1 then
      out[#out + 1] = ("18.21: the train ends the %s phase stacked at %s (%s)"):format(check.phase, h, table.concat(mine, ", "))
    end
  end
end

function R.check(check)
  local out = {}
  local act = check.action
  if act.kind == "end_phase" then
    if check.phase == "movement" then check_stacks(check, check.side, out) end
    if check.phase == "combat" then
      for _, s in ipairs({ "union", "confederate" }) do check_stacks(check, s, out) end
    end
  end
  if act.kind == "exit" then check_exit(check, act, out) end
  for _, e in ipairs(check.events) do
    if e.phase == check.phase then
      if e.kind == "unit_moved" and check.phase == "movement" and act.kind == "move" then
        check_move(check, e, out)
      elseif e.kind == "unit_moved" and check.phase == "combat" then
        if sandtable.map.distance(e.fields.from, e.fields.to) ~= 1 then
          out[#out + 1] = ("7.71/7.75/7.8: %s went %s → %s, more than one hex"):format(e.fields.unit, e.fields.from, e.fields.to)
        end
      elseif e.kind == "unit_placed" and act.kind == "enter" then
        check_enter(check, e, out)
      elseif e.kind == "combat_resolved" then
        check_attack(check, e, out)
      end
    end
  end
  return out
end

return R
