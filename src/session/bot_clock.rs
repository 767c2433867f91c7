//! How long the computer players take to decide: the wall-clock time of each choice a bot
//! makes (one action or one answer), kept by side, so that `play --json` and the balance lab
//! can report a bot's median and 95th-percentile decision time.
//!
//! Time is measured, never acted on: nothing here reaches the game state, so a game's state
//! hash does not depend on how fast the machine is.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

/// The decision times of one game, by side (microseconds, in the order they were taken).
#[derive(Clone, Debug, Default)]
pub struct BotClock {
    times: BTreeMap<String, Vec<u64>>,
}

/// One side's decision times over a game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DecisionTimes {
    /// Choices the bot made.
    pub decisions: u64,
    /// Their median, in milliseconds.
    pub median_ms: f64,
    /// Their 95th percentile (nearest rank), in milliseconds.
    pub p95_ms: f64,
    /// The slowest, in milliseconds.
    pub max_ms: f64,
}

/// The decision times of a game: by side.
pub type DecisionReport = BTreeMap<String, DecisionTimes>;

impl BotClock {
    /// Notes that `side`'s bot took `took` to choose.
    pub fn note(&mut self, side: &str, took: Duration) {
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.times.entry(side.to_string()).or_default().push(micros);
    }

    /// The figures by side.
    pub fn report(&self) -> DecisionReport {
        self.times
            .iter()
            .map(|(side, t)| (side.clone(), DecisionTimes::of(t)))
            .collect()
    }
}

impl DecisionTimes {
    /// The figures of `micros` (any order).
    pub fn of(micros: &[u64]) -> DecisionTimes {
        let mut sorted = micros.to_vec();
        sorted.sort_unstable();
        let ms = |q: f64| nearest_rank(&sorted, q) as f64 / 1000.0;
        DecisionTimes {
            decisions: sorted.len() as u64,
            median_ms: ms(0.5),
            p95_ms: ms(0.95),
            max_ms: ms(1.0),
        }
    }
}

/// The nearest-rank `q`-quantile of `sorted` (0 when empty).
fn nearest_rank(sorted: &[u64], q: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_and_p95_are_nearest_ranks_of_the_times_taken() {
        let mut clock = BotClock::default();
        // 1..=100 ms for union, in reverse order; one decision for confederate.
        for ms in (1..=100).rev() {
            clock.note("union", Duration::from_millis(ms));
        }
        clock.note("confederate", Duration::from_micros(1500));
        let r = clock.report();
        let u = &r["union"];
        assert_eq!(u.decisions, 100);
        assert_eq!(u.median_ms, 50.0);
        assert_eq!(u.p95_ms, 95.0);
        assert_eq!(u.max_ms, 100.0);
        let c = &r["confederate"];
        assert_eq!((c.decisions, c.median_ms, c.p95_ms), (1, 1.5, 1.5));
    }

    #[test]
    fn no_decisions_give_zeros() {
        assert_eq!(DecisionTimes::of(&[]), DecisionTimes::default());
    }
}
