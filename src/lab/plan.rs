//! What a batch plays: a ruleset's scenario under two sets of options, over a range of seeds,
//! or over one shard of that range when the run is spread over many machines.

use super::record::Arm;
use crate::script::Library;
use crate::session::{Game, GameSetup};
use serde_json::{Map, Value};
use std::ops::Range;
use std::str::FromStr;

/// One of N equal slices of a batch's seed range, for schedulers that run array jobs: shard
/// `I/N` (0-based, as Slurm's `SLURM_ARRAY_TASK_ID` with `--array=0-(N-1)` and Kubernetes'
/// `JOB_COMPLETION_INDEX` count) plays seeds `[games·I/N, games·(I+1)/N)` of the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which slice, from 0.
    pub index: u64,
    /// How many slices.
    pub count: u64,
}

impl Shard {
    /// The whole range.
    pub const ALL: Shard = Shard { index: 0, count: 1 };

    /// The shard of this task of a Slurm job array (`--shard slurm`): its index counted from
    /// the array's first task, of the array's task count, from the environment Slurm gives
    /// each task (`env` reads a variable). An array with gaps (`--array=0,3,7`) would leave
    /// seeds unplayed, so it is refused.
    pub fn of_slurm_array(env: &dyn Fn(&str) -> Option<String>) -> Result<Shard, String> {
        let num = |k: &str| -> Result<u64, String> {
            let v = env(k).ok_or_else(|| {
                format!("--shard slurm: {k} is not set: run it as a task of a Slurm job array (sbatch --array=0-N)")
            })?;
            v.trim()
                .parse()
                .map_err(|_| format!("--shard slurm: {k}={v} is not a number"))
        };
        let (id, count, min, max) = (
            num("SLURM_ARRAY_TASK_ID")?,
            num("SLURM_ARRAY_TASK_COUNT")?,
            num("SLURM_ARRAY_TASK_MIN")?,
            num("SLURM_ARRAY_TASK_MAX")?,
        );
        if max + 1 - min != count || id < min || id > max {
            return Err(format!(
                "--shard slurm: the array runs tasks {min}..{max} but has {count}: give it one range without gaps (--array={min}-{})",
                min + count - 1
            ));
        }
        Ok(Shard {
            index: id - min,
            count,
        })
    }
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Shard, String> {
        if s == "slurm" {
            return Shard::of_slurm_array(&|k| std::env::var(k).ok());
        }
        let bad = || {
            format!("--shard '{s}': expected I/N with 0 <= I < N, e.g. 0/8 for the first of eight")
        };
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let index: u64 = i.trim().parse().map_err(|_| bad())?;
        let count: u64 = n.trim().parse().map_err(|_| bad())?;
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

/// A batch: everything that decides which games are played.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Ruleset id.
    pub ruleset: String,
    /// Scenario id.
    pub scenario: String,
    /// Games per arm over the whole range (all shards).
    pub games: u64,
    /// The first seed; the range is `first_seed .. first_seed + games`.
    pub first_seed: u64,
    /// Every option of the baseline arm, defaults included.
    pub baseline: Map<String, Value>,
    /// Every option of the variant arm, defaults included.
    pub variant: Map<String, Value>,
    /// Which slice of the seed range this run plays.
    pub shard: Shard,
    /// A game that takes more actions than this stops unfinished (a bot that stalls).
    pub max_actions: usize,
    /// Re-check every action with the ruleset's referee (`--referee`); each record says what
    /// it found.
    pub referee: bool,
    /// Replay every game once played and compare the state hash after each action
    /// (`--verify`); each record says where a replay went its own way.
    pub verify: bool,
    /// Games already played (a resumed run, or the earlier rounds of a sequential one): not
    /// played again.
    pub done: std::collections::BTreeSet<(Arm, u64)>,
    /// The bot profile of each side in the baseline arm (sides not listed: the default).
    pub baseline_bots: std::collections::BTreeMap<String, String>,
    /// The bot profile of each side in the variant arm.
    pub variant_bots: std::collections::BTreeMap<String, String>,
}

impl Plan {
    /// Checks the ruleset, the scenario and both option sets by starting one game of each
    /// arm, and returns the plan with the options resolved (defaults filled in).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        library: &Library,
        ruleset: &str,
        scenario: &str,
        games: u64,
        first_seed: u64,
        variant: Map<String, Value>,
        baseline: Map<String, Value>,
        shard: Shard,
    ) -> Result<Plan, String> {
        if games == 0 {
            return Err("--games must be at least 1".into());
        }
        if first_seed.checked_add(games).is_none() {
            return Err(format!(
                "seeds {first_seed} + {games} games overflow; choose a smaller --seed"
            ));
        }
        let resolve = |options: Map<String, Value>, arm: Arm| {
            let setup = GameSetup {
                ruleset: ruleset.to_string(),
                scenario: scenario.to_string(),
                seed: first_seed,
                options,
            };
            Game::new(library, setup)
                .map(|g| g.options)
                .map_err(|e| format!("the {} arm: {e}", arm.name()))
        };
        Ok(Plan {
            ruleset: ruleset.to_string(),
            scenario: scenario.to_string(),
            games,
            first_seed,
            baseline: resolve(baseline, Arm::Baseline)?,
            variant: resolve(variant, Arm::Variant)?,
            shard,
            max_actions: 200_000,
            referee: false,
            verify: false,
            done: Default::default(),
            baseline_bots: Default::default(),
            variant_bots: Default::default(),
        })
    }

    /// The bot profiles of an arm.
    pub fn bots(&self, arm: Arm) -> &std::collections::BTreeMap<String, String> {
        match arm {
            Arm::Baseline => &self.baseline_bots,
            Arm::Variant => &self.variant_bots,
        }
    }

    /// Sets the arms' bot profiles, checking each side and profile by starting a game: `A:B`
    /// (a ladder) gives the variant arm A on the first side and B on the second, and the
    /// baseline arm the sides swapped, so that each profile plays each side on every seed.
    pub fn set_bots(
        &mut self,
        library: &Library,
        variant: Vec<(String, String)>,
        baseline: Vec<(String, String)>,
        ladder: Option<(String, String)>,
    ) -> Result<(), String> {
        let setup = GameSetup {
            ruleset: self.ruleset.clone(),
            scenario: self.scenario.clone(),
            seed: self.first_seed,
            options: self.variant.clone(),
        };
        let mut game = Game::new(library, setup).map_err(|e| e.to_string())?;
        let sides: Vec<String> = game
            .engine
            .decl
            .catalog
            .sides
            .iter()
            .map(|s| s.id.clone())
            .collect();
        let (mut v, mut b) = (variant, baseline);
        if let Some((a, c)) = ladder {
            if sides.len() != 2 {
                return Err(format!(
                    "--ladder needs a ruleset of two sides; {} has {}",
                    self.ruleset,
                    sides.len()
                ));
            }
            v.push((sides[0].clone(), a.clone()));
            v.push((sides[1].clone(), c.clone()));
            b.push((sides[0].clone(), c));
            b.push((sides[1].clone(), a));
        }
        for (side, profile) in v.iter().chain(b.iter()) {
            game.set_bot_profile(side, profile)
                .map_err(|e| e.to_string())?;
        }
        self.variant_bots = v.into_iter().collect();
        self.baseline_bots = b.into_iter().collect();
        Ok(())
    }

    /// The seeds this run plays (its shard of the whole range).
    pub fn seeds(&self) -> Range<u64> {
        let from = self.games * self.shard.index / self.shard.count;
        let to = self.games * (self.shard.index + 1) / self.shard.count;
        self.first_seed + from..self.first_seed + to
    }

    /// The games this run plays: for each seed the baseline then the variant, so that a run
    /// stopped part-way still holds whole pairs near its start.
    pub fn games_to_play(&self) -> Vec<(Arm, u64)> {
        self.seeds()
            .flat_map(|seed| Arm::BOTH.map(|arm| (arm, seed)))
            .filter(|g| !self.done.contains(g))
            .collect()
    }

    /// The options of an arm.
    pub fn options(&self, arm: Arm) -> &Map<String, Value> {
        match arm {
            Arm::Baseline => &self.baseline,
            Arm::Variant => &self.variant,
        }
    }

    /// The options in which the variant differs from the baseline, as `id=value` words.
    pub fn differences(&self) -> Vec<String> {
        option_differences(&self.baseline, &self.variant)
    }
}

/// The options in which `variant` differs from `baseline`, as `id=value` words.
pub fn option_differences(
    baseline: &Map<String, Value>,
    variant: &Map<String, Value>,
) -> Vec<String> {
    variant
        .iter()
        .filter(|(k, v)| baseline.get(*k) != Some(*v))
        .map(|(k, v)| format!("{k}={v}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(games: u64, shard: Shard) -> Plan {
        Plan {
            ruleset: "r".into(),
            scenario: "s".into(),
            games,
            first_seed: 100,
            baseline: Map::new(),
            variant: Map::new(),
            shard,
            max_actions: 10,
            referee: false,
            verify: false,
            done: Default::default(),
            baseline_bots: Default::default(),
            variant_bots: Default::default(),
        }
    }

    #[test]
    fn a_slurm_array_task_is_its_shard() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                vars.iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        let task = env(&[
            ("SLURM_ARRAY_TASK_ID", "12"),
            ("SLURM_ARRAY_TASK_COUNT", "8"),
            ("SLURM_ARRAY_TASK_MIN", "10"),
            ("SLURM_ARRAY_TASK_MAX", "17"),
        ]);
        assert_eq!(
            Shard::of_slurm_array(&task),
            Ok(Shard { index: 2, count: 8 })
        );
        let gaps = env(&[
            ("SLURM_ARRAY_TASK_ID", "3"),
            ("SLURM_ARRAY_TASK_COUNT", "3"),
            ("SLURM_ARRAY_TASK_MIN", "0"),
            ("SLURM_ARRAY_TASK_MAX", "7"),
        ]);
        assert!(
            Shard::of_slurm_array(&gaps)
                .unwrap_err()
                .contains("without gaps")
        );
        let outside = env(&[]);
        assert!(
            Shard::of_slurm_array(&outside)
                .unwrap_err()
                .contains("SLURM_ARRAY_TASK_ID is not set")
        );
    }

    #[test]
    fn shards_cover_the_range_once() {
        for count in 1..=7 {
            let mut seen = Vec::new();
            for index in 0..count {
                seen.extend(plan(20, Shard { index, count }).seeds());
            }
            assert_eq!(seen, (100..120).collect::<Vec<_>>(), "{count} shards");
        }
    }

    #[test]
    fn shard_syntax() {
        assert_eq!("2/8".parse::<Shard>(), Ok(Shard { index: 2, count: 8 }));
        for bad in ["8/8", "1", "a/2", "0/0", "-1/3"] {
            let e = bad.parse::<Shard>().unwrap_err();
            assert!(e.contains("expected I/N"), "{bad}: {e}");
        }
    }

    #[test]
    fn games_come_in_pairs() {
        let p = plan(2, Shard::ALL);
        assert_eq!(
            p.games_to_play(),
            vec![
                (Arm::Baseline, 100),
                (Arm::Variant, 100),
                (Arm::Baseline, 101),
                (Arm::Variant, 101)
            ]
        );
    }
}
