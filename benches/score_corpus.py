#!/usr/bin/env python3
"""Score a labelled corpus with a build of `cargo-guard-lint`, or compare two builds on it.

A spans file holds JSON lines {"id", "text", "label": "constraint" | "narrative"}; a pairs file
{"id", "original", "rewrite", "changed": true | false} (the fixtures' shapes, extra fields
ignored). The positive class is a constraint for spans and a changed rewrite for pairs.

    python3 benches/score_corpus.py BIN FILE...            # recall and precision per file
    python3 benches/score_corpus.py BIN FILE... -v         # and every miss and false alarm
    python3 benches/score_corpus.py BIN FILE... --against OLD_BIN
                                                           # the verdicts that moved since OLD_BIN

BIN is a built binary, e.g. target/release/cargo-guard-lint (`cargo build --release -p
guard-lint`).
"""
import argparse
import json
import subprocess
import sys


def read_records(path):
    """The file's records; exits naming the file and line on a bad one."""
    records = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as e:
                sys.exit(f"{path}:{n}: not JSON: {e}")
    return records


def verdicts(binary, records, pairs):
    """The binary's verdict per id: True for a constraint or a changed rewrite."""
    if pairs:
        command = "check-rewrite"
        lines = (json.dumps({"id": r["id"], "original": r["original"], "rewrite": r["rewrite"]})
                 for r in records)
    else:
        command = "classify"
        lines = (json.dumps({"id": r["id"], "text": r["text"]}) for r in records)
    done = subprocess.run([binary, "guard-lint", command], input="\n".join(lines) + "\n",
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{binary} guard-lint {command} failed: {done.stderr}")
    said = {}
    for line in done.stdout.splitlines():
        answer = json.loads(line)
        said[answer["id"]] = answer["polarity_changed"] if pairs else answer["kind"] == "constraint"
    return said


def truth(record, pairs):
    return record["changed"] if pairs else record["label"] == "constraint"


def shown(record, pairs):
    if pairs:
        return f"{record['original']!r} -> {record['rewrite']!r}"
    return repr(record["text"])


def score(path, records, pairs, said, verbose):
    tp = fp = fn = tn = 0
    wrong = []
    for r in records:
        t, s = truth(r, pairs), said[r["id"]]
        tp += t and s
        fn += t and not s
        fp += s and not t
        tn += not t and not s
        if t != s:
            wrong.append(("MISSED" if t else "FALSE ALARM", r))
    recall = tp / (tp + fn) if tp + fn else 1.0
    precision = tp / (tp + fp) if tp + fp else 1.0
    kind = "pairs" if pairs else "spans"
    print(f"{path}: {len(records)} {kind}, recall {recall:.3f}, precision {precision:.3f} "
          f"(tp {tp}, fn {fn}, fp {fp}, tn {tn})")
    if verbose:
        for tag, r in wrong:
            print(f"  {tag} {r['id']}: {shown(r, pairs)}")


def compare(path, records, pairs, old, new):
    fixed = broken = 0
    for r in records:
        if old[r["id"]] == new[r["id"]]:
            continue
        right = new[r["id"]] == truth(r, pairs)
        fixed += right
        broken += not right
        print(f"{'FIXED' if right else 'BROKEN'} {path} {r['id']}: {shown(r, pairs)}")
    print(f"{path}: {fixed} fixed, {broken} broken")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("files", nargs="+")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--against", metavar="OLD_BIN")
    args = parser.parse_args()
    for path in args.files:
        records = read_records(path)
        if not records:
            print(f"{path}: empty")
            continue
        pairs = "original" in records[0]
        said = verdicts(args.binary, records, pairs)
        if args.against:
            compare(path, records, pairs, verdicts(args.against, records, pairs), said)
        else:
            score(path, records, pairs, said, args.verbose)


if __name__ == "__main__":
    main()
