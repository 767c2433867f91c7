//! The scenario map's named areas (`map.areas`: entry areas, set-up zones, sheets) drawn on the
//! map as a tint with an outline and the area's name (View → Map areas), and listed in the
//! legend.
//!
//! The outline of an area is the set of its hexsides whose other hex is not in the area; it is
//! worked out once per map ([`outlines`], cached in [`AreaCache`]) since areas never change
//! during a game. Each area gets a colour of its own, spread round the colour wheel by its
//! place in the (sorted) list so that neighbouring entry areas A, B, C… differ clearly.

use super::painter::{Screen, band, edge_corners, hex_fill, unit_corners, unit_layout};
use crate::kernel::{Direction, Hex, Map};
use eframe::egui::{self, Color32, FontId, Mesh, Painter, Pos2, Rect, Shape, Stroke, Vec2};
use std::collections::{BTreeSet, HashSet};
use std::rc::Rc;

/// One named area as the map draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct AreaOutline {
    /// The area's name, as the scenario gives it.
    pub name: String,
    /// Its hexes on the map (hexes off the map are left out).
    pub hexes: Vec<Hex>,
    /// The hexsides on its boundary, as (inside hex, direction out).
    pub edges: Vec<(Hex, Direction)>,
    /// Where its name goes: the area's hex nearest the middle of its hexes.
    pub label_hex: Hex,
    /// Its colour.
    pub color: Color32,
}

/// The colour of the `i`-th area: the hue stepped round the wheel by the golden ratio, so that
/// consecutive areas (A, B, C…) are far apart in colour however many there are.
pub fn area_color(i: usize) -> Color32 {
    let h = (i as f32 * 0.618_034).fract();
    let c: egui::Rgba = egui::ecolor::Hsva::new(h, 0.85, 0.80, 1.0).into();
    Color32::from(c)
}

/// Every named area of `map` with its boundary, in name order.
pub fn outlines(map: &Map) -> Vec<AreaOutline> {
    let l = unit_layout(map.grid.orientation);
    map.areas
        .iter()
        .enumerate()
        .filter_map(|(i, (name, hexes))| {
            let hexes: Vec<Hex> = hexes.iter().copied().filter(|h| map.contains(*h)).collect();
            let set: HashSet<Hex> = hexes.iter().copied().collect();
            let edges = hexes
                .iter()
                .flat_map(|h| Direction::ALL.into_iter().map(move |d| (*h, d)))
                .filter(|(h, d)| !set.contains(&h.neighbor(*d)))
                .collect();
            let n = hexes.len().max(1) as f64;
            let (sx, sy) = hexes.iter().fold((0.0, 0.0), |(x, y), h| {
                let p = l.to_pixel(*h);
                (x + p.0, y + p.1)
            });
            let mid = (sx / n, sy / n);
            let label_hex = *hexes.iter().min_by(|a, b| {
                let d = |h: &Hex| {
                    let p = l.to_pixel(*h);
                    (p.0 - mid.0).powi(2) + (p.1 - mid.1).powi(2)
                };
                d(a).total_cmp(&d(b))
            })?;
            Some(AreaOutline {
                name: name.clone(),
                hexes,
                edges,
                label_hex,
                color: area_color(i),
            })
        })
        .collect()
}

/// The outlines of one map, worked out on first use.
#[derive(Clone, Debug, Default)]
pub struct AreaCache {
    key: usize,
    outlines: Rc<Vec<AreaOutline>>,
}

impl AreaCache {
    /// The outlines of `map` (worked out again only for another map).
    pub fn get(&mut self, map: &Rc<Map>) -> Rc<Vec<AreaOutline>> {
        let key = Rc::as_ptr(map) as usize;
        if self.key != key {
            self.key = key;
            self.outlines = Rc::new(outlines(map));
        }
        self.outlines.clone()
    }
}

/// Draws the areas not in `hidden`: each hex of an area tinted, its boundary as a band just
/// inside the hexside (so two areas that touch show both outlines), and its name on its label
/// hex when the hexes are big enough to read it.
pub fn draw(
    painter: &Painter,
    view: &Screen,
    areas: &[AreaOutline],
    hidden: &BTreeSet<String>,
    center: impl Fn(Hex) -> Pos2,
) {
    let size = view.size;
    let cull = view.rect.expand(size * 1.5);
    let corners = unit_corners(view.orientation);
    let edges = edge_corners(view.orientation);
    let w = (size * 0.12).clamp(1.5, 4.0);
    let mut tint = Mesh::default();
    let mut lines = Mesh::default();
    for a in areas.iter().filter(|a| !hidden.contains(&a.name)) {
        let fill = a.color.gamma_multiply(0.22);
        for h in &a.hexes {
            let c = center(*h);
            if cull.contains(c) {
                hex_fill(&mut tint, c, &corners, size, fill);
            }
        }
        for (h, d) in &a.edges {
            let c = center(*h);
            if !cull.contains(c) {
                continue;
            }
            let (i, j) = edges[d.index()];
            // Pulled toward the centre by half the band's width, inside the area.
            let k = size - w * 0.6;
            band(
                &mut lines,
                c + corners[i] * k,
                c + corners[j] * k,
                w,
                a.color,
            );
        }
    }
    painter.add(Shape::mesh(tint));
    painter.add(Shape::mesh(lines));
}

/// Draws the names of the areas not in `hidden` (over the counters, so that they stay legible).
pub fn draw_names(
    painter: &Painter,
    view: &Screen,
    areas: &[AreaOutline],
    hidden: &BTreeSet<String>,
    center: impl Fn(Hex) -> Pos2,
) {
    let size = view.size;
    if size < 8.0 {
        return;
    }
    let font = FontId::proportional((size * 0.32).clamp(10.0, 15.0));
    for a in areas.iter().filter(|a| !hidden.contains(&a.name)) {
        let c = center(a.label_hex);
        if !view.rect.expand(size).contains(c) {
            continue;
        }
        let galley = painter.layout_no_wrap(a.name.clone(), font.clone(), Color32::BLACK);
        let pos = c - galley.size() / 2.0 - Vec2::new(0.0, size * 0.45);
        let bg = Rect::from_min_size(pos, galley.size()).expand2(Vec2::new(4.0, 2.0));
        painter.rect_filled(bg, 3.0, Color32::from_rgba_unmultiplied(255, 255, 255, 225));
        painter.rect_stroke(bg, 3.0, Stroke::new(2.0, a.color), egui::StrokeKind::Inside);
        painter.galley(pos, galley, Color32::BLACK);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::testkit::Kit;

    #[test]
    fn a_single_hex_has_six_boundary_hexsides_and_a_pair_ten() {
        let mut k = Kit::new(9, 9);
        k.map.areas.insert("A".into(), vec![k.hex("0505")]);
        k.map
            .areas
            .insert("B".into(), vec![k.hex("0202"), k.hex("0203")]);
        let o = outlines(&k.map);
        assert_eq!(o.len(), 2);
        assert_eq!((o[0].name.as_str(), o[0].edges.len()), ("A", 6));
        assert_eq!(o[0].label_hex, k.hex("0505"));
        // Two neighbours share one hexside, which is inside the area.
        assert_eq!((o[1].name.as_str(), o[1].edges.len()), ("B", 10));
        assert!(
            !o[1]
                .edges
                .iter()
                .any(|(h, d)| *h == k.hex("0202") && h.neighbor(*d) == k.hex("0203"))
        );
        assert_ne!(o[0].color, o[1].color);
    }

    #[test]
    fn the_name_goes_on_the_middle_hex_and_off_map_hexes_are_dropped() {
        let mut k = Kit::new(9, 9);
        let col: Vec<Hex> = ["0502", "0503", "0504", "0505", "0506"]
            .iter()
            .map(|l| k.hex(l))
            .collect();
        let mut with_off = col.clone();
        with_off.push(Hex::new(-40, -40));
        k.map.areas.insert("Road".into(), with_off);
        let o = outlines(&k.map);
        assert_eq!(o[0].hexes, col);
        assert_eq!(o[0].label_hex, k.hex("0504"));
        // Five in a column: 5 × 6 hexsides less 2 × 4 shared.
        assert_eq!(o[0].edges.len(), 22);
    }

    #[test]
    fn an_area_wholly_off_the_map_is_left_out() {
        let mut k = Kit::new(9, 9);
        k.map
            .areas
            .insert("Nowhere".into(), vec![Hex::new(-40, -40)]);
        assert!(outlines(&k.map).is_empty());
    }
}
