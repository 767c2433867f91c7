//! This Terrible Sound: fire combat (S.5), ammunition (S.9), close combat (S.6) and the seed's
//! fire rules (2.3, 2.4, 2.6, 3.5, 4.3c). Each test sets up a small position with real units of
//! the order of battle, forces the dice (fire 2d6, then the rounder d6 for a half result) and
//! checks the result worked out by hand from charts.lua:
//! columns <1, 1, 2, 3, 4-6, 7-8, 9-11, 12-14, 15-17, 18-20, >20; rows 2..12, e.g.
//! "4-6" = -1 -1 -1 .5 .5 .5 1 1 1 1.5 1.5, "3" = -2 -2 -1 -1 -1 .5 .5 .5 1 1 1,
//! "2" = -3 -2 -2 -2 -1 -1 -1 .5 .5 .5 1, "1" = -3 -3 -3 -2 -2 -2 -1 -1 -1 .5 .5,
//! "7-8" = -1 .5 .5 .5 1 1 1 1.5 1.5 2 2, "9-11" = 1 1 1 1 1.5 1.5 1.5 2 2 2.5 2.5,
//! "12-14" = 1 1 1.5 1.5 2 2 2 2.5 2.5 3 3.

mod common;

use common::{Scenario, tts};
use common::{act, events, goto_phase, refuse, unit};
use sandtable::session::Game;
use serde_json::{Value, json};

const CROXTON_10_IND: &str = "10 Ind/2/3/14"; // 7 SP: fire level A
const MISS_24: &str = "24 Miss/W/L/Res"; // 9 SP, Walthall's brigade
const ARK_8: &str = "8 Ark/G/L/Res"; // 8 SP

fn line(side: &str, key: &str, hex: &str, facing: &str) -> String {
    tts::oob(
        side,
        key,
        hex,
        &format!(r#"formation = "line", facing = "{facing}","#),
    )
}

fn guns(side: &str, key: &str, hex: &str, facing: &str) -> String {
    tts::oob(
        side,
        key,
        hex,
        &format!(r#"formation = "unlimbered", facing = "{facing}","#),
    )
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

fn assault(g: &mut Game, units: &[&str], target: &str) {
    act(
        g,
        &json!({"kind": "assault", "units": units, "target": target}).to_string(),
    );
}

fn refuse_assault(g: &mut Game, units: &[&str], target: &str) -> String {
    refuse(
        g,
        &json!({"kind": "assault", "units": units, "target": target}).to_string(),
    )
}

fn fires(g: &Game) -> Vec<Value> {
    events(g, "fire_resolved")
        .into_iter()
        .map(|e| e.fields.clone().into_iter().collect())
        .collect()
}

fn last_fire(g: &Game) -> Value {
    fires(g).pop().expect("no fire_resolved event")
}

fn has(g: &Game, key: &str, status: &str) -> bool {
    tts::look(g, key).2.iter().any(|s| s == status)
}

/// Through the Union rally phase (it ends by itself when nothing is pending): the resupply
/// of S.9 runs as it begins.
fn to_rally(g: &mut Game) {
    goto_phase(g, "union", "close_combat");
    act(g, r#"{"kind": "end_phase"}"#);
}

const ATTACK_ORDERS: &str = r#"orders = {
  union = { { to = "A Cumb", kind = "attack", text = "attack" } },
  confederate = { { to = "A Tenn", kind = "attack", text = "attack" } } }"#;

/// Union in defensive fire (the Confederate player's turn).
fn union_defensive(units: &[String]) -> Game {
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .first("confederate")
        .units(units)
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g
}

// 10 Ind (7 SP, A) at 0303 facing E; 24 Miss (9 SP) at 0403 facing W.
fn face_off() -> Vec<String> {
    vec![
        line("union", CROXTON_10_IND, "0303", "E"),
        line("confederate", MISS_24, "0403", "W"),
    ]
}

// rules: S.5.3
#[test]
fn rule_s_5_1_fire_level_a_normal_weapons_at_one_hex() {
    // 7 SP: level A; normal weapons at 1 hex: 4 points, column 4-6; roll 8 -> 1 SP.
    let mut g = union_defensive(&face_off());
    g.force_dice([4, 4]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["points"], 4.0);
    assert_eq!(f["column"], "4-6");
    assert_eq!(f["shifts"], 0);
    assert_eq!(f["roll"], 8);
    assert_eq!(f["value"], 1.0);
    assert_eq!(f["loss"], 1);
    assert!(has(&g, CROXTON_10_IND, "fired"));
    assert!(has(&g, MISS_24, "fired_at"));
    // the loss reaches the target (killed or stragglers): 9 -> 8 at most
    assert!(unit(&g, MISS_24).0 <= 8);
}

#[test]
fn rule_s_5_1_fire_level_b_at_two_hexes_negative_result() {
    // 10 Ind at strength 4: level B; 2 hexes: 1 point, column 1; roll 10 -> -1: no loss, a
    // morale check with +1.
    let mut g = union_defensive(&[
        tts::oob(
            "union",
            CROXTON_10_IND,
            "0303",
            r#"formation = "line", facing = "E", strength = 4,"#,
        ),
        line("confederate", MISS_24, "0503", "W"),
    ]);
    g.force_dice([5, 5]);
    fire(&mut g, &[CROXTON_10_IND], "0503");
    let f = last_fire(&g);
    assert_eq!(f["points"], 1.0);
    assert_eq!(f["column"], "1");
    assert_eq!(f["value"], -1.0);
    assert_eq!(f["loss"], 0);
    assert_eq!(f["morale_mod"], 1.0);
}

#[test]
fn rule_s_5_1_small_arms_reach_two_hexes() {
    let mut g = union_defensive(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        line("confederate", MISS_24, "0603", "W"),
    ]);
    assert!(refuse_fire(&mut g, &[CROXTON_10_IND], "0603").contains("S.5.1"));
}

#[test]
fn rule_s_5_1_plus_weapons_of_wilder_and_the_rounder() {
    // 92 Ill (Wilder, 8 SP, dismounted): "+" weapons A at 1 hex = 6 points, column 4-6;
    // roll 11 -> 1.5; rounder 3 rounds down -> 1.
    let mut g = union_defensive(&[
        line("union", "92 Ill/Wilder", "0303", "E"),
        line("confederate", MISS_24, "0403", "W"),
    ]);
    g.force_dice([6, 5, 3]);
    fire(&mut g, &["92 Ill/Wilder"], "0403");
    let f = last_fire(&g);
    assert_eq!(f["points"], 6.0);
    assert_eq!(f["column"], "4-6");
    assert_eq!(f["value"], 1.5);
    assert_eq!(f["rounder"], 3);
    assert_eq!(f["loss"], 1);
}

// rules: S.5.3
#[test]
fn rule_s_5_1_shotguns_once_at_one_hex_none_at_two_triple_in_close_combat() {
    let shot = tts::oob(
        "union",
        CROXTON_10_IND,
        "0303",
        r#"formation = "line", facing = "E", props = { weapon = "shotgun" },"#,
    );
    let mut g = union_defensive(&[shot.clone(), line("confederate", MISS_24, "0503", "W")]);
    assert!(refuse_fire(&mut g, &[CROXTON_10_IND], "0503").contains("range 1"));
    let p = tts::query(
        &g,
        r#"local f = require("fire"); local u = sandtable.units.get("10 Ind/2/3/14")
           return { f.points(u, "0403", 0), f.points(u, "0403", 1), f.points(u, "0503", 2) }"#,
    );
    let v: Vec<f64> = p
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    assert_eq!(v, vec![24.0, 4.0, 0.0]);
    // rounder 4 rounds a half up: column 4-6, roll 5 -> 0.5 -> 1
    let mut g = union_defensive(&[shot, line("confederate", MISS_24, "0403", "W")]);
    g.force_dice([2, 3, 4]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(
        (f["value"].clone(), f["loss"].clone()),
        (json!(0.5), json!(1))
    );
}

#[test]
fn rule_s_5_2_artillery_points_by_gun_and_range() {
    // 8 Ind Lt: 6 Napoleons (value 1, canister 2): range 0 = 12, 1 = 6, 2-3 = 3.6, 4-6 = 1.8
    // (x1/2 = 0.9 against troops at 4), 7+ = 1.2, beyond 12 none.
    let g = Scenario::tts("fire")
        .size(12, 8)
        .first("confederate")
        .units(&[
            guns("union", "8 Ind Lt/Arty/1/21", "0103", "E"),
            line("confederate", MISS_24, "0503", "W"),
            guns("confederate", "Warren/Arty/L/Res", "0703", "W"),
        ])
        .start();
    let p = tts::query(
        &g,
        r#"local f = require("fire"); local u = sandtable.units.get("8 Ind Lt/Arty/1/21")
           return { f.points(u, "0203", 0), f.points(u, "0203", 1), f.points(u, "0303", 2),
                    f.points(u, "0503", 4), f.points(u, "0703", 6), f.points(u, "0703", 8),
                    f.points(u, "0703", 13) }"#,
    );
    let v: Vec<f64> = p
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    let want = [12.0, 6.0, 3.6, 0.9, 1.8, 1.2, 0.0];
    for (a, b) in v.iter().zip(want) {
        assert!((a - b).abs() < 1e-9, "{v:?} != {want:?}");
    }
}

#[test]
fn rule_s_5_2_beyond_500_yards_only_the_guns_are_hit() {
    // 5 hexes: a hex of infantry alone may not be fired at; with a battery in it only the
    // battery takes the result.
    let mut g = union_defensive(&[
        guns("union", "8 Ind Lt/Arty/1/21", "0103", "E"),
        line("confederate", MISS_24, "0603", "W"),
    ]);
    assert!(refuse_fire(&mut g, &["8 Ind Lt/Arty/1/21"], "0603").contains("500 yards"));
    let mut g = union_defensive(&[
        guns("union", "8 Ind Lt/Arty/1/21", "0103", "E"),
        line("confederate", MISS_24, "0603", "W"),
        guns("confederate", "Warren/Arty/L/Res", "0603", "W"),
    ]);
    // 6 x 1 x 0.3 = 1.8 (guns only, no halving): column 1; roll 12 -> 0.5, rounder 6 -> 1
    g.force_dice([6, 6, 6]);
    fire(&mut g, &["8 Ind Lt/Arty/1/21"], "0603");
    let f = last_fire(&g);
    assert_eq!(f["column"], "1");
    assert_eq!(f["loss"], 1);
    assert_eq!(f["hit"], json!(["Warren/Arty/L/Res"]));
    assert_eq!(unit(&g, MISS_24).0, 9);
    assert_eq!(unit(&g, "Warren/Arty/L/Res").0, 3);
    // artillery fire does not mark small-arms targets (4.1)
    assert!(!has(&g, MISS_24, "fired_at"));
}

fn four_batteries(mendenhall: bool) -> Vec<String> {
    let mut u = vec![
        guns("union", "8 Ind Lt/Arty/1/21", "0302", "E"),
        guns("union", "6 Ohio Lt/Arty/1/21", "0303", "E"),
        guns("union", "7 Ind Lt/Arty/3/21", "0304", "E"),
        guns("union", "26 Penn Lt/Arty/3/21", "0305", "E"),
        line("confederate", MISS_24, "0603", "W"),
    ];
    if mendenhall {
        u.push(tts::oob("union", "Mendenhall", "0305", ""));
    }
    u
}

// rules: S.5.2
#[test]
fn rule_2_3_three_batteries_at_one_target_unless_mendenhall_within_two() {
    let mut g = union_defensive(&four_batteries(false));
    assert!(
        refuse_fire(
            &mut g,
            &[
                "8 Ind Lt/Arty/1/21",
                "6 Ohio Lt/Arty/1/21",
                "7 Ind Lt/Arty/3/21",
                "26 Penn Lt/Arty/3/21"
            ],
            "0603"
        )
        .contains("2.3")
    );
    g.force_dice([1, 1]);
    fire(
        &mut g,
        &[
            "8 Ind Lt/Arty/1/21",
            "6 Ohio Lt/Arty/1/21",
            "7 Ind Lt/Arty/3/21",
        ],
        "0603",
    );
    // the fourth battery, alone, is still the fourth at this target this phase
    assert!(refuse_fire(&mut g, &["26 Penn Lt/Arty/3/21"], "0603").contains("2.3"));
    // Mendenhall stacked with 26 Penn and within 2 of 7 Ind: those two are not counted
    let mut g = union_defensive(&four_batteries(true));
    g.force_dice([1, 1]);
    fire(
        &mut g,
        &[
            "8 Ind Lt/Arty/1/21",
            "6 Ohio Lt/Arty/1/21",
            "7 Ind Lt/Arty/3/21",
            "26 Penn Lt/Arty/3/21",
        ],
        "0603",
    );
    assert_eq!(fires(&g).len(), 1);
}

#[test]
fn rule_s_5_4_night_two_columns_left_and_visibility() {
    // 21:00 is a night turn: 4 points, column 4-6 - 2 = column 2; roll 11 -> 0.5, rounder 1
    // -> 0. S.10: visibility 2 hexes.
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .first("confederate")
        .time("21:00")
        .units(&[
            line("union", CROXTON_10_IND, "0303", "E"),
            line("confederate", MISS_24, "0403", "W"),
            guns("union", "8 Ind Lt/Arty/1/21", "0304", "E"),
            line("confederate", ARK_8, "0704", "W"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &["8 Ind Lt/Arty/1/21"], "0704").contains("S.10"));
    g.force_dice([6, 5, 1]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["column"], "2");
    assert_eq!(f["shifts"], -2);
    assert_eq!(f["value"], 0.5);
    assert_eq!(f["loss"], 0);
}

#[test]
fn rule_s_5_4_vulnerable_target_each_line_once() {
    // A disorganized regiment in column: +2 once (not +4): 4-6 -> 9-11; roll 3 -> 1.
    let mut g = union_defensive(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        tts::oob(
            "confederate",
            MISS_24,
            "0403",
            r#"formation = "column", status = { "disorganized" },"#,
        ),
    ]);
    g.force_dice([2, 1]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["column"], "9-11");
    assert_eq!(f["shifts"], 2);
    assert_eq!(f["loss"], 1);
}

#[test]
fn rule_s_5_4_mounted_target_three_right() {
    // Mounted Confederate cavalry: +3: 4-6 -> 12-14; roll 7 -> 2.
    let mut g = union_defensive(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        tts::oob(
            "confederate",
            "4 Tenn/D/A/F Cav",
            "0403",
            r#"formation = "mounted", facing = "W","#,
        ),
    ]);
    g.force_dice([3, 4]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["column"], "12-14");
    assert_eq!(f["value"], 2.0);
    assert_eq!(f["loss"], 2);
}

// rules: S.9.1
#[test]
fn rule_s_5_4_low_ammo_firer_one_level_lower_and_one_left() {
    // 10 Ind Low Ammo: level A -> B (2 points, column 2), -1 -> column 1; roll 11 -> 0.5.
    let mut g = union_defensive(&[
        tts::oob(
            "union",
            CROXTON_10_IND,
            "0303",
            r#"formation = "line", facing = "E", status = { "low_ammo" },"#,
        ),
        line("confederate", MISS_24, "0403", "W"),
    ]);
    g.force_dice([5, 6, 2]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["points"], 2.0);
    assert_eq!(f["column"], "1");
    assert_eq!(f["value"], 0.5);
    assert_eq!(f["loss"], 0);
}

#[test]
fn rule_s_5_4_disorganized_firer_fires_a_level_lower() {
    // 7 SP disorganized: level B, 2 points at 1 hex, column 2 (no shift); roll 9 -> 0.5.
    let mut g = union_defensive(&[
        tts::oob(
            "union",
            CROXTON_10_IND,
            "0303",
            r#"formation = "line", facing = "E", status = { "disorganized" },"#,
        ),
        line("confederate", MISS_24, "0403", "W"),
    ]);
    g.force_dice([4, 5, 5]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["points"], 2.0);
    assert_eq!(f["column"], "2");
    assert_eq!(f["loss"], 1);
}

#[test]
fn rule_2_4_fire_at_dismounted_wilder_one_left() {
    // 24 Miss (9 SP, A): 4 points at 92 Ill dismounted: 4-6 - 1 = column 3; roll 10 -> 1.
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .first("confederate")
        .units(&[
            line("union", "92 Ill/Wilder", "0303", "E"),
            line("confederate", MISS_24, "0403", "W"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    g.force_dice([5, 5]);
    fire(&mut g, &[MISS_24], "0303");
    let f = last_fire(&g);
    assert_eq!(f["column"], "3");
    assert_eq!(f["shifts"], -1);
    assert_eq!(f["value"], 1.0);
    // mounted Wilder is a mounted target instead: +3
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .first("confederate")
        .units(&[
            tts::oob(
                "union",
                "92 Ill/Wilder",
                "0303",
                r#"formation = "mounted", facing = "E","#,
            ),
            line("confederate", MISS_24, "0403", "W"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "offensive_fire");
    g.force_dice([5, 5]);
    fire(&mut g, &[MISS_24], "0303");
    assert_eq!(last_fire(&g)["column"], "12-14");
}

#[test]
fn rule_4_3c_breastworks_one_left() {
    // 24 Miss behind breastworks facing W, NW, SW: fire from the west: 4-6 -1 = 3; roll 7 ->
    // 0.5, rounder 5 -> 1.
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .first("confederate")
        .vars(r#"breastworks = { ["0403"] = { facing = { "W", "NW", "SW" }, side = "confederate" } }"#)
        .units(&[
            line("union", CROXTON_10_IND, "0303", "E"),
            tts::oob(
                "confederate",
                MISS_24,
                "0403",
                r#"formation = "line", facing = "W", status = { "breastworks" },"#,
            ),
        ]).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([3, 4, 5]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["column"], "3");
    assert_eq!(f["shifts"], -1);
    assert_eq!(f["value"], 0.5);
    assert_eq!(f["loss"], 1);
}

#[test]
fn rule_4_3c_printed_breastworks_shift_fire_through_their_facing() {
    // A set-up "in breastworks" (6.1, 6.4-6.7, 6.10-6.12: the unit's status, no hex data):
    // 24 Miss at 0403, in breastworks, facing `facing` (none: toward the nearest enemy), fired
    // at by 10 Ind from `from`.
    let position = |from: &str, facing: &str| {
        let firer_facing = if from == "0303" { "E" } else { "W" };
        Scenario::tts("fire")
            .size(12, 8)
            .first("confederate")
            .units(&[
                line("union", CROXTON_10_IND, from, firer_facing),
                tts::oob(
                    "confederate",
                    MISS_24,
                    "0403",
                    &format!(r#"{facing} status = {{ "breastworks" }},"#),
                ),
            ])
            .start()
    };
    let shifts = |mut g: Game| {
        goto_phase(&mut g, "union", "defensive_fire");
        g.force_dice([3, 4, 5]);
        fire(&mut g, &[CROXTON_10_IND], "0403");
        last_fire(&g)
    };
    // Facing west (W, NW, SW): fire from the west, one left.
    let f = shifts(position("0303", r#"formation = "line", facing = "W","#));
    assert_eq!(f["column"], "3");
    assert_eq!(f["shifts"], -1);
    // From behind (the east): no shift.
    let f = shifts(position("0503", r#"formation = "line", facing = "W","#));
    assert_ne!(f["shifts"], -1, "{f}");
    // Without a facing: they face the nearest enemy.
    let g = position("0303", "");
    let b = tts::query(&g, r#"return sandtable.vars.get("breastworks")["0403"]"#);
    assert_eq!(b["side"], "confederate");
    assert!(
        b["facing"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!("W")),
        "{b}"
    );
}

#[test]
fn rule_s_5_5_each_side_fires_in_its_phase_once() {
    let mut g = union_defensive(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        line("confederate", MISS_24, "0403", "W"),
        line("confederate", ARK_8, "0304", "W"),
        line("confederate", "27 Miss/W/L/Res", "0302", "W"),
    ]);
    let r = refuse_fire(&mut g, &[MISS_24], "0303");
    assert!(r.contains("S.5.5"), "{r}");
    g.force_dice([1, 2]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    assert!(refuse_fire(&mut g, &[CROXTON_10_IND], "0304").contains("S.5.5"));
    // the Confederates fire in their offensive fire (8 Ark SE of 0303, 27 Miss NE of it: 0304, 0302)
    goto_phase(&mut g, "confederate", "offensive_fire");
    g.force_dice([1, 2]);
    fire(&mut g, &[ARK_8, "27 Miss/W/L/Res"], "0303");
    // 8 Ark 4 + 27 Miss 4 = 8 points: column 7-8; roll 3 -> 0.5
    let f = last_fire(&g);
    assert_eq!(f["points"], 8.0);
    assert_eq!(f["column"], "7-8");
}

#[test]
fn rule_s_5_1_forest_blocks_line_of_sight() {
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .map_extra(r#"hexes = { forest = { "0403" } },"#)
        .first("confederate")
        .units(&[
            line("union", CROXTON_10_IND, "0303", "E"),
            line("confederate", MISS_24, "0503", "W"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    assert!(refuse_fire(&mut g, &[CROXTON_10_IND], "0503").contains("line of sight"));
}

#[test]
fn rule_s_9_1_natural_twelve_low_ammo_then_resupply_near_corps_supply() {
    // Union offensive fire, roll 12 (4-6: 1.5, rounder 1 -> 1): 10 Ind goes Low Ammo; in the
    // Union rally phase the 14th Corps supply 3 hexes away resupplies it; 82 Ind far from it
    // stays Low Ammo.
    let mut g = Scenario::tts("fire")
        .size(30, 8)
        .units(&[
            line("union", CROXTON_10_IND, "0303", "E"),
            line("confederate", MISS_24, "0403", "W"),
            tts::oob(
                "union",
                "82 Ind/1/3/14",
                "2805",
                r#"formation = "line", facing = "E", status = { "low_ammo" },"#,
            ),
            tts::oob("union", "14 Corps Supply", "0103", ""),
        ])
        .start();
    goto_phase(&mut g, "union", "offensive_fire");
    g.force_dice([6, 6, 1]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    assert_eq!(last_fire(&g)["loss"], 1);
    assert!(has(&g, CROXTON_10_IND, "low_ammo"));
    to_rally(&mut g);
    assert!(!has(&g, CROXTON_10_IND, "low_ammo"));
    assert!(has(&g, "82 Ind/1/3/14", "low_ammo"));
}

#[test]
fn rule_2_6_reserve_corps_ammunition_train_supplies_every_union_unit() {
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .units(&[
            tts::oob(
                "union",
                CROXTON_10_IND,
                "0303",
                r#"formation = "line", facing = "E", status = { "low_ammo" },"#,
            ),
            tts::oob("union", "Res Corps Ammunition Train", "0105", ""),
            line("confederate", MISS_24, "0903", "W"),
        ])
        .start();
    to_rally(&mut g);
    assert!(!has(&g, CROXTON_10_IND, "low_ammo"));
    let e = common::last_event(&g, "resupply");
    assert_eq!(common::field(&e, "rule"), "2.6");
}

#[test]
fn rule_s_9_2_artillery_pool_spent_and_empty_pool_fires_low_ammo() {
    // Pool 1: the first battery fire spends it (column 9-11 at 1 hex: 6 guns x 1 = 6 ->
    // 4-6); the next battery fires with the pool at 0: -1 -> column 3.
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .first("confederate")
        .vars(r#"ammunition = { union = 1, confederate = "unlimited" }"#)
        .units(&[
            guns("union", "8 Ind Lt/Arty/1/21", "0303", "E"),
            guns("union", "6 Ohio Lt/Arty/1/21", "0304", "E"),
            line("confederate", MISS_24, "0403", "W"),
            line("confederate", ARK_8, "0404", "W"),
        ])
        .start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([1, 2]);
    fire(&mut g, &["8 Ind Lt/Arty/1/21"], "0403");
    assert_eq!(last_fire(&g)["column"], "4-6");
    assert_eq!(
        tts::query(&g, r#"return require("fire").ammo("union")"#),
        json!(0)
    );
    g.force_dice([1, 2]);
    fire(&mut g, &["6 Ohio Lt/Arty/1/21"], "0404");
    let f = last_fire(&g);
    assert_eq!(f["column"], "3");
    assert_eq!(f["shifts"], -1);
    assert!(has(&g, "6 Ohio Lt/Arty/1/21", "low_ammo"));
    assert!(!has(&g, "8 Ind Lt/Arty/1/21", "low_ammo"));
}

#[test]
fn rule_s_9_2_artillery_resupplied_only_limbered() {
    let mut g = Scenario::tts("fire")
        .size(12, 8)
        .units(&[
            tts::oob(
                "union",
                "8 Ind Lt/Arty/1/21",
                "0303",
                r#"formation = "unlimbered", facing = "E", status = { "low_ammo" },"#,
            ),
            tts::oob(
                "union",
                "6 Ohio Lt/Arty/1/21",
                "0304",
                r#"formation = "limbered", status = { "low_ammo" },"#,
            ),
            tts::oob("union", "21 Corps Supply", "0104", ""),
            line("confederate", MISS_24, "0903", "W"),
        ])
        .start();
    to_rally(&mut g);
    assert!(has(&g, "8 Ind Lt/Arty/1/21", "low_ammo"));
    assert!(!has(&g, "6 Ohio Lt/Arty/1/21", "low_ammo"));
}

#[test]
fn rule_s_5_3_fire_columns_and_shifts_stay_on_the_table() {
    let g = union_defensive(&face_off());
    let v = tts::query(
        &g,
        r#"local f = require("fire"); return { f.column(4, 0), f.column(4, -2), f.column(0.5, 3), f.column(30, 2), f.column(9, -9), f.column(3.5, 0) }"#,
    );
    assert_eq!(v, json!(["4-6", "2", "3", ">20", "<1", "3"]));
}

// ---------------------------------------------------------------------------------------
// Close combat (S.6, 2.4, 3.5)
// ---------------------------------------------------------------------------------------

/// The Union close combat phase (Union first).
fn union_close_combat(units: &[String]) -> Game {
    let mut g = Scenario::tts("cc")
        .size(12, 8)
        .vars(ATTACK_ORDERS)
        .units(units)
        .start();
    goto_phase(&mut g, "union", "close_combat");
    g
}

fn confederate_close_combat(units: &[String]) -> Game {
    let mut g = Scenario::tts("cc")
        .size(12, 8)
        .first("confederate")
        .vars(ATTACK_ORDERS)
        .units(units)
        .start();
    goto_phase(&mut g, "confederate", "close_combat");
    g
}

/// The routed 24 Miss in line at 0403, assaulted by 10 Ind from 0303 with the dice forced to
/// 1 + 1 (the Union close combat phase).
fn routed_24_miss_assaulted() -> Game {
    let mut g = union_close_combat(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        tts::oob(
            "confederate",
            MISS_24,
            "0403",
            r#"formation = "line", facing = "W", status = { "routed" },"#,
        ),
    ]);
    g.force_dice([1, 1]);
    assault(&mut g, &[CROXTON_10_IND], "0403");
    g
}

// rules: S.6.1
#[test]
fn rule_s_6_1_the_owner_picks_the_retreat_hex() {
    // The routed 24 Miss cannot fire; 10 Ind's fire (roll 2) leaves it routed: it retreats 2
    // hexes away from 0303. Where to is the Confederate player's decision, asked in the middle
    // of the Union's assault; the computer's answer would be the first choice.
    let mut g = routed_24_miss_assaulted();
    let d = g
        .pending_decision()
        .expect("the retreat is the owner's decision");
    assert_eq!(d["kind"], "retreat", "{d}");
    let hexes = common::choices(&g);
    assert!(hexes.len() > 1, "{hexes:?}");
    // every choice is two hexes from where it stood, farther from the attacker
    let r = tts::query(
        &g,
        &format!(
            r#"local out = {{}}
            for _, h in ipairs({{ {} }}) do
              out[#out + 1] = {{ sandtable.map.distance(h, "0403"), sandtable.map.distance(h, "0303") }}
            end
            return out"#,
            hexes
                .iter()
                .map(|h| h.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    );
    for pair in r.as_array().unwrap() {
        assert_eq!(pair[0], 2, "{r}");
        assert_eq!(pair[1], 3, "{r}");
    }
    // a waiting assault is kept whole (saves hold it as the waiting action)
    assert_eq!(g.waiting_action().unwrap()["kind"], "assault");
    let pick = hexes.last().unwrap().clone();
    common::decide(&mut g, "confederate", "S.6.1", pick.clone());
    assert!(g.pending_decision().is_none());
    assert_eq!(unit(&g, MISS_24).1.as_deref(), pick.as_str());
    let outcome = common::field(&common::last_event(&g, "assault"), "outcome").clone();
    assert_eq!(outcome, "taken");
}

// rules: S.6
#[test]
fn rule_s_6_1_defender_fires_first_then_the_attacker() {
    // 24 Miss (9 SP, A) defends: range 0 = 8 points at 10 Ind, column 7-8, roll 6 -> 1.
    // Then 10 Ind (if it passed) fires 8 points at 0403 in close combat.
    let mut g = union_close_combat(&face_off());
    g.force_dice([3, 3]);
    assault(&mut g, &[CROXTON_10_IND], "0403");
    let f = fires(&g);
    assert_eq!(f[0]["hex"], "0303");
    assert_eq!(f[0]["points"], 8.0);
    assert_eq!(f[0]["column"], "7-8");
    assert_eq!(f[0]["value"], 1.0);
    assert_eq!(f[0]["close_combat"], true);
    let passed = ["normal", "bloodlust"].contains(
        &tts::query(
            &g,
            r#"return require("util").morale_state(sandtable.units.get("10 Ind/2/3/14"))"#,
        )
        .as_str()
        .unwrap(),
    );
    if passed {
        assert_eq!(f.len(), 2);
        assert_eq!(f[1]["hex"], "0403");
        assert_eq!(f[1]["points"], 8.0);
    } else {
        assert_eq!(f.len(), 1);
        assert_eq!(
            common::field(&common::last_event(&g, "assault"), "outcome"),
            "repulsed"
        );
    }
    // once a phase
    assert!(refuse_assault(&mut g, &[CROXTON_10_IND], "0403").contains("S.6.1"));
}

#[test]
fn rule_s_6_1_limbered_guns_do_not_fire_and_are_a_vulnerable_target() {
    // A limbered battery defends: no defender fire; 10 Ind fires 8 points +2 (limbered):
    // 7-8 -> 12-14; roll 9 -> 2.5, rounder 6 -> 3.
    let mut g = union_close_combat(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        tts::oob(
            "confederate",
            "Warren/Arty/L/Res",
            "0403",
            r#"formation = "limbered", facing = "W","#,
        ),
    ]);
    g.force_dice([4, 5, 6]);
    assault(&mut g, &[CROXTON_10_IND], "0403");
    let f = fires(&g);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0]["column"], "12-14");
    assert_eq!(f[0]["value"], 2.5);
    assert_eq!(f[0]["loss"], 3);
    // guns do not straggle: 4 - 3 (or captured if it then had to retreat and could not)
    assert!(unit(&g, "Warren/Arty/L/Res").0 <= 1);
}

#[test]
fn rule_s_6_1_who_may_assault() {
    let mut g = union_close_combat(&[
        tts::oob(
            "union",
            CROXTON_10_IND,
            "0303",
            r#"formation = "column", facing = "E","#,
        ),
        tts::oob(
            "union",
            "82 Ind/1/3/14",
            "0304",
            r#"formation = "line", facing = "E", status = { "shaken" },"#,
        ),
        guns("union", "8 Ind Lt/Arty/1/21", "0305", "E"),
        line("confederate", MISS_24, "0403", "W"),
        line("confederate", ARK_8, "0404", "W"),
        line("confederate", "27 Miss/W/L/Res", "0405", "W"),
    ]);
    assert!(refuse_assault(&mut g, &[CROXTON_10_IND], "0403").contains("only in line"));
    assert!(refuse_assault(&mut g, &["82 Ind/1/3/14"], "0404").contains("shaken"));
    assert!(refuse_assault(&mut g, &["8 Ind Lt/Arty/1/21"], "0405").contains("artillery"));
    assert!(refuse_assault(&mut g, &["82 Ind/1/3/14"], "0603").contains("S.6.1"));
}

#[test]
fn rule_2_4_wilder_assaults_dismounted_never_mounted() {
    let mut g = union_close_combat(&[
        line("union", "92 Ill/Wilder", "0303", "E"),
        tts::oob(
            "union",
            "98 Ill/Wilder",
            "0304",
            r#"formation = "mounted", facing = "E","#,
        ),
        tts::oob(
            "union",
            "2 Mich Cav/1/1/Cav",
            "0305",
            r#"formation = "line", facing = "E","#,
        ),
        line("confederate", MISS_24, "0403", "W"),
        line("confederate", ARK_8, "0404", "W"),
        line("confederate", "27 Miss/W/L/Res", "0405", "W"),
    ]);
    assert!(refuse_assault(&mut g, &["98 Ill/Wilder"], "0404").contains("2.4"));
    assert!(refuse_assault(&mut g, &["2 Mich Cav/1/1/Cav"], "0405").contains("3.5"));
    // 92 Ill dismounted: "+" weapons at range 0: A 12 points in its own fire
    g.force_dice([1, 1]);
    assault(&mut g, &["92 Ill/Wilder"], "0403");
    let f = fires(&g);
    assert_eq!(f[0]["points"], 8.0); // 24 Miss defends first
    if f.len() > 1 {
        assert_eq!(f[1]["points"], 12.0);
    }
}

#[test]
fn rule_3_5_confederate_cavalry_assaults_dismounted() {
    let mut g = confederate_close_combat(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        line("union", "82 Ind/1/3/14", "0304", "E"),
        tts::oob(
            "confederate",
            "4 Tenn/D/A/F Cav",
            "0403",
            r#"formation = "line", facing = "W","#,
        ),
        tts::oob(
            "confederate",
            "8 Tenn/D/A/F Cav",
            "0404",
            r#"formation = "mounted", facing = "W","#,
        ),
    ]);
    assert!(refuse_assault(&mut g, &["8 Tenn/D/A/F Cav"], "0304").contains("3.5"));
    g.force_dice([1, 1]);
    assault(&mut g, &["4 Tenn/D/A/F Cav"], "0303");
    // 10 Ind (7 SP, A) fires 8 points at the dismounted troopers first
    let f = fires(&g);
    assert_eq!(f[0]["hex"], "0403");
    assert_eq!(f[0]["points"], 8.0);
}

#[test]
fn rule_s_6_1_defender_worse_than_shaken_loses_the_hex() {
    // A routed defender cannot fire; 10 Ind fires 8 points +2 (routed): 12-14; roll 2 -> 1.
    // Still routed, it retreats or, unable to, is captured: the hex is taken.
    let mut g = routed_24_miss_assaulted();
    // the Confederate player says where it retreats (rule_s_6_1_the_owner_picks_the_retreat_hex)
    common::bot_decides(&mut g);
    let f = fires(&g);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0]["column"], "12-14");
    let outcome = common::field(&common::last_event(&g, "assault"), "outcome").clone();
    let (s, hex) = unit(&g, MISS_24);
    if outcome == "taken" {
        assert!(s == 0 || hex.as_deref() != Some("0403"));
    } else {
        // morale.lua may have rallied nothing: a routed unit never holds
        panic!("a routed defender held: {outcome}");
    }
}

#[test]
fn rule_s_5_4_fire_through_the_flank_two_right() {
    // 24 Miss faces E; 10 Ind fires from the W (its flank, movement.flank_attack): 4 points,
    // 4-6 + 2 = 9-11; roll 3 -> 1.
    let mut g = union_defensive(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        line("confederate", MISS_24, "0403", "E"),
    ]);
    g.force_dice([2, 1]);
    fire(&mut g, &[CROXTON_10_IND], "0403");
    let f = last_fire(&g);
    assert_eq!(f["column"], "9-11");
    assert_eq!(f["shifts"], 2);
    assert_eq!(f["loss"], 1);
}

#[test]
fn rule_s_6_1_defender_assaulted_through_its_flank_fires_three_left() {
    // 24 Miss faces E; 10 Ind assaults from the W: the defender's 8 points (7-8) - 3 columns
    // = column 2; roll 6 -> -1.
    let mut g = union_close_combat(&[
        line("union", CROXTON_10_IND, "0303", "E"),
        line("confederate", MISS_24, "0403", "E"),
    ]);
    g.force_dice([3, 3]);
    assault(&mut g, &[CROXTON_10_IND], "0403");
    let f = fires(&g);
    assert_eq!(f[0]["points"], 8.0);
    assert_eq!(f[0]["column"], "2");
    assert_eq!(f[0]["shifts"], -3);
    assert_eq!(f[0]["value"], -1.0);
}
