//! The map legend (K, View menu) and playing without a mouse: the hex cursor moved with
//! Shift+arrow keys, Enter clicking its hex (select, move).

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::host::prefs::Prefs;
use sandtable::session::Game;
use std::collections::BTreeMap;

/// Decision Games' Chickamauga, the full battle.
fn chickamauga(lib: &sandtable::script::Library) -> Game {
    new_game(lib, "dg-chickamauga", "chickamauga", 1)
}

/// The label of the cursor's hex.
fn cursor(h: &Harness<'_, SandtableApp>) -> Option<String> {
    let c = h.state().view.cursor?;
    Some(h.state().game()?.with_world(|w| w.label(c)))
}

/// Puts the cursor on hex `label`.
fn set_cursor(h: &mut Harness<'_, SandtableApp>, label: &str) {
    let hex = h
        .state()
        .game()
        .unwrap()
        .with_world(|w| w.map.grid.parse_label(label))
        .unwrap();
    h.state_mut().view.cursor = Some(hex);
}

fn key(h: &mut Harness<'_, SandtableApp>, m: Modifiers, k: Key) {
    h.key_press_modifiers(m, k);
    h.run_steps(2);
}

#[test]
fn k_shows_and_hides_the_legend_with_the_tutorial_terrain() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    assert!(h.query_by_label("Map legend").is_none());
    key(&mut h, Modifiers::NONE, Key::K);
    assert!(h.state().view.show_legend);
    assert!(h.state().prefs.show_legend, "remembered in the prefs");
    assert!(h.query_by_label("Map legend").is_some());
    // Every terrain and hexside kind the tutorial ruleset declares, by its name.
    for name in [
        "Clear",
        "Woods",
        "Rough",
        "Mill Creek",
        "Bridge",
        "Ford",
        "Road",
    ] {
        assert!(h.query_by_label(name).is_some(), "no legend entry {name}");
    }
    // The sides and unit types.
    for name in ["Infantry", "Artillery"] {
        assert!(h.query_by_label(name).is_some(), "no legend entry {name}");
    }
    key(&mut h, Modifiers::NONE, Key::K);
    assert!(!h.state().view.show_legend);
    assert!(!h.state().prefs.show_legend);
    assert!(h.query_by_label("Map legend").is_none());
    assert!(h.query_by_label("Mill Creek").is_none());
    // The View menu has it too.
    h.get_by_label("View").click();
    h.run_steps(2);
    h.get_by_label("Map legend (K)").click();
    h.run_steps(2);
    assert!(h.state().view.show_legend);
    assert!(h.query_by_label("Map legend").is_some());
    // And its × (the one over the map, not the message bar's) hides it.
    h.key_press(Key::Escape);
    h.run_steps(2);
    let map = h.state().view.rect;
    h.query_all_by_label("×")
        .find(|n| map.contains(n.rect().center()))
        .expect("the legend's ×")
        .click();
    h.run_steps(2);
    assert!(!h.state().view.show_legend);
}

#[test]
fn the_legend_lists_chickamauga_terrain_and_is_remembered() {
    let lib = library();
    let game = chickamauga(&lib);
    let prefs = Prefs {
        show_legend: true,
        ..Prefs::default()
    };
    let mut app = SandtableApp::new(lib, Some(prefs));
    app.start_game(game, BTreeMap::new());
    let mut h = helpers::harness(app);
    h.run_steps(3);
    assert!(h.query_by_label("Map legend").is_some());
    for name in [
        "Clear",
        "Forest",
        "Rough",
        "Forest and rough",
        "Off the map",
        "Chickamauga Creek",
        "Bridge",
        "Ford",
        "Road",
        "Trail",
        "Union (Army of the Cumberland)",
        "Confederate (Army of Tennessee)",
        "Supply train",
    ] {
        assert!(h.query_by_label(name).is_some(), "no legend entry {name}");
    }
    // Kept in the prefs' text, read back at the next start.
    let text = h.state().prefs.to_text();
    assert!(Prefs::parse(&text).show_legend, "{text}");
}

#[test]
fn shift_arrows_move_the_cursor_hex_by_hex() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    assert_eq!(cursor(&h), None);
    // The first press shows the cursor (nothing selected: the hex in the middle of the view).
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    assert!(cursor(&h).is_some());
    set_cursor(&mut h, "0204");
    // Flat-topped hexes: left and right along the printed row, up and down the column.
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    assert_eq!(cursor(&h).as_deref(), Some("0304"));
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    assert_eq!(cursor(&h).as_deref(), Some("0404"));
    key(&mut h, Modifiers::SHIFT, Key::ArrowDown);
    assert_eq!(cursor(&h).as_deref(), Some("0405"));
    key(&mut h, Modifiers::SHIFT, Key::ArrowLeft);
    assert_eq!(cursor(&h).as_deref(), Some("0305"));
    key(&mut h, Modifiers::SHIFT, Key::ArrowUp);
    assert_eq!(cursor(&h).as_deref(), Some("0304"));
    // At the map's edge it stays.
    set_cursor(&mut h, "0101");
    key(&mut h, Modifiers::SHIFT, Key::ArrowUp);
    assert_eq!(cursor(&h).as_deref(), Some("0101"));
    key(&mut h, Modifiers::SHIFT, Key::ArrowLeft);
    assert_eq!(cursor(&h).as_deref(), Some("0101"));
    // Shift+arrows do not pan (plain arrows do).
    let center = h.state().view.center;
    key(&mut h, Modifiers::SHIFT, Key::ArrowDown);
    assert_eq!(cursor(&h).as_deref(), Some("0102"));
    assert_eq!(h.state().view.center, center);
}

#[test]
fn the_map_pans_to_keep_the_cursor_in_view() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    // Zoom far in on the left of the map.
    h.state_mut().view.size = 120.0;
    set_cursor(&mut h, "0105");
    let hex = h.state().view.cursor.unwrap();
    h.state_mut().view.center_on(hex);
    h.run_steps(2);
    for _ in 0..10 {
        key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    }
    assert_eq!(cursor(&h).as_deref(), Some("1105"));
    let pos = h.state().hex_screen_pos("1105").unwrap();
    let rect = h.state().view.rect;
    assert!(rect.contains(pos), "cursor at {pos:?}, map {rect:?}");
    // With the legend open over the map's corner, the cursor is not left under it.
    key(&mut h, Modifiers::NONE, Key::K);
    let legend = h.state().view.legend_rect.expect("the legend's place");
    h.state_mut().view.size = 40.0;
    let hex = h.state().view.cursor.unwrap();
    h.state_mut().view.center_on(hex);
    h.run_steps(2);
    // Put the cursor's hex under the legend, then step.
    let at = h.state().view.screen_to_hex(legend.center());
    h.state_mut().view.cursor = Some(at);
    key(&mut h, Modifiers::SHIFT, Key::ArrowDown);
    let c = h.state().view.cursor.unwrap();
    let pos = h.state().view.hex_to_screen(c);
    let legend = h.state().view.legend_rect.unwrap();
    assert!(
        !legend.contains(pos),
        "cursor at {pos:?} under the legend {legend:?}"
    );
    assert!(h.state().view.rect.contains(pos));
}

#[test]
fn enter_selects_the_unit_under_the_cursor_and_moves_it() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    set_cursor(&mut h, "0204");
    key(&mut h, Modifiers::NONE, Key::Enter);
    let s = h.state().session.as_ref().unwrap();
    let selected = s.selection.unit.and_then(|u| s.unit_key(u));
    assert_eq!(selected.as_deref(), Some("1/USA"));
    // The cursor stands for the pointer: the path preview follows it.
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    assert_eq!(cursor(&h).as_deref(), Some("0404"));
    let s = h.state().session.as_ref().unwrap();
    assert_eq!(s.hover, h.state().view.cursor);
    let hex = h.state().view.cursor.unwrap();
    assert!(
        s.preview().is_some_and(|p| p.paths.contains_key(&hex)),
        "a path to the cursor"
    );
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(unit(&h, "1/USA").1.as_deref(), Some("0404"));
    assert!(message(&h).contains("1/USA moves 0204"), "{}", message(&h));
    assert_eq!(h.state().game().unwrap().history.len(), 1);
}

#[test]
fn the_cursor_starts_on_the_selected_unit_and_enter_without_it_does_nothing() {
    let lib = library();
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    // No cursor: Enter changes nothing.
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert!(h.state().session.as_ref().unwrap().selection.unit.is_none());
    click_hex(&mut h, "0206");
    key(&mut h, Modifiers::SHIFT, Key::ArrowUp);
    assert_eq!(cursor(&h).as_deref(), Some("0206"));
    // A mouse click moves the cursor to the hex clicked.
    click_hex(&mut h, "0204");
    assert_eq!(cursor(&h).as_deref(), Some("0204"));
    // Moving the pointer hands hover back to the mouse.
    let pos = h.state().hex_screen_pos("0506").unwrap();
    h.event(egui::Event::PointerMoved(pos));
    h.run_steps(2);
    let s = h.state().session.as_ref().unwrap();
    let hover = s.hover.map(|x| s.game.with_world(|w| w.label(x)));
    assert_eq!(hover.as_deref(), Some("0506"));
}

#[test]
fn the_help_lists_the_new_keys() {
    let keys: Vec<&str> = sandtable::host::panels::help::SHORTCUTS
        .iter()
        .map(|(k, _)| *k)
        .collect();
    assert!(keys.contains(&"K"), "{keys:?}");
    assert!(keys.contains(&"Shift+arrow keys"), "{keys:?}");
}

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

#[test]
fn an_attack_from_the_keyboard_enter_shows_it_and_enter_confirms() {
    let lib = common::library_with_scenario("tutorial", "skirmish", SKIRMISH);
    let game = new_game(&lib, "tutorial", "skirmish", 3);
    // 4 against 2 is 2-1; a die of 1 gives D1 (rule 5.4).
    game.force_dice([1]);
    let mut h = playing(lib, game);
    key(&mut h, Modifiers::COMMAND, Key::E);
    assert_eq!(phase(&h), ("combat".into(), "blue".into()));
    set_cursor(&mut h, "0202");
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    assert_eq!(cursor(&h).as_deref(), Some("0302"));
    // Enter on the red ring: the attack is described, not taken.
    key(&mut h, Modifiers::NONE, Key::Enter);
    let s = h.state().session.as_ref().unwrap();
    assert!(s.builder.is_some(), "the attack is shown first");
    assert_eq!(h.state().game().unwrap().history.len(), 1, "only End phase");
    // Enter again confirms it (the attack's window takes Enter, not the cursor).
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert!(h.state().session.as_ref().unwrap().builder.is_none());
    assert_eq!(unit(&h, "1/CSA").0, 1, "D1: {}", message(&h));
    assert!(message(&h).contains("Attack on 0302"), "{}", message(&h));
}
