//! River of Death decisions in a hot-seat window: the charged defender is asked and routs
//! voluntarily (8.26) by a click in the decision window; a captured battery is faced by its
//! captor and fires for him (7.72, 8.34).

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use common::rod;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::commands::Command;

#[test]
fn the_charged_defender_chooses_a_voluntary_rout_in_the_window() {
    // C (Confederate, 10) charges X (Union, 8) from the west: the Union player is asked.
    let units = [
        rod::leader("CLEBURNE", "confederate", "0405", "Cleburne", 4, 1),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        rod::line("X", "union", 8, "0505", "W", "1-XX"),
    ];
    let src = rod::scenario(&rod::open_map(14, 10, ""), &units, 3, 1, "10:00", "");
    let lib = common::library_with_scenario("river-of-death", "charge", &src);
    let mut game = new_game(&lib, "river-of-death", "charge", 1);
    common::goto_phase(&mut game, "confederate", "charge_melee");
    let mut h = playing(lib, game);
    // C's withdrawal fire as X leaves: a 1 (no loss).
    h.state().game().unwrap().force_dice([1]);
    h.state_mut().apply(Command::Apply(
        serde_json::json!({"kind": "charge", "units": ["C"], "target": "X"}),
    ));
    h.run_steps(3);
    assert_eq!(
        phase(&h).1,
        "union",
        "the defender decides in the charger's phase"
    );
    assert!(
        h.query_by_label("X stands (defensive fire, then a morale check)")
            .is_some()
    );
    h.get_by_label("X routs voluntarily (no defensive fire)")
        .click();
    h.run_steps(3);
    // 7.65 the Union player picks where X routs, in the decision window: not the first hex
    // listed (the computer's pick); 6.94 the Confederate player fires as it leaves.
    let d = h.state().game().unwrap().pending_decision().unwrap();
    assert_eq!(d["kind"], "rout_end", "{d}");
    assert!(h.query_by_label(d["prompt"].as_str().unwrap()).is_some());
    let end = d["choices"].as_array().unwrap().last().unwrap().clone();
    h.get_by_label(end["label"].as_str().unwrap()).click();
    h.run_steps(3);
    while let Some(d) = h.state().game().unwrap().pending_decision() {
        let label = match d["kind"].as_str().unwrap() {
            "withdrawal_fire" => "C fires at X".to_string(),
            _ => d["choices"][0]["label"].as_str().unwrap().to_string(),
        };
        h.get_by_label(&label).click();
        h.run_steps(3);
    }
    assert_eq!(unit(&h, "X").1.as_deref(), end["value"].as_str());
    let g = h.state().game().unwrap();
    let routed = g.with_world(|w| {
        let id = w.state.unit_by_key("X").unwrap();
        w.state.units[id as usize].has_status("routed")
    });
    assert!(routed, "X routed: {}", message(&h));
    assert_eq!(
        unit(&h, "C").1.as_deref(),
        Some("0505"),
        "the charger advances"
    );
}

#[test]
fn a_captured_battery_is_faced_by_its_captor_and_fires_for_him_in_the_window() {
    // C charges the unlimbered Union battery A, which fails its morale check in the melee and
    // is captured (7.72, 8.34): the Confederate player gives it its free facing in the
    // decision window; from his next player turn it fires for him at T.
    let units = [
        rod::leader("CLEBURNE", "confederate", "0405", "Cleburne", 4, 1),
        rod::line("C", "confederate", 10, "0405", "E", "Cleburne"),
        rod::unit_lua(
            "A",
            "union",
            "artillery",
            6,
            "0505",
            r#"formation = "unlimbered", facing = "W", parent = "1-XX","#,
        ),
        rod::line("T", "union", 8, "0805", "W", "1-XX"),
    ];
    let src = rod::scenario(&rod::open_map(14, 10, ""), &units, 3, 1, "10:00", "");
    let lib = common::library_with_scenario("river-of-death", "capture", &src);
    let mut game = new_game(&lib, "river-of-death", "capture", 1);
    common::goto_phase(&mut game, "confederate", "charge_melee");
    // The dice of the melee below (tests/river_of_death_melee.rs, capture_game).
    game.force_dice([1, 1, 1, 5, 1, 9]);
    let mut h = playing(lib, game);
    h.state_mut().apply(Command::Apply(
        serde_json::json!({"kind": "charge", "units": ["C"], "target": "A"}),
    ));
    h.run_steps(2);
    h.state_mut().apply(Command::EndPhase);
    h.run_steps(3);
    let side = |h: &egui_kittest::Harness<'static, sandtable::host::SandtableApp>, k: &str| {
        h.state().game().unwrap().with_world(|w| {
            let id = w.state.unit_by_key(k).unwrap();
            w.catalog.sides[w.state.units[id as usize].side].id.clone()
        })
    };
    assert_eq!(side(&h, "A"), "confederate", "captured: {}", message(&h));
    assert!(
        h.query_by_label("face E").is_some(),
        "the captor chooses the facing"
    );
    h.get_by_label("face E").click();
    h.run_steps(3);
    assert!(h.state().game().unwrap().pending_decision().is_none());
    let facing = h.state().game().unwrap().with_world(|w| {
        let id = w.state.unit_by_key("A").unwrap();
        w.state.units[id as usize]
            .facing
            .map(|d| w.map.grid.orientation.direction_name(d).to_string())
    });
    assert_eq!(facing.as_deref(), Some("E"));
    // On to the Confederates' next offensive fire phase: A fires at T.
    {
        let s = h.state_mut().session.as_mut().unwrap();
        common::goto_phase(&mut s.game, "confederate", "offensive_fire");
        s.generation += 1;
        s.game.force_dice([1]);
    }
    h.run_steps(2);
    h.state_mut().apply(Command::Apply(
        serde_json::json!({"kind": "fire", "units": ["A"], "target": "T"}),
    ));
    h.run_steps(2);
    let fired = h.state().game().unwrap().log().into_iter().any(|e| {
        e.kind == "fire_resolved" && e.fields.get("target").and_then(|t| t.as_str()) == Some("T")
    });
    assert!(fired, "A fired for its captor: {}", message(&h));
}
