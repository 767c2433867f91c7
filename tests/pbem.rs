//! Play by e-mail (issue 25): two players in two game folders, exchanging files only, each
//! replaying what the other sent; the seed fixed by both; a secret kept to the end; and every
//! kind of tampering refused with the local game untouched.

mod common;

use common::{library, temp_dir};
use sandtable::session::pbem::files::{Body, Envelope, envelope_bytes, read_envelope};
use sandtable::session::pbem::{NewGame, PbemError, Player};
use sandtable::session::{Game, GameSetup};
use serde_json::{Map, Value, json};
use std::path::{Path, PathBuf};

/// The post between two folders: a file is copied into the receiver's mail folder, as an
/// e-mail attachment would be saved, and read from there.
fn post(file: &Path, mailbox: &Path) -> PathBuf {
    std::fs::create_dir_all(mailbox).unwrap();
    let to = mailbox.join(file.file_name().unwrap());
    std::fs::copy(file, &to).unwrap();
    to
}

/// Alice invites Bob to Decision Games' Chickamauga; she plays the Union.
fn dg_spec() -> NewGame {
    NewGame {
        ruleset: "dg-chickamauga".into(),
        scenario: "chickamauga".into(),
        me: "Alice".into(),
        side: "union".into(),
        opponent: "Bob".into(),
        ..NewGame::default()
    }
}

struct Match {
    root: PathBuf,
    a: Player,
    b: Player,
    /// In a game stopped mid-exchange: who receives the file written.
    alice_receives: bool,
}

/// Alice invites Bob; Bob joins. Alice plays `alice_side`; `secrets` are Bob's.
fn start(
    ruleset: &str,
    scenario: &str,
    alice_side: &str,
    bob_secrets: Map<String, Value>,
) -> Match {
    let lib = library();
    let root = temp_dir("pbem");
    let spec = NewGame {
        ruleset: ruleset.into(),
        scenario: scenario.into(),
        me: "Alice".into(),
        side: alice_side.into(),
        opponent: "Bob".into(),
        ..NewGame::default()
    };
    let (a, invite) = Player::invite(&lib, &root.join("alice"), spec).unwrap();
    let (b, reply) = Player::join(
        &lib,
        &root.join("bob"),
        &post(&invite, &root.join("mail-bob")),
        "Bob",
        bob_secrets,
    )
    .unwrap();
    let mut m = Match {
        root,
        a,
        b,
        alice_receives: false,
    };
    m.a.receive(&post(&reply, &m.root.join("mail-alice")))
        .unwrap();
    m
}

impl Match {
    /// The player whose move it is plays his side with the computer and sends; the other
    /// receives. Returns false once the game is over and nothing is left to send.
    fn exchange(&mut self) -> bool {
        let (sender, receiver, mailbox) = if self.a.my_move() {
            (&mut self.a, &mut self.b, self.root.join("mail-bob"))
        } else {
            (&mut self.b, &mut self.a, self.root.join("mail-alice"))
        };
        if sender.game().is_some_and(|g| !g.is_over()) {
            sender.play_bot(100_000).unwrap();
        }
        let file = match sender.send() {
            Ok(f) => f,
            Err(PbemError::NotNow(why)) if why.contains("everything is sent") => return false,
            Err(e) => panic!("send: {e}"),
        };
        receiver.receive(&post(&file, &mailbox)).unwrap();
        true
    }

    fn play_out(&mut self, mut check: impl FnMut(&Match)) -> usize {
        let mut files = 0;
        while self.exchange() {
            files += 1;
            assert!(files < 20_000, "the exchange does not end");
            check(self);
        }
        files
    }

    /// Replays every step both kept through a fresh game with the seed and every option in
    /// force, as anyone holding both folders at the end could.
    fn local_replay(&self, options: Map<String, Value>) -> String {
        let r = self.a.record();
        let mut g = Game::new(
            &library(),
            GameSetup {
                ruleset: r.invite.ruleset.id.clone(),
                scenario: r.invite.scenario.clone(),
                seed: sandtable::session::pbem::commit::joint_seed(
                    &r.my_half,
                    self.b.record().my_half.as_str(),
                ),
                options,
            },
        )
        .unwrap();
        g.keep_undo = false;
        for s in &r.steps {
            g.apply(s.input.clone()).unwrap();
        }
        assert!(g.is_over());
        g.state_hash()
    }
}

#[test]
fn a_dg_game_is_played_to_the_end_through_turn_files_only() {
    let mut m = start("dg-chickamauga", "chickamauga", "union", Map::new());
    let files = m.play_out(|_| {});
    let (a, b) = (m.a.status(), m.b.status());
    assert!(a.over && b.over && a.verified && b.verified, "{a:?} {b:?}");
    assert_eq!(a.state_hash, b.state_hash);
    assert_eq!(
        m.a.record().steps,
        m.b.record().steps,
        "both keep the same steps"
    );
    assert_eq!(
        a.state_hash.as_deref(),
        Some(m.local_replay(Map::new()).as_str())
    );
    assert_eq!(m.a.replay_check().unwrap(), m.local_replay(Map::new()));
    // Each player's folder holds every file of the exchange and nothing of the other's.
    let alice_files = std::fs::read_dir(m.root.join("alice")).unwrap().count();
    assert_eq!(
        alice_files,
        files + 3,
        "invitation, reply, {files} turns and the record"
    );
    // Reopened from its folder, each game replays to the same state.
    let reopened = Player::open(&library(), &m.root.join("bob")).unwrap();
    assert_eq!(reopened.status().state_hash, b.state_hash);
}

#[test]
fn a_this_terrible_sound_game_keeps_rosecrans_caution_secret_to_the_end() {
    // Bob plays the Union with 2.7f Rosecrans' Caution on, secret from Alice (Confederate).
    let mut secrets = Map::new();
    secrets.insert("rosecrans_caution".into(), json!(true));
    let mut m = start(
        "this-terrible-sound",
        "opening-guns",
        "confederate",
        secrets,
    );
    let nonce = m.b.record().my_secrets["rosecrans_caution"].nonce.clone();
    assert_eq!(
        m.a.candidates().len(),
        2,
        "Alice's program plays under 2.7f off and on"
    );
    let alice_dir = m.root.join("alice");
    let mut before_end = 0;
    m.play_out(|m| {
        if m.a.status().over && m.a.verified() {
            return;
        }
        before_end += 1;
        // Until the end nothing in Alice's folder opens the secret: no nonce, no reveal, no
        // value in her record.
        for e in std::fs::read_dir(&alice_dir).unwrap() {
            let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
            assert!(
                !text.contains(&nonce),
                "Bob's nonce reached Alice before the end"
            );
            assert!(
                !text.contains("\"reveal\""),
                "a reveal reached Alice before the end"
            );
        }
        assert!(m.a.record().revealed.is_empty());
        eprintln!("candidates left to Alice: {}", m.a.remaining());
        assert!(!m.a.record().my_secrets.contains_key("rosecrans_caution"));
    });
    assert!(before_end > 10, "the game took {before_end} files");
    let (a, b) = (m.a.status(), m.b.status());
    assert!(a.over && b.over, "{a:?} {b:?}");
    assert!(a.verified, "Alice checked Bob's secret at the end: {a:?}");
    assert_eq!(
        m.a.record().revealed.get("rosecrans_caution"),
        Some(&json!(true))
    );
    assert_eq!(m.a.remaining(), 1);
    assert_eq!(a.state_hash, b.state_hash);
    let mut options = Map::new();
    options.insert("rosecrans_caution".into(), json!(true));
    let local = m.local_replay(options.clone());
    assert_eq!(a.state_hash.as_deref(), Some(local.as_str()));
    // The secret mattered: the same steps under 2.7f off end elsewhere (its 2 VP at least).
    options.insert("rosecrans_caution".into(), json!(false));
    assert_ne!(m.local_replay(options), local);
    // Union's 2 VP are in the final score (2.7f).
    let vp =
        m.a.game()
            .unwrap()
            .with_world(|w| format!("{:?}", w.state.vars.get("variant_vp")));
    assert!(vp.contains("2.7f"), "{vp}");
}

// ---- tampering ------------------------------------------------------------------------------

/// A game a few exchanges in, with the next file (from whoever's move it is) written but not
/// yet received: the receiver, the file, and the receiver's state before it.
fn midgame(exchanges: usize) -> (Match, PathBuf) {
    let mut m = start("dg-chickamauga", "chickamauga", "union", Map::new());
    for _ in 0..exchanges {
        assert!(m.exchange());
    }
    let alice_sends = m.a.my_move();
    let sender = if alice_sends { &mut m.a } else { &mut m.b };
    sender.play_bot(100_000).unwrap();
    let file = sender.send().unwrap();
    m.alice_receives = !alice_sends;
    (m, file)
}

fn receiver(m: &mut Match) -> &mut Player {
    if m.alice_receives { &mut m.a } else { &mut m.b }
}

/// Rewrites the envelope of `file` with `edit` into a copy; returns the copy.
fn tampered(file: &Path, edit: impl FnOnce(&mut Envelope)) -> PathBuf {
    let (_, mut env) = read_envelope(file).unwrap();
    edit(&mut env);
    let to = file.with_file_name(format!(
        "tampered-{}",
        file.file_name().unwrap().to_string_lossy()
    ));
    std::fs::write(&to, envelope_bytes(&env)).unwrap();
    to
}

fn turn(env: &mut Envelope) -> &mut sandtable::session::pbem::files::Turn {
    match &mut env.body {
        Body::Turn(t) => t,
        _ => panic!("not a turn"),
    }
}

/// Receiving `bad` fails as `expect` says, and leaves the receiver's folder and game as they
/// were; the true file is still accepted afterwards.
fn refused(m: &mut Match, good: &Path, bad: &Path, expect: impl Fn(&PbemError) -> bool) -> String {
    let r = receiver(m);
    let dir_before = folder_bytes(r);
    let status = r.status();
    let err = r.receive(bad).unwrap_err();
    assert!(expect(&err), "unexpected refusal: {err}");
    assert_eq!(r.status(), status, "the game in memory changed");
    assert_eq!(folder_bytes(r), dir_before, "the game folder changed");
    r.receive(good).unwrap();
    err.to_string()
}

fn folder_bytes(p: &Player) -> Vec<(String, Vec<u8>)> {
    let mut entries: Vec<_> = std::fs::read_dir(p.folder())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    entries
        .into_iter()
        .map(|e| (e.display().to_string(), std::fs::read(&e).unwrap()))
        .collect()
}

#[test]
fn a_changed_action_is_refused_naming_the_step() {
    let (mut m, file) = midgame(1);
    let bad = tampered(&file, |e| {
        let t = turn(e);
        let i = t
            .steps
            .iter()
            .position(|s| s.input["kind"] == "move")
            .expect("a move in the turn");
        let to = t.steps[i].input["to"].clone();
        // Another destination, with the hashes left as they were.
        t.steps[i].input["to"] = json!(if to == json!("0101") { "0102" } else { "0101" });
    });
    let msg = refused(&mut m, &file, &bad, |e| {
        matches!(e, PbemError::Illegal { .. } | PbemError::Diverged { .. })
    });
    assert!(msg.contains("step"), "{msg}");
}

#[test]
fn a_game_played_under_dice_of_the_senders_choosing_is_refused() {
    // Alice, once she has Bob's half, plays her first turn under a seed of her own making (she
    // edits Bob's half in her record) while opening her true half: Bob's replay under the
    // agreed seed comes out differently at the first step, and he refuses it.
    let lib = library();
    let root = temp_dir("pbem-dice");
    let spec = dg_spec();
    let (mut a, invite) = Player::invite(&lib, &root.join("alice"), spec).unwrap();
    let (mut b, reply) = Player::join(&lib, &root.join("bob"), &invite, "Bob", Map::new()).unwrap();
    a.receive(&reply).unwrap();
    let path = root.join("alice").join("pbem.json");
    let mut rec: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    rec["their_half"] = json!("7".repeat(64));
    std::fs::write(&path, rec.to_string()).unwrap();
    let mut a = Player::open(&lib, &root.join("alice")).unwrap();
    a.play_bot(100_000).unwrap();
    let file = a.send().unwrap();
    let err = b.receive(&file).unwrap_err();
    assert!(matches!(err, PbemError::Diverged { step: 1, .. }), "{err}");
    assert!(err.to_string().contains("re-rolled"), "{err}");
    assert!(
        b.game().is_none() || b.record().steps.is_empty(),
        "Bob kept nothing of it"
    );
}

#[test]
fn a_different_ruleset_or_options_is_refused() {
    let (mut m, file) = midgame(2);
    let bad = tampered(&file, |e| turn(e).ruleset_hash = "00ff".into());
    let msg = refused(&mut m, &file, &bad, |e| {
        matches!(e, PbemError::Setup { .. })
    });
    assert!(msg.contains("another version of the ruleset"), "{msg}");
    let (mut m, file) = midgame(2);
    let bad = tampered(&file, |e| turn(e).setup = "00ff".into());
    let msg = refused(&mut m, &file, &bad, |e| {
        matches!(e, PbemError::Setup { .. })
    });
    assert!(msg.contains("another set-up"), "{msg}");
}

#[test]
fn a_turn_out_of_order_or_from_another_game_is_refused() {
    let (mut m, file) = midgame(2);
    let bad = tampered(&file, |e| e.seq += 1);
    let msg = refused(&mut m, &file, &bad, |e| {
        matches!(e, PbemError::OutOfOrder { .. })
    });
    assert!(msg.contains("has not been received"), "{msg}");
    let (mut m, file) = midgame(2);
    let bad = tampered(&file, |e| e.previous = "ab".repeat(32));
    refused(&mut m, &file, &bad, |e| {
        matches!(e, PbemError::OutOfOrder { .. })
    });
    // The same file twice: the second is an old one.
    let (mut m, file) = midgame(2);
    let r = receiver(&mut m);
    r.receive(&file).unwrap();
    let again = r.receive(&file).unwrap_err();
    assert!(matches!(again, PbemError::OutOfOrder { .. }), "{again}");
    // A file of another game.
    let (mut m, file) = midgame(2);
    let bad = tampered(&file, |e| e.game = "cd".repeat(32));
    refused(&mut m, &file, &bad, |e| {
        matches!(e, PbemError::OtherGame { .. })
    });
}

#[test]
fn a_step_for_a_side_the_sender_does_not_play_is_refused() {
    let (mut m, file) = midgame(2);
    let bad = tampered(&file, |e| {
        let t = turn(e);
        let mine = t.steps[0].side.clone();
        let other = if mine == "union" {
            "confederate"
        } else {
            "union"
        };
        for s in &mut t.steps {
            s.side = other.into();
        }
    });
    refused(&mut m, &file, &bad, |e| {
        matches!(e, PbemError::NotTheirSide { step: 1, .. })
    });
}

#[test]
fn a_seed_chosen_by_one_player_alone_is_refused() {
    // Alice (the inviter) opens another half than the one she committed to, so as to choose
    // the seed after seeing Bob's half.
    let lib = library();
    let root = temp_dir("pbem-seed");
    let spec = dg_spec();
    let (mut a, invite) = Player::invite(&lib, &root.join("alice"), spec).unwrap();
    let (mut b, reply) = Player::join(&lib, &root.join("bob"), &invite, "Bob", Map::new()).unwrap();
    a.receive(&reply).unwrap();
    a.play_bot(100_000).unwrap();
    let file = a.send().unwrap();
    let bad = tampered(&file, |e| turn(e).seed_half = Some("5".repeat(64)));
    let err = b.receive(&bad).unwrap_err();
    assert!(matches!(err, PbemError::Seed { .. }), "{err}");
    assert!(
        err.to_string().contains("does not open the commitment"),
        "{err}"
    );
    assert!(
        b.game().is_none(),
        "Bob's game did not start on the forged seed"
    );
    // A first turn without the half, and a reply whose half is not random bytes.
    let bad = tampered(&file, |e| turn(e).seed_half = None);
    assert!(matches!(
        b.receive(&bad).unwrap_err(),
        PbemError::Seed { .. }
    ));
    // Alice's steps played under a seed of her own (her half and her own second half) do not
    // come out in the agreed game either: the hashes name the first step with a die.
    b.receive(&file).unwrap();
    assert!(b.game().is_some());
    let (mut a2, invite2) = Player::invite(&lib, &root.join("alice2"), dg_spec()).unwrap();
    let (_b2, reply2) =
        Player::join(&lib, &root.join("bob2"), &invite2, "Bob", Map::new()).unwrap();
    let bad_reply = tampered(&reply2, |e| {
        if let Body::Join(j) = &mut e.body {
            j.seed_half = "not hex".into();
        }
    });
    let err = a2.receive(&bad_reply).unwrap_err();
    assert!(matches!(err, PbemError::Seed { .. }), "{err}");
    a2.receive(&reply2).unwrap();
}

#[test]
fn a_secret_changed_after_the_fact_is_caught() {
    // Bob commits to 2.7f off, then plays it on: his record is edited after the invitation.
    let mut secrets = Map::new();
    secrets.insert("rosecrans_caution".into(), json!(false));
    let mut m = start(
        "this-terrible-sound",
        "opening-guns",
        "confederate",
        secrets,
    );
    let bob_dir = m.root.join("bob");
    let path = bob_dir.join("pbem.json");
    let mut rec: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    rec["my_secrets"]["rosecrans_caution"]["value"] = json!(true);
    std::fs::write(&path, rec.to_string()).unwrap();
    m.b = Player::open(&library(), &bob_dir).unwrap();
    // Play to the end; Alice's program follows Bob's hashes (2.7f on, as played).
    let (file, err) = loop {
        let (sender, receiver, mailbox) = if m.a.my_move() {
            (&mut m.a, &mut m.b, m.root.join("mail-bob"))
        } else {
            (&mut m.b, &mut m.a, m.root.join("mail-alice"))
        };
        if sender.game().is_some_and(|g| !g.is_over()) {
            sender.play_bot(100_000).unwrap();
        }
        let file = sender
            .send()
            .expect("the game goes on until Bob opens his secret");
        if let Err(e) = receiver.receive(&post(&file, &mailbox)) {
            break (file, e);
        }
    };
    assert!(
        matches!(&err, PbemError::Secret { option, .. } if option == "rosecrans_caution"),
        "{err}"
    );
    assert!(
        err.to_string().contains("does not match the commitment"),
        "{err}"
    );
    assert!(!m.a.verified());
    // Bob opens the value he committed to instead: it opens, but the game he played does not
    // replay under it.
    let honest = tampered(&file, |e| {
        for r in &mut turn(e).reveal {
            r.value = json!(false);
        }
    });
    let err = m.a.receive(&honest).unwrap_err();
    assert!(
        err.to_string()
            .contains("not played with the values opened"),
        "{err}"
    );
    assert!(!m.a.verified());
}

// ---- the command line ------------------------------------------------------------------------

fn sandtable(args: &[&str]) -> (bool, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(args)
        .env("SANDTABLE_HOME", env!("CARGO_MANIFEST_DIR"))
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// The file a command said it wrote ("… written: PATH").
fn written(text: &str) -> String {
    text.lines()
        .find_map(|l| l.split_once("written: ").map(|(_, p)| p.trim().to_string()))
        .unwrap_or_else(|| panic!("no file written: {text}"))
}

#[test]
fn the_command_line_plays_a_few_turns_and_refuses_a_tampered_file() {
    let root = temp_dir("pbem-cli");
    let (alice, bob) = (root.join("alice"), root.join("bob"));
    let (alice, bob) = (alice.to_str().unwrap(), bob.to_str().unwrap());
    let (ok, out) = sandtable(&[
        "pbem",
        "new",
        alice,
        "--ruleset",
        "dg-chickamauga",
        "--scenario",
        "chickamauga",
        "--me",
        "Alice",
        "--side",
        "union",
        "--opponent",
        "Bob",
    ]);
    assert!(ok, "{out}");
    let invite = written(&out);
    let (ok, out) = sandtable(&["pbem", "join", bob, &invite, "--me", "Bob"]);
    assert!(ok, "{out}");
    let reply = written(&out);
    // Bob cannot play before Alice's first turn opens her half of the seed.
    let (ok, out) = sandtable(&["pbem", "play", bob, "--bot"]);
    assert!(
        ok && out.contains("Nothing to play: the seed is not known yet"),
        "{out}"
    );
    assert!(sandtable(&["pbem", "receive", alice, &reply]).0);
    let mut last = String::new();
    for (me, them) in [(alice, bob), (bob, alice), (alice, bob), (bob, alice)] {
        let (ok, out) = sandtable(&["pbem", "play", me, "--bot"]);
        assert!(ok && out.contains("The computer took"), "{out}");
        let (ok, out) = sandtable(&["pbem", "send", me]);
        assert!(ok, "{out}");
        last = written(&out);
        let (ok, out) = sandtable(&["pbem", "receive", them, &last]);
        assert!(ok && out.contains("Accepted:"), "{out}");
        assert!(
            out.contains("   1. "),
            "the steps are shown one by one: {out}"
        );
    }
    // Receiving the last file again is refused, exit status 1, the folder unchanged.
    let before = std::fs::read(root.join("alice").join("pbem.json")).unwrap();
    let (ok, out) = sandtable(&["pbem", "receive", alice, &last]);
    assert!(!ok && out.contains("out of order"), "{out}");
    assert_eq!(
        std::fs::read(root.join("alice").join("pbem.json")).unwrap(),
        before
    );
    let (ok, out) = sandtable(&["pbem", "status", alice, "--json"]);
    assert!(ok, "{out}");
    let s: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(s["files"], json!(6));
    assert_eq!(s["my_move"], json!(true));
    let (_, bob_status) = sandtable(&["pbem", "status", bob, "--json"]);
    let b: Value = serde_json::from_str(bob_status.trim()).unwrap();
    assert_eq!(s["state_hash"], b["state_hash"]);
}

// ---- a secret the board shows early -----------------------------------------------------------

/// The tutorial with `blue_caution`, secret for the Union (blue): the Confederates (gray) get
/// 2 VP when their first combat phase begins if it is on. Gray's own end of movement brings it
/// about, so from then on Gray's board depends on Blue's secret while Gray still acts.
fn caution_library() -> sandtable::script::Library {
    let (root, lib) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/ruleset.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let option = r#"  options = {
    { id = "blue_caution", name = "Union Caution", rule = "9.9", default = false,
      description = "The Union player may secretly accept a 2 VP penalty.",
      hidden = true, secret_for = "blue" },"#;
    let text = text.replacen("  options = {", option, 1);
    let hook = r#"        combat.reset()
        if sandtable.game.option("blue_caution") and sandtable.game.turn() == 1
            and sandtable.game.active_side() == "gray" then
          sandtable.score.add_vp("gray", 2, "9.9 Union caution")
        end
"#;
    assert!(text.contains("        combat.reset()\n"));
    let text = text.replacen("        combat.reset()\n", hook, 1);
    std::fs::write(&file, text).unwrap();
    lib
}

#[test]
fn the_other_players_program_follows_the_board_once_it_shows_the_secret() {
    let lib = caution_library();
    let root = temp_dir("pbem-caution");
    let spec = NewGame {
        ruleset: "tutorial".into(),
        scenario: "crossing".into(),
        me: "Alice".into(),
        side: "gray".into(),
        opponent: "Bob".into(),
        ..NewGame::default()
    };
    let mut secrets = Map::new();
    secrets.insert("blue_caution".into(), json!(true));
    let (a, invite) = Player::invite(&lib, &root.join("alice"), spec).unwrap();
    let (b, reply) = Player::join(&lib, &root.join("bob"), &invite, "Bob", secrets).unwrap();
    let mut m = Match {
        root,
        a,
        b,
        alice_receives: false,
    };
    m.a.receive(&reply).unwrap();
    let mut fewest = usize::MAX;
    let mut settled_by_bob = 0;
    let mut files = 0;
    loop {
        files += 1;
        assert!(files < 10_000);
        if !m.a.game().is_some_and(|g| g.is_over()) {
            fewest = fewest.min(m.a.remaining());
        }
        if m.a.my_move() && !m.a.game().is_some_and(|g| g.is_over()) {
            m.a.play_bot(100_000).unwrap();
            if m.a
                .why_not_play()
                .is_some_and(|w| w.contains("depends on Bob's secret"))
            {
                // Gray still acts, but cannot know its board: Alice sends what she has.
                settled_by_bob += 1;
            }
        }
        if !m.exchange() {
            break;
        }
    }
    assert!(m.a.verified() && m.b.status().over);
    assert_eq!(m.a.status().state_hash, m.b.status().state_hash);
    assert_eq!(
        fewest, 1,
        "the board showed the secret before the end, and Alice's program followed it"
    );
    assert!(
        settled_by_bob > 0,
        "Alice never had to wait for Bob to settle the board"
    );
}
