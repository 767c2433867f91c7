//! The minimap: the whole map as a small picture in the corner of the map view, with the
//! units as dots and the view as a rectangle. Click or drag on it to move the view.
//!
//! The picture is rendered once per map into a texture (one `from_pixel` per texel) and reused
//! every frame, so even a 10 000-hex map costs one textured rectangle.

use super::commands::Commands;
use super::context::PanelCtx;
use super::map_view::{MapView, map_bounds, unit_layout};
use eframe::egui::{self, Color32, ColorImage, Pos2, Rect, Sense, Stroke, TextureHandle, Vec2};
use std::rc::Rc;

/// Largest minimap size in points.
const MAX: Vec2 = Vec2::new(220.0, 170.0);

/// The whole map rendered once into a texture: the minimap, and the overview drawn instead of
/// thousands of tiny hexes when the map is zoomed far out.
#[derive(Clone, Default)]
pub struct MapPicture {
    texture: Option<TextureHandle>,
    /// The map it was drawn from (its address), to redraw for a new game.
    key: usize,
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
    /// `from_pixel` per texel; texels off the map are `off_map`.
    pub fn ensure(
        &mut self,
        ctx: &egui::Context,
        cx: &PanelCtx,
        max: Vec2,
        name: &str,
        off_map: Color32,
    ) {
        let map = &cx.world.map;
        let key = Rc::as_ptr(map) as usize;
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
        let colors: Vec<Color32> = super::map_view::terrain_fills(cx.theme, &cx.world.catalog);
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
        self.texture = Some(ctx.load_texture(name, img, egui::TextureOptions::LINEAR));
        self.key = key;
        self.bounds = b;
        self.size = size;
    }
}

impl MapView {
    /// Draws the minimap in the bottom-right corner of the map and moves the view when it is
    /// clicked or dragged.
    pub fn minimap_ui(&mut self, ui: &mut egui::Ui, cx: &PanelCtx, _out: &mut Commands) {
        if !self.show_minimap {
            return;
        }
        self.minimap.ensure(
            ui.ctx(),
            cx,
            MAX,
            "sandtable-minimap",
            Color32::from_rgb(40, 44, 50),
        );
        let Some(tex) = self.minimap.texture.clone() else {
            return;
        };
        let size = self.minimap.size;
        if self.rect.width() < size.x * 2.0 || self.rect.height() < size.y * 2.0 {
            return;
        }
        // Not needed while the whole map is in view (and it would hide part of it).
        let (x0, y0, x1, y1) = map_bounds(&cx.world.map);
        let tl = self.screen_to_units(self.rect.min);
        let br = self.screen_to_units(self.rect.max);
        if tl.0 <= x0 - 1.0 && tl.1 <= y0 - 1.0 && br.0 >= x1 + 1.0 && br.1 >= y1 + 1.0 {
            return;
        }
        let rect = Rect::from_min_size(self.rect.right_bottom() - size - Vec2::splat(10.0), size);
        let resp = ui
            .interact(rect, ui.scope_id().with("minimap"), Sense::click_and_drag())
            .on_hover_text("Minimap: click or drag to move the view (M hides it)");
        let b = self.minimap.bounds;
        let to_units = |p: Pos2| {
            (
                b.0 + ((p.x - rect.min.x) / rect.width()) as f64 * (b.2 - b.0),
                b.1 + ((p.y - rect.min.y) / rect.height()) as f64 * (b.3 - b.1),
            )
        };
        let to_screen = |u: (f64, f64)| {
            Pos2::new(
                rect.min.x + ((u.0 - b.0) / (b.2 - b.0)) as f32 * rect.width(),
                rect.min.y + ((u.1 - b.1) / (b.3 - b.1)) as f32 * rect.height(),
            )
        };
        if (resp.clicked() || resp.dragged())
            && let Some(p) = resp.interact_pointer_pos()
        {
            self.center = to_units(p);
            self.auto_fit = false;
        }
        let painter = ui.painter_at(rect.expand(3.0));
        painter.rect_filled(rect.expand(3.0), 3.0, Color32::from_black_alpha(160));
        painter.image(
            tex.id(),
            rect,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
            Color32::WHITE,
        );
        let l = unit_layout(self.orientation);
        for u in &cx.world.state.units {
            if let Some(h) = u.hex() {
                let side = cx.world.catalog.sides.get(u.side);
                let col = cx.theme.side(
                    u.side,
                    side.map(|s| s.id.as_str()).unwrap_or(""),
                    side.map(|s| s.name.as_str()).unwrap_or(""),
                );
                let p = to_screen(l.to_pixel(h));
                painter.rect_filled(Rect::from_center_size(p, Vec2::splat(4.0)), 0.0, col);
                painter.rect_stroke(
                    Rect::from_center_size(p, Vec2::splat(4.0)),
                    0.0,
                    Stroke::new(0.5, Color32::BLACK),
                    egui::StrokeKind::Outside,
                );
            }
        }
        let view = Rect::from_two_pos(
            to_screen(self.screen_to_units(self.rect.min)),
            to_screen(self.screen_to_units(self.rect.max)),
        );
        painter.rect_stroke(
            view.intersect(rect),
            0.0,
            Stroke::new(1.5, Color32::from_rgb(255, 230, 0)),
            egui::StrokeKind::Middle,
        );
    }
}
