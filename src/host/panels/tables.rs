//! The ruleset's declared tables as printed (`Game::tables`): a grid with the headers its
//! layout declares (a combat results table with its odds across the top and the die roll
//! down the side), every column, each table scrolling sideways on its own; a list of values
//! as one row; a keyed table as key/value pairs.

use super::{cell_text, heading};
use crate::host::context::PanelCtx;
use crate::session::tables::PrintedTable;
use eframe::egui::{self, RichText};
use serde_json::Value;

/// Shows the tables.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, tables: &[PrintedTable]) {
    if tables.is_empty() {
        ui.label(RichText::new("This ruleset declares no tables.").color(cx.theme.muted));
        return;
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for t in tables {
                if t.title == t.name {
                    heading(ui, &t.name);
                } else {
                    heading(ui, &t.title);
                    ui.label(RichText::new(&t.name).small().color(cx.theme.muted));
                }
                match &t.value {
                    Err(e) => {
                        ui.colored_label(cx.theme.error, format!("could not read it: {e}"));
                    }
                    Ok(v) => {
                        // Wider than the panel: the bar shows that there is more to the right.
                        egui::ScrollArea::horizontal()
                            .id_salt(("table-scroll", t.name.as_str()))
                            .auto_shrink([false, true])
                            .scroll_bar_visibility(
                                egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded,
                            )
                            .show(ui, |ui| value_grid(ui, t, v));
                    }
                }
                ui.add_space(6.0);
            }
        });
}

fn value_grid(ui: &mut egui::Ui, t: &PrintedTable, v: &Value) {
    let name = t.name.as_str();
    match v {
        // A list of odds ({ 1, 2 }, …) reads as one row of "1-2" cells, not as a grid.
        Value::Array(rows)
            if !rows.is_empty()
                && rows.iter().all(|r| r.is_array())
                && !rows.iter().all(is_odds) =>
        {
            let width = rows
                .iter()
                .filter_map(|r| r.as_array().map(Vec::len))
                .max()
                .unwrap_or(0);
            // Columns as narrow as their cells, so that a ten-column table fits the panel.
            egui::Grid::new(("table", name))
                .striped(true)
                .min_col_width(0.0)
                .spacing([10.0, 4.0])
                .num_columns(width + 1)
                .show(ui, |ui| {
                    let corner = if t.row_title.is_empty() {
                        "#"
                    } else {
                        t.row_title.as_str()
                    };
                    ui.label(RichText::new(corner).strong());
                    for c in 0..width {
                        ui.label(RichText::new(t.column(c)).strong());
                    }
                    ui.end_row();
                    for (i, r) in rows.iter().enumerate() {
                        ui.label(RichText::new(t.row(i)).strong());
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
                .min_col_width(0.0)
                .spacing([10.0, 4.0])
                .show(ui, |ui| {
                    for i in 0..items.len() {
                        ui.label(RichText::new(t.column(i)).strong());
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

/// A pair of numbers: odds, or a range ("1-2").
fn is_odds(v: &Value) -> bool {
    v.as_array()
        .is_some_and(|a| a.len() == 2 && a.iter().all(Value::is_number))
}
