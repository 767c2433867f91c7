//! The stall report of bot games (lab::stall): a side that does nothing has every free
//! unit-turn idle and its units' runs grow turn by turn; a side that plays has fewer; the
//! ruleset's `idle_reason` takes units that hold out of the count.

mod common;

use common::Scenario;
use sandtable::lab::stall::{StallReport, StallTracker};
use sandtable::session::Game;

/// Plays `g` to its end: the bots play blue; gray only ends its phases (a player who never
/// moves). The stall report of the game.
fn play_gray_idle(mut g: Game) -> StallReport {
    let mut t = StallTracker::new(&g);
    let mut n = 0;
    while !g.is_over() && n < 5_000 {
        if g.acting_side() == "gray" {
            let end = serde_json::json!({"kind": "end_phase"});
            let a = if g.check(&end).is_ok() {
                end
            } else {
                g.bot_choice().unwrap()
            };
            g.apply(a).unwrap();
        } else {
            g.run_bots(&|_| true, 1).unwrap();
        }
        t.observe(&g);
        n += 1;
    }
    assert!(g.is_over());
    t.report()
}

#[test]
fn a_side_that_never_moves_is_idle_every_free_turn_and_one_that_plays_is_not() {
    let r = play_gray_idle(Scenario::of("tutorial", "crossing").seed(7).start());
    let gray = &r["gray"];
    let blue = &r["blue"];
    assert!(gray.free_unit_turns > 0, "{r:?}");
    // every decision gray took was to end its phase, unless forced: its free units did nothing
    assert!(
        gray.idle_unit_turns * 10 >= gray.free_unit_turns * 9,
        "gray {gray:?}"
    );
    assert!(gray.longest_idle >= 4, "gray {gray:?}");
    assert!(
        blue.idle_unit_turns < blue.free_unit_turns,
        "the bots moved some of their free units: blue {blue:?}"
    );
    assert!(blue.longest_idle <= gray.longest_idle, "{r:?}");
}

#[test]
fn units_the_ruleset_says_hold_are_not_counted_free() {
    let g = Scenario::of("tutorial", "crossing")
        .seed(7)
        .edit(
            "rulesets/tutorial/ruleset.lua",
            "  describe_unit = function(u)",
            "  idle_reason = function(u) if u.side == \"gray\" then return \"holds the crossing\" end end,\n  describe_unit = function(u)",
        )
        .start();
    let r = play_gray_idle(g);
    assert_eq!(r["gray"].free_unit_turns, 0, "{r:?}");
    assert_eq!(r["gray"].idle_unit_turns, 0);
    assert!(r["blue"].free_unit_turns > 0);
}
