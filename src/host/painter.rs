//! Pure geometry and painting helpers shared by everything that draws hexes: the unit hex's
//! layout, corners and hexside corners, meshes of bands and filled hexes, the terrain fills,
//! the hexside features' looks and the keyboard cursor.
//!
//! One job: turning hexes into shapes, with no view state and no widget. The map widget
//! ([`super::map_view`]), its tile cache ([`super::tiles`]), the minimap, the named areas and
//! the legend all draw through these, so that they look alike and none depends on another.

use super::theme::{HexsideLook, lerp};
use crate::kernel::grid::{Layout, Orientation};
use crate::kernel::{Direction, Hex, Map};
use eframe::egui::{Color32, Mesh, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// The colour of the keyboard cursor (distinct from the yellow selection and the white hover).
pub const CURSOR_COLOR: Color32 = Color32::from_rgb(236, 40, 200);

/// The layout of hexes of size 1 from the origin: map units.
pub fn unit_layout(orientation: Orientation) -> Layout {
    Layout {
        orientation,
        size: 1.0,
        origin: (0.0, 0.0),
    }
}

/// For each direction, the two corners (indices into `Layout::corners`) of the hexside it
/// crosses.
pub fn edge_corners(orientation: Orientation) -> [(usize, usize); 6] {
    let l = unit_layout(orientation);
    let h = Hex::new(0, 0);
    let cs = l.corners(h);
    let mut out = [(0, 0); 6];
    for d in Direction::ALL {
        let n = l.to_pixel(h.neighbor(d));
        let mut idx: Vec<usize> = (0..6).collect();
        idx.sort_by(|a, b| {
            let da = (cs[*a].0 - n.0).powi(2) + (cs[*a].1 - n.1).powi(2);
            let db = (cs[*b].0 - n.0).powi(2) + (cs[*b].1 - n.1).powi(2);
            da.total_cmp(&db)
        });
        out[d.index()] = (idx[0], idx[1]);
    }
    out
}

/// The corner offsets of a hex of size 1 in this orientation, as screen vectors.
pub fn unit_corners(orientation: Orientation) -> [Vec2; 6] {
    let uc = unit_layout(orientation).corners(Hex::new(0, 0));
    std::array::from_fn(|i| Vec2::new(uc[i].0 as f32, uc[i].1 as f32))
}

/// `view` less `hole`: the (at most four) bands of it around the hole, or the whole view.
pub(crate) fn around(view: Rect, hole: Option<Rect>) -> Vec<Rect> {
    let Some(h) = hole.map(|h| h.intersect(view)).filter(|h| h.is_positive()) else {
        return vec![view];
    };
    [
        Rect::from_min_max(view.min, Pos2::new(view.max.x, h.min.y)),
        Rect::from_min_max(Pos2::new(view.min.x, h.max.y), view.max),
        Rect::from_min_max(Pos2::new(view.min.x, h.min.y), Pos2::new(h.min.x, h.max.y)),
        Rect::from_min_max(Pos2::new(h.max.x, h.min.y), Pos2::new(view.max.x, h.max.y)),
    ]
    .into_iter()
    .filter(|r| r.is_positive())
    .collect()
}

/// Adds a straight band from `a` to `b` of width `w` to a mesh.
pub(crate) fn band(mesh: &mut Mesh, a: Pos2, b: Pos2, w: f32, color: Color32) {
    let d = b - a;
    let len = d.length();
    if len <= 0.0 {
        return;
    }
    let n = Vec2::new(-d.y, d.x) / len * (w / 2.0);
    let i = mesh.vertices.len() as u32;
    mesh.colored_vertex(a + n, color);
    mesh.colored_vertex(b + n, color);
    mesh.colored_vertex(b - n, color);
    mesh.colored_vertex(a - n, color);
    mesh.add_triangle(i, i + 1, i + 2);
    mesh.add_triangle(i, i + 2, i + 3);
}

/// Adds a filled hex (centre `c`, corner offsets `corners` scaled by `k`) to a mesh: four
/// triangles fanned from its first corner (a centre vertex would make six, and with software
/// GL every triangle costs; thousands of hexes are in view at middle zooms).
pub(crate) fn hex_fill(mesh: &mut Mesh, c: Pos2, corners: &[Vec2; 6], k: f32, color: Color32) {
    let i = mesh.vertices.len() as u32;
    for v in corners {
        mesh.colored_vertex(c + *v * k, color);
    }
    for j in 1..5u32 {
        mesh.add_triangle(i, i + j, i + j + 1);
    }
}

/// The colour that occurs most often (the first of equals), if any.
pub(crate) fn commonest(colors: &[Color32]) -> Option<Color32> {
    let mut counts: std::collections::HashMap<Color32, usize> = std::collections::HashMap::new();
    for c in colors {
        *counts.entry(*c).or_default() += 1;
    }
    let best = counts.values().copied().max()?;
    colors
        .iter()
        .copied()
        .find(|c| counts.get(c) == Some(&best))
}

/// Draws one hexside feature as the map shows it, between the hexes centred at `c` and `n`
/// whose shared hexside runs from `pa` to `pb`, for hexes of `size` points and stroke zoom
/// factor `zf`: a stroke along the hexside, a road or trail from centre to centre, a bridge
/// (planks across) or a ford (stepping stones). The legend draws its samples with it too.
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw_hexside_look(
    painter: &Painter,
    look: HexsideLook,
    c: Pos2,
    n: Pos2,
    pa: Pos2,
    pb: Pos2,
    size: f32,
    zf: f32,
) {
    let mid = pa.lerp(pb, 0.5);
    let u = (n - c).normalized();
    let v = Vec2::new(-u.y, u.x);
    match look {
        HexsideLook::Edge { color, width } => {
            painter.line_segment([pa, pb], Stroke::new((width * zf).max(1.5), color));
        }
        HexsideLook::Route {
            color,
            width,
            dashed,
        } => {
            let w = (width * zf).max(1.0);
            if dashed {
                painter.extend(Shape::dashed_line(
                    &[c, n],
                    Stroke::new(w, color),
                    size * 0.22,
                    size * 0.14,
                ));
            } else {
                painter.line_segment([c, n], Stroke::new(w, color));
                painter.circle_filled(c, w / 2.0, color);
                painter.circle_filled(n, w / 2.0, color);
            }
        }
        HexsideLook::Bridge => {
            let (hl, hw) = (size * 0.34, size * 0.13);
            let pts = vec![
                mid + u * hl + v * hw,
                mid + u * hl - v * hw,
                mid - u * hl - v * hw,
                mid - u * hl + v * hw,
            ];
            painter.add(Shape::convex_polygon(
                pts,
                Color32::from_rgb(120, 84, 50),
                Stroke::new((1.5 * zf).max(1.0), Color32::from_rgb(40, 30, 20)),
            ));
        }
        HexsideLook::Ford => {
            // A causeway of stepping stones across the hexside.
            let (hl, hw) = (size * 0.36, size * 0.11);
            let pts = vec![
                mid + u * hl + v * hw,
                mid + u * hl - v * hw,
                mid - u * hl - v * hw,
                mid - u * hl + v * hw,
            ];
            painter.add(Shape::convex_polygon(
                pts,
                Color32::from_rgb(160, 205, 235),
                Stroke::NONE,
            ));
            for t in [-0.24f32, 0.0, 0.24] {
                let p = mid + u * (size * t);
                let r = (size * 0.075).max(1.5);
                painter.circle_filled(p, r, Color32::from_rgb(236, 226, 190));
                painter.circle_stroke(p, r, Stroke::new(1.0, Color32::from_rgb(60, 60, 60)));
            }
        }
    }
}

/// Draws the keyboard cursor on the hex centred at `c`: a dark halo and a bright ring just
/// inside the hex's edge, with a dot at each corner.
pub(crate) fn draw_cursor(painter: &Painter, c: Pos2, corners: &[Vec2; 6], size: f32) {
    let pts: Vec<Pos2> = corners.iter().map(|v| c + *v * (size * 0.86)).collect();
    let w = (size * 0.09).clamp(2.0, 4.0);
    painter.add(Shape::closed_line(
        pts.clone(),
        Stroke::new(w + 2.5, Color32::from_black_alpha(170)),
    ));
    painter.add(Shape::closed_line(
        pts.clone(),
        Stroke::new(w, CURSOR_COLOR),
    ));
    for p in pts {
        painter.circle_filled(p, w * 0.9, Color32::WHITE);
    }
}

/// The fill of each terrain kind of the catalog: the theme's colour, except that a kind whose
/// colour an earlier kind already has (forest and rough under a "forest…" id) is told apart —
/// mixed from the kinds its id names (`forest_rough`: forest and rough), else shifted toward a
/// colour of its own — so that no two kinds look alike on the map or in the legend.
pub fn terrain_fills(
    theme: &super::theme::Theme,
    catalog: &crate::kernel::Catalog,
) -> Vec<Color32> {
    let base: Vec<Color32> = catalog
        .terrain
        .iter()
        .map(|t| theme.terrain(&t.id))
        .collect();
    let mut out: Vec<Color32> = Vec::with_capacity(base.len());
    for (i, t) in catalog.terrain.iter().enumerate() {
        let mut c = base[i];
        if out.contains(&c) {
            let id = t.id.to_ascii_lowercase();
            let named: Vec<Color32> = catalog
                .terrain
                .iter()
                .enumerate()
                .filter(|(j, o)| {
                    *j != i && !o.id.is_empty() && id.contains(&o.id.to_ascii_lowercase())
                })
                .map(|(j, _)| base[j])
                .collect();
            c = match named.as_slice() {
                [a, b, ..] if a != b => lerp(*a, *b, 0.5),
                _ => lerp(c, super::theme::derived(&id, 0.55, 0.55), 0.4),
            };
            // Still taken: step darker until it is not.
            let mut k = 0;
            while out.contains(&c) && k < 8 {
                c = lerp(c, Color32::BLACK, 0.12);
                k += 1;
            }
        }
        out.push(c);
    }
    out
}

/// Where and how big this frame draws hexes: what the painting helpers of other modules need
/// of the view ([`super::view::MapView::screen`]), so that they need not know the view.
#[derive(Clone, Copy, Debug)]
pub struct Screen {
    /// A hex's size (centre to corner) in points.
    pub size: f32,
    /// The map's part of the window.
    pub rect: Rect,
    /// Flat- or pointy-topped.
    pub orientation: Orientation,
}

/// The map-unit bounding box of every hex centre of `map`: (min x, min y, max x, max y).
pub fn map_bounds(map: &Map) -> (f64, f64, f64, f64) {
    let l = unit_layout(map.grid.orientation);
    let mut b = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    let (cols, rows) = (map.grid.cols, map.grid.rows);
    // The rectangle's outline holds the extremes.
    let mut edge = Vec::new();
    for x in 0..cols {
        edge.push((x, 0));
        edge.push((x, (rows - 1).max(0)));
    }
    for y in 0..rows {
        edge.push((0, y));
        edge.push(((cols - 1).max(0), y));
        if cols > 1 {
            edge.push((1, y));
            edge.push((cols - 2, y));
        }
    }
    for (x, y) in edge {
        let (px, py) = l.to_pixel(map.grid.from_offset(x, y));
        b = (b.0.min(px), b.1.min(py), b.2.max(px), b.3.max(py));
    }
    if b.0 > b.2 { (0.0, 0.0, 1.0, 1.0) } else { b }
}

#[cfg(test)]
mod tests {
    use super::around;
    use eframe::egui::{Rect, pos2};

    #[test]
    fn the_bands_around_a_hole_cover_the_view_less_the_hole() {
        let view = Rect::from_min_max(pos2(0.0, 0.0), pos2(100.0, 80.0));
        let hole = Rect::from_min_max(pos2(30.0, 10.0), pos2(60.0, 70.0));
        let bands = around(view, Some(hole));
        assert_eq!(bands.len(), 4);
        let area: f32 = bands.iter().map(|r| r.area()).sum();
        assert_eq!(area, view.area() - hole.area());
        assert!(bands.iter().all(|b| !b.intersect(hole).is_positive()));
        // A hole wider than the view leaves the bands above and below.
        let wide = Rect::from_min_max(pos2(-10.0, 20.0), pos2(120.0, 50.0));
        let bands = around(view, Some(wide));
        assert_eq!(bands.len(), 2);
        assert_eq!(bands.iter().map(|r| r.area()).sum::<f32>(), 100.0 * 50.0);
        // No hole, or one out of view: the whole view.
        assert_eq!(around(view, None), vec![view]);
        let outside = Rect::from_min_max(pos2(200.0, 0.0), pos2(300.0, 10.0));
        assert_eq!(around(view, Some(outside)), vec![view]);
    }
}
