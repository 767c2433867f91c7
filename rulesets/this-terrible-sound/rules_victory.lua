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
  missing("5.0", "Victory: Confederate minus Union VP against the scenario's chart; previous losses count"),
  missing("5.1", "Points for terrain: VP hexes, bridges and fords over Chickamauga Creek"),
  missing("5.2", "Points for losses: permanent losses on the loss track"),
  missing("5.4", "Points for wrecked formations: brigades, cavalry regiments, batteries and corps"),
  missing("5.5a", "Points for exiting troops: critical exits"),
  missing("5.5b", "Conditions for exiting: whole brigades with orders to exit"),
  missing("5.5c", "Line of communications for exited brigades"),
  missing("5.5d", "Points for exit hexes by time"),
  missing("6.1", "Scenario: Opening Guns (set-up loaded; its orders, special conditions and victory are not enforced)"),
  missing("6.2", "Scenario: Jay's Mill (set-up loaded; its orders, special rules and victory are not enforced)"),
  missing("6.3", "Scenario: Crawfish Springs (set-up loaded; its orders and victory are not enforced)"),
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
