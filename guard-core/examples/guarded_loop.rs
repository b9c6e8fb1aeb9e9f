//! The whole guarded loop: score in one turn, decide in the next, get refused, re-inject.
//!
//! Run with `cargo run -p guard-core --example guarded_loop`.

use guard_core::{DropDecision, GuardError, GuardedWindow, RetentionPolicy, SqliteStore};
use miette::{GraphicalReportHandler, GraphicalTheme, Report};

fn main() -> Result<(), Report> {
    let dir = tempfile::tempdir().map_err(|e| miette::miette!("temporary directory: {e}"))?;
    let store = SqliteStore::open(dir.path().join("verbatim.db"))?;
    let mut window = GuardedWindow::new(store, RetentionPolicy::default());

    // Turn 1, a read-only task. Everything the agent sees goes into the window and the store.
    let rule = window.push("Do not call the payments API without an idempotency key.");
    let chatter = window.push("The user said thanks and asked how long the build took.");
    let log = window.push(
        "The build finished on the CI runner this morning and the tests passed after a cache retry.",
    );
    for step in [
        "listed the open invoices",
        "read the ledger",
        "summarised the report",
    ] {
        window.push(format!("The agent {step} for the finance team."));
    }
    window.flush()?;
    // The scorer is conditioned on the read-only task, so the constraint looks irrelevant.
    let scores = [
        window.score(rule, 0.31),
        window.score(chatter, 0.10),
        window.score(log, 0.30),
    ];
    println!(
        "turn {}: scored {} spans, flushed {} verbatim records",
        window.turn(),
        scores.len(),
        window.len()
    );

    // Turn 2: the pruner decides with the turn-1 scores (settled).
    window.next_turn();
    let [rule_score, chatter_score, log_score] = scores;
    if window.drop_span(chatter, &chatter_score)? == DropDecision::Dropped {
        println!("turn 2: dropped {chatter} (score 0.10 < tau 0.35)");
    }
    let summary = window.rewrite(
        &[log],
        "The build took four minutes; the tests passed.",
        &log_score,
    )?;
    println!("turn 2: rewrote {log} into {summary}");
    match window.rewrite(&[rule], "user mentioned API caution", &rule_score) {
        Err(GuardError::Refused(refusal)) => {
            print_refusal(&refusal);
            let resolution = window.resolve(&refusal)?;
            println!(
                "resolved: kept [{}] verbatim (checked against the store), re-injected [{}]\n",
                ids(&resolution.kept),
                ids(&resolution.reinjected)
            );
        }
        other => println!("unexpected: {other:?}"),
    }

    // Turn 3: compressing the summary again is a rewrite-of-rewrite; resolve puts the original back.
    let summary_score = window.score(summary, 0.2);
    window.next_turn();
    match window.rewrite(&[summary], "A build ran.", &summary_score) {
        Err(GuardError::Refused(refusal)) => {
            print_refusal(&refusal);
            let resolution = window.resolve(&refusal)?;
            for id in &resolution.reinjected {
                let span = window.get(*id).expect("re-injected span is in the window");
                println!(
                    "re-injected {id} byte-for-byte from the store: {:?}\n",
                    span.text()
                );
            }
        }
        other => println!("unexpected: {other:?}"),
    }

    println!("window at turn {}:", window.turn());
    for span in window.spans() {
        println!(
            "  {:>4} [{}] {}",
            span.id().to_string(),
            span.kind().as_str(),
            span.text()
        );
    }
    Ok(())
}

fn ids(ids: &[guard_core::SpanId]) -> String {
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn print_refusal(refusal: &guard_core::RetentionInvariantError) {
    let mut out = String::new();
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor());
    match handler.render_report(&mut out, refusal) {
        Ok(()) => println!("{out}"),
        Err(_) => println!("{refusal}"),
    }
}
