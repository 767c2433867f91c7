//! `sandtable.move`: reachable hexes, paths, zones of control, traced paths.

use super::*;

pub(super) fn move_api(lua: &Lua) -> mlua::Result<Table> {
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
