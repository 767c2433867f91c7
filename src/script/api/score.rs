//! `sandtable.score`: victory points and losses.

use super::*;

pub(super) fn score_api(lua: &Lua) -> mlua::Result<Table> {
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
