//! This Terrible Sound: morale (S.7: straggler tables, morale table, states, rally, bloodlust)
//! and wrecks and stragglers (S.8). Positions are small scenarios on open ground with real
//! regiments and leaders of the order of battle; each test forces the dice and works the
//! outcome out by hand from charts.lua (grade C: routed <= 4, disorganized <= 6, shaken <= 8,
//! bloodlust >= 14 in close combat; Straggler Table 1 C = 0 0 1 1 1 1 2 2 2, Table 2 C =
//! 0 0 0 0 0 0 1 1 1; rally needs C 7; recovery needs C 5).

mod common;
use common::tts::change;

use common::tts;
use common::{events, goto_phase};
use sandtable::session::Game;

fn state(g: &Game, key: &str) -> String {
    tts::query(
        g,
        &format!(r#"return require("util").morale_state(sandtable.units.get("{key}"))"#),
    )
    .as_str()
    .unwrap()
    .to_string()
}

fn prop(g: &Game, key: &str, name: &str) -> serde_json::Value {
    tts::query(
        g,
        &format!(r#"return sandtable.units.get("{key}"):prop("{name}") or 0"#),
    )
}

fn losses(g: &Game, side: &str) -> i64 {
    tts::query(
        g,
        &format!(r#"return (sandtable.vars.get("losses") or {{}})["{side}"] or 0"#),
    )
    .as_i64()
    .unwrap()
}

/// -1 when command.lua finds the unit out of command (S.3, charts.command_radius), else 0.
fn ooc(g: &Game, key: &str) -> i64 {
    let v = tts::query(
        g,
        &format!(
            r#"return require("command").in_command(sandtable.units.get("{key}")) and 0 or -1"#
        ),
    );
    v.as_i64().unwrap()
}

/// The Morale Table's grade C row (charts.morale_table): the state a modified roll gives.
fn c_state(roll: i64) -> &'static str {
    match roll {
        i64::MIN..=4 => "routed",
        5..=6 => "disorganized",
        7..=8 => "shaken",
        _ => "normal",
    }
}

/// Plays the union player turn from its close combat phase into its rally phase (which runs
/// by itself: nothing is left to decide).
fn through_rally(g: &mut Game) {
    g.apply(serde_json::json!({"kind": "end_phase"})).unwrap();
}

const TEN_IND: &str = "10 Ind/2/3/14";
const SEVENTY_FOUR: &str = "74 Ind/2/3/14";

fn game_at(units: &[String], time: &str, map: &str) -> Game {
    let src = tts::scenario(map, units, 4, 1, time, "union", "");
    tts::game("morale", &src)
}

#[test]
fn rule_s_7_2_straggler_table_1_splits_a_loss_then_morale_then_table_2() {
    // 10 Ind (C, 7 SP) loses 2: Table 1 d6 3 -> C[3] = 1 straggler, 1 killed. Morale 2d6 4+4
    // = 8, -2 for 2 SP lost, -1 out of command (no leader in play) = 5: disorganized. Table 2 (a disorganized result): d6 6 +1
    // (disorganized) = 7 -> C[7] = 1 more straggler.
    let units = [tts::oob(
        "union",
        TEN_IND,
        "0303",
        "formation = \"line\", facing = \"E\",",
    )];
    let g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    g.force_dice([3, 4, 4, 6]);
    let r = change(
        &g,
        r#"local r = require("morale").apply_fire("0303", 2, { why = "test fire" }); return r["10 Ind/2/3/14"]"#,
    );
    assert_eq!(r["lost"], 2);
    assert_eq!(r["killed"], 1);
    assert_eq!(r["stragglers"], 2);
    assert_eq!(r["state"], "disorganized");
    assert_eq!(common::unit(&g, TEN_IND).0, 4);
    assert_eq!(prop(&g, TEN_IND, "stragglers"), 2);
    assert_eq!(prop(&g, TEN_IND, "killed"), 1);
    // 5.2: only the permanent loss is on the loss track
    assert_eq!(losses(&g, "union"), 1);
    assert_eq!(state(&g, TEN_IND), "disorganized");
}

#[test]
fn rule_s_7_2_loss_split_strongest_first_and_night_straggles_more() {
    // Two regiments in the hex lose 3: 74 Ind (8) takes the 1st, then 74 Ind (7) and 10 Ind
    // (7) tie -> 10 Ind by key, then 74 Ind (7 vs 6): 74 Ind 2, 10 Ind 1. At night (20:00)
    // Table 1 gets +2: 10 Ind d6 1+2 = 3 -> C[3] = 1 (all its loss straggles); 74 Ind d6 4+2
    // = 6 -> C[6] = 1. Morale (night -1, and -1 when command.lua finds the regiment out of
    // command): 10 Ind 2d6 5+5 = 10 -1 lost -1 = 8 (7) shaken; 74 Ind 6+6 = 12 -2 -1 = 9 no
    // effect (8: shaken). Table 2 for neither (both lost, neither disorganized).
    let units = [
        tts::oob("union", TEN_IND, "0303", ""),
        tts::oob("union", SEVENTY_FOUR, "0303", ""),
    ];
    let g = game_at(&units, "20:00", &tts::open_map(8, 8, ""));
    g.force_dice([1, 4, 5, 5, 6, 6]);
    let o = ooc(&g, TEN_IND);
    let r = change(&g, r#"return require("morale").apply_fire("0303", 3, {})"#);
    assert_eq!(r[TEN_IND]["lost"], 1);
    assert_eq!(r[SEVENTY_FOUR]["lost"], 2);
    assert_eq!(r[TEN_IND]["stragglers"], 1);
    assert_eq!(r[TEN_IND]["killed"], 0);
    assert_eq!(r[SEVENTY_FOUR]["stragglers"], 1);
    assert_eq!(r[SEVENTY_FOUR]["killed"], 1);
    assert_eq!(r[TEN_IND]["roll"], 8 + o);
    assert_eq!(r[SEVENTY_FOUR]["roll"], 9 + o);
    assert_eq!(state(&g, TEN_IND), "shaken");
    assert_eq!(state(&g, SEVENTY_FOUR), c_state(9 + o));
    assert_eq!(losses(&g, "union"), 1);
}

#[test]
fn rule_s_7_3_near_miss_adds_its_value_and_table_2_follows() {
    // A -2 fire result: no loss, the check adds 2: 2d6 3+3 = 6 +2 = 8 (-1 when out of
    // command: 7) -> shaken (C). Table 2 (no loss): d6 6 -> C[6] = 0. Nothing lost.
    let units = [tts::oob("union", TEN_IND, "0303", "")];
    let g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    g.force_dice([3, 3, 6]);
    let o = ooc(&g, TEN_IND);
    let r = change(
        &g,
        r#"return require("morale").apply_fire("0303", 0, { miss = -2 })["10 Ind/2/3/14"]"#,
    );
    assert_eq!(r["state"], "shaken");
    assert_eq!(r["roll"], 8 + o);
    assert_eq!(common::unit(&g, TEN_IND).0, 7);
    // the same result on a shaken unit makes it one step worse: shaken again -> disorganized; Table
    // 2: d6 6 +1 disorganized = 7 -> C[7] = 1 straggler.
    g.force_dice([3, 3, 6]);
    change(
        &g,
        r#"require("morale").apply_fire("0303", 0, { miss = -2 })"#,
    );
    assert_eq!(state(&g, TEN_IND), "disorganized");
    assert_eq!(common::unit(&g, TEN_IND).0, 6);
    assert_eq!(prop(&g, TEN_IND, "stragglers"), 1);
}

#[test]
fn rule_s_7_3_morale_table_by_grade_with_leader_and_column() {
    // The same roll (2d6 3+3, -1 fire, +2 leader stacked, -1 column, -1 if command.lua finds
    // it out of command) read on grade C (10 Ind: shaken at 7-8, disorganized at 5-6) and
    // grade B (Wilder's 92 Ill, mounted infantry: shaken at 6-7).
    let units = [
        tts::oob("union", TEN_IND, "0303", "formation = \"column\","),
        tts::oob("union", "Croxton", "0303", ""),
        tts::oob("union", "92 Ill/Wilder", "0505", "formation = \"column\","),
        tts::oob("union", "Wilder", "0505", ""),
    ];
    let g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    g.force_dice([3, 3, 3, 3]);
    let a = change(
        &g,
        r#"local m = require("morale")
        local s1, r1 = m.check(sandtable.units.get("10 Ind/2/3/14"), -1, "test")
        local s2, r2 = m.check(sandtable.units.get("92 Ill/Wilder"), -1, "test")
        return { s1, r1, s2, r2 }"#,
    );
    let r1 = 6 + ooc(&g, TEN_IND);
    let r2 = 6 + ooc(&g, "92 Ill/Wilder");
    let c = if r1 >= 7 { "shaken" } else { "disorganized" };
    assert_eq!(a, serde_json::json!([c, r1, "shaken", r2]));
    // without the leader the C regiment is two worse
    let units = [tts::oob(
        "union",
        TEN_IND,
        "0303",
        "formation = \"column\",",
    )];
    let g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    g.force_dice([3, 3]);
    let o = ooc(&g, TEN_IND);
    let b = change(
        &g,
        r#"return { require("morale").check(sandtable.units.get("10 Ind/2/3/14"), -1, "test") }"#,
    );
    assert_eq!(b, serde_json::json!([c_state(4 + o), 4 + o]));
}

#[test]
fn rule_s_7_1_bloodlust_in_close_combat_and_routed_unit_that_cannot_retreat_is_captured() {
    // Close combat: 2d6 6+6 = 12 +2 Wilder stacked (-1 if out of command) >= 13 -> bloodlust
    // (grade B).
    let units = [
        tts::oob("union", "92 Ill/Wilder", "0303", ""),
        tts::oob("union", "Wilder", "0303", ""),
    ];
    let g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    g.force_dice([6, 6]);
    let s = change(
        &g,
        r#"return require("morale").check(sandtable.units.get("92 Ill/Wilder"), 0, "assault", { close_combat = true })"#,
    );
    assert_eq!(s, "bloodlust");
    // Outside close combat 12 +2 (-1 out of command) = 14 (13) is no effect (C).
    let units2 = [tts::oob("union", SEVENTY_FOUR, "0303", "")];
    let g2 = game_at(&units2, "10:15", &tts::open_map(8, 8, ""));
    g2.force_dice([6, 6]);
    let s2 = change(
        &g2,
        r#"return require("morale").check(sandtable.units.get("74 Ind/2/3/14"), 2, "fire")"#,
    );
    assert_eq!(s2, "normal");

    // A two-hex map: 10 Ind at 0101 fired on from 0201 loses 1 (Table 1 d6 1 -> 0
    // stragglers), checks 1+1 = 2 -1 lost (-1 out of command) = 1 (0): routed; it has nowhere to retreat: captured, its
    // other 6 SP permanent losses (7 on the loss track).
    let units3 = [
        tts::oob("union", TEN_IND, "0101", ""),
        tts::oob("confederate", "29 Miss/W/L/Res", "0201", ""),
    ];
    let g3 = game_at(&units3, "10:15", &tts::open_map(2, 1, ""));
    g3.force_dice([1, 1, 1]);
    change(
        &g3,
        r#"require("morale").apply_fire("0101", 1, { from = "0201" })"#,
    );
    assert_eq!(common::unit(&g3, TEN_IND).0, 0);
    assert_eq!(losses(&g3, "union"), 7);
}

fn wreck_units() -> Vec<String> {
    vec![
        // 2/3/14: 10 Ind 3 of 7 (lost 4 >= 3.5: wrecked), 74 Ind 4 of 8 (wrecked), 4 Ky 6 of
        // 11 (lost 5 < 5.5), 10 Ky and 14 Ohio full.
        tts::oob("union", TEN_IND, "0303", "strength = 3,"),
        tts::oob("union", SEVENTY_FOUR, "0304", "strength = 4,"),
        tts::oob("union", "4 Ky/2/3/14", "0305", "strength = 6,"),
        tts::oob("union", "10 Ky/2/3/14", "0306", ""),
        tts::oob("union", "14 Ohio/2/3/14", "0307", ""),
        // 1/3/14: one regiment, full.
        tts::oob("union", "82 Ind/1/3/14", "0503", ""),
    ]
}

#[test]
fn rule_s_8_1_regiment_brigade_and_division_wrecks() {
    let g = game_at(&wreck_units(), "10:15", &tts::open_map(8, 8, ""));
    let q = r#"local m = require("morale")
      return { m.brigade_wrecked("2/3/14"), m.division_wrecked("3/14"), m.wrecked_regiments("3/14"),
        m.wrecked_brigades("14 Corps"), m.wrecked_divisions("union"),
        sandtable.units.get("10 Ind/2/3/14"):has("wrecked"), sandtable.units.get("4 Ky/2/3/14"):has("wrecked") }"#;
    // 2 of 5 regiments wrecked: the brigade is not (needs 2.5).
    assert_eq!(
        tts::query(&g, q),
        serde_json::json!([false, false, 2, 0, 0, true, false])
    );
    // 4 Ky loses 1 more (6 of 11 lost): 3 of 5, the brigade is wrecked, and with it the
    // division (1 of its 2 brigades in play).
    change(
        &g,
        r#"require("util").lose(sandtable.units.get("4 Ky/2/3/14"), 1, "test")"#,
    );
    assert_eq!(
        tts::query(&g, q),
        serde_json::json!([true, true, 3, 1, 1, true, true])
    );
}

#[test]
fn rule_s_7_3_wrecked_regiment_brigade_division_modifiers() {
    // 10 Ind is a wrecked regiment of a wrecked brigade of a wrecked division: -3 (and -1
    // when out of command). 2d6 4+4 = 8 -3 = 5: disorganized (4: routed); shaken at 8 (7)
    // without the wrecks.
    let mut units = wreck_units();
    units[2] = tts::oob("union", "4 Ky/2/3/14", "0305", "strength = 5,");
    let g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    g.force_dice([4, 4]);
    let o = ooc(&g, TEN_IND);
    let r = change(
        &g,
        r#"return { require("morale").check(sandtable.units.get("10 Ind/2/3/14"), 0, "test") }"#,
    );
    assert_eq!(r, serde_json::json!([c_state(5 + o), 5 + o]));
}

#[test]
fn rule_s_7_4_rally_with_a_leader_not_adjacent_to_the_enemy() {
    // Union rally phase, 10:15 (no straggler recovery). 10 Ind disorganized with Croxton
    // adjacent: 2d6 2+3 = 5 +2 = 7 >= 7 -> shaken. 74 Ind routed, no leader near: 3+3 = 6
    // < 7, stays routed. 4 Ky shaken next to an enemy unit: no roll.
    let units = [
        tts::oob("union", TEN_IND, "0303", "status = { \"disorganized\" },"),
        tts::oob("union", "Croxton", "0403", ""),
        tts::oob("union", SEVENTY_FOUR, "0707", "status = { \"routed\" },"),
        tts::oob("union", "4 Ky/2/3/14", "0101", "status = { \"shaken\" },"),
        tts::oob("confederate", "29 Miss/W/L/Res", "0201", ""),
    ];
    let mut g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    goto_phase(&mut g, "union", "close_combat");
    g.force_dice([2, 3, 3, 3]);
    through_rally(&mut g);
    assert_eq!(state(&g, TEN_IND), "shaken");
    assert_eq!(state(&g, SEVENTY_FOUR), "routed");
    assert_eq!(state(&g, "4 Ky/2/3/14"), "shaken");
    assert_eq!(events(&g, "rally").len(), 3);
}

#[test]
fn rule_s_7_4_bloodlust_ends_after_a_turn_without_close_combat() {
    // 14 Ohio starts in bloodlust and fights no close combat: normal in the rally phase.
    // 10 Ky, also in bloodlust, checks in close combat this turn (6+6 +1 bloodlust: no
    // effect): it stays in bloodlust.
    let units = [
        tts::oob(
            "union",
            "14 Ohio/2/3/14",
            "0303",
            "status = { \"bloodlust\" },",
        ),
        tts::oob(
            "union",
            "10 Ky/2/3/14",
            "0505",
            "status = { \"bloodlust\" },",
        ),
        tts::oob("union", "Croxton", "0505", ""),
    ];
    let mut g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    goto_phase(&mut g, "union", "close_combat");
    g.force_dice([6, 6]);
    change(
        &g,
        r#"require("morale").check(sandtable.units.get("10 Ky/2/3/14"), 0, "assault", { close_combat = true })"#,
    );
    through_rally(&mut g);
    assert_eq!(state(&g, "14 Ohio/2/3/14"), "normal");
    assert_eq!(state(&g, "10 Ky/2/3/14"), "bloodlust");
}

#[test]
fn rule_s_8_2_straggler_recovery_on_the_hour_and_at_night() {
    // 11:00, on the hour: 10 Ind (2 stragglers, 5 SP) d6 5 >= 5: 1 SP back. 74 Ind has
    // stragglers but an enemy within 3 hexes: no roll. 10 Ky (1 straggler) d6 4 < 5: none.
    let units = [
        tts::oob(
            "union",
            TEN_IND,
            "0303",
            "strength = 5, props = { stragglers = 2 },",
        ),
        tts::oob(
            "union",
            "10 Ky/2/3/14",
            "0304",
            "strength = 6, props = { stragglers = 1 },",
        ),
        tts::oob(
            "union",
            SEVENTY_FOUR,
            "0707",
            "strength = 7, props = { stragglers = 1 },",
        ),
        tts::oob("confederate", "29 Miss/W/L/Res", "0807", ""),
    ];
    let mut g = game_at(&units, "11:00", &tts::open_map(8, 8, ""));
    goto_phase(&mut g, "union", "close_combat");
    g.force_dice([5, 4]);
    through_rally(&mut g);
    assert_eq!(common::unit(&g, TEN_IND).0, 6);
    assert_eq!(prop(&g, TEN_IND, "stragglers"), 1);
    assert_eq!(common::unit(&g, "10 Ky/2/3/14").0, 6);
    assert_eq!(common::unit(&g, SEVENTY_FOUR).0, 7);
    assert_eq!(events(&g, "straggler_recovery").len(), 2);

    // 20:00 (night, +1): d6 4 +1 = 5: 1 SP back.
    let units = [tts::oob(
        "union",
        TEN_IND,
        "0303",
        "strength = 5, props = { stragglers = 2 },",
    )];
    let mut g = game_at(&units, "20:00", &tts::open_map(8, 8, ""));
    goto_phase(&mut g, "union", "close_combat");
    g.force_dice([4]);
    through_rally(&mut g);
    assert_eq!(common::unit(&g, TEN_IND).0, 6);

    // 10:15, neither on the hour nor at night: no recovery roll at all.
    let units = [tts::oob(
        "union",
        TEN_IND,
        "0303",
        "strength = 5, props = { stragglers = 2 },",
    )];
    let mut g = game_at(&units, "10:15", &tts::open_map(8, 8, ""));
    goto_phase(&mut g, "union", "close_combat");
    through_rally(&mut g);
    assert_eq!(events(&g, "straggler_recovery").len(), 0);
    assert_eq!(common::unit(&g, TEN_IND).0, 5);
}

/// A game with 2/3/14's 10 Ind at 4 of 7 (3 lost), 74 Ind at 6 of 8 (2 lost) and 4 Ky at
/// full strength, the scenario printing `stragglers` for the brigade.
fn printed_stragglers(stragglers: u32) -> Game {
    let units = [
        tts::oob("union", TEN_IND, "0303", "strength = 4,"),
        tts::oob("union", SEVENTY_FOUR, "0304", "strength = 6,"),
        tts::oob("union", "4 Ky/2/3/14", "0305", ""),
    ];
    let extra = format!(
        r#"vars = {{ brigade_losses = {{ union = {{ ["2/3/14"] = {{ stragglers = {stragglers}, wrecked = 0 }} }} }} }},"#
    );
    let src = tts::scenario(
        &tts::open_map(8, 8, ""),
        &units,
        4,
        1,
        "10:00",
        "union",
        &extra,
    );
    tts::game("stragglers", &src)
}

// rules: 6.4, 6.6
#[test]
fn rule_s_8_2_a_brigades_printed_stragglers_go_to_its_most_reduced_regiments() {
    // 4 stragglers, one SP at a time to the regiment with the most losses not yet counted
    // (ties by key: "10 Ind" before "74 Ind"): 10 Ind (3 left to count) 1, 10 Ind (2, tie
    // with 74 Ind's 2) 2, 74 Ind (2 against 1) 1, 10 Ind (1, tie) 3.
    let g = printed_stragglers(4);
    assert_eq!(prop(&g, TEN_IND, "stragglers"), 3);
    assert_eq!(prop(&g, SEVENTY_FOUR, "stragglers"), 1);
    assert_eq!(prop(&g, "4 Ky/2/3/14", "stragglers"), 0);
    // The strengths are the printed ones: the stragglers are part of the losses already.
    let strength = |k: &str| {
        tts::query(
            &g,
            &format!(r#"return sandtable.units.get("{k}").strength"#),
        )
    };
    assert_eq!(strength(TEN_IND), 4);
    assert_eq!(strength(SEVENTY_FOUR), 6);
    // More than the brigade has lost: its 5 losses carry 5, the rest is dropped and logged.
    let g = printed_stragglers(7);
    assert_eq!(prop(&g, TEN_IND, "stragglers"), 3);
    assert_eq!(prop(&g, SEVENTY_FOUR, "stragglers"), 2);
    let log = events(&g, "scenario_stragglers");
    assert_eq!(log.len(), 1);
    assert!(
        log[0].text.contains("2 more than its losses"),
        "{:?}",
        log[0]
    );
}

#[test]
fn rule_6_4_the_afternoon_of_the_19th_puts_each_brigades_printed_stragglers_on_its_regiments() {
    // Lines 594 and 648: stragglers by brigade; 6.4's units printed "(0)" start off the map
    // with their own (vars.off_map_stragglers: 3/1/14 2 + 2, E/G/Res 7, W/G/Res 1), which the
    // brigade's count includes.
    let g = common::tts_scenarios::start("afternoon-19th");
    let on_map = tts::query(
        &g,
        r#"local U = require("util")
        local by, bad = {}, {}
        for _, u in ipairs(sandtable.units.all{ location = "any" }) do
          local s = u:prop("stragglers") or 0
          if s > 0 then
            by[u.parent] = (by[u.parent] or 0) + s
            if s > U.wreck_losses(u) then bad[#bad + 1] = u.key end
          end
        end
        return { by = by, bad = table.concat(bad, ", ") }"#,
    );
    let expect = [
        ("1/1/14", 9),
        ("2/1/14", 3),
        ("3/1/14", 9 - 4),
        ("1/3/14", 1),
        ("2/3/14", 7),
        ("3/3/14", 2),
        ("D/A/F Cav", 4),
        ("S/P/F Cav", 2),
        ("E/G/Res", 9 - 7),
        ("W/G/Res", 7 - 1),
        ("W/L/Res", 6),
        ("G/L/Res", 8),
    ];
    for (b, n) in expect {
        assert_eq!(on_map["by"][b], n, "{b}");
    }
    // "P/A/F Cav" (printed; no such brigade) carries nothing, and no regiment more stragglers
    // than its losses.
    assert!(on_map["by"]["P/A/F Cav"].is_null());
    assert_eq!(
        on_map["bad"], "",
        "regiments with more stragglers than losses"
    );
}
