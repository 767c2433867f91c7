//! Where a ruleset's code is: the lines of each declared hook, and the definition a line
//! belongs to — what a reload names when a designer's edit changed code, not just a file.

use mlua::{Function, Table, Value};

/// The lines one declared hook spans in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HookSpan {
    /// The hook as the ruleset table holds it: `victory`, `actions.attack.resolve`,
    /// `phases.combat.on_begin`, `decisions.retreat.resolve`, `bots.union`.
    pub hook: String,
    /// The file (display path, as the sandbox names chunks).
    pub file: String,
    /// First and last line of the function's definition (1-based, inclusive).
    pub lines: (usize, usize),
}

fn span(hook: String, f: &Function) -> Option<HookSpan> {
    let info = f.info();
    let file = info.source?.strip_prefix('@')?.to_string();
    Some(HookSpan {
        hook,
        file,
        lines: (info.line_defined?, info.last_line_defined?),
    })
}

/// The functions of `t` by string key, sorted.
fn functions(t: &Table) -> Vec<(String, Function)> {
    let mut out: Vec<(String, Function)> = t
        .pairs::<Value, Value>()
        .flatten()
        .filter_map(|(k, v)| match (k, v) {
            (Value::String(k), Value::Function(f)) => Some((k.to_string_lossy(), f)),
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The tables of `t` by string key, sorted.
fn tables(t: &Table) -> Vec<(String, Table)> {
    let mut out: Vec<(String, Table)> = t
        .pairs::<Value, Value>()
        .flatten()
        .filter_map(|(k, v)| match (k, v) {
            (Value::String(k), Value::Table(t)) => Some((k.to_string_lossy(), t)),
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Every hook the ruleset table declares, with its lines: the top-level hooks, each action
/// kind's and decision kind's functions, each phase's, and the bots.
pub fn hook_spans(ruleset: &Table) -> Vec<HookSpan> {
    let mut out = Vec::new();
    for (k, f) in functions(ruleset) {
        out.extend(span(k, &f));
    }
    for group in ["actions", "decisions", "bots"] {
        let Ok(Some(t)) = ruleset.get::<Option<Table>>(group) else {
            continue;
        };
        for (k, f) in functions(&t) {
            out.extend(span(format!("{group}.{k}"), &f));
        }
        for (kind, h) in tables(&t) {
            for (k, f) in functions(&h) {
                out.extend(span(format!("{group}.{kind}.{k}"), &f));
            }
        }
    }
    if let Ok(Some(phases)) = ruleset.get::<Option<Table>>("phases") {
        for p in phases.sequence_values::<Table>().flatten() {
            let id = p.get::<String>("id").unwrap_or_default();
            for (k, f) in functions(&p) {
                out.extend(span(format!("phases.{id}.{k}"), &f));
            }
        }
    }
    out
}

/// The definition line `line` (1-based) of `text` belongs to, read from the text: the nearest
/// line above it, less indented (or itself), that opens a function (`function M.lose(`,
/// `local function crt(`, `resolve = function(`) or a table (`M.CRT = {` at the top level,
/// a field `options = {` at any depth). A reading
/// of the text, not of the compiled code: enough to tell a designer where his edit was.
pub fn enclosing_definition(text: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let at = line.checked_sub(1)?.min(lines.len().checked_sub(1)?);
    let indent = |l: &str| l.len() - l.trim_start().len();
    let own = indent(lines[at]);
    // Walking up: a line less indented than every line seen so far opens the block they are in.
    let mut limit = own;
    for i in (0..=at).rev() {
        let l = lines[i];
        if l.trim().is_empty() || l.trim_start().starts_with("--") {
            continue;
        }
        let d = indent(l);
        if i != at && d >= limit {
            continue;
        }
        if let Some(name) = definition(l.trim_start(), d == 0) {
            return Some(name);
        }
        limit = d;
        if d == 0 {
            return None;
        }
    }
    None
}

/// The name a line defines, if it opens a function or (at the top level) a table.
fn definition(l: &str, top: bool) -> Option<String> {
    let name_of = |s: &str| {
        let n: String = s
            .chars()
            .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | ':' | '[' | ']' | '"'))
            .collect();
        (!n.is_empty()).then_some(n)
    };
    let rest = l.strip_prefix("local ").unwrap_or(l);
    if let Some(r) = rest.strip_prefix("function ") {
        return name_of(r.trim_start()).map(|n| format!("function {n}"));
    }
    let (lhs, rhs) = rest.split_once('=')?;
    let (lhs, rhs) = (lhs.trim(), rhs.trim_start());
    if lhs.is_empty() || lhs.contains(' ') {
        return None;
    }
    if rhs.starts_with("function") {
        return name_of(lhs).map(|n| format!("function {n}"));
    }
    // A table: at the top level (`M.CRT = {`), or a field of one (`options = {`), not a
    // function's local.
    if rhs.starts_with('{') && (top || !l.starts_with("local ")) {
        return name_of(lhs);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = r#"local M = {}

-- the table
M.CRT = {
  { "DR", "DR" },
  { "AR", "DR" },
}

local function crt()
  local t = sandtable.tables.get("crt")
  return t
end

M.actions = {
  attack = {
    rule = "5.1",
    resolve = function(act)
      local r = 1
      return r
    end,
  },
}
"#;

    #[test]
    fn a_line_belongs_to_the_definition_around_it() {
        assert_eq!(enclosing_definition(TEXT, 5).as_deref(), Some("M.CRT"));
        assert_eq!(
            enclosing_definition(TEXT, 10).as_deref(),
            Some("function crt")
        );
        assert_eq!(
            enclosing_definition(TEXT, 9).as_deref(),
            Some("function crt")
        );
        assert_eq!(
            enclosing_definition(TEXT, 19).as_deref(),
            Some("function resolve")
        );
        assert_eq!(enclosing_definition(TEXT, 16).as_deref(), Some("attack"));
        // A line that defines is its own definition; a closing line at the top level is
        // outside any (it is read from the indentation).
        assert_eq!(enclosing_definition(TEXT, 1).as_deref(), Some("M"));
        assert_eq!(enclosing_definition(TEXT, 12), None);
        assert_eq!(enclosing_definition(TEXT, 999), None);
    }
}
