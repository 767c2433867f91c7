//! What a ruleset declares for the course of play: its action kinds, the decisions a side may
//! owe, the phases of a player turn, its tables, its top-level hooks and its computer players.

use super::{PhaseDecl, PhaseSide, Reader};
use crate::kernel::rules::SideDef;
use crate::script::layouts::{self, TableLayout};
use crate::script::slots::{self, SlotDecl};
use mlua::{Table, Value};
use std::collections::BTreeMap;

/// The action kinds a ruleset declares, with what some of them declare beside their hooks.
pub(super) struct ActionDecls {
    /// The kinds, sorted.
    pub kinds: Vec<String>,
    /// The slots of the kinds that declare them.
    pub slots: BTreeMap<String, Vec<SlotDecl>>,
    /// The names players read, for the kinds that declare one.
    pub labels: BTreeMap<String, String>,
    /// Where a kind's result is written: the event kind and its field.
    pub results: BTreeMap<String, (String, String)>,
}

/// Reads `actions`: each kind a table of hooks (`resolve` required, `can`, `list`,
/// `describe` and `options` functions if present), with its slots, label, and result as
/// `"event_kind"` or `"event_kind.field"`.
pub(super) fn read_actions(r: &mut Reader, t: &Table) -> ActionDecls {
    let mut actions = Vec::new();
    let mut slots = BTreeMap::new();
    let mut labels = BTreeMap::new();
    let mut results = BTreeMap::new();
    if let Some(a) = r.opt_table(t, "actions", "ruleset", "actions") {
        for (k, v) in a.pairs::<String, Value>().flatten() {
            match v {
                Value::Table(h) => {
                    let item = format!("action '{k}'");
                    r.check_keys(
                        &h,
                        &[
                            "can",
                            "resolve",
                            "list",
                            "describe",
                            "rule",
                            "slots",
                            "options",
                            "label",
                            "result",
                            "list_checked",
                        ],
                        &item,
                        &k,
                    );
                    let declared = slots::read_slots(r, &h, &item, &k);
                    if !declared.is_empty() {
                        slots.insert(k.clone(), declared);
                    }
                    if let Some(l) = r.opt_str(&h, "label", &item, &k) {
                        labels.insert(k.clone(), l);
                    }
                    if let Some(e) = r.opt_str(&h, "result", &item, &k) {
                        let (kind, field) = e.split_once('.').unwrap_or((&e, "result"));
                        if kind.is_empty() || field.is_empty() {
                            r.error(&k, format!("{item}: result '{e}' must name an event kind, and a field after a dot if not 'result' (\"combat_resolved\", \"fire_resolved.value\")"));
                        } else {
                            results.insert(k.clone(), (kind.to_string(), field.to_string()));
                        }
                    }
                    r.functions(
                        &h,
                        &["can", "resolve", "list", "describe", "options"],
                        &item,
                        &k,
                    );
                    if !matches!(h.get::<Value>("resolve"), Ok(Value::Function(_))) {
                        r.error(&k, format!("{item}: 'resolve' is missing (a function that carries the action out)"));
                    }
                    actions.push(k);
                }
                other => r.error(
                    &k,
                    format!(
                        "action '{k}' must be a table of hooks, not {}",
                        other.type_name()
                    ),
                ),
            }
        }
    }
    actions.sort();
    ActionDecls {
        kinds: actions,
        slots,
        labels,
        results,
    }
}

/// Checks `decisions`, the decisions a side owes in the middle of play
/// (sandtable.decisions.ask/choose): each kind a table with, optionally, the handler of the
/// answer (`resolve`) and the computer player's choice (`bot`), both functions.
pub(super) fn check_decisions(r: &mut Reader, t: &Table) {
    if let Some(a) = r.opt_table(t, "decisions", "ruleset", "decisions") {
        for (k, v) in a.pairs::<String, Value>().flatten() {
            let item = format!("decision '{k}'");
            let Value::Table(h) = v else {
                r.error(
                    &k,
                    format!("{item} must be a table of hooks, not {}", v.type_name()),
                );
                continue;
            };
            r.check_keys(&h, &["resolve", "bot", "rule"], &item, &k);
            // `resolve` carries out the answer to a decision asked with `decisions.ask`; one
            // chosen in place with `decisions.choose` needs none (the rule gets the answer
            // back), and `ask` refuses a kind without it.
            r.functions(&h, &["resolve", "bot"], &item, &k);
        }
    }
}

/// Reads `phases`, the phases of a player turn in order: each one's name, the side that acts
/// (`active` or `inactive`), the action kinds allowed in it (each declared in `actions`), its
/// hooks (functions) and rule number. At least one phase is declared.
pub(super) fn read_phases(r: &mut Reader, t: &Table, actions: &[String]) -> Vec<PhaseDecl> {
    let mut phases = Vec::new();
    for p in r.list_of_tables(t, "phases", "ruleset") {
        let pid = r.req_str(&p, "id", "phase", "phases");
        let item = format!("phase '{pid}'");
        r.check_keys(
            &p,
            &[
                "id",
                "name",
                "side",
                "actions",
                "on_begin",
                "on_end",
                "end_if",
                "can_end",
                "rule",
                "description",
            ],
            &item,
            &pid,
        );
        let name = r
            .opt_str(&p, "name", &item, &pid)
            .unwrap_or_else(|| pid.clone());
        let side = match r.opt_str(&p, "side", &item, &pid).as_deref() {
            None | Some("active") => PhaseSide::Active,
            Some("inactive") => PhaseSide::Inactive,
            Some(o) => {
                r.error(
                    &pid,
                    format!("{item}: side must be \"active\" or \"inactive\", not \"{o}\""),
                );
                PhaseSide::Active
            }
        };
        let acts = r.str_list(&p, "actions", &item, &pid);
        for a in &acts {
            if !actions.contains(a) {
                r.error(
                    &pid,
                    format!("{item}: action '{a}' is not declared in 'actions'"),
                );
            }
        }
        for hook in ["on_begin", "on_end", "end_if", "can_end"] {
            match p.get::<Value>(hook) {
                Ok(Value::Nil) | Ok(Value::Function(_)) => {}
                Ok(other) => r.error(
                    &pid,
                    format!(
                        "{item}: '{hook}' must be a function, not {}",
                        other.type_name()
                    ),
                ),
                Err(_) => {}
            }
        }
        let rule = r.opt_str(&p, "rule", &item, &pid).unwrap_or_default();
        phases.push(PhaseDecl {
            id: pid,
            name,
            side,
            actions: acts,
            rule,
        });
    }
    if phases.is_empty() {
        r.error(
            "phases",
            "ruleset: 'phases' must declare at least one phase",
        );
    }
    phases
}

/// Reads the names of the declared `tables` (sorted), and `table_layouts`, how they are
/// printed (each layout for a declared table).
pub(super) fn read_tables(
    r: &mut Reader,
    t: &Table,
) -> (Vec<String>, BTreeMap<String, TableLayout>) {
    let mut tables = Vec::new();
    if let Some(tb) = r.opt_table(t, "tables", "ruleset", "tables") {
        for (k, _) in tb.pairs::<String, Value>().flatten() {
            tables.push(k);
        }
    }
    tables.sort();
    let table_layouts = layouts::read(r, t, &tables);
    (tables, table_layouts)
}

/// Checks the ruleset's top-level hooks (`victory`, `bot`, `on_turn_begin`, `on_turn_end`,
/// `on_game_begin`, `describe_unit`, `unit_route`, `idle_reason`, `referee`): each one present
/// is a function.
pub(super) fn check_hooks(r: &mut Reader, t: &Table) {
    for hook in [
        "victory",
        "bot",
        "on_turn_begin",
        "on_turn_end",
        "on_game_begin",
        "describe_unit",
        "unit_route",
        "idle_reason",
        "referee",
    ] {
        match t.get::<Value>(hook) {
            Ok(Value::Nil) | Ok(Value::Function(_)) => {}
            Ok(other) => r.error(
                hook,
                format!(
                    "ruleset: '{hook}' must be a function, not {}",
                    other.type_name()
                ),
            ),
            Err(_) => {}
        }
    }
}

/// Checks `bots`, the computer players by side: each key a declared side, each value a
/// function.
pub(super) fn check_bots(r: &mut Reader, t: &Table, sides: &[SideDef]) {
    if let Some(b) = r.opt_table(t, "bots", "ruleset", "bots") {
        for (k, v) in b.pairs::<String, Value>().flatten() {
            if !sides.iter().any(|s| s.id == k) {
                r.error(&k, format!("bots: '{k}' is not a side"));
            }
            if !matches!(v, Value::Function(_)) {
                r.error(&k, format!("bots.{k} must be a function"));
            }
        }
    }
}

/// Reads `bot_profiles`: each `{ id, name?, description?, <side> = function, ... }` with a
/// function for every declared side; ids unique and not the generic bot's. Without it, one
/// profile `standard` (the ruleset's `bots`/`bot`).
pub(super) fn read_bot_profiles(
    r: &mut Reader,
    t: &Table,
    sides: &[SideDef],
) -> Vec<super::BotProfileDecl> {
    let mut out: Vec<super::BotProfileDecl> = Vec::new();
    for p in r.list_of_tables(t, "bot_profiles", "ruleset") {
        let id = r.req_str(&p, "id", "bot profile", "bot_profiles");
        let item = format!("bot profile '{id}'");
        let mut keys = vec!["id", "name", "description"];
        keys.extend(sides.iter().map(|s| s.id.as_str()));
        r.check_keys(&p, &keys, &item, &id);
        if id == super::GENERIC_PROFILE {
            r.error(
                &id,
                format!("{item}: '{id}' is the generic computer player's id; choose another"),
            );
        }
        if out.iter().any(|x| x.id == id) {
            r.error(&id, format!("{item} is declared twice"));
        }
        for s in sides {
            if !matches!(p.get::<Value>(s.id.as_str()), Ok(Value::Function(_))) {
                r.error(
                    &id,
                    format!("{item}: '{}' must be a function (the side's bot)", s.id),
                );
            }
        }
        let name = r
            .opt_str(&p, "name", &item, &id)
            .unwrap_or_else(|| id.clone());
        let description = r.opt_str(&p, "description", &item, &id).unwrap_or_default();
        out.push(super::BotProfileDecl {
            id,
            name,
            description,
        });
    }
    if out.is_empty() {
        out.push(super::BotProfileDecl {
            id: "standard".into(),
            name: "Standard".into(),
            description: "The ruleset's computer players.".into(),
        });
    }
    out
}
