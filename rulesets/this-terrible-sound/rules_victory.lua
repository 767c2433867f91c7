-- Coverage status of the This Terrible Sound rules 5.x, 6.1-6.12 and the optional variants 2.7a-e/g-j, 3.7a-b/d/f-j (victory.lua, scenarios).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  missing("2.7a", "Union variant: 1/1/20 Brigade arrives with its division (Confederate +1 VP)"),
  missing("2.7b", "Union variant: the Chattanooga garrison (2/1/21 and others) in play (Confederate +3 VP)"),
  missing("2.7c", "Union variant: the Reserve Corps arrives complete (Confederate +8 VP)"),
  missing("2.7d", "Union variant: an end to file closing, four detached regiments return (Confederate +1 VP)"),
  missing("2.7e", "Union variant: the Pioneer Brigade (Confederate +1 VP)"),
  missing("2.7g", "Union variant: 3/1/Cav arrives at C13.01 at 9:00 a.m. on the 20th (Confederate +1 VP)"),
  missing("2.7h", "Union variant: reinforcements from the East, the 11th Corps (Confederate +11 VP)"),
  missing("2.7i", "Union variant: reinforcements from the West, the 15th Corps (Confederate +14 VP)"),
  missing("2.7j", "Union variant: rogue generals Sherman, Hooker and McPherson (Confederate +2 VP each)"),
  missing("3.7a", "Confederate variant: First Corps sent earlier (Union +6 VP)"),
  missing("3.7b", "Confederate variant: full Confederate effort, the Army of Mississippi (Union +3/+5/+3 VP)"),
  missing("3.7d", "Confederate variant: Gist and the 16th South Carolina (Union +1/10 VP)"),
  missing("3.7f", "Confederate variant: Scott's Brigade arrives at D40.34 at 11:00 p.m. on the 19th (Union +1 VP)"),
  missing("3.7g", "Confederate variant: Morgan's Raiders (Union +3 VP)"),
  missing("3.7h", "Confederate variant: Roddey's Brigade (Union +1 VP)"),
  missing("3.7i", "Confederate variant: strip the coasts, Cantey and Mercer (Union +2 VP)"),
  missing("3.7j", "Confederate variant: Southwest Virginia, the J/B division (Union +6 VP)"),
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
  missing("6.4", "Scenario: Afternoon of the 19th (not written yet)"),
  missing("6.5", "Scenario: Polk vs. Thomas (not written yet)"),
  missing("6.6", "Scenario: Rock of Chickamauga (not written yet)"),
  missing("6.7", "Scenario: Saturday, 19th of September (not written yet)"),
  missing("6.8", "Scenario: Sunday, 20th of September (not written yet)"),
  missing("6.9", "Scenario: Longstreet's Attack (not written yet)"),
  missing("6.10", "Scenario: Three Days of Battle (not written yet)"),
  missing("6.11", "Scenario: Two Days of Battle (not written yet)"),
  missing("6.12", "Scenario: Four Map Chickamauga (not written yet)"),
}
