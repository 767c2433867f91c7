//! River of Death: the turn sequence (4) and the victory rules (11, and the scenarios' own
//! scoring 12.26, 12.36, 12.46, 12.56). Positions are small scenarios on the real map (the
//! victory rules name its places and areas: the Kelly house 1117, the LaFayette road, Snodgrass
//! Hill, entrance areas A-G) or on open ground; each test works out the points by hand from
//! the rule text and charts.lua's `victory` table.

mod common;

use common::rod::{self, RS};
use common::{act, events, field, goto_phase, refuse};
use sandtable::session::Game;

/// A scenario on the real River of Death map (with the exit boxes) at `day`/`time`.
fn on_real_map(units: &[String], turns: u32, day: u32, time: &str, extra: &str) -> String {
    let map = r#"(function()
    local m = require("map")
    m.boxes = { { id = "exited_f" }, { id = "exited_g" } }
    return m
  end)()"#;
    rod::scenario(map, units, turns, day, time, extra)
}

use rod::play_out;

/// Ends phases until the next game turn begins.
fn end_turn(g: &mut Game) {
    let turn = g.with_world(|w| w.state.turn);
    while g.with_world(|w| w.state.turn) == turn && !g.is_over() {
        rod::end_phase(g);
    }
}

/// Victory points awarded to `side` whose reason contains `what`.
fn vp(g: &Game, side: &str, what: &str) -> i64 {
    events(g, "vp_awarded")
        .iter()
        .filter(|e| {
            field(e, "why").as_str().is_some_and(|w| w.contains(what))
                && field(e, "side").as_str() == Some(side)
        })
        .map(|e| field(e, "vp").as_i64().unwrap_or(0))
        .sum()
}

fn total_vp(g: &Game, side: &str) -> i64 {
    g.with_world(|w| {
        let i = w.catalog.side(side).expect("side");
        w.state.records[i].vp
    })
}

/// A probe: the scenario's `setup` logs `expr` (Lua) as field `value` of a `probe` event.
fn probe(g: &Game) -> serde_json::Value {
    field(&common::last_event(g, "probe"), "value").clone()
}

fn infantry(key: &str, side: &str, strength: i32, hex: &str) -> String {
    let division = if side == "union" { "1-XIV" } else { "Cleburne" };
    rod::line(key, side, strength, hex, "E", division)
}

// ---------------------------------------------------------------------------------------------
// 4 The turn sequence
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_4_confederate_player_turn_then_union_six_phases_each() {
    let units = [
        infantry("C1", "confederate", 5, "0303"),
        infantry("U1", "union", 5, "0606"),
    ];
    let src = rod::scenario(&rod::open_map(8, 8, ""), &units, 2, 1, "08:00", "");
    let mut g = rod::game("seq", &src);
    end_turn(&mut g);
    let began: Vec<String> = events(&g, "phase_began")
        .iter()
        .map(|e| e.text.clone())
        .collect();
    let expected = [
        "Command",
        "Movement",
        "Defensive fire",
        "Offensive fire",
        "Charge and melee",
        "Rally",
    ];
    assert!(began.len() >= 13, "{began:?}");
    for (i, name) in expected.iter().enumerate() {
        // The Confederate player turn first (4 A), then the Union's (4 B).
        assert!(began[i].contains(name), "{i}: {began:?}");
        assert!(began[i + 6].contains(name), "{}: {began:?}", i + 6);
    }
    assert!(began[0].starts_with("Confederate") && began[6].starts_with("Union"));
    // Defensive fire is the other player's (4: "Union Defensive Fire" in the Confederate
    // player turn).
    let mut g2 = rod::game("seq2", &src);
    goto_phase(&mut g2, "union", "defensive_fire");
    let last = common::last_event(&g2, "phase_began");
    assert!(last.text.starts_with("Confederate"), "{}", last.text);
    assert_eq!(g2.with_world(|w| w.state.turn), 1);
    // 4 C: then the turn marker advances one hour.
    assert_eq!(g.with_world(|w| w.state.turn), 2);
}

// ---------------------------------------------------------------------------------------------
// 11.1 Casualty Record, 11.2 demoralisation
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_11_1_every_point_lost_goes_on_the_record_and_to_the_enemy() {
    let units = [
        infantry("C1", "confederate", 10, "0303"),
        infantry("U1", "union", 8, "0606"),
    ];
    let extra = r#"setup = function()
      local U = require("util")
      U.lose(sandtable.units.get("U1"), 3, "test fire")
      U.lose(sandtable.units.get("C1"), 2, "test fire")
      U.record_casualties("confederate", 2, "5.321 a two-star leader")
    end,"#;
    let src = rod::scenario(&rod::open_map(8, 8, ""), &units, 2, 1, "08:00", extra);
    let g = rod::game("record", &src);
    let c = g.with_world(|w| w.state.vars.get("casualties").cloned());
    assert_eq!(c, Some(serde_json::json!({"union": 3, "confederate": 4})));
    assert_eq!(common::unit(&g, "U1").0, 5);
    assert_eq!(total_vp(&g, "confederate"), 3);
    assert_eq!(total_vp(&g, "union"), 4);
}

#[test]
fn rule_11_2_demoralised_at_245_union_and_the_first_gets_25() {
    let units = [
        infantry("C1", "confederate", 10, "0303"),
        infantry("U1", "union", 8, "0606"),
    ];
    // The Union record starts at 244 (12.14-style scenario start): one more point demoralises.
    let extra = r#"setup = function()
      local U = require("util")
      local c = sandtable.vars.get("casualties"); c.union = 244; sandtable.vars.set("casualties", c)
      U.lose(sandtable.units.get("U1"), 1, "test fire")
    end,"#;
    let src = rod::scenario(&rod::open_map(8, 8, ""), &units, 2, 1, "08:00", extra);
    let mut g = rod::game("demoralised", &src);
    let d = g.with_world(|w| w.state.vars.get("demoralized").cloned());
    assert_eq!(d, Some(serde_json::json!({"union": true})));
    assert_eq!(vp(&g, "confederate", "11.2"), 0);
    // At the end of the game turn the Confederate is first to demoralise: 25 points.
    end_turn(&mut g);
    assert_eq!(vp(&g, "confederate", "11.2"), 25);
    assert_eq!(vp(&g, "union", "11.2"), 0);
}

#[test]
fn rule_11_2_both_demoralised_in_the_same_turn_no_points() {
    let units = [
        infantry("C1", "confederate", 10, "0303"),
        infantry("U1", "union", 8, "0606"),
    ];
    let extra = r#"setup = function()
      local U = require("util")
      sandtable.vars.set("casualties", { union = 244, confederate = 274 })
      U.lose(sandtable.units.get("U1"), 1, "test fire")
      U.lose(sandtable.units.get("C1"), 1, "test fire")
    end,"#;
    let src = rod::scenario(&rod::open_map(8, 8, ""), &units, 1, 1, "08:00", extra);
    let mut g = rod::game("both", &src);
    play_out(&mut g);
    assert_eq!(vp(&g, "confederate", "11.2"), 0);
    assert_eq!(vp(&g, "union", "11.2"), 0);
    assert!(
        events(&g, "demoralization")
            .iter()
            .any(|e| e.text.contains("same turn"))
    );
}

// ---------------------------------------------------------------------------------------------
// 11.3 The daily points, on the real map
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_11_35_communication_is_blocked_by_enemy_units_and_zones() {
    // The Kelly house (1117) traces to area F or G over open ground; a Confederate line around
    // it cuts every path.
    let free = on_real_map(
        &[infantry("U1", "union", 5, "1117")],
        1,
        2,
        "10:00",
        r#"setup = function() sandtable.log.event("probe", "", { value = require("victory").communicates("union", "1117") }) end,"#,
    );
    let g = rod::game("loc_free", &free);
    assert_eq!(probe(&g), serde_json::json!(true));

    // Surround 1117 with Confederate units in every neighbour.
    let g0 = rod::game("loc_free2", &free);
    let ring: Vec<String> = ["E", "NE", "NW", "W", "SW", "SE"]
        .iter()
        .enumerate()
        .map(|(i, d)| {
            infantry(
                &format!("C{i}"),
                "confederate",
                5,
                &rod::next(&g0, "1117", d),
            )
        })
        .collect();
    let mut units = vec![infantry("U1", "union", 5, "1117")];
    units.extend(ring);
    let cut = on_real_map(
        &units,
        1,
        2,
        "10:00",
        r#"setup = function() sandtable.log.event("probe", "", { value = require("victory").communicates("union", "1117") }) end,"#,
    );
    let g = rod::game("loc_cut", &cut);
    assert_eq!(probe(&g), serde_json::json!(false));
}

#[test]
fn rule_11_31_september_18th_points() {
    // Confederates: one unit on the west bank at the Kelly house (1 point), two east of the
    // creek in area A (2 each to the Union); one ford located by them and one bridge crossed (2
    // each); 3 Union points lost on the 18th (2 each, besides the record's 1 each). Union: one
    // bridge destroyed (10); Wilder and Minty unhurt but far from the LaFayette road (4).
    let units = [
        infantry("CW", "confederate", 6, "1117"),
        infantry("CE1", "confederate", 6, "3410"),
        infantry("CE2", "confederate", 6, "3412"),
        rod::unit_lua(
            "1-4-XIV",
            "union",
            "cavalry",
            20,
            "0105",
            r#"formation = "line", facing = "E", props = { morale = { 9, 7 }, wilder = true },"#,
        ),
        rod::unit_lua(
            "1-2-Cav",
            "union",
            "cavalry",
            10,
            "0106",
            r#"formation = "line", facing = "E","#,
        ),
        infantry("U9", "union", 9, "0110"),
    ];
    let extra = r#"setup = function()
      sandtable.vars.set("fords_located_by", { ["Byram's Ford"] = "confederate", ["Hall's Ford"] = "union" })
      sandtable.vars.set("bridges_crossed", { ["2228/2328"] = true })
      sandtable.vars.set("bridges_destroyed", { "Alexander's Bridge" })
      require("util").lose(sandtable.units.get("U9"), 3, "test fire")
    end,"#;
    let src = on_real_map(&units, 1, 0, "19:00", extra);
    let mut g = rod::game("sept18", &src);
    play_out(&mut g);
    assert_eq!(vp(&g, "confederate", "11.31a"), 2 * 2 + 2 * 3 + 1);
    assert_eq!(vp(&g, "union", "11.31b"), 10 + 4 + 2 * 2);
    // The record's own point a Union point lost (11.1).
    assert_eq!(vp(&g, "confederate", "11.1"), 3);
}

/// 11.31a "2 pts: each Union strength point eliminated": a Union leader lost on the 18th puts
/// his stars on the Casualty Record (11.1: a point each to the Confederates) but they are not
/// strength points, so 11.31a leaves them out.
#[test]
fn rule_11_31_a_leader_s_stars_are_not_strength_points_eliminated() {
    let units = [
        infantry("U9", "union", 9, "0110"),
        rod::leader("BAIRD", "union", "0111", "1-XIV", 3, 1),
        infantry("U8", "union", 8, "0112"),
    ];
    let extra = r#"setup = function()
      require("util").lose(sandtable.units.get("U9"), 3, "test fire")
      require("command").leader_lost(sandtable.units.get("BAIRD"), "test fire")
    end,"#;
    let src = on_real_map(&units, 1, 0, "19:00", extra);
    let mut g = rod::game("sept18_leader", &src);
    assert!(g.with_world(|w| {
        let id = w.state.unit_by_key("BAIRD").unwrap();
        w.state.units[id as usize].location == sandtable::kernel::unit::Location::Eliminated
    }));
    play_out(&mut g);
    // 3 strength points and Baird's star on the record (11.1) …
    assert_eq!(vp(&g, "confederate", "11.1"), 3 + 1);
    // … but 11.31a counts the 3 strength points only (2 each), beside the unit count.
    let strength_award = events(&g, "vp_awarded")
        .into_iter()
        .find(|e| {
            e.text
                .contains("Union strength points eliminated on the 18th")
        })
        .expect("the 11.31a award");
    assert_eq!(
        field(&strength_award, "vp"),
        2 * 3,
        "{}",
        strength_award.text
    );
}

#[test]
fn rule_11_31_wilder_and_minty_both_conditions_ten() {
    // Both within 5 hexes of a LaFayette road hex (1117 is one) and unhurt: 10.
    let units = [
        rod::unit_lua(
            "1-4-XIV",
            "union",
            "cavalry",
            20,
            "1317",
            r#"formation = "line", facing = "E", props = { morale = { 9, 7 }, wilder = true },"#,
        ),
        rod::unit_lua(
            "1-2-Cav",
            "union",
            "cavalry",
            10,
            "1517",
            r#"formation = "line", facing = "E","#,
        ),
        infantry("CE", "confederate", 6, "3410"),
    ];
    let src = on_real_map(&units, 1, 0, "19:00", "");
    let mut g = rod::game("wilder10", &src);
    play_out(&mut g);
    assert_eq!(vp(&g, "union", "Wilder and Minty unhurt"), 10);
    // Minty loses a point: one condition left, 4.
    let extra = r#"setup = function() require("util").lose(sandtable.units.get("1-2-Cav"), 1, "test") end,"#;
    let src = on_real_map(&units, 1, 0, "19:00", extra);
    let mut g = rod::game("wilder4", &src);
    play_out(&mut g);
    assert_eq!(vp(&g, "union", "Wilder and Minty"), 4);
}

#[test]
fn rule_11_32_lafayette_road_cut_with_twenty_points() {
    // Two Confederate units on LaFayette road hexes south of the Kelly house (1117): 1120 and
    // 1124, 12 + 8 = 20 points, with their communication east open: the road is cut (10 to the
    // Confederate); the Dry Valley road is not (10 to the Union).
    let cut = [
        infantry("C1", "confederate", 12, "1120"),
        infantry("C2", "confederate", 8, "1124"),
        infantry("U1", "union", 5, "0105"),
    ];
    let src = on_real_map(&cut, 1, 1, "19:00", "");
    let mut g = rod::game("cut", &src);
    play_out(&mut g);
    assert_eq!(vp(&g, "confederate", "LaFayette road cut"), 10);
    assert_eq!(vp(&g, "union", "did not cut the LaFayette"), 0);
    assert_eq!(vp(&g, "union", "did not cut the Dry Valley"), 10);

    // 19 points do not cut it: 40 to the Union.
    let short = [
        infantry("C1", "confederate", 11, "1120"),
        infantry("C2", "confederate", 8, "1124"),
        infantry("U1", "union", 5, "0105"),
    ];
    let src = on_real_map(&short, 1, 1, "19:00", "");
    let mut g = rod::game("short", &src);
    play_out(&mut g);
    assert_eq!(vp(&g, "confederate", "LaFayette road cut"), 0);
    assert_eq!(vp(&g, "union", "did not cut the LaFayette"), 40);

    // North of the Kelly house does not count (1110 is a road hex north of row 17).
    let north = [
        infantry("C1", "confederate", 12, "1110"),
        infantry("C2", "confederate", 8, "1112"),
        infantry("U1", "union", 5, "0105"),
    ];
    let src = on_real_map(&north, 1, 1, "19:00", "");
    let mut g = rod::game("north", &src);
    play_out(&mut g);
    assert_eq!(vp(&g, "confederate", "LaFayette road cut"), 0);
}

#[test]
fn rule_11_33_the_union_choice_b1_exits_and_b2_holds() {
    // 12.46-style b1 only: 2 Union units exited through F (1 each), 1 Confederate exited
    // through G (2), 3 Union units still on the map (2 each to the Confederate).
    let mut units = vec![
        infantry("U1", "union", 5, "0819"),
        infantry("U2", "union", 5, "0720"),
        infantry("U3", "union", 5, "1117"),
        infantry("C1", "confederate", 5, "3410"),
    ];
    units.push(r#"{ key = "UX1", side = "union", type = "infantry", strength = 5, box = "exited_f", props = { morale = { 7, 5 } } },"#.into());
    units.push(r#"{ key = "UX2", side = "union", type = "infantry", strength = 5, box = "exited_f", props = { morale = { 7, 5 } } },"#.into());
    units.push(r#"{ key = "CX1", side = "confederate", type = "infantry", strength = 5, box = "exited_g", props = { morale = { 7, 5 } } },"#.into());
    let b1 = on_real_map(
        &units,
        1,
        2,
        "19:00",
        r#"victory = { rule = "12.46", levels = "11.4", union_choice = "b1" },"#,
    );
    let mut g = rod::game("b1", &b1);
    play_out(&mut g);
    assert_eq!(vp(&g, "union", "11.33 b1"), 2);
    assert_eq!(vp(&g, "confederate", "exited through G"), 2);
    assert_eq!(vp(&g, "confederate", "still on the map"), 6);

    // The battle scenario lets the Union choose: holding the Kelly house (U3) and Snodgrass
    // Hill (0720, 0819, 0919 — U2 and U1 hold two, the third is free of Confederate zones) with
    // communication, b2 gives 2 for each of the 3 unrouted units on the map (6), the
    // Confederate 1 for his one unit (1): a balance of +5 against b1's 2 - 8 = -6.
    let b2 = on_real_map(
        &units,
        1,
        2,
        "19:00",
        r#"victory = { rule = "12.16", levels = "11.4" },"#,
    );
    let mut g = rod::game("b2", &b2);
    play_out(&mut g);
    assert_eq!(vp(&g, "union", "11.33 b2"), 6);
    assert_eq!(vp(&g, "confederate", "11.33 a"), 1);
    assert_eq!(vp(&g, "union", "11.33 b1"), 0);
}

/// 11.33 b: the Union player elects b1 or b2 — his decision at the end of the last phase of
/// the 1900/2000 turn of the 20th. With the position of the test above the computer would
/// take b2 (+5 against -6); the player may withdraw (b1) all the same.
#[test]
fn rule_11_33_the_union_player_elects_b1_or_b2() {
    let mut units = vec![
        infantry("U1", "union", 5, "0819"),
        infantry("U2", "union", 5, "0720"),
        infantry("U3", "union", 5, "1117"),
        infantry("C1", "confederate", 5, "3410"),
    ];
    units.push(r#"{ key = "UX1", side = "union", type = "infantry", strength = 5, box = "exited_f", props = { morale = { 7, 5 } } },"#.into());
    units.push(r#"{ key = "UX2", side = "union", type = "infantry", strength = 5, box = "exited_f", props = { morale = { 7, 5 } } },"#.into());
    units.push(r#"{ key = "CX1", side = "confederate", type = "infantry", strength = 5, box = "exited_g", props = { morale = { 7, 5 } } },"#.into());
    let src = on_real_map(
        &units,
        1,
        2,
        "19:00",
        r#"victory = { rule = "12.16", levels = "11.4" },"#,
    );
    let mut g = rod::game("choice", &src);
    while g.pending_decision().is_none() {
        assert!(!g.is_over(), "the game ended without the Union's election");
        rod::end_phase(&mut g);
    }
    assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "rally");
    assert_eq!(
        rod::choices(&g),
        vec![serde_json::json!("b1"), serde_json::json!("b2")]
    );
    assert_eq!(
        g.bot_action().unwrap()["choice"],
        "b2",
        "the computer's balance"
    );
    rod::decide(&mut g, "union", "11.33", serde_json::json!("b1"));
    play_out(&mut g);
    assert!(g.is_over());
    assert_eq!(
        field(&common::last_event(&g, "union_choice"), "choice"),
        "b1"
    );
    assert_eq!(vp(&g, "union", "11.33 b1"), 2);
    assert_eq!(vp(&g, "confederate", "exited through G"), 2);
    assert_eq!(vp(&g, "confederate", "still on the map"), 6);
    assert_eq!(vp(&g, "union", "11.33 b2"), 0);
}

#[test]
fn rule_11_34_wagons_exit_at_f_and_eliminated() {
    // A Union wagon exits from 0110 (area F): 15. Another is eliminated: 25 to the Confederate
    // and nothing on the Casualty Record.
    let units = [
        rod::unit_lua("W1", "union", "wagon", 1, "0110", ""),
        rod::unit_lua("W2", "union", "wagon", 1, "0510", ""),
        infantry("C1", "confederate", 5, "3410"),
    ];
    let extra = r#"setup = function() require("util").lose(sandtable.units.get("W2"), 1, "test fire") end,"#;
    let src = on_real_map(&units, 2, 1, "10:00", extra);
    let mut g = rod::game("wagons", &src);
    assert_eq!(vp(&g, "confederate", "11.34 wagon W2 eliminated"), 25);
    assert_eq!(vp(&g, "confederate", "11.1"), 0);
    goto_phase(&mut g, "union", "movement");
    let why = refuse(&mut g, r#"{"kind":"exit","unit":"C1"}"#);
    assert!(why.contains("11.33"), "{why}");
    act(&mut g, r#"{"kind":"exit","unit":"W1"}"#);
    assert_eq!(vp(&g, "union", "11.34 wagon W1 exited"), 15);
    let (_, hex) = common::unit(&g, "W1");
    assert_eq!(hex, None);
}

// ---------------------------------------------------------------------------------------------
// 11.4 Victory levels and the scenarios' own scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn rule_11_4_levels_by_the_margin() {
    let extra = r#"setup = function()
      local V = require("victory")
      local out = {}
      for _, d in ipairs({ 1, 25, 26, 75, 76, 125, 126, 400 }) do out[#out + 1] = V.level(d) end
      sandtable.log.event("probe", "", { value = out })
    end,"#;
    let src = rod::scenario(
        &rod::open_map(8, 8, ""),
        &[infantry("C1", "confederate", 5, "0303")],
        1,
        1,
        "08:00",
        extra,
    );
    let g = rod::game("levels", &src);
    assert_eq!(
        probe(&g),
        serde_json::json!([
            "draw", "draw", "marginal", "marginal", "tactical", "tactical", "decisive", "decisive"
        ])
    );
}

#[test]
fn rule_12_26_september_18th_scenario_scores_record_and_11_31_only() {
    // The 12.2 scenario played with nobody acting but the reinforcements entering (6.712): only
    // the Casualty Record (11.1) and the points of the 18th (11.31) count, and the level is
    // 12.26's: 1-5 a draw, 6 or more a win.
    let lib = common::library();
    let mut g = common::start(&lib, RS, "sept-18", 1, &[]);
    play_out(&mut g);
    let mut counted = [0i64; 2];
    for e in events(&g, "vp_awarded") {
        let why = field(&e, "why").as_str().unwrap_or("").to_string();
        assert!(
            why.starts_with("11.1 ") || why.starts_with("11.31"),
            "12.26 counts nothing else: {why}"
        );
        let i = usize::from(field(&e, "side") == "confederate");
        counted[i] += field(&e, "vp").as_i64().unwrap_or(0);
    }
    assert_eq!(counted[0], total_vp(&g, "union"));
    assert_eq!(counted[1], total_vp(&g, "confederate"));
    // Davidson east of the creek (12.112) alone is worth 2 to the Union.
    assert!(vp(&g, "union", "east of the creek") >= 2);
    let margin = (counted[0] - counted[1]).abs();
    let o = g.outcome().expect("over");
    let expected = match margin {
        0..=5 => "draw",
        _ => "win",
    };
    assert_eq!(o.level, expected, "margin {margin}");
    assert!(o.reason.contains("12.26"), "{}", o.reason);
}

#[test]
fn rule_12_46_daily_points_accumulated_before_the_scenario() {
    let lib = common::library();
    let g = common::start(&lib, RS, "sept-20-longstreet", 1, &[]);
    assert_eq!(vp(&g, "confederate", "daily points accumulated"), 32);
    assert_eq!(vp(&g, "union", "daily points accumulated"), 30);
}

#[test]
fn rule_12_36_september_19th_scores_record_11_2_11_32_11_34() {
    // The 12.3 scenario as set up, nobody acting: no Confederate unit cuts either road, so the
    // Union scores 40 + 10 (11.32); nothing of 11.31 or 11.33 counts. The margin decides the
    // level on 12.36's own scale (31 or more: decisive).
    let lib = common::library();
    let mut g = common::start(&lib, RS, "sept-19", 1, &[]);
    play_out(&mut g);
    assert_eq!(vp(&g, "union", "did not cut the LaFayette"), 40);
    assert_eq!(vp(&g, "union", "did not cut the Dry Valley"), 10);
    assert!(events(&g, "vp_awarded").iter().all(|e| {
        let why = field(e, "why").as_str().unwrap_or("");
        !why.contains("11.31") && !why.contains("11.33")
    }));
    let margin = total_vp(&g, "union") - total_vp(&g, "confederate");
    assert!(margin >= 31, "margin {margin}");
    assert_eq!(g.outcome().expect("over").level, "decisive");
}

// rules: 11, 11.3
#[test]
fn rule_12_16_the_battle_scores_every_day() {
    // 12.16 per 11.4: the three days' points are all scored in the 41-turn battle.
    let lib = common::library();
    let mut g = common::start(&lib, RS, "battle", 1, &[]);
    play_out(&mut g);
    let whys: Vec<String> = events(&g, "vp_awarded")
        .iter()
        .map(|e| field(e, "why").as_str().unwrap_or("").to_string())
        .collect();
    for part in ["11.31b", "11.32b", "11.33"] {
        assert!(whys.iter().any(|w| w.contains(part)), "{part}: {whys:?}");
    }
    assert!(!events(&g, "union_choice").is_empty());
}

#[test]
fn rule_12_56_rock_scenario_union_may_only_take_b1() {
    let lib = common::library();
    let mut g = common::start(&lib, RS, "sept-20-rock", 1, &[]);
    assert_eq!(vp(&g, "confederate", "daily points accumulated"), 32);
    play_out(&mut g);
    let choice = common::last_event(&g, "union_choice");
    assert_eq!(field(&choice, "choice"), "b1");
    assert_eq!(vp(&g, "union", "11.33 b2"), 0);
}

#[test]
fn rule_11_31_a_bridge_crossed_by_a_confederate_move_on_the_18th_is_counted() {
    // A bridge over a creek hexside between 0402 and 0502; the Confederate brigade in 0502,
    // facing west, moves across it to 0402 on the 18th: the bridge is counted once (11.31a).
    let map = rod::open_map(
        8,
        4,
        r#"hexsides = { creek = { "0402/0502" }, bridge = { "0402/0502" } },"#,
    );
    let units = [
        rod::line("C1", "confederate", 6, "0502", "W", "Cleburne"),
        rod::line("U1", "union", 6, "0801", "E", "1-XIV"),
    ];
    let src = rod::scenario(&map, &units, 3, 0, "15:00", "");
    let mut g = rod::game("crossed", &src);
    goto_phase(&mut g, "confederate", "movement");
    act(&mut g, r#"{"kind":"move","unit":"C1","to":"0402"}"#);
    let crossed = g.with_world(|w| w.state.vars.get("bridges_crossed").cloned());
    assert_eq!(crossed, Some(serde_json::json!({"0402/0502": true})));
}
