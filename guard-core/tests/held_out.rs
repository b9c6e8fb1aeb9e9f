//! The held-out corpora (`tests/fixtures/held-out/`): blind corpora written by helpers who
//! never saw the rules, kept out of the tuned fixtures so they keep telling what to expect on
//! unseen text. This test checks that every file is well formed and that the dangerous
//! errors stay rare on each (a constraint read as narrative, a changed rewrite accepted);
//! run with `--nocapture` to see each file's recall and precision. Precision is printed, not
//! asserted: refusing a faithful rewrite costs a re-injection, not a lost rule.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use guard_core::classify::{SpanKind, classify};
use guard_core::polarity::check_rewrite;
use serde::Deserialize;

mod classifier_support;
use classifier_support::Confusion;
mod rewrite_pairs;
use rewrite_pairs::Pair;

/// The least recall any held-out file may show, for spans (constraints found) and for pairs
/// (changed rewrites refused), but for the files in [`LOWER_FLOORS`]. The lowest at the end of
/// session 70 among the files it holds was 0.863 (`s69-rewrites.jsonl`; `s67-rewrites.jsonl`
/// 0.875, `s68-rewrites.jsonl` 0.912). The s69 spans, held out under it at 0.833, were lifted to
/// 0.892 in session 70 and joined the bundled corpus.
const RECALL_FLOOR: f64 = 0.85;

/// Files held out before their recall reached [`RECALL_FLOOR`], each with the floor it keeps
/// until it does: the lowest its recall may fall to, a few items under what it shows.
/// Session 70's corpora were held out at 0.792 (spans) and 0.800 (pairs) after their round
/// (0.642 and 0.750 at first contact): their missed constraints (kept states said with no cue,
/// dialect) and accepted changes (an original whose rule is not read) are the next work.
const LOWER_FLOORS: &[(&str, f64)] = &[("s70-spans.jsonl", 0.78), ("s70-rewrites.jsonl", 0.79)];

/// The floor the file named `name` keeps.
fn recall_floor(name: &str) -> f64 {
    LOWER_FLOORS
        .iter()
        .find(|(file, _)| *file == name)
        .map_or(RECALL_FLOOR, |&(_, floor)| floor)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Span {
    id: String,
    text: String,
    label: String,
    category: String,
}

/// Every held-out file, in name order.
fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/held-out");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    files
}

/// The file's records, each line parsed (the panic names the file and line).
fn records<T: for<'de> Deserialize<'de>>(path: &Path) -> Vec<T> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            serde_json::from_str(l).unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), n + 1))
        })
        .collect()
}

/// A spans file holds `text`; a pairs file `original` and `rewrite`.
fn is_spans_file(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.contains("spans"))
}

/// Each id once; `what` names the file in the panic.
fn assert_unique<'a>(ids: impl Iterator<Item = &'a str>, what: &Path) {
    let mut seen = HashSet::new();
    for id in ids {
        assert!(seen.insert(id), "{}: id {id} twice", what.display());
    }
}

#[test]
fn held_out_files_are_well_formed_and_dangerous_errors_stay_rare() {
    let files = files();
    assert!(!files.is_empty(), "no held-out files");
    for (file, floor) in LOWER_FLOORS {
        assert!(
            *floor < RECALL_FLOOR && files.iter().any(|p| p.ends_with(file)),
            "LOWER_FLOORS: {file} must be a held-out file with a floor under {RECALL_FLOOR}"
        );
    }
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let mut confusion = Confusion::default();
        if is_spans_file(path) {
            let spans: Vec<Span> = records(path);
            assert_unique(spans.iter().map(|s| s.id.as_str()), path);
            for s in &spans {
                assert!(
                    matches!(s.label.as_str(), "constraint" | "narrative")
                        && !s.category.is_empty(),
                    "{name}: {} has label {:?}, category {:?}",
                    s.id,
                    s.label,
                    s.category
                );
                let said = classify(&s.text).kind == SpanKind::Constraint;
                confusion.add(s.label == "constraint", said);
            }
            confusion.print(name, "constraint", "narrative");
        } else {
            let pairs: Vec<Pair> = records(path);
            assert_unique(pairs.iter().map(|p| p.id.as_str()), path);
            for p in &pairs {
                assert!(!p.category.is_empty(), "{name}: {} has no category", p.id);
                let said = check_rewrite(&p.original, &p.rewrite).polarity_changed();
                confusion.add(p.changed, said);
            }
            confusion.print(name, "changed", "faithful");
        }
        assert!(
            confusion.tp + confusion.fn_ > 0 && confusion.fp + confusion.tn > 0,
            "{name}: both labels must occur"
        );
        let floor = recall_floor(name);
        assert!(
            confusion.recall() >= floor,
            "{name}: recall {:.3} under {floor} ({} of {} missed); run with --nocapture",
            confusion.recall(),
            confusion.fn_,
            confusion.tp + confusion.fn_
        );
    }
}
