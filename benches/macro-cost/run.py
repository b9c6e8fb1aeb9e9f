#!/usr/bin/env python3
"""Measure what #[retention_safe] adds to a clean `cargo build`.

Generates three copies of an agent-like crate with N functions (default 500) in impl blocks:
- `with`: every function annotated with #[retention_safe] (depends on guard-macros);
- `without-attr`: the same code, depending on guard-macros but using no attribute;
- `without`: the same code with no dependency at all.
Each is built from a clean target directory, in turn, in the same run, `--rounds` times; the
medians are printed, as wall-clock seconds and as CPU seconds (user + system of cargo and
rustc: steadier on a shared machine). A last figure isolates the crate itself: dependencies
built once, then only the crate rebuilt.

Usage (from the repository root):
    python3 benches/macro-cost/run.py [--functions 500] [--rounds 3] [--out target/macro-cost]
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Agent-like method bodies: prompt building, model calls, appends, scans, token counting.
# None edits the window destructively, so the annotated crate compiles.
BODIES = [
    """    pub fn turn_{i}(&mut self, user: &str) -> Result<String, AgentError> {{
        self.history.push(Message::user(user));
        let prompt: Vec<String> = self.history.iter().map(|m| m.render()).collect();
        let reply = self.llm.chat(&prompt.join("\\n"))?;
        self.history.push(Message::assistant(&reply));
        Ok(reply)
    }}""",
    """    pub fn tokens_{i}(&self) -> usize {{
        self.history
            .iter()
            .filter(|m| m.role != Role::Tool)
            .map(|m| m.content.split_whitespace().count() + {i} % 7)
            .sum()
    }}""",
    """    pub fn find_constraints_{i}(&self) -> Vec<&Message> {{
        let mut found = Vec::new();
        for message in &self.history {{
            let low = message.content.to_lowercase();
            if low.contains("do not") || low.contains("must") || low.contains("never") {{
                found.push(message);
            }}
        }}
        found
    }}""",
    """    pub fn tool_call_{i}(&mut self, name: &str, args: &[&str]) -> Result<(), AgentError> {{
        let result = match name {{
            "search" => format!("{{}} results for {{}}", {i}, args.join(" ")),
            "read" => args.first().map(|a| a.to_string()).unwrap_or_default(),
            other => return Err(AgentError::UnknownTool(other.to_string())),
        }};
        self.history.push(Message::tool(&result));
        Ok(())
    }}""",
    """    pub fn last_user_{i}(&self) -> Option<&str> {{
        self.history
            .iter()
            .rev()
            .find(|m| m.role == Role::User)
            .map(|m| m.content.as_str())
    }}""",
    """    pub fn plan_{i}(&mut self, goal: &str) -> Result<Vec<String>, AgentError> {{
        let context = self.history.iter().rev().take(8).map(|m| m.render()).collect::<Vec<_>>();
        let reply = self.llm.chat(&format!("Plan for {{goal}} given:\\n{{}}", context.join("\\n")))?;
        let steps: Vec<String> = reply.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect();
        self.history.push(Message::assistant(&format!("{{}} steps", steps.len())));
        Ok(steps)
    }}""",
]

HEADER = """//! Generated agent-like code for the #[retention_safe] compile-time benchmark.
#![allow(dead_code)]
{use_line}
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {{ System, User, Assistant, Tool }}

#[derive(Debug, Clone)]
pub struct Message {{ pub role: Role, pub content: String }}

impl Message {{
    pub fn user(text: &str) -> Self {{ Message {{ role: Role::User, content: text.to_string() }} }}
    pub fn assistant(text: &str) -> Self {{ Message {{ role: Role::Assistant, content: text.to_string() }} }}
    pub fn tool(text: &str) -> Self {{ Message {{ role: Role::Tool, content: text.to_string() }} }}
    pub fn render(&self) -> String {{ format!("{{:?}}: {{}}", self.role, self.content) }}
}}

#[derive(Debug)]
pub enum AgentError {{ UnknownTool(String), Model(String) }}

pub struct Llm;

impl Llm {{
    pub fn chat(&self, prompt: &str) -> Result<String, AgentError> {{
        if prompt.is_empty() {{ Err(AgentError::Model("empty prompt".into())) }} else {{ Ok(format!("ok {{}}", prompt.len())) }}
    }}
}}
"""


def generate(directory: Path, functions: int, annotated: bool, depend: bool) -> None:
    """Write a crate with `functions` methods, spread over impl blocks of 10."""
    if directory.exists():
        shutil.rmtree(directory)
    (directory / "src").mkdir(parents=True)
    dependency = (
        f'guard-macros = {{ path = "{ROOT / "guard-macros"}" }}\n' if depend else ""
    )
    (directory / "Cargo.toml").write_text(
        "[package]\nname = \"macro-cost-agent\"\nversion = \"0.0.0\"\nedition = \"2024\"\n"
        "publish = false\n\n[workspace]\n\n[dependencies]\n" + dependency
    )
    parts = [HEADER.format(use_line="use guard_macros::retention_safe;\n" if annotated else "")]
    attribute = "    #[retention_safe]\n" if annotated else ""
    for block in range((functions + 9) // 10):
        parts.append(
            f"pub struct Agent{block} {{ pub history: Vec<Message>, pub llm: Llm }}\n\n"
            f"impl Agent{block} {{"
        )
        for i in range(block * 10, min(functions, block * 10 + 10)):
            parts.append(attribute + BODIES[i % len(BODIES)].format(i=i) + "\n")
        parts.append("}\n")
    (directory / "src" / "lib.rs").write_text("\n".join(parts))


def cpu_seconds() -> float:
    """User + system CPU time of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build(directory: Path, target: Path, clean: bool) -> tuple[float, float]:
    """(wall, CPU) seconds for `cargo build` of the crate at `directory` into `target`."""
    if clean and target.exists():
        shutil.rmtree(target)
    env = dict(os.environ, CARGO_TARGET_DIR=str(target))
    if not clean:
        subprocess.run(
            ["cargo", "clean", "-q", "-p", "macro-cost-agent"], cwd=directory, env=env, check=True
        )
    cpu_before = cpu_seconds()
    start = time.perf_counter()
    result = subprocess.run(
        ["cargo", "build", "-q", "--offline"], cwd=directory, env=env, capture_output=True, text=True
    )
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"cargo build failed in {directory}:\n{result.stderr}")
    return elapsed, cpu_seconds() - cpu_before


def report(label: str, times: dict, base: str) -> None:
    """Print median wall and CPU times of each variant and their ratio to `base`."""
    for variant, runs in times.items():
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        base_wall = statistics.median(r[0] for r in times[base])
        base_cpu = statistics.median(r[1] for r in times[base])
        print(
            f"{label:<12} {variant:<13} wall {wall:6.2f} s ({wall / base_wall:4.2f}x)   "
            f"cpu {cpu:6.2f} s ({cpu / base_cpu:4.2f}x)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--functions", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=Path, default=ROOT / "target" / "macro-cost")
    args = parser.parse_args()
    if args.functions < 1 or args.rounds < 1:
        sys.exit("--functions and --rounds must be at least 1")

    out = args.out.resolve()
    generate(out / "with", args.functions, annotated=True, depend=True)
    generate(out / "without", args.functions, annotated=False, depend=False)
    generate(out / "without-attr", args.functions, annotated=False, depend=True)

    variants = ("without", "without-attr", "with")
    clean = {variant: [] for variant in variants}
    for _ in range(args.rounds):
        for variant in variants:
            clean[variant].append(build(out / variant, out / f"{variant}-target", clean=True))

    # The crate alone: dependencies built once, then only the crate rebuilt.
    shared = out / "shared-target"
    build(out / "with", shared, clean=True)
    crate_only = {"without-attr": [], "with": []}
    for _ in range(args.rounds):
        for variant in crate_only:
            crate_only[variant].append(build(out / variant, shared, clean=False))

    print(f"{args.functions} functions, median of {args.rounds} rounds, ratios to `without-attr`")
    report("clean build", clean, "without-attr")
    report("crate only", crate_only, "without-attr")


if __name__ == "__main__":
    main()
