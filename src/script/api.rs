//! The `sandtable` Lua API: the kernel as rulesets see it, namespaced by noun.
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
use crate::kernel::movement::{MoveRules, TraceRules, trace, zoc_map};
use crate::kernel::rules::Mp;
use crate::kernel::unit::{Location, UnitId};
use crate::kernel::{Event, World};
use mlua::{Function, Lua, MetaMethod, Table, UserData, UserDataFields, UserDataMethods, Value};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

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
}

/// A read-only handle on a unit.
#[derive(Clone, Copy, Debug)]
pub struct UnitRef(pub UnitId);

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

pub(crate) fn unit_of(w: &World, v: &Value) -> mlua::Result<UnitId> {
    match v {
        Value::UserData(ud) => ud
            .borrow::<UnitRef>()
            .map(|u| u.0)
            .map_err(|_| rt("expected a unit")),
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

impl UserData for UnitRef {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_method_get("id", |_, this| Ok(this.0));
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_meta_method(MetaMethod::Index, |lua, this, key: mlua::LuaString| {
            let key = key.to_str()?;
            with_world(lua, |w| {
                let u = w
                    .state
                    .units
                    .get(this.0 as usize)
                    .ok_or_else(|| rt("stale unit handle"))?;
                let v: Value = match &*key {
                    "key" => Value::String(lua.create_string(&u.key)?),
                    "name" => Value::String(lua.create_string(&u.name)?),
                    "side" => Value::String(lua.create_string(&w.catalog.sides[u.side].id)?),
                    "type" => {
                        Value::String(lua.create_string(&w.catalog.unit_types[u.unit_type].id)?)
                    }
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
                        Some(d) => Value::String(
                            lua.create_string(w.map.grid.orientation.direction_name(d))?,
                        ),
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
                        let m = MoveRules::for_unit(&w.map, &w.catalog, &w.state, this.0)
                            .map(|r| r.allowance)
                            .unwrap_or(w.catalog.unit_types[u.unit_type].movement);
                        Value::Number(m.as_f64())
                    }
                    "eliminated" => Value::Boolean(u.location == Location::Eliminated),
                    "on_map" => Value::Boolean(u.hex().is_some()),
                    "has" | "prop" => {
                        // Methods: looked up here because __index handles every key.
                        let f =
                            lua.named_registry_value::<Function>(&format!("sandtable.unit.{key}"))?;
                        Value::Function(f)
                    }
                    _ => Value::Nil,
                };
                Ok(v)
            })
        });
        methods.add_meta_method(MetaMethod::Eq, |_, this, other: mlua::AnyUserData| {
            Ok(other
                .borrow::<UnitRef>()
                .map(|o| o.0 == this.0)
                .unwrap_or(false))
        });
        methods.add_meta_method(MetaMethod::ToString, |lua, this, ()| {
            with_world(lua, |w| {
                Ok(w.state
                    .units
                    .get(this.0 as usize)
                    .map(|u| u.key.clone())
                    .unwrap_or_default())
            })
        });
    }
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

/// The handle of unit `id`: one per unit for the life of the Lua state (unit ids are stable),
/// so that passing units to hooks allocates nothing and handles compare with `==`.
pub fn unit_handle(lua: &Lua, id: UnitId) -> mlua::Result<mlua::AnyUserData> {
    let cache: Table = match lua.named_registry_value::<Option<Table>>("sandtable.handles")? {
        Some(t) => t,
        None => {
            let t = lua.create_table()?;
            lua.set_named_registry_value("sandtable.handles", &t)?;
            t
        }
    };
    if let Some(ud) = cache.raw_get::<Option<mlua::AnyUserData>>(id as i64 + 1)? {
        return Ok(ud);
    }
    let ud = lua.create_userdata(UnitRef(id))?;
    cache.raw_set(id as i64 + 1, &ud)?;
    Ok(ud)
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
    st.set("game", game_api(lua)?)?;
    st.set("map", map_api(lua)?)?;
    st.set("units", units_api(lua)?)?;
    st.set("move", move_api(lua)?)?;
    st.set("los", los_api(lua)?)?;
    st.set("dice", dice_api(lua)?)?;
    st.set("score", score_api(lua)?)?;
    st.set("vars", vars_api(lua)?)?;
    st.set("markers", markers_api(lua)?)?;
    st.set("log", log_api(lua)?)?;
    st.set("tables", tables_api(lua)?)?;
    st.set("actions", actions_api(lua)?)?;
    st.set("bot", bot_api(lua)?)?;
    st.set("decisions", super::decisions::api(lua)?)?;
    st.set("oob", super::oob::api(lua)?)?;
    st.set("version", env!("CARGO_PKG_VERSION"))?;
    lua.globals().set("sandtable", st)?;

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

fn game_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "turn",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.turn)))?,
    )?;
    t.set(
        "last_turn",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.last_turn)))?,
    )?;
    t.set(
        "phase",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.cursor.id.clone())))?,
    )?;
    t.set(
        "active_side",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| Ok(w.catalog.sides[w.state.active_side].id.clone()))
        })?,
    )?;
    t.set(
        "sides",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                str_list(lua, w.catalog.sides.iter().map(|s| s.id.as_str()))
            })
        })?,
    )?;
    t.set(
        "enemy",
        lua.create_function(|lua, side: String| {
            with_world(lua, |w| {
                let s = side_of(w, &side)?;
                let other = (0..w.catalog.sides.len()).find(|i| *i != s).unwrap_or(s);
                Ok(w.catalog.sides[other].id.clone())
            })
        })?,
    )?;
    t.set(
        "clock",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                let t = lua.create_table()?;
                t.set("day", w.state.clock.day)?;
                t.set("time", w.state.clock.time())?;
                t.set("minute", w.state.clock.minute)?;
                t.set("night", w.state.clock.night)?;
                Ok(t)
            })
        })?,
    )?;
    t.set(
        "is_night",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.clock.night)))?,
    )?;
    t.set(
        "option",
        lua.create_function(|lua, id: String| {
            let c = ctx(lua)?;
            let opts = c.options.borrow();
            match opts.get(&id) {
                Some(v) => json_to_lua(lua, v),
                None => Err(rt(format!(
                    "sandtable.game.option: no option '{id}' is declared"
                ))),
            }
        })?,
    )?;
    t.set(
        "option_values",
        lua.create_function(|lua, id: String| {
            let c = ctx(lua)?;
            let all = c.option_values.borrow();
            let Some(values) = all.get(&id) else {
                return Err(rt(format!(
                    "sandtable.game.option_values: no option '{id}' is declared"
                )));
            };
            let t = lua.create_table()?;
            for (k, v) in values {
                t.set(k.as_str(), json_to_lua(lua, v)?)?;
            }
            Ok(t)
        })?,
    )?;
    t.set(
        "scenario",
        lua.create_function(|lua, ()| {
            // A copy without the map (read the map through sandtable.map): scenario data
            // cannot be changed behind the saved state's back.
            let v = lua.named_registry_value::<Value>("sandtable.scenario")?;
            deep_copy(lua, v, 0, Some("map"))
        })?,
    )?;
    t.set(
        "finish",
        lua.create_function(
            |lua, (winner, level, reason): (Option<String>, String, Option<String>)| {
                change(lua, "sandtable.game.finish", |w| {
                    let win = match winner.as_deref() {
                        None | Some("") | Some("draw") => None,
                        Some(s) => Some(side_of(w, s)?),
                    };
                    let reason = reason.unwrap_or_default();
                    w.state.outcome = Some(crate::kernel::state::Outcome {
                        winner: win,
                        level: level.clone(),
                        reason: reason.clone(),
                    });
                    let who = win
                        .map(|s| w.catalog.sides[s].name.clone())
                        .unwrap_or_else(|| "nobody".into());
                    w.emit(
                        Event::new(
                            "game_ended",
                            format!("The game ends: {who} wins ({level}). {reason}"),
                        )
                        .with(
                            "winner",
                            win.map(|s| w.catalog.sides[s].id.clone())
                                .unwrap_or_default(),
                        )
                        .with("level", level),
                    );
                    Ok(())
                })
            },
        )?,
    )?;
    Ok(t)
}

fn map_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "on_map",
        lua.create_function(|lua, l: String| with_world(lua, |w| Ok(w.hex(&l).is_ok())))?,
    )?;
    t.set(
        "terrain",
        lua.create_function(|lua, l: String| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                let ti = w.map.terrain(h).unwrap_or(0) as usize;
                Ok(w.catalog.terrain[ti].id.clone())
            })
        })?,
    )?;
    t.set(
        "elevation",
        lua.create_function(|lua, l: String| {
            with_world(lua, |w| Ok(w.map.elevation(hex_of(w, &l)?)))
        })?,
    )?;
    t.set(
        "neighbors",
        lua.create_function(|lua, l: String| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                str_list(
                    lua,
                    h.neighbors()
                        .into_iter()
                        .filter(|n| w.map.contains(*n))
                        .map(|n| w.label(n)),
                )
            })
        })?,
    )?;
    t.set(
        "neighbor",
        lua.create_function(|lua, (l, dir): (String, String)| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                let d = direction_of(w, &dir)?;
                let n = h.neighbor(d);
                Ok(w.map.contains(n).then(|| w.label(n)))
            })
        })?,
    )?;
    t.set(
        "distance",
        lua.create_function(|lua, (a, b): (String, String)| {
            with_world(lua, |w| Ok(hex_of(w, &a)?.distance(hex_of(w, &b)?)))
        })?,
    )?;
    t.set(
        "direction",
        lua.create_function(|lua, (a, b): (String, String)| {
            with_world(lua, |w| {
                let (ha, hb) = (hex_of(w, &a)?, hex_of(w, &b)?);
                Ok(ha
                    .direction_to(hb)
                    .map(|d| w.map.grid.orientation.direction_name(d).to_string()))
            })
        })?,
    )?;
    t.set(
        "boxes",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                str_list(lua, w.map.boxes.iter().map(|b| b.id.as_str()))
            })
        })?,
    )?;
    t.set(
        "directions",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                let o = w.map.grid.orientation;
                str_list(lua, Direction::ALL.iter().map(|d| o.direction_name(*d)))
            })
        })?,
    )?;
    t.set(
        "turn",
        lua.create_function(|lua, (dir, sixths): (String, i32)| {
            with_world(lua, |w| {
                let o = w.map.grid.orientation;
                let d = direction_of(w, &dir)?;
                Ok(o.direction_name(d.rotate(sixths)).to_string())
            })
        })?,
    )?;
    t.set(
        "facing_frame",
        lua.create_function(|lua, (from, facing, to): (String, String, String)| {
            with_world(lua, |w| {
                let (a, b) = (hex_of(w, &from)?, hex_of(w, &to)?);
                let f = direction_of(w, &facing)?;
                Ok(crate::kernel::hex::facing_frame(a, f, b))
            })
        })?,
    )?;
    t.set(
        "bearing",
        lua.create_function(|lua, (from, facing, to): (String, String, String)| {
            with_world(lua, |w| {
                let (a, b) = (hex_of(w, &from)?, hex_of(w, &to)?);
                let f = direction_of(w, &facing)?;
                Ok(match crate::kernel::hex::bearing(a, f, b) {
                    None => (None, None),
                    Some(crate::kernel::hex::Bearing::Side(k)) => (Some(k as i64), None),
                    Some(crate::kernel::hex::Bearing::Vertex(k, k2)) => {
                        (Some(k as i64), Some(k2 as i64))
                    }
                })
            })
        })?,
    )?;
    t.set(
        "hexside",
        lua.create_function(|lua, (a, b, all): (String, String, Option<bool>)| {
            with_world(lua, |w| {
                let (ha, hb) = (hex_of(w, &a)?, hex_of(w, &b)?);
                let d = ha
                    .direction_to(hb)
                    .ok_or_else(|| rt(format!("{a} and {b} are not adjacent")))?;
                let bits = w.map.hexside(ha, d);
                let bits = if all.unwrap_or(false) {
                    bits
                } else {
                    w.catalog.effective_hexside(bits)
                };
                str_list(lua, w.catalog.hexside_names(bits))
            })
        })?,
    )?;
    t.set(
        "has_hexside",
        lua.create_function(|lua, (a, b, kind): (String, String, String)| {
            with_world(lua, |w| {
                let (ha, hb) = (hex_of(w, &a)?, hex_of(w, &b)?);
                let Some(d) = ha.direction_to(hb) else {
                    return Ok(false);
                };
                let k = w
                    .catalog
                    .hexside_kind(&kind)
                    .ok_or_else(|| rt(format!("unknown hexside kind '{kind}'")))?;
                Ok(w.catalog.effective_hexside(w.map.hexside(ha, d)) & (1 << k) != 0)
            })
        })?,
    )?;
    t.set(
        "set_hexside",
        lua.create_function(
            |lua, (a, b, kind, present, why): (String, String, String, bool, Option<String>)| {
                change(lua, "sandtable.map.set_hexside", |w| {
                    let (ha, hb) = (hex_of(w, &a)?, hex_of(w, &b)?);
                    let d = ha
                        .direction_to(hb)
                        .ok_or_else(|| rt(format!("{a} and {b} are not adjacent")))?;
                    let k = w
                        .catalog
                        .hexside_kind(&kind)
                        .ok_or_else(|| rt(format!("unknown hexside kind '{kind}'")))?;
                    w.set_hexside(ha, d, k as u32, present, why.as_deref().unwrap_or(""))
                        .map_err(|e| rt(e.to_string()))
                })
            },
        )?,
    )?;
    t.set(
        "place",
        lua.create_function(|lua, name: String| {
            with_world(lua, |w| Ok(w.map.place(&name).map(|p| w.label(p.hex))))
        })?,
    )?;
    t.set(
        "places",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                let t = lua.create_table()?;
                for (i, p) in w.map.places.iter().enumerate() {
                    let e = lua.create_table()?;
                    e.set("name", p.name.as_str())?;
                    e.set("hex", w.label(p.hex))?;
                    e.set("kind", p.kind.as_str())?;
                    t.raw_set(i + 1, e)?;
                }
                Ok(t)
            })
        })?,
    )?;
    t.set(
        "area",
        lua.create_function(|lua, name: String| {
            with_world(lua, |w| {
                let a = w
                    .map
                    .areas
                    .get(&name)
                    .ok_or_else(|| rt(format!("the map has no area '{name}'")))?;
                str_list(lua, a.iter().map(|h| w.label(*h)))
            })
        })?,
    )?;
    t.set(
        "within",
        lua.create_function(|lua, (l, r): (String, u32)| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                str_list(
                    lua,
                    h.range(r)
                        .into_iter()
                        .filter(|x| w.map.contains(*x))
                        .map(|x| w.label(x)),
                )
            })
        })?,
    )?;
    t.set(
        "hexes",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| str_list(lua, w.map.hexes().map(|h| w.label(h))))
        })?,
    )?;
    t.set(
        "is_edge",
        lua.create_function(|lua, l: String| {
            with_world(lua, |w| Ok(w.map.is_edge(hex_of(w, &l)?)))
        })?,
    )?;
    t.set(
        "line",
        lua.create_function(|lua, (a, b): (String, String)| {
            with_world(lua, |w| {
                let (ha, hb) = (hex_of(w, &a)?, hex_of(w, &b)?);
                let t = lua.create_table()?;
                for (i, step) in ha.line(hb).iter().enumerate() {
                    // A hexside step along the map edge names only its on-map hex.
                    let s = str_list(
                        lua,
                        step.hexes()
                            .filter(|h| w.map.contains(*h))
                            .map(|h| w.label(h)),
                    )?;
                    t.raw_set(i + 1, s)?;
                }
                Ok(t)
            })
        })?,
    )?;
    Ok(t)
}

fn units_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "get",
        lua.create_function(|lua, key: String| {
            with_world(lua, |w| match w.state.unit_by_key(&key) {
                Some(id) => Ok(Value::UserData(unit_handle(lua, id)?)),
                None => Ok(Value::Nil),
            })
        })?,
    )?;
    t.set(
        "all",
        lua.create_function(|lua, filter: Option<Table>| {
            with_world(lua, |w| {
                let side = match filter
                    .as_ref()
                    .map(|f| f.get::<Option<String>>("side"))
                    .transpose()?
                    .flatten()
                {
                    Some(s) => Some(side_of(w, &s)?),
                    None => None,
                };
                let utype = filter
                    .as_ref()
                    .map(|f| f.get::<Option<String>>("type"))
                    .transpose()?
                    .flatten();
                let status = filter
                    .as_ref()
                    .map(|f| f.get::<Option<String>>("status"))
                    .transpose()?
                    .flatten();
                let location = filter
                    .as_ref()
                    .map(|f| f.get::<Option<String>>("location"))
                    .transpose()?
                    .flatten();
                if let Some(other) = location.as_deref()
                    && !["any", "map", "pending", "eliminated", "box"].contains(&other)
                {
                    return Err(rt(format!(
                        "sandtable.units.all: location '{other}' is not one of map, pending, eliminated, box, any"
                    )));
                }
                let ids = w.state.units.iter().enumerate().filter(|(_, u)| {
                    side.is_none_or(|s| u.side == s)
                        && utype
                            .as_ref()
                            .is_none_or(|t| w.catalog.unit_types[u.unit_type].id == *t)
                        && status.as_ref().is_none_or(|s| u.has_status(s))
                        && match location.as_deref() {
                            None | Some("map") => u.hex().is_some(),
                            Some("pending") => u.location == Location::Pending,
                            Some("eliminated") => u.location == Location::Eliminated,
                            Some("box") => matches!(u.location, Location::Box(_)),
                            _ => true,
                        }
                });
                unit_list(lua, ids.map(|(i, _)| i as UnitId))
            })
        })?,
    )?;
    t.set(
        "at",
        lua.create_function(|lua, l: String| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                unit_list(lua, w.state.units_at(h).collect::<Vec<_>>())
            })
        })?,
    )?;
    t.set(
        "move",
        lua.create_function(|lua, (u, l, cost): (Value, String, Option<f64>)| {
            change(lua, "sandtable.units.move", |w| {
                let id = unit_of(w, &u)?;
                let h = hex_of(w, &l)?;
                let cost = cost
                    .map(|c| {
                        Mp::from_f64(c).map_err(|e| rt(format!("sandtable.units.move: cost {e}")))
                    })
                    .transpose()?
                    .map(|m| m.to_string());
                w.move_unit(id, h, cost).map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "remove",
        lua.create_function(|lua, (u, to, why): (Value, String, Option<String>)| {
            change(lua, "sandtable.units.remove", |w| {
                let id = unit_of(w, &u)?;
                let loc = match to.as_str() {
                    "pending" => Location::Pending,
                    b if w.map.boxes.iter().any(|x| x.id == b) => Location::Box(b.to_string()),
                    b => {
                        let boxes: Vec<&str> = w.map.boxes.iter().map(|x| x.id.as_str()).collect();
                        return Err(rt(format!(
                            "sandtable.units.remove: '{b}' is neither \"pending\" nor a box of the map (boxes: {}); to eliminate a unit use sandtable.units.eliminate",
                            if boxes.is_empty() { "none".to_string() } else { boxes.join(", ") }
                        )));
                    }
                };
                w.remove_unit(id, loc, why.as_deref().unwrap_or(""))
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "set_strength",
        lua.create_function(|lua, (u, n, why): (Value, i32, Option<String>)| {
            change(lua, "sandtable.units.set_strength", |w| {
                let id = unit_of(w, &u)?;
                w.set_strength(id, n, why.as_deref().unwrap_or(""))
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "damage",
        lua.create_function(|lua, (u, n, why): (Value, i32, Option<String>)| {
            change(lua, "sandtable.units.damage", |w| {
                let id = unit_of(w, &u)?;
                let s = w.state.units[id as usize].strength;
                let left = s
                    .checked_sub(n)
                    .ok_or_else(|| rt(format!("damage {n} is out of range")))?;
                w.set_strength(id, left, why.as_deref().unwrap_or("losses"))
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "eliminate",
        lua.create_function(|lua, (u, why): (Value, Option<String>)| {
            change(lua, "sandtable.units.eliminate", |w| {
                let id = unit_of(w, &u)?;
                w.eliminate(id, why.as_deref().unwrap_or(""))
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "set_status",
        lua.create_function(|lua, (u, s, on): (Value, String, Option<bool>)| {
            change(lua, "sandtable.units.set_status", |w| {
                let id = unit_of(w, &u)?;
                w.set_status(id, &s, on.unwrap_or(true))
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "create",
        lua.create_function(|lua, spec: Table| {
            let what = "sandtable.units.create";
            for (k, _) in spec.pairs::<Value, Value>().flatten() {
                let k = k.to_string().unwrap_or_default();
                if ![
                    "key", "name", "side", "type", "strength", "max_strength", "hex", "parent",
                    "props", "status",
                ]
                .contains(&k.as_str())
                {
                    return Err(rt(format!(
                        "{what}: unknown key '{k}' (allowed: key, name, side, type, strength, max_strength, hex, parent, props, status)"
                    )));
                }
            }
            let key: String = spec
                .get::<Option<String>>("key")?
                .ok_or_else(|| rt(format!("{what}: 'key' is missing")))?;
            let name = spec.get::<Option<String>>("name")?.unwrap_or_else(|| key.clone());
            let side: String = spec
                .get::<Option<String>>("side")?
                .ok_or_else(|| rt(format!("{what}: 'side' is missing")))?;
            let ty: String = spec
                .get::<Option<String>>("type")?
                .ok_or_else(|| rt(format!("{what}: 'type' is missing")))?;
            let strength = match spec.get::<Value>("strength")? {
                Value::Integer(n) => i32::try_from(n)
                    .map_err(|_| rt(format!("{what}: strength {n} is out of range")))?,
                Value::Nil => return Err(rt(format!("{what}: 'strength' is missing"))),
                other => {
                    return Err(rt(format!(
                        "{what}: strength must be a whole number, not {}",
                        other.to_string().unwrap_or_default()
                    )));
                }
            };
            let max_strength = match spec.get::<Option<i64>>("max_strength")? {
                Some(n) => i32::try_from(n)
                    .map_err(|_| rt(format!("{what}: max_strength {n} is out of range")))?,
                None => strength,
            };
            let props = match spec.get::<Value>("props")? {
                Value::Nil => Default::default(),
                v => match to_json(lua, v)? {
                    serde_json::Value::Object(m) => m.into_iter().collect(),
                    other => return Err(rt(format!("{what}: props must be a table, not {other}"))),
                },
            };
            let status: std::collections::BTreeSet<String> = spec
                .get::<Option<Vec<String>>>("status")?
                .unwrap_or_default()
                .into_iter()
                .collect();
            let parent = spec.get::<Option<String>>("parent")?;
            let hex = spec.get::<Option<String>>("hex")?;
            let id = change(lua, what, |w| {
                let side = side_of(w, &side)?;
                let unit_type = w.catalog.unit_type(&ty).ok_or_else(|| {
                    rt(format!("{what}: unknown unit type '{ty}'"))
                })?;
                let location = match &hex {
                    Some(l) => Location::Map(hex_of(w, l)?),
                    None => Location::Pending,
                };
                w.create_unit(crate::kernel::Unit {
                    key,
                    name,
                    side,
                    unit_type,
                    parent,
                    location,
                    strength,
                    max_strength,
                    facing: None,
                    formation: None,
                    status,
                    leader: None,
                    props,
                })
                .map_err(|e| rt(format!("{what}: {e}")))
            })?;
            unit_handle(lua, id)
        })?,
    )?;
    t.set(
        "set_side",
        lua.create_function(
            |lua, (u, side, why, parent): (Value, String, Option<String>, Option<String>)| {
                change(lua, "sandtable.units.set_side", |w| {
                    let id = unit_of(w, &u)?;
                    let s = side_of(w, &side)?;
                    w.set_side(id, s, parent, why.as_deref().unwrap_or(""))
                        .map_err(|e| rt(format!("sandtable.units.set_side: {e}")))
                })
            },
        )?,
    )?;
    t.set(
        "set_facing",
        lua.create_function(|lua, (u, dir): (Value, Option<String>)| {
            change(lua, "sandtable.units.set_facing", |w| {
                let id = unit_of(w, &u)?;
                let d = match dir {
                    Some(d) => Some(direction_of(w, &d)?),
                    None => None,
                };
                w.set_facing(id, d).map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "set_formation",
        lua.create_function(|lua, (u, f): (Value, Option<String>)| {
            change(lua, "sandtable.units.set_formation", |w| {
                let id = unit_of(w, &u)?;
                let fi = match f {
                    Some(f) => Some(
                        w.catalog
                            .formation(&f)
                            .ok_or_else(|| rt(format!("unknown formation '{f}'")))?,
                    ),
                    None => None,
                };
                w.set_formation(id, fi).map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "set_prop",
        lua.create_function(|lua, (u, k, v): (Value, String, Value)| {
            let json = to_json(lua, v)?;
            change(lua, "sandtable.units.set_prop", |w| {
                let id = unit_of(w, &u)?;
                w.set_prop(id, &k, json).map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "stack",
        lua.create_function(|lua, (l, side): (String, String)| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                let s = side_of(w, &side)?;
                Ok(w.state
                    .units
                    .iter()
                    .filter(|u| u.side == s && u.hex() == Some(h))
                    .map(|u| w.catalog.unit_types[u.unit_type].stack)
                    .sum::<u32>())
            })
        })?,
    )?;
    Ok(t)
}

fn move_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    /// The options of `reachable` and `path`: `budget`, `ignore_zoc`, `block` (hex labels the
    /// unit may not enter).
    struct MoveOpts {
        budget: Option<Mp>,
        ignore_zoc: bool,
        block: Vec<String>,
    }
    fn opts(o: &Option<Table>) -> mlua::Result<MoveOpts> {
        let Some(o) = o else {
            return Ok(MoveOpts {
                budget: None,
                ignore_zoc: false,
                block: Vec::new(),
            });
        };
        let budget = o
            .get::<Option<f64>>("budget")?
            .map(|b| Mp::from_f64(b).map_err(rt))
            .transpose()?;
        let ignore_zoc = o.get::<Option<bool>>("ignore_zoc")?.unwrap_or(false);
        let block = o
            .get::<Option<Vec<String>>>("block")
            .map_err(|_| rt("move option 'block' must be a list of hex labels"))?
            .unwrap_or_default();
        Ok(MoveOpts {
            budget,
            ignore_zoc,
            block,
        })
    }
    fn rules_for<'w>(
        w: &'w World,
        id: UnitId,
        o: &MoveOpts,
    ) -> mlua::Result<Option<MoveRules<'w>>> {
        let Some(rules) = MoveRules::for_unit(&w.map, &w.catalog, &w.state, id) else {
            return Ok(None);
        };
        let rules = if o.ignore_zoc {
            rules.ignoring_zoc()
        } else {
            rules
        };
        let block = o
            .block
            .iter()
            .map(|l| hex_of(w, l))
            .collect::<mlua::Result<Vec<Hex>>>()?;
        Ok(Some(rules.blocking(&block)))
    }
    t.set(
        "reachable",
        lua.create_function(|lua, (u, o): (Value, Option<Table>)| {
            let o = opts(&o)?;
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                let Some(rules) = rules_for(w, id, &o)? else {
                    return lua.create_table();
                };
                let start = w.state.units[id as usize]
                    .hex()
                    .ok_or_else(|| rt("unit is not on the map"))?;
                let reach = rules.reachable(start, o.budget);
                let t = lua.create_table()?;
                for (i, (h, c)) in reach.destinations(&w.map).into_iter().enumerate() {
                    let e = lua.create_table()?;
                    e.set("hex", w.label(h))?;
                    e.set("cost", c.as_f64())?;
                    t.raw_set(i + 1, e)?;
                }
                Ok(t)
            })
        })?,
    )?;
    t.set(
        "path",
        lua.create_function(|lua, (u, to, o): (Value, String, Option<Table>)| {
            let o = opts(&o)?;
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                let dest = hex_of(w, &to)?;
                let Some(rules) = rules_for(w, id, &o)? else {
                    return Ok((Value::Nil, Value::Nil));
                };
                let start = w.state.units[id as usize]
                    .hex()
                    .ok_or_else(|| rt("unit is not on the map"))?;
                let reach = rules.reachable(start, o.budget);
                if !reach.can_end(&w.map, dest) {
                    return Ok((Value::Nil, Value::Nil));
                }
                let path = reach.path(&w.map, dest).unwrap_or_default();
                let cost = reach.cost(&w.map, dest).unwrap_or_default();
                Ok((
                    Value::Table(str_list(lua, path.into_iter().map(|h| w.label(h)))?),
                    Value::Number(cost.as_f64()),
                ))
            })
        })?,
    )?;
    t.set(
        "step",
        lua.create_function(|lua, (u, to): (Value, String)| {
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                let dest = hex_of(w, &to)?;
                let Some(rules) = MoveRules::for_unit(&w.map, &w.catalog, &w.state, id) else {
                    return Ok(None);
                };
                let from = w.state.units[id as usize]
                    .hex()
                    .ok_or_else(|| rt("unit is not on the map"))?;
                let (Some(dir), Some(fi), Some(ti)) = (
                    from.direction_to(dest),
                    w.map.index(from),
                    w.map.index(dest),
                ) else {
                    return Ok(None);
                };
                Ok(rules.step_cost(fi, ti, dir).map(|m| m.as_f64()))
            })
        })?,
    )?;
    t.set(
        "in_enemy_zoc",
        lua.create_function(|lua, (l, side): (String, String)| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                let s = side_of(w, &side)?;
                let z = zoc_map(&w.map, &w.catalog, &w.state, s);
                Ok(w.map.index(h).is_some_and(|i| z[i]))
            })
        })?,
    )?;
    t.set(
        "zoc",
        lua.create_function(|lua, side: String| {
            with_world(lua, |w| {
                let s = side_of(w, &side)?;
                let z = zoc_map(&w.map, &w.catalog, &w.state, s);
                str_list(
                    lua,
                    z.iter()
                        .enumerate()
                        .filter(|(_, b)| **b)
                        .map(|(i, _)| w.label(w.map.grid.hex_at(i))),
                )
            })
        })?,
    )?;
    t.set(
        "trace",
        lua.create_function(
            |lua, (side, from, radius, o): (String, String, u32, Option<Table>)| {
                with_world(lua, |w| {
                    let s = side_of(w, &side)?;
                    let h = hex_of(w, &from)?;
                    let mut rules = TraceRules {
                        avoid_enemy_units: true,
                        avoid_enemy_zoc: true,
                        friendly_negates_zoc: true,
                        blocked_hexsides: 0,
                    };
                    if let Some(o) = &o {
                        rules.avoid_enemy_units =
                            o.get::<Option<bool>>("avoid_enemy_units")?.unwrap_or(true);
                        rules.avoid_enemy_zoc =
                            o.get::<Option<bool>>("avoid_enemy_zoc")?.unwrap_or(true);
                        rules.friendly_negates_zoc = o
                            .get::<Option<bool>>("friendly_negates_zoc")?
                            .unwrap_or(true);
                        for k in o
                            .get::<Option<Vec<String>>>("blocked_hexsides")?
                            .unwrap_or_default()
                        {
                            let i = w
                                .catalog
                                .hexside_kind(&k)
                                .ok_or_else(|| rt(format!("unknown hexside kind '{k}'")))?;
                            rules.blocked_hexsides |= 1 << i;
                        }
                    }
                    let reach = trace(&w.map, &w.catalog, &w.state, s, h, radius, rules);
                    let t = lua.create_table()?;
                    t.set(w.label(h), 0)?;
                    for (hx, c) in reach.destinations(&w.map) {
                        t.set(w.label(hx), c.0 / Mp::UNIT)?;
                    }
                    Ok(t)
                })
            },
        )?,
    )?;
    Ok(t)
}

fn los_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "check",
        lua.create_function(|lua, (a, b): (String, String)| {
            with_world(lua, |w| {
                let s = line_of_sight(&w.map, &w.catalog, hex_of(w, &a)?, hex_of(w, &b)?);
                let t = lua.create_table()?;
                t.set("clear", s.clear)?;
                t.set("hindrance", s.hindrance)?;
                if let Some(h) = s.blocked_by {
                    t.set("blocked_by", w.label(h))?;
                }
                Ok(t)
            })
        })?,
    )?;
    t.set(
        "clear",
        lua.create_function(|lua, (a, b): (String, String)| {
            with_world(lua, |w| {
                Ok(line_of_sight(&w.map, &w.catalog, hex_of(w, &a)?, hex_of(w, &b)?).clear)
            })
        })?,
    )?;
    t.set(
        "in_arc",
        lua.create_function(|lua, (u, l): (Value, String)| {
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                let unit = &w.state.units[id as usize];
                let (Some(from), Some(f)) = (unit.hex(), unit.facing) else {
                    return Ok(true);
                };
                Ok(in_front_arc(from, f, hex_of(w, &l)?))
            })
        })?,
    )?;
    Ok(t)
}

fn dice_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "roll",
        lua.create_function(
            |lua, (sides, purpose, opts): (u32, String, Option<Table>)| {
                change(lua, "sandtable.dice.roll", |w| {
                    // `{ side = "union" }`: a roll only that side sees (a secret rule's roll).
                    if let Some(o) = &opts
                        && o.contains_key("level")?
                    {
                        return Err(rt(
                            "sandtable.dice.roll: a roll is always a player's event; the only option is side",
                        ));
                    }
                    let audience = with_reach(
                        w,
                        Event::new("die_rolled", ""),
                        opts.as_ref(),
                        "sandtable.dice.roll",
                    )?
                    .audience;
                    w.roll_seen_by(sides, &purpose, audience)
                        .map(|r| r.result)
                        .map_err(|e| rt(e.to_string()))
                })
            },
        )?,
    )?;
    t.set(
        "d6",
        lua.create_function(|lua, purpose: String| {
            change(lua, "sandtable.dice.d6", |w| {
                w.roll(6, &purpose)
                    .map(|r| r.result)
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    Ok(t)
}

/// Makes a converted variable a read-only view, all the way down: each table becomes an empty
/// proxy reading through to its contents (`t.k`, `#t`, `pairs`, `ipairs` work; `t.k = v`
/// is an error naming the variable).
const READ_ONLY: &str = r#"
local setmetatable, next, error, tostring, type = setmetatable, next, error, tostring, type
local real = setmetatable({}, { __mode = "k" })
local function len(p) return #real[p] end
local function pairs_of(p) return next, real[p], nil end
local function view(t, name)
  for k, v in next, t do
    if type(v) == "table" then t[k] = view(v, name) end
  end
  local p = {}
  real[p] = t
  return setmetatable(p, {
    __index = t,
    __newindex = function(_, k)
      error(("sandtable.vars.peek('%s') is read-only (it is shared by every reader): use sandtable.vars.get for a copy to change, then vars.set"):format(name), 2)
    end,
    __len = len,
    __pairs = pairs_of,
    __metatable = false,
  })
end
return function(t, name) return view(t, name) end
"#;

fn score_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "add_vp",
        lua.create_function(|lua, (side, n, why): (String, i64, Option<String>)| {
            change(lua, "sandtable.score.add_vp", |w| {
                let s = side_of(w, &side)?;
                w.add_vp(s, n, why.as_deref().unwrap_or(""))
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "vp",
        lua.create_function(|lua, side: String| {
            with_world(lua, |w| Ok(w.state.records[side_of(w, &side)?].vp))
        })?,
    )?;
    t.set(
        "losses",
        lua.create_function(|lua, side: String| {
            with_world(lua, |w| Ok(w.state.records[side_of(w, &side)?].losses))
        })?,
    )?;
    t.set(
        "eliminated",
        lua.create_function(|lua, side: String| {
            with_world(lua, |w| Ok(w.state.records[side_of(w, &side)?].eliminated))
        })?,
    )?;
    Ok(t)
}

fn vars_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "get",
        lua.create_function(|lua, k: String| {
            with_world(lua, |w| match w.state.vars.get(&k) {
                Some(v) => json_to_lua(lua, v),
                None => Ok(Value::Nil),
            })
        })?,
    )?;
    // A shared, read-only view of a variable: converted once per vars revision. The same table
    // is handed to every caller until vars change, so a write into it would leak into later
    // reads (and make one seed play two ways): it is a read-only view, and writing is an error.
    // `get` returns a fresh copy to change and `set`.
    lua.set_named_registry_value(
        "sandtable.read_only",
        lua.load(READ_ONLY)
            .set_name("=sandtable.vars.peek")
            .eval::<Function>()?,
    )?;
    t.set(
        "peek",
        lua.create_function(|lua, k: String| {
            let c = ctx(lua)?;
            let rev = with_world(lua, |w| Ok(w.vars_revision()))?;
            if let Some((r, key)) = c.vars_peek.borrow().get(&k)
                && *r == rev
            {
                return lua.registry_value::<Value>(key);
            }
            let v = with_world(lua, |w| match w.state.vars.get(&k) {
                Some(v) => json_to_lua(lua, v),
                None => Ok(Value::Nil),
            })?;
            let v = match v {
                Value::Table(_) => {
                    let read_only: Function = lua.named_registry_value("sandtable.read_only")?;
                    read_only.call::<Value>((v, k.as_str()))?
                }
                other => other,
            };
            let key = lua.create_registry_value(v.clone())?;
            if let Some((_, old)) = c.vars_peek.borrow_mut().insert(k, (rev, key)) {
                lua.remove_registry_value(old)?;
            }
            Ok(v)
        })?,
    )?;
    t.set(
        "revision",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.vars_revision())))?,
    )?;
    t.set(
        "set",
        lua.create_function(|lua, (k, v): (String, Value)| {
            let json = to_json(lua, v)?;
            change(lua, "sandtable.vars.set", |w| {
                let text = if json.is_null() {
                    w.state.vars.remove(&k);
                    format!("vars.{k} cleared")
                } else {
                    let t = format!("vars.{k} = {json}");
                    w.state.vars.insert(k.clone(), json.clone());
                    t
                };
                w.touch_vars();
                w.emit(
                    Event::new("var_set", text)
                        .with("var", k)
                        .with("value", json)
                        .at(crate::kernel::Level::Debug),
                );
                Ok(())
            })
        })?,
    )?;
    Ok(t)
}

fn markers_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "add",
        lua.create_function(|lua, (kind, l, o): (String, String, Option<Table>)| {
            let props = match o.as_ref().map(|o| o.get::<Value>("props")).transpose()? {
                Some(v) if !v.is_nil() => match to_json(lua, v)? {
                    serde_json::Value::Object(m) => m.into_iter().collect(),
                    _ => return Err(rt("marker props must be a table of named values")),
                },
                _ => Default::default(),
            };
            let hexside = o
                .as_ref()
                .map(|o| o.get::<Option<String>>("hexside"))
                .transpose()?
                .flatten();
            let side = o
                .as_ref()
                .map(|o| o.get::<Option<String>>("side"))
                .transpose()?
                .flatten();
            change(lua, "sandtable.markers.add", |w| {
                let h = hex_of(w, &l)?;
                let d = match hexside {
                    Some(d) => Some(direction_of(w, &d)?),
                    None => None,
                };
                let s = match side {
                    Some(s) => Some(side_of(w, &s)?),
                    None => None,
                };
                w.add_marker(&kind, h, d, s, props)
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "remove",
        lua.create_function(|lua, id: u32| {
            change(lua, "sandtable.markers.remove", |w| {
                w.remove_marker(id).map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    t.set(
        "all",
        lua.create_function(|lua, (kind, at): (Option<String>, Option<String>)| {
            with_world(lua, |w| {
                let at = at.map(|l| hex_of(w, &l)).transpose()?;
                let t = lua.create_table()?;
                let mut i = 0;
                for m in &w.state.markers {
                    if kind.as_ref().is_some_and(|k| *k != m.kind) || at.is_some_and(|h| h != m.hex)
                    {
                        continue;
                    }
                    i += 1;
                    let e = lua.create_table()?;
                    e.set("id", m.id)?;
                    e.set("kind", m.kind.as_str())?;
                    e.set("hex", w.label(m.hex))?;
                    if let Some(d) = m.hexside {
                        e.set("hexside", w.map.grid.orientation.direction_name(d))?;
                    }
                    if let Some(s) = m.side {
                        e.set("side", w.catalog.sides[s].id.as_str())?;
                    }
                    e.set(
                        "props",
                        json_to_lua(
                            lua,
                            &serde_json::Value::Object(m.props.clone().into_iter().collect()),
                        )?,
                    )?;
                    t.raw_set(i, e)?;
                }
                Ok(t)
            })
        })?,
    )?;
    Ok(t)
}

fn log_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "event",
        lua.create_function(
            |lua, (kind, text, fields, opts): (String, String, Option<Table>, Option<Table>)| {
                let fields = match fields {
                    Some(f) => to_json(lua, Value::Table(f))?,
                    None => serde_json::Value::Null,
                };
                change(lua, "sandtable.log.event", |w| {
                    let mut e = Event::new(&kind, text);
                    if let serde_json::Value::Object(m) = fields {
                        e.fields = m;
                    }
                    w.emit(with_reach(w, e, opts.as_ref(), "sandtable.log.event")?);
                    Ok(())
                })
            },
        )?,
    )?;
    t.set(
        "say",
        lua.create_function(|lua, (text, opts): (String, Option<Table>)| {
            change(lua, "sandtable.log.say", |w| {
                let e = with_reach(
                    w,
                    Event::new("note", text),
                    opts.as_ref(),
                    "sandtable.log.say",
                )?;
                w.emit(e);
                Ok(())
            })
        })?,
    )?;
    Ok(t)
}

/// An event's level and audience from a log call's options `{ level = "detail", side = "union" }`.
fn with_reach(w: &World, mut e: Event, opts: Option<&Table>, what: &str) -> mlua::Result<Event> {
    let Some(o) = opts else {
        return Ok(e);
    };
    for (k, _) in o.pairs::<Value, Value>().flatten() {
        let k = k.to_string().unwrap_or_default();
        if k != "level" && k != "side" {
            return Err(rt(format!(
                "{what}: unknown option '{k}' (allowed: level, side)"
            )));
        }
    }
    if let Some(l) = o.get::<Option<String>>("level")? {
        e.level = crate::kernel::Level::parse(&l).ok_or_else(|| {
            rt(format!(
                "{what}: level '{l}' is not one of player, detail, debug"
            ))
        })?;
    }
    if let Some(s) = o.get::<Option<String>>("side")? {
        e.audience = Some(side_of(w, &s).map_err(|e| rt(format!("{what}: {e}")))?);
    }
    Ok(e)
}

fn tables_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "get",
        lua.create_function(|lua, name: String| {
            let rs: Table = lua.named_registry_value("sandtable.ruleset")?;
            let tables: Option<Table> = rs.get("tables")?;
            match tables.map(|t| t.get::<Value>(name.as_str())).transpose()? {
                // A copy: a rule that writes into it cannot change the ruleset's table.
                Some(v) if !v.is_nil() => deep_copy(lua, v, 0, None),
                _ => Err(rt(format!(
                    "sandtable.tables.get: the ruleset declares no table '{name}'"
                ))),
            }
        })?,
    )?;
    Ok(t)
}

fn actions_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "legal",
        lua.create_function(|lua, side: Option<String>| {
            let c = ctx(lua)?;
            let f = c
                .legal
                .borrow()
                .clone()
                .ok_or_else(|| rt("no game is running"))?;
            f.call::<Table>(side)
        })?,
    )?;
    Ok(t)
}

fn bot_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "random",
        lua.create_function(|lua, n: u32| {
            if n == 0 {
                return Err(rt("sandtable.bot.random(n) needs n >= 1"));
            }
            let c = ctx(lua)?;
            if c.mode.get() == Mode::Change {
                return Err(rt(format!(
                    "sandtable.bot.random is for computer players, not rules (called in {}): rules roll the game's dice with sandtable.dice",
                    c.hook.borrow()
                )));
            }
            let mut rng = c.bot_rng.borrow_mut();
            let limit = u32::MAX - (u32::MAX % n);
            loop {
                let v = rng.next_u32();
                if v < limit {
                    return Ok(v % n + 1);
                }
            }
        })?,
    )?;
    Ok(t)
}
