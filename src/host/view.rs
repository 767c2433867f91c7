//! The map's view: where the map is centred, how big a hex is, what is shown, and the
//! transforms between hexes, map units and screen points ([`MapView`]), plus the keyboard
//! cursor's steps ([`cursor_step`]).
//!
//! One job: the view's state and its arithmetic, with no painting and no input. It is its own
//! module so that the overlays drawn with the map ([`super::areas`], [`super::legend`],
//! [`super::minimap`]) read the view without depending on the map widget
//! ([`super::map_view`]), which depends on them. The view owns the per-map caches of those
//! overlays (area outlines, the minimap and overview pictures, the tiles, the sight tool), so it
//! names their types.

use super::areas::AreaCache;
use super::context::PanelCtx;
use super::painter::{map_bounds, unit_layout};
use super::picture::Minimap;
use super::sight::SightTool;
use super::tiles::TileCache;
use crate::kernel::grid::{Layout, Orientation};
use crate::kernel::{Direction, Hex, Map};
use eframe::egui::{Pos2, Rect, Vec2};
use std::collections::BTreeSet;

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
    /// What painting helpers need of the view this frame.
    pub fn screen(&self) -> super::painter::Screen {
        super::painter::Screen {
            size: self.size,
            rect: self.rect,
            orientation: self.orientation,
        }
    }

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
}
