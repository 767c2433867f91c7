//! The bar above the map: file buttons, the turn and phase with the clock (day, time, night)
//! and the side to act, End phase and Undo, the computer players' speed, and help.

use crate::host::commands::{Command, Commands, FileDialog, Seat};
use crate::host::context::PanelCtx;
use eframe::egui::{self, RichText};

/// The text of the turn, clock and phase, e.g. "Turn 2 of 8 · Day 1, 09:00 · Union Movement".
pub fn turn_text(cx: &PanelCtx) -> String {
    let st = &cx.world.state;
    let phase = cx
        .game
        .engine
        .decl
        .phases
        .get(st.cursor.phase)
        .map(|p| {
            if p.rule.is_empty() {
                p.name.clone()
            } else {
                format!("{} ({})", p.name, p.rule)
            }
        })
        .unwrap_or_else(|| st.cursor.id.clone());
    format!(
        "Turn {} of {} · Day {}, {}{} · {} {} phase",
        st.turn,
        st.last_turn,
        st.clock.day + 1,
        st.clock.time(),
        if st.clock.night { " (night)" } else { "" },
        cx.side_name(st.active_side),
        phase
    )
}

/// Shows the bar. `bot_speed` is in actions per second.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, bot_speed: f32, out: &mut Commands) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("New game")
            .on_hover_text("Back to the start screen to set up a new game (Ctrl+N)")
            .clicked()
        {
            out.push(Command::ShowStart);
        }
        if ui
            .button("Save…")
            .on_hover_text("Save the game to a file (Ctrl+S saves to the last file)")
            .clicked()
        {
            out.push(Command::OpenFileDialog(FileDialog::Save));
        }
        if ui
            .button("Load…")
            .on_hover_text("Load a saved game (Ctrl+O)")
            .clicked()
        {
            out.push(Command::OpenFileDialog(FileDialog::Load));
        }
        ui.separator();
        ui.label(RichText::new(turn_text(cx)).strong());
        ui.separator();
        let seat = cx.seat(&cx.acting);
        if cx.game.is_over() {
            ui.label(RichText::new("Game over").strong().color(cx.theme.ok));
        } else {
            ui.label(format!("To act: {} ({})", cx.acting_name(), seat.name()));
        }
        ui.separator();
        let person = cx.session.person_to_act();
        if ui
            .add_enabled(person, egui::Button::new("End phase"))
            .on_hover_text("End the current phase for the side to act (Ctrl+E)")
            .on_disabled_hover_text("Only the side to act, played by a person, can end the phase")
            .clicked()
        {
            out.push(Command::EndPhase);
        }
        if ui
            .add_enabled(!cx.game.history.is_empty(), egui::Button::new("Undo"))
            .on_hover_text("Undo the last action, and the computer's replies to it (Ctrl+Z)")
            .clicked()
        {
            out.push(Command::Undo);
        }
        ui.separator();
        let any_computer = cx.session.seats.values().any(|s| *s == Seat::Computer);
        if any_computer {
            let paused = cx.session.bots_paused;
            if ui
                .button(if paused { "Resume bots" } else { "Pause bots" })
                .on_hover_text("Pause or resume the computer players (Space)")
                .clicked()
            {
                out.push(Command::PauseBots(!paused));
            }
            let mut speed = bot_speed;
            let r = ui
                .add(
                    egui::Slider::new(&mut speed, 0.5..=30.0)
                        .logarithmic(true)
                        .text("actions/s"),
                )
                .on_hover_text("How fast the computer players act");
            if r.changed() {
                out.push(Command::BotSpeed(speed));
            }
        }
        if ui
            .button("?")
            .on_hover_text("Keyboard shortcuts and help (F1)")
            .clicked()
        {
            out.push(Command::ToggleHelp);
        }
    });
}
