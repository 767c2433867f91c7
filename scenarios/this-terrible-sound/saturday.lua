-- 6.7 Saturday, 19th of September (large scenario), seed lines 840-866: the whole of the 19th,
-- from Jay's Mill to Cleburne's night attack. Ruleset this-terrible-sound.
--
-- Conventions as jays-mill.lua ("w/i N <hex>": props.setup = { within, of }; "in line between
-- A and B": props.setup = { line }, one unit a hex on the straight hex line, leaders with
-- their units). Strengths: no set-up strength is printed except the units that lost 1-2 SP
-- on the 18th (after18; line 848 "98 Ill—7, 123 Ill—4", "4 Mich—5, 7 Penn—6", line 858 "(6)",
-- "(5)", "(1)", "(7)"): every other unit is at full strength. Reinforcements: the Union and
-- Confederate Reinforcement Schedules (lines 2223-2280) from 7:00 a.m. on; 7:00 a.m. is
-- turn 1 (day turns of 15 minutes, night turns of 30 from 7:30 p.m.).

local oob = require("oob")
local map = require("map")

local S = oob.setup{ after18 = true }
local U, C = "union", "confederate"

local SS = require("_saturday_setup")
local function at(side, hex, list, cite, opts)
  local w = { hex = hex, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.place(side, list, w)
end
local function org(side, cmd, hex, within, cite, opts, except)
  local w = { hex = hex, within = within, cite = cite }
  for k, v in pairs(opts or {}) do w[k] = v end
  S.org(side, cmd, w, except)
end

---------------------------------------------------------------------------------------------
-- Union set-up, line 848
---------------------------------------------------------------------------------------------
-- 6.7 line 848, placed by _saturday_setup.lua (shared with 6.11 and 6.12), each seed line
-- quoted there above its units.
SS.union(S)

-- Union reinforcements (line 854: the Union Reinforcement Schedule, lines 2226-2240, from 7:00
-- a.m. on): 7:00 a.m. C31.04 Davis, 1/20 (less 1/1/20, 5 Wisc); 10:00 a.m. C31.04 Sheridan, 3/20;
-- 4:00 p.m. C13.01 E. McCook, 1/1/Cav, 2/1/Cav, D 1 Ohio, Mitchell, Cav HQ, 39 Ind/Wilder.
org(U, "1/20", nil, nil, "Union schedule line 2233, 7:00 a.m.", { arrives = { turn = 1, hex = "C31.04" } },
  { "Post", "59 Ill/1/1/20", "74 Ill/1/1/20", "75 Ill/1/1/20", "22 Ind/1/1/20", "5 Wisc Lt/Arty/1/20" })
org(U, "3/20", nil, nil, "Union schedule line 2234, 10:00 a.m.", { arrives = { turn = 13, hex = "C31.04" } })
local CAV = { turn = 37, hex = "C13.01" }
at(U, nil, { "E. McCook", "D 1 Ohio/Arty/1/Cav", "Mitchell", "Cav Corps HQ", "39 Ind/Wilder" }, "Union schedule line 2235, 4:00 p.m.", { arrives = CAV })
org(U, "1/1/Cav", nil, nil, "Union schedule line 2235, 4:00 p.m.", { arrives = CAV })
org(U, "2/1/Cav", nil, nil, "Union schedule line 2235, 4:00 p.m.", { arrives = CAV })

---------------------------------------------------------------------------------------------
-- Confederate set-up, line 858
---------------------------------------------------------------------------------------------
-- 6.7 line 858, placed by _saturday_setup.lua.
SS.confederate(S)

-- Confederate reinforcements (line 864: the Confederate Reinforcement Schedule, lines 2257-2268,
-- from 7:00 a.m. on): 7:00 a.m. F4.34 Bragg, A Tenn HQ and Supply, Dreux, Holloway; noon
-- withdraw Martin (vars.withdrawals); 1:00 p.m. C31.33 Cleburne, C/H.
at(C, nil, { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn" }, "Confederate schedule line 2261, 7:00 a.m.", { arrives = { turn = 1, hex = "F4.34" } })
org(C, "C/H", nil, nil, "Confederate schedule line 2263, 1:00 p.m.", { arrives = { turn = 25, hex = "C31.33" } })


-- The optional troops of the 2.7 / 3.7 variants (options.lua).
local O = require("options"); if O.add_optional_troops then O.add_optional_troops(S, "6.7") end

local units = S.units()

return {
  name = "6.7 Saturday, 19th of September",
  description = "19 September 1863, 7:00 a.m.-9:00 p.m.: the whole of the first day, from Jay's Mill to Cleburne's night attack. 54 turns, Union first.",
  source = "This Terrible Sound rulebook, 6.7 (seed 001_ec5e0dc59d1e4565.txt lines 840-866) and the Reinforcement Schedules (lines 2223-2280)",
  -- Line 844: first turn 7:00 a.m. September 19th, last turn 9:00 p.m., 54 turns, Union first
  -- (7:00 a.m.-7:15 p.m. is 50 day turns, 7:30-9:00 p.m. 4 night turns).
  turns = 54,
  first_side = "union",
  start = { day = 1, time = "07:00" },
  map = map,
  commands = S.commands(),
  units = units,
  vars = {
    scenario = "6.7",
    date = "1863-09-19",
    -- Line 844: all six sheets.
    map_area = { { sheet = "A", rows = { 1, 62 } }, { sheet = "B", rows = { 1, 62 } }, { sheet = "C", rows = { 1, 31 } },
      { sheet = "D", rows = { 1, 62 } }, { sheet = "E", rows = { 1, 62 } }, { sheet = "F", rows = { 1, 31 } } },
    orders = {
      -- Line 850 (_saturday_setup.lua), then the Union schedule orders (lines 2244-2250), given on arrival.
      union = (function()
        local o = SS.orders("union")
        o[#o + 1] = { to = "1/20", kind = "move", text = "Move to re-join corps.", join = "20 Corps", on_arrival = true }
        o[#o + 1] = { to = "3/20", kind = "move", text = "Move to re-join corps.", join = "20 Corps", on_arrival = true }
        o[#o + 1] = { to = "Cav Corps", kind = "defend", text = "Move to Crawfish Spring and defend the rear of the Union army. 39th Indiana must rejoin Wilder.", place = "Crawfish Springs", on_arrival = true }
        return o
      end)(),
      -- Line 860 (_saturday_setup.lua), then the Confederate schedule orders (lines 2270-2275), given on arrival.
      confederate = (function()
        local o = SS.orders("confederate")
        o[#o + 1] = { to = "A Tenn", kind = "move", text = "Army HQ is ordered to relocate to E6.19.", hex = "E6.19", on_arrival = true }
        o[#o + 1] = { to = "C/H", kind = "move", text = "Move to join corps or division.", join = "H Corps", on_arrival = true }
        return o
      end)(),
    },
    -- Lines 852, 862.
    ammunition = { union = 300, confederate = 250 },
    previous_losses = { union = 4, confederate = 5 },
    reinforcements = {
      { side = "union", time = "07:00", turn = 1, hex = "C31.04", units = { "Davis", "1/20" }, less = { "1/1/20", "5 Wisc Lt/Arty/1/20" } },
      { side = "union", time = "10:00", turn = 13, hex = "C31.04", units = { "Sheridan", "3/20" } },
      { side = "union", time = "16:00", turn = 37, hex = "C13.01", units = { "E. McCook", "1/1/Cav", "2/1/Cav", "D 1 Ohio/Arty/1/Cav", "Mitchell", "Cav Corps HQ", "39 Ind/Wilder" } },
      { side = "confederate", time = "07:00", turn = 1, hex = "F4.34", units = { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn" } },
      { side = "confederate", time = "13:00", turn = 25, hex = "C31.33", units = { "Cleburne", "C/H" } },
    },
    -- Confederate schedule line 2262: "Noon, D40.34, WITHDRAW: Martin/S/P/F Cav" (the Union
    -- schedule's 10:00 p.m. withdrawal of Minty falls after the last turn).
    withdrawals = { { side = "confederate", time = "12:00", turn = 21, hex = "D40.34", units = { "Martin/S/P/F Cav" } } },
    -- Line 848: Wilder's brigade starts in breastworks (unit status).
    breastworks_at_start = { union = "all units of Wilder's brigade set up within 2 of B19.22" },
    -- Line 866.
    victory = {
      levels = {
        { min = 21, winner = "confederate", level = "decisive" },
        { min = 11, winner = "confederate", level = "major" },
        { min = 7, winner = "confederate", level = "minor" },
        { min = -4, level = "draw" },
        { min = -9, winner = "union", level = "minor" },
        { min = -19, winner = "union", level = "major" },
        { min = -1000, winner = "union", level = "decisive" },
      },
      historical = { level = "draw", vp = 4 },
    },
    notes = {
      "Not listed in the set-up and not set up: Raum (Hill's escort), Howell/Arty/G/Res, E+C 1 La Cav (Hood's escort), Sanders arrives with C/H.",
      "E/G/Res on the line E5.10-E10.07 and 4/14 on the line B36.11-B46.10 stand on the straight hex line (the generated map's roads are not followed).",
      "The Confederate leader Wood (W/C/H) is keyed 'S. A. M. Wood' in the order of battle; the Union Wood (1/21) is 'Wood'.",
      "The Union schedule prints '39 Mich, I 1 Ohio Cav' with Thomas on the 18th; this scenario sets up 9 Mich and L 1 Ohio Cav as line 848 gives.",
    },
  },
}
