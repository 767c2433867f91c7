//! The statistics the balance lab reports: confidence intervals for rates and means,
//! percentiles, and the two paired tests that fit a variant-against-baseline comparison where
//! both arms play the same seeds.
//!
//! Distributions come from `statrs`; what is written here is only the arithmetic of each
//! method, with the reference it follows.

use statrs::distribution::{Binomial, ContinuousCDF, DiscreteCDF, Normal, StudentsT};

/// The two-sided 95% normal quantile.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A proportion with its 95% Wilson score interval (Wilson 1927; Agresti & Coull 1998 show it
/// keeps its coverage near 0 and 1, where the textbook Wald interval does not).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rate {
    /// Successes.
    pub count: u64,
    /// Trials.
    pub of: u64,
    /// count / of (0 when there are no trials).
    pub rate: f64,
    /// Lower end of the interval.
    pub lo: f64,
    /// Upper end of the interval.
    pub hi: f64,
}

impl Rate {
    /// `count` successes out of `of` trials.
    pub fn wilson(count: u64, of: u64) -> Rate {
        if of == 0 {
            return Rate {
                count,
                of,
                rate: 0.0,
                lo: 0.0,
                hi: 1.0,
            };
        }
        let n = of as f64;
        let p = count as f64 / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Rate {
            count,
            of,
            rate: p,
            lo: (centre - half).max(0.0),
            hi: (centre + half).min(1.0),
        }
    }
}

/// A sample described by its mean and spread: what the lab prints for VP, margins, losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Spread {
    /// Observations.
    pub n: usize,
    /// Arithmetic mean.
    pub mean: f64,
    /// Median (the 50th percentile).
    pub median: f64,
    /// 10th percentile.
    pub p10: f64,
    /// 90th percentile.
    pub p90: f64,
}

impl Spread {
    /// Describes `values` (empty → all zero).
    pub fn of(values: &[f64]) -> Spread {
        if values.is_empty() {
            return Spread::default();
        }
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        Spread {
            n: sorted.len(),
            mean: sorted.iter().sum::<f64>() / sorted.len() as f64,
            median: quantile(&sorted, 0.5),
            p10: quantile(&sorted, 0.1),
            p90: quantile(&sorted, 0.9),
        }
    }
}

/// The `q` quantile of sorted values by linear interpolation between order statistics
/// (Hyndman & Fan's type 7, the default of R and NumPy).
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    match sorted.len() {
        0 => 0.0,
        1 => sorted[0],
        n => {
            let h = (n - 1) as f64 * q.clamp(0.0, 1.0);
            let lo = h.floor() as usize;
            let hi = (lo + 1).min(n - 1);
            sorted[lo] + (h - lo as f64) * (sorted[hi] - sorted[lo])
        }
    }
}

/// The mean of paired differences with its 95% Student-t interval.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MeanDifference {
    /// Pairs.
    pub n: usize,
    /// Mean of (variant − baseline).
    pub mean: f64,
    /// Lower end of the 95% interval.
    pub lo: f64,
    /// Upper end of the 95% interval.
    pub hi: f64,
}

/// The mean of `diffs` with a t interval; `None` with fewer than two pairs.
pub fn mean_difference(diffs: &[f64]) -> Option<MeanDifference> {
    let n = diffs.len();
    if n < 2 {
        return None;
    }
    let mean = diffs.iter().sum::<f64>() / n as f64;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    let t = StudentsT::new(0.0, 1.0, (n - 1) as f64)
        .ok()?
        .inverse_cdf(0.975);
    let half = t * (var / n as f64).sqrt();
    Some(MeanDifference {
        n,
        mean,
        lo: mean - half,
        hi: mean + half,
    })
}

/// The interval of `m` at another confidence (e.g. 1 − 0.05/K for one of K looks at a growing
/// run, Bonferroni's bound on the chance that any of them excludes a change that is not
/// there): the same mean, its Student t half-width scaled to the new quantile.
pub fn widened(m: &MeanDifference, confidence: f64) -> MeanDifference {
    let Ok(t) = StudentsT::new(0.0, 1.0, (m.n.max(2) - 1) as f64) else {
        return *m;
    };
    let scale = t.inverse_cdf(0.5 + confidence / 2.0) / t.inverse_cdf(0.975);
    let half = (m.hi - m.lo) / 2.0 * scale;
    MeanDifference {
        lo: m.mean - half,
        hi: m.mean + half,
        ..*m
    }
}

/// The Wilcoxon signed-rank test of paired differences (Wilcoxon 1945): do the arms' outcomes
/// differ in location, without assuming the differences are normal? Zero differences are
/// dropped (Wilcoxon's own convention), tied magnitudes take their mean rank, and the p-value
/// is the normal approximation with the tie correction of the variance and a continuity
/// correction — good from about ten non-zero pairs; below that the lab says so.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SignedRank {
    /// Non-zero differences ranked.
    pub n: usize,
    /// Sum of the ranks of the positive differences.
    pub w_plus: f64,
    /// The standardised statistic.
    pub z: f64,
    /// Two-sided p-value.
    pub p: f64,
}

/// Wilcoxon's signed-rank test of `diffs`; `None` when every difference is zero.
pub fn signed_rank(diffs: &[f64]) -> Option<SignedRank> {
    let mut nonzero: Vec<f64> = diffs.iter().copied().filter(|d| *d != 0.0).collect();
    let n = nonzero.len();
    if n == 0 {
        return None;
    }
    nonzero.sort_by(|a, b| a.abs().total_cmp(&b.abs()));
    let mut w_plus = 0.0;
    let mut tie_term = 0.0;
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && nonzero[j + 1].abs() == nonzero[i].abs() {
            j += 1;
        }
        // Ranks i+1 ..= j+1 share their mean.
        let rank = (i + j + 2) as f64 / 2.0;
        let t = (j - i + 1) as f64;
        tie_term += t * t * t - t;
        for d in &nonzero[i..=j] {
            if *d > 0.0 {
                w_plus += rank;
            }
        }
        i = j + 1;
    }
    let nf = n as f64;
    let mean = nf * (nf + 1.0) / 4.0;
    let var = nf * (nf + 1.0) * (2.0 * nf + 1.0) / 24.0 - tie_term / 48.0;
    if var <= 0.0 {
        return None;
    }
    let dev = w_plus - mean;
    let corrected = (dev.abs() - 0.5).max(0.0) * dev.signum();
    let z = corrected / var.sqrt();
    let normal = Normal::new(0.0, 1.0).ok()?;
    let p = (2.0 * (1.0 - normal.cdf(z.abs()))).min(1.0);
    Some(SignedRank { n, w_plus, z, p })
}

/// The exact McNemar test (McNemar 1947) of a yes/no outcome seen in both arms of each pair:
/// only the discordant pairs count — `b` where the baseline said yes and the variant no, `c`
/// the other way — and under no effect each is equally likely, so `min(b, c)` is binomial
/// with p = 1/2. Returns the two-sided p-value (1 when there are no discordant pairs).
pub fn mcnemar_exact(b: u64, c: u64) -> f64 {
    let n = b + c;
    if n == 0 {
        return 1.0;
    }
    match Binomial::new(0.5, n) {
        Ok(bin) => (2.0 * bin.cdf(b.min(c))).min(1.0),
        Err(_) => 1.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_widened_interval_is_wider_for_more_looks() {
        let m = mean_difference(&[1.0, 2.0, 0.0, 3.0, 1.0, 2.0, 1.0, 2.0]).unwrap();
        let same = widened(&m, 0.95);
        assert!((same.lo - m.lo).abs() < 1e-12 && (same.hi - m.hi).abs() < 1e-12);
        let ten_looks = widened(&m, 1.0 - 0.05 / 10.0);
        assert!(ten_looks.lo < m.lo && ten_looks.hi > m.hi);
        assert_eq!(ten_looks.mean, m.mean);
        // t(7) quantiles: 0.975 → 2.365, 0.9975 → 4.029.
        let ratio = (ten_looks.hi - ten_looks.lo) / (m.hi - m.lo);
        assert!((ratio - 4.029 / 2.365).abs() < 0.01, "{ratio}");
    }

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn wilson_matches_published_values() {
        // Newcombe (1998), table I: 81/263 → 0.2553 to 0.3662.
        let r = Rate::wilson(81, 263);
        assert!(
            close(r.lo, 0.2553, 5e-4) && close(r.hi, 0.3662, 5e-4),
            "{r:?}"
        );
        // 0/10 → 0 to 0.2775 (ibid.).
        let r = Rate::wilson(0, 10);
        assert!(close(r.lo, 0.0, 1e-9) && close(r.hi, 0.2775, 5e-4), "{r:?}");
    }

    #[test]
    fn quantiles_interpolate_like_r_type_7() {
        let v = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0];
        // R: quantile(1:10, c(.1, .5, .9)) = 1.9 5.5 9.1
        assert!(close(quantile(&v, 0.1), 1.9, 1e-12));
        assert!(close(quantile(&v, 0.5), 5.5, 1e-12));
        assert!(close(quantile(&v, 0.9), 9.1, 1e-12));
        let s = Spread::of(&[3.0, 1.0, 2.0]);
        assert_eq!((s.n, s.mean, s.median), (3, 2.0, 2.0));
    }

    #[test]
    fn paired_mean_interval_uses_student_t() {
        // d = 1..5: mean 3, sd 1.5811, t(4) 2.7764 → 3 ± 1.9632
        let m = mean_difference(&[1.0, 2.0, 3.0, 4.0, 5.0]).unwrap();
        assert!(close(m.mean, 3.0, 1e-12));
        assert!(
            close(m.lo, 1.0368, 1e-3) && close(m.hi, 4.9632, 1e-3),
            "{m:?}"
        );
        assert!(mean_difference(&[1.0]).is_none());
    }

    #[test]
    #[allow(clippy::approx_constant)] // 3.14 is a depression score here, not π
    fn signed_rank_follows_the_normal_approximation() {
        // Hollander & Wolfe's paired depression scores (the example of R's wilcox.test):
        // differences ranked by magnitude give V = 40 of a possible 45 (the exact two-sided
        // p is 0.039). With n = 9: E[V] = 22.5, Var[V] = 9·10·19/24 = 71.25, so with the
        // continuity correction z = (40 − 22.5 − 0.5)/√71.25 = 2.0140 and p = 0.0440.
        let x = [1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30];
        let y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];
        let d: Vec<f64> = x.iter().zip(&y).map(|(a, b)| a - b).collect();
        let t = signed_rank(&d).unwrap();
        assert_eq!(t.w_plus, 40.0);
        assert!(close(t.z, 2.0140, 1e-4), "{t:?}");
        assert!(close(t.p, 0.0440, 1e-4), "{t:?}");
        assert!(signed_rank(&[0.0, 0.0]).is_none());
    }

    #[test]
    fn signed_rank_is_symmetric_and_uninformed_by_zero_pairs() {
        let d = [3.0, -1.0, 2.0, 2.0, -4.0, 5.0, 0.0, 6.0];
        let neg: Vec<f64> = d.iter().map(|x| -x).collect();
        let a = signed_rank(&d).unwrap();
        let b = signed_rank(&neg).unwrap();
        assert!(close(a.p, b.p, 1e-12) && close(a.z, -b.z, 1e-12));
        assert_eq!(a.n, 7);
    }

    #[test]
    fn mcnemar_exact_is_the_binomial_tail() {
        // b = 2, c = 10: 2 * P(X <= 2), X ~ Bin(12, 1/2) = 2 * 79/4096 = 0.03857
        assert!(close(mcnemar_exact(2, 10), 0.038_574, 1e-5));
        assert!(close(mcnemar_exact(10, 2), 0.038_574, 1e-5));
        assert_eq!(mcnemar_exact(0, 0), 1.0);
        assert_eq!(mcnemar_exact(5, 5), 1.0);
    }
}
