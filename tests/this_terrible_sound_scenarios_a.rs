//! This Terrible Sound: the mid-size and large scenarios 6.4 Afternoon of the 19th, 6.5 Polk vs.
//! Thomas, 6.6 Rock of Chickamauga and 6.7 Saturday, 19th of September load, and every unit the
//! seed's set-up lists starts where the text says at the strength it gives; reinforcements,
//! turn counts, first player, ammunition, previous losses and victory levels are as printed.
//!
//! The tables below are transcribed from the seed (shared/seeds/001_ec5e0dc59d1e4565.txt, the
//! line cited above each group), independently of the scenario files. Strengths: "(n)" in the
//! set-up; else the loss-table column the scenario's printed strengths reproduce (6.4: "Sept 19
//! am", 6.5: "Sept 19 pm", 6.6: "Sept 20"; the parenthesised number when there are stragglers);
//! else the unit's full strength (`max_strength`, the order of battle's printed or
//! reconstructed full strength), or the parenthesised strength of units marked * (every
//! scenario but 6.1). A "whole command" row ("1/21—w/i 4 B44.20") checks every unit of the
//! game under that command that no unit row names.

mod common;

use sandtable::kernel::Location;
use sandtable::session::Game;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

const RS: &str = "this-terrible-sound";

#[derive(Clone, Copy, Debug)]
enum At {
    Hex(&'static str),
    Within(u32, &'static str),
    /// "in line between A and B": on the straight hex line between them.
    Line(&'static str, &'static str),
    /// On one of two hexes ("1/1/14—A41.26, A40.25").
    Either(&'static str, &'static str),
    /// A reinforcement: arrival turn and entry hex.
    Arrives(i64, &'static str),
}
use At::*;

/// (unit key, where, strength or None for leaders, HQs, supply and markers).
type Row = (&'static str, At, Option<i32>);
/// (command key, where, formation or "") — every unit under the command no row names.
type Whole = (&'static str, At, &'static str);

fn start(scenario: &str) -> Game {
    common::start(&common::library(), RS, scenario, 1, &[])
}

fn ancestors(w: &sandtable::kernel::World, parent: &Option<String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut k = parent.clone();
    while let Some(key) = k {
        out.push(key.clone());
        k = w
            .state
            .commands
            .iter()
            .find(|c| c.key == key)
            .and_then(|c| c.parent.clone());
    }
    out
}

/// Checks every row and whole-command row against the loaded game, that the game holds no
/// unit the table lacks, and that the `absent` units are not in play.
fn check(g: &Game, rows: &[Row], wholes: &[Whole], absent: &[&str]) {
    let mut failures = Vec::new();
    g.with_world(|w| {
        let named: BTreeSet<&str> = rows.iter().map(|r| r.0).collect();
        let mut expect: BTreeMap<String, (At, Option<i32>, &str)> = BTreeMap::new();
        for (key, at, s) in rows {
            expect.insert(key.to_string(), (*at, *s, ""));
        }
        for u in &w.state.units {
            // Optional troops of the 2.7/3.7 variants (options.lua) are not the seed's set-up.
            if named.contains(u.key.as_str()) || u.props.contains_key("variant") {
                continue;
            }
            let anc = ancestors(w, &u.parent);
            // The innermost whole-command row that holds the unit.
            let whole = anc
                .iter()
                .find_map(|a| wholes.iter().find(|x| x.0 == a.as_str()));
            match whole {
                Some((_, at, f)) => {
                    let s = if u.leader.is_some() { None } else { Some(u.max_strength) };
                    expect.insert(u.key.clone(), (*at, s, f));
                }
                None => failures.push(format!("{}: in the scenario but not in the seed's set-up", u.key)),
            }
        }
        for key in absent {
            if let Some(id) = w.state.unit_by_key(key)
                && !w.state.units[id as usize].props.contains_key("variant")
            {
                failures.push(format!("{key}: in play, but the set-up does not list it"));
            }
        }
        for (key, (at, strength, formation)) in &expect {
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
            if !formation.is_empty() {
                let f = u.formation.map(|f| w.catalog.formations[f].id.clone());
                let ok = match *formation {
                    "column or limbered" => matches!(f.as_deref(), Some("column") | Some("limbered")),
                    x => f.as_deref() == Some(x),
                };
                if !ok && u.leader.is_none() {
                    failures.push(format!("{key}: formation {f:?} instead of {formation}"));
                }
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
                (Either(a, b), Location::Map(h)) => {
                    if *h != hex(a) && *h != hex(b) {
                        failures.push(format!("{key}: on {}, not on {a} or {b}", w.label(*h)));
                    }
                }
                (Line(a, b), Location::Map(h)) => {
                    let (a, b) = (hex(a), hex(b));
                    if h.distance(a) + h.distance(b) != a.distance(b) {
                        failures.push(format!("{key}: {} is not on the line", w.label(*h)));
                    }
                }
                (Arrives(turn, place), Location::Pending) => {
                    let arr = u.props.get("arrives").cloned().unwrap_or_default();
                    let got_turn = arr.get("turn").and_then(|v| v.as_i64());
                    let got = arr.get("hex").and_then(|v| v.as_str()).unwrap_or("");
                    if got_turn != Some(turn) || got != place {
                        failures.push(format!(
                            "{key}: arrives {got_turn:?} at {got:?} instead of turn {turn} at {place}"
                        ));
                    }
                    hex(place);
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

/// Units with a status at start (breastworks, disorganized).
fn check_status(g: &Game, status: &str, keys: &[&str]) {
    g.with_world(|w| {
        for key in keys {
            let id = w
                .state
                .unit_by_key(key)
                .unwrap_or_else(|| panic!("no {key}"));
            assert!(
                w.state.units[id as usize].status.contains(status),
                "{key} is not {status}"
            );
        }
    });
}

/// First turn (day, "HH:MM"), first side, number of turns.
fn check_calendar(g: &Game, day: u32, time: &str, first: &str, turns: u32) {
    g.with_world(|w| {
        let m = w.state.clock.minute;
        assert_eq!(
            (w.state.clock.day, format!("{:02}:{:02}", m / 60, m % 60)),
            (day, time.to_string())
        );
        assert_eq!(w.catalog.sides[w.state.active_side].id, first);
        assert_eq!(w.state.last_turn, turns);
    });
}

/// Plays `turns` turns of an empty map from `day` `time`; the clock of the last turn.
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
    while !g.is_over() {
        g.apply(serde_json::json!({"kind": "end_phase"})).unwrap();
    }
    g.with_world(|w| {
        let m = w.state.clock.minute;
        (w.state.clock.day, format!("{:02}:{:02}", m / 60, m % 60))
    })
}

fn var(g: &Game, name: &str) -> serde_json::Value {
    g.with_world(|w| w.state.vars.get(name).cloned().unwrap_or_default())
}

/// vars.victory.levels as (min, winner, level).
fn levels(g: &Game) -> Vec<(i64, String, String)> {
    var(g, "victory")["levels"]
        .as_array()
        .expect("victory.levels")
        .iter()
        .map(|l| {
            (
                l["min"].as_f64().unwrap() as i64,
                l["winner"].as_str().unwrap_or("").to_string(),
                l["level"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The seed's seven-step chart: decisive, major, minor, draw, minor, major, decisive lower
/// bounds (Confederate minus Union VP); the last is "or less".
fn chart(mins: [i64; 6]) -> Vec<(i64, String, String)> {
    let w = [
        "confederate",
        "confederate",
        "confederate",
        "",
        "union",
        "union",
        "union",
    ];
    let l = [
        "decisive", "major", "minor", "draw", "minor", "major", "decisive",
    ];
    (0..7)
        .map(|i| {
            (
                if i < 6 { mins[i] } else { -1000 },
                w[i].to_string(),
                l[i].to_string(),
            )
        })
        .collect()
}

#[test]
fn the_ruleset_checks() {
    let out = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["check", "rulesets/this-terrible-sound"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn rule_6_4_afternoon_of_the_19th() {
    let g = start("afternoon-19th");
    // Line 566: 1:00 p.m. 19 September (day 1) to 9:00 p.m., 30 turns, Confederate first.
    check_calendar(&g, 1, "13:00", "confederate", 30);
    assert_eq!(last_turn_clock(1, "13:00", 30), (1, "21:00".to_string()));
    let rows: &[Row] = &[
        // Line 570 (Union).
        ("Rosecrans", Hex("B12.14"), None),
        ("A Cumb HQ", Hex("B12.14"), Some(1)),
        ("A Cumb Supply", Hex("B12.14"), Some(1)),
        ("15 Penn Cav/A Cumb", Within(2, "B12.14"), Some(4)),
        ("1 Bn Ohio SS/A Cumb", Within(2, "B12.14"), Some(2)),
        ("10 Ohio/A Cumb", Within(2, "B12.14"), Some(8)),
        ("CBOT/Arty/2/Cav", Within(2, "B12.14"), Some(6)),
        ("4 Mich Cav/1/2/Cav", Within(2, "B12.14"), Some(5)),
        ("7 Penn Cav/1/2/Cav", Within(2, "B12.14"), Some(6)),
        ("Thomas", Hex("A47.23"), None),
        ("14 Corps HQ", Hex("A47.23"), Some(1)),
        ("14 Corps Supply", Hex("A47.23"), Some(1)),
        ("9 Mich/14 Corps", Within(1, "A47.23"), Some(8)),
        ("L 1 Ohio Cav/14 Corps", Within(1, "A47.23"), Some(1)),
        // Line 572.
        ("Baird", Hex("A29.26"), None),
        ("4 Ind Lt/Arty/1/14", Within(1, "A34.28"), Some(4)),
        ("2 Ohio/1/1/14", Within(1, "A34.28"), Some(2)),
        ("33 Ohio/1/1/14", Within(1, "A34.28"), Some(4)),
        ("94 Ohio/1/1/14", Within(1, "A34.28"), Some(4)),
        ("10 Wis/1/1/14", Within(1, "A34.28"), Some(2)),
        ("38 Ind/1/1/14", Within(1, "A34.28"), Some(5)),
        ("Scribner", Within(1, "A34.28"), None), // 6.0 note 4: the brigade with its leader
        ("A 1 Mich/Arty/1/14", Within(2, "A29.29"), Some(1)),
        ("1 Wis/2/1/14", Within(2, "A29.29"), Some(4)),
        ("24 Ill/2/1/14", Within(2, "A29.29"), Some(4)),
        ("21 Wis/2/1/14", Within(2, "A29.29"), Some(5)),
        ("79 Penn/2/1/14", Within(2, "A29.29"), Some(4)),
        ("Starkweather", Within(2, "A29.29"), None),
        ("H 5 US/Arty/1/14", Within(1, "A26.27"), Some(2)),
        ("1/15 US/3/1/14", Within(1, "A26.27"), Some(1)),
        ("1/18 US/3/1/14", Within(1, "A26.27"), Some(3)),
        ("2/18 US/3/1/14", Within(1, "A26.27"), Some(2)),
        ("J. King", Within(1, "A26.27"), None),
        // Line 574.
        ("Brannan", Hex("A36.27"), None),
        ("D 1 Mich/Arty/3/14", Hex("A36.27"), Some(6)),
        ("I 4 US/Arty/3/14", Within(1, "A34.28"), Some(6)),
        ("17 Ohio/1/3/14", Within(1, "A34.28"), Some(8)),
        ("31 Ohio/1/3/14", Within(1, "A34.28"), Some(9)),
        ("10 Ind/2/3/14", Within(2, "A37.27"), Some(3)),
        ("74 Ind/2/3/14", Within(2, "A37.27"), Some(3)),
        ("4 Ky/2/3/14", Within(2, "A37.27"), Some(8)),
        ("10 Ky/2/3/14", Within(2, "A37.27"), Some(5)),
        ("14 Ohio/2/3/14", Within(2, "A37.27"), Some(3)),
        ("Croxton", Within(2, "A37.27"), None),
        ("C 1 Ohio/Arty/3/14", Within(2, "A40.26"), Some(6)),
        ("87 Ind/3/3/14", Within(2, "A40.26"), Some(5)),
        ("2 Minn/3/3/14", Within(2, "A40.26"), Some(7)),
        ("35 Ohio/3/3/14", Within(2, "A40.26"), Some(5)),
        ("9 Ohio/3/3/14", Within(2, "A40.26"), Some(6)),
        ("Van Derveer", Within(2, "A40.26"), None),
        // Line 576.
        ("Reynolds", Hex("A60.22"), None),
        ("75 Ind/2/4/14", Hex("A60.22"), Some(7)),
        ("68 Ind/2/4/14", Hex("A60.24"), Some(7)),
        ("E. King", Hex("A61.24"), None),
        ("101 Ind/2/4/14", Hex("A61.24"), Some(8)),
        ("19 Ind Lt/Arty/4/14", Hex("A61.24"), Some(6)),
        ("105 Ohio/2/4/14", Hex("A62.24"), Some(7)),
        ("21 Ind Lt/Arty/4/14", Within(2, "A42.23"), Some(6)),
        // Line 578.
        ("R. W. Johnson", Hex("A50.28"), None),
        ("Willich", Hex("A51.31"), None),
        ("15 Ohio/1/2/20", Hex("A51.31"), Some(7)),
        ("49 Ohio/1/2/20", Hex("A51.31"), Some(5)),
        ("32 Ind/1/2/20", Hex("A52.30"), Some(7)),
        ("89 Ill/1/2/20", Hex("A52.30"), Some(8)),
        ("Dodge", Hex("A51.28"), None),
        ("77 Penn/2/2/20", Hex("A51.28"), Some(5)),
        ("29 Ind/2/2/20", Hex("A51.28"), Some(7)),
        ("79 Ill/2/2/20", Hex("A50.28"), Some(5)),
        ("30 Ind/2/2/20", Hex("A50.28"), Some(5)),
        ("Baldwin", Hex("A47.31"), None),
        ("5 Ky/3/2/20", Hex("A47.32"), Some(6)),
        ("93 Ohio/3/2/20", Hex("A47.32"), Some(6)),
        ("1 Ohio/3/2/20", Hex("A48.31"), Some(7)),
        ("6 Ind/3/2/20", Hex("A48.31"), Some(7)),
        ("A 1 Ohio/Arty/2/20", Hex("A51.30"), Some(6)),
        ("20 Ohio Lt/Arty/2/20", Hex("A50.27"), Some(6)),
        ("5 Ind Lt/Arty/2/20", Hex("A47.31"), Some(6)),
        // Line 580 ("A55.43" is no hex: read A55.33).
        ("Palmer", Hex("A54.31"), None),
        ("C 7 Ill Cav/2/21", Hex("A54.31"), Some(1)),
        ("1 Ky/1/2/21", Hex("A56.29"), Some(2)),
        ("Cruft", Hex("A58.31"), None),
        ("2 Ky/1/2/21", Hex("A58.31"), Some(7)),
        ("31 Ind/1/2/21", Hex("A58.32"), Some(8)),
        ("B 1 Ohio/Arty/2/21", Hex("A58.32"), Some(6)),
        ("90 Ohio/1/2/21", Hex("A58.33"), Some(8)),
        ("41 Ohio/2/2/21", Hex("A57.34"), Some(7)),
        ("124 Ohio/2/2/21", Hex("A56.34"), Some(9)),
        ("9 Ind/2/2/21", Hex("A55.33"), Some(8)),
        ("F 1 Ohio/Arty/2/21", Hex("A55.33"), Some(6)),
        ("Hazen", Hex("A56.32"), None),
        ("6 Ky/2/2/21", Hex("A56.32"), Some(6)),
        ("23 Ky/3/2/21", Hex("A59.29"), Some(5)),
        ("Grose", Hex("A59.28"), None),
        ("H 4 US/Arty/2/21", Hex("A59.28"), Some(4)),
        ("24 Ohio/3/2/21", Hex("A60.28"), Some(6)),
        ("36 Ind/3/2/21", Hex("A60.27"), Some(7)),
        ("84 Ill/3/2/21", Hex("A60.26"), Some(8)),
        // Line 582 ("18 Ohio" in Dick's brigade read 13 Ohio).
        ("Van Cleve", Hex("B4.24"), None),
        ("17 Ky/1/3/21", Hex("B1.25"), Some(10)),
        ("S. Beatty", Hex("B2.24"), None),
        ("79 Ind/1/3/21", Hex("B2.24"), Some(6)),
        ("9 Ky/1/3/21", Hex("B2.24"), Some(4)),
        ("19 Ohio/1/3/21", Hex("B3.25"), Some(8)),
        ("26 Penn Lt/Arty/3/21", Hex("B3.25"), Some(6)),
        ("59 Ohio/2/3/21", Hex("B4.25"), Some(6)),
        ("Dick", Hex("B5.25"), None),
        ("13 Ohio/2/3/21", Hex("B5.25"), Some(6)),
        ("7 Ind Lt/Arty/3/21", Hex("B5.25"), Some(6)),
        ("86 Ind/2/3/21", Hex("B6.25"), Some(5)),
        ("44 Ind/2/3/21", Hex("B6.25"), Some(5)),
        ("3 Wisc Lt/Arty/3/21", Within(3, "B36.24"), Some(6)),
        // Line 584.
        ("92 Ill/Wilder", Hex("B1.23"), Some(8)),
        ("18 Ind Lt b/Wilder", Hex("B1.23"), Some(4)),
        ("98 Ill/Wilder", Hex("B17.22"), Some(7)),
        ("72 Ind/Wilder", Hex("B18.21"), Some(8)),
        ("Wilder", Hex("B19.22"), None),
        ("Wilder HQ", Hex("B19.22"), Some(1)),
        ("18 Ind Lt a/Wilder", Hex("B19.22"), Some(6)),
        ("123 Ill/Wilder", Hex("B20.21"), Some(4)),
        ("17 Ind/Wilder", Hex("B21.22"), Some(8)),
        // Line 586.
        ("Davis", Hex("B16.26"), None),
        ("38 Ill/2/1/20", Hex("B16.27"), Some(6)),
        ("Carlin", Hex("B17.28"), None),
        ("101 Ohio/2/1/20", Hex("B17.28"), Some(5)),
        ("81 Ind/2/1/20", Hex("B18.27"), Some(5)),
        ("21 Ill/2/1/20", Hex("B17.26"), Some(8)),
        ("8 Kansas/3/1/20", Hex("B13.20"), Some(8)),
        ("Heg", Hex("B14.30"), None),
        ("35 Ill/3/1/20", Hex("B14.30"), Some(6)),
        ("15 Wisc/3/1/20", Hex("B14.30"), Some(4)),
        ("25 Ill/3/1/20", Hex("B15.30"), Some(7)),
        ("8 Wisc Lt/Arty/1/20", Hex("B14.29"), Some(6)),
        ("2 Minn Lt/Arty/1/20", Hex("B19.26"), Some(6)),
        // Line 588.
        ("21 Corps HQ", Hex("B46.19"), Some(1)),
        ("21 Corps Supply", Hex("B46.19"), Some(1)),
        ("Crittenden", Hex("B46.19"), None),
        ("Mendenhall", Hex("B46.19"), None),
        ("K 15 Ill Cav/21 Corps", Hex("B46.19"), Some(1)),
        // Line 596: 1:30 p.m. is turn 3, 4:30 p.m. turn 15.
        ("McCook", Arrives(3, "B62.04"), None),
        ("20 Corps HQ", Arrives(3, "B62.04"), Some(1)),
        ("20 Corps Supply", Arrives(3, "B62.04"), Some(1)),
        ("I 2 Ky Cav/20 Corps", Arrives(3, "B62.04"), Some(1)),
        // Line 602 (Confederate).
        ("Bragg", Hex("E27.17"), None),
        ("A Tenn HQ", Hex("E27.17"), Some(1)),
        ("A Tenn Supply", Hex("E27.17"), Some(1)),
        ("Dreux/A Tenn", Hex("E27.17"), Some(1)),
        ("Holloway/A Tenn", Hex("E27.17"), Some(1)),
        ("Forrest", Hex("D39.16"), None),
        ("F Cav HQ", Hex("D39.16"), Some(1)),
        ("Jackson/F Cav", Hex("D39.16"), Some(1)),
        ("Armstrong", Hex("D46.06"), None),
        ("Bradley/A/F Cav", Hex("D46.06"), Some(1)),
        ("Morton/Arty/A/F Cav", Hex("D46.06"), Some(4)),
        ("Huggins/Arty/A/F Cav", Hex("D46.06"), Some(4)),
        ("Dibrell", Within(3, "D46.06"), None),
        ("9 Tenn/D/A/F Cav", Within(3, "D46.06"), Some(4)),
        ("10 Tenn/D/A/F Cav", Within(3, "D46.06"), Some(6)),
        ("Shaw/D/A/F Cav", Within(3, "D46.06"), Some(2)),
        ("11 Tenn/D/A/F Cav", Within(3, "D46.06"), Some(4)),
        ("4 Tenn/D/A/F Cav", Within(3, "D46.06"), Some(6)),
        ("8 Tenn/D/A/F Cav", Within(3, "D46.06"), Some(5)),
        ("Pegram", Hex("D36.10"), None),
        ("Huwald/D/P/F Cav", Hex("D36.10"), Some(4)),
        ("Davidson", Within(3, "D36.10"), None),
        ("10 Conf/S/P/F Cav", Within(3, "D36.10"), Some(2)),
        ("Rucker/D/P/F Cav", Within(3, "D36.10"), Some(5)),
        ("6 Ga/D/P/F Cav", Within(3, "D36.10"), Some(2)),
        ("6 NC/D/P/F Cav", Within(3, "D36.10"), Some(4)),
        ("1 Ga/D/P/F Cav", Within(3, "D36.10"), Some(5)),
        ("Walker", Hex("D43.14"), None),
        ("Res Corps HQ", Hex("D43.14"), Some(1)),
        ("Res Corps Supply", Hex("D43.14"), Some(1)),
        ("Nelson/Res Corps", Hex("D43.14"), Some(1)),
        ("Ector", Within(2, "D53.17"), None),
        ("Repl E/G/Res", Within(2, "D53.17"), None),
        ("Howell/Arty/G/Res", Within(2, "D53.17"), Some(4)),
        ("10 Texas/E/G/Res", Within(2, "D53.17"), Some(1)),
        ("29 NC/E/G/Res", Within(2, "D53.17"), Some(1)),
        // Line 604.
        ("Wilson", Within(2, "D53.17"), None),
        ("29 Ga/W/G/Res", Within(2, "D53.17"), Some(1)),
        ("25 Ga/W/G/Res", Within(2, "D53.17"), Some(2)),
        ("4 La Bn/W/G/Res", Within(2, "D53.17"), Some(1)),
        ("30 Ga/W/G/Res", Within(2, "D53.17"), Some(3)),
        ("Liddell", Hex("D44.10"), None),
        ("Fowler/Arty/L/Res", Hex("D44.10"), Some(3)), // loss table Sept 19 am: 3
        ("Warren/Arty/L/Res", Hex("D44.10"), Some(4)),
        // Line 606.
        ("30 Miss/W/L/Res", Hex("D49.11"), Some(5)),
        ("34 Miss/W/L/Res", Hex("D46.09"), Some(3)),
        ("Walthall", Hex("D47.10"), None),
        ("27 Miss/W/L/Res", Hex("D47.10"), Some(5)),
        ("29 Miss/W/L/Res", Hex("D46.09"), Some(3)),
        ("24 Miss/W/L/Res", Hex("D45.09"), Some(5)),
        // Line 608.
        ("8 Ark/G/L/Res", Hex("D44.08"), Some(4)),
        ("Govan", Hex("D43.09"), None),
        ("5+13 Ark/G/L/Res", Hex("D43.09"), Some(7)), // loss table Sept 19 am: 7
        ("1 La Reg/G/L/Res", Hex("D42.08"), Some(1)),
        ("2+15 Ark/G/L/Res", Hex("D41.09"), Some(2)),
        ("6+7 Ark/G/L/Res", Hex("D40.08"), Some(3)),
        // Line 610.
        ("Polk", Hex("D58.07"), None),
        ("P Corps HQ", Hex("D58.07"), Some(1)),
        ("P Corps Supply", Hex("D58.07"), Some(1)),
        ("Greenleaf/P Corps", Hex("D58.07"), Some(1)),
        ("Cheatham", Hex("D55.03"), None),
        ("2 Ga Cav/C/P", Hex("D55.03"), Some(1)),
        // Line 612.
        ("2 Ga Bn SS/J/C/P", Hex("D49.02"), Some(2)),
        ("8 Miss/J/C/P", Hex("D50.01"), Some(8)),
        ("5 Miss/J/C/P", Hex("D51.02"), Some(5)),
        ("2/1 Conf/J/C/P", Hex("D51.02"), Some(4)),
        ("J. K. Jackson", Hex("D52.02"), None),
        ("5 Ga/J/C/P", Hex("D52.02"), Some(7)),
        // Line 614.
        ("1+27 Tenn/M/C/P", Hex("D52.05"), Some(12)),
        ("Maney", Hex("D53.05"), None),
        ("24 Tenn Bn SS/M/C/P", Hex("D53.05"), Some(2)),
        ("4 Tenn (PA)/M/C/P", Hex("D53.05"), Some(4)),
        ("6+9 Tenn/M/C/P", Hex("D54.04"), Some(7)),
        // Line 616.
        ("Dawson SS/Sm/C/P", Hex("D56.02"), Some(6)),
        ("13+154 Tenn/Sm/C/P", Hex("D57.03"), Some(6)),
        ("P. Smith", Hex("D58.02"), None),
        ("12+47 Tenn/Sm/C/P", Hex("D58.02"), Some(6)),
        ("11 Tenn/Sm/C/P", Hex("D59.02"), Some(5)),
        ("29 Tenn/Sm/C/P", Hex("D60.02"), Some(5)),
        // Line 618.
        ("19 Tenn/St/C/P", Hex("D56.06"), Some(5)),
        ("Strahl", Hex("D57.06"), None),
        ("31 Tenn/St/C/P", Hex("D57.06"), Some(5)),
        ("33 Tenn/St/C/P", Hex("D58.05"), Some(5)),
        ("24 Tenn/St/C/P", Hex("D59.05"), Some(5)),
        ("4+5 Tenn/St/C/P", Hex("D60.04"), Some(5)),
        // Line 620.
        ("16 Tenn/W/C/P", Hex("D62.01"), Some(5)),
        ("8 Tenn/W/C/P", Hex("E1.01"), Some(6)),
        ("51+52 Tenn/W/C/P", Hex("B2.34"), Some(5)),
        ("28 Tenn/W/C/P", Hex("B4.33"), Some(6)),
        ("38 Tenn/W/C/P", Hex("B4.31"), Some(6)),
        ("Wright", Hex("B3.34"), None),
        ("Brigade Goal HQ A", Hex("B3.34"), Some(1)),
        // Line 622.
        ("Scogin/Arty/C/P", Hex("D50.02"), Some(4)),
        ("Smith/Arty/C/P", Hex("D53.06"), Some(4)),
        ("Scott/Arty/C/P", Hex("D59.03"), Some(4)),
        ("Stanford/Arty/C/P", Hex("D58.06"), Some(4)),
        ("Carnes/Arty/C/P", Hex("B3.34"), Some(4)),
        // Line 624.
        ("Divisional Goal HQ B", Within(3, "B47.30"), Some(1)),
        ("Hood", Hex("E12.04"), None),
        ("1 Corps HQ", Hex("E12.04"), Some(1)),
        ("E+C 1 La Cav/1 Corps", Hex("E12.04"), Some(2)),
        ("Law", Hex("E7.01"), None),
        ("Lumsden/R/1 Corps", Hex("E7.01"), Some(5)),
        // Line 626.
        ("44 Ala/S/L/1", Hex("E5.01"), Some(6)),
        ("48 Ala/S/L/1", Hex("E5.01"), Some(5)),
        ("Sheffield", Hex("B6.34"), None),
        ("15 Ala/S/L/1", Hex("B6.34"), Some(7)),
        ("47 Ala/S/L/1", Hex("B7.34"), Some(6)),
        ("4 Ala/S/L/1", Hex("B7.34"), Some(5)),
        // Line 628.
        ("Robertson", Hex("B8.33"), None),
        ("1 Texas/R/L/1", Hex("B8.33"), Some(7)),
        ("4 Texas/R/L/1", Hex("B8.33"), Some(6)),
        ("5 Texas/R/L/1", Hex("B9.34"), Some(5)),
        ("3 Ark/R/L/1", Hex("B9.34"), Some(6)),
        // Line 630.
        ("Benning", Hex("E8.01"), None),
        ("15 Ga/B/L/1", Hex("E8.01"), Some(4)),
        ("17 Ga/B/L/1", Hex("E8.01"), Some(5)),
        ("2 Ga/B/L/1", Hex("E7.02"), Some(4)),
        ("20 Ga/B/L/1", Hex("E7.02"), Some(5)),
        // Line 632.
        ("B. R. Johnson", Hex("E15.02"), None),
        ("17 Tenn/F/JPD/1", Hex("B10.34"), Some(5)),
        ("25 Tenn/F/JPD/1", Hex("B10.34"), Some(3)),
        ("Fulton", Hex("E11.01"), None),
        ("23 Tenn/F/JPD/1", Hex("E11.01"), Some(4)),
        ("York/F/JPD/1", Hex("E11.01"), Some(3)),
        ("44 Tenn/F/JPD/1", Hex("B12.34"), Some(6)),
        // Line 634.
        ("Gregg", Hex("E13.01"), None),
        ("7 Texas/G/JPD/1", Hex("E13.01"), Some(4)),
        ("Bledsoe/G/JPD/1", Hex("E13.01"), Some(4)),
        ("10 Tenn/G/JPD/1", Hex("B14.34"), Some(4)),
        ("30 Tenn/G/JPD/1", Hex("B14.34"), Some(4)),
        ("3 Tenn/G/JPD/1", Hex("B15.34"), Some(5)),
        ("1 Tenn Bn/G/JPD/1", Hex("B15.34"), Some(2)),
        ("41 Tenn/G/JPD/1", Hex("B16.34"), Some(6)),
        ("50 Tenn/G/JPD/1", Hex("B16.34"), Some(2)),
        // Line 636.
        ("McNair", Hex("E14.02"), None),
        ("4+31+4 Ark Bn/M/JPD/1", Hex("E14.02"), Some(8)),
        ("1 Ark MR/M/JPD/1", Hex("E13.02"), Some(5)),
        ("2 Ark MR/M/JPD/1", Hex("E13.02"), Some(3)),
        ("25 Ark/M/JPD/1", Hex("E12.02"), Some(3)),
        ("39 NC/M/JPD/1", Hex("E12.02"), Some(5)),
        ("Culpepper/M/JPD/1", Hex("E13.03"), Some(4)),
        // Line 638.
        ("Buckner", Hex("E26.06"), None),
        ("B Corps HQ", Hex("E26.06"), Some(1)),
        ("B Corps Supply", Hex("E26.06"), Some(1)),
        ("Clark/B Corps", Hex("E26.06"), Some(1)),
        ("Preston", Hex("E23.03"), None),
        // Line 640.
        ("Trigg", Hex("B20.34"), None),
        ("1 Fla Cav/T/P/B", Hex("B18.34"), Some(8)),
        ("54 Va/T/P/B", Hex("B19.34"), Some(8)),
        ("6 Fla/T/P/B", Hex("B20.33"), Some(7)),
        ("7 Fla/T/P/B", Hex("B21.34"), Some(8)),
        // Line 642.
        ("4 Ala Bn/G/P/B", Hex("E19.03"), Some(4)),
        ("1 Ala Bn/G/P/B", Hex("E19.03"), Some(5)),
        ("43 Ala/G/P/B", Hex("E20.02"), Some(16)),
        ("Gracie", Hex("E21.02"), None),
        ("3 Ala Bn/G/P/B", Hex("E21.02"), Some(5)),
        ("2 Ala Bn/G/P/B", Hex("E21.02"), Some(5)),
        ("63 Tenn/G/P/B", Hex("E22.01"), Some(8)),
        // Line 644.
        ("58 NC/K/P/B", Hex("E19.05"), Some(6)),
        ("63 Va/K/P/B", Hex("E20.04"), Some(8)),
        ("Kelly", Hex("E21.04"), None),
        ("65 Ga/K/P/B", Hex("E21.04"), Some(7)),
        ("5 Ky/K/P/B", Hex("E22.03"), Some(8)),
        // Line 646.
        ("Stewart", Hex("E9.05"), None),
        ("Divisional Goal HQ C", Hex("E9.05"), Some(1)),
        ("Humphreys/Arty/S/B", Within(2, "E9.05"), Some(4)),
        ("Anderson/Arty/S/B", Within(2, "E13.06"), Some(4)),
        ("Oliver/Arty/S/B", Within(2, "E17.08"), Some(4)),
        // Line 650: 2:00 p.m. turn 5, 2:30 p.m. turn 7, 3:30 p.m. turn 11.
        ("Hill", Arrives(5, "B62.33"), None),
        ("H Corps HQ", Arrives(5, "B62.33"), Some(1)),
        ("H Corps Supply", Arrives(5, "B62.33"), Some(1)),
        ("Divisional Goal HQ D", Arrives(7, "B62.33"), Some(1)),
        // Wood of W/C/H with C/H (keyed "S. A. M. Wood": the Union Wood holds "Wood").
        ("S. A. M. Wood", Arrives(11, "E62.10"), None),
    ];
    let wholes: &[Whole] = &[
        ("1/2/Cav", Within(2, "B12.14"), ""),    // line 570
        ("1/3/14", Within(1, "A34.28"), ""),     // line 574 (82 Ind, Connell)
        ("3/4/14", Within(2, "A42.23"), ""),     // line 576
        ("3/3/21", Within(3, "B36.24"), ""),     // line 582
        ("1/21", Within(4, "B44.20"), ""),       // line 588
        ("3/20", Arrives(3, "B62.04"), ""),      // line 596, 1:30 p.m.
        ("2/14", Arrives(15, "B62.04"), ""),     // line 596, 4:30 p.m.
        ("H/P", Within(3, "B47.30"), ""),        // line 624
        ("W/B Corps", Within(2, "E26.06"), ""),  // line 638
        ("Arty/P/B", Within(2, "E23.03"), ""),   // line 638
        ("C/S/B", Within(2, "E9.05"), "column"), // line 646
        ("Br/S/B", Within(2, "E13.06"), "column"),
        ("Ba/S/B", Within(2, "E17.08"), "column"),
        ("B/H", Arrives(7, "B62.33"), ""),  // line 650, 2:30 p.m.
        ("C/H", Arrives(11, "E62.10"), ""), // line 650, 3:30 p.m.
    ];
    let absent = [
        // Printed eliminated or "(0)": off the map (straggler note).
        "1/16 US/3/1/14",
        "1/19 US/3/1/14",
        "Stone/E/G/Res",
        "Pound/E/G/Res",
        "14 Texas/E/G/Res",
        "32 Texas/E/G/Res",
        "9 Texas/E/G/Res",
        "1 Ga Bn SS/W/G/Res",
        // Line 596: 2/14 less 1/2/14, 78 Penn, Bridges.
        "J. Beatty",
        "104 Ill/1/2/14",
        "78 Penn/3/2/14",
        "Bridges/Arty/2/14",
        // G/Res less Gist, C/G/Res (line 602).
        "Gist",
        "Colquitt",
        "24 SC/C/G/Res",
        // Not listed.
        "39 Ind/Wilder",
        "Martin/S/P/F Cav",
        "J. T. Wheeler",
    ];
    check(&g, rows, wholes, &absent);
    // Line 590: Union breastworks.
    check_status(
        &g,
        "breastworks",
        &[
            "98 Ill/Wilder",
            "72 Ind/Wilder",
            "18 Ind Lt a/Wilder",
            "123 Ill/Wilder",
            "17 Ind/Wilder",
        ],
    );
    // Lines 594, 648, 652.
    assert_eq!(var(&g, "ammunition")["union"], 150);
    assert_eq!(var(&g, "ammunition")["confederate"], 140);
    assert_eq!(var(&g, "previous_losses")["union"], 56);
    assert_eq!(var(&g, "previous_losses")["confederate"], 58);
    assert_eq!(levels(&g), chart([21, 11, 7, -4, -9, -19]));
}

#[test]
fn rule_6_7_saturday_19th_of_september() {
    let g = start("saturday");
    // Line 844: 7:00 a.m. 19 September (day 1) to 9:00 p.m., 54 turns, Union first.
    check_calendar(&g, 1, "07:00", "union", 54);
    assert_eq!(last_turn_clock(1, "07:00", 54), (1, "21:00".to_string()));
    let rows: &[Row] = &[
        // Line 848 (Union); strengths full except "98 Ill—7, 123 Ill—4", "4 Mich—5, 7 Penn—6".
        ("Rosecrans", Within(1, "C3.03"), None),
        ("A Cumb HQ", Within(1, "C3.03"), Some(1)),
        ("A Cumb Supply", Within(1, "C3.03"), Some(1)),
        ("1 Bn Ohio SS/A Cumb", Within(1, "C3.03"), Some(2)),
        ("15 Penn Cav/A Cumb", Within(1, "C3.03"), Some(4)),
        ("10 Ohio/A Cumb", Within(1, "C3.03"), Some(8)),
        ("Thomas", Hex("A47.23"), None),
        ("14 Corps HQ", Hex("A47.23"), Some(1)),
        ("14 Corps Supply", Hex("A47.23"), Some(1)),
        ("9 Mich/14 Corps", Hex("A47.23"), Some(8)),
        ("L 1 Ohio Cav/14 Corps", Hex("A47.23"), Some(1)),
        ("Baird", Hex("A48.24"), None),
        ("A 1 Mich/Arty/1/14", Within(1, "A47.26"), Some(6)),
        ("4 Ind Lt/Arty/1/14", Within(2, "A49.24"), Some(6)),
        ("H 5 US/Arty/1/14", Within(1, "A44.27"), Some(6)),
        ("Negley", Hex("C15.15"), None),
        ("Bridges/Arty/2/14", Hex("C20.14"), Some(6)),
        ("M 1 Ohio/Arty/2/14", Within(1, "C12.16"), Some(6)),
        ("G 1 Ohio/Arty/2/14", Within(2, "C10.15"), Some(6)),
        ("Brannan", Hex("A38.23"), None),
        ("D 1 Mich/Arty/3/14", Within(2, "A37.26"), Some(6)),
        ("C 1 Ohio/Arty/3/14", Within(2, "A40.26"), Some(6)),
        ("I 4 US/Arty/3/14", Within(2, "A38.23"), Some(6)),
        ("McCook", Hex("C4.04"), None),
        ("20 Corps HQ", Hex("C4.04"), Some(1)),
        ("20 Corps Supply", Hex("C4.04"), Some(1)),
        ("I 2 Ky Cav/20 Corps", Hex("C4.04"), Some(1)),
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
        // Union schedule (line 854): 4:00 p.m. (turn 37) at C13.01.
        ("E. McCook", Arrives(37, "C13.01"), None),
        ("Mitchell", Arrives(37, "C13.01"), None),
        ("Cav Corps HQ", Arrives(37, "C13.01"), Some(1)),
        ("D 1 Ohio/Arty/1/Cav", Arrives(37, "C13.01"), Some(6)),
        ("39 Ind/Wilder", Arrives(37, "C13.01"), Some(11)),
        // Line 858 (Confederate).
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
        // Confederate schedule (line 864): 7:00 a.m. (turn 1) at F4.34.
        ("Bragg", Arrives(1, "F4.34"), None),
        ("A Tenn HQ", Arrives(1, "F4.34"), Some(1)),
        ("A Tenn Supply", Arrives(1, "F4.34"), Some(1)),
        ("Dreux/A Tenn", Arrives(1, "F4.34"), Some(1)),
        ("Holloway/A Tenn", Arrives(1, "F4.34"), Some(1)),
        ("S. A. M. Wood", Arrives(25, "C31.33"), None), // W/C/H with C/H
    ];
    let wholes: &[Whole] = &[
        ("1/1/14", Within(1, "A47.26"), ""),
        ("2/1/14", Within(2, "A49.24"), ""),
        ("3/1/14", Within(1, "A44.27"), ""),
        ("1/2/14", Within(2, "C21.16"), ""),
        ("2/2/14", Within(1, "C12.16"), ""),
        ("3/2/14", Within(2, "C10.15"), ""),
        ("1/3/14", Within(2, "A37.26"), ""),
        ("2/3/14", Within(2, "A40.26"), ""),
        ("3/3/14", Within(2, "A38.23"), ""),
        ("4/14", Line("B36.11", "B46.10"), ""),
        ("2/20", Within(3, "C7.04"), ""),
        ("1/21", Within(4, "B44.20"), ""),
        ("2/21", Within(5, "B31.26"), ""),
        ("3/21", Within(4, "B34.22"), ""),
        ("Wilder", Within(2, "B19.22"), ""),
        ("1/2/Cav", Within(1, "B13.13"), ""),
        ("2/2/Res", Within(2, "D37.12"), ""),
        ("2/1/Res", Within(1, "D35.09"), ""),
        ("1/20", Arrives(1, "C31.04"), ""),  // 7:00 a.m.
        ("3/20", Arrives(13, "C31.04"), ""), // 10:00 a.m.
        ("1/1/Cav", Arrives(37, "C13.01"), ""),
        ("2/1/Cav", Arrives(37, "C13.01"), ""),
        ("A/B/H", Within(5, "C27.27"), ""),
        ("S/B/H", Within(5, "C27.27"), ""),
        ("H/B/H", Within(2, "C21.22"), ""),
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
        ("A/F Cav", Within(3, "F14.23"), ""),
        ("D/P/F Cav", Within(2, "E5.19"), ""),
        ("C/H", Arrives(25, "C31.33"), ""), // 1:00 p.m.
    ];
    let absent = [
        "59 Ill/1/1/20",
        "22 Ind/1/1/20",
        "5 Wisc Lt/Arty/1/20",
        "Post",
        "Raum/H Corps",
        "Gist",
        "Colquitt",
        "Kershaw",
        "Longstreet",
    ];
    check(&g, rows, wholes, &absent);
    check_status(
        &g,
        "breastworks",
        &["98 Ill/Wilder", "17 Ind/Wilder", "18 Ind Lt a/Wilder"],
    );
    assert_eq!(var(&g, "ammunition")["union"], 300);
    assert_eq!(var(&g, "ammunition")["confederate"], 250);
    assert_eq!(var(&g, "previous_losses")["union"], 4);
    assert_eq!(var(&g, "previous_losses")["confederate"], 5);
    assert_eq!(var(&g, "withdrawals")[0]["turn"], 21); // Martin withdrawn at noon
    assert_eq!(levels(&g), chart([21, 11, 7, -4, -9, -19]));
}

#[test]
fn rule_6_5_polk_vs_thomas() {
    let g = start("polk-vs-thomas");
    // Line 658: 8:00 a.m. 20 September (day 2) to 1:00 p.m., 21 turns, Confederate first.
    check_calendar(&g, 2, "08:00", "confederate", 21);
    assert_eq!(last_turn_clock(2, "08:00", 21), (2, "13:00".to_string()));
    let h = |k: &'static str, x: &'static str, s: i32| (k, Hex(x), Some(s));
    let l = |k: &'static str, x: &'static str| (k, Hex(x), None);
    let rows: Vec<Row> = vec![
        // Line 662.
        l("Thomas", "A47.23"),
        h("14 Corps HQ", "A47.23", 1),
        h("14 Corps Supply", "A47.23", 1),
        ("L 1 Ohio Cav/14 Corps", Within(1, "A47.23"), Some(1)),
        ("9 Mich/14 Corps", Within(1, "A47.23"), Some(8)),
        // Line 664.
        l("Baird", "A43.26"),
        l("Scribner", "A42.26"),
        h("33 Ohio/1/1/14", "A42.26", 6),
        h("2 Ohio/1/1/14", "A43.26", 5),
        h("10 Wis/1/1/14", "A43.26", 4),
        h("94 Ohio/1/1/14", "A43.27", 5),
        h("38 Ind/1/1/14", "A43.27", 6),
        h("4 Ind Lt/Arty/1/14", "A43.27", 4),
        // Line 666.
        l("Starkweather", "A44.27"),
        h("24 Ill/2/1/14", "A44.27", 5),
        h("21 Wis/2/1/14", "A44.27", 6),
        h("1 Wis/2/1/14", "A44.26", 6),
        h("79 Penn/2/1/14", "A44.26", 6),
        // Line 668.
        l("J. King", "A40.25"),
        h("1/18 US/3/1/14", "A40.25", 4),
        h("2/18 US/3/1/14", "A40.25", 4),
        h("1/16 US/3/1/14", "A41.26", 2),
        h("1/19 US/3/1/14", "A41.26", 2),
        h("1/15 US/3/1/14", "A41.25", 3),
        h("H 5 US/Arty/1/14", "A41.25", 2),
        h("A 1 Mich/Arty/1/14", "A41.25", 1),
        // Line 670 (loss-table column "-": full strengths).
        l("Negley", "A59.20"),
        h("Divisional Goal HQ (2/14)", "A59.20", 1),
        l("J. Beatty", "A36.21"),
        h("Brigade Goal HQ (1/2/14)", "A36.21", 1),
        h("104 Ill/1/2/14", "A36.21", 6),
        h("88 Ind/1/2/14", "A30.21", 5),
        h("42 Ind/1/2/14", "A31.22", 7),
        h("15 Ky/1/2/14", "A38.23", 6),
        h("11 Mich/2/2/14", "A55.20", 7),
        l("Stanley", "A56.20"),
        h("19 Ill/2/2/14", "A56.20", 5),
        h("18 Ohio/2/2/14", "A57.20", 7),
        h("78 Penn/3/2/14", "A60.20", 7),
        h("21 Ohio/3/2/14", "A61.20", 11),
        l("Sirwell", "A62.20"),
        h("74 Ohio/3/2/14", "A62.20", 7),
        h("37 Ind/3/2/14", "A62.19", 7),
        h("Bridges/Arty/2/14", "A33.21", 6),
        h("M 1 Ohio/Arty/2/14", "A58.20", 6),
        h("G 1 Ohio/Arty/2/14", "A59.20", 6),
        // Line 672.
        l("Brannan", "A57.22"),
        h("17 Ohio/1/3/14", "A57.23", 9),
        l("Connell", "A58.23"),
        h("82 Ind/1/3/14", "A58.23", 6),
        h("31 Ohio/1/3/14", "A59.23", 9),
        l("Croxton", "A56.23"),
        h("4 Ky/2/3/14", "A56.23", 9),
        h("14 Ohio/2/3/14", "A55.23", 5),
        h("10 Ky/2/3/14", "A55.23", 5),
        h("10 Ind/2/3/14", "A54.23", 4),
        h("74 Ind/2/3/14", "A54.23", 5),
        l("Van Derveer", "A59.22"),
        h("9 Ohio/3/3/14", "A59.22", 7),
        h("35 Ohio/3/3/14", "A59.22", 5),
        h("2 Minn/3/3/14", "A60.21", 7),
        h("87 Ind/3/3/14", "A60.21", 6),
        // Line 674 (11 Ohio: column "-", full 9).
        l("Reynolds", "A52.22"),
        l("E. King", "A52.23"),
        h("75 Ind/2/4/14", "A52.23", 5),
        h("101 Ind/2/4/14", "A52.23", 7),
        h("105 Ohio/2/4/14", "A53.23", 6),
        h("68 Ind/2/4/14", "A53.23", 5),
        h("19 Ind Lt/Arty/4/14", "A53.23", 6),
        l("Turchin", "A50.24"),
        h("92 Ohio/3/4/14", "A50.24", 7),
        h("18 Ky/3/4/14", "A50.24", 4),
        h("11 Ohio/3/4/14", "A50.23", 9),
        h("36 Ohio/3/4/14", "A51.24", 7),
        h("21 Ind Lt/Arty/4/14", "A51.24", 6),
        // Line 676 (15 Ohio: column "-", full 7).
        l("R. W. Johnson", "A42.22"),
        l("Willich", "A43.24"),
        h("89 Ill/1/2/20", "A43.24", 7),
        h("15 Ohio/1/2/20", "A43.24", 7),
        h("32 Ind/1/2/20", "A44.24", 6),
        h("49 Ohio/1/2/20", "A44.24", 4),
        l("Dodge", "A40.23"),
        h("30 Ind/2/2/20", "A40.23", 3),
        h("77 Penn/2/2/20", "A40.23", 3),
        h("79 Ill/2/2/20", "A39.23", 3),
        h("29 Ind/2/2/20", "A40.24", 5),
        l("Repl 3/2/20", "A46.26"),
        h("1 Ohio/3/2/20", "A46.26", 6),
        h("6 Ind/3/2/20", "A46.26", 5),
        h("93 Ohio/3/2/20", "A45.27", 4),
        h("5 Ind Lt/Arty/2/20", "A45.27", 5),
        h("5 Ky/3/2/20", "A45.26", 4),
        h("20 Ohio Lt/Arty/2/20", "A44.23", 6),
        h("A 1 Ohio/Arty/2/20", "A44.23", 6),
        // Line 678 (Hazen's "11 Ohio" read 41 Ohio).
        l("Palmer", "A46.22"),
        h("C 7 Ill Cav/2/21", "A46.22", 1),
        h("31 Ind/1/2/21", "A47.26", 6),
        h("1 Ky/1/2/21", "A47.26", 1),
        h("2 Ky/1/2/21", "A47.26", 6),
        l("Cruft", "A47.25"),
        h("90 Ohio/1/2/21", "A47.25", 6),
        l("Hazen", "A48.24"),
        h("6 Ky/2/2/21", "A48.24", 4),
        h("124 Ohio/2/2/21", "A48.24", 6),
        h("41 Ohio/2/2/21", "A49.25", 5),
        h("B 1 Ohio/Arty/2/21", "A49.25", 6),
        h("9 Ind/2/2/21", "A48.25", 6),
        h("F 1 Ohio/Arty/2/21", "A48.25", 6),
        l("Grose", "A47.24"),
        h("84 Ill/3/2/21", "A47.24", 7),
        h("6 Ohio/3/2/21", "A47.24", 5),
        h("36 Ind/3/2/21", "A46.24", 5),
        h("23 Ky/3/2/21", "A46.24", 4),
        h("24 Ohio/3/2/21", "A46.24", 4),
        h("H 4 US/Arty/2/21", "A46.23", 4),
        h("M 4 US/Arty/2/21", "A46.23", 4),
        // Line 686: 11:00 a.m. is turn 13.
        ("Res Corps (US) HQ", Arrives(13, "A1.12"), Some(1)),
        ("Res Corps (US) Supply", Arrives(13, "A1.12"), Some(1)),
        // Line 692.
        l("Bragg", "D50.03"),
        h("A Tenn HQ", "D50.03", 1),
        l("Polk", "D62.15"),
        h("P Corps HQ", "D62.15", 1),
        h("P Corps Supply", "D62.15", 1),
        h("Right Wing HQ", "D62.15", 1),
        h("Greenleaf/P Corps", "D62.15", 1),
        l("Forrest", "A25.34"),
        h("F Cav HQ", "A25.34", 1),
        h("Jackson/F Cav", "A25.34", 1),
        l("Armstrong", "A26.32"),
        h("Bradley/A/F Cav", "A26.32", 1),
        h("Morton/Arty/A/F Cav", "A26.32", 4),
        h("Huggins/Arty/A/F Cav", "A26.32", 4),
        ("Dibrell", Within(2, "A25.32"), None),
        ("4 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(6)),
        ("8 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(6)),
        ("9 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(5)),
        ("10 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(6)),
        ("11 Tenn/D/A/F Cav", Within(2, "A25.32"), Some(5)),
        ("Shaw/D/A/F Cav", Within(2, "A25.32"), Some(3)),
        l("Pegram", "D26.02"),
        ("Davidson", Within(2, "D26.02"), None),
        ("1 Ga/D/P/F Cav", Within(2, "D26.02"), Some(5)),
        ("6 Ga/D/P/F Cav", Within(2, "D26.02"), Some(4)),
        ("Rucker/D/P/F Cav", Within(2, "D26.02"), Some(6)),
        ("6 NC/D/P/F Cav", Within(2, "D26.02"), Some(6)),
        ("Huwald/D/P/F Cav", Within(2, "D26.02"), Some(4)),
        ("10 Conf/S/P/F Cav", Within(2, "D26.02"), Some(4)),
        l("Walker", "D32.04"),
        h("Res Corps HQ", "D32.04", 1),
        h("Res Corps Supply", "D32.04", 1),
        h("Nelson/Res Corps", "D32.04", 1),
        // Line 694 (C/G/Res column "-": full).
        l("Gist", "D36.02"),
        h("46 Ga/C/G/Res", "D40.01", 6),
        l("Colquitt", "D41.01"),
        h("24 SC/C/G/Res", "D41.01", 8),
        h("8 Ga Bn/C/G/Res", "D42.01", 4),
        h("29 NC/E/G/Res", "D35.02", 2),
        h("Pound/E/G/Res", "D35.02", 1),
        h("32 Texas/E/G/Res", "D36.02", 2),
        h("Howell/Arty/G/Res", "D36.02", 4),
        l("Ector", "D37.02"),
        h("10 Texas/E/G/Res", "D37.02", 2),
        h("14 Texas/E/G/Res", "D37.02", 1),
        h("9 Texas/E/G/Res", "D38.02", 2),
        h("Stone/E/G/Res", "D38.02", 1),
        h("1 Ga Bn SS/W/G/Res", "D29.03", 1),
        h("4 La Bn/W/G/Res", "D29.03", 2),
        h("25 Ga/W/G/Res", "D30.02", 4),
        l("Wilson", "D31.03"),
        h("30 Ga/W/G/Res", "D31.03", 4),
        h("29 Ga/W/G/Res", "D32.02", 3),
        // Line 696.
        l("Liddell", "D32.06"),
        h("Fowler/Arty/L/Res", "D32.06", 3),
        h("Warren/Arty/L/Res", "D32.06", 4),
        h("5+13 Ark/G/L/Res", "D29.06", 7),
        h("6+7 Ark/G/L/Res", "D30.05", 4),
        l("Govan", "D31.06"),
        h("1 La Reg/G/L/Res", "D31.06", 2),
        h("2+15 Ark/G/L/Res", "D31.06", 4),
        h("8 Ark/G/L/Res", "D32.05", 6),
        h("29 Miss/W/L/Res", "D33.06", 4),
        h("30 Miss/W/L/Res", "D34.05", 6),
        l("Walthall", "D35.06"),
        h("27 Miss/W/L/Res", "D35.06", 6),
        h("24 Miss/W/L/Res", "D36.05", 7),
        h("34 Miss/W/L/Res", "D37.06", 4),
        // Line 698.
        ("Cheatham", Within(1, "D59.06"), None),
        ("Carnes/Arty/C/P", Within(1, "D59.06"), Some(2)),
        ("Scogin/Arty/C/P", Within(1, "D59.06"), Some(3)),
        ("Scott/Arty/C/P", Within(1, "D59.06"), Some(3)),
        ("Smith/Arty/C/P", Within(1, "D59.06"), Some(4)),
        ("Stanford/Arty/C/P", Within(1, "D59.06"), Some(4)),
        h("2 Ga Bn SS/J/C/P", "D60.05", 1),
        h("5 Ga/J/C/P", "D60.05", 4),
        l("J. K. Jackson", "D61.05"),
        h("2/1 Conf/J/C/P", "D61.05", 3),
        h("5 Miss/J/C/P", "D61.05", 4),
        h("8 Miss/J/C/P", "D62.05", 7),
        l("Maney", "D60.02"),
        h("6+9 Tenn/M/C/P", "D60.02", 3),
        h("1+27 Tenn/M/C/P", "D61.03", 10),
        h("4 Tenn (PA)/M/C/P", "D62.03", 3),
        h("24 Tenn Bn SS/M/C/P", "D62.03", 2),
        h("Dawson SS/Sm/C/P", "D54.04", 5),
        h("12+47 Tenn/Sm/C/P", "D54.04", 4),
        l("Repl Sm/C/P", "D55.05"),
        h("11 Tenn/Sm/C/P", "D55.05", 4),
        h("29 Tenn/Sm/C/P", "D56.05", 4),
        h("13+154 Tenn/Sm/C/P", "D57.05", 4),
        h("33 Tenn/St/C/P", "D54.01", 5),
        h("31 Tenn/St/C/P", "D54.01", 4),
        l("Strahl", "D55.02"),
        h("24 Tenn/St/C/P", "D55.02", 4),
        h("19 Tenn/St/C/P", "D55.02", 3),
        h("4+5 Tenn/St/C/P", "D56.02", 4),
        h("38 Tenn/W/C/P", "D57.03", 3),
        l("Wright", "D58.02"),
        h("16 Tenn/W/C/P", "D58.02", 4),
        h("51+52 Tenn/W/C/P", "D58.02", 3),
        h("8 Tenn/W/C/P", "D59.03", 4),
        h("28 Tenn/W/C/P", "D59.03", 4),
        // Line 700 (B/H column "-": full; Helm not named, set up with 41 Ala).
        l("Hill", "D50.03"),
        h("H Corps HQ", "D50.03", 1),
        h("H Corps Supply", "D50.03", 1),
        l("Breckinridge", "A41.32"),
        h("Foules/B/H", "A41.32", 1),
        h("13+20 La/A/B/H", "A31.32", 6),
        h("16+25 La/A/B/H", "A32.31", 6),
        l("Adams", "A33.32"),
        h("19 La/A/B/H", "A33.32", 7),
        h("32 Ala/A/B/H", "A34.31", 6),
        h("14 La Bn/A/B/H", "A34.31", 3),
        h("6 Ky/H/B/H", "A40.31", 6),
        h("4 Ky/H/B/H", "A40.31", 5),
        l("Helm", "A41.31"),
        h("41 Ala/H/B/H", "A41.31", 8),
        h("9 Ky/H/B/H", "A42.31", 5),
        h("2 Ky/H/B/H", "A43.31", 6),
        h("47 Ga/S/B/H", "A36.31", 4),
        h("60 NC/S/B/H", "A36.31", 3),
        l("Stovall", "A37.32"),
        h("4 Fla/S/B/H", "A37.32", 5),
        h("1+3 Fla/S/B/H", "A38.31", 6),
        h("Cobb/Arty/B/H", "A42.32", 4),
        h("Slocumb/Arty/B/H", "A32.32", 3),
        h("Mebane/Arty/B/H", "A41.32", 4),
        // Line 702 ("B51.34" read A51.34).
        l("Cleburne", "A52.34"),
        h("Sanders/C/H", "A52.34", 1),
        h("Divisional Goal HQ (C/H)", "A52.34", 1),
        h("9+24 Ark/D/C/H", "A58.30", 5),
        h("6 Texas/D/C/H", "A58.30", 6),
        h("10+15 Texas/D/C/H", "A57.31", 8),
        l("Deshler", "A56.31"),
        h("17+18 Texas/D/C/H", "A56.31", 7),
        h("24+25 Texas/D/C/H", "A55.32", 8),
        h("1 Ark/P/C/H", "D47.02", 9),
        h("35 Tenn/P/C/H", "D48.01", 5),
        l("L. Polk", "D49.01"),
        h("48 Tenn/P/C/H", "D49.01", 3),
        h("2 Tenn/P/C/H", "D49.01", 5),
        h("3+5 Conf/P/C/H", "A50.34", 7),
        h("33 Ala/W/C/H", "A51.34", 6),
        h("16 Ala/W/C/H", "A51.34", 5),
        l("S. A. M. Wood", "A52.33"),
        h("45 Ala/W/C/H", "A52.33", 6),
        h("32+45 Miss/W/C/H", "A53.33", 7),
        h("15 Miss SS/W/C/H", "A54.32", 3),
        h("18 Ala Bn/W/C/H", "A54.32", 3),
        h("Douglas/Arty/C/H", "A57.32", 4),
        h("Semples/Arty/C/H", "A54.33", 4),
        h("Calvert/Arty/C/H", "D50.01", 4),
        // Line 704 (20 Tenn: column "2").
        l("Stewart", "A55.29"),
        h("Divisional Goal HQ (S/B)", "A55.29", 1),
        h("37 Ga/Ba/S/B", "A52.27", 5),
        l("Bate", "A53.27"),
        h("20 Tenn/Ba/S/B", "A53.27", 2),
        h("15+37 Tenn/Ba/S/B", "A53.27", 2),
        h("4 Ga Bn SS/Ba/S/B", "A54.26", 1),
        h("58 Ala/Ba/S/B", "A54.26", 5),
        h("23 Tenn Bn/Br/S/B", "A55.26", 2),
        h("18 Tenn/Br/S/B", "A55.26", 4),
        l("Brown", "A56.26"),
        h("32 Tenn/Br/S/B", "A56.26", 5),
        h("26 Tenn/Br/S/B", "A57.26", 3),
        h("45 Tenn/Br/S/B", "A57.26", 3),
        h("36 Ala/C/S/B", "A53.29", 7),
        l("Clayton", "A54.28"),
        h("38 Ala/C/S/B", "A54.28", 7),
        h("18 Ala/C/S/B", "A55.28", 6),
        h("Oliver/Arty/S/B", "A53.27", 4),
        h("Anderson/Arty/S/B", "A56.26", 4),
        h("Humphreys/Arty/S/B", "A54.28", 4),
    ];
    let wholes: &[Whole] = &[
        ("Arty/3/14", Within(1, "A57.22"), ""),
        ("Res Corps (US)", Arrives(13, "A1.12"), ""),
        ("W/A/F Cav", Within(2, "A27.32"), ""),
    ];
    let absent = [
        "P. Smith",
        "Baldwin",
        "2 Ga Cav/C/P",
        "Raum/H Corps",
        "Lenoir/H/P",
        "Martin/S/P/F Cav",
    ];
    check(&g, &rows, wholes, &absent);
    // Line 676: 2/2/14 and 3/2/14 in column, Arty/2/14 limbered.
    g.with_world(|w| {
        for (k, f) in [
            ("19 Ill/2/2/14", "column"),
            ("37 Ind/3/2/14", "column"),
            ("Bridges/Arty/2/14", "limbered"),
        ] {
            let u = &w.state.units[w.state.unit_by_key(k).unwrap() as usize];
            assert_eq!(
                u.formation.map(|x| w.catalog.formations[x].id.as_str()),
                Some(f),
                "{k}"
            );
        }
    });
    // Lines 680, 704: units in printed breastworks.
    check_status(
        &g,
        "breastworks",
        &[
            "33 Ohio/1/1/14",
            "79 Ill/2/2/20",
            "17 Ohio/1/3/14",
            "37 Ga/Ba/S/B",
            "45 Tenn/Br/S/B",
        ],
    );
    assert_eq!(var(&g, "ammunition")["union"], 200);
    assert_eq!(var(&g, "ammunition")["confederate"], 160);
    assert_eq!(var(&g, "previous_losses")["union"], 145);
    assert_eq!(var(&g, "previous_losses")["confederate"], 169);
    assert_eq!(levels(&g), chart([24, 13, 7, -6, -12, -23]));
}

#[test]
fn rule_6_6_rock_of_chickamauga() {
    let g = start("rock-of-chickamauga");
    // Line 714: 1:00 p.m. 20 September (day 2) to 8:00 p.m., 28 turns, Confederate first.
    check_calendar(&g, 2, "13:00", "confederate", 28);
    assert_eq!(last_turn_clock(2, "13:00", 28), (2, "20:00".to_string()));
    let h = |k: &'static str, x: &'static str, s: i32| (k, Hex(x), Some(s));
    let l = |k: &'static str, x: &'static str| (k, Hex(x), None);
    let e =
        |k: &'static str, a: &'static str, b: &'static str, s: Option<i32>| (k, Either(a, b), s);
    let wi = |k: &'static str, n: u32, x: &'static str, s: Option<i32>| (k, Within(n, x), s);
    let ar = |k: &'static str, t: i64, x: &'static str, s: Option<i32>| (k, Arrives(t, x), s);
    let rows: Vec<Row> = vec![
        // Line 718.
        wi("Thomas", 1, "A57.23", None),
        wi("14 Corps HQ", 1, "A57.23", Some(1)),
        wi("14 Corps Supply", 1, "A57.23", Some(1)),
        wi("9 Mich/14 Corps", 1, "A57.23", Some(8)),
        wi("L 1 Ohio Cav/14 Corps", 1, "A57.23", Some(1)),
        // Line 720.
        l("Baird", "A43.25"),
        e("Scribner", "A41.26", "A40.25", None),
        e("2 Ohio/1/1/14", "A41.26", "A40.25", Some(4)),
        e("33 Ohio/1/1/14", "A41.26", "A40.25", Some(5)),
        e("94 Ohio/1/1/14", "A41.26", "A40.25", Some(4)),
        e("38 Ind/1/1/14", "A41.26", "A40.25", Some(5)),
        e("10 Wis/1/1/14", "A41.26", "A40.25", Some(4)),
        e("Starkweather", "A42.26", "A43.27", None),
        e("24 Ill/2/1/14", "A42.26", "A43.27", Some(5)),
        e("79 Penn/2/1/14", "A42.26", "A43.27", Some(6)),
        e("1 Wis/2/1/14", "A42.26", "A43.27", Some(6)),
        e("21 Wis/2/1/14", "A42.26", "A43.27", Some(6)),
        e("J. King", "A40.24", "A41.24", None),
        e("1/15 US/3/1/14", "A40.24", "A41.24", Some(3)),
        e("1/16 US/3/1/14", "A40.24", "A41.24", Some(2)),
        e("1/18 US/3/1/14", "A40.24", "A41.24", Some(4)),
        e("2/18 US/3/1/14", "A40.24", "A41.24", Some(4)),
        e("1/19 US/3/1/14", "A40.24", "A41.24", Some(2)),
        // "set up with any 1/14 unit": on one of the brigades' hexes.
        wi("4 Ind Lt/Arty/1/14", 3, "A41.25", Some(4)),
        wi("A 1 Mich/Arty/1/14", 3, "A41.25", Some(1)),
        wi("H 5 US/Arty/1/14", 3, "A41.25", Some(2)),
        // Line 722 (column "-": full).
        l("J. Beatty", "A50.16"),
        h("19 Ill/2/2/14", "A50.11", 5),
        l("Stanley", "A49.11"),
        h("11 Mich/2/2/14", "A49.11", 7),
        h("18 Ohio/2/2/14", "A48.10", 7),
        h("21 Ohio/3/2/14", "A59.09", 11),
        // Line 724.
        h("Div Goal HQ A", "A47.13", 1),
        l("Brannan", "A53.12"),
        l("M. Walker", "A51.13"),
        h("82 Ind/1/3/14", "A52.14", 6),
        h("17 Ohio/1/3/14", "A50.13", 8),
        h("31 Ohio/1/3/14", "A50.14", 8),
        // Line 726.
        l("Repl 2/3/14", "A54.11"),
        h("4 Ky/2/3/14", "A54.11", 1),
        h("14 Ohio/2/3/14", "A54.11", 5),
        h("10 Ky/2/3/14", "A53.12", 5),
        h("74 Ind/2/3/14", "A50.22", 5),
        h("10 Ind/2/3/14", "A50.22", 4),
        l("Van Derveer", "A44.19"),
        h("35 Ohio/3/3/14", "A44.19", 4),
        h("2 Minn/3/3/14", "A44.20", 6),
        h("9 Ohio/3/3/14", "A44.21", 7),
        h("87 Ind/3/3/14", "A43.15", 6),
        h("D 1 Mich/Arty/3/14", "A43.15", 6),
        h("I 4 US/Arty/3/14", "A48.16", 6),
        // Line 728 (11 Ohio: whole brigade, column "-").
        l("Reynolds", "A51.23"),
        e("E. King", "A51.23", "A51.24", None),
        e("19 Ind Lt/Arty/4/14", "A51.23", "A51.24", Some(6)),
        e("68 Ind/2/4/14", "A51.23", "A51.24", Some(5)),
        e("105 Ohio/2/4/14", "A51.23", "A51.24", Some(6)),
        e("101 Ind/2/4/14", "A51.23", "A51.24", Some(7)),
        e("75 Ind/2/4/14", "A51.23", "A51.24", Some(5)),
        e("Turchin", "A50.24", "A49.25", None),
        e("21 Ind Lt/Arty/4/14", "A50.24", "A49.25", Some(6)),
        e("18 Ky/3/4/14", "A50.24", "A49.25", Some(4)),
        e("36 Ohio/3/4/14", "A50.24", "A49.25", Some(7)),
        e("92 Ohio/3/4/14", "A50.24", "A49.25", Some(7)),
        e("11 Ohio/3/4/14", "A50.24", "A49.25", Some(9)),
        // Line 730 (5 Ind Lt: column "4").
        l("R. W. Johnson", "A42.22"),
        e("Willich", "A48.21", "A48.22", None),
        e("89 Ill/1/2/20", "A48.21", "A48.22", Some(5)),
        e("32 Ind/1/2/20", "A48.21", "A48.22", Some(5)),
        e("15 Ohio/1/2/20", "A48.21", "A48.22", Some(4)),
        e("49 Ohio/1/2/20", "A48.21", "A48.22", Some(3)),
        e("Dodge", "A39.22", "A38.21", None),
        e("A 1 Ohio/Arty/2/20", "A39.22", "A38.21", Some(6)),
        e("79 Ill/2/2/20", "A39.22", "A38.21", Some(1)),
        e("29 Ind/2/2/20", "A39.22", "A38.21", Some(3)),
        e("30 Ind/2/2/20", "A39.22", "A38.21", Some(3)),
        e("77 Penn/2/2/20", "A39.22", "A38.21", Some(3)),
        e("Repl 3/2/20", "A39.23", "A40.23", None),
        e("5 Ind Lt/Arty/2/20", "A39.23", "A40.23", Some(4)),
        e("6 Ind/3/2/20", "A39.23", "A40.23", Some(3)),
        e("5 Ky/3/2/20", "A39.23", "A40.23", Some(4)),
        e("1 Ohio/3/2/20", "A39.23", "A40.23", Some(4)),
        e("93 Ohio/3/2/20", "A39.23", "A40.23", Some(2)),
        // Line 732 (column "-": full).
        l("Wood", "A48.16"),
        l("Buell", "A55.11"),
        h("58 Ind/1/1/21", "A55.11", 3),
        l("Harker", "A48.16"),
        h("64 Ohio/3/1/21", "A48.16", 7),
        h("125 Ohio/3/1/21", "A47.17", 5),
        h("65 Ohio/3/1/21", "A46.16", 6),
        h("3 Ky/3/1/21", "A47.15", 8),
        // Line 734 (the regiments under "2/2/21" are Grose's, under "3/2/21" Hazen's).
        l("Palmer", "A45.25"),
        h("C 7 Ill Cav/2/21", "A45.25", 1),
        e("Cruft", "A45.27", "A46.26", None),
        e("31 Ind/1/2/21", "A45.27", "A46.26", Some(6)),
        e("1 Ky/1/2/21", "A45.27", "A46.26", Some(1)),
        e("2 Ky/1/2/21", "A45.27", "A46.26", Some(6)),
        e("90 Ohio/1/2/21", "A45.27", "A46.26", Some(6)),
        e("Grose", "A47.26", "A47.25", None),
        e("84 Ill/3/2/21", "A47.26", "A47.25", Some(7)),
        e("36 Ind/3/2/21", "A47.26", "A47.25", Some(5)),
        e("23 Ky/3/2/21", "A47.26", "A47.25", Some(4)),
        e("6 Ohio/3/2/21", "A47.26", "A47.25", Some(5)),
        e("24 Ohio/3/2/21", "A47.26", "A47.25", Some(4)),
        e("Hazen", "A48.24", "A48.25", None),
        e("9 Ind/2/2/21", "A48.24", "A48.25", Some(6)),
        e("6 Ky/2/2/21", "A48.24", "A48.25", Some(4)),
        e("41 Ohio/2/2/21", "A48.24", "A48.25", Some(5)),
        e("124 Ohio/2/2/21", "A48.24", "A48.25", Some(6)),
        wi("B 1 Ohio/Arty/2/21", 4, "A46.26", Some(6)),
        wi("H 4 US/Arty/2/21", 4, "A46.26", Some(4)),
        wi("F 1 Ohio/Arty/2/21", 4, "A46.26", Some(6)),
        wi("M 4 US/Arty/2/21", 4, "A46.26", Some(4)),
        e("Barnes", "A44.27", "A44.26", None),
        e("8 Ky/3/3/21", "A44.27", "A44.26", Some(5)),
        e("35 Ind/3/3/21", "A44.27", "A44.26", Some(4)),
        e("51 Ohio/3/3/21", "A44.27", "A44.26", Some(5)),
        e("99 Ohio/3/3/21", "A44.27", "A44.26", Some(7)),
        // Line 736.
        h("17 Ky/1/3/21", "A51.13", 4),
        l("Dick", "A52.11"),
        h("13 Ohio/2/3/21", "A52.11", 2),
        h("44 Ind/2/3/21", "A45.17", 1),
        h("86 Ind/2/3/21", "A45.17", 2),
        // Line 746: Reserve Corps at 1:00 p.m. (turn 1); Sheridan, 3/20 from 3:00 p.m. (turn 9) on 9+,
        // at the loss charts' "Sept 20" strengths.
        ar("Res Corps (US) HQ", 1, "A1.12", Some(1)),
        ar("Res Corps (US) Supply", 1, "A1.12", Some(1)),
        ar("Sheridan", 9, "A1.12", None),
        ar("Lytle", 9, "A1.12", None),
        ar("Laiboldt", 9, "A1.12", None),
        ar("Bradley", 9, "A1.12", None),
        ar("36 Ill/1/3/20", 9, "A1.12", Some(2)),
        ar("88 Ill/1/3/20", 9, "A1.12", Some(1)),
        ar("21 Mich/1/3/20", 9, "A1.12", Some(3)),
        ar("24 Wisc/1/3/20", 9, "A1.12", Some(3)),
        ar("44 Ill/2/3/20", 9, "A1.12", Some(4)),
        ar("73 Ill/2/3/20", 9, "A1.12", Some(3)),
        ar("2 Mo/2/3/20", 9, "A1.12", Some(2)),
        ar("15 Mo/2/3/20", 9, "A1.12", Some(2)),
        ar("22 Ill/3/3/20", 9, "A1.12", Some(3)),
        ar("27 Ill/3/3/20", 9, "A1.12", Some(2)),
        ar("42 Ill/3/3/20", 9, "A1.12", Some(2)),
        ar("51 Ill/3/3/20", 9, "A1.12", Some(1)),
        ar("C 1 Ill/Arty/3/20", 9, "A1.12", Some(3)),
        ar("11 Ind Lt/Arty/3/20", 9, "A1.12", Some(4)),
        ar("G 1 Mo/Arty/3/20", 9, "A1.12", Some(6)),
        // Line 756-826 (Confederate).
        wi("Bragg", 1, "D43.14", None),
        wi("A Tenn HQ", 1, "D43.14", Some(1)),
        wi("A Tenn Supply", 1, "D43.14", Some(1)),
        wi("Dreux/A Tenn", 1, "D43.14", Some(1)),
        wi("Holloway/A Tenn", 1, "D43.14", Some(1)),
        l("Polk", "D50.01"),
        h("Right Wing HQ", "D50.01", 1),
        h("P Corps Supply", "D50.01", 1),
        h("Greenleaf/P Corps", "D50.01", 1),
        l("Cheatham", "A38.32"),
        h("2 Ga Cav/C/P", "A38.32", 1),
        h("29 Tenn/Sm/C/P", "A29.29", 4),
        h("Dawson SS/Sm/C/P", "A30.29", 5),
        l("Repl Sm/C/P", "A31.30"),
        h("13+154 Tenn/Sm/C/P", "A31.30", 4),
        h("Scott/Arty/C/P", "A31.30", 3),
        h("11 Tenn/Sm/C/P", "A32.30", 4),
        h("12+47 Tenn/Sm/C/P", "A33.31", 4),
        h("33 Tenn/St/C/P", "A34.31", 5),
        h("4+5 Tenn/St/C/P", "A34.31", 4),
        l("Strahl", "A35.32"),
        h("31 Tenn/St/C/P", "A35.32", 4),
        h("Stanford/Arty/C/P", "A35.32", 4),
        h("19 Tenn/St/C/P", "A36.32", 3),
        h("24 Tenn/St/C/P", "A37.33", 4),
        h("8 Tenn/W/C/P", "A38.32", 4),
        h("28 Tenn/W/C/P", "A38.32", 4),
        l("Wright", "A39.33"),
        h("38 Tenn/W/C/P", "A39.33", 3),
        h("Carnes/Arty/C/P", "A39.33", 2),
        h("16 Tenn/W/C/P", "A40.33", 4),
        h("51+52 Tenn/W/C/P", "A40.33", 3),
        h("24 Tenn Bn SS/M/C/P", "A41.34", 1),
        h("4 Tenn (PA)/M/C/P", "A41.34", 3),
        l("Maney", "A42.33"),
        h("1+27 Tenn/M/C/P", "A42.33", 10),
        h("6+9 Tenn/M/C/P", "A43.34", 3),
        h("Smith/Arty/C/P", "A43.34", 4),
        l("Hill", "A41.32"),
        h("H Corps HQ", "A41.32", 1),
        h("H Corps Supply", "A41.32", 1),
        h("Raum/H Corps", "A41.32", 1),
        l("Breckinridge", "A35.31"),
        h("Foules/B/H", "A35.31", 1),
        h("1+3 Fla/S/B/H", "A30.25", 2),
        h("Mebane/Arty/B/H", "A30.25", 4),
        l("Stovall", "A31.26"),
        h("4 Fla/S/B/H", "A31.26", 1),
        h("47 Ga/S/B/H", "A32.26", 1),
        h("60 NC/S/B/H", "A32.26", 1),
        h("14 La Bn/A/B/H", "A33.27", 3),
        h("32 Ala/A/B/H", "A33.27", 2),
        h("16+25 La/A/B/H", "A34.27", 2),
        h("Slocumb/Arty/B/H", "A34.27", 5),
        l("Repl A/B/H", "A35.28"),
        h("13+20 La/A/B/H", "A35.28", 2),
        h("19 La/A/B/H", "A36.28", 2),
        h("2 Ky/H/B/H", "A36.29", 2),
        h("Cobb/Arty/B/H", "A36.29", 4),
        l("Repl H/B/H", "A37.30"),
        h("41 Ala/H/B/H", "A37.30", 2),
        h("4 Ky/H/B/H", "A38.30", 3),
        h("6 Ky/H/B/H", "A39.31", 6),
        h("9 Ky/H/B/H", "A39.31", 1),
        l("Cleburne", "A47.31"),
        h("Sanders/C/H", "A47.31", 1),
        h("35 Tenn/P/C/H", "A42.30", 4),
        h("48 Tenn/P/C/H", "A42.30", 1),
        l("L. Polk", "A43.30"),
        h("1 Ark/P/C/H", "A43.30", 4),
        h("Calvert/Arty/C/H", "A43.30", 4),
        h("3+5 Conf/P/C/H", "A44.30", 7),
        h("2 Tenn/P/C/H", "A44.30", 2),
        h("33 Ala/W/C/H", "A45.30", 5),
        h("16 Ala/W/C/H", "A46.29", 4),
        h("Semples/Arty/C/H", "A46.29", 4),
        l("S. A. M. Wood", "A47.29"),
        h("45 Ala/W/C/H", "A47.29", 7),
        h("32+45 Miss/W/C/H", "A48.28", 4),
        h("18 Ala Bn/W/C/H", "A48.28", 1),
        h("15 Miss SS/W/C/H", "A48.28", 1),
        h("24+25 Texas/D/C/H", "A49.28", 4),
        h("Douglas/Arty/C/H", "A49.28", 4),
        l("Repl D/C/H", "A50.27"),
        h("10+15 Texas/D/C/H", "A50.27", 4),
        h("17+18 Texas/D/C/H", "A50.27", 3),
        h("6 Texas/D/C/H", "A51.27", 4),
        h("9+24 Ark/D/C/H", "A51.27", 1),
        h("5 Miss/J/C/P", "A39.29", 4),
        h("5 Ga/J/C/P", "A39.29", 4),
        h("8 Miss/J/C/P", "A40.29", 7),
        h("Scogin/Arty/C/P", "A40.29", 3),
        l("J. K. Jackson", "A41.30"),
        h("2/1 Conf/J/C/P", "A41.30", 3),
        h("2 Ga Bn SS/J/C/P", "A41.30", 1),
        l("Walker", "A33.25"),
        h("Res Corps HQ", "A33.25", 1),
        h("Nelson/Res Corps", "A33.25", 1),
        h("Res Corps Supply", "A29.26", 1),
        l("Gist", "A36.25"),
        h("Howell/Arty/G/Res", "A36.25", 4),
        h("9 Texas/E/G/Res", "A37.27", 2),
        h("14 Texas/E/G/Res", "A37.27", 1),
        h("Stone/E/G/Res", "A37.27", 1),
        h("Pound/E/G/Res", "A37.27", 1),
        l("Ector", "A37.26"),
        h("29 NC/E/G/Res", "A37.26", 2),
        h("32 Texas/E/G/Res", "A37.26", 2),
        h("10 Texas/E/G/Res", "A37.26", 2),
        l("Wilson", "A37.25"),
        h("29 Ga/W/G/Res", "A37.25", 3),
        h("25 Ga/W/G/Res", "A37.25", 3),
        h("4 La Bn/W/G/Res", "A36.24", 2),
        h("1 Ga Bn SS/W/G/Res", "A36.24", 1),
        h("30 Ga/W/G/Res", "A36.24", 3),
        l("Colquitt", "A35.24"),
        h("24 SC/C/G/Res", "A35.24", 4),
        h("46 Ga/C/G/Res", "A34.23", 5),
        h("8 Ga Bn/C/G/Res", "A34.23", 2),
        l("Liddell", "A32.23"),
        h("Warren/Arty/L/Res", "A32.23", 4),
        h("30 Miss/W/L/Res", "A33.23", 3),
        h("29 Miss/W/L/Res", "A33.23", 2),
        l("Walthall", "A32.22"),
        h("27 Miss/W/L/Res", "A32.22", 4),
        h("34 Miss/W/L/Res", "A32.22", 2),
        h("24 Miss/W/L/Res", "A31.23", 5),
        l("Govan", "A30.23"),
        h("5+13 Ark/G/L/Res", "A30.23", 5),
        h("2+15 Ark/G/L/Res", "A30.23", 2),
        h("8 Ark/G/L/Res", "A29.23", 3),
        h("1 La Reg/G/L/Res", "A29.23", 1),
        h("6+7 Ark/G/L/Res", "A29.23", 2),
        h("Fowler/Arty/L/Res", "A30.24", 3),
        l("Forrest", "A25.28"),
        h("F Cav HQ", "A25.28", 1),
        h("Jackson/F Cav", "A25.28", 1),
        l("Armstrong", "A24.26"),
        h("Bradley/A/F Cav", "A24.26", 1),
        h("Huggins/Arty/A/F Cav", "A28.26", 4),
        h("Morton/Arty/A/F Cav", "A26.26", 4),
        wi("Dibrell", 1, "A22.26", None),
        wi("4 Tenn/D/A/F Cav", 1, "A22.26", Some(6)),
        wi("8 Tenn/D/A/F Cav", 1, "A22.26", Some(6)),
        wi("9 Tenn/D/A/F Cav", 1, "A22.26", Some(6)),
        wi("10 Tenn/D/A/F Cav", 1, "A22.26", Some(6)),
        wi("11 Tenn/D/A/F Cav", 1, "A22.26", Some(5)),
        wi("Shaw/D/A/F Cav", 1, "A22.26", Some(3)),
        l("Pegram", "A20.25"),
        wi("Davidson", 2, "A18.26", None),
        wi("Huwald/D/P/F Cav", 2, "A18.26", Some(4)),
        wi("10 Conf/S/P/F Cav", 2, "A18.26", Some(4)),
        wi("1 Ga/D/P/F Cav", 2, "A18.26", Some(3)),
        wi("6 Ga/D/P/F Cav", 2, "A18.26", Some(4)),
        wi("6 NC/D/P/F Cav", 2, "A18.26", Some(6)),
        wi("Rucker/D/P/F Cav", 2, "A18.26", Some(6)),
        l("Longstreet", "A60.24"),
        h("Left Wing HQ", "A60.24", 1),
        h("A 1 La Cav/1 Corps", "A60.24", 1),
        wi("Lumsden/R/1 Corps", 1, "A60.24", Some(3)),
        l("Stewart", "A58.25"),
        h("15+37 Tenn/Ba/S/B", "A57.27", 4),
        h("20 Tenn/Ba/S/B", "A57.27", 2),
        l("Bate", "A58.26"),
        h("58 Ala/Ba/S/B", "A58.26", 5),
        h("4 Ga Bn SS/Ba/S/B", "A58.26", 1),
        h("37 Ga/Ba/S/B", "A58.25", 5),
        h("32 Tenn/Br/S/B", "A57.24", 5),
        h("Anderson/Arty/S/B", "A57.24", 4),
        l("Repl Br/S/B", "A56.24"),
        h("23 Tenn Bn/Br/S/B", "A56.24", 2),
        h("18 Tenn/Br/S/B", "A56.24", 4),
        h("Oliver/Arty/S/B", "A56.24", 4),
        h("45 Tenn/Br/S/B", "A56.25", 3),
        h("26 Tenn/Br/S/B", "A56.25", 3),
        h("Humphreys/Arty/S/B", "A56.25", 4),
        h("38 Ala/C/S/B", "A55.26", 7),
        l("Clayton", "A54.26"),
        h("18 Ala/C/S/B", "A54.26", 6),
        h("36 Ala/C/S/B", "A53.27", 7),
        l("Hood", "A60.16"),
        h("1 Corps HQ", "A60.16", 1),
        h("E+C 1 La Cav/1 Corps", "A60.16", 2),
        l("B. R. Johnson", "A60.13"),
        wi("Repl G/JPD/1", 1, "A61.12", None),
        wi("1 Tenn Bn/G/JPD/1", 1, "A61.12", Some(1)),
        wi("3 Tenn/G/JPD/1", 1, "A61.12", Some(3)),
        wi("10 Tenn/G/JPD/1", 1, "A61.12", Some(3)),
        wi("30 Tenn/G/JPD/1", 1, "A61.12", Some(2)),
        wi("41 Tenn/G/JPD/1", 1, "A61.12", Some(3)),
        wi("50 Tenn/G/JPD/1", 1, "A61.12", Some(1)),
        wi("7 Texas/G/JPD/1", 1, "A61.12", Some(2)),
        wi("Bledsoe/G/JPD/1", 1, "A61.12", Some(4)),
        wi("Fulton", 1, "A61.10", None),
        wi("17 Tenn/F/JPD/1", 1, "A61.10", Some(3)),
        wi("23 Tenn/F/JPD/1", 1, "A61.10", Some(3)),
        wi("25 Tenn/F/JPD/1", 1, "A61.10", Some(2)),
        wi("44 Tenn/F/JPD/1", 1, "A61.10", Some(5)),
        wi("York/F/JPD/1", 1, "A61.10", Some(3)),
        wi("McNair", 1, "A60.14", None),
        wi("1 Ark MR/M/JPD/1", 1, "A60.14", Some(4)),
        wi("4+31+4 Ark Bn/M/JPD/1", 1, "A60.14", Some(7)),
        wi("25 Ark/M/JPD/1", 1, "A60.14", Some(2)),
        wi("39 NC/M/JPD/1", 1, "A60.14", Some(4)),
        wi("2 Ark MR/M/JPD/1", 1, "A60.14", Some(3)),
        wi("Culpepper/M/JPD/1", 1, "A60.14", Some(4)),
        l("Law", "A58.19"),
        l("Benning", "A57.21"),
        h("2 Ga/B/L/1", "A57.21", 3),
        h("15 Ga/B/L/1", "A57.21", 2),
        h("17 Ga/B/L/1", "A57.21", 4),
        h("20 Ga/B/L/1", "A57.21", 2),
        wi("Robertson", 1, "A58.20", None),
        wi("3 Ark/R/L/1", 1, "A58.20", Some(5)),
        wi("1 Texas/R/L/1", 1, "A58.20", Some(3)),
        wi("4 Texas/R/L/1", 1, "A58.20", Some(3)),
        wi("5 Texas/R/L/1", 1, "A58.20", Some(2)),
        wi("Repl S/L/1", 1, "A58.22", None),
        wi("4 Ala/S/L/1", 1, "A58.22", Some(3)),
        wi("15 Ala/S/L/1", 1, "A58.22", Some(4)),
        wi("44 Ala/S/L/1", 1, "A58.22", Some(3)),
        wi("47 Ala/S/L/1", 1, "A58.22", Some(4)),
        wi("48 Ala/S/L/1", 1, "A58.22", Some(2)),
        l("Kershaw", "A57.18"),
        l("Humphreys", "A55.19"),
        h("21 Miss/H/M/1", "A55.19", 7),
        h("18 Miss/H/M/1", "A55.19", 7),
        h("13 Miss/H/M/1", "A55.20", 7),
        h("17 Miss/H/M/1", "A55.20", 6),
        h("8 SC/K/M/1", "A58.16", 5),
        h("15 SC/K/M/1", "A58.16", 5),
        l("Repl K/M/1", "A58.17"),
        h("3 SC Bn/K/M/1", "A58.17", 3),
        h("3 SC/K/M/1", "A58.17", 7),
        h("7 SC/K/M/1", "A58.18", 6),
        h("2 SC/K/M/1", "A58.18", 6),
        // Line 834: from 2:00 p.m. (turn 5) and 2:30 p.m. (turn 7) on 9+.
        ar("Buckner", 5, "A62.24", None),
        ar("B Corps HQ", 5, "A62.24", Some(1)),
        ar("B Corps Supply", 5, "A62.24", Some(1)),
        ar("Clark/B Corps", 5, "A62.24", Some(1)),
        ar("1 Fla Cav/T/P/B", 5, "A62.24", Some(7)),
        ar("6 Fla/T/P/B", 5, "A62.24", Some(4)),
        ar("7 Fla/T/P/B", 5, "A62.24", Some(7)),
        ar("54 Va/T/P/B", 5, "A62.24", Some(7)),
        ar("7 Miss/A/H/P", 7, "A62.10", Some(4)),
        ar("9 Miss/A/H/P", 7, "A62.10", Some(4)),
        ar("10 Miss/A/H/P", 7, "A62.10", Some(4)),
        ar("41 Miss/A/H/P", 7, "A62.10", Some(5)),
        ar("44 Miss/A/H/P", 7, "A62.10", Some(3)),
        ar("19 Ala/D/H/P", 7, "A62.10", Some(5)),
        ar("22 Ala/D/H/P", 7, "A62.10", Some(4)),
        ar("25 Ala/D/H/P", 7, "A62.10", Some(4)),
        ar("39 Ala/D/H/P", 7, "A62.10", Some(4)),
        ar("50 Ala/D/H/P", 7, "A62.10", Some(7)),
        ar("24 Ala/M/H/P", 7, "A62.10", Some(6)),
        ar("28 Ala/M/H/P", 7, "A62.10", Some(6)),
        ar("34 Ala/M/H/P", 7, "A62.10", Some(7)),
        ar("10+19 SC/M/H/P", 7, "A62.10", Some(5)),
    ];
    let wholes: &[Whole] = &[
        ("Res Corps (US)", Arrives(1, "A1.12"), ""),
        ("W/A/F Cav", Within(1, "A24.26"), ""),
        ("R/1 Corps", Within(1, "A60.24"), ""),
        ("P/B", Arrives(5, "A62.24"), ""),
        ("W/B Corps", Arrives(5, "A62.24"), ""),
        ("H/P", Arrives(7, "A62.10"), ""),
    ];
    let absent = [
        "Negley",
        "Connell",
        "Croxton",
        "Crittenden",
        "Van Cleve",
        "S. Beatty",
        "Sirwell",
        "C 1 Ohio/Arty/3/14",
        "20 Ohio Lt/Arty/2/20",
        "Baldwin",
        "P. Smith",
        "Helm",
        "Adams",
        "Deshler",
        "Gregg",
        "Sheffield",
        "Brown",
        "P Corps HQ",
        "65 Ga/K/P/B",
        "Jeffress/Arty/P/B",
        "Baxter/W/B Corps",
        "Martin/S/P/F Cav",
    ];
    check(&g, &rows, wholes, &absent);
    check_status(
        &g,
        "disorganized",
        &["17 Ohio/1/3/14", "31 Ohio/1/3/14", "17 Ky/1/3/21"],
    );
    check_status(
        &g,
        "breastworks",
        &["2 Ohio/1/1/14", "31 Ind/1/2/21", "8 Ky/3/3/21"],
    );
    // Line 746 / 834: the rolled arrivals carry their roll.
    g.with_world(|w| {
        for k in ["Sheridan", "Buckner", "7 Miss/A/H/P"] {
            let u = &w.state.units[w.state.unit_by_key(k).unwrap() as usize];
            let r = &u.props["arrives"]["roll"];
            assert_eq!(
                (r["dice"].as_i64(), r["on_or_above"].as_i64()),
                (Some(2), Some(9)),
                "{k}"
            );
        }
    });
    assert_eq!(var(&g, "ammunition")["union"], 80);
    assert_eq!(var(&g, "ammunition")["confederate"], 120);
    assert_eq!(var(&g, "previous_losses")["union"], 190);
    assert_eq!(var(&g, "previous_losses")["confederate"], 254);
    assert_eq!(levels(&g), chart([20, 10, 4, -3, -9, -19]));
}
