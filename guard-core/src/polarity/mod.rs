//! Polarity check: does a rewrite keep the truth-conditional force (modality, negation, numeric
//! bounds, conditions, scope) of the span it replaces?
//!
//! Both texts are read sentence by sentence (`extract`): whether the sentence binds (the
//! classifier's cues), its negation, its strong or hedged modality, its conditions and
//! orderings, its numbers (value, direction, unit; "seven" = 7) and dates, and its content
//! words. Each binding sentence of the original is aligned with the rewrite sentence that
//! shares most of its content words, and the two are compared. Every difference is one
//! [`PolarityChange`] whose `what` is one of a fixed vocabulary:
//!
//! | `what` | meaning |
//! |---|---|
//! | `constraint deleted` | a binding sentence of the original has no counterpart in the rewrite |
//! | `prohibition became mention` | a prohibition now only mentions its topic ("user mentioned API caution") |
//! | `constraint became mention` | another rule now only mentions its topic |
//! | `constraint added` | a rewrite of narrative states a rule the original did not |
//! | `modality weakened` | must / never / an imperative became should, probably, seldom, try... |
//! | `modality strengthened` | a hedged rule became a hard one |
//! | `negation dropped` / `negation added` | the action is no longer (or is now) negated |
//! | `bound became approximation` | "no more than 4" became "a handful" |
//! | `bound changed` | a number changed |
//! | `bound direction changed` | at least became at most, or back |
//! | `unit changed` | MB became GB, tokens became words |
//! | `date changed` | a date or time changed |
//! | `bound dropped` / `bound added` | a number or deadline disappeared, or appeared |
//! | `condition dropped` / `condition added` | an if / unless / without / once... disappeared or appeared |
//! | `scope changed` | the action's object, actor or quantifier changed |
//! | `unreadable original` | the original is in a language the check cannot read, and the rewrite differs |
//!
//! Faithful rewrites pass: don't = do not = must not = never (same action), "w/o" = "without",
//! "seven" = "7", "under 2 MB" = "must stay below 2 MB", the same quantity in another unit
//! ("24 hours" = "1 day", "2 GB" = "2048 MB"), reordering, telegraphic compression,
//! any summary of pure narrative that keeps its dates (replacing one is `date changed`).
//!
//! ```
//! use guard_core::polarity::check_rewrite;
//!
//! let report = check_rewrite(
//!     "Do not call the payments API without an idempotency key.",
//!     "User mentioned API caution.",
//! );
//! assert!(report.polarity_changed());
//! assert_eq!(report.changes[0].what, "prohibition became mention");
//! assert!(!check_rewrite("Never push to main.", "Don't push to main.").polarity_changed());
//! ```

mod extract;
mod markers;
mod opposites;
mod orders;
mod overlap;
mod proposed;
mod recycle;
mod stems;

use std::ops::Range;

use smallvec::SmallVec;

use crate::classify::numbers::Direction;
pub use extract::Facts;
use extract::{Clause, CondGroup};

/// A short list built during one comparison (a span's binding sentences, a sentence's
/// missing or new words): held inline up to eight items, so most comparisons allocate none.
type Inline8<T> = SmallVec<[T; 8]>;
use overlap::{Abbreviation, Overlap, short_words};
pub(crate) use proposed::ProposedRewrite;

/// One way in which a rewrite changed the polarity of its original.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PolarityChange {
    /// What changed: one of the fixed vocabulary in the [module docs](self).
    pub what: String,
    /// The original's side of the change, quoted (empty when something was added).
    pub original: String,
    /// The rewrite's side of the change, quoted (empty when something was dropped).
    pub rewrite: String,
    /// Byte range of `original` in the original text, when it has one.
    pub original_range: Option<Range<usize>>,
    /// Byte range of `rewrite` in the rewritten text, when it has one.
    pub rewrite_range: Option<Range<usize>>,
}

/// The result of comparing an original span with a proposed rewrite.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PolarityReport {
    /// Every change found; empty when the rewrite is faithful.
    pub changes: Vec<PolarityChange>,
}

impl PolarityReport {
    /// True when the rewrite changes the polarity of the original.
    pub fn polarity_changed(&self) -> bool {
        !self.changes.is_empty()
    }
}

/// Compare an original span with a proposed rewrite.
///
/// Never panics; linear in the length of the texts times the number of sentences in the
/// rewrite (alignment). To check several rewrites of one original, extract its [`Facts`]
/// once and call [`Facts::compare`].
pub fn check_rewrite(original: &str, rewrite: &str) -> PolarityReport {
    Facts::extract(original).compare(original, rewrite)
}

impl Facts {
    /// Compare a proposed rewrite with the original these facts were extracted from.
    ///
    /// `original` must be the text passed to [`Facts::extract`]: the report quotes it by the
    /// byte ranges found there. Same answer as [`check_rewrite`]`(original, rewrite)`.
    pub fn compare(&self, original: &str, rewrite: &str) -> PolarityReport {
        self.compare_proposed(original, &ProposedRewrite::new(rewrite))
    }

    /// [`Facts::compare`] with a rewrite whose readings may already have been made for
    /// another span it replaces.
    pub(crate) fn compare_proposed(
        &self,
        original: &str,
        rewrite: &ProposedRewrite<'_>,
    ) -> PolarityReport {
        compare_facts(self, original, rewrite)
    }
}

fn compare_facts(before: &Facts, original: &str, proposed: &ProposedRewrite<'_>) -> PolarityReport {
    let rewrite = proposed.text();
    let mut report = Report {
        original,
        rewrite,
        changes: Vec::new(),
    };
    if before.unreadable {
        if normalize(original) != normalize(rewrite) {
            report.push(
                "unreadable original",
                Some(trimmed(original)),
                Some(trimmed(rewrite)),
            );
        }
        return report.finish();
    }
    let binding: Inline8<&Clause> = before.clauses.iter().filter(|c| c.binding).collect();
    if binding.is_empty() {
        // Deadlines in force even when stated as facts ("Meetings end by 5pm").
        let deadlines: Vec<&Clause> = before
            .clauses
            .iter()
            .filter(|c| !c.past && c.dates.iter().any(|d| d.direction != Direction::Exact))
            .collect();
        // Dates of a narrative original: a summary may drop them, not replace them.
        let dated = before.clauses.iter().any(|c| {
            !c.dates.is_empty() || c.numbers.iter().any(|n| is_measured(n) || is_estimate(n))
        });
        // Without deadlines or dates to compare, only the rewrite's binding sentences matter.
        let after = if deadlines.is_empty() && !dated {
            proposed.binding_facts()
        } else {
            proposed.facts()
        };
        // A rule the original did not state, unless it restates the original's own
        // deadlines and numbers ("Meetings end by 5pm" -> "No meetings after 5pm"): a bound
        // of the rewrite restates a bound, not a number or date the narrative only names
        // ("the Q3 budget" -> "do not hire until Q3" is new).
        let restates = |c: &Clause| {
            (!c.numbers.is_empty() || !c.dates.is_empty())
                && c.numbers.iter().all(|n| {
                    before.clauses.iter().any(|o| {
                        o.numbers
                            .iter()
                            .any(|m| m.value == n.value && (m.compared || !n.compared))
                    })
                })
                && c.dates.iter().all(|d| {
                    before.clauses.iter().any(|o| {
                        o.dates.iter().any(|e| {
                            e.key == d.key
                                && (e.direction != Direction::Exact
                                    || d.direction == Direction::Exact)
                        })
                    })
                })
        };
        if let Some(added) = after
            .clauses
            .iter()
            .find(|c| c.binding && c.strong.is_some() && !restates(c))
        {
            report.push("constraint added", None, Some(added.range.clone()));
        }
        if !deadlines.is_empty() {
            compare_numbers(&mut report, before, &deadlines, &[], after);
        } else if dated {
            compare_replaced_facts(&mut report, before, after);
        }
        return report.finish();
    }
    let after = proposed.facts();
    let short = short_words(after);
    let mut overlap = Overlap::default();
    let mut aligned: Inline8<Option<&Clause>> = SmallVec::new();
    for o in &binding {
        overlap.read(original, o, after, &short);
        let r = align(o, before, after, &overlap);
        match r {
            None => report.push("constraint deleted", Some(o.range.clone()), None),
            Some(r) => compare_clause(&mut report, o, r, before, after, &overlap),
        }
        aligned.push(r);
    }
    compare_numbers(&mut report, before, &binding, &aligned, after);
    report.finish()
}

/// Collects changes with their quotes.
struct Report<'t> {
    original: &'t str,
    rewrite: &'t str,
    changes: Vec<PolarityChange>,
}

impl Report<'_> {
    fn push(&mut self, what: &str, original: Option<Range<usize>>, rewrite: Option<Range<usize>>) {
        let quote = |text: &str, r: &Option<Range<usize>>| {
            r.as_ref()
                .and_then(|r| text.get(r.clone()))
                .unwrap_or("")
                .to_string()
        };
        let change = PolarityChange {
            what: what.to_string(),
            original: quote(self.original, &original),
            rewrite: quote(self.rewrite, &rewrite),
            original_range: original,
            rewrite_range: rewrite,
        };
        if !self.changes.contains(&change) {
            self.changes.push(change);
        }
    }

    fn finish(self) -> PolarityReport {
        PolarityReport {
            changes: self.changes,
        }
    }
}

fn normalize(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn trimmed(s: &str) -> Range<usize> {
    let start = s.len() - s.trim_start().len();
    start..s.trim_end().len().max(start)
}

/// The rewrite sentence sharing most content words with `o` (ties: the binding one first).
fn align<'f>(
    o: &Clause,
    before: &Facts,
    after: &'f Facts,
    overlap: &Overlap<'f>,
) -> Option<&'f Clause> {
    after
        .clauses
        .iter()
        .zip(&overlap.shared)
        .map(|(r, shared)| {
            let numbers = o
                .numbers
                .iter()
                .filter(|n| r.numbers.iter().any(|m| m.value == n.value))
                .count();
            let dates = o
                .dates
                .iter()
                .filter(|d| r.dates.iter().any(|e| e.key == d.key))
                .count();
            (
                shared
                    + numbers
                    + dates
                    + overlap
                        .abbreviations
                        .iter()
                        .filter(|(_, c)| std::ptr::eq(*c, r))
                        .count(),
                r,
            )
        })
        .filter(|(score, _)| *score > 0)
        .max_by_key(|(score, r)| (*score, r.binding))
        .map(|(_, r)| r)
        .or_else(|| {
            // A one-word rule ("No, leave it.") aligns with a binding sentence of the same shape.
            (o.words.len() <= 1 && before.clauses.len() == 1)
                .then(|| after.clauses.iter().find(|r| r.binding))
                .flatten()
        })
}

fn compare_clause(
    report: &mut Report<'_>,
    o: &Clause,
    r: &Clause,
    before: &Facts,
    after: &Facts,
    overlap: &Overlap<'_>,
) {
    // A hedge a later strong word takes back ("should be translated: this is required") does
    // not weaken the rule.
    let takes_back = |hedge: &Range<usize>| {
        r.strong.as_ref().is_some_and(|s| {
            s.start > hedge.start
                && report.rewrite.get(s.clone()).is_some_and(|w| {
                    is_one_of(w, &["required", "mandatory", "compulsory", "obligatory"])
                })
        })
    };
    let new_hedge = r
        .hedges
        .iter()
        .find(|(h, range)| !o.hedges.iter().any(|(g, _)| g == h) && !takes_back(range));
    if !r.binding && new_hedge.is_none() && !is_telegraphic_restatement(report.rewrite, o, r) {
        let what = if o.negation.is_some() {
            "prohibition became mention"
        } else {
            "constraint became mention"
        };
        report.push(what, Some(o.range.clone()), Some(r.range.clone()));
        return;
    }
    // "You don't need to write tests for prototypes" = "tests are optional for prototypes":
    // both lift the same obligation; only what they lift is compared.
    if lifts_an_obligation(report.original, o) && lifts_an_obligation(report.rewrite, r) {
        compare_scope(report, o, r, before, after, overlap, Restriction::Compare);
        return;
    }
    // Modality.
    if let Some((_, hedge)) = new_hedge {
        let strong = o
            .strong
            .clone()
            .or_else(|| o.negation.clone())
            .unwrap_or(o.range.clone());
        report.push("modality weakened", Some(strong), Some(hedge.clone()));
    } else if o
        .hedges
        .iter()
        .any(|(h, _)| !matches!(h.as_str(), "should" | "ought"))
        && r.hedges.is_empty()
        && o.strong.is_none()
        && r.strong.is_some()
    {
        report.push(
            "modality strengthened",
            Some(o.hedges[0].1.clone()),
            r.strong.clone(),
        );
    }
    // "Large uploads must go through X" -> "Uploads may go through X": an order became a
    // permission. Not a permission up to a ceiling ("may use at most 20%"), which restates
    // a ban on more.
    let ceiling = r
        .numbers
        .iter()
        .any(|n| n.compared && n.direction == Direction::Upper);
    if new_hedge.is_none()
        && o.negation.is_none()
        && r.negation.is_none()
        && r.strong.is_none()
        && r.restrictive.is_none()
        && !ceiling
        && let Some(strong) = &o.strong
        && permission_word(report.original, &o.range).is_none()
        && let Some(permission) = permission_word(report.rewrite, &r.range)
    {
        report.push("modality weakened", Some(strong.clone()), Some(permission));
    }
    // A relation turned with a negation on one side only restates the rule: "only deploy
    // within the window" = "never deploy outside the window". With the same negation on both
    // sides, it is a change, reported after the others.
    let turned = opposites::turned(report, o, r);
    let restated_by_turning = turned.is_some() && o.negation.is_some() != r.negation.is_some();
    if restated_by_turning {
        compare_scope(report, o, r, before, after, overlap, Restriction::Restated);
        return;
    }
    // "Ask before deleting" = "don't delete without asking", and "don't call X without a
    // key" = "X calls always need a key": the same rule either way.
    // "Only merge after two approvals" = "merging requires two approvals": the "only" is
    // restated by the requirement.
    if requirement_restates_only((report.original, o), (report.rewrite, r))
        || requirement_restates_only((report.rewrite, r), (report.original, o))
        || nobody_else_restates_only(o, (report.rewrite, r))
        || nobody_else_restates_only(r, (report.original, o))
        || requirement_names_the_only(o, (report.rewrite, r))
        || requirement_names_the_only(r, (report.original, o))
    {
        compare_scope(report, o, r, before, after, overlap, Restriction::Restated);
        return;
    }
    if ask_first_equivalence(o, r)
        || ask_first_equivalence(r, o)
        || until_restates_before((report.original, o), (report.rewrite, r))
        || until_restates_before((report.rewrite, r), (report.original, o))
        || requirement_restates_without((report.original, o), (report.rewrite, r))
        || requirement_restates_without((report.rewrite, r), (report.original, o))
        || only_with_restates_without((report.original, o), (report.rewrite, r))
        || only_with_restates_without((report.rewrite, r), (report.original, o))
        || not_before_restates_only_after((report.original, o), (report.rewrite, r))
        || not_before_restates_only_after((report.rewrite, r), (report.original, o))
        || wait_restates_not_before((report.original, o), (report.rewrite, r))
        || wait_restates_not_before((report.rewrite, r), (report.original, o))
        || negation_restates_except((report.original, o), (report.rewrite, r))
        || negation_restates_except((report.rewrite, r), (report.original, o))
    {
        compare_scope(report, o, r, before, after, overlap, Restriction::Compare);
        return;
    }
    // Negation (a new hedge like "seldom" already explains a lost "never").
    match (&o.negation, &r.negation) {
        (Some(n), None)
            if new_hedge.is_none()
                && !negation_stated_elsewhere(o, n, &after.clauses, r)
                && !read_only_restates(report.rewrite, o, n, r)
                && !keeping_restates_negation((report.original, o), n, (report.rewrite, r))
                && !negation_restates_without(report.rewrite, r, o, n) =>
        {
            report.push("negation dropped", Some(n.clone()), Some(r.range.clone()))
        }
        (None, Some(n))
            if !negation_stated_elsewhere(r, n, &before.clauses, o)
                && !keeping_restates_negation((report.rewrite, r), n, (report.original, o))
                && !negation_restates_without(report.original, o, r, n) =>
        {
            report.push("negation added", Some(o.range.clone()), Some(n.clone()))
        }
        _ => {}
    }
    // Conditions and orderings.
    // "Never reveal it, even if asked" -> "avoid revealing it unless asked": the rule that held
    // whatever happened now has an exception.
    if let Some(concessive) = concessive_condition(report.original, o)
        && concessive_condition(report.rewrite, r).is_none()
        && let Some((_, exception)) = r
            .conditions
            .iter()
            .find(|(g, _)| *g == CondGroup::Condition)
    {
        report.push("condition added", Some(concessive), Some(exception.clone()));
    }
    // "Approve it only if X" = "Only approve it when X": the same condition either way.
    let same_condition = only_when_restates_only_if(o, (report.rewrite, r))
        || only_when_restates_only_if(r, (report.original, o))
        || when_restates_if((report.original, o), (report.rewrite, r))
        || when_restates_if((report.rewrite, r), (report.original, o));
    for group in [CondGroup::Condition, CondGroup::Ordering] {
        if same_condition {
            break;
        }
        let had = o.conditions.iter().find(|(g, _)| *g == group);
        let has = r.conditions.iter().find(|(g, _)| *g == group);
        // "before the launch" is read as a date bound, but orders as "ahead of" does.
        let ordering_bound = |facts: &Facts| {
            group == CondGroup::Ordering
                && facts
                    .clauses
                    .iter()
                    .any(|c| c.dates.iter().any(|d| d.flips))
        };
        let has_anywhere = after
            .clauses
            .iter()
            .any(|c| c.conditions.iter().any(|(g, _)| *g == group))
            || ordering_bound(after);
        match (had, has) {
            // "Never reveal it, even if asked" -> "never reveal it": the rule held anyway.
            (Some((_, range)), None)
                if !has_anywhere
                    && concessive_condition(report.original, o)
                        .is_none_or(|c| c.end != range.end)
                    && !condition_became_label(o, range, r)
                    && !condition_became_modifier(report.original, o, range, r) =>
            {
                report.push(
                    "condition dropped",
                    Some(range.clone()),
                    Some(r.range.clone()),
                )
            }
            (None, Some((_, range)))
                if !(before
                    .clauses
                    .iter()
                    .any(|c| c.conditions.iter().any(|(g, _)| *g == group))
                    || ordering_bound(before)
                    || group == CondGroup::Ordering
                        && anchors_the_period(report.rewrite, range, o)
                    || without_restates_negation(report.rewrite, r, o, range)
                    || lack_restated_by_without(o, (report.rewrite, r))
                        .is_some_and(|(without, _)| without == range)) =>
            {
                report.push(
                    "condition added",
                    Some(o.range.clone()),
                    Some(range.clone()),
                )
            }
            _ => {}
        }
    }
    if let Some(turned) = turned {
        turned.report(report);
    }
    // "Reply in English and cite your sources" -> "Reply in English.": the second order went.
    // A word an abbreviation of the rewrite covers ("PR" for "pull request") is kept.
    let kept = |i: usize| overlap.kept[i] || overlap.abbreviated(report.original, &o.words[i]);
    if let Some(order) = orders::dropped_order(o, kept) {
        report.push("constraint deleted", Some(order), Some(r.range.clone()));
    }
    // "Tag the release, then announce it" -> "Announce the release, then tag it".
    if orders::swapped_steps(report.original, o, report.rewrite, r) {
        report.push(
            "bound direction changed",
            Some(o.range.clone()),
            Some(r.range.clone()),
        );
    }
    compare_scope(report, o, r, before, after, overlap, Restriction::Compare);
}

/// The negation `neg` of sentence `c` negates the same word in another sentence of `others`
/// than `aligned`: two rules of one sentence were split in two, or two sentences joined in
/// one ("Keep it short and avoid bullets" = "Avoid bullets; keep it short"), and the negation
/// went with its own rule rather than with the sentence the other rule aligned with.
fn negation_stated_elsewhere(
    c: &Clause,
    neg: &Range<usize>,
    others: &[Clause],
    aligned: &Clause,
) -> bool {
    let negated = |c: &Clause, neg: &Range<usize>| {
        c.words
            .iter()
            .find(|w| w.range.start >= neg.end)
            .map(|w| w.stem)
    };
    let Some(word) = negated(c, neg) else {
        return false;
    };
    // A labelled line negates its label: "Shell: not allowed."
    let negates = |other: &Clause, n: &Range<usize>| {
        negated(other, n).is_some_and(|w| stems::stems_match(&w, &word))
            || other
                .label_words
                .iter()
                .any(|l| stems::stems_match(l, &word))
    };
    others.iter().any(|other| {
        !std::ptr::eq(other, aligned) && other.negation.as_ref().is_some_and(|n| negates(other, n))
    })
}

/// Whether [`scope_change`] compares the original's restriction ("only admins") with the
/// rewrite's.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Restriction {
    /// Compare it: a restriction the rewrite drops widens the scope.
    Compare,
    /// The rewrite restates it by negating the opposite ("only within" = "never outside").
    Restated,
}

/// The first "may" or "can" of `text[range]` that grants rather than forbids or restricts
/// ("may not", "can only" are rules of their own), as a byte range into `text`.
fn permission_word(text: &str, range: &Range<usize>) -> Option<Range<usize>> {
    let clause = text.get(range.clone())?;
    let mut words = clause
        .split_ascii_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .peekable();
    let mut at = 0;
    while let Some(w) = words.next() {
        let start = clause[at..].find(w).map_or(at, |k| at + k);
        at = start + w.len();
        let next = words.peek().copied().unwrap_or("");
        if (w.eq_ignore_ascii_case("may") || w.eq_ignore_ascii_case("can"))
            && !matches!(next.to_ascii_lowercase().as_str(), "not" | "only" | "never")
        {
            return Some(range.start + start..range.start + at);
        }
    }
    None
}

/// `a` forbids an action "without" something and `b` states that the action needs it, with an
/// obligation word and no negation: "do not call the payments API without an idempotency key"
/// = "payments API calls always need an idempotency key". Each clause is given with the text
/// its ranges point into.
fn requirement_restates_without(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    a.negation.is_some()
        && has_without_condition(a_text, a)
        && b.negation.is_none()
        && states_an_obligation(b_text, b)
        && !b.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
}

/// `a` forbids an action without something and `b` allows the action only with it: "never
/// run terraform apply without a reviewed plan" = "run terraform apply only with a reviewed
/// plan". Each clause is given with the text its ranges point into.
fn only_with_restates_without((a_text, a): (&str, &Clause), (b_text, b): (&str, &Clause)) -> bool {
    a.negation.is_some()
        && b.negation.is_none()
        && has_without_condition(a_text, a)
        && allows_only_with(b_text, b)
}

/// `a` allows an action only after something and `b` forbids it before (or until) then:
/// "delete accounts only after 30 days" = "do not delete accounts before 30 days". Each
/// clause is given with the text its ranges point into.
fn not_before_restates_only_after(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    a.negation.is_none()
        && ordering_at(a_text, a, &["only after", "only once"]).is_some()
        && forbids_until(b_text, b)
}

/// `a` tells to wait for something before the action and `b` forbids the action before (or
/// until) then: "wait for Anna's sign-off before emailing the client" = "don't email the
/// client before Anna signs off". Each clause is given with the text its ranges point into.
fn wait_restates_not_before((a_text, a): (&str, &Clause), (b_text, b): (&str, &Clause)) -> bool {
    // The negations first: most pairs have the same on both sides, and the text is not read.
    if a.negation.is_some() || b.negation.is_none() {
        return false;
    }
    let mut opening = a_text
        .get(a.range.clone())
        .unwrap_or("")
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty() && !is_one_of(w, &["please", "always", "just"]));
    opening.next().is_some_and(|w| w.eq_ignore_ascii_case("wait"))
        && opening
            .next()
            .is_some_and(|w| is_one_of(w, &["for", "until", "till"]))
        // what follows the wait: "before emailing", "to merge", "then deploy"
        && opening.any(|w| is_one_of(w, &["before", "to", "then"]))
        && forbids_until(b_text, b)
}

/// `c`'s negation is followed by "before", "until" or "till": it forbids an action until an
/// event ("don't merge until CI is green"). `text` is the text `c`'s ranges point into.
fn forbids_until(text: &str, c: &Clause) -> bool {
    c.negation.as_ref().is_some_and(|n| {
        text.get(n.end..c.range.end).is_some_and(|rest| {
            rest.split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| is_one_of(w, &["before", "until", "till"]))
        })
    })
}

/// The negation `neg` of sentence `negated_in` negates what a "without" of sentence `c`
/// excludes: "concise answers without beginner explanations" = "concise answers, no beginner
/// explanations", either way round. `text` is the text `c`'s ranges point into.
fn negation_restates_without(
    text: &str,
    c: &Clause,
    negated_in: &Clause,
    neg: &Range<usize>,
) -> bool {
    let Some(negated) = negated_in.words.iter().find(|w| w.range.start >= neg.end) else {
        return false;
    };
    without_condition_over(text, c, &negated.stem).is_some()
}

/// The rewrite's condition at `range` is a "without" over what the negation of `o` negated:
/// "no corporate jargon" = "without corporate jargon". `rewrite` is the text `r`'s ranges
/// point into.
fn without_restates_negation(rewrite: &str, r: &Clause, o: &Clause, range: &Range<usize>) -> bool {
    o.negation.as_ref().is_some_and(|neg| {
        o.words
            .iter()
            .find(|w| w.range.start >= neg.end)
            .is_some_and(|w| without_condition_over(rewrite, r, &w.stem) == Some(range))
    })
}

/// The word of `o` saying that something lacks what the rewrite's "without" names: "PRs that
/// lack tests" = "PRs without tests" ("missing", "lacking" too). The "without" condition of
/// the rewrite sentence `r` (ranges into `rewrite`) and the lacking word, when there is one.
fn lack_restated_by_without<'c>(
    o: &'c Clause,
    (rewrite, r): (&str, &'c Clause),
) -> Option<(&'c Range<usize>, &'c extract::Word)> {
    o.words.windows(2).find_map(|pair| {
        let (lack, what) = (&pair[0], &pair[1]);
        matches!(lack.stem.as_str(), "lack" | "miss")
            .then(|| without_condition_over(rewrite, r, &what.stem))
            .flatten()
            .map(|range| (range, lack))
    })
}

/// The "without" (or "w/o") condition of `c` (ranges into `text`) whose first content word
/// after it matches `stem`.
fn without_condition_over<'c>(text: &str, c: &'c Clause, stem: &str) -> Option<&'c Range<usize>> {
    c.conditions
        .iter()
        .find(|(g, range)| {
            *g == CondGroup::Condition
                && text
                    .get(range.clone())
                    .is_some_and(|w| w.eq_ignore_ascii_case("without") || w == "w/o")
                && c.words
                    .iter()
                    .find(|w| w.range.start >= range.end)
                    .is_some_and(|w| stems::stems_match(&w.stem, stem))
        })
        .map(|(_, range)| range)
}

/// The negation `neg` of `o` forbids changing something ("cannot edit it") and the rewrite
/// sentence `r` grants read-only access instead. `rewrite` is the text `r`'s ranges point into.
fn read_only_restates(rewrite: &str, o: &Clause, neg: &Range<usize>, r: &Clause) -> bool {
    let forbids_a_change = o
        .words
        .iter()
        .find(|w| w.range.start >= neg.end)
        .is_some_and(|w| {
            matches!(
                w.stem.as_str(),
                "edit" | "chang" | "writ" | "delet" | "updat" | "modify"
            )
        });
    forbids_a_change
        && rewrite.get(r.range.clone()).is_some_and(|t| {
            t.split(|ch: char| !(ch.is_ascii_alphabetic() || ch == '-'))
                .any(|w| w.eq_ignore_ascii_case("read-only"))
        })
}

/// The negation `neg` of `negated` forbids an action and `keeping` orders the state the
/// action would end kept instead: "don't close the ticket until QA confirms" = "keep the
/// ticket open until QA confirms", "never delete the audit logs" = "keep the audit logs".
/// Each clause is given with the text its ranges point into.
fn keeping_restates_negation(
    (negated_text, negated): (&str, &Clause),
    neg: &Range<usize>,
    (keeping_text, keeping): (&str, &Clause),
) -> bool {
    // The word after the negation, as written ("close" is a marker word, not a content word).
    let Some(verb) = negated_text
        .get(neg.end..negated.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .find(|w| !w.is_empty())
    else {
        return false;
    };
    let Some(kept_state) = kept_state(&stems::stem(&verb.to_ascii_lowercase())) else {
        return false;
    };
    let mut words = keeping_text
        .get(keeping.range.clone())
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty());
    let keeps = words
        .by_ref()
        .take(4)
        .any(|w| is_one_of(w, &["keep", "leave", "retain", "preserve"]));
    // "keep the audit logs for a week" limits what "never delete them" did not.
    let has_for = |text: &str, c: &Clause| {
        text.get(c.range.clone())
            .unwrap_or("")
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .any(|w| w.eq_ignore_ascii_case("for"))
    };
    let adds_a_period = keeping.numbers.len() > negated.numbers.len()
        || keeping.dates.len() > negated.dates.len()
        || has_for(keeping_text, keeping) && !has_for(negated_text, negated);
    keeping.negation.is_none()
        && keeps
        && !adds_a_period
        && (kept_state.is_empty() || words.take(5).any(|w| is_one_of(w, kept_state)))
}

/// The states that not doing the action of verb stem `verb` keeps ("close": "open"); empty
/// for an action that ends the thing itself (keeping it is the state: "delete"); `None` for
/// any other verb.
fn kept_state(verb: &str) -> Option<&'static [&'static str]> {
    Some(match verb {
        "clos" | "shut" => &["open"],
        "lock" => &["unlocked"],
        "unlock" => &["locked"],
        "disabl" => &["enabled", "on"],
        "enabl" => &["disabled", "off"],
        "stop" | "paus" | "kill" => &["running", "on"],
        "delet" | "discar" | "purg" | "destro" => &[],
        _ => return None,
    })
}

/// Clause `c` (ranges into `text`) lifts an obligation: "don't need to", "no need to",
/// "isn't required", "not mandatory" (a negation right before the obligation word), or
/// "optional" (a hedge of the clause).
fn lifts_an_obligation(text: &str, c: &Clause) -> bool {
    c.hedges
        .iter()
        .any(|(h, _)| matches!(h.as_str(), "optional" | "optionally"))
        || c.negation.as_ref().is_some_and(|n| {
            text.get(n.end..c.range.end).is_some_and(|rest| {
                rest.split_whitespace().take(2).any(|w| {
                    is_one_of(
                        w.trim_matches(|ch: char| !ch.is_ascii_alphabetic()),
                        &[
                            "need",
                            "needs",
                            "required",
                            "mandatory",
                            "necessary",
                            "have",
                            "has",
                            "obligatory",
                        ],
                    )
                })
            })
        })
}

/// `a` restricts an action to some ("only the finance team may edit it") and `b` denies it to
/// everyone else ("nobody outside the finance team may edit it"). `b_text` is the text `b`'s
/// ranges point into.
fn nobody_else_restates_only(a: &Clause, (b_text, b): (&str, &Clause)) -> bool {
    let nobody = b.negation.as_ref().is_some_and(|n| {
        b_text
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, &["nobody", "no", "none"]))
    });
    a.restrictive.is_some()
        && a.negation.is_none()
        && nobody
        && b_text.get(b.range.clone()).is_some_and(|t| {
            t.split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| is_one_of(w, &["outside", "except", "but", "besides", "other"]))
        })
}

/// `a` lets only some do an action ("only senior engineers can approve hotfixes") and `b`
/// makes them a requirement of it ("hotfixes need approval from a senior engineer"): the word
/// after "only" is kept. `b_text` is the text `b`'s ranges point into.
fn requirement_names_the_only(a: &Clause, (b_text, b): (&str, &Clause)) -> bool {
    let Some(only) = &a.restrictive else {
        return false;
    };
    a.negation.is_none()
        && b.negation.is_none()
        && states_an_obligation(b_text, b)
        && a.words
            .iter()
            .filter(|w| w.range.start >= only.end)
            .take(2)
            .any(|w| b.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem)))
}

/// `a` allows an action except at some time or case ("approve leave except during the freeze")
/// and `b` allows it but negates that case ("leave can be approved, but not during the
/// freeze"): the first content word after the exception is the first after `b`'s negation.
/// Each clause is given with the text its ranges point into.
fn negation_restates_except((a_text, a): (&str, &Clause), (_, b): (&str, &Clause)) -> bool {
    let (None, Some(neg)) = (&a.negation, &b.negation) else {
        return false;
    };
    fn after(c: &Clause, at: usize) -> Option<&extract::Word> {
        c.words.iter().find(|w| w.range.start >= at)
    }
    let Some(negated) = after(b, neg.end) else {
        return false;
    };
    a.conditions.iter().any(|(g, range)| {
        *g == CondGroup::Condition
            && a_text.get(range.clone()).is_some_and(|w| {
                let first = w.split_whitespace().next().unwrap_or("");
                is_one_of(first, &["except", "other", "excluding"])
            })
            && after(a, range.end).is_some_and(|w| stems::stems_match(&w.stem, &negated.stem))
    })
}

/// Clause `c` (ranges into `text`) has a "without" (or "w/o") condition.
fn has_without_condition(text: &str, c: &Clause) -> bool {
    c.conditions.iter().any(|(g, range)| {
        *g == CondGroup::Condition
            && text
                .get(range.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("without") || w == "w/o")
    })
}

/// `w` is one of `words`, in any case.
fn is_one_of(w: &str, words: &[&str]) -> bool {
    words.iter().any(|x| w.eq_ignore_ascii_case(x))
}

/// The first ordering of sentence `c` whose word is one of `words` ("then", "before"), as a
/// byte offset into `text`, the text its ranges point into.
fn ordering_at(text: &str, c: &Clause, words: &[&str]) -> Option<usize> {
    c.conditions
        .iter()
        .find(|(group, range)| {
            *group == CondGroup::Ordering
                && text.get(range.clone()).is_some_and(|w| is_one_of(w, words))
        })
        .map(|(_, range)| range.start)
}

/// The text speaks in the first person ("I", "me", "my"): a summary names the speaker "the
/// user".
fn speaks_in_first_person(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .any(|w| is_one_of(w, &["i", "i'm", "me", "my", "i'd", "i've", "i'll", "mine"]))
}

/// `a` allows an action only with, after or once something ("only merge after two
/// approvals", "deploy only with a signed ticket") and `b` states that the action needs it,
/// with an obligation word, no negation and no condition of its own. Each clause is given with
/// the text its ranges point into.
fn requirement_restates_only((a_text, a): (&str, &Clause), (b_text, b): (&str, &Clause)) -> bool {
    // "only after" read as one condition, or "only" before the verb and "after" or "with"
    // later ("you can only restart it with ops approval").
    if a.negation.is_some() || b.negation.is_some() {
        return false; // the cheap tests first: most pairs end here or at the next one
    }
    allows_only_with(a_text, a)
        && states_an_obligation(b_text, b)
        && !b.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
}

/// Clause `c` (ranges into `text`) allows its action only with, after or once something:
/// "only after" read as one condition, or "only" before the verb and "after", "once" or
/// "with" later ("you can only restart it with ops approval").
fn allows_only_with(text: &str, c: &Clause) -> bool {
    c.conditions.iter().any(|(_, range)| {
        text.get(range.clone()).is_some_and(|w| {
            is_one_of(w, &["only with", "only after", "only once"])
                || c.restrictive.is_some() && is_one_of(w, &["after", "once"])
        })
    }) || c.restrictive.as_ref().is_some_and(|only| {
        text.get(only.end..c.range.end).is_some_and(|rest| {
            rest.split_whitespace()
                .any(|w| w.eq_ignore_ascii_case("with"))
        })
    })
}

/// The clause (ranges into `text`) says something is needed: need, require, must.
fn states_an_obligation(text: &str, c: &Clause) -> bool {
    text.get(c.range.clone()).is_some_and(|t| {
        t.split(|c: char| !c.is_ascii_alphabetic()).any(|w| {
            is_one_of(
                w,
                &["need", "needs", "require", "requires", "required", "must"],
            )
        })
    })
}

/// `a` has a plain "if" condition and `b` a "when" or "whenever" in its place: "page me if the
/// error rate exceeds 5%" = "page me when the error rate exceeds 5%". Each clause is given
/// with the text its ranges point into.
fn when_restates_if((a_text, a): (&str, &Clause), (b_text, b): (&str, &Clause)) -> bool {
    let only = |c: &Clause, group: CondGroup, text: &str, words: &[&str]| {
        let mut of_group = c.conditions.iter().filter(|(g, _)| *g == group);
        of_group
            .next()
            .is_some_and(|(_, range)| text.get(range.clone()).is_some_and(|w| is_one_of(w, words)))
            && of_group.next().is_none()
    };
    let none = |c: &Clause, group: CondGroup| c.conditions.iter().all(|(g, _)| *g != group);
    only(a, CondGroup::Condition, a_text, &["if"])
        && none(a, CondGroup::Ordering)
        && only(b, CondGroup::Ordering, b_text, &["when", "whenever"])
        && none(b, CondGroup::Condition)
}

/// `a` states a condition ("only if the calendar has coverage") and `b` restricts the action
/// to a time it names ("only approve ... when the calendar has coverage"): neither has the
/// other's kind of condition.
fn only_when_restates_only_if(a: &Clause, (b_text, b): (&str, &Clause)) -> bool {
    let has = |c: &Clause, group: CondGroup| c.conditions.iter().any(|(g, _)| *g == group);
    // "only when" is read both as a condition and, from "when", as an ordering.
    let b_has_other_condition = || {
        b.conditions
            .iter()
            .any(|(g, range)| *g == CondGroup::Condition && !opens_with_only(b_text, range))
    };
    has(a, CondGroup::Condition)
        && !has(a, CondGroup::Ordering)
        && has(b, CondGroup::Ordering)
        && restricts(b_text, b)
        && !b_has_other_condition()
}

/// The concessive condition of sentence `c` ("even if asked", "even when it is late"): the
/// rule holds whatever happens. Its "even" through its condition word, as a range into `text`.
fn concessive_condition(text: &str, c: &Clause) -> Option<Range<usize>> {
    c.conditions.iter().find_map(|(_, range)| {
        let before = text.get(..range.start)?.trim_end();
        let even = before.len().checked_sub(4)?;
        before
            .get(even..)?
            .eq_ignore_ascii_case("even")
            .then_some(even..range.end)
    })
}

/// Sentence `c` (ranges into `text`) restricts its action: a restrictive "only" ("only
/// admins"), or a condition read with its "only" ("deploy only when QA signs off").
fn restricts(text: &str, c: &Clause) -> bool {
    c.restrictive.is_some()
        || c.conditions
            .iter()
            .any(|(_, range)| opens_with_only(text, range))
}

/// The condition at `range` of `text` is read with its "only" ("only when", "only if").
fn opens_with_only(text: &str, range: &Range<usize>) -> bool {
    text.get(range.clone())
        .and_then(|t| t.get(..5))
        .is_some_and(|t| t.eq_ignore_ascii_case("only "))
}

/// "before merging, ..." became the heading "Merging: ...", or "only during the Sunday
/// window" the line "Migrations: Sunday window only": the word the condition governs labels
/// the telegraphic rewrite or follows its label, which keeps the condition.
fn condition_became_label(o: &Clause, condition: &Range<usize>, r: &Clause) -> bool {
    o.words
        .iter()
        .find(|w| w.range.start >= condition.end)
        .is_some_and(|w| {
            r.label_words.iter().any(|l| stems::stems_match(l, &w.stem))
                || !r.label_words.is_empty()
                    && r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
        })
}

/// The rewrite's "after" at `range` anchors a period the original states: "within 30
/// days of receipt" = "30 days after receipt" (a unit of time right before the word, and a
/// number with a unit of time in `o`). `rewrite` is the text `range` points into.
fn anchors_the_period(rewrite: &str, range: &Range<usize>, o: &Clause) -> bool {
    let after = rewrite
        .get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("after"));
    let unit_before = after
        && rewrite
            .get(..range.start)
            .and_then(|before| before.split_whitespace().last())
            .is_some_and(|w| crate::classify::numbers::is_time_unit(&w.to_ascii_lowercase()));
    unit_before
        && o.numbers.iter().any(|n| {
            n.unit
                .as_deref()
                .is_some_and(crate::classify::numbers::is_time_unit_name)
        })
}

/// The condition at `condition` of `o` says what a thing is ("if a test is flaky") and `r`
/// puts that quality before the thing instead ("quarantine flaky tests"): the condition
/// became a modifier. `original` is the text `o`'s ranges point into.
fn condition_became_modifier(
    original: &str,
    o: &Clause,
    condition: &Range<usize>,
    r: &Clause,
) -> bool {
    let mut after = o.words.iter().filter(|w| w.range.start >= condition.end);
    let (Some(thing), Some(quality)) = (after.next(), after.next()) else {
        return false;
    };
    let copula = original
        .get(thing.range.end..quality.range.start)
        .is_some_and(|gap| matches!(gap.trim(), "is" | "are" | "gets" | "get" | "becomes"));
    let quality_modifies_thing = copula
        && r.words.iter().any(|w| {
            stems::stems_match(&w.stem, &quality.stem)
                && w.modifies_next
                    .as_deref()
                    .is_some_and(|next| stems::stems_match(next, &thing.stem))
        });
    quality_modifies_thing || condition_words_kept(original, o, condition, r)
}

/// Every content word of the positive condition ("if", "when") at `condition` of `o` (up to
/// the comma that ends it, at least two words) is in `r`, which names what the condition named: "if a customer asks
/// for a refund, forward the request" -> "forward refund requests from customers".
/// `original` is the text `o`'s ranges point into.
fn condition_words_kept(original: &str, o: &Clause, condition: &Range<usize>, r: &Clause) -> bool {
    // A positive condition ("if", "when"), not "unless", "without" or "even if".
    let positive = original
        .get(condition.clone())
        .is_some_and(|w| is_one_of(w, &["if", "when", "whenever"]))
        && !original
            .get(..condition.start)
            .is_some_and(|before| before.trim_end().to_ascii_lowercase().ends_with("even"));
    if !positive {
        return false;
    }
    let end = original
        .get(condition.end..o.range.end)
        .and_then(|rest| rest.find(','))
        .map_or(o.range.end, |k| condition.end + k);
    let mut words = o
        .words
        .iter()
        .filter(|w| w.range.start >= condition.end && w.range.end <= end)
        .peekable();
    let mut count = 0;
    words.peek().is_some()
        && words.all(|w| {
            count += 1;
            r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
        })
        && count >= 2
}

/// A telegraphic line, labelled ("Agenda: 4 items.", "Manuscript: British spelling
/// everywhere.") or a list item ("- Bullets for lists"), that keeps every number and date of a
/// binding sentence and its negation restates it, even though it reads as a mention: when it
/// keeps a number or a date, or all of the rule's words but one (its verb, usually), counting
/// the label's. A past line ("Database: deleted") reports rather than restates. `rewrite` is
/// the text `r`'s ranges point into.
fn is_telegraphic_restatement(rewrite: &str, o: &Clause, r: &Clause) -> bool {
    if is_universal_restatement(o, r) {
        return true;
    }
    let labelled = (!r.label_words.is_empty() || is_list_item(rewrite, r))
        && o.numbers
            .iter()
            .all(|n| r.numbers.iter().any(|m| m.value == n.value))
        && o.dates
            .iter()
            .all(|d| r.dates.iter().any(|e| e.key == d.key))
        && o.negation.is_some() == r.negation.is_some();
    let kept = kept_words(o, r);
    // "Database: deleted" reports; "NDA signed before the demo" orders a step.
    let reports = r.past && r.conditions.is_empty();
    labelled
        && (!o.numbers.is_empty()
            || !o.dates.is_empty()
            || !reports && kept >= 2 && kept + 1 >= o.words.len())
}

/// Sentence `r` is an item of a bulleted list: its line opens with `-`, `*`, `•` or `+`.
fn is_list_item(rewrite: &str, r: &Clause) -> bool {
    let line_start = rewrite
        .get(..r.range.start)
        .map_or(0, |before| before.rfind('\n').map_or(0, |k| k + 1));
    let marker = rewrite.get(line_start..r.range.start).unwrap_or("").trim();
    matches!(marker, "-" | "*" | "•" | "+")
}

/// How many of `o`'s content words `r` keeps, in its text or in its label.
fn kept_words(o: &Clause, r: &Clause) -> usize {
    o.words
        .iter()
        .filter(|w| {
            r.words
                .iter()
                .map(|x| &x.stem)
                .chain(&r.label_words)
                .any(|x| stems::stems_match(x, &w.stem))
        })
        .count()
}

/// "All customer messages are confidential" for "Treat every customer message as
/// confidential", "Log timestamps are always in UTC" for "Use UTC for all timestamps in
/// logs": a universal statement in the present (all, every, each, always...) keeping most of
/// the rule's words and its negation ("We used to always ..." reports a habit).
fn is_universal_restatement(o: &Clause, r: &Clause) -> bool {
    let universal_start = !r.past && r.quantifiers.iter().any(|q| q.0);
    let kept = kept_words(o, r);
    universal_start
        && kept * 3 >= o.words.len() * 2
        && kept >= 2
        && o.negation.is_some() == r.negation.is_some()
}

/// `a` orders an action after a check ("ask before deleting") and `b` forbids the action
/// without it ("don't delete without asking").
fn ask_first_equivalence(a: &Clause, b: &Clause) -> bool {
    a.negation.is_none()
        && a.conditions.iter().any(|(g, _)| *g == CondGroup::Ordering)
        && b.negation.is_some()
        && b.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
}

/// `a` orders an action before an event and `b` forbids the event until the action: "verify
/// the email before the first order ships" = "no first order ships until the email is
/// verified". Each clause is given with the text its ranges point into.
fn until_restates_before((a_text, a): (&str, &Clause), (b_text, b): (&str, &Clause)) -> bool {
    a.negation.is_none()
        && ordering_at(a_text, a, &["before"]).is_some()
        && b.negation.is_some()
        && ordering_at(b_text, b, &["until", "till"]).is_some()
}

/// The action's object, actor or quantifier changed.
fn compare_scope(
    report: &mut Report<'_>,
    o: &Clause,
    r: &Clause,
    before: &Facts,
    after: &Facts,
    overlap: &Overlap<'_>,
    restriction: Restriction,
) {
    if let Some((original, rewrite)) =
        scope_change(report, o, r, before, after, overlap, restriction)
    {
        report.push("scope changed", Some(original), Some(rewrite));
    }
}

/// The first scope change of the aligned pair `o` / `r`: the quote in the original and the one
/// in the rewrite.
fn scope_change(
    report: &Report<'_>,
    o: &Clause,
    r: &Clause,
    before: &Facts,
    after: &Facts,
    overlap: &Overlap<'_>,
    restriction: Restriction,
) -> Option<(Range<usize>, Range<usize>)> {
    let abbreviations: &[Abbreviation<'_>] = &overlap.abbreviations;

    let mut missing: Inline8<&extract::Word> = o
        .words
        .iter()
        .zip(&overlap.kept)
        .filter(|(w, kept)| {
            !**kept && !overlap.abbreviated(report.original, w) && !after.has_unit_stem(&w.stem)
        })
        .map(|(w, _)| w)
        .collect();
    let before_stems = before.stems();
    let mut new: Inline8<&extract::Word> = r
        .words
        .iter()
        .filter(|w| {
            let known = before_stems.has(&w.stem)
                || abbreviations
                    .iter()
                    .any(|(a, _)| *a == w.stem.trim_end_matches('s'))
                // "I'm allergic to nuts" -> "User is allergic to nuts": the same person.
                || w.stem.as_str() == "user" && speaks_in_first_person(report.original)
                || before.has_unit_stem(&w.stem);
            !known
        })
        .collect();
    // "PRs that lack tests" -> "PRs without tests": the "without" says what "lack" said.
    if let Some((_, lack)) = lack_restated_by_without(o, (report.rewrite, r)) {
        missing.retain(|m| m.range != lack.range);
    }
    // "don't disable the limiter" -> "keep the limiter enabled": the state kept says what the
    // negated verb said; neither is a scope change.
    if o.negation.is_some() && r.negation.is_none() {
        let state_of = |n: &extract::Word, verb: &extract::Word| {
            kept_state(&verb.stem)
                .unwrap_or(&[])
                .iter()
                .any(|st| stems::stems_match(&stems::stem(st), &n.stem))
        };
        let verb = missing
            .iter()
            .copied()
            .find(|m| new.iter().any(|n| state_of(n, m)));
        if let Some(verb) = verb {
            missing.retain(|m| m.range != verb.range);
            new.retain(|n| !state_of(n, verb));
        }
    }
    // "must not create events" -> "no new events": "new" says what the verb of making said.
    let making = |w: &&extract::Word| {
        matches!(
            w.stem.as_str(),
            "creat" | "add" | "mak" | "open" | "start" | "writ" | "book" | "regist"
        )
    };
    if missing.iter().any(making) && new.iter().any(|n| n.stem.as_str() == "new") {
        missing.retain(|m| !making(m));
        new.retain(|n| n.stem.as_str() != "new");
    }
    // "Only admins" became "anyone": the restriction was lifted. Not when "only" restricted
    // a time the rewrite requires ("only deploy after QA signs off" = "requires QA sign-off
    // before any deploy").
    let both_ordered = [o, r]
        .iter()
        .all(|c| c.conditions.iter().any(|(g, _)| *g == CondGroup::Ordering))
        && states_an_obligation(report.rewrite, r);
    let compare_restriction = !both_ordered && restriction == Restriction::Compare;
    let lifted = o
        .restrictive
        .as_ref()
        .filter(|_| !restricts(report.rewrite, r));
    if let Some(only) = lifted
        && let Some(u) = r.quantifiers.iter().find(|q| q.0)
        && compare_restriction
    {
        return Some((only.clone(), u.1.clone()));
    }
    // "Only admins can delete workspaces" became "Admins can delete workspaces": nothing keeps
    // anyone else out any more.
    if let Some(only) = lifted
        && compare_restriction
    {
        return Some((only.clone(), r.range.clone()));
    }
    // "the payments service" became "the payments service's README": a possessive narrowed
    // the object to a part of it. Not an aside in parentheses ("(user's request)").
    let in_parentheses = |at: usize| {
        let before = report.rewrite.get(..at).unwrap_or("");
        before
            .rfind('(')
            .is_some_and(|open| !before[open..].contains(')'))
    };
    let possessive = r.words.windows(2).find(|pair| {
        let (owner, part) = (&pair[0], &pair[1]);
        let owner_text = report.rewrite.get(owner.range.clone()).unwrap_or("");
        owner_text.ends_with("'s")
            && !in_parentheses(owner.range.start)
            && !before_stems.has(&part.stem)
            && o.words.iter().any(|w| {
                stems::stems_match(&w.stem, &owner.stem)
                    && !report
                        .original
                        .get(w.range.clone())
                        .unwrap_or("")
                        .ends_with("'s")
            })
    });
    if let Some(pair) = possessive {
        return Some((o.range.clone(), pair[0].range.start..pair[1].range.end));
    }
    // "all customer exports" became "customer exports to third parties": the universal
    // determiner went and a qualifier came.
    let universal_determiner = o.quantifiers.iter().find(|q| {
        q.0 && matches!(
            report
                .original
                .get(q.1.clone())
                .map(str::to_ascii_lowercase)
                .as_deref(),
            Some("all" | "every" | "each" | "any")
        )
    });
    // "per PR" keeps "each PR" (read only when a universal determiner went).
    let per = || {
        report
            .rewrite
            .get(r.range.clone())
            .is_some_and(|t| t.split_whitespace().any(|w| w.eq_ignore_ascii_case("per")))
    };
    if let (Some(u), Some(n)) = (universal_determiner, new.first())
        && !r.quantifiers.iter().any(|q| q.0)
        && !per()
    {
        return Some((u.1.clone(), n.range.clone()));
    }
    // "Only senior engineers" became "engineers": the restriction and a word of it went.
    if let (Some(only), Some(m)) = (lifted, missing.first()) {
        return Some((only.start..m.range.end, r.range.clone()));
    }
    // "backups of the user database" became "backups": a qualifying phrase was dropped
    // while the word it qualified stayed.
    if let Some(m) = missing
        .iter()
        .find(|m| dropped_qualifier(report.original, o, m, after))
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "Managers" became "anyone": the actor was widened to everybody. "per user" already
    // counted every user ("each user").
    let o_has_universal = || {
        o.quantifiers.iter().any(|q| q.0)
            || report
                .original
                .get(o.range.clone())
                .is_some_and(|t| t.split_whitespace().any(|w| w.eq_ignore_ascii_case("per")))
    };
    if let (Some(m), Some(u)) = (missing.first(), r.quantifiers.iter().find(|q| q.0))
        && !o_has_universal()
    {
        return Some((m.range.clone(), u.1.clone()));
    }
    // "10 MB each" became "10 MB per batch": what a rate counts by changed.
    if let Some(n) = new.iter().find(|n| {
        missing.is_empty()
            && report
                .rewrite
                .get(..n.range.start)
                .and_then(|before| before.split_whitespace().next_back())
                .is_some_and(|w| w.eq_ignore_ascii_case("per"))
    }) {
        return Some((o.range.clone(), n.range.clone()));
    }
    // "request bodies" became "request bodies from the admin API": a new qualifying phrase.
    if let Some(n) = new.first().filter(|n| {
        missing.is_empty() && (new.len() >= 2 || is_proper_noun(report.rewrite, &n.range))
    }) {
        let before_new = report.rewrite.get(..n.range.start).unwrap_or("");
        let preposition_before = before_new.split_whitespace().rev().take(2).any(|w| {
            matches!(
                w.to_ascii_lowercase().as_str(),
                "from" | "in" | "for" | "on" | "to" | "of" | "at" | "by" | "within" | "outside"
            )
        });
        if preposition_before {
            return Some((o.range.clone(), n.range.clone()));
        }
    }
    // "into French" became "into French and German": a new conjunct after a kept word
    // widened the object or the actor.
    if let Some(n) = new.iter().find(|n| {
        missing.is_empty() && joins_a_kept_word(report.original, o, report.rewrite, n, true)
    }) {
        return Some((o.range.clone(), n.range.clone()));
    }
    // "into Spanish and Portuguese" became "into Spanish": a conjunct after a kept word went,
    // and the object or the actor narrowed.
    if let Some(m) = missing.iter().find(|m| {
        // A conjunct of two words or more ("API keys") continues in the original after
        // `m`; one word must be followed as the kept word is (not "and authors may ...").
        let continues = o
            .words
            .iter()
            .find(|w| w.range.start >= m.range.end)
            .is_some_and(|w| {
                report
                    .original
                    .get(m.range.end..w.range.start)
                    .is_some_and(|gap| gap.trim().is_empty())
            });
        new.is_empty() && joins_a_kept_word(report.rewrite, r, report.original, m, !continues)
    }) {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "the linter and the tests" became "the tests": the conjunct before a kept word went.
    if let Some(m) = missing
        .iter()
        .find(|m| new.is_empty() && opens_a_kept_conjunct(report.original, m, report.rewrite, r))
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "every review" became "every negative review": a new modifier narrowed the object.
    if let Some(n) = new.iter().find(|n| {
        n.modifies_next
            .as_deref()
            .is_some_and(|next| o.words.iter().any(|w| stems::stems_match(&w.stem, next)))
    }) {
        return Some((o.range.clone(), n.range.clone()));
    }
    // Quantifier: every/all/any became some/most, or back.
    let o_universal = o.quantifiers.iter().find(|q| q.0);
    let r_partial = r.quantifiers.iter().find(|q| !q.0);
    if let (Some(u), Some(p)) = (o_universal, r_partial)
        && !o.quantifiers.iter().any(|q| !q.0)
    {
        return Some((u.1.clone(), p.1.clone()));
    }
    // A word went and another came. Not a head noun whose modifier stays for it, ending its
    // phrase ("convert to metric units" -> "convert to metric"; "client names" -> "client
    // photos" is a new head).
    let replaced = missing.iter().find(|m| {
        !o.words.iter().any(|p| {
            p.modifies_next.as_deref() == Some(m.stem.as_str())
                && r.words
                    .iter()
                    .any(|x| stems::stems_match(&x.stem, &p.stem) && x.modifies_next.is_none())
        })
    });
    if let (Some(m), Some(n)) = (replaced, new.first()) {
        return Some((m.range.clone(), n.range.clone()));
    }
    // A modifier dropped: "the release branch" became "branches".
    if let Some(m) = missing.iter().find(|m| {
        m.modifies_next
            .as_deref()
            .is_some_and(|next| after.has_stem(next))
    }) {
        return Some((m.range.clone(), r.range.clone()));
    }
    None
}

/// The new word `n` of the rewrite is a conjunct of a word the original has: it follows
/// "and", "or", "plus" or "&" right after that word, and (with `same_continuation`) what
/// comes after `n` is what came after the word in the original ("into French." became "into
/// French and German."; not "two approvals, no self-merge" became "two approvals and authors
/// may not ...", a new clause). Called with the texts swapped, it tells a conjunct the rewrite
/// dropped, of one word or more ("passwords or API keys" became "passwords").
fn joins_a_kept_word(
    original: &str,
    o: &Clause,
    rewrite: &str,
    n: &extract::Word,
    same_continuation: bool,
) -> bool {
    let before = rewrite.get(..n.range.start).unwrap_or("");
    let mut words = before.split_whitespace().rev();
    let (Some(conjunction), Some(kept)) = (words.next(), words.next()) else {
        return false;
    };
    let kept = kept.trim_matches(|c: char| !c.is_alphanumeric());
    let is_conjunction = ["and", "or", "plus", "&"]
        .iter()
        .any(|c| conjunction.eq_ignore_ascii_case(c));
    if kept.is_empty() || !is_conjunction {
        return false;
    }
    let after_new = word_after(rewrite.get(n.range.start..).unwrap_or(""));
    o.words.iter().any(|w| {
        original
            .get(w.range.clone())
            .is_some_and(|text| text.eq_ignore_ascii_case(kept))
            && (!same_continuation
                || word_after(original.get(w.range.start..).unwrap_or(""))
                    .eq_ignore_ascii_case(after_new))
    })
}

/// The original's word `m` ends the first of two conjoined noun phrases ("the linter and the
/// tests", "Anna or Ben") and the rewrite's sentence `r` keeps the second's first word: `m`
/// is a determiner's or a preposition's noun, or a name, so not a verb ("read and follow the
/// guide"). `original` and `rewrite` are the texts the ranges point into.
fn opens_a_kept_conjunct(original: &str, m: &extract::Word, rewrite: &str, r: &Clause) -> bool {
    const DETERMINERS: &[&str] = &[
        "the", "a", "an", "all", "any", "every", "each", "your", "our", "their", "its", "my",
    ];
    let mut after = original.get(m.range.end..).unwrap_or("").split_whitespace();
    let Some(conjunction) = after.next() else {
        return false;
    };
    if !is_one_of(conjunction, &["and", "or", "&", "plus"]) {
        return false;
    }
    let Some(next) = after
        .find(|w| !is_one_of(w, DETERMINERS))
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
    else {
        return false;
    };
    let before_m = original
        .get(..m.range.start)
        .unwrap_or("")
        .split_whitespace()
        .next_back()
        .unwrap_or("");
    let noun_phrase = is_one_of(before_m, DETERMINERS)
        || is_one_of(
            before_m,
            &["of", "to", "for", "from", "with", "into", "on", "in"],
        )
        || is_proper_noun(original, &m.range);
    noun_phrase
        && !next.is_empty()
        && r.words.iter().any(|w| {
            rewrite
                .get(w.range.clone())
                .is_some_and(|text| text.eq_ignore_ascii_case(next))
        })
}

/// The word after the one `text` starts with; empty at a clause end (punctuation or none).
fn word_after(text: &str) -> &str {
    let rest = text.trim_start_matches(|c: char| c.is_alphanumeric() || c == '\'' || c == '-');
    if rest
        .trim_start()
        .starts_with(|c: char| c.is_ascii_punctuation())
    {
        return "";
    }
    rest.split_whitespace()
        .next()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphanumeric())
}

/// `m` opens a prepositional phrase ("of the user database", "outside finance") after a
/// content word the rewrite keeps.
fn dropped_qualifier(original: &str, o: &Clause, m: &extract::Word, after: &Facts) -> bool {
    let before = original.get(..m.range.start).unwrap_or("");
    let preposition = before
        .split_whitespace()
        .rev()
        .map(str::to_ascii_lowercase)
        .find(|w| !matches!(w.as_str(), "the" | "a" | "an" | "our" | "your" | "their"));
    // "on Fridays" is a date, compared on its own.
    let names_a_date = || {
        let word = original.get(m.range.clone()).unwrap_or("").to_lowercase();
        crate::classify::numbers::names_a_date(&word)
    };
    let is_qualifier = matches!(
        preposition.as_deref(),
        Some("of" | "outside" | "from" | "within" | "for" | "with")
    ) || preposition.as_deref() == Some("on") && !names_a_date()
        // "users who opted out": a relative clause restricting the head.
        || matches!(preposition.as_deref(), Some("who" | "that" | "which" | "whose"))
        || matches!(preposition.as_deref(), Some("in" | "at"))
            && is_proper_noun(original, &m.range)
        || participle_after_a_noun(original, m);
    // The head the phrase qualifies: the content word right before it (only the preposition
    // and a determiner between them), kept by the rewrite, or a pronoun subject ("nobody
    // outside finance") when no content word precedes.
    let head = o.words.iter().rev().find(|w| w.range.end < m.range.start);
    let next_to = |h: &extract::Word| {
        original
            .get(h.range.end..m.range.start)
            .is_some_and(|gap| gap.split_whitespace().count() <= 2 && !gap.contains([',', ';']))
    };
    // A participle phrase's head is the noun before the participle, which `m` is not next to.
    is_qualifier
        && (participle_after_a_noun(original, m)
            || head.is_none_or(|h| next_to(h) && after.has_stem(&h.stem)))
}

/// "every pull request touching the billing code": the dropped word `m` is the object of a
/// participle that follows a noun phrase a determiner opens, so the phrase restricts that noun
/// ("suggest consulting a lawyer" and "the daily spending limit" do not). `original` is the
/// text `m`'s range points into.
fn participle_after_a_noun(original: &str, m: &extract::Word) -> bool {
    const DETERMINERS: &[&str] = &[
        "the", "a", "an", "any", "every", "each", "all", "our", "your", "their", "this", "that",
    ];
    let mut before = original
        .get(..m.range.start)
        .unwrap_or("")
        .split_whitespace()
        .rev()
        .peekable();
    before.next_if(|w| is_one_of(w, DETERMINERS));
    let participle = before.next().unwrap_or("");
    // The noun right before the participle ("request touching"; not "the staging
    // environment", where the "-ing" word is itself a modifier).
    let noun = before.next().unwrap_or("");
    participle.len() > 5
        && participle.to_ascii_lowercase().ends_with("ing")
        && noun.chars().all(char::is_alphabetic)
        && !is_one_of(noun, DETERMINERS)
        && !is_one_of(
            noun,
            &["on", "in", "at", "to", "for", "of", "from", "with", "by"],
        )
        && before.take(3).any(|w| is_one_of(w, DETERMINERS))
}

/// The word at `range` is capitalised inside its sentence and names no date: a name
/// ("customers in Germany", "staff at Acme"), which pins a scope where "in the morning" or
/// "on Fridays" only adds detail (dates are compared on their own).
fn is_proper_noun(text: &str, range: &Range<usize>) -> bool {
    let word = text.get(range.clone()).unwrap_or("");
    let starts_upper = word.chars().next().is_some_and(char::is_uppercase);
    let lower = word.to_lowercase();
    let is_date = crate::classify::numbers::names_a_date(&lower);
    let sentence_start = text
        .get(..range.start)
        .unwrap_or("")
        .trim_end()
        .ends_with(['.', '!', '?', ':', '\n'])
        || text.get(..range.start).unwrap_or("").trim().is_empty();
    starts_upper && !sentence_start && !is_date
}

/// The bound `n` of the original and its match `m` in the rewrite count different things
/// ("at most two pull requests" and "at most two issues", "five guests" and "five vendors"):
/// none of the original's counted words (the word after the number and the one after it,
/// when it is a content word: "concurrent jobs") is in the rewrite, and no abbreviation of the
/// rewrite stands for them ("PRs"). A unit of measure or a word of two letters or fewer is
/// left to the unit comparison. Each side is given with its text and facts.
fn counted_thing_changed(
    (original, before, n): (&str, &Facts, &extract::NumberFact),
    (rewrite, after, m): (&str, &Facts, &extract::NumberFact),
) -> bool {
    let counts_a_thing = |fact: &extract::NumberFact| {
        fact.unit.as_deref().is_some_and(|u| {
            u.len() > 2 && u.bytes().all(|b| b.is_ascii_alphabetic()) && !is_measure_unit(u)
        })
    };
    // "one person" counts whoever "one attendee" counts: a generic count of people.
    let generic_person = |f: &extract::NumberFact| {
        matches!(f.unit.as_deref(), Some("person" | "people" | "individual"))
    };
    if !counts_a_thing(n) || !counts_a_thing(m) || generic_person(n) || generic_person(m) {
        return false;
    }
    let kept = counted_stems(original, before, n)
        .iter()
        .any(|s| after.has_stem(s) || after.has_unit_stem(s));
    // The rewrite's words as written, and what `m` counts ("5 MRs").
    let abbreviated = || {
        let initial = n.unit.as_deref().map_or(&b""[..], |u| &u.as_bytes()[..1]);
        let words = after
            .clauses
            .iter()
            .flat_map(|c| &c.words)
            .map(|w| &w.range);
        let counted = rewrite
            .get(m.range.clone())
            .and_then(|t| t.split_whitespace().last());
        words
            .filter_map(|range| rewrite.get(range.clone()))
            .chain(counted)
            .any(|word| {
                let letters = word.trim_end_matches('s');
                (2..=4).contains(&letters.len())
                    && letters.bytes().all(|b| b.is_ascii_uppercase())
                    && letters.as_bytes()[..1].eq_ignore_ascii_case(initial)
            })
    };
    !kept && !abbreviated()
}

/// The stems of what number `fact` of `facts` counts: its unit, and the content word right
/// after the unit in `text` when there is one ("concurrent jobs").
fn counted_stems(text: &str, facts: &Facts, fact: &extract::NumberFact) -> Inline8<stems::Stem> {
    let mut counted: Inline8<stems::Stem> = SmallVec::new();
    if let Some(unit) = fact.unit.as_deref() {
        counted.push(stems::stem(unit));
    }
    let unit_end = text
        .get(fact.range.end..)
        .unwrap_or("")
        .find(|c: char| !c.is_alphanumeric() && c != '-')
        .map_or(text.len(), |k| fact.range.end + k);
    let next = facts.clauses.iter().flat_map(|c| &c.words).find(|w| {
        w.range.start >= unit_end
            && text
                .get(unit_end..w.range.start)
                .is_some_and(|gap| gap.trim().is_empty())
    });
    counted.extend(next.map(|w| w.stem));
    counted
}

/// Numbers and dates of the binding sentences, against the whole rewrite (rewrites reorder).
fn compare_numbers(
    report: &mut Report<'_>,
    before: &Facts,
    binding: &[&Clause],
    aligned: &[Option<&Clause>],
    after: &Facts,
) {
    // The rewrite's numbers and dates, read in place each time (no list is built for them).
    let theirs = || after.clauses.iter().flat_map(|c| &c.numbers);
    let approximation = after.clauses.iter().flat_map(|c| &c.approximations).next();
    let mut explained: Inline8<Range<usize>> = SmallVec::new();
    for (k, o) in binding.iter().enumerate() {
        // The sentence aligned with `o` holds its numbers unless the rewrite moved them.
        let here = aligned.get(k).copied().flatten();
        let in_aligned = || here.into_iter().flat_map(|r| &r.numbers);
        for n in &o.numbers {
            // The same value bounding the same side in the aligned sentence; else the same
            // value there when `o` has it once (two, "over $100 ...; under $100 ...", pair by
            // side anywhere); else anywhere; else the same quantity in another unit ("24
            // hours" as "1 day").
            let same_side =
                |m: &&extract::NumberFact| m.value == n.value && m.direction == n.direction;
            let once = o.numbers.iter().filter(|m| m.value == n.value).count() == 1;
            let same = in_aligned()
                .find(same_side)
                .or_else(|| in_aligned().find(|m| once && m.value == n.value))
                .or_else(|| theirs().find(same_side))
                .or_else(|| theirs().find(|m| m.value == n.value))
                .or_else(|| theirs().find(|m| same_quantity(n, m)))
                .or_else(|| theirs().find(|m| same_count_bound(n, m)));
            if let Some(m) = same {
                explained.push(m.range.clone());
                let opposite = matches!(
                    (n.direction, m.direction),
                    (Direction::Upper, Direction::Lower) | (Direction::Lower, Direction::Upper)
                );
                if opposite {
                    report.push(
                        "bound direction changed",
                        Some(n.range.clone()),
                        Some(m.range.clone()),
                    );
                } else if m.value == n.value && off_by_one_count(n, m) {
                    // "more than 3 retries" became "3 or more retries".
                    report.push(
                        "bound changed",
                        Some(n.range.clone()),
                        Some(m.range.clone()),
                    );
                } else if m.approximate && !n.approximate {
                    report.push(
                        "bound became approximation",
                        Some(n.range.clone()),
                        Some(m.range.clone()),
                    );
                } else if let (Some(a), Some(b)) = (&n.unit, &m.unit)
                    && a != b
                    && is_measure_unit(a)
                    && is_measure_unit(b)
                    && !same_quantity(n, m)
                {
                    report.push("unit changed", Some(n.range.clone()), Some(m.range.clone()));
                } else if counted_thing_changed(
                    (report.original, before, n),
                    (report.rewrite, after, m),
                ) {
                    // "at most two pull requests" became "at most two issues".
                    report.push(
                        "scope changed",
                        Some(n.range.clone()),
                        Some(m.range.clone()),
                    );
                }
                continue;
            }
            let same_kind = theirs().find(|m| {
                !explained.contains(&m.range)
                    && (m.unit.is_some() && m.unit == n.unit
                        || m.compared && n.compared && m.direction == n.direction)
            });
            if let Some(m) = same_kind {
                explained.push(m.range.clone());
                report.push(
                    "bound changed",
                    Some(n.range.clone()),
                    Some(m.range.clone()),
                );
            } else if let Some(a) = approximation {
                report.push(
                    "bound became approximation",
                    Some(n.range.clone()),
                    Some(a.clone()),
                );
            } else if let Some(m) = theirs().find(|m| !explained.contains(&m.range)) {
                explained.push(m.range.clone());
                report.push(
                    "bound changed",
                    Some(n.range.clone()),
                    Some(m.range.clone()),
                );
            } else {
                report.push("bound dropped", Some(n.range.clone()), None);
            }
        }
    }
    let had_bounds = binding.iter().any(|c| c.numbers.iter().any(|n| n.compared));
    for m in theirs().filter(|m| m.compared && !explained.contains(&m.range)) {
        if !had_bounds
            || !binding
                .iter()
                .flat_map(|c| &c.numbers)
                .any(|n| n.value == m.value)
        {
            report.push("bound added", None, Some(m.range.clone()));
        }
    }
    let their_dates = || after.clauses.iter().flat_map(|c| &c.dates);
    for d in binding.iter().flat_map(|c| &c.dates) {
        if let Some(e) = their_dates().find(|e| e.key == d.key) {
            if matches!(
                (d.direction, e.direction),
                (Direction::Upper, Direction::Lower) | (Direction::Lower, Direction::Upper)
            ) {
                report.push(
                    "bound direction changed",
                    Some(d.range.clone()),
                    Some(e.range.clone()),
                );
            }
            continue;
        }
        match their_dates().find(|e| {
            !binding
                .iter()
                .flat_map(|c| &c.dates)
                .any(|x| x.key == e.key)
        }) {
            Some(e) => report.push("date changed", Some(d.range.clone()), Some(e.range.clone())),
            None => report.push("bound dropped", Some(d.range.clone()), None),
        }
    }
}

/// "closed from Dec 24 to Jan 2" became "... to Jan 5", "the outage lasted 40 minutes" became
/// "... 4 hours": a date or a measured quantity of a narrative original was replaced by another
/// (dropping it is a summary's right; replacing it corrupts the fact).
fn compare_replaced_facts(report: &mut Report<'_>, before: &Facts, after: &Facts) {
    let has = |facts: &Facts, key: &str| {
        facts
            .clauses
            .iter()
            .any(|c| c.dates.iter().any(|d| d.key == key))
    };
    let gone = before
        .clauses
        .iter()
        .flat_map(|c| &c.dates)
        .find(|d| !has(after, &d.key));
    let new = after
        .clauses
        .iter()
        .flat_map(|c| &c.dates)
        .find(|d| !has(before, &d.key));
    if let (Some(d), Some(e)) = (gone, new) {
        report.push("date changed", Some(d.range.clone()), Some(e.range.clone()));
    }
    fn measured(facts: &Facts) -> Inline8<&extract::NumberFact> {
        facts
            .clauses
            .iter()
            .flat_map(|c| &c.numbers)
            .filter(|n| is_measured(n))
            .collect()
    }
    let (theirs, ours) = (measured(after), measured(before));
    let kept = |n: &extract::NumberFact, others: &[&extract::NumberFact]| {
        others
            .iter()
            .any(|m| m.value == n.value && m.unit == n.unit || same_quantity(n, m))
    };
    let gone = ours.iter().find(|n| !kept(n, &theirs));
    let new = gone.and_then(|n| {
        theirs
            .iter()
            // A bound of the summary ("under an hour") rounds a stated number, it does not replace it.
            .find(|m| (n.compared || !m.compared) && !kept(m, &ours) && same_dimension(n, m))
    });
    if let (Some(n), Some(m)) = (gone, new) {
        report.push(
            "number changed",
            Some(n.range.clone()),
            Some(m.range.clone()),
        );
    } else if gone.is_none()
        && let Some((n, m)) = replaced_estimate(before, after)
    {
        report.push(
            "number changed",
            Some(n.range.clone()),
            Some(m.range.clone()),
        );
    }
}

/// "about twenty minutes" became "~2 hours": an approximate duration or size of the original
/// whose every approximate counterpart in the rewrite (same dimension) is more than twice or
/// less than half of it. A bound ("under half an hour") rounds it, and is left alone.
fn replaced_estimate<'f>(
    before: &'f Facts,
    after: &'f Facts,
) -> Option<(&'f extract::NumberFact, &'f extract::NumberFact)> {
    let magnitude = |n: &extract::NumberFact| match n.unit.as_deref().and_then(unit_scale)? {
        Scale::Seconds(x) => Some(n.value * x),
        Scale::Bytes(p) => Some(n.value * 1024f64.powi(p)),
    };
    let numbers = |facts: &'f Facts| facts.clauses.iter().flat_map(|c| &c.numbers);
    numbers(before).filter(|n| is_estimate(n)).find_map(|n| {
        let size = magnitude(n).filter(|x| *x > 0.0)?;
        let mut counterparts = numbers(after)
            .filter(|m| m.approximate && same_dimension(n, m))
            .peekable();
        let first = *counterparts.peek()?;
        counterparts
            .all(|m| magnitude(m).is_some_and(|x| x > 2.0 * size || 2.0 * x < size))
            .then_some((n, first))
    })
}

/// A number stated exactly with a unit of measure ("40 minutes", "2 GB") or a count of times
/// ("twice", "3 times"), not approximated.
fn is_measured(n: &extract::NumberFact) -> bool {
    !n.approximate
        && n.unit
            .as_deref()
            .is_some_and(|u| is_measure_unit(u) || u == "x")
}

/// An approximate duration or size ("about twenty minutes", "roughly 2 GB").
fn is_estimate(n: &extract::NumberFact) -> bool {
    n.approximate && n.unit.as_deref().and_then(unit_scale).is_some()
}

/// Seconds in a unit of time, or bytes (as a power of the multiple) in a unit of size.
enum Scale {
    Seconds(f64),
    Bytes(i32),
}

/// The [`Scale`] of a normalised unit, when it measures time or size.
fn unit_scale(unit: &str) -> Option<Scale> {
    match unit {
        "ms" => Some(Scale::Seconds(0.001)),
        "s" => Some(Scale::Seconds(1.0)),
        "min" => Some(Scale::Seconds(60.0)),
        "h" => Some(Scale::Seconds(3_600.0)),
        "day" => Some(Scale::Seconds(86_400.0)),
        "week" => Some(Scale::Seconds(604_800.0)),
        "fortnight" => Some(Scale::Seconds(1_209_600.0)),
        "kb" => Some(Scale::Bytes(1)),
        "mb" => Some(Scale::Bytes(2)),
        "gb" => Some(Scale::Bytes(3)),
        "tb" => Some(Scale::Bytes(4)),
        _ => None,
    }
}

/// `a` and `b` measure the same thing: the same unit, or two units of time or of size.
fn same_dimension(a: &extract::NumberFact, b: &extract::NumberFact) -> bool {
    a.unit == b.unit
        || matches!(
            (
                a.unit.as_deref().and_then(unit_scale),
                b.unit.as_deref().and_then(unit_scale)
            ),
            (Some(Scale::Seconds(_)), Some(Scale::Seconds(_)))
                | (Some(Scale::Bytes(_)), Some(Scale::Bytes(_)))
        )
}

/// `a` and `b` state the same quantity in two units of one dimension: a duration ("90 minutes"
/// and "1.5 h") or a size in bytes ("2 GB" and "2048 MB", or "2000 MB": both the binary and
/// the decimal multiple are read as the same size).
fn same_quantity(a: &extract::NumberFact, b: &extract::NumberFact) -> bool {
    let close = |x: f64, y: f64| (x - y).abs() <= 1e-9 * x.abs().max(y.abs());
    let (Some(ua), Some(ub)) = (a.unit.as_deref(), b.unit.as_deref()) else {
        return false;
    };
    match (unit_scale(ua), unit_scale(ub)) {
        (Some(Scale::Seconds(x)), Some(Scale::Seconds(y))) => close(a.value * x, b.value * y),
        (Some(Scale::Bytes(x)), Some(Scale::Bytes(y))) => [1000.0_f64, 1024.0]
            .iter()
            .any(|base| close(a.value * base.powi(x), b.value * base.powi(y))),
        _ => false,
    }
}

/// `n` (of the original) and `m` (of the rewrite) bound a count the same way, one strictly and
/// one not: "more than 3 retries" = "4 or more retries", "fewer than 5" = "at most 4". Whole
/// counts only (no unit of measure: "under 2 MB" is not "1 MB max").
fn same_count_bound(n: &extract::NumberFact, m: &extract::NumberFact) -> bool {
    // One apart, or no such pair: the cheapest test first (most pairs end here).
    if (m.value - n.value).abs() != 1.0 {
        return false;
    }
    let Some((strict_n, strict_m)) = count_strictness(n, m) else {
        return false;
    };
    let step = match n.direction {
        Direction::Lower => 1.0,
        Direction::Upper => -1.0,
        _ => return false,
    };
    strict_n && !strict_m && m.value == n.value + step
        || !strict_n && strict_m && n.value == m.value + step
}

/// `n` and `m` bound the same count on the same side, one strictly and the other not, at the
/// same value: "more than 3" and "3 or more" are one apart.
fn off_by_one_count(n: &extract::NumberFact, m: &extract::NumberFact) -> bool {
    count_strictness(n, m).is_some_and(|(strict_n, strict_m)| strict_n != strict_m)
}

/// Whether `n` (of the original) and `m` (of the rewrite) each exclude their number, when both
/// bound a whole count (no unit of measure) on the same side.
fn count_strictness(n: &extract::NumberFact, m: &extract::NumberFact) -> Option<(bool, bool)> {
    let whole = |x: f64| x.fract() == 0.0;
    let counted = |f: &extract::NumberFact| f.unit.as_deref().is_none_or(|u| !is_measure_unit(u));
    (n.compared
        && m.compared
        && n.direction == m.direction
        && whole(n.value)
        && whole(m.value)
        && counted(n)
        && counted(m))
    .then(|| (is_strict(n), is_strict(m)))
}

/// The bound `n` leaves out its own number on the side it allows: "more than 3", "under 20"
/// (not "at least", "no more than", "max"). A negation that turned the bound ("may not create
/// more than three" = at most three) made it inclusive.
fn is_strict(n: &extract::NumberFact) -> bool {
    n.excludes == Some(n.direction)
}

/// Units whose change changes the bound (not nouns like "approvals" that a rewrite may rename).
pub(crate) fn is_measure_unit(u: &str) -> bool {
    matches!(
        u,
        "mb" | "kb"
            | "gb"
            | "tb"
            | "ms"
            | "s"
            | "min"
            | "h"
            | "day"
            | "business-day"
            | "week"
            | "month"
            | "year"
            | "%"
            | "eur"
            | "usd"
            | "gbp"
            | "jpy"
            | "chf"
            | "am"
            | "pm"
            | "km"
            | "mile"
            | "kg"
            | "lb"
            | "mg"
            | "g"
            | "mcg"
            | "ml"
            | "l"
            | "x"
            | "token"
            | "word"
            | "character"
            | "char"
            | "line"
            | "page"
            | "sentence"
            | "paragraph"
            | "slide"
            | "row"
            | "byte"
            | "item"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dropped_restriction_is_a_scope_change_and_a_capped_number_an_upper_bound() {
        assert_changed(&[
            (
                "Only admins can delete workspaces.",
                "Admins can delete workspaces.",
            ),
            (
                "Solely admins may delete workspaces.",
                "Admins may delete workspaces.",
            ),
        ]);
        assert!(!changed(
            "Only admins can delete workspaces.",
            "Deleting workspaces is restricted to admins."
        ));
        // "not only ... but also" restricts nothing.
        assert!(!changed(
            "Not only test it but also document it.",
            "Test and document it."
        ));
        assert!(changed(
            "Cap the response at 120 words.",
            "Responses: at least 120 words."
        ));
        assert!(!changed(
            "Cap the response at 120 words.",
            "Responses: 120 words max."
        ));
        // "keep ... at" holds a value; "keep ... to" caps it.
        assert!(!changed(
            "Keep the replica count at 3.",
            "Replicas: exactly 3."
        ));
        assert!(changed(
            "Keep the summary to two pages.",
            "The summary: at least two pages."
        ));
    }

    #[test]
    fn the_same_quantity_in_another_unit_is_the_same_bound() {
        assert_faithful(&[
            (
                "Reply to every ticket within 24 hours.",
                "Reply to every ticket within 1 day.",
            ),
            (
                "Keep uploads under 2 GB.",
                "Uploads must stay below 2048 MB.",
            ),
            (
                "Keep uploads under 2 GB.",
                "Uploads must stay below 2000 MB.",
            ),
            (
                "Never hold a lock for more than 500 ms.",
                "Never hold a lock for more than 0.5 s.",
            ),
        ]);
        // Another quantity, or the same one turned around, is still a change.
        assert_changed(&[
            (
                "Keep uploads under 2 GB.",
                "Uploads must stay below 200 MB.",
            ),
            (
                "Reply to every ticket within 24 hours.",
                "Reply to every ticket within 2 days.",
            ),
        ]);
        assert_eq!(
            whats(
                "Never hold a lock for more than 500 ms.",
                "Hold each lock for at least 0.5 s."
            ),
            ["bound direction changed"]
        );
        // "Within a day" is one day.
        assert!(!changed(
            "Reply to every ticket within 24 hours.",
            "Reply to every ticket within a day."
        ));
        // Business days are a unit of their own.
        assert_eq!(
            whats("Respond within 2 business days.", "Respond within 2 days."),
            ["unit changed"]
        );
        assert!(changed(
            "Respond within 2 business days.",
            "Respond within 2 weeks."
        ));
        // Units of different dimensions are not converted.
        assert!(changed(
            "Keep uploads under 2 GB.",
            "Keep uploads under 2 hours."
        ));
    }

    #[test]
    fn a_present_universal_statement_restates_a_rule() {
        assert!(!changed(
            "Use UTC for all timestamps in logs.",
            "Log timestamps are always in UTC."
        ));
        // A past habit or a measured week states no rule.
        assert_changed(&[
            (
                "Use UTC for all timestamps in logs.",
                "We used to always log timestamps in UTC.",
            ),
            (
                "Latency under 200 ms all week.",
                "Latency stayed below 200 ms all week.",
            ),
        ]);
    }

    #[test]
    fn only_when_restates_only_if() {
        assert_faithful(&[
            (
                "Approve vacation requests only if the team calendar has coverage.",
                "Only approve vacation requests when the team calendar has coverage.",
            ),
            (
                "Deploy only if QA signs off.",
                "Only deploy once QA signs off.",
            ),
            // "only" read with the rewrite's condition ("only when") still restricts.
            (
                "Only refund the order if the parcel is lost.",
                "Refund the order only when the parcel is lost.",
            ),
        ]);
        // The condition dropped, or another one, is still a change.
        assert_changed(&[
            (
                "Approve vacation requests only if the team calendar has coverage.",
                "Approve vacation requests.",
            ),
            (
                "Only refund the order if the parcel is lost.",
                "Refund the order when the parcel is lost.",
            ),
            (
                "Approve vacation requests only if the team calendar has coverage.",
                "Only approve vacation requests after the team calendar is updated.",
            ),
        ]);
    }

    #[test]
    fn instead_of_doing_is_a_negated_action() {
        assert_faithful(&[
            (
                "If a test is flaky, quarantine it instead of deleting it.",
                "Flaky tests: quarantine, don't delete.",
            ),
            (
                "Archive old tickets rather than deleting them.",
                "Old tickets: archive, never delete.",
            ),
        ]);
        assert_eq!(
            whats(
                "Quarantine flaky tests instead of deleting them.",
                "Delete flaky tests."
            ),
            ["negation dropped"]
        );
    }

    #[test]
    fn a_new_conjunct_or_nobody_widens_the_scope() {
        // "Nobody" widens a ban on some to a ban on everyone.
        assert_eq!(
            whats(
                "Interns must not push to the release branch.",
                "Nobody must push to the release branch."
            ),
            ["scope changed"]
        );
        assert_changed(&[
            (
                "Translate the docs into French.",
                "Translate the docs into French and German.",
            ),
            (
                "Only admins can export billing reports.",
                "Only admins or auditors can export billing reports.",
            ),
        ]);
        // "and" opening a new clause adds no conjunct to the old scope.
        assert!(!changed(
            "PRs: two approvals, no self-merge.",
            "Every PR needs two approvals and authors may not merge their own PRs."
        ));
    }

    #[test]
    fn one_reading_of_the_original_answers_every_proposal() {
        let original = "Keep replies under 150 words unless the user asks for detail.";
        let facts = Facts::extract(original);
        let faithful = "Replies must stay below 150 words unless the user asks for detail.";
        let loosened = "Keep replies under 300 words.";
        assert!(!facts.compare(original, faithful).polarity_changed());
        let changed = facts.compare(original, loosened);
        assert!(changed.changes.iter().any(|c| c.what == "bound changed"));
        assert!(
            changed
                .changes
                .iter()
                .any(|c| c.what == "condition dropped")
        );
        // The reading is not altered by the comparisons made with it.
        assert!(!facts.compare(original, faithful).polarity_changed());
    }

    #[test]
    fn a_narrative_original_still_catches_an_added_rule() {
        // Only the rewrite's binding sentences are read here: the added rule must be one.
        let original = "The deploy finished at noon. The cache was warm.";
        let facts = Facts::extract(original);
        let added = facts.compare(
            original,
            "The deploy finished. Always clear the cache first.",
        );
        assert_eq!(added.changes[0].what, "constraint added");
        assert_eq!(added.changes[0].rewrite, "Always clear the cache first.");
        assert!(
            !facts
                .compare(original, "Deploy done at noon; warm cache.")
                .polarity_changed()
        );
    }

    /// Every pair is accepted as faithful (its changes are printed when not).
    fn assert_faithful(pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert!(!changed(o, r), "{o} -> {r}: {:?}", whats(o, r));
        }
    }

    /// Every pair is reported with the change `what` among others.
    fn assert_reports(what: &str, pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert!(whats(o, r).iter().any(|w| w == what), "{o} -> {r}");
        }
    }

    /// Every pair is reported as changed.
    fn assert_changed(pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert!(changed(o, r), "{o} -> {r}");
        }
    }

    fn changed(o: &str, r: &str) -> bool {
        check_rewrite(o, r).polarity_changed()
    }

    fn whats(o: &str, r: &str) -> Vec<String> {
        check_rewrite(o, r)
            .changes
            .into_iter()
            .map(|c| c.what)
            .collect()
    }

    #[test]
    fn issue_changes_are_detected() {
        assert_eq!(
            whats(
                "Do not call the payments API without an idempotency key.",
                "User mentioned API caution."
            ),
            ["prohibition became mention"]
        );
        assert!(
            whats(
                "You must run the tests before merging.",
                "You should probably run the tests before merging."
            )
            .contains(&"modality weakened".to_string())
        );
        assert_eq!(
            whats("Never force-push to main.", "Seldom force-push to main."),
            ["modality weakened"]
        );
        assert_eq!(
            whats(
                "Send no more than 4 reminders.",
                "Send a handful of reminders."
            ),
            ["bound became approximation"]
        );
        assert_eq!(
            whats("Keep it under 2 MB.", "Keep it under 5 MB."),
            ["bound changed"]
        );
        assert_eq!(
            whats("Use at least 3 retries.", "Use at most 3 retries."),
            ["bound direction changed"]
        );
        assert_eq!(
            whats("Keep it under 2 MB.", "Keep it under 2 GB."),
            ["unit changed"]
        );
        assert_eq!(
            whats("Submit the form by Friday.", "Submit the form by Monday."),
            ["date changed"]
        );
        assert_eq!(
            whats(
                "Don't rebase the release branch.",
                "Rebase the release branch."
            ),
            ["negation dropped"]
        );
        assert_eq!(
            whats("Ship it once QA signs off.", "Ship it."),
            ["condition dropped"]
        );
        assert_eq!(
            whats(
                "Interns don't deploy to prod.",
                "Engineers don't deploy to prod."
            ),
            ["scope changed"]
        );
        assert_eq!(
            whats(
                "The build passed. Don't touch the lockfile.",
                "The build passed."
            ),
            ["constraint deleted"]
        );
    }

    /// Changes learnt from first-contact batches, in pairs of their own.
    #[test]
    fn first_contact_changes_generalise() {
        for (o, r, what) in [
            (
                "Give 2 mg twice a day.",
                "Give 2 g twice a day.",
                "unit changed",
            ),
            (
                "The audit is scheduled for 2026-03-02.",
                "The audit is scheduled for 2026-03-09.",
                "date changed",
            ),
            (
                "Don't touch the billing service.",
                "Don't touch the billing service's docs.",
                "scope changed",
            ),
            (
                "Archive all closed tickets.",
                "Archive closed tickets from last year.",
                "scope changed",
            ),
            (
                "Only senior staff may sign contracts.",
                "Staff may sign contracts.",
                "scope changed",
            ),
            (
                "Nobody outside legal may read the contracts.",
                "Nobody may read the contracts.",
                "scope changed",
            ),
            (
                "Reply to every ticket in the queue.",
                "Reply to every urgent ticket in the queue.",
                "scope changed",
            ),
        ] {
            assert!(
                whats(o, r).iter().any(|w| w == what),
                "{o} -> {r}: {:?}",
                whats(o, r)
            );
        }
        for (o, r) in [
            (
                "Don't restart the DB unless lag exceeds 30 seconds.",
                "Unless lag exceeds 30 seconds, don't restart the DB.",
            ),
            (
                "Answer: 100 words max.",
                "Keep the answer to at most 100 words.",
            ),
            (
                "Run the linter before merging, and never merge your own PR.",
                "Merging: linter first, no self-merge.",
            ),
        ] {
            assert!(whats(o, r).is_empty(), "{o} -> {r}: {:?}", whats(o, r));
        }
    }

    #[test]
    fn round_two_shapes_generalise() {
        assert!(
            whats(
                "Cap the learning rate at 3e-4.",
                "Cap the learning rate at 3e-3."
            )
            .iter()
            .any(|w| w == "bound changed")
        );
        for (o, r) in [
            (
                "Don't email customers in Germany about the promo.",
                "Don't email customers about the promo.",
            ),
            (
                "Reset passwords for staff.",
                "Reset passwords for staff at Acme.",
            ),
        ] {
            assert!(
                whats(o, r).iter().any(|w| w == "scope changed"),
                "{o} -> {r}: {:?}",
                whats(o, r)
            );
        }
        for (o, r) in [
            (
                "Send the weekly report in the morning.",
                "Send the weekly report.",
            ),
            (
                "Cap the learning rate at 3e-4.",
                "Cap the learning rate at 0.0003.",
            ),
            ("Dose no more than 4 tablets a day.", "Max 4 tablets/day."),
            (
                "You must always wear safety glasses inside the robot cell.",
                "Robot cell: safety glasses always.",
            ),
        ] {
            assert!(whats(o, r).is_empty(), "{o} -> {r}: {:?}", whats(o, r));
        }
    }

    #[test]
    fn issue_faithful_rewrites_pass() {
        for (o, r) in [
            ("Don't push to main.", "Do not push to main."),
            ("Do not push to main.", "You must not push to main."),
            ("You must not push to main.", "Never push to main."),
            ("Never call it w/o a key.", "Never call it without a key."),
            ("Retry seven times at most.", "Retry at most 7 times."),
            (
                "Keep the upload under 2 MB.",
                "The upload must stay below 2 MB.",
            ),
            (
                "Tag the release. Then deploy it.",
                "Deploy the release after tagging it.",
            ),
            (
                "Every pull request needs two approvals, and nobody may merge their own pull request.",
                "Reviews: two approvals, no self-merge.",
            ),
            (
                "The deploy went fine and the dashboards look healthy.",
                "Deploy ok.",
            ),
        ] {
            assert!(
                !check_rewrite(o, r).polarity_changed(),
                "{o} -> {r}: {:?}",
                check_rewrite(o, r).changes
            );
        }
    }

    #[test]
    fn an_order_that_became_a_permission_is_weakened() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Large uploads must go through the resumable endpoint.",
                    "Uploads may go through the resumable endpoint.",
                ),
                ("You must sign the form.", "You can sign the form."),
                ("Always run the linter.", "You can run the linter."),
            ],
        );
        // "may not" and "can only" are rules of their own; a permission kept is no change.
        assert_faithful(&[
            (
                "You must not deploy on Fridays.",
                "You may not deploy on Fridays.",
            ),
            (
                "Interns can approve orders up to $500.",
                "Interns may approve orders up to $500.",
            ),
        ]);
    }

    #[test]
    fn exceeding_reads_as_over_and_a_negation_makes_it_a_ceiling() {
        assert_faithful(&[
            (
                "Alert when usage exceeds 80%.",
                "Alert when usage is above 80%.",
            ),
            ("Never go over 100 items.", "Keep it to at most 100 items."),
            ("Must not exceed 2 MB.", "Must stay under 2 MB."),
            (
                "Never let the queue exceed 100 items.",
                "Never let the queue go over 100 items.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Alert when usage exceeds 80%.",
                    "Alert when usage is below 80%.",
                ),
                ("Don't exceed 5 retries.", "Retry more than 5 times."),
            ],
        );
    }

    #[test]
    fn when_restates_if_but_not_only_if() {
        assert!(!changed(
            "Notify the on-call engineer when the error rate exceeds 5%.",
            "Tell the on-call engineer if the error rate goes over 5%."
        ));
        assert!(changed(
            "Page me only if latency is above 300 ms.",
            "Page me when latency is above 300 ms."
        ));
    }

    #[test]
    fn words_used_interchangeably_in_instructions_keep_the_scope() {
        assert_faithful(&[
            (
                "Reply in the same language the customer used.",
                "Answer in the customer's language.",
            ),
            ("Don't remove the audit logs.", "Never delete audit logs."),
            (
                "Do not modify files outside the src directory.",
                "Never edit files outside src.",
            ),
            (
                "Begin every reply with a one-line summary.",
                "Start each answer with a one-line summary.",
            ),
            (
                "Purchases above $1,000 need CFO approval.",
                "Buying anything over $1,000 requires CFO approval.",
            ),
        ]);
        // A different action or thing is still a scope change.
        assert_changed(&[
            (
                "Don't remove the audit logs.",
                "Don't archive the audit logs.",
            ),
            ("Notify the on-call engineer.", "Notify the team lead."),
        ]);
    }

    #[test]
    fn stop_before_a_gerund_is_a_negation() {
        assert!(!changed(
            "The build broke twice today; the user asked us to stop merging until CI is green.",
            "Build broke twice; user asked: no merging until CI is green."
        ));
        assert!(changed(
            "The user asked us to stop merging until CI is green.",
            "The user asked us to merge until CI is green."
        ));
        assert!(!changed(
            "Never expose internal ticket IDs to customers.",
            "Internal ticket IDs must never be shown to customers."
        ));
    }

    #[test]
    fn light_verbs_and_short_forms_keep_the_scope() {
        assert_faithful(&[
            (
                "Every public function is documented.",
                "All public functions have docs.",
            ),
            (
                "Nothing gets deployed on Fridays after 3pm.",
                "No deploys on Fridays after 3pm.",
            ),
            (
                "Commit messages follow Conventional Commits.",
                "Use Conventional Commits for commit messages.",
            ),
            (
                "Ping me before you merge anything touching auth.",
                "Don't merge auth changes without pinging me.",
            ),
            (
                "Customers on the free tier get 3 exports per day.",
                "The free tier allows 3 exports a day.",
            ),
        ]);
        assert!(changed(
            "Every public function is documented.",
            "Some public functions are documented."
        ));
    }

    #[test]
    fn a_dropped_conjunct_narrows_the_scope() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Translate the FAQ into Spanish and Portuguese.",
                    "Translate the FAQ into Spanish.",
                ),
                ("Notify sales and support.", "Notify sales."),
                ("Don't touch prod or staging.", "Don't touch prod."),
            ],
        );
        assert!(!changed(
            "Translate the FAQ into Spanish and Portuguese.",
            "Translate the FAQ into Spanish and Portuguese only."
        ));
    }

    #[test]
    fn a_requirement_restates_a_ban_without_it() {
        assert_faithful(&[
            (
                "Do not call the payments API without an idempotency key.",
                "Key constraint: payments API calls always need an idempotency key.",
            ),
            (
                "Only deploy after QA signs off.",
                "User requires QA sign-off before any deploy.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not call the payments API without an idempotency key.",
                "Payments API calls need a session token.",
            ),
            (
                "Do not call the payments API without an idempotency key.",
                "Payments API calls need an idempotency key unless testing.",
            ),
            (
                "Only deploy after QA signs off.",
                "Deploy after QA signs off.",
            ),
        ]);
    }

    #[test]
    fn orders_restated_the_other_way_round_keep_the_rule() {
        assert_faithful(&[
            (
                "Customers must verify their email before their first order ships.",
                "No first order ships until the customer verifies their email.",
            ),
            (
                "If you're unsure, escalate rather than guess.",
                "When unsure, escalate; don't guess.",
            ),
            (
                "Each PR gets exactly one reviewer from the platform team.",
                "One platform-team reviewer per PR, exactly.",
            ),
        ]);
        assert_changed(&[
            (
                "Customers must verify their email before their first order ships.",
                "Customers must verify their email after their first order ships.",
            ),
            (
                "Notify the customer when the refund is issued.",
                "Don't notify the customer when the refund is issued.",
            ),
        ]);
    }

    #[test]
    fn two_rules_of_one_sentence_may_be_split_or_joined() {
        assert_faithful(&[
            (
                "Keep replies under 100 words and avoid jargon.",
                "Avoid jargon; stay below 100 words.",
            ),
            (
                "Keep replies under 100 words; avoid jargon.",
                "Avoid jargon and keep replies under 100 words.",
            ),
        ]);
        assert_changed(&[
            (
                "Keep replies under 100 words and avoid jargon.",
                "Keep replies under 100 words.",
            ),
            (
                "Avoid jargon and keep replies under 100 words.",
                "Avoid jargon and keep replies over 100 words.",
            ),
            // The negation scopes over the bound here: "at least 3" became "at most 3".
            (
                "Don't send fewer than 3 reminders.",
                "Send fewer than 3 reminders.",
            ),
        ]);
    }

    #[test]
    fn a_label_line_keeping_the_rule_s_words_restates_it() {
        assert_faithful(&[
            (
                "Write commit messages in the imperative mood.",
                "Commit messages: imperative mood.",
            ),
            (
                "Use metric units throughout the report.",
                "Report: metric units everywhere.",
            ),
        ]);
        assert_changed(&[
            ("Delete the staging bucket.", "Staging bucket: deleted."),
            (
                "Write commit messages in the imperative mood.",
                "Commit messages: mood.",
            ),
            (
                "Never write commit messages in the past tense.",
                "Commit messages: past tense.",
            ),
        ]);
    }

    #[test]
    fn except_when_is_unless_and_clipped_words_are_the_full_ones() {
        assert_faithful(&[
            (
                "Answer in English unless the customer writes in Dutch.",
                "Answer in English, except when the customer writes in Dutch.",
            ),
            (
                "Never write to the production database from a developer laptop.",
                "Never write to the prod db from a dev laptop.",
            ),
            (
                "Do not reveal the reviewer's name.",
                "Don't disclose the reviewer's name.",
            ),
        ]);
        assert_changed(&[
            (
                "Answer in English unless the customer writes in Dutch.",
                "Answer in English.",
            ),
            (
                "Never write to the production database from a developer laptop.",
                "Never write to the staging db from a dev laptop.",
            ),
        ]);
    }

    #[test]
    fn comparatives_are_bounds_and_a_requirement_restates_only_after() {
        assert_reports(
            "unit changed",
            &[(
                "Thumbnails must be smaller than 200 KB.",
                "Thumbnails must be smaller than 200 MB.",
            )],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Thumbnails must be smaller than 200 KB.",
                "Thumbnails must be larger than 200 KB.",
            )],
        );
        assert_faithful(&[
            (
                "Thumbnails must be smaller than 200 KB.",
                "Keep thumbnails under 200 KB.",
            ),
            (
                "Only publish after an editor approves.",
                "Publishing requires an editor's approval.",
            ),
            (
                "Send invoices only during the first week of the month.",
                "Invoices: first week of the month only.",
            ),
            (
                "Never give dosage advice to children.",
                "No dosage advice for kids.",
            ),
        ]);
        assert_changed(&[
            (
                "Only publish after an editor approves.",
                "Publish after review.",
            ),
            (
                "Only publish after an editor approves.",
                "Publishing requires a review.",
            ),
        ]);
    }

    #[test]
    fn a_ceiling_permission_a_closing_then_and_due_dates_restate_the_rule() {
        assert_faithful(&[
            (
                "Don't spend more than 10% of the sprint on chores.",
                "Chores may take at most 10% of the sprint.",
            ),
            (
                "The lab is shut at weekends, so no samples can be logged then.",
                "No sample logging at weekends (lab shut).",
            ),
            (
                "Timesheets are due by noon Friday.",
                "Timesheets due noon Friday.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't spend more than 10% of the sprint on chores.",
                "Chores may take 10% of the sprint.",
            ),
            (
                "Timesheets are due by noon Friday.",
                "Timesheets are due by noon Monday.",
            ),
            (
                "Review the draft first, then publish it.",
                "Review the draft and publish it.",
            ),
        ]);
    }

    #[test]
    fn a_rule_bounding_a_date_the_narrative_only_names_is_added() {
        assert_reports(
            "constraint added",
            &[(
                "The review covered the Q4 roadmap and the hiring plan.",
                "The review covered the roadmap. Do not start hiring until Q4.",
            )],
        );
        assert_faithful(&[("Meetings end by 5pm.", "No meetings after 5pm.")]);
    }

    #[test]
    fn a_hyphenated_range_a_comma_before_tops_and_provide_read_as_written() {
        assert_faithful(&[
            (
                "Summaries should be between 50 and 80 words.",
                "Keep summaries to 50-80 words.",
            ),
            ("Send no more than two reminders.", "Two reminders, tops."),
            (
                "Provide at least 3 examples.",
                "Three or more examples are required.",
            ),
        ]);
        assert_changed(&[
            (
                "Keep summaries to 50-80 words.",
                "Keep summaries to 50-120 words.",
            ),
            (
                "Keep summaries to 50-80 words.",
                "Keep summaries to 50-80 lines.",
            ),
        ]);
    }

    #[test]
    fn a_numbered_label_and_only_with_restate_the_rule() {
        assert_faithful(&[
            (
                "Nice demo. One thing: every table needs a caption.",
                "Every table needs a caption.",
            ),
            (
                "You can only merge it with a maintainer's approval.",
                "Merging requires a maintainer's approval.",
            ),
        ]);
        assert_changed(&[(
            "You can only merge it with a maintainer's approval.",
            "Merging requires approval.",
        )]);
    }

    #[test]
    fn irregular_forms_ages_and_dropped_on_or_with_phrases() {
        assert_faithful(&[
            ("Wear gloves in the lab.", "Gloves must be worn in the lab."),
            (
                "Riders under 14 need a helmet.",
                "Riders younger than 14 need a helmet.",
            ),
            (
                "Book rooms at least 3 days ahead.",
                "Book rooms 3+ days in advance.",
            ),
        ]);
        assert_changed(&[
            ("Serve the soup with bread.", "Serve the soup."),
            ("Staff on night shifts must sign in.", "Staff must sign in."),
            (
                "Riders under 14 need a helmet.",
                "Riders older than 14 need a helmet.",
            ),
        ]);
        assert_faithful(&[("Don't deploy on Fridays.", "No Friday deploys.")]);
    }

    #[test]
    fn every_time_is_whenever_and_suggest_ask_have_their_synonyms() {
        assert_faithful(&[
            (
                "Update the changelog whenever the API changes.",
                "Update the changelog every time the API changes.",
            ),
            (
                "Don't give tax advice; suggest an accountant instead.",
                "No tax advice - recommend an accountant instead.",
            ),
            (
                "Never ask the user for their PIN.",
                "Don't request the user's PIN, ever.",
            ),
            (
                "Rotate tokens every 30 days.",
                "Tokens are rotated every 30 days.",
            ),
        ]);
        assert_changed(&[(
            "Update the changelog whenever the API changes.",
            "Update the changelog.",
        )]);
    }

    #[test]
    fn list_items_restate_rules_and_bounds_pair_by_side() {
        assert_faithful(&[
            (
                "Write tests for new code. Never skip the changelog.",
                "- Tests for new code\n- Never skip the changelog",
            ),
            (
                "Orders over 50 kg ship by freight; orders under 50 kg ship by post.",
                "Orders > 50 kg: freight. Orders < 50 kg: post.",
            ),
        ]);
        assert_changed(&[
            (
                "Write tests for new code. Never skip the changelog.",
                "- Tests sometimes\n- Never skip the changelog",
            ),
            (
                "Orders over 50 kg ship by freight. Orders under 50 kg ship by post.",
                "Orders < 50 kg: freight. Orders > 50 kg: post.",
            ),
        ]);
    }

    #[test]
    fn limited_to_restates_only_and_a_dropped_relative_clause_changes_the_scope() {
        assert_faithful(&[(
            "Only admins may delete projects.",
            "Deleting projects is limited to admins.",
        )]);
        assert_changed(&[
            (
                "Do not email customers who unsubscribed.",
                "Do not email customers.",
            ),
            (
                "Only admins may delete projects.",
                "Deleting projects is limited to 3 per day.",
            ),
        ]);
    }

    #[test]
    fn a_summary_restates_the_users_preferences_of_the_user() {
        assert_faithful(&[
            ("I'm allergic to peanuts.", "User is allergic to peanuts."),
            ("I only fly economy.", "The user only flies economy."),
            (
                "I need the deck by Tuesday.",
                "User needs the deck by Tuesday.",
            ),
        ]);
        assert_changed(&[
            ("I'm allergic to peanuts.", "User mentioned peanuts."),
            (
                "I need the deck by Tuesday.",
                "User needs the deck by Thursday.",
            ),
        ]);
    }

    #[test]
    fn a_memory_summary_in_the_third_person_restates_the_user() {
        assert_faithful(&[
            (
                "Please always answer in Dutch; my French is not good.",
                "User wants answers in Dutch (weak French).",
            ),
            ("Call me Sam.", "User goes by Sam."),
            (
                "We talked about the budget and I asked you to keep reports under a page.",
                "Budget discussed; reports must stay under one page.",
            ),
        ]);
        assert_changed(&[
            (
                "Please always answer in Dutch; my French is not good.",
                "User's French is not good.",
            ),
            (
                "I can only meet on Wednesdays.",
                "User can meet on Wednesdays.",
            ),
        ]);
    }

    #[test]
    fn summarisers_shorthand_reads_as_written() {
        assert_faithful(&[
            (
                "Visitors must sign the register before entering.",
                "Visitors: register signed before entering.",
            ),
            (
                "Every PR needs two approvals and authors may not merge their own PRs.",
                "PRs: two approvals, no self-merge.",
            ),
        ]);
        assert_reports(
            "bound became approximation",
            &[(
                "Keep summaries under 200 words.",
                "Keep summaries to ~200 words.",
            )],
        );
        assert_reports(
            "scope changed",
            &[("Never log tokens or session cookies.", "Never log tokens.")],
        );
    }

    #[test]
    fn a_long_message_summarised_keeps_its_buried_rule() {
        let original = "Thanks for the review of the billing page. Finance had no concerns \
                        about the totals. One thing before you ship the redesign: prices must \
                        show VAT in every country view. Nobody deploys it on a Friday.";
        assert_faithful(&[(
            original,
            "Billing page reviewed; finance had no concerns about totals. Before the redesign \
             release: prices must show VAT in every country view. No one deploys it on a Friday.",
        )]);
        assert_changed(&[
            (
                original,
                "Billing page reviewed; finance had no concerns about totals. No one deploys it \
                 on a Friday.",
            ),
            (
                original,
                "Billing page reviewed. Before release: prices should ideally show VAT. No one \
                 deploys it on a Friday.",
            ),
        ]);
    }

    #[test]
    fn preceded_by_orders_the_steps() {
        assert_faithful(&[(
            "Run the linter before every push.",
            "Every push must be preceded by a linter run.",
        )]);
        assert_changed(&[("Run the linter before every push.", "Run the linter.")]);
    }

    #[test]
    fn a_policy_in_the_future_weakened_to_may_is_reported() {
        assert_reports(
            "modality weakened",
            &[(
                "Uploads without a checksum will be refused.",
                "Uploads without a checksum may be refused.",
            )],
        );
        assert_faithful(&[(
            "Uploads without a checksum will be refused.",
            "Uploads lacking a checksum will be refused.",
        )]);
    }

    #[test]
    fn expected_to_is_as_soft_as_should() {
        assert_faithful(&[(
            "Nurses are expected to log each dose within an hour.",
            "Nurses should log each dose within an hour.",
        )]);
        assert_reports(
            "modality weakened",
            &[(
                "Nurses must log each dose within an hour.",
                "Nurses are expected to log each dose within an hour.",
            )],
        );
    }

    #[test]
    fn refusing_a_request_is_a_negation() {
        assert_faithful(&[(
            "Refuse any request to write phishing emails.",
            "Never write phishing emails, whatever the request.",
        )]);
        assert_changed(&[(
            "Refuse any request to write phishing emails.",
            "Write phishing emails when requested.",
        )]);
    }

    #[test]
    fn an_arrow_restates_a_condition() {
        assert_faithful(&[(
            "If a payment fails twice, alert the finance team.",
            "Payment fails twice -> alert the finance team.",
        )]);
        assert_changed(&[(
            "If a payment fails twice, alert the finance team.",
            "Alert the finance team.",
        )]);
    }

    #[test]
    fn half_an_hour_a_fortnight_and_noon_are_the_quantities_they_name() {
        assert_faithful(&[
            ("Respond within 30 minutes.", "Respond within half an hour."),
            (
                "Rotate keys within two weeks.",
                "Rotate keys within a fortnight.",
            ),
            ("Submit the report by noon.", "Submit the report by 12pm."),
            (
                "Keep the talk under 90 minutes.",
                "Keep the talk under an hour and a half.",
            ),
        ]);
        assert_changed(&[
            ("Respond within 30 minutes.", "Respond within an hour."),
            (
                "Keep the talk under 90 minutes.",
                "Keep the talk under an hour.",
            ),
            (
                "Rotate keys within two weeks.",
                "Rotate keys within a month.",
            ),
            ("Submit the report by noon.", "Submit the report by 5pm."),
        ]);
    }

    #[test]
    fn clock_ranges_char_units_only_with_and_a_for_phrase_restate_the_rule() {
        assert_faithful(&[
            (
                "Do not email customers between 10 pm and 7 am.",
                "No customer emails from 10 pm to 7 am.",
            ),
            (
                "Keep each log line under 512 characters.",
                "Log lines: max 512 chars each.",
            ),
            (
                "Never run terraform apply without a reviewed plan.",
                "Run terraform apply only with a reviewed plan.",
            ),
            (
                "Archive tickets that have been idle for more than 90 days.",
                "Archive tickets idle for more than 90 days.",
            ),
            (
                "Don't auto-close issues labelled security.",
                "Issues tagged security must not be auto-closed.",
            ),
            (
                "Users under 18 must not be shown gambling ads.",
                "Users younger than 18 must never be shown gambling ads.",
            ),
            (
                "Don't wait for more than 5 minutes.",
                "Wait at most 5 minutes.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not email customers between 10 pm and 7 am.",
                "Do not email customers from 11 pm to 7 am.",
            ),
            (
                "Keep each log line under 512 characters.",
                "Keep each log line under 512 words.",
            ),
            (
                "Never run terraform apply without a reviewed plan.",
                "Run terraform apply with a reviewed plan.",
            ),
            (
                "Ask for confirmation before deleting any file outside the project directory.",
                "Ask for confirmation before deleting any file.",
            ),
            (
                "Don't wait for more than 5 minutes.",
                "Wait at least 5 minutes.",
            ),
        ]);
    }

    #[test]
    fn orderings_folded_conditions_and_light_verbs_restate_the_rule() {
        assert_faithful(&[
            (
                "Delete accounts only after a 30-day grace period.",
                "Do not delete accounts before a 30-day grace period.",
            ),
            (
                "If an invoice is overdue, send a reminder.",
                "Send reminders for overdue invoices.",
            ),
            (
                "Before any schema change, announce it in the data channel.",
                "Schema changes must be announced in the data channel in advance.",
            ),
            (
                "Announce the outage ahead of the maintenance window.",
                "Announce the outage before the maintenance window.",
            ),
            (
                "Never deploy without running the smoke tests.",
                "Always run the smoke tests before deploying.",
            ),
            (
                "Only open links the user provided.",
                "Open only user-provided links.",
            ),
        ]);
        assert_changed(&[
            (
                "Delete accounts only after 30 days.",
                "Do not delete accounts after 30 days.",
            ),
            (
                "If an invoice is overdue, send a reminder.",
                "Send reminders for invoices.",
            ),
            ("Pay in advance for every order.", "Pay for every order."),
            (
                "Submit the form prior to 6 pm.",
                "Submit the form after 6 pm.",
            ),
            (
                "Never approve your own pull request.",
                "Try not to approve your own pull request.",
            ),
            (
                "Always search the docs before answering.",
                "Search the docs before answering if needed.",
            ),
            ("You may merge, provided the tests pass.", "You may merge."),
        ]);
    }

    #[test]
    fn a_measured_quantity_of_narrative_replaced_is_a_change() {
        assert_changed(&[(
            "The outage lasted 40 minutes; the cause was an expired certificate.",
            "The outage lasted 4 hours; the cause was an expired certificate.",
        )]);
        assert_faithful(&[
            ("The outage lasted 90 minutes.", "90-minute outage."),
            (
                "The outage lasted 90 minutes.",
                "The outage lasted 1.5 hours.",
            ),
            (
                "The outage lasted 40 minutes.",
                "The outage lasted under an hour.",
            ),
            ("The outage lasted 40 minutes.", "There was an outage."),
        ]);
    }

    #[test]
    fn relations_per_event_windows_and_anchored_periods() {
        assert_changed(&[
            (
                "Run the tests before every release, and run the linter before every commit.",
                "Run the tests before every release, and run the linter after every commit.",
            ),
            (
                "The maximum allowed file size is 25 MB.",
                "The maximum allowed file size is 25 GB.",
            ),
            (
                "At most 3 concurrent jobs per user.",
                "At least 3 concurrent jobs per user.",
            ),
        ]);
        assert_faithful(&[
            (
                "Run the tests before every release, and run the linter before every commit.",
                "Before each commit run the linter; before each release run the tests.",
            ),
            (
                "Invoices must be paid within 30 days of receipt.",
                "Payment is due no later than 30 days after an invoice is received.",
            ),
            (
                "Between 9 am and 5 pm, respond within one hour.",
                "During 9 am to 5 pm, responses are due within 1 hour.",
            ),
            (
                "At most 3 concurrent jobs per user.",
                "Each user may run up to three jobs at once.",
            ),
            (
                "Reply in plain text without code samples.",
                "Replies: plain text, no code samples.",
            ),
            (
                "When a user shares a password by mistake, never repeat it.",
                "If a user accidentally shares a password, never repeat it.",
            ),
            (
                "List the sources where relevant and keep it short.",
                "Keep it short; list sources when relevant.",
            ),
        ]);
    }

    #[test]
    fn lifted_obligations_and_time_bounds_in_words() {
        assert_faithful(&[
            (
                "You don't need to write tests for prototypes.",
                "Tests are optional for prototypes.",
            ),
            (
                "Submit timesheets no later than Friday.",
                "Timesheets are due by Friday.",
            ),
            (
                "Avoid scheduling calls before 10 am.",
                "No calls before 10 am.",
            ),
            (
                "Ping the on-call engineer if latency exceeds 500 ms.",
                "If latency goes over 500 ms, page the on-call engineer.",
            ),
        ]);
        assert_changed(&[
            (
                "You don't need to write tests for prototypes.",
                "You need to write tests for prototypes.",
            ),
            (
                "You don't need to write tests for prototypes.",
                "Tests are optional for all code.",
            ),
            (
                "Submit timesheets no later than Friday.",
                "Submit timesheets no earlier than Friday.",
            ),
            (
                "Submit timesheets no later than Friday.",
                "Submit timesheets no later than Monday.",
            ),
        ]);
    }

    #[test]
    fn strict_counts_referenced_ceilings_and_without_either_way() {
        assert_faithful(&[
            ("Retry more than 3 times.", "Retry 4 or more times."),
            (
                "Send fewer than 5 emails a day.",
                "Send at most 4 emails a day.",
            ),
            (
                "My budget for the trip is $1,500, don't go over it.",
                "Trip budget: $1,500 max.",
            ),
            (
                "Please keep the tone casual, no corporate jargon.",
                "Casual tone without corporate jargon, please.",
            ),
        ]);
        assert_changed(&[
            ("Retry more than 3 times.", "Retry 3 or more times."),
            ("Keep it under 2 MB.", "Keep it 1 MB max."),
            (
                "My budget for the trip is $1,500, don't go over it.",
                "Trip budget: $2,000 max.",
            ),
            (
                "Please keep the tone casual, no corporate jargon.",
                "Please keep the tone casual.",
            ),
        ]);
    }

    #[test]
    fn exceptions_nobody_else_and_hedges_taken_back() {
        assert_faithful(&[
            (
                "Approve refunds except during the audit.",
                "Refunds can be approved, but not during the audit.",
            ),
            (
                "Only the finance team may edit the budget sheet.",
                "Nobody outside the finance team may edit the budget sheet.",
            ),
            (
                "Translate the contract into German.",
                "The contract should be translated into German; this is required.",
            ),
            (
                "Never leave the server room door open.",
                "The server room door must never be left open.",
            ),
        ]);
        assert_changed(&[
            (
                "Approve refunds except during the audit.",
                "Approve refunds.",
            ),
            (
                "Only the finance team may edit the budget sheet.",
                "The whole company may edit the budget sheet.",
            ),
            (
                "You must encrypt backups at rest.",
                "Ideally, encrypt backups at rest.",
            ),
        ]);
    }

    #[test]
    fn abbreviations_of_synonyms_holds_and_named_requirements() {
        assert_faithful(&[
            (
                "Every invoice needs a purchase order number.",
                "Every invoice needs a PO number.",
            ),
            (
                "Every deploy needs a change request ticket.",
                "Every deploy needs a CR ticket.",
            ),
            (
                "Hold all outbound emails until legal has reviewed the wording.",
                "No outbound email goes out before legal reviews the wording.",
            ),
            (
                "Contractors are not allowed to access the HR folder.",
                "HR folder: off limits to contractors.",
            ),
            (
                "Only senior engineers can approve production hotfixes.",
                "Production hotfixes need approval from a senior engineer.",
            ),
            (
                "Submit expense reports by the 5th of the following month.",
                "Expense reports are due by the 5th of the next month.",
            ),
        ]);
        assert_changed(&[
            (
                "Every deploy needs a change request ticket.",
                "Every deploy needs a ticket.",
            ),
            (
                "Only senior engineers can approve production hotfixes.",
                "Production hotfixes need approval from an engineer.",
            ),
            (
                "Contractors are not allowed to access the HR folder.",
                "Contractors are allowed to access the HR folder.",
            ),
        ]);
    }

    #[test]
    fn waiting_for_an_event_before_an_action_restates_a_ban_until_it() {
        assert_faithful(&[
            (
                "Do not publish the post until legal reviews it.",
                "Wait for legal's review before publishing the post.",
            ),
            (
                "Never restart the cluster before the backup finishes.",
                "Wait until the backup finishes to restart the cluster.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not publish the post until legal reviews it.",
                "Wait for legal's review after publishing the post.",
            ),
            (
                "Never restart the cluster before the backup finishes.",
                "Wait until the backup finishes.",
            ),
        ]);
    }

    #[test]
    fn a_dropped_first_conjunct_narrows_the_object() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Back up the database and the uploads every night.",
                    "Back up the uploads every night.",
                ),
                (
                    "Notify Priya or Tomas of any outage.",
                    "Notify Tomas of any outage.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Back up the database and the uploads every night.",
                "Back up the uploads and the database every night.",
            ),
            (
                "Read and follow the security checklist.",
                "Follow the security checklist.",
            ),
        ]);
    }

    #[test]
    fn what_a_bound_counts_is_compared() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Approve no more than three refunds per day.",
                    "Approve no more than three invoices per day.",
                ),
                (
                    "Do not start more than two builds in parallel.",
                    "Max two parallel deploys.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Approve no more than three refunds per day.",
                "Approve at most 3 refunds a day.",
            ),
            // the counted noun moved after an adjective that became the number's unit
            (
                "Do not start more than two builds in parallel.",
                "Max two parallel builds.",
            ),
            // an abbreviation counted
            (
                "Keep at most four merge requests open.",
                "Keep at most 4 MRs open.",
            ),
            (
                "Review at most four pull requests a day.",
                "Review max 4 open PRs a day.",
            ),
        ]);
    }

    #[test]
    fn a_head_noun_its_modifier_stands_for_is_not_a_scope_change() {
        assert_faithful(&[(
            "The customer prefers imperial units; always convert metric values.",
            "Always convert metric values to imperial (customer preference).",
        )]);
        assert_reports(
            "scope changed",
            &[(
                "Never post employee names in the channel.",
                "Never post employee photos in the channel.",
            )],
        );
    }

    #[test]
    fn instruction_synonyms_keep_the_scope() {
        assert_faithful(&[
            (
                "Unless the manager says otherwise, ship on Thursday.",
                "Ship on Thursday unless told otherwise by the manager.",
            ),
            (
                "Never write API tokens to disk in plaintext.",
                "API tokens must not be written to disk unencrypted.",
            ),
        ]);
    }

    #[test]
    fn never_leaving_a_place_restates_staying_inside_it() {
        assert_faithful(&[(
            "Backups must never leave the company network.",
            "Keep every backup inside the company network.",
        )]);
        assert_changed(&[
            (
                "Backups must never leave the company network.",
                "Keep every backup outside the company network.",
            ),
            (
                "Backups must stay inside the company network.",
                "Backups may leave the company network.",
            ),
        ]);
    }

    #[test]
    fn new_restates_a_verb_of_making() {
        assert_faithful(&[(
            "The bot may read the wiki but must not create pages.",
            "Wiki: read-only for the bot (no new pages).",
        )]);
        assert_changed(&[(
            "The bot must not archive pages in the wiki.",
            "No new pages in the wiki.",
        )]);
    }

    #[test]
    fn keeping_a_state_restates_a_ban_on_ending_it() {
        assert_faithful(&[
            (
                "Do not close the incident until the customer confirms.",
                "Keep the incident open until the customer confirms.",
            ),
            (
                "Never delete the signed contracts.",
                "Keep the signed contracts.",
            ),
            (
                "Don't disable the rate limiter during the load test.",
                "Keep the rate limiter enabled during the load test.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not close the incident until the customer confirms.",
                "Keep the incident closed until the customer confirms.",
            ),
            (
                "Never delete the signed contracts.",
                "Keep the signed contracts for a year.",
            ),
        ]);
    }

    #[test]
    fn a_nominalised_verb_keeps_the_scope() {
        assert_faithful(&[(
            "Suppliers must verify their bank details before the first payment.",
            "Bank detail verification required from suppliers before the first payment.",
        )]);
    }

    #[test]
    fn structural_paraphrases_of_session_eight() {
        assert_faithful(&[
            // a negation's phrase closed by a comma does not turn the bound after it
            (
                "Don't book calls on Mondays, and keep them under 30 minutes.",
                "Calls: not on Mondays, under 30 minutes.",
            ),
            // a labelled line negates its label
            (
                "The bot can read the wiki, but not the HR folder.",
                "Wiki: allowed. HR folder: not allowed.",
            ),
            // the gerund of a verb whose stem is cut short
            (
                "The agent must not reveal internal prices.",
                "Revealing internal prices is not allowed for the agent.",
            ),
            // a positive condition folded into the object
            (
                "If a tenant reports a leak, send the report to maintenance.",
                "Send leak reports from tenants to maintenance.",
            ),
            // a provenance note in parentheses is not a narrowing possessive
            (
                "The customer wants invoices in euros from now on.",
                "From now on, invoice in euros (customer's request).",
            ),
            // a concessive condition dropped: the rule held anyway
            (
                "Never share the recovery codes, even if the caller insists.",
                "Never share the recovery codes.",
            ),
        ]);
        assert_changed(&[
            (
                "The bot can read the wiki, but not the HR folder.",
                "Wiki: allowed. HR folder: allowed.",
            ),
            (
                "If a tenant reports a leak, send the report to maintenance.",
                "Send all tenant reports to maintenance.",
            ),
            (
                "Never share the recovery codes, even if the caller insists.",
                "Avoid sharing the recovery codes unless the caller insists.",
            ),
        ]);
    }

    #[test]
    fn what_a_rate_counts_by_is_compared() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Keep attachments under 5 MB each.",
                    "Keep attachments under 5 MB per email.",
                ),
                (
                    "Send at most 2 nudges a week.",
                    "Send at most 2 nudges per lead per week.",
                ),
            ],
        );
        assert_faithful(&[(
            "Keep attachments under 5 MB each.",
            "Keep attachments under 5 MB per attachment.",
        )]);
    }

    #[test]
    fn leaving_out_is_excluding() {
        assert_faithful(&[(
            "Leave the draft figures out of the board deck.",
            "Exclude the draft figures from the board deck.",
        )]);
        assert_changed(&[(
            "Leave the draft figures out of the board deck.",
            "Include the draft figures in the board deck.",
        )]);
    }

    #[test]
    fn only_between_is_never_outside() {
        assert_faithful(&[
            (
                "Park only between the white lines.",
                "Never park outside the white lines.",
            ),
            (
                "Refrigerate the samples within an hour.",
                "Samples go in the fridge within an hour.",
            ),
        ]);
        assert_changed(&[(
            "Park only between the white lines.",
            "Park outside the white lines.",
        )]);
    }

    #[test]
    fn an_estimate_replaced_in_a_narrative_summary() {
        assert_reports(
            "number changed",
            &[(
                "The restore took about forty minutes, then the site came back.",
                "Restore took ~4 hours, then the site came back.",
            )],
        );
        assert_faithful(&[
            (
                "The restore took about forty minutes, then the site came back.",
                "Restore took roughly 40 min, then the site came back.",
            ),
            (
                "The restore took about forty minutes, then the site came back.",
                "Restore took under an hour; site back after.",
            ),
        ]);
    }

    #[test]
    fn a_time_after_an_event_keeps_its_unit() {
        assert_reports(
            "date changed",
            &[(
                "Archive closed tickets after 14 days.",
                "Archive closed tickets after 14 hours.",
            )],
        );
        assert_faithful(&[
            (
                "Archive closed tickets after 48 hours.",
                "Archive closed tickets after two days.",
            ),
            // a count of people is a count of attendees
            (
                "At most two people from each office may join the call.",
                "No more than two attendees per office on the call.",
            ),
            // "per" is English too: the original is read, not unreadable
            (
                "Parking allowance is $10 per car per day.",
                "Parking: up to $10 per car per day.",
            ),
        ]);
    }

    #[test]
    fn lacking_is_without() {
        assert_faithful(&[
            (
                "Don't merge branches that lack a changelog entry.",
                "Branches without a changelog entry must not be merged.",
            ),
            (
                "Return parcels missing a label.",
                "Return parcels without a label.",
            ),
        ]);
        assert_changed(&[(
            "Return parcels missing a label.",
            "Return parcels without a receipt.",
        )]);
    }

    #[test]
    fn a_dropped_participle_phrase_widens_the_object() {
        assert_reports(
            "scope changed",
            &[(
                "Escalate every ticket mentioning a chargeback.",
                "Escalate every ticket.",
            )],
        );
        assert_faithful(&[
            (
                "Escalate every ticket mentioning a chargeback.",
                "Escalate every ticket that mentions a chargeback.",
            ),
            (
                "Contractors may only deploy to the staging cluster.",
                "Contractors: staging only.",
            ),
        ]);
    }
}
