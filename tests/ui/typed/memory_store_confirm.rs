// A memory store is not durable: its receipts cannot unlock constraint edits.
use guard_core::{Constraint, GuardedWindow, MemoryStore, Unverified};

fn confirm(window: &GuardedWindow<MemoryStore>, rule: Constraint<Unverified>) {
    let _ = rule.confirm(window);
}

fn main() {}
