//! Profiling harness for the This Terrible Sound bots (ignored): replays the save named by
//! `TTS_SAVE`, then lets the bots play on, printing the wall time of every bot call over 50 ms
//! and the console lines the bots printed. `cargo test --release --test tts_profile -- --ignored --nocapture`.

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
    let save = SaveFile::read(Path::new(&path)).expect("save");
    let (mut g, _) = save.replay(&lib, &path).expect("replay");
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
    println!("worst bot call {worst:.3}s");
}
