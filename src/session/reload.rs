//! Hot reload: the game goes on under rules changed on disk, and a replay shows what the
//! change did.
//!
//! [`Game::reload`] loads the ruleset, its mods and the scenario into a fresh Lua state and
//! checks them. Only if all of that succeeds does it swap the new rules in: the running
//! state (units, history, dice, log) stays, re-indexed to the new declarations by id, the map
//! and catalog become the new ones, new scenario units (a reinforcement added to the schedule)
//! join the game, and new options appear with their defaults. If anything fails, the old rules
//! stay in force and the error names the file and line.
//!
//! [`Game::replay_under_current_rules`] replays the game's actions from the start, with the
//! same seed, under the rules as they are on disk now, and reports the first action that became
//! illegal or whose outcome changed, with the old and the new events side by side.

use super::{Game, GameError, GameSetup, changes, resolve_options};
use crate::kernel::event::Event;
use crate::kernel::rules::Catalog;
use crate::kernel::shared::Shared;
use crate::kernel::state::GameState;
use crate::kernel::unit::Unit;
use crate::script::{Diagnostic, Diagnostics, Engine};
use std::rc::Rc;
use std::time::Instant;

/// What a successful reload did.
#[derive(Clone, Debug, PartialEq)]
pub struct Reloaded {
    /// The files the new rules were loaded from.
    pub files: Vec<String>,
    /// How long loading, checking and swapping took, in milliseconds.
    pub millis: f64,
    /// Units the scenario now has that the game did not (they join the game).
    pub added_units: Vec<String>,
    /// Options that are new (they take their defaults).
    pub new_options: Vec<String>,
    /// Options the player had set that no longer exist (dropped).
    pub dropped_options: Vec<String>,
    /// The ruleset's content hash now.
    pub content_hash: String,
    /// What changed, one line each, in this order: the files (which, and how many lines), the
    /// declared tables by cell ("crt 1-2, roll 6: Ae → Dr"), the options (added, removed, and
    /// each field changed: "option rosecrans_caution: description: ‘2 VP’ → ‘3 VP’").
    pub changes: Vec<String>,
}

/// Where a replay under the current rules first differs from the game as played.
#[derive(Clone, Debug, PartialEq)]
pub enum Divergence {
    /// Every action replays to the same events.
    None {
        /// The state hash the replay reached.
        state_hash: String,
    },
    /// The set-up (before the first action) now produces other events.
    Setup {
        /// The events as played.
        old: Vec<String>,
        /// The events now.
        new: Vec<String>,
    },
    /// Action `index` (1-based) is no longer legal, or fails.
    Refused {
        /// 1-based index into the history.
        index: usize,
        /// The action.
        action: serde_json::Value,
        /// Why the current rules refuse it.
        error: String,
        /// The events it produced as played.
        old: Vec<String>,
    },
    /// Action `index` (1-based) now has another outcome.
    Changed {
        /// 1-based index into the history.
        index: usize,
        /// The action.
        action: serde_json::Value,
        /// The events as played.
        old: Vec<String>,
        /// The events now.
        new: Vec<String>,
    },
}

fn same(a: &[Event], b: &[Event]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.kind == y.kind && x.fields == y.fields && x.text == y.text)
}

/// What players read of some events (the ruleset's own records and variable changes left
/// out).
fn texts(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.level == crate::kernel::event::Level::Player)
        .map(|e| e.text.clone())
        .collect()
}

/// The events of two versions of one action as players read them; when those are the same
/// (the difference is in the ruleset's own records), every event, so that it shows.
fn texts_of_both(old: &[Event], new: &[Event]) -> (Vec<String>, Vec<String>) {
    let (a, b) = (texts(old), texts(new));
    if a != b {
        return (a, b);
    }
    let all = |v: &[Event]| v.iter().map(|e| e.text.clone()).collect();
    (all(old), all(new))
}

fn diag(file: &str, message: impl Into<String>) -> Diagnostics {
    Diagnostic {
        file: file.to_string(),
        line: None,
        message: message.into(),
    }
    .into()
}

/// Re-indexes a state's units from `old` declarations to `new` ones, by id.
fn remap(
    state: &mut GameState,
    old: &Catalog,
    new: &Catalog,
    file: &str,
) -> Result<(), Diagnostics> {
    for u in &mut state.units {
        let type_id = &old.unit_types[u.unit_type].id;
        let unit_type = new.unit_type(type_id).ok_or_else(|| {
            diag(
                file,
                format!("unit type '{type_id}' is no longer declared, but unit '{}' of the running game has it", u.key),
            )
        })?;
        let formation = match u.formation {
            Some(f) => {
                let fid = &old.formations[f].id;
                Some(new.formation(fid).ok_or_else(|| {
                    diag(
                        file,
                        format!(
                            "formation '{fid}' is no longer declared, but unit '{}' is in it",
                            u.key
                        ),
                    )
                })?)
            }
            None => None,
        };
        // Written only where an index moved: a write copies the unit out of the undo
        // snapshots that share it (kernel::shared).
        if (unit_type, formation) != (u.unit_type, u.formation) {
            let u = &mut **u;
            u.unit_type = unit_type;
            u.formation = formation;
        }
    }
    // Hexside changes made during play (a bridge destroyed, a ford located) name their kind by
    // its index in the catalog: a ruleset that reorders or inserts hexside kinds would make them
    // point at another kind, so they follow the kind's id.
    for c in &mut state.hexside_changes {
        let kid = &old.hexsides[c.kind as usize].id;
        let k = new.hexsides.iter().position(|k| &k.id == kid).ok_or_else(|| {
            diag(
                file,
                format!("hexside kind '{kid}' is no longer declared, but the running game changed a hexside of that kind (put it back, or start a new game)"),
            )
        })?;
        c.kind = k as u32;
    }
    Ok(())
}

impl Game {
    /// Loads the rules again from disk and, if they load and check, continues the game under
    /// them. On error nothing changes.
    pub fn reload(&mut self) -> Result<Reloaded, Diagnostics> {
        let started = Instant::now();
        let library = self.engine.library.clone();
        let dir = self.engine.dirs.first().cloned().unwrap_or_default();
        let engine = Engine::load_dir(&library, &dir, self.world_slot())?;
        let rules_file = engine.files().first().cloned().unwrap_or_default();

        // Options: what the player set stays if it still exists; new ones take defaults.
        let mut set = self.setup.options.clone();
        let dropped: Vec<String> = set
            .keys()
            .filter(|k| !engine.decl.options.iter().any(|o| o.id == **k))
            .cloned()
            .collect();
        for k in &dropped {
            set.remove(k);
        }
        let options =
            resolve_options(&engine.decl, &set).map_err(|e| diag(&rules_file, e.to_string()))?;
        let new_options: Vec<String> = options
            .keys()
            .filter(|k| !self.options.contains_key(*k))
            .cloned()
            .collect();
        *engine.ctx.options.borrow_mut() = options.clone();

        let path = engine.scenario_file(&self.setup.scenario).ok_or_else(|| {
            diag(
                &rules_file,
                format!("the scenario '{}' is gone", self.setup.scenario),
            )
        })?;
        let sc = engine.load_scenario(&path)?;
        let new_catalog = engine.decl.catalog.clone();

        // Check and re-index everything before changing anything.
        let (old_catalog, mut state) = self.with_world(|w| ((*w.catalog).clone(), w.state.clone()));
        let old_sides: Vec<&str> = old_catalog.sides.iter().map(|s| s.id.as_str()).collect();
        let new_sides: Vec<&str> = new_catalog.sides.iter().map(|s| s.id.as_str()).collect();
        if old_sides != new_sides {
            return Err(diag(
                &rules_file,
                format!(
                    "the sides changed ({} → {}): a running game cannot change sides; start a new game",
                    old_sides.join(", "),
                    new_sides.join(", ")
                ),
            ));
        }
        remap(&mut state, &old_catalog, &new_catalog, &rules_file)?;
        // Shared by the state and every undo snapshot.
        let added: Vec<Shared<Unit>> = sc
            .units
            .iter()
            .filter(|u| state.unit_by_key(&u.key).is_none())
            .cloned()
            .map(Shared::new)
            .collect();
        let mut snapshots: Vec<GameState> = Vec::with_capacity(self.snapshots.len());
        for snap in &self.snapshots {
            let mut s = snap.state.clone();
            remap(&mut s, &old_catalog, &new_catalog, &rules_file)?;
            s.units.extend(added.iter().cloned());
            snapshots.push(s);
        }
        state.units.extend(added.iter().cloned());

        // What changed, before the old rules are gone.
        let mut changes = changes::files(
            &self.engine.file_texts(),
            &engine.file_texts(),
            &engine.hook_spans(),
        );
        changes.extend(super::tables::changes(
            &self.tables(),
            &super::tables::printed(engine.declared_tables(), &engine.decl.table_layouts),
            changes::MAX_TABLE_CHANGES,
        ));
        changes.extend(changes::options(
            &self.engine.decl.options,
            &engine.decl.options,
        ));

        // Swap.
        let bot_position = self.engine.bot_position();
        engine.seed_bots(self.setup.seed);
        engine.set_bot_position(bot_position);
        let files = engine.files();
        let content_hash = engine.content_hash();
        for (snap, s) in self.snapshots.iter_mut().zip(snapshots) {
            snap.state = s;
        }
        let added_keys: Vec<String> = added.iter().map(|u| u.key.clone()).collect();
        let millis = started.elapsed().as_secs_f64() * 1000.0;
        self.with_world_mut(|w| {
            w.catalog = Rc::new(new_catalog);
            w.restore_state(state);
            w.replace_base_map(Rc::new(sc.map));
            let mut e = Event::new(
                "rules_reloaded",
                format!(
                    "Rules reloaded from disk ({} files, {millis:.0} ms){}",
                    files.len(),
                    if added_keys.is_empty() {
                        String::new()
                    } else {
                        format!("; new units: {}", added_keys.join(", "))
                    }
                ),
            )
            .with("content_hash", content_hash.clone());
            e = e.with("added_units", added_keys.clone());
            e = e.with("changes", changes.clone());
            w.emit(e);
        });
        self.engine = engine;
        self.options = options;
        self.setup.options = set;
        self.ruleset_hash = content_hash.clone();
        Ok(Reloaded {
            files,
            millis,
            added_units: added_keys,
            new_options,
            dropped_options: dropped,
            content_hash,
            changes,
        })
    }

    /// Replays this game's actions from the start, same seed and options, under the rules as
    /// they are on disk now, and says where the outcome first differs.
    pub fn replay_under_current_rules(&self) -> Result<Divergence, GameError> {
        let library = self.engine.library.clone();
        let setup = GameSetup {
            ruleset: self.engine.decl.id.clone(),
            ..self.setup.clone()
        };
        let mut replay = Game::new(&library, setup)?;
        let log = self.log();
        let first = self.history.first().map_or(log.len(), |r| r.events.start);
        let replay_log = replay.log();
        let replay_first = replay_log.len();
        if !same(&log[..first.min(log.len())], &replay_log[..replay_first]) {
            let (old, new) = texts_of_both(&log[..first.min(log.len())], &replay_log);
            return Ok(Divergence::Setup { old, new });
        }
        for (i, rec) in self.history.iter().enumerate() {
            let old = &log[rec.events.start.min(log.len())..rec.events.end.min(log.len())];
            let before = replay.log_len();
            if let Err(e) = replay.apply(rec.action.clone()) {
                return Ok(Divergence::Refused {
                    index: i + 1,
                    action: rec.action.clone(),
                    error: e.to_string(),
                    old: texts(old),
                });
            }
            let now = replay.log();
            let new = &now[before..];
            if !same(old, new) {
                let (old, new) = texts_of_both(old, new);
                return Ok(Divergence::Changed {
                    index: i + 1,
                    action: rec.action.clone(),
                    old,
                    new,
                });
            }
        }
        Ok(Divergence::None {
            state_hash: replay.state_hash(),
        })
    }
}
