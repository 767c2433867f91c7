//! Secret options in the window: the start screen's collapsed secret section sets them, and
//! the Score tab shows one only to its side, while that side acts at this computer, and to
//! everyone once the game is over. This Terrible Sound's 2.7f, played by a person as the
//! Confederates: neither his Score tab nor his log shows it.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use common::Scenario;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::host::commands::Seat;
use sandtable::script::Library;
use sandtable::session::Game;
use serde_json::json;
use std::collections::BTreeMap;

fn app_with(
    lib: Library,
    game: Game,
    seats: BTreeMap<String, Seat>,
) -> Harness<'static, SandtableApp> {
    let mut app = SandtableApp::new(lib, None);
    app.start_game(game, seats);
    if let Some(s) = app.session.as_mut() {
        s.bots_paused = true;
    }
    let mut h = harness(app);
    h.run_steps(3);
    h.get_by_label("Score").click();
    h.run_steps(3);
    h
}

fn end_phase(h: &mut Harness<'_, SandtableApp>) {
    h.state_mut()
        .session
        .as_mut()
        .unwrap()
        .game
        .apply(json!({"kind": "end_phase"}))
        .unwrap();
    h.run_steps(3);
    uncover(h);
}

/// The hand-over screen's button, when the game is covered between two people's turns.
fn handover_button(h: &Harness<'_, SandtableApp>) -> Option<String> {
    let g = h.state().game()?;
    let acting = g.acting_side();
    let name = g
        .engine
        .decl
        .catalog
        .sides
        .iter()
        .find(|s| s.id == acting)?
        .name
        .clone();
    let label = format!("I am the {name} player — show the game");
    let shown = h.query_by_label(&label).is_some();
    shown.then_some(label)
}

/// Takes the screen for the side to act, if the game is covered.
fn uncover(h: &mut Harness<'_, SandtableApp>) {
    if let Some(b) = handover_button(h) {
        h.get_by_label(&b).click();
        h.run_steps(3);
    }
}

/// True if the Score tab shows the secret option's value (`true`: the only option set on).
fn value_shown(h: &Harness<'_, SandtableApp>) -> bool {
    h.query_all_by_label("true").next().is_some()
}

fn value_hidden(h: &Harness<'_, SandtableApp>) -> bool {
    !value_shown(h) && h.query_all_by_label("secret").next().is_some()
}

#[test]
fn the_secret_section_is_collapsed_and_sets_the_option() {
    let mut h = harness(SandtableApp::new(common::secret_tutorial(), None));
    h.run_steps(2);
    // The ordinary option is there; the secret one is not visible until its section opens.
    assert!(h.query_by_label("Forced March [7.1]").is_some());
    assert!(h.query_by_label("Union Caution [9.9]").is_none());
    h.get_by_label("Secret options — for Union only").click();
    h.run_steps(2);
    h.get_by_label("Union Caution [9.9]").click();
    h.run_steps(2);
    // Closing the section again leaves the value set.
    h.get_by_label("Secret options — for Union only").click();
    h.run_steps(2);
    assert!(h.query_by_label("Union Caution [9.9]").is_none());
    h.get_by_label("New game").click();
    h.run_steps(3);
    let app = h.state();
    assert!(!app.on_start_screen, "{:?}", app.message());
    let g = app.game().expect("a game");
    assert_eq!(g.options["blue_caution"], json!(true));
    assert_eq!(g.options["forced_march"], json!(false));
    // The game is remembered for the start screen, without its secret (the preferences file
    // is plain text).
    match app.prefs.recent.first() {
        Some(sandtable::host::prefs::Recent::New { options, .. }) => {
            assert!(!options.contains_key("blue_caution"), "{options:?}")
        }
        other => panic!("not remembered: {other:?}"),
    }
}

#[test]
fn the_score_tab_shows_a_secret_option_only_to_its_side() {
    let (g, lib) = common::secret_crossing()
        .option("blue_caution", json!(true))
        .start_with_library();
    let mut h = app_with(lib, g, BTreeMap::new());
    assert!(h.query_by_label("Union Caution").is_some());
    // The Union (blue) acts first, played here: it sees its option.
    assert_eq!(phase(&h).1, "blue");
    assert!(value_shown(&h));
    // The Confederates' turn: hidden.
    while phase(&h).1 == "blue" {
        end_phase(&mut h);
    }
    assert_eq!(phase(&h).1, "gray");
    assert!(value_hidden(&h));
    // The Union again: shown.
    while phase(&h).1 == "gray" {
        end_phase(&mut h);
    }
    assert!(value_shown(&h));
    // To the end: shown to everyone, and the log reveals it.
    while !h.state().game().unwrap().is_over() {
        end_phase(&mut h);
        if !h.state().game().unwrap().is_over() && phase(&h).1 == "gray" {
            assert!(value_hidden(&h));
        }
    }
    assert!(value_shown(&h));
    let g = h.state().game().unwrap();
    assert_eq!(common::events(g, "secret_options_revealed").len(), 1);
}

#[test]
fn a_secret_option_is_not_shown_while_its_side_is_played_by_the_computer() {
    let (g, lib) = common::secret_crossing()
        .option("blue_caution", json!(true))
        .start_with_library();
    let h = app_with(
        lib,
        g,
        seats(&[("blue", Seat::Computer), ("gray", Seat::Person)]),
    );
    assert_eq!(phase(&h).1, "blue");
    assert!(value_hidden(&h));
}

/// Ends the Union's phases, not taking the screen when it is covered.
fn end_blue_turn(h: &mut Harness<'_, SandtableApp>) {
    while phase(h).1 == "blue" {
        h.state_mut()
            .session
            .as_mut()
            .unwrap()
            .game
            .apply(json!({"kind": "end_phase"}))
            .unwrap();
        h.run_steps(3);
    }
}

/// Two people at one screen with a secret: between their turns the game is covered until the
/// next player takes the screen, so neither sees the other's secret; without secrets play
/// goes straight on.
#[test]
fn hot_seat_with_a_secret_covers_the_game_between_the_players() {
    let (g, lib) = common::secret_crossing()
        .option("blue_caution", json!(true))
        .start_with_library();
    let mut h = app_with(lib, g, BTreeMap::new());
    assert!(
        handover_button(&h).is_none(),
        "the first player is at the screen"
    );
    end_blue_turn(&mut h);
    let name = h.state().game().unwrap().engine.decl.catalog.sides[1]
        .name
        .clone();
    assert_eq!(
        handover_button(&h).as_deref(),
        Some(format!("I am the {name} player — show the game").as_str())
    );
    assert!(
        h.query_by_label_contains("Hand the screen to the")
            .is_some()
    );
    // Nothing of the game shows: not the Score tab, not the option, not the log.
    assert!(h.query_by_label("Union Caution").is_none());
    assert!(h.query_by_label("Score").is_none());
    uncover(&mut h);
    assert!(handover_button(&h).is_none());
    assert!(h.query_by_label("Union Caution").is_some());
    assert!(value_hidden(&h));
    // Loaded from a file, the game opens covered: the side to act may be the other player's.
    let path = common::temp_dir("handover").join("secret.json");
    sandtable::session::save::SaveFile::of(h.state().game().unwrap())
        .write(&path)
        .unwrap();
    h.state_mut()
        .apply(sandtable::host::commands::Command::Load(path));
    h.run_steps(3);
    assert!(handover_button(&h).is_some(), "{:?}", h.state().message());
    uncover(&mut h);
    assert!(value_hidden(&h));

    // The same game without the secret: no hand-over screen.
    let (g, plain) = Scenario::of("tutorial", "crossing")
        .copied()
        .start_with_library();
    let mut h = app_with(plain, g, BTreeMap::new());
    end_blue_turn(&mut h);
    assert!(handover_button(&h).is_none());
}

#[test]
fn this_terrible_sound_2_7f_leaves_no_trace_in_the_confederate_players_view() {
    // 2.7f "it remain secret from the Rebel Player until the end of play": a person plays the
    // Confederates against the computer's Union, Rosecrans' Caution on. His Score tab lists the
    // option as secret, its value hidden; no line of the log he may read names it or its
    // modifier.
    let lib = common::library();
    let g = common::start(
        &lib,
        "this-terrible-sound",
        "opening-guns",
        1,
        &[("rosecrans_caution", json!(true))],
    );
    let h = app_with(
        lib,
        g,
        seats(&[("union", Seat::Computer), ("confederate", Seat::Person)]),
    );
    assert_eq!(phase(&h).1, "confederate");
    assert!(value_hidden(&h), "the Score tab hides 2.7f's value");
    let g = h.state().game().unwrap();
    let confederate = g.engine.decl.catalog.side("confederate");
    let seen: Vec<String> = g
        .log()
        .into_iter()
        .filter(|e| e.seen_by(sandtable::kernel::Level::Detail, confederate))
        .map(|e| e.text)
        .collect();
    assert!(!seen.is_empty());
    for t in &seen {
        assert!(
            !t.contains("2.7f") && !t.contains("Caution"),
            "the Confederate player reads: {t}"
        );
    }
}
