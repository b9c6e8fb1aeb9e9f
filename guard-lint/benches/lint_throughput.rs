//! Lint throughput against a bare `syn::parse_file` pass over the same files, in one run.
//!
//! The corpus is the source of every dependency of this workspace, found through
//! `cargo metadata` (so it is present on every machine that built the project). Each pass runs
//! in a child process of this binary, so its peak memory (VmHWM) is its own; each is repeated
//! and the fastest run is kept. Run with:
//!
//! ```text
//! cargo bench -p guard-lint --bench lint_throughput
//! ```
//!
//! Environment: `GUARD_BENCH_RUNS` (repetitions, default 3).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use guard_lint::analysis::{AnalysisConfig, analyze_file};
use guard_lint::discovery::{loose, walk_rust_files};
use guard_lint::engine::lint_discovered;
use guard_lint::parse::{FileAnalysis, FileContext, PARSE_STACK_BYTES, parse_all};
use rayon::prelude::*;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.iter().position(|a| a == "--pass") {
        Some(i) => child(&args[i + 1..]),
        None => parent(),
    }
}

/// Measure every (pass, threads) combination in child processes and print the table.
fn parent() {
    let files = corpus();
    let bytes: u64 = files
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok())
        .map(|m| m.len())
        .sum();
    let list = std::env::temp_dir().join(format!("guard-lint-bench-{}.txt", std::process::id()));
    let text: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    std::fs::write(&list, text.join("\n")).expect("write the file list");
    // Warm the page cache so the first measured pass does not pay for disk reads.
    for file in &files {
        let _ = std::fs::read(file);
    }
    let runs: usize = std::env::var("GUARD_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    println!(
        "corpus: {} files, {:.1} MB (dependency sources from cargo metadata); best of {runs} runs",
        files.len(),
        bytes as f64 / 1e6
    );
    println!(
        "{:<28} {:>8} {:>10} {:>9} {:>12} {:>12}",
        "pass", "threads", "time (s)", "files/s", "MB/s", "peak RSS MB"
    );
    const PASSES: [&str; 3] = ["bare-parse", "parse-and-analyse", "lint"];
    for threads in [1usize, 2] {
        // Runs interleave the passes, so a burst of load from elsewhere hits all of them
        // alike; the fastest run of each pass is kept.
        let mut best = [f64::INFINITY; 3];
        let mut peak = [0u64; 3];
        for _ in 0..runs {
            for (i, pass) in PASSES.iter().enumerate() {
                let (secs, hwm_kb) = run_child(pass, threads, &list);
                best[i] = best[i].min(secs);
                peak[i] = peak[i].max(hwm_kb);
            }
        }
        for (i, label) in [
            "bare syn::parse_file",
            "parse + shared analysis",
            "full lint (with call graph)",
        ]
        .iter()
        .enumerate()
        {
            println!(
                "{:<28} {:>8} {:>10.3} {:>9.0} {:>12.1} {:>12.1}",
                label,
                threads,
                best[i],
                files.len() as f64 / best[i],
                bytes as f64 / 1e6 / best[i],
                peak[i] as f64 / 1024.0
            );
        }
        println!(
            "ratio lint / bare parse, {threads} thread(s): {:.2}x (parse + analysis alone: {:.2}x)",
            best[2] / best[0],
            best[1] / best[0]
        );
    }
    let _ = std::fs::remove_file(&list);
}

fn run_child(pass: &str, threads: usize, list: &Path) -> (f64, u64) {
    let exe = std::env::current_exe().expect("own path");
    let output = Command::new(exe)
        .args(["--pass", pass, &threads.to_string()])
        .arg(list)
        .output()
        .expect("run the measuring child");
    assert!(
        output.status.success(),
        "child failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let line = String::from_utf8_lossy(&output.stdout);
    let mut parts = line.split_whitespace();
    let secs = parts.next().and_then(|s| s.parse().ok()).expect("seconds");
    let hwm = parts.next().and_then(|s| s.parse().ok()).expect("peak kB");
    (secs, hwm)
}

/// `--pass NAME THREADS LIST`: run one pass, print "seconds peak_kB".
fn child(args: &[String]) {
    let pass = args[0].as_str();
    let threads: usize = args[1].parse().expect("thread count");
    let files: Vec<PathBuf> = std::fs::read_to_string(&args[2])
        .expect("read the file list")
        .lines()
        .map(PathBuf::from)
        .collect();
    let start = Instant::now();
    match pass {
        "bare-parse" => bare_parse(&files, threads),
        "parse-and-analyse" => {
            let discovered = loose(PathBuf::from("/"), files);
            let (parsed, _) =
                parse_all(&discovered, threads, &|_| false, &AnalyseOnly).expect("thread pool");
            std::hint::black_box(parsed.iter().map(|p| p.facts).sum::<usize>());
        }
        "lint" => {
            let discovered = loose(PathBuf::from("/"), files);
            let report = lint_discovered(&discovered, threads, &[]).expect("lint the corpus");
            std::hint::black_box(report.findings.len());
        }
        other => panic!("unknown pass {other}"),
    }
    let secs = start.elapsed().as_secs_f64();
    println!("{secs} {}", peak_rss_kb());
}

/// The shared analysis alone, without the call graph.
struct AnalyseOnly;

impl FileAnalysis for AnalyseOnly {
    type Facts = usize;
    fn analyze(&self, file: &syn::File, context: &FileContext) -> usize {
        analyze_file(file, &context.module_path, &AnalysisConfig::default())
            .functions
            .len()
    }
}

/// Read, parse and drop every file, on the same kind of thread pool the linter uses.
fn bare_parse(files: &[PathBuf], threads: usize) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(PARSE_STACK_BYTES)
        .build()
        .expect("thread pool");
    let parsed: usize = pool.install(|| {
        files
            .par_iter()
            .map(|file| {
                let ok = std::fs::read_to_string(file)
                    .ok()
                    .and_then(|text| syn::parse_file(&text).ok())
                    .map_or(0, |ast| std::hint::black_box(ast.items.len()).min(1));
                proc_macro2::extra::invalidate_current_thread_spans();
                ok
            })
            .sum()
    });
    std::hint::black_box(parsed);
}

/// Peak resident set size of this process, from /proc/self/status (0 where unavailable).
fn peak_rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse().ok())
        })
        .unwrap_or(0)
}

/// Every `.rs` file of every non-workspace package in this workspace's dependency graph.
fn corpus() -> Vec<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    let metadata = cargo_metadata::MetadataCommand::new()
        .manifest_path(&manifest)
        .exec()
        .expect("cargo metadata for the workspace");
    let mut files = Vec::new();
    for package in &metadata.packages {
        if metadata.workspace_members.contains(&package.id) {
            continue;
        }
        let dir = package.manifest_path.parent().expect("manifest dir");
        files.extend(walk_rust_files(dir.as_std_path()));
    }
    files.sort();
    files.dedup();
    files
}
