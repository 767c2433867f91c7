//! The declared data a ruleset gives the kernel: sides, unit types, terrain and hexside kinds
//! with their movement costs and line-of-sight effects, and the movement, zone-of-control,
//! stacking and line-of-sight rules the kernel's services compute with.
//!
//! The kernel does not know any game: a `Catalog` is built by the script layer from a
//! ruleset's Lua declarations (after validation) and handed to the kernel services. Costs are
//! exact [`Mp`] values, never floats, so that two machines always agree on a path.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Movement points in sixtieths, so that halves, thirds, quarters, fifths and sixths are all
/// exact. `Mp::from_points(1)` is one movement point.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Mp(pub u32);

impl Mp {
    /// Sub-units per movement point.
    pub const UNIT: u32 = 60;
    /// Zero movement points.
    pub const ZERO: Mp = Mp(0);

    /// Whole movement points.
    pub const fn from_points(n: u32) -> Mp {
        Mp(n * Mp::UNIT)
    }

    /// Converts a declared number (such as `0.5` or `2`) exactly, or says why it cannot.
    pub fn from_f64(v: f64) -> Result<Mp, String> {
        if !v.is_finite() || v < 0.0 {
            return Err(format!(
                "{v} is not a movement cost (expected a number >= 0)"
            ));
        }
        let scaled = v * Mp::UNIT as f64;
        let rounded = scaled.round();
        if (scaled - rounded).abs() > 1e-6 || rounded > u32::MAX as f64 / 2.0 {
            return Err(format!(
                "{v} is not a whole number of 1/60 movement points (use halves, thirds, quarters, fifths or sixths)"
            ));
        }
        Ok(Mp(rounded as u32))
    }

    /// As a number of movement points, for display and for Lua.
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / Mp::UNIT as f64
    }
}

impl std::ops::Add for Mp {
    type Output = Mp;
    /// Saturating sum.
    fn add(self, other: Mp) -> Mp {
        Mp(self.0.saturating_add(other.0))
    }
}

impl fmt::Display for Mp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / Mp::UNIT;
        let rest = self.0 % Mp::UNIT;
        if rest == 0 {
            write!(f, "{whole}")
        } else {
            let g = gcd(rest, Mp::UNIT);
            let (n, d) = (rest / g, Mp::UNIT / g);
            if whole == 0 {
                write!(f, "{n}/{d}")
            } else {
                write!(f, "{whole} {n}/{d}")
            }
        }
    }
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The cost of entering a hex or crossing a hexside for one movement class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cost {
    /// This many movement points.
    Mp(Mp),
    /// The move is not allowed.
    Prohibited,
}

/// A cost per movement class (`foot`, `mounted`, `wheeled`, …), with a default for classes
/// not listed. Indexed by class number for speed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CostTable {
    /// Cost for classes without their own entry.
    pub default: Cost,
    /// Cost per movement class index (`None` = use the default).
    pub by_class: Vec<Option<Cost>>,
}

impl CostTable {
    /// The same cost for every class.
    pub fn uniform(cost: Cost) -> CostTable {
        CostTable {
            default: cost,
            by_class: Vec::new(),
        }
    }

    /// The cost for movement class `class`.
    #[inline]
    pub fn get(&self, class: usize) -> Cost {
        self.by_class
            .get(class)
            .copied()
            .flatten()
            .unwrap_or(self.default)
    }
}

/// A side of the game ("union", "confederate").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideDef {
    /// Identifier used in data and actions.
    pub id: String,
    /// Name shown to players.
    pub name: String,
}

/// Which hexes around a unit its zone of control covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZocKind {
    /// No zone of control.
    None,
    /// All six adjacent hexes.
    All,
    /// Only the hexes across the three front hexsides (by the unit's facing).
    Front,
}

/// A unit type as the kernel needs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitTypeDef {
    /// Identifier (`infantry`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Default movement allowance.
    pub movement: Mp,
    /// Movement class index (into [`Catalog::move_classes`]).
    pub move_class: usize,
    /// The zone of control this type exerts.
    pub zoc: ZocKind,
    /// Stacking points a unit of this type counts for.
    pub stack: u32,
    /// Whether units of this type are leaders (rated, with a command radius).
    pub leader: bool,
}

/// A formation a unit can be in (line, column, limbered…), which may change its movement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FormationDef {
    /// Identifier (`column`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Movement class used while in this formation, if it differs from the unit type's.
    pub move_class: Option<usize>,
    /// Movement allowance while in this formation, if it differs.
    pub movement: Option<Mp>,
    /// Zone of control while in this formation, if it differs.
    pub zoc: Option<ZocKind>,
}

/// How a terrain kind affects line of sight.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LosEffect {
    /// Height the terrain adds above the ground elevation (woods: 1). Zero blocks nothing.
    pub height: i32,
    /// Hindrance points it adds (an orchard: 1); see [`LosRules::max_hindrance`].
    pub hindrance: u32,
}

/// A kind of terrain filling a hex.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TerrainDef {
    /// Identifier (`woods`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Cost to enter, per movement class.
    pub cost: CostTable,
    /// What a night turn does to the cost of entering (not along a route), per movement
    /// class: TTS S.10.1 forest costs double for every class; RoD 10.42 woods double for a
    /// line, 10.41 closed to march formations. Empty: night changes nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub night: Vec<NightEffect>,
    /// Effect on line of sight.
    pub los: LosEffect,
}

/// What a night turn does to a terrain's entry cost for one movement class.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NightEffect {
    /// The cost is multiplied by this (1: unchanged).
    Factor(f64),
    /// The terrain may not be entered at night, except along a route.
    Prohibited,
}

/// A kind of hexside feature (creek, ford, bridge, slope, road…). A hexside may carry several.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HexsideDef {
    /// Identifier (`creek`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Extra cost to cross, per class (added to the cost of entering the hex).
    pub cost: CostTable,
    /// If set, this is a route (road, trail): moving along it costs this instead of the
    /// terrain of the hex entered…
    pub route: Option<CostTable>,
    /// …or, with `route_cap`, at most this: the terrain's cost where that is lower (a trail
    /// that costs 2 MP into forest but 1 into clear).
    #[serde(default)]
    pub route_cap: bool,
    /// Feature kinds this one cancels on the same hexside (a bridge cancels a creek).
    pub negates: u64,
    /// Feature kinds this one cancels for the cost of moving across, per movement class (bit
    /// set by class; empty: none): a road carrying march formations over a stream without its
    /// penalty, an entrenchment whose crest is not paid for. Sight and zones of control still
    /// see them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub move_negates: Vec<u64>,
    /// Whether zones of control do not extend across it.
    pub blocks_zoc: bool,
    /// Whether it blocks line of sight crossing it (a crest), except for the hexsides of the
    /// two end hexes.
    pub blocks_los: bool,
}

/// Whether a unit that starts its move in an enemy zone of control may leave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZocLeave {
    /// Never by movement (rigid zones of control).
    Never,
    /// Freely.
    Free,
    /// By paying this many extra movement points.
    Cost(Mp),
}

/// The zone-of-control rules the movement service applies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ZocRules {
    /// A unit entering an enemy zone of control stops there.
    pub stop_on_enter: bool,
    /// Leaving an enemy zone of control at the start of a move.
    pub leave: ZocLeave,
    /// Status markers that take a unit's zone of control away (`routed`).
    pub suppressed_by: Vec<String>,
}

impl Default for ZocRules {
    fn default() -> Self {
        ZocRules {
            stop_on_enter: true,
            leave: ZocLeave::Free,
            suppressed_by: Vec::new(),
        }
    }
}

/// How a line of sight that runs exactly along a hexside is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HexsideLos {
    /// Blocked only if the hexes on both sides block (the usual rule).
    BothBlock,
    /// Blocked if either hex blocks.
    EitherBlocks,
}

/// Line-of-sight rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LosRules {
    /// The rule for lines along hexsides.
    pub hexside: HexsideLos,
    /// The most hindrance points a line may cross and stay clear (`1` = "ignore one orchard").
    pub max_hindrance: u32,
}

impl Default for LosRules {
    fn default() -> Self {
        LosRules {
            hexside: HexsideLos::BothBlock,
            max_hindrance: 0,
        }
    }
}

/// Stacking rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StackingRules {
    /// Most stacking points of one side in a hex at the end of a move (`None` = no limit).
    pub limit: Option<u32>,
}

/// Everything a ruleset declares that kernel services compute with.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Catalog {
    /// The sides, in the order they are listed.
    pub sides: Vec<SideDef>,
    /// Movement class names, indexed by class number.
    pub move_classes: Vec<String>,
    /// Unit types.
    pub unit_types: Vec<UnitTypeDef>,
    /// Formations.
    pub formations: Vec<FormationDef>,
    /// Terrain kinds.
    pub terrain: Vec<TerrainDef>,
    /// Hexside feature kinds (at most 64).
    pub hexsides: Vec<HexsideDef>,
    /// Zone-of-control rules.
    pub zoc: ZocRules,
    /// Line-of-sight rules.
    pub los: LosRules,
    /// Stacking rules.
    pub stacking: StackingRules,
}

impl Catalog {
    /// Index of the side with this id.
    pub fn side(&self, id: &str) -> Option<usize> {
        self.sides.iter().position(|s| s.id == id)
    }
    /// Index of the unit type with this id.
    pub fn unit_type(&self, id: &str) -> Option<usize> {
        self.unit_types.iter().position(|s| s.id == id)
    }
    /// Index of the terrain kind with this id.
    pub fn terrain_kind(&self, id: &str) -> Option<usize> {
        self.terrain.iter().position(|s| s.id == id)
    }
    /// Index of the hexside kind with this id.
    pub fn hexside_kind(&self, id: &str) -> Option<usize> {
        self.hexsides.iter().position(|s| s.id == id)
    }
    /// Index of the formation with this id.
    pub fn formation(&self, id: &str) -> Option<usize> {
        self.formations.iter().position(|s| s.id == id)
    }
    /// The ids of a bit set of hexside kinds.
    pub fn hexside_names(&self, bits: u64) -> Vec<&str> {
        self.hexsides
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1u64 << i) != 0)
            .map(|(_, h)| h.id.as_str())
            .collect()
    }
    /// The hexside kinds in force on a hexside carrying `bits` (those not negated by another).
    pub fn effective_hexside(&self, bits: u64) -> u64 {
        let mut negated = 0u64;
        let mut b = bits;
        while b != 0 {
            let i = b.trailing_zeros() as usize;
            b &= b - 1;
            negated |= self.hexsides[i].negates;
        }
        bits & !negated
    }
}

/// An ordered map of ruleset-defined properties, as JSON values so that they serialise,
/// hash and cross into Lua the same way everywhere.
pub type Props = BTreeMap<String, serde_json::Value>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mp_is_exact_for_common_fractions() {
        assert_eq!(Mp::from_f64(0.5), Ok(Mp(30)));
        assert_eq!(Mp::from_f64(2.0), Ok(Mp::from_points(2)));
        assert_eq!(Mp::from_f64(1.0 / 3.0), Ok(Mp(20)));
        assert!(Mp::from_f64(0.3).is_ok()); // 18/60
        assert!(Mp::from_f64(0.01).is_err());
        assert!(Mp::from_f64(-1.0).is_err());
        assert_eq!(Mp(30).to_string(), "1/2");
        assert_eq!(Mp(150).to_string(), "2 1/2");
        assert_eq!(Mp::from_points(3).to_string(), "3");
    }
}
