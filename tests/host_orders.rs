//! Orders written in the window (This Terrible Sound S.2): a person picks each part of an
//! order — who writes it, to whom, its type, its objective clicked on the map, how it is
//! sent, with what it costs and its chances of acceptance — and sends it; the acceptance
//! roll follows the rules.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use common::tts;
use egui_kittest::kittest::Queryable;
use helpers::*;

/// Rosecrans and Thomas at 0303, Brannan's division to the east, Liddell beyond: Union first.
fn army_game() -> (sandtable::script::Library, sandtable::session::Game) {
    let units = tts::union_army();
    let src = tts::scenario(
        &tts::open_map(30, 12, ""),
        &units,
        20,
        1,
        "10:00",
        "union",
        "vars = { random_events = false },",
    );
    let lib = common::library_with_scenario(tts::RS, "host_orders", &src);
    let g = common::start(&lib, tts::RS, "host_orders", 1, &[]);
    (lib, g)
}

fn click_label_containing(
    h: &mut egui_kittest::Harness<'_, sandtable::host::SandtableApp>,
    text: &str,
) {
    h.query_all_by_label_contains(text)
        .next()
        .unwrap_or_else(|| panic!("nothing reads {text:?}"))
        .click();
    h.run_steps(3);
}

#[test]
fn a_person_writes_an_order_part_by_part_and_sends_it() {
    let (lib, g) = army_game();
    let mut h = playing(lib, g);
    assert_eq!(phase(&h), ("command".to_string(), "union".to_string()));
    h.get_by_label("Write an order…").click();
    h.run_steps(3);
    // Each part offers what the rules allow, with what it costs.
    click_label_containing(&mut h, "Rosecrans (army commander, 5 command points left)");
    click_label_containing(&mut h, "14 Corps (Thomas");
    click_label_containing(&mut h, "attack");
    // The objective: any hex of the map, clicked.
    assert!(
        h.query_all_by_label_contains("Click any hex on the map")
            .next()
            .is_some(),
        "the objective slot asks for a click on the map"
    );
    click_hex(&mut h, "0908");
    let b = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .builder
        .clone()
        .expect("still building");
    assert_eq!(b.action["goal"], "0908");
    click_label_containing(
        &mut h,
        "in person: 2 CP, delivered at once; acceptance (net 5)",
    );
    // The written text, typed: its part picked, then its field.
    click_label_containing(&mut h, "The order as written (optional)");
    let field = h.get_by_label("The order as written");
    field.click();
    h.run_steps(1);
    h.get_by_label("The order as written")
        .type_text("Attack Liddell at once.");
    h.run_steps(3);
    let b = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .builder
        .clone()
        .expect("still building");
    assert_eq!(b.action["text"], "Attack Liddell at once.");
    assert!(b.verdict.is_ok(), "{:?}", b.verdict);
    // Sent with the dice forced: 6 + 5 at net 5 is accepted.
    h.state().game().unwrap().force_dice([6, 5]);
    h.get_by_label("Confirm").click();
    h.run_steps(3);
    let g = h.state().game().unwrap();
    let sent = common::last_event(g, "order_sent");
    assert_eq!(sent.fields["to"], "14 Corps");
    let rolled = common::last_event(g, "order_acceptance");
    assert_eq!(rolled.fields["net"], 5);
    assert_eq!(rolled.fields["result"], "A");
    let o = tts::query(
        g,
        r#"local o = require("orders").current("14 Corps"); return { o.type, o.goal, o.text }"#,
    );
    assert_eq!(
        o,
        serde_json::json!(["attack", "0908", "Attack Liddell at once."])
    );
    // Selected, 10 Ind (of 14 Corps) shows the order, its objective ringed on the map and the
    // route to it drawn hex by hex (S.2.1), from where it stands to the objective.
    click_hex(&mut h, "0706");
    let s = h.state().session.as_ref().unwrap();
    let id = s.selection.unit.expect("a click on its hex selects 10 Ind");
    let view = s.unit_view(id).expect("10 Ind is described");
    assert!(
        view.marks.iter().any(|(hex, _)| hex == "0908"),
        "{:?}",
        view.marks
    );
    let route = s.route().to_vec();
    assert_eq!(route.first().map(String::as_str), Some("0706"), "{route:?}");
    assert_eq!(route.last().map(String::as_str), Some("0908"), "{route:?}");
    assert!(route.len() >= 3, "{route:?}");
    // a written order is secret (S.2): its route is not the enemy's to see
    let g = h.state().game().unwrap();
    assert!(
        g.unit_route("10 Ind/2/3/14", Some("confederate"))
            .unwrap()
            .is_empty()
    );
}
