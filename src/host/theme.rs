//! Colours and sizes of the window: terrain fills, hexside strokes, side colours of counters,
//! highlight colours. Known ids get hand-picked, readable colours; any other id gets a stable
//! colour derived from a hash of the id, so that a new ruleset is drawn sensibly without
//! changes here.

use crate::kernel::rules::HexsideDef;
use eframe::egui::{self, Color32};

/// How a hexside feature is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HexsideLook {
    /// A stroke along the hexside (creek, river, wall, slope).
    Edge {
        /// Colour.
        color: Color32,
        /// Width in points at zoom 1.
        width: f32,
    },
    /// A bridge: a short plank across the hexside.
    Bridge,
    /// A ford: stepping stones on the hexside.
    Ford,
    /// A route (road, trail, rail): a line between the two hex centres.
    Route {
        /// Colour.
        color: Color32,
        /// Width in points at zoom 1.
        width: f32,
        /// Dashed (trails, paths) or solid.
        dashed: bool,
    },
}

/// Every colour the window uses.
#[derive(Clone, Debug)]
pub struct Theme {
    /// Background behind the map.
    pub map_background: Color32,
    /// Thin hex outlines.
    pub grid_line: Color32,
    /// Legal destinations of the selected unit.
    pub destination: Color32,
    /// The outline of a legal destination.
    pub destination_edge: Color32,
    /// Attack target markers.
    pub target: Color32,
    /// The selected unit and hex.
    pub selection: Color32,
    /// The path preview.
    pub path: Color32,
    /// Error text.
    pub error: Color32,
    /// Good news text.
    pub ok: Color32,
    /// Muted text.
    pub muted: Color32,
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            map_background: Color32::from_rgb(46, 52, 58),
            grid_line: Color32::from_rgba_unmultiplied(60, 60, 50, 110),
            destination: Color32::from_rgba_unmultiplied(70, 190, 255, 95),
            destination_edge: Color32::from_rgb(20, 110, 190),
            target: Color32::from_rgb(214, 40, 40),
            selection: Color32::from_rgb(255, 214, 0),
            path: Color32::from_rgb(230, 120, 0),
            error: Color32::from_rgb(235, 90, 80),
            ok: Color32::from_rgb(110, 200, 120),
            muted: Color32::from_gray(150),
        }
    }
}

/// FNV-1a of a string: a stable hash for derived colours.
fn hash(id: &str) -> u64 {
    crate::kernel::state::fnv1a(id.as_bytes())
}

/// A colour from a hue (0..1), saturation and value.
fn hsv(h: f32, s: f32, v: f32) -> Color32 {
    let c: egui::Rgba = egui::ecolor::Hsva::new(h, s, v, 1.0).into();
    Color32::from(c)
}

/// A stable, readable colour for an unknown id: the hue from the id's hash, muted so that
/// counters and text stay legible on it.
pub fn derived(id: &str, s: f32, v: f32) -> Color32 {
    let h = (hash(id) % 360) as f32 / 360.0;
    hsv(h, s, v)
}

impl Theme {
    /// The fill of a terrain kind, by id (or by words in it).
    pub fn terrain(&self, id: &str) -> Color32 {
        let id = id.to_ascii_lowercase();
        let has = |w: &str| id.contains(w);
        if has("clear") || has("open") || has("plain") || has("field") && !has("corn") {
            Color32::from_rgb(232, 228, 196)
        } else if has("orchard") {
            Color32::from_rgb(190, 214, 140)
        } else if has("wood") || has("forest") || has("tree") {
            Color32::from_rgb(128, 172, 104)
        } else if has("rough") || has("broken") || has("rock") {
            Color32::from_rgb(184, 156, 118)
        } else if has("hill") || has("ridge") {
            Color32::from_rgb(212, 190, 140)
        } else if has("mountain") {
            Color32::from_rgb(160, 140, 120)
        } else if has("marsh") || has("swamp") || has("bog") {
            Color32::from_rgb(150, 190, 170)
        } else if has("water") || has("lake") || has("river") || has("sea") || has("pond") {
            Color32::from_rgb(130, 178, 222)
        } else if has("town") || has("city") || has("village") || has("urban") {
            Color32::from_rgb(196, 186, 184)
        } else if has("corn") || has("crop") || has("farm") {
            Color32::from_rgb(228, 214, 150)
        } else if has("sand") || has("desert") {
            Color32::from_rgb(236, 218, 160)
        } else {
            derived(&id, 0.25, 0.85)
        }
    }

    /// How a hexside kind is drawn.
    pub fn hexside(&self, def: &HexsideDef) -> HexsideLook {
        let id = def.id.to_ascii_lowercase();
        let has = |w: &str| id.contains(w);
        if def.route.is_some() {
            let dashed = has("trail") || has("path") || has("track");
            let color = if has("rail") {
                Color32::from_rgb(40, 40, 40)
            } else if has("pike") || has("highway") {
                Color32::from_rgb(120, 40, 30)
            } else if dashed {
                Color32::from_rgb(110, 80, 50)
            } else {
                Color32::from_rgb(150, 90, 50)
            };
            return HexsideLook::Route {
                color,
                width: if dashed { 2.0 } else { 3.5 },
                dashed,
            };
        }
        if has("bridge") {
            HexsideLook::Bridge
        } else if has("ford") {
            HexsideLook::Ford
        } else if has("creek") || has("stream") || has("brook") || has("run") {
            HexsideLook::Edge {
                color: Color32::from_rgb(40, 110, 210),
                width: 4.0,
            }
        } else if has("river") {
            HexsideLook::Edge {
                color: Color32::from_rgb(30, 90, 200),
                width: 7.0,
            }
        } else if has("slope") || has("crest") || has("ridge") || has("bluff") {
            HexsideLook::Edge {
                color: Color32::from_rgb(140, 100, 60),
                width: 3.0,
            }
        } else if has("entrench") || has("breastwork") || has("earthwork") {
            // dug works: a dark earth line (RoD 6.69 entrenched hexsides)
            HexsideLook::Edge {
                color: Color32::from_rgb(70, 50, 30),
                width: 3.5,
            }
        } else if has("wall") || has("fence") {
            HexsideLook::Edge {
                color: Color32::from_rgb(90, 90, 90),
                width: 2.5,
            }
        } else {
            HexsideLook::Edge {
                color: derived(&id, 0.7, 0.6),
                width: 3.0,
            }
        }
    }

    /// The colour of a side's counters, by id or name (blue, gray, red…), else derived.
    pub fn side(&self, index: usize, id: &str, name: &str) -> Color32 {
        let words = format!("{} {}", id, name).to_ascii_lowercase();
        let has = |w: &str| words.contains(w);
        if has("blue") || has("union") || has("usa") || has("federal") || has("north") {
            Color32::from_rgb(70, 104, 170)
        } else if has("gray") || has("grey") || has("confed") || has("csa") || has("south") {
            Color32::from_rgb(150, 150, 146)
        } else if has("red") || has("soviet") {
            Color32::from_rgb(180, 60, 50)
        } else if has("green") {
            Color32::from_rgb(70, 130, 70)
        } else if has("german") || has("axis") {
            Color32::from_rgb(120, 130, 140)
        } else {
            const FALLBACK: [Color32; 4] = [
                Color32::from_rgb(70, 104, 170),
                Color32::from_rgb(170, 70, 60),
                Color32::from_rgb(80, 140, 80),
                Color32::from_rgb(160, 120, 50),
            ];
            FALLBACK[index % FALLBACK.len()]
        }
    }

    /// Text colour readable on `fill`.
    pub fn text_on(&self, fill: Color32) -> Color32 {
        let l = 0.299 * fill.r() as f32 + 0.587 * fill.g() as f32 + 0.114 * fill.b() as f32;
        if l > 150.0 {
            Color32::from_rgb(20, 20, 20)
        } else {
            Color32::WHITE
        }
    }

    /// A terrain fill adjusted for elevation: higher ground slightly warmer and darker, so that
    /// ridges read on the map without hiding the terrain.
    pub fn with_elevation(&self, fill: Color32, elevation: i16) -> Color32 {
        if elevation == 0 {
            return fill;
        }
        let k = (elevation as f32 * 0.10).clamp(-0.4, 0.5);
        let toward = if k > 0.0 {
            Color32::from_rgb(150, 110, 60)
        } else {
            Color32::from_rgb(120, 150, 170)
        };
        lerp(fill, toward, k.abs())
    }
}

/// Linear mix of two colours.
pub fn lerp(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_unmultiplied(
        m(a.r(), b.r()),
        m(a.g(), b.g()),
        m(a.b(), b.b()),
        m(a.a(), b.a()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_terrain_gets_its_colour_and_unknown_a_stable_one() {
        let t = Theme::default();
        assert_eq!(t.terrain("woods"), Color32::from_rgb(128, 172, 104));
        assert_eq!(t.terrain("Clear"), Color32::from_rgb(232, 228, 196));
        assert_eq!(t.terrain("xyzzy"), t.terrain("xyzzy"));
        assert_ne!(t.terrain("xyzzy"), t.terrain("plugh"));
    }

    #[test]
    fn text_is_readable_on_light_and_dark() {
        let t = Theme::default();
        assert_eq!(t.text_on(Color32::WHITE), Color32::from_rgb(20, 20, 20));
        assert_eq!(t.text_on(Color32::from_rgb(20, 30, 90)), Color32::WHITE);
    }
}
