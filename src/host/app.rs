//! The eframe application: the start screen or the game, the panels around the map, and the
//! one place where the game changes. Each frame the panels record [`Command`]s; after the
//! frame [`SandtableApp::apply`] applies them through [`Game`] (apply, undo, save, load), so
//! that a panel never runs game logic and every refusal ends up in the message bar.
//!
//! Tests build the app with [`SandtableApp::new`], inject a game with
//! [`SandtableApp::start_game`] if they like, and drive it frame by frame with
//! [`SandtableApp::show`] (egui_kittest); no display is needed.

use super::click::{self, Intent};
use super::commands::{Command, Commands, FileDialog, Seat, Tab};
use super::context::PanelCtx;
use super::map_view::{self, MapView};
use super::native_dialog::{Answer, NativeDialog};
use super::panels;
use super::play::{Proposal, Selection, Session};
use super::prefs::{self, Prefs, Recent};
use super::start::{self, StartScreen};
use super::theme::Theme;
use crate::kernel::{Hex, UnitId};
use crate::script::Library;
use crate::session::save::SaveFile;
use crate::session::{Game, GameError};
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, RichText};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A line in the message bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// The text.
    pub text: String,
    /// An error (red) or news.
    pub error: bool,
}

/// Frame timing, printed to stderr every `every` frames when `SANDTABLE_FRAME_STATS=N`.
#[derive(Debug)]
struct FrameStats {
    every: u32,
    frames: u32,
    ui_secs: f64,
    /// eframe's CPU time of the previous frames (ui, tessellation and painting calls).
    cpu_secs: f64,
    last: Option<Instant>,
    wall_secs: f64,
    /// The frame intervals of this round (for the 95th percentile).
    intervals: Vec<f64>,
}

impl FrameStats {
    fn from_env() -> Option<FrameStats> {
        let every = std::env::var("SANDTABLE_FRAME_STATS")
            .ok()?
            .parse::<u32>()
            .ok()
            .filter(|n| *n > 0)?;
        Some(FrameStats {
            every,
            frames: 0,
            ui_secs: 0.0,
            cpu_secs: 0.0,
            last: None,
            wall_secs: 0.0,
            intervals: Vec::new(),
        })
    }

    /// Records a frame begun at `started`; `tiles` is the map tiles made and the milliseconds
    /// spent on them since the last report (taken).
    fn record(&mut self, started: Instant, tiles: &mut (u32, f64)) {
        let now = Instant::now();
        self.ui_secs += (now - started).as_secs_f64();
        if let Some(l) = self.last {
            let dt = (started - l).as_secs_f64();
            self.wall_secs += dt;
            self.intervals.push(dt);
        }
        self.last = Some(started);
        self.frames += 1;
        if self.frames == self.every {
            self.intervals.sort_by(|a, b| a.total_cmp(b));
            let p95 = self
                .intervals
                .get((self.intervals.len() * 95 / 100).min(self.intervals.len().saturating_sub(1)))
                .copied()
                .unwrap_or(0.0);
            eprintln!(
                "frame stats: {} frames, ui {:.2} ms/frame, cpu {:.2} ms/frame, frame interval {:.2} ms ({:.1} fps), p95 {:.2} ms, map tiles made {} ({:.0} ms)",
                self.frames,
                self.ui_secs * 1000.0 / self.frames as f64,
                self.cpu_secs * 1000.0 / self.frames as f64,
                self.wall_secs * 1000.0 / (self.frames - 1).max(1) as f64,
                (self.frames - 1).max(1) as f64 / self.wall_secs.max(1e-9),
                p95 * 1000.0,
                tiles.0,
                tiles.1
            );
            *tiles = (0, 0.0);
            self.frames = 0;
            self.ui_secs = 0.0;
            self.cpu_secs = 0.0;
            self.wall_secs = 0.0;
            self.intervals.clear();
        }
    }
}

/// The open save or load dialog.
#[derive(Debug)]
struct FileDialogState {
    kind: FileDialog,
    path: String,
    /// The system's chooser, while it is open (Browse…).
    native: Option<NativeDialog>,
    /// What the chooser last said, when it gave no file.
    note: Option<String>,
}

/// The window.
pub struct SandtableApp {
    library: Library,
    theme: Theme,
    /// The start screen's form.
    pub start: StartScreen,
    /// The game being played, if any.
    pub session: Option<Session>,
    /// The start screen is shown (instead of the game).
    pub on_start_screen: bool,
    /// The map's view.
    pub view: MapView,
    /// Remembered settings.
    pub prefs: Prefs,
    message: Option<Message>,
    help: bool,
    file_dialog: Option<FileDialogState>,
    pub(super) log: panels::log::LogState,
    rules_filter: String,
    stats: Option<FrameStats>,
    styled: bool,
    /// A unit key to select once the game starts (`SANDTABLE_SELECT`, for screenshots).
    select_on_start: Option<String>,
    /// A hex to centre on once the map has been laid out.
    pending_center: Option<Hex>,
    /// The window title to set at the next frame.
    title: Option<String>,
    /// The Balance lab window.
    pub balance: super::balance::BalanceLab,
    /// Close the window after this many more frames (`SANDTABLE_FRAMES`, for measuring the
    /// CPU time of a fixed number of frames).
    frames_left: Option<u32>,
    /// Where the game in play is autosaved (the real window; tests set their own or none).
    pub autosave: Option<super::autosave::Autosave>,
    /// A game by e-mail whose seed is not known yet (no board to show): the start screen
    /// says what it waits for.
    pub pbem_lobby: Option<super::pbem::PbemPlay>,
}

impl SandtableApp {
    /// The window for a library, with remembered settings (or defaults).
    pub fn new(library: Library, prefs: Option<Prefs>) -> SandtableApp {
        let prefs = prefs.unwrap_or_default();
        let view = MapView {
            show_labels: prefs.show_labels,
            show_minimap: prefs.show_minimap,
            show_legend: prefs.show_legend,
            show_areas: prefs.show_areas,
            autopan: std::env::var("SANDTABLE_AUTOPAN")
                .ok()
                .and_then(|v| v.parse::<f32>().ok()),
            start_size: std::env::var("SANDTABLE_ZOOM")
                .ok()
                .and_then(|v| v.parse::<f32>().ok()),
            skip_layers: std::env::var("SANDTABLE_SKIP_LAYERS")
                .map(|v| v.split(',').map(|l| l.trim().to_string()).collect())
                .unwrap_or_default(),
            ..MapView::default()
        };
        let mut view = view;
        view.tiles.disabled = std::env::var_os("SANDTABLE_NO_TILES").is_some();
        // The named areas shown from the start (`SANDTABLE_AREAS=1`, for screenshots).
        if std::env::var("SANDTABLE_AREAS").is_ok_and(|v| v == "1") {
            view.show_areas = true;
        }
        SandtableApp {
            start: StartScreen::new(&library),
            library,
            theme: Theme::default(),
            session: None,
            on_start_screen: true,
            view,
            prefs,
            message: None,
            help: false,
            file_dialog: None,
            log: panels::log::LogState::default(),
            rules_filter: String::new(),
            stats: FrameStats::from_env(),
            styled: false,
            select_on_start: std::env::var("SANDTABLE_SELECT").ok(),
            pending_center: None,
            title: None,
            balance: super::balance::BalanceLab::default(),
            frames_left: std::env::var("SANDTABLE_FRAMES")
                .ok()
                .and_then(|v| v.parse::<u32>().ok()),
            autosave: None,
            pbem_lobby: None,
        }
    }

    /// Writes the autosave when the game changed (at most every two seconds; at once with
    /// `now`, as the window closes). The first one of a run is offered on the start screen.
    pub fn autosave_tick(&mut self, now: bool) {
        let (Some(a), Some(s)) = (&mut self.autosave, &self.session) else {
            return;
        };
        if s.pbem.is_some() {
            // Its folder is written after every step; an autosave would also hold the
            // guesses at the opponent's secrets the window's game is played under.
            return;
        }
        match a.tick(&s.game, now) {
            Some(Ok(())) => {
                let path = a.path.display().to_string();
                if !matches!(self.prefs.recent.first(), Some(Recent::Save { path: p }) if *p == path)
                {
                    self.prefs.remember(Recent::Save { path });
                }
            }
            Some(Err(e)) => {
                // Said once: the next tick only retries after EVERY.
                self.fail(format!("Autosave failed (the game goes on): {e}"));
            }
            None => {}
        }
    }

    /// Plays `game` with these seats (side id → seat; sides not named are played by people).
    pub fn start_game(&mut self, game: Game, seats: BTreeMap<String, Seat>) {
        self.title = Some(format!(
            "sandtable — {} — {} (seed {})",
            game.engine.decl.name, game.setup.scenario, game.setup.seed
        ));
        // A new game: the log panel's cached rows are for the old one.
        self.log.forget_rows();
        let mut s = Session::new(game, seats);
        let mut focus = None;
        if let Some(key) = self.select_on_start.take() {
            s.selection.unit = s.game.with_world(|w| w.state.unit_by_key(&key));
            focus = s.selection.unit.and_then(|u| {
                s.game
                    .with_world(|w| w.state.units.get(u as usize).and_then(|x| x.hex()))
            });
        }
        self.session = Some(s);
        self.on_start_screen = false;
        self.view.fitted = false;
        self.view.auto_fit = true;
        if let Some(h) = focus
            && self.view.start_size.is_some()
        {
            // Zoomed in on a unit (screenshots): fit once, then centre on it if it is out of view.
            self.pending_center = Some(h);
        }
    }

    /// The game, if one is being played.
    pub fn game(&self) -> Option<&Game> {
        self.session.as_ref().map(|s| &s.game)
    }

    /// The message bar's text.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// True while the save or load dialog is open.
    pub fn file_dialog_open(&self) -> bool {
        self.file_dialog.is_some()
    }

    /// The library.
    pub fn library(&self) -> &Library {
        &self.library
    }

    /// Where the centre of hex `label` was drawn at the last frame (for tests and scripts).
    pub fn hex_screen_pos(&self, label: &str) -> Option<egui::Pos2> {
        let s = self.session.as_ref()?;
        let h = s.game.with_world(|w| w.map.grid.parse_label(label).ok())?;
        Some(self.view.hex_to_screen(h))
    }

    /// The line-of-sight tool's line as the map draws it now: from the hex clicked to the
    /// hovered hex, while the tool is on.
    pub fn sight_line(&self) -> Option<super::sight::SightLine> {
        let s = self.session.as_ref()?;
        let from = self.view.sight.from.filter(|_| self.view.sight.active)?;
        let to = s.hover.filter(|h| *h != from)?;
        s.game
            .with_world(|w| super::sight::sight_line(&w.map, &w.catalog, from, to))
    }

    pub(super) fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: false,
        });
    }

    pub(super) fn fail(&mut self, text: impl Into<String>) {
        let text = text.into();
        if let Some(s) = &mut self.session {
            s.host_errors.push(text.clone());
        }
        self.message = Some(Message { text, error: true });
    }

    /// One frame: input, computer players, panels, then the recorded commands.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        if !self.styled {
            ctx.all_styles_mut(|s| {
                s.spacing.item_spacing = egui::vec2(8.0, 5.0);
            });
            // Hack (egui's monospace font) after Ubuntu covers arrows and shapes that rulesets
            // and the kernel's log lines use (→, ←, ▶, ●).
            let mut fonts = egui::FontDefinitions::default();
            if let Some(p) = fonts.families.get_mut(&egui::FontFamily::Proportional)
                && !p.iter().any(|f| f == "Hack")
            {
                let at = p
                    .iter()
                    .position(|f| f == "Ubuntu-Light")
                    .map_or(0, |i| i + 1);
                p.insert(at, "Hack".into());
            }
            ctx.set_fonts(fonts);
            self.styled = true;
        }
        if let Some(t) = self.title.take() {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(t));
        }
        let mut out = Commands::default();
        self.shortcuts(&ctx, &mut out);
        self.watch_rules(&ctx, &mut out);
        self.step_bots(&ctx);
        self.step_replay(&ctx);
        self.autosave_tick(false);
        if let Some(s) = &mut self.session {
            s.refresh();
            if self.prefs.tab == Tab::Tables {
                s.load_tables();
            }
            if self.prefs.tab == Tab::Rules {
                s.load_coverage();
            }
        }
        self.message_bar(ui, &mut out);
        if self.on_start_screen || self.session.is_none() {
            egui::CentralPanel::default()
                .frame(egui::Frame::central_panel(ui.style()).fill(egui::Color32::TRANSPARENT))
                .show(ui, |ui| {
                    start::show(
                        ui,
                        &mut self.start,
                        &self.prefs.recent,
                        self.session.is_some(),
                        self.pbem_lobby.as_ref(),
                        &mut out,
                    );
                });
        } else {
            self.play_ui(ui, &ctx, &mut out);
        }
        panels::help::show(&ctx, self.help, &mut out);
        super::balance::show(
            &ctx,
            &mut self.balance,
            &self.start.rulesets,
            &self.library,
            &mut out,
        );
        self.file_dialog_ui(&ctx, &mut out);
        for c in out.take() {
            self.apply(c);
        }
        // The legend is shown or hidden by the map (its ×), the View menu and K.
        self.prefs.show_legend = self.view.show_legend;
        if self.view.fitted
            && let Some(h) = self.pending_center.take()
            && !self
                .view
                .rect
                .shrink(self.view.size * 1.5)
                .contains(self.view.hex_to_screen(h))
        {
            self.view.center_on(h);
        }
        self.handover();
        if let Some(st) = &mut self.stats {
            st.record(started, &mut self.view.tiles.built);
            ctx.request_repaint();
        }
        if let Some(n) = &mut self.frames_left {
            *n = n.saturating_sub(1);
            if *n == 0 {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    fn message_bar(&mut self, ui: &mut egui::Ui, out: &mut Commands) {
        egui::Panel::bottom("message-bar")
            .frame(bare_panel(ui.style()))
            .show(ui, |ui| {
                ui.horizontal(|ui| match &self.message {
                    Some(m) => {
                        let color = if m.error {
                            self.theme.error
                        } else {
                            ui.visuals().text_color()
                        };
                        if ui
                            .small_button("×")
                            .on_hover_text("Dismiss the message")
                            .clicked()
                        {
                            out.push(Command::DismissMessage);
                        }
                        let lines: Vec<&str> = m.text.lines().collect();
                        let mut text = lines.iter().take(3).copied().collect::<Vec<_>>().join("\n");
                        if lines.len() > 3 {
                            text.push_str(&format!(
                                "\n… and {} more lines (all of them in the Console tab)",
                                lines.len() - 3
                            ));
                        }
                        let full: String = lines
                            .iter()
                            .take(40)
                            .copied()
                            .collect::<Vec<_>>()
                            .join("\n");
                        if let Some(rule) = crate::host::commands::cited_rule(&m.text)
                            && ui
                                .small_button(format!("Rule {rule}"))
                                .on_hover_text(format!(
                                    "Show rule {rule} in the Rules tab: its status, code and tests"
                                ))
                                .clicked()
                        {
                            out.push(Command::ShowRule(rule));
                        }
                        ui.add(egui::Label::new(RichText::new(text).color(color)).wrap())
                            .on_hover_text(full);
                    }
                    None => {
                        ui.label(
                            RichText::new("Ready. F1 for keys and mouse.").color(self.theme.muted),
                        );
                    }
                });
            });
    }

    fn play_ui(&mut self, ui: &mut egui::Ui, ctx: &egui::Context, out: &mut Commands) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        if let Some(side) = &session.handing_over {
            panels::handover::show(ui, &session.game, side, out);
            return;
        }
        let theme = &self.theme;
        let view = &mut self.view;
        let prefs = &self.prefs;
        let log_state = &mut self.log;
        let rules_filter = &mut self.rules_filter;
        let acting = session.game.acting_side();
        let console = if prefs.tab == Tab::Console {
            session.game.console()
        } else {
            Vec::new()
        };
        session.game.with_world(|world| {
            let cx = PanelCtx {
                game: &session.game,
                world,
                theme,
                session,
                acting,
            };
            egui::Panel::top("turn-bar")
                .frame(bare_panel(ui.style()))
                .show(ui, |ui| {
                    let bar = panels::turn_bar::BarState {
                        bot_speed: prefs.bot_speed,
                        labels: view.show_labels,
                        minimap: view.show_minimap,
                        legend: view.show_legend,
                        areas: view.show_areas,
                        sight: view.sight.active,
                    };
                    if panels::turn_bar::show(ui, &cx, bar, &view.hidden_areas, out) {
                        view.show_legend = !view.show_legend;
                    }
                });
            if let Some(p) = &session.pbem {
                egui::Panel::top("pbem-bar")
                    .frame(bare_panel(ui.style()))
                    .show(ui, |ui| panels::pbem::show(ui, &cx, p, out));
            }
            // A unit with a long chain of command must not widen the panel over the map: its
            // rows wrap within at most 420 points (the player may still drag the edge).
            egui::Panel::left("left-panel")
                .frame(bare_panel(ui.style()))
                .default_size(290.0)
                .max_size(420.0)
                .resizable(true)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            panels::inspector::show(ui, &cx, out);
                            ui.separator();
                            if !view.skip_layers.iter().any(|l| l == "oob") {
                                panels::oob::show(ui, &cx, out);
                            }
                        });
                });
            egui::Panel::right("right-panel")
                .frame(bare_panel(ui.style()))
                .default_size(400.0)
                .resizable(true)
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        for t in Tab::ALL {
                            if ui
                                .selectable_label(prefs.tab == t, t.title())
                                .on_hover_text(format!(
                                    "Show the {} panel",
                                    t.title().to_lowercase()
                                ))
                                .clicked()
                            {
                                out.push(Command::OpenTab(t));
                            }
                        }
                    });
                    ui.separator();
                    match prefs.tab {
                        Tab::Log if view.skip_layers.iter().any(|l| l == "log") => {}
                        Tab::Log => panels::log::show(ui, &cx, log_state, out),
                        Tab::Tables => {
                            panels::tables::show(ui, &cx, session.tables.as_deref().unwrap_or(&[]))
                        }
                        Tab::Score => panels::score::show(ui, &cx),
                        Tab::Rules => {
                            panels::rules::show(ui, &cx, session.coverage.as_ref(), rules_filter)
                        }
                        Tab::Console => panels::console::show(ui, &cx, &console),
                    }
                });
            egui::CentralPanel::no_frame().show(ui, |ui| {
                map_view::show(ui, &cx, view, out);
            });
            if let Some(p) = &session.proposal {
                panels::proposal::show(ctx, &cx, p, out);
            }
            if let Some(d) = cx.legal().and_then(|l| l.decision.as_ref()) {
                panels::decision::show(ctx, &cx, d, out);
            }
            if let Some(b) = &session.builder {
                panels::builder::show(ctx, &cx, b, out);
            }
        });
    }

    fn file_dialog_ui(&mut self, ctx: &egui::Context, out: &mut Commands) {
        let Some(d) = &mut self.file_dialog else {
            return;
        };
        let (title, button, hint) = match d.kind {
            FileDialog::Save => ("Save the game", "Save", "path/to/game.sandtable.json"),
            FileDialog::Load => ("Load a game", "Load", "path/to/game.sandtable.json"),
            FileDialog::PbemGame => ("Open a game by e-mail", "Open", "path/to/game-folder"),
            FileDialog::PbemTurn => (
                "Open the opponent's turn",
                "Open",
                "path/to/0004-turn-Name.json",
            ),
        };
        // The system's chooser answers into the path field.
        if let Some(n) = &d.native {
            match n.poll() {
                Answer::Waiting => ctx.request_repaint_after(std::time::Duration::from_millis(100)),
                Answer::Closed(Some(p)) => {
                    d.path = p.display().to_string();
                    d.native = None;
                    d.note = None;
                }
                Answer::Closed(None) => {
                    d.native = None;
                    d.note = Some(
                        "No file chosen (or no system file dialog here): type the path instead."
                            .into(),
                    );
                }
            }
        }
        let mut open = true;
        egui::Window::new(title)
            .id(egui::Id::unique("file-dialog"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 80.0))
            .show(ctx, |ui| {
                let l = ui.label(if d.kind == FileDialog::PbemGame {
                    "Folder:"
                } else {
                    "File:"
                });
                let r = ui
                    .add(
                        egui::TextEdit::singleline(&mut d.path)
                            .desired_width(420.0)
                            .hint_text(hint),
                    )
                    .labelled_by(l.id);
                let enter = r.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                let waiting = d.native.is_some();
                if ui
                    .add_enabled(!waiting, egui::Button::new("Browse…"))
                    .on_hover_text("Choose the file in the system's file dialog (where the desktop offers one)")
                    .on_disabled_hover_text("The system's file dialog is open")
                    .clicked()
                {
                    d.note = None;
                    d.native = Some(NativeDialog::open(d.kind, std::path::Path::new(d.path.trim())));
                }
                if waiting {
                    ui.label(RichText::new("Waiting for the system's file dialog…").small());
                } else if let Some(n) = &d.note {
                    ui.label(RichText::new(n).small());
                }
                ui.horizontal(|ui| {
                    let go = ui
                        .add_enabled(!d.path.trim().is_empty(), egui::Button::new(button))
                        .on_hover_text(match d.kind {
                            FileDialog::Save => {
                                "Write the save (atomically: a crash never leaves half a file)"
                            }
                            FileDialog::Load => {
                                "Replay the saved game; if it fails, the current game is kept"
                            }
                            FileDialog::PbemGame => {
                                "Open the game kept in this folder, replaying every step so far"
                            }
                            FileDialog::PbemTurn => {
                                "Check the file and replay it; if anything is wrong it is refused and your game is kept"
                            }
                        })
                        .clicked();
                    if (go || enter) && !d.path.trim().is_empty() {
                        let p = PathBuf::from(d.path.trim());
                        out.push(match d.kind {
                            FileDialog::Save => Command::Save(p),
                            FileDialog::Load => Command::Load(p),
                            FileDialog::PbemGame => Command::OpenPbem(p),
                            FileDialog::PbemTurn => Command::ReceiveTurn(p),
                        });
                        out.push(Command::CloseFileDialog);
                    }
                    if ui.button("Cancel").clicked() {
                        out.push(Command::CloseFileDialog);
                    }
                });
            });
        if !open {
            out.push(Command::CloseFileDialog);
        }
    }

    /// Keyboard shortcuts (listed in the help overlay).
    fn shortcuts(&mut self, ctx: &egui::Context, out: &mut Commands) {
        let sc = |m: Modifiers, k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        if sc(Modifiers::NONE, Key::F1) {
            out.push(Command::ToggleHelp);
        }
        if sc(Modifiers::COMMAND, Key::N) {
            out.push(Command::ShowStart);
        }
        if sc(Modifiers::COMMAND, Key::O) {
            out.push(Command::OpenFileDialog(FileDialog::Load));
        }
        if sc(Modifiers::COMMAND, Key::B) {
            out.push(Command::ToggleBalance);
        }
        let playing = self.session.is_some() && !self.on_start_screen;
        if !playing {
            if self.help && sc(Modifiers::NONE, Key::Escape) {
                out.push(Command::ToggleHelp);
            }
            return;
        }
        // While text is being typed, Ctrl+Z belongs to the text field.
        let typing = ctx.egui_wants_keyboard_input();
        if !typing && sc(Modifiers::COMMAND, Key::Z) {
            out.push(Command::Undo);
        }
        if !typing && sc(Modifiers::COMMAND, Key::E) {
            out.push(Command::EndPhase);
        }
        if sc(Modifiers::COMMAND, Key::S)
            && let Some(s) = &self.session
        {
            out.push(Command::Save(PathBuf::from(&s.save_path)));
        }
        let proposal = self.session.as_ref().and_then(|s| s.proposal.as_ref());
        if sc(Modifiers::NONE, Key::Escape) {
            if self.file_dialog.is_some() {
                out.push(Command::CloseFileDialog);
            } else if self.help {
                out.push(Command::ToggleHelp);
            } else if self.view.sight.active {
                out.push(Command::ToggleSight);
            } else if proposal.is_some() {
                out.push(Command::CancelProposal);
            } else if self.session.as_ref().is_some_and(|s| s.builder.is_some()) {
                out.push(Command::CancelBuild);
            } else {
                out.push(Command::SelectUnit(None));
            }
        }
        if let Some(p) = proposal
            && p.verdict.is_ok()
            && self.file_dialog.is_none()
            && sc(Modifiers::NONE, Key::Enter)
        {
            out.push(Command::Apply(p.action.clone()));
        }
        if let Some(b) = self.session.as_ref().and_then(|s| s.builder.as_ref())
            && b.verdict.is_ok()
            && self.file_dialog.is_none()
            && sc(Modifiers::NONE, Key::Enter)
        {
            out.push(Command::Apply(b.action.clone()));
        }
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        if sc(Modifiers::NONE, Key::F5) && self.session.is_some() {
            out.push(Command::ReloadRules);
        }
        if sc(Modifiers::NONE, Key::L) {
            out.push(Command::ToggleLabels);
        }
        if sc(Modifiers::NONE, Key::M) {
            out.push(Command::ToggleMinimap);
        }
        if sc(Modifiers::NONE, Key::K) {
            self.view.show_legend = !self.view.show_legend;
        }
        if sc(Modifiers::NONE, Key::S) {
            out.push(Command::ToggleSight);
        }
        if sc(Modifiers::NONE, Key::Space)
            && let Some(s) = &self.session
        {
            out.push(Command::PauseBots(!s.bots_paused));
        }
        if sc(Modifiers::NONE, Key::N)
            && let Some(next) = self.next_movable_unit()
        {
            out.push(Command::SelectUnit(Some(next)));
            if let Some(h) = self.session.as_ref().and_then(|s| {
                s.game
                    .with_world(|w| w.state.units.get(next as usize).and_then(|u| u.hex()))
            }) {
                out.push(Command::CenterOn(h));
                // The keyboard cursor, when in use, goes to the unit.
                if self.view.cursor.is_some() {
                    self.view.cursor = Some(h);
                }
            }
        }
    }

    /// The next unit (after the selected one) that has a legal destination.
    fn next_movable_unit(&self) -> Option<UnitId> {
        let s = self.session.as_ref()?;
        let legal = s.legal()?;
        let ids: Vec<UnitId> = s.game.with_world(|w| {
            legal
                .moves
                .keys()
                .filter_map(|k| w.state.unit_by_key(k))
                .collect()
        });
        let mut ids = ids;
        ids.sort();
        let cur = s.selection.unit;
        ids.iter()
            .copied()
            .find(|i| cur.is_none_or(|c| *i > c))
            .or_else(|| ids.first().copied())
    }

    /// One computer action per tick, at the speed set, while a computer side is to act.
    fn step_bots(&mut self, ctx: &egui::Context) {
        let speed = self.prefs.bot_speed.clamp(0.1, 120.0) as f64;
        let Some(s) = &mut self.session else {
            return;
        };
        if self.on_start_screen || !s.computer_to_act() || s.bots_paused || s.proposal.is_some() {
            return;
        }
        let now = ctx.input(|i| i.time);
        let interval = 1.0 / speed;
        let wait = s.last_bot_step + interval - now;
        if wait > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            return;
        }
        s.last_bot_step = now;
        let seats = s.seats.clone();
        let before = s.game.log_len();
        let result = s
            .game
            .run_bots(&|side| seats.get(side) == Some(&Seat::Computer), 1);
        s.generation += 1;
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(interval));
        match result {
            Ok(_) => {
                let viewer = s.viewer();
                let guessed = s.secrets_guessed();
                let news = s
                    .game
                    .with_world(|w| last_news(&w.log[before.min(w.log.len())..], viewer, guessed));
                if let Some(n) = news {
                    self.say(n);
                }
            }
            Err(e) => {
                if let Some(s) = &mut self.session {
                    s.bots_paused = true;
                }
                self.fail(format!(
                    "The computer player failed: {e}. Computer players are paused (Space resumes)."
                ));
            }
        }
    }

    /// In hot-seat play, says whose turn it is when the side to act changes.
    /// Hot reload: watch the game's rule files while auto-reload is on, and ask for a reload
    /// when they change.
    fn watch_rules(&mut self, ctx: &egui::Context, out: &mut Commands) {
        let Some(s) = &mut self.session else { return };
        if !s.auto_reload {
            s.watcher = None;
            return;
        }
        if s.watcher.is_none() {
            let folders = crate::session::watch::rule_folders(&s.game.engine);
            match crate::session::watch::RulesWatcher::new(&folders) {
                Ok(w) => s.watcher = Some(w),
                Err(e) => {
                    s.auto_reload = false;
                    s.host_errors.push(format!("auto-reload is off: {e}"));
                    return;
                }
            }
        }
        if let Some(w) = &s.watcher {
            if !w.poll().is_empty() {
                out.push(Command::ReloadRules);
            }
            // Wake up now and then to look, even when nothing else happens.
            ctx.request_repaint_after(std::time::Duration::from_millis(250));
        }
    }

    fn handover(&mut self) {
        let Some(s) = &mut self.session else {
            return;
        };
        let acting = s.game.acting_side();
        if acting == s.last_acting {
            return;
        }
        s.last_acting = acting.clone();
        if s.people() >= 2 && !s.game.is_over() {
            if s.has_secrets() {
                // The other player must not see this side's secrets: cover the game until
                // the side to act says he is at the screen.
                s.handing_over = Some(acting.clone());
            }
            let name = s
                .game
                .engine
                .decl
                .catalog
                .sides
                .iter()
                .find(|d| d.id == acting)
                .map(|d| d.name.clone())
                .unwrap_or(acting);
            let prev = self.message.as_ref().map(|m| m.text.clone());
            let text = match prev {
                Some(p) if !self.message.as_ref().is_some_and(|m| m.error) => {
                    format!("{p} — {name} to play now.")
                }
                _ => format!("{name} to play now."),
            };
            self.say(text);
        }
    }

    /// Applies one command.
    pub fn apply(&mut self, c: Command) {
        match c {
            Command::NewGame { setup, seats } => self.new_game(setup, seats),
            Command::Load(p) => self.load(&p),
            Command::Save(p) => self.save(&p),
            Command::ShowStart => self.on_start_screen = true,
            Command::ResumeGame => self.on_start_screen = self.session.is_none(),
            Command::Apply(a) => self.take(a),
            Command::EndPhase => self.take(serde_json::json!({"kind": "end_phase"})),
            Command::Undo => self.undo(),
            Command::TakeScreen => {
                if let Some(s) = &mut self.session {
                    s.handing_over = None;
                }
            }
            Command::ClickHex(h) => self.click(h),
            Command::Hover(h) => {
                if let Some(s) = &mut self.session {
                    s.hover = h;
                    s.describe_hover();
                }
            }
            Command::SelectUnit(u) => {
                if let Some(s) = &mut self.session {
                    s.selection = Selection { unit: u, hex: None };
                }
            }
            Command::Propose(a) => self.propose(a.clone(), a),
            Command::EditProposal(a) => {
                let original = self
                    .session
                    .as_ref()
                    .and_then(|s| s.proposal.as_ref())
                    .map(|p| p.original.clone())
                    .unwrap_or_else(|| a.clone());
                self.propose(a, original);
            }
            Command::Odds(a) => {
                if let Some(s) = &mut self.session {
                    s.work_out_odds(a);
                }
            }
            Command::CancelProposal => {
                if let Some(s) = &mut self.session {
                    s.proposal = None;
                }
            }
            Command::Build(a) => {
                if let Some(s) = &mut self.session {
                    let kind = a["kind"].as_str().unwrap_or_default().to_string();
                    let first_empty = s
                        .game
                        .slots(&kind)
                        .iter()
                        .position(|x| a.get(&x.id).is_none())
                        .unwrap_or(0);
                    s.build(a, first_empty);
                }
            }
            Command::BuildPick(slot, v) => {
                if let Some(s) = &mut self.session {
                    s.pick(&slot, v);
                }
            }
            Command::BuildSet(slot, v) => {
                if let Some(s) = &mut self.session {
                    s.set_slot(&slot, v);
                }
            }
            Command::BuildSlot(i) => {
                if let Some(s) = &mut self.session
                    && let Some(b) = &s.builder
                {
                    let a = b.action.clone();
                    s.build(a, i);
                }
            }
            Command::CancelBuild => {
                if let Some(s) = &mut self.session {
                    s.builder = None;
                }
            }
            Command::CenterOn(h) => {
                self.view.center_on(h);
                if let Some(s) = &mut self.session {
                    s.selection.hex = Some(h);
                }
            }
            Command::SetSeat(side, seat) => {
                if let Some(why) = self.pbem_refusal("seat") {
                    self.fail(why);
                } else if let Some(s) = &mut self.session {
                    s.seats.insert(side.clone(), seat);
                    s.generation += 1;
                    s.proposal = None;
                    s.builder = None;
                    self.say(format!("{side} is now played by a {}.", seat.name()));
                }
            }
            Command::SetBotProfile(side, profile) => {
                if let Some(s) = &mut self.session {
                    match s.game.set_bot_profile(&side, &profile) {
                        Ok(()) => {
                            s.generation += 1;
                            self.say(format!("{side}'s computer player is now '{profile}'."));
                        }
                        Err(e) => self.fail(e.to_string()),
                    }
                }
            }
            Command::PauseBots(p) => {
                if let Some(s) = &mut self.session {
                    s.bots_paused = p;
                }
            }
            Command::BotSpeed(v) => self.prefs.bot_speed = v.clamp(0.1, 120.0),
            Command::ToggleLabels => {
                self.view.show_labels = !self.view.show_labels;
                self.prefs.show_labels = self.view.show_labels;
            }
            Command::ToggleMinimap => {
                self.view.show_minimap = !self.view.show_minimap;
                self.prefs.show_minimap = self.view.show_minimap;
            }
            Command::ToggleAreas => {
                self.view.show_areas = !self.view.show_areas;
                self.prefs.show_areas = self.view.show_areas;
            }
            Command::ShowArea(name, shown) => {
                if shown {
                    self.view.hidden_areas.remove(&name);
                } else {
                    self.view.hidden_areas.insert(name);
                }
            }
            Command::ToggleSight => self.view.sight.toggle(),
            Command::OpenTab(t) => self.prefs.tab = t,
            Command::ReloadRules => self.reload_rules(),
            Command::ReplayUnderRules => self.replay_under_rules(),
            Command::SetAutoReload(on) => {
                if let Some(s) = &mut self.session {
                    s.auto_reload = on;
                }
            }
            Command::ShowRule(rule) => {
                self.rules_filter = rule;
                self.prefs.tab = Tab::Rules;
            }
            Command::ToggleHelp => self.help = !self.help,
            Command::DismissMessage => self.message = None,
            Command::OpenFileDialog(kind) => {
                let path = match kind {
                    FileDialog::Save => self
                        .session
                        .as_ref()
                        .map(|s| s.save_path.clone())
                        .unwrap_or_default(),
                    FileDialog::Load => self.start.load_path.clone(),
                    FileDialog::PbemGame => self.start.pbem.folder.clone(),
                    FileDialog::PbemTurn => self
                        .session
                        .as_ref()
                        .and_then(|s| s.pbem.as_ref())
                        .or(self.pbem_lobby.as_ref())
                        .map(|p| p.mailbox_hint())
                        .unwrap_or_default(),
                };
                self.file_dialog = Some(FileDialogState {
                    kind,
                    path,
                    native: None,
                    note: None,
                });
            }
            Command::CloseFileDialog => self.file_dialog = None,
            Command::Say(t) => self.say(t),
            Command::ToggleBalance => {
                self.balance.open = !self.balance.open;
                // Opened from the start screen or a game, it aims at that ruleset and scenario.
                let aim = match &self.session {
                    Some(s) if !self.on_start_screen => {
                        Some((s.game.setup.ruleset.clone(), s.game.setup.scenario.clone()))
                    }
                    _ => self.start.setup().map(|g| (g.ruleset, g.scenario)),
                };
                if self.balance.open
                    && !self.balance.is_running()
                    && let Some((ruleset, scenario)) = aim
                    && let Some(r) = self.start.rulesets.iter().find(|r| r.id == ruleset)
                {
                    self.balance.aim(r, &scenario);
                }
            }
            Command::OpenPbem(dir) => self.open_pbem(&dir),
            Command::InvitePbem(spec, dir) => self.invite_pbem(spec, &dir),
            Command::JoinPbem {
                invitation,
                folder,
                me,
                secrets,
            } => self.join_pbem(&invitation, &folder, &me, secrets),
            Command::SendTurn => self.send_turn(),
            Command::ReceiveTurn(path) => self.receive_turn(&path),
            Command::Vcr(v) => self.vcr(v),
            Command::Rescan => {
                let keep = self.start.chosen().map(|r| r.id.clone());
                self.start = StartScreen::new(&self.library);
                if let Some(id) = keep {
                    self.start.preselect(&id, None);
                }
            }
        }
    }

    fn new_game(&mut self, setup: crate::session::GameSetup, seats: Vec<(String, Seat)>) {
        let recent = Recent::New {
            ruleset: setup.ruleset.clone(),
            scenario: setup.scenario.clone(),
            seed: setup.seed,
            options: setup.options.clone(),
            seats: seats.clone(),
        };
        let name = format!("{} / {}", setup.ruleset, setup.scenario);
        match Game::new(&self.library, setup) {
            Ok(game) => {
                // Secret options stay out of the preferences file (plain text on disk, and
                // the start screen's recent list shows what is in it).
                let mut recent = recent;
                if let Recent::New { options, .. } = &mut recent {
                    let decl = &game.engine.decl;
                    options
                        .retain(|k, _| !decl.options.iter().any(|o| o.id == *k && o.is_secret()));
                }
                self.start_game(game, seats.into_iter().collect());
                self.prefs.remember(recent);
                self.say(format!("New game: {name}."));
            }
            Err(e) => self.fail(format!("The game could not start: {e}")),
        }
    }

    fn save(&mut self, path: &Path) {
        if let Some(why) = self.pbem_refusal("save") {
            self.fail(why);
            return;
        }
        let Some(s) = &mut self.session else {
            self.fail("There is no game to save.");
            return;
        };
        match SaveFile::of(&s.game).write(path) {
            Ok(()) => {
                s.save_path = path.display().to_string();
                let n = s.game.history.len();
                self.prefs.remember(Recent::Save {
                    path: path.display().to_string(),
                });
                self.say(format!("Saved to {} ({n} actions).", path.display()));
            }
            Err(e) => self.fail(format!("Save failed: {e}")),
        }
    }

    fn load(&mut self, path: &Path) {
        let shown = path.display().to_string();
        let save = match SaveFile::read(path) {
            Ok(s) => s,
            Err(e) => {
                self.fail(format!("Load failed, the current game is kept: {e}"));
                return;
            }
        };
        match save.replay(&self.library, &shown) {
            Ok((game, ok)) => {
                let seats: BTreeMap<String, Seat> = game
                    .engine
                    .decl
                    .catalog
                    .sides
                    .iter()
                    .map(|d| {
                        let seat = self
                            .session
                            .as_ref()
                            .and_then(|s| s.seats.get(&d.id).copied())
                            .unwrap_or(Seat::Person);
                        (d.id.clone(), seat)
                    })
                    .collect();
                let changed = game.ruleset_hash != save.ruleset.content_hash;
                let n = save.actions.len();
                self.start_game(game, seats);
                if let Some(s) = &mut self.session {
                    s.save_path = shown.clone();
                    // Whoever loaded it, the side to act may be the other player's: with
                    // secrets, the game opens covered until that player takes the screen.
                    if s.people() >= 2 && s.has_secrets() && !s.game.is_over() {
                        s.handing_over = Some(s.game.acting_side());
                    }
                }
                self.prefs.remember(Recent::Save {
                    path: shown.clone(),
                });
                self.start.load_path = shown.clone();
                let mut text = format!("Loaded {shown}: {n} actions replayed");
                if !ok {
                    text.push_str(", but the state reached differs from the save's (has the ruleset changed?)");
                } else if changed {
                    text.push_str(" (the ruleset's files have changed since the save)");
                }
                text.push('.');
                if ok {
                    self.say(text);
                } else {
                    self.fail(text);
                }
            }
            Err(e) => self.fail(format!("Load failed, the current game is kept: {e}")),
        }
    }

    /// Takes an action for the side to act, or shows why it cannot.
    fn take(&mut self, action: serde_json::Value) {
        let Some(s) = &mut self.session else {
            return;
        };
        if s.pbem.is_some() {
            let before = s.game.log_len();
            match self.take_pbem(&action) {
                Ok(()) => self.taken(before),
                Err(text) => self.message = Some(Message { text, error: true }),
            }
            return;
        }
        if !s.person_to_act() {
            let why = if s.game.is_over() {
                "The game is over.".to_string()
            } else {
                format!(
                    "It is the computer's turn ({}); pause the computer players or make the side a person's to act.",
                    s.game.acting_side()
                )
            };
            self.fail(why);
            return;
        }
        let before = s.game.log_len();
        match s.game.apply(action) {
            Ok(()) => self.taken(before),
            Err(e) => {
                let hook = matches!(e, GameError::Hook(_) | GameError::Flow(_));
                let text = format!("Refused: {e}");
                if hook {
                    self.fail(text);
                } else {
                    self.message = Some(Message { text, error: true });
                }
            }
        }
    }

    /// Why `what` is refused, when the game is one by e-mail ([`super::pbem::PbemPlay::refusal`]).
    pub(super) fn pbem_refusal(&self, what: &str) -> Option<String> {
        let p = self.session.as_ref()?.pbem.as_ref()?;
        Some(p.refusal(what))
    }

    /// After an action was taken: the caches are stale, and the message bar says what it did
    /// (`before`: the log's length before it).
    fn taken(&mut self, before: usize) {
        let Some(s) = &mut self.session else {
            return;
        };
        s.generation += 1;
        s.proposal = None;
        s.builder = None;
        s.last_bot_step = f64::NEG_INFINITY;
        let viewer = s.viewer();
        let guessed = s.secrets_guessed();
        let mut news = s
            .game
            .with_world(|w| last_news(&w.log[before.min(w.log.len())..], viewer, guessed));
        if let Some(p) = &s.pbem
            && p.why_not_play.is_some()
            && p.why_not_send.is_none()
        {
            let done = format!(
                "Your turn is done: Send turn writes the file for {}.",
                p.opponent()
            );
            news = Some(match news {
                Some(n) => format!("{n} — {done}"),
                None => done,
            });
        }
        // A unit that can no longer act stays selected (the inspector shows it).
        if let Some(n) = news {
            self.say(n);
        }
    }

    /// Undoes the last action; against the computer, back to before the last person's action.
    fn undo(&mut self) {
        if let Some(why) = self.pbem_refusal("undo") {
            self.fail(why);
            return;
        }
        let Some(s) = &mut self.session else {
            return;
        };
        let any_person = s
            .game
            .engine
            .decl
            .catalog
            .sides
            .iter()
            .any(|d| s.seat(&d.id) == Seat::Person);
        let mut undone = Vec::new();
        while let Some(rec) = s.game.undo() {
            let person = s.seat(&rec.side) == Seat::Person;
            undone.push(rec);
            if person || !any_person {
                break;
            }
        }
        if undone.is_empty() {
            self.message = Some(Message {
                text: "Nothing to undo.".into(),
                error: true,
            });
            return;
        }
        s.generation += 1;
        s.proposal = None;
        s.builder = None;
        if !any_person {
            s.bots_paused = true;
        }
        let (turn, phase) = s
            .game
            .with_world(|w| (w.state.turn, w.state.cursor.id.clone()));
        let what = undone
            .last()
            .map(|r| {
                r.action
                    .get("kind")
                    .and_then(|k| k.as_str())
                    .unwrap_or("action")
                    .to_string()
            })
            .unwrap_or_default();
        self.say(format!(
            "Undid {} action{} (last: {what}); back to turn {turn}, {phase} phase.",
            undone.len(),
            if undone.len() == 1 { "" } else { "s" }
        ));
    }

    fn propose(&mut self, action: serde_json::Value, original: serde_json::Value) {
        let Some(s) = &mut self.session else {
            return;
        };
        let description = s.game.describe(&action).map_err(|e| e.to_string());
        let verdict = s.game.check(&action).map_err(|e| e.to_string());
        s.proposal = Some(Proposal {
            action,
            original,
            description,
            verdict,
        });
    }

    /// A click on the map: move the selected unit there, show an attack on it, select a unit
    /// in it, or say why the selected unit cannot go there.
    /// Carries out what a click on `h` means ([`click::intent`]).
    fn click(&mut self, h: Hex) {
        let Some(s) = &mut self.session else {
            return;
        };
        if s.proposal.is_some() {
            s.proposal = None;
        }
        match click::intent(s, h) {
            Intent::Pick { slot, values } => {
                for v in values {
                    s.pick(&slot, v);
                }
            }
            Intent::Take(a) => self.take(a),
            Intent::Build(a, next) => s.build(a, next),
            Intent::Propose(a) => self.propose(a.clone(), a),
            Intent::Select(sel) => s.selection = sel,
            Intent::Refuse(why) => {
                s.selection.hex = Some(h);
                self.message = Some(Message {
                    text: why,
                    error: true,
                });
            }
            Intent::Mark => s.selection.hex = Some(h),
        }
    }
}

/// A short line for the message bar from the events of one action: the combat result, or
/// the moves, or the last event.
/// Only what players read, and only what `viewer` may see: never a variable dump.
/// With `guessed` (a game by e-mail before the opponent opens his secrets), the reveal of the
/// secret options is left out: the values in it are a guess at his.
pub(super) fn last_news(
    events: &[crate::kernel::Event],
    viewer: Option<usize>,
    guessed: bool,
) -> Option<String> {
    let seen: Vec<&crate::kernel::Event> = events
        .iter()
        .filter(|e| e.seen_by(crate::kernel::Level::Player, viewer))
        .filter(|e| !(guessed && e.kind == crate::session::SECRETS_REVEALED))
        .collect();
    let important: Vec<&str> = seen
        .iter()
        .filter(|e| !matches!(e.kind.as_str(), "die_rolled" | "turn_began"))
        .map(|e| e.text.as_str())
        .take(4)
        .collect();
    if important.is_empty() {
        return seen.last().map(|e| e.text.clone());
    }
    Some(important.join(" · "))
}

/// The frame of a panel around the map, without its fill: the window is cleared to the
/// panels' colour (`clear_color`), so painting that colour again over most of the window cost
/// a quarter of the software rasteriser's work a frame (docs/performance.md).
fn bare_panel(style: &egui::Style) -> egui::Frame {
    egui::Frame::side_top_panel(style).fill(egui::Color32::TRANSPARENT)
}

impl eframe::App for SandtableApp {
    /// The panels' colour: they are drawn without a fill of their own (`bare_panel`).
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        if let (Some(st), Some(cpu)) = (&mut self.stats, frame.info().cpu_usage) {
            st.cpu_secs += cpu as f64;
        }
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.autosave_tick(true);
        storage.set_string(prefs::KEY, self.prefs.to_text());
    }
}
