//! An option's declared values and the texts that quote them.
//!
//! A rulebook's optional rule carries numbers — 2.7f's "subtract two" and "2 VP", 3.7b's
//! arrival time and its VP per division. A ruleset declares them once, with the option:
//!
//! ```lua
//! { id = "rosecrans_caution", rule = "2.7f", values = { modifier = -2, vp = 2 },
//!   description = "Add {modifier} to every Union attack stoppage roll. The Union player gets {vp} VP." }
//! ```
//!
//! The hooks read them with `sandtable.game.option_values(id)`, and every text shown to a
//! player — the option's name and description, the title and note of a rule entry — quotes
//! them as `{name}` (a value of the option itself, or of the rule entry's `option`) or
//! `{option.name}` (a value of another option). A designer who edits a value changes what
//! the game does and what every text says, in one place; a reload names the value changed.
//!
//! A placeholder is a brace pair around a name without spaces (`{vp}`, `{army_of_mississippi.F/Miss}`);
//! braces around anything else (`{ brigade }` in a note) are text, and `{{` is a literal brace.

use std::collections::BTreeMap;

/// The values of one option, by name: numbers, strings or booleans.
pub type OptionValues = BTreeMap<String, serde_json::Value>;

/// Reads an option's `values` (already converted from Lua): a table of names to numbers,
/// strings or booleans. The error says which entry is wrong.
pub fn read(v: serde_json::Value) -> Result<OptionValues, String> {
    let serde_json::Value::Object(m) = v else {
        return Err(
            "values must be a table of names to numbers, strings or booleans (values = { vp = 2 })"
                .into(),
        );
    };
    let mut out = OptionValues::new();
    for (k, v) in m {
        if !is_name(&k) {
            return Err(format!(
                "values: '{k}' is not a usable name (letters, digits, '_', '/' and '-', no spaces or dots)"
            ));
        }
        match v {
            serde_json::Value::Number(_)
            | serde_json::Value::String(_)
            | serde_json::Value::Bool(_) => {
                out.insert(k, v);
            }
            _ => {
                return Err(format!(
                    "values: '{k}' must be a number, a string or a boolean (a text quotes it as {{{k}}})"
                ));
            }
        }
    }
    Ok(out)
}

fn is_name(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '/' | '-'))
}

/// How a value reads in a text: integers without a decimal point, strings as written.
pub fn show(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `text` with each placeholder replaced by the value in force. `own` is the option whose
/// values `{name}` means (the option being described, or a rule entry's option); `values`
/// looks up an option's values by id. The error names the placeholder and what is declared.
pub fn render<'a>(
    text: &str,
    own: Option<&str>,
    values: impl Fn(&str) -> Option<&'a OptionValues>,
) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('{') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        if let Some(tail) = after.strip_prefix('{') {
            out.push('{');
            rest = tail;
            continue;
        }
        let Some(end) = after.find('}') else {
            out.push_str(&rest[at..]);
            return Ok(out);
        };
        let inner = &after[..end];
        let (option, name) = match inner.split_once('.') {
            Some((o, n)) => (Some(o), n),
            None => (None, inner),
        };
        if !is_name(name) || option.is_some_and(|o| !is_name(o)) {
            // Not a placeholder: braces in prose (`{ brigade }`).
            out.push('{');
            rest = after;
            continue;
        }
        let id = match option.or(own) {
            Some(id) => id,
            None => {
                return Err(format!(
                    "'{{{inner}}}' names no option: write {{option.{name}}} with the option's id"
                ));
            }
        };
        let Some(vals) = values(id) else {
            return Err(format!("'{{{inner}}}': no option '{id}' is declared"));
        };
        let Some(v) = vals.get(name) else {
            let known: Vec<&str> = vals.keys().map(String::as_str).collect();
            return Err(format!(
                "'{{{inner}}}': option '{id}' declares no value '{name}' (its values: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            ));
        };
        out.push_str(&show(v));
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The values that differ between two declarations of one option, as a reload reports them:
/// "vp 2 → 3", "new value bonus = 1", "value bonus removed".
pub fn changes(old: &OptionValues, new: &OptionValues) -> Vec<String> {
    let mut out = Vec::new();
    for (k, n) in new {
        match old.get(k) {
            None => out.push(format!("new value {k} = {}", show(n))),
            Some(o) if o != n => out.push(format!("{k} {} → {}", show(o), show(n))),
            Some(_) => {}
        }
    }
    for k in old.keys() {
        if !new.contains_key(k) {
            out.push(format!("value {k} removed"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn caution() -> OptionValues {
        read(json!({ "modifier": -2, "vp": 2 })).unwrap()
    }

    #[test]
    fn placeholders_take_the_values_in_force() {
        let v = caution();
        let m = json!({ "F/Miss": 3 });
        let miss = read(m).unwrap();
        let look = |id: &str| match id {
            "rosecrans_caution" => Some(&v),
            "army_of_mississippi" => Some(&miss),
            _ => None,
        };
        assert_eq!(
            render(
                "add {modifier}; {vp} VP; {army_of_mississippi.F/Miss} for F/Miss",
                Some("rosecrans_caution"),
                look
            )
            .unwrap(),
            "add -2; 2 VP; 3 for F/Miss"
        );
        // Prose braces and an escaped brace stay text.
        assert_eq!(
            render(
                "action { brigade } and {{vp}",
                Some("rosecrans_caution"),
                look
            )
            .unwrap(),
            "action { brigade } and {vp}"
        );
        let err = render("{vpp}", Some("rosecrans_caution"), look).unwrap_err();
        assert!(
            err.contains("no value 'vpp'") && err.contains("modifier, vp"),
            "{err}"
        );
        let err = render("{vp}", None, look).unwrap_err();
        assert!(err.contains("names no option"), "{err}");
        let err = render("{nope.vp}", None, look).unwrap_err();
        assert!(err.contains("no option 'nope'"), "{err}");
    }

    #[test]
    fn values_are_flat_scalars_with_plain_names() {
        assert!(read(json!({ "vp": { "a": 1 } })).is_err());
        assert!(read(json!({ "has space": 1 })).is_err());
        assert!(read(json!([1, 2])).is_err());
        assert_eq!(read(json!({ "t": "08:00" })).unwrap()["t"], json!("08:00"));
    }

    #[test]
    fn a_reload_names_each_value_changed() {
        let old = caution();
        let new = read(json!({ "modifier": -3, "vp": 2, "bonus": 1 })).unwrap();
        assert_eq!(
            changes(&old, &new),
            vec![
                "new value bonus = 1".to_string(),
                "modifier -2 → -3".to_string()
            ]
        );
        assert_eq!(
            changes(&new, &old),
            vec![
                "modifier -3 → -2".to_string(),
                "value bonus removed".to_string()
            ]
        );
    }
}
