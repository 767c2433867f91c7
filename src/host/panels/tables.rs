//! The ruleset's declared tables (combat results, terrain effects…), read from its Lua state
//! after mods are merged and drawn as grids: a list of rows as a grid with row numbers (the
//! die roll, for a combat results table), a list of values as one row, a keyed table as
//! key/value pairs.

use super::{cell_text, heading};
use crate::host::context::PanelCtx;
use crate::host::play::TableData;
use eframe::egui::{self, RichText};
use serde_json::Value;

/// Shows the tables.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, tables: &[TableData]) {
    if tables.is_empty() {
        ui.label(RichText::new("This ruleset declares no tables.").color(cx.theme.muted));
        return;
    }
    egui::ScrollArea::both()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for t in tables {
                heading(ui, &t.name);
                match &t.value {
                    Err(e) => {
                        ui.colored_label(cx.theme.error, format!("could not read it: {e}"));
                    }
                    Ok(v) => value_grid(ui, &t.name, v),
                }
                ui.add_space(6.0);
            }
        });
}

fn value_grid(ui: &mut egui::Ui, name: &str, v: &Value) {
    match v {
        Value::Array(rows) if rows.iter().all(|r| r.is_array()) => {
            let width = rows
                .iter()
                .filter_map(|r| r.as_array().map(Vec::len))
                .max()
                .unwrap_or(0);
            egui::Grid::new(("table", name))
                .striped(true)
                .num_columns(width + 1)
                .show(ui, |ui| {
                    ui.label(RichText::new("#").strong());
                    for c in 1..=width {
                        ui.label(RichText::new(c.to_string()).strong());
                    }
                    ui.end_row();
                    for (i, r) in rows.iter().enumerate() {
                        ui.label(RichText::new((i + 1).to_string()).strong());
                        for c in r.as_array().into_iter().flatten() {
                            ui.monospace(cell_text(c));
                        }
                        ui.end_row();
                    }
                });
        }
        Value::Array(items) => {
            egui::Grid::new(("table", name))
                .striped(true)
                .show(ui, |ui| {
                    for (i, _) in items.iter().enumerate() {
                        ui.label(RichText::new((i + 1).to_string()).strong());
                    }
                    ui.end_row();
                    for it in items {
                        ui.monospace(cell_text(it));
                    }
                    ui.end_row();
                });
        }
        Value::Object(map) => {
            egui::Grid::new(("table", name))
                .striped(true)
                .num_columns(2)
                .show(ui, |ui| {
                    for (k, v) in map {
                        ui.label(RichText::new(k).strong());
                        ui.monospace(cell_text(v));
                        ui.end_row();
                    }
                });
        }
        other => {
            ui.monospace(cell_text(other));
        }
    }
}
