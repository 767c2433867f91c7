//! Units that change side or come into play during a game (a captured gun turned by its
//! captor, a unit an event creates): logged, undone, saved and replayed like every change.

mod common;

use sandtable::script::Mode;
use sandtable::session::Game;

/// A tutorial game whose first move resolves `lua` as an extra effect (the move of 1/USA).
fn game_with_move_effect(lua: &str) -> (sandtable::script::Library, Game) {
    let (root, _) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text.replacen(
        "  after = function(u, cost)\n",
        &format!("  after = function(u, cost)\n    {lua}\n"),
        1,
    );
    assert!(text.contains(lua));
    std::fs::write(&file, text).unwrap();
    let lib = sandtable::script::Library::at(&root);
    let g = common::start(&lib, "tutorial", "crossing", 1, &[]);
    (lib, g)
}

fn first_move(g: &Game) -> serde_json::Value {
    g.engine
        .legal_actions("blue")
        .unwrap()
        .into_iter()
        .find(|a| a["kind"] == "move")
        .unwrap()
}

#[test]
fn a_unit_created_in_play_is_undone_saved_and_replayed() {
    let (lib, mut g) = game_with_move_effect(
        r#"if not sandtable.units.get("Scouts") then sandtable.units.create{ key = "Scouts", side = "blue", type = "cavalry", strength = 1, hex = u.hex, props = { event = "4.4" } } end"#,
    );
    let n = g.with_world(|w| w.state.units.len());
    let before = g.state_hash();
    g.apply(first_move(&g)).unwrap();
    let (strength, hex) = common::unit(&g, "Scouts");
    assert_eq!(strength, 1);
    assert!(hex.is_some());
    assert_eq!(g.with_world(|w| w.state.units.len()), n + 1);
    assert!(g.log().iter().any(|e| e.kind == "unit_created"));
    // Saved and replayed to the same state.
    let save = sandtable::session::save::SaveFile::of(&g);
    let (again, same) = save.replay(&lib, "memory").unwrap();
    assert!(same);
    assert_eq!(again.state_hash(), g.state_hash());
    // Undone: the unit is gone again.
    g.undo().unwrap();
    assert_eq!(g.state_hash(), before);
    assert_eq!(g.with_world(|w| w.state.units.len()), n);
}

#[test]
fn a_unit_changes_side_and_leaves_its_command() {
    let g = common::start(&common::library(), "tutorial", "crossing", 1, &[]);
    let v = common::run_lua(
        &g,
        Mode::Change,
        r#"local u = sandtable.units.all{ side = "gray" }[1]
           sandtable.units.set_side(u, "blue", "7.72 captured")
           local v = sandtable.units.get(u.key)
           return { side = v.side, parent = v.parent or "none", key = u.key }"#,
    );
    assert_eq!(v["side"], "blue");
    assert_eq!(v["parent"], "none");
    let e = g
        .log()
        .into_iter()
        .rev()
        .find(|e| e.kind == "unit_changed_side")
        .unwrap();
    assert_eq!(e.fields["to"], "blue");
    assert!(e.text.contains("7.72 captured"), "{}", e.text);
}

#[test]
fn a_bad_new_unit_or_side_is_refused_with_a_clear_error_and_nothing_changes() {
    let g = common::start(&common::library(), "tutorial", "crossing", 1, &[]);
    let key = g.with_world(|w| w.state.units[0].key.clone());
    let hash = g.state_hash();
    for (src, needle) in [
        (
            format!(r#"sandtable.units.create{{ key = "{key}", side = "blue", type = "infantry", strength = 1 }}"#),
            "there is already a unit",
        ),
        (
            r#"sandtable.units.create{ key = "N", side = "blue", type = "dragoon", strength = 1 }"#.to_string(),
            "unknown unit type 'dragoon'",
        ),
        (
            r#"sandtable.units.create{ key = "N", side = "blue", type = "infantry", strength = 1.5 }"#.to_string(),
            "strength must be a whole number",
        ),
        (
            r#"sandtable.units.create{ key = "N", side = "blue", type = "infantry", strength = 1, colour = "red" }"#.to_string(),
            "unknown key 'colour'",
        ),
        (
            format!(r#"sandtable.units.set_side("{key}", "blue", "x", "NOPE")"#),
            "there is no command 'NOPE'",
        ),
    ] {
        let err = common::try_lua(&g, Mode::Change, &src).unwrap_err();
        assert!(err.contains(needle) && err.contains("snippet.lua:1"), "{src}: {err}");
        assert_eq!(g.state_hash(), hash, "{src} changed the game");
    }
    // And neither may be done where the game only looks.
    let err = common::try_lua(
        &g,
        Mode::Query,
        r#"sandtable.units.create{ key = "N", side = "blue", type = "infantry", strength = 1 }"#,
    )
    .unwrap_err();
    assert!(err.contains("cannot change the game"), "{err}");
}
