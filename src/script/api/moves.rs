//! `sandtable.move`: reachable hexes, paths, zones of control, traced paths.

use super::*;

pub(super) fn move_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    /// The options of `reachable`, `costs`, `path` and `step`: `budget`, `ignore_zoc`,
    /// `block` (hex labels the unit may not enter), `open` (hexes it may enter although enemy
    /// units hold them), `class` (move at another movement class's costs), `without` (hexside
    /// kinds treated as absent), `from` (search from another hex, the unit on the map or not),
    /// `roads_only` (steps along route hexsides only), `night` (as in a night turn or not,
    /// whatever the clock says).
    struct MoveOpts {
        budget: Option<Mp>,
        ignore_zoc: bool,
        block: Vec<String>,
        open: Vec<String>,
        night: Option<bool>,
        class: Option<String>,
        without: Vec<String>,
        from: Option<String>,
        roads_only: bool,
    }
    fn opts(o: &Option<Table>) -> mlua::Result<MoveOpts> {
        let Some(o) = o else {
            return Ok(MoveOpts {
                budget: None,
                ignore_zoc: false,
                block: Vec::new(),
                open: Vec::new(),
                night: None,
                class: None,
                without: Vec::new(),
                from: None,
                roads_only: false,
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
        let open = o
            .get::<Option<Vec<String>>>("open")
            .map_err(|_| rt("move option 'open' must be a list of hex labels"))?
            .unwrap_or_default();
        let night = o
            .get::<Option<bool>>("night")
            .map_err(|_| rt("move option 'night' must be true or false"))?;
        let class = o
            .get::<Option<String>>("class")
            .map_err(|_| rt("move option 'class' must be a movement class name"))?;
        let without = o
            .get::<Option<Vec<String>>>("without")
            .map_err(|_| rt("move option 'without' must be a list of hexside kinds"))?
            .unwrap_or_default();
        let from = o
            .get::<Option<String>>("from")
            .map_err(|_| rt("move option 'from' must be a hex label"))?;
        let roads_only = o.get::<Option<bool>>("roads_only")?.unwrap_or(false);
        Ok(MoveOpts {
            budget,
            ignore_zoc,
            block,
            open,
            night,
            class,
            without,
            from,
            roads_only,
        })
    }
    /// The movement class named `name`, or an error listing the declared ones.
    fn class_of(w: &World, name: &str) -> mlua::Result<usize> {
        w.catalog
            .move_classes
            .iter()
            .position(|c| c == name)
            .ok_or_else(|| {
                rt(format!(
                    "unknown movement class '{name}' (declared: {})",
                    w.catalog.move_classes.join(", ")
                ))
            })
    }
    fn rules_for<'w>(
        w: &'w World,
        id: UnitId,
        o: &MoveOpts,
    ) -> mlua::Result<Option<MoveRules<'w>>> {
        // With `from`, the unit need not be on the map (a reinforcement at its entry hex).
        let rules = if o.from.is_some() {
            MoveRules::for_unit_anywhere(&w.map, &w.catalog, &w.state, id)
        } else {
            MoveRules::for_unit(&w.map, &w.catalog, &w.state, id)
        };
        let Some(mut rules) = rules else {
            return Ok(None);
        };
        if o.roads_only {
            rules = rules.along_routes();
        }
        if o.ignore_zoc {
            rules = rules.ignoring_zoc();
        }
        if let Some(c) = &o.class {
            rules = rules.with_class(class_of(w, c)?);
        }
        rules = rules.without_hexsides(hexside_mask(w, &o.without)?);
        if let Some(night) = o.night {
            rules = rules.at_night(night);
        }
        let open = o
            .open
            .iter()
            .map(|l| hex_of(w, l))
            .collect::<mlua::Result<Vec<Hex>>>()?;
        rules = rules.opening(&open);
        let block = o
            .block
            .iter()
            .map(|l| hex_of(w, l))
            .collect::<mlua::Result<Vec<Hex>>>()?;
        Ok(Some(rules.blocking(&block)))
    }
    /// A cost as Lua reads it: an integer when whole (as game data reads back), else a float.
    fn mp_value(c: Mp) -> Value {
        if c.0.is_multiple_of(Mp::UNIT) {
            Value::Integer(i64::from(c.0 / Mp::UNIT))
        } else {
            Value::Number(c.as_f64())
        }
    }
    /// `{ [hex] = cost }` of `costs`.
    fn cost_table(
        lua: &Lua,
        w: &World,
        costs: impl IntoIterator<Item = (Hex, Mp)>,
    ) -> mlua::Result<Table> {
        let t = lua.create_table()?;
        for (h, c) in costs {
            t.raw_set(w.label(h), mp_value(c))?;
        }
        Ok(t)
    }
    /// Where the search starts: `from`, else the unit's hex.
    fn start_of(w: &World, id: UnitId, o: &MoveOpts) -> mlua::Result<Hex> {
        match &o.from {
            Some(l) => hex_of(w, l),
            None => w.state.units[id as usize]
                .hex()
                .ok_or_else(|| rt("unit is not on the map")),
        }
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
                let start = start_of(w, id, &o)?;
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
                let start = start_of(w, id, &o)?;
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
        "costs",
        lua.create_function(|lua, (u, t): (Value, Option<Table>)| {
            let o = opts(&t)?;
            // `previous = true`: also the hex before each on its least-cost path.
            let previous = match &t {
                Some(t) => t.get::<Option<bool>>("previous")?.unwrap_or(false),
                None => false,
            };
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                let Some(rules) = rules_for(w, id, &o)? else {
                    return Ok((lua.create_table()?, Value::Nil));
                };
                let start = start_of(w, id, &o)?;
                let reach = rules.reachable(start, o.budget);
                let costs = cost_table(lua, w, reach.costs(&w.map))?;
                if !previous {
                    return Ok((costs, Value::Nil));
                }
                let prev = lua.create_table()?;
                for (h, p) in reach.previous(&w.map) {
                    prev.raw_set(w.label(h), w.label(p))?;
                }
                Ok((costs, Value::Table(prev)))
            })
        })?,
    )?;
    t.set(
        "field",
        lua.create_function(|lua, (goals, o): (Vec<String>, Option<Table>)| {
            with_world(lua, |w| {
                let o = o.unwrap_or(lua.create_table()?);
                let unit = o.get::<Option<Value>>("unit")?;
                let unit = match unit {
                    Some(v) => Some(unit_of(w, &v)?),
                    None => None,
                };
                let class = match o.get::<Option<String>>("class")? {
                    Some(c) => class_of(w, &c)?,
                    None => match unit {
                        Some(id) => MoveRules::for_unit(&w.map, &w.catalog, &w.state, id)
                            .map(|r| r.class())
                            .ok_or_else(|| {
                                rt("sandtable.move.field: the unit is not on the map")
                            })?,
                        None => {
                            return Err(rt(
                                "sandtable.move.field needs { class = ... } or { unit = ... }",
                            ));
                        }
                    },
                };
                let side = match o.get::<Option<String>>("side")? {
                    Some(s) => Some(side_of(w, &s)?),
                    None => None,
                };
                let block = o
                    .get::<Option<Vec<String>>>("block")
                    .map_err(|_| rt("field option 'block' must be a list of hex labels"))?
                    .unwrap_or_default()
                    .iter()
                    .map(|l| hex_of(w, l))
                    .collect::<mlua::Result<Vec<Hex>>>()?;
                let without = o
                    .get::<Option<Vec<String>>>("without")
                    .map_err(|_| rt("field option 'without' must be a list of hexside kinds"))?
                    .unwrap_or_default();
                let roads_only = o.get::<Option<bool>>("roads_only")?.unwrap_or(false);
                let steps = o.get::<Option<bool>>("steps")?.unwrap_or(false);
                let zoc = o.get::<Option<bool>>("zoc")?.unwrap_or(false);
                if zoc && side.is_none() {
                    return Err(rt(
                        "sandtable.move.field: { zoc = true } needs { side = ... } (whose enemies' zones)",
                    ));
                }
                let limit = o
                    .get::<Option<f64>>("limit")?
                    .map(|b| Mp::from_f64(b).map_err(rt))
                    .transpose()?;
                let goals = goals
                    .iter()
                    .map(|l| hex_of(w, l))
                    .collect::<mlua::Result<Vec<Hex>>>()?;
                let rules = MoveRules::for_class(&w.map, &w.catalog, &w.state, class, side)
                    .without_hexsides(hexside_mask(w, &without)?)
                    .blocking(&block);
                let field = rules.field_with(&goals, roads_only, limit, steps, zoc);
                cost_table(lua, w, field.reached(&w.map))
            })
        })?,
    )?;
    t.set(
        "step",
        lua.create_function(|lua, (u, to, o): (Value, String, Option<Table>)| {
            let o = opts(&o)?;
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                let dest = hex_of(w, &to)?;
                let Some(rules) = rules_for(w, id, &o)? else {
                    return Ok((Value::Nil, Value::Nil));
                };
                let from = start_of(w, id, &o)?;
                let (Some(dir), Some(fi), Some(ti)) = (
                    from.direction_to(dest),
                    w.map.index(from),
                    w.map.index(dest),
                ) else {
                    return Ok((Value::Nil, Value::Nil));
                };
                if let Some(c) = rules.step_cost(fi, ti, dir) {
                    return Ok((Value::Number(c.as_f64()), Value::Nil));
                }
                // Why not, for the ruleset to name its rule: { why = "closed" | "off_route" |
                // "hexside" | "terrain", kind = id, night = bool }.
                let why = lua.create_table()?;
                match rules.step_refusal(fi, ti, dir) {
                    Some(StepRefusal::Closed) | None => why.set("why", "closed")?,
                    Some(StepRefusal::OffRoute) => why.set("why", "off_route")?,
                    Some(StepRefusal::Hexside { kind }) => {
                        why.set("why", "hexside")?;
                        why.set("kind", w.catalog.hexsides[kind].id.as_str())?;
                    }
                    Some(StepRefusal::Terrain { kind, night }) => {
                        why.set("why", "terrain")?;
                        why.set("kind", w.catalog.terrain[kind].id.as_str())?;
                        why.set("night", night)?;
                    }
                }
                Ok((Value::Nil, Value::Table(why)))
            })
        })?,
    )?;
    t.set(
        "walks",
        lua.create_function(|lua, (u, steps, t): (Value, usize, Option<Table>)| {
            let o = opts(&t)?;
            // `vacant = k`: a path ending on friends goes on to the nearest hex without.
            let vacant = match &t {
                Some(t) => t
                    .get::<Option<usize>>("vacant")
                    .map_err(|_| rt("walks option 'vacant' must be a whole number of hexes"))?,
                None => None,
            };
            if steps > 12 {
                return Err(rt(format!(
                    "sandtable.move.walks: {steps} steps is too many (at most 12: the paths grow as 5^steps)"
                )));
            }
            with_world(lua, |w| {
                let id = unit_of(w, &u)?;
                let out = lua.create_table()?;
                let Some(rules) = rules_for(w, id, &o)? else {
                    return Ok(out);
                };
                let start = start_of(w, id, &o)?;
                for (i, p) in rules.walks(start, steps, vacant).into_iter().enumerate() {
                    let labels = p.into_iter().map(|j| w.label(w.map.grid.hex_at(j)));
                    out.raw_set(i + 1, str_list(lua, labels)?)?;
                }
                Ok(out)
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
