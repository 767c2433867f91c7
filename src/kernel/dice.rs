//! The game's dice: one seeded, portable random stream per game, every roll recorded.
//!
//! The stream is ChaCha8 seeded from the game seed. Its position is saved as a word count, so a
//! saved game resumes the exact stream. A roll maps the stream to `1..=sides` by rejection
//! sampling written here, not by a library distribution, so results stay the same whatever
//! version of `rand` a future build uses. Tests may force the next results.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// One die roll: the die, the result and why it was rolled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// Number of faces.
    pub sides: u32,
    /// The result, `1..=sides`.
    pub result: u32,
    /// What the roll was for ("combat 0405 vs 0506", "morale check 3/1/XIV").
    pub purpose: String,
    /// True if the result was forced by a test rather than drawn from the stream.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forced: bool,
}

/// A die the ruleset asked for that cannot be rolled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    /// A die with fewer than one face.
    #[error("a die needs at least one face (asked for d{0})")]
    NoFaces(u32),
    /// A forced result outside the die.
    #[error("forced die result {result} does not fit a d{sides}")]
    ForcedOutOfRange {
        /// The forced result.
        result: u32,
        /// The die rolled.
        sides: u32,
    },
}

/// The dice of one game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "DiceState", into = "DiceState")]
pub struct Dice {
    seed: u64,
    rng: ChaCha8Rng,
    forced: VecDeque<u32>,
}

#[derive(Serialize, Deserialize)]
struct DiceState {
    seed: u64,
    /// Words consumed, as a decimal string (a u128 does not fit JSON numbers).
    position: String,
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    forced: VecDeque<u32>,
}

impl From<Dice> for DiceState {
    fn from(d: Dice) -> Self {
        DiceState {
            seed: d.seed,
            position: d.rng.get_word_pos().to_string(),
            forced: d.forced,
        }
    }
}

impl From<DiceState> for Dice {
    fn from(s: DiceState) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(s.seed);
        // A malformed position falls back to the start of the stream; the state hash check on
        // load then reports the save as inconsistent.
        rng.set_word_pos(s.position.parse().unwrap_or(0));
        Dice {
            seed: s.seed,
            rng,
            forced: s.forced,
        }
    }
}

impl PartialEq for Dice {
    fn eq(&self, other: &Self) -> bool {
        self.seed == other.seed
            && self.rng.get_word_pos() == other.rng.get_word_pos()
            && self.forced == other.forced
    }
}

impl Dice {
    /// Dice for a game with this seed.
    pub fn new(seed: u64) -> Dice {
        Dice {
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
            forced: VecDeque::new(),
        }
    }

    /// The game seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Words drawn from the stream so far.
    pub fn position(&self) -> u128 {
        self.rng.get_word_pos()
    }

    /// Makes the next rolls return these results, in order, instead of drawing from the stream.
    pub fn force(&mut self, results: impl IntoIterator<Item = u32>) {
        self.forced.extend(results);
    }

    /// Forced results not yet used.
    pub fn forced_pending(&self) -> usize {
        self.forced.len()
    }

    /// Rolls a die with `sides` faces for `purpose`.
    pub fn roll(&mut self, sides: u32, purpose: &str) -> Result<Roll, DiceError> {
        if sides == 0 {
            return Err(DiceError::NoFaces(sides));
        }
        if let Some(result) = self.forced.pop_front() {
            if result == 0 || result > sides {
                return Err(DiceError::ForcedOutOfRange { result, sides });
            }
            return Ok(Roll {
                sides,
                result,
                purpose: purpose.to_string(),
                forced: true,
            });
        }
        // Rejection sampling: draw until the value falls in a whole number of `sides` blocks.
        let limit = u32::MAX - (u32::MAX % sides);
        let result = loop {
            let v = self.rng.next_u32();
            if v < limit {
                break v % sides + 1;
            }
        };
        Ok(Roll {
            sides,
            result,
            purpose: purpose.to_string(),
            forced: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_rolls() {
        let mut a = Dice::new(7);
        let mut b = Dice::new(7);
        let ra: Vec<u32> = (0..50).map(|_| a.roll(6, "t").unwrap().result).collect();
        let rb: Vec<u32> = (0..50).map(|_| b.roll(6, "t").unwrap().result).collect();
        assert_eq!(ra, rb);
        assert!(ra.iter().all(|r| (1..=6).contains(r)));
        let mut c = Dice::new(8);
        let rc: Vec<u32> = (0..50).map(|_| c.roll(6, "t").unwrap().result).collect();
        assert_ne!(ra, rc);
    }

    #[test]
    fn the_stream_is_portable() {
        // Pinned: the first d6 rolls of seed 1. If this changes, every saved game changes.
        let mut d = Dice::new(1);
        let r: Vec<u32> = (0..8).map(|_| d.roll(6, "t").unwrap().result).collect();
        assert_eq!(r, PINNED_SEED_1);
    }
    const PINNED_SEED_1: [u32; 8] = [6, 3, 6, 1, 4, 2, 1, 1];

    #[test]
    fn saved_position_resumes_the_stream() {
        let mut d = Dice::new(42);
        for _ in 0..13 {
            d.roll(10, "t").unwrap();
        }
        let json = serde_json::to_string(&d).unwrap();
        let mut back: Dice = serde_json::from_str(&json).unwrap();
        assert_eq!(back, d);
        assert_eq!(back.roll(6, "t"), d.roll(6, "t"));
    }

    #[test]
    fn forced_results_come_first_and_are_checked() {
        let mut d = Dice::new(3);
        d.force([6, 1]);
        let pos = d.position();
        assert_eq!(d.roll(6, "a").unwrap().result, 6);
        assert!(d.roll(6, "b").unwrap().forced);
        assert_eq!(
            d.position(),
            pos,
            "forced rolls do not draw from the stream"
        );
        d.force([7]);
        assert!(d.roll(6, "c").is_err());
        assert!(d.roll(0, "d").is_err());
    }
}
