//! Hex geometry: one coordinate type, six directions, distances, rings, ranges and the
//! hex line between two centres.
//!
//! # Why axial coordinates
//! A hex is stored as axial `(q, r)`; the third cube coordinate `s = -q - r` is derived. Axial
//! makes neighbours, distance and lines plain integer arithmetic. Map labels (`0101`,
//! `A47.23`) are offset coordinates and live in [`super::grid`], which converts both ways; the
//! rest of the kernel never sees offset coordinates.
//!
//! # Why not the `hexx` crate
//! The one thing a wargame needs that general hex libraries do not give is an *exact* hex line
//! with a stated rule for lines that run along a hexside: `hexx` interpolates in `f32` with a
//! nudge, so which of two hexes a hexside line "passes through" depends on rounding. Here the
//! line is computed in integers and a tie is reported as [`LineStep::Hexside`] so that the
//! line-of-sight code can apply the ruleset's declared hexside rule. The rest of the geometry is
//! a few dozen lines, and keeping it here keeps `glam` out of the kernel.

use serde::{Deserialize, Serialize};

/// A hex in axial coordinates. `s = -q - r` is implied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hex {
    /// Axial column coordinate.
    pub q: i32,
    /// Axial row coordinate.
    pub r: i32,
}

/// One of the six directions from a hex to a neighbour, i.e. one of its six hexsides.
///
/// Directions are numbered 0–5 counter-clockwise in axial space:
/// 0 = `(+1, 0)`, 1 = `(+1, -1)`, 2 = `(0, -1)`, 3 = `(-1, 0)`, 4 = `(-1, +1)`, 5 = `(0, +1)`.
/// What they are called on the table (N, NE, … or E, NE, …) depends on the grid orientation;
/// see [`super::grid::Orientation::direction_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Direction(u8);

const AXIAL_DIRECTIONS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl Direction {
    /// All six directions in order 0..6.
    pub const ALL: [Direction; 6] = [
        Direction(0),
        Direction(1),
        Direction(2),
        Direction(3),
        Direction(4),
        Direction(5),
    ];

    /// The direction with this number, taken modulo 6.
    pub fn new(n: i32) -> Direction {
        Direction(n.rem_euclid(6) as u8)
    }

    /// The number 0..6 of this direction.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The direction pointing the other way.
    pub fn opposite(self) -> Direction {
        Direction((self.0 + 3) % 6)
    }

    /// The direction `steps` hexsides counter-clockwise (negative: clockwise).
    pub fn rotate(self, steps: i32) -> Direction {
        Direction::new(self.0 as i32 + steps)
    }

    /// The unit vector of this direction.
    pub fn offset(self) -> Hex {
        let (q, r) = AXIAL_DIRECTIONS[self.0 as usize];
        Hex { q, r }
    }
}

impl Hex {
    /// The hex at axial `(q, r)`.
    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// The implied third cube coordinate.
    pub const fn s(self) -> i32 {
        -self.q - self.r
    }

    /// The neighbour across hexside `dir`.
    pub fn neighbor(self, dir: Direction) -> Hex {
        let d = dir.offset();
        Hex::new(self.q + d.q, self.r + d.r)
    }

    /// The six neighbours in direction order.
    pub fn neighbors(self) -> [Hex; 6] {
        Direction::ALL.map(|d| self.neighbor(d))
    }

    /// Distance in hexes.
    pub fn distance(self, other: Hex) -> u32 {
        let dq = (self.q - other.q).unsigned_abs();
        let dr = (self.r - other.r).unsigned_abs();
        let ds = (self.s() - other.s()).unsigned_abs();
        dq.max(dr).max(ds)
    }

    /// The direction to `other` if it is adjacent.
    pub fn direction_to(self, other: Hex) -> Option<Direction> {
        let d = Hex::new(other.q - self.q, other.r - self.r);
        Direction::ALL.into_iter().find(|dir| dir.offset() == d)
    }

    /// The hexes exactly `radius` away, starting in direction 4 and going round
    /// counter-clockwise. Radius 0 is the hex itself.
    pub fn ring(self, radius: u32) -> Vec<Hex> {
        if radius == 0 {
            return vec![self];
        }
        let mut out = Vec::with_capacity(6 * radius as usize);
        let start = Direction(4).offset();
        let mut h = Hex::new(
            self.q + start.q * radius as i32,
            self.r + start.r * radius as i32,
        );
        for side in 0..6 {
            for _ in 0..radius {
                out.push(h);
                h = h.neighbor(Direction(side));
            }
        }
        out
    }

    /// Every hex within `radius`, this one included, ring by ring outward.
    pub fn range(self, radius: u32) -> Vec<Hex> {
        (0..=radius).flat_map(|k| self.ring(k)).collect()
    }

    /// The hex line from `self` to `other`, one step per unit of distance, both ends included.
    ///
    /// The line is the straight segment between the two hex centres. Where the segment runs
    /// exactly along a hexside (the point is equidistant from two hexes) the step is a
    /// [`LineStep::Hexside`] naming both hexes; it is then for the line-of-sight rule to decide
    /// whether one blocking hex or both are needed to block (see `kernel::los`). The
    /// computation is exact: it works in integers scaled by the distance, and resolves a tie by
    /// evaluating the point nudged infinitesimally to either side of the segment.
    pub fn line(self, other: Hex) -> Vec<LineStep> {
        let n = self.distance(other) as i64;
        if n == 0 {
            return vec![LineStep::Hex(self)];
        }
        // Points along the segment are a + (b - a) * i / n. Work in units of 1/(n * SCALE) so
        // that a nudge of a few units is smaller than any real difference (multiples of SCALE).
        const SCALE: i64 = 1024;
        let d = n * SCALE;
        let (aq, ar, as_) = (self.q as i64, self.r as i64, self.s() as i64);
        let (bq, br, bs) = (other.q as i64, other.r as i64, other.s() as i64);
        let mut out = Vec::with_capacity(n as usize + 1);
        for i in 0..=n {
            let x = (aq * (n - i) + bq * i) * SCALE;
            let y = (ar * (n - i) + br * i) * SCALE;
            let z = (as_ * (n - i) + bs * i) * SCALE;
            let plus = cube_round(x + 1, y + 2, z - 3, d);
            let minus = cube_round(x - 1, y - 2, z + 3, d);
            out.push(if plus == minus {
                LineStep::Hex(plus)
            } else {
                LineStep::Hexside(plus, minus)
            });
        }
        out
    }
}

/// One step of a hex line: a hex, or a hexside between two hexes the line runs along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineStep {
    /// The line passes through this hex.
    Hex(Hex),
    /// The line runs exactly along the hexside between these two adjacent hexes.
    Hexside(Hex, Hex),
}

impl LineStep {
    /// The hex or hexes of this step.
    pub fn hexes(&self) -> impl Iterator<Item = Hex> {
        let (a, b) = match *self {
            LineStep::Hex(h) => (h, None),
            LineStep::Hexside(a, b) => (a, Some(b)),
        };
        std::iter::once(a).chain(b)
    }
}

/// Rounds the cube point `(x, y, z) / d` (with `x + y + z = 0`) to the nearest hex.
fn cube_round(x: i64, y: i64, z: i64, d: i64) -> Hex {
    let round = |v: i64| -> i64 { (2 * v + d).div_euclid(2 * d) };
    let (mut rx, mut ry, rz) = (round(x), round(y), round(z));
    let dx = (rx * d - x).abs();
    let dy = (ry * d - y).abs();
    let dz = (rz * d - z).abs();
    if dx > dy && dx > dz {
        rx = -ry - rz;
    } else if dy > dz {
        ry = -rx - rz;
    }
    Hex::new(rx as i32, ry as i32)
}

/// A hexside: the edge between a hex and its neighbour in `dir`. Two `Hexside` values name
/// the same edge when seen from either side; [`Hexside::canonical`] picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hexside {
    /// The hex on one side.
    pub hex: Hex,
    /// The direction from `hex` across the edge.
    pub dir: Direction,
}

impl Hexside {
    /// The hexside of `hex` in direction `dir`.
    pub fn new(hex: Hex, dir: Direction) -> Hexside {
        Hexside { hex, dir }
    }

    /// The hex on the other side.
    pub fn other(self) -> Hex {
        self.hex.neighbor(self.dir)
    }

    /// The same edge named from directions 0–2, so that equal edges compare equal.
    pub fn canonical(self) -> Hexside {
        if self.dir.0 < 3 {
            self
        } else {
            Hexside::new(self.other(), self.dir.opposite())
        }
    }
}

/// The sign of the 2-D dot product of two axial vectors (scaled by 4, exact in integers).
///
/// Flat- and pointy-topped grids are rotations of each other, so signs of dot products do not
/// depend on orientation; this is what field-of-fire arcs are computed with.
pub fn dot(a: Hex, b: Hex) -> i64 {
    let (a1, a2) = (a.q as i64, a.r as i64);
    let (b1, b2) = (b.q as i64, b.r as i64);
    3 * (2 * a1 + a2) * (2 * b1 + b2) + 9 * a2 * b2
}

/// True if `target` lies in the half-plane in front of a unit at `from` facing hexside
/// `facing`: the 180° arc bounded by the line through the hex centre perpendicular to the
/// facing. Hexes exactly on that line (directly to the flanks) count as outside.
pub fn in_front_arc(from: Hex, facing: Direction, target: Hex) -> bool {
    let v = Hex::new(target.q - from.q, target.r - from.r);
    dot(v, facing.offset()) > 0
}

/// Through which hexside of a hex the straight line from its centre toward another hex's
/// centre leaves it, counted from a facing: the geometry of flank and rear rules ("fire
/// through the flank", "attacked from the rear").
///
/// `Side(k)`: through the hexside `k` sixths of a turn from the facing — 0 the faced hexside,
/// 1 and −1 the hexsides beside it (positive counter-clockwise, as [`Direction::rotate`]), 2
/// and −2 the next, 3 the hexside behind. `Vertex(k, k2)`: exactly through the corner between
/// hexsides `k` and `k2` (adjacent, `|k| < |k2|`, of one sign but for the 3 behind): the tie
/// every rulebook has to settle (a line "along the hexside"), reported rather than broken here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bearing {
    /// Through one hexside.
    Side(i8),
    /// Through the corner between two adjacent hexsides.
    Vertex(i8, i8),
}

/// Where `to` lies seen from `from` turned so that `facing` points along +X: `x` in half hex
/// widths ahead (negative behind), `y` in rows, negative on the counter-clockwise side. The
/// angle from the facing is atan2(√3·|y|, x): x > 0 is the half-plane ahead, x ≥ |y| the
/// 120° cone, x = ±3|y| the lines through the corners of the faced and the rear hexsides. For
/// fields of fire and arcs that are not hexside-bounded; [`bearing`] names the hexside.
pub fn facing_frame(from: Hex, facing: Direction, to: Hex) -> (i32, i32) {
    // Turn the vector so that the facing becomes direction 0: one sixth clockwise per step.
    let (mut q, mut r) = (to.q - from.q, to.r - from.r);
    for _ in 0..facing.index() {
        (q, r) = (-r, q + r);
    }
    (2 * q + r, r)
}

/// The [`Bearing`] of `to` from `from` for a unit facing `facing`; `None` when they are the
/// same hex. Exact integer arithmetic: in the frame turned so that the facing points along
/// +X (half hex widths), a hexside spans 60°, and its corners lie where X = ±3|Y| (±30°,
/// ±150°) or X = 0 (±90°).
pub fn bearing(from: Hex, facing: Direction, to: Hex) -> Option<Bearing> {
    if from == to {
        return None;
    }
    let (x, y) = facing_frame(from, facing, to);
    let ay = 3 * y.abs();
    // The side of the facing the line leaves by: axial direction 1 (counter-clockwise from 0)
    // has y < 0.
    let s: i8 = if y < 0 { 1 } else { -1 };
    Some(if x > ay {
        Bearing::Side(0)
    } else if x == ay {
        Bearing::Vertex(0, s)
    } else if x > 0 {
        Bearing::Side(s)
    } else if x == 0 {
        Bearing::Vertex(s, 2 * s)
    } else if -x < ay {
        Bearing::Side(2 * s)
    } else if -x == ay && y != 0 {
        Bearing::Vertex(2 * s, 3)
    } else {
        Bearing::Side(3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_six_neighbours_bear_on_the_six_hexsides_from_any_facing() {
        let h = Hex::new(3, -2);
        for facing in Direction::ALL {
            for k in -2..=3 {
                let n = h.neighbor(facing.rotate(k));
                assert_eq!(
                    bearing(h, facing, n),
                    Some(Bearing::Side(k as i8)),
                    "facing {facing:?}, {k}"
                );
            }
        }
        assert_eq!(bearing(h, Direction::new(0), h), None);
    }

    #[test]
    fn lines_through_corners_are_reported_as_vertices() {
        let o = Hex::new(0, 0);
        let f = Direction::new(0);
        // The sums of two adjacent unit vectors point at the corners between their hexsides.
        let corners = [
            Bearing::Vertex(0, 1),
            Bearing::Vertex(1, 2),
            Bearing::Vertex(2, 3),
            Bearing::Vertex(-2, 3),
            Bearing::Vertex(-1, -2),
            Bearing::Vertex(0, -1),
        ];
        for (k, want) in corners.into_iter().enumerate() {
            let (a, b) = (Direction::new(k as i32), Direction::new(k as i32 + 1));
            let v = Hex::new(a.offset().q + b.offset().q, a.offset().r + b.offset().r);
            assert_eq!(bearing(o, f, v), Some(want), "corner {k}");
            // Farther out along the same line: the same corner.
            let far = Hex::new(3 * v.q, 3 * v.r);
            assert_eq!(bearing(o, f, far), Some(want));
        }
        // Just off a corner line: one hexside or the other.
        assert_eq!(bearing(o, f, Hex::new(4, -1)), Some(Bearing::Side(0)));
        assert_eq!(bearing(o, f, Hex::new(3, -2)), Some(Bearing::Side(1)));
    }

    #[test]
    fn distance_is_max_of_cube_differences() {
        assert_eq!(Hex::new(0, 0).distance(Hex::new(3, -1)), 3);
        assert_eq!(Hex::new(-2, 1).distance(Hex::new(2, -3)), 4);
        assert_eq!(Hex::new(1, 1).distance(Hex::new(1, 1)), 0);
    }

    #[test]
    fn neighbors_are_adjacent_and_directions_invert() {
        let h = Hex::new(2, -1);
        for dir in Direction::ALL {
            let n = h.neighbor(dir);
            assert_eq!(h.distance(n), 1);
            assert_eq!(h.direction_to(n), Some(dir));
            assert_eq!(n.neighbor(dir.opposite()), h);
        }
        assert_eq!(h.direction_to(Hex::new(5, 5)), None);
    }

    #[test]
    fn ring_and_range_sizes() {
        let c = Hex::new(0, 0);
        assert_eq!(c.ring(0), vec![c]);
        assert_eq!(c.ring(1).len(), 6);
        assert_eq!(c.ring(3).len(), 18);
        assert!(c.ring(3).iter().all(|h| c.distance(*h) == 3));
        let range = c.range(2);
        assert_eq!(range.len(), 19);
        let mut sorted = range.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 19, "range has no duplicates");
    }

    #[test]
    fn line_along_an_axis_has_no_ties() {
        let line = Hex::new(0, 0).line(Hex::new(3, 0));
        let hexes = line.clone();
        assert_eq!(
            hexes,
            vec![
                LineStep::Hex(Hex::new(0, 0)),
                LineStep::Hex(Hex::new(1, 0)),
                LineStep::Hex(Hex::new(2, 0)),
                LineStep::Hex(Hex::new(3, 0)),
            ]
        );
    }

    #[test]
    fn line_along_a_hexside_reports_both_hexes() {
        // From (0,0) to (1,1) (distance 2) the midpoint (0.5, 0.5) lies on the hexside
        // between (1,0) and (0,1): checked by hand on paper.
        let line = Hex::new(0, 0).line(Hex::new(1, 1));
        assert_eq!(line.len(), 3);
        assert_eq!(line[0], LineStep::Hex(Hex::new(0, 0)));
        match line[1] {
            LineStep::Hexside(a, b) => {
                let mut pair = [a, b];
                pair.sort();
                assert_eq!(pair, [Hex::new(0, 1), Hex::new(1, 0)]);
            }
            other => panic!("expected a hexside step, got {other:?}"),
        }
        assert_eq!(line[2], LineStep::Hex(Hex::new(1, 1)));
    }

    #[test]
    fn line_steps_are_contiguous() {
        let a = Hex::new(-4, 7);
        let b = Hex::new(9, -2);
        let line = a.line(b);
        assert_eq!(line.len() as u32, a.distance(b) + 1);
        for w in line.windows(2) {
            for x in w[0].hexes() {
                for y in w[1].hexes() {
                    assert!(x.distance(y) <= 2);
                }
            }
        }
    }

    #[test]
    fn canonical_hexside_is_the_same_from_both_sides() {
        let h = Hex::new(1, 2);
        for dir in Direction::ALL {
            let a = Hexside::new(h, dir).canonical();
            let b = Hexside::new(h.neighbor(dir), dir.opposite()).canonical();
            assert_eq!(a, b);
        }
    }

    #[test]
    fn front_arc_is_a_half_plane() {
        let c = Hex::new(0, 0);
        let f = Direction::new(2);
        // The three front neighbours are in the arc, the three rear ones are not.
        assert!(in_front_arc(c, f, c.neighbor(f)));
        assert!(in_front_arc(c, f, c.neighbor(f.rotate(1))));
        assert!(in_front_arc(c, f, c.neighbor(f.rotate(-1))));
        assert!(!in_front_arc(c, f, c.neighbor(f.opposite())));
        assert!(!in_front_arc(c, f, c.neighbor(f.rotate(2))));
        assert!(!in_front_arc(c, f, c.neighbor(f.rotate(-2))));
    }
}
