//! Rasterising the geographic source onto a game's grid: terrain by the share of each hex that
//! fields and orchards cover, elevation from ridge crests, creek hexsides where a stream
//! separates two hex centres, crossings on the creek hexside nearest them, road and trail
//! connections along the hexes a road passes through, slope hexsides between elevation
//! levels, named places, and entry areas.

use super::geo::{Feature, Kind, P, Source, dist_to_line, inside, segments_cross};
use super::place::{Placement, unit_layout};
use crate::kernel::grid::{Grid, LabelFormat, Orientation, Sheet};
use crate::kernel::hex::{Direction, Hex};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// How a game's grid lies on the ground and what the source's features become on it
/// (`scenarios/<ruleset>/mapgen.json`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// What the map is (shown in the generated file's header).
    pub name: String,
    /// The geographic source, relative to the spec file.
    pub source: String,
    /// The map file to write, relative to the spec file.
    pub output: String,
    /// The grid.
    pub grid: GridSpec,
    /// Where the grid lies.
    pub placement: PlacementSpec,
    /// Terrain kinds of the ruleset for the source's cover.
    pub terrain: TerrainSpec,
    /// Hexside kinds of the ruleset for the source's lines (`creek`, `run`, `bridge`, `ford`,
    /// `road`, `trail`, `slope`, `steep`); a missing entry leaves that feature out.
    pub hexsides: BTreeMap<String, String>,
    /// Feet of rise per elevation level.
    #[serde(default = "default_level_ft")]
    pub level_ft: f64,
    /// Named areas: explicit hex labels, or edges.
    #[serde(default)]
    pub areas: BTreeMap<String, AreaSpec>,
    /// Places to leave out (the map has them under other names, or they are off it).
    #[serde(default)]
    pub skip_places: Vec<String>,
    /// Named areas made from features of the source: area name → feature names. A road, trail
    /// or ridge gives the hexes its line passes through, a stream the hexes on both sides of its
    /// hexsides, a field or orchard the hexes it covers (at the terrain share; at least the hex
    /// of its centre). For rules that speak of "LaFayette road hexes", "both hexes of Snodgrass
    /// Hill", "adjacent to Kelly's creek" or "all hexes of the field".
    #[serde(default)]
    pub feature_areas: BTreeMap<String, Vec<String>>,
}

fn default_level_ft() -> f64 {
    40.0
}

/// The printed grid.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridSpec {
    /// Columns.
    pub cols: i32,
    /// Rows.
    pub rows: i32,
    /// `flat` or `pointy`.
    #[serde(default = "flat")]
    pub orientation: String,
    /// Odd 0-based columns (rows) shifted.
    #[serde(default = "yes")]
    pub odd_shifted: bool,
    /// First printed column.
    #[serde(default = "one")]
    pub first_col: i32,
    /// First printed row.
    #[serde(default = "one")]
    pub first_row: i32,
    /// `CCRR` or sheets.
    #[serde(default)]
    pub sheets: Vec<SheetSpec>,
    /// With sheets: the row number first (`A47.23`).
    #[serde(default)]
    pub row_first: bool,
    /// With sheets: digits of the first number (0: unpadded).
    #[serde(default)]
    pub first_digits: usize,
}

fn flat() -> String {
    "flat".into()
}
fn yes() -> bool {
    true
}
fn one() -> i32 {
    1
}

/// One sheet of a multi-sheet grid.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SheetSpec {
    /// Sheet letter.
    pub name: String,
    /// 0-based grid column of its first column.
    pub x0: i32,
    /// 0-based grid row of its first row.
    pub y0: i32,
    /// Columns.
    pub cols: i32,
    /// Rows.
    pub rows: i32,
}

/// Where the grid lies.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "method", rename_all = "snake_case", deny_unknown_fields)]
pub enum PlacementSpec {
    /// An anchor hex on a named place (or a coordinate), a scale and a rotation.
    Anchor {
        /// The hex label.
        hex: String,
        /// A place of the source the anchor hex's centre lies on…
        #[serde(default)]
        place: Option<String>,
        /// …or a latitude…
        #[serde(default)]
        lat: Option<f64>,
        /// …and longitude.
        #[serde(default)]
        lon: Option<f64>,
        /// Centre-to-centre distance.
        yards_per_hex: f64,
        /// The grid's up direction, degrees clockwise from true north.
        #[serde(default)]
        north_deg: f64,
    },
    /// A least-squares fit to the source's pins for `game`.
    Fit {
        /// The game id in the pins (`tts`).
        game: String,
        /// Give approximate pins this weight relative to exact ones (they are repeated this
        /// many times; 0 leaves them out).
        #[serde(default = "one_u")]
        approx_weight: usize,
    },
}

fn one_u() -> usize {
    1
}

/// Terrain kinds for the source's cover.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainSpec {
    /// Ground covered by nothing else (woods, on the 1863 field).
    pub default: String,
    /// Fields.
    pub field: String,
    /// Orchards (default: the field kind).
    #[serde(default)]
    pub orchard: Option<String>,
    /// The share of a hex a cover must reach to set its terrain.
    #[serde(default = "half")]
    pub share: f64,
}

fn half() -> f64 {
    0.5
}

/// A named area of the map.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum AreaSpec {
    /// Explicit hex labels.
    Hexes(Vec<String>),
    /// The hexes of one map edge, from `from` to `to` (1-based along the edge, inclusive).
    Edge {
        /// `north`, `south`, `east` or `west`.
        edge: String,
        /// First position along the edge.
        from: i32,
        /// Last position along the edge.
        to: i32,
    },
    /// Several edge ranges (an area round a corner).
    Edges(Vec<EdgeRange>),
}

/// One range of a map edge.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EdgeRange {
    /// `north`, `south`, `east` or `west`.
    pub edge: String,
    /// First position along the edge (1-based).
    pub from: i32,
    /// Last position along the edge.
    pub to: i32,
}

/// A generated map, in labels, ready to be written.
#[derive(Clone, Debug, Default)]
pub struct Generated {
    /// Terrain kind → hex labels (the default kind is left out).
    pub terrain: BTreeMap<String, BTreeSet<Hex>>,
    /// Elevation level → hexes (level 0 left out).
    pub elevation: BTreeMap<i32, BTreeSet<Hex>>,
    /// Hexside kind → canonical hexsides (hex, direction 0–2).
    pub hexsides: BTreeMap<String, BTreeSet<(Hex, u8)>>,
    /// Places: name, hex, kind.
    pub places: Vec<(String, Hex, String)>,
    /// Areas.
    pub areas: BTreeMap<String, Vec<Hex>>,
    /// What the generator noticed (fit residuals, features off the map, road crossings of the
    /// creek without a crossing).
    pub report: Vec<String>,
    /// Fit residuals.
    pub residuals: Vec<Residual>,
    /// The placement used.
    pub placement: Option<Placement>,
}

/// How far a pinned place landed from the hex its seed text gives: (place, pin label,
/// distance in hexes).
pub type Residual = (String, String, f64);

/// The kernel grid of a spec.
pub fn grid_of(spec: &GridSpec) -> Grid {
    let orientation = if spec.orientation == "pointy" {
        Orientation::Pointy
    } else {
        Orientation::Flat
    };
    let labels = if spec.sheets.is_empty() {
        LabelFormat::ColRow { digits: 2 }
    } else {
        LabelFormat::Sheets {
            sheets: spec
                .sheets
                .iter()
                .map(|s| Sheet {
                    name: s.name.clone(),
                    x0: s.x0,
                    y0: s.y0,
                    cols: s.cols,
                    rows: s.rows,
                    first_col: spec.first_col,
                    first_row: spec.first_row,
                })
                .collect(),
            separator: ".".into(),
            digits: 2,
            first_digits: spec.first_digits,
            row_first: spec.row_first,
        }
    };
    Grid {
        orientation,
        cols: spec.cols,
        rows: spec.rows,
        odd_shifted: spec.odd_shifted,
        first_col: spec.first_col,
        first_row: spec.first_row,
        labels,
    }
}

fn canonical(h: Hex, d: Direction) -> (Hex, u8) {
    let hs = crate::kernel::hex::Hexside::new(h, d).canonical();
    (hs.hex, hs.dir.index() as u8)
}

/// Places the grid on the ground as the spec says.
pub fn placement(
    spec: &Spec,
    grid: &Grid,
    src: &Source,
    report: &mut Vec<String>,
) -> Result<(Placement, Vec<Residual>), String> {
    let layout = unit_layout(grid.orientation);
    match &spec.placement {
        PlacementSpec::Anchor {
            hex,
            place,
            lat,
            lon,
            yards_per_hex,
            north_deg,
        } => {
            let h = grid
                .parse_label(hex)
                .map_err(|e| format!("placement.hex: {e}"))?;
            let at = match (place, lat, lon) {
                (Some(name), _, _) => src
                    .features
                    .iter()
                    .find(|f| f.name == *name)
                    .map(|f| f.points[0])
                    .ok_or(format!(
                        "placement.place: the source has no feature named '{name}'"
                    ))?,
                (None, Some(la), Some(lo)) => src.project(*la, *lo),
                _ => return Err("placement: give `place`, or `lat` and `lon`".into()),
            };
            Ok((
                Placement::anchored(grid.orientation, h, at, *yards_per_hex, *north_deg),
                Vec::new(),
            ))
        }
        PlacementSpec::Fit {
            game,
            approx_weight,
        } => {
            // Pins of points (houses, crossings) fix the fit; a pin of a line (a road "at"
            // a hex) pairs the hex with the line's nearest point, found again after each fit.
            struct PinAt<'a> {
                feature: &'a Feature,
                label: String,
                hex: Hex,
                weight: usize,
            }
            let mut pins = Vec::new();
            for f in &src.features {
                for pin in f.pins.iter().filter(|p| p.game == *game) {
                    match grid.parse_label(&pin.hex) {
                        Ok(h) => pins.push(PinAt {
                            feature: f,
                            label: pin.hex.clone(),
                            hex: h,
                            weight: if pin.approx { *approx_weight } else { 2 },
                        }),
                        Err(e) => report.push(format!("pin {} of '{}': {e}", pin.hex, f.name)),
                    }
                }
            }
            let is_point = |f: &Feature| f.points.len() == 1 && f.more.is_empty();
            let point_pairs: Vec<(P, (f64, f64))> = pins
                .iter()
                .filter(|p| is_point(p.feature))
                .flat_map(|p| {
                    std::iter::repeat_n((p.feature.points[0], layout.to_pixel(p.hex)), p.weight)
                })
                .collect();
            let mut fit = Placement::fit(&point_pairs).ok_or(format!(
                "placement: fewer than two usable point pins for game '{game}'"
            ))?;
            let anchor_of = |p: &PinAt, fit: &Placement| -> P {
                if is_point(p.feature) {
                    p.feature.points[0]
                } else {
                    let target = fit.inverse(layout.to_pixel(p.hex));
                    Source::lines(p.feature)
                        .map(|l| super::geo::nearest_on_line(target, l))
                        .min_by(|a, b| a.dist(target).total_cmp(&b.dist(target)))
                        .unwrap_or(p.feature.points[0])
                }
            };
            for _ in 0..8 {
                let pairs: Vec<(P, (f64, f64))> = pins
                    .iter()
                    .flat_map(|p| {
                        std::iter::repeat_n((anchor_of(p, &fit), layout.to_pixel(p.hex)), p.weight)
                    })
                    .collect();
                if let Some(f) = Placement::fit(&pairs) {
                    fit = f;
                }
            }
            let spacing = 3f64.sqrt();
            let residuals = pins
                .iter()
                .map(|p| {
                    let got = fit.forward(anchor_of(p, &fit));
                    let want = layout.to_pixel(p.hex);
                    (
                        p.feature.name.clone(),
                        p.label.clone(),
                        (got.0 - want.0).hypot(got.1 - want.1) / spacing,
                    )
                })
                .collect();
            Ok((fit, residuals))
        }
    }
}

/// Generates the map.
pub fn generate(spec: &Spec, src: &Source) -> Result<(Grid, Generated), String> {
    let grid = grid_of(&spec.grid);
    let layout = unit_layout(grid.orientation);
    let mut out = Generated::default();
    let (place, residuals) = placement(spec, &grid, src, &mut out.report)?;
    out.residuals = residuals;
    out.placement = Some(place);
    let centre = |h: Hex| place.inverse(layout.to_pixel(h));
    let hex_at = |m: P| layout.from_pixel(place.forward(m));
    let hexside_key = |name: &str| spec.hexsides.get(name).cloned();

    // Terrain: the share of seven sample points inside each cover.
    let fields: Vec<&Feature> = src
        .features
        .iter()
        .filter(|f| f.kind == Kind::Field)
        .collect();
    let orchards: Vec<&Feature> = src
        .features
        .iter()
        .filter(|f| f.kind == Kind::Orchard)
        .collect();
    let orchard_kind = spec
        .terrain
        .orchard
        .clone()
        .unwrap_or_else(|| spec.terrain.field.clone());
    for h in grid.hexes() {
        let c = layout.to_pixel(h);
        let samples: Vec<P> = std::iter::once(c)
            .chain((0..6).map(|i| {
                let a = (60.0 * i as f64 + 30.0).to_radians();
                (c.0 + 0.55 * a.cos(), c.1 + 0.55 * a.sin())
            }))
            .map(|p| place.inverse(p))
            .collect();
        let share = |polys: &[&Feature]| {
            samples
                .iter()
                .filter(|p| {
                    polys
                        .iter()
                        .any(|f| Source::lines(f).any(|ring| inside(**p, ring)))
                })
                .count() as f64
                / samples.len() as f64
        };
        let (of, oo) = (share(&fields), share(&orchards));
        let kind = if oo >= spec.terrain.share && oo >= of {
            Some(orchard_kind.clone())
        } else if of + oo >= spec.terrain.share {
            Some(spec.terrain.field.clone())
        } else {
            None
        };
        if let Some(k) = kind.filter(|k| *k != spec.terrain.default) {
            out.terrain.entry(k).or_default().insert(h);
        }
    }

    // Elevation from ridges.
    let ridges: Vec<(&Feature, f64, f64)> = src
        .features
        .iter()
        .filter_map(|f| match &f.kind {
            Kind::Ridge {
                height_ft,
                halfwidth_m,
                ..
            } => Some((f, *height_ft, *halfwidth_m)),
            _ => None,
        })
        .collect();
    let mut level: BTreeMap<Hex, i32> = BTreeMap::new();
    for h in grid.hexes() {
        let m = centre(h);
        let mut best: f64 = 0.0;
        for (f, height, half) in &ridges {
            let d = Source::lines(f)
                .map(|l| dist_to_line(m, l))
                .fold(f64::INFINITY, f64::min);
            best = best.max(height * (1.0 - d / half).max(0.0));
        }
        let l = (best / spec.level_ft).floor() as i32;
        if l > 0 {
            out.elevation.entry(l).or_default().insert(h);
            level.insert(h, l);
        }
    }
    let steep_near = |h: Hex| {
        let m = centre(h);
        ridges.iter().any(|(f, _, half)| {
            matches!(&f.kind, Kind::Ridge { slope, .. } if slope == "steep")
                && Source::lines(f).any(|l| dist_to_line(m, l) < *half)
        })
    };
    for h in grid.hexes() {
        for d in [Direction::new(0), Direction::new(1), Direction::new(2)] {
            let n = h.neighbor(d);
            if !grid.contains(n) {
                continue;
            }
            let (a, b) = (
                level.get(&h).copied().unwrap_or(0),
                level.get(&n).copied().unwrap_or(0),
            );
            if a == b {
                continue;
            }
            let steep = (a - b).abs() >= 2 || (steep_near(h) && steep_near(n));
            let key = if steep { "steep" } else { "slope" };
            if let Some(k) = hexside_key(key).or_else(|| hexside_key("slope")) {
                out.hexsides.entry(k).or_default().insert(canonical(h, d));
            }
        }
    }

    // Streams: a hexside is a stream hexside when the stream separates the two hex centres.
    let mut creek_sides: Vec<((Hex, u8), String)> = Vec::new();
    let mut stream_sides: BTreeMap<String, BTreeSet<(Hex, u8)>> = BTreeMap::new();
    for f in &src.features {
        let Kind::Stream { class } = &f.kind else {
            continue;
        };
        let key = if class == "creek" { "creek" } else { "run" };
        let Some(k) = hexside_key(key) else { continue };
        for line in Source::lines(f) {
            let (lo, hi) = bbox(line);
            for h in grid.hexes() {
                let c = centre(h);
                if c.x < lo.x - 300.0
                    || c.x > hi.x + 300.0
                    || c.y < lo.y - 300.0
                    || c.y > hi.y + 300.0
                {
                    continue;
                }
                for d in [Direction::new(0), Direction::new(1), Direction::new(2)] {
                    let n = h.neighbor(d);
                    if !grid.contains(n) {
                        continue;
                    }
                    let cn = centre(n);
                    if line.windows(2).any(|w| segments_cross(c, cn, w[0], w[1])) {
                        let side = canonical(h, d);
                        out.hexsides.entry(k.clone()).or_default().insert(side);
                        stream_sides.entry(f.name.clone()).or_default().insert(side);
                        if key == "creek" {
                            creek_sides.push((side, f.name.clone()));
                        }
                    }
                }
            }
        }
    }

    // Roads and trails: the hexes each passes through, joined along hexsides.
    // (Done before the crossings, so that a crossing goes on the creek hexside its road uses.)
    let creek_kind = hexside_key("creek");
    let mut road_over_creek: Vec<((Hex, u8), String)> = Vec::new();
    let step_m = place.yards_per_hex() * 0.9144 / 6.0;
    let mut exits: Vec<String> = Vec::new();
    for f in &src.features {
        let Kind::Road { class } = &f.kind else {
            continue;
        };
        let key = if class == "trail" { "trail" } else { "road" };
        let Some(k) = hexside_key(key) else { continue };
        for line in Source::lines(f) {
            let seq = hex_path(line, &hex_at, step_m);
            report_exits(&seq, &format!("{class} '{}'", f.name), &grid, &mut exits);
            for w in seq.windows(2) {
                let (a, b) = (w[0], w[1]);
                if !grid.contains(a) || !grid.contains(b) {
                    continue;
                }
                let Some(d) = a.direction_to(b) else { continue };
                let side = canonical(a, d);
                out.hexsides.entry(k.clone()).or_default().insert(side);
                if let Some(ck) = &creek_kind
                    && out.hexsides.get(ck).is_some_and(|s| s.contains(&side))
                {
                    road_over_creek.push((side, format!("{class} '{}'", f.name)));
                }
            }
        }
    }

    // Crossings: on the creek hexside a road crosses near the crossing point, else on the
    // creek hexside nearest it.
    for f in &src.features {
        let Kind::Crossing { crossing } = &f.kind else {
            continue;
        };
        let p = f.points[0];
        let mid_of = |side: &(Hex, u8)| {
            let (h, d) = (side.0, Direction::new(side.1 as i32));
            let (a, b) = (centre(h), centre(h.neighbor(d)));
            P::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0)
        };
        let reach = place.yards_per_hex() * 0.9144 * 1.5;
        let on_road = road_over_creek
            .iter()
            .map(|(side, _)| (mid_of(side).dist(p), *side))
            .filter(|(d, _)| *d <= reach)
            .min_by(|a, b| a.0.total_cmp(&b.0));
        let nearest = on_road.or_else(|| {
            creek_sides
                .iter()
                .filter(|(_, s)| {
                    f.stream.as_ref().is_none_or(|n| n == s)
                        || creek_sides
                            .iter()
                            .all(|(_, s2)| Some(s2) != f.stream.as_ref())
                })
                .map(|(side, _)| {
                    let (h, d) = (side.0, Direction::new(side.1 as i32));
                    let mid = {
                        let (a, b) = (centre(h), centre(h.neighbor(d)));
                        P::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0)
                    };
                    (mid.dist(p), *side)
                })
                .min_by(|a, b| a.0.total_cmp(&b.0))
        });
        let Some((dist, side)) = nearest else {
            out.report.push(format!(
                "crossing '{}': no creek hexside on the map",
                f.name
            ));
            continue;
        };
        let yards = place.yards_per_hex();
        if dist > yards * 0.9144 * 1.5 {
            out.report.push(format!(
                "crossing '{}': off the map or far from the creek ({dist:.0} m)",
                f.name
            ));
            continue;
        }
        let kinds: Vec<&str> = match crossing.as_str() {
            "bridge" => vec!["bridge"],
            "ford" => vec!["ford"],
            "bridge_and_ford" => vec!["bridge", "ford"],
            "mill_dam" => vec!["bridge"],
            _ => vec!["ford"],
        };
        for k in kinds {
            if let Some(kk) = hexside_key(k) {
                out.hexsides.entry(kk).or_default().insert(side);
            }
        }
        // The crossing is also a named place, in the hex on its side of the hexside.
        let (h, d) = (side.0, Direction::new(side.1 as i32));
        let n = h.neighbor(d);
        let at = if centre(h).dist(p) <= centre(n).dist(p) {
            h
        } else {
            n
        };
        out.places.push((f.name.clone(), at, crossing.clone()));
    }

    // Roads over the creek where no crossing landed.
    let crossing_kinds: Vec<String> = ["bridge", "ford"]
        .iter()
        .filter_map(|k| hexside_key(k))
        .collect();
    for (side, what) in &road_over_creek {
        let crossed = crossing_kinds
            .iter()
            .any(|c| out.hexsides.get(c).is_some_and(|s| s.contains(side)));
        if !crossed {
            let n = side.0.neighbor(Direction::new(side.1 as i32));
            out.report.push(format!(
                "{what} crosses the creek at {}/{} where the source has no crossing",
                grid.label(side.0),
                grid.label(n)
            ));
        }
    }

    let mut seen_exit = BTreeSet::new();
    out.report
        .extend(exits.into_iter().filter(|l| seen_exit.insert(l.clone())));

    // Places.
    for f in &src.features {
        let Kind::Place { place_type } = &f.kind else {
            continue;
        };
        if spec.skip_places.contains(&f.name) || place_type == "field_centroid" {
            continue;
        }
        let h = hex_at(f.points[0]);
        if grid.contains(h) {
            out.places.push((f.name.clone(), h, place_type.clone()));
        } else {
            out.report
                .push(format!("place '{}' is off the map", f.name));
        }
    }
    out.places.sort_by(|a, b| a.0.cmp(&b.0));
    out.places.dedup_by(|a, b| a.0 == b.0);

    // Areas.
    for (name, a) in &spec.areas {
        let hexes: Vec<Hex> = match a {
            AreaSpec::Hexes(labels) => labels
                .iter()
                .map(|l| {
                    grid.parse_label(l)
                        .map_err(|e| format!("areas.{name}: {e}"))
                })
                .collect::<Result<_, _>>()?,
            AreaSpec::Edge { edge, from, to } => {
                edge_hexes(&grid, edge, *from, *to).map_err(|e| format!("areas.{name}: {e}"))?
            }
            AreaSpec::Edges(ranges) => {
                let mut hexes = Vec::new();
                for r in ranges {
                    for h in edge_hexes(&grid, &r.edge, r.from, r.to)
                        .map_err(|e| format!("areas.{name}: {e}"))?
                    {
                        if !hexes.contains(&h) {
                            hexes.push(h);
                        }
                    }
                }
                hexes
            }
        };
        out.areas.insert(name.clone(), hexes);
    }

    // Areas named after features.
    for (area, names) in &spec.feature_areas {
        let mut hexes: BTreeSet<Hex> = BTreeSet::new();
        for name in names {
            let f = src
                .features
                .iter()
                .find(|f| f.name == *name)
                .ok_or(format!(
                    "feature_areas.{area}: the source has no feature named '{name}'"
                ))?;
            match &f.kind {
                Kind::Road { .. } => {
                    for line in Source::lines(f) {
                        hexes.extend(hex_path(line, &hex_at, step_m));
                    }
                }
                Kind::Ridge { .. } => {
                    // The hill's own hexes: those whose centre lies within half a hex of the
                    // crest (at least the hex of the crest's middle vertex).
                    let half = place.yards_per_hex() * 0.9144 / 2.0;
                    for line in Source::lines(f) {
                        let (lo, hi) = bbox(line);
                        hexes.extend(grid.hexes().filter(|h| {
                            let c = centre(*h);
                            c.x >= lo.x - half
                                && c.x <= hi.x + half
                                && c.y >= lo.y - half
                                && c.y <= hi.y + half
                                && dist_to_line(c, line) <= half
                        }));
                        hexes.insert(hex_at(line[line.len() / 2]));
                    }
                }
                Kind::Stream { .. } => {
                    for (h, d) in stream_sides.get(name).into_iter().flatten() {
                        hexes.insert(*h);
                        hexes.insert(h.neighbor(Direction::new(*d as i32)));
                    }
                }
                Kind::Field | Kind::Orchard => {
                    let covered: Vec<Hex> = grid
                        .hexes()
                        .filter(|h| {
                            let c = layout.to_pixel(*h);
                            let n = std::iter::once(c)
                                .chain((0..6).map(|i| {
                                    let a = (60.0 * i as f64 + 30.0).to_radians();
                                    (c.0 + 0.55 * a.cos(), c.1 + 0.55 * a.sin())
                                }))
                                .filter(|p| {
                                    Source::lines(f).any(|ring| inside(place.inverse(*p), ring))
                                })
                                .count();
                            n as f64 / 7.0 >= spec.terrain.share
                        })
                        .collect();
                    if covered.is_empty() {
                        let ring = &f.points;
                        let n = ring.len().max(1) as f64;
                        hexes.insert(hex_at(P::new(
                            ring.iter().map(|p| p.x).sum::<f64>() / n,
                            ring.iter().map(|p| p.y).sum::<f64>() / n,
                        )));
                    }
                    hexes.extend(covered);
                }
                _ => {
                    return Err(format!(
                        "feature_areas.{area}: '{name}' is a point; points are places, not areas"
                    ));
                }
            }
        }
        let hexes: Vec<Hex> = hexes.into_iter().filter(|h| grid.contains(*h)).collect();
        if hexes.is_empty() {
            out.report
                .push(format!("feature area '{area}' has no hex on the map"));
        }
        if out.areas.insert(area.clone(), hexes).is_some() {
            return Err(format!(
                "feature_areas: '{area}' is also an area of the spec"
            ));
        }
    }
    Ok((grid, out))
}

/// The hexes of one map edge, from `from` to `to` (1-based along the edge, inclusive).
fn edge_hexes(grid: &Grid, edge: &str, from: i32, to: i32) -> Result<Vec<Hex>, String> {
    let (from, to) = (from - 1, to - 1);
    let pick = |x: i32, y: i32| grid.from_offset(x, y);
    Ok(match edge {
        "north" => (from..=to).map(|x| pick(x, 0)).collect(),
        "south" => (from..=to).map(|x| pick(x, grid.rows - 1)).collect(),
        "west" => (from..=to).map(|y| pick(0, y)).collect(),
        "east" => (from..=to).map(|y| pick(grid.cols - 1, y)).collect(),
        other => {
            return Err(format!(
                "edge must be north, south, east or west, not '{other}'"
            ));
        }
    })
}

/// Notes where a road's hex path leaves the grid: the last hex on the map before it goes off,
/// with the edge and the position along it.
fn report_exits(seq: &[Hex], what: &str, grid: &Grid, out: &mut Vec<String>) {
    for w in seq.windows(2) {
        let (a, b) = (w[0], w[1]);
        for (inside_hex, outside_hex) in [(a, b), (b, a)] {
            if grid.contains(inside_hex) && !grid.contains(outside_hex) {
                let (x, y) = grid.to_offset(inside_hex);
                let (ox, oy) = grid.to_offset(outside_hex);
                let edge = if oy < 0 {
                    format!("north edge, column {}", x + 1)
                } else if oy >= grid.rows {
                    format!("south edge, column {}", x + 1)
                } else if ox < 0 {
                    format!("west edge, row {}", y + 1)
                } else {
                    format!("east edge, row {}", y + 1)
                };
                out.push(format!(
                    "{what} leaves the map at {} ({edge})",
                    grid.label(inside_hex)
                ));
            }
        }
    }
}

/// The hexes a line passes through, in order, each adjacent to the next (a step that jumps a
/// hex is filled in along the hex line between the two).
fn hex_path(line: &[P], hex_at: &dyn Fn(P) -> Hex, step_m: f64) -> Vec<Hex> {
    let mut seq: Vec<Hex> = Vec::new();
    for w in line.windows(2) {
        let steps = ((w[0].dist(w[1]) / step_m).ceil() as usize).max(1);
        for i in 0..=steps {
            let t = i as f64 / steps as f64;
            let m = P::new(
                w[0].x + (w[1].x - w[0].x) * t,
                w[0].y + (w[1].y - w[0].y) * t,
            );
            let h = hex_at(m);
            if seq.last() != Some(&h) {
                if let Some(&last) = seq.last()
                    && last.distance(h) > 1
                {
                    for step in last.line(h).iter().skip(1) {
                        let x = step.hexes().next().unwrap_or(h);
                        if seq.last() != Some(&x) {
                            seq.push(x);
                        }
                    }
                } else {
                    seq.push(h);
                }
            }
        }
    }
    if line.len() == 1 {
        seq.push(hex_at(line[0]));
    }
    seq
}

fn bbox(line: &[P]) -> (P, P) {
    let mut lo = P::new(f64::INFINITY, f64::INFINITY);
    let mut hi = P::new(f64::NEG_INFINITY, f64::NEG_INFINITY);
    for p in line {
        lo = P::new(lo.x.min(p.x), lo.y.min(p.y));
        hi = P::new(hi.x.max(p.x), hi.y.max(p.y));
    }
    (lo, hi)
}
