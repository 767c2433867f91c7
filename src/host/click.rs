//! What a click on the map means. Decided from the game, the ruleset's declarations and the
//! window's state alone — no painting, no egui — so the policy reads in one place and is
//! tested without a window; the app carries the [`Intent`] out.
//!
//! In order: a hex the slot being picked offers (an action being built); a hex a decision
//! offers (the answer); a destination of the selected unit (its move, of whatever kind the
//! ruleset lists); the start of an action with several parts whose first slot offers the hex;
//! an action aimed at the hex (shown before it is taken, the selected unit's first); a unit
//! there (selected, the side to act's first, a second click going through the stack); else
//! why the selected unit cannot go there, in the ruleset's words.

use super::play::{Selection, Session};
use crate::kernel::{Hex, UnitId};
use crate::script::slots::SlotKind;
use serde_json::Value;

/// What a click on a hex asks the window to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Pick these values for the slot being filled of the action being built.
    Pick {
        /// The slot's id.
        slot: String,
        /// What is at the hex (every unit of a stack, for a units slot).
        values: Vec<Value>,
    },
    /// Take this action now (an answer to a decision, a move).
    Take(Value),
    /// Start building this action with several parts; the slot to pick next.
    Build(Value, usize),
    /// Show this action's description before it is taken.
    Propose(Value),
    /// Select a unit (and the hex).
    Select(Selection),
    /// Nothing to do there: say why (the ruleset's refusal, with its rule).
    Refuse(String),
    /// Only mark the hex.
    Mark,
}

/// What a click on `h` means now.
pub fn intent(s: &Session, h: Hex) -> Intent {
    let key = s.selection.unit.and_then(|u| s.unit_key(u));
    let person = s.person_to_act();
    if person {
        if let Some(i) = pick_for_builder(s, h) {
            return i;
        }
        if let Some(a) = s
            .legal()
            .and_then(|l| l.decision.as_ref())
            .and_then(|d| d.answer_at(h))
        {
            return Intent::Take(a.clone());
        }
        if let (Some(k), Some(l)) = (&key, s.legal())
            && let Some(a) = l.move_to(k, h)
        {
            return Intent::Take(a.clone());
        }
        if s.builder.is_none()
            && let Some(a) = start_of_build(s, h)
        {
            // The second part (the units, for an attack) is the one to pick next: a click on
            // another stack adds it.
            return Intent::Build(a, 1);
        }
        if let Some(l) = s.legal() {
            let targets = l.targets_at(h);
            if !targets.is_empty() {
                // Prefer the action the selected unit takes part in.
                let mine = key
                    .as_ref()
                    .and_then(|k| targets.iter().find(|a| takes_part(s, a, k)));
                if let Some(a) = mine.or(targets.first()) {
                    return Intent::Propose((*a).clone());
                }
            }
        }
    }
    if let Some(u) = next_in_stack(s, h) {
        return Intent::Select(Selection {
            unit: Some(u),
            hex: Some(h),
        });
    }
    if person && let Some(k) = key {
        return Intent::Refuse(why_not_there(s, &k, h));
    }
    Intent::Mark
}

/// A hex the slot being picked offers: pick what is there.
fn pick_for_builder(s: &Session, h: Hex) -> Option<Intent> {
    let b = s.builder.as_ref()?;
    let label = s.game.with_world(|w| w.label(h));
    let kind = b.action["kind"].as_str().unwrap_or_default();
    let decl = s.game.slots(kind).get(b.active)?;
    let slot = decl.id.clone();
    let mut values = b.options_at(&label);
    // A slot that takes any hex (an order's objective) takes this one.
    if values.is_empty() && decl.any {
        values.push(Value::String(label));
    }
    (!values.is_empty()).then_some(Intent::Pick { slot, values })
}

/// Whether unit `key` takes part in `action`: it fills one of the action's unit slots (by the
/// ruleset's declaration), or its `unit` or `units` field where it declares none.
pub fn takes_part(s: &Session, action: &Value, key: &str) -> bool {
    let kind = action["kind"].as_str().unwrap_or_default();
    let declared: Vec<&str> = s
        .game
        .slots(kind)
        .iter()
        .filter(|d| matches!(d.kind, SlotKind::Unit | SlotKind::Units))
        .map(|d| d.id.as_str())
        .collect();
    let fields: &[&str] = if declared.is_empty() {
        &["unit", "units"]
    } else {
        &declared
    };
    fields.iter().any(|f| match &action[*f] {
        Value::String(u) => u == key,
        Value::Array(list) => list.iter().any(|u| u.as_str() == Some(key)),
        _ => false,
    })
}

/// The unit a click on `h` selects: the side to act's units first; a second click goes on
/// through the stack.
fn next_in_stack(s: &Session, h: Hex) -> Option<UnitId> {
    let here: Vec<UnitId> = s.game.with_world(|w| w.state.units_at(h).collect());
    if here.is_empty() {
        return None;
    }
    let acting = s.game.acting_side();
    let mine: Vec<UnitId> = s.game.with_world(|w| {
        here.iter()
            .copied()
            .filter(|u| {
                w.catalog
                    .sides
                    .get(w.state.units[*u as usize].side)
                    .is_some_and(|d| d.id == acting)
            })
            .collect()
    });
    let pool = if mine.is_empty() { here } else { mine };
    Some(
        match s
            .selection
            .unit
            .and_then(|u| pool.iter().position(|x| *x == u))
        {
            Some(i) => pool[(i + 1) % pool.len()],
            None => *pool.last()?,
        },
    )
}

/// Why unit `key` cannot go to `h`: the ruleset's own refusal of the move, for the kinds of
/// action this phase lists as moves (`{unit, to}`), else that nothing is legal there.
fn why_not_there(s: &Session, key: &str, h: Hex) -> String {
    let label = s.game.with_world(|w| w.label(h));
    let kinds = s.legal().map(|l| l.move_kinds()).unwrap_or_default();
    for kind in &kinds {
        let action = serde_json::json!({"kind": kind, "unit": key, "to": label});
        if let Err(e) = s.game.check(&action) {
            return format!("{key} cannot go to {label}: {e}");
        }
    }
    format!("{key} has no legal action on {label} in this phase.")
}

/// The action with several parts a click on hex `h` starts, if any: the first kind of the
/// phase whose first slot holds hexes and offers `h` — with `h` filled in, and, where the next
/// slot holds units, the selected unit if it is offered, else every unit offered (the player
/// leaves out those he does not want).
fn start_of_build(s: &Session, h: Hex) -> Option<Value> {
    let label = s.game.with_world(|w| w.label(h));
    let kinds = s.game.with_world(|w| {
        s.game
            .engine
            .decl
            .phases
            .get(w.state.cursor.phase)
            .map(|p| p.actions.clone())
            .unwrap_or_default()
    });
    let selected = s.selection.unit.and_then(|u| s.unit_key(u));
    for kind in kinds {
        let slots = s.game.slots(&kind).to_vec();
        let Some(first) = slots.first() else {
            continue;
        };
        if !matches!(first.kind, SlotKind::Hex | SlotKind::Hexes) {
            continue;
        }
        let mut a = serde_json::json!({ "kind": kind });
        let options = s.game.slot_options(&a, &first.id).ok()?;
        let Some(o) = options.iter().find(|o| o["hex"].as_str() == Some(&label)) else {
            continue;
        };
        a[&first.id] = if first.kind.is_list() {
            serde_json::json!([o["value"]])
        } else {
            o["value"].clone()
        };
        if let Some(next) = slots.get(1)
            && next.kind == SlotKind::Units
            && let Ok(units) = s.game.slot_options(&a, &next.id)
            && !units.is_empty()
        {
            let offered = |k: &str| units.iter().any(|u| u["value"].as_str() == Some(k));
            a[&next.id] = match &selected {
                Some(k) if offered(k) => serde_json::json!([k]),
                _ => Value::Array(units.iter().map(|u| u["value"].clone()).collect()),
            };
        }
        return Some(a);
    }
    None
}
