//! From game records to what a designer reads: each arm's win, draw and loss rates with their
//! intervals, VP and losses, and what the variant changed, tested on the pairs of games that
//! share a seed.

use super::plan::option_differences;
use super::record::{Arm, GameRecord};
use super::stats::{self, MeanDifference, Rate, SignedRank, Spread};
use crate::session::bot_clock::DecisionTimes;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// One side's results in one arm.
#[derive(Clone, Debug, Serialize)]
pub struct SideResult {
    /// Side id.
    pub side: String,
    /// Games this side won, of the finished games.
    pub wins: Rate,
    /// Its victory points.
    pub vp: Spread,
    /// Its losses.
    pub losses: Spread,
}

/// One arm's results.
#[derive(Clone, Debug, Serialize)]
pub struct ArmSummary {
    /// Which arm.
    pub arm: Arm,
    /// Every option in force.
    pub options: serde_json::Map<String, serde_json::Value>,
    /// Games recorded.
    pub games: usize,
    /// Games that ended without an error (the rates count these).
    pub finished: usize,
    /// Games that stopped with an error or unfinished.
    pub failed: usize,
    /// Finished games won by no one.
    pub draws: Rate,
    /// Per side, in the ruleset's order.
    pub sides: Vec<SideResult>,
    /// First side's VP minus the second's.
    pub margin: Spread,
    /// Game turns played.
    pub turns: Spread,
    /// Wall-clock seconds a game.
    pub seconds: Spread,
    /// How often each victory level was reached.
    pub levels: BTreeMap<String, u64>,
}

/// How often one outcome happened in each arm of the pairs, and whether the change is more
/// than chance (exact McNemar test on the pairs that disagree).
#[derive(Clone, Debug, Serialize)]
pub struct OutcomeChange {
    /// The outcome: a side id for "that side won", or "draw".
    pub outcome: String,
    /// Its rate in the baseline games of the pairs.
    pub baseline: f64,
    /// Its rate in the variant games of the pairs.
    pub variant: f64,
    /// Pairs where only the baseline game had it.
    pub baseline_only: u64,
    /// Pairs where only the variant game had it.
    pub variant_only: u64,
    /// Two-sided p-value.
    pub p: f64,
    /// The paired change of its rate (variant − baseline, as a fraction) with its 95% interval.
    pub change: Option<MeanDifference>,
}

/// The paired comparison: games of the two arms that share a seed.
#[derive(Clone, Debug, Serialize)]
pub struct Paired {
    /// Pairs where both games finished.
    pub pairs: usize,
    /// Each side's wins, and draws.
    pub outcomes: Vec<OutcomeChange>,
    /// Mean change of the VP margin (variant − baseline) with its 95% interval.
    pub margin: Option<MeanDifference>,
    /// Wilcoxon signed-rank test of the margin's change.
    pub signed_rank: Option<SignedRank>,
}

/// A batch's summary.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// Ruleset id.
    pub ruleset: String,
    /// Scenario id.
    pub scenario: String,
    /// Sides in the ruleset's order.
    pub sides: Vec<String>,
    /// The options where the variant differs from the baseline (`id=value`).
    pub differences: Vec<String>,
    /// The content hashes of the rule files the games were played under (one, unless the
    /// rules changed between shards or runs).
    pub ruleset_hashes: Vec<String>,
    /// What the batch found, in a sentence: the change of the first side's win rate with its
    /// interval, and of the VP margin.
    pub verdict: String,
    /// The baseline arm.
    pub baseline: ArmSummary,
    /// The variant arm.
    pub variant: ArmSummary,
    /// The paired comparison.
    pub paired: Paired,
    /// Things the reader should know (duplicates dropped, mixed ruleset versions, failures).
    pub warnings: Vec<String>,
    /// What the referee found over the games that ran with it, if any did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub referee: Option<RefereeCount>,
    /// What replaying each game found, when the batch ran with `--verify`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verify: Option<VerifyCount>,
    /// Each bot profile's results over the finished games, when the games were played by more
    /// than one profile (a ladder, `--ladder A:B`): the profiles in name order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub profiles: Vec<ProfileResult>,
    /// The stall reports of the finished games, summed by side (absent for records without).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub stall: BTreeMap<String, StallSummary>,
    /// How long each bot profile took to choose, over the finished games that measured it.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub decision_times: BTreeMap<String, DecisionSummary>,
}

/// One bot profile's decision times over a batch's finished games: each game gives its own
/// median and 95th percentile (session::bot_clock), and the batch the median of those, so
/// that one long game does not stand for all.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct DecisionSummary {
    /// The sides' games it played (a profile playing both sides of a game counts twice).
    pub games: u64,
    /// Choices it made, over all of them.
    pub decisions: u64,
    /// The median over its games of each game's median, in milliseconds.
    pub median_ms: f64,
    /// The median over its games of each game's 95th percentile, in milliseconds.
    pub p95_ms: f64,
    /// The slowest choice of all, in milliseconds.
    pub max_ms: f64,
}

/// The decision times of the finished `records`, by the profile that played each side.
fn decision_summary<'a>(
    records: impl Iterator<Item = &'a GameRecord>,
) -> BTreeMap<String, DecisionSummary> {
    let mut by_profile: BTreeMap<String, Vec<&DecisionTimes>> = BTreeMap::new();
    for r in records.filter(|r| r.counts()) {
        for (side, t) in &r.bot_time {
            let profile = r.bots.get(side).cloned().unwrap_or_else(|| side.clone());
            by_profile.entry(profile).or_default().push(t);
        }
    }
    by_profile
        .into_iter()
        .map(|(profile, games)| {
            let median = |f: &dyn Fn(&DecisionTimes) -> f64| {
                let mut v: Vec<f64> = games.iter().map(|t| f(t)).collect();
                v.sort_by(f64::total_cmp);
                v[(v.len() - 1) / 2]
            };
            let summary = DecisionSummary {
                games: games.len() as u64,
                decisions: games.iter().map(|t| t.decisions).sum(),
                median_ms: median(&|t| t.median_ms),
                p95_ms: median(&|t| t.p95_ms),
                max_ms: games.iter().map(|t| t.max_ms).fold(0.0, f64::max),
            };
            (profile, summary)
        })
        .collect()
}

/// One side's stall figures over a batch's finished games (lab::stall).
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct StallSummary {
    /// Unit-turns free to act, over all games.
    pub free_unit_turns: u64,
    /// Of those, idle.
    pub idle_unit_turns: u64,
    /// idle / free.
    pub idle_share: f64,
    /// The longest run of idle turns of a unit in any game.
    pub longest_idle: u32,
    /// Games with a unit idle for `stall::LONG_IDLE` or more turns in a row.
    pub games_with_long_idle: u64,
    /// Turns a side in contact took no action, over all games.
    pub silent_turns_in_contact: u64,
}

/// The stall reports of the finished `records`, summed by side.
fn stall_summary<'a>(
    records: impl Iterator<Item = &'a GameRecord>,
) -> BTreeMap<String, StallSummary> {
    let mut out: BTreeMap<String, StallSummary> = BTreeMap::new();
    for r in records.filter(|r| r.counts()) {
        for (side, s) in &r.stall {
            let t = out.entry(side.clone()).or_default();
            t.free_unit_turns += s.free_unit_turns;
            t.idle_unit_turns += s.idle_unit_turns;
            t.longest_idle = t.longest_idle.max(s.longest_idle);
            t.games_with_long_idle += u64::from(!s.long_idle.is_empty());
            t.silent_turns_in_contact += u64::from(s.silent_turns_in_contact);
        }
    }
    for t in out.values_mut() {
        t.idle_share = if t.free_unit_turns == 0 {
            0.0
        } else {
            t.idle_unit_turns as f64 / t.free_unit_turns as f64
        };
    }
    out
}

/// One bot profile's results over the sides it played in a batch's finished games.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ProfileResult {
    /// The profile id.
    pub profile: String,
    /// Games (a side's game: a profile playing both sides of a game counts twice).
    pub games: u64,
    /// Its win rate with the 95% Wilson interval.
    pub wins: Rate,
    /// Games drawn.
    pub draws: u64,
}

/// Each profile's wins, draws and games over the finished `records` that name their bots;
/// empty unless at least two profiles played.
fn profile_results<'a>(records: impl Iterator<Item = &'a GameRecord>) -> Vec<ProfileResult> {
    let mut tally: BTreeMap<String, (u64, u64, u64)> = BTreeMap::new();
    for r in records.filter(|r| r.counts()) {
        for side in &r.sides {
            let Some(p) = r.bots.get(side) else { continue };
            let t = tally.entry(p.clone()).or_default();
            t.0 += 1;
            match &r.winner {
                Some(w) if w == side => t.1 += 1,
                None => t.2 += 1,
                _ => {}
            }
        }
    }
    if tally.len() < 2 {
        return Vec::new();
    }
    tally
        .into_iter()
        .map(|(profile, (games, wins, draws))| ProfileResult {
            profile,
            games,
            wins: Rate::wilson(wins, games),
            draws,
        })
        .collect()
}

/// What replaying every game of a batch found (`--verify`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct VerifyCount {
    /// Games replayed.
    pub games: usize,
    /// Games whose replay went its own way.
    pub diverged: usize,
}

/// The referee's findings over a batch (`--referee`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct RefereeCount {
    /// Games the referee watched.
    pub games: usize,
    /// Findings over all of them.
    pub findings: usize,
    /// Games with at least one finding.
    pub games_with_findings: usize,
}

impl Summary {
    /// Summarises records of one batch (or of its merged shards). Records of another ruleset
    /// or scenario, or an arm played under two option sets, are an error; a game recorded
    /// twice with the same result is counted once, with different results it is an error.
    pub fn of(records: &[GameRecord]) -> Result<Summary, String> {
        let first = records
            .first()
            .ok_or("no game records to summarise".to_string())?;
        let mut warnings = Vec::new();
        let mut unique: BTreeMap<(Arm, u64), &GameRecord> = BTreeMap::new();
        let mut versions = BTreeSet::new();
        let mut hashes = BTreeSet::new();
        let mut duplicates = 0;
        for r in records {
            if r.ruleset != first.ruleset || r.scenario != first.scenario {
                return Err(format!(
                    "records of two batches: {}/{} and {}/{} (seed {}); summarise each on its own",
                    first.ruleset, first.scenario, r.ruleset, r.scenario, r.seed
                ));
            }
            if !r.ruleset_version.is_empty() {
                versions.insert(r.ruleset_version.clone());
            }
            if !r.ruleset_hash.is_empty() {
                hashes.insert(r.ruleset_hash.clone());
            }
            match unique.get(&(r.arm, r.seed)) {
                Some(seen) if seen.state_hash == r.state_hash && seen.error == r.error => {
                    duplicates += 1;
                }
                Some(seen) => {
                    return Err(format!(
                        "the {} game of seed {} is recorded twice with different results (state {} and {}): were the shards run under different rules?",
                        r.arm.name(),
                        r.seed,
                        seen.state_hash,
                        r.state_hash
                    ));
                }
                None => {
                    unique.insert((r.arm, r.seed), r);
                }
            }
        }
        if duplicates > 0 {
            warnings.push(format!(
                "{duplicates} games were recorded twice (overlapping files) and counted once"
            ));
        }
        if hashes.len() > 1 {
            warnings.push(format!(
                "the games were played under {} different sets of rule files (content hashes {}): the rules changed between runs",
                hashes.len(),
                hashes.iter().cloned().collect::<Vec<_>>().join(", ")
            ));
        }
        if versions.len() > 1 {
            warnings.push(format!(
                "the records come from ruleset versions {}",
                versions.into_iter().collect::<Vec<_>>().join(", ")
            ));
        }
        let sides = records
            .iter()
            .find(|r| !r.sides.is_empty())
            .map(|r| r.sides.clone())
            .unwrap_or_default();
        let arm_records = |arm: Arm| -> Vec<&GameRecord> {
            unique
                .iter()
                .filter(|((a, _), _)| *a == arm)
                .map(|(_, r)| *r)
                .collect()
        };
        let baseline = arm_summary(Arm::Baseline, &arm_records(Arm::Baseline), &sides)?;
        let variant = arm_summary(Arm::Variant, &arm_records(Arm::Variant), &sides)?;
        for a in [&baseline, &variant] {
            if a.failed > 0 {
                warnings.push(format!(
                    "{} {} games did not finish (see their \"error\"); they are left out of the rates",
                    a.failed,
                    a.arm.name()
                ));
            }
        }
        let differences = option_differences(&baseline.options, &variant.options);
        let pairs: Vec<(&GameRecord, &GameRecord)> = unique
            .iter()
            .filter(|((arm, _), r)| *arm == Arm::Baseline && r.counts())
            .filter_map(|((_, seed), b)| {
                unique
                    .get(&(Arm::Variant, *seed))
                    .filter(|v| v.counts())
                    .map(|v| (*b, *v))
            })
            .collect();
        let refereed: Vec<&Vec<String>> =
            unique.values().filter_map(|r| r.referee.as_ref()).collect();
        let referee = (!refereed.is_empty()).then(|| RefereeCount {
            games: refereed.len(),
            findings: refereed.iter().map(|f| f.len()).sum(),
            games_with_findings: refereed.iter().filter(|f| !f.is_empty()).count(),
        });
        if let Some(r) = &referee
            && r.findings > 0
        {
            warnings.push(format!(
                "the referee found {} broken rule{} in {} of {} games (see each record's \"referee\")",
                r.findings,
                if r.findings == 1 { "" } else { "s" },
                r.games_with_findings,
                r.games
            ));
        }
        let verified: Vec<&GameRecord> = unique.values().filter(|r| r.verified).copied().collect();
        let verify = (!verified.is_empty()).then(|| VerifyCount {
            games: verified.len(),
            diverged: verified.iter().filter(|r| r.divergence.is_some()).count(),
        });
        if let Some(v) = &verify
            && v.diverged > 0
        {
            warnings.push(format!(
                "{} of {} games did not replay the same way: the ruleset is not deterministic (see each record's \"divergence\"; `sandtable check --determinism` names the cause)",
                v.diverged, v.games
            ));
        }
        let paired = paired(&pairs, &sides);
        if paired.pairs > 0 && paired.pairs < 10 && paired.signed_rank.is_some_and(|t| t.n < 10) {
            warnings.push(
                "fewer than ten pairs differ in margin: the signed-rank p-value is rough".into(),
            );
        }
        let verdict = verdict(&paired, &sides, &differences);
        Ok(Summary {
            ruleset: first.ruleset.clone(),
            scenario: first.scenario.clone(),
            ruleset_hashes: hashes.into_iter().collect(),
            verdict,
            sides,
            differences,
            baseline,
            variant,
            paired,
            warnings,
            referee,
            verify,
            profiles: profile_results(unique.values().copied()),
            stall: stall_summary(unique.values().copied()),
            decision_times: decision_summary(unique.values().copied()),
        })
    }

    /// The arm's summary.
    pub fn arm(&self, arm: Arm) -> &ArmSummary {
        match arm {
            Arm::Baseline => &self.baseline,
            Arm::Variant => &self.variant,
        }
    }

    /// What the variant is compared with, in words.
    pub fn headline(&self) -> String {
        let what = if !self.profiles.is_empty() {
            let names: Vec<&str> = self.profiles.iter().map(|p| p.profile.as_str()).collect();
            let options = if self.differences.is_empty() {
                String::new()
            } else {
                format!(", variant {}", self.differences.join(" "))
            };
            format!(
                "bot profiles {} against each other on the same seeds (the arms differ in who plays which side{options})",
                names.join(", ")
            )
        } else if self.differences.is_empty() {
            "the variant has the same options as the baseline (an A/A check)".to_string()
        } else {
            format!(
                "variant {} against the baseline",
                self.differences.join(" ")
            )
        };
        format!("{} / {} — {what}", self.ruleset, self.scenario)
    }

    /// The summary table, one row per outcome or measure: its label, the baseline, the
    /// variant and the paired change (empty where no test applies). The terminal table and
    /// the host's Balance window both show these rows.
    pub fn rows(&self) -> Vec<[String; 4]> {
        let rate = |r: &Rate| {
            format!(
                "{:5.1}% ({:.1}–{:.1})",
                100.0 * r.rate,
                100.0 * r.lo,
                100.0 * r.hi
            )
        };
        let spread = |s: &Spread| {
            format!(
                "{:.1} / {:.0} [{:.0}, {:.0}]",
                s.mean, s.median, s.p10, s.p90
            )
        };
        let change = |outcome: &str| {
            self.paired
                .outcomes
                .iter()
                .find(|o| o.outcome == outcome)
                .map(|o| {
                    format!(
                        "{:+.1} pts, McNemar p {}",
                        100.0 * (o.variant - o.baseline),
                        p_value(o.p)
                    )
                })
                .unwrap_or_default()
        };
        let (b, v) = (&self.baseline, &self.variant);
        let mut rows = Vec::new();
        for (i, side) in self.sides.iter().enumerate() {
            rows.push([
                format!("{side} wins"),
                rate(&b.sides[i].wins),
                rate(&v.sides[i].wins),
                change(side),
            ]);
        }
        rows.push([
            "draws".into(),
            rate(&b.draws),
            rate(&v.draws),
            change("draw"),
        ]);
        if let [first, second, ..] = self.sides.as_slice() {
            let margin_change = self
                .paired
                .margin
                .map(|m| {
                    format!(
                        "{:+.1} (95% CI {:+.1} to {:+.1}){}",
                        m.mean,
                        m.lo,
                        m.hi,
                        self.paired
                            .signed_rank
                            .map(|t| format!(", Wilcoxon p {}", p_value(t.p)))
                            .unwrap_or_default()
                    )
                })
                .unwrap_or_default();
            rows.push([
                format!("VP margin {first}−{second}"),
                spread(&b.margin),
                spread(&v.margin),
                margin_change,
            ]);
        }
        for (i, side) in self.sides.iter().enumerate() {
            rows.push([
                format!("VP {side}"),
                spread(&b.sides[i].vp),
                spread(&v.sides[i].vp),
                String::new(),
            ]);
        }
        for (i, side) in self.sides.iter().enumerate() {
            rows.push([
                format!("losses {side}"),
                spread(&b.sides[i].losses),
                spread(&v.sides[i].losses),
                String::new(),
            ]);
        }
        rows.push([
            "turns".into(),
            spread(&b.turns),
            spread(&v.turns),
            String::new(),
        ]);
        rows.push([
            "seconds a game (mean)".into(),
            format!("{:.2}", b.seconds.mean),
            format!("{:.2}", v.seconds.mean),
            String::new(),
        ]);
        rows
    }

    /// The summary as a table for a terminal.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.headline());
        let _ = writeln!(out, "verdict: {}", self.verdict);
        let _ = writeln!(
            out,
            "{} pairs of finished games (baseline {} games, variant {} games)\n",
            self.paired.pairs, self.baseline.games, self.variant.games
        );
        let rows = self.rows();
        let w = rows
            .iter()
            .map(|r| r[0].chars().count())
            .max()
            .unwrap_or(0)
            .max(10);
        let _ = writeln!(
            out,
            "{:<w$}  {:<24} {:<24} change (paired)",
            "", "baseline", "variant"
        );
        for [label, base, variant, change] in &rows {
            let line = format!("{label:<w$}  {base:<24} {variant:<24} {change}");
            let _ = writeln!(out, "{}", line.trim_end());
        }
        let _ = writeln!(out, "{SPREAD_NOTE}");
        for (side, t) in &self.stall {
            let _ = writeln!(
                out,
                "stalls, {side}: idle {} of {} free unit-turns ({:.1}%), longest run {} turns, {} games with a unit idle {}+ turns, {} turns in contact without an action",
                t.idle_unit_turns,
                t.free_unit_turns,
                100.0 * t.idle_share,
                t.longest_idle,
                t.games_with_long_idle,
                super::stall::LONG_IDLE,
                t.silent_turns_in_contact
            );
        }
        for (profile, t) in &self.decision_times {
            let _ = writeln!(
                out,
                "bot decision time, {profile}: median {:.2} ms, 95th percentile {:.2} ms (medians over {} games' own), slowest {:.1} ms, {} choices",
                t.median_ms, t.p95_ms, t.games, t.max_ms, t.decisions
            );
        }
        for p in &self.profiles {
            let _ = writeln!(
                out,
                "bot profile {}: wins {} of {} ({:.1}%, 95% {:.1}–{:.1}%), {} drawn",
                p.profile,
                p.wins.count,
                p.games,
                100.0 * p.wins.rate,
                100.0 * p.wins.lo,
                100.0 * p.wins.hi,
                p.draws
            );
        }
        if let Some(r) = &self.referee {
            let _ = writeln!(
                out,
                "referee: {} finding{} in {} games",
                r.findings,
                if r.findings == 1 { "" } else { "s" },
                r.games
            );
        }
        if let Some(v) = &self.verify {
            let _ = writeln!(
                out,
                "verify: {} of {} games replayed to the same state hash after every action",
                v.games - v.diverged,
                v.games
            );
        }
        for warning in &self.warnings {
            let _ = writeln!(out, "note: {warning}");
        }
        out
    }
}

/// How the non-rate rows read.
pub const SPREAD_NOTE: &str = "(VP, margin, losses, turns: mean / median [10th, 90th percentile]; intervals are 95%: Wilson for rates, Student t for the mean change)";

/// A p-value as printed after "p": "= 0.042", or "< 0.001".
pub fn p_value(p: f64) -> String {
    if p < 0.001 {
        "< 0.001".into()
    } else {
        format!("= {p:.3}")
    }
}

fn arm_summary(arm: Arm, records: &[&GameRecord], sides: &[String]) -> Result<ArmSummary, String> {
    let options = records
        .first()
        .map(|r| r.options.clone())
        .unwrap_or_default();
    if let Some(other) = records.iter().find(|r| r.options != options) {
        return Err(format!(
            "the {} arm was played under two option sets (seed {} differs from seed {}): merge only shards of one batch",
            arm.name(),
            other.seed,
            records[0].seed
        ));
    }
    let done: Vec<&GameRecord> = records.iter().copied().filter(|r| r.counts()).collect();
    let n = done.len() as u64;
    let count = |f: &dyn Fn(&GameRecord) -> bool| done.iter().filter(|r| f(r)).count() as u64;
    let values =
        |f: &dyn Fn(&GameRecord) -> f64| -> Vec<f64> { done.iter().map(|r| f(r)).collect() };
    let mut levels = BTreeMap::new();
    for r in &done {
        if let Some(l) = &r.victory_level {
            *levels.entry(l.clone()).or_insert(0) += 1;
        }
    }
    Ok(ArmSummary {
        arm,
        options,
        games: records.len(),
        finished: done.len(),
        failed: records.len() - done.len(),
        draws: Rate::wilson(count(&|r| r.winner.is_none()), n),
        sides: sides
            .iter()
            .map(|s| SideResult {
                side: s.clone(),
                wins: Rate::wilson(count(&|r| r.winner.as_deref() == Some(s)), n),
                vp: Spread::of(&values(&|r| r.vp.get(s).copied().unwrap_or(0) as f64)),
                losses: Spread::of(&values(&|r| r.losses.get(s).copied().unwrap_or(0) as f64)),
            })
            .collect(),
        margin: Spread::of(&values(&|r| r.margin() as f64)),
        turns: Spread::of(&values(&|r| r.turns as f64)),
        seconds: Spread::of(&values(&|r| r.seconds)),
        levels,
    })
}

/// Whether an interval of a change tells it from no change.
pub fn decided(change: &MeanDifference) -> bool {
    change.lo > 0.0 || change.hi < 0.0
}

/// The batch's finding in a sentence: the first side's win rate, then the VP margin.
fn verdict(paired: &Paired, sides: &[String], differences: &[String]) -> String {
    let what = if differences.is_empty() {
        "The variant (the same options as the baseline)".to_string()
    } else {
        format!("The variant ({})", differences.join(" "))
    };
    let n = paired.pairs;
    let Some((side, change)) = sides.first().and_then(|s| {
        paired
            .outcomes
            .iter()
            .find(|o| o.outcome == *s)
            .and_then(|o| o.change.map(|c| (s, c)))
    }) else {
        return format!(
            "Not enough pairs of finished games to compare ({n}; at least two are needed)."
        );
    };
    let points = |x: f64| format!("{:+.0}", 100.0 * x);
    let mut s = if change.lo == 0.0 && change.hi == 0.0 {
        format!("{what} leaves {side}'s win rate as it is in every one of the {n} pairs.")
    } else if decided(&change) {
        format!(
            "{what} shifts {side}'s win rate by {} points (95% interval {} to {}) over {n} pairs: more than chance.",
            points(change.mean),
            points(change.lo),
            points(change.hi)
        )
    } else {
        format!(
            "{what} changes {side}'s win rate by {} points, but that cannot be told from chance yet: the 95% interval ({} to {}) includes no change, over {n} pairs; more pairs narrow it.",
            points(change.mean),
            points(change.lo),
            points(change.hi)
        )
    };
    if let Some(m) = paired.margin.filter(|m| m.lo != 0.0 || m.hi != 0.0) {
        s.push_str(&format!(
            " The VP margin ({side} − the other side) moves by {:+.1} (95% interval {:+.1} to {:+.1}){}.",
            m.mean,
            m.lo,
            m.hi,
            if decided(&m) { "" } else { ", which includes no change" }
        ));
    }
    s
}

fn paired(pairs: &[(&GameRecord, &GameRecord)], sides: &[String]) -> Paired {
    let n = pairs.len();
    let outcome = |name: &str, happened: &dyn Fn(&GameRecord) -> bool| {
        let (mut b_only, mut v_only, mut in_b, mut in_v) = (0u64, 0u64, 0u64, 0u64);
        let mut changes = Vec::with_capacity(pairs.len());
        for (b, v) in pairs {
            let (hb, hv) = (happened(b), happened(v));
            changes.push(hv as u8 as f64 - hb as u8 as f64);
            in_b += hb as u64;
            in_v += hv as u64;
            b_only += (hb && !hv) as u64;
            v_only += (hv && !hb) as u64;
        }
        let rate = |k: u64| if n == 0 { 0.0 } else { k as f64 / n as f64 };
        OutcomeChange {
            outcome: name.to_string(),
            baseline: rate(in_b),
            variant: rate(in_v),
            baseline_only: b_only,
            variant_only: v_only,
            p: stats::mcnemar_exact(b_only, v_only),
            change: stats::mean_difference(&changes),
        }
    };
    let mut outcomes: Vec<OutcomeChange> = sides
        .iter()
        .map(|s| outcome(s, &|r| r.winner.as_deref() == Some(s.as_str())))
        .collect();
    outcomes.push(outcome("draw", &|r| r.winner.is_none()));
    let diffs: Vec<f64> = pairs
        .iter()
        .map(|(b, v)| (v.margin() - b.margin()) as f64)
        .collect();
    Paired {
        pairs: n,
        outcomes,
        margin: stats::mean_difference(&diffs),
        signed_rank: stats::signed_rank(&diffs),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::record::GameRecord;

    fn rec(arm: Arm, seed: u64, margin: i64, winner: Option<&str>) -> GameRecord {
        GameRecord {
            ruleset: "r".into(),
            ruleset_version: "1".into(),
            ruleset_hash: "abc".into(),
            scenario: "s".into(),
            arm,
            seed,
            options: [("x".to_string(), serde_json::json!(arm == Arm::Variant))]
                .into_iter()
                .collect(),
            sides: vec!["blue".into(), "red".into()],
            finished: true,
            winner: winner.map(str::to_string),
            victory_level: Some(if winner.is_some() { "win" } else { "draw" }.into()),
            vp: [("blue".into(), 10 + margin), ("red".into(), 10)].into(),
            losses: [("blue".into(), 1), ("red".into(), 2)].into(),
            turns: 5,
            actions: 50,
            seconds: 0.1,
            state_hash: format!("{arm:?}{seed}"),
            error: None,
            referee: None,
            verified: false,
            divergence: None,
            bots: Default::default(),
            stall: Default::default(),
            bot_time: Default::default(),
        }
    }

    #[test]
    fn decision_times_are_the_median_of_each_games_own_by_the_profile_that_played() {
        // Three seeds; "slow" plays blue in every game and takes 10, 20 and 30 ms at the median
        // (p95 100, 200, 900); "quick" plays red at 1 ms. An unfinished game is left out.
        let mut records = Vec::new();
        for seed in 0..4u64 {
            let mut r = rec(Arm::Variant, seed, 0, Some("blue"));
            r.bots = [
                ("blue".into(), "slow".into()),
                ("red".into(), "quick".into()),
            ]
            .into();
            let n = seed as f64 + 1.0;
            let times = |median_ms, p95_ms| DecisionTimes {
                decisions: 10,
                median_ms,
                p95_ms,
                max_ms: p95_ms + 1.0,
            };
            let p95 = if seed == 2 { 900.0 } else { 100.0 * n };
            r.bot_time = [
                ("blue".into(), times(10.0 * n, p95)),
                ("red".into(), times(1.0, 2.0)),
            ]
            .into();
            if seed == 3 {
                r.finished = false;
                r.error = Some("stalled".into());
            }
            records.push(r);
        }
        let s = Summary::of(&records).unwrap();
        let slow = &s.decision_times["slow"];
        assert_eq!((slow.games, slow.decisions), (3, 30));
        assert_eq!(
            (slow.median_ms, slow.p95_ms, slow.max_ms),
            (20.0, 200.0, 901.0)
        );
        assert_eq!(s.decision_times["quick"].median_ms, 1.0);
        assert!(s.to_text().contains(
            "bot decision time, slow: median 20.00 ms, 95th percentile 200.00 ms (medians over 3 games' own), slowest 901.0 ms, 30 choices"
        ));
    }

    #[test]
    fn a_ladder_gives_each_profile_its_wins_over_both_sides() {
        // 10 seeds, the sides swapped between the arms: "strong" plays blue in the variant and
        // red in the baseline, and wins 15 of its 20 games; one game is drawn.
        let mut records = Vec::new();
        for seed in 0..10u64 {
            for arm in [Arm::Variant, Arm::Baseline] {
                let (blue, red) = if arm == Arm::Variant {
                    ("strong", "weak")
                } else {
                    ("weak", "strong")
                };
                let strong_side = if arm == Arm::Variant { "blue" } else { "red" };
                let weak_side = if arm == Arm::Variant { "red" } else { "blue" };
                let winner = match (arm, seed) {
                    (Arm::Baseline, 9) => None,
                    (_, s) if s < 7 || arm == Arm::Variant && s < 8 => Some(strong_side),
                    _ => Some(weak_side),
                };
                let mut r = rec(arm, seed, 0, winner);
                r.bots = [("blue".into(), blue.into()), ("red".into(), red.into())].into();
                records.push(r);
            }
        }
        let s = Summary::of(&records).unwrap();
        let strong = s.profiles.iter().find(|p| p.profile == "strong").unwrap();
        let weak = s.profiles.iter().find(|p| p.profile == "weak").unwrap();
        assert_eq!((strong.games, strong.wins.count, strong.draws), (20, 15, 1));
        assert_eq!((weak.games, weak.wins.count, weak.draws), (20, 4, 1));
        assert!(
            strong.wins.lo > 0.5 && strong.wins.hi < 0.95,
            "{:?}",
            strong.wins
        );
        assert!(
            s.to_text()
                .contains("bot profile strong: wins 15 of 20 (75.0%")
        );
        assert!(
            s.headline()
                .contains("bot profiles strong, weak against each other")
        );
        // one profile only: no ladder
        for r in &mut records {
            r.bots = [("blue".into(), "x".into()), ("red".into(), "x".into())].into();
        }
        assert!(Summary::of(&records).unwrap().profiles.is_empty());
    }

    /// Twenty pairs: blue wins every baseline game; in the variant red wins the even seeds,
    /// and the margin drops by 6 in every pair.
    fn shifted() -> Vec<GameRecord> {
        let mut v = Vec::new();
        for seed in 0..20 {
            v.push(rec(Arm::Baseline, seed, 3, Some("blue")));
            let winner = if seed % 2 == 0 { "red" } else { "blue" };
            v.push(rec(Arm::Variant, seed, -3, Some(winner)));
        }
        v
    }

    #[test]
    fn a_real_shift_is_found() {
        let s = Summary::of(&shifted()).unwrap();
        assert_eq!(s.paired.pairs, 20);
        assert_eq!(s.differences, vec!["x=true".to_string()]);
        assert_eq!(s.baseline.sides[0].wins.count, 20);
        assert_eq!(s.variant.sides[0].wins.count, 10);
        let blue = &s.paired.outcomes[0];
        assert_eq!((blue.baseline_only, blue.variant_only), (10, 0));
        assert!(blue.p < 0.01, "{blue:?}");
        let m = s.paired.margin.unwrap();
        assert_eq!(m.mean, -6.0);
        assert!(s.paired.signed_rank.unwrap().p < 0.001);
        let text = s.to_text();
        assert!(
            text.contains("variant x=true against the baseline"),
            "{text}"
        );
        assert!(text.contains("blue wins"), "{text}");
        assert!(text.contains("-50.0 pts"), "{text}");
        // In a sentence: 10 of 20 pairs lose blue's win, so -50 points; the paired t interval
        // of the -1/0 changes is -50 ± 2.093·0.513/√20 = -74 to -26.
        assert_eq!(
            s.verdict,
            "The variant (x=true) shifts blue's win rate by -50 points (95% interval -74 to -26) over 20 pairs: more than chance. The VP margin (blue − the other side) moves by -6.0 (95% interval -6.0 to -6.0)."
        );
        assert!(text.contains(&format!("verdict: {}", s.verdict)));
        assert_eq!(s.ruleset_hashes, vec!["abc".to_string()]);
    }

    #[test]
    fn no_difference_gives_no_significance() {
        let mut v = Vec::new();
        for seed in 0..30 {
            let m = (seed as i64 % 7) - 3;
            v.push(rec(Arm::Baseline, seed, m, Some("blue")));
            v.push(rec(Arm::Variant, seed, m, Some("blue")));
        }
        let s = Summary::of(&v).unwrap();
        assert_eq!(s.paired.outcomes[0].p, 1.0);
        assert!(s.paired.signed_rank.is_none(), "every change is zero");
        assert_eq!(s.paired.margin.unwrap().mean, 0.0);
        // Every pair the same: nothing to estimate, and the verdict says so.
        assert_eq!(
            s.verdict,
            "The variant (x=true) leaves blue's win rate as it is in every one of the 30 pairs."
        );
        // Pairs that differ both ways: an interval that includes no change.
        let mut v = Vec::new();
        for seed in 0..30 {
            v.push(rec(
                Arm::Baseline,
                seed,
                1,
                Some(if seed % 2 == 0 { "blue" } else { "red" }),
            ));
            v.push(rec(
                Arm::Variant,
                seed,
                1,
                Some(if seed % 3 == 0 { "blue" } else { "red" }),
            ));
        }
        let s = Summary::of(&v).unwrap();
        assert!(
            s.verdict.contains("cannot be told from chance yet"),
            "{}",
            s.verdict
        );
    }

    #[test]
    fn records_under_two_sets_of_rules_are_said() {
        let mut v = shifted();
        v[3].ruleset_hash = "def".into();
        let s = Summary::of(&v).unwrap();
        assert_eq!(s.ruleset_hashes, vec!["abc".to_string(), "def".to_string()]);
        assert!(
            s.warnings
                .iter()
                .any(|w| w.contains("2 different sets of rule files")),
            "{:?}",
            s.warnings
        );
    }

    #[test]
    fn merging_overlaps_counts_once_and_refuses_conflicts() {
        let mut v = shifted();
        v.extend(shifted().into_iter().take(4));
        let s = Summary::of(&v).unwrap();
        assert_eq!(s.paired.pairs, 20);
        assert!(
            s.warnings
                .iter()
                .any(|w| w.contains("4 games were recorded twice"))
        );

        let mut bad = shifted();
        let mut twin = bad[0].clone();
        twin.state_hash = "other".into();
        bad.push(twin);
        let e = Summary::of(&bad).unwrap_err();
        assert!(e.contains("seed 0 is recorded twice"), "{e}");

        let mut other = shifted();
        other[3].scenario = "t".into();
        assert!(Summary::of(&other).unwrap_err().contains("two batches"));
    }

    #[test]
    fn failed_games_are_left_out_and_said() {
        let mut v = shifted();
        v[1].finished = false;
        v[1].error = Some("stalled".into());
        let s = Summary::of(&v).unwrap();
        assert_eq!(s.variant.failed, 1);
        assert_eq!(s.variant.finished, 19);
        assert_eq!(s.paired.pairs, 19);
        assert!(s.warnings.iter().any(|w| w.contains("did not finish")));
    }
}
