//! The terrain and hexside kinds a ruleset declares, and its rules of play on the map: zones
//! of control, stacking and line of sight.

use super::Reader;
use crate::kernel::rules::{
    Cost, HexsideDef, HexsideLos, LosEffect, LosRules, Mp, StackingRules, TerrainDef, ZocLeave,
    ZocRules,
};
use mlua::{Table, Value};

/// Reads `terrain`: each kind's name, movement cost by movement class (1 MP unless given),
/// night factor (a number from 0 to 100), and height and hindrance for line of sight. A kind
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
        let night_factor = r.opt_num(&x, "night_factor", &item, &tid);
        if let Some(f) = night_factor
            && !(f.is_finite() && (0.0..=100.0).contains(&f))
        {
            r.error(
                &tid,
                format!("{item}: night_factor must be a number from 0 to 100 (it is {f})"),
            );
        }
        if terrain.iter().any(|x: &TerrainDef| x.id == tid) {
            r.error(&tid, format!("{item} is declared twice"));
        }
        terrain.push(TerrainDef {
            id: tid,
            name,
            cost,
            night_factor,
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

/// Reads `hexsides`: each kind's name, cost to cross by movement class (0 MP unless given),
/// route cost and whether it replaces or caps the terrain cost, the kinds it negates, and
/// whether it blocks zones of control and line of sight. A kind is declared once, at most 64
/// are declared (`negates` is a set of 64 bits), and each kind negated is one of them.
pub(super) fn read_hexsides(r: &mut Reader, t: &Table, move_classes: &[String]) -> Vec<HexsideDef> {
    // `negates` refers to other kinds, resolved after all are read.
    let mut hexsides = Vec::new();
    let mut negate_names = Vec::new();
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
    hexsides
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
