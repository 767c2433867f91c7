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

/// A var (an empty table, stored without keys, reads as an empty list).
fn var(g: &Game, name: &str) -> Json {
    let v = g.with_world(|w| w.state.vars.get(name).cloned().unwrap_or(Json::Null));
    if v == json!({}) { json!([]) } else { v }
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

/// Ends the current phase, then ends phases until `side`'s `phase` (of the next turn when the
/// current phase is that one).
fn next_phase(g: &mut Game, side: &str, phase: &str) {
    end_phase(g);
    goto_phase(g, side, phase);
}

fn turn(g: &Game) -> u32 {
    g.with_world(|w| w.state.turn)
}

// ---------------------------------------------------------------------------------------------
// 6.6 Entrenching
// ---------------------------------------------------------------------------------------------

/// Union infantry A in line at 1010 facing E with BAIRD (1-XIV) beside it at 0910, and more.
fn digging_game(time: &str, more: &[String]) -> Game {
    let mut units = vec![
        rod::line("A", "union", 10, "1010", "E", "1-XIV"),
        rod::leader("BAIRD", "union", "0910", "1-XIV", 3, 1),
    ];
    units.extend_from_slice(more);
    game_at(&units, 6, 0, time, "")
}

#[test]
fn rule_6_623_digging_becomes_an_entrenchment_at_the_next_movement_phase() {
    let mut g = digging_game("21:00", &[]);
    goto_phase(&mut g, "union", "movement");
    act(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
    assert!(status(&g, "A").contains(&"digging".to_string()));
    assert_eq!(var(&g, "entrenchments"), json!([]));
    next_phase(&mut g, "union", "movement");
    assert_eq!(turn(&g), 2);
    assert_eq!(
        var(&g, "entrenchments"),
        json!([{ "hex": "1010", "facing": "E" }])
    );
    assert!(!status(&g, "A").contains(&"digging".to_string()));
    // 6.63 one entrenchment a hex.
    let r = refuse(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
    assert!(r.contains("6.63"), "{r}");
}

#[test]
fn rule_6_621_night_only_and_with_the_division_or_corps_leader() {
    // By day: refused.
    let mut g = digging_game("15:00", &[]);
    goto_phase(&mut g, "union", "movement");
    let r = refuse(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
    assert!(r.contains("6.621") && r.contains("night"), "{r}");
    // At night but the leader of another division beside it: refused.
    let units = vec![
        rod::line("A", "union", 10, "1010", "E", "1-XIV"),
        rod::leader("NEGLEY", "union", "0910", "2-XIV", 3, 1),
    ];
    let mut g = game_at(&units, 4, 0, "21:00", "");
    goto_phase(&mut g, "union", "movement");
    let r = refuse(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
    assert!(r.contains("6.621"), "{r}");
    // The corps leader (XIV) two hexes away: refused; adjacent: accepted.
    let far = vec![
        rod::line("A", "union", 10, "1010", "E", "1-XIV"),
        rod::leader("THOMAS", "union", "0810", "XIV", 3, 2),
    ];
    let mut g = game_at(&far, 4, 0, "21:00", "");
    goto_phase(&mut g, "union", "movement");
    assert!(refuse(&mut g, r#"{"kind":"entrench","unit":"A"}"#).contains("6.621"));
    let near = vec![
        rod::line("A", "union", 10, "1010", "E", "1-XIV"),
        rod::leader("THOMAS", "union", "1010", "XIV", 3, 2),
    ];
    let mut g = game_at(&near, 4, 0, "21:00", "");
    goto_phase(&mut g, "union", "movement");
    act(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
}

#[test]
fn rule_6_621_wilder_entrenches_with_any_union_leader() {
    let units = vec![
        rod::unit_lua(
            "1-4-XIV",
            "union",
            "cavalry",
            20,
            "1010",
            r#"parent = "4-XIV", formation = "line", facing = "E", props = { morale = { 9, 7 }, wilder = true },"#,
        ),
        rod::leader("BAIRD", "union", "0910", "1-XIV", 3, 1),
    ];
    let mut g = game_at(&units, 4, 0, "21:00", "");
    goto_phase(&mut g, "union", "movement");
    act(&mut g, r#"{"kind":"entrench","unit":"1-4-XIV"}"#);
}

#[test]
fn rule_6_61_only_union_units_entrench() {
    let units = vec![
        rod::line("R", "confederate", 10, "1010", "W", "Cheatham"),
        rod::leader("CHEATHAM", "confederate", "1110", "Cheatham", 4, 1),
    ];
    let mut g = game_at(&units, 4, 0, "21:00", "");
    goto_phase(&mut g, "confederate", "movement");
    let r = refuse(&mut g, r#"{"kind":"entrench","unit":"R"}"#);
    assert!(r.contains("6.61"), "{r}");
}

#[test]
fn rule_6_64_no_entrenching_in_an_enemy_zoc() {
    // A Confederate line facing W at 1110 (E of 1010) covers 1010.
    let mut g = digging_game(
        "21:00",
        &[rod::line("R", "confederate", 10, "1110", "W", "Cheatham")],
    );
    goto_phase(&mut g, "union", "movement");
    let r = refuse(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
    assert!(r.contains("6.64"), "{r}");
}

#[test]
fn rule_6_66_only_infantry_in_line_and_dismounted_cavalry_build() {
    let mut g = digging_game(
        "21:00",
        &[
            rod::unit_lua(
                "C",
                "union",
                "infantry",
                10,
                "0911",
                r#"parent = "1-XIV", formation = "column","#,
            ),
            rod::unit_lua(
                "K",
                "union",
                "cavalry",
                8,
                "0909",
                r#"parent = "1-XIV", formation = "mounted", facing = "E","#,
            ),
        ],
    );
    goto_phase(&mut g, "union", "movement");
    assert!(refuse(&mut g, r#"{"kind":"entrench","unit":"C"}"#).contains("6.66"));
    assert!(refuse(&mut g, r#"{"kind":"entrench","unit":"K"}"#).contains("6.66"));
}

#[test]
fn rule_6_622_the_hex_must_be_held_from_the_start_of_the_turn() {
    let mut g = digging_game("21:00", &[]);
    goto_phase(&mut g, "union", "movement");
    // The unit is moved during the turn (as by a move or an advance): no entrenching.
    run(&g, Mode::Change, "sandtable.units.move('A', '1011')");
    let r = refuse(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
    assert!(r.contains("6.622"), "{r}");
}

#[test]
fn rule_6_65_a_digging_unit_that_fires_builds_nothing() {
    let mut g = digging_game("21:00", &[]);
    goto_phase(&mut g, "union", "movement");
    act(&mut g, r#"{"kind":"entrench","unit":"A"}"#);
    run(&g, Mode::Change, "require('works').interrupt('A', 'fired')");
    assert!(!status(&g, "A").contains(&"digging".to_string()));
    next_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "entrenchments"), json!([]));
    assert_eq!(events(&g, "work_stopped").len(), 1);
}

#[test]
fn rule_6_68_road_entrenchments_dismantled_by_either_side_day_or_night() {
    // An entrenchment at 1010 facing E with a road through its E hexside, held by a
    // Confederate brigade with its leader; by day.
    let units = vec![
        rod::line("R", "confederate", 10, "1010", "E", "Cheatham"),
        rod::leader("CHEATHAM", "confederate", "1010", "Cheatham", 4, 1),
        rod::line("S", "confederate", 10, "1210", "E", "Cheatham"),
        rod::leader("CHEATHAM2", "confederate", "1210", "Cheatham", 4, 1),
    ];
    let map = rod::open_map(20, 20, r#"hexsides = { road = { "1010/1110" } },"#);
    let extra = r#"vars = { casualties = { union = 0, confederate = 0 }, entrenchments = { { hex = "1010", facing = "E" }, { hex = "1210", facing = "W" } }, fords_located = {}, bridges_destroyed = {} },"#;
    let src = rod::scenario(&map, &units, 4, 0, "15:00", extra);
    let mut g = rod::game("works_dismantle", &src);
    goto_phase(&mut g, "confederate", "movement");
    // 1210's entrenchment has no road through an entrenched hexside.
    assert!(refuse(&mut g, r#"{"kind":"dismantle","unit":"S"}"#).contains("6.68"));
    act(&mut g, r#"{"kind":"dismantle","unit":"R"}"#);
    next_phase(&mut g, "confederate", "movement");
    assert_eq!(
        var(&g, "entrenchments"),
        json!([{ "hex": "1210", "facing": "W" }])
    );
}

// ---------------------------------------------------------------------------------------------
// 6.84 Destroying and rebuilding bridges
// ---------------------------------------------------------------------------------------------

/// Dismounted Union cavalry K at the west end of Reed's Bridge (2717), facing E.
fn cavalry(key: &str, hex: &str, formation: &str) -> String {
    rod::unit_lua(
        key,
        "union",
        "cavalry",
        8,
        hex,
        &format!(r#"parent = "2-Cav", formation = "{formation}", facing = "E","#),
    )
}

fn markers(g: &Game, kind: &str) -> usize {
    query(g, &format!("return #sandtable.markers.all('{kind}')"))
        .as_u64()
        .unwrap() as usize
}

#[test]
fn rule_6_843_bridge_destroyed_at_the_next_movement_phase() {
    let mut g = game_at(
        &[
            cavalry("K", "2717", "line"),
            rod::leader("CROOK", "union", "2716", "2-Cav", 3, 1),
        ],
        4,
        0,
        "15:00",
        "",
    );
    goto_phase(&mut g, "union", "movement");
    assert_ne!(step(&g, "K", "2817"), Json::Null);
    act(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"K","bridge":"Reed's Bridge"}"#,
    );
    assert_eq!(markers(&g, "intact_bridge"), 1);
    assert!(status(&g, "K").contains(&"destroying".to_string()));
    // 6.841 the destroyer may fire: firing does not stop the work.
    run(&g, Mode::Change, "require('works').interrupt('K', 'fired')");
    next_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "bridges_destroyed"), json!(["Reed's Bridge"]));
    assert_eq!(step(&g, "K", "2817"), Json::Null);
    assert_eq!(markers(&g, "intact_bridge"), 0);
    assert_eq!(markers(&g, "destroyed_bridge"), 1);
    assert!(!status(&g, "K").contains(&"destroying".to_string()));
}

#[test]
fn rule_6_843_a_routed_destroyer_saves_the_bridge() {
    let mut g = game_at(
        &[
            cavalry("K", "2717", "line"),
            rod::leader("CROOK", "union", "2716", "2-Cav", 3, 1),
        ],
        4,
        0,
        "15:00",
        "",
    );
    goto_phase(&mut g, "union", "movement");
    act(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"K","bridge":"Reed's Bridge"}"#,
    );
    run(
        &g,
        Mode::Change,
        "require('works').interrupt('K', 'routed')",
    );
    assert_eq!(markers(&g, "intact_bridge"), 0);
    next_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "bridges_destroyed"), json!([]));
    assert_ne!(step(&g, "K", "2817"), Json::Null);
}

#[test]
fn rule_6_843_no_marker_with_a_confederate_unit_across_the_bridge() {
    let mut g = game_at(
        &[
            cavalry("K", "2717", "line"),
            rod::leader("CROOK", "union", "2716", "2-Cav", 3, 1),
            rod::line("R", "confederate", 10, "2817", "W", "Cheatham"),
        ],
        4,
        0,
        "15:00",
        "",
    );
    goto_phase(&mut g, "union", "movement");
    let r = refuse(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"K","bridge":"Reed's Bridge"}"#,
    );
    assert!(r.contains("6.843"), "{r}");
}

#[test]
fn rule_6_841_only_dismounted_union_cavalry_and_wilder() {
    let mut g = game_at(
        &[
            cavalry("K", "2717", "mounted"),
            rod::line("I", "union", 10, "2128", "E", "1-XIV"),
        ],
        4,
        0,
        "15:00",
        "",
    );
    goto_phase(&mut g, "union", "movement");
    assert!(
        refuse(
            &mut g,
            r#"{"kind":"destroy_bridge","unit":"K","bridge":"Reed's Bridge"}"#
        )
        .contains("6.841")
    );
    assert!(
        refuse(
            &mut g,
            r#"{"kind":"destroy_bridge","unit":"I","bridge":"Alexander's Bridge"}"#
        )
        .contains("6.841")
    );
}

#[test]
fn rule_6_842_dyers_and_lee_and_gordons_bridges_stand() {
    let mut g = game_at(
        &[
            cavalry("K", "2806", "line"),
            rod::leader("CROOK", "union", "2806", "2-Cav", 3, 1),
        ],
        4,
        0,
        "15:00",
        "",
    );
    goto_phase(&mut g, "union", "movement");
    let r = refuse(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"K","bridge":"Dyer's Ford and Bridge"}"#,
    );
    assert!(
        r.contains("6.842") && r.contains("may not be destroyed"),
        "{r}"
    );
    // A bridge that is not one of the unit's hexsides.
    let r = refuse(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"K","bridge":"Reed's Bridge"}"#,
    );
    assert!(r.contains("6.842"), "{r}");
}

#[test]
fn rule_12_122_wilder_released_when_alexanders_bridge_falls() {
    let units = vec![rod::unit_lua(
        "1-4-XIV",
        "union",
        "cavalry",
        20,
        "2128",
        r#"parent = "4-XIV", formation = "line", facing = "E", props = { morale = { 9, 7 }, wilder = true },"#,
    )];
    let extra = r#"vars = { casualties = { union = 0, confederate = 0 }, entrenchments = {}, fords_located = {}, bridges_destroyed = {}, wilder_held = true },"#;
    let mut g = game_at(&units, 4, 0, "15:00", extra);
    goto_phase(&mut g, "union", "movement");
    act(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"1-4-XIV","bridge":"Alexander's Bridge"}"#,
    );
    assert_eq!(var(&g, "wilder_held"), json!(true));
    next_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "wilder_held"), json!(false));
    assert_eq!(var(&g, "bridges_destroyed"), json!(["Alexander's Bridge"]));
}

#[test]
fn rule_6_844_two_infantry_rebuild_in_two_full_turns() {
    let units = vec![
        rod::line("R", "confederate", 10, "2817", "W", "Cheatham"),
        rod::line("S", "confederate", 10, "2717", "E", "Cheatham"),
        rod::leader("CHEATHAM", "confederate", "2818", "Cheatham", 4, 1),
    ];
    let extra = r#"vars = { casualties = { union = 0, confederate = 0 }, entrenchments = {}, fords_located = {}, bridges_destroyed = { "Reed's Bridge" } },"#;
    let mut g = game_at(&units, 5, 0, "15:00", extra);
    goto_phase(&mut g, "confederate", "movement");
    assert_eq!(step(&g, "R", "2717"), Json::Null);
    act(
        &mut g,
        r#"{"kind":"rebuild_bridge","unit":"R","bridge":"Reed's Bridge"}"#,
    );
    act(
        &mut g,
        r#"{"kind":"rebuild_bridge","unit":"S","bridge":"Reed's Bridge"}"#,
    );
    assert!(status(&g, "S").contains(&"rebuilding".to_string()));
    // After one turn: still destroyed.
    next_phase(&mut g, "confederate", "movement");
    assert_eq!(turn(&g), 2);
    assert_eq!(var(&g, "bridges_destroyed"), json!(["Reed's Bridge"]));
    // After the second complete turn: rebuilt.
    next_phase(&mut g, "confederate", "movement");
    assert_eq!(turn(&g), 3);
    assert_eq!(var(&g, "bridges_destroyed"), json!([]));
    assert!(
        query(
            &g,
            "return sandtable.map.has_hexside('2717', '2817', 'bridge')"
        )
        .as_bool()
        .unwrap()
    );
    assert!(!status(&g, "S").contains(&"rebuilding".to_string()));
}

#[test]
fn rule_6_844_a_rebuilder_that_fires_stops_the_work() {
    let units = vec![
        rod::line("R", "confederate", 10, "2817", "W", "Cheatham"),
        rod::line("S", "confederate", 10, "2717", "E", "Cheatham"),
        rod::leader("CHEATHAM", "confederate", "2818", "Cheatham", 4, 1),
    ];
    let extra = r#"vars = { casualties = { union = 0, confederate = 0 }, entrenchments = {}, fords_located = {}, bridges_destroyed = { "Reed's Bridge" } },"#;
    let mut g = game_at(&units, 5, 0, "15:00", extra);
    goto_phase(&mut g, "confederate", "movement");
    act(
        &mut g,
        r#"{"kind":"rebuild_bridge","unit":"R","bridge":"Reed's Bridge"}"#,
    );
    act(
        &mut g,
        r#"{"kind":"rebuild_bridge","unit":"S","bridge":"Reed's Bridge"}"#,
    );
    run(&g, Mode::Change, "require('works').interrupt('S', 'fired')");
    next_phase(&mut g, "confederate", "movement");
    next_phase(&mut g, "confederate", "movement");
    assert_eq!(var(&g, "bridges_destroyed"), json!(["Reed's Bridge"]));
    // A bridge that stands cannot be rebuilt.
    let r = refuse(
        &mut g,
        r#"{"kind":"rebuild_bridge","unit":"R","bridge":"Dyer's Ford and Bridge"}"#,
    );
    assert!(r.contains("6.844"), "{r}");
}

// ---------------------------------------------------------------------------------------------
// 6.85 Locating fords
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_854_ford_search_modifiers() {
    // Lambert's Ford (2325/2425), location number 5.
    let mut g = game_at(&[cavalry("K", "2325", "mounted")], 6, 0, "15:00", "");
    goto_phase(&mut g, "union", "movement");
    act(
        &mut g,
        r#"{"kind":"search_ford","unit":"K","ford":"Lambert's Ford"}"#,
    );
    assert!(status(&g, "K").contains(&"searching".to_string()));
    // Turn 2: 6 > 5, not located (no modifier yet: one marker).
    g.force_dice([6]);
    next_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "fords_located"), json!([]));
    assert_eq!(step(&g, "K", "2425"), Json::Null);
    // Turn 3: 6 - 1 (the second marker) = 5: located.
    g.force_dice([6]);
    next_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "fords_located"), json!(["Lambert's Ford"]));
    assert_ne!(step(&g, "K", "2425"), Json::Null);
    assert!(!status(&g, "K").contains(&"searching".to_string()));
}

#[test]
fn rule_6_854_moving_away_starts_the_search_anew() {
    let mut g = game_at(&[cavalry("K", "2325", "mounted")], 6, 0, "15:00", "");
    goto_phase(&mut g, "union", "movement");
    act(
        &mut g,
        r#"{"kind":"search_ford","unit":"K","ford":"Lambert's Ford"}"#,
    );
    g.force_dice([9]);
    next_phase(&mut g, "union", "movement");
    run(&g, Mode::Change, "require('works').interrupt('K', 'moved')");
    assert!(!status(&g, "K").contains(&"searching".to_string()));
    act(
        &mut g,
        r#"{"kind":"search_ford","unit":"K","ford":"Lambert's Ford"}"#,
    );
    // A fresh search: one marker, no modifier: 6 fails.
    g.force_dice([6]);
    next_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "fords_located"), json!([]));
}

#[test]
fn rule_6_851_cavalry_or_infantry_in_line_adjacent_and_not_routed() {
    let mut g = game_at(
        &[
            rod::unit_lua(
                "C",
                "union",
                "infantry",
                10,
                "2425",
                r#"parent = "1-XIV", formation = "column","#,
            ),
            rod::line("L", "union", 10, "2324", "E", "1-XIV"),
            rod::unit_lua(
                "X",
                "union",
                "cavalry",
                8,
                "2806",
                r#"parent = "2-Cav", formation = "line", facing = "E", status = { "routed" },"#,
            ),
        ],
        4,
        0,
        "15:00",
        "",
    );
    goto_phase(&mut g, "union", "movement");
    assert!(
        refuse(
            &mut g,
            r#"{"kind":"search_ford","unit":"C","ford":"Lambert's Ford"}"#
        )
        .contains("6.851")
    );
    assert!(
        refuse(
            &mut g,
            r#"{"kind":"search_ford","unit":"L","ford":"Lambert's Ford"}"#
        )
        .contains("6.854")
    );
    assert!(
        refuse(
            &mut g,
            r#"{"kind":"search_ford","unit":"X","ford":"Dyer's Ford"}"#
        )
        .contains("routed")
    );
}

// ---------------------------------------------------------------------------------------------
// 6.7 Reinforcements
// ---------------------------------------------------------------------------------------------

/// A unit waiting to arrive (`arrives` and more fields as Lua, each followed by a comma).
fn pending(key: &str, side: &str, ty: &str, strength: i32, fields: &str) -> String {
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "{ty}", strength = {strength}, props = {{ morale = {{ 7, 5 }} }}, {fields} }},"#
    )
}

/// The creek map with entrance areas A (3005-3007, east edge), G (0501-0801, north edge),
/// F (0105-0107, west edge), D and E (south edge), the off-map displays, Dyer's Mill at 2806.
fn arrivals_map() -> String {
    creek_map(
        r#"areas = {
      A = { "3005", "3006", "3007" }, G = { "0501", "0601", "0701", "0801" }, F = { "0105", "0106", "0107" },
      D = { "1530", "1630" }, E = { "0530", "0630" },
    },
    places = { { name = "Dyer's Mill", hex = "2806", kind = "mill" } },
    boxes = { { id = "union_off_map_cavalry", name = "U" }, { id = "confederate_off_map_cavalry", name = "C" } },"#,
    )
}

fn arrivals_game(units: &[String], turns: u32, day: u32, time: &str, vars: &str) -> Game {
    let extra = format!(
        r#"vars = {{ casualties = {{ union = 0, confederate = 0 }}, entrenchments = {{}}, fords_located = {{}}, bridges_destroyed = {{}}, {vars} }},"#
    );
    let src = rod::scenario(&arrivals_map(), units, turns, day, time, &extra);
    rod::game("arrivals_test", &src)
}

fn column(key: &str, side: &str, parent: &str, arrives: &str) -> String {
    pending(
        key,
        side,
        "infantry",
        10,
        &format!(r#"parent = "{parent}", formation = "column", arrives = {arrives},"#),
    )
}

#[test]
fn rule_6_712_reinforcements_enter_in_their_turn_neither_early_nor_late() {
    let units = vec![
        column(
            "R1",
            "confederate",
            "Cheatham",
            r#"{ turn = 1, area = "A" }"#,
        ),
        column(
            "R2",
            "confederate",
            "Cheatham",
            r#"{ turn = 2, area = "A" }"#,
        ),
    ];
    let mut g = arrivals_game(&units, 3, 0, "15:00", "");
    goto_phase(&mut g, "confederate", "movement");
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"R2","hex":"3006"}"#).contains("6.712"));
    let r = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(r.contains("6.712") && r.contains("R1"), "{r}");
    act(&mut g, r#"{"kind":"enter","unit":"R1","hex":"3006"}"#);
    assert_eq!(unit(&g, "R1").1.as_deref(), Some("3006"));
    end_phase(&mut g);
    goto_phase(&mut g, "confederate", "movement");
    assert!(refuse(&mut g, r#"{"kind":"end_phase"}"#).contains("R2"));
}

#[test]
fn rule_6_721_any_hex_of_the_area() {
    let units = vec![column(
        "R1",
        "confederate",
        "Cheatham",
        r#"{ turn = 1, area = "A" }"#,
    )];
    let mut g = arrivals_game(&units, 3, 0, "15:00", "");
    goto_phase(&mut g, "confederate", "movement");
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"R1","hex":"3004"}"#).contains("6.721"));
    act(&mut g, r#"{"kind":"enter","unit":"R1","hex":"3007"}"#);
}

#[test]
fn rule_6_722_entry_formations() {
    let units = vec![
        column(
            "R1",
            "confederate",
            "Cheatham",
            r#"{ turn = 1, area = "A" }"#,
        ),
        pending(
            "G1",
            "confederate",
            "artillery",
            4,
            r#"parent = "Cheatham", formation = "limbered", arrives = { turn = 1, area = "A" },"#,
        ),
    ];
    let mut g = arrivals_game(&units, 3, 0, "15:00", "");
    goto_phase(&mut g, "confederate", "movement");
    assert!(
        refuse(
            &mut g,
            r#"{"kind":"enter","unit":"G1","hex":"3005","formation":"unlimbered"}"#
        )
        .contains("6.722")
    );
    act(
        &mut g,
        r#"{"kind":"enter","unit":"R1","hex":"3006","formation":"line","facing":"W"}"#,
    );
    assert_eq!(
        rod::look(&g, "R1"),
        (Some("line".into()), Some("W".into()), vec![])
    );
    act(&mut g, r#"{"kind":"enter","unit":"G1","hex":"3005"}"#);
    assert_eq!(rod::look(&g, "G1").0.as_deref(), Some("limbered"));
}

#[test]
fn rule_6_723_each_later_unit_through_a_hex_pays_once_more() {
    let units = vec![
        column(
            "R1",
            "confederate",
            "Cheatham",
            r#"{ turn = 1, area = "A" }"#,
        ),
        column(
            "R2",
            "confederate",
            "Cheatham",
            r#"{ turn = 1, area = "A" }"#,
        ),
        column(
            "R3",
            "confederate",
            "Cheatham",
            r#"{ turn = 1, area = "A" }"#,
        ),
    ];
    let mut g = arrivals_game(&units, 3, 0, "15:00", "");
    goto_phase(&mut g, "confederate", "movement");
    for k in ["R1", "R2", "R3"] {
        act(
            &mut g,
            &format!(r#"{{"kind":"enter","unit":"{k}","hex":"3006"}}"#),
        );
    }
    let costs: Vec<Json> = events(&g, "reinforcement_entered")
        .iter()
        .map(|e| e.fields["cost"].clone())
        .collect();
    // Clear ground (1 MP): 1, 2, 3.
    assert_eq!(costs, vec![json!(1), json!(2), json!(3)]);
}

#[test]
fn rule_6_724_enemy_units_never_block_an_entrance_area() {
    let units = vec![
        column(
            "R1",
            "confederate",
            "Cheatham",
            r#"{ turn = 1, area = "A" }"#,
        ),
        column(
            "R2",
            "confederate",
            "Cheatham",
            r#"{ turn = 1, area = "A" }"#,
        ),
        rod::line("U1", "union", 10, "3005", "E", "1-XIV"),
        rod::line("U2", "union", 10, "3006", "E", "1-XIV"),
    ];
    let mut g = arrivals_game(&units, 3, 0, "15:00", "");
    goto_phase(&mut g, "confederate", "movement");
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"R1","hex":"3005"}"#).contains("6.51"));
    // Two area hexes held: entry shifts one hex along the edge (3004), and 3007 is free.
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"R1","hex":"3003"}"#).contains("6.724"));
    act(&mut g, r#"{"kind":"enter","unit":"R1","hex":"3004"}"#);
    act(&mut g, r#"{"kind":"enter","unit":"R2","hex":"3007"}"#);
}

fn reserve(key: &str, turn: u32) -> String {
    column(
        key,
        "union",
        "1-Res",
        &format!(
            r#"{{ turn = {turn}, area = "G", day = 2, time = "12:00", note = "rule 6.731: or 1400 through F by choice" }}"#
        ),
    )
}

#[test]
fn rule_6_731_reserve_corps_released_early_by_a_crossing_at_dyers() {
    // Without a Confederate unit across Dyer's: the Reserve Corps waits for its turn.
    let mut g = arrivals_game(&[reserve("1-1-Res", 4)], 5, 1, "15:00", "");
    goto_phase(&mut g, "union", "movement");
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"1-1-Res","hex":"0601"}"#).contains("6.712"));
    // A Confederate unit at the west end of Dyer's bridge (Dyer's Mill, 2806): released (a).
    let units = vec![
        reserve("1-1-Res", 4),
        rod::line("R", "confederate", 10, "2806", "W", "Cheatham"),
    ];
    let mut g = arrivals_game(&units, 5, 1, "15:00", "");
    goto_phase(&mut g, "union", "movement");
    assert_eq!(var(&g, "reserve_released"), json!(true));
    act(&mut g, r#"{"kind":"enter","unit":"1-1-Res","hex":"0601"}"#);
}

#[test]
fn rule_6_731_the_reserve_corps_may_delay_two_turns_through_f() {
    let mut g = arrivals_game(&[reserve("1-1-Res", 1)], 5, 2, "12:00", "");
    goto_phase(&mut g, "union", "movement");
    assert!(refuse(&mut g, r#"{"kind":"end_phase"}"#).contains("6.712"));
    act(&mut g, r#"{"kind":"delay_reserve"}"#);
    end_phase(&mut g);
    goto_phase(&mut g, "union", "movement");
    assert_eq!(turn(&g), 2);
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"1-1-Res","hex":"0106"}"#).contains("6.712"));
    end_phase(&mut g);
    goto_phase(&mut g, "union", "movement");
    assert_eq!(turn(&g), 3);
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"1-1-Res","hex":"0601"}"#).contains("6.721"));
    act(&mut g, r#"{"kind":"enter","unit":"1-1-Res","hex":"0106"}"#);
}

fn boxed(key: &str, side: &str, strength: i32, parent: &str, enters: &str) -> String {
    let bx = if side == "union" {
        "union_off_map_cavalry"
    } else {
        "confederate_off_map_cavalry"
    };
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "cavalry", strength = {strength}, box = "{bx}", parent = "{parent}", formation = "mounted", props = {{ morale = {{ 7, 5 }}, off_map = true, enters = {enters} }} }},"#
    )
}

#[test]
fn rule_6_732_union_off_map_cavalry_from_1600_19th() {
    let units = vec![
        boxed(
            "1-1-Cav",
            "union",
            8,
            "1-Cav",
            r#"{ day = 2, time = "16:00", area = "E" }"#,
        ),
        boxed(
            "Crews/Wharton",
            "confederate",
            10,
            "Wharton",
            r#"{ day = 2, time = "16:00", area = "D" }"#,
        ),
    ];
    let mut g = arrivals_game(&units, 4, 1, "15:00", "");
    goto_phase(&mut g, "confederate", "movement");
    // 6.733 not released yet.
    assert!(
        refuse(
            &mut g,
            r#"{"kind":"enter","unit":"Crews/Wharton","hex":"1530"}"#
        )
        .contains("6.733")
    );
    goto_phase(&mut g, "union", "movement");
    assert!(refuse(&mut g, r#"{"kind":"enter","unit":"1-1-Cav","hex":"0530"}"#).contains("6.732"));
    // 1600 19th: optional, not obligatory.
    next_phase(&mut g, "union", "movement");
    act(
        &mut g,
        r#"{"kind":"enter","unit":"1-1-Cav","hex":"0530","facing":"NE"}"#,
    );
    assert_eq!(var(&g, "confederate_cavalry_released"), json!(true));
    // 6.733 a) the Confederate cavalry may now enter through D or E.
    next_phase(&mut g, "confederate", "movement");
    act(
        &mut g,
        r#"{"kind":"enter","unit":"Crews/Wharton","hex":"0630","facing":"NE"}"#,
    );
}

#[test]
fn rule_6_732_union_off_map_cavalry_must_enter_by_1600_20th() {
    let units = vec![boxed(
        "1-1-Cav",
        "union",
        8,
        "1-Cav",
        r#"{ day = 2, time = "16:00", area = "E" }"#,
    )];
    let mut g = arrivals_game(&units, 2, 2, "16:00", "");
    goto_phase(&mut g, "union", "movement");
    assert!(refuse(&mut g, r#"{"kind":"end_phase"}"#).contains("1-1-Cav"));
}

#[test]
fn rule_6_733_a_union_unit_across_the_creek_releases_the_confederate_cavalry() {
    let units = vec![
        boxed(
            "Crews/Wharton",
            "confederate",
            10,
            "Wharton",
            r#"{ day = 2, time = "16:00", area = "D" }"#,
        ),
        rod::line("U", "union", 10, "2906", "E", "1-XIV"),
    ];
    let mut g = arrivals_game(&units, 4, 1, "10:00", "");
    // 2906 is on the east bank (reached from area A without crossing the creek).
    goto_phase(&mut g, "confederate", "movement");
    assert_eq!(var(&g, "confederate_cavalry_released"), Json::Null);
    next_phase(&mut g, "confederate", "movement");
    assert_eq!(var(&g, "confederate_cavalry_released"), json!(true));
    act(
        &mut g,
        r#"{"kind":"enter","unit":"Crews/Wharton","hex":"1530","facing":"NE"}"#,
    );
}
