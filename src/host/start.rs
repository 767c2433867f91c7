//! The start screen: the rulesets of the library with their scenarios (and descriptions),
//! the options (each with its rule number, description and default), the seed, who plays each
//! side, New game, Load a save, and the games played recently.
//!
//! The form's fields are this screen's own UI state; starting or loading a game is a
//! [`Command`] for the app.

use super::commands::{Command, Commands, Seat};
use super::listing::default_text;
pub use super::listing::{RulesetInfo, ScenarioInfo, option_control, scan};
use super::prefs::Recent;
use crate::script::Library;
use crate::script::decl::OptionDecl;
use crate::session::GameSetup;
use eframe::egui::{self, RichText};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The start screen's form.
#[derive(Clone, Debug, Default)]
pub struct StartScreen {
    /// The rulesets found.
    pub rulesets: Vec<RulesetInfo>,
    /// The chosen ruleset (index).
    pub ruleset: usize,
    /// The chosen scenario (index in the ruleset's).
    pub scenario: usize,
    /// Option values (all options, defaults first).
    pub options: serde_json::Map<String, Value>,
    /// Seed.
    pub seed: u64,
    /// Who plays each side.
    pub seats: BTreeMap<String, Seat>,
    /// The save file to load.
    pub load_path: String,
    /// Games by e-mail: open, invite, join.
    pub pbem: super::pbem::PbemForm,
}

impl StartScreen {
    /// The form for a library, with its first ruleset chosen.
    pub fn new(library: &Library) -> StartScreen {
        let mut s = StartScreen {
            rulesets: scan(library),
            seed: 1,
            ..StartScreen::default()
        };
        // Prefer a ruleset that loads.
        let first = s
            .rulesets
            .iter()
            .position(|r| r.error.is_none())
            .unwrap_or(0);
        s.choose_ruleset(first);
        s
    }

    /// Chooses a ruleset: its first scenario, default options, people on every side.
    pub fn choose_ruleset(&mut self, i: usize) {
        self.ruleset = i;
        self.scenario = 0;
        self.options.clear();
        self.seats.clear();
        if let Some(r) = self.rulesets.get(i) {
            for o in &r.options {
                self.options.insert(o.id.clone(), o.default.clone());
            }
            for s in &r.sides {
                self.seats.insert(s.id.clone(), Seat::Person);
            }
        }
    }

    /// Chooses a ruleset and scenario by id (as given on the command line); false if unknown.
    pub fn preselect(&mut self, ruleset: &str, scenario: Option<&str>) -> bool {
        let Some(i) = self.rulesets.iter().position(|r| r.id == ruleset) else {
            return false;
        };
        self.choose_ruleset(i);
        if let Some(sc) = scenario {
            match self.rulesets[i].scenarios.iter().position(|s| s.id == sc) {
                Some(j) => self.scenario = j,
                None => return false,
            }
        }
        true
    }

    /// The chosen ruleset.
    pub fn chosen(&self) -> Option<&RulesetInfo> {
        self.rulesets.get(self.ruleset)
    }

    /// The settings of the game the form describes. Only options that differ from their
    /// defaults are set (as `sandtable play --option` would).
    pub fn setup(&self) -> Option<GameSetup> {
        let r = self.chosen()?;
        let sc = r.scenarios.get(self.scenario)?;
        let mut options = serde_json::Map::new();
        for o in &r.options {
            if let Some(v) = self.options.get(&o.id)
                && *v != o.default
            {
                options.insert(o.id.clone(), v.clone());
            }
        }
        Some(GameSetup {
            ruleset: r.id.clone(),
            scenario: sc.id.clone(),
            seed: self.seed,
            options,
        })
    }

    /// The seats in side order.
    pub fn seat_list(&self) -> Vec<(String, Seat)> {
        self.chosen()
            .map(|r| {
                r.sides
                    .iter()
                    .map(|s| {
                        (
                            s.id.clone(),
                            self.seats.get(&s.id).copied().unwrap_or(Seat::Person),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Fills the form from a recent game.
    pub fn fill_from(&mut self, r: &Recent) {
        match r {
            Recent::New {
                ruleset,
                scenario,
                seed,
                options,
                seats,
            } => {
                if self.preselect(ruleset, Some(scenario)) {
                    // Secret options are not filled in: their player sets them again in the
                    // secret section (the label does not show them either).
                    let secret: Vec<String> = self
                        .chosen()
                        .map(|r| {
                            r.options
                                .iter()
                                .filter(|o| o.is_secret())
                                .map(|o| o.id.clone())
                                .collect()
                        })
                        .unwrap_or_default();
                    for (k, v) in options {
                        if !secret.contains(k) {
                            self.options.insert(k.clone(), v.clone());
                        }
                    }
                    self.seed = *seed;
                    for (s, seat) in seats {
                        self.seats.insert(s.clone(), *seat);
                    }
                }
            }
            Recent::Save { path } => self.load_path = path.clone(),
        }
    }
}

/// An option's control and, under it, its description and default.
fn option_editor(ui: &mut egui::Ui, o: &OptionDecl, value: &mut Value) {
    option_control(ui, o, value);
    ui.indent(("option-desc", o.id.as_str()), |ui| {
        ui.label(
            RichText::new(format!(
                "{} Default: {}.",
                o.description,
                default_text(&o.default)
            ))
            .weak(),
        );
    });
}

/// The secret options (declared `hidden`), one collapsed section per side they are secret for
/// (and one for those secret for nobody in particular), so that the other player does not see
/// them over the shoulder. Set like the other options.
fn secret_sections(ui: &mut egui::Ui, st: &mut StartScreen, r: &RulesetInfo) {
    let mut groups: Vec<(Option<String>, Vec<&OptionDecl>)> = Vec::new();
    for o in r.options.iter().filter(|o| o.is_secret()) {
        match groups.iter_mut().find(|(s, _)| *s == o.secret_for) {
            Some((_, g)) => g.push(o),
            None => groups.push((o.secret_for.clone(), vec![o])),
        }
    }
    for (side, options) in groups {
        let side_name = side.as_deref().map(|id| {
            r.sides
                .iter()
                .find(|s| s.id == id)
                .map(|s| s.name.clone())
                .unwrap_or_else(|| id.to_string())
        });
        let (title, tip) = match &side_name {
            Some(n) => (
                format!("Secret options — for {n} only"),
                format!(
                    "Let only the {n} player open this: these options stay hidden from the other side until the game ends"
                ),
            ),
            None => (
                "Secret options — hidden from both sides".to_string(),
                "These options stay hidden from every side until the game ends".to_string(),
            ),
        };
        egui::CollapsingHeader::new(RichText::new(title).strong())
            .id_salt((
                "secret-options",
                r.id.as_str(),
                side.as_deref().unwrap_or(""),
            ))
            .default_open(false)
            .show(ui, |ui| {
                for o in options {
                    let v = st
                        .options
                        .entry(o.id.clone())
                        .or_insert_with(|| o.default.clone());
                    option_editor(ui, o, v);
                }
            })
            .header_response
            .on_hover_text(tip);
    }
}

/// A recent game's label, without secret options (the other player may be looking at the
/// start screen).
fn recent_label(st: &StartScreen, recent: &Recent) -> String {
    let Recent::New {
        ruleset, options, ..
    } = recent
    else {
        return recent.label();
    };
    let secret = |k: &String| {
        st.rulesets
            .iter()
            .filter(|r| r.id == *ruleset)
            .flat_map(|r| r.options.iter())
            .any(|o| o.id == *k && o.is_secret())
    };
    if !options.keys().any(secret) {
        return recent.label();
    }
    let mut shown = recent.clone();
    if let Recent::New { options, .. } = &mut shown {
        options.retain(|k, _| !secret(k));
    }
    shown.label()
}

/// An error text (a ruleset's or scenario's diagnostics, possibly hundreds of lines) in a
/// scrolling box, so that it never pushes the rest of the screen away.
fn error_box(ui: &mut egui::Ui, text: &str) {
    egui::ScrollArea::vertical()
        .id_salt("start-error")
        .max_height(180.0)
        .show(ui, |ui| {
            ui.label(RichText::new(text).color(egui::Color32::from_rgb(235, 90, 80)));
        });
}

/// Shows the start screen. `has_game` offers to go back to the game in progress; `lobby` is
/// a game by e-mail waiting for the opponent's first file.
pub fn show(
    ui: &mut egui::Ui,
    st: &mut StartScreen,
    recent: &[Recent],
    has_game: bool,
    lobby: Option<&super::pbem::PbemPlay>,
    out: &mut Commands,
) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(RichText::new("sandtable").strong().size(26.0));
                ui.label(RichText::new("hex-and-counter wargames, rules in Lua").weak());
                if has_game
                    && ui
                        .button("Back to the game")
                        .on_hover_text("Return to the game in progress")
                        .clicked()
                {
                    out.push(Command::ResumeGame);
                }
            });
            ui.separator();
            ui.columns(2, |cols| {
                left_column(&mut cols[0], st, out);
                right_column(&mut cols[1], st, recent, lobby, out);
            });
        });
}

fn left_column(ui: &mut egui::Ui, st: &mut StartScreen, out: &mut Commands) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("Ruleset").strong().size(16.0));
        if ui
            .small_button("Rescan")
            .on_hover_text("Read the rulesets folder again")
            .clicked()
        {
            out.push(Command::Rescan);
        }
    });
    if st.rulesets.is_empty() {
        ui.colored_label(
            egui::Color32::from_rgb(235, 90, 80),
            "No rulesets found: start sandtable in a folder with rulesets/, or set SANDTABLE_HOME.",
        );
    }
    let mut chosen = None;
    for (i, r) in st.rulesets.iter().enumerate() {
        let mut id = format!("  {}", r.id);
        if let Some(b) = &r.extends {
            id.push_str(&format!(", a mod of {b}"));
        }
        let mut job = egui::text::LayoutJob::default();
        RichText::new(&r.name).append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Center,
        );
        RichText::new(id).weak().append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Center,
        );
        let resp = ui.selectable_label(st.ruleset == i, job);
        let resp = match &r.error {
            Some(e) => resp.on_hover_text(format!("does not load:\n{e}")),
            None => resp.on_hover_text(&r.description),
        };
        if resp.clicked() && st.ruleset != i {
            chosen = Some(i);
        }
    }
    if let Some(i) = chosen {
        st.choose_ruleset(i);
    }
    let Some(r) = st.chosen().cloned() else {
        return;
    };
    if let Some(e) = &r.error {
        error_box(ui, e);
        return;
    }
    ui.label(RichText::new(&r.description).weak());
    if !r.version.is_empty() {
        ui.label(
            RichText::new(format!("version {}", r.version))
                .small()
                .weak(),
        );
    }
    ui.add_space(8.0);
    ui.label(RichText::new("Scenario").strong().size(16.0));
    for (j, s) in r.scenarios.iter().enumerate() {
        let text = if s.turns > 0 {
            format!("{} ({}, {} turns)", s.name, s.id, s.turns)
        } else {
            format!("{} ({})", s.name, s.id)
        };
        if ui
            .selectable_label(st.scenario == j, text)
            .on_hover_text(s.error.as_deref().unwrap_or(&s.description))
            .clicked()
        {
            st.scenario = j;
        }
    }
    if let Some(s) = r.scenarios.get(st.scenario) {
        match &s.error {
            Some(e) => {
                error_box(ui, e);
            }
            None => {
                ui.label(RichText::new(&s.description).weak());
            }
        }
    }
}

fn right_column(
    ui: &mut egui::Ui,
    st: &mut StartScreen,
    recent: &[Recent],
    lobby: Option<&super::pbem::PbemPlay>,
    out: &mut Commands,
) {
    let Some(r) = st.chosen().cloned() else {
        return;
    };
    if r.error.is_none() {
        ui.label(RichText::new("Options").strong().size(16.0));
        let visible: Vec<&OptionDecl> = r.options.iter().filter(|o| !o.is_secret()).collect();
        if r.options.is_empty() {
            ui.label(RichText::new("This ruleset has no options.").weak());
        }
        for o in visible {
            let v = st
                .options
                .entry(o.id.clone())
                .or_insert_with(|| o.default.clone());
            option_editor(ui, o, v);
        }
        secret_sections(ui, st, &r);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new("Seed").strong());
            ui.add(egui::DragValue::new(&mut st.seed).speed(1.0))
                .on_hover_text(
                    "The game's seed: the same seed, options and actions give the same game",
                );
            if ui
                .small_button("New seed")
                .on_hover_text("Pick a seed from the clock")
                .clicked()
            {
                st.seed = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs() % 100_000)
                    .unwrap_or(1);
            }
        });
        ui.add_space(8.0);
        ui.label(RichText::new("Players").strong().size(16.0));
        for s in &r.sides {
            let seat = st.seats.entry(s.id.clone()).or_insert(Seat::Person);
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("{}:", s.name));
                ui.radio_value(seat, Seat::Person, format!("{} person", s.name))
                    .on_hover_text("Played at this computer (two people: hot-seat)");
                ui.radio_value(seat, Seat::Computer, format!("{} computer", s.name))
                    .on_hover_text("Played by the ruleset's computer player");
                ui.radio_value(seat, Seat::Remote, format!("{} by e-mail", s.name))
                    .on_hover_text("Played by your opponent, who sends his turns by e-mail");
            });
        }
        ui.add_space(10.0);
        let setup = st.setup();
        let ok = setup.is_some()
            && r.scenarios
                .get(st.scenario)
                .is_some_and(|s| s.error.is_none());
        let seats = st.seat_list();
        if seats.iter().any(|(_, s)| *s == Seat::Remote) {
            super::start_pbem::invitation(ui, &mut st.pbem, &seats, setup.filter(|_| ok), &r, out);
        } else {
            new_game_buttons(ui, ok, setup, seats, out);
        }
    }
    saved_games(ui, st, recent, lobby, out);
}

/// New game and the Balance lab, for the game set up above.
fn new_game_buttons(
    ui: &mut egui::Ui,
    ok: bool,
    setup: Option<GameSetup>,
    seats: Vec<(String, Seat)>,
    out: &mut Commands,
) {
    ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    ok,
                    egui::Button::new(RichText::new("New game").strong().size(18.0))
                        .min_size(egui::vec2(160.0, 34.0)),
                )
                .on_hover_text("Start the chosen scenario with these options and players")
                .clicked()
                && let Some(setup) = setup
            {
                out.push(Command::NewGame { setup, seats });
            }
            if ui
                .add_enabled(ok, egui::Button::new("Balance lab…"))
                .on_hover_text("Play many computer games of this scenario with a variant of the options against its baseline, and compare (Ctrl+B)")
                .clicked()
            {
                out.push(Command::ToggleBalance);
            }
        });
}

/// Loading a save, games by e-mail, and the recent games.
fn saved_games(
    ui: &mut egui::Ui,
    st: &mut StartScreen,
    recent: &[Recent],
    lobby: Option<&super::pbem::PbemPlay>,
    out: &mut Commands,
) {
    ui.add_space(14.0);
    ui.separator();
    ui.label(RichText::new("Load a saved game").strong().size(16.0));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut st.load_path)
                .hint_text("path/to/game.sandtable.json")
                .desired_width(280.0),
        )
        .on_hover_text("The save file's path");
        if ui
            .add_enabled(!st.load_path.trim().is_empty(), egui::Button::new("Load"))
            .on_hover_text("Replay the saved game and continue it")
            .clicked()
        {
            out.push(Command::Load(PathBuf::from(st.load_path.trim())));
        }
    });
    ui.add_space(10.0);
    super::start_pbem::section(ui, &mut st.pbem, &st.rulesets, lobby, out);
    if !recent.is_empty() {
        ui.add_space(10.0);
        ui.label(RichText::new("Recent games").strong().size(16.0));
        let mut fill = None;
        for r in recent {
            if ui
                .link(recent_label(st, r))
                .on_hover_text("Fill the form with this game (a save: its path)")
                .clicked()
            {
                fill = Some(r.clone());
            }
        }
        if let Some(r) = fill {
            st.fill_from(&r);
        }
    }
}
