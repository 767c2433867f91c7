//! A tiny ruleset and map shared by the kernel's unit tests.
//!
//! The catalog has two sides (`blue`, `red`), two movement classes (`foot`, `wheeled`), three
//! unit types, four terrain kinds and five hexside kinds; the map is a flat-topped `CCRR` grid
//! ([`Grid::col_row`]) of clear level ground. Tests name hexes by their printed labels, so that
//! every expected value can be checked by hand on a sketch of the map.
//!
//! Geometry reminder for hand-checking (flat tops, odd-numbered label columns are the high
//! ones): from a hex in an odd label column `CCRR` the neighbours are N `C,R-1`, S `C,R+1`,
//! NE `C+1,R-1`, SE `C+1,R`, NW `C-1,R-1`, SW `C-1,R`; from an even label column they are
//! N `C,R-1`, S `C,R+1`, NE `C+1,R`, SE `C+1,R+1`, NW `C-1,R`, SW `C-1,R+1`.

use super::dice::Dice;
use super::grid::Grid;
use super::hex::Hex;
use super::map::Map;
use super::movement::{MoveRules, Reach};
use super::rules::{
    Catalog, Cost, CostTable, HexsideDef, LosEffect, LosRules, Mp, SideDef, StackingRules,
    TerrainDef, UnitTypeDef, ZocKind, ZocRules,
};
use super::shared::Shared;
use super::state::GameState;
use super::unit::{Location, Unit, UnitId};
use std::collections::BTreeSet;

/// One movement point.
pub(crate) const ONE: Mp = Mp::from_points(1);
/// Half a movement point (the road rate).
pub(crate) const HALF: Mp = Mp(Mp::UNIT / 2);

/// Whole movement points.
pub(crate) const fn mp(points: u32) -> Mp {
    Mp::from_points(points)
}

fn costs(default: Cost, by_class: Vec<Option<Cost>>) -> CostTable {
    CostTable { default, by_class }
}

fn terrain(id: &str, cost: CostTable, height: i32, hindrance: u32) -> TerrainDef {
    TerrainDef {
        id: id.into(),
        name: id.into(),
        cost,
        night: Vec::new(),
        los: LosEffect { height, hindrance },
    }
}

fn hexside(id: &str, cost: Cost) -> HexsideDef {
    HexsideDef {
        id: id.into(),
        name: id.into(),
        cost: CostTable::uniform(cost),
        route: None,
        route_cap: false,
        negates: 0,
        move_negates: Vec::new(),
        blocks_zoc: false,
        blocks_los: false,
    }
}

fn unit_type(id: &str, movement: u32, move_class: usize, zoc: ZocKind, stack: u32) -> UnitTypeDef {
    UnitTypeDef {
        id: id.into(),
        name: id.into(),
        movement: mp(movement),
        move_class,
        zoc,
        stack,
        leader: id == "leader",
    }
}

/// The test catalog:
/// - sides `blue` (0), `red` (1); movement classes `foot` (0), `wheeled` (1);
/// - unit types `infantry` (4 MP, foot, ZOC all, stack 1), `artillery` (3 MP, wheeled,
///   ZOC front, stack 1), `leader` (6 MP, foot, no ZOC, stack 0);
/// - terrain `clear` (1 MP, LOS height 0), `woods` (2 MP, height 1), `rough` (3 MP for foot,
///   prohibited for wheeled), `orchard` (1 MP, hindrance 1);
/// - hexsides `creek` (prohibited, blocks ZOC), `bridge` (negates creek, +0), `ford` (negates
///   creek, +1 MP), `road` (route at 1/2 MP), `crest` (blocks LOS);
/// - ZOC: stop on entering, leave freely, suppressed by `routed`; LOS: hexside lines blocked
///   only if both hexes block, no hindrance allowed; stacking limit 1.
pub(crate) fn catalog() -> Catalog {
    let creek_bit = 1u64 << 0;
    let mut creek = hexside("creek", Cost::Prohibited);
    creek.blocks_zoc = true;
    let mut bridge = hexside("bridge", Cost::Mp(Mp::ZERO));
    bridge.negates = creek_bit;
    let mut ford = hexside("ford", Cost::Mp(ONE));
    ford.negates = creek_bit;
    let mut road = hexside("road", Cost::Mp(Mp::ZERO));
    road.route = Some(CostTable::uniform(Cost::Mp(HALF)));
    let mut crest = hexside("crest", Cost::Mp(Mp::ZERO));
    crest.blocks_los = true;
    Catalog {
        sides: ["blue", "red"]
            .iter()
            .map(|s| SideDef {
                id: (*s).into(),
                name: (*s).into(),
            })
            .collect(),
        move_classes: vec!["foot".into(), "wheeled".into()],
        unit_types: vec![
            unit_type("infantry", 4, 0, ZocKind::All, 1),
            unit_type("artillery", 3, 1, ZocKind::Front, 1),
            unit_type("leader", 6, 0, ZocKind::None, 0),
        ],
        formations: Vec::new(),
        terrain: vec![
            terrain("clear", CostTable::uniform(Cost::Mp(ONE)), 0, 0),
            terrain("woods", CostTable::uniform(Cost::Mp(mp(2))), 1, 0),
            terrain(
                "rough",
                costs(Cost::Mp(mp(3)), vec![None, Some(Cost::Prohibited)]),
                0,
                0,
            ),
            terrain("orchard", CostTable::uniform(Cost::Mp(ONE)), 0, 1),
        ],
        hexsides: vec![creek, bridge, ford, road, crest],
        zoc: ZocRules {
            suppressed_by: vec!["routed".into()],
            ..ZocRules::default()
        },
        los: LosRules::default(),
        stacking: StackingRules { limit: Some(1) },
    }
}

/// A catalog, a map of clear level ground and an empty game state.
pub(crate) struct Kit {
    pub(crate) catalog: Catalog,
    pub(crate) map: Map,
    pub(crate) state: GameState,
}

impl Kit {
    /// A `cols` × `rows` map of clear terrain at elevation 0, with no units.
    pub(crate) fn new(cols: i32, rows: i32) -> Kit {
        let catalog = catalog();
        let clear = catalog.terrain_kind("clear").expect("clear terrain") as u16;
        let state = GameState::new(catalog.sides.len(), Dice::new(1));
        Kit {
            map: Map::new(Grid::col_row(cols, rows), clear),
            catalog,
            state,
        }
    }

    /// The hex with this printed label (panics if it is not on the map).
    pub(crate) fn hex(&self, label: &str) -> Hex {
        self.map
            .grid
            .parse_label(label)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// The dense index of the hex with this label.
    pub(crate) fn idx(&self, label: &str) -> usize {
        self.map.index(self.hex(label)).expect("on the map")
    }

    /// The printed label of a hex.
    pub(crate) fn label(&self, h: Hex) -> String {
        self.map.grid.label(h)
    }

    /// The printed labels of hexes, in order.
    pub(crate) fn labels(&self, hexes: &[Hex]) -> Vec<String> {
        hexes.iter().map(|h| self.label(*h)).collect()
    }

    /// Sets the terrain (by id) of the labelled hexes.
    pub(crate) fn set_terrain(&mut self, labels: &[&str], terrain: &str) {
        let t = self.catalog.terrain_kind(terrain).expect("terrain kind") as u16;
        for l in labels {
            let h = self.hex(l);
            assert!(self.map.set_terrain(h, t));
        }
    }

    /// Sets the elevation of the labelled hexes.
    pub(crate) fn set_elevation(&mut self, labels: &[&str], e: i16) {
        for l in labels {
            let h = self.hex(l);
            assert!(self.map.set_elevation(h, e));
        }
    }

    /// Adds hexside kind `kind` (by id) to the hexside between two adjacent labelled hexes.
    pub(crate) fn add_hexside(&mut self, a: &str, b: &str, kind: &str) {
        let k = self.catalog.hexside_kind(kind).expect("hexside kind") as u32;
        let (ha, hb) = (self.hex(a), self.hex(b));
        let dir = ha
            .direction_to(hb)
            .unwrap_or_else(|| panic!("{a} and {b} are not adjacent"));
        assert!(self.map.add_hexside(ha, dir, k));
    }

    /// Places a new unit of `side` and `unit_type` (ids) in the labelled hex.
    pub(crate) fn place(&mut self, side: &str, unit_type: &str, label: &str) -> UnitId {
        let id = self.state.units.len() as UnitId;
        let location = Location::Map(self.hex(label));
        self.state.units.push(Shared::new(Unit {
            key: format!("{side}-{unit_type}-{id}"),
            name: format!("{side} {unit_type} {id}"),
            side: self.catalog.side(side).expect("side"),
            unit_type: self.catalog.unit_type(unit_type).expect("unit type"),
            parent: None,
            location,
            strength: 1,
            max_strength: 1,
            facing: None,
            formation: None,
            status: BTreeSet::new(),
            leader: None,
            props: Default::default(),
        }));
        id
    }

    /// A placed unit, to change its facing or status.
    pub(crate) fn unit_mut(&mut self, id: UnitId) -> &mut Unit {
        &mut self.state.units[id as usize]
    }

    /// The movement rules for unit `id` in the current state.
    pub(crate) fn rules(&self, id: UnitId) -> MoveRules<'_> {
        MoveRules::for_unit(&self.map, &self.catalog, &self.state, id).expect("unit on the map")
    }

    /// The unit's reachable hexes from where it stands, within its allowance.
    pub(crate) fn reach(&self, id: UnitId) -> Reach {
        let start = self.state.units[id as usize]
            .hex()
            .expect("unit on the map");
        self.rules(id).reachable(start, None)
    }

    /// The least cost of the labelled hex in a search result.
    pub(crate) fn cost(&self, reach: &Reach, label: &str) -> Option<Mp> {
        reach.cost(&self.map, self.hex(label))
    }
}
