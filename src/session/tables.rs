//! The ruleset's declared tables as printed — their values in force, with the headers their
//! layout names (see `script::layouts`) — and what changed between two versions of them, by
//! name and cell, for a reload to say ("crt 1-2, roll 6: Ae → Dr").

use crate::script::layouts::{Headers, TableLayout};
use serde_json::Value;
use std::collections::BTreeMap;

/// One declared table, ready to print.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintedTable {
    /// The name it is declared under.
    pub name: String,
    /// Its printed title (the name when the layout gives none).
    pub title: String,
    /// Its value as JSON, or why it could not be read.
    pub value: Result<Value, String>,
    /// The column headers (empty: numbered from 1).
    pub columns: Vec<String>,
    /// The row headers (empty: numbered from 1).
    pub rows: Vec<String>,
    /// The heading of the row headers ("roll"), empty if none.
    pub row_title: String,
}

impl PrintedTable {
    /// The header of column `i` (0-based): the declared one, else its number.
    pub fn column(&self, i: usize) -> String {
        self.columns
            .get(i)
            .cloned()
            .unwrap_or_else(|| (i + 1).to_string())
    }

    /// The header of row `i` (0-based): the declared one, else its number.
    pub fn row(&self, i: usize) -> String {
        self.rows
            .get(i)
            .cloned()
            .unwrap_or_else(|| (i + 1).to_string())
    }

    /// How a cell is named: "crt 1-2, roll 6" (declared headers), "crt row 6, column 4"
    /// (none).
    fn cell_name(&self, row: usize, col: usize) -> String {
        if self.columns.is_empty() && self.rows.is_empty() && self.row_title.is_empty() {
            return format!("{} row {}, column {}", self.name, row + 1, col + 1);
        }
        let row_title = if self.row_title.is_empty() {
            "row".to_string()
        } else {
            self.row_title.to_lowercase()
        };
        format!(
            "{} {}, {row_title} {}",
            self.name,
            self.column(col),
            self.row(row)
        )
    }
}

/// A value as short text: strings bare, a pair of numbers as odds ("1-2"), lists joined.
pub fn cell_text(v: &Value) -> String {
    match v {
        Value::Null => "—".into(),
        Value::Bool(b) => if *b { "yes" } else { "no" }.into(),
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Array(a) if a.len() == 2 && a.iter().all(Value::is_number) => {
            format!("{}-{}", cell_text(&a[0]), cell_text(&a[1]))
        }
        Value::Array(a) => a.iter().map(cell_text).collect::<Vec<_>>().join(", "),
        Value::Object(_) => v.to_string(),
    }
}

/// The tables with their layouts: headers read from the tables they name.
pub fn printed(
    tables: Vec<(String, Result<Value, String>)>,
    layouts: &BTreeMap<String, TableLayout>,
) -> Vec<PrintedTable> {
    let values: BTreeMap<String, Value> = tables
        .iter()
        .filter_map(|(n, v)| v.as_ref().ok().map(|v| (n.clone(), v.clone())))
        .collect();
    let headers = |h: &Option<Headers>| -> Vec<String> {
        match h {
            None => Vec::new(),
            Some(Headers::List(l)) => l.clone(),
            Some(Headers::Table(t)) => match values.get(t) {
                Some(Value::Array(items)) => items.iter().map(header_text).collect(),
                Some(Value::Object(m)) => m.keys().cloned().collect(),
                _ => Vec::new(),
            },
        }
    };
    tables
        .into_iter()
        .map(|(name, value)| {
            let layout = layouts.get(&name).cloned().unwrap_or_default();
            let (columns, rows) = (headers(&layout.columns), headers(&layout.rows));
            PrintedTable {
                title: layout.title.clone().unwrap_or_else(|| name.clone()),
                value: value.map(|v| as_grid(v, &columns, &rows)),
                columns,
                rows,
                row_title: layout.row_title.clone().unwrap_or_default(),
                name,
            }
        })
        .collect()
}

/// A header read from an entry of another table: the entry itself, or its `label` (a list of
/// `{ label = "4-6", min = 4, max = 6 }` bands).
fn header_text(v: &Value) -> String {
    match v.get("label") {
        Some(l) => cell_text(l),
        None => cell_text(v),
    }
}

/// A table keyed by its headers, laid out as printed: keyed by its column headers, each key's
/// list is a column (a fire table by fire points, read by roll); keyed by its row headers, a
/// row. Any other value is printed as it is.
fn as_grid(v: Value, columns: &[String], rows: &[String]) -> Value {
    let Value::Object(m) = &v else {
        return v;
    };
    let keyed_by = |h: &[String]| {
        !h.is_empty()
            && h.len() == m.len()
            && h.iter().all(|k| m.get(k).is_some_and(Value::is_array))
    };
    if keyed_by(rows) {
        return Value::Array(rows.iter().map(|r| m[r].clone()).collect());
    }
    if keyed_by(columns) {
        let height = columns
            .iter()
            .map(|c| m[c].as_array().map_or(0, Vec::len))
            .max()
            .unwrap_or(0);
        return Value::Array(
            (0..height)
                .map(|i| {
                    Value::Array(
                        columns
                            .iter()
                            .map(|c| m[c].get(i).cloned().unwrap_or(Value::Null))
                            .collect(),
                    )
                })
                .collect(),
        );
    }
    v
}

/// What changed from `old` to `new`, one line a change: tables added or removed, and each
/// cell changed, named by its headers. At most `limit` lines (the last says how many more).
pub fn changes(old: &[PrintedTable], new: &[PrintedTable], limit: usize) -> Vec<String> {
    let mut out = Vec::new();
    for n in new {
        match old.iter().find(|o| o.name == n.name) {
            None => out.push(format!("new table {}", n.name)),
            Some(o) => match (&o.value, &n.value) {
                (Ok(a), Ok(b)) => diff(n, a, b, &mut out),
                (Err(_), Ok(_)) => out.push(format!("{}: readable again", n.name)),
                (Ok(_), Err(e)) => out.push(format!("{}: can no longer be read ({e})", n.name)),
                (Err(_), Err(_)) => {}
            },
        }
    }
    for o in old {
        if !new.iter().any(|n| n.name == o.name) {
            out.push(format!("table {} removed", o.name));
        }
    }
    if out.len() > limit {
        let more = out.len() - limit + 1;
        out.truncate(limit - 1);
        out.push(format!("… and {more} more table changes"));
    }
    out
}

fn diff(t: &PrintedTable, a: &Value, b: &Value, out: &mut Vec<String>) {
    let grid = |v: &Value| {
        v.as_array()
            .filter(|rows| !rows.is_empty() && rows.iter().all(Value::is_array))
            .cloned()
    };
    if let (Some(ra), Some(rb)) = (grid(a), grid(b)) {
        if ra.len() != rb.len() {
            out.push(format!("{}: {} rows → {}", t.name, ra.len(), rb.len()));
        }
        for (i, (x, y)) in ra.iter().zip(&rb).enumerate() {
            let (x, y) = (
                x.as_array().cloned().unwrap_or_default(),
                y.as_array().cloned().unwrap_or_default(),
            );
            if x.len() != y.len() {
                out.push(format!(
                    "{} {}: {} columns → {}",
                    t.name,
                    t.row(i),
                    x.len(),
                    y.len()
                ));
            }
            for (j, (p, q)) in x.iter().zip(&y).enumerate() {
                if p != q {
                    out.push(format!(
                        "{}: {} → {}",
                        t.cell_name(i, j),
                        cell_text(p),
                        cell_text(q)
                    ));
                }
            }
        }
        return;
    }
    diff_value(&t.name, a, b, out);
}

/// A keyed or listed value, by path ("terrain_effects.woods.cost: 2 → 3").
fn diff_value(path: &str, a: &Value, b: &Value, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in y {
                let p = format!("{path}.{k}");
                match x.get(k) {
                    Some(u) => diff_value(&p, u, v, out),
                    None => out.push(format!("{p}: new, {}", cell_text(v))),
                }
            }
            for k in x.keys().filter(|k| !y.contains_key(*k)) {
                out.push(format!("{path}.{k}: removed"));
            }
        }
        (Value::Array(x), Value::Array(y))
            if x.len() == y.len() && x.iter().chain(y).any(|v| v.is_object() || v.is_array()) =>
        {
            for (i, (u, v)) in x.iter().zip(y).enumerate() {
                diff_value(&format!("{path} {}", i + 1), u, v, out);
            }
        }
        _ if a != b => out.push(format!("{path}: {} → {}", cell_text(a), cell_text(b))),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn crt(cells: Value) -> Vec<(String, Result<Value, String>)> {
        vec![
            ("crt".into(), Ok(cells)),
            ("odds".into(), Ok(json!([[1, 2], [1, 1], [2, 1]]))),
        ]
    }

    #[test]
    fn a_changed_cell_is_named_by_its_headers() {
        let mut layouts = BTreeMap::new();
        layouts.insert(
            "crt".to_string(),
            TableLayout {
                columns: Some(Headers::Table("odds".into())),
                row_title: Some("Roll".into()),
                ..TableLayout::default()
            },
        );
        let old = printed(
            crt(json!([["Ar", "Dr", "De"], ["Ae", "Ar", "Dr"]])),
            &layouts,
        );
        let new = printed(
            crt(json!([["Ar", "Dr", "De"], ["Dr", "Ar", "Dr"]])),
            &layouts,
        );
        assert_eq!(old[0].columns, ["1-2", "1-1", "2-1"]);
        assert_eq!(changes(&old, &new, 10), ["crt 1-2, roll 2: Ae → Dr"]);
        // Without a layout the cell is named by its numbers.
        let plain_old = printed(crt(json!([["Ar"], ["Ae"]])), &BTreeMap::new());
        let plain_new = printed(crt(json!([["Ar"], ["Dr"]])), &BTreeMap::new());
        assert_eq!(
            changes(&plain_old, &plain_new, 10),
            ["crt row 2, column 1: Ae → Dr"]
        );
    }

    #[test]
    fn a_table_keyed_by_its_column_headers_is_printed_by_column() {
        let mut layouts = BTreeMap::new();
        layouts.insert(
            "fire".to_string(),
            TableLayout {
                columns: Some(Headers::Table("bands".into())),
                rows: Some(Headers::List(vec!["2".into(), "3".into()])),
                row_title: Some("roll".into()),
                ..TableLayout::default()
            },
        );
        let t = |a: f64| {
            printed(
                vec![
                    ("fire".into(), Ok(json!({ "4-6": [-1, a], "<1": [-3, -2] }))),
                    (
                        "bands".into(),
                        Ok(json!([{ "label": "<1", "min": 0 }, { "label": "4-6", "min": 4 }])),
                    ),
                ],
                &layouts,
            )
        };
        let (old, new) = (t(0.5), t(1.5));
        assert_eq!(old[0].columns, ["<1", "4-6"]);
        assert_eq!(
            old[0].value,
            Ok(json!([[-3, -1], [-2, 0.5]])),
            "in the headers' order"
        );
        assert_eq!(changes(&old, &new, 10), ["fire 4-6, roll 3: 0.5 → 1.5"]);
    }

    #[test]
    fn keyed_tables_are_compared_by_path_and_long_lists_are_cut() {
        let t = |v: Value| printed(vec![("terrain".into(), Ok(v))], &BTreeMap::new());
        let old = t(json!({"woods": {"cost": 2}, "clear": {"cost": 1}}));
        let new = t(json!({"woods": {"cost": 3}, "rough": {"cost": 3}}));
        assert_eq!(
            changes(&old, &new, 10),
            [
                "terrain.rough: new, {\"cost\":3}",
                "terrain.woods.cost: 2 → 3",
                "terrain.clear: removed"
            ]
        );
        assert_eq!(changes(&old, &new, 2).len(), 2);
        assert_eq!(changes(&old, &new, 2)[1], "… and 2 more table changes");
        assert!(changes(&old, &old, 10).is_empty());
    }
}
