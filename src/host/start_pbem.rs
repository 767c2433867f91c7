//! The start screen's games by e-mail: an invitation written from the game set up above (a
//! side marked "by e-mail" is the opponent's), a game folder opened, an invitation answered,
//! and a game waiting for the opponent's first file.

use super::commands::{Command, Commands, FileDialog, Seat};
use super::listing::{RulesetInfo, option_control};
use super::pbem::{InvitationView, PbemForm, PbemPlay};
use crate::session::GameSetup;
use crate::session::pbem::NewGame;
use eframe::egui::{self, RichText};
use serde_json::Map;
use std::path::PathBuf;

/// The invitation of the game set up above, when a side is played by e-mail: names, folder,
/// and the button that writes it. The seed is not asked: both players fix it together.
pub fn invitation(
    ui: &mut egui::Ui,
    form: &mut PbemForm,
    seats: &[(String, Seat)],
    setup: Option<GameSetup>,
    r: &RulesetInfo,
    out: &mut Commands,
) {
    let mine: Vec<&(String, Seat)> = seats.iter().filter(|(_, s)| *s != Seat::Remote).collect();
    ui.label(
        RichText::new(
            "A game by e-mail: the seed is fixed by both players' files, so neither chooses it.",
        )
        .small(),
    );
    names_and_folder(ui, "pbem-invite", form, true);
    let why_not = if mine.len() != 1 || mine[0].1 != Seat::Person {
        Some(
            "In a game by e-mail you play one side as a person and the opponent plays the others by e-mail",
        )
    } else if form.me.trim().is_empty() || form.opponent.trim().is_empty() {
        Some("Give both players' names")
    } else if form.folder.trim().is_empty() {
        Some("Give a folder to keep the game in")
    } else {
        None
    };
    let clicked = ui
        .add_enabled(
            why_not.is_none() && setup.is_some(),
            egui::Button::new(RichText::new("Write the invitation").strong().size(18.0))
                .min_size(egui::vec2(160.0, 34.0)),
        )
        .on_hover_text("Write the first file of the game, to send to your opponent")
        .on_disabled_hover_text(why_not.unwrap_or("Choose a scenario that loads"))
        .clicked();
    if clicked && let (Some(setup), Some((side, _))) = (setup, mine.first()) {
        let mut options = Map::new();
        let mut secrets = Map::new();
        for (k, v) in setup.options {
            match r.options.iter().find(|o| o.id == k) {
                Some(o) if o.is_secret() => {
                    // The opponent's secrets are his to set when he joins.
                    if o.secret_for.as_ref().is_none_or(|s| s == side) {
                        secrets.insert(k, v);
                    }
                }
                _ => {
                    options.insert(k, v);
                }
            }
        }
        let spec = NewGame {
            ruleset: setup.ruleset,
            scenario: setup.scenario,
            me: form.me.trim().to_string(),
            side: side.clone(),
            opponent: form.opponent.trim().to_string(),
            options,
            secrets,
        };
        out.push(Command::InvitePbem(spec, PathBuf::from(form.folder.trim())));
    }
}

/// The section below the saved games: the game waiting for the opponent's file, a folder to
/// open, an invitation to answer.
pub fn section(
    ui: &mut egui::Ui,
    form: &mut PbemForm,
    rulesets: &[RulesetInfo],
    lobby: Option<&PbemPlay>,
    out: &mut Commands,
) {
    ui.label(RichText::new("Games by e-mail").strong().size(16.0));
    if let Some(p) = lobby {
        let them = p.opponent();
        ui.label(format!(
            "{} — with {them}, in {}",
            p.headline(),
            p.player.folder().display()
        ));
        ui.horizontal(|ui| {
            if ui
                .button(format!("Open {them}'s file…"))
                .on_hover_text(format!("Check {them}'s reply or first turn and take it in"))
                .clicked()
            {
                out.push(Command::OpenFileDialog(FileDialog::PbemTurn));
            }
        });
    }
    if path_field(
        ui,
        &mut form.folder,
        (
            "path/to/game-folder",
            "The folder a game by e-mail is kept in",
        ),
        (
            "Open game folder",
            "Open the game kept there, replaying and checking every step so far",
        ),
    ) {
        out.push(Command::OpenPbem(PathBuf::from(form.folder.trim())));
    }
    ui.label("Answer an invitation:");
    if path_field(
        ui,
        &mut form.invitation,
        (
            "path/to/0000-invite-Name.json",
            "The invitation file your opponent sent",
        ),
        (
            "Read",
            "Show what the invitation proposes (nothing is written)",
        ),
    ) {
        let read = InvitationView::read(std::path::Path::new(form.invitation.trim()));
        if let Ok(v) = &read
            && form.me.trim().is_empty()
        {
            form.me = v.joiner.clone();
        }
        form.join_secrets.clear();
        form.read = Some(read);
    }
    let Some(read) = form.read.clone() else {
        return;
    };
    let v = match read {
        Ok(v) => v,
        Err(e) => {
            ui.colored_label(egui::Color32::from_rgb(235, 90, 80), e);
            return;
        }
    };
    let ruleset = rulesets.iter().find(|r| r.id == v.ruleset).cloned();
    let side_name = |id: &str| {
        ruleset
            .as_ref()
            .and_then(|r| r.sides.iter().find(|s| s.id == id))
            .map(|s| s.name.clone())
            .unwrap_or_else(|| id.to_string())
    };
    let sides: Vec<String> = v
        .players
        .iter()
        .map(|(s, p)| format!("{} plays {}", p, side_name(s)))
        .collect();
    ui.label(format!(
        "{} invites {}: {} / {} — {}{}",
        v.inviter,
        v.joiner,
        v.ruleset,
        v.scenario,
        sides.join(", "),
        if v.options.is_empty() {
            String::new()
        } else {
            format!(
                "; options {}",
                v.options
                    .iter()
                    .map(|(k, x)| format!("{k}={x}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
    ));
    let Some(r) = ruleset else {
        ui.colored_label(
            egui::Color32::from_rgb(235, 90, 80),
            format!(
                "There is no ruleset '{}' here: install the same ruleset as {} to play.",
                v.ruleset, v.inviter
            ),
        );
        return;
    };
    let my_sides: Vec<&String> = v
        .players
        .iter()
        .filter(|(_, p)| **p == v.joiner)
        .map(|(s, _)| s)
        .collect();
    let mine: Vec<_> = r
        .options
        .iter()
        .filter(|o| o.is_secret() && o.secret_for.as_ref().is_some_and(|s| my_sides.contains(&s)))
        .collect();
    if !mine.is_empty() {
        egui::CollapsingHeader::new(RichText::new("Your secret options").strong())
            .id_salt("pbem-join-secrets")
            .default_open(false)
            .show(ui, |ui| {
                for o in mine {
                    let x = form
                        .join_secrets
                        .entry(o.id.clone())
                        .or_insert_with(|| o.default.clone());
                    ui.label(RichText::new(&o.name).strong());
                    option_control(ui, o, x);
                }
            })
            .header_response
            .on_hover_text(format!(
                "Sent to {} as commitments only, opened when the game is over",
                v.inviter
            ));
    }
    names_and_folder(ui, "pbem-join", form, false);
    let ready = !form.me.trim().is_empty() && !form.folder.trim().is_empty();
    if ui
        .add_enabled(ready, egui::Button::new("Join the game"))
        .on_hover_text(format!("Write your reply, to send to {}", v.inviter))
        .on_disabled_hover_text("Give your name and a folder to keep the game in")
        .clicked()
    {
        out.push(Command::JoinPbem {
            invitation: v.path.clone(),
            folder: PathBuf::from(form.folder.trim()),
            me: form.me.trim().to_string(),
            secrets: form.join_secrets.clone(),
        });
    }
}

/// A path field and the button that uses it (enabled once the field holds something): true
/// when the button was pressed. `field` and `button` are (hint, tooltip) and (label, tooltip).
fn path_field(
    ui: &mut egui::Ui,
    path: &mut String,
    field: (&str, &str),
    button: (&str, &str),
) -> bool {
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(path)
                .hint_text(field.0)
                .desired_width(280.0),
        )
        .on_hover_text(field.1);
        ui.add_enabled(!path.trim().is_empty(), egui::Button::new(button.0))
            .on_hover_text(button.1)
            .clicked()
    })
    .inner
}

/// This player's name, the opponent's (an invitation only) and the game folder, each field
/// labelled.
fn names_and_folder(ui: &mut egui::Ui, id: &str, form: &mut PbemForm, opponent: bool) {
    egui::Grid::new(id).num_columns(2).show(ui, |ui| {
        let field = |ui: &mut egui::Ui, label: &str, text: &mut String, hint: &str, width| {
            let l = ui.label(label);
            ui.add(
                egui::TextEdit::singleline(text)
                    .hint_text(hint)
                    .desired_width(width),
            )
            .labelled_by(l.id);
            ui.end_row();
        };
        field(ui, "Your name:", &mut form.me, "", 200.0);
        if opponent {
            field(ui, "Opponent's name:", &mut form.opponent, "", 200.0);
        }
        field(
            ui,
            "Game folder:",
            &mut form.folder,
            "a new folder for this game",
            280.0,
        );
    });
}
