-- Shared helpers of the River of Death rules: what a unit is (combat unit, artillery, leader,
-- wagon), its strength side and morale level, facing, the die, losses and the Casualty
-- Record, and the per-turn artillery capabilities of 6.17. Every module requires this one; it
-- requires none of them.
--
-- Conventions every module follows (see README.md, "Module layout"):
-- - formations are the declared ones: infantry "line" or "column", cavalry "line"
--   (dismounted) or "mounted", artillery "unlimbered" or "limbered"; leaders and wagons none;
-- - statuses: "routed" (7.65), "digging" (6.623), "searching" (6.854), "destroying" (6.843),
--   "rebuilding" (6.844), "captured" (8.34), "fired" (fired this combat phase, 7.34),
--   "fired_at" (was fired at this combat phase, 7.34);
-- - every strength loss goes through U.lose, so the Casualty Record (11.1) is complete;
-- - every d10 goes through U.d10 with the purpose naming the rule.

local units = require("lib.units")

local U = {}

-- A chart by name (ruleset `tables`), so that a mod replacing a chart changes the rules.
function U.chart(name) return sandtable.tables.get(name) end

function U.is_leader(u) return u.type == "leader" end
function U.is_wagon(u) return u.type == "wagon" end
function U.is_artillery(u) return u.type == "artillery" or u.type == "horse_artillery" end
function U.is_cavalry(u) return u.type == "cavalry" end
function U.is_infantry(u) return u.type == "infantry" end
-- Combat units: brigades, cavalry and artillery (6.51 stacking counts one of these a hex).
-- Leaders and wagons are not (6.52, 6.812).
function U.is_combat(u) return not U.is_leader(u) and not U.is_wagon(u) end
function U.is_wilder(u) return u:prop("wilder") == true end
function U.routed(u) return u:has("routed") end

-- 6.41 March formation: infantry in column, limbered artillery, mounted cavalry.
function U.in_march(u)
  return u.formation == "column" or u.formation == "limbered" or u.formation == "mounted"
end

-- 6.34 Units without facing: routed, leaders, limbered artillery, infantry in column, units
-- digging trenches, wagons (every adjacent hex is frontal to them).
function U.has_facing(u)
  if U.is_leader(u) or U.is_wagon(u) or U.routed(u) or u:has("digging") then return false end
  if u.formation == "column" or u.formation == "limbered" then return false end
  return u.facing ~= nil
end

-- 7.21 A unit at half its printed strength or less shows its half-strength side. Artillery has
-- no half-strength side (7.62).
function U.half(u)
  if U.is_artillery(u) then return false end
  return u.strength * 2 <= u.max_strength
end

-- 7.62 Morale level: 7 full / 5 half (Wilder 9 / 7, 6.82); artillery keeps its full value.
function U.morale_level(u)
  local m = u:prop("morale") or { 7, 5 }
  if U.half(u) then return m[2] end
  return m[1]
end

function U.night() return sandtable.game.is_night() end

-- The ten-sided die (1-10), logged with its purpose ("7.31 fire: 1-2-XIV at 3-1-XX").
function U.d10(purpose) return sandtable.dice.roll(10, purpose) end

-- The side of the other player.
function U.enemy(side) return sandtable.game.enemy(side) end

-- The side acting now: the active side, or in a phase declared `side = "inactive"` the other.
function U.acting_side()
  local side = sandtable.game.active_side()
  if sandtable.game.phase() == "defensive_fire" then return U.enemy(side) end
  return side
end

-- The units (handles) on the map at `hex`, and the combat unit among them (6.51: at most one).
function U.combat_unit_at(hex)
  for _, u in ipairs(sandtable.units.at(hex)) do
    if U.is_combat(u) then return u end
  end
  return nil
end

-- Whether a Chickamauga Creek hexside lies between adjacent hexes `a` and `b`, bridges and
-- fords included (they are crossings of it: the banks are the two sides of the creek).
function U.creek_between(a, b)
  for _, k in ipairs(sandtable.map.hexside(a, b, true)) do
    if k == "creek" then return true end
  end
  return false
end

-- The enemy's combat units on the map, in id order (lib.units).
function U.enemy_combat_units(side) return units.on_map(U.enemy(side), U.is_combat) end

---------------------------------------------------------------------------------------------
-- 11.1 The Casualty Record: one point per strength point lost, one per star of each leader
-- eliminated, one per colonel. vars.casualties = { union = n, confederate = n } (the scenarios
-- start it per 12.14 etc.).
---------------------------------------------------------------------------------------------
-- `opts.leader`: the points are a lost leader's stars (11.1), not strength points, so 11.31a's
-- count of strength points eliminated on the 18th leaves them out.
function U.record_casualties(side, points, why, opts)
  if points <= 0 then return end
  local c = sandtable.vars.get("casualties") or { union = 0, confederate = 0 }
  c[side] = (c[side] or 0) + points
  sandtable.vars.set("casualties", c)
  sandtable.log.event("casualties", ("11.1 %s casualty record +%d (%s): %d"):format(side, points, why or "losses", c[side]),
    { side = side, points = points, total = c[side], why = why })
  -- 11.4 each point on a side's Casualty Record is a victory point for the enemy.
  sandtable.score.add_vp(U.enemy(side), points, "11.1 " .. side .. " casualties: " .. (why or "losses"))
  -- 11.31a counts the Union strength points eliminated on the 18th: the strength points of
  -- the record are also kept by day.
  if not (opts and opts.leader) then
    local by_day = sandtable.vars.get("casualties_by_day") or {}
    local day = tostring(sandtable.game.clock().day)
    by_day[side] = by_day[side] or {}
    by_day[side][day] = (by_day[side][day] or 0) + points
    sandtable.vars.set("casualties_by_day", by_day)
  end
  -- 11.2 an army whose record reaches 275 (Confederate) or 245 (Union) is demoralised for the
  -- rest of the game (10.31: recovered stragglers do not undo it).
  local threshold = U.chart("victory").demoralization[side]
  local d = sandtable.vars.get("demoralized") or {}
  if not d[side] and c[side] >= threshold then
    d[side] = true
    sandtable.vars.set("demoralized", d)
    local turns = sandtable.vars.get("demoralized_turn") or {}
    turns[side] = sandtable.game.turn()
    sandtable.vars.set("demoralized_turn", turns)
    sandtable.log.event("demoralization", ("11.2 the %s army is demoralised (casualty record %d)"):format(side, c[side]),
      { side = side, total = c[side] })
  end
end

-- 10.31 Recovered stragglers come off the Casualty Record (and off the enemy's points).
function U.recover_casualties(side, points, why)
  if points <= 0 then return end
  local c = sandtable.vars.get("casualties") or { union = 0, confederate = 0 }
  c[side] = math.max(0, (c[side] or 0) - points)
  sandtable.vars.set("casualties", c)
  sandtable.log.event("casualties", ("10.31 %s casualty record -%d (%s): %d"):format(side, points, why or "stragglers", c[side]),
    { side = side, points = -points, total = c[side], why = why })
  sandtable.score.add_vp(U.enemy(side), -points, "10.31 " .. side .. " stragglers recovered")
end

-- Whether a side's army is demoralised (11.2).
function U.demoralized(side)
  return (sandtable.vars.get("demoralized") or {})[side] == true
end

function U.casualties(side)
  local c = sandtable.vars.get("casualties") or {}
  return c[side] or 0
end

-- Takes `points` strength from a combat unit (7.21), eliminating it when its last point goes
-- (7.22), and records the casualties (11.1). Returns the points actually lost.
function U.lose(u, points, why)
  if points <= 0 or u.eliminated then return 0 end
  local lost = math.min(points, u.strength)
  sandtable.units.damage(u, lost, why)
  if U.is_wagon(u) then
    -- 11.34 a wagon is scored when eliminated (25 to the enemy), not on the Casualty Record
    -- (reconstructed: its strength of 1 is only its fire, 6.812).
    if u.eliminated then require("victory").wagon_eliminated(u) end
    return lost
  end
  U.record_casualties(u.side, lost, why)
  return lost
end

---------------------------------------------------------------------------------------------
-- 6.17 Artillery capabilities: move, limber, unlimber, fire; field artillery any two a game
-- turn, horse artillery any three. Recorded in the unit's prop `capabilities` as
-- { turn = n, used = { "move", ... } } and counted for the current game turn only.
---------------------------------------------------------------------------------------------
local function used_now(u)
  local c = u:prop("capabilities")
  if not c or c.turn ~= sandtable.game.turn() then return {} end
  return c.used or {}
end

-- Whether the artillery unit may use `cap` now ("move", "limber", "unlimber", "fire"):
-- a capability already used this turn may be used again (moving twice in one phase is one
-- "move"); a new one needs a free slot. Non-artillery units always may.
function U.may_use(u, cap)
  if not U.is_artillery(u) then return true end
  local used = used_now(u)
  for _, c in ipairs(used) do if c == cap then return true end end
  local limit = U.chart("artillery_capabilities")[u.type] or 2
  return #used < limit
end

function U.use(u, cap)
  if not U.is_artillery(u) then return end
  local used = used_now(u)
  for _, c in ipairs(used) do if c == cap then return end end
  used[#used + 1] = cap
  sandtable.units.set_prop(u, "capabilities", { turn = sandtable.game.turn(), used = used })
end

-- Sorted copy of a list of unit handles by key (deterministic order for rules that loop).
function U.by_key(list)
  local out = {}
  for i, u in ipairs(list) do out[i] = u end
  table.sort(out, function(a, b) return a.key < b.key end)
  return out
end

-- A computer player's answer where the rules list a decision's choices best first (rout
-- paths, 7.65) or the old fixed policy first (sandtable.decisions.choose).
function U.first_choice(d) return d.choices[1].value end

-- 6.13: steep-slope hexsides are prohibited to limbered guns (an entrenchment's negates the
-- slope, 6.69): a battery, which moves only limbered (6.12), can never leave a pocket walled in
-- by them; a rout (7.65, terrain ignored) may still end there. A pocket is one hex (the Vittetoe
-- house, 0422, on the generated map) or a few (0521-0522 beside it): the guns are penned when
-- no hex GUN_POCKET steps away could be reached from `hex` (the kernel's field of the limbered
-- class, in steps).
local GUN_POCKET = 3
function U.pens_guns(hex)
  local f = sandtable.move.field({ hex }, { class = "limbered", steps = true, limit = GUN_POCKET })
  for _, steps in pairs(f) do
    if steps >= GUN_POCKET then return false end
  end
  return true
end

return U
