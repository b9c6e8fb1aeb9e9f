//! RG001 unguarded-rewrite (checked by the linter over the call graph).

use super::Level;

declare_rule! {
    /// ## What it does
    /// Flags a rewrite of a context window (the window replaced by, or refilled with, text a
    /// model or summariser authored) that is reachable from an entry point (a public function,
    /// `main`, a trait impl, an async task) along a call path that passes no guard: no
    /// `#[retention_safe]` function and no guard-core API call. The finding lists the path.
    ///
    /// ## Why is this bad?
    /// A rewrite is lossy and self-referential: once the summary replaces the span, the summary
    /// is the only evidence for the decision that produced it. Unguarded, a constraint ("do not
    /// call the payments API without an idempotency key") can become "user mentioned API
    /// caution" with no verbatim copy left to contradict it.
    ///
    /// ## Example
    /// ```rust,ignore
    /// pub fn compact(&mut self) {
    ///     let summary = self.llm.summarize(&self.history);
    ///     self.history = vec![Message::system(summary)];
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// #[retention_safe]
    /// pub fn compact(&mut self, ids: &[SpanId], settled: &Score) -> Result<(), RetentionInvariantError> {
    ///     let summary = self.llm.summarize(&self.window.spans());
    ///     self.window.flush()?;
    ///     self.window.rewrite(ids, summary, settled)?;
    ///     Ok(())
    /// }
    /// ```
    pub static RULE = { id: "RG001", name: "unguarded-rewrite", level: Level::Error };
}
