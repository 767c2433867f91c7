//! Secret options (`hidden = true, secret_for = "<side>"`): the declaration is checked, a save
//! made before the end seals them (and still replays exactly), and the end of the game reveals
//! them in the log and in the save.

mod common;

use sandtable::script::Library;
use sandtable::session::save::SaveFile;
use sandtable::session::{Game, GameError, GameSetup};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The tutorial with one more option: `blue_caution`, secret for the Union (blue), which
/// gives the Confederates 2 VP at the end of turn 1 (so a replay without it differs).
/// `extra` is spliced into the option's declaration.
fn secret_library(extra: &str) -> (PathBuf, Library) {
    let (root, lib) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let option = format!(
        r#"  options = {{
    {{
      id = "blue_caution",
      name = "Union Caution",
      rule = "9.9",
      description = "The Union player may secretly accept a 2 VP penalty.",
      default = false,
      {extra}
    }},"#
    );
    assert!(text.contains("  options = {"));
    let text = text.replacen("  options = {", &option, 1);
    let hook = r#"  on_turn_end = function()
    if sandtable.game.option("blue_caution") and sandtable.game.turn() == 1 then
      sandtable.score.add_vp("gray", 2, "9.9 Union caution")
    end
"#;
    assert!(text.contains("  on_turn_end = function()\n"));
    let text = text.replacen("  on_turn_end = function()\n", hook, 1);
    std::fs::write(&file, text).unwrap();
    (root, lib)
}

fn secret_lib() -> (PathBuf, Library) {
    secret_library(r#"hidden = true, secret_for = "blue","#)
}

fn new_game(lib: &Library, caution: bool) -> Result<Game, GameError> {
    let mut options = serde_json::Map::new();
    if caution {
        options.insert("blue_caution".into(), json!(true));
    }
    Game::new(
        lib,
        GameSetup {
            ruleset: "tutorial".into(),
            scenario: "crossing".into(),
            seed: 11,
            options,
        },
    )
}

fn end_phase(g: &mut Game) {
    g.apply(json!({"kind": "end_phase"})).unwrap();
}

fn play_to_end(g: &mut Game) {
    for _ in 0..500 {
        if g.is_over() {
            return;
        }
        end_phase(g);
    }
    panic!("the game never ended");
}

fn save_text(g: &Game, root: &Path, name: &str) -> (PathBuf, String) {
    let path = root.join(name);
    SaveFile::of(g).write(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    (path, text)
}

#[test]
fn secret_for_must_name_a_declared_side() {
    let (_root, lib) = secret_library(r#"hidden = true, secret_for = "martians","#);
    let err = new_game(&lib, false).err().expect("an error").to_string();
    assert!(err.contains("ruleset.lua"), "{err}");
    assert!(err.contains("option 'blue_caution'"), "{err}");
    assert!(
        err.contains("secret_for 'martians' is not a declared side"),
        "{err}"
    );
    assert!(err.contains("blue, gray"), "{err}");

    let (_root, lib) = secret_library(r#"secret_for = "blue","#);
    let err = new_game(&lib, false).err().expect("an error").to_string();
    assert!(
        err.contains("option 'blue_caution': 'secret_for' needs 'hidden = true'"),
        "{err}"
    );

    let (_root, lib) = secret_library(r#"hidden = true, secret_for = 3,"#);
    let err = new_game(&lib, false).err().expect("an error").to_string();
    assert!(err.contains("secret_for"), "{err}");

    let (_root, lib) = secret_lib();
    let g = new_game(&lib, false).unwrap();
    let o = &g.engine.decl.options[0];
    assert_eq!(o.secret_for.as_deref(), Some("blue"));
    assert!(o.hidden && o.is_secret());
}

#[test]
fn a_save_before_the_end_seals_the_secret_option_and_replays_exactly() {
    let (root, lib) = secret_lib();
    let mut g = new_game(&lib, true).unwrap();
    // Past the end of turn 1, so the option has changed the score.
    for _ in 0..6 {
        end_phase(&mut g);
    }
    assert!(!g.is_over());
    assert_eq!(g.state().records[1].vp, 2);
    let (path, text) = save_text(&g, &root, "secret.sandtable.json");
    assert!(!text.contains("blue_caution"), "{text}");
    assert!(text.contains("\"sealed_options\""), "{text}");
    assert!(text.contains("\"format_version\": 2"), "{text}");

    let save = SaveFile::read(&path).unwrap();
    assert!(save.options.is_empty());
    let (replayed, ok) = save.replay(&lib, "secret").unwrap();
    assert!(ok, "the replay did not reproduce the state hash");
    assert_eq!(replayed.state_hash(), g.state_hash());
    assert_eq!(replayed.options["blue_caution"], json!(true));

    // The sealed field matters: without it the replay differs (the 2 VP are not scored).
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v.as_object_mut().unwrap().remove("sealed_options");
    // The binding refuses the edit; without it too, the replay goes another way.
    let err = SaveFile::parse("stripped", &v.to_string())
        .unwrap_err()
        .to_string();
    assert!(err.contains("its setup"), "{err}");
    v.as_object_mut().unwrap().remove("binding");
    let stripped = SaveFile::parse("stripped", &v.to_string()).unwrap();
    let (_, ok) = stripped.replay(&lib, "stripped").unwrap();
    assert!(!ok);

    // Saving the replayed game seals again (and still says nothing in plain text).
    let (_, again) = save_text(&replayed, &root, "again.sandtable.json");
    assert!(!again.contains("blue_caution"));
}

#[test]
fn a_secret_option_left_at_its_default_is_sealed_too() {
    // Otherwise the sealed field's presence would tell that the option was set.
    let (root, lib) = secret_lib();
    let mut on = new_game(&lib, true).unwrap();
    let mut off = new_game(&lib, false).unwrap();
    end_phase(&mut on);
    end_phase(&mut off);
    let (_, a) = save_text(&on, &root, "on.json");
    let (_, b) = save_text(&off, &root, "off.json");
    let sealed = |t: &str| {
        let v: serde_json::Value = serde_json::from_str(t).unwrap();
        v["sealed_options"].as_str().unwrap().to_string()
    };
    assert_eq!(sealed(&a).len(), sealed(&b).len());
    assert!(!b.contains("blue_caution"));
    let save = SaveFile::parse("off", &b).unwrap();
    let (g, ok) = save.replay(&lib, "off").unwrap();
    assert!(ok);
    assert_eq!(g.options["blue_caution"], json!(false));
}

#[test]
fn the_end_reveals_the_secret_options_in_the_log_and_the_save() {
    let (root, lib) = secret_lib();
    let mut g = new_game(&lib, true).unwrap();
    assert!(common::events(&g, "secret_options_revealed").is_empty());
    play_to_end(&mut g);
    let reveals = common::events(&g, "secret_options_revealed");
    assert_eq!(reveals.len(), 1, "{reveals:?}");
    let e = &reveals[0];
    assert_eq!(e.fields["options"], json!({"blue_caution": true}));
    assert!(
        e.text.contains("Union Caution [9.9], secret for Union: on"),
        "{}",
        e.text
    );
    // After the game_ended event.
    let log = g.log();
    let ended = log.iter().position(|e| e.kind == "game_ended").unwrap();
    let revealed = log
        .iter()
        .position(|e| e.kind == "secret_options_revealed")
        .unwrap();
    assert!(revealed > ended);

    let (path, text) = save_text(&g, &root, "over.sandtable.json");
    assert!(text.contains("\"blue_caution\": true"), "{text}");
    assert!(!text.contains("sealed_options"));
    let save = SaveFile::read(&path).unwrap();
    let (replayed, ok) = save.replay(&lib, "over").unwrap();
    assert!(ok);
    assert!(replayed.is_over());
    assert_eq!(
        common::events(&replayed, "secret_options_revealed").len(),
        1
    );

    // Undoing the last action takes the reveal back with the end; redoing brings it again.
    let last = g.history.last().unwrap().action.clone();
    g.undo().unwrap();
    assert!(!g.is_over());
    assert!(common::events(&g, "secret_options_revealed").is_empty());
    g.apply(last).unwrap();
    assert_eq!(common::events(&g, "secret_options_revealed").len(), 1);
}

#[test]
fn a_ruleset_without_secret_options_has_no_reveal_and_old_saves_load() {
    let lib = common::library();
    let mut g = common::start(&lib, "tutorial", "crossing", 3, &[]);
    end_phase(&mut g);
    let root = common::temp_dir("secret-old");
    let (path, text) = save_text(&g, &root, "old.sandtable.json");
    // Exactly the format written before secret options existed.
    assert!(text.contains("\"format_version\": 1"));
    assert!(!text.contains("sealed_options"));
    let (_, ok) = SaveFile::read(&path).unwrap().replay(&lib, "old").unwrap();
    assert!(ok);
    play_to_end(&mut g);
    assert!(common::events(&g, "secret_options_revealed").is_empty());
}

#[test]
fn a_damaged_sealed_field_is_an_error_not_a_panic() {
    let (root, lib) = secret_lib();
    let mut g = new_game(&lib, true).unwrap();
    end_phase(&mut g);
    let (_, text) = save_text(&g, &root, "damaged.json");
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    for bad in [json!("zz"), json!("abc"), json!("ü1"), json!(""), json!(12)] {
        v["sealed_options"] = bad.clone();
        let err = SaveFile::parse("damaged.json", &v.to_string())
            .err()
            .unwrap_or_else(|| panic!("{bad} was accepted"))
            .to_string();
        assert!(err.contains("damaged.json"), "{err}");
    }
    // A different seed does not open it.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["seed"] = json!(12);
    let err = SaveFile::parse("reseeded.json", &v.to_string())
        .expect_err("an error")
        .to_string();
    assert!(err.contains("sealed_options"), "{err}");
}

#[test]
fn the_replay_command_reproduces_a_sealed_save() {
    let (root, lib) = secret_lib();
    let mut g = new_game(&lib, true).unwrap();
    for _ in 0..5 {
        end_phase(&mut g);
    }
    let (path, _) = save_text(&g, &root, "cli.sandtable.json");
    let out = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["replay", path.to_str().unwrap(), "--json"])
        .env("SANDTABLE_HOME", &root)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value =
        serde_json::from_str(String::from_utf8_lossy(&out.stdout).trim()).unwrap();
    assert_eq!(v["reproduced"], json!(true));
    assert_eq!(v["state_hash"], json!(g.state_hash()));
}
