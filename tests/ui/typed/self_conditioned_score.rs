// A destructive edit takes a settled score (from an earlier turn), not a fresh one.
use guard_core::{GuardedWindow, Narrative, Flushed, SqliteStore};

fn compact(window: &mut GuardedWindow<SqliteStore>, note: Narrative<Flushed>) {
    let fresh = window.score(note.id(), 0.2);
    let _ = window.rewrite_typed(note, "summary", &fresh);
}

fn main() {}
