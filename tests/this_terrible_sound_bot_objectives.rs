//! Issue 21's objectives for This Terrible Sound's default computer players (the `standard`
//! profile, rulesets/this-terrible-sound/bots_standard.lua), each checked against the
//! `baseline` profile it must beat: the attacking side closes and fights (6.3 Crawfish Springs,
//! where the baseline's cavalry never fires a shot), and the chain of command is kept whole (a
//! division leader out of his corps HQ's radius rides back); and the stall report's
//! `idle_reason` (idle.lua): exactly the units the rules keep in place.

mod common;

use common::tts::{ARK, OHIO, conf, union};
use common::{Scenario, goto_phase, tts};
use sandtable::session::Game;

/// A whole game of `scenario` at `seed`, the Confederates played by the profile `confederate`,
/// the Union by `union`.
fn bot_game(scenario: &str, seed: u64, confederate: &str, union: &str) -> Game {
    let mut g = common::start_in_set_up(&common::library(), tts::RS, scenario, seed, &[]);
    g.set_bot_profile("confederate", confederate).unwrap();
    g.set_bot_profile("union", union).unwrap();
    let profile = format!("{confederate} against {union}");
    let n = g
        .run_bots(&|_| true, 20_000)
        .unwrap_or_else(|e| panic!("{scenario} seed {seed} ({profile}): the bots failed: {e}"));
    assert!(
        n < 20_000 && g.is_over(),
        "{scenario} seed {seed}: the game did not end"
    );
    assert!(
        g.log().iter().all(|e| e.kind != "bot_error"),
        "{scenario} seed {seed} ({profile}): a bot chose an illegal action"
    );
    g
}

/// Each side's losses (strength points) at the end, by side id.
fn losses(g: &Game) -> Vec<(String, i64)> {
    g.with_world(|w| {
        w.catalog
            .sides
            .iter()
            .enumerate()
            .map(|(i, s)| (s.id.clone(), w.state.records[i].losses))
            .collect()
    })
}

#[test]
fn the_attacker_closes_and_fights_in_crawfish_springs() {
    // 6.3 seed 1: Wheeler's cavalry (the Confederates) attacks toward Crawfish Spring; its
    // recall (2d6 9+, rolled on the first turn at this seed) sends it round by Lee and Gordon's
    // Mill first. The Union is the baseline's in both games: only the attacker's profile differs.
    let standard = bot_game("crawfish-springs", 1, "standard", "baseline");
    for (side, lost) in losses(&standard) {
        assert!(
            lost > 0,
            "standard attacker: the {side} lost nothing: no fight"
        );
    }
    let baseline = bot_game("crawfish-springs", 1, "baseline", "baseline");
    for (side, lost) in losses(&baseline) {
        assert_eq!(
            lost, 0,
            "baseline: the {side} lost {lost} (this test's premise: it never fights)"
        );
    }
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

/// The stall report's reason for `key` (the ruleset's idle_reason), or null.
fn idle_reason(g: &Game, key: &str) -> serde_json::Value {
    tts::query(
        g,
        &format!(r#"return require("idle").reason(sandtable.units.get("{key}"))"#),
    )
}

/// Govan's Arkansans at 0806 under `orders` (a scenario orders table), the 17 Ohio `gap`
/// hexes east of them.
fn arkansans(orders: &str, ohio: &str) -> Game {
    let units = [
        conf("Govan", "0806", ""),
        conf(ARK, "0806", r#"formation = "line", facing = "E","#),
        union(OHIO, ohio, r#"formation = "line", facing = "W","#),
        union("Connell", ohio, ""),
    ];
    let mut g = field("idle").var("orders", orders).units(&units).start();
    goto_phase(&mut g, "confederate", "movement");
    g
}

#[test]
fn idle_reason_holds_exactly_the_units_the_orders_keep_in_place() {
    // S.2.1 no accepted order: the command may only defend in place.
    let g = arkansans("{}", "1406");
    let why = idle_reason(&g, ARK);
    assert!(
        why.as_str()
            .unwrap_or("")
            .starts_with("S.2.1: no accepted order"),
        "{why}"
    );

    // An attack order: nothing keeps it in place.
    let attack = r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "1406" } } }"#;
    let g = arkansans(attack, "1406");
    assert!(
        idle_reason(&g, ARK).is_null(),
        "an attacker has no reason to stand"
    );

    // A defend order with the enemy near (6 hexes): it holds where it meets him.
    let defend = r#"{ confederate = { { to = "G/L/Res", kind = "defend", text = "Defend.", hex = "2006" } } }"#;
    let g = arkansans(defend, "1406");
    let why = idle_reason(&g, ARK);
    assert!(why.as_str().unwrap_or("").contains("defend order"), "{why}");
    // ... but far from its goal with no enemy near, it marches there: not held.
    let g = arkansans(defend, "2806");
    assert!(
        idle_reason(&g, ARK).is_null(),
        "a defender away from its goal, no enemy near"
    );

    // 4.1 its division stopped: it may defend, not advance.
    let g = arkansans(attack, "1406");
    tts::change(
        &g,
        r#"sandtable.vars.set("stopped", { ["L/Res"] = { turn = 1, why = "test" } })"#,
    );
    let why = idle_reason(&g, ARK);
    assert!(
        why.as_str().unwrap_or("").starts_with("4.1: L/Res"),
        "{why}"
    );
}

/// Plays the next `phase` of `side` in `g` by the bot profile `profile` (at most 60 actions),
/// and returns the actions it took.
fn bot_phase(g: &mut Game, side: &str, phase: &str, profile: &str) -> Vec<serde_json::Value> {
    g.set_bot_profile(side, profile).unwrap();
    goto_phase(g, side, phase);
    let mut taken = Vec::new();
    for _ in 0..60 {
        let a = g.bot_action().unwrap();
        let end = a["kind"] == "end_phase";
        g.apply(a.clone()).unwrap_or_else(|e| panic!("{a}: {e}"));
        if end {
            break;
        }
        taken.push(a);
    }
    taken
}

/// The distance from Liddell to Walker's starting hex (0306) after the Confederate movement
/// phase played by `profile` (Walker himself moves toward his divisions): Liddell (L/Res) and Govan's brigade 25 hexes east of their corps commander
/// Walker (Res Corps, no HQ on the map: the radius is traced to him), beyond the corps radius
/// (S.3.1: 12 MP), under an attack order, the enemy far off.
fn liddell_after_movement(profile: &str) -> i64 {
    let units = [
        conf("Walker", "0306", ""),
        conf("Liddell", "2806", ""),
        conf("Govan", "2806", ""),
        conf(ARK, "2806", r#"formation = "line", facing = "W","#),
        union(OHIO, "0111", r#"formation = "line", facing = "E","#),
        union("Connell", "0111", ""),
    ];
    let attack = r#"{ confederate = { { to = "Res Corps", kind = "attack", text = "Attack.", hex = "0111" } } }"#;
    let mut g = field("rejoin").var("orders", attack).units(&units).start();
    bot_phase(&mut g, "confederate", "movement", profile);
    tts::query(
        &g,
        r#"return sandtable.map.distance(sandtable.units.get("Liddell").hex, "0306")"#,
    )
    .as_i64()
    .unwrap()
}

#[test]
fn a_division_leader_out_of_his_corps_radius_rides_back_into_it() {
    // S.3.2: out of the radius, his whole division is out of command and may not approach the
    // enemy (6.5: Cleburne's division stood 11 turns under an attack order so). The standard
    // leader rides back toward Walker (12 MP a turn); the baseline's stays among his brigades.
    assert_eq!(
        liddell_after_movement("baseline"),
        25,
        "the baseline's Liddell stays"
    );
    assert!(
        liddell_after_movement("standard") < 25,
        "the standard's Liddell rides back"
    );
}

/// A Union battery of Brannan's division (3/14).
const GUNS: &str = "I 4 US/Arty/3/14";

/// The battery GUNS unlimbered facing east at `guns.0`, the leader `guns.1` at `guns.2`, and
/// 5+13 Ark in line with Govan at `ark`, on the field map at the Union's movement phase; and
/// `fields` (Lua table fields over `u`, the battery, and `reach`, its move list) read there.
fn unlimbered_guns_facing_ark(
    id: &str,
    guns: (&str, &str, &str),
    ark: &str,
    fields: &str,
) -> (Game, serde_json::Value) {
    let (at, leader, leader_at) = guns;
    let units = [
        union(GUNS, at, r#"formation = "unlimbered", facing = "E","#),
        union(leader, leader_at, ""),
        conf(ARK, ark, r#"formation = "line", facing = "W","#),
        conf("Govan", ark, ""),
    ];
    let mut g = field(id).units(&units).start();
    goto_phase(&mut g, "union", "movement");
    let lua = format!(
        r#"local u = sandtable.units.get("{GUNS}")
        local reach = require("movement").reach(u, require("command").new_memo())
        return {{ {fields} }}"#
    );
    let v = tts::query(&g, &lua);
    (g, v)
}

#[test]
fn rule_s_4_4_an_unlimbered_battery_in_an_enemy_zoc_cannot_move_by_prolonge() {
    // S.4.4 leaving an enemy ZOC costs +2 MP before the move; an unlimbered battery has 1 MP
    // (prolonge): it cannot leave. The move list offered none the move would then refuse
    // ("no movement points left"), and 4.1's withdrawal counted it as owed, so a stopped
    // division's movement phase could not end (6.2 bot games failed so).
    let (_, v) = unlimbered_guns_facing_ark(
        "prolonge",
        ("0806", "Connell", "0706"),
        "0906",
        "zoc = sandtable.move.in_enemy_zoc(u.hex, u.side), reach = #reach",
    );
    assert_eq!(
        v["zoc"], true,
        "premise: the battery stands in the enemy's ZOC"
    );
    assert_eq!(v["reach"], 0, "no prolonge move offered: {v}");
}

#[test]
fn rule_s_3_2_a_battery_out_of_command_is_offered_no_prolonge_move_toward_the_enemy() {
    // S.3.2: a unit out of command may not move closer to the enemy — by prolonge as by any
    // other move. The move list (the action is list_checked: `legal` does not ask `can`
    // again) offered the guns' prolonge hexes unfiltered, and the move then refused the one
    // toward the enemy, so a bot falling back on the first listed action stopped the game
    // (6.2 seed 2, turn 18, the standard profile on both sides).
    // Brannan, whose division's artillery the guns are, far beyond his radius: out of command
    // (S.3.2)
    let (g, v) = unlimbered_guns_facing_ark(
        "prolonge_s32",
        ("1806", "Brannan", "0106"),
        "2106",
        "in_command = require(\"command\").in_command(u), reach = reach",
    );
    assert_eq!(
        v["in_command"], false,
        "premise: the guns are out of command"
    );
    let reach: Vec<String> = v["reach"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|h| h.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    assert!(
        !reach.is_empty(),
        "the guns may still move by prolonge: {v}"
    );
    assert!(
        !reach.iter().any(|h| h == "1906"),
        "1906, a hex closer to the enemy, is not offered: {reach:?}"
    );
    for to in &reach {
        let act = serde_json::json!({"kind": "move", "unit": GUNS, "to": to});
        assert!(g.check(&act).is_ok(), "every listed move is legal: {act}");
    }
}

/// Whether Govan's 5+13 Arkansas is in command (S.3.1) after the Confederate movement phase
/// played by `profile`: the regiment 11 hexes east of Govan, beyond his 4 MP radius, Govan
/// within his division leader Liddell's 8 MP radius (and so unable to ride all the way to it),
/// all of L/Res under an attack order against the 17 Ohio far to the east.
fn arkansans_in_command_after_movement(profile: &str) -> bool {
    let units = [
        conf("Liddell", "0206", ""),
        conf("Govan", "0406", ""),
        conf(ARK, "1506", r#"formation = "column","#),
        union(OHIO, "2806", r#"formation = "line", facing = "W","#),
        union("Connell", "2806", ""),
    ];
    let attack = r#"{ confederate = { { to = "L/Res", kind = "attack", text = "Attack.", hex = "2806" } } }"#;
    let mut g = field("paced").var("orders", attack).units(&units).start();
    let premise = format!(r#"return require("command").in_command(sandtable.units.get("{ARK}"))"#);
    assert_eq!(
        tts::query(&g, &premise),
        false,
        "premise: the regiment starts out of command"
    );
    bot_phase(&mut g, "confederate", "movement", profile);
    tts::query(&g, &premise) == true
}

#[test]
fn a_regiment_out_of_command_goes_back_into_its_leaders_radius() {
    // S.3.2: out of command it may not approach the enemy, and its leader may not come to it
    // (out of his own superior's radius his whole brigade would be out of command). The
    // standard regiment marches back toward Govan (away from the enemy: allowed) and he comes
    // up to it; the baseline's stands where it is, out of command, turn after turn (6.2: Van
    // Derveer's brigade, 6.1: Liddell's regiments, idle 8 to 20 turns).
    assert!(
        !arkansans_in_command_after_movement("baseline"),
        "the baseline's regiment stays out of command"
    );
    assert!(
        arkansans_in_command_after_movement("standard"),
        "the standard's regiment is back in command"
    );
}

/// The Right Wing (Polk) under an accepted attack order, Cheatham's division (C/P) of the wing
/// under a reserve order, the 17 Ohio far to the east: the orders Polk writes in the
/// Confederate command phase played by `profile` (their receivers).
fn wing_orders_by(profile: &str) -> Vec<String> {
    let units = [
        conf("Polk", "0306", ""),
        conf("Cheatham", "0506", ""),
        conf("J. K. Jackson", "0506", ""),
        conf("8 Miss/J/C/P", "0506", r#"formation = "column","#),
        union(OHIO, "2806", r#"formation = "line", facing = "W","#),
        union("Connell", "2806", ""),
    ];
    let orders = r#"{ confederate = {
        { to = "Right Wing", kind = "attack", text = "Attack.", hex = "2806" },
        { to = "C/P", kind = "reserve", type = "reserve", text = "Act as wing reserve." } } }"#;
    let wings =
        r#"{ active = true, ["Right Wing"] = { commander = "Polk", divisions = { "C/P" } } }"#;
    let mut g = field("wing")
        .var("orders", orders)
        .var("wings", wings)
        .units(&units)
        .start();
    bot_phase(&mut g, "confederate", "command", profile)
        .iter()
        .filter(|a| a["kind"] == "order" && a["from"] == "Polk")
        .map(|a| format!("{} {}", a["to"], a["type"]))
        .collect()
}

#[test]
fn a_wing_commander_commits_his_reserve_to_the_attack() {
    // 3.3b: a wing commander who holds an accepted order writes orders to his wing's commands.
    // 6.5: Cheatham's five brigades stood the whole game under their reserve order behind the
    // Right Wing's attack; the standard Polk sends them in, the baseline's never writes.
    assert_eq!(wing_orders_by("baseline"), Vec::<String>::new());
    assert_eq!(wing_orders_by("standard"), vec![r#""Cheatham" "attack""#]);
}

/// The stall report's reason for the Reserve Corps' supply wagon at 0306, Walker at `walker`,
/// the corps under an attack order, the wagon's hex and its neighbours woods without a road or
/// trail when `woods`.
fn supply_reason(walker: &str, woods: bool) -> serde_json::Value {
    let units = [
        conf("Walker", walker, ""),
        conf("Res Corps Supply", "0306", ""),
        union(OHIO, "2806", r#"formation = "line", facing = "W","#),
        union("Connell", "2806", ""),
    ];
    let forest = r#"hexes = { forest = { "0205", "0206", "0207", "0305", "0306", "0307", "0405", "0406", "0407" } },"#;
    let attack = r#"{ confederate = { { to = "Res Corps", kind = "attack", text = "Attack.", hex = "2806" } } }"#;
    let mut s = field("wagon").var("orders", attack);
    if woods {
        s = s.map_extra(forest);
    }
    let mut g = s.units(&units).start();
    goto_phase(&mut g, "confederate", "movement");
    idle_reason(&g, "Res Corps Supply")
}

#[test]
fn idle_reason_a_supply_wagon_waits_where_no_way_leads_to_its_commander() {
    // S.4.3: woods are closed to wagons (roads and trails aside): a wagon in the woods with no
    // road out waits; beside its commander it stands with him; in the open, far from him, it
    // has no reason to stand.
    let why = supply_reason("2006", true);
    assert!(why.as_str().unwrap_or("").starts_with("S.4.3"), "{why}");
    let why = supply_reason("0406", true);
    assert!(
        why.as_str()
            .unwrap_or("")
            .starts_with("S.3.1: it stands with its commander"),
        "{why}"
    );
    assert!(
        supply_reason("2006", false).is_null(),
        "a wagon in the open, its commander far off"
    );
}

#[test]
fn idle_reason_a_leader_with_nobody_to_lead_holds() {
    // S.3.1: Govan with none of his regiments on the map (6.2: Wilson, his brigade all routed
    // off or eliminated) has nobody to lead; with one of them there he has somebody.
    let attack = r#"{ confederate = { { to = "G/L/Res", kind = "attack", text = "Attack.", hex = "1406" } } }"#;
    let alone = [
        conf("Govan", "0806", ""),
        union(OHIO, "2806", r#"formation = "line", facing = "W","#),
        union("Connell", "2806", ""),
    ];
    let mut g = field("alone").var("orders", attack).units(&alone).start();
    goto_phase(&mut g, "confederate", "movement");
    let why = idle_reason(&g, "Govan");
    assert!(
        why.as_str()
            .unwrap_or("")
            .starts_with("S.3.1: no unit of his command is on the map"),
        "{why}"
    );
    let g = arkansans(attack, "2806");
    let why = idle_reason(&g, "Govan");
    assert!(
        !why.as_str().unwrap_or("").contains("nobody to lead"),
        "Govan with his regiment: {why}"
    );
}

/// The orders Bragg writes to Walker in the Confederate command phase played by `profile`,
/// the Reserve Corps' attack order (a scenario order) in delay `delay` (S.2.5), the 17 Ohio
/// far to the east.
fn bragg_orders_to_walker(profile: &str, delay: &str) -> usize {
    let units = [
        conf("Bragg", "0306", ""),
        conf("Walker", "0506", ""),
        conf("Liddell", "0606", ""),
        conf("Govan", "0606", ""),
        conf(ARK, "0606", r#"formation = "column","#),
        union(OHIO, "2806", r#"formation = "line", facing = "W","#),
        union("Connell", "2806", ""),
    ];
    let orders = r#"{ confederate = { { to = "Res Corps", kind = "attack", text = "Attack.", hex = "2806" } } }"#;
    let mut g = field("delay").var("orders", orders).units(&units).start();
    goto_phase(&mut g, "confederate", "command");
    // the order put in delay, as if its acceptance roll had failed
    tts::change(
        &g,
        &format!(
            r#"local s = sandtable.vars.get("order_state")
            s.list[1].status, s.list[1].accepted, s.list[1].delayed = "{delay}", nil, 0
            sandtable.vars.set("order_state", s)"#
        ),
    );
    bot_phase(&mut g, "confederate", "command", profile)
        .iter()
        .filter(|a| a["kind"] == "order" && a["from"] == "Bragg" && a["to"] == "Walker")
        .count()
}
#[test]
fn an_order_in_a_short_delay_is_waited_out() {
    // S.2.5: an order in D3 is accepted on a d66 of 63+ each command phase (1 in 9); a new
    // order rides to its receiver and is rolled again on the Acceptance Table, where Bragg's
    // net 2 comes out D3 or worse on 8 or less. The baseline replaces the delayed order; the
    // standard waits it out, and replaces only a long delay (D5).
    assert_eq!(bragg_orders_to_walker("baseline", "D3"), 1);
    assert_eq!(bragg_orders_to_walker("standard", "D3"), 0);
    assert_eq!(bragg_orders_to_walker("standard", "D5"), 1);
}

/// The formation of the battery GUNS after the Union movement phase played by `profile`: the
/// guns unlimbered facing east, under Brannan's attack order against Govan's 5+13 Ark 6 hexes
/// east, in the open: in sight, but beyond 500 yards, where only the guns of a stack are hit
/// (S.5.2), and the Arkansans have none.
fn battery_formation_without_a_target(profile: &str) -> String {
    let units = [
        union(GUNS, "0806", r#"formation = "unlimbered", facing = "E","#),
        union("Brannan", "0806", ""),
        conf("Govan", "1406", ""),
        conf(ARK, "1406", r#"formation = "line", facing = "W","#),
    ];
    let attack =
        r#"{ union = { { to = "3/14", kind = "attack", text = "Attack.", hex = "1406" } } }"#;
    let mut g = field("no_target")
        .var("orders", attack)
        .units(&units)
        .start();
    bot_phase(&mut g, "union", "movement", profile);
    tts::query(
        &g,
        &format!(r#"return sandtable.units.get("{GUNS}").formation"#),
    )
    .as_str()
    .unwrap_or("")
    .to_string()
}

#[test]
fn a_battery_with_no_target_limbers_up_to_find_one() {
    // S.5.1/S.5.2: facing the enemy 6 hexes off, in sight, the guns may fire at nothing (no
    // guns in the target hex). The baseline sees a line of sight and stands (6.1 seed 8:
    // 18 Ind Lt a, 8 turns without a shot); the standard limbers up to close to a firing
    // position.
    assert_eq!(battery_formation_without_a_target("baseline"), "unlimbered");
    assert_eq!(battery_formation_without_a_target("standard"), "limbered");
}
