//! `sandtable.los`: line of sight and fire arcs.

use super::*;

pub(super) fn los_api(lua: &Lua) -> mlua::Result<Table> {
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
