//! The referee (session/referee.rs and each ruleset's referee.lua): it re-checks every action
//! against the rulebook, apart from the code that carried it out. It must change nothing,
//! find nothing in games played by the rules, and find a rule the code breaks.

mod common;

use sandtable::session::Game;
use std::process::Command;

const DG: &str = "dg-chickamauga";

/// A Decision Games bot game of `seed` in `lib`, the referee on or off, stopped after `max`
/// actions or at its end.
fn dg_game(lib: &sandtable::script::Library, seed: u64, referee: bool, max: usize) -> Game {
    let mut g = common::start(lib, DG, "chickamauga", seed, &[]);
    g.referee = referee;
    g.run_bots(&|_| true, max)
        .unwrap_or_else(|e| panic!("seed {seed}: the bots failed: {e}"));
    g
}

#[test]
fn the_referee_changes_nothing_in_the_game() {
    let lib = common::library();
    let on = dg_game(&lib, 2, true, 250);
    let off = dg_game(&lib, 2, false, 250);
    assert_eq!(on.state_hash(), off.state_hash());
    assert_eq!(on.history, off.history);
    assert_eq!(on.log(), off.log());
    common::assert_refereed(&on);
    assert!(off.referee_findings().is_empty());
}

/// A copy of the library in which forest costs 2 MP to enter instead of the chart's 3 (9.0),
/// in the ruleset's declaration and in its own search alike: play follows the changed code,
/// and only the referee, which keeps the chart, can tell.
fn forest_at_two() -> (std::path::PathBuf, sandtable::script::Library) {
    let (root, lib) = common::library_copy(DG);
    let dir = root.join("rulesets").join(DG);
    for (file, from, to) in [
        (
            "ruleset.lua",
            r#"{ id = "forest", name = "Forest", cost = 3"#,
            r#"{ id = "forest", name = "Forest", cost = 2"#,
        ),
        (
            "movement.lua",
            "M.TERRAIN = { clear = 1, forest = 3",
            "M.TERRAIN = { clear = 1, forest = 2",
        ),
    ] {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{file} no longer has {from:?}");
        std::fs::write(&path, text.replace(from, to)).unwrap();
    }
    (root, lib)
}

#[test]
fn the_referee_finds_a_move_charged_against_the_terrain_chart() {
    let (_root, lib) = forest_at_two();
    let g = dg_game(&lib, 1, true, 400);
    let found = g.referee_findings();
    let f = found
        .iter()
        .find(|f| f.text.starts_with("9.0:") || f.text.starts_with("5.0/6.0/9.0:"))
        .unwrap_or_else(|| panic!("no terrain finding in {found:?}"));
    // The finding names the action, its turn, phase and side.
    let rec = &g.history[f.action];
    assert_eq!(rec.action, f.taken);
    assert_eq!((rec.turn, rec.phase.as_str()), (f.turn, "movement"));
    assert_eq!(rec.side, f.side);
    assert_eq!(f.taken["kind"], "move");
}

#[test]
fn play_and_batch_report_the_referees_findings() {
    let (root, _lib) = forest_at_two();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_sandtable"))
            .args(args)
            .env("SANDTABLE_HOME", &root)
            .output()
            .unwrap()
    };
    let play = run(&[
        "play",
        "--ruleset",
        DG,
        "--scenario",
        "chickamauga",
        "--seed",
        "1",
        "--ai",
        "all",
        "--max-actions",
        "300",
        "--referee",
        "--json",
    ]);
    let err = String::from_utf8_lossy(&play.stderr);
    assert_eq!(play.status.code(), Some(1), "{err}");
    assert!(err.contains("referee: action "), "{err}");
    let j: serde_json::Value = serde_json::from_slice(&play.stdout).unwrap();
    assert!(!j["referee_findings"].as_array().unwrap().is_empty());

    let batch = run(&[
        "batch",
        "--ruleset",
        DG,
        "--scenario",
        "chickamauga",
        "--games",
        "1",
        "--max-actions",
        "300",
        "--referee",
        "--json",
    ]);
    let err = String::from_utf8_lossy(&batch.stderr);
    assert_eq!(batch.status.code(), Some(1), "{err}");
    assert!(err.contains("referee: "), "{err}");
    let out = String::from_utf8_lossy(&batch.stdout);
    let summary: serde_json::Value = out
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .find_map(|v| v.get("summary").cloned())
        .expect("a summary line");
    assert_eq!(summary["referee"]["games"], 2, "{summary}");
    assert!(summary["referee"]["findings"].as_u64().unwrap() > 0);
}
