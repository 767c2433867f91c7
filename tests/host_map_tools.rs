//! Map tools: the line-of-sight tool (S, View menu, Esc) and the scenario's named areas
//! (View → Map areas). What the tools compute is unit-tested beside the code
//! (`host::sight`, `host::areas`); here, that the window enters and leaves them.

#[path = "host_helpers.rs"]
mod helpers;

use eframe::egui::{self, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::host::sight::Verdict;

fn press(h: &mut Harness<'_, SandtableApp>, k: Key) {
    h.key_press(k);
    h.run_steps(2);
}

/// Moves the pointer over hex `label`.
fn hover_hex(h: &mut Harness<'_, SandtableApp>, label: &str) {
    let pos = h
        .state()
        .hex_screen_pos(label)
        .unwrap_or_else(|| panic!("no hex {label}"));
    h.event(egui::Event::PointerMoved(pos));
    h.run_steps(2);
}

fn label_of(h: &Harness<'_, SandtableApp>, hex: sandtable::kernel::Hex) -> String {
    h.state().game().unwrap().with_world(|w| w.label(hex))
}

#[test]
fn line_of_sight_mode_is_entered_with_s_and_the_view_menu_and_left_with_esc() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    assert!(!h.state().view.sight.active);
    press(&mut h, Key::S);
    assert!(h.state().view.sight.active);
    // A click picks the line's first hex; it selects nothing and plays nothing.
    click_hex(&mut h, "0203");
    let from = h.state().view.sight.from.map(|x| label_of(&h, x));
    assert_eq!(from.as_deref(), Some("0203"));
    assert!(h.state().session.as_ref().unwrap().selection.hex.is_none());
    assert!(h.state().game().unwrap().history.is_empty());
    press(&mut h, Key::Escape);
    assert!(!h.state().view.sight.active);
    assert_eq!(
        h.state().view.sight.from,
        None,
        "leaving forgets the first hex"
    );
    // The View menu's item, in the help overlay too.
    h.get_by_label("View").click();
    h.run_steps(2);
    h.get_by_label("Line of sight (S)").click();
    h.run_steps(2);
    assert!(h.state().view.sight.active);
    press(&mut h, Key::S);
    assert!(!h.state().view.sight.active);
    press(&mut h, Key::F1);
    assert!(h.query_by_label_contains("line of sight").is_some());
}

#[test]
fn woods_between_two_hexes_block_the_line_the_tool_draws() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    press(&mut h, Key::S);
    // The tutorial's woods 0403 and 0503 lie between 0303 and 0603, on level ground.
    click_hex(&mut h, "0303");
    hover_hex(&mut h, "0603");
    let line = h.state().sight_line().expect("a line to the hovered hex");
    assert_eq!(line.distance, 3);
    match line.verdict {
        Verdict::Blocked(b) => assert!(["0403", "0503"].contains(&label_of(&h, b).as_str())),
        v => panic!("expected blocked, got {v:?}"),
    }
    // Along the open road row it is clear.
    hover_hex(&mut h, "0305");
    hover_hex(&mut h, "0303");
    click_hex(&mut h, "0105");
    hover_hex(&mut h, "0505");
    let line = h.state().sight_line().expect("a line");
    assert_eq!((line.verdict, line.distance), (Verdict::Clear, 4));
}

#[test]
fn map_areas_are_shown_from_the_view_menu_and_listed_in_the_legend() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    assert!(!h.state().view.show_areas);
    h.get_by_label("View").click();
    h.run_steps(2);
    h.get_by_label("Map areas").click();
    h.run_steps(2);
    assert!(h.state().view.show_areas);
    assert!(h.state().prefs.show_areas, "remembered for the next run");
    // The crossing's entry areas W and E, one by one (clicking a checkbox closes the menu).
    if h.query_by_label("Which areas").is_none() {
        h.get_by_label("View").click();
        h.run_steps(2);
    }
    h.get_by_label("Which areas").click();
    h.run_steps(2);
    h.get_by_label("W").click();
    h.run_steps(2);
    assert!(h.state().view.hidden_areas.contains("W"));
    press(&mut h, Key::Escape);
    press(&mut h, Key::K);
    assert!(h.query_by_label("Areas").is_some());
}
