//! The command line: `list`, `check`, `play`, `replay`, `rules`, `watch`, `mapgen`, `batch`,
//! `merge`, `pbem` (play by e-mail), and `gui` (the window).
//!
//! In ripgrep's manner: clap parses raw arguments ([`Cli`]), a resolve step turns them into
//! validated settings, then the command runs. Exit codes: 0 success, 1 a check or replay found
//! problems (or a game could not be played), 2 bad usage (clap's own).

/// Prints a line to standard error, as `eprintln!` does, but never panics: with stderr closed
/// or full (`2>/dev/full`) the game must still be saved.
macro_rules! tell {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

pub mod batch;
pub mod pbem;
pub mod watch;

use crate::script::{Engine, Library, SharedWorld};
use crate::session::save::SaveFile;
use crate::session::{Game, GameSetup};
use clap::{Parser, Subcommand};
use serde_json::json;
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// sandtable: hex-and-counter wargames with rulesets in Lua.
#[derive(Parser, Debug)]
#[command(name = "sandtable", version, about, long_about = None)]
pub struct Cli {
    /// The folder holding rulesets/, scenarios/ and scripts/ (default: $SANDTABLE_HOME, or the
    /// nearest such folder upward from here, or the one sandtable was built from).
    #[arg(long, global = true)]
    pub root: Option<PathBuf>,
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// List rulesets, their scenarios and options.
    List {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Load and validate rulesets, scenarios and mods (all of the library's by default).
    Check {
        /// Ruleset folders or scenario files to check.
        paths: Vec<PathBuf>,
        /// Instead: play a short computer game of --ruleset twice and replay it, comparing the
        /// state hash after every action, and name the first action that differs.
        #[arg(long, requires = "ruleset")]
        determinism: bool,
        /// The ruleset of --determinism.
        #[arg(long)]
        ruleset: Option<String>,
        /// The scenario of --determinism (default: the ruleset's first).
        #[arg(long)]
        scenario: Option<String>,
        /// The seed of --determinism.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How many actions --determinism plays.
        #[arg(long, default_value_t = 200)]
        actions: usize,
        /// An option for --determinism: ID or ID=VALUE. Repeatable.
        #[arg(long = "option", value_name = "ID[=VALUE]")]
        options: Vec<String>,
    },
    /// Play a game headless, with computer players for the sides named by --ai.
    Play(PlayArgs),
    /// Replay a saved game and check that it reproduces the saved state hash.
    Replay {
        /// The save file.
        file: PathBuf,
        /// Print one JSON object with the result.
        #[arg(long)]
        json: bool,
    },
    /// What an action may do in a saved game, before it is taken: every die result it could
    /// roll played in a copy of the game, each outcome with its probability (the save is not
    /// changed).
    Odds {
        /// The save file (the game as it stands).
        file: PathBuf,
        /// The action, as JSON: '{"kind":"attack","targets":["0405"],"attackers":["A"]}'.
        action: String,
        /// Print one JSON object with the outcomes.
        #[arg(long)]
        json: bool,
    },
    /// Rule coverage: every numbered rule of a ruleset, its status, code and tests.
    Rules {
        /// Ruleset id.
        ruleset: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Print the Markdown page (as committed in docs/rules/).
        #[arg(long)]
        markdown: bool,
        /// List only rules that are missing or implemented without a test.
        #[arg(long)]
        missing: bool,
    },
    /// Balance lab: play N computer games of a variant and N of its baseline on the same seeds,
    /// in parallel, and compare them.
    Batch(batch::BatchArgs),
    /// Summarise the JSON lines of `batch --json` runs (e.g. the shards of one batch).
    Merge(batch::MergeArgs),
    /// Re-check a ruleset and replay K computer games on every change to its files.
    Watch(watch::WatchArgs),
    /// Play by e-mail: start or join a game, play your side, send and receive turn files
    /// (each replayed and checked before it is accepted).
    Pbem(pbem::PbemArgs),
    /// Generate a map from the geographic source as a spec describes it
    /// (`scenarios/<ruleset>/mapgen.json`), and write the map module the spec names.
    Mapgen {
        /// The spec file.
        spec: PathBuf,
        /// Also draw the map to this PNG file.
        #[arg(long)]
        png: Option<PathBuf>,
        /// Pixels per hex (centre to corner) in the picture.
        #[arg(long, default_value_t = 8.0)]
        hex_px: f64,
        /// Do not write: exit 1 if the committed map differs from what the source gives.
        #[arg(long)]
        check: bool,
    },
    /// Open the desktop window (also what `sandtable` alone does).
    Gui {
        /// Ruleset to start (with --scenario) or to preselect on the start screen.
        #[arg(long)]
        ruleset: Option<String>,
        /// Scenario to start at once (with --ruleset).
        #[arg(long, requires = "ruleset")]
        scenario: Option<String>,
        /// A saved game to load at once.
        #[arg(long)]
        load: Option<PathBuf>,
        /// Seed of the game started with --ruleset and --scenario.
        #[arg(long)]
        seed: Option<u64>,
        /// A game by e-mail to open at once (its folder; see `sandtable pbem`).
        #[arg(long, value_name = "DIR")]
        pbem: Option<PathBuf>,
    },
}

/// Runs the command line; returns the process exit code.
pub fn run(cli: Cli) -> i32 {
    let library = match &cli.root {
        Some(r) => Library::at(r),
        None => Library::discover(),
    };
    match cli.command {
        None => {
            // `sandtable` alone opens the window when there is a display; without one it
            // prints the usage (the headless commands), as a terminal user expects.
            if std::env::var_os("DISPLAY").is_some_and(|d| !d.is_empty())
                || !cfg!(target_os = "linux")
            {
                // The first real ruleset is preselected on the start screen when present.
                let preselect = library
                    .ruleset_ids()
                    .into_iter()
                    .find(|id| id == "dg-chickamauga");
                crate::host::run(
                    library,
                    crate::host::GuiArgs {
                        ruleset: preselect,
                        ..Default::default()
                    },
                )
            } else {
                use clap::CommandFactory;
                let _ = Cli::command().print_help();
                say(
                    "\nNo display (DISPLAY is not set), so no window: use the commands above, or `sandtable gui` where there is a display.",
                );
                0
            }
        }
        Some(Command::Gui {
            ruleset,
            scenario,
            load,
            seed,
            pbem,
        }) => crate::host::run(
            library,
            crate::host::GuiArgs {
                ruleset,
                scenario,
                load,
                seed,
                pbem,
            },
        ),
        Some(Command::List { json }) => list(&library, json),
        Some(Command::Check {
            determinism: true,
            ruleset: Some(ruleset),
            scenario,
            seed,
            actions,
            options,
            ..
        }) => check_determinism(&library, ruleset, scenario, seed, actions, &options),
        Some(Command::Check { paths, .. }) => check(&library, &paths),
        Some(Command::Play(args)) => play(&library, args),
        Some(Command::Replay { file, json }) => replay(&library, &file, json),
        Some(Command::Odds { file, action, json }) => odds(&library, &file, &action, json),
        Some(Command::Watch(args)) => watch::run(&library, args),
        Some(Command::Pbem(args)) => pbem::run(&library, args),
        Some(Command::Batch(args)) => batch::batch(&library, args),
        Some(Command::Merge(args)) => batch::merge(args),
        Some(Command::Mapgen {
            spec,
            png,
            hex_px,
            check,
        }) => mapgen(&spec, png.as_deref(), hex_px, check),
        Some(Command::Rules {
            ruleset,
            json,
            markdown,
            missing,
        }) => rules(&library, &ruleset, json, markdown, missing),
    }
}

/// Prints a line to standard output; false once the reader has gone away (a closed pipe, as
/// with `| head`), so that callers stop instead of panicking.
pub(crate) fn say(line: impl std::fmt::Display) -> bool {
    use std::io::Write;
    writeln!(std::io::stdout().lock(), "{line}").is_ok()
}

fn new_world() -> SharedWorld {
    Rc::new(RefCell::new(None))
}

fn list(library: &Library, as_json: bool) -> i32 {
    let mut out = Vec::new();
    let mut code = 0;
    for id in library.ruleset_ids() {
        let engine = match Engine::load(library, &id, new_world()) {
            Ok(e) => e,
            Err(d) => {
                tell!("{d}");
                code = 1;
                continue;
            }
        };
        let mut scenarios = Vec::new();
        for f in engine.scenario_files() {
            match engine.load_scenario(&f) {
                Ok(s) => scenarios.push(json!({
                    "id": f.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default(),
                    "name": s.name,
                    "turns": s.turns,
                    "description": s.description,
                })),
                Err(d) => {
                    tell!("{d}");
                    code = 1;
                }
            }
        }
        let d = &engine.decl;
        out.push(json!({
            "id": d.id,
            "name": d.name,
            "version": d.version,
            "description": d.description,
            "extends": d.extends,
            "scenarios": scenarios,
            "options": d.options.iter().map(|o| json!({
                "id": o.id, "name": o.name, "rule": o.rule, "default": o.default,
                "description": o.description,
            })).collect::<Vec<_>>(),
        }));
    }
    if as_json {
        say(serde_json::Value::Array(out));
    } else {
        for r in &out {
            say(format!(
                "{} — {} (version {})",
                r["id"].as_str().unwrap_or(""),
                r["name"].as_str().unwrap_or(""),
                r["version"].as_str().unwrap_or("")
            ));
            if let Some(base) = r["extends"].as_str() {
                say(format!("  extends {base}"));
            }
            for s in r["scenarios"].as_array().into_iter().flatten() {
                say(format!(
                    "  scenario {:<16} {} ({} turns)",
                    s["id"].as_str().unwrap_or(""),
                    s["name"].as_str().unwrap_or(""),
                    s["turns"]
                ));
            }
            for o in r["options"].as_array().into_iter().flatten() {
                say(format!(
                    "  option   {:<16} [{}] {} (default {})",
                    o["id"].as_str().unwrap_or(""),
                    o["rule"].as_str().unwrap_or(""),
                    o["name"].as_str().unwrap_or(""),
                    o["default"]
                ));
            }
        }
    }
    code
}

/// Checks one ruleset folder: declarations, then every scenario.
fn check_ruleset(library: &Library, dir: &Path) -> Result<String, String> {
    let engine = Engine::load_dir(library, dir, new_world()).map_err(|d| d.to_string())?;
    let mut errors = Vec::new();
    let files = engine.scenario_files();
    for f in &files {
        if let Err(d) = engine.load_scenario(f) {
            errors.push(d.to_string());
        }
    }
    if errors.is_empty() {
        Ok(format!(
            "{}: ok ({} scenario{})",
            engine.decl.id,
            files.len(),
            if files.len() == 1 { "" } else { "s" }
        ))
    } else {
        Err(errors.join("\n"))
    }
}

fn check(library: &Library, paths: &[PathBuf]) -> i32 {
    let mut code = 0;
    let mut report = |r: Result<String, String>| match r {
        Ok(m) => {
            say(m);
        }
        Err(e) => {
            say(e);
            code = 1;
        }
    };
    if paths.is_empty() {
        for id in library.ruleset_ids() {
            report(check_ruleset(library, &library.ruleset_dir(&id)));
        }
        return code;
    }
    for p in paths {
        if p.is_dir() {
            // A ruleset folder: its library is the folder two levels up when it sits in a
            // `rulesets/` folder, so that its scenarios and siblings are found.
            let lib = match p.canonicalize().ok().and_then(|c| {
                let parent = c.parent()?.to_path_buf();
                (parent.file_name()? == "rulesets")
                    .then(|| parent.parent().map(Path::to_path_buf))
                    .flatten()
            }) {
                Some(root) => Library::at(&root),
                None => library.clone(),
            };
            report(check_ruleset(&lib, p));
        } else if p.is_file() && p.extension().is_some_and(|e| e == "lua") {
            // A scenario file: scenarios/<ruleset>/<id>.lua.
            let ruleset = p
                .parent()
                .and_then(|d| d.file_name())
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_default();
            let r = Engine::load(library, &ruleset, new_world())
                .map_err(|d| d.to_string())
                .and_then(|e| {
                    e.load_scenario(p)
                        .map(|s| format!("{}: ok ({})", p.display(), s.name))
                        .map_err(|d| d.to_string())
                });
            report(r);
        } else {
            report(Err(format!(
                "{}: not a ruleset folder or a scenario file",
                p.display()
            )));
        }
    }
    code
}

fn check_determinism(
    library: &Library,
    ruleset: String,
    scenario: Option<String>,
    seed: u64,
    actions: usize,
    options: &[String],
) -> i32 {
    let opts = match parse_options(options) {
        Ok(o) => o,
        Err(e) => {
            tell!("error: {e}");
            return 2;
        }
    };
    let scenario = match scenario {
        Some(s) => s,
        None => match Engine::load(library, &ruleset, new_world()) {
            Ok(e) => match e.scenario_files().first().and_then(|p| p.file_stem()) {
                Some(s) => s.to_string_lossy().to_string(),
                None => {
                    tell!("error: ruleset '{ruleset}' has no scenario");
                    return 1;
                }
            },
            Err(d) => {
                tell!("{d}");
                return 1;
            }
        },
    };
    let setup = GameSetup {
        ruleset,
        scenario,
        seed,
        options: opts,
    };
    match crate::session::determinism::check(library, &setup, actions) {
        Ok(v) => {
            say(format!(
                "{} {} seed {seed}: {v}",
                setup.ruleset, setup.scenario
            ));
            i32::from(!matches!(
                v,
                crate::session::determinism::Verdict::Same { .. }
            ))
        }
        Err(e) => {
            tell!("error: {e}");
            1
        }
    }
}

/// Every `--option` word parsed, in order (a later one for the same id wins).
pub(crate) fn parse_options(
    words: &[String],
) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    let mut opts = serde_json::Map::new();
    for w in words {
        let (k, v) = parse_option(w)?;
        opts.insert(k, v);
    }
    Ok(opts)
}

pub(crate) fn parse_option(s: &str) -> Result<(String, serde_json::Value), String> {
    let (id, value) = match s.split_once('=') {
        Some((id, v)) => {
            let value = match v {
                "true" | "on" | "yes" => json!(true),
                "false" | "off" | "no" => json!(false),
                _ => v
                    .parse::<i64>()
                    .map(|n| json!(n))
                    .unwrap_or_else(|_| json!(v)),
            };
            (id.to_string(), value)
        }
        None => (s.to_string(), json!(true)),
    };
    if id.is_empty() {
        return Err(format!("--option '{s}': the option id is empty"));
    }
    Ok((id, value))
}

fn game_json(game: &Game) -> serde_json::Value {
    game.with_world(|w| {
        let sides = &w.catalog.sides;
        let mut vp = serde_json::Map::new();
        let mut losses = serde_json::Map::new();
        for (i, s) in sides.iter().enumerate() {
            vp.insert(s.id.clone(), json!(w.state.records[i].vp));
            losses.insert(s.id.clone(), json!(w.state.records[i].losses));
        }
        let outcome = w.state.outcome.clone();
        let bots: serde_json::Map<String, serde_json::Value> = sides
            .iter()
            .map(|s| (s.id.clone(), json!(game.bot_profile(&s.id))))
            .collect();
        json!({
            "ruleset": game.engine.decl.id,
            "ruleset_version": game.engine.decl.version,
            "scenario": game.setup.scenario,
            "seed": game.setup.seed,
            "options": game.options,
            "turns_played": w.state.turn,
            "finished": outcome.is_some(),
            "winner": outcome.as_ref().and_then(|o| o.winner.map(|s| sides[s].id.clone())),
            "victory_level": outcome.as_ref().map(|o| o.level.clone()),
            "vp": vp,
            "losses": losses,
            "actions": game.history.len(),
            "state_hash": w.state.hash(),
            "bots": bots,
        })
    })
}

/// The settings of `sandtable play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// Ruleset id.
    #[arg(long)]
    ruleset: String,
    /// Scenario id.
    #[arg(long)]
    scenario: String,
    /// Game seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// An option: ID (switches it on) or ID=VALUE. Repeatable.
    #[arg(long = "option", value_name = "ID[=VALUE]")]
    options: Vec<String>,
    /// Which side the computer plays: a side id, or "all". Repeatable.
    #[arg(long, value_name = "SIDE|all")]
    ai: Vec<String>,
    /// Save the game to this file when it ends or stops.
    #[arg(long)]
    save: Option<PathBuf>,
    /// Print one JSON object with the result.
    #[arg(long)]
    json: bool,
    /// Stop after this many actions.
    #[arg(long, default_value_t = 200_000)]
    max_actions: usize,
    /// Use the generic computer player (random legal actions) instead of the ruleset's bots.
    #[arg(long)]
    generic_bot: bool,
    /// The computer player profile of a side: SIDE=PROFILE (`sandtable rules RULESET` lists
    /// the profiles; default: the ruleset's first). Repeatable.
    #[arg(long = "bot", value_name = "SIDE=PROFILE")]
    bots: Vec<String>,
    /// How much of the log to print: player (moves, rolls, losses, VP), detail, or debug (also
    /// the ruleset's variable changes).
    #[arg(long, default_value = "detail", value_parser = ["player", "detail", "debug"])]
    log_level: String,
    /// Re-check every action with the ruleset's referee and report what it finds (exit status
    /// 1 if it finds anything).
    #[arg(long)]
    referee: bool,
    /// Record the state hash after every N-th action in the save (0: none), so that a replay
    /// that goes another way names the first action that differs.
    #[arg(long, default_value_t = 0, value_name = "N")]
    hash_every: usize,
    /// Profile the ruleset's Lua while the game is played: write folded stacks (`stack
    /// microseconds` a line, for flame-graph tools) to FILE and print the functions that took
    /// most time.
    #[arg(long, value_name = "FILE")]
    lua_profile: Option<PathBuf>,
    /// Keep the undo snapshots as the window does (headless play needs none). Hidden: it is
    /// for measuring what undo costs (docs/performance.md), not for players.
    #[arg(long, hide = true)]
    keep_undo: bool,
}

/// The `SIDE=PROFILE` words of `--bot`, as pairs.
pub fn parse_bots(words: &[String]) -> Result<Vec<(String, String)>, String> {
    words
        .iter()
        .map(|w| {
            w.split_once('=')
                .map(|(s, p)| (s.trim().to_string(), p.trim().to_string()))
                .filter(|(s, p)| !s.is_empty() && !p.is_empty())
                .ok_or_else(|| format!("--bot '{w}': expected SIDE=PROFILE, e.g. union=baseline"))
        })
        .collect()
}

/// Writes the Lua profile of a played game to `path` and prints its top functions.
fn write_lua_profile(game: &Game, path: &std::path::Path) {
    use crate::script::profile;
    let stacks = game.engine.profile().stop();
    if let Err(e) = std::fs::write(path, profile::folded(&stacks)) {
        tell!("error: --lua-profile: {}: {e}", path.display());
        return;
    }
    let all: std::time::Duration = stacks.iter().map(|(_, t)| *t).sum();
    tell!(
        "Lua profile: {:.2} s in the ruleset's Lua (folded stacks in {}); by total time:",
        all.as_secs_f64(),
        path.display()
    );
    tell!("  total s   self s  function");
    for f in profile::summary(&stacks).iter().take(25) {
        tell!(
            "  {:7.2}  {:7.2}  {}",
            f.total_time.as_secs_f64(),
            f.self_time.as_secs_f64(),
            f.function
        );
    }
}

fn play(library: &Library, args: PlayArgs) -> i32 {
    let PlayArgs {
        ruleset,
        scenario,
        seed,
        options,
        ai,
        save,
        json: as_json,
        max_actions,
        generic_bot,
        bots,
        log_level,
        referee,
        hash_every,
        lua_profile,
        keep_undo,
    } = args;
    let ai = &ai;
    let opts = match parse_options(&options) {
        Ok(o) => o,
        Err(e) => {
            tell!("error: {e}");
            return 2;
        }
    };
    let setup = GameSetup {
        ruleset,
        scenario,
        seed,
        options: opts,
    };
    let mut game = match Game::new(library, setup) {
        Ok(g) => g,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    game.generic_bots = generic_bot;
    for (side, profile) in match parse_bots(&bots) {
        Ok(b) => b,
        Err(e) => {
            tell!("error: {e}");
            return 2;
        }
    } {
        if let Err(e) = game.set_bot_profile(&side, &profile) {
            tell!("error: {e}");
            return 2;
        }
    }
    // Headless play never undoes, so it keeps no snapshots (unless measuring what they cost).
    game.keep_undo = keep_undo;
    game.referee = referee;
    game.hash_every = hash_every;
    if referee && !game.engine.has_ruleset_hook("referee") {
        tell!(
            "note: --referee: the ruleset '{}' has no referee; nothing will be checked",
            game.setup.ruleset
        );
    }
    let sides: Vec<String> = game
        .engine
        .decl
        .catalog
        .sides
        .iter()
        .map(|s| s.id.clone())
        .collect();
    for a in ai {
        if a != "all" && !sides.contains(a) {
            tell!(
                "error: --ai {a}: not a side (sides: {}, or all)",
                sides.join(", ")
            );
            return 2;
        }
    }
    let all = ai.iter().any(|a| a == "all");
    let is_ai = |s: &str| all || ai.iter().any(|a| a == s);
    // A save that cannot be written is said now, not after the whole game.
    if let Some(path) = save.as_deref()
        && let Err(e) = SaveFile::check_writable(path)
    {
        tell!("error: --save: {e}");
        return 2;
    }
    if let Some(path) = lua_profile.as_deref()
        && let Err(e) = SaveFile::check_writable(path)
    {
        tell!("error: --lua-profile: {e}");
        return 2;
    }
    if lua_profile.is_some() {
        game.engine.profile().start();
    }
    let stop = interrupt_flag();
    let started = std::time::Instant::now();
    let mut result = Ok(0);
    let mut played = 0;
    let mut stall = crate::lab::stall::StallTracker::new(&game);
    while played < max_actions {
        if stop.load(std::sync::atomic::Ordering::SeqCst) {
            break;
        }
        match game.run_bots(&is_ai, 1) {
            Ok(0) => break,
            Ok(n) => played += n,
            Err(e) => {
                result = Err(e);
                break;
            }
        }
        stall.observe(&game);
    }
    let stall_error = stall.hook_error.clone();
    let stall = stall.report();
    if let Some(path) = lua_profile.as_deref() {
        write_lua_profile(&game, path);
    }
    let mut code = 0;
    let interrupted = stop.load(std::sync::atomic::Ordering::SeqCst);
    if interrupted {
        // Ctrl-C or a kill: what was played is saved, to --save or beside the working folder.
        let path = save.clone().unwrap_or_else(|| {
            PathBuf::from(format!(
                "{}-{}-seed{}.interrupted.json",
                game.setup.ruleset, game.setup.scenario, game.setup.seed
            ))
        });
        match SaveFile::of(&game).write(&path) {
            Ok(()) => tell!(
                "interrupted after {} actions: the game is saved in {shown} (`sandtable gui --load {shown}` goes on with it)",
                game.history.len(),
                shown = path.display()
            ),
            Err(e) => tell!("interrupted: the game could not be saved: {e}"),
        }
        return 130;
    }
    if let Err(e) = &result {
        tell!("error: {e}");
        code = 1;
    } else if !game.is_over() {
        let side = game.acting_side();
        if !is_ai(&side) {
            tell!(
                "the game stopped: side '{side}' has no computer player (use --ai {side} or --ai all)"
            );
        } else {
            tell!("the game stopped after {max_actions} actions (--max-actions)");
        }
        code = 1;
    }
    if let Some(path) = save.as_deref()
        && let Err(e) = SaveFile::of(&game).write(path)
    {
        tell!("error: {e}");
        code = 1;
    }
    let findings = game.referee_findings();
    if referee {
        for f in findings {
            tell!("referee: {f}");
        }
        tell!(
            "referee: {} finding{} in {} actions",
            findings.len(),
            if findings.len() == 1 { "" } else { "s" },
            game.history.len()
        );
        if !findings.is_empty() {
            code = 1;
        }
    }
    if let Some(e) = stall_error {
        tell!("note: the stall report is incomplete: {e}");
    }
    if as_json {
        let mut j = game_json(&game);
        j["seconds"] = json!(started.elapsed().as_secs_f64());
        j["stall"] = json!(stall);
        j["bot_time"] = json!(game.bot_clock.report());
        if referee {
            j["referee_findings"] =
                json!(findings.iter().map(|f| f.to_string()).collect::<Vec<_>>());
        }
        say(j);
    } else {
        let level = crate::kernel::Level::parse(&log_level).unwrap_or_default();
        for e in game.log().iter().filter(|e| e.seen_by(level, None)) {
            if !say(format!("T{:<2} {:<10} {}", e.turn, e.phase, e.text)) {
                return code;
            }
        }
        let j = game_json(&game);
        say(format!(
            "state hash {}",
            j["state_hash"].as_str().unwrap_or("")
        ));
    }
    code
}

/// A flag raised by Ctrl-C (SIGINT), SIGTERM or SIGHUP, for a headless play to stop between
/// actions and save what was played. Installed once; a second install (tests run the CLI in
/// one process) reuses the first flag.
fn interrupt_flag() -> std::sync::Arc<std::sync::atomic::AtomicBool> {
    use std::sync::atomic::AtomicBool;
    use std::sync::{Arc, OnceLock};
    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let raised = flag.clone();
        if let Err(e) = ctrlc::set_handler(move || {
            raised.store(true, std::sync::atomic::Ordering::SeqCst);
        }) {
            tell!("note: Ctrl-C will not save the game: {e}");
        }
        flag
    })
    .clone()
}

fn odds(library: &Library, file: &Path, action: &str, as_json: bool) -> i32 {
    let action: serde_json::Value = match serde_json::from_str(action) {
        Ok(a) => a,
        Err(e) => {
            tell!(
                "error: the action is not JSON ({e}): e.g. '{{\"kind\":\"attack\",\"targets\":[\"0405\"],\"attackers\":[\"A\"]}}'"
            );
            return 2;
        }
    };
    let shown = file.display().to_string();
    let game = match SaveFile::read(file).and_then(|s| s.replay(library, &shown).map(|(g, _)| g)) {
        Ok(g) => g,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    let started = std::time::Instant::now();
    let odds = match game.odds(&action) {
        Ok(o) => o,
        Err(e) => {
            tell!("error: no odds for {action}: {e}");
            return 1;
        }
    };
    let millis = started.elapsed().as_secs_f64() * 1000.0;
    let method = match odds.method {
        crate::session::odds::Method::Exact { sequences } => {
            format!("exact: every die result played ({sequences} plays)")
        }
        crate::session::odds::Method::Sampled {
            exact_dice,
            samples,
        } => format!(
            "exact over the first {exact_dice} dice, then {samples} plays with random dice (the rarer outcomes are estimates)"
        ),
    };
    if as_json {
        let outcomes: Vec<serde_json::Value> = odds
            .outcomes
            .iter()
            .map(|o| json!({"given": o.given, "probability": o.probability, "changes": o.changes}))
            .collect();
        say(
            json!({"action": action, "method": method, "dice": [odds.dice.0, odds.dice.1], "outcomes": outcomes, "millis": millis}),
        );
        return 0;
    }
    say(format!("{action}: {method}, {millis:.0} ms"));
    if let Some(lines) = odds.by_dice() {
        for d in lines {
            let p = format!("{:>6.2} %  ", d.probability * 100.0);
            match d.branches.as_slice() {
                [(given, changes)] if given.is_empty() => say(format!("{p}{}", changes.join("; "))),
                branches => {
                    say(format!("{p}as the players choose:"));
                    for (given, changes) in branches {
                        say(format!(
                            "          {} → {}",
                            given.join(", then "),
                            changes.join("; ")
                        ));
                    }
                    true
                }
            };
        }
        return 0;
    }
    let mut given: Option<&Vec<String>> = None;
    for o in &odds.outcomes {
        if given != Some(&o.given) {
            given = Some(&o.given);
            if !o.given.is_empty() {
                say(format!("if {}:", o.given.join(", then ")));
            }
        }
        say(format!(
            "{:>6.2} %  {}",
            o.probability * 100.0,
            o.changes.join("; ")
        ));
    }
    0
}

fn replay(library: &Library, file: &Path, as_json: bool) -> i32 {
    let shown = file.display().to_string();
    let save = match SaveFile::read(file) {
        Ok(s) => s,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    let (game, ok) = match save.replay(library, &shown) {
        Ok(r) => r,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    let mut j = game_json(&game);
    j["saved_state_hash"] = json!(save.state_hash);
    j["reproduced"] = json!(ok);
    if game.ruleset_hash != save.ruleset.content_hash {
        tell!(
            "note: the ruleset's files have changed since the save was made (content hash {} then, {} now)",
            save.ruleset.content_hash,
            game.ruleset_hash
        );
    }
    if as_json {
        say(j);
    } else {
        say(format!(
            "{}: {} actions replayed, state hash {} ({})",
            shown,
            save.actions.len(),
            j["state_hash"].as_str().unwrap_or(""),
            if ok {
                "matches the save"
            } else {
                "DIFFERS from the save"
            }
        ));
    }
    if ok {
        0
    } else {
        tell!(
            "error: {shown}: replay reached state hash {}, the save says {}",
            game.state_hash(),
            save.state_hash
        );
        1
    }
}

fn rules(library: &Library, id: &str, as_json: bool, markdown: bool, missing: bool) -> i32 {
    let cov = match crate::coverage::for_ruleset(library, id) {
        Ok(c) => c,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    if as_json {
        let mut v = serde_json::to_value(&cov).unwrap_or_default();
        if missing {
            v["rules"] = serde_json::to_value(cov.gaps()).unwrap_or_default();
        }
        v["summary"] = json!(cov.summary_line());
        say(v);
    } else if markdown {
        print_block(&cov.to_markdown());
    } else {
        print_block(&cov.to_text(missing));
    }
    0
}

fn print_block(text: &str) {
    for line in text.lines() {
        if !say(line) {
            return;
        }
    }
}

fn mapgen(spec: &Path, png: Option<&Path>, hex_px: f64, check: bool) -> i32 {
    let run = match crate::mapgen::run(spec) {
        Ok(r) => r,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    for line in &run.report {
        say(line);
    }
    let mut code = 0;
    if check {
        let committed = std::fs::read_to_string(&run.output).unwrap_or_default();
        if committed == run.lua {
            say(format!("{}: up to date", run.output.display()));
        } else {
            tell!(
                "{} differs from what the source gives: run `sandtable mapgen {}`",
                run.output.display(),
                spec.display()
            );
            code = 1;
        }
    } else {
        // Written atomically: a temporary file beside the map, then renamed over it.
        let tmp = run.output.with_extension("lua.tmp");
        let written =
            std::fs::write(&tmp, &run.lua).and_then(|_| std::fs::rename(&tmp, &run.output));
        match written {
            Ok(()) => {
                say(format!("wrote {}", run.output.display()));
            }
            Err(e) => {
                tell!("error: {}: {e}", run.output.display());
                let _ = std::fs::remove_file(&tmp);
                code = 1;
            }
        }
    }
    if let Some(p) = png {
        match crate::mapgen::render::png(
            &run.grid,
            &run.spec.terrain.default,
            &run.generated,
            hex_px,
            p,
        ) {
            Ok(()) => {
                say(format!("drew {}", p.display()));
            }
            Err(e) => {
                tell!("error: {e}");
                code = 1;
            }
        }
    }
    code
}
