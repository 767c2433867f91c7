//! The bar above the map: file buttons, the turn and phase with the clock (day, time, night)
//! and the side to act, End phase and Undo, the computer players' speed, and help.

use crate::host::commands::{Command, Commands, FileDialog, Seat};
use crate::host::context::PanelCtx;
use eframe::egui::{self, RichText};
use std::collections::BTreeSet;

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

/// The window settings the bar shows.
#[derive(Clone, Copy, Debug)]
pub struct BarState {
    /// Computer players' speed, actions per second.
    pub bot_speed: f32,
    /// Hex labels shown.
    pub labels: bool,
    /// Minimap shown.
    pub minimap: bool,
    /// Map legend shown.
    pub legend: bool,
    /// The map's named areas shown.
    pub areas: bool,
    /// The line-of-sight tool on.
    pub sight: bool,
}

/// Shows the bar. True when the map legend's checkbox was clicked (the app shows or hides the
/// legend, which is the map view's).
pub fn show(
    ui: &mut egui::Ui,
    cx: &PanelCtx,
    bar: BarState,
    hidden_areas: &BTreeSet<String>,
    out: &mut Commands,
) -> bool {
    let bot_speed = bar.bot_speed;
    let mut toggle_legend = false;
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("New game")
            .on_hover_text("Back to the start screen to set up a new game (Ctrl+N)")
            .clicked()
        {
            out.push(Command::ShowStart);
        }
        let by_mail = cx.session.pbem.is_some();
        if ui
            .add_enabled(!by_mail, egui::Button::new("Save…"))
            .on_hover_text("Save the game to a file (Ctrl+S saves to the last file)")
            .on_disabled_hover_text(
                "A game by e-mail is kept in its folder after every step: there is nothing else to save",
            )
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
            if let Some(d) = cx.legal().and_then(|l| l.decision.as_ref()) {
                ui.label(
                    RichText::new(if d.rule.is_empty() {
                        "— a decision".to_string()
                    } else {
                        format!("— a decision ({})", d.rule)
                    })
                    .color(cx.theme.selection),
                );
            }
        }
        ui.separator();
        let person = cx.session.person_to_act();
        let owed = cx
            .legal()
            .is_some_and(|l| l.owed.is_some() || l.decision.is_some());
        if ui
            .add_enabled(person && !owed, egui::Button::new("End phase"))
            .on_hover_text("End the current phase for the side to act (Ctrl+E)")
            .on_disabled_hover_text(
                match cx.legal().map(|l| (&l.decision, &l.owed)) {
                    Some((Some(d), _)) => format!("First answer the decision: {}", d.prompt),
                    Some((None, Some(o))) => format!("Not yet: {}", o.reason),
                    _ => "Only the side to act, played by a person, can end the phase".into(),
                },
            )
            .clicked()
        {
            out.push(Command::EndPhase);
        }
        if ui
            .add_enabled(
                !cx.game.history.is_empty() && !by_mail,
                egui::Button::new("Undo"),
            )
            .on_hover_text("Undo the last action, and the computer's replies to it (Ctrl+Z)")
            .on_disabled_hover_text(if by_mail {
                "A game by e-mail has no Undo: a step taken back could be taken again with other dice"
            } else {
                "Nothing to undo yet"
            })
            .clicked()
        {
            out.push(Command::Undo);
        }
        ui.separator();
        ui.menu_button("Players", |ui| {
            for d in &cx.world.catalog.sides {
                let seat = cx.seat(&d.id);
                ui.horizontal(|ui| {
                    ui.label(format!("{}:", d.name));
                    if let Some(p) = &cx.session.pbem {
                        ui.label(match seat {
                            Seat::Remote => format!("{} (by e-mail)", p.opponent()),
                            _ => format!("{} (you)", p.status.me),
                        });
                        return;
                    }
                    for s in [Seat::Person, Seat::Computer] {
                        if ui
                            .radio(seat == s, format!("{} {}", d.name, s.name()))
                            .on_hover_text("Who plays this side from now on")
                            .clicked()
                            && seat != s
                        {
                            out.push(Command::SetSeat(d.id.clone(), s));
                        }
                    }
                    if seat == Seat::Computer {
                        bot_profile_choice(ui, cx.game, &d.id, out);
                    }
                });
            }
        })
        .response
        .on_hover_text("Who plays each side: a person (hot-seat) or the computer");
        ui.menu_button("View", |ui| {
            let (mut labels, mut minimap) = (bar.labels, bar.minimap);
            if ui
                .checkbox(&mut labels, "Hex labels (L)")
                .on_hover_text("Show every hex's label")
                .clicked()
            {
                out.push(Command::ToggleLabels);
            }
            if ui
                .checkbox(&mut minimap, "Minimap (M)")
                .on_hover_text("Show the minimap when the map is larger than the view")
                .clicked()
            {
                out.push(Command::ToggleMinimap);
            }
            let mut legend = bar.legend;
            if ui
                .checkbox(&mut legend, "Map legend (K)")
                .on_hover_text("Terrain, hexsides, counters and marks as the map draws them")
                .clicked()
            {
                toggle_legend = true;
            }
            let areas = &cx.world.map.areas;
            let mut shown = bar.areas;
            if ui
                .add_enabled(!areas.is_empty(), egui::Checkbox::new(&mut shown, "Map areas"))
                .on_hover_text("The scenario's named areas (entry areas, set-up zones): tinted, outlined and named")
                .on_disabled_hover_text("This scenario's map names no areas")
                .clicked()
            {
                out.push(Command::ToggleAreas);
            }
            if bar.areas && !areas.is_empty() {
                ui.menu_button("Which areas", |ui| {
                    egui::ScrollArea::vertical().max_height(420.0).show(ui, |ui| {
                        for name in areas.keys() {
                            let mut on = !hidden_areas.contains(name);
                            if ui.checkbox(&mut on, name).clicked() {
                                out.push(Command::ShowArea(name.clone(), on));
                            }
                        }
                    });
                })
                .response
                .on_hover_text("Show or hide each named area");
            }
            let mut sight = bar.sight;
            if ui
                .checkbox(&mut sight, "Line of sight (S)")
                .on_hover_text("Click a hex, then hover another: the line, clear, hindered or blocked, and the distance (Esc leaves)")
                .clicked()
            {
                out.push(Command::ToggleSight);
            }
            ui.separator();
            if ui
                .button("Reload rules now (F5)")
                .on_hover_text("Load the ruleset, its modules and the scenario again from disk and go on under them")
                .clicked()
            {
                out.push(Command::ReloadRules);
            }
            if ui
                .button("Replay under the rules on disk")
                .on_hover_text("Play this game's actions again from the start, same seed, under the rules as they are now, and show the first action whose outcome changed")
                .clicked()
            {
                out.push(Command::ReplayUnderRules);
            }
            let mut auto = cx.session.auto_reload;
            if ui
                .checkbox(&mut auto, "Reload when rule files change")
                .on_hover_text("Watch the ruleset's folder, its scenarios and scripts/, and reload on every save")
                .clicked()
            {
                out.push(Command::SetAutoReload(auto));
            }
            if let Some(r) = &cx.session.last_reload {
                ui.label(RichText::new(r).small());
            }
        })
        .response
        .on_hover_text("Map display and rule reloading");
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
        if let Some(e) = cx.legal().and_then(|l| l.error.as_ref()) {
            ui.colored_label(
                cx.theme.error,
                "The ruleset could not list the legal actions",
            )
            .on_hover_text(e);
        }
        if ui
            .button("Balance")
            .on_hover_text("The balance lab: many computer games of this scenario, a variant against its baseline (Ctrl+B)")
            .clicked()
        {
            out.push(Command::ToggleBalance);
        }
        if ui
            .button("?")
            .on_hover_text("Keyboard shortcuts and help (F1)")
            .clicked()
        {
            out.push(Command::ToggleHelp);
        }
    });
    toggle_legend
}

/// The computer player profiles of the ruleset for a computer side, the one it plays with
/// marked; each says what it plays like on hover.
fn bot_profile_choice(
    ui: &mut egui::Ui,
    game: &crate::session::Game,
    side: &str,
    out: &mut Commands,
) {
    let now = game.bot_profile(side);
    // A sub-menu, not a combo box: a combo's list would close the Players menu it is in.
    ui.menu_button(format!("as {now}"), |ui| {
        let declared = &game.engine.decl.bot_profiles;
        let generic = crate::script::decl::BotProfileDecl {
            id: crate::script::decl::GENERIC_PROFILE.into(),
            name: "Generic".into(),
            description: "Any legal action at random: the engine's own player, for any ruleset"
                .into(),
        };
        for p in declared.iter().chain(std::iter::once(&generic)) {
            if ui
                .selectable_label(now == p.id, format!("{} ({})", p.name, p.id))
                .on_hover_text(&p.description)
                .clicked()
                && now != p.id
            {
                out.push(Command::SetBotProfile(side.to_string(), p.id.clone()));
                ui.close();
            }
        }
    })
    .response
    .on_hover_text("Which computer player plays this side (its profile)");
}
