-- The numbered rules of the tutorial (README.md), each with its coverage status.
-- `sandtable rules tutorial` shows where each is implemented and which tests check it.

return {
  { id = "1.1", title = "Sequence of play: Union then Confederate; movement then combat", status = "enforced" },
  { id = "1.2", title = "A game turn is one hour", status = "enforced" },
  { id = "2.1", title = "Reinforcements enter in their entry area at the start of their movement phase", status = "enforced" },
  { id = "3.1", title = "Each unit moves once per movement phase within its allowance", status = "enforced" },
  { id = "3.2", title = "Movement allowances: infantry 4, cavalry 6, artillery 3", status = "enforced" },
  { id = "3.3", title = "Terrain costs: clear, woods, rough", status = "enforced" },
  { id = "3.4", title = "Creek crossed only at bridge or ford; road movement", status = "enforced" },
  { id = "3.5", title = "Stacking: two units; pass through friends, never enemies", status = "enforced" },
  { id = "4.1", title = "Zones of control: infantry and cavalry, not across the creek", status = "enforced" },
  { id = "4.2", title = "Entering an enemy zone of control ends the move", status = "enforced" },
  { id = "4.3", title = "Leaving an enemy zone of control costs 1 MP", status = "enforced" },
  { id = "5.1", title = "Voluntary attacks: each hex and each unit once, adjacent", status = "enforced" },
  { id = "5.2", title = "Odds rounded in the defender's favour; 1-2 to 4-1", status = "enforced" },
  { id = "5.3", title = "Defence doubled in woods or behind the creek", status = "enforced" },
  { id = "5.4", title = "Combat results table", status = "enforced" },
  { id = "5.5", title = "Artillery attacks at two hexes with a line of sight", status = "enforced" },
  { id = "5.6", title = "Retreats", status = "enforced" },
  { id = "6.1", title = "Victory points for enemy losses", status = "enforced" },
  { id = "6.2", title = "Victory points for the Mill", status = "enforced" },
  { id = "6.3", title = "Victory levels", status = "enforced" },
  { id = "7.1", title = "Forced March", status = "option", option = "forced_march" },
  { id = "7.2", title = "Last Stand: Confederate units in contact must attack", status = "option", option = "last_stand" },
  { id = "7.3", title = "Dispatches: each player alone reads his reinforcements due next turn", status = "option", option = "dispatches" },
}
