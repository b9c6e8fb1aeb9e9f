// A rewrite needs the store receipt of what it replaces: an unflushed span has none.
use guard_core::{GuardedWindow, MemoryStore, Narrative, Settled, Unflushed};

fn compact(window: &mut GuardedWindow<MemoryStore>, note: Narrative<Unflushed>, score: &Settled) {
    let _ = window.rewrite_typed(note, "summary", score);
}

fn main() {}
