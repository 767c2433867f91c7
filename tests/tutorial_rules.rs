//! One test per numbered rule of the tutorial game (rulesets/tutorial/README.md) that the
//! ruleset implements. Each test writes its own small scenario, forces the dice where a roll
//! matters and checks the exact outcome. Every expected value was worked out by hand from the
//! rule text and the combat results table, on this geometry (flat-topped hexes, `CCRR` labels,
//! even-numbered columns shifted down half a hex):
//!
//! - a hex in an odd column CC,RR touches (CC±1),(RR-1) and (CC±1),RR;
//! - a hex in an even column CC,RR touches (CC±1),RR and (CC±1),(RR+1);
//! - and always CC,(RR±1).
//!
//! So 0505 touches 0504, 0506, 0404, 0405, 0604, 0605; 0504 touches 0503, 0505, 0403, 0404,
//! 0603, 0604.

mod common;

use common::{events, field, last_event};

use common::{act, goto_phase, refuse, unit};
use sandtable::script::Library;
use sandtable::session::Game;
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// Scenario building
// ---------------------------------------------------------------------------------------------

/// A unit placed in a hex, as a scenario's Lua table.
fn placed(key: &str, side: &str, ty: &str, strength: i32, hex: &str) -> String {
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "{ty}", strength = {strength}, hex = "{hex}" }},"#
    )
}

fn inf(key: &str, side: &str, strength: i32, hex: &str) -> String {
    placed(key, side, "infantry", strength, hex)
}

fn cav(key: &str, side: &str, strength: i32, hex: &str) -> String {
    placed(key, side, "cavalry", strength, hex)
}

fn art(key: &str, side: &str, strength: i32, hex: &str) -> String {
    placed(key, side, "artillery", strength, hex)
}

/// A `cols` × `rows` map all of one `terrain`, with the Mill in `mill` and more map fields in
/// `extra` (Lua table fields, each followed by a comma).
fn map(cols: u32, rows: u32, terrain: &str, mill: &str, extra: &str) -> String {
    format!(
        r#"cols = {cols}, rows = {rows}, orientation = "flat", labels = "CCRR", terrain = "{terrain}",
        places = {{ {{ name = "Mill", hex = "{mill}", kind = "mill" }} }},
        {extra}"#
    )
}

/// An open clear map, the Mill out of the way in its last hex.
fn open_map(cols: u32, rows: u32) -> String {
    map(cols, rows, "clear", &format!("{cols:02}{rows:02}"), "")
}

/// The map of scenarios/tutorial/crossing.lua (creek between columns 06 and 07, bridge
/// 0605/0705, ford 0608/0709, road along row 05), with `extra_woods` added.
fn crossing_map(extra_woods: &[&str]) -> String {
    let mut woods = vec![
        "0403", "0404", "0503", "0806", "0807", "0906", "1003", "1004",
    ];
    woods.extend_from_slice(extra_woods);
    let woods: Vec<String> = woods.iter().map(|w| format!("\"{w}\"")).collect();
    format!(
        r#"cols = 12, rows = 10, orientation = "flat", labels = "CCRR", terrain = "clear",
        hexes = {{ woods = {{ {} }}, rough = {{ "0208", "0209", "0309" }} }},
        elevation = {{ [1] = {{ "1002", "1003", "1102", "1103" }} }},
        hexsides = {{
          creek = (function()
            local c = {{}}
            for r = 1, 10 do
              c[#c + 1] = ("06%02d/07%02d"):format(r, r)
              if r < 10 then c[#c + 1] = ("06%02d/07%02d"):format(r, r + 1) end
            end
            return c
          end)(),
          bridge = {{ "0605/0705" }},
          ford = {{ "0608/0709" }},
        }},
        routes = {{ road = {{ {{ "0105", "0205", "0305", "0405", "0505", "0605", "0705", "0805", "0905", "1005", "1105", "1205" }} }} }},
        places = {{ {{ name = "Mill", hex = "0805", kind = "mill" }} }},"#,
        woods.join(", ")
    )
}

/// An 8 × 6 clear map with a creek between columns 04 and 05 and one `crossing` ("bridge" or
/// "ford") at 0403/0503. No road.
fn creek_map(crossing: &str) -> String {
    format!(
        r#"cols = 8, rows = 6, orientation = "flat", labels = "CCRR", terrain = "clear",
        hexsides = {{
          creek = (function()
            local c = {{}}
            for r = 1, 6 do
              c[#c + 1] = ("04%02d/05%02d"):format(r, r)
              if r < 6 then c[#c + 1] = ("04%02d/05%02d"):format(r, r + 1) end
            end
            return c
          end)(),
          {crossing} = {{ "0403/0503" }},
        }},
        places = {{ {{ name = "Mill", hex = "0806", kind = "mill" }} }},"#
    )
}

/// A scenario file: `turns` turns from 08:00, the Union first.
fn scenario(turns: u32, map: &str, units: &[String]) -> String {
    format!(
        "return {{\n  name = \"test\", turns = {turns}, first_side = \"blue\",\n  start = {{ day = 0, time = \"08:00\" }},\n  map = {{ {map} }},\n  units = {{\n    {}\n  }},\n}}\n",
        units.join("\n    ")
    )
}

fn new_game(id: &str, src: &str) -> Game {
    new_game_with(id, src, &[])
}

fn new_game_with(id: &str, src: &str, options: &[(&str, Value)]) -> Game {
    let lib = common::library_with_scenario("tutorial", id, src);
    common::start(&lib, "tutorial", id, 1, options)
}

/// A game at the Union Combat Phase of turn 1 (nothing moved).
fn combat_game(id: &str, map: &str, units: &[String]) -> Game {
    let mut g = new_game(id, &scenario(8, map, units));
    goto_phase(&mut g, "blue", "combat");
    g
}

// ---------------------------------------------------------------------------------------------
// Actions and checks
// ---------------------------------------------------------------------------------------------

fn move_json(u: &str, to: &str) -> String {
    json!({"kind": "move", "unit": u, "to": to}).to_string()
}

fn attack_json(target: &str, attackers: &[&str]) -> String {
    json!({"kind": "attack", "target": target, "attackers": attackers}).to_string()
}

fn mv(g: &mut Game, u: &str, to: &str) {
    act(g, &move_json(u, to));
}

fn attack(g: &mut Game, target: &str, attackers: &[&str]) {
    act(g, &attack_json(target, attackers));
    // Retreat hexes the owner chooses among equals (5.6): as the computer does, the lowest
    // label; the tests of that choice make it themselves.
    while g.pending_decision().is_some() {
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
}

fn end_phase(g: &mut Game) {
    act(g, r#"{"kind":"end_phase"}"#);
}

/// Ends phases until the next Union Movement Phase (the next game turn).
fn next_union_turn(g: &mut Game) {
    let turn = cursor(g).2;
    goto_phase(g, "gray", "combat");
    end_phase(g);
    assert_eq!(cursor(g), ("movement".into(), "blue".into(), turn + 1));
}

/// Applies an action that must be refused with a reason containing `needle`, and checks that
/// the game is exactly as it was (state hash and log).
fn refused(g: &mut Game, action: &str, needle: &str) -> String {
    let hash = g.state_hash();
    let len = g.log_len();
    let history = g.history.len();
    let reason = refuse(g, action);
    assert!(
        reason.contains(needle),
        "refusal of {action}: {reason:?} should contain {needle:?}"
    );
    assert_eq!(g.state_hash(), hash, "refused {action} changed the state");
    assert_eq!(g.log_len(), len, "refused {action} changed the log");
    assert_eq!(g.history.len(), history);
    reason
}

/// The cost logged for the last move, as the kernel writes it ("4", "1 1/2").
fn last_move_cost(g: &Game) -> String {
    let e = last_event(g, "unit_moved");
    field(&e, "cost").as_str().unwrap().to_string()
}

/// Moves a unit and returns the cost logged for the move.
fn move_cost(g: &mut Game, u: &str, to: &str) -> String {
    mv(g, u, to);
    let e = last_event(g, "unit_moved");
    assert_eq!(field(&e, "unit"), u);
    assert_eq!(field(&e, "to"), to);
    last_move_cost(g)
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

fn strength(g: &Game, key: &str) -> i32 {
    unit(g, key).0
}

/// A resolved combat: (attack, defence, odds, roll, result).
type Combat = (i64, i64, String, i64, String);

/// The last combat.
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

fn notes(g: &Game) -> Vec<String> {
    events(g, "note").into_iter().map(|e| e.text).collect()
}

// ---------------------------------------------------------------------------------------------
// 1. Sequence of play
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_1_1_union_then_confederate_player_turn_each_movement_then_combat() {
    let units = [inf("B", "blue", 3, "0202"), inf("G", "gray", 3, "0505")];
    let mut g = new_game("seq", &scenario(8, &open_map(6, 6), &units));
    let c = |p: &str, s: &str, t: u32| (p.to_string(), s.to_string(), t);
    assert_eq!(cursor(&g), c("movement", "blue", 1));
    // Each phase allows only its own action.
    refused(
        &mut g,
        &attack_json("0505", &["B"]),
        "not allowed in the Movement phase",
    );
    end_phase(&mut g);
    assert_eq!(cursor(&g), c("combat", "blue", 1));
    refused(
        &mut g,
        &move_json("B", "0203"),
        "not allowed in the Combat phase",
    );
    end_phase(&mut g);
    assert_eq!(cursor(&g), c("movement", "gray", 1));
    // The Confederate moves his own units only.
    refused(&mut g, &move_json("B", "0203"), "belongs to the other side");
    mv(&mut g, "G", "0504");
    end_phase(&mut g);
    assert_eq!(cursor(&g), c("combat", "gray", 1));
    end_phase(&mut g);
    assert_eq!(cursor(&g), c("movement", "blue", 2));

    let phases: Vec<(String, String, u32)> = events(&g, "phase_began")
        .iter()
        .map(|e| {
            (
                field(e, "phase").as_str().unwrap().to_string(),
                field(e, "side").as_str().unwrap().to_string(),
                e.turn,
            )
        })
        .collect();
    assert_eq!(
        phases,
        [
            c("movement", "blue", 1),
            c("combat", "blue", 1),
            c("movement", "gray", 1),
            c("combat", "gray", 1),
            c("movement", "blue", 2),
        ]
    );
    let turns: Vec<u32> = events(&g, "turn_began").iter().map(|e| e.turn).collect();
    assert_eq!(turns, [1, 2]);
}

#[test]
fn rule_1_2_a_game_turn_is_one_hour() {
    let units = [inf("B", "blue", 3, "0202")];
    let mut g = new_game("hour", &scenario(8, &open_map(6, 6), &units));
    assert_eq!(g.with_world(|w| w.state.clock.time()), "08:00");
    goto_phase(&mut g, "blue", "combat");
    goto_phase(&mut g, "blue", "movement");
    assert_eq!(g.with_world(|w| w.state.clock.time()), "09:00");
    goto_phase(&mut g, "blue", "combat");
    goto_phase(&mut g, "blue", "movement");
    assert_eq!(g.with_world(|w| w.state.clock.time()), "10:00");
    assert_eq!(cursor(&g).2, 3);
}

// ---------------------------------------------------------------------------------------------
// 2. Reinforcements
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_2_1_reinforcement_enters_first_free_hex_of_its_area_then_moves() {
    // Area W is 0101, 0102, 0103 in that order: 0101 holds an enemy unit, 0102 two Union
    // units (full), so R enters at 0103 — on turn 2, at the start of the Union Movement Phase.
    let units = [
        inf("G", "gray", 2, "0101"),
        inf("B1", "blue", 2, "0102"),
        inf("B2", "blue", 2, "0102"),
        r#"{ key = "R", side = "blue", type = "infantry", strength = 3, arrives = { turn = 2, area = "W" } },"#.to_string(),
    ];
    let m = map(
        8,
        8,
        "clear",
        "0808",
        r#"areas = { W = { "0101", "0102", "0103" } },"#,
    );
    let mut g = new_game("reinf", &scenario(8, &m, &units));
    assert_eq!(unit(&g, "R"), (3, None), "not before its arrival turn");
    refused(&mut g, &move_json("R", "0104"), "R is not on the map");
    goto_phase(&mut g, "gray", "combat");
    assert_eq!(at(&g, "R"), None);
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("movement".into(), "blue".into(), 2));
    assert_eq!(at(&g, "R").as_deref(), Some("0103"));
    let e = last_event(&g, "unit_placed");
    assert_eq!(field(&e, "unit"), "R");
    assert_eq!(field(&e, "to"), "0103");
    assert_eq!((e.turn, e.phase.as_str()), (2, "movement"));
    // It may then move normally: its full 4 MP, 0103 → 0107 straight down column 01 (0101's
    // only neighbours are 0102 and 0201, so G's zone of control does not reach the path).
    assert_eq!(move_cost(&mut g, "R", "0107"), "4");
}

#[test]
fn rule_2_1_reinforcement_enters_in_its_own_sides_movement_phase() {
    let units = [
        inf("B", "blue", 3, "0202"),
        r#"{ key = "R", side = "gray", type = "infantry", strength = 3, arrives = { turn = 1, area = "E" } },"#.to_string(),
    ];
    let m = map(
        8,
        8,
        "clear",
        "0808",
        r#"areas = { E = { "0805", "0806" } },"#,
    );
    let mut g = new_game("reinf_side", &scenario(8, &m, &units));
    assert_eq!(at(&g, "R"), None, "not in the Union Movement Phase");
    end_phase(&mut g);
    assert_eq!(at(&g, "R"), None, "not in the Union Combat Phase");
    end_phase(&mut g);
    assert_eq!(cursor(&g), ("movement".into(), "gray".into(), 1));
    assert_eq!(at(&g, "R").as_deref(), Some("0805"));
    assert_eq!(move_cost(&mut g, "R", "0801"), "4");
}

#[test]
fn rule_2_1_blocked_reinforcement_tries_again_next_turn() {
    // Area W is the single hex 0101, held by the enemy on turn 1.
    let units = [
        inf("G", "gray", 2, "0101"),
        r#"{ key = "R", side = "blue", type = "infantry", strength = 3, arrives = { turn = 1, area = "W" } },"#.to_string(),
    ];
    let m = map(8, 8, "clear", "0808", r#"areas = { W = { "0101" } },"#);
    let mut g = new_game("reinf_blocked", &scenario(8, &m, &units));
    assert_eq!(at(&g, "R"), None);
    assert!(
        notes(&g)
            .iter()
            .any(|n| n.starts_with("2.1: R cannot enter this turn")),
        "{:?}",
        notes(&g)
    );
    let arrives = g.with_world(|w| {
        let id = w.state.unit_by_key("R").unwrap();
        w.state.units[id as usize].props["arrives"].clone()
    });
    assert_eq!(arrives, json!({"turn": 2, "area": "W"}));
    // The Confederate unit leaves 0101; the reinforcement enters there on turn 2.
    goto_phase(&mut g, "gray", "movement");
    mv(&mut g, "G", "0104");
    goto_phase(&mut g, "blue", "movement");
    assert_eq!(cursor(&g).2, 2);
    assert_eq!(at(&g, "R").as_deref(), Some("0101"));
}

// ---------------------------------------------------------------------------------------------
// 3. Movement
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_3_1_each_unit_moves_once_per_movement_phase() {
    let units = [
        inf("I", "blue", 3, "0508"),
        inf("J", "blue", 3, "0308"),
        inf("G", "gray", 3, "0101"),
    ];
    let mut g = new_game("once", &scenario(8, &open_map(8, 10), &units));
    assert_eq!(move_cost(&mut g, "I", "0506"), "2");
    // I has 2 MP left, but may not move again this phase.
    let r = refused(&mut g, &move_json("I", "0505"), "3.1");
    assert!(r.contains("I has already moved this phase"), "{r}");
    // Another unit still may.
    assert_eq!(move_cost(&mut g, "J", "0307"), "1");
    refused(&mut g, &move_json("J", "0308"), "3.1: J has already moved");
    // Not a move of one's own unit, not a hex of the map, not where it already is.
    refused(&mut g, &move_json("G", "0102"), "belongs to the other side");
    refused(&mut g, &move_json("I", "1515"), "is not a hex of this map");
    refused(&mut g, &move_json("X", "0505"), "there is no unit 'X'");
    // In the next Movement Phase it moves again.
    next_union_turn(&mut g);
    assert_eq!(move_cost(&mut g, "I", "0505"), "1");
}

#[test]
fn rule_3_1_unused_movement_points_are_lost() {
    let units = [inf("I", "blue", 3, "0510")];
    let mut g = new_game("lost", &scenario(8, &open_map(8, 10), &units));
    assert_eq!(move_cost(&mut g, "I", "0508"), "2");
    next_union_turn(&mut g);
    // Turn 2: 4 MP again, not 4 + the 2 left over: 0508 → 0503 is five hexes.
    let r = refused(&mut g, &move_json("I", "0503"), "3.1");
    assert!(r.contains("too far"), "{r}");
    assert_eq!(move_cost(&mut g, "I", "0504"), "4");
}

#[test]
fn rule_3_2_allowances_infantry_4_cavalry_6_artillery_3() {
    // Straight up the columns of a clear map: n hexes cost n MP.
    let units = [
        inf("I", "blue", 3, "0212"),
        inf("I2", "blue", 3, "0412"),
        cav("C", "blue", 2, "0612"),
        cav("C2", "blue", 2, "0812"),
        art("A", "blue", 2, "1012"),
        art("A2", "blue", 2, "1212"),
    ];
    let mut g = new_game("allow", &scenario(8, &open_map(12, 12), &units));
    assert_eq!(move_cost(&mut g, "I", "0208"), "4");
    refused(
        &mut g,
        &move_json("I2", "0407"),
        "3.1: I2 cannot reach 0407",
    );
    assert_eq!(move_cost(&mut g, "C", "0606"), "6");
    refused(
        &mut g,
        &move_json("C2", "0805"),
        "3.1: C2 cannot reach 0805",
    );
    assert_eq!(move_cost(&mut g, "A", "1009"), "3");
    refused(
        &mut g,
        &move_json("A2", "1208"),
        "3.1: A2 cannot reach 1208",
    );
}

#[test]
fn rule_3_3_terrain_costs_clear_woods_rough() {
    // Clear 1, then woods 2 for infantry: 0508 → 0507 → woods 0506 is 3.
    let units = [inf("I", "blue", 3, "0508")];
    let m = map(8, 8, "clear", "0808", r#"hexes = { woods = { "0506" } },"#);
    let mut g = new_game("terrain_mixed", &scenario(8, &m, &units));
    assert_eq!(move_cost(&mut g, "I", "0506"), "3");

    // All woods: infantry 2 a hex, cavalry and artillery 3.
    let units = [
        inf("I", "blue", 3, "0508"),
        inf("I2", "blue", 3, "0308"),
        cav("C", "blue", 2, "0708"),
        cav("C2", "blue", 2, "0108"),
        art("A", "blue", 2, "0208"),
        art("A2", "blue", 2, "0408"),
    ];
    let m = map(8, 8, "woods", "0808", "");
    let mut g = new_game("terrain_woods", &scenario(8, &m, &units));
    assert_eq!(move_cost(&mut g, "I", "0506"), "4");
    refused(&mut g, &move_json("I2", "0305"), "3.1: I2 cannot reach");
    assert_eq!(move_cost(&mut g, "C", "0706"), "6");
    refused(&mut g, &move_json("C2", "0105"), "3.1: C2 cannot reach");
    assert_eq!(move_cost(&mut g, "A", "0207"), "3");
    refused(&mut g, &move_json("A2", "0406"), "3.1: A2 cannot reach");

    // All rough: infantry and cavalry 3 a hex; artillery may not enter.
    let units = [
        inf("I", "blue", 3, "0508"),
        inf("I2", "blue", 3, "0308"),
        cav("C", "blue", 2, "0708"),
        art("A", "blue", 2, "0208"),
    ];
    let m = map(8, 8, "rough", "0808", "");
    let mut g = new_game("terrain_rough", &scenario(8, &m, &units));
    assert_eq!(move_cost(&mut g, "I", "0507"), "3");
    refused(&mut g, &move_json("I2", "0306"), "3.1: I2 cannot reach");
    assert_eq!(move_cost(&mut g, "C", "0706"), "6");
    refused(&mut g, &move_json("A", "0207"), "3.1: A cannot reach");
}

#[test]
fn rule_3_4_creek_may_not_be_crossed() {
    let units = [
        inf("I", "blue", 3, "0603"),
        inf("J", "blue", 3, "0604"),
        inf("G", "gray", 3, "1210"),
    ];
    let mut g = new_game("creek", &scenario(8, &crossing_map(&[]), &units));
    // 0703 is next to 0603 across the creek; the way round by the bridge is 0604, 0605,
    // 0705, 0704, 0703 = 1 + 1 + 1/2 + 1 + 1 = 4 1/2.
    refused(&mut g, &move_json("I", "0703"), "3.1: I cannot reach 0703");
    // 0705 is next to 0604 across the creek too, but 0604 → 0605 → (bridge, road) 0705 is
    // 1 + 1/2: the move goes round by the bridge.
    assert_eq!(move_cost(&mut g, "J", "0705"), "1 1/2");
}

#[test]
fn rule_3_4_bridge_crossing_costs_no_extra() {
    let units = [
        inf("I", "blue", 3, "0403"),
        art("A", "blue", 2, "0402"),
        inf("K", "blue", 3, "0405"),
    ];
    let mut g = new_game("bridge", &scenario(8, &creek_map("bridge"), &units));
    // 0403 → (bridge) 0503 → 0603 → 0703 → 0803: four clear hexes, 4 MP.
    assert_eq!(move_cost(&mut g, "I", "0803"), "4");
    // Artillery: 0402 → 0403 → (bridge) 0503 = 2.
    assert_eq!(move_cost(&mut g, "A", "0503"), "2");
    // 0505 is next to 0405 across the creek; round by the bridge is 0404, 0403, 0503, 0504,
    // 0505 = 5.
    refused(&mut g, &move_json("K", "0505"), "3.1: K cannot reach 0505");
}

#[test]
fn rule_3_4_ford_costs_one_extra_artillery_two() {
    let units = [
        inf("I", "blue", 3, "0403"),
        art("A", "blue", 2, "0403"),
        inf("I2", "blue", 3, "0402"),
        cav("C", "blue", 2, "0402"),
        art("A2", "blue", 2, "0404"),
    ];
    let mut g = new_game("ford", &scenario(8, &creek_map("ford"), &units));
    // Infantry: (ford) 0503 = 1 + 1, then 0603 and 0703 = 4.
    assert_eq!(move_cost(&mut g, "I", "0703"), "4");
    // From 0402: 0403 1, (ford) 0503 2, 0603 1, 0703 1 = 5.
    refused(
        &mut g,
        &move_json("I2", "0703"),
        "3.1: I2 cannot reach 0703",
    );
    // Artillery: 0403 → (ford) 0503 = 1 + 2 = 3, its whole allowance…
    assert_eq!(move_cost(&mut g, "A", "0503"), "3");
    // …so from 0404 (1 to reach 0403, then 3) it cannot cross.
    refused(
        &mut g,
        &move_json("A2", "0503"),
        "3.1: A2 cannot reach 0503",
    );
    // Cavalry: 0402 → 0403 1 → (ford) 0503 1 + 1 = 3.
    assert_eq!(move_cost(&mut g, "C", "0503"), "3");
}

#[test]
fn rule_3_4_road_costs_half_whatever_the_terrain() {
    // All woods (2 for infantry, 3 for cavalry and artillery); a road along row 05.
    let m = map(
        10,
        8,
        "woods",
        "1008",
        r#"routes = { road = { { "0105", "0205", "0305", "0405", "0505", "0605", "0705", "0805", "0905", "1005" } } },"#,
    );
    let units = [
        inf("I", "blue", 3, "0105"),
        inf("I2", "blue", 3, "0105"),
        cav("C", "blue", 2, "0205"),
        art("A", "blue", 2, "0305"),
        inf("I3", "blue", 3, "0405"),
    ];
    let mut g = new_game("road", &scenario(8, &m, &units));
    // Eight road hexes at 1/2: 4.
    assert_eq!(move_cost(&mut g, "I", "0905"), "4");
    refused(
        &mut g,
        &move_json("I2", "1005"),
        "3.1: I2 cannot reach 1005",
    );
    assert_eq!(move_cost(&mut g, "C", "1005"), "4");
    // Artillery: six road hexes, 0305 → 0905 = 3.
    assert_eq!(move_cost(&mut g, "A", "0905"), "3");
    // Leaving the road pays the terrain: 0405 → 0505 → 0605 → 0705 (1 1/2), then woods 0804
    // (next to 0705) 2 = 3 1/2.
    assert_eq!(move_cost(&mut g, "I3", "0804"), "3 1/2");
}

#[test]
fn rule_3_5_stacking_limit_pass_through_friends_never_enter_enemy() {
    // A one-column map: every path runs straight down column 01.
    let m = map(1, 8, "clear", "0108", "");
    let units = [
        inf("P", "blue", 3, "0101"),
        inf("Q1", "blue", 3, "0102"),
        inf("Q2", "blue", 3, "0102"),
        art("G", "gray", 2, "0105"),
        inf("S", "blue", 3, "0107"),
    ];
    let mut g = new_game("stack", &scenario(8, &m, &units));
    // P passes through the full stack in 0102 (artillery G exerts no zone of control).
    assert_eq!(move_cost(&mut g, "P", "0104"), "3");
    // A second unit may join it…
    assert_eq!(move_cost(&mut g, "Q1", "0104"), "2");
    // …but not a third.
    let r = refused(
        &mut g,
        &move_json("Q2", "0104"),
        "3.1: Q2 cannot reach 0104",
    );
    assert!(r.contains("over-stacked"), "{r}");
    // Never into an enemy hex, nor through one.
    refused(
        &mut g,
        &move_json("S", "0105"),
        "3.1: an enemy unit is in 0105",
    );
    refused(&mut g, &move_json("S", "0103"), "3.1: S cannot reach 0103");
    assert_eq!(move_cost(&mut g, "S", "0106"), "1");
    let stack_of = |g: &Game, h: &str| {
        ["P", "Q1", "Q2", "S"]
            .iter()
            .filter(|k| at(g, k).as_deref() == Some(h))
            .count()
    };
    assert_eq!(stack_of(&g, "0104"), 2);
    assert_eq!(stack_of(&g, "0102"), 1);
}

// ---------------------------------------------------------------------------------------------
// 4. Zones of control
// ---------------------------------------------------------------------------------------------

/// The cost of moving Union infantry from 0505 to 0502 (three clear hexes north, none of them
/// next to 0605) with an enemy unit of type `enemy` in 0605, next to the start.
fn cost_leaving_0505_with(enemy: &str) -> String {
    let units = [
        inf("I", "blue", 3, "0505"),
        placed("E", "gray", enemy, 2, "0605"),
    ];
    let mut g = new_game(
        &format!("zoc_{enemy}"),
        &scenario(8, &open_map(8, 8), &units),
    );
    move_cost(&mut g, "I", "0502")
}

#[test]
fn rule_4_1_infantry_and_cavalry_exert_zoc_artillery_none() {
    // Starting next to infantry or cavalry costs 1 more to leave (4.3); next to artillery, not.
    assert_eq!(cost_leaving_0505_with("infantry"), "4");
    assert_eq!(cost_leaving_0505_with("cavalry"), "4");
    assert_eq!(cost_leaving_0505_with("artillery"), "3");

    // On a two-column map every way south passes next to 0203 (0103, 0104, 0202, 0204).
    // Artillery there does not stop a move; infantry does (4.2).
    for (enemy, ok) in [("artillery", true), ("infantry", false), ("cavalry", false)] {
        let units = [
            inf("I", "blue", 3, "0101"),
            placed("E", "gray", enemy, 2, "0203"),
        ];
        let m = map(2, 8, "clear", "0208", "");
        let mut g = new_game(&format!("zoc2_{enemy}"), &scenario(8, &m, &units));
        if ok {
            assert_eq!(move_cost(&mut g, "I", "0105"), "4");
        } else {
            let r = refused(&mut g, &move_json("I", "0105"), "4.2: I cannot reach 0105");
            assert!(r.contains("zone of control"), "{r}");
        }
    }
}

/// The cost of moving Union infantry from `from` to `to` on the Crossing map with Confederate
/// infantry in `enemy`.
fn crossing_cost(enemy: &str, from: &str, to: &str) -> String {
    let units = [inf("I", "blue", 3, from), inf("E", "gray", 3, enemy)];
    let mut g = new_game(
        &format!("zoc_{enemy}_{from}"),
        &scenario(8, &crossing_map(&[]), &units),
    );
    move_cost(&mut g, "I", to)
}

#[test]
fn rule_4_1_no_zoc_across_creek_but_across_bridge_and_ford() {
    // 0604 and 0704 are separated by the creek: no zone of control, so 0604 → 0601 (three
    // clear hexes, none next to 0704 but across the creek) costs 3.
    assert_eq!(crossing_cost("0704", "0604", "0601"), "3");
    // 0605 and 0705 share the bridge: leaving costs 1 more. 0605 → 0604 → 0603 → 0602 = 3 + 1.
    assert_eq!(crossing_cost("0705", "0605", "0602"), "4");
    // 0608 and 0709 share the ford: 0608 → 0607 → 0606 → 0605 = 3 + 1.
    assert_eq!(crossing_cost("0709", "0608", "0605"), "4");
    // The same creek hexside does not stop a move along column 06 either: 0601 → 0605 passes
    // 0603 and 0604, both next to 0704 across the creek.
    assert_eq!(crossing_cost("0704", "0601", "0605"), "4");
}

#[test]
fn rule_4_2_entering_enemy_zoc_stops_movement() {
    // Two columns; Confederate infantry in 0203 controls 0103, 0104, 0202 and 0204.
    let m = map(2, 8, "clear", "0208", "");
    let units = [
        inf("I", "blue", 3, "0101"),
        inf("I2", "blue", 3, "0101"),
        inf("E", "gray", 3, "0203"),
    ];
    let mut g = new_game("zoc_stop", &scenario(8, &m, &units));
    // Entering 0103 (2 MP) is allowed, and the move ends there…
    assert_eq!(move_cost(&mut g, "I", "0103"), "2");
    // …going on through it is not, though 0105 is only 4 MP away.
    let r = refused(
        &mut g,
        &move_json("I2", "0105"),
        "4.2: I2 cannot reach 0105",
    );
    assert!(
        r.contains("entering an enemy zone of control on the way ends its move"),
        "{r}"
    );
    refused(
        &mut g,
        &move_json("I2", "0205"),
        "3.1: I2 cannot reach 0205",
    );
    // Into the zone and no further is fine.
    assert_eq!(move_cost(&mut g, "I2", "0202"), "2");
}

#[test]
fn rule_4_3_leaving_enemy_zoc_costs_one_extra_mp() {
    // Confederate infantry in 0506 controls 0505, 0507, 0405, 0406, 0605, 0606.
    let units = [
        inf("I", "blue", 3, "0505"),
        inf("J", "blue", 3, "0405"),
        inf("E", "gray", 3, "0506"),
    ];
    let mut g = new_game("zoc_leave", &scenario(8, &open_map(8, 8), &units));
    // 0505 → 0501 is four clear hexes, plus 1 to leave: 5.
    refused(
        &mut g,
        &move_json("I", "0501"),
        "4.3: I starts in an enemy zone of control",
    );
    assert_eq!(move_cost(&mut g, "I", "0502"), "4");
    // From one controlled hex to another: 1 + 1, and it stops there.
    assert_eq!(move_cost(&mut g, "J", "0406"), "2");
}

// ---------------------------------------------------------------------------------------------
// 5. Combat
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_5_1_attacks_voluntary_once_per_hex_and_unit_adjacent_only() {
    // 0605 and 0405 are next to both 0505 and 0506; 0502 is next to neither.
    let units = [
        inf("A", "blue", 3, "0605"),
        inf("B", "blue", 3, "0405"),
        inf("F", "blue", 3, "0502"),
        inf("X", "gray", 2, "0505"),
        inf("Y", "gray", 2, "0506"),
    ];
    let mut g = new_game("attack_rules", &scenario(8, &open_map(8, 8), &units));
    refused(
        &mut g,
        &attack_json("0505", &["A"]),
        "not allowed in the Movement phase",
    );
    goto_phase(&mut g, "blue", "combat");
    refused(
        &mut g,
        &attack_json("0303", &["A"]),
        "5.1: there is no enemy unit in 0303",
    );
    refused(
        &mut g,
        &attack_json("0605", &["B"]),
        "5.1: there is no enemy unit in 0605",
    );
    refused(
        &mut g,
        &attack_json("9999", &["A"]),
        "5.1: name the hex attacked",
    );
    refused(
        &mut g,
        &attack_json("0505", &[]),
        "5.1: an attack needs at least one",
    );
    refused(
        &mut g,
        &attack_json("0505", &["X"]),
        "5.1: X is not a unit of yours",
    );
    refused(
        &mut g,
        &attack_json("0505", &["A", "A"]),
        "5.1: A is listed twice",
    );
    refused(
        &mut g,
        &attack_json("0505", &["F"]),
        "5.1/5.5: F is not adjacent to 0505",
    );
    refused(
        &mut g,
        &attack_json("0505", &["A", "F"]),
        "5.1/5.5: F is not adjacent",
    );

    // A (3) on X (2): 3 to 2 is 1-1; roll 5: A1, A loses 1.
    g.force_dice([5]);
    attack(&mut g, "0505", &["A"]);
    assert_eq!(combat(&g), (3, 2, "1-1".into(), 5, "A1".into()));
    assert_eq!(strength(&g, "A"), 2);
    // The hex once, each unit once.
    refused(
        &mut g,
        &attack_json("0505", &["B"]),
        "5.1: 0505 has already been attacked",
    );
    refused(
        &mut g,
        &attack_json("0506", &["A"]),
        "5.1: A has already attacked this phase",
    );
    refused(
        &mut g,
        &attack_json("0506", &["B", "A"]),
        "5.1: A has already attacked",
    );
    // B (3) on Y (2): 1-1; roll 5: A1.
    g.force_dice([5]);
    attack(&mut g, "0506", &["B"]);
    assert_eq!(combat(&g), (3, 2, "1-1".into(), 5, "A1".into()));
    assert_eq!(strength(&g, "B"), 2);
    assert_eq!(vp(&g), (0, 2));

    // Voluntary: the Confederates end their Combat Phase without attacking, though A and B
    // are next to X and Y; nothing happens.
    goto_phase(&mut g, "gray", "combat");
    let before = (g.state_hash(), events(&g, "combat_resolved").len());
    end_phase(&mut g);
    assert_eq!(events(&g, "combat_resolved").len(), before.1);
    assert_eq!(
        (strength(&g, "A"), strength(&g, "B"), strength(&g, "X")),
        (2, 2, 2)
    );
    // Next Union Combat Phase: A and 0505 may attack / be attacked again. 2 to 2 is 1-1; roll
    // 3: EX, X and A each lose 1.
    goto_phase(&mut g, "blue", "combat");
    g.force_dice([3]);
    attack(&mut g, "0505", &["A"]);
    assert_eq!(combat(&g), (2, 2, "1-1".into(), 3, "EX".into()));
    assert_eq!((strength(&g, "A"), strength(&g, "X")), (1, 1));
}

/// In a game of `lib`'s scenario `id` (see [`attack_library`]), resolves the attack of all
/// `attackers` on 0505 with die roll `roll`; returns the combat event's values.
fn one_attack(lib: &Library, id: &str, attackers: usize, roll: u32) -> Combat {
    let mut g = common::start(lib, "tutorial", id, 1, &[]);
    goto_phase(&mut g, "blue", "combat");
    g.force_dice([roll]);
    let keys: Vec<String> = (0..attackers).map(|i| format!("A{i}")).collect();
    let keys: Vec<&str> = keys.iter().map(|s| s.as_str()).collect();
    attack(&mut g, "0505", &keys);
    combat(&g)
}

/// A library holding a scenario with attackers of these strengths round a defender in 0505.
fn attack_library(id: &str, attackers: &[i32], defender: i32) -> Library {
    let around = ["0504", "0604", "0605", "0506", "0405", "0404"];
    let mut units: Vec<String> = attackers
        .iter()
        .enumerate()
        .map(|(i, s)| inf(&format!("A{i}"), "blue", *s, around[i]))
        .collect();
    units.push(inf("X", "gray", defender, "0505"));
    common::library_with_scenario("tutorial", id, &scenario(8, &open_map(10, 10), &units))
}

fn odds_of(attackers: &[i32], defender: i32) -> String {
    let id = format!(
        "odds_{}_{defender}",
        attackers
            .iter()
            .map(|a| a.to_string())
            .collect::<Vec<_>>()
            .join("_")
    );
    let lib = attack_library(&id, attackers, defender);
    let (a, d, odds, _, _) = one_attack(&lib, &id, attackers.len(), 1);
    assert_eq!(a, attackers.iter().sum::<i32>() as i64);
    assert_eq!(d, defender as i64);
    odds
}

#[test]
fn rule_5_2_odds_rounded_in_defenders_favour() {
    for (attackers, defender, odds) in [
        (&[1][..], 2, "1-2"),   // exactly 1-2
        (&[2], 3, "1-2"),       // 0.67
        (&[3], 4, "1-2"),       // 0.75
        (&[4], 4, "1-1"),       // exactly 1-1
        (&[5], 3, "1-1"),       // 1.67
        (&[5], 2, "2-1"),       // 2.5
        (&[3, 2], 2, "2-1"),    // the attackers' total: 5 to 2
        (&[2, 2, 2], 2, "3-1"), // 6 to 2
        (&[7], 2, "3-1"),       // 3.5
        (&[8], 2, "4-1"),       // exactly 4-1
        (&[9], 2, "4-1"),       // 4.5: above 4-1 is resolved at 4-1
        (&[4, 4, 4], 1, "4-1"), // 12 to 1
    ] {
        assert_eq!(
            odds_of(attackers, defender),
            odds,
            "{attackers:?} against {defender}"
        );
    }
}

#[test]
fn rule_5_2_odds_below_1_2_are_not_allowed() {
    for (a, d) in [(1, 3), (2, 5), (1, 4)] {
        let units = [inf("A", "blue", a, "0504"), inf("X", "gray", d, "0505")];
        let mut g = combat_game(&format!("below_{a}_{d}"), &open_map(8, 8), &units);
        g.force_dice([1]);
        refused(
            &mut g,
            &attack_json("0505", &["A"]),
            &format!("5.2: odds of {a} to {d} are below 1-2"),
        );
    }
}

#[test]
fn rule_5_3_defence_doubled_in_woods() {
    // X (2) in woods: defence 4; A (4) attacks at 1-1, not 2-1. Roll 1 at 1-1: DR.
    let units = [inf("A", "blue", 4, "0504"), inf("X", "gray", 2, "0505")];
    let m = map(8, 8, "clear", "0808", r#"hexes = { woods = { "0505" } },"#);
    let mut g = combat_game("woods_def", &m, &units);
    g.force_dice([1]);
    attack(&mut g, "0505", &["A"]);
    assert_eq!(combat(&g), (4, 4, "1-1".into(), 1, "DR".into()));
    assert!(
        last_event(&g, "combat_resolved")
            .text
            .contains("doubled, 5.3")
    );
    // The same in the clear: 4 to 2, 2-1; roll 1 at 2-1: D1.
    let mut g = combat_game("clear_def", &open_map(8, 8), &units);
    g.force_dice([1]);
    attack(&mut g, "0505", &["A"]);
    assert_eq!(combat(&g), (4, 2, "2-1".into(), 1, "D1".into()));
}

/// The combat values of Union units `attackers` (key, strength, hex) attacking Confederate
/// infantry of strength 2 in `target` on the Crossing map (with more woods), die roll 1.
fn crossing_attack(
    id: &str,
    woods: &[&str],
    attackers: &[(&str, i32, &str)],
    target: &str,
) -> Combat {
    let mut units: Vec<String> = attackers
        .iter()
        .map(|(k, s, h)| inf(k, "blue", *s, h))
        .collect();
    units.push(inf("X", "gray", 2, target));
    let mut g = combat_game(id, &crossing_map(woods), &units);
    g.force_dice([1]);
    let keys: Vec<&str> = attackers.iter().map(|a| a.0).collect();
    attack(&mut g, target, &keys);
    combat(&g)
}

#[test]
fn rule_5_3_defence_doubled_when_every_attacker_across_creek() {
    // 0604 and 0603 are across the creek from 0704; 0703 is on the same bank.
    let c = crossing_attack("creek1", &[], &[("A", 4, "0604")], "0704");
    assert_eq!((c.0, c.1, c.2.as_str()), (4, 4, "1-1"));
    let c = crossing_attack("creek2", &[], &[("A", 2, "0604"), ("B", 2, "0603")], "0704");
    assert_eq!((c.0, c.1, c.2.as_str()), (4, 4, "1-1"));
    // Not every attacker across: not doubled.
    let c = crossing_attack("creek3", &[], &[("A", 2, "0604"), ("B", 2, "0703")], "0704");
    assert_eq!((c.0, c.1, c.2.as_str()), (4, 2, "2-1"));
    // The bridge and ford hexsides are not creek.
    let c = crossing_attack("bridge_att", &[], &[("A", 4, "0605")], "0705");
    assert_eq!((c.0, c.1, c.2.as_str()), (4, 2, "2-1"));
    let c = crossing_attack("ford_att", &[], &[("A", 4, "0608")], "0709");
    assert_eq!((c.0, c.1, c.2.as_str()), (4, 2, "2-1"));
}

#[test]
fn rule_5_3_doubling_not_cumulative() {
    // In woods and across the creek: doubled once, 2 → 4 (not 8). 8 to 4 is 2-1.
    let c = crossing_attack("both", &["0704"], &[("A", 8, "0604")], "0704");
    assert_eq!((c.0, c.1, c.2.as_str()), (8, 4, "2-1"));
}

#[test]
fn rule_5_4_combat_results_table() {
    // The table of the README, typed in again: one row per die roll.
    let crt = [
        ["DR", "DR", "D1", "D1", "DE"],
        ["AR", "DR", "DR", "D1", "D1"],
        ["AR", "EX", "DR", "DR", "D1"],
        ["A1", "AR", "EX", "DR", "DR"],
        ["A1", "A1", "AR", "EX", "DR"],
        ["AE", "A1", "A1", "AR", "EX"],
    ];
    // One attacker on a defender of 2: 1, 2, 4, 6, 8 give 1-2, 1-1, 2-1, 3-1, 4-1.
    let columns = [(1, "1-2"), (2, "1-1"), (4, "2-1"), (6, "3-1"), (8, "4-1")];
    for (col, (a, odds)) in columns.iter().enumerate() {
        let id = format!("crt_{a}");
        let lib = attack_library(&id, &[*a], 2);
        for roll in 1..=6u32 {
            let c = one_attack(&lib, &id, 1, roll);
            assert_eq!(
                c,
                (
                    *a as i64,
                    2,
                    odds.to_string(),
                    roll as i64,
                    crt[roll as usize - 1][col].to_string()
                ),
                "{odds}, roll {roll}"
            );
        }
    }
}

#[test]
fn rule_5_4_de_eliminates_every_defender() {
    // 4 + 4 against 1 + 1: 4-1; roll 1: DE.
    let units = [
        inf("A", "blue", 4, "0504"),
        inf("B", "blue", 4, "0604"),
        inf("X1", "gray", 1, "0505"),
        inf("X2", "gray", 1, "0505"),
    ];
    let mut g = combat_game("de", &open_map(8, 8), &units);
    g.force_dice([1]);
    attack(&mut g, "0505", &["A", "B"]);
    assert_eq!(combat(&g), (8, 2, "4-1".into(), 1, "DE".into()));
    assert_eq!(unit(&g, "X1"), (0, None));
    assert_eq!(unit(&g, "X2"), (0, None));
    assert_eq!(events(&g, "unit_eliminated").len(), 2);
    assert_eq!(unit(&g, "A"), (4, Some("0504".into())));
    assert_eq!(unit(&g, "B"), (4, Some("0604".into())));
    assert_eq!(vp(&g), (2, 0));
}

#[test]
fn rule_5_4_d1_strongest_defender_loses_one() {
    // 8 against 3 + 1: 2-1; roll 1: D1, the strongest (X1) loses 1.
    let units = [
        inf("A", "blue", 4, "0504"),
        inf("B", "blue", 4, "0604"),
        inf("X2", "gray", 1, "0505"),
        inf("X1", "gray", 3, "0505"),
    ];
    let mut g = combat_game("d1", &open_map(8, 8), &units);
    g.force_dice([1]);
    attack(&mut g, "0505", &["A", "B"]);
    assert_eq!(combat(&g), (8, 4, "2-1".into(), 1, "D1".into()));
    assert_eq!(unit(&g, "X1"), (2, Some("0505".into())));
    assert_eq!(unit(&g, "X2"), (1, Some("0505".into())));
    assert_eq!(vp(&g), (1, 0));
}

#[test]
fn rule_5_4_dr_every_defender_retreats() {
    // 3 + 3 against 2 + 1: 2-1; roll 2: DR. Round 0505: 0504 and 0604 hold the attackers,
    // 0404 (next to A) and 0605 (next to B) are in their zones of control; 0405 and 0506 are
    // both two hexes from 0504 (the first attacker's hex): the lower label, 0405.
    let units = [
        inf("A", "blue", 3, "0504"),
        inf("B", "blue", 3, "0604"),
        inf("X1", "gray", 2, "0505"),
        inf("X2", "gray", 1, "0505"),
    ];
    let mut g = combat_game("dr", &open_map(8, 8), &units);
    g.force_dice([2]);
    attack(&mut g, "0505", &["A", "B"]);
    assert_eq!(combat(&g), (6, 3, "2-1".into(), 2, "DR".into()));
    assert_eq!(unit(&g, "X1"), (2, Some("0405".into())));
    assert_eq!(unit(&g, "X2"), (1, Some("0405".into())));
    assert_eq!(unit(&g, "A"), (3, Some("0504".into())));
    assert_eq!(vp(&g), (0, 0));
    let n = notes(&g);
    assert!(
        n.contains(&"5.6: X1 retreats to 0405 (5.4 DR)".to_string()),
        "{n:?}"
    );
    assert!(
        n.contains(&"5.6: X2 retreats to 0405 (5.4 DR)".to_string()),
        "{n:?}"
    );
}

#[test]
fn rule_5_4_ex_both_sides_lose_one() {
    // 3 + 1 against 4: 1-1; roll 3: EX. X and the strongest adjacent attacker (A) lose 1.
    let units = [
        inf("A", "blue", 3, "0504"),
        inf("B", "blue", 1, "0604"),
        inf("X", "gray", 4, "0505"),
    ];
    let mut g = combat_game("ex", &open_map(8, 8), &units);
    g.force_dice([3]);
    attack(&mut g, "0505", &["B", "A"]);
    assert_eq!(combat(&g), (4, 4, "1-1".into(), 3, "EX".into()));
    assert_eq!(strength(&g, "X"), 3);
    assert_eq!(strength(&g, "A"), 2);
    assert_eq!(strength(&g, "B"), 1);
    assert_eq!(vp(&g), (1, 1));
}

#[test]
fn rule_5_4_ar_every_adjacent_attacker_retreats() {
    // 2 + 2 against 4: 1-1; roll 4: AR. X in 0505 controls 0404, 0405, 0504, 0506, 0604, 0605.
    // A (0504) may go to 0403, 0503 or 0603, all two hexes from 0505: 0403.
    // B (0604) may go to 0603, 0704 or 0705 (0504 is empty now but controlled): 0603.
    let units = [
        inf("A", "blue", 2, "0504"),
        inf("B", "blue", 2, "0604"),
        inf("X", "gray", 4, "0505"),
    ];
    let mut g = combat_game("ar", &open_map(8, 8), &units);
    g.force_dice([4]);
    attack(&mut g, "0505", &["A", "B"]);
    assert_eq!(combat(&g), (4, 4, "1-1".into(), 4, "AR".into()));
    assert_eq!(unit(&g, "A"), (2, Some("0403".into())));
    assert_eq!(unit(&g, "B"), (2, Some("0603".into())));
    assert_eq!(unit(&g, "X"), (4, Some("0505".into())));
    assert_eq!(vp(&g), (0, 0));
}

#[test]
fn rule_5_4_a1_strongest_adjacent_attacker_loses_one() {
    // 2 + 3 against 3: 5 to 3 is 1-1; roll 5: A1, the strongest attacker (A, 3) loses 1.
    let units = [
        inf("B", "blue", 2, "0604"),
        inf("A", "blue", 3, "0504"),
        inf("X", "gray", 3, "0505"),
    ];
    let mut g = combat_game("a1", &open_map(8, 8), &units);
    g.force_dice([5]);
    attack(&mut g, "0505", &["B", "A"]);
    assert_eq!(combat(&g), (5, 3, "1-1".into(), 5, "A1".into()));
    assert_eq!(strength(&g, "A"), 2);
    assert_eq!(strength(&g, "B"), 2);
    assert_eq!(strength(&g, "X"), 3);
    assert_eq!(vp(&g), (0, 1));
}

#[test]
fn rule_5_4_ae_every_adjacent_attacker_eliminated() {
    // 1 + 1 against 4: 1-2; roll 6: AE.
    let units = [
        inf("A", "blue", 1, "0504"),
        inf("B", "blue", 1, "0604"),
        inf("X", "gray", 4, "0505"),
    ];
    let mut g = combat_game("ae", &open_map(8, 8), &units);
    g.force_dice([6]);
    attack(&mut g, "0505", &["A", "B"]);
    assert_eq!(combat(&g), (2, 4, "1-2".into(), 6, "AE".into()));
    assert_eq!(unit(&g, "A"), (0, None));
    assert_eq!(unit(&g, "B"), (0, None));
    assert_eq!(strength(&g, "X"), 4);
    assert_eq!(vp(&g), (0, 2));
}

#[test]
fn rule_5_5_artillery_attacks_from_two_hexes_unaffected_by_attacker_results() {
    // Artillery (3) in 0503, two hexes from 0505; infantry A (2) next to it in 0504. 5 to 4:
    // 1-1; roll 5: A1 — the strongest *adjacent* attacker is A, the artillery is untouched.
    let units = [
        art("G", "blue", 3, "0503"),
        inf("A", "blue", 2, "0504"),
        inf("X", "gray", 4, "0505"),
    ];
    let mut g = combat_game("art_a1", &open_map(8, 8), &units);
    g.force_dice([5]);
    attack(&mut g, "0505", &["G", "A"]);
    assert_eq!(combat(&g), (5, 4, "1-1".into(), 5, "A1".into()));
    assert_eq!(unit(&g, "G"), (3, Some("0503".into())));
    assert_eq!(unit(&g, "A"), (1, Some("0504".into())));
    assert_eq!(vp(&g), (0, 1));

    // 2 + 1 against 6: 1-2; roll 6: AE. A is eliminated, the artillery stays.
    let units = [
        art("G", "blue", 2, "0503"),
        inf("A", "blue", 1, "0504"),
        inf("X", "gray", 6, "0505"),
    ];
    let mut g = combat_game("art_ae", &open_map(8, 8), &units);
    g.force_dice([6]);
    attack(&mut g, "0505", &["G", "A"]);
    assert_eq!(combat(&g), (3, 6, "1-2".into(), 6, "AE".into()));
    assert_eq!(unit(&g, "G"), (2, Some("0503".into())));
    assert_eq!(unit(&g, "A"), (0, None));
    assert_eq!(vp(&g), (0, 1));

    // Artillery alone: EX (4 to 4, roll 3) costs the defender 1 and the artillery nothing;
    // AR (roll 4) does not move it.
    for (roll, result, x, blue_vp) in [(3, "EX", 3, 1), (4, "AR", 4, 0)] {
        let units = [art("G", "blue", 4, "0503"), inf("X", "gray", 4, "0505")];
        let mut g = combat_game(&format!("art_{result}"), &open_map(8, 8), &units);
        g.force_dice([roll]);
        attack(&mut g, "0505", &["G"]);
        assert_eq!(combat(&g), (4, 4, "1-1".into(), roll as i64, result.into()));
        assert_eq!(unit(&g, "G"), (4, Some("0503".into())));
        assert_eq!(strength(&g, "X"), x);
        assert_eq!(vp(&g), (blue_vp, 0));
    }
}

#[test]
fn rule_5_5_artillery_adjacent_is_affected() {
    // Artillery next to the target is an adjacent attacker like any other: A1 costs it 1.
    let units = [art("G", "blue", 3, "0504"), inf("X", "gray", 3, "0505")];
    let mut g = combat_game("art_adj", &open_map(8, 8), &units);
    g.force_dice([5]);
    attack(&mut g, "0505", &["G"]);
    assert_eq!(combat(&g), (3, 3, "1-1".into(), 5, "A1".into()));
    assert_eq!(strength(&g, "G"), 2);
}

#[test]
fn rule_5_5_artillery_needs_line_of_sight_and_range_two() {
    // Woods in 0504, between 0503 and 0505, block the line.
    let units = [art("G", "blue", 3, "0503"), inf("X", "gray", 3, "0505")];
    let m = map(8, 8, "clear", "0808", r#"hexes = { woods = { "0504" } },"#);
    let mut g = combat_game("los_woods", &m, &units);
    refused(
        &mut g,
        &attack_json("0505", &["G"]),
        "5.1/5.5: G is not adjacent to 0505",
    );

    // Three hexes away: out of range.
    let units = [art("G", "blue", 3, "0502"), inf("X", "gray", 3, "0505")];
    let mut g = combat_game("los_range", &open_map(8, 8), &units);
    refused(
        &mut g,
        &attack_json("0505", &["G"]),
        "5.1/5.5: G is not adjacent to 0505",
    );

    // 0705 → 0505 runs along the hexside between 0604 and 0605: blocked only when both are
    // woods.
    let units = [art("G", "blue", 3, "0705"), inf("X", "gray", 3, "0505")];
    let m = map(8, 8, "clear", "0808", r#"hexes = { woods = { "0604" } },"#);
    let mut g = combat_game("los_one_side", &m, &units);
    g.force_dice([5]);
    attack(&mut g, "0505", &["G"]);
    assert_eq!(combat(&g), (3, 3, "1-1".into(), 5, "A1".into()));
    assert_eq!(strength(&g, "G"), 3, "two hexes away: no attacker result");
    let m = map(
        8,
        8,
        "clear",
        "0808",
        r#"hexes = { woods = { "0604", "0605" } },"#,
    );
    let mut g = combat_game("los_both_sides", &m, &units);
    refused(
        &mut g,
        &attack_json("0505", &["G"]),
        "5.1/5.5: G is not adjacent to 0505",
    );
}

#[test]
fn rule_5_6_retreat_farthest_from_enemy_the_owner_choosing_among_equals() {
    // Artillery G (4, no zone of control) next to X in 0504: 4 to 2, 2-1; roll 2: DR. X may go
    // to 0404 or 0604 (one hex from 0504) or to 0405, 0506, 0605 (two): one of the farthest,
    // which the Confederate player chooses in the Union's phase — 0605 (the computer would
    // take the lowest label, 0405), never the nearer 0404.
    let units = [art("G", "blue", 4, "0504"), inf("X", "gray", 2, "0505")];
    let mut g = combat_game("retreat_far", &open_map(8, 8), &units);
    g.force_dice([2]);
    act(&mut g, &attack_json("0505", &["G"]));
    assert_eq!(combat(&g).4, "DR");
    assert_eq!(g.acting_side(), "gray");
    let d = g.pending_decision().unwrap();
    let hexes: Vec<&str> = d["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        (d["rule"].as_str(), hexes),
        (Some("5.6"), vec!["0405", "0506", "0605"])
    );
    assert_eq!(g.bot_action().unwrap()["choice"], "0405");
    act(&mut g, r#"{"kind": "decide", "choice": "0605"}"#);
    assert_eq!(unit(&g, "X"), (2, Some("0605".into())));
    assert_eq!(g.acting_side(), "blue");
}

#[test]
fn rule_5_6_retreat_avoids_zoc_overstacking_enemy_units_and_impassable_hexsides() {
    // As above, but Union infantry Z in 0306 controls 0405 and two Confederate units fill
    // 0506: X goes to 0605, the one farthest hex left.
    let mut units = vec![
        art("G", "blue", 4, "0504"),
        inf("Z", "blue", 1, "0306"),
        inf("X", "gray", 2, "0505"),
        inf("W1", "gray", 1, "0506"),
        inf("W2", "gray", 1, "0506"),
    ];
    let mut g = combat_game("retreat_avoid", &open_map(8, 8), &units);
    g.force_dice([2]);
    attack(&mut g, "0505", &["G"]);
    assert_eq!(combat(&g).4, "DR");
    assert_eq!(unit(&g, "X"), (2, Some("0605".into())));

    // And Union artillery H in 0605 as well: no hex two away is left; of 0404 and 0604 (one
    // hex from 0504, free of zones of control), the lower label.
    units.push(art("H", "blue", 1, "0605"));
    let mut g = combat_game("retreat_near", &open_map(8, 8), &units);
    g.force_dice([2]);
    attack(&mut g, "0505", &["G"]);
    assert_eq!(unit(&g, "X"), (2, Some("0404".into())));

    // On the Crossing map, X in 0704 attacked from 0804 (which controls 0705 and 0805): of
    // 0603, 0604 and 0703 (all two hexes from 0804) the first two are across the creek, which
    // it could not cross: 0703.
    let units = [inf("A", "blue", 4, "0804"), inf("X", "gray", 2, "0704")];
    let mut g = combat_game("retreat_creek", &crossing_map(&[]), &units);
    g.force_dice([2]);
    attack(&mut g, "0704", &["A"]);
    assert_eq!(combat(&g), (4, 2, "2-1".into(), 2, "DR".into()));
    assert_eq!(unit(&g, "X"), (2, Some("0703".into())));
}

#[test]
fn rule_5_6_unit_that_cannot_retreat_loses_one() {
    // X in the corner 0101 (neighbours 0102 and 0201); A in 0102 controls 0201. 4 to 2, 2-1;
    // roll 2: DR. X cannot retreat and loses 1.
    let units = [inf("A", "blue", 4, "0102"), inf("X", "gray", 2, "0101")];
    let mut g = combat_game("no_retreat", &open_map(8, 8), &units);
    g.force_dice([2]);
    attack(&mut g, "0101", &["A"]);
    assert_eq!(combat(&g).4, "DR");
    assert_eq!(unit(&g, "X"), (1, Some("0101".into())));
    assert_eq!(vp(&g), (1, 0));
    let e = last_event(&g, "strength_changed");
    assert_eq!(field(&e, "why"), "5.6 cannot retreat");

    // The attacker in the corner: 2 to 2, 1-1; roll 4: AR. A cannot retreat and loses 1.
    let units = [inf("A", "blue", 2, "0101"), inf("X", "gray", 2, "0102")];
    let mut g = combat_game("no_retreat_ar", &open_map(8, 8), &units);
    g.force_dice([4]);
    attack(&mut g, "0102", &["A"]);
    assert_eq!(combat(&g).4, "AR");
    assert_eq!(unit(&g, "A"), (1, Some("0101".into())));
    assert_eq!(vp(&g), (0, 1));
}

// ---------------------------------------------------------------------------------------------
// 6. Victory
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_6_1_each_strength_point_lost_gives_enemy_one_vp() {
    // X (3) eliminated: 3 VP, not 1. Then an exchange: 1 VP each.
    let units = [
        inf("A", "blue", 4, "0504"),
        inf("B", "blue", 4, "0604"),
        inf("C", "blue", 4, "0404"),
        inf("X", "gray", 3, "0505"),
        inf("D", "blue", 2, "0207"),
        inf("Y", "gray", 2, "0208"),
    ];
    let mut g = combat_game("vp", &open_map(8, 8), &units);
    // 12 to 3: 4-1; roll 1: DE.
    g.force_dice([1]);
    attack(&mut g, "0505", &["A", "B", "C"]);
    assert_eq!(combat(&g), (12, 3, "4-1".into(), 1, "DE".into()));
    assert_eq!(vp(&g), (3, 0));
    // 2 to 2: 1-1; roll 3: EX.
    g.force_dice([3]);
    attack(&mut g, "0208", &["D"]);
    assert_eq!(combat(&g).4, "EX");
    assert_eq!((strength(&g, "D"), strength(&g, "Y")), (1, 1));
    assert_eq!(vp(&g), (4, 1));
    let why: Vec<String> = events(&g, "vp_awarded")
        .iter()
        .map(|e| field(e, "why").as_str().unwrap().to_string())
        .collect();
    assert_eq!(why, ["6.1 enemy losses"; 3]);
    let losses = g.with_world(|w| (w.state.records[0].losses, w.state.records[1].losses));
    assert_eq!(losses, (1, 4));
}

#[test]
fn rule_6_2_mill_holder_scores_5_at_end_of_last_turn() {
    let m = map(8, 8, "clear", "0505", "");
    let units = [inf("I", "blue", 3, "0505"), inf("G", "gray", 3, "0101")];
    let mut g = new_game("mill", &scenario(2, &m, &units));
    // Not at the end of turn 1…
    next_union_turn(&mut g);
    assert_eq!(vp(&g), (0, 0));
    // …only at the end of the last turn.
    for _ in 0..4 {
        end_phase(&mut g);
    }
    assert!(g.is_over());
    assert_eq!(vp(&g), (5, 0));
    let e = last_event(&g, "vp_awarded");
    assert_eq!(field(&e, "why"), "6.2 holds the Mill at the end");
    assert_eq!(field(&e, "side"), "blue");

    // The Confederates holding it score instead.
    let units = [inf("I", "blue", 3, "0101"), inf("G", "gray", 3, "0505")];
    let mut g = new_game("mill_gray", &scenario(1, &m, &units));
    for _ in 0..4 {
        end_phase(&mut g);
    }
    assert_eq!(vp(&g), (0, 5));
}

/// Plays a one-turn game to its end, with a Union attack first if `attack_with` is given;
/// returns (winner, level, reason).
fn one_turn(
    id: &str,
    units: &[String],
    attack_on: Option<(&str, &[&str], u32)>,
) -> (Option<usize>, String, String) {
    let m = map(8, 8, "clear", "0505", "");
    let mut g = new_game(id, &scenario(1, &m, units));
    goto_phase(&mut g, "blue", "combat");
    if let Some((target, attackers, roll)) = attack_on {
        g.force_dice([roll]);
        attack(&mut g, target, attackers);
    }
    for _ in 0..3 {
        end_phase(&mut g);
    }
    let o = g.outcome().expect("the game is over");
    let e = last_event(&g, "game_ended");
    assert!(e.text.contains(&o.reason), "{}", e.text);
    (o.winner, o.level, o.reason)
}

#[test]
fn rule_6_3_victory_levels() {
    // Nobody holds the Mill, nobody lost anything: equal VP, a draw.
    let units = [inf("I", "blue", 3, "0101"), inf("G", "gray", 3, "0808")];
    assert_eq!(
        one_turn("draw", &units, None),
        (None, "draw".into(), "6.3: VP blue 0, gray 0".into())
    );
    // The Union holds the Mill: 5 to 0, a margin under 6: marginal.
    let units = [inf("I", "blue", 3, "0505"), inf("G", "gray", 3, "0808")];
    assert_eq!(
        one_turn("marginal", &units, None),
        (Some(0), "marginal".into(), "6.3: VP blue 5, gray 0".into())
    );
    // The Mill and one enemy strength point (4 to 1, 4-1, roll 1: DE): 6 to 0, decisive.
    let units = [
        inf("I", "blue", 3, "0505"),
        inf("A", "blue", 4, "0202"),
        inf("G", "gray", 1, "0203"),
    ];
    assert_eq!(
        one_turn("decisive", &units, Some(("0203", &["A"], 1))),
        (Some(0), "decisive".into(), "6.3: VP blue 6, gray 0".into())
    );
    // The Confederates hold the Mill: they win.
    let units = [inf("I", "blue", 3, "0101"), inf("G", "gray", 3, "0505")];
    assert_eq!(
        one_turn("gray_wins", &units, None),
        (Some(1), "marginal".into(), "6.3: VP blue 0, gray 5".into())
    );
    // Union holds the Mill (5) but loses one point (1 to 2, 1-2, roll 6: AE): 5 to 1, margin
    // 4, marginal.
    let units = [
        inf("I", "blue", 3, "0505"),
        inf("A", "blue", 1, "0202"),
        inf("G", "gray", 2, "0203"),
    ];
    assert_eq!(
        one_turn("marginal_4", &units, Some(("0203", &["A"], 6))),
        (Some(0), "marginal".into(), "6.3: VP blue 5, gray 1".into())
    );
}

// ---------------------------------------------------------------------------------------------
// 7. Optional rule
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_7_1_forced_march() {
    let units = [
        inf("I", "blue", 3, "0510"),
        inf("J", "blue", 3, "0310"),
        inf("K", "blue", 1, "0710"),
        inf("L", "blue", 3, "0110"),
        cav("C", "blue", 2, "0910"),
        art("A", "blue", 2, "1110"),
    ];
    let src = scenario(8, &open_map(12, 10), &units);

    // Without the option: infantry stops at 4.
    let mut g = new_game("no_fm", &src);
    refused(&mut g, &move_json("I", "0505"), "3.1: I cannot reach 0505");

    let on = [("forced_march", json!(true))];
    let mut g = new_game_with("fm", &src, &on);
    let dice = |g: &Game| events(g, "die_rolled").len();
    // Infantry may spend a fifth MP; it then rolls: 6 costs it 1 strength point and gives the
    // enemy 1 VP.
    g.force_dice([6]);
    assert_eq!(move_cost(&mut g, "I", "0505"), "5");
    assert_eq!(unit(&g, "I"), (2, Some("0505".into())));
    assert_eq!(vp(&g), (0, 1));
    let roll = last_event(&g, "die_rolled");
    assert!(
        field(&roll, "purpose").as_str().unwrap().starts_with("7.1"),
        "{}",
        roll.text
    );
    assert_eq!(
        field(&last_event(&g, "strength_changed"), "why"),
        "7.1 forced march stragglers"
    );
    // Any other roll: no loss.
    g.force_dice([5]);
    assert_eq!(move_cost(&mut g, "J", "0305"), "5");
    assert_eq!(strength(&g, "J"), 3);
    assert_eq!(vp(&g), (0, 1));
    assert_eq!(dice(&g), 2);
    // A unit of strength 1 that straggles is eliminated (and still gives 1 VP).
    g.force_dice([6]);
    mv(&mut g, "K", "0705");
    assert_eq!(unit(&g, "K"), (0, None));
    assert_eq!(vp(&g), (0, 2));
    assert_eq!(dice(&g), 3);
    // Within the normal allowance: no roll.
    assert_eq!(move_cost(&mut g, "L", "0106"), "4");
    assert_eq!(dice(&g), 3);
    // Not six MP, and only infantry.
    let mut g = new_game_with("fm2", &src, &on);
    refused(&mut g, &move_json("I", "0504"), "3.1: I cannot reach 0504");
    refused(&mut g, &move_json("C", "0903"), "3.1: C cannot reach 0903");
    refused(&mut g, &move_json("A", "1106"), "3.1: A cannot reach 1106");
    assert_eq!(move_cost(&mut g, "C", "0904"), "6");
    assert_eq!(move_cost(&mut g, "A", "1107"), "3");
    assert_eq!(dice(&g), 0);
}

#[test]
fn rule_5_3_artillery_at_range_neither_causes_nor_prevents_creek_doubling() {
    // A (4) across the creek from X in 0704, artillery G (2) two hexes away at 0904 on X's
    // bank: the only adjacent attacker is across the creek, so X's 2 doubles to 4; 6 to 4 is
    // 1-1.
    let units = [
        inf("A", "blue", 4, "0604"),
        art("G", "blue", 2, "0904"),
        inf("X", "gray", 2, "0704"),
    ];
    let mut g = combat_game("art_creek_mixed", &crossing_map(&[]), &units);
    g.force_dice([1]);
    attack(&mut g, "0704", &["A", "G"]);
    let c = combat(&g);
    assert_eq!((c.0, c.1, c.2.as_str()), (6, 4, "1-1"));

    // Artillery G (4) alone from 0504, across the creek and two hexes away: no adjacent
    // attacker, so no doubling: 4 to 2 is 2-1.
    let units = [art("G", "blue", 4, "0504"), inf("X", "gray", 2, "0704")];
    let mut g = combat_game("art_creek_alone", &crossing_map(&[]), &units);
    g.force_dice([1]);
    attack(&mut g, "0704", &["G"]);
    let c = combat(&g);
    assert_eq!((c.0, c.1, c.2.as_str()), (4, 2, "2-1"));
}

#[test]
fn rule_5_6_defenders_retreat_away_from_the_nearest_attacker() {
    // X (1) in 0505 attacked by artillery A in 0504 and B in 0605 (no zones of control):
    // 4 to 1 is 4-1, roll 4: DR. Of X's free neighbours 0404, 0405, 0506 and 0604, only 0405
    // is two hexes from both attackers (the others are adjacent to one of them). The order in
    // which the attack lists its units does not matter.
    for (tag, order) in [("ab", ["A", "B"]), ("ba", ["B", "A"])] {
        let units = [
            art("A", "blue", 2, "0504"),
            art("B", "blue", 2, "0605"),
            inf("X", "gray", 1, "0505"),
        ];
        let mut g = combat_game(&format!("retreat_nearest_{tag}"), &open_map(8, 8), &units);
        g.force_dice([4]);
        attack(&mut g, "0505", &order);
        assert_eq!(combat(&g).4, "DR");
        assert_eq!(
            unit(&g, "X"),
            (1, Some("0405".into())),
            "attackers listed {order:?}"
        );
    }
}

/// 7.2 Last Stand: a Confederate unit in contact when its combat phase begins must attack; the
/// phase may not end before, and says which unit and which hexes (the window rings them).
#[test]
fn rule_7_2_last_stand_binds_units_in_contact_to_attack() {
    let units = [
        inf("B", "blue", 4, "0505"),
        inf("G", "gray", 3, "0605"),
        inf("W", "gray", 1, "0608"),
        inf("V", "blue", 4, "0508"),
        inf("F", "gray", 3, "1001"),
    ];
    let src = scenario(8, &open_map(12, 10), &units);
    let on = [("last_stand", json!(true))];
    let mut g = new_game_with("last_stand", &src, &on);
    goto_phase(&mut g, "gray", "combat");
    // G (3 against 4: 1-2) must attack; W (1 against 4, below 1-2) has no legal attack and is
    // not bound; F is in contact with nobody.
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(
        why.contains("7.2 Last Stand: G must still attack (0505)"),
        "{why}"
    );
    let owed = g.owed().unwrap().unwrap();
    assert_eq!(owed.units, vec!["G".to_string()]);
    assert_eq!(owed.hexes, vec!["0505".to_string()]);
    // end_phase is not among the legal actions while the attack is owed.
    let legal = g.engine.legal_actions("gray").unwrap();
    assert!(legal.iter().all(|a| a["kind"] != "end_phase"), "{legal:?}");
    g.force_dice([3]);
    attack(&mut g, "0505", &["G"]);
    assert!(g.owed().unwrap().is_none());
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(g.acting_side(), "blue");

    // Without the option nothing is owed.
    let mut g = new_game("no_last_stand", &src);
    goto_phase(&mut g, "gray", "combat");
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(g.acting_side(), "blue");
}

/// 7.2 with the computer on both sides: the bots meet the obligation and play to the end.
#[test]
fn rule_7_2_the_bots_make_the_attacks_last_stand_owes() {
    let on = [("last_stand", json!(true))];
    let mut g = common::start(&common::library(), "tutorial", "crossing", 3, &on);
    g.run_bots(&|_| true, 5_000).unwrap();
    assert!(g.is_over());
    assert!(
        events(&g, "bot_error").is_empty(),
        "{:?}",
        events(&g, "bot_error")
    );
}

/// 7.3 Dispatches: at the start of his movement phase each player alone reads which of his
/// reinforcements arrive next turn.
#[test]
fn rule_7_3_a_dispatch_is_read_by_its_side_alone() {
    use sandtable::kernel::Level;
    let on = [("dispatches", json!(true))];
    let mut g = common::start(&common::library(), "tutorial", "crossing", 1, &on);
    let first = last_event(&g, "dispatch");
    assert_eq!(
        first.text,
        "7.3 dispatch: next turn 5/USA in area W arrives"
    );
    assert_eq!(first.audience, Some(0), "the Union's");
    assert!(first.seen_by(Level::Player, Some(0)));
    assert!(
        !first.seen_by(Level::Player, Some(1)),
        "not the Confederates'"
    );
    goto_phase(&mut g, "gray", "movement");
    assert_eq!(
        last_event(&g, "dispatch").text,
        "7.3 dispatch: no reinforcements next turn"
    );
    goto_phase(&mut g, "blue", "combat");
    goto_phase(&mut g, "gray", "movement");
    let d = last_event(&g, "dispatch");
    assert_eq!(d.text, "7.3 dispatch: next turn 4/CSA in area E arrives");
    assert_eq!(d.audience, Some(1));
    // Without the option: none.
    let g = common::start(&common::library(), "tutorial", "crossing", 1, &[]);
    assert!(events(&g, "dispatch").is_empty());
}
