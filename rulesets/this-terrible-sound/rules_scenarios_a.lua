-- Coverage status of the scenarios 6.4-6.7 of This Terrible Sound (scenarios/this-terrible-sound/).
-- Part of rules.lua (`sandtable rules this-terrible-sound`).

local function missing(id, title, note)
  return { id = id, title = title, status = "missing", note = note }
end

return {
  missing("6.4", "Scenario: Afternoon of the 19th (not written yet)"),
  missing("6.5", "Scenario: Polk vs. Thomas (not written yet)"),
  missing("6.6", "Scenario: Rock of Chickamauga (not written yet)"),
  missing("6.7", "Scenario: Saturday, 19th of September (not written yet)"),
}
