//! Kernel benchmarks: movement (reachable hexes with zones of control) and line of sight on a
//! 100 × 100 map built here, deterministically (no random numbers: a fixed integer hash).
//!
//! Goals (see `docs/performance.md`): reachable hexes for 12 MP on 10,000 hexes ≤ 0.5 ms;
//! line of sight between two hexes 30 apart ≤ 5 µs.
//!
//! Run with `cargo bench --bench kernel`.

use criterion::{Criterion, criterion_group, criterion_main};
use sandtable::kernel::dice::Dice;
use sandtable::kernel::hex::{Direction, Hex};
use sandtable::kernel::los::line_of_sight;
use sandtable::kernel::movement::MoveRules;
use sandtable::kernel::rules::{
    Catalog, Cost, CostTable, HexsideDef, LosEffect, LosRules, Mp, SideDef, StackingRules,
    TerrainDef, UnitTypeDef, ZocKind, ZocRules,
};
use sandtable::kernel::{GameState, Grid, Location, Map, Shared, Unit, UnitId};
use std::collections::BTreeSet;
use std::hint::black_box;
use std::time::Duration;

const COLS: i32 = 100;
const ROWS: i32 = 100;

/// Movement classes.
const FOOT: usize = 0;
const MOUNTED: usize = 1;
const WHEELED: usize = 2;

/// Hexside kinds, in catalog order.
const CREEK: u32 = 0;
const BRIDGE: u32 = 1;
const FORD: u32 = 2;
const ROAD: u32 = 3;
const TRAIL: u32 = 4;

/// Terrain kinds, in catalog order.
const CLEAR: u16 = 0;
const WOODS: u16 = 1;
const ROUGH: u16 = 2;

fn mp(points: u32) -> Cost {
    Cost::Mp(Mp::from_points(points))
}

const HALF: Cost = Cost::Mp(Mp(Mp::UNIT / 2));

/// A cost per class: foot, mounted, wheeled.
fn per_class(foot: Cost, mounted: Cost, wheeled: Cost) -> CostTable {
    CostTable {
        default: foot,
        by_class: vec![Some(foot), Some(mounted), Some(wheeled)],
    }
}

fn terrain(id: &str, cost: CostTable, height: i32) -> TerrainDef {
    TerrainDef {
        id: id.into(),
        name: id.into(),
        cost,
        night: Vec::new(),
        los: LosEffect {
            height,
            hindrance: 0,
        },
    }
}

fn hexside(id: &str, cost: CostTable) -> HexsideDef {
    HexsideDef {
        id: id.into(),
        name: id.into(),
        cost,
        route: None,
        route_cap: false,
        negates: 0,
        move_negates: Vec::new(),
        blocks_zoc: false,
        blocks_los: false,
    }
}

fn unit_type(id: &str, movement: u32, move_class: usize, zoc: ZocKind) -> UnitTypeDef {
    UnitTypeDef {
        id: id.into(),
        name: id.into(),
        movement: Mp::from_points(movement),
        move_class,
        zoc,
        stack: 1,
        leader: false,
    }
}

/// A ruleset of the usual horse-and-musket kind: three movement classes with their own
/// terrain costs, creeks crossed only at bridges and fords, roads and trails.
fn catalog() -> Catalog {
    let creek_bit = 1u64 << CREEK;
    let mut creek = hexside("creek", CostTable::uniform(Cost::Prohibited));
    creek.blocks_zoc = true;
    let mut bridge = hexside("bridge", CostTable::uniform(mp(0)));
    bridge.negates = creek_bit;
    let mut ford = hexside("ford", per_class(mp(1), mp(1), mp(2)));
    ford.negates = creek_bit;
    let mut road = hexside("road", CostTable::uniform(mp(0)));
    road.route = Some(CostTable::uniform(HALF));
    let mut trail = hexside("trail", CostTable::uniform(mp(0)));
    trail.route = Some(per_class(mp(1), mp(1), mp(2)));
    Catalog {
        sides: ["blue", "red"]
            .iter()
            .map(|s| SideDef {
                id: (*s).into(),
                name: (*s).into(),
            })
            .collect(),
        move_classes: vec!["foot".into(), "mounted".into(), "wheeled".into()],
        unit_types: vec![
            unit_type("infantry", 4, FOOT, ZocKind::All),
            unit_type("cavalry", 12, MOUNTED, ZocKind::All),
            unit_type("artillery", 3, WHEELED, ZocKind::Front),
        ],
        formations: Vec::new(),
        terrain: vec![
            terrain("clear", per_class(mp(1), mp(1), mp(1)), 0),
            terrain("woods", per_class(mp(2), mp(3), mp(4)), 1),
            terrain("rough", per_class(mp(2), mp(3), Cost::Prohibited), 0),
        ],
        hexsides: vec![creek, bridge, ford, road, trail],
        zoc: ZocRules::default(),
        los: LosRules::default(),
        stacking: StackingRules { limit: Some(2) },
    }
}

/// A fixed integer hash (SplitMix64's finaliser): deterministic scatter without `rand`.
fn hash(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Adds `kind` on every hexside between offset `(x, y)` and a neighbour for which `across`
/// holds (given the neighbour's offset coordinates).
fn add_sides(map: &mut Map, x: i32, y: i32, kind: u32, across: impl Fn(i32, i32) -> bool) {
    let h = map.grid.from_offset(x, y);
    for dir in Direction::ALL {
        let (nx, ny) = map.grid.to_offset(h.neighbor(dir));
        if across(nx, ny) && map.contains(h.neighbor(dir)) {
            map.add_hexside(h, dir, kind);
        }
    }
}

/// Adds `kind` on the hexside between two adjacent offset hexes.
fn add_between(map: &mut Map, a: (i32, i32), b: (i32, i32), kind: u32) {
    let (ha, hb) = (
        map.grid.from_offset(a.0, a.1),
        map.grid.from_offset(b.0, b.1),
    );
    let dir = ha.direction_to(hb).expect("adjacent hexes");
    map.add_hexside(ha, dir, kind);
}

/// Columns with a creek on their east edge; rows with a creek on their south edge.
const CREEK_COLS: [i32; 3] = [22, 47, 73];
const CREEK_ROWS: [i32; 1] = [62];
/// Rows and columns with a road along them; the diagonal-ish trails are laid separately.
const ROAD_ROWS: [i32; 3] = [20, 50, 80];
const ROAD_COLS: [i32; 3] = [15, 50, 85];

/// The 100 × 100 map: 20 % woods and 12 % rough scattered by hash, rolling ground (levels
/// 0–2 in 10 × 10 blocks), three north–south creeks and one east–west creek with a ford
/// every 11 hexes, three east–west and three north–south roads (bridged where they cross a
/// creek) and two trails.
fn build_map() -> Map {
    let mut map = Map::new(Grid::col_row(COLS, ROWS), CLEAR);
    for y in 0..ROWS {
        for x in 0..COLS {
            let h = map.grid.from_offset(x, y);
            let i = (y * COLS + x) as u64;
            let t = match hash(i) % 100 {
                0..20 => WOODS,
                20..32 => ROUGH,
                _ => CLEAR,
            };
            map.set_terrain(h, t);
            let block = ((y / 10) * 10 + x / 10) as u64;
            map.set_elevation(h, (hash(block ^ 0xe1e7) % 3) as i16);
        }
    }
    // Creeks, with fords.
    for &cx in &CREEK_COLS {
        for y in 0..ROWS {
            add_sides(&mut map, cx, y, CREEK, |nx, _| nx == cx + 1);
            if y % 11 == 5 {
                add_between(&mut map, (cx, y), (cx + 1, y), FORD);
            }
        }
    }
    for &cy in &CREEK_ROWS {
        for x in 0..COLS {
            add_sides(&mut map, x, cy, CREEK, |_, ny| ny == cy + 1);
            if x % 11 == 3 {
                add_between(&mut map, (x, cy), (x, cy + 1), FORD);
            }
        }
    }
    // Roads, bridged over the creeks.
    for &ry in &ROAD_ROWS {
        for x in 0..COLS - 1 {
            add_between(&mut map, (x, ry), (x + 1, ry), ROAD);
            if CREEK_COLS.contains(&x) {
                add_between(&mut map, (x, ry), (x + 1, ry), BRIDGE);
            }
        }
    }
    for &rx in &ROAD_COLS {
        for y in 0..ROWS - 1 {
            add_between(&mut map, (rx, y), (rx, y + 1), ROAD);
            if CREEK_ROWS.contains(&y) {
                add_between(&mut map, (rx, y), (rx, y + 1), BRIDGE);
            }
        }
    }
    // Two trails wandering north-east from the south-west, one hex per step (creek
    // crossings need a ford; a trail that meets a creek elsewhere simply has no way over).
    for start in [(5, 95), (40, 99)] {
        let mut h = map.grid.from_offset(start.0, start.1);
        let ne = Direction::new(1);
        let n = Direction::new(2);
        for step in 0..90 {
            let dir = if step % 3 == 0 { n } else { ne };
            let next = h.neighbor(dir);
            if !map.contains(next) {
                break;
            }
            map.add_hexside(h, dir, TRAIL);
            h = next;
        }
    }
    map
}

fn new_unit(key: String, side: usize, unit_type: usize, hex: Hex) -> Unit {
    Unit {
        name: key.clone(),
        key,
        side,
        unit_type,
        parent: None,
        location: Location::Map(hex),
        strength: 4,
        max_strength: 4,
        facing: None,
        formation: None,
        status: BTreeSet::new(),
        leader: None,
        props: Default::default(),
    }
}

/// The hex the moving unit starts in: the crossing of the central roads.
fn centre(map: &Map) -> Hex {
    map.grid.from_offset(50, 50)
}

/// 300 units, 150 a side: blue in the western 60 % of the map, red in the eastern 60 %, so
/// the two mix across the middle. No unit within 2 hexes of the centre; at most 2 per hex.
/// Unit 0 is the blue cavalry (12 MP) that moves, in the centre.
fn build_state(map: &Map, catalog: &Catalog) -> (GameState, UnitId) {
    let mut state = GameState::new(catalog.sides.len(), Dice::new(1));
    let cav = catalog.unit_type("cavalry").expect("cavalry");
    let mover = state.units.len() as UnitId;
    state
        .units
        .push(Shared::new(new_unit("mover".into(), 0, cav, centre(map))));
    let mut count = vec![0u8; map.len()];
    let mut k = 0u64;
    let mut placed = 0;
    while placed < 300 {
        k += 1;
        let side = placed % 2;
        let r = hash(k ^ 0x5151);
        let x = (r % 60) as i32 + if side == 0 { 0 } else { 40 };
        let y = ((r >> 16) % ROWS as u64) as i32;
        let h = map.grid.from_offset(x, y);
        let i = map.index(h).expect("on the map");
        if h.distance(centre(map)) <= 2 || count[i] >= 2 {
            continue;
        }
        count[i] += 1;
        let ut = match (r >> 32) % 10 {
            0..6 => 0, // infantry
            6..8 => 1, // cavalry
            _ => 2,    // artillery
        };
        let mut u = new_unit(format!("u{placed}"), side, ut, h);
        if ut == 2 {
            // Guns face the enemy: blue faces east-ish (NE/SE), red west-ish.
            u.facing = Some(Direction::new(
                ((r >> 40) % 2) as i32 + if side == 0 { 0 } else { 3 },
            ));
        }
        state.units.push(Shared::new(u));
        placed += 1;
    }
    (state, mover)
}

fn bench_reachable(c: &mut Criterion) {
    let catalog = catalog();
    let map = build_map();
    let (state, mover) = build_state(&map, &catalog);
    let start = centre(&map);
    let rules = MoveRules::for_unit(&map, &catalog, &state, mover).expect("on the map");
    assert_eq!(rules.allowance, Mp::from_points(12));
    let reach = rules.reachable(start, None);
    let zoc = (0..map.len()).filter(|&i| rules.in_enemy_zoc(i)).count();
    eprintln!(
        "reachable_12mp_10k_hexes: {} hexes, {} units, {} hexes in enemy ZOC; search reached {} hexes, {} destinations",
        map.len(),
        state.units.len(),
        zoc,
        reach.reached(),
        reach.destinations(&map).len()
    );
    let wide = MoveRules::for_unit(&map, &catalog, &state, mover)
        .expect("on the map")
        .ignoring_zoc()
        .reachable(start, None);
    eprintln!(
        "reachable_12mp_10k_hexes: ignoring ZOC the search reaches {} hexes",
        wide.reached()
    );

    let mut g = c.benchmark_group("reachable_12mp_10k_hexes");
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(3));
    g.bench_function("for_unit+reachable", |b| {
        b.iter(|| {
            let rules = MoveRules::for_unit(
                black_box(&map),
                black_box(&catalog),
                black_box(&state),
                mover,
            )
            .expect("on the map");
            rules.reachable(black_box(start), None)
        })
    });
    g.bench_function("reachable_only", |b| {
        b.iter(|| rules.reachable(black_box(start), None))
    });
    // The same unit ignoring zones of control (a retreat or strategic move): a wider search.
    let free = MoveRules::for_unit(&map, &catalog, &state, mover)
        .expect("on the map")
        .ignoring_zoc();
    g.bench_function("reachable_only/ignoring_zoc", |b| {
        b.iter(|| free.reachable(black_box(start), None))
    });
    g.bench_function("for_unit_only", |b| {
        b.iter(|| {
            MoveRules::for_unit(
                black_box(&map),
                black_box(&catalog),
                black_box(&state),
                mover,
            )
        })
    });
    g.finish();
}

fn bench_los(c: &mut Criterion) {
    let catalog = catalog();
    let mut map = build_map();
    // Clear: two hilltops (level 4) 30 hexes apart along row 40, seeing over the woods and
    // rolling ground (at most level 2 + woods 1) between them, so every step is examined.
    let a = map.grid.from_offset(35, 40);
    let b = map.grid.from_offset(65, 40);
    map.set_elevation(a, 4);
    map.set_elevation(b, 4);
    // Blocked: the same distance on the ground along row 30; the first high hex stops it.
    let c0 = map.grid.from_offset(35, 30);
    let c1 = map.grid.from_offset(65, 30);
    assert_eq!(a.distance(b), 30);
    assert_eq!(c0.distance(c1), 30);
    let clear = line_of_sight(&map, &catalog, a, b);
    let blocked = line_of_sight(&map, &catalog, c0, c1);
    assert!(clear.clear, "hilltop line should be clear");
    assert!(!blocked.clear, "ground line should be blocked");
    let line = a.line(b);
    let sides = line
        .iter()
        .filter(|s| matches!(s, sandtable::kernel::LineStep::Hexside(..)))
        .count();
    let woods = line
        .iter()
        .flat_map(|s| s.hexes())
        .filter(|h| map.terrain(*h) == Some(WOODS))
        .count();
    eprintln!(
        "los_30_hexes: clear line has {} steps ({} along hexsides, {} woods hexes); ground line blocked by {:?} at distance {}",
        line.len(),
        sides,
        woods,
        blocked.blocked_by,
        blocked.blocked_by.map_or(0, |h| c0.distance(h))
    );

    let mut g = c.benchmark_group("los_30_hexes");
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(3));
    g.bench_function("line_of_sight/clear", |bch| {
        bch.iter(|| {
            line_of_sight(
                black_box(&map),
                black_box(&catalog),
                black_box(a),
                black_box(b),
            )
        })
    });
    g.bench_function("line_of_sight/blocked", |bch| {
        bch.iter(|| {
            line_of_sight(
                black_box(&map),
                black_box(&catalog),
                black_box(c0),
                black_box(c1),
            )
        })
    });
    g.bench_function("hex_line", |bch| {
        bch.iter(|| black_box(a).line(black_box(b)))
    });
    g.finish();
}

criterion_group!(benches, bench_reachable, bench_los);
criterion_main!(benches);
