//! The determinism guard: the same seed must play the same game, action by action, and a
//! replay must reproduce it — as lockstep games (Factorio's) check for desyncs.
//!
//! A ruleset can break this without meaning to: iterating `pairs` over string keys (Lua's
//! order changes from one state to the next), a counter kept in a module across games, or a
//! write into a shared table. [`check`] plays a short computer game twice in fresh engines,
//! recording the state hash after every action, then replays the first game's actions in a
//! third, and names the first action whose hash differs.

use super::{ActionRecord, Game, GameError, GameSetup};
use crate::script::Library;

/// What a determinism check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// All three runs agreed on every action.
    Same {
        /// Actions compared.
        actions: usize,
        /// The state hash they ended on.
        hash: String,
    },
    /// A run went its own way at `index` (1-based).
    Differs {
        /// Which comparison: "a second play" or "a replay".
        run: &'static str,
        /// 1-based index of the first action that differs.
        index: usize,
        /// What differs, naming the actions and hashes.
        what: String,
    },
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Same { actions, hash } => write!(
                f,
                "deterministic: two plays and a replay agree on all {actions} actions (state hash {hash})"
            ),
            Verdict::Differs { run, index, what } => {
                write!(
                    f,
                    "NOT deterministic: {run} differs at action {index}: {what}"
                )
            }
        }
    }
}

/// Plays up to `actions` actions of computer play of `setup` twice and replays the first,
/// comparing the state hash after every action.
pub fn check(library: &Library, setup: &GameSetup, actions: usize) -> Result<Verdict, GameError> {
    let first = play(library, setup, actions)?;
    let second = play(library, setup, actions)?;
    if let Some(v) = compare("a second play", &first.history, &second.history) {
        return Ok(v);
    }
    Ok(
        replay(library, setup, &first.history)?.unwrap_or(Verdict::Same {
            actions: first.history.len(),
            hash: first.state_hash(),
        }),
    )
}

/// Replays `history` (recorded with a state hash after every action) from `setup` in a fresh
/// engine; the first action that is refused or leaves another hash, if any. The lab's
/// `batch --verify` runs it on every game it plays.
pub fn replay(
    library: &Library,
    setup: &GameSetup,
    history: &[ActionRecord],
) -> Result<Option<Verdict>, GameError> {
    let mut replay = fresh(library, setup)?;
    for (i, rec) in history.iter().enumerate() {
        if let Err(e) = replay.apply(rec.action.clone()) {
            return Ok(Some(Verdict::Differs {
                run: "a replay",
                index: i + 1,
                what: format!("{} is refused in the replay: {e}", rec.action),
            }));
        }
        if let Some(Verdict::Differs { run, what, .. }) = compare(
            "a replay",
            &history[i..=i],
            &replay.history[replay.history.len() - 1..],
        ) {
            return Ok(Some(Verdict::Differs {
                run,
                index: i + 1,
                what,
            }));
        }
    }
    Ok(None)
}

fn fresh(library: &Library, setup: &GameSetup) -> Result<Game, GameError> {
    let mut g = Game::new(library, setup.clone())?;
    g.keep_undo = false;
    g.hash_every = 1;
    Ok(g)
}

fn play(library: &Library, setup: &GameSetup, actions: usize) -> Result<Game, GameError> {
    let mut g = fresh(library, setup)?;
    g.run_bots(&|_| true, actions)?;
    Ok(g)
}

/// The first record where two runs part, if any.
fn compare(run: &'static str, a: &[ActionRecord], b: &[ActionRecord]) -> Option<Verdict> {
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        let what = if x.action != y.action {
            format!(
                "the first took {} (turn {}, {} phase, {}), the other {}",
                x.action, x.turn, x.phase, x.side, y.action
            )
        } else if x.hash != y.hash {
            format!(
                "{} (turn {}, {} phase, {}) left state hash {} the first time, {} the other",
                x.action,
                x.turn,
                x.phase,
                x.side,
                x.hash.as_deref().unwrap_or("?"),
                y.hash.as_deref().unwrap_or("?")
            )
        } else {
            continue;
        };
        return Some(Verdict::Differs {
            run,
            index: i + 1,
            what,
        });
    }
    (a.len() != b.len()).then(|| Verdict::Differs {
        run,
        index: a.len().min(b.len()) + 1,
        what: format!("one run took {} actions, the other {}", a.len(), b.len()),
    })
}
