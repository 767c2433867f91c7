//! The balance lab on a real scheduler (issue 24): a Slurm job array (deploy/slurm/lab.sbatch)
//! plays a batch in shards, one task each (`--shard slurm`), and `sandtable merge` of the shard
//! files gives the summary of the same batch played on one machine.
//!
//! It needs a Slurm cluster: `.ci/run` starts a one-node one with
//! deploy/slurm/local-cluster.sh and sets SANDTABLE_SLURM=1, which makes this test fail if no
//! cluster answers. Without SANDTABLE_SLURM and without a cluster it says so and does nothing.

mod common;

use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn summary_of(stdout: &[u8]) -> Value {
    let text = String::from_utf8_lossy(stdout);
    let line = text
        .lines()
        .rev()
        .find(|l| l.contains("\"summary\""))
        .unwrap_or_else(|| panic!("no summary in: {text}"));
    let v: Value = serde_json::from_str(line).unwrap();
    common::without_timings(&v["summary"])
}

#[test]
fn a_slurm_job_array_plays_the_batch_and_merges_into_the_whole_run() {
    let required = std::env::var("SANDTABLE_SLURM").is_ok_and(|v| v == "1");
    let up = Command::new("sinfo")
        .args(["-h", "-o", "%t"])
        .output()
        .is_ok_and(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).contains("idle"));
    if !up {
        assert!(
            !required,
            "SANDTABLE_SLURM=1 but no Slurm node is idle (deploy/slurm/local-cluster.sh starts one)"
        );
        eprintln!("no Slurm cluster here: nothing run (deploy/slurm/local-cluster.sh starts one)");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = env!("CARGO_BIN_EXE_sandtable");
    let dir = common::temp_dir("slurm-lab");
    let shards = dir.join("shards");
    let settings = [
        ("SANDTABLE", bin.to_string()),
        ("SANDTABLE_HOME", root.display().to_string()),
        ("RULESET", "tutorial".into()),
        ("SCENARIO", "crossing".into()),
        ("GAMES", "12".into()),
        ("OPTIONS", "--option last_stand".into()),
        ("OUT", shards.display().to_string()),
    ];
    let out = Command::new("sbatch")
        .args(["--wait", "--array=0-3", "--chdir"])
        .arg(&dir)
        .arg(root.join("deploy/slurm/lab.sbatch"))
        .envs(settings.iter().map(|(k, v)| (*k, v.as_str())))
        .output()
        .expect("sbatch runs");
    let logs: String = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".log"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap_or_default())
        .collect();
    assert!(
        out.status.success(),
        "the job array failed: {}{}\n{logs}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let mut files: Vec<_> = std::fs::read_dir(&shards)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 4, "a file per task: {files:?}\n{logs}");
    // Each task played its quarter of the seeds.
    for f in &files {
        let n = std::fs::read_to_string(f).unwrap().lines().count();
        assert_eq!(n, 6, "{}: 3 pairs", f.display());
    }
    let mut merge_args = vec!["merge".to_string()];
    merge_args.extend(files.iter().map(|f| f.display().to_string()));
    merge_args.push("--json".into());
    let merge_args: Vec<&str> = merge_args.iter().map(String::as_str).collect();
    let merged = common::sandtable_in(root, &merge_args);
    assert!(merged.status.success());
    let whole = common::sandtable_in(
        root,
        &[
            "batch",
            "--ruleset",
            "tutorial",
            "--scenario",
            "crossing",
            "--games",
            "12",
            "--option",
            "last_stand",
            "--json",
        ],
    );
    assert!(whole.status.success());
    assert_eq!(
        summary_of(&merged.stdout),
        summary_of(&whole.stdout),
        "the shards merge into the whole run"
    );
}
