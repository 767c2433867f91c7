//! The odds of an action before it is taken (issue 24): the engine plays it in a copy of the
//! game under every sequence of die results, through the ruleset's own hooks, and groups what
//! each does. A DG attack's outcomes follow its CRT column roll by roll; a TTS fire's results
//! match the chart worked out by hand; a River of Death charge gives its distribution; and the
//! game asked is left exactly as it was.

mod common;

use common::{goto_phase, rod, tts};
use sandtable::session::Game;
use sandtable::session::odds::Method;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};

/// A DG position at the Union combat phase: A (8) attacks X (4) at 2-1.
fn dg_two_to_one() -> Game {
    let lib = common::library_with_scenario("dg-chickamauga", "odds", common::DG_TWO_TO_ONE);
    let mut g = common::start(&lib, "dg-chickamauga", "odds", 1, &[]);
    goto_phase(&mut g, "union", "combat");
    g
}

#[test]
fn a_dg_attack_s_outcomes_follow_its_crt_column_roll_by_roll() {
    let g = dg_two_to_one();
    let attack = json!({"kind": "attack", "targets": ["0405"], "attackers": ["A"]});
    let (hash, log, dice) = (
        g.state_hash(),
        g.log_len(),
        g.with_world(|w| w.state.dice.position()),
    );
    let odds = g.odds(&attack).unwrap();
    assert!(
        matches!(odds.method, Method::Exact { .. }),
        "{:?}",
        odds.method
    );
    assert_eq!(odds.dice, (1, 1), "one die a play");
    // The CRT's 2-1 column, as the ruleset declares it.
    let tables = g.tables();
    let crt = tables.iter().find(|t| t.name == "crt").unwrap();
    let col = crt.columns.iter().position(|c| c == "2-1").unwrap();
    let result = |roll: u32| crt.value.as_ref().unwrap()[roll as usize - 1][col].clone();
    for leaf in &odds.leaves {
        assert_eq!(leaf.rolls.len(), 1);
        assert!((leaf.probability - 1.0 / 6.0).abs() < 1e-12);
        // Each play's combat result is the table's for its roll…
        let resolved = leaf
            .events
            .iter()
            .find(|e| e.kind == "combat_resolved")
            .expect("the attack was resolved");
        assert_eq!(resolved.fields["result"], result(leaf.rolls[0]));
        // …and its outcome says so first, in the ruleset's own words.
        assert_eq!(
            odds.outcomes[leaf.outcome].changes[0],
            format!("result: {}", result(leaf.rolls[0]).as_str().unwrap())
        );
    }
    // …every face was played…
    let outcomes_of = |roll: u32| -> BTreeSet<usize> {
        odds.leaves
            .iter()
            .filter(|l| l.rolls[0] == roll)
            .map(|l| l.outcome)
            .collect()
    };
    for roll in 1..=6 {
        assert!(!outcomes_of(roll).is_empty(), "roll {roll} was not played");
    }
    // …and two rolls lead to the same outcomes (under each answer the defender may give)
    // exactly when the table gives them the same result.
    for a in 1..=6 {
        for b in 1..=6 {
            assert_eq!(
                outcomes_of(a) == outcomes_of(b),
                result(a) == result(b),
                "rolls {a} and {b}"
            );
        }
    }
    // An outcome's probability is its rolls' share of the column.
    for (i, o) in odds.outcomes.iter().enumerate() {
        let rolls = odds.leaves.iter().filter(|l| l.outcome == i).count();
        assert!((o.probability - rolls as f64 / 6.0).abs() < 1e-12);
        assert!(!o.changes.is_empty());
    }
    // By dice: the defender's retreat on 1-4 (two thirds), whichever hex he chooses, and the
    // attacker's on 5-6 (a third), whichever he chooses and whether X advances; the lines add
    // up to one.
    let lines = odds.by_dice().expect("exact odds group by dice");
    assert_eq!(lines.len(), 2, "{lines:#?}");
    assert!((lines[0].probability - 2.0 / 3.0).abs() < 1e-12);
    assert!((lines[1].probability - 1.0 / 3.0).abs() < 1e-12);
    assert!(lines[0].branches.len() >= 2 && lines[1].branches.len() >= 2);
    assert!((lines.iter().map(|l| l.probability).sum::<f64>() - 1.0).abs() < 1e-12);
    // Asking changed nothing: state, log, dice.
    assert_eq!(g.state_hash(), hash);
    assert_eq!(g.log_len(), log);
    assert_eq!(g.with_world(|w| w.state.dice.position()), dice);
    // And the attack taken afterwards is the one the seed gives, as if nobody had asked.
    let mut asked = g;
    let mut fresh = dg_two_to_one();
    common::act(&mut asked, &attack.to_string());
    common::act(&mut fresh, &attack.to_string());
    assert_eq!(asked.state_hash(), fresh.state_hash());
}

#[test]
fn an_illegal_action_has_no_odds_and_says_why() {
    let g = dg_two_to_one();
    let err = g
        .odds(&json!({"kind": "attack", "targets": ["0909"], "attackers": ["A"]}))
        .unwrap_err()
        .to_string();
    assert!(!err.is_empty());
}

const CROXTON_10_IND: &str = "10 Ind/2/3/14"; // 7 SP: fire level A

#[test]
fn a_tts_fire_s_results_match_the_chart_worked_out_by_hand() {
    let g = tts::fire_face_off("odds");
    let hash = g.state_hash();
    let fire = json!({"kind": "fire", "units": [CROXTON_10_IND], "target": "0403"});
    let odds = g.odds(&fire).unwrap();
    assert_eq!(g.state_hash(), hash);
    // By hand, from charts.lua: column 4-6 over 2d6 (rolls 2..12) reads
    // -1 -1 -1 .5 .5 .5 1 1 1 1.5 1.5, so -1 on 2-4 (6 of 36), .5 on 5-7 (15), 1 on 8-10 (12),
    // 1.5 on 11-12 (3).
    let by_hand: BTreeMap<String, f64> = [("-1", 6.0), ("0.5", 15.0), ("1", 12.0), ("1.5", 3.0)]
        .into_iter()
        .map(|(v, n)| (v.to_string(), n / 36.0))
        .collect();
    // The fire's own two dice are always enumerated exactly, whatever follows them (morale,
    // stragglers, the rounder) is sampled or not.
    if let Method::Sampled { exact_dice, .. } = odds.method {
        assert!(exact_dice >= 2, "{:?}", odds.method);
    }
    let mut value_of: BTreeMap<(u32, u32), String> = BTreeMap::new();
    for leaf in &odds.leaves {
        let f = leaf
            .events
            .iter()
            .find(|e| e.kind == "fire_resolved")
            .expect("the fire was resolved");
        assert_eq!(f.fields["column"], "4-6");
        let v = Value::from(f.fields["value"].as_f64().unwrap()).to_string();
        let v = v.trim_end_matches(".0").to_string();
        assert_eq!(
            odds.outcomes[leaf.outcome].changes[0],
            format!("result: {v}"),
            "the outcome names the Fire Table's result"
        );
        let before = value_of.insert((leaf.rolls[0], leaf.rolls[1]), v.clone());
        assert!(before.is_none_or(|b| b == v), "one value per roll");
    }
    assert_eq!(value_of.len(), 36, "every roll of 2d6 was played");
    let mut found: BTreeMap<String, f64> = BTreeMap::new();
    for v in value_of.values() {
        *found.entry(v.clone()).or_default() += 1.0 / 36.0;
    }
    assert_eq!(found.len(), by_hand.len(), "{found:?}");
    for (v, p) in &by_hand {
        assert!(
            (found[v] - p).abs() < 1e-9,
            "value {v}: {} by the engine, {p} by hand",
            found[v]
        );
    }
    // The probabilities of a roll's plays add up to that roll's.
    let mut per_roll: BTreeMap<(u32, u32), f64> = BTreeMap::new();
    for leaf in odds.leaves.iter().filter(|l| l.answers.is_empty()) {
        *per_roll.entry((leaf.rolls[0], leaf.rolls[1])).or_default() += leaf.probability;
    }
    for (roll, p) in per_roll {
        assert!((p - 1.0 / 36.0).abs() < 1e-9, "{roll:?}: {p}");
    }
}

#[test]
fn a_river_of_death_charge_gives_its_distribution() {
    let units = [
        rod::leader("CLEBURNE", "confederate", "0405", "Cleburne", 4, 1),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        rod::line("X", "union", 3, "0505", "W", "1-XX"),
    ];
    let mut g = rod::game(
        "odds",
        &rod::scenario(&rod::open_map(14, 10, ""), &units, 3, 1, "10:00", ""),
    );
    goto_phase(&mut g, "confederate", "charge_melee");
    let hash = g.state_hash();
    let odds = g
        .odds(&json!({"kind": "charge", "units": ["C"], "target": "X"}))
        .unwrap();
    assert_eq!(g.state_hash(), hash);
    // The defender's choice comes first (8.26: stand, or rout voluntarily): the outcomes are
    // given for each answer, and under each the dice decide.
    let answers: BTreeSet<&Vec<String>> = odds.outcomes.iter().map(|o| &o.given).collect();
    assert!(answers.len() >= 2, "{answers:?}");
    let stands = odds
        .outcomes
        .iter()
        .filter(|o| o.given.first().is_some_and(|g| g.contains("stands")))
        .count();
    assert!(stands >= 2, "standing may go more than one way: {odds:#?}");
    assert!(odds.dice.1 >= 1, "a charge rolls dice: {odds:#?}");
    assert!(
        odds.outcomes
            .iter()
            .all(|o| o.probability > 0.0 && o.probability <= 1.0 + 1e-9)
    );
    // Losses by side: each outcome where X loses strength says what its side lost in all.
    let sides = &g.engine.decl.catalog.sides;
    let union = &sides.iter().find(|s| s.id == "union").unwrap().name;
    let prefix = format!("{union} loses ");
    for o in &odds.outcomes {
        let x_lost: i64 = o
            .changes
            .iter()
            .filter_map(|c| c.strip_prefix("X: strength "))
            .filter_map(|c| c.split_once(" → "))
            .map(|(a, b)| a.parse::<i64>().unwrap() - b.parse::<i64>().unwrap())
            .sum::<i64>()
            + if o.changes.iter().any(|c| c == "X: eliminated") {
                3
            } else {
                0
            };
        let said = o
            .changes
            .iter()
            .find_map(|c| {
                c.strip_prefix(prefix.as_str())
                    .and_then(|c| c.strip_suffix(" strength in all"))
            })
            .map(|n| n.parse::<i64>().unwrap())
            .unwrap_or(0);
        assert_eq!(said, x_lost.max(0), "{:?}", o.changes);
    }
}

#[test]
fn the_command_line_gives_the_odds_of_an_action_in_a_saved_game() {
    let g = dg_two_to_one();
    let dir = common::temp_dir("odds-cli");
    let save = dir.join("game.sandtable.json");
    sandtable::session::save::SaveFile::of(&g)
        .write(&save)
        .unwrap();
    let before = std::fs::read(&save).unwrap();
    let run = |action: &str, json: bool| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_sandtable"));
        c.arg("odds").arg(&save).arg(action);
        if json {
            c.arg("--json");
        }
        c.env("SANDTABLE_HOME", &g.engine.library.root)
            .output()
            .unwrap()
    };
    let attack = r#"{"kind":"attack","targets":["0405"],"attackers":["A"]}"#;
    let out = run(attack, false);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("exact: every die result played"), "{text}");
    assert!(text.contains(" 33.33 %  "), "Ar on 5 and 6: {text}");
    let out = run(attack, true);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    // 2-1: a defender's retreat on 1-4 (he chooses the hex), the attacker's on 5-6 (he
    // chooses, then the defender whether to advance): each outcome under its answers.
    let p_under = |who: &str| -> Vec<f64> {
        v["outcomes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["given"][0].as_str().is_some_and(|g| g.starts_with(who)))
            .map(|o| o["probability"].as_f64().unwrap())
            .collect()
    };
    let (defender, attacker) = (p_under("Confederate"), p_under("Union"));
    assert!(
        !defender.is_empty() && defender.iter().all(|p| (p - 2.0 / 3.0).abs() < 1e-9),
        "{v}"
    );
    assert!(
        !attacker.is_empty() && attacker.iter().all(|p| (p - 1.0 / 3.0).abs() < 1e-9),
        "{v}"
    );
    assert_eq!(
        std::fs::read(&save).unwrap(),
        before,
        "the save is not changed"
    );
    // Not JSON, or not legal: said, with the exit status.
    assert_eq!(run("attack!", false).status.code(), Some(2));
    let out = run(
        r#"{"kind":"attack","targets":["0909"],"attackers":["A"]}"#,
        false,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no odds for"));
}
