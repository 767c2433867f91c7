//! This Terrible Sound command rules (command.lua): command radii, out of command, leader
//! casualties and succession, attachments (2.2, 3.4), Mendenhall (2.3), Wilder (2.4), McCook's
//! brigade (2.5), wings dissolved (3.3d), HQ guards (4.2).
mod common;
use common::tts::change;
use common::{Scenario, act, refuse, tts};
use sandtable::session::Game;
use serde_json::json;

fn in_command(g: &Game, key: &str) -> bool {
    tts::query(
        g,
        &format!(r#"return (require("command").in_command(sandtable.units.get("{key}")))"#),
    )
    .as_bool()
    .unwrap()
}

fn q(g: &Game, src: &str) -> serde_json::Value {
    tts::query(g, src)
}

#[test]
fn rule_s_3_1_regiment_within_four_mp_of_its_brigade_leader() {
    let units = [
        tts::oob("union", "Croxton", "0505", ""),
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0905",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "1005",
            "formation = \"line\", facing = \"E\",",
        ),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    assert!(in_command(&g, "10 Ind/2/3/14"));
    assert!(!in_command(&g, "74 Ind/2/3/14"));
}

#[test]
fn rule_s_3_1_brigade_leader_traces_eight_to_division_leader() {
    let units = [
        tts::oob("union", "Brannan", "0105", ""),
        tts::oob("union", "Croxton", "0905", ""),
        tts::oob("union", "Connell", "1005", ""),
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0905",
            "formation = \"line\", facing = \"E\",",
        ),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    assert!(in_command(&g, "Croxton"));
    assert!(!in_command(&g, "Connell"));
    assert!(in_command(&g, "10 Ind/2/3/14"));
    assert_eq!(
        q(
            &g,
            r#"return require("command").echelon(sandtable.units.get("Brannan"))"#
        ),
        json!("division")
    );
    assert_eq!(
        q(
            &g,
            r#"return require("command").radius(sandtable.units.get("Brannan"))"#
        ),
        json!(8)
    );
    assert_eq!(
        q(
            &g,
            r#"return require("command").division_of(sandtable.units.get("10 Ind/2/3/14"))"#
        ),
        json!("3/14")
    );
    assert_eq!(
        q(
            &g,
            r#"return require("command").corps_of(sandtable.units.get("10 Ind/2/3/14"))"#
        ),
        json!("14 Corps")
    );
}

#[test]
fn rule_s_3_2_out_of_command_may_not_move_closer_to_the_enemy() {
    let units = [
        tts::oob("union", "Croxton", "0105", ""),
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0805",
            "formation = \"line\", facing = \"E\",",
        ),
        tts::oob(
            "confederate",
            "24 Miss/W/L/Res",
            "1605",
            "formation = \"line\", facing = \"W\",",
        ),
    ];
    let mut g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    common::goto_phase(&mut g, "union", "movement");
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0905"}"#,
    );
    assert!(why.contains("S.3.2"), "{why}");
    // back toward its leader is allowed
    act(
        &mut g,
        r#"{"kind":"move","unit":"10 Ind/2/3/14","to":"0605"}"#,
    );
}

#[test]
fn rule_s_3_3_leader_killed_on_two_replacement_takes_over() {
    let units = [
        tts::oob("union", "Croxton", "0505", ""),
        tts::oob("union", "10 Ind/2/3/14", "0505", "formation = \"line\", facing = \"E\","),
        r#"{ key = "Repl 2/3/14", side = "union", type = "leader", name = "Replacement", parent = "2/3/14", strength = 1, leader = { commands = "2/3/14" }, props = { replacement = true }, arrives = { turn = 99, hex = "0101" } },"#.to_string(),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    g.force_dice([1, 1]);
    let out = change(
        &g,
        r#"return require("command").check_leaders("0505", "test fire")"#,
    );
    assert_eq!(out, json!([["Croxton", "killed"]]));
    assert_eq!(common::unit(&g, "Repl 2/3/14").1.as_deref(), Some("0505"));
    assert_eq!(
        q(&g, r#"return require("command").leader_of("2/3/14").key"#),
        json!("Repl 2/3/14")
    );
    // 11-12 wounded, 3-10 nothing
    let g2 = Scenario::tts("cmd").size(20, 12).units(&units).start();
    g2.force_dice([5, 6]);
    assert_eq!(
        change(
            &g2,
            r#"return require("command").check_leaders("0505", "t")"#
        ),
        json!([["Croxton", "wounded"]])
    );
    let g3 = Scenario::tts("cmd").size(20, 12).units(&units).start();
    g3.force_dice([5, 5]);
    assert_eq!(
        change(
            &g3,
            r#"return #require("command").check_leaders("0505", "t")"#
        ),
        json!(0)
    );
}

#[test]
fn rule_2_1_rosecrans_replaced_by_senior_corps_commander() {
    let units = [
        tts::oob("union", "Rosecrans", "0505", ""),
        tts::oob("union", "Crittenden", "0707", ""),
        tts::oob("union", "Thomas", "0909", ""),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    assert_eq!(
        q(
            &g,
            r#"return require("command").army_commander("union").key"#
        ),
        json!("Rosecrans")
    );
    change(
        &g,
        r#"require("command").leader_casualty(sandtable.units.get("Rosecrans"), "wounded", "test")"#,
    );
    assert_eq!(
        q(
            &g,
            r#"return require("command").army_commander("union").key"#
        ),
        json!("Thomas")
    );
    // 2.1 without Rosecrans in play nobody holds army command
    let g2 = Scenario::tts("cmd")
        .size(20, 12)
        .unit(tts::oob("union", "Thomas", "0909", ""))
        .start();
    assert_eq!(
        q(
            &g2,
            r#"return require("command").army_commander("union") == nil"#
        ),
        json!(true)
    );
}

#[test]
fn rule_3_1_bragg_replaced_by_senior_corps_commander() {
    let units = [
        tts::oob("confederate", "Bragg", "0505", ""),
        tts::oob("confederate", "Walker", "0707", ""),
        tts::oob("confederate", "Polk", "0909", ""),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    change(
        &g,
        r#"require("command").leader_casualty(sandtable.units.get("Bragg"), "killed", "test")"#,
    );
    assert_eq!(
        q(
            &g,
            r#"return require("command").army_commander("confederate").key"#
        ),
        json!("Polk")
    );
}

#[test]
fn rule_2_2a_fourteenth_corps_attaches_two_divisions_with_thomas() {
    let g = Scenario::tts("cmd")
        .size(20, 12)
        .unit(tts::oob("union", "Thomas", "0909", ""))
        .start();
    let r = change(
        &g,
        r#"local c = require("command")
      local a = { c.attach("1/20", "14 Corps", "t") }
      local b = { c.attach("2/20", "14 Corps", "t") }
      local x, why = c.attach("3/20", "14 Corps", "t")
      return { a[1], b[1], x, why, c.parent_of("1/20") }"#,
    );
    assert_eq!(r[0], json!(true));
    assert_eq!(r[1], json!(true));
    assert_eq!(r[2], json!(false));
    assert!(r[3].as_str().unwrap().contains("2.2a"));
    assert_eq!(r[4], json!("14 Corps"));
    // others: one division
    let r2 = change(
        &g,
        r#"local c = require("command")
      local a = c.attach("1/14", "21 Corps", "t")
      local b, why = c.attach("2/14", "21 Corps", "t")
      return { a, b, why }"#,
    );
    assert_eq!(r2[0], json!(true));
    assert_eq!(r2[1], json!(false));
}

// rules: 2.2b, 3.4b
#[test]
fn rule_2_2b_brigades_never_cross_attached_one_detached_per_division() {
    let g = Scenario::tts("cmd").size(20, 12).start();
    let r = change(
        &g,
        r#"local c = require("command")
      local a, wa = c.attach("2/3/14", "1/14", "t")
      local b = c.attach("2/3/14", nil, "t")
      local d, wd = c.attach("1/3/14", nil, "t")
      local e, we = c.attach("10 Ind/2/3/14", nil, "t")
      local f, wf = c.attach("J/C/P", "H/P", "t")
      return { a, wa, b, d, wd, e, we, f, wf }"#,
    );
    assert_eq!(r[0], json!(false));
    assert!(r[1].as_str().unwrap().contains("2.2b"));
    assert_eq!(r[2], json!(true));
    assert_eq!(r[3], json!(false));
    assert!(r[4].as_str().unwrap().contains("2.2b"));
    assert_eq!(r[5], json!(false));
    assert_eq!(r[7], json!(false));
    assert!(r[8].as_str().unwrap().contains("3.4b"));
}

// rules: 3.4a, 2.2c, 3.4c
#[test]
fn rule_3_4a_no_cross_corps_division_but_scenario_may() {
    let g = Scenario::tts("cmd").size(20, 12).start();
    let r = change(
        &g,
        r#"local c = require("command")
      local a, wa = c.attach("C/H", "P Corps", "t")
      local b = c.attach("G/Res", nil, "t")
      local s = c.attach("C/H", "P Corps", "scenario 6.x special rule")
      return { a, wa, b, s, c.parent_of("C/H") }"#,
    );
    assert_eq!(r[0], json!(false));
    assert!(r[1].as_str().unwrap().contains("3.4a"));
    assert_eq!(r[2], json!(true));
    assert_eq!(r[3], json!(true));
    assert_eq!(r[4], json!("P Corps"));
}

#[test]
fn rule_2_3_mendenhall_commands_up_to_six_batteries_in_brigade_radius() {
    let mut units = vec![tts::oob("union", "Mendenhall", "0505", "")];
    let bats = [
        "8 Ind Lt/Arty/1/21",
        "6 Ohio Lt/Arty/1/21",
        "10 Ind Lt/Arty/1/21",
        "F 1 Ohio/Arty/2/21",
        "M 4 US/Arty/2/21",
        "B 1 Ohio/Arty/2/21",
        "H 4 US/Arty/2/21",
    ];
    for (i, b) in bats.iter().enumerate() {
        units.push(tts::oob(
            "union",
            b,
            &format!("{:02}06", 3 + i % 4),
            "formation = \"unlimbered\", facing = \"E\",",
        ));
    }
    units.push(tts::oob(
        "union",
        "7 Ind Lt/Arty/3/21",
        "1505",
        "formation = \"unlimbered\", facing = \"E\",",
    ));
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    let r = change(
        &g,
        r#"local c = require("command")
      local out = {}
      for _, k in ipairs({ "8 Ind Lt/Arty/1/21", "6 Ohio Lt/Arty/1/21", "10 Ind Lt/Arty/1/21", "F 1 Ohio/Arty/2/21", "M 4 US/Arty/2/21", "B 1 Ohio/Arty/2/21", "H 4 US/Arty/2/21", "7 Ind Lt/Arty/3/21" }) do
        local ok, why = c.attach(k, "Mendenhall", "2.3 initiative")
        out[#out + 1] = ok and "ok" or why
      end
      out[#out + 1] = c.echelon(sandtable.units.get("Mendenhall"))
      return out"#,
    );
    for i in 0..6 {
        assert_eq!(r[i], json!("ok"), "{r}");
    }
    assert!(r[6].as_str().unwrap().contains("more than 6"), "{r}");
    assert!(r[7].as_str().unwrap().contains("2.3"), "{r}");
    assert_eq!(r[8], json!("brigade"));
}

#[test]
fn rule_2_4_wilder_attached_to_a_corps_traces_as_division_commander() {
    let units = [
        tts::oob("union", "Wilder", "0505", ""),
        r#"unit("union", "14 Corps HQ", { hex = "1905" }),"#.to_string(),
        tts::oob("union", "Thomas", "1905", ""),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    // under the army commander: in command anywhere
    assert!(in_command(&g, "Wilder"));
    let r = change(
        &g,
        r#"local c = require("command")
      local ok = c.attach("Wilder", "14 Corps", "2.4")
      return { ok, c.echelon(sandtable.units.get("Wilder")) }"#,
    );
    assert_eq!(r, json!([true, "division"]));
    // 14 hexes from the corps HQ: beyond 12
    assert!(!in_command(&g, "Wilder"));
}

#[test]
fn rule_2_5_mccook_brigade_acts_as_a_division() {
    let units = [
        tts::oob("union", "D. McCook", "0505", ""),
        tts::oob(
            "union",
            "85 Ill/2/2/Res",
            "0605",
            "formation = \"line\", facing = \"E\",",
        ),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    assert_eq!(
        q(
            &g,
            r#"return require("command").echelon(sandtable.units.get("D. McCook"))"#
        ),
        json!("division")
    );
    assert_eq!(
        q(
            &g,
            r#"return require("command").division_of(sandtable.units.get("85 Ill/2/2/Res"))"#
        ),
        json!("2/2/Res")
    );
    assert!(in_command(&g, "85 Ill/2/2/Res"));
}

#[test]
fn rule_3_3d_wing_dissolved_when_its_commander_falls() {
    let units = [
        tts::oob("confederate", "Longstreet", "0505", ""),
        tts::oob("confederate", "Hood", "0707", ""),
    ];
    let g = Scenario::tts("cmd")
        .size(20, 12)
        .vars(r#"wings = { active = true, ["Left Wing"] = { commander = "Longstreet", divisions = { "H/P", "L/1" } } }"#)
        .units(&units)
        .start();
    assert_eq!(
        q(
            &g,
            r#"return require("command").echelon(sandtable.units.get("Longstreet"))"#
        ),
        json!("wing")
    );
    assert_eq!(
        q(&g, r#"return require("command").parent_of("H/P")"#),
        json!("Left Wing")
    );
    change(
        &g,
        r#"require("command").leader_casualty(sandtable.units.get("Longstreet"), "killed", "test")"#,
    );
    assert_eq!(
        q(
            &g,
            r#"return sandtable.vars.get("wings_dissolved")["Left Wing"]"#
        ),
        json!(true)
    );
    assert_eq!(
        q(&g, r#"return require("command").parent_of("H/P")"#),
        json!("P Corps")
    );
}

#[test]
fn rule_4_2_escorts_stay_within_six_mp_of_their_hq() {
    let units = [
        r#"unit("union", "14 Corps HQ", { hex = "0505" }),"#.to_string(),
        tts::oob("union", "Thomas", "0505", ""),
        tts::oob(
            "union",
            "9 Mich/14 Corps",
            "1005",
            "formation = \"column\",",
        ),
        tts::oob(
            "union",
            "L 1 Ohio Cav/14 Corps",
            "1305",
            "formation = \"mounted\",",
        ),
    ];
    let mut g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    assert!(in_command(&g, "9 Mich/14 Corps"));
    assert!(!in_command(&g, "L 1 Ohio Cav/14 Corps"));
    common::goto_phase(&mut g, "union", "movement");
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"9 Mich/14 Corps","to":"1205"}"#,
    );
    assert!(why.contains("4.2"), "{why}");
    act(
        &mut g,
        r#"{"kind":"move","unit":"9 Mich/14 Corps","to":"1105"}"#,
    );
    let r = change(
        &g,
        r#"return { require("command").attach("9 Mich/14 Corps", "1/14", "t") }"#,
    );
    assert!(r[1].as_str().unwrap().contains("4.2"), "{r}");
}

// rules: S.3.1
#[test]
fn rule_s_3_1_radius_to_a_corps_hq_traced_at_a_leaders_costs_through_woods() {
    // the HQ marker moves as a wagon (no woods); its radius is traced at a mounted officer's
    // costs: two woods hexes, 4 MP of the division leader's 12
    let mut forest = Vec::new();
    for c in 4..=8 {
        for r in 4..=8 {
            forest.push(format!("\"{c:02}{r:02}\""));
        }
    }
    let units = [
        tts::oob("union", "14 Corps HQ", "0606", ""),
        tts::oob("union", "Reynolds", "0806", ""),
    ];
    let g = Scenario::tts("cmdhq")
        .map_extra(&format!(
            "hexes = {{ forest = {{ {} }} }},",
            forest.join(", ")
        ))
        .units(&units)
        .start();
    let r = tts::query(
        &g,
        r#"return (require("command").in_command(sandtable.units.get("Reynolds")))"#,
    );
    assert_eq!(r, serde_json::json!(true));
}

/// Unit keys are unique in a game: the order of battle gives no key to two units of either
/// army (the Confederate W/C/H leader is "S. A. M. Wood", the Union 1/21 leader "Wood").
#[test]
fn oob_keys_unique_across_both_armies() {
    let units = [
        tts::oob("union", "Wood", "0505", ""),
        tts::oob("confederate", "S. A. M. Wood", "1505", ""),
    ];
    let g = Scenario::tts("cmd").size(20, 12).units(&units).start();
    let dup = q(
        &g,
        r#"local seen, dup = {}, {}
for _, side in ipairs({ "union", "confederate" }) do
  local d = require("oob_" .. side)
  for _, list in ipairs({ d.leaders, d.units }) do
    for _, x in ipairs(list) do
      if seen[x.key] then dup[#dup + 1] = x.key end
      seen[x.key] = true
    end
  end
end
table.sort(dup)
return table.concat(dup, ", ")"#,
    );
    assert_eq!(dup, json!(""));
    // each Wood commands his own army's formation
    let cmd = q(
        &g,
        r#"local c = require("command")
return { c.brigade_of(sandtable.units.get("S. A. M. Wood")), c.division_of(sandtable.units.get("Wood")) }"#,
    );
    assert_eq!(cmd, json!(["W/C/H", "1/21"]));
}

// rules: 3.3b
#[test]
fn rule_3_3b_the_other_wing_commander_spends_his_own_command_points() {
    let mut g = Scenario::of(tts::RS, "sunday").start();
    assert_eq!(g.acting_side(), "confederate");
    // Polk has accepted an order from Bragg for his wing, and rides to Hill
    change(
        &g,
        r#"require("orders").accept_order("confederate", "Right Wing", "attack", "test: Bragg's order to the wing")
           sandtable.units.move(sandtable.units.get("Polk"), sandtable.units.get("Hill").hex)"#,
    );
    let left = |g: &Game| {
        tts::query(
            g,
            r#"local O = require("orders")
               return { army = O.cp_left("confederate"), polk = O.cp_left("confederate", "Polk") }"#,
        )
    };
    assert_eq!(left(&g), serde_json::json!({"army": 5, "polk": 5}));
    // in person to Hill (2 CP of Polk's own), rolled for acceptance at once: 6+6
    g.force_dice([6, 6]);
    act(
        &mut g,
        r#"{"kind":"order","from":"Polk","to":"Hill","type":"attack","method":"in_person","goal":"A45.27"}"#,
    );
    let o = tts::query(
        &g,
        r#"local last
           for _, o in ipairs(require("orders").list("confederate")) do if o.from == "Polk" then last = o end end
           return { to = last.to, status = last.status }"#,
    );
    assert_eq!(o, serde_json::json!({"to": "H Corps", "status": "A"}));
    assert_eq!(left(&g), serde_json::json!({"army": 5, "polk": 3}));
    // by aide to Walker (2 more of his own); his points are then too few for a third
    act(
        &mut g,
        r#"{"kind":"order","from":"Polk","to":"Walker","type":"attack","method":"aide_oral"}"#,
    );
    assert_eq!(left(&g), serde_json::json!({"army": 5, "polk": 1}));
    let why = refuse(
        &mut g,
        r#"{"kind":"order","from":"Polk","to":"Cheatham","type":"attack","method":"aide_oral"}"#,
    );
    assert!(why.contains("3.3b") && why.contains("1 left"), "{why}");
    // Bragg's own pool is untouched: he writes to Forrest (not in a wing), 5 CP
    act(
        &mut g,
        r#"{"kind":"order","from":"Bragg","to":"Forrest","type":"defend","method":"aide_written"}"#,
    );
    assert_eq!(left(&g), serde_json::json!({"army": 0, "polk": 1}));
    // "all anti-initiative modifiers apply": Walker's -1 is in the net value of Polk's order
    let v = tts::query(
        &g,
        r#"local O, U = require("orders"), require("util")
           local last
           for _, o in ipairs(O.list("confederate")) do if o.from == "Polk" and o.to == "Res Corps" then last = o end end
           local w, p = sandtable.units.get("Walker"), sandtable.units.get("Polk")
           return { net = O.net_value(last), without = U.rating(p) + U.rating(w) + 0, anti = O.anti_initiative(w) }"#,
    );
    assert_eq!(v["anti"], -1, "{v}");
    assert_eq!(
        v["net"].as_i64().unwrap(),
        v["without"].as_i64().unwrap() - 1,
        "{v}"
    );
}
