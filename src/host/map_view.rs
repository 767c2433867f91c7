//! The map widget: every hex in view filled by terrain, hexside features, roads and trails
//! between hex centres, named places, hex labels (on demand), the selected unit's legal
//! destinations, attack targets, the path preview, and the counters. Pan by dragging or with
//! the arrow keys, zoom with the wheel or `+`/`-`; a click reports the hex to the app.
//!
//! All pixel arithmetic goes through the kernel's [`Layout`] (`to_pixel`, `from_pixel`,
//! `corners`). Only hexes whose centres fall in (or just outside) the view are drawn, so a
//! 10 000-hex map costs what its visible part costs. Fills and grid lines are built as one
//! mesh each rather than thousands of shapes.
//!
//! One job: the widget — its input, and `draw`ing the layers bottom to top, one function a
//! layer over a `Frame` worked out once. The view's state and transforms are in
//! [`super::view`], the shared shapes in [`super::painter`]; the overlays drawn here
//! ([`super::areas`], [`super::legend`], [`super::minimap`], [`super::tiles`]) depend on those
//! two, never on this module.

use super::areas::AreaOutline;
use super::commands::{Command, Commands};
use super::context::PanelCtx;
use super::counters;
use super::painter::map_bounds;
use super::painter::{
    CURSOR_COLOR, around, band, commonest, draw_cursor, draw_hexside_look, edge_corners, hex_fill,
    terrain_fills, unit_corners,
};
use super::strokes::{self, StrokeStyle};
use super::theme::{HexsideLook, Theme, lerp};
use super::view::{SIZE_RANGE, Step};
use crate::kernel::grid::{Layout, Orientation};
use crate::kernel::{Direction, Hex, Map};
use eframe::egui::{
    self, Align2, Color32, FontId, Key, Mesh, Painter, Pos2, Rect, Sense, Shape, Stroke, Vec2,
};

// The map's view, re-exported where the app has always found it.
pub use super::view::MapView;

/// Below this hex size (points) the terrain is drawn from one cached picture of the whole map
/// instead of hex by hex (a 10 000-hex map zoomed out is then one textured rectangle).
pub const OVERVIEW_BELOW: f32 = 7.0;

impl MapView {
    /// Keyboard and pointer input: pan, zoom, click, hover.
    fn input(&mut self, ui: &egui::Ui, resp: &egui::Response, cx: &PanelCtx, out: &mut Commands) {
        let ctx = ui.ctx();
        if resp.dragged() {
            self.pan(resp.drag_delta());
            self.auto_fit = false;
        }
        if let Some(step) = self.autopan {
            self.auto_fit = false;
            let (origin, angle) = self.autopan_state.unwrap_or((self.center, 0.0));
            let angle = angle + step / 150.0;
            let r = 150.0 / self.size as f64;
            self.center = (
                origin.0 + r * (angle.cos() as f64 - 1.0),
                origin.1 + r * angle.sin() as f64,
            );
            self.autopan_state = Some((origin, angle));
            ctx.request_repaint();
        }
        if resp.hovered() {
            let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
            let anchor = resp.hover_pos().unwrap_or(self.rect.center());
            if zoom != 1.0 {
                self.zoom_at(zoom, anchor);
                self.auto_fit = false;
            } else if scroll.y != 0.0 {
                self.zoom_at((scroll.y * 0.0025).exp(), anchor);
                self.auto_fit = false;
            }
        }
        if !ctx.egui_wants_keyboard_input() {
            // Shift+arrows move the keyboard cursor, one hex per press (or repeat).
            let steps: Vec<Step> = ui.input_mut(|i| {
                [
                    (Key::ArrowLeft, Step::Left),
                    (Key::ArrowRight, Step::Right),
                    (Key::ArrowUp, Step::Up),
                    (Key::ArrowDown, Step::Down),
                ]
                .into_iter()
                .flat_map(|(k, s)| {
                    std::iter::repeat_n(s, i.count_and_consume_key(egui::Modifiers::SHIFT, k))
                })
                .collect()
            });
            for s in steps {
                self.move_cursor(cx, s);
                ctx.request_repaint();
            }
            // Enter clicks the cursor's hex (an open proposal or action being built takes Enter
            // first, in the app).
            if let Some(c) = self.cursor
                && cx.proposal().is_none()
                && cx.session.builder.is_none()
                && cx.world.map.contains(c)
                && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Enter))
            {
                self.cursor_active = true;
                if self.sight.active {
                    self.sight.from = Some(c);
                } else {
                    out.push(Command::ClickHex(c));
                }
            }
            let (dt, keys) = ui.input(|i| {
                let plain = !i.modifiers.shift;
                (
                    i.stable_dt.min(0.1),
                    [
                        plain && i.key_down(Key::ArrowLeft),
                        plain && i.key_down(Key::ArrowRight),
                        plain && i.key_down(Key::ArrowUp),
                        plain && i.key_down(Key::ArrowDown),
                    ],
                )
            });
            let speed = 600.0 * dt;
            let mut d = Vec2::ZERO;
            if keys[0] {
                d.x += speed;
            }
            if keys[1] {
                d.x -= speed;
            }
            if keys[2] {
                d.y += speed;
            }
            if keys[3] {
                d.y -= speed;
            }
            if d != Vec2::ZERO {
                self.pan(d);
                self.auto_fit = false;
                ctx.request_repaint();
            }
            let (zin, zout, fit) = ui.input_mut(|i| {
                (
                    i.consume_key(egui::Modifiers::NONE, Key::Plus)
                        || i.consume_key(egui::Modifiers::NONE, Key::Equals)
                        || i.consume_key(egui::Modifiers::SHIFT, Key::Equals),
                    i.consume_key(egui::Modifiers::NONE, Key::Minus),
                    i.consume_key(egui::Modifiers::NONE, Key::Num0),
                )
            });
            if zin {
                self.zoom_at(1.25, self.rect.center());
                self.auto_fit = false;
            }
            if zout {
                self.zoom_at(0.8, self.rect.center());
                self.auto_fit = false;
            }
            if fit {
                self.fit(&cx.world.map);
                self.auto_fit = true;
            }
        }
        // The pointer moving over the map takes over from the keyboard cursor.
        if resp.hovered() && ui.input(|i| i.pointer.delta() != Vec2::ZERO) {
            self.cursor_active = false;
        }
        let hover = if self.cursor_active {
            self.cursor
        } else {
            resp.hover_pos().map(|p| self.screen_to_hex(p))
        }
        .filter(|h| cx.world.map.contains(*h));
        if hover != cx.session.hover {
            out.push(Command::Hover(hover));
        }
        if resp.clicked()
            && let Some(p) = resp.interact_pointer_pos()
        {
            let h = self.screen_to_hex(p);
            if cx.world.map.contains(h) && self.sight.active {
                // In the line-of-sight tool a click picks where the line starts; it plays nothing.
                self.sight.from = Some(h);
            } else if cx.world.map.contains(h) {
                out.push(Command::ClickHex(h));
                // The keyboard goes on from the hex clicked.
                if self.cursor.is_some() {
                    self.cursor = Some(h);
                }
            }
        }
        if resp.secondary_clicked() {
            if self.sight.active {
                self.sight.from = None;
            } else {
                out.push(Command::SelectUnit(None));
            }
        }
    }
}

/// Shows the map and reports clicks and hovers.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, view: &mut MapView, out: &mut Commands) {
    let (resp, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Map"));
    let first = !view.fitted || (view.auto_fit && view.rect.size() != resp.rect.size());
    view.rect = resp.rect;
    view.orientation = cx.world.map.grid.orientation;
    if first {
        view.fit(&cx.world.map);
        if let Some(s) = view.start_size {
            view.size = s.clamp(SIZE_RANGE.0, SIZE_RANGE.1);
            view.auto_fit = false;
        }
        view.fitted = true;
    }
    view.input(ui, &resp, cx, out);
    let painter = painter.with_clip_rect(resp.rect);
    if view.size < OVERVIEW_BELOW {
        // Six texels per map unit: sharp enough below 7 points per unit, and at most 2048².
        let (x0, y0, x1, y1) = map_bounds(&cx.world.map);
        let want = Vec2::new(
            ((x1 - x0 + 2.0) * 6.0) as f32,
            ((y1 - y0 + 2.0) * 6.0) as f32,
        );
        let max = Vec2::new(want.x.min(2048.0), want.y.min(2048.0));
        view.overview.ensure(
            ui.ctx(),
            cx,
            max,
            "sandtable-overview",
            cx.theme.map_background,
            true,
        );
    }
    // The background only where the map may not cover the view: filling the whole view under
    // the hexes cost ~3 ms a frame of software rasterising on This Terrible Sound's map. Far
    // out, the overview picture is opaque (its corners off the map in the background's
    // colour), so only the bands around it are filled.
    if !view.map_covers_view(&cx.world.map) {
        let picture = (view.size < OVERVIEW_BELOW && view.overview.texture().is_some())
            .then(|| view.units_to_screen(view.overview.bounds));
        for r in around(resp.rect, picture) {
            painter.rect_filled(r, 0.0, cx.theme.map_background);
        }
    }
    let areas = if view.show_areas {
        view.areas.get(&cx.world.map)
    } else {
        Default::default()
    };
    let tiled = view.size >= OVERVIEW_BELOW && view.tiles.steady(view.size);
    draw(&painter, cx, view, &areas, tiled);
    // The line-of-sight tool's own box says what matters; the tooltip would cover it.
    if !(view.sight.active && view.sight.from.is_some()) {
        tooltip(&resp, cx);
    }
    view.minimap_ui(ui, cx, out);
    view.legend_rect = None;
    if view.show_legend {
        super::legend::show(ui, cx, view);
    }
}

/// The terrain fills of the hexes in view as one mesh, tinted by elevation. When the hexes
/// cover the whole view, the commonest fill is one rectangle under the others and its hexes
/// are left out of the mesh: the same picture with fewer triangles, which is what software GL
/// pays for at middle zooms (thousands of hexes in view).
fn fill_hexes(
    painter: &Painter,
    cx: &PanelCtx,
    view: &MapView,
    visible: &[(usize, Hex, Pos2)],
    corners: &[Vec2; 6],
    terrain_colors: &[Color32],
) {
    let map = &cx.world.map;
    let fill_of = |i: usize, h: Hex| {
        let base = terrain_colors
            .get(map.terrain_at(i) as usize)
            .copied()
            .unwrap_or(Color32::from_gray(200));
        cx.theme.with_elevation(base, map.elevation(h))
    };
    let colors: Vec<Color32> = visible.iter().map(|(i, h, _)| fill_of(*i, *h)).collect();
    let under = view
        .map_covers_view(map)
        .then(|| commonest(&colors))
        .flatten();
    if let Some(u) = under {
        painter.rect_filled(view.rect, 0.0, u);
    }
    let mut fills = Mesh::default();
    fills.reserve_vertices(visible.len() * 6);
    fills.reserve_triangles(visible.len() * 4);
    for ((_, _, c), col) in visible.iter().zip(&colors) {
        if Some(*col) != under {
            hex_fill(&mut fills, *c, corners, view.size, *col);
        }
    }
    painter.add(Shape::mesh(fills));
}

/// What every layer of one frame shares: the painter, the context, and the geometry of the
/// hexes in view, worked out once.
struct Frame<'a> {
    painter: &'a Painter,
    cx: &'a PanelCtx<'a>,
    map: &'a Map,
    theme: &'a Theme,
    /// Hex size (centre to corner) in points.
    size: f32,
    /// Stroke zoom factor: the hex size over the 34 points the strokes are designed at.
    zf: f32,
    /// The layout of the map on screen.
    layout: Layout,
    /// The corner offsets of a hex of size 1 ([`unit_corners`]).
    corners: [Vec2; 6],
    /// The two corners of each direction's hexside ([`edge_corners`]).
    edges: [(usize, usize); 6],
    /// Hexes whose centres fall outside this rectangle are not drawn.
    cull: Rect,
    /// Far out: the cached picture of the whole map stands for the terrain and the hexside
    /// features.
    overview: bool,
    /// The hexes in view: (map index, hex, screen centre).
    visible: Vec<(usize, Hex, Pos2)>,
}

impl<'a> Frame<'a> {
    /// The frame of `view`, or `None` when no hex of the map is in view.
    fn new(painter: &'a Painter, cx: &'a PanelCtx<'a>, view: &MapView) -> Option<Self> {
        let map = &cx.world.map;
        let (x0, y0, x1, y1) = view.visible_range(map)?;
        let size = view.size;
        let mut f = Frame {
            painter,
            cx,
            map,
            theme: cx.theme,
            size,
            zf: size / 34.0,
            layout: view.layout(),
            corners: unit_corners(view.orientation),
            edges: edge_corners(view.orientation),
            cull: view.rect.expand(size * 1.5),
            overview: size < OVERVIEW_BELOW && view.overview.texture().is_some(),
            visible: Vec::new(),
        };
        // The hexes in view, once.
        let cols = map.grid.cols;
        for y in y0..=y1 {
            for x in x0..=x1 {
                let h = map.grid.from_offset(x, y);
                let c = f.center(h);
                if f.cull.contains(c) {
                    f.visible.push(((y * cols + x) as usize, h, c));
                }
            }
        }
        Some(f)
    }

    /// Screen position of a hex centre.
    fn center(&self, h: Hex) -> Pos2 {
        let (x, y) = self.layout.to_pixel(h);
        Pos2::new(x as f32, y as f32)
    }
}

/// True if `layer` is left out (`SANDTABLE_SKIP_LAYERS`).
fn skipped(view: &MapView, layer: &str) -> bool {
    view.skip_layers.iter().any(|l| l == layer)
}

/// Everything drawn on the map, bottom to top, one layer after another.
fn draw(painter: &Painter, cx: &PanelCtx, view: &mut MapView, areas: &[AreaOutline], tiled: bool) {
    let Some(f) = Frame::new(painter, cx, view) else {
        return;
    };
    let tiled = draw_terrain(&f, view, tiled);
    draw_grid(&f, view, tiled);
    // 2b. The named areas the player asked for: a tint and an outline under the features.
    super::areas::draw(painter, &view.screen(), areas, &view.hidden_areas, |h| {
        f.center(h)
    });
    let dests = destinations(cx);
    draw_destinations(&f, &dests);
    draw_hexsides(&f, view, areas, &dests, tiled);
    draw_hex_labels(&f, view);
    draw_counters(&f, view);
    draw_markers(&f);
    draw_places(&f);
    // 7b. The areas' names, over the counters.
    super::areas::draw_names(painter, &view.screen(), areas, &view.hidden_areas, |h| {
        f.center(h)
    });
    draw_targets(&f);
    draw_unit_marks(&f);
    draw_slot_options(&f);
    draw_decisions(&f);
    draw_path_preview(&f, view, &dests);
    draw_outlines(&f);
    draw_keyboard_cursor(&f, view);
    draw_sight_line(&f, view);
}

/// 1. The terrain: the overview picture, else the cached tiles, else the fills; true if tiled.
fn draw_terrain(f: &Frame, view: &mut MapView, tiled: bool) -> bool {
    let (painter, size, overview) = (f.painter, f.size, f.overview);
    let terrain_colors = terrain_fills(f.theme, &f.cx.world.catalog);
    // Terrain fills (one mesh), elevation tinted; far out, the cached picture instead (it
    // holds the hexside features too).
    if overview && let Some(tex) = view.overview.texture() {
        painter.image(
            tex.id(),
            view.units_to_screen(view.overview.bounds),
            Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
            Color32::WHITE,
        );
    }
    // 1–4 from the cache: the terrain, grid lines and hexside strokes and routes drawn once per
    // zoom step into textures, placed at whole pixels.
    let ppp = painter.ctx().pixels_per_point();
    let tiled = !overview
        && tiled
        && !skipped(view, "fills")
        && view.tiles.draw(
            painter,
            f.cx.world,
            f.theme,
            &terrain_colors,
            size,
            ppp,
            (
                ((view.rect.center().x * ppp) as f64 - view.center.0 * (size * ppp) as f64).round(),
                ((view.rect.center().y * ppp) as f64 - view.center.1 * (size * ppp) as f64).round(),
            ),
            view.rect,
        );
    if !overview && !tiled && !skipped(view, "fills") {
        fill_hexes(painter, f.cx, view, &f.visible, &f.corners, &terrain_colors);
    }
    tiled
}

/// 2. Grid lines (one mesh), each shared hexside once, unless the tiles hold them.
fn draw_grid(f: &Frame, view: &MapView, tiled: bool) {
    let (map, size, corners, edges) = (f.map, f.size, &f.corners, &f.edges);
    if size >= 6.0 && !tiled && !skipped(view, "grid") {
        let mut grid = Mesh::default();
        let w = if size >= 20.0 { 1.0 } else { 0.6 };
        for (i, h, c) in &f.visible {
            for d in Direction::ALL {
                let n = map.index(h.neighbor(d));
                if n.is_some_and(|n| n < *i) {
                    continue;
                }
                let (a, b) = edges[d.index()];
                band(
                    &mut grid,
                    *c + corners[a] * size,
                    *c + corners[b] * size,
                    w,
                    f.theme.grid_line,
                );
            }
        }
        f.painter.add(Shape::mesh(grid));
    }
}

/// The legal destinations of the selected unit, if any.
fn destinations(cx: &PanelCtx) -> Vec<Hex> {
    let selected_key = cx.selected_unit().map(|u| u.key.clone());
    match (&selected_key, cx.legal()) {
        (Some(k), Some(l)) => l.destinations(k).iter().map(|(h, _)| *h).collect(),
        _ => Vec::new(),
    }
}

/// 3. Destinations of the selected unit, tinted under everything else.
fn draw_destinations(f: &Frame, dests: &[Hex]) {
    let (size, zf, corners, theme) = (f.size, f.zf, &f.corners, f.theme);
    if !dests.is_empty() {
        let mut m = Mesh::default();
        let mut edges_mesh = Mesh::default();
        let w = (1.6 * zf).clamp(1.0, 2.5);
        for h in dests {
            let c = f.center(*h);
            if f.cull.contains(c) {
                hex_fill(&mut m, c, corners, size * 0.94, theme.destination);
                for j in 0..6 {
                    band(
                        &mut edges_mesh,
                        c + corners[j] * (size * 0.9),
                        c + corners[(j + 1) % 6] * (size * 0.9),
                        w,
                        theme.destination_edge,
                    );
                }
            }
        }
        f.painter.add(Shape::mesh(m));
        f.painter.add(Shape::mesh(edges_mesh));
    }
}

/// 4. Hexside features along the hexsides, roads and trails between centres, bridges, fords.
fn draw_hexsides(f: &Frame, view: &MapView, areas: &[AreaOutline], dests: &[Hex], tiled: bool) {
    let (painter, map, size, zf) = (f.painter, f.map, f.size, f.zf);
    let (corners, edges) = (&f.corners, &f.edges);
    let center = |h: Hex| f.center(h);
    let catalog = &f.cx.world.catalog;
    let looks: Vec<HexsideLook> = catalog
        .hexsides
        .iter()
        .map(|h| f.theme.hexside(h))
        .collect();
    // Far out they are in the overview picture. Strokes and routes as one mesh each (see
    // `strokes`), bridges and fords, which are few, as shapes over both.
    let style = StrokeStyle::for_ppp(painter.ctx().pixels_per_point());
    let mut edge_mesh = Mesh::default();
    let mut route_mesh = Mesh::default();
    let mut bridges = Vec::new();
    let feature_hexes: &[(usize, Hex, Pos2)] = if f.overview || skipped(view, "hexsides") {
        &[]
    } else {
        &f.visible
    };
    // With the tiles the strokes and routes are in the picture, under the destinations' and
    // areas' tints; those of tinted hexes are drawn again over the tint, as without tiles.
    let tinted: std::collections::HashSet<Hex> = dests.iter().copied().collect();
    let retint = |h: Hex| !areas.is_empty() || tinted.contains(&h);
    for (i, h, c) in feature_hexes {
        for d in Direction::ALL {
            let bits = map.hexside_at(*i, d);
            if bits == 0 {
                continue;
            }
            let nb = h.neighbor(d);
            if map.index(nb).is_some_and(|n| n < *i) {
                continue;
            }
            let (a, b) = edges[d.index()];
            let (pa, pb) = (*c + corners[a] * size, *c + corners[b] * size);
            let mut bb = bits;
            while bb != 0 {
                let k = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                let Some(look) = looks.get(k).copied() else {
                    continue;
                };
                let mesh = match look {
                    HexsideLook::Route { .. } => &mut route_mesh,
                    _ => &mut edge_mesh,
                };
                // With the tiles, only bridges and fords are left to draw.
                let drawn = if tiled && !retint(*h) && !retint(nb) {
                    matches!(look, HexsideLook::Edge { .. } | HexsideLook::Route { .. })
                } else {
                    strokes::add_look(mesh, look, *c, center(nb), pa, pb, size, zf, style)
                };
                if !drawn {
                    bridges.push((*c, center(nb), pa, pb, look));
                }
            }
        }
    }
    painter.add(Shape::mesh(edge_mesh));
    painter.add(Shape::mesh(route_mesh));
    for (c, n, pa, pb, look) in &bridges {
        draw_hexside_look(painter, *look, *c, *n, *pa, *pb, size, zf);
    }
}

/// 5. Hex labels, on demand and when there is room.
fn draw_hex_labels(f: &Frame, view: &MapView) {
    let size = f.size;
    if view.show_labels && size >= 16.0 {
        let font = FontId::monospace((size * 0.22).clamp(7.0, 12.0));
        let y_off = match view.orientation {
            Orientation::Flat => size * 0.70,
            Orientation::Pointy => size * 0.78,
        };
        for (_, h, c) in &f.visible {
            f.painter.text(
                *c - Vec2::new(0.0, y_off),
                Align2::CENTER_CENTER,
                f.map.grid.label(*h),
                font.clone(),
                Color32::from_black_alpha(150),
            );
        }
    }
}

/// 6. Counters: the stacks in view, as coloured squares in one mesh when far out.
fn draw_counters(f: &Frame, view: &MapView) {
    let (painter, cx, map, size) = (f.painter, f.cx, f.map, f.size);
    let mut stacks: std::collections::BTreeMap<usize, Vec<crate::kernel::UnitId>> =
        std::collections::BTreeMap::new();
    for (id, u) in cx.world.state.units.iter().enumerate() {
        if let Some(i) = u.hex().and_then(|h| map.index(h)) {
            stacks
                .entry(i)
                .or_default()
                .push(id as crate::kernel::UnitId);
        }
    }
    if skipped(view, "counters") {
        stacks.clear();
    }
    if counters::counter_side(size) < counters::TINY {
        // Zoomed far out a counter is a coloured square: all of them go into one mesh (hundreds
        // of separately tessellated rounded, shadowed rectangles cost the software
        // rasteriser tens of milliseconds a frame on a large scenario).
        let mut mesh = egui::Mesh::default();
        for (i, ids) in &stacks {
            let c = f.center(map.grid.hex_at(*i));
            if f.cull.contains(c) {
                counters::tiny_stack(&mut mesh, cx, c, size, ids);
            }
        }
        painter.add(egui::Shape::mesh(mesh));
    } else {
        let in_view = stacks.iter().filter_map(|(i, ids)| {
            let c = f.center(map.grid.hex_at(*i));
            f.cull.contains(c).then_some((c, &ids[..]))
        });
        counters::draw_stacks(painter, cx, size, in_view);
    }
}

/// 6b. Markers that are not units (entrenchments, destroyed bridges…), as small tags.
fn draw_markers(f: &Frame) {
    let (painter, size, corners, edges, theme) = (f.painter, f.size, &f.corners, &f.edges, f.theme);
    // A small tag with the kind's initial, in the hex's upper left, or on the hexside it marks.
    if size >= 10.0 {
        for m in &f.cx.world.state.markers {
            let c = f.center(m.hex);
            if !f.cull.contains(c) {
                continue;
            }
            let pos = match m.hexside {
                Some(d) => {
                    let (a, b) = edges[d.index()];
                    c + (corners[a] + corners[b]) * (size * 0.5)
                }
                None => c + Vec2::new(-size * 0.55, -size * 0.45),
            };
            let col = super::theme::derived(&m.kind, 0.6, 0.9);
            let r = (size * 0.16).clamp(5.0, 12.0);
            let rect = Rect::from_center_size(pos, Vec2::splat(r * 2.0));
            painter.rect_filled(rect, 2.0, col);
            painter.rect_stroke(
                rect,
                2.0,
                Stroke::new(1.0, Color32::BLACK),
                egui::StrokeKind::Inside,
            );
            painter.text(
                pos,
                Align2::CENTER_CENTER,
                m.kind.chars().next().unwrap_or('?').to_ascii_uppercase(),
                FontId::proportional(r * 1.3),
                theme.text_on(col),
            );
        }
    }
}

/// 7. Named places, below the counters' centre.
fn draw_places(f: &Frame) {
    let (painter, size) = (f.painter, f.size);
    if size >= 14.0 {
        let font = FontId::proportional((size * 0.27).clamp(9.0, 14.0));
        for p in &f.map.places {
            let c = f.center(p.hex);
            if !f.cull.contains(c) {
                continue;
            }
            let galley =
                painter.layout_no_wrap(p.name.clone(), font.clone(), Color32::from_rgb(30, 30, 30));
            let pos = c + Vec2::new(-galley.size().x / 2.0, size * 0.56);
            let bg = Rect::from_min_size(pos, galley.size()).expand(2.0);
            painter.rect_filled(bg, 3.0, Color32::from_rgba_unmultiplied(255, 252, 236, 215));
            painter.rect_stroke(
                bg,
                3.0,
                Stroke::new(1.0, Color32::from_black_alpha(90)),
                egui::StrokeKind::Inside,
            );
            painter.galley(pos, galley, Color32::BLACK);
        }
    }
}

/// 8. Attack targets: a red ring and crosshair (stronger for the selected unit's).
fn draw_targets(f: &Frame) {
    let (painter, cx, size, zf, theme) = (f.painter, f.cx, f.size, f.zf, f.theme);
    let selected_key = cx.selected_unit().map(|u| u.key.clone());
    if let Some(l) = cx.legal() {
        let mine = |a: &serde_json::Value| {
            selected_key.as_ref().is_some_and(|k| {
                a.as_object().is_some_and(|o| {
                    o.values().any(|v| {
                        v.as_array()
                            .is_some_and(|arr| arr.iter().any(|x| x.as_str() == Some(k)))
                            || v.as_str() == Some(k)
                    })
                })
            })
        };
        for (h, a) in &l.targets {
            let c = f.center(*h);
            if !f.cull.contains(c) {
                continue;
            }
            let strong = mine(a);
            let r = size * 0.62;
            let w = if strong { 4.0 } else { 2.5 } * zf.max(0.5);
            let col = if strong {
                theme.target
            } else {
                lerp(theme.target, Color32::WHITE, 0.15)
            };
            painter.circle_stroke(c, r, Stroke::new(w + 2.0, Color32::from_white_alpha(160)));
            painter.circle_stroke(c, r, Stroke::new(w, col));
            for d in [Vec2::X, -Vec2::X, Vec2::Y, -Vec2::Y] {
                painter.line_segment([c + d * (r * 0.75), c + d * (r * 1.2)], Stroke::new(w, col));
            }
        }
    }
}

/// 8b. The selected unit's marks (its order's objective, as the ruleset describes it): its
/// route drawn hex to hex where the ruleset gives one, else a dashed line from the unit to each
/// marked hex; a ring there and its label.
fn draw_unit_marks(f: &Frame) {
    let (painter, cx, size, zf, theme) = (f.painter, f.cx, f.size, f.zf, f.theme);
    let Some(u) = cx.selected_unit() else {
        return;
    };
    let (Some(id), Some(from)) = (cx.session.selection.unit, u.hex()) else {
        return;
    };
    let Some(view) = cx.session.unit_view(id) else {
        return;
    };
    let font = FontId::proportional((size * 0.27).clamp(9.0, 14.0));
    let w = 2.0 * zf.max(0.5);
    let route: Vec<Pos2> = cx
        .session
        .route()
        .iter()
        .filter_map(|l| cx.parse(l))
        .map(|h| f.center(h))
        .collect();
    let route_drawn = route.len() > 1;
    if route_drawn {
        painter.add(egui::Shape::line(route, Stroke::new(w, theme.path)));
    }
    for (label, text) in &view.marks {
        let Some(h) = cx.parse(label) else {
            continue;
        };
        let (a, c) = (f.center(from), f.center(h));
        if !route_drawn {
            painter.extend(egui::Shape::dashed_line(
                &[a, c],
                Stroke::new(w, theme.path),
                size * 0.3,
                size * 0.2,
            ));
        }
        painter.circle_stroke(c, size * 0.55, Stroke::new(w + 1.5, theme.path));
        if size >= 10.0 {
            let galley = painter.layout_no_wrap(text.clone(), font.clone(), Color32::BLACK);
            let pos = c + Vec2::new(-galley.size().x / 2.0, -size * 0.95);
            let bg = Rect::from_min_size(pos, galley.size()).expand(2.0);
            painter.rect_filled(bg, 3.0, Color32::from_rgba_unmultiplied(255, 252, 236, 225));
            painter.galley(pos, galley, Color32::BLACK);
        }
    }
}

/// 8a. An action being built: the hexes its slot being picked offers, ringed.
fn draw_slot_options(f: &Frame) {
    let (painter, cx, size, zf) = (f.painter, f.cx, f.size, f.zf);
    // The hexes offered (a hex, or a unit in it) ringed; those already picked twice as thick.
    if let Some(b) = &cx.session.builder
        && let Ok(opts) = &b.options
    {
        let kind = b.action["kind"].as_str().unwrap_or_default();
        let slot = cx.game.slots(kind).get(b.active).map(|x| x.id.clone());
        let current = slot.as_ref().and_then(|id| b.action.get(id)).cloned();
        for o in opts {
            let Some(h) = o["hex"].as_str().and_then(|l| cx.parse(l)) else {
                continue;
            };
            let c = f.center(h);
            if !f.cull.contains(c) {
                continue;
            }
            let on = match &current {
                Some(serde_json::Value::Array(a)) => a.contains(&o["value"]),
                Some(x) => *x == o["value"],
                None => false,
            };
            let w = if on { 5.0 } else { 2.5 } * zf.max(0.5);
            painter.circle_stroke(
                c,
                size * 0.66,
                Stroke::new(w + 2.0, Color32::from_white_alpha(170)),
            );
            painter.circle_stroke(c, size * 0.66, Stroke::new(w, f.theme.target));
        }
    }
}

/// 8b. The hexes of a decision owed, and the hexes the phase still owes (attacks), ringed.
fn draw_decisions(f: &Frame) {
    let (painter, size, zf, theme) = (f.painter, f.size, f.zf, f.theme);
    // A decision owed: its hexes ringed in the selection colour, each a click to choose.
    // What the phase still owes (attacks): the hexes ringed in the error colour.
    if let Some(l) = f.cx.legal() {
        let w = 3.0 * zf.max(0.5);
        let decision_hexes = l
            .decision
            .iter()
            .flat_map(|d| d.choices.iter().filter_map(|(_, h, _)| *h));
        for h in decision_hexes {
            let c = f.center(h);
            if f.cull.contains(c) {
                painter.circle_stroke(c, size * 0.7, Stroke::new(w + 2.0, Color32::BLACK));
                painter.circle_stroke(c, size * 0.7, Stroke::new(w, theme.selection));
            }
        }
        for h in l.owed.iter().flat_map(|o| o.hexes.iter()) {
            let c = f.center(*h);
            if f.cull.contains(c) {
                painter.circle_stroke(c, size * 0.74, Stroke::new(w + 2.0, Color32::WHITE));
                painter.circle_stroke(c, size * 0.74, Stroke::new(w, theme.error));
            }
        }
    }
}

/// 9. Path preview to the hovered destination, with its cost.
fn draw_path_preview(f: &Frame, view: &MapView, dests: &[Hex]) {
    let (painter, cx, size, zf, theme) = (f.painter, f.cx, f.size, f.zf, f.theme);
    let center = |h: Hex| f.center(h);
    // Not while the line-of-sight tool has the pointer: the hovered hex is then where the line
    // goes, not a move.
    if let (Some(hover), Some(p)) = (cx.session.hover, cx.preview())
        && !view.sight.active
        && dests.contains(&hover)
        && let Some((cost, path)) = p.paths.get(&hover)
    {
        let pts: Vec<Pos2> = path.iter().map(|h| center(*h)).collect();
        painter.add(Shape::line(
            pts.clone(),
            Stroke::new((4.0 * zf).max(2.0), theme.path),
        ));
        for q in &pts {
            painter.circle_filled(*q, (4.0 * zf).max(2.0), theme.path);
        }
        let c = center(hover);
        let text = format!("{cost} MP");
        let galley = painter.layout_no_wrap(text, FontId::proportional(14.0), Color32::WHITE);
        let pos = c + Vec2::new(size * 0.5, -size * 0.9);
        let bg = Rect::from_min_size(pos, galley.size()).expand(3.0);
        painter.rect_filled(bg, 4.0, Color32::from_rgb(140, 70, 0));
        painter.galley(pos, galley, Color32::WHITE);
    }
}

/// 10. Inspected hex and hovered hex outlines.
fn draw_outlines(f: &Frame) {
    let (painter, cx, size, corners) = (f.painter, f.cx, f.size, &f.corners);
    let outline = |h: Hex, stroke: Stroke| {
        let c = f.center(h);
        let pts: Vec<Pos2> = corners.iter().map(|v| c + *v * size).collect();
        painter.add(Shape::closed_line(pts, stroke));
    };
    if let Some(h) = cx.session.hover {
        outline(h, Stroke::new(1.5, Color32::from_white_alpha(200)));
    }
    if let Some(h) = cx.selection().hex {
        outline(h, Stroke::new(3.0, f.theme.selection));
    }
}

/// 11. The keyboard cursor, and while the keyboard is in use what the tooltip would say.
fn draw_keyboard_cursor(f: &Frame, view: &MapView) {
    let (painter, cx, map, size) = (f.painter, f.cx, f.map, f.size);
    if let Some(h) = view.cursor.filter(|h| map.contains(*h)) {
        let c = f.center(h);
        draw_cursor(painter, c, &f.corners, size);
        if view.cursor_active {
            let lines = hex_summary(cx, h);
            let text = lines.iter().take(4).cloned().collect::<Vec<_>>().join("\n");
            let galley = painter.layout(
                text,
                FontId::proportional(13.0),
                Color32::from_gray(235),
                320.0,
            );
            let mut pos = c + Vec2::new(size * 0.95, -galley.size().y / 2.0);
            if pos.x + galley.size().x > view.rect.right() - 6.0 {
                pos.x = c.x - size * 0.95 - galley.size().x;
            }
            pos.y = pos.y.clamp(
                view.rect.top() + 6.0,
                (view.rect.bottom() - galley.size().y - 6.0).max(view.rect.top()),
            );
            let bg = Rect::from_min_size(pos, galley.size()).expand(4.0);
            painter.rect_filled(bg, 4.0, Color32::from_rgba_unmultiplied(25, 28, 32, 225));
            painter.rect_stroke(
                bg,
                4.0,
                Stroke::new(1.0, CURSOR_COLOR),
                egui::StrokeKind::Inside,
            );
            painter.galley(pos, galley, Color32::from_gray(235));
        }
    }
}

/// 12. The line-of-sight tool: the line from the hex clicked to the hex hovered.
fn draw_sight_line(f: &Frame, view: &MapView) {
    let (painter, cx, map, size) = (f.painter, f.cx, f.map, f.size);
    let catalog = &cx.world.catalog;
    let center = |h: Hex| f.center(h);
    if view.sight.active {
        let label = |h: Hex| map.grid.label(h);
        match view.sight.from.filter(|h| map.contains(*h)) {
            Some(from) => {
                let line = cx
                    .session
                    .hover
                    .filter(|h| *h != from)
                    .and_then(|to| super::sight::sight_line(map, catalog, from, to));
                super::sight::draw(painter, from, line.as_ref(), center, size, label);
            }
            None => {
                let galley = painter.layout_no_wrap(
                    "Line of sight: click the hex to look from (Esc leaves)".into(),
                    FontId::proportional(14.0),
                    Color32::from_gray(240),
                );
                let pos = view.rect.center_top() + Vec2::new(-galley.size().x / 2.0, 12.0);
                let bg = Rect::from_min_size(pos, galley.size()).expand(5.0);
                painter.rect_filled(bg, 4.0, Color32::from_rgba_unmultiplied(25, 28, 32, 225));
                painter.galley(pos, galley, Color32::from_gray(240));
            }
        }
    }
}

/// What the hover tooltip says about hex `h`: label, terrain and elevation (first line), the
/// place, hexside features, markers, units, the cost of moving the selected unit there, the
/// ruleset's description of that move, and legal actions aimed at the hex.
pub fn hex_summary(cx: &PanelCtx, h: Hex) -> Vec<String> {
    let map = &cx.world.map;
    let mut out = Vec::new();
    let mut head = format!("{} — {}", cx.label(h), cx.terrain_name(h));
    let e = map.elevation(h);
    if e != 0 {
        head.push_str(&format!(", elevation {e}"));
    }
    out.push(head);
    if let Some(p) = map.places.iter().find(|p| p.hex == h) {
        out.push(format!("{} ({})", p.name, p.kind));
    }
    let mut sides = Vec::new();
    for d in Direction::ALL {
        let bits = map.hexside(h, d);
        if bits != 0 {
            let names: Vec<String> = cx
                .world
                .catalog
                .hexsides
                .iter()
                .enumerate()
                .filter(|(i, _)| bits & (1u64 << i) != 0)
                .map(|(_, k)| k.name.clone())
                .collect();
            sides.push(format!(
                "{}: {}",
                map.grid.orientation.direction_name(d),
                names.join(", ")
            ));
        }
    }
    if !sides.is_empty() {
        out.push(sides.join("; "));
    }
    for m in cx.world.state.markers.iter().filter(|m| m.hex == h) {
        let side = m
            .side
            .map(|x| format!(" ({})", cx.side_name(x)))
            .unwrap_or_default();
        let on = m
            .hexside
            .map(|d| format!(" on the {} hexside", map.grid.orientation.direction_name(d)))
            .unwrap_or_default();
        out.push(format!("Marker: {}{side}{on}", m.kind));
    }
    for id in cx.units_at(h) {
        if let Some(u) = cx.unit(id) {
            out.push(format!(
                "{} {} — {} ({}/{})",
                u.key,
                u.name,
                cx.side_name(u.side),
                u.strength,
                u.max_strength
            ));
        }
    }
    if let (Some(u), Some(p)) = (cx.selected_unit(), cx.preview())
        && let Some((cost, _)) = p.paths.get(&h)
    {
        out.push(format!("Move {} here: {cost} MP (click)", u.key));
    }
    if let Some((g, x, text)) = &cx.session.hover_description
        && *g == cx.session.generation
        && *x == h
    {
        out.push(text.clone());
    }
    if let Some(l) = cx.legal() {
        for a in l.targets_at(h) {
            let kind = a.get("kind").and_then(|k| k.as_str()).unwrap_or("action");
            out.push(format!("Legal {kind} on this hex (click to see the odds)"));
        }
    }
    out
}

/// The hover tooltip: [`hex_summary`] of the hex under the pointer.
fn tooltip(resp: &egui::Response, cx: &PanelCtx) {
    let Some(h) = cx.session.hover else {
        return;
    };
    if !resp.hovered() || resp.dragged() {
        return;
    }
    resp.clone().on_hover_ui_at_pointer(|ui| {
        for (i, line) in hex_summary(cx, h).into_iter().enumerate() {
            if i == 0 {
                ui.strong(line);
            } else {
                ui.label(line);
            }
        }
    });
}
