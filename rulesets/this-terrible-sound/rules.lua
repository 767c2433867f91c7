-- Every rule of This Terrible Sound with its coverage status (`sandtable rules
-- this-terrible-sound`), gathered from one file per module so that each module's engineer
-- keeps its own list:
--
--   rules_command.lua   2.1-2.5, 3.1, 3.3d, 3.4, 4.2, S.3                  (command.lua)
--   rules_orders.lua    3.2, 3.3x, 3.6, 4.1, 4.4x, S.2                     (orders.lua, events.lua)
--   rules_movement.lua  1.x, 4.3a-b, 4.5x, 4.6, 6.0, S.1, S.4, S.10        (movement.lua)
--   rules_fire.lua      2.6, 3.5, 4.3c, S.5, S.6, S.9                      (fire.lua, assault.lua)
--   rules_morale.lua    S.7, S.8                                           (morale.lua)
--   rules_victory.lua   5.x, 6.1-6.3                                      (victory.lua)
--   rules_options.lua   the variants 2.7a-j, 3.7a-j                        (options.lua)
--   rules_scenarios_a.lua, rules_scenarios_b.lua   the scenarios 6.4-6.7, 6.8-6.12
--
-- Sorted: the seed's numbered rules first in the rulebook's order (section, number after the
-- dot, letter: 2.7a before 2.7b, 6.9 before 6.10), then the reconstructed series rules
-- S.<section>.<n> in numeric order.

local parts = { "rules_command", "rules_orders", "rules_movement", "rules_fire", "rules_morale", "rules_victory", "rules_options", "rules_scenarios_a", "rules_scenarios_b" }

local all = {}
for _, p in ipairs(parts) do
  for _, r in ipairs(require(p)) do all[#all + 1] = r end
end

local function key(id)
  local series = id:sub(1, 2) == "S."
  local rest = series and id:sub(3) or id
  local a, b, letter = rest:match("^(%d+)%.?(%d*)(%a*)$")
  return series and 1 or 0, tonumber(a) or 0, tonumber(b) or -1, letter or ""
end
table.sort(all, function(x, y)
  local s1, a1, b1, l1 = key(x.id)
  local s2, a2, b2, l2 = key(y.id)
  if s1 ~= s2 then return s1 < s2 end
  if a1 ~= a2 then return a1 < a2 end
  if b1 ~= b2 then return b1 < b2 end
  return l1 < l2
end)

return all
