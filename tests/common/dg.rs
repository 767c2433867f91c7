//! Helpers for Decision Games Chickamauga (ruleset dg-chickamauga) rule tests: units written
//! as Lua and open maps (flat-topped hexes, `CCRR` labels) for [`super::scenario::Scenario::dg`].

pub const RS: &str = "dg-chickamauga";

/// A unit as a Lua table for a scenario's `units` list.
pub fn placed(key: &str, side: &str, ty: &str, strength: i32, hex: &str) -> String {
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "{ty}", strength = {strength}, hex = "{hex}" }},"#
    )
}

/// Union infantry.
pub fn us(key: &str, strength: i32, hex: &str) -> String {
    placed(key, "union", "infantry", strength, hex)
}

/// Confederate infantry.
pub fn cs(key: &str, strength: i32, hex: &str) -> String {
    placed(key, "confederate", "infantry", strength, hex)
}

/// Artillery of `side`.
pub fn art(key: &str, side: &str, strength: i32, hex: &str) -> String {
    placed(key, side, "artillery", strength, hex)
}

/// The Union's wagon train.
pub fn train(hex: &str) -> String {
    placed("Train", "union", "train", 1, hex)
}

/// A reinforcement due on `turn` in `area`.
pub fn due(key: &str, side: &str, ty: &str, strength: i32, turn: u32, area: &str) -> String {
    format!(
        r#"{{ key = "{key}", side = "{side}", type = "{ty}", strength = {strength}, arrives = {{ turn = {turn}, area = "{area}" }} }},"#
    )
}

/// A `cols` × `rows` map of clear hexes with the two boxes the ruleset uses, and more map
/// fields in `extra` (each followed by a comma).
pub fn open_map(cols: u32, rows: u32, extra: &str) -> String {
    format!(
        r#"{{ cols = {cols}, rows = {rows}, labels = "CCRR", terrain = "clear",
        boxes = {{ {{ id = "exited" }}, {{ id = "withdrawn" }} }}, {extra} }}"#
    )
}

/// The map fields of Chickamauga Creek between columns 04 and 05 of a 10-row map (every
/// hexside 04rr/05rr and 04rr/05(rr+1)), with a bridge at 0403/0503 and a ford at 0405/0506,
/// for [`super::scenario::Scenario::map_extra`].
pub fn creek() -> String {
    let mut creek = Vec::new();
    for r in 1..=10 {
        creek.push(format!("\"04{r:02}/05{r:02}\""));
        if r < 10 {
            creek.push(format!("\"04{r:02}/05{:02}\"", r + 1));
        }
    }
    format!(
        r#"hexsides = {{ creek = {{ {} }}, bridge = {{ "0403/0503" }}, ford = {{ "0405/0506" }} }},"#,
        creek.join(", ")
    )
}
