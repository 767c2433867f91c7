//! The start screen: choosing a ruleset, a scenario, an option and the players, then New game.

#[path = "host_helpers.rs"]
mod helpers;

use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::host::commands::Seat;

#[test]
fn a_tutorial_game_starts_from_the_start_screen_with_forced_march() {
    let mut h = harness(SandtableApp::new(library(), None));
    h.run_steps(2);
    h.get_by_label("Mill Creek (tutorial)  tutorial").click();
    h.run_steps(2);
    h.get_by_label_contains("The Crossing").click();
    h.run_steps(2);
    // The option shows its rule number; its description and default are on the screen.
    h.get_by_label("Forced March [7.1]").click();
    h.run_steps(2);
    assert!(
        h.query_all_by_label_contains("Default: off")
            .next()
            .is_some()
    );
    h.get_by_label("Confederate computer").click();
    h.run_steps(2);
    h.get_by_label("New game").click();
    h.run_steps(3);
    let app = h.state();
    assert!(
        !app.on_start_screen,
        "still on the start screen: {:?}",
        app.message()
    );
    let game = app.game().expect("a game started");
    assert_eq!(game.setup.ruleset, "tutorial");
    assert_eq!(game.setup.scenario, "crossing");
    assert_eq!(game.options["forced_march"], serde_json::json!(true));
    let s = app.session.as_ref().unwrap();
    assert_eq!(s.seat("gray"), Seat::Computer);
    assert_eq!(s.seat("blue"), Seat::Person);
    // The game screen shows the turn bar and the map.
    assert!(
        h.query_all_by_label_contains("Turn 1 of 8 · Day 1, 08:00")
            .next()
            .is_some()
    );
    assert!(h.query_by_label("Map").is_some());
    // And the game is remembered for the start screen.
    assert!(matches!(
        h.state().prefs.recent.first(),
        Some(sandtable::host::prefs::Recent::New { .. })
    ));
}

#[test]
fn the_start_screen_lists_every_ruleset_and_the_mod() {
    let mut h = harness(SandtableApp::new(library(), None));
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("tutorial-veterans, a mod of tutorial")
            .is_some()
    );
}

#[test]
fn a_bad_command_line_ruleset_is_a_message_not_a_panic() {
    let args = sandtable::host::GuiArgs {
        ruleset: Some("no-such-ruleset".into()),
        scenario: Some("x".into()),
        ..Default::default()
    };
    let app = sandtable::host::build_app(library(), &args, None);
    assert!(app.game().is_none());
    let m = app.message().expect("a message");
    assert!(m.text.contains("no-such-ruleset"), "{}", m.text);
}

#[test]
fn the_command_line_can_start_a_game_directly() {
    let args = sandtable::host::GuiArgs {
        ruleset: Some("tutorial".into()),
        scenario: Some("crossing".into()),
        seed: Some(7),
        ..Default::default()
    };
    let app = sandtable::host::build_app(library(), &args, None);
    let g = app.game().expect("a game");
    assert_eq!(g.setup.seed, 7);
    assert!(!app.on_start_screen);
}
