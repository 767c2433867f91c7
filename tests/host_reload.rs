//! Hot reload in the window: F5 reloads the rules from disk and the game goes on; a broken
//! file is reported and the old rules stay; saving a rule file reloads by itself.

#[path = "host_helpers.rs"]
mod helpers;

mod common;

use eframe::egui;
use helpers::*;

const ROW_1: &str = r#"{ "DR", "DR", "D1", "D1", "DE" }, -- 1"#;

fn press_f5(h: &mut egui_kittest::Harness<'static, sandtable::host::SandtableApp>) {
    h.key_press(egui::Key::F5);
    h.run_steps(2);
}

#[test]
fn f5_reloads_the_rules_and_a_broken_file_keeps_the_old_ones() {
    let (root, lib) = common::library_copy("tutorial");
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    let hash = h.state().game().unwrap().state_hash();
    let combat = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&combat).unwrap();
    std::fs::write(
        &combat,
        text.replacen(ROW_1, r#"{ "DE", "DR", "D1", "D1", "DE" }, -- 1"#, 1),
    )
    .unwrap();
    press_f5(&mut h);
    let m = message(&h);
    assert!(m.starts_with("Rules reloaded from disk"), "{m}");
    assert!(!h.state().message().unwrap().error);
    assert_eq!(
        h.state().game().unwrap().state_hash(),
        hash,
        "the game is kept"
    );
    // A broken edit: reported, and the game goes on under the old rules.
    std::fs::write(&combat, "this is not Lua").unwrap();
    press_f5(&mut h);
    let m = message(&h);
    assert!(
        m.contains("do not load") && m.contains("rulesets/tutorial/combat.lua:1:"),
        "{m}"
    );
    assert!(h.state().message().unwrap().error);
    assert_eq!(h.state().game().unwrap().state_hash(), hash);
}

#[test]
fn saving_a_rule_file_reloads_by_itself() {
    let (root, lib) = common::library_copy("tutorial");
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    let combat = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&combat).unwrap();
    std::fs::write(
        &combat,
        text.replacen(ROW_1, r#"{ "DE", "DR", "D1", "D1", "DE" }, -- 1"#, 1),
    )
    .unwrap();
    // The watcher debounces for 50 ms; give it up to 5 s of frames.
    let mut reloaded = false;
    for _ in 0..100 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.run_steps(1);
        if message(&h).starts_with("Rules reloaded from disk") {
            reloaded = true;
            break;
        }
    }
    assert!(reloaded, "no reload; message: {}", message(&h));
}

#[test]
fn replay_under_the_rules_on_disk_shows_the_first_changed_outcome() {
    use sandtable::host::commands::Command;
    let (root, lib) = common::library_copy("tutorial");
    let mut game = tutorial(&lib, 7);
    // The bots play the first game turn (it has an attack on turn 1 with seed 7).
    game.run_bots(&|_| true, 14).unwrap();
    assert!(game.log().iter().any(|e| e.kind == "combat_resolved"));
    let mut h = playing(lib, game);
    h.state_mut().apply(Command::ReplayUnderRules);
    h.run_steps(1);
    assert!(
        message(&h).contains("every action gives the same outcome"),
        "{}",
        message(&h)
    );
    // Every cell of the table now eliminates the defender.
    let combat = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&combat).unwrap();
    let mut changed = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("{ \"") && line.contains("}, -- ") {
            let n = line.rsplit("-- ").next().unwrap_or("");
            changed.push_str(&format!(
                "  {{ \"DE\", \"DE\", \"DE\", \"DE\", \"DE\" }}, -- {n}\n"
            ));
        } else {
            changed.push_str(line);
            changed.push('\n');
        }
    }
    std::fs::write(&combat, changed).unwrap();
    h.state_mut().apply(Command::ReplayUnderRules);
    h.run_steps(1);
    let m = message(&h);
    assert!(m.contains("now has another outcome"), "{m}");
    assert!(m.contains(": DE"), "the new outcome is shown: {m}");
}

#[test]
fn an_option_added_on_disk_appears_after_a_reload() {
    use egui_kittest::kittest::Queryable;
    use sandtable::host::commands::{Command, Tab};
    let (root, lib) = common::library_copy("tutorial");
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    h.state_mut().apply(Command::OpenTab(Tab::Score));
    h.run_steps(2);
    assert!(h.query_by_label("Forced March").is_some());
    assert!(h.query_by_label("Night March").is_none());
    let path = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(
        &path,
        text.replacen(
            "  options = {\n",
            "  options = {\n    { id = \"night_march\", name = \"Night March\", rule = \"7.2\", description = \"Test.\", default = false },\n",
            1,
        ),
    )
    .unwrap();
    press_f5(&mut h);
    h.run_steps(2);
    assert!(h.query_by_label("Night March").is_some(), "{}", message(&h));
}
