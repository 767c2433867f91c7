-- Coverage status of the This Terrible Sound rules 5.x, 6.1-6.12 and the optional variants 2.7a-e/g-j, 3.7a-b/d/f-j (victory.lua, scenarios).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  { id = "5.0", title = "Victory: Confederate minus Union VP against the scenario's chart; previous losses count", status = "reconstructed", note = "previous losses (vars.previous_losses, numbers or 6.2's unit list) go on the loss track at game begin (tested with 5.2); levels from vars.victory.levels = { {min, winner, level} } best first when a 6.4-6.12 scenario gives them, else the sign of the net" },
  { id = "5.1", title = "Points for terrain: VP hexes, bridges and fords over Chickamauga Creek", status = "reconstructed", note = "victory.lua scores the terrain hexes of the map in play for the side holding them; 'last to move through' is read as last to occupy at the end of a phase (the kernel reports no paths); bridges and fords are not scored yet; no test on the real map yet" },
  { id = "5.2", title = "Points for losses: permanent losses on the loss track", status = "enforced" },
  { id = "5.4", title = "Points for wrecked formations: brigades, cavalry regiments, batteries and corps", status = "enforced", note = "brigades, cavalry regiments, batteries, Wilder, cavalry brigades, corps thresholds (corps test missing)" },
  missing("5.5a", "Points for exiting troops: critical exits"),
  { id = "5.5b", title = "Conditions for exiting: whole brigades with orders to exit", status = "enforced", note = "wrecked brigades count nothing; the orders condition is left to movement.lua (it calls exit_brigade)" },
  { id = "5.5c", title = "Line of communications for exited brigades", status = "reconstructed", note = "road/trail trace from vars.exit_hexes[n] to the army HQ and from the HQ to any map edge (the kernel has no compass edges), checked at 8:00 p.m. and the last turn; untested" },
  { id = "5.5d", title = "Points for exit hexes by time", status = "enforced" },
  { id = "6.1", title = "Scenario: Opening Guns (victory conditions)", status = "reconstructed", note = "the broken text read as: both Union brigades (Wilder, 1/2/Cav) wrecked by the 3:00 p.m. turn, Confederate automatic win; Union combat units in play at 5:00 p.m. and no 3:1 VP ratio, Union automatic win; VPs by 5.x; untested" },
  { id = "6.2", title = "Scenario: Jay's Mill (victory points)", status = "enforced", note = "the points set (losses, wrecked regiments, leader casualties); the tactical field conditions of the second printed note are not scored" },
  { id = "6.3", title = "Scenario: Crawfish Springs (victory conditions)", status = "enforced" },
}
