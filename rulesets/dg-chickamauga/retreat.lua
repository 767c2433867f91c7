-- Retreat (7.7), displacement (7.8) and the supply train's retreats (18.11, 18.23, 18.24).
--
-- The owner chooses where his units retreat (7.71) and, when a retreat must displace a friend
-- (7.81), which hex and which friend; the displaced unit's owner chooses its hex in turn (7.82).
-- Where the rules leave more than one hex, the owner is asked a decision
-- (sandtable.decisions, kind "retreat"); where they leave one, it is taken; where none, the
-- unit is eliminated (7.72). The acting player may name a hex for each of his own units in
-- the attack action (`retreats = { [key] = hex }`), which answers that question in advance.
--
-- Retreats under way are a queue in sandtable.vars ("retreats"), so that play can wait for an
-- owner's answer between two of them: steps (a unit to retreat, or a unit to move once the
-- friends it displaces have made room), the hexes the displacement chain has used, the units
-- moved (for 18.11), and what to do when the queue is empty (`after`, a finisher another
-- module registers in R.finishers).

local U = require("util")
local movement = require("movement")
local victory = require("victory")

local R = {}

-- 7.72 A hex a unit may retreat into, ignoring stacking: one it could enter (terrain and
-- hexside, 5.25; offmap hexes are off the map, 16.6), without enemy units and not in an
-- enemy zone of control; 18.23 the train only into a road or trail hex.
local function open(u, from, hex)
  if movement.step_cost(from, hex) == nil then return false end
  if U.enemy_in(hex, u.side) then return false end
  if sandtable.move.in_enemy_zoc(hex, u.side) then return false end
  return true
end

local function room(u, hex)
  local here = sandtable.units.at(hex)
  if U.is_train(u) then return #here == 0 end
  for _, o in ipairs(here) do
    if U.is_train(o) then return false end
  end
  return sandtable.units.stack(hex, u.side) + 1 <= 2
end

local DEFENCE = { rough = 2, forest_rough = 2, forest = 1, clear = 0 }

-- The retreat policy's score of a hex: far from the enemy, good terrain.
local function score(u, hex)
  local nearest = 99
  for _, e in ipairs(sandtable.units.all{ side = sandtable.game.enemy(u.side) }) do
    nearest = math.min(nearest, sandtable.map.distance(hex, e.hex))
  end
  return nearest * 10 + (DEFENCE[sandtable.map.terrain(hex)] or 0)
end

local function sorted_candidates(u, from, hint, exclude)
  local out = {}
  for _, h in ipairs(sandtable.map.neighbors(from)) do
    if not exclude[h] and open(u, from, h) then out[#out + 1] = h end
  end
  local sc = {}
  for _, h in ipairs(out) do sc[h] = score(u, h) end
  table.sort(out, function(a, b)
    if a == hint then return b ~= hint end
    if b == hint then return false end
    if sc[a] ~= sc[b] then return sc[a] > sc[b] end
    return a < b
  end)
  return out
end

-- 7.8 "chains allowed": a displacement chain may be of any length. It always ends, since each
-- step excludes the hexes the chain has used and the map is finite; MAX_CHAIN only keeps a
-- runaway search inside the instruction budget, far beyond any chain a position can hold
-- (every hex of it full, each displaced unit with no other way open).
local MAX_CHAIN = 40

-- Plans the retreat of unit `u`: a list of { unit, hex } moves to make in order (displaced
-- units first), or nil if it cannot retreat. `exclude` holds hexes taken by the chain.
local function plan(u, hint, exclude, depth)
  local from = u.hex
  local cands = sorted_candidates(u, from, hint, exclude)
  for _, h in ipairs(cands) do
    if room(u, h) and (not U.is_train(u) or U.road_or_trail_hex(h)) then
      return { { unit = u.key, hex = h } }
    end
  end
  -- 7.81 Only when no other retreat is open may a retreating unit displace friendly units
  -- (one for one); 7.82 a displaced unit retreats like a retreating unit, and may itself
  -- displace; if it cannot retreat, the retreating unit is eliminated instead. 18.24 the train
  -- may displace and be displaced.
  if depth >= MAX_CHAIN then return nil end
  for _, h in ipairs(cands) do
    if not U.is_train(u) or U.road_or_trail_hex(h) then
      local friends = U.own_at(h, u.side)
      -- the train displaces every unit in the hex (it never stacks); others displace one
      local need = U.is_train(u) and #friends or 1
      if #friends > 0 and #friends >= need then
        local ex = {}
        for k in pairs(exclude) do ex[k] = true end
        ex[from] = true
        ex[h] = true
        local moves, ok = {}, true
        for i = 1, need do
          local sub = plan(friends[i], nil, ex, depth + 1)
          if not sub then
            ok = false
            break
          end
          for _, m in ipairs(sub) do
            moves[#moves + 1] = m
            ex[m.hex] = true
          end
        end
        if ok then
          moves[#moves + 1] = { unit = u.key, hex = h, displaced = true }
          return moves
        end
      end
    end
  end
  return nil
end

local copy = require("lib.tables").copy

local keys_of = U.keys_of

--- Whether the unit could retreat now (for the bots' estimates).
function R.can_retreat(u)
  return plan(u, nil, {}, 0) ~= nil
end

--- The owner's retreat options for unit `u` (7.71): each hex it may retreat into, best first
--- by the computer player's measure (far from the enemy, good terrain, lowest label). Only when
--- none has room may it displace friends (7.81): then one option per hex and friend displaced
--- (every unit in the hex for the train, 18.24), each one whose chain can be completed (7.82).
--- `exclude` holds hexes the displacement chain has used; `depth` is the chain's length so far.
function R.options(u, exclude, depth)
  exclude = exclude or {}
  depth = depth or 0
  local from = u.hex
  local cands = sorted_candidates(u, from, nil, exclude)
  local out = {}
  for _, h in ipairs(cands) do
    if room(u, h) and (not U.is_train(u) or U.road_or_trail_hex(h)) then
      out[#out + 1] = { hex = h, value = h, label = ("retreat to %s"):format(h) }
    end
  end
  if #out > 0 or depth >= MAX_CHAIN then return out end
  for _, h in ipairs(cands) do
    if not U.is_train(u) or U.road_or_trail_hex(h) then
      local friends = U.own_at(h, u.side)
      local ex = copy(exclude)
      ex[from] = true
      ex[h] = true
      if U.is_train(u) and #friends > 0 then
        local ok = true
        for _, f in ipairs(friends) do
          local sub = plan(f, nil, ex, depth + 1)
          if not sub then ok = false break end
          for _, m in ipairs(sub) do ex[m.hex] = true end
        end
        if ok then
          local ks = keys_of(friends)
          out[#out + 1] = { hex = h, displace = ks, value = h .. " displacing " .. table.concat(ks, "+"),
            label = ("retreat to %s, displacing %s (7.81)"):format(h, table.concat(ks, " and ")) }
        end
      else
        for _, f in ipairs(friends) do
          if plan(f, nil, copy(ex), depth + 1) then
            out[#out + 1] = { hex = h, displace = { f.key }, value = h .. " displacing " .. f.key,
              label = ("retreat to %s, displacing %s (7.81)"):format(h, f.key) }
          end
        end
      end
    end
  end
  return out
end

-- The queue of retreats under way.
local function get_flow() return sandtable.vars.get("retreats") end
local function set_flow(f) sandtable.vars.set("retreats", f) end

--- Finishers run when a queue of retreats is done: `R.finishers[after.kind](after, moved)`.
R.finishers = {}

--- Starts retreats: `steps` is a list of { unit = KEY, why = TEXT, hint = HEX or nil }; `after`
--- (or nil) says what follows them. Runs them at once as far as the owners' choices allow;
--- returns true if all is done, false if an owner was asked where to go.
function R.start(steps, after)
  local flow = get_flow() or { steps = {}, exclude = {}, moved = {} }
  for _, s in ipairs(steps) do
    flow.steps[#flow.steps + 1] = { t = "retreat", unit = s.unit, why = s.why, hint = s.hint, depth = 0 }
  end
  flow.after = after
  set_flow(flow)
  return R.continue()
end

--- Whether retreats are under way (an owner's choice is awaited).
function R.under_way()
  return get_flow() ~= nil
end

-- Moves a unit one hex in a retreat or displacement, with its records: 7.74 a unit that
-- retreated adds no strength to a later defence this phase; 7.8 displaced artillery that has
-- not fired may not fire this phase.
local function retreat_move(flow, s, hex, displacing)
  local x = sandtable.units.get(s.unit)
  local from = x.hex
  sandtable.units.move(x, hex)
  victory.touch(x.side, { hex })
  local c = U.cbt()
  c.retreated[x.key] = true
  if s.displaced then
    sandtable.log.say(("7.82: %s is displaced from %s to %s"):format(x.key, from, hex))
    if U.is_artillery(x) then c.used[x.key] = true end
  else
    sandtable.log.say(("7.71: %s retreats from %s to %s%s (%s)"):format(
      x.key, from, hex, displacing and ", displacing" or "", s.why))
  end
  U.set_cbt(c)
  flow.exclude[hex] = true
  flow.moved[#flow.moved + 1] = x.key
end

-- Carries out the option chosen for the first step.
local function take(flow, o)
  local s = flow.steps[1]
  local u = sandtable.units.get(s.unit)
  if not o.displace then
    table.remove(flow.steps, 1)
    retreat_move(flow, s, o.hex, false)
    return
  end
  -- 7.82 The displaced units retreat first (each its owner's choice), then the unit moves in.
  flow.exclude[u.hex] = true
  flow.exclude[o.hex] = true
  local new = {}
  for _, k in ipairs(o.displace) do
    new[#new + 1] = { t = "retreat", unit = k, why = "7.82 displaced by " .. u.key, depth = s.depth + 1, displaced = true }
  end
  new[#new + 1] = { t = "move", unit = u.key, hex = o.hex, why = s.why, displaced = s.displaced }
  table.remove(flow.steps, 1)
  for i = #new, 1, -1 do table.insert(flow.steps, 1, new[i]) end
end

-- Runs the first step; false if it waits for the owner's choice.
local function step(flow)
  local s = flow.steps[1]
  local u = sandtable.units.get(s.unit)
  if s.t == "move" then
    table.remove(flow.steps, 1)
    retreat_move(flow, s, s.hex, true)
    return true
  end
  if not u or not u.on_map then
    table.remove(flow.steps, 1)
    return true
  end
  if s.depth == 0 then flow.exclude = {} end
  local opts = R.options(u, flow.exclude, s.depth)
  if #opts == 0 then
    table.remove(flow.steps, 1)
    sandtable.log.say(("7.72: %s has no hex to retreat into and is eliminated (%s)"):format(u.key, s.why))
    U.eliminate(u, "7.72 no retreat (" .. s.why .. ")")
    return true
  end
  local pick
  for _, o in ipairs(opts) do
    if s.hint and o.hex == s.hint and not pick then pick = o end
  end
  if not pick and #opts == 1 then pick = opts[1] end
  if pick then
    take(flow, pick)
    return true
  end
  local choices = {}
  for _, o in ipairs(opts) do
    choices[#choices + 1] = { value = o.value, label = o.label, hex = o.hex }
  end
  sandtable.decisions.ask{
    side = u.side,
    kind = "retreat",
    rule = s.displaced and "7.82" or "7.71",
    prompt = ("Where does %s retreat from %s? (%s)"):format(u.key, u.hex, s.why),
    choices = choices,
    context = { unit = u.key, options = opts },
  }
  return false
end

--- Runs the queue on until it is done (then its finisher) or an owner must choose.
function R.continue()
  while true do
    local flow = get_flow()
    if not flow then return true end
    if #flow.steps > 0 then
      local went_on = step(flow)
      set_flow(flow)
      if not went_on then return false end
    else
      set_flow(nil)
      local after = flow.after
      if not after then return true end
      R.finishers[after.kind](after, flow.moved)
      if sandtable.decisions.pending() then return false end
    end
  end
end

--- The handler of the "retreat" decision: the owner's choice for the first step, then on.
R.decision = {
  rule = "7.71",
  resolve = function(d, choice)
    local flow = get_flow()
    for _, o in ipairs(d.context.options) do
      if o.value == choice then
        take(flow, o)
        set_flow(flow)
        break
      end
    end
    R.continue()
  end,
  -- The computer player takes the option its measure ranks first (R.options' order); the
  -- standard profile's supply train keeps to its road (bots_standard.retreat).
  bot = function(d, profile)
    if profile == "standard" then return require("bots_standard").retreat(d) end
    return d.choices[1].value
  end,
}

return R
