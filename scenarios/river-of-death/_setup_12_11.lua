-- The set-up of 12.11, shared by scenario 12.1 (the battle) and 12.2 ("Set Up; Per 12.11",
-- rule 12.21), with its entrenchments (12.111 a) and the starting state of its special rules
-- (12.12, rule 12.22: "Per 12.12"). A module, not a scenario (its name starts with "_").

return {
  setup = {
    -- 12.111 a) CRITTENDEN; WOOD; PALMER; VAN CLEVE; XXI Corps (all), in line, unlimbered: within 7 hexes of Lee and Gordon's Mill, west of Chickamauga Creek
    { "1-1-XXI", "0845", "line", "E" },
    { "3-1-XXI", "0744", "line", "E" },
    { "1-XXI Art", "0745", "unlimbered", "E" },
    { "1-2-XXI", "0746", "line", "E" },
    { "2-2-XXI", "0844", "line", "E" },
    { "3-2-XXI", "0644", "line", "E" },
    { "2-XXI Art", "0645", "unlimbered", "E" },
    { "1-3-XXI", "0646", "line", "E" },
    { "2-3-XXI", "0743", "line", "E" },
    { "3-3-XXI", "0747", "line", "E" },
    { "3-XXI Art", "0843", "unlimbered", "E" },
    { "CRITTENDEN", "0746" },
    { "WOOD", "0845" },
    { "PALMER", "0844" },
    { "VAN CLEVE", "0646" },
    { "XXI Wagon", "0943" },
    -- 12.111 b) 1-2-Cav (Minty): within 6 hexes of Reed's Bridge, west of the creek
    { "1-2-Cav", "2716", "line", "E" },
    -- 12.111 c) CROOK: in command radius of Minty
    { "CROOK", "2716" },
    -- 12.111 d) 1-4-XIV (Wilder): the road hex adjacent to the Alexander's Bridge hexside (2128/2228), west bank
    { "1-4-XIV", "2128", "line", "E" },
    -- 12.111 e) XIV Horse Art (Lilly): in the Alexander house hex
    { "XIV HA", "2028", "unlimbered", "E" },
    -- 12.112 Davidson (of Pegram), mounted: east of the creek, in the hex with the Dyer's Bridge hexside (2806/2906)
    { "Davidson/Pegram", "2906", "mounted", "W" },
  },
  -- 12.111 a) three entrenchments (Union units' hexes, facing the creek)
  entrenchments = { { hex = "0746", facing = "E" }, { hex = "0844", facing = "E" }, { hex = "0644", facing = "E" } },
  vars = {
    fords_located = {}, -- 6.85 no ford is located at the start
    bridges_destroyed = {}, -- 12.111 f) no "intact bridge" markers at set-up
    xxi_released = {}, -- 12.121 XXI Corps divisions released
    wilder_held = true, -- 12.122 Wilder and Lilly hold until the bridge falls or Wilder routs
  },
}
