//! The terrain and hexside kinds a ruleset declares, and its rules of play on the map: zones
//! of control, stacking and line of sight.

use super::Reader;
use crate::kernel::rules::{
    Cost, HexsideDef, HexsideLos, LosEffect, LosRules, Mp, NightEffect, StackingRules, TerrainDef,
    ZocLeave, ZocRules,
};
use mlua::{Table, Value};

/// Reads `terrain`: each kind's name, movement cost by movement class (1 MP unless given),
/// night factor (see [`read_night`]), and height and hindrance for line of sight. A kind
/// is declared once, and at least one is declared.
pub(super) fn read_terrain(r: &mut Reader, t: &Table, move_classes: &[String]) -> Vec<TerrainDef> {
    let mut terrain = Vec::new();
    for x in r.list_of_tables(t, "terrain", "ruleset") {
        let tid = r.req_str(&x, "id", "terrain", "terrain");
        let item = format!("terrain '{tid}'");
        r.check_keys(
            &x,
            &[
                "id",
                "name",
                "cost",
                "night_factor",
                "los_height",
                "los_hindrance",
                "color",
                "description",
                "defense",
            ],
            &item,
            &tid,
        );
        let name = r
            .opt_str(&x, "name", &item, &tid)
            .unwrap_or_else(|| tid.clone());
        let cost_v: Value = x.get("cost").unwrap_or(Value::Nil);
        let cost = r.cost_table(
            cost_v,
            move_classes,
            &item,
            &tid,
            Cost::Mp(Mp::from_points(1)),
        );
        let height = r
            .opt_int(&x, "los_height", &item, &tid, -1_000_000..=1_000_000)
            .unwrap_or(0) as i32;
        let hindrance = r
            .opt_int(&x, "los_hindrance", &item, &tid, 0..=1_000_000)
            .unwrap_or(0) as u32;
        let night = read_night(
            r,
            x.get("night_factor").unwrap_or(Value::Nil),
            move_classes,
            &item,
            &tid,
        );
        if terrain.iter().any(|x: &TerrainDef| x.id == tid) {
            r.error(&tid, format!("{item} is declared twice"));
        }
        terrain.push(TerrainDef {
            id: tid,
            name,
            cost,
            night,
            los: LosEffect { height, hindrance },
        });
    }
    if terrain.is_empty() {
        r.error(
            "terrain",
            "ruleset: 'terrain' must declare at least one terrain kind",
        );
    }
    terrain
}

/// Reads a terrain's `night_factor`: a number from 0 to 100 multiplying the entry cost of
/// every class at night, or a table by movement class of such numbers or `"prohibited"`
/// (classes not listed: unchanged). Empty when night changes nothing.
fn read_night(
    r: &mut Reader,
    v: Value,
    move_classes: &[String],
    item: &str,
    needle: &str,
) -> Vec<NightEffect> {
    let effect = |r: &mut Reader, v: Value, what: &str| -> NightEffect {
        let f = match v {
            Value::Integer(i) => i as f64,
            Value::Number(n) => n,
            Value::String(s) if s.to_string_lossy() == "prohibited" => {
                return NightEffect::Prohibited;
            }
            other => {
                r.error(
                    needle,
                    format!("{item}: night_factor{what} must be a number from 0 to 100 or \"prohibited\", not {other:?}"),
                );
                return NightEffect::Factor(1.0);
            }
        };
        if !(f.is_finite() && (0.0..=100.0).contains(&f)) {
            r.error(
                needle,
                format!("{item}: night_factor{what} must be a number from 0 to 100 (it is {f})"),
            );
            return NightEffect::Factor(1.0);
        }
        NightEffect::Factor(f)
    };
    match v {
        Value::Nil => Vec::new(),
        Value::Table(t) => {
            let mut out = vec![NightEffect::Factor(1.0); move_classes.len()];
            for (k, v) in t.pairs::<String, Value>().flatten() {
                match move_classes.iter().position(|c| *c == k) {
                    Some(i) => out[i] = effect(r, v, &format!(".{k}")),
                    None => r.error(
                        needle,
                        format!(
                            "{item}: night_factor names unknown movement class '{k}' (declared: {})",
                            move_classes.join(", ")
                        ),
                    ),
                }
            }
            out
        }
        Value::String(s) if s.to_string_lossy() != "prohibited" => {
            effect(r, Value::String(s), "");
            Vec::new()
        }
        v => {
            let e = effect(r, v, "");
            vec![e; move_classes.len()]
        }
    }
}

/// Reads `hexsides`: each kind's name, cost to cross by movement class (0 MP unless given),
/// route cost and whether it replaces or caps the terrain cost, the kinds it negates, and
/// whether it blocks zones of control and line of sight. A kind is declared once, at most 64
/// are declared (`negates` is a set of 64 bits), and each kind negated is one of them.
pub(super) fn read_hexsides(r: &mut Reader, t: &Table, move_classes: &[String]) -> Vec<HexsideDef> {
    // `negates` refers to other kinds, resolved after all are read.
    let mut hexsides = Vec::new();
    let mut negate_names = Vec::new();
    let mut move_negate_names = Vec::new();
    for x in r.list_of_tables(t, "hexsides", "ruleset") {
        let hid = r.req_str(&x, "id", "hexside kind", "hexsides");
        let item = format!("hexside kind '{hid}'");
        r.check_keys(
            &x,
            &[
                "id",
                "name",
                "cost",
                "route",
                "route_mode",
                "negates",
                "move_negates",
                "blocks_zoc",
                "blocks_los",
                "color",
                "description",
                "defense",
            ],
            &item,
            &hid,
        );
        let name = r
            .opt_str(&x, "name", &item, &hid)
            .unwrap_or_else(|| hid.clone());
        let cost_v: Value = x.get("cost").unwrap_or(Value::Nil);
        let cost = r.cost_table(cost_v, move_classes, &item, &hid, Cost::Mp(Mp::ZERO));
        let route_v: Value = x.get("route").unwrap_or(Value::Nil);
        let route = (!route_v.is_nil())
            .then(|| r.cost_table(route_v, move_classes, &item, &hid, Cost::Prohibited));
        let route_cap = match r.opt_str(&x, "route_mode", &item, &hid).as_deref() {
            None | Some("replace") => false,
            Some("cap") => true,
            Some(other) => {
                r.error(
                    &hid,
                    format!("{item}: route_mode must be \"replace\" or \"cap\", not \"{other}\""),
                );
                false
            }
        };
        negate_names.push((hid.clone(), r.str_list(&x, "negates", &item, &hid)));
        move_negate_names.push((
            hid.clone(),
            read_move_negates(r, &x, move_classes, &item, &hid),
        ));
        let blocks_zoc = r.opt_bool(&x, "blocks_zoc", &item, &hid).unwrap_or(false);
        let blocks_los = r.opt_bool(&x, "blocks_los", &item, &hid).unwrap_or(false);
        if hexsides.iter().any(|x: &HexsideDef| x.id == hid) {
            r.error(&hid, format!("{item} is declared twice"));
        }
        hexsides.push(HexsideDef {
            id: hid,
            name,
            cost,
            route,
            route_cap,
            negates: 0,
            move_negates: Vec::new(),
            blocks_zoc,
            blocks_los,
        });
    }
    if hexsides.len() > 64 {
        r.error(
            "hexsides",
            "ruleset: at most 64 hexside kinds can be declared",
        );
    }
    for (i, (hid, names)) in negate_names.iter().enumerate() {
        for n in names {
            match hexsides.iter().position(|h| h.id == *n) {
                Some(j) if j < 64 && i < 64 => hexsides[i].negates |= 1 << j,
                _ => r.error(
                    hid,
                    format!("hexside kind '{hid}': negates unknown hexside kind '{n}'"),
                ),
            }
        }
    }
    for (i, (hid, entries)) in move_negate_names.into_iter().enumerate() {
        for (kind, classes) in entries {
            let Some(j) = hexsides
                .iter()
                .position(|h| h.id == kind)
                .filter(|&j| j < 64)
            else {
                r.error(
                    &hid,
                    format!("hexside kind '{hid}': move_negates unknown hexside kind '{kind}'"),
                );
                continue;
            };
            if let Some(h) = hexsides.get_mut(i) {
                if h.move_negates.is_empty() {
                    h.move_negates = vec![0; move_classes.len()];
                }
                for c in classes {
                    h.move_negates[c] |= 1 << j;
                }
            }
        }
    }
    hexsides
}

/// Reads a hexside kind's `move_negates = { kind = true | { class, ... }, ... }`: the kinds it
/// cancels for the cost of moving across, for every movement class (`true`) or those listed;
/// the kinds are resolved by the caller once all are read.
fn read_move_negates(
    r: &mut Reader,
    x: &Table,
    move_classes: &[String],
    item: &str,
    needle: &str,
) -> Vec<(String, Vec<usize>)> {
    let Some(t) = r.opt_table(x, "move_negates", item, needle) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (kind, v) in t.pairs::<String, Value>().flatten() {
        let classes = match v {
            Value::Boolean(true) => (0..move_classes.len()).collect(),
            Value::Table(list) => list
                .sequence_values::<String>()
                .flatten()
                .filter_map(|c| {
                    let i = move_classes.iter().position(|m| *m == c);
                    if i.is_none() {
                        r.error(
                            needle,
                            format!(
                                "{item}: move_negates.{kind} names unknown movement class '{c}' (declared: {})",
                                move_classes.join(", ")
                            ),
                        );
                    }
                    i
                })
                .collect(),
            other => {
                r.error(
                    needle,
                    format!("{item}: move_negates.{kind} must be true or a list of movement classes, not {other:?}"),
                );
                Vec::new()
            }
        };
        out.push((kind, classes));
    }
    out.sort();
    out
}

/// Reads `zoc`, the zone of control rules: whether entering an enemy zone stops a unit (it
/// does unless `stop_on_enter = false`), what leaving one costs (`"never"`, `"free"` or a
/// number of MP), and the status markers that take a unit's zone away.
pub(super) fn read_zoc(r: &mut Reader, t: &Table) -> ZocRules {
    let mut zoc = ZocRules::default();
    if let Some(z) = r.opt_table(t, "zoc", "ruleset", "zoc") {
        r.check_keys(
            &z,
            &["stop_on_enter", "leave", "suppressed_by"],
            "zoc",
            "zoc",
        );
        zoc.stop_on_enter = r
            .opt_bool(&z, "stop_on_enter", "zoc", "zoc")
            .unwrap_or(true);
        zoc.leave = match z.get::<Value>("leave").unwrap_or(Value::Nil) {
            Value::Nil => ZocLeave::Free,
            Value::String(s) if s.to_string_lossy() == "never" => ZocLeave::Never,
            Value::String(s) if s.to_string_lossy() == "free" => ZocLeave::Free,
            Value::Integer(n) => ZocLeave::Cost(Mp::from_points(n.max(0) as u32)),
            Value::Number(n) => ZocLeave::Cost(Mp::from_f64(n).unwrap_or_else(|e| {
                r.error("leave", format!("zoc.leave: {e}"));
                Mp::ZERO
            })),
            other => {
                r.error(
                    "leave",
                    format!(
                        "zoc.leave must be \"never\", \"free\" or a number of MP, not {other:?}"
                    ),
                );
                ZocLeave::Free
            }
        };
        zoc.suppressed_by = r.str_list(&z, "suppressed_by", "zoc", "suppressed_by");
    }
    zoc
}

/// Reads `stacking`: the limit of stacking points in a hex (none unless given).
pub(super) fn read_stacking(r: &mut Reader, t: &Table) -> StackingRules {
    let mut stacking = StackingRules { limit: None };
    if let Some(s) = r.opt_table(t, "stacking", "ruleset", "stacking") {
        r.check_keys(&s, &["limit"], "stacking", "stacking");
        stacking.limit = r
            .opt_int(&s, "limit", "stacking", "limit", 0..=1_000_000)
            .map(|n| n as u32);
    }
    stacking
}

/// Reads `los`, the line of sight rules: whether a line along a hexside is blocked when both
/// hexes beside it block (`both_block`, the default) or either does (`either_blocks`), and
/// the hindrance a line may cross.
pub(super) fn read_los(r: &mut Reader, t: &Table) -> LosRules {
    let mut los = LosRules::default();
    if let Some(l) = r.opt_table(t, "los", "ruleset", "los") {
        r.check_keys(&l, &["hexside", "max_hindrance"], "los", "los");
        los.hexside = match r.opt_str(&l, "hexside", "los", "hexside").as_deref() {
            None | Some("both_block") => HexsideLos::BothBlock,
            Some("either_blocks") => HexsideLos::EitherBlocks,
            Some(o) => {
                r.error(
                    "hexside",
                    format!("los.hexside must be \"both_block\" or \"either_blocks\", not \"{o}\""),
                );
                HexsideLos::BothBlock
            }
        };
        los.max_hindrance = r
            .opt_int(&l, "max_hindrance", "los", "max_hindrance", 0..=1_000_000)
            .unwrap_or(0) as u32;
    }
    los
}
