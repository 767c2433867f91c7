//! Placing a game's printed grid on the ground: a similarity transform (placement, scale,
//! rotation) from the plane in metres to the grid's layout coordinates, given either by an
//! anchor hex and a scale, or fitted by least squares to hex pins the seed texts give.

use super::geo::P;
use crate::kernel::grid::{Layout, Orientation};
use crate::kernel::hex::Hex;

/// A similarity transform from metres (x east, y north) to layout units (x right, y down, one
/// unit = the hex's centre-to-corner size): `layout = a · (x, −y) + t` in complex numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// Scale and rotation, as a complex number.
    pub a: (f64, f64),
    /// Translation.
    pub t: (f64, f64),
}

fn cmul(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

fn cdiv(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    let d = b.0 * b.0 + b.1 * b.1;
    ((a.0 * b.0 + a.1 * b.1) / d, (a.1 * b.0 - a.0 * b.1) / d)
}

/// The unit layout the placement maps into (size 1, origin 0).
pub fn unit_layout(orientation: Orientation) -> Layout {
    Layout {
        orientation,
        size: 1.0,
        origin: (0.0, 0.0),
    }
}

impl Placement {
    /// The grid `yards_per_hex` (centre to centre) with `anchor` hex's centre on `at`, the
    /// grid's "up" pointing `north_deg` degrees clockwise from true north (0 = north-up).
    pub fn anchored(
        orientation: Orientation,
        anchor: Hex,
        at: P,
        yards_per_hex: f64,
        north_deg: f64,
    ) -> Placement {
        let metres_per_unit = yards_per_hex * 0.9144 / 3f64.sqrt();
        let s = 1.0 / metres_per_unit;
        // Turning the ground by −north_deg brings the grid's up direction to screen up.
        let th = -north_deg.to_radians();
        let a = (s * th.cos(), s * th.sin());
        let layout = unit_layout(orientation);
        let target = layout.to_pixel(anchor);
        let m = (at.x, -at.y);
        let am = cmul(a, m);
        Placement {
            a,
            t: (target.0 - am.0, target.1 - am.1),
        }
    }

    /// The least-squares similarity through point pairs (metres → layout units).
    pub fn fit(pairs: &[(P, (f64, f64))]) -> Option<Placement> {
        if pairs.len() < 2 {
            return None;
        }
        let n = pairs.len() as f64;
        let mm = pairs
            .iter()
            .fold((0.0, 0.0), |s, (m, _)| (s.0 + m.x, s.1 - m.y));
        let pm = pairs
            .iter()
            .fold((0.0, 0.0), |s, (_, p)| (s.0 + p.0, s.1 + p.1));
        let (mm, pm) = ((mm.0 / n, mm.1 / n), (pm.0 / n, pm.1 / n));
        let mut num = (0.0, 0.0);
        let mut den = 0.0;
        for (m, p) in pairs {
            let dm = (m.x - mm.0, -m.y - mm.1);
            let dp = (p.0 - pm.0, p.1 - pm.1);
            // Σ dp · conj(dm)
            num.0 += dp.0 * dm.0 + dp.1 * dm.1;
            num.1 += dp.1 * dm.0 - dp.0 * dm.1;
            den += dm.0 * dm.0 + dm.1 * dm.1;
        }
        if den == 0.0 {
            return None;
        }
        let a = (num.0 / den, num.1 / den);
        let am = cmul(a, mm);
        Some(Placement {
            a,
            t: (pm.0 - am.0, pm.1 - am.1),
        })
    }

    /// Metres → layout units.
    pub fn forward(&self, m: P) -> (f64, f64) {
        let r = cmul(self.a, (m.x, -m.y));
        (r.0 + self.t.0, r.1 + self.t.1)
    }

    /// Layout units → metres.
    pub fn inverse(&self, p: (f64, f64)) -> P {
        let r = cdiv((p.0 - self.t.0, p.1 - self.t.1), self.a);
        P::new(r.0, -r.1)
    }

    /// Yards from one hex centre to the next.
    pub fn yards_per_hex(&self) -> f64 {
        let s = self.a.0.hypot(self.a.1);
        3f64.sqrt() / s / 0.9144
    }

    /// Degrees clockwise from true north of the grid's up direction.
    pub fn north_deg(&self) -> f64 {
        -self.a.1.atan2(self.a.0).to_degrees()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchored_placement_round_trips_and_has_its_scale() {
        let p = Placement::anchored(
            Orientation::Flat,
            Hex::new(3, 2),
            P::new(100.0, 200.0),
            250.0,
            10.0,
        );
        let l = unit_layout(Orientation::Flat);
        let at = p.forward(P::new(100.0, 200.0));
        let want = l.to_pixel(Hex::new(3, 2));
        assert!((at.0 - want.0).abs() < 1e-9 && (at.1 - want.1).abs() < 1e-9);
        let back = p.inverse(at);
        assert!((back.x - 100.0).abs() < 1e-9 && (back.y - 200.0).abs() < 1e-9);
        assert!((p.yards_per_hex() - 250.0).abs() < 1e-9);
        assert!((p.north_deg() - 10.0).abs() < 1e-9);
    }

    #[test]
    fn fit_recovers_a_known_placement() {
        let truth = Placement::anchored(
            Orientation::Flat,
            Hex::new(0, 0),
            P::new(-500.0, 300.0),
            110.0,
            -7.0,
        );
        let pts = [
            P::new(0.0, 0.0),
            P::new(1000.0, 50.0),
            P::new(-300.0, 800.0),
            P::new(400.0, -900.0),
        ];
        let pairs: Vec<_> = pts.iter().map(|m| (*m, truth.forward(*m))).collect();
        let fit = Placement::fit(&pairs).unwrap();
        assert!((fit.yards_per_hex() - 110.0).abs() < 1e-6);
        assert!((fit.north_deg() + 7.0).abs() < 1e-6);
        let f = fit.forward(P::new(123.0, 456.0));
        let t = truth.forward(P::new(123.0, 456.0));
        assert!((f.0 - t.0).abs() < 1e-6 && (f.1 - t.1).abs() < 1e-6);
    }
}
