//! Playing a batch: each game on its own thread from rayon's pool, deterministic by its seed
//! and options alone, so the order games finish in never changes a result.

use super::plan::Plan;
use super::record::{Arm, GameRecord};
use super::stall::StallTracker;
use crate::script::Library;
use crate::session::{Game, GameSetup};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Bot actions between two looks at the cancel flag.
const ACTIONS_BETWEEN_CHECKS: usize = 200;

/// Plays one game of `arm` with `seed`, the computer on every side. `None` if `cancel` was
/// raised before it ended; a game that fails (a ruleset error, a bot that stalls) is a
/// record with its `error` set, so one bad game does not lose a batch.
pub fn play_one(
    library: &Library,
    plan: &Plan,
    arm: Arm,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<GameRecord> {
    let started = Instant::now();
    let setup = GameSetup {
        ruleset: plan.ruleset.clone(),
        scenario: plan.scenario.clone(),
        seed,
        options: plan.options(arm).clone(),
    };
    let mut game = match Game::new(library, setup) {
        Ok(g) => g,
        Err(e) => {
            return Some(failed(plan, arm, seed, e.to_string(), started));
        }
    };
    for (side, profile) in plan.bots(arm) {
        if let Err(e) = game.set_bot_profile(side, profile) {
            return Some(failed(plan, arm, seed, e.to_string(), started));
        }
    }
    // The lab never undoes: it keeps no snapshots.
    game.keep_undo = false;
    game.referee = plan.referee;
    if plan.verify {
        game.hash_every = 1;
    }
    let mut error = None;
    let mut actions = 0;
    // One action at a time, so that the stall report sees each turn begin.
    let mut stall = StallTracker::new(&game);
    while !game.is_over() && actions < plan.max_actions {
        if actions % ACTIONS_BETWEEN_CHECKS == 0 && cancel.load(Ordering::Relaxed) {
            return None;
        }
        match game.run_bots(&|_| true, 1) {
            Ok(0) => {
                error = Some("the bots took no action and the game is not over".to_string());
                break;
            }
            Ok(n) => actions += n,
            Err(e) => {
                error = Some(e.to_string());
                break;
            }
        }
        stall.observe(&game);
    }
    if let Some(e) = &stall.hook_error {
        error.get_or_insert_with(|| format!("the stall report: {e}"));
    }
    if error.is_none() && !game.is_over() {
        error = Some(format!(
            "not finished after {} actions (the limit)",
            plan.max_actions
        ));
    }
    let mut record = record_of(&game, arm, started.elapsed().as_secs_f64(), error);
    record.stall = stall.report();
    if plan.verify {
        record.verified = true;
        record.divergence =
            match crate::session::determinism::replay(library, &game.setup, &game.history) {
                Ok(None) => None,
                Ok(Some(v)) => Some(v.to_string()),
                Err(e) => Some(format!("the replay could not start: {e}")),
            };
    }
    Some(record)
}

/// The record of a game as it stands.
pub fn record_of(game: &Game, arm: Arm, seconds: f64, error: Option<String>) -> GameRecord {
    game.with_world(|w| {
        let sides: Vec<String> = w.catalog.sides.iter().map(|s| s.id.clone()).collect();
        let per_side = |f: &dyn Fn(usize) -> i64| {
            sides
                .iter()
                .enumerate()
                .map(|(i, s)| (s.clone(), f(i)))
                .collect()
        };
        let outcome = w.state.outcome.clone();
        GameRecord {
            ruleset: game.engine.decl.id.clone(),
            ruleset_version: game.engine.decl.version.clone(),
            ruleset_hash: game.ruleset_hash.clone(),
            scenario: game.setup.scenario.clone(),
            arm,
            seed: game.setup.seed,
            options: game.options.clone(),
            finished: outcome.is_some(),
            winner: outcome
                .as_ref()
                .and_then(|o| o.winner)
                .and_then(|s| sides.get(s).cloned()),
            victory_level: outcome.map(|o| o.level),
            vp: per_side(&|i| w.state.records.get(i).map_or(0, |r| r.vp)),
            losses: per_side(&|i| w.state.records.get(i).map_or(0, |r| r.losses)),
            sides: sides.clone(),
            turns: w.state.turn,
            actions: game.history.len(),
            seconds,
            state_hash: w.state.hash(),
            error,
            referee: game.referee.then(|| {
                game.referee_findings()
                    .iter()
                    .map(|f| f.to_string())
                    .collect()
            }),
            verified: false,
            divergence: None,
            bots: sides
                .iter()
                .map(|s| (s.clone(), game.bot_profile(s)))
                .collect(),
            stall: Default::default(),
            bot_time: game.bot_clock.report(),
        }
    })
}

fn failed(plan: &Plan, arm: Arm, seed: u64, error: String, started: Instant) -> GameRecord {
    GameRecord {
        ruleset: plan.ruleset.clone(),
        ruleset_version: String::new(),
        ruleset_hash: String::new(),
        scenario: plan.scenario.clone(),
        arm,
        seed,
        options: plan.options(arm).clone(),
        sides: Vec::new(),
        finished: false,
        winner: None,
        victory_level: None,
        vp: Default::default(),
        losses: Default::default(),
        turns: 0,
        actions: 0,
        seconds: started.elapsed().as_secs_f64(),
        state_hash: String::new(),
        error: Some(error),
        referee: None,
        verified: false,
        divergence: None,
        bots: plan.bots(arm).clone(),
        stall: Default::default(),
        bot_time: Default::default(),
    }
}

/// Plays every game of the plan on `jobs` threads, handing each record to `on_record` as it
/// finishes (from whichever thread played it). Stops starting games once `cancel` is raised;
/// games under way stop at their next check. Returns how many games were played.
pub fn run(
    library: &Library,
    plan: &Plan,
    jobs: usize,
    cancel: &AtomicBool,
    on_record: &(dyn Fn(GameRecord) + Sync),
) -> Result<usize, String> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .thread_name(|i| format!("sandtable-batch-{i}"))
        .build()
        .map_err(|e| format!("cannot start {jobs} worker threads: {e}"))?;
    let games = plan.games_to_play();
    let played = pool.install(|| {
        games
            .par_iter()
            .filter_map(|&(arm, seed)| {
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                let record = play_one(library, plan, arm, seed, cancel)?;
                on_record(record);
                Some(())
            })
            .count()
    });
    Ok(played)
}

/// The number of worker threads to use by default: every core the machine offers.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
