#!/usr/bin/env python3
"""Measure what #[retention_safe] adds to a clean `cargo build`.

Generates two copies of an agent-like crate with N functions (default 500) in impl blocks:
`with` annotates every function with #[retention_safe] (and depends on guard-macros);
`without` is the same code with neither. Each is built from a clean target directory, one
after the other in the same run, `--rounds` times (alternating); the median times and their
ratio are printed. A second figure isolates the attribute's own cost: both crates depend on
guard-macros, its dependencies are already built, and only the crate itself is rebuilt.

Usage (from the repository root):
    python3 benches/macro-cost/run.py [--functions 500] [--rounds 3] [--out target/macro-cost]
"""

import argparse
import os
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


def build(directory: Path, target: Path, clean: bool) -> float:
    """Seconds for `cargo build` of the crate at `directory` into `target`."""
    if clean and target.exists():
        shutil.rmtree(target)
    env = dict(os.environ, CARGO_TARGET_DIR=str(target))
    if not clean:
        subprocess.run(
            ["cargo", "clean", "-q", "-p", "macro-cost-agent"], cwd=directory, env=env, check=True
        )
    start = time.perf_counter()
    result = subprocess.run(
        ["cargo", "build", "-q", "--offline"], cwd=directory, env=env, capture_output=True, text=True
    )
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"cargo build failed in {directory}:\n{result.stderr}")
    return elapsed


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

    clean = {"with": [], "without": []}
    for _ in range(args.rounds):
        for variant in ("without", "with"):
            clean[variant].append(build(out / variant, out / f"{variant}-target", clean=True))

    # The crate alone: dependencies built once, then only the crate rebuilt.
    shared = out / "shared-target"
    build(out / "with", shared, clean=True)
    crate_only = {"with": [], "without-attr": []}
    for _ in range(args.rounds):
        for variant in ("without-attr", "with"):
            crate_only[variant].append(build(out / variant, shared, clean=False))

    with_clean, without_clean = (statistics.median(clean[v]) for v in ("with", "without"))
    with_crate, without_crate = (
        statistics.median(crate_only[v]) for v in ("with", "without-attr")
    )
    print(f"{args.functions} functions, median of {args.rounds} rounds")
    print(
        f"clean build:   without attribute {without_clean:6.2f} s, "
        f"with #[retention_safe] {with_clean:6.2f} s, ratio {with_clean / without_clean:.2f}"
    )
    print(
        f"crate only:    without attribute {without_crate:6.2f} s, "
        f"with #[retention_safe] {with_crate:6.2f} s, ratio {with_crate / without_crate:.2f}"
    )


if __name__ == "__main__":
    main()
