//! Script-layer benchmarks: the cost of calling a Lua hook with a unit handle, and whole
//! tutorial games played by the bots.
//!
//! Goals (see `docs/performance.md`): a Lua hook round trip with a unit handle ≤ 200 ns;
//! whole tutorial games, reported as games per second.
//!
//! Run with `cargo bench --bench script`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mlua::{Function, Value};
use sandtable::script::Library;
use sandtable::script::Mode;
use sandtable::script::api::unit_handle;
use sandtable::session::{Game, GameSetup};
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

fn library() -> Library {
    Library::at(Path::new(env!("CARGO_MANIFEST_DIR")))
}

fn setup() -> GameSetup {
    GameSetup {
        ruleset: "tutorial".into(),
        scenario: "crossing".into(),
        seed: 1,
        options: serde_json::Map::new(),
    }
}

fn new_game() -> Game {
    Game::new(&library(), setup()).unwrap_or_else(|e| panic!("tutorial game: {e}"))
}

fn bench_hook_roundtrip(c: &mut Criterion) {
    let game = new_game();
    let lua = game.engine.lua();
    let identity: Function = lua
        .load("return function(u) return u end")
        .set_name("=bench_identity")
        .eval()
        .expect("identity function");
    let strength: Function = lua
        .load("return function(u) return u.strength end")
        .set_name("=bench_strength")
        .eval()
        .expect("strength function");
    let key: Function = lua
        .load("return function(u) return u.key end")
        .set_name("=bench_key")
        .eval()
        .expect("key function");
    let s: i64 = strength
        .call(unit_handle(lua, 0).expect("handle"))
        .expect("u.strength");
    eprintln!("lua_hook_roundtrip_unit_handle: unit 0 has strength {s}");

    // The sandbox counts instructions with a Lua hook and fails a call that runs past its
    // budget; only `Engine::call` re-arms that budget. The raw calls below never re-arm it,
    // so lift the per-call budget (and arm it once through the engine) lest millions of
    // iterations add up to the 20-million-instruction default. The counting hook itself stays
    // installed, as in real play.
    game.engine.set_instruction_budget(u64::MAX / 2);
    let _: Value = game
        .engine
        .call("bench.arm", &identity, (), Mode::Query)
        .expect("arm");

    let mut g = c.benchmark_group("lua_hook_roundtrip_unit_handle");
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(3));
    // What every ruleset hook pays: the unit's handle as the API hands it out (one per unit,
    // cached for the life of the Lua state) and `Engine::call` (mode, hook name, instruction
    // budget, nesting, error mapping).
    g.bench_function("engine_call/identity", |b| {
        b.iter(|| {
            let ud = game.engine.unit_handle(black_box(0)).expect("handle");
            game.engine
                .call::<Value>("bench.identity", &identity, ud, Mode::Query)
                .expect("call")
        })
    });
    g.bench_function("engine_call/read_strength", |b| {
        b.iter(|| {
            let ud = game.engine.unit_handle(black_box(0)).expect("handle");
            game.engine
                .call::<i64>("bench.strength", &strength, ud, Mode::Query)
                .expect("call")
        })
    });
    // Raw mlua with the cached handle: the floor under the engine's own work.
    g.bench_function("raw_mlua/identity", |b| {
        b.iter(|| {
            let ud = game.engine.unit_handle(black_box(0)).expect("handle");
            identity.call::<Value>(ud).expect("call")
        })
    });
    // The handle as Lua-side API functions find it (a registry lookup).
    g.bench_function("raw_mlua/identity/registry_handle", |b| {
        b.iter(|| {
            let ud = unit_handle(lua, black_box(0)).expect("handle");
            identity.call::<Value>(ud).expect("call")
        })
    });
    // A constant field (the key) is a plain table read inside the VM; a changing one (the
    // strength, above) calls into Rust once.
    g.bench_function("engine_call/read_key", |b| {
        b.iter(|| {
            let ud = game.engine.unit_handle(black_box(0)).expect("handle");
            game.engine
                .call::<String>("bench.key", &key, ud, Mode::Query)
                .expect("call")
        })
    });
    g.finish();
}

fn bench_tutorial_game(c: &mut Criterion) {
    // One game outside the measurement, to report what a game is.
    let mut game = new_game();
    let actions = game
        .run_bots(&|_| true, 100_000)
        .unwrap_or_else(|e| panic!("bots: {e}"));
    let state = game.state();
    eprintln!(
        "tutorial_game_bots: {} actions, {} log events, turn {} of {}, outcome {:?}",
        actions,
        game.log_len(),
        state.turn,
        state.last_turn,
        state.outcome
    );
    assert!(game.is_over(), "the bots should finish the game");

    let mut g = c.benchmark_group("tutorial_game_bots");
    g.sample_size(10);
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(10));
    g.throughput(Throughput::Elements(1));
    g.bench_function("new+run_bots", |b| {
        b.iter(|| {
            let mut game = new_game();
            let n = game
                .run_bots(&|_| true, 100_000)
                .unwrap_or_else(|e| panic!("bots: {e}"));
            black_box(n)
        })
    });
    g.bench_function("new_only", |b| b.iter(new_game));
    g.finish();
}

/// Hot reload: from "the files changed" to "the new rules are active" — loading the ruleset,
/// its modules and the scenario into a fresh Lua state, checking them, and swapping them into
/// the running game (`Game::reload`). The file watcher adds its debounce (50 ms) before this.
fn bench_reload(c: &mut Criterion) {
    let mut g = c.benchmark_group("hot_reload");
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(4));
    g.sample_size(50);
    for (ruleset, scenario) in [("tutorial", "crossing"), ("dg-chickamauga", "chickamauga")] {
        let setup = GameSetup {
            ruleset: ruleset.into(),
            scenario: scenario.into(),
            seed: 1,
            options: serde_json::Map::new(),
        };
        let Ok(mut game) = Game::new(&library(), setup) else {
            eprintln!("hot_reload: {ruleset} is not available, skipped");
            continue;
        };
        g.bench_function(format!("{ruleset}/reload"), |b| {
            b.iter(|| game.reload().expect("reload"))
        });
    }
    g.finish();
}

criterion_group!(
    benches,
    bench_hook_roundtrip,
    bench_tutorial_game,
    bench_reload
);
criterion_main!(benches);
