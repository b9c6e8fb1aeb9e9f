//! The agent of `examples/unguarded-agent`, written on guard-core: the window is a
//! `GuardedWindow` over a SQLite verbatim store, the code that edits it is `#[retention_safe]`,
//! scores justify edits only from the next turn on, summaries are never summarised again, and a
//! refused edit re-injects the verbatim span. `cargo guard-lint examples/guarded-agent` reports
//! nothing.

pub mod agent;
pub mod model;
