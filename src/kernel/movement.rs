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
use super::rules::{Catalog, Cost, Mp, NightEffect, ZocKind, ZocLeave};
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

    /// Every hex reached with its least cost, the start included (at 0), whether or not a
    /// move may end there, in index order.
    pub fn costs(&self, map: &Map) -> Vec<(Hex, Mp)> {
        let mut v = self.visited.clone();
        v.sort_unstable();
        v.into_iter()
            .map(|i| (map.grid.hex_at(i), Mp(self.cost[i])))
            .collect()
    }

    /// Every hex reached but the start, with the hex before it on its least-cost path, in
    /// index order: the whole tree of paths at once.
    pub fn previous(&self, map: &Map) -> Vec<(Hex, Hex)> {
        let mut v: Vec<usize> = self
            .visited
            .iter()
            .copied()
            .filter(|&i| i != self.start)
            .collect();
        v.sort_unstable();
        v.into_iter()
            .map(|i| (map.grid.hex_at(i), map.grid.hex_at(self.prev[i] as usize)))
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
    // Hexes of equal cost are expanded in the order of their printed labels, so that of
    // several equal paths the one chosen does not depend on how the grid is stored.
    let rank = map.label_rank();
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0u32, rank[s], s as u32)));
    while let Some(Reverse((c, _, i))) = heap.pop() {
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
            heap.push(Reverse((nc, rank[j], j as u32)));
        }
    }
    reach
}

/// Costs to a set of goal hexes, per hex (see [`MoveRules::field`]).
#[derive(Clone, Debug)]
pub struct Field {
    cost: Vec<u32>,
}

impl Field {
    /// The least cost from `hex` to the nearest goal, if a goal can be reached from it.
    pub fn cost(&self, map: &Map, hex: Hex) -> Option<Mp> {
        let i = map.index(hex)?;
        (self.cost[i] != UNREACHED).then_some(Mp(self.cost[i]))
    }

    /// Every hex from which a goal can be reached, with its cost, in map order.
    pub fn reached(&self, map: &Map) -> Vec<(Hex, Mp)> {
        self.cost
            .iter()
            .enumerate()
            .filter(|(_, c)| **c != UNREACHED)
            .map(|(i, c)| (map.grid.hex_at(i), Mp(*c)))
            .collect()
    }
}

/// Least cost from every hex to the nearest of `goals` (dense, `u32::MAX` where none):
/// Dijkstra run backwards from the goals. `step(from, to, dir)` is the cost of moving from
/// `from` into its neighbour `to` across `dir`, as in [`reachable`].
pub fn distance_field(
    map: &Map,
    goals: &[Hex],
    limit: Option<Mp>,
    mut step: impl FnMut(usize, usize, Direction) -> Option<Mp>,
) -> Vec<u32> {
    let mut cost = vec![UNREACHED; map.len()];
    let mut heap = BinaryHeap::new();
    for g in goals {
        if let Some(i) = map.index(*g)
            && cost[i] != 0
        {
            cost[i] = 0;
            heap.push(Reverse((0u32, i as u32)));
        }
    }
    let limit = limit.map_or(u32::MAX - 1, |m| m.0);
    while let Some(Reverse((c, j))) = heap.pop() {
        let j = j as usize;
        if c > cost[j] {
            continue;
        }
        let h = map.grid.hex_at(j);
        for dir in Direction::ALL {
            let Some(i) = map.index(h.neighbor(dir)) else {
                continue;
            };
            // The step goes the other way: from the neighbour into this hex.
            let Some(sc) = step(i, j, dir.opposite()) else {
                continue;
            };
            let nc = c.saturating_add(sc.0);
            if nc > limit || nc >= cost[i] {
                continue;
            }
            cost[i] = nc;
            heap.push(Reverse((nc, i as u32)));
        }
    }
    cost
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
fn occupancy(
    map: &Map,
    catalog: &Catalog,
    state: &GameState,
    except: Option<UnitId>,
) -> Vec<Vec<u32>> {
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
/// enemy units and zones of control, friendly stacking — and what the ruleset adds for one
/// search: another class's costs, hexside features treated as absent, hexes closed.
pub struct MoveRules<'a> {
    map: &'a Map,
    catalog: &'a Catalog,
    class: usize,
    night: bool,
    terrain_cost: Vec<Option<Mp>>,
    extra: Vec<Option<Mp>>,
    route: Vec<Option<Mp>>,
    /// Per hexside kind, the kinds it cancels for this class's crossing costs.
    move_negates: Vec<u64>,
    enemy: Vec<bool>,
    friendly_stack: Vec<u32>,
    zoc: Vec<bool>,
    unit_stack: u32,
    /// Hexside kinds (bit set) the search treats as absent (a ford not yet scouted).
    without: u64,
    /// Steps only along route hexsides (a supply train on its roads).
    roads_only: bool,
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

/// The cost of entering each terrain for `class`; at night a terrain's declared night
/// effect for the class multiplies it (TTS S.10.1 forest ×2) or closes it (RoD 10.41).
/// Rounded to whole sixtieths.
fn terrain_costs(catalog: &Catalog, class: usize, night: bool) -> Vec<Option<Mp>> {
    catalog
        .terrain
        .iter()
        .map(|t| {
            let c = mp_of(t.cost.get(class))?;
            match t.night.get(class).filter(|_| night) {
                Some(NightEffect::Factor(f)) => Some(Mp((f64::from(c.0) * f).round() as u32)),
                Some(NightEffect::Prohibited) => None,
                None => Some(c),
            }
        })
        .collect()
}

/// For each hexside kind, the kinds it cancels for the cost of crossing by `class`.
fn move_negations(catalog: &Catalog, class: usize) -> Vec<u64> {
    catalog
        .hexsides
        .iter()
        .map(|h| h.move_negates.get(class).copied().unwrap_or(0))
        .collect()
}

impl<'a> MoveRules<'a> {
    /// The rules for moving unit `id` in the current state. `None` if the unit is not on the map.
    pub fn for_unit(
        map: &'a Map,
        catalog: &'a Catalog,
        state: &GameState,
        id: UnitId,
    ) -> Option<MoveRules<'a>> {
        state.units.get(id as usize)?.hex()?;
        MoveRules::for_unit_anywhere(map, catalog, state, id)
    }

    /// The rules for moving unit `id` from wherever a rule puts it (a reinforcement about to
    /// enter: where could it go from its entry hex?). `None` if there is no such unit.
    pub fn for_unit_anywhere(
        map: &'a Map,
        catalog: &'a Catalog,
        state: &GameState,
        id: UnitId,
    ) -> Option<MoveRules<'a>> {
        let u = state.units.get(id as usize)?;
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
        // Units of the other sides bar their hexes; the unit's own side never does.
        let mut rules = MoveRules::for_class(map, catalog, state, class, Some(u.side));
        rules.friendly_stack = occ[u.side].clone();
        rules.unit_stack = ut.stack;
        rules.allowance = allowance;
        Some(rules)
    }

    /// The rules of movement class `class` with no unit: for a side (`Some`), hexes held by
    /// any other side are closed and that side's enemies' zones of control count; for `None`,
    /// units are left out altogether (a distance field over the ground alone). No stacking.
    pub fn for_class(
        map: &'a Map,
        catalog: &'a Catalog,
        state: &GameState,
        class: usize,
        side: Option<usize>,
    ) -> MoveRules<'a> {
        // Any enemy unit bars the hex, whatever its stacking value.
        let mut enemy = vec![false; map.len()];
        if let Some(side) = side {
            for o in state.units.iter().filter(|o| o.side != side) {
                if let Some(i) = o.hex().and_then(|h| map.index(h)) {
                    enemy[i] = true;
                }
            }
        }
        let night = state.clock.night;
        MoveRules {
            map,
            catalog,
            class,
            night,
            terrain_cost: terrain_costs(catalog, class, night),
            extra: catalog
                .hexsides
                .iter()
                .map(|h| mp_of(h.cost.get(class)))
                .collect(),
            route: catalog
                .hexsides
                .iter()
                .map(|h| h.route.as_ref().and_then(|r| mp_of(r.get(class))))
                .collect(),
            move_negates: move_negations(catalog, class),
            enemy,
            friendly_stack: vec![0; map.len()],
            zoc: match side {
                Some(s) => zoc_map(map, catalog, state, s),
                None => vec![false; map.len()],
            },
            unit_stack: 0,
            without: 0,
            roads_only: false,
            allowance: Mp::ZERO,
            ignore_zoc: side.is_none(),
        }
    }

    /// Move at the costs of movement class `class` instead (a leader's costs for a command
    /// radius traced from an HQ, a column's for a march estimate).
    pub fn with_class(mut self, class: usize) -> Self {
        self.class = class;
        self.terrain_cost = terrain_costs(self.catalog, class, self.night);
        self.extra = self
            .catalog
            .hexsides
            .iter()
            .map(|h| mp_of(h.cost.get(class)))
            .collect();
        self.route = self
            .catalog
            .hexsides
            .iter()
            .map(|h| h.route.as_ref().and_then(|r| mp_of(r.get(class))))
            .collect();
        self.move_negates = move_negations(self.catalog, class);
        self
    }

    /// Treat the hexside kinds of `mask` (bit per kind) as absent: a ford the side may not use
    /// yet, so the creek it crosses bars the way (TTS 6.2 special rule 3).
    pub fn without_hexsides(mut self, mask: u64) -> Self {
        self.without |= mask;
        self
    }

    /// Treat these hexes as closed to the unit (a rule's own exclusion: hexes a released
    /// corps may not enter yet, a bot keeping off a hex it means for another unit).
    pub fn blocking(mut self, hexes: &[Hex]) -> Self {
        for h in hexes {
            if let Some(i) = self.map.index(*h) {
                self.enemy[i] = true;
            }
        }
        self
    }

    /// Let the unit enter these hexes although enemy units hold them (RoD 5.322: a combat
    /// unit enters or passes a hex of enemy leaders alone, and the rule settles the leaders).
    pub fn opening(mut self, hexes: &[Hex]) -> Self {
        for h in hexes {
            if let Some(i) = self.map.index(*h) {
                self.enemy[i] = false;
            }
        }
        self
    }

    /// Move as in a day turn, or a night turn, whatever the clock says (RoD 7.66: a routed
    /// unit's one hex ignores night's terrain).
    pub fn at_night(mut self, night: bool) -> Self {
        self.night = night;
        self.terrain_cost = terrain_costs(self.catalog, self.class, night);
        self
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

    /// Move only along route hexsides (roads, trails: whatever the ruleset declares with a
    /// route cost for the class), as a supply train does (DG 18.23).
    pub fn along_routes(mut self) -> Self {
        self.roads_only = true;
        self
    }

    /// Cost of one step from `from` to its neighbour across `dir` (dense indices), or `None`.
    #[inline]
    pub fn step_cost(&self, from: usize, to: usize, dir: Direction) -> Option<Mp> {
        if self.enemy[to] || (self.roads_only && !self.on_route(from, dir)) {
            return None;
        }
        self.ground_cost(from, to, dir)
    }

    /// The cost of the step over the ground alone (terrain, hexsides, routes), whoever holds
    /// `to`.
    #[inline]
    fn ground_cost(&self, from: usize, to: usize, dir: Direction) -> Option<Mp> {
        let bits = self.map.hexside_at(from, dir) & !self.without;
        if bits == 0 {
            return self.terrain_cost[self.map.terrain_at(to) as usize];
        }
        let mut eff = self.catalog.effective_hexside(bits);
        let mut b = eff;
        let mut cancelled = 0u64;
        while b != 0 {
            let k = b.trailing_zeros() as usize;
            b &= b - 1;
            cancelled |= self.move_negates[k];
        }
        eff &= !cancelled;
        let mut route: Option<Mp> = None;
        let mut extra = Mp::ZERO;
        let mut b = eff;
        while b != 0 {
            let k = b.trailing_zeros() as usize;
            b &= b - 1;
            let kind = &self.catalog.hexsides[k];
            if kind.route.is_some() {
                if let Some(r) = self.route[k] {
                    let r = if kind.route_cap {
                        // A capped route never costs more than the terrain it enters.
                        self.terrain_cost[self.map.terrain_at(to) as usize]?.min(r)
                    } else {
                        r
                    };
                    route = Some(route.map_or(r, |x: Mp| x.min(r)));
                }
                continue;
            }
            extra = extra + self.extra[k]?;
        }
        let base = match route {
            Some(r) => r,
            None => self.terrain_cost[self.map.terrain_at(to) as usize]?,
        };
        Some(base + extra)
    }

    /// Why the step from `from` to its neighbour across `dir` (dense indices) is not allowed,
    /// or `None` if it is: an enemy in `to` (or a hex closed to the unit), a step off the
    /// routes when moving along routes only, a hexside kind prohibited to the class (the
    /// first declared), or the terrain of `to` (closed at night, or always).
    pub fn step_refusal(&self, from: usize, to: usize, dir: Direction) -> Option<StepRefusal> {
        if self.enemy[to] {
            return Some(StepRefusal::Closed);
        }
        if self.roads_only && !self.on_route(from, dir) {
            return Some(StepRefusal::OffRoute);
        }
        if self.ground_cost(from, to, dir).is_some() {
            return None;
        }
        let bits = self.map.hexside_at(from, dir) & !self.without;
        let mut eff = self.catalog.effective_hexside(bits);
        let cancelled = (0..self.catalog.hexsides.len())
            .filter(|k| eff & (1 << k) != 0)
            .fold(0, |m, k| m | self.move_negates[k]);
        eff &= !cancelled;
        let closed_side = (0..self.catalog.hexsides.len()).find(|&k| {
            eff & (1 << k) != 0
                && self.catalog.hexsides[k].route.is_none()
                && self.extra[k].is_none()
        });
        if let Some(kind) = closed_side {
            return Some(StepRefusal::Hexside { kind });
        }
        let terrain = self.map.terrain_at(to) as usize;
        let by_day = mp_of(self.catalog.terrain[terrain].cost.get(self.class)).is_some();
        Some(StepRefusal::Terrain {
            kind: terrain,
            night: self.night && by_day,
        })
    }

    /// True if the step crosses a route hexside (road, trail) this class may use.
    fn on_route(&self, from: usize, dir: Direction) -> bool {
        let bits = self
            .catalog
            .effective_hexside(self.map.hexside_at(from, dir) & !self.without);
        (0..self.catalog.hexsides.len())
            .any(|k| bits & (1 << k) != 0 && self.route.get(k).is_some_and(|r| r.is_some()))
    }

    /// The least cost from every hex to the nearest of `goals`, moving as these rules move
    /// (each step's cost is that of entering the next hex toward a goal): a distance field for
    /// computer players. Goals are never barred by the units in them (an enemy to attack);
    /// other hexes are as the rules say (enemy units, closed hexes; zones of control are
    /// not considered). `roads_only` keeps to route hexsides (a train on its roads); `limit`
    /// stops the search past that cost.
    pub fn field(&self, goals: &[Hex], roads_only: bool, limit: Option<Mp>) -> Field {
        self.field_with(goals, roads_only, limit, false, false)
    }

    /// [`MoveRules::field`] counting hexes instead of movement points when `steps`: every
    /// step these rules allow costs one (a bot's "how many hexes from the road"); with `zoc`,
    /// a hex in an enemy zone of control (the side's, see [`MoveRules::for_class`]) may end a
    /// way but not be passed through, as a move that enters it stops.
    pub fn field_with(
        &self,
        goals: &[Hex],
        roads_only: bool,
        limit: Option<Mp>,
        steps: bool,
        zoc: bool,
    ) -> Field {
        let n = self.map.len();
        let mut goal = vec![false; n];
        for g in goals {
            if let Some(i) = self.map.index(*g) {
                goal[i] = true;
            }
        }
        let cost = distance_field(self.map, goals, limit, |from, to, dir| {
            if self.enemy[from] && !goal[from] {
                return None;
            }
            if self.enemy[to] && !goal[to] {
                return None;
            }
            // the way goes on from `to`: not if entering it would end the move
            if zoc && self.zoc[to] && !goal[to] {
                return None;
            }
            if (roads_only || self.roads_only) && !self.on_route(from, dir) {
                return None;
            }
            let c = self.ground_cost(from, to, dir)?;
            Some(if steps { Mp::from_points(1) } else { c })
        });
        Field { cost }
    }

    /// Every simple path of exactly `steps` steps from `start` (dense indices, `start`
    /// first), in depth-first order with the neighbours in direction order: each step allowed
    /// by these rules' ground (hexsides and terrain of the class) into a hex no enemy holds and
    /// none closed, never twice through a hex. A rout or retreat that may not end on friends
    /// (`vacant = Some(k)`): a path whose last hex holds friendly stacking points goes on,
    /// breadth-first with ties by label, to the nearest hex without, at most `k` more steps,
    /// or is left out (RoD 7.65).
    pub fn walks(&self, start: Hex, steps: usize, vacant: Option<usize>) -> Vec<Vec<usize>> {
        let Some(s) = self.map.index(start) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut path = vec![s];
        let mut seen = vec![false; self.map.len()];
        seen[s] = true;
        self.walk(&mut path, &mut seen, steps, vacant, &mut out);
        out
    }

    fn open_step(&self, from: usize, dir: Direction, seen: &[bool]) -> Option<usize> {
        let to = self.map.index(self.map.grid.hex_at(from).neighbor(dir))?;
        (!seen[to] && !self.enemy[to] && self.ground_cost(from, to, dir).is_some()).then_some(to)
    }

    fn walk(
        &self,
        path: &mut Vec<usize>,
        seen: &mut [bool],
        steps: usize,
        vacant: Option<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        let here = *path.last().unwrap_or(&0);
        if path.len() > steps {
            match vacant {
                Some(k) if self.friendly_stack[here] > 0 => {
                    if let Some(tail) = self.nearest_vacant(here, k, seen) {
                        out.push(path.iter().copied().chain(tail).collect());
                    }
                }
                _ => out.push(path.clone()),
            }
            return;
        }
        for dir in Direction::ALL {
            if let Some(to) = self.open_step(here, dir, seen) {
                seen[to] = true;
                path.push(to);
                self.walk(path, seen, steps, vacant, out);
                path.pop();
                seen[to] = false;
            }
        }
    }

    /// The way from `from` to the nearest hex (not `from`) without friendly stacking points,
    /// at most `k` steps, breadth-first with each hex's neighbours taken in label order,
    /// through no hex of `seen`: the hexes after `from`, or `None`.
    fn nearest_vacant(&self, from: usize, k: usize, seen: &[bool]) -> Option<Vec<usize>> {
        let rank = self.map.label_rank();
        let mut dist = vec![usize::MAX; self.map.len()];
        let mut prev = vec![usize::MAX; self.map.len()];
        let mut queue = std::collections::VecDeque::from([from]);
        dist[from] = 0;
        while let Some(h) = queue.pop_front() {
            if dist[h] > 0 && self.friendly_stack[h] == 0 {
                let mut tail = vec![h];
                let mut x = h;
                while prev[x] != from {
                    x = prev[x];
                    tail.push(x);
                }
                tail.reverse();
                return Some(tail);
            }
            if dist[h] >= k {
                continue;
            }
            let mut next: Vec<(u32, usize)> = Direction::ALL
                .iter()
                .filter_map(|&d| self.open_step(h, d, seen))
                .map(|n| (rank[n], n))
                .collect();
            next.sort_unstable();
            for (_, n) in next {
                if dist[n] == usize::MAX {
                    dist[n] = dist[h] + 1;
                    prev[n] = h;
                    queue.push_back(n);
                }
            }
        }
        None
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
                    Some(c + leave_extra?)
                } else {
                    Some(c)
                }
            },
            |to| !self.ignore_zoc && zoc_rules.stop_on_enter && self.zoc[to],
            |to| limit.is_none_or(|l| self.friendly_stack[to] + self.unit_stack <= l),
        )
    }
}

/// Why one step may not be made (see [`MoveRules::step_refusal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepRefusal {
    /// An enemy unit holds the hex, or the rules closed it for this search.
    Closed,
    /// Moving along routes only, and the step is not along one.
    OffRoute,
    /// A hexside kind on the way is prohibited to the class.
    Hexside {
        /// Its index in the catalog.
        kind: usize,
    },
    /// The terrain entered is prohibited to the class, or (`night`) only at night.
    Terrain {
        /// Its index in the catalog.
        kind: usize,
        /// It could be entered by day.
        night: bool,
    },
}

/// What a [`spread`] may step across and into: geography, not movement costs.
#[derive(Clone, Debug, Default)]
pub struct SpreadRules {
    /// Hexside kinds (bit set) of which a step must cross one (a road); 0: any step.
    pub along: u64,
    /// Hexside kinds (bit set) a step may not cross (a creek).
    pub not_across: u64,
    /// Read the hexside kinds as drawn, those another cancels included (a creek under its
    /// bridge still parts the banks); otherwise as in force.
    pub as_drawn: bool,
    /// Terrain kinds a step may enter (bit per kind; `None`: any).
    pub into: Option<Vec<bool>>,
    /// Hexes a step may not enter (dense).
    pub blocked: Vec<bool>,
    /// At most this many steps from the starts.
    pub limit: Option<u32>,
}

/// Hex steps from the `starts` over the steps `rules` allow, breadth-first (dense, `u32::MAX`
/// where none): the banks of a creek, the hexes joined to an exit by road, a field's extent,
/// how far a line of hexes reaches. Starts are at 0 whatever they are.
pub fn spread(map: &Map, catalog: &Catalog, starts: &[Hex], rules: &SpreadRules) -> Vec<u32> {
    let mut dist = vec![UNREACHED; map.len()];
    let mut queue = std::collections::VecDeque::new();
    for h in starts {
        if let Some(i) = map.index(*h)
            && dist[i] != 0
        {
            dist[i] = 0;
            queue.push_back(i);
        }
    }
    let limit = rules.limit.unwrap_or(u32::MAX - 1);
    while let Some(i) = queue.pop_front() {
        if dist[i] >= limit {
            continue;
        }
        let h = map.grid.hex_at(i);
        for dir in Direction::ALL {
            let Some(j) = map.index(h.neighbor(dir)) else {
                continue;
            };
            if dist[j] != UNREACHED || rules.blocked.get(j).copied().unwrap_or(false) {
                continue;
            }
            if let Some(into) = &rules.into
                && !into
                    .get(map.terrain_at(j) as usize)
                    .copied()
                    .unwrap_or(false)
            {
                continue;
            }
            let drawn = map.hexside_at(i, dir);
            let bits = if rules.as_drawn {
                drawn
            } else {
                catalog.effective_hexside(drawn)
            };
            if bits & rules.not_across != 0 || (rules.along != 0 && bits & rules.along == 0) {
                continue;
            }
            dist[j] = dist[i] + 1;
            queue.push_back(j);
        }
    }
    dist
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
pub fn trace(
    map: &Map,
    catalog: &Catalog,
    state: &GameState,
    side: usize,
    start: Hex,
    radius: u32,
    rules: TraceRules,
) -> Reach {
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

#[cfg(test)]
mod tests {
    //! Every expected value here was worked out by hand on a sketch of the 9 × 9 test map (see
    //! the neighbour table in `testkit`). Axial coordinates of the hexes used most:
    //! 0505 = (4, 2), 0504 = (4, 1), 0503 = (4, 0), 0502 = (4, -1), 0501 = (4, -2),
    //! 0604 = (5, 1), 0603 = (5, 0), 0602 = (5, -1), 0601 = (5, -2),
    //! 0404 = (3, 2), 0403 = (3, 1), 0402 = (3, 0), 0401 = (3, -1).
    use super::*;
    use crate::kernel::rules::CostTable;
    use crate::kernel::testkit::{HALF, Kit, ONE, mp};
    use crate::kernel::unit::Location;

    /// The sorted labels of the hexes in the zone of control of units hostile to `side`.
    fn zoc_labels(k: &Kit, side: &str) -> Vec<String> {
        let side = k.catalog.side(side).expect("side");
        let zoc = zoc_map(&k.map, &k.catalog, &k.state, side);
        let mut v: Vec<String> = zoc
            .iter()
            .enumerate()
            .filter(|(_, z)| **z)
            .map(|(i, _)| k.label(k.map.grid.hex_at(i)))
            .collect();
        v.sort();
        v
    }

    fn path_labels(k: &Kit, reach: &Reach, label: &str) -> Option<Vec<String>> {
        reach.path(&k.map, k.hex(label)).map(|p| k.labels(&p))
    }

    fn is_destination(k: &Kit, reach: &Reach, label: &str) -> bool {
        let h = k.hex(label);
        reach.destinations(&k.map).iter().any(|(d, _)| *d == h)
    }

    /// The test catalog's foot movement class.
    fn foot_class(k: &Kit) -> usize {
        let classes = &k.catalog.move_classes;
        classes
            .iter()
            .position(|c| c == "foot")
            .expect("foot class")
    }

    /// A varied 9 × 9 map: woods, a creek crossed by a ford and a bridge, a road.
    fn varied() -> Kit {
        let mut k = Kit::new(9, 9);
        k.set_terrain(
            &["0403", "0404", "0503", "0603", "0702", "0306", "0307"],
            "woods",
        );
        for (a, b) in [
            ("0601", "0701"),
            ("0602", "0702"),
            ("0603", "0703"),
            ("0604", "0704"),
        ] {
            k.add_hexside(a, b, "creek");
        }
        k.add_hexside("0602", "0702", "ford");
        k.add_hexside("0604", "0704", "bridge");
        for (a, b) in [
            ("0104", "0204"),
            ("0204", "0304"),
            ("0304", "0404"),
            ("0404", "0504"),
        ] {
            k.add_hexside(a, b, "road");
        }
        k
    }

    #[test]
    fn a_distance_field_is_the_cost_of_moving_from_each_hex_to_the_nearest_goal() {
        let k = varied();
        let foot = foot_class(&k);
        let rules = MoveRules::for_class(&k.map, &k.catalog, &k.state, foot, None);
        let goals = [k.hex("0801"), k.hex("0205")];
        let field = rules.field(&goals, false, None);
        // from every hex, the search forward finds the same least cost to the nearer goal
        let mut compared = 0;
        for (h, c) in field.reached(&k.map) {
            let reach = rules.reachable(h, Some(mp(200)));
            let best = goals.iter().filter_map(|g| reach.cost(&k.map, *g)).min();
            assert_eq!(best, Some(c), "from {}", k.label(h));
            compared += 1;
        }
        assert_eq!(compared, 81, "every hex reaches a goal");
        assert_eq!(field.cost(&k.map, k.hex("0801")), Some(Mp::ZERO));
        // a limit stops the field
        let near = rules.field(&goals, false, Some(mp(1)));
        let within: Vec<(Hex, Mp)> = field
            .reached(&k.map)
            .into_iter()
            .filter(|(_, c)| *c <= mp(1))
            .collect();
        assert_eq!(near.reached(&k.map), within);
        assert!(within.len() > 2);
    }

    #[test]
    fn a_search_can_treat_a_hexside_kind_as_absent_and_keep_to_roads() {
        let k = varied();
        let foot = foot_class(&k);
        let ford = k.catalog.hexside_kind("ford").unwrap();
        let rules = MoveRules::for_class(&k.map, &k.catalog, &k.state, foot, None);
        let (a, b) = (k.idx("0602"), k.idx("0702"));
        let dir = k.hex("0602").direction_to(k.hex("0702")).unwrap();
        // the ford negates the creek: woods 2 + ford 1
        assert_eq!(rules.step_cost(a, b, dir), Some(mp(3)));
        // without the ford, the creek bars the way again
        let rules = rules.without_hexsides(1 << ford);
        assert_eq!(rules.step_cost(a, b, dir), None);
        // the bridge still crosses
        let (c, d) = (k.idx("0604"), k.idx("0704"));
        let dir2 = k.hex("0604").direction_to(k.hex("0704")).unwrap();
        assert!(rules.step_cost(c, d, dir2).is_some());
        // along routes only: the road, and nothing off it
        let roads = MoveRules::for_class(&k.map, &k.catalog, &k.state, foot, None).along_routes();
        let reach = roads.reachable(k.hex("0104"), Some(mp(20)));
        let mut got: Vec<String> = reach
            .costs(&k.map)
            .iter()
            .map(|(h, _)| k.label(*h))
            .collect();
        got.sort();
        assert_eq!(got, ["0104", "0204", "0304", "0404", "0504"]);
    }

    #[test]
    fn at_night_a_terrain_with_a_night_factor_costs_more_off_the_road() {
        let mut k = varied();
        let woods = k
            .catalog
            .terrain
            .iter()
            .position(|t| t.id == "woods")
            .unwrap();
        k.catalog.terrain[woods].night = vec![NightEffect::Factor(2.0); 2];
        let foot = foot_class(&k);
        let into_woods = |k: &Kit| {
            let rules = MoveRules::for_class(&k.map, &k.catalog, &k.state, foot, None);
            let dir = k.hex("0303").direction_to(k.hex("0403")).unwrap();
            let road = k.hex("0304").direction_to(k.hex("0404")).unwrap();
            (
                rules.step_cost(k.idx("0303"), k.idx("0403"), dir),
                rules.step_cost(k.idx("0304"), k.idx("0404"), road),
            )
        };
        assert_eq!(into_woods(&k).0, Some(mp(2)));
        k.state.clock.night = true;
        let (off, on) = into_woods(&k);
        assert_eq!(off, Some(mp(4)), "woods 2 x 2 at night");
        assert_eq!(
            on,
            Some(HALF),
            "the road's own cost: no night factor on a route"
        );
    }

    #[test]
    fn a_night_effect_per_class_closes_a_terrain_off_the_road_or_multiplies_its_cost() {
        // RoD 10.41/10.42: woods close to the march formation (wheeled here) at night unless
        // along a route, and cost a line (foot) double.
        let mut k = varied();
        let woods = k.catalog.terrain_kind("woods").unwrap();
        k.catalog.terrain[woods].night = vec![NightEffect::Factor(2.0), NightEffect::Prohibited];
        k.catalog.terrain[woods].cost = CostTable::uniform(Cost::Mp(mp(2)));
        k.state.clock.night = true;
        let wheeled = k
            .catalog
            .move_classes
            .iter()
            .position(|c| c == "wheeled")
            .unwrap();
        let step = |class: usize, from: &str, to: &str| {
            let rules = MoveRules::for_class(&k.map, &k.catalog, &k.state, class, None);
            let dir = k.hex(from).direction_to(k.hex(to)).unwrap();
            (
                rules.step_cost(k.idx(from), k.idx(to), dir),
                rules.step_refusal(k.idx(from), k.idx(to), dir),
            )
        };
        assert_eq!(step(foot_class(&k), "0303", "0403"), (Some(mp(4)), None));
        assert_eq!(
            step(wheeled, "0303", "0403"),
            (
                None,
                Some(StepRefusal::Terrain {
                    kind: woods,
                    night: true
                })
            )
        );
        // along the road into the same woods: the route's cost, night or not
        assert_eq!(step(wheeled, "0304", "0404"), (Some(HALF), None));
        // by day the march formation enters
        let day = MoveRules::for_class(&k.map, &k.catalog, &k.state, wheeled, None).at_night(false);
        let dir = k.hex("0303").direction_to(k.hex("0403")).unwrap();
        assert_eq!(
            day.step_cost(k.idx("0303"), k.idx("0403"), dir),
            Some(mp(2))
        );
    }

    #[test]
    fn a_hexside_kind_can_cancel_another_for_movement_of_some_classes_only() {
        // RoD 6.41: march formations along a road pay no stream penalty; others still do.
        let mut k = varied();
        let ford = k.catalog.hexside_kind("ford").unwrap();
        let road = k.catalog.hexside_kind("road").unwrap();
        let wheeled = k
            .catalog
            .move_classes
            .iter()
            .position(|c| c == "wheeled")
            .unwrap();
        // a ford (+1) on the road hexside 0204/0304, cancelled for wheeled movement only
        k.add_hexside("0204", "0304", "ford");
        k.catalog.hexsides[road].move_negates = vec![0, 1 << ford];
        let dir = k.hex("0204").direction_to(k.hex("0304")).unwrap();
        let cost = |class: usize| {
            MoveRules::for_class(&k.map, &k.catalog, &k.state, class, None).step_cost(
                k.idx("0204"),
                k.idx("0304"),
                dir,
            )
        };
        assert_eq!(cost(foot_class(&k)), Some(HALF + mp(1)), "road ½ + ford 1");
        assert_eq!(cost(wheeled), Some(HALF), "the ford's cost cancelled");
        // sight and zones still see the ford: it is on the map as before
        let bits = k.map.hexside(k.hex("0204"), dir);
        assert_ne!(k.catalog.effective_hexside(bits) & (1 << ford), 0);
        // a prohibited kind is named: the creek without its bridge or ford
        let rules = MoveRules::for_class(&k.map, &k.catalog, &k.state, foot_class(&k), None);
        let creek = k.catalog.hexside_kind("creek").unwrap();
        let d = k.hex("0601").direction_to(k.hex("0701")).unwrap();
        assert_eq!(
            rules.step_refusal(k.idx("0601"), k.idx("0701"), d),
            Some(StepRefusal::Hexside { kind: creek })
        );
    }

    #[test]
    fn of_equal_paths_the_search_takes_the_one_through_the_lower_label() {
        // On open ground 0202 -> 0403 has several least-cost paths; the search expands equal
        // costs in label order, so the path goes through the lowest-labelled hex of each cost.
        let mut k = Kit::new(6, 6);
        let u = k.place("blue", "infantry", "0202");
        let rules = k.rules(u);
        let reach = rules.reachable(k.hex("0202"), Some(mp(4)));
        for dest in ["0403", "0404", "0204", "0402"] {
            let path = reach.path(&k.map, k.hex(dest)).unwrap();
            let cost = reach.cost(&k.map, k.hex(dest)).unwrap();
            // every other least-cost path to dest runs through no lower label at any step
            for (i, h) in path
                .iter()
                .enumerate()
                .skip(1)
                .take(path.len().saturating_sub(2))
            {
                let better = k.map.grid.hexes().find(|c| {
                    k.label(*c) < k.label(*h)
                        && reach.cost(&k.map, *c) == Some(mp(i as u32))
                        && c.distance(k.hex(dest)) + i as u32 == cost.0 / Mp::UNIT
                        && c.distance(path[i - 1]) == 1
                });
                assert!(
                    better.is_none(),
                    "to {dest} step {i}: {} chosen over {}",
                    k.label(*h),
                    k.label(better.unwrap())
                );
            }
        }
    }

    #[test]
    fn a_field_with_zones_of_control_ends_ways_in_them_but_does_not_pass_through() {
        // A red infantry at 0505 (ZOC all round): from 0503 to the goal 0507 the straight way
        // runs through its zone; with zoc the field goes round it.
        let mut k = Kit::new(9, 9);
        k.place("red", "infantry", "0505");
        let blue = k.catalog.sides.iter().position(|s| s.id == "blue").unwrap();
        let rules = MoveRules::for_class(&k.map, &k.catalog, &k.state, foot_class(&k), Some(blue));
        let goals = [k.hex("0507")];
        let plain = rules.field_with(&goals, false, None, true, false);
        let zoc = rules.field_with(&goals, false, None, true, true);
        let from = k.hex("0503");
        let (p, z) = (
            plain.cost(&k.map, from).unwrap(),
            zoc.cost(&k.map, from).unwrap(),
        );
        assert_eq!(
            p,
            mp(5),
            "down column 05, one step round the unit's own hex"
        );
        assert!(z > p, "round the zone: {z:?}");
        // a hex in the zone is still reached (a way may end there)
        assert!(zoc.cost(&k.map, k.hex("0504")).is_some());
    }

    #[test]
    fn a_field_in_steps_counts_hexes_and_keeps_the_prohibitions() {
        let k = varied();
        let rules = MoveRules::for_class(&k.map, &k.catalog, &k.state, foot_class(&k), None);
        let goals = [k.hex("0101")];
        let steps = rules.field_with(&goals, false, None, true, false);
        let mp_field = rules.field(&goals, false, None);
        for (h, c) in steps.reached(&k.map) {
            assert_eq!(c.0 % Mp::UNIT, 0, "whole hexes at {}", k.label(h));
            assert!(mp_field.cost(&k.map, h).is_some(), "{}", k.label(h));
        }
        // 0303 is two hexes from 0101 here and costs more than 2 MP through woods or not:
        // the step field says 2 wherever the hex count is 2 along allowed steps
        assert_eq!(steps.cost(&k.map, k.hex("0102")), Some(mp(1)));
        // across the creek only where the bridge or ford is: 0701 is reached the long way
        let d = steps.cost(&k.map, k.hex("0701")).unwrap();
        assert!(d > mp(k.hex("0701").distance(k.hex("0101"))), "{d:?}");
    }

    #[test]
    fn walks_are_every_simple_path_of_n_steps_and_go_on_past_friends_when_asked() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        // open ground: 6 first steps, each with 5 onward (not back): 30 simple 2-step paths
        let walks = k.rules(u).walks(k.hex("0505"), 2, None);
        assert_eq!(walks.len(), 30);
        assert!(walks.iter().all(|p| p.len() == 3 && p[0] == k.idx("0505")));
        let mut ends: Vec<_> = walks.iter().map(|p| (p[1], p[2])).collect();
        ends.sort_unstable();
        ends.dedup();
        assert_eq!(ends.len(), 30, "no path twice");
        // an enemy unit bars its hex: the paths through or into it are gone
        k.place("red", "infantry", "0405");
        let red = k.idx("0405");
        let walks = k.rules(u).walks(k.hex("0505"), 2, None);
        assert!(walks.iter().all(|p| !p.contains(&red)));
        // five through it, two into it from the two hexes next to both
        assert_eq!(walks.len(), 30 - 5 - 2);
        // a friend on the last hex: with `vacant`, the path goes on to the nearest free hex
        k.place("blue", "infantry", "0705");
        let f = k.idx("0705");
        let rules = k.rules(u);
        let on_friend: Vec<_> = rules
            .walks(k.hex("0505"), 2, None)
            .into_iter()
            .filter(|p| p[2] == f)
            .collect();
        assert!(!on_friend.is_empty());
        let extended: Vec<_> = rules
            .walks(k.hex("0505"), 2, Some(1))
            .into_iter()
            .filter(|p| p.len() > 2 && p[2] == f)
            .collect();
        assert_eq!(extended.len(), on_friend.len());
        for p in &extended {
            assert_eq!(p.len(), 4, "one more step past the friend");
            assert_eq!(rules.friendly_stack[p[3]], 0);
        }
        // with nowhere free within reach, such a path is left out
        assert!(
            rules
                .walks(k.hex("0505"), 2, Some(0))
                .iter()
                .all(|p| p[2] != f)
        );
    }

    #[test]
    fn a_spread_counts_hexes_over_the_steps_its_rules_allow() {
        let k = varied();
        let bit = |id: &str| 1u64 << k.catalog.hexside_kind(id).unwrap();
        let reached = |rules: &SpreadRules, from: &str| -> Vec<String> {
            let d = spread(&k.map, &k.catalog, &[k.hex(from)], rules);
            let mut v: Vec<String> = (0..k.map.len())
                .filter(|&i| d[i] != UNREACHED)
                .map(|i| k.label(k.map.grid.hex_at(i)))
                .collect();
            v.sort();
            v
        };
        // along the road only: the road's five hexes
        let road = SpreadRules {
            along: bit("road"),
            ..SpreadRules::default()
        };
        assert_eq!(
            reached(&road, "0104"),
            ["0104", "0204", "0304", "0404", "0504"]
        );
        // not across the creek: as in force the bridge (0604/0704) crosses it; as drawn the
        // creek under the bridge still parts the banks
        let one_step = |as_drawn: bool| SpreadRules {
            not_across: bit("creek"),
            as_drawn,
            limit: Some(1),
            ..SpreadRules::default()
        };
        assert!(reached(&one_step(false), "0604").contains(&"0704".to_string()));
        assert!(!reached(&one_step(true), "0604").contains(&"0704".to_string()));
        assert!(!reached(&one_step(false), "0603").contains(&"0703".to_string()));
        // a blocked hex ends the road there
        let mut blocked = vec![false; k.map.len()];
        blocked[k.idx("0304")] = true;
        let road_blocked = SpreadRules {
            along: bit("road"),
            blocked,
            ..SpreadRules::default()
        };
        assert_eq!(reached(&road_blocked, "0104"), ["0104", "0204"]);
        // a limit and the terrain entered
        let d = spread(
            &k.map,
            &k.catalog,
            &[k.hex("0101")],
            &SpreadRules {
                limit: Some(2),
                ..SpreadRules::default()
            },
        );
        assert!(d.iter().all(|&x| x == UNREACHED || x <= 2));
        let woods = k.catalog.terrain_kind("woods").unwrap();
        let mut into = vec![false; k.catalog.terrain.len()];
        into[woods] = true;
        let only_woods = SpreadRules {
            into: Some(into),
            ..SpreadRules::default()
        };
        assert_eq!(
            reached(&only_woods, "0403"),
            ["0403", "0404", "0503", "0603"]
        );
    }

    #[test]
    fn clear_terrain_reaches_exactly_the_hexes_within_the_allowance() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        let start = k.hex("0505");
        let rules = k.rules(u);
        assert_eq!(rules.allowance, mp(4));
        assert_eq!(rules.class(), 0, "infantry moves as foot");
        let reach = k.reach(u);
        // Every hex within 4 of 0505 is on the 9 × 9 map: 1 + 6 + 12 + 18 + 24 = 61.
        assert_eq!(reach.reached(), 61);
        let dest = reach.destinations(&k.map);
        assert_eq!(dest.len(), 60, "the start is not a destination");
        let count = |points| dest.iter().filter(|(_, c)| *c == mp(points)).count();
        assert_eq!([count(1), count(2), count(3), count(4)], [6, 12, 18, 24]);
        for (h, c) in &dest {
            assert_eq!(*c, mp(start.distance(*h)), "{}", k.label(*h));
            assert!(reach.can_end(&k.map, *h));
        }
        assert_eq!(k.cost(&reach, "0505"), Some(Mp::ZERO));
        assert_eq!(k.cost(&reach, "0501"), Some(mp(4))); // four hexes due north
        assert_eq!(k.cost(&reach, "0905"), Some(mp(4))); // (8, 0): four columns east
        assert_eq!(k.cost(&reach, "0103"), Some(mp(4))); // (0, 2)
        assert_eq!(k.cost(&reach, "0102"), None); // (0, 1): five away
        assert_eq!(k.cost(&reach, "0101"), None); // (0, 0): six away
        // An explicit budget replaces the allowance: 1 + 6 + 12 = 19 within 2.
        assert_eq!(rules.reachable(start, Some(mp(2))).reached(), 19);
        // Half a point buys no clear hex at all.
        assert_eq!(rules.reachable(start, Some(HALF)).reached(), 1);
    }

    #[test]
    fn movement_prop_overrides_the_type_allowance() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        k.unit_mut(u)
            .props
            .insert("movement".into(), serde_json::json!(2.5));
        assert_eq!(k.rules(u).allowance, Mp(150));
        let reach = k.reach(u);
        assert_eq!(reach.reached(), 19, "2 1/2 MP reach the hexes within 2");
        assert_eq!(k.cost(&reach, "0503"), Some(mp(2)));
        assert_eq!(k.cost(&reach, "0502"), None);
    }

    #[test]
    fn woods_cost_two_movement_points() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        k.set_terrain(&["0504"], "woods");
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), Some(mp(2)));
        // 0503 is two hexes due north; the only 2-hex path crosses the woods (2 + 1), and the
        // way round by 0604, 0603 also costs 3.
        assert_eq!(k.cost(&reach, "0503"), Some(mp(3)));
        // The neighbours of the start that are clear still cost 1.
        assert_eq!(k.cost(&reach, "0604"), Some(ONE));

        // All woods: 4 MP buy two hexes, each costing 2.
        let mut k = Kit::new(9, 9);
        let woods = k.catalog.terrain_kind("woods").unwrap() as u16;
        for h in k.map.hexes().collect::<Vec<_>>() {
            k.map.set_terrain(h, woods);
        }
        let u = k.place("blue", "infantry", "0505");
        let reach = k.reach(u);
        assert_eq!(reach.reached(), 19);
        let dest = reach.destinations(&k.map);
        assert_eq!(dest.iter().filter(|(_, c)| *c == mp(2)).count(), 6);
        assert_eq!(dest.iter().filter(|(_, c)| *c == mp(4)).count(), 12);
        assert_eq!(dest.len(), 18);
        assert_eq!(k.cost(&reach, "0503"), Some(mp(4)));
        assert_eq!(k.cost(&reach, "0502"), None);
    }

    #[test]
    fn capped_route_costs_the_terrain_up_to_its_cap() {
        // A trail as Blue & Gray rates it: at most 2 MP a hex, but clear still costs 1.
        let mut k = Kit::new(9, 9);
        let road = k.catalog.hexside_kind("road").unwrap();
        k.catalog.hexsides[road].route = Some(CostTable::uniform(Cost::Mp(mp(2))));
        k.catalog.hexsides[road].route_cap = true;
        let rough = k.catalog.terrain_kind("rough").unwrap();
        k.catalog.terrain[rough].cost = CostTable::uniform(Cost::Mp(mp(3)));
        let u = k.place("blue", "infantry", "0505");
        k.set_terrain(&["0504"], "rough");
        k.add_hexside("0505", "0504", "road");
        k.add_hexside("0504", "0503", "road");
        let reach = k.reach(u);
        // Rough (3) along the trail: capped at 2; clear 0503 along it: its own 1.
        assert_eq!(k.cost(&reach, "0504"), Some(mp(2)));
        assert_eq!(k.cost(&reach, "0503"), Some(mp(3)));
    }

    #[test]
    fn road_along_connected_road_hexsides_costs_half() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        // A road due north along column 05, through woods: the route rate replaces the
        // terrain cost of the hex entered.
        k.set_terrain(&["0504", "0503", "0502", "0501"], "woods");
        for (a, b) in [
            ("0505", "0504"),
            ("0504", "0503"),
            ("0503", "0502"),
            ("0502", "0501"),
        ] {
            k.add_hexside(a, b, "road");
        }
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), Some(HALF));
        assert_eq!(k.cost(&reach, "0503"), Some(ONE));
        assert_eq!(k.cost(&reach, "0502"), Some(Mp(90)));
        assert_eq!(k.cost(&reach, "0501"), Some(mp(2)));
        assert_eq!(
            path_labels(&k, &reach, "0501").unwrap(),
            ["0505", "0504", "0503", "0502", "0501"]
        );
        // Leaving the road costs the terrain again: clear 0603 is 1/2 + 1 from 0504, 0602 is
        // 1 + 1 from 0503, 0601 and 0401 are 1 1/2 + 1 from 0502.
        assert_eq!(k.cost(&reach, "0603"), Some(Mp(90)));
        assert_eq!(k.cost(&reach, "0602"), Some(mp(2)));
        assert_eq!(k.cost(&reach, "0601"), Some(Mp(150)));
        assert_eq!(k.cost(&reach, "0401"), Some(Mp(150)));
        // The hexsides are stored on both hexes: the road works southward too.
        let v = k.place("blue", "infantry", "0501");
        let back = k.reach(v);
        assert_eq!(k.cost(&back, "0502"), Some(HALF));
        assert_eq!(k.cost(&back, "0504"), Some(Mp(90)));
    }

    #[test]
    fn road_rate_needs_a_road_hexside_between_the_two_hexes() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        // Two road pieces, 0505–0504 and 0503–0502: 0504 and 0503 both have a road, but the
        // hexside between them has none. Both are woods.
        k.set_terrain(&["0504", "0503"], "woods");
        k.add_hexside("0505", "0504", "road");
        k.add_hexside("0503", "0502", "road");
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), Some(HALF));
        // 1/2 + woods 2 (not 1/2 + 1/2); round by clear 0603 would be 2 + 2.
        assert_eq!(k.cost(&reach, "0503"), Some(Mp(150)));
        // 2 1/2 + road 1/2; round by 0602 would be 3 + 1.
        assert_eq!(k.cost(&reach, "0502"), Some(mp(3)));
        assert_eq!(
            path_labels(&k, &reach, "0502").unwrap(),
            ["0505", "0504", "0503", "0502"]
        );
        let rules = k.rules(u);
        let n = Direction::new(2);
        assert_eq!(
            rules.step_cost(k.idx("0504"), k.idx("0503"), n),
            Some(mp(2))
        );
        assert_eq!(rules.step_cost(k.idx("0503"), k.idx("0502"), n), Some(HALF));
    }

    /// A 9 × 9 map with a creek on all six hexsides of 0504 and blue infantry in 0505.
    fn creek_ring() -> (Kit, UnitId) {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        for n in ["0503", "0505", "0603", "0604", "0403", "0404"] {
            k.add_hexside("0504", n, "creek");
        }
        (k, u)
    }

    #[test]
    fn creek_prohibits_crossing_and_bridge_or_ford_on_that_hexside_negates_it() {
        let north = Direction::new(2);
        // Creek alone: 0504 cannot be entered at all.
        let (k, u) = creek_ring();
        let (from, to) = (k.idx("0505"), k.idx("0504"));
        assert_eq!(k.rules(u).step_cost(from, to, north), None);
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), None);
        // 0503 is reached round the ring: 0604, 0603, 0503.
        assert_eq!(k.cost(&reach, "0503"), Some(mp(3)));
        assert_eq!(k.cost(&reach, "0604"), Some(ONE));

        // A bridge on the 0505–0504 hexside: no extra cost.
        let (mut k, u) = creek_ring();
        k.add_hexside("0505", "0504", "bridge");
        assert_eq!(k.rules(u).step_cost(from, to, north), Some(ONE));
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), Some(ONE));
        // The creek still bars 0504–0503.
        assert_eq!(k.cost(&reach, "0503"), Some(mp(3)));

        // A ford instead: +1.
        let (mut k, u) = creek_ring();
        k.add_hexside("0505", "0504", "ford");
        assert_eq!(k.rules(u).step_cost(from, to, north), Some(mp(2)));
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), Some(mp(2)));
        assert_eq!(path_labels(&k, &reach, "0504").unwrap(), ["0505", "0504"]);

        // A bridge on another hexside (0604–0504) does nothing for 0505–0504.
        let (mut k, u) = creek_ring();
        k.add_hexside("0604", "0504", "bridge");
        assert_eq!(k.rules(u).step_cost(from, to, north), None);
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), Some(mp(2)));
        assert_eq!(
            path_labels(&k, &reach, "0504").unwrap(),
            ["0505", "0604", "0504"]
        );
    }

    #[test]
    fn wheeled_units_cannot_enter_rough() {
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0504"], "rough");
        let gun = k.place("blue", "artillery", "0505");
        let rules = k.rules(gun);
        assert_eq!(rules.class(), 1, "artillery moves as wheeled");
        assert_eq!(rules.allowance, mp(3));
        assert_eq!(
            rules.step_cost(k.idx("0505"), k.idx("0504"), Direction::new(2)),
            None
        );
        let reach = k.reach(gun);
        assert_eq!(k.cost(&reach, "0504"), None);
        assert_eq!(k.cost(&reach, "0503"), Some(mp(3)), "round by 0604, 0603");

        // Foot pays the rough default of 3.
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0504"], "rough");
        let inf = k.place("blue", "infantry", "0505");
        let reach = k.reach(inf);
        assert_eq!(k.cost(&reach, "0504"), Some(mp(3)));

        // A road into the rough hex replaces its terrain cost, for wheeled units too.
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0504"], "rough");
        k.add_hexside("0505", "0504", "road");
        let gun = k.place("blue", "artillery", "0505");
        let reach = k.reach(gun);
        assert_eq!(k.cost(&reach, "0504"), Some(HALF));
    }

    #[test]
    fn enemy_occupied_hexes_cannot_be_entered() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        // A red leader stacks for 0 and has no zone of control, but still bars its hex.
        k.place("red", "leader", "0504");
        let rules = k.rules(u);
        assert_eq!(
            rules.step_cost(k.idx("0505"), k.idx("0504"), Direction::new(2)),
            None
        );
        assert!(!rules.in_enemy_zoc(k.idx("0505")));
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), None);
        assert!(!reach.can_end(&k.map, k.hex("0504")));
        assert_eq!(k.cost(&reach, "0503"), Some(mp(3)), "round by 0604, 0603");
        // The hexes due north have one shortest path, through 0504: 0502 costs 3 + 1, and
        // 0501 (3 + 2) is out of reach. Every other hex keeps a shortest path by 0604 or 0404.
        assert_eq!(k.cost(&reach, "0502"), Some(mp(4)));
        assert_eq!(k.cost(&reach, "0501"), None);
        assert_eq!(
            reach.reached(),
            59,
            "61 within 4, less the leader's hex and 0501"
        );
    }

    #[test]
    fn zoc_stops_movement_on_entering() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        k.place("red", "infantry", "0503");
        assert_eq!(
            zoc_labels(&k, "blue"),
            ["0402", "0403", "0502", "0504", "0602", "0603"]
        );
        // Red, in turn, is kept out of the six hexes round the blue infantry.
        assert_eq!(
            zoc_labels(&k, "red"),
            ["0404", "0405", "0504", "0506", "0604", "0605"]
        );
        let rules = k.rules(u);
        assert!(rules.in_enemy_zoc(k.idx("0504")));
        assert!(!rules.in_enemy_zoc(k.idx("0505")));
        let reach = k.reach(u);
        // The zone-of-control hexes themselves are reached and the move may end there…
        for (label, cost) in [("0504", 1), ("0603", 2), ("0403", 2)] {
            assert_eq!(k.cost(&reach, label), Some(mp(cost)), "{label}");
            assert!(reach.can_end(&k.map, k.hex(label)), "{label}");
            assert!(is_destination(&k, &reach, label), "{label}");
        }
        // …but not left: 0502, 0401 and 0601 are 4 away, and every 4-hex path to them
        // enters 0504, 0403 or 0603 first (and 0503 holds the enemy).
        for label in ["0502", "0401", "0601"] {
            assert_eq!(k.cost(&reach, label), None, "{label}");
        }
        let free = rules.ignoring_zoc().reachable(k.hex("0505"), None);
        for label in ["0502", "0401", "0601"] {
            assert_eq!(k.cost(&free, label), Some(mp(4)), "{label}");
        }
        assert_eq!(
            k.cost(&free, "0503"),
            None,
            "the enemy hex is barred even ignoring ZOC"
        );
        // The same when the ruleset does not stop units entering a zone of control.
        k.catalog.zoc.stop_on_enter = false;
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0502"), Some(mp(4)));
    }

    #[test]
    fn zoc_does_not_extend_across_a_creek_hexside() {
        let mut k = Kit::new(9, 9);
        k.catalog.zoc.leave = ZocLeave::Never;
        k.place("red", "infantry", "0503");
        let u = k.place("blue", "infantry", "0504");
        // With no creek, 0504 is in the zone and a rigid ZOC pins the blue unit.
        assert_eq!(k.reach(u).reached(), 1);

        k.add_hexside("0503", "0504", "creek");
        assert_eq!(
            zoc_labels(&k, "blue"),
            ["0402", "0403", "0502", "0602", "0603"]
        );
        assert!(!k.rules(u).in_enemy_zoc(k.idx("0504")));
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0505"), Some(ONE));
        assert_eq!(
            k.cost(&reach, "0603"),
            Some(ONE),
            "it may step into the zone beside it"
        );
        assert_eq!(k.cost(&reach, "0506"), Some(mp(2)));

        // A bridge negates the creek, and the zone extends across it again.
        k.add_hexside("0503", "0504", "bridge");
        assert_eq!(
            zoc_labels(&k, "blue"),
            ["0402", "0403", "0502", "0504", "0602", "0603"]
        );
        assert_eq!(k.reach(u).reached(), 1);
    }

    #[test]
    fn front_zoc_covers_only_the_three_front_hexsides() {
        let mut k = Kit::new(9, 9);
        let gun = k.place("red", "artillery", "0503");
        // No facing: all six hexsides.
        assert_eq!(
            zoc_labels(&k, "blue"),
            ["0402", "0403", "0502", "0504", "0602", "0603"]
        );
        // Facing north (direction 2): N 0502, NE 0602, NW 0402.
        k.unit_mut(gun).facing = Some(Direction::new(2));
        assert_eq!(zoc_labels(&k, "blue"), ["0402", "0502", "0602"]);
        // Facing south (direction 5): S 0504, SE 0603, SW 0403.
        k.unit_mut(gun).facing = Some(Direction::new(5));
        assert_eq!(zoc_labels(&k, "blue"), ["0403", "0504", "0603"]);

        // Facing north, with a rigid ZOC: a blue unit behind it may move, one in front may not.
        k.unit_mut(gun).facing = Some(Direction::new(2));
        k.catalog.zoc.leave = ZocLeave::Never;
        let u = k.place("blue", "infantry", "0504");
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0505"), Some(ONE));
        assert_eq!(k.cost(&reach, "0403"), Some(ONE));
        k.unit_mut(u).location = Location::Map(k.hex("0402"));
        let reach = k.reach(u);
        assert_eq!(reach.reached(), 1);
    }

    #[test]
    fn zoc_leave_never_pins_a_unit_that_starts_in_enemy_zoc() {
        let mut k = Kit::new(9, 9);
        k.catalog.zoc.leave = ZocLeave::Never;
        let u = k.place("blue", "infantry", "0505");
        k.place("red", "infantry", "0504");
        let reach = k.reach(u);
        assert_eq!(reach.reached(), 1);
        assert!(reach.destinations(&k.map).is_empty());
        assert_eq!(k.cost(&reach, "0505"), Some(Mp::ZERO));
        assert!(reach.can_end(&k.map, k.hex("0505")));
        assert_eq!(path_labels(&k, &reach, "0505").unwrap(), ["0505"]);
        assert_eq!(path_labels(&k, &reach, "0506"), None);
        // Ignoring zones of control (a retreat, say), it moves.
        let free = k.rules(u).ignoring_zoc().reachable(k.hex("0505"), None);
        assert_eq!(k.cost(&free, "0506"), Some(ONE));
        // A unit that does not start in a zone moves normally: 0508 is 4 from 0504.
        let l = k.place("blue", "leader", "0508");
        assert_eq!(k.cost(&k.reach(l), "0509"), Some(ONE));
    }

    #[test]
    fn zoc_leave_cost_is_added_to_the_first_step_only() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        k.place("red", "infantry", "0504");
        // Leaving freely, four hexes south.
        assert_eq!(k.cost(&k.reach(u), "0509"), Some(mp(4)));

        k.catalog.zoc.leave = ZocLeave::Cost(ONE);
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0506"), Some(mp(2)));
        assert_eq!(k.cost(&reach, "0507"), Some(mp(3)));
        assert_eq!(k.cost(&reach, "0508"), Some(mp(4)));
        assert_eq!(k.cost(&reach, "0509"), None);
        // 0604 is also in the red zone: 1 + 1, and the move stops there.
        assert_eq!(k.cost(&reach, "0604"), Some(mp(2)));

        k.catalog.zoc.leave = ZocLeave::Cost(HALF);
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0506"), Some(Mp(90)));
        assert_eq!(k.cost(&reach, "0508"), Some(Mp(210)));
        assert_eq!(k.cost(&reach, "0509"), None);
    }

    #[test]
    fn friendly_units_can_be_passed_through_but_not_overstacked() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        k.place("blue", "infantry", "0504");
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0504"), Some(ONE));
        assert!(!reach.can_end(&k.map, k.hex("0504")));
        assert!(!is_destination(&k, &reach, "0504"));
        // 0503 is 2 due north, and the only 2-hex path runs through the friendly hex.
        assert_eq!(k.cost(&reach, "0503"), Some(mp(2)));
        assert!(reach.can_end(&k.map, k.hex("0503")));
        assert_eq!(
            path_labels(&k, &reach, "0503").unwrap(),
            ["0505", "0504", "0503"]
        );
        assert_eq!(reach.reached(), 61);
        assert_eq!(reach.destinations(&k.map).len(), 59);

        // A leader stacks for 0 and may end with the infantry.
        let l = k.place("blue", "leader", "0506");
        let reach = k.reach(l);
        assert!(reach.can_end(&k.map, k.hex("0504")));
        assert!(is_destination(&k, &reach, "0504"));
        // …and the infantry may end on the leader's hex.
        assert!(k.reach(u).can_end(&k.map, k.hex("0506")));

        // With no stacking limit, the infantry may end with the other infantry.
        k.catalog.stacking.limit = None;
        assert!(is_destination(&k, &k.reach(u), "0504"));
    }

    #[test]
    fn path_returns_a_least_cost_chain_of_adjacent_hexes() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        k.set_terrain(&["0504", "0503", "0404", "0403", "0402"], "woods");
        let rules = k.rules(u);
        let reach = rules.reachable(k.hex("0505"), Some(mp(6)));
        // Straight north costs 2 + 2 + 1 = 5 and the west side has woods too; the one 4-MP
        // way is up the east side.
        assert_eq!(k.cost(&reach, "0502"), Some(mp(4)));
        let path = reach.path(&k.map, k.hex("0502")).unwrap();
        assert_eq!(k.labels(&path), ["0505", "0604", "0603", "0602", "0502"]);
        let mut total = Mp::ZERO;
        for w in path.windows(2) {
            let dir = w[0]
                .direction_to(w[1])
                .expect("consecutive path hexes are adjacent");
            let from = k.map.index(w[0]).unwrap();
            let to = k.map.index(w[1]).unwrap();
            total = total + rules.step_cost(from, to, dir).unwrap();
        }
        assert_eq!(total, mp(4), "the path's steps add up to its cost");
        assert_eq!(path_labels(&k, &reach, "0505").unwrap(), ["0505"]);
        assert_eq!(
            path_labels(&k, &reach, "0101"),
            None,
            "0101 is 6 away, over budget"
        );
        // A destination of woods: 0504 costs 2 straight in.
        assert_eq!(path_labels(&k, &reach, "0504").unwrap(), ["0505", "0504"]);
    }

    #[test]
    fn suppressed_status_removes_a_units_zoc() {
        let mut k = Kit::new(9, 9);
        let u = k.place("blue", "infantry", "0505");
        let red = k.place("red", "infantry", "0503");
        // A status that is not listed changes nothing.
        k.unit_mut(red).status.insert("disorganized".into());
        assert_eq!(zoc_labels(&k, "blue").len(), 6);
        assert_eq!(k.cost(&k.reach(u), "0502"), None);

        k.unit_mut(red).status.insert("routed".into());
        assert!(zoc_labels(&k, "blue").is_empty());
        let reach = k.reach(u);
        assert_eq!(k.cost(&reach, "0502"), Some(mp(4)));
        assert_eq!(k.cost(&reach, "0401"), Some(mp(4)));
        assert_eq!(
            k.cost(&reach, "0503"),
            None,
            "a routed unit still bars its hex"
        );
    }

    #[test]
    fn trace_avoids_enemy_units_and_zoc_unless_a_friend_negates_it() {
        let mut k = Kit::new(9, 9);
        k.place("red", "infantry", "0503");
        k.place("blue", "infantry", "0504");
        // Woods make no difference: trace counts hexes.
        k.set_terrain(&["0604"], "woods");
        let blue = k.catalog.side("blue").unwrap();
        let start = k.hex("0505");
        let run = |k: &Kit, radius, rules| {
            trace(&k.map, &k.catalog, &k.state, blue, start, radius, rules)
        };

        let open = run(&k, 3, TraceRules::default());
        assert_eq!(k.cost(&open, "0604"), Some(ONE));
        assert_eq!(
            k.cost(&open, "0503"),
            Some(mp(2)),
            "enemy units do not block by default"
        );
        assert_eq!(k.cost(&open, "0502"), Some(mp(3)));
        assert_eq!(open.reached(), 37);

        let units = TraceRules {
            avoid_enemy_units: true,
            ..TraceRules::default()
        };
        let r = run(&k, 3, units);
        assert_eq!(k.cost(&r, "0503"), None);
        assert_eq!(
            k.cost(&r, "0502"),
            None,
            "the one 3-hex path runs through 0503"
        );
        assert_eq!(k.cost(&run(&k, 4, units), "0502"), Some(mp(4)));

        let zoc = TraceRules {
            avoid_enemy_zoc: true,
            ..units
        };
        let r = run(&k, 3, zoc);
        for label in ["0504", "0603", "0403", "0503"] {
            assert_eq!(k.cost(&r, label), None, "{label}");
        }
        assert_eq!(k.cost(&r, "0604"), Some(ONE));
        assert_eq!(k.cost(&r, "0404"), Some(ONE));
        assert_eq!(
            k.cost(&run(&k, 4, zoc), "0502"),
            None,
            "0502 is in the zone itself"
        );

        let negated = TraceRules {
            friendly_negates_zoc: true,
            ..zoc
        };
        let r = run(&k, 3, negated);
        assert_eq!(
            k.cost(&r, "0504"),
            Some(ONE),
            "the blue infantry negates the zone"
        );
        assert_eq!(k.cost(&r, "0603"), None);
        assert_eq!(k.cost(&r, "0403"), None);
        assert_eq!(k.cost(&r, "0503"), None);
    }

    #[test]
    fn trace_respects_blocked_hexsides_unless_negated() {
        let mut k = Kit::new(9, 9);
        k.add_hexside("0505", "0604", "creek");
        let blue = k.catalog.side("blue").unwrap();
        let creek = 1u64 << k.catalog.hexside_kind("creek").unwrap();
        let start = k.hex("0505");
        let run = |k: &Kit, rules| trace(&k.map, &k.catalog, &k.state, blue, start, 2, rules);
        assert_eq!(k.cost(&run(&k, TraceRules::default()), "0604"), Some(ONE));
        let blocked = TraceRules {
            blocked_hexsides: creek,
            ..TraceRules::default()
        };
        // Round by 0605 (0604 is its northern neighbour).
        assert_eq!(k.cost(&run(&k, blocked), "0604"), Some(mp(2)));
        k.add_hexside("0505", "0604", "bridge");
        assert_eq!(k.cost(&run(&k, blocked), "0604"), Some(ONE));
    }
}
