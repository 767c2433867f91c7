-- Coverage status of the This Terrible Sound rules the series rules S.7, S.8 (morale.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

return {
  { id = "S.7.1", title = "Morale grades A-E; morale states bloodlust, normal, shaken, disorganized, routed and their effects", status = "enforced",
    note = "morale.lua keeps the states and their morale effects (bloodlust +1, in close combat only; a routed unit retreats 2 hexes from the fire, to the hex its owner picks (movement.retreat's decision), and is captured if it cannot); the fire, movement and close-combat effects are read by fire.lua, movement.lua and assault.lua" },
  { id = "S.7.2", title = "Straggler Tables 1 and 2: part of a fire loss straggles (recoverable); +2 at night", status = "enforced" },
  { id = "S.7.3", title = "Morale Table: 2d6 + modifiers by grade after fire and close combat; repeat results worsen the state", status = "enforced" },
  { id = "S.7.4", title = "Rally: units not adjacent to the enemy improve one state on 2d6 + leader rating; bloodlust ends", status = "enforced",
    note = "automatic in the rally phase (an attempt costs nothing, so there is no decision to ask for)" },
  { id = "S.8.1", title = "Wrecks: a regiment at losses of half its full strength (stragglers count) is wrecked; brigades and divisions wreck at half their regiments and brigades", status = "enforced" },
  { id = "S.8.2", title = "Straggler recovery on the hour and at night, one die a regiment away from the enemy", status = "enforced" },
}
