//! The map generator on a small synthetic battlefield: a creek with a bridge and a ford, a road
//! crossing at the bridge, a field, a ridge and pinned places. Checks the rasterised map, the
//! fit, determinism, and that the output loads as a scenario map.

mod common;

use sandtable::kernel::hex::{Direction, Hex};
use sandtable::mapgen;
use std::path::Path;

// A creek running north–south along longitude -85.250 (about 900 m east of the west road end),
// a bridge where the east–west road crosses it, a ford 700 m south, a field west of the creek,
// a ridge east of it, and three pinned places; the 24 × 36 grid at 110 yards covers them all.
const SOURCE: &str = r#"{"type": "FeatureCollection", "features": [
 {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[-85.2500, 34.9400], [-85.2500, 34.9000]]},
  "properties": {"kind": "stream", "name": "Test Creek", "class": "creek", "confidence": "A", "sources": ["T"]}},
 {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-85.2500, 34.9200]},
  "properties": {"kind": "crossing", "name": "Test Bridge", "crossing": "bridge", "stream": "Test Creek", "confidence": "A", "sources": ["T"]}},
 {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-85.2500, 34.9137]},
  "properties": {"kind": "crossing", "name": "Test Ford", "crossing": "ford", "stream": "Test Creek", "confidence": "A", "sources": ["T"]}},
 {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[-85.2620, 34.9200], [-85.2500, 34.9200], [-85.2380, 34.9200]]},
  "properties": {"kind": "road", "name": "Test Road", "class": "road", "confidence": "A", "sources": ["T"]}},
 {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [[[-85.2600, 34.9300], [-85.2540, 34.9300], [-85.2540, 34.9250], [-85.2600, 34.9250], [-85.2600, 34.9300]]]},
  "properties": {"kind": "field", "name": "Test Field", "confidence": "B", "sources": ["T"]}},
 {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[-85.2440, 34.9350], [-85.2440, 34.9080]]},
  "properties": {"kind": "ridge", "name": "Test Ridge", "height_ft": 100, "halfwidth_m": 250, "slope": "slope", "confidence": "C", "sources": ["T"]}},
 {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-85.2600, 34.9350]},
  "properties": {"kind": "place", "name": "West House", "place_type": "house", "confidence": "A", "sources": ["T"],
                 "pins": [{"game": "t", "hex": "0203"}]}},
 {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-85.2470, 34.9150]},
  "properties": {"kind": "place", "name": "East Church", "place_type": "church", "confidence": "A", "sources": ["T"],
                 "pins": [{"game": "t", "hex": "1412"}]}},
 {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-85.2550, 34.9120]},
  "properties": {"kind": "place", "name": "South Spring", "place_type": "spring", "confidence": "A", "sources": ["T"],
                 "pins": [{"game": "t", "hex": "0710", "approx": true}]}}
]}"#;

fn spec(placement: &str) -> String {
    format!(
        r#"{{
  "name": "Test map", "source": "battlefield.geojson", "output": "map.lua",
  "grid": {{ "cols": 24, "rows": 36 }},
  "placement": {placement},
  "terrain": {{ "default": "woods", "field": "clear" }},
  "hexsides": {{ "creek": "creek", "bridge": "bridge", "ford": "ford", "road": "road", "trail": "trail", "slope": "slope" }},
  "level_ft": 40,
  "areas": {{ "W": {{ "edge": "west", "from": 1, "to": 36 }} }}
}}"#
    )
}

fn write(dir: &Path, placement: &str) -> std::path::PathBuf {
    std::fs::write(dir.join("battlefield.geojson"), SOURCE).unwrap();
    let p = dir.join("mapgen.json");
    std::fs::write(&p, spec(placement)).unwrap();
    p
}

const ANCHOR: &str = r#"{ "method": "anchor", "hex": "0101", "lat": 34.9400, "lon": -85.2650, "yards_per_hex": 110 }"#;

#[test]
fn creek_crossings_road_field_ridge_and_places_land_on_the_grid() {
    let dir = common::temp_dir("mapgen");
    let run = mapgen::run(&write(&dir, ANCHOR)).unwrap_or_else(|e| panic!("{e}"));
    let g = &run.generated;
    let grid = &run.grid;
    let creek = &g.hexsides["creek"];
    assert!(
        creek.len() >= 15,
        "the creek crosses the map: {} hexsides",
        creek.len()
    );
    // The creek is a barrier: no path from the west edge to the east edge avoids it except
    // through the bridge or ford hexsides.
    let bridges = &g.hexsides["bridge"];
    let fords = &g.hexsides["ford"];
    assert_eq!(bridges.len(), 1);
    assert_eq!(fords.len(), 1);
    assert!(
        creek.is_superset(bridges) && creek.is_superset(fords),
        "crossings lie on creek hexsides"
    );
    let west = grid.from_offset(0, 20);
    let east = grid.from_offset(grid.cols - 1, 20);
    let blocked = |h: Hex, d: Direction| {
        let hs = sandtable::kernel::hex::Hexside::new(h, d).canonical();
        let key = (hs.hex, hs.dir.index() as u8);
        creek.contains(&key) && !bridges.contains(&key) && !fords.contains(&key)
    };
    let reach = |allow_crossings: bool| {
        let mut seen = std::collections::BTreeSet::from([west]);
        let mut todo = vec![west];
        while let Some(h) = todo.pop() {
            for d in Direction::ALL {
                let n = h.neighbor(d);
                let hs = sandtable::kernel::hex::Hexside::new(h, d).canonical();
                let key = (hs.hex, hs.dir.index() as u8);
                let stop = if allow_crossings {
                    blocked(h, d)
                } else {
                    creek.contains(&key)
                };
                if grid.contains(n) && !stop && seen.insert(n) {
                    todo.push(n);
                }
            }
        }
        seen.contains(&east)
    };
    assert!(!reach(false), "the creek separates west from east");
    assert!(reach(true), "the bridge and ford let one cross");
    // The road crosses the creek exactly at the bridge, and is continuous.
    let road = &g.hexsides["road"];
    assert!(road.len() >= 10);
    assert!(road.is_superset(bridges), "the road runs over the bridge");
    assert!(
        g.report.iter().all(|l| !l.contains("crosses the creek")),
        "{:?}",
        g.report
    );
    // The field is clear ground; the ridge makes elevation and slope hexsides.
    assert!(
        g.terrain["clear"].len() >= 10,
        "field hexes: {}",
        g.terrain["clear"].len()
    );
    assert!(
        g.elevation.contains_key(&1),
        "levels {:?}",
        g.elevation.keys()
    );
    assert!(g.hexsides["slope"].len() >= 10);
    // Places and the crossing places.
    let names: Vec<&str> = g.places.iter().map(|p| p.0.as_str()).collect();
    for n in [
        "East Church",
        "South Spring",
        "Test Bridge",
        "Test Ford",
        "West House",
    ] {
        assert!(names.contains(&n), "{n} missing from {names:?}");
    }
    assert_eq!(g.areas["W"].len(), 36);
    // 110 yards a hex, north-up, as asked.
    let p = g.placement.unwrap();
    assert!((p.yards_per_hex() - 110.0).abs() < 1e-9);
}

#[test]
fn fitting_to_pins_recovers_the_anchor_placement() {
    // Generate with the anchor, read where the three places landed (exact centres), then fit a
    // new placement to pins at those hexes: the fit must agree within a hex.
    let dir = common::temp_dir("mapgen-fit");
    let run = mapgen::run(&write(&dir, ANCHOR)).unwrap();
    let at = |name: &str| {
        run.generated
            .places
            .iter()
            .find(|p| p.0 == name)
            .map(|p| run.grid.label(p.1))
            .unwrap()
    };
    let src = SOURCE
        .replace("\"0203\"", &format!("\"{}\"", at("West House")))
        .replace("\"1412\"", &format!("\"{}\"", at("East Church")))
        .replace("\"0710\"", &format!("\"{}\"", at("South Spring")));
    std::fs::write(dir.join("battlefield.geojson"), src).unwrap();
    std::fs::write(
        dir.join("mapgen.json"),
        spec(r#"{ "method": "fit", "game": "t" }"#),
    )
    .unwrap();
    let fit = mapgen::run(&dir.join("mapgen.json")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(fit.generated.residuals.len(), 3);
    for (name, label, d) in &fit.generated.residuals {
        assert!(*d < 0.6, "{name} at {label}: residual {d}");
    }
    let y = fit.generated.placement.unwrap().yards_per_hex();
    assert!((y - 110.0).abs() < 12.0, "fitted scale {y}");
    assert!(
        fit.report
            .iter()
            .any(|l| l.starts_with("fit to 3 pins: median residual"))
    );
}

#[test]
fn generation_is_deterministic_and_loads_as_a_scenario_map() {
    let dir = common::temp_dir("mapgen-det");
    let spec_path = write(&dir, ANCHOR);
    let a = mapgen::run(&spec_path).unwrap().lua;
    let b = mapgen::run(&spec_path).unwrap().lua;
    assert_eq!(a, b);
    // The output is a map module a scenario can require.
    let (root, _) = common::library_copy("tutorial");
    let lib_root = root.join("x");
    std::fs::create_dir_all(lib_root.join("rulesets/gen")).unwrap();
    std::fs::write(
        lib_root.join("rulesets/gen/ruleset.lua"),
        r#"return { id = "gen", name = "Gen",
  sides = { { id = "a" }, { id = "b" } },
  unit_types = { { id = "inf", movement = 4 } },
  terrain = { { id = "woods", cost = 2 }, { id = "clear", cost = 1 } },
  hexsides = { { id = "creek", cost = "prohibited" }, { id = "bridge", negates = { "creek" } },
               { id = "ford", negates = { "creek" }, cost = 1 }, { id = "road", route = 0.5 },
               { id = "trail", route = 1 }, { id = "slope", cost = 1 } },
  phases = { { id = "p" } } }"#,
    )
    .unwrap();
    std::fs::create_dir_all(lib_root.join("scenarios/gen")).unwrap();
    std::fs::write(lib_root.join("scenarios/gen/map.lua"), &a).unwrap();
    std::fs::write(
        lib_root.join("scenarios/gen/s.lua"),
        r#"return { name = "S", turns = 1, map = require("map"), units = {} }"#,
    )
    .unwrap();
    let lib = sandtable::script::Library::at(&lib_root);
    let engine = sandtable::script::Engine::load(
        &lib,
        "gen",
        std::rc::Rc::new(std::cell::RefCell::new(None)),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    let sc = engine
        .load_scenario(&lib_root.join("scenarios/gen/s.lua"))
        .unwrap_or_else(|d| panic!("{d}"));
    assert_eq!((sc.map.grid.cols, sc.map.grid.rows), (24, 36));
    assert!(sc.map.place("Test Bridge").is_some());
}
