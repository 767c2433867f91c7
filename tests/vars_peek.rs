//! `sandtable.vars.peek`: a shared Lua table converted once per vars revision
//! (`World::vars_revision`). Each test here would fail if the cache served a stale value after
//! `vars.set`, a rolled-back or undone action, a reload, or a load (replay).

mod common;

use sandtable::script::Mode;
use sandtable::session::Game;
use serde_json::json;

fn crossing() -> Game {
    common::start(&common::library(), "tutorial", "crossing", 3, &[])
}

fn q(game: &Game, src: &str) -> serde_json::Value {
    common::run_lua(game, Mode::Query, src)
}

fn c(game: &Game, src: &str) -> serde_json::Value {
    common::run_lua(game, Mode::Change, src)
}

/// Whether 1/USA is in the tutorial's `moved` variable, read through `peek`.
const MOVED: &str = "local m = sandtable.vars.peek('moved') or {}; return m['1/USA'] == true";

#[test]
fn peek_is_shared_until_vars_set_changes_it() {
    let g = crossing();
    c(
        &g,
        "sandtable.vars.set('objectives', { mill = 'gray', n = 2 })",
    );
    assert_eq!(
        q(&g, "return sandtable.vars.peek('objectives')"),
        json!({"mill": "gray", "n": 2})
    );
    // The same table while nothing changes; `get` still gives a fresh copy.
    assert_eq!(
        q(
            &g,
            "return sandtable.vars.peek('objectives') == sandtable.vars.peek('objectives')"
        ),
        json!(true)
    );
    assert_eq!(
        q(
            &g,
            "return sandtable.vars.get('objectives') ~= sandtable.vars.get('objectives')"
        ),
        json!(true)
    );
    let r0 = q(&g, "return sandtable.vars.revision()");
    // vars.set (of this or any other variable) moves the revision on: no stale value.
    c(&g, "sandtable.vars.set('objectives', { mill = 'blue' })");
    assert_ne!(q(&g, "return sandtable.vars.revision()"), r0);
    assert_eq!(
        q(&g, "return sandtable.vars.peek('objectives')"),
        json!({"mill": "blue"})
    );
    c(&g, "sandtable.vars.set('objectives', nil)");
    assert_eq!(
        q(&g, "return sandtable.vars.peek('objectives')"),
        json!(null)
    );
    c(&g, "sandtable.vars.set('objectives', 7)");
    assert_eq!(q(&g, "return sandtable.vars.peek('objectives')"), json!(7));
}

#[test]
fn peek_is_not_stale_after_undo_or_a_rolled_back_action() {
    let mut g = crossing();
    assert_eq!(q(&g, MOVED), json!(false));
    common::act(&mut g, r#"{"kind":"move","unit":"1/USA","to":"0203"}"#);
    assert_eq!(q(&g, MOVED), json!(true));
    g.undo().expect("one action to undo");
    assert_eq!(q(&g, MOVED), json!(false), "peek served the undone move");
    common::act(&mut g, r#"{"kind":"move","unit":"1/USA","to":"0203"}"#);
    assert_eq!(q(&g, MOVED), json!(true));

    // A failed action restores the state it started from (World::restore_state).
    let before = g.state_hash();
    let bad = json!({"kind": "move", "unit": "2/USA", "to": "not-a-hex"});
    assert!(g.apply(bad).is_err());
    assert_eq!(g.state_hash(), before);
    assert_eq!(q(&g, MOVED), json!(true));
}

#[test]
fn peek_follows_the_state_across_a_reload_and_a_replay() {
    let (root, lib) = common::library_copy("tutorial");
    let mut g = common::start(&lib, "tutorial", "crossing", 3, &[]);
    common::act(&mut g, r#"{"kind":"move","unit":"1/USA","to":"0203"}"#);
    assert_eq!(q(&g, MOVED), json!(true));
    g.reload().unwrap_or_else(|e| panic!("reload: {e}"));
    assert_eq!(q(&g, MOVED), json!(true));
    // Undo after the reload goes back to the snapshot taken before it.
    g.undo().expect("one action to undo");
    assert_eq!(
        q(&g, MOVED),
        json!(false),
        "peek served a value from before the undo"
    );

    // Save and replay: the loaded game reads its own state.
    common::act(&mut g, r#"{"kind":"move","unit":"1/USA","to":"0203"}"#);
    let path = root.join("peek.save.json");
    let save = sandtable::session::save::SaveFile::of(&g);
    save.write(&path).unwrap_or_else(|e| panic!("save: {e}"));
    let read = sandtable::session::save::SaveFile::read(&path).unwrap_or_else(|e| panic!("{e}"));
    let (g2, _) = read
        .replay(&lib, &path.to_string_lossy())
        .unwrap_or_else(|e| panic!("replay: {e}"));
    assert_eq!(q(&g2, MOVED), json!(true));
    assert_eq!(g2.state_hash(), g.state_hash());
}

/// command.lua keeps its active wings between calls keyed on the vars revision (and reads
/// attachments through `peek`): a change of `wings` or `attachments` must show at once, and
/// undoing it too.
#[test]
fn tts_command_memos_follow_wings_and_attachments() {
    let units = [
        common::tts::oob("confederate", "Longstreet", "0505", ""),
        common::tts::oob("confederate", "Hood", "0707", ""),
    ];
    let src = common::tts::scenario(
        &common::tts::open_map(20, 12, ""),
        &units,
        4,
        1,
        "10:00",
        "union",
        "",
    );
    let g = common::tts::game("peek", &src);
    let parent = r#"return require("command").parent_of("H/P")"#;
    assert_eq!(q(&g, parent), json!("P Corps"));
    c(
        &g,
        r#"sandtable.vars.set("wings", { active = true, ["Left Wing"] = { commander = "Longstreet", divisions = { "H/P" } } })"#,
    );
    assert_eq!(q(&g, parent), json!("Left Wing"));
    c(&g, r#"sandtable.vars.set("wings", nil)"#);
    assert_eq!(q(&g, parent), json!("P Corps"));
    c(
        &g,
        r#"sandtable.vars.set("attachments", { ["H/P"] = "B Corps" })"#,
    );
    assert_eq!(q(&g, parent), json!("B Corps"));
    c(&g, r#"sandtable.vars.set("attachments", {})"#);
    assert_eq!(q(&g, parent), json!("P Corps"));
}

#[test]
fn peek_is_read_only_all_the_way_down() {
    // A write into the shared table leaked into every later read (and made one seed play two
    // ways): it is an error now, and the value read is unchanged.
    let g = crossing();
    c(
        &g,
        "sandtable.vars.set('objectives', { mill = 'gray', list = { 1, 2, 3 } })",
    );
    for write in [
        "sandtable.vars.peek('objectives').mill = 'blue'",
        "sandtable.vars.peek('objectives').new = 1",
        "sandtable.vars.peek('objectives').list[1] = 9",
        "table.insert(sandtable.vars.peek('objectives').list, 4)",
        "rawset(sandtable.vars.peek('objectives'), 'mill', 'blue')",
    ] {
        let err = common::try_lua(&g, Mode::Query, write).expect_err(write);
        assert!(err.contains("read-only"), "{write}: {err}");
    }
    assert_eq!(
        q(&g, "return sandtable.vars.peek('objectives')"),
        json!({"mill": "gray", "list": [1, 2, 3]})
    );
    // Reading works as on a plain table.
    assert_eq!(
        q(
            &g,
            "local o = sandtable.vars.peek('objectives'); local n = 0; for _ in pairs(o) do n = n + 1 end; local s = 0; for _, v in ipairs(o.list) do s = s + v end; return { n, #o.list, s, o.list[2] }"
        ),
        json!([2, 3, 6, 2])
    );
}
