//! The balance lab from the command line: `sandtable batch` and `sandtable merge` on the
//! tutorial ruleset (a game takes about 10 ms): records per game, pairing by seed, shards that
//! merge into the whole run, results independent of the number of workers, clear errors.

mod common;

use serde_json::Value;
use std::collections::BTreeSet;
use std::process::{Command, Output};

fn sandtable(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(args)
        .env("SANDTABLE_HOME", env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

fn batch(extra: &[&str]) -> Output {
    let mut args = vec!["batch", "--ruleset", "tutorial", "--scenario", "crossing"];
    args.extend_from_slice(extra);
    sandtable(&args)
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).to_string()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).to_string()
}

/// The game lines and the summary of `batch --json` output.
fn parse(out: &Output) -> (Vec<Value>, Value) {
    assert_eq!(out.status.code(), Some(0), "stderr: {}", stderr(out));
    let mut games = Vec::new();
    let mut summary = Value::Null;
    for line in stdout(out).lines() {
        let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        if let Some(s) = v.get("summary") {
            summary = s.clone();
        } else {
            games.push(v);
        }
    }
    (games, summary)
}

/// (arm, seed, state hash) of each game: what must not depend on how the run was split.
fn outcomes(games: &[Value]) -> BTreeSet<(String, u64, String)> {
    games
        .iter()
        .map(|g| {
            (
                g["arm"].as_str().unwrap().to_string(),
                g["seed"].as_u64().unwrap(),
                g["state_hash"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// A summary without its timings (wall-clock seconds differ from run to run).
fn without_timings(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| k.as_str() != "seconds")
                .map(|(k, v)| (k.clone(), without_timings(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(without_timings).collect()),
        other => other.clone(),
    }
}

#[test]
fn batch_streams_a_record_per_game_and_pairs_them_by_seed() {
    let out = batch(&[
        "--games",
        "20",
        "--seed",
        "5",
        "--option",
        "forced_march",
        "--jobs",
        "2",
        "--json",
    ]);
    let (games, summary) = parse(&out);
    assert_eq!(games.len(), 40);
    let seen = outcomes(&games);
    for arm in ["baseline", "variant"] {
        let seeds: Vec<u64> = seen
            .iter()
            .filter(|(a, _, _)| a == arm)
            .map(|(_, s, _)| *s)
            .collect();
        assert_eq!(seeds, (5..25).collect::<Vec<_>>(), "{arm}");
    }
    for g in &games {
        let forced = g["options"]["forced_march"].as_bool().unwrap();
        assert_eq!(forced, g["arm"] == "variant", "{g}");
        assert_eq!(g["finished"], true, "{g}");
    }
    assert_eq!(summary["paired"]["pairs"], 20);
    assert_eq!(
        summary["differences"],
        serde_json::json!(["forced_march=true"])
    );
    let wins: u64 = summary["baseline"]["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["wins"]["count"].as_u64().unwrap())
        .sum::<u64>()
        + summary["baseline"]["draws"]["count"].as_u64().unwrap();
    assert_eq!(wins, 20, "every finished game is a win or a draw");
    // Progress and the table go to stderr, so stdout stays machine-readable.
    let err = stderr(&out);
    assert!(err.contains("40/40 games"), "{err}");
    assert!(
        err.contains("tutorial / crossing — variant forced_march=true"),
        "{err}"
    );
}

#[test]
fn a_batch_game_is_the_game_play_gives_for_its_seed() {
    let (games, _) = parse(&batch(&["--games", "3", "--seed", "7", "--json"]));
    let baseline_7 = games
        .iter()
        .find(|g| g["arm"] == "baseline" && g["seed"] == 7)
        .unwrap();
    let out = sandtable(&[
        "play",
        "--ruleset",
        "tutorial",
        "--scenario",
        "crossing",
        "--seed",
        "7",
        "--ai",
        "all",
        "--json",
    ]);
    let played: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(baseline_7["state_hash"], played["state_hash"]);
    assert_eq!(baseline_7["vp"], played["vp"]);
}

#[test]
fn results_do_not_depend_on_the_number_of_workers() {
    let one = parse(&batch(&[
        "--games",
        "12",
        "--jobs",
        "1",
        "--json",
        "--option",
        "forced_march",
    ]));
    let two = parse(&batch(&[
        "--games",
        "12",
        "--jobs",
        "2",
        "--json",
        "--option",
        "forced_march",
    ]));
    assert_eq!(outcomes(&one.0), outcomes(&two.0));
    assert_eq!(without_timings(&one.1), without_timings(&two.1));
}

#[test]
fn shards_merge_into_the_whole_run() {
    let dir = common::temp_dir("shards");
    let whole = parse(&batch(&[
        "--games",
        "10",
        "--json",
        "--option",
        "forced_march",
    ]));
    let mut files = Vec::new();
    let mut games = Vec::new();
    for i in 0..3 {
        let shard = format!("{i}/3");
        let out = batch(&[
            "--games",
            "10",
            "--json",
            "--option",
            "forced_march",
            "--shard",
            &shard,
        ]);
        let (g, _) = parse(&out);
        games.extend(g);
        let f = dir.join(format!("shard-{i}.jsonl"));
        std::fs::write(&f, &out.stdout).unwrap();
        files.push(f.display().to_string());
    }
    assert_eq!(
        outcomes(&games),
        outcomes(&whole.0),
        "the shards split the seeds"
    );

    let mut args = vec!["merge", "--json"];
    args.extend(files.iter().map(String::as_str));
    let merged = sandtable(&args);
    assert_eq!(merged.status.code(), Some(0), "{}", stderr(&merged));
    let summary: Value = serde_json::from_str(stdout(&merged).trim()).unwrap();
    assert_eq!(
        without_timings(&summary["summary"]),
        without_timings(&whole.1)
    );

    // A file merged twice is counted once, with a note.
    let mut twice = vec!["merge"];
    twice.extend(files.iter().map(String::as_str));
    twice.push(files[0].as_str());
    let out = sandtable(&twice);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(text.contains("10 pairs of finished games"), "{text}");
    assert!(text.contains("recorded twice"), "{text}");

    // CSV: a header naming the sides, then a row per game.
    let mut csv = vec!["merge", "--csv"];
    csv.extend(files.iter().map(String::as_str));
    let out = sandtable(&csv);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("arm,seed,finished,winner,level,margin"),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("vp_blue,vp_gray"), "{}", lines[0]);
    assert_eq!(lines.len(), 21);
}

#[test]
fn batch_csv_writes_a_header_and_a_row_per_game() {
    let out = batch(&["--games", "4", "--csv"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("arm,seed,"), "{text}");
    assert_eq!(lines.len(), 9, "{text}");
    assert!(stderr(&out).contains("an A/A check"), "{}", stderr(&out));
}

#[test]
fn bad_settings_are_explained() {
    let out = batch(&["--games", "2", "--shard", "3/3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("expected I/N"), "{}", stderr(&out));

    let out = batch(&["--games", "2", "--option", "no_such_rule"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("the variant arm") && err.contains("no option 'no_such_rule'"),
        "{err}"
    );

    let out = batch(&["--games", "0"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--games must be at least 1"));

    let dir = common::temp_dir("merge-bad");
    let f = dir.join("runs.jsonl");
    std::fs::write(&f, "\n{\"seed\": 1}\n").unwrap();
    let out = sandtable(&["merge", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("runs.jsonl:2: not a game record"), "{err}");
}
