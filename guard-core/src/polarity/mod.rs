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

mod abilities;
mod absolutes;
mod access;
mod actors;
mod acts;
mod age_groups;
mod alone;
mod alternatives;
mod bands;
mod bound_signs;
mod bound_words;
mod bounds_said_again;
mod compacted;
mod compass;
mod condition_logic;
mod condition_reach;
mod coordination;
mod counts;
mod dialect_words;
mod duties;
mod event_sides;
mod exceptions;
mod excluded;
mod exclusives;
mod extended;
mod extract;
mod forecasts;
mod fractions;
mod frequencies;
mod gates;
mod headings;
mod joined_gates;
mod layout;
mod leave_conditions;
mod line_sides;
mod lists;
mod markers;
mod memory_values;
mod merged;
mod modals_opened;
mod negation_forms;
mod not_just;
mod offsets;
mod only_after;
mod only_conditions;
mod opposites;
mod orders;
mod overlap;
mod particles;
mod past_tellings;
mod paths;
mod periods;
mod phrasal;
mod places;
mod practices;
mod prerequisites;
mod proposed;
mod purposes;
mod qualifiers;
mod quantities;
mod questions;
mod quoted_rules;
mod rates;
mod recycle;
mod replaced;
mod reported_bans;
mod restatements;
mod restrictions;
mod revoked;
mod said_again;
mod said_otherwise;
mod scope;
mod screened;
mod shorthand;
mod standing;
mod stems;
mod subsets;
mod swaps;
mod synonyms;
mod tallies;
mod time_points;
mod titles;
mod universals;
mod unread_rules;
mod until_events;
mod widened;
mod words;
mod zones;

use std::ops::Range;

use smallvec::SmallVec;

use crate::classify::lexicon::is_one_of;
use crate::classify::numbers::Direction;
pub use extract::Facts;
use extract::{Clause, CondGroup};

/// A short list built during one comparison (a span's binding sentences, a sentence's
/// missing or new words): held inline up to eight items, so most comparisons allocate none.
type Inline8<T> = SmallVec<[T; 8]>;
use overlap::{Abbreviation, Overlap, abbreviation_letters, initials_run, short_words};
pub(crate) use proposed::ProposedRewrite;
use quantities::*;
use restatements::*;
use scope::*;

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
        seen: std::collections::HashSet::new(),
        screen_bits: &before.screen_bits,
        kept: (before.kept_reading(), proposed.kept_reading()),
    };
    // The original said again in other case or punctuation: nothing changed (pol63).
    if said_again::said_again_case_aside(original, rewrite) {
        return PolarityReport::default();
    }
    if before.unreadable {
        if normalize(original) != normalize(rewrite) {
            report.push(
                "unreadable original",
                Some(trimmed(original, 0..original.len())),
                Some(trimmed(rewrite, 0..rewrite.len())),
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
        // Dates, quantities and bounds of a narrative original: a summary may drop them, not
        // replace them or turn them around.
        let dated = before.clauses.iter().any(|c| {
            !c.dates.is_empty()
                || c.numbers.iter().any(|n| {
                    n.compared
                        || is_measured(n)
                        || is_estimate(n)
                        || quantities::is_stated_level(original, n)
                })
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
        // (Not a past event's, for an order: "Nobody opened the cash office on Sunday" ->
        // "Don't open the cash office on Sunday" is a rule added; "No refund requests this
        // month" may restate a past tally.)
        // (An order: "don't", "never" or "do" first, or a base verb and a determiner, "Open
        // the ...": "Show overran", "Block D lift out" are no orders.)
        let orders = |c: &Clause| {
            let mut words = rewrite
                .get(c.range.clone())
                .unwrap_or("")
                .split_whitespace()
                .map(str::to_ascii_lowercase);
            let (first, second) = (
                words.next().unwrap_or_default(),
                words.next().unwrap_or_default(),
            );
            matches!(first.as_str(), "don't" | "never" | "do")
                || crate::classify::lexicon::is_base_verb(&first)
                    && matches!(second.as_str(), "the" | "a" | "an" | "your" | "any" | "all")
        };
        // (An order to keep a level, "Keep headwater at 141.6 m", restates only a bound of
        // the narrative: a reading, "Headwater 141.6 m", made a target is a rule added, pol60.)
        let keeps_a_level = |c: &Clause| {
            rewrite.get(c.range.clone()).is_some_and(|s| {
                let s = s.trim_start();
                opens_with_word(s, "keep") || opens_with_word(s, "maintain")
            })
        };
        // (Nor a habit's, "Folks tend to bring bars to the Tuesday meeting" -> "Bring bars to
        // Tue meeting": the number or date restated is the habit's, no bound, pol68b.)
        let restates = |c: &Clause| {
            let as_said = |o: &&Clause| {
                (!o.past || !orders(c)) && !restatements::tells_a_habit((original, o))
            };
            let target = keeps_a_level(c);
            (!c.numbers.is_empty() || !c.dates.is_empty())
                && c.numbers.iter().all(|n| {
                    before.clauses.iter().filter(as_said).any(|o| {
                        o.numbers
                            .iter()
                            .any(|m| m.value == n.value && (m.compared || !n.compared && !target))
                    })
                })
                && c.dates.iter().all(|d| {
                    before.clauses.iter().filter(as_said).any(|o| {
                        o.dates.iter().any(|e| {
                            e.same_time(d)
                                && (e.direction != Direction::Exact
                                    || d.direction == Direction::Exact)
                        })
                    })
                })
        };
        if let Some(added) = after.clauses.iter().find(|c| {
            if !c.binding {
                return false;
            }
            // (A duty said with "are not to" sets no strong marker.)
            let Some(order) = c
                .strong
                .as_ref()
                .map(|s| s.start)
                .or_else(|| duty_is_to(rewrite, c))
            else {
                return false;
            };
            // (The numbers and dates restated are the order's part's, where it has parts and
            // that part opens as an order: "...; do not reroute traffic".)
            // (Or the order after the sentence's last spaced dash: "GoingStick: home 7.1,
            // back 6.4 — keep horses off the inside rail", pol52.)
            !part_of_the_order(rewrite, c, order)
                .filter(|part| orders(part) || duty_of_a_subject(rewrite, part))
                .or_else(|| order_after_a_dash(rewrite, c))
                .map_or_else(|| restates(c), |part| restates(&part))
                && !restates_a_checklist(original, before, c)
                && !restates_an_inability(original, before, c)
                && !restates_a_passive_order(original, rewrite, before, c)
                // "... signed off at 230, so that's the ceiling" -> "max load 230 t";
                // "Only pharmacists release ..." -> "... released by pharmacists only"
                // (corpus34d).
                && !bounds_said_again::restates_a_named_bound(original, before, c)
                && !restatements::restates_an_only_practice((original, before), (rewrite, c))
                // "The hatch stays shut till the divers are up" -> "Keep the hatch closed
                // until ..." (pol66b).
                && !restatements::restates_a_kept_state((original, before), (rewrite, c))
                && !orders::restates_a_sequence((original, before), (rewrite, c))
                && !unread_rules::restates_an_unread_rule(original, before, c)
                // "There was no customer impact" -> "...; no impact" (corpus32).
                && !restatements::no_restates_a_negated_fact((original, before), (rewrite, c))
        }) && !{
            let (original, rewrite) = report.readings();
            questions::modal_question_kept_or_answered(&original, &rewrite)
        } {
            report.push("constraint added", None, Some(added.range.clone()));
        } else if let Some(standing) =
            tallies::occasion_said_as_a_rule((original, before), (rewrite, after))
        {
            // "Used no more than three mutes on the whole job" -> "Max three mutes per job"
            // (pol53).
            report.push("constraint added", None, Some(standing.range.clone()));
        } else if let Some(revived) =
            restates_a_past_rule((original, before), (rewrite, after, || proposed.facts()))
        {
            report.push("constraint added", None, Some(revived.range.clone()));
        } else if let Some(duty) = duty_to_an_act_unsaid(original, (rewrite, || proposed.facts())) {
            report.push("constraint added", None, Some(duty.range.clone()));
        } else if let Some(quoted) =
            quoted_rules::quoted_rule_said_as_own((original, before), (rewrite, after))
        {
            // "... still says 'Coxes must weigh in every Monday' — nobody's done that since
            // the 90s" -> "Coxes must weigh in every Monday" (pol54).
            report.push("constraint added", None, Some(quoted.range.clone()));
        } else if let Some((what, permission, order)) =
            abilities::permission_ordered((original, before), (rewrite, after))
        {
            // "You can work from the satellite office on Fridays" -> "Work from the satellite
            // office on Fridays": leave made a duty, or a ban (corpus31b).
            report.push(what, Some(permission), Some(order));
        }
        // "... can't leave bond until the duty is paid in full" -> "... awaiting duty payment
        // before leaving bond": the gate's "in full" went (corpus31b).
        if let Some((from, to)) =
            gates::totality_dropped((original, before), (rewrite, || proposed.facts()))
        {
            report.push("scope changed", Some(from), Some(to));
        }
        // "Oga said make we no release the payroll until the auditor don check am" ->
        // "Payroll release is pending; auditor will check it" (corpus32).
        if let Some((from, to)) =
            gates::gated_ban_said_as_a_state((original, before), (rewrite, || proposed.facts()))
        {
            report.push("prohibition became mention", Some(from), Some(to));
        }
        // "only Fiona can sign off ..., not Callum" -> "Fiona and Callum handle ...": read
        // as narrative ("can"), its exclusion still turned.
        if let Some((from, to)) = before
            .clauses
            .iter()
            .filter(|o| o.strong.is_some() && o.negation.is_some() && before.says_not(original))
            .find_map(|o| {
                excluded::excluded_person_included(
                    (original, o),
                    (rewrite, || proposed.facts().clauses.as_slice()),
                )
            })
        {
            report.push("scope changed", Some(from), Some(to));
        }
        // "Boss seh only Delroy fi sign off di cash-up" -> "... only the cashier on shift
        // signs off ...": read as narrative, the one it is held to replaced.
        if before.screened(original, extended::SAYS_ONLY_NAME)
            && let Some((from, to)) = excluded::only_person_replaced(
                (original, &before.clauses),
                (rewrite, || proposed.facts().clauses.as_slice()),
            )
        {
            report.push("scope changed", Some(from), Some(to));
        }
        // "Biosecurity says no soil ... comes in on boots" -> "Biosecurity raised boot
        // hygiene": a reported ban said as a topic brought up.
        if before.screened(original, extended::SAYS_SAYS)
            && let Some((from, to)) = reported_bans::reported_ban_mentioned(
                (original, &before.clauses),
                (rewrite, || proposed.facts().clauses.as_slice()),
            )
        {
            report.push("prohibition became mention", Some(from), Some(to));
        }
        // The two texts with what is kept of their readings, for the screens below.
        let (o, r) = report.readings();
        // "Ski instructors can take lunch ..." -> "... can't take lunch ...".
        if let Some((from, to)) = abilities::ability_negated(&o, &r) {
            report.push("negation added", Some(from), Some(to));
        }
        // "Photos are needed on every storm claim" -> "Photos not needed on storm claims".
        if let Some((from, to)) = abilities::requirement_negated(&o, &r) {
            report.push("negation added", Some(from), Some(to));
        }
        // "... goes ahead Saturday only if the low stays above 5°C" -> "... Saturday unless
        // the low stays above 5°C": a narrative's condition turned (pol47).
        if let Some((from, to)) = condition_logic::narrative_condition_inverted(
            (original, before),
            (rewrite, || proposed.facts()),
        ) {
            report.push("condition dropped", Some(from), Some(to));
        }
        // "Reception can book the cat in ... if this week's bloods are normal" -> "Reception
        // can book cat in ...": a narrative's leave said without its case (pol48).
        if report.changes.is_empty()
            && let Some((from, to)) = leave_conditions::leave_case_dropped(&o, &r)
        {
            report.push("condition dropped", Some(from), Some(to));
        }
        // "0.3 per fish, under the treatment trigger" -> "0.3/fish - over trigger" (pol48).
        if report.changes.is_empty()
            && let Some((from, to)) = line_sides::side_of_a_line_turned(&o, &r)
        {
            report.push("bound direction changed", Some(from), Some(to));
        }
        report_requirement_item_dropped(&mut report, before);
        if !deadlines.is_empty() {
            compare_numbers(&mut report, before, &deadlines, &[], after);
        } else if dated {
            compare_replaced_facts(&mut report, before, after);
        }
        report_zone_changed(&mut report, before);
        report_path_changed(&mut report);
        report_time_point_turned(&mut report);
        // A narrative's rate per another unit: "Gold is bought at E450 per gram" -> "... at
        // E450/oz" (pol68b).
        if report.changes.is_empty()
            && let Some((from, to)) = rates::per_unit_replaced(original, rewrite)
        {
            report.push("unit changed", Some(from), Some(to));
        }
        report_restriction_dropped(&mut report, before);
        if report.changes.is_empty()
            && let Some((from, to)) = extended::universal_replaced(original, rewrite)
        {
            report.push("scope changed", Some(from), Some(to));
        }
        report_phrases_swapped(&mut report);
        report_sentence_said_again_with_less(&mut report, before);
        report_actor_replaced(&mut report, before);
        report_phrase_replaced(&mut report, before);
        return report.finish();
    }
    let after = proposed.facts();
    // Rules said again word for word with the talk around them cut ("..., anyway the upshot
    // is: do not sign it until ..." -> "Key point: do not sign it until ..."): only the
    // clause's numbers and dates are compared, with the rewrite's sentence that says it.
    let word_for_word: Vec<(usize, Clause, Option<&Clause>)> = binding
        .iter()
        .enumerate()
        .filter_map(|(k, o)| {
            let (clause, at) = said_again::rule_clause_said_again(original, o, rewrite)?;
            let r = after.clauses.iter().find(|c| c.range.contains(&at));
            Some((k, o.part(clause), r))
        })
        .collect();
    let short = short_words(after);
    let mut overlap = Overlap::default();
    let mut aligned: Inline8<Option<&Clause>> = SmallVec::new();
    let mut compared: Inline8<&Clause> = SmallVec::new();
    // (In the order of `binding`: each is met once.)
    let mut word_for_word = word_for_word.iter().peekable();
    // Several rules compacted into one sentence with ";" between them: the changes each
    // rule's comparison found, (rule, first, end), are read again once all are aligned.
    let parts = before.clauses.len() >= 2 && rewrite.as_bytes().contains(&b';');
    let mut clause_changes: Inline8<(usize, usize, usize)> = SmallVec::new();
    for (k, o) in binding.iter().enumerate() {
        if let Some((_, part, r)) = word_for_word.next_if(|(i, _, _)| *i == k) {
            compared.push(part);
            aligned.push(*r);
            continue;
        }
        compared.push(o);
        overlap.read(original, o, after, &short);
        let r = align(o, before, after, &overlap)
            .or_else(|| force_said_again_aligned((original, o), (rewrite, after)));
        match r {
            // "No, not yet." answering "Should I tell the client?": kept when a negated rule
            // of the rewrite names the question's action.
            // (Only a verbless negated sentence can be such an answer: asked before the
            // sentence is looked for among the original's.)
            None if o.words.is_empty()
                && o.negation.is_some()
                && before
                    .clauses
                    .iter()
                    .position(|c| c.range == o.range)
                    .and_then(|k| question_answered_no(original, &before.clauses, k))
                    .is_some_and(|q| after.clauses.iter().any(|r| answer_said_again(q, r))) => {}
            // "Otherwise carry on as normal." dropped: no rule lost (corpus34b).
            None if orders::orders_nothing_new(original, &o.range)
                || orders::never_again_of_the_rule_before(original, &o.range) => {}
            None => report.push("constraint deleted", Some(o.range.clone()), None),
            Some(r) => {
                let mark = report.changes.len();
                compare_clause(&mut report, o, r, before, after, &overlap);
                if parts && report.changes.len() > mark {
                    clause_changes.push((k, mark, report.changes.len()));
                }
                // "sign-off from QA and security" -> "... from QA or security".
                if let Some((from, to)) =
                    coordination::turned_coordination((original, o), (rewrite, r))
                {
                    report.push("scope changed", Some(from), Some(to));
                }
                // "skip it this week" -> "skip it every week", "from now on" -> "today".
                if let Some((from, to)) = standing::occasion_changed((original, o), (rewrite, r)) {
                    report.push("scope changed", Some(from), Some(to));
                }
                // "You must not contact the insurer" -> "The broker must not ...".
                if let Some((from, to)) =
                    said_again::subject_of_modal_replaced((original, o), (rewrite, r))
                {
                    report.push("scope changed", Some(from), Some(to));
                }
                // "onto the soft verge" -> "onto the hard verge" (words of no content).
                // (The original is searched once, and its answer kept on its facts.)
                if before.says_soft_or_hard(original)
                    && let Some((from, to)) =
                        compacted::opposite_traded((original, o), (rewrite, r))
                {
                    report.push("scope changed", Some(from), Some(to));
                }
                // "only Fiona can sign off ..., not Callum" -> "Fiona and Callum handle ...".
                if o.negation.is_some()
                    && before.says_not(original)
                    && let Some((from, to)) = excluded::excluded_person_included(
                        (original, o),
                        (rewrite, || after.clauses.as_slice()),
                    )
                {
                    report.push("scope changed", Some(from), Some(to));
                }
            }
        }
        aligned.push(r);
    }
    // "...; ushers check fire exits clear every interval; only Kev moves pit lift": the
    // "every" of one part is not the pit-lift rule's.
    if !clause_changes.is_empty() {
        drop_words_of_other_parts(&mut report, before, &binding, &aligned, &clause_changes);
    }
    // "Don't publish it to Steam or to itch" -> "Forbidden: ... Steam. Allowed: ... itch": a
    // ban's act allowed in another sentence than the one it was aligned with (session 34).
    if let Some((from, to)) = binding
        .iter()
        .find_map(|o| headings::banned_act_allowed(&before.clauses, o, (rewrite, &after.clauses)))
    {
        report.push("negation dropped", Some(from), Some(to));
    }
    // "No turbine climbs above 12 m/s. Same goes for the substation ladders." -> a rewrite
    // without the ladders: the rule narrowed to its first thing.
    if let Some(thing) = extended::extension_dropped(original, rewrite) {
        report.push("scope changed", Some(thing), None);
    }
    // "up to 5 minutes per team per map" -> "up to 5 minutes each": what the rate counts by
    // dropped (pol47).
    if let Some(rate) = rates::denominator_dropped(original, rewrite) {
        report.push("scope changed", Some(rate), None);
    }
    // "at E450 per gram" -> "at E450/oz" (pol68b).
    if let Some((from, to)) = rates::per_unit_replaced(original, rewrite) {
        report.push("unit changed", Some(from), Some(to));
    }
    compare_numbers(&mut report, before, &compared, &aligned, after);
    // "must close at 3 pm" -> "close ~3 pm": the time hedged (pol68b).
    if report.changes.is_empty()
        && let Some((from, to)) =
            quantities::date_made_approximate((report.original, before), (report.rewrite, after))
    {
        report.push("bound became approximation", Some(from), Some(to));
    }
    // "Bib transfers close on 1 May. After that, nothing, no exceptions." -> "... allowed
    // until the end of May, no exceptions.": a date of a statement beside a rule replaced, as
    // a narrative's would be reported (c29r151).
    if report.changes.is_empty()
        && let Some((from, to)) = statement_date_replaced((original, before), (rewrite, after))
    {
        report.push("date changed", Some(from), Some(to));
    }
    // "... viewed on microfilm only from today." -> "... only from 1 May." (pol62).
    if report.changes.is_empty() {
        let (o, r) = report.readings();
        if let Some((from, to)) = time_points::day_from_now_dated((&o, before), (&r, after)) {
            report.push("date changed", Some(from), Some(to));
        }
    }
    // "... a tattoo in the last 4 months is deferred. Screen this at the kiosk." -> "Tattoo in
    // last 6 months → deferred. ...": a quantity of a sentence no rule comparison weighed,
    // replaced (pol49).
    if report.changes.is_empty() {
        unbound_measure_replaced(&mut report, before, after);
    }
    report_requirement_item_dropped(&mut report, before);
    // "Give each new hire a bag" -> "Offer each new hire a bag": one light verb traded.
    report_restriction_dropped(&mut report, before);
    report_phrases_swapped(&mut report);
    if report.changes.is_empty()
        && let Some((from, to)) = swaps::light_verb_replaced(original, rewrite)
    {
        report.push("scope changed", Some(from), Some(to));
    }
    report_zone_changed(&mut report, before);
    report_path_changed(&mut report);
    report_time_point_turned(&mut report);
    report_sentence_said_again_with_less(&mut report, before);
    report_actor_replaced(&mut report, before);
    report_phrase_replaced(&mut report, before);
    report.finish()
}

/// Where sentence `c` of `text` says a duty with "is to" or "are (not) to" and a verb ("we
/// are not to quote for it"), which sets no strong marker: the offset of its "is" or "are".
/// Not an aim or a plan ("the plan is to launch in May").
fn duty_is_to(text: &str, c: &Clause) -> Option<usize> {
    let ws = words::words(text, c.range.clone());
    (1..ws.len()).find_map(|i| {
        let to = if is_one_of(ws.get(i + 1)?.0, &["not"]) {
            i + 2
        } else {
            i + 1
        };
        (is_one_of(ws[i].0, &["is", "are"])
            && is_one_of(ws.get(to)?.0, &["to"])
            && ws.get(to + 1).is_some()
            && !is_one_of(
                ws[i - 1].0,
                &[
                    "plan",
                    "aim",
                    "goal",
                    "idea",
                    "intention",
                    "point",
                    "hope",
                    "purpose",
                    "objective",
                    "job",
                    "task",
                ],
            ))
        .then(|| ws[i].1.start)
    })
}

/// Part `c` of `text` says a subject's duty: a word naming the subject, then "must" and a
/// verb ("...; teachers must send progress reports", pol48 s48b-p048).
fn duty_of_a_subject(text: &str, c: &Clause) -> bool {
    let ws = words::words(text, c.range.clone());
    ws.iter().enumerate().skip(1).any(|(k, (w, _))| {
        w.eq_ignore_ascii_case("must")
            && words::is_content(ws[k - 1].0)
            && ws.get(k + 1).is_some_and(|(v, _)| words::is_content(v))
    })
}

/// The part of sentence `c` of `text` between semicolons that holds offset `at`, as a clause
/// of its own numbers and dates; `None` when the sentence has no semicolon. "Latency up
/// 18→26 ms over the month; do not reroute traffic": the numbers are another part's than the
/// order's (pol47).
fn part_of_the_order(text: &str, c: &Clause, at: usize) -> Option<Clause> {
    let sentence = text.get(c.range.clone())?;
    sentence.find(';')?;
    let at = at.checked_sub(c.range.start)?;
    let start = sentence[..at.min(sentence.len())]
        .rfind(';')
        .map_or(0, |k| k + 1);
    let end = sentence[at.min(sentence.len())..]
        .find(';')
        .map_or(sentence.len(), |k| at + k);
    Some(c.part(c.range.start + start..c.range.start + end))
}

/// The part of sentence `c` of `text` after its last spaced dash (" — ", " – "), as a clause
/// of its own numbers and dates, when it opens with a base verb in lower case and holds no
/// digit: "GoingStick: home 7.1, back 6.4, inside rail 5.9 — keep horses off the inside rail"
/// orders what the readings before the dash only report (pol52); a compound verb's last
/// piece before a determiner too ("— hand-check every Lisbon bag", pol59). `None` without such a dash,
/// or when the part opens otherwise ("— soft in places", "— Keep 2 m apart").
fn order_after_a_dash(text: &str, c: &Clause) -> Option<Clause> {
    let sentence = text.get(c.range.clone())?;
    // Screen: a dash's first byte in the sentence.
    if !sentence.as_bytes().contains(&0xe2) {
        return None;
    }
    let (at, dash) = [" \u{2014} ", " \u{2013} "]
        .iter()
        .filter_map(|d| sentence.rfind(d).map(|k| (k, d.len())))
        .max()?;
    let part = &sentence[at + dash..];
    let mut words = part.split_whitespace();
    let first = words.next()?;
    let verb = first.trim_end_matches(|ch: char| !ch.is_ascii_alphabetic());
    // (A compound verb, "hand-check every bag", read by its last piece before a determiner.)
    let compound = || {
        verb.rsplit_once('-').is_some_and(|(_, last)| {
            crate::classify::lexicon::is_base_verb(last)
                && words
                    .clone()
                    .next()
                    .is_some_and(|w| is_one_of(w, &["the", "every", "each", "all", "any"]))
        })
    };
    (first.starts_with(|ch: char| ch.is_ascii_lowercase())
        && (crate::classify::lexicon::is_base_verb(verb) || compound())
        && !part.bytes().any(|b| b.is_ascii_digit()))
    .then(|| c.part(c.range.start + at + dash..c.range.end))
}

/// "No sulphur on any block ..." -> "Block B: no sulphur ...", "... before leaving base" ->
/// "... before winter callouts", "Station officers sign off ..." -> "Watch managers sign off
/// ...": a rule narrowed to the thing a label names, or a sentence in force said again with
/// one phrase traded for another, where nothing else was reported (see
/// [`replaced::universal_narrowed_by_label`] and [`replaced::phrase_replaced`]).
fn report_phrase_replaced(report: &mut Report<'_>, before: &Facts) {
    if !report.changes.is_empty() {
        return;
    }
    if let Some((from, to)) = replaced::universal_narrowed_by_label(report.original, report.rewrite)
    {
        report.push("scope changed", Some(from), Some(to));
        return;
    }
    let ours = before
        .clauses
        .iter()
        .filter(|c| c.binding || !c.past)
        .map(|c| (c.range.clone(), c.binding));
    if let Some((from, to)) = replaced::phrase_replaced(report.original, ours, report.rewrite) {
        report.push("scope changed", Some(from), Some(to));
    }
}

/// Takes back the changes each rule's comparison found (`clause_changes`: the rule's index
/// in `binding` and the range of `report.changes` it pushed) that quote only a word of
/// another ";"-part of the rewrite's sentence, one another rule aligned with the same
/// sentence says ([`compacted::word_of_another_part`]).
fn drop_words_of_other_parts(
    report: &mut Report<'_>,
    before: &Facts,
    binding: &[&Clause],
    aligned: &[Option<&Clause>],
    clause_changes: &[(usize, usize, usize)],
) {
    let mut dropped: Vec<usize> = Vec::new();
    for &(k, first, end) in clause_changes {
        let Some(r) = aligned.get(k).copied().flatten() else {
            continue;
        };
        // The other rules aligned with the same sentence, and the original's sentences that
        // state no rule ("Lice counts go to the vet every Monday"), whose words a compaction
        // keeps too.
        let others: Inline8<&Clause> = binding
            .iter()
            .enumerate()
            .filter(|(j, _)| {
                *j != k
                    && aligned
                        .get(*j)
                        .copied()
                        .flatten()
                        .is_some_and(|a| std::ptr::eq(a, r))
            })
            .map(|(_, c)| *c)
            .chain(before.clauses.iter().filter(|c| !c.binding))
            .collect();
        if others.is_empty() {
            continue;
        }
        let others_said: Inline8<(&Clause, &str)> = others
            .iter()
            .map(|c| (*c, report.original.get(c.range.clone()).unwrap_or("")))
            .collect();
        dropped.extend((first..end).filter(|&i| {
            compacted::word_of_another_part(
                report.original,
                &report.changes[i],
                binding[k],
                (report.rewrite, r),
                &others,
            ) || compacted::negation_of_another_part(
                report.original,
                &report.changes[i],
                binding[k],
                (report.rewrite, r),
                &others,
            ) || compacted::condition_of_another_part(
                report.original,
                &report.changes[i],
                binding[k],
                (report.rewrite, r),
                &others_said,
            ) || compacted::permission_of_another_part(
                report.original,
                &report.changes[i],
                binding[k],
                (report.rewrite, r),
                &others,
            )
        }));
    }
    for i in dropped.into_iter().rev() {
        report.changes.remove(i);
    }
}

/// Hedge `h` of a rewrite is "recommended" or "suggested" and recommending is the act of
/// the original's sentence `o` ("Don't recommend the ferry" -> "Ferry: not recommended"): the
/// act said again, no softened rule.
fn recommending_is_the_act(o: &Clause, h: &str) -> bool {
    matches!(h, "recommended" | "suggested")
        && o.words
            .iter()
            .any(|w| stems::stems_match(&w.stem, &stems::stem(h)))
}

/// "Acceptance criteria: ... 2. A student cannot book two lessons that overlap" dropped from
/// the list: an item of a requirements list the classifier did not read as a rule, gone with
/// its words (see [`lists::requirement_item_dropped`]).
fn report_requirement_item_dropped(report: &mut Report<'_>, before: &Facts) {
    if let Some(item) = lists::requirement_item_dropped(report.original, before, report.rewrite) {
        report.push("constraint deleted", Some(item), None);
    }
}

/// "Marco signs off every release" -> "The team signs off every release", "Invoices are
/// approved by the CFO" -> "... by finance": a practice the classifier did not read as a rule
/// said again with another actor, where nothing else was reported (see
/// [`said_again::actor_replaced`] and [`said_again::passive_agent_replaced`]).
/// "Late checkout is free, but only for gold members" -> "Late checkout is free": a
/// restriction after "but" dropped from a sentence in the present (c29r098, c29r059).
fn report_restriction_dropped(report: &mut Report<'_>, before: &Facts) {
    if !report.changes.is_empty() {
        return;
    }
    let present = |at: usize| {
        before
            .clauses
            .iter()
            .find(|c| c.range.contains(&at))
            .is_none_or(|c| !c.past)
    };
    let and_only = before.screened(report.original, extended::SAYS_AND_ONLY);
    if let Some(from) =
        extended::restriction_dropped((report.original, and_only), present, report.rewrite)
    {
        report.push("scope changed", Some(from), None);
    }
}

fn report_actor_replaced(report: &mut Report<'_>, before: &Facts) {
    if !report.changes.is_empty() {
        return;
    }
    if let Some((from, to)) = before
        .practices(report.original)
        .and_then(|practices| {
            said_again::actor_replaced((report.original, practices), report.rewrite)
        })
        .or_else(|| {
            let unread = before.unread_sentences();
            said_again::passive_agent_replaced(report.original, unread, report.rewrite)
        })
        // "The on-call clinical lead decides ..." -> "Someone decides ..." (pol48).
        .or_else(|| {
            let (o, r) = report.readings();
            actors::actor_made_anyone(&o, &r)
        })
    {
        report.push("scope changed", Some(from), Some(to));
    }
}

/// "Postgres for orders and Redis for sessions" -> "Redis for orders and Postgres for
/// sessions", "Omar approves refunds; you no longer do" -> "You approve refunds; Omar no
/// longer does": every word kept, two phrases traded places (a rule or a fact alike), where
/// nothing else was reported.
fn report_phrases_swapped(report: &mut Report<'_>) {
    if report.changes.is_empty()
        && let Some((from, to)) = swaps::swapped_phrases(report.original, report.rewrite)
            // "Kofi ... approve the tender; Ama ... collates the bids" -> "approvals by Ama,
            // bid collation by Kofi" (corpus32).
            .or_else(|| swaps::names_traded_roles(report.original, report.rewrite))
            // "... only has read access" -> "svc acct: read-write" (corpus32).
            .or_else(|| access::access_widened(report.original, report.rewrite))
            // "Trains on the Down line ... held until the Up line is clear" -> "Up-line trains
            // held until Down line clear" (pol48).
            .or_else(|| {
                let (o, r) = report.readings();
                swaps::sides_swapped(&o, &r)
                    // "out of the damp store and into the warm room" -> "out of warm room,
                    // into damp store" (pol68b).
                    .or_else(|| swaps::route_turned(&o, &r))
            })
    {
        report.push("scope changed", Some(from), Some(to));
    }
}

/// "Submit by 17:00 CET" -> "Submit by 17:00 GMT": a clock time moved to another zone, or
/// "CA$250" -> "US$250": an amount moved to another country's dollars, where nothing else was
/// reported (see [`zones::zone_changed`] and [`quantities::dollars_of_another_country`]).
fn report_zone_changed(report: &mut Report<'_>, before: &Facts) {
    if !report.changes.is_empty() {
        return;
    }
    // "CA$250" -> "US$250": the dollars of another country (session 34).
    if let Some((from, to)) =
        quantities::dollars_of_another_country(report.original, report.rewrite)
    {
        report.push("unit changed", Some(from), Some(to));
        return;
    }
    let ours = before.zones(report.original);
    if let Some((from, to)) = zones::zone_changed((report.original, ours), report.rewrite) {
        report.push("date changed", Some(from), Some(to));
    }
}

/// "Don't delete the logs/ folder" -> "Don't delete the logs/2024/ folder": a path given a
/// segment more or fewer, where nothing else was reported (see
/// [`paths::path_narrowed_or_widened`]).
fn report_path_changed(report: &mut Report<'_>) {
    if !report.changes.is_empty() {
        return;
    }
    if let Some((from, to)) = paths::path_narrowed_or_widened(report.original, report.rewrite) {
        report.push("scope changed", Some(from), Some(to));
    }
}

/// "Pump the bilges at the start of each watch" -> "Pump bilges at end of each watch", "...
/// returned by 5pm the same day" -> "... by 5pm next day": a time said as a point of a period
/// or a day counted from another, turned, where nothing else was reported (see
/// [`time_points::point_turned`]).
fn report_time_point_turned(report: &mut Report<'_>) {
    if !report.changes.is_empty() {
        return;
    }
    let (o, r) = report.readings();
    if let Some((from, to)) = time_points::point_turned(&o, &r) {
        report.push("date changed", Some(from), Some(to));
    }
}

/// A rule of the rewrite, in the present, whose every content word (one at least) is said by
/// one sentence of the narrative original that reports the past: "We used to require a
/// changelog entry on every PR; these days people mostly skip it" -> "Every PR needs a
/// changelog entry" (a rule no longer in force, or once asked for one occasion, said as
/// standing).
///
/// A past rule is also one "allowed", "insisted" or "permitted" names ("Last year we weren't
/// allowed to sell ... until ...", "Verdi insisted that no one be seated"), and the rewrite's
/// rule may be said as "must be" with a participle ("Old cell must be capped by 2019") or as
/// a subject's duty with no verb before "to" ("Guides to wear the replica uniforms", read in
/// every sentence of the rewrite, `every`, not only its binding ones; pol53).
fn restates_a_past_rule<'f>(
    (original, before): (&str, &Facts),
    (after_text, after, every): (&str, &'f Facts, impl FnOnce() -> &'f Facts),
) -> Option<&'f Clause> {
    let within = |w: &extract::Word, words: &[extract::Word]| {
        words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    // The sentence reports a rule of the past, not a fact: "we used to require", "she
    // asked the agent to avoid ..." (past by their form), or a past sentence naming a rule
    // ("that policy was dropped").
    let reports_a_past_rule = |o: &Clause| {
        let sentence = original.get(o.range.clone()).unwrap_or("");
        // "asked the agent to avoid ...", not "asked for a meeting".
        let asked_to = || {
            let mut words = sentence.split_whitespace();
            while let Some(w) = words.next() {
                if is_one_of(w, &["asked", "told"])
                    && words.clone().take(4).any(|n| n.eq_ignore_ascii_case("to"))
                {
                    return true;
                }
            }
            false
        };
        let has_any = |words: &[&str]| words.iter().any(|w| holds_ignoring_case(sentence, w));
        // ("nobody was to fly over ...": a duty of the past, pol62.)
        has_any(&["used to ", "had to ", "no longer ", "was to ", "were to "])
            || asked_to()
            || o.past
                && has_any(&[
                    "require",
                    " rule",
                    "policy",
                    "only for",
                    "allowed",
                    "insisted",
                    "permitted",
                    "a cap of",
                    "a limit of",
                ])
    };
    // The rewrite's sentence says the rule ended: "no longer required".
    let says_it_ended = |c: &Clause| {
        let sentence = after_text.get(c.range.clone()).unwrap_or("");
        [
            "no longer",
            "used to",
            "anymore",
            "any more",
            "dropped",
            "retired",
        ]
        .iter()
        .any(|w| holds_ignoring_case(sentence, w))
    };
    // "must be capped": a duty, though the participle reads past.
    let must_be = |c: &Clause| {
        c.strong.as_ref().is_some_and(|s| {
            is_one_of(after_text.get(s.clone()).unwrap_or(""), &["must"])
                && words::words_after(after_text, s.end, 1)
                    .first()
                    .is_some_and(|(w, _)| is_one_of(w, &["be"]))
        })
    };
    let revived = |c: &Clause, duty_to: bool| {
        (c.binding || duty_to)
            && (!c.past || must_be(c) || duty_to)
            && !c.words.is_empty()
            && !says_it_ended(c)
            && before
                .clauses
                .iter()
                .any(|o| c.words.iter().all(|w| within(w, &o.words)) && reports_a_past_rule(o))
    };
    after
        .clauses
        .iter()
        .find(|c| revived(c, false))
        .or_else(|| {
            // (Read in every sentence only when the rewrite says "to" and a verb and the
            // original reports a past rule: "No one to be seated ..." reads past by its
            // participle, "Guides to wear ..." binds nothing.)
            ((says_to_and_a_verb(after_text)
                || holds_ignoring_case(after_text, "nobody")
                || words::holds_any_phrase(after_text, UNIVERSAL_SUBJECTS))
                && before.clauses.iter().any(reports_a_past_rule))
            .then(every)?
            .clauses
            .iter()
            .find(|c| {
                revived(
                    c,
                    duty_said_with_to(after_text, c).is_some()
                        || nobody_said_first(after_text, c)
                        || universal_said_first(after_text, c),
                )
            })
        })
}

/// Sentence `c` of `text` opens with "nobody", after a label if any, and names no date: a
/// ban said without its verb ("Algae alert: nobody on the water", pol56, s56a-p054).
fn nobody_said_first(text: &str, c: &Clause) -> bool {
    let sentence = text.get(c.range.clone()).unwrap_or("");
    let after_label = sentence.rsplit(':').next().unwrap_or(sentence);
    c.dates.is_empty()
        && words::words(after_label, 0..after_label.len())
            .first()
            .is_some_and(|(w, _)| is_one_of(w, &["nobody"]))
}

/// Words naming everyone of a kind as a sentence's subject ("every patient", "nobody").
const UNIVERSAL_SUBJECTS: &[&str] = &[
    "every",
    "each",
    "all",
    "nobody",
    "no one",
    "no-one",
    "everyone",
    "everybody",
];

/// Sentence `c` of `text` opens with a word of [`UNIVERSAL_SUBJECTS`], after a label if any,
/// and tells no past: what everyone of a kind does now, said as a practice ("Every patient
/// wears a mask in the bore", "Nobody flies over the racecourse on race days"; pol62). A
/// past rule said so is one revived; "Every patient wore a mask" tells the past.
fn universal_said_first(text: &str, c: &Clause) -> bool {
    let sentence = text.get(c.range.clone()).unwrap_or("");
    let after_label = sentence.rsplit(':').next().unwrap_or(sentence);
    let ws = words::words(after_label, 0..after_label.len());
    !c.past
        && c.dates.is_empty()
        && ws.first().is_some_and(|(w, _)| {
            is_one_of(w, UNIVERSAL_SUBJECTS)
                || is_one_of(w, &["no"]) && ws.get(1).is_some_and(|(n, _)| is_one_of(n, &["one"]))
        })
}

/// Words before a "to" that make it no duty of a subject: a verb or adjective taking "to" ("is
/// to", "has to", "able to", "wants to", "seems to", "used to") or a question word ("how to",
/// "where to").
const NO_DUTY_BEFORE_TO: &[&str] = &[
    "is", "are", "was", "were", "am", "be", "been", "has", "have", "had", "able", "about", "due",
    "likely", "ought", "supposed", "wants", "needs", "plans", "hopes", "tries", "asks", "tells",
    "seems", "used", "whether", "how", "what", "where", "when", "which", "who",
];

/// `w` is "be" or a base verb (any case): what follows the "to" of a duty.
fn is_be_or_base_verb(w: &str) -> bool {
    is_one_of(w, &["be"]) || crate::classify::lexicon::is_base_verb(&w.to_ascii_lowercase())
}

/// Sentence `c` of `text` says a subject's duty with "to" and no verb before it, in its first
/// five words: "Guides to wear the replica uniforms", "No one to be seated during the
/// prelude". The word before "to" is no verb ("had to", "used to", "wants to", "going to",
/// "is to"), and a base verb or "be" follows it ("went to Leeds" is no duty). The duty's verb
/// (after "to", or after "to be"), or `None`.
fn duty_said_with_to<'t>(text: &'t str, c: &Clause) -> Option<words::Word<'t>> {
    let ws = words::words(text, c.range.clone());
    let k = (1..ws.len().min(5)).find(|&k| {
        is_one_of(ws[k].0, &["to"])
            && ws.get(k + 1).is_some_and(|(w, _)| is_be_or_base_verb(w))
            && no_verb(ws[k - 1].0)
            && ws[..k]
                .iter()
                .all(|(w, _)| !is_one_of(w, NO_DUTY_BEFORE_TO))
    })?;
    verb_after_to(&ws, k)
}

/// `w` is no verb: neither a base verb, a past form nor a form in "-ing" (the word before a
/// subject's "to", or before its "not to").
fn no_verb(w: &str) -> bool {
    let w = words::ascii_lower(w);
    !crate::classify::lexicon::is_base_verb(&w)
        && !crate::classify::lexicon::looks_past(&w)
        && !w.ends_with("ing")
}

/// Sentence `c` of `text` bans with "not to" after a subject, a word that is no verb before
/// its "not" ([`no_verb`], not [`NO_DUTY_BEFORE_TO`]: "Tunnel bay 3 not to be used until
/// ...", "...; their cattle not to be entered in the sale"; "try not to", "asked not to",
/// "is not to" are not such a ban). The ban's verb (after "not to", or "not to be").
fn ban_said_with_not_to<'t>(text: &'t str, c: &Clause) -> Option<words::Word<'t>> {
    let ws = words::words(text, c.range.clone());
    let k = (2..ws.len()).find(|&k| {
        is_one_of(ws[k].0, &["to"])
            && is_one_of(ws[k - 1].0, &["not"])
            && ws.get(k + 1).is_some_and(|(w, _)| is_be_or_base_verb(w))
            && no_verb(ws[k - 2].0)
            && !is_one_of(ws[k - 2].0, NO_DUTY_BEFORE_TO)
    })?;
    verb_after_to(&ws, k)
}

/// The verb of a duty whose "to" is word `k` of `ws`: the base verb after it, or the
/// participle after "to be".
fn verb_after_to<'t>(ws: &[words::Word<'t>], k: usize) -> Option<words::Word<'t>> {
    if !is_one_of(ws[k + 1].0, &["be"]) {
        return ws.get(k + 1).cloned();
    }
    // "to be cleaned", "to be seated": a participle after "to be" ("aren't to be near" names
    // no act; "to be used", four letters, is one too, pol58).
    ws.get(k + 2)
        .filter(|(w, _)| {
            let w = w.to_ascii_lowercase();
            crate::classify::lexicon::looks_past(&w) || w.len() == 4 && w.ends_with("ed")
        })
        .cloned()
}

/// Sentence `c` of `text` binds by "must" and a verb: "Kart 7 must be refuelled before use"
/// (the participle after "must be", "re-" read past: "must be re-done", pol57), "Crews must
/// wash the decks" (the base verb after "must"), a ban read past its "not" ("Fridge must
/// not be opened overnight", pol61). The duty's verb, or `None` ("must be the
/// fuel", "must be ready" name no act; session 54, pol54).
fn duty_said_with_must<'t>(text: &'t str, c: &Clause) -> Option<words::Word<'t>> {
    let strong = c.strong.as_ref()?;
    if !is_one_of(text.get(strong.clone())?, &["must"]) {
        return None;
    }
    let mut next = words::words_after(text, strong.end, 3);
    if next.first().is_some_and(|(w, _)| is_one_of(w, &["not"])) {
        next.remove(0);
    }
    match next.as_slice() {
        [(be, _), (verb, at), ..] if is_one_of(be, &["be"]) => {
            let verb_lower = verb.to_ascii_lowercase();
            let done = verb_lower.strip_prefix("re-").unwrap_or(&verb_lower);
            crate::classify::lexicon::looks_past(done).then(|| (*verb, at.clone()))
        }
        [(verb, at), ..] if crate::classify::lexicon::is_base_verb(&verb.to_ascii_lowercase()) => {
            Some((*verb, at.clone()))
        }
        _ => None,
    }
}

/// `text` says " to " and a base verb or "be" after it: the screen of [`duty_said_with_to`],
/// read in the bytes and the word after each " to " only (no sentence read).
fn says_to_and_a_verb(text: &str) -> bool {
    let b = text.as_bytes();
    // Each "t" (found by memchr, not compared at every byte) read as the one of " to ".
    memchr::memchr2_iter(b't', b'T', b).any(|t| {
        t >= 1
            && t + 2 < b.len()
            && b[t - 1] == b' '
            && b[t + 1].eq_ignore_ascii_case(&b'o')
            && b[t + 2] == b' '
            && words::words_after(text, t + 2, 1)
                .first()
                .is_some_and(|(w, _)| is_be_or_base_verb(w))
    })
}

/// "It must be the soiling on the east strings — yield's down 6%" -> "East strings to be
/// cleaned — yield down 6%": a rewrite's sentence saying a subject's duty with "to"
/// ([`duty_said_with_to`]) whose verb no word of the narrative original says (by stem): an
/// act the original never names, made a duty. "The board will review tolls in April" ->
/// "Board to review tolls in April" says its verb, and stays faithful. A ban said with "not
/// to" ([`ban_said_with_not_to`]) of a verb unsaid is one too, unless the original negates a
/// thing it names ([`negates_a_word_of`]: "que no toquen the stills" -> "Visitors not to touch
/// stills", pol53): "the tunnel kept stopping on bay 3; engineer's back Thursday" -> "Tunnel
/// bay 3 not to be used until the engineer's back" (pol58). A duty said with "must" and a verb
/// ([`duty_said_with_must`]) is read the same way, where the rewrite says "must": "Must be the
/// fuel; kart 7 is coughing again" -> "Kart 7 must be refuelled before use" (pol54). Where
/// the original's every "must" guesses what happened ([`must_only_guessed`]), a "must" duty
/// is added even of a verb it says: "someone must have left it off the charger" -> "Defib
/// must be left on the charger" (pol57), or said as a ban: "The fridge must have been opened
/// overnight" -> "Fridge must not be opened overnight" (pol61).
fn duty_to_an_act_unsaid<'f>(
    original: &str,
    (rewrite, every): (&str, impl FnOnce() -> &'f Facts),
) -> Option<&'f Clause> {
    // (A cheap screen: most rewrites say no "to" before a verb, and no "must".)
    let must = holds_ignoring_case(rewrite, "must ");
    if !must && !says_to_and_a_verb(rewrite) {
        return None;
    }
    // (The original's words, stemmed once and only when a duty is found: function words
    // like "take" and "cap" are in no index of content stems.)
    let mut said: Option<Vec<stems::Stem>> = None;
    // (The original's words are split only when it says "must" at all.)
    let guessed = must && holds_ignoring_case(original, "must") && must_only_guessed(original);
    every().clauses.iter().find(|c| {
        let duty = || {
            if c.negation.is_none() {
                duty_said_with_to(rewrite, c)
                    .or_else(|| must.then(|| duty_said_with_must(rewrite, c)).flatten())
            } else {
                ban_said_with_not_to(rewrite, c)
                    .filter(|_| !negates_a_word_of(original, (rewrite, c)))
            }
        };
        (guessed && duty_said_with_must(rewrite, c).is_some_and(|(verb, _)| verb != "have"))
            || duty().is_some_and(|(verb, _)| {
                let verb = stems::stem(verb);
                !said
                    .get_or_insert_with(|| {
                        words::words_of(original)
                            .map(|(_, w)| stems::stem(w))
                            .collect()
                    })
                    .iter()
                    .any(|w| stems::stems_match(w, &verb))
            })
    })
}

/// `original` negates a thing ban `c` of `rewrite` names: a content word of `c` follows a
/// negation in its clause ("Pues the visitors, que no toquen the stills" -> "Visitors not to
/// touch stills": the ban said again, its verb in another tongue).
fn negates_a_word_of(original: &str, (rewrite, c): (&str, &Clause)) -> bool {
    let ours = words::words(original, 0..original.len());
    let ban = words::words(rewrite, c.range.clone());
    ours.iter().enumerate().any(|(i, (w, r))| {
        words::negates(w)
            && words::shared(
                words::within(&ours[i + 1..], &words::clause_at(original, r.end)),
                &ban,
            ) > 0
    })
}

/// `text` says "must", and each "must" is a guess of what happened: "must have" and a past
/// form ("someone must have left it off the charger"), not "must have a permit".
fn must_only_guessed(text: &str) -> bool {
    let ws = words::words(text, 0..text.len());
    let mut musts = ws
        .iter()
        .enumerate()
        .filter(|(_, (w, _))| is_one_of(w, &["must"]))
        .peekable();
    musts.peek().is_some()
        && musts.all(|(k, _)| {
            ws.get(k + 1).is_some_and(|(w, _)| is_one_of(w, &["have"]))
                && ws.get(k + 2).is_some_and(|(w, _)| {
                    crate::classify::lexicon::looks_past(&w.to_ascii_lowercase())
                })
        })
}

/// The rewrite's rule `c` says a checklist of `original` as prose: the original has a lead
/// line ending in a colon with list items under it ("Before the move-in:\n- keys\n- deposit"),
/// `c` has no negation, and every content word of `c` is one of the original's ("make sure
/// you have the keys and the deposit before the move-in"). A list of what is needed is a rule
/// said in short.
fn restates_a_checklist(original: &str, before: &Facts, c: &Clause) -> bool {
    if c.negation.is_some() || c.words.is_empty() {
        return false;
    }
    let mut led = false;
    let checklist = original.lines().map(str::trim).any(|line| {
        let item = line.starts_with(['-', '*', '•'])
            || line.starts_with(|ch: char| ch.is_ascii_digit()) && line.contains(". ");
        let is_list = led && item;
        led = line.ends_with(':') || led && item;
        is_list
    });
    checklist && c.words.iter().all(|w| before.stems().has(&w.stem))
}

/// The rewrite's rule `c` says as a ban what a sentence of the
/// original says cannot be done, in the present: "We're unable to refund digital orders" ->
/// "No refunds on digital orders", "Staff are not able to approve their own timesheets" ->
/// "Staff can't approve their own timesheets", or what someone else does not permit: "The
/// venue won't permit candles on the tables" -> "Candles on the tables are not permitted by
/// the venue". `c` is negated and names the words of that sentence from its negation on, and
/// no other. Not a past inability ("we were unable to ship it", "the venue didn't allow
/// it"), a report of what happened.
fn restates_an_inability(original: &str, before: &Facts, c: &Clause) -> bool {
    if c.negation.is_none() {
        return false;
    }
    let unable = |o: &Clause| {
        o.negation.as_ref().is_some_and(|n| {
            let word = original.get(n.clone()).unwrap_or("");
            let after = original.get(n.end..).unwrap_or("");
            let before = original.get(..n.start).unwrap_or("");
            let past = is_one_of(word, &["wasn't", "weren't"])
                || before
                    .split_whitespace()
                    .next_back()
                    .is_some_and(|w| is_one_of(w, &["was", "were"]));
            let next = after.split_whitespace().next().unwrap_or("");
            // "The venue won't permit candles", "the landlord doesn't allow pets": a rule of
            // someone else's the narrative reports (not "didn't allow", what happened once).
            let withheld = is_one_of(next, &["permit", "permits", "allow", "allows"])
                && !is_one_of(word, &["didn't", "wouldn't"])
                && !before
                    .split_whitespace()
                    .next_back()
                    .is_some_and(|w| is_one_of(w, &["did", "would"]));
            (word.eq_ignore_ascii_case("unable")
                || next.eq_ignore_ascii_case("able")
                || withheld
                || cannot(word, before))
                && !past
        })
    };
    let within = |w: &extract::Word, words: &[extract::Word]| {
        words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    before.clauses.iter().any(|o| {
        let Some(n) = o.negation.as_ref().filter(|_| unable(o)) else {
            return false;
        };
        // What cannot be done is all said: every word after "unable" kept (not "refill
        // controlled prescriptions" -> "no refills of any prescriptions").
        let said = |w: &extract::Word| {
            w.range.start < n.end
                || is_one_of(
                    original.get(w.range.clone()).unwrap_or(""),
                    &["unable", "able"],
                )
                || within(w, &c.words)
        };
        // Nothing more bounds it: no date, number or condition the sentence has not ("...
        // for commercial events after 6pm" bans less).
        let bounded_alike = c.dates.len() <= o.dates.len()
            && c.numbers.len() <= o.numbers.len()
            && c.conditions.len() <= o.conditions.len();
        bounded_alike
            && o.words.iter().all(said)
            && c.words
                .iter()
                .all(|w| within(w, &o.words) || permission_of_a_cannot(original, n, w))
    })
}

/// A present "can't", "cannot" or "can not" (the negation word and the text before it):
/// "Parishioners can't book the hall for commercial events" says what is not allowed as what
/// cannot be done (corpus29b). Not "couldn't", a report.
fn cannot(word: &str, before: &str) -> bool {
    is_one_of(word, &["can't", "cannot", "can\u{2019}t"])
        || word.eq_ignore_ascii_case("not")
            && before
                .split_whitespace()
                .next_back()
                .is_some_and(|w| w.eq_ignore_ascii_case("can"))
}

/// The rewrite's word `w` says a permission ("permitted", "allowed", "able") and the
/// original's negation `n` is a "can't": "Parishioners can't book the hall" = "Parishioners
/// are not permitted to book the hall", the rule's one new word.
fn permission_of_a_cannot(original: &str, n: &Range<usize>, w: &extract::Word) -> bool {
    ["permitted", "allowed", "able", "authorised", "authorized"]
        .iter()
        .any(|p| stems::stems_match(&w.stem, &stems::stem(p)))
        && cannot(
            original.get(n.clone()).unwrap_or(""),
            original.get(..n.start).unwrap_or(""),
        )
}

/// The rewrite's rule `c` says as an order what a sentence of the original states in the
/// present passive with a word of order or frequency: "Quarterly taxes and the mortgage get
/// paid first" -> "Pay the mortgage and quarterly taxes first". `c` is not negated, keeps
/// that word, and the two share every content word (the participle's stem is the order's
/// verb's): not "Pay the mortgage last", "Pay the mortgage", nor "Pay the rent first".
fn restates_a_passive_order(original: &str, rewrite: &str, before: &Facts, c: &Clause) -> bool {
    if c.negation.is_some() || c.words.is_empty() {
        return false;
    }
    let within = |w: &extract::Word, words: &[extract::Word]| {
        words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    c.words.iter().all(|w| before.stems().has(&w.stem))
        && before.clauses.iter().any(|o| {
            // (A present passive is read as past: its participle looks past.)
            o.negation.is_none()
                && original
                    .get(o.range.clone())
                    .and_then(passive_order_word)
                    .is_some_and(|word| has_word(rewrite, c, &[word]))
                && o.words.iter().all(|w| within(w, &c.words))
        })
}

/// The word of order or frequency ("first", "always", "every") of `sentence` when it has a
/// present passive ("gets paid", "are cleaned").
fn passive_order_word(sentence: &str) -> Option<&str> {
    let words = sentence
        .split_whitespace()
        .map(|w| w.trim_matches(|ch: char| !ch.is_alphanumeric()));
    let mut passive = false;
    let mut ordered = None;
    let mut previous = "";
    for w in words {
        passive |= is_one_of(previous, &["get", "gets", "is", "are"])
            && crate::classify::lexicon::is_past_participle_form(w);
        if ordered.is_none() && is_one_of(w, &["first", "last", "always", "every", "each", "then"])
        {
            ordered = Some(w);
        }
        previous = w;
    }
    ordered.filter(|_| passive)
}

/// A sentence said again with a negation dropped, its "always" or "never" made a weaker
/// frequency, its condition cut off or a member of a two-member list dropped, every other
/// word kept, where nothing else was reported: also
/// where the classifier did not read the sentence as a rule ("The sitter can't find his
/// inhaler" -> "The sitter can find his inhaler", "The tenant pays gas and
/// internet" -> "The tenant pays internet"). Binding sentences were compared already; the
/// others are looked at.
fn report_sentence_said_again_with_less(report: &mut Report<'_>, before: &Facts) {
    if !report.changes.is_empty() {
        return;
    }
    let negated = || {
        before
            .clauses
            .iter()
            .filter(|c| !c.binding && c.negation.is_some())
            .map(|c| c.range.clone())
    };
    // (In the same order first, then in another: "Kennel-cough dogs get ...", pol63.)
    if let Some((from, to)) =
        said_again::negation_dropped(report.original, negated(), report.rewrite).or_else(|| {
            said_again::negation_dropped_in_another_order(
                report.original,
                negated(),
                report.rewrite,
            )
        })
    {
        report.push("negation dropped", Some(from), Some(to));
        return;
    }
    // "The hatch is always sealed before launch" -> "... normally sealed ...".
    let frequent = before.clauses.iter().filter_map(|c| {
        let strong = c.strong.as_ref()?;
        is_one_of(report.original.get(strong.clone())?, &["always", "never"])
            .then(|| (c.range.clone(), strong.clone()))
    });
    if let Some((from, to)) =
        said_again::frequency_weakened(report.original, frequent, report.rewrite)
    {
        report.push("modality weakened", Some(from), Some(to));
        return;
    }
    // "Moderators can delete posts when they contain slurs" -> "Moderators can delete
    // posts.": the sentence said again up to its condition.
    let conditioned = || {
        before.clauses.iter().filter(|c| !c.binding).flat_map(|c| {
            c.conditions
                .iter()
                .map(|(_, at)| (c.range.clone(), at.clone()))
        })
    };
    // The rewrite's sentences in outline, read once for both checks below if either asks.
    let mut outlines = None;
    // (A condition after the sentence's words, then one opening it: "If a cat comes in
    // lame, it goes to the front" -> "Cats go to the front", pol63.)
    if let Some((from, to)) = said_again::condition_cut_off(
        report.original,
        conditioned(),
        report.rewrite,
        &mut outlines,
    )
    .or_else(|| {
        said_again::leading_condition_dropped(report.original, conditioned(), report.rewrite)
    }) {
        report.push("condition dropped", Some(from), Some(to));
        return;
    }
    // A member of a list of two dropped: "Only my wife and I should get the alerts" -> "Only
    // my wife should ...", rule or not (the rule comparison weighs words, not a list's members).
    let all = before
        .clauses
        .iter()
        .filter(|c| said_again::holds_a_conjunction(report.original, c))
        .map(|c| c.range.clone());
    if let Some((from, to)) =
        said_again::conjunct_dropped(report.original, all.clone(), report.rewrite, &mut outlines)
            .or_else(|| {
                // "A AND B PAST HERE. NO EXCEPTIONS." -> "A past here, no exceptions.": the
                // original's later sentence joined by a comma, set apart again (pol64c).
                let apart = said_again::sentences_rejoined(
                    report.original,
                    before.clauses.iter().map(|c| c.range.clone()),
                    report.rewrite,
                )?;
                said_again::conjunct_dropped(report.original, all, &apart, &mut None)
            })
    {
        report.push("scope changed", Some(from), Some(to));
        return;
    }
    // "Food and drink prohibited in the hall" -> "No food in the hall": one of two banned
    // things dropped, the ban said in other words (pol65c).
    let all = before
        .clauses
        .iter()
        .filter(|c| said_again::holds_a_conjunction(report.original, c))
        .map(|c| c.range.clone());
    if acts::may_ban_a_pair(&report.readings().0)
        && let Some(thing) = acts::banned_member_dropped(report.original, all, report.rewrite)
    {
        report.push("scope changed", Some(thing), None);
        return;
    }
    // "Before diving: check the gauge, clip the line on, signal the boat" -> "...: check the
    // gauge, signal the boat": one step of a list cut out, the rest word for word (pol64).
    let every = before.clauses.iter().map(|c| c.range.clone());
    if let Some((from, to)) =
        said_again::step_dropped(report.original, every, report.rewrite, &mut outlines)
    {
        report.push("scope changed", Some(from), Some(to));
        return;
    }
    // "If it passes 3.0, slow the advance and tell the pilot" -> "if >3.0, tell the pilot":
    // one of a rule's two acts dropped, in a rewrite in other words (pol49).
    let binding = before
        .clauses
        .iter()
        .filter(|c| c.binding && said_again::holds_a_conjunction(report.original, c));
    if let Some(act) = acts::coordinated_act_dropped(
        report.original,
        binding.map(|c| c.range.clone()),
        report.rewrite,
    ) {
        report.push("scope changed", Some(act), None);
        return;
    }
    // "The nanny can take the kids to the park" -> "... if it isn't raining": the sentence
    // said again and narrowed by a condition (rules were compared already).
    if let Some((from, to)) =
        said_again::condition_appended(report.original, before.unread_sentences(), report.rewrite)
    {
        report.push("condition added", Some(from), Some(to));
    }
}

/// Collects changes with their quotes.
struct Report<'t> {
    original: &'t str,
    rewrite: &'t str,
    changes: Vec<PolarityChange>,
    /// The kind and ranges of each change in `changes`.
    seen: std::collections::HashSet<ChangeKey>,
    /// The original's screen of the readings behind [`screened::screen`], kept on its facts.
    screen_bits: &'t std::sync::OnceLock<u16>,
    /// What the readings from the two texts alone read of the original (kept on its facts)
    /// and of the rewrite (kept on the proposed rewrite).
    kept: (&'t words::KeptReading, &'t words::KeptReading),
}

/// A change a reading finds from the two texts alone: its kind, its range in the original and
/// its range in the rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// A change a reading finds from the two texts alone, when the rewrite may have dropped the
/// words altogether: its kind, its range in the original and its range in the rewrite, if any.
type MissedOrDropped = (&'static str, Range<usize>, Option<Range<usize>>);

/// What tells two changes apart: their kind and the ranges they quote.
type ChangeKey = (&'static str, Option<Range<usize>>, Option<Range<usize>>);

impl<'t> Report<'t> {
    /// The two texts with what is kept of their readings ([`words::TextReading::with_kept`]),
    /// for the readings from the two texts alone: each text is cut into words, keyed and
    /// screened once for every reading that asks.
    fn readings(&self) -> (words::TextReading<'t>, words::TextReading<'t>) {
        (
            words::TextReading::with_kept(self.original, self.kept.0),
            words::TextReading::with_kept(self.rewrite, self.kept.1),
        )
    }

    fn push(
        &mut self,
        what: &'static str,
        original: Option<Range<usize>>,
        rewrite: Option<Range<usize>>,
    ) {
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
        // The quotes follow from the ranges: the kind and the ranges tell a repeated change,
        // looked up in a set (a report of thousands of dropped bounds stays linear).
        if self.seen.insert((
            what,
            change.original_range.clone(),
            change.rewrite_range.clone(),
        )) {
            self.changes.push(change);
        }
    }

    fn finish(mut self) -> PolarityReport {
        // "the 06:00 one stays": a pronoun read as a number (corpus32b).
        let original = self.original;
        self.changes.retain(|c| {
            c.what != "bound dropped"
                || !c
                    .original_range
                    .as_ref()
                    .is_some_and(|r| counts::pronoun_one(original, r))
        });
        // "No one enters the Bowl until ..." -> "Bowl closed until ..." (corpus32b).
        let rewrite = self.rewrite;
        self.changes.retain(|c| {
            !matches!(&*c.what, "constraint added" | "prohibition became mention")
                || !c
                    .rewrite_range
                    .as_ref()
                    .is_some_and(|r| gates::closed_until_said_again(original, rewrite, r.start))
        });
        // The words of each text, cut once for the readings that take them (session 36).
        let (original_read, rewrite_read) = self.readings();
        // "the assistant may read it but must not change it" -> "assistant read-only";
        // "nobody changes X unless I'm on the call" -> "X changed only with me on the call".
        self.changes.retain(|c| {
            c.what != "prohibition became mention"
                || !matches!((&c.original_range, &c.rewrite_range), (Some(from), Some(to))
                if access::read_only_said_again((original, from), (rewrite, to))
                    || condition_logic::unless_said_as_only_with(
                        (&original_read, from),
                        (&rewrite_read, to),
                    ))
        });
        // "don't leave X uncovered" -> "X covered"; "don't touch X" -> "X: hands off"; "92–95%,
        // don't let it drift" -> "92–95%"; "..., not Dispatch" said again.
        self.changes.retain(|c| {
            !matches!(
                &*c.what,
                "scope changed" | "negation dropped" | "prohibition became mention"
            ) || !matches!((&c.original_range, &c.rewrite_range), (Some(from), Some(to))
                if negation_forms::double_negation_said_plainly((original, from), (rewrite, to))
                    || negation_forms::hands_off_for_do_not_touch((original, from), (rewrite, to))
                    || (c.what != "scope changed"
                        && bands::band_said_again_for_let_it_drift((original, from), rewrite))
                    || (c.what == "scope changed"
                        && excluded::exclusion_said_again((original, from), rewrite)))
        });
        // "at most a day, I reckon" -> "about a day": a guess's bound (corpus33).
        self.changes.retain(|c| {
            c.what != "bound became approximation"
                || !c
                    .original_range
                    .as_ref()
                    .is_some_and(|r| quantities::bound_of_a_guess(original, r))
        });
        // "You may book consultations." -> "Can book consults.".
        self.changes.retain(|c| {
            c.what != "constraint became mention"
                || !matches!((&c.original_range, &c.rewrite_range), (Some(from), Some(to))
                    if abilities::leave_said_without_its_subject((original, from), (rewrite, to)))
        });
        // Faithful forms read in corpus33b, each a filter over one kind of change.
        self.changes.retain(|c| {
            !synonyms::faithful_form(
                &c.what,
                (original, c.original_range.as_ref()),
                (rewrite, c.rewrite_range.as_ref()),
            )
        });
        // Faithful forms read in corpus34b.
        self.changes.retain(|c| {
            !exclusives::faithful_form(
                &c.what,
                (original, c.original_range.as_ref()),
                (rewrite, c.rewrite_range.as_ref()),
            )
        });
        // Faithful forms read in corpus34d (session 35).
        self.changes.retain(|c| {
            !universals::faithful_form(
                &c.what,
                (original, c.original_range.as_ref()),
                (rewrite, c.rewrite_range.as_ref()),
            )
        });
        // Faithful forms read in corpus35b.
        self.changes.retain(|c| {
            !restatements::faithful_form(
                &c.what,
                (original, c.original_range.as_ref()),
                (rewrite, c.rewrite_range.as_ref()),
            )
        });
        // Faithful forms read in corpus34 (telegraphic compaction, "X-free", "exclude X").
        self.changes.retain(|c| {
            !compacted::faithful_form(
                &c.what,
                (original, c.original_range.as_ref()),
                (rewrite, c.rewrite_range.as_ref()),
            )
        });
        // Faithful forms read in corpus35c and in session 36's corpora (prec36, corpus35d,
        // corpus36, corpus36b, corpus36c, corpus36d) and session 37's (prec37, corpus37,
        // corpus37b, corpus37c) and session 39's (prec39): each a filter over the kinds of
        // change it names.
        self.changes.retain(|c| {
            let to = c.rewrite_range.as_ref();
            let of_a_span = |from: &Range<usize>| {
                let (o, r) = ((original, from), (rewrite, to));
                dialect_words::faithful_form(&c.what, o, r)
                    || counts::faithful_form(&c.what, o, r)
                    || bounds_said_again::faithful_form(&c.what, o, r)
                    || past_tellings::faithful_form(&c.what, o, r)
                    || prerequisites::faithful_form(&c.what, o, r)
                    || negation_forms::faithful_form(&c.what, o, r)
                    || forecasts::faithful_form(&c.what, o)
                    || quantities::faithful_form(&c.what, o, r)
                    || shorthand::faithful_form(&c.what, o, r)
            };
            let from = c.original_range.as_ref();
            !(from.is_some_and(of_a_span)
                || exceptions::faithful_form(&c.what, (original, from), (rewrite, to))
                || said_otherwise::faithful_form(&c.what, (original, from), (rewrite, to))
                || condition_logic::faithful_form(&c.what, (original, from), (rewrite, to))
                || said_again::faithful_form(&c.what, original, (rewrite, to)))
        });
        // "500 Canadian dollars" said as "CAD 500" (session 34).
        self.changes.retain(|c| {
            c.what != "scope changed"
                || !matches!((&c.original_range, &c.rewrite_range), (Some(from), Some(to))
                    if bound_words::qualified_amount_said_again(original, from, rewrite, to))
        });
        let mut changes = self.changes;
        fractions::fractions_said_again(self.original, self.rewrite, &mut changes);
        // "can't run it if fewer than 6 marshals" -> "only runs with ≥ 6 marshals" (corpus33).
        condition_logic::ban_below_said_as_only_with(&original_read, &rewrite_read, &mut changes);
        // Read from the two texts alone when nothing else was found: corpus32b's and
        // corpus33b's readings, session 32's known misses (session 33), earlier blind
        // corpora's known misses (session 34), corpus33's.
        if changes.is_empty()
            && let Some((what, from, to)) = widened::change_missed(&original_read, &rewrite_read)
                .or_else(|| universals::change_missed(&original_read, &rewrite_read))
                .or_else(|| screened::change_missed(self.original, self.rewrite, self.screen_bits))
                .or_else(|| reported_bans::change_missed(&original_read, &rewrite_read))
                .or_else(|| {
                    screened::change_missed_behind_byte_screen(&original_read, &rewrite_read)
                })
                .or_else(|| orders::change_missed(&original_read, &rewrite_read))
                .or_else(|| {
                    swaps::contrast_turned(&original_read, &rewrite_read)
                        .map(|(from, to)| ("scope changed", from, to))
                })
                .map(|(what, from, to)| (what, from, Some(to)))
                .or_else(|| actors::change_missed(&original_read, &rewrite_read))
                .or_else(|| headings::change_missed(&original_read, &rewrite_read))
                // corpus34d's (session 35).
                .or_else(|| {
                    actors::change_missed_in_words(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                .or_else(|| swaps::change_missed(&original_read, &rewrite_read))
                .or_else(|| {
                    said_again::change_missed(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // corpus35d's (session 36).
                .or_else(|| {
                    practices::change_missed(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // corpus36c's.
                .or_else(|| {
                    quantities::change_missed(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // corpus36b's (session 36).
                .or_else(|| modals_opened::change_missed(&original_read, &rewrite_read))
                // corpus36's (pol36a).
                .or_else(|| {
                    revoked::change_missed(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // corpus36d's (pol36d).
                .or_else(|| modals_opened::change_missed_in_words(&original_read, &rewrite_read))
                // corpus37b's.
                .or_else(|| coordination::change_missed(&original_read, &rewrite_read))
                // corpus37's (pol37a).
                .or_else(|| {
                    periods::change_missed(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A ban on skipping a duty said as the duty lifted (session 37).
                .or_else(|| {
                    duties::duty_lifted_for_a_ban_on_skipping(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // corpus37c's.
                .or_else(|| excluded::change_missed(&original_read, &rewrite_read))
                // corpus s39a's (pol39a).
                .or_else(|| {
                    alternatives::one_means_kept(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // corpus s39b's (pol39b).
                .or_else(|| {
                    until_events::change_missed(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // corpus s41a's (pol41a).
                .or_else(|| {
                    condition_logic::change_missed(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // The way a thing is to face turned (pol46).
                .or_else(|| {
                    opposites::facing_turned(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A particle or a level traded for its opposite in place (pol62).
                .or_else(|| {
                    opposites::opposite_traded_in_place(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A place kept "away from" said as the way a thing points (pol57).
                .or_else(|| {
                    places::away_from_said_toward(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A kind the original treats apart joined to a rule's kind by a slash.
                .or_else(|| {
                    merged::kind_treated_apart_joined(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A range's end moved to the number the original gives the next class.
                .or_else(|| {
                    quantities::range_end_moved(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A setting of a memory said again with another number.
                .or_else(|| {
                    memory_values::setting_value_changed(self.original, self.rewrite)
                        .map(|(from, to)| ("bound changed", from, Some(to)))
                })
                // A count of two or more said as one thing.
                .or_else(|| {
                    counts::count_said_as_one(&original_read, &rewrite_read)
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A rejected alternative said as the choice, or the two traded (pol67c); a
                // duty's act left to choice or its thing said as on offer (pol41b).
                .or_else(|| {
                    alternatives::rejected_alternative_chosen(&original_read, &rewrite_read)
                        .or_else(|| {
                            alternatives::choice_and_alternative_traded(
                                &original_read,
                                &rewrite_read,
                            )
                        })
                        .or_else(|| duties::duty_said_as_leave(&original_read, &rewrite_read))
                        .or_else(|| duties::duty_said_as_on_offer(&original_read, &rewrite_read))
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A restriction (or one to a named party dropped, pol63), an absolute, the
                // event of a rule or a sign of a bound said otherwise (pol42).
                .or_else(|| {
                    exclusives::restriction_dropped(&original_read, &rewrite_read)
                        .or_else(|| {
                            exclusives::named_restriction_dropped(&original_read, &rewrite_read)
                        })
                        .or_else(|| absolutes::absolute_qualified(&original_read, &rewrite_read))
                        .or_else(|| {
                            absolutes::exception_to_an_absolute(&original_read, &rewrite_read)
                        })
                        .or_else(|| until_events::event_changed(&original_read, &rewrite_read))
                        .or_else(|| bound_signs::sign_turned(self.original, self.rewrite))
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A party let in beside the one a rule restricts to, a span from an event
                // or a period of recurrence said otherwise (pol43).
                .or_else(|| {
                    exclusives::party_added(&original_read, &rewrite_read)
                        .or_else(|| offsets::offset_moved(&original_read, &rewrite_read))
                        .or_else(|| frequencies::frequency_changed(&original_read, &rewrite_read))
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A thing held to its owner said as anyone's, an order said where its
                // condition cannot reach, the doer a rule waits for swapped, an act moved
                // across its event (pol44).
                .or_else(|| {
                    qualifiers::own_dropped(&original_read, &rewrite_read)
                        .or_else(|| {
                            condition_reach::order_left_outside_condition(
                                &original_read,
                                &rewrite_read,
                            )
                        })
                        .or_else(|| actors::gate_doer_swapped(&original_read, &rewrite_read))
                        .or_else(|| event_sides::event_side_turned(&original_read, &rewrite_read))
                })
                // An act held until an event said as done first (pol45).
                .or_else(|| event_sides::held_act_done_first(&original_read, &rewrite_read))
                // A class's present rule left to choice, a duty joined to its sentence's
                // first part dropped (pol45).
                .or_else(|| {
                    duties::stated_rule_said_as_leave(&original_read, &rewrite_read)
                        .or_else(|| duties::joined_duty_dropped(&original_read, &rewrite_read))
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A wider case before "not just" dropped, a thing said not to count made the
                // gate, a gate's second case dropped (pol52).
                .or_else(|| {
                    not_just::wider_case_dropped(&original_read, &rewrite_read)
                        .or_else(|| {
                            not_just::refused_thing_made_the_gate(&original_read, &rewrite_read)
                        })
                        .or_else(|| {
                            joined_gates::second_case_of_a_gate_dropped(
                                &original_read,
                                &rewrite_read,
                            )
                        })
                        .map(|(what, from, to)| (what, from, Some(to)))
                })
                // A "never" that tells what happened is no rule deleted (corpus36c); a waived
                // concession is no rule either (prec37); nor is one of corpus37b's faithful
                // forms, or of session 39's (prec39).
                .filter(|(what, from, to)| {
                    let (o, r) = ((self.original, from), (self.rewrite, to.as_ref()));
                    !(past_tellings::faithful_form(what, o, r)
                        || prerequisites::faithful_form(what, o, r)
                        || negation_forms::faithful_form(what, o, r)
                        || quantities::faithful_form(what, o, r))
                })
        {
            changes.push(PolarityChange {
                what: what.to_string(),
                original: self.original.get(from.clone()).unwrap_or("").to_string(),
                rewrite: to
                    .as_ref()
                    .and_then(|to| self.rewrite.get(to.clone()))
                    .unwrap_or("")
                    .to_string(),
                original_range: Some(from),
                rewrite_range: to,
            });
        }
        PolarityReport { changes }
    }
}

fn normalize(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `range` of `text` without the white space at its ends (empty when `range` does not fall
/// on characters of `text`).
fn trimmed(text: &str, range: Range<usize>) -> Range<usize> {
    let Some(inner) = text.get(range.clone()) else {
        return range.start..range.start;
    };
    let start = range.start + inner.len() - inner.trim_start().len();
    start..start + inner.trim().len()
}

/// How many bytes `a` and `b` share at their start, ASCII case aside. Eight bytes are compared
/// at once while they are equal: a rewrite keeps most of its original's bytes as they were.
fn common_prefix_ignoring_case(a: &[u8], b: &[u8]) -> usize {
    let mut n = 0;
    while let (Some(x), Some(y)) = (a[n..].first_chunk::<8>(), b[n..].first_chunk::<8>()) {
        if x != y {
            break;
        }
        n += 8;
    }
    n + a[n..]
        .iter()
        .zip(&b[n..])
        .take_while(|(x, y)| x.eq_ignore_ascii_case(y))
        .count()
}

/// How many bytes `a` and `b` share at their end, ASCII case aside (as
/// [`common_prefix_ignoring_case`], from the end).
fn common_suffix_ignoring_case(a: &[u8], b: &[u8]) -> usize {
    let mut n = 0;
    while let (Some(x), Some(y)) = (
        a[..a.len() - n].last_chunk::<8>(),
        b[..b.len() - n].last_chunk::<8>(),
    ) {
        if x != y {
            break;
        }
        n += 8;
    }
    n + a[..a.len() - n]
        .iter()
        .rev()
        .zip(b[..b.len() - n].iter().rev())
        .take_while(|(x, y)| x.eq_ignore_ascii_case(y))
        .count()
}

/// Rule `r` of the rewrite states a bound of `o` again: a compared number of the same value.
fn shares_a_bound(o: &Clause, r: &Clause) -> bool {
    r.numbers
        .iter()
        .any(|m| m.compared && o.numbers.iter().any(|n| n.compared && n.value == m.value))
}

/// The rewrite sentence sharing most content words with `o` (ties: the binding one first),
/// after any rule that states a bound of `o` again ([`shares_a_bound`]).
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
        // Kept in line: out of line (since the date compare grew), its call cost about 1 k
        // instructions a four-span rewrite.
        .map(
            #[inline(always)]
            |(r, shared)| {
                let numbers = o
                    .numbers
                    .iter()
                    .filter(|n| r.numbers.iter().any(|m| m.value == n.value))
                    .count();
                let dates = o
                    .dates
                    .iter()
                    .filter(|d| r.dates.iter().any(|e| e.same_time(d)))
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
            },
        )
        .filter(|(score, _)| *score > 0)
        // A rule said again beside the talk it was joined to ("Approx. 20 guests expected;
        // don't order more than 25 meals" -> "About 20 guests expected. Do not order more
        // than 25 meals.") aligns with the rewrite's rule sharing a word and a number with
        // it, before the talk sharing more.
        .max_by_key(|(score, r)| (r.binding && shares_a_bound(o, r), *score, r.binding))
        .map(|(_, r)| r)
        .or_else(|| {
            // A one-word rule ("No, leave it.") aligns with a binding sentence of the same shape.
            (o.words.len() <= 1 && before.clauses.len() == 1)
                .then(|| after.clauses.iter().find(|r| r.binding))
                .flatten()
        })
        .or_else(|| rule_of_its_label_aligned(o, after))
}

/// A sentence of no content word that only states the force of the rule before it ("...
/// must take a 20 minutes rest. This is compulsory.") aligns with the first binding sentence
/// of `after` saying the same word of force ("... must take a 20 min rest (compulsory)");
/// with no such sentence the rule is deleted.
fn force_said_again_aligned<'f>(
    (original, o): (&str, &Clause),
    (rewrite, after): (&str, &'f Facts),
) -> Option<&'f Clause> {
    if !o.words.is_empty() || !o.label_words.is_empty() {
        return None;
    }
    let force = original.get(o.strong.clone()?)?.to_ascii_lowercase();
    after.clauses.iter().find(|r| {
        r.binding
            && rewrite
                .get(r.range.clone())
                .is_some_and(|text| words::has(text, &force))
    })
}

/// A rule whose every content word is its label ("Life jackets: mandatory for all", a
/// key: value line) aligns with the first binding sentence of `after` that names every
/// word of the label ("...; life jackets required for everyone"), as words or as a label,
/// and holds a strong word, a negation or a hedge (what the rule's own modality is compared
/// with: "life jackets recommended" is no such sentence, and the rule is deleted).
fn rule_of_its_label_aligned<'f>(o: &Clause, after: &'f Facts) -> Option<&'f Clause> {
    if !o.words.is_empty() || o.label_words.is_empty() {
        return None;
    }
    after.clauses.iter().find(|r| {
        r.binding
            && (r.strong.is_some() || r.negation.is_some() || !r.hedges.is_empty())
            && o.label_words.iter().all(|l| {
                r.words.iter().any(|w| stems::stems_match(&w.stem, l))
                    || r.label_words.iter().any(|w| stems::stems_match(w, l))
            })
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
    // "Users under 18 cannot create an account" -> "18+ welcome": the ban on the others went.
    if let Some((from, to)) =
        shorthand::denied_act_bound_loosened((report.original, o), (report.rewrite, r))
    {
        report.push("negation dropped", Some(from), Some(to));
    }
    // "Smoking is forbidden" -> "Smoking is no longer forbidden": the ban denied.
    if let Some((from, to)) =
        negation_forms::ban_word_denied((report.original, o), (report.rewrite, r))
    {
        report.push("negation added", Some(from), Some(to));
    }
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
    // "where possible" and "prefer" soften a rule alike: one traded for the other weakens
    // nothing ("cite peer-reviewed sources where possible" = "prefer peer-reviewed sources"),
    // while a softener more than the original has is new ("..., and never fabricate one" ->
    // "prefer ...; avoid fabricating if possible").
    let soft = |h: &str| {
        matches!(
            h,
            "if possible"
                | "where possible"
                | "when possible"
                | "if feasible"
                | "where feasible"
                | "if practical"
                | "where practical"
                | "prefer"
                | "ideally"
        )
    };
    let softeners = |c: &Clause| c.hedges.iter().filter(|(h, _)| soft(h)).count();
    let traded = softeners(r) <= softeners(o);
    let new_hedge = r.hedges.iter().find(|(h, range)| {
        !o.hedges
            .iter()
            .any(|(g, _)| g == h || traded && soft(g) && soft(h))
            && !takes_back(range)
            && !recommending_is_the_act(o, h)
            && !compacted::hedge_of_another_rule(
                (report.original, o, &before.clauses),
                (report.rewrite, r),
                (h, range),
            )
    });
    if !r.binding
        && new_hedge.is_none()
        && !is_telegraphic_restatement((report.original, o), (report.rewrite, r))
        && !clipped_verb_restatement((report.original, o), (report.rewrite, r))
        && !recipient_gets_restatement(o, (report.rewrite, r))
        && !kept_state_restatement((report.original, o), (report.rewrite, r))
        // "don't give the next dose until ..." -> "next dose withheld until ..." (session 35).
        && restatements::withholding_restates_not_giving((report.original, o), (report.rewrite, r))
            .is_none()
        // "can't be sold online after 22:00" -> "online sales close at 22:00" (session 35).
        && !restatements::closing_time_restates_ban_after(o, (report.rewrite, r))
        // "don't let the cat out after dark" -> "cat stays in after dark" (session 35).
        && restatements::staying_restates_not_moving((report.original, o), (report.rewrite, r))
            .is_none()
        // (A present restatement that says only the rule's occasion restates nothing.)
        && (!present_restatement((report.original, o), (report.rewrite, r))
            || compacted::only_the_occasion_said((report.original, o), (report.rewrite, r)))
        && !ban_split_off(o, r, &after.clauses)
        && !item_under_a_lead(report.rewrite, r, o)
        && !revocation_reported((report.original, o), (report.rewrite, r))
        && !o.negation.as_ref().is_some_and(|n| {
            negation_forms::revocation_said_in_the_passive(
                (report.original, o, n),
                (report.rewrite, r),
            )
        })
        && !exceptions::no_exceptions_said_as_everyone((report.original, o), (report.rewrite, r))
        && !restatements::routing_said_by_an_arrow((report.original, o), (report.rewrite, r))
    {
        let what = if o.negation.is_some() || o.numbers.iter().any(|n| n.turned) {
            "prohibition became mention"
        } else {
            "constraint became mention"
        };
        report.push(what, Some(o.range.clone()), Some(r.range.clone()));
        return;
    }
    // "You don't need to write tests for prototypes" = "tests are optional for prototypes":
    // both lift the same obligation; only what they lift is compared.
    // "You can skip the report on leave" = "the report is optional on leave" too.
    // (The rewrite is asked first: few rewrites lift anything, and its answer is kept.)
    if lifts_an_obligation_kept(report.rewrite, r)
        && (lifts_an_obligation_kept(report.original, o) || leave_to_leave_out(report.original, o))
    {
        compare_conditions(report, o, r, before, after, overlap);
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
    } else if let Some(strong) = o.strong.clone().filter(|_| o.negation.is_none())
        && permission_kept(report.original, o).is_none()
        && let Some(label) = headings::permission_label(report.rewrite, r)
    {
        // "Always publish the QA build ..." -> "Allowed: publish QA build ...": an order
        // made leave by the label (session 34).
        report.push("modality weakened", Some(strong), Some(label));
    } else if o
        .hedges
        .iter()
        .any(|(h, _)| !matches!(h.as_str(), "should" | "ought"))
        && r.hedges.is_empty()
        // ("Allowed: publish the QA build ..." for "You may publish ...": the label grants
        // the leave, session 34.)
        && headings::permission_label(report.rewrite, r).is_none()
        && (o.strong.is_none() && r.strong.is_some()
            // "take a snapshot if time allows" -> "always take a snapshot": the leave a
            // resource gave is gone, whatever the order's form.
            || o.hedges.iter().any(|(h, _)| h == extract::RESOURCE_HEDGE))
    {
        report.push(
            "modality strengthened",
            Some(o.hedges[0].1.clone()),
            r.strong.clone(),
        );
    }
    // "Large uploads must go through X" -> "Uploads may go through X": an order became a
    // permission. Not a permission up to a ceiling ("may use at most 20%"), which restates
    // a ban on more: a ceiling in the permission's part of the sentence (not "respond within
    // a day; authors may address comments").
    let ceiling = |permission: &Range<usize>| {
        r.numbers.iter().any(|n| {
            n.compared
                && n.direction == Direction::Upper
                && same_part(report.rewrite, permission, &n.range)
        })
    };
    if new_hedge.is_none()
        && o.negation.is_none()
        && r.negation.is_none()
        && r.strong.is_none()
        && r.restrictive.is_none()
        // "The bot should escalate" -> "the bot may escalate": a recommendation is stronger
        // than a permission too; "the valve has to be closed" -> "... can be closed", a duty.
        && let Some(strong) = o
            .strong
            .as_ref()
            .or_else(|| {
                o.hedges
                    .iter()
                    .find(|(h, _)| matches!(h.as_str(), "should" | "ought"))
                    .map(|(_, range)| range)
            })
            .cloned()
            .or_else(|| restatements::obliged_to(report.original, &o.range))
        && permission_kept(report.original, o).is_none()
        && let Some(permission) = permission_word(report.rewrite, &r.range)
        && !ceiling(&permission)
    {
        report.push("modality weakened", Some(strong), Some(permission));
    }
    // "You may deploy on Fridays" -> "You must deploy on Fridays": a permission became an
    // order. Not a permission up to a ceiling kept as one ("you may use up to 20%" = "use at
    // most 20%"; not "you may open up to two" -> "you must open two"), nor an order to keep
    // under a ceiling ("use at most 20%" -> "you may use up to 20%"); a bound in the order's
    // condition caps nothing it orders ("send one if they haven't replied within 3 days").
    let ordered_part = r.range.start
        ..r.conditions
            .iter()
            .filter(|(g, _)| *g == CondGroup::Condition)
            .map(|(_, c)| c.start)
            .min()
            .unwrap_or(r.range.end);
    if new_hedge.is_none()
        && o.negation.is_none()
        && r.negation.is_none()
        && o.strong.is_none()
        && !bound_words::ceiling_on_the_order(report.rewrite, r, &ordered_part)
        && !only_if_restates_a_conditioned_permission(o, (report.rewrite, r))
        && let Some(strong) = &r.strong
        && let Some(permission) = permission_kept(report.original, o)
        && permission_word(report.rewrite, &r.range).is_none()
        && headings::permission_label(report.rewrite, r).is_none()
    {
        report.push(
            "modality strengthened",
            Some(permission),
            Some(strong.clone()),
        );
    } else if new_hedge.is_none()
        && let Some((permission, order)) = orders::permission_made_order_in_a_part(
            (report.original, o),
            (report.rewrite, &after.clauses),
        )
    {
        report.push("modality strengthened", Some(permission), Some(order));
    }
    // A relation turned with a negation on one side only restates the rule: "only deploy
    // within the window" = "never deploy outside the window". With the same negation on both
    // sides, it is a change, reported after the others.
    // "Do not energise string 4 until ..." -> "String 4 stays de-energised after ..." (a
    // state said for the ban, its gate turned; corpus32).
    if o.negation.is_some()
        && r.negation.is_none()
        && let Some((from, to)) =
            gates::gate_turned_by_a_kept_state((report.original, o), (report.rewrite, r))
    {
        report.push("bound direction changed", Some(from), Some(to));
    }
    // "Check the ID first, then ring the FD" -> "Ring the FD, then check the ID": asked
    // before the rule's restatements below, which end the comparison.
    if orders::swapped_then_steps(report.original, o, report.rewrite, r) {
        report.push(
            "bound direction changed",
            Some(o.range.clone()),
            Some(r.range.clone()),
        );
    }
    let turned = opposites::turned(report, o, r);
    let restated_by_turning = turned.as_ref().is_some_and(|t| t.keeps_the_event())
        && o.negation.is_some() != r.negation.is_some();
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
    if ask_first_equivalence((report.original, o), (report.rewrite, r))
        || ask_first_equivalence((report.rewrite, r), (report.original, o))
        || kept_state_restatement((report.original, o), (report.rewrite, r))
        // "The hatch stays locked" = "Don't unlock the hatch" (pol65c).
        || kept_state_restatement((report.rewrite, r), (report.original, o))
        || until_restates_before((report.original, o), (report.rewrite, r))
        || until_restates_before((report.rewrite, r), (report.original, o))
        || ban_before_that_restates_before((report.original, o), (report.rewrite, r))
        || requirement_restates_without((report.original, o), (report.rewrite, r))
        || requirement_restates_without((report.rewrite, r), (report.original, o))
        || requirement_restates_getting_first((report.original, o), (report.rewrite, r))
        || requirement_restates_getting_first((report.rewrite, r), (report.original, o))
        || only_with_restates_without((report.original, o), (report.rewrite, r))
        || only_with_restates_without((report.rewrite, r), (report.original, o))
        || not_before_restates_only_after((report.original, o), (report.rewrite, r))
        || not_before_restates_only_after((report.rewrite, r), (report.original, o))
        || wait_restates_not_before((report.original, o), (report.rewrite, r))
        || wait_restates_not_before((report.rewrite, r), (report.original, o))
        || negation_forms::only_if_restates_not_until((report.original, o), (report.rewrite, r))
        || negation_forms::only_if_restates_not_until((report.rewrite, r), (report.original, o))
        || negation_restates_except((report.original, o), (report.rewrite, r))
        || negation_restates_except((report.rewrite, r), (report.original, o))
        || only_if_restates_unless((report.original, o), (report.rewrite, r))
        || only_if_restates_unless((report.rewrite, r), (report.original, o))
        || allowed_only_on_the_other_side((report.original, o), (report.rewrite, r))
        || leave_without_restates_no_need((report.original, o), (report.rewrite, r))
        || leave_without_restates_no_need((report.rewrite, r), (report.original, o))
        // "three infants, never more" -> "3 infants max"; "don't fire the ovens before
        // 4:30" -> "ovens not before 04:30" (session 32; the scope is still compared).
        || bound_words::never_more_said_as_max((report.original, o), (report.rewrite, r))
        || negation_forms::ban_before_said_as_not_before((report.original, o), (report.rewrite, r))
        // "Don't let her off the lead" -> "Keep her on the lead" (session 32).
        || opposites::letting_off_said_as_keeping_on((report.original, o), (report.rewrite, r))
    {
        compare_scope(report, o, r, before, after, overlap, Restriction::Compare);
        return;
    }
    // "Only deploy between 9am and 5pm" = "never deploy before 9am or after 5pm": the ban on
    // the other side restates the original's "only"; "don't give the keys to anyone who isn't
    // staff" = "only give the keys to staff".
    if allowed_only_on_the_other_side((report.rewrite, r), (report.original, o))
        || only_restates_ban_on_the_others((report.original, o), (report.rewrite, r))
        // "don't share the codes with anyone who isn't staff" -> "Codes: staff only"
        // (session 32).
        || only_conditions::only_after_the_others_named((report.original, o), (report.rewrite, r))
        // "don't run it anywhere except the staging box" -> "staging box only" (session 34).
        || exceptions::only_restates_ban_except((report.original, o), r)
        // "nothing deployed to prod unless it's a P1" -> "prod deploys: P1 only" (session 35).
        || restatements::only_restates_ban_unless((report.original, o), r)
    {
        // ... with no condition of a kind the original has none of ("only give the keys to
        // staff after the audit" was accepted).
        if let Some((_, range)) = r
            .conditions
            .iter()
            .find(|(g, _)| !o.conditions.iter().any(|(h, _)| h == g))
        {
            report.push(
                "condition added",
                Some(o.range.clone()),
                Some(range.clone()),
            );
        }
        compare_scope(report, o, r, before, after, overlap, Restriction::Restated);
        return;
    }
    // Negation (a new hedge like "seldom" already explains a lost "never").
    match (&o.negation, &r.negation) {
        (Some(n), None)
            if new_hedge.is_none()
                && !negation_stated_elsewhere(
                    (report.original, o),
                    n,
                    (report.rewrite, &after.clauses),
                    r,
                )
                && !read_only_restates(report.rewrite, o, n, r)
                && !state_restates_negation((report.original, o), n, (report.rewrite, r))
                && !kept_away_restates_no((report.original, o), n, (report.rewrite, r))
                && !no_longer_restates_not_anymore(
                    (report.original, o),
                    n,
                    (report.rewrite, r),
                )
                && !omission_allowed_both_ways((report.original, o), (report.rewrite, r))
                && !negation_restates_without(report.rewrite, r, o, n)
                && !different_restates_not_same((report.original, o), (report.rewrite, r))
                && !label_states_negation(o, n, (report.rewrite, r))
                && !condition_logic::negated_condition_restates_unless(
                    (report.original, o),
                    n,
                    (report.rewrite, r),
                )
                && !insisting_tag_dropped((report.original, o), n, (report.rewrite, r))
                && !negation_forms::negation_of_a_dropped_reason(
                    (report.original, o, n),
                    report.rewrite,
                )
                && !shorthand::age_ban_said_with_no((report.rewrite, r), (report.original, o))
                && !negation_forms::negating_verb_said_in_another_form(
                    (report.original, n),
                    (report.rewrite, r),
                )
                && !negation_forms::left_state_said_as_its_opposite(
                    (report.original, o, n),
                    (report.rewrite, r),
                )
                && !negation_forms::uncounted_said_as_excluded(
                    (report.original, o, n),
                    (report.rewrite, r),
                )
                && !negation_forms::revocation_said_in_the_passive(
                    (report.original, o, n),
                    (report.rewrite, r),
                )
                && !exceptions::no_exceptions_said_as_everyone(
                    (report.original, o),
                    (report.rewrite, r),
                )
                && !negation_forms::cancelled_negation_said_as_taking_in(
                    (report.original, n),
                    (report.rewrite, r),
                )
                && !negation_forms::ban_said_after_but_not(
                    (report.original, o, n),
                    (report.rewrite, r),
                )
                && !negation_forms::near_said_as_away_from(
                    (report.original, o, n),
                    (report.rewrite, r),
                )
                && !negation_forms::ban_said_as_a_false_permission_key((report.rewrite, r))
                // "never on the open bench" -> "Open bench ✗." (pol44).
                && !negation_forms::ban_said_with_a_cross(
                    (report.original, o, n),
                    (report.rewrite, r),
                )
                // "Forget the rule about X; ..." -> "Revoked: X rule. ..." (session 33).
                && !revoked::revocation_said_in_another_sentence(
                    (report.original, o, n),
                    (report.rewrite, r, &after.clauses),
                )
                && restatements::withholding_restates_not_giving(
                    (report.original, o),
                    (report.rewrite, r),
                )
                .is_none()
                && !restatements::closing_time_restates_ban_after(o, (report.rewrite, r))
                && restatements::staying_restates_not_moving(
                    (report.original, o),
                    (report.rewrite, r),
                )
                .is_none()
                && !revoked::revocation_said_under_a_label(
                    (report.original, o, n),
                    (report.rewrite, r),
                    |w| before.stems().has(&w.stem),
                )
                && (o.numbers.is_empty()
                    || !quantities::repetition_ban_ceiling_kept((report.original, o), after)) =>
        {
            report.push("negation dropped", Some(n.clone()), Some(r.range.clone()))
        }
        (None, Some(n))
            if !negation_stated_elsewhere(
                (report.rewrite, r),
                n,
                (report.original, &before.clauses),
                o,
            ) && !omission_allowed_both_ways((report.original, o), (report.rewrite, r))
                && !merged::negation_of_a_merged_sentence(
                    (o, &before.clauses),
                    (report.rewrite, r),
                    n,
                )
                && !removal_restated_by_no((report.original, o), (report.rewrite, r), n)
                && !no_longer_restates_not_anymore(
                    (report.rewrite, r),
                    n,
                    (report.original, o),
                )
                && !state_restates_negation((report.rewrite, r), n, (report.original, o))
                && !negation_restates_without(report.original, o, r, n)
                && !different_restates_not_same((report.rewrite, r), (report.original, o))
                && !condition_logic::negated_condition_restates_unless(
                    (report.rewrite, r),
                    n,
                    (report.original, o),
                )
                && !negation_forms::negating_verb_said_in_another_form(
                    (report.rewrite, n),
                    (report.original, o),
                )
                && !negation_forms::left_state_said_as_its_opposite(
                    (report.rewrite, r, n),
                    (report.original, o),
                )
                && !negation_forms::uncounted_said_as_excluded(
                    (report.rewrite, r, n),
                    (report.original, o),
                )
                // "a no-phone zone" -> "no phones".
                && !negation_forms::ban_said_as_a_no_compound(
                    (report.rewrite, n),
                    (report.original, o),
                )
                && !shorthand::age_ban_said_with_no((report.original, o), (report.rewrite, r))
                // "must not load children under 8" -> "never load under-8s" (session 32).
                && !age_groups::ban_in_a_bound_said_of_an_age_group(
                    (report.original, o),
                    (report.rewrite, r),
                ) =>
        {
            report.push("negation added", Some(o.range.clone()), Some(n.clone()))
        }
        (Some(n), Some(m)) => {
            // ("The loft is off limits to visitors" -> "Visitors aren't allowed in the loft":
            // the people a ban binds named first, pol65c.)
            if let Some((from, to)) =
                negation_moved((report.original, o, n), (report.rewrite, r, m)).filter(|_| {
                    !negation_forms::closed_to_said_as_not_allowed(
                        (report.original, n),
                        (report.rewrite, m),
                    )
                })
            {
                report.push("scope changed", Some(from), Some(to));
            }
            // "Don't skip the fourth floor" -> "Skip the fourth floor": the verb that negates,
            // negated no more (one of the two cancelling negations dropped), or back. The
            // other side's negation is that verb itself ("never skip that" after "Never run
            // ..." is another sentence's): asked first, a compare of one short word.
            fn verb_at<'t>(text: &'t str, n: &Range<usize>) -> Option<&'t str> {
                text.get(n.clone())
                    .filter(|w| negation_forms::is_negating_verb(w))
            }
            let cancels = |text: &str, n: &Range<usize>, verb: &str| {
                negation_forms::negating_verb_negated(text, n)
                    .and_then(|v| text.get(v))
                    .is_some_and(|v| v.eq_ignore_ascii_case(verb))
            };
            if verb_at(report.rewrite, m).is_some_and(|verb| cancels(report.original, n, verb))
                // "Don't leave X out, they'll rot" -> "Leave X out so they don't rot" (pol65).
                || purposes::ban_moved_to_its_reason((report.original, n), (report.rewrite, m))
                // "Divvent lift the locos by the chimney" -> "Lift locos by chimney, careful
                // not to snap it" (pol68b).
                || purposes::ban_moved_to_a_caution(
                    (report.original, o, n),
                    (report.rewrite, r, m),
                )
            {
                report.push("negation dropped", Some(n.clone()), Some(m.clone()));
            } else if verb_at(report.original, n).is_some_and(|verb| cancels(report.rewrite, m, verb))
                // "Forget the rule about ID checks" -> "ID check rule not dropped".
                || negation_forms::revocation_denied((report.original, n), (report.rewrite, m))
                // "Leave it ajar so it doesn't crack" -> "Don't leave it ajar" (pol66).
                || purposes::order_banned_from_its_reason(
                    (report.original, &o.range, n),
                    (report.rewrite, m),
                )
            {
                report.push("negation added", Some(n.clone()), Some(m.clone()));
            }
            // "the caterer can't change the menu without the head's approval" -> "Head
            // can't change the menu without the caterer's approval".
            if let Some((from, to)) =
                swaps::actors_swapped((report.original, o, n), (report.rewrite, r, m))
            {
                report.push("scope changed", Some(from), Some(to));
            }
            // "..., but don't bring it past Athlone" -> "..., but not it.".
            if negation_forms::ban_reduced_to_a_pronoun(
                (report.original, o, n),
                (report.rewrite, r, m),
            ) {
                report.push("scope changed", Some(n.clone()), Some(m.clone()));
            }
            // "Don't ship orders that haven't been paid" -> "Don't ship paid orders".
            // "... callers who are not on the list" -> "... callers who are on the list".
            if let Some((from, to)) = condition_logic::relative_negation_dropped(
                (report.original, o),
                (report.rewrite, r),
            )
            .or_else(|| {
                condition_logic::relative_state_negation_dropped(
                    (report.original, o),
                    (report.rewrite, r),
                )
            }) {
                report.push("negation dropped", Some(from), Some(to));
            }
        }
        // "Keep the logs" -> "delete the logs", "allow uploads" -> "block uploads".
        (None, None) => {
            if let Some((from, to)) = action_undone((report.original, o), (report.rewrite, r))
                .or_else(|| {
                    kept_state_ended((report.original, o), (report.rewrite, r)).filter(
                        |(_, ending)| {
                            !negation_forms::state_stays_and_its_end_is_a_topic(
                                report.rewrite,
                                r,
                                ending,
                            )
                        },
                    )
                })
            {
                report.push("negation added", Some(from), Some(to));
            } else if let Some(ended) =
                revoked::kept_rule_said_revoked((report.original, o), (report.rewrite, r))
            {
                // "Don't forget the 10-photo limit" -> "10-photo limit: revoked by user".
                report.push("negation added", Some(o.range.clone()), Some(ended));
            }
        }
        _ => {}
    }
    // "No food in the reading room" -> "... (snacks OK)": an exception granted aside.
    if let Some(aside) =
        negation_forms::exception_granted_aside((report.original, o), (report.rewrite, r))
    {
        report.push("condition added", None, Some(aside));
    }
    // "No one under 18 may use the saw" -> "... unsupervised": the ban kept only for the alone.
    if let Some(alone) = exceptions::ban_limited_to_acting_alone(
        (report.original, o, &before.clauses),
        (report.rewrite, r),
    ) {
        report.push("condition added", Some(o.range.clone()), Some(alone));
    }
    compare_conditions(report, o, r, before, after, overlap);
    if let Some(turned) = turned {
        turned.report(report);
    }
    // "Reply in English and cite your sources" -> "Reply in English.": the second order went.
    // A word an abbreviation of the rewrite covers ("PR" for "pull request") is kept.
    let kept = |i: usize| overlap.kept[i] || overlap.abbreviated(report.original, &o.words[i]);
    if let Some(order) = orders::dropped_order(report.original, o, kept) {
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

/// `o` grants a permission under a condition ("provided the radar is clear, the team can run
/// the drill") and `r` restricts the action to a condition with "only" right before it ("run
/// the drill only if the radar is clear"): what is allowed under a condition is allowed only
/// under it, the same permission, no order. `rewrite` is the text `r`'s ranges point into.
fn only_if_restates_a_conditioned_permission(o: &Clause, (rewrite, r): (&str, &Clause)) -> bool {
    let has_condition = |c: &Clause| c.conditions.iter().any(|(g, _)| *g == CondGroup::Condition);
    has_condition(o)
        && r.conditions.iter().any(|(g, range)| {
            *g == CondGroup::Condition
                && rewrite
                    .get(..range.start)
                    .and_then(|before| before.split_whitespace().next_back())
                    .is_some_and(|w| w.eq_ignore_ascii_case("only"))
        })
}

/// Conditions and orderings of the aligned pair `o` / `r`: one dropped, added, or lost among
/// several.
fn compare_conditions(
    report: &mut Report<'_>,
    o: &Clause,
    r: &Clause,
    before: &Facts,
    after: &Facts,
    overlap: &Overlap<'_>,
) {
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
    // "Don't archive X, even if closed" -> "Don't archive X that are closed": the case the rule
    // also held in is now the only one.
    if let Some((concession, relative)) =
        exceptions::concession_made_a_restriction((report.original, o), (report.rewrite, r))
    {
        report.push("scope changed", Some(concession), Some(relative));
    }
    // "Approve it only if X" = "Only approve it when X": the same condition either way.
    let if_said_as_when = when_restates_if((report.original, o), (report.rewrite, r))
        || when_restates_if((report.rewrite, r), (report.original, o));
    let same_condition = only_when_restates_only_if(o, (report.rewrite, r))
        || only_when_restates_only_if(r, (report.original, o))
        || if_said_as_when;
    // "... allowed only when X" -> "... allowed unless X": an "unless" is read as restating
    // "only when" above (neither has the other's kind of condition), yet turns it (pol48).
    if same_condition
        && let Some((a, b)) =
            condition_logic::only_if_said_as_unless((report.original, o), (report.rewrite, r))
    {
        report.push("condition dropped", Some(a), Some(b));
    }
    if !same_condition {
        if let Some((a, b)) = condition_logic::condition_inverted(
            (report.original, o),
            (report.rewrite, r),
        )
        .or_else(|| {
            condition_logic::only_if_said_as_unless((report.original, o), (report.rewrite, r))
        }) {
            report.push("condition dropped", Some(a), Some(b));
        }
        if let Some((a, b)) =
            condition_logic::condition_join_changed((report.original, o), (report.rewrite, r))
        {
            report.push("condition dropped", Some(a), Some(b));
        }
        if let Some((a, b)) =
            condition_logic::without_said_with((report.original, o), (report.rewrite, r))
        {
            report.push("condition dropped", Some(a), Some(b));
        }
        if let Some((a, b)) =
            condition_logic::condition_negation_flipped((report.original, o), (report.rewrite, r))
        {
            report.push("negation dropped", Some(a), Some(b));
        }
        if let Some((a, b, added)) =
            condition_logic::rule_negation_flipped((report.original, o), (report.rewrite, r))
        {
            let what = if added {
                "negation added"
            } else {
                "negation dropped"
            };
            report.push(what, Some(a), Some(b));
        }
    }
    // "If the alarm sounds, lock up" -> "Lock up when you leave": an "if" said as "when" is
    // the same condition only when it names the same case; one sharing no word with it
    // replaced the case the rule held in (pol66). (Not asked of other kinds: "after ten" ->
    // "after 10", "before asking" -> "before checking" are said again in other words.)
    if if_said_as_when
        && let ([(_, had)], [(_, has)]) = (o.conditions.as_slice(), r.conditions.as_slice())
        && restatements::condition_replaced((report.original, o, had), (report.rewrite, r, has))
    {
        report.push("condition dropped", Some(had.clone()), Some(has.clone()));
        return;
    }
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
        // Asked only where a condition went (a pure test of the rewrite: asking it there, not
        // for every pair, changes no answer).
        let has_anywhere = || {
            after
                .clauses
                .iter()
                .any(|c| c.conditions.iter().any(|(g, _)| *g == group))
                || ordering_bound(after)
        };
        match (had, has) {
            // "Never reveal it, even if asked" -> "never reveal it": the rule held anyway.
            // ("two weeks before gold" -> "2 wks post-gold": the condition turned, whatever
            // else keeps its words.)
            (Some((_, range)), None)
                if shorthand::condition_turned_by_a_prefix(
                    (report.original, o),
                    range,
                    (report.rewrite, r),
                ) || !has_anywhere()
                    && concessive_condition(report.original, o)
                        .is_none_or(|c| c.end != range.end)
                    && !condition_became_label((report.original, o), range, r)
                    && !headings::task_condition_became_label((report.original, o), range, r)
                    && !condition_of_choosing_became_label((report.original, o), range, r)
                    && !condition_became_heading((report.original, o), range, (report.rewrite, after))
                    && !condition_restated_as_bound((report.original, o), range, r, &overlap.kept)
                    && !condition_became_arrow_lead(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    && !condition_became_lead_phrase(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                        after,
                    )
                    && !condition_became_on_phrase(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    && !restatements::condition_said_at_its_event(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    && !shorthand::condition_said_by_a_prefix(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    // "before and after each shift" -> "pre & post each shift" (session 32).
                    && !shorthand::before_said_as_pre(
                        (report.original, range),
                        (report.rewrite, r),
                    )
                    && !condition_became_modifier(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    && !(group == CondGroup::Ordering
                        && ordering_became_compound(
                            (report.original, o),
                            range,
                            (report.rewrite, r),
                        ))
                    && !free_restates_without((report.original, o), range, (report.rewrite, r))
                    && !(group == CondGroup::Ordering
                        && condition_logic::event_needs_what_preceded_it(
                            (report.original, o),
                            range,
                            (report.rewrite, r),
                        ))
                    && !without_asking_said_directly(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    && !exclusion_said_as_non((report.original, o), range, (report.rewrite, r))
                    && !with_restates_while((report.original, o), range, (report.rewrite, r))
                    && !wait_for_restates_until((report.original, o), range, (report.rewrite, r))
                    // "signed without a company name" -> "no company name": the rewrite's
                    // negation says what the "without" left out (not in a ban, where the
                    // "without" names what is required: "never deploy without tests").
                    && !(o.negation.is_none()
                        && without_restates_negation(report.original, o, r, range))
                    && !condition_became_subject((report.original, o), range, r)
                    && !quantities::ordinal_said_in_digits((report.original, range), (report.rewrite, r))
                    && !each_time_kept_as_each(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    && !exception_said_as_nothing_but(
                        (report.original, o),
                        range,
                        (report.rewrite, r),
                    )
                    && !(group == CondGroup::Ordering
                        && period_anchored_by_of((report.original, range), (report.rewrite, r)))
                    && !(group == CondGroup::Ordering
                        && then_opens((report.original, o), range)
                        && orders::joined_in_order(before, r)) =>
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
                        && when_said_as_if_elsewhere((report.rewrite, r), range, before)
                    || group == CondGroup::Ordering
                        && anchors_the_period(report.rewrite, range, o)
                    || without_restates_negation(report.rewrite, r, o, range)
                    || lack_restated_by_without(o, (report.rewrite, r))
                        .is_some_and(|(without, _)| without == range)
                    || first_restates_without(report.rewrite, range, o)
                    || restrictions::restriction_said_as_if((report.original, o), (report.rewrite, r), range)
                    || condition_restates_a_bound(report.rewrite, range, r, o)
                    || memory_values::keyed_condition_restates_a_bound(report.rewrite, range, r, o)
                    || quantities::on_or_before_restates_a_bound(report.rewrite, range, r, o)
                    || except_restates_but_not((report.original, o), (report.rewrite, range))
                    || group == CondGroup::Ordering
                        && ordering_restates_condition(
                            (report.original, o),
                            (report.rewrite, r),
                            range,
                        )
                    || every_time_restates_always(report.rewrite, range, (report.original, o))
                    || wearing_restates_with_on((report.rewrite, r), range, (report.original, o))
                    || state_restates_with_state(
                        (report.rewrite, r),
                        range,
                        (report.original, o),
                    )
                    // "Back up the db. Drop the table." -> "Back up the db, then drop the
                    // table": the order the sentences told.
                    || group == CondGroup::Ordering
                        && report
                            .rewrite
                            .get(range.clone())
                            .is_some_and(|w| w.eq_ignore_ascii_case("then"))
                        && orders::joined_in_order(before, r)
                    || group == CondGroup::Condition
                        && arrow_after_a_named_topic(
                            (report.original, o),
                            range,
                            (report.rewrite, r),
                        )
                    // "no matter how much she begs" -> "even if she begs": a concession
                    // narrows nothing.
                    || concessive_condition(report.rewrite, r).is_some_and(|c| c.end == range.end)
                    // "only once counts are back" -> "only when counts are back".
                    || only_conditions::only_condition_said_again(
                        (report.original, o),
                        (report.rewrite, range),
                    )
                    // "can only be given with a signed form" -> "only with signed form"
                    // (session 32).
                    || only_conditions::split_only_with_joined(
                        (report.original, o),
                        (report.rewrite, range),
                    )) =>
            {
                report.push(
                    "condition added",
                    Some(o.range.clone()),
                    Some(range.clone()),
                )
            }
            // "Don't merge without two approvals unless it's a hotfix" -> "Don't merge without
            // two approvals": one of several conditions went, with every word it named.
            (Some(_), Some(_)) => {
                let of_group = |c: &Clause| c.conditions_of(group).count();
                // Only a sentence of two conditions or more keeps one and loses another.
                let ours = of_group(o);
                let fewer = ours >= 2 && ours > after.clauses.iter().map(of_group).sum::<usize>();
                let gone = o
                    .conditions
                    .iter()
                    .filter(|(g, _)| fewer && *g == group)
                    .find(|(_, range)| {
                        concessive_condition(report.original, o).is_none_or(|c| c.end != range.end)
                            && restatements::condition_words_gone(
                                report.original,
                                o,
                                range,
                                &overlap.kept,
                            )
                    });
                if let Some((_, range)) = gone {
                    report.push(
                        "condition dropped",
                        Some(range.clone()),
                        Some(r.range.clone()),
                    );
                } else if of_group(r) > before.clauses.iter().map(of_group).sum::<usize>()
                    && let Some(range) = condition_added_beside((report.rewrite, r), before, group)
                        // "... before each service when it's below half": a level said by a
                        // fraction word, no content word of its own (corpus31b).
                        .or_else(|| {
                            fractions::fraction_condition_added(
                                report.original,
                                (report.rewrite, r),
                                group,
                            )
                        })
                {
                    report.push("condition added", Some(o.range.clone()), Some(range));
                } else if let Some(range) = condition_logic::conjunct_added_to_condition(
                    report.original,
                    (report.rewrite, r),
                    group,
                ) {
                    // "once the member replies" -> "... replies and QA confirms" (corpus32).
                    report.push("condition added", Some(o.range.clone()), Some(range));
                }
            }
            _ => {}
        }
    }
}

/// The rewrite's "when" at `range` of `r` (ranges into `rewrite`) opens a condition the
/// original states with "if" in a sentence of its own, every content word of it there: "Sort
/// each photo. If two apply, choose the brighter one." -> "Sort each photo, choosing the
/// brighter one when two apply" (a plain "if" is "when").
fn when_said_as_if_elsewhere(
    (rewrite, r): (&str, &Clause),
    range: &Range<usize>,
    before: &Facts,
) -> bool {
    if !rewrite
        .get(range.clone())
        .is_some_and(|w| is_one_of(w, &["when", "whenever"]))
    {
        return false;
    }
    let end = rewrite
        .get(range.end..r.range.end)
        .and_then(|rest| rest.find([',', ';']))
        .map_or(r.range.end, |k| range.end + k);
    let mut named = r
        .words
        .iter()
        .filter(|w| w.range.start >= range.end && w.range.end <= end)
        .peekable();
    named.peek().is_some()
        && before.clauses.iter().any(|c| {
            c.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
                && named
                    .clone()
                    .all(|w| c.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem)))
        })
}

/// The ordering at `range` of sentence `c` (ranges into `text`) is a "then" opening it ("Then
/// set the alarm.", "And then ..."): the sentence follows the one before it.
fn then_opens((text, c): (&str, &Clause), range: &Range<usize>) -> bool {
    let lead = text.get(c.range.start..range.start).unwrap_or("");
    text.get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("then"))
        && lead
            .split(|ch: char| !ch.is_alphanumeric())
            .all(|w| w.is_empty() || w.eq_ignore_ascii_case("and"))
}

/// A condition of `group` in the rewrite's sentence `r` (ranges into `rewrite`) beside those
/// it kept, naming words none of which the original (`before`) has: "You can book economy
/// fares without asking" -> "... without asking unless the trip is abroad". Not a concession
/// ("even if"), which narrows nothing. Asked only when the rewrite has more conditions of
/// `group` than the original.
fn condition_added_beside(
    (rewrite, r): (&str, &Clause),
    before: &Facts,
    group: CondGroup,
) -> Option<Range<usize>> {
    let known: SmallVec<[bool; 16]> = r
        .words
        .iter()
        .map(|w| before.stems().has(&w.stem))
        .collect();
    let concession = concessive_condition(rewrite, r);
    r.conditions
        .iter()
        .filter(|(g, range)| *g == group && concession.as_ref().is_none_or(|c| c.end != range.end))
        .find(|(_, range)| restatements::condition_words_gone(rewrite, r, range, &known))
        .map(|(_, range)| range.clone())
}

/// The negation moved to what the other side allowed: "in the vault, never in the repo"
/// became "in the repo, never in the vault", "English, not French" became "French, not
/// English". On each side the negation governs a noun phrase (a preposition or determiner
/// after it, or a contrast ", not X"), the word it governs (the first content word after it)
/// differs, and each is named before the negation on the other side ("must not share" ->
/// "sharing ... is not allowed for customers" negates a verb). Each side is given as its
/// text, sentence and negation; returns the negation and its word in the original, then in
/// the rewrite.
fn negation_moved(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r, m): (&str, &Clause, &Range<usize>),
) -> Option<(Range<usize>, Range<usize>)> {
    let governed = |text: &str, c: &Clause, neg: &Range<usize>| {
        let w = c.words.iter().find(|w| w.range.start >= neg.end)?;
        let between = text.get(neg.end..w.range.start).unwrap_or("");
        let noun_phrase = between.split_whitespace().any(|x| {
            is_one_of(
                x,
                &[
                    "in", "on", "at", "to", "into", "for", "from", "with", "the", "a", "an",
                ],
            )
        }) || text
            .get(..neg.start)
            .is_some_and(|b| b.trim_end().ends_with(','))
            // "bullet points over paragraphs", "instead of MySQL": a contrast's other choice.
            || text
                .get(neg.clone())
                .is_some_and(|x| is_one_of(x, &["over", "instead", "rather"]));
        noun_phrase.then(|| w.clone())
    };
    let named_before = |c: &Clause, neg: &Range<usize>, w: &extract::Word| {
        c.words
            .iter()
            .take_while(|x| x.range.end <= neg.start)
            .any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    let (a, b) = (governed(original, o, n)?, governed(rewrite, r, m)?);
    (!stems::stems_match(&a.stem, &b.stem) && named_before(o, n, &b) && named_before(r, m, &a))
        .then_some((n.start..a.range.end, m.start..b.range.end))
}

/// `text` holds `part` (not empty) anywhere, ASCII case aside: "noon" in "At Noon, ...".
///
/// Only the windows starting at [`anchored_starts`] are compared: the screens of the checks read
/// from the two texts alone ask this of every pair, most of them for words the texts do not
/// hold.
fn holds_ignoring_case(text: &str, part: &str) -> bool {
    holds_ignoring_case_at(
        text,
        part,
        anchored_starts(text.as_bytes(), part.as_bytes()),
    )
}

/// [`holds_ignoring_case`] with the windows compared starting at `starts` (those of
/// [`anchored_starts`], searched or kept).
fn holds_ignoring_case_at(text: &str, part: &str, mut starts: impl Iterator<Item = usize>) -> bool {
    let (text, part) = (text.as_bytes(), part.as_bytes());
    !part.is_empty() && starts.any(|at| text[at..at + part.len()].eq_ignore_ascii_case(part))
}

/// How common each ASCII letter is in English text, "a" to "z" (0 for "e", the most common;
/// 25 for "z").
const LETTER_RANK: [u8; 26] = [
    2, 19, 11, 9, 0, 15, 16, 7, 4, 22, 21, 10, 13, 5, 3, 18, 24, 8, 6, 1, 12, 20, 14, 23, 17, 25,
];

/// Where in `part` its rarest ASCII letter stands ([`LETTER_RANK`]; the last of equal ones),
/// 0 when it has none: "x" in "except". A plain loop: the iterator form kept its running
/// maximum on the stack, and the anchor is chosen at every search.
fn rarest_letter(part: &[u8]) -> usize {
    // The best rank so far, plus one (0: no letter yet).
    let (mut at, mut top) = (0, 0);
    for (k, &b) in part.iter().enumerate() {
        if b.is_ascii_alphabetic() {
            let rank = LETTER_RANK[usize::from(b.to_ascii_lowercase() - b'a')] + 1;
            if rank >= top {
                (at, top) = (k, rank);
            }
        }
    }
    at
}

/// Where the windows of `text` as long as `part` start that hold, where `part` holds its
/// rarest ASCII letter ([`rarest_letter`]; its first byte when it has none), that letter in
/// either case, in order: the only places `part` can stand, as written or in any ASCII case,
/// found by a vector search for the letter ("x" for "except", not "e"). A
/// [`TextReading`](words::TextReading) reads them from the places it keeps of its letters
/// ([`LetterPlaces`](words::LetterPlaces)).
fn anchored_starts<'t>(text: &'t [u8], part: &[u8]) -> impl Iterator<Item = usize> + 't {
    let anchor = rarest_letter(part);
    let a = part.get(anchor).copied().unwrap_or_default();
    let len = part.len();
    memchr::memchr2_iter(a.to_ascii_lowercase(), a.to_ascii_uppercase(), text)
        .filter_map(move |at| at.checked_sub(anchor))
        .take_while(move |start| start + len <= text.len())
}

/// `text` starts with `prefix`, ASCII case aside: "Drafting" with "draft".
fn starts_with_ignoring_case(text: &str, prefix: &str) -> bool {
    text.as_bytes()
        .get(..prefix.len())
        .is_some_and(|p| p.eq_ignore_ascii_case(prefix.as_bytes()))
}

/// `text` ends with `suffix`, ASCII case aside: "HASN'T" with "n't" (no lower-cased copy made).
pub(super) fn ends_with_ignoring_case(text: &str, suffix: &str) -> bool {
    text.len() >= suffix.len()
        && text.as_bytes()[text.len() - suffix.len()..].eq_ignore_ascii_case(suffix.as_bytes())
}

/// `text` opens with the whole word `word`, ASCII case aside: "first" in "First, then" but
/// not in "firstly".
pub(super) fn opens_with_word(text: &str, word: &str) -> bool {
    starts_with_ignoring_case(text, word) && !text[word.len()..].starts_with(char::is_alphanumeric)
}

/// `w` (a word, any case) negates: "not", "never", "no", "nobody", "nothing", "none",
/// "cannot", a "-n't" form (with a straight or a typographic apostrophe), or one spelled
/// without its apostrophe ("dont", "cant"). The one definition of a negation word the
/// checks that count or look for negations share.
pub(super) fn is_negation_word(w: &str) -> bool {
    // Most words are not: every negation ends in one of six letters ("t", "r", "o", "y",
    // "g", "e"), one byte compared before any word list.
    let Some(&last) = w.as_bytes().last() else {
        return false;
    };
    matches!(
        last.to_ascii_lowercase(),
        b't' | b'r' | b'o' | b'y' | b'g' | b'e'
    ) && (is_one_of(
        w,
        &["not", "never", "no", "nobody", "nothing", "none", "cannot"],
    ) || ends_with_ignoring_case(w, "n't")
        || ends_with_ignoring_case(w, "n\u{2019}t")
        || is_one_of(
            w,
            &[
                "dont", "doesnt", "cant", "wont", "isnt", "arent", "shouldnt",
            ],
        ))
}

/// How many negation words ([`is_negation_word`]) `text` holds. Every negation word has an
/// "n": the text is scanned for that byte, and only the words holding one are read.
pub(super) fn negation_count(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut count = 0;
    // Hits before this offset are in a word already read ("cannot" has three).
    let mut read_to = 0;
    for k in memchr::memchr2_iter(b'n', b'N', bytes) {
        if k < read_to {
            continue;
        }
        let (start, end) = (negation_word_start(bytes, k), negation_word_end(bytes, k));
        read_to = end;
        count += usize::from(text.get(start..end).is_some_and(is_negation_word));
    }
    count
}

/// The typographic apostrophe, in UTF-8: a word byte in "don’t".
const CURLY_APOSTROPHE: &[u8] = "\u{2019}".as_bytes();

/// Where the word holding byte `k` of `bytes` starts: past letters, digits and apostrophes.
fn negation_word_start(bytes: &[u8], mut k: usize) -> usize {
    loop {
        match k.checked_sub(1).map(|j| bytes[j]) {
            Some(b) if b.is_ascii_alphanumeric() || b == b'\'' => k -= 1,
            Some(_) if k >= 3 && &bytes[k - 3..k] == CURLY_APOSTROPHE => k -= 3,
            _ => return k,
        }
    }
}

/// Where the word holding byte `k` of `bytes` ends: past letters, digits and apostrophes.
fn negation_word_end(bytes: &[u8], mut k: usize) -> usize {
    loop {
        match bytes.get(k) {
            Some(&b) if b.is_ascii_alphanumeric() || b == b'\'' => k += 1,
            Some(_) if bytes[k..].starts_with(CURLY_APOSTROPHE) => k += 3,
            _ => return k,
        }
    }
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
/// The word at `range` of `text` ("user") names whose rule it is, not whom it is about: "per
/// the user, ...", "according to the user", "User: ...".
fn attributes_to_the_user(text: &str, range: &Range<usize>) -> bool {
    let before = text
        .get(..range.start)
        .unwrap_or("")
        .trim_end()
        .to_ascii_lowercase();
    let after = text.get(range.end..).unwrap_or("").trim_start();
    let reports = [
        "asked",
        "asks",
        "wants",
        "said",
        "says",
        "told",
        "requested",
        "insists",
    ];
    // "(per user)", "Per the user, ...": an attribution opening a phrase; "4 images per user"
    // is a rate.
    let opens_a_phrase = |prefix: &str| {
        before.strip_suffix(prefix).is_some_and(|rest| {
            let rest = rest.trim_end();
            rest.is_empty() || rest.ends_with(['(', ',', ';', ':', '.', '—', '-'])
        })
    };
    opens_a_phrase("per the")
        || opens_a_phrase("per")
        || before.ends_with("according to the")
        || after.starts_with(':')
        // "User asked me to stop using emojis": the note says whose rule it is.
        || after
            .split(|c: char| !c.is_ascii_alphabetic())
            .next()
            .is_some_and(|verb| is_one_of(verb, &reports))
}

/// The word at `range` of `rewrite` ("user") owns the confirmation after it, which the
/// original (stems `before`) asks for without saying who gives it: "ask for confirmation" ->
/// "get the user's confirmation" (an assistant confirms with its user).
fn confirmation_by_the_user(
    rewrite: &str,
    range: &Range<usize>,
    before: &stems::StemIndex,
) -> bool {
    let after = rewrite.get(range.end..).unwrap_or("");
    let after = after.strip_prefix("'s").unwrap_or(after);
    after
        .split_whitespace()
        .next()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .is_some_and(|w| {
            w.get(..7)
                .is_some_and(|c| c.eq_ignore_ascii_case("confirm"))
                && before.has(&stems::stem("confirmation"))
        })
}

fn speaks_in_first_person(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .any(|w| is_one_of(w, &["i", "i'm", "me", "my", "i'd", "i've", "i'll", "mine"]))
}

/// `a` and `b` lie in the same part of `text`: no semicolon between them.
fn same_part(text: &str, a: &Range<usize>, b: &Range<usize>) -> bool {
    let (first, second) = if a.start <= b.start { (a, b) } else { (b, a) };
    text.get(first.end.min(second.start)..second.start)
        .is_none_or(|between| !between.contains(';'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Owned pairs (built with `format!`) as the borrowed pairs the asserts take.
    fn borrowed(pairs: &[(String, String)]) -> Vec<(&str, &str)> {
        pairs
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect()
    }

    /// A past event's day or number said again as an order is a rule added; a tally said
    /// again, or a deadline in force said as a ban, is not.
    #[test]
    fn a_past_events_day_said_as_an_order_is_a_rule_added() {
        assert_changed(&[
            (
                "Nobody opened the cash office on Sunday.",
                "Don't open the cash office on Sunday.",
            ),
            (
                "The porters opened the cash office on Sunday.",
                "Open the cash office on Sunday.",
            ),
        ]);
        assert_faithful(&[
            ("Meetings end by 5pm.", "No meetings after 5pm."),
            (
                "We only had two returns this month; neither customer asked for a refund.",
                "Two returns this month, no refund requests.",
            ),
        ]);
    }

    /// A wide char (a dash, an accented letter) right before a figure or an "&" is read on
    /// its boundaries: a blind corpus's "went well — 9 out of 10" once panicked.
    #[test]
    fn wide_chars_before_a_figure_or_a_sign_are_read_whole() {
        for (original, rewrite) in [
            (
                "The induction went well — 9 out of 10 starters said the buddy system must be kept.",
                "Induction went well; 9/10 starters want buddy system kept.",
            ),
            ("Keep the café—12 tables max.", "Café: max 12 tables."),
            (
                "Orders from Café&Bar must be paid first.",
                "Café&Bar orders: pay first.",
            ),
            ("Bay é—4 stays closed.", "Bay é 4: closed."),
        ] {
            // Every quoted range is a slice of its text.
            for c in check_rewrite(original, rewrite).changes {
                let on = |text: &str, r: &Option<Range<usize>>| {
                    r.as_ref().is_none_or(|r| text.get(r.clone()).is_some())
                };
                assert!(on(original, &c.original_range) && on(rewrite, &c.rewrite_range));
            }
        }
    }

    #[test]
    fn negations_are_counted_as_whole_words_in_any_spelling() {
        for (text, count) in [
            ("", 0),
            ("Note the nine new tokens.", 0),
            ("Don't merge if CI hasn't passed.", 2),
            ("Don’t merge if CI hasn’t passed.", 2),
            ("dont merge, NEVER push, cannot deploy", 3),
            ("Nobody signs for nothing; none of it is not fine.", 4),
            ("No, no more than two.", 2),
            ("Not-a-number is a value, not an error.", 2),
            ("Ñot là: no ñ—not", 2),
        ] {
            assert_eq!(negation_count(text), count, "{text:?}");
            let by_words = text
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '\'' || c == '\u{2019}'))
                .filter(|w| is_negation_word(w))
                .count();
            assert_eq!(by_words, count, "{text:?}");
        }
        assert!(!is_negation_word("note") && !is_negation_word("n't-ish"));
    }

    #[test]
    fn common_ends_are_counted_byte_by_byte_case_aside() {
        let naive_prefix = |a: &[u8], b: &[u8]| {
            a.iter()
                .zip(b)
                .take_while(|(x, y)| x.eq_ignore_ascii_case(y))
                .count()
        };
        let naive_suffix = |a: &[u8], b: &[u8]| {
            a.iter()
                .rev()
                .zip(b.iter().rev())
                .take_while(|(x, y)| x.eq_ignore_ascii_case(y))
                .count()
        };
        let texts = [
            "",
            "a",
            "Keep replies under 150 words.",
            "KEEP replies under 150 words.",
            "Keep replies under 150 WORDS!",
            "Keep replies below 150 words.",
            "Keep replies under 150 words, and never share card numbers in the chat.",
            "keep replies under 150 words, and never share card numbers in the chat",
            "Observation 00000001: the log reader finished its pass over the output.",
            "Observation 00000002: the log reader finished its pass over the output.",
        ];
        for a in texts {
            for b in texts {
                let (x, y) = (a.as_bytes(), b.as_bytes());
                assert_eq!(
                    common_prefix_ignoring_case(x, y),
                    naive_prefix(x, y),
                    "{a:?} {b:?}"
                );
                assert_eq!(
                    common_suffix_ignoring_case(x, y),
                    naive_suffix(x, y),
                    "{a:?} {b:?}"
                );
            }
        }
    }

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

    /// A deadline the classifier reads as a statement, beside a rule, moved (c29r151); and the
    /// one addressed traded for a named person after a conjunction (c29r003).
    #[test]
    fn a_statement_deadline_beside_a_rule_and_the_one_addressed_after_then() {
        assert_reports(
            "date changed",
            &[
                (
                    "User: bib transfers close on 1 May. User: after that, nothing, no exceptions.",
                    "Bib transfers allowed until the end of May, no exceptions.",
                ),
                (
                    "Bib transfers close on 1 May. After that, nothing, no exceptions.",
                    "Bib transfers allowed until 1 June, no exceptions.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "User: bib transfers close on 1 May. User: after that, nothing, no exceptions.",
                "Bib transfers allowed until 1 May, no exceptions.",
            ),
            (
                "Bib transfers close on 1 May. No exceptions.",
                "Bib transfers: deadline 1 May, no exceptions.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "User: Callum checks the brood boxes first, then you can go in.",
                    "Check the brood boxes first, then Callum can go in.",
                ),
                (
                    "Ama signs the sheet, and then you may leave.",
                    "Sign the sheet, and then Ama may leave.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Callum checks the brood boxes first, then you can go in.",
                "Callum checks brood boxes first; then you may go in.",
            ),
            (
                "When the rota is done you can leave.",
                "You can leave when the rota is done.",
            ),
        ]);
    }

    #[test]
    fn a_speed_or_a_temperature_is_compared_with_its_unit_and_sign() {
        assert_faithful(&[
            (
                "Keep the cold room at -20 °C or colder.",
                "Cold room: ≤ −20℃.",
            ),
            (
                "Trucks: 12 km/h max in the yard.",
                "Trucks in the yard: 12 kph max.",
            ),
            ("Keep the fridge below 5 degrees.", "Fridge: < 5 °C."),
            // A distance per hour is the speed its symbol names.
            (
                "Keep the trailer speed under 10 miles per hour.",
                "Trailer speed < 10 mph.",
            ),
            ("Stay under 20 km/h.", "Stay under 20 kilometres an hour."),
            // The British spelling of a unit is the unit.
            (
                "Add no more than 5 ml of stain per bucket.",
                "Max 5 millilitres of stain per bucket.",
            ),
            // A distance per second too, and a symbol's speed said in words in a bound.
            (
                "Drones must stay below 4 metres per second indoors.",
                "Drones: max 4 m/s indoors.",
            ),
            (
                "Keep carts under 10 mph in the yard.",
                "Keep carts under 10 miles per hour in the yard.",
            ),
            (
                "Boats: under 5 knots in the marina.",
                "Marina: boats < 5 kn.",
            ),
            ("Keep the gallery at 50 lux or less.", "Gallery: ≤ 50 lux."),
            // A pressure said again in its unit, as a reading too (pol65).
            ("The van's tyres run at 40 psi.", "Van tyres: 40 psi."),
        ]);
        assert_reports(
            "unit changed",
            &[
                ("Forklifts: 8 km/h max.", "Forklifts: 8 mph max."),
                ("Stay under 20 km/h.", "Stay under 20 miles an hour."),
                (
                    "Drones must stay below 4 metres per second indoors.",
                    "Drones: max 4 km/h indoors.",
                ),
                (
                    "Keep carts under 10 mph in the yard.",
                    "Keep carts under 10 km per hour in the yard.",
                ),
                (
                    "Keep carts under 10 mph in the yard.",
                    "Keep carts under 10 miles per minute in the yard.",
                ),
                (
                    "Store vaccines at 8 °C or below.",
                    "Store vaccines at 8 °F or below.",
                ),
                // A knot is no metre a second, a foot-candle no lux (c29r106, c29r068).
                (
                    "The maximum sustained wind for climbing is 12 m/s.",
                    "The maximum sustained wind for climbing is 12 knots.",
                ),
                ("No climbing above 12 m/s.", "No climbing above 12 kts."),
                (
                    "Boats: under 5 knots in the marina.",
                    "Boats: under 5 mph in the marina.",
                ),
                (
                    "Light on the watercolours must stay at or below 50 lux.",
                    "Light on the watercolours must stay at or below 50 foot-candles.",
                ),
                (
                    "Keep the gallery at 50 lux or less.",
                    "Keep the gallery at 50 lumens or less.",
                ),
                // Pounds per square inch are no bars, even in a reading (pol65).
                ("The van's tyres run at 40 psi.", "Van tyres: 40 bar."),
                ("Keep the boiler at 2 bar.", "Keep the boiler at 2 kPa."),
            ],
        );
        // A run of readings with its unit written once after the last (pol65); not a
        // reading of the run changed.
        assert_faithful(&[(
            "The hopper held 40 kg at noon, then fell to 25 by evening.",
            "Hopper 40→25 kg, noon to evening.",
        )]);
        assert_reports(
            "number changed",
            &[(
                "The hopper held 40 kg at noon, then fell to 25 by evening.",
                "Hopper 40→20 kg, noon to evening.",
            )],
        );
        assert_reports(
            "bound changed",
            &[
                (
                    "Keep the freezer at -18 °C or below.",
                    "Keep the freezer at 18 °C or below.",
                ),
                (
                    "Keep the freezer at -18 °C or below.",
                    "Keep the freezer at -15 °C or below.",
                ),
            ],
        );
        // A hyphen between two numbers is no sign.
        assert_faithful(&[("Allow 1-2 retries.", "Allow 1 to 2 retries.")]);
        // The sign said as "minus" before a temperature (pol64); not before a sum.
        assert_faithful(&[
            (
                "Store the ice packs at -20 °C.",
                "Store the ice packs at minus 20 degrees Celsius.",
            ),
            (
                "Store the ice packs at -20 °C.",
                "Store the ice packs at minus 20 °C.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[(
                "Store the ice packs at -20 °C.",
                "Store the ice packs at 20 degrees Celsius.",
            )],
        );
        // "minus" after a function word is the sign with no unit after it (pol65b); after a
        // sum's first term it is no sign.
        assert_faithful(&[(
            "Lay the fish on the ice; the cold store is at minus 20.",
            "Fish on ice (cold store at -20).",
        )]);
        assert_reports(
            "bound changed",
            &[
                (
                    "Lay the fish on the ice; the cold store is at minus 20.",
                    "Fish on ice (cold store at 20).",
                ),
                (
                    "Invoice the balance minus 20 for regulars.",
                    "Invoice the balance -20 for regulars.",
                ),
            ],
        );
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

    /// A condition saying where a thing stands ("if an order is over $500", "if a ticket is
    /// older than 30 days") said as the same phrase after the thing keeps the condition; the thing
    /// without the phrase, or another bound, does not.
    #[test]
    fn a_condition_said_as_the_phrase_after_its_thing() {
        assert_faithful(&[
            (
                "If a refund is over $500, send it to a manager.",
                "Send refunds over $500 to a manager.",
            ),
            (
                "If a ticket is older than 30 days, close it.",
                "Close tickets older than 30 days.",
            ),
        ]);
        assert_changed(&[
            (
                "If a refund is over $500, send it to a manager.",
                "Send refunds to a manager.",
            ),
            (
                "If a refund is over $500, send it to a manager.",
                "Send refunds under $500 to a manager.",
            ),
            (
                "If a refund is over $500, send it to a manager.",
                "Send invoices over $500 to a manager.",
            ),
        ]);
    }

    /// A condition stated with "if" in a sentence of its own, said with "when" in a
    /// participle clause of the rule's sentence, is the original's; a "when" naming other
    /// words is new.
    #[test]
    fn a_condition_moved_into_a_participle_clause() {
        assert_faithful(&[
            (
                "Sort each photo into day, night or indoor. If two apply, choose the brighter one.",
                "Sort each photo into day/night/indoor, choosing the brighter one when two apply.",
            ),
            (
                "File each receipt under travel or meals. If both fit, pick travel.",
                "File each receipt under travel or meals, picking travel when both fit.",
            ),
        ]);
        assert_reports(
            "condition added",
            &[(
                "Sort each photo into day, night or indoor. If two apply, choose the brighter one.",
                "Sort each photo into day, night or indoor, choosing the brighter one when it is blurry.",
            )],
        );
    }

    /// "for the whole of every shift", "for the entire shift" = "throughout (every) shift";
    /// part of it, or another thing, is not.
    #[test]
    fn the_whole_of_a_time_is_throughout_it() {
        assert_faithful(&[
            (
                "Keep the fire door shut for the whole of every shift.",
                "Keep the fire door shut throughout every shift.",
            ),
            (
                "Wear ear defenders for the entire shift.",
                "Wear ear defenders throughout the shift.",
            ),
        ]);
        assert_changed(&[
            (
                "Wear ear defenders for the entire shift.",
                "Wear ear defenders for part of the shift.",
            ),
            (
                "Wear ear defenders for the entire shift.",
                "Wear ear defenders throughout the night shift.",
            ),
        ]);
    }

    /// "before I forget", "while I remember" set off by a comma, dash or colon are the
    /// speaker's aside, no condition of the rule after them; "before you go" times the order.
    #[test]
    fn an_aside_of_the_speaker_is_no_condition() {
        assert_faithful(&[
            (
                "oh before I forget - if a courier calls, don't give them the gate code",
                "If a courier calls, don't give them the gate code.",
            ),
            (
                "While I think of it, if the printer jams, call Dana, not IT.",
                "If the printer jams, call Dana, not IT.",
            ),
        ]);
        assert_changed(&[
            ("Before you go, lock the door.", "Lock the door."),
            (
                "While I think of it, if the printer jams, call Dana, not IT.",
                "Call Dana, not IT.",
            ),
            (
                "Oh, before I forget - if a courier calls, don't give them the gate code.",
                "If a courier calls, give them the gate code.",
            ),
        ]);
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

    /// "had better" and "best (not) to" are the rule's modal, no word of its scope: a rewrite
    /// saying the order plainly keeps it; one that moves the time, softens it or makes it a
    /// mention changes it, and "better" as an adjective stays a word of the scope.
    #[test]
    fn had_better_is_the_modal_not_a_word_of_the_scope() {
        assert_faithful(&[
            ("You'd better lock up before 10pm.", "Lock up before 10pm."),
            (
                "You had better lock up before 10pm.",
                "Lock up before 10pm.",
            ),
            (
                "You'd better call the client before sending the invoice.",
                "Call client before invoicing.",
            ),
            (
                "Best not to run the migration on a Friday.",
                "No migrations on Fridays.",
            ),
        ]);
        assert_reports(
            "prohibition became mention",
            &[(
                "You'd better not touch the thermostat.",
                "User mentioned the thermostat.",
            )],
        );
        assert_reports(
            "modality weakened",
            &[(
                "You'd better lock up before 10pm.",
                "Maybe lock up before 10pm.",
            )],
        );
        assert_changed(&[
            ("You'd better lock up before 10pm.", "Lock up before 11pm."),
            (
                "Use the better pump for the lagoon.",
                "Use the pump for the lagoon.",
            ),
        ]);
    }

    /// Every pair is accepted as faithful (its changes are printed when not).
    pub(super) fn assert_faithful(pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert!(!changed(o, r), "{o} -> {r}: {:?}", whats(o, r));
        }
    }

    /// Every pair is reported with the change `what` among others.
    pub(super) fn assert_reports(what: &str, pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert!(whats(o, r).iter().any(|w| w == what), "{o} -> {r}");
        }
    }

    /// Each case is an original, a changed rewrite of it and a faithful twin: every change is
    /// reported, every twin accepted.
    fn assert_changed_and_twin_faithful(cases: &[(&str, &str, &str)]) {
        assert_changed(&cases.iter().map(|&(o, r, _)| (o, r)).collect::<Vec<_>>());
        assert_faithful(&cases.iter().map(|&(o, _, f)| (o, f)).collect::<Vec<_>>());
    }

    /// Every pair is reported as changed.
    pub(super) fn assert_changed(pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert!(changed(o, r), "{o} -> {r}");
        }
    }

    /// The pair is reported as changed.
    pub(super) fn changed(o: &str, r: &str) -> bool {
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

    /// One new noun after a preposition narrows when or to what a rule applies ("on
    /// weekends", "at night", "in production"); an adverbial that restricts nothing, a
    /// modifier before a kept noun, and a week part said by its days do not.
    #[test]
    fn one_new_noun_after_a_preposition_narrows_the_rule() {
        assert_changed(&[
            (
                "Lock the cash drawer at close.",
                "Lock the cash drawer at close on weekends.",
            ),
            ("Lock the back door.", "Lock the back door at night."),
            (
                "Back up the database every day.",
                "Back up the database every day in production.",
            ),
            (
                "Review every pull request.",
                "Review every pull request from interns.",
            ),
        ]);
        assert_faithful(&[
            ("Keep replies short.", "Keep replies short at all times."),
            (
                "Don't run two jobs at once.",
                "Never run two jobs at a time.",
            ),
            (
                "Respond in Spanish unless the guest writes in another language.",
                "Reply in Spanish, except when the guest writes in a different language.",
            ),
            (
                "Deliveries: 08:00-12:00, Monday to Friday.",
                "Only deliver on weekdays between 8am and noon.",
            ),
        ]);
    }

    /// Narrowings and hedges a validation corpus written for session 17 showed missed: a
    /// modifier before a word the original left bare (at the start of a sentence, or after a
    /// preposition or a quantifier of an ordering), a member dropped from a list of three, the
    /// person an "only" named by a pronoun replaced, "usually" said in more words.
    #[test]
    fn narrowed_lists_and_subjects_and_wordy_hedges_are_changes() {
        assert_changed(&[
            (
                "Invoices must be paid in euros.",
                "Overdue invoices must be paid in euros.",
            ),
            (
                "Wear gloves during inspections.",
                "Wear gloves during kitchen inspections.",
            ),
            (
                "Run the linter before every release.",
                "Run the linter before every major release.",
            ),
            (
                "Don't post photos on Instagram, TikTok, or Facebook.",
                "Don't post photos on Instagram.",
            ),
            (
                "Never email Dana, Luis or Priya about it.",
                "Never email Dana about it.",
            ),
            (
                "Don't post photos on Instagram.",
                "Don't post photos on Instagram, TikTok or X.",
            ),
            (
                "Only we can sign the lease.",
                "Only our lawyer can sign the lease.",
            ),
            (
                "Only you may restart the router.",
                "Only the landlord may restart the router.",
            ),
            (
                "Never leave the stove on unattended.",
                "Don't leave the stove on unattended most of the time.",
            ),
            (
                "Always lock the back door.",
                "In most cases, lock the back door.",
            ),
            (
                "Always lock the back door.",
                "Lock the back door, for the most part.",
            ),
        ]);
        assert_faithful(&[
            ("Invoices must be paid in euros.", "Pay invoices in euros."),
            (
                "Don't post photos on Instagram, TikTok, or Facebook.",
                "No photos on Instagram, TikTok or Facebook.",
            ),
            (
                "Only I can sign the lease.",
                "Only the user can sign the lease.",
            ),
            (
                "Only you may restart the router.",
                "Only the assistant may restart the router.",
            ),
            (
                "Send reports to the finance team.",
                "Reports go to the finance team.",
            ),
        ]);
    }

    /// Thanks closing a request ("..., thank you for understanding") are no order of their
    /// own, and name nothing the rule is about; an order after them, or thanks given as an
    /// order ("thank the customer"), still counts.
    #[test]
    fn thanks_closing_a_request_are_read_past() {
        assert_faithful(&[
            (
                "Please reply to the vendor in English only, thank you so much for your help!",
                "Reply to the vendor in English only.",
            ),
            (
                "Could you always cc the office manager on invoices, thank you thank you",
                "Always cc the office manager on invoices.",
            ),
        ]);
        assert_changed(&[
            (
                "Reply to the vendor in English and thank them for the samples.",
                "Reply to the vendor in English.",
            ),
            (
                "Reply to the vendor in English, thank you.",
                "Reply to the vendor in English, thanks, and never mention prices.",
            ),
        ]);
    }

    /// "may no longer" bans as "can't ... anymore" does; "no rush" is a way of speaking;
    /// "for example" is "e.g."; "kick off" = "start"; a time negated in its own part of a
    /// sentence turns as one after the sentence's first negation does; an apology leading a
    /// request or a courtesy around it ("if it's not too much trouble") names nothing the
    /// rule is about.
    #[test]
    fn no_longer_no_rush_for_example_and_kick_off() {
        assert_faithful(&[
            (
                "You can't expense taxis anymore.",
                "You may no longer expense taxis.",
            ),
            (
                "No rush, but you can order the spare cables.",
                "You can order the spare cables.",
            ),
            (
                "Label every box, for example with the room name.",
                "Label every box, e.g. with the room name.",
            ),
            ("Start the import at 6am.", "Kick off the import at 6am."),
        ]);
        assert_faithful(&[
            (
                "Don't call on Sundays, and don't call after 8pm on other days.",
                "No calls on Sundays or after 8pm on other days.",
            ),
            (
                "Sorry to nag again, but could you always attach the receipt?",
                "Always attach the receipt.",
            ),
            (
                "If it's not too much trouble, book the window seat.",
                "Book the window seat.",
            ),
            (
                "When you get a chance, archive the old tickets.",
                "Archive the old tickets.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't call on Sundays, and don't call after 8pm on other days.",
                "No calls on Sundays or before 8pm on other days.",
            ),
            ("You can't expense taxis anymore.", "You may expense taxis."),
            (
                "Sorry to nag again, but could you always attach the receipt?",
                "Always attach the invoice.",
            ),
            (
                "If the landlord doesn't mind, book the window seat.",
                "Book the window seat.",
            ),
            (
                "No rush: never order the spare cables.",
                "Order the spare cables.",
            ),
            ("Stop the import at 6am.", "Kick off the import at 6am."),
        ]);
    }

    /// "pt" is a clinic's shorthand for "patient" (pol64): kept; another person named in its
    /// place is still a change.
    #[test]
    fn pt_is_a_patient() {
        let o = "Never book a patient on the hoist without a second carer present.";
        assert_faithful(&[(
            o,
            "Never book a pt on the hoist without a second carer present.",
        )]);
        assert_changed(&[(
            o,
            "Never book a visitor on the hoist without a second carer present.",
        )]);
    }

    /// An order left to the doer's leisure ("if you get a chance", "when you have a moment")
    /// weakens a "must" (pol64); the same leisure said on both sides, or in the original only
    /// (a courtesy around a request), changes nothing.
    #[test]
    fn an_order_left_to_the_doers_leisure() {
        assert_changed(&[
            (
                "Techs must flush the coolant line after every service.",
                "Flush the coolant line after a service if you get a chance.",
            ),
            (
                "You have to initial the log sheet at each handover.",
                "Initial the log sheet at each handover when you have a moment.",
            ),
        ]);
        assert_faithful(&[
            (
                "When you have a moment, could you sweep the loading bay?",
                "Sweep the loading bay.",
            ),
            (
                "Sweep the loading bay when you get a chance.",
                "Sweep the loading bay when you get a chance, please.",
            ),
        ]);
    }

    /// Changes a helper of session 17 found accepted: a verb made a light verb with a
    /// particle ("delete" -> "give out"), "following" turned to "before", the speaker of a
    /// condition replaced by someone else.
    #[test]
    fn light_verbs_following_and_the_speaker_replaced() {
        assert_changed(&[
            (
                "Never delete the guest list.",
                "Never give out the guest list.",
            ),
            (
                "Send the minutes following the board meeting.",
                "Send the minutes before the board meeting.",
            ),
            (
                "Don't sign anything until I've read it.",
                "Don't sign anything until Priya has read it.",
            ),
        ]);
        assert_faithful(&[
            (
                "Never share the guest list.",
                "Never give out the guest list.",
            ),
            (
                "Send the minutes following the board meeting.",
                "Send the minutes after the board meeting.",
            ),
            (
                "Don't sign anything until I've read it.",
                "Don't sign anything until the user has read it.",
            ),
        ]);
    }

    /// Found by a second validation corpus of session 17: advice ("best to") for an order, a
    /// restrictive relative clause added to a word the original left unrestricted, a place
    /// or a means ("by the fence", "by card") dropped.
    #[test]
    fn advice_relative_clauses_and_by_phrases() {
        assert_changed(&[
            (
                "You must book through the portal.",
                "Best to book through the portal.",
            ),
            ("Always CC the landlord.", "It's best to CC the landlord."),
            (
                "Back up every laptop.",
                "Back up every laptop that holds client data.",
            ),
            (
                "Email the parents before each trip.",
                "Email the parents before each trip that needs a permission slip.",
            ),
            (
                "Leave the spare key under the blue pot.",
                "Leave the spare key.",
            ),
            ("Pay the deposit by bank transfer.", "Pay the deposit."),
        ]);
        assert_faithful(&[
            (
                "Reply only to emails from the school.",
                "Only reply to emails that come from the school.",
            ),
            (
                "Thanks! By the way, never email the client before 8am.",
                "Never email the client before 8am.",
            ),
            (
                "Ideally book through the portal.",
                "Best to book through the portal.",
            ),
        ]);
    }

    /// "9 in the morning" is 9am and "11 at night" 11pm; "Good morning" is a greeting, no time.
    #[test]
    fn the_half_of_the_day_in_words_and_greetings() {
        assert_faithful(&[
            (
                "Don't schedule calls before 8 in the morning.",
                "No calls before 8am.",
            ),
            (
                "No music after 11 at night, please.",
                "No music after 11pm.",
            ),
            (
                "Good morning! Reminder: invoices must be approved by Anna.",
                "Invoices need Anna's approval.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't schedule calls before 8 in the morning.",
                "No calls before 8pm.",
            ),
            (
                "Don't call after 6 in the evening.",
                "Don't call after 6am.",
            ),
        ]);
    }

    /// A day of a month is one date with its month, however it is written: a changed day is
    /// one "date changed" quoting both whole dates, never a bare "bound changed" beside a
    /// month quoted unchanged.
    #[test]
    fn a_day_and_its_month_are_one_date() {
        for (o, r, quotes) in [
            (
                "The grant deadline is March 14.",
                "The grant deadline is March 28.",
                ("March 14", "March 28"),
            ),
            (
                "Pay the deposit by 3 June.",
                "Pay the deposit by 10 June.",
                ("3 June", "10 June"),
            ),
            (
                "Submit it by the 14th of March.",
                "Submit it by March 15th.",
                ("by the 14th of March", "by March 15th"),
            ),
        ] {
            let changes = check_rewrite(o, r).changes;
            let found: Vec<_> = changes
                .iter()
                .map(|c| (c.what.as_str(), c.original.as_str(), c.rewrite.as_str()))
                .collect();
            assert_eq!(found, [("date changed", quotes.0, quotes.1)], "{o} -> {r}");
        }
        assert_faithful(&[
            ("Submit it by the 14th of March.", "Submit it by March 14."),
            ("Pay the deposit by 3 June.", "Deposit due by June 3."),
        ]);
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
                "Send the weekly report every AM.",
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

    /// A part of the day is a time of the rule: changed, dropped or added, it is reported;
    /// said as "AM" or after an hour it names, it is kept.
    #[test]
    fn parts_of_the_day_are_times_of_the_rule() {
        assert_changed(&[
            (
                "Give the dog half a cup of kibble in the morning.",
                "Give the dog half a cup of kibble in the evening.",
            ),
            ("Take the pill every morning.", "Take the pill."),
            (
                "Don't schedule meetings on Fridays.",
                "Don't schedule meetings on Friday afternoons.",
            ),
            (
                "The user doesn't want any meetings scheduled on Fridays.",
                "The user doesn't want meetings scheduled on Friday afternoons.",
            ),
        ]);
        assert_faithful(&[
            ("Take the pill every morning.", "Take the pill every AM."),
            ("Take the pill in the morning.", "Pill: mornings."),
            (
                "Don't merge on Fridays after 3 pm.",
                "No merges Friday afternoons after 15:00.",
            ),
            (
                "Good morning! Please deploy the fix by Friday.",
                "Deploy the fix by Friday.",
            ),
        ]);
    }

    /// A summariser's word for the rule's own keeps its scope ("customer" -> "client", "share"
    /// -> "disclose", "alter" -> "modify"); another verb or a date name used as a verb
    /// ("lock" -> "close") does not.
    #[test]
    fn summarisers_words_and_date_names_used_as_verbs() {
        assert_faithful(&[
            (
                "Reply to every customer within 4 hours.",
                "Answer every client within 4 hours.",
            ),
            (
                "Never share the patient's phone number with third parties.",
                "The patient's phone number must not be disclosed to third parties.",
            ),
            (
                "Mute the alerts channel during the maintenance window.",
                "Silence the alerts channel during the maintenance window.",
            ),
            ("Do not fabricate DOIs.", "Never invent DOIs."),
            (
                "Don't close the ticket until QA confirms the fix.",
                "Keep the ticket open until QA confirms the fix.",
            ),
        ]);
        assert_faithful(&[
            (
                "Thaw the chicken in the fridge, never on the counter.",
                "Defrost the chicken in the fridge, never on the counter.",
            ),
            (
                "Don't discard the paper receipts.",
                "Don't throw away the paper receipts.",
            ),
            (
                "The dog is not allowed on the sofa.",
                "No dog on the couch.",
            ),
            (
                "Give the dog half a cup in the morning and half a cup in the evening.",
                "Dog: 1/2 cup AM, 1/2 cup PM.",
            ),
        ]);
        assert_changed(&[
            ("Keep the receipts.", "Throw away the receipts."),
            ("Keep the receipts.", "Discard the receipts."),
            ("Take the pill every morning.", "Take the pill every PM."),
            (
                "Lock the front door when you leave.",
                "Close the front door when you leave.",
            ),
            (
                "Reply to every customer within 4 hours.",
                "Reply to every supplier within 4 hours.",
            ),
        ]);
    }

    /// An open range after a number ("8 and up") is a bound: turned around ("8 and under"), it
    /// is reported; said with "+" or "or older", it is kept. A permission up to a ceiling made
    /// an order of an exact count changed too.
    #[test]
    fn open_ranges_and_ceilings_given_up() {
        let o = "Kids 8 and up may use the climbing wall.";
        assert_changed(&[
            (o, "Kids 8 and under may use the climbing wall."),
            (
                "You may open up to two draft PRs at a time.",
                "You must open two draft PRs at a time.",
            ),
        ]);
        assert_faithful(&[
            (o, "Kids 8+ may use the climbing wall."),
            (o, "Kids aged 8 or older may use the climbing wall."),
        ]);
        assert!(!changed(
            "You may use up to 20% of the budget.",
            "Use at most 20% of the budget."
        ));
    }

    /// Minutes are part of a clock time: "8:30" is not "8:00"; "10:30pm" is "22:30" and
    /// "10.30pm".
    #[test]
    fn minutes_of_a_clock_time() {
        assert_changed(&[
            (
                "Leo's bedtime is 7:30 on weekdays and 8:30 on weekends.",
                "Leo: bed 7:30 weekdays, 8:00 weekends.",
            ),
            ("Lights out by 10:30pm.", "Lights out by 10pm."),
        ]);
        for r in ["Lights out at 22:30.", "Lights out at 10.30pm."] {
            assert!(!changed("Lights out at 10:30pm.", r), "{r}");
        }
    }

    /// A clock time written with a dot after a word that bounds it ("after 12.30") is the
    /// time, as "0715" is (`numbers::clock_time_without_colon`): said with a colon it is the
    /// same bound; another time, or another word before it, is not (pol60, s60b-p099).
    #[test]
    fn a_dotted_clock_time_said_with_a_colon() {
        let trays = "Soup trays only go out after 12.30, bread trays only before 11.45.";
        assert_faithful(&[
            (
                trays,
                "Soup trays go out only after 12:30; bread trays only before 11:45.",
            ),
            (
                trays,
                "Soup trays go out only after 12.30; bread trays only before 11.45.",
            ),
        ]);
        assert_changed(&[
            (
                trays,
                "Soup trays go out only after 1:30; bread trays only before 11:45.",
            ),
            (
                trays,
                "Soup trays go out only after 12:30; bread trays only after 11:45.",
            ),
        ]);
        // "by" takes a dotted time on the quarter hour (s67b); "by 1.50" stays an amount.
        let horses = "The horses are to be loaded by 6:30.";
        assert_faithful(&[(horses, "The horses are to be loaded by 6.30.")]);
        assert_changed(&[
            (horses, "The horses are to be loaded by 6.45."),
            ("Raise the price by 1.50.", "Raise the price by 2.50."),
        ]);
    }

    /// A ban lasting until a bare hour ("No bikes till 6") turns with its negation as one
    /// until a clock time does: the bikes come after 6, so "No bikes after 6" turns it and
    /// "No bikes before 6" says it again (pol61, s61b-p071).
    #[test]
    fn a_ban_until_a_bare_hour_turns_with_its_negation() {
        assert_changed(&[
            ("No bikes till 6.", "No bikes after 6."),
            (
                "No scooters in the bowl until 9.",
                "No scooters in the bowl after 9.",
            ),
            ("Bikes allowed till 6.", "Bikes allowed after 6."),
        ]);
        assert_faithful(&[
            ("No bikes till 6.", "No bikes before 6."),
            ("No bikes till 6.", "Bikes only after 6."),
            (
                "No scooters in the bowl until 9.",
                "No scooters in the bowl till 9.",
            ),
            ("Bikes allowed till 6.", "Bikes allowed until 6."),
        ]);
    }

    /// A narrative's guess of what happened ("must have been opened") said as a ban with
    /// "must not", as it is said as a duty with "must" (pol57): a rule added (pol61,
    /// s61a-p110). The guess said again, or a ban the original states, is no rule added.
    #[test]
    fn a_guessed_must_said_as_a_ban() {
        let gate = "The gate must have been left open overnight — the sheep were in the lane \
                    at 6am and nobody's owned up.";
        assert_changed(&[
            (
                gate,
                "Gate must not be left open overnight — sheep in the lane at 6am.",
            ),
            (gate, "The gate must not be left open."),
        ]);
        assert_faithful(&[
            (
                gate,
                "Gate must have been left open overnight; sheep in the lane at 6am.",
            ),
            (
                "The gate must not be left open overnight — the sheep got out at 6am.",
                "Gate must not be left open overnight (sheep out at 6am).",
            ),
        ]);
    }

    /// Two steps told with "then" told in the other turn, beside a rule the rewrite restates
    /// in other words ("don't open the fridge until both are done" -> "fridge stays shut till
    /// both are done"), which ended the comparison before the steps were read (pol61,
    /// s61a-p053). The steps kept in turn stay faithful.
    #[test]
    fn steps_told_in_the_other_turn_beside_a_restated_rule() {
        let steps = "Check the ID first, then ring the funeral director back; don't open the \
                     fridge until both are done.";
        assert_changed(&[(
            steps,
            "Ring the funeral director back, then check the ID; fridge stays shut till both \
             are done.",
        )]);
        assert_faithful(&[
            (
                steps,
                "Check the ID, then ring the funeral director back; fridge stays shut till both \
                 are done.",
            ),
            (
                "Verify your email first, then post; don't reply until both are done.",
                "Verify your email, then post; no replies till both are done.",
            ),
        ]);
    }

    /// A "without" case said with "with" before the same words, where another condition of
    /// the same kind stays ("provided ..."), which the comparison of the kinds passes over
    /// (pol61, s61a-p038). "Only ... with", or the case said otherwise, stays faithful.
    #[test]
    fn a_without_case_said_with_beside_another_condition() {
        let solo = "Pickers may go into the chamber without a buddy provided the pendant is on.";
        assert_changed(&[(
            solo,
            "Pickers may go into the chamber with a buddy provided the pendant is on.",
        )]);
        assert_faithful(&[
            (
                solo,
                "Pickers may go into the chamber without a buddy if the pendant is on.",
            ),
            (
                "Don't enter the chamber without a buddy.",
                "Only enter the chamber with a buddy.",
            ),
        ]);
    }

    /// A phrase that says where a rule holds ("in the legal folder") or closes it ("on school
    /// nights"), dropped, widens it.
    #[test]
    fn a_dropped_place_of_the_rule_is_a_scope_change() {
        assert_changed(&[
            ("Don't edit files in the legal folder.", "Don't edit files."),
            (
                "Mute notifications during the board meeting.",
                "Mute notifications.",
            ),
            // A phrase closing the rule, every word of it gone.
            (
                "No screens after 7 pm on school nights.",
                "No screens after 7 pm.",
            ),
        ]);
        assert!(!changed(
            "No screens after 7 pm on school nights.",
            "School nights: no screens after 7 pm."
        ));
        assert!(!changed(
            "Visitors must be escorted at all times.",
            "Visitors must always be escorted."
        ));
        assert!(!changed(
            "Don't edit files in the legal folder.",
            "Legal folder: no edits to files."
        ));
    }

    /// A long word clipped ("literature" -> "lit"), the noun of a limit whose value stays
    /// ("budget" -> "cap"), a number in a concession, and "once every week" said as "weekly"
    /// keep the rule.
    #[test]
    fn clipped_words_limit_nouns_concessions_and_frequencies() {
        assert_faithful(&[
            (
                "Limit each literature search to 25 results.",
                "Lit searches: max 25 results.",
            ),
            (
                "Update the configuration before deploying.",
                "Update the config before deploying.",
            ),
            // ... or clipped and closed with an "o".
            (
                "Close the ticket at the end of each conversation.",
                "Close the ticket at the end of each convo.",
            ),
            (
                "The travel budget is $300 per trip.",
                "Travel: $300 per trip.",
            ),
            (
                "Finish all seven days of the course even if he seems better by day three.",
                "Finish the full 7-day course even if he improves early.",
            ),
            (
                "Back up the drive once every week.",
                "Back up the drive weekly.",
            ),
        ]);
        assert_changed(&[
            ("Don't email the manager.", "Don't email the man."),
            (
                "Close the ticket at the end of each conversation.",
                "Close the ticket at the end of each call.",
            ),
            // Three letters and an "o" are no clip ("info" of "infrastructure").
            (
                "Never change the infrastructure settings.",
                "Never change info settings.",
            ),
            (
                "The travel budget is $300 per trip.",
                "Travel: $400 per trip.",
            ),
            (
                "Finish all seven days of the course even if he seems better by day three.",
                "Finish the full 5-day course even if he improves early.",
            ),
            (
                "Back up the drive once every week.",
                "Back up the drive daily.",
            ),
        ]);
    }

    /// "half a cup" counts one half of a cup, as "1/2 cup", "½ cup" and "0.5 cup" do; "a
    /// cup", "1/4 cup" or "a quarter of a cup" changes it. "3/4" stays a date.
    #[test]
    fn half_a_unit_is_a_count() {
        let o = "Give the dog half a cup of kibble.";
        assert_changed(&[
            (o, "Give the dog a cup of kibble."),
            (o, "Give the dog 1/4 cup of kibble."),
            (o, "Give the dog a quarter of a cup of kibble."),
            ("Ship it by 3/4.", "Ship it by 4/4."),
        ]);
        assert!(!changed(
            "Give Pepper a quarter of a pill.",
            "Give Pepper 1/4 pill."
        ));
        assert_faithful(&[
            (o, "Give the dog 1/2 cup of kibble."),
            (o, "Give the dog ½ cup of kibble."),
            (o, "Give the dog 0.5 cup of kibble."),
        ]);
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
    fn if_said_as_when_of_another_case_drops_the_condition() {
        // pol66: "when" restates "if" only when it names the same case.
        assert_changed(&[
            (
                "If the siren goes off, bolt the loading door.",
                "Bolt the loading door when you go home.",
            ),
            (
                "If you're first in, switch the kiln on.",
                "Switch the kiln on when you arrive.",
            ),
        ]);
        assert_faithful(&[(
            "If the siren goes off, bolt the loading door.",
            "Bolt the loading door when the siren goes off.",
        )]);
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
                // The first conjunct is a verb's object, or keeps its modifier.
                (
                    "Don't share passwords or API keys in chat.",
                    "Don't share API keys in chat.",
                ),
                (
                    "Never paste customer names or email addresses into the tracker.",
                    "Never paste customer email addresses into the tracker.",
                ),
                // "and" as dialect writes it (s59b-p074).
                (
                    "Nothing goes in the cold store until it's weighed an' labelled.",
                    "Nothing goes in the cold store until it's weighed.",
                ),
            ],
        );
        assert_faithful(&[(
            "Nothing goes in the cold store until it's weighed an' labelled.",
            "Nothing goes in the cold store until it's weighed and labelled.",
        )]);
        assert!(!changed(
            "Translate the FAQ into Spanish and Portuguese.",
            "Translate the FAQ into Spanish and Portuguese only."
        ));
        assert_faithful(&[
            (
                "Never paste customer names or email addresses into the tracker.",
                "Customer names and email addresses never go in the tracker.",
            ),
            (
                "Don't share passwords or API keys in chat.",
                "No passwords or API keys in chat.",
            ),
        ]);
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

    /// A range of temperatures written with a hyphen ("2-8 °C") is the window "between 2 and
    /// 8 °C" says, no date; another end or another scale is still a change.
    #[test]
    fn a_hyphenated_range_of_temperatures() {
        assert_faithful(&[
            (
                "Keep the cold room between 2 and 8 °C.",
                "Keep the cold room at 2-8 °C.",
            ),
            (
                "Keep the fridge at 2-8 °C.",
                "Keep the fridge between 2 and 8 °C.",
            ),
            (
                "Store the samples between 36 and 46 °F.",
                "Store samples at 36-46°F.",
            ),
        ]);
        assert_changed(&[
            (
                "Keep the cold room between 2 and 8 °C.",
                "Keep the cold room at 2-10 °C.",
            ),
            ("Keep the fridge at 2-8 °C.", "Keep the fridge at 2-6 °C."),
            ("Keep the fridge at 2-8 °C.", "Keep the fridge at 2-8 °F."),
            ("Keep the fridge at 2-8 °C.", "Keep the fridge below 8 °C."),
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

    /// "call off" is "cancel", "hand in" is "submit" and "dispatch" is "send"; another verb,
    /// or the phrase's head without its particle, is not.
    #[test]
    fn call_off_hand_in_and_dispatch() {
        assert_faithful(&[
            (
                "Call off the fire drill if it rains.",
                "Cancel the fire drill if it rains.",
            ),
            (
                "Hand in the expense report by Friday.",
                "Submit the expense report by Friday.",
            ),
            (
                "Send out the renewal notices on Monday.",
                "Dispatch the renewal notices on Monday.",
            ),
        ]);
        assert_changed(&[
            (
                "Phone the supplier before Friday.",
                "Cancel the supplier before Friday.",
            ),
            (
                "Hand in the expense report by Friday.",
                "Sign the expense report by Friday.",
            ),
            (
                "Send out the renewal notices on Monday.",
                "Discard the renewal notices on Monday.",
            ),
        ]);
    }

    /// "ch. 4", "ext. 2210": the abbreviation's full stop ends no sentence, so its number
    /// is compared; "ref" is "reference"; a word clipped with a full stop may be spelled out
    /// ("ext." -> "extension"), a longer name for it may not.
    #[test]
    fn an_abbreviation_before_its_number_and_ref() {
        assert_faithful(&[
            (
                "Use ch. 4 for all radio traffic during the drill.",
                "During the drill, all radio traffic goes on ch. 4.",
            ),
            (
                "Quote the ref no. on every invoice.",
                "Quote the reference number on every invoice.",
            ),
        ]);
        // A word clipped with a full stop spelled out, and an approximation clipped.
        assert_faithful(&[
            (
                "Call the front desk on ext. 200 if the alarm sounds.",
                "If the alarm sounds, call the front desk on extension 200.",
            ),
            (
                "Allow approx. 3 days for delivery.",
                "Allow about 3 days for delivery.",
            ),
        ]);
        assert_changed(&[
            (
                "Never delete rows from the orders table.",
                "Never delete rows from the orders_archive table.",
            ),
            (
                "Allow approx. 3 days for delivery.",
                "Allow about 5 days for delivery.",
            ),
            (
                "Call ext. 2210 before entering the clean room.",
                "Before entering the clean room, call ext. 2201.",
            ),
            (
                "Quote the ref no. on every invoice.",
                "Quote the order number on every invoice.",
            ),
        ]);
    }

    /// Capitals spelling the initials of consecutive words, function words too ("ASAP" of
    /// "as soon as possible"), say them; "re" is "regarding"; other capitals are new words.
    #[test]
    fn initials_of_function_words_and_re() {
        assert_faithful(&[
            (
                "Reply to the landlord as soon as possible regarding the damp.",
                "Reply to landlord ASAP regarding the damp.",
            ),
            (
                "Reply to the landlord as soon as possible regarding the damp.",
                "Reply to landlord ASAP re: the damp.",
            ),
        ]);
        assert_changed(&[
            (
                "Reply to the landlord as soon as possible regarding the damp.",
                "Reply to landlord ATL regarding the damp.",
            ),
            (
                "Reply to the landlord as soon as possible regarding the damp.",
                "Reply to landlord ASAP re: the rent.",
            ),
        ]);
    }

    /// An initialism of the original spelled out in the rewrite ("SRE" -> "Site Reliability
    /// Engineering") keeps the scope; words with other initials do not.
    #[test]
    fn an_initialism_spelled_out() {
        assert_faithful(&[
            (
                "Page the SRE team for every outage.",
                "Page the Site Reliability Engineering team for every outage.",
            ),
            (
                "Forward renewal questions to CS.",
                "Forward renewal questions to Customer Success.",
            ),
        ]);
        // Two initialisms in one sentence, one of them with the lower-case "o" of "of".
        assert_faithful(&[
            (
                "Customs entries need the HS code & CoO before lodging.",
                "Customs entries need the Harmonized System code and certificate of origin before lodging.",
            ),
            (
                "Send the PoA to the bank before signing.",
                "Send the power of attorney to the bank before signing.",
            ),
        ]);
        assert_changed(&[
            (
                "Customs entries need the HS code & CoO before lodging.",
                "Customs entries need the Harmonized System code and commercial invoice before lodging.",
            ),
            (
                "Customs entries need the HS code & CoO before lodging.",
                "Customs entries need the Harmonized System code before lodging.",
            ),
            (
                "Page the SRE team for every outage.",
                "Page the Security Response team for every outage.",
            ),
            (
                "Forward renewal questions to CS.",
                "Forward renewal questions to Sales.",
            ),
        ]);
    }

    /// "half hour", "half day" are half of the unit; another amount is a changed bound.
    #[test]
    fn a_half_hour_is_thirty_minutes() {
        assert_faithful(&[
            (
                "Rotate the lifeguards every 30 minutes.",
                "Rotate the lifeguards every half hour.",
            ),
            (
                "Take a break every half hour.",
                "Take a break every 30 min.",
            ),
        ]);
        assert_changed(&[
            (
                "Rotate the lifeguards every 30 minutes.",
                "Rotate the lifeguards every half day.",
            ),
            (
                "Take a break every half hour.",
                "Take a break every 60 min.",
            ),
        ]);
    }

    /// An abbreviation whose last letter is an "s" of its words ("CS" for "Customer
    /// Success") is theirs, not a plural of one letter; other letters are not.
    #[test]
    fn an_abbreviation_ending_in_s() {
        assert_faithful(&[
            (
                "Forward renewal questions to Customer Success.",
                "Forward renewal questions to CS.",
            ),
            (
                "Send contract drafts to Legal Services.",
                "Send contract drafts to LS.",
            ),
        ]);
        assert_changed(&[(
            "Forward renewal questions to Customer Success.",
            "Forward renewal questions to CX.",
        )]);
    }

    /// A sentence of "not for X, not for Y, not for anything" after a ban only stresses that
    /// it excepts no case: dropped from a rewrite that still binds, no rule deleted; a list
    /// closed by no "any", or a rewrite that allows the act, is still reported (pol66d).
    #[test]
    fn a_list_of_no_excepted_cases_dropped() {
        assert_faithful(&[(
            "Nobody climbs the mast alone. Not for a photo, not for a check, not for anything.",
            "No solo mast climbs, for any reason.",
        )]);
        assert_changed(&[
            (
                "Nobody climbs the mast alone. Not for a photo, not for a check.",
                "No solo mast climbs, for any reason.",
            ),
            (
                "Nobody climbs the mast alone. Not for a photo, not for a check, not for anything.",
                "Solo mast climbs are fine.",
            ),
        ]);
    }

    /// A second clause that is only a ban past a value ("and never fewer than two") said
    /// again as the floor of that value ("min 2"): no rule deleted; another value, a ceiling
    /// for it, or the clause gone is still reported (pol66d).
    #[test]
    fn a_bound_clause_said_as_its_floor() {
        assert_faithful(&[(
            "Six trucks in the yard at most, and never fewer than two.",
            "Max 6 trucks in the yard, min 2.",
        )]);
        assert_changed(&[
            (
                "Six trucks in the yard at most, and never fewer than two.",
                "Max 6 trucks in the yard, min 4.",
            ),
            (
                "Six trucks in the yard at most, and never fewer than two.",
                "Max 6 trucks in the yard, max 2.",
            ),
            (
                "Six trucks in the yard at most, and never fewer than two.",
                "Max 6 trucks in the yard.",
            ),
        ]);
    }

    /// "a.m." and "p.m." with their full stops name the half of the day as "am" and "pm"
    /// do: the morning is "the a.m.", the afternoon is not (pol66d).
    #[test]
    fn dotted_halves_of_the_day() {
        assert_faithful(&[
            (
                "Feed the calves in the morning.",
                "Feed the calves in the a.m.",
            ),
            ("Lock the yard every evening.", "Lock the yard every p.m."),
        ]);
        assert_changed(&[
            (
                "Feed the calves in the afternoon.",
                "Feed the calves in the a.m.",
            ),
            (
                "Feed the calves in the morning.",
                "Feed the calves in the p.m.",
            ),
        ]);
    }

    /// An initialism of the original spelled out where its last word is kept too ("55% RH"
    /// -> "55 percent relative humidity"): the spelled word is none new; a word the initials
    /// do not spell is (pol66d).
    #[test]
    fn an_initialism_spelled_out_beside_its_kept_word() {
        assert_faithful(&[(
            "Open the vents when humidity passes 55% RH.",
            "Open the vents when relative humidity passes 55 percent.",
        )]);
        assert_changed(&[(
            "Open the vents when humidity passes 55% RH.",
            "Open the vents when outdoor humidity passes 55 percent.",
        )]);
    }

    #[test]
    fn phrasal_verbs_say_their_one_verb() {
        assert_faithful(&[
            (
                "Tell the on-call lead whenever a deploy fails.",
                "Let the on-call lead know whenever a deploy fails.",
            ),
            (
                "Get in touch with IT before installing any driver.",
                "Contact IT before installing any driver.",
            ),
            (
                "Return the loaner laptops to the front office.",
                "Send the loaner laptops back to the front office.",
            ),
            (
                "Turn off autoplay in the demo build.",
                "Disable autoplay in the demo build.",
            ),
            // A phrasal verb closed into its noun.
            (
                "Never log in as root on the build box.",
                "No root login on the build box.",
            ),
            (
                "Never log in as root on the build box.",
                "No root logins on the build box.",
            ),
            (
                "Check the logs before looking up the account.",
                "Check the logs before any account lookup.",
            ),
            // "away" after a verb the original has.
            (
                "Do not discard unused vials; keep them in the fridge.",
                "Never throw away unused vials — keep them in the fridge.",
            ),
            (
                "Rent is due on the 1st and the late fee kicks in after the 5th.",
                "Rent due on the 1st; late fee applies after the 5th.",
            ),
            (
                "I can't stand olives, so keep them out of any recipe you suggest.",
                "User: dislikes olives — keep them out of suggested recipes.",
            ),
        ]);
        assert_changed(&[
            (
                "Tell the on-call lead whenever a deploy fails.",
                "Let the on-call lead decide whenever a deploy fails.",
            ),
            (
                "Contact IT before installing any driver.",
                "Keep in touch with IT before installing any driver.",
            ),
            (
                "Return the loaner laptops to the front office.",
                "Send the loaner laptops to the front office.",
            ),
            (
                "Turn off autoplay in the demo build.",
                "Enable autoplay in the demo build.",
            ),
            (
                "Rent is due on the 1st and the late fee kicks in after the 5th.",
                "Rent due on the 1st; late fee waived after the 5th.",
            ),
            (
                "I can't stand olives, so keep them out of any recipe you suggest.",
                "User: likes olives — keep them out of suggested recipes.",
            ),
            // Another particle completes the verb.
            (
                "Enable the heater on Fridays.",
                "Turn the heater off on Fridays.",
            ),
            (
                "Never log in as root on the build box.",
                "No root logout on the build box.",
            ),
            (
                "Check the logs before looking up the account.",
                "Check the logs before any account setup.",
            ),
        ]);
    }

    #[test]
    fn code_terms_file_names_with_for_having_and_else_keep_the_scope() {
        assert_faithful(&[
            // A term written as code, restated without the backticks.
            (
                "Do not change the `retries` setting.",
                "Don't change the retries setting.",
            ),
            // The kind of a thing named by its file name.
            (
                "Please don't commit the .netrc file, ever. It has API tokens in it.",
                "Never commit .netrc (contains API tokens).",
            ),
            (
                "Never ship orders containing lithium batteries by air.",
                "Never ship orders with lithium batteries by air.",
            ),
            (
                "Never approve expense claims including alcohol.",
                "Never approve expense claims with alcohol.",
            ),
            (
                "Charge $10 per bag at the main desk and $12 anywhere else.",
                "Bag fee: main desk $10, elsewhere $12.",
            ),
            (
                "Give members a 10% discount and charge everyone else full price.",
                "Members: 10% off; charge all others full price.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not change the `retries` setting.",
                "Don't change the timeout setting.",
            ),
            (
                "Please don't commit the .netrc file, ever. It has API tokens in it.",
                "Never commit the .netrc template (contains API tokens).",
            ),
            (
                "Never ship orders containing lithium batteries by air.",
                "Never ship orders without lithium batteries by air.",
            ),
            (
                "Never approve expense claims including alcohol.",
                "Never approve expense claims with receipts.",
            ),
            (
                "Charge $10 per bag at the main desk and $12 anywhere else.",
                "Bag fee: main desk $10, airport $12.",
            ),
            (
                "Give members a 10% discount and charge everyone else full price.",
                "Members: 10% off; charge students full price.",
            ),
        ]);
    }

    /// The plural of a hyphenated word whose last part is a function word ("sign-offs",
    /// "check-ins") names what its singular names; another word is another thing.
    #[test]
    fn the_plural_of_a_hyphenated_word_ending_in_a_function_word() {
        assert_faithful(&[
            (
                "Each pull request requires sign-off from two reviewers.",
                "PRs: 2 reviewer sign-offs.",
            ),
            (
                "Schedule a check-in with each new hire weekly.",
                "Schedule weekly check-ins with each new hire.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[(
                "Schedule a check-in with each new hire weekly.",
                "Schedule weekly meetings with each new hire.",
            )],
        );
    }

    /// Each part of a hyphenated word gives an initial ("full-disk encryption" is "FDE"); the
    /// letters of other words do not stand for it.
    #[test]
    fn the_parts_of_a_hyphenated_word_give_initials() {
        assert_faithful(&[
            (
                "Every admin account must use multi-factor authentication.",
                "Every admin account must use MFA.",
            ),
            (
                "Store keys in a hardware-security module.",
                "Store keys in an HSM.",
            ),
        ]);
        assert_changed(&[(
            "Every admin account must use multi-factor authentication.",
            "Every admin account must use MPA.",
        )]);
    }

    #[test]
    fn linking_words_in_abbreviations_and_only_compounds_keep_the_scope() {
        assert_faithful(&[
            (
                "Staff must work from home on Fridays.",
                "Staff must WFH on Fridays.",
            ),
            (
                "Email the point of contact before the audit.",
                "Email the POC before the audit.",
            ),
            ("Only members may use the sauna.", "Sauna: members-only."),
            (
                "Only reply to vendors by email.",
                "Vendors: email-only replies.",
            ),
        ]);
        assert_changed(&[
            (
                "Staff must work from home on Fridays.",
                "Staff must WFO on Fridays.",
            ),
            (
                "Email the point of contact before the audit.",
                "Email the PM before the audit.",
            ),
            ("Only members may use the sauna.", "Sauna: guests-only."),
            ("Only reply to vendors by email.", "Vendors: email replies."),
            // "read-only" bans changes, it restricts to no one.
            ("Only admins may edit the wiki.", "Wiki: read-only."),
        ]);
    }

    #[test]
    fn generic_nouns_for_a_place_or_asking_and_ages_for_aged_keep_the_scope() {
        assert_faithful(&[
            (
                "Please book somewhere with step-free access for the offsite.",
                "Book a venue with step-free access for the offsite.",
            ),
            (
                "Never book anywhere without a cancellation policy.",
                "Never book a place without a cancellation policy.",
            ),
            (
                "Kids aged 8 and up are allowed on the big slide.",
                "Big slide: ages 8+.",
            ),
        ]);
        // "questions" is the noun of asking.
        assert_faithful(&[(
            "Be warm but brief. If a user asks about visas, suggest they check with the embassy.",
            "Warm but brief. Visa questions → suggest checking with the embassy.",
        )]);
        assert_changed(&[
            (
                "Be warm but brief. If a user asks about visas, suggest they check with the embassy.",
                "Warm but brief. Visa complaints → suggest checking with the embassy.",
            ),
            (
                "Be warm but brief. If a user asks about visas, suggest they check with the embassy.",
                "Warm but brief. Flight questions → suggest checking with the embassy.",
            ),
            (
                "Please book somewhere with step-free access for the offsite.",
                "Book a hotel with step-free access for the offsite.",
            ),
            (
                "Never book anywhere without a cancellation policy.",
                "Never book a hostel without a cancellation policy.",
            ),
            (
                "Kids aged 8 and up are allowed on the big slide.",
                "Big slide: adults 8+.",
            ),
            (
                "Kids aged 8 and up are allowed on the big slide.",
                "Big slide: ages 10+.",
            ),
        ]);
    }

    #[test]
    fn asked_reports_the_rule_of_its_asker() {
        assert_faithful(&[(
            "The client asked us to always use metric units, even when they write in imperial.",
            "Always use metric units, even for the client's imperial notes.",
        )]);
        assert_changed(&[
            (
                "The client asked us to always use metric units, even when they write in imperial.",
                "Always use metric units, except for the client's imperial notes.",
            ),
            (
                "The client asked us to always use metric units, even when they write in imperial.",
                "Always use metric units, even for the vendor's imperial notes.",
            ),
        ]);
    }

    #[test]
    fn the_possessive_of_a_hyphenated_place_keeps_the_scope() {
        assert_faithful(&[(
            "Sauces are to be kept on the top shelf of the walk-in.",
            "Keep sauces on the walk-in's top shelf.",
        )]);
        assert_changed(&[(
            "Sauces are to be kept on the top shelf of the walk-in.",
            "Keep sauces on the walk-in's bottom shelf.",
        )]);
    }

    #[test]
    fn past_negations_contracted_negate() {
        assert_faithful(&[(
            "Flag any invoice that was not approved by finance.",
            "Flag invoices that weren't approved by finance.",
        )]);
        assert_changed(&[
            (
                "Flag any invoice that was not approved by finance.",
                "Flag invoices that weren't paid by finance.",
            ),
            (
                "Flag any invoice that was not approved by finance.",
                "Flag invoices that were approved by finance.",
            ),
        ]);
    }

    #[test]
    fn lent_given_and_personally_keep_the_scope() {
        assert_faithful(&[
            (
                "Never lend your car keys to visitors.",
                "Car keys may not be lent to visitors.",
            ),
            (
                "Never share the staging key with contractors.",
                "Contractors must not be given the staging key.",
            ),
            (
                "Interns must not be given access to the billing console.",
                "Never give interns access to the billing console.",
            ),
            (
                "Do not sign off the budget until I've checked the figures myself.",
                "Do not sign off the budget until I've personally checked the figures.",
            ),
        ]);
        assert_changed(&[
            (
                "Never lend your car keys to visitors.",
                "Car keys may not be sent to visitors.",
            ),
            (
                "Never share the staging key with contractors.",
                "Contractors must not be given the production key.",
            ),
            (
                "Never share the staging key with contractors.",
                "Interns must not be given the staging key.",
            ),
            (
                "Interns must not be given access to the billing console.",
                "Never give interns access to the support console.",
            ),
            (
                "Staff must be given a badge.",
                "Staff must be refused a badge.",
            ),
        ]);
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

    /// "any time the pump runs" is "whenever the pump runs" and "the moment a crate lands" is
    /// "as soon as a crate lands" (session 66, pol66b); "at any time" and "wait a moment" open
    /// no condition, so the condition they stand in for is still dropped.
    #[test]
    fn any_time_and_the_moment_open_a_condition() {
        assert_faithful(&[
            (
                "Keep the extractor running whenever the grill is lit.",
                "Any time the grill is lit, the extractor must be running.",
            ),
            (
                "Stamp each crate with the lot code as soon as it lands on the dock.",
                "The moment a crate lands on the dock, it gets stamped with the lot code.",
            ),
            (
                "Call the duty nurse as soon as you see a rash.",
                "Call the duty nurse the minute you see a rash.",
            ),
        ]);
        assert_changed(&[
            (
                "Keep the extractor running whenever the grill is lit.",
                "Keep the extractor running at any time.",
            ),
            (
                "Call the duty nurse as soon as you see a rash.",
                "Call the duty nurse, then wait a moment.",
            ),
            (
                "Stamp each crate with the lot code as soon as it lands on the dock.",
                "Stamp each crate with the lot code the moment the van leaves the dock.",
            ),
        ]);
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

    /// Leave made exclusive ("Managers may approve refunds" -> "Only managers may ...") bans
    /// everyone else: a narrowed scope, as the lifted "only" is a widened one.
    #[test]
    fn a_permission_made_exclusive_narrows_the_scope() {
        assert_changed(&[
            (
                "Managers may approve refunds.",
                "Only managers may approve refunds.",
            ),
            (
                "Anyone can delete projects.",
                "Only admins can delete projects.",
            ),
            (
                "The registrar may waive the application fee.",
                "Only the registrar may waive the application fee.",
            ),
        ]);
        assert_faithful(&[
            (
                "Only managers may approve refunds.",
                "Only managers can approve refunds.",
            ),
            (
                "Managers may approve refunds.",
                "Managers are allowed to approve refunds.",
            ),
        ]);
    }

    /// An order said in the passive keeps its verb through an irregular past ("feed" ->
    /// "must not be fed"); another verb is another act.
    #[test]
    fn an_irregular_participle_restates_its_verb() {
        assert_faithful(&[(
            "Don't feed the patients after 8pm the night before surgery.",
            "Patients must not be fed after 8pm the night before surgery.",
        )]);
        assert_changed(&[(
            "Don't feed the dogs after 8pm.",
            "The dogs must not be walked after 8pm.",
        )]);
    }

    /// "closer"/"nearer" and "further"/"farther" bound a distance: its value, unit and side
    /// are compared.
    #[test]
    fn distance_comparatives_are_bounds() {
        assert_changed(&[
            (
                "Anchor no closer than 200 metres to the breakwater.",
                "Anchor no closer than 200 feet to the breakwater.",
            ),
            (
                "Anchor no closer than 200 metres to the breakwater.",
                "Anchor no further than 200 metres from the breakwater.",
            ),
            (
                "Park no further than 50 m from the gate.",
                "Park at least 50 m from the gate.",
            ),
        ]);
        assert_faithful(&[(
            "Anchor no closer than 200 metres to the breakwater.",
            "Anchor at least 200 m from the breakwater.",
        )]);
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

    /// Steps told in sentences one after another ("X. Then Y.") and joined into one sentence in
    /// their order ("X and Y", "X, then Y") keep the sequence; joined in another order they
    /// do not.
    #[test]
    fn sentences_joined_in_their_order_keep_the_sequence() {
        assert_faithful(&[
            (
                "Unplug the printer. Then open the front cover.",
                "Unplug the printer and open the front cover.",
            ),
            (
                "Rinse the filter. Let it dry overnight. If it still smells, replace it.",
                "Rinse the filter, let it dry overnight, then replace it if it still smells.",
            ),
        ]);
        assert_changed(&[
            (
                "Unplug the printer. Then open the front cover.",
                "Open the front cover and unplug the printer.",
            ),
            (
                "Rinse the filter. Let it dry overnight. If it still smells, replace it.",
                "Replace the filter if it still smells, then rinse it and let it dry overnight.",
            ),
        ]);
    }

    /// A "before" closing its clause with no event ("as we said before, ...") says "earlier"
    /// and orders nothing; after a time ("the day before") or before a list of orderings it
    /// still does.
    #[test]
    fn a_closing_before_with_no_event_says_earlier() {
        assert_faithful(&[
            (
                "So, as I think we said before, visitors must sign the log book.",
                "Visitors must sign the log book.",
            ),
            (
                "As I said before, never leave the van unlocked.",
                "Never leave the van unlocked.",
            ),
        ]);
        assert_changed(&[
            ("Submit the slides the day before.", "Submit the slides."),
            (
                "Wash your hands before, during and after handling food.",
                "Wash your hands during and after handling food.",
            ),
        ]);
        // A ban closed by "before" bans the act before the time said earlier (s67a-p159,
        // pol67c): "no sales before." = "before then"; "before" dropped, or the time before
        // it changed, is a change; "we've never ... before" still says "earlier".
        let soap = "Soft soap goes back in the curing room for two weeks, and nobody sells it before that.";
        assert_faithful(&[
            (
                soap,
                "Soft bars: back to curing room +2 wks; no sales before.",
            ),
            (
                "We've never lost a batch before, so never skip the pH test.",
                "Never skip the pH test.",
            ),
        ]);
        assert_changed(&[
            (soap, "Soft bars: back to curing room +2 wks; no sales."),
            (
                soap,
                "Soft bars: back to curing room +3 wks; no sales before.",
            ),
        ]);
    }

    /// "biz days" clips "business days"; another unit after "biz" is another period.
    #[test]
    fn biz_days_are_business_days() {
        assert_faithful(&[(
            "Refund requests are answered within 3 business days.",
            "Refund requests: answered within 3 biz days.",
        )]);
        assert_changed(&[
            (
                "Refund requests are answered within 3 business days.",
                "Refund requests: answered within 3 days.",
            ),
            (
                "Refund requests are answered within 3 business days.",
                "Refund requests: answered within 3 biz weeks.",
            ),
        ]);
    }

    /// A label may clip a word of the condition it restates ("When you reference tickets" ->
    /// "Ticket refs:"); a label with another word does not restate it.
    #[test]
    fn a_label_clipping_the_condition_s_word_restates_it() {
        assert_faithful(&[(
            "When you reference tickets, include the ticket URL.",
            "Ticket refs: include the ticket URL.",
        )]);
        assert_changed(&[(
            "When you reference tickets, include the ticket URL.",
            "Ticket reviews: include the ticket URL.",
        )]);
    }

    /// A ban beyond a bound without something, said as a requirement of it beyond the same
    /// bound ("can't be over $500 without an OK" = "over $500 needs an OK"); the bound on the
    /// other side, or another one, is a change.
    #[test]
    fn a_ban_beyond_a_bound_without_a_thing_is_a_requirement_beyond_it() {
        assert_faithful(&[
            (
                "Don't book hotels over €200 a night without the trip lead's OK.",
                "Hotels over €200 a night need the trip lead's OK.",
            ),
            (
                "An invoice can't be more than $5,000 without a second signature.",
                "Invoices above $5,000 require a second signature.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't book hotels over €200 a night without the trip lead's OK.",
                "Hotels under €200 a night need the trip lead's OK.",
            ),
            (
                "Don't book hotels over €200 a night without the trip lead's OK.",
                "Hotels over €300 a night need the trip lead's OK.",
            ),
            (
                "Don't book hotels over €200 a night without the trip lead's OK.",
                "Book hotels over €200 a night with the trip lead's OK.",
            ),
        ]);
    }

    /// "one" after a preposition that "the next" or "the other" pairs picks one of a pair
    /// and counts nothing; a count before the pair still counts.
    #[test]
    fn one_of_a_pair_counts_nothing() {
        assert_faithful(&[
            (
                "Allow at least 10 minutes between the end of one meeting and the start of the next.",
                "At least 10 minutes between the end of a meeting and the start of the next.",
            ),
            (
                "Carry the page numbers over from one chapter to the next.",
                "Carry the page numbers over between chapters.",
            ),
        ]);
        assert_changed(&[
            (
                "Leave one empty seat between one guest and the next.",
                "Leave two empty seats between guests.",
            ),
            (
                "Wait one minute between one call and the next.",
                "Wait between calls.",
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

    /// An amount of money whose bound took in or left out its own figure moved the boundary
    /// ("over £20" leaves out a £20 refund, "£20 or more" takes it in); the same side kept
    /// strict or inclusive, in other words, is the same bound.
    #[test]
    fn amount_bound_made_strict_or_inclusive() {
        assert_reports(
            "bound changed",
            &[
                (
                    "Refunds over £20 need manager approval.",
                    "Refunds of £20 or more need manager approval.",
                ),
                (
                    "Expenses of at least $50 need a receipt.",
                    "Expenses above $50 need a receipt.",
                ),
                (
                    "Orders under €100 ship at the standard rate.",
                    "Orders of €100 or less ship at the standard rate.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Refunds over £20 need manager approval.",
                "Refunds above £20 need manager approval.",
            ),
            (
                "Refunds of £20 or more need manager approval.",
                "Refunds of at least £20 need manager approval.",
            ),
            (
                "Orders under €100 ship at the standard rate.",
                "Orders below €100 ship at the standard rate.",
            ),
            ("Keep the upload under 2 MB.", "Keep the upload below 2 MB."),
            // A ceiling said loosely names the same limit.
            ("Keep any order under $2,000.", "Orders capped at $2,000."),
            ("Keep any order under $2,000.", "Orders: $2,000 max."),
            (
                "The shopping budget is $300 including tax.",
                "Shopping budget: up to $300 incl. tax.",
            ),
        ]);
        // A stated amount made the least of it.
        assert_reports(
            "bound changed",
            &[
                (
                    "The shopping budget is $300 including tax.",
                    "The shopping budget is $300 plus tax.",
                ),
                (
                    "Please pay the £50 deposit by Friday.",
                    "Please pay a deposit of at least £50 by Friday.",
                ),
            ],
        );
    }

    /// A negation word in a short quoted name ("'Cannot Reproduce'", "'Won't Fix'", "'Do Not
    /// Disturb'") denies nothing: it neither turns the rule's bound nor stands for the rule's
    /// negation; a quoted order of more words, and the rule's own negation, still count.
    #[test]
    fn a_negation_word_in_a_quoted_name_denies_nothing() {
        assert_faithful(&[
            (
                "Don't mark a bug 'Cannot Reproduce' until you've tried at least two configs.",
                "Bugs: 'Cannot Reproduce' only after >= 2 configs tried.",
            ),
            (
                "Don't set a ticket to 'Won't Fix' until the product owner has agreed.",
                "Tickets: 'Won't Fix' only after the product owner agrees.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[(
                "Don't mark a bug 'Cannot Reproduce' until you've tried at least two configs.",
                "Bugs: 'Cannot Reproduce' only after >= 3 configs tried.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[
                (
                    "Never set a ticket to 'Done' without a review.",
                    "Set tickets to 'Done' without a review.",
                ),
                (
                    "My lead said \"don't deploy on Fridays\".",
                    "Lead: deploy on Fridays.",
                ),
            ],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Put up the 'Do Not Disturb' sign before 9pm.",
                "Put up the 'Do Not Disturb' sign after 9pm.",
            )],
        );
    }

    /// A denied "one" thing is separate things: "do not club the vendors in one sheet" is
    /// "separate sheets" (what else the rewrite turned is the negation's and the scope's to
    /// judge); "one" without the negation, or a "one" of another thing, is still a count.
    #[test]
    fn a_denied_one_said_as_separate() {
        for (o, r) in [
            (
                "Kindly send the invoices and do not club the two vendors in one sheet.",
                "Send the invoices. Keep the two vendors on separate sheets.",
            ),
            (
                "Don't put the red and white laundry in one load.",
                "Wash red and white laundry in different loads.",
            ),
        ] {
            let found = whats(o, r);
            assert!(
                !found.iter().any(|w| w == "bound dropped"),
                "{o} -> {r}: {found:?}"
            );
        }
        assert_reports(
            "bound dropped",
            &[
                (
                    "Put the two vendors in one sheet.",
                    "Put the two vendors on separate sheets.",
                ),
                (
                    "Don't put the red and white laundry in one load.",
                    "Wash red and white laundry in different tubs.",
                ),
            ],
        );
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
            // a modal after the number counts nothing
            (
                "Guests over 70 should be offered a seat.",
                "Guests older than 70 must get a seat.",
            ),
            // the modal after a number word is no counted thing
            (
                "Guests under sixteen must be signed in by a member.",
                "Guests <16 need to be signed in by a member.",
            ),
        ]);
        assert_changed(&[
            (
                "Guests under sixteen must be signed in by a member.",
                "Guests <18 need to be signed in by a member.",
            ),
            (
                "Guests under sixteen must be signed in by a member.",
                "Pets <16 need to be signed in by a member.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[(
                "Guests over 70 should be offered a seat.",
                "Guests younger than 70 must get a seat.",
            )],
        );
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
            (
                "Escalate if the page isn't acknowledged within 10 minutes.",
                "Escalate if the page isn't acked within 10 min.",
            ),
        ]);
        assert_changed(&[(
            "Escalate if the page isn't acknowledged within 10 minutes.",
            "Escalate if the page isn't answered within 10 min.",
        )]);
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
    fn a_phrasal_verb_restates_its_one_word_verb() {
        assert_faithful(&[
            (
                "Disable the debug endpoint before the release.",
                "Turn the debug endpoint off before the release.",
            ),
            (
                "Enable two-factor login for every admin account.",
                "Switch on two-factor login for every admin account.",
            ),
            (
                "Never commit generated files to the repository.",
                "Generated files must never be checked into the repo.",
            ),
        ]);
        assert_changed(&[
            (
                "Disable the debug endpoint before the release.",
                "Turn the debug endpoint on before the release.",
            ),
            (
                "Never commit generated files to the repository.",
                "Never check generated files in the repo.",
            ),
        ]);
    }

    #[test]
    fn a_co_form_restates_a_second_one() {
        assert_faithful(&[(
            "Payments above $10,000 need a second approval from finance.",
            "Finance must co-approve every payment above $10,000.",
        )]);
        assert_changed(&[
            (
                "Payments above $10,000 need a third approval from finance.",
                "Finance must co-approve every payment above $10,000.",
            ),
            (
                "Payments above $10,000 need a second approval from finance.",
                "Legal must co-approve every payment above $10,000.",
            ),
        ]);
    }

    #[test]
    fn words_that_add_nothing_the_rewrite_does_not_say() {
        assert_faithful(&[
            // People from a group are its members.
            (
                "Only share the roadmap with people from the design team.",
                "Roadmap: share with design-team members only.",
            ),
            // "Up to date" is what updating keeps it.
            (
                "Keep the API docs up to date when endpoints change.",
                "Update the API docs whenever endpoints change.",
            ),
            // What an assistant is sent comes from its user.
            (
                "Ask at most one clarifying question per user message.",
                "At most one clarifying question per message.",
            ),
            // "Talk" and "speak" name one act.
            (
                "Talk to the tenant before entering the flat.",
                "Speak with the tenant before entering the flat.",
            ),
        ]);
        assert_changed(&[
            (
                "Only share the roadmap with people from the design team.",
                "Roadmap: share with design-team leads only.",
            ),
            (
                "Only share the roadmap with people from the design team.",
                "Roadmap: share with board members only.",
            ),
            (
                "Keep the API docs up to date when endpoints change.",
                "Update the runbook whenever endpoints change.",
            ),
            (
                "Ask at most one clarifying question per user message.",
                "At most one clarifying question per system message.",
            ),
            ("Never email the user list.", "Never email the list."),
            (
                "Talk to the tenant before entering the flat.",
                "Write to the tenant before entering the flat.",
            ),
        ]);
    }

    #[test]
    fn the_other_end_of_a_transfer_and_the_forms_of_a_word() {
        assert_faithful(&[
            // The receiver of "receive" is the one "send" sends "to".
            (
                "Customers who opted out must not receive invoices.",
                "Never send invoices to customers who opted out.",
            ),
            (
                "Never send invoices to customers who opted out.",
                "Customers who opted out must not receive invoices.",
            ),
            // An adverb and its adjective.
            (
                "Guests may use the sauna freely.",
                "Sauna: guests are free to use it.",
            ),
            // A degree sign for the scale the original names.
            (
                "Keep insulin between 2 and 8 degrees Celsius.",
                "Insulin: 2–8 °C.",
            ),
            // The kind of a code name.
            (
                "Don't query the audit_log table directly; use the daily export.",
                "Use the daily export instead of querying audit_log directly.",
            ),
            // What "even" stressed, said by "included".
            (
                "No one approves their own expense report, even for small amounts.",
                "Self-approval of expense reports is not allowed, small amounts included.",
            ),
            // A red check is a failing one.
            (
                "Don't deploy while the build is red.",
                "No deploys while the build is failing.",
            ),
            // The opposite verb of one negated before a bound.
            (
                "Do not store chat transcripts longer than 90 days.",
                "Chat transcripts get deleted after 90 days.",
            ),
        ]);
        assert_changed(&[
            (
                "Customers who opted out must not receive invoices.",
                "Customers who opted out must never send invoices.",
            ),
            (
                "Keep insulin between 2 and 8 degrees Celsius.",
                "Insulin: 2–8 °F.",
            ),
            (
                "Don't query the audit_log table directly; use the daily export.",
                "Use the daily export instead of querying the audit_log view directly.",
            ),
            (
                "Don't query the audit_log table directly; use the daily export.",
                "Use the daily export instead of querying audit_log_v2 directly.",
            ),
            (
                "Never share customer data, not even anonymised exports.",
                "Never share customer data.",
            ),
            (
                "Never share customer data, not even anonymised exports.",
                "Never share customer data, raw exports included.",
            ),
            (
                "Don't deploy while the build is red.",
                "No deploys while the build is passing.",
            ),
            (
                "Store chat transcripts for 90 days.",
                "Chat transcripts get deleted after 90 days.",
            ),
        ]);
    }

    #[test]
    fn a_part_of_the_week_said_by_its_days() {
        assert_faithful(&[
            (
                "Never send newsletters on weekends.",
                "Newsletters must never go out on Saturdays or Sundays.",
            ),
            (
                "Only book meetings on weekdays.",
                "Book meetings Monday to Friday only.",
            ),
        ]);
        assert_changed(&[
            (
                "Never send newsletters on weekends.",
                "Newsletters must never go out on Sundays.",
            ),
            (
                "Only book meetings on weekdays.",
                "Book meetings Monday to Thursday only.",
            ),
            (
                "Only book meetings on weekdays.",
                "Book meetings Monday and Friday only.",
            ),
        ]);
    }

    #[test]
    fn a_ban_on_the_other_side_restates_an_only() {
        assert_faithful(&[
            (
                "Only deploy between 9am and 5pm.",
                "Never deploy before 9am or after 5pm.",
            ),
            (
                "Only send invoices on weekdays.",
                "Never send invoices on weekends.",
            ),
        ]);
        assert_changed(&[
            (
                "Only deploy between 9am and 5pm.",
                "Never deploy before 9am.",
            ),
            (
                "Only send invoices on weekdays.",
                "Always send invoices on weekends.",
            ),
            (
                "Send invoices on weekdays.",
                "Never send invoices on weekends.",
            ),
        ]);
    }

    #[test]
    fn access_one_at_a_time_and_meals_restate_the_original_words() {
        assert_faithful(&[
            (
                "Build scripts must not hit the internet.",
                "No internet access in build scripts.",
            ),
            (
                "Database migrations have to run sequentially.",
                "Database migrations: run them one at a time.",
            ),
            (
                "Give the dog one pill twice a day with food.",
                "One pill for the dog, twice a day, with meals.",
            ),
        ]);
        assert_changed(&[
            (
                "Build scripts must not hit the internet.",
                "No internet access in deploy scripts.",
            ),
            (
                "Build scripts must hit the internet.",
                "No internet access in build scripts.",
            ),
            (
                "Run the payment tests serially.",
                "Run the payment tests two at a time.",
            ),
            (
                "Run the payment tests serially.",
                "Run the payment tests in parallel.",
            ),
            (
                "Give the dog one pill twice a day with food.",
                "One pill for the dog, twice a day, before meals.",
            ),
        ]);
    }

    #[test]
    fn exposed_to_something_said_as_facing_it() {
        assert_faithful(&[(
            "Never expose the metrics endpoint to the public.",
            "The metrics endpoint must never be public-facing.",
        )]);
        assert_changed(&[
            (
                "Never expose the metrics endpoint to the public.",
                "The metrics endpoint must never be customer-facing.",
            ),
            (
                "Never expose the metrics endpoint to the public.",
                "The metrics endpoint must be public-facing.",
            ),
        ]);
    }

    #[test]
    fn a_verb_of_multiplying_said_as_a_factor() {
        assert_faithful(&[("Page me if latency doubles.", "Page me if latency hits 2x.")]);
        assert_changed(&[
            ("Page me if latency doubles.", "Page me if latency hits 3×."),
            (
                "Scale up when traffic triples.",
                "Scale up once traffic is 2x.",
            ),
        ]);
    }

    #[test]
    fn people_of_an_age_named_by_their_bound() {
        assert_faithful(&[(
            "Offer the discount to customers over 65.",
            "Offer the discount to over-65s.",
        )]);
        assert_changed(&[
            (
                "Offer the discount to customers over 65.",
                "Offer the discount to under-65s.",
            ),
            (
                "Offer the discount to customers over 65.",
                "Offer the discount to staff over-65s.",
            ),
            (
                "Offer the discount to customers over 65.",
                "Offer the discount to over-70s.",
            ),
        ]);
    }

    #[test]
    fn a_condition_of_writing_said_by_what_is_written() {
        assert_faithful(&[
            (
                "Cite sources when writing for the investors.",
                "Cite sources in investor-facing text.",
            ),
            (
                "Keep it brief when writing to the landlord.",
                "Brief landlord communications.",
            ),
        ]);
        assert_changed(&[
            (
                "Cite sources when writing for the investors.",
                "Cite sources in press-facing text.",
            ),
            (
                "Keep it brief when writing to the landlord.",
                "Brief landlord meetings.",
            ),
            (
                "Cite sources when talking to the investors.",
                "Cite sources in investor-facing text.",
            ),
            // Not a condition: another text named.
            (
                "Write a summary for the board.",
                "Write messages for the board.",
            ),
        ]);
    }

    #[test]
    fn an_assistant_asks_its_user_for_confirmation() {
        assert_faithful(&[(
            "Ask for confirmation before deleting files.",
            "Get the user's confirmation before deleting files.",
        )]);
        assert_changed(&[(
            "Ask for confirmation before deleting files.",
            "Get the admin's confirmation before deleting files.",
        )]);
    }

    #[test]
    fn a_dislike_said_by_no_before_the_thing() {
        assert_faithful(&[
            (
                "The client prefers bullet points and hates jargon.",
                "Client wants bullet points, no jargon.",
            ),
            (
                "The user prefers short summaries and dislikes tables.",
                "User wants brief summaries; no tables.",
            ),
        ]);
        assert_changed(&[
            (
                "The client prefers bullet points and likes jargon.",
                "Client wants bullet points, no jargon.",
            ),
            (
                "The client prefers bullet points and hates jargon.",
                "Client wants bullet points, no emoji.",
            ),
            ("Wear a hat outdoors.", "No hat outdoors."),
        ]);
    }

    #[test]
    fn asking_someone_said_by_their_consent() {
        assert_faithful(&[
            (
                "Don't delete branches without asking the owner.",
                "Branches are deleted only after the owner approves.",
            ),
            (
                "Check with the landlord before repainting.",
                "Repaint only once the landlord agrees.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't delete branches without asking the owner.",
                "Branches are deleted only after the admin approves.",
            ),
            (
                "Check with the landlord before repainting.",
                "Repaint only once the landlord is told.",
            ),
        ]);
    }

    #[test]
    fn the_verb_of_a_participle_read_as_a_preposition() {
        assert_faithful(&[
            (
                "Escalate every ticket involving a refund.",
                "Tickets that involve a refund must be escalated.",
            ),
            (
                "Flag each invoice affecting the Q3 budget.",
                "Flag invoices that affect the Q3 budget.",
            ),
        ]);
        assert_changed(&[
            (
                "Escalate every ticket involving a refund.",
                "Tickets that involve a chargeback must be escalated.",
            ),
            (
                "Flag each invoice affecting the Q3 budget.",
                "Flag invoices that affect the marketing budget.",
            ),
        ]);
        // The other way, the participle closing a hyphenated word too.
        let change = "Only the head chef may sign off a menu change that affects allergens.";
        assert_faithful(&[
            (
                change,
                "Only the head chef may sign off a menu change affecting allergens.",
            ),
            (
                change,
                "Only the head chef may sign off an allergen-affecting menu change.",
            ),
        ]);
        assert_changed(&[
            (
                change,
                "Only the head chef may sign off an allergen-free menu change.",
            ),
            (
                change,
                "Only the head chef may sign off a menu change affecting prices.",
            ),
            (
                change,
                "Only the sous chef may sign off an allergen-affecting menu change.",
            ),
            (
                change,
                "Only the head chef may sign off a price-affecting menu change.",
            ),
            (change, "Only the head chef may sign off a menu change."),
        ]);
    }

    #[test]
    fn view_only_and_read_only_access_restate_a_ban_on_changes() {
        assert_faithful(&[
            (
                "Contractors can read the runbooks but cannot edit them.",
                "Contractors have read-only access to the runbooks.",
            ),
            (
                "Guests can look at the sales dashboard but must not change its filters.",
                "Guests: sales dashboard view-only; no filter changes.",
            ),
        ]);
        assert_changed(&[
            (
                "Contractors can read the runbooks but cannot edit them.",
                "Contractors have read-only access to the admin panel.",
            ),
            (
                "Contractors can read the runbooks but cannot edit them.",
                "Contractors have full access to the runbooks.",
            ),
        ]);
    }

    #[test]
    fn a_percentile_in_its_short_form_keeps_its_bound() {
        assert_faithful(&[(
            "Keep checkout latency under 800 ms at the 99th percentile.",
            "p99 checkout latency must stay below 800 ms.",
        )]);
        assert_changed(&[
            (
                "Keep checkout latency under 800 ms at the 99th percentile.",
                "p50 checkout latency must stay below 800 ms.",
            ),
            (
                "Keep checkout latency under 800 ms at the 99th percentile.",
                "Median checkout latency must stay below 800 ms.",
            ),
        ]);
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
        assert_faithful(&[
            (
                "Suppliers must verify their bank details before the first payment.",
                "Bank detail verification required from suppliers before the first payment.",
            ),
            // Irregular nouns of their verbs.
            (
                "Never expose patient names in screenshots.",
                "No exposure of patient names in screenshots.",
            ),
            (
                "Never redeem vouchers for cash.",
                "No redemption of vouchers for cash.",
            ),
        ]);
        assert_changed(&[(
            "Never expose patient names in screenshots.",
            "No export of patient names in screenshots.",
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

    #[test]
    fn telegraphic_labelled_lines_restate_longer_rules() {
        assert_faithful(&[
            (
                "Expense reports must be approved by someone outside the requester's department.",
                "Expense reports: approved by someone outside the requester's department.",
            ),
            (
                "Keep the drafts in the shared folder, not on personal laptops.",
                "Drafts: shared folder, not personal laptops.",
            ),
        ]);
        assert_changed(&[
            (
                "Keep the drafts in the shared folder, not on personal laptops.",
                "Drafts: shared folder or personal laptops.",
            ),
            (
                "Expense reports must be approved by someone outside the requester's department.",
                "Expense reports: user mentioned approvals.",
            ),
        ]);
    }

    #[test]
    fn negated_auxiliaries_and_right_away() {
        assert_faithful(&[
            (
                "Never quote a price the supplier hasn't confirmed.",
                "Don't quote prices the supplier has not confirmed.",
            ),
            (
                "Tell security about a missing badge right away.",
                "Tell security about missing badges immediately.",
            ),
        ]);
        assert_changed(&[(
            "Tell security about a missing badge right away.",
            "Tell security about missing badges within a week.",
        )]);
    }

    /// A duty said with "has to" / "needs to", in the passive too, that became an ability or
    /// a permission ("can", "may") is weakened; said as "must" it is kept.
    #[test]
    fn a_duty_with_to_that_became_a_permission() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "The valve has to be closed by the operator.",
                    "The valve can be closed by the operator.",
                ),
                (
                    "The lab door needs to be locked by the last person out.",
                    "The lab door may be locked by the last person out.",
                ),
                (
                    "The duty officer has to log every call.",
                    "The duty officer can log every call.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The lab door needs to be locked by the last person out.",
                "The last person out must lock the lab door.",
            ),
            (
                "The valve has to be closed by the operator.",
                "The operator must close the valve.",
            ),
        ]);
    }

    /// A recommendation ("should") that became a permission ("may", "can") is weakened.
    #[test]
    fn a_recommendation_that_became_a_permission() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Agents should attach the order number to every refund note.",
                    "Agents may attach the order number to refund notes.",
                ),
                (
                    "You should lock the screen when you leave your desk.",
                    "You can lock the screen when you leave your desk.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Agents should attach the order number to every refund note.",
                "The order number should be attached to every refund note.",
            ),
            (
                "Agents should attach the order number to every refund note.",
                "Agents ought to attach the order number to every refund note.",
            ),
        ]);
    }

    /// A ban toward anyone who is not something ("don't give the keys to anyone who isn't
    /// staff") is restated by allowing it only toward that ("only give the keys to staff");
    /// another group, the "only" moved to the actor, or the ban simply lifted is reported.
    #[test]
    fn only_toward_them_restates_a_ban_on_the_others() {
        assert_faithful(&[
            (
                "Kindly ensure no child leaves the premises with anyone who isn't on their collection list.",
                "Children may only leave the premises with people on their collection list.",
            ),
            (
                "Don't give the keys to anyone who isn't staff.",
                "Only give the keys to staff.",
            ),
            (
                "Do not forward the report to anyone who is not on the board.",
                "Only forward the report to people on the board.",
            ),
            (
                "Never lend equipment to anyone who isn't a member.",
                "Only lend equipment to members.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't give the keys to anyone who isn't staff.",
                "Only give the keys to managers.",
            ),
            (
                "Don't give the keys to anyone who isn't staff.",
                "Only staff may give the keys out.",
            ),
            (
                "Don't give the keys to anyone who isn't staff.",
                "Give the keys to staff.",
            ),
        ]);
    }

    /// "never give two doses within four hours" is "≥ 4h between doses": the pair a negated
    /// window spaces apart is no count; another gap, the other side, or a count other than
    /// two is reported.
    #[test]
    fn no_two_within_a_window_is_a_least_gap() {
        assert_faithful(&[
            (
                "Always double-check the allergy band before giving any medication, and never give two doses within four hours.",
                "Check the allergy band before every medication; ≥ 4h between doses.",
            ),
            (
                "Never book two meetings within 30 minutes.",
                "Keep at least 30 minutes between meetings.",
            ),
            (
                "Don't schedule two night shifts within 48 hours.",
                "At least 48 hours between night shifts.",
            ),
            (
                "Never run two backups within 6 hours.",
                "Backups: ≥ 6h apart.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[(
                "Never give two doses within four hours.",
                "At least two hours between doses.",
            )],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Never give two doses within four hours.",
                "At most four hours between doses.",
            )],
        );
        assert_changed(&[(
            "Never give three doses within four hours.",
            "At least four hours between doses.",
        )]);
    }

    /// "pending GP review" waits for an event as "until the GP reviews it" does, and so do
    /// "pending GP letter", "pending label fix", "pending ... test results"; "pending" before
    /// a plain noun ("pending orders") is an adjective, no condition.
    #[test]
    fn pending_an_event_is_until_it() {
        assert_faithful(&[
            (
                "Supply no more than seven days of diazepam until the GP reviews it.",
                "Diazepam: max 7 days' supply pending GP review.",
            ),
            (
                "Don't publish the article until legal signs it off.",
                "Don't publish the article pending legal sign-off.",
            ),
            (
                "Don't release the funds until the board approves.",
                "Don't release the funds pending board approval.",
            ),
            (
                "Do not issue the certificate until the audit is complete.",
                "Do not issue the certificate pending audit completion.",
            ),
            // A noun of a thing awaited, up to four words after "pending" (session 43).
            (
                "Don't book the extraction until the GP letter is in.",
                "Don't book the extraction pending GP letter.",
            ),
            (
                "Keep the flume shut until the water test results come back.",
                "Keep the flume shut pending water test results.",
            ),
            (
                "Don't sell the comb honey until the labels are fixed.",
                "Don't sell the comb honey pending label fix.",
            ),
        ]);
        assert_reports(
            "condition added",
            &[
                (
                    "Don't publish the article.",
                    "Don't publish the article pending legal sign-off.",
                ),
                (
                    "Don't sell the comb honey.",
                    "Don't sell the comb honey pending label fix.",
                ),
            ],
        );
        assert_changed(&[(
            "Don't ship orders until they are paid.",
            "Don't ship pending orders.",
        )]);
    }

    /// A rule of one content word ("Be friendly.") restated in a labelled list item that
    /// keeps it ("- Friendly tone") is kept; the opposite word, a report of it, or a hedge
    /// added is not.
    #[test]
    fn a_one_word_rule_kept_in_a_list_item() {
        assert_faithful(&[
            (
                "Always offer the flexible fare first. Be friendly.",
                "Key constraints:\n- Always offer the flexible fare first\n- Friendly tone",
            ),
            ("Be polite.", "Rules:\n- Polite tone"),
            ("Stay calm.", "Phone manner:\n- Calm voice"),
        ]);
        assert_changed(&[
            ("Be polite.", "Rules:\n- Rude tone"),
            ("Be polite.", "Notes:\n- Politeness was discussed"),
            ("Be patient.", "Tone:\n- Patient if possible"),
        ]);
    }

    /// A weekday opening a hyphenated word ("a Sunday-open pharmacy", "Monday-morning
    /// deliveries") is a date, and the compound of the original's words narrows nothing;
    /// another day, or a day the original did not name, is reported.
    #[test]
    fn a_weekday_compound_is_a_date() {
        assert_faithful(&[
            (
                "Find a GP surgery that opens on Saturday.",
                "Find a Saturday-open GP surgery.",
            ),
            (
                "Deliveries must not arrive on Monday morning.",
                "No Monday-morning deliveries.",
            ),
            (
                "We need a locksmith who works on Sunday.",
                "We need a Sunday-working locksmith.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "Find a GP surgery that opens on Saturday.",
                    "Find a Sunday-open GP surgery.",
                ),
                (
                    "Deliveries must not arrive on Monday morning.",
                    "No Tuesday-morning deliveries.",
                ),
            ],
        );
        assert_changed(&[("Find a GP surgery.", "Find a Sunday-open GP surgery.")]);
    }

    /// A day or a month named in a leading label ("Monday wholesale cut-off:", "March
    /// deliveries:") is a date the label keeps; another day there is reported, and a number
    /// in a label still counts nothing ("Step 2:").
    #[test]
    fn a_date_in_a_leading_label_is_kept() {
        assert_faithful(&[
            (
                "Wholesale orders for Monday must reach us by 4pm Friday.",
                "Monday wholesale cut-off: Fri 16:00.",
            ),
            (
                "Hold all deliveries to the Leeds site in March.",
                "March Leeds deliveries: on hold.",
            ),
            (
                "Step 2: run the migrations before you restart the app.",
                "Run the migrations before restarting the app.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "Wholesale orders for Monday must reach us by 4pm Friday.",
                    "Tuesday wholesale cut-off: Fri 16:00.",
                ),
                (
                    "Hold all deliveries to the Leeds site in March.",
                    "April Leeds deliveries: on hold.",
                ),
            ],
        );
    }

    /// "one vendor's rates to another vendor": a "one" set against "another" or "the other"
    /// after a preposition picks one of several and counts nothing, so "a vendor's" keeps
    /// it; a "one" coordinated with "another" ("one copy here and another offsite") and a
    /// plain "one" are counts.
    #[test]
    fn one_set_against_another_is_no_count() {
        assert_faithful(&[
            (
                "You must never reveal one vendor's rates to another vendor.",
                "Never disclose a vendor's rates to another vendor.",
            ),
            (
                "Never move stock from one warehouse to the other without a transfer note.",
                "Never move stock between warehouses without a transfer note.",
            ),
            (
                "Don't compare one child's marks with another child's.",
                "Don't compare a child's marks with another child's.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[
                (
                    "Keep one copy here and another offsite.",
                    "Keep two copies here and another offsite.",
                ),
                (
                    "Book one room for the driver.",
                    "Book two rooms for the driver.",
                ),
            ],
        );
    }

    /// "at least one second and at most seven seconds": a comparator that can close a
    /// number ("3 guests at most") but has a number of its own after it bounds that one; the
    /// range restated with a hyphen is kept, another end is not.
    #[test]
    fn a_comparator_before_its_own_number_bounds_only_that_one() {
        assert_faithful(&[
            (
                "Cards stay on screen for at least one second and at most seven seconds.",
                "Cards stay on screen for 1-7 s.",
            ),
            (
                "Sessions last at least 20 minutes and at most 45 minutes.",
                "Sessions: 20-45 min.",
            ),
            ("Keep 3 guests at most per room.", "Max 3 guests per room."),
        ]);
        assert_changed(&[
            (
                "Cards stay on screen for at least one second and at most seven seconds.",
                "Cards stay on screen for 1-9 s.",
            ),
            (
                "Sessions last at least 20 minutes and at most 45 minutes.",
                "Sessions: 10-45 min.",
            ),
        ]);
    }

    /// "only once per order" is "max once per order": a count "only" restricts, read as
    /// its exact bound, is capped at the same number; another number or the other side is
    /// reported.
    #[test]
    fn only_a_count_is_at_most_that_count() {
        assert_faithful(&[
            (
                "Offer the credit only once per order.",
                "Credit max once per order.",
            ),
            (
                "Refill the prescription only twice a year.",
                "Refills: at most twice a year.",
            ),
        ]);
        assert_changed(&[
            (
                "Offer the credit only once per order.",
                "Credit at least once per order.",
            ),
            (
                "Refill the prescription only twice a year.",
                "Refills: max 3 times a year.",
            ),
            (
                "Refill the prescription only twice a year.",
                "Refills: twice a year.",
            ),
        ]);
    }

    /// A line or a bullet opening with a comparison sign ("≥ 4h between doses") keeps the
    /// sign as its bound's: it is no symbol bullet, as "✅" is.
    #[test]
    fn a_comparison_sign_opening_a_line_is_the_bounds() {
        assert_faithful(&[
            (
                "Wait at least 4 hours between doses.",
                "≥ 4h between doses.",
            ),
            ("Orders must weigh at most 20 kg.", "Orders:\n- ≤ 20 kg"),
            (
                "Pick a hotel with a rating of at least 4 stars.",
                "Hotel rating:\n≥ 4 stars",
            ),
            (
                "Wait at least 4 hours between doses.",
                "✅ Wait at least 4 hours between doses.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Wait at least 4 hours between doses.",
                    "≤ 4h between doses.",
                ),
                ("Orders must weigh at most 20 kg.", "Orders:\n- ≥ 20 kg"),
            ],
        );
        assert_reports(
            "bound changed",
            &[(
                "Pick a hotel with a rating of at least 4 stars.",
                "Hotel rating:\n≥ 3 stars",
            )],
        );
    }

    /// A day of the month after any comparator ("no later than 18 August") is a date: a
    /// summary may name it a deadline ("deadline 18 Aug") or use "by"; another day or the
    /// other side is reported.
    #[test]
    fn a_day_of_the_month_after_a_comparator_is_a_date() {
        assert_faithful(&[
            (
                "Clearing offers must go out no later than 18 August.",
                "Clearing offers: deadline 18 Aug.",
            ),
            (
                "Tax returns must be filed no later than 31 January.",
                "File tax returns by 31 Jan.",
            ),
            (
                "Abstracts must arrive no later than the 3rd of March.",
                "Abstract deadline: 3 March.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[(
                "Clearing offers must go out no later than 18 August.",
                "Clearing offers: deadline 19 Aug.",
            )],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Tax returns must be filed no later than 31 January.",
                "Tax returns must be filed no earlier than 31 Jan.",
            )],
        );
    }

    /// A count glued to its unit by a slash or a hyphen ("12/min", "2-frame") is a bound on
    /// that count, no date: a summary may write "< 12/min" for "below twelve per minute";
    /// a changed value or direction is still reported, and "12/05" stays a date.
    #[test]
    fn a_rate_or_a_compound_count_is_no_date() {
        assert_faithful(&[
            (
                "Keep GDS lookups below twelve per minute.",
                "GDS lookups: < 12/min.",
            ),
            (
                "Keep the request rate under 2 per second per domain.",
                "Request rate must stay below 2/s per domain.",
            ),
            (
                "Nurses must not give more than 3 doses per day.",
                "Max 3 doses/day.",
            ),
            (
                "The gap between subtitle cues must not fall below 2 frames.",
                "Keep at least a 2-frame gap between subtitle cues.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[
                (
                    "Keep GDS lookups below twelve per minute.",
                    "GDS lookups: < 20/min.",
                ),
                (
                    "The gap between subtitle cues must not fall below 2 frames.",
                    "Keep at least a 3-frame gap between subtitle cues.",
                ),
            ],
        );
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Keep GDS lookups below twelve per minute.",
                    "GDS lookups: > 12/min.",
                ),
                (
                    "Nurses must not give more than 3 doses per day.",
                    "Min 3 doses/day.",
                ),
            ],
        );
        assert_changed(&[("Send the report by 12/05.", "Send the report by 13/05.")]);
    }

    /// A negation later in the sentence does not turn a date of an earlier part closed by a
    /// comma ("leave after 10am, ..., and don't book ..."); it turns one that opens the
    /// sentence ("After 8pm, don't call").
    #[test]
    fn a_later_negation_leaves_an_earlier_parts_date() {
        assert_faithful(&[
            (
                "Flights must leave after 10am, and don't book anything with a Saturday-night stay.",
                "Flights departing after 10:00. No bookings with a Saturday-night stay.",
            ),
            (
                "Deliveries should arrive before 9am, and never leave them at the front desk.",
                "- Deliveries before 09:00\n- Never leave them at the front desk",
            ),
            (
                "Start the backup after 11pm; do not run it during the batch window.",
                "Backup starts after 23:00. Don't run it during the batch window.",
            ),
            (
                "After 8pm, don't call families.",
                "Don't call families after 20:00.",
            ),
            // A negation opening the next order after "and" or "but", no comma.
            (
                "Kindly send the invoices before the 15th and do not club the two vendors.",
                "Send the invoices before the 15th. Don't club the two vendors.",
            ),
            (
                "Send the invoices before Friday and do not mix the vendors.",
                "Send invoices before Friday. Do not mix the vendors.",
            ),
            (
                "Water the seedlings after sunset but don't soak them.",
                "Water the seedlings after sunset; don't soak them.",
            ),
            (
                "Before 9am and after 6pm do not call the client.",
                "Don't call the client before 9am or after 6pm.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Send the invoices before Friday and do not mix the vendors.",
                    "Send invoices after Friday. Do not mix the vendors.",
                ),
                (
                    "Don't deploy after 4pm and do not skip the checks.",
                    "Deploy after 4pm. Do not skip the checks.",
                ),
                (
                    "Flights must leave after 10am, and don't book anything with a Saturday-night stay.",
                    "Flights departing before 10:00. No bookings with a Saturday-night stay.",
                ),
                (
                    "Start the backup after 11pm; do not run it during the batch window.",
                    "Backup starts before 23:00. Don't run it during the batch window.",
                ),
                (
                    "After 8pm, don't call families.",
                    "Don't call families before 20:00.",
                ),
            ],
        );
    }

    /// A bare hour after a preposition of time is a time of day, in either half of the day:
    /// its direction and value are compared, and "9" keeps "9am" or "9pm".
    #[test]
    fn bare_hours_are_times_of_day() {
        assert_faithful(&[
            ("No deploys after 6.", "No deploys after 6pm."),
            (
                "Reply to tickets before 11.",
                "Reply to tickets before 11am.",
            ),
            (
                "Don't call the client before 10am.",
                "Don't call the client before 10.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[("No deploys after 6.", "No deploys before 6.")],
        );
        assert_reports(
            "date changed",
            &[("Reply to tickets before 11.", "Reply to tickets before 12.")],
        );
    }

    /// A weekday in the plural is a date: dropping it or naming another day is a change.
    #[test]
    fn weekdays_in_the_plural_are_dates() {
        assert_faithful(&[(
            "Don't restart the cluster on Tuesdays.",
            "No cluster restarts on Tuesday.",
        )]);
        assert_changed(&[
            (
                "Don't restart the cluster on Tuesdays.",
                "Don't restart the cluster.",
            ),
            (
                "Don't restart the cluster on Tuesdays.",
                "Don't restart the cluster on Thursdays.",
            ),
        ]);
    }

    /// A weekday's short form names the same day ("Tue" = "Tuesday"); another day's is a
    /// change.
    #[test]
    fn short_weekdays_are_dates() {
        assert_faithful(&[
            (
                "Don't restart the cluster on Tuesdays.",
                "No cluster restarts on Tue.",
            ),
            (
                "Standup is at 9:30 on Mondays and Thursdays.",
                "Standup 9:30 Mon/Thu.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[(
                "Don't restart the cluster on Tuesdays.",
                "No cluster restarts on Thu.",
            )],
        );
    }

    /// "single" after a quantifier only stresses it ("from any single source" = "per
    /// source"); a dropped "single" that counted is a change.
    #[test]
    fn single_after_a_quantifier_is_stress() {
        assert_faithful(&[(
            "Don't quote more than two sentences from any single source.",
            "Quote at most 2 sentences per source.",
        )]);
        assert_changed(&[(
            "Book a single room for the trip.",
            "Book a room for the trip.",
        )]);
    }

    /// An order turned permission is a change even when another part of the sentence has a
    /// ceiling; a permission up to its own ceiling restates a ban on more.
    #[test]
    fn a_ceiling_excuses_only_its_own_permission() {
        assert_reports(
            "modality weakened",
            &[(
                "Reviewers respond within one working day; the author must address every comment.",
                "Reviewers respond within one working day; authors may address every comment.",
            )],
        );
        assert_faithful(&[(
            "Never use more than 20% of the budget on ads.",
            "You may use at most 20% of the budget on ads.",
        )]);
    }

    /// "Don't forget to X" orders X, as "remember to X" and "X" do; a real ban on X, or
    /// forgetting it, is a change.
    #[test]
    fn dont_forget_orders_the_act() {
        assert_faithful(&[
            (
                "Don't forget to lock the back door.",
                "Remember to lock the back door.",
            ),
            ("Don't forget to lock the back door.", "Lock the back door."),
            (
                "Everyone needs their passport, so don't forget it.",
                "Everyone must bring their passport.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't forget to lock the back door.",
                "Don't lock the back door.",
            ),
            (
                "Remember to lock the back door.",
                "Forget about locking the back door.",
            ),
        ]);
    }

    /// Leave to skip a thing is what "optional" says, and a lifted obligation keeps its
    /// conditions ("you don't need tests when it's a prototype" -> "tests are optional"
    /// lifts it everywhere); "no X for Y" restates "Y may not be given X".
    #[test]
    fn lifted_obligations_keep_their_conditions() {
        assert_faithful(&[
            (
                "You can skip the weekly report when you're on leave.",
                "Weekly report optional while on leave.",
            ),
            (
                "Vendors may not be given admin access to the CRM.",
                "No CRM admin access for vendors.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "You don't need to write tests when the change is a prototype.",
                    "Tests are optional.",
                ),
                (
                    "You can skip the weekly report when you're on leave.",
                    "Weekly report optional.",
                ),
            ],
        );
    }

    /// A negation turns the time bounds of its own phrase only ("no weekend reminders;
    /// weekdays OK after 8am" keeps "after 8am"); "phone" is "call".
    #[test]
    fn a_negation_turns_only_its_own_time_bounds() {
        assert_faithful(&[
            (
                "Greta doesn't want reminders on weekends. Weekdays are fine, any time after 8am.",
                "Greta: no weekend reminders; weekdays OK any time after 8am.",
            ),
            (
                "Don't phone Mr. Haddad after 8 pm.",
                "No calls to Mr. Haddad after 8 pm.",
            ),
        ]);
        assert_changed(&[
            ("No meetings after 5pm.", "Meetings after 5pm."),
            (
                "Don't phone Mr. Haddad after 8 pm.",
                "No emails to Mr. Haddad after 8 pm.",
            ),
        ]);
    }

    /// An aside in parentheses giving a reason closes the negated phrase, as a comma does: its
    /// bound is not the negated quantity.
    #[test]
    fn a_reason_aside_in_parentheses_keeps_its_bound() {
        assert_faithful(&[
            (
                "Never let grandpa drive the van, he's over 90.",
                "Never let grandpa drive the van (he's over 90).",
            ),
            (
                "Don't serve the guests shellfish; they're under 12.",
                "Don't serve the guests shellfish (they're under 12).",
            ),
        ]);
        assert_changed(&[
            (
                "Never let grandpa drive the van, he's over 90.",
                "Let grandpa drive the van (he's over 90).",
            ),
            (
                "Never let grandpa drive the van, he's over 90.",
                "Never let grandpa drive the van (he's under 90).",
            ),
            (
                "Don't serve the guests shellfish; they're under 12.",
                "Don't serve the guests shellfish (they're over 12).",
            ),
        ]);
    }

    /// A ban on more than N said as a permission of N at most, the counted noun in an "of"
    /// phrase before the closing "at most" / "max".
    #[test]
    fn a_ceiling_after_an_of_phrase_restates_a_ban_on_more() {
        assert_faithful(&[
            (
                "Guests can't bring more than two bottles of wine.",
                "Guests may bring two bottles of wine at most.",
            ),
            (
                "The intern mustn't spend more than $50 of petty cash.",
                "The intern may spend $50 of petty cash max.",
            ),
        ]);
        assert_changed(&[
            (
                "Guests can't bring more than two bottles of wine.",
                "Guests may bring more than two bottles of wine.",
            ),
            (
                "Guests can't bring more than two bottles of wine.",
                "Guests may bring three bottles of wine at most.",
            ),
            (
                "Guests can't bring more than two bottles of wine.",
                "Guests may bring two bottles of beer at most.",
            ),
            (
                "Guests can't bring more than two bottles of wine.",
                "Guests may bring two bottles of wine at least.",
            ),
        ]);
    }

    /// "Could you just ...": a softener between the request and its verb keeps the request.
    #[test]
    fn a_request_softened_by_just_is_a_request() {
        assert_faithful(&[(
            "Could you just double-check the invoice totals before sending?",
            "Double-check the invoice totals before sending.",
        )]);
        assert_changed(&[(
            "Could you just double-check the invoice totals before sending?",
            "Double-check the invoice dates before sending.",
        )]);
    }

    /// The second hour of a list of times after "at" is a time too: "at 8 in the morning and
    /// 5 in the afternoon" = "8am, 5pm" (a count after "and" is not).
    #[test]
    fn the_second_hour_of_a_list_of_times_is_a_time() {
        assert_faithful(&[(
            "Walk the dog at 8 in the morning and 5 in the afternoon.",
            "Walk the dog: 8am and 5pm.",
        )]);
        assert_changed(&[
            (
                "Walk the dog at 8 in the morning and 5 in the afternoon.",
                "Walk the dog: 8am and 6pm.",
            ),
            (
                "Walk the dog at 8 in the morning and 5 in the afternoon.",
                "Walk the dog: 8am and 5am.",
            ),
            (
                "Post 3 in the morning and 2 in the evening.",
                "Post 3 in the morning and at 2pm.",
            ),
        ]);
    }

    /// "#" after a word is the sign for "number": "order number" = "order #".
    #[test]
    fn a_number_sign_stands_for_number() {
        assert_faithful(&[
            (
                "Every payment reminder must quote the invoice number.",
                "Every payment reminder must quote the invoice #.",
            ),
            (
                "Never issue a refund without an order number.",
                "Never issue a refund w/o an order #.",
            ),
        ]);
        assert_changed(&[
            (
                "Every payment reminder must quote the invoice number.",
                "Every payment reminder must quote the phone #.",
            ),
            (
                "Never post the account number in chat.",
                "Never post the account # in email.",
            ),
        ]);
    }

    /// A rule stated in the present passive with a word of order, said again as an order.
    #[test]
    fn a_passive_order_said_as_an_imperative() {
        assert_faithful(&[(
            "Invoices from suppliers get checked first; the rest can wait.",
            "Check supplier invoices first; the rest can wait.",
        )]);
        assert_changed(&[
            (
                "Invoices from suppliers get checked first; the rest can wait.",
                "Check supplier invoices last; the rest can wait.",
            ),
            (
                "Invoices from suppliers get checked first; the rest can wait.",
                "Check supplier invoices; the rest can wait.",
            ),
            (
                "Invoices from suppliers get checked first; the rest can wait.",
                "Check supplier receipts first; the rest can wait.",
            ),
            (
                "Invoices from suppliers got checked first; the rest waited.",
                "Check supplier invoices first.",
            ),
        ]);
    }

    /// A word before a number said as its initial glued to the number: "tier 2" = "T2".
    #[test]
    fn a_numbered_word_said_by_its_initial() {
        assert_faithful(&[(
            "Route outage reports to level 3 support right away.",
            "Route outage reports to L3 support right away.",
        )]);
        assert_changed(&[
            (
                "Route outage reports to level 3 support right away.",
                "Route outage reports to L2 support right away.",
            ),
            (
                "Route outage reports to level 3 support right away.",
                "Route outage reports to T3 support right away.",
            ),
        ]);
    }

    /// A subject moved into a closing phrase keeps its scope, unless it gained a conjunct.
    #[test]
    fn a_moved_subject_that_gained_a_conjunct_widens() {
        assert_faithful(&[(
            "Contractors must not be given write access to the billing repo.",
            "No write access to the billing repo for contractors.",
        )]);
        assert_reports(
            "scope changed",
            &[(
                "Contractors must not be given write access to the billing repo.",
                "No write access to the billing repo for contractors or interns.",
            )],
        );
    }

    /// Each side of a slash is a word: "300 euros/trip" counts per trip, as "€300 per trip"
    /// does; another thing after the slash is a change.
    #[test]
    fn each_side_of_a_slash_is_a_word() {
        assert_faithful(&[(
            "The travel allowance is €300 per trip.",
            "Travel allowance: 300 euros/trip.",
        )]);
        assert_reports(
            "scope changed",
            &[(
                "The travel allowance is €300 per trip.",
                "Travel allowance: 300 euros/day.",
            )],
        );
    }

    /// "min" right after a bare count is its unit, minutes ("wait 30 min"): it reads as
    /// "30 minutes" and not as "30 seconds".
    #[test]
    fn min_after_a_count_is_minutes() {
        assert_faithful(&[("Let the resin cure for 45 minutes.", "Resin: cure 45 min.")]);
        assert_reports(
            "unit changed",
            &[(
                "Wait 30 seconds before retrying.",
                "Wait 30 min before retrying.",
            )],
        );
    }

    /// A metric mass, length or volume in another multiple is the same quantity ("0.5 kg" =
    /// "500 g"); another amount is a change.
    #[test]
    fn metric_multiples_are_the_same_quantity() {
        assert_faithful(&[
            (
                "Minimum order for loose tea is 0.5 kg.",
                "Loose tea: 500 g minimum order.",
            ),
            (
                "Keep the route under 5 km.",
                "Route must stay below 5000 m.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[(
                "Minimum order for loose tea is 0.5 kg.",
                "Loose tea: 50 g minimum order.",
            )],
        );
    }

    /// A condition that became a heading above the steps, naming its event, is kept; a
    /// heading that names nothing of it is not.
    #[test]
    fn a_condition_may_become_a_heading() {
        assert_faithful(&[(
            "Before each release, bump the version, regenerate the docs, and tag the commit.",
            "Release checklist:\n1. bump version\n2. regenerate docs\n3. tag commit",
        )]);
        assert_reports(
            "condition dropped",
            &[(
                "Before each release, bump the version, regenerate the docs, and tag the commit.",
                "Checklist:\n1. bump version\n2. regenerate docs\n3. tag commit",
            )],
        );
    }

    /// A negation of a list item's own part turns its bound ("..., and no PR over 400
    /// lines" = "PRs ≤ 400 lines"), past the list's first negation.
    #[test]
    fn a_list_items_own_negation_turns_its_bound() {
        assert_faithful(&[(
            "Review checklist: tests for every bug fix, no commented-out code, and no PR over 400 changed lines.",
            "- Bug fixes need tests\n- No commented-out code\n- PRs ≤ 400 changed lines",
        )]);
        assert_reports(
            "bound direction changed",
            &[(
                "Review checklist: tests for every bug fix, no commented-out code, and no PR over 400 changed lines.",
                "- Bug fixes need tests\n- No commented-out code\n- PRs ≥ 400 changed lines",
            )],
        );
    }

    /// A ban on nobody narrowed to a class of people is a change, as "anyone" narrowed is;
    /// "feel free to" gives leave, and an order in its place is stronger.
    #[test]
    fn nobody_narrowed_and_free_to_made_an_order() {
        assert_reports(
            "scope changed",
            &[
                (
                    "No one may share the guest Wi-Fi password on social media.",
                    "Staff may not share the guest Wi-Fi password on social media.",
                ),
                (
                    "Nobody may share the password.",
                    "Staff may not share the password.",
                ),
                // Quoted whole, whatever the space between its words.
                (
                    "No  one may share the password.",
                    "Staff may not share the password.",
                ),
            ],
        );
        assert_faithful(&[(
            "Nobody may share the password.",
            "The password may not be shared with anyone.",
        )]);
        assert_reports(
            "modality strengthened",
            &[(
                "Feel free to use the company card for the team lunch.",
                "Use the company card for the team lunch.",
            )],
        );
        assert_faithful(&[(
            "Feel free to use the company card for the team lunch.",
            "You may use the company card for the team lunch.",
        )]);
    }

    /// A ban in the passive with no agent binds everyone: laid on one actor, it narrows;
    /// turned active with no actor, it stays.
    #[test]
    fn an_agentless_ban_laid_on_one_actor_narrows() {
        assert_faithful(&[(
            "Customer PII may not be copied into support tickets.",
            "Never copy customer PII into support tickets.",
        )]);
        assert_reports(
            "scope changed",
            &[(
                "Customer PII may not be copied into support tickets.",
                "Support agents may not copy customer PII into support tickets.",
            )],
        );
    }

    /// The environment a rule holds in ("in production") is its scope: dropping it widens
    /// the rule; keeping it in a short form is faithful.
    #[test]
    fn the_environment_a_rule_holds_in_is_its_scope() {
        assert_reports(
            "scope changed",
            &[(
                "Never run migrations by hand in production.",
                "Never run migrations by hand.",
            )],
        );
        assert_faithful(&[(
            "Never run migrations by hand in production.",
            "Never run migrations by hand in prod.",
        )]);
    }

    /// Passing a case to a person: "escalate" = "hand off" = "transfer" = "route".
    #[test]
    fn handing_a_case_to_someone() {
        assert_faithful(&[
            (
                "Escalate billing disputes to a supervisor.",
                "Hand billing disputes off to a supervisor.",
            ),
            (
                "Escalate billing disputes to a supervisor.",
                "Billing disputes: route to a supervisor.",
            ),
        ]);
        assert_changed(&[(
            "Escalate billing disputes to a supervisor.",
            "Escalate billing disputes to the sales team.",
        )]);
    }

    /// "while" a state holds restates "if" it holds.
    #[test]
    fn while_a_state_holds_restates_if() {
        assert_faithful(&[(
            "If the queue is paused, do not retry jobs.",
            "No job retries while the queue is paused.",
        )]);
        assert_changed(&[(
            "If the queue is paused, do not retry jobs.",
            "Do not retry jobs until the queue is paused.",
        )]);
    }

    /// A negated action restated as the state it keeps: the "un-" participle of its verb
    /// ("don't edit the schema" = "schema unedited"), or a free slot for "don't book".
    #[test]
    fn negated_actions_restated_as_kept_states() {
        assert_faithful(&[
            (
                "Release notes: don't edit the schema until the freeze ends.",
                "Release notes: schema unedited until the freeze ends.",
            ),
            (
                "Don't book anything on Friday morning.",
                "Keep Friday morning free.",
            ),
        ]);
        assert_changed(&[
            (
                "Release notes: don't edit the schema until the freeze ends.",
                "Release notes: schema edited until the freeze ends.",
            ),
            (
                "Don't book anything on Friday morning.",
                "Keep Friday morning busy.",
            ),
        ]);
    }

    /// "one" and "ones" stand for a noun already named; they carry no scope of their own.
    #[test]
    fn pronoun_one_carries_no_scope() {
        assert_faithful(&[(
            "Pick the smaller image, not the one from the old release.",
            "Pick the smaller image (not the old release one).",
        )]);
    }

    /// Millions written "M" after money or counted things, "a quarter of an hour", and a
    /// span of time read as a deadline on one side and as a bound or a duration on the other.
    #[test]
    fn quantities_in_other_words() {
        assert_faithful(&[
            (
                "Keep each import under 2.5 million rows.",
                "Imports: max 2.5M rows.",
            ),
            (
                "Answer pages within 15 minutes.",
                "Answer pages within a quarter of an hour.",
            ),
            (
                "Quotes are due within 14 days of the request.",
                "Quotes are payable within fourteen days of the request.",
            ),
            (
                "Guest passes expire after 48 hours.",
                "Guest passes are valid for two days.",
            ),
        ]);
        assert_changed(&[
            (
                "Keep each import under 2.5 million rows.",
                "Imports: max 25M rows.",
            ),
            (
                "Answer pages within 15 minutes.",
                "Answer pages within a quarter of a day.",
            ),
            (
                "Guest passes expire after 48 hours.",
                "Guest passes are valid for two weeks.",
            ),
        ]);
    }

    /// A relative clause dropped with its auxiliaries widens the object; the "un-" form of
    /// the negated verb restates it; "visible to" restates "may view".
    #[test]
    fn relative_clauses_and_un_forms() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't refund orders that haven't been delivered.",
                    "Don't refund orders.",
                ),
                (
                    "Never email students who have withdrawn from the course.",
                    "Never email students.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't refund orders that haven't been delivered.",
                "Undelivered orders must not be refunded.",
            ),
            (
                "Only admins may view the audit log.",
                "The audit log is visible to admins only.",
            ),
        ]);
        assert_changed(&[(
            "Don't refund orders that have been delivered.",
            "Don't refund undelivered orders.",
        )]);
    }

    /// A negated verb restated by its opposite: "don't include" = "exclude", "never show" =
    /// "hide"; the opposite negated again is a change.
    #[test]
    fn a_bound_in_the_subject_of_a_negated_passive_is_a_ceiling() {
        assert_faithful(&[(
            "Uploads over 10 MB must not be accepted.",
            "Uploads must stay at or under 10 MB.",
        )]);
        assert_changed(&[(
            "Uploads over 10 MB must not be accepted.",
            "Uploads must be at least 10 MB.",
        )]);
    }

    #[test]
    fn a_ban_during_outside_or_before_a_time_restated_as_only_the_other_side() {
        assert_faithful(&[
            (
                "Don't mow the lawn during quiet hours.",
                "Mow the lawn only outside quiet hours.",
            ),
            (
                "Never write files outside the project folder.",
                "Write files in the project folder only.",
            ),
            (
                "Calls can't start before 8am and can't run past 6pm.",
                "Calls only between 8am and 6pm.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't mow the lawn during quiet hours.",
                "Mow the lawn during quiet hours.",
            ),
            (
                "Don't mow the lawn during quiet hours.",
                "Don't mow the lawn outside quiet hours.",
            ),
            (
                "Never write files outside the project folder.",
                "Write files outside the project folder only.",
            ),
            (
                "Calls can't start before 8am and can't run past 6pm.",
                "Calls only between 7am and 6pm.",
            ),
        ]);
    }

    /// "Reserve X for Y" restricts X to Y (a booking "for Monday" does not); an example
    /// after "e.g." names no new scope; "strip" = "remove".
    #[test]
    fn reserving_for_a_use_restricts_and_examples_add_no_scope() {
        assert_faithful(&[
            (
                "Reserve the van for deliveries.",
                "Use the van only for deliveries.",
            ),
            ("Reserve a desk for Monday.", "Book a desk for Monday."),
            (
                "Write dates in ISO 8601, never as words.",
                "Dates: ISO 8601 (e.g. 2024-05-01), never words.",
            ),
            (
                "Strip tracking parameters before sharing links.",
                "Remove tracking parameters before sharing links.",
            ),
        ]);
        assert_changed(&[(
            "Reserve the van for deliveries.",
            "Use the van for deliveries.",
        )]);
    }

    #[test]
    fn hands_off_is_a_ban() {
        assert_faithful(&[(
            "The billing tables are hands-off.",
            "Don't touch the billing tables.",
        )]);
        assert_changed(&[(
            "The billing tables are hands-off.",
            "Be careful with the billing tables.",
        )]);
    }

    /// A rate glued with a slash ("calls/day") counts by its period as "per day" does; "Wed"
    /// is Wednesday where a date stands; clipped and noun forms ("cols", "explanations") are
    /// their words; a ban split off onto a line of its own, or said in a line's label ("w/o
    /// email"), is kept; a one-word order that waits ("wait for my OK") can be dropped.
    #[test]
    fn slash_rates_short_weekdays_and_split_lines() {
        assert_faithful(&[
            ("Max 100 calls per day.", "Max 100 calls/day."),
            (
                "Limit calls to the geocoding API to 120 per minute.",
                "Geocoding API: at most 120 calls/min.",
            ),
            (
                "Send the draft to Jordan by Wednesday EOD.",
                "Draft to Jordan by Wed EOD.",
            ),
            (
                "Don't touch columns A through D.",
                "Leave cols A–D untouched.",
            ),
            (
                "Don't delete any rows from the audit table.",
                "Never remove records from the audit table.",
            ),
            (
                "Don't explain basic Python, I know it.",
                "Skip basic Python explanations.",
            ),
            (
                "They're on Windows, so skip the Mac instructions.",
                "Windows only, skip Mac instructions.",
            ),
            (
                "Expense reports are due by the 5th of the following month, and receipts must \
                 be attached for anything over $25.",
                "Expenses: due 5th of next month; receipts required for items over $25.",
            ),
            (
                "The sitter needs to give Maya her inhaler before soccer, and she is not allowed \
                 to have peanuts at all.",
                "Maya: inhaler before soccer. No peanuts, ever.",
            ),
            (
                "If a row has no email, keep it but highlight it yellow.",
                "Rows w/o email: keep, highlight yellow.",
            ),
        ]);
        assert_changed(&[
            ("Max 100 calls per day.", "Max 100 calls/week."),
            (
                "Your token budget is 50k per user per day.",
                "Token budget: 50k/user/week.",
            ),
            (
                "Send the draft to Jordan by Wednesday EOD.",
                "Draft to Jordan by Thu EOD.",
            ),
            (
                "The sitter needs to give Maya her inhaler before soccer, and she is not allowed \
                 to have peanuts at all.",
                "Maya: inhaler before soccer. Peanuts discussed.",
            ),
            (
                "If a row has no email, keep it but highlight it yellow.",
                "Rows w/o phone: keep, highlight yellow.",
            ),
            ("List it and wait for my OK.", "List it."),
            ("You may repost customer photos.", "Repost customer photos."),
        ]);
    }

    /// Shorthand a compactor writes: "3x/wk", "$50/mo", "req/min", "w/in", "Mon–Wed"; "full"
    /// for "whole"; "even if" for "no matter how".
    #[test]
    fn shorthand_periods_units_and_concessions() {
        assert_faithful(&[
            ("Take it three times a day.", "Take it 3x/day."),
            ("Water the ferns once a week.", "Ferns 1x/wk."),
            (
                "Keep the membership at fifty dollars a month or less.",
                "Membership ≤$50/mo.",
            ),
            (
                "Send no more than 100 requests per minute.",
                "Rate limit: ≤100 req/min.",
            ),
            ("Finish the whole course.", "Complete the full course."),
            (
                "Don't give her table scraps no matter how much she begs.",
                "No table scraps, even if she begs.",
            ),
            (
                "Deploys may only happen Monday through Wednesday.",
                "Deploys: Mon–Wed only.",
            ),
        ]);
        assert_changed(&[
            ("Take it three times a day.", "Take it 3x/wk."),
            (
                "Keep the membership at fifty dollars a month or less.",
                "Membership ≤$50/wk.",
            ),
            ("Max 120 calls a minute.", "Max 120 calls/hr."),
            (
                "Deploys may only happen Monday through Wednesday.",
                "Deploys: Mon–Thu only.",
            ),
            (
                "Don't give her table scraps.",
                "No table scraps, unless she begs.",
            ),
        ]);
    }

    /// "req'd" restates "without" as "required" does; "from 2018 onward" is "2018 or later";
    /// a concession's words and clipped "appt", "tabs" narrow nothing; "once weekly" is a
    /// count, no condition ("twice daily" keeps its period); a green CI run is a passing one; a source kept as a word of the
    /// rule ("the school says lunches ..." -> "school lunches ...") needs no "says".
    #[test]
    fn clipped_requirements_onward_and_concessions() {
        assert_faithful(&[
            (
                "Do not merge pull requests without at least two approving reviews.",
                "PR merge: ≥2 approvals req'd.",
            ),
            (
                "Only include papers published 2018 or later.",
                "Papers from 2018 onward only.",
            ),
            (
                "Finish the course even if you feel better sooner.",
                "Complete the course, even if feeling better.",
            ),
            (
                "Confirm the appointment by phone.",
                "Confirm appt by phone.",
            ),
            (
                "Please don't water the fiddle-leaf fig more than once a week.",
                "Water the fiddle-leaf fig no more than once weekly.",
            ),
            (
                "Never merge a PR w/o a green CI run.",
                "Do not merge PRs without a passing CI run.",
            ),
            (
                "Oh, and the school now says lunches must be nut-free.",
                "School lunches must be nut-free.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not merge without two approvals.",
                "Merge: 2 approvals req'd if you like.",
            ),
            (
                "Only include papers published 2018 or later.",
                "Papers from 2019 onward only.",
            ),
            (
                "Finish the course even if you feel better sooner.",
                "Finish the course unless you feel better sooner.",
            ),
            ("Water it once a week.", "Water it once daily."),
            (
                "Don't water it more than twice a week.",
                "Water it no more than twice daily.",
            ),
            (
                "The school says lunches must be nut-free.",
                "Lunches must be nut-free.",
            ),
        ]);
    }

    /// "at or below" is inclusive as "not exceed" is; "no later than 30 minutes before" an
    /// event asks for at least 30 minutes of lead; "twice in a row" = "two consecutive".
    #[test]
    fn inclusive_bounds_lead_times_and_runs() {
        assert_faithful(&[
            (
                "Keep the vaccine fridge at or below 8°C.",
                "Vaccine fridge temp must not exceed 8 °C.",
            ),
            (
                "Keep the vaccine fridge at or below 8°C.",
                "Keep the vaccine fridge at 8°C or below.",
            ),
            (
                "You must check in no later than 30 minutes before your appointment.",
                "Check in at least 30 minutes before your appointment.",
            ),
            (
                "If the nightly build fails twice in a row, page the release manager.",
                "If the nightly build fails two consecutive times, page the release manager.",
            ),
        ]);
        assert_changed(&[
            (
                "Keep the vaccine fridge at or below 8°C.",
                "Keep the vaccine fridge below 8°C.",
            ),
            (
                "Keep the vaccine fridge at or below 8°C.",
                "Keep the vaccine fridge at or above 8°C.",
            ),
            (
                "You must check in no later than 30 minutes before your appointment.",
                "Check in at most 30 minutes before your appointment.",
            ),
        ]);
    }

    /// How a condition holds: an "unless" traded for an "if" (with no negation traded with it),
    /// "and" between a condition's parts traded for "or", a word of a condition dropped, a
    /// period turned into a count of times, a qualifier of what a bound counts dropped. The
    /// faithful forms of each are kept.
    #[test]
    fn conditions_and_counts_that_hold_differently() {
        assert_changed(&[
            (
                "Escalate to Tier 2 unless the customer is on the free plan.",
                "Escalate to Tier 2 if the customer is on the free plan.",
            ),
            (
                "Merge only after CI passes and a reviewer has approved.",
                "Merge once CI passes or a reviewer has approved.",
            ),
            (
                "Refund the order if the item arrived damaged.",
                "Refund the order if the item arrived.",
            ),
            (
                "Don't deploy unless the staging smoke tests pass.",
                "Don't deploy unless the smoke tests pass.",
            ),
            (
                "Snapshot the volume every 6 hours.",
                "Snapshot the volume 6 times a day.",
            ),
            (
                "Call the parents if a student is absent for more than 3 consecutive days.",
                "Call the parents if a student is absent for more than 3 days.",
            ),
            (
                "Every PR needs two separate reviewers.",
                "Every PR needs two reviewers.",
            ),
        ]);
        assert_faithful(&[
            (
                "Never share the doc unless Legal approves.",
                "Only share the doc if Legal approves.",
            ),
            (
                "Merge only after CI passes and a reviewer has approved.",
                "Merge only after CI passes and a reviewer approves.",
            ),
            (
                "Ask before deleting or renaming files.",
                "Ask before deleting and renaming files.",
            ),
            (
                "Share the draft only if the client requests it.",
                "Share the draft only if requested.",
            ),
            (
                "Snapshot the volume every 6 hours.",
                "Snapshot the volume every six hours.",
            ),
            (
                "Call the parents if a student is absent for more than 3 consecutive days.",
                "Call the parents if a student is absent for more than three consecutive days.",
            ),
        ]);
    }

    /// A rule restated as what happens, in the present ("gets archived", "a human reviews
    /// ...", a passive after "is"), keeps it; the same words as a past report, a wish, a
    /// tendency or a habit, or with what a count was "per" lost, do not.
    #[test]
    fn rules_restated_as_what_happens() {
        assert_faithful(&[
            (
                "Archive tickets older than 90 days.",
                "Tickets older than 90 days get archived.",
            ),
            (
                "Messages to the customer must be reviewed by a human before sending.",
                "A human reviews every customer message before it is sent.",
            ),
            (
                "Back up the production and staging databases nightly.",
                "Nightly backups of both the staging and production databases.",
            ),
            (
                "Only hotfixes approved by the release manager go out.",
                "Only release-manager-approved hotfixes go out.",
            ),
        ]);
        assert_changed(&[
            (
                "Archive tickets older than 90 days.",
                "Tickets older than 90 days were archived.",
            ),
            (
                "You must include a link to the docs in every response.",
                "It would be nice to include a link to the docs in responses.",
            ),
            (
                "The robot shall stop within 200 ms of an e-stop.",
                "The robot tends to stop within 200 ms of an e-stop.",
            ),
            (
                "Write every amount in the ledger in euros.",
                "We used to always write ledger amounts in euros.",
            ),
            (
                "Every deploy now needs a rollback plan.",
                "Deploys may have a rollback plan.",
            ),
            (
                "One PR per feature, please.",
                "Bundle features into one PR.",
            ),
            (
                "Back up the database nightly.",
                "User mentioned backing up the database nightly.",
            ),
            (
                "Archive tickets older than 90 days.",
                "Tickets older than 90 days have been archived.",
            ),
        ]);
    }

    /// Corrections from a chat restated as memory notes: "no more X" = "no X", "X and nobody
    /// else" = "X only", the user named as the one who asked, a speaker's "I told you:"
    /// frame, "a second look" = "a second review"; a pronoun naming everybody replaced by a
    /// class narrows the rule.
    #[test]
    fn chat_corrections_restated_as_memory_notes() {
        assert_faithful(&[
            ("No more apologies in replies.", "No apologies in replies."),
            (
                "The discount is for staff and nobody else.",
                "Discount: staff only.",
            ),
            (
                "Stop sending me reminders on weekends.",
                "User asked me to stop sending reminders on weekends.",
            ),
            (
                "I told you yesterday: copy Maria on board emails.",
                "Always copy Maria on board emails.",
            ),
            (
                "The migration needs a second look before merging.",
                "Migration needs a second review before merge.",
            ),
            (
                "Don't forward this to anyone.",
                "Never forward this to anyone.",
            ),
        ]);
        assert_changed(&[
            (
                "No more apologies in replies.",
                "Fewer apologies in replies.",
            ),
            (
                "The discount is for staff and nobody else.",
                "Discount: staff and their families.",
            ),
            (
                "Don't forward this to anyone.",
                "Don't forward this to clients.",
            ),
        ]);
    }

    /// Getting something before an action = the action requiring it, when what is required is
    /// what was to be got.
    #[test]
    fn getting_something_first_restated_as_a_requirement() {
        assert_faithful(&[(
            "Get a second signature before wiring funds.",
            "Wiring funds requires a second signature.",
        )]);
        assert_changed(&[
            (
                "Get a second signature before wiring funds.",
                "Signatures require wiring funds.",
            ),
            (
                "Get a second signature before wiring funds.",
                "Wiring funds requires a heads-up.",
            ),
        ]);
    }

    /// A compound collapsed into its modifier keeps the scope ("bullet points" -> "bullets",
    /// "the legal team" -> "legal"), unless something new comes with it.
    #[test]
    fn compounds_collapsed_into_their_modifier() {
        assert_faithful(&[
            ("Keep bullet points short.", "Keep bullets short."),
            (
                "Don't message the design team about it.",
                "Don't message design about it.",
            ),
            (
                "Leave out any revenue numbers.",
                "Leave out revenue figures.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't message the design team about it.",
                "Don't message the design channel about it.",
            ),
            (
                "Keep bullet points short.",
                "Keep bullets and headings short.",
            ),
        ]);
    }

    /// "Under no circumstances" says "never"; "advise" = "recommend".
    #[test]
    fn set_phrases_of_never_and_advice() {
        assert_faithful(&[
            (
                "Under no circumstances share the admin password.",
                "Never share the admin password.",
            ),
            (
                "Recommend a lawyer for contract questions.",
                "Advise a lawyer for contract questions.",
            ),
        ]);
    }

    /// "ping" = "page" = "notify"; "rotation" meets "rotating".
    #[test]
    fn notifying_in_other_words_and_nouns_in_ation() {
        assert_faithful(&[(
            "Ping the DBA before rotating any database password.",
            "Notify the DBA before any database password rotation.",
        )]);
        assert_changed(&[(
            "Ping the DBA before rotating any database password.",
            "Notify the DBA after any database password rotation.",
        )]);
    }

    /// A permission to leave a thing out = the thing not needed; a permission turned into an
    /// order strengthens the rule.
    #[test]
    fn permissions_to_omit_and_permissions_made_orders() {
        assert_faithful(&[("You can skip the cover letter.", "No cover letter needed.")]);
        assert_changed(&[
            (
                "You can skip the cover letter.",
                "Always attach a cover letter.",
            ),
            (
                "You may work from home on Fridays.",
                "You must work from home on Fridays.",
            ),
        ]);
    }

    /// Compactions of a turn's orders: "run X past Marta" = "X needs Marta's review" (an act
    /// of the owner, not a part of it), "remove the logos" = "no logos", "without pork" =
    /// "pork-free", "shows up" = "appears".
    #[test]
    fn a_turn_of_orders_compacted() {
        assert_faithful(&[
            (
                "Run every schema change past Marta first.",
                "All schema changes need Marta's review first.",
            ),
            ("Remove the customer logos.", "No customer logos."),
            (
                "Plan meals without pork this weekend.",
                "Meals this weekend: pork-free.",
            ),
            (
                "Rotate the key if it shows up in any log.",
                "Rotate the key if it appears in any log.",
            ),
        ]);
        assert_changed(&[
            ("Remove the customer logos.", "No partner logos."),
            (
                "Run every schema change past Marta first.",
                "All schema changes of Marta's team need review first.",
            ),
        ]);
    }

    /// "No X at Y", or a ban on putting X in or on Y, restated as X kept away from Y.
    #[test]
    fn no_thing_restated_as_kept_away() {
        assert_faithful(&[
            (
                "No laptops in the meeting room.",
                "Laptops stay out of the meeting room.",
            ),
            (
                "The pump can't be put back into service until the inspector signs off.",
                "Pump stays out of service until the inspector signs off.",
            ),
            (
                "Don't leave the dog in the car.",
                "The dog stays out of the car.",
            ),
        ]);
        assert_changed(&[
            (
                "No laptops in the meeting room.",
                "Laptops stay in the meeting room.",
            ),
            (
                "The pump can't be put back into service until the inspector signs off.",
                "Pump stays in service until the inspector signs off.",
            ),
            ("Don't let the dog out.", "The dog stays out."),
        ]);
    }

    /// A bare "No, not yet." answering a quoted question negates the question's action: a
    /// rewrite's "Don't <action> yet" says it again; one that drops the ban loses it.
    #[test]
    fn a_bare_no_answers_the_question_before_it() {
        let original = "> Should I tell the client about the delay?\nNo, not yet. Wait until we hear from the proofreader.";
        assert_faithful(&[(
            original,
            "Don't tell the client about the delay yet; wait for the proofreader.",
        )]);
        assert_changed(&[
            (original, "Wait for the proofreader."),
            (
                original,
                "Tell the client about the delay; wait for the proofreader.",
            ),
        ]);
    }

    /// "wait until we hear from X" said as "wait for X": the same wait; waiting for another
    /// thing is a condition dropped.
    #[test]
    fn wait_for_restates_wait_until() {
        assert_faithful(&[
            (
                "Hold the invoice. Wait until we hear from the proofreader.",
                "Hold the invoice; wait for the proofreader.",
            ),
            (
                "Wait until the courier arrives before you sign.",
                "Wait for the courier before you sign.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[(
                "Wait until we hear from the proofreader.",
                "Wait for the client.",
            )],
        );
    }

    /// A revoked limit reported as removed ("Forget the old rule about max three quotes" ->
    /// "User removed the three-quote limit"): the same revocation; a limit kept is a change.
    #[test]
    fn revoked_limit_reported_as_removed() {
        assert_faithful(&[
            (
                "Forget the rule about max three quotes per client.",
                "User removed the rule of max three quotes per client.",
            ),
            (
                "Forget the 2-drink limit for the party.",
                "User lifted the 2-drink limit for the party.",
            ),
        ]);
        assert_changed(&[
            (
                "Forget the 2-drink limit for the party.",
                "Max 2 drinks at the party.",
            ),
            ("Remove the 2-drink limit.", "Keep the 2-drink limit."),
            (
                "Don't forget the 2-drink limit for the party.",
                "User lifted the 2-drink limit for the party.",
            ),
        ]);
    }

    /// "No, 7:30 at the earliest" answers a proposal: the "No" negates no action, the value
    /// after it is the rule.
    #[test]
    fn no_answering_with_a_value_negates_nothing() {
        assert_faithful(&[
            (
                "> Can we do the pickup at 7?\nNo, 7:30 at the earliest, the school opens late.",
                "Pickup no earlier than 7:30 (school opens late).",
            ),
            (
                "> Can I book five rooms?\nNo, 3 rooms at most.",
                "Book at most 3 rooms.",
            ),
        ]);
        assert_changed(&[
            (
                "> Can we do the pickup at 7?\nNo, 7:30 at the earliest, the school opens late.",
                "Pickup no later than 7:30 (school opens late).",
            ),
            (
                "> Can I book five rooms?\nNo, 3 rooms at most.",
                "Book at least 3 rooms.",
            ),
        ]);
    }

    /// A configuration key's "min" or "max" part names the side its value bounds
    /// ("min_conditioning_days: 14" = "min 14 conditioning days").
    #[test]
    fn min_and_max_keys_bound_their_values() {
        let config = "limits:\n  # never raise above 3 without the head brewer\n  max_dry_hop_additions: 3\n  min_conditioning_days: 14";
        assert_faithful(&[(
            config,
            "Brewery limits: max 3 dry-hop additions (only head brewer can raise it), min 14 conditioning days.",
        )]);
        assert_changed(&[(
            config,
            "Brewery limits: max 3 dry-hop additions (only head brewer can raise it), max 14 conditioning days.",
        )]);
    }

    /// "six hours in a day" is the rate "six hours a day": its "a" counts nothing; "finish it
    /// in a day" is a deadline of one day.
    #[test]
    fn in_a_period_after_a_quantity_is_a_rate() {
        assert_faithful(&[
            (
                "Don't schedule interpreters for more than six hours in a day.",
                "Interpreters: ≤6h/day.",
            ),
            (
                "Don't schedule interpreters for more than six hours in a day.",
                "Interpreters: max 6 hours per day.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't schedule interpreters for more than six hours in a day.",
                "Interpreters: max 6 hours per week.",
            ),
            (
                "Reply to the client in a day.",
                "Reply to the client in 3 days.",
            ),
        ]);
    }

    /// A dotted clause number opening a sentence ("7.2 The Renter shall ...") counts nothing:
    /// a rewrite that leaves it out drops no bound; a number that counts is still compared.
    #[test]
    fn clause_numbers_count_nothing() {
        assert_faithful(&[
            (
                "7.2 The Renter shall not drive the Vehicle on beaches. 7.3 The Renter shall return the Vehicle clean.",
                "Renter: no driving on beaches; return the vehicle clean.",
            ),
            (
                "4.1.2 Visitors must sign in at reception.",
                "Visitors must sign in at reception.",
            ),
        ]);
        assert_changed(&[(
            "2.5 Hours is the most a shift may run.",
            "A shift may run 3 hours at most.",
        )]);
    }

    /// Two sentences joined in one, the ban said with "avoid" or "no" and its verb left out
    /// (or said as its noun, "no logins" for "do not log in"): the avoided thing is the one
    /// the other sentence's negation names.
    #[test]
    fn avoided_thing_negated_in_another_sentence() {
        assert_faithful(&[
            (
                "Please don't book the shuttle through the 401 at rush hour. Use the Gardiner or go after 7pm.",
                "Shuttle: avoid the 401 at rush hour; use the Gardiner or go after 7pm.",
            ),
            (
                "Don't route the trucks over the old bridge. Take the bypass instead.",
                "Trucks: avoid the old bridge; take the bypass instead.",
            ),
            (
                "The Renter shall not drive the Vehicle on unsealed roads. The Renter shall return the Vehicle with a full tank.",
                "Renter: no unsealed roads; return the vehicle with a full tank.",
            ),
            (
                "Isolate the host at the switch port. Do not log in with a domain admin account.",
                "Isolate at switch, no domain-admin logins on the host.",
            ),
            (
                "Isolate the host at the switch port. Do not log in with a domain admin account.",
                "Isolate the host at the switch, no logins with a domain-admin account.",
            ),
        ]);
        assert_changed(&[(
            "Don't route the trucks over the old bridge. Take the bypass instead.",
            "Trucks: avoid the bypass; take the old bridge instead.",
        )]);
    }

    /// A permission granted under a condition, restated as the action "only if" the condition
    /// holds; the condition dropped, or an order without "only", strengthens it.
    #[test]
    fn conditioned_permission_restated_as_only_if() {
        assert_faithful(&[
            (
                "Provided the rain radar is clear, the team can run the rope rescue drill on the crag.",
                "Rope rescue drill on the crag only if rain radar is clear.",
            ),
            (
                "If the radar is clear, you may run the drill.",
                "Run the drill only if the radar is clear.",
            ),
        ]);
        assert_reports(
            "modality strengthened",
            &[
                (
                    "If the radar is clear, you may run the drill.",
                    "Run the drill if the radar is clear.",
                ),
                (
                    "You may run the drill on the crag.",
                    "Run the drill on the crag only if the radar is clear.",
                ),
            ],
        );
    }

    /// A permission given "as long as" a bound holds, restated as allowed "only" within the
    /// bound.
    #[test]
    fn permission_as_long_as_a_bound_restated_as_only() {
        assert_faithful(&[
            (
                "You can discount the kombucha 20% as long as it's within five days of its best-before date.",
                "Kombucha: 20% discount allowed only within 5 days of best-before date.",
            ),
            (
                "You can discount the kombucha 20% as long as it's within five days of its best-before date.",
                "Kombucha: 20% discount allowed only within 5 days of best-before.",
            ),
        ]);
        assert_changed(&[
            (
                "You can discount the kombucha 20% as long as it's within five days of its best-before date.",
                "Kombucha: 20% discount allowed only within 5 days of purchase.",
            ),
            (
                "You can discount the kombucha 20% as long as it's within five days of its best-before date.",
                "Kombucha: 20% discount allowed.",
            ),
        ]);
    }

    /// "not ... anymore" (or "any more", "any longer") restated as "no longer".
    #[test]
    fn not_anymore_restated_as_no_longer() {
        assert_faithful(&[
            (
                "You don't need to cc me on the invoices anymore.",
                "User no longer needs to be cc'd on invoices.",
            ),
            (
                "You don't have to sign the timesheets any longer.",
                "Timesheets no longer need to be signed.",
            ),
            (
                "User no longer needs to be cc'd on invoices.",
                "You don't need to cc me on the invoices anymore.",
            ),
        ]);
        assert_changed(&[
            (
                "You don't need to cc me on the invoices.",
                "Always cc the user on invoices.",
            ),
            (
                "You don't need to cc me on the invoices anymore.",
                "User needs to be cc'd on invoices.",
            ),
        ]);
    }

    /// Reading granted and a change banned, restated as "read-only".
    #[test]
    fn view_but_not_edit_is_read_only() {
        assert_faithful(&[(
            "Interns can view the dashboards but can't edit them.",
            "Interns: dashboards read-only.",
        )]);
        assert_changed(&[(
            "Interns can view the dashboards but can't edit them.",
            "Interns can view and edit the dashboards.",
        )]);
    }

    #[test]
    fn negated_verbs_restated_by_their_opposites() {
        assert_faithful(&[
            (
                "Don't include draft posts in the digest.",
                "Exclude draft posts from the digest.",
            ),
            (
                "Never show the raw SQL to users.",
                "Hide the raw SQL from users.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't include draft posts in the digest.",
                "Don't exclude draft posts from the digest.",
            ),
            (
                "Never show the raw SQL to users.",
                "Never hide the raw SQL from users.",
            ),
        ]);
    }

    /// "one number" = "a number"; "prefer" and "preferred" hedge alike.
    #[test]
    fn counts_of_one_said_with_an_article() {
        assert_faithful(&[
            (
                "Each order needs one invoice and one packing slip.",
                "Orders: an invoice and a packing slip each.",
            ),
            ("Prefer window seats.", "Window seats preferred."),
        ]);
        assert_changed(&[(
            "Each order needs one invoice and one packing slip.",
            "Orders: two invoices and a packing slip each.",
        )]);
    }

    /// A memory note that names the user as the rule's source, drops the verb of a ban on
    /// scheduling before "no", or puts a participle after its object, restates the rule.
    #[test]
    fn memory_notes_attributing_the_rule_to_the_user() {
        assert_faithful(&[
            (
                "Do not book meetings before 10.",
                "Per the user, no meetings before 10.",
            ),
            (
                "Stop recommending podcasts about crypto.",
                "User doesn't want podcasts about crypto recommended.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not book meetings before 10.",
                "Per the user, no lunches before 10.",
            ),
            (
                "Always use the EU region.",
                "Using the EU region is recommended.",
            ),
        ]);
    }

    /// "overnight" is a time a rule may not drop or replace; a summary may use it for a clock
    /// time in the night.
    #[test]
    fn overnight_is_a_time() {
        assert_changed(&[(
            "Let the dough rise overnight.",
            "Let the dough rise for an hour.",
        )]);
        assert_faithful(&[(
            "The import job started at 01:30 and failed at 03:10.",
            "The import job failed overnight.",
        )]);
    }

    /// "reported to" = "notified of", "keep" = "retain", "touch" = "modify".
    #[test]
    fn reporting_and_retaining_restated() {
        assert_faithful(&[
            (
                "never touch the billing schema w/o asking",
                "Never modify the billing schema without asking.",
            ),
            (
                "Refunds above $2,000 must be reported to finance.",
                "Finance must be notified of any refund above $2,000.",
            ),
            (
                "Keep audit logs for two years.",
                "Audit logs are retained for 2 years.",
            ),
        ]);
        assert_changed(&[(
            "Keep audit logs for two years.",
            "Audit logs are retained for 2 months.",
        )]);
    }

    /// "Don't X unless Y" = "only X if Y"; "everyone but admins" = "everyone except admins";
    /// a "skip" after ", but" still negates.
    #[test]
    fn exceptions_in_other_words() {
        assert_faithful(&[
            (
                "Don't page the lead unless the outage passes 30 minutes.",
                "Only page the lead if the outage passes 30 minutes.",
            ),
            (
                "Everyone except interns needs a badge in the lab.",
                "A badge in the lab for everyone but interns.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't page the lead unless the outage passes 30 minutes.",
                "Page the lead if the outage passes 30 minutes.",
            ),
            (
                "Sign every release, but skip nightlies.",
                "Sign every release.",
            ),
        ]);
    }

    /// "mention" carries no scope in any of its forms ("nothing in it mentions X" = "it must
    /// not mention X").
    #[test]
    fn mention_carries_no_scope() {
        assert_faithful(&[(
            "Make sure nothing in the release notes mentions the codename.",
            "The release notes must not mention the codename.",
        )]);
    }

    /// Compaction rewording: a note's opener names no condition ("Quick note before you
    /// start:"), "prior review" orders the review first, a universal determiner replaced by an
    /// adjective of the same noun keeps the scope, "the Android one" is no count, CC = copy.
    #[test]
    fn compaction_rewording() {
        assert_faithful(&[
            (
                "Quick note before you start: the shared bucket is read by finance, so please don't delete anything in it.",
                "Shared bucket is read by finance — no deletions in it.",
            ),
            (
                "Any change to the payroll config has to be approved by HR first.",
                "Payroll config changes need prior approval by HR.",
            ),
            (
                "The web build must ship before the desktop one.",
                "Ship order: web build first, then desktop.",
            ),
            (
                "Always copy Lena on vendor emails.",
                "Always CC Lena on emails to vendors.",
            ),
            (
                "Park in the fourth row, not the fifth.",
                "Parking: 4th row, not the 5th.",
            ),
        ]);
        assert_changed(&[
            (
                "Share all customer exports with the team.",
                "Share customer exports to third parties with the team.",
            ),
            ("Cap it at one.", "Cap it at two."),
        ]);
    }

    /// A bare "first" after a condition the original already set is no new ordering; a
    /// frame naming the topic ("The main thing is that ...") carries no scope.
    #[test]
    fn a_first_after_a_condition_and_a_topic_frame() {
        assert_faithful(&[
            (
                "Don't share the draft without asking Mia.",
                "No sharing the draft without asking Mia first.",
            ),
            (
                "The main thing is that invoices must never leave the EU.",
                "Invoices must never leave the EU.",
            ),
        ]);
        assert_changed(&[("Don't share the draft.", "Don't share the draft first.")]);
    }

    /// "per user" after a count is a rate, not the note's attribution ("(per user)"), so a
    /// rate counted per request that became per user changed; "contain" says "include".
    #[test]
    fn a_rate_per_user_and_contain_for_include() {
        assert_changed(&[(
            "Cap uploads at 3 files per request.",
            "Cap uploads at 3 files per user.",
        )]);
        assert_faithful(&[
            ("Keep answers short.", "Answers short (per user)."),
            (
                "Don't include personal data in crash reports.",
                "Crash reports must not contain personal data.",
            ),
        ]);
    }

    /// "anywhere" names every place: a place named instead narrows a ban, "at all" restates
    /// it; "uses" carries no scope, as "use" does not.
    #[test]
    fn anywhere_at_all_and_uses() {
        assert_changed(&[(
            "No nuts anywhere, and the dessert has to be dairy-free.",
            "No nuts in the dessert; dairy-free dessert.",
        )]);
        assert_faithful(&[
            ("No nuts anywhere.", "No nuts at all."),
            (
                "Visitors must be escorted at all times.",
                "Visitors must always be escorted.",
            ),
            ("The repo uses pnpm, not npm.", "Use pnpm, not npm."),
        ]);
    }

    /// Faithful forms an LLM's compaction writes: a "-nsion" noun for its verb ("can't be
    /// extended" = "no extensions"), "or more ahead" for "in advance", "nobody else can" for
    /// "only", "as part of" = "include", and a bare number taking the time unit of the number
    /// before it; the changed twins stay changed.
    #[test]
    fn nouns_of_verbs_ahead_nobody_else_and_carried_units() {
        assert_faithful(&[
            ("The offer can't be extended.", "Offer: no extensions."),
            (
                "Book the van at least two days in advance.",
                "The van must be booked 48 hours or more ahead.",
            ),
            (
                "Only the lead may approve refunds.",
                "Refunds need the lead's approval; nobody else can approve them.",
            ),
            (
                "Don't upgrade the ORM as part of this change.",
                "This change must not include upgrading the ORM.",
            ),
            (
                "Keep backups for at least 7 days but delete them after 30.",
                "Backups: keep ≥7 days, delete after 30 days.",
            ),
        ]);
        assert_changed(&[
            (
                "Only the lead may approve refunds.",
                "The lead and the deputy may approve refunds; nobody else can.",
            ),
            (
                "Keep backups for at least 7 days but delete them after 30.",
                "Backups: keep ≥7 days, delete after 30 weeks.",
            ),
        ]);
    }

    /// A word closing a bound is no counted thing ("ISO 8601 only"), and "N business days
    /// after X" anchors the period "within N business days of X" states.
    #[test]
    fn closing_words_and_business_day_anchors() {
        assert_faithful(&[
            (
                "Write timestamps in RFC 3339 format.",
                "Timestamps: RFC 3339 only.",
            ),
            (
                "Replies are sent within 2 business days of the request.",
                "Replies go out no later than 2 business days after the request.",
            ),
        ]);
        assert_changed(&[(
            "Replies are sent within 2 business days of the request.",
            "Replies go out no later than 2 days after the request.",
        )]);
    }

    /// A rule after "but" or a semicolon that the rewrite drops is a deleted constraint; a
    /// conjunct dropped before a preposition narrows the ban; a closing "every time" says
    /// "always"; "keep X free" may follow a note in the same sentence.
    #[test]
    fn dropped_rule_clauses_conjuncts_every_time_and_kept_free() {
        assert_changed(&[
            (
                "You can draft with the template, but the final version has to be approved by legal.",
                "You can draft with the template.",
            ),
            (
                "Drafts may be shared internally; client copies must be watermarked.",
                "Drafts may be shared internally.",
            ),
            (
                "You can draft with the template, but the final version has to be approved by legal.",
                "You can draft with the template and the final version.",
            ),
            (
                "I don't eat lamb or mushrooms when you plan dinners.",
                "Dinner plans: no lamb for the user.",
            ),
        ]);
        assert_faithful(&[
            (
                "Always add a changelog entry to the release notes.",
                "Release notes: changelog entry every time.",
            ),
            (
                "I'm away next week. Don't schedule anything on Thursday, I'll be at a fair.",
                "User away next week; keep Thursday free (at a fair).",
            ),
        ]);
    }

    /// A dropped passive agent changes who must act ("signed by both parties" -> "signed");
    /// "lacking" restates "without" either way; a later word of a condition may name the
    /// label that restates it ("If a customer disputes a charge" -> "Disputed charges:").
    #[test]
    fn passive_agents_lacking_and_condition_labels() {
        assert_changed(&[(
            "Invoices must be approved by the finance lead.",
            "Invoices must be approved.",
        )]);
        assert_faithful(&[
            (
                "Claims without receipts are returned automatically.",
                "Claims lacking receipts get returned automatically.",
            ),
            (
                "If a customer disputes a charge, freeze the invoice.",
                "Disputed charges: freeze the invoice.",
            ),
        ]);
    }

    /// An actor replaced after a passive "by" is another actor, also when its modifier's word
    /// opens the sentence too ("Backup tapes ... by the backup operator"); a head noun whose
    /// modifier stays for it ("metric units" -> "metric") is not.
    #[test]
    fn a_passive_actor_replaced_beside_a_repeated_modifier() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Backup tapes may only be handled by the backup operator.",
                    "Backup tapes may only be handled by interns.",
                ),
                (
                    "Expense reports must be signed by the expense manager.",
                    "Expense reports must be signed by a director.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Backup tapes may only be handled by the backup operator.",
                "Backup tapes: handled by the backup operator only.",
            ),
            (
                "Convert the figures to metric units.",
                "Convert the figures to metric.",
            ),
        ]);
    }

    /// A practice in the present passive said again with another agent after its "by" is
    /// another practice; the same agent with another determiner is not.
    #[test]
    fn a_practices_passive_agent_replaced() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Refunds are always signed off by Marta.",
                    "Refunds are always signed off by the team.",
                ),
                (
                    "The minutes are taken by Ola at every meeting.",
                    "The minutes are taken by Ben at every meeting.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Purchase orders are approved by the CFO.",
                "Purchase orders are approved by our CFO.",
            ),
            (
                "The minutes are taken by Ola at every meeting.",
                "The minutes are taken by Ola at each meeting.",
            ),
        ]);
    }

    /// A label that puts a word of its own in place of a qualifier, before the word it
    /// qualified, names another thing; the qualifier kept or clipped names the same.
    #[test]
    fn a_label_replacing_a_qualifier_names_another_thing() {
        assert_reports(
            "scope changed",
            &[
                (
                    "When you restart staging servers, post in #ops first.",
                    "Prod server restarts: post in #ops first.",
                ),
                (
                    "When you edit config files, keep the comments.",
                    "Code file edits: keep the comments.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "When you restart staging servers, post in #ops first.",
                "Staging server restarts: post in #ops first.",
            ),
            (
                "When you edit configuration files, keep the comments.",
                "Config file edits: keep the comments.",
            ),
        ]);
    }

    /// An order or ban whose verb a summary clips ("resched.", "reconfig.") is the same order;
    /// its object or condition changed is still reported.
    #[test]
    fn an_order_with_its_verb_clipped() {
        assert_faithful(&[
            (
                "Don't reconfigure the router during office hours.",
                "Don't reconfig. the router during office hours.",
            ),
            (
                "Always reconcile the ledger before closing the month.",
                "Always reconc. the ledger before closing the month.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't reconfigure the router during office hours.",
                "Don't reconfig. the firewall during office hours.",
            ),
            (
                "Always reconcile the ledger before closing the month.",
                "Always reconc. the ledger after closing the month.",
            ),
            (
                "Never reschedule a filling without asking the dentist.",
                "Never resched. a filling.",
            ),
        ]);
    }

    /// Two bans on one quantity merged into one sentence share their comparator and its
    /// negation ("more than 20 kg alone or 40 kg with a partner"); a value or side changed in
    /// the merge, or a bound added, is still reported.
    #[test]
    fn merged_bans_share_their_bound() {
        let two = "Never lift more than 20 kg alone. Never lift more than 40 kg with a partner.";
        assert_faithful(&[
            (
                two,
                "Never lift more than 20 kg alone or 40 kg with a partner.",
            ),
            (
                "Keep uploads under 5 MB per file. Keep batches under 50 MB.",
                "Keep uploads under 5 MB per file and 50 MB per batch.",
            ),
        ]);
        assert_changed(&[
            (
                two,
                "Never lift more than 20 kg alone or 45 kg with a partner.",
            ),
            (
                "Never lift more than 20 kg alone. Never lift less than 40 kg with a partner.",
                "Never lift more than 20 kg alone or 40 kg with a partner.",
            ),
            (
                "Never lift more than 20 kg alone.",
                "Never lift more than 20 kg alone or 40 kg with a partner.",
            ),
        ]);
    }

    /// A rule after greetings and thanks and a spaced hyphen ("Just one thing - please ...")
    /// said again word for word, the speaker's "me" as "the user", keeps the rule; another
    /// party for "me", or the negation gone, does not.
    #[test]
    fn a_rule_said_again_from_among_thanks_after_a_dash() {
        let thanks = "Hi! Thanks so much for covering today :) Just one thing - please don't \
                      call the supplier directly, go through me. Cheers!";
        assert_faithful(&[
            (
                thanks,
                "Don't call the supplier directly; go through the user.",
            ),
            (
                "Morning! Thanks again for feeding the cats :) Quick thing - please don't \
                 open the back door, use the front one. Thanks!",
                "Don't open the back door; use the front one.",
            ),
        ]);
        assert_changed(&[
            (
                thanks,
                "Don't call the supplier directly; go through the landlord.",
            ),
            (thanks, "Call the supplier directly; go through the user."),
        ]);
    }

    /// A ban said as "no <noun>" keeps its condition of time in the perfect ("after the audit
    /// begins" = "once the audit has begun"); the event replaced, the side of time turned, or
    /// a report in the past, is a change.
    #[test]
    fn a_nominalised_ban_keeps_its_condition_in_the_perfect() {
        let ban = "Never edit the ledger after the audit begins.";
        assert_faithful(&[(ban, "No edits to the ledger once the audit has begun.")]);
        assert_changed(&[
            (ban, "No edits to the ledger once the audit has ended."),
            (ban, "No edits to the ledger once the audit ends."),
            (ban, "No edits to the ledger until the audit has begun."),
            (ban, "The ledger has not been edited since the audit began."),
            (
                "Don't change the prices after the sale starts.",
                "No changes to prices once the sale ends.",
            ),
        ]);
    }

    /// "w/" is "with", no content word; "with" or "w/" before every word of a "while"
    /// condition restates it ("while the pump is running" -> "with pump running"), another
    /// state or thing after it does not, nor "w/" for "without".
    #[test]
    fn with_and_its_short_form_restate_while() {
        let ban = "Never open the valve while the pump is running.";
        assert_faithful(&[
            (ban, "Never open valve with pump running."),
            (ban, "Never open the valve w/ the pump running."),
        ]);
        assert_changed(&[
            (ban, "Never open valve with pump off."),
            (ban, "Never open valve w/ fan running."),
            (ban, "Never open valve."),
            (
                "Never ship parcels without tracking.",
                "Never ship parcels w/ tracking.",
            ),
        ]);
    }

    /// A dropped goal of "to" narrows or widens the act ("redact emails to the domain part"
    /// -> "redact emails"); a dropped purpose ("to save tokens") does not.
    #[test]
    fn a_dropped_goal_changes_the_act() {
        assert_changed(&[
            ("Redact emails to the domain part.", "Redact emails."),
            (
                "Send the weekly report to finance.",
                "Send the weekly report.",
            ),
        ]);
        assert_faithful(&[("Keep answers short to save tokens.", "Keep answers short.")]);
    }

    /// A negation moved to what the other side allowed is a change ("English, not French"
    /// -> "French, not English"); "weekdays only" restates a ban on weekends, and where a
    /// thing "lives" restates where it is stored.
    #[test]
    fn moved_negations_weekdays_and_where_things_live() {
        assert_changed(&[
            (
                "Reply in English, not French.",
                "Reply in French, not English.",
            ),
            (
                "Keep secrets in the vault, never in the repo.",
                "Keep secrets in the repo, never in the vault.",
            ),
            (
                "Store tokens in the vault, never in the repo.",
                "Tokens live in the repo, not the vault.",
            ),
            (
                "Don't run payroll on weekends.",
                "Run payroll on weekends only.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't run payroll on weekends.",
                "Payroll runs on weekdays only.",
            ),
            (
                "Store tokens in the vault, never in the repo.",
                "Tokens live in the vault, not the repo.",
            ),
            (
                "Customers must not share their login.",
                "Sharing logins is not allowed for customers.",
            ),
        ]);
    }

    /// Two phrases that traded places, every word kept, is a change; a list reordered or a
    /// clause moved whole is not.
    #[test]
    fn phrases_that_traded_places() {
        assert_changed(&[
            (
                "Use Postgres for orders and Redis for sessions.",
                "Use Redis for orders and Postgres for sessions.",
            ),
            (
                "Interns may read the wiki but not edit it.",
                "Interns may edit the wiki but not read it.",
            ),
        ]);
        assert_faithful(&[
            (
                "Translate the docs into French and German.",
                "Translate the docs into German and French.",
            ),
            (
                "Run the tests before deploying.",
                "Before deploying, run the tests.",
            ),
        ]);
    }

    /// An action turned into the one that undoes it ("keep the logs" -> "delete the logs",
    /// "allow uploads" -> "block uploads") is a change, though "keep" and "allow" carry no
    /// scope; "never delete X" = "keep X" still holds.
    #[test]
    fn actions_undone() {
        assert_changed(&[
            ("Keep the build logs.", "Delete the build logs."),
            (
                "Allow uploads from partners.",
                "Block uploads from partners.",
            ),
        ]);
        assert_faithful(&[("Never delete the audit logs.", "Keep the audit logs.")]);
    }

    /// One of several conditions dropped with every word it named (up to its comma) is a
    /// change; the same conditions reworded, or every condition kept, are not.
    #[test]
    fn one_of_several_conditions_dropped() {
        assert_eq!(
            whats(
                "Do not merge without two approvals unless it's a hotfix.",
                "Do not merge without two approvals.",
            ),
            ["condition dropped"]
        );
        assert_eq!(
            whats(
                "As long as the tests pass, you can merge without waiting for me.",
                "You can merge without waiting for me.",
            ),
            ["condition dropped"]
        );
        assert_faithful(&[
            (
                "Do not merge without two approvals unless it's a hotfix.",
                "Unless it's a hotfix, don't merge w/o two approvals.",
            ),
            (
                "Don't deploy without a green build unless the CTO approves.",
                "Unless the CTO approves, no deploys w/o a green build.",
            ),
        ]);
    }

    /// A day or clock time the rule did not name narrows it; an ordinal or "24/7" in a
    /// faithful restatement does not.
    #[test]
    fn a_day_or_hour_added() {
        assert_eq!(
            whats(
                "Submit the expense report.",
                "Submit the expense report by Friday."
            ),
            ["bound added"]
        );
        assert_changed(&[(
            "Merging needs two approvals unless it's a hotfix.",
            "Merging needs two approvals unless it's Friday.",
        )]);
        assert_faithful(&[
            (
                "Answer pages within 15 minutes, around the clock.",
                "Pages: answer within 15 min, 24/7.",
            ),
            (
                "Print the contracts on the second floor.",
                "Print contracts on the 2nd floor.",
            ),
        ]);
    }

    /// A unit glued to a clock time ("8pm") does not take the next word into the bound: "after
    /// 8pm their local time" = "after 8pm local time".
    #[test]
    fn a_glued_unit_leaves_the_next_word_out() {
        assert_faithful(&[(
            "Don't email customers after 8pm their local time.",
            "No customer emails after 8pm local time.",
        )]);
        assert_changed(&[(
            "Don't email customers after 8pm their local time.",
            "No customer emails after 8pm server time.",
        )]);
    }

    /// Batch r81 (session 12): a ban kept as "never shared" after a label or as "not to be
    /// shared", the other choice after "instead of" or "prefer ... over", and a rule held
    /// "throughout" restate the rule; the same lines with a word changed do not.
    #[test]
    fn bans_kept_in_labels_and_choices_named_by_contrast() {
        assert_faithful(&[
            (
                "Do not give out the admin password over chat or email.",
                "Admin password: never shared via chat or email.",
            ),
            (
                "Do not give out the admin password over chat or email.",
                "Admin password: not to be shared via chat or email.",
            ),
            (
                "The user wants answers in bullet points, not paragraphs.",
                "User prefers bullet points over paragraphs.",
            ),
            (
                "The user wants answers in bullet points, not paragraphs.",
                "User wants bullet points instead of paragraphs.",
            ),
            (
                "Use metric units in all reports.",
                "Reports use metric units throughout.",
            ),
        ]);
        assert_changed(&[
            (
                "Do not give out the admin password over chat or email.",
                "Admin password: shared via chat or email.",
            ),
            (
                "The user wants answers in bullet points, not paragraphs.",
                "User prefers paragraphs over bullet points.",
            ),
            ("Use tabs.", "Prefer tabs over spaces."),
            (
                "Use metric units in all reports.",
                "Reports use imperial units throughout.",
            ),
        ]);
    }

    /// The rule's action said of its recipient with "get" restates it; another recipient, a
    /// changed word, a negated rule or a past "got" does not.
    #[test]
    fn a_recipient_gets_what_the_rule_gives() {
        assert_faithful(&[
            (
                "Send the weekly report to the CFO.",
                "The CFO gets the weekly report.",
            ),
            (
                "Please use a formal tone with enterprise customers.",
                "Enterprise customers get a formal tone.",
            ),
        ]);
        assert_changed(&[
            (
                "Send the weekly report to the CFO.",
                "The CEO gets the weekly report.",
            ),
            (
                "Don't send the weekly report to the CFO.",
                "The CFO gets the weekly report.",
            ),
            (
                "Reply in German to German-speaking customers.",
                "German-speaking customers got replies in German.",
            ),
        ]);
    }

    /// Batch r84 (session 12), compactions of several rules: a ban split off as "no <object>"
    /// in a sentence of its own, a bound after a semicolon that no negation turns, a weekday
    /// before a clock time, and "since then" read as "after"; the same compactions with a rule
    /// turned are changes.
    #[test]
    fn compactions_split_into_sentences() {
        assert_faithful(&[
            (
                "Never schedule calls before 9am, and keep orders under $2,000.",
                "No calls before 9am; orders under $2,000.",
            ),
            (
                "Never schedule calls before 9am, and keep orders under $2,000.",
                "No calls before 9am. Orders under $2,000.",
            ),
            (
                "Submit the deck by Wednesday noon.",
                "Deck due Wednesday 12pm.",
            ),
            (
                "We had an incident in May. Since then, every new dependency needs a security review.",
                "After May's incident: each new dependency requires a security review.",
            ),
        ]);
        assert_changed(&[
            (
                "Never schedule calls before 9am, and keep orders under $2,000.",
                "No calls before 9am; orders over $2,000.",
            ),
            (
                "Never schedule calls before 9am, and keep orders under $2,000.",
                "Calls before 9am are fine. Orders under $2,000.",
            ),
            (
                "Submit the deck by Wednesday noon.",
                "Deck due Thursday 12pm.",
            ),
        ]);
    }

    /// Batch r85 (session 12), compactions into bullets and labels: a label naming another
    /// thing than the rule's ("Internal docs:") and a word replaced in a bullet of its own are
    /// changes; "nothing over" a sum is a ceiling.
    #[test]
    fn labels_and_bullets_that_replace_what_the_rule_names() {
        assert_changed(&[
            (
                "All customer-facing copy must go through legal review. Internal docs don't need it.",
                "Internal docs: legal review required.",
            ),
            (
                "Always reply in the customer's language, keep replies under 150 words, and never promise refunds.",
                "- Reply in English\n- Max 150 words\n- No refund promises",
            ),
            (
                "Hotels: nothing over €200 per night.",
                "Hotels: at least €200 per night.",
            ),
        ]);
        assert_faithful(&[
            (
                "All customer-facing copy must go through legal review.",
                "Customer-facing copy: legal review required.",
            ),
            (
                "Always reply in the customer's language, keep replies under 150 words, and never promise refunds.",
                "- Reply in the customer's language\n- Max 150 words\n- No refund promises",
            ),
            (
                "Hotels: nothing over €200 per night.",
                "Hotels: ≤ €200/night.",
            ),
        ]);
    }

    /// Batch r86 (session 12), system prompts compacted: one softener traded for another, an
    /// "only" count capped at the same number, and a role heading ("As a travel agent for our
    /// team,") restate the rule; a softener added to another order, a higher cap and a
    /// condition dropped with a lone verb do not.
    #[test]
    fn system_prompts_compacted() {
        assert_faithful(&[
            (
                "Cite peer-reviewed sources where possible.",
                "Prefer peer-reviewed sources.",
            ),
            (
                "Offer a $10 credit, but only once per order.",
                "$10 credit, max once per order.",
            ),
            (
                "As a travel agent for our team, book refundable fares.",
                "Travel agent: refundable fares.",
            ),
        ]);
        assert_changed(&[
            (
                "Cite peer-reviewed sources where possible, and never fabricate a citation.",
                "Prefer peer-reviewed sources; avoid fabricating citations if possible.",
            ),
            (
                "Offer a $10 credit, but only once per order.",
                "$10 credit, max twice per order.",
            ),
            ("Once the build passes, deploy.", "Deploy."),
        ]);
    }

    /// A ban restated as the state it keeps ("stays on", "stay untranslated"); the other
    /// state, or another thing kept, is a change.
    #[test]
    fn a_ban_restated_as_the_state_it_keeps() {
        assert_faithful(&[
            (
                "Do not disable TLS verification, even in development.",
                "TLS verification stays on, even in dev.",
            ),
            (
                "Don't translate product names.",
                "Product names stay untranslated.",
            ),
            (
                "Customer data must not leave the EU region.",
                "Customer data stays in the EU region.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't translate product names.",
                "Product names stay translated.",
            ),
            (
                "Customer data must not leave the EU region.",
                "Customer data stays in the US region.",
            ),
            (
                "Do not disable TLS verification.",
                "TLS verification stays off.",
            ),
            (
                "Do not disable TLS verification.",
                "Certificate checks stay on.",
            ),
        ]);
    }

    /// The other way round (pol65c): a state kept said as a ban on the verb that ends it
    /// ("stays locked" -> "don't unlock"); a ban on the verb that keeps it, an order to end it,
    /// a state of the moment ("is locked") or its condition dropped are changes.
    #[test]
    fn a_state_kept_restated_as_a_ban_on_ending_it() {
        assert_faithful(&[
            (
                "The cellar door stays locked.",
                "Don't unlock the cellar door.",
            ),
            (
                "The chest freezer stays shut.",
                "Never open the chest freezer.",
            ),
        ]);
        assert_changed(&[
            (
                "The cellar door stays locked.",
                "Don't lock the cellar door.",
            ),
            ("The cellar door stays locked.", "Unlock the cellar door."),
            (
                "The cellar door is locked.",
                "Don't unlock the cellar door.",
            ),
            (
                "The cellar door stays locked until the inspector comes.",
                "Don't unlock the cellar door.",
            ),
        ]);
    }

    /// A negation that made a bound leaves the sentence's later negation as its own: "don't
    /// book flights over $600, avoid red-eyes" keeps the ban on red-eyes.
    #[test]
    fn a_later_negation_after_the_one_that_made_a_bound() {
        assert_faithful(&[(
            "Don't book flights over $600, avoid red-eyes.",
            "Flights: max $600, no red-eyes.",
        )]);
        assert_changed(&[(
            "Don't book flights over $600, avoid red-eyes.",
            "Flights: max $600, red-eyes fine.",
        )]);
    }

    /// Batch r89 (session 12): "or lower" and "or higher" are bounds; an "only" count
    /// restated as a cap of the same number is faithful, but not an "only" of a bound's own.
    #[test]
    fn postfix_lower_higher_and_only_counts_capped() {
        assert_eq!(
            whats(
                "Keep the thermostat at 20°C or lower overnight.",
                "Overnight, the thermostat must not go below 20°C.",
            ),
            ["bound direction changed"]
        );
        assert_faithful(&[
            (
                "Keep the thermostat at 20°C or lower overnight.",
                "Overnight, the thermostat must not go above 20°C.",
            ),
            (
                "The pharmacy will only dispense a 30-day supply at a time.",
                "Max 30-day supply per dispense.",
            ),
        ]);
        assert_changed(&[(
            "Refunds are only possible within 30 days of purchase.",
            "Refunds are possible within 30 days of purchase.",
        )]);
    }

    /// "$20k/year" reads thousands before the rate, as "$20k a year" does.
    #[test]
    fn thousands_before_a_rate() {
        assert_faithful(&[(
            "Keep the total under $20k a year.",
            "Total under $20k/year.",
        )]);
        assert_changed(&[(
            "Keep the total under $20k a year.",
            "Total under $30k/year.",
        )]);
    }

    /// Batch r92 (session 12), faithful compactions: a quoted term after "No", "the word" that
    /// only names the quote, and "you need my approval before X" = "X requires the user's
    /// approval"; a quoted term replaced by another, even a function word, is a change.
    #[test]
    fn quoted_terms_and_approval_needed_first() {
        assert_faithful(&[
            (
                "Please don't use the word \"simply\" in user-facing docs.",
                "No \"simply\" in user-facing docs.",
            ),
            (
                "You need my approval before spending more than $100 on anything.",
                "Spending over $100 requires the user's approval.",
            ),
        ]);
        assert_changed(&[
            (
                "Never use \"simply\" in docs.",
                "Never use \"just\" in docs.",
            ),
            (
                "You need my approval before spending more than $100.",
                "Spending over $100 requires the CFO's approval.",
            ),
        ]);
    }

    /// A total over a set turned into a rate of each member ("across all regions" -> "per
    /// region"), or back, is a change; the same total reworded is not.
    #[test]
    fn a_total_turned_into_a_rate() {
        assert_changed(&[
            (
                "Maximum of 3 concurrent deploys across all regions.",
                "Maximum of 3 concurrent deploys per region.",
            ),
            (
                "Max 3 deploys per region.",
                "Max 3 deploys across all regions.",
            ),
        ]);
        assert_faithful(&[(
            "Maximum of 3 concurrent deploys across all regions.",
            "No more than three deploys at once, across all regions.",
        )]);
    }

    /// Batch r94 (session 12), chat turns compacted: a rule for one occasion made standing
    /// ("this week" -> "every week") or a standing one held to an occasion ("from now on" ->
    /// "today") is a change; the same occasion kept is not.
    #[test]
    fn one_occasion_and_standing_rules() {
        assert_changed(&[
            (
                "User: you can skip the weekly report this week.",
                "Weekly report can be skipped every week.",
            ),
            (
                "Assistant: Understood, I'll keep all replies under 100 words from now on.",
                "Replies capped at 100 words for today.",
            ),
        ]);
        assert_faithful(&[(
            "Assistant: Understood, I'll keep all replies under 100 words from now on.",
            "Replies capped at 100 words going forward.",
        )]);
    }

    /// The verb that reported a rule, restated by "per", carries no scope.
    #[test]
    fn said_restated_by_per() {
        assert_faithful(&[(
            "Dana said no more than two vendor calls a week.",
            "Per Dana: max 2 vendor calls/week.",
        )]);
    }

    /// A condition leading an arrow in the rewrite ("Rash → stop the infusion") restates the
    /// condition; another word before the arrow, or no arrow, does not.
    #[test]
    fn a_condition_leading_an_arrow() {
        assert_faithful(&[(
            "Stop the infusion immediately if the patient develops a rash.",
            "Rash → stop the infusion immediately.",
        )]);
        assert_changed(&[
            (
                "Stop the infusion immediately if the patient develops a rash.",
                "Fever → stop the infusion immediately.",
            ),
            (
                "Stop the infusion immediately if the patient develops a rash.",
                "Stop the infusion immediately.",
            ),
        ]);
    }

    /// A condition's number before the arrow leads it too ("after a 503, retry" -> "503 →
    /// retry"); another number does not.
    #[test]
    fn a_conditions_number_leading_an_arrow() {
        assert_faithful(&[(
            "Pause the sync job for ten minutes after a 503 response.",
            "On 503 → pause the sync job for 10 min.",
        )]);
        assert_changed(&[(
            "Pause the sync job for ten minutes after a 503 response.",
            "On 502 → pause the sync job for 10 min.",
        )]);
    }

    /// A condition may become the rewrite's lead phrase, before a colon or as a question
    /// ("If a customer reports a broken link, ..." -> "On a reported broken link: ...",
    /// "Box arrived wet? ...") when the lead names two of its words or numbers and every one
    /// past its subject and verb; a lead or label naming only the topic ("Guests: ..." for
    /// "if a guest cancels"), or losing a qualifier of the case ("a reported link"), drops
    /// the condition.
    #[test]
    fn a_condition_may_become_the_lead_phrase() {
        assert_faithful(&[
            (
                "If a customer reports a broken link, fix it within a day.",
                "On a reported broken link: fix it within a day.",
            ),
            (
                "Photograph the parcel and its label before signing if the box arrives wet.",
                "Box arrived wet? Photograph the parcel and its label before signing.",
            ),
            (
                "If a guest cancels, refund the deposit.",
                "Guest cancels: refund the deposit.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "If a customer reports a broken link, fix it within a day.",
                    "On a reported link: fix it within a day.",
                ),
                (
                    "Photograph the parcel and its label before signing if the box arrives wet.",
                    "Box arrived? Photograph the parcel and its label before signing.",
                ),
                (
                    "Photograph the parcel and its label before signing if the box arrives wet.",
                    "Any box: photograph the parcel and its label before signing.",
                ),
                (
                    "If a guest cancels, refund the deposit.",
                    "Guests: refund the deposit.",
                ),
            ],
        );
    }

    /// An event condition said as an "on" / "upon" phrase naming it ("as soon as the sample
    /// is received" -> "upon receipt of the sample") is kept; an "on" phrase naming another
    /// event or a day drops it.
    #[test]
    fn an_event_condition_said_as_an_on_phrase() {
        assert_faithful(&[(
            "Log the reading as soon as the sample is received.",
            "Log the reading upon receipt of the sample.",
        )]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "Log the reading as soon as the sample is received.",
                    "Log the reading upon shipment of the sample.",
                ),
                (
                    "Store the vaccines in the freezer as soon as they arrive.",
                    "Freeze the vaccines on Tuesdays.",
                ),
                (
                    "Inspect the parcel before it ships.",
                    "Inspect the parcel on shipping.",
                ),
            ],
        );
    }

    /// A repeated period said without a count ("every other week", "every fortnight",
    /// "every second day", "daily") is the same period; another length, on either side, is a
    /// change.
    #[test]
    fn a_period_said_without_a_count() {
        assert_faithful(&[
            (
                "Back up the wiki every 2 weeks.",
                "Back up the wiki every other week.",
            ),
            (
                "Water the fern every second day.",
                "Water the fern every 2 days.",
            ),
            ("Check the traps every 24 hours.", "Check the traps daily."),
        ]);
        assert_changed(&[
            (
                "Back up the wiki every 2 weeks.",
                "Back up the wiki every other day.",
            ),
            (
                "Back up the wiki every 2 weeks.",
                "Back up the wiki weekly.",
            ),
            (
                "Water the fern every second day.",
                "Water the fern every 3 days.",
            ),
            (
                "Rotate the keys every fortnight.",
                "Rotate the keys every three weeks.",
            ),
        ]);
    }

    /// An opening phrasal verb said as one noun ("Back up the wiki ..." -> "Wiki backups
    /// ...") keeps the rule's action; another noun, or a changed number, does not.
    #[test]
    fn a_phrasal_verb_said_as_a_noun() {
        assert_faithful(&[(
            "Back up the wiki every 12 hours.",
            "Wiki backups every twelve hours.",
        )]);
        assert_changed(&[
            (
                "Back up the wiki every 12 hours.",
                "Wiki rollbacks every twelve hours.",
            ),
            (
                "Back up the wiki every 12 hours.",
                "Wiki backups every six hours.",
            ),
        ]);
    }

    /// A count of times the rule lists one by one ("twice a day, at 8am and 8pm") is kept by
    /// the listed times; a time dropped, or another count, is a change.
    #[test]
    fn a_count_of_times_kept_by_its_listed_times() {
        assert_faithful(&[
            (
                "Give the cat her pill twice a day, at 8am and 8pm.",
                "Give the cat her pill at 8am and 8pm.",
            ),
            (
                "Water the lawn twice a week, on Monday and Thursday.",
                "Water the lawn Mondays and Thursdays.",
            ),
        ]);
        assert_changed(&[
            (
                "Give the cat her pill twice a day, at 8am and 8pm.",
                "Give the cat her pill at 8am.",
            ),
            (
                "Give the cat her pill twice a day, at 8am and 8pm.",
                "Give the cat her pill three times a day, at 8am and 8pm.",
            ),
            (
                "Water the lawn twice a week, on Monday and Thursday.",
                "Water the lawn on Mondays.",
            ),
        ]);
    }

    /// A window of two clock times written as one token ("10pm-7am", "09:00-17:00") names
    /// both times; another time on either side is a change, and the window keeps the
    /// negation it sits in.
    #[test]
    fn a_clock_window_names_both_times() {
        assert_faithful(&[
            (
                "Quiet hours run from 10pm to 7am.",
                "Quiet hours: 10pm-7am.",
            ),
            (
                "Office hours are 09:00-17:00.",
                "Office hours are 9am to 5pm.",
            ),
        ]);
        assert_changed(&[
            (
                "Quiet hours run from 10pm to 7am.",
                "Quiet hours: 10pm-6am.",
            ),
            (
                "Office hours are 09:00-17:30.",
                "Office hours are 9am to 5pm.",
            ),
            ("Don't deploy between 1am and 4am.", "Deploy 1am-4am only."),
        ]);
    }

    /// "between 9 and 6", the later hour first, is a window of the clock: "not before 10 or
    /// after 4" said as "only between 10 and 4" is kept; another hour, or a range of counts
    /// ("between 2 and 5 items"), is compared as before.
    #[test]
    fn bare_hours_of_a_window_past_noon_are_times() {
        assert_faithful(&[
            (
                "Don't ring the suppliers before 10 or after 4.",
                "Ring the suppliers only between 10 and 4.",
            ),
            (
                "Only ring the suppliers between 10 and 4.",
                "Ring the suppliers only between 10am and 4pm.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't ring the suppliers before 10 or after 4.",
                "Ring the suppliers only between 10 and 3.",
            ),
            (
                "Only ring the suppliers between 10 and 4.",
                "Ring the suppliers only between 10am and 5pm.",
            ),
            (
                "Keep each batch between 2 and 5 items.",
                "Keep each batch between 2 and 6 items.",
            ),
        ]);
    }

    /// A condition said as an "after" phrase naming its case ("if a payment bounces three
    /// times" -> "after three bounced payments") is no new condition; one that loses the
    /// case's verb or count is.
    #[test]
    fn a_condition_said_as_an_after_phrase() {
        assert_faithful(&[(
            "If a payment bounces three times, close the account.",
            "After three bounced payments, close the account.",
        )]);
        assert_changed(&[
            (
                "If a payment bounces three times, close the account.",
                "After three payments, close the account.",
            ),
            (
                "If a payment bounces three times, close the account.",
                "After a bounced payment, close the account.",
            ),
        ]);
    }

    /// A thing kept in a state ("Keep the old API running") may be said as the action that
    /// ends the state, negated ("Don't shut down the old API"); that action un-negated
    /// ("Shut down the old API", "Close the store") turns the rule around.
    #[test]
    fn a_kept_state_and_the_action_that_ends_it() {
        assert_faithful(&[
            (
                "Keep the legacy queue running.",
                "Don't shut down the legacy queue.",
            ),
            (
                "Keep the store open on Sundays.",
                "Don't close the store on Sundays.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[
                (
                    "Keep the legacy queue running.",
                    "Shut down the legacy queue.",
                ),
                (
                    "Keep the store open on Sundays.",
                    "Close the store on Sundays.",
                ),
                (
                    "Leave the alarm enabled at night.",
                    "Disable the alarm at night.",
                ),
            ],
        );
    }

    /// Leave to act "without" a thing restates a lifted need of it ("no need to check with
    /// me before merging" = "you can merge without checking with me"); another thing, or the
    /// leave turned into a ban, does not.
    #[test]
    fn leave_without_a_thing_is_no_need_of_it() {
        assert_faithful(&[
            (
                "There's no need to check with me before merging docs fixes.",
                "You can merge docs fixes without checking with me.",
            ),
            (
                "Guests may bring one bag without a luggage tag.",
                "One bag per guest doesn't need a luggage tag.",
            ),
        ]);
        assert_changed(&[
            (
                "There's no need to check with me before merging docs fixes.",
                "You can merge docs fixes without testing them.",
            ),
            (
                "There's no need to check with me before merging docs fixes.",
                "Don't merge docs fixes without checking with me.",
            ),
            (
                "Guests may bring one bag without a luggage tag.",
                "One bag per guest doesn't need a ticket.",
            ),
        ]);
    }

    /// Waiting a while before an action ("wait two hours after eating before swimming") is
    /// the action forbidden until then ("don't swim until 2 hours after eating"); another
    /// while, or another action, is a change.
    #[test]
    fn waiting_a_while_is_the_action_forbidden_until_then() {
        assert_faithful(&[(
            "Wait two hours after eating before swimming.",
            "Don't swim until 2 hours after eating.",
        )]);
        assert_changed(&[
            (
                "Wait two hours after eating before swimming.",
                "Don't swim until 3 hours after eating.",
            ),
            (
                "Wait two hours after eating before swimming.",
                "Don't sunbathe until 2 hours after eating.",
            ),
        ]);
    }

    /// An exception said as "nothing but" ("except for typo fixes, nothing gets published"
    /// = "publish nothing but typo fixes") keeps it; "nothing but" another thing does not, nor
    /// does the exception made an order ("during the launch week, publish typo fixes": a
    /// stretch of time is no step that must come first). "Not ... by anyone except X" is
    /// "only X".
    #[test]
    fn an_exception_said_as_nothing_but_or_only() {
        assert_faithful(&[
            (
                "Except for typo fixes, nothing gets published on weekends.",
                "On weekends, publish nothing but typo fixes.",
            ),
            (
                "The payroll run must not be started by anyone except the finance lead.",
                "Only the finance lead may start the payroll run.",
            ),
        ]);
        assert_changed(&[
            (
                "Except for typo fixes, nothing gets published on weekends.",
                "On weekends, publish nothing but release notes.",
            ),
            (
                "Except for typo fixes, nothing gets published during the launch week.",
                "During the launch week, publish typo fixes.",
            ),
            (
                "The payroll run must not be started by anyone except the finance lead.",
                "Only the finance team may start the payroll run.",
            ),
        ]);
    }

    /// "until" is the side of "before": turned into "after" around the same event it is a
    /// change; a negation on one side restates it only when the whole event is kept ("don't
    /// close it until QA confirms the fix" is no "close it once the fix is in").
    #[test]
    fn until_turned_around_its_event() {
        assert_faithful(&[
            (
                "Don't merge until CI passes.",
                "Merge only after CI passes.",
            ),
            (
                "Please don't close the ticket until QA confirms the fix.",
                "Close the ticket once QA confirms the fix.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[(
                "Don't merge until CI passes.",
                "Don't merge after CI passes.",
            )],
        );
        assert_changed(&[
            (
                "Please don't close the ticket before QA confirms the fix.",
                "Close the ticket once the fix is in.",
            ),
            (
                "Please don't close the ticket until QA confirms the fix.",
                "Close the ticket once the fix is in.",
            ),
        ]);
    }

    /// A negated passive or "-able" adjective turns the bound of its subject, also when the
    /// quantity's adjective closes the bound ("invoices over 60 days old can't be disputed"
    /// = "invoices more than 60 days old are not disputable"); the other side, or the
    /// negation dropped, is a change.
    #[test]
    fn a_negated_subjects_bound_closed_by_its_adjective() {
        assert_faithful(&[(
            "Invoices older than 60 days can't be disputed.",
            "Invoices more than 60 days old are not disputable.",
        )]);
        assert_changed(&[
            (
                "Invoices older than 60 days can't be disputed.",
                "Invoices under 60 days old are not disputable.",
            ),
            (
                "Invoices older than 60 days can't be disputed.",
                "Invoices more than 60 days old are disputable.",
            ),
        ]);
    }

    /// "One X per Y" said as "each Y gets its own X" keeps the count; the two turned
    /// around, or another count, does not.
    #[test]
    fn one_per_said_as_its_own() {
        assert_faithful(&[(
            "One branch per ticket.",
            "Every ticket gets its own branch.",
        )]);
        assert_changed(&[
            (
                "One branch per ticket.",
                "Every branch gets its own ticket.",
            ),
            ("One branch per ticket.", "Every ticket gets two branches."),
        ]);
    }

    /// "once every week" said as "every week" and "once every morning" as "every AM" keep the
    /// count of one; another period, another time of day, or another count ("twice weekly")
    /// does not.
    #[test]
    fn once_left_out_before_every() {
        assert_faithful(&[
            (
                "Defrost the freezer once every month.",
                "Defrost the freezer every month.",
            ),
            (
                "Take one vitamin D once every morning.",
                "Vitamin D: one every AM.",
            ),
        ]);
        assert_changed(&[
            (
                "Defrost the freezer once every month.",
                "Defrost the freezer every week.",
            ),
            (
                "Take one vitamin D once every morning.",
                "Vitamin D: one every PM.",
            ),
            (
                "Defrost the freezer once a month.",
                "Defrost the freezer twice monthly.",
            ),
        ]);
    }

    /// A possessive after a number is no unit: "before 9 your time" is the hour 9, as "before
    /// 9:00" is; another hour is a change.
    #[test]
    fn a_possessive_after_a_number_is_no_unit() {
        assert_faithful(&[(
            "Don't call the Tokyo team after 6 their time.",
            "No calls to the Tokyo team after 6:00 Tokyo time.",
        )]);
        assert_changed(&[(
            "Don't call the Tokyo team after 6 their time.",
            "No calls to the Tokyo team after 7:00 Tokyo time.",
        )]);
    }

    /// A bound referring back to an amount ("under that amount") may name it ("under
    /// $200"); another amount, or the other side, is a change.
    #[test]
    fn a_bound_naming_the_amount_referred_to() {
        let original =
            "Each team's monthly budget is $200. Purchases below that limit need no sign-off.";
        assert_faithful(&[(
            original,
            "Team budget: $200/month; purchases below $200 need no sign-off.",
        )]);
        assert_changed(&[
            (
                original,
                "Team budget: $200/month; purchases below $300 need no sign-off.",
            ),
            (
                original,
                "Team budget: $200/month; purchases above $200 need no sign-off.",
            ),
        ]);
    }

    /// "following" before a unit of time ("5th of following month") is an adjective, as after
    /// "the": no ordering is added; another month or week is still a change.
    #[test]
    fn following_before_a_unit_of_time_orders_nothing() {
        assert_faithful(&[(
            "Timesheets are due by the 2nd of the following month.",
            "Timesheets: due 2nd of following month.",
        )]);
        assert_changed(&[(
            "Timesheets are due by the 2nd of the following month.",
            "Timesheets: due 2nd of following week.",
        )]);
    }

    /// A telegraphic line led by a phrase of up to six words before its colon ("Anything
    /// quoted this month: ...") or keeping a number in another unit ("2 weeks" as "14 days")
    /// restates the rule; another number does not.
    #[test]
    fn a_telegraphic_line_with_a_longer_lead_or_another_unit() {
        assert_faithful(&[
            (
                "Use the 2025 rate card for anything quoted this month.",
                "Anything quoted this month: 2025 rate card.",
            ),
            (
                "Keep backups for 2 weeks in the cold bucket.",
                "Backups: 14 days in the cold bucket.",
            ),
        ]);
        assert_changed(&[
            (
                "Use the 2025 rate card for anything quoted this month.",
                "Anything quoted this month: 2024 rate card.",
            ),
            (
                "Keep backups for 2 weeks in the cold bucket.",
                "Backups: 10 days in the cold bucket.",
            ),
        ]);
    }

    /// A telegraphic passive, the participle right after "never" and before a preposition or
    /// the end ("Invoices never forwarded to my home"), restates a ban; a report with an
    /// object ("Bob never shared the password") or the negation dropped does not.
    #[test]
    fn a_telegraphic_passive_after_never() {
        assert_faithful(&[(
            "Never forward invoices to my home address.",
            "Invoices never forwarded to my home address.",
        )]);
        assert_changed(&[
            (
                "Never share the staging password.",
                "Bob never shared the staging password.",
            ),
            (
                "Never forward invoices to my home address.",
                "Invoices forwarded to my home address.",
            ),
        ]);
    }

    /// The event of a passive rule as the subject of the active verb ("your phone will be
    /// locked after ten wrong passcodes" = "ten wrong passcodes will lock your phone") keeps
    /// the condition; another verb, or a count or word of the event lost, does not.
    #[test]
    fn an_event_as_the_subject_of_the_active_verb() {
        let original = "Your phone will be locked after ten wrong passcodes.";
        assert_faithful(&[(original, "Ten wrong passcodes will lock your phone.")]);
        assert_changed(&[
            (original, "Ten wrong passcodes will wipe your phone."),
            (original, "Ten passcodes will lock your phone."),
            (original, "Nine wrong passcodes will lock your phone."),
        ]);
    }

    /// A rule restated as a noun phrase keeps a span of time read as a date on the other side
    /// ("up to 24 hours before the flight" = "until 24h before the flight"); another span, or
    /// the other side of the event, is a change.
    #[test]
    fn a_restated_rules_span_read_as_a_date() {
        let original = "Passengers can change seats for free up to 24 hours before the flight.";
        assert_faithful(&[(original, "Free seat changes until 24h before the flight.")]);
        assert_changed(&[
            (original, "Free seat changes until 12h before the flight."),
            (original, "Free seat changes until 24h after the flight."),
        ]);
    }

    /// A closing "each time" kept as "each" before the bound's number ("at least 30 minutes
    /// each time" -> "each 30 minutes or longer") still holds per occasion; the "each"
    /// dropped is a change.
    #[test]
    fn each_time_kept_as_each_before_the_number() {
        let original = "Practise piano three times a week, at least 30 minutes each time.";
        assert_faithful(&[(
            original,
            "Piano practice: 3 a week, each 30 minutes or longer.",
        )]);
        assert_reports(
            "condition dropped",
            &[(original, "Piano practice: 3 a week, 30 minutes or longer.")],
        );
    }

    /// A closing tag that insists on the rule ("..., no exceptions") may go when the rule's
    /// own word says it ("always", "exact"); that word dropped with it, another negated
    /// thing, or exceptions allowed is a change.
    #[test]
    fn an_insisting_tag_restated_by_the_rules_word() {
        assert_faithful(&[(
            "Always badge in at the front desk, no exceptions.",
            "Always badge in at the front desk.",
        )]);
        assert_changed(&[
            (
                "Always badge in at the front desk, no exceptions.",
                "Badge in at the front desk, exceptions allowed.",
            ),
            (
                "Always badge in at the front desk, no visitors.",
                "Always badge in at the front desk.",
            ),
        ]);
    }

    /// "Monday to Friday" said as "weekdays" keeps the days; "weekends" does not.
    #[test]
    fn days_said_as_part_of_the_week() {
        assert_faithful(&[(
            "Deliveries are accepted Monday to Friday, not on weekends.",
            "Deliveries: weekdays only.",
        )]);
        assert_changed(&[(
            "Deliveries are accepted Monday to Friday.",
            "Deliveries: weekends only.",
        )]);
    }

    /// What a rate glued after a slash counts by is a word of the rule: "€2,000/year" for
    /// "€2,000 per quarter" is a change, "€2,000/quarter" is not.
    #[test]
    fn a_rate_after_a_slash() {
        assert_changed(&[(
            "Spend under €2,000 per quarter on software licenses.",
            "Software licenses: < €2,000/year.",
        )]);
        assert_faithful(&[(
            "Spend under €2,000 per quarter on software licenses.",
            "Software licenses: < €2,000/quarter.",
        )]);
    }

    /// "floor" and "ceiling" before a number name its side.
    #[test]
    fn floor_and_ceiling_name_the_side() {
        assert_changed(&[(
            "Store at most 5 GB per customer.",
            "Per-customer storage floor: 5 GB.",
        )]);
        assert_faithful(&[
            (
                "Store at most 5 GB per customer.",
                "Per-customer storage ceiling: 5 GB.",
            ),
            ("Keep at least 2 GB free.", "Free space floor: 2 GB."),
        ]);
    }

    /// "Not in the same region" asks for "a different region"; the same region kept, or
    /// another thing named, is a change.
    #[test]
    fn a_different_one_for_not_the_same() {
        assert_faithful(&[(
            "Do not store backups in the same region as production.",
            "Backups must live in a different region from production.",
        )]);
        assert_changed(&[
            (
                "Do not store backups in the same region as production.",
                "Store backups in the same region as production.",
            ),
            (
                "Do not store backups in the same region as production.",
                "Backups must live in a different bucket from production.",
            ),
        ]);
    }

    /// ... and the other way: "a separate data center" is "not the same data center".
    #[test]
    fn not_the_same_one_for_a_different_one() {
        assert_faithful(&[(
            "Keep the replica in a separate data center from the primary.",
            "The replica must not be in the same data center as the primary.",
        )]);
        assert_changed(&[
            (
                "Keep the replica in a separate data center from the primary.",
                "The replica must be in the same data center as the primary.",
            ),
            (
                "Keep the replica in a separate data center from the primary.",
                "The replica must not be in a different data center from the primary.",
            ),
        ]);
    }

    /// A negation dropped from a sentence the classifier does not read as a rule is still a
    /// change, quoting the negation and the rewrite's sentence; a sentence that keeps it, or
    /// rewords it, is not.
    #[test]
    fn a_negation_dropped_from_a_sentence_not_read_as_a_rule() {
        let report = check_rewrite(
            "Thanks for sitting tonight! The sitter can't find his inhaler.",
            "The sitter can find his inhaler.",
        );
        assert_eq!(whats_of(&report), ["negation dropped"]);
        assert_eq!(report.changes[0].original, "can't");
        assert_eq!(
            report.changes[0].rewrite,
            "The sitter can find his inhaler."
        );
        assert_faithful(&[
            (
                "Thanks for sitting tonight! The sitter can't find his inhaler.",
                "The sitter cannot find his inhaler.",
            ),
            (
                "The build didn't pass on the first try, so we reran it.",
                "The build did not pass on the first try; it was rerun.",
            ),
        ]);
    }

    /// "any" and "anything with" only carry a negation: a sentence not read as a rule said
    /// again without them and without its negation has lost the negation; one that keeps
    /// the negation has not.
    #[test]
    fn a_negation_dropped_with_the_any_that_carried_it() {
        assert_reports(
            "negation dropped",
            &[
                (
                    "Mum can't have anything with grapefruit while she's on the statin.",
                    "Mum can have grapefruit while she's on the statin.",
                ),
                (
                    "Dad can't eat anything containing gluten.",
                    "Dad can eat gluten.",
                ),
                (
                    "The twins can't have any dairy at the party.",
                    "The twins can have dairy at the party.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Mum can't have anything with grapefruit while she's on the statin.",
                "Mum can't have grapefruit while she's on the statin.",
            ),
            (
                "The twins can't have any dairy at the party.",
                "The twins cannot have dairy at the party.",
            ),
        ]);
    }

    /// A restricting phrase added right after a bound the original closed its phrase with
    /// narrows what the bound applies to; the bound's unit or what it measures does not.
    #[test]
    fn a_restriction_after_a_kept_bound_narrows_the_scope() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Reimburse all taxis under $40.",
                    "Reimburse all taxis under $40 that have a receipt.",
                ),
                (
                    "Approve refunds up to 50 euros.",
                    "Approve refunds up to 50 euros with a manager's note.",
                ),
                (
                    "Book hotels under $150 a night.",
                    "Book hotels under $150 a night on weekdays.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Keep stand-ups under 15 minutes.",
                "Stand-ups must stay under 15 minutes in length.",
            ),
            (
                "Hotels must be under $150 a night with breakfast.",
                "Hotels under $150 a night with breakfast.",
            ),
        ]);
    }

    /// A sentence split in two at ", and" keeps a negation the second part took along, even
    /// when no content word follows it ("don't let her out"); other words after it change.
    #[test]
    fn a_negation_split_off_with_its_own_words_is_kept() {
        assert_faithful(&[
            (
                "Water the ferns on Sundays, and don't let them dry out.",
                "Water the ferns on Sundays. Don't let them dry out.",
            ),
            (
                "Walk the dog twice a day, and never let him off.",
                "Walk the dog twice a day; never let him off.",
            ),
        ]);
        assert_reports(
            "negation dropped",
            &[
                (
                    "Feed the cat twice a day, and don't let her out.",
                    "Feed the cat twice a day. Don't let her in.",
                ),
                (
                    "Feed the cat twice a day, and don't let her out.",
                    "Feed the cat twice a day. Let her out.",
                ),
            ],
        );
    }

    /// A scale said by its symbol after a bound ("below 5 degrees Celsius" -> "below 5 °C")
    /// keeps the unit; the other scale's symbol does not.
    #[test]
    fn a_scale_named_by_its_symbol_after_a_bound() {
        assert_faithful(&[
            (
                "Store the vaccine below 8 degrees Celsius.",
                "Store the vaccine below 8 °C.",
            ),
            (
                "Never heat the resin above 120 degrees Fahrenheit.",
                "Resin: never above 120°F.",
            ),
            // And back: the symbol said in words.
            (
                "Keep the fridge below 5 °C.",
                "Keep the fridge below 5 degrees Celsius.",
            ),
            (
                "Bake the glaze at no more than 400°F.",
                "Bake the glaze at 400 degrees Fahrenheit at most.",
            ),
        ]);
        assert_changed(&[
            (
                "Store the vaccine below 8 degrees Celsius.",
                "Store the vaccine below 8 °F.",
            ),
            (
                "Keep the fridge below 5 °C.",
                "Keep the fridge below 5 degrees Fahrenheit.",
            ),
        ]);
    }

    /// Clipped words ("vet", "lab", "meds"), "order" for "buy", "terminate" for "cancel" and
    /// "check with" for "ask" keep the scope; another person or another thing does not.
    #[test]
    fn clipped_words_and_verbs_of_buying_asking_and_ending_keep_the_scope() {
        assert_faithful(&[
            (
                "Take the cat to the vet every March.",
                "Take the cat to the veterinarian every March.",
            ),
            (
                "Send the lab results to Dr. Ortiz.",
                "Send the laboratory results to Dr. Ortiz.",
            ),
            (
                "Keep his meds out of reach.",
                "Keep his medication out of reach.",
            ),
            (
                "Never order furniture over $300 without asking.",
                "Never buy furniture over $300 without asking.",
            ),
            (
                "Terminate the trial before it converts to a paid plan.",
                "Cancel the trial before it converts to a paid plan.",
            ),
            (
                "Check with me before you book anything over $200.",
                "Ask me before booking anything over $200.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Take the cat to the vet every March.",
                    "Take the cat to the groomer every March.",
                ),
                (
                    "Never order furniture over $300 without asking.",
                    "Never sell furniture over $300 without asking.",
                ),
                (
                    "Check with me before you book anything over $200.",
                    "Check with Ben before you book anything over $200.",
                ),
                (
                    "Ask me before you book anything over $200.",
                    "Ask Ben before you book anything over $200.",
                ),
            ],
        );
    }

    /// A superlative said as "least" and the opposite adjective keeps the scope; "most" and
    /// the opposite, or "least" and the same adjective, turn it.
    #[test]
    fn a_superlative_said_as_least_and_its_opposite() {
        assert_faithful(&[
            (
                "Book the cheapest flight that lands before noon.",
                "Book the least expensive flight that lands before noon.",
            ),
            (
                "Always choose the least expensive shipping option.",
                "Always choose the cheapest shipping option.",
            ),
        ]);
        assert_changed(&[
            (
                "Book the cheapest flight that lands before noon.",
                "Book the most expensive flight that lands before noon.",
            ),
            (
                "Book the cheapest flight that lands before noon.",
                "Book the least cheap flight that lands before noon.",
            ),
        ]);
    }

    /// A sentence saying what may or must be done, said again up to one of its condition
    /// words and no further, dropped the condition, read as a rule or not.
    #[test]
    fn a_permission_cut_off_at_its_condition() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Moderators can delete posts without warning when they contain slurs.",
                    "Moderators can delete posts without warning.",
                ),
                (
                    "Volunteers may close the hall early if nobody has booked it.",
                    "Volunteers may close the hall early.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Volunteers may close the hall early if nobody has booked it.",
                "Volunteers may close the hall early if it has no booking.",
            ),
            (
                "We met at the old cafe when it rained.",
                "We met at the old cafe.",
            ),
        ]);
    }

    /// A count in place of a universal determiner before the same noun narrows the scope;
    /// a count kept beside the universal does not.
    #[test]
    fn a_count_in_place_of_every_narrows_the_scope() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Replicate the cache in all zones.",
                    "Replicate the cache in two zones.",
                ),
                ("Put a nurse on every shift.", "Put a nurse on 3 shifts."),
            ],
        );
        assert_faithful(&[(
            "Replicate the cache in all zones.",
            "Replicate the cache in every zone.",
        )]);
    }

    /// A window of bare hours joined by a hyphen ("10-3") restates the two times of the
    /// original; another hour at either end, or one time widened to a window, does not.
    #[test]
    fn a_hyphenated_window_of_bare_hours_restates_two_times() {
        assert_faithful(&[
            (
                "Mowing is only allowed between 10 and 4 on Saturdays.",
                "Mowing window: Saturdays 10-4 only.",
            ),
            (
                "Only run load tests from 8am to 6pm.",
                "Load tests: 8-6 only.",
            ),
        ]);
        assert_changed(&[
            (
                "Mowing is only allowed between 10 and 4 on Saturdays.",
                "Mowing window: Saturdays 10-5 only.",
            ),
            ("Call the vendor at 10.", "Call the vendor 10-3."),
        ]);
    }

    /// "When you book X, they must ..." only names what the rule is about: a label naming X
    /// keeps it. A condition of another act ("if you cancel ...") stays a condition.
    #[test]
    fn a_condition_of_choosing_a_thing_may_become_its_label() {
        assert_faithful(&[
            (
                "When you book rentals for me, they need to be near the station and allow pets.",
                "Rentals: near station, pets allowed.",
            ),
            (
                "When you pick a laptop for the new hire, it must have 16 GB of RAM.",
                "Laptop for new hire: must have 16 GB of RAM.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[(
                "If you cancel a booking, it must be refunded in full.",
                "Bookings: must be refunded in full.",
            )],
        );
    }

    /// A part of the day in the speaker's aside ("in the morning I'm useless, so ...") is no
    /// bound of a rule that has its own; where it is the rule's only time, it is one.
    #[test]
    fn a_part_of_the_day_in_the_speakers_aside_is_no_bound() {
        assert_faithful(&[(
            "In the evening I'm exhausted, so never book dinners after 8 pm.",
            "Never book dinners after 8 pm.",
        )]);
        assert_reports(
            "bound dropped",
            &[
                (
                    "I'm at the gym in the morning, so never call me.",
                    "Never call me.",
                ),
                (
                    "In the morning I'm at the gym, so book calls in the afternoon.",
                    "Book calls.",
                ),
            ],
        );
    }

    /// "shifts"/"moves" with no object say "changes"; "on time" is "punctually". A verb with
    /// an object, or another adverb, stays a change.
    #[test]
    fn a_change_without_an_object_and_punctually_keep_the_scope() {
        assert_faithful(&[
            (
                "Text me whenever the pickup time moves.",
                "Text me whenever the pickup time changes.",
            ),
            (
                "Tell the team if the launch date shifts.",
                "Tell the team if the launch date changed.",
            ),
            (
                "Have the report on my desk on time.",
                "Have the report on my desk punctually.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Never move the shared folders.",
                    "Never change the shared folders.",
                ),
                (
                    "Have the report on my desk on time.",
                    "Have the report on my desk early.",
                ),
            ],
        );
    }

    /// A checklist under a lead line said as a prose rule with the same words restates it;
    /// a rule with a word the list does not have, or a negation, is added.
    #[test]
    fn a_checklist_said_as_prose_is_no_added_rule() {
        let list = "Before the flight:\n- passport\n- boarding pass\n- charger";
        assert_faithful(&[(
            list,
            "Before the flight, make sure you have your passport, the boarding pass and a charger.",
        )]);
        assert_reports(
            "constraint added",
            &[
                (
                    list,
                    "Before the flight, make sure you have your passport and a visa.",
                ),
                (list, "Never pack the charger before the flight."),
            ],
        );
    }

    /// A modifier its head implies ("database migrations", "the daily standup") may go when
    /// the head stays; one that picks a kind ("production backups") may not.
    #[test]
    fn a_modifier_its_head_implies_may_go() {
        assert_faithful(&[
            (
                "Never apply database migrations during business hours.",
                "Migrations: never during business hours.",
            ),
            (
                "Keep the daily stand-up under ten minutes.",
                "Stand-up: under 10 minutes.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                ("Never delete production backups.", "Backups: never delete."),
                (
                    "Never apply database migrations during business hours.",
                    "Never apply migrations to the cache during business hours.",
                ),
            ],
        );
    }

    /// "prior" says "before", a budget says the spending its kept bound caps, and a plural
    /// clipped keeps its word; "prior" without a "before", or another amount, do not.
    #[test]
    fn prior_budgets_and_clipped_plurals_keep_the_scope() {
        assert_faithful(&[
            (
                "Nurses have to get sign-off before giving opioids.",
                "Giving opioids requires prior sign-off.",
            ),
            (
                "Spend no more than $90 on the teacher's gift.",
                "Teacher's gift budget: max $90.",
            ),
            (
                "Log all temperatures twice a day.",
                "Log all temps twice a day.",
            ),
        ]);
        assert_changed(&[
            (
                "Nurses have to get sign-off after giving opioids.",
                "Giving opioids requires prior sign-off.",
            ),
            (
                "Spend no more than $90 on the teacher's gift.",
                "Teacher's gift budget: max $120.",
            ),
        ]);
    }

    /// "from 11 at night", "at 7 in the morning": a bare hour after "from" or "at" is a time
    /// when the half of the day follows it; another clock time is a changed date.
    #[test]
    fn an_hour_from_or_at_a_half_of_the_day_is_a_time() {
        assert_faithful(&[
            (
                "Quiet time is from 10 at night until 7 in the morning.",
                "Quiet time: 22:00-07:00.",
            ),
            (
                "Give her the drops at 8 in the morning.",
                "Give her the drops at 08:00.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[(
                "Quiet time is from 10 at night until 7 in the morning.",
                "Quiet time: 21:00-07:00.",
            )],
        );
        assert_changed(&[(
            "Order the parts from 3 suppliers.",
            "Order the parts from 4 suppliers.",
        )]);
    }

    /// "refuse", "decline" and "reject" say one negated act; "accept" drops the negation.
    #[test]
    fn refuse_decline_and_reject_say_one_another() {
        assert_faithful(&[
            (
                "Refuse any upgrade the rental desk offers.",
                "Decline any upgrade the rental desk offers.",
            ),
            (
                "Decline invoices without a purchase order.",
                "Reject invoices without a purchase order.",
            ),
        ]);
        assert_reports(
            "negation dropped",
            &[(
                "Reject invoices without a purchase order.",
                "Accept invoices without a purchase order.",
            )],
        );
    }

    /// "no." after a numbered noun or before a comma or a number is "number"; "no" before
    /// a noun, or closing an answer, stays a negation.
    #[test]
    fn no_with_a_period_after_a_numbered_noun_is_number() {
        assert_faithful(&[
            (
                "Quote the invoice number in every reply.",
                "Quote the invoice no. in every reply.",
            ),
            (
                "Write the booking number, for example BK-2231, on the form.",
                "Write the booking no., e.g. BK-2231, on the form.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[(
                "Quote the invoice number in every reply.",
                "No invoice number in any reply.",
            )],
        );
    }

    /// "from six to eight in the evening": the half of the day said after a window's second
    /// hour holds for its first (the other half when the first is later on the clock); another
    /// window is a changed date.
    #[test]
    fn a_window_of_hours_said_in_words_with_its_half_of_the_day() {
        assert_faithful(&[
            (
                "Quiet hours run from six to eight in the evening.",
                "Quiet hours run 18:00-20:00.",
            ),
            (
                "The loading bay is closed from eleven to two in the afternoon.",
                "The loading bay is closed 11:00-14:00.",
            ),
            (
                "Deliveries are accepted from five to nine in the morning.",
                "Deliveries accepted 05:00-09:00.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "The loading bay is closed from eleven to two in the afternoon.",
                    "The loading bay is closed 23:00-02:00.",
                ),
                (
                    "Deliveries are accepted from five to nine in the morning.",
                    "Deliveries accepted 17:00-21:00.",
                ),
            ],
        );
    }

    /// "between eight and ten in the morning": both hours in the morning.
    #[test]
    fn between_two_hours_with_their_half_of_the_day() {
        assert_faithful(&[(
            "Accept deliveries between eight and ten in the morning.",
            "Accept deliveries 08:00-10:00.",
        )]);
        assert_reports(
            "date changed",
            &[
                (
                    "Accept deliveries between eight and ten in the morning.",
                    "Accept deliveries 20:00-22:00.",
                ),
                (
                    "Accept deliveries between eight and ten in the morning.",
                    "Accept deliveries 09:00-10:00.",
                ),
            ],
        );
    }

    /// "until seven in the morning" is a clock time, no event to wait for; "ten at night" in
    /// words is 22:00 as "10 at night" is.
    #[test]
    fn until_an_hour_with_its_half_of_the_day_is_a_time() {
        assert_faithful(&[
            (
                "The bar is closed from 11 at night until 6 in the morning.",
                "Bar closed 23:00-06:00.",
            ),
            (
                "The bar is closed from eleven at night until six in the morning.",
                "Bar closed 23:00-06:00.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "The bar is closed from eleven at night until six in the morning.",
                    "Bar closed 23:00-08:00.",
                ),
                (
                    "The bar is closed from eleven at night until six in the morning.",
                    "Bar closed 11:00-06:00.",
                ),
            ],
        );
    }

    /// "half past eight", "quarter to eight" are the clock times they name; another time,
    /// or the bare hour, is a changed date.
    #[test]
    fn a_clock_time_in_words_is_the_time_it_names() {
        assert_faithful(&[
            (
                "Lights off by half past nine on school nights.",
                "School nights: lights off by 9:30.",
            ),
            (
                "Be at the bus stop by quarter to eight.",
                "Be at the bus stop by 7:45.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "Lights off by half past nine on school nights.",
                    "Lights off by 9 on school nights.",
                ),
                (
                    "Be at the bus stop by quarter to eight.",
                    "Be at the bus stop by 8:15.",
                ),
            ],
        );
    }

    /// An hour with its half of the day said in words after an approximator ("at
    /// approximately six in the morning", "around six in the evening") is the time its
    /// digits name ("approx 6am", "~6pm"; s67b); another hour or the other half of the day is
    /// a changed date.
    #[test]
    fn an_approximate_hour_of_the_day_is_the_time_it_names() {
        let o = "Take the readings at approximately six in the morning and again around six in \
                 the evening, and text them to Rick.";
        assert_faithful(&[(o, "Readings approx 6am & ~6pm, text to Rick.")]);
        assert_reports(
            "date changed",
            &[
                (o, "Readings approx 7am & ~6pm, text to Rick."),
                (o, "Readings approx 6am & ~7pm, text to Rick."),
                (
                    "Take the readings around six in the evening.",
                    "Take the readings around 6am.",
                ),
            ],
        );
    }

    /// "half six" without "past" is half past six, as British speech says it ("by half six" =
    /// "by 6.30", "closes half nine" = "closes 9:30"; s67b); another time is a changed date,
    /// and "in half", "one and a half" open no time.
    #[test]
    fn half_and_an_hour_is_half_past_it() {
        let horses = "The horses are to be loaded by half six.";
        assert_faithful(&[
            (horses, "The horses are to be loaded by 6:30."),
            (horses, "The horses are to be loaded by 6.30."),
            (
                "Weeknights, the track closes at 9:30.",
                "Weeknights, the track closes half nine.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (horses, "The horses are to be loaded by 6."),
                (horses, "The horses are to be loaded by 7:30."),
                (horses, "The horses are to be loaded by 5.30."),
            ],
        );
        assert_changed(&[(
            "Cut the dough in half six times.",
            "Cut the dough in half seven times.",
        )]);
        // pol67c (s67a): after "at" and "from" as after "by"; the bare hour is another time,
        // and "half" that halves something before a count stays no time.
        assert_faithful(&[
            (
                "The second round of dough trials starts at half nine.",
                "Second round of dough trials 09:30.",
            ),
            (
                "Cut the dough in half two times before proofing.",
                "Dough: cut in half 2 times before proofing.",
            ),
        ]);
        assert_changed(&[
            ("Be there at half seven.", "Be there at 7."),
            ("Be there at half seven.", "Be there at 8:30."),
            (
                "Have the barrels up by the gate from half seven.",
                "Barrels must be at the gate from 8:30.",
            ),
        ]);
    }

    /// Session 63 (pol63): an hour said with "o'clock" is the bare hour, in words or digits
    /// ("by nine" = "by nine o'clock" = "by 9 o'clock"); another hour is a changed date.
    #[test]
    fn an_hour_said_with_oclock_is_the_bare_hour() {
        assert_faithful(&[
            (
                "Shutters down by nine, every night.",
                "Shutters must be down by nine o'clock every night.",
            ),
            (
                "Lock the boathouse at seven o'clock sharp.",
                "Lock the boathouse at 7 o'clock sharp.",
            ),
            (
                "Twelve riders on the ten o'clock hack.",
                "12 riders on the 10 o'clock hack.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "Lock the boathouse at seven o'clock sharp.",
                    "Lock the boathouse at 8 o'clock sharp.",
                ),
                (
                    "Shutters down by nine, every night.",
                    "Shutters down by ten o'clock every night.",
                ),
            ],
        );
    }

    /// Session 63 (pol63): a question tag ", no?" asks agreement and negates nothing; a "no"
    /// before the act still does.
    #[test]
    fn a_question_tag_no_negates_nothing() {
        assert_faithful(&[(
            "Rinse the probe after every tank, no? Easy.",
            "After every tank, rinse the probe.",
        )]);
        assert_changed(&[(
            "No rinsing the probe in the tank, ok?",
            "Rinse the probe in the tank.",
        )]);
    }

    /// A negated auxiliary and a pronoun closing a sentence after a comma ("..., isn't it.",
    /// "..., won't you?") is a tag asking agreement, no negation (pol64); an order after the
    /// comma ("..., don't touch it.") still negates.
    #[test]
    fn a_negated_question_tag_negates_nothing() {
        assert_faithful(&[
            (
                "No more than two riders on the quad at a time, isn't it.",
                "Max 2 riders on the quad at a time.",
            ),
            (
                "Always sign the visitor book at the gate, won't you.",
                "Always sign the visitor book at the gate.",
            ),
        ]);
        assert_changed(&[(
            "Leave the valve where it is, don't touch it.",
            "Leave the valve where it is, touch it.",
        )]);
    }

    /// A sign in capitals with a member of its list of two dropped narrows it as in lower
    /// case (pol64); the sign said again in lower case is kept.
    #[test]
    fn a_member_dropped_from_a_sign_in_capitals() {
        let o = "HELMETS AND HARNESSES ON THE GANTRY.";
        assert_reports("scope changed", &[(o, "Helmets on the gantry.")]);
        assert_faithful(&[(o, "Helmets and harnesses on the gantry.")]);
    }

    /// A member of a list of two dropped from a sentence, every other word kept, narrows
    /// it, read as a rule or not; the same members reworded are kept.
    #[test]
    fn a_member_dropped_from_a_pair_narrows_the_sentence() {
        assert_reports(
            "scope changed",
            &[
                (
                    "The lodger covers electricity and broadband.",
                    "The lodger covers broadband.",
                ),
                (
                    "The lodger covers electricity or broadband.",
                    "The lodger covers electricity.",
                ),
            ],
        );
        assert_faithful(&[(
            "The lodger covers electricity and broadband.",
            "The lodger covers broadband and electricity.",
        )]);
    }

    /// A rule's pair of objects said as a list under a lead keeps both; a list that lost one
    /// narrowed the rule.
    #[test]
    fn a_pair_said_as_a_list_keeps_both_members() {
        assert_faithful(&[(
            "Every expense claim needs a receipt and a photo.",
            "Every expense claim needs:\n- a receipt\n- a photo",
        )]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Every expense claim needs a receipt and a photo.",
                    "Every expense claim needs:\n- a receipt",
                ),
                (
                    "Every expense claim needs a receipt and a photo.",
                    "Every expense claim needs:\n- a photo",
                ),
            ],
        );
    }

    /// What a thing has, said by what it offers, keeps the scope; another thing offered, or
    /// a new restriction beside it, does not.
    #[test]
    fn what_a_thing_has_said_by_what_it_offers() {
        assert_faithful(&[(
            "Only pick venues that have step-free access.",
            "Only pick venues that offer step-free access.",
        )]);
        assert_changed(&[
            (
                "Only pick venues that have step-free access.",
                "Only pick venues that offer free parking.",
            ),
            (
                "Make sure the hotel has free cancellation.",
                "Make sure the hotel offers free cancellation to members.",
            ),
        ]);
    }

    fn whats_of(report: &PolarityReport) -> Vec<&str> {
        report.changes.iter().map(|c| c.what.as_str()).collect()
    }

    /// An exception said with "apart from" or "aside from" is a condition: dropped, it is
    /// reported; said with "except", it is kept.
    #[test]
    fn an_exception_said_with_apart_from() {
        assert_changed(&[(
            "Stale branches older than 60 days get deleted, apart from ones named release-*.",
            "Stale branches older than 60 days get deleted.",
        )]);
        assert_faithful(&[(
            "Stale branches older than 60 days get deleted, aside from ones named release-*.",
            "Stale branches older than 60 days get deleted, except ones named release-*.",
        )]);
    }

    /// A compound of three words or more ("pharmacist-in-charge") cut to its head widens the
    /// actor; spelled apart it is the same; a compound of two respelled ("follow-up" ->
    /// "follow up") is too.
    #[test]
    fn a_compound_cut_to_its_head() {
        assert_changed(&[
            (
                "Only the nurse-in-charge may sign the log.",
                "Only nurses may sign the log.",
            ),
            (
                "Route complaints to the editor-in-chief.",
                "Route complaints to the editor.",
            ),
        ]);
        assert_faithful(&[
            (
                "Only the nurse-in-charge may sign the log.",
                "Only the nurse in charge may sign the log.",
            ),
            (
                "Send a follow-up note after every call.",
                "Send a follow up note after every call.",
            ),
        ]);
    }

    /// "N or cooler" is at most N, "N or warmer" at least N: a ban on exceeding a value said
    /// so is kept, the other side is a change.
    #[test]
    fn a_comparative_after_the_number_bounds_it() {
        assert_faithful(&[(
            "The fridge must not go above 5 °C.",
            "Fridge: 5 °C or colder.",
        )]);
        assert_changed(&[
            (
                "The fridge must not go above 5 °C.",
                "Fridge: 5 °C or warmer.",
            ),
            (
                "Keep the greenhouse at 12 °C or warmer.",
                "Greenhouse: at most 12 °C.",
            ),
        ]);
    }

    /// "No matter the size" is "regardless of the size", no negation; a ban after it is still
    /// compared.
    #[test]
    fn no_matter_is_regardless() {
        assert_faithful(&[(
            "Each guest gets one drink token, no matter the ticket type.",
            "One drink token per guest, regardless of ticket type.",
        )]);
        assert_changed(&[(
            "Each guest gets one drink token, no matter the ticket type.",
            "Each guest gets two drink tokens, no matter the ticket type.",
        )]);
    }

    /// The topic of an act ("about the late invoice", "regarding the move") dropped changes
    /// the rule; moved or kept, it does not.
    #[test]
    fn a_dropped_topic_changes_the_rule() {
        assert_changed(&[
            (
                "Don't call the Okafors about the unpaid deposit.",
                "Don't call the Okafors.",
            ),
            (
                "Email the tenants regarding the water shutoff.",
                "Email the tenants.",
            ),
        ]);
        assert_faithful(&[(
            "Ask guests about allergies before serving.",
            "Before serving, ask guests about allergies.",
        )]);
    }

    /// A ban on "anything" said of a class of things, and "all X" said of some X (a modifier
    /// before the kept noun), narrow the rule; "the full 7 days" says "all seven days".
    #[test]
    fn everything_narrowed_to_a_kind() {
        assert_changed(&[
            (
                "Don't print anything on the office printer.",
                "Don't print invoices on the office printer.",
            ),
            (
                "Mask card numbers in all logs.",
                "Mask card numbers in the payment logs.",
            ),
            (
                "Encrypt email addresses in all exports.",
                "Encrypt email addresses in marketing exports.",
            ),
        ]);
        assert_faithful(&[
            (
                "Take all ten days of the antibiotic even if she feels better.",
                "Take the full 10-day antibiotic course even if she feels better.",
            ),
            (
                "Don't print anything on the office printer.",
                "Nothing gets printed on the office printer.",
            ),
        ]);
    }

    /// "Present" an ID is "show" it, "out loud" is "aloud"; another act is still a change.
    #[test]
    fn showing_and_reading_aloud_in_other_words() {
        assert_faithful(&[
            (
                "Guests must present a boarding pass at the gate.",
                "Guests must show a boarding pass at the gate.",
            ),
            (
                "Don't read the kids' names out loud.",
                "Never read the kids' names aloud.",
            ),
        ]);
        assert_changed(&[
            (
                "Guests must present a boarding pass at the gate.",
                "Guests must scan a boarding pass at the gate.",
            ),
            (
                "Don't read the kids' names out loud.",
                "Don't write the kids' names out.",
            ),
        ]);
    }

    /// An exemption ("staff are exempt", "visitors excepted") is an exception: dropped with
    /// its clause or its sentence, it is reported; said as "except" or kept, it is not.
    #[test]
    fn an_exemption_is_an_exception() {
        assert_changed(&[
            (
                "Members must climb with a belayer on the lead wall — coaches are exempt.",
                "Belayer required on the lead wall.",
            ),
            (
                "Wear a hard hat on site (visitors excepted).",
                "Wear a hard hat on site.",
            ),
            (
                "Guests must sign the waiver. Children under 5 are excused.",
                "Guests must sign the waiver.",
            ),
        ]);
        assert_faithful(&[
            (
                "Wear a hard hat on site; visitors are exempt.",
                "Hard hats on site, except visitors.",
            ),
            (
                "Don't approve refunds without a receipt, except for parking under $10.",
                "Refunds need a receipt to be approved, parking under $10 excepted.",
            ),
        ]);
    }

    /// "It's a good idea to" is advice: an obligation said so is weakened, and the report
    /// quotes the advice.
    #[test]
    fn a_good_idea_is_a_hedge() {
        assert_eq!(
            whats(
                "Invoices have to be sent by the 5th of each month.",
                "It's a good idea to send invoices by the 5th of each month.",
            ),
            ["modality weakened"]
        );
        let report = check_rewrite(
            "Invoices have to be sent by the 5th of each month.",
            "It's a good idea to send invoices by the 5th of each month.",
        );
        assert_eq!(report.changes[0].rewrite, "a good idea to");
    }

    /// "From time to time", "now and then", "every so often" say "occasionally": a duty on
    /// every occasion said so is weakened; one said occasionally either way is kept.
    #[test]
    fn an_occasional_phrase_is_a_hedge() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Rerun the smoke tests each time you deploy.",
                    "Rerun the smoke tests from time to time when you deploy.",
                ),
                (
                    "Clean the filter every time you use the hood.",
                    "Clean the hood's filter now and then.",
                ),
                (
                    "Rotate the logs whenever the disk is over 80% full.",
                    "Rotate the logs every so often when the disk is over 80% full.",
                ),
            ],
        );
        assert_faithful(&[(
            "Water the ferns from time to time.",
            "Water the ferns occasionally.",
        )]);
    }

    /// A clock time moved to another zone is another time; the same zone in another season's
    /// name, or a conversion added beside the original's zone, is not.
    #[test]
    fn a_time_in_another_zone_is_another_time() {
        assert_reports(
            "date changed",
            &[
                (
                    "Submit the timesheet by 17:00 CET.",
                    "Submit the timesheet by 17:00 GMT.",
                ),
                (
                    "The sale goes live at 9 a.m. ET.",
                    "The sale goes live at 9 a.m. PT.",
                ),
                (
                    "Standup is at 10am (CEST) every day.",
                    "Standup: 10am BST daily.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Submit the timesheet by 17:00 CET.",
                "Timesheets due 17:00 CEST.",
            ),
            ("Backups run at 02:00 UTC.", "Backups run at 02:00 GMT."),
            (
                "The sale goes live at 9 a.m. ET.",
                "The sale goes live at 9 a.m. ET (6 a.m. PT).",
            ),
        ]);
    }

    /// A zone dropped from a clock time the rewrite keeps, or traded for local time, moves
    /// the time; a zone spelled out as its region ("noon Eastern", "Central European Time")
    /// is the zone.
    #[test]
    fn a_time_without_its_zone_or_in_a_spelled_zone_is_compared() {
        assert_reports(
            "date changed",
            &[
                (
                    "The raffle ends on 3 June at 20:00 UTC.",
                    "The raffle ends on 3 June at 20:00 local time.",
                ),
                (
                    "The form locks at midnight Pacific.",
                    "The form locks at midnight.",
                ),
                (
                    "The webinar starts at noon Eastern.",
                    "Webinar: noon Pacific.",
                ),
            ],
        );
        assert_faithful(&[
            ("The webinar starts at noon Eastern.", "Webinar: noon ET."),
            (
                "File the claim by 17:00 Central European Time.",
                "File the claim by 17:00 CET.",
            ),
        ]);
    }

    /// A rule joined by a semicolon to talk ("Approx. 20 guests expected; don't order more
    /// than 25 meals") said apart from it aligns with the rewrite's rule that states its
    /// bound again, not with the talk sharing more words: faithful when kept, a change when
    /// its bound or negation goes.
    #[test]
    fn a_rule_split_from_the_talk_it_was_joined_to() {
        assert_faithful(&[(
            "Approx. 20 guests expected; don't order more than 25 meals.",
            "About 20 guests expected. Do not order more than 25 meals.",
        )]);
        assert_changed(&[
            (
                "Approx. 20 guests expected; don't order more than 25 meals.",
                "About 20 guests expected. Order more than 25 meals.",
            ),
            (
                "Approx. 20 guests expected; don't order more than 25 meals.",
                "About 20 guests expected. Do not order more than 30 meals.",
            ),
        ]);
    }

    /// "8:30 pm" with the half of the day as a word of its own is 20:30, as "8:30pm", "half
    /// past eight in the evening" and "20:30" are; the other half of the day is another time.
    #[test]
    fn minutes_and_a_half_of_the_day_said_apart() {
        assert_faithful(&[
            (
                "The kids need to be in bed by 8:30 pm.",
                "Kids in bed by half past eight in the evening.",
            ),
            (
                "The kids need to be in bed by 8:30 pm.",
                "The kids need to be in bed by 20:30.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "The kids need to be in bed by 8:30 pm.",
                    "The kids need to be in bed by 8:30 am.",
                ),
                (
                    "The kids need to be in bed by 8:30 pm.",
                    "The kids need to be in bed by half past eight in the morning.",
                ),
            ],
        );
    }

    /// "that costs more than $20" = "over $20": the verb a bound measures by is no word of
    /// the rule; the bound's unit or value changed still is a change.
    #[test]
    fn the_verb_a_bound_measures_by() {
        assert_faithful(&[
            (
                "Ask me before cancelling any subscription that costs more than $20 a month.",
                "For any subscription over $20/month, ask me before cancelling it.",
            ),
            (
                "Don't ship any parcel that weighs more than 20 kg.",
                "Don't ship parcels over 20 kg.",
            ),
        ]);
        assert_reports(
            "unit changed",
            &[(
                "Don't ship any parcel that weighs more than 20 kg.",
                "Don't ship parcels over 20 km.",
            )],
        );
    }

    /// A rule the narrative reports as past ("we used to require", "asked the agent to ...,
    /// but that was only for the Berlin trip") said as a standing rule is a constraint
    /// added; a summary that keeps it past, or a past request for a thing, is not.
    #[test]
    fn a_past_rule_said_as_standing() {
        assert_reports(
            "constraint added",
            &[
                (
                    "We used to require a changelog entry on every PR; these days people mostly skip it.",
                    "Every PR needs a changelog entry.",
                ),
                (
                    "Last spring Jordan asked the agent to avoid morning flights because of the early school run, but that was only for the Berlin trip.",
                    "Avoid morning flights.",
                ),
                (
                    "We used to have to file timesheets weekly.",
                    "File timesheets weekly.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The client asked for a second meeting.",
                "Client wants a second meeting.",
            ),
            (
                "We used to have to file timesheets weekly.",
                "Timesheets used to be weekly.",
            ),
        ]);
    }

    /// The subject of a rule's modal replaced, the modal and verb kept: the one addressed
    /// ("you") traded for another actor or back, or a named actor made anyone ("someone"),
    /// is a scope change; "you must not" said as "don't", or another modal, is not.
    #[test]
    fn the_subject_of_a_rules_modal_replaced() {
        assert_reports(
            "scope changed",
            &[
                (
                    "You must not contact the insurer directly; let the broker handle it.",
                    "The broker must not contact the insurer directly.",
                ),
                (
                    "Interns must not contact the insurer directly.",
                    "You must not contact the insurer directly.",
                ),
                (
                    "Lin has to sign off on the budget before we submit it.",
                    "Someone has to sign off on the budget before we submit it.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You must not contact the insurer directly.",
                "Don't contact the insurer directly.",
            ),
            (
                "You must not contact the insurer directly.",
                "You mustn't contact the insurer directly.",
            ),
            (
                "Someone has to sign off on the budget.",
                "Someone needs to sign off on the budget.",
            ),
        ]);
    }

    /// A limit the classifier reads as narrative ("The toddler shouldn't get more than 30
    /// minutes ...") said as an estimate ("around half an hour") is a bound made an
    /// approximation; kept as a bound, or a past measurement hedged, is not.
    #[test]
    fn a_negated_limit_of_a_narrative_made_an_estimate() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "The toddler shouldn't get more than 30 minutes of screen time a day.",
                    "Limited screen time for the toddler, around half an hour.",
                ),
                (
                    "The toddler shouldn't get more than 30 minutes of screen time a day.",
                    "Limited screen time for the toddler, around 30 minutes.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The toddler shouldn't get more than 30 minutes of screen time a day.",
                "Limited screen time for the toddler, half an hour max.",
            ),
            (
                "The outage lasted more than 30 minutes.",
                "The outage lasted about half an hour.",
            ),
        ]);
    }

    /// "allowed but not graphing ones" = "allowed, except graphing ones": the exception the
    /// original stated with "but not"; an exception of another thing, or where the original
    /// had none, is added.
    #[test]
    fn except_restates_but_not() {
        assert_faithful(&[(
            "No phones during exams; calculators are allowed but not graphing ones.",
            "Calculators are allowed, except graphing ones; no phones during exams.",
        )]);
        assert_reports(
            "condition added",
            &[
                (
                    "No phones in class; calculators are allowed.",
                    "Calculators are allowed, except graphing ones; no phones in class.",
                ),
                (
                    "No phones in class; calculators are allowed but not graphing ones.",
                    "Calculators are allowed, except scientific ones; no phones in class.",
                ),
            ],
        );
    }

    /// "one extra walk" = "an extra walk": the count of one said with an article, the words
    /// before the counted thing kept; another count, or none, is a change.
    #[test]
    fn one_with_a_modifier_said_with_an_article() {
        assert_faithful(&[
            (
                "The dog gets one extra walk on weekends; never walk her after dark.",
                "Never walk the dog after dark; she gets an extra walk on weekends.",
            ),
            (
                "Give the dog one extra walk on weekends.",
                "Give the dog an extra walk on weekends.",
            ),
        ]);
        assert_reports(
            "bound dropped",
            &[
                (
                    "Give the dog one extra walk on weekends.",
                    "Give the dog extra walks on weekends.",
                ),
                (
                    "Give the dog one extra walk on weekends.",
                    "Give the dog a long walk on weekends.",
                ),
            ],
        );
    }

    /// "If X, do A; otherwise B" = "B unless X, in which case A": the condition turned round
    /// with both branches kept; the branches traded, or a one-branch rule's "if" made
    /// "unless", is a change.
    #[test]
    fn a_two_branch_condition_turned_round() {
        assert_faithful(&[
            (
                "If the invoice is over $10k, route it to the controller; otherwise approve it.",
                "Approve the invoice unless it's over $10k, in which case route it to the controller.",
            ),
            (
                "Add the ticket to the queue unless it's urgent; otherwise page the on-call.",
                "If the ticket is urgent, page the on-call, else add it to the queue.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "If the invoice is over $10k, route it to the controller; otherwise approve it.",
                    "Route the invoice to the controller unless it's over $10k, in which case approve it.",
                ),
                (
                    "Add the ticket to the queue unless it's urgent; otherwise page the on-call.",
                    "If the ticket is urgent, add it to the queue, else page the on-call.",
                ),
                (
                    "If the ticket is urgent, page the on-call.",
                    "Page the on-call unless the ticket is urgent.",
                ),
            ],
        );
    }

    /// "Any expense above 75 dollars needs a receipt" -> "Expenses: receipt if > $75": an
    /// "if" holding only the bound the rule set on what it is about adds no condition; one
    /// naming more, or a bound the original did not set, does.
    #[test]
    fn an_if_holding_only_the_rules_own_bound() {
        assert_faithful(&[
            (
                "Any expense above 75 dollars needs a receipt, and alcohol is not reimbursable.",
                "Expenses: receipt if > $75; no alcohol reimbursement.",
            ),
            (
                "Any refund over 50 dollars needs manager approval.",
                "Refunds: manager approval if it's over $50.",
            ),
        ]);
        assert_reports(
            "condition added",
            &[
                (
                    "Any expense above 75 dollars needs a receipt.",
                    "Expenses: receipt if over $75 and approved by finance.",
                ),
                (
                    "Every expense needs a receipt.",
                    "Expenses: receipt if over $75.",
                ),
            ],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Any expense above 75 dollars needs a receipt.",
                "Expenses: receipt if under $75.",
            )],
        );
    }

    /// "When drafting the changelog, ..." -> "Changelog: ...": a condition of writing or
    /// making the thing the label names keeps the condition; a condition of doing something
    /// else with it ("deploying the app"), or dropped with no label, is a change.
    #[test]
    fn a_condition_of_making_what_the_label_names() {
        assert_faithful(&[
            (
                "When drafting the changelog, use imperative mood, keep it under 200 words, and don't mention internal ticket numbers.",
                "Changelog: imperative mood, <200 words, no internal ticket numbers.",
            ),
            (
                "When preparing the board deck, keep it under 12 slides.",
                "Board deck: under 12 slides.",
            ),
            (
                "When you write the changelog, don't mention internal ticket numbers.",
                "Changelog: no internal ticket numbers.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "When deploying the app, don't skip the smoke tests.",
                    "App: don't skip the smoke tests.",
                ),
                (
                    "When drafting the changelog, don't mention internal ticket numbers.",
                    "Don't mention internal ticket numbers.",
                ),
            ],
        );
    }

    /// "with the date first" said as the compound "date-first" keeps the order; the order
    /// dropped or turned ("date-last") is a change.
    #[test]
    fn an_ordering_said_as_a_hyphenated_compound() {
        assert_faithful(&[
            (
                "Name the photos with the date first.",
                "Photos: date-first names.",
            ),
            (
                "Design the page for mobile first.",
                "Mobile-first page design.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "Name the photos with the date first.",
                    "Photos: date names.",
                ),
                (
                    "Name the photos with the date first.",
                    "Photos: date-last names.",
                ),
            ],
        );
    }

    /// "no larger than 5 MB" is a bound ("max 5 MB"), not a ban: its value or direction
    /// changed is reported as a bound's; a "no" before a comparison without a number stays
    /// a negation.
    #[test]
    fn no_larger_than_a_number_is_a_bound_not_a_negation() {
        assert_faithful(&[
            (
                "Make sure the photos are no larger than 5 MB each.",
                "Photos: max 5 MB each.",
            ),
            (
                "Make sure the photos are no larger than 5 MB each.",
                "Keep photos under 5 MB each.",
            ),
            (
                "Keep the answer no longer than 200 words.",
                "Answer: max 200 words.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[(
                "Make sure the photos are no larger than 5 MB each.",
                "Make sure the photos are larger than 5 MB each.",
            )],
        );
        assert_reports(
            "bound changed",
            &[(
                "Make sure the photos are no larger than 5 MB each.",
                "Photos: max 8 MB each.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[(
                "Make sure the photos are no larger than the banner.",
                "Make sure the photos are larger than the banner.",
            )],
        );
    }

    /// "X first and only then Y" orders the two as "X first, then Y" does; the order lost
    /// or turned round is still a change, and "only then" without "first" still restricts.
    #[test]
    fn only_then_after_first_restricts_nothing_more() {
        assert_faithful(&[
            (
                "Back up the database first and only then run the migration.",
                "Back up the database first, then run the migration.",
            ),
            (
                "If the tests fail on main, revert the offending commit first and only then open an issue.",
                "Tests failing on main: revert the offending commit first, then open an issue.",
            ),
            (
                "Only contact the references after the applicant has signed the consent form.",
                "After the applicant signs the consent form, and only then, contact their references.",
            ),
        ]);
        assert_changed(&[
            (
                "Back up the database first and only then run the migration.",
                "Back up the database and run the migration.",
            ),
            (
                "Back up the database first and only then run the migration.",
                "Run the migration, then back up the database.",
            ),
        ]);
    }

    /// A zone after a clock time is the time's, not a word of the rule: spelled out or
    /// abbreviated it is the same zone ("17:00 Eastern" = "17:00 ET"), another zone moves the
    /// time; a region's name elsewhere is a word of the rule.
    #[test]
    fn a_zone_after_a_clock_time_is_no_word_of_the_rule() {
        assert_faithful(&[
            (
                "Submit the grant application at 17:00 Eastern on March 31.",
                "Submit the grant application at 17:00 ET on March 31.",
            ),
            (
                "Submit the grant application by Friday at 9am Eastern Time.",
                "Submit the grant application by Friday, 9am ET.",
            ),
            (
                "File the claim by Friday at 17:00 Central European Time.",
                "File the claim by Friday, 17:00 CET.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[(
                "Submit the grant application at 17:00 Eastern on March 31.",
                "Submit the grant application at 17:00 PT on March 31.",
            )],
        );
        assert_reports(
            "scope changed",
            &[(
                "Open the gate at 9 on the eastern side.",
                "Open the gate at 9 on the western side.",
            )],
        );
    }

    /// A path given a segment more or fewer names another part of the tree; the same path
    /// written another way ("./logs/**" for "logs/") is the same.
    #[test]
    fn a_path_with_a_segment_more_or_fewer_is_another_scope() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't delete the logs/ folder.",
                    "Don't delete the logs/2024/ folder.",
                ),
                (
                    "Agents may write to /var/cache/app only.",
                    "Agents may write to /var/cache only.",
                ),
                (
                    "Never edit files under ~/projects/site.",
                    "Never edit files under ~/projects/site/drafts.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't delete the logs/ folder.",
                "Never remove anything under `./logs/**`.",
            ),
            (
                "Never edit /etc/hosts by hand.",
                "Don't hand-edit the /etc/hosts file.",
            ),
            (
                "Keep drafts in ~/notes/ and never in /tmp.",
                "Drafts go in ~/notes, never /tmp.",
            ),
        ]);
    }

    /// A condition added beside the one a permission kept narrows it; the same condition said
    /// in other words does not.
    #[test]
    fn a_condition_added_beside_a_kept_one_narrows_the_rule() {
        assert_reports(
            "condition added",
            &[
                (
                    "You can order team lunches without asking.",
                    "You can order team lunches without asking unless it's over budget.",
                ),
                (
                    "Don't deploy without a green build.",
                    "Don't deploy without a green build if the change touches billing.",
                ),
            ],
        );
        assert_faithful(&[(
            "You can order team lunches without asking.",
            "Team lunches: you can order them without asking, even if the office is quiet.",
        )]);
    }

    /// A part of a thing said as the whole widens the rule; a copy, a list or any part of it
    /// said as the thing does not.
    #[test]
    fn a_part_cut_from_its_whole_widens_the_scope() {
        assert_reports(
            "scope changed",
            &[
                (
                    "You may edit the pricing section of the wiki.",
                    "You may edit the wiki.",
                ),
                (
                    "Don't touch the billing part of the codebase.",
                    "Don't touch the codebase.",
                ),
                (
                    "Invite the rest of the team to the retro.",
                    "Invite the team to the retro.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Send a copy of the signed contract to legal.",
                "Send the signed contract to legal.",
            ),
            (
                "Don't change any part of the billing config.",
                "Don't change the billing config.",
            ),
            (
                "Make a backup of the wiki before the upgrade.",
                "Back up the wiki before the upgrade.",
            ),
            (
                "Keep the temperature of the wine cellar under 14 °C.",
                "Keep the wine cellar under 14 °C.",
            ),
        ]);
        // A measure's dimension with no number to measure it is a part of the thing.
        assert_changed(&[(
            "Don't publish the price of the beta.",
            "Don't publish the beta.",
        )]);
    }

    /// Two parties that traded roles, every word kept but a verb's agreement, changed the
    /// rule or the fact, whether or not the original was read as a rule; a list reordered
    /// did not.
    #[test]
    fn parties_that_traded_roles_are_a_scope_change() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Priya signs the payroll now; you no longer do.",
                    "You sign the payroll now; Priya no longer does.",
                ),
                (
                    "The tenant pays for gas and the landlord pays for water.",
                    "The landlord pays for gas and the tenant pays for water.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Priya and Tom sign the payroll.",
                "Tom and Priya sign the payroll.",
            ),
            (
                "The tenant pays for gas and the landlord pays for water.",
                "The tenant pays for gas; the landlord pays for water.",
            ),
        ]);
    }

    /// A sentence said again with its "always" or "never" made a weaker frequency is
    /// weakened, rule or not; the frequency said another way ("before every launch") is not.
    #[test]
    fn always_or_never_said_again_as_a_weaker_frequency() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "The hatch is always sealed before launch.",
                    "The hatch is normally sealed before launch.",
                ),
                (
                    "The ferry always waits for the last bus.",
                    "The ferry usually waits for the last bus.",
                ),
                (
                    "The kiln is never opened above 200 degrees.",
                    "The kiln is seldom opened above 200 degrees.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The hatch is always sealed before launch.",
                "The hatch is sealed before every launch.",
            ),
            (
                "The ferry always waits for the last bus.",
                "The ferry always waits for the final bus.",
            ),
        ]);
    }

    /// A practice's actor widened: a word of it dropped and "the" made "a" ("The head nurse
    /// signs the chart" -> "A nurse signs ..."), or its modifier replaced ("The charge nurse
    /// signs ..."); kept whole, or a plural said as one, it is not.
    #[test]
    fn a_practice_whose_actor_lost_a_word_and_became_indefinite() {
        assert_reports(
            "scope changed",
            &[
                (
                    "The head nurse signs the chart.",
                    "A nurse signs the chart.",
                ),
                (
                    "The shift supervisor unlocks the loading dock.",
                    "A supervisor unlocks the loading dock.",
                ),
                (
                    "Refunds are approved by the finance director.",
                    "Refunds are approved by a director.",
                ),
                // The head kept, its modifier replaced.
                (
                    "The head nurse signs the chart.",
                    "The charge nurse signs the chart.",
                ),
                (
                    "Refunds are approved by the finance director.",
                    "Refunds are approved by the sales director.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The night porter locks the gate.",
                "A night porter locks the gate.",
            ),
            (
                "The pharmacists check every script.",
                "A pharmacist checks every script.",
            ),
        ]);
    }

    /// A practice said in the present with another actor, or with everyone narrowed to some,
    /// changed even where the original was not read as a rule; the actor said by a pronoun,
    /// or with the same words, did not.
    #[test]
    fn a_practice_with_another_actor_is_a_scope_change() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Marco signs off every release.",
                    "The team signs off every release.",
                ),
                (
                    "Everyone on the floor wears a badge, visitors too.",
                    "Floor staff wear a badge.",
                ),
                (
                    "All guests check out by the front desk.",
                    "Hotel members check out by the front desk.",
                ),
                // Someone named widened to everybody.
                ("Priya signs the invoices.", "Anybody signs the invoices."),
            ],
        );
        // A shift's duty is a rule: said of anyone, it is still refused (as a rule become a
        // statement of practice).
        assert_changed(&[(
            "The on-call lead approves hotfixes.",
            "Anyone on the team approves hotfixes.",
        )]);
        assert_faithful(&[
            (
                "Our on-call engineer checks the alerts every morning.",
                "The on-call engineer checks the alerts every morning.",
            ),
            (
                "The backup job is slow. It runs every night.",
                "The backup job runs every night.",
            ),
            (
                "Every employee completes the security training.",
                "Employees complete the security training.",
            ),
            (
                "Everyone on the night shift logs their breaks.",
                "The whole night shift logs their breaks.",
            ),
            // A universal over the named actor itself.
            (
                "The night nurse logs every dose.",
                "Every night nurse logs every dose.",
            ),
            (
                "Each nurse logs the dosage.",
                "Every nurse logs the dosage.",
            ),
        ]);
    }

    /// "End of day", "close of business", "EOD", "COB", "EOB" and "EOP" are one deadline, the
    /// end of another period another; weekdays joined by a slash are dates.
    #[test]
    fn business_day_ends_and_joined_weekdays_are_dates() {
        assert_faithful(&[
            (
                "Send the vendor list by close of business.",
                "Vendor list due EOD.",
            ),
            (
                "Reply to the auditors by end of the day.",
                "Reply to the auditors by COB.",
            ),
            (
                "File the expenses by end of business.",
                "File the expenses by EOB.",
            ),
            // s67a-p053 (pol67c): "end of play" is the end of the working day, "EOP" too.
            (
                "Tell Stacey the data sheets have to be on the shared drive by end of play Friday or the retailer won't list us.",
                "Tell Stacey: data sheets on shared drive by EOP Fri, else retailer won't list.",
            ),
            (
                "Close the books by the end of the week.",
                "Close the books by EOW.",
            ),
            (
                "Pay the contractors by end of the month.",
                "Pay the contractors by EOM.",
            ),
            (
                "Give three weeks' notice before a vacation.",
                "3 wks notice before a vacation.",
            ),
            (
                "Never restart the cluster on Mondays or Thursdays.",
                "Cluster restarts: never Mon/Thu.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "Send the vendor list by end of day.",
                    "Send the vendor list by end of month.",
                ),
                (
                    "Send the vendor list by end of month.",
                    "Send the vendor list by EOD.",
                ),
                (
                    "File the expenses by end of the month.",
                    "File the expenses by EOP.",
                ),
                (
                    "Tell Stacey the data sheets have to be on the shared drive by end of play Friday.",
                    "Tell Stacey: data sheets on shared drive by EOP Mon.",
                ),
                (
                    "Never restart the cluster on Mondays or Thursdays.",
                    "Never restart the cluster Mon/Tue.",
                ),
            ],
        );
    }

    /// What cannot be done, said as "unable to" or "not able to", may be said as a ban on
    /// the same words; a ban on other words, or a past inability made a rule, is new.
    #[test]
    fn an_inability_said_as_a_ban_is_restated() {
        assert_faithful(&[
            (
                "The pharmacy is unable to refill controlled prescriptions by phone.",
                "No refills of controlled prescriptions by phone.",
            ),
            (
                "Interns are not able to merge release branches.",
                "Interns can't merge release branches.",
            ),
            (
                "The depot is unable to take deliveries after 6pm.",
                "No deliveries to the depot after 6pm.",
            ),
        ]);
        assert_changed(&[
            (
                "The pharmacy is unable to refill controlled prescriptions by phone.",
                "No refills of any prescriptions by phone.",
            ),
            (
                "The pharmacy was unable to refill controlled prescriptions by phone.",
                "No refills of controlled prescriptions by phone.",
            ),
            (
                "The depot is unable to take deliveries after 6pm.",
                "No deliveries to the depot before 6pm.",
            ),
        ]);
    }

    /// What someone else does not permit ("won't permit", "doesn't allow"), read as
    /// narrative, may be said as a ban on the same words; a ban on other words, or what was
    /// not permitted once ("didn't permit"), is new.
    #[test]
    fn a_withheld_permission_said_as_a_ban_is_restated() {
        assert_faithful(&[
            (
                "The venue won't permit candles on the tables.",
                "Candles on the tables are not permitted by the venue.",
            ),
            (
                "The landlord doesn't allow pets in the flat.",
                "No pets allowed in the flat.",
            ),
        ]);
        assert_changed(&[
            (
                "The venue won't permit candles on the tables.",
                "Candles on the stage are not permitted.",
            ),
            (
                "The venue won't permit candles on the tables.",
                "Flowers on the tables are not permitted by the venue.",
            ),
            (
                "The venue didn't permit candles on the tables.",
                "Candles on the tables are not permitted.",
            ),
        ]);
    }

    /// A ban on opening said as the thing kept closed ("stays closed", "keep it closed"),
    /// with the ban's condition; the wrong state, another thing, or the condition dropped or
    /// replaced, is a change (the same for a ban on closing said as "stays open").
    #[test]
    fn a_ban_on_opening_said_as_kept_closed() {
        assert_faithful(&[
            (
                "Let's not open the east wing until the fire inspection's done.",
                "East wing stays closed until the fire inspection is complete.",
            ),
            (
                "Don't open the east wing until the fire inspection's done.",
                "Keep the east wing closed until the fire inspection is complete.",
            ),
        ]);
        assert_changed(&[
            (
                "Let's not open the east wing until the fire inspection's done.",
                "East wing stays open until the fire inspection is complete.",
            ),
            (
                "Let's not open the east wing until the fire inspection's done.",
                "East wing stays closed until Friday.",
            ),
            (
                "Let's not open the east wing until the fire inspection's done.",
                "West wing stays closed until the fire inspection is complete.",
            ),
            (
                "Let's not open the east wing until the fire inspection's done.",
                "East wing stays closed.",
            ),
            (
                "Let's not open the east wing until the fire inspection's done.",
                "Keep the east wing open until the fire inspection is complete.",
            ),
            (
                "Don't open the east wing until the fire inspection's done.",
                "Keep the east wing closed.",
            ),
            ("Keep the fire door closed.", "Open the fire door."),
            (
                "Don't close the ticket until QA confirms the fix.",
                "Ticket stays open.",
            ),
            (
                "Don't close the ticket until QA confirms the fix.",
                "Ticket stays open until Friday.",
            ),
        ]);
    }

    /// "A -> do B": an arrow after a topic the rule names is no condition; after a verb (a
    /// step) or a new word it is.
    #[test]
    fn an_arrow_after_a_named_topic_is_no_condition() {
        assert_faithful(&[
            (
                "Expense claims over €300 have to be signed off by a director.",
                "Expense claims >€300 -> director sign-off (required).",
            ),
            (
                "Forward phishing reports to the security desk.",
                "Phishing reports -> forward to the security desk.",
            ),
        ]);
        assert_reports(
            "condition added",
            &[
                (
                    "Forward phishing reports to the security desk.",
                    "Urgent phishing reports -> forward to the security desk.",
                ),
                (
                    "Archive the ticket and notify the customer.",
                    "Notify -> archive the ticket.",
                ),
            ],
        );
    }

    /// A rule clause said again word for word, the talk around it summarised or cut, keeps
    /// the rule; the clause cut short, or talk that narrows it cut, does not.
    #[test]
    fn a_rule_clause_kept_word_for_word_in_a_summary_of_talk() {
        assert_faithful(&[
            (
                "I talked to the landlord for ages, he was nice, anyway: do not pay the deposit by card.",
                "Long call with the landlord. Key point: do not pay the deposit by card.",
            ),
            (
                "Thanks for the help yesterday! One thing, please don't book anything before 9am, I'm not a morning person.",
                "Rule: don't book anything before 9am.",
            ),
        ]);
        assert_changed(&[
            (
                "I talked to the landlord for ages, he was nice, anyway: do not pay the deposit by card.",
                "Long call with the landlord. Key point: do pay the deposit by card.",
            ),
            (
                "Thanks for the help yesterday! One thing, please don't book anything before 9am, unless I'm travelling.",
                "Don't book anything before 9am.",
            ),
            (
                "Thanks for the help yesterday! One thing, please don't book anything before 9am, I'm not a morning person, and nothing on Fridays.",
                "Don't book anything before 9am.",
            ),
        ]);
    }

    /// "With no" says "without"; a "without" outside a ban may be said by "no" before what
    /// it leaves out, while inside a ban it names what is required.
    #[test]
    fn with_no_is_without() {
        assert_faithful(&[
            (
                "Page the on-call after 10 minutes without a reply.",
                "Page the on-call after ten minutes with no reply.",
            ),
            (
                "Print the badges with no company logo on the back.",
                "Badges: print them, no company logo on the back.",
            ),
        ]);
        assert_changed(&[
            ("Never merge without a review.", "Merge, no review."),
            ("Never merge with no review.", "Never merge with a review."),
        ]);
    }

    /// A negated "until" is a lower bound, as a negated "before" is: "don't X until T" =
    /// "X only after T" = "no X before T", and not "don't X after T".
    #[test]
    fn a_negated_until_turns_like_before() {
        assert_faithful(&[
            (
                "Don't mow the lawn until 9am.",
                "Mow the lawn only after 9am.",
            ),
            (
                "Don't mow the lawn until 9am.",
                "No mowing the lawn before 9am.",
            ),
            (
                "No gaming until 5 pm on school days.",
                "School days: no gaming before 17:00.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Don't mow the lawn until 9am.",
                    "Don't mow the lawn after 9am.",
                ),
                (
                    "No gaming until 5 pm on school days.",
                    "No gaming after 5 pm on school days.",
                ),
            ],
        );
    }

    /// "Don't X until E" said as "do A before X" restates it when the action changes sides
    /// ("verify the email before the first order ships"); "X before E" keeps X first and
    /// orders the very thing banned.
    #[test]
    fn a_ban_until_an_event_is_no_order_before_it() {
        assert_faithful(&[(
            "No first order ships until the email is verified.",
            "Verify the email before the first order ships.",
        )]);
        assert_reports(
            "negation dropped",
            &[
                ("Don't merge until CI passes.", "Merge before CI passes."),
                (
                    "Don't close a ticket until the owner agrees.",
                    "Close tickets before the owner agrees.",
                ),
            ],
        );
    }

    /// A permission made an order is a change even where its condition holds a bound; a
    /// permission up to a ceiling said as an order to keep under it is not.
    #[test]
    fn a_bound_in_the_condition_caps_nothing_the_order_says() {
        assert_reports(
            "modality strengthened",
            &[(
                "You can remind the tenant if the rent is under $1,000 short.",
                "Remind the tenant if the rent is under $1,000 short.",
            )],
        );
        assert_faithful(&[(
            "You may spend up to $50 on a taxi if the client is on site.",
            "Spend at most $50 on a taxi if the client is on site.",
        )]);
    }

    /// "Allowed to", "permitted to" and "authorized to" grant as "may" does: an order said
    /// so is weakened, and a grant said so made an order is strengthened.
    #[test]
    fn allowed_to_is_a_permission() {
        assert_reports(
            "modality weakened",
            &[(
                "You must archive closed tickets.",
                "You are allowed to archive closed tickets.",
            )],
        );
        assert_reports(
            "modality strengthened",
            &[(
                "Volunteers are permitted to lock the hall.",
                "Volunteers must lock the hall.",
            )],
        );
        assert_faithful(&[(
            "Volunteers are authorized to lock the hall.",
            "Volunteers may lock the hall.",
        )]);
    }

    /// A comparator after the number and its unit ("20 MB at least", "8 guests or over",
    /// "ages 5 and under") bounds the side it names: turned, it is a direction change.
    #[test]
    fn a_comparator_after_the_number_and_its_unit_is_read() {
        assert_faithful(&[
            ("Invite at least 8 guests.", "Invite 8 guests at least."),
            (
                "Attachments: at most 10 MB.",
                "Attachments: 10 MB at the most.",
            ),
            (
                "Pack at least 3 litres of water.",
                "Pack 3 litres of water or over.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                ("Invite 8 guests at least.", "Invite 8 guests at most."),
                (
                    "Attachments must be 10 MB or under.",
                    "Attachments must be 10 MB or over.",
                ),
                (
                    "Only book tours for kids 5 and under.",
                    "Only book tours for kids 5 and up.",
                ),
                (
                    "Clips must be 30 seconds or shorter.",
                    "Clips must be 30 seconds or longer.",
                ),
            ],
        );
    }

    /// A sentence not read as a rule, said again and narrowed by a condition of its own, is
    /// a condition added; said again with the same condition it is kept.
    #[test]
    fn a_sentence_said_again_with_a_condition_appended() {
        assert_reports(
            "condition added",
            &[
                (
                    "The dog walker can take Rex to the beach.",
                    "The dog walker can take Rex to the beach if the tide is out.",
                ),
                (
                    "Visitors are welcome to use the library.",
                    "Visitors are welcome to use the library, provided they sign in.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The dog walker can take Rex to the beach if the tide is out.",
                "Dog walker can take Rex to the beach if the tide is out.",
            ),
            // "as well" opens no condition.
            (
                "The dog walker can take Rex to the beach.",
                "The dog walker can take Rex to the beach as well.",
            ),
        ]);
    }

    /// "idle" = "inactivity", a currency's code = its name.
    #[test]
    fn idle_time_and_currency_codes() {
        assert_faithful(&[
            (
                "Sessions must end after ten minutes of inactivity.",
                "Sessions: end after 10 min idle.",
            ),
            ("Make sure every quote is in dollars.", "Quotes: USD only."),
        ]);
        assert_changed(&[("Make sure every quote is in dollars.", "Quotes: GBP only.")]);
    }

    /// A member of a list of two dropped from a rule, the rest said word for word, narrows
    /// it; each member said in a sentence of its own keeps it.
    #[test]
    fn a_member_of_two_dropped_from_a_rule() {
        let report = check_rewrite(
            "Only my husband and I should get the school's text alerts.",
            "Only I should get the school's text alerts.",
        );
        assert_eq!(whats_of(&report), ["scope changed"]);
        assert_eq!(report.changes[0].original, "my husband");
        assert_changed(&[(
            "Only Ana and I may sign for deliveries.",
            "Only Ana may sign for deliveries.",
        )]);
        assert_faithful(&[(
            "Never force-push or rewrite tags on main.",
            "Never force-push on main. Never rewrite tags on main.",
        )]);
    }

    /// "as soon as possible" is an urgency ("ASAP"), not an event to wait for; "advance
    /// approval", with a word naming whose, orders the approval first as "in advance" does.
    #[test]
    fn asap_and_advance_approval() {
        assert_faithful(&[
            (
                "Call the landlord as soon as possible about the leak.",
                "Call the landlord ASAP about the leak.",
            ),
            (
                "Team leads must approve any travel in advance.",
                "Travel requires advance team-lead approval.",
            ),
            (
                "Our tenants must respect the quiet hours.",
                "Tenants: obey the quiet hours.",
            ),
        ]);
        assert_changed(&[
            (
                "Call the landlord as soon as the leak is fixed.",
                "Call the landlord.",
            ),
            (
                "Team leads must approve any travel in advance.",
                "Travel requires team-lead approval.",
            ),
        ]);
    }

    /// "at the latest" and "at the earliest" close a date on one side: traded, the side turns.
    #[test]
    fn at_the_latest_and_at_the_earliest_bound_a_date() {
        assert_faithful(&[
            (
                "Hand in the keys by Sunday at the latest.",
                "Return the keys on Sunday at the latest.",
            ),
            (
                "Open the boxes on Monday at the earliest.",
                "Open the boxes no earlier than Monday.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Hand in the keys on Sunday at the latest.",
                    "Hand in the keys on Sunday at the earliest.",
                ),
                (
                    "Open the boxes on Monday at the earliest.",
                    "Open the boxes by Monday.",
                ),
            ],
        );
    }

    /// A bound of a sentence not read as a rule ("Returns are accepted no earlier than ...")
    /// kept on the other side is a turned fact; kept as it was, nothing changed.
    #[test]
    fn a_narrative_bound_turned_around() {
        assert_faithful(&[(
            "Returns are accepted no earlier than 2 days after pickup.",
            "Returns are accepted at least 2 days after pickup.",
        )]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Returns are accepted no earlier than 2 days after pickup.",
                    "Returns are accepted no later than 2 days after pickup.",
                ),
                (
                    "The outage lasted under 40 minutes.",
                    "The outage lasted over 40 minutes.",
                ),
            ],
        );
    }

    /// Short unit abbreviations traded for others ("m" for "ft") change the bound; a short
    /// form of the same unit ("pp" for pages, "y" for years) does not; bits are not bytes.
    #[test]
    fn short_units_swapped_and_bits_for_bytes() {
        assert_faithful(&[
            ("Keep the essay under 3 pages.", "Essay: max 3 pp."),
            (
                "Hang the banner 2 m high.",
                "Hang the banner 2 metres high.",
            ),
            ("The mailbox quota is 5 GB.", "Mailbox quota: 5 gigabytes."),
        ]);
        assert_reports(
            "unit changed",
            &[
                (
                    "Keep the drone under 120 m.",
                    "Keep the drone under 120 ft.",
                ),
                ("Pour in 250 ml of milk.", "Pour in 250 oz of milk."),
                ("Inflate the tyre to 2 bar.", "Inflate the tyre to 2 psi."),
                ("The mailbox quota is 5 GB.", "The mailbox quota is 5 Gb."),
                ("Cap uploads at 10 MB.", "Cap uploads at 10 megabits."),
            ],
        );
    }

    /// "compulsory" and "obligatory" are words of force as "mandatory" is, no word of the
    /// rule's scope; a sentence saying only the force of the rule before it ("This is
    /// compulsory.") aligns with the rewrite's sentence saying the same word of force
    /// (`force_said_again_aligned`; pol68d, s68b-p063, held-out s64b-p138).
    #[test]
    fn obligation_words_and_a_force_said_again() {
        let rest = "Riders must take 20 minutes rest before the next job. This is compulsory.";
        assert_faithful(&[
            (
                "It is obligatory to wash the hands when you enter the preparation room.",
                "Hand washing required on entering prep room.",
            ),
            (
                "It is compulsory to wash the hands when you enter the preparation room.",
                "Washing hands required on entering prep room.",
            ),
            (
                rest,
                "Riders must take a 20 min rest before the next job (compulsory).",
            ),
            ("Teams of five. Never fewer.", "Teams of 5, never fewer."),
        ]);
        assert_changed(&[
            (
                "It is obligatory to wash the hands when you enter the preparation room.",
                "Hand inspection required on entering prep room.",
            ),
            (
                "It is compulsory to wash the hands when you enter the preparation room.",
                "Washing hands recommended on entering prep room.",
            ),
            (
                rest,
                "Riders should take a 20 min rest before the next job.",
            ),
            (
                rest,
                "Riders must take a 20 min rest before the next job (optional).",
            ),
            (
                "Teams of five. Never fewer.",
                "Teams of 5, sometimes fewer.",
            ),
        ]);
    }

    /// A key: value rule line ("Life jackets: mandatory for all") said in a clause of a
    /// merged sentence aligns with it by its label; the clause that weakens, narrows or
    /// drops it is still reported.
    #[test]
    fn a_key_value_rule_said_in_a_clause() {
        let original = "Max guests per boat trip: 12\nLife jackets: mandatory for all";
        assert_faithful(&[
            (
                original,
                "Boat trips: up to 12 guests; life jackets required for everyone.",
            ),
            (
                "Max tickets per order: 6\nPhoto ID: required at the door",
                "Orders: up to 6 tickets; photo ID required at the door.",
            ),
        ]);
        assert_changed(&[
            (
                original,
                "Boat trips: up to 12 guests; life jackets recommended for everyone.",
            ),
            (
                original,
                "Boat trips: up to 12 guests; helmets required for everyone.",
            ),
            (
                original,
                "Boat trips: up to 12 guests; life jackets required for adults.",
            ),
        ]);
    }

    /// A bare count in a part of the sentence that states the rule's reason is a measurement a
    /// summary may round; a count the rule orders or limits is not.
    #[test]
    fn a_count_in_a_stated_reason_may_be_rounded() {
        assert_faithful(&[
            (
                "Please don't open any more of the 2019 library wines for tastings, we're down to the last dozen.",
                "Do not open any more 2019 library wines for tastings (about 12 left).",
            ),
            (
                "Don't book extra rooms, because 40 guests have already cancelled.",
                "Don't book extra rooms (about 40 guests cancelled).",
            ),
        ]);
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Order 12 chairs for the hall.",
                    "Order about 12 chairs for the hall.",
                ),
                (
                    "Don't open more wine, we must keep 12 bottles.",
                    "Don't open more wine; keep about 12 bottles.",
                ),
            ],
        );
    }

    /// A unit no list knows, written as a symbol with a capital after its first letter
    /// ("dBTP", "LUFS", "RPM", "kWh"), traded for another symbol changes the bound; the same
    /// symbol, or a counted noun in title case, does not.
    #[test]
    fn unlisted_unit_symbols_swapped() {
        assert_reports(
            "unit changed",
            &[
                (
                    "Keep every master below -1 dBTP true peak.",
                    "Masters: true peak below -1 LUFS.",
                ),
                (
                    "Never run the spindle above 300 RPM.",
                    "Spindle: max 300 kWh.",
                ),
                (
                    "Keep the heater's draw under 2 kWh.",
                    "Heater draw: under 2 MWh.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Keep every master below -1 dBTP true peak.",
                "Masters: true peak below -1 dBTP.",
            ),
            (
                "Never run the spindle above 300 RPM.",
                "Spindle: max 300 RPM.",
            ),
            (
                "Keep the heater's draw under 2 kWh.",
                "Heater draw: under 2 kWh.",
            ),
            ("Buy at most 3 Macs this year.", "This year: max 3 Macs."),
        ]);
    }

    /// "about half an hour" is as approximate as "about thirty minutes".
    #[test]
    fn an_approximation_before_a_fraction() {
        assert_faithful(&[(
            "Rest the dough for about 30 minutes.",
            "Rest the dough for about half an hour.",
        )]);
        assert_reports(
            "bound became approximation",
            &[(
                "Finish the quiz in under 30 minutes.",
                "Finish the quiz in about half an hour.",
            )],
        );
    }

    /// A ban that lives in its bound ("No tents within 50 m of the river") said as the bare
    /// number loses the ban; said with a limit word, it keeps it.
    #[test]
    fn a_ban_in_its_bound_said_as_a_bare_number() {
        assert_faithful(&[
            (
                "Don't order supplies over $300.",
                "Supply order limit: $300.",
            ),
            (
                "No tents within 50 m of the river.",
                "Tents must stay at least 50 m from the river.",
            ),
        ]);
        assert_reports(
            "prohibition became mention",
            &[(
                "No tents within 50 m of the river.",
                "Tents and the river (50 m) are in the park notice.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[(
                "Do not smoke within 10 m of the entrance.",
                "Smoking and the entrance (10 m): see the signs.",
            )],
        );
        assert_changed(&[(
            "No tents within 50 m of the river.",
            "Tents within 50 m of the river.",
        )]);
    }

    /// "under the age of 16" is "under 16": a bound on an age, its head noun left out.
    #[test]
    fn the_age_of_a_bound_left_out() {
        assert_faithful(&[
            (
                "Don't serve energy drinks to anyone under the age of 16.",
                "Don't serve energy drinks to anyone under 16.",
            ),
            (
                "Riders over the age of 70 need a medical note.",
                "Riders over 70 need a medical note.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't serve energy drinks to anyone under the age of 16.",
                "Don't serve energy drinks to anyone over 16.",
            ),
            (
                "Don't serve energy drinks to anyone under the age of 16.",
                "Don't serve energy drinks to anyone under 16 kg.",
            ),
        ]);
    }

    /// "each stop" became "the first stop": a universal quantifier narrowed to one of many;
    /// "the first" kept, or a bound's window ("the first 3 days"), is no narrowing.
    #[test]
    fn a_universal_narrowed_to_the_first() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Check the seatbelts before leaving each stop.",
                    "Check the seatbelts before leaving the first stop.",
                ),
                (
                    "Sweep every aisle before closing.",
                    "Sweep the first aisle before closing.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Check the seatbelts before leaving each stop.",
                "Check the seatbelts before leaving every stop.",
            ),
            (
                "Always greet guests at the first meeting.",
                "Greet guests at the first meeting, always.",
            ),
            (
                "Always greet guests at their first visit.",
                "Greet guests at the first visit, always.",
            ),
            (
                "Log every call in the first 3 days.",
                "Log every call in the first 3 days.",
            ),
        ]);
    }

    /// A compound unit's measure or what it is per replaced ("2 mg/kg" -> "2 mg/lb") or
    /// dropped ("2 mg/kg" -> "2 mg") is a unit changed; the same rate written with its units
    /// spelled differently, or its measure said in words ("2 mg per kg"), is not.
    #[test]
    fn a_compound_unit_replaced() {
        assert_reports(
            "unit changed",
            &[
                ("Give at most 2 mg/kg.", "Give at most 2 mg/lb."),
                ("Dose the dog at 2 mg/kg, not more.", "Dog: 2 mg/lb max."),
                ("Pour at most 5 ml/kg.", "Pour at most 5 mg/kg."),
                ("Train 3x/wk at most.", "Train 3x/d at most."),
                ("Give at most 2 mg/kg.", "Give at most 2 mg."),
                ("Dose the dog at 2 mg/kg, not more.", "Dog: 2 mg max."),
            ],
        );
        // The measure said in words after the number is kept.
        for (o, r) in [
            ("Give at most 2 mg/kg.", "Give at most 2 mg per kg."),
            ("Give at most 2 mg per kg.", "Give at most 2 mg/kg."),
        ] {
            assert!(
                !whats(o, r).iter().any(|w| w == "unit changed"),
                "{o} -> {r}"
            );
        }
        assert_faithful(&[
            ("Give at most 2 mg/kg.", "Give at most 2 mg/kg."),
            ("Dose the dog at 2 mg/kg, not more.", "Dog: 2 mg/kg max."),
            ("Train 3x/wk at most.", "Train 3x/week at most."),
        ]);
    }

    /// "above the agency floor of C$0.28" is "above C$0.28": a comparator before a noun
    /// phrase naming an amount (floor, limit, threshold) bounds the number after its "of";
    /// one before a noun of time or place bounds nothing ("over the course of 3 days").
    #[test]
    fn a_comparator_before_a_named_amount() {
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Quotes must be above the agency floor of $0.28 per word.",
                    "Quotes: under $0.28/word.",
                ),
                (
                    "Quotes must be above the agency floor of C$0.28 per word.",
                    "Quotes: under C$0.28/word.",
                ),
                (
                    "Keep the truck below the posted speed limit of 80 km/h.",
                    "Truck: over 80 km/h.",
                ),
                (
                    "Refunds over the approval threshold of $500 need a manager.",
                    "Refunds under $500 need a manager.",
                ),
                (
                    "Bids must exceed the reserve price of $200.",
                    "Bids: under $200.",
                ),
                (
                    "Keep the van within the weight limit of 3500 kg.",
                    "Van: over 3500 kg.",
                ),
            ],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Bids must not exceed the reserve price of $200.",
                "Bids: over $200.",
            )],
        );
        assert_faithful(&[
            (
                "Quotes must be above the agency floor of $0.28 per word.",
                "Quotes: over $0.28/word.",
            ),
            (
                "Keep the truck below the posted speed limit of 80 km/h.",
                "Keep the truck under 80 km/h.",
            ),
            (
                "Spread the payments over the course of 3 months.",
                "Payments spread across 3 months.",
            ),
            (
                "Bids must not exceed the reserve price of $200.",
                "Bids must not exceed $200.",
            ),
        ]);
    }

    /// A subject and its auxiliary inverted after a negative adverbial ("Under no
    /// circumstances should X ...") say the same as the plain order; two actors traded are
    /// still a swap.
    #[test]
    fn inversion_after_a_negative_adverbial() {
        assert_faithful(&[
            (
                "Under no circumstances should the bot reveal the admin token.",
                "The bot should under no circumstances reveal the admin token.",
            ),
            (
                "On no account may the courier leave the parcel outside.",
                "The courier may on no account leave the parcel outside.",
            ),
        ]);
        assert_changed(&[
            (
                "The nurse should under no circumstances sedate the patient.",
                "The patient should under no circumstances sedate the nurse.",
            ),
            (
                "Admins can delete projects; editors can archive them.",
                "Editors can delete projects; admins can archive them.",
            ),
        ]);
    }

    /// "never X unless Y" = "X only if Y": a ban with an exception, said as a permission
    /// under that condition.
    #[test]
    fn only_if_restates_never_unless() {
        assert_faithful(&[(
            "Never unlock the side gate unless a guard is present.",
            "Unlock the side gate only if a guard is present.",
        )]);
        assert_changed(&[
            (
                "Never unlock the side gate unless a guard is present.",
                "Unlock the side gate if a guard is present.",
            ),
            (
                "Never unlock the side gate unless a guard is present.",
                "Unlock the side gate only if a visitor is present.",
            ),
            (
                "Never unlock the side gate unless a guard is present.",
                "Unlock the front gate only if a guard is present.",
            ),
        ]);
    }

    /// Numbers in words with a group after "thousand" ("two thousand five hundred") read
    /// as the figure.
    #[test]
    fn numbers_in_words_past_a_thousand() {
        assert_faithful(&[
            (
                "Do not order more than 3,200 bricks.",
                "Do not order more than three thousand two hundred bricks.",
            ),
            (
                "Keep the essay under 1,050 words.",
                "Keep the essay under one thousand fifty words.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[(
                "Do not order more than 3,200 bricks.",
                "Do not order more than three thousand bricks.",
            )],
        );
    }

    /// "Bags under 7 kg only." = "Bags must stay below 7 kg.": the "only" closing a
    /// verbless bound restates the bound; not when the rewrite only allows it.
    #[test]
    fn only_closing_a_verbless_bound() {
        assert_faithful(&[(
            "Cabin bags under 7 kg only.",
            "Cabin bags must weigh less than 7 kg.",
        )]);
        assert_changed(&[
            (
                "Cabin bags under 7 kg only.",
                "Cabin bags can be under 7 kg.",
            ),
            (
                "Cabin bags under 7 kg only.",
                "Cabin bags must weigh less than 8 kg.",
            ),
        ]);
    }

    /// A word contracted to some of its consonants ("mgmt", "cfg", "pts", "wkly") is the word;
    /// an initialism in capitals ("TS") or a real word ("art", "dry") names something else.
    #[test]
    fn words_contracted_to_their_consonants() {
        assert_faithful(&[
            (
                "Get approval from management before any refund.",
                "Get mgmt approval before any refund.",
            ),
            (
                "Never commit the config file.",
                "Never commit the cfg file.",
            ),
            (
                "Book the meeting room for Friday.",
                "Book the mtg room for Friday.",
            ),
            ("Cap the quiz at 20 points.", "Cap the quiz at 20 pts."),
            (
                "Email the weekly digest to the account manager.",
                "Email the wkly digest to the acct mgr.",
            ),
        ]);
        assert_changed(&[
            ("Email the monthly digest.", "Email the wkly digest."),
            ("Run the delivery check.", "Run the dry check."),
            ("Never edit the tests.", "Never edit the TS files."),
            ("Don't enter the apartment.", "Don't enter the art room."),
            ("Review all programmes.", "Review all prs."),
            ("Cap the quiz at 20 points.", "Cap the quiz at 20 pages."),
        ]);
    }

    /// A unit said in words is its initials ("pounds per square inch" = "psi", "words per
    /// minute" = "wpm"); other initials, or another unit, change it.
    #[test]
    fn a_unit_said_by_its_initials() {
        assert_faithful(&[
            (
                "Pump the bike tyres to 60 pounds per square inch.",
                "Pump the bike tyres to 60 psi.",
            ),
            (
                "Candidates must type at least 40 words per minute.",
                "Candidates must type at least 40 wpm.",
            ),
            (
                "Set the lock timeout to 30m.",
                "Set the lock timeout to 30 minutes.",
            ),
        ]);
        assert_changed(&[
            (
                "Pump the bike tyres to 60 pounds per square inch.",
                "Pump the bike tyres to 60 bar.",
            ),
            (
                "Candidates must type at least 40 words per minute.",
                "Candidates must type at least 40 wph.",
            ),
        ]);
    }

    /// "at the latest" closing a clock time, or said before a lead time, keeps its side; a
    /// "not" right before "before" is the bound's own ("not before 9 am" = "no earlier than
    /// 9 am"); a narrative time turned around is reported.
    #[test]
    fn sides_said_around_the_time() {
        assert_faithful(&[
            (
                "Renew the permit at the latest 60 days before it expires.",
                "Renew the permit no later than 60 days before it expires.",
            ),
            (
                "Ring the bell no earlier than 9 am.",
                "Ring the bell not before 9 am.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Lock the gate by 7:30 at the latest.",
                    "Lock the gate by 7:30 at the earliest.",
                ),
                (
                    "Renew the permit at the latest 60 days before it expires.",
                    "Renew the permit at the earliest 60 days before it expires.",
                ),
                (
                    "Ring the bell no earlier than 9 am.",
                    "Ring the bell not after 9 am.",
                ),
                (
                    "The couriers come no earlier than 8 am.",
                    "The couriers come no later than 8 am.",
                ),
            ],
        );
    }

    /// "within 14 days after the incident has occurred" = "within 14 days of the incident":
    /// the period's anchor said with "of"; dropped or replaced, it is not.
    #[test]
    fn a_period_anchored_with_of() {
        assert_faithful(&[(
            "Claims must be filed within 10 days after the damage has been found.",
            "Claims must be filed within 10 days of the damage.",
        )]);
        assert_changed(&[
            (
                "Claims must be filed within 10 days after the damage has been found.",
                "Claims must be filed within 10 days.",
            ),
            (
                "Claims must be filed within 10 days after the damage has been found.",
                "Claims must be filed within 10 days of the purchase.",
            ),
        ]);
    }

    /// Tens and units after hundreds ("twelve hundred fifty") are read with them.
    #[test]
    fn tens_after_hundreds_in_words() {
        assert_faithful(&[(
            "Cap the order at 1,250 units.",
            "Cap the order at twelve hundred fifty units.",
        )]);
        assert_reports(
            "bound changed",
            &[(
                "Cap the order at 1,250 units.",
                "Cap the order at twelve hundred units.",
            )],
        );
    }

    /// A unit's symbol ("V" for volts), pounds of weight ("lb" = "pounds") and a rate of
    /// bytes against one of bits ("MB/s", "Mb/s").
    /// Every common currency sign and an ISO code before the amount is a unit: "₹45,000" ->
    /// "$45,000" is another currency, "INR 450" is "₹450".
    #[test]
    fn currency_signs_and_codes_are_units() {
        assert_faithful(&[
            (
                "Petty cash claims above ₹2,000 need a receipt.",
                "Petty cash claims above INR 2,000 need a receipt.",
            ),
            (
                "Never pay a courier more than ₦8,000 per trip.",
                "Never pay a courier more than 8,000 naira per trip.",
            ),
            (
                "Try 3 times before escalating.",
                "Try three times before escalating.",
            ),
        ]);
        assert_reports(
            "unit changed",
            &[
                (
                    "Refunds above ₹45,000 need approval.",
                    "Refunds above $45,000 need approval.",
                ),
                ("Tips are capped at ₩5,000.", "Tips are capped at ¥5,000."),
                (
                    "Never spend over ₺450 on taxis.",
                    "Never spend over €450 on taxis.",
                ),
                ("Keep the float under ₴900.", "Keep the float under £900."),
                ("Fees must stay below ₱300.", "Fees must stay below ₦300."),
                (
                    "Refunds above INR 450 need approval.",
                    "Refunds above USD 450 need approval.",
                ),
            ],
        );
    }

    #[test]
    fn unit_symbols_pounds_and_rates_of_bits() {
        assert_faithful(&[
            ("Charge the pack at 24 volts.", "Charge the pack at 24 V."),
            (
                "Never carry more than 40 lb.",
                "Never carry more than 40 pounds.",
            ),
        ]);
        assert_changed(&[
            ("Charge the pack at 24 volts.", "Charge the pack at 24 W."),
            ("Never carry more than 40 lb.", "Never carry more than £40."),
        ]);
        assert_reports(
            "unit changed",
            &[(
                "Backups need at least 50 MB/s of bandwidth.",
                "Backups need at least 50 Mb/s of bandwidth.",
            )],
        );
    }

    /// A narrative's quantity said in another unit, or its bound (with no unit) turned, is
    /// corrupted; a ceiling "not exceed" makes, said as a bare number, is dropped.
    #[test]
    fn narrative_units_and_bounds_and_a_ceiling_said_bare() {
        assert_faithful(&[
            ("The cooler holds 30 L.", "Cooler: 30 litres."),
            ("The lift takes no more than 8.", "Lift: 8 max."),
        ]);
        assert_reports(
            "unit changed",
            &[("The cooler holds 30 L.", "The cooler holds 30 gal.")],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "The lift takes no more than 8.",
                "The lift takes at least 8.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[(
                "Do not exceed 20 km/h in the yard.",
                "Yard speed (20 km/h): see the signs.",
            )],
        );
    }

    /// "a quarter of an hour" = "15 minutes": the fraction's word is the number; a word
    /// qualifying what is counted ("consecutive") is not.
    #[test]
    fn a_fraction_said_in_another_unit() {
        assert_faithful(&[(
            "Steep the tea for a quarter of an hour.",
            "Steep the tea for 15 minutes.",
        )]);
        assert_changed(&[
            (
                "Steep the tea for a quarter of an hour.",
                "Steep the tea for 25 minutes.",
            ),
            (
                "Call us if the fever lasts more than 2 consecutive days.",
                "Call us if the fever lasts more than 2 days.",
            ),
        ]);
    }

    /// A prescription's shorthand: "q8h" is every 8 hours, "q4-6h" every 4 to 6 hours, "PRN"
    /// as needed.
    #[test]
    fn prescription_shorthand() {
        assert_faithful(&[
            (
                "Give one capsule every twelve hours with water.",
                "1 capsule q12h with water.",
            ),
            (
                "Use two puffs every 4 to 6 hours as needed.",
                "Two puffs q4-6h PRN.",
            ),
        ]);
        assert_changed(&[
            (
                "Give one capsule every twelve hours with water.",
                "1 capsule q8h with water.",
            ),
            (
                "Use two puffs every 4 to 6 hours as needed.",
                "Two puffs q4-8h PRN.",
            ),
        ]);
    }

    /// "from 11 am" with no end named opens a span: it bounds from below, as "after" does; a
    /// window "from 9 to 5" stays a window.
    #[test]
    fn a_span_opened_from_a_time() {
        assert_faithful(&[
            ("Serve breakfast after 7 am.", "Serve breakfast from 7 am."),
            (
                "The pool is open from 8 am to 6 pm.",
                "Pool open 8 am - 6 pm.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[("Pay the rent by Friday.", "Pay the rent starting Friday.")],
        );
    }

    /// "not later than" and "not earlier than" are the bounds "no later / earlier than" are.
    #[test]
    fn not_later_than_and_not_earlier_than() {
        assert_faithful(&[(
            "File the return not later than April 15.",
            "File the return no later than April 15.",
        )]);
        assert_reports(
            "bound direction changed",
            &[(
                "Payouts are made not later than 5 days after approval.",
                "Payouts are made not earlier than 5 days after approval.",
            )],
        );
    }

    /// A hyphenated word's negative prefix "non" dropped or added names the opposite; a
    /// rewrite keeping it, or saying the original's "not" with it, restates.
    #[test]
    fn a_non_prefix_dropped_or_added() {
        assert_faithful(&[
            (
                "Non-residents must register at the front desk.",
                "Non-residents: register at front desk.",
            ),
            (
                "Archive invoices that haven't been paid.",
                "Archive non-paid invoices.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "The booking fee is non-refundable.",
                    "The booking fee is refundable.",
                ),
                (
                    "Non-members must pay the day rate.",
                    "Members must pay the day rate.",
                ),
                ("Only book non-smoking rooms.", "Only book smoking rooms."),
                (
                    "Employees may take paid leave in August.",
                    "Employees may take non-paid leave in August.",
                ),
            ],
        );
    }

    /// A number said in words with the British "and" ("one hundred and twenty") is one
    /// number: said in digits it restates the bound, another value changes it.
    #[test]
    fn a_number_in_words_with_and_is_one_bound() {
        assert_faithful(&[(
            "The gala dinner seats at most one hundred and twenty guests.",
            "Gala dinner: max 120 guests.",
        )]);
        assert_reports(
            "bound changed",
            &[(
                "The gala dinner seats at most one hundred and twenty guests.",
                "Gala dinner: max 100 guests.",
            )],
        );
    }

    /// An "if" said again as "once" before the same words restates the condition, as "after"
    /// does; "once" before other words, or with nothing after it, and an "only if" made a
    /// plain "once" still change the rule.
    #[test]
    fn an_if_said_again_as_once_keeps_the_condition() {
        assert_faithful(&[
            (
                "If the build is green, merge the branch.",
                "Merge the branch once the build is green.",
            ),
            (
                "If the crash rate stays under 0.5% for 24 hours, roll the event out.",
                "Roll the event out once the crash rate stays under 0.5% for 24 h.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "If the build is green, merge the branch.",
                    "Merge the branch once the tests pass.",
                ),
                (
                    "If the build is green, merge the branch.",
                    "Merge the branch once.",
                ),
            ],
        );
        assert_reports(
            "scope changed",
            &[(
                "Only merge the branch if the build is green.",
                "Merge the branch once the build is green.",
            )],
        );
    }

    #[test]
    fn a_heading_over_bullets_names_what_the_condition_makes() {
        assert_faithful(&[
            (
                "When you prepare the quarterly report, use the audited figures, cite every source, and never include draft numbers.",
                "Quarterly report:\n- use audited figures\n- cite every source\n- never include draft numbers",
            ),
            (
                "When editing the onboarding guide, keep each step under 50 words and link the glossary.",
                "Onboarding guide:\n- each step under 50 words\n- link the glossary",
            ),
            (
                "When you design the poster, use the brand colours and leave a margin of 5 mm.",
                "Poster:\n- brand colours\n- 5 mm margin",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "When you prepare the quarterly report, use the audited figures and cite every source.",
                    "Annual report:\n- use audited figures\n- cite every source",
                ),
                (
                    "When the client approves the quarterly report, send the invoice and archive the draft.",
                    "Quarterly report:\n- send the invoice\n- archive the draft",
                ),
                (
                    "When editing the onboarding guide, keep each step under 50 words and link the glossary.",
                    "Onboarding:\n- each step under 50 words\n- link the glossary",
                ),
            ],
        );
    }

    #[test]
    fn a_condition_on_a_level_restated_as_a_bound() {
        assert_faithful(&[
            (
                "Robots must recharge when the battery drops below fifteen percent.",
                "Robots must recharge below 15% battery.",
            ),
            (
                "Close the vents if the humidity rises above 70%.",
                "Close the vents above 70% humidity.",
            ),
            (
                "Page the on-call engineer whenever the error rate is over 2%.",
                "Page the on-call engineer at error rate over 2%.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                // The thing whose level it was is gone.
                (
                    "Robots must recharge when the battery drops below 15%.",
                    "Robots must recharge below 15%.",
                ),
                // "holds" is no level of the tank: the bound moved to the refuelling.
                (
                    "Never refuel when the tank holds more than 50 litres.",
                    "Never refuel the tank with more than 50 litres.",
                ),
                // "unless" turns the case.
                (
                    "Robots must recharge unless the battery is above 15%.",
                    "Robots must recharge above 15% battery.",
                ),
            ],
        );
    }

    #[test]
    fn after_of_a_verb_that_takes_it_is_no_time() {
        assert_faithful(&[
            (
                "Each chaperone looks after no more than eight students.",
                "Max 8 students per chaperone.",
            ),
            (
                "The nurse looking after a patient must log every dose.",
                "Nurses must log every dose for their patients.",
            ),
        ]);
        assert_reports(
            "condition dropped",
            &[
                (
                    "Look at the dashboard after the deploy.",
                    "Look at the dashboard.",
                ),
                (
                    "Volunteers must stay after the stall closes.",
                    "Volunteers must stay.",
                ),
            ],
        );
    }

    #[test]
    fn a_ban_said_as_no_and_the_verb_s_noun_in_its_own_bullet() {
        assert_faithful(&[
            (
                "At the site visit, measure the windows, check the damp, and never quote the owner a price.",
                "Site visit:\n- measure windows\n- check damp\n- no price quotes to owner",
            ),
            (
                "For the launch, update the changelog, tag the release, and don't announce any ship date.",
                "Launch:\n- update changelog\n- tag release\n- no ship-date announcements",
            ),
        ]);
        assert_reports(
            "negation dropped",
            &[
                (
                    "For the launch, update the changelog, tag the release, and don't announce any ship date.",
                    "Launch:\n- update changelog\n- tag release\n- ship-date announcements",
                ),
                (
                    "At the site visit, measure the windows, check the damp, and never quote the owner a price.",
                    "Site visit:\n- measure windows\n- check damp\n- quote the owner a price",
                ),
            ],
        );
        // The ban moved to the other order, whose object now leads the negated phrase.
        assert_changed(&[(
            "At the walkthrough, never promise the client a refund, and always promise a callback.",
            "Walkthrough:\n- promise client refund\n- no callback promises",
        )]);
    }

    #[test]
    fn a_sequence_told_as_practice_said_as_only_after() {
        assert_faithful(&[
            (
                "The ploughs clear bus routes first, and only then residential streets.",
                "Residential streets are cleared only after the bus routes.",
            ),
            (
                "The night crew restocks the shelves first, and then mops the floors.",
                "Floors are mopped only after the shelves are restocked.",
            ),
        ]);
        assert_reports(
            "constraint added",
            &[
                // The steps swapped.
                (
                    "The night crew restocks the shelves first, and then mops the floors.",
                    "Shelves are restocked only after the floors are mopped.",
                ),
                (
                    "The ploughs clear bus routes first, and only then residential streets.",
                    "Bus routes are cleared only after the residential streets.",
                ),
                // A step the original never told.
                (
                    "The ploughs clear bus routes first, and only then residential streets.",
                    "Residential streets are cleared only after the bus routes and the car parks.",
                ),
            ],
        );
    }

    #[test]
    fn the_numbers_of_an_inline_list_count_nothing() {
        assert_faithful(&[
            (
                "Before you leave: 1) lock the back door, 2) switch off the ovens, 3) set the alarm.",
                "Before you leave:\n- lock back door\n- switch off ovens\n- set alarm",
            ),
            (
                "Before you leave: (1) lock the back door, (2) switch off the ovens, (3) set the alarm.",
                "Before you leave: lock the back door, switch off the ovens, set the alarm.",
            ),
        ]);
        assert_reports(
            "bound dropped",
            &[(
                "Pack for the hike: 2 spare batteries, a map, and water.",
                "Pack for the hike: spare batteries, a map, and water.",
            )],
        );
        assert_reports(
            "bound changed",
            &[(
                "Give at least sixty (60) days notice.",
                "Give at least 30 days notice.",
            )],
        );
    }

    #[test]
    fn a_name_s_word_contracted_to_its_first_and_last_letters() {
        assert_faithful(&[
            (
                "Don't ever plough the cycle lane on Elm Street with the heavy trucks.",
                "Never plough the Elm St cycle lane with heavy trucks.",
            ),
            (
                "Park only on Mill Road after 6 pm.",
                "Park only on Mill Rd after 6 pm.",
            ),
            (
                "Never take the group up Mount Hood without a guide.",
                "Never take the group up Mt Hood without a guide.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Deliver the parcels to the Main Street depot.",
                    "Deliver the parcels to the Main Sq depot.",
                ),
                (
                    "Park only on Mill Road after 6 pm.",
                    "Park only on Mill Dr after 6 pm.",
                ),
            ],
        );
    }

    #[test]
    fn texting_shorthand_and_a_half_of_the_day_without_its_article() {
        assert_faithful(&[
            (
                "Hi, pls you must not to call me after 8 in evening, I am working early in the morning.",
                "User asked not to be called after 8 pm (works early mornings).",
            ),
            (
                "Plz never book me flights before 7 in morning.",
                "No flights for user before 7 am.",
            ),
            (
                "Pls never share my number with the landlord.",
                "Never share user's number with the landlord.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "Please do not call me after 8 in evening.",
                    "Do not call the user after 8 am.",
                ),
                (
                    "Plz never book me flights before 7 in morning.",
                    "No flights for user before 7 pm.",
                ),
            ],
        );
        assert_reports(
            "scope changed",
            &[
                (
                    "Pls never share my number with the landlord.",
                    "Never share user number with the tenant.",
                ),
                (
                    "I am the release manager, so never ship without asking me.",
                    "User is release manager; never ship without asking the CTO.",
                ),
            ],
        );
    }

    #[test]
    fn an_aside_giving_the_present_value_the_original_states_is_no_scope() {
        assert_faithful(&[
            (
                "# do not lower heartbeat below 2s\nheartbeat_s: 5",
                "Heartbeat never below 2 s (currently 5 s).",
            ),
            (
                "# never raise the pool size above 40\npool_size: 25",
                "Pool size never above 40 (currently 25).",
            ),
            (
                "# never raise the pool size above 40\npool_size: 25",
                "Pool size never above 40 (now 25).",
            ),
        ]);
        assert_changed(&[
            (
                "# do not lower heartbeat below 2s\nheartbeat_s: 5",
                "Heartbeat never below 2 s (currently 8 s).",
            ),
            (
                "# never raise the pool size above 40\npool_size: 25",
                "Pool size never above 40 (currently 30).",
            ),
        ]);
    }

    #[test]
    fn the_owner_s_prior_approval_is_an_act_of_the_owner() {
        assert_faithful(&[
            (
                "Any change to the ticket prices has to be approved by the producer first.",
                "Ticket price changes require the producer's prior approval.",
            ),
            (
                "Refunds over $50 must be signed off by a manager first.",
                "Refunds over $50 need a manager's prior sign-off.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Never edit the payments service.",
                    "Never edit the payments service's prior README.",
                ),
                (
                    "Any change to the ticket prices has to be approved by the producer first.",
                    "Ticket price changes require the director's prior approval.",
                ),
            ],
        );
    }

    #[test]
    fn hours_and_minutes_written_as_one_token() {
        assert_faithful(&[
            (
                "Keep each talk under 1 hour 30 minutes.",
                "Talks: under 1h30.",
            ),
            ("The flight takes 3 h 15 min.", "Flight: 3h15."),
            (
                "Dress rehearsal ran 2 h 40 min, about ten minutes over.",
                "Dress rehearsal: 2h40 (≈10 min over).",
            ),
        ]);
        assert_reports(
            "number changed",
            &[
                ("The flight takes 3 h 15 min.", "Flight: 3h45."),
                ("The flight takes 3 h 15 min.", "Flight: 2h15."),
            ],
        );
        assert_reports(
            "bound dropped",
            &[(
                "Keep each talk under 1 hour 30 minutes.",
                "Talks: under 1h45m.",
            )],
        );
    }

    #[test]
    fn a_part_of_the_day_its_kept_clock_time_lies_in() {
        assert_faithful(&[
            (
                "Lock the gate at 18:30 every evening.",
                "Lock the gate nightly at 18:30.",
            ),
            (
                "Water the plants at 7:00 each morning.",
                "Water the plants daily at 7:00.",
            ),
            (
                "Call the night nurse at 21:30 in the evening.",
                "Call the night nurse at 21:30.",
            ),
        ]);
        assert_reports(
            "bound dropped",
            &[
                // The frequency went with it.
                (
                    "Lock the gate at 18:30 every evening.",
                    "Lock the gate at 18:30.",
                ),
                // 7:00 is no time of the evening.
                (
                    "Water the plants at 7:00 each evening.",
                    "Water the plants daily at 7:00.",
                ),
            ],
        );
    }

    /// A part of the day kept in a hyphenated word ("that morning" -> "same-morning"), said
    /// in Australian ("arvo" = "afternoon"), or dating the recurring event a rule waits for
    /// ("before work starts each morning" -> "Daily: ... before work begins") is kept; one
    /// dropped with nothing for it, narrowed, or the rule's own time said only as "daily",
    /// is not.
    #[test]
    fn a_part_of_the_day_compounded_in_dialect_or_of_a_recurring_event() {
        assert_faithful(&[
            (
                "Unless the owner has texted a go-ahead that morning, skip the walk.",
                "No same-morning go-ahead text from owner: skip the walk.",
            ),
            (
                "Ship only the orders placed that afternoon.",
                "Ship only same-afternoon orders.",
            ),
            (
                "Arvo deliveries are a no-go till the crane's down, so park the ute on the street.",
                "No afternoon deliveries until the crane is down; park the ute on the street.",
            ),
            (
                "No deliveries in the afternoon until the crane is down.",
                "No arvo deliveries till the crane's down.",
            ),
            (
                "A toolbox talk is mandatory before any work at height starts each morning.",
                "Daily: toolbox talk required before work at height begins.",
            ),
            (
                "Count the till after the shop closes every evening.",
                "Count the till daily after the shop closes.",
            ),
        ]);
        assert_reports(
            "bound dropped",
            &[
                (
                    "Unless the owner has texted a go-ahead that morning, skip the walk.",
                    "No go-ahead text from owner: skip the walk.",
                ),
                (
                    "Ship only the orders placed that afternoon.",
                    "Ship only mid-afternoon orders.",
                ),
                (
                    "No arvo deliveries to the site till the crane's down.",
                    "No deliveries to the site until the crane is down.",
                ),
                // The part of the day is the rule's own time, not the event's.
                ("Water the plants each morning.", "Water the plants daily."),
                (
                    "A toolbox talk is mandatory before any work at height starts each morning.",
                    "Toolbox talk required before work at height begins.",
                ),
            ],
        );
        assert_reports(
            "bound added",
            &[(
                "No deliveries until the crane is down.",
                "No arvo deliveries till the crane's down.",
            )],
        );
    }

    #[test]
    fn every_period_said_as_its_adverb() {
        assert_faithful(&[
            (
                "Students must be back at the hostel by 21:00 each evening.",
                "Students must be back at hostel by 21:00 nightly.",
            ),
            (
                "Review the dashboards every week.",
                "Review the dashboards weekly.",
            ),
            (
                "Check the fridge temperature every day.",
                "Check fridge temperature daily.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Students must be back at the hostel by 21:00 each evening.",
                    "Students must be back at hostel by 21:00 weekly.",
                ),
                (
                    "Review the dashboards every week.",
                    "Review the dashboards monthly.",
                ),
                (
                    "Rotate the logs every day at 02:00.",
                    "Rotate logs nightly at 02:00.",
                ),
            ],
        );
    }

    /// What only sets the scene is no scope of the rule: a greeting or the group addressed
    /// ("Kia ora team,"), a heading naming the one event or reader the message is for ("For
    /// the Henderson wedding:"), a tag in brackets ("[pref]"). A heading naming a class of
    /// things, or a modifier of the rule's own object, still binds the rule.
    #[test]
    fn greetings_headings_and_tags_set_the_scene() {
        assert_faithful(&[
            (
                "Kia ora team, keep the samples below 4 degrees.",
                "Keep every sample below 4 degrees.",
            ),
            (
                "Hi Sam, keep the samples below 4 degrees.",
                "Keep every sample below 4 degrees.",
            ),
            (
                "[voice memo] keep the samples below 4 degrees.",
                "Keep every sample below 4 degrees.",
            ),
            (
                "For the Smith launch: don't post anything before 9am.",
                "No posts before 9am.",
            ),
            (
                "For the household agent: don't schedule any deliveries before 10am this week.",
                "No deliveries before 10am this week.",
            ),
            (
                "Always text the owner before you give any food beyond what's in the bowl.",
                "- [pref] always text the owner before giving food beyond the bowl",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                ("Don't refund Toronto orders.", "Don't refund orders."),
                (
                    "For the Toronto stores: don't refund anything after 30 days.",
                    "Don't refund anything after 30 days.",
                ),
                (
                    "Hi Sam, keep the samples below 4 degrees.",
                    "Keep every sample below 4 degrees for Ana.",
                ),
                (
                    "For the household agent: don't schedule any deliveries before 10am.",
                    "Don't schedule any grocery deliveries before 10am.",
                ),
                (
                    "Always text the owner before you give any food beyond what's in the bowl.",
                    "- [pref] always text the vet before giving food beyond the bowl",
                ),
            ],
        );
        assert_changed(&[(
            "The support team, not contractors, may issue refunds over $50.",
            "Anyone may issue refunds over $50.",
        )]);
    }

    /// "The whole N" said as "all (the) N" keeps the rule; another noun after "all" does not.
    #[test]
    fn the_whole_of_a_thing_said_by_all() {
        assert_faithful(&[
            (
                "The fridge needs to stay under 5 degrees the whole night.",
                "Fridge must stay below 5 degrees all night.",
            ),
            (
                "Keep the bin under 4 degrees the entire way to the lab.",
                "Keep the bin under 4 degrees all the way to the lab.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[(
                "Keep the bin under 4 degrees the whole trip to the lab.",
                "Keep the bin under 4 degrees all week.",
            )],
        );
    }

    /// A comment closing the rule, why it holds ("because ...", "just in case ...", or a
    /// clause of its own: "the lights on Main Road back up"), said again as an aside in
    /// parentheses, narrows nothing; an aside saying something else, or a part that goes on
    /// with the rule, does not restate it.
    #[test]
    fn a_reason_closing_the_rule_said_again_as_an_aside() {
        assert_faithful(&[
            (
                "Don't refund orders after 30 days, because the supplier won't take them back.",
                "No refunds after 30 days (supplier won't take returns).",
            ),
            (
                "Always double-book the interpreter for court dates, just in case the \
                 interpreter falls sick.",
                "Always double-book the interpreter for court dates (backup in case of illness).",
            ),
            (
                "Keep two nurses on the ward overnight, in case a patient gets worse.",
                "Keep two nurses on the ward overnight (in case of a patient emergency).",
            ),
            (
                "Please don't park the vans in the loading zone before 14:00, the lights on Main \
                 Road back up.",
                "Don't park vans in the loading zone before 14:00 (Main Road traffic).",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't refund Toronto orders, the supplier won't take them back.",
                    "Don't refund orders (supplier won't take returns).",
                ),
                (
                    "Don't park in the loading zone, the back lane too.",
                    "Don't park in the loading zone (or the staff lot).",
                ),
                (
                    "Don't park in the loading zone before 14:00, the robots back up.",
                    "Don't park in the loading zone before 14:00 (staff only).",
                ),
            ],
        );
    }

    /// The owner that picks out the one thing a rule is about ("the study's annual report")
    /// may go when the thing stays; the owner of a class of things ("the user's messages"),
    /// another owner, or "any" for the one thing, changes the scope.
    #[test]
    fn the_owner_of_the_one_thing_a_rule_is_about() {
        assert_faithful(&[
            (
                "The study's annual safety report is due to the regulator by 30 June 2027.",
                "Annual safety report due to the regulator by 30 June 2027.",
            ),
            (
                "Never leave the co-op's freezer door open for more than 5 minutes.",
                "Never leave the freezer door open for more than 5 minutes.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                ("Don't read the user's messages.", "Don't read messages."),
                (
                    "Don't share the admin's password.",
                    "Don't share the guest's password.",
                ),
                (
                    "Don't share the admin's password.",
                    "Don't share any password.",
                ),
                ("Don't refund Toronto orders.", "Don't refund orders."),
            ],
        );
    }

    /// The one owner a text names ("the tutoring app's install size", "the client's trading
    /// name") may go in a compaction, its noun kept in any line; two owners of that kind, two
    /// owners of the noun, or another owner in the rewrite, keep it a change.
    #[test]
    fn the_one_owner_a_text_names_may_go() {
        assert_faithful(&[
            (
                "Keep the tutoring app's install size below 40 MB, support Android 10 and \
                 later, and don't ask for location permission.",
                "Key constraints:\n- Install size < 40 MB\n- Android 10+\n- Never request \
                 location permission",
            ),
            (
                "Always use the client's trading name, never the legal entity name, in \
                 marketing copy, and keep the copy under 150 words.",
                "memory:\n- marketing copy: trading name always, never the legal entity \
                 name\n- copy < 150 words",
            ),
            (
                "Keep the mobile app's install size below 40 MB.",
                "Install size must stay below 40 MB.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Keep the tutoring app's install size below 40 MB and the admin app's \
                     below 80 MB.",
                    "Install size < 40 MB.",
                ),
                (
                    "Keep the tutoring app's install size below 40 MB; the admin app's \
                     install size may be larger.",
                    "Install size < 40 MB.",
                ),
                (
                    "Keep the mobile app's install size below 40 MB.",
                    "Keep their install size below 40 MB.",
                ),
            ],
        );
    }

    /// "every month" said by the period's adverb ("monthly") keeps the universal; another
    /// period, or a new qualifier with "nightly" for "each night", is a change.
    #[test]
    fn every_period_said_by_its_adverb() {
        assert_faithful(&[
            (
                "The HOA dues reminder has to go out by the 1st of every month.",
                "HOA dues reminder: send by the 1st, monthly.",
            ),
            (
                "The rota has to go out by 9am every day.",
                "Rota: send by 9am, daily.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Send the report on the 1st of every month.",
                    "Send the report on the 1st, weekly.",
                ),
                (
                    "Back up every database each night.",
                    "Back up the billing database nightly.",
                ),
            ],
        );
    }

    /// "with X on" said as "while wearing X" adds no condition; wearing another thing, a
    /// bare "with X", or "with X off" does.
    #[test]
    fn with_a_thing_on_said_as_wearing_it() {
        assert_faithful(&[
            (
                "DO NOT OPERATE THE LATHE WITH GLOVES ON.",
                "Lathe: never operate it while wearing gloves.",
            ),
            (
                "Don't climb the ladder with your boots on.",
                "Never climb the ladder when wearing boots.",
            ),
        ]);
        assert_reports(
            "condition added",
            &[
                (
                    "Don't operate the lathe with gloves on.",
                    "Never operate the lathe while wearing a ring.",
                ),
                (
                    "Don't climb the ladder with boots.",
                    "Never climb the ladder while wearing boots.",
                ),
                (
                    "Don't climb the ladder with boots off.",
                    "Never climb the ladder while wearing boots.",
                ),
            ],
        );
    }

    /// "without asking me" said as "without user sign-off" or "without my approval": the
    /// leave asked, named by its noun; another condition, or "with" for "without", is not.
    #[test]
    fn leave_asked_named_by_its_noun() {
        assert_faithful(&[
            (
                "You can approve refunds up to £50 without asking me.",
                "Agent may approve refunds of up to £50 without user sign-off.",
            ),
            (
                "You can reorder stock under £200 without checking with me.",
                "Agent may reorder stock under £200 without my approval.",
            ),
        ]);
        assert_changed(&[
            (
                "You can approve refunds up to £50 without asking me.",
                "Agent may approve refunds of up to £50 without a receipt.",
            ),
            (
                "You can approve refunds up to £50 without asking me.",
                "Agent may approve refunds of up to £50 with user sign-off.",
            ),
        ]);
    }

    /// "people other than the author" said as "non-author": the exclusion and the generic
    /// person restated; another "non-" word, or one the original did not exclude, is a change.
    #[test]
    fn an_exclusion_said_by_a_non_word() {
        assert_faithful(&[
            (
                "Every merge needs two approvals from people other than the author.",
                "Every merge needs two non-author approvals.",
            ),
            (
                "Every merge to main needs two approvals from people other than the author.",
                "Merges to main: 2 non-author approvals.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Every merge needs two approvals from people other than the author.",
                    "Every merge needs two non-member approvals.",
                ),
                (
                    "Every merge needs two approvals from the author.",
                    "Every merge needs two non-author approvals.",
                ),
            ],
        );
        assert_reports(
            "condition dropped",
            &[(
                "Every merge needs two approvals from people other than the author.",
                "Every merge needs two approvals.",
            )],
        );
    }

    /// A rule revoked by a verb ("Forget the rule about ...") said in the passive ("The rule
    /// about ... is dropped"): one revocation; the rule kept, or another thing dropped, is a
    /// change.
    #[test]
    fn a_revocation_said_in_the_passive() {
        assert_faithful(&[
            (
                "Forget the rule about cc'ing Gareth on every HOA email; he's stepped down.",
                "The rule about cc'ing Gareth on HOA emails is dropped (he stepped down).",
            ),
            (
                "Ignore the rule about weekly backups.",
                "The weekly-backup rule has been withdrawn.",
            ),
        ]);
        assert_changed(&[
            (
                "Forget the rule about cc'ing Gareth on every HOA email.",
                "The rule about cc'ing Gareth on HOA emails is kept.",
            ),
            (
                "Forget the rule about cc'ing Gareth.",
                "Gareth is dropped from the list.",
            ),
        ]);
    }

    /// A chat's user turns merged into one report: "find me a dentist" said as "User wants a
    /// dentist", a closing "NHS only" turn as the kind the user wants ("an NHS dentist");
    /// another kind beside it, a mere liking, or a request said as done, is a change.
    #[test]
    fn user_turns_said_as_what_the_user_wants() {
        assert_faithful(&[
            (
                "user: find me a dentist in Cardiff\nassistant: Here are three practices near \
                 Canton...\nuser: NHS only\nuser: and nothing before 10am, I do the school run",
                "User wants an NHS dentist in Cardiff, appointments at 10am or later (school \
                 run).",
            ),
            (
                "user: book me a table in Leith\nuser: vegan only",
                "User wants a vegan table in Leith.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "user: find me a dentist in Cardiff\nuser: NHS only",
                    "User wants an NHS or private dentist in Cardiff.",
                ),
                (
                    "user: find me a dentist in Cardiff\nuser: NHS only",
                    "User likes NHS dentists in Cardiff.",
                ),
            ],
        );
        assert_changed(&[(
            "user: find me a dentist in Cardiff",
            "User found a dentist in Cardiff.",
        )]);
    }

    /// Imposing a charge or a rule ("Charge the late-return fee") is making it apply ("Late-
    /// return fee applies"); another verb, another thing, or the charge waived is a change.
    #[test]
    fn imposing_a_charge_is_making_it_apply() {
        assert_faithful(&[
            (
                "Charge the late-return fee after thirty minutes, not before.",
                "Late-return fee applies after 30 min, not before.",
            ),
            (
                "Levy the cleaning fee on stays under 3 nights.",
                "Cleaning fee applies to stays under 3 nights.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[(
                "Waive the late-return fee after thirty minutes.",
                "Late-return fee applies after 30 min.",
            )],
        );
        assert_changed(&[
            (
                "Charge the late-return fee after thirty minutes.",
                "Cleaning fee applies after 30 min.",
            ),
            (
                "Charge the late-return fee after thirty minutes.",
                "Late-return fee waived after 30 min.",
            ),
        ]);
    }

    /// The premises someone must be in ("in the building", "at the office") said as "on
    /// site" or "on the premises" keep the rule; another place, or "on call", does not.
    #[test]
    fn the_premises_said_as_on_site() {
        assert_faithful(&[
            (
                "At least two staff must be in the building whenever animals are under anaesthesia.",
                "Min 2 staff on site whenever animals are under anaesthesia.",
            ),
            (
                "A first aider must be at the office during opening hours.",
                "A first aider must be on the premises during opening hours.",
            ),
            (
                "A first aider must be at the office during opening hours.",
                "A first aider must be on-site during opening hours.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Keep the samples in the fridge overnight.",
                    "Keep the samples on site overnight.",
                ),
                (
                    "A first aider must be at the office during opening hours.",
                    "A first aider must be on call during opening hours.",
                ),
            ],
        );
    }

    /// A negated "un-" form said as the word itself ("never let the alarm go unacknowledged"
    /// -> "acknowledge the alarm") keeps the rule, and a free choice ("whatever happens")
    /// says "always"; the "un-" form with no negation before it, or "every" for the one
    /// thing, is a change.
    #[test]
    fn a_negated_un_form_and_a_free_choice_said_plainly() {
        assert_faithful(&[
            (
                "Never let the freezer alarm go unacknowledged for more than 15 minutes.",
                "Acknowledge the freezer alarm within 15 minutes.",
            ),
            (
                "Please, whatever happens, keep the co-op's freezer below 5 degrees.",
                "Freezer: below 5 degrees, always.",
            ),
        ]);
        assert_changed(&[(
            "Leave the back door unlocked after 6pm.",
            "Lock the back door after 6pm.",
        )]);
        assert_reports(
            "scope changed",
            &[(
                "Keep the co-op's freezer below 5 degrees.",
                "Keep every freezer below 5 degrees.",
            )],
        );
    }

    /// "Anywhere else" said as "elsewhere", and an approval noun ("Kiri's ok") said by its
    /// verb ("Kiri approves"), keep the rule; "anywhere" narrowed to one place, or an
    /// approval the original did not ask for, does not.
    #[test]
    fn anywhere_else_as_elsewhere_and_an_ok_as_approving() {
        assert_faithful(&[
            (
                "Keep the recordings on the team server, and don't copy them anywhere else.",
                "Recordings stay on the team server (no copies elsewhere).",
            ),
            (
                "Raw recordings stay in the producers' server, don't share them anywhere \
                 else, and the final cut needs Kiri's ok before upload",
                "Raw recordings must stay in the producers' server (no sharing elsewhere); \
                 Kiri approves final cut before upload.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't copy the recordings anywhere else.",
                    "Don't copy the recordings to the team server.",
                ),
                (
                    "Don't share them anywhere, and the final cut needs Kiri's ok.",
                    "Don't share them to the producers' server; Kiri approves final cut.",
                ),
                (
                    "Raw recordings stay in the producers' server, don't share them anywhere \
                     else, and the final cut needs a review before upload",
                    "Raw recordings must stay in the producers' server (no sharing \
                     elsewhere); Kiri approves final cut before upload.",
                ),
            ],
        );
    }

    /// A number that names a thing (a pen, a build, a plate, a year group, a callsign, an
    /// issue) bounds nothing: the rewrite may move it into a label; a count or a bound beside
    /// such a name, a number after a comparator and the name given other digits are still
    /// reported.
    #[test]
    fn a_number_naming_a_thing_is_no_bound() {
        assert_faithful(&[
            (
                "Do not move any stock from bay 12 without a signed transfer note.",
                "Bay 12: never move stock w/o a signed transfer note.",
            ),
            (
                "Leave the canary for build 388 at 10% overnight.",
                "Build 388 canary: hold at 10% overnight.",
            ),
            (
                "Don't give the Year 9s their test scores; feedback is fine.",
                "Year 9s: feedback OK, do not give test scores.",
            ),
            (
                "Don't send Rescue 3 if the wind at the scene is above 40 knots.",
                "Rescue 3: not to be sent when the scene wind > 40 knots.",
            ),
            (
                "The Black Penny plate 11 must not be sold at auction.",
                "Black Penny plate 11: do not sell at auction.",
            ),
            (
                "Closed #87 today: do not reopen the ticket.",
                "#87 closed: do not reopen the ticket.",
            ),
        ]);
        assert_reports(
            "bound dropped",
            &[
                (
                    "Do not put more than 4 pens in the box.",
                    "Do not put pens in the box.",
                ),
                (
                    "Don't send at most 2 helicopters.",
                    "Don't send helicopters.",
                ),
                ("Do not invite 5 people.", "Do not invite people."),
                (
                    "Order 5 boxes of gloves from bay 2, no more.",
                    "Order boxes of gloves from bay 2.",
                ),
                (
                    "Return all rented equipment by Friday at 5 pm.",
                    "Return rented equipment by Friday.",
                ),
            ],
        );
        // The name given other digits is another thing.
        assert_changed(&[
            (
                "Do not move any stock from bay 12 without a signed transfer note.",
                "Bay 21: never move stock w/o a signed transfer note.",
            ),
            (
                "Don't send Rescue 3 if the wind is above 40 knots.",
                "Rescue 2: not to be sent when the wind > 40 knots.",
            ),
            (
                "Do not release any fish from pen 4 without the vet's certificate.",
                "Never release fish from pen 5 without the vet's certificate.",
            ),
        ]);
    }

    /// A "one" standing for a noun ("the red one", Singlish "very strict one") counts
    /// nothing, and "one school" said as "per school" or "each school" is the same count; a
    /// "one" that an order counts ("take one") still bounds.
    #[test]
    fn one_as_a_pronoun_or_said_per_thing_is_no_dropped_bound() {
        assert_faithful(&[
            (
                "Cannot park the van in the loading bay lah, must use the back lane, the \
                 landlord very fierce one.",
                "Van: back lane only, not the loading bay (landlord rule).",
            ),
            (
                "Don't use the cracked mug, use the blue one.",
                "Don't use the cracked mug; use the blue mug instead.",
            ),
            (
                "No more than three pupils from one class in the choir.",
                "Choir: ≤3 pupils per class.",
            ),
            (
                "At most two cars from one household in the car park.",
                "Car park: max 2 cars for each household.",
            ),
        ]);
        assert_reports(
            "bound dropped",
            &[
                ("Take one before bed.", "Take them before bed."),
                ("Give the dog just one.", "Give the dog treats."),
            ],
        );
    }

    /// A count over a period written with a slash ("max 8/24 h", "2/4h") is the count per
    /// the period, no date; a count or a period changed in it is still reported.
    #[test]
    fn a_count_over_a_period_with_a_slash_is_a_rate() {
        assert_faithful(&[
            (
                "Take no more than 2 paracetamol every 4 hours, maximum 8 in 24 hours.",
                "Paracetamol: ≤2 per 4 h, max 8/24 h.",
            ),
            ("Give at most 3 doses in 24 hours.", "Doses: max 3/24h."),
            (
                "Allow no more than 5 login attempts in 1 hour.",
                "Login attempts: ≤5/1 h.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[
                ("Give at most 3 doses in 24 hours.", "Doses: max 4/24h."),
                ("Give at most 3 doses in 24 hours.", "Doses: max 3/12 h."),
            ],
        );
    }

    /// A short weekday heading the rewrite as its label ("Sat: ...") names the day the
    /// original said in full; another day there is still a changed date.
    #[test]
    fn a_short_weekday_as_the_label_is_the_day() {
        assert_faithful(&[
            (
                "Don't park on the verge on Saturday.",
                "Sat: no parking on the verge.",
            ),
            (
                "The gym is closed Wednesday, so do not book any classes.",
                "- Wed: gym closed; no class bookings.",
            ),
        ]);
        assert_changed(&[(
            "Don't park on the verge on Saturday.",
            "Wed: no parking on the verge.",
        )]);
    }

    /// A sign or a short form of a word the rule said: "degrees" as "°", "number" as "no.",
    /// "at a time" as a closing "each"; the word dropped with no such form, or "each" before
    /// another period, is still reported.
    #[test]
    fn degree_sign_number_abbreviation_and_each_for_at_a_time() {
        assert_faithful(&[
            (
                "Keep hatchery water between eight and ten degrees C.",
                "Hatchery water: 8–10 °C.",
            ),
            (
                "Always tag refurbished aids with the serial number and the trial end date.",
                "memory: refurbished aids → always tag with serial no. + trial end date",
            ),
            (
                "Quote the order number on every refund.",
                "Refunds: quote order no. always.",
            ),
            (
                "You mustn't book Room B for more than two hours at a time.",
                "Room B bookings: max 2 h each.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "You mustn't book Room B for more than two hours at a time.",
                    "Room B bookings: max 2 h each day.",
                ),
                (
                    "Always tag refurbished aids with the serial number and the trial end date.",
                    "Always tag refurbished aids with the serial and the trial end date.",
                ),
                (
                    "Only hire staff with degrees in nursing.",
                    "Only hire staff in nursing.",
                ),
            ],
        );
    }

    /// "the deposit's returned": an "'s" before a participle closing its clause says "is",
    /// no owner; a possessive before a noun is still a new owner.
    #[test]
    fn contracted_is_before_a_participle_names_no_owner() {
        assert_faithful(&[
            (
                "My lawyer says we can't sign the lease addendum until the deposit is back.",
                "User's lawyer: don't sign the lease addendum until the deposit's returned.",
            ),
            (
                "Don't ship until the order is paid.",
                "Don't ship until the order's paid.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't ship the orders.",
                    "Don't ship the customer's orders.",
                ),
                (
                    "Only publish the manager's list.",
                    "Only publish the manager's approved list.",
                ),
            ],
        );
    }

    /// "this cell" pointing back to a code name said before ("Comment on D9:") goes with
    /// nothing lost when the rewrite keeps the name; not when the name went too.
    #[test]
    fn this_kind_noun_pointing_back_to_a_kept_code_name() {
        assert_faithful(&[
            (
                "Comment on D9: leave this cell blank until the audit figure arrives, don't \
                 estimate.",
                "D9: keep blank until the audit figure arrives; no estimates.",
            ),
            (
                "Re PR-42: don't merge this branch before Friday.",
                "PR-42: don't merge before Friday.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Comment on D9: leave this cell blank until the audit figure arrives.",
                    "Keep blank until the audit figure arrives.",
                ),
                (
                    "Comment on D9: leave this cell blank until the audit figure arrives.",
                    "D10: keep blank until the audit figure arrives.",
                ),
            ],
        );
    }

    /// A ban on acting on one's own thing ("nobody may merge their own") binds those who own
    /// one, so naming them ("authors can't merge their own") keeps it; another class, or the
    /// owners with no "their own", narrows it.
    #[test]
    fn nobody_on_their_own_said_of_the_owners() {
        assert_faithful(&[
            (
                "Each pull request on the docketing tool needs two approvals, and nobody may \
                 merge their own.",
                "PRs (docketing tool): 2 approvals; authors can't merge their own.",
            ),
            (
                "Nobody may approve their own expense claim.",
                "Submitters can't approve their own expense claims.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Nobody may approve their own expense claim.",
                    "Interns can't approve their own expense claims.",
                ),
                (
                    "Nobody may approve expense claims.",
                    "Submitters can't approve expense claims.",
                ),
            ],
        );
    }

    /// "the on-air promo": a lower-case compound adjective before the one thing a ban or a
    /// bound is about goes as its owner does ("the study's report"); a name ("the Toronto
    /// promo"), a plural, a rewrite saying "every", or an order or a permission that drops it
    /// (then reaching another thing) still changes the scope.
    #[test]
    fn compound_adjective_of_the_one_thing() {
        assert_faithful(&[
            (
                "Keep the on-air promo under thirty seconds.",
                "Promo must stay below 30 s.",
            ),
            (
                "Don't restart the write-ahead log service during backups.",
                "No restarting the log service during backups.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Keep the Toronto promo under thirty seconds.",
                    "Promo must stay below 30 s.",
                ),
                (
                    "Keep all on-air promos under thirty seconds.",
                    "Promos must stay below 30 s.",
                ),
                (
                    "Keep the on-air promo under thirty seconds.",
                    "Every promo must stay below 30 s.",
                ),
                (
                    "You may delete the read-only replica.",
                    "You may delete the replica.",
                ),
                ("Restart the on-call pager.", "Restart the pager."),
            ],
        );
    }

    /// A past form of a light verb ("given", "kept") carries no content, as "give" and "keep"
    /// do not: "never given by phone" keeps "never give ... over the phone"; a new recipient
    /// or a new place is still reported.
    #[test]
    fn past_forms_of_light_verbs_carry_no_content() {
        assert_faithful(&[
            (
                "Never give a borrower a payoff figure over the phone; send it by secure \
                 message.",
                "User wants payoff figures sent by secure message only, never given by phone.",
            ),
            (
                "Never give a borrower a payoff figure over the phone.",
                "Payoff figures are never given by phone.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Never give a borrower a payoff figure over the phone.",
                    "Payoff figures are never given to brokers by phone.",
                ),
                (
                    "Keep the spare keys in the safe.",
                    "Spare keys are kept in the office drawer.",
                ),
            ],
        );
    }

    /// "Whenever" says every time, not everybody: an actor widened to "anyone" under it is
    /// still a scope change; and a condition's "-n’t" with a typographic apostrophe negates
    /// as the straight one does.
    #[test]
    fn whenever_widens_no_actor_and_curly_negations_count() {
        assert_reports(
            "scope changed",
            &[(
                "Whenever a refund is over 100 dollars, managers must approve it.",
                "Whenever a refund is over 100 dollars, anyone must approve it.",
            )],
        );
        assert_faithful(&[(
            "Don't merge if CI hasn\u{2019}t passed.",
            "Don't merge if CI has not passed.",
        )]);
        assert_changed(&[(
            "Don't merge if CI hasn\u{2019}t passed.",
            "Don't merge if CI has passed.",
        )]);
    }

    /// One verb of writing a thing down traded for another ("mark it as ..." = "log it as
    /// ...") keeps the rule; another verb does not.
    #[test]
    fn recording_verbs_restate_each_other() {
        assert_faithful(&[
            (
                "Skip the walk and mark it as 'owner cancelled'.",
                "Skip the walk, log it as 'owner cancelled'.",
            ),
            (
                "Log the fridge temperature in the daily sheet before service.",
                "Record the fridge temperature in the daily sheet before service.",
            ),
            (
                "Note the meter reading in the logbook every Friday.",
                "Record the meter reading in the logbook every Friday.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Record the fridge temperature every morning.",
                    "Adjust the fridge temperature every morning.",
                ),
                (
                    "Log the readings in the sheet.",
                    "Check the readings in the sheet.",
                ),
            ],
        );
    }

    /// A rule's "only" part split off into a sentence of its own, after the rest, still
    /// restricts; dropping a word of it or the "only" does not.
    #[test]
    fn only_part_said_again_in_its_own_sentence() {
        assert_faithful(&[
            (
                "Nitrile gloves only; handling the tapestry with bare hands is not permitted.",
                "Handling the tapestry with bare hands is not permitted. Nitrile gloves only.",
            ),
            (
                "Use the side door only; parking in the front lot is not allowed.",
                "Parking in the front lot is not allowed. Side door only.",
            ),
            (
                "Cash payments only; cards are not accepted at the stall.",
                "Cards are not accepted at the stall. Cash payments only.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Cash payments only; cards are not accepted at the stall.",
                    "Cards are not accepted at the stall. Payments only.",
                ),
                (
                    "Cash payments only; cards are not accepted at the stall.",
                    "Cards are not accepted at the stall. Cash payments welcome.",
                ),
            ],
        );
    }

    /// The actor of a rule traded for another party the rule names ("the client's form")
    /// binds someone else; the same actor in a passive or a fronted condition does not.
    #[test]
    fn actor_traded_for_another_named_party() {
        assert_reports(
            "scope changed",
            &[
                (
                    "The preparer must not e-file the return without the client's signed authorisation form.",
                    "The client must not e-file the return without the signed authorisation form.",
                ),
                (
                    "The nurse must not change the dressing without the surgeon's approval.",
                    "The surgeon must not change the dressing without approval.",
                ),
                (
                    "The tenant must not sublet the flat without the landlord's written consent.",
                    "The landlord must not sublet the flat without written consent.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Tenants must report leaks within 24 hours.",
                "Leaks must be reported by tenants within 24 hours.",
            ),
            (
                "The warehouse must not ship orders that haven't been paid.",
                "Unpaid orders must not be shipped.",
            ),
            (
                "The preparer must not e-file the return without the client's form.",
                "Without the client's form, the preparer must not e-file the return.",
            ),
            (
                "The nurse must not change the dressing without the surgeon's approval.",
                "Nurses must not change the dressing without the surgeon's approval.",
            ),
        ]);
    }

    /// The user reporting a rule to an assistant ("user said", "User says") is not whom it
    /// binds: that source may go; another object may not.
    #[test]
    fn user_reporting_a_rule_dropped() {
        assert_faithful(&[
            (
                "Note: user said the logo must not be changed.",
                "Constraint: the logo must not be changed.",
            ),
            (
                "User says invoices must go out by Friday.",
                "Invoices must go out by Friday.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Note: user said the logo must not be changed.",
                    "Constraint: the banner must not be changed.",
                ),
                (
                    "User says invoices must go out by Friday.",
                    "Refunds must go out by Friday.",
                ),
            ],
        );
    }

    /// "leave that line blank" -> "leave blank": what "that" points back to; "else" for
    /// "otherwise". Another thing named in its place is a scope change.
    #[test]
    fn thing_pointed_at_dropped_and_else_for_otherwise() {
        assert_faithful(&[
            (
                "Provided the client's residency is confirmed, claim the foreign tax credit; otherwise leave that line blank.",
                "Foreign tax credit: claim only if residency confirmed; else leave blank.",
            ),
            (
                "If the box is ticked, enter the amount; otherwise leave that field empty.",
                "Box ticked: enter the amount; else leave empty.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[(
                "If the box is ticked, enter the amount; otherwise leave that field empty.",
                "Box ticked: enter the amount; else leave the name field empty.",
            )],
        );
    }

    /// "can't be touched" -> "untouchable": the "un-...-able" form of a negated verb; of a
    /// verb the original allows, it is a change.
    #[test]
    fn un_able_form_restates_a_negated_verb() {
        assert_faithful(&[
            (
                "Scratchpad: the archived ledgers must never be changed after audit.",
                "Constraints carried: archived ledgers unchangeable after audit.",
            ),
            (
                "Scratchpad: user said the tenant's deposit can't be touched until the inspection report is signed; don't suggest deductions.",
                "Constraints carried: deposit untouchable until inspection report signed; don't propose deductions.",
            ),
        ]);
        assert_changed(&[(
            "Scratchpad: user said the tenant's deposit can be touched before the inspection report is signed; don't suggest deductions.",
            "Constraints carried: deposit untouchable until inspection report signed; don't propose deductions.",
        )]);
    }

    /// "without asking me" = "directly": acting with nobody asked first; another condition
    /// said in its place, or a "without" naming no asking, is a change.
    #[test]
    fn directly_restates_without_asking() {
        assert_faithful(&[
            (
                "You can book up to two standby crew per rotation without asking me; anything beyond that goes to the duty manager.",
                "- [perm] Up to 2 standby crew/rotation: agent may book directly. More than 2 -> duty manager.",
            ),
            (
                "You can approve refunds up to 50 euros without checking with me.",
                "Agent may approve refunds up to 50 euros directly.",
            ),
            (
                "Never approve refunds without checking with me.",
                "Never approve refunds directly.",
            ),
        ]);
        assert_changed(&[
            (
                "You can approve refunds up to 50 euros without checking with me; anything above that goes to finance.",
                "- [perm] Refunds up to 50 euros: agent may approve with my sign-off. Above 50 -> finance.",
            ),
            (
                "You can approve refunds up to 50 euros without a receipt.",
                "Agent may approve refunds up to 50 euros directly.",
            ),
        ]);
    }

    /// One verb of passing on what one knows for another ("disclose" = "tell" = "mention"),
    /// and "family included" = "family too"; another verb, or another group stressed, is a
    /// change.
    #[test]
    fn imparting_verbs_and_included_said_by_too() {
        assert_faithful(&[
            (
                "You mustn't disclose a resident's diagnosis to visitors, family included, without checking the consent register.",
                "Check the consent register before telling any visitor (family too) a resident's diagnosis.",
            ),
            (
                "Don't disclose the sale price to tenants, agents included.",
                "Don't tell tenants the sale price (agents too).",
            ),
            (
                "Don't disclose the sale price to tenants.",
                "Don't mention the sale price to tenants.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "You mustn't disclose a resident's diagnosis to visitors, family included, without checking the consent register.",
                    "Check the consent register before telling any visitor (staff too) a resident's diagnosis.",
                ),
                (
                    "You mustn't disclose a resident's diagnosis to visitors, family included, without checking the consent register.",
                    "Check the consent register before recording any visitor (family too) a resident's diagnosis.",
                ),
                (
                    "Don't disclose the sale price to tenants.",
                    "Don't change the sale price for tenants.",
                ),
            ],
        );
        // "that means the roofers too" = "roofers included" (s67a-p147, pol67c); another
        // group stressed, or the group excepted, is a change.
        let roof =
            "Nobody is permitted on the roof without a harness, and that means the roofers too.";
        assert_faithful(&[(
            roof,
            "Don't go on the roof without a harness — roofers included.",
        )]);
        assert_changed(&[
            (
                roof,
                "Don't go on the roof without a harness — visitors included.",
            ),
            (
                roof,
                "Don't go on the roof without a harness — roofers excepted.",
            ),
        ]);
    }

    /// A conversation's speaker and turn in brackets ("User (turn 2):") label the sentence:
    /// the turn's number is no bound.
    #[test]
    fn a_speakers_turn_labels_the_sentence() {
        assert_faithful(&[
            (
                "User (turn 2): Keep summaries under 200 words.",
                "Summaries: <200 words.",
            ),
            (
                "User (turn 1): Route the Tema parcels through bay 4 from now on.",
                "Tema parcels → bay 4.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[(
                "User (turn 2): Keep summaries under 200 words.",
                "Summaries: <300 words.",
            )],
        );
    }

    /// A person a rule leaves out with ", not Callum" said by the rewrite among those who do
    /// it (corpus29b r053) is a scope changed, also where the classifier reads the "only
    /// ... can" as narrative; the exclusion kept, said another way, or the person named
    /// for something else is faithful.
    #[test]
    fn an_excluded_person_said_among_those_who_do_it() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Agent: I'll pull this month's feed invoices.\nUser: ok. btw only Fiona can \
                     sign off vet prescriptions now, not Callum.\nAgent: Noted.",
                    "Fiona and Callum handle vet prescription sign-offs; agent pulling feed \
                     invoices.",
                ),
                (
                    "Only Fiona can sign off vet prescriptions now, not Callum.",
                    "Fiona and Callum sign off vet prescriptions.",
                ),
                (
                    "Only Fiona can sign off vet prescriptions now, not Callum.",
                    "Callum and Fiona sign off vet prescriptions.",
                ),
                (
                    "Only Fiona can sign off vet prescriptions now, not Callum.",
                    "Callum signs off vet prescriptions now.",
                ),
                (
                    "Fiona must sign off the vet prescriptions, not Callum.",
                    "Fiona or Callum must sign off the vet prescriptions.",
                ),
                (
                    "Send the report to Fiona, not Callum.",
                    "Send the report to Fiona and Callum.",
                ),
                (
                    "Only Fiona can sign off vet prescriptions (not Callum).",
                    "Fiona and Callum sign off vet prescriptions.",
                ),
                // The ban's negation kept, the exclusion turned.
                (
                    "Don't send the report to anyone but Fiona, not Callum.",
                    "Don't send the report to anyone but Fiona and Callum.",
                ),
                (
                    "Only Fiona can sign off vet prescriptions — not Callum.",
                    "Fiona and Callum sign off vet prescriptions.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Fiona signs off vet prescriptions; Callum no longer does.",
            ),
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Vet prescriptions: Fiona signs off, Callum removed.",
            ),
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Fiona signs off vet prescriptions instead of Callum.",
            ),
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Fiona signs off vet prescriptions. Callum handles feed invoices.",
            ),
            (
                "Fiona must sign off the vet prescriptions, not Callum.",
                "Vet prescriptions: Fiona signs off, not Callum.",
            ),
            (
                "Send the report to Fiona, not Callum.",
                "Report -> Fiona (not Callum).",
            ),
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Callum can't sign off vet prescriptions; Fiona can.",
            ),
        ]);
    }

    /// A rule said again as what happens keeps its act: "must be out by 9pm when the bell
    /// ringers arrive" said as "bell ringers arrive at 9pm" (corpus29b r057) says only the
    /// rule's occasion, its act gone; the act kept, or the occasion kept as one ("whenever
    /// ..."), is faithful.
    #[test]
    fn a_rule_said_as_its_occasion_only() {
        assert_reports(
            "constraint became mention",
            &[
                (
                    "User: the planning committee can meet in the vestry on Tuesday but must be \
                     out by 9pm when the bell ringers arrive.",
                    "Planning committee meeting in vestry Tuesday; bell ringers arrive at 9pm.",
                ),
                (
                    "The planning committee must be out by 9pm when the bell ringers arrive.",
                    "Bell ringers arrive at 9pm.",
                ),
                (
                    "The planning committee must be out by 9pm.",
                    "Planning committee meeting; bell ringers arrive at 9pm.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The planning committee must be out by 9pm when the bell ringers arrive.",
                "Planning committee out by 9pm (bell ringers arrive).",
            ),
            (
                "The planning committee must be out by 9pm when the bell ringers arrive.",
                "Planning committee must leave by 9pm; bell ringers arrive then.",
            ),
            (
                "At least two staff must be in the building whenever animals are under \
                 anaesthesia.",
                "Min 2 staff on site whenever animals are under anaesthesia.",
            ),
            (
                "Messages to the customer must be reviewed by a human before sending.",
                "A human reviews every customer message before it is sent.",
            ),
            (
                "Archive tickets older than 90 days.",
                "Tickets older than 90 days get archived.",
            ),
        ]);
    }

    /// A compaction joining rules with ";" (corpus29b r092, r093): a word of one part that
    /// another sentence of the original says ("every Monday" -> "every Mon", "each interval"
    /// -> "every interval") is not a change of the rule another part says. A new word of
    /// that part (not the other sentence's), a lifted "only", or the word in the rule's own
    /// part is still reported.
    #[test]
    fn a_word_of_another_part_of_a_compaction() {
        assert_faithful(&[
            (
                "Stocking density in pens 1–6 must not exceed 15 kg/m³. Lice counts go to the \
                 vet every Monday.",
                "Pens 1–6 ≤15 kg/m³; lice counts → vet every Mon.",
            ),
            (
                "Ushers must check the fire exits are clear at each interval. The pit lift can \
                 only be moved by Kev.",
                "Ushers check fire exits clear every interval; only Kev moves pit lift.",
            ),
        ]);
        assert_changed(&[
            (
                "Stocking density in pens 1–6 must not exceed 15 kg/m³. Lice counts go to the \
                 vet every Monday.",
                "All pens ≤15 kg/m³; lice counts → vet every Mon.",
            ),
            (
                "Stocking density in pens 1–6 must not exceed 15 kg/m³. Lice counts go to the \
                 vet every Monday.",
                "Pens 1–6 ≤15 kg/m³; lice counts → vet every Tue.",
            ),
            (
                "Ushers must check the fire exits are clear at the first interval. The pit \
                 lift can only be moved by Kev.",
                "Ushers check fire exits clear every interval; only Kev moves pit lift.",
            ),
            // The lifted "only" is reported whatever word of the rewrite it is quoted with.
            (
                "Dog sitter notes: Biscuit gets fed twice a day, 1 cup each time. No table \
                 scraps. He can be off-leash in the fenced backyard only.",
                "Biscuit: fed 2×/day, 1 cup each; no table scraps; off-leash OK in fenced \
                 backyard.",
            ),
            // "anywhere" is no word of the subject-line rule: still reported.
            (
                "Keep subject lines under 60 characters. No emojis in subject lines. Don't \
                 state discount percentages until legal approves them.",
                "Subject lines <60 chars, no emojis anywhere; no discount % until legal \
                 approves.",
            ),
        ]);
    }

    /// What a narrative says cannot be done, in the present ("Parishioners can't book the
    /// hall for commercial events"), said as not permitted (corpus29b r064) is no new rule;
    /// with a word, a date or a condition more, from an "can", or from a past "couldn't", it
    /// is.
    #[test]
    fn a_cannot_said_as_not_permitted() {
        assert_faithful(&[
            (
                "Parishioners can't book the hall for commercial events.",
                "Parishioners are not permitted to book the hall for commercial events.",
            ),
            (
                "Parishioners cannot book the hall for commercial events.",
                "Parishioners aren't allowed to book the hall for commercial events.",
            ),
        ]);
        assert_reports(
            "constraint added",
            &[
                (
                    "Parishioners can't book the hall for commercial events.",
                    "Parishioners are not permitted to book the hall for any events.",
                ),
                (
                    "Parishioners can't book the hall for commercial events.",
                    "Parishioners are not permitted to book the church for commercial events.",
                ),
                (
                    "Parishioners can't book the hall for commercial events.",
                    "Parishioners are not permitted to book the hall for commercial events \
                     after 6pm.",
                ),
                (
                    "Parishioners can book the hall for commercial events.",
                    "Parishioners are not permitted to book the hall for commercial events.",
                ),
                (
                    "Parishioners couldn't book the hall for commercial events.",
                    "Parishioners are not permitted to book the hall for commercial events.",
                ),
            ],
        );
    }

    /// A word of another ";"-part that shares a word with the rule ("hire only with 2
    /// weeks' notice ..." against "No weekend hire", whose own part is "no weekend hire";
    /// corpus29b r110) belongs to the part's rule when that rule says it; a condition no
    /// sentence says is still reported.
    #[test]
    fn a_word_of_another_part_sharing_a_word_with_the_rule() {
        assert_faithful(&[(
            "Owen: Budget line for the crane is capped at £4,000.\nMeg: And it can only be \
             hired with two weeks' notice to the road authority.\nOwen: Agreed, and no weekend \
             hire.",
            "Crane: budget cap £4,000; hire only with 2 weeks' notice to road authority; no \
             weekend hire.",
        )]);
        assert_changed(&[(
            "Budget line for the crane is capped at £4,000. It can be hired with two weeks' \
             notice to the road authority. No weekend hire.",
            "Crane: budget cap £4,000; hire only with 2 weeks' notice to road authority; no \
             weekend hire.",
        )]);
    }

    /// A passive of the rule said without its verb ("Feeding is suspended on pen 4 until the
    /// nets are checked" -> "Pen 4 feeding suspended until nets checked"; corpus29b r112)
    /// states it in the present; another participle, a past "was", or another pen does not.
    #[test]
    fn a_passive_said_without_its_verb() {
        assert_faithful(&[
            (
                "Feeding is suspended on pen 4 until the nets are checked.",
                "Pen 4 feeding suspended until nets checked.",
            ),
            (
                "Feeding is suspended on pen 4 until the nets are checked.",
                "Feeding on pen 4 suspended until the nets are checked.",
            ),
        ]);
        assert_changed(&[
            (
                "Feeding is suspended on pen 4 until the nets are checked.",
                "Pen 4 feeding resumed until nets checked.",
            ),
            (
                "Feeding is suspended on pen 4 until the nets are checked.",
                "Pen 4 feeding was suspended until nets checked.",
            ),
            (
                "Feeding is suspended on pen 4 until the nets are checked.",
                "Pen 5 feeding suspended until nets checked.",
            ),
            (
                "Feeding is suspended on pen 4 until the nets are checked.",
                "Pen 4 feeding suspended until nets cleaned.",
            ),
        ]);
    }

    /// "Two climbers on site minimum" (a count with "minimum" after its noun, in a sentence
    /// the classifier reads as no rule; corpus29b r095) said as "min 2 climbers" adds no
    /// bound; "max 2", or "min 2" for "maximum" or for a bare count, does.
    #[test]
    fn a_bound_said_after_its_noun() {
        let rule = "No cutting within 3 m of overhead lines unless the DNO has isolated them.";
        let cuts = "No cuts <3 m from overhead lines unless DNO-isolated.";
        let pair = |o: &str, r: &str| (format!("{o} {rule}"), format!("{r} {cuts}"));
        let faithful = [
            pair(
                "Two climbers on site minimum for any aerial work.",
                "Aerial work: min 2 climbers on site.",
            ),
            pair(
                "Two climbers on site maximum for any aerial work.",
                "Aerial work: max 2 climbers on site.",
            ),
        ];
        let changed = [
            pair(
                "Two climbers on site minimum for any aerial work.",
                "Aerial work: max 2 climbers on site.",
            ),
            pair(
                "Two climbers on site maximum for any aerial work.",
                "Aerial work: min 2 climbers on site.",
            ),
            pair(
                "Two climbers on site for any aerial work.",
                "Aerial work: min 2 climbers on site.",
            ),
        ];
        let (f, c) = (borrowed(&faithful), borrowed(&changed));
        assert_faithful(&f);
        assert_reports("bound added", &c);
    }

    /// A ban on a repetition ("Don't let any team queue twice in the same round"; corpus29b
    /// r115) said as the ceiling below it ("max 1 queue per team per round", "at most
    /// once") is the same rule; the count itself as the ceiling, a floor, another count or
    /// another period, or the count un-negated, is a change.
    #[test]
    fn a_repetition_ban_said_as_the_ceiling_below() {
        assert_faithful(&[
            (
                "Don't let any team queue twice in the same round.",
                "Max 1 queue per team per round.",
            ),
            (
                "Don't let any team queue twice in the same round.",
                "Each team may queue at most once per round.",
            ),
            (
                "Don't let any team queue three times in the same round.",
                "Max 2 queues per team per round.",
            ),
            (
                "Once the inspection sticker is on, teams can queue. Batteries must be charged \
                 in the fire-safe cabinet only. Don't let any team queue twice in the same \
                 round.",
                "Queue only after inspection sticker; charge batteries only in fire-safe \
                 cabinet; max 1 queue per team per round.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't let any team queue twice in the same round.",
                "Max 2 queues per team per round.",
            ),
            (
                "Don't let any team queue twice in the same round.",
                "Min 1 queue per team per round.",
            ),
            (
                "Don't let any team queue twice in the same round.",
                "Max 1 queue per team per day.",
            ),
            (
                "Let any team queue twice in the same round.",
                "Max 1 queue per team per round.",
            ),
            (
                "Don't let any team queue three times in the same round.",
                "Max 1 queue per team per round.",
            ),
        ]);
    }

    /// A restricting word of another part ("(chair alone insufficient)" for "not just the
    /// chair's"; corpus29b r098) is that part's rule's, said with another restricting word;
    /// where the other rule restricts nothing, or the word stands in the rule's own part, it
    /// is still a condition added.
    #[test]
    fn a_restricting_word_of_another_part() {
        let o = "The clerk must publish minutes within one month. Councillors may not vote on \
                 items where they've declared an interest. Any spend over £1,000 needs full \
                 council approval, not just the chair's.";
        assert_faithful(&[(
            o,
            "Clerk publishes minutes ≤1 month; councillors can't vote on items where they \
             declared an interest; spend >£1k needs full council approval (chair alone \
             insufficient).",
        )]);
        assert_reports(
            "condition added",
            &[
                (
                    "The clerk must publish minutes within one month. Councillors may not vote \
                     on items where they've declared an interest. Any spend over £1,000 needs \
                     full council approval.",
                    "Clerk publishes minutes ≤1 month; councillors can't vote on items where \
                     they declared an interest; spend >£1k needs full council approval (chair \
                     alone insufficient).",
                ),
                (
                    o,
                    "Clerk publishes minutes ≤1 month; councillors can't vote alone on items \
                     where they declared an interest; spend >£1k needs full council approval \
                     (chair alone insufficient).",
                ),
            ],
        );
    }

    /// "nos." after a word is "numbers" as "no." is "number" ("tenant phone nos.";
    /// corpus29b r094); another thing shared is still a scope changed, and "nos." closing a
    /// sentence before a capital is no number.
    #[test]
    fn nos_with_a_period_after_a_word_is_numbers() {
        assert_faithful(&[
            (
                "Never share a tenant's phone number with another tenant.",
                "Don't share tenant phone nos. with other tenants.",
            ),
            (
                "Never share a tenant's phone numbers with another tenant.",
                "Don't share tenant phone nos. with other tenants.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[(
                "Never share a tenant's phone number with another tenant.",
                "Don't share tenant emails with other tenants.",
            )],
        );
        assert_changed(&[("Say no. Then leave.", "Say nos. Then leave.")]);
    }

    /// "incl. during smoko" and "including during smoko" hold the rule in that case too, as
    /// "even during smoko" does, and "mate" set off by commas addresses the one spoken to
    /// (corpus29b r087); "except during", "only during", or the word dropped that the rule
    /// bans, still change it, and "your mate" naming someone is a word of the rule.
    #[test]
    fn including_a_case_and_the_one_addressed() {
        assert_faithful(&[
            (
                "Don't leave the chipper running unattended, mate, not even for smoko.",
                "Chipper must never be left running unattended, incl. during smoko.",
            ),
            (
                "Don't leave the chipper running unattended, not even for smoko.",
                "Chipper must never be left running unattended, including during smoko.",
            ),
            (
                "Don't leave the chipper running unattended.",
                "Chipper must never be left running unattended, incl. during smoko.",
            ),
            (
                "Wear a helmet.",
                "Wear a helmet, including when on the ground.",
            ),
        ]);
        assert_reports(
            "condition added",
            &[
                (
                    "Don't leave the chipper running unattended, not even for smoko.",
                    "Chipper must never be left running unattended, except during smoko.",
                ),
                (
                    "Don't leave the chipper running unattended, not even for smoko.",
                    "Chipper must never be left running unattended, only during smoko.",
                ),
                (
                    "Wear a helmet.",
                    "Wear a helmet, excluding when on the ground.",
                ),
            ],
        );
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't leave the chipper running unattended, mate, not even for smoko.",
                    "Chipper must never be left running, incl. during smoko.",
                ),
                (
                    "Don't give the keys to your mate, Sam.",
                    "Don't give the keys to Sam.",
                ),
            ],
        );
    }

    /// "the Sun" said as "Sun" is the star, no Sunday ("within 10° of the Sun" -> "<10° from
    /// Sun"), and "RH" is relative humidity (corpus29b r101); a "Sun" after a word that dates
    /// it, a second "Sun", or a "Sun" where the original names no star, is a bound added.
    #[test]
    fn the_sun_and_relative_humidity() {
        assert_faithful(&[
            (
                "Don't point within 10° of the Sun, ever.",
                "Never point <10° from Sun.",
            ),
            (
                "Close the dome if humidity goes above 85% or wind exceeds 40 km/h.",
                "Close dome if RH >85% or wind >40 km/h.",
            ),
        ]);
        assert_reports(
            "bound added",
            &[
                (
                    "Don't point within 10° of the Sun, ever.",
                    "Never point <10° from Sun on Sun.",
                ),
                (
                    "Don't point within 10° of the Sun, ever.",
                    "Never point <10° from the Sun on Sun.",
                ),
                (
                    "Don't point the telescope at the moon.",
                    "Never point the telescope at the moon on Sun.",
                ),
            ],
        );
        assert_reports(
            "scope changed",
            &[(
                "Close the dome if humidity goes above 85% or wind exceeds 40 km/h.",
                "Close dome if temp >85% or wind >40 km/h.",
            )],
        );
    }

    /// A thing a ban keeps off a place said with "off" and no verb ("don't take the EWP onto
    /// the soft verge" -> "EWP off the soft verge"; corpus29b r107) keeps the ban; "on" or
    /// "onto" for "off", another thing, or a ban that itself says "off" ("Don't log off on
    /// Fridays") is a negation dropped.
    #[test]
    fn a_thing_said_off_the_place_a_ban_keeps_it_from() {
        let rule = "No climbing in wind over 50 km/h. ";
        let kept = "No climbing in wind >50 km/h; ";
        let pairs = |rs: &[(&str, &str)]| -> Vec<(String, String)> {
            rs.iter()
                .map(|(o, r)| (format!("{rule}{o}"), format!("{kept}{r}")))
                .collect()
        };
        let faithful = pairs(&[(
            "Don't take the EWP onto the soft verge at the Hendersons'.",
            "EWP off the soft verge at Hendersons'.",
        )]);
        let changed = pairs(&[
            (
                "Don't take the EWP onto the soft verge at the Hendersons'.",
                "EWP on the soft verge at Hendersons'.",
            ),
            (
                "Don't take the EWP onto the soft verge at the Hendersons'.",
                "EWP onto the soft verge at Hendersons'.",
            ),
            (
                "Don't take the EWP onto the soft verge at the Hendersons'.",
                "truck off the soft verge at Hendersons'.",
            ),
            ("Don't log off on Fridays.", "log off on Fridays."),
        ]);
        let (f, c) = (borrowed(&faithful), borrowed(&changed));
        assert_faithful(&f);
        assert_reports("negation dropped", &c);
    }

    /// "soft" and "hard" are words of no content to the classifier ("hard limit"), so the
    /// scope comparison never saw one traded for the other: "onto the soft verge" -> "onto
    /// the hard verge" was accepted (found probing corpus29b's r107). The word kept, or
    /// another word holding the letters ("softball"), is not this change.
    #[test]
    fn soft_traded_for_hard() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't take the EWP onto the soft verge.",
                    "Don't take the EWP onto the hard verge.",
                ),
                (
                    "Keep a soft limit of 100 requests.",
                    "Keep a hard limit of 100 requests.",
                ),
                (
                    "Keep a Hard limit of 100 requests.",
                    "Keep a soft limit of 100 requests.",
                ),
            ],
        );
        assert_faithful(&[(
            "Keep a hard limit of 100 requests.",
            "Hard limit: 100 requests.",
        )]);
    }

    /// "thereafter" for "after that" (corpus29b r097) is no new word; where the original
    /// says neither, or the bound changes, the rewrite still changes the rule.
    #[test]
    fn thereafter_for_after_that() {
        assert_faithful(&[
            (
                "After that, file their entries within 24 hours of arrival.",
                "Thereafter file entries ≤24h after arrival.",
            ),
            (
                "Don't file anything for Meridian Foods until their bond is renewed on the \
                 14th. After that, file their entries within 24 hours of arrival.",
                "Meridian Foods: no filings until bond renewed (14th); thereafter file entries \
                 ≤24h after arrival.",
            ),
        ]);
        assert_changed(&[
            (
                "File their entries within 24 hours of arrival.",
                "Thereafter file entries ≤24h after arrival.",
            ),
            (
                "After that, file their entries within 24 hours of arrival.",
                "Thereafter file entries ≤48h after arrival.",
            ),
        ]);
    }

    /// A ban someone is reported as saying in the present, said as a topic raised
    /// (corpus30 r005): "prohibition became mention". A report with no negation, one in
    /// the past, and a rewrite that keeps a negation are not.
    #[test]
    fn a_reported_ban_said_as_a_topic_raised() {
        assert_reports(
            "prohibition became mention",
            &[
                (
                    "Biosecurity says no soil from other vineyards comes in on boots — \
                     everyone washes down at the gate.",
                    "Biosecurity raised boot hygiene and the gate wash-down station.",
                ),
                (
                    "Mum says we never feed the dog scraps from the table.",
                    "Mum mentioned feeding the dog table scraps.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Mum says the dog loves scraps from the table.",
                "Mum mentioned the dog and table scraps.",
            ),
            (
                "Biosecurity said no soil samples came back positive last week.",
                "Biosecurity discussed the soil samples.",
            ),
        ]);
        assert!(
            !whats(
                "Mum says we never feed the dog scraps from the table.",
                "Mum mentioned: never feed the dog table scraps.",
            )
            .iter()
            .any(|w| w == "prohibition became mention")
        );
    }

    /// "only Delroy" of a sentence the classifier reads as narrative (a Jamaican "fi"), said
    /// as held to someone else (corpus30 r057): "scope changed". The name kept, or the
    /// sentence in the past, is not.
    #[test]
    fn the_one_an_act_is_held_to_replaced() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Boss seh only Delroy fi sign off di cash-up.",
                    "Boss says only the cashier on shift signs off the cash-up.",
                ),
                (
                    "Boss seh only Delroy fi sign off di cash-up.",
                    "Boss says only Marcia signs off the cash-up.",
                ),
                (
                    "Only Priya orders the stock for the bar.",
                    "Only the bar manager orders stock for the bar.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Boss seh only Delroy fi sign off di cash-up.",
                "Boss says only Delroy signs off the cash-up.",
            ),
            (
                "Only Priya ordered the stock for the bar last week.",
                "Only the bar manager ordered stock for the bar.",
            ),
        ]);
    }

    /// A restriction joined by ", and only" dropped (corpus30 r073): "scope changed", as
    /// after "but only"; a word the sentence says before it ("every child" for "kids") no
    /// sign it was kept ("but only for gold members" of "free for members" too). Kept in
    /// other words, or dropped from a sentence in the past, it is not.
    #[test]
    fn a_restriction_after_and_only_dropped() {
        let o = "Sunscreen goes on every child before outdoor play, and only the fragrance-free \
                 one for the three kids on the allergy list.";
        assert_reports(
            "scope changed",
            &[
                (o, "Sunscreen on every child before outdoor play."),
                (
                    "Late checkout is free for members, but only for gold members.",
                    "Late checkout is free for members.",
                ),
            ],
        );
        assert_faithful(&[
            (
                o,
                "Sunscreen on every child before outdoor play; fragrance-free only for the 3 \
                 kids on the allergy list.",
            ),
            (
                o,
                "Sunscreen on every child before outdoor play; allergy-list kids get the \
                 fragrance-free one.",
            ),
            (
                "We went to the beach, and only the youngest kids swam.",
                "We went to the beach.",
            ),
            (
                "Late checkout is free, but only for gold members.",
                "Late checkout is free for gold members.",
            ),
        ]);
    }

    /// "If a team is out past 19:00 without a radio check, start the overdue procedure —
    /// don't wait for the leader" -> "... w/o radio check: wait for leader ..., then start
    /// ..." (corpus30 r070): the "without" of the opening "if" clause is no "don't start
    /// without" for "wait, then start" to restate; "negation dropped". "Ask before deleting"
    /// = "don't delete without asking" still holds.
    #[test]
    fn a_without_of_an_opening_condition_is_no_ask_first() {
        let o = "If a team is out past 19:00 without a radio check, start the overdue procedure \
                 — don't wait for the leader to call in.";
        assert_reports(
            "negation dropped",
            &[(
                o,
                "Team out past 19:00 w/o radio check: wait for leader to call in, then start \
                 overdue procedure.",
            )],
        );
        assert_faithful(&[
            (
                o,
                "Team out past 19:00 w/o radio check: start overdue procedure; don't wait for \
                 leader to call in.",
            ),
            (
                o,
                "Team out past 19:00 w/o radio check: start overdue procedure rather than \
                 waiting for leader to call in.",
            ),
            (
                "Don't delete a branch without asking.",
                "Ask before deleting a branch.",
            ),
        ]);
    }

    /// A chat line's time stamp and speaker ("[10:03] kagiso:"), a speaker with a note in
    /// brackets ("User (later):"), "actually", an "@agent" asked with "please" and an
    /// "agent," addressed are no words of the rule (corpus30 r132, r149, r160); what the
    /// rule says is still compared, and a mention that acts is still an actor.
    #[test]
    fn chat_speakers_and_addressees_are_no_words_of_the_rule() {
        let revoked = "User (later): actually forget the rule about squashing commits — keep \
                       the full history.";
        assert_faithful(&[
            (
                "[10:03] kagiso: and leave out the test passes from 4–6 Aug",
                "Exclude 4–6 Aug test passes.",
            ),
            (revoked, "Squash rule revoked; keep full commit history."),
            (
                "@agent please hold the March bonus run until Faith has confirmed the codes.",
                "Hold March bonus run until Faith confirms codes.",
            ),
            (
                "Agent, use UTC timestamps for the Q3 report, not local.",
                "Q3 report: UTC timestamps, not local.",
            ),
        ]);
        assert_changed(&[
            (
                "[10:03] kagiso: and leave out the test passes from 4–6 Aug",
                "Include 4–6 Aug test passes.",
            ),
            (revoked, "Squash rule kept; keep full commit history."),
            (revoked, "Squash rule revoked; keep full tag history."),
            (
                "User (turn 4): forget the rule about squashing commits.",
                "Squash rule kept.",
            ),
            (
                "@Faith signs off the March bonus run.",
                "Dean signs off the March bonus run.",
            ),
            (
                "Agent, use UTC timestamps for the Q3 report, not local.",
                "Q3 report: local timestamps, not UTC.",
            ),
        ]);
    }

    /// "don't touch the adjustments" said as "leave the adjustments untouched" in a sentence
    /// whose first negation is another's ("hold ... until", corpus30 r160); the thing
    /// changed, the "un-" word negated, or no negation in the original is still reported.
    #[test]
    fn untouched_restates_a_later_dont_touch() {
        let o = "Please hold the March bonus run until Faith has confirmed the codes, and don't \
                 touch the February adjustments at all.";
        assert_faithful(&[(
            o,
            "Hold March bonus run until Faith confirms codes; leave Feb adjustments untouched.",
        )]);
        assert_changed(&[
            (
                o,
                "Hold March bonus run until Faith confirms codes; leave Feb bonuses untouched.",
            ),
            (
                o,
                "Hold March bonus run until Faith confirms codes; don't leave Feb adjustments \
                 untouched.",
            ),
            (
                "Please hold the March bonus run until Faith has confirmed the codes, and touch \
                 the February adjustments.",
                "Hold March bonus run until Faith confirms codes; leave Feb adjustments \
                 untouched.",
            ),
        ]);
    }

    /// "not past" (or "not beyond") a place, no bound, is a ban said without its verb
    /// ("Ute: not past hut gate after 16:00", "Vehicles not past car park unless hosed
    /// down"; corpus30 r138, r150); without the "not", with the time or the condition
    /// changed, it is still reported.
    #[test]
    fn not_past_a_place_is_a_ban() {
        let ute = "Just don't take the ute past the hut gate after 4pm — the track's closed to \
                   vehicles then.";
        let vehicles = "No vehicle goes beyond the car park unless it's been hosed down.";
        assert_faithful(&[
            (ute, "Ute: not past hut gate after 16:00 (track closed)."),
            (
                "Don't take the ute past the hut gate.",
                "Ute not past the hut gate.",
            ),
            (vehicles, "Vehicles not past car park unless hosed down."),
        ]);
        assert_changed(&[
            (ute, "Ute: not past hut gate after 17:00 (track closed)."),
            (ute, "Ute: not past hut gate before 16:00 (track closed)."),
            (ute, "Ute: past hut gate after 16:00 (track closed)."),
            (vehicles, "Vehicles past car park unless hosed down."),
            (vehicles, "Vehicles not past car park if hosed down."),
            (
                "Don't go past 80 km/h on the gravel.",
                "Not past 90 km/h on the gravel.",
            ),
        ]);
    }

    /// "Don't let the public use the diving board unless a lifeguard is stationed" = "Diving
    /// board: public only with a lifeguard at the board" (corpus30 r123), as a "without"
    /// would be; "only without", another thing, another actor, and a condition asking more
    /// ("only with QA and security sign-off", "only if QA and security sign off") are still
    /// reported.
    #[test]
    fn only_with_restates_unless() {
        let o = "Don't let the public use the diving board unless a lifeguard is stationed at \
                 the board.";
        assert_faithful(&[
            (
                o,
                "Diving board: public only with a lifeguard at the board.",
            ),
            (
                "Don't deploy unless QA signs off.",
                "Deploy only with QA sign-off.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Diving board: public only without a lifeguard at the board.",
            ),
            (o, "Diving board: public only with a parent at the board."),
            (o, "Diving board: staff only with a lifeguard at the board."),
            (o, "Slide: public only with a lifeguard at the board."),
            (
                "Don't deploy unless QA signs off.",
                "Deploy only with QA and security sign-off.",
            ),
            (
                "Don't deploy unless QA signs off.",
                "Deploy only if QA and security sign off.",
            ),
        ]);
    }

    /// "no sooner than 10 minutes after" is a bound as "no earlier than" is ("power down
    /// ≥10 min after house empties"; corpus30 r126), no negation; another number, or the
    /// bound turned, is still reported.
    #[test]
    fn no_sooner_than_is_a_bound() {
        let o = "Power them down no sooner than 10 minutes after the house empties.";
        assert_faithful(&[
            (o, "Power down ≥10 min after house empties."),
            (o, "Power down at least 10 min after house empties."),
        ]);
        assert_changed(&[
            (o, "Power down ≤10 min after house empties."),
            (o, "Power down within 10 min after house empties."),
            (o, "Power down no sooner than 15 min after house empties."),
            (o, "Power down no later than 10 min after house empties."),
        ]);
    }

    /// "handed to the askari, not kept by anyone else" = "key → askari only" (corpus30
    /// r135): "anyone else" denies it to the others as "anyone except" does; another
    /// person, one more, the "only" dropped or another thing is still reported.
    #[test]
    fn only_restates_not_by_anyone_else() {
        let o = "Ensure the key is handed to the askari, not kept by anyone else.";
        assert_faithful(&[
            (o, "Key → askari only."),
            (o, "Key goes to the askari only."),
        ]);
        assert_changed(&[
            (o, "Key → guard only."),
            (o, "Key → askari."),
            (o, "Key → askari or manager only."),
            (o, "Code → askari only."),
        ]);
    }

    /// A ban whose negation made its bound, said again by a pronoun ("don't accept chilled
    /// pallets that arrive above 5 °C — log them and refuse them"), keeps no second negation
    /// for a rewrite to drop ("refuse chilled pallets arriving > 5 °C (log them)"; corpus30
    /// r143); the act turned, the bound turned or moved, and a later ban of other things
    /// ("avoid red-eyes") are still reported.
    #[test]
    fn a_ban_said_again_by_a_pronoun_is_no_second_negation() {
        let o = "From now on don't accept chilled pallets that arrive above 5 °C — log them and \
                 refuse them.";
        assert_faithful(&[
            (
                o,
                "Rule: refuse chilled pallets arriving > 5 °C (log them).",
            ),
            (o, "Refuse chilled pallets arriving > 5 °C and log them."),
        ]);
        assert_changed(&[
            (
                o,
                "Rule: accept chilled pallets arriving > 5 °C (log them).",
            ),
            (
                o,
                "Rule: refuse chilled pallets arriving < 5 °C (log them).",
            ),
            (
                o,
                "Rule: refuse chilled pallets arriving > 8 °C (log them).",
            ),
            (
                "Don't book flights over $600, avoid red-eyes.",
                "Book flights up to $600; red-eyes are fine.",
            ),
        ]);
    }

    /// "Forget the 10-photo limit" said as "10-photo limit: revoked by user" (corpus30
    /// r104): the revocation turned only the original's bound, the same limit either way.
    /// Probing found the reverse accepted: a rule kept ("Don't forget the 10-photo limit",
    /// "Keep the 10-photo limit") said as ended is now "negation added" (not where the ending
    /// is another ";"-part's: "ID check dropped; ... limit still applies").
    #[test]
    fn a_revoked_limit_said_ended_and_a_kept_one_said_revoked() {
        let o = "Forget the 10-photo limit on incident reports.";
        assert_faithful(&[
            (o, "10-photo limit on incident reports: revoked by user."),
            (o, "The 10-photo limit on incident reports is revoked."),
            (o, "10-photo limit on incident reports: lifted."),
            (
                "Forget the rule about ID for the Friday queue — we're not checking anymore. \
                 But keep the one-visit-a-week limit.",
                "Friday queue: ID check dropped; one-visit-per-week limit still applies.",
            ),
        ]);
        assert_changed(&[
            (o, "10-photo limit on incident reports: kept."),
            (o, "12-photo limit on incident reports: revoked by user."),
            (o, "10-photo limit on incident reports: not revoked."),
            (o, "10-photo limit on video reports: revoked by user."),
        ]);
        assert_reports(
            "negation added",
            &[
                (
                    "Don't forget the 10-photo limit on incident reports.",
                    "10-photo limit on incident reports: revoked by user.",
                ),
                (
                    "Keep the 10-photo limit on incident reports.",
                    "10-photo limit on incident reports: dropped.",
                ),
            ],
        );
    }

    /// "O2" is oxygen (corpus30 r105); another gas, the condition turned or another scope is
    /// still reported.
    #[test]
    fn o2_is_oxygen() {
        let o = "Never sedate brachycephalic breeds without oxygen ready.";
        assert_faithful(&[
            (o, "Never sedate brachycephalic breeds without O2 ready."),
            (
                "Dr Wanjiru says we never sedate brachycephalic breeds without oxygen ready.",
                "Per Dr Wanjiru: never sedate brachycephalic breeds unless O2 is ready.",
            ),
        ]);
        assert_changed(&[
            (o, "Never sedate brachycephalic breeds without CO2 ready."),
            (o, "Never sedate brachycephalic breeds without N2O ready."),
            (o, "Never sedate brachycephalic breeds with O2 ready."),
            (o, "Never sedate any breeds without O2 ready."),
        ]);
    }

    /// "under-threes" = "under-3s", "over-sixties" = "over-60s" (corpus30 r083); another
    /// number, the other side, the plural lost or another thing is still reported.
    #[test]
    fn a_number_word_after_a_hyphen_said_in_digits() {
        let o = "Do not serve unpasteurised juice to the under-threes.";
        assert_faithful(&[
            (o, "Never serve unpasteurised juice to under-3s."),
            (
                "Keep the over-sixties in the shade.",
                "Keep over-60s in the shade.",
            ),
        ]);
        assert_changed(&[
            (o, "Never serve unpasteurised juice to under-4s."),
            (o, "Never serve unpasteurised juice to over-3s."),
            (o, "Never serve unpasteurised juice to under-3."),
            (o, "Never serve unpasteurised cider to under-3s."),
            (
                "Keep the over-sixties in the shade.",
                "Keep over-70s in the shade.",
            ),
        ]);
    }

    proptest::proptest! {
        /// The anchored search of `holds_ignoring_case` finds what comparing a window at every
        /// byte finds (letters in both cases, spaces, digits, two-byte characters).
        #[test]
        fn holds_ignoring_case_is_a_window_search(
            text in "[aAbB 1é]{0,12}",
            part in "[aAbB 1é]{0,4}",
        ) {
            let expected = !part.is_empty()
                && text
                    .as_bytes()
                    .windows(part.len())
                    .any(|w| w.eq_ignore_ascii_case(part.as_bytes()));
            proptest::prop_assert_eq!(holds_ignoring_case(&text, &part), expected);
        }

        /// `says_to_and_a_verb`, reading only the "t"s memchr finds, answers as its first
        /// definition (each byte read as the space before " to "): "to" in both cases, at
        /// the text's ends, glued to other letters, before a verb, "be" or another word.
        #[test]
        fn says_to_and_a_verb_reads_what_every_byte_reads(
            text in "(( |to|To|tO|t|o|be|check|the|é|x)){0,10}",
        ) {
            let b = text.as_bytes();
            let expected = (0..b.len().saturating_sub(3)).any(|k| {
                b[k] == b' '
                    && b[k + 1].eq_ignore_ascii_case(&b't')
                    && b[k + 2].eq_ignore_ascii_case(&b'o')
                    && b[k + 3] == b' '
                    && words::words_after(&text, k + 3, 1)
                        .first()
                        .is_some_and(|(w, _)| is_be_or_base_verb(w))
            });
            proptest::prop_assert_eq!(says_to_and_a_verb(&text), expected);
        }
    }

    /// An order added to a narrative in a part of its own ("...; do not reroute traffic"),
    /// or said with "are not to", is a constraint added, though another part restates the
    /// narrative's numbers; the numbers restated alone, or an aim said with "is to", are not
    /// (pol47, s47a-p134 and s47a-p097).
    #[test]
    fn an_order_added_beside_restated_numbers() {
        assert_reports(
            "constraint added",
            &[
                (
                    "Average latency on the Douala–Yaoundé link has crept up from 18 ms to 26 \
                     ms over the past month.",
                    "Latency on Douala–Yaoundé up 18→26 ms over the month; do not reroute \
                     traffic.",
                ),
                (
                    "The strata manager asked if we could fit a mirror in the lift cab. We \
                     said we'd price it up.",
                    "The strata manager asked for a mirror in the lift cab; we are not to \
                     quote for it.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Average latency on the Douala–Yaoundé link has crept up from 18 ms to 26 ms \
                 over the past month.",
                "Latency on Douala–Yaoundé up 18→26 ms over the month.",
            ),
            (
                "The strata manager asked if we could fit a mirror in the lift cab. We said \
                 we'd price it up.",
                "Strata mgr asked for a lift-cab mirror; we said we'd price it.",
            ),
        ]);
    }

    /// A subject's duty said with "must" in a part of its own beside a part restating the
    /// narrative's numbers is a constraint added (pol48, s48b-p048); a part beside them that
    /// reports the narrative's deed, with no duty, is not.
    #[test]
    fn a_duty_added_beside_restated_numbers() {
        assert_reports(
            "constraint added",
            &[(
                "The club signed 9 new juniors this season. Parents at the open evening \
                 praised the coaches for the match reports.",
                "9 new juniors this season; coaches must send match reports.",
            )],
        );
        assert_faithful(&[(
            "The club signed 9 new juniors this season. Parents at the open evening praised \
             the coaches for the match reports.",
            "9 new juniors this season; parents praised coaches' match reports.",
        )]);
    }

    /// An order after a dash, in a rewrite of a narrative whose numbers the sentence restates
    /// before the dash, is a rule added; a report after the dash is not.
    #[test]
    fn order_after_a_dash_is_a_rule_added() {
        let going = "Going stick 7.1 on the home straight, 6.4 down the back, 5.9 on the inside \
                     rail at the 4f pole. Official going: good to soft, soft in places.";
        assert_reports(
            "constraint added",
            &[
                (
                    going,
                    "GoingStick: home 7.1, back 6.4, inside rail 5.9 — keep horses off the \
                     inside rail.",
                ),
                (
                    going,
                    "Going stick: home 7.1, back 6.4 — avoid the inside rail.",
                ),
            ],
        );
        assert_faithful(&[
            (
                going,
                "GoingStick: home 7.1, back 6.4, inside rail 5.9 — soft in places.",
            ),
            (
                going,
                "GoingStick: home 7.1, back 6.4, inside rail 5.9 — going good to soft.",
            ),
        ]);
    }
    /// A past ban said with "nobody" and no verb is revived; dated, said as over, or a
    /// narrative's "nobody" said again, it is not (pol56, s56a-p054).
    #[test]
    fn a_past_ban_said_without_its_verb() {
        let flood = "During the flood warning in March nobody was allowed on the towpath; the \
                     river authority cleared it on the 2nd of April.";
        assert_changed(&[(flood, "Flood warning: nobody on the towpath.")]);
        assert_faithful(&[
            (flood, "March flood warning: nobody on the towpath."),
            (
                flood,
                "Flood warning: nobody on the towpath (cleared 2 April).",
            ),
            (
                "During the flood warning in March nobody walked on the towpath.",
                "Flood warning: nobody on the towpath.",
            ),
        ]);
    }

    /// A cap or limit the narrative says it had, said as standing, is revived; said as over is
    /// not (pol55, s55b-p125).
    #[test]
    fn a_past_cap_said_as_standing() {
        let cap = "For the fortnight of the Book Fair we had a cap of six readers in the reading \
                   room at a time; the fair closed on Monday, so that's over.";
        assert_changed(&[
            (cap, "Reading room: max six readers at a time."),
            (cap, "Reading room: max six readers at a time (fair rule)."),
        ]);
        assert_faithful(&[
            (
                cap,
                "Book Fair cap of six readers in the reading room ended Monday.",
            ),
            (
                "Readers are capped at six in the reading room at a time.",
                "Reading room: max six readers at a time.",
            ),
        ]);
    }

    /// A rule of the past ("had to", "was to") said by the rewrite as what everyone of a kind
    /// does now ("Every diver carries ...", "Nobody parks ...") is revived; the same told as
    /// past, or a present practice said again, is not (pol62, s62a-p150, -p151).
    #[test]
    fn a_past_rule_said_as_everyone_s_practice() {
        let flares = "During the storm season every diver had to carry two flares, which nobody \
                      enjoyed.";
        let verge = "Last summer nobody was to park on the verge on match days. That deal ended \
                     in August.";
        assert_changed(&[
            (flares, "Every diver carries two flares."),
            (verge, "Nobody parks on the verge on match days."),
        ]);
        assert_faithful(&[
            (
                flares,
                "Every diver carried two flares in the storm season.",
            ),
            (
                "Every diver carries two flares in the storm season.",
                "Every diver carries two flares in storm season.",
            ),
        ]);
    }

    /// A rule the narrative reports of the past ("allowed", "insisted", "had to") said by the
    /// rewrite as "must be" with a participle or as a subject's duty with "to" is revived; the
    /// same told as past or gone is not (pol53, s53a-p125, s53b-p093, -p097, -p105).
    #[test]
    fn a_past_rule_said_as_a_duty_with_to() {
        let caps = "Until 2015 waiters had to wear the paper caps; the owners dropped that after \
                    the complaints.";
        let boots = "The programme notes say Mahler insisted that no one be seated during the \
                     overture, which is probably apocryphal.";
        let pit = "We were required to fill the old pit by 2020, and it was filled in May 2019.";
        assert_changed(&[
            (caps, "Waiters to wear the paper caps."),
            (boots, "No one to be seated during the overture."),
            (pit, "Old pit must be filled by 2020."),
        ]);
        assert_faithful(&[
            (
                caps,
                "Waiters had to wear paper caps until 2015 (dropped after complaints).",
            ),
            (
                boots,
                "Old foreman insisted nobody be admitted without boots (likely a legend).",
            ),
            (pit, "Old pit required filled by 2020; filled May 2019."),
        ]);
    }

    /// A subject's duty said with "to" whose verb the narrative never says is a rule added
    /// (pol53, s53b-p039); a headline future saying the original's verb, a question of
    /// whether to, and a ban said with "not to" are not.
    #[test]
    fn a_duty_with_to_of_an_act_unsaid() {
        assert_changed(&[(
            "It must be the dust on the north panels — output's down 8% and it's been dry \
                 for a month.",
            "North panels to be washed — output down 8%.",
        )]);
        assert_faithful(&[
            (
                "The council will review the parking fees in April.",
                "Council to review parking fees in April.",
            ),
            (
                "Should we cap the guest list at 150? I'm honestly not sure the venue holds \
                 more.",
                "User unsure whether to cap guest list at 150; venue capacity uncertain.",
            ),
            (
                "We used to cap guest passes at 4 per member when the gym was smaller.",
                "Guest passes used to be capped at 4 per member (old, smaller gym).",
            ),
        ]);
    }

    /// A ban said with "not to" whose verb the narrative never says is a rule added; a ban
    /// the original says in other words and its own news said again are not (pol58,
    /// s58a-p134, s58b-p011).
    #[test]
    fn a_ban_with_not_to_of_an_act_unsaid() {
        let lift = "Eee, t'conveyor were clattering all morning, kept jamming at station 2. \
                    Fitter reckons it's nowt but a roller, he'll be back Monday.";
        let lifted = "From the office: the standstill on the two Keld farms was lifted today. \
                      Their sheep can go in Friday's auction as usual.";
        assert_changed(&[
            (
                lift,
                "Conveyor station 2 not to be used until the fitter's back Monday.",
            ),
            (
                lifted,
                "Office: standstill on the two Keld farms — their sheep not to be entered in \
                 Friday's auction.",
            ),
        ]);
        assert_faithful(&[
            (
                "Pues the visitors, que no toquen the stills, eh, they're hot as anything.",
                "Visitors not to touch stills (hot).",
            ),
            (
                lift,
                "Conveyor kept jamming at station 2; fitter back Monday.",
            ),
            (
                lifted,
                "Office: Keld standstill (2 farms) lifted today; their sheep OK for Friday's \
                 auction.",
            ),
        ]);
    }

    /// A duty said with "must" whose verb the narrative never says is a rule added; the
    /// narrative's own guess said again, or a duty of a verb it says, is not (pol54).
    #[test]
    fn a_duty_with_must_of_an_act_unsaid() {
        let guess = "Must be the damp; the wall in flat 12 is flaking again.";
        assert_changed(&[
            (guess, "Flat 12 wall must be sealed."),
            (guess, "Painters must seal the wall in flat 12."),
            (guess, "Flat 12 wall must be re-done before the viewing."),
        ]);
        assert_faithful(&[
            (guess, "Flat 12 wall flaking again; must be the damp."),
            (guess, "Flat 12 wall flaking again, probably damp."),
            (
                "The council will review the parking fees in April.",
                "Council must review parking fees in April.",
            ),
        ]);
    }

    /// A guess of what someone did ("must have left it off") said as a duty with "must" of the
    /// same verb is a rule added; the guess said again, or an original with a "must" that
    /// binds, is not (pol57, s57a-p044).
    #[test]
    fn a_guess_of_a_past_act_said_as_a_duty_with_must() {
        let guess = "The radio in van 3 was dead again; someone must have left it off the \
                     dock overnight.";
        assert_changed(&[(guess, "Van 3 radio must be left on the dock overnight.")]);
        assert_faithful(&[
            (
                guess,
                "Van 3 radio dead again; someone must have left it off the dock overnight.",
            ),
            (
                guess,
                "Van 3 radio dead again, probably left off the dock overnight.",
            ),
            (
                "Drivers must leave the van 3 radio on the dock overnight.",
                "Van 3 radio must be left on the dock overnight.",
            ),
        ]);
    }

    /// Session 55's accepted changes (s55a, s55b) paraphrased, each with its faithful twin: a
    /// hypothetical's duty, a past cap and a request done, said as rules in force.
    #[test]
    fn s55_narratives_said_as_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "If the chapel ever went for a full rebuild we'd have to re-gild every \
                 pinnacle, but they're only paying for the survey.",
                "Every pinnacle has to be re-gilded; chapel paying for the survey.",
                "A full rebuild would mean re-gilding every pinnacle; they pay for the survey.",
            ),
            (
                "If we ever lost both boilers we'd have to run the kiln off the spare burner.",
                "Kiln to be run off the spare burner.",
                "Both boilers lost: we'd run the kiln off the spare burner.",
            ),
            (
                "For the week of the Tall Ships we had a cap of ten guests on the pontoon at a \
                 time; the ships left on Sunday, so that's over.",
                "Pontoon: max ten guests at a time.",
                "Tall Ships cap of ten guests on the pontoon ended Sunday.",
            ),
            (
                "Told Priya to tie the awning down before the gale; she did, and it held.",
                "Priya to tie the awning down before the gale.",
                "Priya tied the awning down before the gale, as told; it held.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// Session 56's accepted changes (s56a, s56b) paraphrased, each with its faithful twin: a
    /// request done, a lapsed limit, a ban asked about and a past ban said as rules in force,
    /// and an exception given where the rule held "even if".
    #[test]
    fn s56_narratives_said_as_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "Told Dina to re-seal the skylight; she did it Friday and it held in the storm.",
                "Dina to re-seal the skylight.",
                "Dina re-sealed the skylight Friday, as told; it held in the storm.",
            ),
            (
                "During the 2020 works there was a 3-car limit per ramp, that was lifted when \
                 the new barriers went in.",
                "Ramp limit: 3 cars (new barriers).",
                "Ramp limit of 3 cars (2020 works) lifted with the new barriers.",
            ),
            (
                "Are we still not serving coffee on the terrace, or was that only in winter?",
                "No coffee on the terrace.",
                "Still no coffee on the terrace, or only in winter?",
            ),
            (
                "During the storm alert in May nobody was allowed on the pier; the coastguard \
                 cleared it on the 4th of June.",
                "Storm alert: nobody on the pier.",
                "Storm alert: nobody on the pier (cleared 4 June).",
            ),
            (
                "Don't unlock the bell tower during a service. Even if a visitor pleads, wait \
                 till the organ stops.",
                "Don't unlock the bell tower during a service unless a visitor really insists.",
                "Don't unlock the bell tower during a service, even if a visitor pleads.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// Session 57's accepted changes (s57a, s57b) paraphrased, each with its faithful twin:
    /// two guesses of a past act and a hypothetical's duty said as rules, a place kept "away from"
    /// said as the way a thing points, a named thing said as any of its kind, and a stressed
    /// "AND" said "or".
    #[test]
    fn s57_narratives_said_as_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "The torch in truck 4 was flat again; someone must have left it out of the \
                 cradle overnight.",
                "Truck 4 torch must be left in the cradle overnight.",
                "Truck 4 torch flat again; someone must have left it out of the cradle \
                 overnight.",
            ),
            (
                "The gritter must have jammed on the ring road — there's a one-mile stretch \
                 with barely any salt on it.",
                "Ring road: the one-mile unsalted stretch must be re-done before anything else.",
                "Gritter probably jammed on the ring road — a one-mile stretch with barely any \
                 salt.",
            ),
            (
                "If the landowner had said no to the field, we'd have had to fly everything \
                 from the lay-by with a 200 m cordon instead.",
                "Lay-by flying requires a 200 m cordon zone.",
                "Had the landowner refused the field, flying would have been from the lay-by \
                 with a 200 m cordon.",
            ),
            (
                "Paint store:\n- Masks on when spraying\n- Extractor duct stays out the hatch, \
                 pointing away from the office\n- Filters changed every 40 hours",
                "Paint store: masks when spraying; extractor duct out the hatch toward the \
                 office; filters every 40 h.",
                "Paint store: masks when spraying; extractor duct out the hatch, away from the \
                 office; filters every 40 h.",
            ),
            (
                "Harbour master says from now on we have to see a skipper's ticket before anyone \
                 takes out the big rib.",
                "Harbour master says we now need to see a skipper's ticket before any rib goes \
                 out.",
                "Harbour master says we now need to see a skipper's ticket before any big rib \
                 goes out.",
            ),
            (
                "Kitchen rules:\n- Rings off, except a plain band\n- Hand wash on arrival AND \
                 after every smoke break\n- Burns covered with blue plasters",
                "Kitchen: rings off (plain band OK); hand wash on arrival or after a smoke break; \
                 blue plasters on burns.",
                "Kitchen: rings off (plain band OK); hand wash on arrival + after every smoke \
                 break; blue plasters on burns.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// An order after a narrative's dash whose verb is a compound ("hand-check every bag") is
    /// a rule added; the compound before no determiner, or the news said again, is not (pol59,
    /// s59a-p023).
    #[test]
    fn an_order_after_a_dash_with_a_compound_verb() {
        let belt = "Rough old day. Chute 4 jammed again, two crates ended up in Hull instead of \
                    York. Nobody noticed till the driver rang.";
        assert_changed(&[(
            belt,
            "Chute 4 unreliable — spot-check every York crate before loading.",
        )]);
        assert_faithful(&[
            (
                belt,
                "Chute 4 jammed again — two crates went to Hull instead of York, noticed late.",
            ),
            (
                belt,
                "Chute 4 jammed again — double-booked crates, Hull not York.",
            ),
        ]);
    }

    /// A narrative's reading ("Pond level 12.4 m") said as a level to keep ("Keep pond level
    /// at 12.4 m") is a rule added; the reading said again, or a bound of the narrative kept
    /// as one, is not (pol60, s60b-p142).
    #[test]
    fn a_reading_said_as_a_level_to_keep() {
        let log = "Pond level 12.4 m, outflow 3.2 m3/s, pumps 2 running. Weir clear.";
        assert_changed(&[
            (log, "Keep pond level at 12.4 m, outflow 3.2 m3/s."),
            (log, "Maintain pond level 12.4 m; two pumps running."),
        ]);
        assert_faithful(&[
            (
                log,
                "Pond level 12.4 m, outflow 3.2 m3/s, 2 pumps on; weir clear.",
            ),
            (
                "The pond level stayed above 12.4 m all week, outflow 3.2 m3/s.",
                "Pond level stayed above 12.4 m this week; outflow 3.2 m3/s.",
            ),
        ]);
    }

    /// Session 60's accepted changes (s60a, s60b) paraphrased, each with its faithful twin: a
    /// quoted rule the narrative says ended said under a label naming it a rule, a question
    /// of "must" said as the rule, and a log's readings said as levels to keep.
    #[test]
    fn s60_quoted_asked_or_read_values_said_as_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "The gym's 'no chalk after 9pm' thing was only while the new floor was being \
                 laid; the fitters left in April.",
                "Gym rule: no chalk after 9pm.",
                "'No chalk after 9pm' only applied while the floor was laid; fitters left in \
                 April.",
            ),
            (
                "Must the pony trot up in hand, or is a walk ok? Asking for my nephew, it's his \
                 first show.",
                "Pony shows: pony must trot up in hand.",
                "Q: at a pony show, does the pony have to trot up in hand or is a walk OK? \
                 (nephew's first show)",
            ),
            (
                "Reservoir 88.2 m, outflow 14 m3/s, turbines 3 online, spill zero.",
                "Keep reservoir at 88.2 m, outflow 14 m3/s, no spill.",
                "Reservoir 88.2 m; outflow 14 m3/s; 3 turbines on; no spill.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// Session 59's accepted changes (s59a, s59b) paraphrased, each with its faithful twin: an
    /// order after a dash with a compound verb, two quoted rules said as the rewrite's own,
    /// and a ban, a closure and a hold the narrative says ended said in force.
    #[test]
    fn s59_ended_or_quoted_rules_said_in_force() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "Grim shift. Scanner 2 played up again, four parcels went to Derby instead of \
                 Crewe. Nobody spotted it till the customer rang.",
                "Scanner 2 unreliable — re-scan every Crewe parcel before loading.",
                "Scanner 2 played up again — four parcels to Derby instead of Crewe.",
            ),
            (
                "The 'no dogs after 8pm' thing was a summer trial only, it's been gone since \
                 September.",
                "No dogs after 8pm.",
                "'No dogs after 8pm' was a summer trial; gone since September.",
            ),
            (
                "Old torque card said 'never exceed 120 Nm on the wheel nuts' — that was the old \
                 hub, we binned those cards when the new spec came in.",
                "Wheel nuts: never exceed 120 Nm.",
                "Old card's 'never exceed 120 Nm on the wheel nuts' was for the old hub; binned.",
            ),
            (
                "The ban on climbing the west face during falcon nesting season ended on 15 \
                 June, so that's all behind us.",
                "No climbing the west face during falcon nesting season (until 15 June).",
                "West face climbing ban (falcon nesting) ended 15 June.",
            ),
            (
                "The sea bass closure for area VIIe ran out at the end of last month, so it \
                 doesn't affect this trip.",
                "Sea bass closure in area VIIe applies until the end of the month.",
                "Area VIIe sea bass closure expired end of last month; doesn't affect this trip.",
            ),
            (
                "The hold on the Church Lane verge mowing is lifted — the warden found no \
                 orchids, crack on from today.",
                "Church Lane verges on hold — warden orchid survey.",
                "Church Lane verge mowing hold lifted; warden found no orchids.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// Session 58's accepted changes (s58a, s58b) paraphrased, each with its faithful twin:
    /// two bans said with "not to" of an act the narrative never names, a request done, a
    /// question of "only" and a counterfactual said as rules, and an "only if" said as
    /// "unless" beside a "without" kept.
    #[test]
    fn s58_narratives_said_as_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "Ey up, t'hoist were squealing all shift, kept sticking on floor 2. Fitter \
                 reckons it's nowt but a bearing, he'll be in Friday.",
                "Hoist floor 2 not to be used until the fitter's in Friday.",
                "Hoist kept sticking on floor 2; fitter reckons a bearing, in Friday.",
            ),
            (
                "From the office: the standstill on the two Alston farms was lifted today. Their \
                 calves can go in Monday's sale as usual.",
                "Office: standstill on the two Alston farms — their calves not to be entered in \
                 Monday's sale.",
                "Office: Alston standstill (2 farms) lifted today; calves OK for Monday's sale.",
            ),
            (
                "Guests can ride without a helmet only if a guide signs the form at the desk.",
                "Guests ride without a helmet unless a guide signs the form at the desk.",
                "Guests may ride without a helmet only if a guide signs the form at the desk.",
            ),
            (
                "Told Ben to re-bolt the fence panels after Friday's gale. He did all six and \
                 sent photos.",
                "Ben to re-bolt the fence panels after Friday's gale and send photos.",
                "Ben re-bolted all six fence panels after Friday's gale, as told; photos sent.",
            ),
            (
                "Is it only the Herefords that have to go through the crush this week, or all of \
                 them?",
                "Only the Herefords go through the crush this week.",
                "Only the Herefords through the crush this week, or all of them?",
            ),
            (
                "If we had a fourth steward on Sundays we could open the east gate and ease the \
                 queue, but we don't.",
                "East gate to be opened on Sundays to ease the queue.",
                "Hypothetical: 4th Sunday steward → could open east gate, ease queue. We don't \
                 have one.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// Session 54's accepted changes (s54a, s54b) paraphrased, each with its faithful twin:
    /// a past leave withheld, a measured extreme, a one-off use, a guess, a notice nobody
    /// keeps, a measure and a request carried out, said as rules in force; and two duties
    /// joined by "and" said with "or".
    #[test]
    fn s54_narratives_said_as_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "Back when Ray managed the hall we weren't allowed to play music after 10pm; \
                 the new licence removed that.",
                "No music after 10pm.",
                "Old rule (dropped with new licence): no music after 10pm.",
            ),
            (
                "The freezer never got above 3 degrees all week.",
                "Freezer must never exceed 3 degrees.",
                "Freezer never above 3 degrees all week.",
            ),
            (
                "We got through no more than 300 napkins for the whole wedding.",
                "Weddings limited to 300 napkins.",
                "Wedding used ≤300 napkins.",
            ),
            (
                "Must be the filter; pump 4 is rattling again.",
                "Pump 4 must be flushed before use.",
                "Pump 4 rattling again, probably the filter.",
            ),
            (
                "The sign on the shed door still says 'Ladders must be chained every evening' \
                 — nobody has done that in years.",
                "Ladders must be chained every evening.",
                "Shed-door sign: 'Ladders must be chained every evening' (not done in years).",
            ),
            (
                "Measured the boom at 4.35 m, no more than a hair off the plan.",
                "Boom must be within a hair of the plan (4.35 m).",
                "Boom measured 4.35 m, within a hair of the plan.",
            ),
            (
                "The warden asked us to move the canoe trailer off the lawn — sorted last week.",
                "Move canoe trailer off lawn.",
                "Canoe trailer moved off lawn last week (warden's request).",
            ),
            (
                "Juniors need a signed waiver from a parent, and a parent must be on the bank.",
                "Juniors: signed parental waiver or parent on bank.",
                "Juniors: signed parental waiver and parent on bank.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// Session 53's accepted changes (s53a, s53b) paraphrased, each with its faithful twin:
    /// a narrative's tally, past day, past rule, guess or deed done said as a rule in force.
    #[test]
    fn s53_narratives_said_as_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "Used no more than two reams on the whole print run, and the binding held.",
                "Max two reams per print run.",
                "Print run used ≤2 reams; binding held.",
            ),
            (
                "We packed 60 crates from Shed 2 this week, up from 45.",
                "Shed 2: at least 60 crates/week.",
                "Shed 2: 60 crates this week (up from 45).",
            ),
            (
                "As agreed, the grease traps were emptied on Friday and the plumber signed off \
                 the job.",
                "Grease traps to be emptied every Friday, plumber to sign off.",
                "Grease traps emptied Fri; plumber signed off.",
            ),
            (
                "In the 1960s the hall required women to wear hats in the gallery; nobody's \
                 enforced that in decades.",
                "Women to wear hats in the gallery.",
                "1960s gallery hat rule, unenforced for decades.",
            ),
            (
                "As the council asked, we've re-painted the north fence; the new posts are in.",
                "Re-paint north fence with new posts.",
                "North fence re-painted (council request); new posts in.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }

    /// Session 61's accepted changes (s61a, s61b) paraphrased, each with its faithful twin: a
    /// ban until a bare hour turned, a guessed "must" said as a ban, three rules the narrative
    /// says ended said in force (a hyphened rule name, a named order, "since"), two steps told
    /// in the other turn and a "without" case said with "with".
    #[test]
    fn s61_turned_hours_steps_and_ended_rules() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "Pads on in the park. Lights for night riders. No skateboards till 7.",
                "Pads on in the park. Lights for night riders. No skateboards after 7.",
                "Pads on in the park. Lights for night riders. No skateboards before 7.",
            ),
            (
                "The freezer must have been left open overnight — the log shows a rise to 8 °C \
                 around 2am and nobody's said.",
                "Freezer must not be left open overnight — log rose to 8 °C at 2am.",
                "Freezer must have been left open overnight; log rose to 8 °C at 2am.",
            ),
            (
                "Update: the no-fishing-off-the-jetty rule is lifted — the repairs are done, so \
                 guests can fish from the end now.",
                "Guests: no fishing off the jetty.",
                "No-fishing-off-the-jetty rule lifted; guests can fish from the end now.",
            ),
            (
                "The movement order from the swine fever outbreak ended in June; the pigs have \
                 been moved normally since.",
                "Swine-fever movement order in force from June; pigs kept in.",
                "Swine-fever movement order ended in June; pigs moving normally since.",
            ),
            (
                "The 5 mph restriction on the dock road ended when they rebuilt the quay in June.",
                "Dock road: 5 mph restriction since the quay was rebuilt in June.",
                "Dock road: 5 mph restriction ended with the quay rebuild in June.",
            ),
            (
                "Check the tag against the booking sheet first, then phone the owner back; don't \
                 open the stable until both are done.",
                "Phone the owner back, then check the tag against the booking sheet; stable \
                 stays shut till both are done.",
                "Check the tag against the booking sheet, then phone the owner back; stable \
                 stays shut till both are done.",
            ),
            (
                "Divers may go into the wreck without a buddy provided the line is clipped on \
                 and checked at the boat.",
                "Divers may go into the wreck with a buddy provided the line is clipped on and \
                 checked at the boat.",
                "Divers may enter the wreck without a buddy if the line is clipped on and \
                 checked at the boat.",
            ),
        ];
        assert_changed_and_twin_faithful(cases);
    }
}
