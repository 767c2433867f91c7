//! Saved games: a readable JSON file holding what is needed to rebuild the game exactly —
//! ruleset (id, version, content hash), scenario, options, seed and the actions — plus the
//! state hash it reached, so that loading can prove the replay reproduced it.
//!
//! Secret options (declared `hidden`, a handicap one side sets and the other must not see) are
//! not written in plain text while the game is not over: they go, all of them with the values in
//! force, into `sealed_options` — see [`seal`]. Once the game is over they are written in
//! `options` like the others. Both forms load, and so do saves made before secret options.
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
/// The format version this build reads (and writes for a save with sealed secret options).
pub const FORMAT_VERSION: u32 = 2;
/// The format version written for a save without sealed options (identical to the saves made
/// before secret options existed).
const PLAIN_FORMAT_VERSION: u32 = 1;

/// The largest save read. A whole game of the largest ruleset is about 100 KB; a save holds
/// its actions as JSON trees, so it takes several times its size in memory once read (a
/// 200 MB file took 2.2 GB): a file far past any game is refused before it is read.
pub const MAX_SAVE_BYTES: u64 = 64 * 1024 * 1024;

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
    /// Options set explicitly (secret ones only once the game is over).
    pub options: serde_json::Map<String, serde_json::Value>,
    /// The secret options in force, sealed (see [`seal`]), while the game is not over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed_options: Option<String>,
    /// Every action taken, in order.
    pub actions: Vec<ActionRecord>,
    /// The action waiting on a decision when the game was saved, with the answers given so
    /// far (`sandtable.decisions.choose`): loading carries it out again and stops on the same
    /// question. (Absent when none waits.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waiting: Option<serde_json::Value>,
    /// The state hash after the last action.
    pub state_hash: String,
    /// Turn reached (for people reading the file).
    pub turn: u32,
    /// The bots' random stream position (so bots continue as they would have).
    #[serde(default)]
    pub bot_position: String,
    /// The bot profile of each side set to one (`--bot`, the Players menu): who the computer
    /// plays as when the game goes on. Not part of the game, so not bound.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub bots: std::collections::BTreeMap<String, String>,
    /// Hashes over everything above that decides the game, so that a save changed after it
    /// was written is refused, naming the part changed (absent in saves made before them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binding: Option<Binding>,
}

/// What a save binds: FNV-1a hashes over its canonical JSON, by part. This catches a save
/// edited by hand or by a tool, or cut and pasted from two games — not a determined forger,
/// who can recompute them (issue 25's turn files are for that).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Binding {
    /// Ruleset (id, version, content hash), scenario, seed and options (plain and sealed).
    pub setup: String,
    /// Every action record (action, side, turn, phase, hash) and the waiting action.
    pub actions: String,
    /// The state hash, the turn and the bots' position at the end.
    pub end: String,
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
    #[error("{path}: replay failed at action {index} ({action}): {error}{cause}")]
    Replay {
        /// The file.
        path: String,
        /// 1-based index of the action that failed.
        index: usize,
        /// The action.
        action: String,
        /// Why.
        error: Box<GameError>,
        /// The likely cause (" — the ruleset's files have changed since …"), or empty.
        cause: String,
    },
    /// An action replayed differently from the save: taken at another point of the turn, or
    /// leading to another state.
    #[error("{path}: replay differs from the save at action {index} ({action}): {what}{cause}")]
    Diverged {
        /// The file.
        path: String,
        /// 1-based index of the first action that came out differently.
        index: usize,
        /// The action.
        action: String,
        /// What differs.
        what: String,
        /// The likely cause, as for [`SaveError::Replay`].
        cause: String,
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
        let secret: Vec<&str> = game
            .engine
            .decl
            .options
            .iter()
            .filter(|o| o.is_secret())
            .map(|o| o.id.as_str())
            .collect();
        let mut options = game.setup.options.clone();
        let mut sealed_options = None;
        if !secret.is_empty() {
            // Every secret option with its value in force, defaults included: whether the
            // sealed field is there (or how long it is) must not tell whether one was set.
            let mut values = serde_json::Map::new();
            for id in &secret {
                options.remove(*id);
                if let Some(v) = game.options.get(*id) {
                    values.insert(id.to_string(), v.clone());
                }
            }
            if game.is_over() {
                options.extend(values);
            } else {
                sealed_options = Some(seal(game.setup.seed, &values));
            }
        }
        let mut save = SaveFile {
            format: FORMAT.into(),
            format_version: if sealed_options.is_some() {
                FORMAT_VERSION
            } else {
                PLAIN_FORMAT_VERSION
            },
            ruleset: RulesetStamp {
                id: game.engine.decl.id.clone(),
                version: game.engine.decl.version.clone(),
                content_hash: game.ruleset_hash.clone(),
            },
            scenario: game.setup.scenario.clone(),
            seed: game.setup.seed,
            options,
            sealed_options,
            actions: game.history.clone(),
            waiting: game.waiting_action(),
            state_hash: game.state_hash(),
            turn: game.with_world(|w| w.state.turn),
            bot_position: game.engine.bot_position().to_string(),
            bots: game.bot_profiles().clone(),
            binding: None,
        };
        save.binding = Some(save.bind());
        save
    }

    /// The binding of the save as it stands.
    pub fn bind(&self) -> Binding {
        let hash = |v: serde_json::Value| fnv_of_json(&v);
        // Hashed as it is written out, not built as a second copy of every action first.
        let records: Vec<_> = self
            .actions
            .iter()
            .map(|r| (&r.action, &r.side, r.turn, &r.phase, &r.hash))
            .collect();
        Binding {
            setup: hash(serde_json::json!([
                self.ruleset.id,
                self.ruleset.version,
                self.ruleset.content_hash,
                self.scenario,
                self.seed,
                self.options,
                self.sealed_options
            ])),
            actions: fnv_of_json(&(records, &self.waiting)),
            end: hash(serde_json::json!([
                self.state_hash,
                self.turn,
                self.bot_position
            ])),
        }
    }

    /// Which parts of a bound save no longer match their binding.
    fn unbound_parts(&self) -> Vec<&'static str> {
        let Some(b) = &self.binding else {
            return Vec::new();
        };
        let now = self.bind();
        let mut parts = Vec::new();
        if b.setup != now.setup {
            parts.push("its setup (ruleset, scenario, seed or options)");
        }
        if b.actions != now.actions {
            parts.push("its actions");
        }
        if b.end != now.end {
            parts.push("its end (state hash, turn or bot position)");
        }
        parts
    }

    /// Why a replay of this save under `game`'s ruleset may have gone its own way: a changed
    /// ruleset is the likely cause, and is named.
    fn likely_cause(&self, game: &Game) -> String {
        let version = &game.engine.decl.version;
        if game.ruleset_hash != self.ruleset.content_hash {
            format!(
                " — the ruleset's files have changed since the save was made (content hash {} then, {} now; version {} then, {version} now): the likely cause",
                self.ruleset.content_hash, game.ruleset_hash, self.ruleset.version
            )
        } else {
            " — the ruleset's files are those the save was made with, so the ruleset does not play the same way twice (run `sandtable check --determinism`)".to_string()
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
        save.all_options(path)?;
        let changed = save.unbound_parts();
        if !changed.is_empty() {
            return Err(SaveError::Malformed {
                path: path.into(),
                message: format!(
                    "the file was changed after it was saved: {} no longer match{} its binding (delete the \"binding\" field to load it as edited)",
                    changed.join(" and "),
                    if changed.len() == 1 { "es" } else { "" }
                ),
            });
        }
        Ok(save)
    }

    /// Every option the save sets: the plain ones and the sealed secret ones.
    pub fn all_options(
        &self,
        path: &str,
    ) -> Result<serde_json::Map<String, serde_json::Value>, SaveError> {
        let mut options = self.options.clone();
        if let Some(sealed) = &self.sealed_options {
            let secret = unseal(self.seed, sealed).map_err(|m| SaveError::Malformed {
                path: path.into(),
                message: format!("sealed_options: {m}"),
            })?;
            options.extend(secret);
        }
        Ok(options)
    }

    /// Reads a save file.
    pub fn read(path: &Path) -> Result<SaveFile, SaveError> {
        use std::io::Read;
        let shown = path.display().to_string();
        let io = |e: std::io::Error| SaveError::Io {
            path: shown.clone(),
            message: e.to_string(),
        };
        let mut text = String::new();
        // Read at most one byte past the limit, so a file still growing is caught too.
        std::fs::File::open(path)
            .map_err(io)?
            .take(MAX_SAVE_BYTES + 1)
            .read_to_string(&mut text)
            .map_err(io)?;
        if text.len() as u64 > MAX_SAVE_BYTES {
            return Err(SaveError::Malformed {
                path: shown,
                message: format!(
                    "the file is over {} MiB, hundreds of times any game's save (a whole game is about 100 KB): it is not read (is it a save?)",
                    MAX_SAVE_BYTES / (1024 * 1024)
                ),
            });
        }
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
        write_atomically(path, format!("{text}\n").as_bytes()).map_err(io)
    }

    /// Whether a save can be written at `path`, tried before a game is played so that a
    /// missing folder or a directory is said at once: the folder must exist and the file be
    /// creatable (a probe file is written beside it and removed).
    pub fn check_writable(path: &Path) -> Result<(), SaveError> {
        let shown = path.display().to_string();
        let fail = |message: String| SaveError::Io {
            path: shown.clone(),
            message,
        };
        if path.is_dir() {
            return Err(fail("is a folder; give a file name".into()));
        }
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if !folder.is_dir() {
            return Err(fail(format!(
                "the folder {} does not exist",
                folder.display()
            )));
        }
        let probe = temp_path(path);
        std::fs::File::create(&probe)
            .map_err(|e| fail(format!("cannot write in {}: {e}", folder.display())))?;
        let _ = std::fs::remove_file(&probe);
        Ok(())
    }

    /// Rebuilds the game by replaying the actions from the start. Returns the game and
    /// whether the final state hash matches the saved one.
    pub fn replay(&self, library: &Library, path: &str) -> Result<(Game, bool), SaveError> {
        let setup = GameSetup {
            ruleset: self.ruleset.id.clone(),
            scenario: self.scenario.clone(),
            seed: self.seed,
            options: self.all_options(path)?,
        };
        let mut game = Game::new(library, setup).map_err(|error| SaveError::Start {
            path: path.into(),
            error: Box::new(error),
        })?;
        for (i, rec) in self.actions.iter().enumerate() {
            let failed = |game: &Game, error: GameError| SaveError::Replay {
                path: path.into(),
                index: i + 1,
                action: rec.action.to_string(),
                error: Box::new(error),
                cause: self.likely_cause(game),
            };
            if let Err(error) = game.apply(rec.action.clone()) {
                return Err(failed(&game, error));
            }
            if game.waiting_action().is_some() {
                let error = GameError::Illegal(format!(
                    "it now waits on a decision ({}) that the save holds no answer to",
                    game.pending_decision()
                        .and_then(|d| d["prompt"].as_str().map(str::to_string))
                        .unwrap_or_default()
                ));
                return Err(failed(&game, error));
            }
            if let Some(what) = differs(rec, &game) {
                return Err(SaveError::Diverged {
                    path: path.into(),
                    index: i + 1,
                    action: rec.action.to_string(),
                    what,
                    cause: self.likely_cause(&game),
                });
            }
        }
        if let Some(action) = &self.waiting {
            let n = self.actions.len() + 1;
            if let Err(error) = game.apply(action.clone()) {
                return Err(SaveError::Replay {
                    path: path.into(),
                    index: n,
                    action: action.to_string(),
                    error: Box::new(error),
                    cause: self.likely_cause(&game),
                });
            }
        }
        if let Ok(p) = self.bot_position.parse::<u128>() {
            game.engine.set_bot_position(p);
        }
        for (side, profile) in &self.bots {
            // A profile the ruleset no longer has leaves the side at the default: the game
            // itself does not depend on who would have played it.
            let _ = game.set_bot_profile(side, profile);
        }
        let ok = game.state_hash() == self.state_hash;
        Ok((game, ok))
    }
}

/// The temporary file a save to `path` is written to first: `.NAME.PID.tmp` beside it.
fn temp_path(path: &Path) -> std::path::PathBuf {
    path.with_file_name(format!(".{}.{}.tmp", file_name(path), std::process::id()))
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "save".into())
}

/// Removes what a killed write to `path` left behind: `.NAME.PID.tmp` files of processes that
/// are no longer running (on systems without /proc, of any other process).
fn remove_stale_temps(path: &Path) {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let prefix = format!(".{}.", file_name(path));
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let me = std::process::id();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        let Some(pid) = name
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(".tmp"))
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        let running = pid == me
            || (Path::new("/proc/self").exists() && Path::new(&format!("/proc/{pid}")).exists());
        if !running {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// How the replay's last action differs from the save's record of it, if it does: who took it,
/// when, or (where the record has one) the state hash after it.
fn differs(rec: &ActionRecord, game: &Game) -> Option<String> {
    let now = game.history.last()?;
    if (&now.side, now.turn, &now.phase) != (&rec.side, rec.turn, &rec.phase) {
        return Some(format!(
            "the save has it taken by {} in turn {}, {} phase; the replay, by {} in turn {}, {} phase",
            rec.side, rec.turn, rec.phase, now.side, now.turn, now.phase
        ));
    }
    let saved = rec.hash.as_deref()?;
    let hash = game.state_hash();
    (hash != saved)
        .then(|| format!("state hash {saved} after it in the save, {hash} in the replay"))
}

/// FNV-1a (as 16 hex digits) over the compact JSON of `value`, computed as it is written.
fn fnv_of_json(value: &impl Serialize) -> String {
    struct Fnv(u64);
    impl Write for Fnv {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0 = crate::kernel::state::fnv1a_continue(self.0, bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut fnv = Fnv(crate::kernel::state::FNV_OFFSET);
    // Writing into memory cannot fail, and JSON of these types has no map with non-string keys.
    let _ = serde_json::to_writer(&mut fnv, value);
    format!("{:016x}", fnv.0)
}

/// Seals the secret options of a save: their JSON, padded with spaces to a multiple of 64
/// bytes (so the length does not tell `true` from `false`), XORed with a key stream derived
/// from the game seed, in hex.
///
/// This stops a glance at the file — a player opening the save in an editor does not read the
/// other side's handicap by accident — not a determined reader: the seed is in the same file
/// and the method is documented here.
pub fn seal(seed: u64, values: &serde_json::Map<String, serde_json::Value>) -> String {
    let mut bytes = serde_json::Value::Object(values.clone())
        .to_string()
        .into_bytes();
    let padded = bytes.len().div_ceil(64).max(1) * 64;
    bytes.resize(padded, b' ');
    let mut out = String::with_capacity(bytes.len() * 2);
    for (b, k) in bytes.iter().zip(key_stream(seed)) {
        out.push_str(&format!("{:02x}", b ^ k));
    }
    out
}

/// Writes `bytes` to `path` atomically: to a temporary file beside it, synced, then renamed
/// over it — a crash or a full disk never leaves half a file where a good one was.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    remove_stale_temps(path);
    let tmp = temp_path(path);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Opens what [`seal`] sealed; an error (not a panic) for anything else, since a save is user
/// input.
pub fn unseal(
    seed: u64,
    sealed: &str,
) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    let text = sealed.trim();
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return Err("not a sealed value (an even number of hex digits)".into());
    }
    let mut bytes = Vec::with_capacity(text.len() / 2);
    for (i, k) in (0..text.len()).step_by(2).zip(key_stream(seed)) {
        let b = u8::from_str_radix(&text[i..i + 2], 16)
            .map_err(|_| format!("'{}' is not a hex byte", &text[i..i + 2]))?;
        bytes.push(b ^ k);
    }
    match serde_json::from_slice::<serde_json::Value>(&bytes) {
        Ok(serde_json::Value::Object(m)) => Ok(m),
        _ => Err("does not open with this save's seed (was the seed or the field edited?)".into()),
    }
}

/// An endless key stream from the seed (SplitMix64, bytes little-endian).
fn key_stream(seed: u64) -> impl Iterator<Item = u8> {
    let mut state = seed ^ 0x5EC2_E7A1_D0C5_5A1E;
    std::iter::repeat_with(move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)).to_le_bytes()
    })
    .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_streamed_hash_is_the_hash_of_the_json_text() {
        // Saves bound before the hash was streamed must still load.
        let action = serde_json::json!({"kind": "move", "unit": "1/1D", "to": "0405", "path": [1, 2.5, null]});
        let (side, phase, hash) = (
            "Union".to_string(),
            "movement".to_string(),
            Some("ab".to_string()),
        );
        let records = vec![(&action, &side, 3u32, &phase, &hash)];
        let waiting: Option<serde_json::Value> = None;
        let built = serde_json::json!([[[action, "Union", 3, "movement", "ab"]], waiting]);
        assert_eq!(
            fnv_of_json(&(records, &waiting)),
            format!(
                "{:016x}",
                crate::kernel::state::fnv1a(built.to_string().as_bytes())
            )
        );
    }

    #[test]
    fn sealing_round_trips_and_hides_the_text() {
        let mut m = serde_json::Map::new();
        m.insert("rosecrans_caution".into(), serde_json::json!(true));
        let s = seal(42, &m);
        assert!(!s.contains("rosecrans"));
        assert_eq!(s.len(), 128);
        assert_eq!(unseal(42, &s).unwrap(), m);
        // true and false seal to the same length.
        m.insert("rosecrans_caution".into(), serde_json::json!(false));
        assert_eq!(seal(42, &m).len(), s.len());
        assert!(unseal(43, &s).is_err());
        assert!(unseal(42, "zz").is_err());
        assert!(unseal(42, "abc").is_err());
        assert!(unseal(42, "é").is_err());
    }
}
