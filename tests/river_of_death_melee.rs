//! River of Death rules 5 (command control, leaders), 8 (charge and melee), 7.72, 10.2 and
//! 12.522: one test (or more) per rule `rules_command_melee.lua` marks enforced. Each builds a
//! small position on open pointy-topped ground (`common::rod`), forces the dice and checks the
//! outcome worked out by hand.
//!
//! Geometry (pointy-topped, odd rows shifted right, `CCRR` labels): along a row, `CCRR` and
//! `(CC+1)RR` are adjacent (E/W), and hexes on one row have a single shortest path between them.
//!
//! Combat Table (charts.lua): column c of strength (1, 2, 3, 4-5, 6-7, 8-10, 11-13, 14-17,
//! 18-22, 23-28, 29+), modified roll r: s = r + c - 1; s <= 7 "-", 8 "M", else (s - 7) / 2
//! points rounded down. A roll of 1 is "-" in every column up to 7 (s = c <= 7).

mod common;

use common::{events, field, goto_phase, refuse, rod, unit};
use sandtable::session::Game;
use serde_json::Value;

/// Applies an action and answers the decisions it raises with the computer player's policy
/// (the tests of those choices apply their answers themselves, `rod::decide`).
fn act(g: &mut Game, json: &str) {
    rod::act_bot(g, json);
}

fn var(g: &Game, name: &str) -> Value {
    g.with_world(|w| w.state.vars.get(name).cloned().unwrap_or(Value::Null))
}

/// Whether `key` is in command control by the last determination of its side (5.23).
fn in_command(g: &Game, side: &str, key: &str) -> bool {
    let cc = var(g, "command_control");
    let on = cc[side]["on"].as_array().cloned().unwrap_or_default();
    let off = cc[side]["off"].as_array().cloned().unwrap_or_default();
    if on.iter().any(|v| v == key) {
        return true;
    }
    assert!(off.iter().any(|v| v == key), "{key} not determined: {cc}");
    false
}

fn casualties(g: &Game, side: &str) -> i64 {
    var(g, "casualties")[side].as_i64().unwrap()
}

fn eliminated(g: &Game, key: &str) -> bool {
    g.with_world(|w| {
        let id = w.state.unit_by_key(key).unwrap();
        w.state.units[id as usize].hex().is_none()
    })
}

/// A leader with a rank, stars and an optional replacement value.
fn leader_full(
    key: &str,
    side: &str,
    hex: &str,
    command: &str,
    rank: &str,
    (radius, value, stars): (i32, i32, i32),
    replacement: Option<i32>,
) -> String {
    let rep = replacement
        .map(|v| format!("replacement = {{ value = {v} }},"))
        .unwrap_or_default();
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "leader", strength = 1, hex = "{hex}", parent = "{command}", leader = {{ commands = "{command}", radius = {radius}, ratings = {{ value = {value}, stars = {stars} }} }}, props = {{ rank = "{rank}", {rep} }} }},"#
    )
}

fn unit_in(
    key: &str,
    side: &str,
    ty: &str,
    strength: i32,
    hex: &str,
    (formation, facing): (&str, &str),
    parent: &str,
) -> String {
    let f = if facing.is_empty() {
        String::new()
    } else {
        format!(r#"facing = "{facing}","#)
    };
    rod::unit_lua(
        key,
        side,
        ty,
        strength,
        hex,
        &format!(r#"formation = "{formation}", {f} parent = "{parent}","#),
    )
}

/// A Union cavalry regiment (3) in line facing W at `hex` in the army's command, an HQ escort
/// (5.25).
fn escort(key: &str, hex: &str) -> String {
    rod::unit_with_props(
        key,
        "union",
        "cavalry",
        3,
        hex,
        "hq_escort = true, ",
        r#"formation = "line", facing = "W", parent = "AotC","#,
    )
}

fn day_game(units: &[String], extra: &str) -> Game {
    rod::game(
        "t",
        &rod::scenario(&rod::open_map(14, 10, ""), units, 3, 1, "10:00", extra),
    )
}

fn vars_with(more: &str) -> String {
    format!(
        "vars = {{ casualties = {{ union = 0, confederate = 0 }}, entrenchments = {{}}, fords_located = {{}}, bridges_destroyed = {{}}, {more} }},"
    )
}

fn morale_finals(g: &Game) -> Vec<(String, i64, bool)> {
    events(g, "morale_checked")
        .iter()
        .map(|e| {
            (
                field(e, "unit").as_str().unwrap().to_string(),
                field(e, "final").as_i64().unwrap(),
                field(e, "passed").as_bool().unwrap(),
            )
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// 5.2 Command control
// ---------------------------------------------------------------------------------------------

// rules: 5, 5.1, 5.2, 5.314
#[test]
fn rule_5_21_confederate_radius_four_hexes() {
    let g = day_game(
        &[
            rod::leader("CLEBURNE", "confederate", "0105", "Cleburne", 4, 2),
            rod::line("A", "confederate", 10, "0505", "E", "Cleburne"),
            rod::line("B", "confederate", 10, "0605", "E", "Cleburne"),
        ],
        "",
    );
    assert!(
        in_command(&g, "confederate", "A"),
        "four hexes along the row"
    );
    assert!(!in_command(&g, "confederate", "B"), "five hexes");
}

#[test]
fn rule_5_21_path_free_of_enemy_units_and_zoc() {
    // Hexes on one row have a single shortest path: 0105-0205-0305-0405-0505.
    let blocked_by_unit = day_game(
        &[
            rod::leader("CLEBURNE", "confederate", "0105", "Cleburne", 4, 2),
            rod::line("A", "confederate", 10, "0505", "E", "Cleburne"),
            rod::line("E", "union", 5, "0305", "NE", "1-XIV"),
        ],
        "",
    );
    assert!(!in_command(&blocked_by_unit, "confederate", "A"));
    // A Union line at 0304 facing SW has 0305 (its direct front), 0204 and 0405 in its ZOC.
    let zoc = day_game(
        &[
            rod::leader("CLEBURNE", "confederate", "0105", "Cleburne", 4, 2),
            rod::line("A", "confederate", 10, "0505", "E", "Cleburne"),
            rod::line("E", "union", 5, "0304", "SW", "1-XIV"),
        ],
        "",
    );
    assert!(
        !in_command(&zoc, "confederate", "A"),
        "0305 and 0405 are in the enemy ZOC"
    );
    // The exception: through a friendly unit that is in the enemy ZOC (0305 and 0405 both held).
    let through = day_game(
        &[
            rod::leader("CLEBURNE", "confederate", "0105", "Cleburne", 4, 2),
            rod::line("A", "confederate", 10, "0505", "E", "Cleburne"),
            rod::line("F", "confederate", 10, "0305", "E", "Cleburne"),
            rod::line("G", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("E", "union", 5, "0304", "SW", "1-XIV"),
        ],
        "",
    );
    assert!(in_command(&through, "confederate", "A"));
}

#[test]
fn rule_5_21_unlimbered_artillery_from_any_leader() {
    let g = day_game(
        &[
            rod::leader("CLEBURNE", "confederate", "0105", "Cleburne", 4, 2),
            unit_in(
                "Art",
                "confederate",
                "artillery",
                6,
                "0305",
                ("unlimbered", "E"),
                "Hindman",
            ),
            rod::line("Inf", "confederate", 10, "0205", "E", "Hindman"),
        ],
        "",
    );
    assert!(
        in_command(&g, "confederate", "Art"),
        "any leader for unlimbered artillery"
    );
    assert!(
        !in_command(&g, "confederate", "Inf"),
        "only its own division or corps leader"
    );
}

#[test]
fn rule_5_22_union_radius_three_hexes() {
    let mut g = day_game(
        &[
            rod::leader("BAIRD", "union", "0105", "1-XIV", 3, 1),
            rod::line("X", "union", 10, "0405", "W", "1-XIV"),
            rod::line("Y", "union", 10, "0505", "W", "1-XIV"),
        ],
        "",
    );
    goto_phase(&mut g, "union", "movement");
    assert!(in_command(&g, "union", "X"));
    assert!(!in_command(&g, "union", "Y"));
}

#[test]
fn rule_5_22_thomas_commands_any_union_unit() {
    let mut g = day_game(
        &[
            leader_full(
                "THOMAS",
                "union",
                "0105",
                "XIV",
                "corps",
                (3, 2, 2),
                Some(1),
            ),
            rod::line("X", "union", 10, "0405", "W", "1-XX"),
            rod::line("Y", "union", 10, "0505", "W", "1-XX"),
        ],
        "",
    );
    goto_phase(&mut g, "union", "movement");
    assert!(
        in_command(&g, "union", "X"),
        "Thomas gives command control to a XX Corps brigade"
    );
    assert!(!in_command(&g, "union", "Y"), "but only within his radius");
}

#[test]
fn rule_5_23_command_fixed_for_the_player_turn() {
    // Determined in the command phase; the leader moving away later does not change it (the
    // record is the command phase's, turn 1).
    let g = day_game(
        &[
            rod::leader("CLEBURNE", "confederate", "0105", "Cleburne", 4, 2),
            rod::line("A", "confederate", 10, "0505", "E", "Cleburne"),
        ],
        "",
    );
    let cc = var(&g, "command_control");
    assert_eq!(cc["confederate"]["turn"], 1);
    assert!(in_command(&g, "confederate", "A"));
    assert_eq!(events(&g, "command_determined").len(), 1);
}

#[test]
fn rule_5_24_exempt_units_always_in_command() {
    let g = day_game(
        &[
            unit_in(
                "Col",
                "confederate",
                "infantry",
                10,
                "0305",
                ("column", ""),
                "Cleburne",
            ),
            unit_in(
                "Mtd",
                "confederate",
                "cavalry",
                8,
                "0505",
                ("mounted", "E"),
                "Armstrong",
            ),
            unit_in(
                "Limb",
                "confederate",
                "artillery",
                6,
                "0705",
                ("limbered", ""),
                "Cleburne",
            ),
            rod::line("Line", "confederate", 10, "0905", "E", "Cleburne"),
        ],
        "",
    );
    assert!(in_command(&g, "confederate", "Col"));
    assert!(in_command(&g, "confederate", "Mtd"));
    assert!(in_command(&g, "confederate", "Limb"));
    assert!(
        !in_command(&g, "confederate", "Line"),
        "no leader: a line is out of command"
    );
}

#[test]
fn rule_5_25_hq_escort_only_from_the_army_leader() {
    let mut g = day_game(
        &[
            leader_full(
                "THOMAS",
                "union",
                "0105",
                "XIV",
                "corps",
                (3, 2, 2),
                Some(1),
            ),
            leader_full(
                "ROSECRANS",
                "union",
                "1009",
                "AotC",
                "army",
                (0, 0, 2),
                None,
            ),
            escort("E1", "0205"),
            escort("E2", "1209"),
        ],
        "",
    );
    goto_phase(&mut g, "union", "movement");
    assert!(
        !in_command(&g, "union", "E1"),
        "Thomas may not command the escort"
    );
    assert!(
        in_command(&g, "union", "E2"),
        "Rosecrans within three hexes"
    );
}

#[test]
fn rule_5_311_army_leader_adds_one_hex_to_a_stacked_corps_leader() {
    let units = |with_army: bool| {
        let mut v = vec![
            leader_full(
                "CRITTENDEN",
                "union",
                "0105",
                "XXI",
                "corps",
                (3, 0, 2),
                Some(0),
            ),
            rod::line("X", "union", 10, "0505", "W", "1-XXI"),
            rod::line("Y", "union", 10, "0605", "W", "1-XXI"),
        ];
        if with_army {
            v.push(leader_full(
                "ROSECRANS",
                "union",
                "0105",
                "AotC",
                "army",
                (0, 0, 2),
                None,
            ));
        }
        v
    };
    let mut alone = day_game(&units(false), "");
    goto_phase(&mut alone, "union", "movement");
    assert!(!in_command(&alone, "union", "X"));
    let mut g = day_game(&units(true), "");
    goto_phase(&mut g, "union", "movement");
    assert!(in_command(&g, "union", "X"), "radius 3 + 1");
    assert!(!in_command(&g, "union", "Y"));
}

#[test]
fn rule_10_2_radii_one_less_at_night() {
    let g = rod::game(
        "t",
        &rod::scenario(
            &rod::open_map(14, 10, ""),
            &[
                rod::leader("CLEBURNE", "confederate", "0105", "Cleburne", 4, 2),
                rod::line("A", "confederate", 10, "0405", "E", "Cleburne"),
                rod::line("B", "confederate", 10, "0505", "E", "Cleburne"),
            ],
            3,
            1,
            "21:00",
            "",
        ),
    );
    assert!(in_command(&g, "confederate", "A"), "three hexes at night");
    assert!(
        !in_command(&g, "confederate", "B"),
        "four is beyond the night radius"
    );
}

const WINGS: &str = r#"wings = { LONGSTREET = { "Hindman", "Stewart", "Preston", "Johnson", "Law", "Kershaw" }, POLK = { "Cheatham", "Cleburne", "Breckinridge", "Gist", "Liddell" } },"#;

// rules: 5.41
#[test]
fn rule_5_42_wing_commander_activates_leaders_not_brigades() {
    let g = day_game(
        &[
            leader_full(
                "LONGSTREET",
                "confederate",
                "0105",
                "AoT",
                "wing",
                (6, 2, 3),
                None,
            ),
            leader_full(
                "STEWART",
                "confederate",
                "0705",
                "Stewart",
                "division",
                (4, 2, 2),
                Some(1),
            ),
            rod::line("S1", "confederate", 10, "1105", "E", "Stewart"),
            rod::line("S2", "confederate", 10, "0205", "E", "Stewart"),
            leader_full(
                "PRESTON",
                "confederate",
                "0809",
                "Preston",
                "division",
                (4, 1, 1),
                Some(0),
            ),
            rod::line("P1", "confederate", 10, "0909", "E", "Preston"),
        ],
        &vars_with(WINGS),
    );
    assert!(
        in_command(&g, "confederate", "S1"),
        "Stewart is six hexes from Longstreet and S1 four from Stewart"
    );
    assert!(
        !in_command(&g, "confederate", "S2"),
        "beside Longstreet, five from Stewart: wings never command brigades"
    );
    assert!(
        !in_command(&g, "confederate", "P1"),
        "Preston is beyond six hexes of Longstreet"
    );
}

#[test]
fn rule_5_43_wing_commander_adds_one_hex_to_a_stacked_leader() {
    let g = day_game(
        &[
            leader_full(
                "LONGSTREET",
                "confederate",
                "0105",
                "AoT",
                "wing",
                (6, 2, 3),
                None,
            ),
            leader_full(
                "HINDMAN",
                "confederate",
                "0105",
                "Hindman",
                "division",
                (4, 1, 2),
                Some(0),
            ),
            rod::line("H1", "confederate", 10, "0605", "E", "Hindman"),
            rod::line("H2", "confederate", 10, "0705", "E", "Hindman"),
        ],
        &vars_with(WINGS),
    );
    assert!(in_command(&g, "confederate", "H1"), "radius 4 + 1");
    assert!(!in_command(&g, "confederate", "H2"));
}

fn reorg_game() -> Game {
    rod::game(
        "t",
        &rod::scenario(
            &rod::open_map(14, 10, ""),
            &[
                leader_full(
                    "LONGSTREET",
                    "confederate",
                    "0105",
                    "AoT",
                    "wing",
                    (6, 2, 3),
                    None,
                ),
                leader_full(
                    "POLK",
                    "confederate",
                    "0109",
                    "P",
                    "corps",
                    (4, 0, 3),
                    Some(0),
                ),
                leader_full(
                    "D. H. HILL",
                    "confederate",
                    "0309",
                    "HI",
                    "corps",
                    (4, 1, 3),
                    Some(0),
                ),
                rod::line("A", "confederate", 10, "0305", "E", "Cleburne"),
            ],
            3,
            2,
            "03:00",
            "",
        ),
    )
}

#[test]
fn rule_5_4_reorganisation_waits_in_the_0300_command_phase() {
    let mut g = reorg_game();
    assert_eq!(
        g.with_world(|w| w.state.cursor.id.clone()),
        "command",
        "5.4 pending"
    );
    // 5.41 Hood's divisions must go to Longstreet.
    let why = refuse(
        &mut g,
        r#"{"kind":"reorganize","wings":{"LONGSTREET":["Hindman","Stewart","Preston","Johnson","Cheatham","Kershaw"],"POLK":["Law","Cleburne","Breckinridge","Gist","Liddell"]}}"#,
    );
    assert!(why.contains("5.41"), "{why}");
    // 5.41 six and five.
    let why = refuse(
        &mut g,
        r#"{"kind":"reorganize","wings":{"LONGSTREET":["Hindman","Stewart","Preston","Johnson","Law","Kershaw","Cheatham"],"POLK":["Cleburne","Breckinridge","Gist","Liddell"]}}"#,
    );
    assert!(why.contains("5.41"), "{why}");
    // 5.4 the two senior Lieutenant Generals, not D. H. Hill.
    let why = refuse(
        &mut g,
        r#"{"kind":"reorganize","wings":{"LONGSTREET":["Hindman","Stewart","Preston","Johnson","Law","Kershaw"],"D. H. HILL":["Cheatham","Cleburne","Breckinridge","Gist","Liddell"]}}"#,
    );
    assert!(why.contains("5.4"), "{why}");
    act(
        &mut g,
        r#"{"kind":"reorganize","wings":{"LONGSTREET":["Hindman","Stewart","Preston","Johnson","Law","Kershaw"],"POLK":["Cheatham","Cleburne","Breckinridge","Gist","Liddell"]}}"#,
    );
    assert_eq!(var(&g, "wings")["POLK"][0], "Cheatham");
    assert_eq!(events(&g, "command_reorganized").len(), 1, "5.45 recorded");
    assert_eq!(
        g.with_world(|w| w.state.cursor.id.clone()),
        "movement",
        "the phase ends once done"
    );
}

#[test]
fn rule_5_41_default_wings_when_the_phase_is_ended() {
    let mut g = reorg_game();
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let w = var(&g, "wings");
    assert_eq!(w["LONGSTREET"].as_array().unwrap().len(), 6);
    assert_eq!(w["POLK"].as_array().unwrap().len(), 5);
    assert!(
        var(&g, "reorganized")["how"]
            .as_str()
            .unwrap()
            .contains("default")
    );
}

#[test]
fn rule_5_45_reorganisation_recorded_for_both_players() {
    let mut g = reorg_game();
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let e = events(&g, "command_reorganized");
    assert_eq!(e.len(), 1);
    assert!(
        e[0].text
            .contains("LONGSTREET: Hindman, Stewart, Preston, Johnson, Law, Kershaw"),
        "{}",
        e[0].text
    );
}

// ---------------------------------------------------------------------------------------------
// Charges: a Confederate brigade C at 0405 facing E charges a Union brigade X at 0505 facing W.
// ---------------------------------------------------------------------------------------------

fn charge_game(units: &[String], extra: &str) -> Game {
    let mut g = day_game(units, extra);
    goto_phase(&mut g, "confederate", "charge_melee");
    g
}

fn cleburne() -> String {
    rod::leader("CLEBURNE", "confederate", "0405", "Cleburne", 4, 1)
}

const CHARGE: &str = r#"{"kind":"charge","units":["C"],"target":"X"}"#;

// rules: 5.26
#[test]
fn rule_8_22_half_strength_out_of_command_column_artillery_may_not_charge() {
    let half = rod::unit_lua(
        "C",
        "confederate",
        "infantry",
        4,
        "0405",
        r#"max_strength = 10, formation = "line", facing = "E", parent = "Cleburne","#,
    );
    let mut g = charge_game(
        &[
            cleburne(),
            half,
            rod::line("X", "union", 3, "0505", "W", "1-XX"),
        ],
        "",
    );
    assert!(refuse(&mut g, CHARGE).contains("8.22"));
    let mut g = charge_game(
        &[
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 3, "0505", "W", "1-XX"),
        ],
        "",
    );
    let why = refuse(&mut g, CHARGE);
    assert!(
        why.contains("8.22") && why.contains("out of command"),
        "{why}"
    );
    let mut g = charge_game(
        &[
            cleburne(),
            unit_in(
                "C",
                "confederate",
                "artillery",
                10,
                "0405",
                ("unlimbered", "E"),
                "Cleburne",
            ),
            rod::line("X", "union", 3, "0505", "W", "1-XX"),
        ],
        "",
    );
    assert!(refuse(&mut g, CHARGE).contains("8.22"));
    let mut g = charge_game(
        &[
            cleburne(),
            unit_in(
                "C",
                "confederate",
                "infantry",
                10,
                "0405",
                ("column", ""),
                "Cleburne",
            ),
            rod::line("X", "union", 3, "0505", "W", "1-XX"),
        ],
        "",
    );
    assert!(refuse(&mut g, CHARGE).contains("8.22"));
}

#[test]
fn rule_8_23_not_across_the_creek_or_its_fords() {
    let units = [
        cleburne(),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        rod::line("X", "union", 3, "0505", "W", "1-XX"),
    ];
    let mut g = rod::game(
        "t",
        &rod::scenario(
            &rod::open_map(14, 10, r#"hexsides = { creek = { "0405/0505" } },"#),
            &units,
            3,
            1,
            "10:00",
            "",
        ),
    );
    goto_phase(&mut g, "confederate", "charge_melee");
    assert!(refuse(&mut g, CHARGE).contains("8.23"));
    let mut g = rod::game(
        "t",
        &rod::scenario(
            &rod::open_map(
                14,
                10,
                r#"hexsides = { creek = { "0405/0505" }, ford = { "0405/0505" } },"#,
            ),
            &units,
            3,
            1,
            "10:00",
            "",
        ),
    );
    goto_phase(&mut g, "confederate", "charge_melee");
    assert!(refuse(&mut g, CHARGE).contains("8.23"));
}

#[test]
fn rule_8_23_only_mounted_cavalry_across_a_bridge_and_never_into_woods() {
    let map = rod::open_map(
        14,
        10,
        r#"hexsides = { creek = { "0405/0505" }, bridge = { "0405/0505" } },"#,
    );
    let x = rod::line("X", "union", 3, "0505", "W", "1-XX");
    let mut g = rod::game(
        "t",
        &rod::scenario(
            &map,
            &[
                cleburne(),
                rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
                x.clone(),
            ],
            3,
            1,
            "10:00",
            "",
        ),
    );
    goto_phase(&mut g, "confederate", "charge_melee");
    assert!(refuse(&mut g, CHARGE).contains("only mounted cavalry"));
    let mtd = unit_in(
        "C",
        "confederate",
        "cavalry",
        10,
        "0405",
        ("mounted", "E"),
        "Armstrong",
    );
    let mut g = rod::game(
        "t",
        &rod::scenario(&map, &[mtd.clone(), x.clone()], 3, 1, "10:00", ""),
    );
    goto_phase(&mut g, "confederate", "charge_melee");
    g.force_dice([1, 1]);
    act(&mut g, CHARGE);
    assert_eq!(events(&g, "charge_announced").len(), 1);
    let woods = rod::open_map(14, 10, r#"hexes = { woods = { "0505" } },"#);
    let mut g = rod::game("t", &rod::scenario(&woods, &[mtd, x], 3, 1, "10:00", ""));
    goto_phase(&mut g, "confederate", "charge_melee");
    assert!(refuse(&mut g, CHARGE).contains("woods"));
}

#[test]
fn rule_8_24_through_the_direct_front_hexside_only() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "NE", "Cleburne"),
            rod::line("X", "union", 3, "0505", "W", "1-XX"),
        ],
        "",
    );
    assert!(refuse(&mut g, CHARGE).contains("8.24"));
}

#[test]
fn rule_8_25_charge_needs_one_to_one() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 7, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    let why = refuse(&mut g, CHARGE);
    assert!(why.contains("8.25"), "{why}");
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 8, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    g.force_dice([1, 1]);
    act(&mut g, CHARGE);
}

#[test]
fn rule_8_21_a_unit_charges_once() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    // fire roll 1 ("-"), X passes on 3: melee pending; C may not charge again.
    g.force_dice([1, 3]);
    act(&mut g, CHARGE);
    assert!(refuse(&mut g, CHARGE).contains("8.2"));
}

#[test]
fn rule_8_273_defender_fails_routs_and_a_charger_advances() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    // 8.272 X fires 8 (column 6) rolling 1: s = 6, "-". 8.273 X checks at 7 and rolls 8: fails.
    g.force_dice([1, 8]);
    act(&mut g, CHARGE);
    let (_, _, status) = rod::look(&g, "X");
    assert!(status.contains(&"routed".to_string()));
    assert_eq!(unit(&g, "C").1.as_deref(), Some("0505"));
    assert_eq!(
        rod::look(&g, "C").1.as_deref(),
        Some("E"),
        "facing unchanged"
    );
}

#[test]
fn rule_8_272_defensive_fire_divided_among_chargers() {
    // C1 at 0405 (W of X) and C2 at 0504 (NW of X, row 05: NW of 0505 is 0404... ) — see below.
    // X at 0505 faces W: its frontal hexes are 0405 (W), 0404 (NW) and 0406 (SW).
    // C1 at 0405 faces E; C2 at 0404 faces SE (0404 is on row 04: SE of 0404 is 0505).
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C1", "confederate", 6, "0405", "E", "Cleburne"),
            rod::line("C2", "confederate", 6, "0404", "SE", "Cleburne"),
            rod::line("X", "union", 9, "0505", "W", "1-XX"),
        ],
        "",
    );
    // 9 divided 5 + 4: two fires rolling 1 ("-"), then X checks and passes (3).
    g.force_dice([1, 1, 3]);
    act(
        &mut g,
        r#"{"kind":"charge","units":["C1","C2"],"target":"X"}"#,
    );
    let fires = events(&g, "fire_resolved");
    let s: Vec<i64> = fires
        .iter()
        .map(|e| field(e, "strength").as_i64().unwrap())
        .collect();
    assert_eq!(s, vec![5, 4]);
}

/// 8.272 the defender may divide its strength among the chargers in its frontal hexes as it
/// chooses: here 2 at C1 and the other 7 at C2 (the computer's even split would be 5 + 4).
#[test]
fn rule_8_272_the_defender_divides_its_fire_as_it_chooses() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C1", "confederate", 6, "0405", "E", "Cleburne"),
            rod::line("C2", "confederate", 6, "0404", "SE", "Cleburne"),
            rod::line("X", "union", 9, "0505", "W", "1-XX"),
        ],
        "",
    );
    g.force_dice([1, 1, 3]);
    rod::act_raw(
        &mut g,
        r#"{"kind":"charge","units":["C1","C2"],"target":"X"}"#,
    );
    rod::decide(&mut g, "union", "8.26", serde_json::json!("stand"));
    // points at C1: 9 down to 0; C2 gets the rest
    assert_eq!(rod::choices(&g).len(), 10);
    rod::decide(&mut g, "union", "8.272", serde_json::json!(2));
    assert!(
        g.pending_decision().is_none(),
        "the last charger takes the rest"
    );
    let fires = events(&g, "fire_resolved");
    let s: Vec<(String, i64)> = fires
        .iter()
        .map(|e| {
            (
                field(e, "why").as_str().unwrap().to_string(),
                field(e, "strength").as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        s,
        vec![
            ("8.272 defensive fire at charging C1".to_string(), 2),
            ("8.272 defensive fire at charging C2".to_string(), 7)
        ]
    );
}

/// 8.26 the charged defender may rout when the charge is announced: it does not fire (8.272),
/// the charger may withdrawal fire at it as it leaves (6.94), and a charger advances into the
/// vacated hex without changing facing.
#[test]
fn rule_8_26_the_charged_defender_may_rout_voluntarily() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    // C's withdrawal fire: 10 (column 6) rolling 1, +1 routed target: s = 7, "-".
    g.force_dice([1]);
    rod::act_raw(&mut g, CHARGE);
    assert_eq!(
        rod::choices(&g),
        vec![serde_json::json!("stand"), serde_json::json!("rout")]
    );
    rod::decide(&mut g, "union", "8.26", serde_json::json!("rout"));
    // 7.65 where it routs, then 6.94 the charger's owner may fire at it as it leaves
    rod::bot_decides_until(&mut g, "withdrawal_fire");
    rod::decide(&mut g, "confederate", "6.94", serde_json::json!("fire"));
    rod::bot_decides(&mut g);
    let fires = events(&g, "fire_resolved");
    assert_eq!(fires.len(), 1, "no defensive fire, one withdrawal fire");
    assert!(field(&fires[0], "why").as_str().unwrap().contains("8.26"));
    assert!(rod::look(&g, "X").2.contains(&"routed".to_string()));
    let x = unit(&g, "X").1.unwrap();
    let d = g.with_world(|w| w.hex(&x).unwrap().distance(w.hex("0405").unwrap()));
    assert!(d >= 3, "7.65: three hexes from the charger ({x})");
    assert_eq!(
        unit(&g, "C").1.as_deref(),
        Some("0505"),
        "a charger advances"
    );
    assert_eq!(
        rod::look(&g, "C").1.as_deref(),
        Some("E"),
        "without changing facing"
    );
    assert!(
        events(&g, "morale_checked").is_empty(),
        "no morale check: it gave up the hex"
    );
    assert!(events(&g, "melee_pending").is_empty());
}

/// 8.26 exceptions: unlimbered artillery may not rout voluntarily; from a mounted cavalry
/// charge only mounted cavalry may — so neither is asked.
#[test]
fn rule_8_26_no_voluntary_rout_for_unlimbered_artillery_or_from_a_mounted_charge() {
    let mut art = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            unit_in(
                "X",
                "union",
                "artillery",
                6,
                "0505",
                ("unlimbered", "W"),
                "1-XX",
            ),
        ],
        "",
    );
    art.force_dice([1, 1, 1]);
    rod::act_raw(&mut art, CHARGE);
    assert!(art.pending_decision().is_none());
    let mut mounted = charge_game(
        &[
            cleburne(),
            unit_in(
                "C",
                "confederate",
                "cavalry",
                10,
                "0405",
                ("mounted", "E"),
                "Cleburne",
            ),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    mounted.force_dice([1, 1, 1]);
    rod::act_raw(&mut mounted, CHARGE);
    assert!(
        mounted.pending_decision().is_none(),
        "infantry may not rout from a mounted charge"
    );
}

/// 8.26 mounted cavalry charged by infantry may retreat one or two hexes instead: no
/// defensive fire, the charger's withdrawal fire, and a charger advances.
#[test]
fn rule_8_26_mounted_cavalry_may_retreat_from_an_infantry_charge() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 6, "0405", "E", "Cleburne"),
            unit_in("K", "union", "cavalry", 5, "0505", ("mounted", "W"), "1-XX"),
        ],
        "",
    );
    // C's withdrawal fire: 6 (column 5) rolling 1, +2 march formation: s = 7, "-".
    g.force_dice([1]);
    rod::act_raw(&mut g, r#"{"kind":"charge","units":["C"],"target":"K"}"#);
    let c = rod::choices(&g);
    assert!(c.contains(&serde_json::json!("rout")), "{c:?}");
    assert!(c.contains(&serde_json::json!("retreat 0605")), "{c:?}");
    assert!(c.contains(&serde_json::json!("retreat 0605 0705")), "{c:?}");
    assert!(
        !c.iter()
            .any(|v| v.as_str().unwrap().starts_with("retreat 0404")),
        "never toward the charger: {c:?}"
    );
    rod::decide(
        &mut g,
        "union",
        "8.26",
        serde_json::json!("retreat 0605 0705"),
    );
    rod::decide(&mut g, "confederate", "6.94", serde_json::json!("fire"));
    rod::bot_decides(&mut g);
    let fires = events(&g, "fire_resolved");
    assert_eq!(fires.len(), 1, "no defensive fire, one withdrawal fire");
    assert_eq!(unit(&g, "K"), (5, Some("0705".into())));
    let (formation, facing, status) = rod::look(&g, "K");
    assert_eq!(formation.as_deref(), Some("mounted"));
    assert_eq!(facing.as_deref(), Some("W"));
    assert!(
        !status.contains(&"routed".to_string()),
        "a retreat, not a rout"
    );
    assert_eq!(
        unit(&g, "C").1.as_deref(),
        Some("0505"),
        "a charger advances"
    );
}

/// 8.31 the voluntary rout is offered when the charge is announced (8.26), never in melee: a
/// defender that stood fights the melee out with no further choice.
#[test]
fn rule_8_31_no_voluntary_rout_from_melee() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    // X fires 8 rolling 1 "-"; X checks and passes (1). Melee: 11 rolls 5 + 1: 2 points; X
    // rolls 1 "-". X checks at 7 - 1 = 6, rolls 9: routs; C advances.
    g.force_dice([1, 1, 5, 1, 9]);
    rod::act_raw(&mut g, CHARGE);
    rod::decide(&mut g, "union", "8.26", serde_json::json!("stand"));
    assert_eq!(events(&g, "melee_pending").len(), 1);
    rod::act_raw(&mut g, r#"{"kind":"end_phase"}"#);
    // The melee's rout asks only where X routs (7.65), never whether it routs.
    let mut kinds = Vec::new();
    while let Some(d) = g.pending_decision() {
        kinds.push(d["kind"].as_str().unwrap().to_string());
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
    assert!(
        kinds.iter().all(|k| k.starts_with("rout_")),
        "only rout paths are asked after the melee: {kinds:?}"
    );
    assert_eq!(
        events(&g, "decision_asked")
            .iter()
            .filter(|e| field(e, "kind") == "charge_response")
            .count(),
        1,
        "only 8.26's, at the announcement"
    );
    assert!(rod::look(&g, "X").2.contains(&"routed".to_string()));
}

#[test]
fn rule_8_273_hit_charger_checks_morale_and_routs() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 8, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    // X fires 8 (column 6) rolling 5: s = 10, 1 point. C (7, Cleburne +1 in radius = 8) rolls 9:
    // fails and routs; the charge is repulsed, X does not check.
    g.force_dice([5, 9]);
    act(&mut g, CHARGE);
    assert_eq!(unit(&g, "C").0, 7);
    assert!(rod::look(&g, "C").2.contains(&"routed".to_string()));
    assert_eq!(events(&g, "charge_repulsed").len(), 1);
    assert_eq!(morale_finals(&g), vec![("C".to_string(), 8, false)]);
}

// rules: 8, 8.1, 8.2, 8.27, 8.271, 8.274, 8.3, 8.352
#[test]
fn rule_8_35_melee_rounds_until_one_side_breaks() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    // Charge: X fires rolling 1 ("-"), X passes its check on 3.
    // Melee (at the phase's end), round 1: chargers 10 + Cleburne 1 = 11 (column 7), roll 5 + 1
    // (attacker) = 6: s = 12, 2 points. X 8 (column 6) rolls 4: s = 9, 1 point. X (6) checks at
    // 7 - 1 (two points) = 6 and rolls 7: fails, routs; C advances.
    g.force_dice([1, 3, 5, 4, 7]);
    act(&mut g, CHARGE);
    assert_eq!(events(&g, "melee_pending").len(), 1);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let r = &events(&g, "melee_round")[0];
    assert_eq!(field(r, "attack").as_i64(), Some(11));
    assert_eq!(field(r, "attack_result").as_str(), Some("2"));
    assert_eq!(field(r, "defence_result").as_str(), Some("1"));
    assert_eq!(unit(&g, "X").0, 6);
    assert_eq!(unit(&g, "C"), (9, Some("0505".to_string())));
    assert!(rod::look(&g, "X").2.contains(&"routed".to_string()));
    assert_eq!(casualties(&g, "union"), 2);
    assert_eq!(casualties(&g, "confederate"), 1);
}

// ---------------------------------------------------------------------------------------------
// Leader values (5.312, 5.313, 5.22, 12.522, 11.2): the charged Union brigade X (1-XIV or
// 1-XX) checks morale after X's fire (roll 1, "-"); its final level shows the leader value.
// ---------------------------------------------------------------------------------------------

fn x_check(x_parent: &str, leaders: &[String], vars: &str, roll: u32) -> (i64, bool) {
    let mut units = vec![
        cleburne(),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        rod::line("X", "union", 8, "0505", "W", x_parent),
    ];
    units.extend(leaders.iter().cloned());
    let mut g = charge_game(&units, vars);
    g.force_dice([1, roll]);
    act(&mut g, CHARGE);
    let (_, f, p) = morale_finals(&g).pop().unwrap();
    (f, p)
}

fn thomas(hex: &str) -> String {
    leader_full("THOMAS", "union", hex, "XIV", "corps", (3, 2, 2), Some(1))
}

// rules: 5.3, 5.31
#[test]
fn rule_5_312_a_leader_value_added_to_morale_in_radius() {
    assert_eq!(
        x_check(
            "1-XIV",
            &[rod::leader("BAIRD", "union", "0705", "1-XIV", 3, 1)],
            "",
            8
        ),
        (8, true)
    );
    // out of radius (four hexes): nothing
    assert_eq!(
        x_check(
            "1-XIV",
            &[rod::leader("BAIRD", "union", "0905", "1-XIV", 3, 1)],
            "",
            8
        ),
        (7, false)
    );
}

#[test]
fn rule_5_313_best_leader_value_in_radius_applies() {
    let ls = [
        rod::leader("BAIRD", "union", "0705", "1-XIV", 3, 1),
        thomas("0605"),
    ];
    assert_eq!(x_check("1-XIV", &ls, "", 9), (9, true));
}

#[test]
fn rule_5_22_thomas_value_only_to_xiv_corps() {
    assert_eq!(x_check("1-XX", &[thomas("0705")], "", 8), (7, false));
    assert_eq!(x_check("1-XIV", &[thomas("0705")], "", 8), (9, true));
}

#[test]
fn rule_12_522_thomas_value_to_any_union_unit() {
    assert_eq!(
        x_check(
            "1-XX",
            &[thomas("0705")],
            &vars_with("thomas_commands_army = true,"),
            8
        ),
        (9, true)
    );
}

#[test]
fn rule_11_2_demoralised_leader_values_one_less_except_exempt() {
    let dem = vars_with("demoralized = { union = true, confederate = false },");
    assert_eq!(
        x_check(
            "1-XIV",
            &[rod::leader("BAIRD", "union", "0705", "1-XIV", 3, 1)],
            &dem,
            7
        ),
        (7, true)
    );
    // Thomas is exempt (charts.demoralization_exempt)
    assert_eq!(x_check("1-XIV", &[thomas("0705")], &dem, 9), (9, true));
}

#[test]
fn rule_5_25_escort_never_uses_leader_values() {
    let mut units = vec![
        cleburne(),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        escort("X", "0505"),
    ];
    units.push(leader_full(
        "ROSECRANS",
        "union",
        "0505",
        "AotC",
        "army",
        (0, 1, 2),
        None,
    ));
    units.push(thomas("0605"));
    let mut g = charge_game(&units, "");
    // X fires 3 (column 3) rolling 1: "-"; X checks at 7, no value.
    g.force_dice([1, 8]);
    act(&mut g, CHARGE);
    assert_eq!(morale_finals(&g).pop().unwrap().1, 7);
}

#[test]
fn rule_5_312_b_stacked_leader_adds_to_melee_strength() {
    // Cleburne one hex behind C (in radius, not stacked): the melee strength is C's 10 alone.
    let mut g = charge_game(
        &[
            rod::leader("CLEBURNE", "confederate", "0305", "Cleburne", 4, 1),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    // fire 1 "-", X passes on 3; melee: 10 (column 6) rolls 5 + 1: s = 11, 2 points; X 8 rolls
    // 4: s = 9, 1 point; X checks at 6 and rolls 7: routs.
    g.force_dice([1, 3, 5, 4, 7]);
    act(&mut g, CHARGE);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(
        field(&events(&g, "melee_round")[0], "attack").as_i64(),
        Some(10)
    );
    assert_eq!(unit(&g, "X").0, 6);
}

// ---------------------------------------------------------------------------------------------
// Leader losses (5.32x, 5.33, 5.35, 5.36) and 8.32
// ---------------------------------------------------------------------------------------------

/// X (1-XIV, 2) with BAIRD at 0505 is charged by C (10) with Cleburne; optionally Y (1-XIV)
/// far away at 0909. X fires 2 rolling 1 ("-"), X passes (8 with Baird) on 1; melee: 11
/// (column 7) rolls 10 + 1: s = 17, 5 points; X 2 + 1 = 3 rolls 1: "-". The natural 10 calls
/// Baird's leader-loss roll (5: no), X is eliminated, C advances and overruns Baird (5.322).
fn overrun_game(with_y: bool, overrun_roll: u32) -> Game {
    let mut units = vec![
        cleburne(),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        rod::line("X", "union", 2, "0505", "W", "1-XIV"),
        rod::leader("BAIRD", "union", "0505", "1-XIV", 3, 1),
    ];
    if with_y {
        units.push(rod::line("Y", "union", 5, "0909", "W", "1-XIV"));
    }
    let mut g = charge_game(&units, "");
    g.force_dice([1, 1, 10, 1, 5, overrun_roll]);
    act(&mut g, CHARGE);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    g
}

// rules: 5.32
#[test]
fn rule_5_322_lone_leader_captured_on_nine_or_ten() {
    let g = overrun_game(true, 9);
    assert!(eliminated(&g, "X"));
    assert!(eliminated(&g, "BAIRD"));
    assert_eq!(unit(&g, "C").1.as_deref(), Some("0505"));
    // 11.1: two strength points and Baird's star
    assert_eq!(casualties(&g, "union"), 3);
}

#[test]
fn rule_5_322_lone_leader_escapes_to_nearest_unit_of_his_command() {
    let g = overrun_game(true, 8);
    assert_eq!(unit(&g, "BAIRD").1.as_deref(), Some("0909"));
    assert_eq!(casualties(&g, "union"), 2);
}

/// 5.322 "if two units are equally close, the owning player has his choice": Y (0909) and Z,
/// as far from 0505, are both Baird's; the Union picks Z where the computer takes Y (first by
/// key).
#[test]
fn rule_5_322_the_owner_chooses_between_equally_near_units_of_his_command() {
    let probe = overrun_game(true, 8);
    let far = probe.with_world(|w| {
        let (x, y) = (w.hex("0505").unwrap(), w.hex("0909").unwrap());
        ["0901", "0109", "0101", "0209", "0902", "0108"]
            .into_iter()
            .find(|h| w.hex(h).unwrap().distance(x) == y.distance(x))
            .expect("a hex as far from 0505 as 0909")
            .to_string()
    });
    drop(probe);
    let units = vec![
        cleburne(),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        rod::line("X", "union", 2, "0505", "W", "1-XIV"),
        rod::leader("BAIRD", "union", "0505", "1-XIV", 3, 1),
        rod::line("Y", "union", 5, "0909", "W", "1-XIV"),
        rod::line("Z", "union", 5, &far, "W", "1-XIV"),
    ];
    let mut g = charge_game(&units, "");
    g.force_dice([1, 1, 10, 1, 5, 8]);
    act(&mut g, CHARGE);
    rod::act_raw(&mut g, r#"{"kind":"end_phase"}"#);
    rod::bot_decides_until(&mut g, "leader_placed");
    assert_eq!(
        rod::choices(&g),
        vec![serde_json::json!("Y"), serde_json::json!("Z")]
    );
    assert_eq!(g.bot_action().unwrap()["choice"], "Y");
    rod::decide(&mut g, "union", "5.322", serde_json::json!("Z"));
    rod::bot_decides(&mut g);
    assert_eq!(unit(&g, "BAIRD").1, Some(far));
}

#[test]
fn rule_5_321_leader_loss_roll_on_a_natural_ten() {
    let g = overrun_game(true, 8);
    let rolls: Vec<String> = events(&g, "die_rolled")
        .iter()
        .map(|e| e.text.clone())
        .filter(|t| t.contains("5.321"))
        .collect();
    assert_eq!(
        rolls.len(),
        1,
        "one leader-loss roll for Baird after the natural 10"
    );
}

#[test]
fn rule_5_35_leader_without_a_command_leaves_play_without_points() {
    let g = overrun_game(false, 9);
    assert!(eliminated(&g, "BAIRD"));
    assert_eq!(casualties(&g, "union"), 2, "no points for Baird (5.35)");
}

/// Union turn: U1 (1-XIV, 10) with Baird charges Z (Cleburne's, 10) with CLEBURNE (value 2,
/// two stars, replacement 1); W2 (Cleburne's) far away at 0909. Z fires 10 rolling 1 ("-"),
/// checks at 9 and rolls 1. Melee: 11 (column 7) rolls 10 + 1: s = 17, 5 points; Z 12 (column
/// 7) rolls 1: s = 7, "-". The natural 10: Cleburne rolls 9 and is lost (2 points), his
/// replacement goes to the nearest unit, Z (5.33). Z (5 of 10: half, morale 5) checks at
/// 5 - 4 (five points lost) = 1 without Cleburne's value (5.36), rolls 2 and fails: half
/// strength, it surrenders 10 points (8.32: eliminated) and Cleburne rolls 3: to W2.
fn replacement_game() -> Game {
    let units = [
        rod::line("U1", "union", 10, "0405", "E", "1-XIV"),
        rod::leader("BAIRD", "union", "0405", "1-XIV", 3, 1),
        rod::line("Z", "confederate", 10, "0505", "W", "Cleburne"),
        leader_full(
            "CLEBURNE",
            "confederate",
            "0505",
            "Cleburne",
            "division",
            (4, 2, 2),
            Some(1),
        ),
        rod::line("W2", "confederate", 10, "0909", "W", "Cleburne"),
    ];
    let mut g = day_game(&units, "");
    goto_phase(&mut g, "union", "charge_melee");
    g.force_dice([1, 1, 10, 1, 9, 2, 3]);
    act(&mut g, r#"{"kind":"charge","units":["U1"],"target":"Z"}"#);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    g
}

#[test]
fn rule_5_33_replacement_leader_placed_on_nearest_unit() {
    let g = replacement_game();
    assert_eq!(events(&g, "leader_replaced").len(), 1);
    assert!(
        !eliminated(&g, "CLEBURNE"),
        "replacements are never removed"
    );
    assert_eq!(unit(&g, "CLEBURNE").1.as_deref(), Some("0909"));
    // 5 melee + 2 stars + 5 surrendered
    assert_eq!(casualties(&g, "confederate"), 12);
}

/// 5.33 with two units of his command equally near (both in his hex): the Confederate player
/// picks the one his replacement goes to (5.33 is silent on ties; 5.322's "the owning player
/// has his choice" is taken). Union A fires 10 points at Z from 0405: a natural 10 ("4"), and
/// Cleburne's 5.321 roll of 9 loses him; the computer would put the replacement on Z (first
/// by key), the player puts it on Z2.
#[test]
fn rule_5_33_the_owner_chooses_between_equally_near_units_for_the_replacement() {
    let units = [
        rod::line("A", "union", 10, "0405", "E", "1-XIV"),
        rod::line("Z", "confederate", 5, "0505", "W", "Cleburne"),
        rod::line("Z2", "confederate", 4, "0505", "W", "Cleburne"),
        leader_full(
            "CLEBURNE",
            "confederate",
            "0505",
            "Cleburne",
            "division",
            (4, 2, 2),
            Some(1),
        ),
    ];
    let mut g = day_game(&units, "");
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([10, 9]);
    rod::act_raw(&mut g, r#"{"kind":"fire","units":["A"],"target":"Z"}"#);
    rod::bot_decides_until(&mut g, "leader_placed");
    assert_eq!(
        rod::choices(&g),
        vec![serde_json::json!("Z"), serde_json::json!("Z2")]
    );
    assert_eq!(g.bot_action().unwrap()["choice"], "Z");
    rod::decide(&mut g, "confederate", "5.33", serde_json::json!("Z2"));
    assert_eq!(
        field(&common::last_event(&g, "leader_placed"), "unit"),
        "Z2"
    );
    assert_eq!(events(&g, "leader_replaced").len(), 1);
}

/// 5.33 "… (except wing commanders)": Polk, commanding the Right Wing (5.4), has a replacement
/// on his counter, but lost while he leads the wing he has none. Union A fires 10 points at Z
/// from 0405: a natural 10 ("4") and Polk's 5.321 roll of 9.
#[test]
fn rule_5_33_a_wing_commander_has_no_replacement() {
    let units = [
        rod::line("A", "union", 10, "0405", "E", "1-XIV"),
        rod::line("Z", "confederate", 8, "0505", "W", "Cheatham"),
        leader_full(
            "POLK",
            "confederate",
            "0505",
            "P",
            "wing",
            (6, 3, 3),
            Some(2),
        ),
        rod::line("W2", "confederate", 10, "0909", "W", "Cheatham"),
    ];
    let extra = format!(
        r#"vars = {{ casualties = {{ union = 0, confederate = 0 }}, entrenchments = {{}}, fords_located = {{}}, bridges_destroyed = {{}}, {WINGS} }},"#
    );
    let mut g = day_game(&units, &extra);
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([10, 9]);
    rod::act_bot(&mut g, r#"{"kind":"fire","units":["A"],"target":"Z"}"#);
    assert!(events(&g, "leader_replaced").is_empty());
    assert!(eliminated(&g, "POLK"));
}

#[test]
fn rule_5_36_lost_leader_gives_no_value_to_his_unit() {
    let g = replacement_game();
    let z: Vec<_> = morale_finals(&g)
        .into_iter()
        .filter(|m| m.0 == "Z")
        .collect();
    assert_eq!(
        z,
        vec![("Z".to_string(), 9, true), ("Z".to_string(), 1, false)]
    );
}

#[test]
fn rule_8_32_half_strength_failure_surrenders_points() {
    let g = replacement_game();
    assert!(eliminated(&g, "Z"));
    assert_eq!(events(&g, "melee_surrender").len(), 1);
    assert_eq!(unit(&g, "U1").1.as_deref(), Some("0505"), "U1 advances");
}

#[test]
fn rule_5_34_union_division_leader_has_no_replacement() {
    let g = overrun_game(true, 9);
    assert_eq!(events(&g, "leader_replaced").len(), 0);
    assert_eq!(events(&g, "leader_eliminated").len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Artillery in melee (8.33, 8.34, 7.72), entrenchments (8.36), adjacent friends (7.63)
// ---------------------------------------------------------------------------------------------

/// The side a unit belongs to now.
fn side_of(g: &Game, key: &str) -> String {
    g.with_world(|w| {
        let id = w.state.unit_by_key(key).unwrap();
        w.catalog.sides[w.state.units[id as usize].side].id.clone()
    })
}

/// C (10) charges the unlimbered Union battery A (6) at 0505 and captures it in the first
/// melee round; `more` are further units. The capturer's facing decision is left owed.
fn capture_game(more: &[String]) -> Game {
    let mut units = vec![
        cleburne(),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        unit_in(
            "A",
            "union",
            "artillery",
            6,
            "0505",
            ("unlimbered", "W"),
            "1-XX",
        ),
    ];
    units.extend(more.iter().cloned());
    let mut g = charge_game(&units, "");
    // A fires 6 x 3 = 18 (column 9) rolling 1: s = 9, 1 point; C (9) checks at 8 and rolls 1.
    // A checks at 7, rolls 1. Melee: 9 + 1 = 10 (column 6) rolls 5 + 1: s = 11, 2 points; A at
    // half strength 3 (8.33, column 3) rolls 1: "-". A checks at 7 - 1 = 6, rolls 9: captured.
    g.force_dice([1, 1, 1, 5, 1, 9]);
    act(&mut g, r#"{"kind":"charge","units":["C"],"target":"A"}"#);
    g.apply(serde_json::json!({"kind": "end_phase"})).unwrap();
    g
}

// rules: 7.72
#[test]
fn rule_8_34_unlimbered_artillery_failing_in_melee_is_captured() {
    let mut g = capture_game(&[]);
    assert_eq!(
        field(&events(&g, "melee_round")[0], "defence").as_i64(),
        Some(3)
    );
    // 8.34 owned by the capturing player, who receives a free facing for it: his choice of
    // the six hexsides (the computer would take the first, E, with no enemy left).
    assert_eq!(side_of(&g, "A"), "confederate");
    assert_eq!(rod::choices(&g).len(), 6);
    rod::decide(&mut g, "confederate", "8.34", serde_json::json!("SW"));
    assert!(g.pending_decision().is_none());
    let (formation, facing, status) = rod::look(&g, "A");
    assert_eq!(facing.as_deref(), Some("SW"), "the capturer's free facing");
    assert_eq!(formation.as_deref(), Some("unlimbered"));
    assert!(
        status.contains(&"captured".to_string()),
        "the CAP'T. ARTILLERY marker"
    );
    assert_eq!(
        unit(&g, "A"),
        (4, Some("0505".into())),
        "captured, not eliminated"
    );
    assert_eq!(var(&g, "captured_artillery")[0]["by"], "confederate");
    assert_eq!(unit(&g, "C").1.as_deref(), Some("0405"), "8.34 no advance");
    assert_eq!(
        casualties(&g, "union"),
        2,
        "only the points eliminated count"
    );
    assert_eq!(casualties(&g, "confederate"), 1, "C's point to the fire");
}

/// 7.72 the capturer "may thereafter move and fire" the battery: the marker keeps it from
/// firing until his next player turn (8.34), no longer.
#[test]
fn rule_7_72_captured_artillery_is_fired_by_the_capturer_from_his_next_turn() {
    let mut g = capture_game(&[rod::line("T", "union", 8, "0805", "W", "1-XX")]);
    rod::decide(&mut g, "confederate", "8.34", serde_json::json!("E"));
    // The Union player turn: in its defensive fire phase the Confederates may not fire A yet.
    goto_phase(&mut g, "confederate", "defensive_fire");
    let why = refuse(&mut g, r#"{"kind":"fire","units":["A"],"target":"T"}"#);
    assert!(why.contains("8.34"), "{why}");
    // The Confederate's next player turn: the marker is off, A fires at T (3 hexes, x2 = 8).
    goto_phase(&mut g, "confederate", "offensive_fire");
    assert!(!rod::look(&g, "A").2.contains(&"captured".to_string()));
    g.force_dice([1]);
    act(&mut g, r#"{"kind":"fire","units":["A"],"target":"T"}"#);
    let f = last_fire(&g);
    assert_eq!(field(&f, "target").as_str(), Some("T"));
}

fn last_fire(g: &Game) -> sandtable::kernel::Event {
    events(g, "fire_resolved").last().cloned().expect("a fire")
}

// rules: 8.353
#[test]
fn rule_8_33_artillery_melees_at_half_strength_rounded_up() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            unit_in(
                "A",
                "union",
                "artillery",
                5,
                "0505",
                ("unlimbered", "W"),
                "1-XX",
            ),
        ],
        "",
    );
    // A fires 15 (column 8) rolling 1: s = 8, "M"; C checks at 8 and rolls 1. A checks, 1.
    // Melee: 11 (column 7) rolls 1 + 1: s = 8 "M"; A ceil(5 / 2) = 3 rolls 1: "-". A passes (1),
    // C passes (1); round 2 as round 1 ... until A fails: rolls 10 on the third check.
    g.force_dice([1, 1, 1, 1, 1, 1, 1, 1, 1, 10]);
    act(&mut g, r#"{"kind":"charge","units":["C"],"target":"A"}"#);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let rounds = events(&g, "melee_round");
    assert_eq!(field(&rounds[0], "defence").as_i64(), Some(3));
    assert_eq!(rounds.len(), 2);
    assert_eq!(side_of(&g, "A"), "confederate", "captured in round 2");
}

#[test]
fn rule_8_36_no_attacker_modifier_across_entrenched_hexsides() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        &vars_with(r#"entrenchments = { { hex = "0505", facing = "W" } },"#),
    );
    // fire 1 "-", X (7 + 1 entrenched) passes on 1; melee 11 rolls 5, no +1: s = 11, 2 points;
    // X rolls 1 "-"; X checks at 7 + 1 - 1 = 7, rolls 9: routs.
    g.force_dice([1, 1, 5, 1, 9]);
    act(&mut g, CHARGE);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let r = &events(&g, "melee_round")[0];
    assert_eq!(field(r, "attack_modified").as_i64(), Some(5));
    assert_eq!(unit(&g, "X").0, 6);
}

#[test]
fn rule_8_351_attacker_modifier_in_the_open() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
        ],
        "",
    );
    g.force_dice([1, 3, 5, 4, 7]);
    act(&mut g, CHARGE);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(
        field(&events(&g, "melee_round")[0], "attack_modified").as_i64(),
        Some(6)
    );
}

#[test]
fn rule_7_63_adjacent_friend_checks_when_a_unit_routs_in_the_charge_phase() {
    let mut g = charge_game(
        &[
            cleburne(),
            rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
            rod::line("X", "union", 8, "0505", "W", "1-XX"),
            rod::line("Y", "union", 8, "0506", "W", "1-XX"),
        ],
        "",
    );
    // fire 1 "-"; X fails on 8 and routs; Y (adjacent) checks and fails on 9.
    g.force_dice([1, 8, 9]);
    act(&mut g, CHARGE);
    let ys: Vec<_> = events(&g, "morale_checked")
        .into_iter()
        .filter(|e| field(e, "unit") == "Y")
        .collect();
    assert!(!ys.is_empty());
    assert!(
        field(&ys[0], "why").as_str().unwrap().contains("7.63"),
        "{}",
        ys[0].text
    );
    assert!(rod::look(&g, "Y").2.contains(&"routed".to_string()));
}

#[test]
fn rule_5_44_reorganisation_does_not_affect_cavalry() {
    let g = day_game(
        &[
            leader_full(
                "ARMSTRONG",
                "confederate",
                "0105",
                "Armstrong",
                "division",
                (4, 1, 1),
                Some(0),
            ),
            unit_in(
                "Cav",
                "confederate",
                "cavalry",
                8,
                "0405",
                ("line", "E"),
                "Armstrong",
            ),
        ],
        &vars_with(WINGS),
    );
    assert!(
        in_command(&g, "confederate", "Cav"),
        "no wing commander needed"
    );
}

/// Polk (corps, 0105), Cheatham (division, 0505) and his brigade Ch (0705): Ch's command
/// control runs through Polk (5.42).
fn polk_and_cheatham() -> [String; 3] {
    [
        leader_full(
            "POLK",
            "confederate",
            "0105",
            "P",
            "corps",
            (4, 0, 3),
            Some(0),
        ),
        leader_full(
            "CHEATHAM",
            "confederate",
            "0505",
            "Cheatham",
            "division",
            (4, 1, 2),
            Some(0),
        ),
        rod::line("Ch", "confederate", 10, "0705", "E", "Cheatham"),
    ]
}

/// 12.423 Polk rolls at the start of the Confederate player turn, so a turn he starts in, he
/// gives command control in (the roll once came after the turn's command control was fixed).
#[test]
fn rule_12_423_polk_commands_in_the_turn_he_starts() {
    let units = polk_and_cheatham();
    let mut g = day_game(
        &units,
        &vars_with(&format!("{WINGS} polk_started = false,")),
    );
    if var(&g, "polk_started") == serde_json::json!(false) {
        assert!(!in_command(&g, "confederate", "Ch"));
    }
    // Turn 2: Polk rolls 1 as the Confederate command phase begins.
    goto_phase(&mut g, "union", "charge_melee");
    g.force_dice([1]);
    rod::end_phase(&mut g);
    // (The command phase ends by itself: the Confederate movement phase of turn 2.)
    assert_eq!(g.with_world(|w| w.state.turn), 2);
    assert_eq!(g.acting_side(), "confederate");
    assert_eq!(var(&g, "polk_started"), serde_json::json!(true));
    assert!(
        in_command(&g, "confederate", "Ch"),
        "in command the turn Polk starts"
    );
}

#[test]
fn rule_12_521_polk_gives_no_command_until_he_starts() {
    let units = polk_and_cheatham();
    let held = day_game(
        &units,
        &vars_with(&format!("{WINGS} polk_started = false,")),
    );
    assert!(
        !in_command(&held, "confederate", "Ch"),
        "12.423: Polk has not started"
    );
    let started = day_game(&units, &vars_with(&format!("{WINGS} polk_started = true,")));
    assert!(in_command(&started, "confederate", "Ch"));
}
