// A constraint may be edited only once a durable store has confirmed its verbatim copy.
use guard_core::{Constraint, GuardedWindow, Settled, SqliteStore, Unverified};

fn compact(window: &mut GuardedWindow<SqliteStore>, rule: Constraint<Unverified>, score: &Settled) {
    let _ = window.rewrite_typed(rule, "user mentioned API caution", score);
}

fn main() {}
