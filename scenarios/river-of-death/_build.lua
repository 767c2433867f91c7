-- Builds a River of Death scenario from the shared order of battle (rulesets/river-of-death/
-- oob.lua), the Turn Record and Reinforcement Chart (charts.lua) and a scenario's set-up:
-- a list of { key, hex, formation, facing } in the order the set-up lines give them. Every
-- unit not set up and not arriving within the scenario is not in play.

local oob = require("oob")
local charts = require("charts")
local map = require("map")

-- 7.711 The off-map cavalry displays of the Turn Record card.
map.boxes = {
  { id = "union_off_map_cavalry", name = "Union off-map cavalry display (7.711)" },
  { id = "confederate_off_map_cavalry", name = "Confederate off-map cavalry display (7.711)" },
  -- 11.33/11.34 units and wagons exited through areas F (toward Chattanooga) and G (McFarland's
  -- Gap); 6.74 D. McCook withdrawn through G. Exited units may not re-enter (11.33).
  { id = "exited_f", name = "Exited through area F (11.33)" },
  { id = "exited_g", name = "Exited through area G (11.33)" },
  -- 7.673 routed units that routed off the map wait beside the hex they left until they rally.
  { id = "routed_off_map", name = "Routed off the map (7.673)" },
}

local function copy(t)
  if type(t) ~= "table" then return t end
  local c = {}
  for k, v in pairs(t) do c[k] = copy(v) end
  return c
end

-- 6.722 Reinforcements enter in march formation by default (infantry may choose line,
-- cavalry dismounted; artillery only limbered).
local function entry_formation(def)
  if def.type == "infantry" then return "column" end
  if def.type == "cavalry" then return "mounted" end
  if def.type == "artillery" or def.type == "horse_artillery" then return "limbered" end
  return nil
end

return function(spec)
  local units, placed = {}, {}
  local function add(u) units[#units + 1] = u; placed[u.key] = u end

  -- The set-up: each unit at its hex, at full strength less its previous losses (12.421).
  for _, s in ipairs(spec.setup) do
    local def = assert(oob.by_key[s[1]], "no unit " .. tostring(s[1]))
    assert(not placed[s[1]], "set up twice: " .. s[1])
    local u = copy(def)
    u.hex = s[2]
    u.formation = s[3]
    u.facing = s[4]
    local loss = spec.losses and spec.losses[u.key] or 0
    u.strength = def.strength - loss
    u.props.previous_losses = loss > 0 and loss or nil
    if spec.captured and spec.captured[u.key] then
      -- 8.34 / 12.512j captured artillery belongs to the capturing player.
      u.side = spec.captured[u.key]
      u.status = { "captured" }
      u.props.captured_from = def.side
      u.parent = nil
    end
    add(u)
  end

  -- Reinforcements from the chart (12.13, 12.23, 12.33), in chart order. A unit listed twice
  -- (D. McCook, 6.74 and 6.731) arrives at the first and re-enters at the second.
  local function arrive(key, turn, area, day, time, note)
    local def = assert(oob.by_key[key], "no unit " .. key)
    local u = placed[key]
    if u then
      if u.props.arrives_as_reinforcement then
        u.props.reenters = { turn = turn, area = area, day = day, time = time }
      end
      return
    end
    u = copy(def)
    u.arrives = { turn = turn, area = area, day = day, time = time, note = note }
    u.formation = entry_formation(def)
    u.props.arrives_as_reinforcement = true
    add(u)
  end
  if spec.arrivals == "chart" then
    for _, e in ipairs(charts.reinforcements) do
      local t = charts.turn_number(spec.start.day, spec.start.time, e.day, e.time)
      if t and t <= spec.turns and not (spec.off_map and e.note and e.note:find("off%-map")) then
        for _, key in ipairs(e.units) do arrive(key, t, e.area, e.day, e.time, e.note) end
      end
    end
  end
  for _, e in ipairs(spec.extra_arrivals or {}) do
    local t = assert(charts.turn_number(spec.start.day, spec.start.time, e.day, e.time))
    for _, key in ipairs(e.units) do arrive(key, t, e.area, e.day, e.time, e.note) end
  end

  -- 7.711 Off-map cavalry waits in its display; it enters per the chart or 6.732/6.733.
  if spec.off_map then
    for _, e in ipairs(charts.reinforcements) do
      if e.note and e.note:find("off%-map") then
        for _, key in ipairs(e.units) do
          local u = copy(oob.by_key[key])
          u.box = u.side == "union" and "union_off_map_cavalry" or "confederate_off_map_cavalry"
          u.props.enters = { day = e.day, time = e.time, area = e.area }
          add(u)
        end
      end
    end
  end

  local vars = copy(spec.vars or {})
  vars.scenario = spec.rule
  vars.casualties = spec.casualties or { union = 0, confederate = 0 }
  vars.entrenchments = spec.entrenchments or {}

  return {
    name = spec.name,
    description = spec.description,
    turns = spec.turns,
    first_side = "confederate", -- rule 4: the Confederate player always moves first
    start = spec.start,
    map = map,
    commands = oob.commands,
    units = units,
    vars = vars,
    victory = spec.victory,
    source = "Chickamauga: River of Death (Phoenix Enterprises) rulebook, section 12 (shared/seeds/000_6f5cfa80538a25b4.txt); order of battle and chart reconstructed (rulesets/river-of-death/README.md)",
  }
end
