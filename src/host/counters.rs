//! Drawing counters: a square in the side's colour with the unit-type symbol (NATO-style for
//! infantry, cavalry and artillery, a star for leaders, else the type's initial), the
//! strength, the key when there is room, a facing arrow when the unit has a facing, and status
//! marks. A stack is drawn slightly offset so that every counter peeks out; the top (last)
//! counter sits on the hex centre.

use super::context::PanelCtx;
use super::theme::lerp;
use crate::kernel::{Unit, UnitId};
use eframe::egui::{
    self, Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Stroke, Vec2,
};

/// The counter side length for a hex of `size` (centre to corner) in points.
pub fn counter_side(size: f32) -> f32 {
    size * 1.0
}

/// Below this side length (points) a counter is only a square in its side's colour.
pub const TINY: f32 = 14.0;

/// Adds the stack `ids` at `c` to `mesh` as tiny counters: for each a dark square one point
/// larger (the edge) under a square in the side's colour; the selected unit's edge in the
/// selection colour. Plain quads, no rounding or shadow, so a whole army is one draw call.
pub fn tiny_stack(mesh: &mut egui::Mesh, cx: &PanelCtx, c: Pos2, size: f32, ids: &[UnitId]) {
    let selected = cx.session.selection.unit;
    let s = counter_side(size);
    for (pos, id) in stack_positions(c, size, ids.len()).into_iter().zip(ids) {
        let Some(u) = cx.unit(*id) else {
            continue;
        };
        let side = cx.world.catalog.sides.get(u.side);
        let fill = cx.theme.side(
            u.side,
            side.map(|s| s.id.as_str()).unwrap_or(""),
            side.map(|s| s.name.as_str()).unwrap_or(""),
        );
        let rect = Rect::from_center_size(pos, Vec2::splat(s));
        let edge = if selected == Some(*id) {
            cx.theme.selection
        } else {
            lerp(fill, Color32::BLACK, 0.55)
        };
        mesh.add_colored_rect(rect.expand(1.0), edge);
        mesh.add_colored_rect(rect, fill);
    }
}

/// Where each counter of a stack of `n` is drawn (first = bottom), for a hex centred at `c`.
pub fn stack_positions(c: Pos2, size: f32, n: usize) -> Vec<Pos2> {
    let off = (size * 0.12).clamp(2.0, 7.0);
    let shown = n.min(4);
    (0..n)
        .map(|i| {
            let depth = (n - 1 - i).min(shown.saturating_sub(1)) as f32;
            c + Vec2::new(-off * depth, -off * depth)
        })
        .collect()
}

/// Draws the stack of units `ids` in a hex centred at `c`.
pub fn draw_stack(painter: &Painter, cx: &PanelCtx, c: Pos2, size: f32, ids: &[UnitId]) {
    let selected = cx.session.selection.unit;
    for (pos, id) in stack_positions(c, size, ids.len()).into_iter().zip(ids) {
        if let Some(u) = cx.unit(*id) {
            draw_counter(painter, cx, u, pos, size, selected == Some(*id));
        }
    }
}

/// Draws one counter centred at `pos`.
pub fn draw_counter(
    painter: &Painter,
    cx: &PanelCtx,
    u: &Unit,
    pos: Pos2,
    size: f32,
    selected: bool,
) {
    let theme = cx.theme;
    let side = cx.world.catalog.sides.get(u.side);
    let fill = theme.side(
        u.side,
        side.map(|s| s.id.as_str()).unwrap_or(""),
        side.map(|s| s.name.as_str()).unwrap_or(""),
    );
    let ink = theme.text_on(fill);
    let s = counter_side(size);
    let rect = Rect::from_center_size(pos, Vec2::splat(s));
    let radius = CornerRadius::same((s * 0.08).clamp(1.0, 4.0) as u8);
    // A soft shadow lifts the counter off the map.
    painter.rect_filled(
        rect.translate(Vec2::splat((s * 0.04).max(1.0))),
        radius,
        Color32::from_black_alpha(90),
    );
    painter.rect_filled(rect, radius, fill);
    let edge = if selected {
        Stroke::new((s * 0.07).clamp(2.0, 4.0), theme.selection)
    } else {
        Stroke::new(1.0, lerp(fill, Color32::BLACK, 0.55))
    };
    painter.rect_stroke(rect, radius, edge, egui::StrokeKind::Inside);
    if s < TINY {
        return;
    }
    let ut = cx.world.catalog.unit_types.get(u.unit_type);
    let type_id = ut.map(|t| t.id.as_str()).unwrap_or("?");
    let leader = ut.is_some_and(|t| t.leader) || u.leader.is_some();
    // The type symbol in the upper middle.
    let sym = Rect::from_center_size(
        pos + Vec2::new(0.0, -s * 0.08),
        Vec2::new(s * 0.56, s * 0.34),
    );
    draw_symbol(painter, sym, type_id, leader, ink);
    // Strength, bottom centre; reduced strength in a warning colour.
    let reduced = u.strength < u.max_strength;
    let strength_color = if reduced && ink == Color32::WHITE {
        Color32::from_rgb(255, 220, 120)
    } else if reduced {
        Color32::from_rgb(150, 30, 20)
    } else {
        ink
    };
    painter.text(
        pos + Vec2::new(0.0, s * 0.30),
        Align2::CENTER_CENTER,
        u.strength.to_string(),
        FontId::proportional((s * 0.30).clamp(8.0, 26.0)),
        strength_color,
    );
    // The key on top, when there is room for it.
    if s >= 34.0 {
        painter.text(
            pos + Vec2::new(0.0, -s * 0.37),
            Align2::CENTER_CENTER,
            short_key(&u.key),
            FontId::proportional((s * 0.17).clamp(7.0, 13.0)),
            ink,
        );
    }
    if let Some(f) = u.facing {
        draw_facing(painter, cx, pos, s, f, ink, fill);
    }
    // Status marks: a small badge per status, top right, with the status's initial.
    for (k, st) in u.status.iter().take(3).enumerate() {
        let r = (s * 0.12).clamp(4.0, 8.0);
        let c = rect.right_top() + Vec2::new(-r * 0.9, r * 0.9 + k as f32 * r * 2.1);
        let col = super::theme::derived(st, 0.75, 0.85);
        painter.circle_filled(c, r, col);
        painter.circle_stroke(c, r, Stroke::new(1.0, Color32::BLACK));
        painter.text(
            c,
            Align2::CENTER_CENTER,
            st.chars().next().unwrap_or('?').to_ascii_uppercase(),
            FontId::proportional(r * 1.4),
            theme.text_on(col),
        );
    }
}

/// A unit key shortened to fit a counter (`"1/1/XIV"` stays, very long keys are cut).
fn short_key(key: &str) -> String {
    if key.chars().count() <= 9 {
        key.to_string()
    } else {
        let mut s: String = key.chars().take(8).collect();
        s.push('…');
        s
    }
}

/// The unit-type symbol in `r`: NATO-style boxes for infantry (×), cavalry (/), artillery
/// (•), a star for leaders, else the type's initial.
fn draw_symbol(painter: &Painter, r: Rect, type_id: &str, leader: bool, ink: Color32) {
    let t = type_id.to_ascii_lowercase();
    let stroke = Stroke::new((r.height() * 0.09).clamp(1.0, 2.0), ink);
    if leader {
        // A five-pointed star drawn as a pentagram.
        let c = r.center();
        let rad = r.height() * 0.55;
        let pts: Vec<Pos2> = (0..5)
            .map(|k| {
                let a = (-90.0 + 144.0 * k as f32).to_radians();
                c + Vec2::new(a.cos(), a.sin()) * rad
            })
            .collect();
        for k in 0..5 {
            painter.line_segment([pts[k], pts[(k + 1) % 5]], stroke);
        }
        return;
    }
    let boxed = t.contains("inf") || t.contains("cav") || t.contains("art");
    if !boxed {
        painter.text(
            r.center(),
            Align2::CENTER_CENTER,
            t.chars()
                .next()
                .unwrap_or('?')
                .to_ascii_uppercase()
                .to_string(),
            FontId::proportional(r.height() * 0.95),
            ink,
        );
        return;
    }
    painter.rect_stroke(r, 0.0, stroke, egui::StrokeKind::Middle);
    if t.contains("inf") {
        painter.line_segment([r.left_top(), r.right_bottom()], stroke);
        painter.line_segment([r.left_bottom(), r.right_top()], stroke);
    }
    if t.contains("cav") {
        painter.line_segment([r.left_bottom(), r.right_top()], stroke);
    }
    if t.contains("art") {
        painter.circle_filled(r.center(), r.height() * 0.2, ink);
    }
}

/// A small arrowhead on the counter's edge pointing across the hexside the unit faces.
fn draw_facing(
    painter: &Painter,
    cx: &PanelCtx,
    pos: Pos2,
    s: f32,
    facing: crate::kernel::Direction,
    ink: Color32,
    fill: Color32,
) {
    let l = crate::kernel::grid::Layout {
        orientation: cx.world.map.grid.orientation,
        size: 1.0,
        origin: (0.0, 0.0),
    };
    let h0 = crate::kernel::Hex::new(0, 0);
    let (x, y) = l.to_pixel(h0.neighbor(facing));
    let d = Vec2::new(x as f32, y as f32).normalized();
    let n = Vec2::new(-d.y, d.x);
    // Just outside the counter's edge, pointing at the hexside faced.
    let tip = pos + d * (s * 0.80);
    let base = pos + d * (s * 0.58);
    let pts = vec![tip, base + n * (s * 0.15), base - n * (s * 0.15)];
    painter.add(egui::Shape::convex_polygon(
        pts,
        lerp(fill, Color32::BLACK, 0.2),
        Stroke::new(1.5, ink),
    ));
}
