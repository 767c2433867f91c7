//! Watching a game's rule files: a debounced file watcher (notify) over the ruleset's folder,
//! the folders of the rulesets it extends, the scenario folder and `scripts/`, that says when
//! something changed. The host and `sandtable watch` poll it and reload.
//!
//! Reading a watched file raises "access" events; only creations, modifications and removals
//! count, or the watcher would wake itself forever.
//!
//! A folder deleted and made again (a `git checkout`, an unzip over the old copy) is a new
//! folder: the system's watch went with the old one, and the watcher went deaf. Each poll
//! compares every folder with the one watched (its inode, on Unix; and a removal event for the
//! folder itself counts, as a new folder may get the old inode back) and watches it again when
//! it changed or appeared, reporting the folder as changed so that the rules are reloaded.

use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// How long the watcher waits for writes to settle before it reports them.
pub const DEBOUNCE: Duration = Duration::from_millis(50);

type Debouncer = notify_debouncer_full::Debouncer<
    notify_debouncer_full::notify::RecommendedWatcher,
    notify_debouncer_full::RecommendedCache,
>;

/// A debounced watcher over some folders.
pub struct RulesWatcher {
    debouncer: RefCell<Debouncer>,
    rx: Receiver<DebounceEventResult>,
    /// The folders watched (those that do not exist are watched for once they do).
    pub folders: Vec<PathBuf>,
    /// Which folder each of `folders` was when last watched; `None` when it did not exist.
    watched: RefCell<Vec<Option<FolderId>>>,
}

/// What tells one folder from another made at the same path.
type FolderId = (u64, u64);

fn folder_id(path: &Path) -> Option<FolderId> {
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_dir())?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some((meta.dev(), meta.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        Some((0, 0))
    }
}

impl RulesWatcher {
    /// Watches these folders (recursively); a folder that does not exist yet is watched once
    /// it does.
    pub fn new(folders: &[PathBuf]) -> Result<RulesWatcher, String> {
        let (tx, rx) = channel();
        let mut debouncer =
            new_debouncer(DEBOUNCE, None, tx).map_err(|e| format!("cannot watch files: {e}"))?;
        let mut wanted: Vec<PathBuf> = Vec::new();
        let mut watched = Vec::new();
        for f in folders {
            if wanted.contains(f) {
                continue;
            }
            let id = folder_id(f);
            if id.is_some() {
                debouncer
                    .watch(f, RecursiveMode::Recursive)
                    .map_err(|e| format!("cannot watch {}: {e}", f.display()))?;
            }
            wanted.push(f.clone());
            watched.push(id);
        }
        Ok(RulesWatcher {
            debouncer: RefCell::new(debouncer),
            rx,
            folders: wanted,
            watched: RefCell::new(watched),
        })
    }

    /// The Lua and data files changed since the last call, without waiting.
    pub fn poll(&self) -> Vec<PathBuf> {
        let (mut out, mut removed) = (Vec::new(), Vec::new());
        while let Ok(r) = self.rx.try_recv() {
            collect(r, &mut out, &mut removed);
        }
        self.forget_removed(&removed);
        self.rewatch(&mut out);
        out
    }

    /// Waits up to `timeout` for a change, then returns what changed (empty on timeout).
    pub fn wait(&self, timeout: Duration) -> Vec<PathBuf> {
        let mut out = Vec::new();
        self.rewatch(&mut out);
        if out.is_empty()
            && let Ok(r) = self.rx.recv_timeout(timeout)
        {
            let mut removed = Vec::new();
            collect(r, &mut out, &mut removed);
            self.forget_removed(&removed);
        }
        for p in self.poll() {
            if !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }

    /// Marks the folders removed (themselves, or a folder holding them) as unwatched: a folder
    /// made again at once may get the old one's inode back.
    fn forget_removed(&self, removed: &[PathBuf]) {
        let mut watched = self.watched.borrow_mut();
        for (folder, was) in self.folders.iter().zip(watched.iter_mut()) {
            if removed.iter().any(|r| folder.starts_with(r)) {
                *was = None;
            }
        }
    }

    /// Watches again each folder that was deleted and made again, or has appeared; each such
    /// folder is reported as changed.
    fn rewatch(&self, out: &mut Vec<PathBuf>) {
        let mut watched = self.watched.borrow_mut();
        let mut debouncer = self.debouncer.borrow_mut();
        for (folder, was) in self.folders.iter().zip(watched.iter_mut()) {
            let now = folder_id(folder);
            if now == *was {
                continue;
            }
            // The system may have dropped the watch with the folder already.
            let _ = debouncer.unwatch(folder);
            if now.is_some() && debouncer.watch(folder, RecursiveMode::Recursive).is_err() {
                // Half made (being copied in): try again at the next poll.
                *was = None;
                continue;
            }
            *was = now;
            if !out.contains(folder) {
                out.push(folder.clone());
            }
        }
    }
}

fn collect(r: DebounceEventResult, out: &mut Vec<PathBuf>, removed: &mut Vec<PathBuf>) {
    let Ok(events) = r else { return };
    for e in events {
        if matches!(e.event.kind, EventKind::Remove(_)) {
            removed.extend(e.event.paths.iter().cloned());
        }
        if !matches!(
            e.event.kind,
            EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_)
        ) {
            continue;
        }
        for p in &e.event.paths {
            if relevant(p) && !out.contains(p) {
                out.push(p.clone());
            }
        }
    }
}

/// Lua, JSON and GeoJSON files count; editor temporaries and backups do not.
fn relevant(p: &Path) -> bool {
    let name = p
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    if name.starts_with('.')
        || name.ends_with('~')
        || name.ends_with(".swp")
        || name.ends_with(".tmp")
    {
        return false;
    }
    p.extension()
        .is_some_and(|e| e == "lua" || e == "json" || e == "geojson")
}

/// The folders a game's rules come from: the ruleset's folder and those of the rulesets it
/// extends, their scenario folders, and `scripts/`.
pub fn rule_folders(engine: &crate::script::Engine) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = engine.dirs.clone();
    for d in &engine.dirs {
        if let (Some(id), Some(root)) = (d.file_name(), d.parent().and_then(|p| p.parent())) {
            out.push(root.join("scenarios").join(id));
        }
    }
    out.push(engine.library.scripts.clone());
    out
}
