//! `sandtable.units`: unit views and the changes a rule can make to units.

use super::*;

pub(super) fn units_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "get",
        lua.create_function(|lua, key: String| {
            with_world(lua, |w| match w.state.unit_by_key(&key) {
                Some(id) => Ok(Value::Table(unit_handle(lua, id)?)),
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
                // `sort = "key"`: by unit key (what rules that must not depend on the order
                // of creation sort by), done here rather than by a Lua comparator.
                let by_key = match filter
                    .as_ref()
                    .map(|f| f.get::<Option<String>>("sort"))
                    .transpose()?
                    .flatten()
                    .as_deref()
                {
                    None | Some("id") => false,
                    Some("key") => true,
                    Some(other) => {
                        return Err(rt(format!(
                            "sandtable.units.all: sort '{other}' is not one of id, key"
                        )));
                    }
                };
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
                let mut ids: Vec<(usize, &crate::kernel::unit::Unit)> =
                    ids.map(|(i, u)| (i, &**u)).collect();
                if by_key {
                    ids.sort_by(|a, b| a.1.key.cmp(&b.1.key));
                }
                unit_list(lua, ids.into_iter().map(|(i, _)| i as UnitId))
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
