-- Coverage status of the This Terrible Sound rules 2.1-2.5, 3.1, 3.3d, 3.4, 4.2 and the series command rules S.3 (command.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end
local function enforced(id, title)
  return { id = id, title = title, status = "enforced" }
end

return {
  enforced("2.1", "On-map army command: without Rosecrans only initiative orders; Rosecrans replaced by the senior corps commander"),
  { id = "2.2a", title = "Union divisions: 14th Corps may attach two divisions with Thomas in play, others one; any division may be detached", status = "enforced",
    note = "command.attach; a division the scenario gives an accepted divisional goal is detached (orders.on_game_begin; reconstructed from \"detached and given a Divisional Goal\", 3.4a alike) and answers to its goal, not to its corps HQ's radius: 6.3's 2/Cav" },
  enforced("2.2b", "Union brigades and regiments: never cross-attached; one brigade per division may be detached"),
  enforced("2.2c", "Scenario-specific attachments override 2.2"),
  { id = "2.3", title = "Major John Mendenhall: grand battery fire and an ad hoc command of up to six batteries", status = "enforced",
    note = "command.lua: attach(battery, \"Mendenhall\") up to six batteries within his 4-MP brigade radius, traced to him as a brigade commander; the grand battery fire is fire.lua's; the initiative roll that creates the command is orders.lua's" },
  { id = "2.4", title = "Wilder's Brigade: army or corps control, no stoppage, left shift against it when dismounted", status = "enforced",
    note = "command.lua: under the army commander (always in command) or attached to any corps outside 2.2's limits, then traced as a division commander to the corps HQ; stoppage (orders.lua) and the fire shift (fire.lua) are the other modules'" },
  enforced("2.5", "Brigades without divisions: 2/2/Res acts as a one-brigade division"),
  enforced("3.1", "On-map army command: without Bragg only initiative orders; Bragg replaced by the senior corps commander"),
  enforced("3.3d", "Wing command and leader losses: a wing whose commander falls is dissolved"),
  enforced("3.4a", "Confederate divisions: no cross-corps attachment; any division may be detached"),
  enforced("3.4b", "Confederate brigades and regiments: never cross-attached; one brigade per division may be detached"),
  enforced("3.4c", "Scenario-specific attachments override 3.4"),
  { id = "4.2", title = "Headquarters guards and provosts stay within 6 MP of their HQ and never recover stragglers", status = "enforced",
    note = "command.lua traces escorts to their HQ (6 MP at the escort's own costs) and refuses their reassignment; movement.lua refuses a move beyond 6 MP; util.lua's U.straggle makes their stragglers permanent" },
  enforced("S.3.1", "Chain of command: regiments trace to their brigade leader, brigade leaders to the division leader, division leaders to the corps (or wing) HQ, by command radius in MP"),
  { id = "S.3.2", title = "Out of command: a unit beyond its radius may not move toward the enemy and has -1 on morale", status = "enforced",
    note = "movement.lua refuses a move ending closer to the nearest enemy combat unit; the -1 morale is morale.lua's (command.in_command)" },
  enforced("S.3.3", "Leader casualties: a loss against a stack with a leader rolls 2d6, 2 killed, 11-12 wounded; replacement leaders and succession by seniority"),
  { id = "S.3.4", title = "Headquarters: corps HQs move only by orders or initiative; an enemy unit in a corps HQ hex triggers an Emergency Corps Retreat", status = "enforced",
    note = "movement.lua refuses a corps HQ's move while its corps has no accepted order (3.3a: not in Longstreet's wing) and triggers the Emergency Corps Retreat (orders.emergency_corps_retreat, S.2.8) when an enemy combat unit ends a move or an advance next to a corps HQ with no friendly combat unit in its hex (reconstructed: the kernel never lets an enemy share the hex); the HQ falls back 2 hexes" },
}
