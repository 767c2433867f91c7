//! `sandtable batch` and `sandtable merge`: the balance lab on the command line.
//!
//! `batch` plays N games of a variant and N of its baseline on the same seeds, streams a record
//! per game (JSON lines or CSV) with progress on stderr, and ends with the summary; `merge`
//! summarises the JSON-lines files of shards run elsewhere.

use super::{parse_options, say};
use crate::lab::record::{GameRecord, read_json_lines};
use crate::lab::run::{default_jobs, run};
use crate::lab::{Plan, Shard, Summary};
use crate::script::Library;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The settings of `sandtable batch`.
#[derive(clap::Args, Debug)]
pub struct BatchArgs {
    /// Ruleset id.
    #[arg(long)]
    ruleset: String,
    /// Scenario id.
    #[arg(long)]
    scenario: String,
    /// Games per arm (each seed is played once under each arm).
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// The first seed; the games use seeds SEED .. SEED+GAMES.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// An option of the variant arm: ID (switches it on) or ID=VALUE. Repeatable.
    #[arg(long = "option", value_name = "ID[=VALUE]")]
    options: Vec<String>,
    /// An option of the baseline arm (default: the ruleset's defaults). Repeatable.
    #[arg(long = "baseline-option", value_name = "ID[=VALUE]")]
    baseline_options: Vec<String>,
    /// Worker threads (default: every core).
    #[arg(long)]
    jobs: Option<usize>,
    /// Play only the I-th (from 0) of N equal slices of the seed range, e.g. 3/8; merge the
    /// slices' JSON lines with `sandtable merge`.
    #[arg(long, value_name = "I/N")]
    shard: Option<Shard>,
    /// Stream a JSON line per game on stdout, then a `{"summary": …}` line.
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Stream a CSV row per game on stdout.
    #[arg(long)]
    csv: bool,
    /// Stop a game after this many actions (it is then recorded as unfinished).
    #[arg(long, default_value_t = 200_000)]
    max_actions: usize,
    /// Re-check every action with the ruleset's referee; the records list what it finds and
    /// the summary counts it (exit status 1 if it finds anything).
    #[arg(long)]
    referee: bool,
    /// Replay every game once played, comparing the state hash after each action; the records
    /// name the first action a replay took its own way (exit status 1 if any did).
    #[arg(long)]
    verify: bool,
}

/// The settings of `sandtable merge`.
#[derive(clap::Args, Debug)]
pub struct MergeArgs {
    /// JSON-lines files written by `sandtable batch --json`.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print the summary as JSON.
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print every game as CSV (the records of all files, sorted by arm and seed).
    #[arg(long)]
    csv: bool,
}

/// How records go to stdout.
#[derive(Clone, Copy, PartialEq)]
enum Output {
    Table,
    Json,
    Csv,
}

pub(super) fn batch(library: &Library, args: BatchArgs) -> i32 {
    let (variant, baseline) = match (
        parse_options(&args.options),
        parse_options(&args.baseline_options),
    ) {
        (Ok(v), Ok(b)) => (v, b),
        (Err(e), _) | (_, Err(e)) => {
            tell!("error: {e}");
            return 2;
        }
    };
    let mut plan = match Plan::new(
        library,
        &args.ruleset,
        &args.scenario,
        args.games,
        args.seed,
        variant,
        baseline,
        args.shard.unwrap_or(Shard::ALL),
    ) {
        Ok(p) => p,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    plan.max_actions = args.max_actions;
    plan.referee = args.referee;
    plan.verify = args.verify;
    let output = if args.json {
        Output::Json
    } else if args.csv {
        Output::Csv
    } else {
        Output::Table
    };
    let jobs = args.jobs.unwrap_or_else(default_jobs).max(1);
    let seeds = plan.seeds();
    let differences = plan.differences();
    tell!(
        "{} / {}: seeds {}..{} ({} pairs{}), {} worker{}; variant {}",
        plan.ruleset,
        plan.scenario,
        seeds.start,
        seeds.end,
        seeds.end - seeds.start,
        if plan.shard == Shard::ALL {
            String::new()
        } else {
            format!(", shard {}/{}", plan.shard.index, plan.shard.count)
        },
        jobs,
        if jobs == 1 { "" } else { "s" },
        if differences.is_empty() {
            "= baseline (no option differs: an A/A check)".to_string()
        } else {
            differences.join(" ")
        }
    );
    let total = plan.games_to_play().len();
    let state = Mutex::new(Stream {
        records: Vec::with_capacity(total),
        progress: Progress::new(total),
        // The CSV header names the sides, so it waits for the first record.
        header_done: false,
        closed: false,
    });
    let cancel = AtomicBool::new(false);
    let on_record = |record: GameRecord| {
        // One lock for the output and the progress line, so lines never interleave.
        let Ok(mut s) = state.lock() else { return };
        if !s.closed {
            let ok = match output {
                Output::Json => serde_json::to_string(&record).map(say).unwrap_or(true),
                Output::Csv => {
                    let mut ok = true;
                    if !s.header_done {
                        ok = say(GameRecord::csv_header(&record.sides));
                        s.header_done = true;
                    }
                    ok && say(record.csv_row())
                }
                Output::Table => true,
            };
            if !ok {
                // The reader went away (`| head`): stop starting games.
                s.closed = true;
                cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
        s.progress.tick(record.error.is_some());
        s.records.push(record);
    };
    let played = match run(library, &plan, jobs, &cancel, &on_record) {
        Ok(n) => n,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    let Ok(stream) = state.into_inner() else {
        tell!("error: a worker thread failed");
        return 1;
    };
    stream.progress.finish();
    if stream.closed {
        return 0;
    }
    let mut records = stream.records;
    records.sort_by_key(|r| (r.arm, r.seed));
    let summary = match Summary::of(&records) {
        Ok(s) => s,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    tell!(
        "{played} games in {:.1} s",
        stream.progress.started.elapsed().as_secs_f64()
    );
    match output {
        Output::Table => {
            say(summary.to_text());
        }
        Output::Json => {
            eprint!("{}", summary.to_text());
            say(serde_json::json!({ "summary": summary }));
        }
        Output::Csv => eprint!("{}", summary.to_text()),
    }
    if summary.referee.as_ref().is_some_and(|r| r.findings > 0)
        || summary.verify.as_ref().is_some_and(|v| v.diverged > 0)
    {
        return 1;
    }
    0
}

pub(super) fn merge(args: MergeArgs) -> i32 {
    let mut records = Vec::new();
    for f in &args.files {
        match read_json_lines(f) {
            Ok(r) => records.extend(r),
            Err(e) => {
                tell!("error: {e}");
                return 1;
            }
        }
    }
    records.sort_by_key(|r| (r.arm, r.seed));
    let summary = match Summary::of(&records) {
        Ok(s) => s,
        Err(e) => {
            tell!("error: {e}");
            return 1;
        }
    };
    if args.csv {
        say(GameRecord::csv_header(&summary.sides));
        for r in &records {
            if !say(r.csv_row()) {
                return 0;
            }
        }
    } else if args.json {
        say(serde_json::json!({ "summary": summary }));
    } else {
        say(format!(
            "{} records from {} files",
            records.len(),
            args.files.len()
        ));
        say(summary.to_text());
    }
    0
}

/// What the workers share while a batch runs.
struct Stream {
    records: Vec<GameRecord>,
    progress: Progress,
    header_done: bool,
    closed: bool,
}

/// The progress line on stderr: redrawn in place on a terminal, a line every tenth of the
/// run otherwise (a log file or CI).
struct Progress {
    total: usize,
    done: usize,
    failed: usize,
    started: Instant,
    terminal: bool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        Progress {
            total,
            done: 0,
            failed: 0,
            started: Instant::now(),
            terminal: std::io::stderr().is_terminal(),
        }
    }

    fn tick(&mut self, failed: bool) {
        self.done += 1;
        self.failed += failed as usize;
        let step = (self.total / 10).max(1);
        if self.terminal {
            eprint!("\r{}\x1b[K", self.line());
        } else if self.done.is_multiple_of(step) || self.done == self.total {
            tell!("{}", self.line());
        }
    }

    fn line(&self) -> String {
        let secs = self.started.elapsed().as_secs_f64();
        let rate = self.done as f64 / secs.max(1e-9);
        let left = (self.total - self.done) as f64 / rate.max(1e-9);
        let width = 30;
        let filled = width * self.done / self.total.max(1);
        format!(
            "[{}{}] {}/{} games  {:.1} games/s  eta {}{}",
            "#".repeat(filled),
            ".".repeat(width - filled),
            self.done,
            self.total,
            rate,
            duration(left),
            if self.failed > 0 {
                format!("  {} failed", self.failed)
            } else {
                String::new()
            }
        )
    }

    fn finish(&self) {
        if self.terminal && self.done > 0 {
            tell!();
        }
    }
}

fn duration(secs: f64) -> String {
    let s = secs.round() as u64;
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s % 3600 / 60)
    } else if s >= 60 {
        format!("{}m{:02}s", s / 60, s % 60)
    } else {
        format!("{s}s")
    }
}
