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
