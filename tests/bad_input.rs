//! Bad input gets a clear error naming the file and line (or item), and leaves the game and
//! the files intact: Lua syntax and runtime errors, runaway and hostile scripts, malformed
//! declarations and scenarios, truncated saves.

mod common;

use common::mini::{mini, poke, start_mini};
use sandtable::script::{Engine, SharedWorld};
use sandtable::session::save::SaveFile;
use sandtable::session::{Game, GameError, GameSetup};
use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;
use std::time::{Duration, Instant};

fn world() -> SharedWorld {
    Rc::new(RefCell::new(None))
}

#[test]
fn lua_syntax_error_names_file_and_line() {
    let (root, lib) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(9, "local broken = = 3");
    std::fs::write(&file, lines.join("\n")).unwrap();
    let err = Engine::load(&lib, "tutorial", world())
        .err()
        .expect("must fail");
    let d = &err.0[0];
    assert_eq!(d.file, "rulesets/tutorial/ruleset.lua");
    assert_eq!(d.line, Some(10), "{err}");
    assert!(d.message.contains("unexpected symbol"), "{err}");
}

#[test]
fn check_command_exits_1_with_file_and_line() {
    let (root, _lib) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/combat.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(9, "function end");
    std::fs::write(&file, lines.join("\n")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .arg("check")
        .arg(root.join("rulesets/tutorial"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("rulesets/tutorial/combat.lua:10:"),
        "{stdout}"
    );
}

#[test]
fn runtime_error_in_a_phase_hook_names_hook_file_and_line() {
    let lib = mini("rt-hook", "", "      local x = nil\n      x.boom = 1");
    let Err(GameError::Hook(e)) = start_mini(&lib) else {
        panic!("expected a hook error");
    };
    assert_eq!(e.hook, "phases.main.on_begin");
    assert_eq!(e.diag.file, "rulesets/mini/ruleset.lua");
    assert_eq!(e.diag.line, Some(10), "{e}");
    assert!(
        e.diag.message.contains("attempt to index a nil value"),
        "{e}"
    );
}

#[test]
fn runtime_error_in_resolve_leaves_the_game_intact() {
    // The hook makes a change, then fails: the change must be rolled back.
    let lib = mini(
        "rt-resolve",
        "        sandtable.units.move(\"A1\", \"0202\")\n        error(\"rule 9.9 is not written yet\")",
        "",
    );
    let mut game = start_mini(&lib).unwrap();
    let hash = game.state_hash();
    let log = game.log_len();
    let err = game.apply(poke()).unwrap_err();
    let text = err.to_string();
    assert!(text.contains("actions.poke.resolve"), "{text}");
    assert!(
        text.contains("rulesets/mini/ruleset.lua:17: rule 9.9 is not written yet"),
        "{text}"
    );
    assert_eq!(game.state_hash(), hash);
    assert_eq!(game.log_len(), log);
    assert_eq!(common::unit(&game, "A1").1.as_deref(), Some("0101"));
    assert!(game.history.is_empty());
}

#[test]
fn endless_loop_is_stopped_within_a_second_naming_the_hook() {
    let lib = mini("loop", "        while true do end", "");
    let mut game = start_mini(&lib).unwrap();
    let hash = game.state_hash();
    let t = Instant::now();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(
        t.elapsed() < Duration::from_secs(1),
        "took {:?}",
        t.elapsed()
    );
    assert!(err.contains("actions.poke.resolve"), "{err}");
    assert!(err.contains("loop without end"), "{err}");
    assert_eq!(game.state_hash(), hash);
}

#[test]
fn pcall_cannot_swallow_the_instruction_budget() {
    let lib = mini(
        "pcall-loop",
        "        while true do pcall(function() while true do end end) end",
        "",
    );
    let mut game = start_mini(&lib).unwrap();
    let t = Instant::now();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(
        t.elapsed() < Duration::from_secs(2),
        "took {:?}",
        t.elapsed()
    );
    assert!(err.contains("loop without end"), "{err}");
}

#[test]
fn os_execute_and_io_open_are_not_available_and_nothing_runs() {
    let marker = common::temp_dir("os").join("created-by-lua");
    let body = format!(
        "        os.execute(\"touch {}\")",
        marker.display().to_string().replace('\\', "/")
    );
    let lib = mini("os-exec", &body, "");
    let mut game = start_mini(&lib).unwrap();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(err.contains("os.execute is not available"), "{err}");
    assert!(!marker.exists(), "os.execute ran");

    let lib = mini("io-open", "        io.open(\"/etc/passwd\")", "");
    let mut game = start_mini(&lib).unwrap();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(err.contains("io.open is not available"), "{err}");

    for (tag, body, expect) in [
        (
            "debug",
            "        debug.getinfo(1)",
            "debug.getinfo is not available",
        ),
        (
            "dofile",
            "        dofile(\"x.lua\")",
            "dofile is not available",
        ),
        (
            "loadbin",
            "        load(\"\\27Lua\", \"x\", \"b\")",
            "only text chunks",
        ),
        (
            "seed",
            "        math.randomseed(4)",
            "the game's seed sets the dice",
        ),
        (
            "req",
            "        require(\"../../../etc/passwd\")",
            "paths are not allowed",
        ),
        ("req2", "        require(\"socket\")", "no such module"),
    ] {
        let lib = mini(tag, body, "");
        let mut game = start_mini(&lib).unwrap();
        let err = game.apply(poke()).unwrap_err().to_string();
        assert!(err.contains(expect), "{tag}: {err}");
    }
}

#[test]
fn memory_limit_stops_a_greedy_script() {
    let lib = mini(
        "mem",
        "        local t = {}\n        for i = 1, 100000000 do t[i] = string.rep(\"x\", 4096) .. i end",
        "",
    );
    let mut game = start_mini(&lib).unwrap();
    let hash = game.state_hash();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(
        err.contains("memory") || err.contains("loop without end"),
        "{err}"
    );
    assert_eq!(game.state_hash(), hash);
    // The game goes on after the failure.
    game.apply(serde_json::json!({"kind": "end_phase"}))
        .unwrap();
}

#[test]
fn a_legality_check_cannot_change_the_game() {
    let root = common::temp_dir("query");
    let lib = mini("query", "", "");
    let _ = root;
    let file = lib.root.join("rulesets/mini/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap().replace(
        "can = function(a) return true end",
        "can = function(a) sandtable.units.move(\"A1\", \"0202\") return true end",
    );
    std::fs::write(&file, text).unwrap();
    let mut game = start_mini(&lib).unwrap();
    let hash = game.state_hash();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(
        err.contains("cannot change the game inside actions.poke.can"),
        "{err}"
    );
    assert_eq!(game.state_hash(), hash);
}

#[test]
fn a_table_layout_of_no_declared_table_is_reported_with_its_line() {
    let (root, lib) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap().replace(
        "crt = { title = \"Combat Results Table\", columns = \"odds_columns\", row_title = \"roll\" },",
        "crt = { title = \"Combat Results Table\", columns = \"odds\", row_titel = \"roll\" },\n    terrain = { title = \"Terrain\" },",
    );
    std::fs::write(&file, &text).unwrap();
    let msgs = Engine::load(&lib, "tutorial", world())
        .err()
        .expect("must fail")
        .to_string();
    let line_of = |needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;
    for expected in [
        format!(
            "rulesets/tutorial/ruleset.lua:{}: table layout 'crt': unknown key 'row_titel' (allowed: title, columns, rows, row_title)",
            line_of("row_titel")
        ),
        format!(
            "rulesets/tutorial/ruleset.lua:{}: table layout 'crt': 'columns' names 'odds', which is not a declared table",
            line_of("row_titel")
        ),
        format!(
            "rulesets/tutorial/ruleset.lua:{}: table layout 'terrain': there is no declared table 'terrain'",
            line_of("terrain = { title")
        ),
    ] {
        assert!(msgs.contains(&expected), "{expected}\nnot in:\n{msgs}");
    }
}

#[test]
fn unknown_keys_and_bad_declarations_are_all_reported_with_lines() {
    let (root, lib) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace(
            "{ id = \"cavalry\", name = \"Cavalry\", movement = 6,",
            "{ id = \"cavalry\", name = \"Cavalry\", movment = 6,",
        )
        .replace(
            "move_class = \"wheeled\", zoc = \"none\"",
            "move_class = \"hover\", zoc = \"none\"",
        );
    std::fs::write(&file, &text).unwrap();
    let err = Engine::load(&lib, "tutorial", world())
        .err()
        .expect("must fail");
    let msgs = err.to_string();
    let line_of = |needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;
    assert!(
        msgs.contains(&format!(
            "rulesets/tutorial/ruleset.lua:{}: unit type 'cavalry': unknown key 'movment'",
            line_of("\"cavalry\"")
        )),
        "{msgs}"
    );
    assert!(
        msgs.contains(&format!(
            "rulesets/tutorial/ruleset.lua:{}: unit type 'artillery': unknown movement class 'hover'",
            line_of("\"artillery\"")
        )),
        "{msgs}"
    );
}

#[test]
fn scenario_with_unknown_unit_type_or_hex_off_the_map_names_the_unit() {
    let src = r#"return {
  name = "Bad", turns = 2,
  map = { cols = 5, rows = 5 },
  units = {
    { key = "ok", side = "blue", type = "infantry", hex = "0101" },
    { key = "dragoons", side = "blue", type = "dragoon", hex = "0202" },
    { key = "lost", side = "gray", type = "infantry", hex = "0909" },
  },
}
"#;
    let lib = common::library_with_scenario("tutorial", "bad", src);
    let world = world();
    let engine = Engine::load(&lib, "tutorial", world).unwrap();
    let path = engine.scenario_file("bad").unwrap();
    let err = engine.load_scenario(&path).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("scenarios/tutorial/bad.lua:6: unit 'dragoons': unknown unit type 'dragoon' (declared: infantry, cavalry, artillery)"),
        "{text}"
    );
    assert!(
        text.contains("scenarios/tutorial/bad.lua:7: unit 'lost': hex '0909' is off the map"),
        "{text}"
    );
}

#[test]
fn truncated_save_is_refused_and_left_as_it_was() {
    let lib = common::library();
    let mut game = common::start(&lib, "tutorial", "crossing", 3, &[]);
    game.run_bots(&|_| true, 40).unwrap();
    let dir = common::temp_dir("save");
    let path = dir.join("game.json");
    SaveFile::of(&game).write(&path).unwrap();
    let full = std::fs::read_to_string(&path).unwrap();
    let cut = &full[..full.len() / 2];
    std::fs::write(&path, cut).unwrap();
    let err = SaveFile::read(&path).unwrap_err().to_string();
    assert!(err.contains("game.json"), "{err}");
    assert!(err.contains("ends early"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        cut,
        "the file is untouched"
    );

    // replay of a truncated save exits 1 with the message.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["replay"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a readable sandtable save"));
}

#[test]
fn save_is_written_atomically_without_leftovers() {
    let lib = common::library();
    let game = common::start(&lib, "tutorial", "crossing", 3, &[]);
    let dir = common::temp_dir("atomic");
    let path = dir.join("g.json");
    SaveFile::of(&game).write(&path).unwrap();
    SaveFile::of(&game).write(&path).unwrap();
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    assert_eq!(names, vec!["g.json".to_string()]);
    // Writing into a folder that does not exist fails cleanly.
    let bad = Path::new("/nonexistent-sandtable-dir/g.json");
    assert!(SaveFile::of(&game).write(bad).is_err());
}

#[test]
fn illegal_and_unknown_actions_are_explained() {
    let lib = common::library();
    let mut game = common::start(&lib, "tutorial", "crossing", 3, &[]);
    let hash = game.state_hash();
    let e = common::refuse(
        &mut game,
        r#"{"kind":"attack","target":"0805","attackers":["1/USA"]}"#,
    );
    assert!(
        e.contains("'attack' is not allowed in the Movement phase"),
        "{e}"
    );
    let e = common::refuse(&mut game, r#"{"unit":"1/USA"}"#);
    assert!(e.contains("needs a \"kind\""), "{e}");
    let e = common::refuse(&mut game, r#"{"kind":"move","unit":"1/USA","to":"9999"}"#);
    assert!(e.contains("not a hex of this map"), "{e}");
    assert_eq!(game.state_hash(), hash);
}

#[test]
fn unknown_option_and_scenario_are_refused() {
    let lib = common::library();
    let mut opts = serde_json::Map::new();
    opts.insert("no_such_rule".into(), serde_json::json!(true));
    let err = Game::new(
        &lib,
        GameSetup {
            ruleset: "tutorial".into(),
            scenario: "crossing".into(),
            seed: 1,
            options: opts,
        },
    )
    .err()
    .unwrap()
    .to_string();
    assert!(
        err.contains(
            "has no option 'no_such_rule' (options: forced_march, last_stand, dispatches)"
        ),
        "{err}"
    );
    let err = Game::new(
        &lib,
        GameSetup {
            ruleset: "tutorial".into(),
            scenario: "nowhere".into(),
            seed: 1,
            options: Default::default(),
        },
    )
    .err()
    .unwrap()
    .to_string();
    assert!(
        err.contains("has no scenario 'nowhere' (scenarios: crossing)"),
        "{err}"
    );
}

#[test]
fn a_save_naming_its_ruleset_by_a_path_is_refused_and_runs_nothing() {
    // A ruleset outside the library, which a save's ruleset id must never reach (issue:
    // `ruleset.id = "../../evil/tutorial"` or an absolute path loaded and ran it).
    let lib = common::library();
    let dir = common::temp_dir("evil_save");
    let evil = dir.join("evil").join("tutorial");
    std::fs::create_dir_all(&evil).unwrap();
    std::fs::write(
        evil.join("ruleset.lua"),
        "ran = true\nreturn { id = 'tutorial', name = 'Evil' }",
    )
    .unwrap();
    let game = common::start(&lib, "tutorial", "crossing", 3, &[]);
    let path = dir.join("game.json");
    SaveFile::of(&game).write(&path).unwrap();
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    // With its binding, the edited id is refused as an edit (tests/determinism_guard.rs); a
    // forger drops the binding, and the id itself must still be refused.
    v.as_object_mut().unwrap().remove("binding");
    for id in [
        format!("{}", evil.display()),
        "../../../../../../../..".to_string() + &evil.display().to_string(),
        "tutorial/..".to_string(),
    ] {
        v["ruleset"]["id"] = serde_json::json!(id);
        std::fs::write(&path, v.to_string()).unwrap();
        let save = SaveFile::read(&path).unwrap();
        let err = save.replay(&lib, "game.json").err().unwrap().to_string();
        assert!(err.contains("is not a ruleset id"), "{id}: {err}");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"))
            .args(["replay"])
            .arg(&path)
            .env("SANDTABLE_HOME", env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("is not a ruleset id"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn a_file_far_larger_than_any_save_is_refused_before_it_is_read() {
    // Issue 23: a 200 MB save took 2.2 GB of memory to read. A whole game is about 100 KB.
    let path = std::env::temp_dir().join(format!("sandtable-huge-{}.json", std::process::id()));
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(sandtable::session::save::MAX_SAVE_BYTES + 1)
        .unwrap();
    let t = Instant::now();
    let err = SaveFile::read(&path).unwrap_err().to_string();
    let _ = std::fs::remove_file(&path);
    assert!(err.contains("over 64 MiB"), "{err}");
    assert!(
        err.contains("sandtable-huge-"),
        "the file is not named: {err}"
    );
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
}

#[test]
fn bad_night_factors_and_movement_negations_are_reported_with_lines() {
    let (root, lib) = common::library_copy("river-of-death");
    let file = root.join("rulesets/river-of-death/ruleset.lua");
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace(
            "night_factor = night_in_woods(),",
            "night_factor = { hover = 2, line = -1 },",
        )
        .replace(
            "move_negates = { ford = true }",
            "move_negates = { gully = true }",
        );
    std::fs::write(&file, &text).unwrap();
    let msgs = Engine::load(&lib, "river-of-death", world())
        .err()
        .expect("must fail")
        .to_string();
    let line_of = |needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;
    for expected in [
        format!(
            "rulesets/river-of-death/ruleset.lua:{}: terrain 'woods': night_factor names unknown movement class 'hover' (declared: line, column, mounted, limbered, leader, wagon)",
            line_of("id = \"woods\"")
        ),
        format!(
            "rulesets/river-of-death/ruleset.lua:{}: terrain 'woods': night_factor.line must be a number from 0 to 100 (it is -1)",
            line_of("id = \"woods\"")
        ),
        format!(
            "rulesets/river-of-death/ruleset.lua:{}: hexside kind 'bridge': move_negates unknown hexside kind 'gully'",
            line_of("id = \"bridge\"")
        ),
    ] {
        assert!(msgs.contains(&expected), "{expected}\nnot in:\n{msgs}");
    }
}

#[test]
fn bad_bot_profiles_are_reported_with_lines() {
    let (root, lib) = common::library_copy("river-of-death");
    let file = root.join("rulesets/river-of-death/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap().replace(
        r#"id = "baseline", name = "Baseline (7 Dec 2026)", union = bots.union, confederate = bots.confederate,"#,
        r#"id = "generic", name = "Mine", union = bots.union, confederate = 3,"#,
    );
    std::fs::write(&file, &text).unwrap();
    let msgs = Engine::load(&lib, "river-of-death", world())
        .err()
        .expect("must fail")
        .to_string();
    let line = text
        .lines()
        .position(|l| l.contains(r#"id = "generic""#))
        .unwrap()
        + 1;
    for expected in [
        format!(
            "rulesets/river-of-death/ruleset.lua:{line}: bot profile 'generic': 'generic' is the generic computer player's id; choose another"
        ),
        format!(
            "rulesets/river-of-death/ruleset.lua:{line}: bot profile 'generic': 'confederate' must be a function (the side's bot)"
        ),
    ] {
        assert!(msgs.contains(&expected), "{expected}\nnot in:\n{msgs}");
    }
}
