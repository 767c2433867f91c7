//! The system's file chooser for Save…, Load… and the files of a game by e-mail (the XDG desktop portal on Linux, through
//! `rfd`), opened from the Browse… button of the window's own path dialog.
//!
//! Why this shape: the chooser blocks until the player answers, so it runs on a thread of its
//! own and the window keeps drawing; its answer arrives through a channel that the app polls
//! each frame. `rfd` is built with its portal backend only, which loads libdbus at run time:
//! nothing to install to build (CI needs nothing new) and no async runtime. Where no portal
//! answers (Xvfb, CI, a bare window manager) the chooser returns no file, exactly as if the
//! player had cancelled; the path field stays, so saving and loading always work by typing.

use super::commands::FileDialog;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// A chooser that is open (or has just answered).
#[derive(Debug)]
pub struct NativeDialog {
    rx: Receiver<Option<PathBuf>>,
}

/// What the chooser has said so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Still open.
    Waiting,
    /// Closed with this file, or with none (cancelled, or no chooser available here).
    Closed(Option<PathBuf>),
}

impl NativeDialog {
    /// Opens the system chooser for `kind`, starting at `current` (its folder and file name).
    pub fn open(kind: FileDialog, current: &Path) -> NativeDialog {
        let (tx, rx) = mpsc::channel();
        let mut d = rfd::FileDialog::new()
            .add_filter("sandtable save", &["json"])
            .add_filter("any file", &["*"]);
        if let Some(dir) = current.parent().filter(|p| p.is_dir()) {
            d = d.set_directory(dir);
        }
        if let Some(name) = current.file_name().and_then(|n| n.to_str()) {
            d = d.set_file_name(name);
        }
        std::thread::spawn(move || {
            let picked = match kind {
                FileDialog::Save => d.set_title("Save the game").save_file(),
                FileDialog::Load => d.set_title("Load a game").pick_file(),
                FileDialog::PbemGame => d
                    .set_title("Open a game by e-mail (its folder)")
                    .pick_folder(),
                FileDialog::PbemTurn => d.set_title("Open the opponent's turn file").pick_file(),
            };
            // The window may have closed the dialog meanwhile: nobody to tell, and that is fine.
            let _ = tx.send(picked);
        });
        NativeDialog { rx }
    }

    /// The chooser's answer, if it has given one.
    pub fn poll(&self) -> Answer {
        match self.rx.try_recv() {
            Ok(p) => Answer::Closed(p),
            Err(TryRecvError::Empty) => Answer::Waiting,
            // The thread ended without an answer (it panicked inside the chooser): no file.
            Err(TryRecvError::Disconnected) => Answer::Closed(None),
        }
    }
}
