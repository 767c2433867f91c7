//! What the state copies for rollback and undo cost, on the largest state in the library: This
//! Terrible Sound's 6.8 *Sunday* (578 units) after some bot play.
//!
//! `Game::apply` keeps a copy of the state before every action (to roll a failed action back,
//! and for undo). Goal (see `docs/performance.md`): that bookkeeping ≤ 5 % of the action.
//!
//! Run with `cargo bench --bench state`.

use criterion::{Criterion, criterion_group, criterion_main};
use sandtable::kernel::{GameState, World};
use sandtable::script::Library;
use sandtable::session::{Game, GameSetup};
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

/// Bot actions played before measuring, so that the state holds what a game in progress holds
/// (orders, fire records, losses), not only the setup.
const WARM_ACTIONS: usize = 150;

fn sunday() -> Game {
    let setup = GameSetup {
        ruleset: "this-terrible-sound".into(),
        scenario: "sunday".into(),
        seed: 1,
        options: serde_json::Map::new(),
    };
    let mut game = Game::new(&Library::at(Path::new(env!("CARGO_MANIFEST_DIR"))), setup)
        .unwrap_or_else(|e| panic!("TTS sunday: {e}"));
    game.run_bots(&|_| true, WARM_ACTIONS)
        .unwrap_or_else(|e| panic!("bots: {e}"));
    game
}

fn json_len<T: serde::Serialize + ?Sized>(v: &T) -> usize {
    serde_json::to_vec(v).map(|b| b.len()).unwrap_or(0)
}

/// Prints what the state is made of, as canonical JSON bytes (what dominates a copy).
fn report_sizes(s: &GameState) {
    eprintln!(
        "sunday state after {WARM_ACTIONS} actions: {} bytes of JSON; units {} ({} of them), commands {} ({}), markers {} ({}), vars {} ({} keys), decisions {}",
        json_len(s),
        json_len(&s.units),
        s.units.len(),
        json_len(&s.commands),
        s.commands.len(),
        json_len(&s.markers),
        s.markers.len(),
        json_len(&s.vars),
        s.vars.len(),
        json_len(&s.decisions),
    );
    let mut vars: Vec<(usize, &String)> = s.vars.iter().map(|(k, v)| (json_len(v), k)).collect();
    vars.sort_by(|a, b| b.cmp(a));
    let top: Vec<String> = vars
        .iter()
        .take(10)
        .map(|(n, k)| format!("{k} {n}"))
        .collect();
    eprintln!("largest vars: {}", top.join(", "));
}

fn bench_state(c: &mut Criterion) {
    let mut game = sunday();
    let state = game.state();
    report_sizes(&state);
    let slot = game.world_slot();

    let mut g = c.benchmark_group("sunday_state");
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(4));
    // The copy `Game::apply` takes before an action.
    g.bench_function("clone", |b| b.iter(|| black_box(&state).clone()));
    // The copy, then putting it back (a rolled-back action, an undo).
    g.bench_function("snapshot+restore", |b| {
        b.iter(|| {
            let mut w = slot.borrow_mut();
            let w: &mut World = w.as_mut().expect("a started game has a world");
            let snap = w.state.clone();
            w.restore_state(black_box(snap));
        })
    });
    // As an action does between the two: one unit and one of the ruleset's values changed.
    g.bench_function("snapshot+touch+restore", |b| {
        b.iter(|| {
            let mut w = slot.borrow_mut();
            let w: &mut World = w.as_mut().expect("a started game has a world");
            let snap = w.state.clone();
            w.state.units[black_box(3)].strength += 1;
            let first = w.state.vars.keys().next().cloned();
            if let Some(k) = first {
                w.state.vars.insert(k, serde_json::json!(1));
            }
            w.restore_state(black_box(snap));
        })
    });
    g.finish();

    // A whole action for scale: the bots' next action applied and undone.
    let action = game.bot_action().unwrap_or_else(|e| panic!("bot: {e}"));
    eprintln!("sunday_action: {action}");
    let mut g = c.benchmark_group("sunday_action");
    g.sample_size(10);
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(6));
    g.bench_function("apply+undo", |b| {
        b.iter(|| {
            game.apply(action.clone())
                .unwrap_or_else(|e| panic!("apply: {e}"));
            game.undo().expect("undo");
        })
    });
    g.finish();
    assert_eq!(
        game.state(),
        state,
        "apply+undo must leave the game as it was"
    );
}

criterion_group!(benches, bench_state);
criterion_main!(benches);
