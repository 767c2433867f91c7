//! The hostile-ruleset corpus: rulesets are other people's code, and none of this may crash,
//! hang or exhaust the process. Each case ends within ten seconds with an error naming the
//! file and line, and the running game (a `Game` whose action ran the code) is unchanged.
//! What the sandbox promises, and what it does not: docs/lua-api.md, "What the sandbox promises".

mod common;

use common::mini::{mini, mini_module, mini_scenario, mini_with, poke, start_mini};
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

#[test]
fn memory_errors_cannot_be_caught_in_a_loop() {
    // Each pcall filled the memory limit and failed; a loop of them took 86 s for one hook.
    refused_in_time(
        "pcall-memory",
        "        for i = 1, 1000 do\n          pcall(function() local t, s = {}, ('x'):rep(4000); for j = 1, 1e9 do t[j] = s .. j end end)\n        end",
        "not enough memory",
    );
}

#[test]
fn long_running_c_functions_are_charged_to_the_budget() {
    for (tag, body) in [
        // 50 MB a call: the hook between calls counted four instructions for each.
        (
            "rep",
            "        for i = 1, 1e6 do local s = ('x'):rep(50 * 1024 * 1024) end",
        ),
        // Quadratic work inside C: each insert at the front moves the whole list.
        (
            "insert",
            "        local t = {}; for i = 1, 1e6 do table.insert(t, 1, i) end",
        ),
        (
            "upper",
            "        local s = ('x'):rep(16 * 1024 * 1024); for i = 1, 1e6 do s:upper() end",
        ),
        (
            "concat",
            "        local t = {}; for i = 1, 100000 do t[i] = 'x' end; for i = 1, 1e6 do table.concat(t) end",
        ),
        (
            "slow-sort",
            "        local t = {}; for i = 1, 100000 do t[i] = -i end\n        table.sort(t, function(a, b) for k = 1, 1000 do end; return a < b end)",
        ),
    ] {
        refused_in_time(tag, body, "loop without end");
    }
}

#[test]
fn backtracking_patterns_are_stopped_by_the_budget() {
    // Lua's C matcher backtracks for hours on these; the hook never ran inside it.
    for (tag, body) in [
        (
            "find",
            "        local s = ('a'):rep(30000); local r = s:find('.-.-.-.-b')",
        ),
        (
            "match",
            "        local s = ('a'):rep(30000); local r = s:match('(a*)*b')",
        ),
        (
            "gmatch",
            "        local s = ('a'):rep(30000); for w in s:gmatch('.-.-.-b') do end",
        ),
        (
            "gsub",
            "        local s = ('a'):rep(30000); local r = s:gsub('a-a-a-b', 'x')",
        ),
        (
            "plain-find",
            "        local s = ('a'):rep(2000000); local r = s:find(('a'):rep(100000) .. 'b', 1, true)",
        ),
    ] {
        refused_in_time(tag, body, "loop without end");
    }
}

#[test]
fn a_replacement_that_grows_past_the_memory_limit_is_refused() {
    // gsub builds its result outside Lua's allocator, so Lua's limit does not see it: with
    // 200 MB of the 256 MB limit in use, a 100 MB result is refused, and pcall cannot catch it.
    refused_in_time(
        "gsub-memory",
        "        local s, t = ('x'):rep(1000000), {}\n        for i = 1, 200 do t[i] = s .. i end\n        local r = pcall(string.gsub, ('a'):rep(100000), '', ('b'):rep(1000))",
        "not enough memory",
    );
}

#[test]
fn an_error_that_is_not_a_string_still_says_what_and_where() {
    refused_in_time(
        "error-table",
        "        error({})",
        "error raised with a table",
    );
    refused_in_time("error-nil", "        error(nil)", "error raised with nil");
}

#[test]
fn a_huge_error_message_is_cut_to_a_readable_length() {
    let lib = mini("error-long", "        error(('x'):rep(10000000))", "");
    let mut game = start_mini(&lib).unwrap();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(err.len() < 3000, "{} characters", err.len());
    assert!(
        err.contains("more characters)"),
        "{}",
        &err[err.len() - 80..]
    );
    assert!(
        err.contains("rulesets/mini/ruleset.lua:16:"),
        "{}",
        &err[..80]
    );
}

#[test]
fn a_require_cycle_names_its_modules() {
    let lib = mini("require-cycle", "        require('cyc_a')", "");
    mini_module(&lib, "cyc_a", "local b = require('cyc_b')\nreturn {}\n");
    mini_module(&lib, "cyc_b", "local a = require('cyc_a')\nreturn {}\n");
    let mut game = start_mini(&lib).unwrap();
    let hash = game.state_hash();
    let err = game.apply(poke()).unwrap_err().to_string();
    assert!(err.contains("cycle (cyc_a → cyc_b → cyc_a)"), "{err}");
    assert!(err.contains("rulesets/mini/cyc_b.lua:1:"), "{err}");
    assert_eq!(game.state_hash(), hash);
}

#[test]
fn the_standard_libraries_cannot_be_changed_under_another_mods_code() {
    for (tag, body, needle) in [
        (
            "poison-field",
            "        string.upper = function() return 'evil' end",
            "string.upper cannot be changed",
        ),
        (
            "poison-rawset",
            "        rawset(table, 'insert', print)",
            "table.insert cannot be changed",
        ),
        (
            "poison-metatable",
            "        getmetatable('').__index.upper = function() return 'evil' end",
            "attempt to index a boolean value",
        ),
    ] {
        refused_in_time(tag, body, needle);
    }
    // What a ruleset does with them still works.
    let lib = mini(
        "stdlib-works",
        "        local n = 0; for k in pairs(string) do n = n + 1 end\n        assert(n > 10 and ('a'):upper() == 'A' and string.format('%d', 3) == '3')\n        assert(('a,b'):find(',') == 2 and math.max(1, 2) == 2)",
        "",
    );
    let mut game = start_mini(&lib).unwrap();
    game.apply(poke()).unwrap();
}

#[test]
fn victory_points_past_the_integer_range_are_an_error_not_a_wrap() {
    // Twice math.maxinteger wrapped to -2 and gave the game to the other side.
    refused_in_time(
        "vp-overflow",
        "        sandtable.score.add_vp('a', math.maxinteger); sandtable.score.add_vp('a', math.maxinteger)",
        "victory points out of range",
    );
}

#[test]
fn a_scenario_number_that_is_not_a_whole_number_is_refused() {
    for (tag, field, needle) in [
        (
            "turns-frac",
            "turns = 8.5",
            "'turns' must be a whole number within 1..100000, not 8.5",
        ),
        (
            "turns-huge",
            "turns = 2^32",
            "'turns' must be within 1..100000, not 4294967296",
        ),
        (
            "strength-frac",
            "turns = 2, strength = 2.5",
            "'strength' must be a whole number",
        ),
    ] {
        let lib = mini(tag, "", "");
        let (turns, strength) = field.split_once(", ").unwrap_or((field, "strength = 3"));
        mini_scenario(
            &lib,
            &format!(
                "return {{\n  name = 'S', {turns},\n  map = {{ cols = 4, rows = 4 }},\n  units = {{\n    {{ key = 'A1', side = 'a', type = 'inf', {strength}, hex = '0101' }},\n  }},\n}}\n"
            ),
        );
        let err = start_mini(&lib).err().expect(tag).to_string();
        assert!(err.contains(needle), "{tag}: {err}");
        assert!(err.contains("scenarios/mini/s.lua:"), "{tag}: {err}");
    }
}

#[test]
fn a_bot_that_returns_a_function_is_a_bot_error_not_the_end_of_the_game() {
    let lib = mini_with(
        "bot-function",
        "",
        "",
        "  bot = function(side) return function() end end,",
    );
    let mut game = start_mini(&lib).unwrap();
    let n = game.run_bots(&|_| true, 3).expect("play goes on");
    assert_eq!(n, 3);
    let log = game.log();
    let err = log
        .iter()
        .find(|e| e.kind == "bot_error")
        .expect("the bot error is logged");
    assert!(err.text.contains("unusable action"), "{}", err.text);
}

#[test]
fn a_budget_stop_inside_the_sandboxs_wrappers_names_the_rulesets_line() {
    refused_in_time(
        "budget-in-wrapper",
        "        local t = {}\n        while true do pcall(function() end) end",
        "rulesets/mini/ruleset.lua:17: actions.poke.resolve stopped after",
    );
}
