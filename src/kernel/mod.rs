//! The kernel: rules-agnostic game machinery in plain Rust.
//!
//! It owns hex geometry ([`hex`], [`grid`]), maps ([`map`]), units and the order of battle
//! ([`unit`]), the game state ([`state`]) with the decisions a side owes ([`decision`]), seeded dice ([`dice`]), the event log ([`event`]),
//! the data a ruleset declares ([`rules`]), the copy-on-write sharing that keeps the copies of
//! the state cheap ([`shared`], [`vars`]), and the services computed from that data —
//! movement and zones of control ([`movement`]) and line of sight ([`los`]).
//!
//! It knows no particular game, and nothing of Lua or of the GUI: `tests/architecture.rs`
//! fails if this folder mentions `mlua` or `egui`.

pub mod decision;
pub mod dice;
pub mod event;
pub mod grid;
pub mod hex;
pub mod los;
pub mod map;
pub mod movement;
pub mod oob;
pub mod rules;
pub mod shared;
pub mod state;
#[cfg(test)]
pub(crate) mod testkit;
pub mod unit;
pub mod vars;
pub mod world;

pub use decision::{Choice, Decision};
pub use dice::{Dice, Roll};
pub use event::{Event, Level};
pub use grid::{Grid, LabelFormat, Orientation};
pub use hex::{Direction, Hex, Hexside, LineStep};
pub use map::Map;
pub use rules::{Catalog, Mp};
pub use shared::Shared;
pub use state::{GameState, HexsideChange};
pub use unit::{Location, Unit, UnitId};
pub use vars::Vars;
pub use world::{ChangeError, World};
