//! The ruleset's hooks as the game flow calls them: typed Rust and JSON in, plain Rust and JSON
//! out. The session runs the sequence of play and applies actions; which Lua function a hook
//! is, the mode it runs in, what its Lua answer means (`true`; `false, "reason"`; a table) and
//! how Lua values become JSON are this layer's, so the session never touches a Lua value
//! (tests/architecture.rs).
//!
//! Each call runs through [`Engine::call`] (the instruction budget, query or change mode, the
//! hook's name in its errors). A hook that is not declared is answered here as the flow reads
//! its absence: nothing to run, allowed, no answer.

use super::api::Mode;
use super::engine::{Engine, HookError};
use crate::kernel::UnitId;
use mlua::{MultiValue, Table, Value};

/// Why a hook gave nothing usable.
#[derive(Debug, thiserror::Error)]
pub enum CallError {
    /// The hook failed: an error raised, the budget spent, an answer of the wrong Lua type.
    #[error("{0}")]
    Hook(#[from] HookError),
    /// What the hook was to be given could not be handed to Lua (the whole message:
    /// `unreadable action {…}: …` for an action).
    #[error("{0}")]
    Argument(String),
    /// The hook's answer is not one it may give (the whole message, naming the hook).
    #[error("{0}")]
    Answer(String),
}

/// A `can` or `can_end` hook's answer: `true`, or a refusal — `false, "reason"`, or the reason
/// alone (`None`: no reason given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Allowed (or there is no such hook).
    Allowed,
    /// Refused, with the hook's reason if it gave one.
    Refused(Option<String>),
}

/// What a phase's `can_end` says the phase still owes: its reason (empty if it gave none) and
/// the hexes and units owed (a `{ hexes = {…}, units = {…} }` after the reason).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Owing {
    /// Why the phase may not end ("" when the hook gave no reason).
    pub reason: String,
    /// Hexes owed something, as labels.
    pub hexes: Vec<String>,
    /// Units owed something, as keys.
    pub units: Vec<String>,
}

/// The `victory` hook's table, as given: `{ winner = side or nil, level = …, reason = … }`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VictoryClaim {
    /// The winning side's id (`nil`, `""` or `"draw"`: nobody).
    pub winner: Option<String>,
    /// The level of victory.
    pub level: Option<String>,
    /// Why.
    pub reason: Option<String>,
}

/// An action handed to Lua once, for the hook that carries it out ([`Engine::action_arg`]).
pub struct ActionArg(Value);

/// The first values of a `can` or `can_end` answer: `true` allows; a string first is the
/// reason; otherwise a string second is.
fn verdict_of(answer: MultiValue) -> Verdict {
    let mut it = answer.into_iter();
    match it.next() {
        Some(Value::Boolean(true)) => Verdict::Allowed,
        Some(Value::String(s)) => Verdict::Refused(Some(s.to_string_lossy())),
        _ => Verdict::Refused(match it.next() {
            Some(Value::String(s)) => Some(s.to_string_lossy()),
            _ => None,
        }),
    }
}

impl Engine {
    /// Whether the ruleset declares the top-level hook `name` (`describe_unit`, `referee`…).
    pub fn has_ruleset_hook(&self, name: &str) -> bool {
        self.ruleset_hook(name).is_some()
    }

    /// Whether action kind `kind` declares hook `name` (`describe`, `options`…).
    pub fn has_action_hook(&self, kind: &str, name: &str) -> bool {
        self.action_hook(kind, name).is_some()
    }

    /// Runs the top-level hook `name` (`on_game_begin`, `on_turn_begin`, `on_turn_end`) in
    /// change mode. False when the ruleset has none.
    pub fn run_ruleset_hook(&self, name: &str) -> Result<bool, HookError> {
        let Some(f) = self.ruleset_hook(name) else {
            return Ok(false);
        };
        self.call::<()>(name, &f, (), Mode::Change)?;
        Ok(true)
    }

    /// Runs the scenario's `setup` in change mode. False when it has none.
    pub fn run_scenario_setup(&self) -> Result<bool, HookError> {
        let Some(f) = self.scenario_setup() else {
            return Ok(false);
        };
        self.call::<()>("scenario.setup", &f, (), Mode::Change)?;
        Ok(true)
    }

    /// Runs hook `name` (`on_begin`, `on_end`) of phase number `phase` in change mode. False
    /// when the phase has none.
    pub fn run_phase_hook(&self, phase: usize, name: &str) -> Result<bool, HookError> {
        let Some(f) = self.phase_hook(phase, name) else {
            return Ok(false);
        };
        let hook = format!("phases.{}.{name}", self.decl.phases[phase].id);
        self.call::<()>(&hook, &f, (), Mode::Change)?;
        Ok(true)
    }

    /// Whether phase number `phase` ends now: its `end_if` (query mode) returned `true`.
    /// False when it has none.
    pub fn phase_ends(&self, phase: usize) -> Result<bool, HookError> {
        let Some(f) = self.phase_hook(phase, "end_if") else {
            return Ok(false);
        };
        let hook = format!("phases.{}.end_if", self.decl.phases[phase].id);
        let v: Value = self.call(&hook, &f, (), Mode::Query)?;
        Ok(matches!(v, Value::Boolean(true)))
    }

    /// Whether phase number `phase` may end now: its `can_end` (query mode). Allowed when it
    /// has none.
    pub fn can_end(&self, phase: usize) -> Result<Verdict, HookError> {
        let Some(f) = self.phase_hook(phase, "can_end") else {
            return Ok(Verdict::Allowed);
        };
        let hook = format!("phases.{}.can_end", self.decl.phases[phase].id);
        let answer: MultiValue = self.call(&hook, &f, (), Mode::Query)?;
        Ok(verdict_of(answer))
    }

    /// What phase number `phase` still owes before it may end, from its `can_end` (query
    /// mode): `None` when it may end or has no such hook; else its reason and, from a table
    /// `{ hexes = {…}, units = {…} }` after the reason, the hexes and units owed.
    pub fn owing(&self, phase: usize) -> Result<Option<Owing>, HookError> {
        let Some(f) = self.phase_hook(phase, "can_end") else {
            return Ok(None);
        };
        let hook = format!("phases.{}.can_end", self.decl.phases[phase].id);
        let answer: MultiValue = self.call(&hook, &f, (), Mode::Query)?;
        let mut it = answer.into_iter();
        let first = it.next();
        if matches!(first, Some(Value::Boolean(true))) {
            return Ok(None);
        }
        let mut owing = Owing::default();
        let mut rest: Vec<Value> = it.collect();
        if let Some(Value::String(s)) = &first {
            owing.reason = s.to_string_lossy();
            rest.insert(0, Value::Nil);
        } else if let Some(Value::String(s)) = rest.first() {
            owing.reason = s.to_string_lossy();
        }
        if let Some(Value::Table(t)) = rest.get(1) {
            let list = |k: &str| -> Vec<String> {
                t.get::<Option<Vec<String>>>(k)
                    .ok()
                    .flatten()
                    .unwrap_or_default()
            };
            owing.hexes = list("hexes");
            owing.units = list("units");
        }
        Ok(Some(owing))
    }

    /// `action` as the hooks read it, made once for the hook that carries it out.
    pub fn action_arg(&self, action: &serde_json::Value) -> Result<ActionArg, CallError> {
        self.to_lua(action)
            .map(ActionArg)
            .map_err(|e| CallError::Argument(format!("unreadable action {action}: {e}")))
    }

    /// Carries out an action of kind `kind`: its `resolve(action)` in change mode. False when
    /// the kind has no `resolve`.
    pub fn resolve_action(&self, kind: &str, action: &ActionArg) -> Result<bool, HookError> {
        let Some(f) = self.action_hook(kind, "resolve") else {
            return Ok(false);
        };
        self.call::<()>(
            &format!("actions.{kind}.resolve"),
            &f,
            action.0.clone(),
            Mode::Change,
        )?;
        Ok(true)
    }

    /// Whether the ruleset allows `action` (of kind `kind`) now: its `can(action)` in query
    /// mode. Allowed when the kind has no `can`.
    pub fn can(&self, kind: &str, action: &serde_json::Value) -> Result<Verdict, CallError> {
        let Some(f) = self.action_hook(kind, "can") else {
            return Ok(Verdict::Allowed);
        };
        let arg = self.action_arg(action)?;
        let answer: MultiValue =
            self.call(&format!("actions.{kind}.can"), &f, arg.0, Mode::Query)?;
        Ok(verdict_of(answer))
    }

    /// Carries on after a decision of kind `kind` is answered: `decisions[kind].resolve(
    /// decision, choice)` in change mode (`decision` as `sandtable.decisions.pending()` reads
    /// it). False when the kind has no `resolve`.
    pub fn resolve_decision(
        &self,
        kind: &str,
        decision: &serde_json::Value,
        choice: &serde_json::Value,
    ) -> Result<bool, CallError> {
        let Some(f) = self.decision_hook(kind, "resolve") else {
            return Ok(false);
        };
        let argument = |v| {
            self.to_lua(v)
                .map_err(|e| CallError::Argument(e.to_string()))
        };
        let (d, c) = (argument(decision)?, argument(choice)?);
        self.call::<()>(
            &format!("decisions.{kind}.resolve"),
            &f,
            (d, c),
            Mode::Change,
        )?;
        Ok(true)
    }

    /// The ruleset's verdict on the game at its end: its `victory()` in query mode. `None`
    /// when it has no such hook.
    pub fn victory(&self) -> Result<Option<VictoryClaim>, CallError> {
        let Some(f) = self.ruleset_hook("victory") else {
            return Ok(None);
        };
        let t: Option<Table> = self.call("victory", &f, (), Mode::Query)?;
        let t = t.ok_or_else(|| {
            CallError::Answer("the victory hook must return a table { winner = side or nil, level = …, reason = … }".into())
        })?;
        let field = |k: &str| -> Result<Option<String>, CallError> {
            t.get(k).map_err(|e| CallError::Answer(e.to_string()))
        };
        Ok(Some(VictoryClaim {
            winner: field("winner")?,
            level: field("level")?,
            reason: field("reason")?,
        }))
    }

    /// What `action` (of kind `kind`) would be, from the kind's `describe(action)` in query
    /// mode, as JSON. `None` when the kind has no `describe`.
    pub fn describe_action(
        &self,
        kind: &str,
        action: &serde_json::Value,
    ) -> Result<Option<serde_json::Value>, CallError> {
        let Some(f) = self.action_hook(kind, "describe") else {
            return Ok(None);
        };
        let arg = self.action_arg(action)?;
        let v: Value = self.call(&format!("actions.{kind}.describe"), &f, arg.0, Mode::Query)?;
        self.to_json(v).map(Some).map_err(|m| {
            CallError::Answer(format!(
                "actions.{kind}.describe returned unusable data: {m}"
            ))
        })
    }

    /// What unit `id` shows the player of side `viewer` (`None`: every side), from the
    /// ruleset's `describe_unit(unit, viewer)` in query mode, as JSON. `None` when the ruleset
    /// has no such hook.
    pub fn describe_unit(
        &self,
        id: UnitId,
        viewer: Option<&str>,
    ) -> Result<Option<serde_json::Value>, CallError> {
        let Some(f) = self.ruleset_hook("describe_unit") else {
            return Ok(None);
        };
        let handle = self
            .unit_handle(id)
            .map_err(|e| CallError::Argument(e.to_string()))?;
        let v: Value = self.call(
            "describe_unit",
            &f,
            (handle, viewer.map(str::to_string)),
            Mode::Query,
        )?;
        self.to_json(v)
            .map(Some)
            .map_err(|m| CallError::Answer(format!("describe_unit returned unusable data: {m}")))
    }

    /// The way the map draws for unit `id` while it is selected (the ruleset's
    /// `unit_route(unit, viewer)`, query mode: an order's route to its objective), its hex labels
    /// in order; `None` when the ruleset has no such hook. Asked for the selected unit alone,
    /// since a route may take a search.
    pub fn unit_route(
        &self,
        id: UnitId,
        viewer: Option<&str>,
    ) -> Result<Option<Vec<String>>, CallError> {
        let Some(f) = self.ruleset_hook("unit_route") else {
            return Ok(None);
        };
        let handle = self
            .unit_handle(id)
            .map_err(|e| CallError::Argument(e.to_string()))?;
        let v: Value = self.call(
            "unit_route",
            &f,
            (handle, viewer.map(str::to_string)),
            Mode::Query,
        )?;
        let unusable = |m: String| CallError::Answer(format!("unit_route returned {m}"));
        match self.to_json(v).map_err(unusable)? {
            serde_json::Value::Null => Ok(Some(Vec::new())),
            serde_json::Value::Object(o) if o.is_empty() => Ok(Some(Vec::new())),
            serde_json::Value::Array(l) => l
                .iter()
                .map(|h| {
                    h.as_str()
                        .map(str::to_string)
                        .ok_or_else(|| unusable(format!("{h} among its hexes (labels, please)")))
                })
                .collect::<Result<_, _>>()
                .map(Some),
            other => Err(unusable(format!("{other}, not a list of hexes"))),
        }
    }

    /// Why unit `id`, free of enemy zones of control, was not idle in a turn it did nothing
    /// (the ruleset's `idle_reason(unit)`, query mode: it holds an objective, is ordered or
    /// obliged to hold…), or `None` (it was idle, or the ruleset has no such hook). For the
    /// stall report of bot games.
    pub fn idle_reason(&self, id: UnitId) -> Result<Option<String>, CallError> {
        let Some(f) = self.ruleset_hook("idle_reason") else {
            return Ok(None);
        };
        let handle = self
            .unit_handle(id)
            .map_err(|e| CallError::Argument(e.to_string()))?;
        let v: Value = self.call("idle_reason", &f, handle, Mode::Query)?;
        match v {
            Value::Nil | Value::Boolean(false) => Ok(None),
            Value::String(s) => Ok(Some(s.to_string_lossy())),
            other => Err(CallError::Answer(format!(
                "idle_reason returned {} (expected a reason or nil)",
                other.type_name()
            ))),
        }
    }

    /// The legal values of slot `slot` of `action` (of kind `kind`, being built), from the
    /// kind's `options(action, slot)` in query mode, each as `{ value, label, hex?, unit? }`.
    /// Empty when the kind has no `options`.
    pub fn slot_options(
        &self,
        kind: &str,
        action: &serde_json::Value,
        slot: &str,
    ) -> Result<Vec<serde_json::Value>, CallError> {
        let Some(f) = self.action_hook(kind, "options") else {
            return Ok(Vec::new());
        };
        let arg = self.action_arg(action)?;
        let v: Value = self.call(
            &format!("actions.{kind}.options"),
            &f,
            (arg.0, slot.to_string()),
            Mode::Query,
        )?;
        let json = self.to_json(v).map_err(|m| {
            CallError::Answer(format!(
                "actions.{kind}.options returned unusable data: {m}"
            ))
        })?;
        super::slots::normalize_options(json)
            .map_err(|m| CallError::Answer(format!("actions.{kind}.options (slot {slot}): {m}")))
    }

    /// The action the computer player for `side` chooses (query mode): the bot of bot profile
    /// `profile` for the side (see [`Engine::profile_bot`]). `None` when it returns nil (it
    /// ends the phase).
    pub fn bot_action(
        &self,
        side: &str,
        profile: &str,
    ) -> Result<Option<serde_json::Value>, CallError> {
        let f = self.profile_bot(side, profile)?;
        let v: Value = self.call(
            &format!("bot for {side}"),
            &f,
            side.to_string(),
            Mode::Query,
        )?;
        match v {
            Value::Nil => Ok(None),
            v => self.to_json(v).map(Some).map_err(|m| {
                CallError::Answer(format!(
                    "the bot for {side} returned an unusable action: {m}"
                ))
            }),
        }
    }

    /// The generic bot's answer for `side` to the decision owed (query mode): the whole
    /// action, one of those `sandtable.actions.legal` lists.
    pub fn generic_bot_answer(&self, side: &str) -> Result<serde_json::Value, CallError> {
        let f = self.generic_bot()?;
        let v: Value = self.call(
            &format!("bot for {side}"),
            &f,
            side.to_string(),
            Mode::Query,
        )?;
        self.to_json(v).map_err(|m| {
            CallError::Answer(format!(
                "the generic bot for {side} returned an unusable answer: {m}"
            ))
        })
    }

    /// The choice of `decisions[kind].bot(decision, profile)` (query mode) for `side`,
    /// `decision` as `sandtable.decisions.pending()` reads it and `profile` the id of the bot
    /// profile playing `side` (so that a stronger profile may answer differently from the
    /// baseline). `None` when the kind has no bot.
    pub fn decision_bot(
        &self,
        kind: &str,
        side: &str,
        decision: &serde_json::Value,
        profile: &str,
    ) -> Result<Option<serde_json::Value>, CallError> {
        let Some(f) = self.decision_hook(kind, "bot") else {
            return Ok(None);
        };
        let arg = self
            .to_lua(decision)
            .map_err(|e| CallError::Argument(e.to_string()))?;
        let v: Value = self.call(
            &format!("decisions.{kind}.bot"),
            &f,
            (arg, profile.to_string()),
            Mode::Query,
        )?;
        self.to_json(v).map(Some).map_err(|m| {
            CallError::Answer(format!(
                "decisions.{kind}.bot for {side} returned an unusable choice: {m}"
            ))
        })
    }
}
