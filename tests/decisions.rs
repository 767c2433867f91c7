//! Decisions in the middle of play (`sandtable.decisions`): a rule asks a side to choose; until
//! it answers, that side is the one to act and nothing else may happen; the answer is an entry
//! in the history (saved, undone, replayed); bots answer for computer sides; an impossible
//! question is a clear error naming the file and line, and the game is left as it was.

mod common;

use sandtable::script::Library;
use sandtable::session::save::SaveFile;
use sandtable::session::{Game, GameSetup};
use serde_json::json;

/// Side `a` fires volleys; each volley asks side `b` how to answer it (rule 9.1: stand, which
/// costs `b` a VP, or fall back). The `ending` phase's on_end asks `a` whether to dig in. The
/// scenarios' vars switch on the bad questions.
fn library() -> Library {
    let root = common::temp_dir("decisions");
    let rs = root.join("rulesets").join("dec");
    std::fs::create_dir_all(&rs).unwrap();
    std::fs::write(
        rs.join("ruleset.lua"),
        r#"return {
  id = "dec", name = "Decisions",
  sides = { { id = "a", name = "Attacker" }, { id = "b", name = "Defender" } },
  unit_types = { { id = "inf", movement = 1 } },
  terrain = { { id = "clear" } },
  phases = {
    { id = "fire", actions = { "volley" } },
    { id = "ending", actions = { "wait" }, on_end = function()
        sandtable.decisions.ask{ side = "a", kind = "dig", rule = "9.3", prompt = "Dig in?",
          choices = { "yes", "no" } }
      end },
  },
  actions = {
    volley = { resolve = function(act)
      local bad = sandtable.vars.get("bad")
      if bad == "no_choices" then
        sandtable.decisions.ask{ side = "b", kind = "reply", prompt = "?", choices = {} }
      elseif bad == "no_side" then
        sandtable.decisions.ask{ side = "c", kind = "reply", prompt = "?", choices = { "x" } }
      elseif bad == "no_kind" then
        sandtable.decisions.ask{ side = "b", kind = "nope", prompt = "?", choices = { "x" } }
      end
      sandtable.vars.set("volleys", (sandtable.vars.get("volleys") or 0) + 1)
      sandtable.decisions.ask{
        side = "b", kind = "reply", rule = "9.1",
        prompt = "The volley hits: stand or fall back?",
        choices = { { value = "stand", label = "stand (lose 1 VP)" }, { value = "back", label = "fall back" } },
        default = "back",
        context = { volley = sandtable.vars.get("volleys") },
      }
    end },
    wait = { resolve = function() end },
  },
  decisions = {
    reply = {
      rule = "9.1",
      resolve = function(d, choice)
        if choice == "stand" then sandtable.score.add_vp("a", 1, "9.1 stood under volley " .. d.context.volley) end
        sandtable.vars.set("last_reply", choice)
      end,
      -- the computer's answer may depend on the profile playing the side (this ruleset
      -- declares none: its one implicit profile is "standard")
      bot = function(d, profile) return profile == "standard" and "stand" or "back" end,
    },
    dig = { resolve = function(d, choice) sandtable.vars.set("dug", choice) end },
  },
  on_turn_begin = function()
    if sandtable.vars.get("bad") == "turn_begin" then
      sandtable.decisions.ask{ side = "a", kind = "dig", prompt = "?", choices = { "yes" } }
    end
  end,
}
"#,
    )
    .unwrap();
    let sc = root.join("scenarios").join("dec");
    std::fs::create_dir_all(&sc).unwrap();
    for (id, bad) in [
        ("s", ""),
        ("no_choices", "no_choices"),
        ("no_side", "no_side"),
        ("no_kind", "no_kind"),
        ("turn_begin", "turn_begin"),
    ] {
        std::fs::write(
            sc.join(format!("{id}.lua")),
            format!(
                r#"return {{ name = "S", turns = 2, map = {{ cols = 2, rows = 2 }}, units = {{}}, vars = {{ bad = "{bad}" }} }}"#
            ),
        )
        .unwrap();
    }
    Library::at(&root)
}

fn setup(scenario: &str) -> GameSetup {
    GameSetup {
        ruleset: "dec".into(),
        scenario: scenario.into(),
        seed: 1,
        options: Default::default(),
    }
}

fn start(lib: &Library, scenario: &str) -> Game {
    Game::new(lib, setup(scenario)).unwrap()
}

fn var(g: &Game, k: &str) -> serde_json::Value {
    g.with_world(|w| w.state.vars.get(k).cloned().unwrap_or_default())
}

#[test]
fn the_side_that_owes_a_decision_acts_and_nothing_else_happens_until_it_answers() {
    let lib = library();
    let mut g = start(&lib, "s");
    assert_eq!(g.acting_side(), "a");
    g.apply(json!({"kind": "volley"})).unwrap();
    assert_eq!(g.acting_side(), "b", "the defender owes the answer");
    let d = g.pending_decision().unwrap();
    assert_eq!(d["rule"], "9.1");
    assert_eq!(d["default"], "back");
    assert_eq!(d["choices"][0]["label"], "stand (lose 1 VP)");

    let hash = g.state_hash();
    for refused in [
        json!({"kind": "volley"}),
        json!({"kind": "end_phase"}),
        json!({"kind": "decide", "choice": "run"}),
        json!({"kind": "decide", "decision": 7, "choice": "stand"}),
    ] {
        let err = g.apply(refused.clone()).unwrap_err().to_string();
        assert!(
            err.contains("b must first decide (9.1): The volley hits"),
            "{refused}: {err}"
        );
        assert_eq!(g.state_hash(), hash, "{refused} changed the game");
    }
    // Only the answers are legal.
    let legal = g.engine.legal_actions("b").unwrap();
    assert_eq!(legal.len(), 2);
    assert!(g.engine.legal_actions("a").unwrap().is_empty());

    g.apply(json!({"kind": "decide", "decision": 1, "choice": "stand"}))
        .unwrap();
    assert_eq!(var(&g, "last_reply"), "stand");
    assert_eq!(g.with_world(|w| w.state.records[0].vp), 1);
    assert_eq!(g.acting_side(), "a", "play goes back to the phasing side");
    let texts: Vec<String> = g
        .log()
        .into_iter()
        .filter(|e| e.kind.starts_with("decision_"))
        .map(|e| e.text)
        .collect();
    assert_eq!(
        texts,
        vec![
            "Defender decides [9.1]: The volley hits: stand or fall back? (stand (lose 1 VP); fall back)",
            "Defender chooses: stand (lose 1 VP)"
        ]
    );
    assert!(
        g.apply(json!({"kind": "decide", "choice": "stand"}))
            .unwrap_err()
            .to_string()
            .contains("no decision is owed now")
    );
}

#[test]
fn a_decision_is_undone_saved_loaded_and_replayed_like_any_action() {
    let lib = library();
    let mut g = start(&lib, "s");
    g.apply(json!({"kind": "volley"})).unwrap();
    let asked = g.state_hash();
    g.apply(json!({"kind": "decide", "choice": "back"}))
        .unwrap();
    assert_eq!(var(&g, "last_reply"), "back");
    g.undo().unwrap();
    assert_eq!(g.state_hash(), asked, "undo returns to the question");
    assert_eq!(g.acting_side(), "b");

    // Saved while the decision is owed: loading resumes at it.
    let dir = common::temp_dir("decisions-save");
    let path = dir.join("owed.json");
    SaveFile::of(&g).write(&path).unwrap();
    let save = SaveFile::read(&path).unwrap();
    let (mut loaded, same) = save.replay(&lib, path.to_str().unwrap()).unwrap();
    assert!(same, "the replay reproduces the state hash");
    assert_eq!(loaded.state_hash(), asked);
    assert_eq!(
        loaded.pending_decision().unwrap()["prompt"],
        "The volley hits: stand or fall back?"
    );
    loaded
        .apply(json!({"kind": "decide", "choice": "stand"}))
        .unwrap();
    SaveFile::of(&loaded).write(&path).unwrap();
    let (again, same) = SaveFile::read(&path)
        .unwrap()
        .replay(&lib, path.to_str().unwrap())
        .unwrap();
    assert!(same);
    assert_eq!(again.state_hash(), loaded.state_hash());
}

#[test]
fn a_decision_asked_as_a_phase_ends_holds_the_phase_until_answered() {
    let lib = library();
    let mut g = start(&lib, "s");
    g.apply(json!({"kind": "end_phase"})).unwrap(); // fire → ending
    g.apply(json!({"kind": "end_phase"})).unwrap(); // ending's on_end asks a
    assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "ending");
    assert_eq!(g.pending_decision().unwrap()["kind"], "dig");
    g.apply(json!({"kind": "decide", "choice": "no"})).unwrap();
    assert_eq!(var(&g, "dug"), "no");
    // The phase ended once (no second question) and b's fire phase began.
    assert!(g.pending_decision().is_none());
    assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "fire");
    assert_eq!(g.acting_side(), "b");
}

#[test]
fn bots_answer_decisions_for_computer_sides() {
    let lib = library();
    let mut g = start(&lib, "s");
    g.apply(json!({"kind": "volley"})).unwrap();
    // The ruleset's bot for "reply", told the side's profile, stands.
    let a = g.bot_action().unwrap();
    assert_eq!(
        a,
        json!({"kind": "decide", "decision": 1, "choice": "stand"})
    );
    // The generic bot picks one of the answers the engine lists.
    g.generic_bots = true;
    let a = g.bot_action().unwrap();
    assert_eq!(a["kind"], "decide");
    assert!(["stand", "back"].contains(&a["choice"].as_str().unwrap()));
    // A whole game between bots ends, every decision answered.
    g.generic_bots = false;
    g.run_bots(&|_| true, 10_000).unwrap();
    assert!(g.is_over());
    assert!(g.pending_decision().is_none());
}

#[test]
fn an_impossible_decision_is_a_clear_error_and_the_game_is_left_as_it_was() {
    let lib = library();
    for (scenario, needle) in [
        ("no_choices", "offers no choices"),
        ("no_side", "unknown side 'c'"),
        ("no_kind", "declares no decision 'nope'"),
    ] {
        let mut g = start(&lib, scenario);
        let hash = g.state_hash();
        let len = g.log_len();
        let err = g.apply(json!({"kind": "volley"})).unwrap_err().to_string();
        assert!(err.contains(needle), "{scenario}: {err}");
        assert!(
            err.contains("ruleset.lua:"),
            "{scenario}: the error names the file and line: {err}"
        );
        assert_eq!(g.state_hash(), hash, "{scenario}: the game changed");
        assert_eq!(g.log_len(), len);
        assert!(g.pending_decision().is_none());
    }
    // A hook after which play cannot wait may not ask.
    let err = Game::new(&lib, setup("turn_begin"))
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("on_turn_begin asked a decision"), "{err}");
}
