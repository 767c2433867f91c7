//! `sandtable.markers`: markers on hexes and hexsides.

use super::*;

pub(super) fn markers_api(lua: &Lua) -> mlua::Result<Table> {
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
