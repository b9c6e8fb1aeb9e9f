//! The contextual rules, applied to one sentence at a time.
//!
//! Each detector looks for one kind of evidence (a clause-initial base verb, a subject + modal +
//! verb, a comparator + number, ...) and asks a few questions about its context: who is the
//! subject, what tense is the clause in, is it a question, a hypothetical, a quotation. A
//! sentence is a constraint when at least one *decisive* cue survives; non-decisive cues
//! (orderings such as "once", "before") are reported only beside a decisive one.
//!
//! This module holds the sentence view ([`Sentence`]), the entry point [`analyze_sentence`], the
//! cheap screen [`may_bind`] and the helpers several detectors share; each family of detectors
//! lives in its own submodule, run in the order [`analyze_sentence`] lists them.

use std::cell::Cell;

use super::lexicon as lx;
use super::numbers;
use super::text::{self, Tok, TokKind};
use super::word_set::WordSet;
use super::{Cue, CueKind};

mod conditionals;
mod cue_filters;
mod imperatives;
mod limits;
mod modals;
mod negations;
mod numeric_bounds;
mod permissions;
mod preferences;
mod reported;
mod stated_policies;
mod verbless;

pub(crate) use conditionals::CONDITION_HEAD_WORDS;
use conditionals::conditionals;
use cue_filters::drop_quoted_and_past_habits;
pub(crate) use cue_filters::{
    asks_work_on_the_quotation, ends_with_a_quotation, opens_a_supposition, says_a_rule_was_ended,
    supposes_a_consequence, tells_a_consequence,
};
use imperatives::imperatives;
pub(crate) use imperatives::{
    IMPERATIVE_HEAD_WORDS, SENTENCE_HEAD_WORDS, notes_no_effect, opens_a_commit_message,
};
use limits::limit_statements;
pub(crate) use limits::{
    LIMIT_HEAD_WORDS, capped_column, limit_row, names_an_unbending_bound, names_limits_ahead,
};
pub(crate) use modals::had_better_at;
use modals::modals;
pub(crate) use negations::NEGATION_HEAD_WORDS;
use negations::negations;
use numeric_bounds::numeric_bounds;
pub(crate) use permissions::PERMISSION_HEAD_WORDS;
use permissions::prohibitions_and_permissions;
use preferences::speaker_preferences;
use reported::{reported, team_decision};
pub(crate) use stated_policies::{is_keeping_verb, opens_a_rule_list};
pub(crate) use verbless::{
    asks_of_a_thing_in_a_place, asks_permission, emphatic_refusal, insists_on_the_order_told,
    is_bare_refusal, lone_insistence, narrowing_after_a_refusal, opening_refusal,
    state_owed_in_a_list, states_a_practice, tells_steps_in_order,
};

/// Read-only view of one sentence's tokens (quotation marks removed) with word helpers.
struct Sentence<'s, 'a> {
    t: &'s [Tok<'a>],
    /// The screened words among its tokens ([`WordSet`]): a reading that needs one of a few
    /// words asks [`Sentence::holds_any`] before walking.
    words: WordSet,
    /// Token index ranges of the clause segments (split at `, ; : — ( )`).
    segments: &'s [(usize, usize)],
    /// Candidate clause starts (see [`Sentence::clause_starts`]), found in the same pass as
    /// the segments.
    clause_starts: &'s [(usize, bool)],
    /// Indices of the tokens that are trigger words (strong or weak) or principals: the only
    /// tokens the head-word detectors and the frame search start from, listed once so that
    /// each of them does not scan the whole sentence again.
    candidates: &'s [usize],
    question: bool,
    hypothetical: bool,
    /// Index of the first token after a principal's reporting verb, if the sentence is a report.
    principal_frame: Option<Frame>,
    /// The speaker hedges ("I think", "probably"): modals read as forecasts.
    hedged: bool,
    /// Some token is inside quotation marks.
    any_quoted: bool,
    /// Some token holds a `-` ([`Tok::hyphen`]): a reading of hyphenated words only
    /// ("no-phone zone") need not walk a sentence without one.
    any_hyphen: bool,
    /// The sentence is a quotation: at least four fifths of its words are quoted.
    whole_quoted: bool,
    /// The union of the tokens' word classes: a detector whose head words' class is missing
    /// here has nothing to look at (see [`Sentence::heads`]).
    classes: u32,
    /// The clause last asked of [`Sentence::is_report_clause`] and its answer: the detectors
    /// ask of the same clause in turn (a modal and a bound in one clause), and the answer
    /// depends on the clause alone.
    last_report_clause: Cell<Option<((usize, usize), bool)>>,
    /// The index of the sentence's first `:` (see [`Sentence::first_colon_before`]).
    first_colon: Option<usize>,
}

/// A principal's report: "compliance says ...", "per the SLA, ...".
#[derive(Debug, Clone, Copy)]
struct Frame {
    /// First token of the frame (the principal, or "per" / "according").
    start: usize,
    /// Last token of the frame (the reporting verb, or the principal).
    end: usize,
    /// The reporting verb directs ("wants", "insists", "per"), so the complement binds as is.
    directive: bool,
}

impl Sentence<'_, '_> {
    /// Some word of `words` (screened words) is in the sentence (false: none of them is).
    #[inline(always)]
    fn holds_any(&self, words: &WordSet) -> bool {
        self.words.holds_any(words)
    }

    fn w(&self, i: usize) -> &str {
        self.t.get(i).map_or("", |t| &t.text)
    }

    fn is(&self, i: usize, w: &str) -> bool {
        self.w(i) == w
    }

    fn seq(&self, i: usize, words: &[&str]) -> bool {
        words.iter().enumerate().all(|(k, w)| self.is(i + k, w))
    }

    /// Token `i` is in the word class `bit` (see `lexicon`); false past the end.
    fn has(&self, i: usize, bit: u32) -> bool {
        self.t.get(i).is_some_and(|t| t.class & bit != 0)
    }

    fn is_word(&self, i: usize) -> bool {
        self.t.get(i).is_some_and(|t| t.kind == TokKind::Word)
    }

    fn segment_of(&self, i: usize) -> (usize, usize) {
        // Segments are in text order and do not overlap: a binary search finds the last one
        // starting at or before `i` (a sentence of thousands of clauses stays linear).
        let k = self.segments.partition_point(|&(s, _)| s <= i);
        k.checked_sub(1)
            .map(|k| self.segments[k])
            .filter(|&(_, e)| i < e)
            .unwrap_or((i, i + 1))
    }

    /// The segment of `i`, widened to a short lead-in segment before it ("Yesterday, we ...").
    fn clause_of(&self, i: usize) -> (usize, usize) {
        let (s, e) = self.segment_of(i);
        if s >= 2 {
            let (ps, pe) = self.segment_of(s - 2);
            if pe - ps <= 4 && self.t[s - 1].is_punct(',') {
                return (ps, e);
            }
        }
        (s, e)
    }

    fn range(&self, from: usize, to_incl: usize) -> std::ops::Range<usize> {
        let to = to_incl.min(self.t.len().saturating_sub(1));
        self.t[from].range.start..self.t[to].range.end.max(self.t[from].range.end)
    }

    /// The clause reports something measured or done: a past verb, a perfect, "already", "now".
    /// The last clause's answer is kept ([`Sentence::last_report_clause`]).
    fn is_report_clause(&self, clause: (usize, usize)) -> bool {
        if let Some((last, answer)) = self.last_report_clause.get()
            && last == clause
        {
            return answer;
        }
        let answer = self.reads_as_report(clause);
        self.last_report_clause.set(Some((clause, answer)));
        answer
    }

    /// The length of a "so much as" at `k` that stresses the verb after a negation ("never so
    /// much as lifted a hoof", "don't so much as look at it"): 3, or 0 when there is none
    /// (cls52).
    fn so_much_as_at(&self, k: usize) -> usize {
        if self.seq(k, &["so", "much", "as"]) {
            3
        } else {
            0
        }
    }

    /// The sentence names a past time: "yesterday", "... ago", "last week".
    fn names_a_past_time(&self) -> bool {
        // The three words are past markers (a unit test holds them to it): a sentence without
        // the class names none, and one bit test turns most tokens away before any compare.
        self.classes & lx::PAST_MARKER != 0
            && self.t.iter().enumerate().any(|(k, x)| {
                x.class & lx::PAST_MARKER != 0
                    && (matches!(&*x.text, "yesterday" | "ago")
                        || x.text == "last" && numbers::is_time_unit(self.w(k + 1)))
            })
    }

    /// The day named at `k`, and the token after it: a weekday, "yesterday", "today", or
    /// "last" / "this" and a part of the day or the week ("last night", "this morning").
    fn day_told_at(&self, k: usize) -> Option<usize> {
        if numbers::WEEKDAYS.contains(&self.w(k)) || matches!(self.w(k), "yesterday" | "today") {
            Some(k + 1)
        } else if matches!(self.w(k), "last" | "this")
            && matches!(
                self.w(k + 1),
                "night" | "week" | "morning" | "afternoon" | "evening" | "weekend"
            )
        {
            Some(k + 2)
        } else {
            None
        }
    }

    /// The sentence names a time long past: "back in 2023", "back then", "back when",
    /// "formerly", "originally" (not "the stapler back in the drawer").
    fn names_a_long_past(&self) -> bool {
        // (The three words compared below: a sentence holding none of them is not walked.)
        self.holds_any(&const { WordSet::of_words(&["formerly", "originally", "back"]) })
            && (0..self.t.len()).any(|k| {
                matches!(self.w(k), "formerly" | "originally")
                    || self.is(k, "back")
                        && (matches!(self.w(k + 1), "then" | "when")
                            || self.is(k + 1, "in")
                                && self.t.get(k + 2).is_some_and(|t| t.kind == TokKind::Number))
            })
    }

    /// The first `:` among the tokens before `end`. It is the sentence's first colon when
    /// that lies before `end` (and there is none otherwise), noted by [`Sentence::read`]'s
    /// pass over the tokens, so no clause asking searches: a sentence of thousands of clauses
    /// stays linear.
    fn first_colon_before(&self, end: usize) -> Option<usize> {
        self.first_colon.filter(|&colon| colon < end)
    }

    /// The speaker announcing their own next step at `k` ("I'll", "we will", "I shall", "I'm
    /// going to", "we're gonna"): what follows is the speaker's plan, not an order.
    fn announces_own_step_at(&self, k: usize) -> bool {
        matches!(self.w(k), "i'll" | "we'll")
            || matches!(self.w(k), "i" | "we") && matches!(self.w(k + 1), "will" | "shall")
            || matches!(self.w(k), "i'm" | "we're") && matches!(self.w(k + 1), "going" | "gonna")
    }

    /// The past form at `i` modifies the subject, and the clause's verb is a duty after it,
    /// before `end`: "any freight booked after that has to be moved", "parcels left at the
    /// gate must be signed for" (not "the crew shipped it and has to fix it", two verbs).
    fn duty_after_a_reduced_relative(&self, i: usize, end: usize) -> bool {
        let duty = |k: usize| {
            matches!(self.w(k), "must" | "shall" | "should")
                || matches!(self.w(k), "has" | "have" | "needs" | "need" | "is" | "are")
                    && self.is(k + 1, "to")
        };
        // The first finite verb after it, a few words on, is the duty.
        (i + 1..end.min(i + 8))
            .find(|&k| {
                duty(k)
                    || self.has(k, lx::FINITE_REPORT_VERB)
                    || matches!(self.w(k), "and" | "but" | "then" | "so" | ",")
            })
            .is_some_and(duty)
    }

    /// [`Sentence::is_report_clause`], read from the tokens.
    fn reads_as_report(&self, (s, e): (usize, usize)) -> bool {
        // "So no late fee applied": the subject starts after a linking word, and a past verb
        // right after it is one word further.
        let subject = s + usize::from(matches!(
            self.w(s),
            "so" | "and" | "but" | "then" | "also" | "plus" | "yet" | "thus" | "hence"
        ));
        // How far the subject may reach: further after a determiner ("The old alarm system
        // paged ...").
        let subject_reach = if matches!(
            self.w(subject),
            "the" | "a" | "an" | "our" | "their" | "its" | "his" | "my" | "your"
        ) {
            6
        } else {
            4
        };
        (s..e).any(|i| {
            let t = &self.t[i];
            let w = &*t.text;
            let prev = || if i > s { self.w(i - 1) } else { "" };
            // "You've got a cap of 10 calls": "have got" is "have", in the present ("after
            // Jim's got the mix saved": "'s got" is "has got", cls59).
            let have_got = |prev: &str| {
                matches!(prev, "have" | "has") || prev.ends_with("'ve") || prev.ends_with("'s")
            };
            // Asked only where an arm below needs it: the first test is made near the
            // clause start only.
            let looks_past = || {
                lx::has_past_ending(w)
                    || t.class & lx::IRREGULAR_PARTICIPLE != 0 && t.class & lx::BASE_VERB == 0
            };
            // "have to be written up as an RFC and left open": a participle joined to a
            // passive one shares its "be" (a few words back at most).
            let joined_passive = || {
                matches!(prev(), "and" | "or")
                    && (i.saturating_sub(10).max(s)..i - 1).any(|k| {
                        is_auxiliary_before_participle(self.w(k)) && self.looks_past_at(k + 1)
                    })
            };
            // "The old system allowed ...": a past verb right after the clause's subject
            // (further on, not after a pronoun: "the docs I fetched say ..." is a relative
            // clause's; nor "gets quarantined and flagged", a passive's second participle).
            if i > s
                && (i < subject + 4
                    || i < subject + subject_reach
                        && !matches!(prev(), "i" | "we" | "you" | "they" | "he" | "she"))
                && looks_past()
                && self.is_word(i - 1)
                && !is_auxiliary_before_participle(prev())
                && !self.looks_past_at(i - 1)
                && !self.is_adjectival_participle(i)
                && !self.past_form_closes_an_object(i, s)
                && !(w == "got" && (self.is(i + 1, "to") || have_got(prev())))
                && !self.duty_after_a_reduced_relative(i, e)
                && !joined_passive()
            {
                return true;
            }
            if t.class & lx::PAST_MARKER != 0 && !self.is_adjectival_participle(i) {
                // Measured or habitual words always report; past verbs unless passive or
                // infinitive ("must be logged", "to be used"), or "used to" (handled apart).
                // "... from someone who didn't write it": a relative clause's past verb says
                // what picks its noun out, it reports nothing (a habit there does: "who
                // usually replies within an hour").
                let after_conjunction = matches!(
                    prev(),
                    "once" | "when" | "until" | "before" | "after" | "if" | "unless" | "all"
                ) || matches!(prev(), "who" | "which")
                    && (looks_past() || w.ends_with("n't"))
                    // "... only for children whose parents returned the slip": the past verb
                    // after "whose" and its noun picks the children out too (cls47).
                    || i >= s + 2 && self.is(i - 2, "whose") && looks_past();
                // ("is used on the frames": "used" is too short for the "-ed" test; not
                // "never used", a past.)
                let used = w == "used" && matches!(prev(), "is" | "are" | "be" | "being");
                let passive = used
                    || looks_past()
                        && (is_auxiliary_before_participle(prev())
                            || joined_passive()
                            || self.duty_after_a_reduced_relative(i, e));
                // "no libraries beyond those already in package.json": what "already" says
                // of a pronoun restricts it, it reports nothing.
                let restricts_a_pronoun = w == "already"
                    && matches!(
                        prev(),
                        "those" | "ones" | "anything" | "everything" | "nothing" | "what"
                    );
                let habit_to = self.is(i + 1, "to")
                    && matches!(w, "used" | "wanted" | "tried" | "got" | "managed");
                // "Meetings last at most 90 minutes": the present verb, not "last week".
                let lasts = w == "last"
                    && (self.t.get(i + 1).is_some_and(|n| n.kind == TokKind::Number)
                        || matches!(
                            self.w(i + 1),
                            "at" | "no"
                                | "up"
                                | "under"
                                | "less"
                                | "fewer"
                                | "longer"
                                | "over"
                                | "between"
                                | "beyond"
                        ));
                // "Cold buffet sits out two hours max", "milk stands out no longer than an
                // hour": how long a thing is left out, the present verb's particle before a
                // duration (not "the CPU sits at 80%", a reading).
                let left_out = matches!(w, "sits" | "stands")
                    && self.is(i + 1, "out")
                    && (self.t.get(i + 2).is_some_and(|n| n.kind == TokKind::Number)
                        || self.has(i + 2, lx::NUMBER_WORD | lx::COMPARATOR));
                // "the last person to leave locks up": an ordinal picking someone out, not
                // "last week".
                let last_of_people = w == "last"
                    && matches!(prev(), "the" | "whoever")
                    && (self.has(i + 1, lx::AGENT_SUBJECT) || self.is(i + 1, "person"));
                // "for six weeks after the last strip comes out": the ordinal a rule's time
                // is anchored to, not "last week" (session 39, pol39b).
                let last_as_anchor = w == "last"
                    && prev() == "the"
                    && i >= s + 2
                    && matches!(
                        self.w(i - 2),
                        "after" | "before" | "until" | "till" | "since" | "from"
                    )
                    && !numbers::is_time_unit(self.w(i + 1));
                // "has to have their harness checked", "need to get the van serviced": a
                // causative's participle, after "to have" or "to get" and its object (cls59).
                let causative = looks_past()
                    && (i.saturating_sub(6).max(s + 1)..i.saturating_sub(1)).any(|k| {
                        matches!(self.w(k), "have" | "get")
                            && self.is(k - 1, "to")
                            && (k + 1..i).all(|j| self.is_word(j) && !self.looks_past_at(j))
                    });
                // "has to have a tag dated within the last six months": a window reaching
                // back from now that a duty before it keeps rolling (cls59; not "(risk area
                // within the last six months)", a past told).
                let rolling_window = w == "last"
                    && prev() == "the"
                    && i >= s + 2
                    && self.is(i - 2, "within")
                    && (s + 1..i).any(|k| {
                        self.is(k, "to")
                            && matches!(self.w(k - 1), "has" | "have" | "need" | "needs")
                    });
                // "Every deploy now needs a rollback plan": a rule that takes effect, not a
                // reading of the present.
                let now_obliges = w == "now"
                    && matches!(
                        self.w(i + 1),
                        "need" | "needs" | "require" | "requires" | "must" | "have" | "has"
                    )
                    && (self.w(i + 1).starts_with('n')
                        || self.w(i + 1).starts_with('r')
                        || self.w(i + 1) == "must"
                        || self.is(i + 2, "to"));
                // "Texts go out no earlier than 48 hours before": a comparator, not "sent
                // earlier".
                let compared =
                    w == "earlier" && matches!(prev(), "no" | "not") && self.is(i + 1, "than");
                // ("No using the old band saw": a past form closing a verb's object is its
                // noun.)
                let noun = looks_past() && self.past_form_closes_an_object(i, s);
                return !(after_conjunction
                    || noun
                    || passive
                    || restricts_a_pronoun
                    || compared
                    || habit_to
                    || w == "got" && have_got(prev())
                    || lasts
                    || left_out
                    || last_of_people
                    || last_as_anchor
                    || rolling_window
                    || causative
                    || now_obliges);
            }
            // "so far", "have seen": weak trigger words (the class rules out the rest). A
            // perfect after "until" or "once" is the time a rule waits for ("until Fiona has
            // finished the review"), not a report.
            t.class & lx::WEAK_TRIGGER != 0
                && ((w == "so" && self.is(i + 1, "far"))
                    || (matches!(w, "have" | "has" | "'ve")
                        && self.past_participle_at(i + 1)
                        && self.w(i + 1) != "to"
                        && self.w(i + 1) != "got"
                        && !(i.saturating_sub(4).max(s)..i)
                            .any(|k| matches!(self.w(k), "until" | "till" | "once" | "unless"))))
        })
    }

    /// The past form at `i` (a clause from `s` on) closes the object of a verb or a doing
    /// before it, as its noun: an article or a possessive at most three words back, only
    /// content words between, and a gerund, a verb's base form or "of" right before it ("No
    /// using the old band *saw*", "nobody's to use the bench *saw* alone", "no use of the
    /// *saw*"; not "the dog saw
    /// it", "because the crew found it", "No one used the saw": no verb before the article,
    /// or a past one; dia68).
    fn past_form_closes_an_object(&self, i: usize, s: usize) -> bool {
        let Some(article) = (i.saturating_sub(4).max(s + 1)..i).rev().find(|&k| {
            matches!(
                self.w(k),
                "the" | "a" | "an" | "my" | "our" | "your" | "their" | "his" | "its"
            )
        }) else {
            return false;
        };
        let verb = self.w(article - 1);
        (article + 1..i).all(|k| self.is_word(k) && !self.has(k, lx::ENGLISH_FUNCTION_WORD))
            && (self.has(article - 1, lx::BASE_VERB) && !self.looks_past_at(article - 1)
                || verb.len() > 4
                    && verb.ends_with("ing")
                    && !self.has(article - 1, lx::NOT_A_VERB)
                || verb == "of")
    }

    /// Token `k` is an `-ed` form or an irregular participle (see
    /// [`lx::is_past_participle_form`]): the class answers for irregular ones, the ending
    /// for the rest.
    fn past_participle_at(&self, k: usize) -> bool {
        self.has(k, lx::IRREGULAR_PARTICIPLE) || {
            let w = self.w(k);
            lx::has_past_ending(w)
                // "misread", "misunderstood", "misheard"; "withdrawn", "withheld"
                || ["mis", "with"]
                    .iter()
                    .any(|p| w.strip_prefix(p).is_some_and(lx::is_irregular_participle))
        }
    }

    /// "have" at `k` and a past participle after it that ends the clause or takes an object
    /// ("can't have sent it already", "couldn't have deleted the branch"): a guess about the
    /// past, not a participle describing a noun ("can't have processed food", "fried or baked").
    fn past_guess_at(&self, k: usize) -> bool {
        let after = k + 2;
        self.is(k, "have")
            && self.looks_past_at(k + 1)
            && (!self.is_word(after)
                || self.has(after, lx::ENGLISH_FUNCTION_WORD)
                    && !matches!(self.w(after), "and" | "or")
                || matches!(
                    self.w(after),
                    "already"
                        | "yet"
                        | "him"
                        | "her"
                        | "about"
                        | "anything"
                        | "everything"
                        | "something"
                        | "anyone"
                        | "everyone"
                        | "these"
                        | "those"
                        | "there"
                ))
    }

    /// Token `i` looks like a simple past or a participle (see [`lx::looks_past`]), read from
    /// the token's word classes instead of a second lookup.
    fn looks_past_at(&self, i: usize) -> bool {
        lx::has_past_ending(self.w(i))
            || self.has(i, lx::IRREGULAR_PARTICIPLE) && !self.has(i, lx::BASE_VERB)
    }

    /// An `-ed` word before a plural noun, after a clause-initial verb, a number or a
    /// determiner, modifies the noun: "Retry failed jobs", "more than 2 failed checks", "the
    /// closed tickets" (not a report like "Build failed twice"); so does a participle after
    /// "of", "a", "an", "with" or a limit noun before a word ("days of paid leave", "a signed
    /// form", "the maximum allowed size").
    fn is_adjectival_participle(&self, i: usize) -> bool {
        if self.held_for_a_bounded_figure(i) || self.manner_after_as(i) {
            return true;
        }
        let next = self.w(i + 1);
        // "Hot-held food stays at 63 °C", "the hand-written notes": a compound opening its
        // noun phrase, before its noun (a finite verb would need a subject before it).
        if self.t[i].hyphen
            && (i == 0
                || matches!(self.t[i - 1].kind, TokKind::Punct(_))
                || matches!(self.w(i - 1), "the" | "a" | "an" | "all" | "any" | "our"))
            && self.is_word(i + 1)
            && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD)
        {
            return true;
        }
        let opens_phrase = |k: usize| {
            self.has(k, lx::BASE_VERB)
                && (k == 0
                    || matches!(self.t[k - 1].kind, TokKind::Punct(_))
                    // "Only use approved vendors", "always buy refurbished laptops"
                    || matches!(self.w(k - 1), "only" | "always" | "never" | "please" | "just"))
                || self.t[k].kind == TokKind::Number
                || matches!(
                    self.w(k),
                    "the" | "all" | "any" | "our" | "your" | "their" | "these" | "those" | "no"
                )
        };
        // "Report lost badges", "replace broken cables": irregular participles too.
        let participle_form = || {
            let w = self.w(i);
            w.ends_with("ed")
                || w == "lost"
                || w.ends_with("en") && self.has(i, lx::IRREGULAR_PARTICIPLE)
        };
        let plural = |w: &str| w.len() > 3 && w.ends_with('s') && !w.ends_with("ss");
        // ("Retry failed webhook deliveries": a plural after a noun of the compound too.)
        let plural_after_opening = || {
            participle_form()
                && opens_phrase(i - 1)
                && (plural(next)
                    || self.is_word(i + 1)
                        && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD | lx::BASE_VERB)
                        && plural(self.w(i + 2)))
        };
        // "Hold cooked chicken above 63 °C", "Discard opened milk after 3 days", "Pay salaried
        // staff monthly": after an opening verb, a participle and a bare noun bounded by a
        // preposition and a quantity, or by how often ("Retry failed jobs" above has a
        // plural; not "Review flagged code in the auth module", "Build produced output in 3
        // minutes": a noun subject's report).
        let bounded_after_opening = || {
            participle_form()
                && opens_phrase(i - 1)
                && self.is_word(i + 1)
                && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD)
                && (matches!(
                    self.w(i + 2),
                    "above" | "below" | "under" | "over" | "after" | "until" | "within" | "for"
                ) && self.t.get(i + 3).is_some_and(|t| {
                    t.kind == TokKind::Number || t.class & (lx::NUMBER_WORD | lx::COMPARATOR) != 0
                }) || numbers::is_frequency_adverb(self.w(i + 2)))
        };
        // "25 days of paid leave", "a signed form", "with cached results", "no refunds for
        // failed payments", "3 retries per failed job": after an article or a preposition, a
        // past form is no finite verb.
        let noun_after_article = || {
            (matches!(
                self.w(i - 1),
                "of" | "a"
                    | "an"
                    | "with"
                    | "without"
                    | "for"
                    | "per"
                    | "on"
                    | "in"
                    | "from"
                    | "about"
                    | "into"
                    | "each"
                    | "every"
            ) || self.has(i - 1, lx::LIMIT_NOUN))
                && (self.w(i).ends_with("ed") || self.has(i, lx::IRREGULAR_PARTICIPLE))
                && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD)
        };
        // "a different cost center", "a new hit list": a word between an article and a noun
        // modifies the noun, whatever its form (not "an alert last night", a time).
        let modifier_after_adjective = || {
            i >= 2
                && self.w(i) != "last"
                && matches!(self.w(i - 2), "a" | "an")
                && self.is_word(i - 1)
                && !self.has(i - 1, lx::ENGLISH_FUNCTION_WORD | lx::PAST_MARKER)
                && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD)
        };
        // "the shared card", "our signed lease": a participle between a possessive or "the"
        // and a noun names a kind of it.
        let noun_after_determiner = || {
            matches!(
                self.w(i - 1),
                "the" | "our" | "your" | "their" | "my" | "his"
            ) && self.w(i).ends_with("ed")
                && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD | lx::FINITE_REPORT_VERB)
        };
        // "Checked baggage allowance: one bag": a clause opening on a participle that names
        // the kind of a limit noun one or two words on.
        let names_a_limits_kind = || {
            (i == 0 || matches!(self.t[i - 1].kind, TokKind::Punct(_)))
                && participle_form()
                && (self.has(i + 1, lx::LIMIT_NOUN)
                    || !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD)
                        && self.has(i + 2, lx::LIMIT_NOUN))
        };
        // "Uploaded planning drawings have to stay below 25 MB", "Signed forms must be
        // scanned": a participle opening a clause, a plural noun of one or two words, then a
        // modal of duty or leave: the noun phrase is the modal's subject.
        let subject_of_a_modal = || {
            (i == 0 || matches!(self.t[i - 1].kind, TokKind::Punct(_)))
                && participle_form()
                && (i + 1..i + 3).any(|k| {
                    plural(self.w(k))
                        && (i + 1..=k).all(|m| !self.has(m, lx::ENGLISH_FUNCTION_WORD))
                        && matches!(
                            self.w(k + 1),
                            "must"
                                | "mustn't"
                                | "should"
                                | "shouldn't"
                                | "shall"
                                | "need"
                                | "may"
                                | "can"
                                | "can't"
                                | "cannot"
                        )
                        || plural(self.w(k)) && self.seq(k + 1, &["have", "to"])
                })
        };
        // "Serious unexpected cases get submitted ...", "unsigned forms": a negated
        // participle ("un-" ... "-ed") before a noun is an adjective (not "we unpacked boxes",
        // after a pronoun subject; session 39, pol39b).
        let negated_before_noun = || {
            let w = self.w(i);
            w.len() > 6
                && w.starts_with("un")
                && w.ends_with("ed")
                && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD)
                && !matches!(
                    self.w(i - 1),
                    "i" | "we" | "you" | "they" | "he" | "she" | "it"
                )
        };
        // "Crew and escorted guests only", "tenants or registered visitors": a participle
        // after "and" or "or" before a plural noun, joined to a noun phrase with no verb or
        // subject pronoun before it in its clause, is a second noun phrase's modifier (not
        // "they mixed and bottled wines", nor "the crew left and escorted guests out", whose
        // joined verbs are past; cls65a).
        let joined_to_a_noun_phrase = || {
            i >= 2
                && matches!(self.w(i - 1), "and" | "or")
                && participle_form()
                && plural(next)
                && (self.clause_of(i).0..i - 1).all(|k| {
                    !self.looks_past_at(k)
                        && !matches!(self.w(k), "i" | "we" | "you" | "they" | "he" | "she" | "it")
                })
        };
        // "Rose syrup steeps for two days", "the rose batch rests for a week": a past form
        // opening the sentence or after "the", one bare singular noun, then a verb in "-s"
        // and a preposition: the form names a kind of the noun, and the clause's verb is the
        // present one (cls66b; not "Fixed the hinges in the shed", no verb in "-s", nor "the
        // rose rates vary", no preposition).
        let kind_before_a_present_verb = || {
            let verb = self.w(i + 2);
            (i == 0 || self.is(i - 1, "the"))
                && !next.ends_with('s')
                && !self.has(i + 1, lx::ENGLISH_FUNCTION_WORD)
                && verb.len() > 3
                && verb.ends_with('s')
                && !verb.ends_with("ss")
                && self.is_word(i + 2)
                && !self.has(i + 2, lx::ENGLISH_FUNCTION_WORD)
                && (is_preposition(self.w(i + 3))
                    || matches!(self.w(i + 3), "for" | "at" | "until" | "till" | "before"))
        };
        self.is_word(i + 1)
            && !self.has(i + 1, lx::NOT_A_VERB | lx::FINITE_REPORT_VERB)
            && (i > 0
                && (plural_after_opening()
                    || joined_to_a_noun_phrase()
                    || negated_before_noun()
                    || bounded_after_opening()
                    || noun_after_article()
                    || modifier_after_adjective()
                    || noun_after_determiner())
                || names_a_limits_kind()
                || subject_of_a_modal()
                || kind_before_a_present_verb())
    }

    /// "Report figures to the cent as shown on the slips", "label the boxes as described
    /// below", "file it as agreed": a participle of how a thing is set out or settled, right
    /// after "as", says how to do it, no past (pol45; not "such as shown", nor "the job went
    /// as planned", whose past is "went").
    fn manner_after_as(&self, i: usize) -> bool {
        i > 0
            && self.is(i - 1, "as")
            && !(i >= 2 && self.is(i - 2, "such"))
            && matches!(
                self.w(i),
                "shown"
                    | "described"
                    | "listed"
                    | "noted"
                    | "specified"
                    | "instructed"
                    | "indicated"
                    | "outlined"
                    | "agreed"
                    | "printed"
                    | "written"
                    | "directed"
                    | "marked"
                    | "labelled"
                    | "labeled"
            )
    }

    /// "Minimum 71 °C held for 3 minutes", "at most 4 bar held for an hour": the participle at
    /// `i` follows a figure a bound word opens and comes before "for" and a span: how the bound
    /// is to be kept, no past ("2 bar held for 3 hours", with no bound word, is a reading).
    fn held_for_a_bounded_figure(&self, i: usize) -> bool {
        let number = |k: usize| {
            self.t
                .get(k)
                .is_some_and(|t| t.kind == TokKind::Number || t.class & lx::NUMBER_WORD != 0)
        };
        i >= 2
            && self.is(i + 1, "for")
            && number(i + 2)
            && (i.saturating_sub(3)..i).any(|k| {
                number(k)
                    && (k.saturating_sub(2)..k).any(|b| {
                        matches!(self.w(b), "minimum" | "min" | "maximum" | "max")
                            || self.seq(b, &["at", "least"])
                            || self.seq(b, &["at", "most"])
                    })
            })
    }

    /// The trigger tokens (strong or weak trigger words) in the word class `head`: the words
    /// a detector's `match` names. A detector that does nothing at any other word visits only
    /// these and gives the same answer; a sentence without the class has none.
    fn heads(&self, head: u32) -> impl Iterator<Item = usize> + '_ {
        let candidates = if self.classes & head != 0 {
            self.candidates
        } else {
            &[]
        };
        candidates.iter().copied().filter(move |&i| {
            let class = self.t[i].class;
            class & head != 0 && class & (lx::TRIGGER | lx::WEAK_TRIGGER) != 0
        })
    }

    /// The clause has a present-tense modal or obligation that outranks a past marker (all
    /// trigger words: the class rules out most tokens before any compare).
    fn has_present_modal(&self, (s, e): (usize, usize)) -> bool {
        // ("We didn't need more than two visits a day": "need" in the past.)
        let past_need = |i: usize| {
            i > 0
                && (self.is(i - 1, "didn't")
                    || i > 1 && self.is(i - 1, "not") && self.is(i - 2, "did"))
        };
        // ("... had never been underground": "never" in a past perfect.)
        let past_never =
            |i: usize| i > 0 && matches!(self.w(i - 1), "had" | "hadn't" | "was" | "were");
        (s..e).any(|i| {
            self.t[i].class & lx::TRIGGER != 0
                && !(self.w(i) == "need" && past_need(i))
                && !(self.w(i) == "never" && past_never(i))
                && matches!(
                    self.w(i),
                    "must"
                        | "shall"
                        | "should"
                        | "mustn't"
                        | "shouldn't"
                        | "need"
                        | "needs"
                        | "never"
                        | "always"
                        | "don't"
                        | "cannot"
                        | "can't"
                )
        })
    }

    /// Index of the word before `i` that acts as its subject, skipping adverbs.
    fn subject_before(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while j > 0 {
            j -= 1;
            let w = self.w(j);
            if matches!(
                w,
                "really"
                    | "also"
                    | "still"
                    | "just"
                    | "ever"
                    | "absolutely"
                    | "strictly"
                    | "generally"
                    | "definitely"
                    | "certainly"
                    | "all"
                    | "both"
                    | "only"
                    | "simply"
                    | "truly"
                    | "obviously"
                    | "clearly"
                    | "surely"
                    | "probably"
                    | "likely"
                    | "always"
                    | "usually"
                    | "now"
                    | "honestly"
                    | "frankly"
                    | "seriously"
                    | "literally"
                    | "actually"
                    | "basically"
                    | "personally"
                    | "typically"
                    | "normally"
                    | "genuinely"
                    | "totally"
            ) {
                continue;
            }
            // "Contractors can view the wiki but can't edit it": a modal right after "but" or
            // "and" shares the subject of the modal before it when that names a class of
            // people or things (a plural noun; not "she", whose second verb is read alone) or
            // what holds access (an account, a role, a key).
            if matches!(w, "but" | "and")
                && j + 1 == i
                && let Some(k) = (0..j)
                    .rev()
                    .find(|&k| matches!(self.w(k), "can" | "may" | "must" | "should"))
                && let Some(subject) = self.subject_before(k)
                && (self.w(subject).len() > 3 && self.w(subject).ends_with('s')
                    // "The sandbox account can run queries but can't export them": what holds
                    // access is granted and barred as a class is.
                    || holds_access(self.w(subject))
                    || matches!(self.w(subject), "key" | "user" | "bot" | "app" | "group"))
            {
                return Some(subject);
            }
            // "Merges into release/* require sign-off": a path or glob ending in `/` (its
            // `*` is read past as markup) names a thing, as "src/main.rs" does.
            if j > 0
                && self.t[j].kind == TokKind::Symbol('/')
                && self.t[j - 1].range.end == self.t[j].range.start
            {
                return self.is_word(j - 1).then_some(j - 1);
            }
            // "Visitors over 18 may ...", "kids 8+ can ...": an age or size qualifier after
            // the subject's noun.
            if matches!(self.t[j].kind, TokKind::Number | TokKind::Symbol('+')) {
                return self.noun_before_qualifier(j);
            }
            return self.is_word(j).then_some(j);
        }
        None
    }
}

/// How many tokens a rule's context test reads on either side of the word it starts from when
/// the test would otherwise read to a clause's or sentence's end: a clause of thousands of
/// bounds, negations or "and" clauses is then read in linear time, and no test needs a word
/// further away in a sentence a person writes.
const REACH: usize = 40;

/// An account, a role or a token (one or many): what holds access is granted and barred as
/// a person is ("the sandbox account can't export results").
fn holds_access(w: &str) -> bool {
    matches!(
        w,
        "account" | "accounts" | "role" | "roles" | "token" | "tokens"
    )
}

/// Words after which a participle is passive or infinitive, not a past tense ("must be
/// logged", "keep it capped").
fn is_auxiliary_before_participle(w: &str) -> bool {
    matches!(
        w,
        "be" | "been"
            | "being"
            | "is"
            | "are"
            | "get"
            | "gets"
            | "keep"
            | "stay"
            | "remain"
            | "must"
            | "should"
            | "'s"
            | "'re"
            | "isn't"
            | "aren't"
            | "to"
            | "not"
            | "always"
            | "never"
            | "only"
            | "stays"
            | "remains"
            | "will"
            | "'ll"
            | "can"
            | "may"
    )
}

/// Who the subject of a modal or negation is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Subject {
    /// No subject: an imperative or an elided one.
    None,
    /// A person or the agent: a rule about them binds.
    Agent,
    /// The speaker ("I").
    Speaker,
    /// "it", "this", "that", "there": a modal after them is usually epistemic.
    Thing,
    /// Another noun phrase.
    Noun,
}

impl Sentence<'_, '_> {
    /// The noun before the number at or before token `j` and the words that compare it
    /// ("visitors" in "visitors over 18", "kids" in "kids aged 8+"), a few tokens back at most.
    fn noun_before_qualifier(&self, j: usize) -> Option<usize> {
        let mut k = j;
        for _ in 0..4 {
            let t = &self.t[k];
            let qualifier = matches!(t.kind, TokKind::Number | TokKind::Symbol('+'))
                || matches!(
                    &*t.text,
                    "over" | "under" | "above" | "below" | "aged" | "age" | "ages" | "than"
                );
            if !qualifier {
                break;
            }
            k = k.checked_sub(1)?;
        }
        (k < j && self.is_word(k) && !self.has(k, lx::ENGLISH_FUNCTION_WORD)).then_some(k)
    }

    fn subject(&self, modal: usize) -> Subject {
        match self.subject_before(modal) {
            None => Subject::None,
            Some(j) => {
                let w = self.w(j);
                let class = self.t[j].class;
                if is_first_person_i(&self.t[j]) {
                    Subject::Speaker
                } else if class & lx::THING_PRONOUN != 0
                    // "Your answer must fit in a tweet": what the one addressed writes, not
                    // a cause being guessed ("the answer must be the cache").
                    || j.checked_sub(1).is_none_or(|p| self.w(p) != "your")
                        && matches!(
                        w,
                        "culprit"
                            | "cause"
                            | "problem"
                            | "issue"
                            | "reason"
                            | "bug"
                            | "answer"
                            | "fix"
                            | "error"
                            | "outage"
                            | "leak"
                            | "crash"
                            | "fault"
                            | "failure"
                            | "glitch"
                            | "blockage"
                    )
                {
                    Subject::Thing
                } else if class & lx::AGENT_SUBJECT != 0
                    || w.ends_with('s') && lx::is_agent_subject(w.trim_end_matches('s'))
                    // What holds access acts under rules as a person does: "the sandbox
                    // account can't export results".
                    || holds_access(w)
                {
                    Subject::Agent
                } else if class & lx::DISCOURSE != 0 || matches!(w, "please" | ",") {
                    Subject::None
                } else {
                    // The head may sit before a modifier: "Patients on warfarin shouldn't".
                    let (start, _) = self.segment_of(modal);
                    let head = start
                        + usize::from(matches!(
                            self.w(start),
                            "the" | "all" | "our" | "any" | "every" | "each" | "new"
                        ));
                    // ... but not across a verb: "the doctor said the swelling should".
                    let verb_between = || {
                        (head + 1..j).any(|k| {
                            self.has(k, lx::FINITE_REPORT_VERB | lx::NEUTRAL_REPORT_VERB)
                                || self.looks_past_at(k) && !self.is_adjectival_participle(k)
                        })
                    };
                    if head < j
                        && (self.t[head].class & lx::AGENT_SUBJECT != 0
                            || self.w(head).ends_with('s')
                                && lx::is_agent_subject(self.w(head).trim_end_matches('s')))
                        && !verb_between()
                    {
                        Subject::Agent
                    } else {
                        Subject::Noun
                    }
                }
            }
        }
    }
}

/// A cue found in a sentence and whether it decides the verdict on its own.
struct Found {
    cue: Cue,
    decisive: bool,
}

/// Buffers reused from one sentence to the next, and through [`Scratch::take`] and
/// [`Scratch::give_back`] from one span to the next on a thread, so analysing a sentence
/// allocates nothing once they have grown to the longest sentence seen.
#[derive(Default)]
pub(crate) struct Scratch<'a> {
    /// The sentence's tokens without quotation marks (filled only when it has some).
    words: Vec<Tok<'a>>,
    /// Clause segments of the sentence (see [`Sentence::segments`]).
    segments: Vec<(usize, usize)>,
    /// Candidate clause starts of the sentence (see [`Sentence::clause_starts`]).
    clause_starts: Vec<(usize, bool)>,
    /// Trigger and principal tokens of the sentence (see [`Sentence::candidates`]).
    candidates: Vec<usize>,
    /// Cues found so far, decisive or not.
    found: Vec<Found>,
}

thread_local! {
    /// The buffers of the last span analysed on this thread, for the next span. A nested
    /// analysis (a callback analysing another text) finds it empty and allocates its own.
    static SPARE_SCRATCH: Cell<Scratch<'static>> = Cell::new(Scratch::default());
}

impl Scratch<'_> {
    /// Buffers larger than this many tokens (after a huge sentence) are freed, not kept.
    const MAX_SPARE_TOKENS: usize = 1 << 14;

    /// The buffers the last span on this thread left, or new ones.
    pub(crate) fn take<'a>() -> Scratch<'a> {
        // `try_with`: during thread teardown there is no spare, and analysing must not panic.
        SPARE_SCRATCH.try_with(Cell::take).unwrap_or_default()
    }

    /// Hand the buffers, emptied, to the next span on this thread.
    pub(crate) fn give_back(mut self) {
        if self.words.capacity() > Self::MAX_SPARE_TOKENS {
            return;
        }
        self.segments.clear();
        self.clause_starts.clear();
        self.candidates.clear();
        self.found.clear();
        let spare = Scratch {
            words: text::empty_reusing(self.words),
            segments: self.segments,
            clause_starts: self.clause_starts,
            candidates: self.candidates,
            found: self.found,
        };
        // During thread teardown the buffers are simply freed.
        let _ = SPARE_SCRATCH.try_with(|cell| cell.set(spare));
    }
}

/// Analyse one sentence and append the cues that decide it to `out` (nothing when the
/// sentence is narrative). `quote_marks` false says no token is a quotation mark (the
/// tokenizer saw none on the line), so the sentence is not searched for one.
// Never inlined: each caller's copy (see `KeepBounds`) is compiled on its own, with the
// helpers inlined into it as into the one copy there was (inlined into the polarity check's
// reader instead, it had the helpers called: 2% more instructions per decision).
#[inline(never)]
pub(crate) fn analyze_sentence<'a>(
    toks: &[Tok<'a>],
    quote_marks: bool,
    out: &mut Vec<Cue>,
    scratch: &mut Scratch<'a>,
    bounds: &mut impl KeepBounds,
) {
    bounds.start_sentence();
    if !may_bind(toks) {
        return;
    }
    // The buffers are borrowed field by field (the sentence reads some while `found` grows),
    // not moved out and back per sentence.
    let Scratch {
        words,
        segments,
        clause_starts,
        candidates,
        found,
    } = scratch;
    let has_quotes = quote_marks && toks.iter().any(|t| t.kind == TokKind::Quote);
    if has_quotes {
        words.clear();
        for run in toks.split(|t| t.kind == TokKind::Quote) {
            words.extend_from_slice(run);
        }
    }
    let t: &[Tok<'a>] = if has_quotes { words } else { toks };
    if t.is_empty() {
        return;
    }
    found.clear();
    let whole = Sentence::read(t, segments, clause_starts, candidates, |s| {
        run_rules(s, found, bounds);
        WholeSentence::of(s)
    });
    // A part of the sentence read on its own (into `found`, cleared first), when the whole
    // was not read as a rule; its bounds are kept already.
    let mut read_part = |part: &[Tok<'a>], found: &mut Vec<Found>| {
        found.clear();
        Sentence::read(part, segments, clause_starts, candidates, |s| {
            run_rules(s, found, &mut ());
        });
    };
    // "Quick reminder: nothing gets merged without a green pipeline": a universal subject
    // after a short label opens a sentence of its own, read when the whole was not (its
    // bounds are kept already).
    // "heads up, from today any change to the tags goes through a ticket first": a universal
    // subject after a lead naming the day a policy starts, likewise; and "for the bedbug job
    // on Tuesday don't be spraying ...", a ban after a spoken lead with no comma.
    if !found.iter().any(|f| f.decisive)
        && let Some(start) = leading_label_colon(t, whole.first_colon)
            .or_else(|| reminder_colon(t, whole.first_colon))
            .map(|colon| colon + 1)
            .or_else(|| universal_after_an_address(t))
            .or_else(|| universal_after_a_starting_day(t, &whole.words))
            .or_else(|| ban_after_a_spoken_lead(t, &whole.words))
    {
        read_part(&t[start..], found);
    }
    // "Parks Canada told us runners can't carry glass on the trail": what someone told the
    // writer is read on its own when the whole was not.
    if !found.iter().any(|f| f.decisive)
        && let Some(start) = told_complement(t, whole.classes)
    {
        read_part(&t[start..], found);
    }
    // "the landlord told us no pets on the balcony, anyway can you help me pack?": a
    // statement before a question that opens a later clause is read on its own.
    if !found.iter().any(|f| f.decisive)
        && let Some(end) = statement_before_question(t)
    {
        read_part(&t[..end], found);
    }
    if found.iter().any(|f| f.decisive) {
        out.extend(found.drain(..).map(|f| f.cue));
    }
}

/// What the first reading of a whole sentence noted that the readings of its parts ask again
/// (a screen: they read it here instead of searching the tokens).
#[derive(Clone, Copy)]
struct WholeSentence {
    /// The union of its tokens' word classes ([`Sentence::classes`]).
    classes: u32,
    /// Its first colon ([`Sentence::first_colon_before`]).
    first_colon: Option<usize>,
    /// The screened words among its tokens ([`Sentence::words`]).
    words: WordSet,
}

impl WholeSentence {
    #[inline(always)]
    fn of(s: &Sentence<'_, '_>) -> Self {
        WholeSentence {
            classes: s.classes,
            first_colon: s.first_colon,
            words: s.words,
        }
    }
}

/// An irregular participle of a deed done to a thing ("kept face-up", "left on"), as after
/// "wants the panel" (not a past tense that is no participle: "went", "was").
fn is_participle_of_a_deed(w: &str) -> bool {
    matches!(
        w,
        "kept"
            | "left"
            | "done"
            | "shut"
            | "set"
            | "put"
            | "held"
            | "sent"
            | "written"
            | "made"
            | "taken"
            | "hidden"
            | "cut"
            | "paid"
            | "frozen"
            | "hung"
            | "swept"
            | "given"
            | "brought"
            | "built"
    )
}

/// The end of a statement that a question follows in the same sentence, after a comma, a
/// semicolon or a dash ("..., anyway can you help me pack?", "...; what do you think?"): the
/// sentence ends with "?", does not open as a question or a condition itself, and a clause
/// after the mark opens with an auxiliary and its subject or a question word.
fn statement_before_question(t: &[Tok<'_>]) -> Option<usize> {
    if !t.last()?.is_punct('?') || opens_a_question(t, 0) || t[0].text == "if" {
        return None;
    }
    // "Must the Clerk send the agenda seven days ahead, or is it three?": the first part is a
    // question too, its modal before its subject.
    let inverted = matches!(
        &*t[0].text,
        "must" | "should" | "shall" | "can" | "may" | "do" | "does" | "is" | "are" | "will"
    ) && t.get(1).is_some_and(|x| {
        matches!(
            &*x.text,
            "the" | "a" | "an" | "this" | "that" | "our" | "your" | "their" | "my" | "every"
        )
    });
    if inverted {
        return None;
    }
    (3..t.len().saturating_sub(3))
        .find(|&i| {
            matches!(t[i].kind, TokKind::Punct(',' | ';' | '—')) && opens_a_question(t, i + 1)
        })
        .filter(|&end| !polite_lead_and_topic(&t[..end]))
}

/// "Please, the skip" of "Please, the skip, is it still coming Friday?": "please" and its
/// comma, then only a topic the question after it is about, a few words with no verb: the
/// "please" softens that question and is no request of its own (cls64a; not "Please, move
/// the skip, can you?", an order before the question). Or the one addressed and a comma
/// before the "please" ("Chef, please, is it true ...?", cls66a).
fn polite_lead_and_topic(t: &[Tok<'_>]) -> bool {
    let polite = |x: &Tok<'_>| matches!(&*x.text, "please" | "pls" | "plz");
    let no_verb =
        |x: &Tok<'_>| x.kind == TokKind::Word && x.class & (lx::BASE_VERB | lx::TRIGGER) == 0;
    if let [who, comma, please] = t {
        return no_verb(who) && comma.is_punct(',') && polite(please);
    }
    t.len() > 2 && t.len() <= 6 && polite(&t[0]) && t[1].is_punct(',') && t[2..].iter().all(no_verb)
}

/// A question opens at token `i`, after at most two discourse words ("anyway", "so", "ok"):
/// an auxiliary and a subject ("can you", "do we", "is it"), a question word ("what",
/// "how") or a request for ideas ("any tips", "thoughts").
fn opens_a_question(t: &[Tok<'_>], i: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let lead = (i..i + 2)
        .take_while(|&k| {
            t.get(k).is_some_and(|x| {
                x.class & lx::DISCOURSE != 0 || matches!(&*x.text, "anyway" | "anyways" | "lol")
            })
        })
        .count();
    let j = i + lead;
    // "..., any ideas?", "..., thoughts?": a question without a verb.
    let verbless = matches!(
        w(j),
        "any" | "thoughts" | "ideas" | "suggestions" | "tips" | "advice"
    );
    verbless
        || matches!(w(j), "what" | "how" | "why" | "where" | "which" | "who")
        || matches!(
            w(j),
            "can"
                | "could"
                | "would"
                | "will"
                | "do"
                | "does"
                | "did"
                | "is"
                | "are"
                | "should"
                | "shall"
                | "may"
        ) && matches!(
            w(j + 1),
            "you" | "u" | "we" | "i" | "it" | "they" | "he" | "she" | "someone" | "anyone"
        )
}

/// Every rule on sentence `s`, in order, into `found`; the numeric-bound rule hands the
/// sentence's bounds to `bounds`.
fn run_rules<'a>(s: &Sentence<'_, 'a>, found: &mut Vec<Found>, bounds: &mut impl KeepBounds) {
    imperatives(s, found);
    negations(s, found);
    modals(s, found);
    prohibitions_and_permissions(s, found);
    // The numeric-bound rule looks for bounds in statements with a comparator word (a
    // sentence without one has none) and hands each to `bounds`.
    bounds.read_sentence(s.classes & lx::COMPARATOR == 0 || !(s.question || s.hypothetical));
    numeric_bounds(s, found, bounds);
    limit_statements(s, found);
    conditionals(s, found);
    // Most sentences report no principal: asked here, the call is saved.
    if s.principal_frame.is_some() {
        reported(s, found);
    }
    team_decision(s, found);
    speaker_preferences(s, found);
    drop_quoted_and_past_habits(s, found);
}

/// The colon ending a short label that opens the sentence ("Reminder:", "Quick reminder:",
/// "Heads up:"), followed by a universal subject ("nothing", "every", "nobody"...): one to
/// three words, none quoted, with at least three tokens after the colon. `first_colon` is
/// the sentence's first colon, if any.
fn leading_label_colon(t: &[Tok<'_>], first_colon: Option<usize>) -> Option<usize> {
    let colon = first_colon.filter(|&colon| colon < 4)?;
    let label_of_words = colon > 0
        && t[..colon]
            .iter()
            .all(|x| x.kind == TokKind::Word && !x.quoted);
    let universal_subject = t
        .get(colon + 1)
        .is_some_and(|x| !x.quoted && is_universal_subject(x));
    (label_of_words && universal_subject && t.len() >= colon + 4).then_some(colon)
}

/// Where a universal subject starts after the people addressed and a comma ("Lads, nothing
/// goes down the cellar steps on your shoulder", "Nah mate, nobody heads up the range solo"):
/// one to three unquoted words before the comma, the last a word for those addressed
/// ([`is_address`]), none before it a verb, modal or pronoun (cls58).
fn universal_after_an_address(t: &[Tok<'_>]) -> Option<usize> {
    let comma = (1..t.len().min(4)).find(|&k| t[k].is_punct(','))?;
    let lead = t[..comma - 1].iter().all(|x| {
        x.kind == TokKind::Word
            && !x.quoted
            && x.class & (lx::BASE_VERB | lx::MODAL | lx::AGENT_SUBJECT | lx::THING_PRONOUN) == 0
    });
    let subject = comma + 1;
    (lead
        && !t[comma - 1].quoted
        && is_address(&t[comma - 1].text)
        && t.get(subject)
            .is_some_and(|x| !x.quoted && is_universal_subject(x))
        && t.len() >= subject + 3)
        .then_some(subject)
}

/// A word calling on those a message is for: "lads", "mate", "folks", "team"...
fn is_address(w: &str) -> bool {
    matches!(
        w,
        "lads"
            | "mate"
            | "mates"
            | "boys"
            | "girls"
            | "ladies"
            | "gents"
            | "guys"
            | "folks"
            | "team"
            | "crew"
            | "people"
            | "all"
            | "y'all"
            | "everyone"
            | "everybody"
            | "bro"
            | "dude"
    )
}

/// The sentence's first colon (`first_colon`), among its first twelve tokens, closing a lead
/// that reminds of a rule ([`stated_policies::just_in_case_before`]: "Reckon y'all heard, but
/// just in case: phones stay in the lockers"): what follows it, unquoted and of at least three
/// tokens, is a sentence of its own.
fn reminder_colon(t: &[Tok<'_>], first_colon: Option<usize>) -> Option<usize> {
    first_colon.filter(|&colon| {
        colon < 12
            && t.len() >= colon + 4
            && !t[colon + 1].quoted
            && stated_policies::just_in_case_before(t, colon)
    })
}

/// Where the clause after "told us" (or "tells me", "told everyone", maybe with "that") starts,
/// when the words before "told" are a subject opening the sentence, maybe after a speaker's
/// label ("Parks Canada told us runners can't carry glass on the trail", "the vet tells me
/// dogs can't have grapes", "Devika: regional just told me any car ... stays off rent").
/// `classes` is the union of the sentence's word classes: without a directive report verb
/// there is no "told" to look for.
fn told_complement(t: &[Tok<'_>], classes: u32) -> Option<usize> {
    if classes & lx::DIRECTIVE_REPORT_VERB == 0 {
        return None;
    }
    let told = t.iter().take(8).position(|x| {
        x.class & lx::DIRECTIVE_REPORT_VERB != 0 && matches!(&*x.text, "told" | "tells" | "tell")
    })?;
    let object = t
        .get(told + 1)
        .is_some_and(|x| matches!(&*x.text, "us" | "me" | "you" | "everyone" | "them"));
    let start = told + 2 + usize::from(t.get(told + 2).is_some_and(|x| x.text == "that"));
    // "Devika: btw regional just told me ...": a chat speaker's label of a word or two
    // before the subject.
    let label_end = t
        .iter()
        .take(3)
        .position(|x| x.is_punct(':'))
        .map_or(0, |colon| colon + 1);
    (told > label_end
        && object
        && t[label_end..told]
            .iter()
            .all(|x| x.kind == TokKind::Word && !x.quoted)
        && t.len() >= start + 3)
        .then_some(start)
}

/// Where a universal subject starts after a lead naming the day a policy starts ("From today
/// any change ...", "starting Monday, all deploys ...", "as of today every visitor ..."), the
/// lead opening the sentence or following a comma or a colon in its first words. `words`
/// holds the screened words of `t`.
fn universal_after_a_starting_day(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    const LEADS: [&str; 3] = ["from", "starting", "as"];
    if !words.holds_any(&const { WordSet::of_words(&LEADS) }) {
        return None;
    }
    let lead = (0..t.len().min(16)).find(|&k| {
        // (The word first: few tokens are one of the three; both tests are pure.)
        LEADS.contains(&&*t[k].text) && (k == 0 || t[k - 1].is_punct(',') || t[k - 1].is_punct(':'))
    })?;
    let day = match &*t[lead].text {
        "as" if t.get(lead + 1)?.text == "of" => lead + 2,
        "as" => return None,
        _ => lead + 1,
    };
    if !(matches!(&*t.get(day)?.text, "today" | "tomorrow" | "tonight")
        || crate::classify::numbers::is_date_word(t, day))
    {
        return None;
    }
    let subject = day + 1 + usize::from(t.get(day + 1)?.is_punct(','));
    // ("from tomorrow anyone going up takes the camera": "everyone" and "anyone" too, cls63b.)
    let universal = t.get(subject).is_some_and(|x| {
        !x.quoted && (is_universal_subject(x) || stated_policies::is_everyone(&x.text))
    });
    (universal && t.len() >= subject + 3).then_some(subject)
}

/// Where a ban starts after a spoken lead of topic or time with no comma ("for the bedbug job
/// on Tuesday don't be spraying the mattresses yourself", "so um on the night shift never
/// prop the fire door"): fillers, a preposition opening the sentence, then one to six words or
/// numbers naming a thing or a day (no pronoun, modal, past form or quoted word: no clause of
/// its own), then "don't", "never" or "do not", read on its own as after a comma.
///
/// `words` holds the screened words of `t`: without "don't", "never" or "not", no walk.
fn ban_after_a_spoken_lead(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    if !words.holds_any(&const { WordSet::of_words(&["don't", "never", "not"]) }) {
        return None;
    }
    let lead = t
        .iter()
        .take_while(|x| {
            matches!(
                &*x.text,
                "so" | "um" | "uh" | "erm" | "ok" | "okay" | "right" | "and" | "now"
            )
        })
        .count();
    if !matches!(
        &*t.get(lead)?.text,
        "for" | "on" | "at" | "in" | "during" | "with" | "about"
    ) {
        return None;
    }
    let ban = (lead + 2..(lead + 8).min(t.len())).find(|&b| {
        matches!(&*t[b].text, "don't" | "never")
            || t[b].text == "do" && t.get(b + 1).is_some_and(|x| x.text == "not")
    })?;
    let named = t[lead + 1..ban].iter().all(|x| {
        matches!(x.kind, TokKind::Word | TokKind::Number)
            && !x.quoted
            && x.class & (lx::MODAL | lx::THING_PRONOUN | lx::PAST_MARKER) == 0
            && !matches!(&*x.text, "we" | "you" | "they" | "me" | "us" | "them")
    });
    (named && t.len() >= ban + 3).then_some(ban)
}

/// "all", "every", "nothing", "nobody"...: a word that opens a universal policy ("All strings
/// go through the i18n helper", "Nothing ships on Fridays").
fn is_universal_subject(t: &Tok<'_>) -> bool {
    matches!(
        &*t.text,
        "all" | "every" | "each" | "any" | "nothing" | "nobody" | "anything" | "everything"
    )
}

/// "Every time I try it needs a restart", "each time we boot it, the router needs a reset":
/// the sentence opens with an occasion the speaker tells of, so what a thing needs then is
/// a report of how it behaves, no rule.
fn opens_with_a_told_occasion(s: &Sentence<'_, '_>) -> bool {
    matches!(s.w(0), "every" | "each") && s.is(1, "time") && matches!(s.w(2), "i" | "we")
}

/// "twice a day", "once per week", "3 times a month" at `i`: a frequency word, "a" or "per",
/// and a unit of time.
fn frequency_at(toks: &[Tok<'_>], i: usize) -> bool {
    let w = |k: usize| toks.get(k).map_or("", |t| &*t.text);
    matches!(w(i), "once" | "twice" | "thrice" | "times")
        && matches!(w(i + 1), "a" | "an" | "per" | "every")
        && matches!(
            w(i + 2),
            "day" | "week" | "month" | "year" | "hour" | "night" | "morning" | "evening"
        )
}

/// The last index of a phrase at `i` saying "at every moment": "at all times", "all the time",
/// "the whole time", "the entire time", "day and night", "night and day" (dialect "day an
/// night" too), "round the clock", "around the clock", "24/7". What a sign or a state is held for
/// with no end: the class is complete as English says it (cls63). Or every moment of a span,
/// "(for) the whole shift", "for the whole of the stocktake" ([`whole_span_end`], cls66a). A
/// frequency ("every day") is not one: it is asked apart ([`frequency_at`]).
pub(super) fn always_phrase_end(toks: &[Tok<'_>], i: usize) -> Option<usize> {
    let w = |k: usize| toks.get(k).map_or("", |t| &*t.text);
    // "for the whole shift": "for" before "the whole" or "the entire" (cls66a).
    let for_the_whole =
        w(i) == "for" && w(i + 1) == "the" && matches!(w(i + 2), "whole" | "entire");
    let i = i + usize::from(for_the_whole);
    let len = match w(i) {
        "at" if w(i + 1) == "all" && w(i + 2) == "times" => 3,
        "all" if w(i + 1) == "the" && w(i + 2) == "time" => 3,
        "the" if matches!(w(i + 1), "whole" | "entire") => {
            return whole_span_end(toks, i + 2, for_the_whole);
        }
        "day" | "night"
            if matches!(w(i + 1), "and" | "an" | "n")
                && w(i + 2) == if w(i) == "day" { "night" } else { "day" } =>
        {
            3
        }
        "round" | "around" if w(i + 1) == "the" && w(i + 2) == "clock" => 3,
        "24/7" => 1,
        _ => return None,
    };
    Some(i + len - 1)
}

/// The end of the span after "the whole" or "the entire" (its noun at `k`), which a sign or a
/// kept state holds through at every moment (cls66a): "time", a unit of time ("the whole
/// day", "the entire week") or a part of a working day ("the whole shift", "the whole
/// night"); or, after "for" (`after_for`), "of" and the occasion named by up to four words
/// ("for the whole of the stocktake"). Not "the whole team" nor "by the whole of the board",
/// whom, not when.
fn whole_span_end(toks: &[Tok<'_>], k: usize, after_for: bool) -> Option<usize> {
    let noun = &*toks.get(k)?.text;
    if noun == "time"
        || matches!(
            noun,
            "night" | "morning" | "evening" | "afternoon" | "weekend" | "shift" | "watch"
        )
        || crate::classify::numbers::is_time_unit(noun)
    {
        return Some(k);
    }
    if !after_for || noun != "of" {
        return None;
    }
    let words = toks[k + 1..]
        .iter()
        .take(4)
        .take_while(|x| x.kind == TokKind::Word)
        .count();
    (words > 0).then_some(k + words)
}

/// "happens", "fails", "crashes"...: a third-person verb saying that an event occurs. A
/// condition or a bound on when it occurs describes it ("the segfault happens only on ARM",
/// "the regex fails on inputs longer than 10,000 characters").
fn is_occurrence_verb(w: &str) -> bool {
    // Each ends in "s": one byte rules out most words before any compare.
    w.ends_with('s')
        && matches!(
            w,
            "happens"
                | "occurs"
                | "appears"
                | "shows"
                | "fails"
                | "crashes"
                | "breaks"
                | "hangs"
                | "fires"
                | "triggers"
                | "reproduces"
                | "goes"
                | "chokes"
                | "errors"
                | "exits"
                | "panics"
                | "aborts"
                | "throws"
                | "repros"
        )
}

/// A device's signal at `k`, "the alarm only sounds if ...", "the sensor beeps when ...": the
/// verb after the device or an adverb of how often (the verbs are plural nouns too: "trips
/// more than 30 days out").
fn signals_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    // Each ends in "s": one byte rules out most words before any compare.
    w.ends_with('s')
        && matches!(
            w,
            "sounds" | "beeps" | "rings" | "buzzes" | "flashes" | "blinks" | "trips"
        )
        && k > 0
        && matches!(
            s.w(k - 1),
            "alarm"
                | "bell"
                | "buzzer"
                | "siren"
                | "light"
                | "sensor"
                | "breaker"
                | "it"
                | "only"
                | "always"
                | "never"
                | "still"
        )
}

/// A verb in `from..to` tells that something occurs ("it only fails if the cache is cold").
fn tells_an_occurrence(s: &Sentence<'_, '_>, from: usize, to: usize) -> bool {
    (from..to).any(|k| {
        is_occurrence_verb(s.w(k)) || signals_at(s, k) || answers_at(s, k) || occurring_at(s, k)
    })
}

/// An event going on at `k`, in the progressive: "the logger is showing one excursion above 8
/// degrees", "the job keeps failing on inputs over 1 MB".
fn occurring_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    k > 0
        && matches!(
            s.w(k),
            "showing"
                | "failing"
                | "crashing"
                | "happening"
                | "occurring"
                | "erroring"
                | "throwing"
        )
        && matches!(s.w(k - 1), "is" | "are" | "keeps" | "kept" | "was" | "were")
}

/// What a program answers at `k`, after its name: "the /bookings endpoint returns 429 when
/// more than 10 requests arrive" (not "Returns are processed within 10 days", a noun).
fn answers_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(s.w(k), "returns" | "responds")
        && k > 0
        && s.is_word(k - 1)
        && !s.has(k - 1, lx::ENGLISH_FUNCTION_WORD)
}

/// A verb in `from..to` tells where or when an event was seen ("the crash happens on Safari
/// only", "repros on retail units only, not dev kits"): what narrows it is where it was seen,
/// no limit. Not "goes", which also places things ("the rota goes on the shared drive, not by
/// email"), nor a free relative's verb ("whatever happens, ...").
fn seen_to_occur(s: &Sentence<'_, '_>, from: usize, to: usize) -> bool {
    (from..to).any(|k| {
        is_occurrence_verb(s.w(k))
            && s.w(k) != "goes"
            && !(k > 0 && matches!(s.w(k - 1), "whatever" | "whichever" | "what"))
    })
}

/// A noun naming a record of what happened, as a heading's or a lead's last word: "Deploy
/// log:", "Build summary:", "Handover notes:", "Outage timeline:" (what follows it reports),
/// or of what was counted: "Inventory:", "Turnstile count:", "Stocktake:" (cls69a).
pub(super) fn names_a_record(w: &str) -> bool {
    matches!(
        w,
        "report"
            | "summary"
            | "results"
            | "log"
            | "stats"
            | "findings"
            | "notes"
            | "recap"
            | "timeline"
            | "inventory"
            | "count"
            | "tally"
            | "stocktake"
    )
}

/// A word that says a ban, or opens one: "no", "never", "not", "don't" (or "dont"),
/// "nobody", "nothing".
pub(super) fn is_ban_word(w: &str) -> bool {
    matches!(
        w,
        "no" | "never" | "don't" | "dont" | "nobody" | "nothing" | "not"
    )
}

/// Token `i` is the `>` of a markup tag, `<rules>` or `</b>`, the `]` of a bracketed label,
/// `[rules]`, or of an arrow, `->` ("incident mentioned -> escalate"), an arrow of its own
/// (`→`, `⇒`), or a cell's bar before a ban in a markdown table's row (`| Rated league | No
/// draw offers before move 30 |`, a row opening with a bar; not a cell naming a task, `| Open
/// to all members |`), or a sign's `=` between a state and a ban (`RED LAMP ON = NO
/// ENTRY`, cls64a; spaced, words either side, as a rule on a wall writes it; not `retries=3`):
/// what follows starts a clause.
fn ends_a_lead(t: &[Tok<'_>], i: usize) -> bool {
    let symbol = |k: usize, c: char| t.get(k).is_some_and(|x| x.kind == TokKind::Symbol(c));
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    // A ban opens at `k`: "no", "never", "don't", "do not" ...
    let opens_a_ban =
        |k: usize| is_ban_word(w(k)) || w(k) == "do" && matches!(w(k + 1), "not" | "never");
    match t[i].kind {
        TokKind::Symbol('>') => {
            i >= 1 && symbol(i - 1, '-')
                || i >= 2
                    && t[i - 1].kind == TokKind::Word
                    && (symbol(i - 2, '<') || i >= 3 && symbol(i - 2, '/') && symbol(i - 3, '<'))
                || closes_a_tag_with_attributes(t, i)
        }
        TokKind::Symbol(']') => i >= 2 && t[i - 1].kind == TokKind::Word && symbol(i - 2, '['),
        TokKind::Symbol('→' | '⇒') => true,
        TokKind::Symbol('|') => t[0].kind == TokKind::Symbol('|') && opens_a_ban(i + 1),
        TokKind::Symbol('=') => {
            let spaced = |a: usize, b: usize| t[a].range.end < t[b].range.start;
            i > 0
                && i + 2 < t.len()
                && t[i - 1].kind == TokKind::Word
                && t[i + 2].kind == TokKind::Word
                && spaced(i - 1, i)
                && spaced(i, i + 1)
                && opens_a_ban(i + 1)
        }
        _ => false,
    }
}

/// Token `i` is the `>` of an opening tag with attributes, `<user_note priority="high">`: a
/// `<`, the tag's name, then (within a few tokens) only names, values, `=` and quotation
/// marks, one `=` at least.
fn closes_a_tag_with_attributes(t: &[Tok<'_>], i: usize) -> bool {
    let Some(open) = (i.saturating_sub(12)..i)
        .rev()
        .find(|&k| t[k].kind == TokKind::Symbol('<'))
    else {
        return false;
    };
    let attributes = &t[(open + 2).min(i)..i];
    t.get(open + 1)
        .is_some_and(|name| name.kind == TokKind::Word)
        && attributes.iter().any(|x| x.kind == TokKind::Symbol('='))
        && attributes.iter().all(|x| {
            matches!(
                x.kind,
                TokKind::Word | TokKind::Number | TokKind::Quote | TokKind::Symbol('=')
            )
        })
}

/// What [`analyze_sentence`] does with the comparator bounds ("at most 3", "by Friday") the
/// numeric-bound rule finds: `classify` keeps none (`()`, which compiles to nothing); the
/// polarity check keeps them in a [`SentenceBounds`] instead of looking for them again.
pub(crate) trait KeepBounds {
    /// A sentence is handed to [`analyze_sentence`]; its bounds are not known yet.
    fn start_sentence(&mut self);
    /// The sentence passed the screen and its bounds are about to be looked for; `complete`
    /// tells whether the rule will find all of them (it skips questions and hypotheticals).
    fn read_sentence(&mut self, complete: bool);
    /// One bound of the sentence, in text order.
    fn keep(&mut self, bound: numbers::Bound);
}

impl KeepBounds for () {
    fn start_sentence(&mut self) {}
    fn read_sentence(&mut self, _complete: bool) {}
    fn keep(&mut self, _bound: numbers::Bound) {}
}

impl KeepBounds for SentenceBounds {
    fn start_sentence(&mut self) {
        self.complete = false;
    }

    fn read_sentence(&mut self, complete: bool) {
        self.list.clear();
        self.complete = complete;
    }

    fn keep(&mut self, bound: numbers::Bound) {
        self.list.push(bound);
    }
}

/// The comparator bounds of the sentence last handed to [`analyze_sentence`], kept for a
/// caller that reads them too (the polarity check, which would otherwise look for them
/// again). The list is reused from sentence to sentence and, through
/// [`SentenceBounds::take`] and [`SentenceBounds::give_back`], from span to span on a
/// thread.
pub(crate) struct SentenceBounds {
    list: Vec<numbers::Bound>,
    /// `list` holds every bound of the sentence.
    complete: bool,
}

thread_local! {
    /// The bound list of the last span analysed on this thread, for the next span.
    static SPARE_BOUNDS: Cell<Vec<numbers::Bound>> = const { Cell::new(Vec::new()) };
}

impl SentenceBounds {
    /// Lists longer than this (after a sentence of thousands of bounds) are freed, not kept.
    const MAX_SPARE_BOUNDS: usize = 1 << 10;

    /// The list the last span on this thread left, or a new one.
    pub(crate) fn take() -> SentenceBounds {
        SentenceBounds {
            // `try_with`: during thread teardown there is no spare, and reading must not panic.
            list: SPARE_BOUNDS.try_with(Cell::take).unwrap_or_default(),
            complete: false,
        }
    }

    /// Hand the list, emptied, to the next span on this thread.
    pub(crate) fn give_back(mut self) {
        if self.list.capacity() > Self::MAX_SPARE_BOUNDS {
            return;
        }
        self.list.clear();
        // During thread teardown the list is simply freed.
        let _ = SPARE_BOUNDS.try_with(|cell| cell.set(self.list));
    }

    /// Every comparator bound of the sentence last handed to [`analyze_sentence`], in text
    /// order and as [`numbers::bounds_into`] finds them on its tokens without quotation
    /// marks; `None` when the rules did not look for them (the screen [`may_bind`] turned
    /// the sentence away, or it is a question or a hypothetical with a comparator word).
    pub(crate) fn get(&self) -> Option<&[numbers::Bound]> {
        self.complete.then_some(&self.list[..])
    }
}

/// The plural "you" that names who an order is for: Southern US "y'all", Grenadian and
/// Trinidadian "allyuh" ("Allyuh check ID fuh every single rocket sale"), and a spelling
/// longer than three letters read as "you" ([`text`]'s chat spellings "yous", "youse",
/// "wunna", "allyou", "oonuh"); not "you" itself, nor a short spelling ("yu", "ya", "yuh"),
/// which tell a habit as often as they order (dia68 for all but "y'all"). ("allyuh" is not
/// respelled "you": its vocative, "Allyuh, doh open de door", would name the rule's subject
/// to the rewrite check.)
fn is_plural_you(t: &Tok<'_>) -> bool {
    matches!(&*t.text, "y'all" | "yall" | "allyuh") || t.text == "you" && t.range.len() > 3
}

/// "and", "then", "but", "or", "so", "otherwise": a word that opens a new clause. They are
/// discourse words, so the class rules out most tokens before any compare. Inlined: it is
/// asked of every token of a sentence, and the class test alone usually answers.
#[inline(always)]
fn is_clause_conjunction(t: &Tok<'_>) -> bool {
    t.class & lx::DISCOURSE != 0
        && matches!(&*t.text, "and" | "then" | "but" | "or" | "so" | "otherwise")
}

/// "should we be worried that the pump stopped twice or is that normal", "do we need to
/// restart it", "can it wait": an auxiliary, then a subject other than "you" ("can you ..."
/// asks a favour, "should you see an error, ..." sets a condition), opening a sentence that no
/// `.` or `!` ends: a question typed without its mark.
// Inlined: asked of every sentence read, and its first test (a closing mark) turns most away.
#[inline(always)]
fn is_unmarked_yes_no_question(t: &[Tok<'_>]) -> bool {
    let [first, second, .., last] = t else {
        return false;
    };
    // ("do it before lunch", "do this first": orders.)
    let pronoun = || {
        matches!(&*second.text, "we" | "i" | "they" | "he" | "she")
            || first.text != "do" && matches!(&*second.text, "it" | "this" | "that" | "there")
    };
    // "can it wait", "will it be ready by friday": asked of a thing or a third party ("can
    // you ...", "could we always ..." may ask a favour).
    let asks_of_a_third = || {
        matches!(&*first.text, "can" | "could" | "will" | "would")
            && matches!(
                &*second.text,
                "it" | "this" | "that" | "there" | "they" | "he" | "she"
            )
    };
    // "does the pump need a new seal": a noun phrase after a finite auxiliary ("do the
    // dishes" is an order).
    let noun_phrase = || {
        matches!(
            &*first.text,
            "does" | "did" | "is" | "are" | "was" | "were" | "should"
        ) && matches!(
            &*second.text,
            "the" | "a" | "an" | "my" | "our" | "your" | "their"
        )
    };
    // "Should I be late, start without me": a condition, inverted, before its main clause.
    let inverted_condition =
        || matches!(&*first.text, "should" | "were") && t.iter().any(|x| x.is_punct(','));
    // Most sentences end with a mark: asked first.
    !matches!(last.kind, TokKind::Punct('.' | '!') | TokKind::Symbol('!'))
        && (matches!(
            &*first.text,
            "should" | "do" | "does" | "did" | "is" | "are" | "was" | "were" | "shall"
        ) && (pronoun() || noun_phrase())
            && !inverted_condition()
            || asks_of_a_third())
}

/// Cheap screen: a sentence with no trigger word and no word at a clause start that could be
/// a verb cannot produce a cue, so the full analysis is skipped.
// Inlined into both copies of `analyze_sentence` (see `KeepBounds`), as into the one
// there was: called, it costs the polarity check's reader 2% more instructions.
#[inline(always)]
fn may_bind(toks: &[Tok<'_>]) -> bool {
    // The token pass first: most sentences that bind have a trigger word early, and every
    // test is a pure question about the tokens, so the order changes no answer. When it
    // finds no token that binds, it has read them all, and noted their screened words for
    // the readings below (a sentence read further has them noted by `Sentence::read`).
    let mut words = WordSet::default();
    may_bind_at_a_token(toks, &mut words)
        // (maybe stressed: "Absolutely nobody climbs the tower till ...")
        || toks
            .get(usize::from(toks.first().is_some_and(|t| t.text == "absolutely")))
            .is_some_and(is_universal_subject)
        // an order after a lead naming what it is for ("For the schedule skip the bed"),
        // the one who does a thing ("Only Sipho signs off on ..."), or an operation in
        // progress a negative subject's act waits out ("While the crane is lifting, nobody
        // enters the pit"), or Bislama's ban "Nomoa smok klosap long stoa"
        // (`modals::bislama_no_more`, dia68)
        || toks
            .first()
            .is_some_and(|t| matches!(&*t.text, "for" | "only" | "while" | "nomoa"))
        // a wish after its condition ("If someone could lock up, that'd be grand": cls56)
        || toks.first().is_some_and(|t| t.text == "if")
            && toks.iter().any(|t| matches!(&*t.text, "that'd" | "it'd" | "would"))
        // a class's convention ("Answers end with a summary") or routine ("Visitors sign the
        // NDA before entering")
        || stated_policies::class_opening_or_closing(toks, &words).is_some()
        || stated_policies::opens_with_a_role_and_its_verb(toks)
        // a deed's doer left open ("Kits are restocked by whoever used them": cls62)
        || words.holds_any(&const { WordSet::of_words(&["whoever", "whoever's"]) })
        // a thing due back after every use ("Coil back in the cupboard after use": cls62;
        // "Trimmers back in the drawer when you're done": cls67b)
        // "Combs back in the jar between every head", "keys back on the board end of every
        // shift": each such occasion (cls70b)
        || words.holds_any(&const { WordSet::of_words(&["after", "end", "between"]) })
            && toks.windows(2).any(|p| {
                matches!(&*p[0].text, "after" | "between")
                    && matches!(&*p[1].text, "use" | "each" | "every")
                    || p[0].text == "end" && p[1].text == "of"
            })
        // ("when you done": the copula dropped, cls70b.)
        || words.holds_any(&const { WordSet::of_words(&["done"]) })
            && toks.windows(2).any(|p| {
                matches!(&*p[0].text, "when" | "once" | "you're" | "are" | "you")
                    && p[1].text == "done"
            })
        // a count out at once ("Six boxes at a table at any one time": cls62), maybe after a
        // lead naming how long it holds ("Until further notice, one van at a time": cls65b)
        || toks.get(verbless::span_lead_end(toks)).is_some_and(|t| {
            t.kind == TokKind::Number || t.class & lx::NUMBER_WORD != 0
        }) && toks.iter().any(|t| matches!(&*t.text, "time" | "once"))
        // a count per head, maybe after a label ("Two tokens each", "Rolls: one each": cls65a)
        || verbless::closing_each(toks).is_some()
            && toks
                .iter()
                .any(|t| t.kind == TokKind::Number || t.class & lx::NUMBER_WORD != 0)
        // the rest of the people and their act ("Everyone else pays at the pump": cls62)
        || toks.get(1).is_some_and(|t| t.text == "else")
            && toks
                .first()
                .is_some_and(|t| stated_policies::is_everyone(&t.text))
        // a shift's duty ("The closing brewer logs the cooler temperature")
        || stated_policies::shift_holder_and_verb(toks, &words).is_some()
        // a role's approval ("The GM approves comps")
        || stated_policies::role_and_approval(toks).is_some()
        // a universal policy ("All strings go through the i18n helper"), or a statement under
        // a label naming a rule ("Policy: ...")
        || stated_policies::rule_label_colon(toks).is_some()
        // a policy closed to exceptions ("..., full stop")
        || stated_policies::exception_closer(toks, &words).is_some()
        // a procedure for a class narrowed by a participle ("Parcels dropped off after noon
        // are shipped the next day")
        || stated_policies::narrowed_class_and_a_passive(toks)
        // a state kept from a date on ("From tomorrow the gate stays locked")
        || stated_policies::state_kept_from_a_date(toks, &words).is_some()
        // a state kept through an occasion ("The bar stays closed during matinees")
        || stated_policies::state_kept_through_an_occasion(toks, &words).is_some()
        // a state held whatever comes ("The gate's locked, no matter what": cls64a)
        || stated_policies::concessive_close(toks, &words).is_some()
        // an order of steps, the last one's verb left out ("X goes out ahead of Y, Z after")
        || stated_policies::order_with_the_last_left_out(toks).is_some()
        // one kind for each case ("Pine is used for frames; oak for tops": cls64d)
        || stated_policies::passive_with_a_gapped_pairing(toks, &words)
        // where a kind of thing is kept ("PII stays in the EU region")
        || stated_policies::kind_kept_in_a_place(toks, &words).is_some()
        // where one thing is kept ("The key lives in the safe and it stays there": cls65b)
        || stated_policies::kept_where_it_lives(toks, &words).is_some()
        // a bound stated as a standing value: what misses it turned away ("anything weaker
        // goes back", "batches that don't hit it go back through"), or held until a review
        // ("the toll is £6 until the board reviews it": cls65d)
        || numeric_bounds::standing_value(toks).is_some()
        // a task given to a count of people ("Rinse-back is done by two nurses")
        || stated_policies::counted_doers_at(toks, &words).is_some()
        // where every act of a kind takes place ("All work with X happens in the cabinet")
        || toks.first().is_some_and(|t| t.text == "all")
            && toks
                .iter()
                .any(|t| matches!(&*t.text, "happens" | "happen" | "takes" | "take"))
        // a reminder's heading ("reminder: nobody tells Gwen")
        || (1..toks.len().min(6)).any(|k| stated_policies::closes_a_reminder_heading(toks, k))
        // a reminder's heading closed by a colon further on ("..., but just in case: phones
        // stay in the lockers")
        || reminder_colon(toks, toks.iter().take(12).position(|x| x.is_punct(':'))).is_some()
        // a task under an action label ("ACTION: Ops to hold all burns")
        || verbless::action_item_to(toks).is_some()
        // a sign that is the whole sentence ("Gloves on.": cls62b)
        || verbless::is_a_whole_sentence_sign(toks)
        // a step a kind of thing is owed before an event ("Bags tagged before they go in":
        // cls63b)
        || words.holds_any(&const { WordSet::of_words(&["before"]) })
            && stated_policies::participle_after_a_bare_noun(toks).is_some()
        // a universal subject after the day a policy starts ("From tomorrow anyone going up
        // takes the camera ...": cls63b)
        || universal_after_a_starting_day(toks, &words).is_some()
}

/// The word classes [`may_bind_at_a_token`] asks of a word inside a clause before it binds
/// ("a" and "an", compared there, are function words: a test holds them to it).
const MAY_BIND_AT_A_WORD: u32 = lx::TRIGGER
    | lx::PRINCIPAL
    | lx::LIMIT_NOUN
    | lx::LIMIT_VERB
    | lx::AGENT_SUBJECT
    | lx::SENTENCE_HEAD
    | lx::DIRECTIVE_REPORT_VERB
    | lx::NEUTRAL_REPORT_VERB
    | lx::NUMBER_WORD
    | lx::WEAK_TRIGGER
    | lx::ENGLISH_FUNCTION_WORD;

/// The part of [`may_bind`] read token by token: a trigger word, a stated period or
/// allowance, a weak word that binds, an obligation spelled with common words, an ordering
/// of verbless tasks, or a word at a clause start that could be a verb. Adds the screened
/// words of the tokens it reads to `words`: of every token when it returns false.
#[inline(always)]
fn may_bind_at_a_token(toks: &[Tok<'_>], words: &mut WordSet) -> bool {
    let mut at_start = true;
    for (i, t) in toks.iter().enumerate() {
        *words = words.with(t.screen);
        // A word inside a clause, unhyphenated and in none of the classes the tests below
        // ask (most nouns, adjectives and unlisted verbs) binds at none of them: one test
        // turns it away.
        if !at_start && t.kind == TokKind::Word && !t.hyphen && t.class & MAY_BIND_AT_A_WORD == 0 {
            continue;
        }
        if t.class & (lx::TRIGGER | lx::PRINCIPAL | lx::LIMIT_NOUN | lx::LIMIT_VERB) != 0 {
            return true;
        }
        // "For staff and nobody else", "on the app and nowhere else", "with Mr Hodge and no
        // one else", "... and at no other time": a restriction closing a list (a class's bit
        // first, before the compares); "kids go nowhere near the pond"; "nobody's launchin'
        // today".
        if t.class & (lx::AGENT_SUBJECT | lx::SENTENCE_HEAD) != 0
            && (matches!(&*t.text, "nobody" | "no-one" | "nowhere")
                && toks
                    .get(i + 1)
                    .is_some_and(|n| n.text == "else" || t.text == "nowhere" && n.text == "near")
                || t.text == "nobody's"
                || t.text == "no"
                    && matches!(
                        toks.get(i + 1..i + 3),
                        Some([one, rest]) if one.text == "one" && rest.text == "else"
                            || one.text == "other" && matches!(&*rest.text, "time" | "times")
                    ))
        {
            return true;
        }
        // "The splice bay is a no-phone zone": a place kept free of something.
        if t.hyphen && permissions::no_compound_of_a_place(toks, i) {
            return true;
        }
        // "The caterer asked that we ...": a request relayed from anyone
        // ([`Sentence::requester_frame`]).
        if t.class & lx::DIRECTIVE_REPORT_VERB != 0
            && toks.get(i + 1).is_some_and(|n| n.text == "that")
        {
            return true;
        }
        // "The producer says nobody posts ...": a ban said by someone named by their role
        // ([`Sentence::titled_speaker_frame`]).
        // "It moves when Dev says so": a deed waiting on one person's word
        // ([`conditionals::at_a_persons_word`], cls64a).
        if t.class & lx::NEUTRAL_REPORT_VERB != 0
            && (toks
                .get(i + 1)
                .is_some_and(|n| matches!(&*n.text, "nobody" | "no-one" | "make" | "from"))
                || t.text == "says"
                    && toks[i.saturating_sub(3)..i]
                        .iter()
                        .any(|x| matches!(&*x.text, "when" | "whenever")))
        {
            return true;
        }
        // "Trial users get 14 days of access": an allowance; "backups are kept for 90 days",
        // "keys are rotated every 90 days": a stated period.
        if (t.kind == TokKind::Number || t.class & lx::NUMBER_WORD != 0)
            && i == 0
            && stated_policies::failure_count_end(toks, 0).is_some()
        {
            return true;
        }
        // ("after a week": "a" counts one in a stated period.)
        if (t.kind == TokKind::Number
            || t.class & lx::NUMBER_WORD != 0
            || matches!(&*t.text, "a" | "an")
                && i > 2
                && stated_policies::opens_stated_period(toks, i - 1))
            && i > 0
            && (matches!(&*toks[i - 1].text, "get" | "gets" | "receive" | "receives")
                // "Drafts untouched for 6 months are deleted": a state's length.
                || i == 3 && matches!(&*toks[2].text, "for" | "over")
                || stated_policies::opens_stated_period(toks, i - 1)
                || stated_policies::opens_enforcement(toks, i - 1))
        {
            return true;
        }
        // "until", "per" and "out" are weak triggers and "to" a function word (tested): a word
        // in neither class is none of them, and skips every compare below.
        let until_or_to = t.class & (lx::WEAK_TRIGGER | lx::ENGLISH_FUNCTION_WORD) != 0;
        if until_or_to && weak_word_binds(toks, i) {
            return true;
        }
        // "Could I ask that everyone keeps ...": leave asked to make a request ([`imperatives`];
        // "can" and "may" are triggers, "could" is none).
        if until_or_to
            && t.text == "that"
            && i >= 3
            && toks[i - 1].text == "ask"
            && toks[i - 2].text == "i"
        {
            return true;
        }
        // "have to", "is to", "want you to", "ought to": obligations spelled with common words
        // ("the urn's to be off": "is" contracted).
        if until_or_to
            && t.text == "to"
            && i > 0
            && (toks[i - 1].text.ends_with("'s")
                || matches!(
                    &*toks[i - 1].text,
                    "have"
                        | "has"
                        | "got"
                        | "'ve"
                        | "you've"
                        | "we've"
                        | "they've"
                        | "is"
                        | "are"
                        | "you"
                        | "them"
                        | "us"
                        | "me"
                        | "ought"
                        | "up"
                        | "fine"
                        | "ok"
                        | "okay"
                        | "alright"
                )
                // "Visitors are (kindly) asked (not) to ...": a request put to a class
                // ([`modals`]).
                || i > 2
                    && matches!(&*toks[i - 1 - usize::from(toks[i - 1].text == "not")].text,
                        "asked" | "requested"))
        {
            return true;
        }
        // "Lights out by 10", "lights out and gates padlocked by 6.30pm", "lights out in the
        // tasting room by ten", "all plant clear of the zone by 14:25", "sentries in position
        // by 14:30": a state due by a time, maybe where it holds between ([`verbless`]).
        if until_or_to
            && matches!(&*t.text, "by" | "before")
            && (2..13).contains(&i)
            && (verbless::is_due_state(&toks[i - 1].text)
                || matches!(&*toks[i - 2].text, "in" | "on")
                // ("Eggs collected by 11": a plural and a participle.)
                || toks[i - 1].text.ends_with("ed") && toks[i - 2].text.ends_with('s')
                || (i.saturating_sub(7)..i - 2).any(|k| {
                    verbless::is_due_state(&toks[k].text)
                        && matches!(
                            &*toks[k + 1].text,
                            "in" | "at" | "on" | "across" | "throughout" | "of" | "the"
                        )
                })
                // ("Crates to the loading bay by 5pm": a thing and where it is taken, cls63.)
                || (1..4.min(i - 1)).any(|k| toks[k].text == "to"))
        {
            return true;
        }
        // "Filters to be changed weekly", "Gels on the FOH bar to be swapped ...": a
        // telegraphic directive on things ([`verbless`]).
        if until_or_to
            && t.text == "to"
            && (1..7).contains(&i)
            && toks.get(i + 1).is_some_and(|n| n.text == "be")
        {
            return true;
        }
        // "It'd be great if the minutes went out by Friday": a request phrased as a wish
        // (maybe stressed: "it'd be really great if").
        if until_or_to && t.text == "if" && i >= 3 && {
            let be =
                i - 2 - usize::from(i >= 4 && imperatives::is_stress_adverb(&toks[i - 2].text));
            toks[be].text == "be"
                && be >= 1
                && matches!(
                    &*toks[be - 1].text,
                    "would" | "'d" | "it'd" | "that'd" | "i'd" | "we'd"
                )
        } {
            return true;
        }
        // "We'd appreciate it if ...", "it would really help (a lot) if ...": the same wish
        // ([`imperatives`]), its verb among the four words before the "if".
        if until_or_to
            && t.text == "if"
            && toks[i.saturating_sub(4)..i]
                .iter()
                .any(|x| matches!(&*x.text, "appreciate" | "help"))
        {
            return true;
        }
        // "Gate staff to enforce strictly": a telegraphic directive to a class of people.
        if until_or_to && t.text == "to" && i > 0 && toks[i - 1].class & lx::AGENT_SUBJECT != 0 {
            return true;
        }
        // "it's fine for the bot to skip it": leave given to someone named in a few words.
        if until_or_to
            && t.text == "to"
            && (i.saturating_sub(4)..i.saturating_sub(1)).any(|k| {
                // (The words of leave are weak triggers: one bit test turns most words away.)
                k > 0
                    && toks[k - 1].class & lx::WEAK_TRIGGER != 0
                    && matches!(&*toks[k - 1].text, "fine" | "ok" | "okay" | "alright")
                    && toks[k].text == "for"
            })
        {
            return true;
        }
        match t.kind {
            // "Database work first, frontend after": an order of verbless tasks.
            TokKind::Punct(',') if i > 0 && toks[i - 1].text == "first" => return true,
            // "Changelog: newest entries first": a labelled order.
            TokKind::Punct(':')
                if toks
                    .iter()
                    .rev()
                    .find(|t| t.kind == TokKind::Word)
                    .is_some_and(|t| t.text == "first" || t.text == "last") =>
            {
                return true;
            }
            TokKind::Punct(_) | TokKind::Quote | TokKind::Symbol('→' | '⇒') => at_start = true,
            TokKind::Word if at_start => {
                if t.class & (lx::BASE_VERB | lx::DISCOURSE) != 0 {
                    return true;
                }
                // "Tests go in tests/", "tests that hit the network belong behind ...": a
                // placement convention, maybe with a relative clause before its verb, or a
                // class's own things ("customers' own photos live in ...", cls70c).
                if toks.get(i + 1).is_some_and(|n| {
                    stated_policies::is_placement_verb(&n.text)
                        || matches!(&*n.text, "that" | "which" | "who") && t.text.ends_with('s')
                        || n.text == "own"
                            && toks
                                .get(i + 3)
                                .is_some_and(|v| stated_policies::is_placement_verb(&v.text))
                }) {
                    return true;
                }
                // "Nothing in writing until...", "nobody touches it until...", "nothing with
                // nuts": elided bans; "until the audit closes, nobody touches ...", "from
                // today, nobody ...": a condition or a day before it; "nobody touches it
                // while the migration runs", "... during the freeze": a time it waits out;
                // "nobody skis off-piste today": the day it holds for; "no one operates the
                // lift alone": company it needs.
                if matches!(&*t.text, "nothing" | "nobody" | "no-one")
                    && (has_condition_word(toks)
                        || toks[i + 1..].iter().any(|t| {
                            matches!(
                                &*t.text,
                                "while"
                                    | "during"
                                    | "today"
                                    | "tonight"
                                    | "alone"
                                    | "solo"
                                    | "unaccompanied"
                                    | "unsupervised"
                            )
                        })
                        || toks[..i]
                            .iter()
                            .any(|t| matches!(&*t.text, "from" | "starting" | "beginning" | "as"))
                        || toks
                            .get(i + 1)
                            .is_some_and(|n| matches!(&*n.text, "with" | "containing")))
                {
                    return true;
                }
                // An unlisted verb followed by its object ("Greet the customer", "ground
                // yourself first", "re-torque wheel nuts": cls64b); "zero" before a doing
                // ("Zero bumping on track": cls59); the object after the Caribbean "de"
                // ("wave de yellow", dia68).
                if t.class & lx::NOT_A_VERB == 0
                    && (toks
                        .get(i + 1)
                        .is_some_and(|n| opens_object(&n.text) || is_reflexive_object(&n.text))
                        || dialect_article_at(toks, i + 1))
                    || t.hyphen && imperatives::redone_on_a_bare_noun(toks, i)
                    || t.text == "zero" && toks.get(i + 1).is_some_and(|n| n.text.ends_with("ing"))
                {
                    return true;
                }
                // "To the back of the shed with the old skis": a thing sent to a place
                // ([`verbless::sent_to_a_place_with`]).
                if matches!(&*t.text, "to" | "into" | "onto")
                    && toks[i + 1..].iter().any(|n| n.text == "with")
                {
                    return true;
                }
                // ("Y'all check the straps": the plural "you" before an order; pol45.)
                at_start = is_clause_conjunction(t) || is_plural_you(t);
            }
            _ => at_start = false,
        }
    }
    false
}

impl<'s, 'a> Sentence<'s, 'a> {
    /// Read the sentence `t`, filling `segments`, `clause_starts` and `candidates` (reused
    /// buffers, cleared here), which the sentence then reads, and lend it to `then`. One pass
    /// over the tokens finds all three, and unites the tokens' classes and screened words.
    ///
    /// The sentence is lent, not returned: built where it is read, it is not copied (returned
    /// after its mood and frame were read through a reference, its 144 bytes were copied once
    /// more, 0.5 % of `classify`).
    // Inlined into both copies of `analyze_sentence` (see `KeepBounds`), as into the one
    // there was: called, it costs the polarity check's reader 2% more instructions.
    #[inline(always)]
    fn read<R>(
        t: &'s [Tok<'a>],
        segments: &'s mut Vec<(usize, usize)>,
        clause_starts: &'s mut Vec<(usize, bool)>,
        candidates: &'s mut Vec<usize>,
        then: impl FnOnce(&Sentence<'s, 'a>) -> R,
    ) -> R {
        segments.clear();
        clause_starts.clear();
        candidates.clear();
        // "When replying to Jan, use formal German": the clause after the opener's comma is
        // the main clause, as sure a start as one after `;`.
        // "As long as the tests pass, merge ...", "As soon as QA signs off, ship it" too.
        // "Ting, play the sponsor bumper first", "Priya, for the launch, send the deck": the
        // sentence read after a name of address as from its start.
        let addressed = usize::from(names_whom_it_addresses(t)) * 2;
        let rest = &t[addressed..];
        let mut opener_comma = rest
            .first()
            .is_some_and(|first| opens_with_subclause(&first.text))
            || rest.first().is_some_and(|first| first.text == "as")
                && rest
                    .get(1)
                    .is_some_and(|second| matches!(&*second.text, "long" | "soon"))
            || opens_with_an_occasion(rest);
        clause_starts.push((0, false));
        let mut start = 0;
        let mut classes = 0;
        let mut words = WordSet::default();
        let mut any_quoted = false;
        let mut any_hyphen = false;
        let mut first_colon = None;
        for (i, tok) in t.iter().enumerate() {
            classes |= tok.class;
            words = words.with(tok.screen);
            any_quoted |= tok.quoted;
            any_hyphen |= tok.hyphen;
            if tok.class & (lx::TRIGGER | lx::WEAK_TRIGGER | lx::PRINCIPAL) != 0 {
                candidates.push(i);
            }
            // One dispatch on the token's kind: only punctuation ends a segment, only a word
            // is a conjunction (no sign's text is one), only `>` or `]` ends a lead.
            match tok.kind {
                TokKind::Punct(c @ (',' | ';' | ':' | '—' | '(' | ')')) => {
                    if i > start {
                        segments.push((start, i));
                    }
                    start = i + 1;
                    if c == ':' && first_colon.is_none() {
                        first_colon = Some(i);
                    }
                    // After a comma, a dash or a conjunction a clause start needs stronger
                    // evidence ("stale lockfile — install died midway"); not after a name of
                    // address.
                    let strict = matches!(c, ',' | '—')
                        && i + 1 != addressed
                        && !std::mem::take(&mut opener_comma);
                    clause_starts.push((i + 1, strict));
                }
                // "Voicemail: 'Hi, it's Wanjiru. Please don't give him the pills.'": a stop inside
                // a quotation that goes on ends the quoted sentence, and a clause opens after it
                // (the sentence quoting it goes on: see `text::split_sentences`).
                TokKind::Punct('.' | '!')
                    if tok.quoted
                        && t.get(i + 1)
                            .is_some_and(|n| n.quoted && n.kind == TokKind::Word) =>
                {
                    if i > start {
                        segments.push((start, i));
                    }
                    start = i + 1;
                    clause_starts.push((i + 1, false));
                }
                TokKind::Word if is_clause_conjunction(tok) => clause_starts.push((i + 1, true)),
                // "<rules>Do not ...", "<b>Never</b> share ...", "X -> escalate", "| Rated
                // league | No draw offers ... |", "LAMP ON = NO ENTRY": a clause opens after a
                // tag, an arrow, a table row's bar or a sign's "=".
                TokKind::Symbol('>' | ']' | '→' | '⇒' | '|' | '=') if ends_a_lead(t, i) => {
                    clause_starts.push((i + 1, false));
                }
                _ => {}
            }
        }
        if start < t.len() {
            segments.push((start, t.len()));
        }
        if let Some(k) = subclause_opener(t).and_then(|opener| {
            order_after_an_unmarked_subclause(t, opener)
                .or_else(|| order_after_a_negated_subclause(t, opener))
        }) {
            let at = clause_starts.partition_point(|&(c, _)| c < k);
            if clause_starts.get(at).is_none_or(|&(c, _)| c != k) {
                clause_starts.insert(at, (k, false));
            }
        }
        let whole_quoted = any_quoted && is_quotation(t);
        // A question quoted in a sentence ("Always greet with 'How can I help?'") asks
        // nothing.
        let question = t
            .iter()
            .rev()
            .find(|x| matches!(x.kind, TokKind::Punct(_)) && (!x.quoted || whole_quoted))
            .is_some_and(|x| x.is_punct('?'))
            && !is_tag_question(t)
            || is_unmarked_yes_no_question(t);
        let mut s = Sentence {
            t,
            words,
            segments,
            clause_starts,
            candidates,
            any_quoted,
            any_hyphen,
            whole_quoted,
            question,
            hypothetical: false,
            principal_frame: None,
            hedged: false,
            classes,
            last_report_clause: Cell::new(None),
            first_colon,
        };
        (s.hedged, s.hypothetical) = s.mood();
        s.principal_frame = s.find_principal_frame();
        then(&s)
    }

    /// Whether the speaker hedges ("I think", "probably") and whether the sentence is
    /// hypothetical ("what if", "were to", "would have"): one pass over the sentence's head
    /// words, one compare chain per word (the two word sets are disjoint).
    // Inlined into both copies of `analyze_sentence` (see `KeepBounds`), as into the one
    // there was: called, it costs the polarity check's reader 2% more instructions.
    #[inline(always)]
    fn mood(&self) -> (bool, bool) {
        let (mut hedged, mut hypothetical) = (false, false);
        for i in self.heads(lx::SENTENCE_HEAD) {
            let next = self.w(i + 1);
            match self.w(i) {
                "probably" | "hopefully" | "apparently" | "presumably" | "supposedly"
                | "inshallah" => hedged = true,
                // "God willing", "by God's grace", "fingers crossed": a hope, no order.
                "willing" | "grace" | "crossed" => {
                    hedged |= i > 0 && matches!(self.w(i - 1), "god" | "god's" | "fingers")
                }
                // "should be in by twenty past, weather permitting": a forecast held to what
                // nobody controls ("time permitting, update the docs" still orders).
                "permitting" => {
                    hedged |= i > 0
                        && matches!(
                            self.w(i - 1),
                            "weather" | "traffic" | "tide" | "tides" | "conditions"
                        )
                }
                "i" => {
                    hedged |= matches!(
                        next,
                        "think"
                            | "guess"
                            | "believe"
                            | "suspect"
                            | "assume"
                            | "hope"
                            | "bet"
                            | "reckon"
                    ) || self.should_think_at(i + 1)
                }
                // "I'd wager the relay must be set too sensitive": a guess.
                "wager" => hedged |= i > 0 && matches!(self.w(i - 1), "i" | "i'd"),
                // "Our Dai reckons the new pro must be on two grand": someone's guess told.
                "reckons" | "reckoned" => hedged = true,
                // "Reckon the burner must've iced up": the speaker's guess, "I" elided at the
                // sentence's or a clause's start (not "reckon up the till", a count).
                "reckon" => {
                    hedged |= (i == 0 || self.t[i - 1].is_punct(',')) && next != "up";
                }
                "according" => hedged |= self.seq(i, &["according", "to", "the", "tracking"]),
                // "Were the airline to switch to ..., we'd need ...": "were" opening the
                // sentence, its subject between it and "to", a condition supposed (cls61).
                "were" => {
                    hypothetical |= next == "to"
                        || i == 0
                            && (2..5)
                                .find(|&k| self.is(k, "to"))
                                .is_some_and(|to| (1..to).all(|k| self.is_word(k)))
                }
                // "would have", "would simply not have happened".
                "would" | "could" | "might" => {
                    hypothetical |= (i + 1..(i + 4).min(self.t.len()))
                        .take_while(|&k| {
                            matches!(self.w(k), "have" | "simply" | "not" | "never" | "still")
                        })
                        .any(|k| self.is(k, "have"))
                }
                "what" => hypothetical |= next == "if",
                "if" => {
                    hypothetical |= next == "only"
                        || matches!(self.w(i + 2), "had" | "were" | "'d")
                        || self.unreal_condition(i)
                }
                // "In theory ...", and a story's world: "In the novel, the captain orders
                // the crew never to leave the ship."
                "in" => {
                    hypothetical |= next == "theory"
                        || i == 0
                            && matches!(next, "the" | "a" | "this" | "that")
                            && matches!(
                                self.w(i + 2),
                                "novel"
                                    | "story"
                                    | "book"
                                    | "film"
                                    | "movie"
                                    | "game"
                                    | "play"
                                    | "episode"
                                    | "series"
                                    | "script"
                                    | "scene"
                                    | "fable"
                                    | "world"
                            )
                }
                "hypothetically" | "suppose" | "supposing" | "imagine" | "pretend"
                | "theoretically" | "would've" | "could've" => hypothetical = true,
                _ => {}
            }
        }
        (hedged, hypothetical)
    }

    /// "(I) should think", "(I) would imagine", "(I) would guess" at `k`: the speaker's guess
    /// with a softening modal, no duty ("I should think the antifoul will be dry by Tuesday";
    /// not "I should check the antifoul", a duty of the speaker's).
    fn should_think_at(&self, k: usize) -> bool {
        matches!(self.w(k), "should" | "would")
            && matches!(self.w(k + 1), "think" | "imagine" | "guess" | "reckon")
            && !matches!(self.w(k + 2), "about" | "of" | "twice" | "so")
    }

    /// "If the landlord ever banned pets we'd have to move": a condition in the past tense
    /// (after "if" at `i`) and "would" or "'d" after it, a second conditional; a present
    /// condition ("if the deploy fails, roll back") is none.
    fn unreal_condition(&self, i: usize) -> bool {
        let end = self.t.len().min(i + 2 * REACH);
        let Some(would) = (i + 2..end).find(|&k| {
            matches!(
                self.w(k),
                "would" | "'d" | "we'd" | "i'd" | "they'd" | "you'd"
            )
        }) else {
            return false;
        };
        // A simple past, not a passive's or a perfect's participle ("is banned", "has banned").
        (i + 2..would).any(|k| {
            let before = self.w(k - 1);
            self.looks_past_at(k)
                && !is_auxiliary_before_participle(before)
                && !matches!(before, "has" | "have" | "'ve")
        })
    }

    fn find_principal_frame(&self) -> Option<Frame> {
        self.miss_named_frame()
            .or_else(|| {
                let listed = self.listed_principal_frame();
                // "Marta wants everyone in goggles at the furnace, she said it twice": a
                // pronoun's saying after someone's wish tells of that wish, the frame then
                // (cls63b; asked only when the listed frame opens at a pronoun).
                if let Some(l) = listed
                    && matches!(self.w(l.start), "she" | "he" | "they")
                    && let Some(wish) = self.requester_frame().filter(|r| r.end < l.start)
                {
                    return Some(wish);
                }
                listed.or_else(|| self.requester_frame())
            })
            .or_else(|| self.titled_speaker_frame())
    }

    /// "Miss Carmen say no child go home with anybody not on the list, even if they say
    /// they family", "Miss say nobody leaving the beach without one of the teachers": the
    /// title "Miss" (a verb to the word lists, so no listed principal), maybe a name after
    /// it, and "say" or "says" opening the sentence, relayed as "Mrs Carmen says ..." is,
    /// whatever the complement (`reported` reads it: "Miss Carmen says the kids went home"
    /// stays a report), before any later "they say" (cls48).
    fn miss_named_frame(&self) -> Option<Frame> {
        if !self.is(0, "miss") || self.t[0].quoted {
            return None;
        }
        let named = self
            .t
            .get(1)
            .is_some_and(|t| t.class == 0 && t.kind == TokKind::Word);
        let verb = 1 + usize::from(named);
        matches!(self.w(verb), "say" | "says").then_some(Frame {
            start: 0,
            end: verb,
            directive: false,
        })
    }

    /// "The producer says nobody posts set photos until the trailer drops", "our supervisor
    /// said don't touch the breaker", "Matron says nobody ...", "Ayo said not to ...": someone named by a noun of a
    /// person's role (an agent noun after a determiner) or by a title or a name opening the
    /// sentence, saying a ban in so many words, relayed as a listed
    /// principal's would be (not "the producer says the shoot went well": the complement
    /// must open with the ban, unquoted).
    fn titled_speaker_frame(&self) -> Option<Frame> {
        if self.classes & lx::NEUTRAL_REPORT_VERB == 0 {
            return None;
        }
        (1..self.t.len().saturating_sub(2)).find_map(|v| {
            if !matches!(self.w(v), "says" | "said" | "say") {
                return None;
            }
            let opener = v + 1 + usize::from(self.is(v + 1, "that"));
            // "Jo says from Monday all bookings go through her": a rule for every case from a
            // day on, said (cls54; not "Jo says from Monday the weather turns", no rule).
            let from_day = stated_policies::from_a_day_on(self, opener);
            let from_day = if from_day > 0
                && matches!(
                    self.w(opener + from_day),
                    "all" | "every" | "each" | "everyone" | "everybody" | "anyone" | "anything"
                ) {
                from_day
            } else {
                0
            };
            // ("The sticker on the server says \"do not unplug\"": words quoted are the
            // text of a sign or a screen, data.)
            let ban = !self.t.get(opener).is_some_and(|t| t.quoted)
                && (matches!(self.w(opener), "nobody" | "no-one" | "don't" | "never")
                    || self.seq(opener, &["do", "not"])
                    || self.seq(opener, &["no", "one"])
                    // "Ayo said not to add iron until ...": the order reported as an
                    // infinitive, its ban kept ("said not to worry" is a reassurance,
                    // `reported` leaves it).
                    || matches!(self.w(opener), "not" | "never") && self.is(opener + 1, "to")
                    // "Coach Dee said to always tape the ankle": the order for every time,
                    // as an infinitive (cls64b; "said to tape it" may be one errand).
                    || self.seq(opener, &["to", "always"])
                    || self.seq(opener, &["always", "to"])
                    || from_day > 0);
            // "Oga say make nobody use the new chisel", "Madam say make una no park there":
            // Nigerian Pidgin's "make" ("let") before a negative subject or a pronoun and
            // "no" bans as "nobody ..." does (corpus36).
            // (Present "say" / "says" only: "Oga said make we no ..." tells of a past word,
            // read as narrative.)
            let pidgin_ban = !self.is(v, "said")
                && self.is(v + 1, "make")
                && (self.is(v + 2, "nobody")
                    || matches!(self.w(v + 2), "una" | "we" | "dem" | "you")
                        && self.is(v + 3, "no"));
            // (Its speaker a title, a name or both, opening the sentence: "Oga Emeka say".)
            let pidgin_speaker = pidgin_ban
                && v <= 2
                && (0..v).all(|k| self.t[k].class == 0 && !self.t[k].quoted && self.is_word(k));
            if pidgin_speaker {
                return Some(Frame {
                    start: 0,
                    end: v,
                    directive: false,
                });
            }
            let noun = v - 1;
            // "The insurers say nobody ...": a role named in the plural.
            let role = self.w(noun);
            let role = role.strip_suffix('s').unwrap_or(role);
            // "Matron says nobody ...", "Priya says don't ...": a title or a name no list
            // knows, opening the sentence or its text after a label.
            // ("Coach Dee says ...", "Tita Joy says ...": a title or a first name before it,
            // both words no list knows, cls64b.)
            let title = usize::from(
                noun > 0
                    && self.t[noun - 1].class == 0
                    && self.is_word(noun - 1)
                    && !self.t[noun - 1].quoted,
            );
            let named = self.t[noun].class == 0
                && !self.t[noun].quoted
                && (noun == title || self.t[noun - 1 - title].is_punct(':'))
                && self.is_word(noun);
            // "Sous chef says nobody clocks off till ...", "the head chef says never ...": a
            // role no ending tells ([`modals::names_a_titled_role`]) opening the sentence,
            // after a determiner or a word naming its rank (pol42).
            let titled = modals::names_a_titled_role(role)
                && noun <= 2
                && (0..noun).all(|k| {
                    self.is_word(k)
                        && !self.t[k].quoted
                        && (self.t[k].class == 0
                            || matches!(self.w(k), "the" | "our" | "my" | "your" | "their"))
                });
            let role_or_name = named && !self.is(v, "say")
                || titled
                || role.len() > 5
                    && ["er", "or", "ist", "ian", "ant"]
                        .iter()
                        .any(|suffix| role.ends_with(suffix))
                    && self.t[noun].class & (lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT) == 0
                    && noun >= 1
                    && matches!(
                        self.w(noun - 1),
                        "the" | "our" | "my" | "your" | "their" | "his" | "her"
                    )
                    // The subject itself, opening its clause (not "The sticker on the copier
                    // says DO NOT OPEN ...", a sign's words read out).
                    && (noun == 1
                        || !self.is_word(noun - 2)
                        || matches!(self.w(noun - 2), "and" | "but" | "so"));
            (ban && role_or_name).then_some(Frame {
                start: noun,
                end: v,
                directive: from_day > 0,
            })
        })
    }

    /// "The photographer asked that we credit her", "our landlord asked us to keep the
    /// hallway clear", "Priya prefers that invites include a dial-in link", "the family have
    /// asked that we never ...": someone named by a
    /// noun after a determiner, or by a word no list knows (a name) opening the sentence or its
    /// text after a label, asks
    /// for something ("asked that", "asked us to", "prefers that"), a request as binding as a
    /// listed principal's.
    fn requester_frame(&self) -> Option<Frame> {
        if self.classes & lx::DIRECTIVE_REPORT_VERB == 0 {
            return None;
        }
        (1..self.t.len().saturating_sub(2)).find_map(|v| {
            let wants_done = self.wants_a_thing_done(v);
            let asks = wants_done
                || matches!(
                    self.w(v),
                    "asked"
                        | "asks"
                        | "requested"
                        | "requests"
                        | "insisted"
                        | "insists"
                        | "prefers"
                );
            // (Only a request's verb and what it asks open a frame: any other word is turned
            // away before its asker is read.)
            if !asks {
                return None;
            }
            // "asked that we ...", "prefers that all invites ..." (not "asked that question").
            let request = wants_done
                || self.is(v + 1, "that")
                    && matches!(
                        self.w(v + 2),
                        "we" | "you"
                            | "they"
                            | "i"
                            | "he"
                            | "she"
                            | "it"
                            | "all"
                            | "every"
                            | "each"
                            | "no"
                            | "the"
                            | "our"
                            | "any"
                            | "nobody"
                            | "everyone"
                            | "someone"
                            // "Mairead asked that nothing from the recruiter domains land in
                            // her main inbox" (pol45).
                            | "nothing"
                            | "no-one"
                    )
                    // "asked that guests keep phones down": a class of people it binds.
                    || self.is(v + 1, "that")
                        && self.has(v + 2, lx::AGENT_SUBJECT)
                        && !self.has(v + 2, lx::THING_PRONOUN)
                || matches!(self.w(v + 1), "us" | "me" | "you" | "them") && self.is(v + 2, "to")
                // "Declan asked the bot to log that nobody ...": a request to the agent.
                || self.is(v + 1, "the")
                    && matches!(self.w(v + 2), "bot" | "agent" | "assistant")
                    && self.is(v + 3, "to");
            if !request {
                return None;
            }
            // "The family have asked that we ...": a perfect says the request stands (a
            // pluperfect, "had asked", tells of one made before).
            // ... or "would prefer" ("Chambers would prefer ...", [`Self::wants_a_thing_done`]).
            let noun = if v >= 2
                && (matches!(self.w(v - 1), "has" | "have")
                    || self.is(v - 1, "would") && self.is(v, "prefer"))
            {
                v - 2
            } else if self.clefted_asker(v) {
                // "it's the factor that wants no work done": the asker put first in a cleft.
                v - 2
            } else {
                v - 1
            };
            let name = self.t[noun].class == 0 && (noun == 0 || self.t[noun - 1].is_punct(':'));
            // "Mrs Kaur's daughter", "the client's lawyer": a possessive before the noun (not
            // a contraction: "it's", "that's", "he's").
            let possessive = |k: usize| {
                self.w(k).ends_with("'s")
                    && self.t[k].class & lx::ENGLISH_FUNCTION_WORD == 0
                    && !matches!(
                        self.w(k),
                        "it's"
                            | "that's"
                            | "there's"
                            | "here's"
                            | "what's"
                            | "who's"
                            | "he's"
                            | "she's"
                            | "let's"
                            | "where's"
                            | "how's"
                    )
            };
            let named = self.is_word(noun)
                && !self.t[noun].quoted
                && self.t[noun].class & (lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT) == 0
                && (name
                    || self.principal_has_asked(noun, v)
                    || noun >= 1
                        && (matches!(
                            self.w(noun - 1),
                            "the" | "our" | "my" | "your" | "their" | "his" | "her" | "'s" | "a"
                        ) || possessive(noun - 1))
                    // "the head chef", "our site manager", "the Brussels lender asks
                    // that ...": a noun compound after the determiner.
                    || noun >= 2
                        // (Not "the family had asked", an auxiliary: a request made before.)
                        && !matches!(
                            self.w(noun),
                            "had" | "was" | "were" | "is" | "are" | "been" | "did"
                        )
                        && self.is_word(noun - 1)
                        && self.t[noun - 1].class & lx::ENGLISH_FUNCTION_WORD == 0
                        && matches!(self.w(noun - 2), "the" | "our" | "my" | "your" | "their"));
            // "Client at unit 9 wants no vans parked out front": a wanted deed's asker named
            // with the place it is at.
            let placed = wants_done && !named && self.subject_with_its_place(v);
            (named || placed).then_some(Frame {
                start: if placed { 0 } else { noun },
                end: v,
                directive: true,
            })
        })
    }

    /// "Biosafety officer's asked that the sharps bins be swapped out", "the client's
    /// requested that ...": a principal's noun with "'s" for "has" at `noun`, right before a
    /// request's participle at `v` ("asked", "requested", "insisted"): the request stands, as
    /// "has asked" does. ("The officer's asked questions" asks nothing of anyone: the request
    /// needs "that" or "us to" after the verb, which `requester_frame` asks. A pronoun's "'s"
    /// is left to the readings of reports: "she's asked" may be "she is asked".)
    fn principal_has_asked(&self, noun: usize, v: usize) -> bool {
        noun + 1 == v
            && matches!(self.w(v), "asked" | "requested" | "insisted")
            && self.w(noun).strip_suffix("'s").is_some_and(|stem| {
                let class = lx::classes(stem);
                class & lx::PRINCIPAL != 0
                    && class & (lx::THING_PRONOUN | lx::ENGLISH_FUNCTION_WORD) == 0
            })
    }

    /// The words before the verb at `v` are a noun opening the sentence and a phrase of the
    /// place it is at ("Client at unit 9", "the tenant in flat 4B", "Neighbours on Hill
    /// Road"): a preposition of place after the noun (maybe after an article), then one to
    /// three words or numbers, no mark between them.
    fn subject_with_its_place(&self, v: usize) -> bool {
        let noun = usize::from(matches!(self.w(0), "the" | "our" | "a"));
        let plain = |k: usize| {
            !self.t[k].quoted
                && (self.is_word(k) || self.t[k].kind == TokKind::Number)
                && self.t[k].class & lx::ENGLISH_FUNCTION_WORD == 0
        };
        (noun + 3..=noun + 5).contains(&v)
            && plain(noun)
            && matches!(self.w(noun + 1), "at" | "in" | "on" | "from")
            && (noun + 2..v).all(plain)
    }

    /// "The head chef wants every allergen card updated", "the auditors want all receipts
    /// scanned", "the lender wants the panel kept face-up", "wants no vans parked out front":
    /// the verb "want" at `v` before a determined thing and a participle saying what must be
    /// done to it (not "wants the cheapest option", a preference without a deed).
    ///
    /// "Chambers would prefer the sentencing remarks not be released before the judgment":
    /// "would prefer" at `v` wants a thing done the same way, or left undone ("not be" and the
    /// participle), in the present (not "would have preferred", a past wish; cls46).
    fn wants_a_thing_done(&self, v: usize) -> bool {
        let would_prefer = self.is(v, "prefer") && v >= 1 && self.is(v - 1, "would");
        (matches!(self.w(v), "wants" | "want") || would_prefer)
            && (matches!(
                self.w(v + 1),
                "the" | "every" | "all" | "each" | "our" | "its" | "their" | "any" | "no"
            ) && (v + 3..self.segment_of(v).1.min(v + 7)).any(|k| {
                (lx::has_past_ending(self.w(k)) || is_participle_of_a_deed(self.w(k)))
                    && (!self.has(k - 1, lx::ENGLISH_FUNCTION_WORD)
                        || would_prefer && self.seq(k - 2, &["not", "be"]))
            }) || self.wants_nobody_at(v))
    }

    /// "It's the factor that wants no work done on the Sabbath", "it is the landlord who
    /// asks that ...": the asker of the request at `v` put first in a cleft, "it's" (or "it
    /// is") and "the", a noun, then "that" or "who" (cls53).
    fn clefted_asker(&self, v: usize) -> bool {
        v >= 4
            && matches!(self.w(v - 1), "that" | "who")
            && self.is(v - 3, "the")
            && (self.is(v - 4, "it's") || v >= 5 && self.seq(v - 5, &["it", "is"]))
    }

    /// "The drone op wants nobody walking under the flight path", "the chef wants no one in
    /// the kitchen after 9": "want" at `v` before a negative subject and what it may not do
    /// or where it may not be (a verb in "-ing" or a preposition after it), a ban as a wish
    /// (not "wants nobody's pity", nor "wants no one else", no act or place). "The foreman
    /// wants everyone in hard hats past the gate": "everyone" or "everybody" and where all
    /// are to be or what they are to wear, a duty as a wish (cls62b; not "wants everyone to
    /// like her", "wants everyone's opinion", nor "wants everyone doing well", no place).
    fn wants_nobody_at(&self, v: usize) -> bool {
        let (after, everyone) = match self.w(v + 1) {
            "nobody" | "no-one" => (v + 2, false),
            "no" if self.is(v + 2, "one") => (v + 3, false),
            "everyone" | "everybody" => (v + 2, true),
            _ => return false,
        };
        let w = self.w(after);
        !everyone && lx::is_gerund_of_base_verb(w)
            || matches!(
                w,
                "in" | "on" | "at" | "near" | "under" | "inside" | "past" | "behind" | "within"
            )
    }

    /// "From the mill manager: trucks from MacIsaac's can unload in the south yard on
    /// Saturdays": "from" opening the sentence at `i`, a listed principal within three words
    /// and a colon right after it, a label saying whose word follows, read as "per" is (not
    /// "From the manager's office we walked on", no colon) (cls50).
    fn labels_a_principals_word(&self, i: usize) -> bool {
        i == 0
            && self.is(i, "from")
            && (i + 1..i + 4).any(|p| {
                self.has(p, lx::PRINCIPAL)
                    && self.t.get(p + 1).is_some_and(|t| t.is_punct(':'))
                    && self
                        .t
                        .get(p + 2)
                        .is_some_and(|t| t.kind == TokKind::Word && !t.quoted)
            })
    }

    /// A frame opened by a listed principal, "per" or "according to".
    fn listed_principal_frame(&self) -> Option<Frame> {
        // Only a principal, "per" or "according" opens a frame: without their classes every
        // candidate below ends in `None` or `continue`, so the answer is `None` at once.
        if self.classes & (lx::PRINCIPAL | lx::SENTENCE_HEAD) == 0 {
            return None;
        }
        for &i in self.candidates {
            if self.t[i].quoted {
                return None;
            }
            // Past the quotation test, only a principal, "per" or "according" can open a frame.
            if self.t[i].class & (lx::PRINCIPAL | lx::SENTENCE_HEAD) == 0 {
                continue;
            }
            let skip = if self.is(i, "per") || self.labels_a_principals_word(i) {
                1
            } else if self.seq(i, &["according", "to"]) {
                2
            } else {
                0
            };
            let principal = self.has(i, lx::PRINCIPAL);
            if skip == 0 && !principal {
                continue; // opens no frame
            }
            let clause_start = i == 0 || matches!(self.t[i - 1].kind, TokKind::Punct(_));
            if skip > 0 && clause_start {
                if let Some(p) = (i + skip..i + skip + 3).find(|&k| self.has(k, lx::PRINCIPAL)) {
                    // (A label's "From the chair:" may open a letter, not a rule: what
                    // follows binds by its own words.)
                    return Some(Frame {
                        start: i,
                        end: p,
                        directive: !self.is(i, "from"),
                    });
                }
                continue;
            }
            let former = i > 0
                && matches!(
                    self.w(i - 1),
                    "old" | "former" | "previous" | "ex" | "original" | "last"
                );
            // "Priya called the hotel and told them ...": the principal is what an earlier
            // verb acted on, not the subject of the verb after "and".
            let object_of_a_verb = i >= 2
                && self.is(i + 1, "and")
                && matches!(self.w(i - 1), "the" | "our" | "my" | "their" | "a")
                && self.looks_past_at(i - 2);
            if !principal || former || object_of_a_verb {
                continue;
            }
            for k in 1..=3 {
                let v = self.w(i + k);
                if matches!(v, "was" | "were" | "had" | "used") {
                    break;
                }
                // "Legal is clear: ...", not "the CFO is out until Monday".
                if v == "is"
                    && !matches!(
                        self.w(i + k + 1),
                        "clear"
                            | "firm"
                            | "adamant"
                            | "explicit"
                            | "strict"
                            | "insistent"
                            | "emphatic"
                            | "very"
                            | "quite"
                            | "crystal"
                    )
                {
                    break;
                }
                if self.quotes_a_past_text(i, i + k) {
                    break;
                }
                let would_like = v == "like" && matches!(self.w(i + k - 1), "would" | "'d");
                // "they wanted the timeline again": what a party named by a pronoun wanted once
                // binds only shaped, as a wish does ("they wanted it in PDF").
                let wish = matches!(v, "want" | "expect" | "prefer")
                    || v == "wanted" && matches!(self.w(i), "they" | "he" | "she");
                let directive_verb = self.has(i + k, lx::DIRECTIVE_REPORT_VERB)
                    && (!wish || self.wish_is_shaped(i + k));
                if would_like || directive_verb || self.has(i + k, lx::NEUTRAL_REPORT_VERB) {
                    return Some(Frame {
                        start: i,
                        end: i + k,
                        directive: would_like
                            || directive_verb
                                && !(matches!(v, "wants" | "wanted" | "want")
                                    && self.is(i + k + 1, "to")),
                    });
                }
                // "Dr. Patel said": the title's own full stop is part of the name.
                let titles_stop = k == 1
                    && self.t.get(i + 1).is_some_and(|t| t.is_punct('.'))
                    && matches!(self.w(i), "mr" | "mrs" | "ms" | "dr" | "prof");
                if !self.is_word(i + k) && !titles_stop {
                    break;
                }
            }
        }
        None
    }

    /// "The museum sign said 'Strictly no photography'", "the 1998 handbook said 'Borrowers
    /// must not ...'": a text put up or printed (named from the principal at `i` on) quoted in
    /// the past at `v`, with a year or a comment on the words: what it said is recalled, not a
    /// rule in force ("the sign says 'No photography'" is one, and so is "my manager said 'no
    /// deploys on Friday'", a person's word).
    fn quotes_a_past_text(&self, i: usize, v: usize) -> bool {
        self.is(v, "said")
            && (i..v).any(|k| {
                matches!(
                    self.w(k),
                    "sign"
                        | "signs"
                        | "notice"
                        | "handbook"
                        | "rulebook"
                        | "manual"
                        | "poster"
                        | "leaflet"
                        | "memo"
                        | "placard"
                        | "guidebook"
                )
            })
            && self
                .t
                .get(v + 1)
                .is_some_and(|t| t.quoted || t.kind == TokKind::Quote)
            // Recalled: a year names the text's time ("the 1998 handbook"), or a clause
            // comments on the words (", which the kids mostly obeyed"); "The sign said 'No
            // entry'." alone may still be telling the rule.
            && ((0..v).any(|k| {
                let y = self.w(k).as_bytes();
                self.t[k].kind == TokKind::Number
                    && y.len() == 4
                    && (y.starts_with(b"19") || y.starts_with(b"20"))
            }) || (v + 2..self.t.len())
                .any(|k| self.is(k, "which") && self.t[k - 1].is_punct(',')))
    }

    /// The wish at `v` ("they want", "my parents expect") says how a thing must be, not only
    /// what is wished for: a participle, a bound, a place or time or "only" follows in its
    /// segment ("they want Thursday kept free", "the kids in bed by 9"; not "they want a
    /// refund").
    fn wish_is_shaped(&self, v: usize) -> bool {
        let end = self.segment_of(v).1.min(v + 9);
        (v + 1..end).any(|k| {
            self.past_participle_at(k)
                || self.has(k, lx::COMPARATOR)
                || matches!(
                    self.w(k),
                    "only"
                        | "in"
                        | "on"
                        | "at"
                        | "by"
                        | "before"
                        | "after"
                        | "within"
                        | "without"
                        | "every"
                        | "always"
                        | "never"
                        | "over"
                )
        })
    }

    /// Candidate clause starts, in order: the sentence start, after `; : — (`, after a comma
    /// or a conjunction (those need stronger evidence: `strict`). Found by [`Sentence::read`].
    fn clause_starts(&self) -> impl Iterator<Item = (usize, bool)> + '_ {
        self.clause_starts.iter().copied()
    }
}

/// "when you write the newsletter don't mention the fall", "anyway if we ship late never
/// blame QA": a sentence (after up to two discourse words) opening with a time or condition
/// clause whose own subject and verb come first ("you write"), then, with no comma, a
/// negated or polite order ("don't", "do not", "never", "please" and a verb), which opens
/// the main clause there (not "when the tests don't pass", the clause's own verb). The
/// order's token, read within a bounded reach from the opener at `opener`.
fn order_after_an_unmarked_subclause(t: &[Tok<'_>], opener: usize) -> Option<usize> {
    let subject = t.get(opener + 1)?;
    let verb = t.get(opener + 2)?;
    if !matches!(&*subject.text, "you" | "we" | "they" | "i" | "u")
        || verb.class & (lx::BASE_VERB | lx::STATIVE_VERB) == 0
    {
        return None;
    }
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let verb_at = |k: usize| t.get(k).is_some_and(|x| x.class & lx::BASE_VERB != 0);
    (opener + 4..(opener + 12).min(t.len())).find(|&k| {
        t[k - 1].kind == TokKind::Word
            && !matches!(
                w(k - 1),
                "you" | "we" | "they" | "i" | "u" | "to" | "and" | "or"
            )
            && match w(k) {
                "don't" | "never" | "please" => verb_at(k + 1),
                "do" => w(k + 1) == "not" && verb_at(k + 2),
                _ => false,
            }
    })
}

/// "Ting, play the sponsor bumper first", "Priya, send the deck": a sentence opening with one
/// word the lexicon does not know (a name) and a comma names whom the rest addresses (cls47;
/// not "Sadly, ...", a sentence adverb, nor "Yesterday, ...", a known word).
fn names_whom_it_addresses(t: &[Tok<'_>]) -> bool {
    t.len() > 2
        && t[0].kind == TokKind::Word
        // (Or a vocative the lexicon lists among its discourse words: "Marra, afore thoo
        // gans up ..., check ...", cls70a.)
        && (t[0].class == 0 || t[0].class == lx::DISCOURSE)
        && !t[0].quoted
        && !t[0].text.ends_with("ly")
        && t[1].is_punct(',')
}

/// "Next time, ask first", "Every time it hangs, reboot the router", "The next time you
/// see it, tell me": a sentence opening on an occasion ("next", "every", "each", "any" or an
/// ordinal, then "time"), whose comma leads to the main clause as a time clause's does.
fn opens_with_an_occasion(t: &[Tok<'_>]) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let first = usize::from(w(0) == "the");
    w(first + 1) == "time"
        && matches!(
            w(first),
            "next" | "every" | "each" | "any" | "first" | "second" | "third" | "last"
        )
}

/// The time or condition word ("when", "if", "whenever", "before", "after") opening the
/// sentence, after up to two discourse words ("anyway if ...").
// Inlined: asked of every sentence read, and its class test turns most away.
#[inline]
fn subclause_opener(t: &[Tok<'_>]) -> Option<usize> {
    // (The openers are weak triggers: one bit test turns most words away.)
    let opener = (0..3).find(|&j| {
        t.get(j).is_some_and(|x| {
            x.class & lx::WEAK_TRIGGER != 0
                && matches!(&*x.text, "when" | "if" | "whenever" | "before" | "after")
        })
    })?;
    t[..opener]
        .iter()
        .all(|x| x.class & lx::DISCOURSE != 0 || x.text == "anyway")
        .then_some(opener)
}

/// "When the tests don't pass fix them first", "if the courier doesn't ring leave a note": a
/// time or condition clause whose subject (one to three words) takes a negated verb, then,
/// with no comma, a base verb before its object ("fix them", "leave a note"), which opens the
/// main clause as an order ("when the tests don't pass it is the cache" reports). That
/// verb's token, the opener being at `opener`.
fn order_after_a_negated_subclause(t: &[Tok<'_>], opener: usize) -> Option<usize> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let negation = (opener + 2..opener + 5).find(|&k| {
        matches!(
            w(k),
            "don't" | "doesn't" | "won't" | "can't" | "isn't" | "aren't"
        )
    })?;
    if t[opener + 1..negation]
        .iter()
        .any(|x| x.kind != TokKind::Word)
    {
        return None;
    }
    // The subclause's verb, then at most one word (a particle or an object) before the order.
    (negation + 2..(negation + 4).min(t.len())).find(|&k| {
        t[k - 1].kind == TokKind::Word
            && t[k].class & lx::BASE_VERB != 0
            && t[k].class & lx::STATIVE_VERB == 0
            && opens_object(w(k + 1))
    })
}

/// The sentence opens with a subordinate clause ("when", "if", "before", ...): its first comma
/// ends that clause, so the main clause after it is not a strict clause start.
fn opens_with_subclause(first_word: &str) -> bool {
    matches!(
        first_word,
        "when"
            | "if"
            | "once"
            | "before"
            | "after"
            | "while"
            | "whenever"
            | "for"
            | "during"
            | "in"
            | "on"
            | "unless"
            | "until"
            | "with"
            | "from"
            | "by"
            | "to"
            | "at"
    )
}

fn push(found: &mut Vec<Found>, kind: CueKind, range: std::ops::Range<usize>, decisive: bool) {
    found.push(Found {
        cue: Cue { kind, range },
        decisive,
    });
}

/// The tokens hold a word that ends or conditions a ban: "until", "unless", "without"...
fn has_condition_word(t: &[Tok<'_>]) -> bool {
    t.iter().any(|t| {
        t.class & (lx::TRIGGER | lx::WEAK_TRIGGER) != 0
            && matches!(
                &*t.text,
                "until" | "till" | "unless" | "without" | "except" | "before"
            )
    })
}

/// The agent itself, named in the third person: "the assistant", "the bot", "the model".
fn names_the_ai(w: &str) -> bool {
    matches!(
        w,
        "assistant" | "agent" | "bot" | "chatbot" | "model" | "ai" | "copilot"
    )
}

/// "None of them can have nuts", "none of the staff can access payroll": the modal at `i` has
/// "none of" before it in its clause, so what it grants is granted to nobody.
fn granted_to_none(s: &Sentence<'_, '_>, i: usize) -> bool {
    let (start, _) = s.segment_of(i);
    (start..i).any(|k| s.is(k, "none") && s.is(k + 1, "of"))
}

/// A particle of Singapore or Malaysian English that closes a clause: "lah", "leh", "lor",
/// "hor", "sia", "ah", "meh".
pub(super) fn is_closing_particle(w: &str) -> bool {
    matches!(w, "lah" | "leh" | "lor" | "hor" | "sia" | "ah" | "meh")
}

/// `w` is the third-person form of a listed base verb: "returns", "pushes", "applies".
pub(super) fn is_third_person_of_base_verb(w: &str) -> bool {
    let Some(stem) = w
        .strip_suffix('s')
        .filter(|s| s.len() > 2 && !s.ends_with('s'))
    else {
        return false;
    };
    lx::is_base_verb(stem)
        || stem.strip_suffix('e').is_some_and(lx::is_base_verb)
        || stem
            .strip_suffix("ie")
            .is_some_and(|b| lx::is_base_verb(&format!("{b}y")))
}

/// An event told in the present, its subject at `k` ("the shift ends", "they go in", "the eggs
/// arrive", "the file is loaded"): within the next five words, a verb in "-s", "is" or "are",
/// or the base verb of "they", "we", "you" (right after it) or of a plural noun (cls63b, shared
/// by `done_the_moment` and `kind_done_before_an_event`; "the shift ended" has none).
fn event_told_in_the_present(s: &Sentence<'_, '_>, k: usize) -> bool {
    let pronoun = matches!(s.w(k), "they" | "we" | "you");
    (k + 1..s.t.len().min(k + 6))
        .take_while(|&m| s.is_word(m))
        .any(|m| {
            is_third_person_of_base_verb(s.w(m))
                || matches!(s.w(m), "is" | "are")
                || s.has(m, lx::BASE_VERB)
                    && (pronoun && m == k + 1 || m > k + 1 && s.w(m - 1).ends_with('s'))
        })
}

/// The clause of `i` opens with a bare plural noun, a class of things or people ("passwords",
/// "gifts over $50"), not "some emails" or "your changes".
fn opens_with_a_bare_plural(s: &Sentence<'_, '_>, i: usize) -> bool {
    let (start, _) = s.segment_of(i);
    let noun = s.w(start);
    start < i
        && s.is_word(start)
        && noun.len() > 3
        && noun.ends_with('s')
        && !noun.ends_with("ss")
        && !s.has(start, lx::NOT_A_VERB | lx::ENGLISH_FUNCTION_WORD)
}

/// Prepositions that open a place or a medium: "nothing *in* writing", "nothing *on* prod".
fn is_preposition(w: &str) -> bool {
    matches!(
        w,
        "in" | "on" | "to" | "into" | "onto" | "over" | "from" | "outside" | "after" | "via"
    )
}

/// The weak trigger or function word at `i` starts a rule that no trigger word marks: a
/// deadline granted ("candidates have until Friday"), a state kept undone until an event
/// ("stays unannounced until the board meeting") or kept in a place ("exam papers stay in the
/// safe until ..."), a count per thing ("Two approvals per PR"),
/// an idiomatic ban ("is out of the question", "stay out of Slack", "is out of bounds").
// Inlined into both copies of `analyze_sentence` (see `KeepBounds`), as into the one
// there was: called, it costs the polarity check's reader 2% more instructions.
#[inline(always)]
fn weak_word_binds(toks: &[Tok<'_>], i: usize) -> bool {
    match &*toks[i].text {
        "until" => {
            i > 0 && matches!(&*toks[i - 1].text, "have" | "has")
                || i > 1 && (is_kept_undone_state(toks, i) || is_kept_in_place(toks, i))
        }
        // "Drum 3 stays shut till the audit": "till" is "until" after a kept state (cls66a);
        // only there, as a noun ("the cash stays in the till") follows no state.
        "till" => i > 1 && is_kept_undone_state(toks, i),
        // "The front door stays locked when nobody's home": a state kept in a case (pol42);
        // "Husk bin doors closed when de mill running", its verb left out (cls67b).
        "when" | "whenever" => {
            i > 1
                && (is_kept_undone_state(toks, i)
                    || is_stored_when_idle(toks, i)
                    || verbless::kind_kept_shut_at(toks, i))
        }
        "per" => toks[i.saturating_sub(4)..i]
            .iter()
            .any(|x| x.kind == TokKind::Number || x.class & lx::NUMBER_WORD != 0),
        // "I'd like the report in PDF": a request.
        "like" => i > 0 && matches!(&*toks[i - 1].text, "i'd" | "would"),
        // "Could we avoid scheduling jobs before 11?": a request to the team
        // ([`imperatives`]).
        "could" | "would" => {
            toks.get(i + 1).is_some_and(|n| n.text == "we")
                && toks.get(i + 2).is_some_and(|n| n.text == "avoid")
                && toks.get(i + 3).is_some_and(|n| n.text.ends_with("ing"))
        }
        // "The sitter is welcome to use the car": leave given ([`permissions`]).
        "welcome" | "free" => {
            i > 0 && toks[i - 1].text == "is" && toks.get(i + 1).is_some_and(|n| n.text == "to")
        }
        // "twice a day", "3 times per week": a frequency (a verbless dose or routine).
        "once" | "twice" | "thrice" | "times" if frequency_at(toks, i) => true,
        // "Gloves on at all times": a standing order (`verbless::verbless_preference`).
        "times" => i >= 2 && always_phrase_end(toks, i - 2) == Some(i),
        // "smaller than 1 MB": a comparative bounding a quantity.
        "smaller" | "shorter" | "lower" | "larger" | "bigger" | "higher" | "younger" | "older"
        | "heavier" | "wider" | "taller" | "faster" | "hotter" | "warmer" | "deeper" | "louder"
        | "thicker" | "lighter" | "slower" | "colder" | "cooler" | "narrower" | "thinner" => {
            toks.get(i + 1).is_some_and(|n| n.text == "than")
                && crate::classify::numbers::is_quantity_at(toks, i + 2)
        }
        // "We agreed that nobody deploys on Fridays": a team decision ([`team_decision`]).
        "decided" | "agreed" => {
            i > 0
                && (reported::decides(&toks[i - 1]) || toks[0].text == "we")
                && toks.get(i + 1).is_some_and(|n| n.text == "that")
        }
        // "Submissions close at 5pm on Friday": a stated closing time
        // ([`stated_policies::stated_period`]).
        "at" | "on" | "by" => {
            i > 0 && matches!(&*toks[i - 1].text, "close" | "closes" | "lock" | "locks")
                || routine_occasion(toks, i)
                // "Gloves on before touching the bench": a sign's order
                // ([`verbless`]'s put-away sign).
                // (Maybe after a one-word label: "Pickers: hairnets on before ...", cls53; or
                // named by two words: "Ear defenders on when it's running", cls57.)
                // (Or after a notice's headline and its dash: "HOT GLASS LOOKS LIKE COLD
                // GLASS — GLOVES ON AT THE BENCH", cls69b.)
                || (i == 1
                    || i == 2 && toks[0].kind == TokKind::Word
                    || i == 3 && toks[1].is_punct(':')
                    || i >= 3 && toks[i - 2].is_punct('—'))
                    && toks[i].text == "on"
                    && toks[i - 1].text.ends_with('s')
                    && !toks[i - 1].text.ends_with("'s")
                    && (verbless::sign_holds_where_or_when(toks, i + 1)
                        || verbless::worn_by_everyone_where(toks, i + 1))
        }
        // "You'd better not touch the thermostat", "best not to run it on a Friday": advice
        // given as a duty ([`modals`]).
        "better" | "best" => modals::had_better_at(toks, i).is_some(),
        // "The night nurse is in charge of logging every dose" ([`modals`]).
        "in" | "after" | "before" => {
            routine_occasion(toks, i)
                // "The safety brief happens before anyone opens a box" (cls57,
                // `conditionals::step_before_anyone_acts`).
                || toks[i].text == "before"
                    && toks
                        .get(i + 1)
                        .is_some_and(|n| matches!(&*n.text, "anyone" | "anybody"))
                // "The lids go on before the trays are stacked" (cls62b,
                // `conditionals::step_before_a_thing_is_done`).
                || toks[i].text == "before"
                    && toks.get(i + 3..(i + 6).min(toks.len())).is_some_and(|n| {
                        n.iter().any(|x| matches!(&*x.text, "is" | "are"))
                    })
        }
        // "The deploy key has write access to the repo": one access level held ([`limits`]).
        // "Slag pot carriers have right of way on the haul road": who goes first
        // ([`stated_policies::precedence_given`]).
        "has" | "have" => {
            limits::names_an_access_level(toks, i + 1)
                || crate::classify::numbers::seq(toks, i + 1, &["right", "of", "way"])
        }
        // "The night nurse is in charge of logging every dose" ([`modals`]); "batch ids are
        // written as ...": a house style ([`stated_policies::bare_plural_policy`]).
        "is" | "are" => {
            duty_phrase_len(toks, i).is_some()
                || toks
                    .get(i + 1)
                    .is_some_and(|n| stated_policies::is_house_style_participle(&n.text))
                    && stated_policies::verb_after_a_bare_plural(toks) == Some(i)
        }
        "out" => {
            toks.get(i + 1..i + 4).is_some_and(|n| {
                n.iter()
                    .zip(["of", "the", "question"])
                    .all(|(x, w)| x.text == w)
            }) || stays_out_of(toks, i)
                // "WT6 out of bounds till ..." ([`permissions`]).
                || toks.get(i + 1..i + 3).is_some_and(|n| n[0].text == "of" && n[1].text == "bounds")
        }
        // "A helmet goes out with every rental": a thing sent with each occasion of a kind
        // ([`stated_policies::sent_with_every_one`], dia70).
        "with" => {
            toks.get(i + 1)
                .is_some_and(|n| matches!(&*n.text, "every" | "each"))
                && stated_policies::sent_with_every_one(toks) == Some(i)
        }
        _ => false,
    }
}

/// The length of the phrase after "is" at `be` that hands someone a duty: "in charge of" (3),
/// "tasked with", "charged with" (2).
// Inlined: asked of every "is" and "are" the screen reads, and its first compare turns most
// away.
#[inline(always)]
fn duty_phrase_len(t: &[Tok<'_>], be: usize) -> Option<usize> {
    let w = |k: usize| t.get(be + k).map_or("", |x| &*x.text);
    match w(1) {
        "in" if w(2) == "charge" && w(3) == "of" => Some(3),
        "tasked" | "charged" if w(2) == "with" => Some(2),
        _ => None,
    }
}

/// "at every aisle crossing" at `i` in a sentence opening with a bare plural and its verb: a
/// routine (`stated_policies::routine_at_every`); or after a present passive ("the logbook's
/// filled in at every change of watch": `stated_policies::done_every_time`, dia70).
#[inline(always)]
fn routine_occasion(toks: &[Tok<'_>], i: usize) -> bool {
    stated_policies::every_occasion_at(toks, i)
        && (stated_policies::verb_after_a_bare_plural(toks).is_some_and(|v| v < i)
            || stated_policies::present_passive_before(toks, i))
}

/// "Customer names stay out of Slack": "out" (at `i`) after "stay" and before "of".
pub(super) fn stays_out_of(t: &[Tok<'_>], i: usize) -> bool {
    i > 0
        && matches!(&*t[i - 1].text, "stay" | "stays")
        && t.get(i + 1).is_some_and(|n| n.text == "of")
}

/// The two tokens before `until` (or `when`, at `i`) keep something not done or withheld, or a promise:
/// "stays unannounced", "remain unmerged", "stay untouched", "drafts stay private", "stays
/// compatible", "remain sealed" (not "the shop stays open"), maybe with whom it keeps out
/// between ("stay shut to the public").
fn is_kept_undone_state(t: &[Tok<'_>], i: usize) -> bool {
    // (Asked before `i` moves back over a phrase of whom the state keeps out.)
    let whenever = t[i].text == "whenever" && t.get(i + 1).is_some_and(|x| !is_first_person_i(x));
    // "THE STAIRS TO THE MECHANISM ARE CLOSED UNTIL THE ENGINEER VISIT": a notice's "the"
    // thing held in its state until an event, read as "whenever" is (cls68c).
    let until = matches!(&*t[i].text, "until" | "till");
    // "The Ridge gates stay shut to the public until ...": "to" and a word or two, whom the
    // state keeps out, stand before `i` (cls55).
    let i = (i.saturating_sub(3)..i.saturating_sub(1))
        .find(|&k| {
            k >= 2 && &*t[k].text == "to" && t[k + 1..i].iter().all(|x| x.kind == TokKind::Word)
        })
        .unwrap_or(i);
    let state = &*t[i - 1].text;
    // An adverb may stand between: "stays backwards compatible", "remain fully private".
    // "Chair 4 stays on hold whenever gusts top 65 km/h": "on hold", a state of two words
    // (pol43).
    let verb = match &*t[i - 2].text {
        "backwards" | "backward" | "fully" | "strictly" | "completely" if i > 2 => i - 3,
        "on" if i > 2 && state == "hold" => i - 3,
        // "stays closed and locked": two kept states joined (cls65b).
        "and" if i > 3 && is_kept_state(&t[i - 3].text) => i - 4,
        _ => i - 2,
    };
    // "The safe's kept locked whenever the counter's unmanned", "gates are kept shut until
    // nine": a present "kept", after "is", "are" or a noun's "'s" (cls54; not "was kept", a
    // report).
    let kept_now = || {
        &*t[verb].text == "kept"
            && verb > 0
            && (matches!(&*t[verb - 1].text, "is" | "are" | "'s")
                || t[verb - 1].text.ends_with("'s"))
    };
    (is_keeping_verb(&t[verb]) || kept_now() || (whenever || until) && held_whenever(t, verb))
        && is_kept_state(state)
}

/// "The cage door is locked whenever you're not inside it", "the hatches are shut whenever
/// we dive": a thing named with "the" opening the sentence, a present "is" or "are" (at
/// `verb`) before its kept state, then "whenever" and a case that recurs (the caller reads
/// those, and that the case is not the speaker's own, "i" or "i'm" after "whenever"): a
/// state held in every such case, a standing rule (cls65b). Not "the heating is off
/// whenever I come in" (a complaint), nor "the door is locked when you arrive" (one
/// occasion, "when"), nor "the door was locked whenever ..." (a past). A notice's label and
/// colon may open the sentence before "the": "ATTENTION: THE STAIRS ... ARE CLOSED UNTIL
/// ..." (cls68c).
pub(super) fn held_whenever(t: &[Tok<'_>], verb: usize) -> bool {
    let the = if t.get(1).is_some_and(|x| x.kind == TokKind::Punct(':')) {
        2
    } else {
        0
    };
    verb >= the + 2
        && matches!(&*t[verb].text, "is" | "are")
        && t[the].text == "the"
        && t[the + 1..verb].iter().all(|x| x.kind == TokKind::Word)
}

/// The speaker as "I" ("i", "i'm", "i've", "i'd", "i'll").
fn is_first_person_i(x: &Tok<'_>) -> bool {
    matches!(&*x.text, "i" | "i'm" | "i've" | "i'd" | "i'll")
}

/// A state a thing is kept in, closed, withheld or undone ("unannounced", "private", "shut",
/// "sealed", "on hold"'s "hold"), as [`is_kept_undone_state`] reads it after "stays"; shared
/// by the wish that a thing stayed so (cls62b).
fn is_kept_state(state: &str) -> bool {
    state.len() > 5 && state.starts_with("un") && state.ends_with("ed")
        || matches!(
            state,
            "private"
                    | "hidden"
                    | "internal"
                    | "confidential"
                    | "secret"
                    | "offline"
                    | "disabled"
                    | "paused"
                    | "frozen"
                    | "off"
                    // "the API stays backwards compatible until v3": a promise kept.
                    | "compatible"
                    | "stable"
                    | "read-only"
                    | "pinned"
                    | "locked"
                    // "Hard hats stay on until you're off the scaffold", "the gate stays
                    // shut until nine".
                    | "on"
                    | "shut"
                    | "closed"
                    // "Papers remain sealed until 9:00", "ballot boxes stay sealed until the
                    // board is present": closed and fastened (pol42).
                    | "sealed"
                    | "padlocked"
                    | "bolted"
                    // "the rink gate stays latched until the driver waves it open" (cls50).
                    | "latched"
                    | "covered"
                    | "capped"
                    // "stays on hold" (the "on" read above).
                    | "hold"
        )
}

/// "It stays in the locked cabinet when not in use", "the key is kept behind the bar when
/// not in use": "when not in use" (at `i`, "when") after "stays", "stay", "remains", "is kept"
/// or "is stored" and the place it is put away in, within six words (cls53) (not "the blade
/// retracts when not in use", what a thing does).
pub(super) fn is_stored_when_idle(t: &[Tok<'_>], i: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    w(i + 1) == "not"
        && w(i + 2) == "in"
        && w(i + 3) == "use"
        && (i.saturating_sub(7)..i.saturating_sub(1)).any(|k| {
            matches!(
                w(k),
                "stays" | "stay" | "remains" | "remain" | "kept" | "stored" | "lives"
            ) && matches!(
                w(k + 1),
                "in" | "inside" | "on" | "under" | "behind" | "at" | "back"
            )
        })
}

/// A kind of thing kept in a place before `until` (at `i`): a sentence opening with a bare
/// plural, "stay" or "remain", and a short phrase of place ("Exam papers stay in the safe
/// until 30 minutes before the start", "samples remain on ice until plating"; not "the kids
/// stay with Gran until Sunday", one party's plan, nor "temperatures stay in the low teens
/// until Thursday", a level).
fn is_kept_in_place(t: &[Tok<'_>], i: usize) -> bool {
    stated_policies::verb_after_a_bare_plural(t)
        .or_else(|| held_for_a_release(t, i))
        .is_some_and(|verb| {
            verb + 2 < i
                && i <= verb + 6
                && matches!(&*t[verb].text, "stays" | "stay" | "remains" | "remain")
                && matches!(
                    &*t[verb + 1].text,
                    "in" | "inside" | "on" | "at" | "with" | "behind" | "within" | "under"
                )
                && !t[verb + 2..i].iter().any(|x| {
                    x.kind == TokKind::Number
                        || matches!(
                            &*x.text,
                            "low" | "high" | "mid" | "upper" | "lower" | "range"
                        )
                })
        })
}

/// "The reworked lot 5120 stays in stocker until the yield engineer releases the hold": one
/// thing named with "the" kept in a place until someone releases, approves or signs it off
/// (corpus35b), or until a deed is done ("the aircraft spotter stays on the roof until the
/// laser is shuttered", cls49), or a stuff named by one bare word ("flux stays on the top
/// shelf until it's needed", cls63); the verb "stays" or "remains" as [`is_kept_in_place`]
/// reads it (not "the kids stay with Gran until Sunday", no release).
fn held_for_a_release(t: &[Tok<'_>], i: usize) -> Option<usize> {
    let verb = (1..i).find(|&k| matches!(&*t[k].text, "stays" | "remains"))?;
    // The one thing or party opens the sentence, or the clause of the verb after a lead
    // ("Once the laser is propagating, the aircraft spotter stays on the roof until ...").
    let opens = (0..verb)
        .rev()
        .find(|&k| k == 0 || matches!(t[k - 1].kind, TokKind::Punct(',' | ';' | ':')))
        .unwrap_or(0);
    // "Flux stays on the top shelf until it's needed": one bare word naming a stuff (cls63;
    // not "it stays ...", a pronoun).
    let bare_stuff = verb == opens + 1
        && t[opens].kind == TokKind::Word
        && t[opens].class & (lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN | lx::AGENT_SUBJECT)
            == 0;
    if t[opens].text != "the" && !bare_stuff {
        return None;
    }
    let after = &t[i + 1..(i + 6).min(t.len())];
    let released = after.iter().any(|x| {
        matches!(
            &*x.text,
            "releases"
                | "approves"
                | "signs"
                | "clears"
                | "lifts"
                | "authorises"
                | "authorizes"
                | "confirms"
        )
    });
    (released || ended_by_a_deed(after)).then_some(verb)
}

/// The words after "until" name a deed done to a thing, in the present passive ("until the
/// laser is shuttered", "until the area is swept") or a bare participle ("until called
/// forward", "until it's needed"): a step someone takes, which ends the hold (not "until
/// Sunday", nor "until the divorce is final", a state nobody is told to bring about).
fn ended_by_a_deed(after: &[Tok<'_>]) -> bool {
    let participle = |x: &Tok<'_>| {
        x.kind == TokKind::Word
            && x.text.len() > 4
            && (lx::has_past_ending(&x.text) || x.class & lx::IRREGULAR_PARTICIPLE != 0)
    };
    // ("until it's needed", "until they're called": "is" and "are" contracted, cls63.)
    after.first().is_some_and(participle)
        || after
            .windows(2)
            .any(|p| matches!(&*p[0].text, "is" | "are" | "it's" | "they're") && participle(&p[1]))
}

/// "..., ¿vale?", "..., ¿verdad?", "..., ¿sí?": a Spanish tag asking for assent after a comma,
/// opened by "¿" (`body` is the sentence without its closing marks), as a Spanish speaker's
/// English closes an order ("Nobody alone with the birds, ¿vale?"; not "¿Vale la pena?", a
/// question of its own, with no comma before the "¿").
///
/// A tag asking to be understood or heard may lead with a pronoun or an "o" ("..., ¿me
/// entiendes?", "..., ¿me oyes?", "..., ¿o no?"; cls52).
fn spanish_tag(body: &[Tok<'_>]) -> bool {
    let lead = match body {
        [.., lead, _] if matches!(&*lead.text, "me" | "lo" | "o") => 1,
        _ => 0,
    };
    let [.., comma, opening, _] = &body[..body.len() - lead] else {
        return false;
    };
    let tag = &body[body.len() - 1];
    comma.is_punct(',')
        && opening.kind == TokKind::Symbol('¿')
        && matches!(
            &*tag.text,
            "vale"
                | "verdad"
                | "sí"
                | "si"
                | "no"
                | "ok"
                | "okay"
                | "claro"
                | "entendido"
                | "entiendes"
                | "entiende"
                | "entendiste"
                | "oyes"
                | "oíste"
                | "oiste"
        )
}

/// A determiner or a pronoun that makes the noun phrase it opens one thing or one party
/// ("the printer", "my data", "it", "they"), not a kind of thing ("customer data", "drafts").
fn names_one_thing(w: &str) -> bool {
    matches!(
        w,
        "the"
            | "a"
            | "an"
            | "this"
            | "that"
            | "these"
            | "those"
            | "my"
            | "our"
            | "your"
            | "his"
            | "her"
            | "their"
            | "its"
            | "it"
            | "one"
            | "there"
            | "he"
            | "she"
            | "i"
            | "we"
            | "you"
            | "they"
    )
}

/// "ok", "okay", "alright", "k": a word giving or asking assent as a sentence's tag.
pub(super) fn is_assent_word(w: &str) -> bool {
    matches!(w, "ok" | "okay" | "alright" | "k" | "kk" | "kay")
}

/// "Let's not touch the cron until after close, ok?", "Keep it short, right?", "Dinnae touch
/// the boxes, aye?", "dont send it
/// until i look at it ok??": a statement with a tag asking for assent, no question (not
/// "Should we drop it, ok?", asked by its first word). The comma before the tag may be
/// missing when the tag is only an "ok" ("is that ok?" is asked by its first word). A tag
/// asking to be heard or understood ("..., you hear me?", "..., got it?", "..., d'ya get me?")
/// asks nothing either;
/// nor do Malaysian "..., can?", Filipino "..., okay po?" and South Asian "..., okay na?".
fn is_tag_question(t: &[Tok<'_>]) -> bool {
    // The closing marks: one or more, at least one of them a "?" ("ok??", "ok?!").
    let marks = t
        .iter()
        .rev()
        .take_while(|x| x.is_punct('?') || x.is_punct('!'))
        .count();
    let body = without_closing_address(&t[..t.len() - marks]);
    let [first, .., before_tag, tag] = body else {
        return false;
    };
    let assent = is_assent_word;
    // "..., you hear me?", "..., got it?": the words after the last comma.
    let heard = || {
        const TAGS: [&[&str]; 10] = [
            &["hear"],
            // New Orleans "..., ya heard?" ("ya" reads as "you"; cls52).
            &["you", "heard"],
            // Appalachian and Southern "y'hear".
            &["y'hear"],
            &["you", "hear"],
            &["you", "hear", "me"],
            &["hear", "me"],
            &["got", "it"],
            &["you", "understand"],
            // Irish "..., d'ya get me?", "..., ya get me?" (cls60).
            &["d'ya", "get", "me"],
            &["you", "get", "me"],
        ];
        TAGS.iter().any(|words| {
            body.len() > words.len() + 1
                && body[body.len() - words.len() - 1].is_punct(',')
                && body[body.len() - words.len()..]
                    .iter()
                    .zip(*words)
                    .all(|(x, w)| x.text == *w)
        })
    };
    marks > 0
        && t[t.len() - marks..].iter().any(|x| x.is_punct('?'))
        && (before_tag.is_punct(',')
            && (assent(&tag.text)
                || matches!(
                    &*tag.text,
                    // Scots and Irish "aye?", Canadian "eh?", British "innit?", Scouse
                    // "sound?", Irish "grand?" (pol43).
                    "right" | "yeah" | "understood" | "yes" | "aye" | "eh" | "innit" | "sound"
                        | "grand"
                        // "yeh", "yea": "yeah" as chat and dialect spell it (cls47).
                        | "yeh"
                        | "yea"
                        // South Asian "..., no?" after an order (pol46).
                        | "no"
                        // Swahili and Sheng "..., sawa?" ("okay?") (cls55).
                        | "sawa"
                        // Upper Midwest and Canadian "..., ya?" ("yeah?"), read as "you" as
                        // chat spells it (cls56).
                        | "you"
                        // Jamaican "..., seen?" ("understood?") (cls59).
                        | "seen"
                ))
            || before_tag.kind == TokKind::Word && assent(&tag.text)
            // Malaysian "..., can?" ("all right?"); Filipino "okay po?", its particle of
            // respect after the assent.
            || before_tag.is_punct(',') && tag.text == "can"
            || tag.text == "po" && assent(&before_tag.text)
            // South Asian "okay na?": "na" asking assent after it (cls54).
            || tag.text == "na" && assent(&before_tag.text)
            || spanish_tag(body)
            || heard())
        && !matches!(
            &*first.text,
            "is" | "are"
                | "do"
                | "does"
                | "did"
                | "should"
                | "can"
                | "could"
                | "would"
                | "will"
                | "shall"
                | "may"
                // "Must the dog lie down, or is a stand ok?": asked by "must" (cls60).
                | "must"
                | "what"
                | "why"
                | "how"
                | "when"
                | "where"
                | "who"
                | "which"
        )
}

/// `body` without a term of address closing it after a tag: "..., alright my lover", "...,
/// ok mate", "..., right love" lose "my lover", "mate", "love" (cls67b); the tag before it
/// must still be a word ("..., mate?" alone keeps its word).
fn without_closing_address<'t, 'a>(body: &'t [Tok<'a>]) -> &'t [Tok<'a>] {
    let n = body.len();
    let word = |k: usize| body[k].kind == TokKind::Word;
    if n >= 4 && body[n - 2].text == "my" && word(n - 1) && word(n - 3) {
        &body[..n - 2]
    } else if n >= 3
        && word(n - 2)
        && (is_address(&body[n - 1].text)
            || matches!(&*body[n - 1].text, "love" | "pet" | "hun" | "babe" | "duck"))
    {
        &body[..n - 1]
    } else {
        body
    }
}

/// Verbs of courtesy after "no need to": "no need to apologise" reassures, it lifts no rule.
fn is_courtesy_verb(w: &str) -> bool {
    matches!(
        w,
        "apologise" | "apologize" | "thank" | "worry" | "panic" | "stress" | "fret" | "relax"
    )
}

/// The word at `j` opens brackets a few tokens after a figure: "KR1 reached 82% (target 90%)",
/// "LAeq 99.4 dB(A) (limit 102.0)": it names what the figure is set against, an annotation of
/// a reading, no order and no limit set.
fn in_brackets_after_a_figure(s: &Sentence<'_, '_>, j: usize) -> bool {
    j >= 2
        && s.t[j - 1].is_punct('(')
        && (j.saturating_sub(7)..j - 1)
            .any(|k| matches!(s.t[k].kind, TokKind::Number | TokKind::Symbol('%')))
}

/// "avg 31 km/h, max 44 km/h", "mean 12 ms, max 80 ms": an average's figure a few tokens
/// from the maximum or minimum at `i` makes it a statistic, read off a run (read in a bounded
/// stretch: a sentence of thousands of "max" stays linear).
fn names_an_average_figure(s: &Sentence<'_, '_>, i: usize) -> bool {
    // ("min -21.4°C, max -16.9°C, mean -19.2°C": a sign before each figure and a unit of two
    // tokens put "mean" twelve tokens from "min", cls70a.)
    (i.saturating_sub(16)..(i + 16).min(s.t.len())).any(|k| {
        let signed = s
            .t
            .get(k + 1)
            .is_some_and(|t| matches!(t.kind, TokKind::Symbol('-' | '−') | TokKind::Punct('-')));
        matches!(s.w(k), "avg" | "average" | "mean" | "median")
            && numbers::is_quantity_at(s.t, k + 1 + usize::from(signed))
    })
}

/// The sentence has no finite or past verb: "Aisle seat, not window.", "Staging first".
fn is_verbless(s: &Sentence<'_, '_>) -> bool {
    !(0..s.t.len()).any(|i| is_finite_or_past_at(s, i))
}

/// Token `i` is a finite report verb, or looks like a past form and is not an `-ed` word after
/// a determiner or a preposition, an adjective ("the shared channels", "only for damaged
/// items").
fn is_finite_or_past_at(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.has(i, lx::FINITE_REPORT_VERB)
        || s.looks_past_at(i)
            && !is_included_aside(s, i)
            && !(i > 0
                && matches!(
                    s.w(i - 1),
                    "the"
                        | "a"
                        | "an"
                        | "our"
                        | "your"
                        | "their"
                        | "my"
                        | "this"
                        | "that"
                        | "for"
                        | "with"
                        | "to"
                        | "of"
                ))
}

/// ", guide included", ", weekends excluded": "included" or "excluded" at `i` after a comma
/// and one or two words, closing its clause, an aside of what the count takes in, no verb
/// (cls68a; not "the guide included a map", a past with its object).
fn is_included_aside(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(s.w(i), "included" | "excluded")
        && !s.is_word(i + 1)
        && (2..=3)
            .any(|n| i >= n && s.t[i - n].is_punct(',') && (i - n + 1..i).all(|k| s.is_word(k)))
}

/// At least four fifths of the words of `t` are quoted (after a label naming a principal).
fn is_quotation(t: &[Tok<'_>]) -> bool {
    // "Customer review (1 star): '...'", "Target (de): \"...\"": a record's annotated label
    // quotes the record's text as data.
    if record_label_colon(t).is_some() {
        return false;
    }
    let t = principal_label_colon(t).map_or(t, |colon| &t[colon + 1..]);
    // Both counts in one pass over the tokens.
    let (words, quoted) = t
        .iter()
        .filter(|t| t.kind == TokKind::Word)
        .fold((0, 0), |(words, quoted), t| {
            (words + 1, quoted + usize::from(t.quoted))
        });
    quoted * 5 >= words * 4
}

/// The colon closing a label that names the speaker of a quotation: "User: \"stop
/// recommending podcasts\"", a label of at most three unquoted words naming a principal,
/// not part of the quotation. The label may follow a short lead closed by a dash that hands
/// the quotation on ("FYI triage bot — Fwd from Legal: '...'", "Note — Legal: '...'": a
/// principal's words forwarded, as binding as quoted without the lead; cls46).
fn principal_label_colon(t: &[Tok<'_>]) -> Option<usize> {
    let unquoted_words =
        |part: &[Tok<'_>]| part.iter().all(|x| x.kind == TokKind::Word && !x.quoted);
    let start = t
        .iter()
        .take(4)
        .position(|x| matches!(x.kind, TokKind::Punct('—' | '–' | '-')))
        .filter(|&dash| dash > 0 && unquoted_words(&t[..dash]))
        .map_or(0, |dash| dash + 1);
    let colon = start + t[start..].iter().take(4).position(|x| x.is_punct(':'))?;
    let label = &t[start..colon];
    (colon > start && unquoted_words(label) && label.iter().any(|x| x.class & lx::PRINCIPAL != 0))
        .then_some(colon)
}

/// The colon of a record's label opening the tokens, annotated in parentheses ("Customer
/// review (2 stars):", "Target (fr):"): at most six unquoted words, numbers and parentheses,
/// the last a `)`, and a quoted word right after the colon (the tokens have no quotation
/// marks). A numbered label may name a source of rules ("Search result 3: \"Vendors must
/// ...\"" binds).
fn record_label_colon(t: &[Tok<'_>]) -> Option<usize> {
    let colon = t.iter().take(8).position(|x| x.is_punct(':'))?;
    let label = &t[..colon];
    let labelled = colon >= 2
        && label[colon - 1].is_punct(')')
        && label.iter().all(|x| {
            !x.quoted
                && matches!(
                    x.kind,
                    TokKind::Word | TokKind::Number | TokKind::Punct('(' | ')')
                )
        });
    let quoted_after = t.get(colon + 1).is_some_and(|x| x.quoted);
    (labelled && quoted_after).then_some(colon)
}

/// The reflexive object of an order: "Ground *yourself* on the strap" (cls59).
fn is_reflexive_object(w: &str) -> bool {
    matches!(w, "yourself" | "yourselves")
}

/// "wave *de* yellow", "Oil *de* winch": the "the" of Caribbean and Gullah English at `k`,
/// a word after it (not a country's code, "Leipzig DE, 14 Mar", nor "DE" closing a line;
/// dia68). Not read as "the" by the tokenizer: "de" and "da" open names too ("de Souza").
/// Or the "t'" of Yorkshire and Lancashire English glued to its noun, one word ("then lock
/// *t'fire* doors": cls69a).
fn dialect_article_at(toks: &[Tok<'_>], k: usize) -> bool {
    toks.get(k).is_some_and(|t| {
        t.text == "de" && toks.get(k + 1).is_some_and(|t| t.kind == TokKind::Word)
            || t.kind == TokKind::Word
                && crate::classify::text::without_elided_article(&t.text).len() < t.text.len()
    })
}

/// Words that open a verb's object: "Greet *the* customer", "Fetch *them*".
fn opens_object(w: &str) -> bool {
    matches!(
        w,
        "the"
            | "a"
            | "an"
            | "your"
            | "my"
            | "our"
            | "their"
            | "all"
            | "every"
            | "each"
            | "this"
            | "these"
            | "those"
            | "it"
            | "them"
            | "him"
            | "her"
            | "me"
            | "us"
            | "any"
    )
}

/// Token `k` is a gerund naming an act: "photographing the parcel", "subletting the room"
/// (an "-ing" word before its object), or a listed verb's "-ing" ("logging", "invoicing").
fn names_an_act(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    w.len() > 4
        && w.ends_with("ing")
        && !s.has(k, lx::NOT_A_VERB | lx::ENGLISH_FUNCTION_WORD)
        && !matches!(w, "thing" | "being" | "nothing" | "anything")
        && (opens_object(s.w(k + 1)) || lx::is_gerund_of_base_verb(w))
}

/// "Unit 3 passed inspection, no changes required", "Audit complete: no action needed": a
/// clause before token `j` tells a check's outcome (a result word at most [`REACH`] tokens
/// back, in a sentence that opens with no condition), so a lifted requirement after it
/// reports that outcome (not "Once the audit is complete, no sign-off needed", a rule for
/// later).
fn follows_a_result(s: &Sentence<'_, '_>, j: usize) -> bool {
    let (start, _) = s.segment_of(j);
    start > 0
        && !opens_with_subclause(s.w(0))
        && (start.saturating_sub(REACH)..start)
            .any(|k| is_work_finished(s.w(k)) || matches!(s.w(k), "passed" | "clean" | "cleared"))
}

/// A word saying a piece of work is over: "complete", "completed", "done", "finished".
pub(super) fn is_work_finished(w: &str) -> bool {
    matches!(w, "complete" | "completed" | "done" | "finished")
}

/// The subject of the clause at `i` is "you".
fn addressed_to_you(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| s.is(j, "you"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Calls `read` with each sentence of `text` as the classifier reads it.
    fn for_each_read_sentence(text: &str, mut read: impl FnMut(&Sentence<'_, '_>)) {
        let low = text.to_ascii_lowercase();
        let side = text::SideText::new();
        text::for_each_sentence(text, &low, &side, |t, _| {
            let (mut segments, mut clause_starts, mut candidates) = (vec![], vec![], vec![]);
            Sentence::read(
                t,
                &mut segments,
                &mut clause_starts,
                &mut candidates,
                &mut read,
            );
        });
    }

    /// A leave held back by "but not" (`permissions::permission_but_not_before` and
    /// `permission_but_not_another`, asked only of a sentence whose word set holds "not")
    /// reads its cases as before, in any case of letters, and none of its look-alikes: an
    /// ability, a thing's tendency, a leave held back by "never".
    #[test]
    fn a_leave_held_back_by_but_not_is_read_after_the_screen_of_its_not() {
        let limits = |text: &str| -> Vec<(usize, usize)> {
            crate::classify::classify(text)
                .cues
                .into_iter()
                .filter(|c| c.kind == CueKind::LimitStatement)
                .map(|c| (c.range.start, c.range.end))
                .collect()
        };
        assert_eq!(
            limits("The bins can go out on Sunday, but not until the truck has been."),
            [(9, 44)]
        );
        assert_eq!(
            limits("Interns can access the staging bucket but not the prod one."),
            [(8, 49)]
        );
        assert_eq!(
            limits("You can merge, but NOT before the tests pass."),
            [(4, 29)]
        );
        for look_alike in [
            "Penguins can swim but not fly.",
            "The bar can get busy, but not before ten.",
            "I can see the logs but not the metrics.",
            "Interns can access the staging bucket but never the prod one.",
        ] {
            assert_eq!(limits(look_alike), [], "{look_alike}");
        }
    }

    /// The readings that ask a token's class before comparing its text (a screen) find only
    /// words of that class: each word they compare must stay in it.
    #[test]
    fn the_words_screened_by_their_class_keep_it() {
        let screened: [(&[&str], u32); 8] = [
            // `may_bind_at_a_token`
            (&["a", "an"], MAY_BIND_AT_A_WORD),
            // `Sentence::names_a_past_time`
            (&["yesterday", "ago", "last"], lx::PAST_MARKER),
            // `cue_filters::rule_once_had`
            (&["had", "was"], lx::PAST_MARKER),
            // `cue_filters::said_in_jest`
            (&["joking", "kidding"], lx::EPISTEMIC_BE_COMPLEMENT),
            // `stated_policies::counted_doers_at`
            (&["is", "are"], lx::MODAL),
            // `modals::contracted_is_to`
            (&["to"], lx::ENGLISH_FUNCTION_WORD),
            // `verbless::labelled_restriction`
            (&["not"], lx::TRIGGER),
            // `stated_policies::rule_said_to_exist`
            (&["that"], lx::THING_PRONOUN),
        ];
        for (words, class) in screened {
            for w in words {
                assert_ne!(lx::classes(w) & class, 0, "{w}");
            }
        }
        // `cue_filters::rule_disclaimed_as_not_ours`
        for disclaimer in cue_filters::DISCLAIMERS {
            let first = disclaimer[0];
            assert_ne!(
                lx::classes(first) & (lx::TRIGGER | lx::ENGLISH_FUNCTION_WORD),
                0,
                "{first}"
            );
        }
    }

    /// A requester's frame opens at a request's verb and what it asks, whatever the words
    /// before them: the verb named by a noun, a perfect, "would prefer", a cleft, a possessive
    /// "'s" for "has", a place (start and end tokens); none at a look-alike (a request of
    /// nobody, a past request, "wants" with no deed, no request's verb).
    #[test]
    fn a_requester_frame_opens_at_a_request_verb_and_what_it_asks() {
        let frame_of = |text: &str| {
            let mut frame = None;
            for_each_read_sentence(text, |s| {
                frame = s.requester_frame().map(|f| (f.start, f.end));
            });
            frame
        };
        for (text, frame) in [
            ("The client asked that we keep the logs.", Some((1, 2))),
            (
                "The family have asked that guests keep phones down.",
                Some((1, 3)),
            ),
            (
                "Chambers would prefer the remarks not be released.",
                Some((0, 2)),
            ),
            (
                "It's the factor that wants no work done on Sunday.",
                Some((2, 4)),
            ),
            (
                "The officer's asked that the bins be swapped.",
                Some((1, 2)),
            ),
            (
                "Client at unit 9 wants no vans parked out front.",
                Some((0, 4)),
            ),
            ("Declan asked the bot to log it.", Some((0, 1))),
        ] {
            assert_eq!(frame_of(text), frame, "{text}");
        }
        for text in [
            "The client asked that question twice.",
            "The family had asked that we wait.",
            "The chef wants the cheapest option.",
            "The client said that we keep the logs.",
            "The officer's asked questions.",
        ] {
            assert_eq!(frame_of(text), None, "{text}");
        }
    }

    proptest::proptest! {
        /// The readings screened by a sentence's screened words (a shift's holder, a class's
        /// opening or closing, the words closing a sentence to exceptions) find what they
        /// find unscreened ([`WordSet::EVERY`], their first definition), in sentences of
        /// their words, their look-alikes and marks, in any case.
        #[test]
        fn the_readings_screened_by_the_words_set_find_what_they_find_unscreened(
            words in proptest::collection::vec(proptest::sample::select(&[
                "the", "The", "closing", "night", "last", "On-call", "first", "brewer",
                "person", "engineer", "to", "leave", "logs", "checks", "closes", "loves",
                "answers", "messages", "end", "Start", "begin", "ends", "with", "a", "summary",
                ",", "full", "stop", "Stop", "period", "PERIOD", ".", "—", ";", "invoices",
                "go", "nobody", "reheats", "is", "blocked",
            ][..]), 1..12),
        ) {
            let text = words.join(" ");
            for_each_read_sentence(&text, |s| {
                let every = WordSet::EVERY;
                assert_eq!(
                    stated_policies::shift_holder_and_verb(s.t, &s.words),
                    stated_policies::shift_holder_and_verb(s.t, &every),
                    "{text}"
                );
                assert_eq!(
                    stated_policies::class_opening_or_closing(s.t, &s.words),
                    stated_policies::class_opening_or_closing(s.t, &every),
                    "{text}"
                );
                assert_eq!(
                    stated_policies::exception_closer(s.t, &s.words),
                    stated_policies::exception_closer(s.t, &every),
                    "{text}"
                );
            });
        }
    }

    /// The three screened readings find their cases and none of their look-alikes: "the
    /// closing brewer logs ..." (not "the closing act steals ..."), "answers end with ..."
    /// (not "the answers end with ..."), "..., full stop" (not "the bus stop").
    #[test]
    fn the_readings_screened_by_the_words_set_find_their_cases() {
        let found = |text: &str| {
            let mut found = (None, None, None);
            for_each_read_sentence(text, |s| {
                found = (
                    stated_policies::shift_holder_and_verb(s.t, &s.words),
                    stated_policies::class_opening_or_closing(s.t, &s.words),
                    stated_policies::exception_closer(s.t, &s.words).map(|(c, _)| c),
                );
            });
            found
        };
        assert_eq!(
            found("The closing brewer logs the temperature."),
            (Some(3), None, None)
        );
        assert_eq!(
            found("The on-call engineer pages the vendor."),
            (Some(3), None, None)
        );
        assert_eq!(
            found("The closing act steals the show."),
            (None, None, None)
        );
        assert_eq!(
            found("Answers end with a one-line summary."),
            (None, Some(1), None)
        );
        assert_eq!(
            found("Commit messages start with the key."),
            (None, Some(2), None)
        );
        assert_eq!(found("The answers end with a summary."), (None, None, None));
        assert_eq!(
            found("Content is blocked, full stop."),
            (None, None, Some(4))
        );
        assert_eq!(
            found("Invoices go out in euros, period."),
            (None, None, Some(6))
        );
        assert_eq!(found("We waited at the bus stop."), (None, None, None));
    }

    /// The colon found once per sentence is, for every clause end, the first colon a search
    /// of the tokens before that end finds.
    #[test]
    fn the_first_colon_is_the_one_a_search_before_each_end_finds() {
        let text = "My plan: read the ticket, then: fix it. No colon here, and none after. \
                    Steps: one: two: three. Note the time 18:00, then call: now.";
        let mut sentences = 0;
        for_each_read_sentence(text, |s| {
            for end in 0..=s.t.len() {
                let searched = s.t[..end].iter().position(|x| x.is_punct(':'));
                assert_eq!(s.first_colon_before(end), searched, "end {end}");
            }
            sentences += 1;
        });
        assert!(sentences >= 4);
    }

    /// Every word a detector starts from, alone, first, last or between others, in a statement
    /// or a question, is analysed without a panic (index arithmetic at the sentence's edges).
    #[test]
    fn head_words_at_sentence_edges_do_not_panic() {
        let lists = [
            NEGATION_HEAD_WORDS,
            PERMISSION_HEAD_WORDS,
            CONDITION_HEAD_WORDS,
            LIMIT_HEAD_WORDS,
            IMPERATIVE_HEAD_WORDS,
            SENTENCE_HEAD_WORDS,
            &numbers::NUMBER_WORD_NAMES,
            numbers::COMPARATOR_FIRST_WORDS,
        ];
        for w in lists.into_iter().flatten() {
            for text in [
                w.to_string(),
                format!("{w} the logs."),
                format!("Keep the logs {w}."),
                format!("{w} 3 retries, {w} by Friday?"),
                format!("\"{w}\" {w}"),
            ] {
                let _ = crate::classify::classify(&text);
            }
        }
    }

    /// The bounds the rules keep for the polarity check are the bounds it would find itself
    /// on the sentence's tokens without quotation marks, whenever the rules hand them over.
    #[test]
    fn kept_bounds_are_the_bounds_of_the_unquoted_sentence() {
        let texts = [
            "Keep it under 2 MB and at most 3 retries, no more than 4 calls, 150 tokens max.",
            "Between 2 and 5 reviewers, up to €300 per trip, by Friday at the latest.",
            "Answers of 50 words or fewer; only 3 seats; exactly five slots; 12+ characters.",
            "We sent no more than a dozen emails before 6pm, within a day, after 2026-11-07.",
            "Can we keep it under 2 MB? What if it had at most 3 retries?",
            "The sign says \"no more than 4 guests\" and we keep at most \"3\" drafts.",
            "Quotes only: \"\" \"\". Nothing binds here at all today.",
            "Never deploy on Fridays. Cap each answer at 150 tokens.",
        ];
        let key = |b: &numbers::Bound| {
            (
                b.comparator,
                b.start,
                b.end,
                b.number,
                b.direction,
                b.temporal,
                b.loose,
            )
        };
        let (mut handed_over, mut with_bounds) = (0, 0);
        for text in texts {
            let low = text.to_ascii_lowercase();
            let side = text::SideText::new();
            let mut scratch = Scratch::take();
            let mut kept = SentenceBounds::take();
            text::for_each_sentence(text, &low, &side, |sentence, quote_marks| {
                let mut cues = Vec::new();
                analyze_sentence(sentence, quote_marks, &mut cues, &mut scratch, &mut kept);
                let unquoted: Vec<Tok<'_>> = sentence
                    .iter()
                    .filter(|t| t.kind != TokKind::Quote)
                    .cloned()
                    .collect();
                let mut all = Vec::new();
                numbers::bounds_into(&unquoted, &mut all);
                if let Some(bounds) = kept.get() {
                    handed_over += 1;
                    with_bounds += usize::from(!bounds.is_empty());
                    assert_eq!(
                        bounds.iter().map(key).collect::<Vec<_>>(),
                        all.iter().map(key).collect::<Vec<_>>(),
                        "{text}"
                    );
                }
            });
            scratch.give_back();
            kept.give_back();
        }
        // Statements hand their bounds over (questions and hypotheticals may not).
        assert!(
            handed_over >= 8 && with_bounds >= 5,
            "{handed_over} {with_bounds}"
        );
    }

    /// Fast paths that skip a compare by a word's class rely on these memberships.
    /// A label naming a rule is found wherever its colon may stand (after one, two or three
    /// words): the label rule's clause-start screen turns none of them away.
    #[test]
    fn rule_labels_of_one_to_three_words_state_a_rule() {
        for text in [
            "Policy: migrations are reviewed by two people.",
            "Team convention: tests live next to the code.",
            "Our house rules: guests sign in at the desk.",
        ] {
            let label_end = text.find(':').map_or(0, |colon| colon + 1);
            let cues = crate::classify::classify(text).cues;
            assert!(
                cues.iter()
                    .any(|c| c.kind == CueKind::StandingRule && c.range == (0..label_end)),
                "{text}: {cues:?}"
            );
        }
    }

    /// A notice's "the" thing that "is" or "are" in a kept state until an event, perhaps after
    /// a label and colon, is held so (`held_whenever` from `is_kept_undone_state`); a past, a
    /// possessive's thing ("Our shop") and a past, after a label too, stay narrative.
    #[test]
    fn a_thing_closed_until_an_event_is_held_so() {
        use crate::classify::{SpanKind, classify};
        for (text, kind) in [
            (
                "ATTENTION: THE STAIRS TO THE MECHANISM ARE CLOSED UNTIL THE ENGINEER VISIT ON \
                 14 MARCH. THANK YOU FOR YOUR UNDERSTANDING.",
                SpanKind::Constraint,
            ),
            (
                "The stairs to the mechanism are closed until the engineer visit.",
                SpanKind::Constraint,
            ),
            (
                "Notice: the hatches are shut whenever we dive.",
                SpanKind::Constraint,
            ),
            ("The shop was closed until noon.", SpanKind::Narrative),
            (
                "Update: the stairs were closed until the engineer visit.",
                SpanKind::Narrative,
            ),
            ("Our shop is closed until noon.", SpanKind::Narrative),
            ("The lights stayed on until midnight.", SpanKind::Narrative),
        ] {
            assert_eq!(classify(text).kind, kind, "{text}");
        }
    }

    #[test]
    fn fast_paths_rely_on_these_word_classes() {
        assert_ne!(lx::classes("used") & lx::PAST_MARKER, 0);
        for w in [
            "must",
            "shall",
            "should",
            "mustn't",
            "shouldn't",
            "need",
            "needs",
            "never",
            "always",
            "don't",
            "cannot",
            "can't",
        ] {
            assert_ne!(lx::classes(w) & lx::TRIGGER, 0, "{w}");
        }
        // ... a stated period after these (`stated_policies::stated_period`).
        for w in ["so", "have", "has", "'ve", "until", "used", "is", "are"] {
            assert_ne!(lx::classes(w) & lx::WEAK_TRIGGER, 0, "{w}");
        }
        for w in ["get", "gets"] {
            assert_ne!(lx::classes(w) & lx::LIMIT_VERB, 0, "{w}");
        }
        // A rate is read only at these (`verbless::verbless_rate`).
        for w in ["per", "once", "twice", "thrice", "times"] {
            assert_ne!(lx::classes(w) & lx::WEAK_TRIGGER, 0, "{w}");
        }
        // A frame opens only at a principal or at these (`find_principal_frame`).
        // ... an intensified ban at these (`imperatives`), a hard no at "no" (`hard_no`).
        for w in ["per", "according", "from", "no", "never", "don't", "do"] {
            assert_ne!(lx::classes(w) & lx::SENTENCE_HEAD, 0, "{w}");
        }
        assert_ne!(lx::classes("to") & lx::ENGLISH_FUNCTION_WORD, 0);
        for w in ["please", "pls", "plz", "kindly"] {
            assert_ne!(lx::classes(w) & lx::TRIGGER, 0, "{w}");
        }
        assert_ne!(lx::classes("not") & lx::BAN_HEAD, 0);
        for w in ["and", "then", "but", "or", "so", "otherwise"] {
            assert_ne!(lx::classes(w) & lx::DISCOURSE, 0, "{w}");
        }
    }
}
