//! An attack in the window: the target marker from the legal actions, the attack picked part
//! by part (its slots), the ruleset's description (odds, results by die roll) with Confirm, and
//! the result on the map.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::session::Game;

const SKIRMISH: &str = r#"
return {
  name = "Skirmish",
  description = "Two brigades face each other across a field.",
  turns = 2,
  first_side = "blue",
  start = { day = 0, time = "08:00" },
  map = { cols = 6, rows = 5, orientation = "flat", labels = "CCRR", terrain = "clear" },
  commands = {
    { key = "USA", name = "Union", echelon = "division", side = "blue" },
    { key = "CSA", name = "Confederate", echelon = "division", side = "gray" },
  },
  units = {
    { key = "1/USA", name = "1st Brigade", side = "blue", type = "infantry", strength = 4, hex = "0202", parent = "USA" },
    { key = "1/CSA", name = "1st Brigade", side = "gray", type = "infantry", strength = 2, hex = "0302", parent = "CSA" },
  },
}
"#;

fn skirmish() -> (sandtable::script::Library, Game) {
    let lib = common::library_with_scenario("tutorial", "skirmish", SKIRMISH);
    let game = new_game(&lib, "tutorial", "skirmish", 3);
    (lib, game)
}

#[test]
fn an_attack_is_described_then_confirmed() {
    let (lib, game) = skirmish();
    // 4 against 2 is 2-1; a die of 1 gives D1 (rule 5.4).
    game.force_dice([1]);
    let mut h = playing(lib, game);
    h.get_by_label("End phase").click();
    h.run_steps(2);
    assert_eq!(phase(&h), ("combat".into(), "blue".into()));
    let s = h.state().session.as_ref().unwrap();
    let targets = &s.legal().unwrap().targets;
    assert_eq!(targets.len(), 1, "{targets:?}");
    click_hex(&mut h, "0302");
    let p = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .builder
        .clone()
        .expect("the attack is shown before it is taken");
    assert_eq!(
        p.action,
        serde_json::json!({"kind": "attack", "target": "0302", "attackers": ["1/USA"]}),
        "the hex clicked and every unit that may attack it"
    );
    let d = p.description.clone().unwrap().unwrap();
    assert_eq!(d["odds"], "2-1");
    assert!(p.verdict.is_ok());
    // The window shows the odds and the results row, and a Confirm button.
    assert!(h.query_by_label("Attack").is_some());
    assert!(h.query_by_label("2-1").is_some());
    h.get_by_label("Confirm").click();
    h.run_steps(2);
    assert_eq!(
        unit(&h, "1/CSA").0,
        1,
        "D1: the defender loses a strength point"
    );
    assert!(h.state().session.as_ref().unwrap().builder.is_none());
    assert!(message(&h).contains("Attack on 0302"), "{}", message(&h));
    assert_eq!(
        h.state()
            .game()
            .unwrap()
            .with_world(|w| w.state.records[0].vp),
        1
    );
}

#[test]
fn leaving_every_attacker_out_is_refused_with_the_rule() {
    let (lib, game) = skirmish();
    let mut h = playing(lib, game);
    h.get_by_label("End phase").click();
    h.run_steps(2);
    click_hex(&mut h, "0302");
    // Picking the attacker again leaves it out.
    h.get_by_label("1/USA (4)").click();
    h.run_steps(2);
    let p = h.state().session.as_ref().unwrap().builder.clone().unwrap();
    assert_eq!(p.action.get("attackers"), None);
    let why = p.verdict.unwrap_err();
    assert!(why.contains("5.1"), "{why}");
    // Confirm is disabled; Escape cancels.
    h.key_press(eframe::egui::Key::Escape);
    h.run_steps(2);
    assert!(h.state().session.as_ref().unwrap().builder.is_none());
    assert_eq!(unit(&h, "1/CSA").0, 2);
}

#[test]
fn an_action_that_is_neither_a_move_nor_an_attack_is_a_button() {
    // A copy of the tutorial with one more action kind in the movement phase.
    let (root, _) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text
        .replace(
            "actions = { \"move\" },",
            "actions = { \"move\", \"rally\" },",
        )
        .replace(
            "    move = move,\n",
            "    move = move,\n    rally = {\n      list = function(side) return { { kind = \"rally\" } } end,\n      can = function() return true end,\n      resolve = function() sandtable.log.say(\"the drums beat\") end,\n      describe = function() return { effect = \"drums\" } end,\n    },\n",
        );
    std::fs::write(&file, text).unwrap();
    let lib = sandtable::script::Library::at(&root);
    let game = new_game(&lib, "tutorial", "crossing", 1);
    let mut h = playing(lib, game);
    h.get_by_label("Rally").click();
    h.run_steps(3);
    assert!(h.query_by_label("drums").is_some());
    h.get_by_label("Confirm").click();
    h.run_steps(2);
    assert!(message(&h).contains("the drums beat"), "{}", message(&h));
    assert_eq!(h.state().game().unwrap().history[0].action["kind"], "rally");
}

#[test]
fn a_move_kind_with_a_describe_hook_is_described_on_hover() {
    let (root, _) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text.replace(
        "\n-- 2.1 Reinforcements enter",
        "\nmove.describe = function(act) return { note = \"marching to \" .. act.to } end\n\n-- 2.1 Reinforcements enter",
    );
    assert!(text.contains("move.describe"));
    std::fs::write(&file, text).unwrap();
    let lib = sandtable::script::Library::at(&root);
    let game = new_game(&lib, "tutorial", "crossing", 1);
    let mut h = playing(lib, game);
    click_hex(&mut h, "0204");
    let pos = h.state().hex_screen_pos("0404").unwrap();
    h.event(eframe::egui::Event::PointerMoved(pos));
    h.run_steps(2);
    let d = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .hover_description
        .clone()
        .expect("a description");
    assert!(d.2.contains("marching to 0404"), "{}", d.2);
}
