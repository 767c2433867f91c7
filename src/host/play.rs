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

/// An action with several parts being picked in the window: its kind declares slots (units,
/// hexes, choices…) and the ruleset's `options` hook says what each may hold given the others.
#[derive(Clone, Debug)]
pub struct Builder {
    /// The action as filled so far: its `kind` and the slots picked.
    pub action: Value,
    /// The slot being picked (an index into the kind's slots).
    pub active: usize,
    /// The active slot's legal values (`{ value, label, hex?, unit? }`) for the action as it
    /// stands, or why they could not be had.
    pub options: Result<Vec<Value>, String>,
    /// The ruleset's description of the action as it stands (odds, results by die roll).
    pub description: Result<Option<Value>, String>,
    /// Whether the action may be taken as it stands, or why not.
    pub verdict: Result<(), String>,
}

impl Builder {
    /// The values of the active slot's options that are about hex `h` (a hex, or a unit in it).
    pub fn options_at(&self, h: &str) -> Vec<Value> {
        self.options
            .as_ref()
            .map(|o| {
                o.iter()
                    .filter(|x| x["hex"].as_str() == Some(h))
                    .map(|x| x["value"].clone())
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// What the units show players (the ruleset's `describe_unit`), for one generation of the game
/// and one viewer.
#[derive(Clone, Debug, Default)]
pub struct UnitViews {
    /// The game generation they were made for.
    pub generation: u64,
    /// The side whose player looks (`None`: every side).
    pub viewer: Option<usize>,
    /// Per unit.
    pub views: BTreeMap<UnitId, crate::session::UnitView>,
    /// The first error the hook gave, if any.
    pub error: Option<String>,
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
    /// The decision the side owes now, if any (then the answers are its only actions).
    pub decision: Option<DecisionView>,
    /// What the phase still owes before it may end (an attack owed), if anything.
    pub owed: Option<OwedView>,
    /// The kinds of the phase with several parts that the ruleset lists no candidate of but
    /// whose first part can be picked now (an order is written from nothing): each gets a
    /// button that starts building one.
    pub buildable: Vec<String>,
}

/// The kinds of the current phase with slots, not among `listed`, whose first slot offers a
/// value or takes any hex or a typed value.
fn buildable(game: &Game, listed: &[Value]) -> Vec<String> {
    if game.pending_decision().is_some() {
        return Vec::new();
    }
    let kinds = game.with_world(|w| {
        game.engine
            .decl
            .phases
            .get(w.state.cursor.phase)
            .map(|p| p.actions.clone())
            .unwrap_or_default()
    });
    kinds
        .into_iter()
        .filter(|k| !listed.iter().any(|a| a["kind"].as_str() == Some(k)))
        .filter(|k| {
            let Some(first) = game.slots(k).first() else {
                return false;
            };
            first.any
                || matches!(first.kind, crate::script::slots::SlotKind::Text)
                || game
                    .slot_options(&serde_json::json!({ "kind": k }), &first.id)
                    .is_ok_and(|o| !o.is_empty())
        })
        .collect()
}

/// A decision owed, as the window offers it: the question and each choice with its answer.
#[derive(Clone, Debug, Default)]
pub struct DecisionView {
    /// The side that decides (id).
    pub side: String,
    /// The rule that gives the choice.
    pub rule: String,
    /// The question.
    pub prompt: String,
    /// Each choice: its label, the hex it is about (if any), and the action that answers it.
    pub choices: Vec<(String, Option<Hex>, Value)>,
}

impl DecisionView {
    /// The answer a click on `hex` gives: the one choice about that hex, if exactly one is.
    pub fn answer_at(&self, hex: Hex) -> Option<&Value> {
        let mut it = self.choices.iter().filter(|(_, h, _)| *h == Some(hex));
        match (it.next(), it.next()) {
            (Some((_, _, a)), None) => Some(a),
            _ => None,
        }
    }
}

/// What a phase still owes, with the hexes parsed for the map.
#[derive(Clone, Debug, Default)]
pub struct OwedView {
    /// Why the phase may not end.
    pub reason: String,
    /// The hexes owed something.
    pub hexes: Vec<Hex>,
    /// The units owed something (keys).
    pub units: Vec<String>,
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
        v.decision = game.pending_decision().map(|d| {
            game.with_world(|w| DecisionView {
                side: d["side"].as_str().unwrap_or_default().to_string(),
                rule: d["rule"].as_str().unwrap_or_default().to_string(),
                prompt: d["prompt"].as_str().unwrap_or_default().to_string(),
                choices: d["choices"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|c| {
                        let hex = c["hex"]
                            .as_str()
                            .and_then(|l| w.map.grid.parse_label(l).ok());
                        let answer = serde_json::json!({
                            "kind": crate::session::DECIDE,
                            "decision": d["id"],
                            "choice": c["value"],
                        });
                        (
                            c["label"].as_str().unwrap_or_default().to_string(),
                            hex,
                            answer,
                        )
                    })
                    .collect(),
            })
        });
        v.owed = match game.owed() {
            Ok(Some(o)) => Some(game.with_world(|w| {
                OwedView {
                    hexes: o
                        .hexes
                        .iter()
                        .filter_map(|l| w.map.grid.parse_label(l).ok())
                        .collect(),
                    units: o.units,
                    reason: o.reason,
                }
            })),
            Ok(None) => None,
            Err(e) => {
                v.error = Some(e.to_string());
                None
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
                if kind == "end_phase" || kind == crate::session::DECIDE {
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
        v.buildable = buildable(game, &actions);
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

    /// The kinds of the actions listed as moves (`{unit, to}`), sorted: what a refused
    /// destination is checked against, to give the ruleset's reason.
    pub fn move_kinds(&self) -> Vec<String> {
        let mut kinds: Vec<String> = self
            .moves
            .values()
            .flatten()
            .filter_map(|(_, a)| a["kind"].as_str().map(str::to_string))
            .collect();
        kinds.sort();
        kinds.dedup();
        kinds
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
    /// the ruleset's declared costs (night costs and hexsides changed in play included). The
    /// budget is open, so a destination a ruleset allows beyond the plain allowance (a forced
    /// march) still gets its path. The hovered destination's entry is replaced by the path and
    /// cost the ruleset's `describe` gives, where it gives them (`Session::describe_hover`).
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
    /// The action with several parts being picked.
    pub builder: Option<Builder>,
    /// What each unit on the map (and the selected one) shows players, from the ruleset's
    /// `describe_unit` hook.
    pub unit_views: Option<UnitViews>,
    /// The legal actions of the acting side (if a person acts), with the generation.
    pub legal: Option<(u64, LegalView)>,
    /// The selected unit's path preview, with the generation.
    pub preview: Option<(u64, MovePreview)>,
    /// The way the map draws for the selected unit (the ruleset's `unit_route`: its order's
    /// route), with the generation, the unit and the viewer it was asked for.
    pub route: Option<(u64, UnitId, Option<usize>, Vec<String>)>,
    /// The hex under the pointer.
    pub hover: Option<Hex>,
    /// The computer players are paused.
    pub bots_paused: bool,
    /// When the last computer action was taken (UI time, seconds).
    pub last_bot_step: f64,
    /// Errors that are not the game's own (a failed bot step, a failed load…), newest last.
    pub host_errors: Vec<String>,
    /// The declared tables (read once).
    pub tables: Option<Vec<crate::session::tables::PrintedTable>>,
    /// The rule coverage (computed once, when the Rules tab is first shown).
    pub coverage: Option<Result<Coverage, String>>,
    /// Where Save writes.
    pub save_path: String,
    /// The side that acted at the last frame (to announce hand-overs in hot-seat play).
    pub last_acting: String,
    /// In hot-seat play with secrets, the side the screen is being handed to: the game stays
    /// covered until its player says he is at the screen (see [`Session::has_secrets`]).
    pub handing_over: Option<String>,
    /// What the ruleset's `describe` hook says about moving the selected unit to the hovered
    /// hex (for move kinds that declare one), with the generation and hex it is for.
    pub hover_description: Option<(u64, Hex, String)>,
    /// Reload the rules when their files change (on by default).
    pub auto_reload: bool,
    /// The watcher over the rule files, while auto-reload is on.
    pub watcher: Option<crate::session::watch::RulesWatcher>,
    /// What the last reload did, for the reload indicator.
    pub last_reload: Option<String>,
    /// The odds last worked out: for which game generation and action, the answer, and how
    /// long it took (ms).
    pub odds: Option<(u64, Value, Result<crate::session::odds::Odds, String>, f64)>,
    /// The odds worked out before the last reload (the action and its odds then), to show how
    /// the rule change moved them.
    pub odds_before_reload: Option<(Value, crate::session::odds::Odds)>,
    /// What each reload of the rules changed, oldest first (the Console lists them).
    pub rule_changes: Vec<String>,
    /// The last replay under the rules on disk, as a report for the Console.
    pub replay_report: Option<String>,
    /// The game by e-mail this game is, if it is one.
    pub pbem: Option<super::pbem::PbemPlay>,
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
            builder: None,
            unit_views: None,
            legal: None,
            preview: None,
            route: None,
            hover: None,
            bots_paused: false,
            last_bot_step: f64::NEG_INFINITY,
            host_errors: Vec::new(),
            tables: None,
            coverage: None,
            save_path,
            last_acting,
            handing_over: None,
            hover_description: None,
            auto_reload: true,
            watcher: None,
            last_reload: None,
            odds: None,
            odds_before_reload: None,
            rule_changes: Vec::new(),
            replay_report: None,
            pbem: None,
        }
    }

    /// Who plays `side` (people by default).
    pub fn seat(&self, side: &str) -> Seat {
        self.seats.get(side).copied().unwrap_or(Seat::Person)
    }

    /// The side whose player is at the screen, for what he may see (events meant for one
    /// side): the one side played by a person; in hot-seat, the side to act; `None` (every
    /// side) when the computer plays both or the game is over.
    pub fn viewer(&self) -> Option<usize> {
        if self.game.is_over() {
            return None;
        }
        let sides = &self.game.engine.decl.catalog.sides;
        let people: Vec<usize> = (0..sides.len())
            .filter(|i| self.seat(&sides[*i].id) == Seat::Person)
            .collect();
        match people.len() {
            0 => None,
            1 => Some(people[0]),
            _ => self.game.engine.decl.catalog.side(&self.game.acting_side()),
        }
    }

    /// How many sides people play at this screen.
    pub fn people(&self) -> usize {
        self.game
            .engine
            .decl
            .catalog
            .sides
            .iter()
            .filter(|d| self.seat(&d.id) == Seat::Person)
            .count()
    }

    /// Whether one side may know what the other may not: the ruleset declares secret options
    /// (a handicap one side sets), or the log holds an event meant for one side only (hidden
    /// orders, a secret choice). When two people share the window, it is covered between
    /// their turns while this holds.
    pub fn has_secrets(&self) -> bool {
        self.game.engine.decl.options.iter().any(|o| o.is_secret())
            || self
                .game
                .with_world(|w| w.log.iter().any(|e| e.audience.is_some()))
    }

    /// The odds of `action` in the game as it is now, if they were worked out.
    pub fn odds_of(
        &self,
        action: &Value,
    ) -> Option<(&Result<crate::session::odds::Odds, String>, f64)> {
        self.odds
            .as_ref()
            .filter(|(g, a, _, _)| *g == self.generation && a == action)
            .map(|(_, _, o, ms)| (o, *ms))
    }

    /// Works out the odds of `action` (what [`Session::odds_of`] then gives).
    pub fn work_out_odds(&mut self, action: Value) {
        let started = std::time::Instant::now();
        let odds = self.game.odds(&action).map_err(|e| e.to_string());
        let millis = started.elapsed().as_secs_f64() * 1000.0;
        self.odds = Some((self.generation, action, odds, millis));
    }

    /// True while the game is played under a guess at the opponent's secret options (a game by
    /// e-mail before he opens them): the window shows none of their values, nor their reveal.
    pub fn secrets_guessed(&self) -> bool {
        self.pbem
            .as_ref()
            .is_some_and(|p| !p.player.their_secrets_open())
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

    /// The route the map draws for the selected unit (asked once per generation, selection
    /// and viewer); empty when it has none.
    pub fn route(&self) -> &[String] {
        match &self.route {
            Some((g, u, v, r))
                if *g == self.generation
                    && Some(*u) == self.selection.unit
                    && *v == self.viewer() =>
            {
                r
            }
            _ => &[],
        }
    }

    fn refresh_route(&mut self) {
        let Some(unit) = self.selection.unit else {
            self.route = None;
            return;
        };
        let viewer_side = self.viewer();
        if self
            .route
            .as_ref()
            .is_some_and(|(g, u, v, _)| *g == self.generation && *u == unit && *v == viewer_side)
        {
            return;
        }
        let viewer = viewer_side.map(|s| self.game.engine.decl.catalog.sides[s].id.clone());
        let key = self
            .game
            .with_world(|w| w.state.units.get(unit as usize).map(|x| x.key.clone()));
        let route = match key.map(|k| self.game.unit_route(&k, viewer.as_deref())) {
            Some(Ok(r)) => r,
            Some(Err(e)) => {
                self.host_errors.push(e.to_string());
                Vec::new()
            }
            None => Vec::new(),
        };
        self.route = Some((self.generation, unit, viewer_side, route));
    }

    /// The path preview of the selected unit (computed once per generation and selection).
    pub fn preview(&self) -> Option<&MovePreview> {
        self.preview
            .as_ref()
            .filter(|(g, p)| *g == self.generation && Some(p.unit) == self.selection.unit)
            .map(|(_, p)| p)
    }

    /// What unit `id` shows players, if the ruleset describes units.
    pub fn unit_view(&self, id: UnitId) -> Option<&crate::session::UnitView> {
        self.unit_views
            .as_ref()
            .filter(|v| v.generation == self.generation)
            .and_then(|v| v.views.get(&id))
    }

    fn refresh_unit_views(&mut self) {
        let selected = self.selection.unit;
        let viewer_side = self.viewer();
        let viewer = viewer_side.map(|s| self.game.engine.decl.catalog.sides[s].id.clone());
        let fresh = self.unit_views.as_ref().is_some_and(|v| {
            v.generation == self.generation
                && v.viewer == viewer_side
                && selected.is_none_or(|u| v.views.contains_key(&u))
        });
        if fresh || !self.game.describes_units() {
            return;
        }
        let ids: Vec<(UnitId, String)> = self.game.with_world(|w| {
            w.state
                .units
                .iter()
                .enumerate()
                .filter(|(i, u)| u.hex().is_some() || Some(*i as UnitId) == selected)
                .map(|(i, u)| (i as UnitId, u.key.clone()))
                .collect()
        });
        let mut views = BTreeMap::new();
        let mut error = None;
        for (id, key) in ids {
            match self.game.describe_unit(&key, viewer.as_deref()) {
                Ok(Some(v)) => {
                    views.insert(id, v);
                }
                Ok(None) => {}
                Err(e) => {
                    error.get_or_insert(e.to_string());
                }
            }
        }
        self.unit_views = Some(UnitViews {
            generation: self.generation,
            viewer: viewer_side,
            views,
            error,
        });
    }

    /// Brings the caches up to date with the game: legal actions (when a person acts), what
    /// units show, the selected unit's route and its path preview.
    pub fn refresh(&mut self) {
        self.refresh_unit_views();
        self.refresh_route();
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
                        // the hovered move's path from the ruleset goes into the new preview
                        self.hover_description = None;
                        self.describe_hover();
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
        if !self.game.engine.has_action_hook(kind, "describe") {
            return;
        }
        let text = match self.game.describe(&action) {
            Ok(Some(v)) => {
                self.take_ruleset_path(h, &v);
                super::panels::describe_text(&v)
            }
            Ok(None) => return,
            Err(e) => format!("describe failed: {e}"),
        };
        self.hover_description = Some((self.generation, h, text));
    }

    /// The path and cost the ruleset's `describe` gives for the move to `h` (`path`, a list of
    /// hex labels, and `cost`) stand in the preview for the kernel's plain search: the ruleset
    /// knows what the declared costs do not (a facing change, leaving a zone of control, a
    /// search under its own options), so the line and the MP shown are what the move costs.
    fn take_ruleset_path(&mut self, h: Hex, v: &Value) {
        let (Some(labels), Some(cost)) = (v["path"].as_array(), v["cost"].as_f64()) else {
            return;
        };
        let Ok(cost) = Mp::from_f64(cost) else {
            return;
        };
        let path: Option<Vec<Hex>> = self.game.with_world(|w| {
            labels
                .iter()
                .map(|l| l.as_str().and_then(|l| w.hex(l).ok()))
                .collect()
        });
        if let (Some(path), Some((_, p))) = (path, self.preview.as_mut()) {
            p.paths.insert(h, (cost, path));
        }
    }

    /// Starts or updates the action being built: the active slot's options, the description
    /// and the verdict for `action` as it stands.
    pub fn build(&mut self, action: Value, active: usize) {
        let kind = action["kind"].as_str().unwrap_or_default().to_string();
        let slots = self.game.slots(&kind).to_vec();
        let active = active.min(slots.len().saturating_sub(1));
        let options = match slots.get(active) {
            Some(slot) => self
                .game
                .slot_options(&action, &slot.id)
                .map_err(|e| e.to_string()),
            None => Ok(Vec::new()),
        };
        let description = self.game.describe(&action).map_err(|e| e.to_string());
        let verdict = self.game.check(&action).map_err(|e| e.to_string());
        self.proposal = None;
        self.builder = Some(Builder {
            action,
            active,
            options,
            description,
            verdict,
        });
    }

    /// Picks `value` for slot `slot` of the action being built: a list slot takes it in or out;
    /// a single slot takes it (or drops it if it held it) and the next empty slot becomes the
    /// one to pick.
    pub fn pick(&mut self, slot: &str, value: Value) {
        let Some(b) = &self.builder else {
            return;
        };
        let mut action = b.action.clone();
        let kind = action["kind"].as_str().unwrap_or_default().to_string();
        let slots = self.game.slots(&kind).to_vec();
        let Some(i) = slots.iter().position(|s| s.id == slot) else {
            return;
        };
        let mut active = i;
        if slots[i].kind.is_list() {
            let mut list = action[slot].as_array().cloned().unwrap_or_default();
            match list.iter().position(|x| *x == value) {
                Some(p) => {
                    list.remove(p);
                }
                None => list.push(value),
            }
            if list.is_empty() {
                action.as_object_mut().map(|o| o.remove(slot));
            } else {
                action[slot] = Value::Array(list);
            }
        } else if action[slot] == value {
            action.as_object_mut().map(|o| o.remove(slot));
        } else {
            action[slot] = value;
            if let Some(next) = (i + 1..slots.len()).find(|j| action.get(&slots[*j].id).is_none()) {
                active = next;
            }
        }
        self.build(action, active);
    }

    /// Sets slot `slot` of the action being built to `value` (a typed text or number), or
    /// clears it; the slot stays the one being picked.
    pub fn set_slot(&mut self, slot: &str, value: Option<Value>) {
        let Some(b) = &self.builder else {
            return;
        };
        let mut action = b.action.clone();
        let active = b.active;
        match value {
            Some(v) => action[slot] = v,
            None => {
                action.as_object_mut().map(|o| o.remove(slot));
            }
        }
        self.build(action, active);
    }

    /// The key of a unit.
    pub fn unit_key(&self, id: UnitId) -> Option<String> {
        self.game
            .with_world(|w| w.state.units.get(id as usize).map(|u| u.key.clone()))
    }

    /// Reads the declared tables as printed (after mods are merged), once.
    pub fn load_tables(&mut self) {
        if self.tables.is_none() {
            self.tables = Some(self.game.tables());
        }
    }

    /// Computes the rule coverage of the game's ruleset (once).
    pub fn load_coverage(&mut self) {
        if self.coverage.is_none() {
            let c = crate::coverage::coverage(&self.game.engine, &self.game.engine.library);
            self.coverage = Some(Ok(c));
        }
    }
}
