//! Rule coverage: for every numbered rule a ruleset declares, its status, where the code
//! mentions it, and the tests that check it — computed from the code, not kept by hand.
//!
//! - Statuses come from the ruleset's `rules` declarations (see `script::decl::RuleDecl`).
//! - "Where implemented" is every line of the ruleset's Lua files (and its scenarios) that
//!   names the rule number in a comment or a string (`-- 5.3 Defence doubled…`,
//!   `rule = "7.1"`, `"5.4 DE"`), as the project's convention asks of every implemented rule.
//! - "Tests" are the test functions of `tests/<ruleset>*.rs` named `rule_<number>_…`
//!   (`rule_5_3_defence_doubled_in_woods` checks 5.3, `rule_2_7f_…` checks 2.7f,
//!   `rule_m_1_…` checks M.1), plus any test preceded by a `// rules: 5.3, 5.4` comment.
//!   A mod's coverage also counts the tests of the rulesets it extends.

use crate::script::decl::{RuleDecl, RuleStatus};
use crate::script::{Engine, Library};
use serde::Serialize;
use std::path::Path;

/// One rule's row of the coverage matrix.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleRow {
    /// The declaration.
    #[serde(flatten)]
    pub rule: RuleDecl,
    /// `file:line` of each mention in the ruleset's code and data.
    pub implemented: Vec<String>,
    /// `tests/file.rs::test_name` of each test that checks it.
    pub tests: Vec<String>,
}

/// The coverage matrix of one ruleset.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Coverage {
    /// Ruleset id.
    pub ruleset: String,
    /// Ruleset name.
    pub name: String,
    /// One row per declared rule, in declaration order.
    pub rules: Vec<RuleRow>,
}

/// True if `line` names rule `id` in a comment or a string, as a whole rule number
/// (`5.4` is not named by `15.4`, `5.41` or `5.4a`). A number without a dot (a section, like
/// River of Death's `4`) is named only where it reads as a rule: right after the comment mark
/// (`-- 4 the turn sequence`) or after "rule", "rules", "section" or "§" — not by "within 4
/// hexes".
pub fn mentions(line: &str, id: &str) -> bool {
    let bytes = line.as_bytes();
    let mut from = 0;
    while let Some(off) = line[from..].find(id) {
        let pos = from + off;
        let end = pos + id.len();
        let before_ok = pos == 0 || {
            let c = bytes[pos - 1] as char;
            !(c.is_ascii_alphanumeric() || c == '.' || c == '_')
        };
        let after_ok = end >= bytes.len() || {
            let c = bytes[end] as char;
            !(c.is_ascii_alphanumeric()
                || c == '_'
                || (c == '.' && bytes.get(end + 1).is_some_and(|d| d.is_ascii_digit())))
        };
        if before_ok && after_ok && (id.contains('.') || reads_as_section(&line[..pos])) {
            let head = &line[..pos];
            let in_comment = head.contains("--") || head.trim_start().starts_with("//");
            let in_string =
                head.matches('"').count() % 2 == 1 || head.matches('\'').count() % 2 == 1;
            if in_comment || in_string {
                return true;
            }
        }
        from = pos + id.len().max(1);
    }
    false
}

/// True if the text before a dotless number makes it a rule citation.
fn reads_as_section(head: &str) -> bool {
    let h = head.trim_end().to_ascii_lowercase();
    h.ends_with("--")
        || h.ends_with("//")
        || h.ends_with('§')
        || ["rule", "rules", "section", "sections"].iter().any(|w| {
            h.ends_with(w) && !h[..h.len() - w.len()].ends_with(|c: char| c.is_ascii_alphanumeric())
        })
}

/// The rule number a test function name checks: `rule_5_3_x` → `5.3`, `rule_2_7f_x` →
/// `2.7f`, `rule_m_1_x` → `m.1` (compare case-insensitively).
pub fn rule_of_test_name(name: &str) -> Option<String> {
    let rest = name.strip_prefix("rule_")?;
    let mut parts: Vec<&str> = Vec::new();
    for (i, seg) in rest.split('_').enumerate() {
        let digits = seg.chars().take_while(|c| c.is_ascii_digit()).count();
        let is_num = digits > 0
            && seg.len() - digits <= 1
            && seg[digits..].chars().all(|c| c.is_ascii_lowercase());
        let is_letter = i == 0 && seg.len() == 1 && seg.chars().all(|c| c.is_ascii_lowercase());
        if is_num || is_letter {
            parts.push(seg);
        } else {
            break;
        }
    }
    // A lone letter is not a rule number.
    if parts.is_empty() || parts.iter().all(|p| !p.chars().any(|c| c.is_ascii_digit())) {
        return None;
    }
    Some(parts.join("."))
}

/// Test functions in a Rust test file and the rules each checks.
pub fn tests_in(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut tagged: Vec<String> = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        if let Some(list) = t.strip_prefix("// rules:") {
            tagged.extend(
                list.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty()),
            );
            continue;
        }
        if let Some(rest) = t.strip_prefix("fn ") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let mut rules = std::mem::take(&mut tagged);
            if let Some(r) = rule_of_test_name(&name) {
                rules.push(r);
            }
            if !rules.is_empty() {
                out.push((name, rules));
            }
        } else if !t.starts_with("#[")
            && !t.starts_with("///")
            && !t.is_empty()
            && !t.starts_with("//")
        {
            tagged.clear();
        }
    }
    out
}

fn normalise(id: &str) -> String {
    id.replace('-', "_").to_ascii_lowercase()
}

/// The ruleset id (of `ids`) that owns a test file: the longest id its name starts with.
fn owner<'a>(stem: &str, ids: &'a [String]) -> Option<&'a String> {
    ids.iter()
        .filter(|id| stem.starts_with(&normalise(id)))
        .max_by_key(|id| id.len())
}

/// Whether a ruleset file is a rule list: `rules.lua` or one of its parts `rules_<name>.lua`.
fn is_rule_list(path: &str) -> bool {
    let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
    name == "rules.lua" || (name.starts_with("rules_") && name.ends_with(".lua"))
}

/// Computes the coverage of a loaded ruleset (load its scenarios first, so that their files
/// count as implementation sites). Tests are read from `<library root>/tests`.
pub fn coverage(engine: &Engine, library: &Library) -> Coverage {
    let decl = &engine.decl;
    let files: Vec<(String, String)> = engine
        .files()
        .into_iter()
        // The files that declare the rules (`rules.lua`, or the parts `rules_*.lua` it
        // gathers) list rule numbers; they are not implementation sites.
        .filter(|p| !is_rule_list(p))
        .filter_map(|p| {
            std::fs::read_to_string(library.root.join(&p))
                .ok()
                .map(|t| (p, t))
        })
        .collect();
    // The ruleset and the rulesets it extends own tests.
    let chain: Vec<String> = engine
        .dirs
        .iter()
        .filter_map(|d| d.file_name().map(|n| n.to_string_lossy().to_string()))
        .collect();
    let all_ids = library.ruleset_ids();
    let mut tests: Vec<(String, String, Vec<String>)> = Vec::new();
    if let Ok(rd) = std::fs::read_dir(library.root.join("tests")) {
        let mut paths: Vec<_> = rd.flatten().map(|e| e.path()).collect();
        paths.sort();
        for p in paths {
            if p.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let stem = p
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_default();
            if owner(&stem, &all_ids).is_none_or(|o| !chain.contains(o)) {
                continue;
            }
            if let Ok(text) = std::fs::read_to_string(&p) {
                for (name, rules) in tests_in(&text) {
                    tests.push((format!("tests/{stem}.rs"), name, rules));
                }
            }
        }
    }
    let rules = decl
        .rules
        .iter()
        .map(|rule| {
            let mut implemented = Vec::new();
            for (path, text) in &files {
                for (i, line) in text.lines().enumerate() {
                    // The coverage declaration itself (`{ id = "5.3", …, status = … }`) is not
                    // an implementation site.
                    let declaration = line.contains("status =") && line.contains("id =");
                    if !declaration && mentions(line, &rule.id) {
                        implemented.push(format!("{path}:{}", i + 1));
                    }
                }
            }
            let tests = tests
                .iter()
                .filter(|(_, _, rs)| rs.iter().any(|r| r.eq_ignore_ascii_case(&rule.id)))
                .map(|(f, n, _)| format!("{f}::{n}"))
                .collect();
            RuleRow {
                rule: rule.clone(),
                implemented,
                tests,
            }
        })
        .collect();
    Coverage {
        ruleset: decl.id.clone(),
        name: decl.name.clone(),
        rules,
    }
}

impl Coverage {
    /// Per status: how many rules, and how many of those have no test.
    pub fn summary(&self) -> Vec<(RuleStatus, usize, usize)> {
        RuleStatus::ALL
            .iter()
            .map(|s| {
                let rows: Vec<&RuleRow> =
                    self.rules.iter().filter(|r| r.rule.status == *s).collect();
                (
                    *s,
                    rows.len(),
                    rows.iter().filter(|r| r.tests.is_empty()).count(),
                )
            })
            .collect()
    }

    /// The one-line summary: `24 rules: 23 enforced, 1 option, …; 0 enforced untested`.
    pub fn summary_line(&self) -> String {
        let parts: Vec<String> = self
            .summary()
            .iter()
            .map(|(s, n, _)| format!("{n} {}", s.name()))
            .collect();
        let untested = self
            .rules
            .iter()
            .filter(|r| {
                matches!(
                    r.rule.status,
                    RuleStatus::Enforced
                        | RuleStatus::Option
                        | RuleStatus::Reconstructed
                        | RuleStatus::Partial
                ) && r.tests.is_empty()
            })
            .count();
        format!(
            "{} rules: {}; {untested} implemented but untested",
            self.rules.len(),
            parts.join(", ")
        )
    }

    /// Rows that are missing, or implemented (enforced, option, reconstructed, partial) without
    /// a test.
    pub fn gaps(&self) -> Vec<&RuleRow> {
        self.rules
            .iter()
            .filter(|r| {
                r.rule.status == RuleStatus::Missing
                    || (matches!(
                        r.rule.status,
                        RuleStatus::Enforced
                            | RuleStatus::Option
                            | RuleStatus::Reconstructed
                            | RuleStatus::Partial
                    ) && r.tests.is_empty())
            })
            .collect()
    }

    fn status_text(r: &RuleRow) -> String {
        match (&r.rule.option, r.rule.status) {
            (Some(o), _) => format!("option ({o})"),
            (None, s) => s.name().to_string(),
        }
    }

    /// A plain-text table for the terminal.
    pub fn to_text(&self, only_gaps: bool) -> String {
        let rows: Vec<&RuleRow> = if only_gaps {
            self.gaps()
        } else {
            self.rules.iter().collect()
        };
        let mut out = format!("{} — {}\n", self.ruleset, self.name);
        for r in rows {
            out.push_str(&format!(
                "{:<7} {:<18} {}\n",
                r.rule.id,
                Coverage::status_text(r),
                r.rule.title
            ));
            if !r.rule.note.is_empty() {
                out.push_str(&format!("        note: {}\n", r.rule.note));
            }
            out.push_str(&format!(
                "        code: {}\n",
                if r.implemented.is_empty() {
                    "—".to_string()
                } else {
                    r.implemented.join(", ")
                }
            ));
            out.push_str(&format!(
                "        tests: {}\n",
                if r.tests.is_empty() {
                    "none".to_string()
                } else {
                    r.tests.join(", ")
                }
            ));
        }
        for (s, n, untested) in self.summary() {
            out.push_str(&format!(
                "{:<15} {n:>3}  ({untested} without a test)\n",
                s.name()
            ));
        }
        out.push_str(&self.summary_line());
        out.push('\n');
        out
    }

    /// The Markdown page committed as `docs/rules/<ruleset>.md`.
    pub fn to_markdown(&self) -> String {
        let mut out = format!(
            "# Rule coverage: {}\n\n<!-- Generated by `sandtable rules {} --markdown`; do not edit by hand. -->\n\n{}\n\n",
            self.name,
            self.ruleset,
            self.summary_line()
        );
        out.push_str("| status | rules | without a test |\n| --- | --- | --- |\n");
        for (s, n, untested) in self.summary() {
            out.push_str(&format!("| {} | {n} | {untested} |\n", s.name()));
        }
        out.push_str("\n| rule | title | status | implemented at | tests |\n| --- | --- | --- | --- | --- |\n");
        for r in &self.rules {
            let mut status = Coverage::status_text(r);
            if !r.rule.note.is_empty() {
                status.push_str(&format!(": {}", r.rule.note.replace('|', "\\|")));
            }
            let tests: Vec<String> = r
                .tests
                .iter()
                .map(|t| format!("`{}`", t.rsplit("::").next().unwrap_or(t)))
                .collect();
            let code: Vec<String> = r.implemented.iter().map(|c| format!("`{c}`")).collect();
            out.push_str(&format!(
                "| {} | {} | {} | {} | {} |\n",
                r.rule.id,
                r.rule.title.replace('|', "\\|"),
                status,
                if code.is_empty() {
                    "—".into()
                } else {
                    code.join(" ")
                },
                if tests.is_empty() {
                    "—".into()
                } else {
                    tests.join(" ")
                }
            ));
        }
        out
    }
}

/// Loads ruleset `id` with all its scenarios and computes its coverage.
pub fn for_ruleset(library: &Library, id: &str) -> Result<Coverage, String> {
    let world = std::rc::Rc::new(std::cell::RefCell::new(None));
    let engine = Engine::load(library, id, world).map_err(|d| d.to_string())?;
    for f in engine.scenario_files() {
        engine.load_scenario(&f).map_err(|d| d.to_string())?;
    }
    Ok(coverage(&engine, library))
}

/// The path of a ruleset's generated coverage page.
pub fn doc_path(root: &Path, id: &str) -> std::path::PathBuf {
    root.join("docs").join("rules").join(format!("{id}.md"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_lists_are_not_implementation_sites() {
        assert!(is_rule_list("rulesets/x/rules.lua"));
        assert!(is_rule_list("rulesets/x/rules_fire.lua"));
        assert!(!is_rule_list("rulesets/x/fire.lua"));
        assert!(!is_rule_list("rulesets/x/my_rules.lua"));
    }

    #[test]
    fn rule_numbers_are_matched_whole() {
        assert!(mentions("  -- 5.3 Defence doubled", "5.3"));
        assert!(mentions("rule = \"7.1\",", "7.1"));
        assert!(mentions("return false, \"5.1/5.5: not adjacent\"", "5.5"));
        assert!(!mentions("  -- 15.3 other", "5.3"));
        assert!(!mentions("  -- 5.31 other", "5.3"));
        assert!(!mentions("  -- 5.3a other", "5.3"));
        assert!(!mentions("  -- 5.3.1 other", "5.3"));
        assert!(mentions("  -- see 5.3.", "5.3"));
        assert!(
            !mentions("local x = 5.3 * y", "5.3"),
            "code, not a comment or string"
        );
    }

    #[test]
    fn a_section_number_is_named_only_as_a_rule() {
        assert!(mentions("-- 4 The turn sequence", "4"));
        assert!(mentions("  // 4: phases", "4"));
        assert!(mentions("-- as rule 4 says", "4"));
        assert!(mentions("-- see section 12", "12"));
        assert!(mentions("error(\"§11: no victory yet\")", "11"));
        assert!(!mentions("-- within 4 hexes of the mill", "4"));
        assert!(!mentions("-- the 4th brigade", "4"));
        assert!(!mentions("-- overrule 4 times", "4"));
        assert!(!mentions("return \"4 hexes\"", "4"));
    }

    #[test]
    fn test_names_give_rule_numbers() {
        assert_eq!(
            rule_of_test_name("rule_5_3_defence_doubled").as_deref(),
            Some("5.3")
        );
        assert_eq!(
            rule_of_test_name("rule_2_7f_rosecrans_caution").as_deref(),
            Some("2.7f")
        );
        assert_eq!(
            rule_of_test_name("rule_m_1_veterans").as_deref(),
            Some("m.1")
        );
        assert_eq!(
            rule_of_test_name("rule_5_4_de_eliminates").as_deref(),
            Some("5.4")
        );
        assert_eq!(
            rule_of_test_name("rule_5_4_a_thing").as_deref(),
            Some("5.4")
        );
        assert_eq!(rule_of_test_name("rule_x_y"), None);
        assert_eq!(rule_of_test_name("helper"), None);
    }

    #[test]
    fn tests_are_found_with_tags() {
        let text = "#[test]\nfn rule_3_1_moves_once() {}\n\n// rules: 4.2, 4.3\n#[test]\nfn zoc_cases() {}\nfn helper() {}\n";
        assert_eq!(
            tests_in(text),
            vec![
                ("rule_3_1_moves_once".to_string(), vec!["3.1".to_string()]),
                (
                    "zoc_cases".to_string(),
                    vec!["4.2".to_string(), "4.3".to_string()]
                ),
            ]
        );
    }
}
