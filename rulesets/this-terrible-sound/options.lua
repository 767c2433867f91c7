-- The optional rules of This Terrible Sound: the Union variants 2.7a-j, the Confederate
-- variants 3.7a-j (3.7b, the Army of Mississippi, is the mod tts-army-of-mississippi: it
-- registers its variant here with M.add_variant), the optional 4.5 (bridge destruction and
-- repair) and 4.6 (shifting reinforcements). Interface:
--   list                the ruleset's `options` declarations (2.7f hidden, secret for the Union)
--   on(id) -> value     the option's value; false for an undeclared id, for false and for the
--                       "none" of a choice option (modules may ask about a mod's options)
--   value(id)           the raw value (nil if undeclared)
--   variants            the variants with troops or VP (M.add_variant adds a mod's)
--   add_optional_troops(S, n)   called at the end of a scenario's set-up (oob.setup builder S,
--                       scenario number "6.4"...): adds every variant's units that the seed lets
--                       apply to the scenario, as pending arrivals or set-ups next to their
--                       anchor, each with props.variant = option id and props.variant_rule
--   on_game_begin()     removes the units of the variants that are off (withdrawn: pending
--                       without an arrival), applies the chosen ones (3.7c Lee/Johnston, 2.7a
--                       re-timing, 3.7g Martin's detachment withdrawn), records the variants'
--                       VP in vars.variant_vp (5.0, read by victory.lua) and vars.all_optionals
--   on_phase_begin("movement")   the 2.7h/2.7i/3.7i arrival rolls (10+ on two dice, once a turn)
--   on_turn_end()       2.7f's 2 VP are recorded at the end of the last turn (the option is
--                       secret from the Confederate player until the end)
--   actions.attach_coastal_brigade   3.7i: an arrived Cantey or Mercer is attached to a division
-- vars: variant_vp = { side = { { n, why } } }, all_optionals = { union, confederate },
--   optional_rolls = { [group] = { arrived = turn?, last = turn? } }, variants_in_play = { [option] = true }

local U = require("util")

local M = { list = {}, actions = {}, phase_actions = {}, variants = {} }

function M.value(id)
  local ok, v = pcall(sandtable.game.option, id)
  if ok then return v end
  return nil
end

function M.on(id)
  local v = M.value(id)
  if v == nil or v == false or v == "none" then return false end
  return v
end

-- Every subset of `names` (joined by "+"), with "none" first and "all" for the whole set.
local function subsets(names)
  local out = { "none" }
  local n = #names
  for mask = 1, (1 << n) - 1 do
    local parts = {}
    for i = 1, n do if mask & (1 << (i - 1)) ~= 0 then parts[#parts + 1] = names[i] end end
    out[#out + 1] = (#parts == n) and "all" or table.concat(parts, "+")
  end
  return out
end
M.subsets = subsets

-- Whether choice value `v` (from subsets) includes `part`.
function M.includes(v, part)
  if v == true or v == "all" then return true end
  if type(v) ~= "string" or v == "none" then return false end
  for p in v:gmatch("[^+]+") do if p == part then return true end end
  return false
end

local function opt(id, name, rule, description, extra)
  local o = { id = id, name = name, rule = rule, description = description, default = false }
  for k, v in pairs(extra or {}) do o[k] = v end
  M.list[#M.list + 1] = o
  return o
end

-- Declarations ----------------------------------------------------------------------------
-- Each option's numbers are its `values`, declared once: the texts quote them ({vp}), the
-- variants below read them (M.values_of), and a reload names the one a designer changed.
-- Times: `date` is the September date, `time` the clock (arrivals at a time, or the first
-- roll of a rolled arrival, whose `roll` is the two-dice target).
opt("post_with_division", "1/1/20 Brigade with its division", "2.7a", "Post's brigade (1/1/20) and the 5th Wisconsin battery set up or enter with the rest of 1/20 Division instead of at 1:00 p.m. on the 20th. The Confederate player gets {vp} VP.",
  { values = { vp = 1 } })
opt("chattanooga_garrison", "2/1/21 Brigade (the Chattanooga garrison)", "2.7b", "Wagner's 2/1/21 brigade, the 10th Indiana battery (Arty/1/21), the 3rd Indiana cavalry battalion (1/2/Cav) and the 110th Illinois battalion (2/21) set up or enter with their commands. The Confederate player gets {vp} VP.",
  { values = { vp = 3 } })
opt("reserve_corps_arrives", "The Reserve Corps arrives", "2.7c", "All the optional Reserve Corps units (Morgan, R. Granger, 3/1/Res, 1/2/Res, 3/2/Res, 1/3/Res, 2/3/Res, 3/3/Res and their batteries) set up within 10 hexes of the Reserve Corps HQ or enter when it does. The Confederate player gets {vp} VP.",
  { values = { vp = 8 } })
opt("no_file_closing", "An end to file closing", "2.7d", "3 Ohio/1/2/14, 38 Ohio/1/3/14, 80 Ill/2/4/14 and 21 Ky/3/3/21 set up or enter with their brigades. The Confederate player gets {vp} VP.",
  { values = { vp = 1 } })
opt("pioneer_brigade", "The Pioneer Brigade", "2.7e", "The Pioneer Brigade sets up within 5 hexes of the Union army HQ and functions like Wilder's Brigade (an independent brigade under the army); its battalions are pioneers for 4.5b. The Confederate player gets {vp} VP.",
  { values = { vp = 1 } })
opt("rosecrans_caution", "Rosecrans' Caution", "2.7f", "Add {modifier} to every attack stoppage die roll made by any Union leader. The Union player gets {vp} VP. Secret from the Confederate player until the end of play.",
  { hidden = true, secret_for = "union", values = { modifier = -2, vp = 2 } })
opt("watkins_arrives", "3/1/Cav arrives", "2.7g", "Watkins' 3/1/Cav brigade arrives at full strength at {hex} at {time} on the {date}th. The Confederate player gets {vp} VP.",
  { values = { vp = 1, hex = "C13.01", date = 20, time = "09:00" } })
opt("reinforcements_from_the_east", "Reinforcements from the East", "2.7h", "The 11th Corps (with Geary's division of the 12th) may arrive at a road hex of the north or west edge of Map A from {time} on the {date}th on a roll of {roll}+ on two dice, rolled once a turn. The Confederate player gets {vp} VP.",
  { values = { vp = 11, date = 19, time = "10:00", roll = 10 } })
opt("reinforcements_from_the_west", "Reinforcements from the West", "2.7i", "The 15th Corps (with J. E. Smith's division of the 17th) may arrive at a road hex of the west edge of Map B or C from {time} on the {date}th on a roll of {roll}+ on two dice, rolled once a turn. The Confederate player gets {vp} VP.",
  { values = { vp = 14, date = 19, time = "12:00", roll = 10 } })
opt("rogue_generals", "Rogue generals", "2.7j", "Hooker (with the 11th Corps, 2.7h) and Sherman and McPherson (with the 15th Corps, 2.7i) may arrive: each may affect the morale of any unit, issue orders by initiative to any unit and replace a fallen corps commander. The Confederate player gets {vp_each} VP for each general used. Choose which: none, all, or a '+' list of hooker, sherman, mcpherson.",
  { default = "none", choices = subsets({ "hooker", "sherman", "mcpherson" }), values = { vp_each = 2 } })
opt("first_corps_earlier", "First Corps sent earlier", "3.7a", "The optional First Corps units (B/M/1, W/M/1, A/L/1, J/L/1 with their leaders, Alexander and his six batteries) arrive with Longstreet at {hex} at {time} on the {date}th. The Union player gets {vp} VP.",
  { values = { vp = 6, hex = "E5.35", date = 19, time = "22:00" } })
opt("change_in_command", "Change in command", "3.7c", "Bragg is replaced by Lee (the Union player gets {vp_lee} VP) or Johnston (the Union player gets {vp_johnston} VP), each with his own rating, as option change_in_command_leader chooses; all anti-initiative ratings are ignored.",
  { values = { vp_lee = 8, vp_johnston = 5 } })
opt("change_in_command_leader", "Change in command: who replaces Bragg", "3.7c", "With 3.7c, the general who replaces Bragg: johnston (Union +{change_in_command.vp_johnston} VP) or lee (Union +{change_in_command.vp_lee} VP). Ignored without change_in_command.",
  { default = "johnston", choices = { "johnston", "lee" } })
opt("gist_16th_sc", "Gist and the 16th South Carolina", "3.7d", "The 16th South Carolina and Ferguson's battery arrive with Gist and C/G/Res on the 20th. The Union player gets {vp} VP (the seed's 1/10).",
  { values = { vp = 0.1 } })
opt("well_oiled_machine", "A well-oiled machine", "3.7e", "Ignore all the anti-initiative ratings of 3.2: leaders use their printed values for order acceptance and initiative. The Union player gets {vp} VP.",
  { values = { vp = 4 } })
opt("scott_arrives", "Scott's Brigade arrives", "3.7f", "Scott and all of S/P/F Cav, including the Martin detachment withdrawn earlier, arrive at {hex} at {time} on the {date}th and move to join their division. The Union player gets {vp} VP.",
  { values = { vp = 1, hex = "D40.34", date = 19, time = "23:00" } })
opt("morgans_raiders", "Morgan's Raiders", "3.7g", "Morgan's division (Mo/W Cav) arrives with Wheeler and the W Cav HQ, or sets up within 5 hexes of the W Cav HQ where that corps is in play; Martin's Kentucky detachment is removed permanently. The Union player gets {vp} VP.",
  { values = { vp = 3 } })
opt("roddeys_brigade", "Roddey's Brigade", "3.7h", "Roddey's brigade (R/W Cav) arrives with Wheeler and the W Cav HQ, or sets up within 5 hexes of the W Cav HQ where that corps is in play. The Union player gets {vp} VP.",
  { values = { vp = 1 } })
opt("strip_the_coasts", "Strip the coasts!", "3.7i", "Cantey's and/or Mercer's brigades may arrive at a road hex of the east edge of Map E or F from {time} on the {date}th on a roll of {roll}+ on two dice (each brigade rolls once a turn), and are attached to an in-play division on arrival. The Union player gets {vp} VP. Choose none, all, cantey or mercer.",
  { default = "none", choices = subsets({ "cantey", "mercer" }), values = { vp = 2, date = 19, time = "10:00", roll = 10 } })
opt("southwest_virginia", "Southwest Virginia", "3.7j", "Jones' J/B division sets up within 5 hexes of the B Corps HQ (no closer than 5 hexes to an enemy unit) where B Corps is in play. The Union player gets {vp} VP.",
  { values = { vp = 6 } })
opt("bridge_destruction", "Bridge destruction and repair", "4.5", "Any unit adjacent to a bridge, with no enemy adjacent to it and Shaken or better, may burn it on {destroy}+ on two dice in the friendly order acceptance phase, or repair it on {repair}+ (pioneers and sappers +{pioneer_mod}).",
  { values = { destroy = 11, repair = 10, pioneer_mod = 1 } }) -- seed 4.5a (11-12), 4.5b (10+, Pioneer or Sapper +1)
opt("shifting_reinforcements", "Shifting reinforcements", "4.6", "At entry a player may shift a reinforcement to another road map-edge hex (Union: maps A, B, C; Confederate: D, E, F), delayed one die of hours per road edge hex shifted.")

-- An option's declared values in force ({} for an option that declares none): the engine's
-- copy once the ruleset is loaded, the declaration itself while it is being loaded.
function M.values_of(id)
  local ok, v = pcall(sandtable.game.option_values, id)
  if ok then return v end
  for _, o in ipairs(M.list) do
    if o.id == id then return o.values or {} end
  end
  return {}
end

-- A variant's VP: its option's declared `vp`.
local function declared_vp(option) return function() return M.values_of(option).vp end end

-- Scenarios where the variants apply: the mid-size and large ones (5.0: the victory points,
-- and so the variants' VP, are for those; the smaller 6.1-6.3 have their own conditions).
-- Start (day 0 = 18 September), length and sheets in play (seed 6.4-6.12 "General Information").
M.scenarios = {
  ["6.4"] = { day = 1, time = "13:00", turns = 30, maps = "ABDE" },
  ["6.5"] = { day = 2, time = "08:00", turns = 21, maps = "AD" },
  ["6.6"] = { day = 2, time = "13:00", turns = 28, maps = "AD" },
  ["6.7"] = { day = 1, time = "07:00", turns = 54, maps = "ABCDEF" },
  ["6.8"] = { day = 2, time = "08:00", turns = 48, maps = "ABCDEF" },
  ["6.9"] = { day = 2, time = "11:00", turns = 36, maps = "ABCDEF" },
  ["6.10"] = { day = 0, time = "14:00", turns = 178, maps = "ABCDEF" },
  ["6.11"] = { day = 1, time = "07:00", turns = 129, maps = "ABCDEF" },
  ["6.12"] = { day = 1, time = "07:00", turns = 129, maps = "ABDE" },
}

local function minutes(hhmm)
  local h, m = hhmm:match("^(%d+):(%d+)$")
  return tonumber(h) * 60 + tonumber(m)
end

local function is_night(min)
  local m = min % 1440
  return m >= 19 * 60 + 30 or m < 5 * 60
end

-- The turn (1 = the scenario's first) whose start is at or after `day`/`time`: day turns of 15
-- minutes, night turns (7:30 p.m.-5:00 a.m.) of 30 (ruleset.lua calendar).
function M.turn_at(sc, day, time)
  local t = sc.day * 1440 + minutes(sc.time)
  local goal = day * 1440 + minutes(time)
  local turn = 1
  while t < goal do
    t = t + (is_night(t) and 30 or 15)
    turn = turn + 1
  end
  return turn
end

-- Road hexes of the map edges the rolled arrivals use (from map.lua's road hexsides: the road
-- hexes in the edge column or row of the sheet).
M.edges = {
  ["2.7h north or west edge of Map A"] = { "A1.12", "A33.01", "A46.01", "A47.01" },
  ["2.7i west edge of Map B or C"] = { "B17.01", "B39.01", "B50.01", "C12.01", "C13.01" },
  ["3.7i east edge of Map E or F"] = { "E3.35", "F11.35", "F12.35", "F13.35", "F14.35" },
}

-- Variants --------------------------------------------------------------------------------
-- { option, rule, side, name, vp = function(value) -> n, troops = bool, full = function(value),
--   groups = { { units = { key | { org = command } | { optional_in = command } }, part = choice,
--     at = true (at the option's declared hex, date and time) | with = { anchor keys }, within = n
--     | roll = true (rolled for on the option's declared roll, from its date and time),
--     edge = name, retime = true } },
--   removes = { keys } (base units withdrawn when the variant is on) }
-- Units of a group are added only if the scenario applies, their entry sheet is in play and
-- (for `with`) an anchor is in the set-up; `part` names the choice the group belongs to.

function M.add_variant(v)
  for i, x in ipairs(M.variants) do
    if x.option == v.option then M.variants[i] = v; return v end
  end
  M.variants[#M.variants + 1] = v
  return v
end

M.add_variant{ option = "post_with_division", rule = "2.7a", side = "union", name = "1/1/20 Brigade", vp = declared_vp("post_with_division"), troops = true,
  groups = { { units = { { org = "1/1/20" }, "5 Wisc Lt/Arty/1/20" }, with = { "Davis" }, within = 5, retime = true } } }
M.add_variant{ option = "chattanooga_garrison", rule = "2.7b", side = "union", name = "2/1/21 Brigade", vp = declared_vp("chattanooga_garrison"), troops = true,
  groups = {
    { units = { { org = "2/1/21" }, "Wagner", "10 Ind Lt/Arty/1/21" }, with = { "Wood" }, within = 5 },
    { units = { "3 Ind Cav Bn/1/2/Cav" }, with = { "Minty" }, within = 2 },
    { units = { "110 Ill Bn/2/21" }, with = { "Palmer" }, within = 5 },
  } }
M.add_variant{ option = "reserve_corps_arrives", rule = "2.7c", side = "union", name = "The Reserve Corps", vp = declared_vp("reserve_corps_arrives"), troops = true,
  groups = { { units = { "J. D. Morgan", "R. Granger", { org = "3/1/Res" }, { org = "1/2/Res" }, { org = "3/2/Res" }, { org = "3/Res" },
    { org = "Arty/Res (optional)" }, "Coburn", "Tillson", "La Favour", "Spears", "Bruce", "Harrison" },
    with = { "Res Corps (US) HQ", "Granger" }, within = 10 } } }
M.add_variant{ option = "no_file_closing", rule = "2.7d", side = "union", name = "An end to file closing", vp = declared_vp("no_file_closing"), troops = true,
  groups = {
    { units = { "3 Ohio/1/2/14" }, with = { "J. Beatty" }, within = 3 },
    { units = { "38 Ohio/1/3/14" }, with = { "Connell" }, within = 3 },
    { units = { "80 Ill/2/4/14" }, with = { "E. King" }, within = 3 },
    { units = { "21 Ky/3/3/21" }, with = { "Barnes" }, within = 3 },
  } }
M.add_variant{ option = "pioneer_brigade", rule = "2.7e", side = "union", name = "The Pioneer Brigade", vp = declared_vp("pioneer_brigade"), troops = true,
  groups = { { units = { { org = "Pioneer" } }, with = { "A Cumb HQ", "Rosecrans" }, within = 5 } } }
M.add_variant{ option = "rosecrans_caution", rule = "2.7f", side = "union", name = "Rosecrans' Caution", vp = declared_vp("rosecrans_caution"), beneficiary = "union", secret = true }
M.add_variant{ option = "watkins_arrives", rule = "2.7g", side = "union", name = "3/1/Cav", vp = declared_vp("watkins_arrives"), troops = true,
  groups = { { units = { { org = "3/1/Cav" } }, at = true } } }
M.add_variant{ option = "reinforcements_from_the_east", rule = "2.7h", side = "union", name = "The 11th Corps", vp = declared_vp("reinforcements_from_the_east"), troops = true,
  groups = { { units = { { org = "11 Corps" }, "11 Corps HQ", "11 Corps Supply" }, roll = true, edge = "2.7h north or west edge of Map A" } } }
M.add_variant{ option = "reinforcements_from_the_west", rule = "2.7i", side = "union", name = "The 15th Corps", vp = declared_vp("reinforcements_from_the_west"), troops = true,
  groups = { { units = { { org = "15 Corps" }, "15 Corps HQ", "15 Corps Supply" }, roll = true, edge = "2.7i west edge of Map B or C" } } }
M.add_variant{ option = "rogue_generals", rule = "2.7j", side = "union", name = "Rogue generals", troops = true,
  vp = function(v)
    local n = 0
    local each = M.values_of("rogue_generals").vp_each
    for _, g in ipairs({ "hooker", "sherman", "mcpherson" }) do if M.includes(v, g) then n = n + each end end
    return n
  end,
  groups = {
    { units = { "Hooker" }, part = "hooker", with = { "Howard" }, within = 0, needs = "reinforcements_from_the_east" },
    { units = { "Sherman" }, part = "sherman", with = { "Blair" }, within = 0, needs = "reinforcements_from_the_west" },
    { units = { "McPherson" }, part = "mcpherson", with = { "Blair" }, within = 0, needs = "reinforcements_from_the_west" },
  } }
M.add_variant{ option = "first_corps_earlier", rule = "3.7a", side = "confederate", name = "First Corps sent earlier", vp = declared_vp("first_corps_earlier"), troops = true,
  groups = { { units = { { org = "B/M/1" }, { org = "W/M/1" }, { org = "A/L/1" }, { org = "J/L/1" }, "Bryan", "Wofford", "G. T. Anderson", "Jenkins",
    { org = "A/1 Corps" }, "Alexander" }, at = true } } }
M.add_variant{ option = "change_in_command", rule = "3.7c", side = "confederate", name = "Change in command",
  vp = function()
    local V = M.values_of("change_in_command")
    return M.value("change_in_command_leader") == "lee" and V.vp_lee or V.vp_johnston
  end,
  groups = {
    { units = { "Lee" }, part = "lee", with = { "Bragg" }, within = 0 },
    { units = { "J. E. Johnston" }, part = "johnston", with = { "Bragg" }, within = 0 },
  },
  part_of = function() return M.value("change_in_command_leader") or "johnston" end,
  removes = { "Bragg" } }
M.add_variant{ option = "gist_16th_sc", rule = "3.7d", side = "confederate", name = "Gist and the 16th SC", vp = declared_vp("gist_16th_sc"), troops = true,
  groups = { { units = { "16 SC/C/G/Res", "Ferguson/Arty/G/Res" }, with = { "Gist", "C/G/Res" }, within = 2 } } }
M.add_variant{ option = "well_oiled_machine", rule = "3.7e", side = "confederate", name = "A well-oiled machine", vp = declared_vp("well_oiled_machine") }
M.add_variant{ option = "scott_arrives", rule = "3.7f", side = "confederate", name = "Scott's Brigade", vp = declared_vp("scott_arrives"), troops = true,
  -- 3.7f prints D40.34; the reinforcement schedule prints D33.35: the rule's hex is used.
  groups = { { units = { { optional_in = "S/P/F Cav" }, "Scott", "Martin/S/P/F Cav" }, at = true } } }
M.add_variant{ option = "morgans_raiders", rule = "3.7g", side = "confederate", name = "Morgan's Raiders", vp = declared_vp("morgans_raiders"), troops = true,
  groups = { { units = { { org = "Mo/W Cav" } }, with = { "W Cav HQ", "Wheeler" }, within = 5 } },
  removes = { "Martin/S/P/F Cav" } }
M.add_variant{ option = "roddeys_brigade", rule = "3.7h", side = "confederate", name = "Roddey's Brigade", vp = declared_vp("roddeys_brigade"), troops = true,
  groups = { { units = { { org = "R/W Cav" } }, with = { "W Cav HQ", "Wheeler" }, within = 5 } } }
M.add_variant{ option = "strip_the_coasts", rule = "3.7i", side = "confederate", name = "Strip the coasts", vp = declared_vp("strip_the_coasts"), troops = true,
  groups = {
    { units = { { org = "Cantey Bde" } }, part = "cantey", roll = true, edge = "3.7i east edge of Map E or F" },
    { units = { { org = "Mercer Bde" } }, part = "mercer", roll = true, edge = "3.7i east edge of Map E or F" },
  } }
M.add_variant{ option = "southwest_virginia", rule = "3.7j", side = "confederate", name = "Southwest Virginia", vp = declared_vp("southwest_virginia"), troops = true,
  groups = { { units = { { org = "J/B" } }, with = { "B Corps HQ", "Buckner" }, within = 5 } } }

-- The combined order of battle (base + oob_optional) ----------------------------------------
local COMBINED
local function combined()
  if COMBINED then return COMBINED end
  local oob = require("oob")
  local opt_data = require("oob_optional")
  COMBINED = {}
  for _, side in ipairs({ "union", "confederate" }) do
    local base = require(side == "union" and "oob_union" or "oob_confederate")
    local extra = opt_data[side]
    local d = { side = side, commands = {}, leaders = {}, units = {} }
    for _, list in ipairs({ "commands", "leaders", "units" }) do
      for _, x in ipairs(base[list]) do d[list][#d[list] + 1] = x end
      for _, x in ipairs(extra[list]) do d[list][#d[list] + 1] = x end
    end
    COMBINED[side] = { data = d, ix = oob.index(d), leader_commands = opt_data.leader_commands[side] or {} }
  end
  return COMBINED
end
M.combined = combined

local function side_of(key)
  local c = combined()
  for _, side in ipairs({ "union", "confederate" }) do
    if c[side].ix.units[key] or c[side].ix.leaders[key] or c[side].ix.commands[key] then return side end
  end
end

-- The unit and leader keys a group names.
local function expand(side, units)
  local oob = require("oob")
  local c = combined()[side]
  local out, seen = {}, {}
  local function add(k) if not seen[k] then seen[k] = true; out[#out + 1] = k end end
  for _, e in ipairs(units) do
    if type(e) == "string" then
      add(e)
    elseif e.org then
      assert(c.ix.commands[e.org], "options: no command " .. e.org)
      local inside = {}
      local function mark(k) inside[k] = true; for _, ch in ipairs(c.ix.children[k] or {}) do mark(ch) end end
      mark(e.org)
      for _, l in ipairs(c.data.leaders) do
        if inside[c.leader_commands[l.key] or l.command] then add(l.key) end
      end
      for _, k in ipairs(oob.units_under(c.data, c.ix, e.org)) do add(k) end
    elseif e.optional_in then
      for _, k in ipairs(oob.units_under(c.data, c.ix, e.optional_in)) do
        local u = c.ix.units[k]
        if u.props and u.props.optional then add(k) end
      end
    end
  end
  return out
end

local function find_entry(S, keys, side)
  for _, k in ipairs(keys or {}) do
    for _, e in ipairs(S.list) do
      if e.key == k and e.side == side and (e.hex or e.arrives) then return e end
    end
  end
end

local function copy(t)
  if type(t) ~= "table" then return t end
  local o = {}
  for k, v in pairs(t) do o[k] = copy(v) end
  return o
end

-- Where a group starts in scenario `sc` (nil: it does not apply): { hex, setup, arrives }.
local function where_of(g, S, sc, v, gi)
  if g.with then
    local a = find_entry(S, g.with, v.side)
    if not a then return nil end
    if a.hex then
      return { hex = a.hex, setup = (g.within or 0) > 0 and { within = g.within, of = a.hex } or nil, anchor = a.key }
    end
    return { arrives = copy(a.arrives), anchor = a.key }
  end
  local V = M.values_of(v.option)
  -- the declared date is September's (18 = day 0 of the calendar)
  if g.at then
    if not sc.maps:find(V.hex:sub(1, 1), 1, true) then return nil end
    local t = M.turn_at(sc, V.date - 18, V.time)
    if t > sc.turns then return nil end
    -- reconstructed: a variant timed before the scenario's start enters on its first turn
    return { arrives = { turn = math.max(1, t), hex = V.hex } }
  end
  if g.roll then
    local hexes = {}
    for _, h in ipairs(M.edges[g.edge]) do
      if sc.maps:find(h:sub(1, 1), 1, true) then hexes[#hexes + 1] = h end
    end
    if #hexes == 0 then return nil end
    local t = M.turn_at(sc, V.date - 18, V.time)
    if t > sc.turns then return nil end
    return { arrives = { turn = sc.turns + 1, area = g.edge, roll = { from = math.max(1, t), need = V.roll, group = v.option .. ":" .. gi, rule = v.rule } },
      area = { g.edge, hexes } }
  end
end

-- Adds every variant's units to set-up `S` of scenario `n` ("6.4" ... "6.12").
function M.add_optional_troops(S, n)
  -- `n` may also be a table { day, time, turns, maps } (tests, a mod's own scenarios)
  local sc = type(n) == "table" and n or M.scenarios[tostring(n)]
  if not sc then return end
  local oob = require("oob")
  local added = {}
  for _, v in ipairs(M.variants) do
    for gi, g in ipairs(v.groups or {}) do
      local side = v.side
      local where = where_of(g, S, sc, v, gi)
      if where then
        if where.area then
          local ok, map = pcall(require, "map")
          if ok and type(map) == "table" then
            map.areas = map.areas or {}
            map.areas[where.area[1]] = where.area[2]
          end
        end
        local c = combined()[side]
        for _, key in ipairs(expand(side, g.units)) do
          if g.retime then
            for _, e in ipairs(S.list) do
              if e.key == key then
                e.props.variant_retime = { option = v.option, rule = v.rule, hex = where.hex, setup = where.setup, arrives = where.arrives }
              end
            end
          elseif S.seen[key] and where.arrives then
            -- 3.7f "including the Martin detachment which was previously withdrawn": a unit the
            -- scenario already holds (and a schedule withdraws) comes back with the variant's
            -- group; movement.lua's scheduled withdrawal gives it this arrival when the
            -- option is on (a unit has one arrival at a time: the return follows the leave)
            for _, e in ipairs(S.list) do
              if e.key == key then
                e.props.variant_return = { option = v.option, rule = v.rule, arrives = copy(where.arrives) }
              end
            end
          elseif not S.seen[key] then
            S.seen[key] = true
            local out = oob.scenario_unit(c.data, c.ix, { key = key, hex = where.hex, arrives = where.arrives })
            local lc = c.leader_commands[key]
            if lc and out.leader then out.leader.commands = lc; out.parent = lc end
            local l = c.ix.leaders[key]
            if l and l.rating then out.props.rating = l.rating end
            if l and l.rogue then out.props.rogue = l.rogue end
            out.props.variant = v.option
            out.props.variant_rule = v.rule
            out.props.variant_part = g.part
            out.props.variant_needs = g.needs
            out.props.optional = out.props.optional or v.rule
            if where.setup then out.props.setup = copy(where.setup) end
            out.props.cite = v.rule .. " (options.lua)"
            if out.type == "infantry" and not out.formation then out.formation = "column" end
            S.list[#S.list + 1] = out
            added[#added + 1] = out
          end
        end
      end
    end
  end
  -- The scenario's commands: the optional commands the added units need, with their ancestors.
  if #added > 0 and not S.optional_commands_wrapped then
    S.optional_commands_wrapped = true
    local base_commands = S.commands
    S.commands = function()
      local out = base_commands()
      local have = {}
      for _, x in ipairs(out) do have[x.key] = true end
      for _, side in ipairs({ "union", "confederate" }) do
        local c = combined()[side]
        for _, x in ipairs(oob.scenario_commands(c.data, c.ix, S.list)) do
          if not have[x.key] then have[x.key] = true; out[#out + 1] = x end
        end
      end
      return out
    end
  end
  return added
end

-- Game begin ------------------------------------------------------------------------------
local function variant_of(option)
  for _, v in ipairs(M.variants) do if v.option == option then return v end end
end

-- Whether a unit of variant `v` (with part `part` and prerequisite `needs`) is used.
local function selected(v, part, needs)
  local val = M.on(v.option)
  if not val then return false end
  if needs and not M.on(needs) then return false end
  if part then
    if v.part_of then return v.part_of() == part end
    return M.includes(val, part)
  end
  return true
end
M.selected = selected

local function withdraw(u, why)
  if u.location == "map" or u.location == "pending" then
    if u.location == "map" then sandtable.units.remove(u, "pending", why) end
    sandtable.units.set_prop(u, "arrives", nil)
    sandtable.units.set_prop(u, "withdrawn", why)
  end
end

function M.on_game_begin()
  local vp = sandtable.vars.get("variant_vp") or {}
  local in_play = {}
  local units = sandtable.units.all{ location = "any", sort = "key" }
  -- Units of variants that are off (or parts not chosen) are withdrawn; re-timed units move.
  for _, u in ipairs(units) do
    local opt_id = u:prop("variant")
    if opt_id then
      local v = variant_of(opt_id)
      if v and selected(v, u:prop("variant_part"), u:prop("variant_needs")) then
        in_play[opt_id] = true
      else
        withdraw(u, (u:prop("variant_rule") or "2.7/3.7") .. ": optional unit not in play (its variant is off)")
      end
    end
    local rt = u:prop("variant_retime")
    if rt and M.on(rt.option) then
      in_play[rt.option] = true
      if rt.hex then
        if u.location ~= "map" then sandtable.units.move(u, rt.hex) end
        if rt.setup then sandtable.units.set_prop(u, "setup", rt.setup) end
        sandtable.units.set_prop(u, "arrives", nil)
      elseif rt.arrives then
        sandtable.units.set_prop(u, "arrives", rt.arrives)
      end
    end
  end
  -- Base units a variant removes (3.7c Bragg, 3.7g Martin's detachment).
  for _, v in ipairs(M.variants) do
    if in_play[v.option] and v.removes then
      for _, k in ipairs(v.removes) do
        local u = sandtable.units.get(k)
        if u then withdraw(u, ("%s: %s is removed permanently"):format(v.rule, k)) end
      end
    end
  end
  -- VP (5.0): to the other side, 2.7f to the Union itself (awarded at the end: secret).
  for _, v in ipairs(M.variants) do
    local effective = M.on(v.option) and (not v.troops or in_play[v.option])
    if v.option == "change_in_command" then effective = M.on(v.option) and in_play[v.option] end
    if effective and not v.secret then
      -- A secret variant is noted at the end with its VP (M.on_turn_end): noted here, the
      -- state itself would tell the other player (and a play-by-e-mail opponent's program).
      sandtable.vars.set("variants_in_play", (function() local t = sandtable.vars.get("variants_in_play") or {}; t[v.option] = true; return t end)())
      local who = v.beneficiary or U.enemy(v.side)
      local n = v.vp(M.value(v.option))
      if n and n > 0 then
        vp[who] = vp[who] or {}
        table.insert(vp[who], { n, ("%s %s (optional: %s VP)"):format(v.rule, v.name, n) })
      end
    end
  end
  sandtable.vars.set("variant_vp", vp)
  -- 5.2 all of a side's optional troops in play.
  local all = sandtable.vars.get("all_optionals") or {}
  for _, side in ipairs({ "union", "confederate" }) do
    local every, any = true, false
    for _, v in ipairs(M.variants) do
      if v.side == side and v.troops then
        any = true
        local val = M.on(v.option)
        if not val or (type(val) == "string" and val ~= "all") or not in_play[v.option] then every = false end
      end
    end
    all[side] = any and every
  end
  sandtable.vars.set("all_optionals", all)
end

-- 2.7f The Union's 2 VP are recorded at the end of the last turn: the option stays secret
-- from the Confederate player until the end of play (the designer's note).
function M.on_turn_end()
  local sc = sandtable.game.scenario()
  if not (sc and sc.turns and sandtable.game.turn() >= sc.turns) then return end
  for _, v in ipairs(M.variants) do
    if v.secret and M.on(v.option) then
      local vp = sandtable.vars.get("variant_vp") or {}
      local who = v.beneficiary or U.enemy(v.side)
      vp[who] = vp[who] or {}
      local why = ("%s %s (secret option: %s VP)"):format(v.rule, v.name, v.vp(M.value(v.option)))
      local dup = false
      for _, x in ipairs(vp[who]) do if x[2] == why then dup = true end end
      if not dup then
        table.insert(vp[who], { v.vp(M.value(v.option)), why })
        sandtable.vars.set("variant_vp", vp)
        local t = sandtable.vars.get("variants_in_play") or {}
        t[v.option] = true
        sandtable.vars.set("variants_in_play", t)
      end
    end
  end
end

-- 2.7h, 2.7i, 3.7i rolled arrivals: at the start of the owning side's movement phase, once a
-- turn per group, from the group's first turn: 10+ on two dice and the group enters this turn.
-- Scenario rolled arrivals (6.6 "Start rolling at time indicated, roll once per turn for each
-- group": props.arrives.roll = { dice = 2, on_or_above = n, every_turn = true }) take the same
-- road: the printed turn becomes the first rolling turn, the units of one printed arrival
-- (same turn and hex) form one group, and the arrival waits for the roll.
local function scenario_rolls()
  local ok, sc = pcall(sandtable.game.scenario)
  local last = (ok and sc and sc.turns) or 999
  for _, u in ipairs(sandtable.units.all{ location = "pending", sort = "key" }) do
    local a = u:prop("arrives")
    if type(a) == "table" and type(a.roll) == "table" and a.roll.on_or_above and not a.roll.group and a.turn then
      a.roll = { from = a.turn, need = a.roll.on_or_above,
        group = ("%s:%d:%s"):format(u.side, a.turn, tostring(a.hex or a.area)), rule = "6.6 rolled arrival" }
      a.turn = last + 1
      sandtable.units.set_prop(u, "arrives", a)
    end
  end
end

function M.on_phase_begin(phase)
  if phase ~= "movement" then return end
  scenario_rolls()
  local side = sandtable.game.active_side()
  local turn = sandtable.game.turn()
  local groups, order = {}, {}
  for _, u in ipairs(sandtable.units.all{ side = side, location = "pending", sort = "key" }) do
    local a = u:prop("arrives")
    if type(a) == "table" and a.roll and not u:prop("withdrawn") then
      local g = a.roll.group
      if not groups[g] then groups[g] = { roll = a.roll, units = {} }; order[#order + 1] = g end
      table.insert(groups[g].units, u)
    end
  end
  table.sort(order)
  local st = sandtable.vars.get("optional_rolls") or {}
  for _, g in ipairs(order) do
    local r = groups[g].roll
    local s = st[g] or {}
    if not s.arrived and turn >= r.from and s.last ~= turn then
      s.last = turn
      local d = U.roll2d6(("%s arrival roll (%d+): %s"):format(r.rule, r.need, g))
      if d >= r.need then
        s.arrived = turn
        for _, u in ipairs(groups[g].units) do
          local a = u:prop("arrives")
          a.turn = turn
          sandtable.units.set_prop(u, "arrives", a)
        end
      end
      sandtable.log.event("optional_arrival_roll", ("%s: %s rolls %d (needs %d+): %s"):format(r.rule, g, d, r.need, d >= r.need and "arrives this turn" or "not yet"),
        { group = g, roll = d, need = r.need, arrived = d >= r.need })
      st[g] = s
    end
  end
  sandtable.vars.set("optional_rolls", st)
end

-- 3.7i An arrived Cantey or Mercer brigade must be attached to an in-play division at once.
local function unattached_coastal(side)
  local out = {}
  local att = sandtable.vars.get("attachments") or {}
  for _, b in ipairs({ "Cantey Bde", "Mercer Bde" }) do
    if not att[b] then
      for _, u in ipairs(sandtable.units.all{ side = side }) do
        if u.parent == b and u:prop("variant") == "strip_the_coasts" then out[#out + 1] = b; break end
      end
    end
  end
  return out
end

local function division_in_play(side, key)
  local ok, sc = pcall(sandtable.game.scenario)
  local cmd
  for _, c in ipairs((ok and sc and sc.commands) or {}) do if c.key == key then cmd = c end end
  if not cmd or cmd.echelon ~= "division" or cmd.side ~= side then return false end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if U.is_combat(u) then
      local k, n = u.parent, 0
      while k and n < 6 do
        if k == key then return true end
        local p
        for _, c in ipairs(sc.commands) do if c.key == k then p = c.parent end end
        k, n = p, n + 1
      end
    end
  end
  return false
end

M.actions.attach_coastal_brigade = { rule = "3.7i" }
function M.actions.attach_coastal_brigade.can(act)
  local side = sandtable.game.active_side()
  if side ~= "confederate" then return false, "3.7i: only the Confederate player attaches Cantey or Mercer" end
  local ok = false
  for _, b in ipairs(unattached_coastal(side)) do if b == act.brigade then ok = true end end
  if not ok then return false, ("3.7i: %s is not an arrived, unattached coastal brigade"):format(tostring(act.brigade)) end
  if not division_in_play(side, act.division) then return false, ("3.7i: %s is not an in-play Confederate division"):format(tostring(act.division)) end
  return true
end
function M.actions.attach_coastal_brigade.resolve(act)
  local att = sandtable.vars.get("attachments") or {}
  att[act.brigade] = act.division
  sandtable.vars.set("attachments", att)
  sandtable.log.event("attach", ("3.7i: %s is attached to %s for the rest of play"):format(act.brigade, act.division), { unit = act.brigade, to = act.division })
end
function M.actions.attach_coastal_brigade.list(side)
  local out = {}
  if side ~= "confederate" and side ~= nil then return out end
  local ok, sc = pcall(sandtable.game.scenario)
  for _, b in ipairs(unattached_coastal("confederate")) do
    for _, c in ipairs((ok and sc and sc.commands) or {}) do
      if c.side == "confederate" and c.echelon == "division" and division_in_play("confederate", c.key) then
        out[#out + 1] = { kind = "attach_coastal_brigade", brigade = b, division = c.key }
      end
    end
  end
  return out
end
M.phase_actions.movement = { "attach_coastal_brigade" }

function M.can_end(phase)
  if phase == "movement" and sandtable.game.active_side() == "confederate" then
    local left = unattached_coastal("confederate")
    if #left > 0 then return false, ("3.7i: attach %s to an in-play division (attach_coastal_brigade)"):format(table.concat(left, ", ")) end
  end
  return true
end

return M
