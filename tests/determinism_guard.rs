//! Determinism guarded (issue 23): a save binds everything that decides the game, replay names
//! the first action that comes out differently and the likely cause, and `check
//! --determinism` catches a ruleset that plays one seed two ways.

mod common;

use common::mini::{mini, mini_with, start_mini};
use sandtable::session::GameSetup;
use sandtable::session::determinism::{self, Verdict};
use sandtable::session::save::{SaveError, SaveFile};
use serde_json::json;

fn setup() -> GameSetup {
    GameSetup {
        ruleset: "mini".into(),
        scenario: "s".into(),
        seed: 1,
        options: Default::default(),
    }
}

/// A mini ruleset whose poke rolls a die and stores it, played a few pokes by hand.
fn rolled_game(tag: &str) -> (sandtable::script::Library, SaveFile) {
    let lib = mini(
        tag,
        "        sandtable.vars.set('roll', (sandtable.vars.get('roll') or 0) + math.random(6))",
        "",
    );
    let mut g = start_mini(&lib).unwrap();
    g.hash_every = 1;
    for _ in 0..3 {
        g.apply(json!({"kind": "poke"})).unwrap();
    }
    (lib, SaveFile::of(&g))
}

#[test]
fn an_edited_save_is_refused_naming_the_part_changed() {
    let (_, save) = rolled_game("bind-edit");
    let text = serde_json::to_string(&save).unwrap();
    SaveFile::parse("g.json", &text).expect("the save as written loads");
    // An added option used to "match" (the hash does not see options nobody used).
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["options"]["forced_march"] = json!(true);
    let err = SaveFile::parse("g.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(
            "its setup (ruleset, scenario, seed or options) no longer matches its binding"
        ),
        "{err}"
    );
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["actions"][1]["side"] = json!("b");
    let err = SaveFile::parse("g.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert!(err.contains("its actions no longer matches"), "{err}");
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["bot_position"] = json!("12345");
    let err = SaveFile::parse("g.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("its end (state hash, turn or bot position)"),
        "{err}"
    );
}

#[test]
fn replay_checks_who_took_each_action_and_when() {
    let (lib, save) = rolled_game("bind-record");
    let mut v = serde_json::to_value(&save).unwrap();
    v.as_object_mut().unwrap().remove("binding");
    v["actions"][1]["side"] = json!("b");
    let edited = SaveFile::parse("g.json", &v.to_string()).unwrap();
    match edited.replay(&lib, "g.json") {
        Err(SaveError::Diverged { index, what, .. }) => {
            assert_eq!(index, 2);
            assert!(what.contains("the save has it taken by b"), "{what}");
        }
        other => panic!(
            "expected a divergence at action 2, got {:?}",
            other.map(|(_, ok)| ok)
        ),
    }
}

#[test]
fn a_changed_ruleset_is_named_as_the_cause_at_the_first_action_that_differs() {
    let (lib, save) = rolled_game("bind-changed");
    save.replay(&lib, "g.json")
        .expect("replays under its own rules");
    // The designer changes the roll: two dice from now on.
    let file = lib.root.join("rulesets/mini/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &file,
        text.replace("math.random(6)", "math.random(6) + math.random(6)"),
    )
    .unwrap();
    let err = save.replay(&lib, "g.json").err().expect("diverges");
    let msg = err.to_string();
    assert!(matches!(err, SaveError::Diverged { index: 1, .. }), "{msg}");
    assert!(msg.contains("state hash"), "{msg}");
    assert!(
        msg.contains("the ruleset's files have changed since the save was made"),
        "{msg}"
    );
}

/// A bot that looks at the legal actions (so asks `can`), then pokes two times in three.
const POKING_BOT: &str = "  bot = function(side)\n    sandtable.actions.legal(side)\n    if sandtable.bot.random(3) > 1 then return { kind = 'poke' } end\n  end,";

/// The mini ruleset with `body` as poke's resolve, played by [`POKING_BOT`].
fn poked(tag: &str, body: &str) -> sandtable::script::Library {
    mini_with(tag, body, "", POKING_BOT)
}

#[test]
fn check_determinism_passes_a_deterministic_ruleset() {
    let lib = poked("det-ok", "        sandtable.vars.set('r', math.random(6))");
    match determinism::check(&lib, &setup(), 30).unwrap() {
        Verdict::Same { actions, .. } => assert!(actions >= 6, "{actions} actions"),
        v => panic!("{v}"),
    }
}

#[test]
fn check_determinism_finds_pairs_order_over_string_keys() {
    // Lua seeds its string hashing per state: the first key `pairs` gives differs between two
    // engines, so the same seed plays two ways.
    let lib = poked(
        "det-pairs",
        "        local t = {}\n        for i = 1, 64 do t['k' .. i] = i end\n        local order = {}\n        for k in pairs(t) do order[#order + 1] = k end\n        sandtable.vars.set('order', table.concat(order, ','))",
    );
    let v = determinism::check(&lib, &setup(), 30).unwrap();
    match &v {
        Verdict::Differs { run, index, what } => {
            assert_eq!(*run, "a second play", "{v}");
            assert!(*index >= 1, "{v}");
            assert!(
                what.contains("{\"kind\":\"poke\"}") && what.contains("state hash"),
                "{v}"
            );
        }
        Verdict::Same { .. } => panic!("not caught: {v}"),
    }
}

#[test]
fn check_determinism_finds_state_kept_in_a_module_across_calls() {
    // A counter the bot bumps each time it is asked, read by the rules: a replay asks no bot,
    // so it goes another way.
    let lib = mini_with(
        "det-counter",
        "        sandtable.vars.set('asked', ASKED or 0)",
        "",
        "  bot = function(side)\n    ASKED = (ASKED or 0) + 1\n    if sandtable.bot.random(3) > 1 then return { kind = 'poke' } end\n  end,",
    );
    let v = determinism::check(&lib, &setup(), 30).unwrap();
    match &v {
        Verdict::Differs { run, what, .. } => {
            assert_eq!(*run, "a replay", "{v}");
            assert!(what.contains("poke"), "{v}");
        }
        Verdict::Same { .. } => panic!("not caught: {v}"),
    }
}

#[test]
fn check_determinism_on_the_command_line() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args([
            "check",
            "--determinism",
            "--ruleset",
            "tutorial",
            "--actions",
            "80",
        ])
        .env("SANDTABLE_HOME", env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("deterministic: two plays and a replay agree on all"),
        "{text}"
    );
}

/// `sandtable batch --verify` on the mini library: its exit status and output.
fn batch_verify(lib: &sandtable::script::Library) -> (Option<i32>, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .arg("--root")
        .arg(&lib.root)
        .args([
            "batch",
            "--ruleset",
            "mini",
            "--scenario",
            "s",
            "--games",
            "3",
            "--max-actions",
            "30",
            "--verify",
            "--json",
        ])
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), text)
}

#[test]
fn batch_verify_replays_every_game_and_names_where_one_goes_its_own_way() {
    let lib = poked(
        "det-batch-ok",
        "        sandtable.vars.set('r', math.random(6))",
    );
    let (code, text) = batch_verify(&lib);
    assert!(
        text.contains("verify: 6 of 6 games replayed to the same state hash"),
        "{text}"
    );
    assert!(!text.contains("\"divergence\""), "{text}");
    assert_ne!(code, Some(2), "{text}");
    let lib = mini_with(
        "det-batch-counter",
        "        sandtable.vars.set('asked', ASKED or 0)",
        "",
        "  bot = function(side)\n    ASKED = (ASKED or 0) + 1\n    if sandtable.bot.random(3) > 1 then return { kind = 'poke' } end\n  end,",
    );
    let (code, text) = batch_verify(&lib);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("\"divergence\":\"NOT deterministic: a replay differs at action"),
        "{text}"
    );
    assert!(text.contains("did not replay the same way"), "{text}");
}
