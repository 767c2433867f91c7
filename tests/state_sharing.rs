//! Copies of the state share what an action does not change (kernel::shared): the copy kept
//! for undo costs the units and values the action wrote, not the whole state. A rule or
//! engine change that writes every unit on every action (an `iter_mut` over the units) would
//! silently bring back a copy of the whole state an action; this test catches it.

mod common;

use sandtable::kernel::Shared;

#[test]
fn an_action_copies_only_the_units_it_changes_and_undo_brings_back_the_same_state() {
    for (ruleset, scenario, actions) in [
        ("tutorial", "crossing", 60),
        ("this-terrible-sound", "jays-mill", 40),
    ] {
        check(ruleset, scenario, actions);
    }
}

/// Applies, undoes and applies again each of the bots' first `actions` actions, checking what
/// each copied.
fn check(ruleset: &str, scenario: &str, actions: usize) {
    let mut g = common::start(&common::library(), ruleset, scenario, 1, &[]);
    let mut checked = 0;
    for _ in 0..actions {
        if g.is_over() {
            break;
        }
        let before = g.state();
        let action = g.bot_action().unwrap_or_else(|e| panic!("bot: {e}"));
        if g.apply(action.clone()).is_err() {
            // An illegal choice changes nothing; let the bots' fallback take the turn.
            g.run_bots(&|_| true, 1)
                .unwrap_or_else(|e| panic!("bots: {e}"));
            continue;
        }
        let after = g.state();
        let copied = before
            .units
            .iter()
            .zip(&after.units)
            .filter(|(a, b)| !Shared::ptr_eq(a, b))
            .count();
        let changed = before
            .units
            .iter()
            .zip(&after.units)
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(
            copied, changed,
            "{ruleset} {action}: {copied} units copied, {changed} changed"
        );
        assert!(Shared::ptr_eq(&before.commands, &after.commands));
        // Undo puts the kept copy back: the very same units, not equal copies of them.
        g.undo()
            .unwrap_or_else(|| panic!("{action}: nothing to undo"));
        let undone = g.state();
        assert_eq!(undone, before, "{action}: undo changed the game");
        assert!(
            before
                .units
                .iter()
                .zip(&undone.units)
                .all(|(a, b)| Shared::ptr_eq(a, b))
        );
        g.apply(action).unwrap_or_else(|e| panic!("again: {e}"));
        checked += 1;
    }
    assert!(
        checked > actions / 3,
        "{ruleset}: only {checked} actions were checked"
    );
}
