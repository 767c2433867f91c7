//! The odds in the window (issue 24): a proposed action's window offers "What may happen…",
//! and shows each outcome with its probability and how it was found — for a This Terrible
//! Sound fire (exact over its own dice, sampled beyond) and a Decision Games attack (exact).

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use common::{goto_phase, tts};
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::host::commands::Command;
use serde_json::json;
use std::collections::BTreeMap;

fn shown(h: &egui_kittest::Harness<'_, SandtableApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn the_window_shows_what_a_tts_fire_may_do() {
    let g = tts::fire_face_off("host_odds");
    let hash = g.state_hash();
    let lib = g.engine.library.clone();
    let mut app = SandtableApp::new(lib, None);
    app.start_game(g, BTreeMap::new());
    let mut h = harness(app);
    h.run_steps(3);
    let fire = json!({"kind": "fire", "units": ["10 Ind/2/3/14"], "target": "0403"});
    h.state_mut().apply(Command::Propose(fire));
    h.run_steps(3);
    h.get_by_label("What may happen…").click();
    h.run_steps(3);
    let odds = h
        .state()
        .session
        .as_ref()
        .unwrap()
        .odds
        .as_ref()
        .map(|o| o.2.clone().map(|o| o.method));
    assert!(shown(&h, "What may happen"), "{} / {odds:?}", message(&h));
    assert!(
        shown(&h, "exact over the first") || shown(&h, "exact: every die result"),
        "how the odds were found is said"
    );
    // An outcome line: a probability and what it changes.
    assert!(shown(&h, " %  "), "no outcome listed");
    if std::env::var_os("SHOW_ODDS").is_some()
        && let Some((_, _, Ok(o), ms)) = &h.state().session.as_ref().unwrap().odds
    {
        eprintln!("{:?} {ms:.0} ms {} leaves", o.method, o.leaves.len());
        for x in &o.outcomes {
            eprintln!(
                "{:?} {:.4} {}",
                x.given,
                x.probability,
                x.changes.join("; ")
            );
        }
    }
    assert!(shown(&h, "24 Miss/W/L/Res"), "the target's fate is named");
    assert_eq!(
        h.state().game().unwrap().state_hash(),
        hash,
        "the game is untouched"
    );
}

#[test]
fn the_window_shows_the_exact_odds_of_a_dg_attack() {
    let lib = common::library_with_scenario("dg-chickamauga", "host_odds", common::DG_TWO_TO_ONE);
    let mut g = common::start(&lib, "dg-chickamauga", "host_odds", 1, &[]);
    goto_phase(&mut g, "union", "combat");
    let mut app = SandtableApp::new(lib, None);
    app.start_game(g, BTreeMap::new());
    let mut h = harness(app);
    h.run_steps(3);
    let attack = json!({"kind": "attack", "targets": ["0405"], "attackers": ["A"]});
    h.state_mut().apply(Command::Propose(attack));
    h.run_steps(3);
    h.get_by_label("What may happen…").click();
    h.run_steps(3);
    assert!(
        shown(&h, "exact: every die result played"),
        "{}",
        message(&h)
    );
    // 2-1 on the DG table: Ar on 5 and 6 (a third), the rest Dr, whose hex the defender
    // chooses: each line headed by the table's own result.
    assert!(
        shown(&h, " 33.3 %  result: Ar"),
        "the attacker's retreat on 5-6"
    );
    // Each answer the players may give is listed with what it makes of the dice.
    assert!(shown(&h, " 66.7 %  result: Dr, as the players choose:"));
    assert!(
        shown(&h, "retreat to 0306 → X: 0405 → 0306"),
        "a defender's retreat hex"
    );
}
