//! `sandtable watch`: the designer's loop without a window. Checks the ruleset and plays a
//! few computer games; then, on every change to the rule files, does it again and prints a
//! one-screen summary: the errors with file and line, or the results and how they moved
//! since the last good version.

use crate::script::{Engine, Library};
use crate::session::watch::{RulesWatcher, rule_folders};
use crate::session::{Game, GameSetup};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The settings of `sandtable watch`.
#[derive(clap::Args, Debug)]
pub struct WatchArgs {
    /// Ruleset id.
    #[arg(long)]
    pub ruleset: String,
    /// Scenario id.
    #[arg(long)]
    pub scenario: String,
    /// First seed (games use seed, seed+1, …).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games per version.
    #[arg(long, default_value_t = 5)]
    pub games: u32,
    /// Stop after this many changes (0: until interrupted).
    #[arg(long, default_value_t = 0)]
    pub changes: u32,
}

/// The results of one version's games.
#[derive(Clone, Debug, Default)]
struct Results {
    wins: Vec<(String, u32)>,
    draws: u32,
    mean_vp: Vec<(String, f64)>,
    unfinished: u32,
}

fn check(library: &Library, ruleset: &str) -> Result<(Engine, usize), String> {
    let engine =
        Engine::load(library, ruleset, Rc::new(RefCell::new(None))).map_err(|d| d.to_string())?;
    let mut errors = Vec::new();
    let files = engine.scenario_files();
    for f in &files {
        if let Err(d) = engine.load_scenario(f) {
            errors.push(d.to_string());
        }
    }
    if errors.is_empty() {
        Ok((engine, files.len()))
    } else {
        Err(errors.join("\n"))
    }
}

fn play(library: &Library, a: &WatchArgs) -> Result<Results, String> {
    let mut r = Results::default();
    let mut vp_sum: Vec<(String, f64)> = Vec::new();
    for i in 0..a.games {
        let setup = GameSetup {
            ruleset: a.ruleset.clone(),
            scenario: a.scenario.clone(),
            seed: a.seed + i as u64,
            options: Default::default(),
        };
        let mut g = Game::new(library, setup).map_err(|e| e.to_string())?;
        g.run_bots(&|_| true, 200_000)
            .map_err(|e| format!("seed {}: {e}", a.seed + i as u64))?;
        let (sides, outcome, vps) = g.with_world(|w| {
            (
                w.catalog
                    .sides
                    .iter()
                    .map(|s| s.id.clone())
                    .collect::<Vec<_>>(),
                w.state.outcome.clone(),
                w.state.records.iter().map(|x| x.vp).collect::<Vec<_>>(),
            )
        });
        if r.wins.is_empty() {
            r.wins = sides.iter().map(|s| (s.clone(), 0)).collect();
            vp_sum = sides.iter().map(|s| (s.clone(), 0.0)).collect();
        }
        match outcome {
            Some(o) => match o.winner {
                Some(w) => r.wins[w].1 += 1,
                None => r.draws += 1,
            },
            None => r.unfinished += 1,
        }
        for (i, v) in vps.iter().enumerate() {
            vp_sum[i].1 += *v as f64;
        }
    }
    r.mean_vp = vp_sum
        .into_iter()
        .map(|(s, v)| (s, v / a.games.max(1) as f64))
        .collect();
    Ok(r)
}

fn summary(r: &Results, before: Option<&Results>, games: u32) -> String {
    let wins: Vec<String> = r
        .wins
        .iter()
        .enumerate()
        .map(|(i, (s, n))| {
            let delta = before
                .and_then(|b| b.wins.get(i))
                .map(|(_, m)| format!(" ({:+})", *n as i64 - *m as i64))
                .unwrap_or_default();
            format!("{s} {n}{delta}")
        })
        .collect();
    let vp: Vec<String> = r
        .mean_vp
        .iter()
        .enumerate()
        .map(|(i, (s, v))| {
            let delta = before
                .and_then(|b| b.mean_vp.get(i))
                .map(|(_, m)| format!(" ({:+.1})", v - m))
                .unwrap_or_default();
            format!("{s} {v:.1}{delta}")
        })
        .collect();
    format!(
        "{games} games: wins {}, draws {}{}; mean VP {}",
        wins.join(", "),
        r.draws,
        if r.unfinished > 0 {
            format!(", unfinished {}", r.unfinished)
        } else {
            String::new()
        },
        vp.join(", ")
    )
}

/// Runs the loop; returns the exit code.
pub fn run(library: &Library, a: WatchArgs) -> i32 {
    let mut last_good: Option<Results> = None;
    let mut watcher: Option<RulesWatcher> = None;
    let mut changes = 0;
    loop {
        let started = Instant::now();
        match check(library, &a.ruleset) {
            Err(e) => {
                super::say("== the rules do not load (the last good results stand):");
                for line in e.lines() {
                    super::say(format!("   {line}"));
                }
            }
            Ok((engine, n)) => {
                super::say(format!(
                    "== {} {} (content {}): ok, {n} scenario{}",
                    engine.decl.id,
                    engine.decl.version,
                    engine.content_hash(),
                    if n == 1 { "" } else { "s" }
                ));
                if watcher.is_none() {
                    match RulesWatcher::new(&rule_folders(&engine)) {
                        Ok(w) => watcher = Some(w),
                        Err(e) => {
                            tell!("error: {e}");
                            return 1;
                        }
                    }
                }
                match play(library, &a) {
                    Ok(r) => {
                        super::say(format!(
                            "   {} ({:.1} s)",
                            summary(&r, last_good.as_ref(), a.games),
                            started.elapsed().as_secs_f64()
                        ));
                        last_good = Some(r);
                    }
                    Err(e) => {
                        super::say(format!("   a game failed: {e}"));
                    }
                }
            }
        }
        if a.changes > 0 && changes >= a.changes {
            return 0;
        }
        let Some(w) = &watcher else {
            tell!("error: the rules never loaded, so there is nothing to watch");
            return 1;
        };
        super::say(format!(
            "   watching {} folders for changes…",
            w.folders.len()
        ));
        let changed = loop {
            let c = w.wait(Duration::from_millis(500));
            if !c.is_empty() {
                break c;
            }
        };
        changes += 1;
        let names: Vec<String> = changed
            .iter()
            .map(|p| {
                p.strip_prefix(&library.root)
                    .unwrap_or(p)
                    .to_string_lossy()
                    .to_string()
            })
            .collect();
        super::say(format!("== changed: {}", names.join(", ")));
    }
}
