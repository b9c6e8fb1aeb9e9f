//! Drift detector: the design note's signature of a window converging on its own summaries.
//!
//! The signature is mean retained-span relevance rising steadily while verbatim-constraint
//! coverage falls. Over every sliding window of [`DriftConfig::window`] consecutive turns, the
//! detector runs a Mann-Kendall trend test on each series and raises when
//!
//! - relevance rises: one-sided p-value below [`DriftConfig::alpha`] and a Theil-Sen rise over
//!   the window of at least [`DriftConfig::min_relevance_rise`], and
//! - coverage falls: one-sided p-value below `alpha` and coverage at the window's last turn at
//!   least [`DriftConfig::min_coverage_drop`] below its first turn.
//!
//! Consecutive firing windows form one [`DriftAlert`]. Flat or noisy relevance, and rising
//! relevance while every constraint stays verbatim (coverage is constant, so its trend statistic
//! is zero), stay quiet.

use serde::Serialize;

use super::metrics::TurnMetrics;

/// Thresholds of the drift detector.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct DriftConfig {
    /// Turns in each sliding window (at least 4).
    pub window: usize,
    /// One-sided significance level of each Mann-Kendall test.
    pub alpha: f64,
    /// Smallest rise of retained relevance over the window (Theil-Sen slope x turns spanned).
    pub min_relevance_rise: f64,
    /// Smallest fall of coverage between the window's first and last turn (a share, 0.10 = 10 points).
    pub min_coverage_drop: f64,
}

impl Default for DriftConfig {
    /// Fifteen turns, alpha 0.001, a rise of 0.10 and a coverage drop of 10 points.
    ///
    /// Chosen on synthetic traces (`cargo test -p guard-core --test audit_drift -- --ignored`):
    /// over 200 traces of 60 turns with flat relevance (per-turn noise up to +-0.15) while
    /// coverage falls 2 points a turn, it raised on at most 1; it raised on all 200 traces shaped
    /// like the note's incident (relevance 0.41 to 0.79 and coverage 100% to 12% over 22 turns,
    /// noise up to +-0.05), at turn 15.
    fn default() -> Self {
        DriftConfig {
            window: 15,
            alpha: 0.001,
            min_relevance_rise: 0.10,
            min_coverage_drop: 0.10,
        }
    }
}

/// A stretch of turns showing the drift signature.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DriftAlert {
    /// First turn of the first firing window.
    pub from_turn: u64,
    /// Last turn of the first firing window: the turn at which the detector raised.
    pub raised_at_turn: u64,
    /// Last turn of the last consecutive firing window.
    pub until_turn: u64,
    /// Mann-Kendall Z of retained relevance in the first firing window.
    pub relevance_z: f64,
    /// Its one-sided p-value (rising).
    pub relevance_p: f64,
    /// Theil-Sen rise of retained relevance over the first firing window.
    pub relevance_rise: f64,
    /// Mann-Kendall Z of coverage in the first firing window.
    pub coverage_z: f64,
    /// Its one-sided p-value (falling).
    pub coverage_p: f64,
    /// Coverage at the window's first turn minus coverage at its last.
    pub coverage_drop: f64,
}

/// The result of a Mann-Kendall trend test.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct MannKendall {
    /// Number of observations.
    pub n: usize,
    /// S: concordant minus discordant pairs.
    pub s: i64,
    /// Variance of S under no trend, corrected for ties.
    pub variance: f64,
    /// Standardised statistic, with continuity correction; 0 when the variance is 0.
    pub z: f64,
    /// One-sided p-value of an increasing trend: P(Z >= z).
    pub p_increasing: f64,
    /// One-sided p-value of a decreasing trend: P(Z <= z).
    pub p_decreasing: f64,
}

/// Values closer than this count as tied.
const TIE_EPSILON: f64 = 1e-12;

/// Mann-Kendall trend test of `values` in order (normal approximation).
///
/// ```
/// use guard_core::audit::mann_kendall;
///
/// let rising = mann_kendall(&[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]);
/// assert_eq!(rising.s, 45);
/// assert!(rising.p_increasing < 0.001);
/// let flat = mann_kendall(&[1.0; 10]);
/// assert_eq!((flat.s, flat.z), (0, 0.0));
/// ```
pub fn mann_kendall(values: &[f64]) -> MannKendall {
    let n = values.len();
    let mut s: i64 = 0;
    for (i, a) in values.iter().enumerate() {
        for b in &values[i + 1..] {
            let diff = b - a;
            if diff > TIE_EPSILON {
                s += 1;
            } else if diff < -TIE_EPSILON {
                s -= 1;
            }
        }
    }
    let variance = (variance_term(n) - tie_groups(values).map(variance_term).sum::<f64>()) / 18.0;
    let z = if variance <= 0.0 || s == 0 {
        0.0
    } else {
        (s - s.signum()) as f64 / variance.sqrt()
    };
    MannKendall {
        n,
        s,
        variance,
        z,
        p_increasing: 1.0 - normal_cdf(z),
        p_decreasing: normal_cdf(z),
    }
}

/// `t (t - 1) (2t + 5)`, the variance term of a group of `t` values.
fn variance_term(t: usize) -> f64 {
    let t = t as f64;
    t * (t - 1.0) * (2.0 * t + 5.0)
}

/// Sizes of the groups of tied values.
fn tie_groups(values: &[f64]) -> impl Iterator<Item = usize> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mut groups = Vec::new();
    let mut run = 1;
    for pair in sorted.windows(2) {
        if pair[1] - pair[0] <= TIE_EPSILON {
            run += 1;
        } else {
            groups.push(run);
            run = 1;
        }
    }
    if !sorted.is_empty() {
        groups.push(run);
    }
    groups.into_iter().filter(|&size| size > 1)
}

/// Theil-Sen slope: the median of the slopes between every pair of points `(x, y)`.
pub fn theil_sen_slope(points: &[(f64, f64)]) -> Option<f64> {
    let mut slopes = Vec::new();
    for (i, (x0, y0)) in points.iter().enumerate() {
        for (x1, y1) in &points[i + 1..] {
            if x1 != x0 {
                slopes.push((y1 - y0) / (x1 - x0));
            }
        }
    }
    if slopes.is_empty() {
        return None;
    }
    slopes.sort_by(f64::total_cmp);
    let mid = slopes.len() / 2;
    Some(if slopes.len() % 2 == 1 {
        slopes[mid]
    } else {
        (slopes[mid - 1] + slopes[mid]) / 2.0
    })
}

/// Standard normal cumulative distribution function.
pub fn normal_cdf(z: f64) -> f64 {
    0.5 * erfc(-z / std::f64::consts::SQRT_2)
}

/// Complementary error function (Numerical Recipes' Chebyshev fit, relative error < 1.2e-7).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 { r } else { 2.0 - r }
}

/// The detector's verdict on one sliding window, when it fires.
fn check_window(turns: &[TurnMetrics], config: &DriftConfig) -> Option<DriftAlert> {
    let (first, last) = (turns.first()?, turns.last()?);
    let relevance: Vec<(f64, f64)> = turns
        .iter()
        .filter_map(|m| m.retained_relevance.map(|r| (m.turn as f64, r)))
        .collect();
    if relevance.len() < 4 {
        return None;
    }
    let values: Vec<f64> = relevance.iter().map(|&(_, r)| r).collect();
    let rel = mann_kendall(&values);
    let span = relevance[relevance.len() - 1].0 - relevance[0].0;
    let rise = theil_sen_slope(&relevance)? * span;
    let coverage: Vec<f64> = turns.iter().map(|m| m.coverage).collect();
    let cov = mann_kendall(&coverage);
    let drop = first.coverage - last.coverage;
    let fires = rel.p_increasing < config.alpha
        && rise >= config.min_relevance_rise
        && cov.p_decreasing < config.alpha
        && drop >= config.min_coverage_drop;
    fires.then_some(DriftAlert {
        from_turn: first.turn,
        raised_at_turn: last.turn,
        until_turn: last.turn,
        relevance_z: rel.z,
        relevance_p: rel.p_increasing,
        relevance_rise: rise,
        coverage_z: cov.z,
        coverage_p: cov.p_decreasing,
        coverage_drop: drop,
    })
}

/// Find every stretch of turns in `metrics` (in turn order) showing the drift signature.
pub fn detect_drift(metrics: &[TurnMetrics], config: &DriftConfig) -> Vec<DriftAlert> {
    let mut alerts: Vec<DriftAlert> = Vec::new();
    let mut previous_fired = false;
    for turns in metrics.windows(config.window.max(4)) {
        let alert = check_window(turns, config);
        let fired = alert.is_some();
        match (alert, alerts.last_mut()) {
            (Some(alert), Some(open)) if previous_fired => open.until_turn = alert.until_turn,
            (Some(alert), _) => alerts.push(alert),
            (None, _) => {}
        }
        previous_fired = fired;
    }
    alerts
}
