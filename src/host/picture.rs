//! The whole map drawn once into a texture: the minimap's picture, and the overview the map
//! view draws instead of thousands of tiny hexes when zoomed far out. One `from_pixel` per
//! texel, once per map revision, so even a 10 000-hex map then costs one textured rectangle.

use super::context::PanelCtx;
use super::painter::{edge_corners, map_bounds, terrain_fills, unit_corners, unit_layout};
use super::theme::HexsideLook;
use crate::kernel::Direction;
use eframe::egui::{self, Color32, ColorImage, TextureHandle, Vec2};

/// The whole map rendered once into a texture: the minimap, and the overview drawn instead of
/// thousands of tiny hexes when the map is zoomed far out.
#[derive(Clone, Default)]
pub struct MapPicture {
    texture: Option<TextureHandle>,
    /// The map revision it was drawn from ([`super::tiles::map_revision`]), to redraw for a new
    /// game, a hot reload or a hexside feature changed in play.
    key: u64,
    /// Map units covered: (min x, min y, max x, max y).
    pub bounds: (f64, f64, f64, f64),
    /// Its size in texels (the minimap's size in points).
    pub size: Vec2,
}

/// The minimap's picture.
pub type Minimap = MapPicture;

impl std::fmt::Debug for MapPicture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MapPicture")
            .field("size", &self.size)
            .finish()
    }
}

impl MapPicture {
    /// The texture, once drawn.
    pub fn texture(&self) -> Option<&TextureHandle> {
        self.texture.as_ref()
    }

    /// Draws the map into a texture at most `max` texels in size (once per map), one
    /// `from_pixel` per texel; texels off the map are `off_map`. With `hexsides`, the hexside
    /// features (creeks, slopes, roads, trails, bridges, fords) are drawn into it too, so that
    /// zoomed far out they cost nothing per frame (drawn shape by shape they took ~10 ms a
    /// frame on This Terrible Sound's map under software GL).
    pub fn ensure(
        &mut self,
        ctx: &egui::Context,
        cx: &PanelCtx,
        max: Vec2,
        name: &str,
        off_map: Color32,
        hexsides: bool,
    ) {
        let map = &cx.world.map;
        let key = super::tiles::map_revision(cx.world);
        if self.texture.is_some() && self.key == key {
            return;
        }
        let (x0, y0, x1, y1) = map_bounds(map);
        let b = (x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0);
        let (w, h) = ((b.2 - b.0) as f32, (b.3 - b.1) as f32);
        let scale = (max.x / w).min(max.y / h);
        let size = Vec2::new((w * scale).max(8.0), (h * scale).max(8.0));
        let (tw, th) = (size.x.round() as usize, size.y.round() as usize);
        let l = unit_layout(map.grid.orientation);
        // The map's own fills, so kinds the theme would colour alike differ here too.
        let colors: Vec<Color32> = terrain_fills(cx.theme, &cx.world.catalog);
        let mut img = ColorImage::filled([tw, th], off_map);
        for py in 0..th {
            for px in 0..tw {
                let x = b.0 + (px as f64 + 0.5) / tw as f64 * (b.2 - b.0);
                let y = b.1 + (py as f64 + 0.5) / th as f64 * (b.3 - b.1);
                let hex = l.from_pixel((x, y));
                if let Some(i) = map.index(hex) {
                    let t = map.terrain_at(i) as usize;
                    let c = colors.get(t).copied().unwrap_or(Color32::GRAY);
                    img.pixels[py * tw + px] = cx.theme.with_elevation(c, map.elevation(hex));
                }
            }
        }
        if hexsides {
            draw_hexsides(&mut img, cx, b);
        }
        self.texture = Some(ctx.load_texture(name, img, egui::TextureOptions::LINEAR));
        self.key = key;
        self.bounds = b;
        self.size = size;
    }
}

/// Draws every hexside feature into `img`, which covers map units `b`: strokes along the
/// hexsides first, then routes between centres, then bridges and fords, as the map does.
fn draw_hexsides(img: &mut ColorImage, cx: &PanelCtx, b: (f64, f64, f64, f64)) {
    let map = &cx.world.map;
    let catalog = &cx.world.catalog;
    let looks: Vec<HexsideLook> = catalog
        .hexsides
        .iter()
        .map(|h| cx.theme.hexside(h))
        .collect();
    let [tw, th] = img.size;
    let sx = tw as f64 / (b.2 - b.0);
    let sy = th as f64 / (b.3 - b.1);
    let texel = |p: (f64, f64)| ((p.0 - b.0) * sx, (p.1 - b.1) * sy);
    let l = unit_layout(map.grid.orientation);
    let corners = unit_corners(map.grid.orientation);
    let edges = edge_corners(map.grid.orientation);
    let mut strokes = Vec::new();
    let mut routes = Vec::new();
    let mut marks = Vec::new();
    for i in 0..map.len() {
        let h = map.grid.hex_at(i);
        let c = l.to_pixel(h);
        for d in Direction::ALL {
            let bits = map.hexside_at(i, d);
            let nb = h.neighbor(d);
            // Each shared hexside once.
            if bits == 0 || map.index(nb).is_some_and(|n| n < i) {
                continue;
            }
            let (ea, eb) = edges[d.index()];
            let (ca, cb) = (corners[ea], corners[eb]);
            let pa = (c.0 + ca.x as f64, c.1 + ca.y as f64);
            let pb = (c.0 + cb.x as f64, c.1 + cb.y as f64);
            let n = l.to_pixel(nb);
            let mut bb = bits;
            while bb != 0 {
                let k = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                match looks.get(k) {
                    Some(HexsideLook::Edge { color, width }) => {
                        strokes.push((texel(pa), texel(pb), *color, *width, false))
                    }
                    Some(HexsideLook::Route {
                        color,
                        width,
                        dashed,
                    }) => routes.push((texel(c), texel(n), *color, *width, *dashed)),
                    Some(HexsideLook::Bridge) => marks.push((
                        texel(((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0)),
                        Color32::from_rgb(70, 55, 40),
                    )),
                    Some(HexsideLook::Ford) => marks.push((
                        texel(((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0)),
                        Color32::from_rgb(200, 225, 245),
                    )),
                    None => {}
                }
            }
        }
    }
    for (a, z, color, width, dashed) in strokes.into_iter().chain(routes) {
        // At about six texels a map unit, a line of 2 points or more is two texels wide.
        let w = if width >= 2.0 { 2 } else { 1 };
        line(img, a, z, color, w, dashed);
    }
    for (p, color) in marks {
        stamp(img, p.0 - 1.0, p.1 - 1.0, 3, color);
    }
}

/// A line of `w` texels from `a` to `z` (every other texel pair left out when `dashed`).
fn line(
    img: &mut ColorImage,
    a: (f64, f64),
    z: (f64, f64),
    color: Color32,
    w: usize,
    dashed: bool,
) {
    let len = ((z.0 - a.0).powi(2) + (z.1 - a.1).powi(2)).sqrt();
    let steps = (len * 2.0).ceil().max(1.0) as usize;
    for s in 0..=steps {
        let t = s as f64 / steps as f64;
        // Dashes of two texels, gaps of two.
        if dashed && ((t * len) as usize / 2) % 2 == 1 {
            continue;
        }
        let (x, y) = (a.0 + (z.0 - a.0) * t, a.1 + (z.1 - a.1) * t);
        let o = w as f64 / 2.0;
        stamp(img, x - o, y - o, w, color);
    }
}

/// Paints a `w` × `w` square of texels whose top left corner is at (x, y) in texel
/// coordinates (texel i covers i..i+1), blending by the colour's alpha.
fn stamp(img: &mut ColorImage, x: f64, y: f64, w: usize, color: Color32) {
    let [tw, th] = img.size;
    let (x0, y0) = ((x + 0.5).floor(), (y + 0.5).floor());
    for dy in 0..w {
        for dx in 0..w {
            let (px, py) = (x0 + dx as f64, y0 + dy as f64);
            if px < 0.0 || py < 0.0 || px >= tw as f64 || py >= th as f64 {
                continue;
            }
            let at = py as usize * tw + px as usize;
            let under = img.pixels[at];
            img.pixels[at] = if color.a() == 255 || under.a() == 0 {
                color
            } else {
                super::theme::lerp(under, color.to_opaque(), color.a() as f32 / 255.0)
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{line, stamp};
    use eframe::egui::{Color32, ColorImage};

    fn painted(img: &ColorImage) -> Vec<(usize, usize)> {
        let [w, _] = img.size;
        img.pixels
            .iter()
            .enumerate()
            .filter(|(_, c)| **c != Color32::TRANSPARENT)
            .map(|(i, _)| (i % w, i / w))
            .collect()
    }

    #[test]
    fn a_line_paints_every_texel_between_its_ends() {
        let mut img = ColorImage::filled([10, 5], Color32::TRANSPARENT);
        // Texel i covers i..i+1: a line through the texel centres of row 2.
        line(&mut img, (1.5, 2.5), (8.5, 2.5), Color32::RED, 1, false);
        assert_eq!(painted(&img), (1..=8).map(|x| (x, 2)).collect::<Vec<_>>());
    }

    #[test]
    fn a_dashed_line_leaves_gaps_and_a_wide_one_is_wider() {
        let mut img = ColorImage::filled([40, 5], Color32::TRANSPARENT);
        line(&mut img, (0.5, 2.5), (39.5, 2.5), Color32::RED, 1, true);
        let n = painted(&img).len();
        // Dashes two texels long (touching up to three texels), gaps two long.
        assert!((20..=32).contains(&n), "{n} of 40 texels painted");
        let mut img = ColorImage::filled([10, 6], Color32::TRANSPARENT);
        line(&mut img, (1.5, 3.0), (8.5, 3.0), Color32::RED, 2, false);
        assert!(
            painted(&img).iter().all(|(_, y)| *y == 2 || *y == 3),
            "{:?}",
            painted(&img)
        );
        assert_eq!(painted(&img).len(), 18);
    }

    #[test]
    fn stamps_stay_inside_the_picture_and_blend() {
        let mut img = ColorImage::filled([4, 4], Color32::WHITE);
        stamp(&mut img, -1.0, -1.0, 3, Color32::BLACK);
        // Texels -1..2 on each axis: only 0 and 1 are in the picture.
        assert_eq!(img.pixels[0], Color32::BLACK);
        assert_eq!(img.pixels[1], Color32::BLACK);
        assert_eq!(img.pixels[2], Color32::WHITE);
        let half = Color32::from_rgba_unmultiplied(0, 0, 0, 128);
        stamp(&mut img, 3.0, 3.0, 1, half);
        let c = img.pixels[15];
        assert!(c.r() > 60 && c.r() < 200, "{c:?}");
    }
}
