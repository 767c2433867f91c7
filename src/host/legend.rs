//! The map legend (K, or View → Map legend): every terrain kind and hexside kind the ruleset
//! declares, drawn as the map draws them (terrain hexes in their fills; creeks, bridges, fords,
//! roads and trails on a pair of hexes through [`super::painter::draw_hexside_look`]), the
//! elevation tint when the map has heights, the sides' counter colours, a counter of each unit
//! type, and the scenario map's named areas in their colours, and the window's own marks (legal
//! destination, attack target, keyboard cursor). Hover an entry for its movement cost.
//!
//! Nothing here knows a ruleset: names come from the catalog, looks from the [`Theme`]
//! (`super::theme::Theme`), so a new ruleset gets its legend without changes here. The legend
//! is an overlay in the map's upper left corner, over the map's layer, scrolled when the map is
//! short.

use super::areas::AreaOutline;
use super::context::PanelCtx;
use super::counters;
use super::painter::{
    draw_cursor, draw_hexside_look, edge_corners, hex_fill, terrain_fills, unit_corners,
    unit_layout,
};
use super::theme::HexsideLook;
use super::view::MapView;
use crate::kernel::rules::{Cost, CostTable};
use crate::kernel::{Direction, Hex, Location, Unit};
use eframe::egui::{
    self, Color32, Mesh, Painter, Pos2, Rect, RichText, Sense, Shape, Stroke, Vec2,
};

/// Hex size (centre to corner) of the samples, in points.
const SAMPLE: f32 = 12.0;

/// Hex size of the hexside samples (a little larger: the features are small).
const SIDE_SAMPLE: f32 = 15.0;

/// Entries per row in each section.
const PER_ROW: usize = 2;

/// The cost table in words: `1 MP`, `prohibited`, or per movement class.
fn cost_text(t: &CostTable, classes: &[String]) -> String {
    let one = |c: &Cost| match c {
        Cost::Mp(m) => format!("{m} MP"),
        Cost::Prohibited => "prohibited".to_string(),
    };
    let special: Vec<String> = t
        .by_class
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let c = c.as_ref()?;
            (*c != t.default).then(|| {
                let name = classes.get(i).map(String::as_str).unwrap_or("?");
                format!("{name} {}", one(c))
            })
        })
        .collect();
    if special.is_empty() {
        one(&t.default)
    } else {
        format!("{}, otherwise {}", special.join(", "), one(&t.default))
    }
}

/// Allocates a sample area of `size` and returns its painter and rectangle.
fn sample(ui: &mut egui::Ui, size: Vec2) -> (Painter, Rect, egui::Response) {
    let (rect, resp) = ui.allocate_exact_size(size, Sense::hover());
    (ui.painter().with_clip_rect(rect.expand(1.0)), rect, resp)
}

/// A terrain hex as the map fills it, with the grid line round it.
fn hex_swatch(painter: &Painter, cx: &PanelCtx, c: Pos2, corners: &[Vec2; 6], fill: Color32) {
    hex_swatch_sized(painter, cx, c, corners, fill, SAMPLE);
}

/// A terrain hex of `size` points.
fn hex_swatch_sized(
    painter: &Painter,
    cx: &PanelCtx,
    c: Pos2,
    corners: &[Vec2; 6],
    fill: Color32,
    size: f32,
) {
    let mut m = Mesh::default();
    hex_fill(&mut m, c, corners, size, fill);
    painter.add(Shape::mesh(m));
    let pts: Vec<Pos2> = corners.iter().map(|v| c + *v * size).collect();
    painter.add(Shape::closed_line(
        pts,
        Stroke::new(1.0, cx.theme.grid_line.gamma_multiply(1.6)),
    ));
}

/// The sample size of one hex (its bounding box).
fn hex_box(corners: &[Vec2; 6]) -> Vec2 {
    let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for v in corners {
        lo = lo.min(*v);
        hi = hi.max(*v);
    }
    (hi - lo) * SAMPLE
}

/// The neighbour direction used for hexside samples: the one most nearly to the right (and up
/// of two), so that the pair of hexes lies across the row.
fn sample_direction(view: &MapView) -> Direction {
    let l = unit_layout(view.orientation);
    let o = Hex::new(0, 0);
    let mut best = Direction::ALL[0];
    let mut score = f64::MIN;
    for d in Direction::ALL {
        let (x, y) = l.to_pixel(o.neighbor(d));
        let s = x * 10.0 - y;
        if s > score {
            score = s;
            best = d;
        }
    }
    best
}

/// Lays out `items` in rows of `per_row` in a grid, each a sample and a label.
fn section<T>(
    ui: &mut egui::Ui,
    id: &str,
    title: &str,
    items: &[T],
    per_row: usize,
    mut entry: impl FnMut(&mut egui::Ui, &T),
) {
    if items.is_empty() {
        return;
    }
    ui.label(RichText::new(title).strong().small());
    egui::Grid::new(("legend", id))
        .spacing(egui::vec2(6.0, 3.0))
        .min_col_width(0.0)
        .show(ui, |ui| {
            for (i, it) in items.iter().enumerate() {
                entry(ui, it);
                if (i + 1) % per_row.max(1) == 0 || i + 1 == items.len() {
                    ui.end_row();
                }
            }
        });
}

/// Shows the legend over the map's upper left corner.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, view: &mut MapView) {
    let map_rect = view.rect;
    if map_rect.width() < 120.0 || map_rect.height() < 120.0 {
        return;
    }
    let mut close = false;
    let areas = view.areas.get(&cx.world.map);
    let shown = egui::Area::new(egui::Id::unique("sandtable-legend"))
        .fixed_pos(map_rect.left_top() + Vec2::splat(8.0))
        .constrain_to(map_rect)
        .order(egui::Order::Middle)
        .show(ui.ctx(), |ui| {
            // Room down to the map's foot: the area's own rectangle is last frame's size, which
            // would keep the legend as short as it first was.
            let room = Rect::from_min_size(
                ui.max_rect().min,
                Vec2::new(460.0, (map_rect.height() - 16.0).max(60.0)),
            );
            ui.scope_builder(egui::UiBuilder::new().max_rect(room), |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(420.0);
                    ui.horizontal(|ui| {
                        ui.label(RichText::new("Map legend").strong());
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            if ui
                                .small_button("×")
                                .on_hover_text("Hide the legend (K)")
                                .clicked()
                            {
                                close = true;
                            }
                        });
                    });
                    egui::ScrollArea::vertical()
                        .max_height((map_rect.height() - 60.0).max(80.0))
                        .auto_shrink([true, true])
                        .show(ui, |ui| contents(ui, cx, view, &areas));
                });
            });
        });
    view.legend_rect = Some(shown.response.rect);
    if close {
        view.show_legend = false;
        view.legend_rect = None;
    }
}

/// The legend's sections.
fn contents(ui: &mut egui::Ui, cx: &PanelCtx, view: &MapView, areas: &[AreaOutline]) {
    let catalog = &cx.world.catalog;
    let map = &cx.world.map;
    let theme = cx.theme;
    let corners = unit_corners(view.orientation);
    let one = hex_box(&corners);
    let classes = &catalog.move_classes;
    // Strokes as wide as on the map at a middling zoom.
    let zf = (view.size / 34.0).clamp(0.5, 1.0);

    // Terrain: one hex each.
    let terrain: Vec<_> = catalog.terrain.iter().collect();
    let fills = terrain_fills(theme, catalog);
    section(ui, "terrain", "Terrain", &terrain, PER_ROW, |ui, t| {
        let (p, r, resp) = sample(ui, one + Vec2::splat(2.0));
        let fill = catalog
            .terrain
            .iter()
            .position(|x| x.id == t.id)
            .and_then(|i| fills.get(i).copied())
            .unwrap_or_else(|| theme.terrain(&t.id));
        hex_swatch(&p, cx, r.center(), &corners, fill);
        let tip = format!(
            "{} ({}): {} to enter",
            t.name,
            t.id,
            cost_text(&t.cost, classes)
        );
        resp.on_hover_text(&tip);
        ui.label(&t.name).on_hover_text(tip);
    });

    // Elevation, when the map has heights: the first terrain at the lowest, middle and top.
    let (lo, hi) = (0..map.grid.len()).fold((i16::MAX, i16::MIN), |(lo, hi), i| {
        let e = map.elevation(map.grid.hex_at(i));
        (lo.min(e), hi.max(e))
    });
    if lo < hi {
        let base = fills.first().copied().unwrap_or(Color32::from_gray(200));
        ui.label(RichText::new("Elevation").strong().small());
        ui.horizontal(|ui| {
            let levels = [lo, lo + (hi - lo) / 2, hi];
            for e in levels {
                let (p, r, resp) = sample(ui, one + Vec2::splat(2.0));
                hex_swatch(&p, cx, r.center(), &corners, theme.with_elevation(base, e));
                resp.on_hover_text(format!("Elevation {e}"));
            }
            ui.label(format!("{lo} to {hi}: higher ground is warmer"));
        });
    }

    // Hexsides: a pair of hexes with the feature on their shared hexside, as the map draws it.
    let d = sample_direction(view);
    let l = unit_layout(view.orientation);
    let (nx, ny) = l.to_pixel(Hex::new(0, 0).neighbor(d));
    let step = Vec2::new(nx as f32, ny as f32) * SIDE_SAMPLE;
    let one_side = one / SAMPLE * SIDE_SAMPLE;
    let pair = Vec2::new(one_side.x + step.x.abs(), one_side.y + step.y.abs()) + Vec2::splat(2.0);
    let edges = edge_corners(view.orientation);
    let (ea, eb) = edges[d.index()];
    let ground = fills.first().copied().unwrap_or(Color32::from_gray(220));
    let looks: Vec<HexsideLook> = catalog.hexsides.iter().map(|h| theme.hexside(h)).collect();
    let sides: Vec<(usize, _)> = catalog.hexsides.iter().enumerate().collect();
    section(ui, "hexsides", "Hexsides", &sides, PER_ROW, |ui, (k, h)| {
        let (p, r, resp) = sample(ui, pair);
        let a = r.center() - step / 2.0;
        let b = a + step;
        hex_swatch_sized(&p, cx, a, &corners, ground, SIDE_SAMPLE);
        hex_swatch_sized(&p, cx, b, &corners, ground, SIDE_SAMPLE);
        let (pa, pb) = (a + corners[ea] * SIDE_SAMPLE, a + corners[eb] * SIDE_SAMPLE);
        // What this feature cancels (a bridge's creek) is drawn under it, as on the map.
        for (j, under) in looks.iter().enumerate() {
            if j != *k && h.negates & (1u64 << j) != 0 {
                draw_hexside_look(&p, *under, a, b, pa, pb, SIDE_SAMPLE, zf);
            }
        }
        if let Some(look) = looks.get(*k) {
            draw_hexside_look(&p, *look, a, b, pa, pb, SIDE_SAMPLE, zf);
        }
        let tip = match &h.route {
            Some(t) => format!(
                "{} ({}): along it, {}{}",
                h.name,
                h.id,
                cost_text(t, classes),
                if h.route_cap { " at most" } else { "" }
            ),
            None => format!(
                "{} ({}): {} extra to cross",
                h.name,
                h.id,
                cost_text(&h.cost, classes)
            ),
        };
        resp.on_hover_text(&tip);
        ui.label(&h.name).on_hover_text(tip);
    });

    // The map's named areas, in their colours (shown on the map from View → Map areas).
    section(ui, "areas", "Areas", areas, PER_ROW, |ui, a| {
        let (p, r, resp) = sample(ui, one + Vec2::splat(2.0));
        hex_swatch(&p, cx, r.center(), &corners, ground);
        let mut m = Mesh::default();
        hex_fill(
            &mut m,
            r.center(),
            &corners,
            SAMPLE,
            a.color.gamma_multiply(0.22),
        );
        p.add(Shape::mesh(m));
        let pts: Vec<Pos2> = corners
            .iter()
            .map(|v| r.center() + *v * (SAMPLE - 1.5))
            .collect();
        p.add(Shape::closed_line(pts, Stroke::new(2.0, a.color)));
        let state = if !view.show_areas {
            "not shown (View → Map areas)"
        } else if view.hidden_areas.contains(&a.name) {
            "hidden (View → Which areas)"
        } else {
            "shown"
        };
        let tip = format!("{}: {} hexes, {state}", a.name, a.hexes.len());
        resp.on_hover_text(&tip);
        ui.label(&a.name).on_hover_text(tip);
    });

    // Counters: the sides' colours, and a counter of each unit type.
    let side_list: Vec<(usize, _)> = catalog.sides.iter().enumerate().collect();
    section(ui, "sides", "Sides", &side_list, 1, |ui, (i, s)| {
        let (p, r, _) = sample(ui, Vec2::splat(SAMPLE * 1.6));
        let fill = theme.side(*i, &s.id, &s.name);
        let rect = Rect::from_center_size(r.center(), Vec2::splat(SAMPLE * 1.5));
        p.rect_filled(rect, 2.0, fill);
        p.rect_stroke(
            rect,
            2.0,
            Stroke::new(1.0, super::theme::lerp(fill, Color32::BLACK, 0.55)),
            egui::StrokeKind::Inside,
        );
        ui.label(&s.name);
    });
    let types: Vec<(usize, _)> = catalog.unit_types.iter().enumerate().collect();
    section(ui, "types", "Unit types", &types, PER_ROW, |ui, (i, t)| {
        let s = 26.0;
        let (p, r, _) = sample(ui, Vec2::splat(s + 4.0));
        // A unit of the type as it stands in the scenario (fresh, unmarked), else a sample.
        let mut u = cx
            .world
            .state
            .units
            .iter()
            .find(|u| u.unit_type == *i)
            .map(|u| (**u).clone())
            .unwrap_or_else(|| Unit {
                key: String::new(),
                name: t.name.clone(),
                side: 0,
                unit_type: *i,
                parent: None,
                location: Location::Pending,
                strength: 1,
                max_strength: 1,
                facing: None,
                formation: None,
                status: Default::default(),
                leader: None,
                props: Default::default(),
            });
        // In the first side's colour, all alike.
        u.side = 0;
        u.strength = u.max_strength;
        u.facing = None;
        u.status.clear();
        counters::draw_counter(&p, cx, &u, r.center(), s, false);
        ui.label(&t.name).on_hover_text(format!(
            "{} ({}): {} MP; the number is the strength (in a warning colour when reduced)",
            t.name, t.id, t.movement
        ));
    });

    // The window's own marks.
    ui.label(RichText::new("Marks").strong().small());
    egui::Grid::new(("legend", "marks"))
        .spacing(egui::vec2(6.0, 3.0))
        .min_col_width(0.0)
        .show(ui, |ui| {
            let (p, r, _) = sample(ui, one + Vec2::splat(2.0));
            hex_swatch(&p, cx, r.center(), &corners, ground);
            let mut m = Mesh::default();
            hex_fill(
                &mut m,
                r.center(),
                &corners,
                SAMPLE * 0.94,
                theme.destination,
            );
            p.add(Shape::mesh(m));
            let pts: Vec<Pos2> = corners
                .iter()
                .map(|v| r.center() + *v * (SAMPLE * 0.9))
                .collect();
            p.add(Shape::closed_line(
                pts,
                Stroke::new(1.5, theme.destination_edge),
            ));
            ui.label("Legal destination");
            let (p, r, _) = sample(ui, one + Vec2::splat(2.0));
            hex_swatch(&p, cx, r.center(), &corners, ground);
            let rr = SAMPLE * 0.62;
            p.circle_stroke(
                r.center(),
                rr,
                Stroke::new(3.0, Color32::from_white_alpha(160)),
            );
            p.circle_stroke(r.center(), rr, Stroke::new(2.0, theme.target));
            ui.label("Attack target");
            ui.end_row();
            let (p, r, _) = sample(ui, one + Vec2::splat(2.0));
            hex_swatch(&p, cx, r.center(), &corners, ground);
            let pts: Vec<Pos2> = corners.iter().map(|v| r.center() + *v * SAMPLE).collect();
            p.add(Shape::closed_line(pts, Stroke::new(3.0, theme.selection)));
            ui.label("Selected hex");
            let (p, r, _) = sample(ui, one + Vec2::splat(2.0));
            hex_swatch(&p, cx, r.center(), &corners, ground);
            draw_cursor(&p, r.center(), &corners, SAMPLE);
            ui.label("Keyboard cursor (Shift+arrows)");
            ui.end_row();
        });
}
