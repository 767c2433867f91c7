//! The geographic source: features of the battlefield in WGS84, read from GeoJSON, and the
//! plane geometry the rasteriser needs (a local projection to metres, point-in-polygon,
//! segment intersection, distances).

use serde_json::Value;
use std::path::Path;

/// A point in metres on the local plane: `x` east, `y` north of the source's reference point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct P {
    /// Metres east.
    pub x: f64,
    /// Metres north.
    pub y: f64,
}

impl P {
    /// A point.
    pub fn new(x: f64, y: f64) -> P {
        P { x, y }
    }
    fn sub(self, o: P) -> P {
        P::new(self.x - o.x, self.y - o.y)
    }
    fn cross(self, o: P) -> f64 {
        self.x * o.y - self.y * o.x
    }
    fn dot(self, o: P) -> f64 {
        self.x * o.x + self.y * o.y
    }
    /// Distance to another point.
    pub fn dist(self, o: P) -> f64 {
        (self.x - o.x).hypot(self.y - o.y)
    }
}

/// What a feature is.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// A named point (house, church, mill, spring, town, gap, landmark…).
    Place {
        /// House, church, mill…
        place_type: String,
    },
    /// A bridge or ford on a stream.
    Crossing {
        /// `bridge`, `ford`, `bridge_and_ford` or `mill_dam`.
        crossing: String,
    },
    /// A stream: `creek` (crossable only at crossings) or `run`.
    Stream {
        /// `creek` or `run`.
        class: String,
    },
    /// A road or trail.
    Road {
        /// `road` or `trail`.
        class: String,
    },
    /// A ridge crest line.
    Ridge {
        /// Crest height above the valley floor, in feet.
        height_ft: f64,
        /// Distance from the crest to the foot of the slope, in metres.
        halfwidth_m: f64,
        /// `slope` or `steep`.
        slope: String,
    },
    /// A cleared field.
    Field,
    /// An orchard.
    Orchard,
    /// The area the source covers.
    Extent,
}

/// A hex pin: a seed text ties this feature to a hex of one game's map.
#[derive(Clone, Debug, PartialEq)]
pub struct Pin {
    /// `tts`, `rod` or `dg`.
    pub game: String,
    /// The hex label.
    pub hex: String,
    /// "near", "within 4 hexes of": the text does not pin it exactly.
    pub approx: bool,
}

/// One feature of the source.
#[derive(Clone, Debug, PartialEq)]
pub struct Feature {
    /// Name.
    pub name: String,
    /// What it is.
    pub kind: Kind,
    /// Confidence grade A–D.
    pub confidence: String,
    /// Points (one for a point, the line, or the outer ring of a polygon), on the plane.
    pub points: Vec<P>,
    /// Extra lines of a multi-line feature.
    pub more: Vec<Vec<P>>,
    /// Hex pins.
    pub pins: Vec<Pin>,
    /// The stream a crossing is on.
    pub stream: Option<String>,
}

/// The whole source on the local plane.
#[derive(Clone, Debug)]
pub struct Source {
    /// Reference latitude and longitude of the plane's origin.
    pub origin: (f64, f64),
    /// Every feature, in file order.
    pub features: Vec<Feature>,
}

const M_PER_DEG_LAT: f64 = 110_574.0;
const M_PER_DEG_LON_EQ: f64 = 111_320.0;

impl Source {
    /// Reads a GeoJSON file.
    pub fn read(path: &Path) -> Result<Source, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Source::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Parses GeoJSON text. The plane's origin is the centre of the source's extent (or of all
    /// its coordinates).
    pub fn parse(text: &str) -> Result<Source, String> {
        let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let feats = v
            .get("features")
            .and_then(|f| f.as_array())
            .ok_or("not a GeoJSON FeatureCollection (no \"features\")")?;
        // Origin: mean of every coordinate (stable, deterministic).
        let mut all = Vec::new();
        for f in feats {
            collect_coords(f.get("geometry").unwrap_or(&Value::Null), &mut all);
        }
        if all.is_empty() {
            return Err("the source has no coordinates".into());
        }
        let n = all.len() as f64;
        let lon0 = all.iter().map(|c| c.0).sum::<f64>() / n;
        let lat0 = all.iter().map(|c| c.1).sum::<f64>() / n;
        let mut src = Source {
            origin: (lat0, lon0),
            features: Vec::new(),
        };
        for (i, f) in feats.iter().enumerate() {
            let props = f.get("properties").cloned().unwrap_or(Value::Null);
            let name = props
                .get("name")
                .and_then(|x| x.as_str())
                .unwrap_or("")
                .to_string();
            let kind_name = props.get("kind").and_then(|x| x.as_str()).unwrap_or("");
            let s = |k: &str| {
                props
                    .get(k)
                    .and_then(|x| x.as_str())
                    .unwrap_or("")
                    .to_string()
            };
            let num = |k: &str| props.get(k).and_then(|x| x.as_f64());
            let kind = match kind_name {
                "place" => Kind::Place {
                    place_type: s("place_type"),
                },
                "crossing" => Kind::Crossing {
                    crossing: s("crossing"),
                },
                "stream" => Kind::Stream { class: s("class") },
                "road" => Kind::Road { class: s("class") },
                "ridge" => Kind::Ridge {
                    height_ft: num("height_ft")
                        .ok_or(format!("feature {i} ({name}): ridge without height_ft"))?,
                    halfwidth_m: num("halfwidth_m")
                        .ok_or(format!("feature {i} ({name}): ridge without halfwidth_m"))?,
                    slope: s("slope"),
                },
                "field" => Kind::Field,
                "orchard" => Kind::Orchard,
                "extent" => Kind::Extent,
                other => return Err(format!("feature {i} ({name}): unknown kind '{other}'")),
            };
            let geometry = f.get("geometry").unwrap_or(&Value::Null);
            let mut lines = Vec::new();
            lines_of(geometry, &mut lines);
            let mut lines: Vec<Vec<P>> = lines
                .into_iter()
                .map(|l| l.into_iter().map(|c| src.project(c.1, c.0)).collect())
                .collect();
            if lines.is_empty() {
                return Err(format!("feature {i} ({name}): no coordinates"));
            }
            let points = lines.remove(0);
            let pins = props
                .get("pins")
                .and_then(|p| p.as_array())
                .map(|a| {
                    a.iter()
                        .filter_map(|p| {
                            Some(Pin {
                                game: p.get("game")?.as_str()?.to_string(),
                                hex: p.get("hex")?.as_str()?.to_string(),
                                approx: p.get("approx").and_then(|x| x.as_bool()).unwrap_or(false),
                            })
                        })
                        .collect()
                })
                .unwrap_or_default();
            src.features.push(Feature {
                name,
                kind,
                confidence: s("confidence"),
                points,
                more: lines,
                pins,
                stream: props
                    .get("stream")
                    .and_then(|x| x.as_str())
                    .map(String::from),
            });
        }
        Ok(src)
    }

    /// Projects latitude/longitude onto the plane (equirectangular about the origin: at
    /// battlefield size, under a metre off).
    pub fn project(&self, lat: f64, lon: f64) -> P {
        let (lat0, lon0) = self.origin;
        P::new(
            (lon - lon0) * M_PER_DEG_LON_EQ * lat0.to_radians().cos(),
            (lat - lat0) * M_PER_DEG_LAT,
        )
    }

    /// Every line of a feature (its points and its extra lines).
    pub fn lines(f: &Feature) -> impl Iterator<Item = &Vec<P>> {
        std::iter::once(&f.points).chain(f.more.iter())
    }
}

fn collect_coords(g: &Value, out: &mut Vec<(f64, f64)>) {
    let mut lines = Vec::new();
    lines_of(g, &mut lines);
    for l in lines {
        out.extend(l);
    }
}

/// The coordinate lists of a geometry: a Point as one list of one; a LineString; each line of a
/// MultiLineString; the outer ring of a Polygon (holes are not used).
fn lines_of(g: &Value, out: &mut Vec<Vec<(f64, f64)>>) {
    let pt = |c: &Value| -> Option<(f64, f64)> {
        let a = c.as_array()?;
        Some((a.first()?.as_f64()?, a.get(1)?.as_f64()?))
    };
    let line = |c: &Value| -> Vec<(f64, f64)> {
        c.as_array()
            .map(|a| a.iter().filter_map(pt).collect())
            .unwrap_or_default()
    };
    let coords = g.get("coordinates").unwrap_or(&Value::Null);
    match g.get("type").and_then(|t| t.as_str()) {
        Some("Point") => {
            if let Some(p) = pt(coords) {
                out.push(vec![p]);
            }
        }
        Some("LineString") => out.push(line(coords)),
        Some("MultiLineString") => {
            for l in coords.as_array().into_iter().flatten() {
                out.push(line(l));
            }
        }
        Some("Polygon") => {
            if let Some(ring) = coords.as_array().and_then(|a| a.first()) {
                out.push(line(ring));
            }
        }
        Some("MultiPolygon") => {
            for poly in coords.as_array().into_iter().flatten() {
                if let Some(ring) = poly.as_array().and_then(|a| a.first()) {
                    out.push(line(ring));
                }
            }
        }
        _ => {}
    }
}

/// True if `p` is inside the polygon ring (even-odd rule).
pub fn inside(p: P, ring: &[P]) -> bool {
    let mut c = false;
    let n = ring.len();
    if n < 3 {
        return false;
    }
    let mut j = n - 1;
    for i in 0..n {
        let (a, b) = (ring[i], ring[j]);
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            c = !c;
        }
        j = i;
    }
    c
}

/// True if segments `a1–a2` and `b1–b2` intersect (touching counts).
pub fn segments_cross(a1: P, a2: P, b1: P, b2: P) -> bool {
    let o = |p: P, q: P, r: P| q.sub(p).cross(r.sub(p));
    let (d1, d2) = (o(b1, b2, a1), o(b1, b2, a2));
    let (d3, d4) = (o(a1, a2, b1), o(a1, a2, b2));
    let opposite = |u: f64, v: f64| (u > 0.0 && v < 0.0) || (u < 0.0 && v > 0.0);
    if opposite(d1, d2) && opposite(d3, d4) {
        return true;
    }
    let on = |p: P, q: P, r: P| {
        r.x >= p.x.min(q.x) && r.x <= p.x.max(q.x) && r.y >= p.y.min(q.y) && r.y <= p.y.max(q.y)
    };
    (d1 == 0.0 && on(b1, b2, a1))
        || (d2 == 0.0 && on(b1, b2, a2))
        || (d3 == 0.0 && on(a1, a2, b1))
        || (d4 == 0.0 && on(a1, a2, b2))
}

/// Distance from `p` to the segment `a–b`.
pub fn dist_to_segment(p: P, a: P, b: P) -> f64 {
    let ab = b.sub(a);
    let len2 = ab.dot(ab);
    if len2 == 0.0 {
        return p.dist(a);
    }
    let t = (p.sub(a).dot(ab) / len2).clamp(0.0, 1.0);
    p.dist(P::new(a.x + ab.x * t, a.y + ab.y * t))
}

/// The point of a polyline nearest to `p`.
pub fn nearest_on_line(p: P, line: &[P]) -> P {
    if line.len() < 2 {
        return line.first().copied().unwrap_or(p);
    }
    let mut best = (f64::INFINITY, line[0]);
    for w in line.windows(2) {
        let (a, b) = (w[0], w[1]);
        let ab = b.sub(a);
        let len2 = ab.dot(ab);
        let t = if len2 == 0.0 {
            0.0
        } else {
            (p.sub(a).dot(ab) / len2).clamp(0.0, 1.0)
        };
        let q = P::new(a.x + ab.x * t, a.y + ab.y * t);
        let d = p.dist(q);
        if d < best.0 {
            best = (d, q);
        }
    }
    best.1
}

/// Distance from `p` to a polyline.
pub fn dist_to_line(p: P, line: &[P]) -> f64 {
    match line.len() {
        0 => f64::INFINITY,
        1 => p.dist(line[0]),
        _ => line
            .windows(2)
            .map(|w| dist_to_segment(p, w[0], w[1]))
            .fold(f64::INFINITY, f64::min),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_basics() {
        let sq = [
            P::new(0.0, 0.0),
            P::new(10.0, 0.0),
            P::new(10.0, 10.0),
            P::new(0.0, 10.0),
        ];
        assert!(inside(P::new(5.0, 5.0), &sq));
        assert!(!inside(P::new(15.0, 5.0), &sq));
        assert!(segments_cross(
            P::new(0.0, 0.0),
            P::new(10.0, 10.0),
            P::new(0.0, 10.0),
            P::new(10.0, 0.0)
        ));
        assert!(!segments_cross(
            P::new(0.0, 0.0),
            P::new(1.0, 1.0),
            P::new(5.0, 5.0),
            P::new(6.0, 7.0)
        ));
        assert!(
            (dist_to_segment(P::new(5.0, 3.0), P::new(0.0, 0.0), P::new(10.0, 0.0)) - 3.0).abs()
                < 1e-9
        );
    }

    #[test]
    fn projection_scale_is_about_right() {
        let src = Source::parse(
            r#"{"type":"FeatureCollection","features":[
              {"type":"Feature","geometry":{"type":"Point","coordinates":[-85.26,34.92]},"properties":{"kind":"place","name":"a"}},
              {"type":"Feature","geometry":{"type":"Point","coordinates":[-85.25,34.93]},"properties":{"kind":"place","name":"b"}}]}"#,
        )
        .unwrap();
        let a = src.features[0].points[0];
        let b = src.features[1].points[0];
        // 0.01° of latitude ≈ 1106 m; 0.01° of longitude at 34.9° ≈ 913 m.
        assert!(((b.y - a.y) - 1105.7).abs() < 1.0);
        assert!(((b.x - a.x) - 913.0).abs() < 2.0);
    }
}
