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
        message(&h).contains("every action comes out as it did"),
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
    assert!(m.contains("now comes out differently"), "{m}");
    assert!(
        !h.state().message().unwrap().error,
        "a finding, not an error"
    );
    // The report is kept once, in its own place, with what happened then and now, in the
    // words players read (no variable dumps).
    let s = h.state().session.as_ref().unwrap();
    let report = s.replay_report.as_deref().unwrap_or_default();
    assert!(
        report.contains("as played:") && report.contains("now:") && report.contains("DE"),
        "{report}"
    );
    assert!(!report.contains("vars."), "{report}");
    assert!(
        s.host_errors.is_empty(),
        "not an error: {:?}",
        s.host_errors
    );
}

#[test]
fn a_reload_says_what_changed_and_a_mended_error_leaves_the_console() {
    use egui_kittest::kittest::Queryable;
    use sandtable::host::commands::{Command, Tab};
    let (root, lib) = common::library_copy("tutorial");
    let game = tutorial(&lib, 7);
    let mut h = playing(lib, game);
    // F5 only: the watcher would reload on its own as the files are written.
    h.state_mut().apply(Command::SetAutoReload(false));
    let combat = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&combat).unwrap();
    // A broken edit first: its error is in the Console.
    std::fs::write(&combat, "this is not Lua").unwrap();
    press_f5(&mut h);
    let errors = |h: &egui_kittest::Harness<'_, sandtable::host::SandtableApp>| {
        h.state().session.as_ref().unwrap().host_errors.clone()
    };
    assert_eq!(errors(&h).len(), 1, "said once: {:?}", errors(&h));
    // Mended, with one cell of the table changed: the reload names the cell by its odds and
    // roll, and the old error is gone.
    std::fs::write(
        &combat,
        text.replacen(ROW_1, r#"{ "DR", "DR", "DE", "D1", "DE" }, -- 1"#, 1),
    )
    .unwrap();
    press_f5(&mut h);
    let m = message(&h);
    assert!(m.contains("crt 2-1, roll 1: D1 → DE"), "{m}");
    assert!(m.contains("combat.lua: 1 line changed"), "{m}");
    assert!(errors(&h).is_empty(), "{:?}", errors(&h));
    h.state_mut().apply(Command::OpenTab(Tab::Console));
    h.run_steps(2);
    assert!(
        h.query_all_by_label_contains("crt 2-1, roll 1: D1 → DE")
            .next()
            .is_some(),
        "the Console lists the changes"
    );
    // The Tables tab prints the table with its odds and rolls.
    h.state_mut().apply(Command::OpenTab(Tab::Tables));
    h.run_steps(2);
    assert!(h.query_by_label("Combat Results Table").is_some());
    for header in ["roll", "1-2", "1-1", "2-1", "3-1", "4-1"] {
        assert!(
            h.query_all_by_label(header).next().is_some(),
            "header {header}"
        );
    }
    // Nothing changed on disk: the reload says so.
    press_f5(&mut h);
    assert!(
        message(&h).contains("nothing in them changed"),
        "{}",
        message(&h)
    );
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

/// A designer changes a CRT cell: the odds of the same attack, asked again after the reload,
/// say how the change moved them.
#[test]
fn the_odds_say_how_a_reload_moved_them() {
    use egui_kittest::kittest::Queryable;
    use sandtable::host::commands::Command;
    let lib = common::library_with_scenario("tutorial", "odds_reload", common::TUTORIAL_TWO_TO_ONE);
    let root = lib.root.clone();
    let mut g = common::start(&lib, "tutorial", "odds_reload", 1, &[]);
    common::goto_phase(&mut g, "blue", "combat");
    let mut h = playing(lib, g);
    h.state_mut().apply(Command::SetAutoReload(false));
    let attack = serde_json::json!({"kind": "attack", "target": "0505", "attackers": ["A"]});
    h.state_mut().apply(Command::Propose(attack.clone()));
    h.state_mut().apply(Command::Odds(attack.clone()));
    h.run_steps(3);
    // 4 against 2 is 2-1; on a 1 the table says D1. Make it DE: X's elimination on a 1 goes
    // from nothing to one in six.
    let combat = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&combat).unwrap();
    std::fs::write(
        &combat,
        text.replacen(ROW_1, r#"{ "DR", "DR", "DE", "D1", "DE" }, -- 1"#, 1),
    )
    .unwrap();
    press_f5(&mut h);
    h.state_mut().apply(Command::Propose(attack.clone()));
    h.state_mut().apply(Command::Odds(attack));
    h.run_steps(3);
    assert!(
        h.query_by_label("Since the last reload:").is_some(),
        "{}",
        message(&h)
    );
    assert!(
        h.query_all_by_label_contains("  0.0 % →  16.7 %  result: DE; X: eliminated")
            .next()
            .is_some(),
        "the new DE on a 1"
    );
}
