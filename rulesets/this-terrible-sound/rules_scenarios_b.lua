-- Coverage status of the scenarios 6.8-6.12 of This Terrible Sound (scenarios/this-terrible-sound/).
-- Part of rules.lua (`sandtable rules this-terrible-sound`). Tests:
-- tests/this_terrible_sound_scenarios_b.rs (rule_6_8_…, rule_6_9_…, …).

local function missing(id, title, note)
  return { id = id, title = title, status = "missing", note = note }
end
local function enforced(id, title, note)
  return { id = id, title = title, status = "enforced", note = note }
end

return {
  enforced("6.8", "Scenario: Sunday, 20th of September (sunday.lua)",
    "Set-up by hex with strengths, previous losses, wrecked regiments, breastworks (vars.breastworks, uncompleted ones in vars.building), orders, wings, attachments, ammunition, the 20 September schedule after 8:00 a.m., 48 turns and the victory chart are in and tested. Not yet used by the rules: vars.goal_hqs (goal HQ markers are not in the order of battle), vars.wrecked_regiments (the wreck status comes from strengths), vars.reinforcement_orders (arrival orders are data)."),
  enforced("6.9", "Scenario: Longstreet's Attack (longstreets-attack.lua)",
    "Set-up by hex with strengths, previous losses, stragglers and wrecked regiments by brigade, breastworks, Mendenhall's batteries (2.3), orders, wings, attachments, ammunition, the schedule after 11:00 a.m., 36 turns and the victory chart are in and tested. Not yet used by the rules: vars.stragglers / vars.wrecked_regiments by brigade (the units' own strengths carry them), vars.reinforcement_orders."),
  enforced("6.10", "Scenario: Three Days of Battle (three-days.lua)",
    "Set-up, orders, ammunition, both whole reinforcement schedules with their turns, 178 turns and the victory chart are in and tested. The schedules' withdrawals (Martin at noon, Minty, 1/2/Cav and the CBOT battery at 10:00 p.m. on the 19th) are vars.withdrawals: the CBOT battery returns with Crook at 7:00 a.m. on the 20th (order 9), Martin with 3.7f (movement.lua). 2/1/Res and 2/2/Res, which arrive on the 18th and exit by order 1 on the 19th, arrive again with the Res Corps at 1:00 p.m. on the 20th: _campaign.lua lists an org entry's units the scenario already holds as the entry's returns, and movement.lua's exit gives an exiting unit that arrival (no longer 'exited'; rule_6_10_2_2_res_exits_by_order_and_returns_with_the_reserve_corps; the same in 6.11 and 6.12). Not yet used by the rules: vars.setup_sides_of_creek; the optional S/P/F Cav arrival is data for options.lua."),
  enforced("6.11", "Scenario: Two Days of Battle (two-days.lua)",
    "6.7's set-up, orders, ammunition and previous losses (_saturday_setup.lua, shared with saturday.lua), both whole reinforcement schedules from 7:00 a.m. on the 19th with their turns and arrival orders, 129 turns (7:00 a.m. 19th - 8:00 p.m. 20th) and the victory chart are in and tested (rule_6_11_…). The withdrawals (Martin at noon, Minty, 1/2/Cav and the CBOT battery at 10:00 p.m. on the 19th) leave, the CBOT battery returns with Crook at 7:00 a.m. on the 20th (order 9) and Martin with Scott under 3.7f (movement.lua, rule_6_11_the_cbot_battery_…, rule_3_7f_martin_…). Not yet used by the rules: vars.reinforcement_orders; the Res Corps' free order at Thomas' HQ."),
  enforced("6.12", "Scenario: Four Map Chickamauga (four-map.lua)",
    "Maps A, B, D and E (vars.map_area: movement stays inside, only their VP hexes count), 6.7's set-up trimmed as 6.12 prints it (no Rosecrans, 2/14, 20 Corps at start; no H Corps HQ, B/H, A/F Cav; Polk on B62.33), 6.12's set-up orders, its own reinforcement tables instead of the regular schedules with their turns, 129 turns and the victory chart are in and tested (rule_6_12_…). Not yet used by the rules: the withdrawals (Martin at noon, Minty, 1/2/Cav and the CBOT battery at 10:00 p.m.) are data in vars.reinforcements / vars.withdrawals; vars.reinforcement_orders; the Res Corps' free order at Thomas' HQ."),
}
