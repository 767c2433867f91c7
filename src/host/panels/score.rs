//! The score: victory points, losses and eliminated units per side, what each side has on the
//! map, the outcome once the game is over, and the optional rules in force (a reload can add
//! options: they appear here with their defaults). A secret option's value is shown only to the
//! side it is secret for, while that side acts, and to everyone once the game is over.

use super::heading;
use crate::host::context::PanelCtx;
use eframe::egui::{self, RichText};

/// Shows the score.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx) {
    let st = &cx.world.state;
    heading(ui, "Score");
    egui::Grid::new("score")
        .striped(true)
        .num_columns(6)
        .show(ui, |ui| {
            for h in ["Side", "VP", "Losses", "Eliminated", "On map", "Strength"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for (i, s) in cx.world.catalog.sides.iter().enumerate() {
                let r = st.records.get(i).cloned().unwrap_or_default();
                let on_map: Vec<_> = st
                    .units
                    .iter()
                    .filter(|u| u.side == i && u.hex().is_some())
                    .collect();
                ui.label(format!("{} ({})", s.name, cx.seat(&s.id).name()));
                ui.label(RichText::new(r.vp.to_string()).strong());
                ui.label(r.losses.to_string());
                ui.label(r.eliminated.to_string());
                ui.label(on_map.len().to_string());
                ui.label(
                    on_map
                        .iter()
                        .map(|u| u.strength as i64)
                        .sum::<i64>()
                        .to_string(),
                );
                ui.end_row();
            }
        });
    ui.add_space(8.0);
    match &st.outcome {
        Some(o) => {
            let who = o
                .winner
                .map(|w| cx.side_name(w).to_string())
                .unwrap_or_else(|| "Nobody".into());
            ui.label(
                RichText::new(format!("Game over: {who} wins ({})", o.level))
                    .strong()
                    .size(16.0)
                    .color(cx.theme.ok),
            );
            if !o.reason.is_empty() {
                ui.label(&o.reason);
            }
        }
        None => {
            ui.label(format!(
                "Turn {} of {}; {} actions taken.",
                st.turn,
                st.last_turn,
                cx.game.history.len()
            ));
        }
    }
    let decl = &cx.game.engine.decl;
    if !decl.options.is_empty() {
        ui.add_space(8.0);
        heading(ui, "Optional rules in force");
        egui::Grid::new("options-in-force")
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                for o in &decl.options {
                    let value = cx
                        .game
                        .options
                        .get(&o.id)
                        .map(|v| v.to_string())
                        .unwrap_or_else(|| o.default.to_string());
                    ui.label(format!("[{}]", o.rule));
                    ui.label(&o.name).on_hover_text(&o.description);
                    if !o.is_secret() || secret_shown(cx, o.secret_for.as_deref()) {
                        ui.label(RichText::new(value).strong());
                    } else {
                        // A secret option's value is shown only to its side (hot-seat: while
                        // that side acts), and to everyone once the game is over.
                        let whose = o
                            .secret_for
                            .as_deref()
                            .and_then(|s| cx.world.catalog.side(s))
                            .map(|s| cx.side_name(s).to_string());
                        let tip = match &whose {
                            Some(n) => format!(
                                "Set in secret by the {n} player: shown while {n} (played here) acts, and to everyone when the game ends"
                            ),
                            None => "Set in secret: shown when the game ends".to_string(),
                        };
                        ui.label(RichText::new("secret").italics().weak())
                            .on_hover_text(tip);
                    }
                    ui.end_row();
                }
            });
    }
}

/// Whether the value of an option secret for `side` may be shown now: once the game is over to
/// everyone; during play only while that side is the one to act and is played by a person at
/// this computer (never while the other side acts, nor to a computer side's opponent).
///
/// In a game by e-mail this player's own secrets are shown to him; the opponent's only once he
/// has opened them (until then the game is played under a guess at them).
pub fn secret_shown(cx: &PanelCtx, side: Option<&str>) -> bool {
    use crate::host::commands::Seat;
    if let Some(p) = &cx.session.pbem {
        let mine = match side {
            Some(s) => cx.seat(s) == Seat::Person,
            None => p.player.record().role == crate::session::pbem::files::Role::Inviter,
        };
        return mine || (cx.game.is_over() && p.player.their_secrets_open());
    }
    if cx.game.is_over() {
        return true;
    }
    match side {
        Some(s) => cx.acting == s && cx.seat(s) == crate::host::commands::Seat::Person,
        None => false,
    }
}
