//! River of Death decisions in a hot-seat window: the charged defender is asked and routs
//! voluntarily (8.26) by a click in the decision window.

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
