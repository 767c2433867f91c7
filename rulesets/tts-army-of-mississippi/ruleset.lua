-- tts-army-of-mississippi: This Terrible Sound with variant 3.7b, Full Confederate Effort —
-- the Army of Mississippi, and rule 3.3c, the third wing it brings. A mod (docs/modding.md):
-- it extends this-terrible-sound without copying or editing it.
--
-- What it adds, and where:
--   the troops     rulesets/this-terrible-sound/oob_optional.lua holds the Army of Mississippi's
--                  order of battle (Hardee's command, the HQ and supply, Loring's, French's and
--                  Stevenson's divisions, reconstructed and marked; the Third Wing HQ of 3.3c);
--                  the units are in every scenario of 6.4-6.12 that reaches 8:00 a.m. on the 20th
--                  as pending arrivals (options.add_optional_troops, called by each set-up)
--   the option     `army_of_mississippi`: which divisions the Confederate player takes
--   the arrival    the option's declared hex, date and time (options.lua turns them into a turn)
--   the VP         the option's declared VP per division, to the Union (options.on_game_begin
--                  puts them in vars.variant_vp, which victory.lua counts)
--   the wing rule  3.3c: the action `form_third_wing` (this file): Bragg's create-wings order to
--                  the third wing's commander, sent and rolled for acceptance by orders.lua
--                  (orders.send_wing_order, vars.extra_wings); on acceptance command.add_wing
--                  creates the wing, takes its divisions from the other two and removes the
--                  commander's corps HQ (3.3b)
--   5.4 / 5.2      the wrecked-formation row "A Miss, 5 of 9 brigades, 7 VP" is in the base's
--                  charts (victory.lua reads it when the A Miss command is in the scenario);
--                  the loss-table shift when all Confederate optionals are in play is the base's
--                  victory.lua reading vars.all_optionals, which counts this variant only when
--                  all three divisions are taken.

local options = require("options")
local U = require("util")
local oob = require("lib.oob")
local tables = require("lib.tables")

local DIVISIONS = { "F/Miss", "L/Miss", "S/Miss" }
-- The variant's numbers, declared once with the option (its `values`): the Union's VP for each
-- division (seed 3.7b), the arrival (seed 3.7b: 8:00 a.m. on the 20th) and its hex,
-- reconstructed: the seed gives none; the railroad road by which Gist's brigade (also from
-- Mississippi) and Longstreet enter (Confederate Reinforcement Schedule). The texts quote them.
local VALUES = { ["F/Miss"] = 3, ["L/Miss"] = 5, ["S/Miss"] = 3, hex = "E5.35", date = 20, time = "08:00" }

-- 3.7b The variant: the units it adds, when and where they arrive (the option's values), the
-- Union's VP.
local groups = {
  { units = { "Hardee", "A Miss HQ", "A Miss Supply", "Third Wing HQ" }, at = true },
}
for _, d in ipairs(DIVISIONS) do
  groups[#groups + 1] = { units = { { org = d } }, part = d, at = true }
end
options.add_variant{
  option = "army_of_mississippi", rule = "3.7b", side = "confederate", name = "The Army of Mississippi", troops = true,
  vp = function(v)
    local vp, n = options.values_of("army_of_mississippi"), 0
    for _, d in ipairs(DIVISIONS) do if options.includes(v, d) then n = n + vp[d] end end
    return n
  end,
  groups = groups,
}

-- 3.3c The third wing ------------------------------------------------------------------------

local function vars_wings() return sandtable.vars.get("wings") or {} end

-- The Confederate infantry divisions in play: a division with an infantry regiment on the map.
local function infantry_divisions()
  local set = {}
  for _, u in ipairs(sandtable.units.all{ side = "confederate" }) do
    if U.is_infantry(u) and not U.is_escort(u) then
      -- the order of battle's division (attachments, 3.7i coastal brigades, make none)
      local d = oob.above(u.parent, "division")
      if d then set[d] = true end
    end
  end
  return tables.sorted_keys(set)
end

-- The existing wings (3.3): key -> divisions (a copy), and their keys in order.
local function current_wings()
  local w = vars_wings()
  local gone = sandtable.vars.get("wings_dissolved") or {}
  local keys = {}
  if w.active == false then return {}, keys end
  for k, v in pairs(w) do
    if type(v) == "table" and not v.dissolved and not gone[k] then keys[#keys + 1] = k end
  end
  table.sort(keys)
  local out = {}
  for _, k in ipairs(keys) do
    local d = {}
    for _, x in ipairs(w[k].divisions or w[k].commands or {}) do d[#d + 1] = x end
    out[k] = d
  end
  return out, keys
end

-- 3.3c: Hardee, unless he is not in play; then Hill; then the senior corps commander.
local function third_wing_commander()
  for _, k in ipairs({ "Hardee", "Hill" }) do
    local u = sandtable.units.get(k)
    if u and u.location == "map" then return u end
  end
  return (tables.min_by(sandtable.units.all{ side = "confederate", type = "leader", sort = "key" }, function(u)
    if u.leader and oob.echelon(u.leader.commands) == "corps" and not u:prop("replacement") then
      return u:prop("seniority") or 999
    end
  end))
end

local in_list = tables.contains

-- 3.3c Before any wing exists, with more infantry divisions in play than two wings hold, the
-- base's wing order creates the third wing with the other two (orders.optional_wings).
require("orders").optional_wings["Third Wing"] = {
  active = function() return options.on("army_of_mississippi") ~= false end,
  commander = third_wing_commander,
}

-- The plan of a form_third_wing action: act.divisions = the divisions of the third wing,
-- taken from the two existing wings. Every infantry division in play must end in a wing, the
-- three wings differ by at most one division ("as equally as possible") and hold six at most.
local function plan(act)
  if not options.on("army_of_mississippi") then return nil, "3.3c: the third wing is for the Army of Mississippi variant (3.7b)" end
  if sandtable.game.active_side() ~= "confederate" then return nil, "3.3c: the Confederate player forms the third wing" end
  local w, keys = current_wings()
  if w["Third Wing"] then return nil, "3.3c: the third wing already exists" end
  if (sandtable.vars.get("wings_dissolved") or {})["Third Wing"] then return nil, "3.3d: a dissolved wing may never be recreated" end
  if #keys ~= 2 then return nil, "3.3c: the third wing is formed with the two wings of 3.3 (create them first)" end
  local arrived = false
  for _, d in ipairs(DIVISIONS) do
    for _, u in ipairs(sandtable.units.all{ side = "confederate" }) do
      if oob.under_by(oob.parent, u.parent, d, 4) then arrived = true end
    end
  end
  if not arrived then return nil, "3.3c: no division of the Army of Mississippi is in play yet" end
  local commander = third_wing_commander()
  if not commander then return nil, "3.3c: no Hardee, Hill or corps commander in play to command the third wing" end
  if act.commander and act.commander ~= commander.key then
    return nil, ("3.3c: %s must command the third wing"):format(commander.key)
  end
  local mine = {}
  for _, d in ipairs(act.divisions or {}) do
    if in_list(mine, d) then return nil, ("3.3c: %s named twice"):format(d) end
    mine[#mine + 1] = d
  end
  local in_play = infantry_divisions()
  for _, d in ipairs(mine) do
    if not in_list(in_play, d) then return nil, ("3.3c: %s is not an infantry division in play"):format(d) end
  end
  local result = {}
  for _, k in ipairs(keys) do
    result[k] = {}
    for _, d in ipairs(w[k]) do if not in_list(mine, d) then result[k][#result[k] + 1] = d end end
  end
  result["Third Wing"] = mine
  -- the arrived divisions not in a wing yet join the third wing only if named in it
  for _, d in ipairs(in_play) do
    local placed = false
    for _, k in pairs(result) do if in_list(k, d) then placed = true end end
    if not placed then return nil, ("3.3: every infantry division in play must be in a wing: %s is in none"):format(d) end
  end
  local lo, hi = math.huge, 0
  for _, k in pairs(result) do lo = math.min(lo, #k); hi = math.max(hi, #k) end
  if hi - lo > 1 then return nil, ("3.3c: the divisions must be divided as equally as possible among the three wings (%d to %d)"):format(lo, hi) end
  if hi > 6 then return nil, "3.3: no more than six divisions in a wing" end
  if require("orders").corps_broken(result) > 1 then return nil, "3.3: no more than one existing corps may be broken up between wings" end
  return { commander = commander, wings = result, keys = keys }
end

-- A third wing order already on its way or in delay (3.3: one order for the wing commander).
local function order_pending()
  for _, o in ipairs((sandtable.vars.get("order_state") or {}).list or {}) do
    if o.type == "create_wings" and o.wing and o.wing.key == "Third Wing"
      and (o.status == "transit" or tostring(o.status):match("^D%d$")) then return o end
  end
end

-- The wing order of a plan: Bragg's create-wings order to the third wing's commander (3.3:
-- "a simple order", sent, delivered and rolled for acceptance like the other wing orders;
-- the wing exists from its commander's acceptance, command.add_wing then taking its
-- divisions from the other two wings). act.method (default aide_written), act.hq (default
-- the commander's hex).
local function wing_order(act, p)
  return { type = "create_wings", method = act.method or "aide_written",
    wings = { { wing = "Third Wing", commander = p.commander.key, divisions = p.wings["Third Wing"], hq = act.hq or p.commander.hex } },
    text = "3.3c form the third wing" }
end

local form_third_wing = { rule = "3.3c" }
function form_third_wing.can(act)
  local p, why = plan(act)
  if not p then return false, why end
  if order_pending() then return false, "3.3c: the third wing's order is already on its way" end
  if act.hq and not sandtable.map.on_map(act.hq) then return false, "3.3: give the location of the new wing HQ" end
  return require("orders").check_wing_sending(wing_order(act, p))
end
function form_third_wing.resolve(act)
  local p = assert(plan(act))
  -- 3.3c the third wing is declared (orders.lua's wing orders then count three wings) and
  -- Bragg's order goes to its commander
  local extra = sandtable.vars.get("extra_wings") or {}
  if not in_list(extra, "Third Wing") then extra[#extra + 1] = "Third Wing" end
  sandtable.vars.set("extra_wings", extra)
  require("orders").send_wing_order(wing_order(act, p))
  sandtable.log.event("third_wing", ("3.3c: Bragg orders %s to form the third wing: %s"):format(p.commander.key, table.concat(p.wings["Third Wing"], ", ")),
    { commander = p.commander.key, divisions = p.wings["Third Wing"] })
end
function form_third_wing.describe(act)
  local p, why = plan(act)
  if not p then return { refused = why } end
  return { commander = p.commander.key, divisions = p.wings["Third Wing"], method = act.method or "aide_written" }
end
-- A balanced proposal for the bots: the Army of Mississippi's divisions in play, topped up
-- (or trimmed) from the larger wings to the equal share.
function form_third_wing.list(side)
  if side and side ~= "confederate" then return {} end
  if not options.on("army_of_mississippi") then return {} end
  local w, keys = current_wings()
  if #keys ~= 2 or w["Third Wing"] or order_pending() then return {} end
  local in_play = infantry_divisions()
  local share = math.floor(#in_play / 3)
  local mine = {}
  for _, d in ipairs(DIVISIONS) do if in_list(in_play, d) and #mine < math.max(share, 1) then mine[#mine + 1] = d end end
  local act = { kind = "form_third_wing", divisions = mine, method = "aide_written" }
  if form_third_wing.can(act) then return { act } end
  return {}
end

return {
  extends = "this-terrible-sound",
  id = "tts-army-of-mississippi",
  name = "This Terrible Sound: Full Confederate Effort (the Army of Mississippi)",
  version = "1.0.0",
  description = "This Terrible Sound with variant 3.7b: Hardee's Army of Mississippi (HQ and supply, Loring's, French's and Stevenson's divisions, reconstructed) enters at {army_of_mississippi.time} on the {army_of_mississippi.date}th, the Confederate player choosing which divisions; the Union player gets {army_of_mississippi.F/Miss}, {army_of_mississippi.L/Miss} and {army_of_mississippi.S/Miss} VP for them; 3.3c a third wing under Hardee. The example mod of docs/modding.md.",

  options = {
    {
      id = "army_of_mississippi",
      name = "Full Confederate effort: the Army of Mississippi",
      rule = "3.7b",
      description = "Hardee, the Army of Mississippi HQ and supply (a corps HQ) and the divisions chosen (F/Miss, L/Miss, S/Miss; 'all' for the three) enter at {hex} at {time} on the {date}th. The Union player gets {F/Miss} VP for F/Miss, {L/Miss} for L/Miss and {S/Miss} for S/Miss. With it, 3.3c: Bragg may form a third wing.",
      default = "none",
      choices = options.subsets(DIVISIONS),
      values = VALUES,
    },
  },

  rules = {
    { id = "3.7b", title = "Confederate variant: full Confederate effort, the Army of Mississippi enters at {time} on the {date}th (Union +{F/Miss}/+{L/Miss}/+{S/Miss} VP)", status = "option", option = "army_of_mississippi" },
    { id = "3.3c", title = "Optional troops and wing command: a third wing (Divisional Goal HQ) under Hardee, Hill or the senior corps commander, like Polk's; divisions divided as equally as possible", status = "option", option = "army_of_mississippi" },
  },

  actions = { form_third_wing = form_third_wing },

  apply = function(base)
    -- 3.3c The third wing is formed in the command phase, when the wings are.
    for _, p in ipairs(base.phases) do
      if p.id == "command" then
        p.actions = p.actions or {}
        p.actions[#p.actions + 1] = "form_third_wing"
      end
    end
  end,
}
