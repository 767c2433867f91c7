//! The referee: after every action, when asked (`Game::referee`, `sandtable play --referee`,
//! the tests' bot games), the ruleset's `referee` hook re-checks what the action did against
//! the rulebook — written apart from the code that carried it out, so that a disagreement is
//! a finding about one of the two. It runs in query mode: it reads the game and never changes
//! it, so a game played with the referee on has the same state hashes as one without.
//!
//! The hook is given one table (docs/lua-api.md, "referee"): the action and who took it, the
//! events it caused, the events and actions of the phase so far, and where every unit stood
//! before it. It
//! returns the rules it finds broken, one line each (or nothing).

use super::Game;
use crate::kernel::state::GameState;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

/// A rule the referee found broken by an action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finding {
    /// The action's index in the history.
    pub action: usize,
    /// Game turn and phase when it was taken.
    pub turn: u32,
    pub phase: String,
    /// The side that took it.
    pub side: String,
    /// The action itself.
    pub taken: Value,
    /// What the referee says, with the rule's number.
    pub text: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "action {} (turn {}, {} phase, {}): {} — {}",
            self.action, self.turn, self.phase, self.side, self.text, self.taken
        )
    }
}

impl Game {
    /// What the referee has found so far (empty when it is off or found nothing).
    pub fn referee_findings(&self) -> &[Finding] {
        &self.findings
    }

    /// Asks the referee about the action just recorded; `before` is the state it began in.
    pub(super) fn call_referee(&mut self, before: &GameState) {
        let Some(rec) = self.history.last() else {
            return;
        };
        let index = self.history.len() - 1;
        let check = self.with_world(|w| {
            let log = &w.log;
            let events: Vec<Value> = log[rec.events.clone()]
                .iter()
                .map(|e| serde_json::to_value(e).unwrap_or_default())
                .collect();
            // The phase the action was taken in began at its last `phase_began` event.
            let start = log[..rec.events.start]
                .iter()
                .rposition(|e| e.kind == "phase_began")
                .unwrap_or(0);
            let phase_events: Vec<Value> = log[start..]
                .iter()
                .map(|e| serde_json::to_value(e).unwrap_or_default())
                .collect();
            // The actions taken since then, this one last.
            let phase_actions: Vec<&Value> = self
                .history
                .iter()
                .filter(|r| r.events.start >= start)
                .map(|r| &r.action)
                .collect();
            let mut units = Map::new();
            for u in &before.units {
                units.insert(
                    u.key.clone(),
                    json!({
                        "hex": u.hex().map(|h| w.label(h)),
                        "side": w.catalog.sides[u.side].id,
                        "type": w.catalog.unit_types[u.unit_type].id,
                        "strength": u.strength,
                        "facing": u.facing.map(|d| w.map.grid.orientation.direction_name(d)),
                        "formation": u.formation.map(|f| w.catalog.formations[f].id.clone()),
                        "status": u.status.iter().cloned().collect::<Vec<_>>(),
                    }),
                );
            }
            json!({
                "index": index,
                "action": rec.action,
                "side": rec.side,
                "turn": rec.turn,
                "phase": rec.phase,
                "events": events,
                "phase_events": phase_events,
                "phase_actions": phase_actions,
                "before": units,
            })
        });
        let Some(verdict) = self.engine.referee(&check) else {
            return;
        };
        let texts = verdict.unwrap_or_else(|e| vec![format!("the referee itself failed: {e}")]);
        for text in texts {
            self.findings.push(Finding {
                action: index,
                turn: rec.turn,
                phase: rec.phase.clone(),
                side: rec.side.clone(),
                taken: rec.action.clone(),
                text,
            });
        }
    }
}
