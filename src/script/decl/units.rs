//! The sides, movement classes, unit types and formations a ruleset declares.

use super::Reader;
use crate::kernel::rules::{FormationDef, Mp, SideDef, UnitTypeDef, ZocKind};
use mlua::Table;

/// Reads `sides`: each side's id and name (the id if none is given). A side is declared once,
/// and a game needs at least two.
pub(super) fn read_sides(r: &mut Reader, t: &Table) -> Vec<SideDef> {
    let mut sides = Vec::new();
    for s in r.list_of_tables(t, "sides", "ruleset") {
        let sid = r.req_str(&s, "id", "side", "sides");
        r.check_keys(&s, &["id", "name", "color"], &format!("side '{sid}'"), &sid);
        let sname = r
            .opt_str(&s, "name", "side", &sid)
            .unwrap_or_else(|| sid.clone());
        if sides.iter().any(|x: &SideDef| x.id == sid) {
            r.error(&sid, format!("side '{sid}' is declared twice"));
        }
        sides.push(SideDef {
            id: sid,
            name: sname,
        });
    }
    if sides.len() < 2 {
        r.error("sides", "ruleset: 'sides' must declare at least two sides");
    }
    sides
}

/// Reads `move_classes`, the names movement costs are given by: `foot` alone if none is
/// declared, so every unit type has a class.
pub(super) fn read_move_classes(r: &mut Reader, t: &Table) -> Vec<String> {
    let mut move_classes = r.str_list(t, "move_classes", "ruleset", "move_classes");
    if move_classes.is_empty() {
        move_classes.push("foot".into());
    }
    move_classes
}

/// Reads `unit_types`: each type's name, movement allowance, movement class (one of
/// `move_classes`, the first if omitted), zone of control (`all`, `front` or `none`), stacking
/// points and whether it is a leader. A type is declared once, and at least one is declared.
pub(super) fn read_unit_types(
    r: &mut Reader,
    t: &Table,
    move_classes: &[String],
) -> Vec<UnitTypeDef> {
    let mut unit_types = Vec::new();
    for u in r.list_of_tables(t, "unit_types", "ruleset") {
        let uid = r.req_str(&u, "id", "unit type", "unit_types");
        let item = format!("unit type '{uid}'");
        r.check_keys(
            &u,
            &[
                "id",
                "name",
                "movement",
                "move_class",
                "zoc",
                "stack",
                "leader",
                "symbol",
                "description",
            ],
            &item,
            &uid,
        );
        let name = r
            .opt_str(&u, "name", &item, &uid)
            .unwrap_or_else(|| uid.clone());
        let movement = r.opt_num(&u, "movement", &item, &uid).unwrap_or(0.0);
        let movement = Mp::from_f64(movement).unwrap_or_else(|e| {
            r.error(&uid, format!("{item}: movement: {e}"));
            Mp::ZERO
        });
        let class_name = r
            .opt_str(&u, "move_class", &item, &uid)
            .unwrap_or_else(|| move_classes[0].clone());
        let move_class = move_classes
            .iter()
            .position(|c| *c == class_name)
            .unwrap_or_else(|| {
                r.error(
                    &uid,
                    format!(
                        "{item}: unknown movement class '{class_name}' (declared: {})",
                        move_classes.join(", ")
                    ),
                );
                0
            });
        let zoc = match r.opt_str(&u, "zoc", &item, &uid).as_deref() {
            None | Some("all") => ZocKind::All,
            Some("front") => ZocKind::Front,
            Some("none") => ZocKind::None,
            Some(other) => {
                r.error(
                    &uid,
                    format!("{item}: zoc must be \"all\", \"front\" or \"none\", not \"{other}\""),
                );
                ZocKind::All
            }
        };
        let stack = r
            .opt_int(&u, "stack", &item, &uid, 0..=1_000_000)
            .unwrap_or(1) as u32;
        let leader = r.opt_bool(&u, "leader", &item, &uid).unwrap_or(false);
        if unit_types.iter().any(|x: &UnitTypeDef| x.id == uid) {
            r.error(&uid, format!("{item} is declared twice"));
        }
        unit_types.push(UnitTypeDef {
            id: uid,
            name,
            movement,
            move_class,
            zoc,
            stack,
            leader,
        });
    }
    if unit_types.is_empty() {
        r.error(
            "unit_types",
            "ruleset: 'unit_types' must declare at least one unit type",
        );
    }
    unit_types
}

/// Reads `formations`: each formation's name and what it overrides in a unit's type, if
/// given: the movement class (one of `move_classes`), the movement allowance and the zone of
/// control (`all`, `front` or `none`). A formation is declared once.
pub(super) fn read_formations(
    r: &mut Reader,
    t: &Table,
    move_classes: &[String],
) -> Vec<FormationDef> {
    let mut formations = Vec::new();
    for f in r.list_of_tables(t, "formations", "ruleset") {
        let fid = r.req_str(&f, "id", "formation", "formations");
        let item = format!("formation '{fid}'");
        r.check_keys(
            &f,
            &["id", "name", "move_class", "movement", "zoc", "description"],
            &item,
            &fid,
        );
        let name = r
            .opt_str(&f, "name", &item, &fid)
            .unwrap_or_else(|| fid.clone());
        let move_class = r.opt_str(&f, "move_class", &item, &fid).and_then(|c| {
            let p = move_classes.iter().position(|x| *x == c);
            if p.is_none() {
                r.error(&fid, format!("{item}: unknown movement class '{c}'"));
            }
            p
        });
        let movement = r
            .opt_num(&f, "movement", &item, &fid)
            .and_then(|m| match Mp::from_f64(m) {
                Ok(mp) => Some(mp),
                Err(e) => {
                    r.error(&fid, format!("{item}: movement: {e}"));
                    None
                }
            });
        let zoc = r.opt_str(&f, "zoc", &item, &fid).map(|z| match z.as_str() {
            "front" => ZocKind::Front,
            "none" => ZocKind::None,
            "all" => ZocKind::All,
            other => {
                r.error(
                    &fid,
                    format!("{item}: zoc must be \"all\", \"front\" or \"none\", not \"{other}\""),
                );
                ZocKind::All
            }
        });
        if formations.iter().any(|x: &FormationDef| x.id == fid) {
            r.error(&fid, format!("{item} is declared twice"));
        }
        formations.push(FormationDef {
            id: fid,
            name,
            move_class,
            movement,
            zoc,
        });
    }
    formations
}
