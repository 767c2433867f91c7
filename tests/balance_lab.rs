//! The balance lab from the command line: `sandtable batch` and `sandtable merge` on the
//! tutorial ruleset (a game takes about 10 ms): records per game, pairing by seed, shards that
//! merge into the whole run, results independent of the number of workers, clear errors.

mod common;

use serde_json::Value;
use std::collections::BTreeSet;
use std::process::Output;

fn sandtable(args: &[&str]) -> Output {
    common::sandtable_in(std::path::Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

/// The line of a sequential run that says where and why it stopped.
fn stopped_line(err: &str) -> &str {
    err.lines()
        .find(|l| l.starts_with("sequential: stopped after "))
        .unwrap_or_else(|| panic!("{err}"))
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
    assert_eq!(
        common::without_timings(&one.1),
        common::without_timings(&two.1)
    );
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
        common::without_timings(&summary["summary"]),
        common::without_timings(&whole.1)
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

/// The run of `batch --json` with these settings, as (records, summary) without timings.
fn json_run(extra: &[&str]) -> (Vec<Value>, Value) {
    let mut args = vec!["--json", "--jobs", "2"];
    args.extend_from_slice(extra);
    let (games, summary) = parse(&batch(&args));
    (
        games.iter().map(common::without_timings).collect(),
        common::without_timings(&summary),
    )
}

#[test]
fn a_killed_run_resumed_gives_the_summary_of_one_never_stopped() {
    let dir = common::temp_dir("lab-resume");
    let whole = dir.join("whole.jsonl");
    let whole_s = whole.display().to_string();
    let (_, uninterrupted) = json_run(&["--games", "8", "--out", &whole_s]);
    let text = std::fs::read_to_string(&whole).unwrap();
    assert_eq!(text.lines().count(), 16, "a record per game in --out");
    // A run killed while writing its sixth record: five whole lines and half of one.
    let killed = dir.join("killed.jsonl");
    let lines: Vec<&str> = text.lines().collect();
    let mut cut = lines[..5].join("\n");
    cut.push('\n');
    cut.push_str(&lines[5][..lines[5].len() / 2]);
    std::fs::write(&killed, cut).unwrap();
    let killed_s = killed.display().to_string();
    let out = batch(&["--json", "--games", "8", "--out", &killed_s, "--resume"]);
    let err = stderr(&out);
    assert!(err.contains("line 6 was cut off"), "{err}");
    assert!(err.contains("5 games already played"), "{err}");
    assert!(
        err.contains("11 games played"),
        "only the rest were played: {err}"
    );
    let (games, resumed) = parse(&out);
    assert_eq!(games.len(), 11);
    assert_eq!(
        common::without_timings(&resumed),
        uninterrupted,
        "the same summary"
    );
    assert_eq!(
        std::fs::read_to_string(&killed).unwrap().lines().count(),
        16
    );
    // A file that holds records is not written over without --resume…
    let out = batch(&["--games", "8", "--out", &killed_s]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--resume goes on with them"),
        "{}",
        stderr(&out)
    );
    // …and another batch's records are not resumed.
    let out = batch(&[
        "--games",
        "8",
        "--out",
        &killed_s,
        "--resume",
        "--option",
        "forced_march",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("is of another batch"),
        "{}",
        stderr(&out)
    );
}

/// A copy of the tutorial with an option that gives the Union (blue) 20 VP at the start: a
/// variant with a large effect.
fn lopsided_library() -> std::path::PathBuf {
    let (root, _) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text
        .replacen(
            "  options = {",
            r#"  options = {
    { id = "head_start", name = "Head start", rule = "9.8", description = "The Union starts with 20 VP.", default = false },"#,
            1,
        )
        .replacen(
            "  on_turn_end = function()",
            r#"  on_game_begin = function()
    if sandtable.game.option("head_start") then sandtable.score.add_vp("blue", 20, "9.8 head start") end
  end,

  on_turn_end = function()"#,
            1,
        );
    std::fs::write(&file, text).unwrap();
    root
}

#[test]
fn a_sequential_run_stops_once_its_verdict_is_decided() {
    let root = lopsided_library();
    let run = |extra: &[&str]| {
        let mut args = vec![
            "batch",
            "--ruleset",
            "tutorial",
            "--scenario",
            "crossing",
            "--games",
            "100",
            "--option",
            "head_start",
            "--sequential",
            "--round",
            "10",
        ];
        args.extend_from_slice(extra);
        common::sandtable_in(&root, &args)
    };
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let err = stderr(&out);
    let text = stdout(&out);
    // 20 VP decide nearly every game: the first round or two settle it, far short of 100.
    let stopped = stopped_line(&err);
    let pairs: u64 = stopped["sequential: stopped after ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(pairs < 100 && pairs.is_multiple_of(10), "{stopped}");
    assert!(
        stopped.contains("the verdict is decided (its interval widened for the 10 looks"),
        "{stopped}"
    );
    assert!(
        text.contains("shifts blue's win rate by +") && text.contains("more than chance"),
        "{text}"
    );
    // An A/A run never decides: it goes on to --width or to every pair.
    let out = common::sandtable_in(
        &root,
        &[
            "batch",
            "--ruleset",
            "tutorial",
            "--scenario",
            "crossing",
            "--games",
            "30",
            "--sequential",
            "--round",
            "10",
        ],
    );
    assert!(
        stderr(&out)
            .contains("sequential: stopped after 30 pairs: every pair of --games was played"),
        "{}",
        stderr(&out)
    );
}

/// Decision Games' cavalry variant moves the Union's win rate by about +38 points over 300
/// pairs (docs/balance-lab.md, measured with the computer players now kept as the `baseline`
/// profile, which both arms play here): a sequential run in rounds of 20 pairs, of at most 60,
/// stops before the last round with that verdict. (With the `standard` profile on both sides
/// the Confederates win nearly every game, with the variant or without.)
#[test]
fn a_sequential_dg_run_of_the_cavalry_variant_stops_early() {
    let out = sandtable(&[
        "batch",
        "--ruleset",
        "dg-chickamauga",
        "--scenario",
        "chickamauga",
        "--games",
        "60",
        "--option",
        "cavalry_variant",
        "--bot",
        "union=baseline",
        "--bot",
        "confederate=baseline",
        "--baseline-bot",
        "union=baseline",
        "--baseline-bot",
        "confederate=baseline",
        "--sequential",
        "--round",
        "20",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let err = stderr(&out);
    let stopped = stopped_line(&err);
    assert!(
        stopped.starts_with("sequential: stopped after 20 pairs")
            || stopped.starts_with("sequential: stopped after 40 pairs"),
        "{stopped}"
    );
    assert!(stopped.contains("the verdict is decided"), "{stopped}");
    let text = stdout(&out);
    assert!(
        text.contains("shifts union's win rate by +") && text.contains("more than chance"),
        "{text}"
    );
}

/// A ladder (`--ladder A:B`): each seed played with A on the first side and B on the second,
/// then swapped; every record names its bots, and the summary gives each profile's wins over
/// both sides with the interval. The tutorial's own bots (`standard`) against the generic bot.
#[test]
fn a_ladder_plays_each_profile_on_both_sides_and_reports_its_win_rate() {
    let (games, summary) = parse(&batch(&[
        "--games",
        "4",
        "--ladder",
        "standard:generic",
        "--jobs",
        "1",
        "--json",
    ]));
    assert_eq!(games.len(), 8);
    for g in &games {
        let bots = &g["bots"];
        let (blue, gray) = (
            bots["blue"].as_str().unwrap(),
            bots["gray"].as_str().unwrap(),
        );
        match g["arm"].as_str().unwrap() {
            "variant" => assert_eq!((blue, gray), ("standard", "generic"), "{g}"),
            _ => assert_eq!((blue, gray), ("generic", "standard"), "{g}"),
        }
    }
    // the summary counts, for each profile, the games it won over the sides it played
    let profiles = summary["profiles"].as_array().unwrap();
    let mut total = 0;
    for p in profiles {
        let name = p["profile"].as_str().unwrap();
        let wins = games
            .iter()
            .filter(|g| {
                let w = g["winner"].as_str().unwrap_or("");
                g["bots"][w].as_str() == Some(name)
            })
            .count() as u64;
        assert_eq!(p["games"], 8, "{p}");
        assert_eq!(p["wins"]["count"].as_u64(), Some(wins), "{p}");
        total += wins;
    }
    assert_eq!(profiles.len(), 2);
    assert!(total <= 8);
    // every record and the summary carry the stall report, by side
    for g in &games {
        assert!(g["stall"]["blue"]["free_unit_turns"].is_u64(), "{g}");
    }
    let free = summary["stall"]["gray"]["free_unit_turns"]
        .as_u64()
        .unwrap();
    let idle = summary["stall"]["gray"]["idle_unit_turns"]
        .as_u64()
        .unwrap();
    assert!(free > 0 && idle <= free, "{summary}");
    // and how long each bot took to choose: by side in the records, by profile in the summary
    for g in &games {
        let t = &g["bot_time"]["gray"];
        assert!(t["decisions"].as_u64().unwrap() > 0, "{g}");
        assert!(
            t["median_ms"].as_f64().unwrap() <= t["p95_ms"].as_f64().unwrap(),
            "{g}"
        );
    }
    for profile in ["standard", "generic"] {
        let t = &summary["decision_times"][profile];
        assert_eq!(t["games"], 8, "{summary}");
        assert!(
            t["p95_ms"].as_f64().unwrap() <= t["max_ms"].as_f64().unwrap(),
            "{t}"
        );
    }
    // a profile the ruleset does not have is refused, naming those it has
    let out = batch(&["--games", "1", "--ladder", "standard:best"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no bot profile 'best' (profiles of tutorial: standard, generic)"),
        "{}",
        stderr(&out)
    );
}
