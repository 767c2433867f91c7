//! The mod tts-army-of-mississippi (rulesets/tts-army-of-mississippi): This Terrible Sound's
//! variant 3.7b, the Army of Mississippi, and rule 3.3c, the third wing. The games are played
//! with the mod on a scenario of the base's folder (a mod plays its base's scenarios), built
//! with oob.setup and options.add_optional_troops like the real set-ups.

mod common;
use common::run_lua as run;
use common::tts::query;

use common::Scenario;
use common::{act, refuse};
use sandtable::script::Mode;
use sandtable::session::Game;
use serde_json::{Value as Json, json};

const MOD: &str = "tts-army-of-mississippi";

/// The mod's ruleset file, which a test edits as a designer would.
const MOD_RULESET: &str = "rulesets/tts-army-of-mississippi/ruleset.lua";

/// A scenario of the base's folder played with the mod: from `time` on the 20th, 20 turns,
/// Confederate first; two wings in force (3.3f-like): C/P and B/H in Polk's, H/P and S/B in
/// Longstreet's, one regiment of each on the map; the optional troops added as the real
/// set-ups add them.
fn aom(time: &str) -> Scenario {
    Scenario::new("this-terrible-sound", "aom")
        .prelude(&format!(
            r#"local oob = require("oob")
local map = require("map")
local S = oob.setup{{ after18 = true }}
S.place("confederate", {{ "Bragg", "A Tenn HQ" }}, {{ hex = "E6.19" }})
S.place("confederate", {{ "Polk", "Right Wing HQ" }}, {{ hex = "E8.10" }})
S.place("confederate", {{ "Longstreet", "Left Wing HQ" }}, {{ hex = "E12.04" }})
S.place("confederate", {{ "Hill" }}, {{ hex = "E9.12" }})
S.place("confederate", {{ "11 Tenn/Sm/C/P" }}, {{ hex = "E10.10" }})
S.place("confederate", {{ "6 Ky/H/B/H" }}, {{ hex = "E10.12" }})
S.place("confederate", {{ "24 Ala/M/H/P" }}, {{ hex = "E14.04" }})
S.place("confederate", {{ "18 Ala/C/S/B" }}, {{ hex = "E16.04" }})
S.place("union", {{ "Rosecrans", "A Cumb HQ" }}, {{ hex = "B16.15" }})
require("options").add_optional_troops(S, {{ day = 2, time = "{time}", turns = 20, maps = "ABCDEF" }})"#
        ))
        .name("Army of Mississippi test")
        .turns(20)
        .first("confederate")
        .at(2, time)
        .map("map")
        .commands("S.commands()")
        .units_lua("S.units()")
        .var("random_events", "false")
        .var(
            "wings",
            r#"{ ["Right Wing"] = { commander = "Polk", divisions = { "C/P", "B/H" } },
              ["Left Wing"] = { commander = "Longstreet", divisions = { "H/P", "S/B" } } }"#,
        )
        .played_by(MOD)
}

fn arrives(g: &Game, key: &str) -> Json {
    query(
        g,
        &format!(
            r#"local u = sandtable.units.get("{key}")
               if not u then return "none" end
               local a = u:prop("arrives")
               return a and {{ a.turn, a.hex }} or false"#
        ),
    )
}

fn union_vp(g: &Game) -> Vec<(f64, String)> {
    let v = query(
        g,
        r#"return (sandtable.vars.get("variant_vp") or {}).union or {}"#,
    );
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|x| (x[0].as_f64().unwrap(), x[1].as_str().unwrap().to_string()))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn rule_3_7b_the_army_of_mississippi_arrives_at_8_am_on_the_20th_with_the_chosen_divisions() {
    // From 6:00 a.m., 15-minute turns: 8:00 a.m. is turn 9.
    let g = aom("06:00")
        .option("army_of_mississippi", json!("F/Miss+S/Miss"))
        .start();
    assert_eq!(arrives(&g, "Hardee"), json!([9, "E5.35"]));
    assert_eq!(arrives(&g, "A Miss HQ"), json!([9, "E5.35"]));
    assert_eq!(arrives(&g, "17 SC/E/F/Miss"), json!([9, "E5.35"]));
    assert_eq!(arrives(&g, "Stevenson"), json!([9, "E5.35"]));
    assert_eq!(arrives(&g, "Barry/Arty/S/Miss"), json!([9, "E5.35"]));
    // Loring's division was not chosen: withdrawn (pending, no arrival).
    assert_eq!(arrives(&g, "3 Miss/F/L/Miss"), json!(false));
    assert_eq!(arrives(&g, "Loring"), json!(false));
    // 3 + 3 VP to the Union.
    let vp = union_vp(&g);
    assert_eq!(vp.len(), 1, "{vp:?}");
    assert_eq!(vp[0].0, 6.0);
    assert!(vp[0].1.contains("3.7b"));
    // Hardee commands the Army of Mississippi (a corps HQ, 3.7b).
    let v = query(
        &g,
        r#"local h = sandtable.units.get("Hardee"); return { h.leader.commands, h.parent }"#,
    );
    assert_eq!(v, json!(["A Miss", "A Miss"]));
}

#[test]
fn rule_3_7b_vp_are_3_5_3_and_none_without_the_option() {
    let g = aom("06:00")
        .option("army_of_mississippi", json!("all"))
        .start();
    let vp = union_vp(&g);
    assert_eq!(vp[0].0, 11.0);
    let g = aom("06:00")
        .option("army_of_mississippi", json!("L/Miss"))
        .start();
    assert_eq!(union_vp(&g)[0].0, 5.0);
    assert_eq!(arrives(&g, "Hardee"), json!([9, "E5.35"]));
    let g = aom("06:00")
        .option("army_of_mississippi", json!("none"))
        .start();
    assert!(union_vp(&g).is_empty());
    assert_eq!(arrives(&g, "Hardee"), json!(false));
    assert_eq!(arrives(&g, "17 SC/E/F/Miss"), json!(false));
    // The scenario holds the Army of Mississippi's commands, so 5.4's "A Miss" row applies.
    let v = query(
        &g,
        r#"for _, c in ipairs(sandtable.game.scenario().commands) do
             if c.key == "A Miss" then return c.echelon end
           end
           return false"#,
    );
    assert_eq!(v, json!("corps"));
}

#[test]
fn rule_3_7b_vp_and_arrival_time_are_declared_once_and_every_text_quotes_them() {
    // A designer gives Loring's division 6 VP and delays the arrival to 9:00, in the one
    // place the mod declares them.
    let g = aom("06:00")
        .edit(
            MOD_RULESET,
            r#"["L/Miss"] = 5, ["S/Miss"] = 3, hex = "E5.35", date = 20, time = "08:00""#,
            r#"["L/Miss"] = 6, ["S/Miss"] = 3, hex = "E5.35", date = 20, time = "09:00""#,
        )
        .option("army_of_mississippi", json!("L/Miss"))
        .start();
    // What the game does: 9:00 is turn 13 from 6:00; 6 VP to the Union.
    assert_eq!(arrives(&g, "Hardee"), json!([13, "E5.35"]));
    assert_eq!(arrives(&g, "Loring"), json!([13, "E5.35"]));
    assert_eq!(union_vp(&g)[0].0, 6.0);
    // What every text shows: the option, the rule entry, the mod's own description.
    let decl = &g.engine.decl;
    let o = decl
        .options
        .iter()
        .find(|o| o.id == "army_of_mississippi")
        .unwrap();
    assert!(
        o.description.contains("at 09:00 on the 20th"),
        "{}",
        o.description
    );
    assert!(o.description.contains("6 for L/Miss"), "{}", o.description);
    let rule = decl.rules.iter().find(|r| r.id == "3.7b").unwrap();
    assert!(
        rule.title
            .contains("at 09:00 on the 20th (Union +3/+6/+3 VP)"),
        "{}",
        rule.title
    );
    assert!(
        decl.description.contains("gets 3, 6 and 3 VP"),
        "{}",
        decl.description
    );
    assert!(!format!("{}{}{}", o.description, rule.title, decl.description).contains("08:00"));
}

#[test]
fn rule_3_7b_the_division_enters_on_its_turn() {
    // From 7:00 a.m.: 8:00 is turn 5. Play to the Confederate movement phase of turn 5.
    let mut g = aom("07:00")
        .option("army_of_mississippi", json!("S/Miss"))
        .start();
    for _ in 0..200 {
        let (turn, phase) = g.with_world(|w| (w.state.turn, w.state.cursor.id.clone()));
        if turn == 5 && phase == "movement" && g.acting_side() == "confederate" {
            break;
        }
        act(&mut g, r#"{"kind":"end_phase"}"#);
    }
    act(&mut g, r#"{"kind":"enter","unit":"Hardee","hex":"E5.35"}"#);
    assert_eq!(common::unit(&g, "Hardee").1.as_deref(), Some("E5.35"));
}

/// Places one regiment of each arrived division on the map (as if they had marched in).
fn march_in(g: &Game, keys: &[(&str, &str)]) {
    let mut src = String::new();
    for (k, h) in keys {
        src.push_str(&format!(
            r#"sandtable.units.move(sandtable.units.get("{k}"), "{h}")
"#
        ));
    }
    run(g, Mode::Change, &src);
}

#[test]
fn rule_3_3c_a_third_wing_under_hardee_takes_divisions_divided_as_equally_as_possible() {
    let mut g = aom("08:00")
        .option("army_of_mississippi", json!("all"))
        .start();
    // Nothing of the Army of Mississippi in play yet: refused.
    let why = refuse(
        &mut g,
        r#"{"kind":"form_third_wing","divisions":["F/Miss","L/Miss","S/Miss"]}"#,
    );
    assert!(why.contains("3.3c"), "{why}");
    march_in(
        &g,
        &[
            ("Hardee", "E5.30"),
            ("17 SC/E/F/Miss", "E5.31"),
            ("3 Miss/F/L/Miss", "E5.32"),
            ("37 Ala/M/S/Miss", "E5.33"),
        ],
    );
    // Seven infantry divisions: 2 + 2 + 3. A third wing of one leaves two in no wing.
    let why = refuse(
        &mut g,
        r#"{"kind":"form_third_wing","divisions":["F/Miss"]}"#,
    );
    assert!(why.contains("in none"), "{why}");
    // Four in the third wing (C/P taken from Polk's): 1, 2, 4 is not as equal as possible.
    let why = refuse(
        &mut g,
        r#"{"kind":"form_third_wing","divisions":["F/Miss","L/Miss","S/Miss","C/P"]}"#,
    );
    assert!(why.contains("as equally as possible"), "{why}");
    // Hardee is in play: he must command it.
    let why = refuse(
        &mut g,
        r#"{"kind":"form_third_wing","commander":"Hill","divisions":["F/Miss","L/Miss","S/Miss"]}"#,
    );
    assert!(why.contains("Hardee"), "{why}");
    act(
        &mut g,
        r#"{"kind":"form_third_wing","divisions":["F/Miss","L/Miss","S/Miss"],"method":"aide_written"}"#,
    );
    // 3.3: the wing exists from its commander's acceptance: Bragg's order is on its way.
    let v = query(
        &g,
        r#"local w = sandtable.vars.get("wings")
           local o
           for _, x in ipairs(sandtable.vars.get("order_state").list) do
             if x.wing and x.wing.key == "Third Wing" then o = x end
           end
           return { w["Third Wing"] ~= nil, o.type, o.to_unit, o.status, sandtable.vars.get("extra_wings") }"#,
    );
    assert_eq!(
        v,
        json!([false, "create_wings", "Hardee", "transit", ["Third Wing"]])
    );
    let why = refuse(
        &mut g,
        r#"{"kind":"form_third_wing","divisions":["F/Miss","L/Miss","S/Miss"]}"#,
    );
    assert!(why.contains("on its way"), "{why}");
    // Hardee accepts (4.4's immediate acceptance stands in for the roll).
    run(
        &g,
        Mode::Change,
        r#"require("orders").accept_one("confederate", "test")"#,
    );
    let w = query(&g, r#"return sandtable.vars.get("wings")["Third Wing"]"#);
    assert_eq!(w["commander"], json!("Hardee"));
    assert_eq!(w["divisions"], json!(["F/Miss", "L/Miss", "S/Miss"]));
    // The Divisional Goal HQ is the wing HQ, with Hardee, who is a wing commander like Polk
    // (3.3b): his corps HQ (A Miss HQ) leaves the map.
    assert_eq!(
        common::unit(&g, "Third Wing HQ").1.as_deref(),
        Some("E5.30")
    );
    let v = query(
        &g,
        r#"local c = require("command")
           local w = sandtable.vars.get("wings")
           return { c.echelon(sandtable.units.get("Hardee")), w["Right Wing"].divisions, w["Third Wing"].super or false }"#,
    );
    assert_eq!(v, json!(["wing", ["C/P", "B/H"], false]));
    let why = refuse(
        &mut g,
        r#"{"kind":"form_third_wing","divisions":["F/Miss","L/Miss","S/Miss"]}"#,
    );
    assert!(why.contains("already"), "{why}");
}

#[test]
fn rule_3_3c_the_army_of_mississippi_traces_command_through_the_third_wing() {
    let g = aom("08:00")
        .option("army_of_mississippi", json!("all"))
        .start();
    march_in(
        &g,
        &[
            ("Hardee", "E5.30"),
            ("Third Wing HQ", "E5.30"),
            ("A Miss HQ", "E5.29"),
            ("French", "E5.31"),
            ("Evans", "E5.32"),
            ("17 SC/E/F/Miss", "E5.33"),
        ],
    );
    // Before the third wing: French's division is Hardee's corps's (A Miss), under the army;
    // Hardee is a corps commander, not the army's.
    let v = query(
        &g,
        r#"local c = require("command")
           local u = sandtable.units.get("17 SC/E/F/Miss")
           return { c.parent_of("F/Miss"), c.parent_of("A Miss"), c.corps_of(u),
                    c.echelon(sandtable.units.get("Hardee")), c.army_commander("confederate").key }"#,
    );
    assert_eq!(v, json!(["A Miss", "A Tenn", "A Miss", "corps", "Bragg"]));
    run(
        &g,
        Mode::Change,
        r#"require("command").add_wing("Third Wing", "Hardee", { "F/Miss", "L/Miss", "S/Miss" }, "E5.30", "test")"#,
    );
    let v = query(
        &g,
        r#"local c = require("command")
           local u = sandtable.units.get("17 SC/E/F/Miss")
           local ok = c.in_command(sandtable.units.get("French"))
           return { c.parent_of("F/Miss"), c.corps_of(u), c.division_of(u), c.brigade_of(u),
                    c.echelon(sandtable.units.get("Hardee")), ok,
                    sandtable.units.get("A Miss HQ").on_map }"#,
    );
    assert_eq!(
        v,
        json!([
            "Third Wing",
            "Third Wing",
            "F/Miss",
            "E/F/Miss",
            "wing",
            true,
            false
        ])
    );
}

#[test]
fn rule_3_3c_without_hardee_hill_commands_the_third_wing() {
    let mut g = aom("08:00")
        .option("army_of_mississippi", json!("all"))
        .start();
    march_in(
        &g,
        &[
            ("17 SC/E/F/Miss", "E5.31"),
            ("3 Miss/F/L/Miss", "E5.32"),
            ("37 Ala/M/S/Miss", "E5.33"),
        ],
    );
    act(
        &mut g,
        r#"{"kind":"form_third_wing","divisions":["F/Miss","L/Miss","S/Miss"]}"#,
    );
    let w = query(
        &g,
        r#"for _, o in ipairs(sandtable.vars.get("order_state").list) do
             if o.wing and o.wing.key == "Third Wing" then return o.wing.commander end
           end"#,
    );
    assert_eq!(w, json!("Hill"));
}

/// Fourteen infantry divisions in play, no wings yet: one regiment of each of the eleven of
/// the base order of battle, and the Army of Mississippi's three marched in (3.3c: "too many
/// divisions (14) to fit into the wing structure").
fn fourteen_divisions() -> Game {
    let regiments = [
        "11 Tenn/Sm/C/P",
        "24 Ala/M/H/P",
        "6 Ky/H/B/H",
        "6 Texas/D/C/H",
        "25 Ga/W/G/Res",
        "29 Miss/W/L/Res",
        "43 Ala/G/P/B",
        "18 Ala/C/S/B",
        "3 Ark/R/L/1",
        "17 Miss/H/M/1",
        "17 Tenn/F/JPD/1",
    ];
    let mut places = String::new();
    for (i, r) in regiments.iter().enumerate() {
        places.push_str(&format!(
            "S.place(\"confederate\", {{ \"{r}\" }}, {{ hex = \"E{}.10\" }})\n",
            10 + i
        ));
    }
    let g = Scenario::new("this-terrible-sound", "aom")
        .prelude(&format!(
            r#"local oob = require("oob")
local map = require("map")
local S = oob.setup{{ after18 = true }}
S.place("confederate", {{ "Bragg", "A Tenn HQ" }}, {{ hex = "E6.19" }})
S.place("confederate", {{ "Polk" }}, {{ hex = "E8.10" }})
S.place("confederate", {{ "Longstreet" }}, {{ hex = "E12.04" }})
S.place("confederate", {{ "Hill" }}, {{ hex = "E9.12" }})
{places}S.place("union", {{ "Rosecrans", "A Cumb HQ" }}, {{ hex = "B16.15" }})
require("options").add_optional_troops(S, {{ day = 2, time = "08:00", turns = 20, maps = "ABCDEF" }})"#
        ))
        .name("3.3c test")
        .turns(20)
        .first("confederate")
        .at(2, "08:00")
        .map("map")
        .commands("S.commands()")
        .units_lua("S.units()")
        .var("random_events", "false")
        .played_by(MOD)
        .option("army_of_mississippi", json!("all"))
        .start();
    march_in(
        &g,
        &[
            ("Hardee", "E5.30"),
            ("17 SC/E/F/Miss", "E5.31"),
            ("3 Miss/F/L/Miss", "E5.32"),
            ("37 Ala/M/S/Miss", "E5.33"),
        ],
    );
    g
}

fn wing_order(wings: &[(&str, &str, &[&str])]) -> String {
    let wings: Vec<Json> = wings
        .iter()
        .map(|(w, c, d)| json!({ "wing": w, "commander": c, "divisions": d, "hq": "E10.12" }))
        .collect();
    json!({ "kind": "wing_order", "type": "create_wings", "method": "aide_written", "wings": wings }).to_string()
}

#[test]
fn rule_3_3c_with_fourteen_divisions_bragg_creates_three_wings_at_once() {
    let mut g = fourteen_divisions();
    let left: &[&str] = &["P/B", "S/B", "L/1", "M/1", "JPD/1"];
    let right: &[&str] = &["C/P", "H/P", "B/H", "C/H", "G/Res"];
    let third: &[&str] = &["L/Res", "F/Miss", "L/Miss", "S/Miss"];
    // Two wings of six cannot hold fourteen: all or nothing, three at once.
    let why = refuse(
        &mut g,
        &wing_order(&[
            (
                "Left Wing",
                "Longstreet",
                &["P/B", "S/B", "L/1", "M/1", "JPD/1", "L/Res"],
            ),
            (
                "Right Wing",
                "Polk",
                &["C/P", "H/P", "B/H", "C/H", "G/Res", "F/Miss"],
            ),
        ]),
    );
    assert!(why.contains("all 3 wings at once"), "{why}");
    // As equally as possible: 6, 5, 3 is not.
    let why = refuse(
        &mut g,
        &wing_order(&[
            (
                "Left Wing",
                "Longstreet",
                &["P/B", "S/B", "L/1", "M/1", "JPD/1", "L/Res"],
            ),
            ("Right Wing", "Polk", right),
            ("Third Wing", "Hardee", &["F/Miss", "L/Miss", "S/Miss"]),
        ]),
    );
    assert!(why.contains("as equally as possible"), "{why}");
    // Hardee, in play, commands the third wing.
    let why = refuse(
        &mut g,
        &wing_order(&[
            ("Left Wing", "Longstreet", left),
            ("Right Wing", "Polk", right),
            ("Third Wing", "Hill", third),
        ]),
    );
    assert!(why.contains("Hardee commands the Third Wing"), "{why}");
    // No more than one corps broken up: B/H with Longstreet splits H Corps as well as the
    // Reserve Corps.
    let why = refuse(
        &mut g,
        &wing_order(&[
            (
                "Left Wing",
                "Longstreet",
                &["P/B", "S/B", "L/1", "M/1", "B/H"],
            ),
            (
                "Right Wing",
                "Polk",
                &["C/P", "H/P", "JPD/1", "C/H", "G/Res"],
            ),
            ("Third Wing", "Hardee", third),
        ]),
    );
    assert!(why.contains("no more than one existing corps"), "{why}");
    // 5, 5, 4 with only the Reserve Corps split: sent.
    act(
        &mut g,
        &wing_order(&[
            ("Left Wing", "Longstreet", left),
            ("Right Wing", "Polk", right),
            ("Third Wing", "Hardee", third),
        ]),
    );
    let sent = common::events(&g, "order_sent");
    assert_eq!(sent.len(), 3, "one order to each wing commander");
}

/// The values a part of `action` offers now, as the window asks (Game::slot_options).
fn offers(g: &Game, action: &Json, slot: &str) -> Vec<String> {
    g.slot_options(action, slot)
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn rule_3_3c_the_third_wing_is_written_part_by_part_in_the_window() {
    // The wing order's parts as a person picks them (orders.lua WING_PARTS): with fourteen
    // divisions in play the Third Wing's parts are offered (its commander Hardee, the divisions
    // the other two wings have not taken, its HQ at his hex) and the order written with them is
    // the same order as the whole form of rule_3_3c_with_fourteen_divisions_bragg_creates_three_wings_at_once.
    let mut g = fourteen_divisions();
    let mut a = json!({ "kind": "wing_order" });
    assert_eq!(offers(&g, &a, "type"), ["create_wings"]);
    a["type"] = json!("create_wings");
    a["method"] = json!("aide_written");
    assert_eq!(offers(&g, &a, "third_commander"), ["Hardee"]);
    assert_eq!(offers(&g, &a, "left_commander")[0], "Longstreet");
    // A division is picked by a unit of it (its commander where he is in play).
    let unit_of = |g: &Game, a: &Json, slot: &str, d: &str| -> String {
        g.slot_options(a, slot)
            .unwrap()
            .iter()
            .find(|o| o["label"].as_str().unwrap().starts_with(&format!("{d} (")))
            .unwrap_or_else(|| panic!("{slot} offers no unit of {d}"))["value"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let parts: [(&str, &str, &[&str]); 3] = [
        ("left", "Longstreet", &["P/B", "S/B", "L/1", "M/1", "JPD/1"]),
        ("right", "Polk", &["C/P", "H/P", "B/H", "C/H", "G/Res"]),
        ("third", "Hardee", &["L/Res", "F/Miss", "L/Miss", "S/Miss"]),
    ];
    for (id, commander, divisions) in parts {
        a[format!("{id}_commander")] = json!(commander);
        let slot = format!("{id}_divisions");
        let picked: Vec<String> = divisions
            .iter()
            .map(|d| unit_of(&g, &a, &slot, d))
            .collect();
        a[slot] = json!(picked);
        let hq = offers(&g, &a, &format!("{id}_hq"));
        assert_eq!(hq.len(), 1, "{id}: {hq:?}");
        a[format!("{id}_hq")] = json!(hq[0]);
    }
    // The divisions the other two wings took are not offered to the third any more.
    let third = g.slot_options(&a, "third_divisions").unwrap();
    let labels: Vec<&str> = third.iter().map(|o| o["label"].as_str().unwrap()).collect();
    assert!(
        !labels
            .iter()
            .any(|l| l.starts_with("P/B (") || l.starts_with("C/P (")),
        "{labels:?}"
    );
    act(&mut g, &a.to_string());
    let sent = common::events(&g, "order_sent");
    assert_eq!(sent.len(), 3, "one order to each wing commander");
}
