//! The optional rules a ruleset declares, and the texts quoting their values.

use super::{OptionDecl, Reader, lua_to_json};
use crate::kernel::rules::SideDef;
use crate::script::option_values;
use mlua::{Table, Value};

/// Reads `options`: each optional rule's name, rule number and description (required), its
/// default (`false` unless given) and choices (the default among them), whether it is hidden
/// and the side it is secret for (a declared side, and only with `hidden = true`), and its
/// values. An option is declared once. Its name and description then quote the values in
/// force (`{vp}`).
pub(super) fn read_options(
    r: &mut Reader,
    lua: &mlua::Lua,
    t: &Table,
    sides: &[SideDef],
) -> Vec<OptionDecl> {
    let mut options = Vec::new();
    for o in r.list_of_tables(t, "options", "ruleset") {
        let oid = r.req_str(&o, "id", "option", "options");
        let item = format!("option '{oid}'");
        r.check_keys(
            &o,
            &[
                "id",
                "name",
                "rule",
                "description",
                "default",
                "choices",
                "hidden",
                "secret_for",
                "values",
            ],
            &item,
            &oid,
        );
        let name = r.req_str(&o, "name", &item, &oid);
        let rule = r.req_str(&o, "rule", &item, &oid);
        let description = r.req_str(&o, "description", &item, &oid);
        let default = match o.get::<Value>("default").unwrap_or(Value::Nil) {
            Value::Nil => serde_json::Value::Bool(false),
            v => lua_to_json(lua, v).unwrap_or_else(|e| {
                r.error(&oid, format!("{item}: default: {e}"));
                serde_json::Value::Null
            }),
        };
        let choices = match o.get::<Value>("choices").unwrap_or(Value::Nil) {
            Value::Nil => Vec::new(),
            v => match lua_to_json(lua, v) {
                Ok(serde_json::Value::Array(a)) => a,
                _ => {
                    r.error(&oid, format!("{item}: choices must be a list of values"));
                    Vec::new()
                }
            },
        };
        if !choices.is_empty() && !choices.contains(&default) {
            r.error(
                &oid,
                format!("{item}: the default {default} is not one of the choices"),
            );
        }
        let hidden = r.opt_bool(&o, "hidden", &item, &oid).unwrap_or(false);
        let secret_for = r.opt_str(&o, "secret_for", &item, &oid);
        if let Some(side) = &secret_for {
            if !sides.iter().any(|s: &SideDef| s.id == *side) {
                let known: Vec<&str> = sides.iter().map(|s| s.id.as_str()).collect();
                r.error(
                    &oid,
                    format!(
                        "{item}: secret_for '{side}' is not a declared side (sides: {})",
                        known.join(", ")
                    ),
                );
            }
            if !hidden {
                r.error(
                    &oid,
                    format!(
                        "{item}: 'secret_for' needs 'hidden = true' (a secret option is hidden)"
                    ),
                );
            }
        }
        let values = match o.get::<Value>("values").unwrap_or(Value::Nil) {
            Value::Nil => Default::default(),
            v => lua_to_json(lua, v)
                .and_then(option_values::read)
                .unwrap_or_else(|e| {
                    r.error(&oid, format!("{item}: {e}"));
                    Default::default()
                }),
        };
        if options.iter().any(|x: &OptionDecl| x.id == oid) {
            r.error(&oid, format!("{item} is declared twice"));
        }
        options.push(OptionDecl {
            id: oid,
            name,
            rule,
            description,
            default,
            choices,
            hidden,
            secret_for,
            values,
        });
    }
    quote_option_values(r, &mut options);
    options
}

/// Puts each option's values in force into its name and description (`{vp}`, or
/// `{other_option.vp}`), so no number is typed a second time in a text.
fn quote_option_values(r: &mut Reader, options: &mut [OptionDecl]) {
    let values: Vec<(String, option_values::OptionValues)> = options
        .iter()
        .map(|o| (o.id.clone(), o.values.clone()))
        .collect();
    let look = |id: &str| values.iter().find(|(k, _)| k == id).map(|(_, v)| v);
    for o in options.iter_mut() {
        for (what, text) in [("name", &mut o.name), ("description", &mut o.description)] {
            match option_values::render(text, Some(&o.id), look) {
                Ok(t) => *text = t,
                Err(e) => r.error(&o.id, format!("option '{}': {what}: {e}", o.id)),
            }
        }
    }
}

/// Puts the options' values into the ruleset's own description, which may quote them too
/// (`{option.vp}`): an unknown option or value is an error, and the text is kept as written.
pub(super) fn quote_in_description(
    r: &mut Reader,
    description: &str,
    options: &[OptionDecl],
) -> String {
    option_values::render(description, None, |id| {
        options.iter().find(|o| o.id == id).map(|o| &o.values)
    })
    .unwrap_or_else(|e| {
        r.error("description", format!("ruleset: description: {e}"));
        description.to_string()
    })
}
