//! River of Death computer players (rulesets/river-of-death/bots.lua): small positions where a
//! bot must deploy a column facing the enemy, combine its fire on one target, refuse a charge
//! at bad odds and make one at good odds, and rally; and a whole scenario (12.5, Sept. 20: the
//! Rock of Chickamauga, 6 turns) played by both bots to its end, the same seed giving the same
//! game.

mod common;

use common::{Scenario, goto_phase, rod};
use sandtable::session::Game;
use serde_json::{Value, json};

/// The bot's next action for the side now acting.
fn bot(g: &Game) -> Value {
    g.bot_action()
        .unwrap_or_else(|e| panic!("the bot failed: {e}"))
}

fn cleburne(hex: &str) -> String {
    rod::leader("CLEBURNE", "confederate", hex, "Cleburne", 4, 0)
}

fn column(key: &str, hex: &str) -> String {
    rod::unit_lua(
        key,
        "confederate",
        "infantry",
        10,
        hex,
        r#"formation = "column", parent = "Cleburne","#,
    )
}

fn routed(g: &Game, key: &str) -> bool {
    rod::look(g, key).2.iter().any(|s| s == "routed")
}

#[test]
fn a_column_near_the_enemy_deploys_to_line_facing_it() {
    // A Confederate column at 0204, four hexes west of a Union line at 0604 facing W.
    let units = [
        column("COL", "0204"),
        cleburne("0204"),
        rod::line("U", "union", 10, "0604", "W", "1-XIV"),
    ];
    let mut g = Scenario::rod("bots").units(&units).start();
    goto_phase(&mut g, "confederate", "movement");
    let acts = rod::bot_phase(&mut g, 20);
    assert!(
        acts.iter()
            .any(|a| a["kind"] == "formation" && a["unit"] == "COL"),
        "no deployment: {acts:?}"
    );
    let (formation, facing, _) = rod::look(&g, "COL");
    assert_eq!(formation.as_deref(), Some("line"));
    assert_eq!(facing.as_deref(), Some("E"), "faces the enemy to its east");
}

#[test]
fn the_bot_fires_with_every_unit_that_reaches_one_target() {
    // Confederate B at 0403 between Union A (0303, facing E) and A2 (0503, facing W): the Union
    // defensive fire combines both at B.
    let units = [
        rod::line("A", "union", 10, "0303", "E", "1-XIV"),
        rod::line("A2", "union", 10, "0503", "W", "1-XIV"),
        rod::line("B", "confederate", 8, "0403", "W", "Cleburne"),
        cleburne("0403"),
    ];
    let mut g = Scenario::rod("bots").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    let a = bot(&g);
    assert_eq!(a["kind"], "fire", "{a}");
    assert_eq!(a["target"], "B");
    assert_eq!(a["units"], json!(["A", "A2"]));
    g.apply(a).unwrap();
    rod::bot_decides(&mut g); // where B routs (7.65), whether Cleburne goes along (5.37)
    // Nothing is left to fire: the phase ends.
    assert_eq!(bot(&g)["kind"], "end_phase");
}

/// Confederate C (strength `c`) at 0403 facing W against Union U (strength `u`) at 0303
/// facing E, in the Confederate charge and melee phase.
fn charge_position(c: i32, u: i32) -> Game {
    let units = [
        rod::line("U", "union", u, "0303", "E", "1-XIV"),
        rod::line("C", "confederate", c, "0403", "W", "Cleburne"),
        cleburne("0403"),
    ];
    let mut g = Scenario::rod("bots").units(&units).start();
    goto_phase(&mut g, "confederate", "charge_melee");
    g
}

#[test]
fn the_bot_does_not_charge_at_bad_odds() {
    // 10 against 8: legal (8.25) but far from 2:1.
    let g = charge_position(10, 8);
    assert_eq!(bot(&g)["kind"], "end_phase");
}

#[test]
fn the_bot_charges_at_good_odds() {
    // 12 against 3: 4:1, still more than 2:1 after the defender's fire.
    let g = charge_position(12, 3);
    let a = bot(&g);
    assert_eq!(a["kind"], "charge", "{a}");
    assert_eq!(a["target"], "U");
    assert_eq!(a["units"], json!(["C"]));
}

#[test]
fn the_bot_rallies_its_routed_units() {
    // B is routed by the Union defensive fire (5 hits, 8 fails the check), then rallies.
    let units = [
        rod::line("A", "union", 10, "0303", "E", "1-XIV"),
        rod::line("B", "confederate", 8, "0403", "W", "Cleburne"),
    ];
    let mut g = Scenario::rod("bots").units(&units).start();
    goto_phase(&mut g, "union", "defensive_fire");
    g.force_dice([5, 8]);
    g.apply(json!({"kind": "fire", "units": ["A"], "target": "B"}))
        .unwrap();
    rod::bot_decides(&mut g); // where B routs (7.65)
    assert!(routed(&g, "B"));
    goto_phase(&mut g, "confederate", "rally");
    let a = bot(&g);
    assert_eq!(a, json!({"kind": "rally", "unit": "B"}));
}

#[test]
fn both_bots_play_the_rock_of_chickamauga_to_a_result_the_same_way_twice() {
    let a = rod::played_rock(None, 5);
    let log = a.log();
    assert!(
        log.iter().all(|e| e.kind != "bot_error"),
        "a bot chose an illegal action: {:?}",
        log.iter().find(|e| e.kind == "bot_error").map(|e| &e.text)
    );
    assert_eq!(log.last().unwrap().kind, "game_ended");
    assert_eq!(log.last().unwrap().turn, 6, "12.55: six turns");
    assert!(a.outcome().is_some());
    let b = rod::played_rock(None, 5);
    assert_eq!(a.state_hash(), b.state_hash());
    assert_eq!(a.history, b.history);
}
