//! The Balance window: the balance lab ([`crate::lab`]) in the host. Pick a scenario, the
//! variant's and the baseline's options and a number of games; the games run in the background
//! (a progress bar, a Cancel button) and the window shows the VP-margin histograms of both
//! arms, the win rates with their intervals, and the summary table; the records can be saved
//! as CSV or JSON lines (the format `sandtable merge` reads).
//!
//! Like the start screen, the window keeps its own form; it never touches the game in play.

use super::commands::{Command, Commands};
use super::start::{RulesetInfo, option_control};
use crate::lab::record::{Arm, GameRecord};
use crate::lab::run::{default_jobs, run};
use crate::lab::summary::SPREAD_NOTE;
use crate::lab::{Plan, Shard, Summary};
use crate::script::Library;
use eframe::egui::{self, Color32, RichText};
use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoints};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

/// The colours of the two arms in the plots.
const BASELINE: Color32 = Color32::from_rgb(110, 150, 210);
const VARIANT: Color32 = Color32::from_rgb(230, 140, 60);

/// What the background thread reports.
enum Report {
    /// A game ended.
    Game(Box<GameRecord>),
    /// The batch ended (or could not start).
    Done(Result<usize, String>),
}

/// A batch running in the background.
struct Running {
    reports: Receiver<Report>,
    cancel: Arc<AtomicBool>,
    total: usize,
    started: Instant,
}

/// The window's state.
pub struct BalanceLab {
    /// The window is shown.
    pub open: bool,
    ruleset: String,
    scenario: String,
    variant: BTreeMap<String, Value>,
    baseline: BTreeMap<String, Value>,
    /// Games per arm.
    pub games: u64,
    /// First seed.
    pub seed: u64,
    /// Worker threads.
    pub jobs: usize,
    running: Option<Running>,
    /// The records of the last (or current) batch.
    pub records: Vec<GameRecord>,
    /// Its summary, once it has ended.
    pub summary: Option<Summary>,
    /// Why the last batch failed or stopped, if it did.
    pub error: Option<String>,
    /// Where "Save" writes (the extension is replaced by .csv or .jsonl).
    pub save_path: String,
}

impl Default for BalanceLab {
    fn default() -> BalanceLab {
        BalanceLab {
            open: false,
            ruleset: String::new(),
            scenario: String::new(),
            variant: BTreeMap::new(),
            baseline: BTreeMap::new(),
            games: 50,
            seed: 1,
            jobs: default_jobs(),
            running: None,
            records: Vec::new(),
            summary: None,
            error: None,
            save_path: "balance".into(),
        }
    }
}

impl BalanceLab {
    /// Aims the form at a ruleset and scenario with default options in both arms (kept if it
    /// already is aimed there).
    pub fn aim(&mut self, r: &RulesetInfo, scenario: &str) {
        if self.ruleset == r.id && self.scenario == scenario {
            return;
        }
        self.ruleset = r.id.clone();
        self.scenario = scenario.to_string();
        self.variant.clear();
        self.baseline.clear();
        for o in &r.options {
            self.variant.insert(o.id.clone(), o.default.clone());
            self.baseline.insert(o.id.clone(), o.default.clone());
        }
        self.save_path = format!("balance-{}-{}", r.id, scenario);
    }

    /// Sets an option of the variant arm (as the checkbox does).
    pub fn set_variant_option(&mut self, id: &str, value: Value) {
        self.variant.insert(id.to_string(), value);
    }

    /// The options chosen for an arm (every option of the ruleset).
    pub fn options(&self, arm: Arm) -> &BTreeMap<String, Value> {
        match arm {
            Arm::Baseline => &self.baseline,
            Arm::Variant => &self.variant,
        }
    }

    /// True while games are being played.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Games finished so far and the total.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.records.len(),
            self.running
                .as_ref()
                .map_or(self.records.len(), |r| r.total),
        )
    }

    /// Starts the batch the form describes, in the background.
    pub fn start(&mut self, library: &Library, rulesets: &[RulesetInfo]) {
        if self.running.is_some() {
            return;
        }
        let Some(r) = rulesets.iter().find(|r| r.id == self.ruleset) else {
            self.error = Some("choose a ruleset first".into());
            return;
        };
        // Only options that differ from their defaults are set, as on the command line.
        let set = |chosen: &BTreeMap<String, Value>| -> serde_json::Map<String, Value> {
            r.options
                .iter()
                .filter_map(|o| {
                    chosen
                        .get(&o.id)
                        .filter(|v| **v != o.default)
                        .map(|v| (o.id.clone(), v.clone()))
                })
                .collect()
        };
        let (variant, baseline) = (set(&self.variant), set(&self.baseline));
        let (ruleset, scenario) = (self.ruleset.clone(), self.scenario.clone());
        let (games, seed, jobs) = (self.games.max(1), self.seed, self.jobs.max(1));
        let library = library.clone();
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = channel();
        let flag = cancel.clone();
        let spawned = std::thread::Builder::new()
            .name("sandtable-balance".into())
            .spawn(move || {
                let result = Plan::new(
                    &library,
                    &ruleset,
                    &scenario,
                    games,
                    seed,
                    variant,
                    baseline,
                    Shard::ALL,
                )
                .and_then(|plan| {
                    run(&library, &plan, jobs, &flag, &|r| {
                        let _ = tx.send(Report::Game(Box::new(r)));
                    })
                });
                let _ = tx.send(Report::Done(result));
            });
        if let Err(e) = spawned {
            self.error = Some(format!("cannot start the batch: {e}"));
            return;
        }
        self.records.clear();
        self.summary = None;
        self.error = None;
        self.running = Some(Running {
            reports: rx,
            cancel,
            total: 2 * games as usize,
            started: Instant::now(),
        });
    }

    /// Asks the running batch to stop (games under way stop at their next check).
    pub fn cancel(&mut self) {
        if let Some(r) = &self.running {
            r.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Takes what the background thread reported; true if anything changed.
    pub fn poll(&mut self) -> bool {
        let Some(running) = &self.running else {
            return false;
        };
        let mut changed = false;
        let mut done = None;
        loop {
            match running.reports.try_recv() {
                Ok(Report::Game(r)) => {
                    changed = true;
                    self.records.push(*r);
                }
                Ok(Report::Done(result)) => done = Some(result),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if done.is_none() {
                        done = Some(Err("the batch thread stopped without a result".into()));
                    }
                    break;
                }
            }
        }
        let cancelled = running.cancel.load(Ordering::Relaxed);
        if let Some(result) = done {
            self.running = None;
            changed = true;
            match result {
                Err(e) => self.error = Some(e),
                Ok(_) if cancelled => {
                    self.error = Some(format!(
                        "cancelled after {} games; the summary covers them",
                        self.records.len()
                    ))
                }
                Ok(_) => {}
            }
            self.records.sort_by_key(|r| (r.arm, r.seed));
            if !self.records.is_empty() {
                match Summary::of(&self.records) {
                    Ok(s) => self.summary = Some(s),
                    Err(e) => self.error = Some(e),
                }
            }
        }
        changed
    }

    /// Writes the records as CSV to `path`.
    pub fn save_csv(&self, path: &Path) -> Result<(), String> {
        let sides = self
            .summary
            .as_ref()
            .map(|s| s.sides.clone())
            .unwrap_or_default();
        let mut text = GameRecord::csv_header(&sides);
        text.push('\n');
        for r in &self.records {
            text.push_str(&r.csv_row());
            text.push('\n');
        }
        write_atomically(path, &text)
    }

    /// Writes the records as JSON lines, then the summary line, to `path`.
    pub fn save_json_lines(&self, path: &Path) -> Result<(), String> {
        let mut text = String::new();
        for r in &self.records {
            text.push_str(&serde_json::to_string(r).map_err(|e| e.to_string())?);
            text.push('\n');
        }
        if let Some(s) = &self.summary {
            text.push_str(&serde_json::json!({ "summary": s }).to_string());
            text.push('\n');
        }
        write_atomically(path, &text)
    }
}

/// Writes through a temporary file and a rename, so a failed write never leaves half a file.
fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    crate::session::save::write_atomically(path, text.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Shows the window while it is open.
pub fn show(
    ctx: &egui::Context,
    lab: &mut BalanceLab,
    rulesets: &[RulesetInfo],
    library: &Library,
    out: &mut Commands,
) {
    if lab.poll() || lab.is_running() {
        ctx.request_repaint_after(std::time::Duration::from_millis(100));
    }
    if !lab.open {
        return;
    }
    let mut open = true;
    egui::Window::new("Balance lab")
        .open(&mut open)
        .default_size([960.0, 820.0])
        .resizable(true)
        .scroll(true)
        .show(ctx, |ui| {
            form(ui, lab, rulesets, library);
            ui.separator();
            results(ui, lab, out);
        });
    if !open {
        out.push(Command::ToggleBalance);
    }
}

fn form(ui: &mut egui::Ui, lab: &mut BalanceLab, rulesets: &[RulesetInfo], library: &Library) {
    let usable: Vec<&RulesetInfo> = rulesets
        .iter()
        .filter(|r| r.error.is_none() && r.scenarios.iter().any(|s| s.error.is_none()))
        .collect();
    if usable.is_empty() {
        ui.label("No ruleset with a scenario loads: nothing to play.");
        return;
    }
    if !usable.iter().any(|r| r.id == lab.ruleset) {
        let r = usable[0];
        let sc = r.scenarios.iter().find(|s| s.error.is_none());
        lab.aim(r, sc.map_or("", |s| s.id.as_str()));
    }
    let running = lab.is_running();
    ui.add_enabled_ui(!running, |ui| {
        ui.horizontal(|ui| {
            ui.label("Ruleset");
            let mut chosen = None;
            egui::ComboBox::from_id_salt("balance-ruleset")
                .selected_text(&lab.ruleset)
                .show_ui(ui, |ui| {
                    for r in &usable {
                        if ui.selectable_label(r.id == lab.ruleset, &r.id).clicked() {
                            chosen = Some((*r, None));
                        }
                    }
                });
            ui.label("Scenario");
            let current = usable.iter().find(|r| r.id == lab.ruleset).copied();
            if let Some(r) = current {
                egui::ComboBox::from_id_salt("balance-scenario")
                    .selected_text(&lab.scenario)
                    .show_ui(ui, |ui| {
                        for s in r.scenarios.iter().filter(|s| s.error.is_none()) {
                            if ui.selectable_label(s.id == lab.scenario, &s.id).clicked() {
                                chosen = Some((r, Some(s.id.clone())));
                            }
                        }
                    });
            }
            if let Some((r, sc)) = chosen {
                let sc = sc.or_else(|| {
                    r.scenarios
                        .iter()
                        .find(|s| s.error.is_none())
                        .map(|s| s.id.clone())
                });
                lab.aim(r, sc.as_deref().unwrap_or(""));
            }
        });
        ui.horizontal(|ui| {
            ui.label("Games per arm");
            ui.add(egui::DragValue::new(&mut lab.games).range(1..=100_000))
                .on_hover_text(
                    "Each seed is played once under each arm: the pairs differ only by the rules",
                );
            ui.label("First seed");
            ui.add(egui::DragValue::new(&mut lab.seed));
            ui.label("Workers");
            ui.add(egui::DragValue::new(&mut lab.jobs).range(1..=default_jobs().max(1) * 2))
                .on_hover_text("Games played at once (one per core is best)");
        });
        let Some(r) = usable.iter().find(|r| r.id == lab.ruleset) else {
            return;
        };
        if r.options.is_empty() {
            ui.label(
                RichText::new(
                    "This ruleset has no options: the two arms are the same rules (an A/A check).",
                )
                .weak(),
            );
        } else {
            ui.columns(2, |cols| {
                for (col, (title, set, salt)) in cols.iter_mut().zip([
                    ("Variant", &mut lab.variant, "variant"),
                    ("Baseline", &mut lab.baseline, "baseline"),
                ]) {
                    col.push_id(salt, |ui| {
                        ui.label(RichText::new(format!("{title} options")).strong());
                        for o in &r.options {
                            let v = set.entry(o.id.clone()).or_insert(o.default.clone());
                            option_control(ui, o, v);
                        }
                    });
                }
            });
        }
    });
    ui.horizontal(|ui| {
        if running {
            if ui
                .button("Cancel")
                .on_hover_text("Stop the batch; the games played so far are summarised")
                .clicked()
            {
                lab.cancel();
            }
        } else if ui
            .button("Run")
            .on_hover_text("Play the games in the background, the computer on every side")
            .clicked()
        {
            lab.start(library, rulesets);
        }
        if let Some(run) = &lab.running {
            let done = lab.records.len();
            let secs = run.started.elapsed().as_secs_f64().max(1e-3);
            let rate = done as f64 / secs;
            let eta = if rate > 0.0 {
                format!(
                    ", about {:.0} s left",
                    (run.total - done.min(run.total)) as f64 / rate
                )
            } else {
                String::new()
            };
            ui.add(
                egui::ProgressBar::new(done as f32 / run.total.max(1) as f32)
                    .text(format!(
                        "{done}/{} games · {rate:.1} games/s{eta}",
                        run.total
                    ))
                    .desired_width(420.0),
            );
        }
    });
    if let Some(e) = &lab.error {
        ui.colored_label(Color32::from_rgb(235, 120, 90), e);
    }
}

fn results(ui: &mut egui::Ui, lab: &mut BalanceLab, out: &mut Commands) {
    let Some(s) = lab.summary.clone() else {
        if !lab.is_running() {
            ui.label(RichText::new("Run a batch to see the variant against its baseline.").weak());
        }
        return;
    };
    ui.label(RichText::new(s.headline()).strong());
    ui.add(egui::Label::new(RichText::new(&s.verdict).strong()).wrap());
    ui.label(format!(
        "{} pairs of finished games (baseline {}, variant {}); rules {}",
        s.paired.pairs,
        s.baseline.games,
        s.variant.games,
        s.ruleset_hashes.join(", ")
    ));
    for w in &s.warnings {
        ui.label(RichText::new(format!("note: {w}")).weak());
    }
    ui.horizontal(|ui| {
        ui.label("Save as");
        ui.add(egui::TextEdit::singleline(&mut lab.save_path).desired_width(280.0))
            .on_hover_text("File name without extension; .csv or .jsonl is added");
        for (label, ext) in [("Save CSV", "csv"), ("Save JSON lines", "jsonl")] {
            if ui
                .button(label)
                .on_hover_text("Write every game's record (JSON lines also end with the summary; `sandtable merge` reads them)")
                .clicked()
            {
                let path = PathBuf::from(&lab.save_path).with_extension(ext);
                let result = if ext == "csv" {
                    lab.save_csv(&path)
                } else {
                    lab.save_json_lines(&path)
                };
                out.push(Command::Say(match result {
                    Ok(()) => format!("Saved {} games to {}", lab.records.len(), path.display()),
                    Err(e) => e,
                }));
            }
        }
    });
    ui.columns(2, |cols| {
        margin_histogram(&mut cols[0], lab, &s);
        win_rates(&mut cols[1], &s);
    });
    summary_table(ui, &s);
}

/// The VP margin's distribution in both arms, side by side in shared bins.
fn margin_histogram(ui: &mut egui::Ui, lab: &BalanceLab, s: &Summary) {
    let label = match s.sides.as_slice() {
        [a, b, ..] => format!("VP margin ({a} − {b})"),
        _ => "VP margin".into(),
    };
    ui.label(RichText::new(&label).strong());
    let margins = |arm: Arm| -> Vec<f64> {
        lab.records
            .iter()
            .filter(|r| r.arm == arm && r.counts())
            .map(|r| r.margin() as f64)
            .collect()
    };
    let (b, v) = (margins(Arm::Baseline), margins(Arm::Variant));
    let (lo, hi) = b
        .iter()
        .chain(&v)
        .fold((f64::MAX, f64::MIN), |(lo, hi), x| (lo.min(*x), hi.max(*x)));
    if lo > hi {
        return;
    }
    let width = bin_width(hi - lo);
    let bins = |xs: &[f64], offset: f64, name: &str, colour: Color32| {
        let mut counts: BTreeMap<i64, u32> = BTreeMap::new();
        for x in xs {
            *counts.entry((x / width).floor() as i64).or_default() += 1;
        }
        let bars = counts
            .into_iter()
            .map(|(k, n)| {
                Bar::new((k as f64 + 0.5) * width + offset * width, n as f64)
                    .width(width * 0.45)
                    .name(format!(
                        "{} to {}",
                        k as f64 * width,
                        (k + 1) as f64 * width
                    ))
            })
            .collect();
        BarChart::new(name, bars).color(colour)
    };
    Plot::new("balance-margin")
        .height(220.0)
        .legend(Legend::default())
        .include_x((lo / width).floor() * width - width)
        .include_x(((hi / width).floor() + 2.0) * width)
        .y_axis_label("games")
        .allow_scroll(false)
        .show(ui, |p| {
            p.bar_chart(bins(&b, -0.225, "baseline", BASELINE));
            p.bar_chart(bins(&v, 0.225, "variant", VARIANT));
        });
}

/// A bin width of 1, 2 or 5 × 10ⁿ giving about twenty bins over `range`.
fn bin_width(range: f64) -> f64 {
    let raw = (range / 20.0).max(1.0);
    let magnitude = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * magnitude)
        .find(|w| *w >= raw)
        .unwrap_or(raw)
}

/// Win (and draw) rates of both arms with their 95% intervals as whiskers.
fn win_rates(ui: &mut egui::Ui, s: &Summary) {
    ui.label(RichText::new("Win rates with 95% intervals").strong());
    let mut outcomes: Vec<String> = s.sides.iter().map(|x| format!("{x} wins")).collect();
    outcomes.push("draws".into());
    let rate = |arm: Arm, i: usize| {
        let a = s.arm(arm);
        if i < a.sides.len() {
            a.sides[i].wins
        } else {
            a.draws
        }
    };
    let names = outcomes.clone();
    Plot::new("balance-wins")
        .height(220.0)
        .legend(Legend::default())
        .include_y(0.0)
        .include_y(100.0)
        .y_axis_label("% of finished games")
        .allow_scroll(false)
        .x_axis_formatter(move |mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < names.len() {
                names[i as usize].clone()
            } else {
                String::new()
            }
        })
        .show(ui, |p| {
            for (arm, offset, colour) in [
                (Arm::Baseline, -0.2, BASELINE),
                (Arm::Variant, 0.2, VARIANT),
            ] {
                let bars = (0..outcomes.len())
                    .map(|i| {
                        let r = rate(arm, i);
                        Bar::new(i as f64 + offset, 100.0 * r.rate)
                            .width(0.35)
                            .name(format!(
                                "{} {}: {:.1}% ({:.1}–{:.1})",
                                arm.name(),
                                outcomes[i],
                                100.0 * r.rate,
                                100.0 * r.lo,
                                100.0 * r.hi
                            ))
                    })
                    .collect();
                p.bar_chart(BarChart::new(arm.name(), bars).color(colour));
                for i in 0..outcomes.len() {
                    let r = rate(arm, i);
                    let x = i as f64 + offset;
                    p.line(
                        // Named as its bars, so the legend shows and hides them together.
                        Line::new(
                            arm.name(),
                            PlotPoints::from(vec![[x, 100.0 * r.lo], [x, 100.0 * r.hi]]),
                        )
                        .color(colour)
                        .width(2.5),
                    );
                }
            }
        });
}

/// The summary as a table: each row an outcome or measure, the two arms and the change
/// ([`Summary::rows`], as the terminal shows them).
fn summary_table(ui: &mut egui::Ui, s: &Summary) {
    egui::Grid::new("balance-summary")
        .striped(true)
        .num_columns(4)
        .show(ui, |ui| {
            for h in ["", "baseline", "variant", "change (paired)"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for row in s.rows() {
                for cell in row {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
    ui.label(RichText::new(SPREAD_NOTE).small().weak());
}

#[cfg(test)]
mod tests {
    use super::bin_width;

    #[test]
    fn bins_are_round_numbers() {
        assert_eq!(bin_width(10.0), 1.0);
        assert_eq!(bin_width(60.0), 5.0);
        assert_eq!(bin_width(170.0), 10.0);
        assert_eq!(bin_width(300.0), 20.0);
    }
}
