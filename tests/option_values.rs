//! An option's declared values (`values = { … }`): the hooks read them, every text quotes them
//! (`{name}`), a mistake in a placeholder is a clear error at load, and a reload names the
//! value a designer changed.

mod common;

use sandtable::script::Library;
use sandtable::session::{Game, GameError, GameSetup};
use serde_json::json;
use std::path::PathBuf;

const DECLARED: &str = "values = { extra_mp = 1, loss = 1, straggle_on = 6 },";
const DESCRIBED: &str = "Infantry may spend {extra_mp} extra movement point; a unit that does rolls a die and loses {loss} strength on a {straggle_on}.";

/// The tutorial with its Forced March declaration edited: each pair replaced.
fn tutorial_edited(edits: &[(&str, &str)]) -> (PathBuf, Library) {
    let (root, lib) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let mut text = std::fs::read_to_string(&file).unwrap();
    for (from, to) in edits {
        assert!(text.contains(from), "the tutorial declares {from}");
        text = text.replace(from, to);
    }
    std::fs::write(&file, text).unwrap();
    (root, lib)
}

fn new_game(lib: &Library) -> Result<Game, GameError> {
    let mut options = serde_json::Map::new();
    options.insert("forced_march".into(), json!(true));
    Game::new(
        lib,
        GameSetup {
            ruleset: "tutorial".into(),
            scenario: "crossing".into(),
            seed: 3,
            options,
        },
    )
}

fn forced_march(g: &Game) -> &sandtable::script::decl::OptionDecl {
    g.engine
        .decl
        .options
        .iter()
        .find(|o| o.id == "forced_march")
        .unwrap()
}

#[test]
fn the_description_quotes_the_values_in_force_and_the_hooks_read_them() {
    let (_root, lib) = tutorial_edited(&[(
        DECLARED,
        "values = { extra_mp = 2, loss = 1, straggle_on = 5 },",
    )]);
    let g = new_game(&lib).unwrap();
    assert_eq!(
        forced_march(&g).description,
        "Infantry may spend 2 extra movement point; a unit that does rolls a die and loses 1 strength on a 5."
    );
    assert_eq!(forced_march(&g).values.get("extra_mp"), Some(&json!(2)));
    let v = common::run_lua(
        &g,
        sandtable::script::Mode::Query,
        r#"return sandtable.game.option_values("forced_march")"#,
    );
    assert_eq!(v, json!({ "extra_mp": 2, "loss": 1, "straggle_on": 5 }));
    // An option that declares no values has none; an undeclared id is an error.
    let v = common::run_lua(
        &g,
        sandtable::script::Mode::Query,
        r#"return next(sandtable.game.option_values("last_stand")) == nil"#,
    );
    assert_eq!(v, json!(true));
    let err = common::try_lua(
        &g,
        sandtable::script::Mode::Query,
        r#"return sandtable.game.option_values("nope")"#,
    )
    .unwrap_err();
    assert!(err.contains("no option 'nope' is declared"), "{err}");
}

#[test]
fn a_placeholder_without_a_value_is_an_error_naming_the_option_and_its_values() {
    let (_root, lib) = tutorial_edited(&[(
        DESCRIBED,
        "Infantry may spend {extra_mpp} extra movement point.",
    )]);
    let err = new_game(&lib).err().expect("an error").to_string();
    assert!(err.contains("ruleset.lua"), "{err}");
    assert!(err.contains("option 'forced_march': description"), "{err}");
    assert!(
        err.contains("declares no value 'extra_mpp' (its values: extra_mp, loss, straggle_on)"),
        "{err}"
    );

    let (_root, lib) = tutorial_edited(&[(DECLARED, "values = { extra_mp = { 1 } },")]);
    let err = new_game(&lib).err().expect("an error").to_string();
    assert!(err.contains("option 'forced_march'"), "{err}");
    assert!(
        err.contains("'extra_mp' must be a number, a string or a boolean"),
        "{err}"
    );

    // A rule entry quotes its option's values; one naming another option's must say which.
    let (_root, lib) = tutorial_edited(&[]);
    let rules = lib.root.join("rulesets/tutorial/rules.lua");
    let text = std::fs::read_to_string(&rules).unwrap();
    let entry = r#"title = "Forced March""#;
    assert!(text.contains(entry));
    std::fs::write(
        &rules,
        text.replace(
            entry,
            r#"title = "Forced March (+{extra_mp} MP, {last_stand.x})""#,
        ),
    )
    .unwrap();
    let err = new_game(&lib).err().expect("an error").to_string();
    assert!(err.contains("rule '7.1': title"), "{err}");
    assert!(
        err.contains("option 'last_stand' declares no value 'x' (its values: none)"),
        "{err}"
    );
}

#[test]
fn a_rule_entry_quotes_its_options_values() {
    let (_root, lib) = tutorial_edited(&[(
        DECLARED,
        "values = { extra_mp = 3, loss = 1, straggle_on = 6 },",
    )]);
    let rules = lib.root.join("rulesets/tutorial/rules.lua");
    let text = std::fs::read_to_string(&rules).unwrap();
    std::fs::write(
        &rules,
        text.replace(
            r#"title = "Forced March""#,
            r#"title = "Forced March: +{extra_mp} MP""#,
        ),
    )
    .unwrap();
    let g = new_game(&lib).unwrap();
    let r = g.engine.decl.rules.iter().find(|r| r.id == "7.1").unwrap();
    assert_eq!(r.title, "Forced March: +3 MP");
}

#[test]
fn a_reload_names_the_value_changed() {
    let (root, lib) = tutorial_edited(&[]);
    let mut g = new_game(&lib).unwrap();
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &file,
        text.replace(
            DECLARED,
            "values = { extra_mp = 2, loss = 1, straggle_on = 6 },",
        ),
    )
    .unwrap();
    let r = g.reload().unwrap_or_else(|d| panic!("{d}"));
    assert!(
        r.changes
            .iter()
            .any(|c| c == "option forced_march: extra_mp 1 → 2"),
        "{:?}",
        r.changes
    );
    assert_eq!(
        common::run_lua(
            &g,
            sandtable::script::Mode::Query,
            r#"return sandtable.game.option_values("forced_march").extra_mp"#,
        ),
        json!(2),
        "the game uses the reloaded value"
    );
}
