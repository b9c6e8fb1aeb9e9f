//! Throughput of the classifier and the polarity check on a deterministic corpus of realistic
//! 50-400 byte spans (the generator shared with the `bench_corpus` example), in bytes and in
//! spans per second, plus one 1 MB window classified as a single text.
//!
//! `cargo bench -p guard-core --bench classify`

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use guard_core::classify::{SpanKind, classify, seven_marker_sketch};
use guard_core::polarity::check_rewrite;
use std::hint::black_box;

#[path = "../examples/bench_corpus/corpus.rs"]
mod corpus;

/// The seed shared with the `bench_corpus` example.
const SEED: u64 = 2026;
const SPANS: usize = 2_000;

fn bench(c: &mut Criterion) {
    let spans = corpus::spans(SEED, SPANS);
    let bytes: u64 = spans.iter().map(|s| s.len() as u64).sum();
    let mut rng = corpus::Rng::new(SEED + 1);
    let pairs: Vec<(String, String)> = spans
        .iter()
        .map(|s| (s.clone(), corpus::rewrite(s, &mut rng)))
        .collect();
    let pair_bytes: u64 = pairs.iter().map(|(a, b)| (a.len() + b.len()) as u64).sum();

    let mut group = c.benchmark_group("classify");
    for (unit, throughput) in [
        ("bytes", Throughput::Bytes(bytes)),
        ("spans", Throughput::Elements(SPANS as u64)),
    ] {
        group.throughput(throughput);
        group.bench_function(BenchmarkId::new("retention_guard", unit), |b| {
            b.iter(|| {
                spans
                    .iter()
                    .map(|s| classify(black_box(s)).cues.len())
                    .sum::<usize>()
            })
        });
        group.bench_function(BenchmarkId::new("seven_marker_sketch", unit), |b| {
            b.iter(|| {
                spans
                    .iter()
                    .filter(|s| seven_marker_sketch(black_box(s)) == SpanKind::Constraint)
                    .count()
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("check_rewrite");
    for (unit, throughput) in [
        ("bytes", Throughput::Bytes(pair_bytes)),
        ("pairs", Throughput::Elements(SPANS as u64)),
    ] {
        group.throughput(throughput);
        group.bench_function(unit, |b| {
            b.iter(|| {
                pairs
                    .iter()
                    .filter(|(o, r)| check_rewrite(black_box(o), black_box(r)).polarity_changed())
                    .count()
            })
        });
    }
    group.finish();

    // One 1 MB window: the spans joined as paragraphs.
    let mut window = String::with_capacity(1 << 20);
    let mut i = 0;
    while window.len() < 1 << 20 {
        window.push_str(&spans[i % spans.len()]);
        window.push_str("\n\n");
        i += 1;
    }
    let mut group = c.benchmark_group("window_1mb");
    group.throughput(Throughput::Bytes(window.len() as u64));
    group.sample_size(20);
    group.bench_function("classify", |b| {
        b.iter(|| classify(black_box(&window)).cues.len())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
