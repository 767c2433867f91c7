//! `sandtable.decisions`: the choices a rulebook gives a player outside his own action.
//!
//! Two ways to ask, one answer (`{ kind = "decide", choice = … }` from the side that owes it: a
//! person in the window, a bot, a turn file):
//!
//! - `sandtable.decisions.ask{ side, kind, rule, prompt, choices, default, context }` queues
//!   the question and returns; the answer goes to the ruleset's handler
//!   `decisions[kind].resolve(decision, choice)`, which carries on. For a rule that can stop
//!   where it is and pick up later from what it left in `vars` (a queue of retreats).
//! - `sandtable.decisions.choose{ … }` *returns the answer* where the rule stands, in the
//!   middle of a cascade (a rout inside a morale check inside a fire resolution). The first
//!   time, there is no answer yet: the call stops the action there, the game shows the state
//!   at that moment with the question owed, and once the side answers the session carries the
//!   whole action out again from its start with the answers given so far, which `choose`
//!   hands back in order. The dice are part of the state, so the second run rolls what the
//!   first did; the history keeps the action with its answers, so replay, saves and undo stay
//!   exact. A question with one choice is no question: `choose` returns it without asking.
//!
//! The question is data in the game state (kernel `Decision`) either way, so saves, undo,
//! replay and reloads keep it; no Lua call is ever suspended.

use super::api::{change, ctx, hex_of, rt, side_of, to_json, with_world};
use crate::kernel::{Choice, Decision, World};
use mlua::{Lua, Table, Value};

/// Most choices one decision may offer (a window lists them; a bot reads them all).
const MAX_CHOICES: usize = 500;

/// What `sandtable.decisions.choose` answers while the session carries an action out.
#[derive(Debug, Default)]
pub struct Answers {
    /// The answers given so far to this action's questions, in the order asked.
    pub given: Vec<serde_json::Value>,
    /// How many of them the run has handed back.
    pub used: usize,
    /// May a question wait for its answer? Only while the session carries out an action (it
    /// can stop it and run it again); not while a game is set up.
    pub open: bool,
    /// The question the run stopped on, for the session to pose.
    pub waiting: Option<Decision>,
}

/// The error `choose` raises to stop the action where its question stands. The session sees
/// `Answers::waiting`, not this message, so a rule that catches it with `pcall` stops anyway.
pub const WAITING: &str = "play waits for a decision (sandtable.decisions.choose); this is not an error unless it reaches you";

/// The `sandtable.decisions` table.
pub fn api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "ask",
        lua.create_function(|lua, spec: Table| {
            let declared = kinds(lua, true)?;
            let d = with_world(lua, |w| {
                read_spec(lua, w, &spec, &declared, "sandtable.decisions.ask")
            })?;
            change(lua, "sandtable.decisions.ask", |w| {
                w.ask_decision(d)
                    .map_err(|e| rt(format!("sandtable.decisions.ask: {e}")))
            })
        })?,
    )?;
    t.set(
        "choose",
        lua.create_function(|lua, spec: Table| {
            let c = ctx(lua)?;
            if c.mode.get() == super::api::Mode::Query {
                return Err(rt(format!(
                    "sandtable.decisions.choose cannot ask inside {}: only hooks that change the game ask (a question owed while legality is checked or a bot looks would never be answered)",
                    c.hook.borrow()
                )));
            }
            let kinds = kinds(lua, false)?;
            let d = with_world(lua, |w| read_spec(lua, w, &spec, &kinds, "sandtable.decisions.choose"))?;
            if d.choices.is_empty() {
                return Err(rt(format!(
                    "sandtable.decisions.choose: '{}' ({}) offers no choices; when the rules leave no way, carry that out instead of asking",
                    d.kind, d.prompt
                )));
            }
            if let Some(v) = d
                .choices
                .iter()
                .enumerate()
                .find(|(i, c)| d.choices[..*i].iter().any(|o| o.value == c.value))
                .map(|(_, c)| c.value.clone())
            {
                return Err(rt(format!(
                    "sandtable.decisions.choose: '{}' offers the choice {v} twice",
                    d.kind
                )));
            }
            if d.choices.len() == 1 {
                // The rules leave one way: nothing to ask.
                return super::api::json_to_lua(lua, &d.choices[0].value);
            }
            let mut a = c.answers.borrow_mut();
            if let Some(v) = a.given.get(a.used).cloned() {
                a.used += 1;
                drop(a);
                let i = d.choice_index(&v).ok_or_else(|| {
                    rt(format!(
                        "sandtable.decisions.choose: the answer {v} given to '{}' ({}) is not one of its choices now ({}); were the rules changed since it was given?",
                        d.kind, d.prompt, d.labels()
                    ))
                })?;
                change(lua, "sandtable.decisions.choose", |w| {
                    w.record_decision(d, i)
                        .map_err(|e| rt(format!("sandtable.decisions.choose: {e}")))
                })?;
                return super::api::json_to_lua(lua, &v);
            }
            if !a.open {
                // The game is being set up: no side can answer yet, and nothing can wait. The
                // computer's answer (the kind's `bot`, else the first choice) is taken, and the
                // log says so.
                drop(a);
                return at_set_up(lua, d);
            }
            if a.waiting.is_none() {
                a.waiting = Some(d);
            }
            Err(rt(WAITING))
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

/// `choose` while the game is set up: the kind's `bot` answers (else the first choice), the
/// question and the answer are logged as any other, with a note that the computer chose.
fn at_set_up(lua: &Lua, d: Decision) -> mlua::Result<Value> {
    let view = with_world(lua, |w| Ok(view(w, &d)))?;
    let rs: Table = lua.named_registry_value("sandtable.ruleset")?;
    let bot = rs
        .get::<Option<Table>>("decisions")?
        .and_then(|t| t.get::<Option<Table>>(d.kind.as_str()).ok().flatten())
        .and_then(|k| k.get::<Option<mlua::Function>>("bot").ok().flatten());
    let value = match bot {
        Some(f) => to_json(lua, f.call::<Value>(super::api::json_to_lua(lua, &view)?)?)?,
        None => d.choices[0].value.clone(),
    };
    let i = d.choice_index(&value).ok_or_else(|| {
        rt(format!(
            "sandtable.decisions.choose at set-up: decisions.{}.bot answered {value}, not one of the choices ({})",
            d.kind,
            d.labels()
        ))
    })?;
    change(lua, "sandtable.decisions.choose", |w| {
        w.record_decision(d, i)
            .map_err(|e| rt(format!("sandtable.decisions.choose: {e}")))?;
        w.emit(crate::kernel::Event::new(
            "decision_at_set_up",
            "The computer made that choice: the game was being set up, before any side could answer.",
        ));
        Ok(())
    })?;
    super::api::json_to_lua(lua, &value)
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

/// The decision kinds the ruleset declares: the keys of its `decisions` table, only those
/// with a `resolve` when `resolving` (`ask` hands the answer to it; `choose` returns it).
fn kinds(lua: &Lua, resolving: bool) -> mlua::Result<Vec<String>> {
    let rs: Table = lua.named_registry_value("sandtable.ruleset")?;
    let Some(t) = rs.get::<Option<Table>>("decisions")? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (k, v) in t.pairs::<String, Value>().flatten() {
        if let Value::Table(h) = v
            && (!resolving || matches!(h.get::<Value>("resolve")?, Value::Function(_)))
        {
            out.push(k);
        }
    }
    out.sort();
    Ok(out)
}

fn read_spec(
    lua: &Lua,
    w: &World,
    spec: &Table,
    declared: &[String],
    what: &str,
) -> mlua::Result<Decision> {
    let _ = ctx(lua)?;
    let resolving = what.ends_with("ask");
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
            "{what}: the ruleset declares no decision '{kind}'{} in its `decisions` table (declared: {})",
            if resolving {
                " with a resolve function"
            } else {
                ""
            },
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
        choices.push(read_choice(lua, w, c?, i + 1, what)?);
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
fn read_choice(lua: &Lua, w: &World, c: Value, n: usize, what: &str) -> mlua::Result<Choice> {
    let what = format!("{what}: choice #{n}");
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
