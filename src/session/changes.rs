//! What a reload reports changed, one line each: the files (where, and in which hook or
//! definition), the options (each field and value). The declared tables' cells are
//! [`super::tables::changes`].

use crate::script::decl::OptionDecl;
use crate::script::hooks::{HookSpan, enclosing_definition};
use similar::{DiffTag, TextDiff};

/// Most table changes one reload lists (the rest are counted).
pub const MAX_TABLE_CHANGES: usize = 40;

/// Most places of one file a reload lists (the rest are counted).
const MAX_PLACES: usize = 5;

/// Longest a file's line diff may take before it approximates, in milliseconds.
const DIFF_MILLIS: u64 = 100;

/// The files that differ: added, removed, or changed — each change with its lines and the
/// hook or definition it is in, read from the new text and the new rules' `hooks`:
/// "combat.lua: 1 line changed from line 16 (in M.CRT)", "ruleset.lua: 2 places changed:
/// line 40 (hook actions.attack.resolve); lines 80–82 now 4 lines (in function lose)".
pub fn files(
    old: &[(String, String)],
    new: &[(String, String)],
    hooks: &[HookSpan],
) -> Vec<String> {
    let short = |p: &str| p.rsplit('/').next().unwrap_or(p).to_string();
    let mut out = Vec::new();
    for (p, text) in new {
        match old.iter().find(|(q, _)| q == p) {
            None => out.push(format!("{}: new file", short(p))),
            Some((_, was)) if was != text => {
                let places = places(was, text, p, hooks);
                out.push(match places.as_slice() {
                    [one] => format!("{}: {one}", short(p)),
                    many => {
                        let shown: Vec<&str> =
                            many.iter().take(MAX_PLACES).map(String::as_str).collect();
                        let more = many.len().saturating_sub(MAX_PLACES);
                        format!(
                            "{}: {} places changed: {}{}",
                            short(p),
                            many.len(),
                            shown.join("; "),
                            if more > 0 {
                                format!("; and {more} more")
                            } else {
                                String::new()
                            }
                        )
                    }
                });
            }
            Some(_) => {}
        }
    }
    for (p, _) in old {
        if !new.iter().any(|(q, _)| q == p) {
            out.push(format!("{}: no longer read", short(p)));
        }
    }
    out
}

/// Each run of changed lines of one file, where it is and what it is in.
fn places(was: &str, text: &str, file: &str, hooks: &[HookSpan]) -> Vec<String> {
    // A whole regenerated file (a map) may differ everywhere: past the deadline the diff
    // approximates, and the reload stays quick.
    let diff = TextDiff::configure()
        .timeout(std::time::Duration::from_millis(DIFF_MILLIS))
        .diff_lines(was, text);
    let mut out = Vec::new();
    for op in diff.ops() {
        let (tag, gone, came) = op.as_tag_tuple();
        if tag == DiffTag::Equal {
            continue;
        }
        let (n_gone, n_came) = (gone.len(), came.len());
        // 1-based lines of the new text; a deletion is placed at the line before it.
        let first = came.start + 1;
        let what = if n_gone == n_came {
            format!(
                "{n_gone} line{} changed from line {first}",
                if n_gone == 1 { "" } else { "s" }
            )
        } else if n_gone == 0 {
            format!(
                "{n_came} line{} added at line {first}",
                if n_came == 1 { "" } else { "s" }
            )
        } else if n_came == 0 {
            format!(
                "{n_gone} line{} removed after line {}",
                if n_gone == 1 { "" } else { "s" },
                came.start
            )
        } else {
            format!(
                "lines {first}–{} ({n_gone}) now {n_came} line{}",
                first + n_came - 1,
                if n_came == 1 { "" } else { "s" }
            )
        };
        let lines = (came.start.max(1), came.end.max(came.start + 1));
        out.push(match within(file, lines, hooks, text) {
            Some(w) => format!("{what} ({w})"),
            None => what,
        });
    }
    out
}

/// The innermost declared hooks whose lines overlap `lines` (1-based, inclusive), else the
/// definition around the first line.
fn within(file: &str, lines: (usize, usize), hooks: &[HookSpan], text: &str) -> Option<String> {
    let hit: Vec<&HookSpan> = hooks
        .iter()
        .filter(|h| h.file == file && h.lines.0 <= lines.1 && lines.0 <= h.lines.1)
        .collect();
    let size = |h: &HookSpan| h.lines.1 - h.lines.0;
    if let Some(inner) = hit.iter().map(|h| size(h)).min() {
        let names: Vec<&str> = hit
            .iter()
            .filter(|h| size(h) == inner)
            .map(|h| h.hook.as_str())
            .collect();
        return Some(format!(
            "hook{} {}",
            if names.len() == 1 { "" } else { "s" },
            names.join(", ")
        ));
    }
    enclosing_definition(text, lines.0).map(|d| format!("in {d}"))
}

/// The words that differ between two texts, with the words around them: ‘gets 2 VP’ → ‘gets
/// 3 VP’.
fn words_changed(a: &str, b: &str) -> String {
    let (x, y): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    let prefix = x.iter().zip(&y).take_while(|(p, q)| p == q).count();
    let suffix = x[prefix..]
        .iter()
        .rev()
        .zip(y[prefix..].iter().rev())
        .take_while(|(p, q)| p == q)
        .count();
    let from = prefix.saturating_sub(1);
    let part = |w: &[&str], end: usize| w[from..(end + 1).min(w.len())].join(" ");
    format!(
        "‘{}’ → ‘{}’",
        part(&x, x.len() - suffix),
        part(&y, y.len() - suffix)
    )
}

/// The options added, removed, and each field and value of one changed.
pub fn options(old: &[OptionDecl], new: &[OptionDecl]) -> Vec<String> {
    let mut out = Vec::new();
    for n in new {
        let Some(o) = old.iter().find(|o| o.id == n.id) else {
            out.push(format!("new option {} ({})", n.id, n.name));
            continue;
        };
        let id = &n.id;
        if o.name != n.name {
            out.push(format!("option {id}: name ‘{}’ → ‘{}’", o.name, n.name));
        }
        if o.rule != n.rule {
            out.push(format!("option {id}: rule {} → {}", o.rule, n.rule));
        }
        if o.description != n.description {
            out.push(format!(
                "option {id}: description {}",
                words_changed(&o.description, &n.description)
            ));
        }
        if o.default != n.default {
            out.push(format!(
                "option {id}: default {} → {}",
                o.default, n.default
            ));
        }
        if o.choices != n.choices {
            out.push(format!("option {id}: choices changed"));
        }
        for c in crate::script::option_values::changes(&o.values, &n.values) {
            out.push(format!("option {id}: {c}"));
        }
        if o.is_secret() != n.is_secret() || o.secret_for != n.secret_for {
            out.push(format!("option {id}: who may see it changed"));
        }
    }
    for o in old {
        if !new.iter().any(|n| n.id == o.id) {
            out.push(format!("option {} removed", o.id));
        }
    }
    out
}
