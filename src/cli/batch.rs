//! `sandtable batch` and `sandtable merge`: the balance lab on the command line.
//!
//! `batch` plays N games of a variant and N of its baseline on the same seeds, streams a record
//! per game (JSON lines or CSV) with progress on stderr, and ends with the summary; `merge`
//! summarises the JSON-lines files of shards run elsewhere.

use super::{parse_options, say};
use crate::lab::record::{GameRecord, read_json_lines};
use crate::lab::resume::resume;
use crate::lab::run::{default_jobs, run};
use crate::lab::stats::widened;
use crate::lab::summary::decided;
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
    /// The computer player profile of a side in the variant arm: SIDE=PROFILE. Repeatable.
    #[arg(long = "bot", value_name = "SIDE=PROFILE")]
    bots: Vec<String>,
    /// The computer player profile of a side in the baseline arm. Repeatable.
    #[arg(long = "baseline-bot", value_name = "SIDE=PROFILE")]
    baseline_bots: Vec<String>,
    /// Profile against profile, A:B: the variant arm plays A on the first side and B on the
    /// second, the baseline arm the sides swapped, on the same seeds; the summary gives each
    /// profile's win rate with its interval.
    #[arg(long, value_name = "A:B")]
    ladder: Option<String>,
    /// Worker threads (default: every core).
    #[arg(long)]
    jobs: Option<usize>,
    /// Play only the I-th (from 0) of N equal slices of the seed range, e.g. 3/8, or
    /// `slurm`: this task's slice of a Slurm job array; merge the slices' JSON lines with
    /// `sandtable merge`.
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
    /// Append each game's record to this JSON-lines file as it ends (what --resume reads).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Go on with the run whose records are in --out: only the games not yet there are played,
    /// and the summary counts them all.
    #[arg(long, requires = "out")]
    resume: bool,
    /// Play pairs in rounds (--round) and stop as soon as the verdict is decided — the
    /// interval of the first side's win-rate change excludes no change — or --width is reached,
    /// or --games pairs were played.
    #[arg(long, conflicts_with = "shard")]
    sequential: bool,
    /// Pairs a round of a --sequential run.
    #[arg(long, default_value_t = 10, value_name = "PAIRS")]
    round: u64,
    /// With --sequential, also stop once that interval is at most this many points wide.
    #[arg(long, value_name = "POINTS")]
    width: Option<f64>,
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
    let ladder = match args.ladder.as_deref().map(|l| {
        l.split_once(':')
            .map(|(a, b)| (a.trim().to_string(), b.trim().to_string()))
            .filter(|(a, b)| !a.is_empty() && !b.is_empty())
            .ok_or_else(|| format!("--ladder '{l}': expected A:B, e.g. standard:baseline"))
    }) {
        Some(Err(e)) => {
            tell!("error: {e}");
            return 2;
        }
        Some(Ok(l)) => Some(l),
        None => None,
    };
    let bots = match (
        super::parse_bots(&args.bots),
        super::parse_bots(&args.baseline_bots),
    ) {
        (Ok(v), Ok(b)) => (v, b),
        (Err(e), _) | (_, Err(e)) => {
            tell!("error: {e}");
            return 2;
        }
    };
    if let Err(e) = plan.set_bots(library, bots.0, bots.1, ladder) {
        tell!("error: {e}");
        return 2;
    }
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
    let mut records: Vec<GameRecord> = Vec::new();
    let mut out_file = None;
    if let Some(path) = &args.out {
        if args.resume {
            match resume(path, &plan) {
                Ok(r) => {
                    if let Some(line) = r.cut_off {
                        tell!(
                            "{}: line {line} was cut off by the run that stopped; its game is played again",
                            path.display()
                        );
                    }
                    tell!(
                        "resuming {}: {} games already played",
                        path.display(),
                        r.records.len()
                    );
                    plan.done = r.done();
                    records = r.records;
                }
                Err(e) => {
                    tell!("error: {e}");
                    return 1;
                }
            }
        } else if std::fs::metadata(path).is_ok_and(|m| m.len() > 0) {
            tell!(
                "error: {} already holds records: --resume goes on with them, or choose another file",
                path.display()
            );
            return 2;
        }
        match std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
        {
            Ok(f) => out_file = Some(f),
            Err(e) => {
                tell!("error: {}: cannot write: {e}", path.display());
                return 1;
            }
        }
    }
    let seeds = plan.seeds();
    let differences = plan.differences();
    tell!(
        "{} / {}: seeds {}..{} ({} pairs{}{}), {} worker{}; variant {}",
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
        if args.sequential {
            format!(" at most, in rounds of {}", args.round.max(1))
        } else {
            String::new()
        },
        jobs,
        if jobs == 1 { "" } else { "s" },
        if differences.is_empty() {
            "= baseline (no option differs: an A/A check)".to_string()
        } else {
            differences.join(" ")
        }
    );
    let started = Instant::now();
    let max_pairs = plan.games;
    let round = args.round.max(1);
    let mut upto = if args.sequential { round } else { max_pairs };
    let mut played = 0;
    let mut header_done = false;
    let (summary, stopped) = loop {
        plan.games = upto.min(max_pairs);
        let (new, closed) = match play_round(
            library,
            &plan,
            jobs,
            output,
            out_file.as_mut(),
            &mut header_done,
        ) {
            Ok(r) => r,
            Err(e) => {
                tell!("error: {e}");
                return 1;
            }
        };
        played += new.len();
        for r in &new {
            plan.done.insert((r.arm, r.seed));
        }
        records.extend(new);
        if closed {
            return 0;
        }
        // A sequential round looks only at the pairs up to it, as a run never stopped would.
        let last = plan.first_seed + plan.games;
        let mut these: Vec<GameRecord> =
            records.iter().filter(|r| r.seed < last).cloned().collect();
        these.sort_by_key(|r| (r.arm, r.seed));
        let summary = match Summary::of(&these) {
            Ok(s) => s,
            Err(e) => {
                tell!("error: {e}");
                return 1;
            }
        };
        if !args.sequential {
            break (summary, None);
        }
        let change = summary
            .sides
            .first()
            .and_then(|s| summary.paired.outcomes.iter().find(|o| o.outcome == *s))
            .and_then(|o| o.change);
        let narrow = |c: &crate::lab::stats::MeanDifference| {
            args.width.is_some_and(|w| 100.0 * (c.hi - c.lo) <= w)
        };
        // Looking after every round gives chance as many tries as there are rounds: the
        // decision uses the interval widened for all of them (Bonferroni).
        let looks = max_pairs.div_ceil(round).max(1);
        let reason = match change {
            Some(c) if decided(&widened(&c, 1.0 - 0.05 / looks as f64)) => Some(format!(
                "the verdict is decided (its interval widened for the {looks} looks a run of {max_pairs} pairs in rounds of {round} may take excludes no change)"
            )),
            Some(c) if narrow(&c) => Some(format!(
                "the interval is {:.0} points wide, within --width",
                100.0 * (c.hi - c.lo)
            )),
            _ if plan.games >= max_pairs => Some("every pair of --games was played".into()),
            _ => None,
        };
        if let Some(why) = reason {
            break (summary, Some((plan.games, why)));
        }
        tell!("after {} pairs: {}", plan.games, summary.verdict);
        upto += round;
    };
    tell!(
        "{played} games played in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    if let Some((pairs, why)) = &stopped {
        tell!("sequential: stopped after {pairs} pairs: {why}");
    }
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

/// Plays the games of `plan` not yet played, streaming each record to stdout (as `output`
/// says) and to `out` as it ends. Returns the records and whether stdout's reader went away.
fn play_round(
    library: &Library,
    plan: &Plan,
    jobs: usize,
    output: Output,
    out: Option<&mut std::fs::File>,
    header_done: &mut bool,
) -> Result<(Vec<GameRecord>, bool), String> {
    let total = plan.games_to_play().len();
    let state = Mutex::new(Stream {
        records: Vec::with_capacity(total),
        progress: Progress::new(total),
        // The CSV header names the sides, so it waits for the first record.
        header_done: *header_done,
        closed: false,
        out,
        out_error: None,
    });
    let cancel = AtomicBool::new(false);
    let on_record = |record: GameRecord| {
        // One lock for the output and the progress line, so lines never interleave.
        let Ok(mut s) = state.lock() else { return };
        if let Some(f) = s.out.as_mut()
            && let Ok(line) = serde_json::to_string(&record)
        {
            // A whole line at once, flushed: a killed run leaves at most one line cut off.
            use std::io::Write as _;
            if let Err(e) = f
                .write_all(format!("{line}\n").as_bytes())
                .and_then(|_| f.flush())
            {
                s.out_error = Some(e.to_string());
                cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
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
    run(library, plan, jobs, &cancel, &on_record)?;
    let stream = state
        .into_inner()
        .map_err(|_| "a worker thread failed".to_string())?;
    if total > 0 {
        stream.progress.finish();
    }
    if let Some(e) = stream.out_error {
        return Err(format!("the records file could not be written: {e}"));
    }
    *header_done = stream.header_done;
    Ok((stream.records, stream.closed))
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
struct Stream<'a> {
    records: Vec<GameRecord>,
    progress: Progress,
    header_done: bool,
    closed: bool,
    /// The --out file.
    out: Option<&'a mut std::fs::File>,
    /// Why it could not be written, if it could not.
    out_error: Option<String>,
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
