//! Actions with several parts: an action kind declares its *slots* — the units, hexes, choices,
//! numbers or short texts a player fills in to make one action — and an `options(action,
//! slot)` hook that says which values are legal for a slot given the slots already filled. A
//! window builds the picking from the declaration alone (click units and hexes on the map,
//! menus for choices), bots and the CLI read the same declaration.
//!
//! ```lua
//! attack = {
//!   slots = {
//!     { id = "targets", kind = "hexes", label = "Hexes attacked" },
//!     { id = "attackers", kind = "units", label = "Attacking units" },
//!     { id = "odds", kind = "choice", label = "Announced odds (7.9)", optional = true },
//!   },
//!   -- a hex slot may take any hex of the map (`any = true`: the options only suggest), a
//!   -- text or number slot without options is typed in
//!   options = function(action, slot) … return { { value = "0505", label = "0505", hex = "0505" } } end,
//!   …
//! }
//! ```

use super::decl::Reader;
use mlua::{Table, Value};
use serde::Serialize;

/// What a slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SlotKind {
    /// One unit (its key).
    Unit,
    /// One or more units (a list of keys).
    Units,
    /// One hex (its label).
    Hex,
    /// One or more hexes (a list of labels).
    Hexes,
    /// One value from the options.
    Choice,
    /// A number (the options give the legal ones, or none for any).
    Number,
    /// A short text.
    Text,
}

impl SlotKind {
    const ALL: [(&'static str, SlotKind); 7] = [
        ("unit", SlotKind::Unit),
        ("units", SlotKind::Units),
        ("hex", SlotKind::Hex),
        ("hexes", SlotKind::Hexes),
        ("choice", SlotKind::Choice),
        ("number", SlotKind::Number),
        ("text", SlotKind::Text),
    ];

    fn parse(s: &str) -> Option<SlotKind> {
        SlotKind::ALL.iter().find(|(n, _)| *n == s).map(|(_, k)| *k)
    }

    /// True for the kinds that hold a list.
    pub fn is_list(self) -> bool {
        matches!(self, SlotKind::Units | SlotKind::Hexes)
    }
}

/// One part of an action.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SlotDecl {
    /// The action's field it fills (`targets`).
    pub id: String,
    /// What it holds.
    pub kind: SlotKind,
    /// What a player reads ("Hexes attacked").
    pub label: String,
    /// May be left empty (a list slot may then be empty too).
    pub optional: bool,
    /// A hex slot that takes any hex of the map (an order's objective): the options only
    /// suggest, and a click anywhere picks.
    pub any: bool,
}

/// Reads an action's `slots` declaration (`item` names the action in messages).
pub fn read_slots(r: &mut Reader, h: &Table, item: &str, needle: &str) -> Vec<SlotDecl> {
    let mut out: Vec<SlotDecl> = Vec::new();
    let list = match h.get::<Value>("slots") {
        Ok(Value::Nil) | Err(_) => return out,
        Ok(Value::Table(t)) => t,
        Ok(other) => {
            r.error(
                needle,
                format!(
                    "{item}: 'slots' must be a list of slot tables, not {}",
                    other.type_name()
                ),
            );
            return out;
        }
    };
    for (i, v) in list.sequence_values::<Value>().enumerate() {
        let Ok(Value::Table(t)) = v else {
            r.error(
                needle,
                format!("{item}: slot #{} must be a table {{ id, kind, … }}", i + 1),
            );
            continue;
        };
        let what = format!("{item}: slot #{}", i + 1);
        r.check_keys(
            &t,
            &["id", "kind", "label", "optional", "any"],
            &what,
            needle,
        );
        let id = r.req_str(&t, "id", &what, needle);
        let kind_name = r.req_str(&t, "kind", &what, needle);
        let Some(kind) = SlotKind::parse(&kind_name) else {
            let names: Vec<&str> = SlotKind::ALL.iter().map(|(n, _)| *n).collect();
            r.error(
                needle,
                format!(
                    "{what}: kind '{kind_name}' is not one of {}",
                    names.join(", ")
                ),
            );
            continue;
        };
        if id == "kind" || out.iter().any(|s| s.id == id) {
            r.error(
                needle,
                format!("{what}: id '{id}' is 'kind' or used by another slot"),
            );
            continue;
        }
        let label = r
            .opt_str(&t, "label", &what, needle)
            .unwrap_or_else(|| id.clone());
        let optional = r.opt_bool(&t, "optional", &what, needle).unwrap_or(false);
        let any = r.opt_bool(&t, "any", &what, needle).unwrap_or(false);
        if any && !matches!(kind, SlotKind::Hex | SlotKind::Hexes) {
            r.error(
                needle,
                format!("{what}: 'any' is for a hex or hexes slot (any hex of the map)"),
            );
        }
        out.push(SlotDecl {
            id,
            kind,
            label,
            optional,
            any,
        });
    }
    if !out.is_empty() && !matches!(h.get::<Value>("options"), Ok(Value::Function(_))) {
        r.error(
            needle,
            format!("{item}: an action with 'slots' needs an 'options(action, slot)' function giving each slot's legal values"),
        );
    }
    out
}

/// An `options` hook's answer as a list of `{ value, label, hex?, unit? }`: a plain value
/// stands for itself (its text is its label); a table needs a `value`.
pub fn normalize_options(v: serde_json::Value) -> Result<Vec<serde_json::Value>, String> {
    let list = match v {
        serde_json::Value::Null => return Ok(Vec::new()),
        serde_json::Value::Array(a) => a,
        // An empty Lua table reads as an empty object.
        serde_json::Value::Object(o) if o.is_empty() => return Ok(Vec::new()),
        other => return Err(format!("options must return a list, not {other}")),
    };
    list.into_iter()
        .enumerate()
        .map(|(i, o)| match o {
            serde_json::Value::Object(mut m) => {
                let value = m
                    .remove("value")
                    .ok_or_else(|| format!("option #{} has no 'value'", i + 1))?;
                let label = match m.remove("label") {
                    Some(serde_json::Value::String(s)) => s,
                    _ => plain(&value),
                };
                let mut out = serde_json::Map::new();
                out.insert("value".into(), value);
                out.insert("label".into(), label.into());
                for k in ["hex", "unit"] {
                    if let Some(x) = m.remove(k) {
                        out.insert(k.into(), x);
                    }
                }
                Ok(serde_json::Value::Object(out))
            }
            serde_json::Value::Null => Err(format!("option #{} is nil", i + 1)),
            v => Ok(serde_json::json!({ "label": plain(&v), "value": v })),
        })
        .collect()
}

fn plain(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::normalize_options;
    use serde_json::json;

    #[test]
    fn options_are_plain_values_or_tables_with_a_value() {
        let got =
            normalize_options(json!(["0505", 3, {"value": "A", "label": "A (4)", "unit": "A"}]))
                .unwrap();
        assert_eq!(
            got,
            vec![
                json!({"value": "0505", "label": "0505"}),
                json!({"value": 3, "label": "3"}),
                json!({"value": "A", "label": "A (4)", "unit": "A"}),
            ]
        );
        assert!(normalize_options(json!([{"label": "x"}])).is_err());
        assert_eq!(
            normalize_options(json!({})).unwrap(),
            Vec::<serde_json::Value>::new()
        );
    }
}
