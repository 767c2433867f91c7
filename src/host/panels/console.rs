//! The console: what the ruleset's hooks printed (`print` in legality checks, listings and
//! bots), errors the window met (a failed bot step, load or hook), the log's error events, the
//! last replay under the rules on disk, and what each reload of the rules changed.

use super::heading;
use crate::host::context::PanelCtx;
use eframe::egui::{self, RichText};

/// Shows the console.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, console: &[String]) {
    let mut errors = cx.session.host_errors.clone();
    if let Some(e) = cx.legal().and_then(|l| l.error.as_ref()) {
        errors.push(format!("listing the legal actions failed: {e}"));
    }
    let log_errors: Vec<&crate::kernel::Event> = cx
        .world
        .log
        .iter()
        .filter(|e| {
            e.kind == "bot_error" || e.kind == "phase_cut_short" || e.kind.ends_with("error")
        })
        .collect();
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            heading(ui, &format!("Errors ({})", errors.len() + log_errors.len()));
            if errors.is_empty() && log_errors.is_empty() {
                ui.label(RichText::new("No errors.").color(cx.theme.muted));
            }
            for e in &errors {
                ui.label(RichText::new(e).monospace().color(cx.theme.error));
            }
            for e in log_errors {
                ui.label(
                    RichText::new(format!("T{} {}: {}", e.turn, e.phase, e.text))
                        .monospace()
                        .color(cx.theme.error),
                );
            }
            if let Some(r) = &cx.session.replay_report {
                heading(ui, "Replay under the rules on disk");
                ui.monospace(r);
            }
            if !cx.session.rule_changes.is_empty() {
                heading(ui, "What each reload changed");
                for c in &cx.session.rule_changes {
                    ui.monospace(c);
                }
            }
            heading(ui, &format!("Lua console ({} lines)", console.len()));
            if console.is_empty() {
                ui.label(
                    RichText::new("Nothing printed. print() in a hook that only looks (can, list, bots) writes here.")
                        .color(cx.theme.muted),
                );
            }
            for line in console {
                ui.monospace(line);
            }
        });
}
