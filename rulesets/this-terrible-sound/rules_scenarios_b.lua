-- Coverage status of the scenarios 6.8-6.12 of This Terrible Sound (scenarios/this-terrible-sound/).
-- Part of rules.lua (`sandtable rules this-terrible-sound`).

local function missing(id, title, note)
  return { id = id, title = title, status = "missing", note = note }
end

return {
  missing("6.8", "Scenario: Sunday, 20th of September (not written yet)"),
  missing("6.9", "Scenario: Longstreet's Attack (not written yet)"),
  missing("6.10", "Scenario: Three Days of Battle (not written yet)"),
  missing("6.11", "Scenario: Two Days of Battle (not written yet)"),
  missing("6.12", "Scenario: Four Map Chickamauga (not written yet)"),
}
