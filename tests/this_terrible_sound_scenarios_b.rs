//! This Terrible Sound: the large scenarios 6.8-6.12 (scenarios/this-terrible-sound/sunday.lua,
//! longstreets-attack.lua, three-days.lua, two-days.lua, four-map.lua) load, every unit the
//! seed's set-up lists starts where the text says at the strength it gives, every arrival of the
//! reinforcement schedule comes on its turn at its hex, and the length and victory data are the
//! seed's.
//!
//! The tables below are transcribed from the seed (shared/seeds/001_ec5e0dc59d1e4565.txt,
//! the lines cited above each table) independently of the scenario files: the set-up text by
//! hex ("(n)" strengths; otherwise full strength, or the parenthesised strength of the units
//! marked * in the loss tables), a listed higher organization expanded to every non-optional
//! unit and leader of the order of battle under it (6.0 note 4) that the text does not place
//! elsewhere, and the reinforcement schedules (lines 2223-2277) with their turns counted on the
//! calendar of ruleset.lua (15-minute day turns, 30-minute night turns 7:30 p.m.-5:00 a.m.).

mod common;

use sandtable::kernel::Location;
use sandtable::session::Game;
use std::collections::BTreeSet;

const RS: &str = "this-terrible-sound";

/// Where a unit starts.
#[derive(Clone, Copy, Debug)]
enum At {
    /// On this hex.
    Hex(&'static str),
    /// "w/i N <hex>".
    Within(u32, &'static str),
    /// A reinforcement arriving on this turn at this hex.
    Arrives(i64, &'static str),
}
use At::*;

/// (unit key, where, strength or None for leaders, HQs and supply).
type Row = (&'static str, At, Option<i32>);

fn start(scenario: &str) -> Game {
    common::start(&common::library(), RS, scenario, 1, &[])
}

/// Checks every row against the loaded game, and that the game holds no unit the table lacks.
fn check(g: &Game, rows: &[Row]) {
    let mut failures = Vec::new();
    g.with_world(|w| {
        let listed: BTreeSet<&str> = rows.iter().map(|r| r.0).collect();
        assert_eq!(listed.len(), rows.len(), "a unit is listed twice in the table");
        for u in &w.state.units {
            // 2.7/3.7 optional troops (options.lua, props.variant) are not the seed's set-up.
            if !listed.contains(u.key.as_str())
                && !u.key.starts_with("Repl ")
                && u.props.get("variant").is_none()
            {
                failures.push(format!("{}: in the scenario but not in the seed's set-up", u.key));
            }
        }
        for (key, at, strength) in rows {
            let Some(id) = w.state.unit_by_key(key) else {
                failures.push(format!("{key}: missing"));
                continue;
            };
            let u = &w.state.units[id as usize];
            if let Some(s) = strength
                && u.strength != *s
            {
                failures.push(format!("{key}: strength {} instead of {s}", u.strength));
            }
            let hex = |l: &str| w.hex(l).unwrap_or_else(|e| panic!("{key}: bad label {l}: {e}"));
            match (*at, &u.location) {
                (Hex(l), Location::Map(h)) => {
                    if *h != hex(l) {
                        failures.push(format!("{key}: on {} instead of {l}", w.label(*h)));
                    }
                }
                (Within(n, l), Location::Map(h)) => {
                    if h.distance(hex(l)) > n {
                        failures.push(format!("{key}: on {}, not within {n} of {l}", w.label(*h)));
                    }
                }
                (Arrives(turn, place), Location::Pending) => {
                    let arr = u.props.get("arrives").cloned().unwrap_or_default();
                    let got_turn = arr.get("turn").and_then(|v| v.as_i64());
                    let got_place = arr.get("hex").and_then(|v| v.as_str()).unwrap_or("");
                    if got_turn != Some(turn) || got_place != place {
                        failures.push(format!(
                            "{key}: arrives {got_turn:?} at {got_place:?} instead of turn {turn} at {place}"
                        ));
                    }
                    if w.hex(place).is_err() {
                        failures.push(format!("{key}: entry {place} is not a hex"));
                    }
                }
                (at, loc) => failures.push(format!("{key}: {loc:?} instead of {at:?}")),
            }
        }
    });
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The scenario's length, first side, first and last times (day 0 = 18 September), and its
/// 5.0 victory chart (the lowest net VP of each level, best Confederate first).
fn check_frame(g: &Game, turns: u32, first: &str, day: u32, time: &str, levels: [i64; 6]) {
    use common::tts;
    g.with_world(|w| {
        assert_eq!(w.state.turn, 1);
        assert_eq!(w.state.last_turn, turns);
        let m = w.state.clock.minute;
        assert_eq!(
            (w.state.clock.day, format!("{:02}:{:02}", m / 60, m % 60)),
            (day, time.to_string())
        );
    });
    assert_eq!(
        tts::query(g, "return sandtable.game.active_side()"),
        serde_json::json!(first)
    );
    let got = tts::query(
        g,
        r#"local out = {} for i, l in ipairs(sandtable.vars.get("victory").levels) do out[i] = { l.min, l.winner or "draw", l.level } end return out"#,
    );
    let want = serde_json::json!([
        [levels[0], "confederate", "decisive"],
        [levels[1], "confederate", "major"],
        [levels[2], "confederate", "minor"],
        [levels[3], "draw", "draw"],
        [levels[4], "union", "minor"],
        [levels[5], "union", "major"],
        [-1000000, "union", "decisive"]
    ]);
    assert_eq!(got, want);
}

/// Plays a span of the calendar with no units and returns the clock of the last turn.
fn last_turn_clock(day: u32, time: &str, turns: u32) -> (u32, String) {
    let lib = common::library_with_scenario(
        RS,
        "span",
        &format!(
            r#"return {{ name = "span", turns = {turns}, start = {{ day = {day}, time = "{time}" }},
  map = {{ cols = 2, rows = 2 }} }}"#
        ),
    );
    let mut g = common::start(&lib, RS, "span", 1, &[]);
    let mut guard = 0;
    while !g.is_over() {
        g.apply(serde_json::json!({"kind": "end_phase"})).unwrap();
        guard += 1;
        assert!(guard < 10_000, "the game did not end");
    }
    g.with_world(|w| {
        let m = w.state.clock.minute;
        (w.state.clock.day, format!("{:02}:{:02}", m / 60, m % 60))
    })
}

#[test]
fn rule_6_8_sunday_calendar_and_victory() {
    // Line 872: first turn 8:00 a.m. 20 September, last turn 8:00 p.m., 48 turns, Confederate
    // first. Line 944: Decisive 36+, Major 22-35, Minor 11-21, Draw 10 to -10, Union Minor -11
    // to -21, Union Major -22 to -35, Union Decisive -36 or less.
    assert_eq!(last_turn_clock(2, "08:00", 48), (2, "20:00".to_string()));
    let g = start("sunday");
    check_frame(
        &g,
        48,
        "confederate",
        2,
        "08:00",
        [36, 22, 11, -10, -21, -35],
    );
    use common::tts;
    assert_eq!(
        tts::query(&g, r#"return sandtable.vars.get("ammunition")"#),
        serde_json::json!({"union": 300, "confederate": 225})
    );
    assert_eq!(
        tts::query(&g, r#"return sandtable.vars.get("previous_losses")"#),
        serde_json::json!({"union": 145, "confederate": 169})
    );
}

#[test]
fn rule_6_8_sunday_set_up_and_reinforcements() {
    check(&start("sunday"), SETUP_6_8);
}

// 6.8 set-up: Union lines 876-896, Confederate lines 908-934; reinforcements lines 904, 942
const SETUP_6_8: &[Row] = &[
    ("Rosecrans", Hex("B12.14"), None),
    ("A Cumb HQ", Hex("B12.14"), None),
    ("A Cumb Supply", Hex("B12.14"), None),
    ("15 Penn Cav/A Cumb", Within(1, "B12.14"), Some(4)),
    ("10 Ohio/A Cumb", Within(1, "B12.14"), Some(8)),
    ("1 Bn Ohio SS/A Cumb", Within(1, "B12.14"), Some(2)),
    ("Thomas", Hex("A47.23"), None),
    ("14 Corps HQ", Hex("A47.23"), None),
    ("14 Corps Supply", Hex("A47.23"), None),
    ("L 1 Ohio Cav/14 Corps", Within(1, "A47.23"), Some(1)),
    ("9 Mich/14 Corps", Within(1, "A47.23"), Some(8)),
    ("Baird", Hex("A43.26"), None),
    ("Scribner", Hex("A42.26"), None),
    ("33 Ohio/1/1/14", Hex("A42.26"), Some(6)),
    ("2 Ohio/1/1/14", Hex("A43.26"), Some(5)),
    ("10 Wis/1/1/14", Hex("A43.26"), Some(4)),
    ("94 Ohio/1/1/14", Hex("A43.27"), Some(5)),
    ("38 Ind/1/1/14", Hex("A43.27"), Some(6)),
    ("4 Ind Lt/Arty/1/14", Hex("A43.27"), Some(4)),
    ("Starkweather", Hex("A44.27"), None),
    ("24 Ill/2/1/14", Hex("A44.27"), Some(5)),
    ("21 Wis/2/1/14", Hex("A44.27"), Some(6)),
    ("1 Wis/2/1/14", Hex("A44.26"), Some(6)),
    ("79 Penn/2/1/14", Hex("A44.26"), Some(6)),
    ("J. King", Hex("A40.25"), None),
    ("1/18 US/3/1/14", Hex("A40.25"), Some(4)),
    ("2/18 US/3/1/14", Hex("A40.25"), Some(4)),
    ("1/16 US/3/1/14", Hex("A41.26"), Some(2)),
    ("1/19 US/3/1/14", Hex("A41.26"), Some(2)),
    ("1/15 US/3/1/14", Hex("A41.25"), Some(3)),
    ("H 5 US/Arty/1/14", Hex("A41.25"), Some(2)),
    ("A 1 Mich/Arty/1/14", Hex("A41.25"), Some(1)),
    ("Negley", Hex("A59.20"), None),
    ("J. Beatty", Hex("A36.21"), None),
    ("104 Ill/1/2/14", Hex("A36.21"), Some(6)),
    ("88 Ind/1/2/14", Hex("A30.21"), Some(5)),
    ("42 Ind/1/2/14", Hex("A31.22"), Some(7)),
    ("15 Ky/1/2/14", Hex("A38.23"), Some(6)),
    ("11 Mich/2/2/14", Hex("A55.20"), Some(7)),
    ("Stanley", Hex("A56.20"), None),
    ("19 Ill/2/2/14", Hex("A56.20"), Some(5)),
    ("18 Ohio/2/2/14", Hex("A57.20"), Some(7)),
    ("78 Penn/3/2/14", Hex("A60.20"), Some(7)),
    ("21 Ohio/3/2/14", Hex("A61.20"), Some(11)),
    ("Sirwell", Hex("A62.20"), None),
    ("74 Ohio/3/2/14", Hex("A62.20"), Some(7)),
    ("37 Ind/3/2/14", Hex("A62.19"), Some(7)),
    ("Bridges/Arty/2/14", Hex("A33.21"), Some(6)),
    ("M 1 Ohio/Arty/2/14", Hex("A58.20"), Some(6)),
    ("G 1 Ohio/Arty/2/14", Hex("A59.20"), Some(6)),
    ("Brannan", Hex("A57.22"), None),
    ("17 Ohio/1/3/14", Hex("A57.23"), Some(9)),
    ("Connell", Hex("A58.23"), None),
    ("82 Ind/1/3/14", Hex("A58.23"), Some(6)),
    ("31 Ohio/1/3/14", Hex("A59.23"), Some(9)),
    ("Croxton", Hex("A56.23"), None),
    ("4 Ky/2/3/14", Hex("A56.23"), Some(9)),
    ("14 Ohio/2/3/14", Hex("A55.23"), Some(5)),
    ("10 Ky/2/3/14", Hex("A55.23"), Some(5)),
    ("10 Ind/2/3/14", Hex("A54.23"), Some(4)),
    ("74 Ind/2/3/14", Hex("A54.23"), Some(5)),
    ("Van Derveer", Hex("A59.22"), None),
    ("9 Ohio/3/3/14", Hex("A59.22"), Some(7)),
    ("35 Ohio/3/3/14", Hex("A59.22"), Some(5)),
    ("2 Minn/3/3/14", Hex("A60.21"), Some(7)),
    ("87 Ind/3/3/14", Hex("A60.21"), Some(6)),
    ("D 1 Mich/Arty/3/14", Within(1, "A57.22"), Some(6)),
    ("C 1 Ohio/Arty/3/14", Within(1, "A57.22"), Some(6)),
    ("I 4 US/Arty/3/14", Within(1, "A57.22"), Some(6)),
    ("Reynolds", Hex("A52.22"), None),
    ("E. King", Hex("A52.23"), None),
    ("75 Ind/2/4/14", Hex("A52.23"), Some(5)),
    ("101 Ind/2/4/14", Hex("A52.23"), Some(7)),
    ("105 Ohio/2/4/14", Hex("A53.23"), Some(6)),
    ("68 Ind/2/4/14", Hex("A53.23"), Some(5)),
    ("19 Ind Lt/Arty/4/14", Hex("A53.23"), Some(6)),
    ("Turchin", Hex("A50.24"), None),
    ("92 Ohio/3/4/14", Hex("A50.24"), Some(7)),
    ("18 Ky/3/4/14", Hex("A50.24"), Some(4)),
    ("11 Ohio/3/4/14", Hex("A50.23"), Some(9)),
    ("36 Ohio/3/4/14", Hex("A51.24"), Some(7)),
    ("21 Ind Lt/Arty/4/14", Hex("A51.24"), Some(6)),
    ("R. W. Johnson", Hex("A42.22"), None),
    ("Willich", Hex("A43.24"), None),
    ("89 Ill/1/2/20", Hex("A43.24"), Some(7)),
    ("15 Ohio/1/2/20", Hex("A43.24"), Some(7)),
    ("32 Ind/1/2/20", Hex("A44.24"), Some(6)),
    ("49 Ohio/1/2/20", Hex("A44.24"), Some(4)),
    ("Dodge", Hex("A40.23"), None),
    ("30 Ind/2/2/20", Hex("A40.23"), Some(3)),
    ("77 Penn/2/2/20", Hex("A40.23"), Some(3)),
    ("79 Ill/2/2/20", Hex("A39.23"), Some(3)),
    ("29 Ind/2/2/20", Hex("A40.24"), Some(5)),
    ("Repl 3/2/20", Hex("A46.26"), None),
    ("1 Ohio/3/2/20", Hex("A46.26"), Some(6)),
    ("6 Ind/3/2/20", Hex("A46.26"), Some(5)),
    ("93 Ohio/3/2/20", Hex("A45.27"), Some(4)),
    ("5 Ind Lt/Arty/2/20", Hex("A45.27"), Some(5)),
    ("5 Ky/3/2/20", Hex("A45.26"), Some(4)),
    ("20 Ohio Lt/Arty/2/20", Hex("A44.23"), Some(6)),
    ("A 1 Ohio/Arty/2/20", Hex("A44.23"), Some(6)),
    ("Palmer", Hex("A46.22"), None),
    ("C 7 Ill Cav/2/21", Hex("A46.22"), Some(1)),
    ("31 Ind/1/2/21", Hex("A47.26"), Some(6)),
    ("1 Ky/1/2/21", Hex("A47.26"), Some(1)),
    ("2 Ky/1/2/21", Hex("A47.26"), Some(6)),
    ("Cruft", Hex("A47.25"), None),
    ("90 Ohio/1/2/21", Hex("A47.25"), Some(6)),
    ("Hazen", Hex("A48.23"), None),
    ("6 Ky/2/2/21", Hex("A48.23"), Some(4)),
    ("124 Ohio/2/2/21", Hex("A48.23"), Some(6)),
    ("41 Ohio/2/2/21", Hex("A48.24"), Some(5)),
    ("B 1 Ohio/Arty/2/21", Hex("A48.24"), Some(6)),
    ("9 Ind/2/2/21", Hex("A48.25"), Some(6)),
    ("F 1 Ohio/Arty/2/21", Hex("A48.25"), Some(6)),
    ("Grose", Hex("A47.24"), None),
    ("84 Ill/3/2/21", Hex("A47.24"), Some(7)),
    ("6 Ohio/3/2/21", Hex("A47.24"), Some(5)),
    ("36 Ind/3/2/21", Hex("A46.24"), Some(5)),
    ("23 Ky/3/2/21", Hex("A46.24"), Some(4)),
    ("24 Ohio/3/2/21", Hex("A46.24"), Some(4)),
    ("H 4 US/Arty/2/21", Hex("A46.23"), Some(4)),
    ("M 4 US/Arty/2/21", Hex("A46.23"), Some(4)),
    ("McCook", Hex("B11.15"), None),
    ("20 Corps HQ", Hex("B11.15"), None),
    ("20 Corps Supply", Hex("B11.15"), None),
    ("I 2 Ky Cav/20 Corps", Hex("B11.15"), Some(1)),
    ("Davis", Hex("B7.12"), None),
    ("2 Minn Lt/Arty/1/20", Within(1, "B9.11"), Some(6)),
    ("21 Ill/2/1/20", Within(1, "B9.11"), Some(5)),
    ("38 Ill/2/1/20", Within(1, "B9.11"), Some(4)),
    ("81 Ind/2/1/20", Within(1, "B9.11"), Some(4)),
    ("101 Ohio/2/1/20", Within(1, "B9.11"), Some(3)),
    ("8 Wisc Lt/Arty/1/20", Within(2, "B7.12"), Some(6)),
    ("Repl 3/1/20", Within(2, "B7.12"), None),
    ("8 Kansas/3/1/20", Within(2, "B7.12"), Some(5)),
    ("15 Wisc/3/1/20", Within(2, "B7.12"), Some(3)),
    ("25 Ill/3/1/20", Within(2, "B7.12"), Some(5)),
    ("35 Ill/3/1/20", Within(2, "B7.12"), Some(4)),
    ("Sheridan", Within(1, "B14.13"), None),
    ("Repl 3/3/20", Within(1, "B14.12"), None),
    ("22 Ill/3/3/20", Within(1, "B14.12"), Some(5)),
    ("27 Ill/3/3/20", Within(1, "B14.12"), Some(5)),
    ("51 Ill/3/3/20", Within(1, "B14.12"), Some(5)),
    ("Carlin", Within(1, "B9.11"), None),
    ("C 1 Ill/Arty/3/20", Within(1, "B14.13"), Some(6)),
    ("11 Ind Lt/Arty/3/20", Within(1, "B14.13"), Some(6)),
    ("G 1 Mo/Arty/3/20", Within(1, "B14.13"), Some(6)),
    ("Lytle", Within(1, "B13.13"), None),
    ("36 Ill/1/3/20", Within(1, "B13.13"), Some(7)),
    ("88 Ill/1/3/20", Within(1, "B13.13"), Some(5)),
    ("21 Mich/1/3/20", Within(1, "B13.13"), Some(6)),
    ("24 Wisc/1/3/20", Within(1, "B13.13"), Some(6)),
    ("Laiboldt", Within(1, "B15.13"), None),
    ("44 Ill/2/3/20", Within(1, "B15.13"), Some(7)),
    ("73 Ill/2/3/20", Within(1, "B15.13"), Some(6)),
    ("2 Mo/2/3/20", Within(1, "B15.13"), Some(5)),
    ("15 Mo/2/3/20", Within(1, "B15.13"), Some(5)),
    ("42 Ill/3/3/20", Within(1, "B14.12"), Some(6)),
    ("Crittenden", Hex("B1.11"), None),
    ("21 Corps HQ", Hex("B1.11"), None),
    ("21 Corps Supply", Hex("B1.11"), None),
    ("Mendenhall", Hex("B1.11"), None),
    ("K 15 Ill Cav/21 Corps", Hex("B1.11"), Some(1)),
    ("Wood", Within(1, "B3.12"), None),
    ("13 Mich/1/1/21", Within(1, "B2.11"), Some(3)),
    ("26 Ohio/1/1/21", Within(1, "B2.11"), Some(5)),
    ("58 Ind/1/1/21", Within(1, "B2.11"), Some(6)),
    ("100 Ill/1/1/21", Within(1, "B2.11"), Some(5)),
    ("125 Ohio/3/1/21", Within(1, "B4.12"), Some(5)),
    ("Van Cleve", Hex("A59.10"), None),
    ("26 Penn Lt/Arty/3/21", Within(1, "A57.09"), Some(6)),
    ("Repl 1/3/21", Within(1, "A57.09"), None),
    ("9 Ky/1/3/21", Within(1, "A57.09"), Some(3)),
    ("17 Ky/1/3/21", Within(1, "A57.09"), Some(8)),
    ("19 Ohio/1/3/21", Within(1, "A57.09"), Some(7)),
    ("79 Ind/1/3/21", Within(1, "A57.09"), Some(5)),
    ("7 Ind Lt/Arty/3/21", Within(1, "A59.10"), Some(6)),
    ("13 Ohio/2/3/21", Within(1, "A59.10"), Some(5)),
    ("59 Ohio/2/3/21", Within(1, "A59.10"), Some(5)),
    ("86 Ind/2/3/21", Within(1, "A59.10"), Some(4)),
    ("3 Wisc Lt/Arty/3/21", Within(1, "A61.11"), Some(6)),
    ("8 Ky/3/3/21", Within(1, "A61.11"), Some(5)),
    ("35 Ind/3/3/21", Within(1, "A61.11"), Some(4)),
    ("51 Ohio/3/3/21", Within(1, "A61.11"), Some(5)),
    ("8 Ind Lt/Arty/1/21", Within(1, "B3.12"), Some(6)),
    ("6 Ohio Lt/Arty/1/21", Within(1, "B3.12"), Some(6)),
    ("Buell", Within(1, "B2.11"), None),
    ("Harker", Within(1, "B4.12"), None),
    ("3 Ky/3/1/21", Within(1, "B4.12"), Some(8)),
    ("64 Ohio/3/1/21", Within(1, "B4.12"), Some(7)),
    ("65 Ohio/3/1/21", Within(1, "B4.12"), Some(6)),
    ("Dick", Within(1, "A59.10"), None),
    ("44 Ind/2/3/21", Within(1, "A59.10"), Some(5)),
    ("Barnes", Within(1, "A61.11"), None),
    ("99 Ohio/3/3/21", Within(1, "A61.11"), Some(7)),
    ("17 Ind/Wilder", Hex("B22.11"), Some(8)),
    ("18 Ind Lt a/Wilder", Hex("B22.11"), Some(6)),
    ("39 Ind/Wilder", Hex("B19.11"), Some(11)),
    ("92 Ill/Wilder", Hex("B20.11"), Some(8)),
    ("18 Ind Lt b/Wilder", Hex("B20.11"), Some(4)),
    ("98 Ill/Wilder", Hex("B21.11"), Some(7)),
    ("72 Ind/Wilder", Hex("B23.11"), Some(8)),
    ("123 Ill/Wilder", Hex("B24.11"), Some(4)),
    ("Wilder", Hex("B22.11"), None),
    ("Mitchell", Hex("C3.03"), None),
    ("Cav Corps HQ", Hex("C3.03"), None),
    ("E. McCook", Within(4, "C3.03"), None),
    ("Campbell", Within(4, "C3.03"), None),
    ("Ray", Within(4, "C3.03"), None),
    ("2 Mich Cav/1/1/Cav", Within(4, "C3.03"), Some(6)),
    ("9 Penn Cav/1/1/Cav", Within(4, "C3.03"), Some(6)),
    ("1 Tenn Cav/1/1/Cav", Within(4, "C3.03"), Some(6)),
    ("2 Ind Cav/2/1/Cav", Within(4, "C3.03"), Some(6)),
    ("4 Ind Cav/2/1/Cav", Within(4, "C3.03"), Some(6)),
    ("2 Tenn Cav/2/1/Cav", Within(4, "C3.03"), Some(6)),
    ("1 Wis Cav/2/1/Cav", Within(4, "C3.03"), Some(6)),
    ("D 1 Ohio/Arty/1/Cav", Within(4, "C3.03"), Some(6)),
    ("Crook", Arrives(1, "C13.01"), None),
    ("CBOT/Arty/2/Cav", Arrives(1, "C13.01"), Some(6)),
    ("Long", Arrives(1, "C13.01"), None),
    ("2 Ky Cav/2/2/Cav", Arrives(1, "C13.01"), Some(4)),
    ("1 Ohio Cav/2/2/Cav", Arrives(1, "C13.01"), Some(5)),
    ("4 Ohio Cav/2/2/Cav", Arrives(1, "C13.01"), Some(8)),
    ("3 Ohio Cav/2/2/Cav", Arrives(1, "C13.01"), Some(6)),
    ("Res Corps (US) HQ", Arrives(21, "A1.12"), None),
    ("Res Corps (US) Supply", Arrives(21, "A1.12"), None),
    ("Granger", Arrives(21, "A1.12"), None),
    ("Steedman", Arrives(21, "A1.12"), None),
    ("Whitaker", Arrives(21, "A1.12"), None),
    ("J. Mitchell", Arrives(21, "A1.12"), None),
    ("D. McCook", Arrives(21, "A1.12"), None),
    ("96 Ill/1/1/Res", Arrives(21, "A1.12"), Some(8)),
    ("115 Ill/1/1/Res", Arrives(21, "A1.12"), Some(8)),
    ("84 Ind/1/1/Res", Arrives(21, "A1.12"), Some(8)),
    ("22 Mich/1/1/Res", Arrives(21, "A1.12"), Some(9)),
    ("40 Ohio/1/1/Res", Arrives(21, "A1.12"), Some(11)),
    ("89 Ohio/1/1/Res", Arrives(21, "A1.12"), Some(8)),
    ("78 Ill/2/1/Res", Arrives(21, "A1.12"), Some(7)),
    ("98 Ohio/2/1/Res", Arrives(21, "A1.12"), Some(4)),
    ("113 Ohio/2/1/Res", Arrives(21, "A1.12"), Some(7)),
    ("121 Ohio/2/1/Res", Arrives(21, "A1.12"), Some(5)),
    ("18 Ohio Lt/Arty/1/Res", Arrives(21, "A1.12"), Some(6)),
    ("M 1 Ill/Arty/1/Res", Arrives(21, "A1.12"), Some(6)),
    ("85 Ill/2/2/Res", Arrives(21, "A1.12"), Some(8)),
    ("86 Ill/2/2/Res", Arrives(21, "A1.12"), Some(8)),
    ("125 Ill/2/2/Res", Arrives(21, "A1.12"), Some(8)),
    ("52 Ohio/2/2/Res", Arrives(21, "A1.12"), Some(8)),
    ("69 Ohio/2/2/Res", Arrives(21, "A1.12"), Some(8)),
    ("I 2 Ill/2/2/Res", Arrives(21, "A1.12"), Some(6)),
    ("Res Corps Ammunition Train", Arrives(21, "A1.12"), Some(1)),
    ("5 Wisc Lt/Arty/1/20", Arrives(21, "C13.01"), Some(6)),
    ("Post", Arrives(21, "C13.01"), None),
    ("59 Ill/1/1/20", Arrives(21, "C13.01"), Some(6)),
    ("74 Ill/1/1/20", Arrives(21, "C13.01"), Some(6)),
    ("75 Ill/1/1/20", Arrives(21, "C13.01"), Some(6)),
    ("22 Ind/1/1/20", Arrives(21, "C13.01"), Some(6)),
    ("Bragg", Hex("D50.03"), None),
    ("A Tenn HQ", Hex("E27.17"), None),
    ("A Tenn Supply", Hex("E27.17"), None),
    ("Dreux/A Tenn", Hex("E27.17"), Some(1)),
    ("Holloway/A Tenn", Hex("E27.17"), Some(1)),
    ("Pickett/A Tenn", Hex("E27.17"), Some(3)),
    ("Polk", Hex("D62.15"), None),
    ("P Corps HQ", Hex("D62.15"), None),
    ("P Corps Supply", Hex("D62.15"), None),
    ("Right Wing HQ", Hex("D62.15"), None),
    ("Greenleaf/P Corps", Hex("D62.15"), Some(1)),
    ("Forrest", Hex("A25.34"), None),
    ("F Cav HQ", Hex("A25.34"), None),
    ("Jackson/F Cav", Hex("A25.34"), Some(1)),
    ("Armstrong", Hex("A26.32"), None),
    ("Bradley/A/F Cav", Hex("A26.32"), Some(1)),
    ("4 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(6)),
    ("8 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(6)),
    ("9 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(5)),
    ("10 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(6)),
    ("11 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(5)),
    ("Shaw/D/A/F Cav", Within(2, "A25.32"), Some(3)),
    ("Pegram", Hex("D26.02"), None),
    ("1 Ga/D/P/F Cav", Within(2, "D26.02"), Some(5)),
    ("6 Ga/D/P/F Cav", Within(2, "D26.02"), Some(4)),
    ("Rucker/D/P/F Cav", Within(2, "D26.02"), Some(6)),
    ("10 Conf/S/P/F Cav", Within(2, "D24.03"), Some(4)),
    ("Walker", Hex("D32.04"), None),
    ("Res Corps HQ", Hex("D32.04"), None),
    ("Res Corps Supply", Hex("D32.04"), None),
    ("Nelson/Res Corps", Hex("D32.04"), Some(1)),
    ("Morton/Arty/A/F Cav", Hex("A26.32"), Some(4)),
    ("Huggins/Arty/A/F Cav", Hex("A26.32"), Some(4)),
    ("Dibrell", Within(2, "A25.32"), None),
    ("J. T. Wheeler", Within(2, "A27.32"), None),
    ("3 Ark/W/A/F Cav", Within(2, "A27.32"), Some(6)),
    ("2 Ky/W/A/F Cav", Within(2, "A27.32"), Some(6)),
    ("6 Tenn/W/A/F Cav", Within(2, "A27.32"), Some(6)),
    ("18 Tenn Bn/W/A/F Cav", Within(2, "A27.32"), Some(4)),
    ("Davidson", Within(2, "D26.02"), None),
    ("6 NC/D/P/F Cav", Within(2, "D26.02"), Some(8)),
    ("Huwald/D/P/F Cav", Within(2, "D26.02"), Some(4)),
    ("Gist", Hex("D36.02"), None),
    ("46 Ga/C/G/Res", Hex("D40.01"), Some(6)),
    ("Colquitt", Hex("D41.01"), None),
    ("24 SC/C/G/Res", Hex("D41.01"), Some(8)),
    ("8 Ga Bn/C/G/Res", Hex("D42.01"), Some(4)),
    ("29 NC/E/G/Res", Hex("D35.02"), Some(2)),
    ("Pound/E/G/Res", Hex("D35.02"), Some(1)),
    ("32 Texas/E/G/Res", Hex("D36.02"), Some(2)),
    ("Howell/Arty/G/Res", Hex("D36.02"), Some(4)),
    ("Ector", Hex("D37.02"), None),
    ("10 Texas/E/G/Res", Hex("D37.02"), Some(2)),
    ("14 Texas/E/G/Res", Hex("D37.02"), Some(1)),
    ("9 Texas/E/G/Res", Hex("D38.02"), Some(2)),
    ("Stone/E/G/Res", Hex("D38.02"), Some(1)),
    ("1 Ga Bn SS/W/G/Res", Hex("D29.03"), Some(1)),
    ("4 La Bn/W/G/Res", Hex("D29.03"), Some(2)),
    ("25 Ga/W/G/Res", Hex("D30.02"), Some(4)),
    ("Wilson", Hex("D31.03"), None),
    ("30 Ga/W/G/Res", Hex("D31.03"), Some(4)),
    ("29 Ga/W/G/Res", Hex("D32.02"), Some(3)),
    ("Liddell", Hex("D32.06"), None),
    ("Fowler/Arty/L/Res", Hex("D32.06"), Some(3)),
    ("Warren/Arty/L/Res", Hex("D32.06"), Some(4)),
    ("5+13 Ark/G/L/Res", Hex("D29.06"), Some(7)),
    ("6+7 Ark/G/L/Res", Hex("D30.05"), Some(4)),
    ("Govan", Hex("D31.06"), None),
    ("1 La Reg/G/L/Res", Hex("D31.06"), Some(2)),
    ("2+15 Ark/G/L/Res", Hex("D31.06"), Some(4)),
    ("8 Ark/G/L/Res", Hex("D32.05"), Some(6)),
    ("29 Miss/W/L/Res", Hex("D33.06"), Some(4)),
    ("30 Miss/W/L/Res", Hex("D34.05"), Some(6)),
    ("Walthall", Hex("D35.06"), None),
    ("27 Miss/W/L/Res", Hex("D35.06"), Some(6)),
    ("24 Miss/W/L/Res", Hex("D36.05"), Some(7)),
    ("34 Miss/W/L/Res", Hex("D37.06"), Some(4)),
    ("Cheatham", Within(1, "D59.06"), None),
    ("Carnes/Arty/C/P", Within(1, "D59.06"), Some(2)),
    ("Scogin/Arty/C/P", Within(1, "D59.06"), Some(3)),
    ("Scott/Arty/C/P", Within(1, "D59.06"), Some(3)),
    ("2 Ga Bn SS/J/C/P", Hex("D60.05"), Some(1)),
    ("5 Ga/J/C/P", Hex("D60.05"), Some(4)),
    ("J. K. Jackson", Hex("D61.05"), None),
    ("2/1 Conf/J/C/P", Hex("D61.05"), Some(3)),
    ("5 Miss/J/C/P", Hex("D61.05"), Some(4)),
    ("8 Miss/J/C/P", Hex("D62.05"), Some(7)),
    ("Maney", Hex("D60.02"), None),
    ("6+9 Tenn/M/C/P", Hex("D60.02"), Some(3)),
    ("1+27 Tenn/M/C/P", Hex("D61.03"), Some(10)),
    ("4 Tenn (PA)/M/C/P", Hex("D62.03"), Some(3)),
    ("24 Tenn Bn SS/M/C/P", Hex("D62.03"), Some(2)),
    ("Dawson SS/Sm/C/P", Hex("D54.04"), Some(5)),
    ("12+47 Tenn/Sm/C/P", Hex("D54.04"), Some(4)),
    ("Repl Sm/C/P", Hex("D55.05"), None),
    ("11 Tenn/Sm/C/P", Hex("D55.05"), Some(4)),
    ("29 Tenn/Sm/C/P", Hex("D56.05"), Some(4)),
    ("13+154 Tenn/Sm/C/P", Hex("D57.05"), Some(4)),
    ("33 Tenn/St/C/P", Hex("D54.01"), Some(5)),
    ("31 Tenn/St/C/P", Hex("D54.01"), Some(4)),
    ("Strahl", Hex("D55.02"), None),
    ("24 Tenn/St/C/P", Hex("D55.02"), Some(4)),
    ("19 Tenn/St/C/P", Hex("D55.02"), Some(3)),
    ("4+5 Tenn/St/C/P", Hex("D56.02"), Some(4)),
    ("38 Tenn/W/C/P", Hex("D57.03"), Some(3)),
    ("Wright", Hex("D58.02"), None),
    ("16 Tenn/W/C/P", Hex("D58.02"), Some(4)),
    ("51+52 Tenn/W/C/P", Hex("D58.02"), Some(3)),
    ("8 Tenn/W/C/P", Hex("D59.03"), Some(4)),
    ("28 Tenn/W/C/P", Hex("D59.03"), Some(4)),
    ("Smith/Arty/C/P", Within(1, "D59.06"), Some(4)),
    ("Stanford/Arty/C/P", Within(1, "D59.06"), Some(4)),
    ("Hill", Hex("D50.03"), None),
    ("H Corps HQ", Hex("D50.03"), None),
    ("H Corps Supply", Hex("D50.03"), None),
    ("Breckinridge", Hex("A41.32"), None),
    ("Foules/B/H", Hex("A41.32"), Some(1)),
    ("13+20 La/A/B/H", Hex("A31.32"), Some(6)),
    ("16+25 La/A/B/H", Hex("A32.31"), Some(6)),
    ("Adams", Hex("A33.32"), None),
    ("19 La/A/B/H", Hex("A33.32"), Some(7)),
    ("32 Ala/A/B/H", Hex("A34.31"), Some(6)),
    ("14 La Bn/A/B/H", Hex("A34.31"), Some(3)),
    ("6 Ky/H/B/H", Hex("A40.31"), Some(6)),
    ("4 Ky/H/B/H", Hex("A40.31"), Some(5)),
    ("41 Ala/H/B/H", Hex("A41.31"), Some(8)),
    ("9 Ky/H/B/H", Hex("A42.31"), Some(5)),
    ("2 Ky/H/B/H", Hex("A43.31"), Some(6)),
    ("47 Ga/S/B/H", Hex("A36.31"), Some(4)),
    ("60 NC/S/B/H", Hex("A36.31"), Some(3)),
    ("Stovall", Hex("A37.32"), None),
    ("4 Fla/S/B/H", Hex("A37.32"), Some(5)),
    ("1+3 Fla/S/B/H", Hex("A38.31"), Some(6)),
    ("Cobb/Arty/B/H", Hex("A42.32"), Some(4)),
    ("Slocumb/Arty/B/H", Hex("A32.32"), Some(5)),
    ("Mebane/Arty/B/H", Hex("A41.32"), Some(4)),
    ("Cleburne", Hex("A52.34"), None),
    ("Sanders/C/H", Hex("A52.34"), Some(1)),
    ("9+24 Ark/D/C/H", Hex("A58.30"), Some(5)),
    ("6 Texas/D/C/H", Hex("A58.30"), Some(6)),
    ("10+15 Texas/D/C/H", Hex("A57.31"), Some(8)),
    ("Deshler", Hex("A56.31"), None),
    ("17+18 Texas/D/C/H", Hex("A56.31"), Some(7)),
    ("24+25 Texas/D/C/H", Hex("A55.32"), Some(8)),
    ("1 Ark/P/C/H", Hex("D47.02"), Some(9)),
    ("35 Tenn/P/C/H", Hex("D48.01"), Some(5)),
    ("L. Polk", Hex("D49.01"), None),
    ("48 Tenn/P/C/H", Hex("D49.01"), Some(3)),
    ("2 Tenn/P/C/H", Hex("D49.01"), Some(5)),
    ("3+5 Conf/P/C/H", Hex("A50.34"), Some(7)),
    ("33 Ala/W/C/H", Hex("B51.34"), Some(6)),
    ("16 Ala/W/C/H", Hex("B51.34"), Some(5)),
    ("S. A. M. Wood", Hex("A52.33"), None),
    ("45 Ala/W/C/H", Hex("A52.33"), Some(7)),
    ("32+45 Miss/W/C/H", Hex("A53.33"), Some(7)),
    ("15 Miss SS/W/C/H", Hex("A54.32"), Some(3)),
    ("18 Ala Bn/W/C/H", Hex("A54.32"), Some(3)),
    ("Douglas/Arty/C/H", Hex("A57.32"), Some(4)),
    ("Semples/Arty/C/H", Hex("A54.33"), Some(4)),
    ("Calvert/Arty/C/H", Hex("D50.01"), Some(4)),
    ("Longstreet", Hex("E15.02"), None),
    ("Left Wing HQ", Hex("E15.02"), None),
    ("A 1 La Cav/1 Corps", Hex("E15.02"), Some(1)),
    ("Buckner", Hex("E25.06"), None),
    ("B Corps HQ", Hex("E25.06"), None),
    ("B Corps Supply", Hex("E25.06"), None),
    ("Clark/B Corps", Hex("E25.06"), Some(1)),
    ("Baxter/W/B Corps", Within(2, "E24.02"), Some(4)),
    ("Darden/W/B Corps", Within(2, "E24.02"), Some(4)),
    ("Kolb/W/B Corps", Within(2, "E24.02"), Some(4)),
    ("McCants/W/B Corps", Within(2, "E24.02"), Some(4)),
    ("Preston", Hex("E22.02"), None),
    ("1 Fla Cav/T/P/B", Within(1, "B19.32"), Some(7)),
    ("6 Fla/T/P/B", Within(1, "B19.32"), Some(4)),
    ("7 Fla/T/P/B", Within(1, "B19.32"), Some(7)),
    ("54 Va/T/P/B", Within(1, "B19.32"), Some(7)),
    ("Gracie", Within(1, "B24.34"), None),
    ("43 Ala/G/P/B", Within(1, "B24.34"), Some(16)),
    ("1 Ala Bn/G/P/B", Within(1, "B24.34"), Some(5)),
    ("2 Ala Bn/G/P/B", Within(1, "B24.34"), Some(5)),
    ("3 Ala Bn/G/P/B", Within(1, "B24.34"), Some(5)),
    ("4 Ala Bn/G/P/B", Within(1, "B24.34"), Some(4)),
    ("63 Tenn/G/P/B", Within(1, "B24.34"), Some(8)),
    ("Kelly", Within(1, "B21.01"), None),
    ("5 Ky/K/P/B", Within(1, "B21.01"), Some(8)),
    ("58 NC/K/P/B", Within(1, "B21.01"), Some(6)),
    ("63 Va/K/P/B", Within(1, "B21.01"), Some(8)),
    ("65 Ga/K/P/B", Within(1, "B21.01"), Some(7)),
    ("Trigg", Within(1, "B19.32"), None),
    ("Peeples/Arty/P/B", Within(2, "E22.02"), Some(4)),
    ("Jeffress/Arty/P/B", Within(2, "E22.02"), Some(4)),
    ("Wolihin/Arty/P/B", Within(2, "E22.02"), Some(4)),
    ("Stewart", Hex("A55.29"), None),
    ("37 Ga/Ba/S/B", Hex("A52.27"), Some(5)),
    ("Bate", Hex("A53.27"), None),
    ("20 Tenn/Ba/S/B", Hex("A53.27"), Some(4)),
    ("15+37 Tenn/Ba/S/B", Hex("A53.27"), Some(2)),
    ("4 Ga Bn SS/Ba/S/B", Hex("A54.26"), Some(1)),
    ("58 Ala/Ba/S/B", Hex("A54.26"), Some(5)),
    ("23 Tenn Bn/Br/S/B", Hex("A55.26"), Some(2)),
    ("18 Tenn/Br/S/B", Hex("A55.26"), Some(4)),
    ("Brown", Hex("A56.26"), None),
    ("32 Tenn/Br/S/B", Hex("A56.26"), Some(5)),
    ("26 Tenn/Br/S/B", Hex("A57.26"), Some(3)),
    ("45 Tenn/Br/S/B", Hex("A57.26"), Some(3)),
    ("36 Ala/C/S/B", Hex("A53.29"), Some(7)),
    ("Clayton", Hex("A54.28"), None),
    ("38 Ala/C/S/B", Hex("A54.28"), Some(7)),
    ("18 Ala/C/S/B", Hex("A55.28"), Some(6)),
    ("Oliver/Arty/S/B", Hex("A53.27"), Some(4)),
    ("Anderson/Arty/S/B", Hex("A56.26"), Some(4)),
    ("Humphreys/Arty/S/B", Hex("A54.28"), Some(4)),
    ("Hood", Hex("A61.32"), None),
    ("1 Corps HQ", Hex("A61.32"), None),
    ("E+C 1 La Cav/1 Corps", Hex("A61.32"), Some(2)),
    ("B. R. Johnson", Hex("A59.25"), None),
    ("17 Tenn/F/JPD/1", Within(1, "A61.27"), Some(3)),
    ("23 Tenn/F/JPD/1", Within(1, "A61.27"), Some(3)),
    ("25 Tenn/F/JPD/1", Within(1, "A61.27"), Some(2)),
    ("44 Tenn/F/JPD/1", Within(1, "A61.27"), Some(5)),
    ("Repl G/JPD/1", Within(1, "A59.29"), None),
    ("1 Tenn Bn/G/JPD/1", Within(1, "A59.29"), Some(1)),
    ("3 Tenn/G/JPD/1", Within(1, "A59.29"), Some(3)),
    ("10 Tenn/G/JPD/1", Within(1, "A59.29"), Some(3)),
    ("30 Tenn/G/JPD/1", Within(1, "A59.29"), Some(2)),
    ("41 Tenn/G/JPD/1", Within(1, "A59.29"), Some(3)),
    ("50 Tenn/G/JPD/1", Within(1, "A59.29"), Some(1)),
    ("7 Texas/G/JPD/1", Within(1, "A59.29"), Some(2)),
    ("1 Ark MR/M/JPD/1", Within(1, "A59.27"), Some(4)),
    ("25 Ark/M/JPD/1", Within(1, "A59.27"), Some(2)),
    ("4+31+4 Ark Bn/M/JPD/1", Within(1, "A59.27"), Some(7)),
    ("39 NC/M/JPD/1", Within(1, "A59.27"), Some(4)),
    ("Fulton", Within(1, "A61.27"), None),
    ("York/F/JPD/1", Within(1, "A61.27"), Some(3)),
    ("Bledsoe/G/JPD/1", Within(1, "A59.29"), Some(4)),
    ("McNair", Within(1, "A59.27"), None),
    ("2 Ark MR/M/JPD/1", Within(1, "A59.27"), Some(3)),
    ("Culpepper/M/JPD/1", Within(1, "A59.27"), Some(4)),
    ("Law", Hex("B1.30"), None),
    ("2 Ga/B/L/1", Within(1, "B1.30"), Some(3)),
    ("15 Ga/B/L/1", Within(1, "B1.30"), Some(2)),
    ("17 Ga/B/L/1", Within(1, "B1.30"), Some(4)),
    ("20 Ga/B/L/1", Within(1, "B1.30"), Some(2)),
    ("3 Ark/R/L/1", Within(1, "B1.32"), Some(5)),
    ("1 Texas/R/L/1", Within(1, "B1.32"), Some(5)),
    ("4 Texas/R/L/1", Within(1, "B1.32"), Some(5)),
    ("5 Texas/R/L/1", Within(1, "B1.32"), Some(4)),
    ("Repl S/L/1", Within(1, "B2.29"), None),
    ("4 Ala/S/L/1", Within(1, "B2.29"), Some(4)),
    ("15 Ala/S/L/1", Within(1, "B2.29"), Some(6)),
    ("44 Ala/S/L/1", Within(1, "B2.29"), Some(5)),
    ("47 Ala/S/L/1", Within(1, "B2.29"), Some(5)),
    ("48 Ala/S/L/1", Within(1, "B2.29"), Some(4)),
    ("Lumsden/R/1 Corps", Hex("A61.32"), Some(3)),
    ("Benning", Within(1, "B1.30"), None),
    ("Robertson", Within(1, "B1.32"), None),
    ("Kershaw", Hex("E3.18"), None),
    ("Repl K/M/1", Within(1, "E3.18"), None),
    ("2 SC/K/M/1", Within(1, "E3.18"), Some(6)),
    ("3 SC/K/M/1", Within(1, "E3.18"), Some(7)),
    ("7 SC/K/M/1", Within(1, "E3.18"), Some(6)),
    ("8 SC/K/M/1", Within(1, "E3.18"), Some(5)),
    ("15 SC/K/M/1", Within(1, "E3.18"), Some(5)),
    ("3 SC Bn/K/M/1", Within(1, "E3.18"), Some(3)),
    ("Humphreys", Within(1, "E4.18"), None),
    ("17 Miss/H/M/1", Within(1, "E4.18"), Some(6)),
    ("21 Miss/H/M/1", Within(1, "E4.18"), Some(7)),
    ("13 Miss/H/M/1", Within(1, "E4.18"), Some(7)),
    ("18 Miss/H/M/1", Within(1, "E4.18"), Some(7)),
    ("Havis/R/1 Corps", Within(1, "E5.19"), Some(3)),
    ("Barret/R/1 Corps", Within(1, "E5.19"), Some(4)),
    ("Le Gardeur/R/1 Corps", Within(1, "E5.19"), Some(4)),
    ("Massenberg/R/1 Corps", Within(1, "E5.19"), Some(4)),
    ("Hindman", Hex("B6.32"), None),
    ("Lenoir/H/P", Hex("B6.32"), Some(1)),
    ("9 Miss/A/H/P", Hex("B5.33"), Some(7)),
    ("9 Miss Bn SS/A/H/P", Hex("B6.32"), Some(2)),
    ("44 Miss/A/H/P", Hex("B6.32"), Some(5)),
    ("Anderson", Hex("B7.33"), None),
    ("7 Miss/A/H/P", Hex("B7.33"), Some(6)),
    ("10 Miss/A/H/P", Hex("B7.33"), Some(5)),
    ("41 Miss/A/H/P", Hex("B8.33"), Some(10)),
    ("50 Ala/D/H/P", Hex("B4.30"), Some(10)),
    ("Deas", Hex("B5.31"), None),
    ("39 Ala/D/H/P", Hex("B5.31"), Some(6)),
    ("25 Ala/D/H/P", Hex("B5.31"), Some(6)),
    ("19 Ala/D/H/P", Hex("B6.30"), Some(9)),
    ("17 Ala Bn SS/D/H/P", Hex("B7.31"), Some(2)),
    ("22 Ala/D/H/P", Hex("B7.31"), Some(7)),
    ("10+19 SC/M/H/P", Hex("B9.31"), Some(10)),
    ("Manigault", Hex("B10.30"), None),
    ("28 Ala/M/H/P", Hex("B10.30"), Some(9)),
    ("24 Ala/M/H/P", Hex("B11.31"), Some(8)),
    ("34 Ala/M/H/P", Hex("B12.31"), Some(9)),
    ("Waters/Arty/H/P", Within(2, "B6.32"), Some(4)),
    ("Dent/Arty/H/P", Within(2, "B6.32"), Some(4)),
    ("Garrity/Arty/H/P", Within(2, "B6.32"), Some(4)),
    ("Wharton", Hex("C25.33"), None),
    ("Crews", Within(3, "C13.30"), None),
    ("Malone/C/W/W Cav", Within(3, "C13.30"), Some(6)),
    ("2 Ga/C/W/W Cav", Within(3, "C13.30"), Some(5)),
    ("3 Ga/C/W/W Cav", Within(3, "C13.30"), Some(6)),
    ("4 Ga/C/W/W Cav", Within(3, "C13.30"), Some(6)),
    ("T. Harrison", Within(3, "C26.25"), None),
    ("3 Conf/H/W/W Cav", Within(3, "C26.25"), Some(6)),
    ("1 Ky/H/W/W Cav", Within(3, "C26.25"), Some(6)),
    ("4 Tenn/H/W/W Cav", Within(3, "C26.25"), Some(6)),
    ("11 Texas/H/W/W Cav", Within(3, "C26.25"), Some(6)),
    ("White/Arty/W/W Cav", Hex("C25.33"), Some(4)),
    ("Wheeler", Arrives(5, "C31.33"), None),
    ("W Cav HQ", Arrives(5, "C31.33"), None),
    ("W. T. Martin", Arrives(5, "C31.33"), None),
    ("J. T. Morgan", Arrives(5, "C31.33"), None),
    ("Russell", Arrives(5, "C31.33"), None),
    ("1 Ala/M/M/W Cav", Arrives(5, "C31.33"), Some(6)),
    ("8 Conf/M/M/W Cav", Arrives(5, "C31.33"), Some(7)),
    ("3 Ala/M/M/W Cav", Arrives(5, "C31.33"), Some(7)),
    ("51 Ala/M/M/W Cav", Arrives(5, "C31.33"), Some(7)),
    ("4 Ala/R/M/W Cav", Arrives(5, "C31.33"), Some(6)),
    ("1 Conf/R/M/W Cav", Arrives(5, "C31.33"), Some(6)),
    ("Wiggins/Arty/M/W Cav", Arrives(5, "C31.33"), Some(4)),
];
