//! This Terrible Sound: the large scenarios 6.11 Two Days of Battle
//! (scenarios/this-terrible-sound/two-days.lua) and 6.12 Four Map Chickamauga (four-map.lua)
//! load, every unit the seed's set-up lists starts where the text says at the strength it
//! gives, every arrival of the reinforcement schedule in use comes on its turn at its hex, and
//! the length, first player, ammunition, previous losses, withdrawals, playing area and victory
//! chart are the seed's; each game starts and plays its first turn.
//!
//! The tables below are transcribed from the seed (shared/seeds/001_ec5e0dc59d1e4565.txt, the
//! lines cited above each group), independently of the scenario files. 6.11 (lines 1172, 1174)
//! is 6.7's set-up (lines 848, 858) with the regular schedules (lines 2223-2277) from 7:00 a.m.
//! on the 19th to the last turn; 6.12 prints its own trimmed set-up (lines 1186, 1209) and its
//! own tables (lines 1194-1203, 1217-1222). Strengths: "(n)" / "—n" in the set-up, else the
//! unit's full strength (`max_strength`), or the parenthesised strength of the units marked *
//! in the loss tables. A "whole command" row ("1/21—w/i 4 B44.20") checks every unit of the game
//! under that command that no unit row names (6.0 note 4). Turns on the calendar of
//! ruleset.lua (15-minute day turns, 30-minute night turns 7:30 p.m.-5:00 a.m.): from 7:00
//! a.m. on the 19th, 10:00 a.m. is turn 13, noon 21, 1:00 p.m. 25, 2:00 p.m. 29, 10:00 p.m.
//! 56, 1:00 a.m. 62, 5:00 a.m. 70, 7:00 a.m. 78, 9:00 a.m. 86, 1:00 p.m. on the 20th 102 and
//! 8:00 p.m. 129.

mod common;

use sandtable::session::Game;
use std::collections::BTreeSet;

use common::tts_scenarios::*;

/// Plays the game's phases until turn 2 begins (the first turn runs, every hook with it); the
/// reinforcements due on turn 1 enter (S.4.6: the movement phase may not end before).
fn play_first_turn(g: &mut Game) {
    use common::tts;
    let mut guard = 0;
    let mut entered = 0;
    while g.with_world(|w| w.state.turn) < 2 && !g.is_over() {
        guard += 1;
        assert!(guard < 500, "the first turn did not end");
        if g.apply(serde_json::json!({"kind": "end_phase"})).is_ok() {
            continue;
        }
        let due = tts::query(
            g,
            r#"return require("movement").actions.enter.list()[1] or false"#,
        );
        assert!(
            due.is_object(),
            "the phase does not end and nothing can enter"
        );
        g.apply(due).unwrap();
        entered += 1;
    }
    assert_eq!(g.with_world(|w| w.state.turn), 2);
    assert!(entered > 0, "the turn-1 reinforcements entered");
}

/// vars.reinforcements as (side, turn, hex or "", withdraw, units).
fn schedule(g: &Game) -> Vec<(String, i64, String, bool, Vec<String>)> {
    var(g, "reinforcements")
        .as_array()
        .expect("vars.reinforcements")
        .iter()
        .map(|r| {
            (
                r["side"].as_str().unwrap().to_string(),
                r["turn"].as_i64().unwrap(),
                r["hex"].as_str().unwrap_or("").to_string(),
                r["withdraw"].as_bool().unwrap_or(false),
                r["units"]
                    .as_array()
                    .map(|a| a.iter().map(|u| u.as_str().unwrap().to_string()).collect())
                    .unwrap_or_default(),
            )
        })
        .collect()
}

fn concat<T: Copy>(parts: &[&[T]]) -> Vec<T> {
    parts.iter().flat_map(|p| p.iter().copied()).collect()
}

// ---------------------------------------------------------------------------------------------
// Set-up tables
// ---------------------------------------------------------------------------------------------

// 6.7 line 848 (6.11 line 1172): the Union units on map C, which 6.12's line 1186 leaves out.
// "Rosecrans, A Cumb HQ and Supply, 1 Bn Ohio SS, 15 Penn Cav, 10 Ohio—w/i 1 C3.03. ...
// Negley—C15.15. 1/2/14—w/i 2 C21.16. Bridges/A/2/14—C20.14. 2/2/14, M 1 Ohio battery—w/i 1
// C12.16. 3/2/14, G 1 Ohio battery—w/i 2 C10.15. ... McCook, 20 Corps HQ and Supply, I 2 Ky
// Cav—C4.04. Johnson, 2/20 Division—w/i 3 C7.04."
const UNION_MAP_C_ROWS: &[Row] = &[
    ("Rosecrans", Within(1, "C3.03"), None),
    ("A Cumb HQ", Within(1, "C3.03"), Some(1)),
    ("A Cumb Supply", Within(1, "C3.03"), Some(1)),
    ("1 Bn Ohio SS/A Cumb", Within(1, "C3.03"), Some(2)),
    ("15 Penn Cav/A Cumb", Within(1, "C3.03"), Some(4)),
    ("10 Ohio/A Cumb", Within(1, "C3.03"), Some(8)),
    ("Negley", Hex("C15.15"), None),
    ("Bridges/Arty/2/14", Hex("C20.14"), Some(6)),
    ("M 1 Ohio/Arty/2/14", Within(1, "C12.16"), Some(6)),
    ("G 1 Ohio/Arty/2/14", Within(2, "C10.15"), Some(6)),
    ("McCook", Hex("C4.04"), None),
    ("20 Corps HQ", Hex("C4.04"), Some(1)),
    ("20 Corps Supply", Hex("C4.04"), Some(1)),
    ("I 2 Ky Cav/20 Corps", Hex("C4.04"), Some(1)),
];
const UNION_MAP_C_WHOLES: &[Whole] = &[
    ("1/2/14", Within(2, "C21.16"), ""),
    ("2/2/14", Within(1, "C12.16"), ""),
    ("3/2/14", Within(2, "C10.15"), ""),
    ("2/20", Within(3, "C7.04"), ""),
];

// 6.7 line 848 = 6.12 line 1186: "Thomas, 14 Corps HQ and Supply, 9 Mich, L 1 Ohio Cav—A47.23.
// Baird—A48.24. 1/1/14, A 1 Mich battery—w/i 1 A47.26. 2/1/14, 4 Ind battery—w/i 2 A49.24.
// 3/1/14, H 5 US battery—w/i 1 A44.27. Brannan—A38.23. 1/3/14, D 1 Mich battery—w/i 2 A37.26.
// 2/3/14, C 1 Ohio battery—w/i 2 A40.26. 3/3/14, I 4 US battery—w/i 2 A38.23. Reynolds, 4/14
// Division—in line along road between B36.11 and B46.10. Crittenden, 21 Corps HQ and Supply,
// Mendenhall, K 15 Ill Cav—B46.19. Wood, 1/21 Division—w/i 4 B44.20. Palmer, 2/21 Division—w/i
// 5 B31.26. Van Cleve, 3/21 Division—w/i 4 B34.22. Wilder, Wilder Brigade (less 39 Ind, 98
// Ill—7, 123 Ill—4)—w/i 2 B19.22, all units in breastworks. Minty, 1/2/Cav (4 Mich—5, 7
// Penn—6), CBOT Battery—w/i 1 B13.13. 2/2/Res—w/i 2 D37.12. 2/1/Res—w/i 1 D35.09."
const UNION_ROWS: &[Row] = &[
    ("Thomas", Hex("A47.23"), None),
    ("14 Corps HQ", Hex("A47.23"), Some(1)),
    ("14 Corps Supply", Hex("A47.23"), Some(1)),
    ("9 Mich/14 Corps", Hex("A47.23"), Some(8)),
    ("L 1 Ohio Cav/14 Corps", Hex("A47.23"), Some(1)),
    ("Baird", Hex("A48.24"), None),
    ("A 1 Mich/Arty/1/14", Within(1, "A47.26"), Some(6)),
    ("4 Ind Lt/Arty/1/14", Within(2, "A49.24"), Some(6)),
    ("H 5 US/Arty/1/14", Within(1, "A44.27"), Some(6)),
    ("Brannan", Hex("A38.23"), None),
    ("D 1 Mich/Arty/3/14", Within(2, "A37.26"), Some(6)),
    ("C 1 Ohio/Arty/3/14", Within(2, "A40.26"), Some(6)),
    ("I 4 US/Arty/3/14", Within(2, "A38.23"), Some(6)),
    ("Crittenden", Hex("B46.19"), None),
    ("21 Corps HQ", Hex("B46.19"), Some(1)),
    ("21 Corps Supply", Hex("B46.19"), Some(1)),
    ("Mendenhall", Hex("B46.19"), None),
    ("K 15 Ill Cav/21 Corps", Hex("B46.19"), Some(1)),
    ("98 Ill/Wilder", Within(2, "B19.22"), Some(7)),
    ("123 Ill/Wilder", Within(2, "B19.22"), Some(4)),
    ("Wilder HQ", Within(2, "B19.22"), Some(1)),
    ("Minty", Within(1, "B13.13"), None),
    ("4 Mich Cav/1/2/Cav", Within(1, "B13.13"), Some(5)),
    ("7 Penn Cav/1/2/Cav", Within(1, "B13.13"), Some(6)),
    ("CBOT/Arty/2/Cav", Within(1, "B13.13"), Some(6)),
];
const UNION_WHOLES: &[Whole] = &[
    ("1/1/14", Within(1, "A47.26"), ""),
    ("2/1/14", Within(2, "A49.24"), ""),
    ("3/1/14", Within(1, "A44.27"), ""),
    ("1/3/14", Within(2, "A37.26"), ""),
    ("2/3/14", Within(2, "A40.26"), ""),
    ("3/3/14", Within(2, "A38.23"), ""),
    ("4/14", Line("B36.11", "B46.10"), ""),
    ("1/21", Within(4, "B44.20"), ""),
    ("2/21", Within(5, "B31.26"), ""),
    ("3/21", Within(4, "B34.22"), ""),
    ("Wilder", Within(2, "B19.22"), ""),
    ("1/2/Cav", Within(1, "B13.13"), ""),
    ("2/2/Res", Within(2, "D37.12"), ""),
    ("2/1/Res", Within(1, "D35.09"), ""),
];

// 6.7 line 858 (6.11 line 1174): the Confederate units on maps C and F, which 6.12's line 1209
// leaves out: "D H Hill, H Corps HQ and Supply—C28.31. Breckinridge, Foules Cav—C27.27. A/B/H,
// S/B/H, Slocumb, Mebane—w/i 5 C27.27. H/B/H, Cobb battery—w/i 2 C21.22. Polk, P Corps HQ and
// Supply, Greenleaf Cav—C2.32. ... Armstrong, A/F Cav Division—w/i 3 F14.23."
const CONF_MAP_CF_ROWS: &[Row] = &[
    ("Hill", Hex("C28.31"), None),
    ("H Corps HQ", Hex("C28.31"), Some(1)),
    ("H Corps Supply", Hex("C28.31"), Some(1)),
    ("Breckinridge", Hex("C27.27"), None),
    ("Foules/B/H", Hex("C27.27"), Some(1)),
    ("Slocumb/Arty/B/H", Within(5, "C27.27"), Some(6)),
    ("Mebane/Arty/B/H", Within(5, "C27.27"), Some(4)),
    ("Cobb/Arty/B/H", Within(2, "C21.22"), Some(4)),
    ("Polk", Hex("C2.32"), None),
    ("P Corps HQ", Hex("C2.32"), Some(1)),
    ("P Corps Supply", Hex("C2.32"), Some(1)),
    ("Greenleaf/P Corps", Hex("C2.32"), Some(1)),
];
const CONF_MAP_CF_WHOLES: &[Whole] = &[
    ("A/B/H", Within(5, "C27.27"), ""),
    ("S/B/H", Within(5, "C27.27"), ""),
    ("H/B/H", Within(2, "C21.22"), ""),
    ("A/F Cav", Within(3, "F14.23"), ""),
];

// 6.12 line 1209: "Polk, P Corps HQ and Supply, Greenleaf Cav—B62.33."
const CONF_POLK_612: &[Row] = &[
    ("Polk", Hex("B62.33"), None),
    ("P Corps HQ", Hex("B62.33"), Some(1)),
    ("P Corps Supply", Hex("B62.33"), Some(1)),
    ("Greenleaf/P Corps", Hex("B62.33"), Some(1)),
];

// 6.7 line 858 = 6.12 line 1209: "H/P Division—w/i 3 B47.30. C/P Division—w/i 5 E42.05.
// Buckner, B Corps HQ and Supply, Clark Cav—E26.06. W/B Corps—w/i 2 E26.06. Preston,
// Arty/P/B—w/i 1 E27.05. G/P/B—w/i 2 E25.02. K/P/B—w/i 2 E27.04. T/P/B—w/i 2 E27.06.
// Stewart—E21.04. C/S/B, Humphreys battery—w/i 1 E21.02. Br/S/B, Anderson battery—w/i 2
// E21.04. Ba/S/B, Oliver battery—w/i 2 E21.06. Hood, Walker, 1 Corps HQ—E12.04.
// Johnson—E15.02. G/JPD/1—w/i 2 E15.02. F/JPD/1—w/i 1 E11.01. M/JPD/1—w/i 2 E13.02.
// Law—B9.34. R/L/1—w/i 2 B7.33. S/L/1—w/i 2 B3.32. B/L/1, Lumsden battery—w/i 2 E5.02. Res
// Corps HQ, Nelson Cav—E2.12. Ector—E7.09. E/G/Res (repl leader, Ector commands division)—on
// road in line between E5.10 and E10.07. W/G/Res, Res Corps Supply—w/i 2 E1.15. Liddell, L/Res
// (29 Miss/W/L/Res (6), 34 Miss/W/L/Res (5))—on road in line between D62.04 and D59.14.
// Forrest, F Cav HQ, Jackson Cav (1)—E5.19. Pegram, D/P/F, 10 Conf/S/P/F, Martin/S/P/F
// (7)—w/i 2 E5.19."
const CONF_ROWS: &[Row] = &[
    ("Buckner", Hex("E26.06"), None),
    ("B Corps HQ", Hex("E26.06"), Some(1)),
    ("B Corps Supply", Hex("E26.06"), Some(1)),
    ("Clark/B Corps", Hex("E26.06"), Some(1)),
    ("Preston", Within(1, "E27.05"), None),
    ("Stewart", Hex("E21.04"), None),
    ("Humphreys/Arty/S/B", Within(1, "E21.02"), Some(4)),
    ("Anderson/Arty/S/B", Within(2, "E21.04"), Some(4)),
    ("Oliver/Arty/S/B", Within(2, "E21.06"), Some(4)),
    ("Hood", Hex("E12.04"), None),
    ("Walker", Hex("E12.04"), None),
    ("1 Corps HQ", Hex("E12.04"), Some(1)),
    ("B. R. Johnson", Hex("E15.02"), None),
    ("Law", Hex("B9.34"), None),
    ("Lumsden/R/1 Corps", Within(2, "E5.02"), Some(5)),
    ("Res Corps HQ", Hex("E2.12"), Some(1)),
    ("Nelson/Res Corps", Hex("E2.12"), Some(1)),
    ("Ector", Hex("E7.09"), None),
    ("Repl E/G/Res", Line("E5.10", "E10.07"), None),
    ("Stone/E/G/Res", Line("E5.10", "E10.07"), Some(2)),
    ("Pound/E/G/Res", Line("E5.10", "E10.07"), Some(2)),
    ("29 NC/E/G/Res", Line("E5.10", "E10.07"), Some(4)),
    ("9 Texas/E/G/Res", Line("E5.10", "E10.07"), Some(4)),
    ("10 Texas/E/G/Res", Line("E5.10", "E10.07"), Some(3)),
    ("14 Texas/E/G/Res", Line("E5.10", "E10.07"), Some(3)),
    ("32 Texas/E/G/Res", Line("E5.10", "E10.07"), Some(4)),
    ("Res Corps Supply", Within(2, "E1.15"), Some(1)),
    ("Liddell", Line("D62.04", "D59.14"), None),
    ("Govan", Line("D62.04", "D59.14"), None),
    ("Walthall", Line("D62.04", "D59.14"), None),
    ("2+15 Ark/G/L/Res", Line("D62.04", "D59.14"), Some(5)),
    ("5+13 Ark/G/L/Res", Line("D62.04", "D59.14"), Some(9)),
    ("6+7 Ark/G/L/Res", Line("D62.04", "D59.14"), Some(6)),
    ("8 Ark/G/L/Res", Line("D62.04", "D59.14"), Some(8)),
    ("1 La Reg/G/L/Res", Line("D62.04", "D59.14"), Some(4)),
    ("Fowler/Arty/L/Res", Line("D62.04", "D59.14"), Some(4)),
    ("Warren/Arty/L/Res", Line("D62.04", "D59.14"), Some(4)),
    ("24 Miss/W/L/Res", Line("D62.04", "D59.14"), Some(9)),
    ("27 Miss/W/L/Res", Line("D62.04", "D59.14"), Some(7)),
    ("29 Miss/W/L/Res", Line("D62.04", "D59.14"), Some(6)),
    ("30 Miss/W/L/Res", Line("D62.04", "D59.14"), Some(7)),
    ("34 Miss/W/L/Res", Line("D62.04", "D59.14"), Some(5)),
    ("Forrest", Hex("E5.19"), None),
    ("F Cav HQ", Hex("E5.19"), Some(1)),
    ("Jackson/F Cav", Hex("E5.19"), Some(1)),
    ("Pegram", Within(2, "E5.19"), None),
    ("10 Conf/S/P/F Cav", Within(2, "E5.19"), Some(5)),
    ("Martin/S/P/F Cav", Within(2, "E5.19"), Some(7)),
];
const CONF_WHOLES: &[Whole] = &[
    ("H/P", Within(3, "B47.30"), ""),
    ("C/P", Within(5, "E42.05"), ""),
    ("W/B Corps", Within(2, "E26.06"), ""),
    ("Arty/P/B", Within(1, "E27.05"), ""),
    ("G/P/B", Within(2, "E25.02"), ""),
    ("K/P/B", Within(2, "E27.04"), ""),
    ("T/P/B", Within(2, "E27.06"), ""),
    ("C/S/B", Within(1, "E21.02"), ""),
    ("Br/S/B", Within(2, "E21.04"), ""),
    ("Ba/S/B", Within(2, "E21.06"), ""),
    ("G/JPD/1", Within(2, "E15.02"), ""),
    ("F/JPD/1", Within(1, "E11.01"), ""),
    ("M/JPD/1", Within(2, "E13.02"), ""),
    ("R/L/1", Within(2, "B7.33"), ""),
    ("S/L/1", Within(2, "B3.32"), ""),
    ("B/L/1", Within(2, "E5.02"), ""),
    ("W/G/Res", Within(2, "E1.15"), ""),
    ("D/P/F Cav", Within(2, "E5.19"), ""),
];

// ---------------------------------------------------------------------------------------------
// 6.11: the regular schedules from 7:00 a.m. on the 19th (lines 2233-2240, 2262-2269)
// ---------------------------------------------------------------------------------------------

const ARRIVALS_6_11_ROWS: &[Row] = &[
    // C31.04 7:00 a.m. "Davis, 1/20 Division (less 1/1/20, 5 Wisc batt)" (turn 1).
    ("Davis", Arrives(1, "C31.04"), None),
    // C31.04 10:00 a.m. "Sheridan, 3/20 Division" (turn 13): whole row below.
    // C13.01 4:00 p.m. "E. McCook, 1/1/Cav, 2/1/Cav, D 1 Ohio batt, Mitchell, Cav HQ, 39
    // Ind/Wilder" (turn 37).
    ("E. McCook", Arrives(37, "C13.01"), None),
    ("Mitchell", Arrives(37, "C13.01"), None),
    ("Cav Corps HQ", Arrives(37, "C13.01"), Some(1)),
    ("D 1 Ohio/Arty/1/Cav", Arrives(37, "C13.01"), Some(6)),
    ("39 Ind/Wilder", Arrives(37, "C13.01"), Some(11)),
    // C13.01 7:00 a.m., Sept 20 "Crook, 2/2/Cav, CBOT battery" (turn 78; the CBOT battery is
    // set up with Minty above and leaves with him at 10:00 p.m.).
    ("Crook", Arrives(78, "C13.01"), None),
    // A1.12 1:00 p.m. "Res Corps" (turn 102; 2/1/Res and 2/2/Res are set up above).
    ("Granger", Arrives(102, "A1.12"), None),
    ("Res Corps (US) HQ", Arrives(102, "A1.12"), Some(1)),
    ("Res Corps (US) Supply", Arrives(102, "A1.12"), Some(1)),
    // C13.01 1:00 p.m. "1/1/20, 5 Wisc battery" (turn 102).
    ("5 Wisc Lt/Arty/1/20", Arrives(102, "C13.01"), Some(6)),
    // F4.34 7:00 a.m., Sept 19 "Bragg, A Tenn HQ and Supply, Drews/A Tenn, Holloway/A Tenn"
    // (turn 1); Pickett's Miners and Sappers, the army HQ's third escort, with them
    // (reconstructed in _campaign.lua: the seed does not name it).
    ("Bragg", Arrives(1, "F4.34"), None),
    ("A Tenn HQ", Arrives(1, "F4.34"), Some(1)),
    ("A Tenn Supply", Arrives(1, "F4.34"), Some(1)),
    ("Dreux/A Tenn", Arrives(1, "F4.34"), Some(1)),
    ("Holloway/A Tenn", Arrives(1, "F4.34"), Some(1)),
    ("Pickett/A Tenn", Arrives(1, "F4.34"), Some(3)),
    // C31.33 1:00 p.m. "Cleburne, C/H Division" (turn 25): the Confederate Wood is keyed
    // "S. A. M. Wood".
    ("Cleburne", Arrives(25, "C31.33"), None),
    ("S. A. M. Wood", Arrives(25, "C31.33"), None),
    // E5.35 10:00 p.m. "Longstreet, Kershaw, H/M/1, K/M/1, R/1 Corps artillery (except
    // Lumsden)" (turn 56).
    ("Longstreet", Arrives(56, "E5.35"), None),
    ("Kershaw", Arrives(56, "E5.35"), None),
    // C31.33 1:00 a.m., Sept 20 "Wharton, W/W Cav Division" (turn 62).
    ("Wharton", Arrives(62, "C31.33"), None),
    // E5.35 5:00 a.m. "Gist, C/G/Res" (turn 70).
    ("Gist", Arrives(70, "E5.35"), None),
    // C31.33 9:00 a.m. "Wheeler, W Cav Corps" (turn 86).
    ("Wheeler", Arrives(86, "C31.33"), None),
    ("W Cav HQ", Arrives(86, "C31.33"), Some(1)),
];
const ARRIVALS_6_11_WHOLES: &[Whole] = &[
    ("1/20", Arrives(1, "C31.04"), ""),
    ("1/1/20", Arrives(102, "C13.01"), ""),
    ("3/20", Arrives(13, "C31.04"), ""),
    ("1/1/Cav", Arrives(37, "C13.01"), ""),
    ("2/1/Cav", Arrives(37, "C13.01"), ""),
    ("2/2/Cav", Arrives(78, "C13.01"), ""),
    ("Res Corps (US)", Arrives(102, "A1.12"), ""),
    ("C/H", Arrives(25, "C31.33"), ""),
    ("H/M/1", Arrives(56, "E5.35"), ""),
    ("K/M/1", Arrives(56, "E5.35"), ""),
    ("R/1 Corps", Arrives(56, "E5.35"), ""),
    ("W/W Cav", Arrives(62, "C31.33"), ""),
    ("C/G/Res", Arrives(70, "E5.35"), ""),
    ("W Cav", Arrives(86, "C31.33"), ""),
];

#[test]
fn rule_6_11_two_days_calendar_victory_and_data() {
    let mut g = start("two-days");
    // Line 1170: 7:00 a.m. 19 September (day 1) to 8:00 p.m. 20 September, 129 turns, Union
    // first.
    check_calendar(&g, 1, "07:00", "union", 129);
    assert_eq!(last_turn_clock(1, "07:00", 129), (2, "20:00".to_string()));
    // Line 1176: Decisive 36+, Major 22-35, Minor 11-21, Draw 10 to -10, Union Minor -11 to
    // -21, Union Major -22 to -35, Union Decisive -36 or less; historically Confederate major, 29.
    assert_eq!(levels(&g), chart([36, 22, 11, -10, -21, -35], -1_000_000));
    assert_eq!(var(&g, "victory")["historical"]["vp"], 29);
    // 6.7 lines 852, 862 (6.11 lines 1172, 1174).
    assert_eq!(
        var(&g, "ammunition"),
        serde_json::json!({"union": 300, "confederate": 250})
    );
    assert_eq!(
        var(&g, "previous_losses"),
        serde_json::json!({"union": 4, "confederate": 5})
    );
    // Line 1170: all six maps.
    let area: Vec<String> = var(&g, "map_area")
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["sheet"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(area, ["A", "B", "C", "D", "E", "F"]);
    // The schedules' withdrawals: Martin at noon (turn 21), Minty, 1/2/Cav and the CBOT
    // battery at 10:00 p.m. (turn 56).
    let sched = schedule(&g);
    let withdrawals: Vec<(String, i64)> = sched
        .iter()
        .filter(|r| r.3)
        .map(|r| (r.0.clone(), r.1))
        .collect();
    assert!(
        withdrawals.contains(&("confederate".to_string(), 21)),
        "{withdrawals:?}"
    );
    assert!(
        withdrawals.contains(&("union".to_string(), 56)),
        "{withdrawals:?}"
    );
    let minty = sched.iter().find(|r| r.3 && r.0 == "union").unwrap();
    assert!(minty.4.iter().any(|u| u == "Minty"), "{minty:?}");
    // The arrivals as data: (side, turn, hex) of every printed line from 7:00 a.m. on.
    let arrivals: BTreeSet<(String, i64, String)> = sched
        .iter()
        .filter(|r| !r.3)
        .map(|r| (r.0.clone(), r.1, r.2.clone()))
        .collect();
    for (side, turn, hex) in [
        ("union", 1, "C31.04"),
        ("union", 13, "C31.04"),
        ("union", 37, "C13.01"),
        ("union", 78, "C13.01"),
        ("union", 102, "A1.12"),
        ("union", 102, "C13.01"),
        ("confederate", 1, "F4.34"),
        ("confederate", 25, "C31.33"),
        ("confederate", 56, "E5.35"),
        ("confederate", 58, "D33.35"), // S/P/F Cav (optional, 3.7f)
        ("confederate", 62, "C31.33"),
        ("confederate", 70, "E5.35"),
        ("confederate", 86, "C31.33"),
    ] {
        assert!(
            arrivals.contains(&(side.to_string(), turn, hex.to_string())),
            "{side} turn {turn} at {hex} missing from vars.reinforcements: {arrivals:?}"
        );
    }
    // Orders: 6.7's (lines 850, 860) with the arrivals' order explanations.
    let orders = var(&g, "orders");
    let to = |side: &str| -> Vec<String> {
        orders[side]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|o| o["to"].as_str().map(str::to_string))
            .collect()
    };
    for k in [
        "14 Corps",
        "2/14",
        "20 Corps",
        "2/20",
        "Wilder",
        "2/1/Res",
        "Res Corps (US)",
        "Cav Corps",
    ] {
        assert!(to("union").iter().any(|t| t == k), "union order to {k}");
    }
    for k in [
        "H Corps",
        "P Corps",
        "G/Res",
        "F Cav",
        "W/A/F Cav",
        "A Tenn",
        "C/H",
        "W Cav",
    ] {
        assert!(
            to("confederate").iter().any(|t| t == k),
            "confederate order to {k}"
        );
    }
    // The game starts and plays its first turn.
    play_first_turn(&mut g);
}

#[test]
fn rule_6_11_two_days_set_up_and_reinforcements() {
    let g = start("two-days");
    // Lines 1172, 1174: 6.7's set-up (lines 848, 858) and the schedules from 7:00 a.m.
    let rows = concat(&[
        UNION_MAP_C_ROWS,
        UNION_ROWS,
        CONF_MAP_CF_ROWS,
        CONF_ROWS,
        ARRIVALS_6_11_ROWS,
    ]);
    let wholes = concat(&[
        UNION_MAP_C_WHOLES,
        UNION_WHOLES,
        CONF_MAP_CF_WHOLES,
        CONF_WHOLES,
        ARRIVALS_6_11_WHOLES,
    ]);
    // Not set up and on no schedule line from 7:00 a.m. on the 19th: Hood's escort (6.7 does
    // not set it up) and Howell's battery.
    let absent = ["E+C 1 La Cav/1 Corps", "Howell/Arty/G/Res"];
    check(&g, &rows, &wholes, &absent);
    // 6.7 line 848: Wilder's brigade in breastworks.
    check_status(
        &g,
        "breastworks",
        &[
            "98 Ill/Wilder",
            "123 Ill/Wilder",
            "17 Ind/Wilder",
            "18 Ind Lt a/Wilder",
        ],
    );
}

// ---------------------------------------------------------------------------------------------
// 6.12: its own tables (lines 1195-1203, 1218-1222)
// ---------------------------------------------------------------------------------------------

const ARRIVALS_6_12_ROWS: &[Row] = &[
    // B62.04 10:30 a.m. "Rosecrans, 15 Penn Cav, 1 Bn Ohio SS, 10 Ohio, A Cumb HQ and Supply"
    // (turn 15).
    ("Rosecrans", Arrives(15, "B62.04"), None),
    ("15 Penn Cav/A Cumb", Arrives(15, "B62.04"), Some(4)),
    ("1 Bn Ohio SS/A Cumb", Arrives(15, "B62.04"), Some(2)),
    ("10 Ohio/A Cumb", Arrives(15, "B62.04"), Some(8)),
    ("A Cumb HQ", Arrives(15, "B62.04"), Some(1)),
    ("A Cumb Supply", Arrives(15, "B62.04"), Some(1)),
    // B62.04 11:30 a.m. "1/20 Division (less 1/1/20, 5 Wisc Battery)" (turn 19).
    ("Davis", Arrives(19, "B62.04"), None),
    // B62.04 Noon "McCook, I 2 Ky Cav, 20 Corps HQ and Supply" (turn 21).
    ("McCook", Arrives(21, "B62.04"), None),
    ("I 2 Ky Cav/20 Corps", Arrives(21, "B62.04"), Some(1)),
    ("20 Corps HQ", Arrives(21, "B62.04"), Some(1)),
    ("20 Corps Supply", Arrives(21, "B62.04"), Some(1)),
    // B62.04 3:00 p.m. "2/14 Division" (turn 33) with its leader Negley (6.0 note 4).
    ("Negley", Arrives(33, "B62.04"), None),
    // B62.04 6:00 p.m. "39 Indiana/Wilder" (turn 45).
    ("39 Ind/Wilder", Arrives(45, "B62.04"), Some(11)),
    // A1.12 1:00 p.m., Sept 20th "Res Corps" (turn 102; 2/1/Res and 2/2/Res are set up).
    ("Granger", Arrives(102, "A1.12"), None),
    ("Res Corps (US) HQ", Arrives(102, "A1.12"), Some(1)),
    ("Res Corps (US) Supply", Arrives(102, "A1.12"), Some(1)),
    // E62.34 7:00 a.m., Sept 19 "Bragg, A Tenn HQ and Supply, Drews/A Tenn, Holloway/A Tenn"
    // (turn 1); Pickett with them (reconstructed in _campaign.lua).
    ("Bragg", Arrives(1, "E62.34"), None),
    ("A Tenn HQ", Arrives(1, "E62.34"), Some(1)),
    ("A Tenn Supply", Arrives(1, "E62.34"), Some(1)),
    ("Dreux/A Tenn", Arrives(1, "E62.34"), Some(1)),
    ("Holloway/A Tenn", Arrives(1, "E62.34"), Some(1)),
    ("Pickett/A Tenn", Arrives(1, "E62.34"), Some(3)),
    // E62.10 2:00 p.m. "Cleburne, C/H Division" (turn 29).
    ("Cleburne", Arrives(29, "E62.10"), None),
    ("S. A. M. Wood", Arrives(29, "E62.10"), None),
    // E5.35 10:00 p.m. "Longstreet, Kershaw, H/M/1, K/M/1, R/1 Corps artillery (except
    // Lumsden)" (turn 56).
    ("Longstreet", Arrives(56, "E5.35"), None),
    ("Kershaw", Arrives(56, "E5.35"), None),
    // E5.35 5:00 a.m., Sept 20th "Gist, C/G/Res" (turn 70).
    ("Gist", Arrives(70, "E5.35"), None),
];
const ARRIVALS_6_12_WHOLES: &[Whole] = &[
    // B62.04 10:00 a.m. "2/20 Division" (turn 13), with its leader Johnson.
    ("2/20", Arrives(13, "B62.04"), ""),
    ("1/20", Arrives(19, "B62.04"), ""),
    // B62.04 2:00 p.m. "3/20 Division" (turn 29), with Sheridan.
    ("3/20", Arrives(29, "B62.04"), ""),
    ("2/14", Arrives(33, "B62.04"), ""),
    ("Res Corps (US)", Arrives(102, "A1.12"), ""),
    ("C/H", Arrives(29, "E62.10"), ""),
    ("H/M/1", Arrives(56, "E5.35"), ""),
    ("K/M/1", Arrives(56, "E5.35"), ""),
    ("R/1 Corps", Arrives(56, "E5.35"), ""),
    ("C/G/Res", Arrives(70, "E5.35"), ""),
];

#[test]
fn rule_6_12_four_map_calendar_area_victory_and_data() {
    let mut g = start("four-map");
    // Line 1182: maps A, B, D, E; 7:00 a.m. 19 September to 8:00 p.m. 20 September, 129
    // turns, Union first.
    check_calendar(&g, 1, "07:00", "union", 129);
    let area: Vec<String> = var(&g, "map_area")
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["sheet"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(area, ["A", "B", "D", "E"]);
    // The area is enforced: a hex of map C or F is out of play, A/B/D/E hexes are in.
    use common::tts;
    assert_eq!(
        tts::query(
            &g,
            r#"local mv = require("movement") return { mv.in_area("C3.03"), mv.in_area("F14.23"), mv.in_area("B62.04"), mv.in_area("E62.34"), mv.in_area("A1.12"), mv.in_area("D40.34") }"#
        ),
        serde_json::json!([false, false, true, true, true, true])
    );
    // Line 1226: Decisive 30+, Major 19-29, Minor 8-18, Draw 7 to -7, Union Minor -8 to -18,
    // Union Major -19 to -29, Union Decisive -30 or less; historically Confederate major, 23.
    assert_eq!(levels(&g), chart([30, 19, 8, -7, -18, -29], -1_000_000));
    assert_eq!(var(&g, "victory")["historical"]["vp"], 23);
    // Lines 1190, 1213.
    assert_eq!(
        var(&g, "ammunition"),
        serde_json::json!({"union": 300, "confederate": 250})
    );
    assert_eq!(
        var(&g, "previous_losses"),
        serde_json::json!({"union": 4, "confederate": 5})
    );
    // Lines 1195-1203, 1218-1222 as data: every line, at its turn and hex, and nothing of the
    // regular schedules (no Map C or F entry hex, no optional S/P/F line).
    let sched = schedule(&g);
    let got: BTreeSet<(String, i64, String, bool)> = sched
        .iter()
        .map(|r| (r.0.clone(), r.1, r.2.clone(), r.3))
        .collect();
    let want: BTreeSet<(String, i64, String, bool)> = [
        ("union", 13, "B62.04", false),
        ("union", 15, "B62.04", false),
        ("union", 19, "B62.04", false),
        ("union", 21, "B62.04", false),
        ("union", 29, "B62.04", false),
        ("union", 33, "B62.04", false),
        ("union", 45, "B62.04", false),
        ("union", 56, "", true),
        ("union", 102, "A1.12", false),
        ("confederate", 1, "E62.34", false),
        ("confederate", 21, "", true),
        ("confederate", 29, "E62.10", false),
        ("confederate", 56, "E5.35", false),
        ("confederate", 70, "E5.35", false),
    ]
    .iter()
    .map(|(s, t, h, w)| (s.to_string(), *t, h.to_string(), *w))
    .collect();
    assert_eq!(got, want);
    let withdrawn: BTreeSet<String> = sched
        .iter()
        .filter(|r| r.3)
        .flat_map(|r| r.4.clone())
        .collect();
    for k in ["Minty", "1/2/Cav", "CBOT/Arty/2/Cav", "Martin/S/P/F Cav"] {
        assert!(withdrawn.contains(k), "{k} not withdrawn: {withdrawn:?}");
    }
    // Orders (lines 1188, 1211): 6.7's without those of the commands not set up; the tables'
    // order explanations (lines 1205, 1224) for the arrivals.
    let orders = var(&g, "orders");
    let to = |side: &str| -> Vec<String> {
        orders[side]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| !o["on_arrival"].as_bool().unwrap_or(false))
            .filter_map(|o| o["to"].as_str().map(str::to_string))
            .collect()
    };
    assert_eq!(
        to("union"),
        [
            "14 Corps", "1/14", "3/14", "4/14", "21 Corps", "Wilder", "1/2/Cav", "2/1/Res",
            "2/2/Res"
        ]
    );
    assert_eq!(
        to("confederate"),
        [
            "P Corps",
            "H/P",
            "C/P",
            "B Corps",
            "1 Corps",
            "Res Corps",
            "G/Res",
            "F Cav",
            "D/P/F Cav"
        ]
    );
    let hex_of = |side: &str, to: &str| -> String {
        orders[side]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["to"] == to && o["on_arrival"] == true)
            .and_then(|o| o["hex"].as_str())
            .unwrap_or("")
            .to_string()
    };
    // Orders 2, 3, 4, 6 and the Confederate 1 name hexes.
    assert_eq!(hex_of("union", "A Cumb"), "B12.14");
    assert_eq!(hex_of("union", "1/20"), "B17.27");
    assert_eq!(hex_of("union", "20 Corps"), "B48.11");
    assert_eq!(hex_of("union", "2/14"), "B12.14");
    assert_eq!(hex_of("confederate", "A Tenn"), "E6.19");
    play_first_turn(&mut g);
}

#[test]
fn rule_6_12_four_map_set_up_and_reinforcements() {
    let g = start("four-map");
    // Lines 1186 and 1209 (6.7's text less maps C and F; Polk on B62.33) and 6.12's tables.
    let rows = concat(&[UNION_ROWS, CONF_POLK_612, CONF_ROWS, ARRIVALS_6_12_ROWS]);
    let wholes = concat(&[UNION_WHOLES, CONF_WHOLES, ARRIVALS_6_12_WHOLES]);
    // Not in the scenario: the set-up on maps C and F and the regular schedules' arrivals the
    // tables replace (1/1/20 and its battery, the Cavalry Corps, Crook, Wharton, Wheeler).
    let absent = [
        "Hill",
        "H Corps HQ",
        "Breckinridge",
        "Slocumb/Arty/B/H",
        "Cobb/Arty/B/H",
        "Armstrong",
        "Post",
        "59 Ill/1/1/20",
        "22 Ind/1/1/20",
        "5 Wisc Lt/Arty/1/20",
        "E. McCook",
        "Mitchell",
        "Cav Corps HQ",
        "D 1 Ohio/Arty/1/Cav",
        "Crook",
        "Wharton",
        "Wheeler",
        "W Cav HQ",
        "E+C 1 La Cav/1 Corps",
    ];
    check(&g, &rows, &wholes, &absent);
    check_status(
        &g,
        "breastworks",
        &[
            "98 Ill/Wilder",
            "123 Ill/Wilder",
            "17 Ind/Wilder",
            "18 Ind Lt a/Wilder",
        ],
    );
}
