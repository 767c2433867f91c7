//! `sandtable.map`: hexes as printed labels, terrain, hexsides, places, areas.

use super::*;

pub(super) fn map_api(lua: &Lua) -> mlua::Result<Table> {
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
        "revision",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.map_revision())))?,
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
        "distances",
        lua.create_function(|lua, (l, r): (String, u32)| {
            with_world(lua, |w| {
                let h = hex_of(w, &l)?;
                let t = lua.create_table()?;
                for x in h.range(r).into_iter().filter(|x| w.map.contains(*x)) {
                    t.raw_set(w.label(x), h.distance(x))?;
                }
                Ok(t)
            })
        })?,
    )?;
    t.set(
        "spread",
        lua.create_function(|lua, (starts, o): (Vec<String>, Option<Table>)| {
            with_world(lua, |w| {
                let o = o.unwrap_or(lua.create_table()?);
                let kinds = |key: &str| -> mlua::Result<u64> {
                    let names = o.get::<Option<Vec<String>>>(key).map_err(|_| {
                        rt(format!(
                            "spread option '{key}' must be a list of hexside kinds"
                        ))
                    })?;
                    hexside_mask(w, &names.unwrap_or_default())
                };
                let hexes = |key: &str| -> mlua::Result<Vec<Hex>> {
                    o.get::<Option<Vec<String>>>(key)
                        .map_err(|_| {
                            rt(format!(
                                "spread option '{key}' must be a list of hex labels"
                            ))
                        })?
                        .unwrap_or_default()
                        .iter()
                        .map(|l| hex_of(w, l))
                        .collect()
                };
                let into = match o
                    .get::<Option<Vec<String>>>("into")
                    .map_err(|_| rt("spread option 'into' must be a list of terrain kinds"))?
                {
                    None => None,
                    Some(names) => {
                        let mut set = vec![false; w.catalog.terrain.len()];
                        for n in names {
                            let i = w.catalog.terrain_kind(&n).ok_or_else(|| {
                                rt(format!(
                                    "unknown terrain kind '{n}' (declared: {})",
                                    w.catalog
                                        .terrain
                                        .iter()
                                        .map(|t| t.id.as_str())
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                ))
                            })?;
                            set[i] = true;
                        }
                        Some(set)
                    }
                };
                let mut blocked = vec![false; w.map.len()];
                for h in hexes("block")? {
                    if let Some(i) = w.map.index(h) {
                        blocked[i] = true;
                    }
                }
                let rules = SpreadRules {
                    along: kinds("along")?,
                    not_across: kinds("not_across")?,
                    as_drawn: o.get::<Option<bool>>("as_drawn")?.unwrap_or(false),
                    into,
                    blocked,
                    limit: o.get::<Option<u32>>("limit")?,
                };
                let dist = spread(&w.map, &w.catalog, &hexes_list(w, &starts)?, &rules);
                let t = lua.create_table()?;
                for (i, d) in dist.iter().enumerate() {
                    if *d != u32::MAX {
                        t.raw_set(w.label(w.map.grid.hex_at(i)), *d)?;
                    }
                }
                Ok(t)
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

/// The hexes of a list of labels.
fn hexes_list(w: &World, labels: &[String]) -> mlua::Result<Vec<Hex>> {
    labels.iter().map(|l| hex_of(w, l)).collect()
}
