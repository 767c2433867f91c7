//! Helpers for the window tests (`tests/host_*.rs`): the app in an egui_kittest harness, no
//! display needed, and pointer clicks on map hexes. Included by each test file with
//! `#[path = "host_helpers.rs"] mod helpers;`.
#![allow(dead_code)]

use eframe::egui;
use egui_kittest::Harness;
use sandtable::host::SandtableApp;
use sandtable::host::commands::Seat;
use sandtable::script::Library;
use sandtable::session::{Game, GameSetup};
use std::collections::BTreeMap;
use std::path::Path;

/// The project's own library.
pub fn library() -> Library {
    Library::at(Path::new(env!("CARGO_MANIFEST_DIR")))
}

/// The app in a harness the size of a small desktop window.
pub fn harness(app: SandtableApp) -> Harness<'static, SandtableApp> {
    Harness::builder()
        .with_size(egui::vec2(1500.0, 950.0))
        .build_ui_state(|ui, app: &mut SandtableApp| app.show(ui), app)
}

/// A started game of `ruleset`'s `scenario` with its default options.
/// This Terrible Sound's "w/i N" set-up (6.0: placed by the players in the first turn's set-up
/// phases) is made by the computer players' choices, so that the window opens where play
/// begins (as tests/common's `start`).
pub fn new_game(lib: &Library, ruleset: &str, scenario: &str, seed: u64) -> Game {
    let mut g = Game::new(
        lib,
        GameSetup {
            ruleset: ruleset.into(),
            scenario: scenario.into(),
            seed,
            options: serde_json::Map::new(),
        },
    )
    .unwrap_or_else(|e| panic!("{ruleset}/{scenario} did not start: {e}"));
    for _ in 0..5000 {
        let ph = g.with_world(|w| w.state.cursor.id.clone());
        if ph != "set_up" && ph != "set_up_other" {
            break;
        }
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
    g
}

/// A started tutorial game (both sides people).
pub fn tutorial(lib: &Library, seed: u64) -> Game {
    new_game(lib, "tutorial", "crossing", seed)
}

/// The app playing `game` with people on every side, after a few frames.
pub fn playing(lib: Library, game: Game) -> Harness<'static, SandtableApp> {
    let mut app = SandtableApp::new(lib, None);
    app.start_game(game, BTreeMap::new());
    let mut h = harness(app);
    h.run_steps(3);
    h
}

/// Clicks the map at the centre of hex `label` (primary button).
pub fn click_hex(h: &mut Harness<'_, SandtableApp>, label: &str) {
    let pos = h
        .state()
        .hex_screen_pos(label)
        .unwrap_or_else(|| panic!("no hex {label}"));
    assert!(
        h.state().view.rect.contains(pos),
        "hex {label} is out of view at {pos:?} (map {:?})",
        h.state().view.rect
    );
    h.event(egui::Event::PointerMoved(pos));
    h.step();
    h.event(egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    h.run_steps(2);
}

/// The strength and hex label of a unit.
pub fn unit(h: &Harness<'_, SandtableApp>, key: &str) -> (i32, Option<String>) {
    let g = h.state().game().expect("a game");
    g.with_world(|w| {
        let id = w
            .state
            .unit_by_key(key)
            .unwrap_or_else(|| panic!("no unit {key}"));
        let u = &w.state.units[id as usize];
        (u.strength, u.hex().map(|x| w.label(x)))
    })
}

/// The current phase id and the side to act.
pub fn phase(h: &Harness<'_, SandtableApp>) -> (String, String) {
    let g = h.state().game().expect("a game");
    (g.with_world(|w| w.state.cursor.id.clone()), g.acting_side())
}

/// The message bar's text ("" if none).
pub fn message(h: &Harness<'_, SandtableApp>) -> String {
    h.state()
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

/// Seats from pairs.
pub fn seats(pairs: &[(&str, Seat)]) -> BTreeMap<String, Seat> {
    pairs.iter().map(|(s, p)| (s.to_string(), *p)).collect()
}
