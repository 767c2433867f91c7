//! A game being played in the window: the [`Game`] itself, who plays each side, and the
//! window's caches derived from it (the legal actions of the acting side, the movement preview
//! of the selected unit, the declared tables, the rule coverage). Caches are keyed by a
//! generation number that the app bumps after every change of the game.

use super::commands::Seat;
use crate::coverage::Coverage;
use crate::kernel::movement::MoveRules;
use crate::kernel::{Hex, Mp, UnitId, World};
use crate::session::Game;
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};

/// What is selected on the map.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The selected unit.
    pub unit: Option<UnitId>,
    /// The inspected hex.
    pub hex: Option<Hex>,
}

/// An action shown to the player before it is taken: its description from the ruleset's
/// `describe` hook (odds, possible results) and a Confirm button.
#[derive(Clone, Debug)]
pub struct Proposal {
    /// The action as it will be applied.
    pub action: Value,
    /// The action as first proposed (the units that may take part).
    pub original: Value,
    /// The description, `None` if the action kind has no `describe` hook, or the error text.
    pub description: Result<Option<Value>, String>,
    /// Whether the action is legal as it stands (`Game::check`), or why not.
    pub verdict: Result<(), String>,
}

/// The legal actions of the acting side, sorted for the map.
#[derive(Clone, Debug, Default)]
pub struct LegalView {
    /// The side they are for.
    pub side: String,
    /// Every legal action, as the ruleset lists it (end_phase last).
    pub actions: Vec<Value>,
    /// Per unit key: the hexes it may go to (actions with `unit` and `to`), with the action.
    pub moves: BTreeMap<String, Vec<(Hex, Value)>>,
    /// Actions aimed at a hex (`target`), with the hex.
    pub targets: Vec<(Hex, Value)>,
    /// Other actions (neither a move nor aimed at a hex), except end_phase.
    pub others: Vec<Value>,
    /// Why the list could not be made, if it could not.
    pub error: Option<String>,
}

impl LegalView {
    /// Asks the ruleset for the legal actions of `side` and sorts them.
    pub fn build(game: &Game, side: &str) -> LegalView {
        let mut v = LegalView {
            side: side.to_string(),
            ..LegalView::default()
        };
        let actions = match game.engine.legal_actions(side) {
            Ok(a) => a,
            Err(e) => {
                v.error = Some(e.to_string());
                return v;
            }
        };
        game.with_world(|w| {
            let hex = |a: &Value, key: &str| {
                a.get(key)
                    .and_then(|h| h.as_str())
                    .and_then(|l| w.map.grid.parse_label(l).ok())
            };
            for a in &actions {
                let kind = a.get("kind").and_then(|k| k.as_str()).unwrap_or("");
                if kind == "end_phase" {
                    continue;
                }
                let unit = a.get("unit").and_then(|u| u.as_str());
                if let (Some(unit), Some(to)) = (unit, hex(a, "to")) {
                    v.moves
                        .entry(unit.to_string())
                        .or_default()
                        .push((to, a.clone()));
                } else if let Some(t) = hex(a, "target") {
                    v.targets.push((t, a.clone()));
                } else {
                    v.others.push(a.clone());
                }
            }
        });
        v.actions = actions;
        v
    }

    /// The destinations of a unit.
    pub fn destinations(&self, key: &str) -> &[(Hex, Value)] {
        self.moves.get(key).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The move action of unit `key` to `hex`, if legal.
    pub fn move_to(&self, key: &str, hex: Hex) -> Option<&Value> {
        self.destinations(key)
            .iter()
            .find(|(h, _)| *h == hex)
            .map(|(_, a)| a)
    }

    /// The actions aimed at `hex`.
    pub fn targets_at(&self, hex: Hex) -> Vec<&Value> {
        self.targets
            .iter()
            .filter(|(h, _)| *h == hex)
            .map(|(_, a)| a)
            .collect()
    }
}

/// The kernel's least-cost paths for the selected unit, for the hover preview.
#[derive(Clone, Debug, Default)]
pub struct MovePreview {
    /// The unit.
    pub unit: UnitId,
    /// Per destination: cost and path (start included).
    pub paths: HashMap<Hex, (Mp, Vec<Hex>)>,
}

impl MovePreview {
    /// Least-cost paths of `unit` to each of `dests`, from the kernel's movement service with
    /// the ruleset's declared costs. The budget is open, so a destination a ruleset allows
    /// beyond the plain allowance (a forced march) still gets its path.
    pub fn build(world: &World, unit: UnitId, dests: &[(Hex, Value)]) -> MovePreview {
        let mut p = MovePreview {
            unit,
            paths: HashMap::new(),
        };
        let Some(start) = world.state.units.get(unit as usize).and_then(|u| u.hex()) else {
            return p;
        };
        let Some(rules) = MoveRules::for_unit(&world.map, &world.catalog, &world.state, unit)
        else {
            return p;
        };
        let reach = rules.reachable(start, Some(Mp(u32::MAX / 4)));
        for (h, _) in dests {
            if let (Some(c), Some(path)) = (reach.cost(&world.map, *h), reach.path(&world.map, *h))
            {
                p.paths.insert(*h, (c, path));
            }
        }
        p
    }
}

/// One declared table, read from the ruleset's Lua state.
#[derive(Clone, Debug)]
pub struct TableData {
    /// The name it is declared under.
    pub name: String,
    /// Its value as JSON, or why it could not be read.
    pub value: Result<Value, String>,
}

/// A game in the window.
pub struct Session {
    /// The game.
    pub game: Game,
    /// Who plays each side, by side id.
    pub seats: BTreeMap<String, Seat>,
    /// Bumped after every change of the game; caches compare against it.
    pub generation: u64,
    /// What is selected.
    pub selection: Selection,
    /// The action waiting for confirmation.
    pub proposal: Option<Proposal>,
    /// The legal actions of the acting side (if a person acts), with the generation.
    pub legal: Option<(u64, LegalView)>,
    /// The selected unit's path preview, with the generation.
    pub preview: Option<(u64, MovePreview)>,
    /// The hex under the pointer.
    pub hover: Option<Hex>,
    /// The computer players are paused.
    pub bots_paused: bool,
    /// When the last computer action was taken (UI time, seconds).
    pub last_bot_step: f64,
    /// Errors that are not the game's own (a failed bot step, a failed load…), newest last.
    pub host_errors: Vec<String>,
    /// The declared tables (read once).
    pub tables: Option<Vec<TableData>>,
    /// The rule coverage (computed once, when the Rules tab is first shown).
    pub coverage: Option<Result<Coverage, String>>,
    /// Where Save writes.
    pub save_path: String,
    /// The side that acted at the last frame (to announce hand-overs in hot-seat play).
    pub last_acting: String,
    /// What the ruleset's `describe` hook says about moving the selected unit to the hovered
    /// hex (for move kinds that declare one), with the generation and hex it is for.
    pub hover_description: Option<(u64, Hex, String)>,
    /// Reload the rules when their files change (on by default).
    pub auto_reload: bool,
    /// The watcher over the rule files, while auto-reload is on.
    pub watcher: Option<crate::session::watch::RulesWatcher>,
    /// What the last reload did, for the reload indicator.
    pub last_reload: Option<String>,
}

impl Session {
    /// A session for a started game.
    pub fn new(game: Game, seats: BTreeMap<String, Seat>) -> Session {
        let save_path = format!(
            "{}-{}-{}.sandtable.json",
            game.engine.decl.id, game.setup.scenario, game.setup.seed
        );
        let last_acting = game.acting_side();
        Session {
            game,
            seats,
            generation: 0,
            selection: Selection::default(),
            proposal: None,
            legal: None,
            preview: None,
            hover: None,
            bots_paused: false,
            last_bot_step: f64::NEG_INFINITY,
            host_errors: Vec::new(),
            tables: None,
            coverage: None,
            save_path,
            last_acting,
            hover_description: None,
            auto_reload: true,
            watcher: None,
            last_reload: None,
        }
    }

    /// Who plays `side` (people by default).
    pub fn seat(&self, side: &str) -> Seat {
        self.seats.get(side).copied().unwrap_or(Seat::Person)
    }

    /// True if the side to act now is played by a person and the game is not over.
    pub fn person_to_act(&self) -> bool {
        !self.game.is_over() && self.seat(&self.game.acting_side()) == Seat::Person
    }

    /// True if the side to act now is played by the computer and the game is not over.
    pub fn computer_to_act(&self) -> bool {
        !self.game.is_over() && self.seat(&self.game.acting_side()) == Seat::Computer
    }

    /// The legal actions, if a person is to act (computed once per generation).
    pub fn legal(&self) -> Option<&LegalView> {
        self.legal
            .as_ref()
            .filter(|(g, _)| *g == self.generation)
            .map(|(_, l)| l)
    }

    /// The path preview of the selected unit (computed once per generation and selection).
    pub fn preview(&self) -> Option<&MovePreview> {
        self.preview
            .as_ref()
            .filter(|(g, p)| *g == self.generation && Some(p.unit) == self.selection.unit)
            .map(|(_, p)| p)
    }

    /// Brings the caches up to date with the game: legal actions (when a person acts) and the
    /// selected unit's path preview.
    pub fn refresh(&mut self) {
        let fresh = self
            .legal
            .as_ref()
            .is_some_and(|(g, _)| *g == self.generation);
        if !fresh {
            self.legal = if self.person_to_act() {
                let side = self.game.acting_side();
                Some((self.generation, LegalView::build(&self.game, &side)))
            } else {
                None
            };
        }
        let unit = self.selection.unit;
        let preview_fresh = self
            .preview
            .as_ref()
            .is_some_and(|(g, p)| *g == self.generation && Some(p.unit) == unit);
        if !preview_fresh {
            self.preview = None;
            if let (Some(u), Some(legal)) = (unit, self.legal()) {
                let key = self
                    .game
                    .with_world(|w| w.state.units.get(u as usize).map(|x| x.key.clone()));
                if let Some(key) = key {
                    let dests = legal.destinations(&key).to_vec();
                    if !dests.is_empty() {
                        let p = self.game.with_world(|w| MovePreview::build(w, u, &dests));
                        self.preview = Some((self.generation, p));
                    }
                }
            }
        }
    }

    /// Asks the ruleset's `describe` hook about the selected unit's move to the hovered hex,
    /// once per hex and generation, if that action kind declares the hook.
    pub fn describe_hover(&mut self) {
        let Some(h) = self.hover else {
            self.hover_description = None;
            return;
        };
        if self
            .hover_description
            .as_ref()
            .is_some_and(|(g, x, _)| *g == self.generation && *x == h)
        {
            return;
        }
        self.hover_description = None;
        let key = self.selection.unit.and_then(|u| self.unit_key(u));
        let action = match (key, self.legal()) {
            (Some(k), Some(l)) => l.move_to(&k, h).cloned(),
            _ => None,
        };
        let Some(action) = action else {
            return;
        };
        let kind = action.get("kind").and_then(|k| k.as_str()).unwrap_or("");
        if self.game.engine.action_hook(kind, "describe").is_none() {
            return;
        }
        let text = match self.game.describe(&action) {
            Ok(Some(v)) => super::panels::describe_text(&v),
            Ok(None) => return,
            Err(e) => format!("describe failed: {e}"),
        };
        self.hover_description = Some((self.generation, h, text));
    }

    /// The key of a unit.
    pub fn unit_key(&self, id: UnitId) -> Option<String> {
        self.game
            .with_world(|w| w.state.units.get(id as usize).map(|u| u.key.clone()))
    }

    /// Reads the declared tables from the ruleset's Lua state (after mods are merged).
    pub fn load_tables(&mut self) {
        if self.tables.is_some() {
            return;
        }
        let engine = &self.game.engine;
        let names = engine.decl.tables.clone();
        let declared = engine
            .ruleset_table()
            .and_then(|t| t.get::<mlua::Table>("tables"));
        let out = names
            .into_iter()
            .map(|name| {
                let value = match &declared {
                    Ok(t) => t
                        .get::<mlua::Value>(name.as_str())
                        .map_err(|e| e.to_string())
                        .and_then(|v| engine.to_json(v)),
                    Err(e) => Err(e.to_string()),
                };
                TableData { name, value }
            })
            .collect();
        self.tables = Some(out);
    }

    /// Computes the rule coverage of the game's ruleset (once).
    pub fn load_coverage(&mut self) {
        if self.coverage.is_none() {
            let c = crate::coverage::coverage(&self.game.engine, &self.game.engine.library);
            self.coverage = Some(Ok(c));
        }
    }
}
