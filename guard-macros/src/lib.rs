//! # guard-macros
//!
//! `#[retention_safe]`: compile-time enforcement of the retention guard in agent code.
//!
//! Put the attribute on the code that manages an agent's context window: a function, a method,
//! or an impl block (every method in it). Inside, a raw edit of the window, a rewrite of a
//! rewrite, a rewrite before the store is flushed, a drop decided by a score computed in the same
//! body, and a window handed out mutably are compile errors, each pointing at the expression and
//! naming the guarded API to use instead. The checks are the rules of `cargo guard-lint`
//! (RG003 to RG007, RG010), run by the same code: `guard_lint::analysis`.
//!
//! ```
//! use guard_macros::retention_safe;
//!
//! struct Agent { notes: Vec<String> }
//!
//! impl Agent {
//!     // No window is edited here: the attribute accepts the function unchanged.
//!     #[retention_safe]
//!     fn latest(&self) -> Option<&String> {
//!         self.notes.last()
//!     }
//! }
//! # let agent = Agent { notes: vec!["hi".into()] };
//! # assert_eq!(agent.latest().map(String::as_str), Some("hi"));
//! ```
//!
//! ```compile_fail
//! use guard_macros::retention_safe;
//!
//! struct Agent { history: Vec<String> }
//!
//! impl Agent {
//!     #[retention_safe]
//!     fn prune(&mut self) {
//!         self.history.retain(|m| m.len() > 3); // error: raw-window-edit (RG005)
//!     }
//! }
//! ```

mod args;
mod expand;

use proc_macro::TokenStream;

/// Check the annotated function, method or impl block for unguarded edits of the context window.
///
/// Arguments (all optional, repeatable where it makes sense):
/// - `window = <place>`: a place that is a window (`self.history`, `ctx.turns`), for names the
///   heuristics do not recognise;
/// - `store = <place>`: the verbatim store; a flush counts only when called on it;
/// - `summarizer = <name>`, `scorer = <name>`, `flush = <name>`: extra function or method
///   names that summarise, score relevance or make the store durable;
/// - `window_type = <Type>`: an extra type whose values are windows.
///
/// Suppress one site with `#[retention_allow(rule-name, reason = "...")]` on the statement
/// or expression; the attribute removes it before the compiler sees it.
#[proc_macro_attribute]
pub fn retention_safe(args: TokenStream, item: TokenStream) -> TokenStream {
    expand::retention_safe(args.into(), item.into()).into()
}

/// Allow one rule on the item it is attached to, with a stated reason:
/// `#[retention_allow(raw-window-edit, reason = "...")]`.
///
/// `cargo guard-lint` honours it on any item; inside a `#[retention_safe]` body it also works
/// on statements and expressions (where `#[retention_safe]` consumes it). A missing reason or an
/// unknown rule is a compile error.
#[proc_macro_attribute]
pub fn retention_allow(args: TokenStream, item: TokenStream) -> TokenStream {
    expand::retention_allow(args.into(), item.into()).into()
}
