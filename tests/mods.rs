//! Mods: a ruleset folder that says `extends = "<base>"` adds to its base without copying it.

mod common;

use sandtable::script::{Engine, SharedWorld};
use std::cell::RefCell;
use std::rc::Rc;

fn world() -> SharedWorld {
    Rc::new(RefCell::new(None))
}

/// A library with the tutorial and a mod `m` written from `source`.
fn with_mod(tag: &str, source: &str) -> sandtable::script::Library {
    let (root, lib) = common::library_copy("tutorial");
    let _ = tag;
    let dir = root.join("rulesets").join("m");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("ruleset.lua"), source).unwrap();
    lib
}

#[test]
fn a_mod_adds_and_replaces_declarations_and_can_require_base_modules() {
    let lib = with_mod(
        "merge",
        r#"
local combat = require("combat")   -- a module of the base, at the top of the mod's file
return {
  extends = "tutorial",
  id = "m",
  name = "Test mod",
  move_classes = { "foot", "boat" },
  unit_types = {
    { id = "gunboat", name = "Gunboat", movement = 8, move_class = "boat", zoc = "none" },
    { id = "cavalry", name = "Cavalry", movement = 8, move_class = "mounted", zoc = "all", stack = 1 },
  },
  options = {
    { id = "forced_march", name = "Forced March", rule = "7.1", description = "Now on by default.", default = true },
  },
  tables = { crt = combat.CRT, extra = { 1, 2, 3 } },
}
"#,
    );
    let e = Engine::load(&lib, "m", world()).unwrap_or_else(|d| panic!("{d}"));
    let d = &e.decl;
    assert_eq!(d.extends.as_deref(), Some("tutorial"));
    assert_eq!(
        d.catalog.move_classes,
        vec!["foot", "mounted", "wheeled", "boat"]
    );
    let types: Vec<&str> = d.catalog.unit_types.iter().map(|u| u.id.as_str()).collect();
    assert_eq!(types, vec!["infantry", "cavalry", "artillery", "gunboat"]);
    let cav = &d.catalog.unit_types[1];
    assert_eq!(
        cav.movement,
        sandtable::kernel::Mp::from_points(8),
        "replaced by id"
    );
    // The mod's forced_march replaces the base's by id (now on by default); the base's other
    // options stay, in the base's order.
    let ids: Vec<&str> = d.options.iter().map(|o| o.id.as_str()).collect();
    assert_eq!(ids, vec!["forced_march", "last_stand", "dispatches"]);
    assert_eq!(d.options[0].default, serde_json::json!(true));
    assert_eq!(d.tables, vec!["crt", "extra", "odds_columns"]);
    // The base's scenarios are the mod's.
    assert!(e.scenario_file("crossing").is_some());
}

#[test]
fn a_mod_whose_base_is_missing_or_cyclic_is_refused() {
    let lib = with_mod(
        "missing",
        "return { extends = \"nowhere\", id = \"m\", name = \"M\" }",
    );
    let err = Engine::load(&lib, "m", world()).err().unwrap().to_string();
    assert!(
        err.contains("rulesets/nowhere/ruleset.lua: no ruleset here"),
        "{err}"
    );

    let lib = with_mod(
        "cycle",
        "return { extends = \"m\", id = \"m\", name = \"M\" }",
    );
    let err = Engine::load(&lib, "m", world()).err().unwrap().to_string();
    assert!(err.contains("makes a cycle"), "{err}");

    let lib = with_mod(
        "computed",
        "local base = 'tut' .. 'orial'\nreturn { extends = base, id = \"m\", name = \"M\" }",
    );
    let err = Engine::load(&lib, "m", world()).err().unwrap().to_string();
    assert!(err.contains("write 'extends' literally"), "{err}");
}

#[test]
fn extends_names_a_ruleset_never_a_folder_outside_the_library() {
    // A ruleset placed beside the library (as an attacker would) must not be reachable.
    for base in ["../../evil/tutorial", "/tmp/evil", "..", "tutorial/../m"] {
        let lib = with_mod(
            "path",
            &format!("return {{ extends = \"{base}\", id = \"m\", name = \"M\" }}"),
        );
        let err = Engine::load(&lib, "m", world()).err().unwrap().to_string();
        assert!(
            err.contains("rulesets/m/ruleset.lua") && err.contains("is not a ruleset id"),
            "{base}: {err}"
        );
    }
}
