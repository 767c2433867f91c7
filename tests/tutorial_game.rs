//! Whole games of the tutorial's scenario "The Crossing": bots, determinism, the optional rule
//! and undo.

mod common;

use common::act;
use sandtable::session::Game;
use serde_json::{Value, json};
use std::collections::BTreeSet;

fn crossing(seed: u64, options: &[(&str, Value)]) -> Game {
    common::start(&common::library(), "tutorial", "crossing", seed, options)
}

/// Plays a whole game with both sides run by the bots; returns it, over.
fn bot_game(seed: u64, options: &[(&str, Value)]) -> Game {
    let mut g = crossing(seed, options);
    let n = g
        .run_bots(&|_| true, 100_000)
        .unwrap_or_else(|e| panic!("seed {seed}: the bots failed: {e}"));
    assert!(n < 100_000, "seed {seed}: the game did not end");
    assert!(g.is_over(), "seed {seed}: the game did not end");
    g
}

#[test]
fn bots_play_a_whole_game_to_an_outcome() {
    let g = bot_game(1, &[]);
    let o = g.outcome().unwrap();
    let log = g.log();
    let last = log.last().unwrap();
    assert_eq!(last.kind, "game_ended");
    assert_eq!(last.turn, 8, "The Crossing lasts eight turns");
    assert!(
        log.iter().all(|e| e.kind != "bot_error"),
        "a bot chose an illegal action"
    );
    // The outcome is the one rule 6.3 gives for the VP scored.
    let (blue, gray) = g.with_world(|w| (w.state.records[0].vp, w.state.records[1].vp));
    assert_eq!(o.reason, format!("6.3: VP blue {blue}, gray {gray}"));
    let margin = blue - gray;
    let (winner, level) = match margin {
        0 => (None, "draw"),
        m if m.abs() >= 6 => (Some(if m > 0 { 0 } else { 1 }), "decisive"),
        m => (Some(if m > 0 { 0 } else { 1 }), "marginal"),
    };
    assert_eq!((o.winner, o.level.as_str()), (winner, level));
    // Further actions are refused.
    let mut g = g;
    assert!(g.apply(json!({"kind": "end_phase"})).is_err());
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let a = bot_game(7, &[]);
    let b = bot_game(7, &[]);
    assert_eq!(a.state_hash(), b.state_hash());
    assert_eq!(a.history, b.history);
    let texts = |g: &Game| g.log().into_iter().map(|e| e.text).collect::<Vec<_>>();
    assert_eq!(texts(&a), texts(&b));
}

#[test]
fn different_seeds_give_different_games() {
    let hashes: BTreeSet<String> = (1..=10).map(|s| bot_game(s, &[]).state_hash()).collect();
    assert!(hashes.len() > 1, "seeds 1..=10 all gave the same game");
}

#[test]
fn the_forced_march_option_changes_the_game() {
    // Rule level: 0609 is five hexes from 2/USA in 0206 (0307, 0407, 0508, 0608, 0609, all
    // clear; four steps east from an even column reach rows 04–08 of column 06 at most; the
    // road does not help): 5 MP, beyond infantry's 4 unless Forced March is in force.
    let mut g = crossing(1, &[]);
    assert_eq!(g.options["forced_march"], json!(false));
    let e = common::refuse(&mut g, r#"{"kind":"move","unit":"2/USA","to":"0609"}"#);
    assert!(e.contains("3.1: 2/USA cannot reach 0609"), "{e}");
    let mut g = crossing(1, &[("forced_march", json!(true))]);
    assert_eq!(g.options["forced_march"], json!(true));
    g.force_dice([1]);
    act(&mut g, r#"{"kind":"move","unit":"2/USA","to":"0609"}"#);
    let moved = g
        .log()
        .into_iter()
        .rfind(|e| e.kind == "unit_moved")
        .unwrap();
    assert_eq!(moved.fields["cost"], "5");
    assert_eq!(common::unit(&g, "2/USA"), (4, Some("0609".into())));

    // Game level: the bots play by the rules in force, so some games differ.
    let differ = (1..=5).any(|s| {
        bot_game(s, &[]).state_hash() != bot_game(s, &[("forced_march", json!(true))]).state_hash()
    });
    assert!(differ, "Forced March changed none of five bot games");
    let g = bot_game(1, &[("forced_march", json!(true))]);
    assert!(
        g.log()
            .iter()
            .any(|e| e.kind == "die_rolled" && e.text.contains("7.1 forced march")),
        "the bots never used Forced March"
    );
}

#[test]
fn undo_after_a_move_restores_the_exact_state() {
    let mut g = crossing(3, &[]);
    let (hash, len) = (g.state_hash(), g.log_len());
    act(&mut g, r#"{"kind":"move","unit":"1/USA","to":"0203"}"#);
    let after = g.state_hash();
    assert_ne!(after, hash);
    assert!(g.log_len() > len);
    let rec = g.undo().expect("one action to undo");
    assert_eq!(rec.action["unit"], "1/USA");
    assert_eq!(g.state_hash(), hash);
    assert_eq!(g.log_len(), len);
    assert!(g.history.is_empty());
    assert_eq!(common::unit(&g, "1/USA"), (4, Some("0204".into())));
    // The unit may move again, and the same move gives the same state.
    act(&mut g, r#"{"kind":"move","unit":"1/USA","to":"0203"}"#);
    assert_eq!(g.state_hash(), after);

    // Undo across a phase change and a die roll (the dice go back too).
    let mut g = crossing(3, &[("forced_march", json!(true))]);
    act(&mut g, r#"{"kind":"move","unit":"2/USA","to":"0609"}"#);
    let (hash, len) = (g.state_hash(), g.log_len());
    act(&mut g, r#"{"kind":"end_phase"}"#);
    assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "combat");
    g.undo().unwrap();
    assert_eq!((g.state_hash(), g.log_len()), (hash, len));
    g.undo().unwrap();
    assert_eq!(
        g.state_hash(),
        crossing(3, &[("forced_march", json!(true))]).state_hash()
    );
    assert!(g.undo().is_none());
}

#[test]
fn a_game_without_undo_history_plays_the_same_and_has_nothing_to_undo() {
    // Headless play and the balance lab switch the undo snapshots off (`keep_undo`): the game
    // must play exactly as with them, keep its history (saves and replays need it), roll a
    // refused action back as before, and have nothing to undo.
    let with = bot_game(2, &[]);
    let mut g = crossing(2, &[]);
    g.keep_undo = false;
    let e = common::refuse(&mut g, r#"{"kind":"move","unit":"2/USA","to":"0609"}"#);
    assert!(e.contains("3.1"), "{e}");
    g.run_bots(&|_| true, 100_000).expect("the bots play");
    assert!(g.is_over());
    assert_eq!(g.state_hash(), with.state_hash());
    assert_eq!(g.history.len(), with.history.len());
    assert!(g.undo().is_none());
    assert_eq!(
        g.state_hash(),
        with.state_hash(),
        "a refused undo changes nothing"
    );
}
