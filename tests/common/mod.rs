//! Helpers shared by the integration tests: the project's library, throw-away copies of it
//! (for tests that break a ruleset or add a scenario), and games set up from Lua source.
#![allow(dead_code)]

pub mod dg;
pub mod mini;
pub mod rod;
pub mod scenario;
pub mod tts;
pub mod tts_scenarios;

// Answering decisions (sandtable.decisions) is the same for every ruleset.
#[allow(unused_imports)]
pub use rod::{bot_decides, choices, decide};

pub use scenario::Scenario;

use sandtable::script::Library;
use sandtable::session::{Game, GameSetup};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The project's own library (rulesets/, scenarios/, scripts/ of this repository).
pub fn library() -> Library {
    Library::at(Path::new(env!("CARGO_MANIFEST_DIR")))
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A fresh empty folder under the system's temporary folder.
pub fn temp_dir(tag: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let d = std::env::temp_dir().join(format!("sandtable-test-{}-{tag}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Copies a folder recursively.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// A throw-away library holding a copy of ruleset `id` (and its scenarios, and `scripts/`).
pub fn library_copy(id: &str) -> (PathBuf, Library) {
    let root = temp_dir(id);
    let src = Path::new(env!("CARGO_MANIFEST_DIR"));
    copy_dir(
        &src.join("rulesets").join(id),
        &root.join("rulesets").join(id),
    );
    let sc = src.join("scenarios").join(id);
    if sc.is_dir() {
        copy_dir(&sc, &root.join("scenarios").join(id));
    }
    copy_dir(&src.join("scripts"), &root.join("scripts"));
    let lib = Library::at(&root);
    (root, lib)
}

/// A library with ruleset `id` and one extra scenario `scenario` written from `source`.
pub fn library_with_scenario(id: &str, scenario: &str, source: &str) -> Library {
    let (root, lib) = library_copy(id);
    let dir = root.join("scenarios").join(id);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{scenario}.lua")), source).unwrap();
    lib
}

/// Starts a game; a This Terrible Sound game's "w/i N" set-up (6.0: the players place those
/// units in the set-up phases of the first turn) is made by the computer players' choices
/// through the `deploy` action ([`set_up_by_bots`]), so that a test starts where play begins.
/// [`start_in_set_up`] starts it without.
pub fn start(
    lib: &Library,
    ruleset: &str,
    scenario: &str,
    seed: u64,
    options: &[(&str, serde_json::Value)],
) -> Game {
    let mut g = start_in_set_up(lib, ruleset, scenario, seed, options);
    set_up_by_bots(&mut g);
    g
}

/// Whether the game waits in This Terrible Sound's set-up phases (6.0).
pub fn in_set_up(g: &Game) -> bool {
    let ph = g.with_world(|w| w.state.cursor.id.clone());
    ph == "set_up" || ph == "set_up_other"
}

/// Plays This Terrible Sound's set-up phases (6.0) with the computer players' choices, each an
/// ordinary `deploy` action.
pub fn set_up_by_bots(g: &mut Game) {
    for _ in 0..5000 {
        if !in_set_up(g) {
            return;
        }
        let a = g
            .bot_action()
            .unwrap_or_else(|e| panic!("no set-up action: {e}"));
        g.apply(a.clone())
            .unwrap_or_else(|e| panic!("set-up action {a} failed: {e}"));
    }
    panic!("the set-up never ended");
}

/// Starts a game where it starts: in This Terrible Sound's set-up phases if it has any units to
/// place.
pub fn start_in_set_up(
    lib: &Library,
    ruleset: &str,
    scenario: &str,
    seed: u64,
    options: &[(&str, serde_json::Value)],
) -> Game {
    let mut opts = serde_json::Map::new();
    for (k, v) in options {
        opts.insert(k.to_string(), v.clone());
    }
    Game::new(
        lib,
        GameSetup {
            ruleset: ruleset.into(),
            scenario: scenario.into(),
            seed,
            options: opts,
        },
    )
    .unwrap_or_else(|e| panic!("game did not start: {e}"))
}

/// The strength and hex label of a unit.
pub fn unit(game: &Game, key: &str) -> (i32, Option<String>) {
    game.with_world(|w| {
        let id = w
            .state
            .unit_by_key(key)
            .unwrap_or_else(|| panic!("no unit {key}"));
        let u = &w.state.units[id as usize];
        (u.strength, u.hex().map(|h| w.label(h)))
    })
}

/// Applies an action given as JSON text, panicking with the reason if it fails.
pub fn act(game: &mut Game, json: &str) {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    game.apply(v)
        .unwrap_or_else(|e| panic!("action {json} failed: {e}"));
}

/// Applies an action and returns the error text (panics if it succeeded).
pub fn refuse(game: &mut Game, json: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    match game.apply(v) {
        Ok(()) => panic!("action {json} was accepted"),
        Err(e) => e.to_string(),
    }
}

/// Ends phases until the given phase id is current for the given side.
pub fn goto_phase(game: &mut Game, side: &str, phase: &str) {
    for _ in 0..200 {
        let (cur, s) = (
            game.with_world(|w| w.state.cursor.id.clone()),
            game.acting_side(),
        );
        if cur == phase && s == side {
            return;
        }
        game.apply(serde_json::json!({"kind": "end_phase"}))
            .unwrap();
    }
    panic!("never reached {side} {phase}");
}

/// Every event of `kind` in the game's log, oldest first.
pub fn events(g: &Game, kind: &str) -> Vec<sandtable::kernel::Event> {
    g.log().into_iter().filter(|e| e.kind == kind).collect()
}

/// The latest event of `kind` (panics if there is none).
pub fn last_event(g: &Game, kind: &str) -> sandtable::kernel::Event {
    events(g, kind)
        .pop()
        .unwrap_or_else(|| panic!("no {kind} event"))
}

/// A field of an event (panics if it has none).
pub fn field<'a>(e: &'a sandtable::kernel::Event, name: &str) -> &'a serde_json::Value {
    e.fields
        .get(name)
        .unwrap_or_else(|| panic!("event {} has no field {name}", e.text))
}

/// Runs a Lua chunk (named `snippet.lua`) as a hook of the game's engine in `mode` (query: it
/// may read the game; change: it may change it) and returns its value as JSON, or the error's
/// message.
pub fn try_lua(
    g: &Game,
    mode: sandtable::script::Mode,
    src: &str,
) -> Result<serde_json::Value, String> {
    let f: mlua::Function = g
        .engine
        .lua()
        .load(src)
        .set_name("@snippet.lua")
        .into_function()
        .map_err(|e| e.to_string())?;
    let v: mlua::Value = g
        .engine
        .call("test", &f, (), mode)
        .map_err(|e| e.to_string())?;
    g.engine.to_json(v).map_err(|e| e.to_string())
}

/// As [`try_lua`], panicking with the chunk on an error.
pub fn run_lua(g: &Game, mode: sandtable::script::Mode, src: &str) -> serde_json::Value {
    try_lua(g, mode, src).unwrap_or_else(|e| panic!("{src}: {e}"))
}

/// Panics naming every rule the ruleset's referee found broken in `g`, which was played with
/// the referee on (`g.referee = true` before its first action).
pub fn assert_refereed(g: &Game) {
    assert!(g.referee, "the game was not played with the referee on");
    let found: Vec<String> = g.referee_findings().iter().map(|f| f.to_string()).collect();
    assert!(
        found.is_empty(),
        "the referee found {} broken rules:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// A throw-away copy of the tutorial with `blue_caution` (9.9), an option secret for the Union
/// (blue): the secret the window and play-by-e-mail tests keep.
pub fn secret_tutorial() -> Library {
    secret_crossing().library()
}

/// The tutorial's scenario `crossing` in [`secret_tutorial`]'s ruleset.
pub fn secret_crossing() -> Scenario {
    Scenario::of("tutorial", "crossing").edit(
        "rulesets/tutorial/ruleset.lua",
        "  options = {",
        r#"  options = {
    {
      id = "blue_caution",
      name = "Union Caution",
      rule = "9.9",
      description = "The Union player may secretly accept a 2 VP penalty.",
      default = false,
      hidden = true,
      secret_for = "blue",
    },"#,
    )
}

/// A Decision Games position (a 10 × 10 clear map, no night): the Union's A (8) next to the
/// Confederate X (4), an attack at 2-1. For `library_with_scenario("dg-chickamauga", …)`.
pub const DG_TWO_TO_ONE: &str = r#"return {
  name = "two to one", turns = 3, first_side = "union",
  vars = { night_turns = { } },
  map = { cols = 10, rows = 10, labels = "CCRR", terrain = "clear",
    boxes = { { id = "exited" }, { id = "withdrawn" } }, },
  units = {
    { key = "A", side = "union", type = "infantry", strength = 8, hex = "0404" },
    { key = "X", side = "confederate", type = "infantry", strength = 4, hex = "0405" },
  },
}
"#;

/// The wall-clock fields of lab records and summaries: a game's `seconds`, its bots'
/// `bot_time`, a summary's `decision_times`.
const TIMINGS: [&str; 3] = ["seconds", "bot_time", "decision_times"];

/// A lab summary (or any JSON) without its wall-clock fields ([`TIMINGS`]), which differ from
/// run to run.
pub fn without_timings(v: &serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| !TIMINGS.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), without_timings(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(without_timings).collect()),
        other => other.clone(),
    }
}

/// Runs the `sandtable` binary with `args`, its library at `home`.
pub fn sandtable_in(home: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(args)
        .env("SANDTABLE_HOME", home)
        .output()
        .unwrap()
}

/// A tutorial position (an 8 × 8 map with the Mill): the Union's A (4) next to the
/// Confederate X (2), an attack at 2-1. For `library_with_scenario("tutorial", …)`.
pub const TUTORIAL_TWO_TO_ONE: &str = r#"return {
  name = "Reload test", turns = 4, first_side = "blue",
  map = { cols = 8, rows = 8, places = { { name = "Mill", hex = "0808", kind = "mill" } } },
  units = {
    { key = "A", side = "blue", type = "infantry", strength = 4, hex = "0504" },
    { key = "X", side = "gray", type = "infantry", strength = 2, hex = "0505" },
  },
}
"#;
