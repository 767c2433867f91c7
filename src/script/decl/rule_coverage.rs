//! The rule coverage a ruleset declares: the rulebook's numbered rules and how far each is
//! implemented.

use super::{OptionDecl, Reader, RuleDecl, RuleStatus};
use crate::script::option_values;
use mlua::Table;

/// Reads `rules`: each numbered rule's title and status (required, the status one of
/// [`RuleStatus::ALL`]), the option enabling it (required with status `option` and only
/// then, a declared option), and its note (required with `reconstructed`, `partial` and
/// `not-applicable`). A rule is declared once; its title and note may quote option values
/// (`{vp}` meaning its own option's).
pub(super) fn read_rule_coverage(
    r: &mut Reader,
    t: &Table,
    options: &[OptionDecl],
) -> Vec<RuleDecl> {
    let mut rules: Vec<RuleDecl> = Vec::new();
    for x in r.list_of_tables(t, "rules", "ruleset") {
        let rid = r.req_str(&x, "id", "rule", "rules");
        let item = format!("rule '{rid}'");
        r.check_keys(
            &x,
            &["id", "title", "status", "option", "note"],
            &item,
            &rid,
        );
        let title = r.req_str(&x, "title", &item, &rid);
        let status_name = r.req_str(&x, "status", &item, &rid);
        let status = RuleStatus::parse(&status_name).unwrap_or_else(|| {
            let names: Vec<&str> = RuleStatus::ALL.iter().map(|s| s.name()).collect();
            r.error(
                &rid,
                format!(
                    "{item}: status '{status_name}' is not one of {}",
                    names.join(", ")
                ),
            );
            RuleStatus::Missing
        });
        let option = r.opt_str(&x, "option", &item, &rid);
        let note = r.opt_str(&x, "note", &item, &rid).unwrap_or_default();
        match (status, &option) {
            (RuleStatus::Option, None) => r.error(
                &rid,
                format!("{item}: status 'option' needs 'option', the option's id"),
            ),
            (RuleStatus::Option, Some(o)) if !options.iter().any(|x| x.id == *o) => r.error(
                &rid,
                format!("{item}: option '{o}' is not declared in 'options'"),
            ),
            (s, Some(_)) if s != RuleStatus::Option => r.error(
                &rid,
                format!("{item}: 'option' goes only with status 'option'"),
            ),
            _ => {}
        }
        if matches!(
            status,
            RuleStatus::Reconstructed | RuleStatus::Partial | RuleStatus::NotApplicable
        ) && note.is_empty()
        {
            r.error(
                &rid,
                format!(
                    "{item}: status '{}' needs a 'note' saying what and why",
                    status.name()
                ),
            );
        }
        if rules.iter().any(|x| x.id == rid) {
            r.error(&rid, format!("{item} is declared twice"));
        }
        let quote = |r: &mut Reader, text: String, what: &str| {
            let own = option.as_deref();
            option_values::render(&text, own, |id| {
                options.iter().find(|o| o.id == id).map(|o| &o.values)
            })
            .unwrap_or_else(|e| {
                r.error(&rid, format!("{item}: {what}: {e}"));
                text
            })
        };
        let title = quote(r, title, "title");
        let note = quote(r, note, "note");
        rules.push(RuleDecl {
            id: rid,
            title,
            status,
            option,
            note,
        });
    }
    rules
}
