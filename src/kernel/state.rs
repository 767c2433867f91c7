//! The state of one game: turn, clock, phase cursor, units, markers, per-side records, the
//! rulesets' key/value store and the dice — everything that changes, in one serialisable value
//! with one stable hash.
//!
//! Nothing else holds game state: the Lua side reads and changes it through the script API,
//! which is what makes save, undo, replay and hot reload safe.

use super::decision::Decision;
use super::dice::Dice;
use super::shared::Shared;
use super::unit::{Command, Marker, Unit, UnitId};
use super::vars::Vars;
use serde::{Deserialize, Serialize};

/// The game clock.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Days since the scenario's start date (0 = the first day).
    pub day: u32,
    /// Minutes since midnight.
    pub minute: u32,
    /// Whether the current turn is a night turn.
    pub night: bool,
}

impl Clock {
    /// `HH:MM`.
    pub fn time(&self) -> String {
        format!("{:02}:{:02}", self.minute / 60, self.minute % 60)
    }
}

/// Per-side running totals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideRecord {
    /// Victory points.
    pub vp: i64,
    /// Losses, in the ruleset's strength unit.
    pub losses: i64,
    /// Units eliminated.
    pub eliminated: u32,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Winning side index, or `None` for a draw.
    pub winner: Option<usize>,
    /// Victory level as the ruleset names it (`decisive`, `marginal`, `draw`).
    pub level: String,
    /// Why, in words.
    pub reason: String,
}

/// Where play is within the sequence of play.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhaseCursor {
    /// Index of the player turn within the game turn (0 = the first side to play).
    pub player: usize,
    /// Index of the phase within the player turn.
    pub phase: usize,
    /// The phase id, for readers.
    pub id: String,
    /// Actions taken in this phase so far.
    pub actions: u32,
    /// The phase's `on_end` has run and asked decisions: once they are answered the flow
    /// moves on to the next phase without running `on_end` again. (Absent while false.)
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ending: bool,
}

/// The whole changing state of a game.
///
/// A copy is kept before every action (rollback, undo), so the large parts are [`Shared`]
/// between copies and copied only where an action writes them: each unit, the order of
/// battle, each of the rulesets' values ([`Vars`]). `state.units[i].strength = 3` copies that
/// one unit if a kept copy still shares it; a read copies nothing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    /// Game turn, from 1.
    pub turn: u32,
    /// The last game turn of the scenario.
    pub last_turn: u32,
    /// The clock.
    pub clock: Clock,
    /// Position in the sequence of play.
    pub cursor: PhaseCursor,
    /// The side whose player turn it is (index).
    pub active_side: usize,
    /// All units, indexed by [`UnitId`], each shared with the kept copies until written.
    pub units: Vec<Shared<Unit>>,
    /// The order of battle's commands (fixed by the scenario: shared by every copy).
    pub commands: Shared<Vec<Command>>,
    /// Markers on the map.
    pub markers: Vec<Marker>,
    /// The next marker id.
    pub next_marker: u32,
    /// Per-side records, indexed by side.
    pub records: Vec<SideRecord>,
    /// The ruleset's own values (`game.vars`), saved with the game.
    pub vars: Vars,
    /// The dice.
    pub dice: Dice,
    /// Set when the game has ended.
    pub outcome: Option<Outcome>,
    /// Hexside features put on or taken off during play (a bridge destroyed or rebuilt, a ford
    /// located, breastworks built), in the order made; the map is the scenario's map with
    /// these applied. Kept in the state so that undo, saves, replay and the state hash cover
    /// them. (Absent from the JSON while empty, so games without any hash as before.)
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hexside_changes: Vec<HexsideChange>,
    /// Decisions owed, oldest first: while any is owed, its side must answer it before
    /// anything else happens (docs/lua-api.md, `sandtable.decisions`). (Absent while empty.)
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decisions: Vec<Decision>,
    /// How many decisions have been asked in this game (the next one's number less one).
    /// (Absent while zero, so games without decisions hash as before.)
    #[serde(default, skip_serializing_if = "is_zero")]
    pub decisions_asked: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// One hexside feature put on or taken off during play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexsideChange {
    /// The hex on one side, with `dir`, names the hexside (stored in the canonical form
    /// [`HexsideChange::canonical`] gives, so each hexside has one name).
    pub hex: super::hex::Hex,
    /// The direction from `hex` across the hexside.
    pub dir: super::hex::Direction,
    /// The hexside feature kind (an index into the catalog's hexside kinds).
    pub kind: u32,
    /// Put on (true) or taken off (false).
    pub present: bool,
}

impl HexsideChange {
    /// The one name of the hexside between `h` and its neighbour in `dir`: from the hex for
    /// which the direction is one of the first three.
    pub fn canonical(
        h: super::hex::Hex,
        dir: super::hex::Direction,
    ) -> (super::hex::Hex, super::hex::Direction) {
        if dir.index() < 3 {
            (h, dir)
        } else {
            (h.neighbor(dir), dir.opposite())
        }
    }
}

impl GameState {
    /// An empty state for `sides` sides with these dice.
    pub fn new(sides: usize, dice: Dice) -> GameState {
        GameState {
            turn: 1,
            last_turn: 1,
            clock: Clock::default(),
            cursor: PhaseCursor::default(),
            active_side: 0,
            units: Vec::new(),
            commands: Shared::default(),
            markers: Vec::new(),
            next_marker: 1,
            records: vec![SideRecord::default(); sides],
            vars: Vars::new(),
            dice,
            outcome: None,
            hexside_changes: Vec::new(),
            decisions: Vec::new(),
            decisions_asked: 0,
        }
    }

    /// The unit with this key.
    pub fn unit_by_key(&self, key: &str) -> Option<UnitId> {
        self.units
            .iter()
            .position(|u| u.key == key)
            .map(|i| i as UnitId)
    }

    /// The units in a hex, in id order.
    pub fn units_at(&self, hex: super::hex::Hex) -> impl Iterator<Item = UnitId> + '_ {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.hex() == Some(hex))
            .map(|(i, _)| i as UnitId)
    }

    /// One stable hash of the whole state: FNV-1a over its canonical JSON (maps are ordered,
    /// there are no floats in kernel types), as 16 hex digits. The same on every machine.
    pub fn hash(&self) -> String {
        let bytes = serde_json::to_vec(self).unwrap_or_default();
        format!("{:016x}", fnv1a(&bytes))
    }
}

/// FNV-1a, 64-bit: tiny, portable and stable across Rust versions (unlike `DefaultHasher`).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    fnv1a_continue(FNV_OFFSET, bytes)
}

/// FNV-1a's starting value.
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a of what was hashed into `h` followed by `bytes` (for hashing text as it is written).
pub fn fnv1a_continue(mut h: u64, bytes: &[u8]) -> u64 {
    for b in bytes {
        h ^= *b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_is_stable_and_sensitive() {
        let a = GameState::new(2, Dice::new(1));
        let b = GameState::new(2, Dice::new(1));
        assert_eq!(a.hash(), b.hash());
        let mut c = b.clone();
        c.records[1].vp = 3;
        assert_ne!(a.hash(), c.hash());
        assert_eq!(fnv1a(b"a"), 0xaf63dc4c8601ec8c);
    }
}
