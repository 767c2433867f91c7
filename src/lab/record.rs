//! One game's result as the lab records it: a line of JSON (the format `batch --json` streams
//! and `merge` reads back) or a row of CSV.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// Which arm of the comparison a game belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Arm {
    /// The rules as they are (or as `--baseline-option` sets them).
    Baseline,
    /// The rules with the variant's options.
    Variant,
}

impl Arm {
    /// Both arms, baseline first.
    pub const BOTH: [Arm; 2] = [Arm::Baseline, Arm::Variant];

    /// The arm's name as printed.
    pub fn name(self) -> &'static str {
        match self {
            Arm::Baseline => "baseline",
            Arm::Variant => "variant",
        }
    }
}

/// The result of one computer-vs-computer game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Ruleset id.
    pub ruleset: String,
    /// Ruleset version.
    pub ruleset_version: String,
    /// The content hash of the rule files the game was played under (empty in records
    /// written before it was kept).
    #[serde(default)]
    pub ruleset_hash: String,
    /// Scenario id.
    pub scenario: String,
    /// Which arm.
    pub arm: Arm,
    /// The game's seed (the same seed in both arms makes a pair).
    pub seed: u64,
    /// Every option in force, defaults included.
    pub options: serde_json::Map<String, serde_json::Value>,
    /// The sides in the ruleset's order (the VP margin is the first side's VP minus the
    /// second's).
    pub sides: Vec<String>,
    /// True when the game reached its end.
    pub finished: bool,
    /// The winning side, if the game ended with one (a finished game without is a draw).
    pub winner: Option<String>,
    /// The victory level as the ruleset names it.
    pub victory_level: Option<String>,
    /// Victory points per side.
    pub vp: BTreeMap<String, i64>,
    /// Losses per side, in the ruleset's strength unit.
    pub losses: BTreeMap<String, i64>,
    /// Game turns played.
    pub turns: u32,
    /// Actions taken.
    pub actions: usize,
    /// Wall-clock seconds the game took.
    pub seconds: f64,
    /// The final state hash (the game replays to it from its seed and options).
    pub state_hash: String,
    /// Why the game could not be played to its end, if it could not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// What the ruleset's referee found, one line each, when the batch ran with `--referee`
    /// (absent when it did not run).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub referee: Option<Vec<String>>,
    /// True when the game was replayed to check it plays the same way (`--verify`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub verified: bool,
    /// Where the replay went its own way (`action N …`), when it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub divergence: Option<String>,
    /// The computer player profile of each side (absent in records written before profiles).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub bots: BTreeMap<String, String>,
    /// The stall report: per side, units free to act that did nothing (lab::stall).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub stall: super::stall::StallReport,
    /// How long each side's bot took to choose, per choice (absent in older records).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub bot_time: crate::session::bot_clock::DecisionReport,
}

impl GameRecord {
    /// First side's VP minus the second side's (0 for a one-sided ruleset).
    pub fn margin(&self) -> i64 {
        let vp = |i: usize| {
            self.sides
                .get(i)
                .and_then(|s| self.vp.get(s))
                .copied()
                .unwrap_or(0)
        };
        vp(0) - vp(1)
    }

    /// True when the game counts in the results: it ended, without an error.
    pub fn counts(&self) -> bool {
        self.finished && self.error.is_none()
    }

    /// The CSV header for records of a ruleset with these sides.
    pub fn csv_header(sides: &[String]) -> String {
        let mut cols: Vec<String> = [
            "arm", "seed", "finished", "winner", "level", "margin", "turns", "actions", "seconds",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        cols.extend(sides.iter().map(|s| format!("vp_{s}")));
        cols.extend(sides.iter().map(|s| format!("losses_{s}")));
        cols.push("error".into());
        cols.join(",")
    }

    /// The record as a CSV row under [`GameRecord::csv_header`].
    pub fn csv_row(&self) -> String {
        let mut cols = vec![
            self.arm.name().to_string(),
            self.seed.to_string(),
            self.finished.to_string(),
            csv_field(self.winner.as_deref().unwrap_or("")),
            csv_field(self.victory_level.as_deref().unwrap_or("")),
            self.margin().to_string(),
            self.turns.to_string(),
            self.actions.to_string(),
            format!("{:.3}", self.seconds),
        ];
        cols.extend(
            self.sides
                .iter()
                .map(|s| self.vp.get(s).copied().unwrap_or(0).to_string()),
        );
        cols.extend(
            self.sides
                .iter()
                .map(|s| self.losses.get(s).copied().unwrap_or(0).to_string()),
        );
        cols.push(csv_field(self.error.as_deref().unwrap_or("")));
        cols.join(",")
    }
}

/// Quotes a CSV field when it needs it (RFC 4180).
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Reads the game records of a JSON-lines file as `batch --json` writes it. Blank lines and
/// the closing `{"summary": …}` line are skipped; anything else that is not a game record is
/// an error naming the file and line.
pub fn read_json_lines(path: &Path) -> Result<Vec<GameRecord>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    parse_json_lines(&text, &path.display().to_string())
}

/// [`read_json_lines`] on text already read; `origin` names it in errors.
pub fn parse_json_lines(text: &str, origin: &str) -> Result<Vec<GameRecord>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let value: serde_json::Value =
            serde_json::from_str(line).map_err(|e| format!("{origin}:{}: not JSON: {e}", i + 1))?;
        if value.get("summary").is_some() {
            continue;
        }
        let record: GameRecord = serde_json::from_value(value).map_err(|e| {
            format!(
                "{origin}:{}: not a game record of `sandtable batch --json`: {e}",
                i + 1
            )
        })?;
        out.push(record);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn record(arm: Arm, seed: u64, vp: (i64, i64), winner: Option<&str>) -> GameRecord {
        GameRecord {
            ruleset: "r".into(),
            ruleset_version: "1".into(),
            ruleset_hash: "abc".into(),
            scenario: "s".into(),
            arm,
            seed,
            options: serde_json::Map::new(),
            sides: vec!["blue".into(), "red".into()],
            finished: true,
            winner: winner.map(str::to_string),
            victory_level: Some("by, \"quote\"".into()),
            vp: [("blue".to_string(), vp.0), ("red".to_string(), vp.1)].into(),
            losses: [("blue".to_string(), 3), ("red".to_string(), 4)].into(),
            turns: 10,
            actions: 99,
            seconds: 0.5,
            state_hash: "abc".into(),
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
    fn json_lines_round_trip_and_skip_the_summary() {
        let a = record(Arm::Baseline, 7, (10, 4), Some("blue"));
        let b = record(Arm::Variant, 7, (2, 9), Some("red"));
        let text = format!(
            "{}\n\n{}\n{{\"summary\": {{}}}}\n",
            serde_json::to_string(&a).unwrap(),
            serde_json::to_string(&b).unwrap()
        );
        let back = parse_json_lines(&text, "f.jsonl").unwrap();
        assert_eq!(back, vec![a.clone(), b]);
        assert_eq!(a.margin(), 6);
    }

    #[test]
    fn a_bad_line_is_named() {
        let err = parse_json_lines("{\"seed\": 1}\n", "runs/a.jsonl").unwrap_err();
        assert!(
            err.starts_with("runs/a.jsonl:1: not a game record"),
            "{err}"
        );
        let err = parse_json_lines("\n{oops\n", "b").unwrap_err();
        assert!(err.starts_with("b:2: not JSON"), "{err}");
    }

    #[test]
    fn csv_quotes_what_needs_quoting() {
        let r = record(Arm::Variant, 3, (5, 5), None);
        let header = GameRecord::csv_header(&r.sides);
        assert_eq!(
            header,
            "arm,seed,finished,winner,level,margin,turns,actions,seconds,vp_blue,vp_red,losses_blue,losses_red,error"
        );
        assert_eq!(
            r.csv_row(),
            "variant,3,true,,\"by, \"\"quote\"\"\",0,10,99,0.500,5,5,3,4,"
        );
    }
}
