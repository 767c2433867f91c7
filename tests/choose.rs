//! Decisions chosen in place (`sandtable.decisions.choose`): a rule in the middle of a cascade
//! asks a side and gets the answer back where it stands. The action stops on the question with
//! the game shown as it is at that moment; once answered it is carried out again from its start
//! with the same dice, and the history keeps the action with its answers, so undo, saves and
//! replay stay exact.

mod common;

use sandtable::script::Library;
use sandtable::session::save::SaveFile;
use sandtable::session::{Game, GameSetup};
use serde_json::json;

/// Side `a` fires a volley: a die is rolled, then side `b` chooses to stand or fall back (9.1)
/// and, falling back, where to (9.2), with a question of one choice between them. Scenario vars
/// switch on a rule that catches the stop with pcall, and bad questions.
fn library() -> Library {
    let root = common::temp_dir("choose");
    let rs = root.join("rulesets").join("cho");
    std::fs::create_dir_all(&rs).unwrap();
    std::fs::write(
        rs.join("ruleset.lua"),
        r#"return {
  id = "cho", name = "Choose",
  sides = { { id = "a", name = "Attacker" }, { id = "b", name = "Defender" } },
  unit_types = { { id = "inf", movement = 1 } },
  terrain = { { id = "clear" } },
  phases = { { id = "fire", actions = { "volley", "peek" } } },
  actions = {
    volley = { resolve = function(act)
      local roll = sandtable.dice.roll(6, "volley")
      sandtable.vars.set("rolls", (sandtable.vars.get("rolls") or 0) + 1)
      sandtable.vars.set("roll", roll)
      local bad = sandtable.vars.get("bad")
      if bad == "no_choices" then
        sandtable.decisions.choose{ side = "b", kind = "stand", prompt = "?", choices = {} }
      elseif bad == "twice" then
        sandtable.decisions.choose{ side = "b", kind = "stand", prompt = "?", choices = { "x", "x" } }
      elseif bad == "no_kind" then
        sandtable.decisions.choose{ side = "b", kind = "nope", prompt = "?", choices = { "x", "y" } }
      end
      local way = sandtable.decisions.choose{ side = "b", kind = "stand", rule = "9.1",
        prompt = ("Rolled %d: stand or fall back?"):format(roll), choices = { "stand", "back" } }
      sandtable.vars.set("way", way)
      sandtable.vars.set("only", sandtable.decisions.choose{ side = "b", kind = "stand",
        prompt = "The one way", choices = { "only" } })
      if way == "back" then
        sandtable.vars.set("where", sandtable.decisions.choose{ side = "b", kind = "where", rule = "9.2",
          prompt = "Fall back where?",
          choices = { { value = "0101", label = "to 0101", hex = "0101" }, { value = "0102", label = "to 0102", hex = "0102" } } })
      end
      if bad == "catch" then
        local ok = pcall(sandtable.decisions.choose, { side = "a", kind = "stand", prompt = "Caught?", choices = { "x", "y" } })
        sandtable.vars.set("went_on", true)
      end
    end },
    peek = {
      can = function()
        sandtable.decisions.choose{ side = "b", kind = "stand", prompt = "?", choices = { "x", "y" } }
        return true
      end,
      resolve = function() end,
    },
  },
  decisions = {
    stand = { rule = "9.1", bot = function(d) return d.choices[#d.choices].value end },
    where = {},
  },
}
"#,
    )
    .unwrap();
    let sc = root.join("scenarios").join("cho");
    std::fs::create_dir_all(&sc).unwrap();
    for bad in ["", "catch", "no_choices", "twice", "no_kind"] {
        let id = if bad.is_empty() { "s" } else { bad };
        std::fs::write(
            sc.join(format!("{id}.lua")),
            format!(
                r#"return {{ name = "S", turns = 2, map = {{ cols = 2, rows = 2 }}, units = {{}}, vars = {{ bad = "{bad}" }} }}"#
            ),
        )
        .unwrap();
    }
    // A question while the game is set up, before any side can answer.
    std::fs::write(
        sc.join("at_set_up.lua"),
        r#"return { name = "S", turns = 2, map = { cols = 2, rows = 2 }, units = {},
  setup = function()
    sandtable.vars.set("picked", sandtable.decisions.choose{ side = "b", kind = "stand", rule = "9.1",
      prompt = "At set-up?", choices = { "x", "y" } })
  end }"#,
    )
    .unwrap();
    Library::at(&root)
}

fn start(lib: &Library, scenario: &str) -> Game {
    Game::new(
        lib,
        GameSetup {
            ruleset: "cho".into(),
            scenario: scenario.into(),
            seed: 3,
            options: Default::default(),
        },
    )
    .unwrap()
}

fn var(g: &Game, k: &str) -> serde_json::Value {
    g.with_world(|w| w.state.vars.get(k).cloned().unwrap_or_default())
}

fn decision_texts(g: &Game) -> Vec<String> {
    g.log()
        .into_iter()
        .filter(|e| e.kind.starts_with("decision_"))
        .map(|e| e.text)
        .collect()
}

#[test]
fn an_action_stops_on_its_question_and_is_carried_out_with_the_answers_and_the_same_dice() {
    let lib = library();
    let mut g = start(&lib, "s");
    g.force_dice([4]);
    let before = g.state_hash();
    g.apply(json!({"kind": "volley"})).unwrap();
    // Stopped on the question: the game as it is at that moment (the die rolled), b to act.
    assert_eq!(g.acting_side(), "b");
    assert_eq!(var(&g, "roll"), 4);
    let d = g.pending_decision().unwrap();
    assert_eq!(d["prompt"], "Rolled 4: stand or fall back?");
    assert_eq!(d["rule"], "9.1");
    assert!(g.history.is_empty(), "nothing is recorded while it waits");
    assert_eq!(g.engine.legal_actions("b").unwrap().len(), 2);
    assert!(g.apply(json!({"kind": "peek"})).is_err());

    g.apply(json!({"kind": "decide", "choice": "back"}))
        .unwrap();
    // The second question of the same action; the die is the one rolled the first time.
    assert_eq!(g.pending_decision().unwrap()["prompt"], "Fall back where?");
    assert_eq!(g.pending_decision().unwrap()["choices"][1]["hex"], "0102");
    assert_eq!(var(&g, "roll"), 4);
    g.apply(json!({"kind": "decide", "choice": "0102"}))
        .unwrap();
    assert!(g.pending_decision().is_none());
    assert_eq!(g.acting_side(), "a");
    assert_eq!(var(&g, "way"), "back");
    assert_eq!(var(&g, "where"), "0102");
    assert_eq!(var(&g, "only"), "only", "one choice is no question");
    assert_eq!(var(&g, "roll"), 4);
    assert_eq!(
        var(&g, "rolls"),
        1,
        "each run starts from the game before the action"
    );
    // One entry in the history: the action with its answers.
    assert_eq!(g.history.len(), 1);
    assert_eq!(
        g.history[0].action,
        json!({"kind": "volley", "answers": ["back", "0102"]})
    );
    // The log reads as if asked and answered in the flow, once each.
    assert_eq!(
        decision_texts(&g),
        vec![
            "Defender decides [9.1]: Rolled 4: stand or fall back? (stand; back)",
            "Defender chooses: back",
            "Defender decides [9.2]: Fall back where? (to 0101; to 0102)",
            "Defender chooses: to 0102",
        ]
    );
    let done = g.state_hash();
    // Undo takes back the whole action.
    g.undo().unwrap();
    assert_eq!(g.state_hash(), before);
    // The recorded action, applied again, needs no answer.
    g.apply(json!({"kind": "volley", "answers": ["back", "0102"]}))
        .unwrap();
    assert_eq!(g.state_hash(), done);
}

#[test]
fn a_game_waiting_on_a_question_undoes_saves_and_loads_at_that_question() {
    let lib = library();
    let mut g = start(&lib, "s");
    g.apply(json!({"kind": "volley"})).unwrap();
    let first = g.state_hash();
    g.apply(json!({"kind": "decide", "choice": "back"}))
        .unwrap();
    let second = g.state_hash();
    assert_ne!(first, second);

    let dir = common::temp_dir("choose-save");
    let path = dir.join("waiting.json");
    SaveFile::of(&g).write(&path).unwrap();
    let save = SaveFile::read(&path).unwrap();
    assert_eq!(
        save.waiting,
        Some(json!({"kind": "volley", "answers": ["back"]}))
    );
    let (mut loaded, same) = save.replay(&lib, path.to_str().unwrap()).unwrap();
    assert!(same, "the replay reproduces the state hash");
    assert_eq!(loaded.state_hash(), second);
    assert_eq!(
        loaded.pending_decision().unwrap()["prompt"],
        "Fall back where?"
    );
    loaded
        .apply(json!({"kind": "decide", "choice": "0101"}))
        .unwrap();
    assert_eq!(var(&loaded, "where"), "0101");

    // Undo while waiting takes back the action that asked.
    let before = {
        let fresh = start(&lib, "s");
        fresh.state_hash()
    };
    g.undo().unwrap();
    assert_eq!(g.state_hash(), before);
    assert!(g.pending_decision().is_none());
    assert!(g.history.is_empty());
}

#[test]
fn bots_answer_questions_chosen_in_place_and_a_caught_stop_still_stops() {
    let lib = library();
    let mut g = start(&lib, "s");
    g.apply(json!({"kind": "volley"})).unwrap();
    // The ruleset's bot for "stand" takes the last choice: back; "where" has none, so the
    // generic bot picks among the answers listed.
    g.run_bots(&|_| true, 2).unwrap();
    assert_eq!(var(&g, "way"), "back");
    assert!(["0101", "0102"].contains(&var(&g, "where").as_str().unwrap()));
    assert_eq!(g.history.len(), 1);

    // A rule that catches the stop with pcall does not go on past its question.
    let mut c = start(&lib, "catch");
    c.apply(json!({"kind": "volley"})).unwrap();
    c.apply(json!({"kind": "decide", "choice": "stand"}))
        .unwrap();
    assert_eq!(c.pending_decision().unwrap()["prompt"], "Caught?");
    assert_eq!(c.acting_side(), "a");
    c.apply(json!({"kind": "decide", "choice": "y"})).unwrap();
    assert_eq!(var(&c, "went_on"), true);
    assert!(c.pending_decision().is_none());
}

#[test]
fn a_question_that_cannot_be_asked_is_a_clear_error_and_the_game_is_left_as_it_was() {
    let lib = library();
    for (scenario, needle) in [
        ("no_choices", "offers no choices"),
        ("twice", "offers the choice \"x\" twice"),
        ("no_kind", "declares no decision 'nope'"),
    ] {
        let mut g = start(&lib, scenario);
        let hash = g.state_hash();
        let len = g.log_len();
        let err = g.apply(json!({"kind": "volley"})).unwrap_err().to_string();
        assert!(err.contains(needle), "{scenario}: {err}");
        assert!(err.contains("ruleset.lua:"), "{scenario}: {err}");
        assert_eq!(g.state_hash(), hash, "{scenario}: the game changed");
        assert_eq!(g.log_len(), len);
        assert!(g.pending_decision().is_none());
    }
    // A legality check only looks: it may not ask.
    let mut g = start(&lib, "s");
    let err = g.apply(json!({"kind": "peek"})).unwrap_err().to_string();
    assert!(
        err.contains("sandtable.decisions.choose cannot ask inside actions.peek.can"),
        "{err}"
    );
}

/// While the game is set up no side can answer and nothing can wait: the computer's answer
/// (the kind's bot) is taken, and the log says so, question, answer and all.
#[test]
fn a_question_at_set_up_takes_the_computers_answer_and_says_so() {
    let lib = library();
    let g = start(&lib, "at_set_up");
    assert_eq!(
        var(&g, "picked"),
        "y",
        "the bot for 'stand' takes the last choice"
    );
    assert!(g.pending_decision().is_none());
    assert_eq!(
        decision_texts(&g),
        vec![
            "Defender decides [9.1]: At set-up? (x; y)",
            "Defender chooses: y",
            "The computer made that choice: the game was being set up, before any side could answer.",
        ]
    );
}
