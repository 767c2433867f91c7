//! The set-up checker shared by the This Terrible Sound scenario tests
//! (tests/this_terrible_sound_setup*.rs): where each unit of a transcribed table must be,
//! whole commands, statuses, the calendar, and the victory chart.

use sandtable::kernel::Location;
use sandtable::session::Game;
use std::collections::{BTreeMap, BTreeSet};

pub const RS: &str = "this-terrible-sound";

#[derive(Clone, Copy, Debug)]
pub enum At {
    Hex(&'static str),
    Within(u32, &'static str),
    /// "in line between A and B": on the straight hex line between them.
    Line(&'static str, &'static str),
    /// On one of two hexes ("1/1/14—A41.26, A40.25").
    Either(&'static str, &'static str),
    /// A reinforcement: arrival turn and entry hex.
    Arrives(i64, &'static str),
}
pub use At::*;

/// (unit key, where, strength or None for leaders, HQs, supply and markers).
pub type Row = (&'static str, At, Option<i32>);
/// (command key, where, formation or "") — every unit under the command no row names.
pub type Whole = (&'static str, At, &'static str);

pub fn start(scenario: &str) -> Game {
    super::start(&super::library(), RS, scenario, 1, &[])
}

pub fn ancestors(w: &sandtable::kernel::World, parent: &Option<String>) -> Vec<String> {
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
pub fn check(g: &Game, rows: &[Row], wholes: &[Whole], absent: &[&str]) {
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
                    let got = arr
                        .get("hex")
                        .or_else(|| arr.get("area"))
                        .and_then(|v| v.as_str())
                        .unwrap_or("");
                    if got_turn != Some(turn) || got != place {
                        failures.push(format!(
                            "{key}: arrives {got_turn:?} at {got:?} instead of turn {turn} at {place}"
                        ));
                    }
                    if w.hex(place).is_err() && !w.map.areas.contains_key(place) {
                        failures.push(format!("{key}: entry {place} is neither a hex nor an area"));
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

/// Units with a status at start (breastworks, disorganized).
pub fn check_status(g: &Game, status: &str, keys: &[&str]) {
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
pub fn check_calendar(g: &Game, day: u32, time: &str, first: &str, turns: u32) {
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
pub fn last_turn_clock(day: u32, time: &str, turns: u32) -> (u32, String) {
    let lib = super::library_with_scenario(
        RS,
        "span",
        &format!(
            r#"return {{ name = "span", turns = {turns}, start = {{ day = {day}, time = "{time}" }},
  map = {{ cols = 2, rows = 2 }} }}"#
        ),
    );
    let mut g = super::start(&lib, RS, "span", 1, &[]);
    while !g.is_over() {
        g.apply(serde_json::json!({"kind": "end_phase"})).unwrap();
    }
    g.with_world(|w| {
        let m = w.state.clock.minute;
        (w.state.clock.day, format!("{:02}:{:02}", m / 60, m % 60))
    })
}

pub fn var(g: &Game, name: &str) -> serde_json::Value {
    g.with_world(|w| w.state.vars.get(name).cloned().unwrap_or_default())
}

/// vars.victory.levels as (min, winner, level).
pub fn levels(g: &Game) -> Vec<(i64, String, String)> {
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
/// bounds (Confederate minus Union VP); the last is "or less" (`bottom`, as the scenario writes it).
pub fn chart(mins: [i64; 6], bottom: i64) -> Vec<(i64, String, String)> {
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
                if i < 6 { mins[i] } else { bottom },
                w[i].to_string(),
                l[i].to_string(),
            )
        })
        .collect()
}
