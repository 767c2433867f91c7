//! The hand-over screen of hot-seat play with secrets: between two people's turns the game is
//! covered, so the player leaving the screen sees nothing of the next one's secrets (hidden
//! orders, a secret handicap, events meant for that side) and the next one nothing of his.

use crate::host::commands::{Command, Commands};
use crate::session::Game;
use eframe::egui::{self, RichText};

/// The button that uncovers the game: "I am the Confederate player — show the game".
pub fn button_text(side_name: &str) -> String {
    format!("I am the {side_name} player — show the game")
}

/// Covers the whole play area with the hand-over message and its button.
pub fn show(ui: &mut egui::Ui, game: &Game, side: &str, out: &mut Commands) {
    let decl = &game.engine.decl;
    let name = decl
        .catalog
        .sides
        .iter()
        .find(|s| s.id == side)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| side.to_string());
    let (turn, phase) = game.with_world(|w| (w.state.turn, w.state.cursor.id.clone()));
    let phase = decl
        .phases
        .iter()
        .find(|p| p.id == phase)
        .map(|p| p.name.clone())
        .unwrap_or(phase);
    egui::CentralPanel::default().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.3);
            ui.heading(format!("Hand the screen to the {name} player"));
            ui.label(format!("Turn {turn}, {phase}."));
            ui.label(
                RichText::new(
                    "The game is covered while the screen changes hands: each side has what the other may not see.",
                )
                .weak(),
            );
            ui.add_space(12.0);
            if ui.button(button_text(&name)).clicked() {
                out.push(Command::TakeScreen);
            }
        });
    });
}
