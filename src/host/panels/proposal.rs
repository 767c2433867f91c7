//! The confirmation of an action (an attack): what the ruleset's `describe` hook says about it
//! (odds, modifiers, the possible results), which units take part (each can be left out), and
//! whether it is legal as it stands; Confirm applies it, Cancel closes it.

use super::cell_text;
use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::host::play::Proposal;
use eframe::egui::{self, RichText};
use serde_json::Value;

/// A title for an action: "Attack on 0805", "Rally 1/USA", else its kind.
pub fn title(action: &Value) -> String {
    let kind = action
        .get("kind")
        .and_then(|k| k.as_str())
        .unwrap_or("action");
    let mut t = kind.replace('_', " ");
    if let Some(first) = t.get(..1) {
        t = first.to_uppercase() + &t[1..];
    }
    if let Some(target) = action.get("target").and_then(|v| v.as_str()) {
        t.push_str(&format!(" on {target}"));
    } else if let Some(unit) = action.get("unit").and_then(|v| v.as_str()) {
        t.push_str(&format!(" {unit}"));
    }
    // The other plain fields tell apart actions of one kind on one unit (a facing, a
    // formation, a ford's name): "Face 1/XIV — facing NW".
    let details: Vec<String> = action
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(k, _)| !matches!(k.as_str(), "kind" | "unit" | "target"))
        .filter_map(|(k, v)| {
            let v = match v {
                Value::String(s) => s.clone(),
                Value::Number(n) => n.to_string(),
                Value::Bool(b) => b.to_string(),
                _ => return None,
            };
            Some(format!("{} {v}", k.replace('_', " ")))
        })
        .collect();
    if !details.is_empty() {
        t.push_str(" — ");
        t.push_str(&details.join(", "));
    }
    t
}

/// Fields of the original action that list unit keys (e.g. `attackers`).
fn unit_lists(cx: &PanelCtx, action: &Value) -> Vec<(String, Vec<String>)> {
    let Some(obj) = action.as_object() else {
        return Vec::new();
    };
    obj.iter()
        .filter_map(|(k, v)| {
            let keys: Vec<String> = v
                .as_array()?
                .iter()
                .map(|x| x.as_str().map(str::to_string))
                .collect::<Option<Vec<_>>>()?;
            (!keys.is_empty()
                && keys
                    .iter()
                    .all(|key| cx.world.state.unit_by_key(key).is_some()))
            .then(|| (k.clone(), keys))
        })
        .collect()
}

/// Shows the proposal window.
pub fn show(ctx: &egui::Context, cx: &PanelCtx, p: &Proposal, out: &mut Commands) {
    let mut open = true;
    egui::Window::new(title(&p.action))
        .id(egui::Id::unique("proposal"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::Vec2::new(-400.0, 60.0))
        .show(ctx, |ui| {
            match &p.description {
                Err(e) => {
                    ui.colored_label(cx.theme.error, format!("describe failed: {e}"));
                }
                Ok(None) => {
                    ui.label(
                        RichText::new("The ruleset gives no description of this action.")
                            .color(cx.theme.muted),
                    );
                }
                Ok(Some(d)) => describe(ui, d),
            }
            for (field, keys) in unit_lists(cx, &p.original) {
                ui.separator();
                ui.label(
                    RichText::new(format!(
                        "{} (untick to leave a unit out)",
                        field.replace('_', " ")
                    ))
                    .strong(),
                );
                let current: Vec<String> = p
                    .action
                    .get(&field)
                    .and_then(|v| v.as_array())
                    .map(|a| {
                        a.iter()
                            .filter_map(|x| x.as_str().map(str::to_string))
                            .collect()
                    })
                    .unwrap_or_default();
                for key in &keys {
                    let mut on = current.contains(key);
                    let name = cx
                        .world
                        .state
                        .unit_by_key(key)
                        .and_then(|id| cx.unit(id))
                        .map(|u| format!("{} {} ({})", u.key, u.name, u.strength))
                        .unwrap_or_else(|| key.clone());
                    if ui.checkbox(&mut on, name).changed() {
                        let list: Vec<Value> = keys
                            .iter()
                            .filter(|k| if *k == key { on } else { current.contains(k) })
                            .map(|k| Value::String(k.clone()))
                            .collect();
                        let mut a = p.action.clone();
                        a[&field] = Value::Array(list);
                        out.push(Command::EditProposal(a));
                    }
                }
            }
            if p.verdict.is_ok() {
                super::odds::show(ui, cx, &p.action, out);
            }
            ui.separator();
            if let Err(why) = &p.verdict {
                ui.colored_label(cx.theme.error, format!("Not allowed: {why}"));
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(p.verdict.is_ok(), egui::Button::new("Confirm"))
                    .on_hover_text("Take this action (Enter)")
                    .clicked()
                {
                    out.push(Command::Apply(p.action.clone()));
                }
                if ui
                    .button("Cancel")
                    .on_hover_text("Close without acting (Esc)")
                    .clicked()
                {
                    out.push(Command::CancelProposal);
                }
            });
        });
    if !open {
        out.push(Command::CancelProposal);
    }
}

/// The description as a grid: one row per field; a list of values as a numbered row (the
/// results by die roll).
pub fn describe(ui: &mut egui::Ui, d: &Value) {
    let Some(obj) = d.as_object() else {
        ui.monospace(cell_text(d));
        return;
    };
    egui::Grid::new("proposal-describe")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (k, v) in obj {
                ui.label(RichText::new(k.replace('_', " ")).strong());
                match v {
                    Value::Array(items)
                        if !items.is_empty()
                            && items.iter().all(|x| !x.is_object() && !x.is_array()) =>
                    {
                        egui::Grid::new(("describe-list", k.as_str())).show(ui, |ui| {
                            for i in 1..=items.len() {
                                ui.label(RichText::new(i.to_string()).small());
                            }
                            ui.end_row();
                            for it in items {
                                ui.monospace(cell_text(it));
                            }
                            ui.end_row();
                        });
                    }
                    other => {
                        ui.monospace(cell_text(other));
                    }
                }
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::title;
    use serde_json::json;

    #[test]
    fn titles_tell_apart_actions_of_one_kind_on_one_unit() {
        assert_eq!(
            title(&json!({"kind": "face", "unit": "A", "facing": "NW"})),
            "Face A — facing NW"
        );
        assert_eq!(
            title(&json!({"kind": "search_ford", "unit": "K", "ford": "Lambert's Ford"})),
            "Search ford K — ford Lambert's Ford"
        );
        assert_eq!(
            title(&json!({"kind": "fire", "units": ["A", "B"], "target": "C"})),
            "Fire on C"
        );
        assert_eq!(title(&json!({"kind": "delay_reserve"})), "Delay reserve");
    }
}
