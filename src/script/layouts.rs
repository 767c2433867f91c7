//! The `table_layouts` declaration: how a declared table is printed — its title, the headers
//! of its columns and rows — so that the window shows a combat results table with its odds
//! across the top and its die rolls down the side, and a reload names a changed cell as the
//! rulebook would ("crt 1-2, roll 6").
//!
//! ```lua
//! tables = { crt = combat.CRT, odds_columns = combat.COLUMNS },
//! table_layouts = {
//!   crt = { title = "Combat Results Table", columns = "odds_columns", row_title = "roll" },
//! },
//! ```
//!
//! `columns` and `rows` name another declared table (its entries are the headers) or list the
//! headers; without them columns and rows are numbered from 1. `row_title` heads the column of
//! row headers.

use super::decl::Reader;
use mlua::{Table, Value};
use serde::Serialize;
use std::collections::BTreeMap;

/// Where a table's headers come from.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Headers {
    /// The entries of another declared table, in order.
    Table(String),
    /// These headers.
    List(Vec<String>),
}

/// How a declared table is printed.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TableLayout {
    /// Its printed title.
    pub title: Option<String>,
    /// The column headers.
    pub columns: Option<Headers>,
    /// The row headers.
    pub rows: Option<Headers>,
    /// The heading of the row headers ("roll").
    pub row_title: Option<String>,
}

const KEYS: &[&str] = &["title", "columns", "rows", "row_title"];

/// Reads `table_layouts`; every layout must be of a declared table, and headers taken from a
/// table must name a declared one.
pub(super) fn read(r: &mut Reader, t: &Table, tables: &[String]) -> BTreeMap<String, TableLayout> {
    let mut out = BTreeMap::new();
    let Some(layouts) = r.opt_table(t, "table_layouts", "ruleset", "table_layouts") else {
        return out;
    };
    let mut names: Vec<(String, Table)> = Vec::new();
    for pair in layouts.pairs::<Value, Value>() {
        match pair {
            Ok((Value::String(k), Value::Table(v))) => names.push((k.to_string_lossy(), v)),
            Ok((k, _)) => r.error(
                "table_layouts",
                format!(
                    "ruleset: each entry of 'table_layouts' is a table's name and a table ({} given)",
                    k.type_name()
                ),
            ),
            Err(e) => r.error("table_layouts", format!("ruleset: 'table_layouts': {e}")),
        }
    }
    names.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, l) in names {
        let item = format!("table layout '{name}'");
        if !tables.contains(&name) {
            r.error_in_section(
                "table_layouts",
                &name,
                format!("{item}: there is no declared table '{name}' (declare it under 'tables')"),
            );
            continue;
        }
        for k in l.pairs::<String, Value>().flatten().map(|(k, _)| k) {
            if !KEYS.contains(&k.as_str()) {
                r.error_in_section(
                    "table_layouts",
                    &name,
                    format!("{item}: unknown key '{k}' (allowed: {})", KEYS.join(", ")),
                );
            }
        }
        let layout = TableLayout {
            title: r.opt_str(&l, "title", &item, &name),
            columns: headers(r, &l, "columns", &item, &name, tables),
            rows: headers(r, &l, "rows", &item, &name, tables),
            row_title: r.opt_str(&l, "row_title", &item, &name),
        };
        out.insert(name, layout);
    }
    out
}

fn headers(
    r: &mut Reader,
    l: &Table,
    key: &str,
    item: &str,
    needle: &str,
    tables: &[String],
) -> Option<Headers> {
    match l.get::<Value>(key) {
        Ok(Value::Nil) => None,
        Ok(Value::String(s)) => {
            let s = s.to_string_lossy();
            if tables.contains(&s) {
                Some(Headers::Table(s))
            } else {
                r.error_in_section(
                    "table_layouts",
                    needle,
                    format!("{item}: '{key}' names '{s}', which is not a declared table"),
                );
                None
            }
        }
        Ok(Value::Table(_)) => Some(Headers::List(r.str_list(l, key, item, needle))),
        Ok(other) => {
            r.error_in_section(
                "table_layouts",
                needle,
                format!(
                    "{item}: '{key}' is the name of a declared table or a list of headers, not {}",
                    other.type_name()
                ),
            );
            None
        }
        Err(e) => {
            r.error_in_section("table_layouts", needle, format!("{item}: '{key}': {e}"));
            None
        }
    }
}
