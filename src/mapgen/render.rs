//! A picture of a generated map (PNG): terrain fills, elevation shading, creek and slope
//! hexsides, roads and trails between hex centres, places as dots. For reviewing the
//! generator's output by eye; the host draws the real map.

use super::raster::Generated;
use crate::kernel::grid::{Grid, Layout};
use crate::kernel::hex::{Direction, Hex};
use std::collections::BTreeMap;

fn terrain_colour(kind: &str) -> [u8; 3] {
    match kind {
        "clear" | "field" => [226, 221, 170],
        "orchard" => [190, 205, 120],
        "rough" => [184, 160, 120],
        "forest_rough" => [92, 120, 70],
        "offmap" => [90, 90, 90],
        _ => [120, 158, 96],
    }
}

struct Canvas {
    w: usize,
    h: usize,
    px: Vec<u8>,
}

impl Canvas {
    fn set(&mut self, x: i64, y: i64, c: [u8; 3]) {
        if x >= 0 && y >= 0 && (x as usize) < self.w && (y as usize) < self.h {
            let i = (y as usize * self.w + x as usize) * 3;
            self.px[i..i + 3].copy_from_slice(&c);
        }
    }

    fn line(&mut self, a: (f64, f64), b: (f64, f64), width: f64, c: [u8; 3]) {
        let len = ((b.0 - a.0).hypot(b.1 - a.1)).max(1.0);
        let steps = (len * 2.0) as usize + 1;
        let r = (width / 2.0).max(0.5);
        for i in 0..=steps {
            let t = i as f64 / steps as f64;
            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            let ri = r.ceil() as i64;
            for dy in -ri..=ri {
                for dx in -ri..=ri {
                    if ((dx * dx + dy * dy) as f64) <= r * r {
                        self.set(x as i64 + dx, y as i64 + dy, c);
                    }
                }
            }
        }
    }
}

/// Renders the map at `hex_px` pixels per hex size and writes a PNG.
pub fn png(
    grid: &Grid,
    default_terrain: &str,
    g: &Generated,
    hex_px: f64,
    path: &std::path::Path,
) -> Result<(), String> {
    let mut layout = Layout {
        orientation: grid.orientation,
        size: hex_px,
        origin: (0.0, 0.0),
    };
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for h in grid.hexes() {
        for c in layout.corners(h) {
            x0 = x0.min(c.0);
            y0 = y0.min(c.1);
            x1 = x1.max(c.0);
            y1 = y1.max(c.1);
        }
    }
    layout.origin = (-x0 + 2.0, -y0 + 2.0);
    let (w, h) = ((x1 - x0) as usize + 5, (y1 - y0) as usize + 5);
    let mut cv = Canvas {
        w,
        h,
        px: vec![255; w * h * 3],
    };
    let mut terrain: BTreeMap<Hex, &str> = BTreeMap::new();
    for (k, hexes) in &g.terrain {
        for hx in hexes {
            terrain.insert(*hx, k.as_str());
        }
    }
    let mut level: BTreeMap<Hex, i32> = BTreeMap::new();
    for (l, hexes) in &g.elevation {
        for hx in hexes {
            level.insert(*hx, *l);
        }
    }
    for y in 0..h {
        for x in 0..w {
            let hx = layout.from_pixel((x as f64, y as f64));
            if !grid.contains(hx) {
                continue;
            }
            let mut c = terrain_colour(terrain.get(&hx).copied().unwrap_or(default_terrain));
            let l = level.get(&hx).copied().unwrap_or(0);
            for ch in c.iter_mut() {
                *ch = (*ch as i32 - 12 * l).clamp(0, 255) as u8;
            }
            cv.set(x as i64, y as i64, c);
        }
    }
    let edge = |hx: Hex, d: u8| -> ((f64, f64), (f64, f64)) {
        // The hexside between hx and its neighbour: the two corners they share.
        let n = hx.neighbor(Direction::new(d as i32));
        let ca = layout.corners(hx);
        let cb = layout.corners(n);
        let mut shared: Vec<(f64, f64)> = ca
            .iter()
            .copied()
            .filter(|p| {
                cb.iter()
                    .any(|q| (p.0 - q.0).abs() < 0.5 && (p.1 - q.1).abs() < 0.5)
            })
            .collect();
        shared.truncate(2);
        if shared.len() == 2 {
            (shared[0], shared[1])
        } else {
            (layout.to_pixel(hx), layout.to_pixel(n))
        }
    };
    let width = (hex_px / 5.0).max(1.0);
    for (k, sides) in &g.hexsides {
        let (colour, along, wdt) = match k.as_str() {
            "creek" => ([40, 90, 200], false, width * 1.3),
            "stream" | "run" => ([90, 140, 220], false, width * 0.8),
            "slope" => ([140, 100, 60], false, width * 0.6),
            "extreme_slope" | "steep" | "steep_slope" => ([90, 50, 20], false, width),
            "road" => ([150, 40, 30], true, width * 0.9),
            "trail" => ([150, 90, 60], true, width * 0.6),
            "bridge" => ([0, 0, 0], true, width * 1.6),
            "ford" => ([250, 250, 250], true, width * 1.2),
            _ => ([200, 0, 200], false, width * 0.5),
        };
        for (hx, d) in sides {
            if along {
                let a = layout.to_pixel(*hx);
                let b = layout.to_pixel(hx.neighbor(Direction::new(*d as i32)));
                if matches!(k.as_str(), "bridge" | "ford") {
                    let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
                    let t = (m.0 + (b.0 - a.0) * 0.15, m.1 + (b.1 - a.1) * 0.15);
                    let f = (m.0 - (b.0 - a.0) * 0.15, m.1 - (b.1 - a.1) * 0.15);
                    cv.line(f, t, wdt, colour);
                } else {
                    cv.line(a, b, wdt, colour);
                }
            } else {
                let (a, b) = edge(*hx, *d);
                cv.line(a, b, wdt, colour);
            }
        }
    }
    for (_, hx, _) in &g.places {
        let c = layout.to_pixel(*hx);
        cv.line(c, c, (hex_px / 2.5).max(2.0), [20, 20, 20]);
    }
    let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut enc = png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut wr = enc.write_header().map_err(|e| e.to_string())?;
    wr.write_image_data(&cv.px).map_err(|e| e.to_string())?;
    Ok(())
}
