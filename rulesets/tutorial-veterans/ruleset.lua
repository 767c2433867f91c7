-- An example mod: it extends the tutorial ruleset without copying it.
--
-- A mod is a ruleset folder whose ruleset.lua says `extends = "<base id>"`. sandtable loads
-- the base first, then merges this table into it: list entries (options, unit_types,
-- terrain…) are appended, or replace the base's entry with the same id; keyed tables
-- (tables, actions, bots…) gain or replace keys; then `apply(base)` may change anything.
-- The base's scenarios are available to the mod.

return {
  extends = "tutorial",
  id = "tutorial-veterans",
  name = "Mill Creek with a veteran rearguard (example mod)",
  version = "1.0.0",
  description = "The tutorial plus one optional rule: Confederate veterans hold the Mill as if it were woods.",

  options = {
    {
      id = "veterans",
      name = "Veteran rearguard",
      rule = "M.1",
      description = "Confederate units defending in the Mill hex have their defence doubled (as in woods, tutorial 5.3; not cumulative).",
      default = true,
    },
  },

  rules = {
    { id = "M.1", title = "Veteran rearguard holds the Mill as woods", status = "option", option = "veterans" },
  },

  apply = function(base)
    -- M.1 Wrap the tutorial's defence rule (combat.lua, rule 5.3). Modules are shared, so the
    -- odds computed everywhere (legality, resolution, bots) see the change.
    local combat = require("combat")
    local tutorial_defence = combat.defence
    combat.defence = function(target, attackers)
      local d, doubled = tutorial_defence(target, attackers)
      if not doubled and sandtable.game.option("veterans") and target == sandtable.map.place("Mill") then
        local defenders = sandtable.units.at(target)
        if defenders[1] and defenders[1].side == "gray" then
          return d * 2, true
        end
      end
      return d, doubled
    end
  end,
}
