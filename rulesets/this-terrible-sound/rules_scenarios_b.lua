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
    "Set-up, orders, ammunition, both whole reinforcement schedules with their turns, 178 turns and the victory chart are in and tested. Not yet used by the rules: the schedules' withdrawals (Minty and the CBOT battery at 10:00 p.m. on the 19th, Martin at noon on the 19th) and re-entries (CBOT with Crook, 2/1/Res and 2/2/Res with the Res Corps) are data in vars.reinforcements; vars.setup_sides_of_creek; the optional S/P/F Cav arrival is data for options.lua."),
  missing("6.11", "Scenario: Two Days of Battle (not written yet; its schedules are in _campaign.lua)"),
  missing("6.12", "Scenario: Four Map Chickamauga (not written yet; its alternative schedules are data in _campaign.lua: alt_union_612, alt_confederate_612)"),
}
