-- Every numbered rule of sections 4-12 of the River of Death rulebook with its coverage status
-- (`sandtable rules river-of-death`), gathered from one file per part of the rules so that the
-- modules that implement them keep their own list:
--
--   rules_core.lua           4, 11 and the scenarios' victory rules
--   rules_command_melee.lua  5, 8, 7.72, 10.2, 12.521-12.522   (command.lua, melee.lua)
--   rules_movement.lua       6.1-6.5, 6.8-6.82, 6.9, 7.66, 10.1, 10.4   (movement.lua)
--   rules_works.lua          6.6, 6.7, 6.83-6.85, 7.71, 10.3, section 12   (works.lua, arrivals.lua)
--   rules_fire.lua           7, 9   (fire.lua, morale.lua)
--
-- The list is sorted into the rulebook's order: by section, then by the digits after the
-- first dot read as a decimal fraction (6.85 before 6.9, 6.811 before 6.82).

local parts = { "rules_core", "rules_command_melee", "rules_movement", "rules_works", "rules_fire" }

local all = {}
for _, p in ipairs(parts) do
  for _, r in ipairs(require(p)) do all[#all + 1] = r end
end

local function key(id)
  local section, rest = id:match("^(%d+)%.?(.*)$")
  return tonumber(section), rest
end
table.sort(all, function(a, b)
  local sa, ra = key(a.id)
  local sb, rb = key(b.id)
  if sa ~= sb then return sa < sb end
  return ra < rb
end)

return all
