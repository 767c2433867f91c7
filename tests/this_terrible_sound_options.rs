//! This Terrible Sound: the optional rules (rulesets/this-terrible-sound/options.lua). Each
//! test builds a position, switches the option on or off, forces the dice where a roll matters
//! and checks that the option's effect happens (and does not without it).

mod common;
use common::tts::{change, query};

use common::{Scenario, act, events, field, refuse, tts};
use sandtable::session::Game;
use serde_json::{Value as Json, json};

fn start(source: &str, options: &[(&str, Json)]) -> Game {
    let lib = common::library_with_scenario(tts::RS, "opt", source);
    common::start(&lib, tts::RS, "opt", 1, options)
}

fn end_phase(g: &mut Game) {
    act(g, r#"{"kind":"end_phase"}"#);
}

const PHASES: [&str; 9] = [
    "set_up",
    "set_up_other",
    "command",
    "enemy_order",
    "movement",
    "defensive_fire",
    "offensive_fire",
    "close_combat",
    "rally",
];

/// Whether a phase waits for the player (some module allows actions in it).
fn stops(g: &Game, phase: &str) -> bool {
    // the enemy_order phase passes by itself unless an enemy-written order is pending (S.2.6)
    // (so do the 6.0 set-up phases once the first turn's set-up is made)
    if phase == "enemy_order" || phase == "set_up" || phase == "set_up_other" {
        return false;
    }
    query(
        g,
        &format!(
            r#"for _, m in ipairs({{ "options", "command", "orders", "events", "movement", "fire", "assault", "morale", "victory" }}) do
                 local pa = (require(m).phase_actions or {{}})["{phase}"]
                 if pa and #pa > 0 then return true end
               end
               return false"#
        ),
    )
    .as_bool()
    .unwrap()
}

/// Ends phases until the next command phase of `side`, forcing `dice` just before the last
/// end_phase (so that they are the first rolls of that command phase).
fn next_command(g: &mut Game, side: &str, dice: &[u32]) {
    let before = if side == "union" {
        "confederate"
    } else {
        "union"
    };
    for _ in 0..100 {
        let (idx, active) = g.with_world(|w| (w.state.cursor.phase, w.state.active_side));
        let active = if active == 0 { "union" } else { "confederate" };
        let last_stop = active == before && PHASES[idx + 1..].iter().all(|p| !stops(g, p));
        if last_stop {
            g.force_dice(dice.iter().copied());
            end_phase(g);
            assert_eq!(g.acting_side(), side);
            assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "command");
            return;
        }
        end_phase(g);
    }
    panic!("never reached the {side} command phase");
}

/// Variant VP recorded for `side` (victory.lua's vars.variant_vp).
fn variant_vp(g: &Game, side: &str) -> Vec<(f64, String)> {
    let v = query(
        g,
        &format!(r#"return (sandtable.vars.get("variant_vp") or {{}})["{side}"] or {{}}"#),
    );
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|x| (x[0].as_f64().unwrap(), x[1].as_str().unwrap().to_string()))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether `key` stands within `n` hexes of `anchor` (a "w/i n" set-up, spread over its zone
/// at game begin).
fn within(g: &Game, key: &str, anchor: &str, n: u32) -> bool {
    let h = common::unit(g, key)
        .1
        .unwrap_or_else(|| panic!("{key} is not on the map"));
    query(
        g,
        &format!(r#"return sandtable.map.distance("{h}", "{anchor}") <= {n}"#),
    ) == json!(true)
}

fn location(g: &Game, key: &str) -> String {
    query(
        g,
        &format!(r#"local u = sandtable.units.get("{key}"); return u and u.location or "none""#),
    )
    .as_str()
    .unwrap()
    .to_string()
}

fn arrives_turn(g: &Game, key: &str) -> Json {
    query(
        g,
        &format!(
            r#"local a = sandtable.units.get("{key}"):prop("arrives"); return a and a.turn or false"#
        ),
    )
}

// ---------------------------------------------------------------------------------------------
// 2.7f Rosecrans' Caution (orders.lua reads it; the option is hidden, secret for the Union)
// ---------------------------------------------------------------------------------------------

/// Brannan's 3/14 attacking (a division goal), one of its regiments fired at: a stoppage check
/// in the next Union command phase. Confederate first, so the Union check comes in turn 1.
fn stoppage_game(caution: bool, turns: u32) -> Game {
    let src = stoppage_source(turns);
    let opts: Vec<(&str, Json)> = if caution {
        vec![("rosecrans_caution", json!(true))]
    } else {
        vec![]
    };
    start(&src, &opts)
}

fn stoppage_source(turns: u32) -> String {
    let units = vec![
        tts::oob("union", "Brannan", "1005", ""),
        tts::oob("union", "Van Derveer", "1005", ""),
        tts::oob(
            "union",
            "87 Ind/3/3/14",
            "1005",
            r#"formation = "line", facing = "E","#,
        ),
        tts::oob("confederate", "Liddell", "2008", ""),
        tts::oob(
            "confederate",
            "29 Miss/W/L/Res",
            "2008",
            r#"formation = "line", facing = "W","#,
        ),
    ];
    tts::scenario(
        &tts::open_map(30, 12, ""),
        &units,
        turns,
        1,
        "10:00",
        "confederate",
        r#"vars = { random_events = false,
             orders = { union = { { to = "3/14", kind = "attack", text = "Attack east." } } },
             fired_at = { ["87 Ind/3/3/14"] = 1 } },"#,
    )
}

#[test]
fn rule_2_7f_rosecrans_caution_subtracts_two_from_union_stoppage_rolls() {
    // 0 wrecked regiments, Brannan at the division default rating 2: need 3 (charts.lua).
    // A roll of 4 (1 + 3): without the option 4 >= 3, the division continues.
    let mut g = stoppage_game(false, 3);
    next_command(&mut g, "union", &[1, 3]);
    let e = events(&g, "stoppage_check")
        .pop()
        .expect("a stoppage check");
    assert_eq!(field(&e, "need"), &json!(3));
    assert_eq!(field(&e, "modifier"), &json!(0));
    assert_eq!(field(&e, "passed"), &json!(true));
    // With 2.7f: 4 - 2 = 2 < 3, the division stops.
    let mut g = stoppage_game(true, 3);
    next_command(&mut g, "union", &[1, 3]);
    let e = events(&g, "stoppage_check")
        .pop()
        .expect("a stoppage check");
    assert_eq!(field(&e, "modifier"), &json!(-2));
    assert_eq!(field(&e, "passed"), &json!(false));
}

#[test]
fn rule_2_7f_rosecrans_caution_gives_the_union_2_vp_revealed_at_the_end() {
    let mut g = stoppage_game(true, 1);
    // Secret: no trace of the award while the game runs.
    assert!(variant_vp(&g, "union").is_empty());
    for _ in 0..40 {
        if g.is_over() {
            break;
        }
        end_phase(&mut g);
    }
    assert!(g.is_over());
    let vp = variant_vp(&g, "union");
    assert_eq!(vp.len(), 1, "{vp:?}");
    assert_eq!(vp[0].0, 2.0);
    assert!(vp[0].1.contains("2.7f"));
    // Without the option: nothing.
    let mut g = stoppage_game(false, 1);
    for _ in 0..40 {
        if g.is_over() {
            break;
        }
        end_phase(&mut g);
    }
    assert!(variant_vp(&g, "union").is_empty());
}

/// The stoppage game in a library whose 2.7f values a designer edited to `values`.
fn stoppage_game_with_values(values: &str) -> Game {
    let (root, lib) = common::library_copy(tts::RS);
    let file = root.join("rulesets").join(tts::RS).join("options.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let declared = "values = { modifier = -2, vp = 2 }";
    assert!(
        text.contains(declared),
        "2.7f's values are declared once, in options.lua"
    );
    std::fs::write(&file, text.replace(declared, values)).unwrap();
    let src = stoppage_source(1);
    let dir = root.join("scenarios").join(tts::RS);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("opt.lua"), src).unwrap();
    common::start(
        &lib,
        tts::RS,
        "opt",
        1,
        &[("rosecrans_caution", json!(true))],
    )
}

#[test]
fn rule_2_7f_modifier_and_vp_are_declared_once_and_every_text_quotes_them() {
    let mut g = stoppage_game_with_values("values = { modifier = -3, vp = 5 }");
    // What every text shows: the option (start screen, `sandtable options`) and the rule
    // entry (`sandtable rules`, the rule pages), from the values in force.
    let decl = &g.engine.decl;
    let o = decl
        .options
        .iter()
        .find(|o| o.id == "rosecrans_caution")
        .unwrap();
    assert!(
        o.description.contains("Add -3 to every attack stoppage"),
        "{}",
        o.description
    );
    assert!(
        o.description.contains("The Union player gets 5 VP"),
        "{}",
        o.description
    );
    let rule = decl.rules.iter().find(|r| r.id == "2.7f").unwrap();
    assert!(
        rule.title
            .contains("-3 on Union attack stoppage rolls (Union +5 VP"),
        "{}",
        rule.title
    );
    assert!(!o.description.contains("-2") && !rule.title.contains("+2 VP"));
    // What the game does: a roll of 5 against need 3 continues at -2 (5 - 2 = 3) but stops at
    // the edited -3 (5 - 3 = 2).
    next_command(&mut g, "union", &[1, 4]);
    let e = events(&g, "stoppage_check")
        .pop()
        .expect("a stoppage check");
    assert_eq!(field(&e, "need"), &json!(3));
    assert_eq!(field(&e, "modifier"), &json!(-3));
    assert_eq!(field(&e, "passed"), &json!(false));
    // And the edited VP at the end.
    for _ in 0..40 {
        if g.is_over() {
            break;
        }
        end_phase(&mut g);
    }
    let vp = variant_vp(&g, "union");
    assert_eq!(vp.len(), 1, "{vp:?}");
    assert_eq!(vp[0].0, 5.0);
}

#[test]
fn rule_2_7f_the_confederate_log_is_the_same_whether_the_option_is_on_or_off() {
    // The same game with and without 2.7f, the same dice (a Union stoppage roll of 6: it
    // continues either way). Until the end, every event the Confederate player may see, at
    // every level, is the same: no modifier, no roll, no VP tells him the option is on.
    let seen = |caution: bool| {
        let mut g = stoppage_game(caution, 3);
        next_command(&mut g, "union", &[3, 3]);
        for _ in 0..3 {
            end_phase(&mut g);
        }
        assert!(!g.is_over());
        let mine = events(&g, "stoppage_check")
            .pop()
            .expect("a stoppage check");
        assert_eq!(
            field(&mine, "modifier"),
            &json!(if caution { -2 } else { 0 })
        );
        assert_eq!(
            mine.audience,
            Some(0),
            "the Union's own line is the Union's alone"
        );
        g.log()
            .into_iter()
            .filter(|e| e.seen_by(sandtable::kernel::Level::Debug, Some(1)))
            .map(|e| (e.kind, e.text, e.fields))
            .collect::<Vec<_>>()
    };
    let (on, off) = (seen(true), seen(false));
    assert!(
        on.iter()
            .any(|(k, t, _)| k == "stoppage_result" && t.contains("continues")),
        "the Confederate reads the outcome"
    );
    assert!(!on.iter().any(|(k, _, f)| {
        k == "die_rolled"
            && f["purpose"]
                .as_str()
                .unwrap_or("")
                .contains("attack stoppage")
    }));
    assert_eq!(on, off);
}

#[test]
fn rule_2_7f_is_declared_hidden_and_secret_for_the_union() {
    let g = stoppage_game(false, 1);
    let v = query(
        &g,
        r#"for _, o in ipairs(require("options").list) do
             if o.id == "rosecrans_caution" then return { o.hidden, o.secret_for, o.rule } end
           end"#,
    );
    assert_eq!(v, json!([true, "union", "2.7f"]));
}

// ---------------------------------------------------------------------------------------------
// 3.7c, 3.7e: anti-initiative ignored (orders.lua / util.lua read the options)
// ---------------------------------------------------------------------------------------------

fn anti_game(options: &[(&str, Json)]) -> Game {
    let units = vec![
        tts::oob("confederate", "Bragg", "0505", ""),
        tts::oob("confederate", "Hill", "0805", ""),
        tts::oob("union", "Thomas", "2505", ""),
    ];
    let src = tts::scenario(
        &tts::open_map(30, 12, ""),
        &units,
        3,
        2,
        "08:00",
        "confederate",
        "vars = { random_events = false },",
    );
    start(&src, options)
}

fn hill_anti(g: &Game) -> i64 {
    query(
        g,
        r#"return require("util").anti_initiative(sandtable.units.get("Hill"))"#,
    )
    .as_i64()
    .unwrap()
}

#[test]
fn rule_3_7e_well_oiled_machine_ignores_anti_initiative_and_gives_the_union_4_vp() {
    // 3.2 Hill -2.
    let g = anti_game(&[]);
    assert_eq!(hill_anti(&g), -2);
    assert!(variant_vp(&g, "union").is_empty());
    let g = anti_game(&[("well_oiled_machine", json!(true))]);
    assert_eq!(hill_anti(&g), 0);
    let vp = variant_vp(&g, "union");
    assert_eq!(vp.len(), 1);
    assert_eq!(vp[0].0, 4.0);
    assert!(vp[0].1.contains("3.7e"));
}

// ---------------------------------------------------------------------------------------------
// The variants' troops: add_optional_troops on the real map, then game begin
// ---------------------------------------------------------------------------------------------

/// A set-up on the real map built with oob.setup, the anchors of the variants placed, and
/// options.add_optional_troops called for a scenario from 6:00 a.m. on the 20th, `turns`
/// turns long, all sheets in play.
fn troops_game(options: &[(&str, Json)], turns: u32) -> Game {
    let src = format!(
        r#"local oob = require("oob")
local map = require("map")
local S = oob.setup{{ after18 = true }}
S.place("confederate", {{ "Bragg", "A Tenn HQ" }}, {{ hex = "E6.19" }})
S.place("confederate", {{ "Wheeler", "W Cav HQ" }}, {{ hex = "C31.33" }})
S.place("confederate", {{ "Buckner", "B Corps HQ" }}, {{ hex = "E26.06" }})
S.place("confederate", {{ "Gist" }}, {{ arrives = {{ turn = 19, hex = "E5.35" }} }})
S.org("confederate", "C/G/Res", {{ arrives = {{ turn = 19, hex = "E5.35" }} }})
S.place("confederate", {{ "Martin/S/P/F Cav" }}, {{ hex = "E5.19" }})
S.place("union", {{ "Rosecrans", "A Cumb HQ" }}, {{ hex = "B16.15" }})
S.place("union", {{ "Granger", "Res Corps (US) HQ" }}, {{ arrives = {{ turn = 18, hex = "A1.12" }} }})
S.place("union", {{ "Davis" }}, {{ hex = "B20.20" }})
S.place("union", {{ {{ "Wood", hex = "B3.12" }}, {{ "Minty", hex = "B5.12" }}, {{ "Palmer", hex = "B7.12" }},
  {{ "J. Beatty", hex = "B9.12" }}, {{ "Connell", hex = "B11.12" }}, {{ "E. King", hex = "B13.12" }}, {{ "Barnes", hex = "B15.12" }} }}, {{}})
S.org("union", "1/1/20", {{ arrives = {{ turn = 20, hex = "C13.01" }} }})
S.place("union", {{ "5 Wisc Lt/Arty/1/20" }}, {{ arrives = {{ turn = 20, hex = "C13.01" }} }})
require("options").add_optional_troops(S, {{ day = 2, time = "06:00", turns = {turns}, maps = "ABCDEF" }})
return {{
  name = "options", turns = {turns}, first_side = "confederate",
  start = {{ day = 2, time = "06:00" }},
  map = map, commands = S.commands(), units = S.units(),
  vars = {{ random_events = false }},
}}"#
    );
    start(&src, options)
}

#[test]
fn rule_2_7g_watkins_arrives_at_c13_01_at_9_am_and_gives_1_vp() {
    // 6:00 to 9:00 a.m. in 15-minute turns: turn 13.
    let g = troops_game(&[("watkins_arrives", json!(true))], 20);
    assert_eq!(location(&g, "Watkins"), "pending");
    assert_eq!(arrives_turn(&g, "4 Ky Cav/3/1/Cav"), json!(13));
    let vp = variant_vp(&g, "confederate");
    assert!(
        vp.iter().any(|(n, w)| *n == 1.0 && w.contains("2.7g")),
        "{vp:?}"
    );
    // Off: withdrawn (pending, no arrival), no VP.
    let g = troops_game(&[], 20);
    assert_eq!(arrives_turn(&g, "4 Ky Cav/3/1/Cav"), json!(false));
    assert!(variant_vp(&g, "confederate").is_empty());
    // After the last turn: not added at all, no VP.
    let g = troops_game(&[("watkins_arrives", json!(true))], 8);
    assert_eq!(location(&g, "4 Ky Cav/3/1/Cav"), "none");
    assert!(variant_vp(&g, "confederate").is_empty());
}

#[test]
fn rule_2_7a_post_sets_up_with_his_division_and_gives_1_vp() {
    let g = troops_game(&[], 20);
    assert_eq!(arrives_turn(&g, "5 Wisc Lt/Arty/1/20"), json!(20));
    let g = troops_game(&[("post_with_division", json!(true))], 20);
    assert_eq!(location(&g, "5 Wisc Lt/Arty/1/20"), "map");
    assert_eq!(common::unit(&g, "Post").1.as_deref(), Some("B20.20"));
    assert!(
        variant_vp(&g, "confederate")
            .iter()
            .any(|(n, w)| *n == 1.0 && w.contains("2.7a"))
    );
}

#[test]
fn rule_2_7c_reserve_corps_enters_with_its_hq_and_gives_8_vp() {
    let g = troops_game(&[("reserve_corps_arrives", json!(true))], 20);
    assert_eq!(arrives_turn(&g, "33 Ind/3/1/Res"), json!(18));
    assert_eq!(arrives_turn(&g, "R. Granger"), json!(18));
    assert!(
        variant_vp(&g, "confederate")
            .iter()
            .any(|(n, w)| *n == 8.0 && w.contains("2.7c"))
    );
    let g = troops_game(&[], 20);
    assert_eq!(arrives_turn(&g, "33 Ind/3/1/Res"), json!(false));
}

#[test]
fn rule_2_7e_pioneer_brigade_sets_up_by_the_army_hq_and_gives_1_vp() {
    let g = troops_game(&[("pioneer_brigade", json!(true))], 20);
    assert_eq!(
        common::unit(&g, "1 Bn Pioneers/Pioneer").1.as_deref(),
        Some("B16.15")
    );
    assert!(
        variant_vp(&g, "confederate")
            .iter()
            .any(|(n, w)| *n == 1.0 && w.contains("2.7e"))
    );
    let g = troops_game(&[], 20);
    assert_eq!(location(&g, "1 Bn Pioneers/Pioneer"), "pending");
}

#[test]
fn rule_3_7d_16th_sc_arrives_with_gist_and_gives_a_tenth_of_a_vp() {
    let g = troops_game(&[("gist_16th_sc", json!(true))], 20);
    assert_eq!(arrives_turn(&g, "16 SC/C/G/Res"), json!(19));
    assert!(
        variant_vp(&g, "union")
            .iter()
            .any(|(n, w)| (*n - 0.1).abs() < 1e-9 && w.contains("3.7d"))
    );
}

#[test]
fn rule_3_7g_morgans_raiders_set_up_by_wheeler_and_martin_is_removed() {
    let g = troops_game(&[("morgans_raiders", json!(true))], 20);
    assert!(
        within(&g, "2 Ky Cav/D/Mo/W Cav", "C31.33", 5),
        "w/i 5 of C31.33"
    );
    assert_eq!(location(&g, "Martin/S/P/F Cav"), "pending");
    assert!(
        variant_vp(&g, "union")
            .iter()
            .any(|(n, w)| *n == 3.0 && w.contains("3.7g"))
    );
    let g = troops_game(&[], 20);
    assert_eq!(location(&g, "Martin/S/P/F Cav"), "map");
    assert_eq!(location(&g, "2 Ky Cav/D/Mo/W Cav"), "pending");
}

// rules: 3.7h, 3.7j
#[test]
fn rule_3_7h_roddey_and_3_7j_jones_set_up_by_their_hqs() {
    let g = troops_game(
        &[
            ("roddeys_brigade", json!(true)),
            ("southwest_virginia", json!(true)),
        ],
        20,
    );
    assert!(
        within(&g, "4 Ala Cav/R/W Cav", "C31.33", 5),
        "w/i 5 of C31.33"
    );
    assert!(within(&g, "22 Va/E/J/B", "E26.06", 5), "w/i 5 of E26.06");
    let vp = variant_vp(&g, "union");
    assert!(vp.iter().any(|(n, w)| *n == 1.0 && w.contains("3.7h")));
    assert!(vp.iter().any(|(n, w)| *n == 6.0 && w.contains("3.7j")));
}

#[test]
fn rule_3_7c_change_in_command_lee_replaces_bragg_for_8_vp() {
    let g = troops_game(
        &[
            ("change_in_command", json!(true)),
            ("change_in_command_leader", json!("lee")),
        ],
        20,
    );
    assert_eq!(common::unit(&g, "Lee").1.as_deref(), Some("E6.19"));
    assert_eq!(location(&g, "Bragg"), "pending");
    assert_eq!(location(&g, "J. E. Johnston"), "pending");
    assert!(
        variant_vp(&g, "union")
            .iter()
            .any(|(n, w)| *n == 8.0 && w.contains("3.7c"))
    );
    let rating = query(&g, r#"return sandtable.units.get("Lee"):prop("rating")"#);
    assert_eq!(rating, json!(4));
    // Johnston: 5 VP.
    let g = troops_game(&[("change_in_command", json!(true))], 20);
    assert_eq!(
        common::unit(&g, "J. E. Johnston").1.as_deref(),
        Some("E6.19")
    );
    assert!(
        variant_vp(&g, "union")
            .iter()
            .any(|(n, w)| *n == 5.0 && w.contains("3.7c"))
    );
}

// rules: 3.7a, 3.7f
#[test]
fn rule_3_7a_and_3_7f_arrivals_before_the_start_enter_on_the_first_turn() {
    // Both are timed on the 19th (10:00 and 11:00 p.m.), before this 6:00 a.m. start.
    let g = troops_game(
        &[
            ("first_corps_earlier", json!(true)),
            ("scott_arrives", json!(true)),
        ],
        20,
    );
    assert_eq!(arrives_turn(&g, "7 Ga/A/L/1"), json!(1));
    assert_eq!(arrives_turn(&g, "1 La/S/P/F Cav"), json!(1));
    let vp = variant_vp(&g, "union");
    assert!(vp.iter().any(|(n, w)| *n == 6.0 && w.contains("3.7a")));
    assert!(vp.iter().any(|(n, w)| *n == 1.0 && w.contains("3.7f")));
}

// rules: 2.7h, 2.7j
#[test]
fn rule_2_7h_11th_corps_arrives_on_a_roll_of_10_and_2_7j_hooker_with_it() {
    let mut g = troops_game(
        &[
            ("reinforcements_from_the_east", json!(true)),
            ("rogue_generals", json!("hooker")),
        ],
        20,
    );
    let vp = variant_vp(&g, "confederate");
    assert!(vp.iter().any(|(n, w)| *n == 11.0 && w.contains("2.7h")));
    assert!(vp.iter().any(|(n, w)| *n == 2.0 && w.contains("2.7j")));
    // Not yet arrived: the placeholder turn is after the last.
    assert_eq!(arrives_turn(&g, "33 NJ/1/2/11"), json!(21));
    // Confederate first: the Union movement phase of turn 1 rolls. 9 fails, then 10 succeeds.
    for _ in 0..20 {
        if g.acting_side() == "union" && g.with_world(|w| w.state.cursor.id.clone()) == "command" {
            break;
        }
        end_phase(&mut g);
    }
    g.force_dice([4, 5]);
    end_phase(&mut g); // union command -> movement: roll 9
    let e = events(&g, "optional_arrival_roll").pop().unwrap();
    assert_eq!(field(&e, "arrived"), &json!(false));
    assert_eq!(arrives_turn(&g, "33 NJ/1/2/11"), json!(21));
    for _ in 0..30 {
        if g.acting_side() == "union" && g.with_world(|w| w.state.cursor.id.clone()) == "command" {
            break;
        }
        end_phase(&mut g);
    }
    g.force_dice([5, 5]);
    end_phase(&mut g);
    let e = events(&g, "optional_arrival_roll").pop().unwrap();
    assert_eq!(field(&e, "arrived"), &json!(true));
    assert_eq!(arrives_turn(&g, "33 NJ/1/2/11"), json!(2));
    assert_eq!(arrives_turn(&g, "Hooker"), json!(2));
    // Without 2.7h Hooker is not used, and gives nothing.
    let g = troops_game(&[("rogue_generals", json!("hooker"))], 20);
    assert_eq!(arrives_turn(&g, "Hooker"), json!(false));
    assert!(variant_vp(&g, "confederate").is_empty());
}

// rules: 2.7i, 3.7i
#[test]
fn rule_2_7i_and_3_7i_roll_for_their_arrival_and_give_vp() {
    let g = troops_game(
        &[
            ("reinforcements_from_the_west", json!(true)),
            ("strip_the_coasts", json!("cantey")),
        ],
        20,
    );
    assert_eq!(arrives_turn(&g, "13 Ill/1/1/15"), json!(21));
    assert_eq!(arrives_turn(&g, "17 Ala/Cantey Bde"), json!(21));
    assert_eq!(arrives_turn(&g, "54 Ga/Mercer Bde"), json!(false));
    assert!(
        variant_vp(&g, "confederate")
            .iter()
            .any(|(n, w)| *n == 14.0 && w.contains("2.7i"))
    );
    assert!(
        variant_vp(&g, "union")
            .iter()
            .any(|(n, w)| *n == 2.0 && w.contains("3.7i"))
    );
}

// rules: 2.7b, 2.7d
#[test]
fn rule_2_7b_and_2_7d_units_set_up_with_their_commands_and_give_vp() {
    let g = troops_game(
        &[
            ("chattanooga_garrison", json!(true)),
            ("no_file_closing", json!(true)),
        ],
        20,
    );
    assert!(within(&g, "15 Ind/2/1/21", "B3.12", 5), "w/i 5 of B3.12");
    assert!(
        within(&g, "3 Ind Cav Bn/1/2/Cav", "B5.12", 2),
        "w/i 2 of B5.12"
    );
    assert!(within(&g, "110 Ill Bn/2/21", "B7.12", 5), "w/i 5 of B7.12");
    assert!(within(&g, "3 Ohio/1/2/14", "B9.12", 3), "w/i 3 of B9.12");
    assert!(within(&g, "21 Ky/3/3/21", "B15.12", 3), "w/i 3 of B15.12");
    let vp = variant_vp(&g, "confederate");
    assert!(vp.iter().any(|(n, w)| *n == 3.0 && w.contains("2.7b")));
    assert!(vp.iter().any(|(n, w)| *n == 1.0 && w.contains("2.7d")));
    // Off: withdrawn, no VP.
    let g = troops_game(&[], 20);
    assert_eq!(location(&g, "15 Ind/2/1/21"), "pending");
    assert!(variant_vp(&g, "confederate").is_empty());
}

#[test]
fn every_optional_rule_is_declared_with_its_vp() {
    let g = anti_game(&[]);
    let v = query(
        &g,
        r#"local out = {}
           for _, o in ipairs(require("options").list) do out[#out + 1] = o.rule .. " " .. o.id end
           return out"#,
    );
    let list: Vec<String> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap().to_string())
        .collect();
    for r in [
        "2.7a", "2.7b", "2.7c", "2.7d", "2.7e", "2.7f", "2.7g", "2.7h", "2.7i", "2.7j", "3.7a",
        "3.7c", "3.7d", "3.7e", "3.7f", "3.7g", "3.7h", "3.7i", "3.7j",
    ] {
        assert!(list.iter().any(|x| x.starts_with(r)), "{r} missing");
    }
    assert!(list.contains(&"4.5 bridge_destruction".to_string()));
    assert!(list.contains(&"4.6 shifting_reinforcements".to_string()));
}

// ---------------------------------------------------------------------------------------------
// 2.7j Rogue generals
// ---------------------------------------------------------------------------------------------

/// Hooker at 0606, a leader of `commands`; a rogue general (props.rogue, 2.7h) when `rogue`.
fn hooker(commands: &str, rogue: bool) -> String {
    let rogue = if rogue { r#"rogue = "2.7h", "# } else { "" };
    format!(
        r#"{{ key = "Hooker", side = "union", type = "leader", name = "MG Joseph Hooker", parent = "A Cumb", strength = 1, hex = "0606", leader = {{ commands = "{commands}" }}, props = {{ {rogue}rank = "MG" }} }},"#
    )
}

/// Rosecrans, Thomas, Baird and a regiment of 1/1/14 attacking (it was fired at), a Confederate
/// regiment far off, Hooker at 0606 (`rogue` false: the same leader without props.rogue).
fn rogue_game(rogue: bool, options: &[(&str, Json)]) -> Game {
    let units = [
        tts::oob("union", "Rosecrans", "0101", ""),
        tts::oob("union", "Thomas", "0404", ""),
        tts::oob("union", "Baird", "0505", ""),
        tts::oob(
            "union",
            "2 Ohio/1/1/14",
            "0505",
            r#"formation = "line", facing = "E","#,
        ),
        tts::oob(
            "union",
            "94 Ohio/1/1/14",
            "0607",
            r#"formation = "line", facing = "E","#,
        ),
        // Hooker is listed under 11 Corps here (not an ancestor of 1/14): only props.rogue
        // puts the other units in his reach
        hooker("11 Corps", rogue),
        tts::oob(
            "confederate",
            "29 Miss/W/L/Res",
            "1210",
            r#"formation = "line", facing = "W","#,
        ),
    ];
    Scenario::tts("rogue")
        .size(14, 12)
        .turns(6)
        .time("12:00")
        .var(
            "orders",
            r#"{ union = { { to = "1/14", kind = "attack", text = "Attack east." } } }"#,
        )
        .var("fired_at", r#"{ ["2 Ohio/1/1/14"] = 1 }"#)
        .units(&units)
        .options(options)
        .start()
}

// rules: 2.7j
#[test]
fn rule_2_7j_a_rogue_general_rallies_any_unit() {
    for (rogue, rallied) in [(true, true), (false, false)] {
        let g = rogue_game(rogue, &[]);
        // 94 Ohio (not Hooker's command) is disorganized, Hooker next to it; 2+3 = 5, +2 for
        // Hooker's rating = 7, a C regiment's need: rallies only with the rogue general
        change(
            &g,
            r#"require("util").set_morale_state(sandtable.units.get("94 Ohio/1/1/14"), "disorganized", "test")"#,
        );
        g.force_dice([2, 3]);
        change(&g, r#"require("morale").on_phase_begin("rally")"#);
        let state = tts::query(
            &g,
            r#"return require("util").morale_state(sandtable.units.get("94 Ohio/1/1/14"))"#,
        );
        let want = if rallied { "shaken" } else { "disorganized" };
        assert_eq!(state, want, "rogue {rogue}");
    }
}

// rules: 2.7j
#[test]
fn rule_2_7j_a_rogue_general_gives_initiative_orders_to_any_command() {
    let mut g = rogue_game(true, &[]);
    // 6+5 = 11, +2 (Hooker's rating) >= 11: 14 Corps (Thomas', not Hooker's) gets his order
    g.force_dice([6, 5]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Hooker","to":"14 Corps","type":"defend","goal":"0505"}"#,
    );
    let o = tts::query(
        &g,
        r#"local last
           for _, o in ipairs(require("orders").list("union")) do if o.from == "Hooker" then last = o end end
           return { to = last.to, status = last.status, to_unit = last.to_unit }"#,
    );
    assert_eq!(
        o,
        serde_json::json!({"to": "14 Corps", "status": "A", "to_unit": "Thomas"})
    );
    // an ordinary leader may not: Baird's initiative is for his own division only
    let why = refuse(
        &mut g,
        r#"{"kind":"initiative","leader":"Baird","to":"14 Corps","type":"defend"}"#,
    );
    assert!(why.contains("S.2.6"), "{why}");
    // the rogue general must name the command
    let why = refuse(
        &mut g,
        r#"{"kind":"initiative","leader":"Hooker","type":"defend"}"#,
    );
    assert!(why.contains("2.7j"), "{why}");
}

// rules: 2.7j, 2.7f
#[test]
fn rule_2_7j_a_rogue_general_replaces_a_fallen_corps_commander_without_the_caution_modifier() {
    let caution = [("rosecrans_caution", serde_json::json!(true))];
    // not while Thomas stands
    let mut g = rogue_game(true, &caution);
    let why = refuse(
        &mut g,
        r#"{"kind":"rogue_command","leader":"Hooker","command":"14 Corps"}"#,
    );
    assert!(why.contains("2.7j"), "{why}");
    let mut mods = Vec::new();
    for replace in [true, false] {
        let mut g = rogue_game(true, &caution);
        change(
            &g,
            r#"require("command").leader_casualty("Thomas", "killed", "test")"#,
        );
        if replace {
            act(
                &mut g,
                r#"{"kind":"rogue_command","leader":"Hooker","command":"14 Corps"}"#,
            );
            let l = tts::query(&g, r#"return require("command").leader_of("14 Corps").key"#);
            assert_eq!(l, "Hooker");
            let r = tts::query(
                &g,
                r#"local O = require("orders") return { led = O.rogue_led("1/14", nil), anc = O.ancestors("1/14"), acting = sandtable.vars.get("acting") }"#,
            );
            assert_eq!(r["led"], true, "{r}");
        }
        // 1/14's stoppage check (2 Ohio was fired at): 2.7f's -2 only without the rogue general
        // (the game's first command phase already checked it once: fired at again)
        g.force_dice([4, 4]);
        change(
            &g,
            r#"sandtable.vars.set("fired_at", { ["2 Ohio/1/1/14"] = sandtable.game.turn() })
               require("orders").on_phase_begin("command")"#,
        );
        let e = common::last_event(&g, "stoppage_check");
        assert_eq!(
            common::field(&e, "roll"),
            &serde_json::json!(8),
            "{}",
            e.text
        );
        mods.push(common::field(&e, "modifier").clone());
    }
    assert_eq!(mods, vec![serde_json::json!(0), serde_json::json!(-2)]);
}
