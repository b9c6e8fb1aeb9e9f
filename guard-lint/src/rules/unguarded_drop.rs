//! RG002 unguarded-drop (checked by the linter over the call graph).

use super::Level;

declare_rule! {
    /// ## What it does
    /// Flags a drop from a context window (spans removed because a score, a predicate or the
    /// model chose them: `retain`, `remove(i)`, `clear`, ...) that is reachable from an entry
    /// point along a call path that passes no guard. The finding lists the path.
    ///
    /// ## Why is this bad?
    /// Pruning is only safe while a byte-identical copy of the dropped span stays outside the
    /// model's reach and can be re-injected. A raw drop keeps no copy: a low-scored constraint
    /// disappears for good.
    ///
    /// ## Example
    /// ```rust,ignore
    /// pub fn prune(&mut self) {
    ///     self.history.retain(|m| m.relevance >= 0.35);
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// #[retention_safe]
    /// pub fn prune(&mut self, stale: &[(SpanId, Score)]) -> Result<(), RetentionInvariantError> {
    ///     for (id, score) in stale {
    ///         self.window.drop_span(*id, score)?;
    ///     }
    ///     Ok(())
    /// }
    /// ```
    pub static RULE = { id: "RG002", name: "unguarded-drop", level: Level::Error };
}
