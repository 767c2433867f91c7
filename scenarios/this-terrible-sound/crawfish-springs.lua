-- 6.3 Crawfish Springs (smaller scenario), seed lines 528-560: Wheeler's cavalry against the
-- Union Cavalry Corps around Crawfish Spring, 20 September. Ruleset this-terrible-sound
-- (order of battle and set-up only; orders and victory are data in vars).
--
-- "w/i N <hex>" set-ups are placed on <hex> with props.setup = { within = N, of = <hex> }
-- (see opening-guns.lua). Line 540: no previous losses, so every unit is at full strength.
-- Clock: noon is turn 1; 1:00 p.m. is turn 5.

local oob = require("oob")
local map = require("map")

local S = oob.setup{ after18 = false }

-- Union set-up, line 536.
S.place("union", { "Mitchell", "Cav Corps HQ", "Cav Corps Supply" }, { hex = "C3.03", cite = "6.3 line 536" })
S.place("union", { "Crook", "CBOT/Arty/2/Cav" }, { hex = "C19.14", within = 2, cite = "6.3 line 536" })
S.org("union", "2/2/Cav", { hex = "C19.14", within = 2, cite = "6.3 line 536" })
S.place("union", { "E. McCook", "D 1 Ohio/Arty/1/Cav" }, { hex = "B55.10", within = 2, cite = "6.3 line 536" })
-- D52.12 and D57.15 lie on Map D, outside the scenario's map area (south half of B, Map C);
-- set up as printed (see vars.notes).
S.org("union", "1/1/Cav", { hex = "D52.12", within = 2, cite = "6.3 line 536" })
S.org("union", "2/1/Cav", { hex = "D57.15", within = 2, cite = "6.3 line 536" })
-- Union reinforcements, line 542: 1:00 p.m. at C13.01.
S.org("union", "1/1/20", { arrives = { turn = 5, hex = "C13.01" }, cite = "6.3 line 542, 1:00 p.m." })
S.place("union", { "5 Wisc Lt/Arty/1/20" }, { arrives = { turn = 5, hex = "C13.01" }, cite = "6.3 line 542, 1:00 p.m." })

-- Confederate set-up, line 548.
S.place("confederate", { "Wheeler", "W Cav HQ" }, { hex = "C22.23", cite = "6.3 line 548" })
S.org("confederate", "W/W Cav", { hex = "C20.21", within = 2, cite = "6.3 line 548" })
S.org("confederate", "M/W Cav", { hex = "C23.27", within = 2, cite = "6.3 line 548" })

return {
  name = "6.3 Crawfish Springs",
  description = "20 September 1863, noon-3:00 p.m.: Wheeler's cavalry crosses at Glass Mill and threatens Crawfish Spring, held by the Union Cavalry Corps. 13 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.3 (seed 001_ec5e0dc59d1e4565.txt lines 528-560)",
  -- Line 532: first turn 12:00 noon September 20th, last turn 3:00 p.m., 13 turns, Confederate first.
  turns = 13,
  first_side = "confederate",
  start = { day = 2, time = "12:00" },
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.3",
    date = "1863-09-20",
    -- Line 532: south half of Map B (rows 32-62) and Map C (the format cannot restrict the
    -- playing area: data for the rules).
    map_area = { { sheet = "B", rows = { 32, 62 } }, { sheet = "C", rows = { 1, 31 } } },
    random_events = false, -- 4.4b
    orders = {
      -- Line 538.
      union = {
        { to = "Cav Corps", kind = "defend", text = "Defend Crawfish Spring.", place = "Crawfish Springs" },
        { to = "2/Cav", kind = "divisional_goal", text = "Delay the Rebel advance on Crawfish Spring via Glass Mill as long as possible.", place = "Glass Mill" },
        -- Line 544.
        { kind = "attachment", unit = "1/1/20", to = "Cav Corps", on_arrival = true },
        { to = "1/1/20", kind = "defend", text = "Help defend Crawfish Spring.", place = "Crawfish Springs", on_arrival = true },
      },
      -- Line 550.
      confederate = {
        { to = "W Cav", kind = "attack", text = "Attack towards Crawfish Spring and threaten the Union forces there.", place = "Crawfish Springs",
          recall = { every_turn = true, dice = 2, on_or_above = 9,
            text = "The W Cav corps must immediately re-cross Chickamauga Creek to the east bank, move north to Lee and Gordon's Mill, cross again, and attack southwest towards Crawfish Spring.",
            -- the new order's two legs (orders.lua recall_rolls / recall_stage): a move to the
            -- mill (no attack on the way), then the attack from there
            stages = { { type = "move", place = "Lee and Gordon's Mill" }, { type = "attack", place = "Crawfish Springs" } } } },
      },
    },
    -- Lines 540, 554.
    ammunition = { union = "unlimited", confederate = "unlimited" },
    previous_losses = { union = 0, confederate = 0 },
    reinforcements = {
      { side = "union", time = "13:00", turn = 5, hex = "C13.01", units = { "1/1/20", "5 Wisc Lt/Arty/1/20" } },
    },
    -- Line 558.
    victory = {
      conditions = { "capture Crawfish Springs", "inflict more losses than suffered", "wreck at least two Federal brigades" },
      place = "Crawfish Springs",
      levels = { [3] = "confederate major", [2] = "confederate minor", [1] = "union minor", [0] = "union major" },
    },
    notes = {
      "1/1/Cav (w/i 2 D52.12) and 2/1/Cav (w/i 2 D57.15) are set up on Map D as printed, although the map area is the south half of Map B and Map C; the hexes may be misprints (B52.12, B57.15?).",
      "Post's 1/1/20 arrives here without option 2.7a; its regiments' strengths are reconstructed (see README).",
    },
  },
}
