// A span produced by a rewrite cannot be rewritten again.
use guard_core::{GuardedWindow, Rewritten, Settled, Span, SqliteStore};

fn compact_again(window: &mut GuardedWindow<SqliteStore>, summary: Rewritten<Span>, score: &Settled) {
    let _ = window.rewrite_typed(summary, "shorter still", score);
}

fn main() {}
