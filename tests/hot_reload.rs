//! Hot reload: edit a copy of a ruleset on disk while a game runs, reload, and check that the
//! new rules take effect with the game intact — or that a broken edit changes nothing.

mod common;

use common::Scenario;
use sandtable::session::Game;
use sandtable::session::reload::Divergence;
use serde_json::json;
use std::path::Path;

fn edit(root: &Path, file: &str, from: &str, to: &str) {
    let p = root.join(file);
    let text = std::fs::read_to_string(&p).unwrap();
    assert!(text.contains(from), "{file} does not contain {from:?}");
    std::fs::write(&p, text.replacen(from, to, 1)).unwrap();
}

const CRT_ROW_1: &str = r#"{ "DR", "DR", "D1", "D1", "DE" }, -- 1"#;

fn attack(g: &mut Game) {
    common::act(g, r#"{"kind":"attack","target":"0505","attackers":["A"]}"#);
}

#[test]
fn an_edited_table_takes_effect_and_the_game_is_kept() {
    let (mut g, lib) = Scenario::of("tutorial", "reload_table")
        .source(common::TUTORIAL_TWO_TO_ONE)
        .start_with_library();
    common::goto_phase(&mut g, "blue", "combat");
    let (hash, history) = (g.state_hash(), g.history.len());
    // 4 against 2 is 2-1; on a 1 the table says D1. Make it DE.
    edit(
        &lib.root,
        "rulesets/tutorial/combat.lua",
        CRT_ROW_1,
        r#"{ "DR", "DR", "DE", "D1", "DE" }, -- 1"#,
    );
    let r = g.reload().unwrap_or_else(|d| panic!("{d}"));
    assert!(r.files.iter().any(|f| f == "rulesets/tutorial/combat.lua"));
    assert!(r.millis > 0.0);
    assert_eq!(g.state_hash(), hash, "units, dice and clock are unchanged");
    assert_eq!(g.history.len(), history);
    assert!(g.log().iter().any(|e| e.kind == "rules_reloaded"));
    g.force_dice([1]);
    attack(&mut g);
    assert_eq!(common::unit(&g, "X"), (0, None), "the new DE eliminated X");
}

#[test]
fn a_reload_names_each_change_by_file_cell_and_option() {
    let (mut g, lib) = Scenario::of("tutorial", "reload_named")
        .source(common::TUTORIAL_TWO_TO_ONE)
        .start_with_library();
    edit(
        &lib.root,
        "rulesets/tutorial/combat.lua",
        CRT_ROW_1,
        r#"{ "DR", "DR", "DE", "D1", "DE" }, -- 1"#,
    );
    edit(
        &lib.root,
        "rulesets/tutorial/ruleset.lua",
        "values = { extra_mp = 1, loss = 1, straggle_on = 6 },",
        "values = { extra_mp = 1, loss = 2, straggle_on = 6 },",
    );
    edit(
        &lib.root,
        "rulesets/tutorial/ruleset.lua",
        "      if roll >= fm.straggle_on then",
        "      if roll >= fm.straggle_on and cost > 0 then",
    );
    edit(
        &lib.root,
        "rulesets/tutorial/ruleset.lua",
        r#"sandtable.score.add_vp(holder.side, 5, "6.2 holds the Mill at the end")"#,
        r#"sandtable.score.add_vp(holder.side, 6, "6.2 holds the Mill at the end")"#,
    );
    let r = g.reload().unwrap_or_else(|d| panic!("{d}"));
    let has = |c: &str| r.changes.iter().any(|x| x == c);
    assert!(has("crt 2-1, roll 1: D1 → DE"), "{:?}", r.changes);
    assert!(has("option forced_march: loss 1 → 2"), "{:?}", r.changes);
    assert!(
        has("option forced_march: description ‘loses 1 strength’ → ‘loses 2 strength’"),
        "{:?}",
        r.changes
    );
    // Each file's change, where it is and what it is in: a table, an option's declaration,
    // the code of the move action's `after` (a function in ruleset.lua), a declared hook.
    assert!(
        has("combat.lua: 1 line changed from line 18 (in M.CRT)"),
        "{:?}",
        r.changes
    );
    let ruleset = r
        .changes
        .iter()
        .find(|c| c.starts_with("ruleset.lua: 3 places changed: "))
        .unwrap_or_else(|| panic!("{:?}", r.changes));
    assert!(ruleset.contains("(in function after)"), "{ruleset}");
    assert!(ruleset.contains("(hook on_turn_end)"), "{ruleset}");
    assert!(ruleset.contains("(in options)"), "{ruleset}");
    assert_eq!(r.changes.len(), 5, "nothing else: {:?}", r.changes);
    let logged = g
        .log()
        .iter()
        .rev()
        .find(|e| e.kind == "rules_reloaded")
        .unwrap()
        .fields["changes"]
        .clone();
    assert_eq!(logged, json!(r.changes), "the log keeps them");
    // Reloaded again with nothing changed: nothing named.
    assert!(g.reload().unwrap().changes.is_empty());
}

#[test]
fn a_this_terrible_sound_option_change_is_named_on_reload() {
    // 2.7f's VP is a declared value of the option: a designer who edits it sees the reload
    // name the value and the description that quotes it.
    let (root, lib) = common::library_copy("this-terrible-sound");
    let mut g = common::start(&lib, "this-terrible-sound", "opening-guns", 1, &[]);
    edit(
        &root,
        "rulesets/this-terrible-sound/options.lua",
        "values = { modifier = -2, vp = 2 }",
        "values = { modifier = -2, vp = 3 }",
    );
    let r = g.reload().unwrap_or_else(|d| panic!("{d}"));
    for want in [
        "option rosecrans_caution: vp 2 → 3",
        "option rosecrans_caution: description ‘gets 2 VP.’ → ‘gets 3 VP.’",
    ] {
        assert!(
            r.changes.iter().any(|c| c == want),
            "{want}: {:?}",
            r.changes
        );
    }
}

#[test]
fn broken_edits_leave_the_old_rules_in_force() {
    let (mut g, lib) = Scenario::of("tutorial", "reload_broken")
        .source(common::TUTORIAL_TWO_TO_ONE)
        .start_with_library();
    common::goto_phase(&mut g, "blue", "combat");
    let hash = g.state_hash();

    // A syntax error.
    edit(
        &lib.root,
        "rulesets/tutorial/combat.lua",
        CRT_ROW_1,
        r#"{ "DR", "DR" "DE", "D1", "DE" }, -- 1"#,
    );
    let err = g.reload().unwrap_err().to_string();
    let line = std::fs::read_to_string(lib.root.join("rulesets/tutorial/combat.lua"))
        .unwrap()
        .lines()
        .position(|l| l.contains(r#""DR" "DE""#))
        .unwrap()
        + 1;
    assert!(
        err.contains(&format!("rulesets/tutorial/combat.lua:{line}:")),
        "{err}"
    );
    edit(
        &lib.root,
        "rulesets/tutorial/combat.lua",
        r#"{ "DR", "DR" "DE", "D1", "DE" }, -- 1"#,
        CRT_ROW_1,
    );

    // Invalid data.
    edit(
        &lib.root,
        "rulesets/tutorial/ruleset.lua",
        r#"{ id = "clear", name = "Clear", cost = 1 },"#,
        r#"{ id = "clear", name = "Clear", cost = "lots" },"#,
    );
    let err = g.reload().unwrap_err().to_string();
    assert!(err.contains("terrain 'clear'"), "{err}");
    edit(
        &lib.root,
        "rulesets/tutorial/ruleset.lua",
        r#"cost = "lots" },"#,
        "cost = 1 },",
    );

    // A runtime error while the ruleset loads.
    edit(
        &lib.root,
        "rulesets/tutorial/combat.lua",
        "local M = {}",
        "local M = {}\nerror(\"half-written rule\")",
    );
    let err = g.reload().unwrap_err().to_string();
    assert!(
        err.contains("rulesets/tutorial/combat.lua:") && err.contains("half-written rule"),
        "{err}"
    );

    // Through all of it, the game and its rules are the old ones: 2-1, a 1 is still D1.
    assert_eq!(g.state_hash(), hash);
    g.force_dice([1]);
    attack(&mut g);
    assert_eq!(common::unit(&g, "X"), (1, Some("0505".into())));
}

#[test]
fn a_new_option_and_a_new_reinforcement_appear() {
    let (mut g, lib) = Scenario::of("tutorial", "reload_new")
        .source(common::TUTORIAL_TWO_TO_ONE)
        .start_with_library();
    edit(
        &lib.root,
        "rulesets/tutorial/ruleset.lua",
        "  options = {\n",
        "  options = {\n    { id = \"night_march\", name = \"Night March\", rule = \"7.2\", description = \"Test.\", default = false },\n",
    );
    edit(
        &lib.root,
        "scenarios/tutorial/reload_new.lua",
        "  units = {\n",
        "  units = {\n    { key = \"R\", side = \"blue\", type = \"cavalry\", strength = 2, arrives = { turn = 2, area = \"W\" } },\n",
    );
    edit(
        &lib.root,
        "scenarios/tutorial/reload_new.lua",
        "places = {",
        "areas = { W = { \"0101\", \"0102\" } }, places = {",
    );
    let r = g.reload().unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(r.new_options, vec!["night_march".to_string()]);
    assert_eq!(r.added_units, vec!["R".to_string()]);
    assert_eq!(g.options["night_march"], json!(false));
    g.with_world(|w| {
        let id = w.state.unit_by_key("R").expect("R joined the game");
        assert_eq!(
            w.state.units[id as usize].location,
            sandtable::kernel::Location::Pending
        );
    });
    // On turn 2 it arrives by the tutorial's own reinforcement rule.
    common::goto_phase(&mut g, "gray", "combat");
    common::goto_phase(&mut g, "blue", "movement");
    assert_eq!(common::unit(&g, "R").1.as_deref(), Some("0101"));
}

#[test]
fn reloading_while_the_computer_is_mid_turn_is_safe() {
    let (root, lib) = common::library_copy("tutorial");
    let mut g = common::start(&lib, "tutorial", "crossing", 3, &[]);
    g.run_bots(&|_| true, 7).unwrap();
    let hash = g.state_hash();
    edit(
        &root,
        "rulesets/tutorial/combat.lua",
        CRT_ROW_1,
        r#"{ "DR", "DE", "D1", "D1", "DE" }, -- 1"#,
    );
    g.reload().unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(g.state_hash(), hash);
    g.run_bots(&|_| true, 100_000).unwrap();
    assert!(g.is_over());
}

#[test]
fn replay_under_new_rules_finds_the_first_changed_outcome() {
    let (root, lib) = common::library_copy("tutorial");
    let mut g = common::start(&lib, "tutorial", "crossing", 7, &[]);
    g.run_bots(&|_| true, 100_000).unwrap();
    assert!(matches!(
        g.replay_under_current_rules().unwrap(),
        Divergence::None { .. }
    ));
    // The first combat of the game: its odds column and roll pick one table cell.
    let log = g.log();
    let (pos, first) = log
        .iter()
        .enumerate()
        .find(|(_, e)| e.kind == "combat_resolved")
        .expect("a combat");
    let roll = first.fields["roll"].as_u64().unwrap() as usize;
    let odds = first.fields["odds"].as_str().unwrap().to_string();
    let result = first.fields["result"].as_str().unwrap().to_string();
    let col = ["1-2", "1-1", "2-1", "3-1", "4-1"]
        .iter()
        .position(|o| *o == odds)
        .unwrap();
    let index = g
        .history
        .iter()
        .position(|r| r.events.contains(&pos))
        .unwrap()
        + 1;
    // Change exactly that cell.
    let path = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&path).unwrap();
    let row_marker = format!("}}, -- {roll}");
    let line = text
        .lines()
        .find(|l| l.trim_end().ends_with(&row_marker))
        .unwrap()
        .to_string();
    let mut cells: Vec<String> = line
        .split('"')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect();
    let other = if result == "EX" { "DE" } else { "EX" };
    cells[col] = other.to_string();
    let new_line = format!(
        "  {{ {} }}, -- {roll}",
        cells
            .iter()
            .map(|c| format!("\"{c}\""))
            .collect::<Vec<_>>()
            .join(", ")
    );
    std::fs::write(&path, text.replacen(&line, &new_line, 1)).unwrap();
    match g.replay_under_current_rules().unwrap() {
        Divergence::Changed {
            index: i, old, new, ..
        } => {
            assert_eq!(
                i, index,
                "the first attack that rolled into the changed cell"
            );
            assert!(
                old.iter().any(|t| t.ends_with(&format!(": {result}"))),
                "{old:?}"
            );
            assert!(
                new.iter().any(|t| t.ends_with(&format!(": {other}"))),
                "{new:?}"
            );
        }
        d => panic!("expected a changed outcome, got {d:?}"),
    }
}

#[test]
fn watch_command_reports_each_change() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let (root, _lib) = common::library_copy("tutorial");
    let mut child = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["--root"])
        .arg(&root)
        .args([
            "watch",
            "--ruleset",
            "tutorial",
            "--scenario",
            "crossing",
            "--games",
            "2",
            "--changes",
            "2",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut next_until = |needle: &str| -> Vec<String> {
        let mut seen = Vec::new();
        for l in lines.by_ref() {
            let l = l.unwrap();
            let done = l.contains(needle);
            seen.push(l);
            if done {
                return seen;
            }
        }
        panic!("the watcher ended before printing {needle:?}: {seen:?}");
    };
    let first = next_until("watching");
    assert!(first[0].starts_with("== tutorial 1.0.0"), "{first:?}");
    assert!(
        first.iter().any(|l| l.contains("2 games: wins")),
        "{first:?}"
    );
    edit(
        &root,
        "rulesets/tutorial/combat.lua",
        CRT_ROW_1,
        r#"{ "DE", "DE", "DE", "DE", "DE" }, -- 1"#,
    );
    let second = next_until("watching");
    assert!(
        second
            .iter()
            .any(|l| l == "== changed: rulesets/tutorial/combat.lua"),
        "{second:?}"
    );
    assert!(
        second
            .iter()
            .any(|l| l.contains("2 games: wins") && l.contains("(+")),
        "{second:?}"
    );
    let path = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, format!("{text}\nbroken = = 1\n")).unwrap();
    let third = next_until("<eof> expected");
    assert!(
        third.iter().any(|l| l.contains("the rules do not load")),
        "{third:?}"
    );
    assert!(child.wait().unwrap().success());
}

#[test]
fn an_edited_terrain_cost_takes_effect_for_the_next_move() {
    let (mut g, lib) = Scenario::of("tutorial", "reload_terrain")
        .source(common::TUTORIAL_TWO_TO_ONE)
        .start_with_library();
    // A at 0504 (4 MP) to 0502 through clear 0503: 1 MP to leave X's zone of control (4.3),
    // then 1 + 1.
    let cost = |g: &Game| {
        let f = g
            .engine
            .lua()
            .load("local p, c = sandtable.move.path('A', '0502', { budget = 10 }) return c")
            .into_function()
            .unwrap();
        g.engine
            .call::<Option<f64>>("test", &f, (), sandtable::script::Mode::Query)
            .unwrap()
    };
    assert_eq!(cost(&g), Some(3.0));
    edit(
        &lib.root,
        "rulesets/tutorial/ruleset.lua",
        r#"{ id = "clear", name = "Clear", cost = 1 },"#,
        r#"{ id = "clear", name = "Clear", cost = 2 },"#,
    );
    g.reload().unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(cost(&g), Some(5.0), "clear now costs 2 a hex: 1 + 2 + 2");
}

/// Collects what `w` reports until `done` holds of it, for at most ten seconds.
fn heard_until(
    w: &sandtable::session::watch::RulesWatcher,
    done: impl Fn(&[std::path::PathBuf]) -> bool,
) -> Vec<std::path::PathBuf> {
    let start = std::time::Instant::now();
    let mut heard = Vec::new();
    while start.elapsed() < std::time::Duration::from_secs(10) && !done(&heard) {
        heard.extend(w.wait(std::time::Duration::from_millis(200)));
    }
    heard
}

#[test]
fn the_watcher_hears_a_folder_deleted_and_made_again() {
    // Issue 23: `watch` went deaf once its ruleset folder was deleted and restored (the
    // system's watch goes with the old folder).
    let base = std::env::temp_dir().join(format!("sandtable-watch-{}", std::process::id()));
    let folder = base.join("rulesets").join("mine");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("ruleset.lua"), "return {}").unwrap();
    let w = sandtable::session::watch::RulesWatcher::new(std::slice::from_ref(&folder)).unwrap();
    std::fs::remove_dir_all(&folder).unwrap();
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("ruleset.lua"), "return { restored = true }").unwrap();
    let heard = heard_until(&w, |h| h.contains(&folder));
    assert!(
        heard.contains(&folder),
        "the restored folder was not reported: {heard:?}"
    );
    // And it is heard from then on.
    std::thread::sleep(std::time::Duration::from_millis(200));
    w.poll();
    let edited = folder.join("combat.lua");
    std::fs::write(&edited, "return 1").unwrap();
    let heard = heard_until(&w, |h| h.contains(&edited));
    assert!(
        heard.contains(&edited),
        "an edit in the restored folder was not heard: {heard:?}"
    );
    let _ = std::fs::remove_dir_all(&base);
}
