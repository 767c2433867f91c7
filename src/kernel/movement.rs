//! Movement services: reachable hexes and least-cost paths, zones of control, and paths traced
//! free of enemy units or their zones of control (lines of communication, command radii).
//!
//! The search itself ([`reachable`]) knows no rules: it takes the caller's step cost and
//! "entering this hex ends the move" closures, in the manner of hexx's `field_of_movement`.
//! [`MoveRules`] builds those closures from the ruleset's declared [`Catalog`]: terrain
//! costs per movement class, hexside costs and prohibitions (with negation — a bridge cancels
//! a creek), road and trail routes along connected hexsides, zones of control (all six
//! hexsides, or the three front ones by facing; not across ZOC-blocking hexsides), friendly
//! pass-through and stacking at the end of the move.

use super::hex::{Direction, Hex};
use super::map::Map;
use super::rules::{Catalog, Cost, Mp, ZocKind, ZocLeave};
use super::state::GameState;
use super::unit::UnitId;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

const UNREACHED: u32 = u32::MAX;
const NO_PREV: u32 = u32::MAX;

/// The result of a movement search: the least cost to each hex reached and how to get there.
#[derive(Clone, Debug)]
pub struct Reach {
    start: usize,
    cost: Vec<u32>,
    prev: Vec<u32>,
    can_end: Vec<bool>,
    visited: Vec<usize>,
}

impl Reach {
    /// The least cost to reach `hex`, if it was reached (whether or not the move may end there).
    pub fn cost(&self, map: &Map, hex: Hex) -> Option<Mp> {
        let i = map.index(hex)?;
        (self.cost[i] != UNREACHED).then_some(Mp(self.cost[i]))
    }

    /// True if a move may end in `hex` (reached, and not over-stacked).
    pub fn can_end(&self, map: &Map, hex: Hex) -> bool {
        map.index(hex)
            .is_some_and(|i| self.cost[i] != UNREACHED && self.can_end[i])
    }

    /// The least-cost path from the start to `hex`, both ends included.
    pub fn path(&self, map: &Map, hex: Hex) -> Option<Vec<Hex>> {
        let mut i = map.index(hex)?;
        if self.cost[i] == UNREACHED {
            return None;
        }
        let mut out = vec![map.grid.hex_at(i)];
        while i != self.start {
            i = self.prev[i] as usize;
            out.push(map.grid.hex_at(i));
        }
        out.reverse();
        Some(out)
    }

    /// Every hex where the move may end, with its cost, the start excluded, in index order.
    pub fn destinations(&self, map: &Map) -> Vec<(Hex, Mp)> {
        let mut v: Vec<usize> = self
            .visited
            .iter()
            .copied()
            .filter(|&i| i != self.start && self.can_end[i])
            .collect();
        v.sort_unstable();
        v.into_iter()
            .map(|i| (map.grid.hex_at(i), Mp(self.cost[i])))
            .collect()
    }

    /// Number of hexes reached, the start included.
    pub fn reached(&self) -> usize {
        self.visited.len()
    }
}

/// Least-cost search from `start` within `budget`.
///
/// `step(from, to, dir)` gives the cost of a step between dense indices (or `None` if it is not
/// allowed); `ends(to)` says that entering `to` ends the move (a zone of control);
/// `may_end(to)` says whether the move may end there (stacking). Both ends are on the map.
pub fn reachable(
    map: &Map,
    start: Hex,
    budget: Mp,
    mut step: impl FnMut(usize, usize, Direction) -> Option<Mp>,
    mut ends: impl FnMut(usize) -> bool,
    mut may_end: impl FnMut(usize) -> bool,
) -> Reach {
    let n = map.len();
    let mut reach = Reach {
        start: 0,
        cost: vec![UNREACHED; n],
        prev: vec![NO_PREV; n],
        can_end: vec![false; n],
        visited: Vec::new(),
    };
    let Some(s) = map.index(start) else {
        return reach;
    };
    reach.start = s;
    reach.cost[s] = 0;
    reach.can_end[s] = true;
    reach.visited.push(s);
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0u32, s as u32)));
    while let Some(Reverse((c, i))) = heap.pop() {
        let i = i as usize;
        if c > reach.cost[i] {
            continue;
        }
        if i != s && ends(i) {
            continue;
        }
        let h = map.grid.hex_at(i);
        for dir in Direction::ALL {
            let Some(j) = map.index(h.neighbor(dir)) else {
                continue;
            };
            let Some(sc) = step(i, j, dir) else {
                continue;
            };
            let nc = c.saturating_add(sc.0);
            if nc > budget.0 || nc >= reach.cost[j] {
                continue;
            }
            if reach.cost[j] == UNREACHED {
                reach.visited.push(j);
                reach.can_end[j] = may_end(j);
            }
            reach.cost[j] = nc;
            reach.prev[j] = i as u32;
            heap.push(Reverse((nc, j as u32)));
        }
    }
    reach
}

/// The hexes in the zone of control of units hostile to `side`, as a dense bit per hex.
pub fn zoc_map(map: &Map, catalog: &Catalog, state: &GameState, side: usize) -> Vec<bool> {
    let mut zoc = vec![false; map.len()];
    let blocks = zoc_blocking_mask(catalog);
    for u in &state.units {
        if u.side == side {
            continue;
        }
        let Some(h) = u.hex() else { continue };
        if catalog
            .zoc
            .suppressed_by
            .iter()
            .any(|s| u.status.contains(s))
        {
            continue;
        }
        let kind = u
            .formation
            .and_then(|f| catalog.formations.get(f))
            .and_then(|f| f.zoc)
            .unwrap_or(catalog.unit_types[u.unit_type].zoc);
        let dirs: Vec<Direction> = match (kind, u.facing) {
            (ZocKind::None, _) => continue,
            (ZocKind::Front, Some(f)) => vec![f.rotate(-1), f, f.rotate(1)],
            _ => Direction::ALL.to_vec(),
        };
        for dir in dirs {
            let bits = catalog.effective_hexside(map.hexside(h, dir));
            if bits & blocks != 0 {
                continue;
            }
            if let Some(j) = map.index(h.neighbor(dir)) {
                zoc[j] = true;
            }
        }
    }
    zoc
}

fn zoc_blocking_mask(catalog: &Catalog) -> u64 {
    catalog
        .hexsides
        .iter()
        .enumerate()
        .filter(|(_, h)| h.blocks_zoc)
        .fold(0, |m, (i, _)| m | 1 << i)
}

/// Stacking points of each side in each hex (dense), leaving out unit `except`.
fn occupancy(map: &Map, catalog: &Catalog, state: &GameState, except: Option<UnitId>) -> Vec<Vec<u32>> {
    let mut occ = vec![vec![0u32; map.len()]; catalog.sides.len()];
    for (id, u) in state.units.iter().enumerate() {
        if Some(id as UnitId) == except {
            continue;
        }
        if let Some(i) = u.hex().and_then(|h| map.index(h)) {
            occ[u.side][i] += catalog.unit_types[u.unit_type].stack;
        }
    }
    occ
}

/// The movement rules for one unit, built from declared data: costs per its movement class,
/// enemy units and zones of control, friendly stacking.
pub struct MoveRules<'a> {
    map: &'a Map,
    catalog: &'a Catalog,
    class: usize,
    terrain_cost: Vec<Option<Mp>>,
    extra: Vec<Option<Mp>>,
    route: Vec<Option<Mp>>,
    enemy: Vec<bool>,
    friendly_stack: Vec<u32>,
    zoc: Vec<bool>,
    unit_stack: u32,
    /// The unit's movement allowance (type, or formation override, or its `movement` prop).
    pub allowance: Mp,
    ignore_zoc: bool,
}

fn mp_of(c: Cost) -> Option<Mp> {
    match c {
        Cost::Mp(m) => Some(m),
        Cost::Prohibited => None,
    }
}

impl<'a> MoveRules<'a> {
    /// The rules for moving unit `id` in the current state. `None` if the unit is not on the map.
    pub fn for_unit(map: &'a Map, catalog: &'a Catalog, state: &GameState, id: UnitId) -> Option<MoveRules<'a>> {
        let u = state.units.get(id as usize)?;
        u.hex()?;
        let ut = &catalog.unit_types[u.unit_type];
        let form = u.formation.and_then(|f| catalog.formations.get(f));
        let class = form.and_then(|f| f.move_class).unwrap_or(ut.move_class);
        let allowance = u
            .props
            .get("movement")
            .and_then(|v| v.as_f64())
            .and_then(|v| Mp::from_f64(v).ok())
            .or_else(|| form.and_then(|f| f.movement))
            .unwrap_or(ut.movement);
        let occ = occupancy(map, catalog, state, Some(id));
        // Any enemy unit bars the hex, whatever its stacking value.
        let mut enemy = vec![false; map.len()];
        for (oid, o) in state.units.iter().enumerate() {
            if o.side != u.side && oid as UnitId != id {
                if let Some(i) = o.hex().and_then(|h| map.index(h)) {
                    enemy[i] = true;
                }
            }
        }
        Some(MoveRules {
            map,
            catalog,
            class,
            terrain_cost: catalog.terrain.iter().map(|t| mp_of(t.cost.get(class))).collect(),
            extra: catalog.hexsides.iter().map(|h| mp_of(h.cost.get(class))).collect(),
            route: catalog
                .hexsides
                .iter()
                .map(|h| h.route.as_ref().and_then(|r| mp_of(r.get(class))))
                .collect(),
            enemy,
            friendly_stack: occ[u.side].clone(),
            zoc: zoc_map(map, catalog, state, u.side),
            unit_stack: ut.stack,
            allowance,
            ignore_zoc: false,
        })
    }

    /// Ignore zones of control (for rules such as retreat or strategic movement).
    pub fn ignoring_zoc(mut self) -> Self {
        self.ignore_zoc = true;
        self
    }

    /// The movement class index used.
    pub fn class(&self) -> usize {
        self.class
    }

    /// True if the hex (dense index) is in an enemy zone of control.
    pub fn in_enemy_zoc(&self, i: usize) -> bool {
        self.zoc[i]
    }

    /// Cost of one step from `from` to its neighbour across `dir` (dense indices), or `None`.
    #[inline]
    pub fn step_cost(&self, from: usize, to: usize, dir: Direction) -> Option<Mp> {
        if self.enemy[to] {
            return None;
        }
        let bits = self.map.hexside_at(from, dir);
        if bits == 0 {
            return self.terrain_cost[self.map.terrain_at(to) as usize];
        }
        let eff = self.catalog.effective_hexside(bits);
        let mut route: Option<Mp> = None;
        let mut extra = Mp::ZERO;
        let mut b = eff;
        while b != 0 {
            let k = b.trailing_zeros() as usize;
            b &= b - 1;
            if self.catalog.hexsides[k].route.is_some() {
                if let Some(r) = self.route[k] {
                    route = Some(route.map_or(r, |x: Mp| x.min(r)));
                }
                continue;
            }
            extra = extra.add(self.extra[k]?);
        }
        let base = match route {
            Some(r) => r,
            None => self.terrain_cost[self.map.terrain_at(to) as usize]?,
        };
        Some(base.add(extra))
    }

    /// Reachable hexes from the unit's hex within `budget` (default: its allowance).
    pub fn reachable(&self, start: Hex, budget: Option<Mp>) -> Reach {
        let budget = budget.unwrap_or(self.allowance);
        let limit = self.catalog.stacking.limit;
        let start_i = self.map.index(start);
        let zoc_rules = &self.catalog.zoc;
        let starts_in_zoc = !self.ignore_zoc && start_i.is_some_and(|s| self.zoc[s]);
        let leave_extra = match (starts_in_zoc, zoc_rules.leave) {
            (false, _) | (true, ZocLeave::Free) => Some(Mp::ZERO),
            (true, ZocLeave::Cost(m)) => Some(m),
            (true, ZocLeave::Never) => None,
        };
        reachable(
            self.map,
            start,
            budget,
            |from, to, dir| {
                let c = self.step_cost(from, to, dir)?;
                if Some(from) == start_i {
                    Some(c.add(leave_extra?))
                } else {
                    Some(c)
                }
            },
            |to| !self.ignore_zoc && zoc_rules.stop_on_enter && self.zoc[to],
            |to| limit.is_none_or(|l| self.friendly_stack[to] + self.unit_stack <= l),
        )
    }
}

/// What a traced path may not pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct TraceRules {
    /// Hexes with enemy units block.
    pub avoid_enemy_units: bool,
    /// Hexes in enemy zones of control block…
    pub avoid_enemy_zoc: bool,
    /// …unless a friendly unit is in them.
    pub friendly_negates_zoc: bool,
    /// Hexside kinds (bit set) that may not be crossed (a creek without its bridge).
    pub blocked_hexsides: u64,
}

/// Hexes reachable from `start` by a path of at most `radius` hexes for `side` under `rules`
/// (command radii, supply and lines of communication). Hex count, not movement cost.
pub fn trace(map: &Map, catalog: &Catalog, state: &GameState, side: usize, start: Hex, radius: u32, rules: TraceRules) -> Reach {
    let mut enemy = vec![false; map.len()];
    let mut friend = vec![false; map.len()];
    for u in &state.units {
        if let Some(i) = u.hex().and_then(|h| map.index(h)) {
            if u.side == side {
                friend[i] = true;
            } else {
                enemy[i] = true;
            }
        }
    }
    let zoc = if rules.avoid_enemy_zoc {
        zoc_map(map, catalog, state, side)
    } else {
        vec![false; map.len()]
    };
    let start_i = map.index(start);
    let blocked = |i: usize| {
        (rules.avoid_enemy_units && enemy[i])
            || (zoc[i] && !(rules.friendly_negates_zoc && friend[i]))
    };
    reachable(
        map,
        start,
        Mp::from_points(radius),
        |from, to, dir| {
            if blocked(to) && Some(to) != start_i {
                return None;
            }
            let bits = catalog.effective_hexside(map.hexside_at(from, dir));
            if bits & rules.blocked_hexsides != 0 {
                return None;
            }
            Some(Mp::from_points(1))
        },
        |_| false,
        |_| true,
    )
}
