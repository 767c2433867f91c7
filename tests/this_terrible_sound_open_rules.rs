//! This Terrible Sound: the rules issue 9 left open — HQ markers in woods (6.3), the column
//! limit of a half-map playing area (6.5/6.6), the return of withdrawn units, the other wing
//! commander's own command points (3.3b), the rogue generals (2.7j) and the scenarios'
//! special command rules. Each test sets up the position, forces the dice where any are
//! rolled, and checks the outcome.
mod common;
use common::{act, goto_phase, refuse, tts};
use sandtable::session::Game;

fn real(scenario: &str) -> Game {
    common::start(&common::library(), tts::RS, scenario, 1, &[])
}

fn hex_of(g: &Game, key: &str) -> String {
    common::unit(g, key).1.unwrap_or_default()
}

// rules: 6.3, S.4.7
#[test]
fn rule_6_3_the_w_cav_hq_leaves_the_woods_of_c22_23() {
    let mut g = real("crawfish-springs");
    assert_eq!(hex_of(&g, "W Cav HQ"), "C22.23");
    let terrain = tts::query(&g, r#"return sandtable.map.terrain("C22.23")"#);
    assert_eq!(terrain, "forest", "the set-up hex is woods");
    goto_phase(&mut g, "confederate", "movement");
    // listed: the HQ marker has moves, some of them out of the woods into forest or field
    let moves = tts::query(
        &g,
        r#"local out = {}
           for _, m in ipairs(require("movement").actions.move.list("confederate")) do
             if m.unit == "W Cav HQ" then out[#out + 1] = m.to end
           end
           return out"#,
    );
    let moves: Vec<String> = moves
        .as_array()
        .map(|a| a.iter().map(|v| v.as_str().unwrap().to_string()).collect())
        .unwrap_or_default();
    assert!(!moves.is_empty(), "the W Cav HQ has moves listed");
    let to = moves[0].clone();
    act(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"W Cav HQ","to":"{to}"}}"#),
    );
    assert_eq!(hex_of(&g, "W Cav HQ"), to, "the move was accepted");
}

// rules: S.4.3, S.4.7
#[test]
fn rule_s_4_3_a_supply_wagon_still_may_not_enter_woods() {
    let units = [
        tts::oob("confederate", "Wheeler", "0505", ""),
        r#"{ key = "W Cav HQ", side = "confederate", type = "hq", strength = 0, hex = "0606", parent = "W Cav" },"#.to_string(),
        r#"{ key = "Test Supply", side = "confederate", type = "supply", strength = 0, hex = "0608", parent = "W Cav" },"#.to_string(),
    ];
    let src = tts::scenario(
        &tts::open_map(12, 12, r#"hexes = { forest = { "0707", "0607", "0507", "0606", "0608" } },"#),
        &units,
        4,
        2,
        "12:00",
        "confederate",
        r#"vars = { orders = { confederate = { { to = "W Cav", kind = "attack", text = "Attack." } } } },"#,
    );
    let mut g = tts::game("hq_woods", &src);
    goto_phase(&mut g, "confederate", "movement");
    // the HQ marker (a leader's costs: forest 2) moves into the next forest hex
    act(&mut g, r#"{"kind":"move","unit":"W Cav HQ","to":"0707"}"#);
    assert_eq!(hex_of(&g, "W Cav HQ"), "0707");
    // the supply wagon may not enter forest
    let why = refuse(&mut g, r#"{"kind":"move","unit":"Test Supply","to":"0607"}"#);
    assert!(why.contains("S.4"), "{why}");
}

// rules: 6.3
#[test]
fn rule_6_3_c22_23_is_closed_to_a_wagon() {
    // the reason of the reading: at a wagon's costs nothing around C22.23 is reachable
    let g = real("crawfish-springs");
    let n = tts::query(
        &g,
        r#"local u = sandtable.units.get("W Cav HQ")
           local n = 0
           for h in pairs(require("movement").reach_mp(u, "C22.23", 10, "wagon")) do
             if h ~= "C22.23" then n = n + 1 end
           end
           return n"#,
    );
    assert_eq!(n, 0, "a wagon could leave C22.23");
}

// rules: 2.2a, 6.3
#[test]
fn rule_2_2a_a_scenario_divisional_goal_detaches_the_division() {
    let g = real("crawfish-springs");
    let v = tts::query(
        &g,
        r#"local C = require("command")
           local ok = C.in_command(sandtable.units.get("Crook"))
           return { detached = (sandtable.vars.get("detached") or {})["2/Cav"] == true, crook = ok }"#,
    );
    assert_eq!(v["detached"], true, "{v}");
    assert_eq!(v["crook"], true, "Crook answers to his divisional goal: {v}");
}
