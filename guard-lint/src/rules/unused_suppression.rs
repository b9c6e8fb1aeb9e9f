//! RG009 unused-suppression (checked by the linter).

use super::Level;

declare_rule! {
    /// ## What it does
    /// Reports a `#[retention_allow(rule, reason = "...")]` suppression that silenced nothing:
    /// no finding of that rule occurs in the code it is attached to.
    ///
    /// ## Why is this bad?
    /// A stale suppression silences the next, different edit that lands in its scope, with a
    /// reason written for code that no longer exists.
    ///
    /// ## Example
    /// ```rust,ignore
    /// #[retention_allow(raw-window-edit, reason = "legacy cache")]
    /// fn render(&self) -> String { self.history.join("\n") }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// fn render(&self) -> String { self.history.join("\n") }
    /// ```
    pub static RULE = { id: "RG009", name: "unused-suppression", level: Level::Warning };
}
