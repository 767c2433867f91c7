//! The Balance lab window: opened from the start screen on the chosen scenario, a variant
//! option ticked, a batch run in the background to its summary, saved as CSV; and a long batch
//! cancelled part-way.

#[path = "host_helpers.rs"]
mod helpers;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use helpers::*;
use sandtable::host::SandtableApp;
use sandtable::lab::Arm;
use std::time::{Duration, Instant};

/// Steps the window until the batch is no longer running (at most `secs` seconds).
fn wait_for_batch(h: &mut Harness<'_, SandtableApp>, secs: u64) {
    let until = Instant::now() + Duration::from_secs(secs);
    while h.state().balance.is_running() {
        assert!(Instant::now() < until, "the batch did not end in {secs} s");
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.run_steps(2);
}

fn open_on_tutorial() -> Harness<'static, SandtableApp> {
    let mut h = harness(SandtableApp::new(library(), None));
    h.run_steps(2);
    h.get_by_label("Mill Creek (tutorial)  tutorial").click();
    h.run_steps(2);
    h.get_by_label("Balance lab…").click();
    h.run_steps(3);
    assert!(h.state().balance.open, "the window opened");
    h
}

#[test]
fn a_variant_batch_runs_to_its_summary_and_saves() {
    let mut h = open_on_tutorial();
    h.state_mut().balance.games = 6;
    // The start screen's option, then the variant's and the baseline's (in that order).
    let boxes: Vec<_> = h.query_all_by_label("Forced March [7.1]").collect();
    assert_eq!(boxes.len(), 3, "start screen, variant and baseline editors");
    boxes[1].click();
    h.run_steps(2);
    let lab = &h.state().balance;
    assert_eq!(
        lab.options(Arm::Variant)["forced_march"],
        serde_json::json!(true)
    );
    assert_eq!(
        lab.options(Arm::Baseline)["forced_march"],
        serde_json::json!(false)
    );

    h.get_by_label("Run").click();
    h.run_steps(2);
    wait_for_batch(&mut h, 60);
    let lab = &h.state().balance;
    assert_eq!(lab.records.len(), 12, "{:?}", lab.error);
    let summary = lab.summary.as_ref().expect("a summary");
    assert_eq!(summary.differences, vec!["forced_march=true".to_string()]);
    assert_eq!(summary.paired.pairs, 6);
    assert!(
        h.query_by_label_contains("6 pairs of finished games")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("variant forced_march=true against the baseline")
            .is_some()
    );
    assert!(h.query_by_label("blue wins").is_some(), "the summary table");

    let dir = std::env::temp_dir().join(format!("sandtable-balance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let base = dir.join("lab");
    h.state_mut().balance.save_path = base.display().to_string();
    h.get_by_label("Save CSV").click();
    h.run_steps(2);
    let csv = std::fs::read_to_string(base.with_extension("csv")).unwrap();
    assert_eq!(csv.lines().count(), 13, "{csv}");
    assert!(csv.starts_with("arm,seed,"));
    h.get_by_label("Save JSON lines").click();
    h.run_steps(2);
    let merged = sandtable::lab::record::read_json_lines(&base.with_extension("jsonl")).unwrap();
    assert_eq!(merged.len(), 12, "the saved records read back");
}

#[test]
fn a_long_batch_can_be_cancelled() {
    let mut h = open_on_tutorial();
    h.state_mut().balance.games = 100_000;
    h.get_by_label("Run").click();
    h.run_steps(2);
    // Let some games finish, then cancel.
    let until = Instant::now() + Duration::from_secs(30);
    while h.state().balance.records.len() < 4 {
        assert!(Instant::now() < until, "no game finished");
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    assert!(
        h.query_by_label_contains("games/s").is_some(),
        "the progress bar"
    );
    h.get_by_label("Cancel").click();
    wait_for_batch(&mut h, 30);
    let lab = &h.state().balance;
    let played = lab.records.len();
    assert!(played < 200_000, "stopped early ({played})");
    assert!(
        lab.error
            .as_deref()
            .is_some_and(|e| e.starts_with("cancelled after")),
        "{:?}",
        lab.error
    );
    assert!(lab.summary.is_some(), "the games played are summarised");
}
