//! The example mod `tutorial-veterans`: its one rule, M.1, on top of the tutorial.

mod common;

use common::Scenario;
use serde_json::json;

/// The mod on an 8 × 8 map with the Mill at 0505: `attacker` side's A (4) in 0504, the other
/// side's X (2) in the Mill.
fn at_the_mill(tag: &str, attacker: &str) -> Scenario {
    let defender = if attacker == "blue" { "gray" } else { "blue" };
    Scenario::new("tutorial", tag)
        .name("M.1 test")
        .turns(2)
        .first("blue")
        .map(r#"{ cols = 8, rows = 8, places = { { name = "Mill", hex = "0505", kind = "mill" } } }"#)
        .unit(format!(
            r#"{{ key = "A", side = "{attacker}", type = "infantry", strength = 4, hex = "0504" }},"#
        ))
        .unit(format!(
            r#"{{ key = "X", side = "{defender}", type = "infantry", strength = 2, hex = "0505" }},"#
        ))
        .played_by("tutorial-veterans")
}

fn odds_of_last_attack(g: &sandtable::session::Game) -> (i64, i64, String) {
    let e = g
        .log()
        .into_iter()
        .rev()
        .find(|e| e.kind == "combat_resolved")
        .expect("an attack");
    (
        e.fields["attack"].as_i64().unwrap(),
        e.fields["defence"].as_i64().unwrap(),
        e.fields["odds"].as_str().unwrap().to_string(),
    )
}

#[test]
fn rule_m_1_veterans_double_the_defence_of_the_mill() {
    // A (4) attacks X (2) in the Mill on clear ground. With M.1 the defence doubles: 4 to 4,
    // 1-1. Without it: 4 to 2, 2-1.
    let mut g = at_the_mill("m1_on", "blue")
        .option("veterans", json!(true))
        .start_at("blue", "combat");
    g.force_dice([6]);
    common::act(
        &mut g,
        r#"{"kind":"attack","target":"0505","attackers":["A"]}"#,
    );
    assert_eq!(odds_of_last_attack(&g), (4, 4, "1-1".to_string()));

    let mut g = at_the_mill("m1_off", "blue")
        .option("veterans", json!(false))
        .start_at("blue", "combat");
    g.force_dice([6]);
    common::act(
        &mut g,
        r#"{"kind":"attack","target":"0505","attackers":["A"]}"#,
    );
    assert_eq!(odds_of_last_attack(&g), (4, 2, "2-1".to_string()));

    // Only Confederate defenders are veterans: a Union unit in the Mill is not doubled.
    let mut g = at_the_mill("m1_union", "gray")
        .option("veterans", json!(true))
        .start_at("gray", "combat");
    g.force_dice([6]);
    common::act(
        &mut g,
        r#"{"kind":"attack","target":"0505","attackers":["A"]}"#,
    );
    assert_eq!(odds_of_last_attack(&g), (4, 2, "2-1".to_string()));
}

#[test]
fn mod_keeps_the_base_rules_and_adds_its_option() {
    let lib = common::library();
    let g = common::start(&lib, "tutorial-veterans", "crossing", 1, &[]);
    let decl = &g.engine.decl;
    assert_eq!(decl.extends.as_deref(), Some("tutorial"));
    let ids: Vec<&str> = decl.options.iter().map(|o| o.id.as_str()).collect();
    assert_eq!(
        ids,
        vec!["forced_march", "last_stand", "dispatches", "veterans"]
    );
    assert!(decl.rules.iter().any(|r| r.id == "5.3"));
    assert!(decl.rules.iter().any(|r| r.id == "M.1"));
    assert_eq!(g.options["veterans"], json!(true), "default on");
}
