//! Helpers for River of Death rule tests: small scenarios on open pointy-topped ground (the
//! ruleset's map orientation), units written as Lua, and hex arithmetic by compass direction.
//! Each rule test builds its own position with these, forces the dice and checks the outcome.

use super::scenario::Scenario;
use sandtable::session::Game;

pub const RS: &str = "river-of-death";

/// A unit as a Lua table for a scenario's `units` list, with morale ratings 7/5. `extra` is
/// more Lua fields (each followed by a comma), such as `formation = "line", parent = "1-XIV",`.
pub fn unit_lua(key: &str, side: &str, ty: &str, strength: i32, hex: &str, extra: &str) -> String {
    unit_with_props(key, side, ty, strength, hex, "", extra)
}

/// [`unit_lua`] with more props before the morale ratings (`props`: Lua fields, each followed
/// by a comma and a space, such as `hq_escort = true, `).
pub fn unit_with_props(
    key: &str,
    side: &str,
    ty: &str,
    strength: i32,
    hex: &str,
    props: &str,
    extra: &str,
) -> String {
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "{ty}", strength = {strength}, hex = "{hex}", props = {{ {props}morale = {{ 7, 5 }} }}, {extra} }},"#
    )
}

/// Infantry in line facing `facing`, in `parent`'s command.
pub fn line(key: &str, side: &str, strength: i32, hex: &str, facing: &str, parent: &str) -> String {
    unit_lua(
        key,
        side,
        "infantry",
        strength,
        hex,
        &format!(r#"formation = "line", facing = "{facing}", parent = "{parent}","#),
    )
}

/// A leader of `command` (an order-of-battle key of oob.lua's commands) with `value`.
pub fn leader(key: &str, side: &str, hex: &str, command: &str, radius: i32, value: i32) -> String {
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "leader", strength = 1, hex = "{hex}", parent = "{command}", leader = {{ commands = "{command}", radius = {radius}, ratings = {{ value = {value}, stars = 1 }} }}, props = {{ rank = "division" }} }},"#
    )
}

/// A `cols` × `rows` map of clear hexes, pointy-topped with odd rows shifted as the River of
/// Death map (`CCRR` labels), and more map fields in `extra` (each followed by a comma).
pub fn open_map(cols: u32, rows: u32, extra: &str) -> String {
    format!(
        r#"{{ cols = {cols}, rows = {rows}, orientation = "pointy", odd_shifted = true, labels = "CCRR", terrain = "clear", {extra} }}"#
    )
}

/// A scenario source: `turns` turns from `day`/`time` (day 0 = 18 September), the
/// Confederate first (rule 4), the order of battle's commands, the casualty record at 0, and
/// more scenario fields in `extra` (each followed by a comma, e.g. `vars = { … },`, which
/// replaces those vars whole). [`Scenario::rod`] builds the same by parts.
pub fn scenario(
    map: &str,
    units: &[String],
    turns: u32,
    day: u32,
    time: &str,
    extra: &str,
) -> String {
    let mut s = Scenario::rod("test")
        .map(map)
        .units(units)
        .turns(turns)
        .at(day, time);
    s.raw_field(extra);
    s.lua()
}

/// Starts a game of `source` (written as scenario `id` into a copy of the library).
pub fn game(id: &str, source: &str) -> Game {
    Scenario::of(RS, id).source(source).start()
}

/// The label of the hex next to `hex` in compass direction `dir` (E, NE, NW, W, SW, SE).
pub fn next(g: &Game, hex: &str, dir: &str) -> String {
    g.with_world(|w| {
        let h = w.hex(hex).unwrap_or_else(|e| panic!("{hex}: {e}"));
        let d = w
            .map
            .grid
            .orientation
            .parse_direction(dir)
            .unwrap_or_else(|| panic!("no direction {dir}"));
        w.label(h.neighbor(d))
    })
}

/// A unit's formation, facing and statuses.
pub fn look(g: &Game, key: &str) -> (Option<String>, Option<String>, Vec<String>) {
    g.with_world(|w| {
        let id = w
            .state
            .unit_by_key(key)
            .unwrap_or_else(|| panic!("no unit {key}"));
        let u = &w.state.units[id as usize];
        let facing = u
            .facing
            .map(|d| w.map.grid.orientation.direction_name(d).to_string());
        let formation = u.formation.map(|f| w.catalog.formations[f].id.clone());
        (formation, facing, u.status.iter().cloned().collect())
    })
}

/// Runs a Lua chunk in query mode (it may read the game, not change it) and returns its value.
pub fn query(g: &Game, src: &str) -> serde_json::Value {
    super::run_lua(g, sandtable::script::Mode::Query, src)
}

/// Ends the current phase; when a reinforcement is due (6.712 refuses the end of the
/// movement phase), first enters each due unit at the first hex its `enter` list offers. A
/// decision owed (sandtable.decisions) is answered first by the computer player
/// (`bot_decides`): a phase whose end asked one ends with the answer.
pub fn end_phase(g: &mut Game) {
    if g.pending_decision().is_some() {
        bot_decides(g);
        return;
    }
    for _ in 0..500 {
        match g.apply(serde_json::json!({"kind": "end_phase"})) {
            Ok(()) => return,
            Err(e) if e.to_string().contains("6.712") => {
                let side = g.acting_side();
                let list = query(
                    g,
                    &format!("return require('arrivals').actions.enter.list('{side}')"),
                );
                let first = list
                    .as_array()
                    .and_then(|l| l.first())
                    .cloned()
                    .unwrap_or_else(|| panic!("6.712 refused the end, but nothing can enter: {e}"));
                g.apply(first.clone())
                    .unwrap_or_else(|e| panic!("{first}: {e}"));
            }
            Err(e) => panic!("end_phase failed: {e}"),
        }
    }
    panic!("reinforcements never all entered");
}

/// Ends phases (entering reinforcements as they fall due) until the game is over.
pub fn play_out(g: &mut Game) {
    for _ in 0..2000 {
        if g.is_over() {
            return;
        }
        end_phase(g);
    }
    panic!("the game did not end");
}

/// Answers every decision owed (sandtable.decisions) as the computer player would: the
/// ruleset's `decisions[kind].bot`, the fixed policy of the rules where no test is about
/// that choice.
pub fn bot_decides(g: &mut Game) {
    for _ in 0..100 {
        if g.pending_decision().is_none() {
            return;
        }
        let a = g.bot_action().unwrap();
        g.apply(a.clone())
            .unwrap_or_else(|e| panic!("the bot's answer {a} failed: {e}"));
    }
    panic!("decisions never stopped");
}

/// Answers the decisions owed as the computer player would until one of `kind` is owed
/// (panics if none comes).
pub fn bot_decides_until(g: &mut Game, kind: &str) {
    for _ in 0..100 {
        let d = g
            .pending_decision()
            .unwrap_or_else(|| panic!("no decision '{kind}' was asked"));
        if d["kind"] == kind {
            return;
        }
        let a = g.bot_action().unwrap();
        g.apply(a.clone())
            .unwrap_or_else(|e| panic!("the bot's answer {a} failed: {e}"));
    }
    panic!("decisions never stopped");
}

/// Applies an action, then answers the decisions it raised with the bots (`bot_decides`).
pub fn act_bot(g: &mut Game, json: &str) {
    super::act(g, json);
    bot_decides(g);
}

/// Answers the decision owed with `choice` (a JSON value: a string or a number), checking it
/// is the one asked of `side` under `rule`.
pub fn decide(g: &mut Game, side: &str, rule: &str, choice: serde_json::Value) {
    let d = g.pending_decision().expect("a decision is owed");
    assert_eq!(
        (d["side"].as_str(), d["rule"].as_str()),
        (Some(side), Some(rule)),
        "{d}"
    );
    g.apply(serde_json::json!({"kind": "decide", "choice": choice}))
        .unwrap_or_else(|e| panic!("deciding {choice}: {e}"));
}

/// The values of the choices of the decision owed.
pub fn choices(g: &Game) -> Vec<serde_json::Value> {
    let d = g.pending_decision().expect("a decision is owed");
    d["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].clone())
        .collect()
}

/// Applies an action given as JSON text and leaves any decision it raises owed.
pub fn act_raw(g: &mut Game, json: &str) {
    super::act(g, json);
}

/// Applies the computer's actions for the side to act until the phase ends (or `max`
/// actions); returns them.
pub fn bot_phase(g: &mut Game, max: usize) -> Vec<serde_json::Value> {
    let mut out = Vec::new();
    for _ in 0..max {
        let a = g
            .bot_action()
            .unwrap_or_else(|e| panic!("the bot failed: {e}"));
        let end = a["kind"] == "end_phase";
        g.apply(a.clone())
            .unwrap_or_else(|e| panic!("bot action {a} failed: {e}"));
        out.push(a);
        if end {
            break;
        }
    }
    out
}

/// The ground of the creek-crossing tests: 30 × 30 clear hexes with the creek, fords and
/// bridges of map.lua at their hexsides, and more map fields in `extra` (each followed by a
/// comma). Unless `extra` names its own `areas`, the LaFayette Road is one hex, 0101 (victory.lua
/// scores 11.31 at the end of 1900/2000 with it).
pub fn creek_map(extra: &str) -> String {
    let extra = if extra.contains("areas") {
        extra.to_string()
    } else {
        format!(r#"areas = {{ ["LaFayette Road"] = {{ "0101" }} }}, {extra}"#)
    };
    open_map(
        30,
        30,
        &format!(
            r#"hexsides = {{
      creek = {{ "2527/2528", "2806/2906", "2717/2817", "2128/2228" }},
      ford = {{ "2527/2528", "2806/2906", "2717/2817" }},
      bridge = {{ "2806/2906", "2717/2817", "2128/2228" }},
    }}, {extra}"#
        ),
    )
}

/// *The Rock of Chickamauga* (12.5, 6 turns) at `seed` played to its end by the computer
/// players with the referee on (each side `profile`, or the default), checked to have ended
/// and to have broken no rule.
pub fn played_rock(profile: Option<&str>, seed: u64) -> Game {
    let mut g = super::start(&super::library(), RS, "sept-20-rock", seed, &[]);
    if let Some(p) = profile {
        for side in ["union", "confederate"] {
            g.set_bot_profile(side, p).unwrap();
        }
    }
    g.referee = true;
    let who = profile.unwrap_or("default");
    let n = g
        .run_bots(&|_| true, 20_000)
        .unwrap_or_else(|e| panic!("{who} seed {seed}: the bots failed: {e}"));
    assert!(
        n < 20_000 && g.is_over(),
        "{who} seed {seed}: the game did not end"
    );
    super::assert_refereed(&g);
    g
}
