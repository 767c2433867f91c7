//! A minimal ruleset built in a throw-away library, for tests of what hostile or broken Lua
//! does: one phase with one action `poke` whose resolve runs the given body.

use sandtable::script::Library;
use sandtable::session::{Game, GameError, GameSetup};

/// A minimal ruleset: one phase with one action `poke` whose resolve runs `resolve_body`, and
/// a phase hook body; plus a 4×4 scenario with one unit per side.
pub fn mini(tag: &str, resolve_body: &str, on_begin_body: &str) -> Library {
    mini_with(tag, resolve_body, on_begin_body, "")
}

/// [`mini`] with more fields in the ruleset's table (`extra`, Lua ending in a comma), such
/// as a `bot`.
pub fn mini_with(tag: &str, resolve_body: &str, on_begin_body: &str, extra: &str) -> Library {
    let poke = format!(
        "      can = function(a) return true end,\n      resolve = function(a)\n{resolve_body}\n      end,"
    );
    mini_poke(tag, &poke, on_begin_body, extra)
}

/// The mini ruleset with its action `poke` written whole: `poke_fields` is the Lua of its
/// fields (`can`, `resolve`, `describe`, `list`…, each ending in a comma).
pub fn mini_poke(tag: &str, poke_fields: &str, on_begin_body: &str, extra: &str) -> Library {
    let root = super::temp_dir(tag);
    let rs = root.join("rulesets").join("mini");
    std::fs::create_dir_all(&rs).unwrap();
    std::fs::write(
        rs.join("ruleset.lua"),
        format!(
            r#"return {{
  id = "mini",
  name = "Mini",
  sides = {{ {{ id = "a" }}, {{ id = "b" }} }},
  unit_types = {{ {{ id = "inf", movement = 3 }} }},
  terrain = {{ {{ id = "clear", cost = 1 }} }},
  phases = {{
    {{ id = "main", actions = {{ "poke" }}, on_begin = function()
{on_begin_body}
    end }},
  }},
  actions = {{
    poke = {{
{poke_fields}
    }},
  }},
{extra}
}}
"#
        ),
    )
    .unwrap();
    let sc = root.join("scenarios").join("mini");
    std::fs::create_dir_all(&sc).unwrap();
    std::fs::write(
        sc.join("s.lua"),
        r#"return {
  name = "S", turns = 2,
  map = { cols = 4, rows = 4 },
  units = {
    { key = "A1", side = "a", type = "inf", strength = 3, hex = "0101" },
    { key = "B1", side = "b", type = "inf", strength = 3, hex = "0404" },
  },
}
"#,
    )
    .unwrap();
    Library::at(&root)
}

/// Replaces the mini scenario with `text` (a whole scenario file).
pub fn mini_scenario(lib: &Library, text: &str) {
    std::fs::write(lib.root.join("scenarios").join("mini").join("s.lua"), text).unwrap();
}

/// Adds a module file `name.lua` to the mini ruleset's folder.
pub fn mini_module(lib: &Library, name: &str, text: &str) {
    std::fs::write(
        lib.root
            .join("rulesets")
            .join("mini")
            .join(format!("{name}.lua")),
        text,
    )
    .unwrap();
}

pub fn start_mini(lib: &Library) -> Result<Game, GameError> {
    Game::new(
        lib,
        GameSetup {
            ruleset: "mini".into(),
            scenario: "s".into(),
            seed: 1,
            options: Default::default(),
        },
    )
}

pub fn poke() -> serde_json::Value {
    serde_json::json!({"kind": "poke"})
}
