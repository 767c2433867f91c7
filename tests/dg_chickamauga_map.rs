//! The Chickamauga battlefield (`scenarios/dg-chickamauga/map.lua`, issue 3): the map loads in
//! the kernel under a minimal ruleset that declares exactly its terrain and hexside kinds, and
//! its terrain, creek, bridges, fords and roads are where the published map and the seed text
//! put them. The repairs made to the transcription are listed in
//! `scenarios/dg-chickamauga/MAP.md`.

mod common;

use common::Scenario;
use sandtable::kernel::{Direction, Hex, Map, World};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// A ruleset declaring only what the map uses: the terrain of the Terrain Effects Chart, the
/// creek (prohibited, no zone of control across it) with the bridge and ford that negate it,
/// and the road and trail as routes.
const RULESET: &str = r#"
return {
  id = "dgmap", name = "Chickamauga map test",
  sides = { { id = "union" }, { id = "confederate" } },
  unit_types = { { id = "inf", movement = 6 } },
  terrain = {
    { id = "clear", cost = 1 },
    { id = "forest", cost = 3, los_height = 1 },
    { id = "rough", cost = 3 },
    { id = "forest_rough", cost = 6, los_height = 1 },
    { id = "offmap", cost = "prohibited" },
  },
  hexsides = {
    { id = "creek", cost = "prohibited", blocks_zoc = true },
    { id = "bridge", negates = { "creek" } },
    { id = "ford", negates = { "creek" }, cost = 1 },
    { id = "road", route = 1 },
    { id = "trail", route = 2 },
  },
  phases = { { id = "play", actions = { "pass" } } },
  actions = { pass = { resolve = function() end } },
  victory = function() return { winner = nil, level = "draw", reason = "map test" } end,
}
"#;

fn map_file() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/dg-chickamauga/map.lua")
}

fn hex(w: &World, label: &str) -> Hex {
    w.map
        .grid
        .parse_label(label)
        .unwrap_or_else(|e| panic!("{label}: {e}"))
}

fn bit(w: &World, kind: &str) -> u64 {
    1 << w
        .catalog
        .hexside_kind(kind)
        .unwrap_or_else(|| panic!("no hexside kind {kind}"))
}

fn terrain_id(w: &World, h: Hex) -> String {
    let t = w.map.terrain(h).expect("hex on the map");
    w.catalog.terrain[t as usize].id.clone()
}

fn playable(w: &World, h: Hex) -> bool {
    w.map.contains(h) && terrain_id(w, h) != "offmap"
}

/// Every hexside of the map once, as (hex, direction, raw feature bits).
fn hexsides(map: &Map) -> Vec<(Hex, Direction, u64)> {
    let mut out = Vec::new();
    for h in map.hexes() {
        for d in Direction::ALL {
            let n = h.neighbor(d);
            let bits = map.hexside(h, d);
            // Each hexside is seen from both hexes: keep it once (or once if the other is off).
            if bits != 0 && (!map.contains(n) || map.index(h) < map.index(n)) {
                out.push((h, d, bits));
            }
        }
    }
    out
}

/// The hexes reached from `from` by crossing only hexsides that carry one of `via` (raw bits),
/// never entering an offmap hex.
fn along(w: &World, from: &[&str], via: u64) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut queue = VecDeque::new();
    for l in from {
        let h = hex(w, l);
        seen.insert(h);
        queue.push_back(h);
    }
    while let Some(h) = queue.pop_front() {
        for d in Direction::ALL {
            let n = h.neighbor(d);
            if w.map.hexside(h, d) & via != 0 && playable(w, n) && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    seen.into_iter().map(|h| w.label(h)).collect()
}

/// The playable hexes reached from `from` without crossing a hexside on which `wall` is in
/// force (after the ruleset's negations, so bridges and fords open the creek).
fn flood(w: &World, from: &str, wall: u64, effective: bool) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let start = hex(w, from);
    seen.insert(start);
    let mut queue = VecDeque::from([start]);
    while let Some(h) = queue.pop_front() {
        for d in Direction::ALL {
            let n = h.neighbor(d);
            let bits = w.map.hexside(h, d);
            let bits = if effective {
                w.catalog.effective_hexside(bits)
            } else {
                bits
            };
            if bits & wall == 0 && playable(w, n) && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    seen.into_iter().map(|h| w.label(h)).collect()
}

fn area(w: &World, name: &str) -> Vec<String> {
    let hexes = w
        .map
        .areas
        .get(name)
        .unwrap_or_else(|| panic!("no area {name}"));
    hexes.iter().map(|h| w.label(*h)).collect()
}

const BRIDGES: [(&str, &str, &str); 4] = [
    ("Alexander's Bridge", "1922", "2022"),
    ("Reed's Bridge", "2216", "2316"),
    ("Dyer's Bridge", "2311", "2411"),
    ("Ringgold Bridge", "2403", "2503"),
];

#[test]
fn grid_is_26_by_28_with_the_transcribed_terrain_counts() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        assert_eq!((w.map.grid.cols, w.map.grid.rows), (26, 28));
        assert_eq!(w.map.len(), 728);
        assert_eq!(w.label(w.map.grid.hex_at(0)), "0101");
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for h in w.map.hexes() {
            *counts.entry(terrain_id(w, h)).or_default() += 1;
        }
        // The counts of terrain.json (VALOR transcription), taken over unchanged.
        let expected: BTreeMap<String, usize> = [
            ("clear", 241),
            ("forest", 300),
            ("forest_rough", 121),
            ("offmap", 54),
            ("rough", 12),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        assert_eq!(counts, expected);
        for (label, t) in [
            ("0101", "clear"),
            ("0102", "forest"),
            ("1013", "rough"),
            ("1113", "rough"),
            ("0503", "forest_rough"),
            ("1127", "clear"),
        ] {
            assert_eq!(terrain_id(w, hex(w, label)), t, "terrain of {label}");
        }
    });
}

#[test]
fn offmap_hexes_are_column_26_the_even_columns_row_28_and_the_printed_boxes() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let off: BTreeSet<String> = w
            .map
            .hexes()
            .filter(|h| !playable(w, *h))
            .map(|h| w.label(h))
            .collect();
        let mut expected = BTreeSet::new();
        for r in 1..=28 {
            expected.insert(format!("26{r:02}"));
        }
        for c in (2..=24).step_by(2) {
            expected.insert(format!("{c:02}28"));
        }
        for c in 22..=25 {
            for r in 25..=28 {
                expected.insert(format!("{c:02}{r:02}"));
            }
        }
        assert_eq!(off, expected);
    });
}

#[test]
fn every_listed_hexside_joins_two_adjacent_hexes() {
    // The loader rejects a hexside whose hexes are not adjacent, so loading is the check;
    // the text is read again here so that a failure names the entry.
    let _ = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    let text = std::fs::read_to_string(map_file()).unwrap();
    let grid = sandtable::kernel::Grid::col_row(26, 28);
    let mut n = 0;
    for (i, _) in text.match_indices('/') {
        // Entries are written "AAAA/BBBB" (quotes included).
        let Some(entry) = text.get(i.saturating_sub(5)..i + 6) else {
            continue;
        };
        let bytes = entry.as_bytes();
        if !(bytes[0] == b'"' && bytes[10] == b'"') {
            continue;
        }
        let (a, b) = (&entry[1..5], &entry[6..10]);
        let (ha, hb) = (grid.parse_label(a).unwrap(), grid.parse_label(b).unwrap());
        assert_eq!(
            ha.distance(hb),
            1,
            "{a}/{b} joins hexes that are not adjacent"
        );
        assert!(a < b, "{a}/{b}: write the lower label first");
        n += 1;
    }
    // 4 bridges + 111 creek + 6 fords + 178 road + 86 trail entries (bridges and fords are
    // listed under creek and road/trail too).
    assert_eq!(n, 385);
}

#[test]
fn hexside_kinds_have_the_expected_counts() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let sides = hexsides(&w.map);
        let count = |k: &str| sides.iter().filter(|s| s.2 & bit(w, k) != 0).count();
        assert_eq!(count("bridge"), 4);
        assert_eq!(count("ford"), 6);
        assert_eq!(count("creek"), 111);
        assert_eq!(count("road"), 178);
        assert_eq!(count("trail"), 86);
        // No hexside leads into an offmap hex.
        for (h, d, _) in &sides {
            let n = h.neighbor(*d);
            assert!(
                playable(w, *h) && playable(w, n),
                "{}/{} touches an offmap hex",
                w.label(*h),
                w.label(n)
            );
        }
    });
}

#[test]
fn every_bridge_and_ford_lies_on_a_creek_hexside() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let (creek, bridge, ford) = (bit(w, "creek"), bit(w, "bridge"), bit(w, "ford"));
        let (road, trail) = (bit(w, "road"), bit(w, "trail"));
        for (h, d, bits) in hexsides(&w.map) {
            let side = format!("{}/{}", w.label(h), w.label(h.neighbor(d)));
            if bits & (bridge | ford) != 0 {
                assert!(bits & creek != 0, "{side}: a crossing off the creek");
                // The crossing opens the creek: the kernel sees no creek there.
                assert_eq!(w.catalog.effective_hexside(bits) & creek, 0, "{side}");
            }
            if bits & bridge != 0 {
                assert!(bits & road != 0, "{side}: a bridge carries the road");
            }
            if bits & ford != 0 {
                assert!(bits & trail != 0, "{side}: a ford carries a trail");
            }
            if bits & creek != 0 && bits & (bridge | ford) == 0 {
                assert_eq!(bits & (road | trail), 0, "{side}: a road over the creek");
            }
        }
        for (name, west, east) in BRIDGES {
            let (a, b) = (hex(w, west), hex(w, east));
            let d = a.direction_to(b).expect("bridge hexes adjacent");
            assert!(w.map.hexside(a, d) & bridge != 0, "{name} at {west}/{east}");
        }
    });
}

#[test]
fn the_creek_runs_from_the_south_edge_to_the_east_edge_and_divides_the_map() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let creek = bit(w, "creek");
        let west = flood(w, "0101", creek, false);
        let all = w.map.hexes().filter(|h| playable(w, *h)).count();
        // Without its crossings the creek cuts the map in two: the Union (west) bank with the
        // exits and the Union entry hexes, and the east bank the Confederates come from.
        assert_eq!(west.len(), 585);
        assert_eq!(all - west.len(), 89);
        for l in ["0101", "0111", "0728", "1027", "1127", "1527"] {
            assert!(west.contains(l), "{l} on the west bank");
        }
        for l in ["1627", "1928", "2027", "2503", "2411", "1128"] {
            assert!(!west.contains(l), "{l} on the east bank");
        }
        // With bridges and fords every playable hex is reachable but 1128, a hex of the south
        // bank shut in by the creek and the map's edge.
        let open = flood(w, "0101", creek, true);
        let shut: Vec<String> = w
            .map
            .hexes()
            .filter(|h| playable(w, *h))
            .map(|h| w.label(h))
            .filter(|l| !open.contains(l))
            .collect();
        assert_eq!(shut, ["1128"]);
        // The creek's hexsides form unbroken lines of hex edges: every corner it touches joins
        // exactly two of its hexsides, except its ends, which lie on the edge of the playable
        // map. It leaves the map once on the way, through the half-hex 1228 (offmap): four ends.
        let mut corners: BTreeMap<[(i32, i32); 3], (u32, bool)> = BTreeMap::new();
        for (h, d, bits) in hexsides(&w.map) {
            if bits & creek == 0 {
                continue;
            }
            let n = h.neighbor(d);
            for (corner, third) in corners_with_third_hex(h, n) {
                let e = corners.entry(corner).or_insert((0, false));
                e.0 += 1;
                e.1 |= !playable(w, third);
            }
        }
        let ends: Vec<_> = corners.values().filter(|(n, _)| *n != 2).collect();
        assert_eq!(ends.len(), 4, "creek line ends: {ends:?}");
        assert!(
            ends.iter().all(|(n, at_edge)| *n == 1 && *at_edge),
            "{ends:?}"
        );
    });
}

/// The two corners of the hexside between adjacent hexes `a` and `b`, each named by the three
/// hexes that meet there (sorted), with the third hex.
fn corners_with_third_hex(a: Hex, b: Hex) -> Vec<([(i32, i32); 3], Hex)> {
    a.neighbors()
        .into_iter()
        .filter(|t| b.distance(*t) == 1)
        .map(|t| {
            let mut k = [(a.q, a.r), (b.q, b.r), (t.q, t.r)];
            k.sort();
            (k, t)
        })
        .collect()
}

#[test]
fn bridge_places_are_the_west_bank_hexes_of_the_four_bridges() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let west = flood(w, "0101", bit(w, "creek"), false);
        assert_eq!(w.map.places.len(), 4);
        for (name, west_hex, east_hex) in BRIDGES {
            let p = w
                .map
                .place(name)
                .unwrap_or_else(|| panic!("no place {name}"));
            assert_eq!(w.label(p.hex), west_hex, "{name}");
            assert_eq!(p.kind, "bridge");
            assert!(
                west.contains(west_hex),
                "{name}: {west_hex} on the west bank"
            );
            assert!(
                !west.contains(east_hex),
                "{name}: {east_hex} on the east bank"
            );
        }
    });
}

#[test]
fn roads_connect_both_exits_to_all_four_bridges() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let road = bit(w, "road");
        let trail = bit(w, "trail");
        for exit in ["0101", "0111"] {
            for (via, what) in [(road, "road"), (road | trail, "road and trail")] {
                let net = along(w, &[exit], via);
                for (name, west, east) in BRIDGES {
                    assert!(
                        net.contains(west) && net.contains(east),
                        "{name} ({west}/{east}) is not reached from {exit} by {what}"
                    );
                }
            }
        }
    });
}

#[test]
fn a_road_leads_from_the_exits_to_the_eastern_edge() {
    // Seed: the Confederate exit VP need "a line of connected road hexes ... from 0101 or 0111
    // to any road hex on the eastern edge of the map".
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let east = area(w, "east_edge");
        assert_eq!(east.len(), 24);
        assert!(east.iter().all(|l| l.starts_with("25")));
        let net = along(w, &["0101", "0111"], bit(w, "road"));
        let reached: Vec<&String> = east.iter().filter(|l| net.contains(*l)).collect();
        assert_eq!(
            reached,
            ["2503"],
            "road hexes of the eastern edge on the network"
        );
    });
}

#[test]
fn the_exits_are_clear_road_hexes_on_the_west_edge() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let road = bit(w, "road");
        assert_eq!(area(w, "exits"), ["0101", "0111"]);
        for l in ["0101", "0111"] {
            let h = hex(w, l);
            assert!(w.map.is_edge(h), "{l} on the map edge");
            assert_eq!(
                w.map.grid.to_offset(h).0,
                0,
                "{l} in the westernmost column"
            );
            assert_eq!(terrain_id(w, h), "clear");
            // A road leads off the map here: the hex carries a road hexside.
            assert!(
                Direction::ALL
                    .iter()
                    .any(|d| w.map.hexside(h, *d) & road != 0),
                "{l} is a road hex"
            );
        }
    });
}

#[test]
fn entry_hexes_are_on_the_south_edge_and_on_roads_or_trails() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let road = bit(w, "road");
        let trail = bit(w, "trail");
        let edge = area(w, "map_edge");
        assert_eq!(area(w, "union_entry"), ["0728", "1027"]);
        assert_eq!(area(w, "confederate_entry"), ["1627", "1928"]);
        for (l, kinds) in [
            // The Union supply train enters here and must always occupy a road or trail hex;
            // reinforcements arrive "as though from a road".
            ("0728", road),
            ("1027", road),
            ("1627", road | trail),
            ("1928", road),
        ] {
            let h = hex(w, l);
            assert!(playable(w, h), "{l} playable");
            assert!(edge.contains(&l.to_string()), "{l} on the map edge");
            assert!(w.map.grid.to_offset(h).1 >= 26, "{l} in the south");
            assert!(
                Direction::ALL
                    .iter()
                    .any(|d| w.map.hexside(h, *d) & kinds != 0),
                "{l} on a road (or trail)"
            );
        }
        // The entries lead onto the road network.
        let net = along(w, &["0101"], road);
        for l in ["0728", "1027", "1928"] {
            assert!(net.contains(l), "{l} joined to the exits by road");
        }
    });
}

#[test]
fn objective_hexes_are_playable_and_on_or_beside_a_road() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let road = bit(w, "road");
        assert_eq!(area(w, "objectives_confederate"), ["0211", "0502"]);
        assert_eq!(area(w, "objectives_either"), ["0822", "1108", "1115"]);
        assert_eq!(area(w, "objectives_union"), ["1920", "2311"]);
        let net = along(w, &["0101"], road);
        for l in ["0211", "0502", "0822", "1108", "1115", "1920", "2311"] {
            let h = hex(w, l);
            assert!(playable(w, h), "{l} playable");
            assert_eq!(terrain_id(w, h), "clear", "{l}");
            let near_road = std::iter::once(h)
                .chain(h.neighbors())
                .any(|n| w.map.contains(n) && net.contains(&w.label(n)));
            assert!(near_road, "{l} on or beside the road network");
        }
        // 2311 is the west end of Dyer's Bridge, 1920 on the road to Alexander's Bridge.
        assert_eq!(w.label(w.map.place("Dyer's Bridge").unwrap().hex), "2311");
        assert!(along(w, &["1920"], road).contains("1922"));
    });
}

#[test]
fn map_edge_area_lists_every_playable_hex_beside_the_grid_end_or_an_offmap_hex() {
    let g = Scenario::map_only("dgmap", RULESET, "chickamauga", "dg-chickamauga").start();
    g.with_world(|w| {
        let expected: Vec<String> = w
            .map
            .hexes()
            .filter(|h| playable(w, *h))
            .filter(|h| h.neighbors().iter().any(|n| !playable(w, *n)))
            .map(|h| w.label(h))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(area(w, "map_edge"), expected);
    });
}
