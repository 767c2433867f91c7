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
pub fn line_of_sight_with(
    a: Hex,
    b: Hex,
    rule: HexsideLos,
    mut blocks: impl FnMut(Hex, usize, usize) -> bool,
) -> Option<Hex> {
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
        let t = map
            .terrain(h)
            .map_or(0, |t| catalog.terrain[t as usize].los.height);
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
    let step_hindrance = |step: &LineStep| -> u32 {
        match *step {
            LineStep::Hex(h) => hindrance_of(h),
            LineStep::Hexside(x, y) => match rule {
                HexsideLos::BothBlock => hindrance_of(x).min(hindrance_of(y)),
                HexsideLos::EitherBlocks => hindrance_of(x).max(hindrance_of(y)),
            },
        }
    };
    let hindrance: u32 = line.iter().take(n).skip(1).map(step_hindrance).sum();
    if blocked_by.is_none() && hindrance > catalog.los.max_hindrance {
        // Name a hex of the first step that added hindrance under the hexside rule. (Fix: this
        // used to name the first intermediate hex with any hindrance, which under `both_block`
        // could be an orchard beside a hexside step that added nothing to the sum.)
        blocked_by = line
            .iter()
            .take(n)
            .skip(1)
            .find(|s| step_hindrance(s) > 0)
            .and_then(|s| s.hexes().find(|h| hindrance_of(*h) > 0));
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
                    if let Some(dir) = x.direction_to(y)
                        && catalog.effective_hexside(map.hexside(x, dir)) & crest_mask != 0
                    {
                        blocked_by = Some(y);
                        break;
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

#[cfg(test)]
mod tests {
    //! Expected values worked out by hand on the 9 × 9 test map. The line 0501 → 0505 runs
    //! due north–south along column 05 (axial (4, -2) → (4, 2)), one hex per step, with
    //! 0502, 0503, 0504 as its intermediate hexes at steps 1, 2, 3 of 4.
    use super::*;
    use crate::kernel::testkit::Kit;

    fn sight(k: &Kit, a: &str, b: &str) -> Sight {
        line_of_sight(&k.map, &k.catalog, k.hex(a), k.hex(b))
    }

    /// Sight both ways, checking that the two agree on clear/blocked and hindrance.
    fn sight2(k: &Kit, a: &str, b: &str) -> (Sight, Sight) {
        let (ab, ba) = (sight(k, a, b), sight(k, b, a));
        assert_eq!(
            (ab.clear, ab.hindrance),
            (ba.clear, ba.hindrance),
            "{a} ↔ {b}"
        );
        (ab, ba)
    }

    fn clear(hindrance: u32) -> Sight {
        Sight {
            clear: true,
            blocked_by: None,
            hindrance,
        }
    }

    fn blocked(k: &Kit, by: &str, hindrance: u32) -> Sight {
        Sight {
            clear: false,
            blocked_by: Some(k.hex(by)),
            hindrance,
        }
    }

    #[test]
    fn clear_on_open_level_ground() {
        let k = Kit::new(9, 9);
        let line = k.hex("0501").line(k.hex("0505"));
        assert_eq!(line.len(), 5);
        assert!(
            line.iter().all(|s| matches!(s, LineStep::Hex(_))),
            "no hexside steps"
        );
        assert_eq!(sight2(&k, "0501", "0505"), (clear(0), clear(0)));
        assert_eq!(sight2(&k, "0101", "0909"), (clear(0), clear(0)));
        assert_eq!(sight(&k, "0505", "0505"), clear(0));
    }

    #[test]
    fn woods_between_block() {
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0503"], "woods");
        assert_eq!(
            sight2(&k, "0501", "0505"),
            (blocked(&k, "0503", 0), blocked(&k, "0503", 0))
        );
        // The first blocking hex from the viewer is named.
        k.set_terrain(&["0502", "0504"], "woods");
        assert_eq!(sight(&k, "0501", "0505"), blocked(&k, "0502", 0));
        assert_eq!(sight(&k, "0505", "0501"), blocked(&k, "0504", 0));
        // A line that misses the woods: 0601 → 0605 runs down column 06.
        assert_eq!(sight(&k, "0601", "0605"), clear(0));
    }

    #[test]
    fn woods_at_an_end_hex_do_not_block() {
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0501", "0505"], "woods");
        assert_eq!(sight2(&k, "0501", "0505"), (clear(0), clear(0)));
        // Two adjacent hexes of woods always see each other.
        k.set_terrain(&["0503", "0504"], "woods");
        assert_eq!(sight2(&k, "0503", "0504"), (clear(0), clear(0)));
        // The generic check never asks about the ends.
        let asked = std::cell::Cell::new(0);
        let r = line_of_sight_with(
            k.hex("0501"),
            k.hex("0505"),
            HexsideLos::BothBlock,
            |_, _, _| {
                asked.set(asked.get() + 1);
                false
            },
        );
        assert_eq!((r, asked.get()), (None, 3));
    }

    #[test]
    fn higher_ground_sees_over_woods_below() {
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0503"], "woods");
        // Both ends on level 1, woods (height 1) on level 0: the obstacle is at 1, level with
        // the sight line, not above it.
        k.set_elevation(&["0501", "0505"], 1);
        assert_eq!(sight2(&k, "0501", "0505"), (clear(0), clear(0)));
        // The same woods on level-1 ground stand at 2 and block.
        k.set_elevation(&["0503"], 1);
        assert_eq!(sight(&k, "0501", "0505"), blocked(&k, "0503", 0));

        // A viewer on level 2 at 0501, a target on level 0 at 0505: the sight line is at
        // 2 · (4 - i) / 4 at step i, i.e. 1.5, 1, 0.5 over 0502, 0503, 0504.
        let mut k = Kit::new(9, 9);
        k.set_elevation(&["0501"], 2);
        for (woods, expected) in [("0502", None), ("0503", None), ("0504", Some("0504"))] {
            let mut k = Kit::new(9, 9);
            k.set_elevation(&["0501"], 2);
            k.set_terrain(&[woods], "woods");
            let want = expected.map_or(clear(0), |b| blocked(&k, b, 0));
            let (ab, ba) = sight2(&k, "0501", "0505");
            assert_eq!(ab, want, "woods in {woods}");
            assert_eq!(ba, want, "woods in {woods}, looking up");
        }
        // Woods in all three: the first one above the line is 0504 either way.
        k.set_terrain(&["0502", "0503", "0504"], "woods");
        assert_eq!(sight(&k, "0501", "0505"), blocked(&k, "0504", 0));
        assert_eq!(sight(&k, "0505", "0501"), blocked(&k, "0504", 0));
    }

    #[test]
    fn hill_between_two_low_hexes_blocks() {
        let mut k = Kit::new(9, 9);
        k.set_elevation(&["0503"], 1);
        assert_eq!(
            sight2(&k, "0501", "0505"),
            (blocked(&k, "0503", 0), blocked(&k, "0503", 0))
        );
        // Ends on the same level as the hill: level ground.
        k.set_elevation(&["0501", "0505"], 1);
        assert_eq!(sight(&k, "0501", "0505"), clear(0));
        // From level 2 to level 0 the line is at 1 over 0503: level with the hilltop.
        k.set_elevation(&["0501"], 2);
        k.set_elevation(&["0505"], 0);
        assert_eq!(sight2(&k, "0501", "0505"), (clear(0), clear(0)));
    }

    /// 0505 → 0606 (axial (4, 2) → (5, 3)): its one intermediate step is the hexside between
    /// 0506 (4, 3) and 0605 (5, 2), reported in that order.
    fn hexside_pair(k: &Kit) -> (String, String) {
        let line = k.hex("0505").line(k.hex("0606"));
        assert_eq!(line.len(), 3);
        match line[1] {
            LineStep::Hexside(x, y) => (k.label(x), k.label(y)),
            other => panic!("expected a hexside step, got {other:?}"),
        }
    }

    #[test]
    fn line_along_a_hexside_needs_both_hexes_under_both_block() {
        let mut k = Kit::new(9, 9);
        assert_eq!(hexside_pair(&k), ("0506".to_string(), "0605".to_string()));
        k.set_terrain(&["0605"], "woods");
        assert_eq!(k.catalog.los.hexside, HexsideLos::BothBlock);
        assert_eq!(sight2(&k, "0505", "0606"), (clear(0), clear(0)));
        k.catalog.los.hexside = HexsideLos::EitherBlocks;
        assert_eq!(
            sight2(&k, "0505", "0606"),
            (blocked(&k, "0605", 0), blocked(&k, "0605", 0))
        );
        // Woods on the other side only: the same.
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0506"], "woods");
        assert_eq!(sight(&k, "0505", "0606"), clear(0));
        k.catalog.los.hexside = HexsideLos::EitherBlocks;
        assert_eq!(sight(&k, "0505", "0606"), blocked(&k, "0506", 0));
        // Woods on both sides block under both rules; the first hex of the step is named.
        for rule in [HexsideLos::BothBlock, HexsideLos::EitherBlocks] {
            let mut k = Kit::new(9, 9);
            k.catalog.los.hexside = rule;
            k.set_terrain(&["0506", "0605"], "woods");
            assert_eq!(
                sight(&k, "0505", "0606"),
                blocked(&k, "0506", 0),
                "{rule:?}"
            );
        }
    }

    #[test]
    fn one_orchard_is_ignored_with_max_hindrance_one_and_two_block() {
        let mut k = Kit::new(9, 9);
        k.catalog.los.max_hindrance = 1;
        k.set_terrain(&["0503"], "orchard");
        assert_eq!(sight2(&k, "0501", "0505"), (clear(1), clear(1)));
        k.set_terrain(&["0502"], "orchard");
        assert_eq!(sight(&k, "0501", "0505"), blocked(&k, "0502", 2));
        assert_eq!(sight(&k, "0505", "0501"), blocked(&k, "0503", 2));
        // With no hindrance allowed, one orchard blocks.
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0503"], "orchard");
        assert_eq!(sight(&k, "0501", "0505"), blocked(&k, "0503", 1));
        // Orchards at the ends do not count.
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0501", "0505"], "orchard");
        assert_eq!(sight2(&k, "0501", "0505"), (clear(0), clear(0)));
    }

    #[test]
    fn hindrance_along_a_hexside_follows_the_hexside_rule() {
        // An orchard beside the 0505 → 0606 line: under both_block the step adds the smaller
        // hindrance (0), under either_blocks the larger (1).
        let mut k = Kit::new(9, 9);
        k.set_terrain(&["0605"], "orchard");
        assert_eq!(sight2(&k, "0505", "0606"), (clear(0), clear(0)));
        k.catalog.los.hexside = HexsideLos::EitherBlocks;
        assert_eq!(
            sight2(&k, "0505", "0606"),
            (blocked(&k, "0605", 1), blocked(&k, "0605", 1))
        );
        k.catalog.los.max_hindrance = 1;
        assert_eq!(sight(&k, "0505", "0606"), clear(1));
    }

    #[test]
    fn hindrance_blocker_is_a_hex_that_added_hindrance() {
        // 0505 → 0708 (axial (4, 2) → (6, 4)): 0505, hexside 0506|0605, 0606, hexside
        // 0607|0707, 0708.
        let mut k = Kit::new(9, 9);
        let line = k.hex("0505").line(k.hex("0708"));
        let (h, hs) = (LineStep::Hex, LineStep::Hexside);
        assert_eq!(
            line,
            [
                h(k.hex("0505")),
                hs(k.hex("0506"), k.hex("0605")),
                h(k.hex("0606")),
                hs(k.hex("0607"), k.hex("0707")),
                h(k.hex("0708")),
            ]
        );
        // An orchard beside the first hexside adds nothing under both_block; the one in 0606
        // adds 1, which is over the limit of 0. 0606 is the hex that blocked.
        k.set_terrain(&["0605", "0606"], "orchard");
        assert_eq!(sight(&k, "0505", "0708"), blocked(&k, "0606", 1));
        // Under either_blocks the orchard beside the line counts first.
        k.catalog.los.hexside = HexsideLos::EitherBlocks;
        assert_eq!(sight(&k, "0505", "0708"), blocked(&k, "0605", 2));
    }

    #[test]
    fn crest_hexside_between_intermediate_hexes_blocks() {
        for (a, b, by) in [("0502", "0503", "0503"), ("0503", "0504", "0504")] {
            let mut k = Kit::new(9, 9);
            k.add_hexside(a, b, "crest");
            assert_eq!(
                sight(&k, "0501", "0505"),
                blocked(&k, by, 0),
                "crest {a}|{b}"
            );
            assert!(
                !sight(&k, "0505", "0501").clear,
                "crest {a}|{b}, looking north"
            );
        }
        // Crests on a hexside of either end hex do not block.
        for (a, b) in [("0501", "0502"), ("0504", "0505")] {
            let mut k = Kit::new(9, 9);
            k.add_hexside(a, b, "crest");
            assert_eq!(
                sight2(&k, "0501", "0505"),
                (clear(0), clear(0)),
                "crest {a}|{b}"
            );
        }
        // A crest the line does not cross (beside 0503, to the east) does not block.
        let mut k = Kit::new(9, 9);
        k.add_hexside("0503", "0603", "crest");
        assert_eq!(sight(&k, "0501", "0505"), clear(0));
    }
}
