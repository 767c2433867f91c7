-- Order-of-battle helpers shared by oob_union.lua, oob_confederate.lua and the scenarios.
--
-- A side's data module calls M.builder(side) and fills three lists:
--   commands: { key, name, echelon, parent, leader }      (army, wing, corps, division, brigade, artillery)
--   leaders:  { key, name, command, rank, seniority, anti_initiative, src }
--   units:    { key, name, type, parent, full, after18, table, src, reconstructed, props }
-- `full` is the printed (full) strength: men / 50 for infantry and cavalry, guns for artillery.
-- `after18` is the parenthesised strength of a unit marked * in the loss tables (it lost 1-2
-- SP on the 18th: full strength in 6.1, `after18` in every other scenario). `table` is the
-- row of the seed's "Losses and Scenario Starting Strengths" after the Full column, as printed
-- (Sept 19 am, Sept 19 pm, Sept 20 am, Sept 20, Sept 20 pm, Total Losses).
-- Unit keys are "<name>/<parent command>" as the seed writes them ("17 Ohio/1/3/14",
-- "29 Miss/W/L/Res"); leader keys are surnames (with initials where two leaders share one).

local M = {}

function M.builder(side)
  local b = { side = side, commands = {}, leaders = {}, units = {} }

  -- A command of the order of battle.
  function b.cmd(key, name, echelon, parent, leader, props)
    b.commands[#b.commands + 1] = { key = key, name = name, echelon = echelon, parent = parent, leader = leader, props = props }
  end

  -- A leader (a unit of type "leader" commanding `command`).
  function b.leader(key, name, command, rank, extra)
    local l = { key = key, name = name, command = command, rank = rank }
    for k, v in pairs(extra or {}) do l[k] = v end
    b.leaders[#b.leaders + 1] = l
  end

  -- Regiments or batteries of one command. Each row: { name, full, <six table columns>... ,
  -- after18 = n, rec = "basis of a reconstructed full strength", props = { ... } }.
  function b.units_of(parent, utype, src, rows)
    for _, r in ipairs(rows) do
      local t = nil
      if r[3] ~= nil then t = { r[3], r[4], r[5], r[6], r[7], r[8] } end
      b.units[#b.units + 1] = {
        key = r[1] .. "/" .. parent, name = r.name or r[1], type = r.type or utype, parent = parent,
        full = r[2], after18 = r.after18, table = t,
        src = r.rec and ("reconstructed: " .. r.rec) or src, reconstructed = r.rec ~= nil,
        props = r.props,
      }
    end
  end

  -- A single unit with an explicit key (HQs, supply, escorts named without a parent path).
  function b.unit(u)
    b.units[#b.units + 1] = u
  end

  return b
end

-- Index a side's data: commands, units and leaders by key; children of each command.
function M.index(data)
  local ix = { commands = {}, units = {}, leaders = {}, children = {}, order = {} }
  for i, c in ipairs(data.commands) do
    assert(not ix.commands[c.key], "duplicate command " .. c.key)
    ix.commands[c.key] = c
    ix.order[c.key] = i
    if c.parent then
      ix.children[c.parent] = ix.children[c.parent] or {}
      table.insert(ix.children[c.parent], c.key)
    end
  end
  for _, u in ipairs(data.units) do
    assert(not ix.units[u.key], "duplicate unit " .. u.key)
    assert(u.parent == nil or ix.commands[u.parent], "unit " .. u.key .. ": unknown command " .. tostring(u.parent))
    ix.units[u.key] = u
  end
  for _, l in ipairs(data.leaders) do
    assert(not ix.leaders[l.key], "duplicate leader " .. l.key)
    assert(ix.commands[l.command], "leader " .. l.key .. ": unknown command " .. l.command)
    ix.leaders[l.key] = l
  end
  return ix
end

-- Every unit (not leader) under command `key`, in declaration order.
function M.units_under(data, ix, key)
  local inside = {}
  local function mark(k)
    inside[k] = true
    for _, c in ipairs(ix.children[k] or {}) do mark(c) end
  end
  mark(key)
  local out = {}
  for _, u in ipairs(data.units) do
    if u.parent and inside[u.parent] then out[#out + 1] = u.key end
  end
  return out
end

-- Every leader of command `key` and of the commands under it, in declaration order.
function M.leaders_under(data, ix, key)
  local inside = {}
  local function mark(k)
    inside[k] = true
    for _, c in ipairs(ix.children[k] or {}) do mark(c) end
  end
  mark(key)
  local out = {}
  for _, l in ipairs(data.leaders) do
    if inside[l.command] and not l.optional then out[#out + 1] = l.key end
  end
  return out
end

-- A scenario unit built from the order of battle. `spec` gives the key and where it starts
-- (hex / arrives / box), and optionally strength, formation, status, props.
function M.scenario_unit(data, ix, spec)
  local key = spec.key or spec[1]
  local side = data.side
  local u = ix.units[key]
  local out
  if u then
    out = {
      key = key, side = side, type = u.type, name = u.name, parent = u.parent,
      strength = spec.strength or u.full, max_strength = u.full,
      props = { full = u.full, src = u.src },
    }
    if u.props then for k, v in pairs(u.props) do out.props[k] = v end end
  else
    local l = ix.leaders[key]
    assert(l, "no unit or leader " .. tostring(key) .. " in the " .. side .. " order of battle")
    out = {
      key = key, side = side, type = "leader", name = l.name, parent = l.command,
      strength = 1, leader = { commands = l.command },
      props = { rank = l.rank, seniority = l.seniority, anti_initiative = l.anti_initiative, src = l.src },
    }
  end
  out.hex, out.arrives, out.box = spec.hex, spec.arrives, spec.box
  out.formation, out.facing, out.status = spec.formation, spec.facing, spec.status
  for k, v in pairs(spec.props or {}) do out.props[k] = v end
  return out
end

-- The scenario `commands` list: every command named by a unit's parent or a leader, with its
-- ancestors, in the order of battle's order.
function M.scenario_commands(data, ix, units)
  local need = {}
  local function add(k)
    while k and not need[k] do
      need[k] = true
      k = ix.commands[k] and ix.commands[k].parent
    end
  end
  for _, u in ipairs(units) do
    if u.side == data.side then add(u.parent) end
  end
  local out = {}
  for _, c in ipairs(data.commands) do
    if need[c.key] then
      out[#out + 1] = { key = c.key, name = c.name, echelon = c.echelon, side = data.side, parent = c.parent }
    end
  end
  return out
end

-- A scenario set-up under construction. `opts.after18`: units marked * in the loss tables
-- start at their parenthesised strength (every scenario but 6.1).
function M.setup(opts)
  opts = opts or {}
  local sides = {
    union = require("oob_union"),
    confederate = require("oob_confederate"),
  }
  local ix = { union = M.index(sides.union), confederate = M.index(sides.confederate) }
  local S = { list = {}, seen = {} }

  local function add(side, entry, where)
    if type(entry) == "string" then entry = { entry } end
    local key = entry[1]
    assert(not S.seen[key], "unit set up twice: " .. key)
    S.seen[key] = true
    local data = sides[side]
    local spec = { key = key, strength = entry.strength, status = entry.status or where.status,
      formation = entry.formation or where.formation, props = {} }
    if entry.replacement then
      -- A replacement leader ("Repl leader", "Repl Commander for E/G/Res").
      S.list[#S.list + 1] = {
        key = key, side = side, type = "leader", name = entry.name or ("Replacement leader, " .. entry.replacement),
        parent = entry.replacement, strength = 1, leader = { commands = entry.replacement },
        hex = where.hex, arrives = where.arrives, props = { replacement = true, cite = where.cite },
      }
      return
    end
    local u = ix[side].units[key]
    if u and spec.strength == nil and opts.after18 and u.after18 then spec.strength = u.after18 end
    spec.hex = where.hex
    spec.arrives = where.arrives
    local out = M.scenario_unit(data, ix[side], spec)
    if entry.commands then out.leader.commands = entry.commands end
    out.props.cite = where.cite
    if where.within then out.props.setup = { within = where.within, of = where.hex } end
    if where.line then out.props.setup = { line = where.line } end
    if entry.previous_losses then out.props.previous_losses = entry.previous_losses end
    if entry.note then out.props.note = entry.note end
    S.list[#S.list + 1] = out
  end

  -- Units and leaders named one by one. `where`: hex, within, line, arrives, status, formation, cite.
  function S.place(side, entries, where)
    for _, e in ipairs(entries) do
      local w = where
      if type(e) == "table" and e.hex then
        w = {}
        for k, v in pairs(where) do w[k] = v end
        w.hex = e.hex
      end
      add(side, e, w)
    end
  end

  -- A higher organization with every subordinate unit and leader (6.0 note 4), except optional
  -- ones, those already placed and those listed in `except`.
  function S.org(side, command, where, except)
    local skip = {}
    for _, k in ipairs(except or {}) do skip[k] = true end
    local keys = {}
    for _, k in ipairs(M.leaders_under(sides[side], ix[side], command)) do keys[#keys + 1] = k end
    for _, k in ipairs(M.units_under(sides[side], ix[side], command)) do
      local u = ix[side].units[k]
      local optional = (u.props and u.props.optional) or false
      local c = ix[side].commands[u.parent]
      if c.props and c.props.optional then optional = true end
      if not optional and u.type ~= "hq" and u.type ~= "supply" then keys[#keys + 1] = k end
    end
    for _, k in ipairs(keys) do
      if not S.seen[k] and not skip[k] then add(side, k, where) end
    end
  end

  function S.units() return S.list end

  function S.commands()
    local out = {}
    for _, side in ipairs({ "union", "confederate" }) do
      for _, c in ipairs(M.scenario_commands(sides[side], ix[side], S.list)) do out[#out + 1] = c end
    end
    return out
  end

  return S
end

return M
