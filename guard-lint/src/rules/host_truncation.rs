//! RG008 host-truncation (checked by the linter; off unless enabled).

use super::Level;

declare_rule! {
    /// ## What it does
    /// Reports a mechanical, host-side cut of a context window (oldest-first or by a length or
    /// token budget: `truncate(n)`, `drain(..n)`, `remove(0)`, `split_off(n)`) reachable without
    /// a guard. It is a note, and off unless enabled in the configuration.
    ///
    /// ## Why is this bad?
    /// It usually is not: the design note puts host-side sliding windows out of its scope. But
    /// an oldest-first cut is exactly how the first user turn, where constraints tend to live,
    /// leaves the window; enable the rule to see where that can happen.
    ///
    /// ## Example
    /// ```rust,ignore
    /// while count_tokens(&self.history) > MAX_TOKENS {
    ///     self.history.remove(0);
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// // Keep constraints: drop the oldest narrative spans through the guard.
    /// window.drop_span(oldest_narrative_id, &settled_score)?;
    /// ```
    pub static RULE = { id: "RG008", name: "host-truncation", level: Level::Off };
}
