//! The strip under the turn bar in a game by e-mail: with whom, whose move, Send turn, Open
//! the opponent's turn, and — while his turn is being shown — the step-by-step controls.

use crate::host::commands::{Command, Commands, FileDialog, Vcr};
use crate::host::context::PanelCtx;
use crate::host::pbem::PbemPlay;
use eframe::egui::{self, RichText};

/// Shows the strip.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, p: &PbemPlay, out: &mut Commands) {
    let them = p.opponent();
    let st = &p.status;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(format!("By e-mail: {} against {them}", st.me)).strong())
            .on_hover_text(format!(
                "Game folder: {} — keep it, and keep it to yourself until the game is over: it holds your half of the seed and your secrets",
                p.player.folder().display()
            ));
        ui.label(
            RichText::new(format!(
                "· file {} of the exchange · {} step{} not sent",
                st.files,
                st.unsent,
                if st.unsent == 1 { "" } else { "s" }
            ))
            .small(),
        );
        ui.separator();
        let replaying = p.replay.as_ref().filter(|r| !r.done());
        let headline = RichText::new(p.headline());
        ui.label(if st.my_move && replaying.is_none() {
            headline.color(cx.theme.selection)
        } else {
            headline
        });
        ui.separator();
        if let Some(r) = replaying {
            if ui
                .button("Step")
                .on_hover_text(format!("Show {them}'s next step"))
                .clicked()
            {
                out.push(Command::Vcr(Vcr::Step));
            }
            let label = if r.playing { "Pause" } else { "Play" };
            if ui
                .button(label)
                .on_hover_text("Show the steps one after another, at the computer players' speed")
                .clicked()
            {
                out.push(Command::Vcr(Vcr::Play(!r.playing)));
            }
            if ui
                .button("Next die roll")
                .on_hover_text("Show the steps up to the next one that rolls a die")
                .clicked()
            {
                out.push(Command::Vcr(Vcr::NextRoll));
            }
            if ui
                .button("To the end")
                .on_hover_text("Show every step left at once")
                .clicked()
            {
                out.push(Command::Vcr(Vcr::End));
            }
            return;
        }
        if ui
            .add_enabled(p.why_not_send.is_none(), egui::Button::new("Send turn"))
            .on_hover_text(format!(
                "Write the file of every step since your last one, to send to {them}"
            ))
            .on_disabled_hover_text(p.why_not_send.clone().unwrap_or_default())
            .clicked()
        {
            out.push(Command::SendTurn);
        }
        if ui
            .add_enabled(!st.my_move, egui::Button::new(format!("Open {them}'s turn…")))
            .on_hover_text(format!(
                "Check {them}'s file and replay it: it is refused, and your game kept, if anything in it is not as agreed"
            ))
            .on_disabled_hover_text(format!(
                "The next file is yours to send; {them}'s comes after it"
            ))
            .clicked()
        {
            out.push(Command::OpenFileDialog(FileDialog::PbemTurn));
        }
        if let Some(f) = &p.last_sent {
            ui.label(RichText::new(format!("last sent: {}", f.display())).small());
        }
    });
}
