-- Coverage status of the scenarios 6.4-6.7 of This Terrible Sound (scenarios/this-terrible-sound/).
-- Part of rules.lua (`sandtable rules this-terrible-sound`). Set-ups, reinforcements, length and
-- victory data are tested in tests/this_terrible_sound_scenarios_a.rs against tables transcribed
-- from the seed; the notes say what the rules do not read yet.

return {
  { id = "6.4", title = "Scenario: Afternoon of the 19th (afternoon-19th.lua)", status = "enforced",
    note = "set-up, reinforcements (1:30, 2:00, 2:30, 3:30, 4:30 p.m.), 30 turns, ammunition, previous losses and the victory chart tested (rule_6_4_afternoon_of_the_19th); not read by the rules yet: the brigade straggler/wrecked counts (vars.brigade_losses), units off the map with stragglers (vars.off_map_stragglers), the printed breastwork hexes (vars.breastworks_at_start; the units there have status breastworks), attachments in vars.orders" },
  { id = "6.5", title = "Scenario: Polk vs. Thomas (polk-vs-thomas.lua)", status = "enforced",
    note = "set-up, column/limbered formations, breastworks, the 11:00 a.m. Reserve Corps, 21 turns, ammunition, previous losses and the victory chart tested (rule_6_5_polk_vs_thomas); not read by the rules yet: the west-half limit of Map D (vars.map_area cols), the uncompleted breastworks (vars.breastworks_at_start.uncompleted), the wing order and attachments in vars.orders, wrecked-regiment counts (vars.brigade_losses)" },
  { id = "6.6", title = "Scenario: Rock of Chickamauga (rock-of-chickamauga.lua)", status = "enforced",
    note = "set-up (two-hex brigades, column, disorganized, breastworks), the Reserve Corps at 1:00 p.m. and the rolled arrivals (Sheridan from 3:00, Buckner/Preston from 2:00, Hindman from 2:30 on 9+), 28 turns, ammunition, previous losses and the victory chart tested (rule_6_6_rock_of_chickamauga); the 9+ entry rolls are made once a turn per printed group from its first turn (options.lua's rolled-arrival mechanism; rule_6_6_rolled_arrival_waits_for_its_roll_each_turn); not read by the rules yet: the special command rules (vars.special_rules), H/P's off-map straggler recovery, the west-half limit of Map D, wrecked-regiment counts (vars.brigade_losses)" },
  { id = "6.7", title = "Scenario: Saturday, 19th of September (saturday.lua)", status = "enforced",
    note = "set-up, the 19 September reinforcement schedules from 7:00 a.m. (Davis 7:00, Sheridan 10:00, Cavalry Corps and 39 Ind 4:00 p.m.; Bragg 7:00, Cleburne 1:00 p.m.), 54 turns, ammunition, previous losses and the victory chart tested (rule_6_7_saturday_19th_of_september); Martin's noon withdrawal (vars.withdrawals: the units leave the map at the start of their side's movement phase of that turn, movement.lua; rule_6_7_scheduled_withdrawal_leaves_the_map_at_its_turn); not read by the rules yet: the 2/1/Res and 2/2/Res orders' no-initiative and distortion clauses, attachments in vars.orders" },
}
