//! The desktop host: the eframe/egui window (`sandtable gui`, or `sandtable` alone).
//!
//! - [`app`]: the eframe `App`; applies the commands panels return, through [`crate::session::Game`];
//! - [`start`]: the start screen (ruleset, scenario, options, seed, players, load, recent);
//! - [`map_view`], [`strokes`], [`minimap`], [`counters`], [`legend`]: the hex map, drawn from
//!   the kernel's `Layout`, and its key; [`areas`] (named areas) and [`sight`] (the
//!   line-of-sight tool) on it; [`view`] (the view's state and transforms) and [`painter`]
//!   (the shapes they all draw with) below them all;
//! - [`native_dialog`]: the system's file chooser for Save and Load;
//! - [`pbem`]: a game by e-mail in the window (the player's checks, the turn received shown
//!   step by step);
//! - [`panels`]: turn bar, inspector, order of battle, log, tables, score, rules, console,
//!   the action confirmation and the help overlay;
//! - [`commands`]: the [`commands::Command`]s panels return; [`context`]: the one read-only
//!   context object every panel gets; [`play`]: a game in the window and its caches;
//!   [`prefs`]: what is remembered between runs; [`theme`]: colours.
//!
//! Only this module uses egui and eframe (`tests/architecture.rs` checks it). Nothing here
//! changes a game except through `Game::apply`, `Game::undo` and saves.

pub mod app;
mod app_pbem;
mod app_rules;
pub mod areas;
pub mod autosave;
pub mod balance;
pub mod click;
pub mod commands;
pub mod context;
pub mod counters;
pub mod legend;
pub mod listing;
pub mod map_view;
pub mod minimap;
pub mod native_dialog;
pub mod painter;
pub mod panels;
pub mod pbem;
pub mod picture;
pub mod play;
pub mod prefs;
pub mod sight;
pub mod start;
pub mod start_pbem;
pub mod strokes;
pub mod theme;
pub mod tiles;
pub mod view;

pub use app::SandtableApp;

use crate::script::Library;
use std::path::PathBuf;

/// What `sandtable gui` was asked to open.
#[derive(Clone, Debug, Default)]
pub struct GuiArgs {
    /// Ruleset to start (with `scenario`) or to preselect.
    pub ruleset: Option<String>,
    /// Scenario to start.
    pub scenario: Option<String>,
    /// A save to load at once.
    pub load: Option<PathBuf>,
    /// Seed of the game started from the command line.
    pub seed: Option<u64>,
    /// A game by e-mail to open (its folder).
    pub pbem: Option<PathBuf>,
}

const HEADLESS: &str = "The headless commands work without a display: sandtable list | check | play | replay | rules (see sandtable --help).";

/// Why no window can be opened here, if it is plain before trying (no X display named).
fn no_display_reason() -> Option<String> {
    if cfg!(target_os = "linux") && std::env::var_os("DISPLAY").is_none_or(|d| d.is_empty()) {
        return Some("no display: the DISPLAY environment variable is not set".into());
    }
    None
}

/// Builds the app for `args` (starting or loading the game asked for).
pub fn build_app(library: Library, args: &GuiArgs, prefs: Option<prefs::Prefs>) -> SandtableApp {
    let mut app = SandtableApp::new(library, prefs);
    if let Some(seed) = args.seed {
        app.start.seed = seed;
    }
    if let Some(r) = &args.ruleset {
        if !app.start.preselect(r, args.scenario.as_deref()) {
            app.apply(commands::Command::Say(format!(
                "There is no ruleset '{r}'{} in {}.",
                args.scenario
                    .as_ref()
                    .map(|s| format!(" with a scenario '{s}'"))
                    .unwrap_or_default(),
                app.library().root.display()
            )));
        } else if args.scenario.is_some()
            && let Some(setup) = app.start.setup()
        {
            let seats = app.start.seat_list();
            app.apply(commands::Command::NewGame { setup, seats });
        }
    }
    if let Some(p) = &args.load {
        app.apply(commands::Command::Load(p.clone()));
    }
    if let Some(dir) = &args.pbem {
        app.apply(commands::Command::OpenPbem(dir.clone()));
    }
    app
}

/// Opens the window and runs it until it is closed. Returns the process exit code: 0, or 1
/// (with a message on stderr) when no window can be opened.
pub fn run(library: Library, args: GuiArgs) -> i32 {
    if let Some(why) = no_display_reason() {
        eprintln!("sandtable: cannot open the window ({why}).\n{HEADLESS}");
        return 1;
    }
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("sandtable")
            .with_app_id("sandtable")
            .with_inner_size([1500.0, 940.0])
            .with_min_inner_size([800.0, 500.0]),
        // The map is flat colours, where dithering cannot show, and its per-pixel noise in the
        // fragment shader is a large share of a software-rendered frame (llvmpipe under Xvfb).
        dithering: false,
        ..Default::default()
    };
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        eframe::run_native(
            "sandtable",
            options,
            Box::new(move |cc| {
                let prefs = cc
                    .storage
                    .and_then(|s| s.get_string(prefs::KEY))
                    .map(|t| prefs::Prefs::parse(&t));
                let mut app = build_app(library, &args, prefs);
                app.autosave = autosave::Autosave::in_storage();
                Ok(Box::new(app))
            }),
        )
    }));
    match result {
        Ok(Ok(())) => 0,
        Ok(Err(e)) => {
            eprintln!("sandtable: cannot open the window: {e}.\n{HEADLESS}");
            1
        }
        Err(_) => {
            eprintln!("sandtable: the window failed to start (see the message above).\n{HEADLESS}");
            1
        }
    }
}
