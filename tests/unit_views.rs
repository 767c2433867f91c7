//! What a unit shows players: the ruleset's `describe_unit` hook gives labelled lines and
//! counter badges (formation, morale, order, MP left…), and what one side keeps secret is shown
//! to it alone.

mod common;

use sandtable::session::{Game, UnitView};

fn lines(v: &UnitView) -> Vec<(&str, &str)> {
    v.lines
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect()
}

fn line<'a>(v: &'a UnitView, label: &str) -> Option<&'a str> {
    v.lines
        .iter()
        .find(|(a, _)| a == label)
        .map(|(_, b)| b.as_str())
}

#[test]
fn a_decision_games_unit_shows_its_strength_and_movement() {
    let mut g: Game = common::start(&common::library(), "dg-chickamauga", "chickamauga", 1, &[]);
    let key = "1/3/XIV";
    let v = g
        .describe_unit(key, None)
        .unwrap()
        .expect("the ruleset describes units");
    let strength = common::unit(&g, key).0;
    assert_eq!(
        line(&v, "Strength"),
        Some(format!("{strength} (attack and defence, 2.4)").as_str()),
        "{:?}",
        lines(&v)
    );
    assert_eq!(line(&v, "Movement"), Some("6 of 6 MP (5.0)"));
    let a = g.bot_action().unwrap();
    let mover = a["unit"].as_str().unwrap().to_string();
    g.apply(a).unwrap();
    let v = g.describe_unit(&mover, None).unwrap().unwrap();
    assert_eq!(line(&v, "Movement"), Some("moved this phase"));
    assert!(v.badges.iter().any(|(t, _)| t == "M"));
}

#[test]
fn a_this_terrible_sound_regiment_shows_formation_morale_ammunition_and_its_order_to_its_side_only()
{
    let g: Game = common::start(
        &common::library(),
        "this-terrible-sound",
        "jays-mill",
        1,
        &[],
    );
    let key = g.with_world(|w| {
        w.state
            .units
            .iter()
            .find(|u| {
                u.hex().is_some()
                    && w.catalog.unit_types[u.unit_type].id == "infantry"
                    && w.catalog.sides[u.side].id == "union"
            })
            .map(|u| u.key.clone())
            .unwrap()
    });
    let own = g.describe_unit(&key, Some("union")).unwrap().unwrap();
    for label in ["Strength", "Formation", "Morale", "Ammunition", "Order"] {
        assert!(
            line(&own, label).is_some(),
            "{label} missing: {:?}",
            lines(&own)
        );
    }
    assert!(line(&own, "Morale").unwrap().contains("grade"));
    let enemy = g.describe_unit(&key, Some("confederate")).unwrap().unwrap();
    assert!(
        line(&enemy, "Order").is_none(),
        "the enemy does not see the order: {:?}",
        lines(&enemy)
    );
    assert_eq!(own.lines.len(), enemy.lines.len() + 1);
    assert!(enemy.marks.is_empty(), "nor its objective");
}

#[test]
fn a_this_terrible_sound_units_order_objective_is_marked_for_its_own_side() {
    // 3/14's divisional goal in 6.2 is to attack toward Jay's Mill: its units' objective is
    // the mill's hex, marked on the map while one is selected — for the Union only.
    let lib = sandtable::script::Library::at(std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    let g = common::start(&lib, "this-terrible-sound", "jays-mill", 1, &[]);
    let mill = g
        .with_world(|w| w.map.place("Jay's Mill").map(|p| w.label(p.hex)))
        .unwrap();
    let own = g
        .describe_unit("10 Ind/2/3/14", Some("union"))
        .unwrap()
        .unwrap();
    assert_eq!(own.marks.len(), 1, "{:?}", own.marks);
    assert_eq!(own.marks[0].0, mill);
    assert!(
        own.marks[0].1.starts_with("objective: attack"),
        "{:?}",
        own.marks
    );
    let enemy = g
        .describe_unit("10 Ind/2/3/14", Some("confederate"))
        .unwrap()
        .unwrap();
    assert!(enemy.marks.is_empty());
}

#[test]
fn a_bad_description_is_a_clear_error() {
    let (root, lib) = common::library_copy("tutorial");
    let p = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&p).unwrap();
    let text = text.replacen(
        "describe_unit = function(u)\n",
        "describe_unit = function(u)\n    do return { lines = { { label = \"Strength\" } } } end\n",
        1,
    );
    assert!(text.contains("do return { lines"));
    std::fs::write(&p, text).unwrap();
    let g = common::start(&lib, "tutorial", "crossing", 1, &[]);
    let key = g.with_world(|w| w.state.units[0].key.clone());
    let err = g.describe_unit(&key, None).unwrap_err().to_string();
    assert!(
        err.contains("each of 'lines' needs 'label' and 'value'"),
        "{err}"
    );
}

#[test]
fn a_river_of_death_brigade_shows_formation_facing_morale_and_command() {
    let g: Game = common::start(&common::library(), "river-of-death", "sept-20-rock", 1, &[]);
    let key = g.with_world(|w| {
        w.state
            .units
            .iter()
            .find(|u| u.hex().is_some() && w.catalog.unit_types[u.unit_type].id == "infantry")
            .map(|u| u.key.clone())
            .unwrap()
    });
    let v = g.describe_unit(&key, None).unwrap().unwrap();
    for label in ["Strength", "Formation", "Facing", "Morale", "Command"] {
        assert!(
            line(&v, label).is_some(),
            "{label} missing: {:?}",
            lines(&v)
        );
    }
    assert!(line(&v, "Morale").unwrap().starts_with("level "));
}
