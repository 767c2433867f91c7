//! The map's static layers — terrain fills (elevation tinted), grid lines, hexside strokes and
//! routes — rendered on the CPU into textures of 512 × 512 physical pixels, once per zoom step
//! and map revision, so that a panning frame draws a dozen textured rectangles instead of tens
//! of thousands of triangles.
//!
//! Why: under Xvfb the GL driver is Mesa's llvmpipe, a software rasteriser, and at middle zooms
//! (thousands of hexes in view) it spent most of each frame rasterising the fills (one rectangle
//! plus the hexes not of the commonest colour), the grid bands and the hexside bands: `perf`
//! put 64 % of the samples of a 12-point pan of This Terrible Sound's *Sunday* in llvmpipe
//! and 7 % in the app (docs/performance.md). A tile costs the rasteriser one textured quad.
//!
//! Each texel is worked out on its own: the hex it lies in (the kernel's `from_pixel`), that
//! hex's fill, then its distance to each of the hex's six sides (grid line, hexside strokes)
//! and to the routes leaving its centre, each blended in with a one-pixel coverage ramp (the
//! anti-aliasing egui's feathering gives the meshes). A hexside's features are stored on both
//! hexes that share it, so each hex draws its half of a stroke or route and the halves meet.
//! Bridges and fords, which are few, are still drawn as shapes over the tiles.
//!
//! The tiles are laid out in map pixels (map units × hex size × pixels per point) and drawn at
//! whole physical pixels (the map's origin rounded), so they are sharp (nearest sampling)
//! and anything drawn over them lies within half a pixel of where the meshes would put it.
//! While the zoom changes from frame to frame (a wheel zoom) the meshes are drawn instead; the
//! tiles are made for the new size once it has held for two frames, at most four a frame (the
//! meshes are drawn until the view's are all made: about 12–25 ms of work a tile on two busy
//! cores, so a new zoom costs a few slower frames rather than one long stall), and then one a
//! frame of the ring around the view, so that panning finds its tiles made.

use super::theme::{HexsideLook, Theme};
use crate::kernel::grid::Layout;
use crate::kernel::{Catalog, Direction, Map, World};
use eframe::egui::{self, Color32, ColorImage, Pos2, Rect, TextureHandle, Vec2};
use rayon::prelude::*;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// Tile side in physical pixels.
pub const TILE: i64 = 512;

/// At most this many tiles are kept (64 MB); the farthest from the view go first.
const KEEP: usize = 64;

/// At most this many tiles in view are made in one frame.
const VISIBLE_BUDGET: usize = 4;

/// A number that changes when the map's picture may change: another map (a new game, a hot
/// reload) or a hexside feature put on or taken off in play (a bridge destroyed), which edits
/// the map in place.
pub fn map_revision(world: &World) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (Rc::as_ptr(&world.map) as usize).hash(&mut h);
    for c in &world.state.hexside_changes {
        (c.hex.q, c.hex.r, c.dir.index(), c.kind, c.present).hash(&mut h);
    }
    h.finish()
}

/// What a set of tiles was drawn for.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Key {
    revision: u64,
    /// Physical pixels per map unit (hex size × pixels per point).
    scale: f32,
    /// Points per physical pixel's inverse.
    ppp: f32,
    /// The hex size in points (stroke widths follow it).
    size: f32,
}

/// The cached tiles of the static layers.
#[derive(Default)]
pub struct TileCache {
    /// Off (`SANDTABLE_NO_TILES`): the meshes are drawn every frame, as before.
    pub disabled: bool,
    key: Option<Key>,
    /// `None` for a tile no hex touches.
    tiles: HashMap<(i64, i64), Option<TextureHandle>>,
    /// The hex size of the last frame and for how many frames it has held.
    last_size: f32,
    steady: u32,
    /// Tiles made and the milliseconds spent making them, since the last report.
    pub built: (u32, f64),
}

impl std::fmt::Debug for TileCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TileCache")
            .field("disabled", &self.disabled)
            .field("tiles", &self.tiles.len())
            .finish()
    }
}

impl Clone for TileCache {
    /// A copy starts empty (the textures belong to the window that made them).
    fn clone(&self) -> Self {
        TileCache {
            disabled: self.disabled,
            ..TileCache::default()
        }
    }
}

/// Everything a texel needs, borrowed for one build.
struct Scene<'a> {
    map: &'a Map,
    theme: &'a Theme,
    fills: Vec<Color32>,
    looks: Vec<HexsideLook>,
    unit: Layout,
    /// Unit vectors from a hex centre towards each direction's neighbour (map units).
    normals: [(f64, f64); 6],
    /// Distance from centre to side, and between neighbouring centres (map units).
    apothem: f64,
    /// Physical pixels per map unit, points per pixel.
    scale: f64,
    ppp: f64,
    /// Widths in physical pixels.
    grid_w: f64,
    zf: f32,
    size: f32,
}

impl TileCache {
    /// Tracks the zoom; true if the tiles may be used this frame (the size has held).
    pub fn steady(&mut self, size: f32) -> bool {
        if size == self.last_size {
            self.steady = self.steady.saturating_add(1);
        } else {
            self.last_size = size;
            self.steady = 0;
        }
        !self.disabled && self.steady >= 2
    }

    /// Makes any tile missing under `view` (a screen rectangle, points) for the map of
    /// `world` at hex size `size` whose map-unit origin is at `origin` (physical pixels,
    /// whole), and draws them. False if nothing could be drawn (the caller draws meshes).
    #[allow(clippy::too_many_arguments)]
    pub fn draw(
        &mut self,
        painter: &egui::Painter,
        world: &World,
        theme: &Theme,
        fills: &[Color32],
        size: f32,
        ppp: f32,
        origin: (f64, f64),
        view: Rect,
    ) -> bool {
        let key = Key {
            revision: map_revision(world),
            scale: size * ppp,
            ppp,
            size,
        };
        if self.key != Some(key) {
            self.tiles.clear();
            self.key = Some(key);
        }
        // Tiles under the view, in map pixels.
        let (vx0, vy0) = (
            (view.min.x * ppp) as f64 - origin.0,
            (view.min.y * ppp) as f64 - origin.1,
        );
        let (vx1, vy1) = (
            (view.max.x * ppp) as f64 - origin.0,
            (view.max.y * ppp) as f64 - origin.1,
        );
        let t = TILE as f64;
        let (tx0, ty0) = ((vx0 / t).floor() as i64, (vy0 / t).floor() as i64);
        let (tx1, ty1) = ((vx1 / t).floor() as i64, (vy1 / t).floor() as i64);
        if (tx1 - tx0 + 1) * (ty1 - ty0 + 1) > 400 {
            return false;
        }
        let want: Vec<(i64, i64)> = (ty0..=ty1)
            .flat_map(|y| (tx0..=tx1).map(move |x| (x, y)))
            .collect();
        // What to make this frame: the missing tiles in view, at most `VISIBLE_BUDGET` (until
        // all are made the caller draws the meshes, so a new zoom never stalls a frame for
        // long); once the view is complete, one tile of the ring around it, so that panning
        // finds its tiles made.
        let mut missing: Vec<(i64, i64)> = want
            .iter()
            .copied()
            .filter(|k| !self.tiles.contains_key(k))
            .collect();
        let complete = missing.len() <= VISIBLE_BUDGET;
        missing.truncate(VISIBLE_BUDGET);
        if missing.is_empty() {
            let ring = (ty0 - 1..=ty1 + 1)
                .flat_map(|y| (tx0 - 1..=tx1 + 1).map(move |x| (x, y)))
                .find(|k| !self.tiles.contains_key(k));
            missing.extend(ring);
        }
        if !missing.is_empty() {
            let started = std::time::Instant::now();
            let scene = Scene::new(&world.map, &world.catalog, theme, fills, size, ppp);
            for k in missing.iter().copied() {
                let tex = scene.tile(k).map(|img| {
                    painter.ctx().load_texture(
                        format!("sandtable-map-tile-{}-{}", k.0, k.1),
                        img,
                        egui::TextureOptions::NEAREST,
                    )
                });
                self.tiles.insert(k, tex);
            }
            self.built.0 += missing.len() as u32;
            self.built.1 += started.elapsed().as_secs_f64() * 1000.0;
            self.evict((tx0 + tx1) / 2, (ty0 + ty1) / 2);
        }
        if !complete {
            return false;
        }
        let tp = TILE as f32 / ppp;
        for (x, y) in want {
            if let Some(Some(tex)) = self.tiles.get(&(x, y)) {
                let min = Pos2::new(
                    ((origin.0 + (x * TILE) as f64) / ppp as f64) as f32,
                    ((origin.1 + (y * TILE) as f64) / ppp as f64) as f32,
                );
                painter.image(
                    tex.id(),
                    Rect::from_min_size(min, Vec2::splat(tp)),
                    Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
                    Color32::WHITE,
                );
            }
        }
        true
    }

    /// Drops the tiles farthest from tile `(cx, cy)` beyond [`KEEP`].
    fn evict(&mut self, cx: i64, cy: i64) {
        if self.tiles.len() <= KEEP {
            return;
        }
        let mut keys: Vec<(i64, i64)> = self.tiles.keys().copied().collect();
        keys.sort_by_key(|(x, y)| std::cmp::Reverse((x - cx).abs().max((y - cy).abs())));
        let n = keys.len() - KEEP;
        for k in keys.into_iter().take(n) {
            self.tiles.remove(&k);
        }
    }

    /// The number of tiles held (for tests).
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// True if no tile is held.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }
}

/// `dst` with `src` (premultiplied, as egui's colours are) laid over it at coverage `cov`, in
/// gamma space as egui blends.
fn over(dst: [f32; 3], src: Color32, cov: f32) -> [f32; 3] {
    if cov <= 0.0 {
        return dst;
    }
    let cov = cov.min(1.0);
    let a = src.a() as f32 / 255.0 * cov;
    [
        src.r() as f32 * cov + dst[0] * (1.0 - a),
        src.g() as f32 * cov + dst[1] * (1.0 - a),
        src.b() as f32 * cov + dst[2] * (1.0 - a),
    ]
}

/// Coverage of a pixel whose centre is `d` pixels from the middle of a band `w` pixels wide.
#[inline]
fn ramp(w: f64, d: f64) -> f32 {
    (w / 2.0 + 0.5 - d).clamp(0.0, 1.0) as f32
}

impl<'a> Scene<'a> {
    fn new(
        map: &'a Map,
        catalog: &Catalog,
        theme: &'a Theme,
        fills: &[Color32],
        size: f32,
        ppp: f32,
    ) -> Scene<'a> {
        let unit = super::painter::unit_layout(map.grid.orientation);
        let o = crate::kernel::Hex::new(0, 0);
        let normals = Direction::ALL.map(|d| {
            let (x, y) = unit.to_pixel(o.neighbor(d));
            let l = (x * x + y * y).sqrt().max(1e-9);
            (x / l, y / l)
        });
        let grid_pt = if size >= 20.0 { 1.0 } else { 0.6 };
        Scene {
            map,
            theme,
            fills: fills.to_vec(),
            looks: catalog.hexsides.iter().map(|h| theme.hexside(h)).collect(),
            unit,
            normals,
            apothem: 3f64.sqrt() / 2.0,
            scale: (size * ppp) as f64,
            ppp: ppp as f64,
            grid_w: grid_pt * ppp as f64,
            zf: size / 34.0,
            size,
        }
    }

    /// The picture of tile `k`, or `None` if no hex of the map touches it.
    fn tile(&self, k: (i64, i64)) -> Option<ColorImage> {
        let n = TILE as usize;
        let mut img = ColorImage::filled([n, n], Color32::TRANSPARENT);
        // Rows in parallel (the window's thread and rayon's share the work).
        img.pixels
            .par_chunks_mut(n)
            .enumerate()
            .for_each(|(py, row)| {
                let y = ((k.1 * TILE) as f64 + py as f64 + 0.5) / self.scale;
                for (px, texel) in row.iter_mut().enumerate() {
                    let x = ((k.0 * TILE) as f64 + px as f64 + 0.5) / self.scale;
                    if let Some(c) = self.texel(x, y) {
                        *texel = c;
                    }
                }
            });
        img.pixels
            .iter()
            .any(|c| *c != Color32::TRANSPARENT)
            .then_some(img)
    }

    /// The colour at map-unit point `(x, y)`, or `None` off the map.
    fn texel(&self, x: f64, y: f64) -> Option<Color32> {
        let map = self.map;
        let h = self.unit.from_pixel((x, y));
        let i = map.index(h)?;
        let base = self
            .fills
            .get(map.terrain_at(i) as usize)
            .copied()
            .unwrap_or(Color32::from_gray(200));
        let fill = self.theme.with_elevation(base, map.elevation(h));
        let mut col = [fill.r() as f32, fill.g() as f32, fill.b() as f32];
        let (cx, cy) = self.unit.to_pixel(h);
        let (vx, vy) = (x - cx, y - cy);
        let s = self.scale;
        // Distance to each side, in pixels; the grid line over every side.
        let mut side = [0.0f64; 6];
        let mut grid = 0.0f32;
        for (j, n) in self.normals.iter().enumerate() {
            side[j] = (self.apothem - (vx * n.0 + vy * n.1)) * s;
            grid = grid.max(ramp(self.grid_w, side[j]));
        }
        col = over(col, self.theme.grid_line, grid);
        // Hexside strokes, then routes, as the meshes are layered.
        let mut routes = false;
        for d in Direction::ALL {
            for look in self.looks_at(map.hexside_at(i, d)) {
                match look {
                    HexsideLook::Edge { color, width } => {
                        let w = ((width * self.zf).max(1.5)) as f64 * self.ppp;
                        col = over(col, *color, ramp(w, side[d.index()]));
                    }
                    HexsideLook::Route { .. } => routes = true,
                    _ => {}
                }
            }
        }
        if routes {
            for d in Direction::ALL {
                for look in self.looks_at(map.hexside_at(i, d)) {
                    if let HexsideLook::Route {
                        color,
                        width,
                        dashed,
                    } = look
                    {
                        let cov = self.route(i, h, d, (vx, vy), *width, *dashed);
                        col = over(col, *color, cov);
                    }
                }
            }
        }
        Some(Color32::from_rgb(
            col[0].round().clamp(0.0, 255.0) as u8,
            col[1].round().clamp(0.0, 255.0) as u8,
            col[2].round().clamp(0.0, 255.0) as u8,
        ))
    }

    /// The looks of the hexside features whose bits are set in `bits` (a hexside's
    /// `Map::hexside_at`), lowest bit first.
    fn looks_at(&self, bits: u64) -> impl Iterator<Item = &HexsideLook> {
        let mut bb = bits;
        std::iter::from_fn(move || {
            while bb != 0 {
                let k = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                if let Some(l) = self.looks.get(k) {
                    return Some(l);
                }
            }
            None
        })
    }

    /// Coverage of the half of a route from the centre of hex `h` (index `i`) towards `d`, at
    /// offset `v` (map units) from that centre: a band with square caps, or egui's dashes
    /// counted from the centre of the hex of lower index (where the mesh starts them).
    fn route(
        &self,
        i: usize,
        h: crate::kernel::Hex,
        d: Direction,
        v: (f64, f64),
        width: f32,
        dashed: bool,
    ) -> f32 {
        let n = self.normals[d.index()];
        let s = self.scale;
        let along = (v.0 * n.0 + v.1 * n.1) * s;
        let across = (v.0 * n.1 - v.1 * n.0).abs() * s;
        let w = ((width * self.zf).max(1.0)) as f64 * self.ppp;
        let perp = ramp(w, across);
        if perp <= 0.0 {
            return 0.0;
        }
        if !dashed {
            // A square cap half the width long behind the centre.
            let cap = (along + w / 2.0 + 0.5).clamp(0.0, 1.0) as f32;
            return perp.min(cap);
        }
        let length = 2.0 * self.apothem * s;
        let first = self.map.index(h.neighbor(d)).is_none_or(|j| i < j);
        let pos = if first { along } else { length - along };
        if pos < -0.5 || pos > length + 0.5 {
            return 0.0;
        }
        let dash = (self.size * 0.22) as f64 * self.ppp;
        let gap = (self.size * 0.14) as f64 * self.ppp;
        let m = pos.rem_euclid(dash + gap);
        let inside = if m < dash {
            m.min(dash - m)
        } else {
            -(m - dash).min(dash + gap - m)
        };
        perp.min((inside + 0.5).clamp(0.0, 1.0) as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::testkit::{Kit, catalog};

    /// The scene of a 9 × 9 test map at 34-point hexes, one pixel a point.
    fn scene<'a>(map: &'a Map, theme: &'a Theme, cat: &Catalog) -> Scene<'a> {
        let fills = super::super::painter::terrain_fills(theme, cat);
        Scene::new(map, cat, theme, &fills, 34.0, 1.0)
    }

    fn centre(s: &Scene, h: crate::kernel::Hex) -> (f64, f64) {
        s.unit.to_pixel(h)
    }

    #[test]
    fn a_hex_centre_is_its_fill_a_side_is_darker_and_off_the_map_is_nothing() {
        let k = Kit::new(9, 9);
        let (theme, cat) = (Theme::default(), catalog());
        let s = scene(&k.map, &theme, &cat);
        let h = k.hex("0505");
        let (x, y) = centre(&s, h);
        let fill = s.fills[k.map.terrain_at(k.map.index(h).unwrap_or(0)) as usize];
        let fill = theme.with_elevation(fill, k.map.elevation(h));
        assert_eq!(s.texel(x, y), Some(fill));
        // On the grid line between two hexes: the line's colour blended in.
        let n = centre(&s, h.neighbor(Direction::ALL[0]));
        let side = s.texel((x + n.0) / 2.0, (y + n.1) / 2.0);
        assert!(
            side.is_some_and(|c| c != fill && c.r() < fill.r()),
            "{side:?}"
        );
        assert_eq!(s.texel(-50.0, -50.0), None);
    }

    #[test]
    fn a_road_is_drawn_from_both_hexes_and_a_creek_along_their_side() {
        let mut k = Kit::new(9, 9);
        let h = k.hex("0505");
        let d = Direction::ALL[1];
        // Kinds of the test catalog: 0 creek, 3 road.
        assert!(k.map.add_hexside(h, d, 3));
        let (theme, cat) = (Theme::default(), catalog());
        let s = scene(&k.map, &theme, &cat);
        let Some(HexsideLook::Route { color, .. }) = s.looks.get(3).copied() else {
            panic!("the test catalog's road is a route");
        };
        let (a, b) = (centre(&s, h), centre(&s, h.neighbor(d)));
        for t in [0.2, 0.45, 0.55, 0.8] {
            let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            assert_eq!(s.texel(p.0, p.1), Some(color), "at {t} of the way");
        }
        // Beside the road, the fill.
        let off = (a.0 + 0.3, a.1 + 0.3);
        assert_ne!(s.texel(off.0 + (b.0 - a.0) * 0.2, off.1), Some(color));

        let mut k = Kit::new(9, 9);
        assert!(k.map.add_hexside(h, d, 0));
        let s = scene(&k.map, &theme, &cat);
        let Some(HexsideLook::Edge { color, .. }) = s.looks.first().copied() else {
            panic!("the test catalog's creek is an edge");
        };
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        for q in [mid, (mid.0 - 0.01, mid.1), (mid.0 + 0.01, mid.1)] {
            let c = s.texel(q.0, q.1);
            assert!(
                c.is_some_and(|c| c.b() > c.r() + 80),
                "creek blue at the side: {c:?}, creek {color:?}"
            );
        }
    }

    #[test]
    fn tiles_wait_for_the_zoom_to_hold() {
        let mut t = TileCache::default();
        assert!(!t.steady(12.0));
        assert!(!t.steady(12.0));
        assert!(t.steady(12.0));
        assert!(!t.steady(13.0), "a new size starts over");
        t.disabled = true;
        for _ in 0..3 {
            assert!(!t.steady(13.0));
        }
    }
}
