//! RG009 `unused-suppression`: a suppression that silences nothing.

use super::Level;

declare_rule! {
    /// ## What it does
    /// Reports a `#[retention_allow(rule, reason = "...")]` suppression that silenced no
    /// finding in this run: the code it excused changed, or it names the wrong rule or the
    /// wrong place.
    ///
    /// ## Why is this bad?
    /// A stale suppression hides the next real finding at that place, and its reason now
    /// documents something the code no longer does.
    ///
    /// ## Example
    /// ```rust,ignore
    /// #[retention_allow(unguarded-drop, reason = "tool output is re-fetched on demand")]
    /// fn render(history: &[Message]) -> String { transcript(history) }
    /// ```
    ///
    /// ## Use instead
    /// Delete the suppression, or move it onto the edit (or the call leading to it) that it
    /// is meant to excuse.
    pub static RULE = { id: "RG009", name: "unused-suppression", level: Level::Warning };
}

/// The finding's message for an unused suppression of `rule`.
pub fn message(rule: &str) -> String {
    format!("this suppression of `{rule}` silences nothing")
}

/// What to do instead.
pub const HELP: &str = "delete it, or move it onto the edit or call it is meant to excuse";
