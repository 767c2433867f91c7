-- Coverage status of the This Terrible Sound rules the series rules S.7, S.8 (morale.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  missing("S.7.1", "Morale grades A-E; morale states bloodlust, normal, shaken, disorganized, routed and their effects"),
  missing("S.7.2", "Straggler Tables 1 and 2: part of a fire loss straggles (recoverable); +2 at night"),
  missing("S.7.3", "Morale Table: 2d6 + modifiers by grade after fire and close combat; repeat results worsen the state"),
  missing("S.7.4", "Rally: units not adjacent to the enemy improve one state on 2d6 + leader rating; bloodlust ends"),
  missing("S.8.1", "Wrecks: a regiment at losses of half its full strength (stragglers count) is wrecked; brigades and divisions wreck at half their regiments and brigades"),
  missing("S.8.2", "Straggler recovery on the hour and at night, one die a regiment away from the enemy"),
}
