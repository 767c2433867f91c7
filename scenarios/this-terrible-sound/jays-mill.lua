-- 6.2 Jay's Mill (smaller scenario), seed lines 494-526: the morning of 19 September around
-- Jay's Mill. Ruleset this-terrible-sound. Part of what the seed prints here is 6.1's (the
-- D40.34 arrivals, orders 4-7, the first victory note): opening-guns.lua and the README ("6.1
-- and 6.2: the splice").
--
-- "w/i N <hex>" set-ups are placed on <hex> with props.setup = { within = N, of = <hex> }
-- (see opening-guns.lua). Strengths: "(n)" in the text is the current strength; otherwise
-- full, or the parenthesised strength of a unit marked * in the loss tables (lost 1-2 SP on
-- the 18th: the asterisk note). Clock: 8:00 a.m. is turn 1; day turns are 15 minutes.

local oob = require("oob")
local map = require("map")

-- Line 508: "west map edge between D37.01 and D49.01" (Map D alone is in play).
local west_edge = {}
for r = 37, 49 do west_edge[#west_edge + 1] = ("D%d.01"):format(r) end
map.areas = map.areas or {}
map.areas["6.2 west edge D37.01-D49.01"] = west_edge

local S = oob.setup{ after18 = true }

-- Union set-up, line 502.
S.place("union", { { "Brannan", hex = "D40.04" } }, { cite = "6.2 line 502" })
S.place("union", {
  { "Connell", hex = "D42.01" }, { "17 Ohio/1/3/14", hex = "D42.01" },
  { "82 Ind/1/3/14", hex = "D40.01" },
  { "31 Ohio/1/3/14", hex = "D46.02" },
  { "D 1 Mich/Arty/3/14", hex = "D41.01" },
}, { cite = "6.2 line 502 (1/3/14)" })
S.place("union", {
  { "Van Derveer", hex = "D32.02" }, { "87 Ind/3/3/14", hex = "D32.02" },
  { "2 Minn/3/3/14", hex = "D32.04" },
  { "35 Ohio/3/3/14", hex = "D34.03" },
  { "I 4 US/Arty/3/14", hex = "D33.01" },
}, { cite = "6.2 line 502 (3/3/14)" })
S.place("union", {
  { "Croxton", hex = "D42.07" }, { "10 Ind/2/3/14", hex = "D42.07" },
  { "74 Ind/2/3/14", hex = "D43.08" },
  { "14 Ohio/2/3/14", hex = "D44.05" },
  { "10 Ky/2/3/14", hex = "D40.07" },
  { "4 Ky/2/3/14", hex = "D41.08" },
  { "C 1 Ohio/Arty/3/14", hex = "D42.06" },
}, { cite = "6.2 line 502 (2/3/14)" })

-- Union reinforcements, line 508.
local WEST = "6.2 west edge D37.01-D49.01"
S.place("union", { "Baird" }, { arrives = { turn = 9, area = WEST }, cite = "6.2 line 508, 10:00 a.m." })
S.org("union", "1/1/14", { arrives = { turn = 9, area = WEST }, cite = "6.2 line 508, 10:00 a.m." })
S.org("union", "3/1/14", { arrives = { turn = 9, area = WEST }, cite = "6.2 line 508, 10:00 a.m." })
S.place("union", { "H 5 US/Arty/1/14", "A 1 Mich/Arty/1/14" }, { arrives = { turn = 9, area = WEST }, cite = "6.2 line 508, 10:00 a.m." })
S.org("union", "2/1/14", { arrives = { turn = 10, area = WEST }, cite = "6.2 line 508, 10:15 a.m." })
S.place("union", { "4 Ind Lt/Arty/1/14" }, { arrives = { turn = 10, area = WEST }, cite = "6.2 line 508, 10:15 a.m." })
S.place("union", { "9 Ohio/3/3/14" }, { arrives = { turn = 11, hex = "D30.01" }, cite = "6.2 line 508, 10:30 a.m." })

-- Confederate set-up, line 514.
S.place("confederate", { "Forrest", "F Cav HQ", { "Jackson/F Cav", strength = 1 } },
  { hex = "D40.17", within = 1, cite = "6.2 line 514" })
-- 10 Conf: full 5, 1 killed and 2 stragglers (line 520): 2, routed.
S.place("confederate", { { "10 Conf/S/P/F Cav", strength = 2, previous_losses = { killed = 1, stragglers = 2 } } },
  { hex = "D42.15", status = { "routed" }, cite = "6.2 line 514" })
S.place("confederate", {
  { "Huwald/D/P/F Cav", hex = "D40.13" },
  { "Davidson", hex = "D42.10" }, { "Rucker/D/P/F Cav", hex = "D42.10" },
  { "Martin/S/P/F Cav", hex = "D44.11" },
  { "Pegram", hex = "D41.11" }, { "6 Ga/D/P/F Cav", hex = "D41.11" },
  { "1 Ga/D/P/F Cav", hex = "D40.11" },
}, { cite = "6.2 line 514 (D/P/F Cav; 6 NC is not listed)" })
S.place("confederate", { "Armstrong", "Bradley/A/F Cav" }, { hex = "D36.15", within = 2, cite = "6.2 line 514" })
S.org("confederate", "D/A/F Cav", { hex = "D36.15", within = 2, cite = "6.2 line 514" })
S.place("confederate", { "Morton/Arty/A/F Cav", "Huggins/Arty/A/F Cav" }, { hex = "D36.15", within = 2, cite = "6.2 line 514" })
-- "Liddell, L/Res (29 Miss/W/L/Res (6), 34 Miss/W/L/Res (5))—on road in line between D62.04
-- and D59.14". The generated map has no road joining those hexes, so the division is set up
-- in line on the straight hex line from D62.04 to D59.14 (12 hexes), one regiment or battery
-- a hex, in the seed's order (Govan's, the artillery, Walthall's); leaders with their units.
local LINE = { "D62.04", "D59.14" }
local where = { line = LINE, formation = "line", cite = "6.2 line 514" }
S.place("confederate", {
  { "2+15 Ark/G/L/Res", hex = "D62.04" },
  { "5+13 Ark/G/L/Res", hex = "D62.05" },
  { "Govan", hex = "D61.06" }, { "6+7 Ark/G/L/Res", hex = "D61.06" },
  { "8 Ark/G/L/Res", hex = "D61.07" },
  { "1 La Reg/G/L/Res", hex = "D61.08" },
  { "Fowler/Arty/L/Res", hex = "D61.09" },
  { "Liddell", hex = "D60.09" }, { "Warren/Arty/L/Res", hex = "D60.09" },
  { "24 Miss/W/L/Res", hex = "D60.10" },
  { "Walthall", hex = "D60.11" }, { "27 Miss/W/L/Res", hex = "D60.11" },
  { "29 Miss/W/L/Res", hex = "D60.12", strength = 6 },
  { "30 Miss/W/L/Res", hex = "D59.13" },
  { "34 Miss/W/L/Res", hex = "D59.14", strength = 5 },
}, where)

-- Confederate reinforcements, line 522 (9:00 a.m. is turn 5, 9:45 a.m. turn 8).
S.place("confederate", { { "Ector", commands = "G/Res" } }, { arrives = { turn = 5, hex = "D62.15" }, cite = "6.2 line 522, 9:00 a.m.; reinforcement order 2: Ector commands the division" })
S.org("confederate", "W/G/Res", { arrives = { turn = 5, hex = "D62.15" }, cite = "6.2 line 522, 9:00 a.m." })
S.place("confederate", { "Res Corps HQ", "Res Corps Supply", "Nelson/Res Corps", "Walker" },
  { arrives = { turn = 5, hex = "D62.15" }, cite = "6.2 line 522, 9:00 a.m." })
S.org("confederate", "E/G/Res", { arrives = { turn = 8, hex = "D62.15" }, cite = "6.2 line 522, 9:45 a.m." })
S.place("confederate", { "Howell/Arty/G/Res", { "Repl E/G/Res", replacement = "E/G/Res", name = "Replacement commander, E/G/Res" } },
  { arrives = { turn = 8, hex = "D62.15" }, cite = "6.2 line 522, 9:45 a.m." })

return {
  name = "6.2 Jay's Mill",
  description = "19 September 1863, 8:00 a.m.-1:00 p.m.: Brannan's division attacks toward Jay's Mill against Forrest's cavalry, then the Reserve Corps and Baird arrive. 21 turns, Union first.",
  source = "This Terrible Sound rulebook, 6.2 (seed 001_ec5e0dc59d1e4565.txt lines 494-526)",
  -- Line 498: first turn 8:00 a.m. September 19th, last turn 1:00 p.m., 21 turns, Union first.
  turns = 21,
  first_side = "union",
  start = { day = 1, time = "08:00" },
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.2",
    date = "1863-09-19",
    -- Line 498: Map D (the format cannot restrict the playing area: data for the rules).
    map_area = { { sheet = "D", rows = { 1, 62 } } },
    random_events = false, -- 4.4b
    -- Line 504.
    orders = {
      union = {
        { to = "3/14", kind = "divisional_goal", text = "Attack west between the Reed's Bridge and Alexander's Bridge Roads, in order to capture Jay's Mill.", place = "Jay's Mill" },
        { kind = "attachment", unit = "31 Ohio/1/3/14", to = "2/3/14" },
        -- Line 510 (reinforcement orders).
        { to = "1/14", kind = "divisional_goal", text = "Support the attack of 3/14 and capture Jay's Mill.", place = "Jay's Mill", on_arrival = true },
        { to = "9 Ohio/3/3/14", kind = "join", text = "Join its brigade.", on_arrival = true },
      },
      -- Line 516.
      confederate = {
        { to = "F Cav", kind = "defend", text = "Defend Jay's Mill.", place = "Jay's Mill" },
        { to = "L/Res", kind = "divisional_goal", text = "Attack in line due north from its current position, to take the Union attack in the flank.", delay = "D5", roll_each_command_phase = true },
        { kind = "attachment", units = { "Martin/S/P/F Cav", "10 Conf/S/P/F Cav" }, to = "D/P/F Cav" },
        -- Orders 4-7 (First Corps across Reed's Bridge, F Cav helping it, Martin as the F Cav
        -- HQ's escort, 10 Conf to D/P/F Cav) are 6.1's: opening-guns.lua (README: the splice).
        -- Line 524 (reinforcement orders).
        { to = "Res Corps", kind = "none", text = "No orders; must move to D57.15 and halt.", hex = "D57.15", on_arrival = true },
        { to = "G/Res", kind = "divisional_goal", text = "Support F Cav in defense of Jay's Mill, and counterattack the Union line around the Brotherton Road. Ector commands the division; a replacement leader commands E/G/Res.", on_arrival = true },
      },
    },
    -- Line 520.
    ammunition = { union = "unlimited", confederate = "unlimited" },
    previous_losses = {
      union = {},
      confederate = {
        { unit = "Jackson/F Cav", losses = 1 },
        { unit = "10 Conf/S/P/F Cav", killed = 1, stragglers = 2 },
        { unit = "29 Miss/W/L/Res", losses = 1 },
        { unit = "34 Miss/W/L/Res", losses = 1 },
      },
      wrecked_regiments = { ["S/P/F Cav"] = 1 },
    },
    reinforcements = {
      { side = "union", time = "10:00", turn = 9, area = WEST, units = { "Baird", "1/1/14", "3/1/14", "H 5 US/Arty/1/14", "A 1 Mich/Arty/1/14" } },
      { side = "union", time = "10:15", turn = 10, area = WEST, units = { "2/1/14", "4 Ind Lt/Arty/1/14" } },
      { side = "union", time = "10:30", turn = 11, hex = "D30.01", units = { "9 Ohio/3/3/14" } },
      { side = "confederate", time = "09:00", turn = 5, hex = "D62.15", units = { "Ector", "W/G/Res", "Res Corps HQ", "Res Corps Supply", "Nelson/Res Corps", "Walker" } },
      { side = "confederate", time = "09:45", turn = 8, hex = "D62.15", units = { "E/G/Res", "Howell/Arty/G/Res", "Repl E/G/Res" } },
    },
    -- Line 522 also prints three arrivals at D40.34 at 2:00, 3:30 and 4:30 p.m. (Johnson's
    -- division, Forrest; Pegram; Hood): they fall after 6.2's last turn, repeat units 6.2
    -- sets up, and are the 18 September crossing at Reed's Bridge — 6.1's (opening-guns.lua;
    -- README: the splice).
    -- Line 526: scenario special rules.
    special_rules = {
      ignore_anti_initiative = true,
      union_voluntary_withdrawal = "At any point the Union player can trigger voluntary withdrawal for each brigade; all its units must then move to exit the map as their orders call for.",
      confederate_fords_need_initiative = "The Confederate player may not use any ford to cross Chickamauga Creek until he has successfully rolled initiative to do so.",
    },
    -- 6.2 special rule 2 (movement.lua): the exit of a withdrawing Union brigade.
    -- reconstructed: no 6.2 order names one; the Union's own edge of Map D, the column-01
    -- edge where its reinforcements enter ("west map edge between D37.01 and D49.01").
    withdrawal_exit = (function()
      local out = {}
      for r = 1, 62 do out[#out + 1] = ("D%d.01"):format(r) end
      return out
    end)(),
    -- Line 526 (Victory): the second note, after the break in the recovered text, is 6.2's
    -- (the fields and road; victory.lua's jays_mill_result). The first (VP counted for
    -- losses, wrecks and leaders named Minty, Wilder, Liddell, Johnson) is 6.1's
    -- (opening-guns.lua; README: the splice).
    victory = {
      tactical = {
        confederate = { fields = { "D43.14", "D48.05" }, road = { "Brotherton Road", "D43.14", "D53.01" }, wrecked_union_brigades = 3 },
        union = { fields = { "D43.14", "D51.10" }, note = "Youngblood Field west of the Jay's Mill Road", wrecked_confederate_brigades = 3 },
        otherwise = "draw",
      },
      text = "The printed victory section holds two sets of conditions joined where the recovered text breaks off (\"If the Rebel player triggers withdrawal, ...\"); both are kept.",
    },
    notes = {
      "D/P/F Cav: the set-up lists Huwald, Davidson, Rucker, Martin, Pegram, 6 Ga and 1 Ga; 6 NC Cav (full 8) is not listed and is not set up.",
      "Martin/S/P/F Cav starts at 7: it is marked * (8 (7)*) in the loss tables, though the scenario's loss list does not name it.",
    },
  },
}
