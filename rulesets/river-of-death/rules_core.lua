-- Coverage status of the River of Death rules of 4 (the turn sequence), 11 (victory) and the scenarios' victory rules (12.x6).
-- Part of rules.lua (`sandtable rules river-of-death`); titles are short paraphrases, the
-- rulebook text is the source.

return {
  { id = "4", title = "Turn sequence: Confederate player turn then Union; command, movement, defensive fire, offensive fire, charge and melee, rally", status = "enforced" },
  { id = "11", title = "Victory conditions", status = "enforced" },
  { id = "11.1", title = "Casualty Record: a point a strength point lost, a star a leader, a point a colonel", status = "reconstructed", note = "The stars are printed on the counters, not in the text: by rank, brigadier 1, major general 2, lieutenant general 3, general 4; the two colonels (D. McCook, E. McCook) one point, as 11.1 says (charts.leaders; README, Reconstructions: Leader values and stars)." },
  { id = "11.2", title = "Demoralisation at 275 Confederate / 245 Union losses: leadership -1, rout four hexes; 25 VP to the first", status = "enforced" },
  { id = "11.3", title = "Daily victory points at the end of each 1900/2000 turn", status = "enforced" },
  { id = "11.31", title = "18 September victory points", status = "enforced" },
  { id = "11.32", title = "19 September victory points for cutting or holding the LaFayette and Dry Valley roads", status = "enforced" },
  { id = "11.33", title = "20 September: Union withdraws (b1) or stays (b2)", status = "partial", note = "The Union player's decision (union_choice), asked when the last phase of the 1900/2000 turn of the 20th ends (the text does not say when he elects; the points are scored at the end of that turn, with nothing moving in between); 12.46 and 12.56 fix b1. The computer player takes the choice with the better balance for the Union. b2's control is not defined by the text: a hex is the Union's when a Union unit and no Confederate unit is in it, or no Confederate zone of control covers it. The generated map's Snodgrass Hill area has three hexes where the text says both hexes; all three must be controlled (README, Victory: Control)." },
  { id = "11.34", title = "Wagon victory points", status = "enforced" },
  { id = "11.35", title = "Terrain points need a path of communication to the friendly areas", status = "enforced" },
  { id = "11.4", title = "Victory levels by the margin of victory points", status = "enforced" },
  { id = "12.16", title = "Battle victory per 11.4", status = "enforced" },
  { id = "12.26", title = "Victory: casualty record plus 18th points; draw 1-5, win 6+", status = "enforced" },
  { id = "12.36", title = "Victory: casualty record plus 11.2, 11.32, 11.34; four levels by 10s", status = "enforced" },
  { id = "12.46", title = "Victory per 11.4, Union only 11.33 b1; earlier daily points Confederate 32, Union 30", status = "enforced" },
  { id = "12.56", title = "Victory per 11.4, Union only 11.33 b1; earlier daily points Confederate 32, Union 30", status = "enforced" },
}
