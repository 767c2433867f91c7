//! The map: every hex in view filled by terrain, hexside features, roads and trails between
//! hex centres, named places, hex labels (on demand), the selected unit's legal destinations,
//! attack targets, the path preview, and the counters. Pan by dragging or with the arrow keys,
//! zoom with the wheel or `+`/`-`; a click reports the hex to the app.
//!
//! All pixel arithmetic goes through the kernel's [`Layout`] (`to_pixel`, `from_pixel`,
//! `corners`). Only hexes whose centres fall in (or just outside) the view are drawn, so a
//! 10 000-hex map costs what its visible part costs. Fills and grid lines are built as one
//! mesh each rather than thousands of shapes.

use super::areas::AreaCache;
use super::commands::{Command, Commands};
use super::context::PanelCtx;
use super::counters;
use super::minimap::Minimap;
use super::sight::SightTool;
use super::strokes::{self, StrokeStyle};
use super::theme::{HexsideLook, lerp};
use super::tiles::TileCache;
use crate::kernel::grid::{Layout, Orientation};
use crate::kernel::{Direction, Hex, Map};
use eframe::egui::{
    self, Align2, Color32, FontId, Key, Mesh, Painter, Pos2, Rect, Sense, Shape, Stroke, Vec2,
};
use std::collections::BTreeSet;

/// Below this hex size (points) the terrain is drawn from one cached picture of the whole map
/// instead of hex by hex (a 10 000-hex map zoomed out is then one textured rectangle).
pub const OVERVIEW_BELOW: f32 = 7.0;

/// Smallest and largest hex size (centre to corner) in points.
pub const SIZE_RANGE: (f32, f32) = (3.0, 160.0);

/// The map's view: where it is centred, how big a hex is, what is shown.
#[derive(Clone, Debug)]
pub struct MapView {
    /// The centre of the view, in map units (a hex of size 1 laid out from axial (0, 0)).
    pub center: (f64, f64),
    /// Hex size (centre to corner) in points.
    pub size: f32,
    /// Show every hex's label.
    pub show_labels: bool,
    /// Show the minimap.
    pub show_minimap: bool,
    /// The map's screen rectangle at the last frame.
    pub rect: Rect,
    /// The grid's orientation.
    pub orientation: Orientation,
    /// False until the view has been fitted to the map once.
    pub fitted: bool,
    /// Keep fitting the map to the view (as panels settle or the window is resized) until the
    /// player pans or zooms.
    pub auto_fit: bool,
    /// The minimap's cached image.
    pub minimap: Minimap,
    /// The whole map as one texture, drawn instead of the hexes when zoomed far out.
    pub overview: Minimap,
    /// Pan by this many points per frame, round a circle of 150 points about where the view
    /// started (for measuring frame time; `SANDTABLE_AUTOPAN`).
    pub autopan: Option<f32>,
    /// Where the automatic pan started, and its angle so far.
    pub autopan_state: Option<((f64, f64), f32)>,
    /// Hex size to use instead of fitting the map when a game starts (`SANDTABLE_ZOOM`).
    pub start_size: Option<f32>,
    /// Show the map legend ([`super::legend`]).
    pub show_legend: bool,
    /// The keyboard cursor: a hex moved with Shift+arrow keys; Enter clicks it.
    pub cursor: Option<Hex>,
    /// The keyboard was used last (the cursor stands for the pointer: path preview, summary).
    pub cursor_active: bool,
    /// Where the legend covered the map at the last frame (the cursor is kept out from under it).
    pub legend_rect: Option<Rect>,
    /// Show the scenario map's named areas ([`super::areas`]).
    pub show_areas: bool,
    /// Areas the player has hidden (by name) while areas are shown.
    pub hidden_areas: BTreeSet<String>,
    /// The areas' outlines, worked out once per map.
    pub areas: AreaCache,
    /// The line-of-sight tool ([`super::sight`]).
    pub sight: SightTool,
    /// The static layers as textures, per zoom step ([`super::tiles`]).
    pub tiles: TileCache,
    /// Layers left out, for measuring what each costs (`SANDTABLE_SKIP_LAYERS`, a
    /// comma-separated list of `fills`, `grid`, `hexsides`, `counters`, `minimap-units`).
    pub skip_layers: Vec<String>,
}

/// A step of the keyboard cursor, in screen directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Left (Shift+←).
    Left,
    /// Right (Shift+→).
    Right,
    /// Up (Shift+↑).
    Up,
    /// Down (Shift+↓).
    Down,
}

/// The colour of the keyboard cursor (distinct from the yellow selection and the white hover).
pub const CURSOR_COLOR: Color32 = Color32::from_rgb(236, 40, 200);

impl Default for MapView {
    fn default() -> Self {
        MapView {
            center: (0.0, 0.0),
            size: 34.0,
            show_labels: false,
            show_minimap: true,
            rect: Rect::from_min_size(Pos2::ZERO, Vec2::new(800.0, 600.0)),
            orientation: Orientation::Flat,
            fitted: false,
            auto_fit: true,
            minimap: Minimap::default(),
            overview: Minimap::default(),
            autopan: None,
            autopan_state: None,
            start_size: None,
            show_legend: false,
            cursor: None,
            cursor_active: false,
            legend_rect: None,
            show_areas: false,
            hidden_areas: BTreeSet::new(),
            areas: AreaCache::default(),
            sight: SightTool::default(),
            tiles: TileCache::default(),
            skip_layers: Vec::new(),
        }
    }
}

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

/// The neighbour of `h` one `step` away on `map`'s grid (kernel neighbours): the neighbour
/// whose centre lies most nearly in that screen direction. Of two equally near (left and right
/// on a flat-topped grid, up and down on a pointy-topped one) the one in the same printed row
/// (column) comes first, so that holding the key runs along the row. `None` at the map's edge.
pub fn cursor_step(map: &Map, h: Hex, step: Step) -> Option<Hex> {
    let l = unit_layout(map.grid.orientation);
    let (cx, cy) = l.to_pixel(h);
    let want = match step {
        Step::Left => (-1.0, 0.0),
        Step::Right => (1.0, 0.0),
        Step::Up => (0.0, -1.0),
        Step::Down => (0.0, 1.0),
    };
    let (ox, oy) = map.grid.to_offset(h);
    let mut best: Option<(f64, bool, Hex)> = None;
    for d in Direction::ALL {
        let n = h.neighbor(d);
        if !map.contains(n) {
            continue;
        }
        let (nx, ny) = l.to_pixel(n);
        let (vx, vy) = (nx - cx, ny - cy);
        let len = (vx * vx + vy * vy).sqrt().max(1e-9);
        let dot = (vx * want.0 + vy * want.1) / len;
        // Within 60° of the way asked (the neighbours at exactly 60° belong to other keys).
        if dot < 0.6 {
            continue;
        }
        let (nx_off, ny_off) = map.grid.to_offset(n);
        let same_line = match step {
            Step::Left | Step::Right => ny_off == oy,
            Step::Up | Step::Down => nx_off == ox,
        };
        let better = match best {
            None => true,
            Some((bd, bs, _)) => dot > bd + 1e-6 || ((dot - bd).abs() <= 1e-6 && same_line && !bs),
        };
        if better {
            best = Some((dot, same_line, n));
        }
    }
    best.map(|(_, _, n)| n)
}

impl MapView {
    /// The layout of the map on screen now.
    pub fn layout(&self) -> Layout {
        let s = self.size as f64;
        Layout {
            orientation: self.orientation,
            size: s,
            origin: (
                self.rect.center().x as f64 - self.center.0 * s,
                self.rect.center().y as f64 - self.center.1 * s,
            ),
        }
    }

    /// Screen position of a hex centre.
    pub fn hex_to_screen(&self, h: Hex) -> Pos2 {
        let (x, y) = self.layout().to_pixel(h);
        Pos2::new(x as f32, y as f32)
    }

    /// The hex under a screen position.
    pub fn screen_to_hex(&self, p: Pos2) -> Hex {
        self.layout().from_pixel((p.x as f64, p.y as f64))
    }

    /// Map units of a screen position.
    pub fn screen_to_units(&self, p: Pos2) -> (f64, f64) {
        let s = self.size as f64;
        (
            self.center.0 + (p.x - self.rect.center().x) as f64 / s,
            self.center.1 + (p.y - self.rect.center().y) as f64 / s,
        )
    }

    /// Centres the view on a hex (and stops fitting the map to the view).
    pub fn center_on(&mut self, h: Hex) {
        self.auto_fit = false;
        let (x, y) = unit_layout(self.orientation).to_pixel(h);
        self.center = (x, y);
    }

    /// Pans (as little as needed) so that hex `h` is in view with a margin.
    pub fn keep_in_view(&mut self, h: Hex) {
        let margin = (self.size * 1.5)
            .min(self.rect.width() / 3.0)
            .min(self.rect.height() / 3.0);
        let inner = self.rect.shrink(margin.max(0.0));
        let p = self.hex_to_screen(h);
        let dx = if p.x < inner.left() {
            inner.left() - p.x
        } else if p.x > inner.right() {
            inner.right() - p.x
        } else {
            0.0
        };
        let mut dy = if p.y < inner.top() {
            inner.top() - p.y
        } else if p.y > inner.bottom() {
            inner.bottom() - p.y
        } else {
            0.0
        };
        // Not under the legend either: out past its right or its foot, whichever is nearer.
        let mut dx = dx;
        if let Some(l) = self.legend_rect {
            let l = l.expand(self.size);
            let q = p + Vec2::new(dx, dy);
            if l.contains(q) {
                let (right, down) = (l.right() - q.x, l.bottom() - q.y);
                if right <= down && l.right() < self.rect.right() - self.size {
                    dx += right;
                } else {
                    dy += down;
                }
            }
        }
        if dx != 0.0 || dy != 0.0 {
            self.pan(Vec2::new(dx, dy));
            self.auto_fit = false;
        }
    }

    /// Where the keyboard cursor appears first: the selected unit's hex, the inspected hex,
    /// the hovered hex, the hex in the middle of the view, or the middle of the map.
    fn cursor_start(&self, cx: &PanelCtx) -> Hex {
        let map = &cx.world.map;
        let middle = self.screen_to_hex(self.rect.center());
        cx.selected_unit()
            .and_then(|u| u.hex())
            .or(cx.selection().hex)
            .or(cx.session.hover)
            .filter(|h| map.contains(*h))
            .or_else(|| map.contains(middle).then_some(middle))
            .unwrap_or_else(|| map.grid.from_offset(map.grid.cols / 2, map.grid.rows / 2))
    }

    /// Moves the keyboard cursor one step (shows it at its start the first time) and keeps it
    /// in view.
    pub fn move_cursor(&mut self, cx: &PanelCtx, step: Step) {
        let map = &cx.world.map;
        let to = match self.cursor.filter(|h| map.contains(*h)) {
            Some(h) => cursor_step(map, h, step).unwrap_or(h),
            None => self.cursor_start(cx),
        };
        self.cursor = Some(to);
        self.cursor_active = true;
        self.keep_in_view(to);
    }

    /// Fits the whole map in the view.
    pub fn fit(&mut self, map: &Map) {
        self.orientation = map.grid.orientation;
        let (x0, y0, x1, y1) = map_bounds(map);
        self.center = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        let w = (x1 - x0 + 2.5) as f32;
        let h = (y1 - y0 + 2.5) as f32;
        let s = (self.rect.width() / w).min(self.rect.height() / h);
        self.size = s.clamp(SIZE_RANGE.0, SIZE_RANGE.1);
    }

    /// Zooms by `factor` keeping the map point under `anchor` in place.
    pub fn zoom_at(&mut self, factor: f32, anchor: Pos2) {
        let before = self.screen_to_units(anchor);
        self.size = (self.size * factor).clamp(SIZE_RANGE.0, SIZE_RANGE.1);
        let after = self.screen_to_units(anchor);
        self.center.0 += before.0 - after.0;
        self.center.1 += before.1 - after.1;
    }

    /// Pans by a screen distance.
    pub fn pan(&mut self, delta: Vec2) {
        self.center.0 -= (delta.x / self.size) as f64;
        self.center.1 -= (delta.y / self.size) as f64;
    }

    /// The screen rectangle of a rectangle in map units (`x0, y0, x1, y1`).
    pub fn units_to_screen(&self, b: (f64, f64, f64, f64)) -> Rect {
        let to_screen = |x: f64, y: f64| {
            Pos2::new(
                self.rect.center().x + ((x - self.center.0) * self.size as f64) as f32,
                self.rect.center().y + ((y - self.center.1) * self.size as f64) as f32,
            )
        };
        Rect::from_min_max(to_screen(b.0, b.1), to_screen(b.2, b.3))
    }

    /// True if the hexes cover the whole view: it lies inside the box of the map's hex centres
    /// shrunk by one hex (a point there is always inside some hex of the map).
    pub fn map_covers_view(&self, map: &Map) -> bool {
        let (x0, y0, x1, y1) = map_bounds(map);
        let tl = self.screen_to_units(self.rect.min);
        let br = self.screen_to_units(self.rect.max);
        tl.0 >= x0 + 1.0 && tl.1 >= y0 + 1.0 && br.0 <= x1 - 1.0 && br.1 <= y1 - 1.0
    }

    /// The range of offset columns and rows whose hexes may be in view (inclusive).
    pub fn visible_range(&self, map: &Map) -> Option<(i32, i32, i32, i32)> {
        let g = &map.grid;
        if g.cols <= 0 || g.rows <= 0 {
            return None;
        }
        let r = self.rect.expand(self.size * 2.0);
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for p in [
            r.left_top(),
            r.right_top(),
            r.left_bottom(),
            r.right_bottom(),
        ] {
            let (x, y) = g.to_offset(self.screen_to_hex(p));
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
        let x0 = (x0 - 1).max(0);
        let y0 = (y0 - 1).max(0);
        let x1 = (x1 + 1).min(g.cols - 1);
        let y1 = (y1 + 1).min(g.rows - 1);
        (x0 <= x1 && y0 <= y1).then_some((x0, y0, x1, y1))
    }

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

/// `view` less `hole`: the (at most four) bands of it around the hole, or the whole view.
fn around(view: Rect, hole: Option<Rect>) -> Vec<Rect> {
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

/// The colour that occurs most often (the first of equals), if any.
fn commonest(colors: &[Color32]) -> Option<Color32> {
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

/// The corner offsets of a hex of size 1 in this orientation, as screen vectors.
pub fn unit_corners(orientation: Orientation) -> [Vec2; 6] {
    let uc = unit_layout(orientation).corners(Hex::new(0, 0));
    std::array::from_fn(|i| Vec2::new(uc[i].0 as f32, uc[i].1 as f32))
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

/// Everything drawn on the map, bottom to top.
fn draw(
    painter: &Painter,
    cx: &PanelCtx,
    view: &mut MapView,
    areas: &[super::areas::AreaOutline],
    tiled: bool,
) {
    let map = &cx.world.map;
    let catalog = &cx.world.catalog;
    let theme = cx.theme;
    let Some((x0, y0, x1, y1)) = view.visible_range(map) else {
        return;
    };
    let size = view.size;
    let zf = size / 34.0;
    let layout = view.layout();
    let corners = unit_corners(view.orientation);
    let edges = edge_corners(view.orientation);
    let terrain_colors = terrain_fills(theme, catalog);
    let looks: Vec<HexsideLook> = catalog.hexsides.iter().map(|h| theme.hexside(h)).collect();
    let cull = view.rect.expand(size * 1.5);
    let center = |h: Hex| {
        let (x, y) = layout.to_pixel(h);
        Pos2::new(x as f32, y as f32)
    };

    // The hexes in view, once.
    let cols = map.grid.cols;
    let mut visible: Vec<(usize, Hex, Pos2)> = Vec::new();
    for y in y0..=y1 {
        for x in x0..=x1 {
            let h = map.grid.from_offset(x, y);
            let c = center(h);
            if cull.contains(c) {
                visible.push(((y * cols + x) as usize, h, c));
            }
        }
    }

    // 1. Terrain fills (one mesh), elevation tinted; far out, the cached picture instead (it
    // holds the hexside features too).
    let overview = size < OVERVIEW_BELOW && view.overview.texture().is_some();
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
    let skip = |layer: &str| view.skip_layers.iter().any(|l| l == layer);
    let ppp = painter.ctx().pixels_per_point();
    let tiled = !overview
        && tiled
        && !skip("fills")
        && view.tiles.draw(
            painter,
            cx.world,
            theme,
            &terrain_colors,
            size,
            ppp,
            (
                ((view.rect.center().x * ppp) as f64 - view.center.0 * (size * ppp) as f64).round(),
                ((view.rect.center().y * ppp) as f64 - view.center.1 * (size * ppp) as f64).round(),
            ),
            view.rect,
        );
    if !overview && !tiled && !skip("fills") {
        fill_hexes(painter, cx, view, &visible, &corners, &terrain_colors);
    }
    // 2. Grid lines (one mesh), each shared hexside once.
    if size >= 6.0 && !tiled && !skip("grid") {
        let mut grid = Mesh::default();
        let w = if size >= 20.0 { 1.0 } else { 0.6 };
        for (i, h, c) in &visible {
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
                    theme.grid_line,
                );
            }
        }
        painter.add(Shape::mesh(grid));
    }

    // 2b. The named areas the player asked for: a tint and an outline under the features.
    super::areas::draw(painter, view, areas, &view.hidden_areas, center);

    // 3. Destinations of the selected unit, tinted under everything else.
    let selected_key = cx.selected_unit().map(|u| u.key.clone());
    let dests: Vec<Hex> = match (&selected_key, cx.legal()) {
        (Some(k), Some(l)) => l.destinations(k).iter().map(|(h, _)| *h).collect(),
        _ => Vec::new(),
    };
    if !dests.is_empty() {
        let mut m = Mesh::default();
        let mut edges_mesh = Mesh::default();
        let w = (1.6 * zf).clamp(1.0, 2.5);
        for h in &dests {
            let c = center(*h);
            if cull.contains(c) {
                hex_fill(&mut m, c, &corners, size * 0.94, theme.destination);
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
        painter.add(Shape::mesh(m));
        painter.add(Shape::mesh(edges_mesh));
    }

    // 4. Hexside features along the hexsides, then routes between centres (far out they are
    // in the overview picture): strokes and routes as one mesh each (see `strokes`), bridges
    // and fords, which are few, as shapes over both.
    let style = StrokeStyle::for_ppp(painter.ctx().pixels_per_point());
    let mut edge_mesh = Mesh::default();
    let mut route_mesh = Mesh::default();
    let mut bridges = Vec::new();
    let feature_hexes: &[(usize, Hex, Pos2)] = if overview || skip("hexsides") {
        &[]
    } else {
        &visible
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

    // 5. Hex labels, on demand and when there is room.
    if view.show_labels && size >= 16.0 {
        let font = FontId::monospace((size * 0.22).clamp(7.0, 12.0));
        let y_off = match view.orientation {
            Orientation::Flat => size * 0.70,
            Orientation::Pointy => size * 0.78,
        };
        for (_, h, c) in &visible {
            painter.text(
                *c - Vec2::new(0.0, y_off),
                Align2::CENTER_CENTER,
                map.grid.label(*h),
                font.clone(),
                Color32::from_black_alpha(150),
            );
        }
    }

    // 6. Counters.
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
    if skip("counters") {
        stacks.clear();
    }
    if counters::counter_side(size) < counters::TINY {
        // Zoomed far out a counter is a coloured square: all of them go into one mesh (hundreds
        // of separately tessellated rounded, shadowed rectangles cost the software
        // rasteriser tens of milliseconds a frame on a large scenario).
        let mut mesh = egui::Mesh::default();
        for (i, ids) in &stacks {
            let c = center(map.grid.hex_at(*i));
            if cull.contains(c) {
                counters::tiny_stack(&mut mesh, cx, c, size, ids);
            }
        }
        painter.add(egui::Shape::mesh(mesh));
    } else {
        let in_view = stacks.iter().filter_map(|(i, ids)| {
            let c = center(map.grid.hex_at(*i));
            cull.contains(c).then_some((c, &ids[..]))
        });
        counters::draw_stacks(painter, cx, size, in_view);
    }

    // 6b. Markers that are not units (entrenchments, destroyed bridges…): a small tag with the
    // kind's initial, in the hex's upper left, or on the hexside it marks.
    if size >= 10.0 {
        for m in &cx.world.state.markers {
            let c = center(m.hex);
            if !cull.contains(c) {
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

    // 7. Named places, below the counters' centre.
    if size >= 14.0 {
        let font = FontId::proportional((size * 0.27).clamp(9.0, 14.0));
        for p in &map.places {
            let c = center(p.hex);
            if !cull.contains(c) {
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

    // 7b. The areas' names, over the counters.
    super::areas::draw_names(painter, view, areas, &view.hidden_areas, center);

    // 8. Attack targets: a red ring and crosshair.
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
            let c = center(*h);
            if !cull.contains(c) {
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

    // 8a. An action being built: the hexes its slot being picked offers (a hex, or a unit in
    // it), ringed; those already picked ringed twice as thick.
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
            let c = center(h);
            if !cull.contains(c) {
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
            painter.circle_stroke(c, size * 0.66, Stroke::new(w, theme.target));
        }
    }

    // 8b. A decision owed: its hexes ringed in the selection colour, each a click to choose.
    // What the phase still owes (attacks): the hexes ringed in the error colour.
    if let Some(l) = cx.legal() {
        let w = 3.0 * zf.max(0.5);
        let decision_hexes = l
            .decision
            .iter()
            .flat_map(|d| d.choices.iter().filter_map(|(_, h, _)| *h));
        for h in decision_hexes {
            let c = center(h);
            if cull.contains(c) {
                painter.circle_stroke(c, size * 0.7, Stroke::new(w + 2.0, Color32::BLACK));
                painter.circle_stroke(c, size * 0.7, Stroke::new(w, theme.selection));
            }
        }
        for h in l.owed.iter().flat_map(|o| o.hexes.iter()) {
            let c = center(*h);
            if cull.contains(c) {
                painter.circle_stroke(c, size * 0.74, Stroke::new(w + 2.0, Color32::WHITE));
                painter.circle_stroke(c, size * 0.74, Stroke::new(w, theme.error));
            }
        }
    }

    // 9. Path preview to the hovered destination, with its cost (not while the line-of-sight
    // tool has the pointer: the hovered hex is then where the line goes, not a move).
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

    // 10. Inspected hex and hovered hex outlines.
    let outline = |h: Hex, stroke: Stroke| {
        let c = center(h);
        let pts: Vec<Pos2> = corners.iter().map(|v| c + *v * size).collect();
        painter.add(Shape::closed_line(pts, stroke));
    };
    if let Some(h) = cx.session.hover {
        outline(h, Stroke::new(1.5, Color32::from_white_alpha(200)));
    }
    if let Some(h) = cx.selection().hex {
        outline(h, Stroke::new(3.0, theme.selection));
    }

    // 11. The keyboard cursor, and while the keyboard is in use what the tooltip would say.
    if let Some(h) = view.cursor.filter(|h| map.contains(*h)) {
        let c = center(h);
        draw_cursor(painter, c, &corners, size);
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

    // 12. The line-of-sight tool: the line from the hex clicked to the hex hovered.
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
