//! River of Death: fire combat (7.1-7.5), withdrawal fire (6.9), morale and rout (7.6), rally
//! (9) and night ranges (10.1). Each test builds a small position, forces the dice and checks
//! the outcome worked out by hand from charts.lua: the Combat Table result of column c at
//! modified roll r is s = r + c - 1 (s <= 7 "-", 8 "M", else (s - 7) / 2 points); columns 1, 2,
//! 3, 4-5, 6-7, 8-10, ...

mod common;

use common::{Scenario, events, field, goto_phase, refuse, rod, unit};
use sandtable::session::Game;
use serde_json::json;

/// Applies an action and answers the decisions it raises with the computer player's policy
/// (the tests of those choices answer themselves, `rod::act_raw` and `rod::decide`).
fn act(g: &mut Game, json: &str) {
    rod::act_bot(g, json);
}

fn fire(g: &mut Game, units: &[&str], target: &str) {
    act(
        g,
        &json!({"kind": "fire", "units": units, "target": target}).to_string(),
    );
}

fn refuse_fire(g: &mut Game, units: &[&str], target: &str) -> String {
    refuse(
        g,
        &json!({"kind": "fire", "units": units, "target": target}).to_string(),
    )
}

/// Steps from `hex` along the compass directions `dirs`.
fn walk(g: &Game, hex: &str, dirs: &[&str]) -> String {
    let mut h = hex.to_string();
    for d in dirs {
        h = rod::next(g, &h, d);
    }
    h
}

fn status(g: &Game, key: &str) -> Vec<String> {
    rod::look(g, key).2
}

fn routed(g: &Game, key: &str) -> bool {
    status(g, key).iter().any(|s| s == "routed")
}

fn distance(g: &Game, a: &str, b: &str) -> i32 {
    g.with_world(|w| {
        let (ha, hb) = (w.hex(a).unwrap(), w.hex(b).unwrap());
        ha.distance(hb) as i32
    })
}

fn last_fire(g: &Game) -> serde_json::Value {
    let e = common::last_event(g, "fire_resolved");
    e.fields.clone().into_iter().collect()
}

// 0303 Union line facing E; 0403 (east of it) Confederate line facing W.
fn face_off(a: i32, b: i32) -> Vec<String> {
    vec![
        rod::line("A", "union", a, "0303", "E", "1-XIV"),
        rod::line("B", "confederate", b, "0403", "W", "Cleburne"),
    ]
}

/// A Confederate division leader of value 0 (command control for offensive fire, 5.26,
/// without changing any morale level).
fn cleburne(hex: &str) -> String {
    rod::leader("CLEBURNE", "confederate", hex, "Cleburne", 4, 0)
}

// rules: 7, 7.1, 7.3, 7.4, 7.41, 7.6, 7.63
#[test]
fn rule_7_31_combat_table_one_point_then_morale_check() {
    // 10 points (column 6, 8-10) at 1 hex, frontal, no modifier: roll 5 -> s = 10 -> 1 point;
    // the morale check (7.63) at 7 passes on 3.
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 3]);
    fire(&mut g, &["A"], "B");
    let f = last_fire(&g);
    assert_eq!(f["strength"], 10);
    assert_eq!(f["column"], 6);
    assert_eq!(f["result"], "1");
    assert_eq!(unit(&g, "B"), (7, Some("0403".into())));
    let m = common::last_event(&g, "morale_checked");
    assert_eq!(field(&m, "final"), 7);
    assert_eq!(field(&m, "passed"), true);
    assert!(!routed(&g, "B"));
}

#[test]
fn rule_7_2_strength_points_lost_and_recorded() {
    // 10 points, roll 9: s = 14 -> 3 points; the casualty record (11.1) takes them.
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([9, 1]);
    fire(&mut g, &["A"], "B");
    assert_eq!(unit(&g, "B").0, 5);
    let c = g.with_world(|w| w.state.vars.get("casualties").cloned());
    assert_eq!(c.unwrap()["confederate"], 3);
}

#[test]
fn rule_7_22_strength_one_eliminated_by_a_casualty() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 1)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5]);
    fire(&mut g, &["A"], "B");
    assert_eq!(unit(&g, "B"), (0, None));
    assert!(events(&g, "morale_checked").is_empty());
}

#[test]
fn rule_7_35_halving_never_below_one_unit_by_unit() {
    // Two 3-point brigades at 2 hexes (x 1/2): 1 + 1 = 2 (column 2), not 6 / 2 = 3.
    // Roll 7: s = 7 + 2 - 1 = 8 -> "M" (column 3 would give 1 point). Morale passes on 1.
    let units = vec![
        rod::line("A", "union", 3, "0303", "E", "1-XIV"),
        rod::line("T", "confederate", 8, "0503", "W", "Cleburne"),
    ];
    let mut g = Scenario::rod("fire").units(&units).start();
    let c_hex = walk(&g, "0503", &["NW", "W"]);
    drop(g);
    let mut units = units;
    units.push(rod::line("C", "union", 3, &c_hex, "E", "1-XIV"));
    g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([7, 1]);
    fire(&mut g, &["A", "C"], "T");
    let f = last_fire(&g);
    assert_eq!(f["strength"], 2);
    assert_eq!(f["result"], "M");
    assert_eq!(unit(&g, "T").0, 8);
    assert_eq!(events(&g, "morale_checked").len(), 1);
}

#[test]
fn rule_7_34_fire_once_and_fired_at_once() {
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 10, "0303", "E", "1-XIV"),
            rod::line("B", "union", 10, "0305", "E", "1-XIV"),
            rod::line("T", "confederate", 8, "0403", "W", "Cleburne"),
            rod::line("U", "confederate", 8, "0405", "W", "Cleburne"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([1]);
    fire(&mut g, &["A"], "T");
    assert!(refuse_fire(&mut g, &["B"], "T").contains("7.34"));
    assert!(refuse_fire(&mut g, &["A"], "U").contains("7.34"));
    g.force_dice([1]);
    fire(&mut g, &["B"], "U");
}

#[test]
fn rule_7_41_only_the_non_moving_player_fires_in_defensive_fire() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["B"], "A").contains("7.41"));
}

// rules: 7.5
#[test]
fn rule_7_51_the_moving_player_fires_in_offensive_fire() {
    let mut units = face_off(10, 8);
    units.push(cleburne("0503"));
    let mut g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    assert!(refuse_fire(&mut g, &["A"], "B").contains("7.51"));
    g.force_dice([1]);
    fire(&mut g, &["B"], "A");
    assert_eq!(last_fire(&g)["result"], "-");
}

/// Union A (0303, facing E, 10) and the Confederate column B (0403, 8), in the Union
/// defensive fire phase.
fn column_position() -> Game {
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 10, "0303", "E", "1-XIV"),
            rod::unit_lua(
                "B",
                "confederate",
                "infantry",
                8,
                "0403",
                r#"formation = "column", parent = "Cleburne","#,
            ),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g
}

#[test]
fn rule_7_36_column_hit_deploys_into_line() {
    // A column target: +2 (march formation). 10 points, roll 3 + 2 = 5: s = 10 -> 1 point.
    // The column deploys into line (7.36), facing the firer; morale at 7 passes on 2.
    let mut g = column_position();
    g.force_dice([3, 2]);
    fire(&mut g, &["A"], "B");
    assert_eq!(last_fire(&g)["modified"], 5);
    assert_eq!(unit(&g, "B").0, 7);
    let (formation, facing, _) = rod::look(&g, "B");
    assert_eq!(formation.as_deref(), Some("line"));
    assert_eq!(facing.as_deref(), Some("W"));
}

// rules: 7.64, 6.32
#[test]
fn rule_7_37_flank_fire_and_flank_morale() {
    // T faces W: its NE neighbour is a flank hex. Flank: +1 to hit, -1 to morale.
    // 10 points roll 3 + 1 = 4: s = 9 -> 1 point (frontal would be "M"); morale 7 - 1 = 6
    // fails on 7 (frontal would pass): T routs.
    let mut g = Scenario::rod("fire")
        .units(&[rod::line("T", "confederate", 8, "0403", "W", "Cleburne")])
        .start();
    let f_hex = rod::next(&g, "0403", "NE");
    drop(g);
    g = Scenario::rod("fire")
        .units(&[
            rod::line("T", "confederate", 8, "0403", "W", "Cleburne"),
            rod::line("F", "union", 10, &f_hex, "SW", "1-XIV"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([3, 7]);
    fire(&mut g, &["F"], "T");
    let f = last_fire(&g);
    assert_eq!(f["orientation"], "flank");
    assert_eq!(f["result"], "1");
    let m = common::last_event(&g, "morale_checked");
    assert_eq!(field(&m, "final"), 6);
    assert!(routed(&g, "T"));
}

/// T (0505) faces E; F stands NW then W of it, a "c" hex: the line of fire enters along the
/// vertex of T's flank and rear hexsides. The Union defensive fire phase.
fn c_vertex_position() -> Game {
    let g0 = Scenario::rod("fire")
        .units(&[rod::line("T", "confederate", 8, "0505", "E", "Cleburne")])
        .start();
    let f_hex = walk(&g0, "0505", &["NW", "W"]);
    drop(g0);
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("T", "confederate", 8, "0505", "E", "Cleburne"),
            rod::line("F", "union", 10, &f_hex, "E", "1-XIV"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g
}

#[test]
fn rule_7_37_c_hex_the_computer_takes_rear() {
    // The "c" hex is the firer's choice; the computer (fire() answers as it would) takes rear
    // (+2 to hit, -2 to morale).
    // 10 points at 2 hexes = 5 (column 4): roll 3 + 2 = 5: s = 8 -> "M"; morale 7 - 2 = 5
    // fails on 6.
    let mut g = c_vertex_position();
    g.force_dice([3, 6]);
    fire(&mut g, &["F"], "T");
    let f = last_fire(&g);
    assert_eq!(f["orientation"], "rear");
    assert_eq!(f["strength"], 5);
    assert_eq!(f["result"], "M");
    assert_eq!(field(&common::last_event(&g, "morale_checked"), "final"), 5);
    assert!(routed(&g, "T"));
}

#[test]
fn rule_7_37_e_hex_blocked_through_b_is_frontal() {
    // T faces E; NE then NW of it is an "e" hex: flank, unless the line is blocked through
    // the flank hex "b" (its NW neighbour), here by a combat unit: then frontal.
    let g0 = Scenario::rod("fire")
        .units(&[rod::line("T", "confederate", 8, "0505", "E", "Cleburne")])
        .start();
    let f_hex = walk(&g0, "0505", &["NE", "NW"]);
    let b_hex = rod::next(&g0, "0505", "NW");
    drop(g0);
    let base = vec![
        rod::line("T", "confederate", 8, "0505", "E", "Cleburne"),
        rod::line("F", "union", 10, &f_hex, "SW", "1-XIV"),
    ];
    let mut g = Scenario::rod("fire").units(&base).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([1, 1]);
    fire(&mut g, &["F"], "T");
    assert_eq!(last_fire(&g)["orientation"], "flank");
    let mut blocked = base.clone();
    blocked.push(rod::line("X", "confederate", 5, &b_hex, "E", "Cleburne"));
    let mut g = Scenario::rod("fire").units(&blocked).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([1, 1]);
    fire(&mut g, &["F"], "T");
    assert_eq!(last_fire(&g)["orientation"], "front");
}

// rules: 7.38
#[test]
fn rule_7_381_field_of_fire_is_ahead_of_the_unit() {
    // F faces E; T is behind it (W): refused.
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("F", "union", 10, "0503", "E", "1-XIV"),
            rod::line("T", "confederate", 8, "0403", "E", "Cleburne"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["F"], "T").contains("7.38"));
}

fn artillery(
    key: &str,
    side: &str,
    s: i32,
    hex: &str,
    facing: &str,
    parent: &str,
    extra: &str,
) -> String {
    rod::unit_lua(
        key,
        side,
        "artillery",
        s,
        hex,
        &format!(r#"formation = "unlimbered", facing = "{facing}", parent = "{parent}", {extra}"#),
    )
}

#[test]
fn rule_7_382_artillery_cone_between_the_front_lines() {
    // Artillery facing E at 0205: NE x3 lies on the line through its left-front hex (in the
    // field); NE, NE, NW is ahead of it but outside the cone at 3 hexes (refused).
    let g0 = Scenario::rod("fire").start();
    let on_line = walk(&g0, "0206", &["NE", "NE", "NE"]);
    let outside = walk(&g0, "0206", &["NE", "NE", "NW"]);
    drop(g0);
    let mut g = Scenario::rod("fire")
        .units(&[
            artillery("G", "confederate", 6, "0206", "E", "1-XIV", ""),
            rod::line("T", "union", 8, &on_line, "W", "1-XIV"),
            rod::line("U", "union", 8, &outside, "W", "1-XIV"),
            cleburne("0208"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    assert!(refuse_fire(&mut g, &["G"], "U").contains("7.38"));
    // 6 x 1 at 3 hexes = 6 (column 5), roll 1: s = 5 -> "-"
    g.force_dice([1]);
    fire(&mut g, &["G"], "T");
    assert_eq!(last_fire(&g)["strength"], 6);
}

#[test]
fn rule_7_39_no_line_of_sight_through_a_unit() {
    // A fires at 2 hexes with a combat unit between on the same level: blocked.
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 10, "0303", "E", "1-XIV"),
            rod::line("M", "union", 5, "0403", "E", "1-XIV"),
            rod::line("T", "confederate", 8, "0503", "W", "Cleburne"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["A"], "T").contains("7.39"));
}

#[test]
fn rule_7_42_unlimbered_artillery_defensive_fire_three_hexes() {
    let g0 = Scenario::rod("fire").start();
    let four = walk(&g0, "0205", &["E", "E", "E", "E"]);
    drop(g0);
    let mut g = Scenario::rod("fire")
        .units(&[
            artillery("G", "union", 6, "0205", "E", "1-XIV", ""),
            rod::line("T", "confederate", 8, &four, "W", "Cleburne"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["G"], "T").contains("7.42"));
}

#[test]
fn rule_7_32_artillery_fire_counts_against_its_capabilities() {
    // 6.17: field artillery that moved and unlimbered this turn may not fire.
    let mut g = Scenario::rod("fire").units(&[
        artillery("G", "union", 6, "0303", "E", "1-XIV", r#"props = { morale = { 7, 5 }, capabilities = { turn = 1, used = { "move", "unlimber" } } },"#),
        rod::line("T", "confederate", 8, "0403", "W", "Cleburne"),
    ]).start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["G"], "T").contains("6.17"));
}

#[test]
fn rule_7_31_column_and_limbered_may_not_fire() {
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::unit_lua(
                "C",
                "union",
                "infantry",
                8,
                "0303",
                r#"formation = "column", parent = "1-XIV","#,
            ),
            rod::line("T", "confederate", 8, "0403", "W", "Cleburne"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["C"], "T").contains("6.41"));
}

#[test]
fn rule_10_1_night_fire_range_one_hex() {
    let units = vec![
        rod::line("A", "union", 10, "0303", "E", "1-XIV"),
        rod::line("T", "confederate", 8, "0503", "W", "Cleburne"),
    ];
    let mut g = Scenario::rod("fire").time("23:00").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["A"], "T").contains("10.1"));
    // the same by day: allowed
    let mut g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([1]);
    fire(&mut g, &["A"], "T");
}

#[test]
fn rule_7_65_rout_three_hexes_away_no_facing() {
    // 10 points roll 5 -> 1 point; morale fails on 8: B routs 3 hexes, at least 3 from A.
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "B");
    let hex = unit(&g, "B").1.unwrap();
    assert!(routed(&g, "B"));
    assert_eq!(rod::look(&g, "B").1, None);
    assert_eq!(distance(&g, &hex, "0403"), 3);
    assert!(distance(&g, &hex, "0303") >= 3);
}

#[test]
fn rule_7_65_demoralised_side_routs_four_hexes() {
    let mut g = Scenario::rod("fire")
        .var("demoralized", "{ union = false, confederate = true }")
        .units(&face_off(10, 8))
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "B");
    let hex = unit(&g, "B").1.unwrap();
    assert_eq!(distance(&g, &hex, "0403"), 4);
}

#[test]
fn rule_7_65_surrounded_unit_surrenders() {
    // B at the corner 0101 with enemy units on every neighbour on the map: it cannot rout,
    // it surrenders (eliminated, its points to the casualty record).
    let g0 = Scenario::rod("fire").start();
    let on_map = |h: &String| {
        let (c, r): (u32, u32) = (h[0..2].parse().unwrap(), h[2..4].parse().unwrap());
        (1..=10).contains(&c) && (1..=10).contains(&r)
    };
    let around: Vec<String> = ["E", "NE", "NW", "W", "SW", "SE"]
        .iter()
        .map(|d| rod::next(&g0, "0101", d))
        .filter(on_map)
        .collect();
    drop(g0);
    let mut units = vec![rod::line("B", "confederate", 8, "0101", "E", "Cleburne")];
    for (i, h) in around.iter().enumerate() {
        units.push(rod::unit_lua(
            &format!("U{i}"),
            "union",
            "infantry",
            10,
            h,
            r#"formation = "column", parent = "1-XIV","#,
        ));
    }
    units[1] = rod::line("U0", "union", 10, &around[0], "W", "1-XIV");
    let mut g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["U0"], "B");
    assert_eq!(unit(&g, "B"), (0, None));
    assert_eq!(events(&g, "unit_surrendered").len(), 1);
    let c = g.with_world(|w| w.state.vars.get("casualties").cloned());
    assert_eq!(c.unwrap()["confederate"], 8);
}

#[test]
fn rule_7_65_routed_artillery_limbers() {
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 10, "0303", "E", "1-XIV"),
            artillery("G", "confederate", 6, "0403", "W", "Cleburne", ""),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "G");
    assert!(routed(&g, "G"));
    assert_eq!(rod::look(&g, "G").0.as_deref(), Some("limbered"));
}

#[test]
fn rule_7_65_creek_crossed_only_at_bridges() {
    // B at 0403 (facing W toward A at 0303) with the creek along every hexside east of it
    // except a bridge: the rout crosses the bridge.
    let g0 = Scenario::rod("fire").start();
    let ne = rod::next(&g0, "0403", "NE");
    let e = rod::next(&g0, "0403", "E");
    let se = rod::next(&g0, "0403", "SE");
    drop(g0);
    let mut units = face_off(10, 8);
    // friendly-free; block the other ways with enemy units north-west and south-west
    let g1 = Scenario::rod("fire").start();
    let nw = rod::next(&g1, "0403", "NW");
    let sw = rod::next(&g1, "0403", "SW");
    drop(g1);
    units.push(rod::line("N", "union", 5, &nw, "E", "1-XIV"));
    units.push(rod::line("S", "union", 5, &sw, "E", "1-XIV"));
    let mut g = Scenario::rod("fire").map_extra(&format!(
            r#"hexsides = {{ creek = {{ "0403/{ne}", "0403/{e}", "0403/{se}" }}, bridge = {{ "0403/{e}" }} }},"#
        )).units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "B");
    let path = field(&common::last_event(&g, "unit_routed"), "path").clone();
    assert_eq!(path[1], e.as_str());
}

// rules: 7.67
#[test]
fn rule_7_671_routed_unit_hit_routs_again_m_no_effect() {
    // B and D are routed (+1 to hit). A (5 points, column 4) at B: roll 4 + 1 = 5 -> s = 8
    // "M": no effect (no morale check). C (10 points, column 6) at D: roll 5 + 1 = 6 -> s = 11
    // -> 2 points: D routs three more hexes without a morale check.
    let routed_line = |key: &str, hex: &str| {
        rod::unit_lua(
            key,
            "confederate",
            "infantry",
            8,
            hex,
            r#"formation = "line", parent = "Cleburne", status = { "routed" },"#,
        )
    };
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 5, "0503", "E", "1-XIV"),
            rod::line("C", "union", 10, "0506", "E", "1-XIV"),
            routed_line("B", "0603"),
            routed_line("D", "0606"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(routed(&g, "B"));
    g.force_dice([4]);
    fire(&mut g, &["A"], "B");
    assert_eq!(last_fire(&g)["result"], "M");
    assert_eq!(unit(&g, "B"), (8, Some("0603".into())));
    g.force_dice([5]);
    fire(&mut g, &["C"], "D");
    assert_eq!(last_fire(&g)["result"], "2");
    let (s, hex) = unit(&g, "D");
    assert_eq!(s, 6);
    assert_eq!(distance(&g, &hex.unwrap(), "0606"), 3);
    assert!(events(&g, "morale_checked").is_empty());
}

// rules: 9, 9.2, 9.23
#[test]
fn rule_9_21_rally_passes_and_gets_a_free_facing() {
    // Rout B in the Union defensive fire, then rally it in the Confederate rally phase:
    // 7 - 1 (rally) = 6, passes on 6; faces as asked (9.23).
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "B");
    assert!(routed(&g, "B"));
    goto_phase(&mut g, "confederate", "rally");
    g.force_dice([6]);
    act(&mut g, r#"{"kind":"rally","unit":"B","facing":"NW"}"#);
    assert!(!routed(&g, "B"));
    assert_eq!(rod::look(&g, "B").1.as_deref(), Some("NW"));
    assert_eq!(field(&common::last_event(&g, "morale_checked"), "final"), 6);
}

/// 9.23 without a facing named in the action, the owner chooses the free facing once the
/// rally has passed (the computer would face the nearest enemy).
#[test]
fn rule_9_23_the_owner_chooses_the_rallied_unit_s_facing() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "B");
    goto_phase(&mut g, "confederate", "rally");
    g.force_dice([6]);
    rod::act_raw(&mut g, r#"{"kind":"rally","unit":"B"}"#);
    assert!(!routed(&g, "B"));
    assert_eq!(rod::choices(&g).len(), 6);
    let bot = g.bot_action().unwrap()["choice"]
        .as_str()
        .unwrap()
        .to_string();
    let other = if bot == "SW" { "NW" } else { "SW" };
    rod::decide(&mut g, "confederate", "9.23", serde_json::json!(other));
    assert_eq!(rod::look(&g, "B").1.as_deref(), Some(other));
}

// rules: 7.672
#[test]
fn rule_9_22_failed_rally_routs_three_more() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "B");
    let before = unit(&g, "B").1.unwrap();
    goto_phase(&mut g, "confederate", "rally");
    g.force_dice([7]);
    act(&mut g, r#"{"kind":"rally","unit":"B"}"#);
    assert!(routed(&g, "B"));
    let after = unit(&g, "B").1.unwrap();
    assert_eq!(distance(&g, &before, &after), 3);
}

#[test]
fn rule_9_1_rally_phase_waits_for_each_routed_unit() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    fire(&mut g, &["A"], "B");
    // end the phases up to the rally phase: it does not end by itself while B has not tried
    goto_phase(&mut g, "confederate", "rally");
    assert_eq!(g.with_world(|w| w.state.turn), 1);
    assert!(g.check(&json!({"kind": "rally", "unit": "B"})).is_ok());
}

#[test]
fn rule_7_52_advance_after_combat_into_the_vacated_hex() {
    // Confederate offensive fire: B eliminates A (strength 1) from beside it; B may advance
    // without changing facing; other fire waits for the decision.
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 1, "0303", "E", "1-XIV"),
            rod::line("B", "confederate", 8, "0403", "W", "Cleburne"),
            rod::line("C", "confederate", 8, "0405", "W", "Cleburne"),
            rod::line("D", "union", 8, "0305", "E", "1-XIV"),
            cleburne("0607"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    g.force_dice([5]);
    fire(&mut g, &["B"], "A");
    assert_eq!(unit(&g, "A").1, None);
    assert!(refuse_fire(&mut g, &["C"], "D").contains("7.52"));
    assert!(refuse(&mut g, r#"{"kind":"advance","unit":"C"}"#).contains("7.52"));
    act(&mut g, r#"{"kind":"advance","unit":"B"}"#);
    assert_eq!(unit(&g, "B").1.as_deref(), Some("0303"));
    assert_eq!(rod::look(&g, "B").1.as_deref(), Some("W"));
    g.force_dice([1]);
    fire(&mut g, &["C"], "D");
}

#[test]
fn rule_7_52_advance_may_be_declined() {
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 1, "0303", "E", "1-XIV"),
            rod::line("B", "confederate", 8, "0403", "W", "Cleburne"),
            cleburne("0607"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    g.force_dice([5]);
    fire(&mut g, &["B"], "A");
    act(&mut g, r#"{"kind":"advance","decline":true}"#);
    assert_eq!(unit(&g, "B").1.as_deref(), Some("0403"));
}

#[test]
fn rule_7_52_no_advance_across_a_bridge_in_line() {
    let mut g = Scenario::rod("fire")
        .map_extra(r#"hexsides = { creek = { "0303/0403" }, bridge = { "0303/0403" } },"#)
        .units(&[
            rod::line("A", "union", 1, "0303", "E", "1-XIV"),
            rod::line("B", "confederate", 8, "0403", "W", "Cleburne"),
            cleburne("0607"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    g.force_dice([5]);
    fire(&mut g, &["B"], "A");
    assert!(refuse(&mut g, r#"{"kind":"advance","unit":"B"}"#).contains("bridge"));
}

#[test]
fn rule_5_321_leader_lost_on_a_natural_ten() {
    // Natural 10 with a numeric result, then 9: the leader stacked with the target is lost.
    let mut units = face_off(10, 8);
    units.push(rod::leader(
        "CLEBURNE",
        "confederate",
        "0403",
        "Cleburne",
        4,
        0,
    ));
    let mut g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([10, 9, 1]);
    fire(&mut g, &["A"], "B");
    assert_eq!(unit(&g, "CLEBURNE").1, None);
}

#[test]
fn rule_7_52_advance_across_an_unlocated_ford_locates_it() {
    // Dyer's Ford (charts.fords, 2806/2906) is not located: B fires across it, eliminates A
    // and advances across the ford, which is then located.
    let mut g = Scenario::rod("fire")
        .size(30, 8)
        .map_extra(r#"hexsides = { creek = { "2806/2906" }, ford = { "2806/2906" } },"#)
        .units(&[
            rod::line("A", "union", 1, "2806", "E", "1-XIV"),
            rod::line("B", "confederate", 8, "2906", "W", "Cleburne"),
            cleburne("2908"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    g.force_dice([5]);
    fire(&mut g, &["B"], "A");
    act(&mut g, r#"{"kind":"advance","unit":"B"}"#);
    assert_eq!(unit(&g, "B").1.as_deref(), Some("2806"));
    let located = g.with_world(|w| w.state.vars.get("fords_located").cloned());
    assert_eq!(located.unwrap(), json!(["Dyer's Ford"]));
}

// rules: 7.62
#[test]
fn rule_7_21_half_strength_side_checks_morale_at_five() {
    // 10 points roll 10: s = 15 -> 4 points; B 8 -> 4, half its strength: its half side's
    // morale 5 (7.62) fails on 6.
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([10, 6]);
    fire(&mut g, &["A"], "B");
    assert_eq!(unit(&g, "B").0, 4);
    let m = common::last_event(&g, "morale_checked");
    assert_eq!(field(&m, "level"), 5);
    // 4 points lost: -3 for the points beyond the first (reconstructed chart)
    assert_eq!(field(&m, "final"), 2);
    assert!(routed(&g, "B"));
}

#[test]
fn rule_7_23_fire_strength_is_unitary() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["A", "A"], "B").contains("7.23"));
}

#[test]
fn rule_7_33_fire_is_voluntary() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(
        g.with_world(|w| w.state.cursor.id.clone()),
        "offensive_fire"
    );
    assert_eq!(unit(&g, "B").0, 8);
}

#[test]
fn rule_7_662_routed_unit_may_not_fire() {
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::unit_lua(
                "A",
                "union",
                "infantry",
                8,
                "0303",
                r#"formation = "line", facing = "E", parent = "1-XIV", status = { "routed" },"#,
            ),
            rod::line("B", "confederate", 8, "0403", "W", "Cleburne"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["A"], "B").contains("7.662"));
}

// rules: 6.91, 6.92
#[test]
fn rule_6_93_withdrawal_fire_is_a_free_individual_shot() {
    // B (Confederate) turns and leaves A's ZOC in its movement phase (6.94): A fires at it
    // alone each time, a free shot that does not mark A as having fired. First shot 10
    // points roll 5 -> 1 point, morale 7 passes on 3; second shot roll 1 -> s = 6, no effect.
    let mut units = face_off(10, 8);
    units.push(cleburne("0503"));
    let mut g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "confederate", "movement");
    g.force_dice([5, 3, 1]);
    act(
        &mut g,
        r#"{"kind":"move","unit":"B","to":"0603","facing":"W"}"#,
    );
    let shots = events(&g, "fire_resolved");
    assert!(!shots.is_empty());
    for f in &shots {
        assert!(field(f, "why").as_str().unwrap().starts_with("6.93"));
        assert_eq!(field(f, "strength"), 10);
    }
    assert_eq!(unit(&g, "B").0, 7);
    assert!(status(&g, "A").is_empty());
}

#[test]
fn rule_7_673_routs_off_the_map_and_comes_back_when_it_rallies() {
    // A one-row strip of six hexes (every hex is on the edge). U in 0201 is routed by C in 0301:
    // away from C there is only 0101, so no rout of three hexes exists on the map; instead of
    // surrendering it routs off the map beside 0201 (7.673). In its rally phase it passes on a
    // 1 and comes back at 0201.
    let units = [
        rod::line("U", "union", 8, "0201", "E", "1-XIV"),
        rod::line("C", "confederate", 8, "0301", "W", "Cleburne"),
    ];
    let extra = r#"setup = function()
      require("morale").rout(sandtable.units.get("U"), { from = "0301", why = "test" })
    end,"#;
    let mut g = Scenario::rod("off_map")
        .size(6, 1)
        .map_extra(r#"boxes = { { id = "routed_off_map" } },"#)
        .turns(2)
        .field(extra)
        .units(&units)
        .start();
    let (strength, hex) = unit(&g, "U");
    assert_eq!((strength, hex), (8, None), "not surrendered, off the map");
    let box_of = g.with_world(|w| {
        let id = w.state.unit_by_key("U").unwrap();
        format!("{:?}", w.state.units[id as usize].location)
    });
    assert!(box_of.contains("routed_off_map"), "{box_of}");
    assert!(status(&g, "U").contains(&"routed".to_string()));
    goto_phase(&mut g, "union", "rally");
    g.force_dice([1]);
    act(&mut g, r#"{"kind":"rally","unit":"U"}"#);
    assert_eq!(unit(&g, "U").1.as_deref(), Some("0201"));
    assert!(status(&g, "U").is_empty());
}

// ---------------------------------------------------------------------------------------------
// The owner's choices in the middle of fire and rout (sandtable.decisions.choose): each test
// answers differently from the computer player's (the old fixed policy) and checks the outcome.
// ---------------------------------------------------------------------------------------------

/// The answer the computer player would give to the decision owed now.
fn bot_choice(g: &Game) -> serde_json::Value {
    g.bot_action().unwrap()["choice"].clone()
}

/// 7.65 "the player owning the routing unit has the final say": he picks the end hex among
/// those three hexes from the causer, then the way there; the unit ends where he said, by the
/// way he said, though the computer would have taken another.
#[test]
fn rule_7_65_the_owner_chooses_where_and_by_which_way_his_unit_routs() {
    let mut g = Scenario::rod("fire").units(&face_off(10, 8)).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    rod::act_raw(
        &mut g,
        &json!({"kind": "fire", "units": ["A"], "target": "B"}).to_string(),
    );
    let d = g.pending_decision().unwrap();
    assert_eq!(
        (d["kind"].as_str(), d["side"].as_str()),
        (Some("rout_end"), Some("confederate"))
    );
    let ends = rod::choices(&g);
    assert!(ends.len() > 3, "{ends:?}");
    for e in &ends {
        assert!(
            distance(&g, e.as_str().unwrap(), "0303") >= 3,
            "7.65 three from the causer: {e}"
        );
    }
    let bot = bot_choice(&g);
    let mine = ends
        .iter()
        .rev()
        .find(|e| *e != "off the map")
        .unwrap()
        .clone();
    assert_ne!(mine, bot);
    rod::decide(&mut g, "confederate", "7.65", mine.clone());
    let mut ways = None;
    while let Some(d) = g.pending_decision() {
        if d["kind"] == "rout_path" {
            let way = rod::choices(&g).last().unwrap().clone();
            rod::decide(&mut g, "confederate", "7.65", way.clone());
            ways = Some(way);
        } else {
            // 6.94 A may fire as B leaves its ZOC on the way: not here
            rod::decide(&mut g, "union", "6.94", json!("hold"));
        }
    }
    assert!(g.pending_decision().is_none());
    assert_eq!(
        unit(&g, "B").1.as_ref(),
        mine.as_str().map(str::to_string).as_ref()
    );
    let routed_ev = common::last_event(&g, "unit_routed");
    let path: Vec<String> = field(&routed_ev, "path")
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_str().unwrap().to_string())
        .collect();
    if let Some(way) = ways {
        assert_eq!(path.join(","), way.as_str().unwrap());
    }
    assert_eq!(path.len(), 4);
    assert!(routed(&g, "B"));
}

/// 5.37 a leader stacked with a unit that routs may rout with it or stay alone in the hex:
/// the owner keeps him in place (the computer would take him along).
#[test]
fn rule_5_37_the_owner_may_keep_a_leader_in_the_hex_his_unit_routs_from() {
    let mut units = face_off(10, 8);
    units.push(cleburne("0403"));
    let mut g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    rod::act_raw(
        &mut g,
        &json!({"kind": "fire", "units": ["A"], "target": "B"}).to_string(),
    );
    rod::bot_decides_until(&mut g, "leader_rout");
    assert_eq!(bot_choice(&g), "rout");
    rod::decide(&mut g, "confederate", "5.37", json!("stay"));
    rod::bot_decides(&mut g);
    assert_ne!(unit(&g, "B").1.as_deref(), Some("0403"));
    assert_eq!(unit(&g, "CLEBURNE").1.as_deref(), Some("0403"));
}

/// 7.36 a column that loses a point deploys into line at once: its owner chooses the facing
/// (the computer would face the firer, W).
#[test]
fn rule_7_36_the_owner_chooses_the_facing_of_the_deployed_line() {
    let mut g = column_position();
    g.force_dice([3, 2]);
    rod::act_raw(
        &mut g,
        &json!({"kind": "fire", "units": ["A"], "target": "B"}).to_string(),
    );
    let d = g.pending_decision().unwrap();
    assert_eq!(
        (d["kind"].as_str(), d["rule"].as_str()),
        (Some("deploy_facing"), Some("7.36"))
    );
    assert_eq!(rod::choices(&g).len(), 6);
    assert_eq!(bot_choice(&g), "W");
    rod::decide(&mut g, "confederate", "7.36", json!("NE"));
    assert!(g.pending_decision().is_none());
    let (formation, facing, _) = rod::look(&g, "B");
    assert_eq!(formation.as_deref(), Some("line"));
    assert_eq!(facing.as_deref(), Some("NE"));
    // The morale check that follows is the same whatever the facing (7.37 from the firer).
    assert_eq!(unit(&g, "B").0, 7);
}

/// 7.37 fire along the flank/rear vertex ("c"): the firing player may count it through the
/// flank: +1 to hit instead of +2. 10 points at 2 hexes = 5 (column 4): roll 3 + 1 = 4: s = 7,
/// no effect (through the rear it is "M", rule_7_37_c_hex_the_computer_takes_rear).
#[test]
fn rule_7_37_the_firing_player_chooses_flank_or_rear_along_the_c_vertex() {
    let mut g = c_vertex_position();
    g.force_dice([3, 6]);
    rod::act_raw(
        &mut g,
        &json!({"kind": "fire", "units": ["F"], "target": "T"}).to_string(),
    );
    let d = g.pending_decision().unwrap();
    assert_eq!(
        (d["kind"].as_str(), d["side"].as_str()),
        (Some("fire_through"), Some("union"))
    );
    assert_eq!(bot_choice(&g), "rear");
    rod::decide(&mut g, "union", "7.37", json!("flank"));
    let f = last_fire(&g);
    assert_eq!(f["orientation"], "flank");
    assert_eq!(f["modified"], 4);
    assert_eq!(f["result"], "-");
    assert!(!routed(&g, "T"));
}

/// 6.94 "a friendly unit may withdrawal fire": A's owner holds his fire as B leaves A's ZOC
/// (the computer would fire); B moves off untouched.
#[test]
fn rule_6_94_withdrawal_fire_is_the_firing_owner_s_choice() {
    let mut units = face_off(10, 8);
    units.push(cleburne("0503"));
    let mut g = Scenario::rod("fire").units(&units).start();
    goto_phase(&mut g, "confederate", "movement");
    rod::act_raw(
        &mut g,
        r#"{"kind":"move","unit":"B","to":"0603","facing":"W"}"#,
    );
    let mut asked = 0;
    while let Some(d) = g.pending_decision() {
        assert_eq!(
            (d["kind"].as_str(), d["side"].as_str()),
            (Some("withdrawal_fire"), Some("union"))
        );
        assert_eq!(bot_choice(&g), "fire");
        rod::decide(&mut g, "union", "6.94", json!("hold"));
        asked += 1;
    }
    assert!(asked >= 1);
    assert!(events(&g, "fire_resolved").is_empty());
    assert_eq!(unit(&g, "B"), (8, Some("0603".into())));
}

/// 7.673 "if a routed unit routs off the mapsheet…": where the edge is within reach, routing
/// off the map is among the owner's choices (the computer keeps to the map while it can). B at
/// 0903, one hex from the east edge, fails its check; the Confederate player routs it off.
#[test]
fn rule_7_673_the_owner_may_rout_his_unit_off_the_map() {
    let units = [
        rod::line("A", "union", 10, "0803", "E", "1-XIV"),
        rod::line("B", "confederate", 8, "0903", "W", "Cleburne"),
    ];
    let mut g = Scenario::rod("off_map")
        .map_extra(r#"boxes = { { id = "routed_off_map" } },"#)
        .units(&units)
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    rod::act_raw(
        &mut g,
        &json!({"kind": "fire", "units": ["A"], "target": "B"}).to_string(),
    );
    let ends = rod::choices(&g);
    assert!(ends.contains(&json!("off the map")), "{ends:?}");
    assert!(ends.len() > 1, "on the map too: {ends:?}");
    assert_eq!(ends.last(), Some(&json!("off the map")), "offered last");
    assert_ne!(
        bot_choice(&g),
        "off the map",
        "the computer keeps to the map"
    );
    rod::decide(&mut g, "confederate", "7.65", json!("off the map"));
    rod::bot_decides(&mut g);
    assert_eq!(unit(&g, "B").1, None, "off the map");
    let e = common::last_event(&g, "unit_routed");
    assert!(field(&e, "off_map").as_str().is_some(), "{}", e.text);
}

/// 6.93/5.32 a leader leaving an enemy zone of control draws no withdrawal fire: fire's targets
/// are combat units and wagons, and leaders are lost only as 5.32 says. CLEBURNE, alone in A's
/// frontal hex 0403, moves off: no shot, no strength taken, no casualty points.
#[test]
fn rule_6_93_a_leader_leaving_a_zone_of_control_draws_no_withdrawal_fire() {
    let mut g = Scenario::rod("fire")
        .units(&[
            rod::line("A", "union", 10, "0303", "E", "1-XIV"),
            cleburne("0403"),
            rod::line("B", "confederate", 8, "0803", "W", "Cleburne"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    let before = g.with_world(|w| w.state.vars.get("casualties").cloned());
    act(&mut g, r#"{"kind":"move","unit":"CLEBURNE","to":"0603"}"#);
    assert_eq!(unit(&g, "CLEBURNE").1.as_deref(), Some("0603"));
    assert!(events(&g, "fire_resolved").is_empty());
    assert!(
        g.pending_decision().is_none(),
        "no withdrawal fire is even offered"
    );
    assert_eq!(
        g.with_world(|w| w.state.vars.get("casualties").cloned()),
        before
    );
}

/// 7.39 the Line-of-Sight Table: between hexes of the same level an orchard hex blocks, as a
/// woods hex does (before, the orchard was a hindrance the map's one orchard never reached).
#[test]
fn rule_7_39_an_orchard_between_hexes_of_one_level_blocks_the_line() {
    let g = Scenario::rod("orchard")
        .map_extra(r#"hexes = { orchard = { "0302" } },"#)
        .units(&[rod::line("A", "union", 8, "0102", "E", "1-XIV")])
        .start();
    assert_eq!(
        rod::query(&g, "return (require('fire').los('0102', '0502'))"),
        json!(false)
    );
    assert_eq!(
        rod::query(&g, "return (require('fire').los('0104', '0504'))"),
        json!(true)
    );
}
