//! Decision latency per span on a 10,000-span window of 300-byte spans.
//!
//! `cargo bench -p guard-core --bench decision`. `check_drop` / `check_rewrite` run the whole
//! decision (flushed, the four refusals, budget, tau) without editing, on narrative spans;
//! `refusal` measures the cost of building a refusal (a constraint with only a memory copy);
//! `check_rewrite_constraint` is an accepted faithful rewrite of a 270-byte constraint span with a
//! durable SQLite copy, where the polarity check compares every rule of both texts;
//! `check_rewrite_merge` is one such rewrite replacing four of those spans at once (the rewrite
//! is read once and compared with each).

mod common;
#[path = "common/rules_pair.rs"]
mod rules_pair;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use guard_core::{
    GuardedWindow, MemoryStore, RetentionPolicy, Score, SpanId, SqliteStore, VerbatimStore,
};

const SPANS: usize = 10_000;

/// A window over `store` holding `texts`, every span scored in turn 1 and flushed, now in turn 2.
fn scored_window<S: VerbatimStore>(
    store: S,
    texts: impl Iterator<Item = String>,
) -> (GuardedWindow<S>, Vec<(SpanId, Score)>) {
    let mut window = GuardedWindow::new(store, RetentionPolicy::default());
    let ids: Vec<SpanId> = texts.map(|text| window.push(text)).collect();
    let scored = ids.iter().map(|id| (*id, window.score(*id, 0.2))).collect();
    window.flush().unwrap();
    window.next_turn();
    (window, scored)
}

fn decision(c: &mut Criterion) {
    let texts = (0..SPANS).map(|i| common::span_300(i as u64));
    let (mut window, scored) = scored_window(MemoryStore::new(), texts);
    let rewrite = common::span_300(SPANS as u64 + 1);
    let mut group = c.benchmark_group("decision_10k_window_300b_span");
    let mut i = 0;
    group.bench_function("check_drop", |b| {
        b.iter(|| {
            i = (i + 7919) % SPANS;
            let (id, score) = &scored[i];
            black_box(window.check_drop(*id, score).unwrap())
        })
    });
    group.bench_function("check_rewrite", |b| {
        b.iter(|| {
            i = (i + 7919) % SPANS;
            let (id, score) = &scored[i];
            window
                .check_rewrite(&[*id], black_box(&rewrite), score)
                .unwrap();
        })
    });
    let rule = window.push("Do not call the payments API without an idempotency key.");
    window.flush().unwrap();
    let rule_score = window.score(rule, 0.1);
    window.next_turn();
    group.bench_function("refusal", |b| {
        b.iter(|| black_box(window.check_drop(rule, &rule_score).unwrap_err()))
    });

    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(dir.path().join("decision.db")).unwrap();
    let texts = (0..SPANS).map(|_| rules_pair::CONSTRAINT.to_owned());
    let (window, scored) = scored_window(store, texts);
    group.bench_function("check_rewrite_constraint", |b| {
        b.iter(|| {
            i = (i + 7919) % SPANS;
            let (id, score) = &scored[i];
            window
                .check_rewrite(&[*id], black_box(rules_pair::FAITHFUL), score)
                .unwrap();
        })
    });
    let ids: Vec<SpanId> = scored.iter().map(|(id, _)| *id).collect();
    group.bench_function("check_rewrite_merge", |b| {
        b.iter(|| {
            i = (i + 7919) % (SPANS - 3);
            window
                .check_rewrite(
                    &ids[i..i + 4],
                    black_box(rules_pair::FAITHFUL),
                    &scored[i].1,
                )
                .unwrap();
        })
    });
    group.finish();
}

criterion_group!(benches, decision);
criterion_main!(benches);
