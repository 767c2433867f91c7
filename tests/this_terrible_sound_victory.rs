//! This Terrible Sound: victory (5.0-5.5d: terrain, the loss table, wrecked formations, exits)
//! and the small scenarios' own conditions (6.2 Jay's Mill points, 6.3 Crawfish Springs).
//! Each test works the points out by hand from the seed's tables (charts.lua `victory`).

mod common;
use common::tts::change;

use common::tts;
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

fn game(units: &[String], day: u32, time: &str, extra: &str) -> Game {
    let src = tts::scenario(
        &tts::open_map(8, 8, ""),
        units,
        4,
        day,
        time,
        "union",
        extra,
    );
    tts::game("victory", &src)
}

#[test]
fn rule_5_2_loss_table_awards_by_the_losers_column() {
    let units = [tts::oob("union", "10 Ind/2/3/14", "0303", "")];
    let g = game(&units, 1, "10:00", "");
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
fn rule_5_2_permanent_losses_score_as_earned_and_previous_losses_count() {
    // 5.0: 80 previous Union losses are on the track before play; 1 more (81) is worth 3 VP
    // to the Confederates; stragglers are not recorded (5.2).
    let units = [tts::oob("union", "10 Ind/2/3/14", "0303", "")];
    let mut g = game(
        &units,
        1,
        "10:00",
        "vars = { previous_losses = { union = 80, confederate = 0 } },",
    );
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
    let mut g = game(&units, 1, "10:00", "");
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
        tts::query(&game(&units, 1, "10:00", ""), q),
        serde_json::json!([3, 2, 3, 2])
    );
    // the 20th before 5 AM: #5 2, #6 1 (their second column ends at 5 AM), #1 2, #3 1/2
    assert_eq!(
        tts::query(&game(&units, 2, "04:30", ""), q),
        serde_json::json!([2, 0.5, 2, 1])
    );
    // the 20th at 6 AM: #5 and #6 are worth nothing any more
    assert_eq!(
        tts::query(&game(&units, 2, "06:00", ""), q),
        serde_json::json!([2, 0.5, 0, 0])
    );
    // the 20th after noon: #1 1, the rest 0
    assert_eq!(
        tts::query(&game(&units, 2, "13:00", ""), q),
        serde_json::json!([1, 0, 0, 0])
    );
    // W/L/Res with 1 of its 2 regiments in play wrecked is a wrecked brigade: 0 VP
    let g = game(&units, 1, "10:00", "");
    let e = change(
        &g,
        r#"local v = require("victory"); v.exit_brigade("W/L/Res", 1); return sandtable.vars.get("exits")[1]"#,
    );
    assert_eq!(e["vp"], 0);
    assert_eq!(e["wrecked"], true);
}

#[test]
fn rule_6_2_jays_mill_points_for_losses_wrecked_regiments_and_leaders() {
    // Confederate: 3 Union permanent losses (3) + 10 Ind wrecked (2) + Minty killed (1) = 6.
    // Union: 2 Confederate permanent losses (2) + Forrest wounded (2) = 4. Confederates win.
    let units = [
        tts::oob("union", "10 Ind/2/3/14", "0303", ""),
        tts::oob("union", "Minty", "0505", ""),
        tts::oob("confederate", "29 Miss/W/L/Res", "0707", ""),
        tts::oob("confederate", "Forrest", "0808", ""),
    ];
    let extra = r#"vars = { victory = { points = { per_permanent_loss = 1, per_wrecked_regiment = 2,
        leader_casualty = { Johnson = 1, Liddell = 1, Minty = 1, Forrest = 2, Wilder = 2 }, higher_total_wins = true } } },"#;
    let g = game(&units, 1, "10:00", extra);
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
    let extra = r#"vars = { victory = { conditions = { "capture", "losses", "wrecks" }, place = "Crawfish Springs",
        levels = { [3] = "confederate major", [2] = "confederate minor", [1] = "union minor", [0] = "union major" } } },"#;
    let map = tts::open_map(
        8,
        8,
        r#"places = { { name = "Crawfish Springs", hex = "0303", kind = "spring" } },"#,
    );
    let src = tts::scenario(&map, &units, 4, 2, "12:00", "confederate", extra);
    let g = tts::game("crawfish", &src);
    let r = tts::query(&g, r#"return require("victory").result()"#);
    assert_eq!(r["winner"], "confederate");
    assert_eq!(r["level"], "minor");
    // Without the spring: one condition, a Union minor victory.
    let units = [
        tts::oob("confederate", "29 Miss/W/L/Res", "0404", ""),
        tts::oob("union", "10 Ind/2/3/14", "0303", "strength = 3,"),
    ];
    let src = tts::scenario(&map, &units, 4, 2, "12:00", "confederate", extra);
    let g = tts::game("crawfish2", &src);
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
fn rule_5_4_corps_wrecked_at_its_threshold_each_army_its_own_reserve_corps() {
    let mut units = vec![
        tts::oob("union", "96 Ill/1/1/Res", "0202", "strength = 1,"),
        tts::oob("union", "78 Ill/2/1/Res", "0203", "strength = 1,"),
        tts::oob("union", "40 Ohio/1/1/Res", "0204", ""),
        tts::oob("confederate", "25 Ga/W/G/Res", "0606", "strength = 1,"),
        tts::oob("confederate", "24 Miss/W/L/Res", "0607", "strength = 1,"),
        tts::oob("confederate", "27 Miss/W/L/Res", "0608", "strength = 1,"),
    ];
    let g = game(&units, 1, "10:00", "");
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
    let g = game(&units, 1, "10:00", "");
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
