//! The command line contract: `list --json`, `check`, `play --json`, `replay`, exit codes.

mod common;

use serde_json::Value;
use std::process::{Command, Output};

fn sandtable(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(args)
        .env("SANDTABLE_HOME", env!("CARGO_MANIFEST_DIR"))
        // Without a display, `sandtable` alone prints usage instead of opening the window.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap()
}

fn json_of(out: &Output) -> Value {
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

fn play(seed: &str, extra: &[&str]) -> Value {
    let mut args = vec![
        "play",
        "--ruleset",
        "tutorial",
        "--scenario",
        "crossing",
        "--seed",
        seed,
        "--ai",
        "all",
        "--json",
    ];
    args.extend_from_slice(extra);
    let out = sandtable(&args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    json_of(&out)
}

#[test]
fn list_json_has_the_contracted_fields() {
    let out = sandtable(&["list", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v = json_of(&out);
    let tutorial = v
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "tutorial")
        .expect("tutorial listed");
    assert_eq!(tutorial["name"], "Mill Creek (tutorial)");
    assert_eq!(tutorial["version"], "1.0.0");
    let sc = &tutorial["scenarios"][0];
    assert_eq!(sc["id"], "crossing");
    assert_eq!(sc["name"], "The Crossing");
    assert_eq!(sc["turns"], 8);
    let opt = &tutorial["options"][0];
    assert_eq!(opt["id"], "forced_march");
    assert_eq!(opt["rule"], "7.1");
    assert_eq!(opt["default"], false);
    assert!(opt["name"].is_string());
    let m = v
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "tutorial-veterans")
        .expect("mod listed");
    assert_eq!(m["extends"], "tutorial");
}

#[test]
fn check_passes_on_the_shipped_rulesets() {
    let out = sandtable(&["check"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("tutorial: ok (1 scenario)"), "{stdout}");
}

#[test]
fn play_json_is_deterministic_by_seed() {
    let a = play("7", &[]);
    let b = play("7", &[]);
    for key in [
        "ruleset",
        "scenario",
        "seed",
        "options",
        "turns_played",
        "winner",
        "victory_level",
        "vp",
        "losses",
        "state_hash",
    ] {
        assert!(a.get(key).is_some(), "missing {key}");
    }
    assert_eq!(a["state_hash"], b["state_hash"]);
    assert_eq!(a["seed"], 7);
    assert_eq!(a["turns_played"], 8);
    let hashes: std::collections::BTreeSet<String> = (1..=6)
        .map(|s| {
            play(&s.to_string(), &[])["state_hash"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(hashes.len() > 1, "different seeds should be able to differ");
}

#[test]
fn save_then_replay_reproduces_the_hash_and_a_tampered_save_fails() {
    let dir = common::temp_dir("cli-save");
    let path = dir.join("g.json");
    let p = path.to_str().unwrap();
    let played = play("11", &["--save", p]);
    let out = sandtable(&["replay", p, "--json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let replayed = json_of(&out);
    assert_eq!(replayed["state_hash"], played["state_hash"]);
    assert_eq!(replayed["reproduced"], true);

    // An edited hash no longer matches the save's binding: refused, naming the part.
    let text = std::fs::read_to_string(&path).unwrap();
    let hash = played["state_hash"].as_str().unwrap();
    std::fs::write(&path, text.replace(hash, "0000000000000000")).unwrap();
    let out = sandtable(&["replay", p]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(
        err.contains("its end (state hash, turn or bot position) no longer matches its binding"),
        "{err}"
    );
    // Without the binding (as the message says to load it as edited), replay reports the
    // hash it reached.
    let mut save: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    save.as_object_mut().unwrap().remove("binding");
    std::fs::write(&path, save.to_string()).unwrap();
    let out = sandtable(&["replay", p]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the save says 0000000000000000"));
}

#[test]
fn options_and_bad_arguments() {
    let on = play("7", &["--option", "forced_march"]);
    assert_eq!(on["options"]["forced_march"], true);
    let out = sandtable(&[
        "play",
        "--ruleset",
        "tutorial",
        "--scenario",
        "crossing",
        "--ai",
        "purple",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a side"));
    let out = sandtable(&[
        "play",
        "--ruleset",
        "tutorial",
        "--scenario",
        "crossing",
        "--option",
        "nope",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("has no option 'nope'"));
    // Without computer players the game stops at once and says why.
    let out = sandtable(&[
        "play",
        "--ruleset",
        "tutorial",
        "--scenario",
        "crossing",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("has no computer player"));
}

#[test]
fn no_arguments_prints_usage() {
    let out = sandtable(&[]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Usage"), "{text}");
    assert!(text.contains("play"), "{text}");
}

#[test]
fn generic_bot_plays_any_ruleset_to_the_end() {
    let v = play("3", &["--generic-bot"]);
    assert_eq!(v["turns_played"], 8);
    assert!(v["victory_level"].is_string());
}
