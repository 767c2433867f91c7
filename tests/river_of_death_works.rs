//! River of Death: works and arrivals (rulesets/river-of-death/works.lua, arrivals.lua).
//! Each test builds a small position (tests/common/rod.rs: open pointy-topped ground, `CCRR`
//! labels, odd rows shifted) or starts a real scenario, forces the dice where a roll matters
//! and checks the exact outcome.
//!
//! Geometry: on the pointy-topped map a hex's E and W neighbours are in the same row (2325 is
//! W of 2425). The test maps carry the creek, fords and bridges at the hexsides map.lua gives
//! them (charts.fords: Lambert's Ford 2325/2425, number 5; Dyer's Ford 2806/2906, 6; works.lua:
//! Reed's Bridge 2717/2817, Alexander's Bridge 2128/2228, Dyer's bridge 2806/2906).

mod common;

use common::{act, events, goto_phase, refuse, rod, unit};
use mlua::{Function, Value};
use sandtable::script::Mode;
use sandtable::session::Game;
use serde_json::{Value as Json, json};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn run(g: &Game, mode: Mode, src: &str) -> Json {
    let f: Function = g
        .engine
        .lua()
        .load(src)
        .set_name("@test.lua")
        .into_function()
        .unwrap_or_else(|e| panic!("{src}: {e}"));
    let v: Value = g
        .engine
        .call("test", &f, (), mode)
        .unwrap_or_else(|e| panic!("{src}: {e}"));
    g.engine.to_json(v).unwrap()
}

/// Evaluates Lua in query mode (reads only).
fn query(g: &Game, src: &str) -> Json {
    run(g, Mode::Query, src)
}

fn var(g: &Game, name: &str) -> Json {
    g.with_world(|w| w.state.vars.get(name).cloned().unwrap_or(Json::Null))
}

/// The map of the creek crossings used by these tests: 30 × 30 clear hexes with the creek,
/// fords and bridges of map.lua at their hexsides.
fn creek_map(extra: &str) -> String {
    rod::open_map(
        30,
        30,
        &format!(
            r#"hexsides = {{
      creek = {{ "2325/2425", "2806/2906", "2717/2817", "2128/2228" }},
      ford = {{ "2325/2425", "2806/2906", "2717/2817" }},
      bridge = {{ "2806/2906", "2717/2817", "2128/2228" }},
    }}, {extra}"#
        ),
    )
}

fn game_at(units: &[String], turns: u32, day: u32, time: &str, extra: &str) -> Game {
    let src = rod::scenario(&creek_map(""), units, turns, day, time, extra);
    rod::game("works_test", &src)
}

fn status(g: &Game, key: &str) -> Vec<String> {
    rod::look(g, key).2
}

fn end_phase(g: &mut Game) {
    act(g, r#"{"kind":"end_phase"}"#);
}

/// The step cost of `key` into `to` (nil when prohibited).
fn step(g: &Game, key: &str, to: &str) -> Json {
    query(g, &format!("return sandtable.move.step('{key}', '{to}')"))
}

// ---------------------------------------------------------------------------------------------
// 6.83 / 6.85 / 6.84: the creek only at bridges and located fords
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_83_creek_crossed_only_at_located_fords_and_intact_bridges() {
    let units = vec![
        rod::line("A", "union", 10, "2325", "E", "1-XIV"),
        rod::line("B", "union", 10, "2806", "E", "1-XIV"),
        rod::line("C", "union", 10, "2128", "E", "1-XIV"),
        rod::line("D", "union", 10, "2717", "E", "1-XIV"),
    ];
    // Dyer's Ford located; Alexander's Bridge destroyed at the start.
    let extra = r#"vars = { casualties = { union = 0, confederate = 0 }, entrenchments = {}, fords_located = { "Dyer's Ford" }, bridges_destroyed = { "Alexander's Bridge" } },"#;
    let g = game_at(&units, 3, 0, "15:00", extra);
    // Lambert's Ford is not located: the creek is closed there.
    assert_eq!(step(&g, "A", "2425"), Json::Null);
    assert_eq!(
        query(
            &g,
            "return sandtable.map.has_hexside('2325', '2425', 'ford')"
        ),
        json!(false)
    );
    // Dyer's Ford is located (and Dyer's bridge stands).
    assert_ne!(step(&g, "B", "2906"), Json::Null);
    // Alexander's Bridge destroyed: closed.
    assert_eq!(step(&g, "C", "2228"), Json::Null);
    // Reed's Bridge intact (its ford unlocated does not matter).
    assert_ne!(step(&g, "D", "2817"), Json::Null);
}

#[test]
fn rule_6_852_a_located_ford_is_open_to_both_sides() {
    let units = vec![
        rod::line("A", "union", 10, "2325", "E", "1-XIV"),
        rod::line("R", "confederate", 10, "2426", "W", "Cheatham"),
    ];
    let g = game_at(&units, 3, 0, "15:00", "");
    assert_eq!(step(&g, "A", "2425"), Json::Null);
    run(
        &g,
        Mode::Change,
        "return require('works').locate_ford('2425', '2325', '7.52 advance')",
    );
    assert_ne!(step(&g, "A", "2425"), Json::Null);
    assert_eq!(var(&g, "fords_located"), json!(["Lambert's Ford"]));
    // The Confederate may use it too.
    let r = query(
        &g,
        "return sandtable.map.has_hexside('2425', '2325', 'ford') and not sandtable.map.has_hexside('2425', '2325', 'creek')",
    );
    assert_eq!(r, json!(true));
}

// ---------------------------------------------------------------------------------------------
// 6.67 / 6.69 entrenchment benefits and crossing costs
// ---------------------------------------------------------------------------------------------

fn entrenched_game(formation_extra: &str) -> Game {
    let units = vec![
        rod::unit_lua(
            "A",
            "union",
            "infantry",
            10,
            "1010",
            &format!(r#"parent = "1-XIV", facing = "E", {formation_extra}"#),
        ),
        rod::unit_lua(
            "G",
            "union",
            "artillery",
            4,
            "0910",
            r#"parent = "1-XIV", formation = "limbered","#,
        ),
        rod::unit_lua(
            "M",
            "union",
            "infantry",
            10,
            "0810",
            r#"parent = "1-XIV", formation = "column","#,
        ),
    ];
    let extra = r#"vars = { casualties = { union = 0, confederate = 0 }, entrenchments = { { hex = "1010", facing = "E" } }, fords_located = {}, bridges_destroyed = {} },"#;
    game_at(&units, 3, 0, "15:00", extra)
}

#[test]
fn rule_6_67_fired_at_only_through_entrenched_hexsides() {
    let g = entrenched_game(r#"formation = "line","#);
    let e = rod::next(&g, "1010", "E");
    let ne = rod::next(&g, "1010", "NE");
    let se = rod::next(&g, "1010", "SE");
    let w = rod::next(&g, "1010", "W");
    let nw = rod::next(&g, "1010", "NW");
    let ask = |from: &str| {
        query(
            &g,
            &format!("return require('works').entrenched_against('A', '{from}')"),
        )
    };
    // The three frontal hexsides of an entrenchment facing E: NE, E, SE.
    assert_eq!(ask(&e), json!(true));
    assert_eq!(ask(&ne), json!(true));
    assert_eq!(ask(&se), json!(true));
    assert_eq!(ask(&w), json!(false));
    assert_eq!(ask(&nw), json!(false));
    // At range: two hexes due east leaves through the E hexside.
    let e2 = rod::next(&g, &e, "E");
    assert_eq!(ask(&e2), json!(true));
    // Two hexes west: through the W hexside.
    let w2 = rod::next(&g, &w, "W");
    assert_eq!(ask(&w2), json!(false));
}

#[test]
fn rule_6_66_only_line_dismounted_and_unlimbered_benefit() {
    let g = entrenched_game(r#"formation = "column","#);
    let e = rod::next(&g, "1010", "E");
    assert_eq!(
        query(
            &g,
            &format!("return require('works').entrenched_against('A', '{e}')")
        ),
        json!(false)
    );
}

#[test]
fn rule_6_69_entrenched_hexside_costs_two_and_bars_limbered_artillery() {
    let g = entrenched_game(r#"formation = "line","#);
    let e = rod::next(&g, "1010", "E");
    let w = rod::next(&g, "1010", "W");
    let cost = |key: &str, from: &str, to: &str| {
        query(
            &g,
            &format!(
                "local c, why, crest = require('works').crossing_cost('{key}', '{from}', '{to}') return {{ cost = c or 'nil', why = why, crest = crest }}"
            ),
        )
    };
    // Into the entrenched hex across its E hexside, either way: +2 for infantry; the crest flag.
    assert_eq!(cost("M", &e, "1010"), json!({ "cost": 2, "crest": true }));
    assert_eq!(cost("M", "1010", &e), json!({ "cost": 2, "crest": true }));
    // Across its rear hexside: nothing.
    assert_eq!(cost("M", &w, "1010"), json!({ "cost": 0 }));
    // Limbered artillery never crosses.
    let r = cost("G", &e, "1010");
    assert_eq!(r["cost"], json!("nil"));
    assert!(r["why"].as_str().unwrap().starts_with("6.69"), "{r}");
}
