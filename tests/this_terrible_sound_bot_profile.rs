//! Profiling harness for the This Terrible Sound bots (ignored): replays the save named by
//! `TTS_SAVE`, then lets the bots play on, printing the wall time of every bot call over 50 ms
//! and the console lines the bots printed. `cargo test --release --test this_terrible_sound_bot_profile -- --ignored --nocapture`.
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

/// Per-turn picture of the bots' armies, read in query mode: for each side, combat units on
/// the map by their command's accepted order (attack, defend, move, other, none), out of
/// command (S.3.2), in a stopped (4.1) command, within 3 hexes of an enemy, and pending.
const PICTURE: &str = r#"
local O, C, U = require("orders"), require("command"), require("util")
local memo = C.new_memo()
local out = {}
local whys = {}
for _, side in ipairs({ "confederate", "union" }) do
  local t = { attack = 0, defend = 0, move = 0, other = 0, none = 0, ooc = 0, stopped = 0, near = 0, pending = 0, units = 0 }
  local enemies = {}
  for _, e in ipairs(U.enemy_combat_units(side)) do enemies[#enemies + 1] = e.hex end
  for _, u in ipairs(sandtable.units.all{ side = side }) do
    if U.is_combat(u) then
      if not u.on_map then
        if u.location == "pending" then t.pending = t.pending + 1 end
      else
        t.units = t.units + 1
        local o = O.current(u)
        local k = o and o.type or "none"
        if t[k] == nil then k = "other" end
        t[k] = t[k] + 1
        local ok, why = C.in_command(u, memo)
        if not ok then
          t.ooc = t.ooc + 1
          if WHY then
            why = tostring(why):gsub("^(S%.3%.1: )" .. u.key:gsub("%p", "%%%0") .. " ", "%1* ")
            whys[why] = (whys[why] or 0) + 1
          end
        end
        for _, a in ipairs(O.ancestors(O.command_of(u))) do
          if O.stopped(a) then t.stopped = t.stopped + 1 break end
        end
        for _, h in ipairs(enemies) do
          if sandtable.map.distance(u.hex, h) <= 3 then t.near = t.near + 1 break end
        end
      end
    end
  end
  out[side] = t
end
if WHY then
  local list = {}
  for k, v in pairs(whys) do if v >= 3 then list[#list + 1] = v .. " " .. k end end
  table.sort(list)
  out.why = list
end
return out
"#;

/// Plays a whole game with the bots on every side and prints, per turn, each side's actions
/// by kind, the picture above, and at the end the result, VP, losses, action counts and the
/// seconds spent per phase. Ignored: `TTS_PLAY=sunday TTS_SEED=1 [TTS_OPTION=id or id=value]
/// [TTS_QUIET=1] cargo test --release --test this_terrible_sound_bot_profile measure -- --ignored --nocapture`.
#[test]
#[ignore]
fn measure_a_bot_game() {
    let Ok(scenario) = std::env::var("TTS_PLAY") else {
        return;
    };
    let seed: u64 = std::env::var("TTS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut opts: Vec<(String, serde_json::Value)> = Vec::new();
    if let Ok(o) = std::env::var("TTS_OPTION") {
        match o.split_once('=') {
            Some((k, v)) => opts.push((k.to_string(), serde_json::Value::String(v.to_string()))),
            None => opts.push((o.clone(), serde_json::Value::Bool(true))),
        }
    }
    let quiet = std::env::var("TTS_QUIET").is_ok();
    let opt_refs: Vec<(&str, serde_json::Value)> =
        opts.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let lib = common::library();
    let mut g = common::start(&lib, common::tts::RS, &scenario, seed, &opt_refs);
    // TTS_Q: a Lua chunk run (query mode) before the first action, its value printed.
    if let Ok(q) = std::env::var("TTS_Q") {
        println!("query: {}", common::tts::query(&g, &q));
    }
    let started = Instant::now();
    let mut per_phase: std::collections::BTreeMap<String, f64> = Default::default();
    let mut kinds: std::collections::BTreeMap<(String, String), usize> = Default::default();
    let mut turn_kinds: std::collections::BTreeMap<(String, String), usize> = Default::default();
    let mut last_turn = 0;
    let mut n = 0usize;
    let max_turn: u32 = std::env::var("TTS_TURNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(u32::MAX);
    while !g.is_over() && n < 200_000 {
        let (turn, phase) = g.with_world(|w| (w.state.turn, w.state.cursor.id.clone()));
        if turn > max_turn {
            break;
        }
        if turn != last_turn {
            if !quiet && last_turn > 0 {
                let why = std::env::var("TTS_WHY").is_ok_and(|w| w == last_turn.to_string());
                let src = format!("local WHY = {why}\n{PICTURE}");
                let p = common::tts::query(&g, &src);
                let acts: Vec<String> = turn_kinds
                    .iter()
                    .map(|((s, k), c)| format!("{s}:{k}={c}"))
                    .collect();
                println!("turn {last_turn}: {} | {p}", acts.join(" "));
            }
            turn_kinds.clear();
            last_turn = turn;
        }
        let side = g.acting_side();
        let t = Instant::now();
        let a = g.bot_action().unwrap_or_else(|e| panic!("bot failed: {e}"));
        *per_phase.entry(phase).or_default() += t.elapsed().as_secs_f64();
        let kind = a["kind"].as_str().unwrap_or("?").to_string();
        *kinds.entry((side.clone(), kind.clone())).or_default() += 1;
        *turn_kinds.entry((side, kind)).or_default() += 1;
        let t = Instant::now();
        g.apply(a).expect("apply");
        *per_phase.entry("apply".to_string()).or_default() += t.elapsed().as_secs_f64();
        n += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    if let Ok(q) = std::env::var("TTS_QEND") {
        println!("query at the end: {}", common::tts::query(&g, &q));
    }
    g.with_world(|w| {
        println!("outcome: {:?}", w.state.outcome);
        for (i, s) in w.catalog.sides.iter().enumerate() {
            let r = w.state.records.get(i).cloned().unwrap_or_default();
            println!(
                "{}: vp {} losses {} eliminated {}",
                s.id, r.vp, r.losses, r.eliminated
            );
        }
        println!(
            "turns {} actions {n} seconds {secs:.1} state hash {}",
            w.state.turn,
            w.state.hash()
        );
    });
    for ((s, k), c) in &kinds {
        println!("  {s} {k}: {c}");
    }
    for (p, t) in &per_phase {
        println!("  phase {p}: {t:.1}s");
    }
}
