//! The sequence of play: phases, automatic phases, end_if, turns, the clock, game end.

mod common;

use sandtable::script::Library;
use sandtable::session::{Game, GameSetup};
use serde_json::json;

/// A two-side ruleset with phases `orders` (action `note`), `bookkeeping` (no actions: it runs
/// by itself) and `fire` (ends by itself once two notes were taken in the turn).
fn flow_library() -> Library {
    flow_library_with(
        r#"calendar = { turn_minutes = 120, night_turn_minutes = 360, night = { from = "20:00", to = "06:00" } },"#,
    )
}

/// The same ruleset with another calendar declaration.
fn flow_library_with(calendar: &str) -> Library {
    let root = common::temp_dir("flow");
    let rs = root.join("rulesets").join("flow");
    std::fs::create_dir_all(&rs).unwrap();
    std::fs::write(
        rs.join("ruleset.lua"),
        r#"
local function count() return sandtable.vars.get("notes") or 0 end
-- CALENDAR
return {
  id = "flow", name = "Flow",
  sides = { { id = "a" }, { id = "b" } },
  unit_types = { { id = "inf", movement = 1 } },
  terrain = { { id = "clear" } },
  CALENDAR
  phases = {
    { id = "orders", actions = { "note" },
      -- An obligation: in the "obligation" scenario a note must be taken before the phase ends.
      can_end = function()
        if sandtable.vars.get("must_note") and count() == 0 then return false, "9.9: take a note first" end
        return true
      end },
    { id = "bookkeeping", on_begin = function() sandtable.log.say("books kept") end },
    { id = "fire", actions = { "note" }, end_if = function() return count() >= 2 end },
  },
  actions = {
    note = { resolve = function() sandtable.vars.set("notes", count() + 1) end },
  },
  on_turn_begin = function() sandtable.vars.set("notes", 0) end,
  victory = function() return { winner = "b", level = "test", reason = "b always wins" } end,
}
"#
        .replace("CALENDAR", calendar),
    )
    .unwrap();
    let sc = root.join("scenarios").join("flow");
    std::fs::create_dir_all(&sc).unwrap();
    std::fs::write(
        sc.join("s.lua"),
        r#"return { name = "S", turns = 3, start = { time = "16:00" }, map = { cols = 2, rows = 2 }, units = {} }"#,
    )
    .unwrap();
    std::fs::write(
        sc.join("obligation.lua"),
        r#"return { name = "Obligation", turns = 1, map = { cols = 2, rows = 2 }, units = {}, vars = { must_note = true } }"#,
    )
    .unwrap();
    std::fs::write(
        sc.join("evening.lua"),
        r#"return { name = "Evening", turns = 5, start = { time = "17:00" }, map = { cols = 2, rows = 2 }, units = {} }"#,
    )
    .unwrap();
    Library::at(&root)
}

fn start() -> Game {
    start_in(&flow_library())
}

fn start_in(lib: &Library) -> Game {
    Game::new(
        lib,
        GameSetup {
            ruleset: "flow".into(),
            scenario: "s".into(),
            seed: 1,
            options: Default::default(),
        },
    )
    .unwrap()
}

fn where_(g: &Game) -> (u32, String, String) {
    g.with_world(|w| (w.state.turn, w.state.cursor.id.clone(), g.acting_side()))
}

#[test]
fn end_phase_runs_through_automatic_phases() {
    let mut g = start();
    assert_eq!(where_(&g), (1, "orders".into(), "a".into()));
    g.apply(json!({"kind": "end_phase"})).unwrap();
    // bookkeeping has no actions: it ran by itself, and play waits in fire.
    assert_eq!(where_(&g), (1, "fire".into(), "a".into()));
    assert!(
        g.log()
            .iter()
            .any(|e| e.text == "books kept" && e.phase == "bookkeeping")
    );
}

#[test]
fn end_if_ends_a_phase_when_it_holds() {
    let mut g = start();
    g.apply(json!({"kind": "note"})).unwrap();
    g.apply(json!({"kind": "end_phase"})).unwrap();
    assert_eq!(where_(&g), (1, "fire".into(), "a".into()));
    g.apply(json!({"kind": "note"})).unwrap();
    // Two notes this turn: fire ends by itself; side b's orders phase begins.
    assert_eq!(where_(&g), (1, "orders".into(), "b".into()));
    let err = g.apply(json!({"kind": "bogus"})).unwrap_err().to_string();
    assert!(
        err.contains("'bogus' is not allowed in the orders phase (allowed: note, end_phase)"),
        "{err}"
    );
}

#[test]
fn turns_advance_the_clock_through_night_and_the_game_ends() {
    let mut g = start();
    let clock = |g: &Game| {
        g.with_world(|w| {
            (
                w.state.turn,
                w.state.clock.day,
                w.state.clock.time(),
                w.state.clock.night,
            )
        })
    };
    assert_eq!(clock(&g), (1, 0, "16:00".into(), false));
    let mut guard = 0;
    while g.with_world(|w| w.state.turn) == 1 {
        g.apply(json!({"kind": "end_phase"})).unwrap();
        guard += 1;
        assert!(guard < 20);
    }
    assert_eq!(clock(&g), (2, 0, "18:00".into(), false));
    while g.with_world(|w| w.state.turn) == 2 {
        g.apply(json!({"kind": "end_phase"})).unwrap();
    }
    assert_eq!(clock(&g), (3, 0, "20:00".into(), true));
    while !g.is_over() {
        g.apply(json!({"kind": "end_phase"})).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.level.as_str()), (Some(1), "test"));
    assert_eq!(g.with_world(|w| w.state.turn), 3);
    assert!(
        g.apply(json!({"kind": "end_phase"})).is_err(),
        "nothing after the end"
    );
}

#[test]
fn long_turns_can_begin_before_the_night() {
    // River of Death's shape: two-hour turns from 18:00, but night only from 20:00.
    let lib = flow_library_with(
        r#"calendar = { turn_minutes = 60, night_turn_minutes = 120, long_turns = { from = "18:00", to = "06:00" }, night = { from = "20:00", to = "06:00" } },"#,
    );
    let mut g = Game::new(
        &lib,
        GameSetup {
            ruleset: "flow".into(),
            scenario: "evening".into(),
            seed: 1,
            options: Default::default(),
        },
    )
    .unwrap();
    let mut seen = Vec::new();
    while !g.is_over() {
        let now = g.with_world(|w| (w.state.turn, w.state.clock.time(), w.state.clock.night));
        if seen.last() != Some(&now) {
            seen.push(now);
        }
        g.apply(json!({"kind": "end_phase"})).unwrap();
    }
    assert_eq!(
        seen,
        vec![
            (1, "17:00".to_string(), false),
            (2, "18:00".to_string(), false),
            (3, "20:00".to_string(), true),
            (4, "22:00".to_string(), true),
            (5, "00:00".to_string(), true),
        ],
        "an hour, then two-hour turns from 18:00, night from 20:00"
    );
    let lib = flow_library_with(
        r#"calendar = { turn_minutes = 60, night_turn_minutes = 120, long_turns = { from = "17:00" } },"#,
    );
    let err = Game::new(
        &lib,
        GameSetup {
            ruleset: "flow".into(),
            scenario: "s".into(),
            seed: 1,
            options: Default::default(),
        },
    )
    .err()
    .expect("a bad long_turns is refused");
    assert!(
        err.to_string()
            .contains("calendar.long_turns needs from and to"),
        "{err}"
    );
}

#[test]
fn a_phase_can_refuse_to_end_until_its_obligation_is_met() {
    let mut g = Game::new(
        &flow_library(),
        GameSetup {
            ruleset: "flow".into(),
            scenario: "obligation".into(),
            seed: 1,
            options: Default::default(),
        },
    )
    .unwrap();
    let end = json!({"kind": "end_phase"});
    let before = g.state_hash();
    let err = g.apply(end.clone()).unwrap_err();
    assert_eq!(err.to_string(), "illegal action: 9.9: take a note first");
    assert!(
        g.check(&end).is_err(),
        "the host sees the refusal before acting"
    );
    assert_eq!(g.state_hash(), before, "a refused end changes nothing");
    assert_eq!(where_(&g).1, "orders");
    g.apply(json!({"kind": "note"})).unwrap();
    g.apply(end).unwrap();
    assert_eq!(where_(&g).1, "fire", "the obligation met, the phase ends");
}
