//! `sandtable.decisions`: the choices a rulebook gives a player outside his own action.
//!
//! A rule asks a decision with `sandtable.decisions.ask{ side, kind, rule, prompt, choices,
//! default, context }` and returns; the session then waits for the side that owes it (a
//! person in the window, a bot, a turn file) to answer with `{ kind = "decide", choice = … }`,
//! and calls the ruleset's handler `decisions[kind].resolve(decision, choice)` in change mode to
//! carry on. The question is data in the game state (kernel `Decision`), so saves, undo, replay
//! and reloads keep it; the handler, not a suspended Lua call, does what follows.

use super::api::{change, ctx, hex_of, rt, side_of, to_json, with_world};
use crate::kernel::{Choice, Decision, World};
use mlua::{Lua, Table, Value};

/// Most choices one decision may offer (a window lists them; a bot reads them all).
const MAX_CHOICES: usize = 500;

/// The `sandtable.decisions` table.
pub fn api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "ask",
        lua.create_function(|lua, spec: Table| {
            let declared = declared_kinds(lua)?;
            let d = with_world(lua, |w| read_spec(lua, w, &spec, &declared))?;
            change(lua, "sandtable.decisions.ask", |w| {
                w.ask_decision(d)
                    .map_err(|e| rt(format!("sandtable.decisions.ask: {e}")))
            })
        })?,
    )?;
    t.set(
        "pending",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| match w.pending_decision() {
                Some(d) => super::api::json_to_lua(lua, &view(w, d)),
                None => Ok(Value::Nil),
            })
        })?,
    )?;
    t.set(
        "owed",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                let all: Vec<serde_json::Value> =
                    w.state.decisions.iter().map(|d| view(w, d)).collect();
                super::api::json_to_lua(lua, &serde_json::Value::Array(all))
            })
        })?,
    )?;
    Ok(t)
}

/// A decision as rulesets, bots, windows and saves read it: the side by id, hexes by label,
/// the default as its value.
pub fn view(w: &World, d: &Decision) -> serde_json::Value {
    let choices: Vec<serde_json::Value> = d
        .choices
        .iter()
        .map(|c| {
            let mut o = serde_json::Map::new();
            o.insert("value".into(), c.value.clone());
            o.insert("label".into(), c.label.clone().into());
            if let Some(h) = c.hex {
                o.insert("hex".into(), w.label(h).into());
            }
            if let Some(u) = &c.unit {
                o.insert("unit".into(), u.clone().into());
            }
            serde_json::Value::Object(o)
        })
        .collect();
    let mut o = serde_json::Map::new();
    o.insert("id".into(), d.id.into());
    o.insert(
        "side".into(),
        w.catalog
            .sides
            .get(d.side)
            .map(|s| s.id.clone())
            .unwrap_or_default()
            .into(),
    );
    o.insert("kind".into(), d.kind.clone().into());
    o.insert("rule".into(), d.rule.clone().into());
    o.insert("prompt".into(), d.prompt.clone().into());
    o.insert("choices".into(), choices.into());
    if let Some(i) = d.default {
        o.insert("default".into(), d.choices[i].value.clone());
    }
    if !d.context.is_null() {
        o.insert("context".into(), d.context.clone());
    }
    serde_json::Value::Object(o)
}

/// The decision kinds the ruleset declares (keys of its `decisions` table with a `resolve`).
fn declared_kinds(lua: &Lua) -> mlua::Result<Vec<String>> {
    let rs: Table = lua.named_registry_value("sandtable.ruleset")?;
    let Some(t) = rs.get::<Option<Table>>("decisions")? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (k, v) in t.pairs::<String, Value>().flatten() {
        if let Value::Table(h) = v
            && matches!(h.get::<Value>("resolve")?, Value::Function(_))
        {
            out.push(k);
        }
    }
    out.sort();
    Ok(out)
}

fn read_spec(lua: &Lua, w: &World, spec: &Table, declared: &[String]) -> mlua::Result<Decision> {
    let _ = ctx(lua)?;
    let what = "sandtable.decisions.ask";
    for (k, _) in spec.pairs::<Value, Value>().flatten() {
        let name = k.to_string().unwrap_or_default();
        if ![
            "side", "kind", "rule", "prompt", "choices", "default", "context",
        ]
        .contains(&name.as_str())
        {
            return Err(rt(format!(
                "{what}: unknown key '{name}' (allowed: side, kind, rule, prompt, choices, default, context)"
            )));
        }
    }
    let side: String = spec
        .get::<Option<String>>("side")?
        .ok_or_else(|| rt(format!("{what}: 'side' (the side that decides) is missing")))?;
    let side = side_of(w, &side).map_err(|e| rt(format!("{what}: {e}")))?;
    let kind: String = spec.get::<Option<String>>("kind")?.ok_or_else(|| {
        rt(format!(
            "{what}: 'kind' (the key of the ruleset's `decisions` handler) is missing"
        ))
    })?;
    if !declared.contains(&kind) {
        return Err(rt(format!(
            "{what}: the ruleset declares no decision '{kind}' with a resolve function in its `decisions` table (declared: {})",
            if declared.is_empty() {
                "none".to_string()
            } else {
                declared.join(", ")
            }
        )));
    }
    let rule = spec.get::<Option<String>>("rule")?.unwrap_or_default();
    let prompt = spec.get::<Option<String>>("prompt")?.ok_or_else(|| {
        rt(format!(
            "{what}: 'prompt' (the question, for a player) is missing"
        ))
    })?;
    let list: Table = spec
        .get::<Option<Table>>("choices")?
        .ok_or_else(|| rt(format!("{what}: 'choices' (a list) is missing")))?;
    let mut choices = Vec::new();
    for (i, c) in list.sequence_values::<Value>().enumerate() {
        if i >= MAX_CHOICES {
            return Err(rt(format!(
                "{what}: more than {MAX_CHOICES} choices; ask in steps instead"
            )));
        }
        choices.push(read_choice(lua, w, c?, i + 1)?);
    }
    let default =
        match spec.get::<Value>("default")? {
            Value::Nil => None,
            v => {
                let v = to_json(lua, v)?;
                Some(choices.iter().position(|c| c.value == v).ok_or_else(|| {
                    rt(format!("{what}: the default {v} is not one of the choices"))
                })?)
            }
        };
    let context = match spec.get::<Value>("context")? {
        Value::Nil => serde_json::Value::Null,
        v => to_json(lua, v)?,
    };
    Ok(Decision {
        id: 0,
        side,
        kind,
        rule,
        prompt,
        choices,
        default,
        context,
    })
}

/// One choice: a plain value (its text is its label), or `{ value = …, label = …, hex = …,
/// unit = … }`.
fn read_choice(lua: &Lua, w: &World, c: Value, n: usize) -> mlua::Result<Choice> {
    let what = format!("sandtable.decisions.ask: choice #{n}");
    match c {
        Value::Table(t) => {
            let value = t.get::<Value>("value")?;
            if value.is_nil() {
                return Err(rt(format!(
                    "{what}: a choice table needs a 'value' (what the answer carries back)"
                )));
            }
            let value = to_json(lua, value)?;
            let label = t
                .get::<Option<String>>("label")?
                .unwrap_or_else(|| plain(&value));
            let hex = match t.get::<Option<String>>("hex")? {
                Some(l) => Some(hex_of(w, &l).map_err(|e| rt(format!("{what}: {e}")))?),
                None => None,
            };
            let unit = match t.get::<Value>("unit")? {
                Value::Nil => None,
                v => {
                    let id = super::api::unit_of(w, &v).map_err(|e| rt(format!("{what}: {e}")))?;
                    Some(w.state.units[id as usize].key.clone())
                }
            };
            Ok(Choice {
                value,
                label,
                hex,
                unit,
            })
        }
        Value::Nil => Err(rt(format!("{what} is nil"))),
        v => {
            let value = to_json(lua, v)?;
            Ok(Choice {
                label: plain(&value),
                value,
                hex: None,
                unit: None,
            })
        }
    }
}

fn plain(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}
