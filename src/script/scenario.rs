//! Reading a scenario — map, order of battle, set-up, reinforcements, length — from the table
//! its Lua file returns, checked against the ruleset's catalog.
//!
//! A scenario file returns:
//! ```lua
//! return {
//!   id = "crossing", name = "…", description = "…",
//!   turns = 8, first_side = "blue", start = { day = 0, time = "07:00" },
//!   map = { cols = 12, rows = 10, terrain = "clear",
//!           hexes = { woods = { "0304", … } }, elevation = { [1] = { "0101", … } },
//!           hexsides = { creek = { "0405/0406", "0506:N" } },
//!           routes = { road = { { "0101", "0102", "0203" } } },
//!           places = { { name = "Mill", hex = "0506", kind = "mill" } },
//!           areas = { A = { "0101", "0102" } }, boxes = { { id = "reserve", name = "Reserve" } } },
//!   commands = { { key = "1D", name = "1st Division", echelon = "division", side = "blue" } },
//!   units = { { key = "1/1D", side = "blue", type = "infantry", strength = 4, hex = "0203" },
//!             { key = "2/1D", …, arrives = { turn = 3, area = "A" } } },
//!   vars = { … }, victory = { … },   -- data for the ruleset's hooks
//!   setup = function() … end,        -- optional hook after placement
//! }
//! ```

use super::decl::{Reader, lua_to_json};
use crate::kernel::grid::{Grid, LabelFormat, Orientation, Sheet};
use crate::kernel::hex::{Direction, Hex};
use crate::kernel::map::{Map, OffMapBox, Place};
use crate::kernel::rules::Catalog;
use crate::kernel::unit::{Command, LeaderRatings, Location, Unit};
use mlua::{Lua, Table, Value};
use std::collections::{BTreeMap, BTreeSet};

/// A scenario's validated content.
#[derive(Clone, Debug)]
pub struct ScenarioDecl {
    /// Identifier (the file name without `.lua`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// What happens in it.
    pub description: String,
    /// Number of game turns.
    pub turns: u32,
    /// Order in which sides play each turn (side indices).
    pub side_order: Vec<usize>,
    /// Start day (0 = first day) and minute of the day.
    pub start: (u32, u32),
    /// The map.
    pub map: Map,
    /// The order of battle's commands.
    pub commands: Vec<Command>,
    /// Every unit, placed or pending.
    pub units: Vec<Unit>,
    /// Initial ruleset values.
    pub vars: BTreeMap<String, serde_json::Value>,
}

const SCENARIO_KEYS: &[&str] = &[
    "id",
    "name",
    "description",
    "turns",
    "first_side",
    "start",
    "map",
    "commands",
    "units",
    "vars",
    "victory",
    "setup",
    "notes",
    "source",
];

fn read_grid(r: &mut Reader, m: &Table) -> Grid {
    let cols = r
        .opt_int(m, "cols", "map", "cols", 1..=4_000_000)
        .unwrap_or(0) as i32;
    let rows = r
        .opt_int(m, "rows", "map", "rows", 1..=4_000_000)
        .unwrap_or(0) as i32;
    if cols <= 0 || rows <= 0 || (cols as i64) * (rows as i64) > 4_000_000 {
        r.error(
            "cols",
            "map: 'cols' and 'rows' must be positive (and the map at most 4 million hexes)",
        );
    }
    let orientation = match r.opt_str(m, "orientation", "map", "orientation").as_deref() {
        None | Some("flat") => Orientation::Flat,
        Some("pointy") => Orientation::Pointy,
        Some(o) => {
            r.error(
                "orientation",
                format!("map: orientation must be \"flat\" or \"pointy\", not \"{o}\""),
            );
            Orientation::Flat
        }
    };
    let odd_shifted = r
        .opt_bool(m, "odd_shifted", "map", "odd_shifted")
        .unwrap_or(true);
    let first_col = r
        .opt_int(m, "first_col", "map", "first_col", -1_000_000..=1_000_000)
        .unwrap_or(1) as i32;
    let first_row = r
        .opt_int(m, "first_row", "map", "first_row", -1_000_000..=1_000_000)
        .unwrap_or(1) as i32;
    let labels = match m.get::<Value>("labels").unwrap_or(Value::Nil) {
        Value::Nil => LabelFormat::ColRow { digits: 2 },
        Value::String(s) if s.to_string_lossy() == "CCRR" => LabelFormat::ColRow { digits: 2 },
        Value::String(s) if s.to_string_lossy() == "CCCRRR" => LabelFormat::ColRow { digits: 3 },
        Value::Table(t) => {
            let mut sheets = Vec::new();
            for s in r.list_of_tables(&t, "sheets", "map.labels") {
                let name = r.req_str(&s, "name", "sheet", "sheets");
                r.check_keys(
                    &s,
                    &["name", "x0", "y0", "cols", "rows", "first_col", "first_row"],
                    &format!("sheet '{name}'"),
                    &name,
                );
                let num = |r: &mut Reader, k: &str, d: i64| {
                    r.opt_int(&s, k, "sheet", &name, -1_000_000..=1_000_000)
                        .unwrap_or(d) as i32
                };
                sheets.push(Sheet {
                    x0: num(r, "x0", 0),
                    y0: num(r, "y0", 0),
                    cols: num(r, "cols", 0),
                    rows: num(r, "rows", 0),
                    first_col: num(r, "first_col", 1),
                    first_row: num(r, "first_row", 1),
                    name,
                });
            }
            let separator = r
                .opt_str(&t, "separator", "map.labels", "separator")
                .unwrap_or_else(|| ".".into());
            let digits = r
                .opt_int(&t, "digits", "map.labels", "digits", 0..=9)
                .unwrap_or(2) as usize;
            let first_digits = r
                .opt_int(&t, "first_digits", "map.labels", "first_digits", 0..=9)
                .unwrap_or(digits as i64) as usize;
            let row_first = r
                .opt_bool(&t, "row_first", "map.labels", "row_first")
                .unwrap_or(false);
            r.check_keys(
                &t,
                &["sheets", "separator", "digits", "first_digits", "row_first"],
                "map.labels",
                "labels",
            );
            LabelFormat::Sheets {
                sheets,
                separator,
                digits,
                first_digits,
                row_first,
            }
        }
        other => {
            r.error(
                "labels",
                format!(
                    "map: labels must be \"CCRR\", \"CCCRRR\" or a table of sheets, not {other:?}"
                ),
            );
            LabelFormat::ColRow { digits: 2 }
        }
    };
    Grid {
        orientation,
        cols: cols.max(1),
        rows: rows.max(1),
        odd_shifted,
        first_col,
        first_row,
        labels,
    }
}

fn hex_list(r: &mut Reader, grid: &Grid, v: Value, what: &str) -> Vec<Hex> {
    let mut out = Vec::new();
    let Value::Table(t) = v else {
        r.error(what, format!("{what}: expected a list of hex labels"));
        return out;
    };
    for x in t.sequence_values::<String>() {
        match x {
            Ok(l) => match grid.parse_label(&l) {
                Ok(h) => out.push(h),
                Err(e) => r.error(&l, format!("{what}: {e}")),
            },
            Err(_) => r.error(what, format!("{what}: expected hex labels (strings)")),
        }
    }
    out
}

fn read_map(r: &mut Reader, m: &Table, catalog: &Catalog) -> Map {
    r.check_keys(
        m,
        &[
            "cols",
            "rows",
            "orientation",
            "odd_shifted",
            "first_col",
            "first_row",
            "labels",
            "terrain",
            "hexes",
            "elevation",
            "hexsides",
            "routes",
            "places",
            "areas",
            "boxes",
            "name",
            "source",
            "scale",
        ],
        "map",
        "",
    );
    let grid = read_grid(r, m);
    let default = r
        .opt_str(m, "terrain", "map", "terrain")
        .unwrap_or_else(|| catalog.terrain[0].id.clone());
    let dt = catalog.terrain_kind(&default).unwrap_or_else(|| {
        r.error(&default, format!("map: unknown terrain '{default}'"));
        0
    });
    let mut map = Map::new(grid, dt as u16);
    if let Some(h) = r.opt_table(m, "hexes", "map", "hexes") {
        let mut pairs: Vec<(String, Value)> = h.pairs::<String, Value>().flatten().collect();
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        for (k, v) in pairs {
            let Some(ti) = catalog.terrain_kind(&k) else {
                let known: Vec<&str> = catalog.terrain.iter().map(|t| t.id.as_str()).collect();
                r.error(
                    &k,
                    format!(
                        "map.hexes: unknown terrain '{k}' (declared: {})",
                        known.join(", ")
                    ),
                );
                continue;
            };
            for hx in hex_list(r, &map.grid, v, &format!("map.hexes.{k}")) {
                map.set_terrain(hx, ti as u16);
            }
        }
    }
    if let Some(e) = r.opt_table(m, "elevation", "map", "elevation") {
        let mut pairs: Vec<(i64, Value)> = e.pairs::<i64, Value>().flatten().collect();
        pairs.sort_by_key(|p| p.0);
        for (level, v) in pairs {
            for hx in hex_list(r, &map.grid, v, "map.elevation") {
                map.set_elevation(hx, level as i16);
            }
        }
    }
    if let Some(hs) = r.opt_table(m, "hexsides", "map", "hexsides") {
        let mut pairs: Vec<(String, Value)> = hs.pairs::<String, Value>().flatten().collect();
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        for (k, v) in pairs {
            let Some(ki) = catalog.hexside_kind(&k) else {
                let known: Vec<&str> = catalog.hexsides.iter().map(|t| t.id.as_str()).collect();
                r.error(
                    &k,
                    format!(
                        "map.hexsides: unknown hexside kind '{k}' (declared: {})",
                        known.join(", ")
                    ),
                );
                continue;
            };
            let Value::Table(list) = v else {
                r.error(
                    &k,
                    format!("map.hexsides.{k} must be a list of hexsides like \"0405/0406\""),
                );
                continue;
            };
            for s in list.sequence_values::<String>().flatten() {
                match parse_hexside(&map.grid, &s) {
                    Ok((h, d)) => {
                        map.add_hexside(h, d, ki as u32);
                    }
                    Err(e) => r.error(&s, format!("map.hexsides.{k}: {e}")),
                }
            }
        }
    }
    if let Some(routes) = r.opt_table(m, "routes", "map", "routes") {
        let mut pairs: Vec<(String, Value)> = routes.pairs::<String, Value>().flatten().collect();
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        for (k, v) in pairs {
            let Some(ki) = catalog.hexside_kind(&k) else {
                r.error(&k, format!("map.routes: unknown hexside kind '{k}'"));
                continue;
            };
            let Value::Table(list) = v else {
                r.error(
                    &k,
                    format!("map.routes.{k} must be a list of paths (lists of adjacent hexes)"),
                );
                continue;
            };
            for path in list.sequence_values::<Value>().flatten() {
                let hexes = hex_list(r, &map.grid, path, &format!("map.routes.{k}"));
                for w in hexes.windows(2) {
                    match w[0].direction_to(w[1]) {
                        Some(d) => {
                            map.add_hexside(w[0], d, ki as u32);
                        }
                        None => {
                            let (a, b) = (map.grid.label(w[0]), map.grid.label(w[1]));
                            r.error(&a, format!("map.routes.{k}: {a} and {b} are not adjacent"));
                        }
                    }
                }
            }
        }
    }
    for p in r.list_of_tables(m, "places", "map") {
        let name = r.req_str(&p, "name", "place", "places");
        r.check_keys(
            &p,
            &["name", "hex", "kind", "note"],
            &format!("place '{name}'"),
            &name,
        );
        let label = r.req_str(&p, "hex", &format!("place '{name}'"), &name);
        let kind = r.opt_str(&p, "kind", "place", &name).unwrap_or_default();
        match map.grid.parse_label(&label) {
            Ok(h) => map.places.push(Place { name, hex: h, kind }),
            Err(e) => r.error(&name, format!("place '{name}': {e}")),
        }
    }
    if let Some(a) = r.opt_table(m, "areas", "map", "areas") {
        let mut pairs: Vec<(String, Value)> = a.pairs::<String, Value>().flatten().collect();
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        for (k, v) in pairs {
            let hexes = hex_list(r, &map.grid, v, &format!("map.areas.{k}"));
            map.areas.insert(k, hexes);
        }
    }
    for b in r.list_of_tables(m, "boxes", "map") {
        let id = r.req_str(&b, "id", "box", "boxes");
        r.check_keys(&b, &["id", "name"], &format!("box '{id}'"), &id);
        let name = r
            .opt_str(&b, "name", "box", &id)
            .unwrap_or_else(|| id.clone());
        map.boxes.push(OffMapBox { id, name });
    }
    map
}

/// Parses `"0405/0406"` (two adjacent hexes) or `"0405:N"` (a hex and a direction).
pub fn parse_hexside(grid: &Grid, s: &str) -> Result<(Hex, Direction), String> {
    if let Some((a, b)) = s.split_once('/') {
        let ha = grid.parse_label(a).map_err(|e| e.to_string())?;
        let hb = grid.parse_label(b).map_err(|e| e.to_string())?;
        let d = ha
            .direction_to(hb)
            .ok_or_else(|| format!("'{s}': {a} and {b} are not adjacent"))?;
        Ok((ha, d))
    } else if let Some((a, dir)) = s.split_once(':') {
        let ha = grid.parse_label(a).map_err(|e| e.to_string())?;
        let d = grid
            .orientation
            .parse_direction(dir)
            .ok_or_else(|| format!("'{s}': '{dir}' is not a direction on this map"))?;
        Ok((ha, d))
    } else {
        Err(format!(
            "'{s}' is not a hexside (write \"0405/0406\" or \"0405:N\")"
        ))
    }
}

fn parse_time(s: &str) -> Option<u32> {
    let (h, m) = s.split_once(':')?;
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// Reads a scenario table.
pub fn read_scenario(
    lua: &Lua,
    t: &Table,
    r: &mut Reader,
    file_id: &str,
    catalog: &Catalog,
) -> Option<ScenarioDecl> {
    r.check_keys(t, SCENARIO_KEYS, "scenario", "");
    let id = r
        .opt_str(t, "id", "scenario", "id")
        .unwrap_or_else(|| file_id.to_string());
    let name = r.req_str(t, "name", "scenario", "name");
    let description = r
        .opt_str(t, "description", "scenario", "description")
        .unwrap_or_default();
    let turns = match t.get::<Value>("turns") {
        Ok(Value::Nil) | Err(_) => {
            r.error("turns", "scenario: 'turns' must be at least 1");
            1
        }
        Ok(_) => r
            .opt_int(t, "turns", "scenario", "turns", 1..=100_000)
            .unwrap_or(1),
    };
    let mut side_order: Vec<usize> = (0..catalog.sides.len()).collect();
    if let Some(first) = r.opt_str(t, "first_side", "scenario", "first_side") {
        match catalog.side(&first) {
            Some(s) => side_order.rotate_left(s),
            None => r.error(
                &first,
                format!("scenario: first_side '{first}' is not a side"),
            ),
        }
    }
    let mut start = (0, 0);
    if let Some(s) = r.opt_table(t, "start", "scenario", "start") {
        r.check_keys(&s, &["day", "time"], "scenario.start", "start");
        start.0 = r
            .opt_int(&s, "day", "start", "day", 0..=100_000)
            .unwrap_or(0) as u32;
        if let Some(tm) = r.opt_str(&s, "time", "start", "time") {
            match parse_time(&tm) {
                Some(m) => start.1 = m,
                None => r.error(&tm, format!("scenario: start.time '{tm}' is not HH:MM")),
            }
        }
    }
    let Some(m) = r.opt_table(t, "map", "scenario", "map") else {
        r.error("map", "scenario: 'map' is missing");
        return None;
    };
    let map = read_map(r, &m, catalog);

    let mut commands = Vec::new();
    for c in r.list_of_tables(t, "commands", "scenario") {
        let key = r.req_str(&c, "key", "command", "commands");
        let item = format!("command '{key}'");
        r.check_keys(
            &c,
            &["key", "name", "echelon", "side", "parent"],
            &item,
            &key,
        );
        let name = r
            .opt_str(&c, "name", &item, &key)
            .unwrap_or_else(|| key.clone());
        let echelon = r.opt_str(&c, "echelon", &item, &key).unwrap_or_default();
        let side_name = r.req_str(&c, "side", &item, &key);
        let side = catalog.side(&side_name).unwrap_or_else(|| {
            r.error(&key, format!("{item}: unknown side '{side_name}'"));
            0
        });
        let parent = r.opt_str(&c, "parent", &item, &key);
        commands.push(Command {
            key,
            name,
            echelon,
            side,
            parent,
        });
    }
    let command_keys: BTreeSet<String> = commands.iter().map(|c| c.key.clone()).collect();
    for c in &commands {
        if let Some(p) = &c.parent
            && !command_keys.contains(p)
        {
            r.error(
                &c.key,
                format!("command '{}': parent '{p}' is not a command", c.key),
            );
        }
    }

    let mut units: Vec<Unit> = Vec::new();
    let mut keys = BTreeSet::new();
    for u in r.list_of_tables(t, "units", "scenario") {
        let key = r.req_str(&u, "key", "unit", "units");
        let item = format!("unit '{key}'");
        r.check_keys(
            &u,
            &[
                "key",
                "name",
                "side",
                "type",
                "strength",
                "max_strength",
                "hex",
                "box",
                "arrives",
                "facing",
                "formation",
                "parent",
                "status",
                "leader",
                "props",
            ],
            &item,
            &key,
        );
        if !keys.insert(key.clone()) {
            r.error(&key, format!("{item} is declared twice"));
        }
        let name = r
            .opt_str(&u, "name", &item, &key)
            .unwrap_or_else(|| key.clone());
        let side_name = r.req_str(&u, "side", &item, &key);
        let side = catalog.side(&side_name).unwrap_or_else(|| {
            let ids: Vec<&str> = catalog.sides.iter().map(|s| s.id.as_str()).collect();
            r.error(
                &key,
                format!(
                    "{item}: unknown side '{side_name}' (sides: {})",
                    ids.join(", ")
                ),
            );
            0
        });
        let type_name = r.req_str(&u, "type", &item, &key);
        let unit_type = catalog.unit_type(&type_name).unwrap_or_else(|| {
            let ids: Vec<&str> = catalog.unit_types.iter().map(|s| s.id.as_str()).collect();
            r.error(
                &key,
                format!(
                    "{item}: unknown unit type '{type_name}' (declared: {})",
                    ids.join(", ")
                ),
            );
            0
        });
        let strength = r
            .opt_int(&u, "strength", &item, &key, 0..=1_000_000)
            .unwrap_or(1) as i32;
        let max_strength = r
            .opt_int(&u, "max_strength", &item, &key, 0..=1_000_000)
            .map(|n| n as i32)
            .unwrap_or(strength);
        let mut props: BTreeMap<String, serde_json::Value> =
            match u.get::<Value>("props").unwrap_or(Value::Nil) {
                Value::Nil => BTreeMap::new(),
                v => match lua_to_json(lua, v) {
                    Ok(serde_json::Value::Object(m)) => m.into_iter().collect(),
                    Ok(_) => {
                        r.error(
                            &key,
                            format!("{item}: props must be a table of named values"),
                        );
                        BTreeMap::new()
                    }
                    Err(e) => {
                        r.error(&key, format!("{item}: props: {e}"));
                        BTreeMap::new()
                    }
                },
            };
        let location = if let Some(l) = r.opt_str(&u, "hex", &item, &key) {
            match map.grid.parse_label(&l) {
                Ok(h) => Location::Map(h),
                Err(e) => {
                    r.error(&key, format!("{item}: {e}"));
                    Location::Pending
                }
            }
        } else if let Some(b) = r.opt_str(&u, "box", &item, &key) {
            if !map.boxes.iter().any(|x| x.id == b) {
                r.error(&key, format!("{item}: the map has no box '{b}'"));
            }
            Location::Box(b)
        } else if let Some(a) = r.opt_table(&u, "arrives", &item, &key) {
            match lua_to_json(lua, Value::Table(a)) {
                Ok(v) => {
                    if let Some(l) = v.get("hex").and_then(|x| x.as_str())
                        && let Err(e) = map.grid.parse_label(l)
                    {
                        r.error(&key, format!("{item}: arrives.hex: {e}"));
                    }
                    if let Some(a) = v.get("area").and_then(|x| x.as_str())
                        && !map.areas.contains_key(a)
                    {
                        r.error(
                            &key,
                            format!("{item}: arrives.area: the map has no area '{a}'"),
                        );
                    }
                    props.insert("arrives".into(), v);
                }
                Err(e) => r.error(&key, format!("{item}: arrives: {e}")),
            }
            Location::Pending
        } else {
            r.error(&key, format!("{item}: give 'hex', 'box' or 'arrives'"));
            Location::Pending
        };
        let facing = r.opt_str(&u, "facing", &item, &key).and_then(|f| {
            let d = map.grid.orientation.parse_direction(&f);
            if d.is_none() {
                r.error(
                    &key,
                    format!("{item}: '{f}' is not a direction on this map"),
                );
            }
            d
        });
        let formation = r.opt_str(&u, "formation", &item, &key).and_then(|f| {
            let i = catalog.formation(&f);
            if i.is_none() {
                r.error(&key, format!("{item}: unknown formation '{f}'"));
            }
            i
        });
        let parent = r.opt_str(&u, "parent", &item, &key);
        if let Some(p) = &parent
            && !command_keys.contains(p)
        {
            r.error(
                &key,
                format!("{item}: parent '{p}' is not a command of the order of battle"),
            );
        }
        let status: BTreeSet<String> = r.str_list(&u, "status", &item, &key).into_iter().collect();
        let leader = r.opt_table(&u, "leader", &item, &key).map(|l| {
            r.check_keys(
                &l,
                &["commands", "radius", "ratings"],
                &format!("{item}: leader"),
                &key,
            );
            let mut lr = LeaderRatings {
                commands: r.opt_str(&l, "commands", &item, &key),
                radius: r.opt_int(&l, "radius", &item, &key, 0..=1_000).unwrap_or(0) as u32,
                ratings: BTreeMap::new(),
            };
            if let Some(rt) = r.opt_table(&l, "ratings", &item, &key) {
                for (k, v) in rt.pairs::<String, i64>().flatten() {
                    lr.ratings.insert(k, v);
                }
            }
            lr
        });
        units.push(Unit {
            key,
            name,
            side,
            unit_type,
            parent,
            location,
            strength,
            max_strength,
            facing,
            formation,
            status,
            leader,
            props,
        });
    }
    // Two sides in one hex at the start is an error in any game.
    for (i, a) in units.iter().enumerate() {
        if let Some(h) = a.hex()
            && let Some(b) = units[..i]
                .iter()
                .find(|b| b.hex() == Some(h) && b.side != a.side)
        {
            r.error(
                &a.key,
                format!(
                    "unit '{}' is set up in {} with enemy unit '{}'",
                    a.key,
                    map.grid.label(h),
                    b.key
                ),
            );
        }
    }
    let vars = match t.get::<Value>("vars").unwrap_or(Value::Nil) {
        Value::Nil => BTreeMap::new(),
        v => match lua_to_json(lua, v) {
            Ok(serde_json::Value::Object(m)) => m.into_iter().collect(),
            _ => {
                r.error("vars", "scenario: vars must be a table of named values");
                BTreeMap::new()
            }
        },
    };
    Some(ScenarioDecl {
        id,
        name,
        description,
        turns: turns as u32,
        side_order,
        start,
        map,
        commands,
        units,
        vars,
    })
}
