#!/usr/bin/env bash
# Times retention-guard's classifier against the design note's seven-marker Python sketch on
# the same generated corpus, in one run, and prints the ratios.
#
#   benches/classifier_vs_sketch.sh [SPANS]     (default 100000 spans, about 25 MB)
#
# Four figures, each the best of several runs, MB = 10^6 bytes of span text:
#   sketch loop    python: classify() over the texts already in memory
#   sketch jsonl   python: read JSON lines, classify, write JSON lines (the CLI's job)
#   ours loop      guard_core::classify over the texts in memory (release build, one core)
#   ours cli       `cargo-guard-lint classify FILE > /dev/null` (release build, wall clock)
set -euo pipefail
cd "$(dirname "$0")/.."
spans="${1:-100000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cargo build -q --release -p guard-core --example bench_corpus
cargo build -q --release -p guard-lint --bin cargo-guard-lint
bin=target/release
corpus="$work/corpus.jsonl"
"$bin/examples/bench_corpus" write "$spans" > "$corpus"

read -r bytes sketch_loop_s sketch_loop < <(python3 benches/sketch.py loop "$corpus")
read -r _ sketch_jsonl_s sketch_jsonl < <(python3 benches/sketch.py jsonl "$corpus")
read -r _ ours_loop_s ours_loop < <("$bin/examples/bench_corpus" time "$corpus" 2>/dev/null)

best=""
for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    "$bin/cargo-guard-lint" classify "$corpus" > /dev/null
    elapsed=$(( $(date +%s%N) - start ))
    if [[ -z "$best" || "$elapsed" -lt "$best" ]]; then best=$elapsed; fi
done
ours_cli=$(python3 -c "print(f'{$bytes / ($best / 1e9) / 1e6:.1f}')")

ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }
echo "corpus: $spans spans, $bytes bytes of text"
printf '%-34s %10s MB/s\n' "sketch (python, classify loop)" "$sketch_loop" \
    "sketch (python, JSON lines in/out)" "$sketch_jsonl" \
    "retention-guard (in-process)" "$ours_loop" \
    "retention-guard (CLI, JSON lines)" "$ours_cli"
echo "ratio in-process  (ours / sketch loop):  $(ratio "$ours_loop" "$sketch_loop")x"
echo "ratio through CLI (ours CLI / sketch JSON): $(ratio "$ours_cli" "$sketch_jsonl")x"
