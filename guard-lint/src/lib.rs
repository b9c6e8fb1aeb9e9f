//! # guard-lint
//!
//! The syntactic analysis that finds context-window edits in agent code, shared by the
//! `#[retention_safe]` attribute (guard-macros) and the `cargo guard-lint` subcommand.
//!
//! The [`analysis`] module depends only on `syn`, `quote` and `proc-macro2`, and [`isolate`]
//! (panics turned into errors) only on std, so the proc-macro build stays light. Everything the command-line tool needs sits behind the `cli` feature
//! (on by default; guard-macros turns it off).

pub mod analysis;
#[cfg(feature = "cli")]
pub mod baseline;
#[cfg(feature = "cli")]
pub mod callgraph;
#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "cli")]
pub mod config;
#[cfg(feature = "cli")]
pub mod discovery;
#[cfg(feature = "cli")]
pub mod engine;
#[cfg(feature = "cli")]
pub mod facts;
#[cfg(feature = "cli")]
pub mod holders;
pub mod isolate;
#[cfg(feature = "cli")]
pub mod modules;
#[cfg(feature = "cli")]
pub mod parse;
#[cfg(feature = "cli")]
pub mod report;
pub mod rules;
