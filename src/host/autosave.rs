//! The window's autosave: the game in play is written to one file in the app's storage folder
//! a moment after each change, atomically (so a crash of the process, or of the machine, loses
//! at most the last seconds and never the file), and offered on the start screen next time.

use crate::session::Game;
use crate::session::save::{SaveError, SaveFile};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// At most one write this often while play goes on (a save of a long game is a few hundred
/// kilobytes, and each is flushed to disk).
pub const EVERY: Duration = Duration::from_secs(2);

/// Where the game is autosaved, and what was written last.
#[derive(Debug)]
pub struct Autosave {
    /// The file.
    pub path: PathBuf,
    /// The game last written: (actions, the last action), so that undo then a new action
    /// counts as a change.
    written: Option<(usize, String)>,
    last: Option<Instant>,
}

impl Autosave {
    /// An autosave to `path` (nothing is written until a game changes).
    pub fn new(path: PathBuf) -> Autosave {
        Autosave {
            path,
            written: None,
            last: None,
        }
    }

    /// The autosave in the app's storage folder (`SANDTABLE_AUTOSAVE` names another file).
    pub fn in_storage() -> Option<Autosave> {
        let path = match std::env::var_os("SANDTABLE_AUTOSAVE") {
            Some(p) => PathBuf::from(p),
            None => eframe::storage_dir("sandtable")?.join("autosave.json"),
        };
        Some(Autosave::new(path))
    }

    /// Writes `game` if it changed since the last write and the last write is `EVERY` old (or
    /// at once with `now`). `None` when nothing was due.
    pub fn tick(&mut self, game: &Game, now: bool) -> Option<Result<(), SaveError>> {
        let key = (
            game.history.len(),
            game.history
                .last()
                .map(|r| r.action.to_string())
                .unwrap_or_default(),
        );
        if self.written.as_ref() == Some(&key) {
            return None;
        }
        if !now && self.last.is_some_and(|t| t.elapsed() < EVERY) {
            return None;
        }
        if let Some(folder) = self.path.parent() {
            let _ = std::fs::create_dir_all(folder);
        }
        self.last = Some(Instant::now());
        let result = SaveFile::of(game).write(&self.path);
        if result.is_ok() {
            self.written = Some(key);
        }
        Some(result)
    }
}
