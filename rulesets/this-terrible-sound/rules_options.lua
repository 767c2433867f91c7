-- Coverage status of the optional rules of This Terrible Sound: the Union variants 2.7a-j and the
-- Confederate variants 3.7a-j (options.lua declares each as an option and adds its troops,
-- arrivals and VP; 2.7f, 3.7c and 3.7e's effects on orders are read in orders.lua/util.lua).
-- 3.7b (the Army of Mississippi) is the mod tts-army-of-mississippi, which replaces the entry
-- below with its own. Tests: tests/this_terrible_sound_options.rs. Titles are short
-- paraphrases, the seed text is the source.

local function option(id, title, opt, note)
  return { id = id, title = title, status = "option", option = opt, note = note }
end

return {
  option("2.7a", "Union variant: 1/1/20 Brigade sets up or enters with its division (Confederate +{vp} VP)", "post_with_division"),
  option("2.7b", "Union variant: the Chattanooga garrison (2/1/21 and others) in play (Confederate +{vp} VP)", "chattanooga_garrison"),
  option("2.7c", "Union variant: the Reserve Corps arrives complete (Confederate +{vp} VP)", "reserve_corps_arrives"),
  option("2.7d", "Union variant: an end to file closing, four detached regiments return (Confederate +{vp} VP)", "no_file_closing"),
  option("2.7e", "Union variant: the Pioneer Brigade (Confederate +{vp} VP)", "pioneer_brigade"),
  option("2.7f", "Union variant: Rosecrans' Caution, {modifier} on Union attack stoppage rolls (Union +{vp} VP, secret until the end)", "rosecrans_caution"),
  option("2.7g", "Union variant: 3/1/Cav arrives at {hex} at {time} on the {date}th (Confederate +{vp} VP)", "watkins_arrives"),
  option("2.7h", "Union variant: reinforcements from the East, the 11th Corps, {roll}+ a turn from {time} on the {date}th (Confederate +{vp} VP)", "reinforcements_from_the_east"),
  option("2.7i", "Union variant: reinforcements from the West, the 15th Corps, {roll}+ a turn from {time} on the {date}th (Confederate +{vp} VP)", "reinforcements_from_the_west"),
  option("2.7j", "Union variant: rogue generals Sherman, Hooker and McPherson arrive with their corps (Confederate +{vp_each} VP each)", "rogue_generals",
    "their powers, read from props.rogue: morale of any unit (morale.lua: he counts as in every unit's chain for morale and rally), initiative orders to any command of his side (orders.lua; the command's own leader receives it), replacing a wounded or killed corps commander (command.lua action rogue_command, in the command phase; he commands nothing of his own otherwise) and then no 2.7f {rosecrans_caution.modifier} on the stoppage rolls of that corps's divisions (orders.lua rogue_led; reconstructed: \"the die roll modifier for attack stoppage rolls\" read as 2.7f's)"),
  option("3.7a", "Confederate variant: First Corps sent earlier, with Longstreet at {hex} at {time} on the {date}th (Union +{vp} VP)", "first_corps_earlier"),
  { id = "3.7b", title = "Confederate variant: full Confederate effort, the Army of Mississippi (Union VP for each division taken)", status = "not-applicable",
    note = "packaged as the mod tts-army-of-mississippi (rulesets/tts-army-of-mississippi), which declares the option and enforces it" },
  option("3.7c", "Confederate variant: change in command, Lee (Union +{vp_lee}) or Johnston (Union +{vp_johnston}) replaces Bragg; no anti-initiative", "change_in_command"),
  option("3.7d", "Confederate variant: Gist and the 16th South Carolina (Union +{vp} VP)", "gist_16th_sc"),
  option("3.7e", "Confederate variant: a well-oiled machine, no anti-initiative (Union +{vp} VP)", "well_oiled_machine"),
  option("3.7f", "Confederate variant: Scott's Brigade arrives at {hex} at {time} on the {date}th (Union +{vp} VP)", "scott_arrives",
    "the Martin detachment, withdrawn at noon on the 19th by the schedule, comes back with the brigade (props.variant_return, movement.lua's withdrawal)"),
  option("3.7g", "Confederate variant: Morgan's Raiders with Wheeler; Martin's detachment removed (Union +{vp} VP)", "morgans_raiders"),
  option("3.7h", "Confederate variant: Roddey's Brigade with Wheeler (Union +{vp} VP)", "roddeys_brigade"),
  option("3.7i", "Confederate variant: strip the coasts, Cantey and/or Mercer, {roll}+ a turn, attached on arrival (Union +{vp} VP)", "strip_the_coasts"),
  option("3.7j", "Confederate variant: Southwest Virginia, the J/B division by the B Corps HQ (Union +{vp} VP)", "southwest_virginia"),
}
