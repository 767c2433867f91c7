//! Whole games of Chickamauga (ruleset dg-chickamauga, scenario chickamauga) played by the
//! ruleset's own bots: they finish all 15 turns with a result the victory rules give, and the
//! same seed gives the same game.

mod common;

use sandtable::session::Game;

fn campaign(seed: u64) -> Game {
    common::start(
        &common::library(),
        "dg-chickamauga",
        "chickamauga",
        seed,
        &[],
    )
}

/// Plays a whole game with both sides run by the bots; returns it, over.
fn bot_game(seed: u64) -> Game {
    let mut g = campaign(seed);
    let n = g
        .run_bots(&|_| true, 20_000)
        .unwrap_or_else(|e| panic!("seed {seed}: the bots failed: {e}"));
    assert!(n < 20_000, "seed {seed}: the game did not end");
    assert!(g.is_over(), "seed {seed}: the game did not end");
    g
}

#[test]
fn bots_play_all_fifteen_turns_to_a_result() {
    let g = bot_game(7);
    let log = g.log();
    let last = log.last().unwrap();
    assert_eq!(last.kind, "game_ended");
    assert_eq!(last.turn, 15, "the game lasts 15 turns (15.53)");
    assert!(
        log.iter().all(|e| e.kind != "bot_error"),
        "a bot chose an illegal action: {:?}",
        log.iter().find(|e| e.kind == "bot_error").map(|e| &e.text)
    );
    // 17.0 The side with more VP wins, by the margin.
    let (union, confed) = g.with_world(|w| (w.state.records[0].vp, w.state.records[1].vp));
    let o = g.outcome().unwrap();
    assert_eq!(
        o.reason,
        format!("17.0: VP union {union}, confederate {confed}")
    );
    let margin = union - confed;
    if margin != 0 {
        assert_eq!(o.winner, Some(if margin > 0 { 0 } else { 1 }));
        assert_eq!(o.level, format!("by {} VP", margin.abs()));
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let a = bot_game(3);
    let b = bot_game(3);
    assert_eq!(a.state_hash(), b.state_hash());
    assert_eq!(a.history, b.history);
}
