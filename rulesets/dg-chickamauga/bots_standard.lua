-- The "standard" computer players: the baseline's (bots.lua) with the weak parts of its policy
-- replaced. What it does differently, in the words of a player:
-- * The supply train takes the road to the exits that is open now — free of enemy units and
--   their zones of control (18.11, movement.open_train_road) — enters only where such a road
--   starts (at such a hex when it may enter at one), and waits (15.3) rather than enter where
--   it would be stuck; the stacks whose zones of control lie across its road are attacked
--   first.
-- * Lower odds: at 1-1 the table costs the attacker no strength (7.6: Dr or Ar), so the
--   Confederates attack at 1-1 where the baseline waited for 2-1; the Union keeps 3-1, but
--   attacks the stacks across the train's road at 2-1.
-- * The Confederates contest the Union's hold on the road hex of the eastern edge (2503, whose
--   loss opens their line of communication, 17.31): they march on it, attack it and keep it;
--   and they march on the exits from turn 7, not 9, while the road east is open.
-- * The Union holds its two 20-point hexes (0211, 0502) with two units each and guards the
--   exits only while the road east is open (17.31: while it is cut, Confederate exits score
--   nothing). A unit of either side next to its objective steps onto it.
-- * No unit stands idle behind the line: one the plan gives no move marches toward the nearest
--   enemy, short of his zones of control, and idle artillery closes to bombard (the Union's
--   from turn 8: before that they hold the line the plan gave them), unless it holds a
--   victory point hex, an exit or the road hex of the eastern edge, or (a Confederate) stands
--   across the train's road (18.0). One that has come up to the enemy's zones of control with
--   no nearer hex steps onto a threatened objective of its side within its move, if any.
-- * The supply train retreats, or is displaced, onto its road to the exits (18.23).

local U = require("util")
local victory = require("victory")
local movement = require("movement")
local bots = require("bots")

local S = {}

-- The road hex of the eastern edge (2503): whose side holds it decides the Confederate line of
-- communication (17.31).
local function east_road_hex()
  for _, h in ipairs(U.area("east_edge")) do
    if U.road_hex(h) then return h end
  end
  return nil
end

local function side_at(hex)
  local us = sandtable.units.at(hex)
  return us[1] and us[1].side or nil
end

-- The train's road to the exits as it is open now (roads and trails free of enemy units and
-- their zones of control, 18.11, 18.23). It changes with every move, so it is not cached.
local open_train_field = movement.open_train_road

-- The field the train follows: the open road where there is one from its hex; otherwise the
-- road ignoring units, so that it still moves up toward what blocks it.
local function train_field()
  local open = open_train_field()
  for _, h in ipairs(bots.train_starts()) do
    if open[h] then return open end
  end
  return bots.field("train", U.area("exits"), true)
end

-- 15.3 The train waits rather than enter at a hex with no open road to the exits — unless it
-- is a scheduled entry hex (15.0) with a road to the exits that attacks may open: there it
-- comes on and moves up behind the units that clear its road. Where some hex it may enter at
-- has an open road now, it enters only at such a hex (not at a lower-numbered blocked one).
local function train_may_enter(hex)
  local open = open_train_field()
  if open[hex] then return true end
  if movement.train_road_open_from() then return false end
  return U.set(U.area("union_entry"))[hex] and bots.field("train", U.area("exits"), true)[hex] ~= nil
end

-- The enemy hexes whose zones of control lie across the train's road (the road ignoring
-- units, from where the train is or enters): attacking them opens it.
local function train_blockers(b)
  local out = {}
  local t = U.train_on_map()
  local pending = #sandtable.units.all{ side = "union", type = "train", location = "pending" } > 0
  if not t and not pending then return out end
  local route = bots.route_along(bots.field("train", U.area("exits"), true), bots.train_starts())
  for _, h in ipairs(U.keys(route)) do
    if b.zoc[h] then
      for _, n in ipairs(bots.contacts(h, b)) do out[n] = true end
    end
  end
  return out
end

local function blocks_train(b, hex)
  b.train_blockers = b.train_blockers or train_blockers(b)
  return b.train_blockers[hex]
end

local function target_bonus(side, b, hex)
  if side == "union" then return blocks_train(b, hex) and 25 or 0 end
  if hex == east_road_hex() then return 20 end
  return 0
end

-- The Union attacks the stacks across the train's road at 2-1, not only at 3-1.
local function target_threshold(side, b, hex)
  if side == "union" and blocks_train(b, hex) then return 6 end
  return nil
end

-- 17.31 The Confederates take the road hex of the eastern edge from the Union and keep it.
-- (The Union marching on the stacks across a blocked train road, as objectives, was tried
-- and lost: with it, and idle Union artillery closing, the standard Union won 6 of 40 ladder
-- games as the Union; with the artillery alone 10; with neither 15.)
local function more_objectives(side, b, list)
  if side ~= "confederate" then return end
  local h = east_road_hex()
  if not h then return end
  local holder = side_at(h)
  if holder == "union" then
    list[#list + 1] = { hex = h, value = 45, cap = 3 }
  elseif holder == "confederate" then
    list[#list + 1] = { hex = h, value = 30, cap = 1 }
  end
end

-- 17.2 The Union's two 20-point hexes (0211 and 0502, behind its lines, on the roads to the
-- exits) are held by two units, not one: a lone brigade in clear ground fell to the first
-- 2-1 a Confederate flanking column brought (seeds 1-80 against the baseline Confederates,
-- the exits unguarded as below: 0502 lost in 37 games with one, in none with two).
local function least_garrison(side, vp_hex)
  if side == "union" and vp_hex.vp >= 20 then return 2 end
  return 1
end

-- 17.31 While the road east is cut (a Union unit on 2503), Confederate exits score nothing,
-- so the exits need no guard: the units that stood there hold the 20-point hexes instead.
local function exits_need_guard()
  return victory.confederate_loc()
end

local function advance_bonus(side, hex)
  if side == "confederate" and hex == east_road_hex() then return 10 end
  return 0
end

-- Whether a unit standing on `hex` holds something there (victory.holds: a victory point hex
-- of its side, the road hex of the eastern edge, an exit the Union bars by standing on it, a
-- place across the train's road). A Union unit beside an exit, which bars it by its zone of
-- control, counts as holding in the stall report, but the standard Union still marches it when
-- idle: kept there, the Union won 4 of seeds 1-20 against the baseline Confederates, 7 without.
-- The place in a line that keeps an enemy from a defended hex (5.13) is not weighed either: it
-- costs a distance field or more a unit, and the games measured were played without it.
local function holding(side, hex)
  return victory.holds(side, hex, { beside_exit = false, line = false }) ~= nil
end

-- From which turn a side's idle units march toward the enemy: the Confederates', who must
-- take ground, from the first. The Union's stay on the line the plan gave them until the
-- eve of the night turn: marching them up to the enemy's zones of control from the start
-- fed them piecemeal to Confederate 2-1 attacks (seeds 1-80 against the baseline
-- Confederates, with the garrisons and exit guard above: 43 Union wins marching from turn 1
-- (a trial that also attacked road-cutting stacks at 2-1, since dropped), 62 never marching,
-- 60 marching from turn 8, which leaves no unit idle for eight turns from the start).
local MARCHES_TO_THE_ENEMY = { confederate = 1, union = 8 }
-- From which turn a side's idle artillery closes to bombarding range (8.12). (The Union's
-- closing from turn 1 won less in round 1: 10 of 40 ladder games as the Union against 15 of
-- 40 without; from turn 8 it won 64 of seeds 1-80 against the baseline Confederates, 60
-- without, and no Union battery stands idle for eight turns against the standard ones.)
local ARTILLERY_CLOSES = { confederate = 1, union = 8 }

-- How far a hex is from where the unit wants to be: the steps to the nearest enemy for a
-- foot or mounted unit, for artillery the steps to a hex two or three hexes from the enemy,
-- from which it bombards (8.12).
local function distance_for(u, f, hex)
  local v = f[hex]
  if not v then return nil end
  if U.is_artillery(u) then return math.abs(v - 2.5) - 0.5 end
  return v
end

-- Where a unit that has come up to the edge of the enemy's zones of control, and can get no
-- nearer him, goes instead: onto a hex its side holds and the enemy threatens (17.2 a victory
-- point hex, 17.31 the road hex of the eastern edge) within this move and with room, the most
-- threatened first (enemy strength within four hexes, then the label). Standing there it
-- holds the hex (victory.holds).
local function threatened_objective(side, b, u, reaches, occ)
  local east = east_road_hex()
  local best, most = nil, 0
  for _, d in ipairs(reaches[u.key]) do
    local ours = victory.owner(d.hex) == side or (d.hex == east and side_at(d.hex) == side)
    local threat = b.threat[d.hex] or 0
    if ours and not b.zoc[d.hex] and (occ[d.hex] or 0) < 2 and not (b.route and b.route[d.hex])
      and (threat > most or (threat == most and best and d.hex < best)) then
      best, most = d.hex, threat
    end
  end
  return best
end

-- The units the plan leaves idle (and holding nothing) march toward the nearest enemy, up to
-- the edge of his zones of control: into one would commit them to an attack (7.12) the plan
-- has not weighed.
local function idle_moves(side, b, idle, reaches, occ)
  local moves = {}
  local turn = sandtable.game.turn()
  if turn < MARCHES_TO_THE_ENEMY[side] or #b.enemy_hexes == 0 or U.night() then return moves end
  local f = sandtable.move.field(b.enemy_hexes, { class = "foot", steps = true })
  for _, u in ipairs(idle) do
    if not holding(side, u.hex) and (turn >= ARTILLERY_CLOSES[side] or not U.is_artillery(u)) then
      local here = distance_for(u, f, u.hex) or math.huge
      local best, bv = nil, here
      for _, d in ipairs(reaches[u.key]) do
        local v = distance_for(u, f, d.hex)
        if v and not b.zoc[d.hex] and (occ[d.hex] or 0) < 2 and not (b.route and b.route[d.hex])
          and (v < bv or (v == bv and best and d.hex < best)) then
          best, bv = d.hex, v
        end
      end
      best = best or threatened_objective(side, b, u, reaches, occ)
      if best then
        occ[u.hex] = occ[u.hex] - 1
        occ[best] = (occ[best] or 0) + 1
        moves[#moves + 1] = { unit = u.key, to = best }
      end
    end
  end
  return moves
end

S.policy = {
  id = "standard",
  threshold = { confederate = 5, union = 7 },
  confederate_exit_turn = 7,
  train_field = train_field,
  train_may_enter = train_may_enter,
  more_objectives = more_objectives,
  target_bonus = target_bonus,
  target_threshold = target_threshold,
  advance_bonus = advance_bonus,
  idle_moves = idle_moves,
  -- a unit next to its objective steps onto it (the march's two-point margin would keep it off)
  on_objective = 3,
  least_garrison = least_garrison,
  exits_need_guard = exits_need_guard,
}

-- 7.71, 7.82 Where a unit of the side retreats or is displaced to: the first choice (retreat.lua's
-- measure: far from the enemy, then good ground), but the supply train takes the hex nearest the
-- exits by road and trail (18.23; the first choice among equals): a hex off every road to
-- them strands it for the game (seed 4: displaced from 0724 into 0624, whose one trail leads
-- to no exit, it stood there from turn 8 to the end).
function S.retreat(d)
  local u = sandtable.units.get(d.context.unit)
  if not (u and U.is_train(u)) then return d.choices[1].value end
  local road = bots.field("train", U.area("exits"), true)
  local best, nearest = d.choices[1].value, math.huge
  for _, o in ipairs(d.context.options) do
    local v = road[o.hex]
    if v and v < nearest then best, nearest = o.value, v end
  end
  return best
end

local play = bots.profile(S.policy)
S.union = play
S.confederate = play

return S
