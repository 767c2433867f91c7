-- Coverage status of the This Terrible Sound rules 2.7f, 3.2, 3.3-3.3f, 3.6, 3.7c, 3.7e, 4.1, 4.4 and the series orders rules S.2 (orders.lua, events.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  missing("2.7f", "Union variant: Rosecrans' Caution, -2 on Union attack stoppage rolls (Union +2 VP)"),
  missing("3.2", "Anti-initiative ratings: modify initiative and the acceptance of Bragg's orders"),
  missing("3.3", "The Confederate command structure: Bragg may create two wings after Longstreet arrives"),
  missing("3.3a", "Longstreet and wing command: a super corps of up to six divisions"),
  missing("3.3b", "Other wing commanders: Polk (else Hill) commands the other wing by normal acceptance"),
  missing("3.3c", "Optional troops and wing command: a third wing under Hardee"),
  missing("3.3e", "Bragg and wing command: bypassing wing commanders on 10-12"),
  { id = "3.3f", title = "Historical wing structure", status = "table-only",
    note = "A list of which divisions formed each wing on the 20th; kept as data (oob_confederate.lua, wings)." },
  missing("3.6", "Pickett's Miners and Sappers: rating 4 for acceptance, free bridge-repair orders, an escort otherwise"),
  missing("3.7c", "Confederate variant: change in command, Lee or Johnston replaces Bragg (Union +8 or +5 VP)"),
  missing("3.7e", "Confederate variant: a well-oiled machine, no anti-initiative (Union +4 VP)"),
  missing("4.1", "Divisional attack stoppage; divisional goal reversion closed"),
  missing("4.4a", "Random events: each command phase after order acceptance"),
  { id = "4.4b", title = "No random events in scenarios 6.1, 6.2 and 6.3", status = "missing",
    note = "Recorded as data: the three small scenarios carry vars.random_events = false." },
  missing("4.4c", "Random events and leader loss: eligibility by distance to the enemy"),
  missing("4.4d", "Random events are random: choices among divisions or leaders by chance"),
  missing("S.2.1", "Orders: the army commander writes orders (attack, defend, move, divisional and brigade goals) to corps, wings or detached divisions; corps without orders only defend in place"),
  missing("S.2.2", "Command points: the army commander has 5 a turn; in person verbal and aide oral orders cost 2, aide written 5"),
  missing("S.2.3", "Order delivery: an aide carries the order at 10 MP a turn; in person orders arrive at once"),
  missing("S.2.4", "Acceptance: net value = sender rating + receiver rating + method + complexity + force (+ 3.2 anti-initiative); 2d6 on the Acceptance Table gives A, D1-D6 or Dt"),
  missing("S.2.5", "Delay: an order in Dn is accepted on a d66 roll (D1 51+, D2 61+ ... D6 66) each friendly command phase; a newly received order cancels one in delay; at most one accepted and one delayed order"),
  missing("S.2.6", "Initiative: 2d6 + rating reaching 11 gives the leader an order of his own; a natural 2 is a loose cannon (the enemy writes it); never for an order just failed on acceptance"),
  missing("S.2.7", "Command phase order: bypass roll (3.3e), orders written, attack stoppage, initiative, acceptance and delay recovery, random events last"),
  missing("S.2.8", "Emergency Corps Retreat: a corps whose HQ hex is entered by the enemy reverts to no orders and falls back"),
}
