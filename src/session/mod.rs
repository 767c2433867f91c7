//! The session: one game = ruleset (id, version, content hash) + scenario + options + seed +
//! the actions taken. It runs the sequence of play the ruleset declares, applies actions
//! (legality first, then resolution), keeps the history for undo, and saves, loads and replays.
//!
//! The flow of one action: the action must be allowed in the current phase → the ruleset's
//! `can` hook (read-only) says yes or gives a reason → a snapshot is taken → `resolve` changes
//! the world through the API (each change an event) → `end_if` may end the phase → automatic
//! phases run on until a side must decide. If any hook fails, the snapshot is restored: a
//! broken rule never leaves a half-applied action behind.

pub mod bot_clock;
pub mod changes;
pub mod determinism;
pub mod odds;
pub mod pbem;
pub mod referee;
pub mod reload;
pub mod save;
pub mod tables;
pub mod watch;

use crate::kernel::Shared;
use crate::kernel::World;
use crate::kernel::dice::Dice;
use crate::kernel::event::Event;
use crate::kernel::state::{GameState, Outcome, PhaseCursor};
use crate::script::decl::{PhaseSide, RulesetDecl};
use crate::script::{CallError, Diagnostics, Engine, HookError, Library, SharedWorld, Verdict};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;

/// Why a game could not be started or an action not taken.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// The ruleset or scenario did not load.
    #[error("{0}")]
    Load(Diagnostics),
    /// No such scenario.
    #[error("ruleset '{ruleset}' has no scenario '{scenario}' (scenarios: {known})")]
    NoScenario {
        /// The ruleset.
        ruleset: String,
        /// The scenario asked for.
        scenario: String,
        /// Those there are.
        known: String,
    },
    /// A bad option.
    #[error("{0}")]
    Option(String),
    /// The action is not legal now; the game is unchanged.
    #[error("illegal action: {0}")]
    Illegal(String),
    /// A hook failed; the game is unchanged.
    #[error("{0}")]
    Hook(#[from] HookError),
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// Something else went wrong in the flow (e.g. phases that loop).
    #[error("{0}")]
    Flow(String),
}

/// One applied action, as the log, undo, replay and saves see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionRecord {
    /// The action (`{"kind": "move", "unit": "1/1D", "to": "0405"}`).
    pub action: serde_json::Value,
    /// The side that took it.
    pub side: String,
    /// Turn when taken.
    pub turn: u32,
    /// Phase when taken.
    pub phase: String,
    /// The events it produced (indices into the log), for comparing replays.
    #[serde(skip)]
    pub events: std::ops::Range<usize>,
    /// The state hash after it, where the game records them ([`Game::hash_every`]): replay
    /// then stops at the first action that comes out differently, naming it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hash: Option<String>,
}

/// What a unit shows players, from the ruleset's `describe_unit` hook ([`Game::describe_unit`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnitView {
    /// Labelled lines, in order: ("Formation", "line"), ("Morale", "shaken"), ("MP left", "3").
    pub lines: Vec<(String, String)>,
    /// Small marks on the counter: the text shown (one or two letters) and what it means.
    pub badges: Vec<(String, String)>,
    /// Hexes the map marks while the unit is selected, with what each is: ("B18.04",
    /// "objective: attack") — an order's objective, a route's end.
    pub marks: Vec<(String, String)>,
}

/// What a phase still owes before it may end ([`Game::owed`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Owed {
    /// Why it may not end, with the rule ("7.0: … must still be attacked").
    pub reason: String,
    /// The hexes owed something (enemy hexes to attack), as labels.
    pub hexes: Vec<String>,
    /// The units owed something (units that must attack), as keys.
    pub units: Vec<String>,
}

struct Snapshot {
    state: GameState,
    log_len: usize,
}

/// An action stopped on a question (`sandtable.decisions.choose`): once its side answers, it
/// is carried out again from `snapshot` with `answers` and the new answer.
struct Suspended {
    /// The action, as taken (without its answers).
    action: serde_json::Value,
    /// The answers given so far, in the order asked.
    answers: Vec<serde_json::Value>,
    /// The game before the action.
    snapshot: Snapshot,
    /// Who took it, and when.
    side: String,
    turn: u32,
    phase: String,
}

/// Settings of a new game.
#[derive(Clone, Debug, Default)]
pub struct GameSetup {
    /// Ruleset id.
    pub ruleset: String,
    /// Scenario id.
    pub scenario: String,
    /// Game seed.
    pub seed: u64,
    /// Options set (`id` → value); the rest take their defaults.
    pub options: serde_json::Map<String, serde_json::Value>,
}

/// A game in progress.
pub struct Game {
    /// The loaded ruleset.
    pub engine: Engine,
    world: SharedWorld,
    /// How it was set up.
    pub setup: GameSetup,
    /// Every option in force, defaults included.
    pub options: serde_json::Map<String, serde_json::Value>,
    /// The actions taken, in order.
    pub history: Vec<ActionRecord>,
    snapshots: Vec<Snapshot>,
    /// The ruleset's content hash when the game started.
    pub ruleset_hash: String,
    /// Most actions a phase may take before the flow stops it (a bot that never ends a phase).
    pub max_actions_per_phase: u32,
    /// Play every computer side with the generic bot instead of the ruleset's own bots.
    pub generic_bots: bool,
    /// The bot profile of each side the computer plays, by side id; a side not listed has the
    /// ruleset's default profile (the first declared). Saved with the game.
    bots: std::collections::BTreeMap<String, String>,
    /// Keep a snapshot of the state before each action, so it can be undone (the default).
    /// A snapshot shares with the state what the action did not change (kernel::shared), so it
    /// keeps only the units and values the action changed (TTS 6.8: ~18 KB an action, not
    /// the whole state's ~1.9 MB). Headless play and the balance lab never undo and keep none.
    /// A failed action is rolled back either way.
    pub keep_undo: bool,
    /// The action waiting on an answer, if one is.
    suspended: Option<Suspended>,
    /// Run the ruleset's referee after every action (off by default: tests, `--referee`).
    pub referee: bool,
    /// What the referee found, in the order of the actions.
    findings: Vec<referee::Finding>,
    /// Record the state hash after every N-th action in its record (0: never, the default):
    /// saves then carry them and replay names the first action that came out differently
    /// (`play --hash-every`, `check --determinism`).
    pub hash_every: usize,
    /// How long each bot choice took, by side (measured, never part of the state).
    pub bot_clock: bot_clock::BotClock,
}

/// The key of an action that holds the answers its questions were given
/// (`{"kind": "fire", …, "answers": ["flank", "0512"]}`): the history keeps them, so replay
/// and saves carry the action out again exactly. Rules never see it.
pub const ANSWERS: &str = "answers";

const MAX_AUTOMATIC_STEPS: u32 = 10_000;

impl Game {
    /// Starts a new game.
    pub fn new(library: &Library, setup: GameSetup) -> Result<Game, GameError> {
        let world: SharedWorld = Rc::new(RefCell::new(None));
        let engine =
            Engine::load(library, &setup.ruleset, world.clone()).map_err(GameError::Load)?;
        Game::start(engine, world, setup)
    }

    /// Starts a new game with an engine already loaded (sharing `world`).
    pub fn start(engine: Engine, world: SharedWorld, setup: GameSetup) -> Result<Game, GameError> {
        let options = resolve_options(&engine.decl, &setup.options)?;
        *engine.ctx.options.borrow_mut() = options.clone();
        let path = engine
            .scenario_file(&setup.scenario)
            .ok_or_else(|| GameError::NoScenario {
                ruleset: setup.ruleset.clone(),
                scenario: setup.scenario.clone(),
                known: engine
                    .scenario_files()
                    .iter()
                    .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().to_string()))
                    .collect::<Vec<_>>()
                    .join(", "),
            })?;
        let sc = engine.load_scenario(&path).map_err(GameError::Load)?;
        let decl = engine.decl.clone();
        let mut state = GameState::new(decl.catalog.sides.len(), Dice::new(setup.seed));
        state.last_turn = sc.turns;
        state.units = sc.units.into_iter().map(Shared::new).collect();
        state.commands = Shared::new(sc.commands);
        state.vars = sc.vars.into();
        state.clock.day = sc.start.0;
        state.clock.minute = sc.start.1;
        state.clock.night = decl.calendar.is_night(sc.start.1);
        state.vars.insert(
            "side_order".into(),
            serde_json::Value::Array(
                sc.side_order
                    .iter()
                    .map(|s| serde_json::Value::String(decl.catalog.sides[*s].id.clone()))
                    .collect(),
            ),
        );
        state.active_side = sc.side_order[0];
        state.cursor = PhaseCursor {
            player: 0,
            phase: 0,
            id: decl.phases[0].id.clone(),
            actions: 0,
            ending: false,
        };
        let catalog = Rc::new(decl.catalog.clone());
        *world.borrow_mut() = Some(World::new(Rc::new(sc.map), catalog, state));
        engine.seed_bots(setup.seed);
        let ruleset_hash = engine.content_hash();
        let mut game = Game {
            engine,
            world,
            setup,
            options,
            history: Vec::new(),
            snapshots: Vec::new(),
            ruleset_hash,
            max_actions_per_phase: 2_000,
            generic_bots: false,
            bots: Default::default(),
            keep_undo: true,
            suspended: None,
            referee: false,
            findings: Vec::new(),
            hash_every: 0,
            bot_clock: Default::default(),
        };
        game.emit(Event::new(
            "game_started",
            format!(
                "{} — {} (seed {})",
                game.engine.decl.name, game.setup.scenario, game.setup.seed
            ),
        ));
        for hook in ["on_game_begin"] {
            if game.engine.run_ruleset_hook(hook)? {
                game.no_decision_from(hook)?;
            }
        }
        if game.engine.run_scenario_setup()? {
            game.no_decision_from("scenario.setup")?;
        }
        game.begin_turn()?;
        game.enter_phase()?;
        game.settle()?;
        Ok(game)
    }

    /// Reads the world.
    pub fn with_world<R>(&self, f: impl FnOnce(&World) -> R) -> R {
        let w = self.world.borrow();
        // The slot is filled in `start` and never emptied while the game exists.
        f(w.as_ref().expect("a started game has a world"))
    }

    fn with_world_mut<R>(&self, f: impl FnOnce(&mut World) -> R) -> R {
        // Whatever changes, the plans made so far may not hold (sandtable.actions.plan).
        self.engine.ctx.forget_plans();
        let mut w = self.world.borrow_mut();
        f(w.as_mut().expect("a started game has a world"))
    }

    /// The shared world slot (for a reloaded engine to attach to).
    pub fn world_slot(&self) -> SharedWorld {
        self.world.clone()
    }

    /// A copy of the current state.
    pub fn state(&self) -> GameState {
        self.with_world(|w| w.state.clone())
    }

    /// The stable hash of the current state.
    pub fn state_hash(&self) -> String {
        self.with_world(|w| w.state.hash())
    }

    /// The event log so far.
    pub fn log(&self) -> Vec<Event> {
        self.with_world(|w| w.log.clone())
    }

    /// Number of events so far.
    pub fn log_len(&self) -> usize {
        self.with_world(|w| w.log.len())
    }

    /// Forces the next die results (for tests).
    pub fn force_dice(&self, results: impl IntoIterator<Item = u32>) {
        self.with_world_mut(|w| w.state.dice.force(results));
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.with_world(|w| w.state.outcome.clone())
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    fn emit(&self, e: Event) {
        self.with_world_mut(|w| w.emit(e));
    }

    fn decl(&self) -> Rc<RulesetDecl> {
        self.engine.decl.clone()
    }

    /// The side that must act now (the active side, or the other one in an `inactive` phase).
    /// A decision owed in the middle of play makes its side the one to act until answered.
    pub fn acting_side(&self) -> String {
        let decl = self.decl();
        self.with_world(|w| {
            if let Some(d) = w.pending_decision() {
                return decl.catalog.sides[d.side].id.clone();
            }
            let active = w.state.active_side;
            let side = match decl.phases.get(w.state.cursor.phase).map(|p| p.side) {
                Some(PhaseSide::Inactive) => (0..decl.catalog.sides.len())
                    .find(|s| *s != active)
                    .unwrap_or(active),
                _ => active,
            };
            decl.catalog.sides[side].id.clone()
        })
    }

    /// The decision owed now, if any, as rulesets read it (`sandtable.decisions.pending()`):
    /// `id`, `side`, `kind`, `rule`, `prompt`, `choices` (`value`, `label`, `hex`, `unit`),
    /// `default`, `context`. It is answered with `{"kind": "decide", "choice": VALUE}`.
    pub fn pending_decision(&self) -> Option<serde_json::Value> {
        self.with_world(|w| {
            w.pending_decision()
                .map(|d| crate::script::decisions::view(w, d))
        })
    }

    /// Takes an action for the acting side. On any error the game is unchanged.
    pub fn apply(&mut self, action: serde_json::Value) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        let kind = action
            .get("kind")
            .and_then(|k| k.as_str())
            .ok_or_else(|| {
                GameError::Illegal(format!("an action needs a \"kind\" (got {action})"))
            })?
            .to_string();
        // Legality first (the phase allows the kind, the ruleset's `can` says yes): a refused
        // action changes nothing, not even the log. Answers a replayed action holds are the
        // session's, not the rules'.
        let (action, answers) = split_answers(action);
        self.check(&action)?;
        if kind == DECIDE
            && let Some(mut s) = self.suspended.take()
        {
            // The answer to the question an action stopped on: carry that action out again,
            // from where it began, with every answer given so far.
            s.answers
                .push(action.get("choice").cloned().unwrap_or_default());
            self.with_world_mut(|w| {
                w.restore_state(s.snapshot.state.clone());
                w.log.truncate(s.snapshot.log_len);
            });
            return self.carry_out(s);
        }
        let (phase, turn) = self.with_world(|w| (w.state.cursor.id.clone(), w.state.turn));
        let side = self.acting_side();
        let snapshot = self.with_world(|w| Snapshot {
            state: w.state.clone(),
            log_len: w.log.len(),
        });
        self.carry_out(Suspended {
            action,
            answers,
            snapshot,
            side,
            turn,
            phase,
        })
    }

    /// Carries out `run.action` from `run.snapshot` (the game as it is now) with the answers
    /// given: it is recorded; or it stops on a question and waits; or it fails and the game
    /// goes back to the snapshot.
    fn carry_out(&mut self, run: Suspended) -> Result<(), GameError> {
        let kind = run.action["kind"].as_str().unwrap_or_default().to_string();
        let rules_action = self.engine.action_arg(&run.action)?;
        self.engine.open_answers(run.answers.clone());
        let result = (|| -> Result<(), GameError> {
            if kind == "end_phase" {
                // Ending a phase may enter automatic phases (or ones whose end_if already
                // holds): run the flow on until a side must decide, as after any action.
                self.advance()?;
                return self.settle();
            }
            if kind == DECIDE {
                // An answer is not an action of the phase: it does not count towards the
                // phase's actions; the handler carries on whatever asked it.
                self.answer(&run.action)?;
                return self.settle();
            }
            if !self.engine.resolve_action(&kind, &rules_action)? {
                return Err(GameError::Flow(format!(
                    "action '{kind}' has no resolve hook"
                )));
            }
            self.with_world_mut(|w| w.state.cursor.actions += 1);
            self.settle()
        })();
        let (used, waiting) = self.engine.close_answers();
        if let Some(d) = waiting {
            // Stopped on a question (even where a rule caught the stop with pcall): the game
            // stays as it was at that moment, so the side sees what it decides on.
            let posed = self.with_world_mut(|w| w.ask_decision_first(d));
            if let Err(e) = posed {
                self.roll_back(&run.snapshot);
                return Err(GameError::Flow(format!(
                    "{} asked a decision that cannot be posed: {e}",
                    run.action
                )));
            }
            self.suspended = Some(run);
            return Ok(());
        }
        match result {
            Ok(()) => {
                let events = run.snapshot.log_len..self.log_len();
                let mut action = run.action;
                if used > 0
                    && let Some(o) = action.as_object_mut()
                {
                    o.insert(ANSWERS.into(), run.answers[..used].to_vec().into());
                }
                let hash = (self.hash_every > 0
                    && (self.history.len() + 1).is_multiple_of(self.hash_every))
                .then(|| self.state_hash());
                self.history.push(ActionRecord {
                    action,
                    side: run.side,
                    turn: run.turn,
                    phase: run.phase,
                    events,
                    hash,
                });
                if self.referee {
                    self.call_referee(&run.snapshot.state);
                }
                if self.keep_undo {
                    self.snapshots.push(run.snapshot);
                }
                Ok(())
            }
            Err(e) => {
                self.roll_back(&run.snapshot);
                Err(e)
            }
        }
    }

    fn roll_back(&mut self, snapshot: &Snapshot) {
        self.with_world_mut(|w| {
            w.restore_state(snapshot.state.clone());
            w.log.truncate(snapshot.log_len);
        });
    }

    /// The action waiting on the decision owed now, with the answers given to its earlier
    /// questions (`"answers"`), if an action stopped on a question
    /// (`sandtable.decisions.choose`). Saves keep it; applying it again stops on the same
    /// question.
    pub fn waiting_action(&self) -> Option<serde_json::Value> {
        let s = self.suspended.as_ref()?;
        let (mut action, _) = split_answers(s.action.clone());
        if !s.answers.is_empty()
            && let Some(o) = action.as_object_mut()
        {
            o.insert(ANSWERS.into(), s.answers.clone().into());
        }
        Some(action)
    }

    /// Answers the decision owed now (`check` has made sure the answer is one of its
    /// choices) and runs the ruleset's handler `decisions[kind].resolve(decision, choice)`.
    fn answer(&mut self, action: &serde_json::Value) -> Result<(), GameError> {
        let choice = action
            .get("choice")
            .cloned()
            .unwrap_or(serde_json::Value::Null);
        let (view, kind) = self.with_world_mut(|w| {
            w.answer_decision(&choice)
                .map(|(d, _)| (crate::script::decisions::view(w, &d), d.kind))
                .map_err(|e| GameError::Illegal(e.to_string()))
        })?;
        if !self
            .engine
            .resolve_decision(&kind, &view, &choice)
            .map_err(flow_error)?
        {
            return Err(GameError::Flow(format!(
                "decision '{kind}' has no resolve hook in the ruleset's `decisions` table (was the ruleset reloaded without it?)"
            )));
        }
        Ok(())
    }

    /// Fails if `hook` asked a decision: only hooks after which play can wait for an answer
    /// (an action's or a decision's `resolve`, a phase's `on_begin` or `on_end`) may ask one.
    fn no_decision_from(&self, hook: &str) -> Result<(), GameError> {
        match self.pending_decision() {
            None => Ok(()),
            Some(d) => Err(GameError::Flow(format!(
                "{hook} asked a decision ({}: {}); decisions may be asked only by actions' and decisions' resolve and by phases' on_begin and on_end, where play can wait for the answer",
                d["kind"].as_str().unwrap_or_default(),
                d["prompt"].as_str().unwrap_or_default()
            ))),
        }
    }

    /// Undoes the last action: the game returns to exactly where it was before it. `None` when
    /// there is nothing to undo (or `keep_undo` is off).
    pub fn undo(&mut self) -> Option<ActionRecord> {
        if let Some(s) = self.suspended.take() {
            // Taking back the action that waits on a question.
            self.roll_back(&s.snapshot);
            return Some(ActionRecord {
                action: s.action,
                side: s.side,
                turn: s.turn,
                phase: s.phase,
                events: 0..0,
                hash: None,
            });
        }
        let snap = self.snapshots.pop()?;
        let rec = self.history.pop();
        let kept = self.history.len();
        self.findings.retain(|f| f.action < kept);
        self.with_world_mut(|w| {
            w.restore_state(snap.state);
            w.log.truncate(snap.log_len);
        });
        rec
    }

    /// After an action: ends the phase if its `end_if` says so, runs automatic phases, and
    /// stops a phase that has taken too many actions.
    fn settle(&mut self) -> Result<(), GameError> {
        let mut steps = 0;
        loop {
            if self.is_over() {
                // However the game ended (the victory check, a rule's end_game), once.
                self.reveal_secret_options();
                return Ok(());
            }
            if self.with_world(|w| !w.state.decisions.is_empty()) {
                // A side owes a decision: play waits for its answer.
                return Ok(());
            }
            if self.with_world(|w| w.state.cursor.ending) {
                // The phase's on_end asked decisions, now answered: move on.
                self.with_world_mut(|w| w.state.cursor.ending = false);
                self.move_on()?;
                continue;
            }
            steps += 1;
            if steps > MAX_AUTOMATIC_STEPS {
                return Err(GameError::Flow(format!(
                    "the sequence of play advanced {MAX_AUTOMATIC_STEPS} times without a player decision: do the phases' end_if hooks always return true?"
                )));
            }
            let (phase_i, actions) =
                self.with_world(|w| (w.state.cursor.phase, w.state.cursor.actions));
            let decl = self.decl();
            let phase = &decl.phases[phase_i];
            let automatic = phase.actions.is_empty();
            let ended = self.engine.phase_ends(phase_i)?;
            if automatic || ended || actions >= self.max_actions_per_phase {
                if actions >= self.max_actions_per_phase {
                    self.emit(Event::new(
                        "phase_cut_short",
                        format!("{} phase ended after {actions} actions", phase.name),
                    ));
                }
                self.advance()?;
                continue;
            }
            return Ok(());
        }
    }

    /// Ends the current phase and enters the next (ending the player turn, the game turn or
    /// the game as needed).
    fn advance(&mut self) -> Result<(), GameError> {
        let phase_i = self.with_world(|w| w.state.cursor.phase);
        self.engine.run_phase_hook(phase_i, "on_end")?;
        if self.is_over() {
            return Ok(());
        }
        if self.with_world(|w| !w.state.decisions.is_empty()) {
            // on_end asked a decision: the phase ends once it is answered (settle).
            self.with_world_mut(|w| w.state.cursor.ending = true);
            return Ok(());
        }
        self.move_on()
    }

    /// Moves the cursor past the phase that has ended: the next phase, player turn, game turn
    /// or the end of the game.
    fn move_on(&mut self) -> Result<(), GameError> {
        let decl = self.decl();
        let sides_n = self.side_order().len();
        let (mut player, mut phase) =
            self.with_world(|w| (w.state.cursor.player, w.state.cursor.phase));
        phase += 1;
        if phase >= decl.phases.len() {
            phase = 0;
            player += 1;
        }
        if player >= sides_n {
            // End of the game turn.
            if self.engine.run_ruleset_hook("on_turn_end")? {
                self.no_decision_from("on_turn_end")?;
            }
            if self.is_over() {
                return Ok(());
            }
            let last = self.with_world(|w| w.state.turn >= w.state.last_turn);
            if last {
                return self.finish();
            }
            let cal = decl.calendar.clone();
            self.with_world_mut(|w| {
                w.state.turn += 1;
                let step = cal.turn_length(w.state.clock.minute);
                let m = w.state.clock.minute + step;
                w.state.clock.day += m / (24 * 60);
                w.state.clock.minute = m % (24 * 60);
                w.state.clock.night = cal.is_night(w.state.clock.minute);
                w.state.cursor.player = 0;
                w.state.cursor.phase = 0;
                w.state.cursor.id = decl.phases[0].id.clone();
            });
            self.begin_turn()?;
        } else {
            self.with_world_mut(|w| {
                w.state.cursor.player = player;
                w.state.cursor.phase = phase;
            });
        }
        self.enter_phase()
    }

    fn side_order(&self) -> Vec<usize> {
        let decl = self.decl();
        self.with_world(|w| {
            w.state
                .vars
                .get("side_order")
                .and_then(|v| v.as_array())
                .map(|a| {
                    a.iter()
                        .filter_map(|s| s.as_str().and_then(|s| decl.catalog.side(s)))
                        .collect()
                })
                .unwrap_or_else(|| (0..decl.catalog.sides.len()).collect())
        })
    }

    fn begin_turn(&mut self) -> Result<(), GameError> {
        let text = self.with_world(|w| {
            format!(
                "Turn {} of {} — day {}, {}{}",
                w.state.turn,
                w.state.last_turn,
                w.state.clock.day + 1,
                w.state.clock.time(),
                if w.state.clock.night { " (night)" } else { "" }
            )
        });
        let turn = self.with_world(|w| w.state.turn);
        self.emit(Event::new("turn_began", text).with("turn", turn));
        if self.engine.run_ruleset_hook("on_turn_begin")? {
            self.no_decision_from("on_turn_begin")?;
        }
        Ok(())
    }

    fn enter_phase(&mut self) -> Result<(), GameError> {
        let decl = self.decl();
        let order = self.side_order();
        let (player, phase_i) = self.with_world(|w| (w.state.cursor.player, w.state.cursor.phase));
        let phase = &decl.phases[phase_i];
        let active = order.get(player).copied().unwrap_or(0);
        self.with_world_mut(|w| {
            w.state.active_side = active;
            w.state.cursor.id = phase.id.clone();
            w.state.cursor.actions = 0;
        });
        let side_name = decl.catalog.sides[active].name.clone();
        self.emit(
            Event::new("phase_began", format!("{side_name} {} phase", phase.name))
                .with("phase", phase.id.clone())
                .with("side", decl.catalog.sides[active].id.clone()),
        );
        self.engine.run_phase_hook(phase_i, "on_begin")?;
        Ok(())
    }

    fn finish(&mut self) -> Result<(), GameError> {
        let decl = self.decl();
        let outcome = match self.engine.victory().map_err(flow_error)? {
            Some(claim) => {
                let (winner, level, reason) = (claim.winner, claim.level, claim.reason);
                let winner = match winner.as_deref() {
                    None | Some("") | Some("draw") => None,
                    Some(s) => Some(decl.catalog.side(s).ok_or_else(|| {
                        GameError::Flow(format!("the victory hook names an unknown side '{s}'"))
                    })?),
                };
                Outcome {
                    winner,
                    level: level.unwrap_or_else(|| {
                        if winner.is_some() {
                            "victory".into()
                        } else {
                            "draw".into()
                        }
                    }),
                    reason: reason.unwrap_or_default(),
                }
            }
            None => self.with_world(|w| {
                let vp: Vec<i64> = w.state.records.iter().map(|r| r.vp).collect();
                let best = vp.iter().copied().max().unwrap_or(0);
                let leaders: Vec<usize> = (0..vp.len()).filter(|i| vp[*i] == best).collect();
                Outcome {
                    winner: (leaders.len() == 1).then(|| leaders[0]),
                    level: if leaders.len() == 1 {
                        "victory".into()
                    } else {
                        "draw".into()
                    },
                    reason: "most victory points".into(),
                }
            }),
        };
        let who = outcome
            .winner
            .map(|s| decl.catalog.sides[s].name.clone())
            .unwrap_or_else(|| "nobody".into());
        let text = format!(
            "The game ends: {who} wins ({}). {}",
            outcome.level, outcome.reason
        );
        let winner_id = outcome
            .winner
            .map(|s| decl.catalog.sides[s].id.clone())
            .unwrap_or_default();
        let level = outcome.level.clone();
        self.with_world_mut(|w| {
            w.state.outcome = Some(outcome);
            w.emit(
                Event::new("game_ended", text)
                    .with("winner", winner_id)
                    .with("level", level),
            );
        });
        Ok(())
    }

    /// Once the game is over: one `secret_options_revealed` event naming the secret options
    /// (declared `hidden`) and their values in force. Nothing if the ruleset has none, or if
    /// the event is already in the log.
    fn reveal_secret_options(&self) {
        let decl = self.decl();
        let secret: Vec<_> = decl.options.iter().filter(|o| o.is_secret()).collect();
        if secret.is_empty()
            || self.with_world(|w| w.log.iter().any(|e| e.kind == SECRETS_REVEALED))
        {
            return;
        }
        let mut values = serde_json::Map::new();
        let mut parts = Vec::new();
        for o in secret {
            let v = self
                .options
                .get(&o.id)
                .cloned()
                .unwrap_or(o.default.clone());
            let shown = match &v {
                serde_json::Value::Bool(true) => "on".to_string(),
                serde_json::Value::Bool(false) => "off".to_string(),
                other => other.to_string(),
            };
            let whose = o
                .secret_for
                .as_deref()
                .and_then(|s| decl.catalog.side(s))
                .map(|s| format!(", secret for {}", decl.catalog.sides[s].name))
                .unwrap_or_default();
            let rule = if o.rule.is_empty() {
                String::new()
            } else {
                format!(" [{}]", o.rule)
            };
            parts.push(format!("{}{rule}{whose}: {shown}", o.name));
            values.insert(o.id.clone(), v);
        }
        self.emit(
            Event::new(
                SECRETS_REVEALED,
                format!("Secret options in force: {}.", parts.join("; ")),
            )
            .with("options", serde_json::Value::Object(values)),
        );
    }

    /// The ruleset's declared tables as printed: values in force, titles and headers.
    pub fn tables(&self) -> Vec<tables::PrintedTable> {
        tables::printed(
            self.engine.declared_tables(),
            &self.engine.decl.table_layouts,
        )
    }

    /// What an action would be, from the ruleset's `describe` hook (odds, modifiers, possible
    /// results), for a player to see before confirming; `None` if the action kind has none.
    pub fn describe(
        &self,
        action: &serde_json::Value,
    ) -> Result<Option<serde_json::Value>, GameError> {
        let Some(kind) = action.get("kind").and_then(|k| k.as_str()) else {
            return Ok(None);
        };
        Ok(self.engine.describe_action(kind, action)?)
    }

    /// Whether the ruleset describes units for players (`describe_unit`).
    pub fn describes_units(&self) -> bool {
        self.engine.has_ruleset_hook("describe_unit")
    }

    /// What unit `key` shows players, from the ruleset's `describe_unit(unit, viewer)` hook (query
    /// mode): `{ lines = { { label, value }… }, badges = { { text, tip }… }, marks = { { hex,
    /// label }… } }`. `None` when the ruleset has no such hook.
    /// `viewer` is the side whose player looks (`None`: every side), so that what one side
    /// keeps secret (a written order) is shown to it alone.
    pub fn describe_unit(
        &self,
        key: &str,
        viewer: Option<&str>,
    ) -> Result<Option<UnitView>, GameError> {
        if !self.describes_units() {
            return Ok(None);
        }
        let id = self
            .with_world(|w| w.state.unit_by_key(key))
            .ok_or_else(|| GameError::Illegal(format!("there is no unit '{key}'")))?;
        let Some(json) = self.engine.describe_unit(id, viewer).map_err(flow_error)? else {
            return Ok(None);
        };
        let pairs = |k: &str, a: &str, b: &str| -> Result<Vec<(String, String)>, GameError> {
            let list = match &json[k] {
                serde_json::Value::Null => return Ok(Vec::new()),
                serde_json::Value::Object(o) if o.is_empty() => return Ok(Vec::new()),
                serde_json::Value::Array(l) => l.clone(),
                other => {
                    return Err(GameError::Flow(format!(
                        "describe_unit({key}): '{k}' must be a list, not {other}"
                    )));
                }
            };
            list.iter()
                .map(|x| {
                    let text = |f: &str| match &x[f] {
                        serde_json::Value::String(s) => Some(s.clone()),
                        serde_json::Value::Null => None,
                        other => Some(other.to_string()),
                    };
                    match (text(a), text(b)) {
                        (Some(p), Some(q)) => Ok((p, q)),
                        _ => Err(GameError::Flow(format!(
                            "describe_unit({key}): each of '{k}' needs '{a}' and '{b}' (got {x})"
                        ))),
                    }
                })
                .collect()
        };
        Ok(Some(UnitView {
            lines: pairs("lines", "label", "value")?,
            badges: pairs("badges", "text", "tip")?,
            marks: pairs("marks", "hex", "label")?,
        }))
    }

    /// The way the map draws for unit `key` while it is selected, from the ruleset's
    /// `unit_route(unit, viewer)` hook (query mode): hex labels in order from the unit's (an
    /// order's route to its objective). Empty when there is none or no such hook. `viewer` as
    /// for [`Game::describe_unit`].
    pub fn unit_route(&self, key: &str, viewer: Option<&str>) -> Result<Vec<String>, GameError> {
        let id = self
            .with_world(|w| w.state.unit_by_key(key))
            .ok_or_else(|| GameError::Illegal(format!("there is no unit '{key}'")))?;
        Ok(self
            .engine
            .unit_route(id, viewer)
            .map_err(flow_error)?
            .unwrap_or_default())
    }

    /// The slots of action kind `kind`, if it declares any (an action with several parts).
    pub fn slots(&self, kind: &str) -> &[crate::script::slots::SlotDecl] {
        self.engine
            .decl
            .action_slots
            .get(kind)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// The legal values of slot `slot` of `action` — an action being built: its `kind` and the
    /// slots filled so far — from the kind's `options(action, slot)` hook, each as
    /// `{ value, label, hex?, unit? }`. Empty when the kind has no such hook.
    pub fn slot_options(
        &self,
        action: &serde_json::Value,
        slot: &str,
    ) -> Result<Vec<serde_json::Value>, GameError> {
        let Some(kind) = action.get("kind").and_then(|k| k.as_str()) else {
            return Ok(Vec::new());
        };
        Ok(self.engine.slot_options(kind, action, slot)?)
    }

    /// Whether an action is legal now, and if not why (the ruleset's `can`), without taking it.
    pub fn check(&self, action: &serde_json::Value) -> Result<(), GameError> {
        let kind = action.get("kind").and_then(|k| k.as_str()).ok_or_else(|| {
            GameError::Illegal(format!("an action needs a \"kind\" (got {action})"))
        })?;
        let decl = self.decl();
        let phase_i = self.with_world(|w| w.state.cursor.phase);
        if let Some(d) = self.pending_decision() {
            return check_answer(&d, kind, action);
        }
        if kind == DECIDE {
            return Err(GameError::Illegal("no decision is owed now".into()));
        }
        if kind == "end_phase" {
            if self.is_over() {
                return Err(GameError::Over);
            }
            // A phase may refuse to end while an obligation is unmet (mandatory combat):
            // its `can_end` hook answers like an action's `can`.
            return allowed(self.engine.can_end(phase_i)?, || {
                format!("the {} phase cannot end yet", decl.phases[phase_i].name)
            });
        }
        let phase = &decl.phases[phase_i];
        if !phase.actions.iter().any(|a| a == kind) {
            let allowed = if phase.actions.is_empty() {
                "none".to_string()
            } else {
                phase.actions.join(", ")
            };
            return Err(GameError::Illegal(format!(
                "'{kind}' is not allowed in the {} phase (allowed: {allowed}, end_phase)",
                phase.name
            )));
        }
        allowed(self.engine.can(kind, action)?, || {
            format!("the ruleset does not allow this {kind}")
        })
    }

    /// What the current phase still owes before it may end, from its `can_end` hook: `None`
    /// when it may end (or has no such hook); else the reason and the hexes and units owed
    /// (a third value `{ hexes = {…}, units = {…} }` the hook may return), for a window to
    /// mark.
    pub fn owed(&self) -> Result<Option<Owed>, GameError> {
        if self.is_over() || self.pending_decision().is_some() {
            return Ok(None);
        }
        let decl = self.decl();
        let phase_i = self.with_world(|w| w.state.cursor.phase);
        let Some(owing) = self.engine.owing(phase_i)? else {
            return Ok(None);
        };
        let mut owed = Owed {
            reason: owing.reason,
            hexes: owing.hexes,
            units: owing.units,
        };
        if owed.reason.is_empty() {
            owed.reason = format!("the {} phase cannot end yet", decl.phases[phase_i].name);
        }
        Ok(Some(owed))
    }

    /// Lines printed by hooks that only look (legality checks, bots), newest last.
    pub fn console(&self) -> Vec<String> {
        self.engine.ctx.console.borrow().clone()
    }

    /// The bot profile `side` plays with: the generic bot's with `generic_bots`, else the one
    /// set for the side, else the ruleset's default (its first declared).
    pub fn bot_profile(&self, side: &str) -> String {
        if self.generic_bots {
            return crate::script::decl::GENERIC_PROFILE.to_string();
        }
        self.bots.get(side).cloned().unwrap_or_else(|| {
            self.engine
                .decl
                .bot_profiles
                .first()
                .map(|p| p.id.clone())
                .unwrap_or_else(|| crate::script::decl::GENERIC_PROFILE.to_string())
        })
    }

    /// Gives `side` the bot profile `profile` (`--bot SIDE=PROFILE`, the Players menu). The
    /// side and the profile must exist; the error names those that do.
    pub fn set_bot_profile(&mut self, side: &str, profile: &str) -> Result<(), GameError> {
        let sides: Vec<String> = self
            .engine
            .decl
            .catalog
            .sides
            .iter()
            .map(|s| s.id.clone())
            .collect();
        if !sides.iter().any(|s| s == side) {
            return Err(GameError::Option(format!(
                "--bot {side}={profile}: '{side}' is not a side (sides: {})",
                sides.join(", ")
            )));
        }
        let known = self.engine.bot_profile_ids();
        if !known.iter().any(|p| p == profile) {
            return Err(GameError::Option(format!(
                "--bot {side}={profile}: no bot profile '{profile}' (profiles of {}: {})",
                self.engine.decl.id,
                known.join(", ")
            )));
        }
        self.bots.insert(side.to_string(), profile.to_string());
        Ok(())
    }

    /// The bot profile set for each side (sides left at the default are not listed).
    pub fn bot_profiles(&self) -> &std::collections::BTreeMap<String, String> {
        &self.bots
    }

    /// The action the computer player for the acting side chooses now.
    pub fn bot_action(&self) -> Result<serde_json::Value, GameError> {
        let side = self.acting_side();
        if let Some(d) = self.pending_decision() {
            return self.bot_decision(&side, d);
        }
        // An action the session cannot read is the bot's illegal choice (run_bots goes on
        // without it).
        let chosen = self
            .engine
            .bot_action(&side, &self.bot_profile(&side))
            .map_err(|e| match e {
                CallError::Answer(m) => GameError::Illegal(m),
                e => e.into(),
            })?;
        Ok(chosen.unwrap_or_else(|| serde_json::json!({"kind": "end_phase"})))
    }

    /// The computer's choice for the acting side, made legal: where the bot's action is
    /// refused, what [`Game::run_bots`] falls back to (the decision's default or first choice;
    /// else ending the phase; else the first legal action). For players who take the bot's
    /// action step by step (play by e-mail), so that it never stalls.
    pub fn bot_choice(&self) -> Result<serde_json::Value, GameError> {
        let side = self.acting_side();
        let action = match self.bot_action() {
            Ok(a) if self.check(&a).is_ok() => return Ok(a),
            Ok(a) => a,
            Err(GameError::Illegal(_)) => serde_json::Value::Null,
            Err(e) => return Err(e),
        };
        if let Some(d) = self.pending_decision() {
            let choice = d
                .get("default")
                .cloned()
                .or_else(|| d["choices"][0].get("value").cloned())
                .unwrap_or_default();
            return Ok(serde_json::json!({"kind": DECIDE, "choice": choice}));
        }
        self.bot_fallback(&side, &action, "refused")
    }

    /// What a bot whose `action` was refused (for `reason`) takes instead, so that play never
    /// stalls: the end of the phase, or where the phase may not end yet (an obligation is
    /// owed), the first legal action.
    fn bot_fallback(
        &self,
        side: &str,
        action: &serde_json::Value,
        reason: &str,
    ) -> Result<serde_json::Value, GameError> {
        let end = serde_json::json!({"kind": "end_phase"});
        if self.check(&end).is_ok() {
            return Ok(end);
        }
        self.engine
            .legal_actions(side)?
            .into_iter()
            .next()
            .ok_or_else(|| {
                GameError::Flow(format!(
                    "the {side} bot chose an illegal action {action} ({reason}), the phase may not end, and no legal action is listed"
                ))
            })
    }

    /// A computer player's answer to the decision owed: the ruleset's `decisions[kind].bot`
    /// (returning one of the choices' values), else the generic bot, which picks among the
    /// answers `sandtable.actions.legal` lists.
    fn bot_decision(
        &self,
        side: &str,
        d: serde_json::Value,
    ) -> Result<serde_json::Value, GameError> {
        let kind = d["kind"].as_str().unwrap_or_default().to_string();
        let id = d["id"].clone();
        let profile = self.bot_profile(side);
        let choice = if profile == crate::script::decl::GENERIC_PROFILE {
            None
        } else {
            self.engine
                .decision_bot(&kind, side, &d, &profile)
                .map_err(flow_error)?
        };
        let Some(choice) = choice else {
            return self.engine.generic_bot_answer(side).map_err(flow_error);
        };
        Ok(serde_json::json!({"kind": DECIDE, "decision": id, "choice": choice}))
    }

    /// Lets the bots play until the game ends, or a human side must act, or `max_actions` is
    /// reached. `ai` says which sides the computer plays. Returns the actions taken.
    pub fn run_bots(
        &mut self,
        ai: &dyn Fn(&str) -> bool,
        max_actions: usize,
    ) -> Result<usize, GameError> {
        let mut n = 0;
        while !self.is_over() && n < max_actions {
            let side = self.acting_side();
            if !ai(&side) {
                break;
            }
            // A bot that returns something that is not an action (a function, a cyclic table)
            // is treated like one that chose an illegal action: its phase goes on without it.
            let asked = std::time::Instant::now();
            let chosen = self.bot_action();
            self.bot_clock.note(&side, asked.elapsed());
            let (action, outcome) = match chosen {
                Ok(a) => {
                    let outcome = self.apply(a.clone());
                    (a, outcome)
                }
                Err(GameError::Illegal(reason)) => {
                    (serde_json::Value::Null, Err(GameError::Illegal(reason)))
                }
                Err(e) => return Err(e),
            };
            match outcome {
                Ok(()) => {}
                Err(GameError::Illegal(reason)) if self.pending_decision().is_some() => {
                    // A bot that answers a decision wrongly: the rulebook's default, else the
                    // first choice, so play never stalls.
                    let d = self.pending_decision().unwrap_or_default();
                    let choice = d
                        .get("default")
                        .cloned()
                        .or_else(|| d["choices"][0].get("value").cloned())
                        .unwrap_or_default();
                    self.emit(Event::new(
                        "bot_error",
                        format!("the {side} bot gave an answer that is not a choice ({action}): {reason}; it takes {choice}"),
                    ));
                    self.apply(serde_json::json!({"kind": DECIDE, "choice": choice}))?;
                }
                Err(GameError::Illegal(reason)) => {
                    // A bot that picks an illegal action ends its phase instead of stalling;
                    // where the phase may not end yet (an obligation is owed), it takes the
                    // first legal action instead.
                    let fallback = self.bot_fallback(&side, &action, &reason)?;
                    self.emit(Event::new(
                        "bot_error",
                        format!("the {side} bot chose an illegal action {action}: {reason}; it takes {fallback} instead"),
                    ));
                    self.apply(fallback)?;
                }
                Err(e) => return Err(e),
            }
            n += 1;
        }
        Ok(n)
    }
}

/// An action without its answers, and the answers (none when it holds none).
fn split_answers(mut action: serde_json::Value) -> (serde_json::Value, Vec<serde_json::Value>) {
    let answers = action
        .as_object_mut()
        .and_then(|o| o.remove(ANSWERS))
        .and_then(|a| match a {
            serde_json::Value::Array(v) => Some(v),
            _ => None,
        })
        .unwrap_or_default();
    (action, answers)
}

/// The action kind that answers a decision: `{"kind": "decide", "choice": VALUE}` (with
/// `"decision": ID` to make sure it answers the one meant).
pub const DECIDE: &str = "decide";

/// The kind of the event that names the secret options and their values once the game is over.
pub const SECRETS_REVEALED: &str = "secret_options_revealed";

/// Whether `action` answers the decision owed now (`d`, as [`Game::pending_decision`] gives).
fn check_answer(
    d: &serde_json::Value,
    kind: &str,
    action: &serde_json::Value,
) -> Result<(), GameError> {
    let owed = || {
        format!(
            "{} must first decide{}: {}",
            d["side"].as_str().unwrap_or_default(),
            match d["rule"].as_str() {
                Some(r) if !r.is_empty() => format!(" ({r})"),
                _ => String::new(),
            },
            d["prompt"].as_str().unwrap_or_default()
        )
    };
    if kind != DECIDE {
        return Err(GameError::Illegal(format!(
            "{}; answer with {{\"kind\": \"decide\", \"choice\": …}}",
            owed()
        )));
    }
    if let Some(id) = action.get("decision")
        && *id != d["id"]
    {
        return Err(GameError::Illegal(format!(
            "this answer is for decision {id}, but decision {} is owed: {}",
            d["id"],
            owed()
        )));
    }
    let choice = action.get("choice").unwrap_or(&serde_json::Value::Null);
    let choices = d["choices"].as_array().cloned().unwrap_or_default();
    if !choices.iter().any(|c| c.get("value") == Some(choice)) {
        let labels: Vec<&str> = choices.iter().filter_map(|c| c["label"].as_str()).collect();
        return Err(GameError::Illegal(format!(
            "{choice} is not one of the choices ({}): {}",
            labels.join("; "),
            owed()
        )));
    }
    Ok(())
}

/// A `can` (or `can_end`) hook's verdict as the session reports it: refused is an
/// illegal-action error with the hook's reason, or `otherwise`'s words when it gave none.
fn allowed(verdict: Verdict, otherwise: impl FnOnce() -> String) -> Result<(), GameError> {
    match verdict {
        Verdict::Allowed => Ok(()),
        Verdict::Refused(reason) => Err(GameError::Illegal(reason.unwrap_or_else(otherwise))),
    }
}

/// A hook call that gave nothing usable: an action the hooks could not be given is illegal
/// (like any action the rules refuse); an answer the session cannot use is a flaw in the flow.
impl From<CallError> for GameError {
    fn from(e: CallError) -> GameError {
        match e {
            CallError::Hook(e) => GameError::Hook(e),
            CallError::Argument(m) => GameError::Illegal(m),
            CallError::Answer(m) => GameError::Flow(m),
        }
    }
}

/// A hook call that gave nothing usable where what it was given is not a player's action (a
/// decision, a unit, the end of the game): a flaw in the flow either way.
fn flow_error(e: CallError) -> GameError {
    match e {
        CallError::Argument(m) => GameError::Flow(m),
        e => e.into(),
    }
}

/// Checks the options set against the declarations and fills in defaults.
pub fn resolve_options(
    decl: &RulesetDecl,
    set: &serde_json::Map<String, serde_json::Value>,
) -> Result<serde_json::Map<String, serde_json::Value>, GameError> {
    let mut out = serde_json::Map::new();
    for o in &decl.options {
        out.insert(o.id.clone(), o.default.clone());
    }
    for (k, v) in set {
        let Some(o) = decl.options.iter().find(|o| o.id == *k) else {
            let known: Vec<&str> = decl.options.iter().map(|o| o.id.as_str()).collect();
            return Err(GameError::Option(format!(
                "ruleset '{}' has no option '{k}' (options: {})",
                decl.id,
                if known.is_empty() {
                    "none".into()
                } else {
                    known.join(", ")
                }
            )));
        };
        let same_type = std::mem::discriminant(v) == std::mem::discriminant(&o.default)
            || (v.is_number() && o.default.is_number());
        if !same_type {
            return Err(GameError::Option(format!(
                "option '{k}' ({}) takes a value like {}, not {v}",
                o.rule, o.default
            )));
        }
        if !o.choices.is_empty() && !o.choices.contains(v) {
            return Err(GameError::Option(format!(
                "option '{k}' must be one of {}",
                serde_json::Value::Array(o.choices.clone())
            )));
        }
        out.insert(k.clone(), v.clone());
    }
    Ok(out)
}
