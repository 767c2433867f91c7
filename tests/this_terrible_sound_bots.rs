//! This Terrible Sound computer players (rulesets/this-terrible-sound/bots.lua): small
//! positions where the bot writes an order for a command without one, holds a unit under a
//! defend order, advances and deploys a unit under an attack order, combines fire on one
//! target, refuses assaults without attack orders or at bad odds and makes one at good odds;
//! and a whole scenario (6.1 Opening Guns, 17 turns) played by both bots to its end, the same
//! seed giving the same game.

mod common;

use common::tts::{ARK, OHIO, conf, union};
use common::{Scenario, goto_phase, tts};
use sandtable::session::Game;
use serde_json::Value;

/// The bot's next action for the side now acting.
fn bot(g: &Game) -> Value {
    g.bot_action()
        .unwrap_or_else(|e| panic!("the bot failed: {e}"))
}

/// Applies the bot's actions until the phase ends (or `max` actions); returns them.
fn bot_phase(g: &mut Game, max: usize) -> Vec<Value> {
    let mut out = Vec::new();
    for _ in 0..max {
        let a = bot(g);
        let end = a["kind"] == "end_phase";
        g.apply(a.clone())
            .unwrap_or_else(|e| panic!("bot action {a} failed: {e}"));
        out.push(a);
        if end {
            break;
        }
    }
    out
}

/// The bots' field: an open 30 × 12 field map, 6 turns from 10:00 on the 19th, the
/// Confederates first, without random events.
fn field(id: &str) -> Scenario {
    Scenario::tts(id)
        .size(30, 12)
        .turns(6)
        .first("confederate")
        .var("random_events", "false")
}

fn hex_of(g: &Game, key: &str) -> String {
    tts::query(g, &format!(r#"return sandtable.units.get("{key}").hex"#))
        .as_str()
        .unwrap()
        .to_string()
}

fn distance(g: &Game, a: &str, b: &str) -> i64 {
    tts::query(
        g,
        &format!(r#"return sandtable.map.distance("{a}", "{b}")"#),
    )
    .as_i64()
    .unwrap()
}

#[test]
fn the_army_commander_writes_an_order_for_a_command_without_one() {
    // Rosecrans and Thomas (14 Corps, no orders) on the map; a Confederate regiment far east.
    let units = [
        union("Rosecrans", "0306", ""),
        union("Thomas", "0806", ""),
        union(OHIO, "0806", r#"formation = "line", facing = "E","#),
        conf(ARK, "2506", r#"formation = "line", facing = "W","#),
    ];
    let mut g = field("bots").var("orders", "{}").units(&units).start();
    goto_phase(&mut g, "union", "command");
    let a = bot(&g);
    assert_eq!(a["kind"], "order", "{a}");
    assert_eq!(a["from"], "Rosecrans");
    assert_eq!(a["to"], "Thomas");
    // The Union holds (no scenario order tells it to attack); Thomas is 5 hexes away: an
    // aide's oral order.
    assert_eq!(a["type"], "defend");
    assert_eq!(a["method"], "aide_oral");
    g.apply(a).unwrap();
}

#[test]
fn a_unit_under_a_defend_order_holds_and_faces_the_enemy() {
    // Connell's 17 Ohio defends its hex; a Confederate regiment stands four hexes east.
    let units = [
        union("Connell", "0806", ""),
        union(OHIO, "0806", r#"formation = "line", facing = "W","#),
        conf(ARK, "1206", r#"formation = "line", facing = "W","#),
        conf("Govan", "1206", ""),
    ];
    let mut g = field("bots")
        .var(
            "orders",
            r#"{ union = { { to = "1/3/14", kind = "defend", text = "Defend.", hex = "0806" } } }"#,
        )
        .units(&units)
        .start();
    goto_phase(&mut g, "union", "movement");
    let acts = bot_phase(&mut g, 30);
    assert!(
        acts.iter()
            .all(|a| !(a["kind"] == "move" && a["unit"] == OHIO)),
        "a defender moved: {acts:?}"
    );
    assert_eq!(hex_of(&g, OHIO), "0806");
    let (formation, facing, _) = tts::look(&g, OHIO);
    assert_eq!(formation.as_deref(), Some("line"));
    assert_eq!(facing.as_deref(), Some("E"), "turned to face the enemy");
}

#[test]
fn a_unit_under_an_attack_order_advances_and_deploys_facing_the_enemy() {
    // Govan's brigade attacks toward 2006, held by the 17 Ohio; the Arkansans start in column
    // 16 hexes west of it.
    let units = [
        conf("Govan", "0406", ""),
        conf(ARK, "0406", r#"formation = "column","#),
        union(OHIO, "2006", r#"formation = "line", facing = "W","#),
        union("Connell", "2006", ""),
    ];
    let mut g = field("bots")
        .var("orders", r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "2006" } } }"#)
        .units(&units)
        .start();
    let mut last = distance(&g, "0406", "2006");
    let mut deployed = false;
    for turn in 1..=4 {
        goto_phase(&mut g, "confederate", "movement");
        bot_phase(&mut g, 30);
        let d = distance(&g, &hex_of(&g, ARK), "2006");
        assert!(
            d < last || d <= 2,
            "turn {turn}: no advance ({last} -> {d})"
        );
        last = d;
        let (formation, facing, _) = tts::look(&g, ARK);
        if formation.as_deref() == Some("line") {
            assert_eq!(facing.as_deref(), Some("E"), "deployed facing the enemy");
            deployed = true;
            break;
        }
        // end this Confederate player turn
        goto_phase(&mut g, "union", "command");
    }
    assert!(deployed, "never deployed near the enemy");
    assert!(last <= 4, "deployed within 4 hexes of the enemy ({last})");
}

#[test]
fn the_bot_combines_every_unit_that_reaches_one_target() {
    // Two Union regiments in line facing a Confederate regiment in column two hexes east (an
    // easy target): the Union defensive fire combines both at its hex.
    let units = [
        union("Connell", "0805", ""),
        union(OHIO, "0805", r#"formation = "line", facing = "E","#),
        union(
            "31 Ohio/1/3/14",
            "0807",
            r#"formation = "line", facing = "E","#,
        ),
        conf(
            ARK,
            "0906",
            r#"formation = "line", facing = "W", strength = 5,"#,
        ),
    ];
    let mut g = field("bots").var("orders", "{}").units(&units).start();
    // the Union fires in the Confederate player turn's defensive fire phase
    goto_phase(&mut g, "union", "defensive_fire");
    let a = bot(&g);
    assert_eq!(a["kind"], "fire", "{a}");
    assert_eq!(a["target"], "0906");
    let mut firers: Vec<&str> = a["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    firers.sort();
    assert_eq!(firers, vec![OHIO, "31 Ohio/1/3/14"]);
    g.apply(a).unwrap();
    assert_eq!(bot(&g)["kind"], "end_phase", "nothing left to fire");
}

/// A Confederate regiment of `c` SP in line at 0906 facing W next to a Union regiment of `u`
/// SP at 0806 facing E, in the Confederate close combat phase, under `orders` (vars.orders).
fn assault_position(c: i32, u: i32, orders: &str) -> Game {
    let units = [
        conf("Govan", "0906", ""),
        conf(
            ARK,
            "0906",
            &format!(r#"formation = "line", facing = "W", strength = {c},"#),
        ),
        union(
            OHIO,
            "0806",
            &format!(r#"formation = "line", facing = "E", strength = {u},"#),
        ),
        union("Connell", "0806", ""),
    ];
    field("bots")
        .var("orders", orders)
        .units(&units)
        .start_at("confederate", "close_combat")
}

const ATTACK: &str =
    r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "0806" } } }"#;

#[test]
fn the_bot_does_not_assault_without_an_attack_order() {
    // 9 SP against 2: good odds, but a defend order.
    let g = assault_position(
        9,
        2,
        r#"{ confederate = { { to = "G/L/Res", kind = "defend", text = "Hold.", hex = "0906" } } }"#,
    );
    assert_eq!(bot(&g)["kind"], "end_phase");
}

#[test]
fn the_bot_does_not_assault_at_bad_odds() {
    // An attack order, but 4 SP (level B) against 10 (level A).
    let g = assault_position(4, 10, ATTACK);
    assert_eq!(bot(&g)["kind"], "end_phase");
}

#[test]
fn the_bot_assaults_at_good_odds_with_an_attack_order() {
    // 9 SP (level A) against 2 (level C): 8 points against 2.
    let g = assault_position(9, 2, ATTACK);
    let a = bot(&g);
    assert_eq!(a["kind"], "assault", "{a}");
    assert_eq!(a["target"], "0806");
    assert_eq!(a["units"], serde_json::json!([ARK]));
}

/// 6.1 Opening Guns (17 turns) played by both bots to its end.
fn opening_guns(seed: u64) -> Game {
    let mut g = common::start(&common::library(), tts::RS, "opening-guns", seed, &[]);
    let n = g
        .run_bots(&|_| true, 20_000)
        .unwrap_or_else(|e| panic!("seed {seed}: the bots failed: {e}"));
    assert!(
        n < 20_000 && g.is_over(),
        "seed {seed}: the game did not end"
    );
    g
}

#[test]
fn both_bots_play_opening_guns_to_a_result_the_same_way_twice() {
    let a = opening_guns(3);
    let log = a.log();
    assert!(
        log.iter().all(|e| e.kind != "bot_error"),
        "a bot chose an illegal action: {:?}",
        log.iter().find(|e| e.kind == "bot_error").map(|e| &e.text)
    );
    let end = log
        .iter()
        .find(|e| e.kind == "game_ended")
        .expect("the game ended");
    assert_eq!(end.turn, 17, "6.1: 17 turns");
    assert!(a.outcome().is_some());
    let b = opening_guns(3);
    assert_eq!(a.state_hash(), b.state_hash());
    assert_eq!(a.history, b.history);
}

/// The actions of `side` of kind `kind` in the game's history.
fn taken(g: &Game, side: &str, kind: &str) -> Vec<Value> {
    g.history
        .iter()
        .filter(|r| r.side == side && r.action["kind"] == kind)
        .map(|r| r.action.clone())
        .collect()
}

#[test]
fn a_brigade_with_an_attack_order_marches_and_fires_on_the_enemy() {
    // Govan's Arkansans start in column 16 hexes west of the 17 Ohio (3 SP, which defends
    // 2006); both sides played by the bots for the whole 6-turn game: the attackers must march
    // up, deploy and fire on the Ohioans' hex.
    let units = [
        conf("Govan", "0406", ""),
        conf(ARK, "0406", r#"formation = "column","#),
        union(
            OHIO,
            "2006",
            r#"formation = "line", facing = "W", strength = 3,"#,
        ),
        union("Connell", "2006", ""),
    ];
    let mut g = field("bots")
        .var("orders", r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "2006" } },
           union = { { to = "1/3/14", kind = "defend", text = "Defend.", hex = "2006" } } }"#)
        .units(&units)
        .start();
    g.run_bots(&|_| true, 3000)
        .unwrap_or_else(|e| panic!("the bots failed: {e}"));
    let fired: Vec<Value> = taken(&g, "confederate", "fire")
        .into_iter()
        .filter(|a| {
            a["units"]
                .as_array()
                .is_some_and(|us| us.iter().any(|u| u == ARK))
        })
        .collect();
    assert!(
        !fired.is_empty(),
        "the Arkansans never fired ({:?}, {:?}): {:?}",
        tts::look(&g, ARK),
        tts::query(
            &g,
            &format!(
                r#"local u = sandtable.units.get("{ARK}") return {{ u.strength, tostring(u.hex), require("util").morale_state(u), tostring(require("fire").why_not(u)) }}"#
            )
        ),
        g.history
            .iter()
            .filter(|r| r.side == "confederate" && r.action["kind"] != "end_phase")
            .map(|r| (r.turn, r.action.to_string()))
            .collect::<Vec<_>>()
    );
    assert!(fired.iter().all(|a| a["target"] == "2006"), "{fired:?}");
}

#[test]
fn a_reinforcement_with_an_order_enters_and_moves_off_its_entry_hex() {
    // Govan's Arkansans arrive on turn 1 at 0106 under an attack order toward 2006.
    let units = [
        conf("Govan", "0106", ""),
        r#"unit("confederate", "5+13 Ark/G/L/Res", { arrives = { turn = 1, hex = "0106" } }),"#
            .to_string(),
        union(OHIO, "2006", r#"formation = "line", facing = "W","#),
        union("Connell", "2006", ""),
    ];
    let mut g = field("bots")
        .var("orders", r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "2006" } } }"#)
        .units(&units)
        .start();
    goto_phase(&mut g, "confederate", "movement");
    let acts = bot_phase(&mut g, 40);
    assert!(
        acts.iter()
            .any(|a| a["kind"] == "enter" && a["unit"] == ARK),
        "never entered: {acts:?}"
    );
    let at = hex_of(&g, ARK);
    assert_ne!(at, "0106", "stayed on its entry hex: {acts:?}");
    assert!(
        distance(&g, &at, "2006") < distance(&g, "0106", "2006"),
        "moved away from its goal: {at}"
    );
}

#[test]
fn a_brigade_leader_follows_his_regiments_only_as_far_as_his_division_leaders_radius() {
    // Govan (with Liddell, his division leader, at 0406) and his Arkansans 10 hexes east,
    // under an attack order: Govan rides toward his regiment but ends his move within
    // Liddell's 8 MP division radius (S.3.1), else his whole brigade would be out of command.
    let units = [
        conf("Liddell", "0406", ""),
        conf("Govan", "0406", ""),
        conf(ARK, "1406", r#"formation = "line", facing = "E","#),
        union(OHIO, "2906", r#"formation = "line", facing = "W","#),
        union("Connell", "2906", ""),
    ];
    let mut g = field("bots")
        .var("orders", r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "2906" } } }"#)
        .units(&units)
        .start();
    goto_phase(&mut g, "confederate", "movement");
    let acts = bot_phase(&mut g, 40);
    let govan: Vec<&Value> = acts
        .iter()
        .filter(|a| a["kind"] == "move" && a["unit"] == "Govan")
        .collect();
    assert_eq!(govan.len(), 1, "{acts:?}");
    let to = govan[0]["to"].as_str().unwrap();
    assert!(
        distance(&g, to, "0406") <= 8,
        "Govan rode beyond Liddell's radius to {to}: {acts:?}"
    );
    assert!(distance(&g, to, "0406") >= 6, "Govan lagged at {to}");
}

/// Connell's 17 Ohio (8 SP) defends 0806 with an Arkansas regiment of `ark_sp` next to it;
/// the bot's first action in the Union command phase.
fn counterattack_choice(ark_sp: u32) -> Value {
    let units = [
        union("Connell", "0806", ""),
        union(
            OHIO,
            "0806",
            r#"formation = "line", facing = "E", strength = 8,"#,
        ),
        conf(
            ARK,
            "0906",
            &format!(r#"formation = "line", facing = "W", strength = {ark_sp},"#),
        ),
    ];
    let union_defends =
        r#"{ union = { { to = "1/3/14", kind = "defend", text = "Defend.", hex = "0806" } } }"#;
    let mut g = field("bots")
        .var("orders", union_defends)
        .units(&units)
        .start();
    goto_phase(&mut g, "union", "command");
    bot(&g)
}

#[test]
fn a_defending_brigade_counterattacks_an_enemy_it_outnumbers_two_to_one() {
    // Against 3 SP Connell rolls initiative (S.2.6) for an attack on its hex.
    let a = counterattack_choice(3);
    assert_eq!(a["kind"], "initiative", "{a}");
    assert_eq!(a["leader"], "Connell");
    assert_eq!(a["type"], "attack");
    assert_eq!(a["goal"], "0906");
    // Against 5 SP (less than 2:1) the brigade holds.
    let a = counterattack_choice(5);
    assert_ne!(a["kind"], "initiative", "{a}");
}

/// Liddell's division (Govan's 5+13 Arkansas and Walthall's 24 and 27 Mississippi) attacks
/// the 17 Ohio (3 SP) at 2006; the Arkansans stand 3 hexes from it, at good odds.
fn division_attack(walthall: [&str; 3]) -> Game {
    let units = [
        conf("Liddell", "1606", ""),
        conf("Govan", "1706", ""),
        conf(ARK, "1706", r#"formation = "line", facing = "E","#),
        conf("Walthall", walthall[0], ""),
        conf(
            "24 Miss/W/L/Res",
            walthall[1],
            r#"formation = "line", facing = "E","#,
        ),
        conf(
            "27 Miss/W/L/Res",
            walthall[2],
            r#"formation = "line", facing = "E","#,
        ),
        union(
            OHIO,
            "2006",
            r#"formation = "line", facing = "W", strength = 3,"#,
        ),
        union("Connell", "2006", ""),
    ];
    field("bots")
        .var("orders", r#"{ confederate = { { to = "L/Res", kind = "attack", text = "Attack.", hex = "2006" } } }"#)
        .units(&units)
        .start()
}

#[test]
fn a_division_waits_for_its_brigades_then_closes_together() {
    // Walthall's brigade 9-10 hexes back: most of the division is not up, so the Arkansans
    // (who would win their own odds) stage and do not step next to the Ohioans alone.
    let mut g = division_attack(["0806", "0806", "0807"]);
    goto_phase(&mut g, "confederate", "movement");
    let acts = bot_phase(&mut g, 60);
    let ark = hex_of(&g, ARK);
    assert!(
        distance(&g, &ark, "2006") >= 2,
        "the Arkansans closed alone at {ark}: {acts:?}"
    );
    assert!(
        acts.iter()
            .any(|a| a["kind"] == "move" && a["unit"] == "24 Miss/W/L/Res"),
        "Walthall's brigade did not come up: {acts:?}"
    );

    // Walthall's brigade up beside them (3 hexes off): the division closes in one phase.
    let mut g = division_attack(["1705", "1705", "1707"]);
    goto_phase(&mut g, "confederate", "movement");
    let acts = bot_phase(&mut g, 60);
    let adjacent: Vec<&str> = [ARK, "24 Miss/W/L/Res", "27 Miss/W/L/Res"]
        .into_iter()
        .filter(|k| distance(&g, &hex_of(&g, k), "2006") == 1)
        .collect();
    assert!(
        adjacent.len() >= 2,
        "the division did not close together ({adjacent:?}): {acts:?}"
    );
}

#[test]
fn a_worn_unit_under_an_attack_order_steps_out_of_the_line() {
    // The Arkansans, wrecked down to 2 SP, stand 2 hexes from the Ohioans: they fall back to
    // 3+ hexes off instead of staying in the line.
    let units = [
        conf("Govan", "1806", ""),
        conf(
            ARK,
            "1806",
            r#"formation = "line", facing = "E", strength = 2,"#,
        ),
        union(OHIO, "2006", r#"formation = "line", facing = "W","#),
        union("Connell", "2006", ""),
    ];
    let mut g = field("bots")
        .var("orders", r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "2006" } } }"#)
        .units(&units)
        .start();
    goto_phase(&mut g, "confederate", "movement");
    let acts = bot_phase(&mut g, 30);
    let at = hex_of(&g, ARK);
    assert!(
        distance(&g, &at, "2006") >= 3,
        "stayed in the line at {at}: {acts:?}"
    );
}

#[test]
fn a_battery_under_an_attack_order_unlimbers_and_fires_at_range() {
    // Fowler's battery (Liddell's division artillery) stands unlimbered 5 hexes west of the
    // 17 Ohio, under the division's attack order, blind: a belt of woods (1704-1708) hides
    // the Ohioans. It limbers up, goes round the woods to a field hex 3-5 hexes off with a
    // line of sight, unlimbers and fires.
    let units = [
        conf("Liddell", "1406", ""),
        conf(
            "Fowler/Arty/L/Res",
            "1506",
            r#"formation = "unlimbered", facing = "E","#,
        ),
        union(OHIO, "2006", r#"formation = "line", facing = "W","#),
        union("Connell", "2006", ""),
    ];
    let mut g = field("bots")
        .map_extra(r#"hexes = { forest = { "1704", "1705", "1706", "1707", "1708" } },"#)
        .var("orders", r#"{ confederate = { { to = "L/Res", kind = "attack", text = "Attack.", hex = "2006" } } }"#)
        .units(&units)
        .start();
    let mut fired = false;
    for _ in 1..=6 {
        goto_phase(&mut g, "confederate", "movement");
        bot_phase(&mut g, 30);
        goto_phase(&mut g, "confederate", "offensive_fire");
        let acts = bot_phase(&mut g, 10);
        if acts.iter().any(|a| {
            a["kind"] == "fire"
                && a["target"] == "2006"
                && a["units"]
                    .as_array()
                    .is_some_and(|us| us.iter().any(|u| u == "Fowler/Arty/L/Res"))
        }) {
            fired = true;
            break;
        }
        goto_phase(&mut g, "union", "command");
    }
    assert!(fired, "the battery never fired");
    let at = hex_of(&g, "Fowler/Arty/L/Res");
    let d = distance(&g, &at, "2006");
    assert!((3..=5).contains(&d), "fired from {d} hexes ({at})");
    let (formation, _, _) = tts::look(&g, "Fowler/Arty/L/Res");
    assert_eq!(formation.as_deref(), Some("unlimbered"));
}

#[test]
fn an_attacker_closes_on_the_enemys_flank_when_it_can() {
    // The Arkansans (7 SP, Govan's brigade under an attack order) stand 2 hexes from the
    // 17 Ohio (3 SP, facing west) on the field, with hexes on its front and on its flank
    // within reach: they step next to it on its flank (S.4.2).
    for start in ["2004", "2008"] {
        let units = [
            conf("Govan", start, ""),
            conf(ARK, start, r#"formation = "line", facing = "SE","#),
            union(
                OHIO,
                "2006",
                r#"formation = "line", facing = "W", strength = 3,"#,
            ),
            union("Connell", "2006", ""),
        ];
        let mut g = field("bots")
            .var("orders", r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "2006" } } }"#)
            .units(&units)
            .start();
        goto_phase(&mut g, "confederate", "movement");
        let acts = bot_phase(&mut g, 30);
        let at = hex_of(&g, ARK);
        assert_eq!(
            distance(&g, &at, "2006"),
            1,
            "did not close from {start}: {acts:?}"
        );
        let flank = tts::query(
            &g,
            &format!(
                r#"return require("movement").flank_attack(sandtable.units.get("{OHIO}"), "{at}")"#
            ),
        );
        assert_eq!(
            flank,
            Value::Bool(true),
            "closed on the front at {at}: {acts:?}"
        );
    }
}

/// Liddell and a regiment on the open field, the Confederates in their command phase, with
/// 6.2 special rule 3 (the fords closed until scouted) or without it.
fn fords_closed(restricted: bool) -> Game {
    let sr = if restricted {
        r#"special_rules = { confederate_fords_need_initiative = "6.2 special rule 3" },"#
    } else {
        ""
    };
    let units = [
        conf("Liddell", "0505", ""),
        conf("29 Miss/W/L/Res", "0505", r#"formation = "column","#),
        union(OHIO, "2510", r#"formation = "line", facing = "W","#),
    ];
    field("bots_fords").vars(sr).units(&units).start()
}

// rules: 6.2 SR3
#[test]
fn the_bot_scouts_the_fords_when_the_scenario_closes_them() {
    let mut g = fords_closed(true);
    assert_eq!(g.acting_side(), "confederate");
    g.force_dice([6; 20]);
    let acts = bot_phase(&mut g, 40);
    let scouts: Vec<&Value> = acts.iter().filter(|a| a["kind"] == "scout_fords").collect();
    assert_eq!(scouts.len(), 1, "{acts:?}");
    assert_eq!(scouts[0]["leader"], "Liddell");
    assert_eq!(
        tts::query(
            &g,
            r#"return (sandtable.vars.get("fords_scouted") or {}).confederate ~= nil"#
        ),
        true
    );
    // Without the special rule there is nothing to scout.
    let mut g = fords_closed(false);
    g.force_dice([6; 20]);
    let acts = bot_phase(&mut g, 40);
    assert!(acts.iter().all(|a| a["kind"] != "scout_fords"), "{acts:?}");
}

// rules: 2.7j
#[test]
fn the_bot_puts_a_rogue_general_at_the_head_of_a_corps_whose_commander_fell() {
    let hooker = r#"{ key = "Hooker", side = "union", type = "leader", name = "MG Joseph Hooker", parent = "A Cumb", strength = 1, hex = "0606", leader = { commands = "11 Corps" }, props = { rogue = "2.7h", rank = "MG" } },"#;
    let units = [
        union("Rosecrans", "0101", ""),
        union("Thomas", "0404", ""),
        union("Baird", "0505", ""),
        union(
            "2 Ohio/1/1/14",
            "0505",
            r#"formation = "line", facing = "E","#,
        ),
        hooker.to_string(),
        conf(ARK, "2810", r#"formation = "line", facing = "W","#),
    ];
    let position = field("bots_rogue")
        .time("12:00")
        .first("union")
        .units(&units);
    // While Thomas commands 14 Corps, nothing to take.
    let mut g = position.start();
    assert_eq!(g.acting_side(), "union");
    let acts = bot_phase(&mut g, 40);
    assert!(
        acts.iter().all(|a| a["kind"] != "rogue_command"),
        "{acts:?}"
    );
    // Thomas killed: Hooker takes 14 Corps.
    let mut g = position.start();
    tts::change(
        &g,
        r#"require("command").leader_casualty("Thomas", "killed", "test")"#,
    );
    let acts = bot_phase(&mut g, 40);
    let taken: Vec<&Value> = acts
        .iter()
        .filter(|a| a["kind"] == "rogue_command")
        .collect();
    assert_eq!(taken.len(), 1, "{acts:?}");
    assert_eq!(taken[0]["leader"], "Hooker");
    assert_eq!(taken[0]["command"], "14 Corps");
    assert_eq!(
        tts::query(&g, r#"return require("command").leader_of("14 Corps").key"#),
        "Hooker"
    );
}

/// A regiment in line facing east.
const FACING_EAST: &str = r#"formation = "line", facing = "E","#;

/// Bragg and three of his corps, each its commander and a regiment under a defend order, far
/// from the only Union regiment, in a scenario of `turns` turns (the game at its first).
fn idle_corps(turns: u32) -> Game {
    let units = [
        conf("Bragg", "0101", ""),
        conf("Polk", "0103", ""),
        conf("2/1 Conf/J/C/P", "0103", FACING_EAST),
        conf("Hill", "0106", ""),
        conf("9+24 Ark/D/C/H", "0106", FACING_EAST),
        conf("Walker", "0209", ""),
        conf("2+15 Ark/G/L/Res", "0209", FACING_EAST),
        union(OHIO, "2810", r#"formation = "line", facing = "W","#),
    ];
    let orders = r#"{ confederate = {
        { to = "P Corps", kind = "defend", text = "Hold." },
        { to = "H Corps", kind = "defend", text = "Hold." },
        { to = "Res Corps", kind = "defend", text = "Hold." } } }"#;
    let mut g = field("bots_reserve")
        .turns(turns)
        .var("orders", orders)
        .units(&units)
        .start();
    // The reserve held back is the baseline profile's (the standard one commits it at once).
    g.set_bot_profile("confederate", "baseline").unwrap();
    g
}

#[test]
fn the_attackers_reserve_is_committed_in_the_second_half_of_the_scenario() {
    let attack_orders = |g: &mut Game| -> Vec<String> {
        g.force_dice([6; 40]);
        bot_phase(g, 40)
            .iter()
            .filter(|a| a["kind"] == "order" && a["type"] == "attack")
            .map(|a| a["to"].as_str().unwrap_or("").to_string())
            .collect()
    };
    // Turn 1 of 6: the idle corps are sent to attack (two orders: the 5 command points of a
    // turn pay for two aide oral orders), all but the reserve, the farthest from the enemy:
    // Polk's at 0103, 27 hexes from the Union regiment.
    let mut g = idle_corps(6);
    let early = attack_orders(&mut g);
    assert_eq!(early, ["Hill", "Walker"]);
    // Turn 1 of 1, the second half of the scenario: the reserve goes in too (by key, Hill's
    // and Polk's orders this turn).
    let mut g = idle_corps(1);
    let late = attack_orders(&mut g);
    assert_eq!(late, ["Hill", "Polk"]);
}
