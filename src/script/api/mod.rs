//! The `sandtable` Lua API: the kernel as rulesets see it, namespaced by noun, one file a
//! namespace (`game.rs`, `map.rs`, `units.rs`, `moves.rs`, …); this file holds what they share:
//! the context, the conversions, unit handles and `install`.
//!
//! - `sandtable.game`: turn, phase, sides, clock, options and their declared values, scenario
//!   data, ending the game;
//! - `sandtable.map`: hexes (as their printed labels), terrain, hexsides, places, areas;
//! - `sandtable.units`: unit views and the changes a rule can make to units;
//! - `sandtable.move`: reachable hexes, paths, zones of control, traced paths;
//! - `sandtable.los`: line of sight and fire arcs;
//! - `sandtable.dice`: the game's dice, every roll logged with its purpose;
//! - `sandtable.score`, `sandtable.vars`, `sandtable.markers`, `sandtable.log`,
//!   `sandtable.tables`, `sandtable.actions`, `sandtable.bot`;
//! - `sandtable.decisions`: decisions a side owes in the middle of play (`decisions.rs`).
//!
//! Hexes cross the boundary as their printed labels (`"0405"`), units as read-only handles
//! (`u.key`, `u.hex`, `u.strength`…) or their keys. Queries work everywhere; changes are
//! refused inside legality checks, listings, bots and the victory hook, so that asking "may I?"
//! can never change the game. `docs/lua-api.md` documents every function.

use super::decl::lua_to_json;
use crate::kernel::hex::{Direction, Hex, in_front_arc};
use crate::kernel::los::line_of_sight;
use crate::kernel::movement::{
    MoveRules, SpreadRules, StepRefusal, TraceRules, spread, trace, zoc_map,
};
use crate::kernel::rules::Mp;
use crate::kernel::unit::{Location, UnitId};
use crate::kernel::{Event, World};
use mlua::{Function, Lua, Table, Value};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

mod actions;
mod bot;
mod dice;
mod game;
mod log;
mod los;
mod map;
mod markers;
mod moves;
mod score;
mod tables;
mod units;
mod vars;

/// The world slot shared by the session and the Lua API (empty until a game is attached).
pub type SharedWorld = Rc<RefCell<Option<World>>>;

/// Whether hooks may change the game right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Queries only (legality checks, listings, bots, victory).
    Query,
    /// Changes allowed (phase hooks, action resolution, set-up).
    Change,
}

/// What the API closures share: the world, the mode, the hook running, the bots' dice and
/// the options in force.
pub struct ApiCtx {
    /// The game.
    pub world: SharedWorld,
    /// May hooks change the game now?
    pub mode: Cell<Mode>,
    /// The hook running now, for messages.
    pub hook: RefCell<String>,
    /// The bots' own random stream (never the game's dice: bot choices are recorded as actions).
    pub bot_rng: RefCell<ChaCha8Rng>,
    /// Option values in force.
    pub options: RefCell<serde_json::Map<String, serde_json::Value>>,
    /// Each declared option's numbers (`values = { vp = 2 }`), by option id.
    pub option_values:
        RefCell<std::collections::BTreeMap<String, super::option_values::OptionValues>>,
    /// Lines printed where hooks only look (the last 1,000), for the host's console.
    pub console: RefCell<Vec<String>>,
    /// The legal-action lister, installed by the engine (so bots can ask for legal actions).
    pub legal: RefCell<Option<Function>>,
    /// `sandtable.vars.peek`'s converted values: name → (the world's vars revision when it
    /// was converted, the Lua value in the registry). A revision is never reused (see
    /// `World::vars_revision`), so an entry is stale exactly when the revision moved on.
    pub vars_peek: RefCell<std::collections::HashMap<String, (u64, mlua::RegistryKey)>>,
    /// The answers `sandtable.decisions.choose` gives back while an action is carried out,
    /// and the question it waits on (see [`super::decisions::Answers`]).
    pub answers: RefCell<super::decisions::Answers>,
    /// Each unit id's handle and the key of the unit it was made for (see [`unit_handle`]).
    pub handles: RefCell<Vec<Option<(Table, String)>>>,
    /// `sandtable.actions.plan`'s memo: an action (canonical JSON) → what its plan function
    /// returned, valid while the game does not change ([`ApiCtx::forget_plans`]).
    pub plans: RefCell<std::collections::HashMap<String, mlua::RegistryKey>>,
}

impl ApiCtx {
    /// The game changes: every plan made so far may be wrong now. Called by every change the
    /// API makes and by every change the session makes (`Game::with_world_mut`).
    pub fn forget_plans(&self) {
        if let Ok(mut p) = self.plans.try_borrow_mut()
            && !p.is_empty()
        {
            p.clear();
        }
    }
}

pub(crate) fn ctx(lua: &Lua) -> mlua::Result<Rc<ApiCtx>> {
    lua.app_data_ref::<Rc<ApiCtx>>()
        .map(|c| c.clone())
        .ok_or_else(|| {
            mlua::Error::RuntimeError("sandtable API used before it was installed".into())
        })
}

pub(crate) fn rt(msg: impl Into<String>) -> mlua::Error {
    mlua::Error::RuntimeError(msg.into())
}

/// Runs `f` with the world, or fails with "no game". Borrows the context in place (no `Rc`
/// clone): this is the path every unit-field read takes.
pub(crate) fn with_world<R>(
    lua: &Lua,
    f: impl FnOnce(&World) -> mlua::Result<R>,
) -> mlua::Result<R> {
    let c = lua
        .app_data_ref::<Rc<ApiCtx>>()
        .ok_or_else(|| rt("sandtable API used before it was installed"))?;
    let w = c.world.borrow();
    let w = w
        .as_ref()
        .ok_or_else(|| rt("no game is running (this function needs a scenario loaded)"))?;
    f(w)
}

/// Runs a change with the world, refusing it in query mode.
pub(crate) fn change<R>(
    lua: &Lua,
    what: &str,
    f: impl FnOnce(&mut World) -> mlua::Result<R>,
) -> mlua::Result<R> {
    let c = ctx(lua)?;
    if c.mode.get() == Mode::Query {
        return Err(rt(format!(
            "{what} cannot change the game inside {} (legality checks, listings, bots and victory only look)",
            c.hook.borrow()
        )));
    }
    c.forget_plans();
    let mut w = c.world.borrow_mut();
    let w = w.as_mut().ok_or_else(|| rt("no game is running"))?;
    f(w)
}

/// A direction by its compass name on this map's grid ("NE").
fn direction_of(w: &World, name: &str) -> mlua::Result<Direction> {
    let o = w.map.grid.orientation;
    o.parse_direction(name).ok_or_else(|| {
        rt(format!(
            "'{name}' is not a direction on this map (its directions: {})",
            Direction::ALL
                .iter()
                .map(|d| o.direction_name(*d))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })
}

pub(crate) fn hex_of(w: &World, label: &str) -> mlua::Result<Hex> {
    w.hex(label).map_err(|e| rt(e.to_string()))
}

/// The bit set of the hexside kinds named in `kinds`, or an error naming the unknown one and
/// the declared ones.
pub(crate) fn hexside_mask(w: &World, kinds: &[String]) -> mlua::Result<u64> {
    kinds.iter().try_fold(0u64, |m, k| {
        let i = w.catalog.hexside_kind(k).ok_or_else(|| {
            rt(format!(
                "unknown hexside kind '{k}' (declared: {})",
                w.catalog
                    .hexsides
                    .iter()
                    .map(|h| h.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
        Ok(m | 1 << i)
    })
}

pub(crate) fn unit_of(w: &World, v: &Value) -> mlua::Result<UnitId> {
    match v {
        Value::Table(t) => handle_id(t).ok_or_else(|| rt("expected a unit, got a table")),
        Value::String(s) => w
            .unit_id(&s.to_string_lossy())
            .map_err(|e| rt(e.to_string())),
        other => Err(rt(format!(
            "expected a unit or unit key, got {}",
            other.type_name()
        ))),
    }
}

pub(crate) fn side_of(w: &World, name: &str) -> mlua::Result<usize> {
    w.catalog.side(name).ok_or_else(|| {
        let ids: Vec<&str> = w.catalog.sides.iter().map(|s| s.id.as_str()).collect();
        rt(format!("unknown side '{name}' (sides: {})", ids.join(", ")))
    })
}

/// Converts JSON into a Lua value (null becomes nil; arrays become sequences).
pub fn json_to_lua(lua: &Lua, v: &serde_json::Value) -> mlua::Result<Value> {
    Ok(match v {
        serde_json::Value::Null => Value::Nil,
        serde_json::Value::Bool(b) => Value::Boolean(*b),
        serde_json::Value::Number(n) => match n.as_i64() {
            Some(i) => Value::Integer(i),
            None => Value::Number(n.as_f64().unwrap_or(0.0)),
        },
        serde_json::Value::String(s) => Value::String(lua.create_string(s)?),
        serde_json::Value::Array(a) => {
            let t = lua.create_table_with_capacity(a.len(), 0)?;
            for (i, x) in a.iter().enumerate() {
                t.raw_set(i + 1, json_to_lua(lua, x)?)?;
            }
            Value::Table(t)
        }
        serde_json::Value::Object(m) => {
            let t = lua.create_table_with_capacity(0, m.len())?;
            for (k, x) in m {
                t.raw_set(k.as_str(), json_to_lua(lua, x)?)?;
            }
            Value::Table(t)
        }
    })
}

pub(crate) fn to_json(lua: &Lua, v: Value) -> mlua::Result<serde_json::Value> {
    lua_to_json(lua, v).map_err(rt)
}

/// The fields of a unit that change in play, read from the world on each access (the key,
/// name and type, which never change for a unit id, are plain fields of the handle: see
/// [`unit_handle`]).
fn unit_field(lua: &Lua, id: UnitId, key: &str) -> mlua::Result<Value> {
    with_world(lua, |w| {
        let u = w
            .state
            .units
            .get(id as usize)
            .ok_or_else(|| rt("stale unit handle"))?;
        let v: Value = match key {
            "key" => Value::String(lua.create_string(&u.key)?),
            "name" => Value::String(lua.create_string(&u.name)?),
            "side" => Value::String(lua.create_string(&w.catalog.sides[u.side].id)?),
            "type" => Value::String(lua.create_string(&w.catalog.unit_types[u.unit_type].id)?),
            "hex" => match u.hex() {
                Some(h) => Value::String(lua.create_string(w.label(h))?),
                None => Value::Nil,
            },
            "location" => Value::String(lua.create_string(match &u.location {
                Location::Map(_) => "map",
                Location::Box(_) => "box",
                Location::Pending => "pending",
                Location::Eliminated => "eliminated",
            })?),
            "box" => match &u.location {
                Location::Box(b) => Value::String(lua.create_string(b)?),
                _ => Value::Nil,
            },
            "strength" => Value::Integer(u.strength as i64),
            "max_strength" => Value::Integer(u.max_strength as i64),
            "facing" => match u.facing {
                Some(d) => {
                    Value::String(lua.create_string(w.map.grid.orientation.direction_name(d))?)
                }
                None => Value::Nil,
            },
            "formation" => match u.formation {
                Some(f) => Value::String(lua.create_string(&w.catalog.formations[f].id)?),
                None => Value::Nil,
            },
            "parent" => match &u.parent {
                Some(p) => Value::String(lua.create_string(p)?),
                None => Value::Nil,
            },
            "status" => {
                let t = lua.create_table()?;
                for (i, s) in u.status.iter().enumerate() {
                    t.raw_set(i + 1, s.as_str())?;
                }
                Value::Table(t)
            }
            "props" => json_to_lua(
                lua,
                &serde_json::Value::Object(u.props.clone().into_iter().collect()),
            )?,
            "leader" => match &u.leader {
                Some(l) => {
                    let t = lua.create_table()?;
                    t.set("radius", l.radius)?;
                    if let Some(c) = &l.commands {
                        t.set("commands", c.as_str())?;
                    }
                    let r = lua.create_table()?;
                    for (k, v) in &l.ratings {
                        r.set(k.as_str(), *v)?;
                    }
                    t.set("ratings", r)?;
                    Value::Table(t)
                }
                None => Value::Nil,
            },
            "movement" => {
                let m = MoveRules::for_unit(&w.map, &w.catalog, &w.state, id)
                    .map(|r| r.allowance)
                    .unwrap_or(w.catalog.unit_types[u.unit_type].movement);
                Value::Number(m.as_f64())
            }
            "eliminated" => Value::Boolean(u.location == Location::Eliminated),
            "on_map" => Value::Boolean(u.hex().is_some()),
            _ => Value::Nil,
        };
        Ok(v)
    })
}

/// A deep copy of plain Lua data (functions are shared), leaving out top-level key `skip`.
fn deep_copy(lua: &Lua, v: Value, depth: u32, skip: Option<&str>) -> mlua::Result<Value> {
    if depth > 64 {
        return Err(rt("table nested more than 64 levels deep (a cycle?)"));
    }
    match v {
        Value::Table(t) => {
            let out = lua.create_table()?;
            for pair in t.pairs::<Value, Value>() {
                let (k, v) = pair?;
                if let (Some(s), Value::String(ks)) = (skip, &k)
                    && ks.to_string_lossy() == s
                {
                    continue;
                }
                out.raw_set(k, deep_copy(lua, v, depth + 1, None)?)?;
            }
            Ok(Value::Table(out))
        }
        other => Ok(other),
    }
}

/// The unit id behind a handle, or `None` if the table is not one.
pub(crate) fn handle_id(t: &Table) -> Option<UnitId> {
    t.metatable()?.raw_get::<Option<UnitId>>(HANDLE_ID).ok()?
}

/// Where a handle's metatable keeps its unit id (not reachable from Lua: the metatable is
/// protected by `__metatable`).
const HANDLE_ID: &str = "__sandtable_unit";

/// The handle of unit `id`: one per unit (and key) for the life of the Lua state, so that
/// passing units to hooks allocates nothing and handles compare with `==`.
///
/// A handle is an empty, read-only table. Reading a field looks first in the unit's constant
/// fields (`key`, `name`, `type`, `id`, and the methods `has` and `prop`): a plain table read inside
/// the Lua VM, with no call into Rust — what sorts by key and tables keyed by unit do all the
/// time. Every other field (hex, strength, side, formation, …) is read from the world when
/// asked, by one Rust function. A unit id whose key changed (a unit created, undone, and
/// another created in its place) gets a new handle.
pub fn unit_handle(lua: &Lua, id: UnitId) -> mlua::Result<Table> {
    let c = lua
        .app_data_ref::<Rc<ApiCtx>>()
        .ok_or_else(|| rt("sandtable API used before it was installed"))?;
    // The handle made for this id, if its unit is still the one it was made for: a key
    // compared in Rust, no call into Lua (what every hook call with a unit pays).
    let key = {
        let w = c.world.borrow();
        let w = w
            .as_ref()
            .ok_or_else(|| rt("no game is running (this function needs a scenario loaded)"))?;
        let u = w.state.units.get(id as usize);
        if let (Some(u), Some(Some((h, k)))) = (u, c.handles.borrow().get(id as usize))
            && *k == u.key
        {
            return Ok(h.clone());
        }
        u.map(|u| {
            (
                u.key.clone(),
                u.name.clone(),
                w.catalog.unit_types[u.unit_type].id.clone(),
            )
        })
    };
    let (key, name, unit_type) = key.ok_or_else(|| rt(format!("there is no unit #{id}")))?;
    let fixed = lua.create_table()?;
    fixed.raw_set("id", id)?;
    fixed.raw_set("key", key.as_str())?;
    fixed.raw_set("name", name)?;
    // A unit's type never changes in play (a reload re-indexes types by this id, in a new
    // Lua state with new handles).
    fixed.raw_set("type", unit_type)?;
    fixed.raw_set(
        "has",
        lua.named_registry_value::<Function>("sandtable.unit.has")?,
    )?;
    fixed.raw_set(
        "prop",
        lua.named_registry_value::<Function>("sandtable.unit.prop")?,
    )?;
    fixed.set_metatable(Some(
        lua.named_registry_value::<Table>("sandtable.unit.live")?,
    ))?;
    let mt = lua.create_table()?;
    mt.raw_set("__index", fixed)?;
    mt.raw_set(HANDLE_ID, id)?;
    mt.raw_set(
        "__newindex",
        lua.named_registry_value::<Function>("sandtable.unit.newindex")?,
    )?;
    mt.raw_set(
        "__tostring",
        lua.named_registry_value::<Function>("sandtable.unit.tostring")?,
    )?;
    mt.raw_set("__name", "sandtable.unit")?;
    mt.raw_set("__metatable", "sandtable.unit (read-only)")?;
    let h = lua.create_table()?;
    h.set_metatable(Some(mt))?;
    let mut handles = c.handles.borrow_mut();
    if handles.len() <= id as usize {
        handles.resize(id as usize + 1, None);
    }
    handles[id as usize] = Some((h.clone(), key));
    Ok(h)
}

fn unit_list(lua: &Lua, ids: impl IntoIterator<Item = UnitId>) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    for (i, id) in ids.into_iter().enumerate() {
        t.raw_set(i + 1, unit_handle(lua, id)?)?;
    }
    Ok(t)
}

fn str_list<S: AsRef<str>>(lua: &Lua, items: impl IntoIterator<Item = S>) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    for (i, s) in items.into_iter().enumerate() {
        t.raw_set(i + 1, s.as_ref())?;
    }
    Ok(t)
}

/// Installs the `sandtable` table (and `math.random`, `print`) into a sandboxed state.
pub fn install(lua: &Lua, shared: Rc<ApiCtx>) -> mlua::Result<()> {
    lua.set_app_data(shared);
    let st = lua.create_table()?;
    st.set("game", game::game_api(lua)?)?;
    st.set("map", map::map_api(lua)?)?;
    st.set("units", units::units_api(lua)?)?;
    st.set("move", moves::move_api(lua)?)?;
    st.set("los", los::los_api(lua)?)?;
    st.set("dice", dice::dice_api(lua)?)?;
    st.set("score", score::score_api(lua)?)?;
    st.set("vars", vars::vars_api(lua)?)?;
    st.set("markers", markers::markers_api(lua)?)?;
    st.set("log", log::log_api(lua)?)?;
    st.set("tables", tables::tables_api(lua)?)?;
    st.set("actions", actions::actions_api(lua)?)?;
    st.set("bot", bot::bot_api(lua)?)?;
    st.set("decisions", super::decisions::api(lua)?)?;
    st.set("oob", super::oob::api(lua)?)?;
    st.set("version", env!("CARGO_PKG_VERSION"))?;
    lua.globals().set("sandtable", st)?;

    // What a unit handle shares (see unit_handle): the reader of its changing fields, called
    // with the handle's table of constant fields, and the refusal of writes.
    let live = lua.create_table()?;
    live.raw_set(
        "__index",
        lua.create_function(|lua, (fixed, key): (Table, mlua::LuaString)| {
            let id: UnitId = fixed.raw_get("id")?;
            unit_field(lua, id, &key.to_str()?)
        })?,
    )?;
    lua.set_named_registry_value("sandtable.unit.live", live)?;
    lua.set_named_registry_value(
        "sandtable.unit.newindex",
        lua.create_function(|lua, (u, key): (Table, Value)| -> mlua::Result<()> {
            let who = with_world(lua, |w| {
                Ok(handle_id(&u)
                    .and_then(|id| w.state.units.get(id as usize))
                    .map(|x| x.key.clone())
                    .unwrap_or_default())
            })?;
            Err(rt(format!(
                "unit {who} is read-only ({} = …): change units through sandtable.units",
                key.to_string().unwrap_or_default()
            )))
        })?,
    )?;
    lua.set_named_registry_value(
        "sandtable.unit.tostring",
        lua.create_function(|_, u: Table| u.get::<String>("key"))?,
    )?;
    // Unit methods reached through the handle's __index.
    lua.set_named_registry_value(
        "sandtable.unit.has",
        lua.create_function(|lua, (u, status): (Value, String)| {
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                Ok(w.state.units[id as usize].has_status(&status))
            })
        })?,
    )?;
    lua.set_named_registry_value(
        "sandtable.unit.prop",
        lua.create_function(|lua, (u, name): (Value, String)| {
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                match w.state.units[id as usize].props.get(&name) {
                    Some(v) => json_to_lua(lua, v),
                    None => Ok(Value::Nil),
                }
            })
        })?,
    )?;

    // math.random rolls the game's dice.
    let math: Table = lua.globals().get("math")?;
    math.set(
        "random",
        lua.create_function(|lua, (m, n): (Option<i64>, Option<i64>)| {
            let (lo, hi) = match (m, n) {
                (None, _) => (1, 1 << 30),
                (Some(m), None) => (1, m),
                (Some(m), Some(n)) => (m, n),
            };
            if hi < lo || hi - lo >= u32::MAX as i64 {
                return Err(rt(format!(
                    "math.random: interval is empty or too large ({lo}, {hi})"
                )));
            }
            let r = change(lua, "math.random", |w| {
                w.roll((hi - lo + 1) as u32, "math.random")
                    .map_err(|e| rt(e.to_string()))
            })?;
            if m.is_none() {
                Ok(Value::Number((r.result - 1) as f64 / (1u64 << 30) as f64))
            } else {
                Ok(Value::Integer(lo + r.result as i64 - 1))
            }
        })?,
    )?;
    // print goes to the game log as a note (in a running game), else nowhere.
    lua.globals().set(
        "print",
        lua.create_function(|lua, args: mlua::Variadic<Value>| {
            let text: Vec<String> = args
                .iter()
                .map(|v| v.to_string().unwrap_or_else(|_| format!("{v:?}")))
                .collect();
            let c = ctx(lua)?;
            let line = text.join("\t");
            // In a rule that changes the game, print is a note in the game log; where hooks only
            // look (legality, bots, victory), it goes to the console, so that the log is the
            // same live and in replay.
            if c.mode.get() == Mode::Change
                && let Ok(mut w) = c.world.try_borrow_mut()
                && let Some(w) = w.as_mut()
            {
                w.emit(Event::new("note", line));
            } else {
                let mut console = c.console.borrow_mut();
                console.push(format!("[{}] {line}", c.hook.borrow()));
                let excess = console.len().saturating_sub(1000);
                console.drain(..excess);
            }
            Ok(())
        })?,
    )?;
    Ok(())
}
