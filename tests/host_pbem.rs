//! A game by e-mail in the window (issue 25): two windows, two game folders, files only. The
//! invitation and the reply are written from the start screen; each turn is played on the
//! map, sent with Send turn, opened with "Open …'s turn…" and watched step by step; a changed
//! file is refused with the game kept; Undo, Save and changing seats are refused with reasons;
//! a game folder reopens to the same state.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::commands::{Command, Seat};
use sandtable::host::{GuiArgs, SandtableApp, build_app};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn window() -> Harness<'static, SandtableApp> {
    let mut h = harness(SandtableApp::new(library(), None));
    h.run_steps(2);
    h
}

/// Types `text` into the text field labelled `label` (replacing what it holds).
fn enter(h: &mut Harness<'_, SandtableApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label(label).type_text(text);
    h.run_steps(1);
}

/// The file of the exchange numbered `seq` in `dir`.
fn file_numbered(dir: &Path, seq: u32) -> PathBuf {
    let prefix = format!("{seq:04}-");
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix))
        })
        .unwrap_or_else(|| panic!("no file {prefix}* in {}", dir.display()))
}

/// Opens the opponent's file through the strip's button and the file dialog.
fn open_turn(h: &mut Harness<'_, SandtableApp>, them: &str, file: &Path) {
    h.get_by_label(&format!("Open {them}'s turn…")).click();
    h.run_steps(3);
    enter(h, "File:", &file.display().to_string());
    h.get_by_label("Open").click();
    h.run_steps(2);
}

/// Ends phases in the window until the turn passes to the opponent.
fn end_phases_until_sent(h: &mut Harness<'_, SandtableApp>) {
    for _ in 0..20 {
        let pbem = h.state().session.as_ref().and_then(|s| s.pbem.as_ref());
        if pbem.is_some_and(|p| p.why_not_play.is_some()) {
            return;
        }
        h.get_by_label("End phase").click();
        h.run_steps(2);
    }
    panic!("the turn did not pass: {}", message(h));
}

fn hash(h: &Harness<'_, SandtableApp>) -> String {
    h.state().game().unwrap().state_hash()
}

fn steps(h: &Harness<'_, SandtableApp>) -> usize {
    h.state().game().unwrap().history.len()
}

/// Alice writes the invitation from her start screen; Bob reads and answers it from his;
/// Alice opens his reply. Returns both windows and their folders.
fn begin(
    root: &Path,
) -> (
    Harness<'static, SandtableApp>,
    Harness<'static, SandtableApp>,
    PathBuf,
    PathBuf,
) {
    let (alice_dir, bob_dir) = (root.join("alice"), root.join("bob"));
    let mut a = window();
    assert!(a.state_mut().start.preselect("tutorial", Some("crossing")));
    a.run_steps(1);
    a.get_by_label("Confederate by e-mail").click();
    a.run_steps(2);
    enter(&mut a, "Your name:", "Alice");
    enter(&mut a, "Opponent's name:", "Bob");
    a.state_mut().start.pbem.folder = alice_dir.display().to_string();
    a.run_steps(1);
    a.get_by_label("Write the invitation").click();
    a.run_steps(2);
    assert!(
        message(&a).contains("Invitation written"),
        "{}",
        message(&a)
    );
    assert!(a.state().pbem_lobby.is_some() && a.state().session.is_none());
    let invitation = file_numbered(&alice_dir, 0);

    let mut b = window();
    b.state_mut().start.pbem.invitation = invitation.display().to_string();
    b.run_steps(1);
    b.get_by_label("Read").click();
    b.run_steps(2);
    assert!(
        b.query_all_by_label_contains("Alice invites Bob: tutorial / crossing")
            .next()
            .is_some(),
        "the invitation is shown before joining"
    );
    assert_eq!(
        b.state().start.pbem.me,
        "Bob",
        "the name invited is filled in"
    );
    b.state_mut().start.pbem.folder = bob_dir.display().to_string();
    b.run_steps(1);
    b.get_by_label("Join the game").click();
    b.run_steps(2);
    assert!(message(&b).contains("Reply written"), "{}", message(&b));
    assert!(b.state().pbem_lobby.is_some(), "Bob waits for the seed");

    // Alice opens the reply from her start screen: the seed is known, the board appears.
    a.get_by_label("Open Bob's file…").click();
    a.run_steps(2);
    a.run_steps(1);
    enter(
        &mut a,
        "File:",
        &file_numbered(&bob_dir, 1).display().to_string(),
    );
    a.get_by_label("Open").click();
    a.run_steps(3);
    let s = a.state().session.as_ref().expect("Alice's board is shown");
    assert!(s.pbem.is_some());
    assert_eq!(s.seat("blue"), Seat::Person);
    assert_eq!(s.seat("gray"), Seat::Remote);
    (a, b, alice_dir, bob_dir)
}

#[test]
fn two_windows_play_by_e_mail_and_watch_each_others_turns() {
    let root = common::temp_dir("host-pbem");
    let (mut a, mut b, alice_dir, bob_dir) = begin(&root);
    assert!(
        a.query_all_by_label_contains("Your move").next().is_some(),
        "the strip says it is Alice's move"
    );

    // Alice moves a unit on the map and ends her phases; Send turn writes the file.
    click_hex(&mut a, "0204");
    click_hex(&mut a, "0404");
    assert_eq!(steps(&a), 1, "the move was taken: {}", message(&a));
    end_phases_until_sent(&mut a);
    assert!(message(&a).contains("Your turn is done"), "{}", message(&a));
    // The opponent's side acts now: the window does not let Alice play it.
    a.state_mut()
        .apply(Command::Apply(serde_json::json!({"kind": "end_phase"})));
    assert!(message(&a).contains("Refused"), "{}", message(&a));
    a.get_by_label("Send turn").click();
    a.run_steps(2);
    assert!(message(&a).contains("Turn written"), "{}", message(&a));
    let turn = file_numbered(&alice_dir, 2);
    let alice_steps = steps(&a);
    let alice_hash = hash(&a);

    // Bob opens it from his start screen (his board appears with it) and watches it.
    b.get_by_label("Open Alice's file…").click();
    b.run_steps(3);
    enter(&mut b, "File:", &turn.display().to_string());
    b.get_by_label("Open").click();
    b.run_steps(3);
    assert!(b.state().session.is_some(), "{}", message(&b));
    assert_eq!(steps(&b), 0, "the turn is shown from its start");
    assert!(
        b.query_by_label("Step").is_some(),
        "the step-by-step controls"
    );
    b.get_by_label("Step").click();
    b.run_steps(2);
    assert_eq!(steps(&b), 1, "one step shown");
    assert!(message(&b).contains("Step 1 of"), "{}", message(&b));
    // Bob may not act before he has seen the whole turn.
    b.state_mut().apply(Command::EndPhase);
    assert!(
        message(&b).contains("Watch Alice's turn"),
        "{}",
        message(&b)
    );
    b.get_by_label("To the end").click();
    b.run_steps(2);
    assert_eq!(steps(&b), alice_steps);
    assert_eq!(hash(&b), alice_hash, "Bob's board is Alice's game");
    assert!(
        message(&b).contains("Alice's turn replayed"),
        "{}",
        message(&b)
    );

    // What a game by e-mail refuses, with its reason.
    b.state_mut().apply(Command::Undo);
    assert!(message(&b).contains("no Undo"), "{}", message(&b));
    b.state_mut()
        .apply(Command::Save(root.join("elsewhere.sandtable.json")));
    assert!(
        message(&b).contains("kept in its folder"),
        "{}",
        message(&b)
    );
    assert!(!root.join("elsewhere.sandtable.json").exists());
    b.state_mut()
        .apply(Command::SetSeat("gray".into(), Seat::Computer));
    assert!(
        message(&b).contains("you play your sides"),
        "{}",
        message(&b)
    );
    b.state_mut().apply(Command::ReloadRules);
    assert!(message(&b).contains("agreed with Alice"), "{}", message(&b));
    assert_eq!(hash(&b), alice_hash, "nothing refused changed the game");

    // Bob plays his turn and sends it.
    end_phases_until_sent(&mut b);
    b.get_by_label("Send turn").click();
    b.run_steps(2);
    let reply = file_numbered(&bob_dir, 3);
    let bob_hash = hash(&b);

    // A changed copy of Bob's file is refused and Alice's game is kept.
    let mut tampered: Value = serde_json::from_slice(&std::fs::read(&reply).unwrap()).unwrap();
    let steps_json = tampered["body"]["steps"]
        .as_array_mut()
        .expect("the turn's steps");
    assert!(!steps_json.is_empty());
    steps_json.pop();
    let bad = root.join("tampered.json");
    std::fs::write(&bad, serde_json::to_vec(&tampered).unwrap()).unwrap();
    open_turn(&mut a, "Bob", &bad);
    assert!(message(&a).contains("refused"), "{}", message(&a));
    assert_eq!(hash(&a), alice_hash, "Alice's game is as it was");
    assert!(a.query_by_label("Step").is_none(), "nothing to watch");

    // The real one is accepted, shown to its end, and both boards agree.
    open_turn(&mut a, "Bob", &reply);
    a.get_by_label("To the end").click();
    a.run_steps(2);
    assert_eq!(hash(&a), bob_hash, "{}", message(&a));
    assert!(
        a.query_all_by_label_contains("Your move").next().is_some(),
        "Alice's move again"
    );

    // Either folder reopens in a new window to the same game.
    let mut c = harness(build_app(
        library(),
        &GuiArgs {
            pbem: Some(bob_dir.clone()),
            ..GuiArgs::default()
        },
        None,
    ));
    c.run_steps(3);
    assert_eq!(hash(&c), bob_hash, "{}", message(&c));
    assert!(
        c.query_all_by_label_contains("Waiting for Alice's turn")
            .next()
            .is_some()
    );
}

/// Alice's window on her game folder: what her log and Score tab show of Bob's secret.
/// Returns (the reveal is in the log, the value is shown in the Score tab).
fn alice_sees(lib: &sandtable::script::Library, dir: &Path) -> (bool, bool) {
    let mut h = harness(build_app(
        lib.clone(),
        &GuiArgs {
            pbem: Some(dir.to_path_buf()),
            ..GuiArgs::default()
        },
        None,
    ));
    h.run_steps(3);
    assert!(h.state().session.is_some(), "{}", message(&h));
    let reveal_logged = h
        .query_all_by_label_contains("Secret options in force")
        .next()
        .is_some();
    h.get_by_label("Score").click();
    h.run_steps(3);
    // The tutorial's three other options are off ("false"); a fourth value is Bob's secret.
    let values = h.query_all_by_label("false").count() + h.query_all_by_label("true").count();
    let hidden = h.query_all_by_label("secret").next().is_some();
    assert_ne!(hidden, values == 4, "either the value or 'secret' is shown");
    (reveal_logged, values == 4)
}

#[test]
fn the_opponents_secret_is_not_shown_in_the_window_until_he_opens_it() {
    use sandtable::session::pbem::{NewGame, PbemError, Player};
    let lib = common::secret_tutorial();
    let root = common::temp_dir("host-pbem-secret");
    let (alice_dir, bob_dir) = (root.join("alice"), root.join("bob"));
    let spec = NewGame {
        ruleset: "tutorial".into(),
        scenario: "crossing".into(),
        me: "Alice".into(),
        side: "gray".into(),
        opponent: "Bob".into(),
        ..NewGame::default()
    };
    let (mut a, invite) = Player::invite(&lib, &alice_dir, spec).unwrap();
    let mut secrets = serde_json::Map::new();
    secrets.insert("blue_caution".into(), serde_json::json!(true));
    let (mut b, reply) = Player::join(&lib, &bob_dir, &invite, "Bob", secrets).unwrap();
    a.receive(&reply).unwrap();
    let (mut seen_mid_game, mut seen_over_unopened) = (false, false);
    loop {
        let (sender, receiver) = if a.my_move() {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        if sender.game().is_some_and(|g| !g.is_over()) {
            sender.play_bot(100_000).unwrap();
        }
        let file = match sender.send() {
            Ok(f) => f,
            Err(PbemError::NotNow(why)) if why.contains("everything is sent") => break,
            Err(e) => panic!("send: {e}"),
        };
        receiver.receive(&file).unwrap();
        let over = a.game().is_some_and(|g| g.is_over());
        if !over && !seen_mid_game && a.game().is_some_and(|g| g.history.len() > 5) {
            seen_mid_game = true;
            assert_eq!(alice_sees(&lib, &alice_dir), (false, false), "mid-game");
        }
        if over && !a.verified() && !seen_over_unopened {
            seen_over_unopened = true;
            assert_eq!(
                alice_sees(&lib, &alice_dir),
                (false, false),
                "over, before Bob opens his secret: his value is not guessed at"
            );
        }
    }
    assert!(seen_mid_game);
    assert!(
        seen_over_unopened,
        "the game ended on a step of Alice's, before Bob's reveal"
    );
    assert!(a.verified(), "Bob opened his secret");
    assert_eq!(
        alice_sees(&lib, &alice_dir),
        (true, true),
        "once opened and checked, the value and its reveal are shown"
    );
}
