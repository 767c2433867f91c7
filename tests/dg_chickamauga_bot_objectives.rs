//! Decision Games Chickamauga: the objectives of issue 21 that the `standard` computer players
//! pursue and the `baseline` ones do not, each in a small position played by the bots and
//! checked against both profiles. (No reinforcement entered into a hex it could never leave —
//! 1128 — is `the_computer_never_enters_a_reinforcement_where_it_could_never_move` in
//! dg_chickamauga_rules.rs, played by the default profile.)

mod common;

use common::dg::{art, cs, due, train, us};
use common::scenario::Scenario;
use common::{act, events, field, unit};
use sandtable::session::Game;

/// A 10 × 12 map with a road along row 01 from the exit 0101 to 1001, the road hex of the
/// eastern edge (17.31).
fn road_east(id: &str) -> Scenario {
    let road: Vec<String> = (1..10)
        .map(|c| format!("\"{c:02}01/{:02}01\"", c + 1))
        .collect();
    Scenario::dg(id).size(10, 12).turns(15).map_extra(&format!(
        r#"hexsides = {{ road = {{ {} }} }}, areas = {{ exits = {{ "0101" }}, east_edge = {{ "1001", "1002", "1003" }}, union_entry = {{ "0112" }} }},"#,
        road.join(", ")
    ))
}

/// A 10 × 12 map with two roads to the exit 0101: along row 01 from 0601, and down column 01
/// from 0106. The supply train is due on turn 1 at 0106 or 0601.
fn two_roads(id: &str) -> Scenario {
    let row: Vec<String> = (1..6)
        .map(|c| format!("\"{c:02}01/{:02}01\"", c + 1))
        .collect();
    let column: Vec<String> = (1..6)
        .map(|r| format!("\"01{r:02}/01{:02}\"", r + 1))
        .collect();
    Scenario::dg(id).size(10, 12).turns(15).map_extra(&format!(
        r#"hexsides = {{ road = {{ {}, {} }} }}, areas = {{ exits = {{ "0101" }}, east_edge = {{ "1001", "1002", "1003" }}, union_entry = {{ "0106", "0601" }} }},"#,
        row.join(", "),
        column.join(", ")
    ))
}

/// The hex where the supply train entered, from the log (15.0).
fn train_entry(g: &Game) -> Option<String> {
    g.log().iter().find_map(|e| {
        e.text
            .strip_prefix("15.0: Supply Train enters at ")
            .map(|rest| rest[..4].to_string())
    })
}

/// (phase, active side, turn): a decision owed in the middle of a phase does not change it.
fn cursor(g: &Game) -> (String, usize, u32) {
    g.with_world(|w| (w.state.cursor.id.clone(), w.state.active_side, w.state.turn))
}

fn side_index(side: &str) -> usize {
    if side == "union" { 0 } else { 1 }
}

/// The computer player of the side to move plays out the current phase (and answers the
/// decisions it is asked in it).
fn bots_play_phase(g: &mut Game) {
    let start = cursor(g);
    while cursor(g) == start {
        let a = g.bot_action().unwrap();
        g.apply(a).unwrap();
    }
}

/// Ends phases without acting until the given side's phase of the given turn.
fn skip_to(g: &mut Game, side: &str, phase: &str, turn: u32) {
    while cursor(g) != (phase.to_string(), side_index(side), turn) {
        act(g, r#"{"kind":"end_phase"}"#);
        while g.pending_decision().is_some() {
            let a = g.bot_action().unwrap();
            g.apply(a).unwrap();
        }
    }
}

fn with_profile(mut g: Game, side: &str, profile: &str) -> Game {
    g.set_bot_profile(side, profile).unwrap();
    g
}

fn attacks_on(g: &Game, hex: &str) -> usize {
    events(g, "combat_resolved")
        .iter()
        .filter(|e| field(e, "targets").to_string().contains(hex))
        .count()
}

#[test]
fn the_union_attacks_at_two_to_one_the_stack_whose_zone_of_control_blocks_the_trains_road() {
    // The train in 0601 is on the road to the exit 0101; X in 0302 controls 0201, 0301 and
    // 0401 on it (18.11: the train may not enter them). A and B can reach X together: 8 to 4,
    // 2-1. The standard Union attacks X to open the road; the baseline waits for 3-1.
    for (profile, attacked) in [("standard", true), ("baseline", false)] {
        let g = road_east(&format!("trainroad_{profile}"))
            .units(&[
                train("0601"),
                cs("X", 4, "0302"),
                us("A", 4, "0606"),
                us("B", 4, "0607"),
            ])
            .start();
        let mut g = with_profile(g, "union", profile);
        g.force_dice([1, 1, 1, 1]);
        bots_play_phase(&mut g); // movement
        bots_play_phase(&mut g); // combat
        assert_eq!(attacks_on(&g, "0302") > 0, attacked, "{profile}");
    }
}

#[test]
fn the_confederates_contest_the_union_hold_on_the_road_hex_of_the_eastern_edge() {
    // Z holds 1001, the road hex of the eastern edge: the Confederate line of communication is
    // cut (17.31). C1 and C2 stand two marches off. The standard Confederates march on it and
    // attack it; the baseline's have no reason to go there.
    for (profile, contested) in [("standard", true), ("baseline", false)] {
        let g = road_east(&format!("east_{profile}"))
            .units(&[us("Z", 4, "1001"), cs("C1", 4, "0312"), cs("C2", 4, "0412")])
            .start();
        let mut g = with_profile(g, "confederate", profile);
        for turn in 1..=3 {
            skip_to(&mut g, "confederate", "movement", turn);
            bots_play_phase(&mut g);
            bots_play_phase(&mut g);
        }
        assert_eq!(attacks_on(&g, "1001") > 0, contested, "{profile}");
    }
}

#[test]
fn the_confederates_exit_toward_chattanooga_from_turn_seven_while_the_road_east_is_open() {
    // E stands on the exit 0101 on turn 7; no Union unit is on the road to 1001, so the line
    // of communication is open (17.31) and an exit scores 10 VP a strength point. The standard
    // Confederates take it; the baseline's wait for turn 9.
    for (profile, exited) in [("standard", true), ("baseline", false)] {
        let g = road_east(&format!("exit_{profile}"))
            .units(&[cs("E", 4, "0101"), us("U", 4, "0912")])
            .start();
        let mut g = with_profile(g, "confederate", profile);
        skip_to(&mut g, "confederate", "movement", 7);
        bots_play_phase(&mut g);
        assert_eq!(
            unit(&g, "E").1.is_none(),
            exited,
            "{profile}: {:?}",
            unit(&g, "E")
        );
    }
}

#[test]
fn a_confederate_with_nothing_to_do_marches_toward_the_enemy() {
    // Y, far behind, holds nothing and has no objective before the exits open: the standard
    // player marches it toward the enemy (short of his zone of control); the baseline leaves
    // it standing.
    for (profile, marched) in [("standard", true), ("baseline", false)] {
        let g = road_east(&format!("idle_{profile}"))
            .units(&[cs("Y", 4, "1010"), us("U", 4, "0110")])
            .start();
        let mut g = with_profile(g, "confederate", profile);
        skip_to(&mut g, "confederate", "movement", 1);
        bots_play_phase(&mut g);
        let moved = unit(&g, "Y").1.as_deref() != Some("1010");
        assert_eq!(moved, marched, "{profile}: {:?}", unit(&g, "Y"));
    }
}

#[test]
fn the_train_enters_where_its_road_off_the_map_is_open() {
    // The train may enter at 0106 or 0601 (15.0). X in 0203 controls 0103 and 0104 on the road
    // down column 01 (18.11), so only the road from 0601 is open. The standard Union brings
    // the train on at 0601; the baseline takes the lower-numbered 0106, where it is stuck.
    for (profile, entry) in [("standard", "0601"), ("baseline", "0106")] {
        let g = two_roads(&format!("entry_{profile}"))
            .units(&[
                due("Supply Train", "union", "train", 1, 1, "union_entry"),
                cs("X", 4, "0203"),
            ])
            .start();
        let mut g = with_profile(g, "union", profile);
        bots_play_phase(&mut g);
        assert_eq!(train_entry(&g).as_deref(), Some(entry), "{profile}");
    }
}

#[test]
fn a_confederate_across_the_trains_road_holds_it() {
    // The train in 0601 has its road to the exit 0101 along row 01; Y in 0302 controls 0201,
    // 0301 and 0401 on it (18.11), which keeps the train from exiting (18.0): Y holds that
    // (victory.holds), so the standard Confederates do not march it off toward the enemy as
    // they march idle units; the baseline marches no idle unit.
    for (profile, stays) in [("standard", true), ("baseline", true)] {
        let g = road_east(&format!("across_{profile}"))
            .units(&[train("0601"), cs("Y", 4, "0302"), us("U", 4, "0110")])
            .start();
        let mut g = with_profile(g, "confederate", profile);
        skip_to(&mut g, "confederate", "movement", 1);
        bots_play_phase(&mut g);
        let stayed = unit(&g, "Y").1.as_deref() == Some("0302");
        assert_eq!(stayed, stays, "{profile}: {:?}", unit(&g, "Y"));
    }
}

/// What a Union unit on `hex` holds there for the stall report (victory.holds, the ruleset's
/// idle_reason), or null.
fn union_holds(g: &Game, hex: &str) -> serde_json::Value {
    common::run_lua(
        g,
        sandtable::script::Mode::Query,
        &format!(r#"return require("victory").holds("union", "{hex}")"#),
    )
}

#[test]
fn a_union_unit_beside_an_exit_holds_it_for_the_stall_report() {
    // V in 0102 controls the exit 0101 (5.13: no Confederate may leave its zone of control by
    // movement, so none exits there, 16.1): what it holds there is named (victory.holds, the
    // ruleset's idle_reason); U in 0105 holds nothing.
    let g = road_east("beside_exit")
        .units(&[us("V", 4, "0102"), us("U", 4, "0105"), cs("C", 4, "1010")])
        .start();
    let holds = |hex: &str| union_holds(&g, hex);
    assert!(
        holds("0102").to_string().contains("bars the exit 0101"),
        "{}",
        holds("0102")
    );
    assert!(holds("0105").is_null(), "{}", holds("0105"));
}

#[test]
fn with_the_road_east_cut_the_exit_guard_joins_the_garrison_of_a_twenty_point_hex() {
    // Z on 1001 cuts the Confederate line of communication (17.31): Confederate exits score
    // nothing, so the exit 0101 needs no guard. G alone holds 0505, a 20-point hex the Union
    // holds (17.2). The standard Union marches R from the exit onto 0505, two units there;
    // the baseline keeps R on the exit.
    for (profile, r_ends) in [("standard", "0505"), ("baseline", "0101")] {
        let g = road_east(&format!("garrison_{profile}"))
            .field(r#"victory = { hexes = { { hex = "0505", side = "confederate", vp = 20, owner = "union" } } },"#)
            .units(&[
                us("Z", 4, "1001"),
                us("G", 4, "0505"),
                us("R", 4, "0101"),
                cs("C", 4, "0912"),
            ])
            .start();
        let mut g = with_profile(g, "union", profile);
        bots_play_phase(&mut g);
        assert_eq!(unit(&g, "R").1.as_deref(), Some(r_ends), "{profile}");
        assert_eq!(unit(&g, "G").1.as_deref(), Some("0505"), "{profile}");
    }
}

#[test]
fn idle_union_units_hold_the_line_until_turn_eight_then_close_with_the_enemy() {
    // Y and the battery A, far behind, hold nothing and have no objective (Z holds 1001, X the
    // exit 0101). The standard Union keeps them where they stand until turn 8; then Y marches
    // toward the enemy (short of his zone of control) and A closes to bombard (8.12). The
    // baseline leaves both standing.
    for (profile, close_on_8) in [("standard", true), ("baseline", false)] {
        let g = road_east(&format!("union_idle_{profile}"))
            .units(&[
                us("Z", 4, "1001"),
                us("X", 4, "0101"),
                us("Y", 4, "1010"),
                art("A", "union", 3, "1008"),
                cs("C", 4, "0112"),
            ])
            .start();
        let mut g = with_profile(g, "union", profile);
        let stands = |g: &Game| {
            (
                unit(g, "Y").1.as_deref() == Some("1010"),
                unit(g, "A").1.as_deref() == Some("1008"),
            )
        };
        skip_to(&mut g, "union", "movement", 7);
        bots_play_phase(&mut g);
        assert_eq!(stands(&g), (true, true), "{profile}: turn 7");
        skip_to(&mut g, "union", "movement", 8);
        bots_play_phase(&mut g);
        assert_eq!(
            stands(&g),
            (!close_on_8, !close_on_8),
            "{profile}: {:?} {:?}",
            unit(&g, "Y"),
            unit(&g, "A")
        );
    }
}

#[test]
fn the_standard_supply_train_retreats_onto_its_road_to_the_exits() {
    // The train on 0503 stands on the road along row 03 to the exit 0103; C attacks it from
    // 0602 and it must retreat (7.6 Dr, forced). 0403, on its road, and 0504, forest-rough with
    // a trail that leads to no exit (18.23), are both two hexes from C: the baseline takes the
    // better ground and strands the train for the game; the standard profile keeps it on its
    // road (seed 4 of the standard games: displaced into 0624 on turn 8, it never moved again).
    let road: Vec<String> = (1..9)
        .map(|c| format!("\"{c:02}03/{:02}03\"", c + 1))
        .collect();
    for (profile, want) in [("standard", "0403"), ("baseline", "0504")] {
        let g = Scenario::dg(&format!("trainretreat_{profile}"))
            .size(10, 12)
            .turns(15)
            .map_extra(&format!(
                r#"hexes = {{ forest_rough = {{ "0504" }} }}, hexsides = {{ road = {{ {} }}, trail = {{ "0504/0505" }} }}, areas = {{ exits = {{ "0103" }}, east_edge = {{ "1001", "1002", "1003" }}, union_entry = {{ "0112" }} }},"#,
                road.join(", ")
            ))
            .units(&[train("0503"), cs("C", 6, "0602")])
            .start();
        let mut g = with_profile(g, "union", profile);
        skip_to(&mut g, "confederate", "combat", 1);
        g.force_dice([4]);
        act(
            &mut g,
            r#"{"kind":"attack","targets":["0503"],"attackers":["C"]}"#,
        );
        while g.pending_decision().is_some() {
            let a = g.bot_action().unwrap();
            g.apply(a).unwrap();
        }
        assert_eq!(unit(&g, "Train").1.as_deref(), Some(want), "{profile}");
    }
}

#[test]
fn a_unit_whose_zone_of_control_alone_keeps_the_enemy_from_a_victory_point_hex_holds_the_line() {
    // Row 07 is off the map but for the gap 0507. L on 0506 controls the gap and the hexes
    // beyond it (5.13, 6.0): without its zone of control C, on 0510, would reach 0505, next to
    // the Union's victory point hex 0504, with five of its six MP and could attack it this
    // turn. What L holds is named (victory.holds, the ruleset's idle_reason for the stall
    // report); U on 0502, behind the line, keeps no enemy from anything and holds nothing.
    let wall: Vec<String> = (1..11)
        .filter(|c| *c != 5)
        .map(|c| format!("\"{c:02}07\""))
        .collect();
    let g = Scenario::dg("line")
        .size(10, 12)
        .turns(15)
        .map_extra(&format!(
            r#"hexes = {{ offmap = {{ {} }} }}, areas = {{ exits = {{ "0101" }}, east_edge = {{ "1001", "1002", "1003" }}, union_entry = {{ "0112" }} }},"#,
            wall.join(", ")
        ))
        .field(r#"victory = { hexes = { { hex = "0504", side = "either", vp = 5, owner = "union" } } },"#)
        .units(&[us("L", 4, "0506"), us("U", 4, "0502"), cs("C", 4, "0510")])
        .start();
    let holds = |hex: &str| union_holds(&g, hex);
    assert!(
        holds("0506")
            .to_string()
            .contains("keeps C (0510) from 0504 (17.2)"),
        "{}",
        holds("0506")
    );
    assert!(holds("0502").is_null(), "{}", holds("0502"));
}
