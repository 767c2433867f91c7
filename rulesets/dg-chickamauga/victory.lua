-- Victory (exclusive rule 17): victory points for eliminated strength (scored as it happens,
-- util.eliminate), exits (16), the supply train, the victory point hexes held or last passed
-- through, and the two lines of communication checked at the end of the game.

local U = require("util")

local V = {}

--- The scenario's victory point hexes: { hex, side = "union"|"confederate"|"either", vp, owner }.
function V.schedule()
  local sc = sandtable.game.scenario() or {}
  return (sc.victory and sc.victory.hexes) or {}
end

-- 17.23 At the start, the scenario says which side passed last through each hex.
function V.init()
  local owners = {}
  for _, h in ipairs(V.schedule()) do owners[h.hex] = h.owner or "none" end
  sandtable.vars.set("owners", owners)
end

--- The side that holds a victory point hex, or last passed through it (17.2).
function V.owner(hex)
  return (sandtable.vars.get("owners") or {})[hex]
end

-- 17.2 A hex belongs to the side whose units occupy it or were the last to pass through it:
-- every move, entry, retreat and advance calls this with the hexes the unit entered.
function V.touch(side, hexes)
  local owners = sandtable.vars.get("owners")
  if not owners then return end
  local changed = false
  for _, h in ipairs(hexes or {}) do
    if owners[h] ~= nil and owners[h] ~= side then
      owners[h] = side
      changed = true
    end
  end
  if changed then sandtable.vars.set("owners", owners) end
end

-- Hexes joined by road hexsides to the `from` hexes, not passing through `blocked` hexes.
local function along_roads(from, blocked)
  local starts = {}
  for _, h in ipairs(from) do
    if not blocked[h] then starts[#starts + 1] = h end
  end
  local set = {}
  for h in pairs(sandtable.map.spread(starts, { along = { "road" }, block = U.keys(blocked) })) do set[h] = true end
  return set
end

local function occupied_by(side)
  local s = {}
  for _, u in ipairs(sandtable.units.all{ side = side }) do s[u.hex] = true end
  return s
end

-- 17.3 Lines of communication, traced at the end of the game.
-- 17.31 The Confederate line of communication: a line of connected road hexes, free of Union
-- units (Union zones of control do not matter), from 0101 or 0111 to any road hex on the
-- eastern edge of the map.
function V.confederate_loc()
  return V.loc_open_without(occupied_by("union"))
end

--- Whether a road from 0101 or 0111 reaches a road hex of the eastern edge without passing
--- through the hexes of `blocked` (a set).
function V.loc_open_without(blocked)
  local reached = along_roads(U.area("exits"), blocked)
  for _, h in ipairs(U.area("east_edge")) do
    if reached[h] and U.road_hex(h) then return true end
  end
  return false
end

-- 17.32 Union units that cannot trace a line of up to ten hexes, free of Confederate units
-- (not zones of control), to a road which leads to 0101 or 0111 are destroyed for victory
-- purposes. Judgement calls (README): the road must itself lead to the exits free of
-- Confederate units, and the line of hexes may not cross a creek hexside except at a bridge
-- or ford, nor enter an offmap hex.
function V.union_cut_off()
  local csa = occupied_by("confederate")
  local roads = along_roads(U.area("exits"), csa)
  local dist = sandtable.map.spread(U.keys(roads), {
    not_across = { "creek" }, into = U.keys(require("movement").TERRAIN), block = U.keys(csa), limit = 10,
  })
  local out = {}
  for _, u in ipairs(sandtable.units.all{ side = "union" }) do
    if dist[u.hex] == nil then out[#out + 1] = u end
  end
  return out
end

local function exited(side)
  local n = 0
  for _, u in ipairs(sandtable.units.all{ side = side, location = "box" }) do
    if u.box == "exited" then n = n + u.max_strength end
  end
  return n
end

-- The end-of-game awards (17.1, 17.2, 17.31, 17.32, 18.0), made once, after the last turn.
function V.final_scoring()
  -- 17.2 The victory point hexes.
  for _, h in ipairs(V.schedule()) do
    local owner = V.owner(h.hex)
    if owner ~= nil and owner ~= "none" and (h.side == "either" or h.side == owner) then
      sandtable.score.add_vp(owner, h.vp, ("17.2 %s held or last passed through (%d VP)"):format(h.hex, h.vp))
    end
  end
  -- 17.1 The Union player receives one VP for each of his strength points which exit.
  local ue = exited("union")
  if ue > 0 then sandtable.score.add_vp("union", ue, ("17.1 %d Union strength points exited"):format(ue)) end
  -- 17.1 / 17.31 Ten VP per Confederate strength point exited, if the road to the east is
  -- open.
  local ce = exited("confederate")
  if ce > 0 then
    if V.confederate_loc() then
      sandtable.score.add_vp("confederate", 10 * ce, ("17.31 %d Confederate strength points exited with the road east open"):format(ce))
    else
      sandtable.log.say(("17.31: no road from 0101/0111 to the eastern edge is free of Union units: the %d Confederate strength points exited score nothing"):format(ce))
    end
  end
  -- 18.0 The Confederate player receives 10 VP if the supply train fails to exit.
  for _, t in ipairs(sandtable.units.all{ type = "train", location = "any" }) do
    if not (t.location == "box" and t.box == "exited") then
      sandtable.score.add_vp("confederate", 10, "18.0 the Union supply train did not exit")
    end
  end
  -- 17.32 Union units cut off from the exits, and Union reinforcements that never entered,
  -- are destroyed for victory purposes.
  local lost = 0
  for _, u in ipairs(V.union_cut_off()) do
    lost = lost + u.max_strength
    sandtable.log.say(("17.32: %s in %s cannot trace ten hexes to a road to 0101/0111"):format(u.key, u.hex))
  end
  for _, u in ipairs(sandtable.units.all{ side = "union", location = "pending" }) do
    lost = lost + u.max_strength
    sandtable.log.say(("17.32: %s never entered play"):format(u.key))
  end
  if lost > 0 then
    sandtable.score.add_vp("confederate", lost, ("17.32 %d Union strength points cut off or never entered"):format(lost))
  end
end

-- The exit (16.1) next to `hex` that the Union combat units there control (5.13), or nil.
local function exit_controlled_from(hex)
  local combat_units = false
  for _, u in ipairs(U.own_at(hex, "union")) do
    if not U.is_train(u) then combat_units = true end
  end
  if not combat_units then return nil end
  for _, e in ipairs(U.area("exits")) do
    if U.contact(hex, e) then return e end
  end
  return nil
end

-- The hexes a side's line defends, with the rule that makes each worth holding: the victory
-- point hexes it holds (17.2), the road hex of the eastern edge it holds (17.31) and, for the
-- Union while the road east is open, the exits (16.1: Confederate exits then score).
-- Only the hexes for which `near(hex)` holds are listed.
local function defended_hexes(side, near)
  local goals, rule = {}, {}
  local function add(h, r)
    if near(h) and not rule[h] then
      goals[#goals + 1] = h
      rule[h] = r
    end
  end
  for _, h in ipairs(V.schedule()) do
    if V.owner(h.hex) == side then add(h.hex, "17.2") end
  end
  for _, h in ipairs(U.area("east_edge")) do
    if near(h) and U.own_at(h, side)[1] and U.road_hex(h) then add(h, "17.31") end
  end
  if side == "union" then
    local exits = {}
    for _, h in ipairs(U.area("exits")) do
      if near(h) then exits[#exits + 1] = h end
    end
    if #exits > 0 and V.confederate_loc() then
      for _, h in ipairs(exits) do add(h, "16.1") end
    end
  end
  return goals, rule
end

--- What a unit of `side` standing on `hex` holds there, as a reason (nil: nothing): a victory
--- point hex its side holds (17.2); the road hex of the eastern edge, whose holder decides the
--- Confederate line of communication (17.31); for the Union, an exit, which a Union unit bars
--- to the Confederates (16.1, 5.12), on it or from beside it by its zone of control (5.13);
--- for the Confederates, a place across the supply train's road off the map, which keeps the
--- train from exiting (18.0: 10 VP); for either side, a place in its line whose zone of control
--- alone keeps an enemy unit from reaching one of those hexes this turn (5.13,
--- movement.zoc_keeps_from). The stall report counts such a unit as holding, not idle, and the
--- computer players keep it there (but for the exit barred from beside it when
--- `opts.beside_exit` is false, and the line when `opts.line` is false).
function V.holds(side, hex, opts)
  if V.owner(hex) == side then return ("17.2: holds the victory point hex %s"):format(hex) end
  if U.set(U.area("east_edge"))[hex] and U.road_hex(hex) then
    return ("17.31: holds the road hex of the eastern edge (%s)"):format(hex)
  end
  if side == "union" and U.set(U.area("exits"))[hex] then
    return ("16.1: bars the exit %s to the Confederates"):format(hex)
  end
  if side == "union" and not (opts and opts.beside_exit == false) then
    -- 5.13 A Confederate in its zone of control may not leave by movement, so none may exit
    -- (16.1) at an exit it controls. (The train exerts no zone of control, 18.25.)
    local e = exit_controlled_from(hex)
    if e then return ("16.1, 5.13: its zone of control bars the exit %s to the Confederates"):format(e) end
  end
  if side == "union" and U.road_hex(hex) and not V.loc_open_without({ [hex] = true }) then
    return ("17.31: on %s it alone cuts every road from the exits to the eastern edge"):format(hex)
  end
  if side == "confederate" then
    -- (movement.lua requires this file: it is looked up when first needed)
    local on = require("movement").across_train_road(hex)
    if on then return ("18.0: across the supply train's road off the map (at %s)"):format(on) end
  end
  if not (opts and opts.line == false) then
    local rule
    local e, g = require("movement").zoc_keeps_from(side, hex, function(near)
      local goals
      goals, rule = defended_hexes(side, near)
      return goals
    end)
    if e then
      return ("5.13: its zone of control alone keeps %s (%s) from %s (%s) this turn"):format(e.key, e.hex, g, rule[g])
    end
  end
  return nil
end

-- 17.0 The player with the most victory points at the end of the game wins, by the margin.
function V.result()
  local u, c = sandtable.score.vp("union"), sandtable.score.vp("confederate")
  local margin = u - c
  if margin == 0 then
    return { winner = "draw", level = "draw", reason = ("17.0: VP union %d, confederate %d"):format(u, c) }
  end
  return {
    winner = margin > 0 and "union" or "confederate",
    level = ("by %d VP"):format(math.abs(margin)),
    reason = ("17.0: VP union %d, confederate %d"):format(u, c),
  }
end

return V
