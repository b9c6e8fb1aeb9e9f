//! Refusals waiting to be resolved: every refusal must be followed, by the end of the next
//! turn, by the verbatim text it protects being back in the window, or by a halt.

use super::window::WindowModel;

/// A refusal not yet resolved.
#[derive(Debug)]
pub(crate) struct OpenRefusal {
    /// Turn of the refusal.
    pub(crate) turn: u64,
    /// Line of the `refused` event.
    pub(crate) line: usize,
    /// The refusal's code.
    pub(crate) code: String,
    /// Every span the refusal named.
    pub(crate) spans: Vec<String>,
    /// The named spans not resolved yet, each with the texts (by hash) that resolve it.
    unresolved: Vec<(String, Vec<String>)>,
}

impl OpenRefusal {
    /// Ids of the named spans not resolved yet.
    pub(crate) fn unresolved_ids(&self) -> Vec<String> {
        self.unresolved.iter().map(|(id, _)| id.clone()).collect()
    }
}

/// The open refusals of a trace.
#[derive(Debug, Default)]
pub(crate) struct Refusals {
    open: Vec<OpenRefusal>,
}

impl Refusals {
    /// Record a refusal of `spans`. Returns the ids that never entered the window (they cannot
    /// be resolved by re-injection; a halt still resolves the refusal).
    ///
    /// A refused edit leaves the window as it was, so a named span still in it needs nothing,
    /// except after a rewrite-of-rewrite refusal (see [`WindowModel::needed_after_refusal`]).
    pub(crate) fn open(
        &mut self,
        window: &WindowModel,
        (turn, line): (u64, usize),
        code: &str,
        spans: &[String],
        rewrite_of_rewrite: bool,
    ) -> Vec<String> {
        let mut ids = spans.to_vec();
        ids.sort();
        ids.dedup();
        let mut unknown = Vec::new();
        let mut unresolved = Vec::new();
        for id in ids {
            match window.needed_after_refusal(&id, rewrite_of_rewrite) {
                Some(needed) if needed.iter().all(|hash| window.has_verbatim(hash)) => {}
                Some(needed) => unresolved.push((id, needed)),
                None => unknown.push(id),
            }
        }
        if !unresolved.is_empty() {
            self.open.push(OpenRefusal {
                turn,
                line,
                code: code.to_owned(),
                spans: spans.to_vec(),
                unresolved,
            });
        }
        unknown
    }

    /// After a re-injection: resolve what is now in the window verbatim.
    pub(crate) fn resolve(&mut self, window: &WindowModel) {
        for refusal in &mut self.open {
            refusal
                .unresolved
                .retain(|(_, needed)| !needed.iter().all(|hash| window.has_verbatim(hash)));
        }
        self.open.retain(|refusal| !refusal.unresolved.is_empty());
    }

    /// A halt resolves every open refusal.
    pub(crate) fn halt(&mut self) {
        self.open.clear();
    }

    /// Take the refusals whose deadline (the end of the turn after theirs) is before `turn`.
    pub(crate) fn expire_before(&mut self, turn: u64) -> Vec<OpenRefusal> {
        let (expired, open) = std::mem::take(&mut self.open)
            .into_iter()
            .partition(|r| r.turn.saturating_add(1) < turn);
        self.open = open;
        expired
    }

    /// Take every open refusal (at the end of the trace).
    pub(crate) fn take_all(&mut self) -> Vec<OpenRefusal> {
        std::mem::take(&mut self.open)
    }
}
