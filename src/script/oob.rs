//! `sandtable.oob`: the order of battle as a tree (kernel `oob`), so that rulesets ask the
//! engine instead of keeping their own copy of the commands: a command, its chain up to the
//! army, whether it lies under another, its division or corps, the units under it.

use super::api::{rt, unit_handle, with_world};
use crate::kernel::World;
use crate::kernel::unit::Command;
use mlua::{Lua, Table, Value};

/// The `sandtable.oob` table.
pub fn api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "command",
        lua.create_function(|lua, key: String| {
            with_world(lua, |w| match w.state.command(&key) {
                Some(c) => Ok(Value::Table(command_table(lua, w, c)?)),
                None => Ok(Value::Nil),
            })
        })?,
    )?;
    t.set(
        "commands",
        lua.create_function(|lua, side: Option<String>| {
            with_world(lua, |w| {
                let side = match side {
                    Some(s) => Some(super::api::side_of(w, &s)?),
                    None => None,
                };
                let out = lua.create_table()?;
                for c in w
                    .state
                    .commands
                    .iter()
                    .filter(|c| side.is_none_or(|s| c.side == s))
                {
                    out.raw_push(command_table(lua, w, c)?)?;
                }
                Ok(out)
            })
        })?,
    )?;
    t.set(
        "parent",
        lua.create_function(|lua, key: String| {
            with_world(lua, |w| {
                Ok(w.state.command(&key).and_then(|c| c.parent.clone()))
            })
        })?,
    )?;
    t.set(
        "chain",
        lua.create_function(|lua, key: String| {
            with_world(lua, |w| {
                let out = lua.create_table()?;
                for c in w.state.command_chain(&key) {
                    out.raw_push(c.key.as_str())?;
                }
                Ok(out)
            })
        })?,
    )?;
    t.set(
        "under",
        lua.create_function(|lua, (key, top): (Option<String>, String)| {
            with_world(lua, |w| {
                Ok(key.is_some_and(|k| w.state.command_under(&k, &top)))
            })
        })?,
    )?;
    t.set(
        "above",
        lua.create_function(|lua, (key, echelon): (Option<String>, String)| {
            with_world(lua, |w| {
                Ok(key.and_then(|k| w.state.command_at(&k, &echelon).map(|c| c.key.clone())))
            })
        })?,
    )?;
    t.set(
        "units",
        lua.create_function(|lua, key: String| {
            with_world(lua, |w| {
                if w.state.command(&key).is_none() {
                    return Err(rt(format!(
                        "sandtable.oob.units: no command '{key}' in the order of battle"
                    )));
                }
                let out = lua.create_table()?;
                for id in w.state.units_under(&key) {
                    out.raw_push(unit_handle(lua, id)?)?;
                }
                Ok(out)
            })
        })?,
    )?;
    Ok(t)
}

/// A command as Lua reads it: `{ key, name, echelon, side, parent? }`.
fn command_table(lua: &Lua, w: &World, c: &Command) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set("key", c.key.as_str())?;
    t.set("name", c.name.as_str())?;
    t.set("echelon", c.echelon.as_str())?;
    t.set(
        "side",
        w.catalog
            .sides
            .get(c.side)
            .map(|s| s.id.as_str())
            .unwrap_or_default(),
    )?;
    t.set("parent", c.parent.as_deref())?;
    Ok(t)
}
