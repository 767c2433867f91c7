//! A decision the rules give a player outside his own action (where his unit retreats, whether
//! his defender advances): the question, the rule, and a button for each choice; choices about
//! a hex are also marked on the map, where a click answers them. Only shown while a person owes
//! the decision; a computer side's bot answers by itself.

use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::host::play::DecisionView;
use eframe::egui::{self, RichText};

/// The window's title: "Decision for Confederate (7.71)".
pub fn title(cx: &PanelCtx, d: &DecisionView) -> String {
    let side = cx
        .world
        .catalog
        .side(&d.side)
        .map(|i| cx.side_name(i))
        .unwrap_or(d.side.as_str());
    if d.rule.is_empty() {
        format!("Decision for {side}")
    } else {
        format!("Decision for {side} ({})", d.rule)
    }
}

/// Shows the decision window.
pub fn show(ctx: &egui::Context, cx: &PanelCtx, d: &DecisionView, out: &mut Commands) {
    egui::Window::new(title(cx, d))
        .id(egui::Id::unique("decision"))
        .collapsible(false)
        .resizable(false)
        .max_width(460.0)
        .anchor(egui::Align2::CENTER_TOP, egui::Vec2::new(0.0, 60.0))
        .show(ctx, |ui| {
            ui.label(RichText::new(&d.prompt).strong());
            if d.choices.iter().any(|(_, h, _)| h.is_some()) {
                ui.label(
                    RichText::new("Click a marked hex on the map, or a choice below.")
                        .color(cx.theme.muted),
                );
            }
            ui.add_space(4.0);
            // Many short choices (a rout's end hexes) flow in rows, so the window stays small
            // and the marked hexes under it stay in sight; long ones are a list that scrolls.
            let short = d.choices.iter().all(|(l, _, _)| l.chars().count() <= 24);
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    if short {
                        ui.horizontal_wrapped(|ui| choice_buttons(ui, cx, d, out));
                    } else {
                        choice_buttons(ui, cx, d, out);
                    }
                });
        });
}

fn choice_buttons(ui: &mut egui::Ui, cx: &PanelCtx, d: &DecisionView, out: &mut Commands) {
    for (label, hex, answer) in &d.choices {
        let b = ui.button(label);
        let b = match hex {
            Some(h) => b.on_hover_text(format!("Choose {label} (hex {})", cx.label(*h))),
            None => b.on_hover_text(format!("Choose {label}")),
        };
        if b.clicked() {
            out.push(Command::Apply(answer.clone()));
        }
    }
}
