//! Saving and loading in the window: Save writes the file atomically through `SaveFile`;
//! Load replays it; a failed load shows the error and keeps the current game.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use eframe::egui;
use egui_kittest::kittest::Queryable;
use helpers::*;

fn enter_path(h: &mut egui_kittest::Harness<'_, sandtable::host::SandtableApp>, path: &str) {
    let field = h.get_by_label("File:");
    field.focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("File:").type_text(path);
    h.run_steps(1);
}

#[test]
fn save_then_load_restores_the_game() {
    let dir = common::temp_dir("host-save");
    let file = dir.join("game.sandtable.json");
    let file_s = file.display().to_string();
    let lib = library();
    let game = tutorial(&lib, 11);
    let mut h = playing(lib, game);
    click_hex(&mut h, "0204");
    click_hex(&mut h, "0404");
    let saved_hash = h.state().game().unwrap().state_hash();
    h.get_by_label("Save…").click();
    h.run_steps(3);
    enter_path(&mut h, &file_s);
    h.get_by_label("Save").click();
    h.run_steps(2);
    assert!(file.is_file(), "{}", message(&h));
    assert!(message(&h).contains("Saved to"), "{}", message(&h));
    // Play on, then load: back to the saved position.
    click_hex(&mut h, "0206");
    click_hex(&mut h, "0406");
    assert_ne!(h.state().game().unwrap().state_hash(), saved_hash);
    h.get_by_label("Load…").click();
    h.run_steps(3);
    enter_path(&mut h, &file_s);
    h.get_by_label("Load").click();
    h.run_steps(2);
    assert!(message(&h).contains("Loaded"), "{}", message(&h));
    let g = h.state().game().unwrap();
    assert_eq!(g.state_hash(), saved_hash);
    assert_eq!(g.history.len(), 1);
    assert_eq!(unit(&h, "1/USA").1.as_deref(), Some("0404"));
    assert_eq!(unit(&h, "2/USA").1.as_deref(), Some("0206"));
}

#[test]
fn a_failed_load_keeps_the_current_game() {
    let dir = common::temp_dir("host-badload");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{ \"format\": \"sandtable-save\", ").unwrap();
    let lib = library();
    let game = tutorial(&lib, 5);
    let mut h = playing(lib, game);
    click_hex(&mut h, "0204");
    click_hex(&mut h, "0404");
    let before = h.state().game().unwrap().state_hash();
    for path in [
        bad.display().to_string(),
        dir.join("missing.json").display().to_string(),
    ] {
        h.get_by_label("Load…").click();
        h.run_steps(3);
        enter_path(&mut h, &path);
        h.get_by_label("Load").click();
        h.run_steps(2);
        let m = h.state().message().cloned().expect("a message");
        assert!(m.error, "{}", m.text);
        assert!(m.text.contains("current game is kept"), "{}", m.text);
        assert_eq!(h.state().game().unwrap().state_hash(), before);
    }
    // The errors are in the console too.
    h.get_by_label("Console").click();
    h.run_steps(2);
    assert!(
        h.query_all_by_label_contains("Load failed")
            .next()
            .is_some()
    );
}

#[test]
fn ctrl_s_saves_to_the_last_file() {
    let dir = common::temp_dir("host-ctrl-s");
    let file = dir.join("quick.json");
    let lib = library();
    let game = tutorial(&lib, 2);
    let mut h = playing(lib, game);
    h.state_mut().session.as_mut().unwrap().save_path = file.display().to_string();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    assert!(file.is_file(), "{}", message(&h));
    let save = sandtable::session::save::SaveFile::read(&file).unwrap();
    assert_eq!(save.scenario, "crossing");
    assert_eq!(save.seed, 2);
}

#[test]
fn the_file_dialogs_offer_the_system_chooser_beside_the_path_field() {
    let lib = library();
    let game = tutorial(&lib, 11);
    let mut h = playing(lib, game);
    for (button, title) in [("Save…", "Save the game"), ("Load…", "Load a game")] {
        h.get_by_label(button).click();
        h.run_steps(3);
        assert!(h.query_by_label(title).is_some(), "{title}");
        // Browse… opens the system's chooser; the path field stays for when there is none.
        assert!(h.query_by_label("Browse…").is_some());
        assert!(h.query_by_label("File:").is_some());
        h.get_by_label("Cancel").click();
        h.run_steps(2);
        assert!(!h.state().file_dialog_open());
    }
}

#[test]
fn the_window_autosaves_each_change_and_offers_it_next_time() {
    let dir = common::temp_dir("host-autosave");
    let file = dir.join("autosave.json");
    let lib = library();
    let game = tutorial(&lib, 11);
    let mut h = playing(lib, game);
    h.state_mut().autosave = Some(sandtable::host::autosave::Autosave::new(file.clone()));
    h.run_steps(1);
    // The game as it starts is written at once, then a move within the next frames is not
    // (at most one write every two seconds) until the window closes or the time has passed.
    let first = sandtable::session::save::SaveFile::read(&file).expect("autosaved");
    assert_eq!(first.actions.len(), 0);
    click_hex(&mut h, "0204");
    click_hex(&mut h, "0404");
    h.state_mut().autosave_tick(true);
    let saved = sandtable::session::save::SaveFile::read(&file).expect("autosaved");
    assert_eq!(saved.actions.len(), 1);
    let (g, ok) = saved.replay(&library(), "autosave.json").unwrap();
    assert!(ok);
    assert_eq!(g.state_hash(), h.state().game().unwrap().state_hash());
    // The start screen's recent games list it.
    assert!(
        matches!(h.state().prefs.recent.first(),
            Some(sandtable::host::prefs::Recent::Save { path }) if *path == file.display().to_string()),
        "{:?}",
        h.state().prefs.recent
    );
}
