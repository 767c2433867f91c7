//! Hexside features changed during play (`sandtable.map.set_hexside`, `World::set_hexside`):
//! a bridge destroyed and rebuilt on the tutorial's Mill Bridge (0605/0705). Movement sees the
//! change at once; the state records it (hash, undo, saves), and a return to the scenario's
//! map leaves no record.

mod common;

use sandtable::script::Mode;
use sandtable::session::Game;
use serde_json::json;

fn change(game: &Game, src: &str) -> serde_json::Value {
    common::run_lua(game, Mode::Change, src)
}

fn query(game: &Game, src: &str) -> serde_json::Value {
    common::run_lua(game, Mode::Query, src)
}

/// The tutorial with 3/USA standing at the west end of Mill Bridge.
fn at_the_bridge() -> Game {
    let g = common::start(&common::library(), "tutorial", "crossing", 5, &[]);
    change(&g, "sandtable.units.move('3/USA', '0605')");
    g
}

#[test]
fn a_destroyed_bridge_closes_the_crossing_until_it_is_rebuilt() {
    let g = at_the_bridge();
    let hash0 = g.state_hash();
    assert_ne!(
        query(&g, "return sandtable.move.step('3/USA', '0705')"),
        json!(null)
    );

    change(
        &g,
        "sandtable.map.set_hexside('0605', '0705', 'bridge', false, 'blown by the rearguard')",
    );
    assert_eq!(
        query(
            &g,
            "return sandtable.map.has_hexside('0605', '0705', 'creek')"
        ),
        json!(true),
        "without the bridge the creek is there again"
    );
    // Seen from the other bank too.
    assert_eq!(
        query(&g, "return sandtable.map.hexside('0705', '0605', true)"),
        json!(["creek", "road"])
    );
    assert_eq!(
        query(&g, "return sandtable.move.step('3/USA', '0705')"),
        json!(null),
        "the creek is prohibited without a crossing"
    );
    let e = common::last_event(&g, "hexside_changed");
    assert_eq!(
        e.text,
        "bridge gone from hexside 0605/0705: blown by the rearguard"
    );
    assert_eq!(common::field(&e, "present"), &json!(false));
    assert_ne!(g.state_hash(), hash0, "the change is part of the state");
    assert_eq!(g.state().hexside_changes.len(), 1);

    // Setting it the way it already is changes nothing and says nothing.
    let events = g.log_len();
    change(
        &g,
        "sandtable.map.set_hexside('0705', '0605', 'bridge', false)",
    );
    assert_eq!(g.log_len(), events);

    // Rebuilt (named from the other bank): the scenario's map again, and no record left.
    change(
        &g,
        "sandtable.map.set_hexside('0705', '0605', 'bridge', true, 'rebuilt')",
    );
    assert_ne!(
        query(&g, "return sandtable.move.step('3/USA', '0705')"),
        json!(null)
    );
    assert!(g.state().hexside_changes.is_empty());
    assert_eq!(
        g.state_hash(),
        hash0,
        "back to the scenario's map, back to the same state"
    );
}

#[test]
fn restoring_an_earlier_state_restores_the_map() {
    let g = at_the_bridge();
    let before = g.state();
    change(
        &g,
        "sandtable.map.set_hexside('0605', '0705', 'bridge', false)",
    );
    let after = g.state();
    let slot = g.world_slot();
    // What undo and a rolled-back action do.
    slot.borrow_mut().as_mut().unwrap().restore_state(before);
    assert_eq!(
        query(
            &g,
            "return sandtable.map.has_hexside('0605', '0705', 'bridge')"
        ),
        json!(true)
    );
    slot.borrow_mut().as_mut().unwrap().restore_state(after);
    assert_eq!(
        query(
            &g,
            "return sandtable.map.has_hexside('0605', '0705', 'bridge')"
        ),
        json!(false)
    );
}

#[test]
fn hexside_changes_are_refused_where_rules_only_look_and_checked() {
    let g = at_the_bridge();
    let err = common::try_lua(
        &g,
        Mode::Query,
        "sandtable.map.set_hexside('0605', '0705', 'bridge', false)",
    )
    .unwrap_err();
    assert!(err.contains("cannot change the game"), "{err}");
    let err = common::try_lua(
        &g,
        Mode::Change,
        "sandtable.map.set_hexside('0605', '0805', 'bridge', false)",
    )
    .unwrap_err();
    assert!(err.contains("0605 and 0805 are not adjacent"), "{err}");
    let err = common::try_lua(
        &g,
        Mode::Change,
        "sandtable.map.set_hexside('0605', '0705', 'pontoon', true)",
    )
    .unwrap_err();
    assert!(err.contains("unknown hexside kind 'pontoon'"), "{err}");
}

/// A reload that reorders the ruleset's hexside kinds keeps a destroyed bridge destroyed: the
/// recorded change follows the kind's id, not its old index (which now names the ford); a reload
/// that drops a kind the game changed is refused and changes nothing.
#[test]
fn a_reload_that_reorders_hexside_kinds_keeps_the_changes() {
    let (root, lib) = common::library_copy("tutorial");
    let mut g = common::start(&lib, "tutorial", "crossing", 5, &[]);
    change(&g, "sandtable.units.move('3/USA', '0605')");
    change(
        &g,
        "sandtable.map.set_hexside('0605', '0705', 'bridge', false, 'blown')",
    );
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let bridge = r#"    { id = "bridge", name = "Bridge", negates = { "creek" } },
"#;
    let road = r#"    { id = "road", name = "Road", route = 0.5 },
"#;
    assert!(text.contains(bridge) && text.contains(road));
    // The bridge moves from second to last.
    let reordered = text
        .replacen(bridge, "", 1)
        .replacen(road, &format!("{road}{bridge}"), 1);
    std::fs::write(&file, &reordered).unwrap();
    g.reload().unwrap_or_else(|e| panic!("reload: {e}"));
    assert_eq!(
        query(
            &g,
            "return sandtable.map.has_hexside('0605', '0705', 'bridge')"
        ),
        json!(false),
        "the bridge is still destroyed"
    );
    assert_eq!(
        query(
            &g,
            "return sandtable.map.has_hexside('0605', '0705', 'ford')"
        ),
        json!(false),
        "no ford appeared or vanished in its place"
    );
    assert_eq!(
        query(&g, "return sandtable.move.step('3/USA', '0705')"),
        json!(null),
        "the creek is closed there"
    );

    // Dropping the bridge kind altogether is refused; the game goes on as it was.
    let hash = g.state_hash();
    std::fs::write(&file, reordered.replacen(bridge, "", 1)).unwrap();
    let err = g.reload().expect_err("a reload without the bridge kind");
    assert!(err.to_string().contains("hexside kind 'bridge'"), "{err}");
    assert_eq!(g.state_hash(), hash);
}

/// `sandtable.map.revision()` changes when the map does (a hexside changed) and not when only
/// units move, so that a ruleset's cache of fields over the ground alone is keyed on it.
#[test]
fn the_map_revision_changes_with_the_map_and_not_with_the_units() {
    let g = at_the_bridge();
    let rev = |g: &Game| query(g, "return sandtable.map.revision()");
    let r0 = rev(&g);
    assert_eq!(rev(&g), r0, "asking changes nothing");
    change(&g, "sandtable.units.move('3/USA', '0604')");
    assert_eq!(rev(&g), r0, "a unit moved: the map is the same");
    change(
        &g,
        "sandtable.map.set_hexside('0605', '0705', 'bridge', false, 'blown')",
    );
    let r1 = rev(&g);
    assert_ne!(r1, r0, "the bridge is gone");
    change(
        &g,
        "sandtable.map.set_hexside('0605', '0705', 'bridge', false, 'blown again')",
    );
    assert_eq!(rev(&g), r1, "no change, no new revision");
}
