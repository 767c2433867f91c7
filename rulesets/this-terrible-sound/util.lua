-- Shared conventions of the This Terrible Sound rules. Every module requires this one; it
-- requires no module at load time (command.echelon is reached lazily by U.rating). README.md "Module
-- layout" is the contract; the conventions:
--
-- Unit kinds (ruleset unit types): "infantry", "mounted_infantry" (2.4 Wilder), "cavalry",
--   "artillery", "leader", "hq", "supply", "ammo_train". Combat units are the first four.
-- Formations: infantry "line" | "column"; cavalry and mounted infantry "line" (dismounted)
--   | "mounted"; artillery "unlimbered" | "limbered"; others none.
-- Morale state: at most one of the statuses "bloodlust", "shaken", "disorganized", "routed";
--   none = normal. Read and write it only with U.morale_state / U.set_morale_state.
-- Other statuses: "low_ammo", "breastworks" (in a completed breastwork, see movement.lua),
--   "building" (constructing breastworks, 4.3b), "fired" (fired this phase), "fired_at"
--   (target of small-arms fire this turn: feeds 4.1 stoppage), "wrecked" (regiment wrecked),
--   "stopped" (division-level marker is in vars, see orders.lua), "exited".
-- Unit props read by every module: full (printed strength), morale_grade ("A".."E"),
--   weapon ("normal" | "plus" | "shotgun"), gun (charts.gun_types key), escort (HQ key, 4.2),
--   stragglers (recoverable SP now off the counter), killed (permanent SP lost),
--   rating (leaders), anti_initiative (leaders, 3.2), replacement (leaders).
-- Losses: every strength loss goes through U.lose (permanent) or U.straggle (recoverable),
--   so the loss track (5.2), wrecks (5.4) and straggler recovery stay consistent.
-- Dice: U.d6 / U.roll2d6 / U.d66 with a purpose naming the rule ("S.5.2 fire: 17 Ohio").

local units = require("lib.units")

local U = {}

-- performance: sandtable.tables.get deep-copies the declared table on every call (the
-- terrain-effects chart once a hex of every movement check); the copy is kept per name for
-- the life of this Lua state (a ruleset or table edit reloads the ruleset into a fresh state,
-- so it never goes stale). No module writes into a chart it reads, so sharing one copy
-- changes no outcome.
local CHARTS = {}
function U.chart(name)
  local t = CHARTS[name]
  if t == nil then
    t = sandtable.tables.get(name)
    CHARTS[name] = t
  end
  return t
end

---------------------------------------------------------------------------------------------
-- Kinds
---------------------------------------------------------------------------------------------
function U.is_leader(u) return u.type == "leader" end
function U.is_hq(u) return u.type == "hq" end
function U.is_wagon(u) return u.type == "supply" or u.type == "ammo_train" end
function U.is_artillery(u) return u.type == "artillery" end
function U.is_cavalry(u) return u.type == "cavalry" end
function U.is_mounted_infantry(u) return u.type == "mounted_infantry" end
function U.is_infantry(u) return u.type == "infantry" end
function U.is_combat(u)
  return U.is_infantry(u) or U.is_cavalry(u) or U.is_mounted_infantry(u) or U.is_artillery(u)
end
-- A unit that fights on foot now (infantry, dismounted cavalry or mounted infantry).
function U.on_foot(u)
  return U.is_infantry(u) or ((U.is_cavalry(u) or U.is_mounted_infantry(u)) and u.formation ~= "mounted")
end
function U.is_mounted(u) return u.formation == "mounted" end
function U.is_escort(u) return u:prop("escort") ~= nil end
-- 6.0/2.4 Wilder's brigade (and the Pioneers who function like it, 2.7e).
function U.is_wilder(u) return u.parent == "Wilder" or u:prop("wilder") == true end
function U.in_march(u) return u.formation == "column" or u.formation == "limbered" or u.formation == "mounted" end

---------------------------------------------------------------------------------------------
-- Morale state (charts.morale_states: bloodlust, normal, shaken, disorganized, routed)
---------------------------------------------------------------------------------------------
local STATES = { "bloodlust", "shaken", "disorganized", "routed" }
local RANK = { bloodlust = 0, normal = 1, shaken = 2, disorganized = 3, routed = 4 }

function U.morale_state(u)
  for _, s in ipairs(STATES) do if u:has(s) then return s end end
  return "normal"
end

function U.set_morale_state(u, state, why)
  for _, s in ipairs(STATES) do
    if s ~= state and u:has(s) then sandtable.units.set_status(u, s, false) end
  end
  if state ~= "normal" and not u:has(state) then sandtable.units.set_status(u, state, true) end
  sandtable.log.event("morale", ("%s: %s (%s)"):format(u.key, state, why or ""), { unit = u.key, state = state, why = why })
end

-- Rank of a state: lower is better (bloodlust 0 ... routed 4).
function U.state_rank(state) return RANK[state] end
-- "Shaken or better" (seed 4.3a, 4.3b, 4.5a/b).
function U.shaken_or_better(u) return RANK[U.morale_state(u)] <= RANK.shaken end
function U.routed(u) return u:has("routed") end

function U.morale_grade(u)
  local g = u:prop("morale_grade")
  if g then return g end
  local d = U.chart("default_morale_grade")
  if U.is_escort(u) then return d.escort end
  return d[u.type] or "C"
end

---------------------------------------------------------------------------------------------
-- Leaders
---------------------------------------------------------------------------------------------
-- The leader's rating (charts.default_leader_rating by echelon unless props.rating).
-- `kind` "initiative" or "acceptance_from_army" adds the 3.2 anti-initiative modifier
-- unless 3.7e / 3.7c or a scenario ignores them (orders.lua decides via U.anti_initiative).
function U.rating(leader, kind)
  local r = leader:prop("rating")
  if r == nil then
    local d = U.chart("default_leader_rating")
    if leader:prop("replacement") then r = d.replacement else r = d[leader:prop("echelon") or require("command").echelon(leader) or "brigade"] or 2 end
  end
  if kind == "initiative" or kind == "acceptance_from_army" then r = r + U.anti_initiative(leader) end
  local override = leader:prop("rating_override") -- 4.4 Whitaker drunk (-3), Cheatham drunk (repl side)
  if override and (kind == "morale" or override.all) then r = override.value end
  return r
end

-- 3.2 anti-initiative modifier (0 when ignored: option 3.7e, 3.7c, or vars.ignore_anti_initiative).
function U.anti_initiative(leader)
  if sandtable.vars.get("ignore_anti_initiative") then return 0 end
  local opt = require("options").on -- undeclared options read false (options.lua)
  if opt("well_oiled_machine") or opt("change_in_command") then return 0 end -- 3.7e, 3.7c
  return leader:prop("anti_initiative") or 0
end

---------------------------------------------------------------------------------------------
-- Time, dice, sides
---------------------------------------------------------------------------------------------
function U.night() return sandtable.game.is_night() end
function U.clock() return sandtable.game.clock() end
-- "HH:MM" of the current turn.
function U.time()
  local c = sandtable.game.clock()
  return ("%02d:%02d"):format(c.minute // 60, c.minute % 60)
end
function U.on_the_hour() return sandtable.game.clock().minute % 60 == 0 end

function U.d6(purpose) return sandtable.dice.roll(6, purpose) end
-- `seen` = { side = "union" } for a roll only that side sees (a secret rule's roll).
function U.roll2d6(purpose, seen)
  local a = sandtable.dice.roll(6, purpose, seen)
  local b = sandtable.dice.roll(6, purpose, seen)
  return a + b, a, b
end
-- Two dice read as tens and units (11-66), as the seed's Leader Tables and the delay chart.
function U.d66(purpose, seen)
  local a = sandtable.dice.roll(6, purpose, seen)
  local b = sandtable.dice.roll(6, purpose, seen)
  return a * 10 + b
end

function U.enemy(side) return sandtable.game.enemy(side) end
-- The side acting now: the phasing side, or in a phase declared side = "inactive" the other.
function U.acting_side()
  local side = sandtable.game.active_side()
  local ph = sandtable.game.phase()
  if ph == "defensive_fire" or ph == "enemy_order" or ph == "set_up_other" then return U.enemy(side) end
  return side
end

-- A string that changes whenever the command structure changes: the vars that command.lua's
-- parent_of reads (attachments, detachments, wings, dissolved wings, third wings). Modules
-- key their per-structure caches on it (performance on the full order of battle).
local function ser(v, out)
  local t = type(v)
  if t ~= "table" then out[#out + 1] = tostring(v) return end
  local ks = {}
  for k in pairs(v) do ks[#ks + 1] = k end
  table.sort(ks, function(a, b) return tostring(a) < tostring(b) end)
  out[#out + 1] = "{"
  for _, k in ipairs(ks) do
    out[#out + 1] = tostring(k) .. "="
    ser(v[k], out)
    out[#out + 1] = ","
  end
  out[#out + 1] = "}"
end

function U.structure_signature()
  local out = {}
  for _, name in ipairs({ "attachments", "detached", "wings", "wings_dissolved", "extra_wings" }) do
    out[#out + 1] = name .. ":"
    ser(sandtable.vars.get(name), out)
  end
  return table.concat(out)
end

-- A copy of the list sorted by unit key. Each key is read from its unit handle once (a
-- comparator reading `a.key < b.key` would call into the kernel twice per comparison: ~17 % of
-- a large game's time); keys are unique, so the order is the same.
function U.by_key(list)
  local keyed = {}
  for i, u in ipairs(list) do keyed[i] = { u.key, u } end
  table.sort(keyed, function(a, b) return a[1] < b[1] end)
  local out = {}
  for i, e in ipairs(keyed) do out[i] = e[2] end
  return out
end

function U.combat_units_at(hex)
  local out = {}
  for _, u in ipairs(sandtable.units.at(hex)) do if U.is_combat(u) then out[#out + 1] = u end end
  return out
end

-- The enemy's combat units on the map, in id order (lib.units).
function U.enemy_combat_units(side) return units.on_map(U.enemy(side), U.is_combat) end

-- Strength points in a hex for stacking (charts.stacking): combat units only.
function U.stack_sp(hex)
  local n = 0
  for _, u in ipairs(U.combat_units_at(hex)) do n = n + u.strength end
  return n
end

---------------------------------------------------------------------------------------------
-- Losses (5.2 loss track: permanent losses only; 5.4 wrecks count stragglers too)
---------------------------------------------------------------------------------------------
-- vars.losses = { union = n, confederate = n } permanent SP lost (scenario previous losses
-- are added by victory.lua at game begin).
local function add_loss(side, n)
  local l = sandtable.vars.get("losses") or { union = 0, confederate = 0 }
  l[side] = (l[side] or 0) + n
  sandtable.vars.set("losses", l)
end

-- Permanent loss of `points` SP (killed, wounded, captured). Returns the SP lost.
function U.lose(u, points, why)
  if points <= 0 or u.eliminated then return 0 end
  local lost = math.min(points, u.strength)
  sandtable.units.damage(u, lost, why)
  sandtable.units.set_prop(u, "killed", (u:prop("killed") or 0) + lost)
  add_loss(u.side, lost)
  sandtable.log.event("loss", ("%s loses %d (%s)"):format(u.key, lost, why or ""), { unit = u.key, side = u.side, points = lost, why = why })
  U.check_wreck(u, why)
  return lost
end

-- Recoverable straggler loss: off the counter, onto props.stragglers (4.2 escorts: permanent).
function U.straggle(u, points, why)
  if points <= 0 or u.eliminated then return 0 end
  if U.is_escort(u) then return U.lose(u, points, (why or "") .. " (4.2: escort stragglers are gone forever)") end
  local lost = math.min(points, u.strength)
  sandtable.units.set_prop(u, "stragglers", (u:prop("stragglers") or 0) + lost)
  sandtable.units.damage(u, lost, why)
  sandtable.log.event("stragglers", ("%s: %d stragglers (%s)"):format(u.key, lost, why or ""), { unit = u.key, points = lost, why = why })
  U.check_wreck(u, why)
  return lost
end

-- Straggler recovery: `points` SP back from props.stragglers (morale.lua decides when).
function U.recover(u, points, why)
  local s = u:prop("stragglers") or 0
  local n = math.min(points, s)
  if n <= 0 then return 0 end
  sandtable.units.set_prop(u, "stragglers", s - n)
  sandtable.units.set_strength(u, u.strength + n, why)
  U.check_wreck(u, why)
  return n
end

-- A regiment's losses for wreck purposes: everything below its printed full strength.
function U.wreck_losses(u)
  local full = u:prop("full") or u.max_strength
  return full - u.strength
end

-- The SP regiment `u` may still lose before it is wrecked (charts.wreck), or nil for guns and
-- for a regiment already wrecked.
function U.losses_to_wreck(u)
  if not U.is_combat(u) or U.is_artillery(u) or u:has("wrecked") then return nil end
  local full = u:prop("full") or u.max_strength
  return math.max(0, full * U.chart("wreck").regiment_loss_fraction - U.wreck_losses(u))
end

-- charts.wreck: wrecked at losses >= half the full strength (stragglers count). Sets or
-- clears the "wrecked" status; brigade/division wrecks are computed by morale.lua
-- (morale.brigade_wrecked / division_wrecked), which victory.lua reads.
function U.check_wreck(u, why)
  if not U.is_combat(u) or U.is_artillery(u) then return end
  local full = u:prop("full") or u.max_strength
  local w = U.wreck_losses(u) >= full * U.chart("wreck").regiment_loss_fraction
  if w ~= u:has("wrecked") then
    sandtable.units.set_status(u, "wrecked", w)
    sandtable.log.event("wreck", ("%s %s (%s)"):format(u.key, w and "wrecked" or "no longer wrecked", why or ""), { unit = u.key, wrecked = w })
  end
end

-- The command chain of a unit: its parent command key (props.parent) as the oob builds it.
function U.parent(u) return u.parent end

return U
