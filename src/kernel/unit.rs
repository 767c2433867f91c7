//! Units, the order of battle they belong to, and markers that are not units.
//!
//! A unit is a counter on the map (or in a box, or not yet arrived, or eliminated). The order
//! of battle is a tree of commands (army, wing, corps, division, brigade…); a unit names the
//! command it belongs to, and a leader unit may name the command it leads.

use super::hex::{Direction, Hex};
use super::rules::Props;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Index of a unit in [`super::state::GameState::units`]. Stable for a game's whole life:
/// units are never removed, only eliminated.
pub type UnitId = u32;

/// Where a unit is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// On the map in this hex.
    Map(Hex),
    /// In an off-map box.
    Box(String),
    /// Not yet arrived (a reinforcement).
    Pending,
    /// Eliminated.
    Eliminated,
}

/// Ratings of a leader.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LeaderRatings {
    /// The command (order-of-battle node key) this leader commands, if any.
    pub commands: Option<String>,
    /// Command radius in hexes.
    pub radius: u32,
    /// Named ratings (`initiative`, `morale`, `melee`…) as the ruleset defines them.
    pub ratings: std::collections::BTreeMap<String, i64>,
}

/// A unit: one counter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    /// The scenario's key for this unit (`"1/1/XIV"`), unique in the game.
    pub key: String,
    /// Name shown to players.
    pub name: String,
    /// Side index.
    pub side: usize,
    /// Unit type index.
    pub unit_type: usize,
    /// The order-of-battle command it belongs to (a key of [`Command`]).
    pub parent: Option<String>,
    /// Where it is.
    pub location: Location,
    /// Current strength (combat factor, strength points or steps, as the ruleset uses it).
    pub strength: i32,
    /// Strength at full strength.
    pub max_strength: i32,
    /// Hexside it faces, for rulesets with facing.
    pub facing: Option<Direction>,
    /// Current formation index, for rulesets with formations.
    pub formation: Option<usize>,
    /// Status markers on it (`routed`, `disorganized`, `out_of_command`…), sorted.
    pub status: BTreeSet<String>,
    /// Leader ratings, for leaders.
    pub leader: Option<LeaderRatings>,
    /// Ruleset-defined properties.
    pub props: Props,
}

impl Unit {
    /// The hex it is in, if it is on the map.
    pub fn hex(&self) -> Option<Hex> {
        match self.location {
            Location::Map(h) => Some(h),
            _ => None,
        }
    }

    /// True if it carries this status marker.
    pub fn has_status(&self, s: &str) -> bool {
        self.status.contains(s)
    }
}

/// A node of the order of battle: an army, wing, corps, division, brigade…
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Command {
    /// Key used by units' `parent` (`"XIV"`).
    pub key: String,
    /// Name shown to players (`"XIV Corps"`).
    pub name: String,
    /// Echelon (`army`, `wing`, `corps`, `division`, `brigade`…).
    pub echelon: String,
    /// Side index.
    pub side: usize,
    /// The command above it.
    pub parent: Option<String>,
}

/// A marker that is not a unit: entrenchments, a destroyed bridge, a located ford, a search
/// marker. It sits in a hex, optionally on one of its hexsides.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Marker {
    /// Unique id within the game.
    pub id: u32,
    /// Kind (`entrenchment`, `destroyed_bridge`…), as the ruleset names it.
    pub kind: String,
    /// The hex it is in.
    pub hex: Hex,
    /// The hexside of that hex it marks, if any.
    pub hexside: Option<Direction>,
    /// The side it belongs to, if any.
    pub side: Option<usize>,
    /// Ruleset-defined properties.
    pub props: Props,
}
