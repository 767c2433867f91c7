//! The event log: every change of state is an [`Event`] with machine-readable fields and a
//! line a person can read. The log panel, undo, replay, the CLI and tests all read it.
//!
//! Each event has a [`Level`] — what players read (moves, rolls with their purpose, losses,
//! VP), detail, or debug (a ruleset's variable changes) — and an audience: every side, or one
//! side only (a secret order, a hidden option), so that a window shows each player what is his
//! to see.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// One change of state, or one thing worth telling (a die roll, a phase beginning).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// Game turn when it happened.
    pub turn: u32,
    /// Phase id when it happened.
    pub phase: String,
    /// What happened, as a snake_case noun and past verb: `unit_moved`, `die_rolled`,
    /// `vp_awarded`, or a ruleset's own kind.
    pub kind: String,
    /// The details, by name.
    pub fields: Map<String, Value>,
    /// A line for people: "1/XIV moves 0405 → 0607 (3 MP)".
    pub text: String,
    /// Who reads it by default (absent: players).
    #[serde(default, skip_serializing_if = "Level::is_player")]
    pub level: Level,
    /// The one side allowed to see it (an index into the catalog's sides), or every side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub audience: Option<usize>,
}

/// How far down a reader must look to see an event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// What players read: moves, rolls with purpose and result, losses, VP, phases.
    #[default]
    Player,
    /// More than a player needs in the flow of play (each step of a rule's bookkeeping).
    Detail,
    /// For ruleset authors: a ruleset's variable changes and internal records.
    Debug,
}

impl Level {
    /// `player`, `detail` or `debug`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Player => "player",
            Level::Detail => "detail",
            Level::Debug => "debug",
        }
    }

    /// The level named `s`.
    pub fn parse(s: &str) -> Option<Level> {
        [Level::Player, Level::Detail, Level::Debug]
            .into_iter()
            .find(|l| l.name() == s)
    }

    fn is_player(&self) -> bool {
        *self == Level::Player
    }
}

impl Event {
    /// An event of `kind` with a readable `text` and no fields yet.
    pub fn new(kind: &str, text: impl Into<String>) -> Event {
        Event {
            turn: 0,
            phase: String::new(),
            kind: kind.to_string(),
            fields: Map::new(),
            text: text.into(),
            level: Level::Player,
            audience: None,
        }
    }

    /// The same event at another level.
    pub fn at(mut self, level: Level) -> Event {
        self.level = level;
        self
    }

    /// The same event for one side only.
    pub fn for_side(mut self, side: usize) -> Event {
        self.audience = Some(side);
        self
    }

    /// Whether a reader who sees `level` and is `side` (or sees every side, `None`) sees it.
    pub fn seen_by(&self, level: Level, side: Option<usize>) -> bool {
        self.level <= level
            && match (self.audience, side) {
                (Some(a), Some(s)) => a == s,
                _ => true,
            }
    }

    /// Adds a field.
    pub fn with(mut self, key: &str, value: impl Into<Value>) -> Event {
        self.fields.insert(key.to_string(), value.into());
        self
    }
}
