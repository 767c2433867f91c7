//! The minimap: the whole map as a small picture in the corner of the map view, with the
//! units as dots and the view as a rectangle. Click or drag on it to move the view.
//!
//! The picture is the map's `picture::MapPicture`, rendered once per map and reused every frame.

use super::commands::Commands;
use super::context::PanelCtx;
use super::painter::{map_bounds, unit_layout};
use super::view::MapView;
use eframe::egui::{self, Color32, Pos2, Rect, Sense, Stroke, Vec2};

/// Largest minimap size in points.
const MAX: Vec2 = Vec2::new(220.0, 170.0);

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
            false,
        );
        let Some(tex) = self.minimap.texture().cloned() else {
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
        // The units as 4-point squares with a dark edge, all in one mesh: hundreds of separately
        // tessellated (feathered) rectangles and outlines cost the software rasteriser several
        // milliseconds a frame with a large scenario's units (docs/performance.md).
        let l = unit_layout(self.orientation);
        let mut dots = egui::Mesh::default();
        let skip = self.skip_layers.iter().any(|l| l == "minimap-units");
        for u in cx.world.state.units.iter().filter(|_| !skip) {
            if let Some(h) = u.hex() {
                let side = cx.world.catalog.sides.get(u.side);
                let col = cx.theme.side(
                    u.side,
                    side.map(|s| s.id.as_str()).unwrap_or(""),
                    side.map(|s| s.name.as_str()).unwrap_or(""),
                );
                let p = to_screen(l.to_pixel(h));
                let r = Rect::from_center_size(p, Vec2::splat(4.0));
                dots.add_colored_rect(r.expand(0.5), Color32::BLACK);
                dots.add_colored_rect(r, col);
            }
        }
        painter.add(egui::Shape::mesh(dots));
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
