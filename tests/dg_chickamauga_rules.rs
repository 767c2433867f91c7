//! One test (or more) per numbered rule of Chickamauga (ruleset dg-chickamauga) that the
//! ruleset enforces. Each test writes its own small scenario — a few hexes of open ground, or
//! the campaign map (`require("map")`) — forces the dice where a roll matters and checks the
//! exact outcome. Every expected value was worked out by hand from the rule text, the Combat
//! Results Table and this geometry (flat-topped hexes, `CCRR` labels, odd-numbered columns half
//! a hex higher than even ones):
//!
//! - a hex in an odd column CC,RR touches (CC±1),(RR-1) and (CC±1),RR;
//! - a hex in an even column CC,RR touches (CC±1),RR and (CC±1),(RR+1);
//! - and always CC,(RR±1).
//!
//! So 0505 touches 0504, 0506, 0404, 0405, 0604, 0605; 0604 touches 0603, 0605, 0504, 0505,
//! 0704, 0705; 0402 touches 0401, 0403, 0302, 0303, 0502, 0503.
//!
//! Odds columns (7.6): 1-5 1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1 6-1; the table, by die roll:
//! 1: Ar Ar Dr Dr Dr Dr De De De De / 2: Ar Ar Ar Dr Dr Dr Dr Dr De De /
//! 3: Ar Ar Ar Ar Dr Dr Dr Dr Dr De / 4: Ae Ar Ar Ar Ar Dr Dr Dr Dr Dr /
//! 5: Ae Ae Ar Ar Ar Ar Dr Ex Ex Dr / 6: Ae Ae Ae Ae Ar Ar Ex Ex Ex Ex.

mod common;

use common::dg::{self, art, cs, due, train, us};
use common::{Scenario, act, events, field, goto_phase, last_event, refuse, unit};
use sandtable::session::Game;
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// Positions (tests/common/scenario.rs and dg.rs build them)
// ---------------------------------------------------------------------------------------------

/// The campaign map (the scenario's own module `map`) with the boxes the ruleset uses, for
/// [`Scenario::prelude`] and `.map("map")`.
const CAMPAIGN_MAP: &str = r#"local map = require("map")
map.boxes = { { id = "exited" }, { id = "withdrawn" } }"#;

// ---------------------------------------------------------------------------------------------
// Actions and checks
// ---------------------------------------------------------------------------------------------

fn move_json(u: &str, to: &str) -> String {
    json!({"kind": "move", "unit": u, "to": to}).to_string()
}

fn attack_json(targets: &[&str], attackers: &[&str]) -> String {
    json!({"kind": "attack", "targets": targets, "attackers": attackers}).to_string()
}

fn mv(g: &mut Game, u: &str, to: &str) {
    act(g, &move_json(u, to));
}

fn attack(g: &mut Game, targets: &[&str], attackers: &[&str]) {
    act(g, &attack_json(targets, attackers));
    bot_decides(g);
}

/// Answers every decision owed as the computer player answers it: a retreat to the legal hex
/// farthest from the enemy, then the better terrain, then the lowest label; the defender's
/// advance only into a victory point hex not his, with his strongest unit. The hexes worked out
/// in the tests that use it are the ones this choice gives; the tests of the players' own
/// choices answer for themselves (`decide`).
fn bot_decides(g: &mut Game) {
    while g.pending_decision().is_some() {
        let a = g.bot_action().unwrap();
        g.apply(a.clone())
            .unwrap_or_else(|e| panic!("the bot's answer {a} failed: {e}"));
    }
}

/// Answers the decision owed with `choice`, checking it is the one asked of `side` under
/// `rule`.
fn decide(g: &mut Game, side: &str, rule: &str, choice: &str) {
    let d = g.pending_decision().expect("a decision is owed");
    assert_eq!(
        (d["side"].as_str(), d["rule"].as_str()),
        (Some(side), Some(rule)),
        "{d}"
    );
    act(g, &json!({"kind": "decide", "choice": choice}).to_string());
}

/// The values of the choices of the decision owed.
fn choices(g: &Game) -> Vec<String> {
    let d = g.pending_decision().expect("a decision is owed");
    d["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect()
}

/// Attacks with the die forced to `roll`.
fn attack_roll(g: &mut Game, targets: &[&str], attackers: &[&str], roll: u32) {
    g.force_dice([roll]);
    attack(g, targets, attackers);
}

fn enter(g: &mut Game, u: &str, hex: &str) {
    act(
        g,
        &json!({"kind": "enter", "unit": u, "hex": hex}).to_string(),
    );
}

fn exit(g: &mut Game, u: &str) {
    act(g, &json!({"kind": "exit", "unit": u}).to_string());
}

fn advance(g: &mut Game, u: &str, to: &str) {
    act(
        g,
        &json!({"kind": "advance", "unit": u, "to": to}).to_string(),
    );
}

fn end_phase(g: &mut Game) {
    act(g, r#"{"kind":"end_phase"}"#);
    bot_decides(g);
}

/// Ends phases until the next Union Movement Phase (the next game turn).
fn next_turn(g: &mut Game) {
    let turn = cursor(g).2;
    for _ in 0..8 {
        end_phase(g);
        if cursor(g) == ("movement".into(), "union".into(), turn + 1) {
            return;
        }
    }
    panic!("never reached turn {}", turn + 1);
}

/// Applies an action that must be refused with a reason containing `needle`, and checks that
/// the game is exactly as it was.
fn refused(g: &mut Game, action: &str, needle: &str) -> String {
    let hash = g.state_hash();
    let len = g.log_len();
    let reason = refuse(g, action);
    assert!(
        reason.contains(needle),
        "refusal of {action}: {reason:?} should contain {needle:?}"
    );
    assert_eq!(g.state_hash(), hash, "refused {action} changed the state");
    assert_eq!(g.log_len(), len, "refused {action} changed the log");
    reason
}

/// Moves a unit and returns the cost logged for the move.
fn move_cost(g: &mut Game, u: &str, to: &str) -> String {
    mv(g, u, to);
    let e = last_event(g, "unit_moved");
    assert_eq!(field(&e, "unit"), u);
    assert_eq!(field(&e, "to"), to);
    field(&e, "cost").as_str().unwrap().to_string()
}

/// (Union VP, Confederate VP).
fn vp(g: &Game) -> (i64, i64) {
    g.with_world(|w| (w.state.records[0].vp, w.state.records[1].vp))
}

/// (phase id, acting side, turn).
fn cursor(g: &Game) -> (String, String, u32) {
    let (phase, turn) = g.with_world(|w| (w.state.cursor.id.clone(), w.state.turn));
    (phase, g.acting_side(), turn)
}

fn at(g: &Game, key: &str) -> Option<String> {
    unit(g, key).1
}

/// "map", "pending", "eliminated" or "box:<id>".
fn location(g: &Game, key: &str) -> String {
    g.with_world(|w| {
        let id = w.state.unit_by_key(key).unwrap();
        match &w.state.units[id as usize].location {
            sandtable::kernel::unit::Location::Map(_) => "map".to_string(),
            sandtable::kernel::unit::Location::Pending => "pending".to_string(),
            sandtable::kernel::unit::Location::Eliminated => "eliminated".to_string(),
            sandtable::kernel::unit::Location::Box(b) => format!("box:{b}"),
        }
    })
}

fn statuses(g: &Game, key: &str) -> Vec<String> {
    g.with_world(|w| {
        let id = w.state.unit_by_key(key).unwrap();
        w.state.units[id as usize].status.iter().cloned().collect()
    })
}

/// A resolved combat: (attack, defence, odds, roll, result).
type Combat = (i64, i64, String, i64, String);

fn combat(g: &Game) -> Combat {
    let e = last_event(g, "combat_resolved");
    (
        field(&e, "attack").as_i64().unwrap(),
        field(&e, "defence").as_i64().unwrap(),
        field(&e, "odds").as_str().unwrap().to_string(),
        field(&e, "roll").as_i64().unwrap(),
        field(&e, "result").as_str().unwrap().to_string(),
    )
}

fn c(a: i64, d: i64, odds: &str, roll: i64, result: &str) -> Combat {
    (a, d, odds.to_string(), roll, result.to_string())
}

fn notes(g: &Game) -> Vec<String> {
    events(g, "note").into_iter().map(|e| e.text).collect()
}

fn var(g: &Game, name: &str) -> Value {
    g.with_world(|w| w.state.vars.get(name).cloned().unwrap_or(Value::Null))
}

// ---------------------------------------------------------------------------------------------
// 2, 4. Units and the sequence of play
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_2_4_one_strength_attacks_and_defends() {
    // A (4) attacks X (4) in clear with the one strength each has: 4 to 4 is 1-1; a roll of
    // 1 there is Dr.
    let mut g = Scenario::dg("str")
        .units(&[us("A", 4, "0505"), cs("X", 4, "0506")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0506"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    // X retreats one hex out of A's zone: of 0506's neighbours, 0405 and 0605 touch 0505;
    // 0406, 0507 and 0606 are two hexes from A, all clear: the lowest label, 0406 (the
    // computer player's choice for the owner, 7.71).
    assert_eq!(at(&g, "X").as_deref(), Some("0406"));
}

#[test]
fn rule_4_0_union_then_confederate_movement_then_combat() {
    let mut g = Scenario::dg("seq")
        .units(&[us("A", 4, "0202"), cs("X", 4, "0808")])
        .start();
    let cur = |p: &str, s: &str, t: u32| (p.to_string(), s.to_string(), t);
    assert_eq!(cursor(&g), cur("movement", "union", 1));
    refused(
        &mut g,
        &attack_json(&["0808"], &["A"]),
        "not allowed in the Movement phase",
    );
    end_phase(&mut g);
    assert_eq!(cursor(&g), cur("combat", "union", 1));
    refused(
        &mut g,
        &move_json("A", "0203"),
        "not allowed in the Combat phase",
    );
    end_phase(&mut g);
    assert_eq!(cursor(&g), cur("movement", "confederate", 1));
    refused(&mut g, &move_json("A", "0203"), "belongs to the other side");
    mv(&mut g, "X", "0807");
    end_phase(&mut g);
    assert_eq!(cursor(&g), cur("combat", "confederate", 1));
    end_phase(&mut g);
    assert_eq!(cursor(&g), cur("movement", "union", 2));
}

// ---------------------------------------------------------------------------------------------
// 5. Movement
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_5_0_six_movement_points_once_per_phase() {
    // Straight down column 05 in clear: 0507 is six hexes, 0508 seven.
    let mut g = Scenario::dg("ma")
        .units(&[us("A", 4, "0501"), us("B", 4, "0101"), cs("X", 4, "1010")])
        .start();
    refused(&mut g, &move_json("A", "0508"), "5.21: A cannot reach 0508");
    assert_eq!(move_cost(&mut g, "A", "0507"), "6");
    refused(&mut g, &move_json("A", "0506"), "5.0: A has already moved");
    // Cavalry, artillery and infantry alike: six.
    assert_eq!(move_cost(&mut g, "B", "0107"), "6");
}

#[test]
fn rule_5_12_no_entry_into_an_enemy_hex() {
    let mut g = Scenario::dg("enemyhex")
        .units(&[us("A", 4, "0501"), cs("X", 4, "0503")])
        .start();
    refused(
        &mut g,
        &move_json("A", "0503"),
        "5.12: an enemy unit is in 0503",
    );
}

#[test]
fn rule_5_13_a_unit_in_an_enemy_zone_of_control_may_not_move() {
    // A in 0505 is next to X in 0506: it may not move, not even to 0504 (outside X's zone).
    let mut g = Scenario::dg("locked")
        .units(&[us("A", 4, "0505"), cs("X", 4, "0506")])
        .start();
    refused(
        &mut g,
        &move_json("A", "0504"),
        "5.13/6.3: A is in an enemy zone of control",
    );
}

#[test]
fn rule_5_15_movement_points_are_not_saved_or_shared() {
    // A does not move on turn 1: on turn 2 it still has six MP, not twelve (0508 is seven
    // hexes down column 05). B moving after A has its own six, no more.
    let mut g = Scenario::dg("nosave")
        .units(&[us("A", 4, "0501"), us("B", 4, "0601"), cs("X", 4, "1010")])
        .start();
    assert_eq!(move_cost(&mut g, "B", "0602"), "1");
    next_turn(&mut g);
    refused(&mut g, &move_json("A", "0508"), "5.21");
    refused(&mut g, &move_json("B", "0609"), "5.21");
    assert_eq!(move_cost(&mut g, "B", "0608"), "6");
}

#[test]
fn rule_5_16_units_move_hex_by_hex() {
    // 0502 is a victory point hex held by the Confederates; A moving 0501 → 0503 enters it on
    // the way and becomes the last to pass through it (17.2): the move is hex by hex.
    let mut g = Scenario::dg("hexbyhex")
        .field(r#"victory = { hexes = { { hex = "0502", side = "either", vp = 5, owner = "confederate" } } },"#)
        .units(&[us("A", 4, "0501"), cs("X", 4, "1010")])
        .start();
    assert_eq!(var(&g, "owners"), json!({"0502": "confederate"}));
    assert_eq!(move_cost(&mut g, "A", "0503"), "2");
    assert_eq!(var(&g, "owners"), json!({"0502": "union"}));
}

#[test]
fn rule_5_21_terrain_costs_add_up() {
    // A map one hex wide (column 01). 0102 and 0103 forest (3 each): 0103 costs 6; 0104 would
    // cost 7.
    let mut g = Scenario::dg("costs")
        .size(1, 8)
        .map_extra(r#"hexes = { forest = { "0102", "0103" } },"#)
        .units(&[us("A", 4, "0101"), cs("X", 4, "0108")])
        .start();
    refused(&mut g, &move_json("A", "0104"), "5.21: A cannot reach 0104");
    assert_eq!(move_cost(&mut g, "A", "0103"), "6");
    // 0102 clear, 0103 forest-rough (6): from 0101, 7 MP, too many; from 0102 with all six MP
    // it may be entered.
    let mut g = Scenario::dg("costs2")
        .size(1, 8)
        .map_extra(r#"hexes = { forest_rough = { "0103" } },"#)
        .units(&[us("A", 4, "0101"), us("B", 4, "0102"), cs("X", 4, "0108")])
        .start();
    refused(&mut g, &move_json("A", "0103"), "5.21");
    assert_eq!(move_cost(&mut g, "B", "0103"), "6");
}

#[test]
fn rule_5_22_roads_cost_one_through_road_hexsides() {
    // A road down column 05 through forest (0502-0507): 1 MP a hex. 0601 is forest beside the
    // road, not joined to it by a road hexside: 3 MP from 0501.
    let mut g = Scenario::dg("road")
        .map_extra(r#"hexes = { forest = { "0502", "0503", "0504", "0505", "0506", "0507", "0601" } },
        hexsides = { road = { "0501/0502", "0502/0503", "0503/0504", "0504/0505", "0505/0506", "0506/0507" } },"#)
        .units(&[us("A", 4, "0501"), us("B", 4, "0501"), cs("X", 4, "1010")])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0507"), "6");
    assert_eq!(move_cost(&mut g, "B", "0601"), "3");
}

#[test]
fn rule_5_23_trails_cost_the_terrain_up_to_two() {
    // A trail 0501-0502-0503-0504: 0502 forest-rough (6, capped at 2), 0503 clear (1: "ignore
    // trails in clear terrain"), 0504 forest (3, capped at 2): 5 MP in all; 0505 forest off
    // the trail costs its full 3.
    let mut g = Scenario::dg("trail")
        .map_extra(
            r#"hexes = { forest_rough = { "0502" }, forest = { "0504", "0505" } },
        hexsides = { trail = { "0501/0502", "0502/0503", "0503/0504" } },"#,
        )
        .units(&[us("A", 4, "0501"), us("B", 4, "0501"), cs("X", 4, "1010")])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0503"), "3");
    assert_eq!(move_cost(&mut g, "B", "0504"), "5");
    next_turn(&mut g);
    assert_eq!(move_cost(&mut g, "B", "0505"), "3");
}

#[test]
fn rule_5_25_creeks_only_at_bridges_and_fords() {
    // Bridge 0403/0503: no extra cost. Ford 0405/0506: +1. From 0407 straight across the
    // creek to 0507 is not allowed: the way round by the ford is 0406, 0405, 0506 (2), 0507
    // = 5 MP.
    let mut g = Scenario::dg("creek")
        .map_extra(&dg::creek())
        .units(&[
            us("A", 4, "0403"),
            us("B", 4, "0405"),
            us("C", 4, "0407"),
            cs("X", 4, "1010"),
        ])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0503"), "1");
    assert_eq!(move_cost(&mut g, "B", "0506"), "2");
    assert_eq!(move_cost(&mut g, "C", "0507"), "5");
}

#[test]
fn rule_5_31_units_move_through_friends() {
    // 0502 holds two friends: A passes through it to 0503 for 2 MP.
    let mut g = Scenario::dg("through")
        .units(&[
            us("A", 4, "0501"),
            us("F1", 4, "0502"),
            us("F2", 4, "0502"),
            cs("X", 4, "1010"),
        ])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0503"), "2");
}

#[test]
fn rule_5_32_two_units_to_a_hex() {
    let mut g = Scenario::dg("stack")
        .units(&[
            us("A", 4, "0501"),
            us("F1", 4, "0503"),
            us("F2", 4, "0503"),
            us("B", 4, "0601"),
            cs("X", 4, "1010"),
        ])
        .start();
    refused(
        &mut g,
        &move_json("A", "0503"),
        "5.32: 0503 already holds two units",
    );
    mv(&mut g, "F2", "0504");
    assert_eq!(move_cost(&mut g, "A", "0503"), "2");
    refused(&mut g, &move_json("B", "0503"), "5.32");
}

#[test]
fn rule_5_33_no_limit_on_moving_through_friends() {
    // Two full stacks in 0502 and 0503; A and then B pass through both to 0504.
    let mut g = Scenario::dg("through2")
        .units(&[
            us("A", 4, "0501"),
            us("B", 4, "0501"),
            us("F1", 4, "0502"),
            us("F2", 4, "0502"),
            us("F3", 4, "0503"),
            us("F4", 4, "0503"),
            cs("X", 4, "1010"),
        ])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0504"), "3");
    assert_eq!(move_cost(&mut g, "B", "0504"), "3");
}

// ---------------------------------------------------------------------------------------------
// 6. Zones of control
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_0_entering_an_enemy_zone_of_control_ends_the_move() {
    // X in 0604 controls 0603, 0605, 0504, 0505, 0704, 0705. A goes down column 05 and stops
    // in 0504 (3 MP). B cannot go on down the column: to 0506 it must go round by column 04
    // (0401-0405, then 0506: six MP). C cannot reach 0507 at all.
    let mut g = Scenario::dg("zocstop")
        .units(&[
            us("A", 4, "0501"),
            us("B", 4, "0501"),
            us("C", 4, "0601"),
            cs("X", 4, "0604"),
        ])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0504"), "3");
    assert_eq!(move_cost(&mut g, "B", "0506"), "6");
    refused(&mut g, &move_json("C", "0507"), "6.0");
}

#[test]
fn rule_6_1_zones_of_control_cover_all_six_hexes_and_are_not_negated() {
    // X in 0505: a Union unit in each of its six neighbours (two in 0504) may not move;
    // friends in the hex do not cancel the zone. D two hexes away moves freely.
    let mut units = vec![cs("X", 4, "0505"), us("D", 4, "0503")];
    for (i, h) in ["0504", "0506", "0404", "0405", "0604", "0605"]
        .iter()
        .enumerate()
    {
        units.push(us(&format!("N{i}"), 4, h));
    }
    units.push(us("N6", 4, "0504"));
    let mut g = Scenario::dg("zoc6").units(&units).start();
    for (i, h) in ["0504", "0506", "0404", "0405", "0604", "0605", "0504"]
        .iter()
        .enumerate()
    {
        let to = if *h == "0504" { "0403" } else { "0808" };
        refused(&mut g, &move_json(&format!("N{i}"), to), "5.13/6.3");
    }
    assert_eq!(move_cost(&mut g, "D", "0502"), "1");
}

#[test]
fn rule_6_2_no_extra_cost_to_enter_an_enemy_zone_of_control() {
    let mut g = Scenario::dg("zoccost")
        .units(&[us("A", 4, "0501"), cs("X", 4, "0505")])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0504"), "3");
}

#[test]
fn rule_6_3_never_leave_an_enemy_zone_of_control_by_movement() {
    // A in 0504 is next to X in 0505: it may not leave, not even into 0404, another hex of
    // X's zone next to it; X may not leave A's zone either.
    let mut g = Scenario::dg("zocleave")
        .units(&[us("A", 4, "0504"), cs("X", 4, "0505")])
        .start();
    refused(&mut g, &move_json("A", "0404"), "5.13/6.3");
    refused(&mut g, &move_json("A", "0503"), "5.13/6.3");
    end_phase(&mut g);
    // Combat is mandatory (7.0): A attacks X at 1-1; a 4 is Ar, A retreats to 0503? No: it
    // goes to the hex farthest from X, 0503 or 0403 (both at distance 2); 0403 is in clear,
    // so the lower label, 0403.
    attack_roll(&mut g, &["0505"], &["A"], 4);
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
    assert_eq!(at(&g, "A").as_deref(), Some("0403"));
}

#[test]
fn rule_6_4_opposing_zones_of_control_overlap() {
    // A (Union) in 0503 and X in 0505: 0504 is in both zones. B, passing through its friend
    // A, enters 0504 for 3 MP and stops there: A's zone over the same hex changes nothing.
    // B could otherwise have gone on to 0404 for 4.
    let mut g = Scenario::dg("overlap")
        .units(&[us("A", 4, "0503"), us("B", 4, "0501"), cs("X", 4, "0505")])
        .start();
    refused(&mut g, &move_json("B", "0406"), "6.0");
    assert_eq!(move_cost(&mut g, "B", "0504"), "3");
}

#[test]
fn rule_6_5_units_in_each_others_zones_are_both_bound() {
    // A and Y are adjacent on a night turn (no combat, 10.1): neither may move in its own
    // movement phase.
    let mut g = Scenario::dg("mutual")
        .turns(2)
        .var("night_turns", "{ 1 }")
        .units(&[us("A", 4, "0503"), cs("Y", 4, "0504")])
        .start();
    refused(&mut g, &move_json("A", "0502"), "5.13/6.3");
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("movement".into(), "confederate".into(), 1));
    refused(&mut g, &move_json("Y", "0505"), "5.13/6.3");
}

#[test]
fn rule_6_6_no_zone_of_control_across_a_creek_except_at_bridges_and_fords() {
    // X in 0503 on the east bank. 0402/0503 is a creek hexside: A in 0402 is not in X's zone
    // and moves. 0403/0503 is the bridge: B in 0403 is in X's zone and may not move.
    let mut g = Scenario::dg("zoccreek")
        .map_extra(&dg::creek())
        .units(&[us("A", 4, "0402"), us("B", 4, "0403"), cs("X", 4, "0503")])
        .start();
    refused(&mut g, &move_json("B", "0303"), "5.13/6.3");
    assert_eq!(move_cost(&mut g, "A", "0302"), "1");
}

// ---------------------------------------------------------------------------------------------
// 7. Combat
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_7_0_odds_are_rounded_down_for_the_defender() {
    // 7 + 6 = 13 against 4: 3.25 to 1, the 3-1 column; a 2 there is Dr.
    let mut g = Scenario::dg("round")
        .units(&[us("A", 7, "0504"), us("B", 6, "0604"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A", "B"], 2);
    assert_eq!(combat(&g), c(13, 4, "3-1", 2, "Dr"));
    // 4 against 9: 1 to 2.25, rounded to 1-3; a 3 there is Ar.
    let mut g = Scenario::dg("round2")
        .units(&[us("A", 4, "0504"), cs("X", 9, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 3);
    assert_eq!(combat(&g), c(4, 9, "1-3", 3, "Ar"));
}

#[test]
fn rule_7_0_combat_between_adjacent_units_is_mandatory() {
    // A is next to X. The Union player may not end the combat phase without attacking: End
    // phase is refused, naming X's hex and A, and the game is unchanged. Once A has attacked
    // (4 to 4, 1-1; a 1 is Dr) the phase ends.
    let mut g = Scenario::dg("mandatory")
        .units(&[us("A", 4, "0504"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    refused(
        &mut g,
        r#"{"kind":"end_phase"}"#,
        "7.0/7.11/7.12: combat is mandatory: the enemy in 0505 must still be attacked, by A",
    );
    let owed = g.owed().unwrap().expect("an attack is owed");
    assert_eq!(
        (owed.hexes, owed.units),
        (vec!["0505".to_string()], vec!["A".to_string()])
    );
    let legal = g.engine.legal_actions("union").unwrap();
    assert!(
        !legal.iter().any(|a| a["kind"] == "end_phase"),
        "end_phase is not among the legal actions while an attack is owed: {legal:?}"
    );
    attack_roll(&mut g, &["0505"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    assert!(g.owed().unwrap().is_none());
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("movement".into(), "confederate".into(), 1));
}

#[test]
fn rule_7_23_a_unit_in_contact_with_two_enemy_hexes_sees_both_attacked() {
    // A (0504) is the only unit in contact with X1 (0505) and X2 (0603). An attack on X1 alone
    // would leave X2 unattacked, so only the combined attack on both is legal (7.25), and the
    // phase cannot end before it. The computer player makes that attack: 8 to 2 + 2 is 2-1, a
    // 1 is Dr, both retreat.
    let mut g = Scenario::dg("two_hexes")
        .units(&[us("A", 8, "0504"), cs("X1", 2, "0505"), cs("X2", 2, "0603")])
        .start_at("union", "combat");
    let owed = g.owed().unwrap().expect("attacks are owed");
    assert_eq!(owed.hexes, vec!["0505".to_string(), "0603".to_string()]);
    let legal = g.engine.legal_actions("union").unwrap();
    assert!(!legal.iter().any(|a| a["kind"] == "end_phase"), "{legal:?}");
    assert!(
        legal
            .iter()
            .any(|a| a["targets"] == json!(["0505", "0603"])),
        "the combined attack is offered: {legal:?}"
    );
    g.force_dice([1]);
    let a = g.bot_action().unwrap();
    assert_eq!(a["targets"], json!(["0505", "0603"]), "{a}");
    g.apply(a).unwrap();
    bot_decides(&mut g);
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));
    assert!(g.owed().unwrap().is_none());
}

// rules: 7.11, 7.23
#[test]
fn rule_7_11_and_7_23_every_enemy_in_contact_is_attacked() {
    // A in 0504 touches X1 (0505) and X2 (0603). Alone, A may not attack only X1: X2 would be
    // left unattacked. It may attack both at once (7.25).
    let mut g = Scenario::dg("all_enemies")
        .units(&[us("A", 8, "0504"), cs("X1", 2, "0505"), cs("X2", 2, "0603")])
        .start_at("union", "combat");
    refused(
        &mut g,
        &attack_json(&["0505"], &["A"]),
        "7.11/7.23: the enemy in 0603 would be left with no unit able to attack it",
    );
    // 8 against 2 + 2 is 2-1; a 1 is Dr.
    attack_roll(&mut g, &["0505", "0603"], &["A"], 1);
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));

    // With B in 0703 next to X2 as well, A may attack X1 alone; the phase may not end until B
    // has attacked X2: 4 to 2 is 2-1, a 2 is Dr.
    let mut g = Scenario::dg("all_enemies2")
        .units(&[
            us("A", 8, "0504"),
            us("B", 4, "0703"),
            cs("X1", 2, "0505"),
            cs("X2", 2, "0603"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 1);
    assert_eq!(combat(&g), c(8, 2, "4-1", 1, "De"));
    refused(
        &mut g,
        r#"{"kind":"end_phase"}"#,
        "the enemy in 0603 must still be attacked, by B",
    );
    attack_roll(&mut g, &["0603"], &["B"], 2);
    assert_eq!(combat(&g), c(4, 2, "2-1", 2, "Dr"));
    end_phase(&mut g);
}

#[test]
fn rule_7_12_every_phasing_unit_in_contact_attacks() {
    // A (0504) and B (0604) both touch X (0505); A may not attack alone, leaving B without an
    // enemy to attack.
    let mut g = Scenario::dg("all_attack")
        .units(&[us("A", 4, "0504"), us("B", 4, "0604"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    refused(
        &mut g,
        &attack_json(&["0505"], &["A"]),
        "7.12: B is in an enemy zone of control and would be left with no enemy to attack",
    );
    attack_roll(&mut g, &["0505"], &["A", "B"], 6);
    assert_eq!(combat(&g), c(8, 4, "2-1", 6, "Ar"));
}

#[test]
fn rule_7_13_attacks_from_six_hexes_and_artillery() {
    // X in 0505 is attacked from all six neighbours (2 each) and by the artillery in 0503,
    // two hexes away (3): 15 to 4, 3-1; a 1 is De.
    let mut units = vec![cs("X", 4, "0505"), art("G", "union", 3, "0503")];
    let mut keys = Vec::new();
    for (i, h) in ["0504", "0506", "0404", "0405", "0604", "0605"]
        .iter()
        .enumerate()
    {
        units.push(us(&format!("N{i}"), 2, h));
        keys.push(format!("N{i}"));
    }
    let mut g = Scenario::dg("six")
        .units(&units)
        .start_at("union", "combat");
    keys.push("G".into());
    let keys: Vec<&str> = keys.iter().map(|s| s.as_str()).collect();
    attack_roll(&mut g, &["0505"], &keys, 1);
    assert_eq!(combat(&g), c(15, 4, "3-1", 1, "De"));
    assert_eq!(location(&g, "X"), "eliminated");
}

// rules: 7.3
#[test]
fn rule_7_14_each_unit_attacks_and_each_hex_is_attacked_once() {
    // G1 in 0503 bombards X in 0505 (4 to 4, 1-1; a 4 is Ar: bombarding artillery is immune,
    // 8.15). G1 may not fire again (its whole strength was used, 7.3); G2 may not attack 0505
    // again.
    let mut g = Scenario::dg("once")
        .units(&[
            art("G1", "union", 4, "0503"),
            art("G2", "union", 4, "0705"),
            cs("X", 4, "0505"),
            cs("X2", 4, "0501"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["G1"], 4);
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
    assert_eq!(at(&g, "G1").as_deref(), Some("0503"));
    refused(
        &mut g,
        &attack_json(&["0501"], &["G1"]),
        "7.14: G1 has already attacked this phase",
    );
    refused(
        &mut g,
        &attack_json(&["0505"], &["G2"]),
        "7.14: 0505 has already been attacked this phase",
    );
}

#[test]
fn rule_7_21_a_stack_defends_with_its_total() {
    let mut g = Scenario::dg("stackdef")
        .units(&[
            us("A", 7, "0504"),
            us("B", 7, "0604"),
            cs("X1", 3, "0505"),
            cs("X2", 4, "0505"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A", "B"], 5);
    assert_eq!(combat(&g), c(14, 7, "2-1", 5, "Ar"));
}

#[test]
fn rule_7_22_units_stacked_together_attack_together() {
    let mut g = Scenario::dg("stackatt")
        .units(&[us("A", 4, "0504"), us("B", 4, "0504"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    refused(
        &mut g,
        &attack_json(&["0505"], &["A"]),
        "7.22: B is stacked with A and must attack with it",
    );
    attack_roll(&mut g, &["0505"], &["A", "B"], 1);
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));
}

#[test]
fn rule_7_24_units_in_several_hexes_attack_one_hex() {
    let mut g = Scenario::dg("severalhexes")
        .units(&[us("A", 4, "0504"), us("B", 5, "0604"), cs("X", 3, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A", "B"], 3);
    assert_eq!(combat(&g), c(9, 3, "3-1", 3, "Dr"));
}

#[test]
fn rule_7_25_every_attacker_adjacent_to_every_defender() {
    // X1 (0506) and X2 (0605) are both next to A (0505) and B (0606): one attack on both,
    // 8 to 4 + 4, 1-1; a 1 is Dr for both.
    let mut g = Scenario::dg("multihex")
        .units(&[
            us("A", 4, "0505"),
            us("B", 4, "0606"),
            cs("X1", 4, "0506"),
            cs("X2", 4, "0605"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0506", "0605"], &["A", "B"], 1);
    assert_eq!(combat(&g), c(8, 8, "1-1", 1, "Dr"));
    assert_ne!(at(&g, "X1").as_deref(), Some("0506"));
    assert_ne!(at(&g, "X2").as_deref(), Some("0605"));
    // E in 0406 touches X1 but not X2: it may not join an attack on both.
    let mut g = Scenario::dg("multihex2")
        .units(&[
            us("A", 4, "0505"),
            us("B", 4, "0606"),
            us("E", 4, "0406"),
            cs("X1", 4, "0506"),
            cs("X2", 4, "0605"),
        ])
        .start_at("union", "combat");
    refused(
        &mut g,
        &attack_json(&["0506", "0605"], &["A", "B", "E"]),
        "7.25: E is not adjacent to every hex attacked",
    );
}

#[test]
fn rule_7_4_terrain_doubling_is_not_cumulative() {
    // X in rough (doubled) attacked across the ford (doubled): 4 x 2 = 8, not 16; 4 to 8 is
    // 1-2, a 1 is Dr.
    let mut g = Scenario::dg("notcumulative")
        .map_extra(&dg::creek())
        .map_extra(r#"hexes = { rough = { "0506" } },"#)
        .units(&[us("A", 4, "0405"), cs("X", 4, "0506")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0506"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 8, "1-2", 1, "Dr"));
}

#[test]
fn rule_7_5_diversionary_attacks_at_low_odds_are_allowed() {
    // 2 against 12 is worse than 1-5: resolved at 1-5 (7.6), a 6 is Ae; the Confederates
    // score the 2 strength points (17.1).
    let mut g = Scenario::dg("soakoff")
        .units(&[us("A", 2, "0504"), cs("X", 12, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 6);
    assert_eq!(combat(&g), c(2, 12, "1-5", 6, "Ae"));
    assert_eq!(location(&g, "A"), "eliminated");
    assert_eq!(vp(&g), (0, 2));
}

/// Strengths (attacker, defender) that give each odds column exactly.
const COLUMN_STRENGTHS: [(&str, i32, i32); 10] = [
    ("1-5", 2, 10),
    ("1-4", 2, 8),
    ("1-3", 2, 6),
    ("1-2", 2, 4),
    ("1-1", 4, 4),
    ("2-1", 8, 4),
    ("3-1", 12, 4),
    ("4-1", 16, 4),
    ("5-1", 20, 4),
    ("6-1", 24, 4),
];

/// The Combat Results Table as printed, by die roll then column.
const CRT: [[&str; 10]; 6] = [
    ["Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "De", "De", "De", "De"],
    ["Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De", "De"],
    ["Ar", "Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De"],
    ["Ae", "Ar", "Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr"],
    ["Ae", "Ae", "Ar", "Ar", "Ar", "Ar", "Dr", "Ex", "Ex", "Dr"],
    ["Ae", "Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Ex", "Ex", "Ex"],
];

#[test]
fn rule_7_6_all_sixty_cells_of_the_combat_results_table() {
    // A attacks X in the open for each column and each roll; the result and what it does
    // to the two units: Ae A eliminated; Ar A retreats; Dr X retreats; De X eliminated; Ex X
    // eliminated and A (its printed strength is at least X's) eliminated.
    for (col, (odds, a, d)) in COLUMN_STRENGTHS.iter().enumerate() {
        let position = Scenario::dg("crt")
            .units(&[us("A", *a, "0504"), cs("X", *d, "0505")])
            .phase("union", "combat");
        let lib = position.library();
        for roll in 1..=6u32 {
            let mut g = position.start_in(&lib);
            attack_roll(&mut g, &["0505"], &["A"], roll);
            let expected = CRT[roll as usize - 1][col];
            assert_eq!(
                combat(&g),
                c(*a as i64, *d as i64, odds, roll as i64, expected),
                "{odds}, roll {roll}"
            );
            let (a_loc, a_hex) = (location(&g, "A"), at(&g, "A"));
            let (x_loc, x_hex) = (location(&g, "X"), at(&g, "X"));
            match expected {
                "Ae" => {
                    assert_eq!(a_loc, "eliminated");
                    assert_eq!(x_hex.as_deref(), Some("0505"));
                }
                "Ar" => {
                    assert!(a_hex.is_some() && a_hex.as_deref() != Some("0504"));
                    assert_eq!(x_hex.as_deref(), Some("0505"));
                }
                "Dr" => {
                    assert_eq!(a_hex.as_deref(), Some("0504"));
                    assert!(x_hex.is_some() && x_hex.as_deref() != Some("0505"));
                }
                "De" => {
                    assert_eq!(a_hex.as_deref(), Some("0504"));
                    assert_eq!(x_loc, "eliminated");
                }
                "Ex" => {
                    assert_eq!(a_loc, "eliminated");
                    assert_eq!(x_loc, "eliminated");
                }
                _ => unreachable!(),
            }
        }
    }
}

/// X (2) in rough (0505) next to A (3, 0504), B (8, 0604) and C (1, 0404), at the Union combat
/// phase: the exchange position.
fn exchange_position(id: &str) -> Game {
    Scenario::dg(id)
        .map_extra(r#"hexes = { rough = { "0505" } },"#)
        .units(&[
            us("A", 3, "0504"),
            us("B", 8, "0604"),
            us("C", 1, "0404"),
            cs("X", 2, "0505"),
        ])
        .start_at("union", "combat")
}

#[test]
fn rule_7_6_exchange_is_on_printed_strength() {
    // X (2) in rough defends with 4. A (3) + B (8) + C (1) = 12 to 4: 3-1; a 6 is Ex. X is
    // eliminated; the attacker loses at least X's printed 2, not its doubled 4: the smallest
    // set is A alone (3). (A set for 4 would be A and C.)
    let mut g = exchange_position("exchange");
    attack_roll(&mut g, &["0505"], &["A", "B", "C"], 6);
    assert_eq!(combat(&g), c(12, 4, "3-1", 6, "Ex"));
    assert_eq!(location(&g, "X"), "eliminated");
    assert_eq!(location(&g, "A"), "eliminated");
    assert_eq!(at(&g, "B").as_deref(), Some("0604"));
    assert_eq!(at(&g, "C").as_deref(), Some("0404"));
    assert_eq!(vp(&g), (2, 3));
    // The attacker may name the units he loses, if they are enough: B.
    let mut g = exchange_position("exchange2");
    g.force_dice([6]);
    act(
        &mut g,
        &json!({"kind": "attack", "targets": ["0505"], "attackers": ["A", "B", "C"], "losses": ["B"]})
            .to_string(),
    );
    assert_eq!(location(&g, "B"), "eliminated");
    assert_eq!(at(&g, "A").as_deref(), Some("0504"));
    assert_eq!(vp(&g), (2, 8));
}

#[test]
fn rule_7_6_the_attacker_chooses_his_exchange_losses() {
    // The exchange above, with no losses named: the Union player is asked which units he
    // loses. Enough are A (3) alone or B (8) alone (A with C would spare C); the computer would
    // lose A, the player loses B.
    let mut g = exchange_position("exchange3");
    g.force_dice([6]);
    act(&mut g, &attack_json(&["0505"], &["A", "B", "C"]));
    let d = g
        .pending_decision()
        .expect("the attacker chooses his losses");
    assert_eq!(
        (d["side"].as_str(), d["rule"].as_str()),
        (Some("union"), Some("7.6"))
    );
    let values: Vec<Value> = d["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].clone())
        .collect();
    assert_eq!(values, vec![json!(["A"]), json!(["B"])]);
    assert_eq!(d["choices"][1]["label"], "lose B (8)");
    assert_eq!(g.bot_action().unwrap()["choice"], json!(["A"]));
    act(
        &mut g,
        &json!({"kind": "decide", "choice": ["B"]}).to_string(),
    );
    assert_eq!(location(&g, "B"), "eliminated");
    assert_eq!(at(&g, "A").as_deref(), Some("0504"));
    assert_eq!(vp(&g), (2, 8));
    // A and C, the victors, may advance into 0505 (7.75).
    advance(&mut g, "C", "0505");
}

// rules: 7.7, 7.71
#[test]
fn rule_7_7_and_7_71_retreat_one_hex_out_of_every_zone_of_control() {
    // X1 and X2 in 0505, attacked by A (0504): Dr. 0404 and 0604 are in A's zone; 0506, 0405
    // and 0605 are two hexes from A, all clear: X1 takes the lowest label, 0405, joining Y
    // there; that fills it, so X2 goes on to 0506: the stack splits.
    let mut g = Scenario::dg("retreat")
        .units(&[
            us("A", 16, "0504"),
            cs("X1", 2, "0505"),
            cs("X2", 2, "0505"),
            cs("Y", 2, "0405"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 2);
    assert_eq!(combat(&g), c(16, 4, "4-1", 2, "Dr"));
    assert_eq!(at(&g, "X1").as_deref(), Some("0405"));
    assert_eq!(at(&g, "X2").as_deref(), Some("0506"));
}

#[test]
fn rule_7_72_a_unit_with_no_retreat_is_eliminated() {
    // X in 0505: A (0504) and B (0506) hold two neighbours and control the other four (A:
    // 0404, 0604; B: 0405, 0605). 8 to 4 is 2-1; a 1 is Dr and X is eliminated: the Union
    // scores its 4 (17.1).
    let mut g = Scenario::dg("noretreat")
        .units(&[us("A", 4, "0504"), us("B", 4, "0506"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A", "B"], 1);
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));
    assert_eq!(location(&g, "X"), "eliminated");
    assert_eq!(vp(&g), (4, 0));
}

#[test]
fn rule_7_73_a_retreat_may_join_friends_within_the_stacking_limit() {
    // As in 7.72, but B stands in 0406 instead, controlling 0405 and 0506: 0605 is the only
    // open hex and it holds Y: X joins Y there.
    let mut g = Scenario::dg("retreatstack")
        .units(&[
            us("A", 4, "0504"),
            us("B", 4, "0406"),
            cs("X", 4, "0505"),
            cs("Y", 2, "0605"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    assert_eq!(at(&g, "X").as_deref(), Some("0605"));
    assert_eq!(at(&g, "Y").as_deref(), Some("0605"));
}

#[test]
fn rule_7_74_a_retreated_unit_adds_nothing_to_a_later_defence() {
    // A (0504) attacks X (0505) at 1-1, a 1: Dr; X retreats to 0405 (0405, 0506, 0605 are all
    // two hexes from A and from the artillery G in 0403... 0506 and 0605 are farther from G,
    // but the nearest enemy counts: A at 2 for all three, so the lowest label) and joins Y.
    // G then bombards 0405: the defence is Y's 4 only; 12 to 4 is 3-1, a 1 is De: both X and
    // Y are eliminated.
    let mut g = Scenario::dg("retreated")
        .units(&[
            us("A", 4, "0504"),
            art("G", "union", 12, "0403"),
            cs("X", 4, "0505"),
            cs("Y", 4, "0405"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 1);
    assert_eq!(at(&g, "X").as_deref(), Some("0405"));
    attack_roll(&mut g, &["0405"], &["G"], 1);
    assert_eq!(combat(&g), c(12, 4, "3-1", 1, "De"));
    assert_eq!(location(&g, "X"), "eliminated");
    assert_eq!(location(&g, "Y"), "eliminated");
}

#[test]
fn rule_7_75_one_victorious_unit_may_advance_then_neither_attacks_nor_is_attacked() {
    // A (8, 0504) attacks X (4, 0505): 2-1, a 1 is Dr; X retreats to 0405. A advances into
    // 0505; it may not attack X2 (0506), which it now touches — B (0507) attacks it alone.
    let mut g = Scenario::dg("advance")
        .units(&[
            us("A", 8, "0504"),
            us("B", 8, "0507"),
            cs("X", 4, "0505"),
            cs("X2", 2, "0506"),
        ])
        .start_at("union", "combat");
    // B touches X2 only; A touches X only.
    attack_roll(&mut g, &["0505"], &["A"], 1);
    assert_eq!(at(&g, "X").as_deref(), Some("0405"));
    refused(
        &mut g,
        &json!({"kind": "advance", "unit": "B", "to": "0505"}).to_string(),
        "7.75: only a victorious unit that took part in the last combat may advance",
    );
    refused(
        &mut g,
        &json!({"kind": "advance", "unit": "A", "to": "0404"}).to_string(),
        "7.75: the advance is into the hex vacated",
    );
    advance(&mut g, "A", "0505");
    assert_eq!(at(&g, "A").as_deref(), Some("0505"));
    refused(
        &mut g,
        &attack_json(&["0506"], &["A", "B"]),
        "7.75: A advanced after combat and may not attack again this phase",
    );
    attack_roll(&mut g, &["0506"], &["B"], 3);
    assert_eq!(combat(&g), c(8, 2, "4-1", 3, "Dr"));
}

/// A (Union, 8) in 0504; X (4) in 0506, Y (4) in 0703 and Z (4) in 0605, Confederates; 0505 a
/// victory point hex held by the Union.
fn defender_advance_position(id: &str) -> Scenario {
    Scenario::dg(id)
        .field(r#"victory = { hexes = { { hex = "0505", side = "either", vp = 5, owner = "union" } } },"#)
        .units(&[
            us("A", 8, "0504"),
            cs("X", 4, "0506"),
            cs("Y", 4, "0703"),
            cs("Z", 4, "0605"),
        ])
}

#[test]
fn rule_7_75_the_defender_advances_into_a_victory_point_hex_and_is_not_attacked_again() {
    // Confederate phase: X moves into 0505 (a victory point hex) next to A, and Y into 0603.
    // They attack A: 8 to 8, 1-1, a 4 is Ar. X retreats to 0405 and Y to 0602 (the lowest
    // labels of the hexes two away from A). A, the defender, advances into the vacated
    // victory point hex (the computer's choice for him), and Z, which now touches it, may not
    // attack it this phase.
    let mut g = defender_advance_position("defadvance").start();
    goto_phase(&mut g, "confederate", "movement");
    mv(&mut g, "X", "0505");
    assert_eq!(var(&g, "owners"), json!({"0505": "confederate"}));
    mv(&mut g, "Y", "0603");
    end_phase(&mut g);
    attack_roll(&mut g, &["0504"], &["X", "Y"], 4);
    assert_eq!(combat(&g), c(8, 8, "1-1", 4, "Ar"));
    assert_eq!(at(&g, "X").as_deref(), Some("0405"));
    assert_eq!(at(&g, "Y").as_deref(), Some("0602"));
    assert_eq!(at(&g, "A").as_deref(), Some("0505"));
    assert_eq!(var(&g, "owners"), json!({"0505": "union"}));
    refused(
        &mut g,
        &attack_json(&["0505"], &["Z"]),
        "7.75: A advanced after combat and may not be attacked again this phase",
    );
    // Nor is the attack owed when the phase ends.
    end_phase(&mut g);
    assert_eq!(events(&g, "combat_resolved").len(), 1);
}

#[test]
fn rule_7_71_the_owner_chooses_where_his_unit_retreats() {
    // A (8, 0504) attacks X (4, 0505): 2-1, a 1 is Dr. X may retreat into 0405, 0506 or 0605
    // (0404 and 0604 are in A's zone). The Confederate player is asked, in the Union's phase;
    // he picks 0605, not the computer's 0405. A hex he was not offered is refused.
    let mut g = Scenario::dg("owner_retreat")
        .units(&[us("A", 8, "0504"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    g.force_dice([1]);
    act(&mut g, &attack_json(&["0505"], &["A"]));
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));
    assert_eq!(g.acting_side(), "confederate", "the owner of X decides");
    assert_eq!(choices(&g), vec!["0405", "0506", "0605"]);
    assert_eq!(
        g.bot_action().unwrap()["choice"],
        "0405",
        "the computer would pick 0405"
    );
    refused(
        &mut g,
        &json!({"kind": "decide", "choice": "0404"}).to_string(),
        "is not one of the choices",
    );
    refused(
        &mut g,
        &attack_json(&["0505"], &["A"]),
        "confederate must first decide (7.71): Where does X retreat from 0505?",
    );
    decide(&mut g, "confederate", "7.71", "0605");
    assert_eq!(at(&g, "X").as_deref(), Some("0605"));
    assert_eq!(g.acting_side(), "union");
    // Then A may advance into the vacated hex (7.75).
    advance(&mut g, "A", "0505");
    assert_eq!(at(&g, "A").as_deref(), Some("0505"));
}

#[test]
fn rule_7_71_a_single_legal_retreat_is_taken_without_asking() {
    // As above with B (0406) controlling 0405 and 0506: only 0605 is open, so X retreats
    // there and nobody is asked.
    let mut g = Scenario::dg("one_retreat")
        .units(&[us("A", 8, "0504"), us("B", 4, "0406"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    g.force_dice([1]);
    act(&mut g, &attack_json(&["0505"], &["A"]));
    assert!(g.pending_decision().is_none());
    assert_eq!(at(&g, "X").as_deref(), Some("0605"));
}

#[test]
fn rule_7_75_the_defender_chooses_whether_and_where_to_advance() {
    // The position of the defender's advance below: X and Y attack A at 1-1 and roll a 4, Ar;
    // X retreats to 0405 and Y to 0602 (the computer's choices, made for the Confederate
    // player), vacating 0505 (a victory point hex) and 0603. The Union player is asked; the
    // computer would take the victory point hex, but he advances into 0603 instead. Asked
    // again in another game, he declines to advance at all.
    let position = defender_advance_position("defchoice");
    for (choice, hex) in [("A to 0603", "0603"), ("none", "0504")] {
        let mut g = position.start();
        goto_phase(&mut g, "confederate", "movement");
        mv(&mut g, "X", "0505");
        mv(&mut g, "Y", "0603");
        end_phase(&mut g);
        g.force_dice([4]);
        act(&mut g, &attack_json(&["0504"], &["X", "Y"]));
        // The attackers' own retreats first (each asked of the Confederate player).
        while g.pending_decision().unwrap()["kind"] == "retreat" {
            let a = g.bot_action().unwrap();
            g.apply(a).unwrap();
        }
        assert_eq!(
            g.acting_side(),
            "union",
            "the defender decides in the enemy's phase"
        );
        assert_eq!(choices(&g), vec!["none", "A to 0505", "A to 0603"]);
        assert_eq!(g.bot_action().unwrap()["choice"], "A to 0505");
        decide(&mut g, "union", "7.75", choice);
        assert_eq!(at(&g, "A").as_deref(), Some(hex));
        assert_eq!(g.acting_side(), "confederate");
    }
}

#[test]
fn rule_7_81_the_owner_chooses_which_friend_is_displaced_and_where_it_goes() {
    // The displacement position below: X's only way out is 0605, full with Y1 and Y2. The
    // Confederate player chooses to displace Y2 (the computer displaces Y1), then where Y2
    // goes (7.82): of 0606, 0705 and 0706 he picks 0606.
    let mut g = Scenario::dg("displace_choice")
        .units(&[
            us("A", 4, "0504"),
            us("B", 4, "0406"),
            cs("X", 4, "0505"),
            cs("Y1", 2, "0605"),
            cs("Y2", 2, "0605"),
        ])
        .start_at("union", "combat");
    g.force_dice([1]);
    act(&mut g, &attack_json(&["0505"], &["A"]));
    assert_eq!(
        choices(&g),
        vec!["0605 displacing Y1", "0605 displacing Y2"]
    );
    decide(&mut g, "confederate", "7.71", "0605 displacing Y2");
    let mut displaced = choices(&g);
    displaced.sort();
    assert_eq!(displaced, vec!["0606", "0705", "0706"]);
    decide(&mut g, "confederate", "7.82", "0606");
    assert_eq!(at(&g, "Y2").as_deref(), Some("0606"));
    assert_eq!(at(&g, "Y1").as_deref(), Some("0605"));
    assert_eq!(at(&g, "X").as_deref(), Some("0605"));
    assert!(g.pending_decision().is_none());
}

#[test]
fn rule_7_76_only_one_unit_advances() {
    // A (0505) and B (0606) attack X1 (0506) and X2 (0605): 16 to 4, 4-1; a 1 is De. Both
    // hexes are vacated; A advances into 0506; B may not advance too.
    let mut g = Scenario::dg("oneadvance")
        .units(&[
            us("A", 8, "0505"),
            us("B", 8, "0606"),
            cs("X1", 2, "0506"),
            cs("X2", 2, "0605"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0506", "0605"], &["A", "B"], 1);
    assert_eq!(combat(&g), c(16, 4, "4-1", 1, "De"));
    advance(&mut g, "A", "0506");
    refused(
        &mut g,
        &json!({"kind": "advance", "unit": "B", "to": "0605"}).to_string(),
        "7.75: no hex was vacated by the last combat",
    );
}

// rules: 7.8, 7.81
#[test]
fn rule_7_8_and_7_81_displacement_when_no_other_retreat_is_open() {
    // X (0505) is attacked by A (0504), 4 to 4, 1-1; a 1 is Dr. A controls 0404 and 0604; B
    // (0406, not touching 0505) controls 0405 and 0506; the only open neighbour is 0605, full
    // with Y1 and Y2. X displaces Y1 (one for one), which retreats to 0706 (three hexes from
    // A and B; 0606 and 0705 are two), and X takes its place.
    let mut g = Scenario::dg("displace")
        .units(&[
            us("A", 4, "0504"),
            us("B", 4, "0406"),
            cs("X", 4, "0505"),
            cs("Y1", 2, "0605"),
            cs("Y2", 2, "0605"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    assert_eq!(at(&g, "Y1").as_deref(), Some("0706"));
    assert_eq!(at(&g, "Y2").as_deref(), Some("0605"));
    assert_eq!(at(&g, "X").as_deref(), Some("0605"));
    assert!(
        notes(&g)
            .iter()
            .any(|n| n == "7.82: Y1 is displaced from 0605 to 0706"),
        "{:?}",
        notes(&g)
    );
}

/// 7.8 "chains allowed": on a one-hex-wide strip X (0102) is driven back from A (0101); every
/// hex behind it to 0107 holds two friends, so the retreat goes on as a chain of five
/// displacements, each displaced unit retreating one hex further, the last into empty 0108.
#[test]
fn rule_7_8_displacement_chains_of_any_length() {
    let mut units = vec![us("A", 4, "0101"), cs("X", 4, "0102")];
    for r in 3..=7 {
        units.push(cs(&format!("Y{r}a"), 1, &format!("01{r:02}")));
        units.push(cs(&format!("Y{r}b"), 1, &format!("01{r:02}")));
    }
    let mut g = Scenario::dg("chain")
        .size(1, 10)
        .units(&units)
        .start_at("union", "combat");
    attack_roll(&mut g, &["0102"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    while g.pending_decision().is_some() {
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
    assert_eq!(
        at(&g, "X").as_deref(),
        Some("0103"),
        "X retreats, displacing"
    );
    let displaced = notes(&g)
        .iter()
        .filter(|n| n.starts_with("7.82:") && n.contains("is displaced from"))
        .count();
    assert_eq!(displaced, 5, "{:?}", notes(&g));
    let in_0108 = ["a", "b"]
        .iter()
        .filter(|x| at(&g, &format!("Y7{x}")).as_deref() == Some("0108"))
        .count();
    assert_eq!(in_0108, 1, "the chain's last unit in the empty hex");
}

#[test]
fn rule_7_82_a_displaced_unit_that_cannot_retreat_eliminates_the_retreating_unit() {
    // As before, with C (0806), D (0607) and E (0804) controlling 0706, 0606 and 0705: Y1 and
    // Y2 have nowhere to go, so X is eliminated instead and they stay.
    let mut g = Scenario::dg("displacefail")
        .units(&[
            us("A", 4, "0504"),
            us("B", 4, "0406"),
            us("C", 4, "0806"),
            us("D", 4, "0607"),
            us("E", 4, "0804"),
            cs("X", 4, "0505"),
            cs("Y1", 2, "0605"),
            cs("Y2", 2, "0605"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    assert_eq!(location(&g, "X"), "eliminated");
    assert_eq!(at(&g, "Y1").as_deref(), Some("0605"));
    assert_eq!(at(&g, "Y2").as_deref(), Some("0605"));
}

#[test]
fn rule_7_9_the_attacker_may_announce_lower_odds() {
    // 12 to 4 is 3-1 (a 1 there would be De); announced as 1-1, a 1 is Dr.
    let mut g = Scenario::dg("lower")
        .units(&[us("A", 12, "0504"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    refused(
        &mut g,
        &json!({"kind": "attack", "targets": ["0505"], "attackers": ["A"], "odds": "4-1"})
            .to_string(),
        "7.9: the odds are 3-1; the attacker may only announce lower odds",
    );
    g.force_dice([1]);
    act(
        &mut g,
        &json!({"kind": "attack", "targets": ["0505"], "attackers": ["A"], "odds": "1-1"})
            .to_string(),
    );
    assert_eq!(combat(&g), c(12, 4, "1-1", 1, "Dr"));
    assert_eq!(location(&g, "X"), "map");
}

// ---------------------------------------------------------------------------------------------
// 8. Artillery
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_8_0_artillery_bombards_two_or_three_hexes_away() {
    // G (4) in 0503 bombards X (4) in 0505, two hexes down the column: 1-1, a 1 is Dr; X
    // retreats, G stays.
    let mut g = Scenario::dg("bombard")
        .units(&[art("G", "union", 4, "0503"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["G"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    assert_ne!(at(&g, "X").as_deref(), Some("0505"));
    assert_eq!(at(&g, "G").as_deref(), Some("0503"));
}

#[test]
fn rule_8_11_artillery_is_never_forced_to_bombard() {
    // G could bombard X; the phase ends without it and nothing happens.
    let mut g = Scenario::dg("noforce")
        .units(&[art("G", "union", 4, "0503"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    end_phase(&mut g);
    assert!(events(&g, "combat_resolved").is_empty());
    assert_eq!(cursor(&g), ("movement".into(), "confederate".into(), 1));
}

#[test]
fn rule_8_12_bombardment_range_is_two_or_three_hexes() {
    // 0505 → 0508 is three hexes (a 1 at 1-1: Dr); 0505 → 0509 is four.
    let mut g = Scenario::dg("range")
        .units(&[
            art("G", "union", 4, "0505"),
            cs("X", 4, "0508"),
            cs("Y", 4, "0509"),
        ])
        .start_at("union", "combat");
    refused(
        &mut g,
        &attack_json(&["0509"], &["G"]),
        "8.12/8.3: G is not within two or three hexes of 0509",
    );
    attack_roll(&mut g, &["0508"], &["G"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
}

#[test]
fn rule_8_13_bombardment_alone_attacks_a_single_hex() {
    let mut g = Scenario::dg("onehex")
        .units(&[
            art("G", "union", 4, "0505"),
            cs("X", 4, "0507"),
            cs("Y", 4, "0607"),
        ])
        .start_at("union", "combat");
    refused(
        &mut g,
        &attack_json(&["0507", "0607"], &["G"]),
        "8.13: artillery bombarding alone attacks a single hex",
    );
}

#[test]
fn rule_8_14_stacked_artillery_bombards_the_same_hex() {
    // G1 and G2 share 0505; G1 bombards X (0507); G2 may not then bombard Y (0503).
    let mut g = Scenario::dg("sametarget")
        .units(&[
            art("G1", "union", 4, "0505"),
            art("G2", "union", 4, "0505"),
            cs("X", 4, "0507"),
            cs("Y", 4, "0503"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0507"], &["G1"], 4);
    refused(
        &mut g,
        &attack_json(&["0503"], &["G2"]),
        "8.14: artillery in 0505 has already bombarded another target this phase",
    );
}

#[test]
fn rule_8_15_bombarding_artillery_suffers_no_result() {
    // G (2) bombards X (10): 1-5, a 4 is Ae — but G is not affected.
    let mut g = Scenario::dg("immune")
        .units(&[art("G", "union", 2, "0503"), cs("X", 10, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["G"], 4);
    assert_eq!(combat(&g), c(2, 10, "1-5", 4, "Ae"));
    assert_eq!(at(&g, "G").as_deref(), Some("0503"));
    assert_eq!(vp(&g), (0, 0));
}

#[test]
fn rule_8_16_bombarding_artillery_may_take_an_ar() {
    // G (4) bombards X (8): 1-2, a 3 is Ar; the Union player chooses to retreat G to 0402
    // (named, 7.71).
    let mut g = Scenario::dg("volretreat")
        .units(&[art("G", "union", 4, "0503"), cs("X", 8, "0505")])
        .start_at("union", "combat");
    g.force_dice([3]);
    act(
        &mut g,
        &json!({"kind": "attack", "targets": ["0505"], "attackers": ["G"], "artillery_retreat": true, "retreats": {"G": "0402"}})
            .to_string(),
    );
    assert_eq!(combat(&g), c(4, 8, "1-2", 3, "Ar"));
    assert_eq!(at(&g, "G").as_deref(), Some("0402"));
}

// rules: 8.2, 8.21
#[test]
fn rule_8_2_and_8_21_bombardment_adds_to_an_adjacent_attack() {
    // A (4, adjacent) and G (4, two hexes away) attack X (4): 8 to 4, 2-1; a 1 is Dr.
    let mut g = Scenario::dg("combined")
        .units(&[
            us("A", 4, "0504"),
            art("G", "union", 4, "0703"),
            cs("X", 4, "0505"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A", "G"], 1);
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));
}

#[test]
fn rule_8_22_artillery_needs_range_to_only_one_of_several_hexes() {
    // A (0505) attacks X1 (0506) and X2 (0605) with G in 0308: three hexes from X1 (by 0307,
    // 0406), four from X2. In range of one defending hex is enough: 4 + 4 = 8 to 8, 1-1; a
    // 1 is Dr.
    let mut g = Scenario::dg("multirange")
        .units(&[
            us("A", 4, "0505"),
            art("G", "union", 4, "0308"),
            cs("X1", 4, "0506"),
            cs("X2", 4, "0605"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0506", "0605"], &["A", "G"], 1);
    assert_eq!(combat(&g), c(8, 8, "1-1", 1, "Dr"));
}

#[test]
fn rule_8_23_adjacent_units_suffer_the_result_the_bombarding_artillery_does_not() {
    // A (2) with G (2) against X (16): 4 to 16, 1-4; a 5 is Ae: A is eliminated, G is not.
    let mut g = Scenario::dg("combinedae")
        .units(&[
            us("A", 2, "0504"),
            art("G", "union", 2, "0503"),
            cs("X", 16, "0505"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A", "G"], 5);
    assert_eq!(combat(&g), c(4, 16, "1-4", 5, "Ae"));
    assert_eq!(location(&g, "A"), "eliminated");
    assert_eq!(at(&g, "G").as_deref(), Some("0503"));
}

// rules: 8.3, 8.31
#[test]
fn rule_8_3_and_8_31_forest_between_blocks_the_line_of_sight() {
    // The line from 0503 to 0505 runs through the centre of 0504: forest there blocks it.
    let mut g = Scenario::dg("los")
        .map_extra(r#"hexes = { forest = { "0504" } },"#)
        .units(&[art("G", "union", 4, "0503"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    refused(&mut g, &attack_json(&["0505"], &["G"]), "8.12/8.3");
}

#[test]
fn rule_8_32_a_line_along_a_hexside_is_blocked_only_if_both_hexes_block() {
    // From 0505 to 0606 the line runs along the hexside between 0506 and 0605: forest in
    // 0506 alone does not block; forest in both does.
    let mut g = Scenario::dg("hexsidelos")
        .map_extra(r#"hexes = { forest = { "0506" } },"#)
        .units(&[art("G", "union", 4, "0505"), cs("X", 4, "0606")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0606"], &["G"], 4);
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
    let mut g = Scenario::dg("hexsidelos2")
        .map_extra(r#"hexes = { forest = { "0506", "0605" } },"#)
        .units(&[art("G", "union", 4, "0505"), cs("X", 4, "0606")])
        .start_at("union", "combat");
    refused(&mut g, &attack_json(&["0606"], &["G"]), "8.12/8.3");
}

#[test]
fn rule_8_33_forest_rough_blocks_rough_does_not() {
    let mut g = Scenario::dg("roughlos")
        .map_extra(r#"hexes = { rough = { "0504" }, forest_rough = { "0704" } },"#)
        .units(&[
            art("G", "union", 4, "0503"),
            art("H", "union", 4, "0703"),
            cs("X", 4, "0505"),
            cs("Y", 4, "0705"),
        ])
        .start_at("union", "combat");
    refused(&mut g, &attack_json(&["0705"], &["H"]), "8.12/8.3");
    attack_roll(&mut g, &["0505"], &["G"], 4);
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
}

#[test]
fn rule_8_34_the_firers_and_targets_hexes_never_block() {
    // G in forest fires at X in forest-rough across clear 0504: the line is clear. X defends
    // doubled in forest-rough (9.0): 4 to 8, 1-2; a 4 is Ar.
    let mut g = Scenario::dg("endslos")
        .map_extra(r#"hexes = { forest = { "0503" }, forest_rough = { "0505" } },"#)
        .units(&[art("G", "union", 4, "0503"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["G"], 4);
    assert_eq!(combat(&g), c(4, 8, "1-2", 4, "Ar"));
}

#[test]
fn rule_8_35_units_never_block_the_line_of_sight() {
    // The line from G (0502) to X (0505), three hexes down the column, passes through F's
    // hex 0503 and through 0504: F does not block it.
    let mut g = Scenario::dg("unitslos")
        .units(&[
            art("G", "union", 4, "0502"),
            us("F", 4, "0503"),
            cs("X", 4, "0505"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["G"], 4);
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
}

#[test]
fn rule_8_41_artillery_in_an_enemy_zone_of_control_may_not_bombard() {
    // G in 0504 touches X (0505): it may not bombard Y (0502, two hexes up); it attacks X
    // normally, as infantry would: 4 to 4, 1-1; a 1 is Dr.
    let mut g = Scenario::dg("artzoc")
        .units(&[
            art("G", "union", 4, "0504"),
            cs("X", 4, "0505"),
            cs("Y", 4, "0502"),
        ])
        .start_at("union", "combat");
    refused(
        &mut g,
        &attack_json(&["0502"], &["G"]),
        "8.41: G is in an enemy zone of control: it must attack normally",
    );
    attack_roll(&mut g, &["0505"], &["G"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
}

#[test]
fn rule_8_45_artillery_across_a_creek_from_its_only_adjacent_enemy_may_bombard() {
    // G in 0402 and X in 0503 are across a creek hexside (not the bridge, 0403/0503): no zone
    // of control, no contact. G may bombard X (next to it) — the creek doubles X (9.0): 4 to
    // 8, 1-2; a 1 is Dr.
    let mut g = Scenario::dg("creekart")
        .map_extra(&dg::creek())
        .units(&[art("G", "union", 4, "0402"), cs("X", 4, "0503")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0503"], &["G"], 1);
    assert_eq!(combat(&g), c(4, 8, "1-2", 1, "Dr"));
}

#[test]
fn rule_8_51_artillery_never_adds_to_another_units_defence() {
    // Confederate phase: X moves next to A (4) in 0504 and attacks it; the Union artillery G
    // in 0403, beside A but not beside X, adds nothing: 8 to 4, 2-1; a 1 is Dr.
    let mut g = Scenario::dg("artdef")
        .units(&[
            us("A", 4, "0504"),
            art("G", "union", 4, "0403"),
            cs("X", 8, "0506"),
        ])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    mv(&mut g, "X", "0505");
    end_phase(&mut g);
    attack_roll(&mut g, &["0504"], &["X"], 1);
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));
}

#[test]
fn rule_8_52_attacked_artillery_suffers_results_normally() {
    // X attacks the artillery G alone in 0504: 8 to 2, 4-1; a 1 is De.
    let mut g = Scenario::dg("artattacked")
        .units(&[art("G", "union", 2, "0504"), cs("X", 8, "0506")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    mv(&mut g, "X", "0505");
    end_phase(&mut g);
    attack_roll(&mut g, &["0504"], &["X"], 1);
    assert_eq!(combat(&g), c(8, 2, "4-1", 1, "De"));
    assert_eq!(location(&g, "G"), "eliminated");
}

// ---------------------------------------------------------------------------------------------
// 9. Terrain effects chart
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_9_0_defence_doubled_in_rough_and_forest_rough_not_forest() {
    for (terrain, d) in [
        ("rough", 8),
        ("forest_rough", 8),
        ("forest", 4),
        ("clear", 4),
    ] {
        let mut g = Scenario::dg(&format!("tec_{terrain}"))
            .map_extra(&format!(r#"hexes = {{ {terrain} = {{ "0505" }} }},"#))
            .units(&[us("A", 8, "0504"), cs("X", 4, "0505")])
            .start_at("union", "combat");
        attack_roll(&mut g, &["0505"], &["A"], 4);
        assert_eq!(combat(&g).1, d, "{terrain}");
    }
}

#[test]
fn rule_9_0_defence_doubled_when_every_adjacent_attacker_crosses_a_bridge_or_ford() {
    // X in 0503: A attacks over the bridge (0403/0503): doubled, 4 to 8, 1-2. With B in 0603
    // (no creek between) as well, not doubled: 8 to 4, 2-1. With the artillery G (two hexes
    // away, 0303) added to A's attack, still doubled: bombardment does not count either way.
    let mut g = Scenario::dg("tec_bridge")
        .map_extra(&dg::creek())
        .units(&[us("A", 4, "0403"), cs("X", 4, "0503")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0503"], &["A"], 4);
    assert_eq!(combat(&g), c(4, 8, "1-2", 4, "Ar"));
    let mut g = Scenario::dg("tec_bridge2")
        .map_extra(&dg::creek())
        .units(&[us("A", 4, "0403"), us("B", 4, "0603"), cs("X", 4, "0503")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0503"], &["A", "B"], 4);
    assert_eq!(combat(&g), c(8, 4, "2-1", 4, "Dr"));
    let mut g = Scenario::dg("tec_bridge3")
        .map_extra(&dg::creek())
        .units(&[
            us("A", 4, "0403"),
            art("G", "union", 4, "0303"),
            cs("X", 4, "0503"),
        ])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0503"], &["A", "G"], 4);
    assert_eq!(combat(&g), c(8, 8, "1-1", 4, "Ar"));
}

#[test]
fn rule_9_0_no_normal_attack_across_a_creek_hexside() {
    // A in 0402 is across a creek hexside from X in 0503: it may not attack it.
    let mut g = Scenario::dg("tec_creek")
        .map_extra(&dg::creek())
        .units(&[us("A", 4, "0402"), cs("X", 4, "0503")])
        .start_at("union", "combat");
    refused(&mut g, &attack_json(&["0503"], &["A"]), "7.25");
}

// ---------------------------------------------------------------------------------------------
// 10. Night
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_10_0_turn_nine_of_the_campaign_is_night() {
    // The campaign's night turn is 9; on a night turn the combat phase passes at once.
    let g = Scenario::of(dg::RS, "chickamauga").start();
    assert_eq!(var(&g, "night_turns"), json!([9]));
    let mut g = Scenario::dg("night")
        .turns(2)
        .var("night_turns", "{ 2 }")
        .units(&[us("A", 4, "0101"), cs("X", 4, "1010")])
        .start();
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("combat".into(), "union".into(), 1));
    next_turn(&mut g);
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("movement".into(), "confederate".into(), 2));
}

#[test]
fn rule_10_1_no_combat_at_night() {
    // A and X are adjacent on a night turn: no attack is owed or made.
    let mut g = Scenario::dg("nightcombat")
        .turns(1)
        .var("night_turns", "{ 1 }")
        .units(&[us("A", 4, "0504"), cs("X", 4, "0505")])
        .start();
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("movement".into(), "confederate".into(), 1));
    end_phase(&mut g);
    assert!(events(&g, "combat_resolved").is_empty());
    assert!(g.is_over());
}

#[test]
fn rule_10_2_no_entering_an_enemy_zone_of_control_at_night() {
    let mut g = Scenario::dg("nightzoc")
        .turns(1)
        .var("night_turns", "{ 1 }")
        .units(&[us("A", 4, "0501"), cs("X", 4, "0505")])
        .start();
    refused(
        &mut g,
        &move_json("A", "0504"),
        "10.2: no unit may enter an enemy zone of control during a night turn",
    );
    assert_eq!(move_cost(&mut g, "A", "0503"), "2");
    // Nor may a reinforcement enter the map in one: X in 0509 controls the scheduled 0510, so
    // R may enter at one of the nearest map-edge hexes, 0410 or 0610 (15.5).
    let mut g = entry_position("nightentry")
        .turns(1)
        .var("night_turns", "{ 1 }")
        .units(&[
            cs("X", 4, "0509"),
            due("R", "union", "infantry", 4, 1, "union_entry"),
        ])
        .start();
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R", "hex": "0510"}).to_string(),
        "15.5: its scheduled location is blocked: R may enter at the nearest map-edge hex (0410 or 0610)",
    );
    enter(&mut g, "R", "0410");
}

// ---------------------------------------------------------------------------------------------
// 11. Attack Effectiveness (option)
// ---------------------------------------------------------------------------------------------

// rules: 11.0, 11.1
#[test]
fn rule_11_0_and_11_1_an_attacker_that_suffers_an_ar_becomes_ineffective() {
    // A attacks X at 1-1 and rolls a 4: Ar. With the option A is ineffective; without it, not.
    let mut g = Scenario::dg("ae")
        .turns(12)
        .option("attack_effectiveness", json!(true))
        .units(&[us("A", 4, "0504"), cs("X", 4, "0505")])
        .start();
    goto_phase(&mut g, "union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 4);
    assert_eq!(statuses(&g, "A"), ["ineffective"]);
    let mut g = Scenario::dg("noae")
        .units(&[us("A", 4, "0504"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 4);
    assert!(statuses(&g, "A").is_empty());
}

#[test]
fn rule_11_2_ineffective_units_neither_attack_nor_enter_enemy_zones_of_control() {
    // A attacks X at 1-1 and rolls a 4: Ar; it retreats, ineffective, to 0403. On turn 2 it
    // may not move back next to X (0404); B moves next to X and must attack it; A may not
    // join the attack.
    let mut g = Scenario::dg("ae2")
        .turns(12)
        .option("attack_effectiveness", json!(true))
        .units(&[us("A", 4, "0504"), us("B", 4, "0705"), cs("X", 4, "0505")])
        .start();
    goto_phase(&mut g, "union", "combat");
    // B (0705) does not touch X (0505): A attacks alone.
    attack_roll(&mut g, &["0505"], &["A"], 4);
    assert_eq!(at(&g, "A").as_deref(), Some("0403"));
    next_turn(&mut g);
    refused(
        &mut g,
        &move_json("A", "0404"),
        "11.2: A is ineffective and may not enter an enemy zone of control",
    );
    mv(&mut g, "B", "0604");
    end_phase(&mut g);
    refused(
        &mut g,
        &attack_json(&["0505"], &["A", "B"]),
        "11.2: A is ineffective and may not attack",
    );
}

#[test]
fn rule_11_31_an_ineffective_unit_in_an_enemy_zone_of_control_retreats() {
    // A starts ineffective next to X: at the start of the Union combat phase it retreats out
    // of X's zone (to 0403, the lowest of the hexes two away from X) and owes no attack.
    let mut g = Scenario::dg("ae3").units(&[
            r#"{ key = "A", side = "union", type = "infantry", strength = 4, hex = "0504", status = { "ineffective" } },"#.to_string(),
            cs("X", 4, "0505"),
        ]).option("attack_effectiveness", json!(true)).start();
    refused(&mut g, &move_json("A", "0503"), "5.13/6.3");
    end_phase(&mut g);
    assert_eq!(at(&g, "A").as_deref(), Some("0403"));
    end_phase(&mut g);
    assert!(events(&g, "combat_resolved").is_empty());
}

#[test]
fn rule_11_4_ineffective_units_recover_at_the_end_of_the_night_turn() {
    let mut g = Scenario::dg("ae4")
        .turns(12)
        .var("night_turns", "{ 2 }")
        .option("attack_effectiveness", json!(true))
        .units(&[us("A", 4, "0504"), cs("X", 4, "0505")])
        .start();
    goto_phase(&mut g, "union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 4);
    assert_eq!(statuses(&g, "A"), ["ineffective"]);
    next_turn(&mut g);
    assert_eq!(statuses(&g, "A"), ["ineffective"]);
    next_turn(&mut g);
    assert!(statuses(&g, "A").is_empty(), "after night turn 2");
}

// ---------------------------------------------------------------------------------------------
// 14. Deployment; 15. Reinforcements
// ---------------------------------------------------------------------------------------------

/// The printed deployment (14.1, 14.2): key, strength, hex.
const UNION_SETUP: [(&str, i32, &str); 14] = [
    ("1/1/XIV", 5, "1317"),
    ("2/1/XIV", 5, "1319"),
    ("3/1/XIV", 5, "1318"),
    ("1/3/XIV", 4, "1413"),
    ("2/3/XIV", 5, "1414"),
    ("3/3/XIV", 5, "1315"),
    ("Wilder", 8, "1022"),
    ("2/4/XIV", 5, "0822"),
    ("1/2 Cav", 5, "2011"),
    ("1/1/XXI", 4, "1127"),
    ("3/1/XXI", 4, "1227"),
    ("1/1/Res", 6, "0302"),
    ("2/1/Res", 4, "0402"),
    ("2/2/Res", 5, "1505"),
];

const CONFEDERATE_SETUP: [(&str, i32, &str); 32] = [
    ("Wood", 5, "2026"),
    ("Polk", 5, "2027"),
    ("Fulton", 3, "2022"),
    ("Brown", 4, "1726"),
    ("Bates", 4, "1825"),
    ("Clayton", 4, "1926"),
    ("Gracie", 7, "1526"),
    ("Trigg", 4, "1527"),
    ("Kelly", 3, "1626"),
    ("Gregg", 4, "2517"),
    ("McNair", 4, "2317"),
    ("Kershaw", 4, "1721"),
    ("Humphrey", 3, "1921"),
    ("Law", 4, "1821"),
    ("Robertson", 3, "2316"),
    ("Anderson", 4, "1722"),
    ("Benning", 3, "1922"),
    ("Jackson", 4, "1820"),
    ("Maney", 3, "1920"),
    ("Smith", 4, "1620"),
    ("Wright", 4, "1720"),
    ("Strahl", 3, "2020"),
    ("3 Arty", 5, "2120"),
    ("Gist", 5, "2017"),
    ("Ector", 5, "2118"),
    ("Wilson", 5, "2218"),
    ("Liddell", 4, "2422"),
    ("Walthall", 4, "2421"),
    ("Armstrong", 3, "2212"),
    ("Davidson", 3, "2411"),
    ("Forrest", 6, "2015"),
    ("Scott", 6, "2314"),
];

/// The printed reinforcement schedule (15.51, 15.52): key, strength, turn.
const UNION_REINFORCEMENTS: [(&str, i32, u64); 26] = [
    ("1/2/XIV", 5, 2),
    ("2/2/XIV", 4, 2),
    ("3/2/XIV", 5, 2),
    ("XIV Arty", 3, 2),
    ("3/4/XIV", 5, 2),
    ("1/2/XXI", 4, 2),
    ("2/2/XXI", 5, 2),
    ("3/2/XXI", 5, 2),
    ("1/3/XXI", 4, 2),
    ("2/3/XXI", 4, 2),
    ("3/3/XXI", 4, 2),
    ("XXI Arty", 3, 2),
    ("2/1/XX", 5, 5),
    ("3/1/XX", 5, 5),
    ("1/2/XX", 5, 5),
    ("2/2/XX", 5, 5),
    ("3/2/XX", 5, 5),
    ("1/3/XX", 5, 5),
    ("2/3/XX", 5, 5),
    ("3/3/XX", 5, 5),
    ("XX Arty", 3, 5),
    ("1/1 Cav", 4, 6),
    ("3/1 Cav", 4, 6),
    ("2/1 Cav", 4, 6),
    ("Supply Train", 1, 7),
    ("2/2 Cav", 4, 8),
];

const CONFEDERATE_REINFORCEMENTS: [(&str, i32, u64); 14] = [
    ("Deshler", 5, 2),
    ("Helm", 4, 2),
    ("Adams", 4, 2),
    ("Stovall", 3, 2),
    ("2 Arty", 4, 2),
    ("Deas", 6, 2),
    ("Anderson (Hindman)", 6, 2),
    ("Manigault", 6, 2),
    ("1 Arty", 3, 2),
    ("Crews", 3, 5),
    ("Russell", 2, 5),
    ("Morgan", 4, 5),
    ("Harrison", 5, 5),
    ("Rodney", 4, 8),
];

fn side_of(g: &Game, key: &str) -> String {
    g.with_world(|w| {
        let id = w.state.unit_by_key(key).unwrap();
        w.catalog.sides[w.state.units[id as usize].side].id.clone()
    })
}

fn arrives(g: &Game, key: &str) -> Value {
    g.with_world(|w| {
        let id = w.state.unit_by_key(key).unwrap();
        w.state.units[id as usize]
            .props
            .get("arrives")
            .cloned()
            .unwrap_or(Value::Null)
    })
}

#[test]
fn rule_14_1_union_units_set_up_in_the_hexes_noted() {
    let g = Scenario::of(dg::RS, "chickamauga").start();
    for (key, s, hex) in UNION_SETUP {
        assert_eq!(unit(&g, key), (s, Some(hex.to_string())), "{key}");
        assert_eq!(side_of(&g, key), "union");
    }
    let on_map = g.with_world(|w| {
        w.state
            .units
            .iter()
            .filter(|u| u.side == 0 && u.hex().is_some())
            .count()
    });
    assert_eq!(on_map, 14);
}

#[test]
fn rule_14_2_confederate_units_set_up_in_the_hexes_noted() {
    let g = Scenario::of(dg::RS, "chickamauga").start();
    for (key, s, hex) in CONFEDERATE_SETUP {
        assert_eq!(unit(&g, key), (s, Some(hex.to_string())), "{key}");
        assert_eq!(side_of(&g, key), "confederate");
    }
    let on_map = g.with_world(|w| {
        w.state
            .units
            .iter()
            .filter(|u| u.side == 1 && u.hex().is_some())
            .count()
    });
    assert_eq!(on_map, 32);
}

#[test]
fn rule_14_3_the_union_player_is_the_first_player() {
    let g = Scenario::of(dg::RS, "chickamauga").start();
    assert_eq!(cursor(&g), ("movement".into(), "union".into(), 1));
}

#[test]
fn rule_15_51_union_reinforcement_schedule() {
    let g = Scenario::of(dg::RS, "chickamauga").start();
    for (key, s, turn) in UNION_REINFORCEMENTS {
        assert_eq!(unit(&g, key), (s, None), "{key}");
        assert_eq!(location(&g, key), "pending");
        assert_eq!(
            arrives(&g, key),
            json!({"turn": turn, "area": "union_entry"}),
            "{key}"
        );
    }
}

#[test]
fn rule_15_52_confederate_reinforcement_schedule() {
    let g = Scenario::of(dg::RS, "chickamauga").start();
    for (key, s, turn) in CONFEDERATE_REINFORCEMENTS {
        assert_eq!(unit(&g, key), (s, None), "{key}");
        assert_eq!(location(&g, key), "pending");
        assert_eq!(
            arrives(&g, key),
            json!({"turn": turn, "area": "confederate_entry"}),
            "{key}"
        );
    }
}

/// A position on a 10 × 10 map whose Union entry is 0510 and whose map edge (for 15.5) is the
/// bottom row.
fn entry_position(id: &str) -> Scenario {
    Scenario::dg(id).map_extra(
        r#"areas = { union_entry = { "0510" }, map_edge = { "0110", "0210", "0310", "0410", "0510", "0610", "0710", "0810", "0910", "1010" } },"#,
    )
}

// rules: 15.4
#[test]
fn rule_15_0_reinforcements_enter_one_at_a_time_at_one_two_three_mp() {
    // Seven units due on turn 1 at 0510. The first pays 1 MP to enter and has 5 left (0510 →
    // 0505 is five hexes up the column); the second pays 2 and has 4; ... the seventh would
    // need 7 MP.
    let mut units = vec![cs("X", 4, "1001")];
    for i in 1..=7 {
        units.push(due(
            &format!("R{i}"),
            "union",
            "infantry",
            4,
            1,
            "union_entry",
        ));
    }
    let mut g = entry_position("column").units(&units).start();
    enter(&mut g, "R1", "0510");
    assert_eq!(at(&g, "R1").as_deref(), Some("0510"));
    refused(&mut g, &move_json("R1", "0504"), "5.21");
    assert_eq!(move_cost(&mut g, "R1", "0505"), "5");
    enter(&mut g, "R2", "0510");
    refused(&mut g, &move_json("R2", "0505"), "5.21");
    assert_eq!(move_cost(&mut g, "R2", "0506"), "4");
    for (i, to) in [(3, "0507"), (4, "0508"), (5, "0509")] {
        enter(&mut g, &format!("R{i}"), "0510");
        mv(&mut g, &format!("R{i}"), to);
    }
    enter(&mut g, "R6", "0510");
    assert!(
        notes(&g)
            .iter()
            .any(|n| n == "15.0: R6 enters at 0510, the sixth at that hex this turn: 6 MP spent")
    );
    refused(&mut g, &move_json("R6", "0610"), "5.21");
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R7", "hex": "0510"}).to_string(),
        "15.0: 6 reinforcements have entered at 0510 this turn; the next would need 7 MP",
    );
}

#[test]
fn rule_15_0_not_into_an_enemy_hex_but_into_an_enemy_zone_of_control() {
    // X in 0509 controls 0510: R enters there and, in X's zone, may not move on (5.13).
    let mut g = entry_position("entryzoc")
        .units(&[
            cs("X", 4, "0509"),
            due("R", "union", "infantry", 4, 1, "union_entry"),
        ])
        .start();
    enter(&mut g, "R", "0510");
    refused(&mut g, &move_json("R", "0410"), "5.13/6.3");
    // Not before its turn, and not the other side's.
    let mut g = entry_position("entryturn")
        .units(&[
            cs("X", 4, "0101"),
            due("R", "union", "infantry", 4, 2, "union_entry"),
        ])
        .start();
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R", "hex": "0510"}).to_string(),
        "15.51/15.52: R is due on turn 2",
    );
}

#[test]
fn rule_15_3_reinforcements_may_be_delayed() {
    // R, due on turn 1, is held back; it enters on turn 2 as the first of that turn (1 MP).
    let mut g = entry_position("delay")
        .units(&[
            cs("X", 4, "0101"),
            due("R", "union", "infantry", 4, 1, "union_entry"),
        ])
        .start();
    next_turn(&mut g);
    assert_eq!(location(&g, "R"), "pending");
    enter(&mut g, "R", "0510");
    assert_eq!(move_cost(&mut g, "R", "0505"), "5");
}

#[test]
fn rule_15_5_a_blocked_reinforcement_may_enter_at_the_nearest_map_edge_hex() {
    // X holds 0510. R may not enter there; the nearest map-edge hexes are 0410 and 0610 (one
    // hex away), at the player's choice; 0310 is farther.
    let units = [
        cs("X", 4, "0510"),
        due("R", "union", "infantry", 4, 1, "union_entry"),
    ];
    let mut g = entry_position("blocked").units(&units).start();
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R", "hex": "0510"}).to_string(),
        "15.0: reinforcements may not enter in a hex occupied by an enemy unit (0510)",
    );
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R", "hex": "0310"}).to_string(),
        "15.5: its scheduled location is blocked: R may enter at the nearest map-edge hex (0410 or 0610)",
    );
    enter(&mut g, "R", "0610");
    assert_eq!(at(&g, "R").as_deref(), Some("0610"));
}

// rules: 5.32
#[test]
fn rule_15_0_friendly_units_do_not_bar_entry_and_the_stack_limit_holds_at_the_end() {
    // A and B, a full stack, hold 0510. 15.0 bars entry only by an enemy unit, so R1 enters
    // there all the same, paying the column's 1 MP, and the Movement Phase cannot end until it
    // has moved off (5.32, two units at the end of the phase). The full stack does not make R1
    // "unable to enter" either: it may not use 15.5 to enter elsewhere for 1 MP, so the column
    // cost still climbs (R2 pays 2).
    let units = [
        us("A", 4, "0510"),
        us("B", 4, "0510"),
        cs("X", 4, "0101"),
        due("R1", "union", "infantry", 4, 1, "union_entry"),
        due("R2", "union", "infantry", 4, 1, "union_entry"),
    ];
    let mut g = entry_position("fullstack").units(&units).start();
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R1", "hex": "0410"}).to_string(),
        "15.0: R1 enters at its scheduled location (0510)",
    );
    enter(&mut g, "R1", "0510");
    refused(
        &mut g,
        r#"{"kind":"end_phase"}"#,
        "5.32: at most two units in a hex at the end of the phase: move a unit off 0510 (A, B, R1)",
    );
    let owed = g.owed().unwrap().expect("a move is owed");
    assert_eq!(owed.hexes, vec!["0510".to_string()]);
    assert_eq!(move_cost(&mut g, "R1", "0505"), "5");
    enter(&mut g, "R2", "0510");
    assert_eq!(move_cost(&mut g, "R2", "0506"), "4");
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("combat".into(), "union".into(), 1));
}

#[test]
fn rule_15_5_a_full_stack_it_could_not_leave_makes_a_reinforcement_unable_to_enter() {
    // A and B hold 0510 in X's zone of control (X on 0509): R could enter but never move off
    // (5.13), and the phase could not end over-stacked (5.32), so R is unable to enter there and
    // may enter at the nearest map-edge hex instead (15.5).
    let units = [
        us("A", 4, "0510"),
        us("B", 4, "0510"),
        cs("X", 4, "0509"),
        due("R", "union", "infantry", 4, 1, "union_entry"),
    ];
    let mut g = entry_position("fullzoc").units(&units).start();
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R", "hex": "0510"}).to_string(),
        "15.5: its scheduled location is blocked: R may enter at the nearest map-edge hex (0410 or 0610)",
    );
    enter(&mut g, "R", "0610");
}

#[test]
fn the_computer_never_enters_a_reinforcement_where_it_could_never_move() {
    // X holds 0510; the nearest map-edge hexes are 0410 and 0610, both legal (15.5). 0410 is
    // walled in by creek on every side (as 1128 on the campaign map), so a unit entered there
    // would never move again: the computer enters at 0610.
    let units = [
        cs("X", 4, "0510"),
        due("R", "union", "infantry", 4, 1, "union_entry"),
    ];
    let mut g = entry_position("deadend")
        .map_extra(r#"hexsides = { creek = { "0409/0410", "0310/0410", "0410/0510" } },"#)
        .units(&units)
        .start();
    let legal = g.engine.legal_actions("union").unwrap();
    assert!(
        legal
            .iter()
            .any(|a| a["kind"] == "enter" && a["hex"] == "0410"),
        "the rules allow 0410: {legal:?}"
    );
    while cursor(&g) == ("movement".into(), "union".into(), 1) {
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
    assert_eq!(at(&g, "R").as_deref(), Some("0610"));
}

#[test]
fn rule_h_1_hexwar_entry_allocates_the_new_entry_hex() {
    // As in 15.5 with the HexWar option: the game allocates 0410 (the lower label).
    let units = [
        cs("X", 4, "0510"),
        due("R", "union", "infantry", 4, 1, "union_entry"),
    ];
    let mut g = entry_position("hexwar")
        .units(&units)
        .option("hexwar_entry", json!(true))
        .start();
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "R", "hex": "0610"}).to_string(),
        "H.1: the HexWar entry rule allocates 0410 to R",
    );
    enter(&mut g, "R", "0410");
}

#[test]
fn rule_15_53_the_game_lasts_fifteen_turns() {
    let mut g = Scenario::of(dg::RS, "chickamauga").start();
    let mut n = 0;
    while !g.is_over() {
        end_phase(&mut g);
        n += 1;
        assert!(n < 100);
    }
    let last = last_event(&g, "game_ended");
    assert_eq!(last.turn, 15);
    // Four phases a turn, the night turn's combat phases passing by themselves (10.1).
    assert_eq!(n, 15 * 4 - 2);
}

// ---------------------------------------------------------------------------------------------
// 16. Exits
// ---------------------------------------------------------------------------------------------

/// A position on a 10 × 12 map with the exit 0101, a road along row 01 to the eastern edge
/// hex 1001 (17.31) and a Union entry hex 0112.
fn exit_position(id: &str) -> Scenario {
    let road: Vec<String> = (1..10)
        .map(|c| format!("\"{c:02}01/{:02}01\"", c + 1))
        .collect();
    Scenario::dg(id).size(10, 12).map_extra(&format!(
        r#"hexsides = {{ road = {{ {} }} }}, areas = {{ exits = {{ "0101" }}, east_edge = {{ "1001", "1002", "1003" }}, union_entry = {{ "0112" }} }},"#,
        road.join(", ")
    ))
}

#[test]
fn rule_16_1_units_exit_at_the_exit_hexes_only() {
    let mut g = exit_position("exit")
        .units(&[us("A", 4, "0101"), us("B", 4, "0102"), cs("X", 4, "1010")])
        .start();
    refused(
        &mut g,
        &json!({"kind": "exit", "unit": "B"}).to_string(),
        "16.1: units exit only at 0101",
    );
    exit(&mut g, "A");
    assert_eq!(location(&g, "A"), "box:exited");
}

#[test]
fn rule_16_2_exiting_costs_one_movement_point() {
    // A from 0107 reaches 0101 with 6 MP: none left to exit. B from 0106 spends 5 and exits.
    let mut g = exit_position("exitcost")
        .units(&[us("A", 4, "0107"), us("B", 4, "0106"), cs("X", 4, "1010")])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0101"), "6");
    refused(
        &mut g,
        &json!({"kind": "exit", "unit": "A"}).to_string(),
        "16.2: exiting costs one movement point; A has none left",
    );
    assert_eq!(move_cost(&mut g, "B", "0101"), "5");
    exit(&mut g, "B");
    assert_eq!(location(&g, "B"), "box:exited");
}

#[test]
fn rule_16_3_exited_units_never_return_and_are_not_destroyed() {
    let mut g = exit_position("exitgone")
        .units(&[us("A", 4, "0101"), cs("X", 4, "1010")])
        .start();
    exit(&mut g, "A");
    refused(&mut g, &move_json("A", "0102"), "5.0: A is not on the map");
    assert_eq!(vp(&g), (0, 0), "no VP to the enemy for it");
    next_turn(&mut g);
    assert_eq!(location(&g, "A"), "box:exited");
    refused(
        &mut g,
        &json!({"kind": "enter", "unit": "A", "hex": "0101"}).to_string(),
        "15.0",
    );
}

#[test]
fn rule_16_6_units_may_not_retreat_off_the_map() {
    // X in the corner 0101 (an exit hex) is attacked by A (0102): its only neighbours are
    // 0102 (A) and 0201 (in A's zone). It has no retreat — not off the map either — and is
    // eliminated: 8 to 4, 2-1, a 1 is Dr.
    let mut g = exit_position("offmap")
        .units(&[us("A", 8, "0102"), cs("X", 4, "0101")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0101"], &["A"], 1);
    assert_eq!(combat(&g), c(8, 4, "2-1", 1, "Dr"));
    assert_eq!(location(&g, "X"), "eliminated");
}

#[test]
fn rule_16_7_any_number_of_units_may_exit_at_a_hex() {
    let mut g = exit_position("exitmany")
        .units(&[
            us("A", 4, "0101"),
            us("B", 4, "0102"),
            us("C", 4, "0102"),
            cs("X", 4, "1010"),
        ])
        .start();
    exit(&mut g, "A");
    mv(&mut g, "B", "0101");
    exit(&mut g, "B");
    mv(&mut g, "C", "0101");
    exit(&mut g, "C");
    for k in ["A", "B", "C"] {
        assert_eq!(location(&g, k), "box:exited");
    }
}

// ---------------------------------------------------------------------------------------------
// 17. Victory
// ---------------------------------------------------------------------------------------------

/// Plays to the end of a game by ending every phase.
fn finish(g: &mut Game) {
    for _ in 0..100 {
        if g.is_over() {
            return;
        }
        end_phase(g);
    }
    panic!("the game did not end");
}

#[test]
fn rule_17_0_most_victory_points_wins_by_the_margin() {
    // A eliminates X (4 VP) in a one-turn game: the Union wins by 4.
    let mut g = exit_position("win")
        .units(&[us("A", 16, "0105"), cs("X", 4, "0106")])
        .start_at("union", "combat");
    // Scenario turns: 3; play them out.
    attack_roll(&mut g, &["0106"], &["A"], 1);
    finish(&mut g);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(0));
    assert_eq!(o.level, "by 4 VP");
    assert_eq!(o.reason, "17.0: VP union 4, confederate 0");
    // Nothing happens: a draw.
    let mut g = exit_position("draw")
        .units(&[us("A", 4, "0105"), cs("X", 4, "1010")])
        .start();
    finish(&mut g);
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.level.as_str()), (None, "draw"));
}

#[test]
fn rule_17_1_one_vp_per_enemy_strength_point_and_per_union_point_exited() {
    // A (16) eliminates X (4): 4 VP at once. B (5) exits: 5 VP at the end.
    let mut g = exit_position("vp")
        .units(&[us("A", 16, "0105"), us("B", 5, "0101"), cs("X", 4, "0106")])
        .start();
    exit(&mut g, "B");
    end_phase(&mut g);
    attack_roll(&mut g, &["0106"], &["A"], 1);
    assert_eq!(vp(&g), (4, 0));
    finish(&mut g);
    assert_eq!(vp(&g), (9, 0));
}

#[test]
fn rule_17_11_ten_vp_per_confederate_strength_point_exited() {
    // C (3) exits at 0101; the road 0101-1001 is open: 30 VP at the end.
    let mut g = exit_position("csaexit")
        .units(&[us("A", 4, "0810"), cs("C", 3, "0101")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    exit(&mut g, "C");
    finish(&mut g);
    assert_eq!(vp(&g), (0, 30));
}

#[test]
fn rule_17_31_confederate_exit_points_need_the_road_east_free_of_union_units() {
    // The same with a Union unit on the road at 0501 (its zone alone would not matter): the
    // road from 0101 to the eastern edge is cut and the exit scores nothing.
    let mut g = exit_position("csaloc")
        .units(&[us("A", 4, "0501"), cs("C", 3, "0101")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    exit(&mut g, "C");
    finish(&mut g);
    assert_eq!(vp(&g), (0, 0));
    assert!(notes(&g).iter().any(|n| n.starts_with("17.31: no road")));
    // A Union zone of control over the road does not cut it: A in 0602 touches 0501, 0601.
    let mut g = exit_position("csaloc2")
        .units(&[us("A", 4, "0602"), cs("C", 3, "0101")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    exit(&mut g, "C");
    finish(&mut g);
    assert_eq!(vp(&g), (0, 30));
}

#[test]
fn rule_17_2_victory_point_hexes_held_or_last_passed_through() {
    // 0505 (either side, 5): the Union's at the start, Y passes through it on turn 1 and
    // leaves. 0303 (Union, 10): the Union's. 0707 (Confederate, 20): the Union's, so nobody
    // scores it. At the end: Union 10, Confederate 5.
    // (A stands on the exit road, so it is not cut off, 17.32.)
    let mut g = exit_position("vphexes")
        .turns(1)
        .field(
            r#"victory = { hexes = {
            { hex = "0505", side = "either", vp = 5, owner = "union" },
            { hex = "0303", side = "union", vp = 10, owner = "union" },
            { hex = "0707", side = "confederate", vp = 20, owner = "union" },
        } },"#,
        )
        .units(&[us("A", 4, "0101"), cs("Y", 4, "0503")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    assert_eq!(move_cost(&mut g, "Y", "0507"), "4");
    finish(&mut g);
    assert_eq!(vp(&g), (10, 5));
}

/// 17.21/17.22 read as written: "the last side to have moved a friendly unit onto the hex" —
/// a unit driven onto a victory point hex by a retreat credits it to its side. On a strip one
/// hex wide X (0102) retreats from A (0101) onto 0103, the Union's at the start.
#[test]
fn rule_17_2_a_retreat_onto_a_victory_point_hex_credits_it() {
    let mut g = Scenario::dg("vp_retreat")
        .size(1, 10)
        .field(r#"victory = { hexes = { { hex = "0103", side = "either", vp = 5, owner = "union" } } },"#)
        .units(&[us("A", 4, "0101"), cs("X", 4, "0102")])
        .start();
    assert_eq!(var(&g, "owners")["0103"], json!("union"));
    goto_phase(&mut g, "union", "combat");
    attack_roll(&mut g, &["0102"], &["A"], 1);
    assert_eq!(combat(&g), c(4, 4, "1-1", 1, "Dr"));
    assert_eq!(at(&g, "X").as_deref(), Some("0103"));
    assert_eq!(var(&g, "owners")["0103"], json!("confederate"));
}

#[test]
fn rule_17_23_who_passed_last_through_each_hex_at_the_start() {
    let g = Scenario::of(dg::RS, "chickamauga").start();
    assert_eq!(
        var(&g, "owners"),
        json!({"0211": "union", "0502": "union", "0822": "union", "1108": "union", "1115": "union",
               "1920": "confederate", "2311": "confederate"})
    );
}

// rules: 17.3
#[test]
fn rule_17_32_union_units_cut_off_from_the_exit_roads_count_as_destroyed() {
    // U (5) in 1010 is nine hexes from the road hex 1001, which leads to 0101: safe. With Y
    // on the road at 0501 the road leads to 0101 only from 0401, twelve hexes from U: U counts
    // as destroyed (5 VP to the Confederates). R (3), a reinforcement that never entered,
    // counts too.
    let units = [
        us("U", 5, "1010"),
        due("R", "union", "infantry", 3, 1, "union_entry"),
    ];
    let mut g = exit_position("cutoff")
        .units(&[units[0].clone(), units[1].clone(), cs("Z", 2, "0810")])
        .start();
    finish(&mut g);
    assert_eq!(vp(&g), (0, 3));
    let mut g = exit_position("cutoff2")
        .units(&[units[0].clone(), units[1].clone(), cs("Y", 2, "0501")])
        .start();
    finish(&mut g);
    assert_eq!(vp(&g), (0, 8));
    assert!(
        notes(&g)
            .iter()
            .any(|n| n == "17.32: U in 1010 cannot trace ten hexes to a road to 0101/0111")
    );
}

// ---------------------------------------------------------------------------------------------
// 18. The supply train
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_18_0_ten_vp_if_the_train_fails_to_exit() {
    let mut g = exit_position("train")
        .units(&[train("0101"), cs("X", 4, "1010")])
        .start();
    finish(&mut g);
    assert_eq!(vp(&g), (0, 10));
    // Exited, it scores its 1 SP for the Union (17.1) and nothing for the Confederates.
    let mut g = exit_position("train2")
        .units(&[train("0101"), cs("X", 4, "1010")])
        .start();
    exit(&mut g, "Train");
    finish(&mut g);
    assert_eq!(vp(&g), (1, 0));
}

#[test]
fn rule_18_11_the_train_never_attacks_nor_enters_enemy_zones_of_control() {
    // X in 0502 controls 0401, next to the train on the road at 0201: the train may not
    // enter 0401, but moves along the road to 0301 (1 MP). Next to X, it may not attack it.
    let mut g = exit_position("trainatt")
        .units(&[train("0201"), cs("X", 4, "0502")])
        .start();
    refused(
        &mut g,
        &move_json("Train", "0401"),
        "18.11: the supply train may not enter an enemy zone of control (0401)",
    );
    assert_eq!(move_cost(&mut g, "Train", "0301"), "1");
    let mut g = exit_position("trainatt2")
        .units(&[train("0401"), cs("X", 4, "0502")])
        .start();
    goto_phase(&mut g, "union", "combat");
    refused(
        &mut g,
        &attack_json(&["0502"], &["Train"]),
        "18.11: the supply train may never attack",
    );
}

#[test]
fn rule_18_11_the_train_retreats_when_enemies_move_next_to_it_in_the_union_combat_phase() {
    // A attacks X (0505) at 4-1 and rolls a 2: Dr. 0405 and 0605 are off the map, 0404 and
    // 0604 in A's zone: X retreats to 0506 — next to the train in 0507 (on a road
    // 0507-0508-0509) — and the train must retreat at once, along the road to 0508.
    let mut g = Scenario::dg("trainretreat")
        .map_extra(
            r#"hexes = { offmap = { "0405", "0605" } },
        hexsides = { road = { "0507/0508", "0508/0509" } },"#,
        )
        .units(&[us("A", 16, "0504"), train("0507"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 2);
    assert_eq!(combat(&g), c(16, 4, "4-1", 2, "Dr"));
    assert_eq!(at(&g, "X").as_deref(), Some("0506"));
    assert_eq!(at(&g, "Train").as_deref(), Some("0508"));
    assert!(
        notes(&g)
            .iter()
            .any(|n| n.starts_with("18.11: X has moved next to the supply train"))
    );
}

/// 18.11 "(through an advance or retreat)": the defender's advance too. In the Union combat
/// phase A (0504) attacks X (0505) at 1-1 and rolls a 4, Ar: A retreats, and X, the defender,
/// advances into 0504 (7.75) — next to the train in 0503, which must retreat at once along the
/// road to 0502.
#[test]
fn rule_18_11_the_train_retreats_when_the_defender_advances_next_to_it() {
    let mut g = Scenario::dg("train_defadvance")
        .map_extra(r#"hexsides = { road = { "0503/0502", "0502/0501" } },"#)
        .units(&[us("A", 4, "0504"), train("0503"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    g.force_dice([4]);
    act(&mut g, &attack_json(&["0505"], &["A"]));
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
    // A's retreat (the Union player's, the computer's choice here), then X's advance.
    while g.pending_decision().is_some_and(|d| d["kind"] == "retreat") {
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
    assert_ne!(at(&g, "A").as_deref(), Some("0504"));
    assert!(
        choices(&g).contains(&"X to 0504".to_string()),
        "{:?}",
        choices(&g)
    );
    decide(&mut g, "confederate", "7.75", "X to 0504");
    bot_decides(&mut g);
    assert_eq!(at(&g, "X").as_deref(), Some("0504"));
    assert_eq!(at(&g, "Train").as_deref(), Some("0502"));
    assert!(
        notes(&g)
            .iter()
            .any(|n| n.starts_with("18.11: X has moved next to the supply train")),
        "{:?}",
        notes(&g)
    );
}

/// 18.11 after the defender's advance, when the train has a choice of retreat hexes: as above,
/// but roads lead from 0503 to 0502 and to 0402, so the Union player is asked where the train
/// goes — once. (Until 0.4 the advance asked it twice, and answering the second question broke
/// the game: "attempt to index a nil value (local 'flow')".)
#[test]
fn rule_18_11_the_train_retreat_after_a_defender_advance_is_asked_once() {
    let mut g = Scenario::dg("train_defadvance2")
        .map_extra(r#"hexsides = { road = { "0503/0502", "0402/0503", "0502/0501" } },"#)
        .units(&[us("A", 4, "0504"), train("0503"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    g.force_dice([4]);
    act(&mut g, &attack_json(&["0505"], &["A"]));
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
    while g.pending_decision().is_some_and(|d| d["kind"] == "retreat") {
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
    decide(&mut g, "confederate", "7.75", "X to 0504");
    let mut train_choices = choices(&g);
    train_choices.sort();
    assert_eq!(train_choices, ["0402", "0502"]);
    decide(&mut g, "union", "7.71", "0402");
    assert_eq!(at(&g, "Train").as_deref(), Some("0402"));
    assert!(g.pending_decision().is_none(), "{:?}", g.pending_decision());
    end_phase(&mut g);
}

#[test]
fn rule_18_12_the_train_defends_with_one() {
    // X moves next to the train (0301) at 0401 and attacks it: 4 to 1, 4-1; a 4 is Dr.
    let mut g = exit_position("traindef")
        .units(&[train("0301"), cs("X", 4, "0403")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    mv(&mut g, "X", "0401");
    end_phase(&mut g);
    attack_roll(&mut g, &["0301"], &["X"], 4);
    assert_eq!(combat(&g), c(4, 1, "4-1", 4, "Dr"));
}

// rules: 18.2
#[test]
fn rule_18_21_the_train_never_stacks() {
    let mut g = exit_position("trainstack")
        .units(&[
            train("0301"),
            us("A", 4, "0302"),
            us("B", 4, "0201"),
            cs("X", 4, "1010"),
        ])
        .start();
    refused(
        &mut g,
        &move_json("A", "0301"),
        "18.21: no unit may stack with the supply train in 0301",
    );
    refused(&mut g, &move_json("Train", "0201"), "18.23");
}

#[test]
fn rule_18_22_no_unit_moves_through_the_trains_hex() {
    // A in 0501 to 0503: through the train in 0502 it would cost 2; round it (0601, 0602,
    // 0503) it costs 3.
    let mut g = Scenario::dg("trainthrough")
        .units(&[us("A", 4, "0501"), train("0502"), cs("X", 4, "1010")])
        .start();
    assert_eq!(move_cost(&mut g, "A", "0503"), "3");
}

#[test]
fn rule_18_23_the_train_moves_only_along_roads_and_trails() {
    // Road 0101-...-1001 along row 01. The train in 0301 may move along it six hexes (0901)
    // but not off it (0302), nor seven (1001).
    let mut g = exit_position("trainroad")
        .units(&[train("0301"), cs("X", 4, "1010")])
        .start();
    refused(&mut g, &move_json("Train", "0302"), "18.23");
    refused(&mut g, &move_json("Train", "1001"), "18.23");
    assert_eq!(move_cost(&mut g, "Train", "0901"), "6");
}

#[test]
fn rule_18_23_a_train_retreated_off_the_roads_is_eliminated() {
    // X moves to 0401 and attacks the train (0301, on the road): 4 to 1, 4-1, a 2 is Dr.
    // 0301 touches 0302, 0201 and 0401: 0302 is in X's zone; 0201 is a road hex and open —
    // the train retreats there.
    let mut g = exit_position("trainoff")
        .units(&[train("0301"), cs("X", 4, "0403")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    mv(&mut g, "X", "0401");
    end_phase(&mut g);
    attack_roll(&mut g, &["0301"], &["X"], 2);
    assert_eq!(combat(&g), c(4, 1, "4-1", 2, "Dr"));
    assert_eq!(at(&g, "Train").as_deref(), Some("0201"));
    // With the road running only 0301-0401-0501, 0201 is not a road hex: the train, forced
    // to retreat off the roads, is eliminated (1 VP).
    let mut g = Scenario::dg("trainoff2")
        .map_extra(r#"hexsides = { road = { "0301/0401", "0401/0501" } },"#)
        .units(&[train("0301"), cs("X", 4, "0403")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    mv(&mut g, "X", "0401");
    end_phase(&mut g);
    attack_roll(&mut g, &["0301"], &["X"], 2);
    assert_eq!(location(&g, "Train"), "eliminated");
    assert_eq!(vp(&g), (0, 1));
}

#[test]
fn rule_18_24_the_train_may_be_displaced() {
    // A (Union, 0504) attacks X (0505) at 1-1 and rolls a 4: Ar. Of A's neighbours, 0403 and
    // 0603 are off the map, 0404 and 0604 in X's zone, 0505 is X's: only 0503 is left, and
    // the train holds it. A displaces the train, which retreats along its road to 0502, and
    // takes 0503.
    let mut g = Scenario::dg("traindisp")
        .map_extra(
            r#"hexes = { offmap = { "0403", "0603" } }, hexsides = { road = { "0502/0503" } },"#,
        )
        .units(&[us("A", 4, "0504"), train("0503"), cs("X", 4, "0505")])
        .start_at("union", "combat");
    attack_roll(&mut g, &["0505"], &["A"], 4);
    assert_eq!(combat(&g), c(4, 4, "1-1", 4, "Ar"));
    assert_eq!(at(&g, "Train").as_deref(), Some("0502"));
    assert_eq!(at(&g, "A").as_deref(), Some("0503"));
}

#[test]
fn rule_18_25_the_train_has_no_zone_of_control_and_need_not_be_attacked() {
    // X next to the train moves away freely and, moved next to it, owes it no attack.
    let mut g = exit_position("trainzoc")
        .units(&[train("0301"), cs("X", 4, "0302")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    assert_eq!(move_cost(&mut g, "X", "0402"), "1");
    end_phase(&mut g);
    end_phase(&mut g);
    assert!(events(&g, "combat_resolved").is_empty());
    assert_eq!(at(&g, "Train").as_deref(), Some("0301"));
}

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

// rules: R.4
#[test]
fn rule_v_1_the_cavalry_variant() {
    let g = Scenario::of(dg::RS, "chickamauga")
        .option("cavalry_variant", json!(true))
        .start();
    for k in ["Forrest", "Scott", "Harrison", "Morgan"] {
        assert_eq!(location(&g, k), "box:withdrawn", "{k}");
    }
    for k in ["Wofford", "Bryan"] {
        assert_eq!(location(&g, k), "pending");
        assert_eq!(
            arrives(&g, k),
            json!({"turn": 8, "area": "confederate_entry"})
        );
        assert_eq!(unit(&g, k).0, 3, "reconstructed strength (R.4)");
    }
    let g = Scenario::of(dg::RS, "chickamauga").start();
    for k in ["Forrest", "Scott"] {
        assert_eq!(location(&g, k), "map");
    }
    for k in ["Harrison", "Morgan"] {
        assert_eq!(location(&g, k), "pending");
    }
    for k in ["Wofford", "Bryan"] {
        assert_eq!(location(&g, k), "box:withdrawn");
    }
}

// rules: 16.1, 17.3, 17.31
#[test]
fn rule_17_31_on_the_campaign_map_the_road_east_runs_from_0111_to_2503() {
    // C exits at 0111. With no Union unit on the roads the line runs from 0111 to 2503, the
    // one road hex of the eastern edge: 30 VP. A Union unit on 2503 cuts it.
    let mut g = Scenario::dg("camploc")
        .prelude(CAMPAIGN_MAP)
        .map("map")
        .turns(1)
        .units(&[us("U", 4, "0310"), cs("C", 3, "0111")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    exit(&mut g, "C");
    finish(&mut g);
    assert_eq!(vp(&g), (0, 30));
    let mut g = Scenario::dg("camploc2")
        .prelude(CAMPAIGN_MAP)
        .map("map")
        .turns(1)
        .units(&[us("U", 4, "2503"), cs("C", 3, "0111")])
        .start();
    goto_phase(&mut g, "confederate", "movement");
    exit(&mut g, "C");
    finish(&mut g);
    assert_eq!(vp(&g), (0, 0));
}
