//! A log a player reads: events carry a level (player, detail, debug) and an audience (every
//! side, or one side only); a whole bot game's player log has no variable dumps and each move
//! once.

mod common;

use sandtable::kernel::Level;
use sandtable::script::Mode;
use sandtable::session::Game;

fn tutorial() -> Game {
    common::start(&common::library(), "tutorial", "crossing", 1, &[])
}

#[test]
fn rules_give_their_log_lines_a_level_and_an_audience() {
    let g = tutorial();
    let before = g.log_len();
    common::run_lua(
        &g,
        Mode::Change,
        r#"
        sandtable.log.say("plain")
        sandtable.log.say("the rule's bookkeeping", { level = "detail" })
        sandtable.log.event("order_written", "Union writes an order", { order = 1 }, { side = "blue" })
        sandtable.vars.set("x", { a = 1 })
        "#,
    );
    let log = g.log();
    let new = &log[before..];
    let levels: Vec<(&str, Level, Option<usize>)> = new
        .iter()
        .map(|e| (e.kind.as_str(), e.level, e.audience))
        .collect();
    assert_eq!(
        levels,
        vec![
            ("note", Level::Player, None),
            ("note", Level::Detail, None),
            ("order_written", Level::Player, Some(0)),
            ("var_set", Level::Debug, None),
        ]
    );
    // A player of either side reads the plain line; only blue reads blue's; nobody the dump.
    let seen = |level, side| new.iter().filter(|e| e.seen_by(level, side)).count();
    assert_eq!(seen(Level::Player, Some(0)), 2);
    assert_eq!(seen(Level::Player, Some(1)), 1);
    assert_eq!(seen(Level::Debug, None), 4);
    // A bad level or side is a clear error naming the snippet's line.
    for (src, needle) in [
        (
            r#"sandtable.log.say("x", { level = "loud" })"#,
            "level 'loud' is not one of player, detail, debug",
        ),
        (
            r#"sandtable.log.say("x", { side = "red" })"#,
            "unknown side 'red'",
        ),
        (
            r#"sandtable.log.say("x", { colour = 1 })"#,
            "unknown option 'colour'",
        ),
    ] {
        let err = common::try_lua(&g, Mode::Change, src).unwrap_err();
        assert!(
            err.contains(needle) && err.contains("snippet.lua:1"),
            "{err}"
        );
    }
}

#[test]
fn a_whole_bot_game_reads_without_variable_dumps_and_each_move_once() {
    let mut g = common::start(&common::library(), "dg-chickamauga", "chickamauga", 3, &[]);
    g.referee = true;
    g.run_bots(&|_| true, 100_000).unwrap();
    assert!(g.is_over());
    common::assert_refereed(&g);
    let log = g.log();
    let player: Vec<_> = log
        .iter()
        .filter(|e| e.seen_by(Level::Player, None))
        .collect();
    assert!(
        !player
            .iter()
            .any(|e| e.kind == "var_set" || e.kind == "unit_changed" || e.text.contains("vars.")),
        "a variable dump in the player log"
    );
    assert!(
        log.iter().any(|e| e.kind == "var_set"),
        "the dumps are still there for authors"
    );
    // Each move action shows exactly one player line about that unit's move.
    for rec in g.history.iter().filter(|r| r.action["kind"] == "move") {
        let unit = rec.action["unit"].as_str().unwrap();
        let lines = log[rec.events.clone()]
            .iter()
            .filter(|e| e.seen_by(Level::Player, None) && e.text.contains(&format!("{unit} moves")))
            .count();
        assert_eq!(lines, 1, "{}: {lines} player lines", rec.action);
    }
    assert!(g.history.len() > 100, "a whole game was played");
}
