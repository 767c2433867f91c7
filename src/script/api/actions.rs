//! `sandtable.actions`: the legal actions, for bots.

use super::*;

pub(super) fn actions_api(lua: &Lua) -> mlua::Result<Table> {
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
