//! Writes the benchmark corpus as JSON lines, and times the classifier on a JSON-lines file.
//!
//! ```text
//! cargo run --release -p guard-core --example bench_corpus -- write 100000 > corpus.jsonl
//! cargo run --release -p guard-core --example bench_corpus -- time corpus.jsonl
//! cargo run --release -p guard-core --example bench_corpus -- window corpus.jsonl
//! ```
//!
//! `write N` prints N spans as `{"id": i, "text": ...}` lines (the same generator and seed as
//! the criterion bench); `pairs N` prints N `{"id", "original", "rewrite"}` lines for
//! `check-rewrite`. `time FILE` loads the texts of FILE, classifies them all (best of five
//! passes, parsing excluded) and prints `bytes seconds MB/s` on one line. `window FILE` joins
//! the texts of FILE as paragraphs into one window of at least 1 MiB (as the criterion
//! bench's `window_1mb` does), classifies it as one text (best of 20 runs) and prints
//! `bytes milliseconds MB/s`.

mod corpus;

use std::io::{BufRead, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

/// The seed shared with `benches/classify.rs`.
const SEED: u64 = 2026;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["write", n] => match n.parse::<usize>() {
            Ok(n) => write(n),
            Err(_) => usage("N must be a number of spans"),
        },
        ["pairs", n] => match n.parse::<usize>() {
            Ok(n) => pairs(n),
            Err(_) => usage("N must be a number of pairs"),
        },
        ["time", file] => time(file),
        ["window", file] => window(file),
        _ => usage("expected `write N`, `pairs N`, `time FILE` or `window FILE`"),
    }
}

fn usage(why: &str) -> ExitCode {
    eprintln!(
        "error: {why}\nusage: bench_corpus write N | bench_corpus pairs N | bench_corpus time FILE | bench_corpus window FILE"
    );
    ExitCode::from(2)
}

fn write(n: usize) -> ExitCode {
    let lines = corpus::spans(SEED, n)
        .into_iter()
        .enumerate()
        .map(|(id, text)| serde_json::json!({ "id": id, "text": text }));
    print_lines(lines)
}

fn pairs(n: usize) -> ExitCode {
    let mut rng = corpus::Rng::new(SEED + 1);
    let lines: Vec<serde_json::Value> = corpus::spans(SEED, n)
        .into_iter()
        .enumerate()
        .map(|(id, original)| {
            let rewrite = corpus::rewrite(&original, &mut rng);
            serde_json::json!({ "id": id, "original": original, "rewrite": rewrite })
        })
        .collect();
    print_lines(lines.into_iter())
}

fn print_lines(lines: impl Iterator<Item = serde_json::Value>) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            return ExitCode::from(2);
        }
    }
    if out.flush().is_err() {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

/// The texts of the JSON-lines file `file`, or the error to print.
fn read_texts(file: &str) -> Result<Vec<String>, String> {
    let reader = match std::fs::File::open(file) {
        Ok(f) => std::io::BufReader::new(f),
        Err(e) => return Err(format!("cannot read {file}: {e}")),
    };
    let mut texts = Vec::new();
    for (n, line) in reader.lines().enumerate() {
        let parsed = line
            .ok()
            .and_then(|l| serde_json::from_str::<serde_json::Value>(&l).ok());
        match parsed.as_ref().and_then(|v| v["text"].as_str()) {
            Some(t) => texts.push(t.to_string()),
            None => return Err(format!("{file}:{}: not a {{\"text\": ...}} line", n + 1)),
        }
    }
    Ok(texts)
}

fn time(file: &str) -> ExitCode {
    let texts = match read_texts(file) {
        Ok(texts) => texts,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let bytes: usize = texts.iter().map(String::len).sum();
    let mut best = f64::INFINITY;
    let mut constraints = 0;
    for _ in 0..5 {
        let start = Instant::now();
        constraints = texts
            .iter()
            .filter(|t| {
                guard_core::classify::classify(t).kind == guard_core::classify::SpanKind::Constraint
            })
            .count();
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!("{bytes} {best:.6} {:.1}", bytes as f64 / best / 1e6);
    eprintln!("{} spans, {constraints} constraints", texts.len());
    ExitCode::SUCCESS
}

fn window(file: &str) -> ExitCode {
    let texts = match read_texts(file) {
        Ok(texts) if !texts.is_empty() => texts,
        Ok(_) => {
            eprintln!("error: {file} holds no text");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    // The texts joined as paragraphs, as `benches/classify.rs` builds its `window_1mb`.
    let mut window = String::with_capacity(1 << 20);
    for text in texts.iter().cycle() {
        if window.len() >= 1 << 20 {
            break;
        }
        window.push_str(text);
        window.push_str("\n\n");
    }
    let mut best = f64::INFINITY;
    let mut cues = 0;
    for _ in 0..20 {
        let start = Instant::now();
        cues = guard_core::classify::classify(&window).cues.len();
        best = best.min(start.elapsed().as_secs_f64());
    }
    let bytes = window.len();
    println!("{bytes} {:.3} {:.1}", best * 1e3, bytes as f64 / best / 1e6);
    eprintln!("one window, {cues} cues");
    ExitCode::SUCCESS
}
