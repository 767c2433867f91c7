//! The reader the declaration sections share: it collects diagnostics located in the files
//! the sources have read, and reads typed fields, rejecting unknown keys and wrong types.

use crate::kernel::rules::{Cost, CostTable, Mp};
use crate::script::diag::{Diagnostics, locate};
use crate::script::sandbox::Sources;
use mlua::{Table, Value};

/// Reads declarations, collecting diagnostics located in the files the sources have read.
pub struct Reader<'a> {
    sources: &'a Sources,
    /// The file errors are charged to when no better location is found.
    pub file: String,
    /// What was found wrong.
    pub diags: Diagnostics,
}

impl<'a> Reader<'a> {
    /// A reader charging errors to `file` by default.
    pub fn new(sources: &'a Sources, file: &str) -> Reader<'a> {
        Reader {
            sources,
            file: file.to_string(),
            diags: Diagnostics::default(),
        }
    }

    /// Records an error about the item whose id or key is `needle`.
    pub fn error(&mut self, needle: &str, message: impl Into<String>) {
        let (file, line) = self.locate(needle);
        self.diags.push(&file, line, message);
    }

    /// Records an error about the entry `key = …` of the table `section = { … }`, whose key is
    /// not quoted (a table's name under `table_layouts`): at that line if it is found, else
    /// where `section` begins, else in the default file.
    pub fn error_in_section(&mut self, section: &str, key: &str, message: impl Into<String>) {
        let (file, line) = self.locate_key(section, key);
        self.diags.push(&file, line, message);
    }

    fn locate_key(&self, section: &str, key: &str) -> (String, Option<usize>) {
        let opening = format!("{section} = {{");
        let entry = |l: &str| {
            let t = l.trim_start();
            t.starts_with(&format!("{key} =")) || t.starts_with(&format!("[\"{key}\"] ="))
        };
        for (p, t) in self.sources.read.borrow().iter() {
            let lines: Vec<&str> = t.lines().collect();
            if let Some(start) = lines.iter().position(|l| l.contains(&opening)) {
                let at = lines[start..]
                    .iter()
                    .position(|l| entry(l))
                    .map_or(start, |i| start + i);
                return (p.clone(), Some(at + 1));
            }
        }
        (self.file.clone(), None)
    }

    /// The file and line where `needle` is declared: first a declaration of it
    /// (`id = "needle"`, `key = "needle"`, `name = "needle"`) in the default file, then in the
    /// other files read (rulesets first); failing that, any quoted mention, in the same order.
    pub fn locate(&self, needle: &str) -> (String, Option<usize>) {
        let mut files: Vec<(String, String)> = Vec::new();
        if let Some(text) = self.sources.text_of(&self.file) {
            files.push((self.file.clone(), text));
        }
        let read = self.sources.read.borrow();
        let mut others: Vec<&(String, String)> =
            read.iter().filter(|(p, _)| *p != self.file).collect();
        others.sort_by_key(|(p, _)| !p.ends_with("ruleset.lua"));
        files.extend(others.into_iter().cloned());
        drop(read);
        let declarations: Vec<String> = ["id", "key", "name"]
            .iter()
            .flat_map(|k| [format!("{k} = \"{needle}\""), format!("{k} = '{needle}'")])
            .collect();
        for (p, t) in &files {
            if let Some(i) = t
                .lines()
                .position(|l| declarations.iter().any(|d| l.contains(d)))
            {
                return (p.clone(), Some(i + 1));
            }
        }
        for (p, t) in &files {
            if let Some(l) = locate(t, needle, 1) {
                return (p.clone(), Some(l));
            }
        }
        (self.file.clone(), None)
    }

    /// Rejects keys of `t` not in `allowed`.
    pub fn check_keys(&mut self, t: &Table, allowed: &[&str], item: &str, needle: &str) {
        let mut names: Vec<String> = Vec::new();
        for (k, _) in t.pairs::<Value, Value>().flatten() {
            match &k {
                Value::String(s) => names.push(s.to_string_lossy()),
                Value::Integer(_) => {}
                other => names.push(format!("{other:?}")),
            }
        }
        names.sort();
        for name in names {
            if !allowed.contains(&name.as_str()) {
                let n = if needle.is_empty() {
                    name.clone()
                } else {
                    needle.to_string()
                };
                self.error(
                    &n,
                    format!(
                        "{item}: unknown key '{name}' (allowed: {})",
                        allowed.join(", ")
                    ),
                );
            }
        }
    }

    /// Reports each of `hooks` present in `t` that is not a function.
    pub fn functions(&mut self, t: &Table, hooks: &[&str], item: &str, needle: &str) {
        for hook in hooks {
            match t.get::<Value>(*hook) {
                Ok(Value::Nil) | Ok(Value::Function(_)) | Err(_) => {}
                Ok(other) => self.error(
                    needle,
                    format!(
                        "{item}: '{hook}' must be a function, not {}",
                        other.type_name()
                    ),
                ),
            }
        }
    }

    /// A required string field.
    pub fn req_str(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> String {
        match t.get::<Value>(key) {
            Ok(Value::String(s)) => s.to_string_lossy(),
            Ok(Value::Nil) => {
                self.error(needle, format!("{item}: '{key}' is missing"));
                String::new()
            }
            Ok(other) => {
                self.error(
                    needle,
                    format!(
                        "{item}: '{key}' must be a string, not {}",
                        other.type_name()
                    ),
                );
                String::new()
            }
            Err(e) => {
                self.error(needle, format!("{item}: '{key}': {e}"));
                String::new()
            }
        }
    }

    /// An optional field of one Lua type: `None` if absent; an error naming the item (and
    /// `None`) if it has another type. `convert` accepts the values of the expected type.
    fn opt<T>(
        &mut self,
        t: &Table,
        key: &str,
        item: &str,
        needle: &str,
        expected: &str,
        convert: impl FnOnce(Value) -> Result<T, Value>,
    ) -> Option<T> {
        match t.get::<Value>(key) {
            Ok(Value::Nil) | Err(_) => None,
            Ok(v) => match convert(v) {
                Ok(x) => Some(x),
                Err(other) => {
                    let msg = format!(
                        "{item}: '{key}' must be {expected}, not {}",
                        other.type_name()
                    );
                    self.error(needle, msg);
                    None
                }
            },
        }
    }

    /// An optional string field.
    pub fn opt_str(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<String> {
        self.opt(t, key, item, needle, "a string", |v| match v {
            Value::String(s) => Ok(s.to_string_lossy()),
            other => Err(other),
        })
    }

    /// An optional number field.
    pub fn opt_num(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<f64> {
        self.opt(t, key, item, needle, "a number", |v| match v {
            Value::Integer(i) => Ok(i as f64),
            Value::Number(n) => Ok(n),
            other => Err(other),
        })
    }

    /// An optional whole-number field within `range`: `8.5` or `2^32` where a count is expected
    /// is an error naming the item, not silently truncated or clamped.
    pub fn opt_int(
        &mut self,
        t: &Table,
        key: &str,
        item: &str,
        needle: &str,
        range: std::ops::RangeInclusive<i64>,
    ) -> Option<i64> {
        let n = self.opt_num(t, key, item, needle)?;
        let whole = n.fract() == 0.0 && n.is_finite();
        if !whole || n < *range.start() as f64 || n > *range.end() as f64 {
            let what = if whole {
                "within"
            } else {
                "a whole number within"
            };
            let msg = format!(
                "{item}: '{key}' must be {what} {}..{}, not {n}",
                range.start(),
                range.end()
            );
            self.error(needle, msg);
            return None;
        }
        Some(n as i64)
    }

    /// An optional boolean field.
    pub fn opt_bool(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<bool> {
        self.opt(t, key, item, needle, "true or false", |v| match v {
            Value::Boolean(b) => Ok(b),
            other => Err(other),
        })
    }

    /// An optional table field.
    pub fn opt_table(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<Table> {
        self.opt(t, key, item, needle, "a table", |v| match v {
            Value::Table(x) => Ok(x),
            other => Err(other),
        })
    }

    /// The array part of an optional table field, as tables.
    pub fn list_of_tables(&mut self, t: &Table, key: &str, item: &str) -> Vec<Table> {
        let Some(list) = self.opt_table(t, key, item, key) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, v) in list.sequence_values::<Value>().enumerate() {
            match v {
                Ok(Value::Table(x)) => out.push(x),
                Ok(other) => self.error(
                    key,
                    format!(
                        "{item}: entry {} of '{key}' must be a table, not {}",
                        i + 1,
                        other.type_name()
                    ),
                ),
                Err(e) => self.error(key, format!("{item}: '{key}': {e}")),
            }
        }
        out
    }

    /// A list of strings.
    pub fn str_list(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Vec<String> {
        let Some(list) = self.opt_table(t, key, item, needle) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for v in list.sequence_values::<Value>() {
            match v {
                Ok(Value::String(s)) => out.push(s.to_string_lossy()),
                Ok(other) => self.error(
                    needle,
                    format!(
                        "{item}: '{key}' must list strings, found {}",
                        other.type_name()
                    ),
                ),
                Err(_) => {}
            }
        }
        out
    }

    /// A movement cost: a number, `"prohibited"`, or a table by movement class with an
    /// optional `default`.
    pub fn cost_table(
        &mut self,
        v: Value,
        classes: &[String],
        item: &str,
        needle: &str,
        default: Cost,
    ) -> CostTable {
        let one = |r: &mut Reader, v: Value| -> Option<Cost> {
            match v {
                Value::Integer(i) => Mp::from_f64(i as f64)
                    .map(Cost::Mp)
                    .map_err(|e| r.error(needle, format!("{item}: {e}")))
                    .ok(),
                Value::Number(n) => Mp::from_f64(n)
                    .map(Cost::Mp)
                    .map_err(|e| r.error(needle, format!("{item}: {e}")))
                    .ok(),
                Value::String(s) if s.to_string_lossy() == "prohibited" => Some(Cost::Prohibited),
                other => {
                    r.error(
                        needle,
                        format!(
                            "{item}: a cost is a number of MP or \"prohibited\", not {other:?}"
                        ),
                    );
                    None
                }
            }
        };
        match v {
            Value::Nil => CostTable::uniform(default),
            Value::Table(t) => {
                let mut table = CostTable {
                    default,
                    by_class: vec![None; classes.len()],
                };
                for (k, v) in t.pairs::<String, Value>().flatten() {
                    if k == "default" {
                        if let Some(c) = one(self, v) {
                            table.default = c;
                        }
                    } else if let Some(i) = classes.iter().position(|c| *c == k) {
                        table.by_class[i] = one(self, v);
                    } else {
                        self.error(
                            needle,
                            format!(
                                "{item}: unknown movement class '{k}' (declared: {})",
                                classes.join(", ")
                            ),
                        );
                    }
                }
                table
            }
            v => CostTable::uniform(one(self, v).unwrap_or(default)),
        }
    }
}
