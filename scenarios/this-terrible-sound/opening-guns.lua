-- 6.1 Opening Guns (smaller scenario), seed lines 470-492: the fighting of 18 September at
-- Reed's and Alexander's Bridges. Ruleset this-terrible-sound.
--
-- The seed prints part of 6.1 under 6.2 (lines 516-526): the Confederate force that crosses
-- at Reed's Bridge on the 18th (the D40.34 arrivals at 2:00, 3:30 and 4:30 p.m.), its orders
-- (6.2's orders 4-7), the voluntary withdrawal 6.1's reinforcement rule refers to (6.2's
-- special rules) and the victory points 6.1's broken victory text counts (the first of 6.2's
-- two victory notes). They are read here; the reading and its evidence are in the ruleset
-- README ("6.1 and 6.2: the splice").
--
-- Units set up "w/i N <hex>" are placed on <hex> itself (which is within N) with
-- props.setup = { within = N, of = <hex> }: the format has no set-up zones, and the players'
-- deployment inside the zone is for the rules session. Strengths: full (6.0 note 5; the
-- loss-table units marked * start 6.1 at full strength).

local oob = require("oob")
local map = require("map")

local S = oob.setup{ after18 = false }

-- Union set-up, line 478.
S.place("union", { "Wilder", "92 Ill/Wilder", "98 Ill/Wilder", "17 Ind/Wilder", "18 Ind Lt a/Wilder" },
  { hex = "E4.17", within = 4, status = { "breastworks" }, cite = "6.1 line 478" })
S.place("union", {
  { "4 Mich Cav/1/2/Cav", hex = "D37.27" },
  { "4 US Cav/1/2/Cav", hex = "D41.27" },
  { "7 Penn Cav/1/2/Cav", hex = "D38.27" },
  { "Minty", hex = "D39.27" },
  { "CBOT/Arty/2/Cav", hex = "D39.27" },
}, { cite = "6.1 line 478" })
-- Union reinforcements, line 484: 4:00 p.m. (turn 9) at D32.15; they do not arrive if Wilder
-- and Minty have already triggered voluntary withdrawal or left the map (vars.reinforcements).
S.place("union", { "72 Ind/Wilder", "123 Ill/Wilder", "18 Ind Lt b/Wilder" },
  { arrives = { turn = 9, hex = "D32.15" }, cite = "6.1 line 484" })

-- Confederate set-up, line 488: Liddell and the whole L/Res division (6.0 note 4).
S.org("confederate", "L/Res", { hex = "E13.23", within = 4, cite = "6.1 line 488" })

-- Confederate reinforcements, printed under 6.2 (line 522): at D40.34, beyond Reed's Bridge,
-- at 2:00 p.m. (turn 1), 3:30 p.m. (turn 7) and 4:30 p.m. (turn 11) on the 18th. "Johnson" is
-- B. R. Johnson; "JPD/1 Division" his provisional division (6.0 note 4: every unit of it).
local REED = "D40.34"
local cite = "6.2 line 522, read as 6.1's (README: the splice)"
S.place("confederate", { "B. R. Johnson" }, { arrives = { turn = 1, hex = REED }, cite = cite .. ", 2:00 p.m." })
S.org("confederate", "JPD/1", { arrives = { turn = 1, hex = REED }, cite = cite .. ", 2:00 p.m." })
S.org("confederate", "R/L/1", { arrives = { turn = 1, hex = REED }, cite = cite .. ", 2:00 p.m." })
S.place("confederate", { "Forrest", "F Cav HQ", "Jackson/F Cav", "Martin/S/P/F Cav" },
  { arrives = { turn = 1, hex = REED }, cite = cite .. ", 2:00 p.m." })
S.place("confederate", { "Pegram" }, { arrives = { turn = 7, hex = REED }, cite = cite .. ", 3:30 p.m." })
S.org("confederate", "D/P/F Cav", { arrives = { turn = 7, hex = REED }, cite = cite .. ", 3:30 p.m." })
S.place("confederate", { "10 Conf/S/P/F Cav" }, { arrives = { turn = 7, hex = REED }, cite = cite .. ", 3:30 p.m." })
S.place("confederate", { "Hood", "1 Corps HQ", "E+C 1 La Cav/1 Corps", "Lumsden/R/1 Corps" },
  { arrives = { turn = 11, hex = REED }, cite = cite .. ", 4:30 p.m." })

-- Lines 480 and 490 give the orders; "exit the map along any west edge": the column-01 hexes
-- of the playing area (the bottom half of Map D, the top half of Map E).
local west_edge = {}
for r = 32, 62 do west_edge[#west_edge + 1] = ("D%d.01"):format(r) end
for r = 1, 31 do west_edge[#west_edge + 1] = ("E%d.01"):format(r) end

return {
  name = "6.1 Opening Guns",
  description = "18 September 1863, 2:00-6:00 p.m.: Wilder and Minty hold Alexander's and Reed's Bridges against Liddell's division, then Johnson's division, Forrest and Hood crossing at Reed's Bridge. 17 turns, Confederate first.",
  source = "This Terrible Sound rulebook, 6.1 (seed 001_ec5e0dc59d1e4565.txt lines 470-492)",
  -- Line 474: first turn 2:00 p.m. September 18th, last turn 6:00 p.m., 17 turns, Confederate first.
  turns = 17,
  first_side = "confederate",
  start = { day = 0, time = "14:00" },
  map = map,
  commands = S.commands(),
  units = S.units(),
  vars = {
    scenario = "6.1",
    date = "1863-09-18",
    -- Line 474: bottom half of Map D (rows 32-62), top half of Map E (rows 1-31). The format
    -- cannot restrict the playing area: the bounds are data for the rules.
    map_area = { { sheet = "D", rows = { 32, 62 } }, { sheet = "E", rows = { 1, 31 } } },
    -- 4.4b No random events in 6.1-6.3.
    random_events = false,
    -- Line 480: orders.
    orders = {
      union = {
        { to = "Wilder", kind = "brigade_goal", text = "Prevent a Rebel crossing at Alexander's Bridge as long as possible, then exit the map along any west edge.", place = "Alexander's Bridge", then_exit = "west" },
        { to = "1/2/Cav", kind = "brigade_goal", text = "Prevent a Rebel crossing at Reed's Bridge and Ford as long as possible, then exit the map along any west edge.", place = "Reed's Bridge", then_exit = "west" },
      },
      -- Line 490, and 6.2's orders 4-7 (line 516; README: the splice).
      confederate = {
        { to = "L/Res", kind = "divisional_goal", text = "Cross Chickamauga Creek at Alexander's Bridge; once across, move to the Winfrey house (D57.15) and wait for First Corps.", place = "Alexander's Bridge", then_hex = "D57.15" },
        -- reconstructed: "clear the road" is an attack order; its goal the Winfrey house, the
        -- end of the road cleared (the later move to D62.04 is the next order's to give).
        { to = "1 Corps", kind = "corps_order", type = "attack", text = "Cross Chickamauga Creek at Reed's Bridge, clear the road to the Winfrey house (D57.15), then move west to D62.04 and deploy into line.", hex = "D57.15" },
        { to = "F Cav", kind = "corps_order", type = "attack", text = "Help First Corps cross at Reed's Bridge, then move to the Winfrey House and halt.", hex = "D57.15" },
        { kind = "attachment", unit = "Martin/S/P/F Cav", to = "F Cav HQ", as_escort = true },
        { kind = "attachment", unit = "10 Conf/S/P/F Cav", to = "D/P/F Cav" },
      },
    },
    -- Line 482: ammunition unlimited, no previous losses.
    ammunition = { union = "unlimited", confederate = "unlimited" },
    previous_losses = { union = 0, confederate = 0 },
    -- Line 484, and the D40.34 arrivals of line 522.
    reinforcements = {
      { side = "union", time = "16:00", turn = 9, hex = "D32.15", units = { "72 Ind/Wilder", "123 Ill/Wilder", "18 Ind Lt b/Wilder" },
        orders = "move to join brigade", condition = "do not arrive if Wilder and Minty have already triggered voluntary withdrawal or left the map" },
      { side = "confederate", time = "14:00", turn = 1, hex = "D40.34", units = { "B. R. Johnson", "JPD/1", "R/L/1", "Forrest", "F Cav HQ", "Jackson/F Cav", "Martin/S/P/F Cav" } },
      { side = "confederate", time = "15:30", turn = 7, hex = "D40.34", units = { "Pegram", "D/P/F Cav", "10 Conf/S/P/F Cav" } },
      { side = "confederate", time = "16:30", turn = 11, hex = "D40.34", units = { "Hood", "1 Corps HQ", "E+C 1 La Cav/1 Corps", "Lumsden/R/1 Corps" } },
    },
    -- 6.2's special rules (line 526), read as 6.1's too: 6.1's reinforcement rule refers to
    -- the voluntary withdrawal they define, its orders call for the exit, and the fords were
    -- not yet scouted on the 18th. (6.2 keeps them as printed.)
    special_rules = {
      ignore_anti_initiative = true,
      union_voluntary_withdrawal = "At any point the Union player can trigger voluntary withdrawal for each brigade; all its units must then move to exit the map as their orders call for.",
      confederate_fords_need_initiative = "The Confederate player may not use any ford to cross Chickamauga Creek until he has successfully rolled initiative to do so.",
    },
    -- "exit the map along any west edge" (line 480): the withdrawal's exit.
    withdrawal_exit = west_edge,
    -- Line 478: all of Wilder's set-up units start in breastworks (unit status "breastworks").
    breastworks = { union = "all units set up within 4 of E4.17" },
    -- Line 492: the recovered text begins mid-sentence; the VPs it counts are the first of
    -- 6.2's victory notes (line 526: it names Minty, Wilder, Liddell and Johnson, 6.1's
    -- leaders), whose "the side with the higher VP total wins" decides when neither
    -- automatic victory happens.
    victory = {
      text = "...in both Union brigades on or before the 3:00 p.m. turn, he automatically wins. If the Union player is still in play by 5:00 p.m., AND the Rebel player does not have at least a 3 to 1 ratio of VPs, then the Union player automatically wins.",
      incomplete = true,
      confederate_auto_win_by = "15:00",
      union_auto_win = { at = "17:00", unless_confederate_vp_ratio = 3 },
      points = {
        per_permanent_loss = 1, per_wrecked_regiment = 2,
        leader_casualty = { ["B. R. Johnson"] = 1, Liddell = 1, Minty = 1, Forrest = 2, Wilder = 2 },
        higher_total_wins = true,
      },
    },
    notes = {
      "The Winfrey house is D57.15 in the orders; the seed's general discussion places it at D57.15 too, while the generated map marks the house at D55.14.",
    },
  },
}
