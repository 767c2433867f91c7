//! No game is lost (issue 23): a bad save path is said before play, Ctrl-C and SIGTERM save
//! what was played, a failing stderr does not stop the save, a killed write's temporary file
//! is cleaned away, and the window autosaves.

mod common;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn sandtable() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sandtable"));
    c.env("SANDTABLE_HOME", env!("CARGO_MANIFEST_DIR"))
        .env_remove("DISPLAY");
    c
}

const TUTORIAL: [&str; 7] = [
    "play",
    "--ruleset",
    "tutorial",
    "--scenario",
    "crossing",
    "--ai",
    "all",
];

#[test]
fn a_save_path_that_cannot_be_written_is_refused_before_play() {
    let dir = common::temp_dir("save-path");
    for (path, needle) in [
        (dir.join("missing").join("g.json"), "does not exist"),
        (dir.clone(), "is a folder"),
    ] {
        let t = Instant::now();
        let out = sandtable()
            .args(TUTORIAL)
            .args(["--save", path.to_str().unwrap()])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(needle), "{err}");
        // Said at once: no game was played (the tutorial takes longer than this).
        assert!(out.stdout.is_empty(), "a game was played");
        assert!(t.elapsed() < Duration::from_secs(10));
    }
}

#[test]
#[cfg(target_os = "linux")]
fn a_full_stderr_does_not_stop_the_save() {
    // `2>/dev/full`: eprintln! panicked before the save was written.
    let dir = common::temp_dir("full-stderr");
    let path = dir.join("g.json");
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    let status = sandtable()
        .args(TUTORIAL)
        .args(["--save", path.to_str().unwrap(), "--max-actions", "5"])
        .stdout(full())
        .stderr(full())
        .status()
        .unwrap();
    // Stopped by --max-actions (exit 1), not by a panic (101).
    assert_eq!(status.code(), Some(1));
    let save = sandtable::session::save::SaveFile::read(&path).expect("the save is written");
    assert_eq!(save.actions.len(), 5);
}

#[test]
#[cfg(unix)]
fn an_interrupted_play_saves_what_was_played() {
    for signal in ["-INT", "-TERM"] {
        let dir = common::temp_dir("interrupt");
        let path = dir.join("g.json");
        // The full River of Death battle: long enough to be stopped in the middle.
        let child = sandtable()
            .args([
                "play",
                "--ruleset",
                "river-of-death",
                "--scenario",
                "sept-20-rock",
                "--ai",
                "all",
                "--save",
                path.to_str().unwrap(),
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(2500));
        let killed = Command::new("kill")
            .args([signal, &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{signal}: {err}");
        assert!(err.contains("the game is saved in"), "{signal}: {err}");
        let save = sandtable::session::save::SaveFile::read(&path).expect("saved");
        assert!(!save.actions.is_empty());
        assert!(
            save.turn < 10,
            "{signal}: the game was played to the end before the signal"
        );
        let (_, ok) = save
            .replay(&common::library(), "g.json")
            .expect("the interrupted save replays");
        assert!(ok, "{signal}: the replay does not reach the saved hash");
    }
}

#[test]
fn a_killed_writes_temporary_file_is_cleaned_at_the_next_save() {
    let dir = common::temp_dir("stale-tmp");
    let path = dir.join("g.json");
    // What a write killed in the middle leaves: `.g.json.PID.tmp` of a process now gone.
    let dead = (4_000_000..4_194_304)
        .find(|p| !std::path::Path::new(&format!("/proc/{p}")).exists())
        .unwrap();
    let stale = dir.join(format!(".g.json.{dead}.tmp"));
    std::fs::write(&stale, "{ half a sav").unwrap();
    let other = dir.join(".other.json.1.tmp");
    std::fs::write(&other, "").unwrap();
    let game = common::start(&common::library(), "tutorial", "crossing", 1, &[]);
    sandtable::session::save::SaveFile::of(&game)
        .write(&path)
        .unwrap();
    assert!(!stale.exists(), "the stale temporary file is left");
    assert!(other.exists(), "another save's file was touched");
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");
}
