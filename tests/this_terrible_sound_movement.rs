//! This Terrible Sound movement rules (movement.lua): formations, facing, ZOC, terrain,
//! stacking by strength points, reinforcements, night, breastworks, bridges, the playing area.
mod common;
use common::{act, refuse, tts};
use mlua::{Function, Value};
use sandtable::script::Mode;
use sandtable::session::Game;

/// Runs a Lua chunk as a hook in change mode and returns its value.
fn change(g: &Game, src: &str) -> serde_json::Value {
    let f: Function = g
        .engine
        .lua()
        .load(src)
        .set_name("@change.lua")
        .into_function()
        .unwrap_or_else(|e| panic!("{src}: {e}"));
    let v: Value = g
        .engine
        .call("test", &f, (), Mode::Change)
        .unwrap_or_else(|e| panic!("{src}: {e}"));
    g.engine.to_json(v).unwrap()
}

fn game(units: &[String], map_extra: &str, time: &str, extra: &str) -> Game {
    let src = tts::scenario(
        &tts::open_map(12, 12, map_extra),
        units,
        4,
        1,
        time,
        "union",
        extra,
    );
    tts::game("mv", &src)
}

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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, r#"terrain = "forest","#, "10:00", "");
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
    let mut g = game(
        &units,
        r#"hexsides = { slope = { "0306/0406" } },"#,
        "10:00",
        "",
    );
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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, "", "10:00", "");
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
    let mut g = game(&units, r#"terrain = "forest","#, "20:00", "");
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
    let mut g = game(
        &units,
        labels,
        "10:00",
        r#"vars = { map_area = { { sheet = "D", rows = { 1, 6 } } } },"#,
    );
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
    let g = game(&units, "", "10:00", "");
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
    let vars = r#"vars = { entrench = { Croxton = 1 }, building = { ["0505"] = { turns = 11, facing = { "NE", "E", "SE" }, side = "union" } } },"#;
    let mut g = game(&units, r#"hexes = { forest = { "0506" } },"#, "10:00", vars);
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
    let vars = r#"vars = { options = { bridge_destruction = true } },"#;
    let mut g = game(
        &units,
        r#"hexsides = { creek = { "0505/0605" }, bridge = { "0505/0605" } },"#,
        "10:00",
        vars,
    );
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
