//! Recall and precision of the constraint classifier on the labelled span corpus
//! (`tests/fixtures/spans.jsonl`), beside the design note's seven-marker sketch on the same
//! spans. Run with `--nocapture` to see the confusion tables.

use std::collections::BTreeMap;

use guard_core::classify::{SpanKind, classify, seven_marker_sketch};
use serde::Deserialize;

mod classifier_support;
use classifier_support::Confusion;

#[derive(Deserialize)]
struct Labelled {
    id: String,
    text: String,
    label: String,
    category: String,
}

fn corpus() -> Vec<Labelled> {
    let raw = include_str!("fixtures/spans.jsonl");
    raw.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            serde_json::from_str(l).unwrap_or_else(|e| panic!("spans.jsonl:{}: {e}", n + 1))
        })
        .collect()
}

#[test]
fn corpus_is_large_balanced_and_covers_the_categories() {
    let spans = corpus();
    let constraints = spans.iter().filter(|s| s.label == "constraint").count();
    let narrative = spans.iter().filter(|s| s.label == "narrative").count();
    assert!(spans.len() >= 400, "{} spans", spans.len());
    assert!(
        constraints.abs_diff(narrative) * 5 <= spans.len(),
        "{constraints} vs {narrative}"
    );
    assert!(
        spans
            .iter()
            .all(|s| s.label == "constraint" || s.label == "narrative")
    );
    let categories: std::collections::BTreeSet<&str> =
        spans.iter().map(|s| s.category.as_str()).collect();
    for needed in [
        "imperative_bare",
        "imperative_polite",
        "imperative_hortative",
        "imperative_always_never",
        "imperative_elided",
        "negated_action",
        "deontic_modal",
        "prohibition",
        "numeric_bound",
        "conditional",
        "limit_statement",
        "permission",
        "revocation",
        "reported_constraint",
        "buried_constraint",
        "markdown",
        "all_caps",
        "unreadable_text",
        "epistemic_modal",
        "idiom",
        "past_rule",
        "measured_quantity",
        "without_result",
        "question",
        "hypothetical",
        "tool_output",
        "log",
        "json",
        "code",
        "quoted_data",
    ] {
        assert!(categories.contains(needed), "no span of category {needed}");
    }
}

#[test]
fn classifier_meets_recall_and_precision_targets() {
    let spans = corpus();
    let mut ours = Confusion::default();
    let mut sketch = Confusion::default();
    let mut per_category: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    for s in &spans {
        let truth = s.label == "constraint";
        let verdict = classify(&s.text);
        let said = verdict.kind == SpanKind::Constraint;
        ours.add(truth, said);
        sketch.add(truth, seven_marker_sketch(&s.text) == SpanKind::Constraint);
        let entry = per_category.entry(&s.category).or_default();
        entry.1 += 1;
        if truth == said {
            entry.0 += 1;
        } else {
            let cues: Vec<String> = verdict
                .cues
                .iter()
                .map(|c| format!("{}:{:?}", c.kind.as_str(), &s.text[c.range.clone()]))
                .collect();
            wrong.push(format!(
                "  {} ({}) said {} {:?}\n      {:?}",
                s.id,
                s.label,
                verdict.kind.as_str(),
                cues,
                s.text
            ));
        }
    }
    ours.print("retention-guard classifier", "constraint", "narrative");
    sketch.print(
        "seven-marker sketch (design note)",
        "constraint",
        "narrative",
    );
    println!("per category (correct/total):");
    for (cat, (ok, n)) in &per_category {
        println!("  {cat:<26} {ok}/{n}");
    }
    assert!(
        ours.recall() >= 0.98 && ours.precision() >= 0.93,
        "recall {:.3} (target 0.98), precision {:.3} (target 0.93); misclassified:\n{}",
        ours.recall(),
        ours.precision(),
        wrong.join("\n")
    );
    // The point of the exercise: the real analysis beats the note's sketch on both counts.
    assert!(ours.recall() > sketch.recall() && ours.precision() > sketch.precision());
}
