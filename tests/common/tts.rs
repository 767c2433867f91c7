//! Helpers for This Terrible Sound rule tests: small scenarios on open ground oriented like the
//! real six-sheet map (pointy-topped, odd rows shifted; `CCRR` labels for brevity), with real
//! regiments, batteries and leaders taken from the order of battle by key (so their commands,
//! strengths and props are the game's), and the whole command tree of both armies.

use super::scenario::Scenario;
use sandtable::session::Game;

pub const RS: &str = "this-terrible-sound";

/// A `cols` × `rows` map of field hexes (pointy-topped, odd rows shifted, `CCRR` labels), with
/// more map fields in `extra` (each followed by a comma), e.g.
/// `hexes = { forest = { "0303" } }, hexsides = { slope = { "0303/0403" } },`.
pub fn open_map(cols: u32, rows: u32, extra: &str) -> String {
    format!(
        r#"{{ cols = {cols}, rows = {rows}, orientation = "pointy", odd_shifted = true, labels = "CCRR", terrain = "field", {extra} }}"#
    )
}

/// A unit of the order of battle by key ("17 Ohio/1/3/14", or a leader "Thomas"), placed at
/// `hex` with more Lua fields in `extra` (e.g. `formation = "line", facing = "E",
/// strength = 5,`). Written as a call of the scenario prelude's `unit` function.
pub fn oob(side: &str, key: &str, hex: &str, extra: &str) -> String {
    format!(r#"unit("{side}", "{key}", {{ hex = "{hex}", {extra} }}),"#)
}

/// A Confederate unit of the order of battle at `hex` ([`oob`]).
pub fn conf(key: &str, hex: &str, extra: &str) -> String {
    oob("confederate", key, hex, extra)
}

/// A Union unit of the order of battle at `hex` ([`oob`]).
pub fn union(key: &str, hex: &str, extra: &str) -> String {
    oob("union", key, hex, extra)
}

/// Two regiments the bot tests set against each other.
pub const ARK: &str = "5+13 Ark/G/L/Res";
pub const OHIO: &str = "17 Ohio/1/3/14";

/// The Lua before a This Terrible Sound scenario's `return`: the order of battle's `unit`
/// function that [`oob`] entries call, and `commands`, the whole command tree of both armies.
pub const PRELUDE: &str = r#"local oob = require("oob")
local data = { union = require("oob_union"), confederate = require("oob_confederate") }
local ix = { union = oob.index(data.union), confederate = oob.index(data.confederate) }
local function unit(side, key, spec)
  spec.key = key
  return oob.scenario_unit(data[side], ix[side], spec)
end
local commands = {}
for _, side in ipairs({ "union", "confederate" }) do
  for _, c in ipairs(data[side].commands) do
    commands[#commands + 1] = { key = c.key, name = c.name, echelon = c.echelon, side = side, parent = c.parent }
  end
end"#;

/// A scenario source: `turns` turns from `day`/`time` (day 0 = 18 September), `first` side
/// first, both armies' commands, and more scenario fields in `extra` (each followed by a
/// comma, e.g. `vars = { … },`). `units` are `oob(...)` entries or plain Lua unit tables.
/// [`Scenario::tts`] builds the same by parts; this is kept for tests/movement_search.rs.
pub fn scenario(
    map: &str,
    units: &[String],
    turns: u32,
    day: u32,
    time: &str,
    first: &str,
    extra: &str,
) -> String {
    let mut s = Scenario::tts("test")
        .map(map)
        .units(units)
        .turns(turns)
        .at(day, time)
        .first(first);
    s.raw_field(extra);
    s.lua()
}

/// The orders tests' armies: Rosecrans and Thomas at 0303, Brannan and Croxton with 10 Ind
/// (in line, facing east) to the east, Liddell and 29 Miss (facing west) beyond.
pub fn union_army() -> Vec<String> {
    vec![
        oob("union", "Rosecrans", "0303", ""),
        oob("union", "Thomas", "0303", ""),
        oob("union", "Brannan", "0505", ""),
        oob("union", "Croxton", "0606", ""),
        oob(
            "union",
            "10 Ind/2/3/14",
            "0706",
            r#"formation = "line", facing = "E","#,
        ),
        oob("confederate", "Liddell", "2008", ""),
        oob(
            "confederate",
            "29 Miss/W/L/Res",
            "1808",
            r#"formation = "line", facing = "W","#,
        ),
    ]
}

/// Starts a game of `source` (written as scenario `id` into a copy of the library); kept for
/// tests/movement_search.rs (the others use [`Scenario`]).
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
    super::rod::query(g, src)
}

/// Runs a Lua chunk in change mode (it may change the game) and returns its value.
pub fn change(g: &Game, src: &str) -> serde_json::Value {
    super::run_lua(g, sandtable::script::Mode::Change, src)
}

/// A fire at one hex (tests/this_terrible_sound_fire.rs, S.5.1): 10 Ind (7 SP, level A) in line
/// at 0303 facing E and 24 Miss (9 SP) at 0403 facing W, on an open 12 × 8 map at 10:00, in the
/// Union defensive fire phase: 10 Ind may fire at 0403 (4 points, column 4-6).
pub fn fire_face_off(id: &str) -> Game {
    let line = |side: &str, key: &str, hex: &str, facing: &str| {
        oob(
            side,
            key,
            hex,
            &format!(r#"formation = "line", facing = "{facing}","#),
        )
    };
    Scenario::tts(id)
        .size(12, 8)
        .first("confederate")
        .unit(line("union", "10 Ind/2/3/14", "0303", "E"))
        .unit(line("confederate", "24 Miss/W/L/Res", "0403", "W"))
        .start_at("union", "defensive_fire")
}
