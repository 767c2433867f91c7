//! The stall report of a bot game: per side, the unit-turns in which a unit free to act did
//! nothing, the longest run of such turns per unit, and the turns a side in contact with the
//! enemy took no action at all — so that a bot that parks its army shows in the numbers.
//!
//! A unit is *free* in a turn when, at the turn's start, it is on the map, outside every enemy
//! zone of control (the kernel's zones), and the ruleset's `idle_reason(unit)` gives no reason
//! it holds (an objective it holds, an order to hold…). It *acted* when an action of its side
//! in that turn names it (any string of the action equal to its key). Both sides' free units
//! are taken at the turn's start, before either moves: a unit that the first side's moves put
//! in a zone of control later in the turn still counts as free for the second.

use crate::kernel::movement::zoc_map;
use crate::session::Game;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// A run of idle turns at least this long is listed by unit (issue: "no unit idle for 8 or
/// more consecutive movement phases").
pub const LONG_IDLE: u32 = 8;

/// One side's stall figures over a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideStall {
    /// Unit-turns in which a unit was free to act.
    pub free_unit_turns: u64,
    /// Of those, the unit-turns in which it did nothing.
    pub idle_unit_turns: u64,
    /// The longest run of consecutive idle turns of any unit, and whose.
    pub longest_idle: u32,
    /// The unit of that run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub longest_idle_unit: Option<String>,
    /// Units idle for [`LONG_IDLE`] or more turns in a row, with their longest run.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub long_idle: BTreeMap<String, u32>,
    /// Turns in which the side had a unit next to an enemy unit at the start and took no
    /// action but ending phases.
    pub silent_turns_in_contact: u32,
}

/// The stall report: by side.
pub type StallReport = BTreeMap<String, SideStall>;

/// Watches a game action by action and keeps the figures (call [`StallTracker::observe`]
/// after every action, [`StallTracker::report`] at the end).
#[derive(Debug, Default)]
pub struct StallTracker {
    turn: Option<u32>,
    /// Free units of each side this turn (keys).
    free: BTreeMap<String, BTreeSet<String>>,
    /// Sides in contact at this turn's start.
    contact: BTreeSet<String>,
    /// Unit keys named by an action this turn.
    acted: BTreeSet<String>,
    /// Sides that took an action other than ending a phase this turn.
    active: BTreeSet<String>,
    /// The current run of idle turns of each unit.
    run: BTreeMap<String, u32>,
    seen_actions: usize,
    sides: StallReport,
    /// The first error of the ruleset's `idle_reason`, if any (the report then leaves it out).
    pub hook_error: Option<String>,
}

impl StallTracker {
    /// A tracker for `game`, starting with its current turn.
    pub fn new(game: &Game) -> StallTracker {
        let mut t = StallTracker {
            seen_actions: game.history.len(),
            ..StallTracker::default()
        };
        t.begin_turn(game);
        t
    }

    /// Takes in the actions since the last call; a new turn closes the last one.
    pub fn observe(&mut self, game: &Game) {
        for rec in &game.history[self.seen_actions.min(game.history.len())..] {
            let kind = rec.action.get("kind").and_then(|k| k.as_str());
            if kind != Some("end_phase") {
                self.active.insert(rec.side.clone());
            }
            collect_strings(&rec.action, &mut self.acted);
        }
        self.seen_actions = game.history.len();
        let turn = game.with_world(|w| w.state.turn);
        if Some(turn) != self.turn && !game.is_over() {
            self.end_turn();
            self.begin_turn(game);
        }
    }

    /// The figures so far, the turn under way closed.
    pub fn report(mut self) -> StallReport {
        self.end_turn();
        self.sides
    }

    fn begin_turn(&mut self, game: &Game) {
        self.turn = Some(game.with_world(|w| w.state.turn));
        self.acted.clear();
        self.active.clear();
        self.contact.clear();
        self.free.clear();
        let units: Vec<(u32, String, String, bool, bool)> = game.with_world(|w| {
            let n = w.catalog.sides.len();
            let zocs: Vec<Vec<bool>> = (0..n)
                .map(|s| zoc_map(&w.map, &w.catalog, &w.state, s))
                .collect();
            let mut enemy_at = vec![vec![false; w.map.len()]; n];
            for u in &w.state.units {
                if let Some(i) = u.hex().and_then(|h| w.map.index(h)) {
                    for (s, e) in enemy_at.iter_mut().enumerate() {
                        if s != u.side {
                            e[i] = true;
                        }
                    }
                }
            }
            w.state
                .units
                .iter()
                .enumerate()
                .filter_map(|(id, u)| {
                    let h = u.hex()?;
                    let i = w.map.index(h)?;
                    let in_zoc = zocs[u.side][i];
                    let contact = h
                        .neighbors()
                        .iter()
                        .filter_map(|n| w.map.index(*n))
                        .any(|j| enemy_at[u.side][j]);
                    Some((
                        id as u32,
                        u.key.clone(),
                        w.catalog.sides[u.side].id.clone(),
                        in_zoc,
                        contact,
                    ))
                })
                .collect()
        });
        for (id, key, side, in_zoc, contact) in units {
            self.sides.entry(side.clone()).or_default();
            if contact {
                self.contact.insert(side.clone());
            }
            if in_zoc {
                self.run.remove(&key);
                continue;
            }
            match game.engine.idle_reason(id) {
                Ok(Some(_)) => {
                    self.run.remove(&key);
                }
                Ok(None) => {
                    self.free.entry(side).or_default().insert(key);
                }
                Err(e) => {
                    self.hook_error.get_or_insert_with(|| e.to_string());
                }
            }
        }
    }

    fn end_turn(&mut self) {
        if self.turn.is_none() {
            return;
        }
        for (side, free) in std::mem::take(&mut self.free) {
            let s = self.sides.entry(side).or_default();
            for key in free {
                s.free_unit_turns += 1;
                if self.acted.contains(&key) {
                    self.run.remove(&key);
                    continue;
                }
                s.idle_unit_turns += 1;
                let r = self.run.entry(key.clone()).or_default();
                *r += 1;
                if *r > s.longest_idle {
                    s.longest_idle = *r;
                    s.longest_idle_unit = Some(key.clone());
                }
                if *r >= LONG_IDLE {
                    let l = s.long_idle.entry(key).or_default();
                    *l = (*l).max(*r);
                }
            }
        }
        for side in std::mem::take(&mut self.contact) {
            if !self.active.contains(&side) {
                self.sides.entry(side).or_default().silent_turns_in_contact += 1;
            }
        }
        self.turn = None;
    }
}

/// Every string in an action (its unit keys wherever the ruleset puts them).
fn collect_strings(v: &serde_json::Value, out: &mut BTreeSet<String>) {
    match v {
        serde_json::Value::String(s) => {
            out.insert(s.clone());
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| collect_strings(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| collect_strings(x, out)),
        _ => {}
    }
}
