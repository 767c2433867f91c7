-- Coverage status of the This Terrible Sound rules 2.1-2.5, 3.1, 3.3d, 3.4, 4.2 and the series command rules S.3 (command.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  missing("2.1", "On-map army command: without Rosecrans only initiative orders; Rosecrans replaced by the senior corps commander"),
  missing("2.2a", "Union divisions: 14th Corps may attach two divisions with Thomas in play, others one; any division may be detached"),
  missing("2.2b", "Union brigades and regiments: never cross-attached; one brigade per division may be detached"),
  missing("2.2c", "Scenario-specific attachments override 2.2"),
  missing("2.3", "Major John Mendenhall: grand battery fire and an ad hoc command of up to six batteries"),
  missing("2.4", "Wilder's Brigade: army or corps control, no stoppage, left shift against it when dismounted"),
  missing("2.5", "Brigades without divisions: 2/2/Res acts as a one-brigade division"),
  missing("3.1", "On-map army command: without Bragg only initiative orders; Bragg replaced by the senior corps commander"),
  missing("3.3d", "Wing command and leader losses: a wing whose commander falls is dissolved"),
  missing("3.4a", "Confederate divisions: no cross-corps attachment; any division may be detached"),
  missing("3.4b", "Confederate brigades and regiments: never cross-attached; one brigade per division may be detached"),
  missing("3.4c", "Scenario-specific attachments override 3.4"),
  missing("4.2", "Headquarters guards and provosts stay within 6 MP of their HQ and never recover stragglers"),
  missing("S.3.1", "Chain of command: regiments trace to their brigade leader, brigade leaders to the division leader, division leaders to the corps (or wing) HQ, by command radius in MP"),
  missing("S.3.2", "Out of command: a unit beyond its radius may not move toward the enemy and has -1 on morale"),
  missing("S.3.3", "Leader casualties: a loss against a stack with a leader rolls 2d6, 2 killed, 11-12 wounded; replacement leaders and succession by seniority"),
  missing("S.3.4", "Headquarters: corps HQs move only by orders or initiative; an enemy unit in a corps HQ hex triggers an Emergency Corps Retreat"),
}
