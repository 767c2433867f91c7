//! Decisions in the window, in a hot-seat Decision Games game: the defender is asked where his
//! unit retreats and picks the hex on the map; End phase is refused while an attack is owed and
//! the owed hex is marked; a choice without a hex is a button. In This Terrible Sound the owner
//! of a unit that must retreat picks its hex on the map (S.6.1).

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::commands::Command;
use serde_json::json;

/// A (8, Union) in 0504 next to X (4, Confederate) in 0505 on open ground; with `extra` units.
fn position(extra: &str) -> String {
    format!(
        r#"return {{
  name = "Contact", turns = 3, first_side = "union", vars = {{ night_turns = {{ }} }},
  map = {{ cols = 10, rows = 10, labels = "CCRR", terrain = "clear",
    boxes = {{ {{ id = "exited" }}, {{ id = "withdrawn" }} }} }},
  units = {{
    {{ key = "A", side = "union", type = "infantry", strength = 8, hex = "0504" }},
    {{ key = "X", side = "confederate", type = "infantry", strength = 4, hex = "0505" }},
    {extra}
  }},
}}"#
    )
}

fn contact(extra: &str) -> egui_kittest::Harness<'static, sandtable::host::SandtableApp> {
    let lib = common::library_with_scenario("dg-chickamauga", "contact", &position(extra));
    let game = new_game(&lib, "dg-chickamauga", "contact", 1);
    let mut h = playing(lib, game);
    h.get_by_label("End phase").click();
    h.run_steps(2);
    assert_eq!(phase(&h), ("combat".into(), "union".into()));
    h
}

#[test]
fn end_phase_is_refused_while_an_attack_is_owed_and_the_owed_hex_is_marked() {
    let mut h = contact("");
    let owed = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .legal()
        .unwrap()
        .owed
        .clone()
        .expect("the attack on X is owed");
    let x = h
        .state()
        .game()
        .unwrap()
        .with_world(|w| w.hex("0505").unwrap());
    assert_eq!(owed.hexes, vec![x]);
    assert!(owed.reason.contains("7.0"), "{}", owed.reason);
    // Ctrl+E (or a click that got through) is refused with the rule and nothing happens.
    h.state_mut().apply(Command::EndPhase);
    h.run_steps(2);
    assert!(
        message(&h).contains("the enemy in 0505 must still be attacked"),
        "{}",
        message(&h)
    );
    assert_eq!(phase(&h), ("combat".into(), "union".into()));
    assert_eq!(
        unit(&h, "X").1.as_deref(),
        Some("0505"),
        "nothing resolved silently"
    );
}

#[test]
fn the_defender_is_asked_for_and_picks_a_retreat_hex_on_the_map() {
    let mut h = contact("");
    h.state().game().unwrap().force_dice([1]);
    h.state_mut().apply(Command::Apply(
        json!({"kind": "attack", "targets": ["0505"], "attackers": ["A"]}),
    ));
    h.run_steps(3);
    // 8 to 4 is 2-1, a 1 is Dr: the Confederate player chooses where X goes.
    assert_eq!(phase(&h).1, "confederate");
    assert!(
        h.query_by_label("Decision for Confederate (Army of Tennessee) (7.71)")
            .is_some()
    );
    assert!(
        h.query_all_by_label_contains("Where does X retreat from 0505?")
            .next()
            .is_some()
    );
    assert!(h.query_by_label("retreat to 0605").is_some());
    assert!(h.query_by_label_contains("a decision (7.71)").is_some());
    click_hex(&mut h, "0605");
    assert_eq!(unit(&h, "X").1.as_deref(), Some("0605"));
    assert_eq!(phase(&h).1, "union", "back to the attacker");
    assert!(
        h.query_by_label("Decision for Confederate (Army of Tennessee) (7.71)")
            .is_none()
    );
}

#[test]
fn a_choice_is_also_a_button() {
    let mut h = contact("");
    h.state().game().unwrap().force_dice([1]);
    h.state_mut().apply(Command::Apply(
        json!({"kind": "attack", "targets": ["0505"], "attackers": ["A"]}),
    ));
    h.run_steps(3);
    h.get_by_label("retreat to 0506").click();
    h.run_steps(3);
    assert_eq!(unit(&h, "X").1.as_deref(), Some("0506"));
}

/// The last attack resolved.
fn last_combat(
    h: &egui_kittest::Harness<'static, sandtable::host::SandtableApp>,
) -> sandtable::kernel::Event {
    h.state()
        .game()
        .unwrap()
        .log()
        .into_iter()
        .rev()
        .find(|e| e.kind == "combat_resolved")
        .expect("the attack was made")
}

fn builder(
    h: &egui_kittest::Harness<'static, sandtable::host::SandtableApp>,
) -> sandtable::host::play::Builder {
    h.state()
        .session
        .as_ref()
        .unwrap()
        .builder
        .clone()
        .expect("an attack is being built")
}

#[test]
fn a_combined_attack_by_two_units_is_picked_by_clicks_at_lower_odds() {
    // A (8) in 0504 and B (4) in 0604 both touch X (4) in 0505. Selecting A and clicking X
    // starts an attack by A; A alone is not allowed (7.12: B would be left with no enemy to
    // attack); a click on B's hex adds B: 12 to 4, 3-1. The attacker announces 1-1 (7.9).
    let mut h =
        contact(r#"{ key = "B", side = "union", type = "infantry", strength = 4, hex = "0604" },"#);
    click_hex(&mut h, "0504");
    click_hex(&mut h, "0505");
    let b = builder(&h);
    assert_eq!(
        b.action,
        json!({"kind": "attack", "targets": ["0505"], "attackers": ["A"]})
    );
    assert!(
        b.verdict
            .as_ref()
            .unwrap_err()
            .contains("7.12: B is in an enemy zone of control"),
        "{:?}",
        b.verdict
    );
    assert!(
        h.query_by_label("Attack").is_some(),
        "the window is titled with the kind's label"
    );
    click_hex(&mut h, "0604");
    let b = builder(&h);
    assert_eq!(b.action["attackers"], json!(["A", "B"]));
    assert!(b.verdict.is_ok(), "{:?}", b.verdict);
    assert_eq!(b.description.clone().unwrap().unwrap()["odds"], "3-1");
    h.get_by_label("Announce lower odds (7.9) (optional)")
        .click();
    h.run_steps(2);
    assert!(h.query_by_label("3-1 (as computed)").is_some());
    h.get_by_label("1-1").click();
    h.run_steps(2);
    assert_eq!(builder(&h).action["odds"], "1-1");
    h.state().game().unwrap().force_dice([1]);
    h.get_by_label("Confirm").click();
    h.run_steps(3);
    let e = last_combat(&h);
    assert_eq!(e.fields["odds"], "1-1");
    assert_eq!(e.fields["attack"], 12);
    assert!(h.state().session.as_ref().unwrap().builder.is_none());
}

#[test]
fn a_multi_hex_attack_is_picked_by_clicks() {
    // A (8) in 0504 touches X (4) in 0505 and Y (2) in 0603: only an attack on both is legal
    // (7.11/7.23, 7.25). Clicking X starts it; picking the hexes again and clicking Y adds Y.
    let mut h = contact(
        r#"{ key = "Y", side = "confederate", type = "infantry", strength = 2, hex = "0603" },"#,
    );
    click_hex(&mut h, "0504");
    click_hex(&mut h, "0505");
    assert!(builder(&h).verdict.is_err());
    h.get_by_label("Enemy hexes attacked (7.25)").click();
    h.run_steps(2);
    click_hex(&mut h, "0603");
    let b = builder(&h);
    assert_eq!(b.action["targets"], json!(["0505", "0603"]));
    assert!(b.verdict.is_ok(), "{:?}", b.verdict);
    assert_eq!(b.description.clone().unwrap().unwrap()["odds"], "1-1");
    h.state().game().unwrap().force_dice([6]);
    h.get_by_label("Confirm").click();
    h.run_steps(3);
    let e = last_combat(&h);
    assert_eq!(e.fields["targets"], json!(["0505", "0603"]));
}

#[test]
fn the_unit_panel_shows_what_the_ruleset_says_of_a_unit_and_hides_its_props() {
    // In the combat phase A, next to X, must attack: the panel says so in the rule's words,
    // the counter carries the badge, and the raw props wait in the developer view.
    let mut h = contact("");
    click_hex(&mut h, "0504");
    assert!(h.query_by_label("must attack this phase (7.12)").is_some());
    assert!(h.query_by_label("Strength").is_some());
    assert!(h.query_by_label("Developer view").is_some());
    let s = h.state().session.as_ref().unwrap();
    let a = s.game.with_world(|w| w.state.unit_by_key("A").unwrap());
    let view = s.unit_view(a).expect("A is described");
    assert!(view.badges.iter().any(|(t, _)| t == "!"), "{view:?}");
}

/// The hand-over screen's button for the side to act, clicked if the game is covered (a game
/// with secrets between two people at one screen).
fn take_the_screen(h: &mut egui_kittest::Harness<'static, sandtable::host::SandtableApp>) {
    let g = h.state().game().unwrap();
    let acting = g.acting_side();
    let name = g
        .engine
        .decl
        .catalog
        .sides
        .iter()
        .find(|s| s.id == acting)
        .unwrap()
        .name
        .clone();
    let label = format!("I am the {name} player — show the game");
    if h.query_by_label(&label).is_some() {
        h.get_by_label(&label).click();
        h.run_steps(3);
    }
}

#[test]
fn this_terrible_sound_the_owner_picks_his_retreat_hex_on_the_map() {
    // S.6.1: a routed 24 Miss, assaulted by 10 Ind, retreats 2 hexes; the Confederate player
    // is asked where, in the middle of the Union's assault, and clicks the hex.
    let units = [
        common::tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0303",
            r#"formation = "line", facing = "E","#,
        ),
        common::tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "0403",
            r#"formation = "line", facing = "W", status = { "routed" },"#,
        ),
    ];
    let src = common::tts::scenario(
        &common::tts::open_map(12, 8, ""),
        &units,
        20,
        1,
        "10:00",
        "union",
        r#"vars = { random_events = false, orders = {
  union = { { to = "A Cumb", kind = "attack", text = "attack" } },
  confederate = { { to = "A Tenn", kind = "attack", text = "attack" } } } },"#,
    );
    let lib = common::library_with_scenario(common::tts::RS, "host_retreat", &src);
    let mut g = common::start(&lib, common::tts::RS, "host_retreat", 1, &[]);
    common::goto_phase(&mut g, "union", "close_combat");
    let mut h = playing(lib, g);
    take_the_screen(&mut h);
    h.state().game().unwrap().force_dice([1, 1]);
    h.state_mut().apply(Command::Apply(
        json!({"kind": "assault", "units": ["10 Ind/2/3/14"], "target": "0403"}),
    ));
    h.run_steps(3);
    take_the_screen(&mut h);
    assert_eq!(phase(&h).1, "confederate", "the owner decides");
    assert!(
        h.query_all_by_label_contains("24 Miss/W/L/Res retreats from 0403")
            .next()
            .is_some()
    );
    let d = h.state().game().unwrap().pending_decision().unwrap();
    let hexes: Vec<String> = d["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["hex"].as_str().unwrap().to_string())
        .collect();
    assert!(hexes.len() > 1, "{hexes:?}");
    // not the computer's choice (the first): the last one offered
    let pick = hexes.last().unwrap().clone();
    click_hex(&mut h, &pick);
    take_the_screen(&mut h);
    assert_eq!(
        unit(&h, "24 Miss/W/L/Res").1.as_deref(),
        Some(pick.as_str())
    );
    assert_eq!(phase(&h), ("close_combat".into(), "union".into()));
}
