//! Line of sight between two hexes, from declared terrain heights, hindrances, elevation and
//! crest hexsides.
//!
//! The rule, stated once:
//! - The line is the exact hex line between the two centres ([`Hex::line`]). The two end hexes
//!   never block.
//! - An intermediate hex blocks if its obstacle height — ground elevation plus the terrain's
//!   declared `height` — is strictly above the sight line at that point, the sight line
//!   running straight from the elevation of one end to that of the other. Woods (height 1)
//!   on level ground therefore block; a hill between two units on lower ground blocks; units
//!   on a ridge see over woods below them.
//! - Hindrance points (orchards) of intermediate hexes add up; the line is blocked when the
//!   sum exceeds the ruleset's `max_hindrance` ("ignore one orchard" is `max_hindrance = 1`).
//! - Where the line runs exactly along a hexside, the ruleset's [`HexsideLos`] rule decides:
//!   `both_block` (the usual: the step blocks only if both hexes block, and adds the smaller
//!   hindrance) or `either_blocks` (blocks if one does, adds the larger).
//! - A hexside kind declared `blocks_los` (a crest) blocks a line that crosses it between two
//!   intermediate steps, but not a hexside of either end hex.

use super::hex::{Hex, LineStep};
use super::map::Map;
use super::rules::{Catalog, HexsideLos};

/// The outcome of a line-of-sight check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sight {
    /// True if the line is clear.
    pub clear: bool,
    /// The first hex that blocked it, if any.
    pub blocked_by: Option<Hex>,
    /// Hindrance points crossed.
    pub hindrance: u32,
}

/// Generic line of sight: `blocks(hex, step, steps)` says whether an intermediate hex blocks;
/// `rule` judges hexside steps. Ends never block.
pub fn line_of_sight_with(a: Hex, b: Hex, rule: HexsideLos, mut blocks: impl FnMut(Hex, usize, usize) -> bool) -> Option<Hex> {
    let line = a.line(b);
    let n = line.len().saturating_sub(1);
    for (i, step) in line.iter().enumerate().take(n).skip(1) {
        match *step {
            LineStep::Hex(h) => {
                if blocks(h, i, n) {
                    return Some(h);
                }
            }
            LineStep::Hexside(x, y) => {
                let (bx, by) = (blocks(x, i, n), blocks(y, i, n));
                let blocked = match rule {
                    HexsideLos::BothBlock => bx && by,
                    HexsideLos::EitherBlocks => bx || by,
                };
                if blocked {
                    return Some(if bx { x } else { y });
                }
            }
        }
    }
    None
}

/// Line of sight on a map under the catalog's declared rules.
pub fn line_of_sight(map: &Map, catalog: &Catalog, a: Hex, b: Hex) -> Sight {
    let ea = map.elevation(a) as i64;
    let eb = map.elevation(b) as i64;
    let obstacle = |h: Hex| -> i64 {
        let t = map.terrain(h).map_or(0, |t| catalog.terrain[t as usize].los.height);
        let e = map.elevation(h) as i64;
        // Bare ground obstructs by its own elevation; terrain adds its height on top of it.
        e + t as i64
    };
    let hindrance_of = |h: Hex| -> u32 {
        map.terrain(h)
            .map_or(0, |t| catalog.terrain[t as usize].los.hindrance)
    };
    let rule = catalog.los.hexside;
    let mut blocked_by = line_of_sight_with(a, b, rule, |h, i, n| {
        let (i, n) = (i as i64, n as i64);
        // Strictly above the sight line: obstacle * n > ea * (n - i) + eb * i.
        obstacle(h) * n > ea * (n - i) + eb * i
    });
    // Hindrance, summed with the hexside rule.
    let line = a.line(b);
    let n = line.len().saturating_sub(1);
    let mut hindrance = 0u32;
    for step in line.iter().take(n).skip(1) {
        hindrance += match *step {
            LineStep::Hex(h) => hindrance_of(h),
            LineStep::Hexside(x, y) => match rule {
                HexsideLos::BothBlock => hindrance_of(x).min(hindrance_of(y)),
                HexsideLos::EitherBlocks => hindrance_of(x).max(hindrance_of(y)),
            },
        };
    }
    if blocked_by.is_none() && hindrance > catalog.los.max_hindrance {
        blocked_by = line.iter().take(n).skip(1).flat_map(|s| s.hexes()).find(|h| hindrance_of(*h) > 0);
    }
    // Crest hexsides crossed between two single-hex intermediate steps.
    if blocked_by.is_none() {
        let crest_mask = catalog
            .hexsides
            .iter()
            .enumerate()
            .filter(|(_, k)| k.blocks_los)
            .fold(0u64, |m, (i, _)| m | 1 << i);
        if crest_mask != 0 {
            for w in line.windows(2) {
                if let (LineStep::Hex(x), LineStep::Hex(y)) = (w[0], w[1]) {
                    if x == a || y == b {
                        continue;
                    }
                    if let Some(dir) = x.direction_to(y) {
                        if catalog.effective_hexside(map.hexside(x, dir)) & crest_mask != 0 {
                            blocked_by = Some(y);
                            break;
                        }
                    }
                }
            }
        }
    }
    Sight {
        clear: blocked_by.is_none(),
        blocked_by,
        hindrance,
    }
}
