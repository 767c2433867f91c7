//! This Terrible Sound: the scenarios' special rules (6.0-6.12) — HQ markers in woods (6.3),
//! the column limit of a half-map playing area (6.5/6.6), the withdrawal and return of units,
//! the wings in force, set-ups within a zone, and the scenarios' special command rules. Each
//! test sets up the position (a real scenario, or a small one), forces the dice where any are
//! rolled, and checks the outcome.
mod common;
use common::tts::change;
use common::{Scenario, act, goto_phase, refuse, tts};
use sandtable::session::Game;

fn hex_of(g: &Game, key: &str) -> String {
    common::unit(g, key).1.unwrap_or_default()
}

/// W Cav's accepted order: (type, goal, recalled).
fn w_cav_order(g: &Game) -> (String, String, bool) {
    let v = tts::query(
        g,
        r#"for _, o in ipairs(require("orders").list()) do
             if o.to == "W Cav" and o.status == "A" then return { o.type, o.goal or "", o.recalled == true } end
           end
           return false"#,
    );
    (
        v[0].as_str().unwrap().to_string(),
        v[1].as_str().unwrap().to_string(),
        v[2].as_bool().unwrap(),
    )
}

/// Ends phases until the next Confederate command phase, forcing `dice` for its first rolls
/// (the Union's arrivals are entered where they are due: S.4.6 will not let them wait).
fn next_confederate_command(g: &mut Game, dice: &[u32]) {
    for _ in 0..40 {
        let (phase, side) = (g.with_world(|w| w.state.cursor.id.clone()), g.acting_side());
        if phase == "rally" && side == "union" {
            break;
        }
        if phase == "movement" && side == "union" {
            while let Some(a) = g
                .engine
                .legal_actions("union")
                .unwrap()
                .into_iter()
                .find(|a| a["kind"] == "enter")
            {
                act(g, &a.to_string());
            }
        }
        act(g, r#"{"kind":"end_phase"}"#);
    }
    g.force_dice(dice.iter().copied());
    // the Confederate command phase begins with the recall roll (the phases with nothing to
    // do for the side pass on by themselves)
    act(g, r#"{"kind":"end_phase"}"#);
}

// rules: 6.3 W Cav recall
#[test]
fn rule_6_3_the_w_cav_recall_moves_it_to_lee_and_gordons_mill_then_attacks_crawfish_spring() {
    // The first turn's roll is made as the game begins: take the first seed whose roll is 8 or
    // less, so that the rolls below are the forced ones.
    let mut g = (1..50)
        .map(|seed| Scenario::of(tts::RS, "crawfish-springs").seed(seed).start())
        .find(|g| !w_cav_order(g).2)
        .expect("a seed without the recall on turn 1");
    let place = |g: &Game, name: &str| {
        tts::query(g, &format!(r#"return sandtable.map.place("{name}")"#))
            .as_str()
            .unwrap()
            .to_string()
    };
    let (springs, mill) = (
        place(&g, "Crawfish Springs"),
        place(&g, "Lee and Gordon's Mill"),
    );
    let start = w_cav_order(&g);
    assert_eq!(
        (start.0.as_str(), start.1.as_str()),
        ("attack", springs.as_str())
    );
    // 4 + 5 = 9: recalled — a move to the mill (no attack on the way).
    next_confederate_command(&mut g, &[4, 5]);
    assert_eq!(w_cav_order(&g), ("move".to_string(), mill.clone(), true));
    let (ok, why) = {
        let v = tts::query(
            &g,
            r#"local ok, why = require("orders").may_attack(sandtable.units.get("Wheeler")); return { ok, why or "" }"#,
        );
        (v[0].as_bool().unwrap(), v[1].as_str().unwrap().to_string())
    };
    assert!(!ok, "a move order allows no attack: {why}");
    // Wheeler at the mill: the second leg, the attack toward Crawfish Spring.
    change(
        &g,
        &format!(r#"sandtable.units.move(sandtable.units.get("Wheeler"), "{mill}")"#),
    );
    next_confederate_command(&mut g, &[1, 1]);
    assert_eq!(w_cav_order(&g), ("attack".to_string(), springs, true));
}

// rules: 6.3, S.4.7
#[test]
fn rule_6_3_the_w_cav_hq_leaves_the_woods_of_c22_23() {
    let mut g = Scenario::of(tts::RS, "crawfish-springs").start();
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
    let mut g = Scenario::tts("hq_woods")
        .map_extra(r#"hexes = { forest = { "0707", "0607", "0507", "0606", "0608" } },"#)
        .at(2, "12:00")
        .first("confederate")
        .vars(
            r#"orders = { confederate = { { to = "W Cav", kind = "attack", text = "Attack." } } }"#,
        )
        .units(&units)
        .start();
    goto_phase(&mut g, "confederate", "movement");
    // the HQ marker (a leader's costs: forest 2) moves into the next forest hex
    act(&mut g, r#"{"kind":"move","unit":"W Cav HQ","to":"0707"}"#);
    assert_eq!(hex_of(&g, "W Cav HQ"), "0707");
    // the supply wagon may not enter forest
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"Test Supply","to":"0607"}"#,
    );
    assert!(why.contains("S.4"), "{why}");
}

// rules: 6.3
#[test]
fn rule_6_3_c22_23_is_closed_to_a_wagon() {
    // the reason of the reading: at a wagon's costs nothing around C22.23 is reachable
    let g = Scenario::of(tts::RS, "crawfish-springs").start();
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
    let g = Scenario::of(tts::RS, "crawfish-springs").start();
    let v = tts::query(
        &g,
        r#"local C = require("command")
           local ok = C.in_command(sandtable.units.get("Crook"))
           return { detached = (sandtable.vars.get("detached") or {})["2/Cav"] == true, crook = ok }"#,
    );
    assert_eq!(v["detached"], true, "{v}");
    assert_eq!(
        v["crook"], true,
        "Crook answers to his divisional goal: {v}"
    );
}

/// The keys of the units of `side` standing on `hex`.
fn keys_at(g: &Game, hex: &str) -> Vec<String> {
    let v = tts::query(
        g,
        &format!(
            r#"local out = {{}}
               for _, u in ipairs(sandtable.units.at("{hex}")) do out[#out + 1] = u.key end
               table.sort(out)
               return out"#
        ),
    );
    v.as_array()
        .map(|a| a.iter().map(|x| x.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

// rules: 6.0, 6.5
#[test]
fn rule_6_5_no_move_into_the_east_half_of_map_d() {
    let mut g = Scenario::of(tts::RS, "polk-vs-thomas").start();
    let area = tts::query(
        &g,
        r#"local M = require("movement")
           return { M.in_area("D62.17"), M.in_area("D62.18"), M.in_area("D30.01"), M.in_area("D30.34"), M.in_area("A30.30") }"#,
    );
    assert_eq!(area, serde_json::json!([true, false, true, false, true]));
    let leader = keys_at(&g, "D62.15")
        .into_iter()
        .find(|k| k == "Polk")
        .expect("Polk sets up at D62.15 (6.5 line 688)");
    goto_phase(&mut g, "confederate", "movement");
    let why = refuse(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"{leader}","to":"D62.18"}}"#),
    );
    assert!(why.contains("6.0"), "{why}");
    // nothing listed for the Confederates lies east of column 17 on Map D
    let east = tts::query(
        &g,
        r#"local n = 0
           for _, m in ipairs(require("movement").actions.move.list("confederate")) do
             local col = tonumber(m.to:match("^D%d+%.(%d+)$") or "0")
             if col > 17 then n = n + 1 end
           end
           return n"#,
    );
    assert_eq!(east, 0);
    // a leader may still ride inside the west half
    act(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"{leader}","to":"D62.17"}}"#),
    );
    assert_eq!(hex_of(&g, &leader), "D62.17");
}

// rules: 6.0, 6.6
#[test]
fn rule_6_6_retreats_and_victory_hexes_stay_in_the_west_half_of_map_d() {
    let g = Scenario::of(tts::RS, "rock-of-chickamauga").start();
    // a VP hex on the east half of Map D is not in play (victory.lua counts only hexes in
    // movement.in_area); a retreat step never leaves the area (movement.retreat filters by it)
    let v = tts::query(
        &g,
        r#"local M = require("movement")
           local east = 0
           for _, h in ipairs(sandtable.map.hexes()) do
             local col = tonumber(tostring(h):match("^D%d+%.(%d+)$") or "0")
             if col > 17 and M.in_area(h) then east = east + 1 end
           end
           return east"#,
    );
    assert_eq!(
        v, 0,
        "no hex east of column 17 on Map D is in the playing area"
    );
    // a unit at the crease retreating away from the west stays west of it (or cannot retreat)
    let to = change(
        &g,
        r#"local M = require("movement")
           local u = sandtable.units.get("46 Ga/C/G/Res")
           sandtable.units.move(u, "D20.17")
           M.retreat(u, 2, "D20.15", "test")
           return u.hex"#,
    );
    let to = to.as_str().unwrap().to_string();
    let col: u32 = to.rsplit('.').next().unwrap().parse().unwrap();
    assert!(to.starts_with('D') && col <= 17, "retreated to {to}");
}

/// Makes the scheduled withdrawal of `unit` due now and runs `side`'s withdrawals (as its
/// movement phase does: movement.withdraw_scheduled), returning the unit's location and arrival.
fn withdraw_now(g: &Game, side: &str, unit: &str) -> serde_json::Value {
    change(
        g,
        &format!(
            r#"local list = sandtable.vars.get("withdrawals")
               for _, w in ipairs(list) do
                 for _, k in ipairs(w.units or {{}}) do
                   if k == "{unit}" then w.turn = sandtable.game.turn() end
                 end
               end
               sandtable.vars.set("withdrawals", list)
               require("movement").withdraw_scheduled("{side}", sandtable.game.turn())
               local u = sandtable.units.get("{unit}")
               return {{ location = u.location, arrives = u:prop("arrives") or false }}"#
        ),
    )
}

// rules: 6.11, S.4.6
#[test]
fn rule_6_11_the_cbot_battery_leaves_with_minty_and_returns_with_crook() {
    let mut g = Scenario::of(tts::RS, "two-days").start();
    assert!(
        !hex_of(&g, "CBOT/Arty/2/Cav").is_empty(),
        "set up with Minty"
    );
    let v = withdraw_now(&g, "union", "CBOT/Arty/2/Cav");
    assert_eq!(v["location"], "pending", "{v}");
    // Union order 9: "the CBOT battery leaves with Minty, and returns with Crook and 2/2/Cav"
    // (C13.01, 7:00 a.m. on the 20th = turn 78)
    assert_eq!(v["arrives"]["hex"], "C13.01", "{v}");
    assert_eq!(v["arrives"]["turn"], 78, "{v}");
    // Minty himself does not come back
    let m = tts::query(
        &g,
        r#"local u = sandtable.units.get("Minty") return { location = u.location, arrives = u:prop("arrives") or false }"#,
    );
    assert_eq!(m["location"], "pending");
    assert_eq!(m["arrives"], false, "{m}");
    // on turn 78 it enters at C13.01 (the arrival is the kernel's ordinary one)
    change(
        &g,
        r#"local u = sandtable.units.get("CBOT/Arty/2/Cav")
           sandtable.units.set_prop(u, "arrives", { turn = sandtable.game.turn(), hex = "C13.01" })"#,
    );
    goto_phase(&mut g, "union", "movement");
    act(
        &mut g,
        r#"{"kind":"enter","unit":"CBOT/Arty/2/Cav","hex":"C13.01"}"#,
    );
    assert_eq!(hex_of(&g, "CBOT/Arty/2/Cav"), "C13.01");
}

// rules: 3.7f, 6.11
#[test]
fn rule_3_7f_martin_returns_with_scott_when_the_option_is_on() {
    for (on, back) in [(true, true), (false, false)] {
        let g = Scenario::of(tts::RS, "two-days")
            .option("scott_arrives", serde_json::json!(on))
            .start();
        let v = withdraw_now(&g, "confederate", "Martin/S/P/F Cav");
        assert_eq!(v["location"], "pending", "{v}");
        if back {
            // 3.7f: D40.34 at 11:00 p.m. on the 19th (turn 58 from 7:00 a.m.)
            assert_eq!(v["arrives"]["hex"], "D40.34", "{v}");
            assert_eq!(v["arrives"]["turn"], 58, "{v}");
        } else {
            assert_eq!(v["arrives"], false, "{v}");
        }
    }
}

// rules: 6.10
#[test]
fn rule_6_10_three_days_withdraws_minty_and_brings_the_cbot_battery_back() {
    let g = Scenario::of(tts::RS, "three-days").start();
    let v = withdraw_now(&g, "union", "CBOT/Arty/2/Cav");
    assert_eq!(v["location"], "pending", "{v}");
    // it returns with Crook (C13.01, 7:00 a.m. on the 20th: the turn of Crook's own arrival)
    let crook = tts::query(&g, r#"return sandtable.units.get("Crook"):prop("arrives")"#);
    assert_eq!(v["arrives"]["hex"], "C13.01", "{v}");
    assert_eq!(
        v["arrives"]["turn"], crook["turn"],
        "returns with Crook: {v} {crook}"
    );
}

// ---------------------------------------------------------------------------------------------
// Scenario special (command) rules
// ---------------------------------------------------------------------------------------------

/// A ford over the creek between 0505 and 0605 (and creek on the hexsides around), a
/// Confederate regiment in column at 0505 with Liddell, a Union regiment far off; vars.
/// special_rules as 6.2 prints them when `restricted`.
fn ford_game(restricted: bool) -> Game {
    let units = [
        tts::oob("confederate", "Liddell", "0505", ""),
        tts::oob(
            "confederate",
            "29 Miss/W/L/Res",
            "0505",
            r#"formation = "column","#,
        ),
        tts::oob(
            "union",
            "17 Ohio/1/3/14",
            "1210",
            r#"formation = "line", facing = "W","#,
        ),
    ];
    let sr = if restricted {
        r#"special_rules = { confederate_fords_need_initiative = "6.2 special rule 3" },"#
    } else {
        ""
    };
    // the creek runs the whole height of the map between columns 05 and 06 (the even
    // rows are shifted east: an even row's 05 hex also touches 06 in the rows above and below)
    let mut creek = Vec::new();
    for r in 1..=12u32 {
        creek.push(format!(r#""05{r:02}/06{r:02}""#));
        if r % 2 == 0 {
            creek.push(format!(r#""05{r:02}/06{:02}""#, r - 1));
            if r < 12 {
                creek.push(format!(r#""05{r:02}/06{:02}""#, r + 1));
            }
        }
    }
    let map = format!(
        r#"hexsides = {{ creek = {{ {} }}, ford = {{ "0505/0605" }} }},"#,
        creek.join(", ")
    );
    Scenario::tts(if restricted { "fords1" } else { "fords0" })
        .size(14, 12)
        .map_extra(&map)
        .turns(6)
        .time("09:00")
        .first("confederate")
        .var(
            "orders",
            r#"{ confederate = { { to = "L/Res", kind = "attack", text = "Attack east." } } }"#,
        )
        .vars(sr)
        .units(&units)
        .start()
}

// rules: 6.2 SR3
#[test]
fn rule_6_2_the_confederates_use_no_ford_until_initiative_scouts_them() {
    // without the special rule the ford is open
    let mut g = ford_game(false);
    goto_phase(&mut g, "confederate", "movement");
    act(
        &mut g,
        r#"{"kind":"move","unit":"29 Miss/W/L/Res","to":"0605"}"#,
    );
    // with it: closed until a leader's initiative succeeds
    let mut g = ford_game(true);
    assert_eq!(g.acting_side(), "confederate");
    // a failed roll (1+2 + 2 < 11) keeps them closed
    g.force_dice([1, 2]);
    act(&mut g, r#"{"kind":"scout_fords","leader":"Liddell"}"#);
    let why = refuse(&mut g, r#"{"kind":"scout_fords","leader":"Liddell"}"#);
    assert!(why.contains("one roll"), "{why}");
    goto_phase(&mut g, "confederate", "movement");
    let why = refuse(
        &mut g,
        r#"{"kind":"move","unit":"29 Miss/W/L/Res","to":"0605"}"#,
    );
    assert!(why.contains("S.4"), "{why}");
    // next turn: 6+5 + 2 >= 11 finds the fords
    goto_phase(&mut g, "union", "command");
    goto_phase(&mut g, "confederate", "command");
    g.force_dice([6, 5]);
    act(&mut g, r#"{"kind":"scout_fords","leader":"Liddell"}"#);
    let e = common::last_event(&g, "scout_fords");
    assert_eq!(common::field(&e, "ok"), &serde_json::json!(true));
    goto_phase(&mut g, "confederate", "movement");
    act(
        &mut g,
        r#"{"kind":"move","unit":"29 Miss/W/L/Res","to":"0605"}"#,
    );
    assert_eq!(hex_of(&g, "29 Miss/W/L/Res"), "0605");
}

/// Union leaders and regiments on open ground with 6.6's special command rules (or none).
fn scr_game(id: &str, units: &[String], special: bool) -> Game {
    let sr = if special {
        r#"special_rules = { thomas_commands_all = "6.6", any_brigade_commander = "6.6" },"#
    } else {
        ""
    };
    let mut all = units.to_vec();
    all.push(tts::oob(
        "confederate",
        "29 Miss/W/L/Res",
        "1410",
        r#"formation = "line", facing = "W","#,
    ));
    Scenario::tts(id)
        .size(16, 12)
        .turns(6)
        .at(2, "13:00")
        .var(
            "orders",
            r#"{ union = { { to = "14 Corps", kind = "defend", text = "Defend." } } }"#,
        )
        .vars(sr)
        .units(&all)
        .start()
}

// rules: 6.6 SCR1
#[test]
fn rule_6_6_thomas_commands_any_unit_by_initiative() {
    let units = [
        tts::oob("union", "Thomas", "0303", ""),
        tts::oob("union", "R. W. Johnson", "0606", ""),
        tts::oob(
            "union",
            "89 Ill/1/2/20",
            "0606",
            r#"formation = "line", facing = "E","#,
        ),
    ];
    let mut g = scr_game("scr1", &units, true);
    // 6+5 + Thomas's 2 >= 11: Johnson's 2/20 (20 Corps, not Thomas's) gets the order
    g.force_dice([6, 5]);
    act(
        &mut g,
        r#"{"kind":"initiative","leader":"Thomas","to":"2/20","type":"defend","goal":"0606"}"#,
    );
    let o = tts::query(
        &g,
        r#"local last
           for _, o in ipairs(require("orders").list("union")) do if o.from == "Thomas" then last = o end end
           return { to = last.to, status = last.status, to_unit = last.to_unit }"#,
    );
    assert_eq!(
        o,
        serde_json::json!({"to": "2/20", "status": "A", "to_unit": "R. W. Johnson"})
    );
    // without the special rule his initiative is for his own corps
    let mut g = scr_game("scr1b", &units, false);
    let why = refuse(
        &mut g,
        r#"{"kind":"initiative","leader":"Thomas","to":"2/20","type":"defend"}"#,
    );
    assert!(why.contains("S.2.6"), "{why}");
}

// rules: 6.6 SCR3
#[test]
fn rule_6_6_a_unit_without_its_brigade_commander_traces_to_any_brigade_commander() {
    // 2 Ohio's brigade commander (Scribner, 1/1/14) is not in the scenario; Starkweather
    // (2/1/14) is (with Baird absent he acts for the division, 2.5's reading).
    let near = [
        tts::oob("union", "Thomas", "0303", ""),
        tts::oob("union", "R. W. Johnson", "0506", ""),
        tts::oob("union", "Starkweather", "0505", ""),
        tts::oob(
            "union",
            "2 Ohio/1/1/14",
            "0605",
            r#"formation = "line", facing = "E","#,
        ),
    ];
    let inq = |g: &Game, k: &str| {
        tts::query(
            g,
            &format!(
                r#"local ok, why = require("command").in_command(sandtable.units.get("{k}")) return {{ ok = ok, why = why or false }}"#
            ),
        )
    };
    let g = scr_game("scr3a", &near, true);
    let r = inq(&g, "2 Ohio/1/1/14");
    assert_eq!(r["ok"], true, "near Starkweather: {r}");
    // far from any brigade commander
    let far = [
        tts::oob("union", "Thomas", "0303", ""),
        tts::oob("union", "R. W. Johnson", "0111", ""),
        tts::oob("union", "Starkweather", "1501", ""),
        tts::oob(
            "union",
            "2 Ohio/1/1/14",
            "0811",
            r#"formation = "line", facing = "E","#,
        ),
    ];
    let g = scr_game("scr3b", &far, true);
    let r = inq(&g, "2 Ohio/1/1/14");
    assert_eq!(r["ok"], false, "{r}");
    assert!(r["why"].as_str().unwrap().contains("6.6"), "{r}");
    // without the rule a level the scenario leaves out is skipped (the general reading)
    let g = scr_game("scr3c", &far, false);
    assert_eq!(inq(&g, "2 Ohio/1/1/14")["ok"], true);
}

// rules: 6.6 SCR2, 2.2c
#[test]
fn rule_6_6_divisions_trace_to_14_corps_and_the_printed_attachments_hold() {
    let g = Scenario::of(tts::RS, "rock-of-chickamauga").start();
    let v = tts::query(
        &g,
        r#"local C = require("command")
           local d = sandtable.vars.get("detached") or {}
           return { p221 = C.parent_of("2/21"), p220 = C.parent_of("2/20"), p121 = C.parent_of("1/21"),
                    p3321 = C.parent_of("3/3/21"), pjcp = C.parent_of("J/C/P"), d314 = d["3/14"] == true }"#,
    );
    assert_eq!(
        v,
        serde_json::json!({"p221": "14 Corps", "p220": "14 Corps", "p121": "14 Corps",
                           "p3321": "2/21", "pjcp": "C/H", "d314": true})
    );
}

/// Union leaders and HQs on a long open strip with 6.6's per-unit command vars (or none).
fn either_game(id: &str, units: &[String], vars: &str) -> Game {
    let mut all = units.to_vec();
    all.push(tts::oob(
        "confederate",
        "29 Miss/W/L/Res",
        "1512",
        r#"formation = "line", facing = "W","#,
    ));
    Scenario::tts(id)
        .size(32, 12)
        .turns(6)
        .at(2, "13:00")
        .var(
            "orders",
            r#"{ union = { { to = "14 Corps", kind = "defend", text = "Defend." } } }"#,
        )
        .vars(vars)
        .units(&all)
        .start()
}

fn in_command(g: &Game, k: &str) -> serde_json::Value {
    tts::query(
        g,
        &format!(
            r#"local ok, why = require("command").in_command(sandtable.units.get("{k}")) return {{ ok = ok, why = why or false }}"#
        ),
    )
}

// rules: 6.6 SCR2
#[test]
fn rule_6_6_steedman_and_mccook_trace_to_either_corps() {
    // Granger's HQ at the west end, Thomas's 14 Corps HQ at the east end (25 hexes apart, the
    // corps radius is 12 MP): Steedman (1/Res) and McCook (2/2/Res, a division by 2.5) stand
    // by Thomas's HQ.
    let units = [
        tts::oob("union", "Granger", "0106", ""),
        tts::oob("union", "Res Corps (US) HQ", "0106", ""),
        tts::oob("union", "Thomas", "2806", ""),
        tts::oob("union", "14 Corps HQ", "2806", ""),
        tts::oob("union", "Steedman", "2606", ""),
        tts::oob("union", "D. McCook", "2607", ""),
    ];
    let either = r#"either_corps = { ["1/Res"] = { "Res Corps (US)", "14 Corps" }, ["2/2/Res"] = { "Res Corps (US)", "14 Corps" } },"#;
    let g = either_game("either_a", &units, either);
    for k in ["Steedman", "D. McCook"] {
        let r = in_command(&g, k);
        assert_eq!(r["ok"], true, "{k} traces to 14 Corps: {r}");
    }
    // without the rule they trace to their own corps HQ only
    let g = either_game("either_b", &units, "");
    for k in ["Steedman", "D. McCook"] {
        let r = in_command(&g, k);
        assert_eq!(r["ok"], false, "{k}: {r}");
        assert!(r["why"].as_str().unwrap().contains("Res Corps"), "{r}");
    }
    // beyond both radii (the middle of the strip) he is out of command even with the rule
    let mid = [
        tts::oob("union", "Granger", "0106", ""),
        tts::oob("union", "Res Corps (US) HQ", "0106", ""),
        tts::oob("union", "Thomas", "3106", ""),
        tts::oob("union", "14 Corps HQ", "3106", ""),
        tts::oob("union", "Steedman", "1606", ""),
    ];
    let g = either_game("either_c", &mid, either);
    assert_eq!(in_command(&g, "Steedman")["ok"], false);
    // and a division not listed (Reynolds) never traces to the other corps
    let other = [
        tts::oob("union", "Granger", "0106", ""),
        tts::oob("union", "Res Corps (US) HQ", "0106", ""),
        tts::oob("union", "Thomas", "2806", ""),
        tts::oob("union", "14 Corps HQ", "2806", ""),
        tts::oob("union", "Reynolds", "0306", ""),
    ];
    let g = either_game("either_d", &other, either);
    assert_eq!(in_command(&g, "Reynolds")["ok"], false);
}

// rules: 6.6 SCR2
#[test]
fn rule_6_6_10_and_74_ind_trace_to_2_4_14() {
    // Croxton (their own brigade commander) far off; E. King (2/4/14) beside them, Reynolds
    // and Thomas's HQ near him.
    let units = [
        tts::oob("union", "Thomas", "0806", ""),
        tts::oob("union", "14 Corps HQ", "0806", ""),
        tts::oob("union", "Reynolds", "0706", ""),
        tts::oob("union", "Brannan", "0705", ""),
        tts::oob("union", "E. King", "0606", ""),
        tts::oob("union", "Croxton", "3001", ""),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "0506",
            r#"formation = "line", facing = "E","#,
        ),
        tts::oob(
            "union",
            "10 Ky/2/3/14",
            "0507",
            r#"formation = "line", facing = "E","#,
        ),
    ];
    let tt = r#"trace_to = { ["74 Ind/2/3/14"] = "2/4/14", ["10 Ind/2/3/14"] = "2/4/14" },"#;
    let g = either_game("trace_a", &units, tt);
    let r = in_command(&g, "74 Ind/2/3/14");
    assert_eq!(r["ok"], true, "74 Ind traces to E. King: {r}");
    // 10 Ky, not named, still traces to Croxton
    let r = in_command(&g, "10 Ky/2/3/14");
    assert_eq!(r["ok"], false, "{r}");
    assert!(r["why"].as_str().unwrap().contains("Croxton"), "{r}");
    // the regiment stays in its brigade for everything else
    let b = tts::query(
        &g,
        r#"return require("command").brigade_of(sandtable.units.get("74 Ind/2/3/14"))"#,
    );
    assert_eq!(b, "2/3/14");
    // without the rule: Croxton's radius
    let g = either_game("trace_b", &units, "");
    let r = in_command(&g, "74 Ind/2/3/14");
    assert_eq!(r["ok"], false, "{r}");
    // beyond E. King's 4 MP it is out of command, and says why
    let far = [
        tts::oob("union", "Thomas", "0806", ""),
        tts::oob("union", "14 Corps HQ", "0806", ""),
        tts::oob("union", "Reynolds", "0706", ""),
        tts::oob("union", "E. King", "0606", ""),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "1606",
            r#"formation = "line", facing = "E","#,
        ),
    ];
    let g = either_game("trace_c", &far, tt);
    let r = in_command(&g, "74 Ind/2/3/14");
    assert_eq!(r["ok"], false, "{r}");
    assert!(r["why"].as_str().unwrap().contains("E. King"), "{r}");
}

// rules: 6.6 SCR4, 6.6 SCR2
#[test]
fn rule_6_6_the_reserve_corps_takes_over_horseshoe_ridge_when_it_arrives_there() {
    let mut g = Scenario::of(tts::RS, "rock-of-chickamauga").start();
    // the real scenario carries the data the rules read
    let v = tts::query(
        &g,
        r#"local o = require("orders").current("3/14")
           return { goal = o and o.text or false, trace = sandtable.vars.get("trace_to")["74 Ind/2/3/14"],
                    either = sandtable.vars.get("either_corps")["1/Res"][2] }"#,
    );
    assert!(v["goal"].as_str().unwrap().contains("Horseshoe"), "{v}");
    assert_eq!(v["trace"], "2/4/14");
    assert_eq!(v["either"], "14 Corps");
    goto_phase(&mut g, "union", "movement");
    act(&mut g, r#"{"kind":"enter","unit":"Granger","hex":"A1.12"}"#);
    // entering at A1.12 is not arriving at the ridge: nothing changes
    let r = change(&g, r#"return require("orders").takeover("union")"#);
    assert_eq!(r, false);
    // Granger rides to the foot of the ridge (next to A53.14)
    let foot = tts::next(&g, "A53.14", "SE");
    change(
        &g,
        &format!(r#"sandtable.units.move(sandtable.units.get("Granger"), "{foot}")"#),
    );
    let r = change(&g, r#"return require("orders").takeover("union")"#);
    assert_eq!(r, true);
    let v = tts::query(
        &g,
        r#"local C, O = require("command"), require("orders")
           local lapsed = false
           for _, o in ipairs(O.list("union")) do if o.to == "3/14" and o.status == "lapsed" then lapsed = true end end
           local cur = O.current("3/14")
           return { lapsed = lapsed, p314 = C.parent_of("3/14"), p121 = C.parent_of("1/21"), p420 = C.parent_of("4/14") or false,
                    order = cur and cur.to or false, detached = (sandtable.vars.get("detached") or {})["3/14"] == true }"#,
    );
    // Brannan's goal lapses; 3/14 (82 Ind on A52.14) and 1/21 (Buell's 58 Ind on A55.11) are
    // attached to the Reserve Corps and follow its order; 4/14, not on the ridge, is not
    assert_eq!(
        v,
        serde_json::json!({"lapsed": true, "p314": "Res Corps (US)", "p121": "Res Corps (US)",
                           "p420": "14 Corps", "order": "Res Corps (US)", "detached": false})
    );
    // once a game
    let r = change(&g, r#"return require("orders").takeover("union")"#);
    assert_eq!(r, false);
}

// rules: 6.6 HP, S.8
#[test]
fn rule_6_6_hp_recovers_stragglers_off_map_until_it_begins_rolling() {
    let g = Scenario::of(tts::RS, "rock-of-chickamauga").start();
    let v = tts::query(
        &g,
        r#"local u = sandtable.units.get("7 Miss/A/H/P")
           return { loc = u.location, s = u.strength, st = u:prop("stragglers") or 0, off = require("morale").recovers_off_map(u) }"#,
    );
    assert_eq!(
        v,
        serde_json::json!({"loc": "pending", "s": 4, "st": 1, "off": true})
    );
    // 1:00 p.m. is on the hour: every H/P regiment with stragglers rolls (forced sixes; the
    // regiments on the map with the scenario's printed stragglers roll too)
    g.force_dice([6; 200]);
    change(&g, r#"require("morale").straggler_recovery("confederate")"#);
    let v = tts::query(
        &g,
        r#"local a, b = sandtable.units.get("7 Miss/A/H/P"), sandtable.units.get("10+19 SC/M/H/P")
           return { a = a.strength, ast = a:prop("stragglers"), b = b.strength, bst = b:prop("stragglers"), loc = a.location }"#,
    );
    // 7 Miss back to 5 (its unparenthesised strength), 10+19 SC 5 -> 6 (2 still out)
    assert_eq!(
        v,
        serde_json::json!({"a": 5, "ast": 0, "b": 6, "bst": 2, "loc": "pending"})
    );
    // once its group has made an entry roll it recovers no more off the map
    change(
        &g,
        r#"local u = sandtable.units.get("10+19 SC/M/H/P")
           local st = sandtable.vars.get("optional_rolls") or {}
           local a = u:prop("arrives")
           st[a.roll.group or ("confederate:" .. a.turn .. ":" .. a.hex)] = { last = 7 }
           sandtable.vars.set("optional_rolls", st)"#,
    );
    g.force_dice([6; 20]);
    change(&g, r#"require("morale").straggler_recovery("confederate")"#);
    let v = tts::query(
        &g,
        r#"local b = sandtable.units.get("10+19 SC/M/H/P")
           return { b = b.strength, off = require("morale").recovers_off_map(b) }"#,
    );
    assert_eq!(v, serde_json::json!({"b": 6, "off": false}));
    // other pending units never recover off the map (Sheridan's 3/20, no such rule)
    let v = tts::query(
        &g,
        r#"return require("morale").recovers_off_map(sandtable.units.get("36 Ill/1/3/20"))"#,
    );
    assert_eq!(v, false);
}

/// The neighbours of `key`'s hex nearer to and farther from the 6.2 withdrawal edge.
fn toward_and_away(g: &Game, key: &str) -> (String, String) {
    let v = tts::query(
        g,
        &format!(
            r#"local u = sandtable.units.get("{key}")
               local function d(h)
                 local best = 999
                 for _, x in ipairs(sandtable.vars.get("withdrawal_exit")) do
                   if sandtable.map.on_map(x) then best = math.min(best, sandtable.map.distance(h, x)) end
                 end
                 return best
               end
               local here, t, a = d(u.hex)
               for _, n in ipairs(sandtable.map.neighbors(u.hex)) do
                 if not t and d(n) < here and #sandtable.units.at(n) == 0 then t = n end
                 if not a and d(n) > here and #sandtable.units.at(n) == 0 then a = n end
               end
               return {{ t = t or false, a = a or false }}"#
        ),
    );
    (
        v["t"].as_str().unwrap_or_default().to_string(),
        v["a"].as_str().unwrap_or_default().to_string(),
    )
}

// rules: 6.2 SR2
#[test]
fn rule_6_2_sr2_a_brigade_in_voluntary_withdrawal_moves_to_exit() {
    let mut g = Scenario::of(tts::RS, "jays-mill").start();
    // the Confederates may not trigger it, and only a brigade can withdraw
    let why = refuse(
        &mut g,
        r#"{"kind":"voluntary_withdrawal","brigade":"3/14"}"#,
    );
    assert!(why.contains("not a brigade"), "{why}");
    act(
        &mut g,
        r#"{"kind":"voluntary_withdrawal","brigade":"3/3/14"}"#,
    );
    let v = tts::query(
        &g,
        r#"local O = require("orders")
           local o = O.current(sandtable.units.get("87 Ind/3/3/14"))
           local ok, why = O.may_attack(sandtable.units.get("87 Ind/3/3/14"))
           local other = O.current(sandtable.units.get("10 Ind/2/3/14"))
           return { order = o.type, attack = ok, other = other.type }"#,
    );
    // an accepted exit order: no attack; the other brigades keep 3/14's attack goal
    assert_eq!(
        v,
        serde_json::json!({"order": "exit", "attack": false, "other": "attack"})
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"voluntary_withdrawal","brigade":"3/3/14"}"#,
    );
    assert!(why.contains("already"), "{why}");
    goto_phase(&mut g, "union", "movement");
    let (toward, away) = toward_and_away(&g, "2 Minn/3/3/14");
    let why = refuse(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"2 Minn/3/3/14","to":"{away}"}}"#),
    );
    assert!(why.contains("6.2 special rule 2"), "{why}");
    // the phase may not end while its units can still head for the edge
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(why.contains("6.2 special rule 2"), "{why}");
    act(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"2 Minn/3/3/14","to":"{toward}"}}"#),
    );
    assert_eq!(hex_of(&g, "2 Minn/3/3/14"), toward);
    // a brigade not withdrawing still moves freely (10 Ind of 2/3/14 away from the edge)
    let (_, away2) = toward_and_away(&g, "10 Ind/2/3/14");
    act(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"10 Ind/2/3/14","to":"{away2}"}}"#),
    );
    // 87 Ind stands on D32.02, next to the column-01 edge: it moves there and exits
    let (edge, _) = toward_and_away(&g, "87 Ind/3/3/14");
    act(
        &mut g,
        &format!(r#"{{"kind":"move","unit":"87 Ind/3/3/14","to":"{edge}"}}"#),
    );
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(why.contains("6.2 special rule 2"), "{why}");
    act(&mut g, r#"{"kind":"exit","unit":"87 Ind/3/3/14"}"#);
    let loc = tts::query(
        &g,
        r#"return sandtable.units.get("87 Ind/3/3/14").location"#,
    );
    assert_eq!(loc, "pending");
}

// rules: 6.2 SR2
#[test]
fn rule_6_2_sr2_no_voluntary_withdrawal_outside_jays_mill_and_opening_guns() {
    // 6.1 has it (its reinforcement rule refers to it: README, the splice).
    let g = Scenario::of(tts::RS, "opening-guns").start();
    let v = tts::query(
        &g,
        r#"return sandtable.vars.get("special_rules").union_voluntary_withdrawal ~= nil"#,
    );
    assert_eq!(v, true);
    let g = Scenario::of(tts::RS, "crawfish-springs").start();
    let v = tts::query(
        &g,
        r#"local ok, why = require("movement").actions.voluntary_withdrawal.can({ kind = "voluntary_withdrawal", brigade = "2/Cav" })
           return { ok = ok, why = why or false }"#,
    );
    assert_eq!(v["ok"], false, "{v}");
    assert!(
        v["why"]
            .as_str()
            .unwrap()
            .contains("not a rule of this scenario"),
        "{v}"
    );
}

// rules: 6.2 attachments, 6.1 Reed's Bridge, 6.2, 4.2, 2.2c, 3.4c
#[test]
fn rule_6_2_martin_and_10_conf_serve_with_d_p_f_cav() {
    // 6.2's order 3 (orders 6 and 7 are 6.1's: README, the splice).
    let g = Scenario::of(tts::RS, "jays-mill").start();
    let v = tts::query(
        &g,
        r#"local m = sandtable.units.get("Martin/S/P/F Cav")
           return { escort = m:prop("escort") or false,
                    trace = (sandtable.vars.get("trace_to") or {})["10 Conf/S/P/F Cav"] or false,
                    mtrace = (sandtable.vars.get("trace_to") or {})["Martin/S/P/F Cav"] or false }"#,
    );
    assert_eq!(
        v,
        serde_json::json!({"escort": false, "trace": "D/P/F Cav", "mtrace": "D/P/F Cav"})
    );
    // 10 Conf traces to Davidson (D42.10): far from him it is out of command, naming him
    change(
        &g,
        r#"sandtable.units.move(sandtable.units.get("Davidson"), "D62.30")"#,
    );
    let r = in_command(&g, "10 Conf/S/P/F Cav");
    assert_eq!(r["ok"], false, "{r}");
    assert!(r["why"].as_str().unwrap().contains("Davidson"), "{r}");
    // and it takes D/P/F Cav's orders (F Cav's defence of Jay's Mill)
    let o = tts::query(
        &g,
        r#"local o = require("orders").current(sandtable.units.get("10 Conf/S/P/F Cav")) return o and o.to or false"#,
    );
    assert_eq!(o, "F Cav");
}

// rules: 6.1 Reed's Bridge, 4.2, 2.2c, 3.4c
#[test]
fn rule_6_1_martin_is_the_f_cav_hq_escort_and_10_conf_serves_with_d_p_f_cav() {
    let mut g = Scenario::of(tts::RS, "opening-guns").start();
    let v = tts::query(
        &g,
        r#"local m, t = sandtable.units.get("Martin/S/P/F Cav"), sandtable.units.get("10 Conf/S/P/F Cav")
           local U = require("util")
           return { escort = m:prop("escort") or false, grade = U.morale_grade(m),
                    trace = (sandtable.vars.get("trace_to") or {})["10 Conf/S/P/F Cav"] or false,
                    mtrace = (sandtable.vars.get("trace_to") or {})["Martin/S/P/F Cav"] or false }"#,
    );
    // order 6 makes Martin an escort of the F Cav HQ (keeping its own grade); order 7 puts 10
    // Conf under Davidson's D/P/F Cav
    assert_eq!(
        v,
        serde_json::json!({"escort": "F Cav HQ", "grade": "C", "trace": "D/P/F Cav", "mtrace": false})
    );
    // Martin arrives with Forrest and the F Cav HQ at D40.34 at 2:00 p.m., turn 1; the
    // Confederates move first: enter them.
    common::goto_phase(&mut g, "confederate", "movement");
    for key in ["F Cav HQ", "Martin/S/P/F Cav"] {
        common::act(
            &mut g,
            &format!(r#"{{"kind":"enter","unit":"{key}","hex":"D40.34"}}"#),
        );
    }
    // Martin traces to the F Cav HQ (4.2's 6 MP): move the HQ beside it and it is in command;
    // far from it, out of command, and the reason is the escort's
    change(
        &g,
        r#"local m = sandtable.units.get("Martin/S/P/F Cav")
           local n = sandtable.map.neighbors(m.hex)
           for _, h in ipairs(n) do
             if #sandtable.units.at(h) == 0 then sandtable.units.move(sandtable.units.get("F Cav HQ"), h) break end
           end"#,
    );
    let r = in_command(&g, "Martin/S/P/F Cav");
    assert_eq!(r["ok"], true, "{r}");
    change(
        &g,
        r#"sandtable.units.move(sandtable.units.get("F Cav HQ"), "D62.30")"#,
    );
    let r = in_command(&g, "Martin/S/P/F Cav");
    assert_eq!(r["ok"], false, "{r}");
    assert!(r["why"].as_str().unwrap().contains("4.2"), "{r}");
}

// rules: 6.10, S.4.6
#[test]
fn rule_6_10_2_2_res_exits_by_order_and_returns_with_the_reserve_corps() {
    let mut g = Scenario::of(tts::RS, "three-days").start();
    // the 1:00 p.m. (20 September) "Res Corps" entry names again the two brigades that
    // arrived on the 18th (and leave by order 1 on the 19th)
    let r = tts::query(
        &g,
        r#"for _, r in ipairs(sandtable.vars.get("reinforcements")) do
             if r.side == "union" and r.text == "Res Corps" then
               local has = {}
               for _, k in ipairs(r.returns or {}) do has[k] = true end
               return { turn = r.turn, hex = r.hex, mccook = has["D. McCook"] == true, ill = has["85 Ill/2/2/Res"] == true,
                        mitchell = has["J. Mitchell"] == true, steedman = has["Steedman"] == true }
             end
           end"#,
    );
    assert_eq!(r["hex"], "A1.12", "{r}");
    assert_eq!(r["mccook"], true, "{r}");
    assert_eq!(r["ill"], true, "{r}");
    assert_eq!(r["mitchell"], true, "{r}");
    // Steedman is not on the map before (he arrives with the corps): not a return
    assert_eq!(r["steedman"], false, "{r}");
    let back_turn = r["turn"].as_i64().unwrap();
    // 85 Ill arrives (moved up to now for the test) at A1.12 on the north edge and exits
    change(
        &g,
        r#"local u = sandtable.units.get("85 Ill/2/2/Res")
           sandtable.units.set_prop(u, "arrives", { turn = 1, hex = "A1.12" })
           -- (the Confederates' 2:00 p.m. arrivals wait a turn: the test passes their phase)
           for _, x in ipairs(sandtable.units.all{ side = "confederate", location = "pending" }) do
             local a = x:prop("arrives")
             if type(a) == "table" and a.turn == 1 then a.turn = 2 sandtable.units.set_prop(x, "arrives", a) end
           end"#,
    );
    goto_phase(&mut g, "union", "movement");
    act(
        &mut g,
        r#"{"kind":"enter","unit":"85 Ill/2/2/Res","hex":"A1.12"}"#,
    );
    assert_eq!(hex_of(&g, "85 Ill/2/2/Res"), "A1.12");
    act(&mut g, r#"{"kind":"exit","unit":"85 Ill/2/2/Res"}"#);
    let v = tts::query(
        &g,
        r#"local u = sandtable.units.get("85 Ill/2/2/Res")
           return { loc = u.location, arrives = u:prop("arrives") or false, exited = u:has("exited"),
                    record = (sandtable.vars.get("exited") or {})["85 Ill/2/2/Res"] ~= nil }"#,
    );
    assert_eq!(v["loc"], "pending", "{v}");
    assert_eq!(v["arrives"]["hex"], "A1.12", "{v}");
    assert_eq!(v["arrives"]["turn"].as_i64().unwrap(), back_turn, "{v}");
    assert_eq!(v["exited"], false, "{v}");
    assert_eq!(v["record"], true, "{v}");
    // a unit no later entry names (Wilder's 92 Ill) exits for good
    let w = tts::query(
        &g,
        r#"for _, r in ipairs(sandtable.vars.get("reinforcements")) do
             for _, k in ipairs(r.returns or {}) do if k == "92 Ill/Wilder" then return true end end
           end
           return false"#,
    );
    assert_eq!(w, false);
}

// rules: 6.5, 3.3, 3.3b, 3.3e, 3.3f
#[test]
fn rule_6_5_the_right_wing_is_in_effect_with_its_historical_composition() {
    let mut g = Scenario::of(tts::RS, "polk-vs-thomas").start();
    let v = tts::query(
        &g,
        r#"local C, O = require("command"), require("orders")
           local ws = {}
           for _, w in ipairs(C.wings()) do ws[#ws + 1] = w.key end
           local res = O.current("Res Corps")
           return { wings = ws, polk = C.echelon(sandtable.units.get("Polk")),
                    cp = C.parent_of("C/P"), hc = C.parent_of("H Corps"), ch = C.parent_of("C/H"), sb = C.parent_of("S/B"),
                    res = res and res.type or false, cpo = O.current("C/P").type, hco = O.current("H Corps").type }"#,
    );
    // Polk's own C/P answers to the wing, H Corps and Res Corps as corps (3.3b: C/H keeps its
    // corps); S/B is "not part of the Right Wing"; the printed order statuses stand (Res
    // Corps' support order is in D6: no order governs it yet)
    assert_eq!(
        v,
        serde_json::json!({"wings": ["Right Wing"], "polk": "wing", "cp": "Right Wing", "hc": "Right Wing",
                           "ch": "H Corps", "sb": "B Corps", "res": false, "cpo": "reserve", "hco": "attack"})
    );
    // 3.3e: Bragg's bypass roll is open once the wings exist (Confederate command phase, turn 1)
    g.force_dice([6, 6]);
    act(&mut g, r#"{"kind":"bypass_wings"}"#);
    let b = tts::query(
        &g,
        r#"return sandtable.vars.get("order_state").bypass.granted"#,
    );
    assert_eq!(b, true);
}

// rules: 6.6, 3.3, 3.3a, 3.3b, 3.3f
#[test]
fn rule_6_6_both_wings_are_in_force_with_their_historical_structures() {
    let g = Scenario::of(tts::RS, "rock-of-chickamauga").start();
    let v = tts::query(
        &g,
        r#"local C, O = require("command"), require("orders")
           local ws = {}
           for _, w in ipairs(C.wings()) do ws[#ws + 1] = w.key .. ":" .. tostring(w.super) end
           local function cur(k) local o = O.current(k) return o and o.type or false end
           return { wings = ws, longstreet = C.radius(sandtable.units.get("Longstreet")), polk = C.radius(sandtable.units.get("Polk")),
                    sb = C.parent_of("S/B"), m1 = C.parent_of("M/1"), hp = C.parent_of("H/P"), cp = C.parent_of("C/P"),
                    o_cp = cur("C/P"), o_sb = cur("S/B"), o_m1 = cur("M/1"), o_gres = cur("G/Res") }"#,
    );
    // Longstreet's wing is a super corps (3.3a: radius 16, every division traces to him); Polk's
    // traces as a corps (12); "NO units have any orders at start, except the M/1 Division"
    assert_eq!(
        v,
        serde_json::json!({"wings": ["Left Wing:true", "Right Wing:false"], "longstreet": 16, "polk": 12,
                           "sb": "Left Wing", "m1": "Left Wing", "hp": "Left Wing", "cp": "Right Wing",
                           "o_cp": false, "o_sb": false, "o_m1": "attack", "o_gres": false})
    );
}

// rules: 6.0, S.4.5, 4.3c
/// 6.1's Wilder set-up, waiting for the Union player: `(unit key, its hex options)`.
fn wilder_hex_options(g: &Game, unit: &str) -> Vec<String> {
    let v = tts::query(
        g,
        &format!(
            r#"local out = {{}}
               for _, o in ipairs(require("movement").actions.deploy.options({{ unit = "{unit}" }}, "hex")) do out[#out + 1] = o.value end
               return out"#
        ),
    );
    serde_json::from_value(v).unwrap()
}

#[test]
fn rule_6_0_the_owner_places_each_within_unit_in_its_zone() {
    // 6.1: "Wilder, 92 Ill, 98 Ill, 17 Ind, 18a Ind Lt battery—w/i 4 E4.17, all units in
    // breastworks". The game waits for the Union player to place them.
    let mut g = common::start_in_set_up(&common::library(), tts::RS, "opening-guns", 1, &[]);
    // The Confederates (the first player) place Liddell's division first (w/i 4 E13.23): by
    // the computer's choices here.
    assert!(common::in_set_up(&g));
    assert_eq!(g.acting_side(), "confederate");
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(why.contains("6.0"), "{why}");
    while g.acting_side() == "confederate" {
        let a = g.bot_action().unwrap();
        assert_eq!(a["kind"], "deploy", "{a}");
        act(&mut g, &a.to_string());
    }
    assert!(common::in_set_up(&g));
    assert_eq!(g.acting_side(), "union");
    let why = refuse(&mut g, r#"{"kind":"end_phase"}"#);
    assert!(why.contains("6.0"), "{why}");
    // The unit slot offers Wilder's units; the hex slot every hex within 4 of E4.17.
    let units = tts::query(
        &g,
        r#"local out = {}
           for _, o in ipairs(require("movement").actions.deploy.options({}, "unit")) do out[#out + 1] = o.value end
           return out"#,
    );
    let units: Vec<String> = serde_json::from_value(units).unwrap();
    for k in ["92 Ill/Wilder", "98 Ill/Wilder", "17 Ind/Wilder", "Wilder"] {
        assert!(units.iter().any(|u| u == k), "{k} in {units:?}");
    }
    let dist = |g: &Game, h: &str| {
        tts::query(
            g,
            &format!(r#"return sandtable.map.distance("{h}", "E4.17")"#),
        )
        .as_i64()
        .unwrap()
    };
    let hexes = wilder_hex_options(&g, "92 Ill/Wilder");
    assert!(hexes.iter().all(|h| dist(&g, h) <= 4), "{hexes:?}");
    // The player's choice: the farthest hex offered, not the one the old code picked.
    let far = hexes.last().unwrap().clone();
    assert_eq!(dist(&g, &far), 4);
    let outside = tts::query(
        &g,
        r#"for _, h in ipairs(sandtable.map.within("E4.17", 5)) do
             if sandtable.map.distance(h, "E4.17") == 5 then return h end
           end"#,
    );
    let outside = outside.as_str().unwrap().to_string();
    let why = refuse(
        &mut g,
        &format!(r#"{{"kind":"deploy","unit":"92 Ill/Wilder","hex":"{outside}"}}"#),
    );
    assert!(why.contains("6.0") && why.contains("within 4"), "{why}");
    act(
        &mut g,
        &format!(r#"{{"kind":"deploy","unit":"92 Ill/Wilder","hex":"{far}"}}"#),
    );
    assert_eq!(
        common::unit(&g, "92 Ill/Wilder").1.as_deref(),
        Some(far.as_str())
    );
    // 4.3c its printed breastworks go with it.
    let bw = tts::query(
        &g,
        &format!(
            r#"local b = (sandtable.vars.get("breastworks") or {{}})["{far}"]; return b and b.side"#
        ),
    );
    assert_eq!(bw, serde_json::json!("union"));
    // S.4.5: a hex is offered to the next unit only while the stack stays within 12 SP.
    let sp = |g: &Game, k: &str| common::unit(g, k).0;
    for k in ["98 Ill/Wilder", "17 Ind/Wilder"] {
        let fits = sp(&g, "92 Ill/Wilder") + sp(&g, k) <= 12;
        assert_eq!(wilder_hex_options(&g, k).contains(&far), fits, "{k}");
        if !fits {
            let why = refuse(
                &mut g,
                &format!(r#"{{"kind":"deploy","unit":"{k}","hex":"{far}"}}"#),
            );
            assert!(why.contains("stacking"), "{why}");
        }
    }
    // The rest by the computer's choices through the same action; play then begins.
    common::set_up_by_bots(&mut g);
    assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "command");
    assert_eq!(
        common::unit(&g, "92 Ill/Wilder").1.as_deref(),
        Some(far.as_str())
    );
}

#[test]
fn rule_6_0_a_within_set_up_is_spread_over_its_zone_within_stacking() {
    // 6.1: "Wilder, 92 Ill, 98 Ill, 17 Ind, 18a Ind Lt battery—w/i 4 E4.17, all units in
    // breastworks": about 30 SP, which one hex (12 SP, S.4.5) cannot hold.
    let g = Scenario::of(tts::RS, "opening-guns").start();
    let v = tts::query(
        &g,
        r#"local U = require("util")
           local by, bw = {}, sandtable.vars.get("breastworks") or {}
           local out = { far = 0, hexes = 0, covered = true }
           for _, k in ipairs({ "92 Ill/Wilder", "98 Ill/Wilder", "17 Ind/Wilder", "18 Ind Lt a/Wilder" }) do
             local u = sandtable.units.get(k)
             if sandtable.map.distance(u.hex, "E4.17") > 4 then out.far = out.far + 1 end
             if not by[u.hex] then by[u.hex] = true; out.hexes = out.hexes + 1 end
             if not (bw[u.hex] and bw[u.hex].side == "union") then out.covered = false end
           end
           local worst = 0
           for h in pairs(by) do worst = math.max(worst, U.stack_sp(h)) end
           out.worst = worst
           return out"#,
    );
    assert_eq!(v["far"], 0, "every unit within 4 of E4.17: {v}");
    assert!(
        v["hexes"].as_i64().unwrap() >= 3,
        "spread over several hexes: {v}"
    );
    assert!(v["worst"].as_i64().unwrap() <= 12, "S.4.5 kept: {v}");
    assert_eq!(
        v["covered"], true,
        "each hex's breastworks are Wilder's: {v}"
    );
}

/// The deploy action's offers to `side`'s player for `unit` (its set-up hexes), after the
/// computer has placed what the other side must place first.
fn set_up_offers(g: &mut Game, side: &str, unit: &str) -> Vec<String> {
    while common::in_set_up(g) && g.acting_side() != side {
        let a = g.bot_action().unwrap();
        act(g, &a.to_string());
    }
    assert!(common::in_set_up(g), "{side} never had a set-up to make");
    wilder_hex_options(g, unit)
}

// rules: 6.0, 6.2
#[test]
fn rule_6_0_the_owner_places_an_in_line_set_up_on_its_line() {
    // 6.2: "Liddell, L/Res (...)—on road in line between D62.04 and D59.14": the scenario file
    // puts each unit on a hex of the line; which hex of it is the Confederate player's.
    let mut g = common::start_in_set_up(&common::library(), tts::RS, "jays-mill", 1, &[]);
    let offers = set_up_offers(&mut g, "confederate", "34 Miss/W/L/Res");
    assert!(offers.len() > 1, "{offers:?}");
    // every offer is a hex of the line from D62.04 to D59.14; the printed one comes first
    let on_line = tts::query(
        &g,
        r#"local out = {}
           for _, step in ipairs(sandtable.map.line("D62.04", "D59.14")) do
             for _, h in ipairs(step) do out[#out + 1] = h end
           end
           return out"#,
    );
    let on_line: Vec<String> = serde_json::from_value(on_line).unwrap();
    assert!(
        offers.iter().all(|h| on_line.contains(h)),
        "{offers:?} not all on {on_line:?}"
    );
    assert_eq!(offers[0], "D59.14");
    let why = refuse(
        &mut g,
        r#"{"kind":"deploy","unit":"34 Miss/W/L/Res","hex":"D58.14"}"#,
    );
    assert!(why.contains("in line between D62.04 and D59.14"), "{why}");
    let pick = offers.last().unwrap().clone();
    act(
        &mut g,
        &format!(r#"{{"kind":"deploy","unit":"34 Miss/W/L/Res","hex":"{pick}"}}"#),
    );
    assert_eq!(
        common::unit(&g, "34 Miss/W/L/Res").1.as_deref(),
        Some(pick.as_str())
    );
    common::set_up_by_bots(&mut g);
    assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "command");
}

// rules: 6.0, 6.6
#[test]
fn rule_6_0_the_owner_divides_a_brigade_printed_on_two_hexes() {
    // 6.6: "1/1/14—A41.26, A40.25: 2 Ohio (4), 33 Ohio (5), 94 Ohio (4), 38 Ind (5), 10 Wisc
    // (4)": the Union player says which regiment stands on which of the two hexes.
    let mut g = common::start_in_set_up(&common::library(), tts::RS, "rock-of-chickamauga", 1, &[]);
    let offers = set_up_offers(&mut g, "union", "2 Ohio/1/1/14");
    let mut sorted = offers.clone();
    sorted.sort();
    assert_eq!(sorted, ["A40.25", "A41.26"], "{offers:?}");
    let printed = common::unit(&g, "2 Ohio/1/1/14").1.unwrap();
    assert_eq!(offers[0], printed);
    let other = offers[1].clone();
    act(
        &mut g,
        &format!(r#"{{"kind":"deploy","unit":"2 Ohio/1/1/14","hex":"{other}"}}"#),
    );
    assert_eq!(
        common::unit(&g, "2 Ohio/1/1/14").1.as_deref(),
        Some(other.as_str())
    );
    common::set_up_by_bots(&mut g);
    assert_eq!(g.with_world(|w| w.state.cursor.id.clone()), "command");
}
