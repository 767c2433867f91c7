-- What a unit shows players (the window's unit panel and the badges on its counter):
-- formation, facing, morale state and grade, ammunition, stragglers and wrecks, breastworks,
-- movement points left in its movement phase, and — to its own side only, since orders are
-- written in secret (S.2) — the order it is under, its objective marked on the map. Only
-- looks; the ruleset's `describe_unit`, and `unit_route`: the order's route to it.

local U = require("util")

local D = {}

local BADGES = {
  bloodlust = { "B", "bloodlust (S.7)" },
  shaken = { "S", "shaken (S.7)" },
  disorganized = { "D", "disorganized (S.7)" },
  routed = { "R", "routed (S.7)" },
}

-- Orders are written in secret (S.2): a unit's order is its own side's to see.
local function sees_orders(u, viewer) return viewer == nil or viewer == u.side end

-- The objective of the order a unit is under, if it is a hex of the map.
local function objective(u)
  local o = require("orders").current(u)
  if o and o.goal and sandtable.map.on_map(o.goal) then return o.goal end
  return nil
end

function D.describe_unit(u, viewer)
  local lines, badges = {}, {}
  local function line(label, value) lines[#lines + 1] = { label = label, value = tostring(value) } end
  local function badge(text, tip) badges[#badges + 1] = { text = text, tip = tip } end
  if U.is_combat(u) then
    line("Strength", ("%d of %d SP"):format(u.strength, u:prop("full") or u.max_strength))
    line("Formation", u.formation or "none yet (S.4.1)")
    if u.facing then line("Facing", u.facing) end
    local m = U.morale_state(u)
    line("Morale", ("%s (grade %s)"):format(m, U.morale_grade(u)))
    if BADGES[m] then badge(BADGES[m][1], BADGES[m][2]) end
    if not U.is_artillery(u) then
      line("Ammunition", u:has("low_ammo") and "low (S.9)" or "normal")
      if u:has("low_ammo") then badge("L", "low on ammunition (S.9)") end
    end
    local st = u:prop("stragglers") or 0
    if st > 0 then line("Stragglers", ("%d SP may return (S.10)"):format(st)) end
    if u:has("wrecked") then
      line("Wrecked", "yes (5.4)")
      badge("W", "wrecked (5.4)")
    end
  elseif U.is_leader(u) then
    line("Rating", U.rating(u))
  end
  if u:has("breastworks") then line("Breastworks", "in a completed breastwork (4.3)") end
  if u:has("building") then line("Breastworks", "building (4.3b)") end
  if u.on_map and U.is_combat(u) and u.side == sandtable.game.active_side()
    and sandtable.game.phase() == "movement" then
    line("MP left", require("movement").left(u))
  end
  local marks = {}
  if sees_orders(u, viewer) then
    local o = require("orders").current(u)
    if o then
      line("Order", ("%s%s (order %s)"):format(o.type or "?", o.goal and (" → " .. tostring(o.goal)) or "", tostring(o.id)))
      -- the order's objective, drawn on the map while the unit is selected
      if objective(u) then
        marks[#marks + 1] = { hex = o.goal, label = ("objective: %s (order %s)"):format(o.type or "?", tostring(o.id)) }
      end
    elseif U.is_combat(u) then
      line("Order", "none")
    end
  end
  return { lines = lines, badges = badges, marks = marks }
end

-- The route of the selected unit's order to its objective (S.2.1 "the objective or route drawn
-- on the map"), to its own side: movement.route_to. The ruleset's `unit_route`.
function D.unit_route(u, viewer)
  if not sees_orders(u, viewer) then return nil end
  local goal = objective(u)
  return goal and require("movement").route_to(u, goal) or nil
end

return D
