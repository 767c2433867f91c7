-- 6.1 Opening Guns (smaller scenario), seed lines 470-492: the fighting of 18 September at
-- Reed's and Alexander's Bridges. Ruleset this-terrible-sound (order of battle only: the
-- rules, orders and victory below are data for a later rules session).
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

return {
  name = "6.1 Opening Guns",
  description = "18 September 1863, 2:00-6:00 p.m.: Wilder and Minty hold Alexander's and Reed's Bridges against Liddell's division. 17 turns, Confederate first.",
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
      -- Line 490.
      confederate = {
        { to = "L/Res", kind = "divisional_goal", text = "Cross Chickamauga Creek at Alexander's Bridge; once across, move to the Winfrey house (D57.15) and wait for First Corps.", place = "Alexander's Bridge", then_hex = "D57.15" },
      },
    },
    -- Line 482: ammunition unlimited, no previous losses.
    ammunition = { union = "unlimited", confederate = "unlimited" },
    previous_losses = { union = 0, confederate = 0 },
    -- Line 484.
    reinforcements = {
      { side = "union", time = "16:00", turn = 9, hex = "D32.15", units = { "72 Ind/Wilder", "123 Ill/Wilder", "18 Ind Lt b/Wilder" },
        orders = "move to join brigade", condition = "do not arrive if Wilder and Minty have already triggered voluntary withdrawal or left the map" },
    },
    -- Line 478: all of Wilder's set-up units start in breastworks (unit status "breastworks").
    breastworks = { union = "all units set up within 4 of E4.17" },
    -- Line 492: the recovered text begins mid-sentence.
    victory = {
      text = "...in both Union brigades on or before the 3:00 p.m. turn, he automatically wins. If the Union player is still in play by 5:00 p.m., AND the Rebel player does not have at least a 3 to 1 ratio of VPs, then the Union player automatically wins.",
      incomplete = true,
      confederate_auto_win_by = "15:00",
      union_auto_win = { at = "17:00", unless_confederate_vp_ratio = 3 },
    },
    notes = {
      "The Winfrey house is D57.15 in the orders; the seed's general discussion places it at D57.15 too, while the generated map marks the house at D55.14.",
    },
  },
}
