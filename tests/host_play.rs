//! Playing in the window: select a unit on the map, see its legal destinations, move it by
//! clicking one, a refused move's reason in the message bar, End phase, Undo (Ctrl+Z), and
//! the computer players stepping one action per tick.

#[path = "host_helpers.rs"]
mod helpers;

use eframe::egui;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::host::commands::Seat;

#[test]
fn select_a_unit_on_the_map_and_move_it() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    assert_eq!(phase(&h), ("movement".into(), "blue".into()));
    click_hex(&mut h, "0204");
    let s = h.state().session.as_ref().unwrap();
    let selected = s.selection.unit.and_then(|u| s.unit_key(u));
    assert_eq!(selected.as_deref(), Some("1/USA"));
    // The legal destinations come from the ruleset's legal actions.
    let dests: Vec<String> = s
        .legal()
        .expect("legal actions for the person to act")
        .destinations("1/USA")
        .iter()
        .map(|(_, a)| a["to"].as_str().unwrap().to_string())
        .collect();
    assert!(dests.contains(&"0404".to_string()), "{dests:?}");
    // The inspector shows the unit and how many destinations it has.
    assert!(h.query_by_label_contains("legal destinations").is_some());
    // Hovering a destination previews the path and its cost (kernel movement).
    let pos = h.state().hex_screen_pos("0404").unwrap();
    h.event(egui::Event::PointerMoved(pos));
    h.run_steps(2);
    let s = h.state().session.as_ref().unwrap();
    let p = s.preview().expect("a path preview");
    let hex = s
        .game
        .with_world(|w| w.map.grid.parse_label("0404").unwrap());
    let (cost, path) = &p.paths[&hex];
    assert_eq!(path.len(), 3, "0204 → 0304 → 0404");
    assert!(cost.0 > 0);
    click_hex(&mut h, "0404");
    assert_eq!(unit(&h, "1/USA").1.as_deref(), Some("0404"));
    assert!(message(&h).contains("1/USA moves 0204"), "{}", message(&h));
    let g = h.state().game().unwrap();
    assert_eq!(g.history.len(), 1);
    assert_eq!(g.history[0].action["kind"], "move");
}

#[test]
fn a_refused_move_shows_the_rule_in_the_message_bar() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    click_hex(&mut h, "0204");
    click_hex(&mut h, "0404");
    assert_eq!(unit(&h, "1/USA").1.as_deref(), Some("0404"));
    // The same unit again: it has moved this phase (rule 3.1).
    click_hex(&mut h, "0404");
    click_hex(&mut h, "0504");
    let m = message(&h);
    assert!(m.contains("3.1"), "{m}");
    assert!(h.state().message().unwrap().error);
    assert_eq!(unit(&h, "1/USA").1.as_deref(), Some("0404"));
    // The message links to the rule's entry in the Rules tab.
    assert!(
        h.query_by_label("Rule 3.1").is_some(),
        "no rule link in: {m}"
    );
    h.get_by_label("Rule 3.1").click();
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("Each unit moves once per movement phase")
            .is_some(),
        "the Rules tab shows rule 3.1"
    );
    // Too far: the reason names the rule as well, and nothing moved.
    click_hex(&mut h, "0206");
    click_hex(&mut h, "1206");
    assert!(
        message(&h).contains("3.1") || message(&h).contains("4."),
        "{}",
        message(&h)
    );
    assert_eq!(unit(&h, "2/USA").1.as_deref(), Some("0206"));
}

#[test]
fn end_phase_then_undo_with_ctrl_z() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    click_hex(&mut h, "0204");
    click_hex(&mut h, "0404");
    h.get_by_label("End phase").click();
    h.run_steps(2);
    assert_eq!(phase(&h), ("combat".into(), "blue".into()));
    assert_eq!(h.state().game().unwrap().history.len(), 2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    assert_eq!(phase(&h), ("movement".into(), "blue".into()));
    assert_eq!(unit(&h, "1/USA").1.as_deref(), Some("0404"));
    h.get_by_label("Undo").click();
    h.run_steps(2);
    assert_eq!(unit(&h, "1/USA").1.as_deref(), Some("0204"));
    assert!(h.state().game().unwrap().history.is_empty());
    // Nothing left: the bar says so, nothing breaks.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    assert!(message(&h).contains("Nothing to undo"), "{}", message(&h));
}

#[test]
fn the_computer_plays_one_action_per_tick_and_undo_goes_back_past_its_replies() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut app = SandtableApp::new(lib, None);
    app.prefs.bot_speed = 20.0;
    app.start_game(
        game,
        seats(&[("blue", Seat::Person), ("gray", Seat::Computer)]),
    );
    let mut h = harness(app);
    h.run_steps(2);
    click_hex(&mut h, "0204");
    click_hex(&mut h, "0404");
    h.get_by_label("End phase").click();
    h.run_steps(1);
    h.get_by_label("End phase").click();
    h.run_steps(1);
    assert_eq!(phase(&h).1, "gray");
    // Visibly, not at once: at most one computer action per frame.
    let mut last = h.state().game().unwrap().history.len();
    let mut steps = 0;
    while phase(&h).1 == "gray" && steps < 2000 {
        h.step();
        let n = h.state().game().unwrap().history.len();
        assert!(n <= last + 1, "more than one computer action in a frame");
        last = n;
        steps += 1;
    }
    assert_eq!(
        phase(&h),
        ("movement".into(), "blue".into()),
        "after {steps} frames"
    );
    let g = h.state().game().unwrap();
    assert!(g.history.iter().any(|r| r.side == "gray"));
    assert_eq!(g.with_world(|w| w.state.turn), 2);
    // Undo takes back the computer's replies and the person's last action.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(1);
    assert_eq!(phase(&h), ("combat".into(), "blue".into()));
    assert!(
        h.state()
            .game()
            .unwrap()
            .history
            .iter()
            .all(|r| r.side == "blue")
    );
}

#[test]
fn f1_shows_the_shortcuts() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    h.key_press(egui::Key::F1);
    h.run_steps(2);
    assert!(h.query_by_label("Help: keys and mouse").is_some());
    assert!(h.query_by_label("Ctrl+Z").is_some());
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(h.query_by_label("Help: keys and mouse").is_none());
}

#[test]
fn hot_seat_announces_the_other_side() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    h.get_by_label("End phase").click();
    h.run_steps(1);
    h.get_by_label("End phase").click();
    h.run_steps(2);
    assert_eq!(phase(&h), ("movement".into(), "gray".into()));
    assert!(
        message(&h).contains("Confederate to play"),
        "{}",
        message(&h)
    );
}

#[test]
fn the_players_menu_hands_a_side_to_the_computer_mid_game() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut app = SandtableApp::new(lib, None);
    app.prefs.bot_speed = 30.0;
    app.start_game(game, seats(&[]));
    let mut h = harness(app);
    h.run_steps(2);
    h.get_by_label("Players").click();
    h.run_steps(2);
    h.get_by_label("Confederate computer").click();
    h.run_steps(2);
    assert_eq!(
        h.state().session.as_ref().unwrap().seat("gray"),
        Seat::Computer
    );
    h.get_by_label("End phase").click();
    h.run_steps(1);
    h.get_by_label("End phase").click();
    for _ in 0..2000 {
        h.step();
        if phase(&h).1 == "blue" {
            break;
        }
    }
    assert_eq!(phase(&h), ("movement".into(), "blue".into()));
    assert!(
        h.state()
            .game()
            .unwrap()
            .history
            .iter()
            .any(|r| r.side == "gray")
    );
}

#[test]
fn hex_labels_toggle_from_the_view_menu_and_the_l_key() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    assert!(!h.state().view.show_labels);
    h.key_press(egui::Key::L);
    h.run_steps(2);
    assert!(h.state().view.show_labels);
    h.get_by_label("View").click();
    h.run_steps(2);
    h.get_by_label("Hex labels (L)").click();
    h.run_steps(2);
    assert!(!h.state().view.show_labels);
    assert!(!h.state().prefs.show_labels, "remembered for the next run");
}

#[test]
fn two_computers_play_the_tutorial_to_the_end() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut app = SandtableApp::new(lib, None);
    app.prefs.bot_speed = 120.0;
    app.start_game(
        game,
        seats(&[("blue", Seat::Computer), ("gray", Seat::Computer)]),
    );
    let mut h = harness(app);
    let mut frames = 0;
    while !h.state().game().unwrap().is_over() && frames < 20_000 {
        h.step();
        frames += 1;
    }
    assert!(h.state().game().unwrap().is_over(), "after {frames} frames");
    h.run_steps(2);
    assert!(h.query_by_label("Game over").is_some());
    h.get_by_label("Score").click();
    h.run_steps(2);
    assert!(h.query_all_by_label_contains("Game over:").next().is_some());
    // Undo with no person playing takes back one action and pauses the computer.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    let s = h.state().session.as_ref().unwrap();
    assert!(!s.game.is_over());
    assert!(s.bots_paused);
}

#[test]
fn zooming_far_out_draws_the_cached_overview_and_fit_comes_back() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    let fitted = h.state().view.size;
    for _ in 0..12 {
        h.key_press(egui::Key::Minus);
        h.step();
    }
    h.run_steps(2);
    let v = &h.state().view;
    assert!(
        v.size < sandtable::host::map_view::OVERVIEW_BELOW,
        "{}",
        v.size
    );
    assert!(v.overview.texture().is_some());
    assert!(!v.auto_fit);
    // 0 fits the map again; a click still finds its hex.
    h.key_press(egui::Key::Num0);
    h.run_steps(2);
    assert!(h.state().view.auto_fit);
    for corner in ["0101", "1201", "0110", "1210"] {
        let p = h.state().hex_screen_pos(corner).unwrap();
        assert!(h.state().view.rect.contains(p), "{corner} out of view");
    }
    assert!(h.state().view.size > fitted * 0.8);
    click_hex(&mut h, "0204");
    let s = h.state().session.as_ref().unwrap();
    assert_eq!(
        s.selection.unit.and_then(|u| s.unit_key(u)).as_deref(),
        Some("1/USA")
    );
}
