//! The event log: every change of state is an [`Event`] with machine-readable fields and a
//! line a person can read. The log panel, undo, replay, the CLI and tests all read it.

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
        }
    }

    /// Adds a field.
    pub fn with(mut self, key: &str, value: impl Into<Value>) -> Event {
        self.fields.insert(key.to_string(), value.into());
        self
    }
}
