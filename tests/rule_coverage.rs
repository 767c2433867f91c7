//! Rule coverage stays true: the committed `docs/rules/<ruleset>.md` pages match the code,
//! and every rule a ruleset marks enforced (or optional) has a test that names it.

mod common;

use sandtable::coverage::{doc_path, for_ruleset};
use sandtable::script::decl::RuleStatus;

#[test]
fn committed_rule_pages_are_up_to_date() {
    let lib = common::library();
    let mut stale = Vec::new();
    for id in lib.ruleset_ids() {
        let cov = for_ruleset(&lib, &id).unwrap();
        let path = doc_path(&lib.root, &id);
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != cov.to_markdown() {
            stale.push(format!(
                "{} is stale: run `cargo run -- rules {id} --markdown > docs/rules/{id}.md`",
                path.display()
            ));
        }
    }
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

#[test]
fn every_enforced_or_optional_rule_has_a_test() {
    let lib = common::library();
    let mut untested = Vec::new();
    for id in lib.ruleset_ids() {
        let cov = for_ruleset(&lib, &id).unwrap();
        for r in &cov.rules {
            if matches!(r.rule.status, RuleStatus::Enforced | RuleStatus::Option)
                && r.tests.is_empty()
            {
                untested.push(format!("{id} {}: {}", r.rule.id, r.rule.title));
            }
        }
    }
    assert!(
        untested.is_empty(),
        "rules without a test (name a test rule_<number>_…):\n{}",
        untested.join("\n")
    );
}

#[test]
fn every_ruleset_declares_its_rules() {
    let lib = common::library();
    for id in lib.ruleset_ids() {
        let cov = for_ruleset(&lib, &id).unwrap();
        assert!(!cov.rules.is_empty(), "{id} declares no rules");
    }
}

/// A rule implemented with a known deviation is declared `partial`, with a note saying what
/// differs (refused without one), and the matrix counts it apart from the enforced ones.
#[test]
fn a_partial_rule_needs_its_note_and_is_counted_apart() {
    let (root, _) = common::library_copy("tutorial");
    let file = root.join("rulesets/tutorial/rules.lua");
    let text = std::fs::read_to_string(&file).unwrap();
    let marked = |note: &str| {
        text.replacen(
            r#"{ id = "5.6", title = "Retreats", status = "enforced" }"#,
            &format!(r#"{{ id = "5.6", title = "Retreats", status = "partial"{note} }}"#),
            1,
        )
    };
    assert_ne!(marked(""), text, "the tutorial's 5.6 line");
    std::fs::write(&file, marked("")).unwrap();
    let err = for_ruleset(&sandtable::script::Library::at(&root), "tutorial").unwrap_err();
    assert!(err.contains("status 'partial' needs a 'note'"), "{err}");
    std::fs::write(
        &file,
        marked(r#", note = "Retreats through friends are not checked.""#),
    )
    .unwrap();
    let cov = for_ruleset(&sandtable::script::Library::at(&root), "tutorial").unwrap();
    let partial = cov
        .summary()
        .into_iter()
        .find(|(s, _, _)| *s == RuleStatus::Partial)
        .unwrap();
    assert_eq!(partial.1, 1);
    assert!(
        cov.summary_line().contains("1 partial"),
        "{}",
        cov.summary_line()
    );
}
