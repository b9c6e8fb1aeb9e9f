//! The drift detector fires on the note's signature and stays quiet on look-alikes.
//!
//! The synthetic traces below re-score every span in the window each turn (a scorer conditioned
//! on the current turn) and lose constraints by dropping one per turn. Only the detector's output
//! is asserted here; whether each drop is allowed is the other audit tests' business.

mod audit_support;

use audit_support::Trace;
use guard_core::audit::{DriftConfig, TurnMetrics, detect_drift, mann_kendall, normal_cdf};

/// A small deterministic generator (SplitMix64) for reproducible noise.
struct Noise(u64);

impl Noise {
    /// Uniform in [-amplitude, amplitude].
    fn next(&mut self, amplitude: f64) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        let unit = (z >> 11) as f64 / (1u64 << 53) as f64;
        (unit * 2.0 - 1.0) * amplitude
    }
}

/// `turns` turns over a window of 30 narrative spans and `constraints` constraint spans, all
/// entered in turn 1. Every turn, every span is scored `relevance(turn)` plus a per-turn noise
/// of up to `noise`; by the end of each turn, `lost(turn)` constraints have been dropped.
fn synthetic(
    turns: u64,
    constraints: usize,
    lost: impl Fn(u64) -> usize,
    relevance: impl Fn(u64) -> f64,
    noise: f64,
    seed: u64,
) -> Vec<TurnMetrics> {
    let mut rng = Noise(seed);
    let mut t = Trace::new();
    let mut live: Vec<String> = Vec::new();
    t.next_turn();
    for i in 0..30 {
        let id = format!("n{i}");
        t.narrative(&id, &format!("Observation number {i}."))
            .persist(&id);
        live.push(id);
    }
    for i in 0..constraints {
        let id = format!("c{i}");
        t.constraint(&id, &format!("Never exceed {i} requests per minute."))
            .persist(&id);
        live.push(id);
    }
    let mut dropped = 0;
    for turn in 1..=turns {
        if turn > 1 {
            t.next_turn();
        }
        while dropped < lost(turn).min(constraints) {
            let id = format!("c{dropped}");
            t.drop_span(&id, 0.1, turn.saturating_sub(1));
            live.retain(|s| *s != id);
            dropped += 1;
        }
        let level = relevance(turn) + rng.next(noise);
        for id in &live {
            let score = (level + rng.next(0.02)).clamp(0.0, 1.0);
            t.score(id, score);
        }
    }
    t.audit().metrics
}

/// Shaped like the note's incident: relevance 0.41 -> 0.79 over 22 turns while coverage falls
/// from 100% to 12% (22 of 25 constraints lost).
fn note_shaped(noise: f64, seed: u64) -> Vec<TurnMetrics> {
    synthetic(
        22,
        25,
        |turn| (22 * (turn as usize - 1)).div_ceil(21),
        |turn| 0.41 + 0.38 * (turn - 1) as f64 / 21.0,
        noise,
        seed,
    )
}

#[test]
fn fires_on_the_notes_signature() {
    let metrics = note_shaped(0.03, 7);
    assert!(
        (metrics[21].coverage - 0.12).abs() < 1e-9,
        "{}",
        metrics[21].coverage
    );
    let alerts = detect_drift(&metrics, &DriftConfig::default());
    assert_eq!(alerts.len(), 1, "{alerts:#?}");
    let alert = &alerts[0];
    assert_eq!(
        (alert.from_turn, alert.raised_at_turn),
        (1, 15),
        "raised after one window"
    );
    assert_eq!(alert.until_turn, 22);
    assert!(alert.relevance_p < 0.01 && alert.coverage_p < 0.01);
    assert!(alert.relevance_rise > 0.10 && alert.coverage_drop >= 0.10);
}

/// Every edit below is allowed (durable copies, settled scores below tau): the drift is the only
/// finding, which is the point of the detector.
#[test]
fn the_audit_reports_drift_as_the_only_violation_of_a_legal_trace() {
    let mut t = Trace::new();
    t.next_turn();
    for i in 0..20 {
        let id = format!("c{i}");
        t.constraint(&id, &format!("Never exceed {i} requests."))
            .persist(&id)
            .score(&id, 0.1);
    }
    t.narrative("n", "Observation.")
        .persist("n")
        .score("n", 0.3);
    for turn in 2..=20u64 {
        t.next_turn()
            .drop_span(&format!("c{}", turn - 2), 0.1, turn - 1);
        for i in (turn - 1)..20 {
            t.score(&format!("c{i}"), 0.1);
        }
        t.score("n", 0.3 + 0.03 * turn as f64);
    }
    let report = t.audit();
    let codes: Vec<&str> = report.violations.iter().map(|v| v.rule.code()).collect();
    assert_eq!(codes, ["audit::drift"], "{:#?}", report.violations);
    assert_eq!(report.violations[0].turn, report.drift[0].raised_at_turn);
    assert!(report.violations[0].message.contains("Mann-Kendall"));
}

#[test]
fn stays_quiet_on_noisy_flat_relevance_while_coverage_falls() {
    for seed in 0..20 {
        let metrics = synthetic(60, 50, |turn| turn as usize - 1, |_| 0.5, 0.15, seed);
        let alerts = detect_drift(&metrics, &DriftConfig::default());
        assert!(alerts.is_empty(), "seed {seed}: {alerts:#?}");
    }
}

#[test]
fn stays_quiet_on_rising_relevance_with_full_coverage() {
    let metrics = synthetic(40, 10, |_| 0, |turn| 0.3 + 0.015 * turn as f64, 0.03, 3);
    assert!(metrics.iter().all(|m| m.coverage == 1.0));
    assert!(detect_drift(&metrics, &DriftConfig::default()).is_empty());
}

#[test]
fn stays_quiet_when_relevance_falls_with_coverage() {
    let metrics = synthetic(
        22,
        25,
        |turn| turn as usize - 1,
        |turn| 0.8 - 0.015 * turn as f64,
        0.03,
        5,
    );
    assert!(detect_drift(&metrics, &DriftConfig::default()).is_empty());
}

#[test]
fn a_small_rise_below_the_threshold_stays_quiet() {
    // Strictly monotone but only 0.07 over each 15-turn window: significant, yet below 0.10.
    let metrics = synthetic(
        22,
        25,
        |turn| turn as usize - 1,
        |turn| 0.4 + 0.005 * turn as f64,
        0.0,
        1,
    );
    assert!(detect_drift(&metrics, &DriftConfig::default()).is_empty());
    let lenient = DriftConfig {
        min_relevance_rise: 0.02,
        ..DriftConfig::default()
    };
    assert!(!detect_drift(&metrics, &lenient).is_empty());
}

#[test]
fn mann_kendall_matches_hand_computed_values() {
    // One discordant pair among ten: S = 8, Var = 5*4*15/18, Z = 7/sqrt(Var).
    let mk = mann_kendall(&[1.0, 2.0, 3.0, 5.0, 4.0]);
    assert_eq!(mk.s, 8);
    assert!((mk.variance - 300.0 / 18.0).abs() < 1e-12);
    assert!((mk.z - 7.0 / (300.0f64 / 18.0).sqrt()).abs() < 1e-12);
    assert!(
        (mk.p_increasing - 0.0432).abs() < 1e-3,
        "{}",
        mk.p_increasing
    );

    // Two tie groups of two: Var = (300 - 2 * 2*1*9) / 18.
    let tied = mann_kendall(&[1.0, 1.0, 2.0, 2.0, 3.0]);
    assert_eq!(tied.s, 8);
    assert!((tied.variance - 264.0 / 18.0).abs() < 1e-12);

    let falling = mann_kendall(&[5.0, 4.0, 3.0, 2.0, 1.0]);
    assert_eq!(falling.s, -10);
    assert!(falling.p_decreasing < 0.05 && falling.p_increasing > 0.95);
}

#[test]
fn the_normal_cdf_is_accurate() {
    for (z, expected) in [
        (0.0, 0.5),
        (1.959_964, 0.975),
        (-2.326_348, 0.01),
        (3.090_232, 0.999),
    ] {
        assert!(
            (normal_cdf(z) - expected).abs() < 1e-6,
            "Phi({z}) = {}",
            normal_cdf(z)
        );
    }
}

/// The measurement behind [`DriftConfig::default`]'s thresholds (about 20 s in a debug build):
/// false alarms on flat noisy relevance and detections of the note's drift, over 200 seeds each.
#[test]
#[ignore = "slow: measures the detector's false-alarm and detection rates"]
fn false_alarm_and_detection_rates() {
    let config = DriftConfig::default();
    let fires = |metrics: &[TurnMetrics]| !detect_drift(metrics, &config).is_empty();
    let false_alarms = (0..200)
        .filter(|&seed| {
            fires(&synthetic(
                60,
                50,
                |turn| turn as usize - 1,
                |_| 0.5,
                0.15,
                seed,
            ))
        })
        .count();
    let detected = (0..200)
        .filter(|&seed| fires(&note_shaped(0.05, seed)))
        .count();
    let detected_noisy = (0..200)
        .filter(|&seed| fires(&note_shaped(0.15, seed)))
        .count();
    println!(
        "false alarms {false_alarms}/200, detected {detected}/200 (noise 0.05), {detected_noisy}/200 (noise 0.15)"
    );
    assert!(
        false_alarms <= 2,
        "{false_alarms} false alarms in 200 traces"
    );
    assert_eq!(detected, 200);
}
