//! Decisions owed by a side in the middle of play: the choices a rulebook gives a player
//! outside his own action (where his unit retreats, whether the defender advances, how a
//! defender splits his fire). A rule *asks* a decision; until it is answered, the side that
//! owes it is the one to act, and nothing else may happen.
//!
//! A decision is data in the [`GameState`](super::state::GameState), not a suspended Lua call:
//! it is saved, hashed, undone and replayed like every other part of the state, and it survives
//! a hot reload. What the rules do with the answer is the ruleset's decision handler (the
//! script layer calls it); the kernel only keeps the question and checks that an answer is one
//! of the choices offered.

use super::hex::Hex;
use serde::{Deserialize, Serialize};

/// One choice offered in a decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// What the answer carries back to the rules (a hex label, a unit key, a table…).
    pub value: serde_json::Value,
    /// How a player reads it ("retreat to 0511").
    pub label: String,
    /// The hex the choice is about, so a window can offer it on the map.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hex: Option<Hex>,
    /// The unit the choice is about (its key), so a window can offer it on the map.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

/// A decision a side owes before play goes on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// Its number in the game (1, 2, …): an answer may name it, so an answer meant for
    /// another decision is refused.
    pub id: u32,
    /// The side that decides (an index into the catalog's sides).
    pub side: usize,
    /// The ruleset's handler for the answer (a key of its `decisions` table).
    pub kind: String,
    /// The rule that gives the choice ("7.71").
    pub rule: String,
    /// The question, for a player ("Where does 1/2/XIV retreat from 0512?").
    pub prompt: String,
    /// What may be chosen; never empty.
    pub choices: Vec<Choice>,
    /// The index of the choice the rulebook makes when the player does not decide, where it
    /// gives one (most rules give none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<usize>,
    /// Whatever the handler needs to carry on (the attack being resolved, the unit retreating).
    #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
    pub context: serde_json::Value,
}

impl Decision {
    /// The index of the choice whose value is `value`, if it is one offered.
    pub fn choice_index(&self, value: &serde_json::Value) -> Option<usize> {
        self.choices.iter().position(|c| c.value == *value)
    }

    /// The choices' labels, for messages ("0511, 0612").
    pub fn labels(&self) -> String {
        self.choices
            .iter()
            .map(|c| c.label.as_str())
            .collect::<Vec<_>>()
            .join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn decision() -> Decision {
        Decision {
            id: 1,
            side: 0,
            kind: "retreat".into(),
            rule: "7.71".into(),
            prompt: "Where does 1/XIV retreat?".into(),
            choices: vec![
                Choice {
                    value: json!("0511"),
                    label: "0511".into(),
                    hex: None,
                    unit: None,
                },
                Choice {
                    value: json!({"hex": "0612"}),
                    label: "0612".into(),
                    hex: None,
                    unit: None,
                },
            ],
            default: None,
            context: serde_json::Value::Null,
        }
    }

    #[test]
    fn an_answer_is_found_among_the_choices_by_value() {
        let d = decision();
        assert_eq!(d.choice_index(&json!("0511")), Some(0));
        assert_eq!(d.choice_index(&json!({"hex": "0612"})), Some(1));
        assert_eq!(d.choice_index(&json!("0612")), None);
        assert_eq!(d.labels(), "0511; 0612");
    }

    #[test]
    fn a_decision_round_trips_through_json_without_its_empty_parts() {
        let d = decision();
        let text = serde_json::to_string(&d).unwrap();
        assert!(!text.contains("context") && !text.contains("default"));
        let back: Decision = serde_json::from_str(&text).unwrap();
        assert_eq!(back, d);
    }
}
