//! The panels around the map. Each is a function `show(ui, cx, …, out)` that reads the
//! [`super::context::PanelCtx`] (and its own saved UI state, such as a filter text) and records
//! [`super::commands::Command`]s in `out`; none of them changes the game.

pub mod builder;
pub mod console;
pub mod decision;
pub mod handover;
pub mod help;
pub mod inspector;
pub mod log;
pub mod odds;
pub mod oob;
pub mod pbem;
pub mod proposal;
pub mod rules;
pub mod score;
pub mod tables;
pub mod turn_bar;

use eframe::egui;
use serde_json::Value;

/// A JSON value as short text for a cell: strings bare, arrays joined, objects compact (the
/// session's, so that the window and a reload's report write cells alike).
pub use crate::session::tables::cell_text;

/// A description from a `describe` hook as one line per field ("odds: 2-1").
pub fn describe_text(v: &Value) -> String {
    match v.as_object() {
        Some(o) => o
            .iter()
            .map(|(k, v)| format!("{}: {}", k.replace('_', " "), cell_text(v)))
            .collect::<Vec<_>>()
            .join("\n"),
        None => cell_text(v),
    }
}

/// A section heading.
pub fn heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(2.0);
    ui.label(egui::RichText::new(text).strong().size(15.0));
    ui.add_space(2.0);
}
