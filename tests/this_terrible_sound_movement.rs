//! This Terrible Sound movement rules (movement.lua): formations, facing, ZOC, terrain,
//! stacking by strength points, reinforcements, night, breastworks, bridges, the playing area.
mod common;
use common::tts::change;
use common::{Scenario, act, refuse, tts};
use sandtable::session::Game;
use serde_json::json;

/// Scenario vars giving 2/3/14 (10 Ind, 74 Ind) an accepted attack order: without an order a
/// command only defends in place (S.2.1).
const ATTACK_ORDER: &str =
    r#"orders = { union = { { to = "2/3/14", kind = "attack", text = "Attack east." } } }"#;

fn goto_movement(g: &mut Game) {
    common::goto_phase(g, "union", "movement");
}

#[test]
fn rule_s_4_1_line_moves_six_field_hexes() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0106",
        "formation = \"line\", facing = \"E\",",
    )];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0806"}"#,
    );
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0706"}"#,
    );
    assert_eq!(common::unit(&g, "10 Ind/2/3/14").1.as_deref(), Some("0706"));
}

fn left(g: &Game, key: &str) -> f64 {
    tts::query(
        g,
        &format!(r#"return require("movement").left(sandtable.units.get("{key}"))"#),
    )
    .as_f64()
    .unwrap()
}

#[test]
fn rule_s_4_2_facing_change_first_hexside_free_then_one_mp_each() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0106",
        "formation = \"line\", facing = \"E\",",
    )];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    // E -> W is three hexsides: the first free, two at 1 MP.
    act(
        &mut g,
        r#"{"kind":"face","unit":"10 Ind/2/3/14","facing":"W"}"#,
    );
    assert_eq!(left(&g, "10 Ind/2/3/14"), 4.0);
    assert_eq!(tts::look(&g, "10 Ind/2/3/14").1.as_deref(), Some("W"));
    // The free hexside is spent: one more hexside costs 1.
    act(
        &mut g,
        r#"{"kind":"face","unit":"10 Ind/2/3/14","facing":"NW"}"#,
    );
    assert_eq!(left(&g, "10 Ind/2/3/14"), 3.0);
}

#[test]
fn rule_s_4_2_column_has_no_facing() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0106",
        "formation = \"column\",",
    )];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    let why = refuse(
        &mut g,
        r#"{"kind":"face","unit":"10 Ind/2/3/14","facing":"W"}"#,
    );
    assert!(why.contains("S.4.2"), "{why}");
}

#[test]
fn rule_s_4_1_formation_change_costs_three_mp() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0106",
        "formation = \"line\", facing = \"E\",",
    )];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    act(
        &mut g,
        r#"{"kind":"formation","unit":"10 Ind/2/3/14","formation":"column"}"#,
    );
    assert_eq!(tts::look(&g, "10 Ind/2/3/14").0.as_deref(), Some("column"));
    // column allowance 8, 3 spent
    assert_eq!(left(&g, "10 Ind/2/3/14"), 5.0);
    refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0706"}"#,
    );
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0606"}"#,
    );
}

// rules: 1.5, S.4.3
#[test]
fn rule_s_4_3_forest_costs_two_for_line() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0106",
        "formation = \"line\", facing = \"E\",",
    )];
    let mut g = Scenario::tts("mv")
        .map_extra(r#"terrain = "forest","#)
        .units(&units)
        .start();
    goto_movement(&mut g);
    // 2 + 2 + 2 = 6 to 0406; 0506 would cost 7
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0506"}"#,
    );
    assert!(why.contains("S.4"), "{why}");
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0406"}"#,
    );
    assert_eq!(left(&g, "10 Ind/2/3/14"), 0.0);
}

#[test]
fn rule_1_1_slope_hexside_costs_one_more() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0106",
        "formation = \"line\", facing = \"E\",",
    )];
    let mut g = Scenario::tts("mv")
        .map_extra(r#"hexsides = { slope = { "0306/0406" } },"#)
        .units(&units)
        .start();
    goto_movement(&mut g);
    refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0706"}"#,
    );
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0606"}"#,
    );
    assert_eq!(left(&g, "10 Ind/2/3/14"), 0.0);
}

#[test]
fn rule_s_4_4_entering_enemy_front_zoc_ends_the_move() {
    let units = [
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0106",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "0606",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    let mut g = Scenario::tts("mv").vars(ATTACK_ORDER).units(&units).start();
    goto_movement(&mut g);
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0506"}"#,
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0505"}"#,
    );
    assert!(why.contains("S.4.4"), "{why}");
}

#[test]
fn rule_s_4_4_leaving_enemy_zoc_costs_two() {
    let units = [
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0506",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "0606",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    // 4 field hexes back + 2 for leaving = 6; 5 hexes = 7
    refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0006"}"#,
    );
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0106"}"#,
    );
    assert_eq!(left(&g, "10 Ind/2/3/14"), 0.0);
}

#[test]
fn rule_s_4_5_stacking_limit_twelve_strength_points() {
    // 10 Ind 7 SP? use explicit strengths: 8 + 6 = 14 > 12
    let units = [
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0106",
            "formation = \"line\", facing = \"E\", strength = 8,",
        ),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "0306",
            "formation = \"line\", facing = \"E\", strength = 6,",
        ),
        tts::oob(
            "union",
            "4 Ky/2/3/14",
            "0106",
            "formation = \"line\", facing = \"E\", strength = 4,",
        ),
    ];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0306"}"#,
    );
    assert!(why.contains("S.4.5"), "{why}");
    // 6 + 4 = 10 fits; 6.0 note 2: the set-up stack of 12 in 0106 stays
    act(
        &mut g,
        r#"{"kind":"move","unit":"4 Ky/2/3/14","to":"0306"}"#,
    );
}

#[test]
fn rule_s_4_6_reinforcement_enters_in_march_formation_and_phase_waits() {
    let units = [
        r#"unit("union", "10 Ind/2/3/14", { arrives = { turn = 1, hex = "0106" } }),"#.to_string(),
        tts::oob("union", "Croxton", "0808", ""),
    ];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(why.contains("S.4.6"), "{why}");
    act(
        &mut g,
        r#"{"kind":"enter","unit":"10 Ind/2/3/14","hex":"0106"}"#,
    );
    assert_eq!(common::unit(&g, "10 Ind/2/3/14").1.as_deref(), Some("0106"));
    assert_eq!(tts::look(&g, "10 Ind/2/3/14").0.as_deref(), Some("column"));
    // the entry hex cost 1 of the column's 8
    assert_eq!(left(&g, "10 Ind/2/3/14"), 7.0);
    act(&mut g, r#"{"kind":"end_phase"}"#);
}

#[test]
fn rule_s_10_1_night_forest_costs_double() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0106",
        "formation = \"line\", facing = \"E\",",
    )];
    let mut g = Scenario::tts("mv")
        .map_extra(r#"terrain = "forest","#)
        .time("20:00")
        .units(&units)
        .start();
    goto_movement(&mut g);
    // forest costs 2 x 2 = 4 at night: 0306 would cost 8 of the line's 6
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0306"}"#,
    );
    assert!(why.contains("S.4.1"), "{why}");
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0206"}"#,
    );
    assert_eq!(left(&g, "10 Ind/2/3/14"), 2.0);
}

#[test]
fn rule_6_0_restricted_playing_area() {
    let labels = r#"labels = { separator = ".", digits = 2, first_digits = 0, row_first = true, sheets = {
      { name = "D", x0 = 0, y0 = 0, cols = 12, rows = 6, first_col = 1, first_row = 1 },
      { name = "E", x0 = 0, y0 = 6, cols = 12, rows = 6, first_col = 1, first_row = 1 } } },"#;
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "D5.05",
        "formation = \"line\", facing = \"SE\",",
    )];
    let mut g = Scenario::tts("mv")
        .map_extra(labels)
        .vars(r#"map_area = { { sheet = "D", rows = { 1, 6 } } }"#)
        .units(&units)
        .start();
    goto_movement(&mut g);
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"E1.05"}"#,
    );
    assert!(why.contains("6.0"), "{why}");
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"D6.05"}"#,
    );
}

// rules: S.4.2
#[test]
fn rule_s_4_2_frontal_flank_retreat_and_advance() {
    let units = [
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0506",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "0606",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    let g = Scenario::tts("mv").units(&units).start();
    let r = tts::query(
        &g,
        r#"local m = require("movement")
        local u = sandtable.units.get("10 Ind/2/3/14")
        return { m.frontal(u, "0606"), m.frontal(u, "0406"), m.flank_attack(u, "0406"), m.flank_attack(u, "0606") }"#,
    );
    assert_eq!(r, serde_json::json!([true, false, true, false]));
    // retreat 2 hexes straight away from 0606, then the enemy advances into 0506
    let r = change(
        &g,
        r#"local m = require("movement")
        local ok = m.retreat(sandtable.units.get("10 Ind/2/3/14"), 2, "0606", "test")
        local adv = m.advance(sandtable.units.get("24 Miss/W/L/Res"), "0506", "test")
        return { ok, sandtable.units.get("10 Ind/2/3/14").hex, adv }"#,
    );
    assert_eq!(r, serde_json::json!([true, "0306", true]));
    assert_eq!(
        common::unit(&g, "24 Miss/W/L/Res").1.as_deref(),
        Some("0506")
    );
}

// rules: 4.3a
#[test]
fn rule_4_3a_permission_to_entrench_is_an_initiative_roll_without_loose_cannons() {
    // Croxton (rating 2; initiative needs 11 with the rating, charts.initiative): 6 + 3 + 2 =
    // 11 gains permission; a natural 2 is a failure, never a loose cannon (4.3a); one roll a
    // leader a turn; never the army commander.
    let units = [
        tts::oob("union", "Rosecrans", "0303", ""),
        tts::oob("union", "Croxton", "0505", ""),
        tts::oob("union", "Van Derveer", "0707", ""),
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0505",
            r#"formation = "line", facing = "E","#,
        ),
    ];
    let mut g = Scenario::tts("mv")
        .map_extra(r#"hexes = { forest = { "0506" } },"#)
        .units(&units)
        .start();
    let why = refuse(
        &mut g,
        r#"{"kind":"breastworks_initiative","leader":"Rosecrans"}"#,
    );
    assert!(why.contains("army commander"), "{why}");
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"breastworks_initiative","leader":"Van Derveer"}"#,
    );
    assert!(
        common::events(&g, "loose_cannon").is_empty(),
        "no loose cannon for breastworks"
    );
    let entrench = |g: &Game| tts::query(g, r#"return sandtable.vars.get("entrench") or {}"#);
    assert_eq!(entrench(&g), serde_json::json!({}));
    let why = refuse(
        &mut g,
        r#"{"kind":"breastworks_initiative","leader":"Van Derveer"}"#,
    );
    assert!(
        why.contains("one breastworks roll a leader a turn"),
        "{why}"
    );
    g.force_dice([6, 3]);
    act(
        &mut g,
        r#"{"kind":"breastworks_initiative","leader":"Croxton"}"#,
    );
    assert_eq!(entrench(&g)["Croxton"], 1, "permission from turn 1");
    // and with it the build may start in his command, in or next to woods
    goto_movement(&mut g);
    act(
        &mut g,
        r#"{"kind":"build_breastworks","hex":"0505","facing":"E"}"#,
    );
}

// rules: 4.3a, 4.3b
#[test]
fn rule_4_3b_breastworks_complete_after_twelve_day_turns() {
    let units = [
        tts::oob("union", "Croxton", "0505", ""),
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0505",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "0909",
            "formation = \"line\", facing = \"E\",",
        ),
    ];
    let vars = r#"entrench = { Croxton = 1 }, building = { ["0505"] = { turns = 11, facing = { "NE", "E", "SE" }, side = "union" } }"#;
    let mut g = Scenario::tts("mv")
        .map_extra(r#"hexes = { forest = { "0506" } },"#)
        .vars(vars)
        .units(&units)
        .start();
    goto_movement(&mut g);
    // 4.3a 0909 is not in or next to woods
    let why = refuse(
        &mut g,
        r#"{"kind":"build_breastworks","hex":"0909","facing":"E"}"#,
    );
    assert!(why.contains("4.3a"), "{why}");
    act(&mut g, r#"{"kind":"build_breastworks","hex":"0505"}"#);
    common::goto_phase(&mut g, "confederate", "command");
    let r = tts::query(
        &g,
        r#"local m = require("movement")
        local u = sandtable.units.get("10 Ind/2/3/14")
        return { sandtable.vars.get("breastworks")["0505"] ~= nil, m.breastworks_cover(u, "0605"), m.breastworks_cover(u, "0405") }"#,
    );
    assert_eq!(r, serde_json::json!([true, true, false]));
}

#[test]
fn rule_4_5a_bridge_burned_on_eleven() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0505",
        "formation = \"column\",",
    )];
    let mut g = Scenario::tts("mv")
        .map_extra(r#"hexsides = { creek = { "0505/0605" }, bridge = { "0505/0605" } },"#)
        .vars(ATTACK_ORDER)
        .option("bridge_destruction", json!(true))
        .units(&units)
        .start();
    common::goto_phase(&mut g, "union", "command");
    g.force_dice([5, 6]);
    act(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"10 Ind/2/3/14","hex":"0505","across":"0605"}"#,
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"10 Ind/2/3/14","hex":"0505","across":"0605"}"#,
    );
    assert!(why.contains("4.5a"), "{why}");
    goto_movement(&mut g);
    // the burned bridge is no longer crossed: the path goes round the creek hexside
    let n = tts::query(
        &g,
        r#"return #require("movement").actions.move.describe({ unit = "10 Ind/2/3/14", to = "0605" }).path"#,
    );
    assert_eq!(n, serde_json::json!(3));
}

#[test]
fn rule_4_5b_bridge_repaired_on_ten_and_once_a_phase() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0505",
        "formation = \"column\",",
    )];
    let map = r#"hexsides = { creek = { "0505/0605" }, bridge = { "0505/0605" } },"#;
    let burned = r#"bridges_burned = { ["0505|0605"] = true }"#;
    // 9 fails
    let mut g = Scenario::tts("mv")
        .map_extra(map)
        .vars(burned)
        .option("bridge_destruction", json!(true))
        .units(&units)
        .start();
    common::goto_phase(&mut g, "union", "command");
    g.force_dice([4, 5]);
    act(
        &mut g,
        r#"{"kind":"repair_bridge","unit":"10 Ind/2/3/14","hex":"0505","across":"0605"}"#,
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"repair_bridge","unit":"10 Ind/2/3/14","hex":"0505","across":"0605"}"#,
    );
    assert!(why.contains("4.5b"), "{why}");
    let still = tts::query(
        &g,
        r#"return sandtable.vars.get("bridges_burned")["0505|0605"] == true"#,
    );
    assert_eq!(still, serde_json::json!(true));
    // 10 repairs
    let mut g = Scenario::tts("mv")
        .map_extra(map)
        .vars(burned)
        .option("bridge_destruction", json!(true))
        .units(&units)
        .start();
    common::goto_phase(&mut g, "union", "command");
    g.force_dice([4, 6]);
    act(
        &mut g,
        r#"{"kind":"repair_bridge","unit":"10 Ind/2/3/14","hex":"0505","across":"0605"}"#,
    );
    let intact = tts::query(
        &g,
        r#"return { require("movement").bridge_intact("0505"), next(sandtable.vars.get("bridges_burned") or {}) == nil }"#,
    );
    assert_eq!(intact, serde_json::json!([true, true]));
    // pioneers: 9 + 1 repairs
    let units = [tts::oob(
        "confederate",
        "Pickett/A Tenn",
        "0505",
        "formation = \"line\", facing = \"E\",",
    )];
    let mut g = Scenario::tts("mv")
        .map_extra(map)
        .vars(burned)
        .option("bridge_destruction", json!(true))
        .units(&units)
        .start();
    common::goto_phase(&mut g, "confederate", "command");
    g.force_dice([4, 5]);
    act(
        &mut g,
        r#"{"kind":"repair_bridge","unit":"Pickett/A Tenn","hex":"0505","across":"0605"}"#,
    );
    let r = tts::query(&g, r#"return require("movement").bridge_intact("0505")"#);
    assert_eq!(r, serde_json::json!(true));
}

#[test]
fn rule_4_5a_bridge_destruction_is_optional() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0505",
        "formation = \"column\",",
    )];
    let mut g = Scenario::tts("mv")
        .map_extra(r#"hexsides = { creek = { "0505/0605" }, bridge = { "0505/0605" } },"#)
        .units(&units)
        .start();
    common::goto_phase(&mut g, "union", "command");
    let why = refuse(
        &mut g,
        r#"{"kind":"destroy_bridge","unit":"10 Ind/2/3/14","hex":"0505","across":"0605"}"#,
    );
    assert!(why.contains("optional"), "{why}");
}

#[test]
fn rule_4_6_shifted_reinforcement_enters_elsewhere_a_die_of_hours_later() {
    let units = [
        r#"unit("union", "10 Ind/2/3/14", { arrives = { turn = 1, hex = "0106" } }),"#.to_string(),
    ];
    let map = r#"hexsides = { road = { "0106/0206", "0601/0602", "1206/1106" } },"#;
    let mut g = Scenario::tts("mv")
        .map_extra(map)
        .vars(ATTACK_ORDER)
        .option("shifting_reinforcements", json!(true))
        .units(&units)
        .start();
    goto_movement(&mut g);
    // not a road map-edge hex
    let why = refuse(
        &mut g,
        r#"{"kind":"shift_reinforcement","unit":"10 Ind/2/3/14","hex":"0505"}"#,
    );
    assert!(why.contains("4.6"), "{why}");
    // road edge hexes in order: 0106, 0601, 1206: 1206 is one road edge hex away (the shorter
    // way round): one die, 2 hours = 8 day turns
    g.force_dice([2]);
    act(
        &mut g,
        r#"{"kind":"shift_reinforcement","unit":"10 Ind/2/3/14","hex":"1206"}"#,
    );
    let a = tts::query(
        &g,
        r#"local a = sandtable.units.get("10 Ind/2/3/14"):prop("arrives") return { a.turn, a.hex }"#,
    );
    assert_eq!(a, serde_json::json!([9, "1206"]));
    let why = refuse(
        &mut g,
        r#"{"kind":"enter","unit":"10 Ind/2/3/14","hex":"1206"}"#,
    );
    assert!(why.contains("turn 9"), "{why}");
    // the phase may end: the reinforcement is no longer due
    act(&mut g, r#"{"kind":"end_phase"}"#);
}

#[test]
fn rule_4_6_shifting_is_optional() {
    let units = [
        r#"unit("union", "10 Ind/2/3/14", { arrives = { turn = 1, hex = "0106" } }),"#.to_string(),
    ];
    let mut g = Scenario::tts("mv")
        .map_extra(r#"hexsides = { road = { "0106/0206", "1206/1106" } },"#)
        .units(&units)
        .start();
    goto_movement(&mut g);
    let why = refuse(
        &mut g,
        r#"{"kind":"shift_reinforcement","unit":"10 Ind/2/3/14","hex":"1206"}"#,
    );
    assert!(why.contains("optional"), "{why}");
}

// rules: S.2.1
#[test]
fn rule_s_2_1_without_orders_defend_in_place_and_defend_orders_close_only_on_their_goal() {
    let units = [
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0306",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "1006",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    // no order: no move ending closer to the enemy, moves away are free
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0406"}"#,
    );
    assert!(why.contains("S.2.1"), "{why}");
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0206"}"#,
    );
    // a defend order whose place is 0603: closer to the enemy only when closer to the goal
    let defend = r#"orders = { union = { { to = "2/3/14", kind = "defend", text = "Defend the hill.", hex = "0302" } } }"#;
    let mut g = Scenario::tts("mv").vars(defend).units(&units).start();
    goto_movement(&mut g);
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0406"}"#,
    );
    assert!(why.contains("S.2.1"), "{why}");
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0405"}"#,
    );
    // an attack order: free to advance
    let mut g = Scenario::tts("mv").vars(ATTACK_ORDER).units(&units).start();
    goto_movement(&mut g);
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0506"}"#,
    );
}

// rules: S.3.4, S.2.8
#[test]
fn rule_s_3_4_corps_hq_moves_only_by_orders_and_enemy_contact_triggers_ecr() {
    let units = [
        tts::oob("union", "14 Corps HQ", "0606", ""),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "1006",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    let mut g = Scenario::tts("mv").units(&units).start();
    goto_movement(&mut g);
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"14 Corps HQ","to":"0506"}"#,
    );
    assert!(why.contains("S.3.4"), "{why}");
    let orders = r#"orders = { union = { { to = "14 Corps", kind = "defend", text = "Hold." } }, confederate = { { to = "L/Res", kind = "attack", text = "Attack west." } } }"#;
    let mut g = Scenario::tts("mv").vars(orders).units(&units).start();
    goto_movement(&mut g);
    act(
        &mut g,
        r#"{"kind":"move","unit":"14 Corps HQ","to":"0506"}"#,
    );
    common::goto_phase(&mut g, "confederate", "movement");
    act(
        &mut g,
        r#"{"kind":"move","unit":"24 Miss/W/L/Res","to":"0606"}"#,
    );
    // where the HQ falls back is the Union player's to say (decision `retreat`)
    let back = common::choices(&g)[0].clone();
    common::decide(&mut g, "union", "S.2.8", back);
    let r = tts::query(
        &g,
        r#"local hq = sandtable.units.get("14 Corps HQ")
        return { require("orders").current("14 Corps") == nil, sandtable.map.distance(hq.hex, "0606") }"#,
    );
    assert_eq!(r, serde_json::json!([true, 3]));
    assert!(!common::events(&g, "emergency_corps_retreat").is_empty());
}

// rules: 5.5a, 5.5b
#[test]
fn rule_5_5a_a_brigade_exiting_by_a_critical_exit_with_exit_orders_scores() {
    let units = [tts::oob(
        "confederate",
        "24 Miss/W/L/Res",
        "0106",
        "formation = \"column\",",
    )];
    let exit = r#"exit_hexes = { [1] = { "0106" } }, orders = { confederate = { { to = "L/Res", type = "exit", text = "Exit west." } } }"#;
    let mut g = Scenario::tts("mv").vars(exit).units(&units).start();
    common::goto_phase(&mut g, "confederate", "movement");
    act(&mut g, r#"{"kind":"exit","unit":"24 Miss/W/L/Res"}"#);
    // 5.5d exit #1 before noon on the 19th: 3 VP
    let p = tts::query(&g, r#"return (require("victory").points("confederate"))"#);
    assert_eq!(p, serde_json::json!(3));
    // 5.5b without an exit order the brigade counts nothing
    let defend = r#"exit_hexes = { [1] = { "0106" } }, orders = { confederate = { { to = "L/Res", kind = "defend", text = "Hold." } } }"#;
    let mut g = Scenario::tts("mv").vars(defend).units(&units).start();
    common::goto_phase(&mut g, "confederate", "movement");
    act(&mut g, r#"{"kind":"exit","unit":"24 Miss/W/L/Res"}"#);
    let p = tts::query(&g, r#"return (require("victory").points("confederate"))"#);
    assert_eq!(p, serde_json::json!(0));
    assert!(!common::events(&g, "exit_unscored").is_empty());
}

#[test]
fn rule_4_3b_building_pauses_when_the_builder_is_fired_at() {
    let units = [tts::oob(
        "union",
        "10 Ind/2/3/14",
        "0505",
        "formation = \"line\", facing = \"E\", status = { \"building\" },",
    )];
    let vars = r#"entrench = { Croxton = 1 }, building = { ["0505"] = { turns = 3, facing = { "NE", "E", "SE" }, side = "union", active = true, turn = 1 } }"#;
    let g = Scenario::tts("mv")
        .map_extra(r#"hexes = { forest = { "0506" } },"#)
        .vars(vars)
        .units(&units)
        .start();
    let r = change(
        &g,
        r#"require("fire").resolve("0505", 0, 0, { firers = {}, why = "test fire" })
        local b = sandtable.vars.get("building")["0505"]
        return { sandtable.units.get("10 Ind/2/3/14"):has("building"), b.active, b.turns }"#,
    );
    assert_eq!(r, serde_json::json!([false, false, 3]));
}

// rules: 6.6
#[test]
fn rule_6_6_rolled_arrival_waits_for_its_roll_each_turn() {
    // 6.6 "Start rolling at time indicated, roll once per turn for each group": 9+ on two dice.
    let units = [
        r#"unit("union", "10 Ind/2/3/14", { arrives = { turn = 1, hex = "0106", roll = { dice = 2, on_or_above = 9, every_turn = true } } }),"#.to_string(),
        r#"unit("union", "74 Ind/2/3/14", { arrives = { turn = 1, hex = "0106", roll = { dice = 2, on_or_above = 9, every_turn = true } } }),"#.to_string(),
        tts::oob("union", "Croxton", "0808", ""),
        tts::oob("confederate", "Bragg", "1212", ""),
    ];
    let mut g = Scenario::tts("mv")
        .vars(r#"random_events = false"#)
        .units(&units)
        .start();
    common::goto_phase(&mut g, "union", "command");
    g.force_dice([3, 3]);
    goto_movement(&mut g);
    // 6 < 9: not this turn; the phase may end without them
    let why = refuse(
        &mut g,
        r#"{"kind":"enter","unit":"10 Ind/2/3/14","hex":"0106"}"#,
    );
    assert!(!why.is_empty());
    let rolls = common::events(&g, "optional_arrival_roll");
    assert_eq!(rolls.len(), 1, "one roll for the group of two units");
    act(&mut g, r#"{"kind":"end_phase"}"#);
    // next turn: 5 + 4 = 9, the group enters
    common::goto_phase(&mut g, "union", "command");
    g.force_dice([5, 4]);
    goto_movement(&mut g);
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(why.contains("S.4.6"), "{why}");
    act(
        &mut g,
        r#"{"kind":"enter","unit":"10 Ind/2/3/14","hex":"0106"}"#,
    );
    assert_eq!(common::events(&g, "optional_arrival_roll").len(), 2);
}

// rules: 6.7
#[test]
fn rule_6_7_scheduled_withdrawal_leaves_the_map_at_its_turn() {
    // 6.7's vars.withdrawals (the schedules' "WITHDRAW"): the units leave at that turn.
    let units = [
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0106",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "0406",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob("confederate", "Bragg", "1212", ""),
    ];
    let mut g = Scenario::tts("mv")
        .vars(r#"random_events = false, withdrawals = { { side = "union", turn = 2, hex = "0101", units = { "10 Ind/2/3/14" } } }"#)
        .units(&units)
        .start();
    goto_movement(&mut g);
    assert!(
        common::unit(&g, "10 Ind/2/3/14").1.is_some(),
        "still there on turn 1"
    );
    act(&mut g, r#"{"kind":"end_phase"}"#);
    common::goto_phase(&mut g, "union", "command");
    goto_movement(&mut g);
    assert_eq!(
        common::unit(&g, "10 Ind/2/3/14").1,
        None,
        "withdrawn on turn 2"
    );
    assert!(common::unit(&g, "74 Ind/2/3/14").1.is_some());
    assert_eq!(common::events(&g, "withdrawal").len(), 1);
}
