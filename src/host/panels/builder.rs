//! An action with several parts, picked part by part: for each slot the action kind declares
//! (units, hexes, a choice…), what is picked and, for the slot being picked, the values the
//! rules allow given the others — also marked on the map, where a click picks them. Below, the
//! ruleset's description of the action as it stands (odds, the result of each die face) and
//! Confirm. Nothing here knows a ruleset: the declaration and the `options` hook say it all.

use super::proposal::describe;
use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::host::play::Builder;
use crate::script::slots::{SlotDecl, SlotKind};
use eframe::egui::{self, RichText};
use serde_json::Value;

/// The action's title: the kind's declared label ("Attack"), else its kind.
pub fn title(cx: &PanelCtx, b: &Builder) -> String {
    let kind = b.action["kind"].as_str().unwrap_or("action");
    cx.game
        .engine
        .decl
        .action_labels
        .get(kind)
        .cloned()
        .unwrap_or_else(|| super::proposal::title(&serde_json::json!({ "kind": kind })))
}

/// What a slot holds now, in words.
fn picked(b: &Builder, slot: &str) -> String {
    match b.action.get(slot) {
        None => "—".into(),
        Some(Value::Array(a)) => a
            .iter()
            .map(super::cell_text)
            .collect::<Vec<_>>()
            .join(", "),
        Some(v) => super::cell_text(v),
    }
}

/// A slot filled in by typing or anywhere on the map rather than from a list: a text, a
/// number without listed values, a hex slot that takes any hex.
fn typed_slot(s: &SlotDecl) -> bool {
    s.any || matches!(s.kind, SlotKind::Text | SlotKind::Number)
}

/// The field of a text or number slot, or the hint of a slot that takes any hex.
fn typed(ui: &mut egui::Ui, cx: &PanelCtx, b: &Builder, s: &SlotDecl, out: &mut Commands) {
    let listed = b.options.as_ref().is_ok_and(|o| !o.is_empty());
    if s.any {
        ui.label(
            RichText::new("Click any hex on the map (or a suggestion below).")
                .color(cx.theme.muted),
        );
        return;
    }
    match s.kind {
        SlotKind::Text => {
            let mut text = b.action[&s.id].as_str().unwrap_or_default().to_string();
            let label = ui.label(&s.label);
            if ui
                .add(egui::TextEdit::singleline(&mut text).desired_width(260.0))
                .labelled_by(label.id)
                .changed()
            {
                let v = (!text.is_empty()).then_some(Value::String(text));
                out.push(Command::BuildSet(s.id.clone(), v));
            }
        }
        SlotKind::Number if !listed => {
            let mut n = b.action[&s.id].as_f64().unwrap_or(0.0);
            if ui.add(egui::DragValue::new(&mut n).speed(1.0)).changed() {
                let v = if n.fract() == 0.0 {
                    serde_json::json!(n as i64)
                } else {
                    serde_json::json!(n)
                };
                out.push(Command::BuildSet(s.id.clone(), Some(v)));
            }
        }
        _ => {}
    }
}

/// Shows the builder window.
pub fn show(ctx: &egui::Context, cx: &PanelCtx, b: &Builder, out: &mut Commands) {
    let kind = b.action["kind"].as_str().unwrap_or_default();
    let slots = cx.game.slots(kind);
    let mut open = true;
    egui::Window::new(title(cx, b))
        .id(egui::Id::unique("builder"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::Vec2::new(-400.0, 60.0))
        .show(ctx, |ui| {
            egui::Grid::new("builder-slots")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for (i, s) in slots.iter().enumerate() {
                        let text = if s.optional {
                            format!("{} (optional)", s.label)
                        } else {
                            s.label.clone()
                        };
                        if ui
                            .selectable_label(i == b.active, RichText::new(text).strong())
                            .on_hover_text("Pick this part")
                            .clicked()
                        {
                            out.push(Command::BuildSlot(i));
                        }
                        ui.label(picked(b, &s.id));
                        ui.end_row();
                    }
                });
            if let Some(s) = slots.get(b.active) {
                ui.separator();
                ui.label(RichText::new(format!("Pick: {}", s.label)).color(cx.theme.muted));
                typed(ui, cx, b, s, out);
                match &b.options {
                    Err(e) => {
                        ui.colored_label(cx.theme.error, e);
                    }
                    Ok(opts) if opts.is_empty() && typed_slot(s) => {}
                    Ok(opts) if opts.is_empty() => {
                        ui.label(
                            RichText::new("Nothing can be picked here now.").color(cx.theme.muted),
                        );
                    }
                    Ok(opts) => {
                        if opts.iter().any(|o| o.get("hex").is_some()) {
                            ui.label(
                                RichText::new("Click a marked hex on the map, or below.")
                                    .color(cx.theme.muted),
                            );
                        }
                        let current = b.action.get(&s.id);
                        for o in opts {
                            let v = &o["value"];
                            let on = match current {
                                Some(Value::Array(a)) => a.contains(v),
                                Some(x) => x == v,
                                None => false,
                            };
                            let label = o["label"].as_str().unwrap_or_default();
                            if ui.selectable_label(on, label).clicked() {
                                out.push(Command::BuildPick(s.id.clone(), v.clone()));
                            }
                        }
                    }
                }
            }
            ui.separator();
            match &b.description {
                Err(e) => {
                    ui.colored_label(cx.theme.error, format!("describe failed: {e}"));
                }
                Ok(None) => {}
                Ok(Some(d)) => describe(ui, d),
            }
            if b.verdict.is_ok() {
                super::odds::show(ui, cx, &b.action, out);
            }
            if let Err(why) = &b.verdict {
                ui.colored_label(cx.theme.error, format!("Not yet: {why}"));
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(b.verdict.is_ok(), egui::Button::new("Confirm"))
                    .on_hover_text("Take this action")
                    .clicked()
                {
                    out.push(Command::Apply(b.action.clone()));
                }
                if ui
                    .button("Cancel")
                    .on_hover_text("Close without acting")
                    .clicked()
                {
                    out.push(Command::CancelBuild);
                }
            });
        });
    if !open {
        out.push(Command::CancelBuild);
    }
}
