//! The hostile-ruleset corpus: rulesets are other people's code, and none of this may crash,
//! hang or exhaust the process. Each case ends within ten seconds with an error naming the
//! file and line, and the running game (a `Game` whose action ran the code) is unchanged.
//! What the sandbox promises, and what it does not: docs/authoring-rulesets.md, "The sandbox".

mod common;

use common::mini::{mini, poke, start_mini};
use std::time::{Duration, Instant};

/// Runs `body` as the resolve of an action in a started game and checks the promise: a clear
/// error containing `needle` and the file and line, in time, the game as it was.
fn refused_in_time(tag: &str, body: &str, needle: &str) {
    let lib = mini(tag, body, "");
    let mut game = start_mini(&lib).unwrap();
    let hash = game.state_hash();
    let log = game.log_len();
    let t = Instant::now();
    let err = game
        .apply(poke())
        .expect_err("the hostile action must fail")
        .to_string();
    assert!(
        t.elapsed() < Duration::from_secs(10),
        "{tag}: took {:?}",
        t.elapsed()
    );
    assert!(err.contains(needle), "{tag}: {err}");
    assert!(
        err.contains("rulesets/mini/ruleset.lua:"),
        "{tag}: no file and line in {err}"
    );
    assert_eq!(game.state_hash(), hash, "{tag}: the game changed");
    assert_eq!(game.log_len(), log, "{tag}: the log changed");
    // The game goes on.
    game.apply(serde_json::json!({"kind": "end_phase"}))
        .unwrap_or_else(|e| panic!("{tag}: the game cannot go on: {e}"));
}

#[test]
fn a_cyclic_table_stored_is_an_error_not_a_stack_overflow() {
    refused_in_time(
        "cyclic",
        "        local t = {}; t.t = t; sandtable.vars.set('x', t)",
        "more than 64 tables deep",
    );
}

#[test]
fn a_very_deep_table_stored_is_an_error_not_a_stack_overflow() {
    refused_in_time(
        "deep",
        "        local t = {}; for i = 1, 100000 do t = { t } end; sandtable.log.event('x', 'x', { t = t })",
        "more than 64 tables deep",
    );
}

#[test]
fn a_table_sharing_its_levels_is_not_expanded_without_bound() {
    // Forty levels, each holding the one below twice: 2^40 values once copied into a tree.
    refused_in_time(
        "shared",
        "        local t = { 1 }; for i = 1, 40 do t = { t, t } end; sandtable.vars.set('x', t)",
        "more than 1000000 values",
    );
}

#[test]
fn a_loop_inside_a_coroutine_is_stopped_by_the_budget() {
    refused_in_time(
        "coroutine",
        "        coroutine.wrap(function() while true do end end)()",
        "loop without end",
    );
}

#[test]
fn the_budget_stop_names_the_line_that_loops() {
    refused_in_time(
        "line",
        "        local n = 0\n        while true do n = n + 1 end",
        "rulesets/mini/ruleset.lua:17: actions.poke.resolve stopped after",
    );
}

#[test]
fn finalizers_are_refused() {
    // A __gc runs with Lua's hooks off (a loop in it could never be stopped) and at any
    // allocation, even in the middle of an API call.
    for (tag, body) in [
        (
            "gc-api",
            "        setmetatable({}, { __gc = function() sandtable.units.all{} end })",
        ),
        (
            "gc-loop",
            "        setmetatable({}, { __gc = function() while true do end end })",
        ),
    ] {
        refused_in_time(tag, body, "__gc finalizers are not available");
    }
}
