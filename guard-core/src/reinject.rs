//! Re-injection: putting verbatim spans back from the store, and resolving refusals that way.

use crate::error::{GuardError, RetentionInvariantError, Rule};
use crate::span::SpanId;
use crate::store::{Receipt, StoreError, VerbatimStore};
use crate::window::GuardedWindow;

/// What [`GuardedWindow::resolve`] did about a refusal.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Resolution {
    /// Spans put back from the store, byte-for-byte (new ids, at the end of the window).
    pub reinjected: Vec<SpanId>,
    /// Spans the refusal named that are still in the window verbatim (checked against the store).
    pub kept: Vec<SpanId>,
    /// Receipts made by flushing, for a `guard::unflushed_rewrite` refusal.
    pub flushed: Vec<Receipt>,
}

impl<S: VerbatimStore> GuardedWindow<S> {
    /// Put a stored span back into the window byte-for-byte, without asking any scorer.
    ///
    /// The bytes are read from the store and verified against the record's hash (a damaged
    /// record is an error naming it, never returned). The span is appended with a new id and
    /// provenance [`Provenance::Reinjected`](crate::Provenance::Reinjected); a re-injected
    /// rewrite record stays a rewrite (it cannot be edited).
    ///
    /// ```
    /// use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy};
    ///
    /// let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default());
    /// let id = window.push("The build took four minutes.");
    /// let receipt = window.flush()?.remove(0);
    /// let copy = window.reinject(&receipt)?;
    /// assert_ne!(copy, id);
    /// assert_eq!(window.get(copy).unwrap().text(), "The build took four minutes.");
    /// # Ok::<(), guard_core::GuardError>(())
    /// ```
    pub fn reinject(&mut self, receipt: &Receipt) -> Result<SpanId, GuardError> {
        let text = self.store.read(receipt).map_err(|error| match error {
            StoreError::ForeignReceipt { .. } => GuardError::Foreign { what: "receipt" },
            other => GuardError::Store(other),
        })?;
        let rewritten_from = match receipt.kind() {
            crate::RecordKind::Original => Vec::new(),
            crate::RecordKind::Rewrite => crate::store::parents_of(&self.store, receipt.record())?,
        };
        Ok(self.insert_reinjected(text, receipt.clone(), rewritten_from))
    }

    /// Resolve a refusal the way the note's patched deployment did: by re-injecting the verbatim
    /// spans it names instead of editing them.
    ///
    /// - `guard::unflushed_rewrite`: flushes the window (the edit may then be proposed again).
    /// - `guard::rewrite_of_rewrite`: re-injects the verbatim originals of the rewrite.
    /// - every other refusal: each target's verbatim record is read back from the store; a
    ///   target still in the window byte-for-byte is kept, anything else is re-injected.
    ///
    /// ```
    /// use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy};
    ///
    /// let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default());
    /// let log = window.push("The build finished on the CI runner and the tests passed.");
    /// window.push("The user asked for the status of the release branch.");
    /// window.push("The agent read the changelog for the release branch.");
    /// let score = window.score(log, 0.2);
    /// window.flush()?;
    /// window.next_turn();
    /// let summary = window.rewrite(&[log], "The build and the tests passed.", &score)?;
    /// let again = window.score(summary, 0.1);
    /// window.next_turn();
    /// // Compressing the summary again is refused; resolving re-injects the original.
    /// let refused = window.rewrite(&[summary], "A build ran.", &again).unwrap_err();
    /// let resolution = window.resolve(refused.refusal().unwrap())?;
    /// let original = window.get(resolution.reinjected[0]).unwrap();
    /// assert_eq!(original.text(), "The build finished on the CI runner and the tests passed.");
    /// # Ok::<(), guard_core::GuardError>(())
    /// ```
    pub fn resolve(&mut self, refusal: &RetentionInvariantError) -> Result<Resolution, GuardError> {
        let mut resolution = Resolution::default();
        if matches!(refusal.rule(), Rule::UnflushedRewrite) {
            resolution.flushed = self.flush()?;
            return Ok(resolution);
        }
        for receipt in refusal.to_reinject() {
            let present = self
                .spans()
                .find(|span| span.receipt() == Some(receipt) && receipt.matches(span.text()))
                .map(|span| span.id());
            match present {
                Some(id) => {
                    // The window holds it verbatim; confirm the store still holds the same bytes.
                    self.store.read(receipt)?;
                    resolution.kept.push(id);
                }
                None => resolution.reinjected.push(self.reinject(receipt)?),
            }
        }
        Ok(resolution)
    }
}
