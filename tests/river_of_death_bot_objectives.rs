//! River of Death: the objectives the default computer players pursue (issue 21;
//! rulesets/river-of-death/bots_standard.lua), each checked against the `baseline` profile,
//! which does not pursue it: the Union entrenches at night near the enemy (6.62), its
//! dismounted cavalry burns the bridge it holds (6.843), the Confederates search for the ford
//! beside them (6.854), and where 11.33 b1 is fixed (12.56) the Union wagons and line
//! withdraw through area F and exit (the baseline exits none), a withdrawing column keeping its
//! march formation near the enemy, a leader riding to a battery stranded out of command and,
//! late in the game, a unit held in an enemy zone of control breaking away.
//!
//! The small positions are on the 30 × 30 ground of tests/river_of_death_works.rs (the creek,
//! fords and bridges at map.lua's hexsides); the withdrawal is a whole 12.5 game.

mod common;

use common::{goto_phase, rod};
use sandtable::kernel::unit::Location;
use sandtable::session::Game;
use serde_json::{Value as Json, json};

fn game_at(units: &[String], day: u32, time: &str) -> Game {
    let src = rod::scenario(&rod::creek_map(""), units, 4, day, time, "");
    rod::game("bot_objectives", &src)
}

/// Every action the bot takes in the current phase with `profile` for both sides, each
/// applied (the phase is played to its end).
fn phase_actions(g: &mut Game, profile: &str) -> Vec<Json> {
    for side in ["union", "confederate"] {
        g.set_bot_profile(side, profile).unwrap();
    }
    rod::bot_phase(g, 50)
}

/// Game `g` brought to `side`'s movement phase and that phase played by the bots of
/// `profile` (both sides): the game after it and the actions taken.
fn movement_phase(mut g: Game, side: &str, profile: &str) -> (Game, Vec<Json>) {
    goto_phase(&mut g, side, "movement");
    let actions = phase_actions(&mut g, profile);
    (g, actions)
}

fn has(actions: &[Json], want: &Json) -> bool {
    actions.iter().any(|a| a == want)
}

/// Union infantry A in line at 1010 facing E with BAIRD (1-XIV) beside it, a Confederate
/// brigade four hexes east; night (2100/2200 on the 18th, 6.621).
fn night_line() -> Game {
    game_at(
        &[
            rod::line("A", "union", 10, "1010", "E", "1-XIV"),
            rod::leader("BAIRD", "union", "0910", "1-XIV", 3, 1),
            rod::line("R", "confederate", 10, "1410", "W", "Cleburne"),
        ],
        0,
        "21:00",
    )
}

#[test]
fn the_union_entrenches_at_night_near_the_enemy() {
    let want = json!({"kind": "entrench", "unit": "A"});
    let mut g = night_line();
    goto_phase(&mut g, "union", "movement");
    assert!(has(&phase_actions(&mut g, "standard"), &want));
    let mut g = night_line();
    goto_phase(&mut g, "union", "movement");
    assert!(!has(&phase_actions(&mut g, "baseline"), &want));
}

/// Dismounted Union cavalry K at the west end of Reed's Bridge (2717) with CROOK, 1500 on the
/// 18th.
fn cavalry_at_the_bridge() -> Game {
    game_at(
        &[
            rod::unit_lua(
                "K",
                "union",
                "cavalry",
                8,
                "2717",
                r#"parent = "2-Cav", formation = "line", facing = "E","#,
            ),
            rod::leader("CROOK", "union", "2716", "2-Cav", 3, 1),
        ],
        0,
        "15:00",
    )
}

#[test]
fn union_cavalry_burns_the_bridge_it_holds() {
    let want = json!({"kind": "destroy_bridge", "unit": "K", "bridge": "Reed's Bridge"});
    let mut g = cavalry_at_the_bridge();
    goto_phase(&mut g, "union", "movement");
    assert!(has(&phase_actions(&mut g, "standard"), &want));
    let mut g = cavalry_at_the_bridge();
    goto_phase(&mut g, "union", "movement");
    assert!(!has(&phase_actions(&mut g, "baseline"), &want));
}

/// Confederate cavalry at the east end of Lambert's Ford (2528), 1500 on the 18th.
fn cavalry_at_the_ford() -> Game {
    game_at(
        &[rod::unit_lua(
            "C",
            "confederate",
            "cavalry",
            8,
            "2528",
            r#"parent = "Armstrong", formation = "line", facing = "W","#,
        )],
        0,
        "15:00",
    )
}

#[test]
fn confederates_search_for_the_ford_beside_them() {
    let want = json!({"kind": "search_ford", "unit": "C", "ford": "Lambert's Ford"});
    let mut g = cavalry_at_the_ford();
    goto_phase(&mut g, "confederate", "movement");
    assert!(has(&phase_actions(&mut g, "standard"), &want));
    let mut g = cavalry_at_the_ford();
    goto_phase(&mut g, "confederate", "movement");
    assert!(!has(&phase_actions(&mut g, "baseline"), &want));
}

/// The units of `side` that left through area F (the box `exited_f`), wagons and others.
fn exited_f(g: &Game, side: &str) -> (usize, usize) {
    g.with_world(|w| {
        let s = w.catalog.sides.iter().position(|x| x.id == side).unwrap();
        let out: Vec<_> = w
            .state
            .units
            .iter()
            .filter(|u| u.side == s && u.location == Location::Box("exited_f".into()))
            .collect();
        let wagons = out
            .iter()
            .filter(|u| w.catalog.unit_types[u.unit_type].id == "wagon")
            .count();
        (wagons, out.len() - wagons)
    })
}

#[test]
fn where_b1_is_fixed_the_union_wagons_and_line_exit_through_f() {
    // 11.34: each wagon exited scores 15 for the Union; 11.33 b1 a point for each combat unit
    // exited and two to the Confederates for each left on the map.
    let (wagons, units) = exited_f(&rod::played_rock(Some("standard"), 1), "union");
    assert_eq!(wagons, 3, "the three Union wagons exit");
    assert!(units >= 15, "only {units} Union combat units exited");
    // (the baseline exits nothing: `play --scenario sept-20-rock --seed 1 --bot union=baseline`
    // ends with 25 Union combat units and the three wagons on the map; not replayed here, a
    // whole game in a debug build being the slow part of this file)
}

/// ROSECRANS (army) at 0515, THOMAS (XIV Corps) at 1010 with a brigade of 1-XIV, a
/// Confederate brigade far east; 1500 on the 18th.
fn army_leader_apart() -> Game {
    let army = rod::leader("ROSECRANS", "union", "0515", "AotC", 0, 0)
        .replace(r#"rank = "division""#, r#"rank = "army""#);
    let corps = rod::leader("THOMAS", "union", "1010", "XIV", 3, 2)
        .replace(r#"rank = "division""#, r#"rank = "corps""#);
    game_at(
        &[
            army,
            corps,
            rod::line("A", "union", 10, "1010", "E", "1-XIV"),
            rod::line("R", "confederate", 10, "2010", "W", "Cleburne"),
        ],
        0,
        "15:00",
    )
}

#[test]
fn rule_5_311_the_army_leader_joins_a_corps_leader_to_extend_his_radius() {
    // 5.311: Bragg and Rosecrans give no command control of their own; stacked with a corps
    // or wing leader they add a hex to his radius. The standard bot rides there once the
    // phase's other moves are made (and the stall report counts him as holding there); the
    // baseline left both army leaders standing all game.
    let where_after = |profile: &str| {
        let (g, actions) = movement_phase(army_leader_apart(), "union", profile);
        let v = rod::query(
            &g,
            r#"local r, t = sandtable.units.get("ROSECRANS"), sandtable.units.get("THOMAS")
            return { rosecrans = r.hex, thomas = t.hex, why = require("idle").idle_reason(r) }"#,
        );
        (v, actions)
    };
    let (v, actions) = where_after("standard");
    assert_eq!(v["rosecrans"], v["thomas"], "{v} after {actions:?}");
    assert!(
        v["why"].as_str().is_some_and(|r| r.starts_with("5.311")),
        "{v}"
    );
    let (v, actions) = where_after("baseline");
    assert_eq!(v["rosecrans"], "0515", "{v} after {actions:?}");
    assert_ne!(v["rosecrans"], v["thomas"]);
}

/// A 4-turn game on the 20th from 15:00 where 11.33 b1 is fixed (12.56's victory): the
/// Union's withdrawal day, on `map` with `units`.
fn b1_game(map: &str, units: &[String]) -> Game {
    let src = rod::scenario(
        map,
        units,
        4,
        2,
        "15:00",
        r#"victory = { rule = "12.56", levels = "11.4", union_choice = "b1" },"#,
    );
    rod::game("bot_objectives", &src)
}

/// Union infantry A in column at 1010 with BAIRD (1-XIV), a Confederate brigade in line three
/// hexes east (near, but A is outside its zone of control), area F at the west edge; 1500 on
/// the 20th of a scenario that fixes 11.33 b1 (as 12.46 and 12.56 do), four turns to play.
fn withdrawing_column() -> Game {
    let map = rod::open_map(30, 30, r#"areas = { F = { "0110" } },"#);
    let units = [
        rod::unit_lua(
            "A",
            "union",
            "infantry",
            10,
            "1010",
            r#"formation = "column", parent = "1-XIV","#,
        ),
        rod::leader("BAIRD", "union", "1010", "1-XIV", 3, 1),
        rod::line("R", "confederate", 10, "1310", "W", "Cleburne"),
    ];
    b1_game(&map, &units)
}

#[test]
fn under_b1_a_withdrawing_column_keeps_its_formation_near_the_enemy() {
    // 11.33 b1: a point for each unit exited through F, two to the Confederates for each left.
    // The baseline deploys every march formation within 4 hexes of the enemy (and then holds):
    // the standard's withdrawing column kept turning into line and back every other turn and
    // its guns unlimbering and limbering (6.17), and never reached F. Now it marches on.
    let (g, actions) = movement_phase(withdrawing_column(), "union", "standard");
    let a_acts: Vec<_> = actions.iter().filter(|a| a["unit"] == "A").collect();
    assert!(
        a_acts.iter().all(|a| a["kind"] != "formation"),
        "{actions:?}"
    );
    assert!(a_acts.iter().any(|a| a["kind"] == "move"), "{actions:?}");
    assert_eq!(rod::look(&g, "A").0.as_deref(), Some("column"));
    let (_, actions) = movement_phase(withdrawing_column(), "union", "baseline");
    assert!(
        has(
            &actions,
            &json!({"kind": "formation", "unit": "A", "formation": "line", "facing": "E"})
        ),
        "{actions:?}"
    );
}

/// 11.33 b1 fixed (12.56), 1500 on the 20th: BAIRD at 1010 with the column A of his 1-XIV
/// beside him, and its battery G left unlimbered at 2010, out of his radius (3); the enemy far
/// off at 2820.
fn stranded_battery() -> Game {
    let map = rod::open_map(30, 30, r#"areas = { F = { "0110" } },"#);
    let units = [
        rod::unit_lua(
            "A",
            "union",
            "infantry",
            10,
            "0910",
            r#"formation = "column", parent = "1-XIV","#,
        ),
        rod::unit_lua(
            "G",
            "union",
            "artillery",
            2,
            "2010",
            r#"formation = "unlimbered", facing = "E", parent = "1-XIV","#,
        ),
        rod::leader("BAIRD", "union", "1010", "1-XIV", 3, 1),
        rod::line("R", "confederate", 10, "2820", "W", "Cleburne"),
    ];
    b1_game(&map, &units)
}

fn baird_to_g(g: &Game) -> i64 {
    rod::query(
        g,
        r#"return sandtable.map.distance(sandtable.units.get("BAIRD").hex, "2010")"#,
    )
    .as_i64()
    .unwrap()
}

#[test]
fn under_b1_a_leader_rides_to_a_battery_stranded_out_of_command() {
    // 5.23/6.47: G, out of command control, may not limber, and unlimbered guns never move
    // (6.12): it would stand there all game while the rest withdraws to F. The standard's
    // BAIRD rides to it (in command at the next command phase, it limbers and marches); the
    // baseline's stays with the column nearest the centre of his command.
    let mut g = stranded_battery();
    goto_phase(&mut g, "union", "movement");
    assert_eq!(baird_to_g(&g), 10);
    let actions = phase_actions(&mut g, "standard");
    assert!(baird_to_g(&g) <= 3, "{actions:?}");
    let (g, actions) = movement_phase(stranded_battery(), "union", "baseline");
    assert_eq!(baird_to_g(&g), 10, "{actions:?}");
}

/// 11.33 b1 fixed (12.56), the first of four turns (three left after it): the Union brigade A
/// in line at 1010 facing E with BAIRD, held in the zone of control of the Confederate
/// brigade R at 1110 facing it; area F at 0110.
fn held_in_zoc() -> Game {
    let map = rod::open_map(30, 30, r#"areas = { F = { "0110" } },"#);
    let units = [
        rod::line("A", "union", 10, "1010", "E", "1-XIV"),
        rod::leader("BAIRD", "union", "1010", "1-XIV", 3, 1),
        rod::line("R", "confederate", 10, "1110", "W", "Cleburne"),
    ];
    b1_game(&map, &units)
}

#[test]
fn under_b1_late_in_the_game_a_unit_held_in_an_enemy_zone_breaks_away() {
    // 6.94: leaving the zone draws R's withdrawal fire; staying, A would be shot every turn
    // and left on the map at the end (11.33 b1: two points to the Confederates). With fewer
    // than six turns left the standard's A moves off for F; the baseline's never leaves an
    // enemy zone.
    let moves_a = |profile: &str| {
        let (_, actions) = movement_phase(held_in_zoc(), "union", profile);
        actions
            .iter()
            .any(|a| a["kind"] == "move" && a["unit"] == "A")
    };
    assert!(moves_a("standard"));
    assert!(!moves_a("baseline"));
}

/// The six hexsides of `hex` on the open ground, as Lua strings for a map's hexside list.
fn steep_ring(hex: &str) -> Vec<String> {
    steep_pocket(&[hex])
}

/// The hexsides between the hexes of `pocket` and the open ground around it (those between
/// two hexes of the pocket left out), as Lua strings for a map's hexside list.
fn steep_pocket(pocket: &[&str]) -> Vec<String> {
    let open = game_at(&[], 0, "15:00");
    let mut sides = Vec::new();
    for hex in pocket {
        for d in ["E", "NE", "NW", "W", "SW", "SE"] {
            let next = rod::next(&open, hex, d);
            if !pocket.contains(&next.as_str()) {
                sides.push(format!(r#""{hex}/{next}""#));
            }
        }
    }
    sides
}

/// The stall report's reasons for units the rules keep where they stand (idle.lua): a unit
/// not in that plight gets no reason, so the report still counts it when it does nothing.
fn idle_reason(g: &Game, key: &str) -> Json {
    rod::query(
        g,
        &format!(r#"return require("idle").idle_reason(sandtable.units.get("{key}")) or false"#),
    )
}

#[test]
fn guns_the_rules_keep_in_place_are_holding_for_the_stall_report() {
    let battery = |key: &str, hex: &str| {
        rod::unit_lua(
            key,
            "union",
            "artillery",
            2,
            hex,
            r#"formation = "unlimbered", facing = "E", parent = "1-XIV","#,
        )
    };
    // 6.47/5.26: out of BAIRD's radius (3) the unlimbered battery F may not limber (and
    // unlimbered guns do not move, 6.12); N, within it, may, so it has no reason.
    let g = game_at(
        &[
            battery("F", "2010"),
            battery("N", "1010"),
            rod::leader("BAIRD", "union", "0910", "1-XIV", 3, 1),
            rod::line("R", "confederate", 10, "2810", "W", "Cleburne"),
        ],
        0,
        "15:00",
    );
    let mut g = g;
    goto_phase(&mut g, "union", "movement");
    assert!(
        idle_reason(&g, "F")
            .as_str()
            .is_some_and(|r| r.starts_with("6.47/5.26")),
        "{}",
        idle_reason(&g, "F")
    );
    assert_eq!(idle_reason(&g, "N"), json!(false));

    // 6.13: steep slopes on every side of 1010 are prohibited to limbered guns: W can never
    // leave; 6.812: the wagon V, whose one road toward area F (0110) runs through W's hex,
    // may not pass it. On open ground, W off the road, neither has a reason.
    let sides = steep_ring("1010");
    let road = r#""0110/0210", "0210/0310", "0310/0410", "0410/0510", "0510/0610", "0610/0710", "0710/0810", "0810/0910", "0910/1010", "1010/1110""#;
    let walled = |steep: bool| {
        let hexsides = if steep {
            format!("steep_slope = {{ {} }}, ", sides.join(", "))
        } else {
            String::new()
        };
        let map = rod::open_map(
            30,
            30,
            &format!(
                r#"hexsides = {{ {hexsides}road = {{ {road} }} }}, areas = {{ F = {{ "0110" }} }},"#
            ),
        );
        let w_hex = if steep { "1010" } else { "1012" };
        let units = [
            rod::unit_lua(
                "W",
                "union",
                "artillery",
                2,
                w_hex,
                r#"formation = "limbered", parent = "1-XIV","#,
            ),
            rod::unit_lua("V", "union", "wagon", 1, "1110", ""),
            rod::leader("BAIRD", "union", w_hex, "1-XIV", 3, 1),
            rod::line("R", "confederate", 10, "2810", "W", "Cleburne"),
        ];
        let mut g = rod::game(
            "bot_objectives",
            &rod::scenario(&map, &units, 4, 0, "15:00", ""),
        );
        goto_phase(&mut g, "union", "movement");
        (idle_reason(&g, "W"), idle_reason(&g, "V"))
    };
    let (w, v) = walled(true);
    assert!(w.as_str().is_some_and(|r| r.starts_with("6.13")), "{w}");
    assert!(v.as_str().is_some_and(|r| r.starts_with("6.812")), "{v}");
    assert_eq!(walled(false), (json!(false), json!(false)));
}

#[test]
fn rule_7_65_the_standard_profile_routs_a_battery_elsewhere_than_into_a_pen_of_steep_slopes() {
    // 7.65: the owner picks where a routing unit ends. 1010 has steep slopes on every side
    // (6.13: a battery routed there could never leave it). Offered 1010 first, the standard
    // profile's answer for the battery G is the next end hex; for the infantry I, and the
    // baseline's for both, the first.
    let map = rod::open_map(
        30,
        30,
        &format!(
            "hexsides = {{ steep_slope = {{ {} }} }},",
            steep_ring("1010").join(", ")
        ),
    );
    let units = [
        rod::unit_lua(
            "G",
            "union",
            "artillery",
            2,
            "1210",
            r#"formation = "limbered", parent = "1-XIV","#,
        ),
        rod::line("I", "union", 10, "1212", "E", "1-XIV"),
        rod::line("R", "confederate", 10, "2810", "W", "Cleburne"),
    ];
    let g = rod::game(
        "bot_objectives",
        &rod::scenario(&map, &units, 4, 0, "15:00", ""),
    );
    let v = rod::query(
        &g,
        r#"local bot = require("morale").decisions.rout_end.bot
        local function ends(unit, profile)
          return bot({ context = { unit = unit }, choices = {
            { value = "1010", hex = "1010" }, { value = "0808", hex = "0808" } } }, profile)
        end
        return { ends("G", "standard"), ends("I", "standard"), ends("G", "baseline"), ends("I", "baseline") }"#,
    );
    assert_eq!(v, json!(["0808", "1010", "1010", "1010"]));
}

#[test]
fn rule_7_65_the_standard_profile_routs_a_battery_elsewhere_than_into_a_pocket_of_steep_slopes() {
    // 6.13: 1010 and 1110 open only onto each other, steep slopes all round (as 0521-0522 beside
    // the Vittetoe house on the generated map): a battery routed into either could never get
    // out. Offered 1010 first, the standard profile's answer for the battery G is the next end
    // hex, 0808; the baseline's is the first. Its stall report names the pocket as holding.
    let pocket = steep_pocket(&["1010", "1110"]);
    let map = rod::open_map(
        30,
        30,
        &format!(
            "hexsides = {{ steep_slope = {{ {} }} }},",
            pocket.join(", ")
        ),
    );
    let units = [
        rod::unit_lua(
            "G",
            "union",
            "artillery",
            2,
            "1210",
            r#"formation = "limbered", parent = "1-XIV","#,
        ),
        rod::unit_lua(
            "P",
            "union",
            "artillery",
            2,
            "1110",
            r#"formation = "limbered", parent = "1-XIV","#,
        ),
        rod::leader("BAIRD", "union", "1110", "1-XIV", 3, 1),
        rod::line("R", "confederate", 10, "2810", "W", "Cleburne"),
    ];
    let mut g = rod::game(
        "bot_objectives",
        &rod::scenario(&map, &units, 4, 0, "15:00", ""),
    );
    let v = rod::query(
        &g,
        r#"local bot = require("morale").decisions.rout_end.bot
        local function ends(profile)
          return bot({ context = { unit = "G" }, choices = {
            { value = "1010", hex = "1010" }, { value = "0808", hex = "0808" } } }, profile)
        end
        return { ends("standard"), ends("baseline") }"#,
    );
    assert_eq!(v, json!(["0808", "1010"]));
    goto_phase(&mut g, "union", "movement");
    let p = idle_reason(&g, "P");
    assert!(p.as_str().is_some_and(|r| r.starts_with("6.13")), "{p}");
}

/// Reed's Bridge (2717/2817) burnt, Confederate infantry in column two hexes from each end
/// (R east of it at 3017, S west of it at 2417), CHEATHAM between them; 1500 on the 19th (no
/// ford searchers: those are the 18th's, 11.31).
fn burnt_bridge_apart() -> Game {
    let column = |key: &str, hex: &str| {
        rod::unit_lua(
            key,
            "confederate",
            "infantry",
            10,
            hex,
            r#"parent = "Cheatham", formation = "column","#,
        )
    };
    let units = [
        column("R", "3017"),
        column("S", "2417"),
        rod::leader("CHEATHAM", "confederate", "2716", "Cheatham", 4, 1),
    ];
    let extra = r#"vars = { casualties = { union = 0, confederate = 0 }, entrenchments = {}, fords_located = {}, bridges_destroyed = { "Reed's Bridge" } },"#;
    let src = rod::scenario(&rod::creek_map(""), &units, 5, 1, "15:00", extra);
    rod::game("bot_objectives", &src)
}

#[test]
fn rule_6_844_the_standard_confederates_bring_infantry_to_both_ends_of_a_burnt_bridge() {
    // 6.844: two infantry units in line, one on each side, in place for two whole turns. The
    // standard profile sends the nearest infantry of each bank to its end, forms it into line
    // there and starts the work; the baseline only marches on toward the day's objective.
    let rebuilds = |profile: &str| {
        let mut g = burnt_bridge_apart();
        let mut all = Vec::new();
        for _ in 0..3 {
            goto_phase(&mut g, "confederate", "movement");
            all.extend(phase_actions(&mut g, profile));
        }
        all
    };
    let actions = rebuilds("standard");
    for (unit, end) in [("R", "2817"), ("S", "2717")] {
        let want = json!({"kind": "rebuild_bridge", "unit": unit, "bridge": "Reed's Bridge"});
        assert!(has(&actions, &want), "{unit} at {end}: {actions:?}");
    }
    let actions = rebuilds("baseline");
    assert!(
        !actions.iter().any(|a| a["kind"] == "rebuild_bridge"),
        "{actions:?}"
    );
}

/// A 30 × 30 map whose roads of the 19th's objectives (11.32, bots.goal_of) are the hexes
/// `objective`, with more map fields in `extra`.
fn objective_map(objective: &str, extra: &str) -> String {
    rod::open_map(
        30,
        30,
        &format!(
            r#"{extra}areas = {{ ["LaFayette Road"] = {{ {objective} }}, ["Dry Valley Road"] = {{ {objective} }} }},"#
        ),
    )
}

/// CLEBURNE (radius 1) stacked with B at 0810, the unit nearest his command's centre; A at
/// 0610 and C at 1010 are out of his radius; all three hold their objective hexes; a Union
/// brigade far east; 1500 on the 19th.
fn leader_between() -> Game {
    let units = [
        rod::line("A", "confederate", 10, "0610", "E", "Cleburne"),
        rod::line("B", "confederate", 10, "0810", "E", "Cleburne"),
        rod::line("C", "confederate", 10, "1010", "E", "Cleburne"),
        rod::leader("CLEBURNE", "confederate", "0810", "Cleburne", 1, 1),
        rod::line("R", "union", 10, "2810", "W", "1-XIV"),
    ];
    let map = objective_map(r#""0610", "0810", "1010""#, "");
    rod::game(
        "bot_objectives",
        &rod::scenario(&map, &units, 4, 1, "15:00", ""),
    )
}

#[test]
fn rule_5_21_a_leader_rides_to_the_hex_that_keeps_most_of_his_command_in_radius() {
    // The baseline's leader stays on the unit nearest his command's centre (B), with A and C
    // out of his radius; the standard Confederate one moves to a hex with two of the three
    // within it (the standard Union's leaders keep the baseline's ride, README round 4). The
    // stall report counts him as holding only where no hex in reach covers more (5.21).
    let after = |profile: &str| {
        let (g, actions) = movement_phase(leader_between(), "confederate", profile);
        let v = rod::query(
            &g,
            r#"local l = sandtable.units.get("CLEBURNE")
            local _, best, here = require("command").best_post(l)
            return { hex = l.hex, here = here, best = best, why = require("idle").idle_reason(l) or false }"#,
        );
        (v, actions)
    };
    let (v, actions) = after("standard");
    assert_eq!(v["here"], 2, "{v} after {actions:?}");
    assert!(
        v["why"].as_str().is_some_and(|r| r.starts_with("5.21")),
        "{v}"
    );
    let (v, actions) = after("baseline");
    assert_eq!(v["hex"], "0810", "{v} after {actions:?}");
    assert_eq!((v["here"].clone(), v["best"].clone()), (json!(1), json!(2)));
    assert_eq!(v["why"], json!(false), "{v}");
}

/// Confederate battery G unlimbered at 1010 facing E, in CLEBURNE's command and radius, woods
/// at 1110, 1210 and 1310 between it and the only enemy, R at 1410 (7.39: woods block the line
/// between hexes of one level): the guns see nothing. 1500 on the 19th, the objective far west.
fn battery_masked() -> Game {
    let units = [
        rod::unit_lua(
            "G",
            "confederate",
            "artillery",
            2,
            "1010",
            r#"formation = "unlimbered", facing = "E", parent = "Cleburne","#,
        ),
        rod::leader("CLEBURNE", "confederate", "1010", "Cleburne", 3, 1),
        rod::line("R", "union", 10, "1410", "W", "1-XIV"),
    ];
    let map = objective_map(
        r#""0110""#,
        r#"hexes = { woods = { "1110", "1210", "1310" } }, "#,
    );
    rod::game(
        "bot_objectives",
        &rod::scenario(&map, &units, 4, 1, "15:00", ""),
    )
}

#[test]
fn a_battery_that_sees_no_enemy_limbers_to_move_where_it_can_fire() {
    // 6.12 unlimbered guns do not move; 6.17 limbering and moving are two capabilities. The
    // baseline leaves a battery that unlimbered within 4 hexes of the enemy where it is, seen
    // or not (in the full battle such batteries stood 20 turns and more); the standard
    // Confederates limber it and move it on (to a hex from which it would see an enemy, or here, with none within
    // reach, toward its objective).
    let limber = json!({"kind": "formation", "unit": "G", "formation": "limbered"});
    let (_, actions) = movement_phase(battery_masked(), "confederate", "standard");
    assert!(has(&actions, &limber), "{actions:?}");
    assert!(
        actions
            .iter()
            .any(|a| a["kind"] == "move" && a["unit"] == "G"),
        "{actions:?}"
    );
    let (_, actions) = movement_phase(battery_masked(), "confederate", "baseline");
    assert!(!actions.iter().any(|a| a["unit"] == "G"), "{actions:?}");
}
