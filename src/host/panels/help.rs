//! The help overlay (F1): the keyboard shortcuts and the mouse controls.

use crate::host::commands::{Command, Commands};
use eframe::egui::{self, RichText};

/// Every shortcut: keys, what they do.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("F1", "show or hide this help"),
    (
        "Ctrl+Z",
        "undo the last action (and the computer's replies)",
    ),
    ("Ctrl+E", "end the phase"),
    ("Ctrl+S", "save to the last save file"),
    ("Ctrl+O", "load a saved game"),
    ("Ctrl+N", "new game (start screen)"),
    ("Ctrl+B", "open or close the Balance lab"),
    (
        "Enter",
        "confirm the action shown (attack); else click the cursor's hex",
    ),
    ("Esc", "cancel the action shown, close help, or deselect"),
    ("N", "select the next unit that can move"),
    ("Arrow keys", "pan the map"),
    (
        "Shift+arrow keys",
        "move the hex cursor (Enter clicks its hex: select, move, attack)",
    ),
    ("+ / -", "zoom in / out"),
    ("0", "fit the whole map"),
    ("L", "show or hide hex labels"),
    ("M", "show or hide the minimap"),
    ("K", "show or hide the map legend"),
    (
        "S",
        "line of sight: click a hex, hover another (Esc or S leaves)",
    ),
    ("Space", "pause or resume the computer players"),
];

/// Mouse controls.
pub const MOUSE: &[(&str, &str)] = &[
    (
        "Click a counter",
        "select it (click again to go through the stack)",
    ),
    ("Click a shaded hex", "move the selected unit there"),
    (
        "Click a red ring",
        "see the attack's odds and results, then Confirm",
    ),
    (
        "Hover a shaded hex",
        "see the path and its cost in movement points",
    ),
    ("Drag", "pan the map"),
    ("Wheel", "zoom"),
    ("Right-click", "deselect"),
    ("Click a log entry", "centre the map on the hex it names"),
];

/// Shows the help window while `open`.
pub fn show(ctx: &egui::Context, open: bool, out: &mut Commands) {
    if !open {
        return;
    }
    let mut still_open = true;
    egui::Window::new("Help: keys and mouse")
        .open(&mut still_open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            egui::Grid::new("help-keys").striped(true).show(ui, |ui| {
                for (k, what) in SHORTCUTS {
                    ui.label(RichText::new(*k).monospace().strong());
                    ui.label(*what);
                    ui.end_row();
                }
            });
            ui.separator();
            egui::Grid::new("help-mouse").striped(true).show(ui, |ui| {
                for (k, what) in MOUSE {
                    ui.label(RichText::new(*k).strong());
                    ui.label(*what);
                    ui.end_row();
                }
            });
            ui.separator();
            ui.label("Every action goes through the ruleset: a refused action shows its reason, with the rule number, in the message bar.");
        });
    if !still_open {
        out.push(Command::ToggleHelp);
    }
}
