-- Coverage status of the This Terrible Sound rules 5.x, 6.1-6.12 and the optional variants 2.7a-e/g-j, 3.7a-b/d/f-j (victory.lua, scenarios).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  { id = "5.0", title = "Victory: Confederate minus Union VP against the scenario's chart; previous losses count", status = "reconstructed", note = "previous losses (vars.previous_losses, numbers or 6.2's unit list) go on the loss track at game begin (tested with 5.2); levels from vars.victory.levels = { {min, winner, level} } best first when a 6.4-6.12 scenario gives them, else the sign of the net (rule_5_0_the_net_vp_against_the_scenarios_chart_gives_the_level)" },
  { id = "5.1", title = "Points for terrain: VP hexes, bridges and fords over Chickamauga Creek", status = "enforced", note = "victory.lua scores the VP hexes of the playing area (6.0) for the side holding them, and each bridge (2) and ford (1/2) hexside of the map with a hex in play: the Confederates holding both hexes of an intact crossing, the Union holding one, or any burned bridge (4.5). Reconstructed: 'last to move through' is read as last to occupy at the end of a phase (the kernel reports no paths); a hexside the map marks both bridge and ford scores once, as a bridge. Tested on the real map (6.1's area: 2 bridges, 6 fords)." },
  { id = "5.2", title = "Points for losses: permanent losses on the loss track", status = "enforced" },
  { id = "5.4", title = "Points for wrecked formations: brigades, cavalry regiments, batteries and corps", status = "enforced", note = "brigades, cavalry regiments, batteries, Wilder, cavalry brigades, corps thresholds; each row is the command of that key on its own side (the Union Reserve Corps is 'Res Corps (US)'); 14 Corps does not count Wilder. The '(or ...)' thresholds of the optional troops are in charts (optional_variants) for options.lua" },
  { id = "5.5a", title = "Points for exiting troops: critical exits", status = "enforced", note = "movement.lua's exit: when the last unit in play of a Confederate brigade leaves by a numbered exit hex (vars.exit_hexes = { [n] = { hexes } }), victory.exit_brigade(brigade, n) scores it at 5.5d's value of the time; the small scenarios number no exits" },
  { id = "5.5b", title = "Conditions for exiting: whole brigades with orders to exit", status = "enforced", note = "the brigade's order when its last unit exits must be an exit order (orders.current), else it counts nothing (exit_unscored); wrecked brigades count nothing" },
  { id = "5.5c", title = "Line of communications for exited brigades", status = "reconstructed", note = "road/trail trace from vars.exit_hexes[n] to the army HQ and from the HQ to any map edge (the kernel has no compass edges), checked at 8:00 p.m. and the last turn; tested (rule_5_5c_line_of_communications_…, rule_5_5b_an_exited_brigade_without_communications_at_8_pm_…)" },
  { id = "5.5d", title = "Points for exit hexes by time", status = "enforced" },
  { id = "6.1", title = "Scenario: Opening Guns (victory conditions)", status = "reconstructed", note = "the broken text read as: both Union brigades (Wilder, 1/2/Cav) wrecked by the 3:00 p.m. turn, Confederate automatic win; Union combat units in play at 5:00 p.m. and no 3:1 VP ratio, Union automatic win; VPs by 5.x; tested (rule_6_1_…)" },
  { id = "6.2", title = "Scenario: Jay's Mill (victory points)", status = "enforced", note = "the points set (losses, wrecked regiments, leader casualties); the tactical field conditions of the second printed note are not scored" },
  { id = "6.3", title = "Scenario: Crawfish Springs (victory conditions)", status = "enforced" },
}
