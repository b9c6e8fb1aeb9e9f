//! Recall and precision of the polarity check on the labelled rewrite corpus
//! (`tests/fixtures/rewrites.jsonl`), beside the design note's approach (a rewrite is unsafe
//! when the seven-marker sketch calls the original a constraint and the rewrite narrative).
//! Run with `--nocapture` to see the confusion tables.

use std::collections::BTreeMap;

use guard_core::classify::{SpanKind, seven_marker_sketch};
use guard_core::polarity::check_rewrite;

mod classifier_support;
use classifier_support::Confusion;
mod rewrite_pairs;
use rewrite_pairs::Pair;

fn corpus() -> Vec<Pair> {
    include_str!("fixtures/rewrites.jsonl")
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            serde_json::from_str(l).unwrap_or_else(|e| panic!("rewrites.jsonl:{}: {e}", n + 1))
        })
        .collect()
}

#[test]
fn corpus_is_large_and_covers_every_change_and_faithful_kind() {
    let pairs = corpus();
    assert!(pairs.len() >= 250, "{} pairs", pairs.len());
    let categories: std::collections::BTreeSet<&str> =
        pairs.iter().map(|p| p.category.as_str()).collect();
    for needed in [
        "prohibition_to_mention",
        "modality_weakened",
        "never_to_seldom",
        "bound_to_approximation",
        "bound_value_changed",
        "bound_direction_changed",
        "unit_changed",
        "date_changed",
        "negation_dropped",
        "negation_added",
        "condition_dropped",
        "condition_added",
        "scope_changed",
        "constraint_deleted",
        "faithful_negation_forms",
        "faithful_without_abbrev",
        "faithful_number_words",
        "faithful_bound_phrasing",
        "faithful_reorder",
        "faithful_telegraphic",
        "faithful_narrative_summary",
    ] {
        assert!(categories.contains(needed), "no pair of category {needed}");
    }
}

#[test]
fn every_reported_change_quotes_both_sides_from_the_texts() {
    for p in corpus() {
        for c in check_rewrite(&p.original, &p.rewrite).changes {
            assert!(!c.what.is_empty());
            if let Some(r) = &c.original_range {
                assert_eq!(&p.original[r.clone()], c.original, "{}", p.id);
            }
            if let Some(r) = &c.rewrite_range {
                assert_eq!(&p.rewrite[r.clone()], c.rewrite, "{}", p.id);
            }
            assert!(
                !c.original.is_empty() || !c.rewrite.is_empty(),
                "{}: {c:?}",
                p.id
            );
        }
    }
}

#[test]
fn polarity_check_meets_recall_and_precision_targets() {
    let pairs = corpus();
    let mut ours = Confusion::default();
    let mut sketch = Confusion::default();
    let mut per_category: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    for p in &pairs {
        let report = check_rewrite(&p.original, &p.rewrite);
        let said = report.polarity_changed();
        ours.add(p.changed, said);
        let sketch_said = seven_marker_sketch(&p.original) == SpanKind::Constraint
            && seven_marker_sketch(&p.rewrite) == SpanKind::Narrative;
        sketch.add(p.changed, sketch_said);
        let entry = per_category.entry(&p.category).or_default();
        entry.1 += 1;
        if said == p.changed {
            entry.0 += 1;
        } else {
            let changes: Vec<String> = report
                .changes
                .iter()
                .map(|c| format!("{}: {:?} -> {:?}", c.what, c.original, c.rewrite))
                .collect();
            wrong.push(format!(
                "  {} (changed={}) {:?}\n      {:?}\n   -> {:?}",
                p.id, p.changed, changes, p.original, p.rewrite
            ));
        }
    }
    ours.print("retention-guard polarity check", "changed", "faithful");
    sketch.print(
        "seven-marker sketch (constraint became narrative)",
        "changed",
        "faithful",
    );
    println!("per category (correct/total):");
    for (cat, (ok, n)) in &per_category {
        println!("  {cat:<28} {ok}/{n}");
    }
    // The targets: recall 0.95 and precision 0.90 (0.906 on the 4,524 pairs the
    // fixtures hold after session 17; the faithful rewrites the check still refuses are kept
    // in the fixtures, not left out).
    assert!(
        ours.recall() >= 0.95 && ours.precision() >= 0.90,
        "recall {:.3} (target 0.95), precision {:.3} (target 0.90); misjudged:\n{}",
        ours.recall(),
        ours.precision(),
        wrong.join("\n")
    );
}
