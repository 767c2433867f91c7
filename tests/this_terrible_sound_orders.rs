//! This Terrible Sound: the orders system (rulesets/this-terrible-sound/orders.lua) and the
//! random events (events.lua). Each test builds a small position with real leaders and
//! regiments of the order of battle (tests/common/tts.rs), forces the dice where a roll
//! matters and checks the exact outcome worked out from charts.lua.
//!
//! Chart values used (charts.lua): acceptance columns <=0, 1-2, 3-4, 5-6, 7-8, 9+; default
//! leader rating 2; methods ipv +1, ao 0, aw -1; command points 5 a turn, ipv/ao 2, aw 5;
//! aides ride 10 MP a turn; delay recovery D1 51+, D2 61+ ... D6 66 on a d66; initiative
//! 2d6 + rating >= 11, natural 2 a loose cannon; stoppage need[row][rating].

mod common;
use common::tts::change;
use common::tts::query;

use common::{Scenario, act, events, field, goto_phase, refuse, tts};
use sandtable::session::Game;
use serde_json::json;

/// The accepted order's type governing a command or unit ("" when none).
fn current(g: &Game, key: &str) -> String {
    let v = query(
        g,
        &format!(r#"local o = require("orders").current("{key}"); return o and o.type or """#),
    );
    v.as_str().unwrap().to_string()
}

fn may_attack(g: &Game, key: &str) -> (bool, String) {
    let v = query(
        g,
        &format!(
            r#"local ok, why = require("orders").may_attack("{key}"); return {{ ok, why or "" }}"#
        ),
    );
    (v[0].as_bool().unwrap(), v[1].as_str().unwrap().to_string())
}

/// Status of order `id`.
fn status(g: &Game, id: u32) -> String {
    query(
        g,
        &format!(
            r#"for _, o in ipairs(require("orders").list()) do if o.id == {id} then return o.status end end return "none""#
        ),
    )
    .as_str()
    .unwrap()
    .to_string()
}

/// The orders tests' field: an open 30 × 12 map, 20 turns from 10:00 on the 19th, the Union
/// first, without random events (vars.random_events).
fn open_field() -> Scenario {
    Scenario::tts("orders")
        .size(30, 12)
        .turns(20)
        .var("random_events", "false")
}

const PHASES: [&str; 9] = [
    "set_up",
    "set_up_other",
    "command",
    "enemy_order",
    "movement",
    "defensive_fire",
    "offensive_fire",
    "close_combat",
    "rally",
];

/// Whether a phase waits for the player (some module allows actions in it); the others are
/// automatic and pass on by themselves.
fn stops(g: &Game, phase: &str) -> bool {
    // the enemy_order phase passes by itself unless an enemy-written order is pending (S.2.6)
    // (so do the 6.0 set-up phases once the first turn's set-up is made)
    if phase == "enemy_order" || phase == "set_up" || phase == "set_up_other" {
        return false;
    }
    query(
        g,
        &format!(
            r#"for _, m in ipairs({{ "command", "orders", "events", "movement", "fire", "assault", "morale", "victory" }}) do
                 local pa = (require(m).phase_actions or {{}})["{phase}"]
                 if pa and #pa > 0 then return true end
               end
               return false"#
        ),
    )
    .as_bool()
    .unwrap()
}

/// Ends phases until the next command phase of `side`, forcing `dice` just before the last
/// end_phase (so that they are the first rolls of that command phase).
fn next_command(g: &mut Game, side: &str, dice: &[u32]) {
    let before = if side == "union" {
        "confederate"
    } else {
        "union"
    };
    for _ in 0..100 {
        let (idx, active) = g.with_world(|w| (w.state.cursor.phase, w.state.active_side));
        let active = if active == 0 { "union" } else { "confederate" };
        let last_stop = active == before && PHASES[idx + 1..].iter().all(|p| !stops(g, p));
        if last_stop {
            g.force_dice(dice.iter().copied());
            act(g, r#"{"kind":"end_phase"}"#);
            assert_eq!(g.acting_side(), side);
            assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "command");
            return;
        }
        act(g, r#"{"kind":"end_phase"}"#);
    }
    panic!("never reached the {side} command phase");
}

fn union_army() -> Vec<String> {
    tts::union_army()
}

// ---------------------------------------------------------------------------------------------
// S.2.1 orders, scenario starting orders, current / may_attack
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_s_2_1_scenario_orders_are_accepted_at_start_and_govern_attacks() {
    let g = open_field()
        .vars(r#"orders = { union = { { to = "3/14", kind = "divisional_goal", text = "Attack west to capture Jay's Mill." } },
                      confederate = { { to = "L/Res", kind = "divisional_goal", text = "Cross the creek and wait for First Corps." } } },"#)
        .units(&union_army())
        .start();
    // 6.2's divisional goal "Attack ..." is an accepted attack order for the whole division.
    assert_eq!(current(&g, "3/14"), "attack");
    assert_eq!(current(&g, "2/3/14"), "attack");
    assert_eq!(current(&g, "10 Ind/2/3/14"), "attack");
    assert_eq!(may_attack(&g, "10 Ind/2/3/14"), (true, String::new()));
    // 6.1's L/Res goal is a move: no attack.
    assert_eq!(current(&g, "29 Miss/W/L/Res"), "move");
    let (ok, why) = may_attack(&g, "29 Miss/W/L/Res");
    assert!(!ok);
    assert!(why.contains("S.2.1"), "{why}");
    // The corps above has no order of its own.
    assert_eq!(current(&g, "14 Corps"), "");
}

#[test]
fn rule_s_2_1_without_orders_a_command_only_defends_and_only_the_army_commander_writes() {
    let mut g = open_field().units(&union_army()).start();
    assert_eq!(current(&g, "10 Ind/2/3/14"), "");
    let (ok, why) = may_attack(&g, "10 Ind/2/3/14");
    assert!(!ok && why.contains("defend in place"), "{why}");
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Thomas","to":"Brannan","type":"attack","method":"aide_oral"}"#,
    );
    assert!(why.contains("S.2.1"), "{why}");
}

#[test]
fn rule_2_1_without_the_army_commander_no_orders_are_sent() {
    let mut units = union_army();
    units.remove(0); // no Rosecrans
    let mut g = open_field().units(&units).start();
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Thomas","to":"Brannan","type":"attack","method":"aide_oral"}"#,
    );
    assert!(why.contains("2.1/3.1"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// S.2.2 command points, S.2.3 delivery, S.2.4 acceptance
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_s_2_4_in_person_order_is_rolled_at_once_on_the_acceptance_table() {
    let mut g = open_field().units(&union_army()).start();
    // Rosecrans 2 + Thomas 2 + in person 1 = net 5: column 5-6. Roll 11 -> A.
    g.force_dice([6, 5]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Thomas","type":"attack","method":"in_person"}"#,
    );
    let e = events(&g, "order_acceptance").pop().unwrap();
    assert_eq!(field(&e, "net"), &json!(5));
    assert_eq!(field(&e, "column"), &json!(4));
    assert_eq!(field(&e, "result"), &json!("A"));
    assert_eq!(current(&g, "14 Corps"), "attack");
    assert_eq!(current(&g, "10 Ind/2/3/14"), "attack");
    // Second order the same turn: 2 CP left of 5; roll 6 on column 5-6 -> D2.
    g.force_dice([3, 3]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Thomas","type":"defend","method":"in_person"}"#,
    );
    assert_eq!(status(&g, 2), "D2");
    // The accepted attack order stays while the defend order is delayed.
    assert_eq!(current(&g, "14 Corps"), "attack");
}

#[test]
fn rule_s_2_2_command_points_five_a_turn() {
    let mut g = open_field().units(&union_army()).start();
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Brannan","type":"attack","method":"aide_written"}"#,
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Thomas","type":"attack","method":"in_person"}"#,
    );
    assert!(why.contains("S.2.2") && why.contains("0 left"), "{why}");
    // The next turn the 5 points are back.
    next_command(&mut g, "union", &[]);
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Thomas","type":"attack","method":"in_person"}"#,
    );
}

#[test]
fn rule_s_2_3_an_aide_rides_ten_hexes_a_turn() {
    let mut units = union_army();
    units[2] = tts::oob("union", "Brannan", "2703", ""); // 24 hexes from Rosecrans
    let mut g = open_field().units(&units).start();
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Brannan","type":"attack","method":"aide_oral"}"#,
    );
    let e = events(&g, "order_sent").pop().unwrap();
    assert_eq!(field(&e, "distance"), &json!(24));
    assert_eq!(field(&e, "arrives"), &json!(4)); // turn 1 + ceil(24 / 10)
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Thomas","type":"attack","method":"in_person","goal":"9999"}"#,
    );
    assert!(why.contains("goal"), "{why}");
    next_command(&mut g, "union", &[]);
    next_command(&mut g, "union", &[]);
    assert_eq!(status(&g, 1), "transit");
    // Turn 4: delivered; net 2 + 2 + 0 = 4 (column 3-4); roll 12 -> A.
    next_command(&mut g, "union", &[6, 6]);
    assert_eq!(status(&g, 1), "A");
    assert_eq!(current(&g, "3/14"), "attack");
}

#[test]
fn rule_s_2_3_in_person_needs_the_sender_stacked_with_the_receiver() {
    let mut g = open_field().units(&union_army()).start();
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Brannan","type":"attack","method":"in_person"}"#,
    );
    assert!(why.contains("S.2.3"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// S.2.5 delay
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_s_2_5_delayed_orders_recover_on_the_d66() {
    let mut g = open_field()
        .vars(r#"orders = { confederate = { { to = "L/Res", kind = "divisional_goal", text = "Attack in line due north.", delay = "D2" } } },"#)
        .units(&union_army())
        .start();
    assert_eq!(status(&g, 1), "D2");
    assert_eq!(current(&g, "L/Res"), "");
    // Confederate command phase, turn 1: d66 5-6 = 56 < 61: still delayed.
    next_command(&mut g, "confederate", &[5, 6]);
    assert_eq!(status(&g, 1), "D2");
    // Turn 2: 6-1 = 61: accepted.
    next_command(&mut g, "confederate", &[6, 1]);
    assert_eq!(status(&g, 1), "A");
    assert_eq!(current(&g, "29 Miss/W/L/Res"), "attack");
}

#[test]
fn rule_s_2_5_receipt_cancels_the_order_in_delay() {
    let mut g = open_field()
        .vars(r#"orders = { union = { { to = "14 Corps", kind = "defend", text = "Defend.", delay = "D4" } } },"#)
        .units(&union_army())
        .start();
    // Order 2 arrives (in person): the D4 order is cancelled on receipt, whatever the roll.
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Thomas","type":"attack","method":"in_person"}"#,
    );
    assert_eq!(status(&g, 1), "cancelled");
    // Net 5, roll 2 -> D6: one order in delay, none accepted.
    assert_eq!(status(&g, 2), "D6");
    assert_eq!(current(&g, "14 Corps"), "");
}

// ---------------------------------------------------------------------------------------------
// S.2.6 initiative
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_s_2_6_initiative_needs_eleven_with_the_rating() {
    let mut g = open_field().units(&union_army()).start();
    // Brannan 2: 4 + 4 + 2 = 10: fails.
    g.force_dice([4, 4]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Brannan","type":"attack"}"#,
    );
    assert_eq!(current(&g, "3/14"), "");
    let why = refuse(
        &mut g,
        r#"{"kind":"initiative","leader":"Brannan","type":"attack"}"#,
    );
    assert!(why.contains("one initiative roll a turn"), "{why}");
    // Croxton 2: 5 + 4 + 2 = 11: his brigade has an attack order of its own.
    g.force_dice([5, 4]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Croxton","type":"attack","goal":"1006"}"#,
    );
    assert_eq!(current(&g, "2/3/14"), "attack");
    assert_eq!(current(&g, "3/14"), "");
    let why = refuse(
        &mut g,
        r#"{"kind":"initiative","leader":"Rosecrans","type":"attack"}"#,
    );
    assert!(why.contains("army commander"), "{why}");
}

#[test]
fn rule_s_2_6_loose_cannon_the_enemy_writes_the_order() {
    let mut g = open_field().units(&union_army()).start();
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Brannan","type":"attack"}"#,
    );
    assert_eq!(events(&g, "loose_cannon").len(), 1);
    assert_eq!(
        query(&g, r#"return require("orders").pending("enemy_order")"#),
        json!(true)
    );
    // Not in the victim's command phase; the command phase ends into the enemy's enemy_order
    // phase, which waits for the order.
    let why = refuse(
        &mut g,
        r#"{"kind":"enemy_order","to":"3/14","type":"move","goal":"2506"}"#,
    );
    assert!(why.contains("not allowed"), "{why}");
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(
        query(&g, "return sandtable.game.phase()"),
        json!("enemy_order")
    );
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(why.contains("S.2.6"), "{why}");
    act(
        &mut g,
        r#"{"kind":"enemy_order","to":"3/14","type":"move","goal":"2506"}"#,
    );
    assert_eq!(current(&g, "3/14"), "move");
    assert_eq!(
        query(&g, r#"return require("orders").pending("enemy_order")"#),
        json!(false)
    );
    // written: the phase passes by itself
    assert_eq!(
        query(&g, "return sandtable.game.phase()"),
        json!("movement")
    );
}

#[test]
fn rule_s_2_6_the_enemy_bot_writes_the_pending_order() {
    let mut g = open_field().units(&union_army()).start();
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Brannan","type":"attack"}"#,
    );
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(
        query(&g, "return sandtable.game.phase()"),
        json!("enemy_order")
    );
    let a = g.bot_action().expect("bot");
    assert_eq!(a["kind"], "enemy_order", "{a}");
    g.apply(a).expect("the bot's order");
    assert_eq!(
        query(&g, "return sandtable.game.phase()"),
        json!("movement")
    );
    assert_ne!(current(&g, "3/14"), "");
}

#[test]
fn rule_s_2_6_not_for_the_order_that_just_failed_acceptance() {
    let mut units = union_army();
    units[1] = tts::oob("union", "Thomas", "0505", ""); // with Brannan
    units[0] = tts::oob("union", "Rosecrans", "0505", "");
    let mut g = open_field().units(&units).start();
    // Rosecrans 2 + Brannan 2 + 1 = 5; roll 2 -> D6.
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Brannan","type":"attack","method":"in_person","goal":"1006"}"#,
    );
    assert_eq!(status(&g, 1), "D6");
    let why = refuse(
        &mut g,
        r#"{"kind":"initiative","leader":"Brannan","type":"attack","goal":"1006"}"#,
    );
    assert!(why.contains("just failed"), "{why}");
    // A different order may be tried.
    g.force_dice([1, 2]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Brannan","type":"defend"}"#,
    );
}

// ---------------------------------------------------------------------------------------------
// 3.2 anti-initiative
// ---------------------------------------------------------------------------------------------

fn rebel_army() -> Vec<String> {
    vec![
        tts::oob("confederate", "Bragg", "2008", ""),
        tts::oob("confederate", "Hill", "2008", ""),
        tts::oob("confederate", "Breckinridge", "2208", ""),
        tts::oob("confederate", "Walker", "2408", ""),
        tts::oob("union", "Croxton", "0606", ""),
    ]
}

#[test]
fn rule_3_2_anti_initiative_modifies_initiative_and_bragg_s_orders() {
    let mut g = open_field().units(&rebel_army()).start();
    goto_phase(&mut g, "confederate", "command");
    // Bragg 2 + Hill 2 + ipv 1 + Hill's -2 = 3: column 3-4. Roll 11 -> A (roll 10 would be D1).
    g.force_dice([6, 5]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Hill","type":"attack","method":"in_person"}"#,
    );
    let e = events(&g, "order_acceptance").pop().unwrap();
    assert_eq!(field(&e, "net"), &json!(3));
    assert_eq!(field(&e, "column"), &json!(3));
    assert_eq!(field(&e, "result"), &json!("A"));
    // Breckinridge 2 - 3 = -1 for initiative: 6 + 6 - 1 = 11 succeeds, 6 + 5 - 1 = 10 fails.
    g.force_dice([6, 5]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Breckinridge","type":"defend"}"#,
    );
    let e = events(&g, "initiative").pop().unwrap();
    assert_eq!(field(&e, "rating"), &json!(-1));
    assert_eq!(field(&e, "success"), &json!(false));
    g.force_dice([6, 6]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Walker","type":"defend"}"#,
    );
    let e = events(&g, "initiative").pop().unwrap();
    assert_eq!(field(&e, "rating"), &json!(1));
    assert_eq!(field(&e, "success"), &json!(true));
}

#[test]
fn rule_3_2_ignored_when_the_scenario_says_so() {
    let mut g = open_field()
        .vars("special_rules = { ignore_anti_initiative = true },")
        .units(&rebel_army())
        .start();
    goto_phase(&mut g, "confederate", "command");
    g.force_dice([4, 5]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Breckinridge","type":"defend"}"#,
    );
    let e = events(&g, "initiative").pop().unwrap();
    assert_eq!(field(&e, "rating"), &json!(2));
    assert_eq!(field(&e, "success"), &json!(true));
}

// ---------------------------------------------------------------------------------------------
// 4.1 divisional attack stoppage
// ---------------------------------------------------------------------------------------------

fn stoppage_game(order_to: &str, extra_units: &[String]) -> Game {
    let mut units = union_army();
    units.extend(extra_units.iter().cloned());
    open_field().vars(&format!(
            r#"orders = {{ confederate = {{ {{ to = "{order_to}", kind = "attack", text = "Attack north." }} }} }},
               fired_at = {{ ["29 Miss/W/L/Res"] = 1 }},"#
        )).units(&units).start()
}

#[test]
fn rule_4_1_a_division_on_a_goal_that_fails_stops_and_reverts_to_no_orders() {
    let mut g = stoppage_game("L/Res", &[]);
    assert!(may_attack(&g, "29 Miss/W/L/Res").0);
    // 0 wrecked regiments, Liddell rated 2: need 3. Roll 2 stops.
    next_command(&mut g, "confederate", &[1, 1]);
    let e = events(&g, "stoppage_check").pop().unwrap();
    assert_eq!(field(&e, "need"), &json!(3));
    assert_eq!(field(&e, "passed"), &json!(false));
    assert_eq!(current(&g, "L/Res"), "");
    let (ok, why) = may_attack(&g, "29 Miss/W/L/Res");
    assert!(!ok && why.contains("4.1"), "{why}");
    // A later fire does not bring a second check: the division is already stopped.
    next_command(&mut g, "confederate", &[]);
    assert_eq!(events(&g, "stoppage_check").len(), 1);
}

#[test]
fn rule_4_1_a_roll_at_the_need_continues_and_wrecks_raise_the_need() {
    let mut g = stoppage_game("L/Res", &[]);
    next_command(&mut g, "confederate", &[1, 2]);
    assert_eq!(
        field(&events(&g, "stoppage_check")[0], "passed"),
        &json!(true)
    );
    assert_eq!(current(&g, "L/Res"), "attack");
    // Two wrecked regiments: row 2-3, rating 2 -> need 5; a roll of 4 stops.
    let mut g = stoppage_game(
        "L/Res",
        &[
            tts::oob("confederate", "34 Miss/W/L/Res", "1809", ""),
            tts::oob("confederate", "24 Miss/W/L/Res", "1810", ""),
        ],
    );
    change(
        &g,
        r#"for _, k in ipairs({ "34 Miss/W/L/Res", "24 Miss/W/L/Res" }) do sandtable.units.set_status(k, "wrecked", true) end"#,
    );
    next_command(&mut g, "confederate", &[2, 2]);
    let e = events(&g, "stoppage_check").pop().unwrap();
    assert_eq!(field(&e, "wrecked"), &json!(2));
    assert_eq!(field(&e, "need"), &json!(5));
    assert_eq!(field(&e, "passed"), &json!(false));
}

#[test]
fn rule_4_1_within_a_corps_order_the_division_stays_but_may_not_attack_until_rejoin() {
    let mut units = vec![
        tts::oob("confederate", "Bragg", "2008", ""),
        tts::oob("confederate", "Walker", "2008", ""),
    ];
    units.extend([]);
    let mut g = stoppage_game("Res Corps", &units);
    next_command(&mut g, "confederate", &[1, 1]);
    // Still under the corps's attack order, but stopped.
    assert_eq!(current(&g, "L/Res"), "attack");
    let (ok, why) = may_attack(&g, "29 Miss/W/L/Res");
    assert!(!ok && why.contains("4.1"), "{why}");
    // A complex rejoin order to the corps: Bragg 2 + Walker 2 + ipv 1 - complex 1 + Walker's -1
    // = 3 (column 3-4); roll 11 -> A: the division attacks again.
    g.force_dice([6, 5]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Walker","type":"rejoin","method":"in_person"}"#,
    );
    let e = events(&g, "order_acceptance").pop().unwrap();
    assert_eq!(field(&e, "net"), &json!(3));
    assert_eq!(field(&e, "result"), &json!("A"));
    assert!(may_attack(&g, "29 Miss/W/L/Res").0);
}

#[test]
fn rule_4_1_initiative_restarts_a_stopped_division() {
    let mut g = stoppage_game("L/Res", &[]);
    next_command(&mut g, "confederate", &[1, 1]);
    assert_eq!(current(&g, "L/Res"), "");
    // Liddell 2: 5 + 4 + 2 = 11.
    g.force_dice([5, 4]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Liddell","type":"attack"}"#,
    );
    assert!(may_attack(&g, "29 Miss/W/L/Res").0);
}

#[test]
fn rule_4_1_note_fired_at_marks_the_division_for_the_next_check() {
    let mut g = open_field()
        .vars(r#"orders = { confederate = { { to = "L/Res", kind = "attack", text = "Attack north." } } },"#)
        .units(&union_army())
        .start();
    change(&g, r#"require("orders").note_fired_at("29 Miss/W/L/Res")"#);
    next_command(&mut g, "confederate", &[6, 6]);
    assert_eq!(events(&g, "stoppage_check").len(), 1);
    // The mark is consumed.
    next_command(&mut g, "confederate", &[]);
    assert_eq!(events(&g, "stoppage_check").len(), 1);
}

/// 4.1 withdrawal: 10 Ind (Union, line) at 0706; Liddell's 29 Miss in line at 0906, two hexes
/// off (within small-arms range), fired at last turn; Res Corps under an attack order (so a
/// stopped L/Res stays within the corps order); Walker and Liddell to the east, and `extra`.
/// Ends at the Confederate movement phase after a stoppage roll of 2 (need 3: stops).
fn withdrawal_game(extra: &[String]) -> Game {
    let mut units = vec![
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0706",
            r#"formation = "line", facing = "E","#,
        ),
        tts::oob("confederate", "Walker", "1406", ""),
        tts::oob("confederate", "Liddell", "1206", ""),
        tts::oob(
            "confederate",
            "29 Miss/W/L/Res",
            "0906",
            r#"formation = "line", facing = "W","#,
        ),
    ];
    units.extend(extra.iter().cloned());
    let mut g = open_field()
        .vars(
            r#"orders = { confederate = { { to = "Res Corps", kind = "attack", text = "Attack west." } } },
               fired_at = { ["29 Miss/W/L/Res"] = 1 },"#,
        )
        .units(&units)
        .start();
    next_command(&mut g, "confederate", &[1, 1]);
    assert_eq!(
        field(&events(&g, "stoppage_check")[0], "passed"),
        &json!(false)
    );
    assert_eq!(current(&g, "L/Res"), "attack");
    goto_phase(&mut g, "confederate", "movement");
    g
}

fn distance(g: &Game, a: &str, b: &str) -> i64 {
    query(
        g,
        &format!(r#"return sandtable.map.distance("{a}", "{b}")"#),
    )
    .as_i64()
    .unwrap()
}

#[test]
fn rule_4_1_a_stopped_division_in_a_corps_order_must_withdraw_out_of_small_arms_range() {
    let mut g = withdrawal_game(&[]);
    // The phase does not end while 29 Miss stands two hexes from 10 Ind.
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(
        why.contains("4.1") && why.contains("29 Miss/W/L/Res"),
        "{why}"
    );
    // A side step that stays within range (not closer: S.2.1 alone allowed it) is refused.
    let side = ["NE", "SE", "NW", "SW"]
        .iter()
        .map(|d| tts::next(&g, "0906", d))
        .find(|h| distance(&g, "0706", h) == 2)
        .expect("a neighbour of 0906 two hexes from 0706");
    let why = refuse(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"29 Miss/W/L/Res","to":"{side}"}}"#),
    );
    assert!(
        why.contains("4.1") && why.contains("small-arms range"),
        "{why}"
    );
    // The move list offers only hexes out of range.
    let listed = query(
        &g,
        r#"local out = {}
           for _, h in ipairs(require("movement").reach(sandtable.units.get("29 Miss/W/L/Res"))) do out[#out + 1] = h end
           return out"#,
    );
    let listed: Vec<String> = serde_json::from_value(listed).unwrap();
    assert!(!listed.is_empty());
    assert!(
        listed.iter().all(|h| distance(&g, "0706", h) > 2),
        "{listed:?}"
    );
    // One hex east, three hexes off: out of range; the phase may end.
    act(
        &mut g,
        r#"{"kind":"move","unit":"29 Miss/W/L/Res","to":"1006"}"#,
    );
    act(&mut g, r#"{"kind":"end_phase"}"#);
}

#[test]
fn rule_4_1_the_withdrawal_must_remain_in_command_range() {
    // Walthall (brigade radius 4 MP) stays at 0906 with his regiment.
    let mut g = withdrawal_game(&[tts::oob("confederate", "Walthall", "0906", "")]);
    // 1406 is out of range (7 hexes off) but 5 hexes from Walthall: out of command.
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"29 Miss/W/L/Res","to":"1406"}"#,
    );
    assert!(
        why.contains("4.1") && why.contains("command range"),
        "{why}"
    );
    // 1106, four hexes off the enemy and two from Walthall, is the player's choice to make.
    act(
        &mut g,
        r#"{"kind":"move","unit":"29 Miss/W/L/Res","to":"1106"}"#,
    );
    act(&mut g, r#"{"kind":"end_phase"}"#);
}

#[test]
fn rule_4_1_the_bot_withdraws_through_the_move_action() {
    let g = withdrawal_game(&[]);
    let a = query(&g, r#"return require("bots").confederate("confederate")"#);
    assert_eq!(a["kind"], json!("move"), "{a}");
    assert_eq!(a["unit"], json!("29 Miss/W/L/Res"), "{a}");
    let to = a["to"].as_str().unwrap().to_string();
    assert!(distance(&g, "0706", &to) > 2, "{a}");
}

// ---------------------------------------------------------------------------------------------
// 4.4 random events
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_4_4a_random_events_come_last_in_the_command_phase() {
    let mut units = union_army();
    units[2] = tts::oob("union", "Brannan", "2703", "");
    let mut g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .units(&units)
        .start();
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Brannan","type":"attack","method":"aide_oral"}"#,
    );
    assert_eq!(status(&g, 1), "transit");
    // Ending the command phase: 6 + 6 = 12 -> the Union table: 5 + 5 = 10, immediate order
    // acceptance of the one order in transit.
    g.force_dice([6, 6, 5, 5]);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let e = events(&g, "random_event").pop().unwrap();
    assert_eq!(field(&e, "result"), &json!("immediate_acceptance"));
    assert_eq!(status(&g, 1), "A");
    assert_eq!(current(&g, "3/14"), "attack");
}

#[test]
fn rule_4_4b_no_random_events_where_the_scenario_has_none() {
    let mut g = open_field().units(&union_army()).start();
    g.force_dice([6, 6, 5, 5]);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(events(&g, "random_event").is_empty());
    // With random events, a roll of 9 or less is no effect.
    let mut g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .units(&union_army())
        .start();
    g.force_dice([4, 5]);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let e = events(&g, "random_event").pop().unwrap();
    assert_eq!(field(&e, "roll"), &json!(9));
    assert!(e.fields.get("result").is_none_or(|v| v.is_null()));
}

#[test]
fn rule_4_4d_division_stoppage_falls_on_a_division_chosen_by_die() {
    let mut units = union_army();
    units.push(tts::oob("union", "Baird", "0509", ""));
    units.push(tts::oob("union", "38 Ind/1/1/14", "0709", ""));
    let g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .vars(r#"orders = { union = { { to = "3/14", kind = "attack", text = "Attack." }, { to = "1/14", kind = "attack", text = "Attack." } } },"#)
        .units(&units)
        .start();
    // 5 + 5 = 10; table 2 + 3 = 5: division attack stoppage; die 2 of (1/14, 3/14): 3/14.
    g.force_dice([5, 5, 2, 3, 2]);
    let r = change(&g, r#"return require("events").roll("union")"#);
    assert_eq!(r, json!("division_stoppage"));
    assert!(!may_attack(&g, "10 Ind/2/3/14").0);
    assert!(may_attack(&g, "38 Ind/1/1/14").0);
    // 3/14 was on its own goal: no orders now.
    assert_eq!(current(&g, "3/14"), "");
}

#[test]
fn rule_4_4c_only_leaders_near_the_enemy_are_eligible_for_loss() {
    let mut units = union_army();
    units.push(tts::oob("union", "Connell", "0101", "")); // 17 hexes from the enemy
    let g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .units(&units)
        .start();
    // Leader Table 30: brigade commander loss. Croxton (12 hexes from 29 Miss at 1808) is
    // not eligible either: no result.
    change(&g, r#"require("events").leader_table("union", 30)"#);
    let e = events(&g, "random_event_effect").pop().unwrap();
    assert!(e.text.contains("none eligible"), "{}", e.text);
    // Croxton moved within 4 hexes: the only eligible one; die 5: killed.
    let mut units = union_army();
    units[3] = tts::oob("union", "Croxton", "1506", "");
    units.push(tts::oob("union", "Connell", "0101", ""));
    let g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .units(&units)
        .start();
    g.force_dice([5]);
    change(&g, r#"require("events").leader_table("union", 30)"#);
    let e = events(&g, "random_event_effect").pop().unwrap();
    assert_eq!(field(&e, "leader"), &json!("Croxton"));
    assert_eq!(field(&e, "result"), &json!("killed"));
    // A division commander (8 hexes): Brannan at 0505 is 13 from 1808: none eligible.
    change(&g, r#"require("events").leader_table("union", 20)"#);
    let e = events(&g, "random_event_effect").pop().unwrap();
    assert!(e.text.contains("none eligible"), "{}", e.text);
}

// rules: 4.4a
#[test]
fn rule_4_4_orders_delay_worsens_an_order_in_transit_when_it_is_rolled() {
    let mut units = union_army();
    units[2] = tts::oob("union", "Brannan", "1303", "");
    let mut g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .units(&units)
        .start();
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Brannan","type":"attack","method":"aide_oral"}"#,
    );
    // 5 + 5; table 4 + 4 = 8: orders delay (the only order: no die).
    g.force_dice([5, 5, 4, 4]);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(
        field(&events(&g, "random_event").pop().unwrap(), "result"),
        &json!("orders_delay")
    );
    // Delivered turn 2: net 4, roll 12 -> A, one step worse -> D4. Then the Union events roll 2.
    next_command(&mut g, "union", &[6, 6]);
    assert_eq!(status(&g, 1), "D4");
}

// rules: 4.4a
#[test]
fn rule_4_4_fateful_order_the_enemy_moves_a_union_division() {
    let mut g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .vars(r#"orders = { union = { { to = "3/14", kind = "attack", text = "Attack." } } },"#)
        .units(&union_army())
        .start();
    // 6 + 4; table 1 + 3 = 4: the fateful order of the day.
    g.force_dice([6, 4, 1, 3]);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(
        query(&g, r#"return require("orders").pending("enemy_order")"#),
        json!(true)
    );
    assert_eq!(
        query(&g, "return sandtable.game.phase()"),
        json!("enemy_order")
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"enemy_order","to":"3/14","type":"attack","goal":"2006"}"#,
    );
    assert!(why.contains("fateful"), "{why}");
    act(
        &mut g,
        r#"{"kind":"enemy_order","to":"3/14","type":"move","goal":"0110"}"#,
    );
    assert_eq!(current(&g, "10 Ind/2/3/14"), "move");
    assert!(!may_attack(&g, "10 Ind/2/3/14").0);
}

// rules: 4.4a
#[test]
fn rule_4_4_bragg_s_pessimism_forbids_attack_orders() {
    let mut g = open_field()
        .vars("events = { pessimism_until = { day = 2, minute = 600 } },")
        .units(&rebel_army())
        .start();
    goto_phase(&mut g, "confederate", "command");
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Hill","type":"attack","method":"in_person"}"#,
    );
    assert!(why.contains("pessimism"), "{why}");
    g.force_dice([1, 1]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Hill","type":"defend","method":"in_person"}"#,
    );
}

// rules: 4.4a
#[test]
fn rule_4_4_leader_table_walthall_cheatham_and_random_movement() {
    let mut units = rebel_army();
    units.push(tts::oob("confederate", "Cheatham", "2010", ""));
    units.push(tts::oob("confederate", "29 Miss/W/L/Res", "1808", ""));
    let mut g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .units(&units)
        .start();
    change(&g, r#"require("events").leader_table("confederate", 53)"#);
    assert_eq!(
        query(&g, r#"return require("events").walthall_active()"#),
        json!(true)
    );
    change(&g, r#"require("events").leader_table("confederate", 45)"#);
    assert_eq!(
        query(
            &g,
            r#"return require("util").rating(sandtable.units.get("Cheatham"))"#
        ),
        json!(1)
    );
    // 65: the enemy moves two Confederate regiments up to 3 hexes (movement phase).
    change(&g, r#"require("events").leader_table("confederate", 65)"#);
    // (the effect is for this turn: the test stays in turn 1's union movement phase)
    goto_phase(&mut g, "union", "movement");
    let why = refuse(
        &mut g,
        r#"{"kind":"random_move","unit":"29 Miss/W/L/Res","to":"2208"}"#,
    );
    assert!(why.contains("up to 3 hexes"), "{why}");
    act(
        &mut g,
        r#"{"kind":"random_move","unit":"29 Miss/W/L/Res","to":"1508"}"#,
    );
    assert_eq!(
        common::unit(&g, "29 Miss/W/L/Res").1.as_deref(),
        Some("1508")
    );
}

// ---------------------------------------------------------------------------------------------
// 3.3e, 3.6, S.2.7
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_3_3e_bragg_rolls_ten_to_bypass_the_wings() {
    let mut g = open_field().units(&rebel_army()).start();
    goto_phase(&mut g, "confederate", "command");
    let why = refuse(&mut g, r#"{"kind":"bypass_wings"}"#);
    assert!(why.contains("3.3e") && why.contains("wings exist"), "{why}");
    let mut g = open_field()
        .vars("wings = { active = true },")
        .units(&rebel_army())
        .start();
    goto_phase(&mut g, "confederate", "command");
    g.force_dice([5, 4]);
    act(&mut g, r#"{"kind":"bypass_wings"}"#);
    assert_eq!(
        field(&events(&g, "bypass_roll").pop().unwrap(), "granted"),
        &json!(false)
    );
    let why = refuse(&mut g, r#"{"kind":"bypass_wings"}"#);
    assert!(why.contains("one roll a turn"), "{why}");
    next_command(&mut g, "confederate", &[]);
    g.force_dice([5, 5]);
    act(&mut g, r#"{"kind":"bypass_wings"}"#);
    assert_eq!(
        field(&events(&g, "bypass_roll").pop().unwrap(), "granted"),
        &json!(true)
    );
}

#[test]
fn rule_3_6_miners_and_sappers_rate_4_and_bridge_repair_orders_are_free() {
    let mut units = rebel_army();
    units.push(tts::oob("confederate", "Pickett/A Tenn", "2008", ""));
    let mut g = open_field().units(&units).start();
    goto_phase(&mut g, "confederate", "command");
    act(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Breckinridge","type":"defend","method":"aide_written"}"#,
    );
    // All 5 points spent; the bridge repair order costs none. Bragg 2 + Pickett 4 + ipv 1 = 7
    // (column 7-8); roll 8 -> A.
    g.force_dice([4, 4]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Pickett/A Tenn","type":"bridge_repair","method":"in_person","goal":"2108"}"#,
    );
    let e = events(&g, "order_acceptance").pop().unwrap();
    assert_eq!(field(&e, "net"), &json!(7));
    assert_eq!(field(&e, "result"), &json!("A"));
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Pickett/A Tenn","type":"attack","method":"in_person"}"#,
    );
    assert!(why.contains("3.6"), "{why}");
}

#[test]
fn rule_s_2_7_stoppage_then_acceptance_then_random_events() {
    let mut units = union_army();
    units[2] = tts::oob("union", "Brannan", "1503", "");
    let mut g = Scenario::tts("events")
        .size(30, 12)
        .turns(20)
        .vars(r#"orders = { union = { { to = "2/3/14", kind = "attack", text = "Attack." } } },"#)
        .units(&units)
        .start();
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"Thomas","type":"attack","method":"aide_oral"}"#,
    );
    change(&g, r#"require("orders").note_fired_at("10 Ind/2/3/14")"#);
    g.force_dice([1, 1]); // the union random events roll: nothing
    act(&mut g, r#"{"kind":"end_phase"}"#);
    // Turn 2: stoppage check (3/14 attacks under 2/3/14's order? no: a brigade order does
    // not make the division attack) -> none; the order to Thomas arrives: net 4, roll 12 -> A;
    // the random events roll comes when the phase ends.
    next_command(&mut g, "union", &[6, 6]);
    assert_eq!(status(&g, 2), "A");
    g.force_dice([2, 1]);
    act(&mut g, r#"{"kind":"end_phase"}"#);
    let kinds: Vec<String> = g
        .log()
        .into_iter()
        .filter(|e| {
            ["order_acceptance", "random_event", "stoppage_check"].contains(&e.kind.as_str())
        })
        .map(|e| e.kind)
        .collect();
    assert_eq!(
        &kinds[kinds.len() - 2..],
        &["order_acceptance".to_string(), "random_event".to_string()]
    );
}

// ---------------------------------------------------------------------------------------------
// 3.3 wings
// ---------------------------------------------------------------------------------------------

fn wing_army() -> Vec<String> {
    vec![
        tts::oob("confederate", "Bragg", "2008", ""),
        tts::oob("confederate", "Longstreet", "2008", ""),
        tts::oob("confederate", "Polk", "2008", ""),
        tts::oob("confederate", "Hill", "2010", ""),
        tts::oob("confederate", "Walker", "2408", ""),
        tts::oob("confederate", "24 Miss/W/L/Res", "2408", ""),
        tts::oob("confederate", "15 Ala/S/L/1", "2410", ""),
        tts::oob("confederate", "2/1 Conf/J/C/P", "2412", ""),
        tts::oob("union", "Croxton", "0606", ""),
    ]
}

const WINGS: &str = r#"{"kind":"wing_order","type":"create_wings","method":"in_person","wings":[{"wing":"Left Wing","commander":"Longstreet","divisions":["L/1"],"hq":"2008"},{"wing":"Right Wing","commander":"Polk","divisions":["C/P","L/Res"],"hq":"2008"}]}"#;

// rules: 3.3, 3.3a, 3.3b
#[test]
fn rule_3_3_bragg_creates_both_wings_longstreet_a_super_corps_polk_through_his_corps() {
    let mut g = open_field().units(&wing_army()).start();
    goto_phase(&mut g, "confederate", "command");
    // all or nothing: every infantry division in play goes to a wing
    let why = refuse(
        &mut g,
        r#"{"kind":"wing_order","type":"create_wings","method":"in_person","wings":[{"wing":"Left Wing","commander":"Longstreet","divisions":["L/1"],"hq":"2008"},{"wing":"Right Wing","commander":"Polk","divisions":["C/P"],"hq":"2008"}]}"#,
    );
    assert!(why.contains("L/Res is not assigned"), "{why}");
    // 3.3b Polk has the other wing while he is in play
    let why = refuse(
        &mut g,
        r#"{"kind":"wing_order","type":"create_wings","method":"in_person","wings":[{"wing":"Left Wing","commander":"Longstreet","divisions":["L/1"],"hq":"2008"},{"wing":"Right Wing","commander":"Hill","divisions":["C/P","L/Res"],"hq":"2010"}]}"#,
    );
    assert!(why.contains("3.3b"), "{why}");
    // in person: both orders are rolled at once; 12s accept
    g.force_dice([6, 6, 6, 6]);
    act(&mut g, WINGS);
    let r = query(
        &g,
        r#"local c = require("command")
        return { c.parent_of("L/1"), c.parent_of("C/P"), c.parent_of("L/Res"), c.parent_of("Res Corps"),
          c.echelon(sandtable.units.get("Longstreet")), c.radius(sandtable.units.get("Longstreet")),
          c.radius(sandtable.units.get("Polk")) }"#,
    );
    // 3.3a Longstreet's divisions trace to his wing (radius 16); 3.3b Polk's own corps's division
    // traces to his wing, Walker's keeps its corps, which answers to the wing (radius 12)
    assert_eq!(
        r,
        json!([
            "Left Wing",
            "Right Wing",
            "Res Corps",
            "Right Wing",
            "wing",
            16,
            12
        ])
    );
    // no second creation
    let why = refuse(&mut g, WINGS);
    assert!(why.contains("already exist"), "{why}");
    // 3.3b Polk orders his wing only once he holds an accepted order
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Polk","to":"Res Corps","type":"attack","method":"aide_oral"}"#,
    );
    assert!(why.contains("3.3b"), "{why}");
    // 3.3a Longstreet's initiative order may go to any command of his wing: 6 + 6 + 2 >= 11
    g.force_dice([6, 6]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Longstreet","type":"attack","to":"L/1"}"#,
    );
    assert_eq!(current(&g, "15 Ala/S/L/1"), "attack");
    // dissolved: never reformed
    g.force_dice([6, 6, 6, 6]);
    act(
        &mut g,
        r#"{"kind":"wing_order","type":"dissolve_wings","method":"in_person","wings":[{"wing":"Left Wing"},{"wing":"Right Wing"}]}"#,
    );
    let r = query(&g, r#"return require("command").parent_of("L/1")"#);
    assert_eq!(r, json!("1 Corps"));
    let why = refuse(&mut g, WINGS);
    assert!(why.contains("never be reformed"), "{why}");
}

/// The values a slot of `action` offers now (Game::slot_options, as the window asks).
fn offered(g: &Game, action: &serde_json::Value, slot: &str) -> Vec<serde_json::Value> {
    g.slot_options(action, slot)
        .unwrap()
        .into_iter()
        .map(|o| o["value"].clone())
        .collect()
}

// rules: 3.3, 3.3a, 3.3b, 3.3c
#[test]
fn rule_3_3_the_wing_order_is_built_part_by_part_from_its_slots() {
    let mut units = wing_army();
    units.push(tts::oob("confederate", "Liddell", "2408", ""));
    let mut g = open_field().units(&units).start();
    goto_phase(&mut g, "confederate", "command");
    let mut a = json!({ "kind": "wing_order" });
    assert_eq!(offered(&g, &a, "type"), vec![json!("create_wings")]);
    a["type"] = json!("create_wings");
    assert!(offered(&g, &a, "method").contains(&json!("in_person")));
    a["method"] = json!("in_person");
    // 3.3a Longstreet, 3.3b Polk (in play, so not Hill)
    assert_eq!(
        offered(&g, &a, "left_commander"),
        vec![json!("Longstreet"), json!("Polk")]
    );
    assert!(
        offered(&g, &a, "third_commander").is_empty(),
        "no 3.3c wing here"
    );
    a["left_commander"] = json!("Longstreet");
    // Each division in play by a unit of it: Liddell for L/Res, a regiment for the others.
    let divisions = offered(&g, &a, "left_divisions");
    assert_eq!(
        divisions,
        vec![
            json!("2/1 Conf/J/C/P"),
            json!("15 Ala/S/L/1"),
            json!("Liddell")
        ]
    );
    a["left_divisions"] = json!(["15 Ala/S/L/1"]);
    a["left_hq"] = offered(&g, &a, "left_hq")[0].clone();
    assert_eq!(a["left_hq"], json!("2008"));
    a["right_commander"] = json!("Polk");
    // L/1 is the Left Wing's: not offered again.
    let rest = offered(&g, &a, "right_divisions");
    assert_eq!(rest, vec![json!("2/1 Conf/J/C/P"), json!("Liddell")]);
    // Not yet every division: refused by the rule, as the window shows it.
    a["right_divisions"] = json!(["2/1 Conf/J/C/P"]);
    a["right_hq"] = json!("2008");
    let why = g.check(&a).unwrap_err().to_string();
    assert!(why.contains("L/Res is not assigned"), "{why}");
    a["right_divisions"] = json!(rest);
    g.check(&a).unwrap();
    // in person: both orders rolled at once; 12s accept
    g.force_dice([6, 6, 6, 6]);
    act(&mut g, &a.to_string());
    let r = query(
        &g,
        r#"local c = require("command")
        return { c.parent_of("L/1"), c.parent_of("C/P"), c.parent_of("L/Res"), c.parent_of("Res Corps") }"#,
    );
    // (Walker's division keeps its corps, which answers to the wing: 3.3b)
    assert_eq!(
        r,
        json!(["Left Wing", "Right Wing", "Res Corps", "Right Wing"])
    );
    // Then the type offered is to dissolve them, which names every active wing.
    let mut d = json!({ "kind": "wing_order" });
    assert_eq!(offered(&g, &d, "type"), vec![json!("dissolve_wings")]);
    d["type"] = json!("dissolve_wings");
    d["method"] = json!("in_person");
    g.force_dice([6, 6, 6, 6]);
    act(&mut g, &d.to_string());
    let r = query(&g, r#"return require("command").parent_of("L/1")"#);
    assert_eq!(r, json!("1 Corps"));
}

// ---------------------------------------------------------------------------------------------
// 4.4 the effects of random events through the other modules
// ---------------------------------------------------------------------------------------------

// rules: 4.4c
#[test]
fn rule_4_4c_brigade_commander_loss_eliminates_the_leader() {
    let units = vec![
        tts::oob("union", "Croxton", "0606", ""),
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0606",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "0906",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    let g = open_field().units(&units).start();
    // d66 30: brigade commander loss; Croxton is the only eligible one; die 6: killed
    g.force_dice([6]);
    change(&g, r#"require("events").leader_table("union", 30)"#);
    let r = query(
        &g,
        r#"local l = sandtable.units.get("Croxton") return { l.eliminated, (sandtable.vars.get("fallen") or {}).Croxton }"#,
    );
    assert_eq!(r, json!([true, "killed"]));
    assert!(!events(&g, "leader_casualty").is_empty());
}

// rules: 4.4d
#[test]
fn rule_4_4d_friendly_fire_hits_the_chosen_unit_on_the_four_to_six_column() {
    let units = vec![
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0606",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "0506",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "0906",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    let g = open_field().units(&units).start();
    // d66 51: friendly fire; one die picks the first of the two candidates (10 Ind); 12 on
    // the 4-6 column
    g.force_dice([1, 6, 6]);
    change(&g, r#"require("events").leader_table("union", 51)"#);
    let e = events(&g, "fire_resolved").pop().unwrap();
    assert_eq!(field(&e, "column"), &json!("4-6"));
    assert_eq!(field(&e, "hit"), &json!(["10 Ind/2/3/14"]));
    let loss = field(&e, "loss").as_i64().unwrap();
    assert!(loss > 0);
    assert!(common::unit(&g, "10 Ind/2/3/14").0 <= 7 - loss as i32);
    // 74 Ind (8 SP) is not hit
    assert_eq!(common::unit(&g, "74 Ind/2/3/14").0, 8);
}

// rules: 4.4a
#[test]
fn rule_4_4a_ninth_ohio_attacks_in_bloodlust_and_delay_reinforcements_postpones_arrivals() {
    let units = vec![
        tts::oob(
            "union",
            "9 Ohio/3/3/14",
            "0606",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "0706",
            "formation = \"line\", facing = \"W\",",
        ),
        r#"unit("union", "10 Ind/2/3/14", { arrives = { turn = 3, hex = "0106" } }),"#.to_string(),
    ];
    let g = open_field().units(&units).start();
    // d66 45: the 9th Ohio goes bloodlust and assaults the one adjacent enemy hex
    change(&g, r#"require("events").leader_table("union", 45)"#);
    assert!(!events(&g, "assault_declared").is_empty());
    assert!(
        query(
            &g,
            r#"return (sandtable.vars.get("close_combat_turn") or {})["9 Ohio/3/3/14"] == 1"#
        )
        .as_bool()
        .unwrap()
    );
    // 2d6 12 then 7 on the Union table: delay reinforcements, 8 turns
    g.force_dice([6, 6, 3, 4]);
    change(&g, r#"require("events").roll("union")"#);
    assert_eq!(
        query(
            &g,
            r#"return sandtable.vars.get("delays")["10 Ind/2/3/14"]"#
        ),
        json!(8)
    );
}

/// 3.6 is Pickett's Miners and Sappers only: a battalion of the Union Pioneer Brigade (2.7e,
/// props.pioneers) is no order receiver of its own and gets no free bridge repair order.
#[test]
fn rule_3_6_union_pioneers_are_not_pickett_s_sappers() {
    let mut units = union_army();
    units.push(
        r#"{ key = "1 Bn Pioneers/Pioneer", side = "union", type = "infantry", hex = "0303", strength = 8, parent = "A Cumb", props = { pioneers = true, optional = "2.7e", independent = true } },"#
            .to_string(),
    );
    let mut g = open_field().units(&units).start();
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"1 Bn Pioneers/Pioneer","type":"bridge_repair","method":"in_person","goal":"0404"}"#,
    );
    assert!(!why.contains("3.6"), "{why}");
    assert!(
        why.contains("S.2.1: the receiver must be a leader or command"),
        "{why}"
    );
}

// ---------------------------------------------------------------------------------------------
// S.2 orders written part by part (the slots a window builds them from), and kept secret
// ---------------------------------------------------------------------------------------------

fn labels(g: &Game, action: &serde_json::Value, slot: &str) -> Vec<(String, String)> {
    g.slot_options(action, slot)
        .unwrap()
        .iter()
        .map(|o| {
            (
                sandtable::session::tables::cell_text(&o["value"]),
                o["label"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn rule_s_2_1_an_order_is_written_part_by_part_and_its_preview_is_the_rolled_net() {
    let mut g = open_field().units(&union_army()).start();
    let mut a = json!({ "kind": "order" });
    // Who may write: the army commander, with his command points.
    let from = labels(&g, &a, "from");
    assert_eq!(
        from,
        vec![(
            "Rosecrans".to_string(),
            "Rosecrans (army commander, 5 command points left)".to_string()
        )]
    );
    a["from"] = json!("Rosecrans");
    // To whom: the commands he may order, with their leaders.
    let to = labels(&g, &a, "to");
    assert!(
        to.iter()
            .any(|(v, l)| v == "14 Corps" && l.starts_with("14 Corps (Thomas")),
        "{to:?}"
    );
    a["to"] = json!("14 Corps");
    let types: Vec<String> = labels(&g, &a, "type").into_iter().map(|(v, _)| v).collect();
    assert!(types.contains(&"attack".to_string()) && types.contains(&"defend".to_string()));
    a["type"] = json!("attack");
    // The objective takes any hex of the map (no list), the method says cost, delivery and the
    // chances of acceptance at its net value.
    assert!(g.slots("order").iter().any(|s| s.id == "goal" && s.any));
    a["goal"] = json!("2008");
    let methods = labels(&g, &a, "method");
    let in_person = &methods.iter().find(|(v, _)| v == "in_person").unwrap().1;
    assert!(
        in_person.starts_with("in person: 2 CP, delivered at once; acceptance (net 5): A "),
        "{in_person}"
    );
    // The chances over 2d6 add up to the whole (each rounded to a whole per cent).
    let total: i64 = in_person
        .split(": ")
        .last()
        .unwrap()
        .split(", ")
        .map(|p| {
            p.rsplit(' ')
                .next()
                .unwrap()
                .trim_end_matches('%')
                .parse::<i64>()
                .unwrap()
        })
        .sum();
    assert!((98..=102).contains(&total), "{in_person}");
    assert!(
        methods
            .iter()
            .any(|(v, l)| v == "aide_written" && l.contains("arrives turn"))
    );
    a["method"] = json!("in_person");
    g.check(&a).expect("a complete order is legal");
    // Sent: the roll uses the net the preview gave.
    g.force_dice([6, 5]);
    act(&mut g, &a.to_string());
    let e = events(&g, "order_acceptance").pop().unwrap();
    assert_eq!(field(&e, "net"), &json!(5));
    assert_eq!(current(&g, "14 Corps"), "attack");
}

#[test]
fn rule_s_2_orders_are_written_in_secret_from_the_other_side() {
    let mut g = open_field().units(&union_army()).start();
    g.force_dice([6, 5]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Rosecrans","to":"14 Corps","type":"attack","goal":"2008","method":"in_person"}"#,
    );
    let log = g.log();
    let about_orders = |e: &&sandtable::kernel::Event| {
        e.kind.starts_with("order_")
            || e.fields
                .get("purpose")
                .and_then(|p| p.as_str())
                .is_some_and(|p| p.contains("acceptance"))
    };
    let mine: Vec<_> = log.iter().filter(about_orders).collect();
    assert!(
        mine.len() >= 4,
        "sent, two dice, acceptance, accepted: {mine:?}"
    );
    for e in &mine {
        assert_eq!(e.audience, Some(0), "{} is the Union's alone", e.text);
        assert!(!e.seen_by(sandtable::kernel::Level::Debug, Some(1)));
    }
}

#[test]
fn rule_s_2_6_an_initiative_roll_and_the_enemys_order_are_written_part_by_part() {
    let mut g = open_field().units(&union_army()).start();
    let mut a = json!({ "kind": "initiative" });
    let leaders: Vec<String> = labels(&g, &a, "leader")
        .into_iter()
        .map(|(v, _)| v)
        .collect();
    assert!(leaders.contains(&"Brannan".to_string()), "{leaders:?}");
    assert!(
        !leaders.contains(&"Rosecrans".to_string()),
        "the army commander writes orders"
    );
    a["leader"] = json!("Brannan");
    a["type"] = json!("attack");
    // A natural 2: the loose cannon, the Confederate player writes the order.
    g.force_dice([1, 1]);
    act(&mut g, &a.to_string());
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(g.acting_side(), "confederate");
    let mut e = json!({ "kind": "enemy_order" });
    let to = labels(&g, &e, "to");
    assert_eq!(to.len(), 1, "{to:?}");
    assert!(to[0].1.contains("S.2.6 loose cannon"), "{to:?}");
    e["to"] = json!(to[0].0);
    e["type"] = json!("move");
    e["goal"] = json!("2506");
    act(&mut g, &e.to_string());
    assert_eq!(current(&g, "3/14"), "move");
}

// ---------------------------------------------------------------------------------------------
// The schedules' arrival orders (6.8-6.10), "move to join", Granger's free order (order 7)
// ---------------------------------------------------------------------------------------------

/// The accepted orders of `side` that came with an arrival: (to, type, goal or "", join).
fn arrival_orders(g: &Game) -> Vec<(String, String, String, String)> {
    let v = query(
        g,
        r#"local out = {}
           for _, o in ipairs(require("orders").list()) do
             if o.arrival then out[#out + 1] = { o.to, o.type, o.goal or "", o.join or "" } end
           end
           table.sort(out, function(a, b) return a[1] < b[1] end)
           return out"#,
    );
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| {
            let s = |i: usize| x[i].as_str().unwrap().to_string();
            (s(0), s(1), s(2), s(3))
        })
        .collect()
}

#[test]
fn rule_6_8_arrivals_come_with_the_schedules_printed_orders() {
    let g = common::start(&common::library(), tts::RS, "sunday", 1, &[]);
    let place = |name: &str| {
        query(&g, &format!(r#"return sandtable.map.place("{name}")"#))
            .as_str()
            .unwrap()
            .to_string()
    };
    let got = arrival_orders(&g);
    let has = |to: &str, ty: &str, goal: &str, join: &str| {
        got.iter()
            .any(|o| o.0 == to && o.1 == ty && (goal.is_empty() || o.2 == goal) && o.3 == join)
    };
    // Confederate order 6: Wheeler's corps across Glass Mill to attack near Crawfish Spring.
    assert!(
        has("W Cav", "attack", &place("Crawfish Springs"), ""),
        "{got:?}"
    );
    // Union order 7: the Reserve Corps moves to support Thomas (its goal follows him).
    assert!(has("Res Corps (US)", "move", "", "Thomas"), "{got:?}");
    // Union order 8: 1/1/20 reports to the Cavalry Corps at Crawfish Spring.
    assert!(
        has("1/1/20", "move", &place("Crawfish Springs"), ""),
        "{got:?}"
    );
    // Union order 4 (Crook's 2/2/Cav, due at 7:00 a.m.): re-join its corps.
    assert!(has("2/2/Cav", "move", "", "corps"), "{got:?}");
}

#[test]
fn rule_s_2_1_a_move_to_join_order_follows_the_command_it_joins() {
    let mut units = union_army();
    units.push(tts::oob("union", "Granger", "2805", ""));
    let mut g = open_field()
        .vars(r#"arrival_orders = { union = { { to = "Res Corps (US)", kind = "corps_order", type = "move", join = "Thomas", text = "Move to support Thomas." } } },"#)
        .units(&units)
        .start();
    let goal = || {
        query(
            &g,
            r#"local o = require("orders").current("Res Corps (US)"); return o and o.goal or false"#,
        )
    };
    assert_eq!(goal(), json!("0303"), "Thomas's hex");
    change(
        &g,
        r#"sandtable.units.move(sandtable.units.get("Thomas"), "0909")"#,
    );
    next_command(&mut g, "union", &[]);
    let o = query(
        &g,
        r#"local o = require("orders").current("Res Corps (US)"); return o and o.goal or false"#,
    );
    assert_eq!(o, json!("0909"), "the goal follows him");
}

#[test]
fn rule_6_8_order_7_granger_gives_one_free_order_at_thomas_hq() {
    let mut units = union_army();
    units.push(tts::oob("union", "Granger", "2805", ""));
    units.push(tts::oob("union", "14 Corps HQ", "0303", ""));
    let mut g = open_field()
        .vars(r#"arrival_orders = { union = { { to = "Res Corps (US)", kind = "corps_order", type = "move", join = "Thomas", text = "Move to support Thomas.", free_order_at = "Thomas' HQ" } } },"#)
        .units(&units)
        .start();
    let free = r#"{"kind":"free_order","type":"attack","goal":"2008"}"#;
    let why = refuse(&mut g, free);
    assert!(
        why.contains("Granger must first arrive at Thomas' HQ"),
        "{why}"
    );
    // Granger beside the 14 Corps HQ: the order is accepted at once, no dice, no points.
    change(
        &g,
        r#"sandtable.units.move(sandtable.units.get("Granger"), "0403")"#,
    );
    let cp = query(&g, r#"return require("orders").cp_left("union")"#);
    act(&mut g, free);
    assert_eq!(current(&g, "Res Corps (US)"), "attack");
    assert_eq!(
        query(&g, r#"return require("orders").cp_left("union")"#),
        cp
    );
    assert!(events(&g, "order_acceptance").is_empty(), "not rolled for");
    // Once.
    let why = refuse(&mut g, free);
    assert!(why.contains("no free order"), "{why}");
}
