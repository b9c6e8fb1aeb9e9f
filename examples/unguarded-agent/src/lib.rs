//! A small chat agent that keeps its context window short the way many agents do: it
//! summarises old turns (and later summarises the summary), drops messages a relevance score
//! calls irrelevant, strips tool output, and slides a token window. None of it is guarded:
//! `cargo guard-lint examples/unguarded-agent` reports every one of these edits.

pub mod agent;
pub mod compaction;
pub mod message;
pub mod model;
pub mod retention;
pub mod window;
