-- The numbered game-specific rules of *This Terrible Sound* (seed 001_ec5e0dc59d1e4565.txt)
-- with their coverage status (`sandtable rules this-terrible-sound`). This ruleset holds the
-- order of battle and the set-ups only: no rule is enforced yet. The series rules (CWBS /
-- RSS) are not in the seed and are not listed here; the rules session will add them (marked
-- reconstructed) when it writes them.

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  -- 1.0 Terrain and Map Notes
  missing("1.1", "Slopes and extreme slopes: one thick contour line is a slope hexside, two or more an extreme slope"),
  missing("1.2", "Slope hexes: steep hillside for movement; no effect on line of sight"),
  { id = "1.3", title = "Runs have no effect on play", status = "not-applicable",
    note = "Runs are historical decoration: the map carries them as the 'stream' hexside kind, which has no cost and no effect." },
  missing("1.4", "Orchards: ignore one orchard hex along a line of sight; two or more block"),
  missing("1.5", "Fields and fences: woods with a fence is open for movement, woods only for line of sight"),
  { id = "1.6", title = "Buildings have no effect on play", status = "not-applicable",
    note = "Buildings are places on the map for reference only (scenario victory conditions name some of them)." },
  { id = "1.7", title = "Map assembly: sheets A, B, C down the west, D, E, F down the east", status = "table-only",
    note = "Done once by the generated map (scenarios/this-terrible-sound/map.lua); nothing to enforce in play." },

  -- 2.0 Union Special Rules
  missing("2.1", "On-map army command: without Rosecrans only initiative orders; Rosecrans replaced by the senior corps commander"),
  missing("2.2a", "Union divisions: 14th Corps may attach two divisions with Thomas in play, others one; any division may be detached"),
  missing("2.2b", "Union brigades and regiments: never cross-attached; one brigade per division may be detached"),
  missing("2.2c", "Scenario-specific attachments override 2.2"),
  missing("2.3", "Major John Mendenhall: grand battery fire and an ad hoc command of up to six batteries"),
  missing("2.4", "Wilder's Brigade: army or corps control, no stoppage, left shift against it when dismounted"),
  missing("2.5", "Brigades without divisions: 2/2/Res acts as a one-brigade division"),
  missing("2.6", "The Reserve Corps Ammunition Train resupplies all Union units"),
  missing("2.7a", "Union variant: 1/1/20 Brigade arrives with its division (Confederate +1 VP)"),
  missing("2.7b", "Union variant: the Chattanooga garrison (2/1/21 and others) in play (Confederate +3 VP)"),
  missing("2.7c", "Union variant: the Reserve Corps arrives complete (Confederate +8 VP)"),
  missing("2.7d", "Union variant: an end to file closing, four detached regiments return (Confederate +1 VP)"),
  missing("2.7e", "Union variant: the Pioneer Brigade (Confederate +1 VP)"),
  missing("2.7f", "Union variant: Rosecrans' Caution, -2 on Union attack stoppage rolls (Union +2 VP)"),
  missing("2.7g", "Union variant: 3/1/Cav arrives at C13.01 at 9:00 a.m. on the 20th (Confederate +1 VP)"),
  missing("2.7h", "Union variant: reinforcements from the East, the 11th Corps (Confederate +11 VP)"),
  missing("2.7i", "Union variant: reinforcements from the West, the 15th Corps (Confederate +14 VP)"),
  missing("2.7j", "Union variant: rogue generals Sherman, Hooker and McPherson (Confederate +2 VP each)"),

  -- 3.0 Confederate Special Rules
  missing("3.1", "On-map army command: without Bragg only initiative orders; Bragg replaced by the senior corps commander"),
  missing("3.2", "Anti-initiative ratings: modify initiative and the acceptance of Bragg's orders"),
  missing("3.3", "The Confederate command structure: Bragg may create two wings after Longstreet arrives"),
  missing("3.3a", "Longstreet and wing command: a super corps of up to six divisions"),
  missing("3.3b", "Other wing commanders: Polk (else Hill) commands the other wing by normal acceptance"),
  missing("3.3c", "Optional troops and wing command: a third wing under Hardee"),
  missing("3.3d", "Wing command and leader losses: a wing whose commander falls is dissolved"),
  missing("3.3e", "Bragg and wing command: bypassing wing commanders on 10-12"),
  { id = "3.3f", title = "Historical wing structure", status = "table-only",
    note = "A list of which divisions formed each wing on the 20th; kept as data (oob_confederate.lua, wings)." },
  missing("3.4a", "Confederate divisions: no cross-corps attachment; any division may be detached"),
  missing("3.4b", "Confederate brigades and regiments: never cross-attached; one brigade per division may be detached"),
  missing("3.4c", "Scenario-specific attachments override 3.4"),
  missing("3.5", "Confederate cavalry: dismounted Confederate cavalry may attack in close combat"),
  missing("3.6", "Pickett's Miners and Sappers: rating 4 for acceptance, free bridge-repair orders, an escort otherwise"),
  missing("3.7a", "Confederate variant: First Corps sent earlier (Union +6 VP)"),
  missing("3.7b", "Confederate variant: full Confederate effort, the Army of Mississippi (Union +3/+5/+3 VP)"),
  missing("3.7c", "Confederate variant: change in command, Lee or Johnston replaces Bragg (Union +8 or +5 VP)"),
  missing("3.7d", "Confederate variant: Gist and the 16th South Carolina (Union +1/10 VP)"),
  missing("3.7e", "Confederate variant: a well-oiled machine, no anti-initiative (Union +4 VP)"),
  missing("3.7f", "Confederate variant: Scott's Brigade arrives at D40.34 at 11:00 p.m. on the 19th (Union +1 VP)"),
  missing("3.7g", "Confederate variant: Morgan's Raiders (Union +3 VP)"),
  missing("3.7h", "Confederate variant: Roddey's Brigade (Union +1 VP)"),
  missing("3.7i", "Confederate variant: strip the coasts, Cantey and Mercer (Union +2 VP)"),
  missing("3.7j", "Confederate variant: Southwest Virginia, the J/B division (Union +6 VP)"),

  -- 4.0 General Special Rules
  missing("4.1", "Divisional attack stoppage; divisional goal reversion closed"),
  missing("4.2", "Headquarters guards and provosts stay within 6 MP of their HQ and never recover stragglers"),
  missing("4.3a", "Breastworks: permission to build by initiative, in or next to woods"),
  missing("4.3b", "Breastworks: three hours to build (12 day or 6 night turns)"),
  missing("4.3c", "Breastworks: three-hexside facing, one left shift and +1 morale"),
  missing("4.4a", "Random events: each command phase after order acceptance"),
  { id = "4.4b", title = "No random events in scenarios 6.1, 6.2 and 6.3", status = "missing",
    note = "Recorded as data: the three small scenarios carry vars.random_events = false." },
  missing("4.4c", "Random events and leader loss: eligibility by distance to the enemy"),
  missing("4.4d", "Random events are random: choices among divisions or leaders by chance"),
  missing("4.5a", "Bridge destruction (optional): 11-12 on two dice"),
  missing("4.5b", "Bridge repair (optional): 10+ on two dice, pioneers +1"),
  missing("4.6", "Shifting reinforcements (optional): a die of hours' delay per road edge hex shifted"),

  -- 5.0 Victory (the larger scenarios)
  missing("5.0", "Victory: Confederate minus Union VP against the scenario's chart; previous losses count"),
  missing("5.1", "Points for terrain: VP hexes, bridges and fords over Chickamauga Creek"),
  missing("5.2", "Points for losses: permanent losses on the loss track"),
  missing("5.4", "Points for wrecked formations: brigades, cavalry regiments, batteries and corps"),
  missing("5.5a", "Points for exiting troops: critical exits"),
  missing("5.5b", "Conditions for exiting: whole brigades with orders to exit"),
  missing("5.5c", "Line of communications for exited brigades"),
  missing("5.5d", "Points for exit hexes by time"),

  -- 6.0 Scenarios
  missing("6.0", "Scenario conventions: half maps, set-up overstacking, first player, higher organizations, parenthesised strengths"),
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
