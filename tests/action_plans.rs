//! An action's plan, made once: `sandtable.actions.plan(act, f)` returns what `f(act)`
//! returned while the game stays as it is, so `can`, `resolve` and `describe` of one action (and
//! a bot that looked first) share one search; and `list_checked`, an action kind whose `list`
//! checks each item as `can` would, so `sandtable.actions.legal` does not ask `can` again.

mod common;
use common::mini::{mini_poke, poke, start_mini};
use sandtable::script::Mode;

/// The mini ruleset whose `poke` plans through `sandtable.actions.plan`, counting the plans
/// made in the Lua global `PLANS`; `resolve` stores the plan's number in `vars.n`.
fn planning_game(plan_body: &str) -> sandtable::session::Game {
    let plan = format!("sandtable.actions.plan(a, function(x) {plan_body} end)");
    let lib = mini_poke(
        "plans",
        &format!(
            r#"      can = function(a)
        local p, why = {plan}
        if not p then return false, why end
        return true
      end,
      describe = function(a) return {plan} end,
      resolve = function(a)
        local p = {plan}
        sandtable.vars.set("n", p.n)
      end,"#
        ),
        "",
        "",
    );
    start_mini(&lib).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_plan_is_made_once_while_the_game_stays_as_it_is() {
    let mut g = planning_game("PLANS = (PLANS or 0) + 1 return { n = PLANS }");
    // the window describes the action: the first plan
    assert_eq!(
        g.describe(&poke()).unwrap(),
        Some(serde_json::json!({"n": 1}))
    );
    // applied: can and resolve find the same plan (nothing changed since)
    g.apply(poke()).unwrap();
    let n = |g: &sandtable::session::Game| {
        common::run_lua(g, Mode::Query, "return { sandtable.vars.get('n'), PLANS }")
    };
    assert_eq!(n(&g), serde_json::json!([1, 1]));
    // the game changed (resolve set a variable, the phase counted an action): a new plan,
    // made once for can and resolve
    g.apply(poke()).unwrap();
    assert_eq!(n(&g), serde_json::json!([2, 2]));
    // undo changes the game too
    g.undo();
    assert_eq!(
        g.describe(&poke()).unwrap(),
        Some(serde_json::json!({"n": 3}))
    );
}

#[test]
fn a_plan_keeps_every_value_its_function_returns_and_only_looks() {
    let mut g = planning_game(r#"PLANS = (PLANS or 0) + 1 return nil, "9.9: not now""#);
    let why = common::refuse(&mut g, r#"{"kind":"poke"}"#);
    assert!(why.contains("9.9: not now"), "{why}");
    let why = common::refuse(&mut g, r#"{"kind":"poke"}"#);
    assert!(why.contains("9.9: not now"), "{why}");
    assert_eq!(
        common::run_lua(&g, Mode::Query, "return PLANS"),
        serde_json::json!(1),
        "the refusal was planned once"
    );
    let mut g = planning_game(r#"sandtable.vars.set("x", 1) return { n = 1 }"#);
    let err = g.apply(poke()).unwrap_err().to_string();
    assert!(
        err.contains("cannot change the game") && err.contains("sandtable.actions.plan"),
        "{err}"
    );
}

#[test]
fn an_action_kind_whose_list_is_checked_is_not_asked_can_again() {
    for (checked, calls) in [
        (true, serde_json::Value::Null),
        (false, serde_json::json!(1)),
    ] {
        let lib = mini_poke(
            "listed",
            &format!(
                r#"      can = function(a) CANS = (CANS or 0) + 1 return true end,
      resolve = function(a) end,
      list = function(side) return {{ {{ kind = "poke" }} }} end,
      list_checked = {checked},"#
            ),
            "",
            "",
        );
        let g = start_mini(&lib).unwrap_or_else(|e| panic!("{e}"));
        let legal = g.engine.legal_actions("a").unwrap();
        assert!(legal.iter().any(|a| a["kind"] == "poke"), "{legal:?}");
        assert_eq!(common::run_lua(&g, Mode::Query, "return CANS"), calls);
    }
}
