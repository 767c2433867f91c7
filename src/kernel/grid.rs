//! The printed grid of a map: orientation, the rectangle of hexes it covers, the offset
//! (column/row) coordinates its labels use, label formats both ways, and the layout to pixels.
//!
//! Everything that knows about columns, rows, labels or pixels lives here; the rest of the
//! kernel works in axial [`Hex`] coordinates.

use super::hex::{Direction, Hex};
use serde::{Deserialize, Serialize};

/// Whether hexes have a flat top (columns are straight, as on most wargame maps with `CCRR`
/// labels) or a pointed top (rows are straight).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    /// Flat-topped hexes in vertical columns.
    Flat,
    /// Pointy-topped hexes in horizontal rows.
    Pointy,
}

impl Orientation {
    /// The compass name of a direction on this grid: for flat-topped hexes N, NE, SE, S,
    /// SW, NW; for pointy-topped hexes E, NE, NW, W, SW, SE.
    pub fn direction_name(self, dir: Direction) -> &'static str {
        const FLAT: [&str; 6] = ["SE", "NE", "N", "NW", "SW", "S"];
        const POINTY: [&str; 6] = ["E", "NE", "NW", "W", "SW", "SE"];
        match self {
            Orientation::Flat => FLAT[dir.index()],
            Orientation::Pointy => POINTY[dir.index()],
        }
    }

    /// The direction with this compass name (case-insensitive), if the grid has one.
    pub fn parse_direction(self, name: &str) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| self.direction_name(*d).eq_ignore_ascii_case(name))
    }
}

/// How the printed labels of a map are written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LabelFormat {
    /// Column then row, each zero-padded to `digits`: `0101`, `2628`.
    ColRow {
        /// Digits per number (2 gives `0101`).
        digits: usize,
    },
    /// A sheet name, then two numbers of that sheet joined by `separator`: `A07.03`, or with
    /// `row_first` and an unpadded first number, This Terrible Sound's `A47.23` (row 47
    /// counting north→south, column 23 west→east). A hex on more than one sheet (overlapping
    /// edges) is written with the first sheet listed.
    Sheets {
        /// The sheets, each a rectangle of the whole grid with its own numbering.
        sheets: Vec<Sheet>,
        /// Between the two numbers (`.` in `A47.23`).
        separator: String,
        /// Zero-padding of the second number (2 gives `A7.03`).
        digits: usize,
        /// Zero-padding of the first number (0: none, as in `E5.35`; 2: `A07.03`).
        #[serde(default)]
        first_digits: usize,
        /// The row comes first (`A47.23` = row 47, column 23).
        #[serde(default)]
        row_first: bool,
    },
}

/// One sheet of a multi-sheet map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The sheet name used as the label prefix (`A`).
    pub name: String,
    /// The whole-grid column (0-based) of the sheet's first column.
    pub x0: i32,
    /// The whole-grid row (0-based) of the sheet's first row.
    pub y0: i32,
    /// Number of columns on the sheet.
    pub cols: i32,
    /// Number of rows on the sheet.
    pub rows: i32,
    /// The printed number of the sheet's first column.
    pub first_col: i32,
    /// The printed number of the sheet's first row.
    pub first_row: i32,
}

/// The rectangle of hexes a map covers and how its labels are printed.
///
/// Offset coordinates `(x, y)` are 0-based column and row of the rectangle. With flat-topped
/// hexes, the columns with odd `x` are shifted down by half a hex when `odd_shifted_down`
/// (the common "odd-q" layout), otherwise the even ones are. With pointy tops, rows shift right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grid {
    /// Flat or pointy tops.
    pub orientation: Orientation,
    /// Number of columns.
    pub cols: i32,
    /// Number of rows.
    pub rows: i32,
    /// Whether odd (0-based) columns (flat) or rows (pointy) are shifted by half a hex.
    pub odd_shifted: bool,
    /// The printed number of the first column (1 for `0101`).
    pub first_col: i32,
    /// The printed number of the first row.
    pub first_row: i32,
    /// How labels are written.
    pub labels: LabelFormat,
}

/// A label that could not be read, or a hex off the grid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LabelError {
    /// The text is not a label of this map's format.
    #[error("'{0}' is not a hex label of this map (expected {1})")]
    Malformed(String, String),
    /// The label names a hex outside the map.
    #[error("hex '{0}' is off the map")]
    OffMap(String),
}

impl Grid {
    /// A flat-topped `CCRR` grid numbered from `0101`, odd columns shifted down.
    pub fn col_row(cols: i32, rows: i32) -> Grid {
        Grid {
            orientation: Orientation::Flat,
            cols,
            rows,
            odd_shifted: true,
            first_col: 1,
            first_row: 1,
            labels: LabelFormat::ColRow { digits: 2 },
        }
    }

    /// Number of hexes in the rectangle.
    pub fn len(&self) -> usize {
        (self.cols.max(0) * self.rows.max(0)) as usize
    }

    /// True for a grid with no hexes.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Axial hex of 0-based offset `(x, y)`.
    pub fn from_offset(&self, x: i32, y: i32) -> Hex {
        let shift = |k: i32| {
            if self.odd_shifted {
                (k - (k & 1)) / 2
            } else {
                (k + (k & 1)) / 2
            }
        };
        match self.orientation {
            Orientation::Flat => Hex::new(x, y - shift(x)),
            Orientation::Pointy => Hex::new(x - shift(y), y),
        }
    }

    /// 0-based offset `(x, y)` of an axial hex (which may be outside the rectangle).
    pub fn to_offset(&self, h: Hex) -> (i32, i32) {
        let shift = |k: i32| {
            if self.odd_shifted {
                (k - (k & 1)) / 2
            } else {
                (k + (k & 1)) / 2
            }
        };
        match self.orientation {
            Orientation::Flat => (h.q, h.r + shift(h.q)),
            Orientation::Pointy => (h.q + shift(h.r), h.r),
        }
    }

    /// Dense index `0..len()` of a hex on the grid, or `None` off the grid.
    #[inline]
    pub fn index(&self, h: Hex) -> Option<usize> {
        let (x, y) = self.to_offset(h);
        if x >= 0 && y >= 0 && x < self.cols && y < self.rows {
            Some((y * self.cols + x) as usize)
        } else {
            None
        }
    }

    /// The hex with dense index `i`.
    pub fn hex_at(&self, i: usize) -> Hex {
        let i = i as i32;
        self.from_offset(i % self.cols, i / self.cols)
    }

    /// True if the hex is on the grid.
    pub fn contains(&self, h: Hex) -> bool {
        self.index(h).is_some()
    }

    /// Every hex of the grid in index order.
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        (0..self.len()).map(|i| self.hex_at(i))
    }

    /// The printed label of a hex (it need not be on the grid for `ColRow`).
    pub fn label(&self, h: Hex) -> String {
        let (x, y) = self.to_offset(h);
        match &self.labels {
            LabelFormat::ColRow { digits } => format!(
                "{:0w$}{:0w$}",
                x + self.first_col,
                y + self.first_row,
                w = *digits
            ),
            LabelFormat::Sheets {
                sheets,
                separator,
                digits,
                first_digits,
                row_first,
            } => {
                for s in sheets {
                    if x >= s.x0 && y >= s.y0 && x < s.x0 + s.cols && y < s.y0 + s.rows {
                        let (c, r) = (x - s.x0 + s.first_col, y - s.y0 + s.first_row);
                        let (a, b) = if *row_first { (r, c) } else { (c, r) };
                        return format!(
                            "{}{:0f$}{}{:0w$}",
                            s.name,
                            a,
                            separator,
                            b,
                            f = *first_digits,
                            w = *digits
                        );
                    }
                }
                format!("?{x},{y}")
            }
        }
    }

    /// The hex a printed label names; the hex must be on the grid.
    pub fn parse_label(&self, label: &str) -> Result<Hex, LabelError> {
        let label = label.trim();
        let malformed = || LabelError::Malformed(label.to_string(), self.label_example());
        let (x, y) = match &self.labels {
            LabelFormat::ColRow { digits } => {
                let d = *digits;
                if label.len() != 2 * d || !label.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(malformed());
                }
                let c: i32 = label[..d].parse().map_err(|_| malformed())?;
                let r: i32 = label[d..].parse().map_err(|_| malformed())?;
                (c - self.first_col, r - self.first_row)
            }
            LabelFormat::Sheets {
                sheets,
                separator,
                row_first,
                ..
            } => {
                let sheet = sheets
                    .iter()
                    .filter(|s| label.starts_with(s.name.as_str()))
                    .max_by_key(|s| s.name.len())
                    .ok_or_else(malformed)?;
                let rest = &label[sheet.name.len()..];
                let (a, b) = rest.split_once(separator.as_str()).ok_or_else(malformed)?;
                let a: i32 = a.parse().map_err(|_| malformed())?;
                let b: i32 = b.parse().map_err(|_| malformed())?;
                let (c, r) = if *row_first { (b, a) } else { (a, b) };
                let (lx, ly) = (c - sheet.first_col, r - sheet.first_row);
                if lx < 0 || ly < 0 || lx >= sheet.cols || ly >= sheet.rows {
                    return Err(LabelError::OffMap(label.to_string()));
                }
                (lx + sheet.x0, ly + sheet.y0)
            }
        };
        let h = self.from_offset(x, y);
        if self.contains(h) {
            Ok(h)
        } else {
            Err(LabelError::OffMap(label.to_string()))
        }
    }

    fn label_example(&self) -> String {
        format!("a label like '{}'", self.label(self.from_offset(0, 0)))
    }
}

/// Placement of the grid on a screen: hex size and origin, in pixels. Only display code uses
/// it; rules never see pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Flat or pointy tops.
    pub orientation: Orientation,
    /// Distance from a hex centre to a corner, in pixels.
    pub size: f64,
    /// Pixel position of the centre of axial `(0, 0)`.
    pub origin: (f64, f64),
}

impl Layout {
    /// Pixel centre of a hex (y grows downward).
    pub fn to_pixel(&self, h: Hex) -> (f64, f64) {
        let (q, r) = (h.q as f64, h.r as f64);
        let s3 = 3f64.sqrt();
        let (x, y) = match self.orientation {
            Orientation::Flat => (1.5 * q, s3 / 2.0 * q + s3 * r),
            Orientation::Pointy => (s3 * q + s3 / 2.0 * r, 1.5 * r),
        };
        (self.origin.0 + x * self.size, self.origin.1 + y * self.size)
    }

    /// The hex under a pixel.
    pub fn from_pixel(&self, p: (f64, f64)) -> Hex {
        let x = (p.0 - self.origin.0) / self.size;
        let y = (p.1 - self.origin.1) / self.size;
        let s3 = 3f64.sqrt();
        let (q, r) = match self.orientation {
            Orientation::Flat => (2.0 / 3.0 * x, -x / 3.0 + s3 / 3.0 * y),
            Orientation::Pointy => (s3 / 3.0 * x - y / 3.0, 2.0 / 3.0 * y),
        };
        round_fractional(q, r)
    }

    /// The six corners of a hex, in pixels.
    pub fn corners(&self, h: Hex) -> [(f64, f64); 6] {
        let c = self.to_pixel(h);
        let start = match self.orientation {
            Orientation::Flat => 0.0,
            Orientation::Pointy => 30.0,
        };
        std::array::from_fn(|i| {
            let a = (start + 60.0 * i as f64).to_radians();
            (c.0 + self.size * a.cos(), c.1 + self.size * a.sin())
        })
    }
}

fn round_fractional(q: f64, r: f64) -> Hex {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Hex::new(rq as i32, rr as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn col_row_labels_round_trip() {
        let g = Grid::col_row(26, 28);
        for h in g.hexes() {
            let l = g.label(h);
            assert_eq!(g.parse_label(&l), Ok(h), "label {l}");
        }
        assert_eq!(g.label(g.from_offset(0, 0)), "0101");
        assert_eq!(g.label(g.from_offset(25, 27)), "2628");
    }

    #[test]
    fn col_row_neighbours_match_the_printed_map() {
        // On a flat-topped odd-shifted-down map (as on SPI maps), 0202 is below-right of 0101
        // and 0201 is above-right of 0102 ... hand-checked: column 02 sits half a hex lower.
        let g = Grid::col_row(10, 10);
        let h0101 = g.parse_label("0101").unwrap();
        let h0201 = g.parse_label("0201").unwrap();
        let h0102 = g.parse_label("0102").unwrap();
        let h0202 = g.parse_label("0202").unwrap();
        assert_eq!(h0101.distance(h0201), 1);
        assert_eq!(h0101.distance(h0102), 1);
        assert_eq!(h0101.distance(h0202), 2);
        assert_eq!(h0102.distance(h0201), 1);
        assert_eq!(h0102.distance(h0202), 1);
        let s = Orientation::Flat;
        assert_eq!(s.direction_name(h0101.direction_to(h0201).unwrap()), "SE");
        assert_eq!(s.direction_name(h0101.direction_to(h0102).unwrap()), "S");
    }

    #[test]
    fn bad_labels_are_rejected_with_the_expected_form() {
        let g = Grid::col_row(5, 5);
        assert!(matches!(g.parse_label("0606"), Err(LabelError::OffMap(_))));
        let err = g.parse_label("A1").unwrap_err();
        assert!(err.to_string().contains("0101"), "{err}");
    }

    #[test]
    fn sheet_labels_round_trip() {
        let sheet = |name: &str, x0| Sheet {
            name: name.into(),
            x0,
            y0: 0,
            cols: 10,
            rows: 12,
            first_col: 1,
            first_row: 1,
        };
        let g = Grid {
            orientation: Orientation::Flat,
            cols: 20,
            rows: 12,
            odd_shifted: true,
            first_col: 1,
            first_row: 1,
            labels: LabelFormat::Sheets {
                sheets: vec![sheet("A", 0), sheet("B", 10)],
                separator: ".".into(),
                digits: 2,
                first_digits: 2,
                row_first: false,
            },
        };
        assert_eq!(g.label(g.from_offset(12, 4)), "B03.05");
        for h in g.hexes() {
            assert_eq!(g.parse_label(&g.label(h)), Ok(h));
        }
        assert!(g.parse_label("C01.01").is_err());
        assert!(matches!(
            g.parse_label("A11.01"),
            Err(LabelError::OffMap(_))
        ));
        // This Terrible Sound's style: row first, unpadded; column second, two digits.
        let mut tts = g.clone();
        if let LabelFormat::Sheets {
            first_digits,
            row_first,
            ..
        } = &mut tts.labels
        {
            *first_digits = 0;
            *row_first = true;
        }
        assert_eq!(tts.label(tts.from_offset(12, 4)), "B5.03");
        assert_eq!(tts.parse_label("B5.03"), Ok(tts.from_offset(12, 4)));
        for h in tts.hexes() {
            assert_eq!(tts.parse_label(&tts.label(h)), Ok(h));
        }
    }

    #[test]
    fn pointy_offsets_round_trip() {
        let mut g = Grid::col_row(7, 9);
        g.orientation = Orientation::Pointy;
        g.odd_shifted = false;
        for h in g.hexes() {
            let (x, y) = g.to_offset(h);
            assert_eq!(g.from_offset(x, y), h);
        }
    }

    #[test]
    fn pixel_layout_round_trips() {
        for orientation in [Orientation::Flat, Orientation::Pointy] {
            let layout = Layout {
                orientation,
                size: 20.0,
                origin: (5.0, 7.0),
            };
            for h in Hex::new(0, 0).range(4) {
                assert_eq!(layout.from_pixel(layout.to_pixel(h)), h);
            }
        }
    }
}
