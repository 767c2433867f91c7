//! Hexside features as triangles: the strokes along hexsides (creeks, slopes, walls) and the
//! roads and trails between hex centres, built straight into one [`Mesh`] instead of one
//! feathered line shape (plus two round caps, or a dozen dash shapes) per segment.
//!
//! Why: on This Terrible Sound's map a view at a middle zoom holds a few thousand such
//! segments. Painted shape by shape, egui tessellated each one every frame (a path, its
//! feathering, the caps' circles), which with software GL cost most of the frame (35.7 ms a
//! frame at 12-point hexes, see docs/performance.md). A mesh is handed to the renderer as it
//! is: the tessellator only copies it.
//!
//! The picture is kept: each stroke is a band of the shape's width with a fringe fading to
//! transparent over one pixel (what egui's feathering does, so the edges stay smooth), solid
//! routes get square caps half their width long (round caps at 1–4 points are a pixel's
//! difference) so that segments meeting at a hex centre join without a notch, every band runs
//! half a fringe past its ends as egui's do, and dashed routes keep egui's dash and gap
//! lengths, starting with a dash at the first centre.

use super::theme::HexsideLook;
use eframe::egui::{self, Color32, Mesh, Pos2, Vec2};

/// How strokes are widened and smoothed, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StrokeStyle {
    /// The width of the fading fringe on each side (one physical pixel; 0 for none).
    pub feather: f32,
}

impl StrokeStyle {
    /// One physical pixel of fringe at `pixels_per_point`.
    pub fn for_ppp(pixels_per_point: f32) -> StrokeStyle {
        StrokeStyle {
            feather: 1.0 / pixels_per_point.max(0.1),
        }
    }

    /// Vertices one band adds to a mesh (4 for the band, 4 more for its fringes).
    pub fn vertices_per_band(self) -> usize {
        if self.feather > 0.0 { 8 } else { 4 }
    }

    /// Triangles one band adds to a mesh.
    pub fn triangles_per_band(self) -> usize {
        if self.feather > 0.0 { 6 } else { 2 }
    }
}

/// Adds a straight band from `a` to `b`, `w` points wide, lengthened by `cap` at both ends,
/// with the style's fringe. Nothing for a zero-length band.
pub fn band(mesh: &mut Mesh, a: Pos2, b: Pos2, w: f32, cap: f32, color: Color32, s: StrokeStyle) {
    let d = b - a;
    let len = d.length();
    if len <= f32::EPSILON || w <= 0.0 {
        return;
    }
    // Like egui, a horizontal or vertical band is put on the pixel grid (centred on a pixel row
    // when it is an odd number of pixels wide), so thin trails stay crisp rather than spread
    // over two rows at half strength.
    let (mut a, mut b) = (a, b);
    if s.feather > 0.0 {
        let ppp = 1.0 / s.feather;
        let grid = egui::Stroke::new(w, color);
        if (a.x - b.x).abs() < 1e-3 {
            grid.round_center_to_pixel(ppp, &mut a.x);
            b.x = a.x;
        } else if (a.y - b.y).abs() < 1e-3 {
            grid.round_center_to_pixel(ppp, &mut a.y);
            b.y = a.y;
        }
    }
    let u = d / len;
    // Feathered, egui also runs each end half a fringe further (dashes would look shorter
    // without it).
    let cap = cap + s.feather.max(0.0) / 4.0;
    let (a, b) = (a - u * cap, b + u * cap);
    let n = Vec2::new(-u.y, u.x);
    let i = mesh.vertices.len() as u32;
    if s.feather <= 0.0 {
        let h = n * (w / 2.0);
        mesh.colored_vertex(a + h, color);
        mesh.colored_vertex(b + h, color);
        mesh.colored_vertex(b - h, color);
        mesh.colored_vertex(a - h, color);
        mesh.add_triangle(i, i + 1, i + 2);
        mesh.add_triangle(i, i + 2, i + 3);
        return;
    }
    // As egui feathers: the solid core is the width less one fringe (at least nothing), the
    // fringe runs half a fringe past the width on each side, fading to transparent.
    let core = ((w - s.feather) / 2.0).max(0.0);
    let outer = core + s.feather;
    // A line thinner than the fringe is drawn fainter rather than wider.
    let color = if w < s.feather {
        color.gamma_multiply(w / s.feather)
    } else {
        color
    };
    for (off, c) in [
        (outer, Color32::TRANSPARENT),
        (core, color),
        (-core, color),
        (-outer, Color32::TRANSPARENT),
    ] {
        mesh.colored_vertex(a + n * off, c);
        mesh.colored_vertex(b + n * off, c);
    }
    // Vertices: 0/1 outer left, 2/3 core left, 4/5 core right, 6/7 outer right (a then b).
    for k in [0u32, 2, 4] {
        mesh.add_triangle(i + k, i + k + 1, i + k + 3);
        mesh.add_triangle(i + k, i + k + 3, i + k + 2);
    }
}

/// Adds a dashed band from `a` to `b`: dashes `dash` long with `gap` between, starting with a
/// dash at `a`; the last dash is cut at `b`.
#[allow(clippy::too_many_arguments)]
pub fn dashed(
    mesh: &mut Mesh,
    a: Pos2,
    b: Pos2,
    w: f32,
    dash: f32,
    gap: f32,
    color: Color32,
    s: StrokeStyle,
) {
    let d = b - a;
    let len = d.length();
    if len <= f32::EPSILON || dash <= 0.0 {
        return;
    }
    let u = d / len;
    let mut t = 0.0;
    // No more dashes than the length allows (a guard against a zero period).
    let period = dash + gap.max(0.0);
    let mut left = 1 + (len / period.max(0.01)).ceil().min(10_000.0) as usize;
    while t < len && left > 0 {
        let end = (t + dash).min(len);
        band(mesh, a + u * t, a + u * end, w, 0.0, color, s);
        t += period;
        left -= 1;
    }
}

/// Adds one hexside feature to `mesh` as the map draws it, between the hexes centred at `c`
/// and `n` whose shared hexside runs from `pa` to `pb`, for hexes of `size` points and stroke
/// zoom factor `zf`: a stroke along the hexside, or a road or trail from centre to centre.
/// Returns false for the looks that are not strokes (bridges and fords), which the caller
/// draws as shapes.
#[allow(clippy::too_many_arguments)]
pub fn add_look(
    mesh: &mut Mesh,
    look: HexsideLook,
    c: Pos2,
    n: Pos2,
    pa: Pos2,
    pb: Pos2,
    size: f32,
    zf: f32,
    s: StrokeStyle,
) -> bool {
    match look {
        HexsideLook::Edge { color, width } => {
            band(mesh, pa, pb, (width * zf).max(1.5), 0.0, color, s);
            true
        }
        HexsideLook::Route {
            color,
            width,
            dashed: is_dashed,
        } => {
            let w = (width * zf).max(1.0);
            if is_dashed {
                dashed(mesh, c, n, w, size * 0.22, size * 0.14, color, s);
            } else {
                band(mesh, c, n, w, w / 2.0, color, s);
            }
            true
        }
        HexsideLook::Bridge | HexsideLook::Ford => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: StrokeStyle = StrokeStyle { feather: 0.0 };
    const SOFT: StrokeStyle = StrokeStyle { feather: 1.0 };

    /// True if `p` lies inside (or on) one of the mesh's triangles.
    fn covered(mesh: &Mesh, p: Pos2) -> bool {
        mesh.indices.chunks(3).any(|t| {
            let [a, b, c] = [0, 1, 2].map(|k| mesh.vertices[t[k] as usize].pos);
            let cross = |o: Pos2, x: Pos2, y: Pos2| (x - o).x * (y - o).y - (x - o).y * (y - o).x;
            let (d1, d2, d3) = (cross(a, b, p), cross(b, c, p), cross(c, a, p));
            let neg = d1 < -1e-4 || d2 < -1e-4 || d3 < -1e-4;
            let pos = d1 > 1e-4 || d2 > 1e-4 || d3 > 1e-4;
            !(neg && pos)
        })
    }

    #[test]
    fn a_band_is_one_quad_or_a_quad_with_two_fringes() {
        let mut m = Mesh::default();
        band(
            &mut m,
            Pos2::new(0.0, 0.0),
            Pos2::new(10.0, 0.0),
            3.0,
            0.0,
            Color32::RED,
            PLAIN,
        );
        assert_eq!((m.vertices.len(), m.indices.len() / 3), (4, 2));
        let mut m = Mesh::default();
        band(
            &mut m,
            Pos2::new(0.0, 0.0),
            Pos2::new(10.0, 0.0),
            3.0,
            0.0,
            Color32::RED,
            SOFT,
        );
        assert_eq!(
            (m.vertices.len(), m.indices.len() / 3),
            (SOFT.vertices_per_band(), SOFT.triangles_per_band())
        );
        assert!(m.is_valid());
        // The fringe fades out: its outer vertices are transparent, the core is the colour.
        assert_eq!(m.vertices[0].color, Color32::TRANSPARENT);
        assert_eq!(m.vertices[2].color, Color32::RED);
        // Nothing for a point.
        let mut m = Mesh::default();
        band(
            &mut m,
            Pos2::new(1.0, 1.0),
            Pos2::new(1.0, 1.0),
            3.0,
            1.0,
            Color32::RED,
            SOFT,
        );
        assert!(m.vertices.is_empty());
    }

    #[test]
    fn a_band_covers_its_endpoints_and_its_width_but_no_more() {
        for s in [PLAIN, SOFT] {
            let (a, b) = (Pos2::new(5.0, 7.0), Pos2::new(25.0, 19.0));
            let mut m = Mesh::default();
            band(&mut m, a, b, 4.0, 0.0, Color32::BLUE, s);
            assert!(covered(&m, a) && covered(&m, b) && covered(&m, a.lerp(b, 0.5)));
            let u = (b - a).normalized();
            let n = Vec2::new(-u.y, u.x);
            let mid = a.lerp(b, 0.5);
            assert!(covered(&m, mid + n * 1.9) && covered(&m, mid - n * 1.9));
            assert!(
                !covered(&m, mid + n * 3.0),
                "no wider than the width and the fringe"
            );
            assert!(
                !covered(&m, a - u * (s.feather / 2.0 + 0.3)),
                "no cap asked for (beyond half the fringe)"
            );
            // With a cap it reaches past both ends.
            let mut m = Mesh::default();
            band(&mut m, a, b, 4.0, 2.0, Color32::BLUE, s);
            assert!(covered(&m, a - u * 1.9) && covered(&m, b + u * 1.9));
        }
    }

    #[test]
    fn dashes_follow_egui_s_pattern() {
        // 10 long, dashes 2, gaps 1: dashes start at 0, 3, 6, 9 (the last cut to 1 long).
        let mut m = Mesh::default();
        dashed(
            &mut m,
            Pos2::new(0.0, 0.0),
            Pos2::new(10.0, 0.0),
            1.0,
            2.0,
            1.0,
            Color32::BROWN,
            PLAIN,
        );
        assert_eq!(m.vertices.len(), 4 * 4);
        assert!(covered(&m, Pos2::new(0.0, 0.0)) && covered(&m, Pos2::new(1.9, 0.0)));
        assert!(!covered(&m, Pos2::new(2.5, 0.0)), "a gap");
        assert!(covered(&m, Pos2::new(9.5, 0.0)) && !covered(&m, Pos2::new(10.5, 0.0)));
    }

    #[test]
    fn looks_become_strokes_and_bridges_are_left_to_the_caller() {
        let (c, n) = (Pos2::new(0.0, 0.0), Pos2::new(30.0, 0.0));
        let (pa, pb) = (Pos2::new(15.0, -8.0), Pos2::new(15.0, 8.0));
        let edge = HexsideLook::Edge {
            color: Color32::BLUE,
            width: 4.0,
        };
        let road = HexsideLook::Route {
            color: Color32::BROWN,
            width: 3.5,
            dashed: false,
        };
        let trail = HexsideLook::Route {
            color: Color32::BROWN,
            width: 2.0,
            dashed: true,
        };
        let mut m = Mesh::default();
        assert!(add_look(&mut m, edge, c, n, pa, pb, 34.0, 1.0, PLAIN));
        assert!(add_look(&mut m, road, c, n, pa, pb, 34.0, 1.0, PLAIN));
        assert_eq!(m.vertices.len(), 8, "a creek and a road: one quad each");
        // The creek runs along the hexside, the road from centre to centre past both.
        assert!(covered(&m, pa) && covered(&m, pb));
        assert!(covered(&m, Pos2::new(-1.5, 0.0)) && covered(&m, Pos2::new(31.5, 0.0)));
        let before = m.vertices.len();
        assert!(add_look(&mut m, trail, c, n, pa, pb, 34.0, 1.0, PLAIN));
        // 30 points, dashes 7.48 and gaps 4.76: dashes at 0, 12.24 and 24.48.
        assert_eq!(m.vertices.len() - before, 3 * 4);
        assert!(!add_look(
            &mut m,
            HexsideLook::Bridge,
            c,
            n,
            pa,
            pb,
            34.0,
            1.0,
            PLAIN
        ));
        assert!(!add_look(
            &mut m,
            HexsideLook::Ford,
            c,
            n,
            pa,
            pb,
            34.0,
            1.0,
            PLAIN
        ));
    }
}
