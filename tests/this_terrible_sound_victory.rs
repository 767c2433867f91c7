//! This Terrible Sound: victory (5.0-5.5d: terrain, the loss table, wrecked formations, exits)
//! and the small scenarios' own conditions (6.1 Opening Guns, 6.2 Jay's Mill points, 6.3 Crawfish
//! Springs), 5.0's levels and 5.5c's line of communications.
//! Each test works the points out by hand from the seed's tables (charts.lua `victory`).

mod common;
use common::tts::change;

use common::{Scenario, tts};
use common::{events, field};
use sandtable::session::Game;

/// Ends phases until the next game turn begins.
fn end_turn(g: &mut Game) {
    let turn = g.with_world(|w| w.state.turn);
    while g.with_world(|w| w.state.turn) == turn && !g.is_over() {
        g.apply(serde_json::json!({"kind": "end_phase"})).unwrap();
    }
}

fn total_vp(g: &Game, side: &str) -> i64 {
    g.with_world(|w| {
        let i = w.catalog.side(side).expect("side");
        w.state.records[i].vp
    })
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

fn points(g: &Game, side: &str) -> f64 {
    tts::query(
        g,
        &format!(r#"return (require("victory").points("{side}"))"#),
    )
    .as_f64()
    .unwrap()
}

#[test]
fn rule_5_2_loss_table_awards_by_the_losers_column() {
    let units = [tts::oob("union", "10 Ind/2/3/14", "0303", "")];
    let g = Scenario::tts("victory").size(8, 8).units(&units).start();
    let q = r#"local v = require("victory")
      return { v.loss_award("confederate", 60), v.loss_award("confederate", 61), v.loss_award("confederate", 91),
        v.loss_award("confederate", 116), v.loss_award("confederate", 581), v.loss_award("union", 50),
        v.loss_award("union", 51), v.loss_award("union", 81), v.loss_award("union", 526) }"#;
    assert_eq!(
        tts::query(&g, q),
        serde_json::json!([0, 1, 3, 6, 60, 0, 1, 3, 60])
    );
}

#[test]
fn rule_5_2_all_optional_troops_shift_the_loss_award() {
    // "if the Confederate player has all optional in play, and loses 521 strength points, the
    // Union player would get 41 VPs, not 46. If the Union player is using all his optional
    // troops, use the Confederate loss column."
    let units = [tts::oob("union", "10 Ind/2/3/14", "0303", "")];
    let g = Scenario::tts("victory").size(8, 8).units(&units).start();
    let award = |side: &str, n: u32| {
        tts::query(
            &g,
            &format!(r#"return require("victory").loss_award("{side}", {n})"#),
        )
    };
    assert_eq!(award("confederate", 521), 46);
    assert_eq!(award("union", 81), 3);
    change(
        &g,
        r#"sandtable.vars.set("all_optionals", { confederate = true, union = true })"#,
    );
    assert_eq!(award("confederate", 521), 41);
    assert_eq!(
        award("union", 81),
        1,
        "81 on the Confederate column (61-90)"
    );
}

#[test]
fn rule_5_2_permanent_losses_score_as_earned_and_previous_losses_count() {
    // 5.0: 80 previous Union losses are on the track before play; 1 more (81) is worth 3 VP
    // to the Confederates; stragglers are not recorded (5.2).
    let units = [tts::oob("union", "10 Ind/2/3/14", "0303", "")];
    let mut g = Scenario::tts("victory")
        .size(8, 8)
        .vars("previous_losses = { union = 80, confederate = 0 }")
        .units(&units)
        .start();
    assert_eq!(
        tts::query(&g, r#"return sandtable.vars.get("losses").union"#),
        serde_json::json!(80)
    );
    change(
        &g,
        r#"local U = require("util"); local u = sandtable.units.get("10 Ind/2/3/14")
        U.straggle(u, 2, "test"); U.lose(u, 1, "test")"#,
    );
    end_turn(&mut g);
    assert_eq!(vp(&g, "confederate", "5.2"), 3);
    assert_eq!(total_vp(&g, "confederate"), 3);
    assert_eq!(total_vp(&g, "union"), 0);
}

#[test]
fn rule_5_4_wrecked_brigade_cavalry_regiment_and_destroyed_battery() {
    // 2/3/14: 10 Ind 3/7, 74 Ind 4/8, 4 Ky 5/11 wrecked (3 of 5): 1 VP. 4 Mich Cav 3/6
    // wrecked (its brigade, 1 of 3, is not): 1 VP. C 1 Ohio battery destroyed: 1/2 VP.
    // 2.5 exactly; the kernel score keeps the whole points (2).
    let units = [
        tts::oob("union", "10 Ind/2/3/14", "0303", "strength = 3,"),
        tts::oob("union", "74 Ind/2/3/14", "0304", "strength = 4,"),
        tts::oob("union", "4 Ky/2/3/14", "0305", "strength = 5,"),
        tts::oob("union", "10 Ky/2/3/14", "0306", ""),
        tts::oob("union", "14 Ohio/2/3/14", "0307", ""),
        tts::oob("union", "4 Mich Cav/1/2/Cav", "0503", "strength = 3,"),
        tts::oob("union", "7 Penn Cav/1/2/Cav", "0504", ""),
        tts::oob("union", "4 US Cav/1/2/Cav", "0505", ""),
        tts::oob("union", "C 1 Ohio/Arty/3/14", "0603", ""),
    ];
    let mut g = Scenario::tts("victory").size(8, 8).units(&units).start();
    change(
        &g,
        r#"require("util").lose(sandtable.units.get("C 1 Ohio/Arty/3/14"), 6, "test")"#,
    );
    assert_eq!(points(&g, "confederate"), 2.5);
    end_turn(&mut g);
    assert_eq!(
        vp(&g, "confederate", "5.4 infantry brigade wrecked: 2/3/14"),
        1
    );
    assert_eq!(vp(&g, "confederate", "5.4 cavalry regiment wrecked"), 1);
    assert_eq!(total_vp(&g, "confederate"), 2);
}

// rules: 5.5b
#[test]
fn rule_5_5d_exit_values_by_time_and_5_5b_wrecked_brigades_count_nothing() {
    let units = [
        tts::oob("confederate", "29 Miss/W/L/Res", "0303", ""),
        tts::oob("confederate", "30 Miss/W/L/Res", "0304", "strength = 1,"),
    ];
    let q = r#"local v = require("victory")
      return { v.exit_value(1), v.exit_value(3), v.exit_value(5), v.exit_value(6) }"#;
    // before noon on the 19th
    assert_eq!(
        tts::query(
            &Scenario::tts("victory").size(8, 8).units(&units).start(),
            q
        ),
        serde_json::json!([3, 2, 3, 2])
    );
    // the 20th before 5 AM: #5 2, #6 1 (their second column ends at 5 AM), #1 2, #3 1/2
    assert_eq!(
        tts::query(
            &Scenario::tts("victory")
                .size(8, 8)
                .at(2, "04:30")
                .units(&units)
                .start(),
            q
        ),
        serde_json::json!([2, 0.5, 2, 1])
    );
    // the 20th at 6 AM: #5 and #6 are worth nothing any more
    assert_eq!(
        tts::query(
            &Scenario::tts("victory")
                .size(8, 8)
                .at(2, "06:00")
                .units(&units)
                .start(),
            q
        ),
        serde_json::json!([2, 0.5, 0, 0])
    );
    // the 20th after noon: #1 1, the rest 0
    assert_eq!(
        tts::query(
            &Scenario::tts("victory")
                .size(8, 8)
                .at(2, "13:00")
                .units(&units)
                .start(),
            q
        ),
        serde_json::json!([1, 0, 0, 0])
    );
    // W/L/Res with 1 of its 2 regiments in play wrecked is a wrecked brigade: 0 VP
    let g = Scenario::tts("victory").size(8, 8).units(&units).start();
    let e = change(
        &g,
        r#"local v = require("victory"); v.exit_brigade("W/L/Res", 1); return sandtable.vars.get("exits")[1]"#,
    );
    assert_eq!(e["vp"], 0);
    assert_eq!(e["wrecked"], true);
}

#[test]
fn rule_6_1_points_for_losses_wrecked_regiments_and_leaders() {
    // Confederate: 3 Union permanent losses (3) + 10 Ind wrecked (2) + Minty killed (1) = 6.
    // Union: 2 Confederate permanent losses (2) + Forrest wounded (2) = 4. Confederates win.
    let units = [
        tts::oob("union", "10 Ind/2/3/14", "0303", ""),
        tts::oob("union", "Minty", "0505", ""),
        tts::oob("confederate", "29 Miss/W/L/Res", "0707", ""),
        tts::oob("confederate", "Forrest", "0808", ""),
    ];
    let vars = r#"victory = { points = { per_permanent_loss = 1, per_wrecked_regiment = 2,
        leader_casualty = { ["B. R. Johnson"] = 1, Liddell = 1, Minty = 1, Forrest = 2, Wilder = 2 }, higher_total_wins = true } }"#;
    let g = Scenario::tts("victory")
        .size(8, 8)
        .vars(vars)
        .units(&units)
        .start();
    change(
        &g,
        r#"local U = require("util")
        U.lose(sandtable.units.get("10 Ind/2/3/14"), 3, "test"); U.straggle(sandtable.units.get("10 Ind/2/3/14"), 1, "test")
        U.lose(sandtable.units.get("29 Miss/W/L/Res"), 2, "test")
        sandtable.units.eliminate(sandtable.units.get("Minty"), "killed")
        sandtable.units.set_prop(sandtable.units.get("Forrest"), "casualty", "wounded")"#,
    );
    assert_eq!(points(&g, "confederate"), 6.0);
    assert_eq!(points(&g, "union"), 4.0);
    let r = tts::query(&g, r#"return require("victory").result()"#);
    assert_eq!(r["winner"], "confederate");
}

#[test]
fn rule_6_3_crawfish_springs_conditions_give_the_level() {
    // The Confederates hold Crawfish Springs (0303) and have inflicted 4 losses (10 Ind 3/7)
    // to none; one Federal brigade wrecked (2/3/14 with its only regiment in play), not two:
    // two conditions, a Confederate minor victory.
    let units = [
        tts::oob("confederate", "29 Miss/W/L/Res", "0303", ""),
        tts::oob("union", "10 Ind/2/3/14", "0606", "strength = 3,"),
    ];
    let vars = r#"victory = { conditions = { "capture", "losses", "wrecks" }, place = "Crawfish Springs",
        levels = { [3] = "confederate major", [2] = "confederate minor", [1] = "union minor", [0] = "union major" } }"#;
    let springs = Scenario::tts("crawfish")
        .size(8, 8)
        .map_extra(r#"places = { { name = "Crawfish Springs", hex = "0303", kind = "spring" } },"#)
        .at(2, "12:00")
        .first("confederate")
        .vars(vars);
    let g = springs.clone().units(&units).start();
    let r = tts::query(&g, r#"return require("victory").result()"#);
    assert_eq!(r["winner"], "confederate");
    assert_eq!(r["level"], "minor");
    // Without the spring: one condition, a Union minor victory.
    let units = [
        tts::oob("confederate", "29 Miss/W/L/Res", "0404", ""),
        tts::oob("union", "10 Ind/2/3/14", "0303", "strength = 3,"),
    ];
    let g = springs.units(&units).start();
    let r = tts::query(&g, r#"return require("victory").result()"#);
    assert_eq!(r["winner"], "union");
    assert_eq!(r["level"], "minor");
}

/// The reasons and points of `side`'s breakdown (victory.points).
fn breakdown(g: &Game, side: &str) -> Vec<(f64, String)> {
    let v = tts::query(
        g,
        &format!(r#"local _, bd = require("victory").points("{side}") return bd"#),
    );
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|x| (x[0].as_f64().unwrap(), x[1].as_str().unwrap().to_string()))
                .collect()
        })
        .unwrap_or_default()
}

// rules: 5.4
#[test]
fn rule_5_4_with_the_optional_brigades_in_play_the_corps_threshold_is_the_bracketed_one() {
    // "Res Corps 2 of 3 (or 5 of 9) Brigades, 3 (or 8)": with 2.7c's brigades in play (the
    // variant recorded in play), two wrecked brigades no longer wreck the corps.
    let units = vec![
        tts::oob("union", "96 Ill/1/1/Res", "0202", "strength = 1,"),
        tts::oob("union", "78 Ill/2/1/Res", "0203", "strength = 1,"),
        tts::oob("union", "40 Ohio/1/1/Res", "0204", ""),
    ];
    let g = Scenario::tts("victory")
        .size(8, 8)
        .vars(r#"variants_in_play = { reserve_corps_arrives = true }"#)
        .units(&units)
        .start();
    let c = breakdown(&g, "confederate");
    assert!(
        !c.iter().any(|(_, w)| w.contains("Res Corps (US) wrecked")),
        "{c:?}"
    );
    assert_eq!(points(&g, "confederate"), 2.0, "the two brigades alone");
}

#[test]
fn rule_5_4_pickett_s_miners_and_sappers_wrecked_give_the_union_1_vp() {
    let units = vec![tts::oob("confederate", "Pickett/A Tenn", "0505", "")];
    let g = Scenario::tts("victory").size(8, 8).units(&units).start();
    assert!(breakdown(&g, "union").is_empty());
    wreck(&g, "Pickett/A Tenn");
    assert_eq!(
        breakdown(&g, "union"),
        vec![(1.0, "5.4 Pickett's Miners and Sappers wrecked".to_string())]
    );
}

#[test]
fn rule_5_4_the_pioneer_brigade_wrecked_gives_the_confederates_2_vp() {
    let g = common::start(
        &common::library(),
        tts::RS,
        "sunday",
        1,
        &[("pioneer_brigade", serde_json::json!(true))],
    );
    let before = points(&g, "confederate");
    for k in ["1 Bn Pioneers/Pioneer", "2 Bn Pioneers/Pioneer"] {
        wreck(&g, k);
    }
    let c = breakdown(&g, "confederate");
    assert!(
        c.iter()
            .any(|(n, w)| *n == 2.0 && w == "5.4 the Pioneer Brigade wrecked (2.7e)"),
        "{c:?}"
    );
    assert_eq!(points(&g, "confederate"), before + 2.0);
}

#[test]
fn rule_5_4_corps_wrecked_at_its_threshold_each_army_its_own_reserve_corps() {
    let mut units = vec![
        tts::oob("union", "96 Ill/1/1/Res", "0202", "strength = 1,"),
        tts::oob("union", "78 Ill/2/1/Res", "0203", "strength = 1,"),
        tts::oob("union", "40 Ohio/1/1/Res", "0204", ""),
        tts::oob("confederate", "25 Ga/W/G/Res", "0606", "strength = 1,"),
        tts::oob("confederate", "24 Miss/W/L/Res", "0607", "strength = 1,"),
        tts::oob("confederate", "27 Miss/W/L/Res", "0608", "strength = 1,"),
    ];
    let g = Scenario::tts("victory").size(8, 8).units(&units).start();
    // Union Reserve Corps: 2 of its brigades wrecked (threshold 2 of 3): 3 VP, and 1 VP a brigade
    let c = breakdown(&g, "confederate");
    assert!(
        c.iter()
            .any(|(n, w)| *n == 3.0 && w.contains("Res Corps (US) wrecked")),
        "{c:?}"
    );
    assert_eq!(points(&g, "confederate"), 5.0);
    // Confederate Reserve Corps: 2 of 5 brigades wrecked, under its threshold of 3
    assert_eq!(points(&g, "union"), 2.0);
    // a third brigade: the corps is wrecked, 4 VP
    units.push(tts::oob(
        "confederate",
        "Stone/E/G/Res",
        "0505",
        "strength = 1,",
    ));
    let g = Scenario::tts("victory").size(8, 8).units(&units).start();
    let u = breakdown(&g, "union");
    assert!(
        u.iter()
            .any(|(n, w)| *n == 4.0 && w == "5.4 Res Corps wrecked (3 of its brigades)"),
        "{u:?}"
    );
    assert_eq!(points(&g, "union"), 7.0);
}

// rules: 5.1
#[test]
fn rule_5_1_bridges_and_fords_on_the_real_map() {
    let g = common::start(&common::library(), tts::RS, "opening-guns", 1, &[]);
    // 6.1 counts its own VPs; on its playing area, score by 5.0-5.5's count instead.
    change(
        &g,
        r#"local v = sandtable.vars.get("victory"); v.points = nil; sandtable.vars.set("victory", v)"#,
    );
    // 6.1's playing area (D32-62, E1-31) holds two bridges and six fords of Chickamauga Creek
    let crossings = tts::query(
        &g,
        r#"local out = {} for _, c in ipairs(require("victory").crossings()) do out[#out + 1] = c.key .. " " .. c.kind end return out"#,
    );
    assert_eq!(
        crossings,
        serde_json::json!([
            "D37.24|D38.24 bridge",
            "D45.26|D46.26 ford",
            "D62.22|E1.23 ford",
            "E11.12|E12.12 ford",
            "E18.09|E18.10 ford",
            "E2.15|E3.16 bridge",
            "E29.09|E30.08 ford",
            "E31.07|E32.06 ford"
        ])
    );
    let bridge = "5.1 bridge D37.24|D38.24";
    // the Union holding one hex of the bridge scores it
    let r = change(
        &g,
        r#"sandtable.vars.set("held", {})
        sandtable.units.move(sandtable.units.get("4 Mich Cav/1/2/Cav"), "D38.24")
        return true"#,
    );
    assert_eq!(r, serde_json::json!(true));
    let u = breakdown(&g, "union");
    assert!(u.iter().any(|(n, w)| *n == 2.0 && w == bridge), "{u:?}");
    // the Confederates need both hexes, the bridge intact
    change(
        &g,
        r#"sandtable.units.move(sandtable.units.get("4 Mich Cav/1/2/Cav"), "D41.27")
        sandtable.units.move(sandtable.units.get("24 Miss/W/L/Res"), "D37.24")
        sandtable.units.move(sandtable.units.get("27 Miss/W/L/Res"), "D38.24")
        return true"#,
    );
    let c = breakdown(&g, "confederate");
    assert!(c.iter().any(|(n, w)| *n == 2.0 && w == bridge), "{c:?}");
    assert!(!breakdown(&g, "union").iter().any(|(_, w)| w == bridge));
    // burned: the Union scores it, the Confederates do not
    change(
        &g,
        r#"sandtable.vars.set("bridges_burned", { ["D37.24|D38.24"] = true }) return true"#,
    );
    assert!(
        !breakdown(&g, "confederate")
            .iter()
            .any(|(_, w)| w.starts_with(bridge))
    );
    let u = breakdown(&g, "union");
    assert!(
        u.iter()
            .any(|(n, w)| *n == 2.0 && w == "5.1 bridge D37.24|D38.24 (burned)"),
        "{u:?}"
    );
}

/// An 8 × 8 open map with one road from the exit hex 0404 through the army HQ's hex 0406 to
/// the map edge at 0408, for 5.5c.
fn loc_game(union_at: Option<&str>, time: &str, exits: &str) -> Game {
    let mut units = vec![tts::oob("confederate", "A Tenn HQ", "0406", "")];
    if let Some(h) = union_at {
        units.push(tts::oob("union", "10 Ind/2/3/14", h, ""));
    }
    Scenario::tts("loc")
        .size(8, 8)
        .map_extra(r#"hexsides = { road = { "0404/0405", "0405/0406", "0406/0506", "0506/0606", "0606/0706", "0706/0806", "0406/0407", "0407/0408" } },"#)
        .time(time)
        .first("confederate")
        .var("exit_hexes", r#"{ [1] = { "0404" } }"#)
        .vars(exits)
        .units(&units)
        .start()
}

fn communicates(g: &Game) -> bool {
    tts::query(
        g,
        r#"return require("victory").communicates("confederate", 1)"#,
    )
    .as_bool()
    .unwrap()
}

#[test]
fn rule_5_5c_line_of_communications_from_the_exit_by_road_to_the_army_hq_and_off_the_map() {
    // The road runs 0404 (exit) - 0405 - 0406 (A Tenn HQ) - 0506 - 0606 - 0706 - 0806 (the
    // east edge), and from the HQ south to 0408 (the south edge).
    assert!(communicates(&loc_game(None, "10:00", "")));
    // On the six sheets the east edge is the last column of D, E and F (3.7i's E3.35).
    let real = common::start(&common::library(), tts::RS, "sunday", 1, &[]);
    let east = tts::query(
        &real,
        r#"local v = require("victory")
           return { v.east_edge("E3.35"), v.east_edge("F12.35"), v.east_edge("E3.34"), v.east_edge("A20.35"), v.east_edge("C13.01") }"#,
    );
    assert_eq!(east, serde_json::json!([true, true, false, false, false]));
    // A Union combat unit at 0807, next to the road's last hex, cuts the HQ off the east edge:
    // the road to the south edge does not count (5.5c: "off the east map edge").
    assert!(!communicates(&loc_game(Some("0807"), "10:00", "")));
    // One next to the exit hex cuts the exit off the HQ.
    assert!(!communicates(&loc_game(Some("0304"), "10:00", "")));
    // One far from the road cuts nothing.
    assert!(communicates(&loc_game(Some("0101"), "10:00", "")));
}

// rules: 5.5c
#[test]
fn rule_5_5b_an_exited_brigade_without_communications_at_8_pm_counts_nothing() {
    let exits = r#"exits = { { brigade = "W/L/Res", exit = 1, vp = 3, time = "12:00", wrecked = false, loc = true } }"#;
    // The 8:00 p.m. turn with the road open: the brigade keeps its 3 VP.
    let mut g = loc_game(None, "20:00", exits);
    assert_eq!(vp_of_exits(&g), 3.0);
    end_turn(&mut g);
    assert!(exit_counts(&g));
    assert!(events(&g, "loc_cut").is_empty());
    assert_eq!(vp_of_exits(&g), 3.0);
    // The same with the road cut: the exit counts nothing from then on.
    let mut g = loc_game(Some("0807"), "20:00", exits);
    end_turn(&mut g);
    assert!(!exit_counts(&g));
    assert_eq!(events(&g, "loc_cut").len(), 1);
    assert_eq!(vp_of_exits(&g), 0.0);
    // At another hour a cut road is not checked (5.5b: only the 8:00 p.m. and last turns).
    let mut g = loc_game(Some("0807"), "14:00", exits);
    end_turn(&mut g);
    assert!(exit_counts(&g));
}

/// Whether the first exit still has its line of communications (5.5b).
fn exit_counts(g: &Game) -> bool {
    tts::query(g, r#"return sandtable.vars.get("exits")[1].loc"#)
        .as_bool()
        .unwrap()
}

/// The Confederate points of the breakdown that come from exits (5.5).
fn vp_of_exits(g: &Game) -> f64 {
    breakdown(g, "confederate")
        .iter()
        .filter(|(_, why)| why.starts_with("5.5 "))
        .map(|(n, _)| n)
        .sum()
}

/// 6.1 Opening Guns: a regiment of each Union brigade of the scenario, Wilder's and Minty's
/// (1/2/Cav), and a Confederate one; the reconstructed victory conditions as the scenario
/// file states them.
fn opening_guns(time: &str) -> Game {
    let units = [
        tts::oob("union", "92 Ill/Wilder", "0303", ""),
        tts::oob("union", "4 Mich Cav/1/2/Cav", "0305", ""),
        tts::oob("confederate", "29 Miss/W/L/Res", "0707", ""),
    ];
    let vars = r#"victory = { confederate_auto_win_by = "15:00",
        union_auto_win = { at = "17:00", unless_confederate_vp_ratio = 3 } }"#;
    Scenario::tts("victory")
        .size(8, 8)
        .time(time)
        .vars(vars)
        .units(&units)
        .start()
}

/// Forces the sides' points: `c` Confederate and `u` Union VP through vars.variant_vp, which
/// victory.points adds to everything else.
fn force_vp(g: &Game, c: i32, u: i32) {
    change(
        g,
        &format!(
            r#"sandtable.vars.set("variant_vp", {{ confederate = {{ {{ {c}, "test" }} }}, union = {{ {{ {u}, "test" }} }} }})"#
        ),
    );
}

/// The result as "winner level" ("confederate automatic"; "none draw" without a winner).
fn result(g: &Game) -> String {
    let r = tts::query(g, r#"return require("victory").result()"#);
    format!(
        "{} {}",
        r["winner"].as_str().unwrap_or("none"),
        r["level"].as_str().unwrap_or("?")
    )
}

fn wreck(g: &Game, key: &str) {
    change(
        g,
        &format!(r#"sandtable.units.set_status(sandtable.units.get("{key}"), "wrecked", true)"#),
    );
}

#[test]
fn rule_6_1_both_union_brigades_wrecked_by_3_pm_is_a_confederate_automatic_win() {
    // The 3:00 p.m. turn ends with both brigades wrecked.
    let mut g = opening_guns("15:00");
    wreck(&g, "92 Ill/Wilder");
    wreck(&g, "4 Mich Cav/1/2/Cav");
    end_turn(&mut g);
    assert_eq!(result(&g), "confederate automatic");
    // Only one of them: no automatic win.
    let mut g = opening_guns("15:00");
    wreck(&g, "92 Ill/Wilder");
    end_turn(&mut g);
    assert!(!result(&g).ends_with(" automatic"), "{}", result(&g));
    // Both, but only after 3:00 p.m.: too late.
    let mut g = opening_guns("15:20");
    wreck(&g, "92 Ill/Wilder");
    wreck(&g, "4 Mich Cav/1/2/Cav");
    end_turn(&mut g);
    assert_ne!(result(&g), "confederate automatic");
}

#[test]
fn rule_6_1_the_union_in_play_at_5_pm_wins_unless_the_confederates_have_3_to_1_in_vp() {
    // Union combat units in play at the end of the 5:00 p.m. turn, no VPs either side.
    let mut g = opening_guns("17:00");
    end_turn(&mut g);
    assert_eq!(result(&g), "union automatic");
    // The Confederates with 3 VP to the Union's 1: the ratio takes the automatic win away,
    // and is a Confederate victory.
    let mut g = opening_guns("17:00");
    end_turn(&mut g);
    force_vp(&g, 3, 1);
    let (c, u) = (points(&g, "confederate"), points(&g, "union"));
    assert_eq!((c, u), (3.0, 1.0), "the forced points");
    assert_eq!(result(&g), "confederate victory");
}

#[test]
fn rule_5_0_the_net_vp_against_the_scenarios_chart_gives_the_level() {
    // A chart as 6.4-6.12 print them, best first (Confederate minus Union VP).
    let vars = r#"victory = { levels = {
        { min = 10, winner = "confederate", level = "major" },
        { min = 1, winner = "confederate", level = "minor" },
        { min = 0, level = "draw" },
        { min = -9, winner = "union", level = "minor" },
        { min = -1000, winner = "union", level = "major" } } }"#;
    let units = [tts::oob("union", "92 Ill/Wilder", "0303", "")];
    let g = Scenario::tts("victory")
        .size(8, 8)
        .vars(vars)
        .units(&units)
        .start();
    let with = |c: i32, u: i32| {
        force_vp(&g, c, u);
        result(&g)
    };
    assert_eq!(with(12, 1), "confederate major");
    assert_eq!(with(10, 0), "confederate major");
    assert_eq!(with(5, 3), "confederate minor");
    assert_eq!(with(3, 3), "none draw");
    assert_eq!(with(1, 5), "union minor");
    assert_eq!(with(0, 20), "union major");
    // Without a chart, the sign of the net.
    let g = Scenario::tts("victory").size(8, 8).units(&units).start();
    force_vp(&g, 2, 5);
    assert_eq!(result(&g), "union victory");
}

/// 6.2's second victory note on a forest map with one two-hex field (0303, 0403) and no
/// road: the Confederates must hold the field and the straight hex line 0306-0407-0308 (no
/// road joins them) and wreck three Union brigades in play.
fn jays_mill(wrecked_at_start: bool) -> Game {
    let mut units: Vec<String> = ["0303", "0403", "0306", "0407", "0308"]
        .iter()
        .zip(["29 Miss", "34 Miss", "24 Miss", "27 Miss", "30 Miss"])
        .map(|(h, r)| tts::oob("confederate", &format!("{r}/W/L/Res"), h, ""))
        .collect();
    let status = if wrecked_at_start {
        r#"status = { "wrecked" },"#
    } else {
        ""
    };
    units.push(tts::oob("union", "92 Ill/Wilder", "0801", status));
    units.push(tts::oob("union", "4 Mich Cav/1/2/Cav", "0802", ""));
    units.push(tts::oob("union", "10 Ind/2/3/14", "0803", ""));
    let vars = r#"victory = { tactical = {
        confederate = { fields = { "0303" }, road = { "Brotherton Road", "0306", "0308" }, wrecked_union_brigades = 3 },
        union = { fields = { "0303" }, wrecked_confederate_brigades = 3 } } }"#;
    Scenario::tts("victory")
        .size(8, 8)
        .map_extra(r#"terrain = "forest", hexes = { field = { "0303", "0403" } },"#)
        .vars(vars)
        .units(&units)
        .start()
}

#[test]
fn rule_6_2_holding_the_fields_and_road_with_three_brigades_wrecked_is_a_tactical_victory() {
    let hexes = tts::query(
        &jays_mill(false),
        r#"return require("victory").tactical().confederate.hexes"#,
    );
    assert_eq!(
        hexes,
        serde_json::json!(["0303", "0306", "0308", "0403", "0407"])
    );
    // Every hex held, two brigades wrecked: a draw; the third: the Confederates' victory.
    let g = jays_mill(false);
    wreck(&g, "92 Ill/Wilder");
    wreck(&g, "4 Mich Cav/1/2/Cav");
    assert_eq!(result(&g), "none draw");
    wreck(&g, "10 Ind/2/3/14");
    assert_eq!(result(&g), "confederate tactical");
    // One hex of the field lost: a draw again.
    change(
        &g,
        r#"sandtable.units.move(sandtable.units.get("34 Miss/W/L/Res"), "0707")"#,
    );
    change(
        &g,
        r#"sandtable.units.move(sandtable.units.get("10 Ind/2/3/14"), "0403")"#,
    );
    assert_eq!(result(&g), "none draw");
    // A brigade the set-up already wrecks is not one the Confederates wrecked.
    let g = jays_mill(true);
    wreck(&g, "4 Mich Cav/1/2/Cav");
    wreck(&g, "10 Ind/2/3/14");
    assert_eq!(result(&g), "none draw");
}

#[test]
fn rule_6_1_without_an_automatic_victory_the_higher_vp_total_wins() {
    // The Union out of play before 5:00 p.m. (no automatic win), the Confederates ahead on
    // the 6.1 count (a Union loss) but short of the automatic conditions.
    let units = [
        tts::oob("union", "92 Ill/Wilder", "0303", ""),
        tts::oob("confederate", "29 Miss/W/L/Res", "0707", ""),
    ];
    let vars = r#"victory = { confederate_auto_win_by = "15:00",
        union_auto_win = { at = "17:00", unless_confederate_vp_ratio = 3 },
        points = { per_permanent_loss = 1, per_wrecked_regiment = 2, leader_casualty = {}, higher_total_wins = true } }"#;
    let g = Scenario::tts("victory")
        .size(8, 8)
        .at(0, "16:00")
        .vars(vars)
        .units(&units)
        .start();
    assert_eq!(result(&g), "none draw");
    change(
        &g,
        r#"require("util").lose(sandtable.units.get("92 Ill/Wilder"), 1, "test")"#,
    );
    assert_eq!(result(&g), "confederate victory");
    change(
        &g,
        r#"require("util").lose(sandtable.units.get("29 Miss/W/L/Res"), 2, "test")"#,
    );
    assert_eq!(result(&g), "union victory");
}
