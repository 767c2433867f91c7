//! A game map: the grid, the terrain and elevation of each hex, the features on each hexside,
//! named places, areas (entry areas, sheets, set-up zones) and off-map boxes.
//!
//! Storage is dense (one slot per hex of the grid rectangle) because the movement and
//! line-of-sight loops read it millions of times. Hexside features are a 64-bit set of
//! declared kinds per hexside, stored on both hexes that share it.

use super::grid::Grid;
use super::hex::{Direction, Hex};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// A named place on the map ("Kelly house", "Reed's Bridge").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// The name used in set-ups and shown on the map.
    pub name: String,
    /// The hex it is in.
    pub hex: Hex,
    /// What it is (house, church, mill, ford…), free text.
    pub kind: String,
}

/// A box off the map edge that units can be in (a reinforcement holding box, "Chattanooga").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffMapBox {
    /// Identifier.
    pub id: String,
    /// Name shown to players.
    pub name: String,
}

/// A map: terrain per hex, features per hexside, places, areas and boxes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Map {
    /// The printed grid.
    pub grid: Grid,
    terrain: Vec<u16>,
    elevation: Vec<i16>,
    hexsides: Vec<[u64; 6]>,
    /// Named places.
    pub places: Vec<Place>,
    /// Named sets of hexes (entry areas, sheets, set-up zones).
    pub areas: BTreeMap<String, Vec<Hex>>,
    /// Off-map boxes.
    pub boxes: Vec<OffMapBox>,
    /// Each hex's place in the order of the printed labels, made once when first asked.
    #[serde(skip)]
    label_rank: LabelRank,
}

/// The rank of each hex (dense index) among the map's printed labels sorted as text: the
/// order a searcher breaks ties in, so that the path chosen among equal ones follows the
/// labels a player reads, not how the grid happens to be stored.
#[derive(Clone, Debug, Default)]
struct LabelRank(OnceLock<Arc<Vec<u32>>>);

impl PartialEq for LabelRank {
    /// Derived from the grid, so never a difference of its own.
    fn eq(&self, _: &LabelRank) -> bool {
        true
    }
}

impl Map {
    /// A map of `grid` filled with terrain kind `terrain`, elevation 0, no hexside features.
    pub fn new(grid: Grid, terrain: u16) -> Map {
        let n = grid.len();
        Map {
            grid,
            terrain: vec![terrain; n],
            elevation: vec![0; n],
            hexsides: vec![[0; 6]; n],
            places: Vec::new(),
            areas: BTreeMap::new(),
            boxes: Vec::new(),
            label_rank: LabelRank::default(),
        }
    }

    /// Each hex's rank (by dense index) in the order of the printed labels.
    pub fn label_rank(&self) -> &[u32] {
        self.label_rank.0.get_or_init(|| {
            let labels: Vec<String> = self.grid.hexes().map(|h| self.grid.label(h)).collect();
            let mut order: Vec<usize> = (0..labels.len()).collect();
            order.sort_by(|&a, &b| labels[a].cmp(&labels[b]).then(a.cmp(&b)));
            let mut rank = vec![0u32; labels.len()];
            for (r, i) in order.into_iter().enumerate() {
                rank[i] = r as u32;
            }
            Arc::new(rank)
        })
    }

    /// Number of hexes.
    pub fn len(&self) -> usize {
        self.terrain.len()
    }

    /// True for a map with no hexes.
    pub fn is_empty(&self) -> bool {
        self.terrain.is_empty()
    }

    /// True if the hex is on the map.
    #[inline]
    pub fn contains(&self, h: Hex) -> bool {
        self.grid.contains(h)
    }

    /// Dense index of a hex.
    #[inline]
    pub fn index(&self, h: Hex) -> Option<usize> {
        self.grid.index(h)
    }

    /// Terrain kind index of a hex (off the map: `None`).
    #[inline]
    pub fn terrain(&self, h: Hex) -> Option<u16> {
        self.index(h).map(|i| self.terrain[i])
    }

    /// Terrain by dense index.
    #[inline]
    pub fn terrain_at(&self, i: usize) -> u16 {
        self.terrain[i]
    }

    /// Sets the terrain of a hex; false if it is off the map.
    pub fn set_terrain(&mut self, h: Hex, t: u16) -> bool {
        match self.index(h) {
            Some(i) => {
                self.terrain[i] = t;
                true
            }
            None => false,
        }
    }

    /// Elevation of a hex (in the map's levels); 0 off the map.
    #[inline]
    pub fn elevation(&self, h: Hex) -> i16 {
        self.index(h).map_or(0, |i| self.elevation[i])
    }

    /// Sets the elevation of a hex; false if it is off the map.
    pub fn set_elevation(&mut self, h: Hex, e: i16) -> bool {
        match self.index(h) {
            Some(i) => {
                self.elevation[i] = e;
                true
            }
            None => false,
        }
    }

    /// The hexside feature set of `h` in direction `dir` (0 off the map).
    #[inline]
    pub fn hexside(&self, h: Hex, dir: Direction) -> u64 {
        self.index(h).map_or(0, |i| self.hexsides[i][dir.index()])
    }

    /// The hexside feature set by dense index and direction.
    #[inline]
    pub fn hexside_at(&self, i: usize, dir: Direction) -> u64 {
        self.hexsides[i][dir.index()]
    }

    /// Adds feature kind `kind` (0..64) to the hexside of `h` in `dir`, on both hexes that
    /// share it. False if neither hex is on the map.
    pub fn add_hexside(&mut self, h: Hex, dir: Direction, kind: u32) -> bool {
        self.set_hexside(h, dir, kind, true)
    }

    /// Puts feature kind `kind` (0..64) on the hexside of `h` in `dir` (`present`) or takes it
    /// off, on both hexes that share it. False if neither hex is on the map.
    pub fn set_hexside(&mut self, h: Hex, dir: Direction, kind: u32, present: bool) -> bool {
        let bit = 1u64 << kind;
        let mut any = false;
        for (hex, d) in [(h, dir), (h.neighbor(dir), dir.opposite())] {
            if let Some(i) = self.index(hex) {
                if present {
                    self.hexsides[i][d.index()] |= bit;
                } else {
                    self.hexsides[i][d.index()] &= !bit;
                }
                any = true;
            }
        }
        any
    }

    /// True if some neighbour of the hex is off the map.
    pub fn is_edge(&self, h: Hex) -> bool {
        self.contains(h) && h.neighbors().iter().any(|n| !self.contains(*n))
    }

    /// The place with this name (case-insensitive).
    pub fn place(&self, name: &str) -> Option<&Place> {
        self.places
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name))
    }

    /// Every hex of the map in index order.
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        self.grid.hexes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexside_features_are_seen_from_both_sides() {
        let mut m = Map::new(Grid::col_row(4, 4), 0);
        let a = m.grid.parse_label("0202").unwrap();
        let dir = Direction::new(0);
        assert!(m.add_hexside(a, dir, 3));
        assert_eq!(m.hexside(a, dir), 1 << 3);
        assert_eq!(m.hexside(a.neighbor(dir), dir.opposite()), 1 << 3);
        assert_eq!(m.hexside(a, dir.opposite()), 0);
    }

    #[test]
    fn edges_and_places() {
        let mut m = Map::new(Grid::col_row(4, 4), 0);
        let corner = m.grid.parse_label("0101").unwrap();
        let inner = m.grid.parse_label("0202").unwrap();
        assert!(m.is_edge(corner));
        assert!(!m.is_edge(inner));
        m.places.push(Place {
            name: "Kelly house".into(),
            hex: inner,
            kind: "house".into(),
        });
        assert_eq!(m.place("kelly House").map(|p| p.hex), Some(inner));
    }
}
