//! Drawing counters: a square in the side's colour with the unit-type symbol (NATO-style for
//! infantry, cavalry and artillery, a star for leaders, else the type's initial), the
//! strength, the key when there is room, a facing arrow when the unit has a facing, and status
//! marks. A stack is drawn slightly offset so that every counter peeks out; the top (last)
//! counter sits on the hex centre.

use super::context::PanelCtx;
use super::strokes::{self, StrokeStyle};
use super::theme::lerp;
use crate::kernel::{Unit, UnitId};
use eframe::egui::{self, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Vec2};

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

/// Draws the stacks of units at the hex centres given (`stacks`: centre, units bottom first).
///
/// The counters' bodies (shadow, edge, face), facing arrows and the top counters' type
/// symbols go into one mesh, in stack order, so a view full of an army is one draw call; the
/// top counters' numbers and status marks follow as shapes. A lower counter shows only its
/// edge, as on a table (the stack list and the inspector name it). Drawn as separate
/// feathered, rounded shapes, the counters of a large scenario at 34-point hexes cost about
/// 3 ms a frame under software GL (docs/performance.md).
pub fn draw_stacks<'a>(
    painter: &Painter,
    cx: &PanelCtx,
    size: f32,
    stacks: impl Iterator<Item = (Pos2, &'a [UnitId])>,
) {
    let selected = cx.session.selection.unit;
    let ppp = painter.ctx().pixels_per_point();
    let style = StrokeStyle::for_ppp(ppp);
    let mut mesh = egui::Mesh::default();
    let mut tops = Vec::new();
    for (c, ids) in stacks {
        let n = ids.len();
        for (k, (pos, id)) in stack_positions(c, size, n).into_iter().zip(ids).enumerate() {
            let Some(u) = cx.unit(*id) else {
                continue;
            };
            let l = Look::new(cx, u, pos, size, selected == Some(*id), ppp);
            l.add_body(&mut mesh);
            if let Some(f) = u.facing {
                l.add_facing(&mut mesh, cx, f, style);
            }
            if k + 1 == n {
                l.add_symbol(&mut mesh, cx, u, style);
                tops.push((u, l));
            }
        }
    }
    painter.add(egui::Shape::mesh(mesh));
    for (u, l) in &tops {
        l.draw_marks(painter, cx, u);
    }
}

/// Draws one counter centred at `pos` (the legend's samples; the map uses [`draw_stacks`]).
pub fn draw_counter(
    painter: &Painter,
    cx: &PanelCtx,
    u: &Unit,
    pos: Pos2,
    size: f32,
    selected: bool,
) {
    let ppp = painter.ctx().pixels_per_point();
    let style = StrokeStyle::for_ppp(ppp);
    let l = Look::new(cx, u, pos, size, selected, ppp);
    let mut mesh = egui::Mesh::default();
    l.add_body(&mut mesh);
    if let Some(f) = u.facing {
        l.add_facing(&mut mesh, cx, f, style);
    }
    l.add_symbol(&mut mesh, cx, u, style);
    painter.add(egui::Shape::mesh(mesh));
    l.draw_marks(painter, cx, u);
}

/// One counter's place and colours.
struct Look {
    /// The counter, on the pixel grid.
    rect: Rect,
    /// Side length in points.
    s: f32,
    fill: Color32,
    ink: Color32,
    /// The edge: its width inside the rectangle and colour (the selection's when selected).
    edge: (f32, Color32),
    /// How far the shadow falls, down and right.
    shadow: f32,
}

impl Look {
    fn new(cx: &PanelCtx, u: &Unit, pos: Pos2, size: f32, selected: bool, ppp: f32) -> Look {
        let theme = cx.theme;
        let side = cx.world.catalog.sides.get(u.side);
        let fill = theme.side(
            u.side,
            side.map(|s| s.id.as_str()).unwrap_or(""),
            side.map(|s| s.name.as_str()).unwrap_or(""),
        );
        let s = counter_side(size);
        // On whole pixels, so that the unfeathered edges stay crisp while the map pans.
        let snap = |p: Pos2| Pos2::new((p.x * ppp).round() / ppp, (p.y * ppp).round() / ppp);
        let r = Rect::from_center_size(pos, Vec2::splat(s));
        let rect = Rect::from_min_max(snap(r.min), snap(r.max));
        let edge = if selected {
            ((s * 0.07).clamp(2.0, 4.0), theme.selection)
        } else {
            (1.0, lerp(fill, Color32::BLACK, 0.55))
        };
        Look {
            rect,
            s,
            fill,
            ink: theme.text_on(fill),
            edge,
            shadow: ((s * 0.04).max(1.0) * ppp).round() / ppp,
        }
    }

    /// A soft shadow, the edge and the face: three quads.
    fn add_body(&self, mesh: &mut egui::Mesh) {
        mesh.add_colored_rect(
            self.rect.translate(Vec2::splat(self.shadow)),
            Color32::from_black_alpha(90),
        );
        mesh.add_colored_rect(self.rect, self.edge.1);
        mesh.add_colored_rect(self.rect.shrink(self.edge.0), self.fill);
    }

    /// A small arrowhead just outside the counter's edge, pointing across the hexside the
    /// unit faces.
    fn add_facing(
        &self,
        mesh: &mut egui::Mesh,
        cx: &PanelCtx,
        facing: crate::kernel::Direction,
        style: StrokeStyle,
    ) {
        if self.s < TINY {
            return;
        }
        let l = crate::kernel::grid::Layout {
            orientation: cx.world.map.grid.orientation,
            size: 1.0,
            origin: (0.0, 0.0),
        };
        let h0 = crate::kernel::Hex::new(0, 0);
        let (x, y) = l.to_pixel(h0.neighbor(facing));
        let d = Vec2::new(x as f32, y as f32).normalized();
        let n = Vec2::new(-d.y, d.x);
        let (pos, s) = (self.rect.center(), self.s);
        let tip = pos + d * (s * 0.80);
        let base = pos + d * (s * 0.58);
        let pts = [tip, base + n * (s * 0.15), base - n * (s * 0.15)];
        let i = mesh.vertices.len() as u32;
        for p in pts {
            mesh.colored_vertex(p, lerp(self.fill, Color32::BLACK, 0.2));
        }
        mesh.add_triangle(i, i + 1, i + 2);
        for k in 0..3 {
            strokes::band(mesh, pts[k], pts[(k + 1) % 3], 1.5, 0.0, self.ink, style);
        }
    }

    /// The unit-type symbol in the upper middle, when the counter is large enough: NATO-style
    /// boxes for infantry (×), cavalry (/) and artillery (its dot is a mark), a star for
    /// leaders; other types get their initial as a mark.
    fn add_symbol(&self, mesh: &mut egui::Mesh, cx: &PanelCtx, u: &Unit, style: StrokeStyle) {
        if self.s < TINY {
            return;
        }
        let (t, leader) = type_of(cx, u);
        let r = self.symbol_rect();
        let w = (r.height() * 0.09).clamp(1.0, 2.0);
        let mut line = |a: Pos2, b: Pos2| strokes::band(mesh, a, b, w, 0.0, self.ink, style);
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
                line(pts[k], pts[(k + 1) % 5]);
            }
            return;
        }
        if !boxed(&t) {
            return;
        }
        // The box's sides run half the width past the corners, so that they close.
        let h = w / 2.0;
        line(r.left_top() - Vec2::X * h, r.right_top() + Vec2::X * h);
        line(
            r.left_bottom() - Vec2::X * h,
            r.right_bottom() + Vec2::X * h,
        );
        line(r.left_top(), r.left_bottom());
        line(r.right_top(), r.right_bottom());
        if t.contains("inf") {
            line(r.left_top(), r.right_bottom());
            line(r.left_bottom(), r.right_top());
        }
        if t.contains("cav") {
            line(r.left_bottom(), r.right_top());
        }
    }

    fn symbol_rect(&self) -> Rect {
        let s = self.s;
        Rect::from_center_size(
            self.rect.center() + Vec2::new(0.0, -s * 0.08),
            Vec2::new(s * 0.56, s * 0.34),
        )
    }

    /// Over the face, as shapes: the artillery dot or a type's initial, the strength (reduced
    /// strength in a warning colour), the key when there is room, and a badge per status.
    fn draw_marks(&self, painter: &Painter, cx: &PanelCtx, u: &Unit) {
        let (s, ink, pos) = (self.s, self.ink, self.rect.center());
        if s < TINY {
            return;
        }
        let (t, leader) = type_of(cx, u);
        let sym = self.symbol_rect();
        if !leader && !boxed(&t) {
            painter.text(
                sym.center(),
                Align2::CENTER_CENTER,
                t.chars()
                    .next()
                    .unwrap_or('?')
                    .to_ascii_uppercase()
                    .to_string(),
                FontId::proportional(sym.height() * 0.95),
                ink,
            );
        } else if !leader && t.contains("art") {
            painter.circle_filled(sym.center(), sym.height() * 0.2, ink);
        }
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
        if s >= 34.0 {
            painter.text(
                pos + Vec2::new(0.0, -s * 0.37),
                Align2::CENTER_CENTER,
                short_key(&u.key),
                FontId::proportional((s * 0.17).clamp(7.0, 13.0)),
                ink,
            );
        }
        // The ruleset's badges where it describes units (what a player needs: "R" routed),
        // else the first letter of each status.
        let badges: Vec<String> = match cx
            .world
            .state
            .unit_by_key(&u.key)
            .and_then(|id| cx.session.unit_view(id))
        {
            Some(v) => v.badges.iter().map(|(t, _)| t.clone()).collect(),
            None => u
                .status
                .iter()
                .map(|st| {
                    st.chars()
                        .next()
                        .unwrap_or('?')
                        .to_ascii_uppercase()
                        .to_string()
                })
                .collect(),
        };
        for (k, text) in badges.iter().take(3).enumerate() {
            let r = (s * 0.12).clamp(4.0, 8.0);
            let c = self.rect.right_top() + Vec2::new(-r * 0.9, r * 0.9 + k as f32 * r * 2.1);
            let col = super::theme::derived(text, 0.75, 0.85);
            painter.circle_filled(c, r, col);
            painter.circle_stroke(c, r, Stroke::new(1.0, Color32::BLACK));
            painter.text(
                c,
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(if text.chars().count() > 1 {
                    r * 1.0
                } else {
                    r * 1.4
                }),
                cx.theme.text_on(col),
            );
        }
    }
}

/// The unit's type id in lower case, and whether it is a leader.
fn type_of(cx: &PanelCtx, u: &Unit) -> (String, bool) {
    let ut = cx.world.catalog.unit_types.get(u.unit_type);
    let t = ut
        .map(|t| t.id.as_str())
        .unwrap_or("?")
        .to_ascii_lowercase();
    (t, ut.is_some_and(|t| t.leader) || u.leader.is_some())
}

/// Whether the type gets a NATO-style box (infantry, cavalry, artillery).
fn boxed(t: &str) -> bool {
    t.contains("inf") || t.contains("cav") || t.contains("art")
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
