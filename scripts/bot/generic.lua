-- The generic computer player: plays any ruleset to the end by choosing among the legal
-- actions of the current phase (from the actions' `list` hooks, filtered by `can`).
--
-- It chooses at random with the bots' own random stream (sandtable.bot.random), never with
-- the game's dice, so its choices are recorded as actions and replay exactly. "end_phase"
-- is always among the choices, so every phase ends.

return function(side)
  local legal = sandtable.actions.legal(side)
  if #legal == 0 then
    return { kind = "end_phase" }
  end
  return legal[sandtable.bot.random(#legal)]
end
