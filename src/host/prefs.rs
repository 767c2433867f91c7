//! What the window remembers between runs (eframe storage): recent games, the computer
//! players' speed, map display choices. Saved UI state only — never game state.

use super::commands::{Seat, Tab};
use serde::{Deserialize, Serialize};

/// The storage key.
pub const KEY: &str = "sandtable.prefs";

/// How many recent games are kept.
pub const MAX_RECENT: usize = 8;

/// A game played recently.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Recent {
    /// A new game with these settings.
    New {
        /// Ruleset id.
        ruleset: String,
        /// Scenario id.
        scenario: String,
        /// Seed.
        seed: u64,
        /// Options set.
        options: serde_json::Map<String, serde_json::Value>,
        /// Seats by side id.
        seats: Vec<(String, Seat)>,
    },
    /// A save file loaded or written.
    Save {
        /// The file.
        path: String,
    },
}

impl Recent {
    /// One line for the start screen.
    pub fn label(&self) -> String {
        match self {
            Recent::New {
                ruleset,
                scenario,
                seed,
                options,
                ..
            } => {
                let opts: Vec<String> = options
                    .iter()
                    .map(|(k, v)| match v {
                        serde_json::Value::Bool(true) => k.clone(),
                        v => format!("{k}={v}"),
                    })
                    .collect();
                let mut s = format!("New: {ruleset} / {scenario}, seed {seed}");
                if !opts.is_empty() {
                    s.push_str(&format!(", {}", opts.join(", ")));
                }
                s
            }
            Recent::Save { path } => format!("Save: {path}"),
        }
    }
}

/// The remembered settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Recent games, newest first.
    pub recent: Vec<Recent>,
    /// Computer players' speed, actions per second.
    pub bot_speed: f32,
    /// Hex labels shown.
    pub show_labels: bool,
    /// Minimap shown.
    pub show_minimap: bool,
    /// Map legend shown.
    pub show_legend: bool,
    /// The scenario map's named areas shown.
    pub show_areas: bool,
    /// The open side-panel tab.
    pub tab: Tab,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            recent: Vec::new(),
            bot_speed: 3.0,
            show_labels: false,
            show_minimap: true,
            show_legend: false,
            show_areas: false,
            tab: Tab::Log,
        }
    }
}

impl Prefs {
    /// Reads the preferences from their JSON text (anything unreadable gives the defaults).
    pub fn parse(text: &str) -> Prefs {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// The preferences as JSON text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Puts a game at the top of the recent list (once).
    pub fn remember(&mut self, r: Recent) {
        self.recent.retain(|x| *x != r);
        self.recent.insert(0, r);
        self.recent.truncate(MAX_RECENT);
    }
}
