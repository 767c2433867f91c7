//! Saved games: a readable JSON file holding what is needed to rebuild the game exactly —
//! ruleset (id, version, content hash), scenario, options, seed and the actions — plus the
//! state hash it reached, so that loading can prove the replay reproduced it.
//!
//! Files are written atomically (a temporary file beside the target, then a rename), so a crash
//! or a full disk never leaves half a save where a good one was.

use super::{ActionRecord, Game, GameError, GameSetup};
use crate::script::Library;
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

/// The format name written into every save.
pub const FORMAT: &str = "sandtable-save";
/// The format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// Which ruleset a save was made with.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulesetStamp {
    /// Ruleset id.
    pub id: String,
    /// Its declared version.
    pub version: String,
    /// Hash of its files (and the scenario's) when the game started.
    pub content_hash: String,
}

/// A saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always `sandtable-save`.
    pub format: String,
    /// Format version.
    pub format_version: u32,
    /// The ruleset.
    pub ruleset: RulesetStamp,
    /// Scenario id.
    pub scenario: String,
    /// Seed.
    pub seed: u64,
    /// Options set explicitly.
    pub options: serde_json::Map<String, serde_json::Value>,
    /// Every action taken, in order.
    pub actions: Vec<ActionRecord>,
    /// The state hash after the last action.
    pub state_hash: String,
    /// Turn reached (for people reading the file).
    pub turn: u32,
    /// The bots' random stream position (so bots continue as they would have).
    #[serde(default)]
    pub bot_position: String,
}

/// Why a save could not be read or replayed.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The file could not be read or written.
    #[error("{path}: {message}")]
    Io {
        /// The file.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// The file is not a readable save.
    #[error("{path}: not a readable sandtable save: {message}")]
    Malformed {
        /// The file.
        path: String,
        /// What is wrong, with line and column.
        message: String,
    },
    /// Replaying the actions failed.
    #[error("{path}: replay failed at action {index} ({action}): {error}")]
    Replay {
        /// The file.
        path: String,
        /// 1-based index of the action that failed.
        index: usize,
        /// The action.
        action: String,
        /// Why.
        error: Box<GameError>,
    },
    /// The game could not be started.
    #[error("{path}: {error}")]
    Start {
        /// The file.
        path: String,
        /// Why.
        error: Box<GameError>,
    },
}

impl SaveFile {
    /// The save of a game as it stands.
    pub fn of(game: &Game) -> SaveFile {
        SaveFile {
            format: FORMAT.into(),
            format_version: FORMAT_VERSION,
            ruleset: RulesetStamp {
                id: game.engine.decl.id.clone(),
                version: game.engine.decl.version.clone(),
                content_hash: game.ruleset_hash.clone(),
            },
            scenario: game.setup.scenario.clone(),
            seed: game.setup.seed,
            options: game.setup.options.clone(),
            actions: game.history.clone(),
            state_hash: game.state_hash(),
            turn: game.with_world(|w| w.state.turn),
            bot_position: game.engine.bot_position().to_string(),
        }
    }

    /// Parses a save from text.
    pub fn parse(path: &str, text: &str) -> Result<SaveFile, SaveError> {
        let save: SaveFile = serde_json::from_str(text).map_err(|e| SaveError::Malformed {
            path: path.into(),
            message: if e.is_eof() {
                format!("{e} — the file ends early (was it cut short?)")
            } else {
                e.to_string()
            },
        })?;
        if save.format != FORMAT {
            return Err(SaveError::Malformed {
                path: path.into(),
                message: format!("format is '{}', expected '{FORMAT}'", save.format),
            });
        }
        if save.format_version > FORMAT_VERSION {
            return Err(SaveError::Malformed {
                path: path.into(),
                message: format!(
                    "format version {} is newer than this program reads ({FORMAT_VERSION}): update sandtable",
                    save.format_version
                ),
            });
        }
        Ok(save)
    }

    /// Reads a save file.
    pub fn read(path: &Path) -> Result<SaveFile, SaveError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| SaveError::Io {
            path: shown.clone(),
            message: e.to_string(),
        })?;
        SaveFile::parse(&shown, &text)
    }

    /// Writes the save atomically: to a temporary file beside `path`, then renamed over it.
    pub fn write(&self, path: &Path) -> Result<(), SaveError> {
        let shown = path.display().to_string();
        let io = |e: std::io::Error| SaveError::Io {
            path: shown.clone(),
            message: e.to_string(),
        };
        let text = serde_json::to_string_pretty(self).map_err(|e| SaveError::Io {
            path: shown.clone(),
            message: e.to_string(),
        })?;
        let file_name = path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_else(|| "save".into());
        let tmp = path.with_file_name(format!(".{file_name}.{}.tmp", std::process::id()));
        let result = (|| {
            let mut f = std::fs::File::create(&tmp)?;
            f.write_all(text.as_bytes())?;
            f.write_all(b"\n")?;
            f.sync_all()?;
            std::fs::rename(&tmp, path)
        })();
        if result.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        result.map_err(io)
    }

    /// Rebuilds the game by replaying the actions from the start. Returns the game and
    /// whether the final state hash matches the saved one.
    pub fn replay(&self, library: &Library, path: &str) -> Result<(Game, bool), SaveError> {
        let setup = GameSetup {
            ruleset: self.ruleset.id.clone(),
            scenario: self.scenario.clone(),
            seed: self.seed,
            options: self.options.clone(),
        };
        let mut game = Game::new(library, setup).map_err(|error| SaveError::Start {
            path: path.into(),
            error: Box::new(error),
        })?;
        for (i, rec) in self.actions.iter().enumerate() {
            game.apply(rec.action.clone())
                .map_err(|error| SaveError::Replay {
                    path: path.into(),
                    index: i + 1,
                    action: rec.action.to_string(),
                    error: Box::new(error),
                })?;
        }
        if let Ok(p) = self.bot_position.parse::<u128>() {
            game.engine.set_bot_position(p);
        }
        let ok = game.state_hash() == self.state_hash;
        Ok((game, ok))
    }
}
