//! The three Chickamauga maps against what the seed rulebooks say of them (issue 3): the
//! generated *River of Death* and *This Terrible Sound* maps (`scenarios/<ruleset>/map.lua`,
//! from `scenarios/chickamauga/battlefield.geojson` by `sandtable mapgen`) and the converted
//! Decision Games map. Each is loaded in the kernel through a minimal test ruleset that declares
//! every terrain and hexside kind the maps use. The checks: every place a seed names is on the
//! map it applies to (a place, or an area for roads, streams, hills and fields); bridges and
//! fords lie on creek hexsides and roads cross the creek nowhere else; road exits reach the map
//! edge where the rules put them; Snodgrass Hill and Horseshoe Ridge have slope hexsides; the
//! committed maps equal a regeneration; and the TTS grid fits the seed's hex pins (the residual
//! table is printed; see docs/maps.md).

mod common;

use common::Scenario;
use sandtable::kernel::{Direction, Hex, World};
use sandtable::mapgen;
use std::collections::{BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

/// Every terrain and hexside kind of the three maps; costs are placeholders.
const RULESET: &str = r#"
return {
  id = "mapcheck", name = "Chickamauga maps test",
  sides = { { id = "union" }, { id = "confederate" } },
  unit_types = { { id = "inf", movement = 6 } },
  terrain = {
    { id = "clear", cost = 1 }, { id = "field", cost = 1 }, { id = "orchard", cost = 1 },
    { id = "woods", cost = 2 }, { id = "forest", cost = 2 }, { id = "rough", cost = 3 },
    { id = "forest_rough", cost = 4 }, { id = "offmap", cost = "prohibited" },
  },
  hexsides = {
    { id = "creek", cost = "prohibited", blocks_zoc = true },
    { id = "bridge", negates = { "creek" } },
    { id = "ford", negates = { "creek" }, cost = 1 },
    { id = "stream", cost = 1 },
    { id = "road", route = 1 },
    { id = "trail", route = 2 },
    { id = "slope", cost = 1 },
    { id = "steep_slope", cost = 2 },
    { id = "extreme_slope", cost = 2 },
  },
  phases = { { id = "play", actions = { "pass" } } },
  actions = { pass = { resolve = function() end } },
  victory = function() return { winner = nil, level = "draw", reason = "map test" } end,
}
"#;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

const ROD: &str = "river-of-death";
const TTS: &str = "this-terrible-sound";
const DG: &str = "dg-chickamauga";

fn bit(w: &World, kind: &str) -> u64 {
    w.catalog.hexside_kind(kind).map(|k| 1u64 << k).unwrap_or(0)
}

fn hex(w: &World, label: &str) -> Hex {
    w.map
        .grid
        .parse_label(label)
        .unwrap_or_else(|e| panic!("{label}: {e}"))
}

fn place(w: &World, name: &str) -> Hex {
    w.map
        .place(name)
        .unwrap_or_else(|| panic!("no place '{name}'"))
        .hex
}

fn area(w: &World, name: &str) -> BTreeSet<Hex> {
    w.map
        .areas
        .get(name)
        .unwrap_or_else(|| panic!("no area '{name}'"))
        .iter()
        .copied()
        .collect()
}

/// Hexes reached from `from` across hexsides carrying one of `via`.
fn along(w: &World, from: Hex, via: u64) -> BTreeSet<Hex> {
    let mut seen = BTreeSet::from([from]);
    let mut queue = VecDeque::from([from]);
    while let Some(h) = queue.pop_front() {
        for d in Direction::ALL {
            let n = h.neighbor(d);
            if w.map.contains(n) && w.map.hexside(h, d) & via != 0 && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    seen
}

/// A map entity a seed's wording stands for.
enum On {
    /// A place of the map.
    Place(&'static str),
    /// An area of the map (a road, stream, hill or field made an area by the spec).
    Area(&'static str),
    /// Hexsides of this kind (the creek).
    Hexsides(&'static str),
}

/// What the River of Death rulebook names (sections 1–12; the last five only in its
/// historical notes, 13), and what stands for it on the map.
const ROD_NAMES: &[(&str, On)] = &[
    ("Chickamauga Creek", On::Hexsides("creek")),
    ("Lee and Gordon's Mill", On::Place("Lee and Gordon's Mill")),
    ("Reed's bridge", On::Place("Reed's Bridge")),
    ("Alexander's bridge", On::Place("Alexander's Bridge")),
    ("Dyer's bridge", On::Place("Dyer's Ford and Bridge")),
    ("Dyer's ford", On::Place("Dyer's Ford and Bridge")),
    ("Dyer's Mill", On::Place("Dyer's Mill")),
    ("Fowler's Ford", On::Place("Fowler's Ford")),
    ("Thedford's ford", On::Place("Thedford's Ford")),
    ("Lambert's ford", On::Place("Lambert's Ford")),
    ("Alexander house", On::Place("Alexander house")),
    ("Brotherton house", On::Place("Brotherton house")),
    ("A. Brock house", On::Place("A. Brock house")),
    ("B. Brock house", On::Place("B. Brock house")),
    ("Viniard house", On::Place("Viniard house")),
    ("Kelly house", On::Place("Kelly house")),
    ("Withers house", On::Place("Withers house")),
    ("Winfrey house", On::Place("Winfrey house")),
    ("Hall house", On::Place("Hall house")),
    ("Thedford house", On::Place("Thedford house")),
    ("Poe house", On::Place("Poe house")),
    ("Dyer house", On::Place("Dyer house")),
    ("Widow Glenn house", On::Place("Widow Glenn house")),
    ("Mullis house", On::Place("Mullis house")),
    ("Vittitoe house", On::Place("Vittetoe house")),
    ("Snodgrass house", On::Place("Snodgrass house")),
    ("McDonald house", On::Place("McDonald house")),
    ("Cloud church", On::Place("Cloud Church")),
    ("Jay's Mill", On::Place("Jay's Mill")),
    ("blacksmith shop", On::Place("Blacksmith shop")),
    ("Cave Spring", On::Place("Cave Spring")),
    ("LaFayette road", On::Area("LaFayette Road")),
    ("Dry Valley road", On::Area("Dry Valley Road")),
    ("Reed's bridge road", On::Area("Reed's Bridge Road")),
    ("Alexander Bridge road", On::Area("Alexander's Bridge Road")),
    ("McFarland Gap road", On::Area("McFarland Gap Road")),
    ("Brotherton road", On::Area("Brotherton Road")),
    ("Glenn Kelly trail", On::Area("Glenn-Kelly Road")),
    ("Kelly's Creek", On::Area("Kelly's Creek")),
    ("Cloud's Creek", On::Area("Cloud's Creek")),
    ("Snodgrass hill", On::Area("Snodgrass Hill")),
    ("Lytle Hill", On::Area("Lytle Hill")),
    // Historical notes only.
    ("Horseshoe Ridge", On::Area("Horseshoe Ridge")),
    ("Kelly Field", On::Area("Kelly field")),
    ("Brotherton farm", On::Place("Brotherton house")),
    ("Dyer's farm", On::Place("Dyer house")),
    ("Cloud house", On::Place("Cloud house")),
];

/// What This Terrible Sound names on its maps, and what stands for it.
const TTS_NAMES: &[(&str, On)] = &[
    ("West Chickamauga Creek", On::Hexsides("creek")),
    ("Alexander's Bridge", On::Place("Alexander's Bridge")),
    ("Reed's Bridge and Ford", On::Place("Reed's Bridge")),
    ("Dyers Mill crossings", On::Place("Dyer's Ford and Bridge")),
    ("Glass Mill", On::Place("Glass Mill")),
    ("Glass Mill Bridge", On::Place("Glass Mill bridge")),
    ("Glass Mill Ford", On::Place("Glass Mill ford")),
    ("Thedford Ford", On::Place("Thedford's Ford")),
    ("Dalton Ford", On::Place("Dalton's Ford")),
    ("Lee and Gordon's Mills", On::Place("Lee and Gordon's Mill")),
    ("Jay's Mill", On::Place("Jay's Mill")),
    ("Crawfish Springs", On::Place("Crawfish Springs")),
    ("Winfrey House", On::Place("Winfrey house")),
    ("Brock House", On::Place("A. Brock house")),
    ("Scott House", On::Place("Scott house")),
    ("Brotherton House", On::Place("Brotherton house")),
    ("Brotherton Cabin", On::Place("Brotherton house")),
    ("Kelly House", On::Place("Kelly house")),
    ("McDonald House", On::Place("McDonald house")),
    ("Snodgrass House", On::Place("Snodgrass house")),
    ("Vittatoe House", On::Place("Vittetoe house")),
    ("Widow Glenn House", On::Place("Widow Glenn house")),
    ("Wilder Tower", On::Place("Widow Glenn house")),
    ("Dyer house", On::Place("Dyer house")),
    ("Savannah Church", On::Place("Savannah Church")),
    ("Cloud Church", On::Place("Cloud Church")),
    ("J.J. Reed's Barn", On::Place("J. J. Reed's barn")),
    ("Lafayette Road", On::Area("LaFayette Road")),
    ("Reed's Bridge Road", On::Area("Reed's Bridge Road")),
    (
        "Alexander's Bridge Road",
        On::Area("Alexander's Bridge Road"),
    ),
    ("Brotherton Road", On::Area("Brotherton Road")),
    ("Jay's Mill Road", On::Area("Jay's Mill Road")),
    ("Alexander Road", On::Area("Alexander Road")),
    ("Snodgrass Hill", On::Area("Snodgrass Hill")),
    ("Horseshoe Ridge", On::Area("Horseshoe Ridge")),
    ("the hill he currently occupies", On::Area("Wilder's hill")),
    (
        "a long ridge on the west side of the Dyer field",
        On::Area("Dyer field ridge"),
    ),
    ("Jay's Mill Field", On::Area("Jay's Mill field")),
    ("Winfrey Field", On::Area("Winfrey field")),
    ("Youngblood Field", On::Area("Youngblood field")),
    ("Brock Field", On::Area("Brock field")),
    ("Poe Field", On::Area("Poe field")),
    ("Brotherton Field", On::Area("Brotherton field")),
    ("Kelly Field", On::Area("Kelly field")),
    ("McDonald Field", On::Area("McDonald field")),
    ("Snodgrass Field", On::Area("Snodgrass field")),
    ("Dyer Field", On::Area("Dyer field")),
    ("Vinyard field", On::Area("Viniard field")),
];

/// The Decision Games map data names its four bridges (the rulebook names no place).
const DG_NAMES: &[(&str, On)] = &[
    ("Alexander's Bridge", On::Place("Alexander's Bridge")),
    ("Reed's Bridge", On::Place("Reed's Bridge")),
    ("Dyer's Bridge", On::Place("Dyer's Bridge")),
    ("Ringgold Bridge", On::Place("Ringgold Bridge")),
    ("Chickamauga Creek", On::Hexsides("creek")),
];

fn check_names(dir: &str, names: &[(&str, On)]) {
    let g = Scenario::map_only("mapcheck", RULESET, "battle", dir).start();
    g.with_world(|w| {
        let mut missing = Vec::new();
        for (wording, on) in names {
            let ok = match on {
                On::Place(p) => w.map.place(p).is_some_and(|p| w.map.contains(p.hex)),
                On::Area(a) => w.map.areas.get(*a).is_some_and(|h| !h.is_empty()),
                On::Hexsides(k) => {
                    let b = bit(w, k);
                    b != 0
                        && w.map
                            .hexes()
                            .any(|h| Direction::ALL.iter().any(|d| w.map.hexside(h, *d) & b != 0))
                }
            };
            if !ok {
                missing.push(*wording);
            }
        }
        assert!(missing.is_empty(), "{dir}: not on the map: {missing:?}");
    });
}

#[test]
fn every_place_the_river_of_death_rulebook_names_is_on_its_map() {
    check_names(ROD, ROD_NAMES);
}

#[test]
fn every_place_this_terrible_sound_names_on_its_maps_is_on_the_map() {
    check_names(TTS, TTS_NAMES);
}

#[test]
fn the_decision_games_bridges_are_on_its_map() {
    check_names(DG, DG_NAMES);
}

/// The places a seed puts beyond its map are beyond the generated one: ROD's Reserve Corps
/// waits at McAfee's Church "north of the Cloud house" (off the map, entering at area G); TTS
/// puts Owens Ford "off map to the south", Minty's last fight on the Ringgold Road "just
/// off-map to the north", and its Missionary Ridge retreat "just south of the existing maps".
#[test]
fn places_the_seeds_put_off_the_map_are_off_the_generated_maps() {
    let rod = mapgen::run(&root().join("scenarios/river-of-death/mapgen.json")).unwrap();
    for p in [
        "McAfee's Church",
        "Rossville",
        "Crawfish Springs",
        "Glass Mill",
    ] {
        assert!(
            rod.report
                .iter()
                .any(|l| l == &format!("place '{p}' is off the map")),
            "ROD: {p} should lie off the map"
        );
    }
    let tts = mapgen::run(&root().join("scenarios/this-terrible-sound/mapgen.json")).unwrap();
    assert!(
        tts.report
            .iter()
            .any(|l| l.starts_with("crossing 'Owens Ford': off the map")),
        "TTS: Owens Ford is off the map to the south"
    );
    assert!(
        tts.report
            .iter()
            .any(|l| l == "place 'Rossville Gap' is off the map")
    );
    // The Ringgold road crosses no hex of the TTS map.
    let grid = &tts.grid;
    let src = mapgen::geo::Source::read(&root().join("scenarios/chickamauga/battlefield.geojson"))
        .unwrap();
    let place = tts.generated.placement.unwrap();
    let layout = mapgen::place::unit_layout(grid.orientation);
    let ringgold = src
        .features
        .iter()
        .find(|f| f.name == "Ringgold road")
        .unwrap();
    assert!(
        ringgold
            .points
            .iter()
            .all(|p| !grid.contains(layout.from_pixel(place.forward(*p)))),
        "the Ringgold road is off the TTS map"
    );
}

/// Bridges and fords are creek hexsides, every crossing place touches its crossing hexside,
/// and a road or trail crosses the creek only over a bridge or ford.
fn check_crossings(dir: &str) {
    let g = Scenario::map_only("mapcheck", RULESET, "battle", dir).start();
    g.with_world(|w| {
        let (creek, bridge, ford) = (bit(w, "creek"), bit(w, "bridge"), bit(w, "ford"));
        let routes = bit(w, "road") | bit(w, "trail");
        let mut crossings = 0;
        for h in w.map.hexes() {
            for d in Direction::ALL {
                let b = w.map.hexside(h, d);
                if b & (bridge | ford) != 0 {
                    crossings += 1;
                    assert!(
                        b & creek != 0,
                        "{dir}: crossing off the creek at {}",
                        w.label(h)
                    );
                }
                if b & creek != 0 && b & routes != 0 {
                    assert!(
                        b & (bridge | ford) != 0,
                        "{dir}: a road crosses the creek at {}/{} with no bridge or ford",
                        w.label(h),
                        w.label(h.neighbor(d))
                    );
                }
            }
        }
        assert!(
            crossings >= 2 * 8,
            "{dir}: {} crossing hexsides",
            crossings / 2
        );
        for p in &w.map.places {
            if matches!(p.kind.as_str(), "bridge" | "ford" | "bridge_and_ford") {
                let touches = Direction::ALL
                    .iter()
                    .any(|d| w.map.hexside(p.hex, *d) & (bridge | ford) != 0);
                assert!(touches, "{dir}: {} is not beside its crossing", p.name);
            }
        }
    });
}

#[test]
fn river_of_death_bridges_and_fords_lie_on_creek_hexsides() {
    check_crossings(ROD);
}

/// The River of Death ruleset's ford chart (6.854, `charts.lua`) names the ford hexsides of the
/// generated map: each of its hexsides is a ford hexside of `map.lua`, and the map has no other
/// ford (so a change of the source's creek that moves a ford shows here).
#[test]
fn river_of_death_ford_chart_names_the_maps_fords() {
    let read = |p: &str| std::fs::read_to_string(root().join(p)).unwrap();
    let quoted = |s: &str| -> Vec<String> {
        s.split('"')
            .skip(1)
            .step_by(2)
            .filter(|q| q.len() == 9 && q.as_bytes()[4] == b'/')
            .map(str::to_string)
            .collect()
    };
    let charts = read("rulesets/river-of-death/charts.lua");
    let chart = &charts[charts.find("M.fords = {").expect("M.fords")..];
    let chart: BTreeSet<String> = quoted(&chart[..chart.find("\n}").unwrap()])
        .into_iter()
        .collect();
    let map = read("scenarios/river-of-death/map.lua");
    let fords = &map[map.find("    ford = {").expect("ford hexsides")..];
    let fords: BTreeSet<String> = quoted(&fords[..fords.find("},").unwrap()])
        .into_iter()
        .collect();
    assert!(chart.len() >= 8, "{chart:?}");
    assert_eq!(
        chart, fords,
        "charts.lua fords against map.lua's ford hexsides"
    );
}

#[test]
fn this_terrible_sound_bridges_and_fords_lie_on_creek_hexsides() {
    check_crossings(TTS);
}

/// River of Death: the entrance areas lie round the edge as the rules use them — the
/// Confederate A and B on the east edge on the Reed's Bridge and Alexander's Bridge roads,
/// C and D on the south edge (C at the end of the road south from Thedford's Ford, 12.311d;
/// D on the LaFayette Road toward LaFayette), E in the south-west on the Dry Valley road the
/// XIV Corps came up (12.311h), F on the west edge where the McFarland Gap road leaves for
/// McFarland's Gap and Chattanooga (6.731c-d, 11.33), G on the north edge on the LaFayette
/// Road to Rossville (6.731, 11.33) — and the Union reaches F and G by road from the Kelly
/// house (11.33 b2, 11.35).
#[test]
fn river_of_death_entrance_areas_are_where_the_rules_put_them() {
    let g = Scenario::map_only("mapcheck", RULESET, "battle", ROD).start();
    g.with_world(|w| {
        let (cols, rows) = (w.map.grid.cols, w.map.grid.rows);
        let road = bit(w, "road");
        let trail = bit(w, "trail");
        let edge_of = |h: Hex| {
            let (x, y) = w.map.grid.to_offset(h);
            (x == 0, x == cols - 1, y == 0, y == rows - 1)
        };
        for (a, want) in [
            ("A", "east"),
            ("B", "east"),
            ("C", "south"),
            ("D", "south"),
            ("F", "west"),
            ("G", "north"),
        ] {
            for h in area(w, a) {
                let (west, east, north, south) = edge_of(h);
                let on = match want {
                    "east" => east,
                    "south" => south,
                    "west" => west,
                    _ => north,
                };
                assert!(on, "area {a}: {} is not on the {want} edge", w.label(h));
            }
        }
        for h in area(w, "E") {
            let (west, _, _, south) = edge_of(h);
            assert!(west || south, "area E: {} is not south-west", w.label(h));
        }
        // Each area has a road leading off the map.
        for (a, r) in [
            ("A", "Reed's Bridge Road"),
            ("B", "Alexander's Bridge Road"),
            ("D", "LaFayette Road"),
            ("E", "Dry Valley Road"),
            ("F", "McFarland Gap Road"),
            ("G", "LaFayette Road"),
        ] {
            assert!(
                !area(w, a).is_disjoint(&area(w, r)),
                "area {a} has no hex of the {r}"
            );
        }
        // C: Buckner's column starts "in the trail hex adjacent to Thedford's ford, thence south
        // on road hexes toward the road hex in entrance Area C".
        let from_ford = along(w, place(w, "Thedford's Ford"), road | trail);
        assert!(
            !from_ford.is_disjoint(&area(w, "C")),
            "no road from Thedford's Ford to area C"
        );
        // The Union's line of communication and withdrawal: by road from the Kelly house to F
        // and to G.
        let from_kelly = along(w, place(w, "Kelly house"), road);
        for a in ["F", "G"] {
            assert!(
                !from_kelly.is_disjoint(&area(w, a)),
                "no road from the Kelly house to area {a}"
            );
        }
        // The Confederate areas are reached by road from the east-bank ends of the bridges.
        for a in ["A", "B"] {
            let reach: BTreeSet<Hex> = ["Reed's Bridge", "Alexander's Bridge"]
                .iter()
                .flat_map(|b| along(w, place(w, b), road))
                .collect();
            assert!(
                !reach.is_disjoint(&area(w, a)),
                "area {a} not reached by road over a bridge"
            );
        }
    });
}

/// River of Death's release perimeters close: Kelly's Creek runs to the LaFayette Road and
/// crosses the Reed's Bridge road (6.731c; Brannan "west of and adjacent to Kelly's creek,
/// within 2 hexes of the Reed's bridge road"), Cloud's Creek reaches the McFarland Gap road and
/// the LaFayette Road by the McDonald house (6.731d, 6.74, 12.5: D. McCook "within 3 hexes of
/// the McDonald house, west of Cloud's creek").
#[test]
fn river_of_death_creeks_close_the_release_perimeters() {
    let g = Scenario::map_only("mapcheck", RULESET, "battle", ROD).start();
    g.with_world(|w| {
        let touches = |a: &BTreeSet<Hex>, b: &BTreeSet<Hex>| {
            a.iter()
                .any(|h| b.contains(h) || h.neighbors().iter().any(|n| b.contains(n)))
        };
        let kelly = area(w, "Kelly's Creek");
        let cloud = area(w, "Cloud's Creek");
        let lafayette = area(w, "LaFayette Road");
        assert!(touches(&kelly, &lafayette));
        assert!(touches(&kelly, &area(w, "Reed's Bridge Road")));
        assert!(touches(&cloud, &area(w, "McFarland Gap Road")));
        assert!(touches(&cloud, &lafayette));
        let mcdonald = place(w, "McDonald house");
        assert!(
            cloud.iter().any(|h| h.distance(mcdonald) <= 1),
            "Cloud's Creek passes the McDonald house"
        );
        // Snodgrass Hill and Lytle Hill are the small hills the set-ups treat as a pair of hexes.
        for hill in ["Snodgrass Hill", "Lytle Hill"] {
            let n = area(w, hill).len();
            assert!((2..=3).contains(&n), "{hill}: {n} hexes");
        }
    });
}

/// This Terrible Sound: the Reserve Corps enters at A1.12, a road hex on the north edge
/// joined by road to Thomas' headquarters at the Kelly field (A47.23); the other road entries
/// the set-ups use lie on roads at the edges (Johnson at D40.34, Longstreet at E5.35, Cleburne
/// and Wheeler at C31.33), within a hex.
#[test]
fn this_terrible_sound_road_exits_are_where_the_set_ups_put_them() {
    let g = Scenario::map_only("mapcheck", RULESET, "battle", TTS).start();
    g.with_world(|w| {
        let road = bit(w, "road");
        let a112 = hex(w, "A1.12");
        assert_eq!(w.map.grid.to_offset(a112).1, 0, "A1.12 on the north edge");
        let net = along(w, a112, road);
        assert!(net.len() > 50, "A1.12 is on a road");
        let kelly = place(w, "Kelly house");
        assert!(
            net.iter().any(|h| h.distance(kelly) <= 1),
            "A1.12 is joined by road to the Kelly house"
        );
        assert!(kelly.distance(hex(w, "A47.23")) <= 4);
        // (In the half-shifted rows the last column is a half hex cut by the sheet edge, so
        // the seed's edge hexes there are in column 34.)
        // The Union entries from the south and west edges (the reinforcement schedule and
        // the example of 2.6: "C13.01, B50.01, B39.01, and finally ... B17.01") too.
        for l in [
            "D40.34", "E5.35", "C31.33", "C31.04", "C13.01", "B50.01", "B39.01", "B17.01",
        ] {
            let h = hex(w, l);
            assert!(
                std::iter::once(h)
                    .chain(h.neighbors())
                    .any(|n| w.map.contains(n) && w.map.is_edge(n)),
                "{l} at the edge"
            );
            let near = std::iter::once(h)
                .chain(h.neighbors())
                .chain(h.neighbors().iter().flat_map(|n| n.neighbors()))
                .any(|n| {
                    w.map.contains(n)
                        && Direction::ALL
                            .iter()
                            .any(|d| w.map.hexside(n, *d) & road != 0)
                });
            assert!(near, "{l}: no road within two hexes");
        }
    });
}

/// The seed's sheet labels: rows north to south, columns west to east, six sheets with
/// D, E and F overlapping A, B and C by one column (A's column 35 is D's column 1, which is
/// how the seed writes it), B below A with no overlap.
#[test]
fn this_terrible_sound_labels_follow_the_seed() {
    let g = Scenario::map_only("mapcheck", RULESET, "battle", TTS).start();
    g.with_world(|w| {
        let grid = &w.map.grid;
        assert_eq!((grid.cols, grid.rows), (69, 155));
        assert_eq!(hex(w, "A50.35"), hex(w, "D50.01"));
        assert_eq!(w.label(hex(w, "A50.35")), "D50.01");
        assert_eq!(grid.to_offset(hex(w, "B1.23")).1, 62);
        // Lines of units the seed lists hex by hex are lines of adjacent hexes.
        for line in [
            // Union breastworks, 20 September (row and column parity; B1 follows A62).
            &["A59.23", "A60.22", "A61.22", "A62.22", "B1.23", "B2.22"][..],
            // Wilder's breastworks, 19 September.
            &["B17.22", "B18.21", "B19.22", "B20.21", "B21.22"][..],
            // Cleburne's line (D49.01 and A50.34 adjacent: the overlap column).
            &[
                "D47.02", "D48.01", "D49.01", "A50.34", "A51.34", "A52.33", "A53.33",
            ][..],
            // Wright's brigade across the A/D and D/E joins.
            &["D62.01", "E1.01", "B2.34"][..],
        ] {
            for pair in line.windows(2) {
                assert_eq!(
                    hex(w, pair[0]).distance(hex(w, pair[1])),
                    1,
                    "{} and {} adjacent",
                    pair[0],
                    pair[1]
                );
            }
        }
    });
}

fn check_hill_slopes(dir: &str) {
    let g = Scenario::map_only("mapcheck", RULESET, "battle", dir).start();
    g.with_world(|w| {
        let slopes = bit(w, "slope") | bit(w, "steep_slope") | bit(w, "extreme_slope");
        for hill in ["Snodgrass Hill", "Horseshoe Ridge"] {
            let hexes = area(w, hill);
            let n: usize = hexes
                .iter()
                .map(|h| {
                    Direction::ALL
                        .iter()
                        .filter(|d| w.map.hexside(*h, **d) & slopes != 0)
                        .count()
                })
                .sum();
            assert!(n >= 3, "{dir}: {hill} has {n} slope hexsides");
        }
    });
}

#[test]
fn snodgrass_hill_and_horseshoe_ridge_have_slope_hexsides_on_both_generated_maps() {
    check_hill_slopes(ROD);
    check_hill_slopes(TTS);
}

/// `sandtable mapgen --check`: the committed map is what the source and spec give, and a
/// second run gives the same bytes.
#[test]
fn the_committed_maps_equal_a_regeneration() {
    for dir in [ROD, TTS] {
        let spec = root().join("scenarios").join(dir).join("mapgen.json");
        let run = mapgen::run(&spec).unwrap_or_else(|e| panic!("{dir}: {e}"));
        let committed = std::fs::read_to_string(&run.output).unwrap();
        assert!(
            committed == run.lua,
            "scenarios/{dir}/map.lua differs from a regeneration: run `sandtable mapgen {}`",
            spec.display()
        );
        assert_eq!(
            mapgen::run(&spec).unwrap().lua,
            run.lua,
            "{dir}: deterministic"
        );
    }
}

/// The TTS grid placement, fitted by least squares to the seed's hex pins: every pinned
/// landmark's residual (hexes between the seed's hex and where the feature lands) is printed.
/// Goal: median at most 2 hexes and none above 5. Reached except for one pin: Glass Mill
/// bridge (B-graded, a marker position) lands ~5.8 hexes from C27.27, which is Breckinridge's
/// headquarters, not the bridge — his division sets up "w/i 5" of it, and the same set-up puts
/// his Cobb battery at C21.22 and the Union defenders of the crossing at C10-C21, columns
/// 14-16, which brackets the bridge where the fit puts it (C21.24). So that pin is held to 6.5
/// and every other to 5 (docs/maps.md, "The TTS residuals").
#[test]
fn this_terrible_sound_grid_fits_the_seed_pins() {
    let run = mapgen::run(&root().join("scenarios/this-terrible-sound/mapgen.json")).unwrap();
    let res = &run.generated.residuals;
    let p = run.generated.placement.unwrap();
    println!(
        "TTS placement: {:.1} yards a hex, up = {:.1} deg from true north",
        p.yards_per_hex(),
        p.north_deg()
    );
    for (name, label, d) in res {
        println!("  {label:<8} {name:<44} {d:5.2} hexes");
    }
    let mut ds: Vec<f64> = res.iter().map(|r| r.2).collect();
    ds.sort_by(f64::total_cmp);
    let median = ds[ds.len() / 2];
    println!(
        "{} pins: median {median:.2}, largest {:.2}",
        ds.len(),
        ds[ds.len() - 1]
    );
    assert!(res.len() >= 35, "{} pins", res.len());
    assert!(median <= 2.0, "median residual {median:.2}");
    for (name, label, d) in res {
        assert!(*d <= 5.0, "{name} at {label}: {d:.2} hexes");
    }
    // The printed map's scale and turn: ~110 yards a hex, up ~9 degrees east of north.
    assert!((100.0..120.0).contains(&p.yards_per_hex()));
    assert!((0.0..15.0).contains(&p.north_deg()));
}

/// The Decision Games map is converted, not generated; it is checked against the source by
/// fitting its grid (26 × 28 flat-topped `CCRR` hexes) to the source's `dg` pins — the four
/// bridges its data names — and comparing: the bridges fit within half a hex (at ~437 yards a
/// hex, 1.6 degrees off north); the source's creek runs within a hex of nine in ten of the
/// published creek's hexes (its loop east between Alexander's and Reed's bridges is drawn
/// from this map) and within three of all — the rest are the published creek's bends near the
/// south edge, above Alexander's Bridge and below Reed's, where the source's line is straighter
/// (docs/maps.md); and the McFarland Gap and LaFayette roads leave the map beside the exits
/// 0111 and 0101.
#[test]
fn the_decision_games_map_agrees_with_the_source() {
    let dir = common::temp_dir("maps-dg-fit");
    let spec = dir.join("mapgen.json");
    std::fs::write(
        &spec,
        format!(
            r#"{{ "name": "DG check", "source": "{}", "output": "map.lua",
  "grid": {{ "cols": 26, "rows": 28, "orientation": "flat", "odd_shifted": true }},
  "placement": {{ "method": "fit", "game": "dg" }},
  "terrain": {{ "default": "forest", "field": "clear" }},
  "hexsides": {{ "creek": "creek", "bridge": "bridge", "road": "road" }},
  "feature_areas": {{ "LaFayette Road": ["LaFayette Road"], "McFarland Gap Road": ["McFarland Gap Road"] }} }}"#,
            root()
                .join("scenarios/chickamauga/battlefield.geojson")
                .display()
                .to_string()
                .replace('\\', "/")
        ),
    )
    .unwrap();
    let run = mapgen::run(&spec).unwrap_or_else(|e| panic!("{e}"));
    let p = run.generated.placement.unwrap();
    println!(
        "DG grid on the source: {:.0} yards a hex, up = {:.1} deg",
        p.yards_per_hex(),
        p.north_deg()
    );
    for (name, label, d) in &run.generated.residuals {
        println!("  {label} {name:<36} {d:.2} hexes");
        assert!(*d <= 0.5, "{name} at {label}: {d:.2} hexes");
    }
    assert_eq!(run.generated.residuals.len(), 4);
    let generated_creek: BTreeSet<Hex> = run.generated.hexsides["creek"]
        .iter()
        .flat_map(|(h, d)| [*h, h.neighbor(Direction::new(*d as i32))])
        .collect();
    let g = Scenario::map_only("mapcheck", RULESET, "battle", DG).start();
    g.with_world(|w| {
        let creek = bit(w, "creek");
        let offmap = w.catalog.terrain.iter().position(|t| t.id == "offmap");
        let published: BTreeSet<Hex> = w
            .map
            .hexes()
            .filter(|h| w.map.terrain(*h).map(|t| t as usize) != offmap)
            .filter(|h| {
                Direction::ALL
                    .iter()
                    .any(|d| w.map.hexside(*h, *d) & creek != 0)
            })
            .collect();
        let near = published
            .iter()
            .filter(|h| generated_creek.iter().any(|c| c.distance(**h) <= 1))
            .count();
        println!(
            "published creek hexes within a hex of the source's creek: {near} of {}",
            published.len()
        );
        // 96 of 107 since the creek between Alexander's and Reed's bridges follows the
        // published map's loop (86 before).
        assert!(
            near * 100 >= published.len() * 89,
            "{near} of {}",
            published.len()
        );
        for h in &published {
            let d = generated_creek
                .iter()
                .map(|c| c.distance(*h))
                .min()
                .unwrap_or(99);
            assert!(
                d <= 3,
                "published creek at {} is {d} hexes from the source's",
                w.label(*h)
            );
        }
        // The exits: the roads to McFarland's Gap and to Rossville leave the map beside them.
        for (road, exit, within) in [
            ("McFarland Gap Road", "0111", 1),
            ("LaFayette Road", "0101", 3),
        ] {
            let e = hex(w, exit);
            let hexes = &run.generated.areas[road];
            let d = hexes
                .iter()
                .filter(|h| w.map.is_edge(**h))
                .map(|h| h.distance(e))
                .min()
                .unwrap_or(99);
            assert!(d <= within, "{road} leaves the map {d} hexes from {exit}");
        }
    });
}
