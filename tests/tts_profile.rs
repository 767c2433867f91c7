//! Profiling harness for the This Terrible Sound bots (ignored): replays the save named by
//! `TTS_SAVE`, then lets the bots play on, printing the wall time of every bot call over 50 ms
//! and the console lines the bots printed. `cargo test --release --test tts_profile -- --ignored --nocapture`.
//! Also: `TTS_ACTIONS` (bot calls, default 2000), `TTS_QUERY`, `TTS_PHASE_START=1` (replay the
//! saved phase from its start), `TTS_BUDGET` (instructions a bot call, to see how much an
//! overrunning call needs), `TTS_GREP` (console lines holding a text, e.g. the bots' prints).

mod common;

use sandtable::session::save::SaveFile;
use std::path::Path;
use std::time::Instant;

#[test]
#[ignore]
fn profile_bots_from_a_save() {
    let Ok(path) = std::env::var("TTS_SAVE") else {
        return;
    };
    let lib = common::library();
    let mut save = SaveFile::read(Path::new(&path)).expect("save");
    // TTS_PHASE_START=1: drop the save's trailing actions of its last (turn, phase, side), so
    // the bots replay that phase from its start (their per-phase memory starts empty, as it did
    // in the game that was saved).
    if std::env::var("TTS_PHASE_START").is_ok() {
        if let Some(last) = save.actions.last().cloned() {
            while save.actions.last().is_some_and(|r| {
                r.turn == last.turn && r.phase == last.phase && r.side == last.side
            }) {
                save.actions.pop();
            }
        }
        save.bot_position.clear();
    }
    let (mut g, _) = save.replay(&lib, &path).expect("replay");
    if let Some(n) = std::env::var("TTS_BUDGET")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        g.engine.set_instruction_budget(n);
    }
    let max: usize = std::env::var("TTS_ACTIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    if let Ok(q) = std::env::var("TTS_QUERY") {
        println!("query: {}", common::tts::query(&g, &q));
        return;
    }
    let mut worst = 0.0f64;
    for i in 0..max {
        if g.is_over() {
            println!("game over after {i} actions");
            break;
        }
        let t = Instant::now();
        let a = match g.bot_action() {
            Ok(a) => a,
            Err(e) => {
                println!("bot failed: {e}");
                let c = g.console();
                for l in c.iter().skip(c.len().saturating_sub(1000)) {
                    println!("  {l}");
                }
                break;
            }
        };
        let dt = t.elapsed().as_secs_f64();
        worst = worst.max(dt);
        if dt > 0.05 {
            let st = g.state();
            println!(
                "{dt:.3}s turn {} {} {}: {a}",
                st.turn,
                st.cursor.id,
                g.acting_side()
            );
        }
        if dt > 0.05 {
            let c = g.console();
            for l in c.iter().skip(c.len().saturating_sub(8)) {
                println!("  {l}");
            }
        }
        g.apply(a).expect("apply");
    }
    // TTS_GREP=text: every console line holding `text` (the bots' own prints included).
    if let Ok(pat) = std::env::var("TTS_GREP") {
        for l in g.console().iter().filter(|l| l.contains(&pat)) {
            println!("  {l}");
        }
    }
    println!("worst bot call {worst:.3}s");
}
