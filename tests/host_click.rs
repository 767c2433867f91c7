//! The click policy of the map (`host::click::intent`), without a window: what a click on a
//! hex means for the selected unit, a decision owed, an action aimed at a hex, a stack.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use helpers::*;
use sandtable::host::click::{self, Intent};
use sandtable::host::play::Session;
use sandtable::kernel::Hex;
use serde_json::json;
use std::collections::BTreeMap;

fn session() -> Session {
    let lib = common::library();
    let g = new_game(&lib, "tutorial", "crossing", 1);
    let mut s = Session::new(g, BTreeMap::new());
    s.refresh();
    s
}

fn hex(s: &Session, label: &str) -> Hex {
    s.game.with_world(|w| w.hex(label).unwrap())
}

fn select(s: &mut Session, key: &str) {
    let id = s.game.with_world(|w| w.state.unit_by_key(key).unwrap());
    s.selection.unit = Some(id);
    s.refresh();
}

#[test]
fn a_click_selects_moves_or_says_why_not_in_the_rulesets_words() {
    let mut s = session();
    // A click on a unit of the side to act selects it.
    let at = hex(&s, "0204");
    match click::intent(&s, at) {
        Intent::Select(sel) => {
            assert_eq!(sel.hex, Some(at));
            assert_eq!(s.unit_key(sel.unit.unwrap()).as_deref(), Some("1/USA"));
        }
        other => panic!("{other:?}"),
    }
    select(&mut s, "1/USA");
    // A legal destination is its move, as the ruleset lists it.
    let (to, listed) = {
        let l = s.legal().unwrap();
        let (to, a) = l.destinations("1/USA")[0].clone();
        (to, a)
    };
    assert_eq!(click::intent(&s, to), Intent::Take(listed));
    // A hex too far: the ruleset's refusal (3.1, the movement allowance).
    let far = hex(&s, "1010");
    match click::intent(&s, far) {
        Intent::Refuse(why) => assert!(
            why.starts_with("1/USA cannot go to 1010:") && why.contains("3."),
            "{why}"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_selected_unit_takes_part_in_an_action_by_its_slots_not_by_text() {
    let s = session();
    // The tutorial's attack declares its units in the "attackers" slot.
    let a = json!({"kind": "attack", "target": "0505", "attackers": ["1/USA", "2/USA"]});
    assert!(click::takes_part(&s, &a, "1/USA"));
    assert!(!click::takes_part(&s, &a, "3/USA"));
    // A unit named elsewhere in the action (its target, a note) does not take part.
    let b = json!({"kind": "attack", "target": "0505", "attackers": ["2/USA"], "note": "1/USA"});
    assert!(!click::takes_part(&s, &b, "1/USA"));
    // A kind without slots: its `unit` or `units` field.
    assert!(click::takes_part(
        &s,
        &json!({"kind": "move", "unit": "1/USA", "to": "0305"}),
        "1/USA"
    ));
    assert!(!click::takes_part(
        &s,
        &json!({"kind": "move", "unit": "2/USA", "to": "1/USA"}),
        "1/USA"
    ));
}
