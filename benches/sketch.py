#!/usr/bin/env python3
"""The design note's seven-marker classifier, timed on a JSON-lines corpus.

usage: sketch.py loop FILE    time the pure classify loop over the texts (parsing excluded)
       sketch.py jsonl FILE   time the same work as `cargo guard-lint classify FILE`:
                              read JSON lines, classify, write one JSON line per input
Prints `bytes seconds MB/s` (best of five runs; MB = 10^6 bytes of span text).
"""
import json
import os
import sys
import time

# From the design note (retention-rewrite-collision.md), unchanged.
CONSTRAINT_MARKERS = ("do not", "must", "never", "without", "at most", "at least", "only if")


def classify(span: str) -> str:
    low = span.lower()
    if any(m in low for m in CONSTRAINT_MARKERS):
        return "constraint"
    return "narrative"


def texts_of(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line)["text"] for line in f if line.strip()]


def time_loop(path):
    texts = texts_of(path)
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for t in texts:
            classify(t)
        best = min(best, time.perf_counter() - start)
    return sum(len(t.encode("utf-8")) for t in texts), best


def time_jsonl(path):
    best = float("inf")
    size = sum(len(t.encode("utf-8")) for t in texts_of(path))
    for _ in range(5):
        start = time.perf_counter()
        with open(path, encoding="utf-8") as f, open(os.devnull, "w") as out:
            for line in f:
                if not line.strip():
                    continue
                span = json.loads(line)
                out.write(json.dumps({"id": span["id"], "kind": classify(span["text"]), "cues": []}) + "\n")
        best = min(best, time.perf_counter() - start)
    return size, best


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("loop", "jsonl"):
        sys.exit(__doc__)
    size, seconds = (time_loop if sys.argv[1] == "loop" else time_jsonl)(sys.argv[2])
    print(f"{size} {seconds:.6f} {size / seconds / 1e6:.1f}")


if __name__ == "__main__":
    main()
