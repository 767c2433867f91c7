//! River of Death movement rules (rulesets/river-of-death/movement.lua): 6.1-6.5 movement,
//! zones of control, facing, formations and stacking, 6.81-6.82 wagons and Wilder, 6.9's
//! withdrawal-fire triggers, 5.26's movement effects of command control, 7.66 routed movement,
//! 10.1 and 10.4 night movement. Each test builds a small position (tests/common/rod.rs).

mod common;

use common::{Scenario, rod};
use common::{act, goto_phase, refuse, unit};
use sandtable::session::Game;

/// The movement tests' position: a 10 × 8 map, 2 turns from 10:00 on the 19th, in the
/// Confederate movement phase, with a `setup` replacing fire.withdrawal (it logs a
/// `test_withdrawal` event and returns `!stop`) and command.in_command (false for the units
/// listed), so that the movement rules are tested apart from the fire and command modules.
fn position(out_of_command: &[&str], stop: bool) -> Scenario {
    let keys: Vec<String> = out_of_command.iter().map(|k| format!("\"{k}\"")).collect();
    let setup = format!(
        r#"setup = function()
    local fire = require("fire")
    fire.withdrawal = function(u, why)
      sandtable.log.event("test_withdrawal", u.key .. " " .. why, {{ unit = u.key, why = why }})
      return {}
    end
    local out = {{ {} }}
    local command = require("command")
    command.in_command = function(u)
      for _, k in ipairs(out) do if k == u.key then return false end end
      return true
    end
  end,"#,
        if stop { "false" } else { "true" },
        keys.join(", ")
    );
    Scenario::rod("movement")
        .size(10, 8)
        .turns(2)
        .field(&setup)
        .phase("confederate", "movement")
}

/// Woods in every hex east of column 01 (map field for `open_map`), with more fields after.
fn woods_east(more: &str) -> String {
    let mut hexes = Vec::new();
    for c in 2..=10 {
        for r in 1..=8 {
            hexes.push(format!("\"{c:02}{r:02}\""));
        }
    }
    format!("hexes = {{ woods = {{ {} }} }}, {more}", hexes.join(", "))
}

/// The entrance areas A-G of 6.72 (other modules' actions look them up) on the east edge.
const AREAS: &str = r#"areas = { A = { "1001" }, B = { "1002" }, C = { "1003" }, D = { "1004" }, E = { "1005" }, F = { "1006" }, G = { "1007" } },"#;

fn hex_of(g: &Game, key: &str) -> String {
    unit(g, key).1.unwrap_or_default()
}

fn spent(g: &Game, key: &str) -> f64 {
    g.with_world(|w| {
        let id = w.state.unit_by_key(key).unwrap();
        w.state.units[id as usize]
            .props
            .get("mv")
            .and_then(|v| v.get("mp"))
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0)
    })
}

fn withdrawals(g: &Game) -> Vec<String> {
    common::events(g, "test_withdrawal")
        .into_iter()
        .map(|e| e.text)
        .collect()
}

fn mv(key: &str, to: &str) -> String {
    format!(r#"{{"kind":"move","unit":"{key}","to":"{to}"}}"#)
}

fn reb(key: &str, hex: &str, facing: &str) -> String {
    rod::line(key, "confederate", 10, hex, facing, "Cleburne")
}

fn yank(key: &str, hex: &str, facing: &str) -> String {
    rod::line(key, "union", 10, hex, facing, "1-XIV")
}

fn column(key: &str, side: &str, hex: &str) -> String {
    let parent = if side == "union" { "1-XIV" } else { "Cleburne" };
    rod::unit_lua(
        key,
        side,
        "infantry",
        10,
        hex,
        &format!(r#"formation = "column", parent = "{parent}","#),
    )
}

fn unit_of(
    key: &str,
    side: &str,
    ty: &str,
    hex: &str,
    formation: &str,
    facing: Option<&str>,
) -> String {
    let facing = facing
        .map(|f| format!(r#"facing = "{f}","#))
        .unwrap_or_default();
    rod::unit_lua(
        key,
        side,
        ty,
        6,
        hex,
        &format!(r#"formation = "{formation}", {facing}"#),
    )
}

// ---------------------------------------------------------------------------------------------
// 6.1 movement allowances and terrain
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_13_move_pays_terrain_up_to_the_allowance() {
    // Line infantry (7 MP): three clear hexes cost 3; woods cost 2 a hex.
    let units = [reb("A", "0104", "E")];
    // Columns 05 and 06 are woods from edge to edge: no way around.
    let woods: Vec<String> = (1..=8)
        .flat_map(|r| [format!("\"05{r:02}\""), format!("\"06{r:02}\"")])
        .collect();
    let mut g = position(&[], false)
        .map_extra(&format!(
            "hexes = {{ woods = {{ {} }} }},",
            woods.join(", ")
        ))
        .units(&units)
        .start();
    act(&mut g, &mv("A", "0404"));
    assert_eq!(hex_of(&g, "A"), "0404");
    assert_eq!(spent(&g, "A"), 3.0);
    // 4 MP left: 0504 (woods 2) + 0604 (woods 2) = 4 fits, 0704 (one more) does not.
    let why = refuse(&mut g, &mv("A", "0704"));
    assert!(why.contains("6.13/6.45"), "{why}");
    act(&mut g, &mv("A", "0604"));
    assert_eq!(spent(&g, "A"), 7.0);
    let why = refuse(&mut g, &mv("A", "0704"));
    assert!(
        why.contains("6.45") && why.contains("no movement points"),
        "{why}"
    );
}

#[test]
fn rule_6_15_points_are_not_carried_over() {
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("A", "0304"));
    assert_eq!(spent(&g, "A"), 2.0);
    // Next turn's Confederate movement phase: the full 7 again.
    goto_phase(&mut g, "union", "movement");
    goto_phase(&mut g, "confederate", "movement");
    act(&mut g, &mv("A", "1004"));
    assert_eq!(hex_of(&g, "A"), "1004");
}

#[test]
fn rule_6_12_unlimbered_artillery_never_moves() {
    let units = [unit_of(
        "GUN",
        "confederate",
        "artillery",
        "0304",
        "unlimbered",
        Some("E"),
    )];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, &mv("GUN", "0404"));
    assert!(
        why.contains("6.12: unlimbered artillery may never move"),
        "{why}"
    );
    // It may change facing.
    act(&mut g, r#"{"kind":"face","unit":"GUN","facing":"W"}"#);
    assert_eq!(rod::look(&g, "GUN").1.as_deref(), Some("W"));
}

#[test]
fn rule_6_12_column_and_limbered_may_not_move_adjacent_to_the_enemy() {
    // Union line at 0604 facing W; a Confederate column and limbered battery to its west.
    let units = [
        yank("U", "0604", "E"),
        column("COL", "confederate", "0204"),
        unit_of("GUN", "confederate", "artillery", "0206", "limbered", None),
        reb("LINE", "0203", "E"),
    ];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, &mv("COL", "0504"));
    assert!(why.contains("6.12"), "{why}");
    let sw = rod::next(&g, "0604", "SW");
    let why = refuse(&mut g, &mv("GUN", &sw));
    assert!(why.contains("6.12"), "{why}");
    // Two hexes away is fine; the line may close (its rear: no ZOC there).
    act(&mut g, &mv("COL", "0404"));
    act(&mut g, &mv("LINE", "0503"));
    assert_eq!(hex_of(&g, "LINE"), "0503");
}

#[test]
fn rule_6_41_march_formations_use_roads_line_pays_terrain() {
    // A road along row 4 through woods: a column pays ½ a hex, a line the woods (2).
    let road = woods_east(
        r#"hexsides = { road = { "0104/0204", "0204/0304", "0304/0404", "0404/0504", "0504/0604", "0604/0704", "0704/0804", "0804/0904" } },"#,
    );
    let units = [column("COL", "confederate", "0104")];
    let mut g = position(&[], false).map_extra(&road).units(&units).start();
    act(&mut g, &mv("COL", "0904"));
    assert_eq!(spent(&g, "COL"), 4.0);
    let units = [reb("LINE", "0104", "E")];
    let mut g = position(&[], false).map_extra(&road).units(&units).start();
    let why = refuse(&mut g, &mv("LINE", "0504"));
    assert!(why.contains("6.13/6.45"), "{why}");
    act(&mut g, &mv("LINE", "0404"));
    assert_eq!(spent(&g, "LINE"), 6.0);
}

#[test]
fn rule_6_41_stream_penalty_along_trails_not_roads() {
    let map = r#"hexsides = { stream = { "0304/0404", "0306/0406" }, road = { "0104/0204", "0204/0304", "0304/0404" },
      trail = { "0106/0206", "0206/0306", "0306/0406" } },"#;
    let units = [
        column("R", "confederate", "0104"),
        column("T", "confederate", "0106"),
    ];
    let mut g = position(&[], false).map_extra(map).units(&units).start();
    act(&mut g, &mv("R", "0404"));
    assert_eq!(spent(&g, "R"), 1.5);
    act(&mut g, &mv("T", "0406"));
    assert_eq!(spent(&g, "T"), 4.0);
}

// ---------------------------------------------------------------------------------------------
// 6.16, 6.2 zones of control
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_16_stops_on_entering_enemy_zoc() {
    // Union line at 0504 facing W: its ZOC is 0404 (W) and the NW and SW hexes.
    let units = [yank("U", "0504", "W"), reb("A", "0104", "E")];
    let mut g = position(&[], false).units(&units).start();
    let nw = rod::next(&g, "0504", "NW");
    // Through the ZOC to beyond it: refused.
    let beyond = rod::next(&g, &nw, "NE");
    let why = refuse(
        &mut g,
        &format!(
            r#"{{"kind":"move","unit":"A","to":"{beyond}","path":["0204","0304","0404","{nw}","{beyond}"]}}"#
        ),
    );
    assert!(why.contains("6.16"), "{why}");
    act(&mut g, &mv("A", "0404"));
    let why = refuse(&mut g, &mv("A", "0304"));
    assert!(why.contains("6.16") && why.contains("no further"), "{why}");
}

#[test]
fn rule_6_21_zoc_covers_the_three_frontal_hexes_only() {
    // Union line at 0504 facing E: the hexes to its west (rear) and flanks are free.
    let units = [yank("U", "0504", "E"), reb("A", "0304", "E")];
    let mut g = position(&[], false).units(&units).start();
    let rear = rod::next(&g, "0504", "W");
    let flank = rod::next(&g, "0504", "NW");
    let front = rod::next(&g, "0504", "NE");
    act(&mut g, &mv("A", &rear));
    act(&mut g, &mv("A", &flank));
    // Now into the NE frontal hex: a ZOC hex, the unit stops.
    act(&mut g, &mv("A", &front));
    let ahead = rod::next(&g, &front, "NE");
    let why = refuse(&mut g, &mv("A", &ahead));
    assert!(why.contains("6.16"), "{why}");
}

#[test]
fn rule_6_25_units_without_facing_have_no_zoc() {
    // A Union column and a limbered battery exert no ZOC: A passes next to both.
    let units = [
        column("UC", "union", "0503"),
        unit_of("UG", "union", "artillery", "0505", "limbered", None),
        reb("A", "0104", "E"),
    ];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("A", "0404"));
    act(&mut g, &mv("A", "0604"));
    assert_eq!(hex_of(&g, "A"), "0604");
}

#[test]
fn rule_6_23_zoc_extends_across_the_creek() {
    // Union line at 0504 facing W behind the creek (its W, NW and SW hexsides): its frontal
    // hex 0404 is still in its ZOC.
    let units = [yank("U", "0504", "W"), reb("A", "0104", "E")];
    let mut g = position(&[], false)
        .map_extra(r#"hexsides = { creek = { "0404/0504", "0503/0504", "0505/0504" } },"#)
        .units(&units)
        .start();
    act(&mut g, &mv("A", "0404"));
    let why = refuse(&mut g, &mv("A", "0304"));
    assert!(why.contains("6.16"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// 6.3 facing
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_33_facing_change_is_free_and_moving_turns_the_unit() {
    let units = [reb("A", "0304", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, r#"{"kind":"face","unit":"A","facing":"NW"}"#);
    assert_eq!(rod::look(&g, "A").1.as_deref(), Some("NW"));
    assert_eq!(spent(&g, "A"), 0.0);
    // Moving west (not through a frontal hexside of NE... NW's front is NE, NW, W): keeps NW.
    act(&mut g, &mv("A", "0204"));
    assert_eq!(rod::look(&g, "A").1.as_deref(), Some("NW"));
    // Moving east turns it to face E; a final facing may be asked for.
    act(&mut g, &mv("A", "0404"));
    assert_eq!(rod::look(&g, "A").1.as_deref(), Some("E"));
    act(
        &mut g,
        r#"{"kind":"move","unit":"A","to":"0504","facing":"SW"}"#,
    );
    assert_eq!(rod::look(&g, "A").1.as_deref(), Some("SW"));
}

#[test]
fn rule_6_34_columns_and_limbered_artillery_have_no_facing() {
    let units = [
        column("COL", "confederate", "0304"),
        unit_of("GUN", "confederate", "artillery", "0306", "limbered", None),
    ];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, r#"{"kind":"face","unit":"COL","facing":"E"}"#);
    assert!(why.contains("6.34"), "{why}");
    let why = refuse(&mut g, r#"{"kind":"face","unit":"GUN","facing":"E"}"#);
    assert!(why.contains("6.34"), "{why}");
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"COL","to":"0404","facing":"E"}"#,
    );
    assert!(why.contains("6.34"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// 6.4 formations
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_42_formation_change_costs_movement_points() {
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    let (formation, facing, _) = rod::look(&g, "A");
    assert_eq!(formation.as_deref(), Some("column"));
    assert_eq!(facing, None);
    assert_eq!(spent(&g, "A"), 2.0);
    // 5 MP left: 6 hexes refused, 5 accepted.
    let why = refuse(&mut g, &mv("A", "0704"));
    assert!(why.contains("6.13/6.45"), "{why}");
    act(&mut g, &mv("A", "0604"));
    assert_eq!(spent(&g, "A"), 7.0);
}

#[test]
fn rule_6_42_deploying_a_column_needs_a_facing() {
    let units = [column("COL", "confederate", "0304")];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(
        &mut g,
        r#"{"kind":"formation","unit":"COL","formation":"line"}"#,
    );
    assert!(why.contains("6.42") && why.contains("facing"), "{why}");
    act(
        &mut g,
        r#"{"kind":"formation","unit":"COL","formation":"line","facing":"SW"}"#,
    );
    let (formation, facing, _) = rod::look(&g, "COL");
    assert_eq!(formation.as_deref(), Some("line"));
    assert_eq!(facing.as_deref(), Some("SW"));
}

#[test]
fn rule_6_44_cavalry_moves_on_within_the_new_formations_allowance() {
    // Mounted cavalry (12 MP) moves 5, dismounts (1): 6 of the dismounted 7 spent, one more hex.
    let units = [unit_of(
        "CAV",
        "confederate",
        "cavalry",
        "0104",
        "mounted",
        Some("E"),
    )];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("CAV", "0604"));
    act(
        &mut g,
        r#"{"kind":"formation","unit":"CAV","formation":"line"}"#,
    );
    assert_eq!(spent(&g, "CAV"), 6.0);
    let why = refuse(&mut g, &mv("CAV", "0804"));
    assert!(why.contains("6.13/6.45"), "{why}");
    act(&mut g, &mv("CAV", "0704"));
    // Mounted again (2 MP: 9 of 12), it may move 3 more.
    act(
        &mut g,
        r#"{"kind":"formation","unit":"CAV","formation":"mounted"}"#,
    );
    act(&mut g, &mv("CAV", "1004"));
    assert_eq!(spent(&g, "CAV"), 12.0);
}

#[test]
fn rule_6_45_a_change_must_fit_the_allowance() {
    // Line infantry that has spent 6 of 7 cannot form column (2).
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("A", "0704"));
    let why = refuse(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    assert!(why.contains("6.45"), "{why}");
}

#[test]
fn rule_6_47_out_of_command_units_may_not_change_formation() {
    let units = [reb("A", "0104", "E"), reb("B", "0106", "E")];
    let mut g = position(&["A"], false).units(&units).start();
    let why = refuse(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    assert!(why.contains("6.47/5.26"), "{why}");
    act(
        &mut g,
        r#"{"kind":"formation","unit":"B","formation":"column"}"#,
    );
}

#[test]
fn rule_5_26_out_of_command_halves_the_allowance_and_keeps_off_the_enemy() {
    // Out of command: 7 halved to 3; and not adjacent to the enemy.
    let units = [reb("A", "0104", "E"), yank("U", "0607", "E")];
    let mut g = position(&["A"], false).units(&units).start();
    let why = refuse(&mut g, &mv("A", "0504"));
    assert!(why.contains("6.13/6.45"), "{why}");
    act(&mut g, &mv("A", "0404"));
    assert_eq!(spent(&g, "A"), 3.0);
    let units = [reb("A", "0105", "E"), yank("U", "0405", "E")];
    let mut g = position(&["A"], false).units(&units).start();
    let why = refuse(&mut g, &mv("A", "0305"));
    assert!(why.contains("5.26"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// 6.17 artillery capabilities
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_17_field_artillery_two_capabilities_horse_artillery_three() {
    let units = [
        unit_of("GUN", "confederate", "artillery", "0104", "limbered", None),
        unit_of(
            "HA",
            "confederate",
            "horse_artillery",
            "0106",
            "limbered",
            None,
        ),
    ];
    let mut g = position(&[], false).units(&units).start();
    // Field artillery: move, then unlimber: two. Limbering again would be a third.
    act(&mut g, &mv("GUN", "0304"));
    act(
        &mut g,
        r#"{"kind":"formation","unit":"GUN","formation":"unlimbered","facing":"E"}"#,
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"formation","unit":"GUN","formation":"limbered"}"#,
    );
    assert!(why.contains("6.17"), "{why}");
    // Horse artillery: move, unlimber, limber (3), and may move again (moving is one capability).
    act(&mut g, &mv("HA", "0306"));
    act(
        &mut g,
        r#"{"kind":"formation","unit":"HA","formation":"unlimbered","facing":"E"}"#,
    );
    act(
        &mut g,
        r#"{"kind":"formation","unit":"HA","formation":"limbered"}"#,
    );
    act(&mut g, &mv("HA", "0406"));
    assert_eq!(hex_of(&g, "HA"), "0406");
    act(
        &mut g,
        r#"{"kind":"formation","unit":"HA","formation":"unlimbered","facing":"E"}"#,
    );
}

// ---------------------------------------------------------------------------------------------
// 6.5 stacking
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_51_one_combat_unit_a_hex_passing_through_friends() {
    let units = [
        reb("A", "0104", "E"),
        reb("B", "0204", "E"),
        rod::leader("L", "confederate", "0304", "Cleburne", 4, 1),
    ];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, &mv("A", "0204"));
    assert!(why.contains("6.51"), "{why}");
    // Through B's hex at no extra cost, and stacking with a leader (6.52) is free.
    act(
        &mut g,
        r#"{"kind":"move","unit":"A","to":"0304","path":["0204","0304"]}"#,
    );
    assert_eq!(spent(&g, "A"), 2.0);
    assert_eq!(hex_of(&g, "A"), "0304");
}

#[test]
fn rule_6_51_never_into_an_enemy_hex() {
    let units = [reb("A", "0104", "E"), yank("U", "0304", "W")];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, &mv("A", "0304"));
    assert!(why.contains("6.51") && why.contains("enemy"), "{why}");
}

#[test]
fn rule_6_52_leaders_stack_free() {
    let units = [
        reb("A", "0304", "E"),
        rod::leader("L", "confederate", "0104", "Cleburne", 4, 1),
    ];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("L", "0304"));
    assert_eq!(hex_of(&g, "L"), "0304");
}

// ---------------------------------------------------------------------------------------------
// 6.81 wagons
// ---------------------------------------------------------------------------------------------

fn wagon(key: &str, hex: &str) -> String {
    rod::unit_lua(key, "confederate", "wagon", 1, hex, "")
}

#[test]
fn rule_6_812_wagons_move_three_road_hexes_and_block_friends() {
    let road = r#"hexsides = { road = { "0104/0204", "0204/0304", "0304/0404", "0404/0504", "0504/0604" } },"#;
    let units = [
        wagon("W", "0104"),
        reb("A", "0304", "E"),
        reb("B", "0205", "NE"),
    ];
    let mut g = position(&[], false).map_extra(road).units(&units).start();
    // Not through the friendly unit at 0304.
    let why = refuse(&mut g, &mv("W", "0404"));
    assert!(why.contains("6.812"), "{why}");
    // Off the road: refused.
    let why = refuse(&mut g, &mv("W", "0105"));
    assert!(why.contains("6.812") || why.contains("6.1"), "{why}");
    act(&mut g, &mv("W", "0204"));
    // Friends may not move through the wagon.
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"B","to":"0104","path":["0204","0104"]}"#,
    );
    assert!(
        why.contains("6.812: friendly units may not move through wagons"),
        "{why}"
    );
    // Three road hexes a turn: from 0204, after A leaves, to 0504 (3 more) is too far now (1 spent).
    act(&mut g, &mv("A", "0303"));
    let why = refuse(&mut g, &mv("W", "0504"));
    assert!(why.contains("6.13/6.45"), "{why}");
    act(&mut g, &mv("W", "0404"));
}

// ---------------------------------------------------------------------------------------------
// 6.9 withdrawal fire triggers
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_94_leaving_or_turning_in_a_zoc_draws_withdrawal_fire() {
    // A at 0404 is in the ZOC of U (0504 facing W).
    let units = [
        yank("U", "0504", "W"),
        reb("A", "0404", "E"),
        reb("B", "0107", "E"),
    ];
    let mut g = position(&[], false).units(&units).start();
    // Facing change in the ZOC: fire first.
    act(&mut g, r#"{"kind":"face","unit":"A","facing":"NE"}"#);
    assert_eq!(withdrawals(&g), vec!["A facing"]);
    // Leaving westward (not through a frontal hexside of NE): a turn then the leaving.
    act(&mut g, &mv("A", "0304"));
    assert_eq!(withdrawals(&g), vec!["A facing", "A facing", "A leave"]);
    // Outside any ZOC: no withdrawal fire.
    act(&mut g, r#"{"kind":"face","unit":"B","facing":"W"}"#);
    act(&mut g, &mv("B", "0207"));
    assert_eq!(withdrawals(&g).len(), 3);
}

#[test]
fn rule_6_46_formation_change_in_a_zoc_draws_fire_first() {
    let units = [yank("U", "0504", "W"), reb("A", "0404", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    assert_eq!(withdrawals(&g), vec!["A formation"]);
    assert_eq!(rod::look(&g, "A").0.as_deref(), Some("column"));
}

#[test]
fn rule_6_94_a_unit_stopped_by_withdrawal_fire_stays() {
    let units = [yank("U", "0504", "W"), reb("A", "0404", "W")];
    let mut g = position(&[], true).units(&units).start();
    act(&mut g, &mv("A", "0304"));
    assert_eq!(withdrawals(&g), vec!["A leave"]);
    assert_eq!(hex_of(&g, "A"), "0404");
    act(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    assert_eq!(rod::look(&g, "A").0.as_deref(), Some("line"));
}

// ---------------------------------------------------------------------------------------------
// 7.66 routed movement
// ---------------------------------------------------------------------------------------------

fn routed(key: &str, hex: &str) -> String {
    rod::unit_lua(
        key,
        "confederate",
        "infantry",
        5,
        hex,
        r#"formation = "line", status = { "routed" }, parent = "Cleburne","#,
    )
}

#[test]
fn rule_7_66_routed_units_move_one_hex_ignoring_terrain() {
    let units = [routed("R", "0304")];
    let mut g = position(&[], false)
        .map_extra(r#"hexes = { woods = { "0204" } },"#)
        .units(&units)
        .start();
    let why = refuse(&mut g, &mv("R", "0104"));
    assert!(why.contains("7.66"), "{why}");
    act(&mut g, &mv("R", "0204"));
    let why = refuse(&mut g, &mv("R", "0104"));
    assert!(why.contains("7.66"), "{why}");
}

#[test]
fn rule_7_661_routed_units_never_close_on_a_visible_enemy() {
    let units = [routed("R", "0304"), yank("U", "0704", "W")];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, &mv("R", "0404"));
    assert!(why.contains("7.661"), "{why}");
    act(&mut g, &mv("R", "0204"));
}

#[test]
fn rule_7_663_routed_units_never_move_adjacent_to_the_enemy() {
    // U at 0504; 0404 is adjacent and no closer than 0303→... R at 0303 may not go to 0403.
    let units = [routed("R", "0304"), yank("U", "0504", "E")];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, &mv("R", "0404"));
    assert!(why.contains("7.663"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// 10 night
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_10_1_no_voluntary_move_adjacent_to_the_enemy_at_night() {
    let units = [reb("A", "0104", "E"), yank("U", "0504", "E")];
    let mut g = position(&[], false).at(0, "21:00").units(&units).start();
    let why = refuse(&mut g, &mv("A", "0404"));
    assert!(why.contains("10.1"), "{why}");
    act(&mut g, &mv("A", "0304"));
}

#[test]
fn rule_10_41_march_formations_keep_out_of_woods_at_night_off_roads() {
    let map = r#"hexes = { woods = { "0204", "0206" } }, hexsides = { road = { "0106/0206" } },"#;
    let units = [
        column("C", "confederate", "0104"),
        column("D", "confederate", "0106"),
    ];
    let mut g = position(&[], false)
        .at(0, "21:00")
        .map_extra(map)
        .units(&units)
        .start();
    let why = refuse(&mut g, &mv("C", "0204"));
    assert!(why.contains("10.41"), "{why}");
    act(&mut g, &mv("D", "0206"));
}

#[test]
fn rule_10_42_woods_cost_double_for_line_at_night() {
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false)
        .at(0, "21:00")
        .map_extra(&woods_east(""))
        .units(&units)
        .start();
    let why = refuse(&mut g, &mv("A", "0304"));
    assert!(why.contains("6.13/6.45"), "{why}");
    act(&mut g, &mv("A", "0204"));
    assert_eq!(spent(&g, "A"), 4.0);
}

#[test]
fn rule_10_43_units_in_woods_may_change_formation_at_night() {
    let map = r#"hexes = { woods = { "0104", "0204" } },"#;
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false)
        .at(0, "21:00")
        .map_extra(map)
        .units(&units)
        .start();
    act(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    // ...but the column may not then move into woods off the road (10.41).
    let why = refuse(&mut g, &mv("A", "0204"));
    assert!(why.contains("10.41"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// Listing
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_14_every_unit_of_the_full_battle_is_listed_within_the_lua_budget() {
    for scenario in ["battle", "sept-20-longstreet"] {
        let mut g = common::start(&common::library(), rod::RS, scenario, 1, &[]);
        goto_phase(&mut g, "confederate", "movement");
        let t = std::time::Instant::now();
        let legal = g.engine.legal_actions("confederate").unwrap();
        let moves = legal.iter().filter(|a| a["kind"] == "move").count();
        let faces = legal.iter().filter(|a| a["kind"] == "face").count();
        eprintln!(
            "{scenario}: {} legal actions ({moves} moves, {faces} faces) in {:?}",
            legal.len(),
            t.elapsed()
        );
        assert!(moves > 0, "{scenario}: no move listed");
    }
}

#[test]
fn rule_6_1_every_listed_move_passes_a_full_check() {
    // Columns, a wagon on a road, a leader, an enemy line: each listed move, sent afresh
    // (not the listed table), is accepted by the full check.
    let road = r#"hexsides = { road = { "0104/0204", "0204/0304", "0304/0404" } },"#;
    let units = [
        column("COL", "confederate", "0106"),
        reb("A", "0203", "E"),
        wagon("W", "0104"),
        rod::leader("L", "confederate", "0108", "Cleburne", 4, 1),
        yank("U", "0505", "W"),
    ];
    let g = position(&[], false)
        .map_extra(&format!("{road} {AREAS}"))
        .units(&units)
        .start();
    let legal = g.engine.legal_actions("confederate").unwrap();
    let moves: Vec<_> = legal.iter().filter(|a| a["kind"] == "move").collect();
    assert!(moves.len() > 20, "{}", moves.len());
    for m in moves {
        let fresh: serde_json::Value = serde_json::from_str(&m.to_string()).unwrap();
        g.check(&fresh)
            .unwrap_or_else(|e| panic!("{m} listed but refused: {e}"));
    }
}

#[test]
fn rule_6_movement_phase_offers_move_face_and_formation() {
    let units = [reb("A", "0304", "E")];
    let g = position(&[], false).map_extra(AREAS).units(&units).start();
    let legal = g.engine.legal_actions("confederate").unwrap();
    for kind in ["move", "face", "formation"] {
        assert!(
            legal.iter().any(|a| a["kind"] == kind),
            "no {kind} in {legal:?}"
        );
    }
    // Not the other side's units.
    assert!(
        g.engine
            .legal_actions("union")
            .unwrap()
            .iter()
            .all(|a| a["kind"] == "end_phase")
    );
}

#[test]
fn rule_6_11_move_turn_change_formation_and_move_again() {
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("A", "0204"));
    act(&mut g, r#"{"kind":"face","unit":"A","facing":"SE"}"#);
    act(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    act(&mut g, &mv("A", "0604"));
    assert_eq!(spent(&g, "A"), 7.0);
    assert_eq!(rod::look(&g, "A").0.as_deref(), Some("column"));
}

#[test]
fn rule_6_2_mounted_cavalry_exerts_a_zoc() {
    let units = [
        unit_of("UCAV", "union", "cavalry", "0504", "mounted", Some("W")),
        reb("A", "0104", "E"),
    ];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("A", "0404"));
    let why = refuse(&mut g, &mv("A", "0304"));
    assert!(why.contains("6.16"), "{why}");
}

#[test]
fn rule_6_22_a_unit_may_leave_a_zoc_on_a_later_turn() {
    let units = [yank("U", "0504", "W"), reb("A", "0104", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("A", "0404"));
    goto_phase(&mut g, "union", "movement");
    goto_phase(&mut g, "confederate", "movement");
    act(&mut g, &mv("A", "0204"));
    assert_eq!(hex_of(&g, "A"), "0204");
    assert_eq!(withdrawals(&g), vec!["A facing", "A leave"]);
}

#[test]
fn rule_6_3_a_move_ends_facing_the_way_asked_outside_a_zoc() {
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(
        &mut g,
        r#"{"kind":"move","unit":"A","to":"0304","facing":"W"}"#,
    );
    assert_eq!(rod::look(&g, "A").1.as_deref(), Some("W"));
    assert!(withdrawals(&g).is_empty());
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"A","to":"0404","facing":"X"}"#,
    );
    assert!(why.contains("6.31"), "{why}");
}

#[test]
fn rule_6_4_infantry_and_cavalry_formations_only() {
    let units = [reb("A", "0104", "E"), wagon("W", "0106")];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"mounted"}"#,
    );
    assert!(why.contains("6.41"), "{why}");
    let why = refuse(
        &mut g,
        r#"{"kind":"formation","unit":"W","formation":"line"}"#,
    );
    assert!(why.contains("6.41"), "{why}");
}

#[test]
fn rule_6_43_limbering_removes_the_facing_unlimbering_needs_one() {
    let units = [unit_of(
        "GUN",
        "confederate",
        "artillery",
        "0304",
        "unlimbered",
        Some("E"),
    )];
    let mut g = position(&[], false).units(&units).start();
    act(
        &mut g,
        r#"{"kind":"formation","unit":"GUN","formation":"limbered"}"#,
    );
    assert_eq!(
        rod::look(&g, "GUN"),
        (Some("limbered".into()), None, vec![])
    );
    assert_eq!(spent(&g, "GUN"), 2.0);
    act(
        &mut g,
        r#"{"kind":"formation","unit":"GUN","formation":"unlimbered","facing":"NW"}"#,
    );
    assert_eq!(rod::look(&g, "GUN").1.as_deref(), Some("NW"));
}

#[test]
fn rule_6_5_leaders_enter_an_enemy_zoc_only_to_stack_with_a_combat_unit() {
    let units = [
        yank("U", "0504", "W"),
        reb("A", "0404", "E"),
        rod::leader("L", "confederate", "0104", "Cleburne", 4, 1),
    ];
    let mut g = position(&[], false).units(&units).start();
    let nw = rod::next(&g, "0504", "NW");
    let why = refuse(&mut g, &mv("L", &nw));
    assert!(why.contains("5.34"), "{why}");
    act(&mut g, &mv("L", "0404"));
}

#[test]
fn rule_6_8_wagons_have_no_zoc() {
    let units = [
        rod::unit_lua("UW", "union", "wagon", 1, "0504", ""),
        reb("A", "0104", "E"),
    ];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("A", "0404"));
    act(&mut g, &mv("A", "0304"));
    assert_eq!(hex_of(&g, "A"), "0304");
}

#[test]
fn rule_6_81_wagons_have_no_facing() {
    let units = [wagon("W", "0104")];
    let mut g = position(&[], false).units(&units).start();
    let why = refuse(&mut g, r#"{"kind":"face","unit":"W","facing":"E"}"#);
    assert!(why.contains("6.34"), "{why}");
}

#[test]
fn rule_6_82_wilder_moves_as_cavalry() {
    let units = [rod::unit_lua(
        "WILDER",
        "confederate",
        "cavalry",
        20,
        "0104",
        r#"formation = "mounted", facing = "E", props = { wilder = true, morale = { 9, 7 } },"#,
    )];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, &mv("WILDER", "1004"));
    assert_eq!(spent(&g, "WILDER"), 9.0);
    act(
        &mut g,
        r#"{"kind":"formation","unit":"WILDER","formation":"line"}"#,
    );
    assert_eq!(rod::look(&g, "WILDER").0.as_deref(), Some("line"));
}

#[test]
fn rule_6_9_no_withdrawal_fire_outside_an_enemy_zoc() {
    // Adjacent to the enemy's rear: not in its ZOC, so turning, deploying and leaving are free.
    let units = [yank("U", "0504", "E"), reb("A", "0404", "E")];
    let mut g = position(&[], false).units(&units).start();
    act(&mut g, r#"{"kind":"face","unit":"A","facing":"W"}"#);
    act(
        &mut g,
        r#"{"kind":"formation","unit":"A","formation":"column"}"#,
    );
    act(&mut g, &mv("A", "0304"));
    assert!(withdrawals(&g).is_empty());
}

#[test]
fn rule_10_night_rules_start_at_2100_not_at_dusk() {
    let units = [reb("A", "0104", "E"), yank("U", "0504", "E")];
    let mut g = position(&[], false).at(0, "19:00").units(&units).start();
    act(&mut g, &mv("A", "0404"));
}

#[test]
fn rule_10_4_line_infantry_may_enter_woods_at_night() {
    let units = [reb("A", "0104", "E")];
    let mut g = position(&[], false)
        .at(0, "21:00")
        .map_extra(&woods_east(""))
        .units(&units)
        .start();
    act(&mut g, &mv("A", "0204"));
    assert_eq!(hex_of(&g, "A"), "0204");
}

#[test]
fn rule_6_24_zoc_extends_across_streams_and_into_woods() {
    // U at 0504 facing W behind a minor stream on its W hexside; 0404 is woods.
    let units = [yank("U", "0504", "W"), reb("A", "0104", "E")];
    let mut g = position(&[], false)
        .map_extra(r#"hexes = { woods = { "0404" } }, hexsides = { stream = { "0404/0504" } },"#)
        .units(&units)
        .start();
    act(&mut g, &mv("A", "0404"));
    let why = refuse(&mut g, &mv("A", "0304"));
    assert!(why.contains("6.16"), "{why}");
}

#[test]
fn rule_6_51_combat_units_pass_enemy_leaders_alone_and_overrun_them() {
    // 5.322: a Union leader alone at 0304 is overrun by A passing through; a 10 captures him.
    let units = [
        reb("A", "0104", "E"),
        rod::leader("UL", "union", "0304", "1-XIV", 3, 1),
        yank("UB", "0308", "E"),
    ];
    let mut g = position(&[], false).units(&units).start();
    g.force_dice([10]);
    act(
        &mut g,
        r#"{"kind":"move","unit":"A","to":"0404","path":["0204","0304","0404"]}"#,
    );
    assert_eq!(hex_of(&g, "A"), "0404");
    assert_eq!(unit(&g, "UL").1, None);
}
