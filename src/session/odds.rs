//! What an action may do before it is taken: the engine plays it in a copy of the game under
//! every sequence of die results its resolution could roll, through the ruleset's own hooks,
//! and gathers what each sequence changes — units' strength, place, formation, facing, status
//! and values, victory points, a decision it leaves owed, the end of the game — into outcomes
//! with their probabilities.
//!
//! How: the copy is a fresh engine over a copy of the game's state, so the game itself — its
//! state, its dice, its Lua modules — is never touched. It plays from the state alone, which
//! the engine's contract with rulesets already makes enough: a rule uses only the game's dice
//! and state, never memory kept in a Lua module between actions (the same promise that lets an
//! action stopped on a question be carried out again, and undo and saves work). The plays form a tree, walked breadth
//! first. A play forces a prefix of die results; when the resolution rolls one more die than
//! the prefix holds, the node branches into one prefix per face of that die. When it stops on
//! a decision (the defender chooses to stand or to rout), the node branches into one play per
//! answer: a choice is a player's, not chance, so an outcome says under which answers it comes
//! ([`Outcome::given`]) and its probability is that of its dice under those answers (for one
//! answer to each decision, the outcomes open to it add up to one). A leaf's probability is
//! the product of 1/faces of the dice it rolled.
//!
//! The walk is exact when the tree has at most [`EXACT_LIMIT`] leaves. Beyond that, the
//! levels walked so far stay exact and each node of the next level is played a number of
//! times with the remaining dice drawn from streams seeded from the game's seed (so the same
//! request gives the same answer), stopping at decisions: the first dice are then exact (a
//! fire's own roll, say) and what follows them is sampled. [`Odds::method`] says which.

use super::{Game, GameError, GameSetup};
use crate::kernel::dice::Dice;
use crate::kernel::event::Event;
use crate::kernel::state::GameState;
use crate::kernel::unit::{Location, Unit};
use serde_json::Value;
use std::collections::BTreeMap;

/// Most plays enumerated exactly (6³: three six-sided dice). Each play is a whole resolution
/// of the action, so the limit keeps the answer quick: a This Terrible Sound fire with its
/// morale, straggler and rounder rolls (216 exact prefixes, 648 sampled plays) took 1.2 s in
/// a debug build on the project's 2-core machine (tests/host_odds.rs, 2026-12-04).
pub const EXACT_LIMIT: usize = 216;
/// About how many plays the sampled part makes in all (at least [`MIN_SAMPLES`] a node).
pub const SAMPLES: usize = 648;
/// The fewest samples of one node of the sampled level.
pub const MIN_SAMPLES: usize = 2;
/// Most decisions in a row the walk answers every way (deeper ones are shown as owed).
pub const MAX_ANSWERS: usize = 3;

/// How the probabilities were found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every sequence of die results (and every answer) was played: the probabilities are
    /// exact.
    Exact {
        /// How many plays.
        sequences: usize,
    },
    /// Too many sequences: the first `exact_dice` dice (and the answers before them) were
    /// enumerated exactly, and each of their sequences played on with seeded random dice.
    Sampled {
        /// How many of the first dice are exact.
        exact_dice: usize,
        /// How many plays were sampled.
        samples: usize,
    },
}

/// One thing the action may do, with its probability. Its first change is the result in the
/// ruleset's own words ("result: Dr") when the action kind declares where it is written.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The answers it comes under ("Union: X stands"), empty when no decision was asked.
    pub given: Vec<String>,
    /// The probability of its dice, under those answers (exact, or estimated where sampled).
    pub probability: f64,
    /// What it changes, one line each ("1/XIV: strength 5 → 4", "Confederate VP 3 → 5"), or
    /// "nothing changes".
    pub changes: Vec<String>,
}

/// One play of the action.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaf {
    /// The die results, in the order rolled.
    pub rolls: Vec<u32>,
    /// The answers given to the decisions asked on the way.
    pub answers: Vec<Value>,
    /// Its probability (given its answers); a sampled play's is its share of its node's.
    pub probability: f64,
    /// True if its dice after the exact ones were drawn at random.
    pub sampled: bool,
    /// Which outcome it gives (an index into [`Odds::outcomes`]).
    pub outcome: usize,
    /// The events it produced (what a test or a designer can read further).
    pub events: Vec<Event>,
}

/// What an action may do.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    /// Exact, or sampled beyond the first dice.
    pub method: Method,
    /// The outcomes, by their answers, most likely first.
    pub outcomes: Vec<Outcome>,
    /// Every play.
    pub leaves: Vec<Leaf>,
    /// The fewest and the most dice one play rolled.
    pub dice: (usize, usize),
}

/// Under one set of answers (empty: none asked), what happens.
pub type Branch = (Vec<String>, Vec<String>);

/// The plays that rolled alike, with what each set of answers makes of them: "66.7 %: the
/// defender retreats — to 0306, 0406 or 0506, as he chooses".
#[derive(Clone, Debug, PartialEq)]
pub struct DiceOutcome {
    /// The probability of these dice.
    pub probability: f64,
    /// Under each set of answers (empty: none asked), what happens.
    pub branches: Vec<Branch>,
}

impl Odds {
    /// The outcomes by their dice: die sequences that lead to the same choices and results are
    /// one line, with its answers and what each makes of it; most likely first. Only when the
    /// odds are exact (sampled plays of different answers do not share their dice).
    pub fn by_dice(&self) -> Option<Vec<DiceOutcome>> {
        if !matches!(self.method, Method::Exact { .. }) {
            return None;
        }
        // Each sequence of die results: its probability and what its answers lead to.
        let mut by_rolls: BTreeMap<Vec<u32>, (f64, Vec<Branch>)> = BTreeMap::new();
        for l in &self.leaves {
            let o = &self.outcomes[l.outcome];
            let e = by_rolls
                .entry(l.rolls.clone())
                .or_insert((l.probability, Vec::new()));
            e.1.push((o.given.clone(), o.changes.clone()));
        }
        let mut classes: BTreeMap<Vec<Branch>, f64> = BTreeMap::new();
        for (_, (p, mut branches)) in by_rolls {
            branches.sort();
            branches.dedup();
            *classes.entry(branches).or_default() += p;
        }
        let mut out: Vec<DiceOutcome> = classes
            .into_iter()
            .map(|(branches, probability)| DiceOutcome {
                probability,
                branches,
            })
            .collect();
        out.sort_by(|a, b| b.probability.total_cmp(&a.probability));
        Some(out)
    }
}

/// How the odds of one action moved from `before` to `after` (a rule change between them):
/// each outcome whose probability changed, as (answers, changes, before, after), the largest
/// moves first. An outcome one side lacks has probability 0 there.
pub fn moved(before: &Odds, after: &Odds) -> Vec<(Vec<String>, Vec<String>, f64, f64)> {
    let mut all: BTreeMap<(Vec<String>, Vec<String>), (f64, f64)> = BTreeMap::new();
    for o in &before.outcomes {
        all.entry((o.given.clone(), o.changes.clone()))
            .or_default()
            .0 = o.probability;
    }
    for o in &after.outcomes {
        all.entry((o.given.clone(), o.changes.clone()))
            .or_default()
            .1 = o.probability;
    }
    let mut out: Vec<_> = all
        .into_iter()
        .filter(|(_, (a, b))| (a - b).abs() > 1e-9)
        .map(|((g, c), (a, b))| (g, c, a, b))
        .collect();
    out.sort_by(|x, y| (y.3 - y.2).abs().total_cmp(&(x.3 - x.2).abs()));
    out
}

/// A node of the walk: the die results forced and the answers given so far.
#[derive(Clone, Debug)]
struct Node {
    dice: Vec<u32>,
    answers: Vec<Value>,
    given: Vec<String>,
    probability: f64,
}

/// One play of the action in the copy.
struct Run {
    rolls: Vec<(u32, u32)>,
    changes: Vec<String>,
    events: Vec<Event>,
    /// The decision it stopped on: who, and each choice (value, label).
    decision: Option<(String, Vec<(Value, String)>)>,
}

impl Game {
    /// What `action` may do if taken now, with the probability of each outcome. The game is
    /// not changed in any way (state, dice, log, Lua modules).
    pub fn odds(&self, action: &Value) -> Result<Odds, GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        if self.suspended.is_some() || self.pending_decision().is_some() {
            return Err(GameError::Illegal(
                "a decision is owed: its answer comes first, and the odds are of an action taken now"
                    .into(),
            ));
        }
        self.check(action)?;
        let mut copy = self.copy_for_odds()?;
        let start = self.with_world(|w| w.state.clone());
        let mut leaves: Vec<(Node, Run, bool)> = Vec::new();
        let mut level = vec![Node {
            dice: Vec::new(),
            answers: Vec::new(),
            given: Vec::new(),
            probability: 1.0,
        }];
        let mut sampled = None;
        while !level.is_empty() {
            let mut next = Vec::new();
            let mut branched = Vec::new();
            for node in level {
                let run = copy.play_once(action, &start, &node, None)?;
                if run.rolls.len() > node.dice.len() || run.decision.is_some() {
                    branched.push(node.clone());
                }
                if run.rolls.len() > node.dice.len() {
                    let faces = run.rolls[node.dice.len()].0;
                    for v in 1..=faces {
                        let mut child = node.clone();
                        child.dice.push(v);
                        child.probability /= faces as f64;
                        next.push(child);
                    }
                } else if let Some((who, choices)) = run
                    .decision
                    .clone()
                    .filter(|_| node.answers.len() < MAX_ANSWERS)
                {
                    for (value, label) in choices {
                        let mut child = node.clone();
                        child.answers.push(value);
                        child.given.push(format!("{who}: {label}"));
                        next.push(child);
                    }
                } else {
                    branched.retain(|b| b.dice != node.dice || b.answers != node.answers);
                    leaves.push((node, run, false));
                }
            }
            if leaves.len() + next.len() > EXACT_LIMIT {
                // The next level is too wide to walk: the nodes of this level that branched
                // are played on at random instead.
                let parents = branched;
                let exact_dice = parents.iter().map(|n| n.dice.len()).min().unwrap_or(0);
                let per = (SAMPLES / parents.len().max(1)).max(MIN_SAMPLES);
                let base = self.setup.seed ^ 0x0dd5_0dd5_0dd5_0dd5;
                let mut samples = 0;
                for (i, node) in parents.iter().enumerate() {
                    for j in 0..per {
                        let seed = base.wrapping_add((i * per + j) as u64);
                        let run = copy.play_once(action, &start, node, Some(seed))?;
                        let mut leaf = node.clone();
                        leaf.dice = run.rolls.iter().map(|(_, r)| *r).collect();
                        leaf.probability /= per as f64;
                        leaves.push((leaf, run, true));
                        samples += 1;
                    }
                }
                sampled = Some((exact_dice, samples));
                break;
            }
            level = next;
        }
        Ok(gather(leaves, sampled))
    }

    /// A fresh engine over a copy of this game's state, to play actions in without touching
    /// this one.
    fn copy_for_odds(&self) -> Result<Game, GameError> {
        let mut copy = Game::new(
            &self.engine.library,
            GameSetup {
                ruleset: self.setup.ruleset.clone(),
                scenario: self.setup.scenario.clone(),
                seed: self.setup.seed,
                options: self.setup.options.clone(),
            },
        )?;
        // The copy reads the rules from disk: they must be the ones in force.
        let root = &self.engine.library.root;
        if let Some((changed, _)) = self.engine.file_texts().into_iter().find(|(path, text)| {
            std::fs::read_to_string(root.join(path)).is_ok_and(|now| now != *text)
        }) {
            return Err(GameError::Illegal(format!(
                "{changed} has changed on disk since the rules in force were loaded: reload them (F5) to see the odds"
            )));
        }
        copy.keep_undo = false;
        let (state, log) = self.with_world(|w| (w.state.clone(), w.log.clone()));
        copy.with_world_mut(|w| {
            w.restore_state(state);
            w.log = log;
        });
        copy.history = self.history.clone();
        Ok(copy)
    }

    /// Plays `action` once from `start` with the die results `forced` first (then the dice of
    /// `start`, or a stream seeded with `stream`), and puts the state back.
    fn play_once(
        &mut self,
        action: &Value,
        start: &GameState,
        node: &Node,
        stream: Option<u64>,
    ) -> Result<Run, GameError> {
        let forced = &node.dice;
        let (log_len, history_len) = (self.log_len(), self.history.len());
        self.with_world_mut(|w| {
            let mut s = start.clone();
            if let Some(seed) = stream {
                s.dice = Dice::new(seed);
            }
            s.dice.force(forced.iter().copied());
            w.restore_state(s);
        });
        // The action, then the answers to the decisions it leaves owed, each as the player
        // would give it.
        let mut applied = self.apply(action.clone());
        for choice in &node.answers {
            if applied.is_err() {
                break;
            }
            let Some(d) = self.pending_decision() else {
                break;
            };
            applied = self.apply(serde_json::json!({
                "kind": super::DECIDE,
                "decision": d["id"],
                "choice": choice,
            }));
        }
        let decl = self.engine.decl.clone();
        let (events, after, decision) = self.with_world(|w| {
            (
                w.log[log_len.min(w.log.len())..].to_vec(),
                w.state.clone(),
                w.pending_decision().map(|d| {
                    let who = decl
                        .catalog
                        .sides
                        .get(d.side)
                        .map(|s| s.name.clone())
                        .unwrap_or_default();
                    let view = crate::script::decisions::view(w, d);
                    let choices = view["choices"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|c| {
                            (
                                c["value"].clone(),
                                c["label"].as_str().unwrap_or_default().to_string(),
                            )
                        })
                        .collect::<Vec<_>>();
                    (d.prompt.clone(), who, choices)
                }),
            )
        });
        // Back to the start for the next play.
        self.suspended = None;
        self.history.truncate(history_len);
        self.with_world_mut(|w| {
            w.restore_state(start.clone());
            w.log.truncate(log_len);
        });
        applied?;
        let rolls = events
            .iter()
            .filter(|e| e.kind == "die_rolled")
            .map(|e| {
                let n = |k: &str| e.fields.get(k).and_then(Value::as_u64).unwrap_or(0) as u32;
                (n("sides"), n("result"))
            })
            .collect();
        let mut changes = self.changes(start, &after);
        if let Some(result) = self.result_label(action, &events) {
            changes.insert(0, format!("result: {result}"));
        }
        if let Some((prompt, _, _)) = &decision {
            changes.push(format!("then a decision: {prompt}"));
        }
        Ok(Run {
            rolls,
            changes,
            events,
            decision: decision.map(|(_, who, choices)| (who, choices)),
        })
    }

    /// The action's result in the ruleset's own words, read from the events of one play: the
    /// field its kind declares (`result = "combat_resolved"`) of each such event, in order.
    fn result_label(&self, action: &Value, events: &[Event]) -> Option<String> {
        let kind = action["kind"].as_str()?;
        let (event, field) = self.engine.decl.action_results.get(kind)?;
        let labels: Vec<String> = events
            .iter()
            .filter(|e| e.kind == *event)
            .filter_map(|e| e.fields.get(field))
            .map(|v| match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .collect();
        (!labels.is_empty()).then(|| labels.join(", "))
    }

    /// What differs from `a` to `b`, as players read it.
    fn changes(&self, a: &GameState, b: &GameState) -> Vec<String> {
        let decl = self.engine.decl.clone();
        let side = |i: usize| {
            decl.catalog
                .sides
                .get(i)
                .map(|s| s.name.clone())
                .unwrap_or_default()
        };
        let place = |l: &Location| match l {
            Location::Map(h) => self.with_world(|w| w.map.grid.label(*h)),
            Location::Box(b) => format!("box {b}"),
            Location::Pending => "not arrived".into(),
            Location::Eliminated => "eliminated".into(),
        };
        let facing = |d: Option<crate::kernel::hex::Direction>| {
            d.map(|d| {
                self.with_world(|w| w.map.grid.orientation.direction_name(d))
                    .to_string()
            })
            .unwrap_or_else(|| "none".into())
        };
        let mut out = Vec::new();
        // Strength lost by each side (an eliminated unit loses what it had).
        let mut lost = vec![0i64; decl.catalog.sides.len()];
        for (u, v) in a.units.iter().zip(&b.units) {
            out.extend(unit_changes(u, v, &place, &facing, &decl));
            let now = if v.location == Location::Eliminated {
                0
            } else {
                v.strength
            };
            let was = if u.location == Location::Eliminated {
                0
            } else {
                u.strength
            };
            if let Some(l) = lost.get_mut(v.side) {
                *l += i64::from(was - now).max(0);
            }
        }
        for (i, n) in lost.iter().enumerate() {
            if *n > 0 {
                out.push(format!("{} loses {n} strength in all", side(i)));
            }
        }
        for (i, (x, y)) in a.records.iter().zip(&b.records).enumerate() {
            if x.vp != y.vp {
                out.push(format!("{} VP {} → {}", side(i), x.vp, y.vp));
            }
        }
        if let (None, Some(o)) = (&a.outcome, &b.outcome) {
            out.push(match o.winner {
                Some(w) => format!("the game ends: {} wins ({})", side(w), o.level),
                None => format!("the game ends: {}", o.level),
            });
        }
        if out.is_empty() {
            out.push("nothing changes".into());
        }
        out
    }
}

fn unit_changes(
    u: &Unit,
    v: &Unit,
    place: &dyn Fn(&Location) -> String,
    facing: &dyn Fn(Option<crate::kernel::hex::Direction>) -> String,
    decl: &crate::script::decl::RulesetDecl,
) -> Vec<String> {
    let mut out = Vec::new();
    let name = &v.key;
    if u.location != v.location {
        out.push(if v.location == Location::Eliminated {
            format!("{name}: eliminated")
        } else {
            format!("{name}: {} → {}", place(&u.location), place(&v.location))
        });
    }
    if u.strength != v.strength && v.location != Location::Eliminated {
        out.push(format!("{name}: strength {} → {}", u.strength, v.strength));
    }
    if u.formation != v.formation {
        let f = |x: Option<usize>| {
            x.and_then(|i| decl.catalog.formations.get(i))
                .map(|f| f.name.clone())
                .unwrap_or_else(|| "none".into())
        };
        out.push(format!("{name}: {} → {}", f(u.formation), f(v.formation)));
    }
    if u.facing != v.facing {
        out.push(format!(
            "{name}: facing {} → {}",
            facing(u.facing),
            facing(v.facing)
        ));
    }
    for s in v.status.difference(&u.status) {
        out.push(format!("{name}: now {s}"));
    }
    for s in u.status.difference(&v.status) {
        out.push(format!("{name}: no longer {s}"));
    }
    let (p, q) = (props(u), props(v));
    for (k, x) in &q {
        match p.get(k) {
            Some(y) if y == x => {}
            Some(y) => out.push(format!("{name}: {k} {y} → {x}")),
            None => out.push(format!("{name}: {k} {x}")),
        }
    }
    for k in p.keys().filter(|k| !q.contains_key(*k)) {
        out.push(format!("{name}: {k} cleared"));
    }
    out
}

/// A unit's ruleset values (`u.props`) as text, by name.
fn props(u: &Unit) -> BTreeMap<String, String> {
    serde_json::to_value(&u.props)
        .ok()
        .and_then(|v| v.as_object().cloned())
        .map(|m| {
            m.into_iter()
                .map(|(k, v)| (k, super::tables::cell_text(&v)))
                .collect()
        })
        .unwrap_or_default()
}

/// The plays grouped by their answers and what they change.
fn gather(leaves: Vec<(Node, Run, bool)>, sampled: Option<(usize, usize)>) -> Odds {
    let mut groups: BTreeMap<(Vec<String>, Vec<String>), f64> = BTreeMap::new();
    for (n, r, _) in &leaves {
        *groups
            .entry((n.given.clone(), r.changes.clone()))
            .or_default() += n.probability;
    }
    let mut outcomes: Vec<Outcome> = groups
        .into_iter()
        .map(|((given, changes), probability)| Outcome {
            given,
            probability,
            changes,
        })
        .collect();
    // By answers, then most likely first; a stable sort keeps ties in their changes' order.
    outcomes.sort_by(|a, b| {
        a.given
            .cmp(&b.given)
            .then(b.probability.total_cmp(&a.probability))
    });
    let index = |g: &Vec<String>, c: &Vec<String>| {
        outcomes
            .iter()
            .position(|o| o.given == *g && o.changes == *c)
            .unwrap_or(0)
    };
    let dice = (
        leaves
            .iter()
            .map(|(_, r, _)| r.rolls.len())
            .min()
            .unwrap_or(0),
        leaves
            .iter()
            .map(|(_, r, _)| r.rolls.len())
            .max()
            .unwrap_or(0),
    );
    let method = match sampled {
        None => Method::Exact {
            sequences: leaves.len(),
        },
        Some((exact_dice, samples)) => Method::Sampled {
            exact_dice,
            samples,
        },
    };
    let leaves = leaves
        .into_iter()
        .map(|(n, r, sampled)| Leaf {
            outcome: index(&n.given, &r.changes),
            rolls: r.rolls.iter().map(|(_, v)| *v).collect(),
            answers: n.answers,
            probability: n.probability,
            sampled,
            events: r.events,
        })
        .collect();
    Odds {
        method,
        outcomes,
        leaves,
        dice,
    }
}
