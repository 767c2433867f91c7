//! The rules panel: the ruleset's rule-coverage matrix (every numbered rule it declares, its
//! status, where the Lua code names it and the tests that check it), as `sandtable rules`
//! prints it, with a filter.

use super::heading;
use crate::coverage::Coverage;
use crate::host::context::PanelCtx;
use crate::script::decl::RuleStatus;
use eframe::egui::{self, Color32, RichText};

fn status_color(s: RuleStatus) -> Color32 {
    match s {
        RuleStatus::Enforced => Color32::from_rgb(110, 200, 120),
        RuleStatus::Option => Color32::from_rgb(120, 170, 230),
        RuleStatus::Reconstructed => Color32::from_rgb(220, 180, 90),
        RuleStatus::Partial => Color32::from_rgb(235, 140, 70),
        RuleStatus::TableOnly => Color32::from_rgb(170, 170, 170),
        RuleStatus::NotApplicable => Color32::from_rgb(140, 140, 140),
        RuleStatus::Missing => Color32::from_rgb(235, 90, 80),
    }
}

/// Shows the coverage matrix. `filter` is the panel's saved filter text.
pub fn show(
    ui: &mut egui::Ui,
    cx: &PanelCtx,
    cov: Option<&Result<Coverage, String>>,
    filter: &mut String,
) {
    let cov = match cov {
        None => {
            ui.spinner();
            return;
        }
        Some(Err(e)) => {
            ui.colored_label(cx.theme.error, e);
            return;
        }
        Some(Ok(c)) => c,
    };
    heading(ui, &format!("Rules of {}", cov.name));
    ui.label(cov.summary_line());
    ui.horizontal(|ui| {
        let l = ui.label("Filter:");
        ui.text_edit_singleline(filter)
            .labelled_by(l.id)
            .on_hover_text("Show only rules whose number, title or status contains this");
    });
    let needle = filter.to_lowercase();
    egui::ScrollArea::both()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("rules")
                .striped(true)
                .num_columns(5)
                .show(ui, |ui| {
                    for h in ["Rule", "Title", "Status", "Code", "Tests"] {
                        ui.label(RichText::new(h).strong());
                    }
                    ui.end_row();
                    for r in &cov.rules {
                        let d = &r.rule;
                        let hay =
                            format!("{} {} {}", d.id, d.title, d.status.name()).to_lowercase();
                        if !needle.is_empty() && !hay.contains(&needle) {
                            continue;
                        }
                        ui.label(RichText::new(&d.id).strong());
                        let title = ui.label(&d.title);
                        if !d.note.is_empty() {
                            title.on_hover_text(&d.note);
                        }
                        let mut status = d.status.name().to_string();
                        if let Some(o) = &d.option {
                            status.push_str(&format!(" ({o})"));
                        }
                        ui.colored_label(status_color(d.status), status);
                        let code = ui.label(r.implemented.len().to_string());
                        if !r.implemented.is_empty() {
                            code.on_hover_text(r.implemented.join("\n"));
                        }
                        let tests = if r.tests.is_empty() && d.status != RuleStatus::NotApplicable {
                            ui.colored_label(cx.theme.error, "0")
                        } else {
                            ui.label(r.tests.len().to_string())
                        };
                        if !r.tests.is_empty() {
                            tests.on_hover_text(r.tests.join("\n"));
                        }
                        ui.end_row();
                    }
                });
        });
}
