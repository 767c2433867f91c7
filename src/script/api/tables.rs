//! `sandtable.tables`: the declared tables.

use super::*;

pub(super) fn tables_api(lua: &Lua) -> mlua::Result<Table> {
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
