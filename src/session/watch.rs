//! Watching a game's rule files: a debounced file watcher (notify) over the ruleset's folder,
//! the folders of the rulesets it extends, the scenario folder and `scripts/`, that says when
//! something changed. The host and `sandtable watch` poll it and reload.
//!
//! Reading a watched file raises "access" events; only creations, modifications and removals
//! count, or the watcher would wake itself forever.

use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// How long the watcher waits for writes to settle before it reports them.
pub const DEBOUNCE: Duration = Duration::from_millis(50);

/// A debounced watcher over some folders.
pub struct RulesWatcher {
    _debouncer: notify_debouncer_full::Debouncer<
        notify_debouncer_full::notify::RecommendedWatcher,
        notify_debouncer_full::RecommendedCache,
    >,
    rx: Receiver<DebounceEventResult>,
    /// The folders watched.
    pub folders: Vec<PathBuf>,
}

impl RulesWatcher {
    /// Watches these folders (recursively); folders that do not exist are skipped.
    pub fn new(folders: &[PathBuf]) -> Result<RulesWatcher, String> {
        let (tx, rx) = channel();
        let mut debouncer =
            new_debouncer(DEBOUNCE, None, tx).map_err(|e| format!("cannot watch files: {e}"))?;
        let mut watched = Vec::new();
        for f in folders {
            if f.is_dir() && !watched.contains(f) {
                debouncer
                    .watch(f, RecursiveMode::Recursive)
                    .map_err(|e| format!("cannot watch {}: {e}", f.display()))?;
                watched.push(f.clone());
            }
        }
        Ok(RulesWatcher {
            _debouncer: debouncer,
            rx,
            folders: watched,
        })
    }

    /// The Lua and data files changed since the last call, without waiting.
    pub fn poll(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        while let Ok(r) = self.rx.try_recv() {
            collect(r, &mut out);
        }
        out
    }

    /// Waits up to `timeout` for a change, then returns what changed (empty on timeout).
    pub fn wait(&self, timeout: Duration) -> Vec<PathBuf> {
        let mut out = Vec::new();
        if let Ok(r) = self.rx.recv_timeout(timeout) {
            collect(r, &mut out);
        }
        out.extend(self.poll());
        out
    }
}

fn collect(r: DebounceEventResult, out: &mut Vec<PathBuf>) {
    let Ok(events) = r else { return };
    for e in events {
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
