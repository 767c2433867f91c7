//! A batch that goes on where it stopped: its records are appended to a JSON-lines file as
//! each game ends, and a run started again with `--resume` reads them, plays only the games
//! not yet there, and summarises them all — the same summary as a run never stopped, since
//! each game is fixed by its seed and options.

use super::plan::Plan;
use super::record::{Arm, GameRecord, parse_json_lines};
use std::collections::BTreeSet;
use std::path::Path;

/// What a file of an earlier run holds for this plan.
#[derive(Debug, Default)]
pub struct Resumed {
    /// Its records.
    pub records: Vec<GameRecord>,
    /// A line cut off by a killed run, dropped (its game is played again), if there was one.
    pub cut_off: Option<usize>,
}

impl Resumed {
    /// The games already played.
    pub fn done(&self) -> BTreeSet<(Arm, u64)> {
        self.records.iter().map(|r| (r.arm, r.seed)).collect()
    }
}

/// Reads the records `path` holds for `plan`; a missing file is an empty start. A last line
/// cut off in the middle (the run was killed while writing it) is cut from the file, so that
/// appending goes on from a whole line. Records of another batch — another ruleset, scenario
/// or options — are an error naming the file and line.
pub fn resume(path: &Path, plan: &Plan) -> Result<Resumed, String> {
    let shown = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Resumed::default()),
        Err(e) => return Err(format!("{shown}: cannot read: {e}")),
    };
    let mut cut_off = None;
    let whole = if text.is_empty() || text.ends_with('\n') {
        text.as_str()
    } else {
        let end = text.rfind('\n').map_or(0, |i| i + 1);
        cut_off = Some(text[..end].lines().count() + 1);
        let f = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("{shown}: cannot open to mend: {e}"))?;
        f.set_len(end as u64)
            .map_err(|e| format!("{shown}: cannot cut the unfinished last line: {e}"))?;
        &text[..end]
    };
    let records = parse_json_lines(whole, &shown)?;
    for (i, r) in records.iter().enumerate() {
        let other = if r.ruleset != plan.ruleset || r.scenario != plan.scenario {
            Some(format!("{}/{}", r.ruleset, r.scenario))
        } else if r.options != *plan.options(r.arm) {
            Some(format!("its {} arm under other options", r.arm.name()))
        } else {
            None
        };
        if let Some(what) = other {
            return Err(format!(
                "{shown}: record {} is of another batch ({what}): resume a batch with the settings it was started with, or write to another file",
                i + 1
            ));
        }
    }
    Ok(Resumed { records, cut_off })
}
