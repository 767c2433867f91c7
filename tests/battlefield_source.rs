//! Checks the geographic source of the Chickamauga battlefield,
//! `scenarios/chickamauga/battlefield.geojson` (see `docs/maps.md`, "The geographic source"):
//! schema, crossings on the creek and in order, connected roads, every place the seed rulebooks
//! name, simple field polygons and well-formed hex pins.

use serde_json::{Map, Value};

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/scenarios/chickamauga/battlefield.geojson"
);

/// The creek crossings from upstream (south) to downstream (north), as documented in
/// `docs/maps.md` and the gazetteer's "Crossing order" section.
const CROSSING_ORDER: &[&str] = &[
    "Owens Ford",
    "Glass Mill bridge",
    "Glass Mill ford",
    "Lee and Gordon's Mill bridge",
    "Hall's Ford",
    "Hunt's Ford",
    "Dalton's Ford",
    "Thedford's Ford",
    "Fowler's Ford",
    "Alexander's Bridge",
    "Lambert's Ford",
    "Byram's Ford",
    "Reed's Bridge",
    "Dyer's Ford and Bridge",
    "Red House Bridge (Ringgold road)",
];

/// Every place, road, stream, height and field the three seed rulebooks name on the
/// battlefield, spelled as the seeds spell them (matched against feature names and aliases).
/// 000 = River of Death, 001 = This Terrible Sound, 003 = Decision Games (names no places;
/// its map data names the four bridges). Off-map names (Chattanooga, LaFayette, Ringgold town,
/// Stevens' Gap, McLemore's Cove, Lookout Valley, Tunnel Hill, ...) are listed in docs/maps.md.
const SEED_NAMES: &[&str] = &[
    // River of Death (000)
    "Chickamauga Creek",
    "Lee and Gordon's Mill",
    "Reed's bridge",
    "Alexander's bridge",
    "Alexander house",
    "Dyer's bridge",
    "Dyer's ford",
    "Dyer's Mill",
    "Brotherton house",
    "Brotherton farm",
    "A. Brock house",
    "B. Brock house",
    "Kelly's Creek",
    "Cloud's Creek",
    "LaFayette Road",
    "La-Fayette Road",
    "McFarland Gap road",
    "Reed's bridge road",
    "Dry Valley road",
    "Alexander Bridge road",
    "Brotherton road",
    "Glenn Kelly trail",
    "Cloud church",
    "Cloud house",
    "Viniard house",
    "Kelly house",
    "Kelly Field",
    "Withers house",
    "Jay's Mill",
    "Fowler's Ford",
    "Thedford's ford",
    "Lambert's ford",
    "Winfrey house",
    "Hall house",
    "Thedford house",
    "Poe house",
    "Dyer house",
    "Dyer's farm",
    "blacksmith shop",
    "Widow Glenn house",
    "Lytle Hill",
    "Cave Spring",
    "Mullis house",
    "Vittetoe house",
    "Vittitoe house",
    "Snodgrass house",
    "Snodgrass hill",
    "McDonald house",
    "Horseshoe Ridge",
    "McAfee's Church",
    "Rossville",
    // This Terrible Sound (001)
    "West Chickamauga Creek",
    "Alexander's Bridge",
    "Reed's Bridge",
    "Reed's Bridge and Ford",
    "Winfrey House",
    "Jay's Mill Road",
    "Jays Mill",
    "Jay's Mill Field",
    "Winfrey Field",
    "Youngblood Field",
    "Reed's Bridge Road",
    "Alexander's Bridge Road",
    "Brotherton Road",
    "Crawfish Spring",
    "Crawfish Springs",
    "Glass Mill",
    "Glass Mill Bridge",
    "Glass Mill Ford",
    "Lee and Gordon's Mills",
    "Lafayette Road",
    "Brock House",
    "Brock Field",
    "Scott House",
    "Alexander Road",
    "Poe Field",
    "Brotherton Field",
    "Brotherton House",
    "Brotherton Cabin",
    "Thedford Ford",
    "Dalton Ford",
    "Kelly House",
    "McDonald House",
    "McDonald Field",
    "Snodgrass Field",
    "Snodgrass House",
    "Snodgrass Hill",
    "Savannah Church",
    "Dyer Field",
    "Vittatoe House",
    "Widow Glenn House",
    "Wilder Tower",
    "Vinyard field",
    "Cloud Church",
    "Dyers Mill crossings",
    "Reed's Barn",
    "Ringgold Road",
    "Owens Ford",
    "Rossville Gap",
    "Missionary Ridge",
    "the hill Wilder held",
    "Mendenhall's ridge",
    // Decision Games map data (003)
    "Ringgold Bridge",
    "McFarland's Gap",
];

const PLACE_TYPES: &[&str] = &[
    "house",
    "church",
    "mill",
    "spring",
    "town",
    "gap",
    "landmark",
    "hq",
    "cemetery",
    "tavern",
    "field_centroid",
];
const CROSSING_TYPES: &[&str] = &["bridge", "ford", "bridge_and_ford", "mill_dam"];
const KINDS: &[&str] = &[
    "place", "crossing", "stream", "road", "ridge", "field", "orchard", "extent",
];

type Pt = (f64, f64); // (lon, lat)

fn load() -> Value {
    let text = std::fs::read_to_string(PATH).unwrap_or_else(|e| panic!("{PATH}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{PATH} is not JSON: {e}"))
}

fn features(doc: &Value) -> &Vec<Value> {
    doc["features"].as_array().expect("features array")
}

fn props(f: &Value) -> &Map<String, Value> {
    f["properties"].as_object().expect("properties object")
}

fn s<'a>(f: &'a Value, key: &str) -> &'a str {
    props(f)
        .get(key)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("feature {:?} lacks string {key}", f["properties"]["name"]))
}

fn kind_is<'a>(doc: &'a Value, kind: &'a str) -> impl Iterator<Item = &'a Value> + 'a {
    features(doc).iter().filter(move |f| s(f, "kind") == kind)
}

fn pt(v: &Value) -> Pt {
    let a = v.as_array().expect("position");
    (a[0].as_f64().unwrap(), a[1].as_f64().unwrap())
}

fn line(f: &Value) -> Vec<Pt> {
    assert_eq!(f["geometry"]["type"], "LineString", "{}", s(f, "name"));
    f["geometry"]["coordinates"]
        .as_array()
        .unwrap()
        .iter()
        .map(pt)
        .collect()
}

fn ring(f: &Value) -> Vec<Pt> {
    assert_eq!(f["geometry"]["type"], "Polygon", "{}", s(f, "name"));
    let rings = f["geometry"]["coordinates"].as_array().unwrap();
    assert_eq!(rings.len(), 1, "{}: one outer ring, no holes", s(f, "name"));
    rings[0].as_array().unwrap().iter().map(pt).collect()
}

fn point(f: &Value) -> Pt {
    assert_eq!(f["geometry"]["type"], "Point", "{}", s(f, "name"));
    pt(&f["geometry"]["coordinates"])
}

/// Local metres around the battlefield centre (equirectangular; fine over ~20 km).
fn m(p: Pt) -> (f64, f64) {
    const LON0: f64 = -85.26;
    const LAT0: f64 = 34.92;
    let kx = 111_320.0 * LAT0.to_radians().cos();
    ((p.0 - LON0) * kx, (p.1 - LAT0) * 110_574.0)
}

/// Distance in metres from `p` to segment `a`-`b`, and the fraction along it.
fn seg_dist(p: Pt, a: Pt, b: Pt) -> (f64, f64) {
    let (p, a, b) = (m(p), m(a), m(b));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    let (qx, qy) = (a.0 + t * dx, a.1 + t * dy);
    (((p.0 - qx).powi(2) + (p.1 - qy).powi(2)).sqrt(), t)
}

/// Nearest distance from `p` to the polyline and the chainage (metres along it) there.
fn project(p: Pt, l: &[Pt]) -> (f64, f64) {
    let mut best = (f64::INFINITY, 0.0);
    let mut along = 0.0;
    for w in l.windows(2) {
        let (d, t) = seg_dist(p, w[0], w[1]);
        let (a, b) = (m(w[0]), m(w[1]));
        let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        if d < best.0 {
            best = (d, along + t * len);
        }
        along += len;
    }
    best
}

fn orient(a: (f64, f64), b: (f64, f64), c: (f64, f64)) -> f64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

/// Proper or touching intersection of two segments (in metres).
fn segments_meet(a: Pt, b: Pt, c: Pt, d: Pt) -> bool {
    let (a, b, c, d) = (m(a), m(b), m(c), m(d));
    let (o1, o2, o3, o4) = (
        orient(a, b, c),
        orient(a, b, d),
        orient(c, d, a),
        orient(c, d, b),
    );
    (o1 * o2 < 0.0) && (o3 * o4 < 0.0)
}

fn lines_touch(p: &[Pt], q: &[Pt]) -> bool {
    const TOUCH_M: f64 = 1.0;
    p.iter().any(|&v| project(v, q).0 <= TOUCH_M)
        || q.iter().any(|&v| project(v, p).0 <= TOUCH_M)
        || p.windows(2)
            .any(|a| q.windows(2).any(|b| segments_meet(a[0], a[1], b[0], b[1])))
}

fn extent(doc: &Value) -> (f64, f64, f64, f64) {
    let ex: Vec<&Value> = kind_is(doc, "extent").collect();
    assert_eq!(ex.len(), 1, "exactly one extent feature");
    let r = ring(ex[0]);
    let w = r.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
    let e = r.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max);
    let so = r.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let n = r.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    (w, e, so, n)
}

fn all_positions(f: &Value) -> Vec<Pt> {
    match f["geometry"]["type"].as_str().unwrap() {
        "Point" => vec![point(f)],
        "LineString" => line(f),
        "Polygon" => ring(f),
        other => panic!("{}: unexpected geometry {other}", s(f, "name")),
    }
}

fn norm(name: &str) -> String {
    name.to_lowercase()
        .replace(['\u{2019}', '\''], "")
        .replace(['.', ','], "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn parses_as_a_sorted_feature_collection() {
    let doc = load();
    assert_eq!(doc["type"], "FeatureCollection");
    let desc = doc["description"].as_str().expect("description");
    assert!(
        desc.contains("woods"),
        "description says unmapped ground is woods"
    );
    let keys: Vec<(String, String)> = features(&doc)
        .iter()
        .map(|f| (s(f, "kind").to_string(), s(f, "name").to_lowercase()))
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "features sorted by kind, then name");
    let names: std::collections::HashSet<&String> = keys.iter().map(|k| &k.1).collect();
    assert_eq!(names.len(), keys.len(), "feature names are unique");
}

#[test]
fn every_feature_has_the_common_properties() {
    let doc = load();
    for f in features(&doc) {
        assert_eq!(f["type"], "Feature");
        let name = s(f, "name");
        assert!(!name.trim().is_empty());
        assert!(KINDS.contains(&s(f, "kind")), "{name}: unknown kind");
        let c = s(f, "confidence");
        assert!(["A", "B", "C", "D"].contains(&c), "{name}: confidence {c}");
        let src = props(f)["sources"]
            .as_array()
            .unwrap_or_else(|| panic!("{name}: sources array"));
        assert!(
            !src.is_empty()
                && src
                    .iter()
                    .all(|v| v.as_str().is_some_and(|t| !t.is_empty()))
        );
        if ["C", "D"].contains(&c) && s(f, "kind") != "extent" {
            assert!(
                props(f).get("note").and_then(Value::as_str).is_some(),
                "{name}: an estimate says so in its note"
            );
        }
    }
}

#[test]
fn kind_specific_properties_and_geometry() {
    let doc = load();
    for f in features(&doc) {
        let name = s(f, "name");
        match s(f, "kind") {
            "place" => {
                point(f);
                assert!(PLACE_TYPES.contains(&s(f, "place_type")), "{name}");
            }
            "crossing" => {
                point(f);
                assert!(CROSSING_TYPES.contains(&s(f, "crossing")), "{name}");
                s(f, "stream");
            }
            "stream" => {
                assert!(line(f).len() >= 2);
                assert!(["creek", "run"].contains(&s(f, "class")), "{name}");
            }
            "road" => {
                assert!(line(f).len() >= 2);
                assert!(["road", "trail"].contains(&s(f, "class")), "{name}");
            }
            "ridge" => {
                assert!(line(f).len() >= 2);
                for k in ["height_ft", "halfwidth_m"] {
                    let v = props(f)[k]
                        .as_f64()
                        .unwrap_or_else(|| panic!("{name}: {k}"));
                    assert!(v > 0.0, "{name}: {k}");
                }
                assert!(["slope", "steep"].contains(&s(f, "slope")), "{name}");
            }
            "field" | "orchard" | "extent" => {
                ring(f);
            }
            k => panic!("{name}: kind {k}"),
        }
    }
}

#[test]
fn coordinates_have_five_decimals_and_lie_in_the_extent() {
    let doc = load();
    let (w, e, so, n) = extent(&doc);
    for f in features(&doc) {
        for (lon, lat) in all_positions(f) {
            for v in [lon, lat] {
                assert!(
                    ((v * 1e5).round() - v * 1e5).abs() < 1e-6,
                    "{}: {v} has more than 5 decimals",
                    s(f, "name")
                );
            }
            assert!(
                (w..=e).contains(&lon) && (so..=n).contains(&lat),
                "{}: [{lon}, {lat}] outside the extent",
                s(f, "name")
            );
        }
    }
}

#[test]
fn crossings_lie_on_the_creek_in_the_documented_order() {
    let doc = load();
    let creeks: Vec<(&str, Vec<Pt>)> = kind_is(&doc, "stream")
        .filter(|f| s(f, "class") == "creek")
        .map(|f| (s(f, "name"), line(f)))
        .collect();
    assert!(!creeks.is_empty(), "a stream of class creek");
    let file_order: Vec<&str> = doc["crossing_order"]
        .as_array()
        .expect("crossing_order")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(
        file_order, CROSSING_ORDER,
        "file and docs agree on the order"
    );

    let mut chain: Vec<(usize, f64, &str)> = Vec::new();
    for f in kind_is(&doc, "crossing") {
        let name = s(f, "name");
        let p = point(f);
        let (stream, l) = creeks
            .iter()
            .find(|(n, _)| *n == s(f, "stream"))
            .unwrap_or_else(|| panic!("{name}: stream {} is not a creek", s(f, "stream")));
        let (d, along) = project(p, l);
        assert!(d <= 30.0, "{name} is {d:.0} m off {stream}");
        let idx = CROSSING_ORDER
            .iter()
            .position(|n| *n == name)
            .unwrap_or_else(|| panic!("{name} missing from the documented crossing order"));
        chain.push((idx, along, name));
    }
    assert_eq!(
        chain.len(),
        CROSSING_ORDER.len(),
        "every documented crossing is present"
    );
    chain.sort_by_key(|a| a.0);
    for w in chain.windows(2) {
        assert!(
            w[1].1 > w[0].1,
            "{} ({:.0} m) should lie downstream of {} ({:.0} m)",
            w[1].2,
            w[1].1,
            w[0].2,
            w[0].1
        );
    }
}

#[test]
fn streams_run_upstream_to_downstream_along_the_creek() {
    let doc = load();
    let creek = kind_is(&doc, "stream")
        .find(|f| s(f, "class") == "creek")
        .map(line)
        .unwrap();
    // The creek flows north: its downstream end is its northern end.
    assert!(creek.last().unwrap().1 > creek[0].1);
}

#[test]
fn every_road_joins_another_road_or_the_extent_edge() {
    let doc = load();
    let (w, e, so, n) = extent(&doc);
    let roads: Vec<(&str, Vec<Pt>)> = kind_is(&doc, "road")
        .map(|f| (s(f, "name"), line(f)))
        .collect();
    for (i, (name, l)) in roads.iter().enumerate() {
        let joins = roads
            .iter()
            .enumerate()
            .any(|(j, (_, other))| i != j && lines_touch(l, other));
        let at_edge = l.iter().any(|&(lon, lat)| {
            let edge = [
                (lon - w).abs() * 91_000.0,
                (lon - e).abs() * 91_000.0,
                (lat - so).abs() * 110_574.0,
                (lat - n).abs() * 110_574.0,
            ];
            edge.iter().any(|d| *d < 5.0)
        });
        assert!(joins || at_edge, "{name} is an orphan road");
        assert!(joins, "{name} touches no other road");
    }
}

#[test]
fn crossings_carrying_roads_share_a_vertex_with_them() {
    let doc = load();
    let roads: Vec<Vec<Pt>> = kind_is(&doc, "road").map(line).collect();
    for f in kind_is(&doc, "crossing") {
        let p = point(f);
        let on_road = roads
            .iter()
            .any(|l| l.iter().any(|&v| project(v, &[p, p]).0 < 0.5));
        let bridge = s(f, "crossing").contains("bridge");
        if bridge {
            assert!(
                on_road,
                "{}: a bridge carries a road through the same vertex",
                s(f, "name")
            );
        }
    }
}

#[test]
fn roads_cross_the_creek_only_at_crossings() {
    let doc = load();
    let crossings: Vec<Pt> = kind_is(&doc, "crossing").map(point).collect();
    for creek in kind_is(&doc, "stream").filter(|f| s(f, "class") == "creek") {
        let c = line(creek);
        for road in kind_is(&doc, "road") {
            let l = line(road);
            for a in l.windows(2) {
                for b in c.windows(2) {
                    assert!(
                        !segments_meet(a[0], a[1], b[0], b[1]),
                        "{} crosses {} between crossings",
                        s(road, "name"),
                        s(creek, "name")
                    );
                }
            }
            for &v in &l {
                if project(v, &c).0 < 1.0 {
                    assert!(
                        crossings.iter().any(|&x| project(v, &[x, x]).0 < 1.0),
                        "{} meets {} away from a crossing",
                        s(road, "name"),
                        s(creek, "name")
                    );
                }
            }
        }
    }
}

#[test]
fn every_place_the_seeds_name_is_present() {
    let doc = load();
    let mut known: Vec<String> = Vec::new();
    for f in features(&doc) {
        known.push(norm(s(f, "name")));
        if let Some(a) = props(f).get("aliases") {
            for v in a.as_array().expect("aliases array") {
                known.push(norm(v.as_str().unwrap()));
            }
        }
    }
    let missing: Vec<&str> = SEED_NAMES
        .iter()
        .copied()
        .filter(|n| !known.contains(&norm(n)))
        .collect();
    assert!(
        missing.is_empty(),
        "seed names not in the source: {missing:?}"
    );
}

#[test]
fn brief_features_are_present() {
    let doc = load();
    let has = |kind: &str, name: &str| kind_is(&doc, kind).any(|f| s(f, "name") == name);
    for r in [
        "LaFayette Road",
        "Dry Valley Road",
        "McFarland Gap Road",
        "Reed's Bridge Road",
        "Alexander's Bridge Road",
        "Brotherton Road",
        "Glenn-Kelly Road",
        "Jay's Mill Road",
        "Vittetoe-Chickamauga Road",
        "Crawfish Springs-Glass Mill road",
        "Ringgold road",
        "Dyer Road",
        "Viniard-Alexander Road",
        "Battle Line Road",
        "Snodgrass lane",
    ] {
        assert!(has("road", r), "road {r}");
    }
    for f in [
        "Kelly field",
        "Brotherton field",
        "Poe field",
        "Dyer field",
        "Snodgrass field",
        "Viniard field",
        "Winfrey field",
        "Brock field",
        "Widow Glenn field",
        "McDonald field",
    ] {
        assert!(has("field", f), "field {f}");
    }
    for r in [
        "Pea Vine Ridge",
        "Snodgrass Hill",
        "Horseshoe Ridge",
        "Lytle Hill",
    ] {
        assert!(has("ridge", r), "ridge {r}");
    }
    assert!(kind_is(&doc, "ridge").any(|f| s(f, "name").starts_with("Missionary Ridge")));
    assert!(has("orchard", "Snodgrass peach orchard"));
}

#[test]
fn field_polygons_are_closed_and_simple() {
    let doc = load();
    for f in features(&doc)
        .iter()
        .filter(|f| ["field", "orchard", "extent"].contains(&s(f, "kind")))
    {
        let name = s(f, "name");
        let r = ring(f);
        assert!(r.len() >= 4, "{name}: a ring needs at least 4 positions");
        assert_eq!(r.first(), r.last(), "{name}: ring not closed");
        let n = r.len() - 1; // edges
        for i in 0..n {
            for j in i + 1..n {
                let adjacent = j == i + 1 || (i == 0 && j == n - 1);
                if adjacent {
                    continue;
                }
                assert!(
                    !segments_meet(r[i], r[i + 1], r[j], r[j + 1]),
                    "{name}: edges {i} and {j} cross"
                );
            }
        }
        let area: f64 = r
            .windows(2)
            .map(|w| {
                let (a, b) = (m(w[0]), m(w[1]));
                a.0 * b.1 - b.0 * a.1
            })
            .sum::<f64>()
            / 2.0;
        assert!(area.abs() > 100.0, "{name}: degenerate ring");
        assert!(
            area > 0.0,
            "{name}: exterior ring counter-clockwise (RFC 7946)"
        );
    }
}

fn is_sheet_label(h: &str) -> bool {
    let mut chars = h.chars();
    let sheet_ok = matches!(chars.next(), Some('A'..='F'));
    let rest: String = chars.collect();
    let mut parts = rest.split('.');
    let (row, col) = (parts.next(), parts.next());
    sheet_ok
        && parts.next().is_none()
        && [row, col]
            .iter()
            .all(|p| p.is_some_and(|t| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit())))
}

#[test]
fn pins_are_well_formed() {
    assert!(is_sheet_label("B10.24") && is_sheet_label("C3.04"));
    assert!(!is_sheet_label("G1.01") && !is_sheet_label("B10") && !is_sheet_label("B10.2x"));
    let doc = load();
    let (mut tts_pins, mut tts_refs) = (0, 0);
    for f in features(&doc) {
        let name = s(f, "name");
        for key in ["pins", "hex_refs"] {
            let Some(list) = props(f).get(key) else {
                continue;
            };
            if key == "pins" {
                // A fit pairs a pin with the feature's point, or with the nearest point of its
                // line (a road "at" a hex); areas record their seed hexes as hex_refs.
                assert!(
                    matches!(f["geometry"]["type"].as_str(), Some("Point" | "LineString")),
                    "{name}: pins on points and lines only"
                );
            }
            for p in list.as_array().expect("pin array") {
                let game = p["game"].as_str().expect("pin game");
                let hex = p["hex"].as_str().expect("pin hex");
                let text = p["text"].as_str().expect("pin text");
                assert!(p["approx"].is_boolean(), "{name}: pin approx");
                assert!(
                    text.split_whitespace().count() <= 12,
                    "{name}: pin text too long"
                );
                match game {
                    "tts" => {
                        if key == "pins" {
                            tts_pins += 1;
                        } else {
                            tts_refs += 1;
                        }
                        assert!(is_sheet_label(hex), "{name}: TTS pin {hex}");
                        assert!(
                            p["line"].as_u64().is_some(),
                            "{name}: TTS pin cites its seed line"
                        );
                    }
                    "dg" => assert!(
                        hex.len() == 4 && hex.chars().all(|c| c.is_ascii_digit()),
                        "{name}: DG pin {hex}"
                    ),
                    "rod" => assert!(!hex.is_empty()),
                    g => panic!("{name}: pin game {g}"),
                }
            }
        }
    }
    assert!(
        tts_pins >= 35 && tts_refs >= 4,
        "the TTS pins are recorded ({tts_pins} pins, {tts_refs} hex refs)"
    );
}

#[test]
fn tts_named_pins_are_recorded_where_the_brief_lists_them() {
    let doc = load();
    let pin_of = |name: &str, hex: &str| {
        features(&doc).iter().any(|f| {
            s(f, "name") == name
                && props(f).get("pins").is_some_and(|p| {
                    p.as_array()
                        .unwrap()
                        .iter()
                        .any(|q| q["game"] == "tts" && q["hex"] == hex)
                })
        })
    };
    for (name, hex) in [
        ("A. Brock house", "B10.24"),
        ("Winfrey house", "D57.15"),
        ("Savannah Church", "A36.17"),
        ("Vittetoe house", "A57.09"),
        ("Alexander's Bridge", "E4.17"),
        ("Reed's Bridge", "D38.27"),
        ("Lee and Gordon's Mill", "B45.23"),
        // The brief's C27.27 is Breckinridge's headquarters, not the crossing: the bridge
        // is pinned on the units the seed sets at it, and C27.27 kept as a hex_ref
        // (docs/maps.md, "The TTS residuals").
        ("Glass Mill bridge", "C21.22"),
        ("Jay's Mill", "D40.17"),
    ] {
        assert!(pin_of(name, hex), "{name} pinned at {hex}");
    }
    assert!(
        features(&doc)
            .iter()
            .any(|f| s(f, "name") == "Glass Mill bridge"
                && props(f)["hex_refs"]
                    .as_array()
                    .is_some_and(|r| r.iter().any(|q| q["hex"] == "C27.27"))),
        "Glass Mill bridge keeps C27.27 as a hex_ref"
    );
}
