//! The line-of-sight tool (S, or View → Line of sight): click a hex, hover another, and the map
//! shows the line between them — clear, hindered or blocked, with the blocking hex marked —
//! and the distance in hexes. Esc (or S again) leaves the mode.
//!
//! The verdict is the kernel's own ([`crate::kernel::los::line_of_sight`], which rulesets call
//! through `sandtable.los.check`), so the tool shows exactly what the rules will decide.
//! [`sight_line`] works out what to draw and is a plain function of the map, so that it is
//! tested without a window; [`draw`] only paints it.

use crate::kernel::los::line_of_sight;
use crate::kernel::{Catalog, Hex, Map};
use eframe::egui::{self, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// The tool's state, part of the map view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SightTool {
    /// The mode is on: clicks on the map pick the line's first hex instead of playing.
    pub active: bool,
    /// The hex the line starts from, once clicked.
    pub from: Option<Hex>,
}

impl SightTool {
    /// Turns the mode on (with no first hex yet) or off.
    pub fn toggle(&mut self) {
        *self = SightTool {
            active: !self.active,
            from: None,
        };
    }
}

/// What the line's verdict is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing in the way.
    Clear,
    /// Clear, but through this many hindrance points (orchards), within the ruleset's limit.
    Hindered(u32),
    /// Blocked; the first hex that blocks it.
    Blocked(Hex),
}

/// Everything the map draws for a line of sight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SightLine {
    /// The first hex clicked.
    pub from: Hex,
    /// The hex hovered.
    pub to: Hex,
    /// Clear, hindered or blocked.
    pub verdict: Verdict,
    /// Hindrance points along the line.
    pub hindrance: u32,
    /// Distance in hexes.
    pub distance: u32,
}

impl SightLine {
    /// One line of text for the map: "7 hexes · clear", "… · hindered (1)", "… · blocked at 0512".
    pub fn text(&self, label: impl Fn(Hex) -> String) -> String {
        let hexes = if self.distance == 1 { "hex" } else { "hexes" };
        let what = match self.verdict {
            Verdict::Clear => "clear".to_string(),
            Verdict::Hindered(h) => format!("hindered ({h})"),
            Verdict::Blocked(b) => format!("blocked at {}", label(b)),
        };
        format!("{} {hexes} · {what}", self.distance)
    }
}

/// The line of sight from `from` to `to` under the kernel's rule, or `None` when either hex is
/// off the map.
pub fn sight_line(map: &Map, catalog: &Catalog, from: Hex, to: Hex) -> Option<SightLine> {
    if !map.contains(from) || !map.contains(to) {
        return None;
    }
    let s = line_of_sight(map, catalog, from, to);
    let verdict = match s.blocked_by {
        Some(b) => Verdict::Blocked(b),
        None if s.hindrance > 0 => Verdict::Hindered(s.hindrance),
        None => Verdict::Clear,
    };
    Some(SightLine {
        from,
        to,
        verdict,
        hindrance: s.hindrance,
        distance: from.distance(to),
    })
}

/// The colour of a verdict: green, amber or red.
pub fn color(v: Verdict) -> Color32 {
    match v {
        Verdict::Clear => Color32::from_rgb(40, 200, 90),
        Verdict::Hindered(_) => Color32::from_rgb(240, 170, 20),
        Verdict::Blocked(_) => Color32::from_rgb(225, 45, 45),
    }
}

/// Draws the tool on the map: a ring on the first hex; with a line, the line from centre to
/// centre in its verdict's colour (beyond a blocking hex, the rest of it faint and dashed), a
/// cross on the blocking hex, and the distance and verdict by the hovered hex. `center` gives
/// a hex's screen position, `size` the hex size in points.
pub fn draw(
    painter: &Painter,
    from: Hex,
    line: Option<&SightLine>,
    center: impl Fn(Hex) -> Pos2,
    size: f32,
    label: impl Fn(Hex) -> String,
) {
    let halo = Stroke::new(1.0, Color32::from_black_alpha(180));
    let a = center(from);
    let ring = (size * 0.45).max(4.0);
    let w = (size * 0.09).clamp(2.0, 4.0);
    painter.circle_stroke(a, ring, Stroke::new(w + 2.0, halo.color));
    painter.circle_stroke(a, ring, Stroke::new(w, Color32::WHITE));
    let Some(l) = line else {
        return;
    };
    let b = center(l.to);
    let col = color(l.verdict);
    let seen_to = match l.verdict {
        Verdict::Blocked(x) => center(x),
        _ => b,
    };
    painter.line_segment([a, seen_to], Stroke::new(w + 2.0, halo.color));
    painter.line_segment([a, seen_to], Stroke::new(w, col));
    if let Verdict::Blocked(x) = l.verdict {
        painter.extend(Shape::dashed_line(
            &[seen_to, b],
            Stroke::new(w * 0.75, col.gamma_multiply(0.6)),
            (size * 0.2).max(4.0),
            (size * 0.15).max(3.0),
        ));
        // A cross on the hex that blocks.
        let c = center(x);
        let r = (size * 0.38).max(5.0);
        for d in [Vec2::new(1.0, 1.0), Vec2::new(1.0, -1.0)] {
            painter.line_segment([c - d * r, c + d * r], Stroke::new(w + 3.0, halo.color));
            painter.line_segment([c - d * r, c + d * r], Stroke::new(w + 1.0, col));
        }
    }
    painter.circle_filled(b, w * 1.5, col);
    let galley = painter.layout_no_wrap(
        l.text(label),
        FontId::proportional(14.0),
        Color32::from_gray(240),
    );
    // Beside the hovered hex, on its left near the map's right edge, and inside the map.
    let clip = painter.clip_rect();
    let mut pos = b + Vec2::new(size * 0.5 + 6.0, -size * 0.5 - galley.size().y);
    if pos.x + galley.size().x > clip.right() - 6.0 {
        pos.x = b.x - size * 0.5 - 6.0 - galley.size().x;
    }
    pos.y = pos.y.clamp(
        clip.top() + 6.0,
        (clip.bottom() - galley.size().y - 6.0).max(clip.top()),
    );
    let bg = Rect::from_min_size(pos, galley.size()).expand(4.0);
    painter.rect_filled(bg, 4.0, Color32::from_rgba_unmultiplied(25, 28, 32, 225));
    painter.rect_stroke(bg, 4.0, Stroke::new(1.5, col), egui::StrokeKind::Inside);
    painter.galley(pos, galley, Color32::from_gray(240));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::testkit::Kit;

    fn line(k: &Kit, a: &str, b: &str) -> SightLine {
        sight_line(&k.map, &k.catalog, k.hex(a), k.hex(b)).expect("both hexes on the map")
    }

    #[test]
    fn clear_on_open_ground_with_the_distance() {
        let k = Kit::new(9, 9);
        let l = line(&k, "0501", "0505");
        assert_eq!((l.verdict, l.distance, l.hindrance), (Verdict::Clear, 4, 0));
        assert_eq!(l.text(|h| k.label(h)), "4 hexes · clear");
        assert_eq!(
            line(&k, "0501", "0502").text(|h| k.label(h)),
            "1 hex · clear"
        );
    }

    #[test]
    fn woods_between_block_and_the_blocking_hex_is_named() {
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0503"], "woods");
        let l = line(&k, "0501", "0505");
        assert_eq!(l.verdict, Verdict::Blocked(k.hex("0503")));
        assert_eq!(l.text(|h| k.label(h)), "4 hexes · blocked at 0503");
        assert_eq!(color(l.verdict), Color32::from_rgb(225, 45, 45));
        // The ends never block: woods at either end leave the line clear.
        k.set_terrain(&["0503"], "clear");
        k.set_terrain(&["0501", "0505"], "woods");
        assert_eq!(line(&k, "0501", "0505").verdict, Verdict::Clear);
    }

    #[test]
    fn an_orchard_within_the_limit_hinders() {
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0503"], "orchard");
        // The test ruleset's limit is 0: one orchard blocks.
        assert_eq!(
            line(&k, "0501", "0505").verdict,
            Verdict::Blocked(k.hex("0503"))
        );
        k.catalog.los.max_hindrance = 1;
        let l = line(&k, "0501", "0505");
        assert_eq!((l.verdict, l.hindrance), (Verdict::Hindered(1), 1));
        assert_eq!(l.text(|h| k.label(h)), "4 hexes · hindered (1)");
    }

    #[test]
    fn off_the_map_there_is_no_line() {
        let k = Kit::new(9, 9);
        let off = k.hex("0101").neighbor(crate::kernel::Direction::ALL[0]);
        let off = if k.map.contains(off) {
            Hex::new(-50, -50)
        } else {
            off
        };
        assert!(sight_line(&k.map, &k.catalog, k.hex("0101"), off).is_none());
    }

    #[test]
    fn toggling_clears_the_first_hex() {
        let mut t = SightTool::default();
        t.toggle();
        assert!(t.active);
        t.from = Some(Hex::new(1, 1));
        t.toggle();
        assert_eq!(t, SightTool::default());
    }
}
