//! This Terrible Sound 6.1 Opening Guns played in the window by a person (the Union) against
//! the computer (the Confederates), from the first turn to the last: the person writes an
//! order by initiative in the window, moves by clicking, fires by clicking, assaults where it
//! comes, and ends his phases with the button. Whenever the game refuses the end of a phase it
//! must say why in words a player can act on, and the person does what it asks; the game must
//! reach its end.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::host::commands::{Command, Seat};
use serde_json::Value;

type H = Harness<'static, SandtableApp>;

fn session(h: &H) -> &sandtable::host::play::Session {
    h.state().session.as_ref().expect("a game")
}

fn union_to_act(h: &H) -> bool {
    let g = h.state().game().unwrap();
    !g.is_over() && g.acting_side() == "union"
}

/// Lets the window draw (and the computer act) until the Union is to act or the game is over.
fn until_union(h: &mut H) {
    for _ in 0..20_000 {
        if h.state().game().unwrap().is_over() || union_to_act(h) {
            h.run_steps(2);
            return;
        }
        h.step();
    }
    panic!("the computer never handed the game back");
}

fn label_of_hex(h: &H, key: &str) -> Option<String> {
    common::unit(h.state().game().unwrap(), key).1
}

/// S.2.6 in the window: "Roll initiative…", a leader, attack, Confirm. True if it was sent.
fn roll_initiative(h: &mut H) -> bool {
    if h.query_by_label("Roll initiative…").is_none() {
        return false;
    }
    h.get_by_label("Roll initiative…").click();
    h.run_steps(3);
    let Some(b) = session(h).builder.clone() else {
        return false;
    };
    let leaders = b.options.clone().unwrap_or_default();
    let Some(first) = leaders.first() else {
        h.state_mut().apply(Command::CancelBuild);
        return false;
    };
    let label = first["label"].as_str().unwrap().to_string();
    h.query_all_by_label(&label).next().unwrap().click();
    h.run_steps(3);
    h.query_all_by_label("defend").next().unwrap().click();
    h.run_steps(3);
    let ok = session(h)
        .builder
        .as_ref()
        .is_some_and(|b| b.verdict.is_ok());
    assert!(ok, "{:?}", session(h).builder.as_ref().map(|b| &b.verdict));
    h.get_by_label("Confirm").click();
    h.run_steps(3);
    true
}

/// A move by clicks: the first unit the rules let move, clicked, then one of its
/// destinations. True if a unit moved.
fn move_a_unit(h: &mut H) -> bool {
    let Some(l) = session(h).legal() else {
        return false;
    };
    let Some((key, dests)) = l
        .moves
        .iter()
        .find(|(_, d)| d.iter().any(|(_, a)| a["kind"] == "move"))
        .map(|(k, d)| (k.clone(), d.clone()))
    else {
        return false;
    };
    let from = label_of_hex(h, &key).unwrap();
    // Click the stack until the unit is the one selected.
    for _ in 0..8 {
        click_hex(h, &from);
        let sel = session(h)
            .selection
            .unit
            .and_then(|u| session(h).unit_key(u));
        if sel.as_deref() == Some(key.as_str()) {
            break;
        }
    }
    let to = h
        .state()
        .game()
        .unwrap()
        .with_world(|w| w.label(dests.iter().find(|(_, a)| a["kind"] == "move").unwrap().0));
    click_hex(h, &to);
    label_of_hex(h, &key).as_deref() == Some(to.as_str())
}

/// A fire or an assault by clicks: the first target hex the rules offer, clicked, then
/// Confirm. True if it was resolved.
fn attack_a_hex(h: &mut H, kind: &str) -> bool {
    let Some(l) = session(h).legal() else {
        return false;
    };
    let Some((hex, _)) = l.targets.iter().find(|(_, a)| a["kind"] == kind).cloned() else {
        return false;
    };
    let label = h.state().game().unwrap().with_world(|w| w.label(hex));
    let before = h.state().game().unwrap().history.len();
    click_hex(h, &label);
    if session(h).proposal.is_none() {
        return false;
    }
    if h.query_by_label("Confirm").is_some() {
        h.get_by_label("Confirm").click();
        h.run_steps(3);
    }
    h.state().game().unwrap().history.len() > before
}

/// Builds the action of `kind` in its window from nothing: each part gets its first offered
/// value (a part taking any hex, the hex of a unit of the side to act); then Confirm. True if
/// it was taken.
fn build_and_confirm(h: &mut H, kind: &str) -> bool {
    let label = h
        .state()
        .game()
        .unwrap()
        .engine
        .decl
        .action_labels
        .get(kind)
        .cloned()
        .unwrap_or_else(|| kind.to_string());
    let before = h.state().game().unwrap().history.len();
    h.get_by_label(&format!("{label}…")).click();
    h.run_steps(3);
    let slots = h.state().game().unwrap().slots(kind).to_vec();
    for (i, slot) in slots.iter().enumerate() {
        if session(h)
            .builder
            .as_ref()
            .is_some_and(|b| b.verdict.is_ok())
        {
            break;
        }
        h.state_mut().apply(Command::BuildSlot(i));
        h.run_steps(2);
        let options = session(h)
            .builder
            .as_ref()
            .and_then(|b| b.options.clone().ok())
            .unwrap_or_default();
        if let Some(o) = options.first() {
            let text = o["label"].as_str().unwrap().to_string();
            h.query_all_by_label(&text).next().unwrap().click();
            h.run_steps(3);
        } else if slot.any {
            let side = h.state().game().unwrap().acting_side();
            let hex = h.state().game().unwrap().with_world(|w| {
                let i = w.catalog.side(&side).unwrap();
                w.state
                    .units
                    .iter()
                    .find_map(|u| (u.side == i).then(|| u.hex()).flatten())
                    .map(|x| w.label(x))
                    .unwrap()
            });
            click_hex(h, &hex);
        }
    }
    let ok = session(h)
        .builder
        .as_ref()
        .is_some_and(|b| b.verdict.is_ok());
    assert!(
        ok,
        "{kind}: {:?}",
        session(h).builder.as_ref().map(|b| (&b.action, &b.verdict))
    );
    h.get_by_label("Confirm").click();
    h.run_steps(3);
    h.state().game().unwrap().history.len() > before
}

/// Ends the phase with the button. While the game owes something first, the button is off and
/// says why ("Not yet: …", the rule in the reason); the person does what it asks — builds the
/// action the reason calls for from its button (the enemy's order after a loose cannon), or
/// takes the first action listed — as he would in the window.
fn end_phase(h: &mut H) {
    for attempt in 0..60 {
        let owed = session(h)
            .legal()
            .and_then(|l| l.owed.as_ref().map(|o| o.reason.clone()));
        let Some(why) = owed else {
            h.get_by_label("End phase").click();
            h.run_steps(2);
            return;
        };
        assert!(
            why.chars().any(|c| c.is_ascii_digit()),
            "End phase held back without a rule to act on: {why:?}"
        );
        let buildable = session(h).legal().unwrap().buildable.clone();
        if let Some(kind) = buildable.first() {
            assert!(build_and_confirm(h, kind), "{kind} for {why}");
            continue;
        }
        let legal: Vec<Value> = session(h).legal().unwrap().actions.clone();
        let Some(a) = legal.into_iter().find(|a| a["kind"] != "end_phase") else {
            panic!("End phase held back ({why}) and nothing to do (attempt {attempt})");
        };
        h.state_mut().apply(Command::Apply(a));
        h.run_steps(2);
    }
    panic!("the phase never ended: {:?}", message(h));
}

#[test]
fn a_person_plays_opening_guns_as_the_union_against_the_computer() {
    let lib = library();
    let game = new_game(&lib, "this-terrible-sound", "opening-guns", 3);
    let mut app = SandtableApp::new(lib, None);
    app.prefs.bot_speed = 120.0;
    app.start_game(
        game,
        seats(&[("union", Seat::Person), ("confederate", Seat::Computer)]),
    );
    let mut h = harness(app);
    h.run_steps(3);
    let (mut rolled, mut moved, mut fired, mut assaulted) = (false, false, false, false);
    let mut seen_result = false;
    for _ in 0..400 {
        until_union(&mut h);
        if h.state().game().unwrap().is_over() {
            break;
        }
        if session(&h).legal().is_some_and(|l| l.decision.is_some()) {
            // a decision owed: its first answer, as a click on its button would give
            let a = session(&h)
                .legal()
                .unwrap()
                .decision
                .as_ref()
                .unwrap()
                .choices[0]
                .2
                .clone();
            h.state_mut().apply(Command::Apply(a));
            h.run_steps(2);
            continue;
        }
        let phase = h
            .state()
            .game()
            .unwrap()
            .with_world(|w| w.state.cursor.id.clone());
        match phase.as_str() {
            "command" if !rolled => {
                rolled = roll_initiative(&mut h);
                if rolled {
                    // The person sees what came of his order: the roll and its result
                    // ("S.2.6 … initiative: 3 + 4 = 7 (need 8): …") in the window's log.
                    h.run_steps(2);
                    seen_result = h
                        .query_all_by_label_contains("initiative: ")
                        .next()
                        .is_some();
                }
            }
            "movement" if !moved => moved = move_a_unit(&mut h),
            "defensive_fire" | "offensive_fire" if !fired => fired = attack_a_hex(&mut h, "fire"),
            "close_combat" if !assaulted => assaulted = attack_a_hex(&mut h, "assault"),
            _ => {}
        }
        if !h.state().game().unwrap().is_over() && union_to_act(&h) {
            end_phase(&mut h);
        }
    }
    let g = h.state().game().unwrap();
    assert!(g.is_over(), "the game reached its end");
    assert!(rolled, "an initiative order written in the window");
    assert!(
        seen_result,
        "the order's roll and result shown in the window"
    );
    assert!(moved, "a unit moved by clicks");
    assert!(fired, "a fire by clicks");
    // The initiative roll and what came of it are in the log.
    assert!(
        common::events(g, "initiative")
            .iter()
            .any(|e| e.text.contains("initiative"))
    );
    // With this seed a Confederate leader's initiative is a loose cannon (S.2.6): the Union
    // person wrote that order in the window (the lock-up the audit found).
    let kinds = |side: &str, kind: &str| {
        g.history
            .iter()
            .filter(|r| r.side == side && r.action["kind"] == kind)
            .count()
    };
    assert!(
        kinds("union", "enemy_order") >= 1,
        "the enemy's order written"
    );
    assert!(kinds("union", "move") >= 1 && kinds("union", "fire") >= 1);
    eprintln!(
        "union actions: {} (assaults {}), confederate {}; {}",
        g.history.iter().filter(|r| r.side == "union").count(),
        kinds("union", "assault"),
        g.history.iter().filter(|r| r.side == "confederate").count(),
        g.outcome().map(|o| o.reason).unwrap_or_default()
    );
    h.run_steps(2);
    assert!(h.query_by_label("Game over").is_some());
}
